# expect: budget
l = list(range(10**5))
while True:
    repr(l)
