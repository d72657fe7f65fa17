matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([[row[i] for row in matrix] for i in range(3)])
print([x for row in matrix for x in row if x % 2])
print({(i, j): i * j for i in range(1, 4) for j in range(i, 4)})
print(sorted({c for word in ["apple", "banana"] for c in word}))
people = [{"name": "A", "langs": ["py", "go"]}, {"name": "B", "langs": ["py"]}, {"name": "C", "langs": []}]
by_lang = {lang: [p["name"] for p in people if lang in p["langs"]] for lang in sorted({l for p in people for l in p["langs"]})}
print(by_lang)
print([(x, y) for x in range(3) for y in "ab" if x != 1])
print([[0] * 3 for _ in range(2)], [i if i % 3 else "fizz" for i in range(1, 7)])
print(sum(x * y for x, y in zip([1, 2, 3], [4, 5, 6])), any(x > 8 for row in matrix for x in row))
grid = ["#..", ".#.", "..#"]
print([(r, c) for r, line in enumerate(grid) for c, ch in enumerate(line) if ch == "#"])
print(dict(sorted({"b": 2, "a": 1}.items())), [*range(3), *"ab"], {**{"a": 1}, "b": 2})
print([y for x in [[1, 2], [3]] for y in x][::-1], [(lambda k: k * 2)(k) for k in range(3)])
flat = [n for sub in [[1, [2]], [3]] for n in (sub if isinstance(sub, list) else [sub])]
print(flat)
print(list(map(lambda t: t[0] + t[1], zip("abc", "xyz"))), list(filter(str.isupper, "aBcD")))
