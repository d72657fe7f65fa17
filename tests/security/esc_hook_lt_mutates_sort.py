# expect: error ValueError
# CPython: "list modified during sort".
l = []
class A:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        l.append(A(0))
        l.pop(0)
        return self.v < other.v
l.extend(A(i) for i in range(100, 0, -1))
l.sort()
