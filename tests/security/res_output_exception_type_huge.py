# expect: error
# args: --max-output 1K
# stderr-contains: ..._This content has been truncated to stay below 1024 characters_...
# A huge exception class name: the error type is cut too.
raise type('E' * 20_000_000, (Exception,), {})('m')
