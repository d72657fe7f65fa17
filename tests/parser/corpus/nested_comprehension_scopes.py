result = [[(i, j) for j in range(i)] for i in range(4)]
gen = ((x, y) for x in a if x for y in b if y)
d = {k: [v for v in vs if v] for k, vs in data.items() if vs}
s = {f(x) for x in (y for y in z)}
l = [x for x in [y for y in range(3)]]
m = [[[k for k in range(j)] for j in range(i)] for i in range(3)]
