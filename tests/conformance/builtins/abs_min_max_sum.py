temps = [12.5, -3.0, 7.25, -8.5, 0.0, 15.0]
print(min(temps), max(temps), sum(temps), sum(temps) / len(temps))
print(abs(-7), abs(7), abs(-2.5), abs(0), abs(-0.0), abs(-2 ** 70), abs(True))
print(max(temps, key=abs), min(temps, key=abs))
print(max(3, 9, 4), min(3, 9, 4), max("apple", "pear", "fig"), min("b", "a", "c"))
print(max([], default=None), min([], default=0), max([5], default=99))
print(max([1, 2.0, 2]), max([2, 2.0]), min([1.0, 1]))
print(sum([]), sum([], 10), sum([0.1] * 10), sum(range(1, 101)), sum([1, 2.5]), sum([True, True, False]))
print(sum([[1], [2, 3]], []), sum([10 ** 20, 10 ** 20]))
people = [("ann", 34), ("bob", 27), ("cid", 41), ("dee", 27)]
print(max(people, key=lambda p: p[1]), min(people, key=lambda p: p[1]))
print(max(people), min(people))
words = ["kiwi", "banana", "fig", "cherry"]
print(max(words, key=len), min(words, key=len))
scores = {"x": 3, "y": 11, "z": 7}
print(max(scores), max(scores, key=scores.get), max(scores.values()), min(scores.items(), key=lambda kv: kv[1]))
print(abs(3 - 10), abs(-1e-300), max(-0.0, 0.0), min(0, -0.0))
