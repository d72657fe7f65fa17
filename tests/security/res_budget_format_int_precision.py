# expect: budget
# args: --max-instructions 3000000
# wall: 3
# '%.*d' with a huge precision writes that many zeros: charged before they are written.
while True:
    s = '%.*d' % (10000000, 1)
