# Using a list as a dict key: the fix is a tuple; the last attempt is uncaught.
positions = {}
path = [0, 1]
positions[tuple(path)] = "visited"
print(positions, tuple(path) in positions)
frozen = frozenset({1, 2})
print({frozen: "ok"}[frozenset({2, 1})])
try:
    positions[path] = "again"
except TypeError as e:
    print(type(e).__name__, e)
try:
    {{1}: 1}
except TypeError as e:
    print(type(e).__name__, e)
try:
    hash((1, [2]))
except TypeError as e:
    print(type(e).__name__, e)
seen = set()
seen.add({"a": 1})
