history = ["v1", "v2", "v3"]
print(history[-1], history[:10], history[5:])
print(history[-3], history[::-1])
recent = history[-2:]
print(recent)
idx = len(history)
print(history[idx - 1])
print(history[idx])
