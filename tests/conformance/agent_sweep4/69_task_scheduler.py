import graphlib, heapq
from collections import defaultdict, deque
from dataclasses import dataclass, field
tasks = {"deploy": {"test", "build"}, "test": {"build"}, "build": {"fetch"}, "docs": {"fetch"}, "fetch": set(), "lint": set()}
ts = graphlib.TopologicalSorter(tasks)
print(list(ts.static_order()))
ts = graphlib.TopologicalSorter(tasks); ts.prepare()
waves = []
while ts.is_active():
    ready = sorted(ts.get_ready()); waves.append(ready); ts.done(*ready)
print(waves)
try:
    graphlib.TopologicalSorter({"a": {"b"}, "b": {"c"}, "c": {"a"}}).prepare()
except graphlib.CycleError as e:
    print("CycleError:", e.args[0], e.args[1])
ts2 = graphlib.TopologicalSorter(); ts2.add("x", "y", "z"); ts2.add("y", "z")
print(tuple(ts2.static_order()))
durations = {"fetch": 2, "build": 5, "test": 3, "deploy": 1, "docs": 4, "lint": 1}
finish = {}
for t in graphlib.TopologicalSorter(tasks).static_order():
    finish[t] = max((finish[d] for d in tasks[t]), default=0) + durations[t]
print(finish, max(finish.values()), max(finish, key=finish.get))
@dataclass(order=True)
class Job:
    priority: int
    seq: int
    name: str = field(compare=False)
q = []; seq = 0
for name, pr in [("email", 3), ("backup", 1), ("report", 2), ("cleanup", 3), ("alert", 0)]:
    heapq.heappush(q, Job(pr, seq, name)); seq += 1
order = []
while q:
    order.append(heapq.heappop(q).name)
print(order)
indeg = defaultdict(int); graph = defaultdict(list)
for t, deps in tasks.items():
    for d in deps:
        graph[d].append(t); indeg[t] += 1
ready = deque(sorted(t for t in tasks if indeg[t] == 0)); out = []
while ready:
    t = ready.popleft(); out.append(t)
    for n in sorted(graph[t]):
        indeg[n] -= 1
        if indeg[n] == 0: ready.append(n)
print(out, len(out) == len(tasks))
def critical_path(t):
    if not tasks[t]: return [t]
    return critical_path(max(tasks[t], key=lambda d: finish[d])) + [t]
print(" -> ".join(critical_path("deploy")))
print(f"{'task':<8}{'start':>6}{'end':>5}  timeline")
for t in sorted(finish, key=lambda t: (finish[t] - durations[t], t)):
    s = finish[t] - durations[t]
    print(f"{t:<8}{s:>6}{finish[t]:>5}  {' ' * s}{'=' * durations[t]}")
