from collections import deque

graph = {
    'A': ['B', 'C'],
    'B': ['D', 'E'],
    'C': ['F'],
    'D': [],
    'E': ['F'],
    'F': ['G'],
    'G': [],
}

def bfs(start, goal):
    queue = deque([[start]])
    seen = {start}
    while queue:
        path = queue.popleft()
        node = path[-1]
        if node == goal:
            return path
        for nxt in graph[node]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(path + [nxt])
    return None

print(bfs('A', 'G'))
print(bfs('D', 'A'))

# grid shortest path
grid = ["S.#.....",
        ".##.###.",
        "....#...",
        "#.#...#E"]
rows, cols = len(grid), len(grid[0])
start = (0, 0)
end = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == 'E')
dist = {start: 0}
q = deque([start])
while q:
    r, c = q.popleft()
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != '#' and (nr, nc) not in dist:
            dist[(nr, nc)] = dist[(r, c)] + 1
            q.append((nr, nc))
print(dist[end], len(dist))

# a big queue: amortized O(1) both ends
big = deque()
for i in range(20000):
    big.append(i)
    if i % 3 == 0:
        big.popleft()
print(len(big), big[0], big[-1])
for i in range(5000):
    big.appendleft(-i)
print(len(big), big[0], big[-1], big[5000])
