import queue
from dataclasses import dataclass, field


@dataclass(order=True)
class Ticket:
    priority: int
    created: int
    title: str = field(compare=False)


tickets = queue.PriorityQueue()
tickets.put(Ticket(3, 1, "Update docs"))
tickets.put(Ticket(1, 2, "Production outage"))
tickets.put(Ticket(2, 3, "Customer refund"))
tickets.put(Ticket(1, 4, "Security patch"))
print(tickets.qsize(), tickets.queue[0])
while not tickets.empty():
    t = tickets.get()
    print(t.priority, t.created, t.title)

pq = queue.PriorityQueue()
for item in [(5, "low"), (1, "urgent"), (3, "normal"), (1, "also urgent")]:
    pq.put(item)
print([pq.get() for _ in range(pq.qsize())])
pq.put((2, {"a": 1}))
# Equal priorities make heapq compare the dict payloads: uncaught TypeError.
pq.put((2, {"b": 2}))
try:
    pq.put((2, {"c": 3}))
    print(pq.get(), pq.get())
except TypeError as e:
    print("TypeError:", e)
