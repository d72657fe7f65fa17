# expect: error ValueError
# args: --max-output 1K
# stderr-contains: ..._This content has been truncated to stay below 1024 characters_...
# A 50 MB exception message: the traceback is cut to the output cap.
raise ValueError('v' * 50_000_000)
