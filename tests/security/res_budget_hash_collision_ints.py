# expect: budget
# Every key hashes to 0 (multiples of 2**61 - 1): quadratic probing must be charged.
d = {i * (2**61 - 1): 0 for i in range(10**5)}
