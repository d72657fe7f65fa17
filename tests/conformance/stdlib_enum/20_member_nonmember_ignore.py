from enum import Enum, member, nonmember, auto


class Config(Enum):
    _ignore_ = ["tmp", "i"]
    DEBUG = "debug"
    RELEASE = "release"
    VERSION = nonmember("1.4.2")
    tmp = 5
    _Config__secret = "hidden"
    i = 0

    @member
    def helper():
        return "I am a member"

    def normal(self):
        return self.value.upper()


print([m.name for m in Config], Config.DEBUG, repr(Config.RELEASE))
print(Config.VERSION, hasattr(Config, "tmp"), hasattr(Config, "i"), Config.DEBUG.normal())
print(Config.helper.value(), "DEBUG" in Config.__members__, "VERSION" in Config.__members__)


class Ordered(Enum):
    _order_ = "LOW MID HIGH"
    LOW = 1
    MID = 2
    HIGH = 3
    ALSO_LOW = 1


print(list(Ordered), Ordered.ALSO_LOW)


class Pairs(Enum):
    A = auto(), "first"
    B = auto(), "second"


print(list(Pairs), Pairs.B.value)


class Nested(Enum):
    A = 1

    class Meta:
        tag = "m"


print(Nested.Meta.value.tag, len(Nested))
