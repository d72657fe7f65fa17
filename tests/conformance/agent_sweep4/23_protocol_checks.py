from typing import Protocol, runtime_checkable, Iterable
from abc import abstractmethod
@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...
class F:
    def close(self): pass
class G:
    close = None
print(isinstance(F(), Closable), isinstance(1, Closable), issubclass(F, Closable), issubclass(G, Closable), isinstance(G(), Closable))
@runtime_checkable
class Named(Protocol):
    name: str
    def greet(self) -> str: ...
class P:
    def __init__(self): self.name = "x"
    def greet(self): return "hi"
print(isinstance(P(), Named), isinstance(F(), Named))
try:
    issubclass(P, Named)
except TypeError as e:
    print("TypeError:", e)
class Sized2(Protocol):
    def size(self) -> int: ...
try:
    isinstance(F(), Sized2)
except TypeError as e:
    print("TypeError:", e)
try:
    Closable()
except TypeError as e:
    print("TypeError:", e)
class Impl(Closable):
    pass
i = Impl()
print(isinstance(i, Closable), i.close(), type(Closable).__name__)
try:
    runtime_checkable(F)
except TypeError as e:
    print("TypeError:", e)
@runtime_checkable
class Ext(Closable, Protocol):
    def open(self): ...
class H:
    def open(self): pass
    def close(self): pass
print(isinstance(H(), Ext), isinstance(F(), Ext), isinstance(H(), Closable))
class Shape(Protocol):
    @abstractmethod
    def area(self) -> float: ...
class Sq(Shape):
    def __init__(self, s): self.s = s
    def area(self): return self.s ** 2
print(Sq(3).area())
try:
    class Bad(F, Protocol): pass
except TypeError as e:
    print("TypeError:", e)
