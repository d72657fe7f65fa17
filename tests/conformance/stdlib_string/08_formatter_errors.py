# Format strings with mistakes, as a user might type them.
from string import Formatter

f = Formatter()
cases = [("{0} {}", (1, 2), {}), ("{} {1}", (1, 2), {}), ("{name", (), {"name": 1}), ("name}", (), {}),
         ("{0!x}", (1,), {}), ("{0!rr}", (1,), {}), ("{missing}", (), {}), ("{3}", (1,), {}),
         ("{0.nope}", (1,), {}), ("{0[5]}", ([1],), {}), ("{0:{1:{2:{3}}}}", (1, 2, 3, 4), {}),
         ("{a.}", (), {"a": 1}), ("{a[}", (), {"a": 1}), ("{a[0]x}", (), {"a": [1]}), ("{:d}", ("s",), {})]
for text, args, kwargs in cases:
    try:
        print(repr(text), "->", repr(f.vformat(text, args, kwargs)))
    except (ValueError, KeyError, IndexError, AttributeError, TypeError) as e:
        print(repr(text), "->", type(e).__name__, e)
