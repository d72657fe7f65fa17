# expect: ok
# args: --callback-stress
# stdout: [['11111111111111111111'], ['22222222222222222222'], ['33333333333333333333'], ['44444444444444444444'], ['55555555555555555555']]
# stdout: [40, 60, 80, 100]
# stdout: ['11111111111111111111', '22222222222222222222', '33333333333333333333', '44444444444444444444', '55555555555555555555']
# stdout: [['22222222222222222222']]
# filter(f, it) holds the item while f runs and while __bool__ of f's
# result runs (M9); filter(None, it) holds it while the item's own
# __bool__ runs. The iterator keeps no reference to what it produced.
def churn():
    for i in range(200):
        junk = ["y" * 40, i]

class Truth:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        churn()
        return self.v

class Fresh:
    def __init__(self, make, n=5):
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

print(list(filter(lambda x: Truth(True), Fresh(lambda k: [str(k) * 20]))))
print([len(x[0]) for x in filter(lambda x: Truth(len(x[0]) > 30), Fresh(lambda k: [str(k) * 20 * k]))])

class Item:
    def __init__(self, k):
        self.s = str(k) * 20
    def __bool__(self):
        churn()
        return True

print([x.s for x in filter(None, Fresh(Item))])

def pick(x):
    churn()
    return x[0].startswith('2')

print(list(filter(pick, Fresh(lambda k: [str(k) * 20]))))
