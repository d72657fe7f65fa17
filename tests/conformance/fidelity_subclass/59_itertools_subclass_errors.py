# Wrong arguments to itertools subclasses.
import itertools as it

class I(it.islice):
    pass

class P(it.permutations):
    pass

class C(it.combinations):
    pass

attempts = [
    lambda: I([]),
    lambda: I([], -1),
    lambda: I([], 1, 2, 0),
    lambda: I(5, 1),
    lambda: P([1], "x"),
    lambda: it.product([1], repeat=-1),
]
for attempt in attempts:
    try:
        attempt()
        print("no error")
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
x = I("abcdef", 2)
print(next(x), next(x), next(x, "end"))
next(x)
