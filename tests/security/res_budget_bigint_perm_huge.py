# expect: budget
# args: --max-memory 256M --max-instructions 100000000
# wall: 5
# A product of ten million factors (240 Mbit) under the CLI's default
# limits: refused from its estimate (it once ran 44 minutes).
import math
math.perm(2 * 10**7, 10**7)
