# heappush/heappop/heapreplace/heappushpop/heapify: CPython layouts, errors, list subclasses, and a __lt__ that changes the heap.
import heapq, random
def show(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
random.seed(5)
data = [random.randint(0, 1000) for _ in range(200)]
h = []
for x in data: heapq.heappush(h, x)
print(h[:20])
print([heapq.heappop(h) for _ in range(50)])
h2 = data[:]
heapq.heapify(h2)
print(h2[:30])
print(heapq.heapreplace(h2, 500), heapq.heappushpop(h2, 3), heapq.heappushpop(h2, 2000), h2[:10])
print(heapq.nlargest(5, data), heapq.nsmallest(5, data), list(heapq.merge([1, 4, 7], [2, 5, 8], [3, 6])))
print(heapq.nlargest(3, data, key=lambda v: -v), heapq.nsmallest(3, ['bb', 'a', 'ccc'], key=len))
tasks = []
for pr, name in [(3, 'c'), (1, 'a'), (2, 'b'), (1, 'aa')]:
    heapq.heappush(tasks, (pr, name))
print([heapq.heappop(tasks) for _ in range(4)])
for f in (lambda: heapq.heappush([], 1, x=1), lambda: heapq.heappush([]), lambda: heapq.heappop(), lambda: heapq.heappop([], 1),
          lambda: heapq.heapify(x=[]), lambda: heapq.heappush((), 1), lambda: heapq.heappop([]), lambda: heapq.heapreplace([], 1),
          lambda: heapq.heappushpop([], 1), lambda: heapq.heapify(5), lambda: heapq.heappop(None), lambda: heapq.heapreplace('ab', 1),
          lambda: heapq.heappush([1, 'a'], 2), lambda: heapq.heapify([1, 'a', 2])):
    show(f)
class L(list): pass
hl = L([5, 3, 1])
heapq.heapify(hl)
print(hl, heapq.heappop(hl), hl, type(hl).__name__)
class Evil:
    def __init__(self, v, heap): self.v, self.heap = v, heap
    def __lt__(self, o):
        self.heap.clear()
        return self.v < o.v
h3 = []
for i in range(5):
    h3.append(Evil(5 - i, h3))
show(lambda: heapq.heapify(h3))
h4 = []
show(lambda: [heapq.heappush(h4, Evil(i, h4)) for i in range(3)])
class Grow:
    def __init__(self, v, heap): self.v, self.heap = v, heap
    def __lt__(self, o):
        self.heap.extend([self] * 100)
        del self.heap[-100:]
        return self.v < o.v
h5 = []
for i in range(8): h5.append(Grow(8 - i, h5))
heapq.heapify(h5)
print([g.v for g in h5])
print(heapq.heappop.__name__, heapq.heappush.__name__)
