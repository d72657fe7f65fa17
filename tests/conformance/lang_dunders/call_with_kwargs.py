class Validator:
    def __init__(self, name, **rules):
        self.name = name
        self.rules = rules

    def __call__(self, value, *, strict=False):
        problems = []
        if "min" in self.rules and value < self.rules["min"]:
            problems.append(f"below {self.rules['min']}")
        if "max" in self.rules and value > self.rules["max"]:
            problems.append(f"above {self.rules['max']}")
        if strict and not isinstance(value, int):
            problems.append("not an int")
        return f"{self.name}({value}): " + (", ".join(problems) or "ok")


age = Validator("age", min=0, max=130)
print(age(30))
print(age(-2))
print(age(200.5, strict=True))
checks = {"pct": Validator("pct", max=100)}
print(checks["pct"](101))
