# expect: budget
# args: --max-instructions 100000000
# wall: 5
# gcd of two 12-Mbit ints costs about M(n) log n: refused from its estimate.
import math
a = 3**7_570_000
b = 5**5_170_000
print(a.bit_length(), b.bit_length())
math.gcd(a, b)
