import math
from fractions import Fraction
n = 2 ** 521 - 1
print(len(str(n)), str(n)[:15], n % 1000007, n.bit_length(), hex(n)[:12], n.bit_count())
print(math.factorial(50), math.comb(100, 50), math.isqrt(n)**2 <= n, 10 ** 40 // 3 ** 20, -(10 ** 40) % 7)
def is_prime(k):
    if k < 2: return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if k % p == 0: return k == p
    d, s = k - 1, 0
    while d % 2 == 0: d //= 2; s += 1
    for a in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        x = pow(a, d, k)
        if x in (1, k - 1): continue
        for _ in range(s - 1):
            x = pow(x, 2, k)
            if x == k - 1: break
        else:
            return False
    return True
print(is_prime(n), is_prime(2 ** 61 - 1), is_prime(10 ** 18 + 9), [p for p in range(50) if is_prime(p)])
def collatz(k):
    steps = 0
    while k != 1:
        k = k // 2 if k % 2 == 0 else 3 * k + 1
        steps += 1
    return steps
print(collatz(27), max(range(1, 1000), key=collatz))
print(f"{2 ** 100:,}", f"{2 ** 100:_x}", f"{-2 ** 70:>40}", f"{10 ** 25:e}", f"{3 ** 50:.3e}", float(2 ** 100), int(1e20), int(float(2 ** 60 + 1)))
print(2 ** 64 // -3, 2 ** 64 % -3, divmod(-2 ** 64, 10 ** 9), (-2 ** 64) >> 3, 1 << 100, (2 ** 100) & (2 ** 99 + 5), ~(2 ** 70), (2 ** 70) ^ -1)
print(pow(2, 10 ** 5, 10 ** 9 + 7), pow(3, -1, 2 ** 61 - 1), math.gcd(2 ** 100, 6 ** 50), abs(-10 ** 30), (10 ** 30).to_bytes(13, "big").hex())
print(Fraction(2 ** 70, 3 ** 40), Fraction(10 ** 20 + 1, 10 ** 20).limit_denominator(1000), round(Fraction(7, 2)), round(Fraction(5, 2)))
print(int("9" * 50) + 1 == 10 ** 50, str(-10 ** 20), repr(10 ** 20), int(str(7 ** 77)) == 7 ** 77, 7 ** 77 > 1e65, 10 ** 400 > float("inf") if False else "skip")
try:
    float(10 ** 400)
except OverflowError as e:
    print("OverflowError:", e)
try:
    10 ** 400 / 1
except OverflowError as e:
    print("OverflowError:", e)
print(10 ** 400 // 10 ** 399, (10 ** 400) / (10 ** 399), math.log10(10 ** 400), math.log(2 ** 1000, 2), hash(2 ** 61 - 1), hash(2 ** 61), hash(-2 ** 100) )
digits = [int(ch) for ch in str(math.factorial(100))]
print(sum(digits), len(digits), digits.count(0), str(math.factorial(100)).rstrip("0")[-5:])
a, b = 0, 1
for _ in range(300): a, b = b, a + b
print(a % 10 ** 12, len(str(a)), a.bit_length())
print(sum(range(10 ** 6)), sum(i * i for i in range(1000)), math.prod(range(1, 30)), 0 ** 0, (-2) ** 63, (-2) ** 63 - 1 < -(2 ** 63))
print(int.from_bytes(b"\xff" * 16, "big", signed=True), (-1).to_bytes(4, "little", signed=True), (2**31).to_bytes(5, "big"))
try:
    (256).to_bytes(1, "big")
except OverflowError as e:
    print("OverflowError:", e)
try:
    (-1).to_bytes(2, "big")
except OverflowError as e:
    print("OverflowError:", e)
