# Strings kept in lists, dicts, sets and tuples while the builder keeps growing.
log = "log start " * 30
history = []
index = {}
seen = set()
for step in range(6):
    history.append(log)
    index[log] = step
    seen.add(log)
    log += f"step {step}; "
pair = (log, len(log))
log += "end"
print(len(history), [len(h) for h in history])
print([h[-9:] for h in history])
print(sorted(index.values()), len(seen))
print(all(index[h] == i for i, h in enumerate(history)))
print(all(h in seen for h in history), log in seen, log[-10:])
print(pair[0][-10:], pair[1], len(pair[0]) == pair[1])
rebuilt = "log start " * 30 + "step 0; step 1; "
print(rebuilt in index, index.get(rebuilt), hash(rebuilt) == hash(history[2]))
