from collections import namedtuple

P = namedtuple('P', 'x y z', defaults=[0])
tests = [
    lambda: P(1, 2, 3, 4),
    lambda: P(),
    lambda: P(1),
    lambda: P(1, 2, w=5),
    lambda: P(1, 2, x=1),
    lambda: P._make([1]),
    lambda: P(1, 2)._replace(w=1),
    lambda: namedtuple('1P', 'x'),
    lambda: namedtuple('P', 'x class'),
    lambda: namedtuple('P', 'x _y'),
    lambda: namedtuple('P', 'x x'),
    lambda: namedtuple('P', 'x', defaults=[1, 2]),
]
for t in tests:
    try:
        print(t())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
p = P(1, 2)
print(p)
p.x = 5
