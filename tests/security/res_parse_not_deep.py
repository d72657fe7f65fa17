# expect: error SyntaxError | error RecursionError | error MemoryError | memory
x = <<<'not ' * 30000>>>1
