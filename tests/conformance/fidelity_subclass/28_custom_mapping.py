# A read-only mapping class with __getitem__, __iter__, __len__ used by dict() and **.
class Config:
    def __init__(self, **values):
        self._values = dict(values)

    def __getitem__(self, key):
        try:
            return self._values[key]
        except KeyError:
            raise KeyError("no setting %r" % key) from None

    def keys(self):
        return sorted(self._values)

    def __iter__(self):
        return iter(self.keys())

    def __len__(self):
        return len(self._values)

    def __repr__(self):
        return "Config(%s)" % ", ".join("%s=%r" % (k, self[k]) for k in self)


cfg = Config(debug=True, level=3, name="svc")
print(cfg, len(cfg), list(cfg), dict(cfg))


def show(**kw):
    return sorted(kw.items())


print(show(**cfg))
print({**cfg, "extra": 1})
try:
    cfg["port"]
except KeyError as e:
    print(type(e).__name__, e, e.args)
try:
    cfg["x"] = 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    show(**cfg, debug=False)
except TypeError as e:
    print(type(e).__name__, e)
try:
    dict(5)
except TypeError as e:
    print(type(e).__name__, e)
