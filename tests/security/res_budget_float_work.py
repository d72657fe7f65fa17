# expect: budget
# args: --max-instructions 3000000
# wall: 3
# Natives whose work per call is large and was charged as one unit: the shortest repr of
# many floats, fmod across the whole exponent range, gcd of a long argument list,
# comparisons of lists of lists.
import math
L = [0.1] * 100000
A = [6] * 100000
N = [[0]] * 100000
M = [[0]] * 100000
while True:
    repr(L)
    for i in range(1000):
        divmod(1e308, 1e-308)
    math.gcd(*A)
    N == M
