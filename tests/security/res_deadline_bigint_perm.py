# expect: deadline
# args: --max-instructions 100000000 --deadline 1
# wall: 1.2
# The same product under the default budget: it could not finish before
# the deadline, so it is refused up front instead of running past it.
import math
math.perm(10**7, 10**6)
