# expect: ok
# args: --callback-stress --deadline 20
# stdout: done
# stdout: 4 4
# wall: 5
# Dict and set operations with keys whose __hash__/__eq__/__lt__/__repr__
# clear, refill, shrink and grow the very dicts and sets being probed,
# merged, compared or iterated, and collect: lookups restart on a changed
# table, bulk operations re-read both operands, and every temporary (the
# pairs of items ^ items, the views made inside) stays rooted. Each
# operation must end with a result or a Python exception.
# Hostile keys for dict and set operations: __eq__/__hash__ that mutate the
# containers under operation and force collections.
D = {}
E = {}
S = set()
T = set()
mode = [0]

def churn():
    for i in range(20):
        junk = [str(i) * 5, i]

budget = [0]
def mutate():
    if budget[0] <= 0:
        return
    budget[0] -= 1
    m = mode[0]
    mode[0] += 1
    if m % 5 == 0:
        D.clear(); S.clear(); E.clear(); T.clear()
    elif m % 5 == 1:
        for i in range(40):
            D[str(i) * 3] = [i]; S.add(str(i) * 3); E[i] = i; T.add(i + 1000)
    elif m % 5 == 2:
        for k in list(D)[:5]:
            del D[k]
        for k in list(S)[:5]:
            S.discard(k)
    elif m % 5 == 3:
        D.update({H(i): i for i in range(5)}); S.update(H(i) for i in range(5))
    churn()

class H:
    depth = 0
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        if H.depth < 2:
            H.depth += 1
            try:
                mutate()
            finally:
                H.depth -= 1
        return self.v % 3
    def __eq__(self, other):
        if H.depth < 2:
            H.depth += 1
            try:
                mutate()
            finally:
                H.depth -= 1
        return isinstance(other, H) and other.v == self.v
    def __lt__(self, other):
        mutate()
        return id(self) < id(other)
    def __repr__(self):
        mutate()
        return "H(%d)" % self.v

def fill():
    D.clear(); E.clear(); S.clear(); T.clear()
    for i in range(12):
        D[H(i)] = H(i + 1)
        E[H(i + 3)] = H(i)
        S.add(H(i))
        T.add(H(i + 4))

ops = [
    lambda: D[H(3)],
    lambda: D.get(H(5)),
    lambda: D.setdefault(H(7), H(1)),
    lambda: D.pop(H(2), None),
    lambda: D.popitem(),
    lambda: D.update(E),
    lambda: D.update(D),
    lambda: D.update([(H(1), 1), [H(2), 2]]),
    lambda: D.update(E.items()),
    lambda: dict(D),
    lambda: dict(E.items()),
    lambda: dict.fromkeys(S),
    lambda: dict.fromkeys(D, 5),
    lambda: D.copy(),
    lambda: D == E,
    lambda: E == D,
    lambda: D | E,
    lambda: D.__ior__(E),
    lambda: D.keys() & E.keys(),
    lambda: D.keys() | E.keys(),
    lambda: D.keys() - E.keys(),
    lambda: D.keys() ^ E.keys(),
    lambda: D.items() & E.items(),
    lambda: D.items() ^ E.items(),
    lambda: D.items() - E.items(),
    lambda: (H(3), H(4)) in D.items(),
    lambda: H(4) in D.values(),
    lambda: D.keys() == E.keys(),
    lambda: D.keys() < S,
    lambda: D.keys().isdisjoint(E),
    lambda: D.items().isdisjoint(E.items()),
    lambda: repr(D),
    lambda: repr(D.items()),
    lambda: repr(S),
    lambda: H(3) in S,
    lambda: S.add(H(20)),
    lambda: S.discard(H(2)),
    lambda: S.remove(H(3)),
    lambda: S | T,
    lambda: S & T,
    lambda: S - T,
    lambda: S ^ T,
    lambda: S.union(T, D, [H(1)]),
    lambda: S.intersection(T, D),
    lambda: S.difference(T, D),
    lambda: S.symmetric_difference(T),
    lambda: S.update(T, D),
    lambda: S.intersection_update(T, [H(5)]),
    lambda: S.difference_update(T, D),
    lambda: S.symmetric_difference_update(T),
    lambda: S.symmetric_difference_update(S),
    lambda: S.symmetric_difference_update(D),
    lambda: S.__ior__(T),
    lambda: S.__iand__(T),
    lambda: S.__isub__(T),
    lambda: S.__ixor__(T),
    lambda: S <= T,
    lambda: S < T,
    lambda: S >= T,
    lambda: S == T,
    lambda: S.issubset(D),
    lambda: S.issuperset(D),
    lambda: S.isdisjoint(D),
    lambda: S.isdisjoint([H(1), H(2)]),
    lambda: set(D),
    lambda: frozenset(S),
    lambda: hash(frozenset(S)),
    lambda: frozenset(S) == frozenset(T),
    lambda: {H(1), H(2), H(3)},
    lambda: {H(1): 1, H(2): 2, H(1): 3},
    lambda: {**D},
    lambda: [*S],
    lambda: sorted(S),
    lambda: max(D),
    lambda: S.pop(),
    lambda: D.keys() & S,
    lambda: S & D.keys(),
    lambda: D.keys() | [H(1)],
    lambda: list(reversed(D.items())),
    lambda: list(reversed(D)),
    lambda: {k: v for k, v in D.items()},
    lambda: {k for k in S},
]

for i, op in enumerate(ops):
    for m in range(2):
        budget[0] = 0
        fill()
        mode[0] = m
        budget[0] = 6
        try:
            r = op()
            if isinstance(r, (dict, set, frozenset, list)):
                r = len(r)
            elif not isinstance(r, (bool, int, type(None))):
                r = type(r).__name__
        except Exception as e:
            r = type(e).__name__
print("done")

class P:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        for i in range(2000):
            junk = ["y" * 40, i]
        return 1
    def __eq__(self, o):
        return isinstance(o, P) and o.v == self.v
a = {1: P(1), 2: P(2), 4: P(4)}
b = {1: P(1), 3: P(3), 4: P(5)}
print(len(a.items() ^ b.items()), len(b.items() ^ a.items()))
