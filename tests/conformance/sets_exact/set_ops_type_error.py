s = {1, 2}
print(s | {3})
print(s.union([3]))
try:
    s & [1]
except TypeError as e:
    print(e)
try:
    s - (1,)
except TypeError as e:
    print(e)
print(s | [3])
