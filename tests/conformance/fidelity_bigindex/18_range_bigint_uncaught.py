# An uncaught IndexError from a big range index.
r = range(2**100, 2**100 + 5)
print(r[4])
print(r[5])
