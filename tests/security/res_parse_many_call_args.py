# expect: ok | error SyntaxError
# stdout-excludes: SANDBOX
def f(*a):
    return len(a)
print(f(<<<'1, ' * 5000>>>))
