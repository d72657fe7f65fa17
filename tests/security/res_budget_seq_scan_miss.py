# expect: budget
# args: --max-instructions 3000000
# wall: 3
# list.remove and tuple.index scan the whole sequence for a missing item: charged.
L = [0] * 1000000
T = tuple(L)
while True:
    try:
        L.remove(1)
    except ValueError:
        pass
    try:
        T.index(1)
    except ValueError:
        pass
