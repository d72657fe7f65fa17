import math
def f(items):
    return [math.sqrt(x) for x in items]
print(f([4, 9]))
print(f([4, -1]))
