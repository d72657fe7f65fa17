# Objects without __hash__ hash by identity: hash(o) is id(o) >> 4.
class P:
    pass

o, p = object(), P()
print(hash(o) == id(o) >> 4, hash(p) == id(p) >> 4, hash(o) == hash(o), hash(o) != hash(p))
f = lambda: 0
print(hash(f) == id(f) >> 4, hash(print) == hash(print))
z1, z2 = complex(float('nan'), 1), complex(float('nan'), 1)
print(hash(z1) == hash(z1), hash(z1) != hash(z2))
d = {o: 1, p: 2, f: 3}
print(d[o], d[p], d[f], len({o, p, f, o}))
