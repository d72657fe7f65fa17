# expect: ok | error SyntaxError | error RecursionError | error MemoryError | memory
# stdout-excludes: SANDBOX
x = 1 <<<'< 2 ' * 50000>>>< 2
print(x)
