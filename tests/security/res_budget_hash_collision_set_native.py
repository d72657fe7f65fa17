# expect: budget
keys = [i * (2**61 - 1) for i in range(10**5)]
s = set(keys)
