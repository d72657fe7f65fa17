# Pipelines mixing generators with zip, enumerate, map, filter and reversed.
names = ["ann", "bob", "cy", "dee"]
ages = (31, 25, 40)


def initials(seq):
    for s in seq:
        yield s[0].upper()


print(list(zip(names, ages)), list(zip(initials(names), ages)))
print(list(enumerate(initials(names), start=1)))
print(dict(zip(names, map(len, names))))
print(list(filter(lambda p: p[1] > 26, zip(names, ages))))
print(list(reversed(list(initials(names)))))
try:
    reversed(initials(names))
except TypeError as e:
    print(type(e).__name__, e)
try:
    len(initials(names))
except TypeError as e:
    print(type(e).__name__, e)
try:
    initials(names)[0]
except TypeError as e:
    print(type(e).__name__, e)
g = initials(names)
print(list(zip(g, g)))
print(list(zip(*[iter(range(7))] * 3)))
try:
    list(zip(names, ages, strict=True))
except ValueError as e:
    print(type(e).__name__, e)
