import heapq

# task scheduler with (priority, counter, task) entries
tasks = []
counter = 0
for prio, name in [(3, 'write'), (1, 'plan'), (2, 'code'), (1, 'coffee'), (5, 'ship')]:
    heapq.heappush(tasks, (prio, counter, name))
    counter += 1
print(tasks)
while tasks:
    prio, _, name = heapq.heappop(tasks)
    print(prio, name)

# Dijkstra
graph = {
    'A': {'B': 4, 'C': 1},
    'B': {'D': 1},
    'C': {'B': 2, 'D': 5},
    'D': {'E': 3},
    'E': {},
}
def dijkstra(src):
    dist = {src: 0}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float('inf')):
            continue
        for v, w in graph[u].items():
            nd = d + w
            if nd < dist.get(v, float('inf')):
                dist[v] = nd
                heapq.heappush(pq, (nd, v))
    return dist
print(dijkstra('A'))

# k closest points
pts = [(1, 3), (-2, 2), (5, 8), (0, 1), (3, -1)]
print(heapq.nsmallest(3, pts, key=lambda p: p[0] ** 2 + p[1] ** 2))

class Job:
    def __init__(self, cost, name):
        self.cost, self.name = cost, name
    def __lt__(self, other):
        return self.cost < other.cost
    def __repr__(self):
        return f'Job({self.cost}, {self.name!r})'
jobs = [Job(5, 'e'), Job(2, 'b'), Job(9, 'z'), Job(1, 'a')]
heapq.heapify(jobs)
print(jobs, heapq.heappop(jobs))
# running median with two heaps
lo, hi = [], []
meds = []
for x in [5, 15, 1, 3, 8, 7, 9, 10]:
    heapq.heappush(lo, -x)
    heapq.heappush(hi, -heapq.heappop(lo))
    if len(hi) > len(lo):
        heapq.heappush(lo, -heapq.heappop(hi))
    meds.append(-lo[0] if len(lo) > len(hi) else (-lo[0] + hi[0]) / 2)
print(meds)
