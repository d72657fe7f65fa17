"""Heap queue (priority queue) algorithms on plain lists (CPython's heapq).

The heap layout after every operation is the one CPython produces; only
the < operator is used to compare items."""

__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']


def _sift_toward_root_max(heap, top, pos):
    item = heap[pos]
    while pos > top:
        parent_pos = (pos - 1) >> 1
        parent = heap[parent_pos]
        if parent < item:
            heap[pos] = parent
            pos = parent_pos
        else:
            break
    heap[pos] = item


def _sift_toward_leaves_max(heap, pos):
    end = len(heap)
    top = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[right] < heap[child]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _sift_toward_root_max(heap, top, pos)


# The five operations on the heap are written in C (runtime/modules/heapq.c).
_heap_op = _native_heap_op


@_c_module
@_posonly_args
def heappush(heap, item):
    """Push item onto heap, keeping the heap invariant."""
    _heap_op(0, heap, item)


@_c_module
@_one_arg
def heappop(heap):
    """Pop the smallest item off the heap, keeping the heap invariant."""
    return _heap_op(1, heap, None)


@_c_module
@_posonly_args
def heapreplace(heap, item):
    """Pop the smallest item, then push item (the heap must not be empty)."""
    return _heap_op(2, heap, item)


@_c_module
@_posonly_args
def heappushpop(heap, item):
    """Push item, then pop and return the smallest item, in one step."""
    return _heap_op(3, heap, item)


@_c_module
@_one_arg
def heapify(x):
    """Turn the list x into a heap, in place, in linear time."""
    _heap_op(4, x, None)


def _heapify_max(x):
    for i in range(len(x) // 2 - 1, -1, -1):
        _sift_toward_leaves_max(x, i)


def _heappop_max(heap):
    last = heap.pop()
    if heap:
        largest = heap[0]
        heap[0] = last
        _sift_toward_leaves_max(heap, 0)
        return largest
    return last


def _heapreplace_max(heap, item):
    largest = heap[0]
    heap[0] = item
    _sift_toward_leaves_max(heap, 0)
    return largest


def merge(*iterables, key=None, reverse=False):
    """Merge sorted inputs into one sorted iterator (stable: earlier inputs first)."""
    its = []
    heads = []
    keys = []
    for iterable in iterables:
        it = iter(iterable)
        for first in it:
            its.append(it)
            heads.append(first)
            keys.append(first if key is None else key(first))
            break
    while its:
        best = 0
        bk = keys[0]
        n = len(its)
        if reverse:
            for i in range(1, n):
                if bk < keys[i]:
                    best = i
                    bk = keys[i]
        else:
            for i in range(1, n):
                if keys[i] < bk:
                    best = i
                    bk = keys[i]
        yield heads[best]
        it = its[best]
        for nxt in it:
            heads[best] = nxt
            keys[best] = nxt if key is None else key(nxt)
            break
        else:
            del its[best]
            del heads[best]
            del keys[best]


def _check_n(n, iterable):
    """The errors CPython's nsmallest/nlargest give for an n that is not an
    int: a comparison with the size when it has one, else making a range."""
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        size = None
    if size is not None and n >= size:
        if type(n) is not int:
            [][:n]
        return
    range(0, -n, -1)


def nsmallest(n, iterable, key=None):
    """The n smallest items: sorted(iterable, key=key)[:n]."""
    if n == 1:
        sentinel = object()
        if key is None:
            r = min(iterable, default=sentinel)
        else:
            r = min(iterable, default=sentinel, key=key)
        return [] if r is sentinel else [r]
    _check_n(n, iterable)
    if n <= 0:
        return []
    return sorted(iterable, key=key)[:n]


def nlargest(n, iterable, key=None):
    """The n largest items: sorted(iterable, key=key, reverse=True)[:n]."""
    if n == 1:
        sentinel = object()
        if key is None:
            r = max(iterable, default=sentinel)
        else:
            r = max(iterable, default=sentinel, key=key)
        return [] if r is sentinel else [r]
    _check_n(n, iterable)
    if n <= 0:
        return []
    return sorted(iterable, key=key, reverse=True)[:n]


# CPython writes these in C (_heapq): tracebacks show none of their frames.
for _f in (heapify, heappop, heappush, heappushpop, heapreplace, _heapify_max, _heappop_max,
           _heapreplace_max, _sift_toward_leaves_max, _sift_toward_root_max):
    _hide_frames(_f)
del _f
