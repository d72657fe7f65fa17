limits = {"low": 10, "high": 50}
readings = [12, 55, 30, "40"]
flagged = []
for r in readings:
    inside = limits["low"] <= r <= limits["high"]
    print(r, "ok" if inside else "out of range")
    if not inside:
        flagged.append(r)
print("flagged:", flagged)
