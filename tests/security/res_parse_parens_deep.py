# expect: error SyntaxError
# CPython: too many nested parentheses.
x = <<<'(' * 50000>>>1<<<')' * 50000>>>
