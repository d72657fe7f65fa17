# Bitwise operators and shifts on ints of every size and sign, bools,
# and true division with a float on either side.
vals = [0, 1, -1, 5, -6, 255, -256, 2**31 - 1, -(2**31), 2**62, -(2**63), 2**63 - 1, 2**64, -(2**70)]
rows = []
for a in vals:
    rows.append((a & 0xFF, a | 1, a ^ -1, a >> 0, a >> 1, a >> 9, a >> 63, a >> 64, a >> 200))
for r in rows:
    print(r)
print([a & b for a in vals[:6] for b in vals[:6]])
print([a ^ b for a in vals[6:10] for b in vals[-4:]])
print(True & True, True & 1, True | 2, False ^ True, 6 & True, True >> 0, 5 >> True)
try:
    print(1 >> -1)
except ValueError as e:
    print("ValueError:", e)
h = 0
for ch in "records":
    h = (h * 31) ^ ord(ch)
    h &= 0xFFFFFFFF
    h >>= 1
print(h)
print(7 / 2.0, 7.0 / 2, -7 / 2.0, 0 / -2.0, -0.0 / 5, 1 / 3.0, 2**62 / 0.5, 1e308 / 1e-10, 5 / float("inf"))
for a, b in ((1, 0.0), (1.5, 0), (0.0, -0.0)):
    try:
        print(a / b)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
x = 9
x /= 2.0
y = 10.0
y /= 4
print(x, y, 7 / 2, 2**80 / 2.0)
