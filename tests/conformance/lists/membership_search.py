inventory = ["apple", "banana", "cherry", "date"]
print("banana" in inventory, "grape" in inventory, "grape" not in inventory)
print(inventory.index("cherry"))
target = 23
data = [4, 8, 15, 16, 23, 42]
lo, hi = 0, len(data) - 1
steps = 0
while lo <= hi:
    mid = (lo + hi) // 2
    steps += 1
    if data[mid] == target:
        break
    elif data[mid] < target:
        lo = mid + 1
    else:
        hi = mid - 1
print("found at", mid, "in", steps, "steps")
print([1, 2] in [[1, 2], [3]], 3 in [1.0, 3.0])
