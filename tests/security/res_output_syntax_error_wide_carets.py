# expect: error SyntaxError
# args: --max-output 1K
# stderr-contains: ..._This content has been truncated to stay below 1024 characters_...
# An error whose caret range spans a megabyte-long line.
f(<<<'b' * 1_000_000>>> c)
