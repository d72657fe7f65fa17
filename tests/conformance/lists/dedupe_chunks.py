values = [3, 1, 3, 2, 1, 5, 2, 8]
seen = []
unique = []
for v in values:
    if v not in seen:
        seen.append(v)
        unique.append(v)
print(unique)
def chunks(lst, size):
    return [lst[i:i + size] for i in range(0, len(lst), size)]
print(chunks(list(range(11)), 3))
print(chunks([], 2))
window = [sum(values[i:i + 3]) for i in range(len(values) - 2)]
print(window)
flat = []
for group in chunks(values, 3):
    flat.extend(group)
print(flat == values)
