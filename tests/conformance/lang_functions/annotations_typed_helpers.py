from_unit: dict[str, float] = {"km": 1000.0, "m": 1.0, "cm": 0.01}


def convert(value: float, unit: str = "m", *, to: str = "m") -> float:
    meters: float = value * from_unit[unit]
    return meters / from_unit[to]


def describe(values: "list[tuple[float, str]]") -> list[str]:
    out: list[str] = []
    for v, u in values:
        out.append(f"{v}{u} = {convert(v, u):g}m")
    return out


print(convert(2.5, "km"))
print(convert(150, "cm", to="m"))
for line in describe([(1, "km"), (30, "cm")]):
    print(line)
print(convert(3, "mile"))
