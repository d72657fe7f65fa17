import queue

buf = queue.Queue(maxsize=3)
print(buf.maxsize, buf.full(), buf.empty())
readings = [21.5, 21.7, 22.0, 22.4, 22.9]
dropped = []
for r in readings:
    try:
        buf.put_nowait(r)
    except queue.Full:
        dropped.append(r)
print("buffered:", list(buf.queue), "full:", buf.full(), "dropped:", dropped)
try:
    buf.put(99.9, block=False)
except queue.Full as e:
    print("Full", repr(e), str(e) == "")
try:
    buf.put(99.9, timeout=0.01)
except queue.Full:
    print("Full after timeout")
print(buf.get(), buf.qsize(), buf.full())
buf.put(23.1, timeout=1)
print(list(buf.queue))
unbounded = queue.Queue(0)
for i in range(100):
    unbounded.put(i)
print(unbounded.full(), unbounded.qsize())
neg = queue.Queue(-5)
neg.put(1)
print(neg.full(), neg.maxsize)
