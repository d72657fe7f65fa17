from operator import itemgetter, attrgetter, methodcaller
emps = [{"name": "Ann", "dept": "eng", "sal": 120, "start": "2019-03-01"},
        {"name": "bob", "dept": "ops", "sal": 95, "start": "2021-07-15"},
        {"name": "Cy", "dept": "eng", "sal": 120, "start": "2018-01-20"},
        {"name": "dee", "dept": "ops", "sal": 101, "start": "2020-11-30"}]
print([e["name"] for e in sorted(emps, key=itemgetter("dept", "sal"))])
print([e["name"] for e in sorted(emps, key=lambda e: (-e["sal"], e["start"]))])
print([e["name"] for e in sorted(emps, key=lambda e: e["name"].lower(), reverse=True)])
print(sorted(["10", "9", "100", "1"]), sorted(["10", "9", "100", "1"], key=int))
print(sorted(["b", "B", "a", "A"]), sorted(["b", "B", "a", "A"], key=str.casefold))
print(sorted([(1, "b"), (1, "a"), (0, "z")]), sorted([3, 1, 2], reverse=True))
print(sorted("hello world".split(), key=len), max(emps, key=itemgetter("sal"))["name"])
class P:
    def __init__(self, n, a): self.n, self.a = n, a
    def __repr__(self): return f"P({self.n},{self.a})"
ps = [P("x", 3), P("y", 1), P("z", 2)]
print(sorted(ps, key=attrgetter("a")), min(ps, key=attrgetter("n")))
print(sorted(["  b", "a  ", " c "], key=methodcaller("strip")))
import heapq
print(heapq.nlargest(2, emps, key=itemgetter("sal"))[1]["name"], heapq.nsmallest(3, [5, 1, 8, 3, 9]))
nums = [5, 3, 8, 1]
nums.sort(key=lambda n: n % 3)
print(nums)
try:
    sorted([1, "a", 2])
except TypeError as e:
    print(e)
print(sorted({"b": 1, "a": 2}), sorted({"b": 1, "a": 2}.items(), key=itemgetter(1)))
print(sorted([None, 1, 2], key=lambda x: (x is None, x or 0)))
words = ["apple", "Banana", "cherry", "date"]
print(sorted(words, key=lambda w: (len(w), w.lower())))
