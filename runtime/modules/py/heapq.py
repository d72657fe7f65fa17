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
    """Merge sorted inputs into one sorted iterator (stable: earlier inputs first).

    CPython's algorithm, so that items (or keys) are compared in its order:
    a heap of [key, position, item, iterator] entries, one per input not yet
    exhausted; the top entry's input moves on after each item it gives,
    and the last input left is drained without comparisons."""
    if reverse:
        make, pop, replace, direction = _heapify_max, _heappop_max, _heapreplace_max, -1
    else:
        make, pop, replace, direction = heapify, heappop, heapreplace, 1
    heap = []
    for pos, it in enumerate(map(iter, iterables)):
        for first in it:
            if key is None:
                heap.append([first, pos * direction, it])
            else:
                heap.append([key(first), pos * direction, first, it])
            break
    make(heap)
    while len(heap) > 1:
        entry = heap[0]
        it = entry[-1]
        yield entry[0] if key is None else entry[2]
        for nxt in it:
            if key is None:
                entry[0] = nxt
            else:
                entry[0] = key(nxt)
                entry[2] = nxt
            replace(heap, entry)
            break
        else:
            pop(heap)
    if heap:
        entry = heap[0]
        yield entry[0] if key is None else entry[2]
        yield from entry[-1]


def _smallest_heap(n, it, key):
    """The n smallest items of the iterator `it`, by CPython's algorithm
    (so that keys are compared in its order): a max-heap of the first n
    (key, position, item) entries, an item replacing its top only when
    its key is smaller, the heap sorted at the end."""
    if key is None:
        heap = [(item, i) for i, item in zip(range(n), it)]
    else:
        heap = [(key(item), i, item) for i, item in zip(range(n), it)]
    if not heap:
        return heap
    _heapify_max(heap)
    top = heap[0][0]
    pos = n
    for item in it:
        k = item if key is None else key(item)
        if k < top:
            _heapreplace_max(heap, (k, pos) if key is None else (k, pos, item))
            top = heap[0][0]
            pos += 1
    heap.sort()
    return [e[-1] for e in heap] if key is not None else [e[0] for e in heap]


def _largest_heap(n, it, key):
    """nlargest's counterpart of _smallest_heap: a min-heap, positions
    counting down so that earlier items win ties."""
    if key is None:
        heap = [(item, i) for i, item in zip(range(0, -n, -1), it)]
    else:
        heap = [(key(item), i, item) for i, item in zip(range(0, -n, -1), it)]
    if not heap:
        return heap
    heapify(heap)
    top = heap[0][0]
    pos = -n
    for item in it:
        k = item if key is None else key(item)
        if top < k:
            heapreplace(heap, (k, pos) if key is None else (k, pos, item))
            top = heap[0][0]
            pos -= 1
    heap.sort(reverse=True)
    return [e[-1] for e in heap] if key is not None else [e[0] for e in heap]


def _whole_size(iterable):
    try:
        return len(iterable)
    except (TypeError, AttributeError):
        return None


def nsmallest(n, iterable, key=None):
    """The n smallest items: sorted(iterable, key=key)[:n]."""
    if n == 1:
        sentinel = object()
        if key is None:
            r = min(iterable, default=sentinel)
        else:
            r = min(iterable, default=sentinel, key=key)
        return [] if r is sentinel else [r]
    size = _whole_size(iterable)
    if size is not None and n >= size:
        return sorted(iterable, key=key)[:n]
    return _smallest_heap(n, iter(iterable), key)


def nlargest(n, iterable, key=None):
    """The n largest items: sorted(iterable, key=key, reverse=True)[:n]."""
    if n == 1:
        sentinel = object()
        if key is None:
            r = max(iterable, default=sentinel)
        else:
            r = max(iterable, default=sentinel, key=key)
        return [] if r is sentinel else [r]
    size = _whole_size(iterable)
    if size is not None and n >= size:
        return sorted(iterable, key=key, reverse=True)[:n]
    return _largest_heap(n, iter(iterable), key)


# CPython writes these in C (_heapq): tracebacks show none of their frames.
for _f in (heapify, heappop, heappush, heappushpop, heapreplace, _heapify_max, _heappop_max,
           _heapreplace_max, _sift_toward_leaves_max, _sift_toward_root_max):
    _hide_frames(_f)
del _f
