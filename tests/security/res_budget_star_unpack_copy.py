# expect: budget
# args: --max-instructions 3000000
# wall: 3
# Starred unpacking copies the rest of a long list: charged.
L = [0] * 1000000
while True:
    a, *b = L
