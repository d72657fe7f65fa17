from operator import itemgetter, attrgetter
records = [
    {"name": "alice", "dept": "eng", "salary": 120000, "start": "2019-03-01", "rating": 4.5},
    {"name": "Bob", "dept": "ops", "salary": 95000, "start": "2020-07-15", "rating": None},
    {"name": "carol", "dept": "eng", "salary": 120000, "start": "2018-01-10", "rating": 3.9},
    {"name": "dave", "dept": "sales", "salary": 70000, "start": "2021-11-30", "rating": 4.5},
    {"name": "Eve", "dept": "ops", "salary": 99000.5, "start": "2017-05-05", "rating": 2.0},
]
for r in sorted(records, key=lambda r: (-r["salary"], r["name"].lower())):
    print(f"{r['name']:<6} {r['dept']:>5} {r['salary']:>12,.2f}")
print([r["name"] for r in sorted(records, key=itemgetter("dept", "start"), reverse=True)])
print([r["name"] for r in sorted(records, key=lambda r: (r["rating"] is None, -(r["rating"] or 0)))])
print(sorted(records, key=lambda r: r["name"])[0]["name"], sorted((r["name"] for r in records), key=str.casefold))
print(max(records, key=itemgetter("salary"))["name"], min(records, key=lambda r: r["start"])["name"])
try:
    sorted(records, key=itemgetter("rating"))
except TypeError as e:
    print("TypeError:", e)
try:
    sorted(records)
except TypeError as e:
    print("TypeError:", e)
mixed = [3, 1.5, True, -2, 0.0, 10**20, 2.5e-3]
print(sorted(mixed), sorted(mixed, reverse=True), sorted(mixed, key=abs))
print(sorted(["b10", "a2", "a10", "B1"], key=lambda s: (s[0].lower(), int(s[1:]))))
words = "the Quick brown fox Jumps over the lazy dog".split()
print(sorted(words), sorted(words, key=len, reverse=True), sorted(set(words), key=lambda w: (len(w), w)))
from collections import namedtuple
Emp = namedtuple("Emp", "name age")
emps = [Emp("z", 30), Emp("a", 30), Emp("m", 25)]
print(sorted(emps, key=attrgetter("age", "name")), sorted(emps))
by_dept = {}
for r in records:
    by_dept.setdefault(r["dept"], []).append(r["salary"])
for dept, sal in sorted(by_dept.items(), key=lambda kv: sum(kv[1]) / len(kv[1]), reverse=True):
    print(f"{dept:6}{len(sal):3d}{sum(sal) / len(sal):>14,.1f}{max(sal):>12,}")
pairs = [(1, "b"), (1, "a"), (0, "z")]
pairs.sort(key=itemgetter(0)); print(pairs)
print(sorted({"b": 2, "a": 3, "c": 1}.items(), key=itemgetter(1)), sorted({"b": 2, "a": 3}, key={"b": 2, "a": 3}.get))
print(sorted([[2, "x"], [1, "y"], [2, "a"]]), sorted([(None, 1)], key=lambda t: t[1]))
print(sorted("hello world"), "".join(sorted("dcba", reverse=True)), sorted([3, 1, 2], key=None))
