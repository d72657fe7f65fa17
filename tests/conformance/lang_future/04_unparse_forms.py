# The text an annotation is stored as, for the expression forms agents write.
from __future__ import annotations

a: int | None
b: dict[str,   list[int]]
c: "Quoted"
d: tuple[int, ...]
e: Callable[[int], str]
f: Optional['Tree']
g: list[int] | dict[str, int] | None
h: typing.Mapping[str, typing.Any]
i: Literal["a", 'b', 1, -2, 3.5, True, None]
j: (int, str)
k: -1 * 2 + 3 ** -1
m: x[1:2, ::3]
n: not a or b and c
o: 1 if x else 2
p: a < b <= c
q: f(x, *args, key=1, **kw)
r: [int, str]
s: {"key": int}
t: b'raw'
for name, text in __annotations__.items():
    print(f"{name}: {text!r}")
