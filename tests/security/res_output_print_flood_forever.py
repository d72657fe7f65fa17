# expect: budget
# stdout-contains: truncated
while True:
    print('spam' * 100)
