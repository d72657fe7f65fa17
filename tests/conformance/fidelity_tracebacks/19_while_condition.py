# Drain a queue until empty; the sentinel comparison is wrong.
queue = [3, 2, 1]
while queue:
    print("took", queue.pop())
print("empty")
while queue[0] > 0:
    queue.pop()
