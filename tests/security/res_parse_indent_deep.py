# expect: error IndentationError | error SyntaxError | error RecursionError
# CPython: too many levels of indentation (limit 100).
<<<''.join(' ' * i + 'if True:\n' for i in range(1000))>>><<<' ' * 1000>>>x = 1
