import queue

q = queue.Queue(maxsize=2)
checks = [
    ("get negative timeout", lambda: q.get(timeout=-1)),
    ("put negative timeout on full", lambda: (q.put(1), q.put(2), q.put(3, timeout=-0.5))),
    ("task_done extra", lambda: [q.task_done() for _ in range(5)]),
    ("bad timeout type", lambda: q.get(timeout="1")),
    ("None maxsize", lambda: queue.Queue(None).put(1)),
    ("too many args", lambda: q.put(1, True, 1, 2)),
    ("get kwarg", lambda: q.get(wait=True)),
]
for label, fn in checks:
    try:
        fn()
        print(label, "ok")
    except (ValueError, TypeError, queue.Full, queue.Empty) as e:
        print(label, "->", type(e).__name__, e)
print(q.qsize(), q.unfinished_tasks)
