# expect: rejected | error SyntaxError
# 190 nested comprehensions inside 60 nested lambdas: code objects 250 deep.
f = <<<'lambda: ' * 60>>><<<'[' * 190>>>type.mro(int)<<<' for _ in [0]]' * 190>>>
r = f<<<'()' * 60>>>
print('SANDBOX-ESCAPE', r)
