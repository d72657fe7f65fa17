# expect: ok | error SyntaxError | error RecursionError | error MemoryError | memory
# stdout-excludes: SANDBOX
class A:
    pass
a = A()
a.a = a
x = a<<<'.a' * 50000>>>
print(x is a)
