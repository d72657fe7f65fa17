from typing import NamedTuple, TypedDict, Protocol, Generic, TypeVar, Optional, Union, List, Dict, Callable, Any, Tuple, Literal, runtime_checkable, get_type_hints
import typing
class Employee(NamedTuple):
    name: str
    dept: str
    salary: float = 50000.0
e = Employee("Ann", "eng", 120000)
print(e, e._asdict(), e._replace(salary=1), Employee._fields, Employee._field_defaults, e[0], e.salary)
print(Employee._make(["Bob", "ops", 1.0]), sorted([e, Employee("Al", "eng")]), e == ("Ann", "eng", 120000))
name, *rest = e
print(name, rest, len(e), e.count("eng"), e.index("eng"))
class Movie(TypedDict, total=False):
    title: str
    year: int
m: Movie = {"title": "Up"}
print(m, type(m), Movie.__required_keys__, sorted(Movie.__optional_keys__), Movie.__total__)
T = TypeVar("T")
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, x: T) -> None: self.items.append(x)
    def pop(self) -> Optional[T]: return self.items.pop() if self.items else None
    def __repr__(self): return f"Stack({self.items!r})"
s: Stack[int] = Stack()
s.push(1); s.push(2)
print(s, s.pop(), s.pop(), s.pop(), Stack[int], Stack[int]().items)
@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...
class F:
    def close(self): pass
print(isinstance(F(), Closable), isinstance(1, Closable))
print(Optional[int], Union[int, str], Union[int, None], List[int], Dict[str, List[int]], Callable[[int, str], bool], Tuple[int, ...])
print(Literal["a", "b"], Any, Optional[Union[int, str]], int | None, list[dict[str, int]], Union[int], typing.Sequence[int])
def f(a: int, b: "str" = "x", *args: float, c: Optional[int] = None, **kw: Any) -> Dict[str, int]: return {}
print(sorted(get_type_hints(f)))
print(get_type_hints(f))
print(typing.get_origin(List[int]), typing.get_args(Dict[str, int]), typing.get_args(Optional[int]), typing.get_origin(int | str))
Num = TypeVar("Num", int, float)
print(T, Num, Num.__constraints__, typing.TypeVar("B", bound=int).__bound__)
class Pair(NamedTuple):
    left: Any
    right: Any
    def swap(self): return Pair(self.right, self.left)
print(Pair(1, "a").swap(), repr(Pair(left=[1], right=None)))
def first(xs: List[T]) -> T: return xs[0]
print(first([3, 2]), get_type_hints(first))
