# expect: deadline
# args: --max-instructions 10000000000 --deadline 1
# wall: 1.2
# Factorials of growing size under a deadline: each is estimated first,
# and the first that could not finish in the time left is refused.
import math
n = 250_000
while True:
    math.factorial(n)
    n *= 2
