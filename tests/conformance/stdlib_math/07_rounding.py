# Rounding prices and quantities: floor, ceil, trunc, modf and friends.
import math
from fractions import Fraction

for x in (2.5, -2.5, 3.7, -3.7, 0.0, -0.0, 1e20, 7):
    print(x, math.floor(x), math.ceil(x), math.trunc(x), math.modf(x), round(x))
print(math.floor(Fraction(7, 2)), math.ceil(Fraction(-7, 2)), math.trunc(Fraction(22, 7)))
boxes = [math.ceil(items / 12) for items in (0, 1, 12, 13, 100)]
print(boxes)
print(math.frexp(12.5), math.ldexp(0.78125, 4), math.copysign(3, -0.0), math.fabs(-4), math.cbrt(-27), math.exp2(10))
print(math.log2(1024), math.log10(0.001), math.log(100, 10), math.log(2**1000), math.log10(10**400))
try:
    math.floor("3")
except TypeError as e:
    print("TypeError", e)
try:
    math.trunc("3")
except TypeError as e:
    print("TypeError", e)
