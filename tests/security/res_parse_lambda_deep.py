# expect: error SyntaxError | error RecursionError | error MemoryError | memory
f = <<<'lambda: ' * 20000>>>1
