# expect: ok | error SyntaxError | budget | memory | deadline
# args: --max-instructions 100000000 --max-memory 256M
# wall: 5
# stdout-excludes: SANDBOX
<<<''.join('v%d = %d\n' % (i, i) for i in range(100000))>>>print(v99999)
