def distance(x1, y1, x2, y2):
    return ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5


start = (0, 0)
end = (3, 4)
print(distance(*start, *end))
segments = [((1, 1), (4, 5)), ((2, 2), (2, 10)), ((-1, 0), (0, 0))]
for a, b in segments:
    print(a, b, distance(*a, *b))

columns = [[1, 2, 3], [4, 5, 6]]
print(list(zip(*columns)))
print(max(*[7, 3, 9, 1]))
words = ["b", "a", "c"]
print(*sorted(words), sep=", ")
print(*range(3), *"xy")
