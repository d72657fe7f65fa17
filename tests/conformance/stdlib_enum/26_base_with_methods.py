from enum import Enum, IntEnum, auto


class Describable(Enum):
    def describe(self):
        return f"{type(self).__name__}.{self.name} = {self.value!r}"

    @classmethod
    def names(cls):
        return [m.name for m in cls]


class Fruit(Describable):
    APPLE = "apple"
    PEAR = "pear"


class Veg(Describable):
    CARROT = auto()
    LEEK = auto()


print(Fruit.APPLE.describe(), Veg.LEEK.describe(), Fruit.names(), Veg.names())
print(isinstance(Fruit.PEAR, Describable), issubclass(Veg, Describable), list(Describable))


class Ranked(IntEnum):
    def __str__(self):
        return self.name.lower()

    @property
    def doubled(self):
        return self * 2


class Medal(Ranked):
    GOLD = 1
    SILVER = 2
    BRONZE = 3


print(Medal.GOLD, repr(Medal.SILVER), Medal.BRONZE.doubled, f"{Medal.GOLD}", Medal.GOLD + Medal.SILVER)


class Tracked(Enum):
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        print("created", cls.__name__)


class Size(Tracked):
    S = 1
    L = 2


print(list(Size))
