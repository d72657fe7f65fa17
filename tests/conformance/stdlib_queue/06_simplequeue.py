import queue

sq = queue.SimpleQueue()
print(sq.empty(), sq.qsize())
for word in "the quick brown fox".split():
    sq.put(word)
sq.put_nowait("jumps")
sq.put("over", block=False, timeout=-3)
print(sq.qsize(), sq.empty())
out = []
while not sq.empty():
    out.append(sq.get())
print(out)
for call in (lambda: sq.get_nowait(), lambda: sq.get(False), lambda: sq.get(timeout=0.01)):
    try:
        call()
    except queue.Empty as e:
        print("Empty", repr(e))
for bad in (lambda: sq.get(timeout=-1), lambda: sq.get(timeout="soon"), lambda: queue.SimpleQueue(5),
            lambda: queue.SimpleQueue(maxsize=5)):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(queue.SimpleQueue, type(sq).__name__)
