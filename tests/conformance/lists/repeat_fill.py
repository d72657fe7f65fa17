# Lists made by repetition: flags, grids, padding.
flags = [True] * 10
print(flags, len([0] * 1000), sum([1] * 12345))
print([1, 2, 3] * 3, [] * 5, [1, 2] * 0, [1, 2] * -3, 3 * ["a", "b"], [None] * True, [7] * False)
pairs = [1, "x"] * 5
print(pairs, len(pairs))
grid = [[0] * 3] * 2
grid[0][1] = 5
print(grid)
acc = [1, 2]
acc *= 4
print(acc)
acc *= 1
print(acc)
acc *= 0
print(acc)
acc = [3]
alias = acc
acc *= 7
print(alias, acc is alias)
odd = list(range(7)) * 3
print(odd[::5], len(odd), odd[-1])


class Count:
    def __index__(self):
        return 4


print([0, 1] * Count(), Count() * [2])


class Row(list):
    pass


r = Row([1, 2]) * 3
print(r, type(r).__name__)
r2 = Row([9])
r2 *= 3
print(r2, type(r2).__name__)
for bad in (2 ** 70, 2.0, "3"):
    try:
        print(len([1, 2] * bad))
    except (OverflowError, MemoryError, TypeError) as e:
        print(type(e).__name__, e)
