# A mapping pattern looks its keys up through the subject's get(), which
# may change the subject: **rest is then a copy of what is left, and a key
# that the copy lacks is a KeyError, as CPython's deletion of each key.
import collections.abc as cabc


class M(cabc.Mapping):
    def __init__(self, d, clear):
        self.d = dict(d)
        self.saved = dict(d)
        self.clear = clear

    def __getitem__(self, k):
        return self.d[k]

    def __len__(self):
        return len(self.d)

    def __iter__(self):
        return iter(self.d)

    def get(self, k, default=None):
        v = self.saved.get(k, default)
        if self.clear:
            self.d.clear()
        return v


for clear in (False, True):
    try:
        match M({"a": 1, "b": 2, "c": 3}, clear):
            case {"a": 1, "b": y, **rest}:
                print("matched", y, rest)
            case _:
                print("no match")
    except KeyError as e:
        print("KeyError", e)


class Drop(dict):
    def get(self, k, default=None):
        v = dict.get(self, k, default)
        self.pop("b", None)
        return v


match Drop(a=1, b=2, c=3):
    case {"a": 1, **rest}:
        print("rest", rest)
try:
    match Drop(a=1, b=2, c=3):
        case {"a": 1, "b": 2, **rest}:
            print("rest", rest)
except KeyError as e:
    print("KeyError", e)
