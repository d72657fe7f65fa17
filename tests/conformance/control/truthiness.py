values = [0, 1, -1, 0.0, 0.1, "", "0", [], [[]], {}, {"a": 1}, None, (), (None,), set(), range(0), range(1)]
for v in values:
    if v:
        print(repr(v), "truthy")
    else:
        print(repr(v), "falsy")
items = []
if not items:
    print("no items")
