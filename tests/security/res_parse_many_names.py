# expect: ok | error SyntaxError
# stdout-excludes: SANDBOX
class A:
    pass
a = A()
<<<''.join('a.n%d = %d\n' % (i, i) for i in range(400))>>>print(a.n399)
