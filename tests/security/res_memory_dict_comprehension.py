# expect: memory
# args: --max-instructions 1000000000
d = {i: str(i) for i in range(10**8)}
