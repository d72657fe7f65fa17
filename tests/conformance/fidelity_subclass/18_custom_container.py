# A custom sequence container implementing the protocol methods by hand.
class Ring:
    def __init__(self, items):
        self._items = list(items)

    def __len__(self):
        return len(self._items)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return Ring(self._items[index])
        if not self._items:
            raise IndexError("ring is empty")
        return self._items[index % len(self._items)]

    def __contains__(self, item):
        print("  (contains %r)" % (item,))
        return item in self._items

    def __iter__(self):
        return iter(self._items)

    def __eq__(self, other):
        return isinstance(other, Ring) and self._items == other._items

    def __hash__(self):
        return hash(tuple(self._items))

    def __repr__(self):
        return "Ring(%r)" % (self._items,)


r = Ring("abc")
print(r, len(r), r[0], r[4], r[-1], r[1:], list(r))
print("b" in r, "z" in r)
print(r == Ring("abc"), r == "abc", r != Ring("ab"), len({r, Ring("abc")}))
print(sorted(r, reverse=True), "".join(r), list(reversed(r)), max(r))
try:
    Ring([])[0]
except IndexError as e:
    print(type(e).__name__, e)
try:
    r["x"]
except TypeError as e:
    print(type(e).__name__, e)
print(bool(Ring([])), bool(r), [x * 2 for x in r], dict(zip(r, range(3))))
