# expect: budget
a = 'a' * 10**6
b = ''.join(['a'] * 10**6)
while True:
    a == b
