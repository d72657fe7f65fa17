# expect: error SyntaxError | ok
# stdout-excludes: SANDBOX
<<<''.join(' ' * i + 'for i%d in range(1):\n' % i for i in range(90))>>><<<' ' * 90>>>pass
print('nested')
