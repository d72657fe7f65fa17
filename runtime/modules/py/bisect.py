"""Bisection algorithms on sorted sequences (CPython's bisect module)."""

# The search loop is written in C (runtime/modules/bisect.c).
_bisect = _native_bisect


@_clinic_args
def bisect_right(a, x, lo=0, hi=None, *, key=None):
    """Index where x goes in sorted a, after any entries equal to x."""
    if type(lo) is not int:
        lo = range(lo).stop
    if lo < 0:
        raise ValueError('lo must be non-negative')
    if hi is None:
        hi = len(a)
    elif type(hi) is not int:
        hi = range(hi).stop
    return _bisect(a, x, lo, hi, key, True)


@_clinic_args
def bisect_left(a, x, lo=0, hi=None, *, key=None):
    """Index where x goes in sorted a, before any entries equal to x."""
    if type(lo) is not int:
        lo = range(lo).stop
    if lo < 0:
        raise ValueError('lo must be non-negative')
    if hi is None:
        hi = len(a)
    elif type(hi) is not int:
        hi = range(hi).stop
    return _bisect(a, x, lo, hi, key, False)


@_clinic_args
def insort_right(a, x, lo=0, hi=None, *, key=None):
    """Insert x into sorted a, after any entries equal to x."""
    if key is None:
        lo = bisect_right(a, x, lo, hi)
    else:
        lo = bisect_right(a, key(x), lo, hi, key=key)
    a.insert(lo, x)


@_clinic_args
def insort_left(a, x, lo=0, hi=None, *, key=None):
    """Insert x into sorted a, before any entries equal to x."""
    if key is None:
        lo = bisect_left(a, x, lo, hi)
    else:
        lo = bisect_left(a, key(x), lo, hi, key=key)
    a.insert(lo, x)


bisect = bisect_right
insort = insort_right

# CPython writes this module in C: tracebacks show none of its frames.
_hide_frames(__name__)
