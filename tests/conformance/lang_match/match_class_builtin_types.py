def kind(value):
    match value:
        case bool(b):
            return f"bool {b}"
        case int(n) if n < 0:
            return f"negative int {n}"
        case int(n):
            return f"int {n}"
        case float(f):
            return f"float {f}"
        case str() as s if not s:
            return "empty str"
        case str(s):
            return f"str {s!r}"
        case list([x, *_]):
            return f"list starting with {x}"
        case dict():
            return "dict"
        case _:
            return "something else"


for v in [True, -3, 7, 2.5, "", "hi", [9, 8], [], {"a": 1}, None]:
    print(repr(v), "->", kind(v))
