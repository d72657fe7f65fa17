import queue

jobs = queue.SimpleQueue()
jobs.put("resize")
for attempt in (lambda: jobs.full(), lambda: jobs.task_done(), lambda: jobs.join(), lambda: jobs.maxsize,
                lambda: len(jobs), lambda: jobs[0], lambda: iter(jobs)):
    try:
        print(attempt())
    except (AttributeError, TypeError) as e:
        print(type(e).__name__ + ":", e)
try:
    jobs.get_nowait()
    jobs.get_nowait()
except queue.Empty as e:
    print("Empty:", repr(e), isinstance(e, Exception), type(e).__name__)
