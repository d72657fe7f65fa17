entries = [("a", 1), ("b", 2), ("c", 3, "extra")]
seen = []
total = 0
for key, value in entries:
    seen.append(key)
    total += value
    print(key, "=", value, "running total", total)
print(seen)
