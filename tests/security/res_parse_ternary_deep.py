# expect: ok | error SyntaxError | error RecursionError | error MemoryError | memory
# stdout-excludes: SANDBOX
x = <<<'1 if 0 else ' * 20000>>>0
print(x)
