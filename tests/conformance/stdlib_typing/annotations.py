from typing import (Any, Callable, Dict, Iterable, Iterator, List, Optional, Sequence,
                    Set, Tuple, Union, TypeVar, Generic, Mapping, Literal, cast)

T = TypeVar('T')

def first(items: Sequence[T], default: Optional[T] = None) -> Optional[T]:
    return items[0] if items else default

def apply(f: Callable[[int], int], xs: Iterable[int]) -> List[int]:
    return [f(x) for x in xs]

def count_words(text: str) -> Dict[str, int]:
    out: Dict[str, int] = {}
    for w in text.split():
        out[w] = out.get(w, 0) + 1
    return out

def pairs(n: int) -> Iterator[Tuple[int, int]]:
    for i in range(n):
        yield i, i * i

def parse(v: Union[int, str, None]) -> Any:
    return int(v) if v is not None else 0

print(first([3, 4]), first([], 'none'), apply(lambda x: x + 1, [1, 2]))
print(count_words('a b a'), list(pairs(3)), parse('12'), parse(None))
print(cast(int, '7'), cast(List[int], [1]))

Vector = List[float]
Matrix = List[Vector]
def scale(v: Vector, k: float) -> Vector:
    return [k * x for x in v]
print(scale([1.0, 2.0], 2))

class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()
s = Stack()
s.push(1)
s.push(2)
print(s.pop(), s.items)

Mode = Literal['r', 'w']
def open_mode(m: Mode = 'r') -> str:
    return m
print(open_mode(), open_mode('w'))
settings: Mapping[str, Set[int]] = {'a': {1}}
print(settings)
