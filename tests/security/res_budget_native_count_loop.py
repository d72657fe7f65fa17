# expect: budget
l = [0] * 10**6
while True:
    l.count(1)
