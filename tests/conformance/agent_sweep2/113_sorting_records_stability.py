records = [
    ("eng", "ann", 120000, "2019-03-01"), ("ops", "bob", 95000, "2020-07-15"),
    ("eng", "cy", 120000, "2018-11-20"), ("eng", "di", 135000, "2021-01-05"),
    ("ops", "ed", 99000, "2019-03-01"), ("hr", "flo", 70000, "2022-02-28"),
]
by_salary = sorted(records, key=lambda r: r[2], reverse=True)
print([r[1] for r in by_salary])
stable = sorted(sorted(records, key=lambda r: r[1]), key=lambda r: r[0])
print([(r[0], r[1]) for r in stable])
multi = sorted(records, key=lambda r: (r[0], -r[2], r[3]))
for dept, name, sal, start in multi:
    print(f"{dept:<4}{name:<5}{sal:>9,}  {start}")
from itertools import groupby
for dept, grp in groupby(multi, key=lambda r: r[0]):
    g = list(grp)
    print(dept, len(g), max(g, key=lambda r: r[2])[1], sum(r[2] for r in g) // len(g))
print(min(records, key=lambda r: r[3])[1], sorted({r[3][:4] for r in records}))
