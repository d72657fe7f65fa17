# expect: error SyntaxError
x = <<<'[' * 50000>>><<<']' * 50000>>>
