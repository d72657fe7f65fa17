# Source with Windows line ends, and one old Mac line end.
records = {"alpha": 1, "beta": 22, "gamma": 333}
total = 0
for name, value in records.items():
    total += value
    print(f"{name:>8} {value:>5}")print("total", total)
text = """two
lines"""
print(repr(text), len(text))
