import operator

inventory = {f"sku{i}": i * 3 for i in range(6)}
it = iter(inventory)
print(next(it), operator.length_hint(it), next(it), operator.length_hint(it))

# Safe patterns: iterate over a snapshot, or build a new dict.
for sku in list(inventory):
    if inventory[sku] % 2:
        del inventory[sku]
print(inventory)
renamed = {k.upper(): v for k, v in inventory.items()}
print(renamed)
for k in inventory:
    inventory[k] += 1          # replacing values is fine
print(inventory)

def attempt(label, fn):
    try:
        fn()
        print(label, "ok")
    except RuntimeError as e:
        print(label, "RuntimeError:", e)

def grow():
    d = {i: i for i in range(3)}
    for k in d:
        d[k + 10] = k
def swap_keys():
    d = {i: i for i in range(4)}
    for k in d:
        d[k + 100] = d.pop(k)
def values_readd():
    d = {i: i for i in range(3)}
    vals = iter(d.values())
    next(vals)
    del d[0]
    d[0] = "back"
    print("  rest:", list(vals))
def items_shrink():
    d = {i: i for i in range(3)}
    for k, v in d.items():
        d.pop(2, None)
def set_grow():
    s = {1, 2, 3}
    for x in s:
        s.add(x * 10)
attempt("grow", grow)
attempt("swap_keys", swap_keys)
attempt("values_readd", values_readd)
attempt("items_shrink", items_shrink)
attempt("set_grow", set_grow)
d = {"a": 1}
it = iter(d)
d["b"] = 2
for _ in range(2):
    try:
        next(it)
    except RuntimeError as e:
        print("sticky:", e)
