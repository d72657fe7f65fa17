# OrderedDict.move_to_end and popitem with their arguments given by name,
# and the errors for arguments they do not take.
from collections import OrderedDict

cache = OrderedDict.fromkeys(["a", "b", "c", "d"], 0)
cache.move_to_end(key="a")
print(list(cache))
cache.move_to_end(key="d", last=False)
print(list(cache))
cache.move_to_end("c", last=0)
print(list(cache))
print(cache.popitem(last=False), cache.popitem(last=True), list(cache))

for call in [
    lambda: cache.move_to_end("b", key="b"),
    lambda: cache.move_to_end("b", False, last=True),
    lambda: cache.move_to_end(last=False),
    lambda: cache.move_to_end(x=1),
    lambda: cache.move_to_end("b", colour="red"),
    lambda: cache.move_to_end(key="b", last=1, x=2),
    lambda: cache.move_to_end("b", 1, 2),
    lambda: cache.popitem(x=1),
    lambda: cache.popitem(1, last=2),
    lambda: cache.popitem(last=1, x=2),
    lambda: cache.move_to_end(key="missing"),
]:
    try:
        print(call(), list(cache))
    except (TypeError, KeyError) as e:
        print(type(e).__name__, e)
