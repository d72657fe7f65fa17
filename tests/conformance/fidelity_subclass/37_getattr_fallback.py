# __getattr__ as a fallback for missing attributes, and __setattr__ validation.
class Record:
    def __init__(self, **fields):
        object.__setattr__(self, "_fields", dict(fields))

    def __getattr__(self, name):
        try:
            return self._fields[name]
        except KeyError:
            raise AttributeError("Record has no field %r" % name) from None

    def __setattr__(self, name, value):
        if name.startswith("_"):
            raise AttributeError("cannot set private %r" % name)
        self._fields[name] = value


r = Record(name="ann", age=30)
print(r.name, r.age)
r.age = 31
print(r.age, getattr(r, "missing", "default"), hasattr(r, "name"), hasattr(r, "zzz"))
try:
    r.email
except AttributeError as e:
    print(type(e).__name__, e)
try:
    r._secret = 1
except AttributeError as e:
    print(type(e).__name__, e)


class Proxy:
    def __init__(self, target):
        self._target = target

    def __getattr__(self, name):
        print("  forwarding", name)
        return getattr(self._target, name)


p = Proxy([3, 1, 2])
p.sort()
print(p._target, p.count(1))
try:
    p.nothing
except AttributeError as e:
    print(type(e).__name__, e)
