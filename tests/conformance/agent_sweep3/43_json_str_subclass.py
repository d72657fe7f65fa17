import json
from enum import Enum
from collections import UserDict, UserList
class Tag(str):
    def __repr__(self): return f"Tag({str(self)!r})"
class Level(Enum):
    LOW = 1
print(json.dumps({Tag("k"): Tag("v")}), json.dumps([Tag("é")]), json.dumps(Tag("x")))
try:
    json.dumps({"lvl": Level.LOW})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({"lvl": Level.LOW}, default=lambda e: e.name))
try:
    json.dumps(UserDict(a=1))
except TypeError as e:
    print("TypeError:", e)
print(json.dumps(UserDict(a=1), default=dict), json.dumps(UserList([1]), default=list), json.dumps(range(3), default=list), json.dumps(b"x", default=lambda b: b.decode()))
class Num(float):
    def __repr__(self): return "NUM"
class I(int):
    def __repr__(self): return "III"
print(json.dumps([Num(1.5), I(7)]), json.dumps({I(3): Num(2.0)}), json.dumps([True, 1, 1.0]), json.dumps({True: 1, 1: 2}))
print(json.dumps(frozenset([1]), default=sorted), json.dumps({"a": 1, "b": [1, 2]}, indent=2, default=str).splitlines())
