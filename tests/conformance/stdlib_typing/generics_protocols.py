from typing import Dict, List, Optional, Protocol, TypeVar, Generic, Iterator, Union, Any, Callable

K = TypeVar('K')
V = TypeVar('V')

class Registry(Generic[K, V]):
    def __init__(self) -> None:
        self._data: Dict[K, V] = {}
    def register(self, key: K, value: V) -> None:
        self._data[key] = value
    def get(self, key: K) -> Optional[V]:
        return self._data.get(key)
    def __iter__(self) -> Iterator[K]:
        return iter(self._data)

r = Registry()
r.register('a', 1)
r.register('b', 2)
print(r.get('a'), r.get('zz'), list(r))

class Greeter(Protocol):
    def greet(self, name: str) -> str: ...

class English:
    def greet(self, name: str) -> str:
        return f'Hello, {name}'

def welcome(g: Greeter, who: List[str]) -> List[str]:
    return [g.greet(w) for w in who]

print(welcome(English(), ['ann', 'bob']))

Handler = Callable[[Dict[str, Any]], Union[str, int]]
def dispatch(handlers: Dict[str, Handler], event: Dict[str, Any]) -> Union[str, int]:
    return handlers[event['type']](event)
print(dispatch({'ping': lambda e: 'pong', 'add': lambda e: e['a'] + e['b']}, {'type': 'add', 'a': 2, 'b': 3}))

JSON = Union[Dict[str, 'JSON'], List['JSON'], str, int, float, bool, None]
def depth(x: JSON) -> int:
    if isinstance(x, dict):
        return 1 + max((depth(v) for v in x.values()), default=0)
    if isinstance(x, list):
        return 1 + max((depth(v) for v in x), default=0)
    return 0
print(depth({'a': [1, {'b': []}]}))
