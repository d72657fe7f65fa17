# bisect/insort with keys, bounds, sequences of every kind, errors, and a __lt__ that empties the list.
import bisect, random
def show(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
random.seed(3)
a = sorted(random.randint(0, 100) for _ in range(60))
print([bisect.bisect_left(a, v) for v in range(-1, 102, 7)], [bisect.bisect_right(a, v) for v in range(-1, 102, 7)])
print(bisect.bisect(a, 50, 10, 20), bisect.bisect_left(a, 50, 10), bisect.bisect_right(a, 50, hi=5))
recs = sorted([(random.randint(0, 9), i) for i in range(20)])
print(bisect.bisect_left(recs, 5, key=lambda r: r[0]), bisect.bisect_right(recs, 5, key=lambda r: r[0]))
b = []
for v in [5, 1, 4, 1, 5, 9, 2, 6]:
    bisect.insort(b, v)
print(b)
c = []
for v in ['bb', 'a', 'ccc', 'dd']:
    bisect.insort_left(c, v, key=len)
print(c)
show(lambda: bisect.bisect(a, 5, -1))
show(lambda: bisect.bisect(a, 'x'))
show(lambda: bisect.bisect(a, 5, 0, 100))
show(lambda: bisect.bisect((1, 3, 5), 4))
show(lambda: bisect.bisect('acegi', 'd'))
show(lambda: bisect.bisect(range(0, 100, 3), 50))
show(lambda: bisect.bisect(a, 5, 1.5))
show(lambda: bisect.bisect(5, 5))
show(lambda: bisect.bisect(a, 5, key=5))
class Shrink:
    def __init__(self, v, lst): self.v, self.lst = v, lst
    def __lt__(self, o):
        del self.lst[:]
        return self.v < (o.v if isinstance(o, Shrink) else o)
lst = []
lst.extend(Shrink(i, lst) for i in range(10))
show(lambda: bisect.bisect(lst, Shrink(5, lst)))
class L(list):
    def __getitem__(self, i):
        print('getitem', i)
        return list.__getitem__(self, i)
print(bisect.bisect(L([1, 2, 3, 4]), 3))
show(lambda: bisect.bisect(a, 5, 2**70))
show(lambda: bisect.bisect(a, 5, 0, 2**70))
show(lambda: bisect.bisect_left(a, 5, True, 3))
