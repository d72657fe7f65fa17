# expect: budget
n = 0
while True:
    try:
        while True:
            n += 1
    except:
        n = 0
