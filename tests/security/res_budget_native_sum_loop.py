# expect: budget
l = [1] * 10**6
while True:
    sum(l)
