# expect: budget
x = 7 ** 200000
while True:
    y = x * x
