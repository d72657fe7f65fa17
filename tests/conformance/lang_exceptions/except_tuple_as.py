def convert(value):
    try:
        return float(value)
    except (ValueError, TypeError) as e:
        return f"{type(e).__name__}: {e}"


for v in ["3.5", "abc", None, [1], "1e3"]:
    print(repr(v), "->", convert(v))

errors = (KeyError, IndexError)
data = {"a": [1, 2]}
for key, idx in [("a", 1), ("b", 0), ("a", 5)]:
    try:
        print(data[key][idx])
    except errors as e:
        print("missing:", type(e).__name__, e)
