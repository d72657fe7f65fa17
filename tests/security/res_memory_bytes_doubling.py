# expect: memory
s = b'ab'
while True:
    s = s + s
