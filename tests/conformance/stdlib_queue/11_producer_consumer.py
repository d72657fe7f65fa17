# A producer/consumer pipeline run step by step in one thread.
import queue

raw = queue.Queue()
parsed = queue.Queue(maxsize=2)
lines = ["2024-01-03,widget,4,2.50", "2024-01-03,gadget,1,10.00", "bad line",
         "2024-01-04,widget,10,2.40", "2024-01-05,doohickey,2,7.25"]
for line in lines:
    raw.put(line)

totals = {}
errors = []
while not raw.empty() or not parsed.empty():
    while not raw.empty() and not parsed.full():
        line = raw.get()
        parts = line.split(",")
        if len(parts) != 4:
            errors.append(line)
        else:
            parsed.put((parts[1], int(parts[2]) * float(parts[3])))
        raw.task_done()
    item, value = parsed.get()
    totals[item] = totals.get(item, 0) + value
    parsed.task_done()
raw.join()
parsed.join()
print({k: round(v, 2) for k, v in sorted(totals.items())})
print("errors:", errors)
