# expect: ok
# args: --max-output 1K
# stdout-contains: ..._This content has been truncated to stay below 1024 characters_...
# The final answer's repr is made from the ends of the string, never whole.
final_answer('z' * 50_000_000)
