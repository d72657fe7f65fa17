# Messages from common lookups: dicts, lists, strings, tuples, attributes.
inventory = {"apple": 3, "pear": 0}
cases = [
    lambda: inventory["banana"],
    lambda: inventory[("a", 1)],
    lambda: inventory[None],
    lambda: [1, 2, 3][3],
    lambda: [][-1],
    lambda: "abc"[10],
    lambda: (1,)[5],
    lambda: [1, 2].pop(7),
    lambda: [].pop(),
    lambda: {}.popitem(),
    lambda: [1, 2].index(9),
    lambda: (1, 2).index(9),
    lambda: "abc".index("z"),
    lambda: [1, 2].remove(5),
    lambda: set().pop(),
    lambda: {1}.remove(2),
    lambda: inventory.pop("kiwi"),
    lambda: None.upper(),
    lambda: (5).append(1),
    lambda: "s".nonexistent,
    lambda: [].size,
]
for fn in cases:
    try:
        fn()
    except (KeyError, IndexError, ValueError, AttributeError) as e:
        print(type(e).__name__, e)
print(inventory.get("banana"), inventory.pop("kiwi", "none"))
