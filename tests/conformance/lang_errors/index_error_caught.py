rows = [["a", 1], ["b"], []]
for r in rows:
    try:
        print(r[0], r[1])
    except IndexError as e:
        print("short row", r, "->", e)
for seq in ["", (), range(0)]:
    try:
        seq[0]
    except IndexError as e:
        print(type(seq).__name__, e)
try:
    [].pop()
except IndexError as e:
    print(e)
