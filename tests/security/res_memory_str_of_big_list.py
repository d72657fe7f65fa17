# expect: memory
l = [10**18] * (3 * 10**6)
s = str(l)
