import graphlib, queue, copy, bisect, heapq
deps = {"deploy": {"build", "test"}, "test": {"build"}, "build": {"fetch"}, "docs": set()}
ts = graphlib.TopologicalSorter(deps)
print(list(ts.static_order()))
try:
    list(graphlib.TopologicalSorter({"a": {"b"}, "b": {"a"}}).static_order())
except graphlib.CycleError as e:
    print("CycleError", e.args[0])
pq = queue.PriorityQueue()
for p, task in [(3, "low"), (1, "urgent"), (2, "mid"), (1, "also urgent")]:
    pq.put((p, task))
print([pq.get() for _ in range(pq.qsize())], pq.empty())
q = queue.Queue(maxsize=2)
q.put(1); q.put(2)
try:
    q.put_nowait(3)
except queue.Full:
    print("full")
lifo = queue.LifoQueue()
for i in range(3): lifo.put(i)
print([lifo.get() for _ in range(3)])
a = {"k": [1, {"z": 2}]}
a["self"] = a
b = copy.deepcopy(a)
print(b["self"] is b, b["k"] is a["k"], copy.copy(a)["k"] is a["k"])
grades = [60, 70, 80, 90]
print([("FDCBA")[bisect.bisect(grades, s)] for s in [33, 65, 70, 99]], bisect.bisect_left(grades, 70), bisect.insort(grades, 75) or grades)
h = []
for x in [5, 1, 4, 2]: heapq.heappush(h, (x, str(x)))
print(heapq.heappop(h), h[0], heapq.heappushpop(h, (0, "0")), list(heapq.merge([1, 4], [2, 3])))
