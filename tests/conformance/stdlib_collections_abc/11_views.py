# The mapping views of a custom Mapping behave as sets and collections.
from collections.abc import Mapping, KeysView, ItemsView, ValuesView, MappingView


class Stock(Mapping):
    def __init__(self, data):
        self._d = data

    def __getitem__(self, k):
        return self._d[k]

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)


s = Stock({"apples": 10, "pears": 0, "plums": 4})
k, i, v = s.keys(), s.items(), s.values()
print(type(k).__name__, type(i).__name__, type(v).__name__, len(k), len(i), len(v))
print(list(k), list(i), list(v))
print("pears" in k, ("plums", 4) in i, ("plums", 5) in i, 10 in v, 11 in v)
print(sorted(k | {"kiwis"}), sorted(k & ["apples", "figs"]), sorted(k ^ {"apples", "figs"}))
print(isinstance(k, KeysView), isinstance({}.keys(), KeysView), isinstance({}.items(), ItemsView), isinstance({}.values(), ValuesView))
print(isinstance(k, MappingView), k == {"apples", "pears", "plums"}, sorted(i - {("pears", 0)}))
