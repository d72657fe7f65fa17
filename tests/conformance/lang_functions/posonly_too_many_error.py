def average(values, /, *, weights=None):
    if weights is None:
        weights = [1] * len(values)
    total = sum(v * w for v, w in zip(values, weights))
    return total / sum(weights)


temps = [21.5, 23.0, 19.5, 22.0]
print(average(temps))
print(average(temps, weights=[1, 2, 1, 0]))

# weights must be given by keyword
print(average(temps, [1, 1, 1, 1]))
