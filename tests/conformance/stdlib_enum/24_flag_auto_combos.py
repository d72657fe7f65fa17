from enum import Flag, IntFlag, auto


class Feature(Flag):
    NONE = 0
    SEARCH = auto()
    EXPORT = auto()
    SHARE = auto()
    ADMIN = auto()
    BASIC = SEARCH | EXPORT
    ALL = SEARCH | EXPORT | SHARE | ADMIN


print(list(Feature), len(Feature))
print(Feature.__members__)
print(repr(Feature.BASIC), repr(Feature.ALL), repr(Feature.NONE), Feature(3) is Feature.BASIC)
plans = {"free": Feature.SEARCH, "team": Feature.BASIC | Feature.SHARE, "root": Feature.ALL}
for plan, feats in plans.items():
    print(f"{plan:<5} {feats!s:<30} {[f.name for f in feats]} admin={Feature.ADMIN in feats}")
print(repr(~Feature.BASIC), repr(Feature.ALL & ~Feature.ADMIN), repr(Feature.ALL ^ Feature.SHARE))
print(repr(Feature(0)), bool(Feature.NONE), Feature.ALL.value, Feature.SHARE.value)


class Color(IntFlag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE


print(list(Color), repr(Color.WHITE), Color.WHITE == 7, repr(Color(5)), Color.RED | 8)
