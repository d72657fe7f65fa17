# expect: memory
# args: --max-instructions 1000000000
l = []
while True:
    l.append([0] * 100)
