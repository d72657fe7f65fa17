import random
class I:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
class F(float): pass
r = random.Random(1)
for v in (I(-2**100), I(2**100), -2**100, 2**100, I(-1)):
    try:
        print(r.getrandbits(v))
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
print(r.getrandbits(I(5)) < 32)
