# Indexing a range with an int too large for it: IndexError, never a crash.
tries = [
    (range(10), 2**100),
    (range(10), -2**100),
    (range(2**100), 2**100),
    (range(2**100), -2**100 - 1),
    (range(-2**63, 2**63), 2**64),
    (range(-2**63, 2**63), -2**64 - 1),
]
for r, i in tries:
    try:
        print(r[i])
    except IndexError as e:
        print("IndexError:", e)
print(range(-2**63, 2**63)[2**64 - 1], range(-2**63, 2**63)[-2**64])
print(range(2**100)[2**99], range(2**100)[-1])
for key in (1.0, "a", None):
    try:
        range(2**100)[key]
    except TypeError as e:
        print("TypeError:", e)
