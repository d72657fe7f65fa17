# expect: ok | error SyntaxError | budget | memory | deadline
# args: --max-instructions 100000000 --max-memory 256M
# wall: 5
# stdout-excludes: SANDBOX
def f(*a, **k):
    return len(k)
print(f(*[], <<<', '.join('k%d=%d' % (i, i) for i in range(50000))>>>))
