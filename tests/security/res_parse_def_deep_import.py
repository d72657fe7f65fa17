# expect: rejected | error IndentationError | error SyntaxError
# 150 nested defs (beyond CPython's 100 indentation levels) hiding an import.
<<<''.join(' ' * i + 'def f%d():\n' % i for i in range(150))>>><<<' ' * 150>>>import os
