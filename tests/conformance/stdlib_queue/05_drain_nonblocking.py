import queue

inbox = queue.Queue()
for msg in ["ping", "status?", "shutdown"]:
    inbox.put(msg)

received = []
while True:
    try:
        received.append(inbox.get_nowait())
    except queue.Empty:
        break
print(received)

for kwargs in ({"block": False}, {"timeout": 0}, {"timeout": 0.05}, {"block": False, "timeout": 5}):
    try:
        inbox.get(**kwargs)
    except queue.Empty as e:
        print("Empty", kwargs, repr(e))

inbox.put("late")
print(inbox.get(timeout=2), inbox.get(block=True, timeout=0.5) if not inbox.empty() else "none left")
print(issubclass(queue.Empty, Exception), issubclass(queue.Full, Exception))
