# expect: ok | error SyntaxError | budget | memory | deadline
# args: --max-instructions 100000000 --max-memory 256M
# wall: 5
# stdout-excludes: SANDBOX
def f():
    return [<<<', '.join('g%d' % i for i in range(100000))>>>]
print(1)
