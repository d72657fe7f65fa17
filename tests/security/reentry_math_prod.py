# expect: ok
# args: --callback-stress --gc-stress
# stdout: True
# stdout: True
# stdout: True
# math.prod over a generator of big ints: the running product (a fresh
# big int after each step) must stay rooted while the generator runs and
# drops garbage, or the collection at its return frees it.
import math

def churn():
    for i in range(50):
        junk = [i, 'x' * 10]

def gen():
    for i in range(30):
        churn()
        yield 10**30 + i

class It:
    def __init__(self):
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        churn()
        self.i += 1
        if self.i > 20:
            raise StopIteration
        return 3**100 + self.i

expect = 1
for i in range(30):
    expect *= 10**30 + i
print(math.prod(gen()) == expect)
expect = 7
for i in range(1, 21):
    expect *= 3**100 + i
print(math.prod(It(), start=7) == expect)
print(math.prod(gen(), start=2.5) > 1e300)
