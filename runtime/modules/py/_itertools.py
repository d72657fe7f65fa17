"""Iterator building blocks, as in CPython's itertools module.

Every function is lazy; arguments are checked (and iterables turned into
iterators) when the function is called, as CPython does."""

__all__ = ['accumulate', 'chain', 'combinations', 'combinations_with_replacement',
           'compress', 'count', 'cycle', 'dropwhile', 'filterfalse', 'groupby',
           'islice', 'pairwise', 'permutations', 'product', 'repeat', 'starmap',
           'takewhile', 'tee', 'zip_longest']

_NULL = object()
_object_new = object.__new__
_MAXSIZE = 9223372036854775807


def _is_number(x):
    t = type(x)
    if t is int or t is float or t is bool or t is complex:
        return True
    if isinstance(x, (str, bytes, list, tuple, dict, set)) or x is None:
        return False
    return (hasattr(x, '__index__') or hasattr(x, '__int__') or
            hasattr(x, '__float__') or hasattr(x, '__complex__'))


def _as_index(x):
    # range() applies __index__ with CPython's error message.
    if type(x) is int:
        return x
    return range(x).stop


# ---- infinite iterators ---------------------------------------------------

class count:
    """count(start=0, step=1) --> start, start+step, start+2*step, ..."""
    __module__ = 'itertools'
    __slots__ = ('_n', '_step')

    @_clinic_args
    def __new__(cls, start=0, step=1):
        if not _is_number(start) or not _is_number(step):
            raise TypeError('a number is required')
        self = object.__new__(cls)
        self._n = start
        self._step = step
        return self

    def __iter__(self):
        return self

    def __next__(self):
        n = self._n
        self._n = n + self._step
        return n

    def __repr__(self):
        step = self._step
        if type(step) is int and step == 1:
            return '%s(%r)' % (type(self).__name__, self._n)
        return '%s(%r, %r)' % (type(self).__name__, self._n, step)


def _cycle(it):
    saved = []
    for x in it:
        yield x
        saved.append(x)
    if not saved:
        return
    while True:
        for x in saved:
            yield x


class cycle:
    """cycle(iterable) --> the elements of iterable, then again, forever."""
    __module__ = 'itertools'
    __slots__ = ()
    __next__ = _next

    @_posonly_args
    def __new__(cls, iterable):
        return _attach(object.__new__(cls), _cycle(iter(iterable)))

    def __iter__(self):
        return self


class repeat:
    """repeat(object [,times]) --> object, times times or forever."""
    __module__ = 'itertools'
    __slots__ = ('_left', '_obj')

    @_clinic_args
    def __new__(cls, object, times=None):
        if times is not None:
            times = _as_index(times)
            if times < 0:
                times = 0
        self = _object_new(cls)
        self._obj = object
        self._left = times
        return self

    def __iter__(self):
        return self

    def __next__(self):
        left = self._left
        if left is None:
            return self._obj
        if left <= 0:
            raise StopIteration
        self._left = left - 1
        return self._obj

    def __length_hint__(self):
        if self._left is None:
            raise TypeError('len() of unsized object')
        return self._left

    def __repr__(self):
        if self._left is None:
            return '%s(%r)' % (type(self).__name__, self._obj)
        return '%s(%r, %d)' % (type(self).__name__, self._obj, self._left)


# ---- iterators terminating on the shortest input --------------------------

def _accumulate(it, func, initial):
    total = initial
    if total is None:
        for total in it:
            break
        else:
            return
    yield total
    if func is None:
        for x in it:
            total = total + x
            yield total
    else:
        for x in it:
            total = func(total, x)
            yield total


class accumulate:
    """accumulate(iterable[, func, *, initial]) --> running totals."""
    __module__ = 'itertools'
    __slots__ = ()
    __next__ = _next

    @_clinic_args
    def __new__(cls, iterable, func=None, *, initial=None):
        return _attach(object.__new__(cls), _accumulate(iter(iterable), func, initial))

    def __iter__(self):
        return self


