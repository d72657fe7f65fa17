# expect: exit
# args: --max-output 1K
# stderr-contains: ..._This content has been truncated to stay below 1024 characters_...
# The SystemExit message is cut to the output cap, never written whole.
raise SystemExit('s' * 50_000_000)
