# expect: budget
# args: --max-instructions 1000000
# args: --deadline 0
# wall: 5
# Checking an attribute store against __slots__ scans the slot names of
# every class: the scan is charged, so two million slots cannot make
# cheap instructions take seconds each.
class C:
    __slots__ = ('a',) * 2000000 + ('__dict__',)
c = C()
i = 0
while True:
    c.zz = i
    i += 1
