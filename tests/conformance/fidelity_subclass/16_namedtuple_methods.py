# namedtuple subclasses with methods, defaults and class methods.
from collections import namedtuple


class Card(namedtuple("Card", "rank suit")):
    __slots__ = ()
    RANKS = "23456789TJQKA"

    @classmethod
    def parse(cls, text):
        if len(text) != 2:
            raise ValueError("bad card %r" % text)
        return cls(text[0], text[1])

    @property
    def value(self):
        return self.RANKS.index(self.rank)

    def __str__(self):
        return self.rank + self.suit


hand = [Card.parse(t) for t in "AS 9H TD 2C".split()]
print(hand)
print([str(c) for c in sorted(hand, key=lambda c: c.value)])
print(max(hand, key=lambda c: c.value), hand[0]._fields, hand[0]._asdict())
try:
    Card.parse("10H")
except ValueError as e:
    print(type(e).__name__, e)
try:
    Card.parse("ZZ").value
except ValueError as e:
    print(type(e).__name__, e)

Opt = namedtuple("Opt", ["name", "level", "tags"], defaults=[0, ()])
o = Opt("x")
print(o, Opt._field_defaults, o._replace(level=3), Opt("y", 1, ("a",)))
try:
    Opt()
except TypeError as e:
    print(type(e).__name__, e)
try:
    o._replace(bogus=1)
except ValueError as e:
    print(type(e).__name__, e)
