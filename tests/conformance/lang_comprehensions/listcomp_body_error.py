readings = ["12", "7", "0", "4"]
values = [int(r) for r in readings]
print(values)
ratios = [round(100 / v, 2) for v in values if v]
print(ratios)
labels = [f"{r:>4}" for r in readings]
print(labels)
nonzero = [v for v in values if v != 0]
print(len(nonzero), "non-zero readings")
inverse = [1 / v for v in values]
print(inverse)
