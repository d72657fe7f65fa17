# expect: ok
# stdout: 1
# __eq__ that empties the dict during a lookup: no use-after-free.
d = {}
class K:
    def __init__(self, n):
        self.n = n
    def __hash__(self):
        return 1
    def __eq__(self, other):
        d.clear()
        return False
for i in range(50):
    d[K(i)] = i
print(len(d))
