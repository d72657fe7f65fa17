# expect: ok
# args: --max-output 1K
# stdout-contains: ..._This content has been truncated to stay below 1024 characters_...
# bytes repr is up to four times its length: made from the ends only.
final_answer(b'\x00' * 30_000_000)
