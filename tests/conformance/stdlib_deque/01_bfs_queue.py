# Breadth-first search with a deque as the queue: shortest paths in a maze,
# level-order traversal of a tree, and a simple task scheduler.
from collections import deque

maze = [
    "S.#.......",
    ".##.####..",
    "....#..#.#",
    "#.#...#...",
    "..#.#.##.#",
    ".##.#....E",
]
rows, cols = len(maze), len(maze[0])
start = next((r, c) for r in range(rows) for c in range(cols) if maze[r][c] == "S")
end = next((r, c) for r in range(rows) for c in range(cols) if maze[r][c] == "E")

def shortest_path(start, end):
    queue = deque([start])
    prev = {start: None}
    while queue:
        cur = queue.popleft()
        if cur == end:
            break
        r, c = cur
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and maze[nr][nc] != "#" and (nr, nc) not in prev:
                prev[(nr, nc)] = cur
                queue.append((nr, nc))
    if end not in prev:
        return None
    path = deque()
    node = end
    while node is not None:
        path.appendleft(node)
        node = prev[node]
    return list(path)

path = shortest_path(start, end)
print("path length:", len(path) - 1)
print("first steps:", path[:4])
print("last step:", path[-1])

tree = {"root": ["a", "b"], "a": ["c", "d"], "b": ["e"], "c": [], "d": ["f"], "e": [], "f": []}
levels = []
q = deque([("root", 0)])
while q:
    node, depth = q.popleft()
    if depth == len(levels):
        levels.append([])
    levels[depth].append(node)
    q.extend((child, depth + 1) for child in tree[node])
for depth, names in enumerate(levels):
    print(depth, names)

tasks = deque([("fetch", 3), ("parse", 1), ("store", 2)])
log = []
while tasks:
    name, left = tasks.popleft()
    log.append(name)
    if left > 1:
        tasks.append((name, left - 1))
print(" -> ".join(log))
print(len(tasks), bool(tasks), tasks)

graph = {1: [2, 3], 2: [4], 3: [4, 5], 4: [6], 5: [6], 6: []}
seen = {1}
order = []
frontier = deque([1])
while frontier:
    n = frontier.popleft()
    order.append(n)
    for m in graph[n]:
        if m not in seen:
            seen.add(m)
            frontier.append(m)
print("bfs order:", order)
stack = deque([1])
dfs = []
visited = set()
while stack:
    n = stack.pop()
    if n in visited:
        continue
    visited.add(n)
    dfs.append(n)
    stack.extend(reversed(graph[n]))
print("dfs order:", dfs)
