def weekday_kind(day):
    match day.lower():
        case "sat" | "sun":
            return "weekend"
        case "mon" | "tue" | "wed" | "thu" | "fri":
            return "weekday"
        case _:
            return "invalid"


for d in ["Mon", "sat", "Fri", "xyz"]:
    print(d, weekday_kind(d))

def token(t):
    match t:
        case 0 | 1 as bit:
            return f"bit {bit}"
        case [x] | (x, None):
            return f"single {x}"
        case int() | float() as num:
            return f"number {num}"
        case {"v": v} | {"value": v}:
            return f"value {v}"
    return "no match"

for t in [0, 1, [5], (6, None), 2.5, 9, {"value": 3}, {"v": 4}, "s"]:
    print(repr(t), token(t))
