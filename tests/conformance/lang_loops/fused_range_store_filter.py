# Fill loops and filter comprehensions over ranges, with the cases a fast
# path could get wrong: a list subclass's __setitem__, the loop variable
# as the stored value, negative and huge steps, IndexError part-way,
# a global loop variable, a list stored into itself, truth by __bool__.
class Logged(list):
    def __setitem__(self, i, v):
        print("set", i, v)
        super().__setitem__(i, v)

a = Logged([0] * 3)
for j in range(3):
    a[j] = 1
print(a)

b = [0] * 6
for j in range(6):
    b[j] = j
print(b)
for j in range(-6, 0):
    b[j] = j * 10
print(b, j)

c = [0] * 3
try:
    for j in range(-5, 3):
        c[j] = 7
except IndexError as e:
    print("IndexError:", e, j, c)
try:
    for j in range(0, 10):
        c[j] = j
except IndexError as e:
    print("IndexError:", e, j, c)

d = [0] * 10
for j in range(9, -1, -4):
    d[j] = 1
print(d, j)
e = [0] * 3
try:
    for j in range(2, 9223372036854775807, 9223372036854775806):
        e[j] = 5
except IndexError as ex:
    print("IndexError:", ex, j, e)

g = [0] * 5
for k in range(5):
    g[k] = k
print(g, k)

def reset():
    global k
    for k in range(3):
        g[k] = -1
    return k

print(reset(), k, g)

h = [0] * 3
for j in range(3):
    h[j] = h
print(len(h), h[0] is h, h[2] is h)

flags = [0, 1, True, None, False, 2, 0]
print([j for j in range(len(flags)) if flags[j]])
print([j for j in range(-7, 0) if flags[j]])
print([j for j in range(len(flags)) if not flags[j]])
print([flags for j in range(3) if flags[j]] == [flags, flags])

class Flag:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        print("bool", self.v)
        return self.v

mixed = [1, Flag(True), 0, Flag(False), 5, 1.0, 0.0, "", "x", 2**70]
print([j for j in range(len(mixed)) if mixed[j]])
try:
    print([j for j in range(9) if flags[j]])
except IndexError as ex:
    print("IndexError:", ex)
