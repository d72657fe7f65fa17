# An ordered set of tags with the Set operators for free.
from collections.abc import Set, MutableSet


class TagSet(MutableSet):
    def __init__(self, tags=()):
        self._tags = {}
        for t in tags:
            self.add(t)

    def __contains__(self, tag):
        return tag in self._tags

    def __iter__(self):
        return iter(self._tags)

    def __len__(self):
        return len(self._tags)

    def add(self, tag):
        self._tags[tag] = None

    def discard(self, tag):
        self._tags.pop(tag, None)

    def __repr__(self):
        return f"TagSet({list(self._tags)})"


a = TagSet(["urgent", "bug", "ui"])
b = TagSet(["bug", "backend"])
print(a & b, a | b, a - b, a ^ b)
print(a <= b, TagSet(["bug"]) < a, a >= TagSet(["ui"]), a == TagSet(["ui", "bug", "urgent"]), a.isdisjoint(["x"]))
a |= ["perf"]
a -= ["ui"]
print(a, len(a))
a ^= ["perf", "new"]
print(a)
a &= ["bug", "new", "other"]
print(a)
a.remove("bug")
print(a, a.pop(), a)
try:
    a.remove("missing")
except KeyError as e:
    print("KeyError", e)
print(isinstance(a, Set), isinstance(frozenset(), Set), isinstance(set(), MutableSet), isinstance(frozenset(), MutableSet))
