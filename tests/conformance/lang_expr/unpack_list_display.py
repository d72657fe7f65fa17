defaults = ["--quiet", "--color"]
user = ["--verbose"]
args = [*defaults, *user, "--out", "x.txt"]
print(args)
print([*range(3), *"ab", *(9, 8)])
print((*defaults, "end"))
print({*[1, 2, 2], *{3}})
head, tail = [1, 2], (3, 4)
merged = [0, *head, *tail, 5]
print(merged, len(merged))
matrix = [[1, 2], [3, 4]]
print([*matrix[0], *matrix[1]])
print([*[], *()])
t = *head, *tail
print(t)
