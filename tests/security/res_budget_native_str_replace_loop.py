# expect: budget
s = 'ab' * 10**5
while True:
    s.replace('a', 'c')
