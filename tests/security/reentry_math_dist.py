# expect: ok
# args: --callback-stress --gc-stress
# stdout: 4.47213595499958
# stdout: 7.433034373659253
# stdout: 13.0
# stdout: 1.0
# math.dist copies both points into lists of its own; each coordinate's
# __float__ runs user code that forces a collection, which must not free
# those copies while dist still reads them.
import math

class F:
    def __init__(self, v):
        self.v = v
    def __float__(self):
        for i in range(50):
            junk = [i, 'x' * 10]
        return self.v

def pts(off):
    for i in range(20):
        yield F(float(i + off))

print(math.dist(pts(0), pts(1)))
print(math.dist([F(1.0), F(2.0), 3], (F(4.0), 6, F(8.5))))
print(math.hypot(F(3.0), F(4.0), 12))
print(math.fsum(F(0.1) for i in range(10)))
