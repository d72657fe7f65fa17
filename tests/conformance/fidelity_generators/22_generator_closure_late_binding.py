# Generators closing over loop variables, and generator functions with defaults.
def make_gens():
    gens = []
    for i in range(3):
        gens.append((i * x for x in range(3)))
    return gens


print([list(g) for g in make_gens()])


def make_gens_fixed():
    def gen(i):
        for x in range(3):
            yield i * x
    return [gen(i) for i in range(3)]


print([list(g) for g in make_gens_fixed()])


def accumulate(items, start=0):
    total = start
    for it in items:
        total += it
        yield total


print(list(accumulate([1, 2, 3])), list(accumulate([1, 2, 3], 10)))
print(list(accumulate(["a", "b"], "")))
try:
    list(accumulate(["a", "b"]))
except TypeError as e:
    print(type(e).__name__, e)
