# KeyError's str() is the repr of its key; other exceptions use str().
for key in ("name", 3, ("a", 1), None, "", "it's", 'say "hi"', 1.5):
    try:
        {}[key]
    except KeyError as e:
        print(type(e).__name__, e, "|", str(e), "|", repr(e), "|", e.args)
e = KeyError("a", "b")
print(e, repr(e))
e = KeyError()
print(repr(str(e)), repr(e))
print(str(IndexError("idx")), str(ValueError("v")), str(LookupError("k")))
print(f"{KeyError('x')}", "%s" % KeyError("x"), [KeyError("x")])
try:
    raise KeyError("user_id")
except LookupError as err:
    print("lookup:", err, isinstance(err, KeyError))
