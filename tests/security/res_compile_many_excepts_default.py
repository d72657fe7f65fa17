# expect: ok | error SyntaxError | budget | memory | deadline
# args: --max-instructions 100000000 --max-memory 256M
# wall: 5
# stdout-excludes: SANDBOX
try:
    x = 1
<<<''.join('except E%d:\n    pass\n' % i for i in range(20000))>>>print(x)
