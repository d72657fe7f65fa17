B = bytearray(b'abcdef')
out = []
for x in reversed(B):
    out.append(x)
    del B[-3:]
print(out, B)
class S:
    def __init__(self): self.n = 5
    def __len__(self): return self.n
    def __getitem__(self, i):
        if i >= self.n: raise IndexError(i)
        self.n -= 2
        return i
print(list(reversed(S())))
