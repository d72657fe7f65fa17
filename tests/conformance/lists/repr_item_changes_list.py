L = []
class R:
    def __init__(self, k): self.k = k
    def __repr__(self):
        if self.k == 1:
            L.clear()
        if self.k == 2:
            L.append(R(9))
        return 'R%d' % self.k
L.extend([R(0), R(1), R(3)])
print(repr(L), L)
L.extend([R(2), R(4)])
print(str(L))
print([L, [L]])
