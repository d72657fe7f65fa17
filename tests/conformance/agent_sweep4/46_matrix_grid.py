grid = ["#..#.", ".##..", "..#.#", "#...#"]
H, W = len(grid), len(grid[0])
cells = {(r, c) for r in range(H) for c in range(W) if grid[r][c] == "#"}
print(len(cells), sorted(cells)[:4])
def neighbors(r, c):
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr or dc) and 0 <= r + dr < H and 0 <= c + dc < W:
                yield r + dr, c + dc
def step(live):
    counts = {}
    for (r, c) in live:
        for n in neighbors(r, c):
            counts[n] = counts.get(n, 0) + 1
    return {p for p, k in counts.items() if k == 3 or (k == 2 and p in live)}
g = cells
for gen in range(3):
    g = step(g)
    print(gen, len(g), "\n".join("".join("#" if (r, c) in g else "." for c in range(W)) for r in range(H)), sep="\n")
def islands(cells):
    seen, out = set(), []
    for cell in sorted(cells):
        if cell in seen: continue
        stack, comp = [cell], []
        seen.add(cell)
        while stack:
            r, c = stack.pop(); comp.append((r, c))
            for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if n in cells and n not in seen:
                    seen.add(n); stack.append(n)
        out.append(sorted(comp))
    return out
print(islands(cells))
M = [[1, 2, 3], [4, 5, 6]]
T = [list(r) for r in zip(*M)]
def matmul(A, B): return [[sum(a * b for a, b in zip(row, col)) for col in zip(*B)] for row in A]
print(T, matmul(M, T), matmul(T, M))
rot = [list(r) for r in zip(*M[::-1])]; print(rot, [r[::-1] for r in M][::-1])
def det(m):
    if len(m) == 1: return m[0][0]
    return sum((-1) ** j * m[0][j] * det([row[:j] + row[j + 1:] for row in m[1:]]) for j in range(len(m)))
print(det([[2, 0, 1], [1, 3, 2], [1, 1, 1]]), det([[1, 2], [3, 4]]))
spiral = []
m = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
while m:
    spiral += m.pop(0)
    m = [list(r) for r in zip(*m)][::-1]
print(spiral)
for row in matmul(M, T): print(" ".join(f"{v:>4}" for v in row))
print(sum(map(sum, M)), max(map(max, M)), [sum(col) for col in zip(*M)], [[0] * 3 for _ in range(2)], [[i * j for j in range(1, 4)] for i in range(1, 4)])
from collections import deque
maze = ["S.#.....", ".##.###.", "....#...", "##.##.#E"]
start = next((r, c) for r, row in enumerate(maze) for c, ch in enumerate(row) if ch == "S")
q = deque([(start, 0)]); seen = {start}; found = None
while q:
    (r, c), d = q.popleft()
    if maze[r][c] == "E": found = d; break
    for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if 0 <= nr < len(maze) and 0 <= nc < len(maze[0]) and maze[nr][nc] != "#" and (nr, nc) not in seen:
            seen.add((nr, nc)); q.append(((nr, nc), d + 1))
print(start, found, len(seen))
