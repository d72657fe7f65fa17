# expect: budget
# args: --max-instructions 1000000
# wall: 1
# math.perm of ten million down a million: the whole product is estimated
# (GMP's cost model in runtime/int.c) and refused before GMP starts.
import math
math.perm(10**7, 10**6)
