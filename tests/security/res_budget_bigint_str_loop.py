# expect: budget
x = 10**4000
while True:
    str(x)
