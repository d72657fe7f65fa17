d = {}
try:
    d.update([('a', 1, 2)])
except ValueError as e:
    print("caught:", e)
try:
    dict([('a', 1), 'abc'])
except ValueError as e:
    print("caught:", e)
print(d)
dict([('k', 'v'), ('x',)])
