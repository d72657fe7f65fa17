# expect: budget
while True:
    pass
