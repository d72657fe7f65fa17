def parse_level(name):
    match name:
        case "debug":
            return 10
        case "info":
            return 20
        case "warning":
            return 30
        case "error":
            return 40
        case _:
            raise ValueError(f"unknown log level: {name!r}")


for lvl in ["info", "error", "debug"]:
    print(lvl, parse_level(lvl))
print(parse_level("verbose"))
