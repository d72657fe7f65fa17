# expect: error SyntaxError
x = f'{<<<'(' * 1000>>>1<<<')' * 1000>>>}'
