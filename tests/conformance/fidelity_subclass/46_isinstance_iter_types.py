# isinstance with the iterator types and tuples of them.
def kind(obj):
    for t in (map, filter, zip, enumerate, reversed):
        if isinstance(obj, t):
            return t.__name__
    return "other"

objs = [map(str, []), filter(None, []), zip(), enumerate([]), reversed("ab"), iter([]), (x for x in [])]
print([kind(o) for o in objs])
print(isinstance(map(str, []), (list, map)), issubclass(map, object), issubclass(zip, map))
print(map, zip, filter, enumerate, reversed)
print(callable(map), type(map).__name__, map.__name__)

class MyZip(zip):
    pass

print(issubclass(MyZip, zip), isinstance(MyZip(), zip), isinstance(zip(), MyZip))
print(repr(MyZip)[:22], MyZip.__name__, MyZip.__qualname__)
