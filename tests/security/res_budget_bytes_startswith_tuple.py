# expect: budget
# args: --max-instructions 3000000
# wall: 3
# bytes.startswith over a long tuple of long candidates compares each one: charged.
b = b'a' * 3000
t = tuple(b'a' * i + b'b' for i in range(3000))
while True:
    b.startswith(t)
    b.endswith(t)
