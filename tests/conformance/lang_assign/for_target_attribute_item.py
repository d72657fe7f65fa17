class Cursor:
    pos = None


c = Cursor()
for c.pos in range(3):
    print("cursor at", c.pos)
print("final", c.pos)
slots = [None, None, None]
for i, slots[i] in enumerate("xyz"):
    pass
print(slots)
d = {}
for d["last"] in ["a", "b"]:
    print(d)
