def to_number(value):
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value
    if isinstance(value, (str,)):
        return float(value.replace(",", ""))
    if isinstance(value, (list, tuple)):
        return [to_number(v) for v in value]
    raise TypeError(f"cannot convert {type(value).__name__}")


print(to_number(3), to_number("1,250.5"), to_number(["2", 4.5, (1, "3")]))
print(to_number({"a": 1}))
