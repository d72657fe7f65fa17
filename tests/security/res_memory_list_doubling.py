# expect: memory
l = [0]
while True:
    l += l
