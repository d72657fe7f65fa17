from typing import Protocol, runtime_checkable
@runtime_checkable
class Drawable(Protocol):
    def draw(self) -> str: ...
class Circle:
    def draw(self): return "()"
class Square:
    def render(self): return "[]"
shapes = [Circle(), Square()]
print([isinstance(s, Drawable) for s in shapes])
class Sized(Protocol):
    def size(self) -> int: ...
def total_size(items):
    return sum(i.size() for i in items if isinstance(i, Sized))
print(total_size(shapes))
