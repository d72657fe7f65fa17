# expect: budget
# Each insert(0, x) moves the whole list: the move must be charged.
l = []
i = 0
while True:
    l.insert(0, i)
    i += 1
