# expect: ok
# args: --callback-stress
# stdout: sample-k error
# stdout: sample-k-tuple ok 5
# stdout: randrange ok True
# stdout: randrange-step ok True
# stdout: randint ok True
# stdout: choice ok True
# stdout: shuffle ok None
# stdout: choices ok True
# stdout: choices-w error
# stdout: choices-cw error
# stdout: sample-counts error
# stdout: sample-counts-k ok True
# random keeps converted arguments rooted and re-reads the population after
# user code: sample()'s k.__index__ empties the population after its length
# was read; randrange()/randint() bounds whose __index__ collects while the
# other converted bound (a fresh big int) is held only in C; choice(),
# shuffle(), choices() and sample(counts=) with user sequences and
# iterables that mutate the population.
import random

def churn():
    for i in range(300):
        junk = ["y" * 40, i]

L = []
def fill():
    L[:] = [str(i) * 30 for i in range(1000)]

class K:
    def __index__(self):
        L.clear()
        churn()
        return 5
    def __le__(self, o): return 5 <= o
    def __ge__(self, o): return 5 >= o
    def __lt__(self, o): return 5 < o
    def __gt__(self, o): return 5 > o

def attempt(name, f):
    fill()
    try:
        r = f()
        if isinstance(r, list):
            r = [len(x) if isinstance(x, str) else x for x in r]
        print(name, "ok", r if not isinstance(r, list) else len(r))
    except (IndexError, TypeError, ValueError) as e:
        print(name, "error")

random.seed(5)
attempt("sample-k", lambda: random.sample(L, K()))
attempt("sample-k-tuple", lambda: random.sample(tuple(L), K()))

class Big:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        churn()
        return 2 ** 100 + self.v
class AddBig:
    def __add__(self, o):
        return Big(o + 10)
attempt("randrange", lambda: 2 ** 100 <= random.randrange(Big(1), Big(10 ** 6)) < 2 ** 100 + 10 ** 6)
attempt("randrange-step", lambda: random.randrange(Big(1), Big(10 ** 6), Big(0)) >= 0)
attempt("randint", lambda: 2 ** 100 <= random.randint(Big(5), AddBig()) <= 2 ** 100 + 11)

class Seq:
    def __init__(self, n):
        self.n = n
        self.data = list(range(n))
    def __len__(self):
        churn()
        L.clear()
        return self.n
    def __getitem__(self, i):
        churn()
        L.clear()
        return self.data[i]
    def __setitem__(self, i, v):
        churn()
        self.data[i] = v
attempt("choice", lambda: random.choice(Seq(50)) in range(50))
attempt("shuffle", lambda: random.shuffle(Seq(30)))
attempt("choices", lambda: all(x in range(40) for x in random.choices(Seq(40), k=20)))

def weights():
    for i in range(1000):
        if i == 500:
            L.clear()
            churn()
        yield 1
attempt("choices-w", lambda: random.choices(L, weights(), k=10))
class Cum:
    def __len__(self):
        L.clear()
        churn()
        return 1000
    def __getitem__(self, i):
        churn()
        if i < 0:
            i += 1000
        if not 0 <= i < 1000:
            raise IndexError(i)
        return i + 1
attempt("choices-cw", lambda: random.choices(L, cum_weights=Cum(), k=10))
def counts():
    for i in range(1000):
        if i == 999:
            L.clear()
            churn()
        yield 1
attempt("sample-counts", lambda: random.sample(L, 3, counts=counts()))

class K3:
    def __index__(self):
        churn()
        return 3
    def __le__(self, o): return 3 <= o
    def __ge__(self, o): return 3 >= o
    def __lt__(self, o): return 3 < o
    def __gt__(self, o): return 3 > o
attempt("sample-counts-k", lambda: all(x in "abc" for x in random.sample(["a", "b", "c"], K3(), counts=[100, 200, 300])))
