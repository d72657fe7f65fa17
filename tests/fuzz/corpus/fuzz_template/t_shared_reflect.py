import json, re, collections, functools
for m in (json, re, collections, functools):
    names = [a for a in dir(m) if not a.startswith("_")]
    print(m.__name__, len(names) > 3, names[:3], type(m.__doc__).__name__)
    for a in names[:5]:
        v = getattr(m, a)
        print(a, type(v).__name__, callable(v), hash(a) == hash(str(a)), a.title(), a.encode()[:3])
print(json.JSONDecodeError.__name__, re.IGNORECASE, re.I | re.M, collections.Counter.__qualname__)
print(functools.reduce.__name__, functools.partial(max, 1)(2), re.split(r"(\W)", "a-b c"))
x = functools.WRAPPER_UPDATES
print(x, x * 3, x.count("__dict__"), x.index("__dict__"), list(reversed(x)), x == ("__dict__",))
