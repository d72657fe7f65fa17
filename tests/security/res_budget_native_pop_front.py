# expect: budget
l = [0] * 10**6
while l:
    l.pop(0)
