a = {1, 2, 3}
print(a.isdisjoint({4, 5}), a.isdisjoint({3, 4}))
print(a.isdisjoint([7, 8]), a.isdisjoint((9, 1)), a.isdisjoint(range(3)))
print(a.isdisjoint(a), set().isdisjoint(set()), a.isdisjoint(frozenset()))
print(a.isdisjoint(x for x in [10, 20]))
