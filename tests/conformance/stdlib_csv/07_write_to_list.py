import csv

class Collector:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)

c = Collector()
w = csv.writer(c)
for i in range(3):
    print(w.writerow([i, i * i, f"row {i}"]))
print(c.parts)
rows = [[str(x) for x in range(5)] for _ in range(200)]
c2 = Collector()
csv.writer(c2).writerows(rows)
parsed = list(csv.reader("".join(c2.parts).splitlines()))
print(len(parsed), parsed[0] == rows[0], parsed == rows)
