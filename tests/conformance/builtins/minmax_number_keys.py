print(max([3, 1, 4, 1, 5, 9, 2, 6]), min([3, 1, 4, 1, 5, 9, 2, 6]))
print(max([1.5, float('nan'), 2.5]), min([float('nan'), 1.0, 0.5]), max([2.0, float('nan')]))
print(max([1, 2.5, 2]), min([True, 0, -1]), max([False, True]), max([1, True]), min([True, 1]))
print(max(range(10), key=lambda x: -x), min([3, 1, 2], key=lambda x: x * 1.5))
print(max([10**30, 5, 10**20]), min([-10**30, 5]), max([[1], [2]]))
print(max([5, 5.0]), max([5.0, 5]), min([0.0, -0.0]), min([-0.0, 0.0]))
try:
    max([1, "a"])
except TypeError as e:
    print(e)
print(max("hello"), min((4, 2, 8)), max([1, 2], default=0), max([], default="d"))
