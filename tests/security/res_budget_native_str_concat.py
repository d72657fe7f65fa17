# expect: budget | memory
# Quadratic string building: each += copies; the copies are native work.
s = ''
while True:
    s += 'x' * 10000
