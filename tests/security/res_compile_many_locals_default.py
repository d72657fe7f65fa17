# expect: ok | error SyntaxError | budget | memory | deadline
# args: --max-instructions 100000000 --max-memory 256M
# wall: 5
# stdout-excludes: SANDBOX
def f():
<<<''.join('    v%d = %d\n' % (i, i) for i in range(70000))>>>    return v0
print(f())
