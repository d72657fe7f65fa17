# expect: ok
# args: --deadline 1 --max-instructions 10000000
# wall: 1.5
# stdout: 59999
# 60,000 int constants that are multiples of 2**24: they all agreed in
# the low bits of a multiplicative hash; the constant table now hashes
# with the VM's seed.
x = [<<<', '.join(str(i << 24) for i in range(1, 60000))>>>]
print(len(x))
