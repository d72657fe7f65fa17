class Reading:
    def __init__(self, value):
        self.value = value

    def __repr__(self):
        return f"Reading({self.value!r})"


data = [Reading(1.5), Reading("n/a"), Reading(None)]
print(f"{data!r}")
for r in data:
    print(f"{r!r:>20}|{r.value!s:<6}|")
values = [r.value for r in data]
print(f"{sum(v for v in values if isinstance(v, float))!r}")
print(f"{values[0] + values[1]!r}")
