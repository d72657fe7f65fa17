# expect: memory
# args: --max-instructions 1000000000
d = {}
i = 0
while True:
    d[i] = i
    i += 1
