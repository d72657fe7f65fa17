# Validate the shape of incoming JSON-like data with the collection ABCs.
from collections.abc import Mapping, Sequence, MutableSequence, Iterable, Sized, Hashable, Callable, Set

payload = {"id": 7, "tags": ["a", "b"], "dims": (3, 4), "owner": {"name": "kim"}, "seen": {1, 2},
           "fn": len, "title": "report", "blob": b"\x00\x01", "nothing": None}
for key, value in payload.items():
    kinds = []
    for abc in (Mapping, Sequence, MutableSequence, Set, Iterable, Sized, Hashable, Callable):
        if isinstance(value, abc):
            kinds.append(abc.__name__)
    print(f"{key:8} {type(value).__name__:8} {kinds}")


def flatten(obj):
    if isinstance(obj, Mapping):
        for v in obj.values():
            yield from flatten(v)
    elif isinstance(obj, Iterable) and not isinstance(obj, (str, bytes)):
        for v in obj:
            yield from flatten(v)
    else:
        yield obj


print(list(flatten({"a": [1, (2, 3)], "b": {"c": "xy", "d": [{"e": 4}]}})))
