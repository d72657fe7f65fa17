log = [f"line{i}" for i in range(10)]
del log[:3]
print(log)
del log[-2:]
print(log)
del log[::2]
print(log)
del log[1:1]
print(log)
data = list(range(12))
del data[1::3]
print(data)
del data[:]
print(data, len(data))
