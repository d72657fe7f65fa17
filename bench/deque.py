# collections.deque as agents use it: a breadth-first search over a grid
# (append/popleft), then a moving average over a maxlen window.
from collections import deque

W, H = 240, 240
grid = []
x = 12345
for r in range(H):
    row = []
    for c in range(W):
        x = (x * 1103515245 + 12345) % 2147483648
        row.append(x % 100 < 22)
    grid.append(row)
# An open first row and column, so the search reaches most of the grid.
for i in range(W):
    grid[0][i] = False
for i in range(H):
    grid[i][0] = False
grid[H - 1][W - 1] = False


def bfs(start):
    dist = [[-1] * W for _ in range(H)]
    sr, sc = start
    dist[sr][sc] = 0
    q = deque([start])
    reached = 0
    while q:
        r, c = q.popleft()
        reached += 1
        d = dist[r][c] + 1
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nr < H and 0 <= nc < W and not grid[nr][nc] and dist[nr][nc] < 0:
                dist[nr][nc] = d
                q.append((nr, nc))
    return reached, dist[H - 1][W - 1]


reached, far = bfs((0, 0))

window = deque(maxlen=50)
total = 0
best = 0.0
for i in range(400000):
    v = (i * 7919) % 1000
    if len(window) == window.maxlen:
        total -= window[0]
    window.append(v)
    total += v
    avg = total / len(window)
    if avg > best:
        best = avg

recent = deque(range(10), maxlen=10)
for i in range(100000):
    recent.rotate(1)
    recent.appendleft(recent.pop())
print(reached, far, round(best, 3), list(recent)[:3])
