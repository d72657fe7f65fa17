# expect: budget | memory
# args: --max-instructions 3000000
# wall: 3
# An attribute missing on a deep class chain is looked for along its whole MRO, and
# cycling through more names than the method cache holds misses it every time: charged.
class B:
    pass
for i in range(2000):
    class B(B):
        pass
o = B()
names = ['z%d' % i for i in range(600)]
while True:
    for n in names:
        hasattr(o, n)
