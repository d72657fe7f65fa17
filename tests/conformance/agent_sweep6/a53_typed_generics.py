from __future__ import annotations
from typing import (TypeVar, Generic, Optional, Callable, Iterator, Protocol, overload, Any,
                    get_type_hints, Union, Sequence, Mapping, NamedTuple, TypedDict, Literal, cast, Final)
from dataclasses import dataclass, field
import typing

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")

class Comparable(Protocol):
    def __lt__(self, other: Any) -> bool: ...

C = TypeVar("C", bound=Comparable)

class Result(Generic[T]):
    def __init__(self, value: Optional[T] = None, error: Optional[str] = None) -> None:
        self.value, self.error = value, error
    @classmethod
    def ok(cls, value: T) -> "Result[T]":
        return cls(value)
    @classmethod
    def fail(cls, msg: str) -> "Result[T]":
        return cls(error=msg)
    def map(self, fn: Callable[[T], V]) -> "Result[V]":
        return Result(fn(self.value)) if self.error is None else Result(error=self.error)
    def __repr__(self) -> str:
        return f"Ok({self.value!r})" if self.error is None else f"Err({self.error!r})"

@dataclass
class Cache(Generic[K, V]):
    capacity: int
    data: dict[K, V] = field(default_factory=dict)
    def put(self, k: K, v: V) -> None:
        if len(self.data) >= self.capacity:
            self.data.pop(next(iter(self.data)))
        self.data[k] = v

def top(items: Sequence[C], n: int = 1) -> list[C]:
    return sorted(items)[-n:]

class Point(NamedTuple):
    x: float
    y: float = 0.0

class Settings(TypedDict, total=False):
    mode: Literal["fast", "safe"]
    retries: int

MAX: Final = 3

def parse(s: str) -> Result[int]:
    return Result.ok(int(s)) if s.strip().lstrip("-").isdigit() else Result.fail(f"not a number: {s!r}")

print([parse(s).map(lambda v: v * 2) for s in ["21", " -4", "x1"]])
c: Cache[str, int] = Cache(2)
for i, k in enumerate("abc"):
    c.put(k, i)
print(c, top([3, 1, 2], 2), top(["b", "a"]), Point(1.5), Settings(mode="fast"))
print(get_type_hints(parse), get_type_hints(Point), get_type_hints(Cache)["data"])
print(Result[int], Cache[str, int], typing.get_origin(Cache[str, int]), typing.get_args(Cache[str, int]))
print(T, C.__bound__, K.__name__, T.__constraints__)
print(typing.get_type_hints(Settings), Settings.__required_keys__, sorted(Settings.__optional_keys__))
print(cast(int, "not checked"), MAX, Union[int, str] | None, Optional[Mapping[str, list[int]]])
def first(xs: Iterator[T]) -> T:
    return next(xs)
print(first(iter("xyz")), typing.TYPE_CHECKING, isinstance(3, typing.Hashable) if hasattr(typing, "Hashable") else None)
try:
    Result[int, str]
except TypeError as e:
    print("TypeError:", e)
try:
    Generic[T]()
except TypeError as e:
    print("TypeError:", e)
