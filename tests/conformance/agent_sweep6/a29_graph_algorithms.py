import heapq
from collections import deque, defaultdict
from graphlib import TopologicalSorter, CycleError
from functools import lru_cache

edges = [("A", "B", 4), ("A", "C", 2), ("B", "C", 5), ("B", "D", 10), ("C", "E", 3), ("E", "D", 4), ("D", "F", 11)]
graph = defaultdict(list)
for u, v, w in edges:
    graph[u].append((v, w))
    graph[v].append((u, w))

def dijkstra(src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in sorted(graph[u]):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                prev[v] = u
                heapq.heappush(pq, (nd, v))
    return dist, prev

dist, prev = dijkstra("A")
for node in sorted(dist):
    path = [node]
    while path[-1] in prev:
        path.append(prev[path[-1]])
    print(f"{node}: {dist[node]:>2} via {'->'.join(reversed(path))}")

def bfs_levels(start):
    seen = {start}
    q = deque([(start, 0)])
    levels = defaultdict(list)
    while q:
        u, lvl = q.popleft()
        levels[lvl].append(u)
        for v, _ in sorted(graph[u]):
            if v not in seen:
                seen.add(v)
                q.append((v, lvl + 1))
    return dict(levels)
print(bfs_levels("F"))

parent = {}
def find(x):
    parent.setdefault(x, x)
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x
mst = []
for u, v, w in sorted(edges, key=lambda e: e[2]):
    ru, rv = find(u), find(v)
    if ru != rv:
        parent[ru] = rv
        mst.append((u, v, w))
print("MST:", mst, "weight", sum(w for *_, w in mst))

deps = {"deploy": {"test", "build"}, "test": {"build"}, "build": {"fetch"}, "docs": {"fetch"}}
ts = TopologicalSorter(deps)
print(list(TopologicalSorter(deps).static_order()))
ts.prepare()
batches = []
while ts.is_active():
    ready = sorted(ts.get_ready())
    batches.append(ready)
    ts.done(*ready)
print(batches)
try:
    list(TopologicalSorter({"a": {"b"}, "b": {"c"}, "c": {"a"}}).static_order())
except CycleError as e:
    print("CycleError:", e.args[0], e.args[1])

grid = ["S.#.....", ".##.###.", "....#...", ".##...#E"]
@lru_cache(maxsize=None)
def paths(r, c):
    if r >= len(grid) or c >= len(grid[0]) or grid[r][c] == "#":
        return 0
    if grid[r][c] == "E":
        return 1
    return paths(r + 1, c) + paths(r, c + 1)
print("monotone paths:", paths(0, 0), paths.cache_info().currsize)
