# Random sequences of non-blocking queue operations on every queue type.
import queue, random
rnd = random.Random(11)
for it in range(300):
    kind = rnd.choice(['Queue', 'LifoQueue', 'PriorityQueue', 'SimpleQueue'])
    if kind == 'SimpleQueue':
        q = queue.SimpleQueue()
    else:
        q = getattr(queue, kind)(rnd.choice([0, 1, 2, 3, -1]))
    log = []
    for step in range(12):
        op = rnd.choice(['put', 'put_nowait', 'get_nowait', 'getnb', 'get0', 'put0', 'getneg', 'putneg', 'qsize', 'empty', 'full', 'task_done', 'join'])
        try:
            if op == 'put': r = q.put(rnd.randint(0, 9), block=False)
            elif op == 'put_nowait': r = q.put_nowait(rnd.randint(0, 9))
            elif op == 'get_nowait': r = q.get_nowait()
            elif op == 'getnb': r = q.get(False)
            elif op == 'get0': r = q.get(timeout=0)
            elif op == 'put0': r = q.put(5, timeout=0)
            elif op == 'getneg': r = q.get(timeout=-1) if kind != 'SimpleQueue' or True else None
            elif op == 'putneg': r = q.put(1, timeout=-2)
            elif op == 'qsize': r = q.qsize()
            elif op == 'empty': r = q.empty()
            elif op == 'full': r = q.full()
            elif op == 'task_done': r = q.task_done()
            elif op == 'join':
                if kind != 'SimpleQueue' and q.unfinished_tasks == 0: r = q.join()
                else: r = 'skip'
            log.append((op, r))
        except Exception as e:
            log.append((op, type(e).__name__, str(e)))
    extra = list(q.queue) if kind != 'SimpleQueue' else q.qsize()
    print(it, kind, log, extra, getattr(q, 'unfinished_tasks', None))
