# expect: error SyntaxError | error RecursionError | error MemoryError | memory
# A 100k-deep unary chain: the parser must refuse it cleanly.
x = <<<'-' * 100000>>>1
