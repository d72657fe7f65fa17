# expect: deadline
# args: --max-instructions 1000000000000
# args: --deadline 1
# wall: 4
# One long native call (big-int modular power): the deadline is checked inside.
print(pow(3, 10**10000, 10**100000 + 1))
