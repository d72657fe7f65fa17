# Module attributes agents read when describing what is available.
import json, math, re, collections, itertools, functools, string

for m in (json, math, re, collections, itertools, functools, string):
    doc = m.__doc__
    print(m.__name__, isinstance(doc, (str, type(None))), hasattr(m, "__doc__"), "__doc__" in dir(m))
    print(getattr(m, "__doc__", "missing") is doc)
