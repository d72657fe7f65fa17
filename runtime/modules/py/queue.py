"""Queues (CPython 3.11's queue module): Queue (FIFO), LifoQueue,
PriorityQueue and SimpleQueue, with the Empty and Full exceptions.

smolvm runs a snippet in a single thread, so no other thread can ever put
an item into an empty queue, take one out of a full queue or mark a task
done while a call waits. Where CPython would wait forever, these queues
raise at once instead of hanging until the deadline:

- get() with block=True and no timeout on an empty queue raises Empty, and
  put() with block=True and no timeout on a full queue raises Full, each
  with a message saying why (the exception a snippet already catches to
  stop draining a queue);
- join() while tasks are unfinished (task_done() not called for every
  item put) raises RuntimeError, as threading does for a join that could
  never return;
- a call with a timeout raises Empty or Full at once, without waiting the
  timeout out (waiting could not change the outcome), exactly as CPython
  does when the timeout expires.

Every other behaviour is CPython's: the same argument checks and messages,
the `queue` attribute holding the items (a deque, or a list for LifoQueue
and PriorityQueue), maxsize, unfinished_tasks. There are no locks or
condition variables (mutex, not_empty, ...)."""

from types import GenericAlias as _GenericAlias
from collections import deque
from heapq import heappush, heappop

__all__ = ['Empty', 'Full', 'Queue', 'PriorityQueue', 'LifoQueue', 'SimpleQueue']


class Empty(Exception):
    """Exception raised by Queue.get(block=0)/get_nowait()."""
    pass


Empty.__module__ = '_queue'


class Full(Exception):
    """Exception raised by Queue.put(block=0)/put_nowait()."""
    pass


Full.__module__ = 'queue'

_GET_BLOCKS = ('get() on an empty queue would wait forever: smolvm runs a single thread, '
               'so no other thread can put an item (use get_nowait() or check empty())')
_PUT_BLOCKS = ('put() on a full queue would wait forever: smolvm runs a single thread, '
               'so no other thread can take an item (use put_nowait() or check full())')


class Queue:
    """Create a queue object with a given maximum size.

    If maxsize is <= 0, the queue size is infinite.
    """
    __module__ = 'queue'

    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.unfinished_tasks = 0

    def task_done(self):
        """Indicate that a formerly enqueued task is complete."""
        unfinished = self.unfinished_tasks - 1
        if unfinished < 0:
            raise ValueError('task_done() called too many times')
        self.unfinished_tasks = unfinished

    def join(self):
        """Blocks until all items in the Queue have been gotten and processed."""
        if self.unfinished_tasks:
            n = self.unfinished_tasks
            raise RuntimeError('join() would wait forever: %d unfinished task%s (call task_done() once '
                               'for each item taken) and smolvm runs a single thread'
                               % (n, '' if n == 1 else 's'))

    def qsize(self):
        """Return the approximate size of the queue."""
        return self._qsize()

    def empty(self):
        """Return True if the queue is empty, False otherwise."""
        return not self._qsize()

    def full(self):
        """Return True if the queue is full, False otherwise."""
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        """Put an item into the queue.

        Raises Full at once where CPython would wait (see the module's
        documentation)."""
        if self.maxsize > 0:
            if not block:
                if self._qsize() >= self.maxsize:
                    raise Full
            elif timeout is None:
                if self._qsize() >= self.maxsize:
                    raise Full(_PUT_BLOCKS)
            elif timeout < 0:
                raise ValueError("'timeout' must be a non-negative number")
            elif self._qsize() >= self.maxsize:
                raise Full
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        """Remove and return an item from the queue.

        Raises Empty at once where CPython would wait (see the module's
        documentation)."""
        if not block:
            if not self._qsize():
                raise Empty
        elif timeout is None:
            if not self._qsize():
                raise Empty(_GET_BLOCKS)
        elif timeout < 0:
            raise ValueError("'timeout' must be a non-negative number")
        elif not self._qsize():
            raise Empty
        return self._get()

    def put_nowait(self, item):
        """Put an item into the queue without blocking."""
        return self.put(item, block=False)

    def get_nowait(self):
        """Remove and return an item from the queue without blocking."""
        return self.get(block=False)

    # The storage, overridden by the subclasses.

    def _init(self, maxsize):
        self.queue = deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()

    __class_getitem__ = classmethod(_GenericAlias)


class PriorityQueue(Queue):
    """Variant of Queue that retrieves open entries in priority order (lowest first).

    Entries are typically tuples of the form:  (priority number, data).
    """
    __module__ = 'queue'

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        heappush(self.queue, item)

    def _get(self):
        return heappop(self.queue)


class LifoQueue(Queue):
    """Variant of Queue that retrieves most recently added entries first."""
    __module__ = 'queue'

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    """Simple, unbounded, reentrant FIFO queue."""
    __module__ = '_queue'

    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError('SimpleQueue() takes no positional arguments')
        if kwargs:
            raise TypeError('SimpleQueue() takes no keyword arguments')
        self._items = deque()

    def put(self, item, block=True, timeout=None):
        """Put the item on the queue (never blocks; block and timeout are ignored)."""
        self._items.append(item)

    def put_nowait(self, item):
        """Put an item into the queue without blocking."""
        self._items.append(item)

    def get(self, block=True, timeout=None):
        """Remove and return an item from the queue.

        Raises Empty at once where CPython would wait (see the module's
        documentation)."""
        if block and timeout is not None:
            if type(timeout) is not float and not isinstance(timeout, int):
                if isinstance(timeout, float):
                    timeout = float(timeout)
                else:
                    raise TypeError("'%s' object cannot be interpreted as an integer" % type(timeout).__name__)
            if timeout != timeout:
                raise ValueError('Invalid value NaN (not a number)')
            if timeout < 0:
                raise ValueError("'timeout' must be a non-negative number")
        if not self._items:
            if block and timeout is None:
                raise Empty(_GET_BLOCKS)
            raise Empty
        return self._items.popleft()

    def get_nowait(self):
        """Remove and return an item from the queue without blocking."""
        return self.get(False)

    def empty(self):
        """Return True if the queue is empty, False otherwise (not reliable!)."""
        return not self._items

    def qsize(self):
        """Return the approximate size of the queue (not reliable!)."""
        return len(self._items)

    __class_getitem__ = classmethod(_GenericAlias)


# CPython writes these in C (module _queue): error messages name them so.
__c_types__ = (SimpleQueue,)
