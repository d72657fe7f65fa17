squares = [x * x for x in range(10)]
print(squares)
evens = [x for x in range(20) if x % 2 == 0]
print(evens)
pairs = [(x, y) for x in range(3) for y in range(3) if x != y]
print(pairs)
words = ["Apple", "bob", "Civic", "deed", "eel"]
print([w.lower() for w in words if w.lower() == w.lower()[::-1]])
matrix = [[i * 3 + j for j in range(3)] for i in range(3)]
print(matrix)
print([row[i] for i, row in enumerate(matrix)])
flat = [v for row in matrix for v in row if v % 2]
print(flat)
labels = ["even" if n % 2 == 0 else "odd" for n in range(5)]
print(labels)
