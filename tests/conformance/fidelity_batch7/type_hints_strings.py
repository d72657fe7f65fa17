# typing.get_type_hints evaluates string annotations (forward references,
# a class naming itself, nested strings) where CPython's eval() looks the
# names up: a function's globals, a class's module then its own namespace,
# the builtins, or the namespaces given.
import collections.abc
import functools
import typing
from dataclasses import dataclass
from typing import (Annotated, Any, Callable, ClassVar, Dict, List, Literal, Optional, Tuple,
                    Union, get_type_hints)


class Node:
    value: int
    children: List['Node']
    parent: 'Optional[Node]'
    meta: 'dict[str, int | None]'
    cb: 'Callable[[int, str], bool]'
    pair: 'Tuple[int, ...]'
    lit: "Literal['a', 'b', 3]"
    it: 'collections.abc.Iterator[int]'
    anything: 'Any'
    none: 'None'
    nested: "'List[int]'"
    union: 'Union[int, str, None]'
    counter: 'ClassVar[int]' = 0

    def walk(self, depth: 'int' = 0) -> 'List[Node]':
        return []


for k, v in get_type_hints(Node).items():
    print(k, v)
print(get_type_hints(Node.walk))


def f(a: int, b: 'List[str]' = None, *args: 'str', c: 'Node | None' = None, **kw: 'float') -> "Dict[str, 'Node']":
    pass


print(get_type_hints(f))


class Base:
    x: 'int'
    Alias = List[int]


class Child(Base):
    y: 'Alias'
    z: 'Child'


class Leaf(Base):
    w: 'Leaf'
    Alias = Dict[str, int]
    v: 'Alias'


print(get_type_hints(Leaf))


# A base's class attributes are not in a subclass's namespace.
try:
    get_type_hints(Child)
except NameError as e:
    print('NameError:', e)
print(get_type_hints(Base))
Child.y = None


@dataclass
class Tree:
    left: 'Optional[Tree]' = None
    right: 'Optional[Tree]' = None
    label: 'str' = ''


print(get_type_hints(Tree))


def deco(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper


@deco
def wrapped(n: 'Node') -> 'int':
    return 0


print(get_type_hints(wrapped))


def extras(a: "Annotated[int, 'meta']", b: "Optional[Annotated[str, 'x']]"):
    pass


print(get_type_hints(extras))
print(get_type_hints(extras, include_extras=True))


def local_names(a: 'Local', b: 'List[Local]'):
    pass


class Local:
    pass


print(get_type_hints(local_names))
print(get_type_hints(local_names, localns={'Local': float}))
print(get_type_hints(local_names, globalns={'Local': bytes, 'List': List}))

for bad in ['Missing', 'List[Missing]']:
    def g(a: bad):
        pass
    try:
        get_type_hints(g)
    except NameError as e:
        print('NameError:', e)


def h(a: 'typing.Mapping[str, typing.Sequence[int]]', b: 'typing.Optional["Node"]') -> 'None':
    pass


print(get_type_hints(h))
