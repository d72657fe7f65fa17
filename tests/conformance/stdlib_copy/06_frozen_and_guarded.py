# Copies of objects whose attributes cannot be assigned normally.
import copy
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Money:
    amount: int
    currency: str = "EUR"


class ReadOnly:
    def __init__(self, value):
        object.__setattr__(self, "value", value)

    def __setattr__(self, name, value):
        raise AttributeError(f"{type(self).__name__} is read-only")


m = Money(100)
print(copy.copy(m), copy.deepcopy(m), copy.copy(m) == m)
r = ReadOnly([1, 2])
r2 = copy.deepcopy(r)
r.value.append(3)
print(r.value, r2.value)
try:
    r2.value = 5
except AttributeError as e:
    print("AttributeError", e)


@dataclass
class Basket:
    items: list = field(default_factory=list)
    owner: Money = None


b = Basket(["pen"], Money(5))
b2 = copy.deepcopy(b)
b.items.append("ink")
print(b, b2, b2.owner == b.owner)
