# expect: error SyntaxError
# args: --max-output 1K
# stderr-contains: ..._This content has been truncated to stay below 1024 characters_...
# A megabyte-long line in a SyntaxError: its echo and carets are cut.
x = 1 + <<<'a' * 1_000_000>>> +
