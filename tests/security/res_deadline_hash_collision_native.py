# expect: deadline
# args: --max-instructions 1000000000000
# args: --deadline 1
# wall: 4
keys = [i * (2**61 - 1) for i in range(10**5)]
s = set(keys)
