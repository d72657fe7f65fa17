# expect: ok | error SyntaxError | error RecursionError | error MemoryError | memory
# stdout-excludes: SANDBOX
def f():
    return f
x = f<<<'()' * 50000>>>
print(x is f)
