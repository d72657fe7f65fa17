# len() of a range longer than sys.maxsize raises, but the range works.
r = range(2**64)
try:
    len(r)
except OverflowError as e:
    print("OverflowError:", e)
print(bool(r), r[5], r[-5], 2**63 in r)
print(range(0, 2**100, 2**90).__len__())
print(len(range(0, 2**100, 2**90)), len(range(2**62)))
try:
    range(2**100).__len__()
except OverflowError as e:
    print("OverflowError:", e)
for make in (list, tuple, sorted):
    try:
        make(range(2**100))
    except OverflowError as e:
        print(make.__name__, "OverflowError:", e)
