import random

random.seed(0)
tests = [
    ('randrange(0)', lambda: random.randrange(0)),
    ('randrange(5, 5)', lambda: random.randrange(5, 5)),
    ('randrange(10, 1)', lambda: random.randrange(10, 1)),
    ('randrange(0, 10, 0)', lambda: random.randrange(0, 10, 0)),
    ('randrange(1.5)', lambda: random.randrange(1.5)),
    ('randrange("3")', lambda: random.randrange("3")),
    ('randint(5, 1)', lambda: random.randint(5, 1)),
    ('choice([])', lambda: random.choice([])),
    ('choice("")', lambda: random.choice("")),
    ('sample 5 of 3', lambda: random.sample([1, 2, 3], 5)),
    ('sample negative', lambda: random.sample([1, 2, 3], -1)),
    ('sample set', lambda: random.sample({1, 2, 3}, 2)),
    ('sample counts mismatch', lambda: random.sample('ab', 2, counts=[1])),
    ('choices both weights', lambda: random.choices('ab', weights=[1, 1], cum_weights=[1, 2])),
    ('choices weight len', lambda: random.choices('abc', weights=[1, 2])),
    ('choices zero total', lambda: random.choices('ab', weights=[0, 0])),
    ('choices empty', lambda: random.choices([], k=2)),
    ('shuffle tuple', lambda: random.shuffle((1, 2, 3))),
    ('seed list', lambda: random.seed([1, 2])),
    ('expovariate(0)', lambda: random.expovariate(0)),
    ('gammavariate(0, 1)', lambda: random.gammavariate(0, 1)),
    ('getrandbits(-1)', lambda: random.getrandbits(-1)),
]
for name, fn in tests:
    try:
        print(name, '->', fn())
    except Exception as e:
        print(name, '->', type(e).__name__ + ':', e)
