# Fill loops written at the top level of a snippet, where the loop
# variable and the list are globals.
n = 60
is_prime = [True] * (n + 1)
is_prime[0] = is_prime[1] = False
for i in range(2, int(n ** 0.5) + 1):
    if is_prime[i]:
        for j in range(i * i, n + 1, i):
            is_prime[j] = False
print([k for k in range(n + 1) if is_prime[k]], i, j)

squares = [0] * 8
for k in range(8):
    squares[k] = k
print(squares, k)
for k in range(-1, -9, -3):
    squares[k] = None
print(squares, k)
for k in range(3, 3):
    squares[k] = "never"
print(k)

label = "on"
marks = [""] * 7
for pos in range(1, 7, 2):
    marks[pos] = label
print(marks, pos)

try:
    for pos in range(5, 20):
        marks[pos] = "x"
except IndexError as e:
    print("IndexError:", e, pos, marks)


def use_globals():
    global g
    out = [0] * 5
    for g in range(5):
        out[g] = -1
    return out


print(use_globals(), g)

table = [[0] * 3 for _ in range(3)]
row = table[1]
for c in range(3):
    row[c] = c * 10
print(table, c)

vals = [1] * 6
vals2 = vals
for vals in range(3):
    vals2[vals] = 0
print(vals, vals2)
