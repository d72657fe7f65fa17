# expect: ok
# stdout: 83051
# Power-of-two bases have no digit limit.
print(len(hex(10**100000)))
