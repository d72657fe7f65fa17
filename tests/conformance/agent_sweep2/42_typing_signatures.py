from typing import Dict, List, Optional, Tuple, Union, Any, Callable, Iterable, TypedDict, NamedTuple
def summarize(scores: Dict[str, List[int]], top: Optional[int] = None) -> List[Tuple[str, float]]:
    avgs = [(name, sum(v) / len(v)) for name, v in scores.items() if v]
    avgs.sort(key=lambda t: t[1], reverse=True)
    return avgs[:top] if top else avgs
print(summarize({"a": [90, 80], "b": [70], "c": []}, top=1))
print(summarize({"x": [1, 2, 3]}))
def apply(fn: Callable[[int], int], xs: Iterable[int]) -> list[int]:
    return [fn(x) for x in xs]
print(apply(lambda v: v * 3, range(4)))
def norm(v: Union[int, str, None]) -> str:
    return "none" if v is None else str(v)
print(norm(None), norm(5), norm("s"))
print(summarize.__name__)
class Movie(TypedDict):
    title: str
    year: int
m: Movie = {"title": "Up", "year": 2009}
print(m, type(m).__name__)
class Pt(NamedTuple):
    x: int
    y: int = 0
print(Pt(1), Pt(1, 2)._replace(y=5), Pt._fields)
x: int = "not checked"
print(x)
def f(a: "Forward", *args: int, **kw: Any) -> None: ...
print(f(1, 2, k=3))
