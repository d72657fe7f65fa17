"""Bisection algorithms on sorted sequences (CPython's bisect module)."""

__all__ = ['bisect', 'bisect_left', 'bisect_right', 'insort', 'insort_left', 'insort_right']


@_clinic_args
def bisect_right(a, x, lo=0, hi=None, *, key=None):
    """Index where x goes in sorted a, after any entries equal to x."""
    if lo < 0:
        raise ValueError('lo must be non-negative')
    if hi is None:
        hi = len(a)
    if key is None:
        while lo < hi:
            mid = (lo + hi) // 2
            if x < a[mid]:
                hi = mid
            else:
                lo = mid + 1
    else:
        while lo < hi:
            mid = (lo + hi) // 2
            if x < key(a[mid]):
                hi = mid
            else:
                lo = mid + 1
    return lo


@_clinic_args
def bisect_left(a, x, lo=0, hi=None, *, key=None):
    """Index where x goes in sorted a, before any entries equal to x."""
    if lo < 0:
        raise ValueError('lo must be non-negative')
    if hi is None:
        hi = len(a)
    if key is None:
        while lo < hi:
            mid = (lo + hi) // 2
            if a[mid] < x:
                lo = mid + 1
            else:
                hi = mid
    else:
        while lo < hi:
            mid = (lo + hi) // 2
            if key(a[mid]) < x:
                lo = mid + 1
            else:
                hi = mid
    return lo


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
