import pprint
pprint.pprint({"big": 12345678901234567890, "f": 1234567.5, "l": [10**6, 10**7]}, underscore_numbers=True)
pprint.pprint({"desc": "A fairly long description string that will certainly need wrapping at some point, yes indeed.", "n": 1}, width=50)
pprint.pprint(("tuple", ["list", {"dict": ("inner", "values", "that", "are", "long", "enough", "to", "wrap")}]), width=40)
pprint.pprint([{"id": 1, "children": [{"id": 2, "children": [{"id": 3, "children": []}]}]}], depth=3, width=30)
pprint.pprint(list(range(100)), compact=True)
pprint.pprint({"x" * i: i for i in range(1, 12)}, width=30, compact=True)
pprint.pprint({3: "c", 1: "a", 2: "b", "k": 0} if False else {3: "c", 1: "a", 2: "b"})
pprint.pprint({(1, "a"): 1, (0, "b"): 2})
pprint.pprint({1.5: "x", 1: "y", True: "z"} if False else {1.5: "x", 2: "y"})
try:
    pprint.pprint({1: "a", "b": 2})
except TypeError as e:
    print("TypeError", e)
print(pprint.pformat("x" * 100, width=30))
print(pprint.pformat(["a b c d e f g h i j k l m n o p q r s t u v w x y z " * 2], width=40))
print(pprint.pformat({"a": "line1\nline2\nline3 with more text here"}, width=20))
print(pprint.pformat(range(10)), pprint.pformat(slice(1, 2)), pprint.pformat(type), pprint.pformat(len), pprint.pformat(1.0), pprint.pformat(None))
pprint.pprint([[1, 2, 3]] * 8, width=25)
pprint.pprint({"matrix": [[i * j for j in range(8)] for i in range(5)]}, compact=True, width=50)
pp = pprint.PrettyPrinter(indent=4, width=40, depth=None, compact=False, sort_dicts=True)
pp.pprint({"zeta": [1, 2], "alpha": {"nested": list(range(12))}})
print(pp.isreadable([1, {"a": object}]), pp.pformat(("a",)), pprint.saferepr("x" * 5))
print(pprint.pformat(bytearray(b"hello world " * 5), width=30))
from collections import OrderedDict, ChainMap, UserDict, UserList
pprint.pprint(ChainMap({"a": list(range(20))}, {"b": 2}), width=40)
pprint.pprint(UserDict(a=1), width=40); pprint.pprint(UserList([1, 2]), width=40)
import types
pprint.pprint(types.SimpleNamespace(alpha=list(range(15)), beta="text " * 8), width=40)
