# A playlist (a list subclass) doubled in place and extended by itself.
class Playlist(list):
    def total(self):
        return sum(self)


p = Playlist([3, 4])
p += p
print(p, type(p).__name__, p.total())
p.extend(p)
print(len(p), p.total())
p.__iadd__(p)
print(len(p))
q = Playlist([1])
q[len(q):] = q
print(q)
base = [0]
base.extend(Playlist([5, 6]))
print(base)


class Reversed(list):
    def __iter__(self):
        return iter(list.__iter__(self).__reversed__() if False else self[::-1])


r = Reversed([1, 2, 3])
print(list(r), [0] + list(r))
out = []
out.extend(r)
print(out)
