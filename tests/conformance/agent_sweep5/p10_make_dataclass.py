# make_dataclass as in 3.11: no module= parameter, the class's module is 'types', slots passed on, keyword field names refused.
import dataclasses
from dataclasses import field
for args in [("C", ["class"]), ("C", ["a b"]), ("C", ["a", "a"]), ("C", [("a",)]), ("C", [1])]:
    try:
        print(dataclasses.make_dataclass(*args))
    except Exception as e:
        print(type(e).__name__, e)
C = dataclasses.make_dataclass("C", ["x", ("y", int, field(default=3))], namespace={"double": lambda self: self.x * 2}, slots=True)
c = C(4)
print(c, c.double(), C.__slots__, C.__module__, C.__qualname__, C.__name__)
try:
    c.z = 1
except AttributeError as e:
    print("AttributeError", e)
D = dataclasses.make_dataclass("D", ["x"], namespace={"__module__": "mymod"})
print(D)
try:
    dataclasses.make_dataclass("E", ["x"], module="m")
except TypeError as e:
    print(e)
