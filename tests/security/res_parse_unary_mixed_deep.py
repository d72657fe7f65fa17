# expect: error SyntaxError | error RecursionError | error MemoryError | memory
x = <<<'~+' * 30000>>>1
