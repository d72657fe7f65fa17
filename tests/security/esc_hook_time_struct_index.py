# expect: ok
# args: --callback-stress
# stdout: 0 (1, 1, 0) 1970
# stdout: True True
# stdout: 00:00:03 1970 1970 3.0
# stdout: [1970, 1, 1, 0, 0, 0, 3, 1, 0]
# struct_time indexing, comparison, hashing and the time-tuple arguments of
# strftime/mktime/asctime call user __index__/__eq__/__hash__ that drop
# garbage and force collections while the natives hold temporaries.
import time
def churn():
    junk = [[str(i) * 10] for i in range(2000)]
    return len(junk)
class I:
    def __init__(self, v): self.v = v
    def __index__(self):
        churn()
        return self.v
class H:
    def __hash__(self):
        churn()
        return 5
    def __eq__(self, other):
        churn()
        return True
st = time.gmtime(0)
print(st[I(3)], st[I(1):I(4)], st[I(0)])
a = time.struct_time((H(),) * 9)
b = time.struct_time((H(),) * 9)
print(a == b, hash(a) == hash(b))
tt = (I(1970), I(1), I(1), I(0), I(0), I(3), I(3), I(1), I(0))
print(time.strftime("%H:%M:%S %Y", tt), time.asctime(tt)[-4:], time.mktime(tt))
print(list(st))
