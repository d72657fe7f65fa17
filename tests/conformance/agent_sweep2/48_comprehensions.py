matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([row[i] for i in range(3) for row in matrix][:4])
print([[row[i] for row in matrix] for i in range(3)])
print([x for row in matrix for x in row if x % 2])
print({x: x ** 2 for x in range(5) if x != 2})
print({c.lower() for c in "Hello World" if c.isalpha()} == set("helowrd"))
words = ["apple", "banana", "cherry", "avocado"]
print({w[0]: [v for v in words if v[0] == w[0]] for w in words})
print(list(zip(*matrix)), list(zip("ab", [1, 2, 3])))
print(dict(zip(["a", "b"], [1, 2])), dict(enumerate("xy", start=1)))
print([(i, j) for i in range(3) for j in range(i)])
print(sum(x * y for x, y in zip([1, 2, 3], [4, 5, 6])))
flat = [y for x in [[1, [2]], [3]] for y in x]
print(flat, any(x > 8 for x in range(10)), all([]), any([]))
print([i if i % 3 else "fizz" for i in range(1, 8)])
x = 10
print([x for x in range(3)], x)
try:
    zip([1, 2], [3], strict=True).__next__(); list(zip([1, 2], [3], strict=True))
except ValueError as e:
    print(e)
