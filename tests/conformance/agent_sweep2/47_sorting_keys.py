people = [("alice", 30, "NY"), ("Bob", 25, "LA"), ("carol", 30, "SF"), ("dave", 25, "NY")]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: (-p[1], p[0])))
print(sorted(people, key=lambda p: p[0].lower()))
print(sorted(people))
from operator import itemgetter, attrgetter, methodcaller
print(sorted(people, key=itemgetter(2, 0)))
print(sorted(["b", "A", "c", "B"]), sorted(["b", "A", "c", "B"], key=str.casefold))
words = "the Quick brown fox Jumps".split()
print(sorted(words, key=len), sorted(words, key=len, reverse=True))
print(list(map(methodcaller("upper"), words[:2])))
class R:
    def __init__(self, n): self.n = n
    def __repr__(self): return f"R{self.n}"
print(sorted([R(3), R(1), R(2)], key=attrgetter("n")))
nums = [3, -1, 4, -1, 5, -9]
nums.sort(key=abs); print(nums)
print(sorted({"b": 2, "a": 3, "c": 1}.items(), key=itemgetter(1)))
print(sorted("hello"), sorted((3, 1, 2), reverse=True), sorted(set([3, 1, 2])))
try:
    sorted([R(1), R(2)])
except TypeError as e:
    print(e)
