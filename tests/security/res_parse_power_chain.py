# expect: memory | error SyntaxError | error RecursionError | error MemoryError | memory
# 2**2**2**... (right-associative, 20k deep): a deep tree and an astronomically big value.
x = <<<'2**' * 20000>>>2
