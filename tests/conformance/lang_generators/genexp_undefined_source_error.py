readings = [12.5, 13.1, 12.9]
adjusted = (r + 0.5 for r in readings)
print(list(adjusted))
labels = (f"#{i}" for i in range(3))
print(next(labels), next(labels))
print("building a generator over an unknown name")
fixed = (r * 2 for r in reading)
print(list(fixed))
