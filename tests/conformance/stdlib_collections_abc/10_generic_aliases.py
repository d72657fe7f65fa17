# Type aliases written with the ABCs, as in annotated agent code.
from collections.abc import Iterable, Callable, Mapping, Sequence, Iterator, MutableMapping, Set
import collections.abc
import collections

Handler = Callable[[str, int], bool]
Rows = Sequence[Mapping[str, float]]
Anything = Callable[..., None]
print(Handler)
print(Rows)
print(Anything)
print(Iterable[int], Iterator[str], MutableMapping[str, Set[int]])
print(Iterable[int] == Iterable[int], Iterable[int] == Iterable[str])


def process(rows: Rows, key: str) -> float:
    return sum(r[key] for r in rows)


print(process([{"a": 1.5}, {"a": 2.0}], "a"))
print(collections.abc.Mapping is Mapping, collections.abc.Sized.__name__, repr(collections.abc.Sized))
print(type(Mapping).__name__, repr(type(Mapping)))
