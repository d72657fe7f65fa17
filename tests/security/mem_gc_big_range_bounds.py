# expect: ok
# args: --gc-stress
# stdout: range(4611686018427387904, 85070591730234615865843651857942052863, 4611686018427387904) 9223372036854775808 85070591730234615861231965839514664960 True
# A range whose bounds do not fit in 64 bits keeps them as int objects:
# the collector must trace them from the range, which must not be treated
# as an object that refers to nothing (its repr read freed ints).
r = range(2**62, 4**63 - 1, 2**62)
junk = [[i] for i in range(2000)]
del junk
rows = [str(i) * 3 for i in range(500)]
print(r, r[1], r[-1], 2**63 in r)
