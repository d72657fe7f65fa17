# printf-style formatting with str and bytes subclasses on either side.
class Label(str):
    pass

class Raw(bytes):
    pass

class Pair(tuple):
    pass

templates = [Label("plain"), Label("n=%d"), Label("%(k)s!")]
args = [(), [], {"k": 1}, b"x", 5, (1,), Pair((7,)), Label("q")]
for t in templates:
    for a in args:
        try:
            r = t % a
            print(repr(t), "%", repr(a), "->", type(r).__name__, repr(r))
        except Exception as e:
            print(repr(t), "%", repr(a), "!!", type(e).__name__, e)

for a in [Label("s"), Pair((1,)), Pair((1, 2)), {b"k": 1}]:
    try:
        print(repr(Raw(b"v=%s") % a))
    except Exception as e:
        print(type(e).__name__, e)
print(str.__rmod__(Label("y"), "x=%s"), str.__rmod__("x", 1))
