# expect: rejected | error SyntaxError
# 250 nested lambdas (valid in CPython): the innermost uses the forbidden `mro`.
f = <<<'lambda: ' * 250>>>int.mro()
r = f<<<'()' * 250>>>
print('SANDBOX-ESCAPE', r)
