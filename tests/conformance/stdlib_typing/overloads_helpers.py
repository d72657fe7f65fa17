from dataclasses import dataclass
from typing import (NamedTuple, TypedDict, clear_overloads, dataclass_transform, get_overloads,
                    is_typeddict, no_type_check, no_type_check_decorator, overload)


@overload
def parse(value: int) -> int: ...
@overload
def parse(value: str) -> str: ...
def parse(value):
    return value * 2


print(parse(21), parse("ab"), len(get_overloads(parse)))
print([f.__name__ for f in get_overloads(parse)], [f.__qualname__ for f in get_overloads(parse)])


class Converter:
    @overload
    def run(self, x: int) -> int: ...
    @overload
    def run(self, x: bytes) -> bytes: ...
    def run(self, x):
        return x


print(len(get_overloads(Converter.run)), Converter().run(7))


def plain():
    return 1


print(get_overloads(plain), get_overloads(len), get_overloads(print))


@overload
def orphan(x: int) -> int: ...


try:
    orphan(1)
except NotImplementedError as e:
    print("NotImplementedError:", e)

clear_overloads()
print(get_overloads(parse), get_overloads(Converter.run))


@dataclass_transform()
def model(cls):
    return dataclass(cls)


@model
class User:
    name: str
    age: int = 0


print(User("ada", 36), model.__dataclass_transform__)


@dataclass_transform(kw_only_default=True, field_specifiers=(int,), frozen_default=True)
class ModelBase:
    pass


print(ModelBase.__dataclass_transform__)


class Movie(TypedDict):
    title: str
    year: int


class Point(NamedTuple):
    x: int
    y: int


Pair = TypedDict("Pair", {"a": int, "b": int})
print(is_typeddict(Movie), is_typeddict(Pair), is_typeddict(TypedDict), is_typeddict(dict),
      is_typeddict(Point), is_typeddict(Movie(title="x", year=1)), is_typeddict(None))


@no_type_check_decorator
def trace(func):
    def wrapper(*args):
        print("trace", func.__name__, args)
        return func(*args)
    return wrapper


@trace
def double(n: int) -> int:
    return 2 * n


print(double(4), trace.__name__, double.__no_type_check__)


@no_type_check
def loose(a: "whatever") -> "anything":
    return a


print(loose(3), loose.__no_type_check__)

for label, call in [("get_overloads()", lambda: get_overloads()),
                    ("dataclass_transform(1)", lambda: dataclass_transform(1)),
                    ("is_typeddict()", lambda: is_typeddict()),
                    ("clear_overloads(1)", lambda: clear_overloads(1))]:
    try:
        call()
    except TypeError as e:
        print(label, "->", e)
