import queue
import itertools
from dataclasses import dataclass, field

@dataclass(order=True)
class Job:
    priority: int
    seq: int
    name: str = field(compare=False)
    cost: float = field(compare=False, default=1.0)

counter = itertools.count()
pq = queue.PriorityQueue()
for prio, name, cost in [(2, "reindex", 3.5), (1, "alert", 0.2), (3, "backup", 9.0), (1, "page", 0.1), (2, "email", 0.5)]:
    pq.put(Job(prio, next(counter), name, cost))
print("queued:", pq.qsize(), pq.empty(), pq.full())
budget = 4.0
done = []
while not pq.empty():
    job = pq.get_nowait()
    if job.cost > budget:
        print(f"skip {job.name:<8} cost={job.cost:>4} > budget={budget}")
        continue
    budget -= job.cost
    done.append(job.name)
    pq.task_done()
    print(f"run  {job.name:<8} prio={job.priority} left={budget:.2f}")
print(done)
try:
    pq.get_nowait()
except queue.Empty:
    print("queue.Empty raised", repr(queue.Empty()))

fifo = queue.Queue(maxsize=2)
fifo.put("a")
fifo.put("b")
try:
    fifo.put_nowait("c")
except queue.Full:
    print("queue.Full at", fifo.qsize(), fifo.full())
print(fifo.get(), fifo.get(block=False), fifo.empty())
try:
    fifo.get(timeout=0)
except queue.Empty:
    print("empty with timeout")

lifo = queue.LifoQueue()
for x in range(4):
    lifo.put(x)
print([lifo.get() for _ in range(lifo.qsize())])
sq = queue.SimpleQueue()
sq.put("x"); sq.put("y")
print(sq.get(), sq.qsize(), sq.empty())

# Breadth-first crawl of a small link graph with a work queue.
links = {"/": ["/a", "/b"], "/a": ["/c", "/"], "/b": ["/c", "/d"], "/c": [], "/d": ["/a"]}
seen = {"/"}
work = queue.Queue()
work.put(("/", 0))
order = []
while not work.empty():
    page, depth = work.get()
    order.append(f"{page}@{depth}")
    for nxt in links[page]:
        if nxt not in seen:
            seen.add(nxt)
            work.put((nxt, depth + 1))
print(" -> ".join(order))
try:
    queue.Queue().task_done()
except ValueError as e:
    print("ValueError:", e)
