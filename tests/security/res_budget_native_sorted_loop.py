# expect: budget
l = list(range(10**5))
while True:
    sorted(l, reverse=True)
