# expect: error SyntaxError
x = 'ÿşÃ'
