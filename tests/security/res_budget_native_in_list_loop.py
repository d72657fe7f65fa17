# expect: budget
l = [0] * 10**6
while True:
    -1 in l
