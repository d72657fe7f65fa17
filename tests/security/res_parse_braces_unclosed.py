# expect: error SyntaxError
x = <<<'{' * 50000>>>
