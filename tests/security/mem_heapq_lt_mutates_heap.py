# expect: ok
# args: --gc-stress
# stdout-contains: done 40
# heapq's C operations compare with the items' __lt__, which here clears,
# grows, shrinks or replaces the very heap being sifted (and collects at
# every return under --gc-stress): each operation must re-read the list
# after every comparison and end with CPython's RuntimeError/IndexError or
# a valid result, never touch a freed item or read past the end.
import heapq
class E:
    def __init__(s, v, h=None, act=None):
        s.v = v; s.h = h; s.act = act
    def __lt__(s, o):
        h = s.h
        if h is not None:
            if s.act == 'clear': h.clear()
            elif s.act == 'grow': h.extend([E(-1) for _ in range(64)])
            elif s.act == 'swap': h[:] = [E(i) for i in range(len(h))]
            elif s.act == 'shrink' and h: h.pop()
            elif s.act == 'popreenter' and len(h) > 2:
                s.h = None
                heapq.heappop(h)
                heapq.heappush(h, E(99))
        return s.v < o.v
n = 0
for act in ['clear', 'grow', 'swap', 'shrink', 'popreenter']:
    for op in range(8):
        if act == 'grow' and op >= 5:
            # Iterating a list that grows at every comparison never ends
            # (in CPython too).
            n += 1
            continue
        h = []
        h.extend([E(i, h, act) for i in range(20, 0, -1)])
        try:
            if op == 0: heapq.heappush(h, E(0, h, act))
            elif op == 1: heapq.heappop(h)
            elif op == 2: heapq.heapreplace(h, E(5, h, act))
            elif op == 3: heapq.heappushpop(h, E(50, h, act))
            elif op == 4: heapq.heapify(h)
            elif op == 5: heapq.nsmallest(3, h)
            elif op == 6: heapq.nlargest(3, h)
            else: list(heapq.merge(h, sorted(h[:3], key=lambda e: e.v)))
        except (RuntimeError, IndexError):
            pass
        for x in h:
            assert isinstance(x, E)
        n += 1
print('done', n)
