import heapq
from collections import deque, defaultdict
edges = [("A", "B", 4), ("A", "C", 2), ("B", "C", 5), ("B", "D", 10), ("C", "E", 3), ("E", "D", 4), ("D", "F", 11)]
graph = defaultdict(list)
for u, v, w in edges:
    graph[u].append((v, w))
    graph[v].append((u, w))
def bfs(start):
    seen, order, q = {start}, [], deque([start])
    while q:
        n = q.popleft()
        order.append(n)
        for m, _ in sorted(graph[n]):
            if m not in seen:
                seen.add(m)
                q.append(m)
    return order
def dijkstra(src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    while pq:
        d, n = heapq.heappop(pq)
        if d > dist.get(n, float("inf")):
            continue
        for m, w in graph[n]:
            nd = d + w
            if nd < dist.get(m, float("inf")):
                dist[m], prev[m] = nd, n
                heapq.heappush(pq, (nd, m))
    return dist, prev
print(bfs("A"))
dist, prev = dijkstra("A")
print(dict(sorted(dist.items())))
path, n = [], "F"
while n != "A":
    path.append(n)
    n = prev[n]
print(" -> ".join(reversed(path + ["A"])), dist["F"])
