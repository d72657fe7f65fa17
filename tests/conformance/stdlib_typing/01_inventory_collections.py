from typing import (AbstractSet, FrozenSet, MutableMapping, MutableSequence, MutableSet,
                    Collection, Container, Sized, Hashable, Reversible, ItemsView, KeysView,
                    ValuesView, MappingView, ChainMap, Counter, DefaultDict, OrderedDict, Text,
                    get_type_hints)
import collections
import collections.abc

class Inventory:
    stock: MutableMapping[Text, int]
    tags: MutableSet[str]
    history: MutableSequence[tuple]
    frozen: FrozenSet[str]
    views: MappingView

    def __init__(self) -> None:
        self.stock = {}
        self.tags = set()
        self.history = []

    def add(self, item: Text, qty: int = 1) -> None:
        self.stock[item] = self.stock.get(item, 0) + qty
        self.history.append(('add', item, qty))

    def names(self) -> KeysView[str]:
        return self.stock.keys()

    def counts(self) -> ValuesView[int]:
        return self.stock.values()

    def pairs(self) -> ItemsView[str, int]:
        return self.stock.items()

def common(a: AbstractSet[str], b: AbstractSet[str]) -> FrozenSet[str]:
    return frozenset(a & b)

def size_of(c: Sized) -> int:
    return len(c)

def has(c: Container[int], x: int) -> bool:
    return x in c

def backwards(r: Reversible[int]) -> list:
    return list(reversed(r))

def total(c: Collection[int]) -> int:
    return sum(c)

def word_counts(text: str) -> Counter[str]:
    return collections.Counter(text.split())

def group(pairs: list) -> DefaultDict[str, list]:
    d = collections.defaultdict(list)
    for k, v in pairs:
        d[k].append(v)
    return d

def ordered(keys: list) -> OrderedDict[str, int]:
    return collections.OrderedDict((k, i) for i, k in enumerate(keys))

def layered(user: dict, defaults: dict) -> ChainMap[str, str]:
    return collections.ChainMap(user, defaults)

def view_len(v: MappingView) -> int:
    return len(v)

def same_hash(x: Hashable) -> bool:
    return hash(x) == hash(x)

inv = Inventory()
inv.add('apple', 3)
inv.add('pear')
inv.add('apple', 2)
print(list(inv.names()), list(inv.counts()), list(inv.pairs()))
print(inv.history)
print(sorted(common({'a', 'b', 'c'}, {'b', 'c', 'd'})))
print(size_of('hello'), has(range(10), 3), backwards([1, 2, 3]), total((4, 5, 6)))
print(word_counts('a b a c a b').most_common(2))
print(dict(group([('x', 1), ('y', 2), ('x', 3)])))
print(ordered(['z', 'y', 'x']))
cm = layered({'color': 'red'}, {'color': 'blue', 'size': 'M'})
print(cm['color'], cm['size'], len(cm))
print(view_len(inv.pairs()), same_hash('k'))

hints = get_type_hints(Inventory)
for name in sorted(hints):
    print(name, hints[name])
print(Text is str, AbstractSet[int], Collection[str], Container[bytes], Reversible[float])
print(ItemsView[str, int], KeysView[str], ValuesView[int], MappingView)
print(ChainMap[str, int], Counter[str], DefaultDict[str, list], OrderedDict[str, int])
print(isinstance(inv.names(), collections.abc.KeysView), isinstance([], collections.abc.MutableSequence))
