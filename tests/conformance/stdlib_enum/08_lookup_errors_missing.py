from enum import Enum


class Currency(Enum):
    USD = "usd"
    EUR = "eur"
    JPY = "jpy"

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for member in cls:
                if member.value == value.lower().strip():
                    return member
        return None


for raw in ["usd", "EUR", " jpy ", "gbp", 42, None]:
    try:
        print(repr(raw), "->", Currency(raw))
    except ValueError as e:
        print(repr(raw), "-> ValueError:", e)

for key in ["USD", "usd", "GBP"]:
    try:
        print(key, "->", Currency[key])
    except KeyError as e:
        print(key, "-> KeyError:", e)


class Size(Enum):
    S = 1
    M = 2

    @classmethod
    def _missing_(cls, value):
        return "not a member"


try:
    Size(3)
except TypeError as e:
    print("TypeError:", e)


class Strict(Enum):
    A = 1

    @classmethod
    def _missing_(cls, value):
        raise KeyError(f"no such value: {value}")


try:
    Strict(9)
except KeyError as e:
    print("KeyError:", e)
try:
    Currency()
except TypeError as e:
    print("TypeError:", e)
print(Currency(Currency.EUR), Currency("usd") is Currency.USD)
try:
    Currency([1, 2])
except ValueError as e:
    print("ValueError:", e)
