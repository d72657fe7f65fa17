rows = [("id", 4), ("name", 10)]
for label, w in rows:
    print(f"|{label:>{w}}|")
widths = {"id": 4, "name": 10}
print(f"|{'x':^{widths['id']}}|")
precision = 2
print(f"{3.14159:.{precision}f}")
precision = "two"
print(f"{3.14159:.{precision}f}")
