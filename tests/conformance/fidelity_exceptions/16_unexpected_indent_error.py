values = [3, 1, 2]
    values.sort()
print(values)
