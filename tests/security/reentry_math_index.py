# expect: ok
# args: --callback-stress --gc-stress
# stdout: 20000000000000000000000000000000000000000
# stdout: 10000000000000000000000000000000000000000 0 1 12
# stdout: 600000000000000000000000000000000000000240000000000000000000000000000000000000018
# stdout: 0 1
# stdout: 118264581564861424 335367096786357081410764800000 479001600
# stdout: 15511210043330985984000000 100000000000000000000
# stdout: 166666666666666666666666666666166666666666666666666666666667000000000000000000000000000000 9999999999999999999900000000000000000000 4999999999999999999950000000000000000000
# stdout: ValueError n must be a non-negative integer
# stdout: ValueError k must be a non-negative integer
# stdout: ValueError factorial() not defined for negative values
# stdout: OverflowError k must not exceed 9223372036854775807
# stdout: OverflowError min(n - k, k) must not exceed 9223372036854775807
# stdout: ValueError factorial() not defined for negative values
# stdout: ValueError isqrt() argument must be nonnegative
# stdout: TypeError 'float' object cannot be interpreted as an integer
# stdout: OverflowError factorial() argument should not exceed 9223372036854775807
# stdout: 0
# The integer functions of math take __index__ objects, converted one at a
# time as CPython does; the big accumulator of gcd/lcm stays rooted while
# each __index__ runs user code that forces a collection.
import math

class I:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        for i in range(200):
            junk = [i, 'x' * 10]
        return self.v

big = 10**40
print(math.gcd(big * 6, I(big * 4), I(big * 10)))
print(math.gcd(I(-big)), math.gcd(), math.lcm(), math.lcm(I(-12)))
print(math.lcm(big + 1, I(big + 3), I(6)))
print(math.lcm(0, I(5), I(7)), math.gcd(1, I(5), I(7)))
print(math.comb(I(60), I(30)), math.perm(I(40), I(20)), math.perm(I(12)))
print(math.factorial(I(25)), math.isqrt(I(big)))
print(math.comb(10**30, 3), math.perm(10**20, 2), math.comb(10**20, 10**20 - 2))
for f, args in ((math.comb, (I(-1), 2)), (math.comb, (5, I(-2))), (math.perm, (I(-1), None)),
                (math.perm, (10**20, 10**19)), (math.comb, (10**20, 10**19)),
                (math.factorial, (I(-3),)), (math.isqrt, (I(-4),)), (math.gcd, (1.5,)),
                (math.factorial, (10**19,)), (math.perm, (3, 10**20))):
    try:
        print(f(*args))
    except Exception as e:
        print(type(e).__name__, e)
