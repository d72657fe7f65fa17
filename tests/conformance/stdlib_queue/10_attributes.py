import queue

q = queue.Queue(10)
lq = queue.LifoQueue()
pq = queue.PriorityQueue(maxsize=4)
for i in (3, 1, 2):
    q.put(i)
    lq.put(i)
    pq.put(i)
print(q.queue, lq.queue, pq.queue)
print(q.maxsize, lq.maxsize, pq.maxsize, q.unfinished_tasks)
print(isinstance(lq, queue.Queue), isinstance(pq, queue.Queue), isinstance(queue.SimpleQueue(), queue.Queue))
print(issubclass(queue.LifoQueue, queue.Queue), issubclass(queue.PriorityQueue, queue.Queue))
print(queue.Queue, queue.LifoQueue, queue.PriorityQueue, queue.SimpleQueue)
print(queue.Empty, queue.Full, queue.Empty.__name__, queue.Full.__module__)
print(sorted(queue.__all__))
print(q.get(), lq.get(), pq.get(), q.qsize(), lq.qsize(), pq.qsize())
q.task_done()
print(q.unfinished_tasks)


class TrackingQueue(queue.Queue):
    def _put(self, item):
        print("  storing", item)
        super()._put(item)


tq = TrackingQueue()
tq.put("a")
tq.put("b")
print(tq.get(), tq.qsize())
