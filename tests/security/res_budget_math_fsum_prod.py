# expect: budget
# args: --max-instructions 1000000
# wall: 1
# math.fsum and math.prod over a list run no instruction per item: each
# item is charged, so repeating them over a million floats stops on budget.
import math
x = [0.5] * 10**6
for i in range(50):
    math.fsum(x)
    math.prod(x)
