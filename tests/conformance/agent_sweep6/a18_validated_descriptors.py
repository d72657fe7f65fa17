class Field:
    def __init__(self, kind, *, minimum=None, default=None):
        self.kind = kind
        self.minimum = minimum
        self.default = default
    def __set_name__(self, owner, name):
        self.name = name
        self.private = "_" + name
        owner._fields = getattr(owner, "_fields", ()) + (name,)
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private, self.default)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, got {type(value).__name__}")
        if self.minimum is not None and value < self.minimum:
            raise ValueError(f"{self.name} must be >= {self.minimum}, got {value!r}")
        setattr(obj, self.private, value)
    def __repr__(self):
        return f"<Field {self.name}:{self.kind.__name__}>"

class Lazy:
    def __init__(self, fn):
        self.fn = fn
        self.calls = 0
    def __set_name__(self, owner, name):
        self.attr = name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        self.calls += 1
        value = self.fn(obj)
        setattr(obj, self.attr, value)
        return value

class Product:
    name = Field(str)
    price = Field(float, minimum=0.0)
    qty = Field(int, minimum=0, default=0)

    def __init__(self, name, price, qty=0):
        self.name = name
        self.price = price
        self.qty = qty

    @Lazy
    def value(self):
        print(f"  computing value of {self.name}")
        return round(self.price * self.qty, 2)

    def __repr__(self):
        return f"Product({', '.join(f'{f}={getattr(self, f)!r}' for f in self._fields)})"

p = Product("widget", 2.5, 4)
print(p, Product._fields, Product.price)
print(p.value, p.value, Product.value.calls)
for bad in [("gadget", -1.0), ("gadget", "cheap"), (42, 1.0)]:
    try:
        Product(*bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
q = Product("bolt", 0.1)
print(q.qty, q)
q.qty = 7
print(q.qty, q.value)
try:
    q.qty = -2
except ValueError as e:
    print("ValueError:", e)
print(isinstance(Product.name, Field))

class ReadOnly:
    def __init__(self, value):
        self.value = value
    def __get__(self, obj, objtype=None):
        return self.value
class Settings:
    version = ReadOnly("1.0")
s = Settings()
s.version = "2.0"
print(s.version, Settings.version)

class Meters:
    def __get__(self, obj, objtype=None):
        return obj._cm / 100
    def __set__(self, obj, value):
        obj._cm = value * 100
    def __delete__(self, obj):
        print("deleting meters")
        del obj._cm
class Length:
    m = Meters()
    def __init__(self, cm):
        self._cm = cm
L = Length(250)
print(L.m)
L.m = 3
print(L._cm)
del L.m
print(hasattr(L, "_cm"))
