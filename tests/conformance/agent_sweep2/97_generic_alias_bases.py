from typing import Generic, TypeVar, List, Dict, Optional
from collections.abc import Mapping, Sequence
K = TypeVar("K")
V = TypeVar("V")
class Repository(Generic[K, V]):
    def __init__(self) -> None:
        self._items: Dict[K, V] = {}
    def add(self, key: K, value: V) -> None:
        self._items[key] = value
    def get(self, key: K) -> Optional[V]:
        return self._items.get(key)
    def __len__(self) -> int:
        return len(self._items)
class UserRepo(Repository[int, str]):
    def names(self) -> List[str]:
        return sorted(self._items.values())
repo = UserRepo()
for uid, name in [(3, "carol"), (1, "alice"), (2, "bob")]:
    repo.add(uid, name)
print(repo.names(), repo.get(2), repo.get(9), len(repo))
print(Repository[int, str], isinstance(repo, Repository), UserRepo.__orig_bases__)
class Scores(List[float]):
    def mean(self) -> float:
        return sum(self) / len(self) if self else 0.0
s = Scores([3.5, 4.0, 5.0])
s.append(2.5)
print(s, s.mean(), isinstance(s, list), type(s).__name__)
class Settings(Dict[str, int]):
    def bump(self, key: str) -> None:
        self[key] = self.get(key, 0) + 1
st = Settings(retries=2)
st.bump("retries"); st.bump("timeout")
print(st, Settings.__orig_bases__)
class ReadOnly(Mapping[str, int]):
    def __init__(self, data):
        self._data = dict(data)
    def __getitem__(self, key):
        return self._data[key]
    def __iter__(self):
        return iter(self._data)
    def __len__(self):
        return len(self._data)
ro = ReadOnly({"a": 1, "b": 2})
print(dict(ro), ro.get("z", 0), "a" in ro, list(ro.items()), ro == {"a": 1, "b": 2})
try:
    ro["c"] = 3
except TypeError as e:
    print("TypeError:", e)
try:
    isinstance(repo, Repository[int, str])
except TypeError as e:
    print("TypeError:", e)
