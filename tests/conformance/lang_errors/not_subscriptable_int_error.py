counts = {"a": 2, "b": 5}
total = sum(counts.values())
print("total", total)
for key in counts:
    print(key, counts[key])
ratios = {k: v / total for k, v in counts.items()}
print(ratios)
first = total[0]
print(first)
