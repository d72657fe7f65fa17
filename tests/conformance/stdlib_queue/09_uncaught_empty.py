import queue

q = queue.Queue()
q.put("only item")
print(q.get_nowait())
print(q.get_nowait())
