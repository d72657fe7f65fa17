# Integer and float arithmetic at the edges of 64-bit ints: overflow into
# big ints, floor division and modulo signs, shifts by large counts, and
# ints mixed with floats beyond 2**53.
M = 9223372036854775807
m = -M - 1
edges = [0, 1, -1, 3, -3, 63, 64, -64, 2**53 + 1, -2**53 - 1, M, m, 2**62]
floats = [0.0, -2.5, float("inf"), 9007199254740993.0]

def table(x, y):
    row = []
    for name, fn in [("+", lambda: x + y), ("-", lambda: x - y), ("*", lambda: x * y),
                     ("//", lambda: x // y), ("%", lambda: x % y), ("/", lambda: x / y),
                     ("&", lambda: x & y), (">>", lambda: x >> y),
                     ("<<", lambda: x << y if not isinstance(y, int) or y < 100 else "big"),
                     ("<", lambda: x < y), ("==", lambda: x == y)]:
        try:
            row.append(repr(fn()))
        except Exception as e:
            row.append(type(e).__name__)
    return " ".join(row)

for x in edges + floats:
    for y in edges + floats:
        if isinstance(x, int) and isinstance(y, int) or x in (0, 1, M) or y in (1, -3, 64):
            print(x, y, table(x, y))

z = m
z //= -1
print(z, -m, -(m + 1), m % -1, M % -1)
w = 1
w <<= 62
print(w, w << 1, -w << 1, 5 >> M, -5 >> M)
print(2**53 + 1.0, (2**53 + 1) * 1.0, (2**53 + 1) / 1, (2**53 + 1) == 2.0**53, 2**53 == 2.0**53)
print(1 / 3, M / 3, m / -1, 10**18 / 7)
for a, b in [(1.0, 0), (1, 0.0), (0, 0), (5, 0)]:
    try:
        print(a / b)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
print(True + True, True & True, True << 2, -True, True / True, 1.5 + True)
