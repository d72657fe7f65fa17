# Sorting is stable: equal keys keep their original order.
people = [("ann", 30), ("bob", 25), ("cy", 30), ("dee", 25), ("eve", 35), ("fay", 30)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: p[1], reverse=True))
by_name_then_age = sorted(sorted(people, key=lambda p: p[0], reverse=True), key=lambda p: p[1])
print(by_name_then_age)
print(sorted(people, key=lambda p: (-p[1], p[0])))
words = ["bb", "a", "ccc", "dd", "e", "fff"]
print(sorted(words, key=len), sorted(words, key=len, reverse=True))
words.sort(key=len)
print(words)
records = [{"k": 2, "id": "x"}, {"k": 1, "id": "y"}, {"k": 2, "id": "z"}, {"k": 1, "id": "w"}]
print([r["id"] for r in sorted(records, key=lambda r: r["k"])])
print(sorted("BaAbCc", key=str.lower))
print(sorted([3, 1, 2], key=lambda v: 0))
try:
    sorted(records)
except TypeError as e:
    print(type(e).__name__, e)
try:
    sorted([1, 2], key=lambda v, w: v)
except TypeError as e:
    print(type(e).__name__, e)
