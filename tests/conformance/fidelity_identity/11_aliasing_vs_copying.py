# Aliasing vs shallow copies of lists and dicts.
orig = [[1, 2], [3, 4]]
alias = orig
sliced = orig[:]
listed = list(orig)
copied = orig.copy()
print(alias is orig, sliced is orig, listed is orig, copied is orig)
print(sliced == orig, sliced[0] is orig[0], listed[1] is orig[1])
orig.append([5])
orig[0].append(99)
print(alias)
print(sliced)
print(listed)
print(copied)

cfg = {"name": "svc", "ports": [80]}
same = cfg
shallow = dict(cfg)
shallow2 = {**cfg}
shallow3 = cfg.copy()
cfg["name"] = "renamed"
cfg["ports"].append(443)
print(same, shallow, shallow2, shallow3, sep="\n")
print(shallow["ports"] is cfg["ports"], shallow is cfg)

grid = [[0] * 3] * 3
grid[0][0] = 1
print(grid, grid[0] is grid[2])
grid = [[0] * 3 for _ in range(3)]
grid[0][0] = 1
print(grid, grid[0] is grid[2])
