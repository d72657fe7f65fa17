from typing import overload, final, no_type_check, get_type_hints, Union, List, Optional

@overload
def parse(value: str) -> int: ...
@overload
def parse(value: List[str]) -> List[int]: ...
def parse(value: Union[str, List[str]]) -> Union[int, List[int]]:
    if isinstance(value, list):
        return [int(v) for v in value]
    return int(value)

print(parse('12'), parse(['1', '2', '3']), parse.__name__)

class Vector:
    def __init__(self, x: float, y: float) -> None:
        self.x, self.y = x, y

    @overload
    def scale(self, k: int) -> 'Vector': ...
    @overload
    def scale(self, k: 'Vector') -> float: ...
    def scale(self, k):
        if isinstance(k, Vector):
            return self.x * k.x + self.y * k.y
        return Vector(self.x * k, self.y * k)

    def __repr__(self) -> str:
        return 'Vector(%g, %g)' % (self.x, self.y)

v = Vector(1, 2)
print(v.scale(3), v.scale(Vector(3, 4)))

@final
class Config:
    retries: int
    name: Optional[str]
    def __init__(self, debug: bool = False) -> None:
        self.debug = debug

class Base:
    @final
    def run(self) -> str:
        return 'base run'

    def name(self) -> str:
        return 'base'

class Child(Base):
    def name(self) -> str:
        return 'child'

print(Config(True).debug, Child().run(), Child().name(), Config.__name__)
print(get_type_hints(Config))
try:
    parse(None)
except TypeError as e:
    print(type(e).__name__, e)

@no_type_check
def legacy(a: 'not a real type', b: 'also bogus' = 3) -> 'nonsense':
    return a * b
print(legacy(2), legacy('ab', 2))
print(get_type_hints(legacy))

@no_type_check
class Loose:
    x: 'whatever'
    def get(self) -> 'anything':
        return 1
print(Loose().get())
