# Wrong argument counts for str/bytes/list/int methods: CPython words them
# three ways depending on how each method parses its arguments.
def show(label, fn, *args):
    try:
        fn(*args)
        print(label, "ok")
    except TypeError as e:
        print(label, "->", e)

text = "Hello, world"
data = b"Hello, world"
buf = bytearray(data)
for name in ["count", "find", "index", "rfind", "rindex", "startswith", "endswith"]:
    show("str." + name + "()", getattr(text, name))
    show("str." + name + "(4 args)", getattr(text, name), "l", 0, 5, 9)
    show("bytes." + name + "()", getattr(data, name))
    show("bytearray." + name + "(4 args)", getattr(buf, name), b"l", 0, 5, 9)

show("str.replace()", text.replace)
show("str.split(3 args)", text.split, ",", 1, 2)
show("str.center()", text.center)
show("bytes.translate()", data.translate)
show("bytes.translate(3 args)", data.translate, None, b"l", 1)
scores = [3, 1, 2]
show("list.sort(1 arg)", scores.sort, True)
show("list.sort(3 args)", scores.sort, None, True, 1)
show("list.insert(1 arg)", scores.insert, 1)
show("list.count()", scores.count)
show("int.to_bytes(3 args)", (5).to_bytes, 1, "big", False)
show("int.to_bytes(4 args)", (5).to_bytes, 1, "big", False, 1)
show("int.from_bytes(3 args)", int.from_bytes, b"\x01", "big", False)
show("dict.get()", {}.get)
show("dict.update(2 args)", {}.update, {}, {})
show("set.add()", set().add)
show("tuple.index()", (1, 2).index)

import math
show("pow()", pow)
show("pow(4 args)", pow, 2, 3, 5, 7)
show("round(3 args)", round, 2.5, 1, 2)
show("math.log()", math.log)
show("math.log(3 args)", math.log, 8, 2, 1)
show("math.prod()", math.prod)
show("math.prod(2 args)", math.prod, [1, 2], 3)
show("math.isclose(1 arg)", math.isclose, 1.0)
show("math.isclose(3 args)", math.isclose, 1.0, 1.0, 0.1)
print(math.isclose(a=1.0, b=1.0000001, rel_tol=1e-3))
try:
    math.isclose(1.0, 2.0, tol=1)
except TypeError as e:
    print("isclose(tol=)", "->", e)
