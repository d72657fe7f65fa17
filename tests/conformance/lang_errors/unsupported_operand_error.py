durations = [15, 30, 45]
total = sum(durations)
print("total minutes", total)
labels = {"unit": "min"}
print(total / len(durations))
print(f"{total} {labels['unit']}")
report = total - labels
print(report)
