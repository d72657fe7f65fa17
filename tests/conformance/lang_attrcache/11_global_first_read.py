# Module code runs once: each global read is a first read, found in the
# module's namespace or among the builtins, and remembered for the next.
x = 1
print(x, len("abc"), abs(-2))
len = lambda s: 42            # a global shadows a builtin
print(len("abc"))
del len                        # the builtin shows again
print(len("abc"))


def reader():
    return y, max(3, 4)


y = "first"
print(reader())
y = "second"                   # same key, new value
print(reader())
del y
try:
    reader()
except NameError as e:
    print("NameError:", e)
y = "back"
print(reader())
max = min                      # a new global that shadows a builtin read before
print(reader())
del max
print(reader())
for i in range(3):
    z = i * 10
    print(z + i, sum([z, i]))
try:
    print(undefined_name)
except NameError as e:
    print("NameError:", e)