def _chain(iterables):
    for it in iterables:
        for x in it:
            yield x


class chain:
    """chain(*iterables) --> the elements of each iterable in turn."""
    __module__ = 'itertools'
    __slots__ = ()
    __next__ = _next

    def __class_getitem__(cls, item):
        from types import GenericAlias
        return GenericAlias(cls, item)

    @_posonly_args
    def __new__(cls, *iterables):
        return _attach(object.__new__(cls), _chain(iterables))

    def __iter__(self):
        return self


@_posonly_args
def _chain_from_iterable(cls, iterable):
    return _attach(object.__new__(cls), _chain(iter(iterable)))


_chain_from_iterable.__name__ = 'from_iterable'
_chain_from_iterable.__qualname__ = 'chain.from_iterable'
chain.from_iterable = classmethod(_chain_from_iterable)


def _compress(data, selectors):
    for d, s in zip(data, selectors):
        if s:
            yield d


class compress:
    """compress(data, selectors) --> data items whose selector is true."""
    __module__ = 'itertools'
    __slots__ = ()
    __next__ = _next

    @_clinic_args
    def __new__(cls, data, selectors):
        return _attach(object.__new__(cls), _compress(iter(data), iter(selectors)))

    def __iter__(self):
        return self


def _dropwhile(predicate, it):
    for x in it:
        if not predicate(x):
            yield x
            break
    for x in it:
        yield x


class dropwhile:
    """dropwhile(predicate, iterable) --> skip items while predicate is true."""
    __module__ = 'itertools'
    __slots__ = ()
    __next__ = _next

    @_posonly_args
    def __new__(cls, predicate, iterable):
        return _attach(object.__new__(cls), _dropwhile(predicate, iter(iterable)))

    def __iter__(self):
        return self


def _filterfalse(predicate, it):
    if predicate is None:
        for x in it:
            if not x:
                yield x
    else:
        for x in it:
            if not predicate(x):
                yield x


class filterfalse:
    """filterfalse(function or None, iterable) --> items where function is false."""
    __module__ = 'itertools'
    __slots__ = ()
    __next__ = _next

    @_posonly_args
    def __new__(cls, function, iterable):
        return _attach(object.__new__(cls), _filterfalse(function, iter(iterable)))

    def __iter__(self):
        return self


class groupby:
    """groupby(iterable, key=None) --> (key, group iterator) for runs of equal keys."""
    __module__ = 'itertools'
    __slots__ = ('_current', '_currkey', '_currvalue', '_it', '_keyfunc', '_tgtkey')

    @_clinic_args
    def __new__(cls, iterable, key=None):
        self = object.__new__(cls)
        self._it = iter(iterable)
        self._keyfunc = key
        self._tgtkey = _NULL
        self._currkey = _NULL
        self._currvalue = _NULL
        self._current = None
        return self

    def __iter__(self):
        return self

    def _step(self):
        value = next(self._it)
        keyfunc = self._keyfunc
        self._currkey = value if keyfunc is None else keyfunc(value)
        self._currvalue = value

    def __next__(self):
        self._current = None
        while True:
            if self._currkey is _NULL:
                pass
            elif self._tgtkey is _NULL:
                break
            elif not (self._tgtkey == self._currkey):
                break
            self._step()
        self._tgtkey = self._currkey
        g = _grouper(self, self._tgtkey)
        self._current = g
        return (self._currkey, g)


class _grouper:
    __module__ = 'itertools'
    __slots__ = ('_parent', '_tgtkey')

    def __init__(self, parent, tgtkey):
        self._parent = parent
        self._tgtkey = tgtkey

    def __iter__(self):
        return self

    def __next__(self):
        p = self._parent
        if p._current is not self:
            raise StopIteration
        if p._currvalue is _NULL:
            p._step()
        if not (self._tgtkey == p._currkey):
            raise StopIteration
        r = p._currvalue
        p._currvalue = _NULL
        return r


