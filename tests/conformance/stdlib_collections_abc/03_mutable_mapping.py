# A case-insensitive header dictionary built on MutableMapping.
from collections.abc import MutableMapping


class Headers(MutableMapping):
    def __init__(self, data=(), **kw):
        self._store = {}
        self.update(data, **kw)

    def __setitem__(self, key, value):
        self._store[key.lower()] = (key, value)

    def __getitem__(self, key):
        return self._store[key.lower()][1]

    def __delitem__(self, key):
        del self._store[key.lower()]

    def __iter__(self):
        return (orig for orig, _ in self._store.values())

    def __len__(self):
        return len(self._store)

    def __repr__(self):
        return f"Headers({dict(self.items())})"


h = Headers({"Content-Type": "text/html"}, Accept="*/*")
h["X-Request-ID"] = "abc"
print(h, h["content-type"], "ACCEPT" in h)
print(h.setdefault("Cache-Control", "no-cache"), h.setdefault("accept", "ignored"))
print(h.pop("x-request-id"), h.pop("missing", "default"), len(h))
h.update([("Server", "smol")], Date="today")
print(list(h))
print(h.popitem(), len(h))
h.clear()
print(h, len(h))
try:
    h.pop("nope")
except KeyError as e:
    print("KeyError", e)
try:
    h.popitem()
except KeyError as e:
    print("KeyError", repr(e))
