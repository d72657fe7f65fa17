# Identity before equality: a container holds the very NaN it was given.
import math
from collections import deque

nan = float('nan')
readings = [1.5, nan, 2.5, nan]
print(nan in readings, readings.count(nan), readings.index(nan))
print(nan == nan, nan != nan)
print([nan] == [nan], [nan] != [nan], (nan,) == (nan,), [[nan]] == [[nan]])
print(nan in (nan, 1), (nan, 1, nan).count(nan), (1, nan).index(nan))

cleaned = list(readings)
cleaned.remove(nan)
print(len(cleaned), cleaned.count(nan))

d = {nan: 'missing'}
print(nan in d, d[nan], d.get(nan))
print({nan: 1} == {nan: 1}, {'a': nan} == {'a': nan})
s = {nan, 1.0}
print(nan in s, len(s), {nan} == {nan})
print(math.nan in [math.nan], [math.nan].count(math.nan))

q = deque([nan, 3])
print(nan in q, q.count(nan), q.index(nan))

print((nan, 1) < (nan, 2), [nan, 1] < [nan, 2], sorted([(nan, 2), (nan, 1)])[0][1])
print({'k': [nan]} == {'k': [nan]})
print(readings.index(nan, 2))

# Separately made NaNs are different objects.
other = float('nan')
print(other in readings, readings.count(other), other is nan, float('nan') is float('nan'))
print({'x': nan} == {'x': float('nan')}, [nan] == [float('nan')])
grid = {float('nan'): 1, float('nan'): 2}
print(len(grid), grid.get(float('nan')), math.nan is math.nan, math.isnan(other))
print(repr(other), repr(-other), str(float('-nan')), hash(nan) == hash(nan))

class Odd:
    def __eq__(self, other):
        print('eq called')
        return False
    __hash__ = object.__hash__

o = Odd()
print(o in [o], [o].count(o), [o] == [o], o == o)
print(o in {o}, {o: 1}[o])
readings.index(3.0)
