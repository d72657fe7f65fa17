# expect: error SyntaxError | ok
# A megabyte of digits: refused before any quadratic conversion work.
x = 1<<<'0' * 1000000>>>
