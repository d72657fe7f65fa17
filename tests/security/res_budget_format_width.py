# expect: budget
# args: --max-instructions 1000000
# wall: 1
# A 40-million-character fill is charged before any of it is written.
for i in range(3):
    s = '{:>40000000}'.format('a')
