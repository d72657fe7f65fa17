values = [3, -4.5, True]
print([-v for v in values])
print([abs(v) for v in values])
print([+v for v in values])
print([~v for v in [3, -4, True]])
balance = -12
print(-balance, +balance, not balance)
labels = ["a", "b"]
print(not labels, not labels[0])
print(-labels[0])
