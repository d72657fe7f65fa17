import pprint

data = [1, 2]
data.append(data)
print(pprint.saferepr(data).startswith("[1, 2, <Recursion on list with id="))
print(pprint.isrecursive(data), pprint.isreadable(data))
print(pprint.isreadable({"a": [1, 2.5, None]}), pprint.isreadable(object()))
print(pprint.saferepr({"z": 1, "a": (1,)}))
pp = pprint.PrettyPrinter(indent=2, width=30, sort_dicts=False)
print(pp.pformat({"zeta": list(range(8)), "alpha": "x" * 20}))
print(pprint.pformat(10 ** 12, underscore_numbers=True), pprint.pformat([10 ** 6, 2 ** 40], underscore_numbers=True))
for bad in [dict(indent=-1), dict(depth=0), dict(width=0)]:
    try:
        pprint.PrettyPrinter(**bad)
    except ValueError as e:
        print("ValueError:", e)
nested = {"level1": {"level2": {"level3": {"level4": [1, 2, 3]}}}}
pprint.pprint(nested, depth=2)
pprint.pprint(nested, width=20)
