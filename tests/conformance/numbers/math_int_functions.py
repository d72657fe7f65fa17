# math's integer functions: __index__ arguments, big n, CPython's errors,
# and exact results from every path (GMP's own, binary splitting, n!/m!).
import math


class I:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


print(math.gcd(), math.gcd(I(-12)), math.gcd(12, I(18), 27), math.gcd(10**30, 10**20 * 7))
print(math.lcm(), math.lcm(I(-12)), math.lcm(4, I(6), 10), math.lcm(0, 5, I(7)), math.lcm(10**20, 3))
print(math.isqrt(I(10**41)), math.isqrt(0), math.isqrt(2**200 - 1))
print(math.factorial(I(30)), math.factorial(0), math.factorial(True))
for n, k in [(10, 3), (100, 50), (100, 97), (10**18, 3), (10**18, 70), (10**30, 5),
             (2**64, 66), (5000, 300), (5000, 4990), (300, 0), (7, 8)]:
    print(n, k, math.comb(n, k), math.perm(n, k) % (10**40 + 7))
print(math.perm(I(20)), math.perm(20, None), math.comb(I(40), I(20)))
print(math.comb(10**20, 10**20 - 3), math.comb(3000, 1500) % 10**30, math.perm(3000, 2000) % 10**30)
for f, args in ((math.comb, (-1, 2)), (math.comb, (5, -2)), (math.perm, (-1,)),
                (math.perm, (10**20, 10**19)), (math.comb, (10**20, 10**19)),
                (math.perm, (3, 10**20)), (math.comb, (3, 10**20)),
                (math.factorial, (-3,)), (math.factorial, (10**19,)), (math.factorial, (2.0,)),
                (math.isqrt, (-4,)), (math.gcd, (1.5,)), (math.lcm, (2, 'x')), (math.comb, (5.0, 2))):
    try:
        print(f(*args))
    except Exception as e:
        print(type(e).__name__, e)
print(math.hypot(3, 4), math.hypot(1e-320, 1e-320), math.hypot(*range(1, 30)), math.hypot(1e308, 1e308 / 3))
print(math.dist((1.5, 2.25, -3.0), [4.0, 6.5, 8.125]), math.dist((), ()), math.hypot())
print(math.hypot(float('inf'), float('nan')), math.hypot(float('nan'), 2))
print(math.log(10**400), math.log2(2**5000 + 1), math.log10(10**1000 * 3))
print(len('%.3000f' % (1 / 3)), ('%.1200e' % -2.5)[-12:], format(1 / 7, '.2000f')[-5:], ('%#.1500g' % 2.0)[:6])
print(format(1.5 - 2j, '*^41.3f'), repr(format(3j, '12')), int('f' * 40, 16) % 1000)
