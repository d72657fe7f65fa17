# expect: error SyntaxError | ok
# CPython 3.11: decimal literals beyond 4300 digits are a SyntaxError (smolvm accepts them).
x = 1<<<'0' * 5000>>>
