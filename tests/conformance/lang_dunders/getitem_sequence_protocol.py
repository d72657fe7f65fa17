class Squares:
    def __init__(self, n):
        self.n = n

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self.n))]
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError("square index out of range")
        return i * i


s = Squares(6)
print(s[0], s[5], s[-1])
print(s[1:4], s[::2])
print(list(s))
print(16 in s, 15 in s)
for i, v in enumerate(s):
    if v > 5:
        print("first above 5 at", i)
        break
