def describe(value):
    if isinstance(value, bool):
        return "flag"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, (str, bytes)):
        return "text"
    if isinstance(value, (list, tuple, set)):
        return f"collection of {len(value)}"
    if isinstance(value, dict):
        return "mapping"
    return "other"


for v in [True, 3, 2.5, "hi", [1, 2], (1,), {1, 2, 3}, {"a": 1}, None]:
    print(repr(v), "->", describe(v))

class Celsius(float):
    pass
print(isinstance(Celsius(3.5), (int, float)), isinstance(Celsius(1), (int, str)))
print(isinstance(5, ()), isinstance(5, (str, (list, int))))
