# copy.copy and copy.deepcopy of subclasses of built-in containers that
# carry extra attributes: contents, attributes and type survive.
import copy


class Buffer(bytearray):
    def __init__(self, *args):
        super().__init__(*args)
        print("Buffer.__init__", bytes(self))


class Tags(list):
    pass


class Registry(dict):
    pass


class Seen(set):
    pass


buf = Buffer(b"header")
buf.encoding = "ascii"
tags = Tags(["a", ["nested"]])
tags.owner = "ops"
reg = Registry(a=[1, 2])
reg.version = 3
seen = Seen({1, 2, 3})
seen.label = "ids"

for x in (buf, tags, reg, seen):
    for fn in (copy.copy, copy.deepcopy):
        y = fn(x)
        attrs = {k: getattr(y, k) for k in ("encoding", "owner", "version", "label") if hasattr(y, k)}
        print(type(y).__name__, fn.__name__, y, attrs, y == x, y is x)

deep = copy.deepcopy(tags)
deep[1].append("changed")
print(tags, deep)
shallow = copy.copy(buf)
shallow.extend(b"!")
print(buf, shallow)
