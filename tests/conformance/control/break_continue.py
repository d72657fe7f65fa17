for i in range(10):
    if i == 2:
        continue
    if i == 7:
        break
    print(i, end=" ")
print()
found = None
for row in [[1, 3], [5, 8, 9], [10]]:
    for v in row:
        if v % 2 == 0:
            found = v
            break
    if found is not None:
        break
print("first even:", found)
skipped = 0
for word in ["keep", "", "  ", "also", "#comment", "last"]:
    if not word.strip() or word.startswith("#"):
        skipped += 1
        continue
    print(word)
print("skipped", skipped)
