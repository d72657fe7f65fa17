import math
values = [4, 9, -1]
roots = {v: math.sqrt(v) for v in values}
