# expect: ok
# args: --max-output 1K
# stdout-contains: ..._This content has been truncated to stay below 1024 characters_...
# A container holding a long string: its repr is made in the VM, under the
# memory cap and a formatting budget, then cut to the output cap.
final_answer(['y' * 2_000_000, 'x'])
