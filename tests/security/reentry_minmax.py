# expect: ok
# args: --callback-stress
# stdout: ['6666666666'] ['1111111111']
# stdout: 6666666666 1111111111
# stdout: ['77777']
# stdout: None bbbbbbbbb
# stdout: ['000000000000000000000000000000'] 0
# min()/max() hold the current item and its key while the key function
# and __lt__ run, and the best item and key between steps; default=.
def churn():
    for i in range(200):
        junk = ["y" * 40, i]

class K:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        churn()
        return self.v < other.v

class Fresh:
    def __init__(self, make, n=6):
        self.make = make
        self.n = n
        self.k = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.k += 1
        if self.k > self.n:
            raise StopIteration
        return self.make(self.k)

row = lambda k: [str(k) * 10]
print(max(Fresh(row), key=lambda x: K(x[0])), min(Fresh(row), key=lambda x: K(x[0])))
print(max(Fresh(lambda k: K(str(k) * 10))).v, min(Fresh(lambda k: K(str(k) * 10))).v)
print(max(Fresh(row, 0), key=lambda x: K(x[0]), default=[str(7) * 5]))
print(min(Fresh(row, 0), default=None), max(K('a' * 9), K('b' * 9), key=lambda k: K(k.v[::-1])).v)

L = [[str(i) * 30] for i in range(30)]
def key(x):
    L.clear()
    churn()
    return K(x[0])
print(max(L, key=key), len(L))
