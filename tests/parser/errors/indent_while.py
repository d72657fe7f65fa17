while x:
x -= 1
