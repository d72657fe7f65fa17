# Wrong arguments to the iterator types and their subclasses.
class M(map):
    pass

class F(filter):
    pass

class R(reversed):
    pass

class Z(zip):
    pass

attempts = [
    lambda: M(str),
    lambda: F(None),
    lambda: F(None, [], []),
    lambda: F(None, [], key=1),
    lambda: R(),
    lambda: R([], [], []),
    lambda: R(5),
    lambda: Z(fill=1),
    lambda: M(str, 5),
    lambda: enumerate(),
    lambda: map.__new__(int, str, []),
    lambda: enumerate([], 1, 2),
]
for attempt in attempts:
    try:
        attempt()
        print("no error")
    except TypeError as e:
        print("TypeError:", e)
