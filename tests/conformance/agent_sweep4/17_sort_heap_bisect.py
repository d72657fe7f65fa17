import heapq, bisect
from operator import itemgetter, attrgetter, methodcaller
people = [("ann", 31, "NY"), ("bob", 25, "LA"), ("cy", 31, "LA"), ("dee", 22, "NY"), ("ed", 25, "SF")]
print(sorted(people, key=itemgetter(1, 0)))
print(sorted(people, key=lambda p: (-p[1], p[2], p[0])))
print(sorted(people, key=itemgetter(2), reverse=True))
by_city = sorted(sorted(people, key=itemgetter(0)), key=itemgetter(2))
print([p[0] for p in by_city])
print(heapq.nlargest(3, people, key=itemgetter(1)), heapq.nsmallest(2, [5, 1, 8, 1, 3]))
h = []
for pr, task in [(3, "c"), (1, "a"), (2, "b"), (1, "a2")]:
    heapq.heappush(h, (pr, task))
print([heapq.heappop(h) for _ in range(len(h))])
nums = [9, 4, 7, 1, 8, 2]
heapq.heapify(nums); print(nums, heapq.heappushpop(nums, 5), heapq.heapreplace(nums, 0), nums)
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [0])), list(heapq.merge(["b", "a"], ["c"], key=str.upper, reverse=False)))
def topk(words, k):
    from collections import Counter
    c = Counter(words)
    return heapq.nsmallest(k, c.items(), key=lambda kv: (-kv[1], kv[0]))
print(topk("the cat and the dog and the bird".split(), 3))
grades = [60, 70, 80, 90]
def grade(s): return "FDCBA"[bisect.bisect(grades, s)]
print([grade(s) for s in [33, 60, 69, 70, 99, 100, 90]])
a = [1, 2, 2, 2, 5]
print(bisect.bisect_left(a, 2), bisect.bisect_right(a, 2), bisect.bisect_left(a, 3), bisect.bisect(a, 0), bisect.bisect_left(a, 2, 2))
bisect.insort(a, 3); bisect.insort_left(a, 2); print(a)
recs = [{"t": 1}, {"t": 5}, {"t": 9}]
print(bisect.bisect_left(recs, 5, key=itemgetter("t")), bisect.bisect_right(recs, 5, key=lambda r: r["t"]))
bisect.insort(recs, {"t": 6}, key=itemgetter("t")); print(recs)
class P:
    def __init__(self, n, a): self.name, self.age = n, a
    def __repr__(self): return f"P({self.name},{self.age})"
    def greet(self, g): return f"{g}, {self.name}"
ps = [P("z", 3), P("a", 3), P("m", 1)]
print(sorted(ps, key=attrgetter("age", "name")), list(map(methodcaller("greet", "hi"), ps)), attrgetter("name")(ps[0]))
print(itemgetter(0)("abc"), itemgetter(slice(1, None))("abc"), itemgetter("a", "b")({"a": 1, "b": 2}), itemgetter()("x") if False else "")
print(sorted(["b10", "a2", "b9", "a10"], key=lambda s: (s[0], int(s[1:]))), sorted("Hello World", key=str.lower))
print(sorted([3, 1, 2], key=None), sorted({"b": 1, "a": 2}), sorted({"b": 1, "a": 2}.items(), key=itemgetter(1)), max("ab", "b", key=len))
print(sorted([(1, "b"), (1, "a"), (0, "z")]), sorted([[2], [1, 5], [1]]), sorted([True, False, 0, 1]), sorted([-1.5, 2, -3]))
print(min([4, 2, 8], default=0), max([], default="none"), min("xyz"), max(3, 9, 1), min((1, "a"), (1, "B")), max([0.5, 1], key=abs))
try:
    heapq.heappush([(1, {})], (1, {}))
except TypeError as e:
    print("TypeError:", e)
print(sorted(people, key=itemgetter(1))[-1], [x for _, x in sorted(zip([3, 1, 2], "abc"))])
