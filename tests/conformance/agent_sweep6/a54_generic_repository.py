from dataclasses import dataclass, field
from typing import Generic, TypeVar, Protocol, Dict, Optional, Iterator, Callable

K = TypeVar("K")
V = TypeVar("V")
E = TypeVar("E")

class HasId(Protocol[K]):
    id: K

@dataclass
class User:
    id: int
    name: str

@dataclass
class Sku:
    id: str
    price: float

class Repository(Generic[K, E]):
    def __init__(self, key: Callable[[E], K]) -> None:
        self._items: Dict[K, E] = {}
        self._key = key
    def add(self, item: E) -> E:
        self._items[self._key(item)] = item
        return item
    def get(self, key: K) -> Optional[E]:
        return self._items.get(key)
    def __iter__(self) -> Iterator[E]:
        return iter(self._items.values())
    def __len__(self) -> int:
        return len(self._items)

class UserRepo(Repository[int, User]):
    def by_name(self, name: str) -> Optional[User]:
        return next((u for u in self if u.name == name), None)

class Cached(Repository[K, E], Generic[K, E]):
    hits = 0

@dataclass(slots=True)
class Page(Generic[E]):
    items: list = field(default_factory=list)
    number: int = 1

users = UserRepo(lambda u: u.id)
for i, n in enumerate(["ann", "bo", "cy"], start=1):
    users.add(User(i, n))
skus = Repository[str, Sku](lambda s: s.id)
skus.add(Sku("A-1", 9.5))
print(len(users), users.get(2), users.by_name("cy"), skus.get("A-1"), skus.get("zz"))
print(Repository.__parameters__, UserRepo.__parameters__, Cached.__parameters__, Page.__parameters__, HasId.__parameters__)
print(Repository[int, User], Cached[str, Sku], Page[User], HasId[int], Generic[K, V])
print(Page[User](items=list(users)).items[0], type(Repository[int, str](str)).__name__)
for attempt in ("Repository[int]", "UserRepo[int]", "Generic[int]", "Generic[K, K]", "Page[int, str]", "Generic[()]"):
    try:
        if attempt == "Repository[int]":
            Repository[int]
        elif attempt == "UserRepo[int]":
            UserRepo[int]
        elif attempt == "Generic[int]":
            Generic[int]
        elif attempt == "Generic[K, K]":
            Generic[K, K]
        elif attempt == "Page[int, str]":
            Page[int, str]
        else:
            Generic[()]
    except TypeError as e:
        print(f"{attempt}: TypeError: {e}")
try:
    class Broken(Dict[K, V], Generic[K]):
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    class Twice(Generic[K], Generic[V]):
        pass
except TypeError as e:
    print("TypeError:", e)
