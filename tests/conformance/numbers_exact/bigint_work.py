# Big integers the way agent code meets them: factorials, Fibonacci,
# modular arithmetic, digit manipulation.
def fact(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r
f50 = fact(50)
print(f50)
print(len(str(fact(300))), sum(int(d) for d in str(fact(100))))
a, b = 0, 1
for _ in range(200):
    a, b = b, a + b
print(a, a.bit_length(), a % 1_000_000_007)
print(pow(2, 10 ** 18, 10 ** 9 + 7), pow(3, -1, 11), pow(-2, 65), (-2) ** 64)
big = 2 ** 64
print(big - 1, -big, big // 3, big % 1000, -big // 7, -big % 7, divmod(-big, 10 ** 9))
print(big >> 3, big << 3, ~big, big & 0xFFFF_FFFF_0000, big | 1, big ^ (big - 1))
print(9_223_372_036_854_775_807 + 1, -9_223_372_036_854_775_808 - 1, abs(-(2 ** 63)))
print(2 ** 53 + 1 == float(2 ** 53 + 1), 2 ** 53 + 1 > 2.0 ** 53, 10 ** 400 > 1e308, 2 ** 63 == 2.0 ** 63)
print(hash(2 ** 61), hash(-1), hash(2 ** 64) == hash(2.0 ** 64), {2 ** 70: "x"}[2.0 ** 70])
print(10 ** 20 / 10 ** 10, 2 ** 1000 / 3 ** 500, (2 ** 100) ** -1)
print(hex(f50)[:20], oct(big), bin(255), f"{f50:,}"[:23], f"{big:_x}")
print(int(str(f50)[::-1]) % 97, (12345678901234567890).as_integer_ratio())
try:
    print(10 ** 400 / 3)
except OverflowError as e:
    print("OverflowError:", e)
try:
    float(10 ** 400)
except OverflowError as e:
    print("OverflowError:", e)