def _islice_arg(v, what):
    if v is None:
        return None
    if type(v) is int or type(v) is bool or hasattr(v, '__index__'):
        try:
            v = _as_index(v)
        except TypeError:
            v = -1
        if 0 <= v <= _MAXSIZE:
            return v
    if what == 'stop':
        raise ValueError('Stop argument for islice() must be None or an integer: '
                         '0 <= x <= sys.maxsize.')
    raise ValueError('Indices for islice() must be None or an integer: '
                     '0 <= x <= sys.maxsize.')


def _islice(it, start, stop, step):
    nxt = start
    cnt = 0
    while True:
        while cnt < nxt:
            try:
                next(it)
            except StopIteration:
                return
            cnt += 1
        if stop is not None and cnt >= stop:
            return
        try:
            item = next(it)
        except StopIteration:
            return
        cnt += 1
        nxt += step
        if stop is not None and nxt > stop:
            nxt = stop
        yield item


class islice:
    """islice(iterable, stop) or islice(iterable, start, stop[, step])."""
    __module__ = 'itertools'
    __slots__ = ()
    __next__ = _next

    @_posonly_args
    def __new__(cls, *args):
        n = len(args)
        if n < 2:
            raise TypeError('islice expected at least 2 arguments, got %d' % n)
        if n > 4:
            raise TypeError('islice expected at most 4 arguments, got %d' % n)
        start = 0
        step = 1
        if n == 2:
            stop = _islice_arg(args[1], 'stop')
        else:
            start = _islice_arg(args[1], 'start')
            stop = _islice_arg(args[2], 'stop')
            if start is None:
                start = 0
            if n == 4 and args[3] is not None:
                step = -1
                try:
                    step = _as_index(args[3])
                except TypeError:
                    pass
                if step > 9223372036854775807:
                    step = -1
                if step < 1:
                    raise ValueError('Step for islice() must be a positive integer or None.')
        it = iter(args[0])
        return _attach(object.__new__(cls), _islice(it, start, stop, step))

    def __iter__(self):
        return self


def _pairwise(it):
    for a in it:
        break
    else:
        return
    for b in it:
        yield (a, b)
        a = b


class pairwise:
    """pairwise('ABCD') --> AB BC CD"""
    __module__ = 'itertools'
    __slots__ = ()
    __next__ = _next

    @_posonly_args
    def __new__(cls, iterable):
        return _attach(object.__new__(cls), _pairwise(iter(iterable)))

    def __iter__(self):
        return self


def _starmap(function, it):
    # CPython makes each item a tuple first: an item that is no iterable
    # is "'int' object is not iterable", not an error of the call.
    for args in it:
        if type(args) is not tuple:
            args = tuple(args)
        yield function(*args)


class starmap:
    """starmap(function, iterable) --> function(*args) for each args."""
    __module__ = 'itertools'
    __slots__ = ()
    __next__ = _next

    @_posonly_args
    def __new__(cls, function, iterable):
        return _attach(object.__new__(cls), _starmap(function, iter(iterable)))

    def __iter__(self):
        return self


def _takewhile(predicate, it):
    for x in it:
        if predicate(x):
            yield x
        else:
            return


class takewhile:
    """takewhile(predicate, iterable) --> items while predicate is true."""
    __module__ = 'itertools'
    __slots__ = ()
    __next__ = _next

    @_posonly_args
    def __new__(cls, predicate, iterable):
        return _attach(object.__new__(cls), _takewhile(predicate, iter(iterable)))

    def __iter__(self):
        return self


class _tee:
    __module__ = 'itertools'
    __slots__ = ('_it', '_link')

    def __init__(self, it, link):
        self._it = it
        self._link = link        # [value, next link]; the head's value is unused

    def __iter__(self):
        return self

    def __next__(self):
        link = self._link
        nxt = link[1]
        if nxt is None:
            value = next(self._it)
            nxt = link[1]
            if nxt is None:
                nxt = [value, None]
                link[1] = nxt
        self._link = nxt
        return nxt[0]

    def __copy__(self):
        return _tee(self._it, self._link)


