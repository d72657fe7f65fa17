# expect: budget
# args: --max-memory 256M
# wall: 5
# isqrt of a 60-Mbit int: charged as one multiplication of its size
# before GMP runs it, which the budget cannot pay.
import math
a = (1 << 60_000_000) // 7
math.isqrt(a)
