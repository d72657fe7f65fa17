import queue

jobs = queue.Queue()
for order_id, amount in [(1001, 250.0), (1002, 99.5), (1003, 1200.0), (1004, 15.25)]:
    jobs.put({"id": order_id, "amount": amount})

print("pending:", jobs.qsize(), "unfinished:", jobs.unfinished_tasks)
processed = []
total = 0.0
while not jobs.empty():
    job = jobs.get()
    total += job["amount"]
    processed.append(job["id"])
    jobs.task_done()
jobs.join()
print("processed:", processed)
print(f"total: {total:.2f}", "unfinished:", jobs.unfinished_tasks, "empty:", jobs.empty())
