def find(items, target):
    for i, x in enumerate(items):
        if x == target:
            return i
idx = find([3, 1, 4], 4)
print(idx + 1)
idx = find([3, 1, 4], 9)
print(idx + 1)
