print(0, -0, 7, -(-7))
print(1_000_000, 0xff, 0o17, 0b1010)
print(str(12345).zfill(8), len(str(-999)))
print(repr(10), str(10))
n = 9876543210
digits = [int(d) for d in str(n)]
print(digits, sum(digits))
print(int("".join([str(d) for d in reversed(digits)])))
print(-7 // 2, -(7 // 2))
print(abs(-2 ** 63), 2 ** 63 - 1, -2 ** 63)
print(2 ** 64 + 2 ** 64)
