try:
    dict([1, 2])
except TypeError as e:
    print("caught:", e)
try:
    {}.update([('a', 1), None])
except TypeError as e:
    print("caught:", e)
try:
    dict(5)
except TypeError as e:
    print("caught:", e)
dict([('a', 1), ('b', 2), 3])
