def unit_factor(unit):
    match unit:
        case "m" | "meter" | "meters":
            return 1.0
        case "km" | "kilometer":
            return 1000.0
        case "cm" | "centimeter":
            return 0.01
        case "mi" | "mile":
            return 1609.344


def to_meters(value, unit):
    return value * unit_factor(unit)


print(to_meters(5, "km"))
print(to_meters(30, "cm"))
print(to_meters(2, "mi"))
print(to_meters(10, "yard"))
