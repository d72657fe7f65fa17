# Float arithmetic with ints and floats, in expressions and in place:
# signed zeros, infinities, NaN, big ints, bools and number subclasses.
vals = [0, -0.0, 0.0, 1, -3, 2.5, -1e308, 1e308, 2**62, 2**63, 2**80, True]
out = []
for a in vals:
    for b in (1.5, -0.0, 1e308, float("inf")):
        out.append((a + b, a - b, a * b, b + a, b - a, b * a))
print(out[:6])
print(out[-6:])
print([repr(t) for t in out[20:24]])
inf = float("inf")
print(inf - inf, inf * 0, 0 * inf, -0.0 * 5, 5 * -0.0, 0 - 0.0, -0.0 - 0, -0.0 + 0)
print(1e308 * 10, -1e308 * 10, 2**1023 * 2.0, (2**53 + 1) * 1.0, (2**53 + 1) + 0.0)
try:
    print(2**1024 * 1.0)
except OverflowError as e:
    print("OverflowError:", e)

total = 0
for k in range(10):
    total += k * 0.1
    total -= 0.05
print(total, round(total, 12))
x = 7
x *= 0.5
x += 1
x -= 2.25
print(x)
acc = 1.0
acc *= 3
acc += True
print(acc)


class F(float):
    def __add__(self, other):
        return "F.add"

    def __rmul__(self, other):
        return "F.rmul"


class I(int):
    def __sub__(self, other):
        return "I.sub"


print(F(1.0) + 2, 1.5 * F(2.0), F(2.0) - 1, I(3) - 0.5, 0.5 - I(3), 2.0 * I(4))


class Box:
    def __init__(self, v):
        self.v = v


b = Box(1)
for k in range(5):
    b.v += 0.25
    b.v *= 2
print(b.v)
try:
    x = 1.5
    x += "a"
except TypeError as e:
    print("TypeError:", e)
try:
    print(1.5 * None)
except TypeError as e:
    print("TypeError:", e)
