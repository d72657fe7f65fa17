from typing import Any, Callable, Optional, Union

def process(items: list[dict[str, Any]], *, limit: int | None = None) -> dict[str, int]:
    counts: dict[str, int] = {}
    return counts

def callback(fn: Callable[[int], str]) -> Callable[..., None]:
    ...

x: Optional[int] = None
y: Union[int, str]
z: "ForwardRef" = None
matrix: list[list[float]] = [[0.0] * 3 for _ in range(3)]
handler: Callable[[str, int], bool] = lambda s, i: True
T = TypeVar("T")
def ident(x: T) -> T:
    return x
class Box(Generic[T]):
    item: T
    def get(self) -> T:
        return self.item
def star_ann(*args: *Ts):
    pass
