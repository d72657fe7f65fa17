# Operator priority through two levels of subclassing and shared methods.
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __add__(self, other):
        return f"Money.__add__({type(other).__name__})"
    def __radd__(self, other):
        return f"Money.__radd__({type(other).__name__})"

class Euro(Money):
    pass

class Cent(Euro):
    def __radd__(self, other):
        return f"Cent.__radd__({type(other).__name__})"

print(Money(1) + Euro(2))         # same __radd__: left operand first
print(Money(1) + Cent(2))         # Cent overrides __radd__: it goes first
print(Euro(1) + Cent(2))
print(Cent(1) + Money(2))
print(5 + Cent(1))
print(Cent(1) + 5)

class Declines(Money):
    def __radd__(self, other):
        return NotImplemented

print(Money(1) + Declines(2))     # reflected declines, forward runs

class Ratio(int):
    def __add__(self, other):
        return NotImplemented
    def __radd__(self, other):
        return NotImplemented

cases = [
    ("Ratio(1) + Ratio(2)", lambda: Ratio(1) + Ratio(2)),
    ("Ratio(1) + True", lambda: Ratio(1) + True),
    ("True + Ratio(1)", lambda: True + Ratio(1)),
    ("Ratio(1) + 1.5", lambda: Ratio(1) + 1.5),
]
for label, fn in cases:
    try:
        print(label, "=", fn())
    except TypeError as e:
        print(label, "TypeError", e)

class Bag(frozenset):
    def __ror__(self, other):
        return "Bag.__ror__"

print({1} | Bag({2}))             # set and frozenset share one slot
print(frozenset({1}) | Bag({2}))  # Bag is a subclass: its __ror__ first
print(sorted(Bag({1}) | {2}), type(Bag({1}) | {2}).__name__)
