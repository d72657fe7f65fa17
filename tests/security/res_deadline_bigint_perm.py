# expect: deadline
# args: --max-instructions 10000000000 --deadline 1
# wall: 1.2
# The same product under a budget that could pay for it: it could not
# finish before the deadline, so it is refused up front instead of running
# past it.
import math
math.perm(10**7, 10**6)
