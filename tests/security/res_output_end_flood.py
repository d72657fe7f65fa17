# expect: budget | ok
# stdout-contains: truncated
for i in range(10**6):
    print(i, end='')
