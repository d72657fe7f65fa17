# expect: rejected | error SyntaxError | error IndentationError
# 95 nested defs, then 150 nested lambdas: code objects 245 deep.
<<<''.join(' ' * i + 'def f%d():\n' % i for i in range(95))>>><<<' ' * 95>>>return (<<<'lambda: ' * 150>>>type.mro(int))<<<'()' * 150>>>
r = f0()
