# expect: ok
# args: --deadline 5
# wall: 2
# stdout: Empty get() on an empty queue would wait forever: smolvm runs a single thread, so no other thread can put an item (use get_nowait() or check empty())
# stdout: Full put() on a full queue would wait forever: smolvm runs a single thread, so no other thread can take an item (use put_nowait() or check full())
# stdout: Empty get() on an empty queue would wait forever: smolvm runs a single thread, so no other thread can put an item (use get_nowait() or check empty())
# stdout: RuntimeError join() would wait forever: 1 unfinished task (call task_done() once for each item taken) and smolvm runs a single thread
# stdout: Empty 
# stdout: done
# A call that would wait forever in CPython (no other thread can ever
# change the queue) raises at once instead of hanging until the deadline;
# a timed call raises without waiting its timeout out.
import queue
q = queue.Queue(maxsize=1)
try:
    q.get()
except queue.Empty as e:
    print('Empty', e)
q.put('x')
try:
    q.put('y')
except queue.Full as e:
    print('Full', e)
try:
    queue.SimpleQueue().get()
except queue.Empty as e:
    print('Empty', e)
try:
    q.join()
except RuntimeError as e:
    print('RuntimeError', e)
try:
    q.get()
    q.get(timeout=3600)
except queue.Empty as e:
    print('Empty', e)
print('done')
