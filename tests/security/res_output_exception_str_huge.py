# expect: error E
# args: --max-output 1K
# stderr-contains: ..._This content has been truncated to stay below 1024 characters_...
# A huge message made by __str__ when the traceback is formatted.
class E(Exception):
    def __str__(self):
        return 'q' * 5_000_000
raise E()
