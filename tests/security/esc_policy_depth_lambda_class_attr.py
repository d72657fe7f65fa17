# expect: rejected | error SyntaxError
f = <<<'lambda: ' * 250>>>(1).__class__
r = f<<<'()' * 250>>>
print('SANDBOX-ESCAPE', r)
