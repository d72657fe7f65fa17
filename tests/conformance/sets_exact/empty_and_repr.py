print(set(), frozenset(), repr(set()), str(frozenset()))
print({(1, 2), (3, 4)} == {(3, 4), (1, 2)})
print({(0, 0)}, {(1, 'a')}, {frozenset()})
print({1.5}, {-0.5}, {10**30})
s = {1}
s.clear()
print(s, len(s), bool(s), bool({0}))
print(type(set()).__name__, type(frozenset()).__name__)
