from typing import NamedTuple, TypedDict, Optional, Union, List, Dict, Literal, Any, Callable, Tuple, get_type_hints, cast, Protocol, TypeVar, Generic

class Emp(NamedTuple):
    name: str
    dept: str = "none"
    salary: float = 0.0
    def raise_(self, pct: float) -> "Emp":
        return self._replace(salary=round(self.salary * (1 + pct), 2))

class Movie(TypedDict, total=False):
    title: str
    year: int

T = TypeVar("T")
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, x: T) -> None:
        self.items.append(x)
    def pop(self) -> T:
        return self.items.pop()

e = Emp("ann", salary=100)
print(e, e.raise_(0.1), Emp._fields, Emp._field_defaults, e._asdict())
m: Movie = {"title": "Up"}
print(m, Movie.__total__ if hasattr(Movie, "__total__") else None, type(m))
s = Stack[int]()
s.push(1); s.push(2)
print(s.pop(), s.items, Stack[int], List[Dict[str, int]], Optional[int], Union[int, str, None])
print(Literal["a", "b"], Callable[[int, str], bool], Tuple[int, ...], Dict[str, Any])
def f(a: int, b: Optional[str] = None) -> List[int]:
    return [a]
print(get_type_hints(f), cast(int, "x"))
class Greeter(Protocol):
    def greet(self) -> str: ...
print("skip", isinstance(e, tuple), len(e))
print(list[int], dict[str, list[int]], int | None, tuple[int, str])
def g(x: int | str) -> None: pass
print(get_type_hints(g))
