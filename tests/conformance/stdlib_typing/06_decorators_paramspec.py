import functools
from typing import Callable, TypeVar, ParamSpec, Concatenate, TypeAlias, AnyStr, LiteralString, Self, List

P = ParamSpec('P')
R = TypeVar('R')

def logged(fn: Callable[P, R]) -> Callable[P, R]:
    @functools.wraps(fn)
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        result = fn(*args, **kwargs)
        print('call %s%r %r -> %r' % (fn.__name__, args, kwargs, result))
        return result
    return inner

class Request:
    def __init__(self, user: str) -> None:
        self.user = user

def with_request(fn: Callable[Concatenate[Request, P], R]) -> Callable[P, R]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        return fn(Request('admin'), *args, **kwargs)
    return inner

@logged
def add(a: int, b: int = 0) -> int:
    return a + b

@with_request
def greet(req: Request, greeting: str) -> str:
    return '%s, %s' % (greeting, req.user)

add(2, b=5)
add(1)
print(greet('hello'), add.__name__, add.__wrapped__(3, 4))
print(P, P.__name__, R, Callable[P, R], Callable[Concatenate[Request, P], R])

Vector: TypeAlias = List[float]
Matrix: TypeAlias = List[Vector]

def scale(v: Vector, k: float) -> Vector:
    return [k * x for x in v]

def transpose(m: Matrix) -> Matrix:
    return [list(col) for col in zip(*m)]

print(scale([1.0, 2.5], 2), transpose([[1, 2, 3], [4, 5, 6]]), Vector, Matrix)

def concat(a: AnyStr, b: AnyStr) -> AnyStr:
    return a + b
print(concat('ab', 'cd'), concat(b'ab', b'cd'), AnyStr, AnyStr.__constraints__)

def run_query(sql: LiteralString) -> str:
    return 'running: ' + sql
print(run_query('SELECT 1'), LiteralString, TypeAlias)

class Builder:
    def __init__(self) -> None:
        self.parts: List[str] = []
    def add(self, part: str) -> Self:
        self.parts.append(part)
        return self
    def build(self) -> str:
        return '-'.join(self.parts)

class LoudBuilder(Builder):
    def shout(self) -> Self:
        self.parts = [p.upper() for p in self.parts]
        return self

print(Builder().add('a').add('b').build(), LoudBuilder().add('x').add('y').shout().build(), Self)
