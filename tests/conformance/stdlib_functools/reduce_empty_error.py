from functools import reduce
print(reduce(lambda a, b: a + b, [5]))
reduce(lambda a, b: a + b, [])
