from pprint import pformat, pprint
for w in [1, 5, 10, 15, 25]:
    print(w, pformat({"alpha": [1, 2, 3], "beta": ("x", "y"), "gamma": "a long-ish string value"}, width=w).replace("\n", " / "))
print(pformat([["nested", ["deeper", ["deepest"] * 3] * 2]] * 2, width=30))
print(pformat({"a": 1}, indent=8), pformat([1, 2], indent=3, width=4))
print(pformat("short"), pformat("with 'quote'"), pformat('both \' and "'), pformat("x" * 30, width=10))
print(pformat(["word " * 12], width=30))
print(pformat({"key": "word " * 12}, width=35))
print(pformat((("a" * 20, "b" * 20), ("c" * 20,)), width=30))
print(pformat({frozenset({1, 2}): {3, 4}}), pformat({1: {2: {3: {}}}}, depth=2), pformat([[[[]]]], depth=1), pformat(({},), depth=1))
