# Arithmetic and comparisons mixing ints and floats, in place and not.
vals = [0, 1, -1, 7, -7, 3, 2 ** 53, -(2 ** 53), 2 ** 53 + 1, 2 ** 62, -(2 ** 63), 2 ** 63 - 1, 10 ** 20]
fvals = [0.0, -0.0, 0.5, -2.5, 1e300, float("inf"), float("-inf"), float("nan"), 3.0, 2.0 ** 53]


def show(label, f):
    try:
        r = f()
    except Exception as e:
        r = type(e).__name__ + ": " + str(e)
    print(label, repr(r))


for a in vals:
    for b in fvals:
        show(f"{a}+{b}", lambda: a + b)
        show(f"{b}-{a}", lambda: b - a)
        show(f"{a}*{b}", lambda: a * b)
        show(f"{a}/{b}", lambda: a / b)
        show(f"{b}/{a}", lambda: b / a)
        print(a < b, a <= b, a > b, a >= b, a == b, a != b, b < a, b == a)

for a in vals:
    for b in (1, -1, 2, -3, 7, 0, 2 ** 53, -(2 ** 63)):
        show(f"{a}//{b}", lambda: a // b)
        show(f"{a}%{b}", lambda: a % b)
        show(f"{a}/{b}", lambda: a / b)
        show(f"{a}&{b}", lambda: (a & b, a | b, a ^ b))
        show(f"{a}-{b}", lambda: (a - b, a * b, a + b))

x = 10
x -= 3
x *= 4
x //= 3
x %= 5
x /= 4
print(x)
y = 1.5
y += 2
y -= 0.25
y *= 3
y /= 2
y -= 1
print(y)
n = 3
n += 0.5
n *= 2
print(n)
z = -(2 ** 63)
z -= 1
print(z)
z = 2 ** 62
z *= 4
print(z)
w = -(2 ** 63)
try:
    w //= -1
    print(w)
except Exception as e:
    print(type(e).__name__, e)
w = -(2 ** 63)
w %= -1
print(w, -7 % -1, 7 % -1)
for d in (0, 0.0):
    for e in ("1 / d", "1.5 / d", "1 // d", "1 % d"):
        try:
            v = 1
            v /= d
        except ZeroDivisionError as err:
            print("inplace", err)
print(True + 0.5, 2.5 * False, True / 2, 1.0 < True, False == 0.0)


class Money(float):
    def __add__(self, other):
        return "Money.add"

    def __iadd__(self, other):
        return "Money.iadd"

    def __lt__(self, other):
        return "Money.lt"


class Count(int):
    def __sub__(self, other):
        return "Count.sub"

    def __rtruediv__(self, other):
        return "Count.rtruediv"


m = Money(1.5)
print(m + 1, m + 1.0, m < 2)
m += 1
print(m)
c = Count(5)
print(c - 1, c - 1.5, 1.0 / c, 2 / c)
c -= 2
print(c)
nan = float("nan")
print(nan == nan, nan != nan, nan < 1, 1 < nan, nan >= 0.0, 2 ** 53 + 1 == 2.0 ** 53, 2 ** 53 + 1 > 2.0 ** 53)
i = 0
total = 0.0
while i < 10:
    if i < 4.5:
        total += i / 2
    elif i >= 7.0:
        total -= i * 0.25
    i += 1
print(total, i)
