# expect: budget
# args: --max-instructions 3000000
# wall: 3
# format_map looks each field name up among the distinct names seen so far: charged.
f = ''.join('{a%d}' % i for i in range(20000))
d = {'a%d' % i: 1 for i in range(20000)}
while True:
    f.format_map(d)
