grid = [
    "#########",
    "#S..#...#",
    "#.#.#.#.#",
    "#.#...#E#",
    "#########",
]
start = end = None
for r, row in enumerate(grid):
    for c, ch in enumerate(row):
        if ch == "S":
            start = (r, c)
        elif ch == "E":
            end = (r, c)
print(start, end)
frontier = [start]
dist = {start: 0}
while frontier:
    nxt = []
    for r, c in frontier:
        for dr, dc in [(0, 1), (1, 0), (0, -1), (-1, 0)]:
            p = (r + dr, c + dc)
            if grid[p[0]][p[1]] == "#" or p in dist:
                continue
            dist[p] = dist[(r, c)] + 1
            nxt.append(p)
    frontier = nxt
    if end in dist:
        break
print("shortest path:", dist.get(end))
print("cells reached:", len(dist))
