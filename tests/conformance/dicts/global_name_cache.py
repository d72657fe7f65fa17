# Module globals read in loops and functions while they are rebound,
# deleted, and shadow or unshadow builtins.
count = 0
for i in range(5):
    count = count + i
print(count)


def read_len(x):
    return len(x)


print(read_len("abc"))
len = lambda x: 42
print(read_len("abc"))
del len
print(read_len("abcd"))

total = 10


def bump():
    global total
    total += 1
    return total


print(bump(), bump(), total)
del total
try:
    print(bump())
except NameError as e:
    print("NameError:", e)
total = 100
print(bump())

names = {}
for k in ["a", "b", "c"]:
    names[k] = k * 2
    last = names[k]
print(last, names)


def make():
    global fresh
    fresh = "new"


try:
    print(fresh)
except NameError as e:
    print("NameError:", e)
make()
print(fresh)
for j in range(3):
    globals_seen = [fresh, j]
    fresh = fresh + "!"
print(globals_seen, fresh)
