def normalize(item):
    match item:
        case (int() | float()) as n:
            return ("num", n)
        case [("x" | "y") as axis, int() as value]:
            return (axis, value)
        case {"name": str() as name} as full:
            return ("named", name, len(full))
        case str() as s:
            return ("str", s.strip())
    return ("unknown", item)


for it in [3, 4.5, ["x", 10], ["z", 1], {"name": "kim", "age": 3}, " pad ", None]:
    print(normalize(it))
