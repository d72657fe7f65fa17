# expect: error AttributeError
# args: --max-output 1K --max-memory 256M
# stderr-contains: ..._This content has been truncated to stay below 1024 characters_...
# A huge attribute name lands in the error message and its hint lookup.
getattr(1, 'a' * 50_000_000)
