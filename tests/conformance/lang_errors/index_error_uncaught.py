history = [100, 102, 101, 105]
changes = []
for i in range(len(history)):
    change = history[i + 1] - history[i]
    changes.append(change)
    print(i, change)
print(changes)
print(max(changes))