@_posonly_args
def tee(iterable, n=2):
    """tee(iterable, n=2) --> tuple of n independent iterators."""
    n = _as_index(n)
    if n < 0:
        raise ValueError('n must be >= 0')
    if n == 0:
        return ()
    it = iter(iterable)
    if isinstance(it, _tee):
        first = it.__copy__()
    else:
        first = _tee(it, [None, None])
    out = [first]
    for _ in range(n - 1):
        out.append(first.__copy__())
    return tuple(out)


def _zip_longest(its, fillvalue):
    active = len(its)
    if not active:
        return
    done = [False] * active
    while True:
        row = []
        for i, it in enumerate(its):
            if done[i]:
                row.append(fillvalue)
                continue
            try:
                row.append(next(it))
            except StopIteration:
                done[i] = True
                active -= 1
                if not active:
                    return
                row.append(fillvalue)
        yield tuple(row)


class zip_longest:
    """zip_longest(*iterables, fillvalue=None) --> tuples, padding with fillvalue."""
    __module__ = 'itertools'
    __slots__ = ()
    __next__ = _next

    def __new__(cls, *iterables, fillvalue=None):
        return _attach(object.__new__(cls), _zip_longest([iter(x) for x in iterables], fillvalue))

    def __iter__(self):
        return self


# ---- combinatorics --------------------------------------------------------



class product:
    """product(*iterables, repeat=1) --> cartesian product tuples."""
    __module__ = 'itertools'
    __slots__ = ()
    __next__ = _next

    @_clinic_args
    def __new__(cls, *iterables, repeat=1):
        repeat = _as_index(repeat)
        if repeat < 0:
            raise ValueError('repeat argument cannot be negative')
        if repeat > 9223372036854775807:
            raise OverflowError('Python int too large to convert to C ssize_t')
        pools = [tuple(p) for p in iterables] * repeat
        return _attach(object.__new__(cls), _combinatoric('x', tuple(pools), 0))

    def __iter__(self):
        return self


def _r_arg(r):
    if type(r) is not int and type(r) is not bool:
        if not hasattr(r, '__index__'):
            raise TypeError('Expected int as r')
        r = _as_index(r)
    if r < 0:
        raise ValueError('r must be non-negative')
    return r


def _r_index(r):
    # combinations() converts r as an index (permutations() does not).
    r = _as_index(r)
    if r < 0:
        raise ValueError('r must be non-negative')
    return r




class permutations:
    """permutations(iterable, r=None) --> successive r-length permutations."""
    __module__ = 'itertools'
    __slots__ = ()
    __next__ = _next

    @_clinic_args
    def __new__(cls, iterable, r=None):
        pool = tuple(iterable)
        if r is None:
            r = len(pool)
        else:
            r = _r_arg(r)
        return _attach(object.__new__(cls), _combinatoric('p', pool, r))

    def __iter__(self):
        return self




class combinations:
    """combinations(iterable, r) --> r-length subsequences in sorted order."""
    __module__ = 'itertools'
    __slots__ = ()
    __next__ = _next

    @_clinic_args
    def __new__(cls, iterable, r):
        r = _r_index(r)
        return _attach(object.__new__(cls), _combinatoric('c', tuple(iterable), r))

    def __iter__(self):
        return self




class combinations_with_replacement:
    """combinations_with_replacement(iterable, r) --> with repeated elements."""
    __module__ = 'itertools'
    __slots__ = ()
    __next__ = _next

    @_clinic_args
    def __new__(cls, iterable, r):
        r = _r_index(r)
        return _attach(object.__new__(cls), _combinatoric('w', tuple(iterable), r))

    def __iter__(self):
        return self

# CPython writes this module in C: tracebacks show none of its frames, and
# errors name its classes with the module.
__c_types__ = (count, cycle, repeat, accumulate, chain,
               compress, dropwhile, filterfalse, groupby, _grouper,
               islice, pairwise, starmap, takewhile, _tee,
               zip_longest, product, permutations, combinations, combinations_with_replacement)
_hide_frames(__name__)
_c_module_named(tee, "itertools")
