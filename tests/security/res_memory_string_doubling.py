# expect: memory | budget
s = 'ab'
while True:
    s = s + s
