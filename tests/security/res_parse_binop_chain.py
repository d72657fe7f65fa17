# expect: ok | error SyntaxError | error RecursionError | error MemoryError | memory
# stdout-excludes: SANDBOX
# A 100k-long left-associative chain: a deep tree for a recursive code generator.
x = <<<'1+' * 100000>>>1
print(x)
