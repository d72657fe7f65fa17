# expect: budget
s = 'a' * 10**6
l = [0] * 10**6
while True:
    s[1:]
    l[1:]
