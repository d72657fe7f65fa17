# expect: error RuntimeError
s = set(range(10))
for x in s:
    s.add(x + 1000)
