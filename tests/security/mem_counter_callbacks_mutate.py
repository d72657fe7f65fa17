# expect: ok
# args: --gc-stress
# stdout: counted 3 ok
# Counter counts in native code that calls back into user code for every
# element (__next__, __hash__, __eq__, a count's __add__): those callbacks
# clear and refill the counter and drop garbage for the collector. The
# counter's storage must be looked up again after each one.
from collections import Counter

box = []


class Evil:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        if box:
            box[0].clear()
            junk = [[i] * 4 for i in range(30)]
        return 7

    def __eq__(self, other):
        if box:
            c = box[0]
            for i in range(40):
                c["k%d" % i] = i
            c.clear()
        return isinstance(other, Evil) and other.n == self.n


class Count:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        if box:
            box[0].clear()
            box[0][Evil(99)] = Count(0)
        return Count(self.v + other)


def items():
    for i in range(3):
        junk = {str(j): [j] for j in range(20)}
        yield Evil(i % 2)


c = Counter()
box.append(c)
c[Evil(0)] = Count(1)
c.update(items())
print("counted", len(c) <= 2 and 3, "ok")
