# expect: error RecursionError
a = []
a.append(a)
b = []
b.append(b)
print(a == b)
