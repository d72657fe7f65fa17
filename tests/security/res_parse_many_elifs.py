# expect: ok | error SyntaxError | error RecursionError
# stdout-excludes: SANDBOX
# CPython 3.11: RecursionError during compilation.
x = 2999
if x == 0:
    y = 0
<<<''.join('elif x == %d:\n    y = %d\n' % (i, i) for i in range(1, 3000))>>>print(y)
