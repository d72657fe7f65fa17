# expect: budget
# args: --max-instructions 1000000
# wall: 1
# Comparing two equal 100-Mbit ints (and taking bit_count or log of one)
# reads every limb: each is charged, so such loops stop on a small budget.
import math
x = 1 << 100_000_000
y = x + 0
for i in range(1000):
    x == y
    x <= y
    x.bit_count()
    math.log(x)
