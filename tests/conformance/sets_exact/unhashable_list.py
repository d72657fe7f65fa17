s = set()
try:
    s.add({})
except TypeError as e:
    print(e)
try:
    set([1, [2]])
except TypeError as e:
    print(e)
try:
    {1, 2}.discard([1])
except TypeError as e:
    print(e)
try:
    hash({1})
except TypeError as e:
    print(e)
s.add([1, 2])
