# expect: budget
# args: --max-instructions 1000000
# wall: 1
# factorial(2_000_000) (39 Mbit) is charged before GMP computes it.
import math
math.factorial(2_000_000)
