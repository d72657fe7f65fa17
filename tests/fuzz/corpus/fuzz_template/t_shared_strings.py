import json, functools, string, collections, re
n = json.__name__
t = functools.WRAPPER_ASSIGNMENTS
print(id(n) == id(json.__name__), hash(n) == hash("js" + "on"), n.upper(), n[::-1], n * 2)
print(t, t[1:], t + ("x",), hash(t) == hash(tuple(t)), id(t) == id(functools.WRAPPER_ASSIGNMENTS))
s = string.ascii_letters
print(s.swapcase()[:10], s.find("z"), s.encode()[:5], sorted(set(s))[:3], s.isidentifier())
class K:
    pass
for name in ("<", "json", string.digits, n, chr(60), "__module__"):
    setattr(K, name, 1)
    print(getattr(K, name), name in dir(K))
d = {n: 1, t: 2, string.digits: 3}
d[("__module__", "__name__", "__qualname__", "__doc__", "__annotations__")] = 4
print(sorted(map(str, d)), {**d}.get(t))
P = collections.namedtuple("P", "x y")
print(P._fields, P(1, 2), re.escape(string.punctuation), json.dumps(list(t)))
