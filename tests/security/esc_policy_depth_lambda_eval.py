# expect: rejected | error SyntaxError
# The innermost of 250 nested lambdas calls a builtin that does not exist.
f = <<<'lambda: ' * 250>>>eval('1+1')
r = f<<<'()' * 250>>>
print('SANDBOX-ESCAPE', r)
