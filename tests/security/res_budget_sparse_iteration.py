# expect: budget
# args: --max-instructions 3000000
# wall: 3
# A dict or set emptied but for one item keeps its table: finding the first item walks
# the deleted entries, and popping then re-adding an item walks the set's table.
d = dict.fromkeys(range(200000))
for _ in map(d.pop, range(199999)):
    pass
s = set(range(200000))
s.difference_update(range(199999))
while True:
    next(iter(d))
    next(iter(s))
    s.add(s.pop())
