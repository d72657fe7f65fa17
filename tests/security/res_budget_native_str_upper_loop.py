# expect: budget
s = 'ab' * 10**6
while True:
    s.upper()
