# expect: ok | error SyntaxError | budget | memory | deadline
# args: --max-instructions 100000000 --max-memory 256M
# wall: 5
# stdout-excludes: SANDBOX
# The same def under the default limits: any outcome, quickly.
def f(<<<', '.join('p%d' % i for i in range(70000))>>>):
    return 1
print(f)
