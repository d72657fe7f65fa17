# Build a small report of ids and counts: str() of ints of every size.
ids = [0, 7, 9, 10, 42, 99, 100, 12345, -1, -9, -10, -100, -98765]
labels = ["item" + str(i) for i in ids]
print(labels)
print([len(str(i)) for i in ids])

big = [2**63 - 1, -2**63, 2**63, -2**63 - 1, 10**18, 10**19, -(10**19), 2**100, -(3**80)]
for b in big:
    print(str(b), len(str(b)), repr(b) == str(b), f"{b}" == str(b))

class Count(int):
    pass

class Loud(int):
    def __str__(self):
        return "loud " + int.__str__(self)

print(str(Count(5)), str(Count(-123)), str(Loud(17)), "%s" % Loud(3))
print(str(True), str(False), str(7) == "7", str(-0))

class Name(str):
    pass

n = Name(42)
print(type(n).__name__, n, n + "!", len(n))

totals = {}
for i in range(-5, 130, 7):
    key = "k" + str(i % 4)
    totals[key] = totals.get(key, "") + str(i) + ","
for k in sorted(totals):
    print(k, totals[k])

widths = [str(n).rjust(6) + "|" for n in (0, 5, -5, 123456, -12345)]
print("".join(widths))
print(str(10**25 + 1)[:5], str(-(10**25))[-3:])
