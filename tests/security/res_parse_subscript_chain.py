# expect: ok | error SyntaxError | error RecursionError | error MemoryError | memory
# stdout-excludes: SANDBOX
class A:
    def __getitem__(self, k):
        return self
a = A()
x = a<<<'[0]' * 50000>>>
print(type(x).__name__)
