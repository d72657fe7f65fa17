"""Decimal fixed- and floating-point arithmetic, as CPython 3.11's decimal.

A Decimal is an exact decimal number (a sign, an integer coefficient and a
power-of-ten exponent) or a special value (Infinity, NaN, sNaN). Results of
arithmetic are rounded to the precision of a Context with its rounding
mode; exceptional conditions set the context's flags and raise the signal
when the context traps it. The behaviour follows the General Decimal
Arithmetic Specification as CPython's C implementation (libmpdec) applies
it: the same results, reprs, flags, exception classes and messages
(`[<class 'decimal.InvalidOperation'>]`).

sqrt, exp, ln and log10 are correctly rounded (round-half-even, whatever
the context's rounding). Powers follow libmpdec's method so that they
round as CPython's do: an integer power by binary powering a few digits
beyond the precision, any other one as exp(y * ln(x)) computed with more
digits, then rounded to the context. smolvm runs one thread: the current
context belongs to the session."""

from collections import namedtuple as _namedtuple
from math import isqrt as _isqrt

__version__ = '1.70'
__libmpdec_version__ = '2.5.1'

ROUND_DOWN = 'ROUND_DOWN'
ROUND_HALF_UP = 'ROUND_HALF_UP'
ROUND_HALF_EVEN = 'ROUND_HALF_EVEN'
ROUND_CEILING = 'ROUND_CEILING'
ROUND_FLOOR = 'ROUND_FLOOR'
ROUND_UP = 'ROUND_UP'
ROUND_HALF_DOWN = 'ROUND_HALF_DOWN'
ROUND_05UP = 'ROUND_05UP'

_ROUNDINGS = (ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR,
              ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP)

MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
MIN_ETINY = MIN_EMIN - (MAX_PREC - 1)

HAVE_THREADS = True
HAVE_CONTEXTVAR = True

_object_new = object.__new__


# ---- signals ----------------------------------------------------------------

class DecimalException(ArithmeticError):
    """Base exception class.

    Used exceptions derive from this.
    If an exception derives from another exception besides this (such as
    Underflow (Inexact, Rounded, Subnormal)) that indicates that it is only
    called if the others are present.  This isn't actually used for
    anything, though.
    """


class Clamped(DecimalException):
    """Exponent of a 0 changed to fit bounds."""


class InvalidOperation(DecimalException):
    """An invalid operation was performed."""


class ConversionSyntax(InvalidOperation):
    """Trying to convert badly formed string."""


class DivisionByZero(DecimalException, ZeroDivisionError):
    """Division by 0."""


class DivisionImpossible(InvalidOperation):
    """Cannot perform the division adequately."""


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    """Undefined result of division."""


class Inexact(DecimalException):
    """Had to round, losing information."""


class InvalidContext(InvalidOperation):
    """Invalid context.  Unknown rounding, for example."""


class Rounded(DecimalException):
    """Number got rounded (not  necessarily changed during rounding)."""


class Subnormal(DecimalException):
    """Exponent < Emin before rounding."""


class Overflow(Inexact, Rounded):
    """Numerical overflow."""


class Underflow(Inexact, Rounded, Subnormal):
    """Numerical underflow with result rounded to 0."""


class FloatOperation(DecimalException, TypeError):
    """Enable stricter semantics for mixing floats and Decimals."""


# The conditions an operation reports, one bit each in libmpdec's order
# (the order in which a Context's repr lists its flags).
_CLAMPED = 1
_CONV_SYNTAX = 2
_DIV_BY_ZERO = 4
_DIV_IMPOSSIBLE = 8
_DIV_UNDEFINED = 16
_FPU_ERROR = 32
_INEXACT = 64
_INVALID_CONTEXT = 128
_INVALID_OP = 256
_MALLOC_ERROR = 512
_FLOAT_OP = 1024
_OVERFLOW = 2048
_ROUNDED = 4096
_SUBNORMAL = 8192
_UNDERFLOW = 16384
# Every condition that InvalidOperation stands for.
_IEEE_INVALID = (_CONV_SYNTAX | _DIV_IMPOSSIBLE | _DIV_UNDEFINED | _FPU_ERROR
                 | _INVALID_CONTEXT | _INVALID_OP | _MALLOC_ERROR)
_ALL_SIGNALS = 32767

_SIGNALS = (InvalidOperation, FloatOperation, DivisionByZero, Overflow,
            Underflow, Subnormal, Inexact, Rounded, Clamped)
_SIGNAL_MASKS = (_IEEE_INVALID, _FLOAT_OP, _DIV_BY_ZERO, _OVERFLOW,
                 _UNDERFLOW, _SUBNORMAL, _INEXACT, _ROUNDED, _CLAMPED)
_CONDITIONS = ((_INVALID_OP, InvalidOperation), (_CONV_SYNTAX, ConversionSyntax),
               (_DIV_IMPOSSIBLE, DivisionImpossible),
               (_DIV_UNDEFINED, DivisionUndefined),
               (_INVALID_CONTEXT, InvalidContext))
_BIT_NAMES = ('Clamped', 'InvalidOperation', 'DivisionByZero', 'InvalidOperation',
              'InvalidOperation', 'InvalidOperation', 'Inexact', 'InvalidOperation',
              'InvalidOperation', 'InvalidOperation', 'FloatOperation', 'Overflow',
              'Rounded', 'Subnormal', 'Underflow')

_SIGNALS_MESSAGE = ('valid values for signals are:\n'
                    '  [InvalidOperation, FloatOperation, DivisionByZero,\n'
                    '   Overflow, Underflow, Subnormal, Inexact, Rounded,\n'
                    '   Clamped]')
_ROUNDING_MESSAGE = ('valid values for rounding are:\n'
                     '  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n'
                     '   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n'
                     '   ROUND_05UP]')


def _signal_mask(sig):
    """The condition bits of a signal class, or -1 if it is none."""
    i = 0
    for s in _SIGNALS:
        if s is sig:
            return _SIGNAL_MASKS[i]
        i += 1
    return -1


def _signal_list(status):
    """The classes named in the message of a trapped status: the
    conditions of InvalidOperation first, then the other signals."""
    out = []
    for mask, cls in _CONDITIONS:
        if status & mask:
            out.append(cls)
    i = 1
    while i < 9:
        if status & _SIGNAL_MASKS[i]:
            out.append(_SIGNALS[i])
        i += 1
    return out


def _signal(ctx, status):
    """Record status in ctx's flags and raise the first trapped signal."""
    ctx._flags |= status
    trapped = status & ctx._traps
    if trapped:
        i = 0
        while not trapped & _SIGNAL_MASKS[i]:
            i += 1
        raise _SIGNALS[i](_signal_list(trapped))


def _bits_repr(mask):
    names = []
    bit = 1
    i = 0
    while i < 15:
        if mask & bit:
            name = _BIT_NAMES[i]
            if name not in names:
                names.append(name)
        bit <<= 1
        i += 1
    return '[' + ', '.join(names) + ']'


DecimalTuple = _namedtuple('DecimalTuple', 'sign digits exponent', module='decimal')


# ---- coefficients -----------------------------------------------------------

# str() and int() refuse ints of more than 4300 digits (CPython's default
# int_max_str_digits); longer coefficients are converted in halves.
_STR_LIMIT = 4000
_BIG = 10 ** _STR_LIMIT


def _nd(c):
    """The number of decimal digits of the int c >= 0 (1 for 0)."""
    if c < _BIG:
        return len(str(c))
    d = (c.bit_length() - 1) * 30102999 // 100000000
    while c >= 10 ** (d + 1):
        d += 1
    return d + 1


def _digits(c):
    """str(c) for an int c >= 0 of any length."""
    if c < _BIG:
        return str(c)
    half = _nd(c) // 2
    hi, lo = divmod(c, 10 ** half)
    return _digits(hi) + _digits(lo).rjust(half, '0')


def _int_of(s):
    """int(s) for a string of ASCII digits of any length."""
    n = len(s)
    if n <= _STR_LIMIT:
        return int(s)
    half = n // 2
    return _int_of(s[:n - half]) * 10 ** half + _int_of(s[n - half:])


def _round_int(c, k, sign, rounding):
    """(c / 10**k rounded to an int by the rounding mode, whether a nonzero
    part was dropped), for c >= 0 and k >= 1; sign is the number's sign."""
    if k > _nd(c):
        # All of c is dropped and it is less than half a unit.
        if not c:
            return 0, False
        q = 0
        half = -1
    else:
        p = 10 ** k
        q, r = divmod(c, p)
        if not r:
            return q, False
        h = 5 * p // 10
        half = 1 if r > h else (0 if r == h else -1)
    if rounding == 'ROUND_HALF_EVEN':
        up = half > 0 or (half == 0 and q & 1)
    elif rounding == 'ROUND_HALF_UP':
        up = half >= 0
    elif rounding == 'ROUND_DOWN':
        up = False
    elif rounding == 'ROUND_UP':
        up = True
    elif rounding == 'ROUND_HALF_DOWN':
        up = half > 0
    elif rounding == 'ROUND_CEILING':
        up = sign == 0
    elif rounding == 'ROUND_FLOOR':
        up = sign == 1
    else:
        up = q % 5 == 0
    if up:
        q += 1
    return q, True


def _strip_zeros(c, e, emax):
    """c, e with trailing zeros of c removed while e stays <= emax."""
    if not c:
        return c, e
    while e < emax and c % 10 == 0:
        # Remove many zeros at once when there are many.
        k = 1
        while k * 2 <= emax - e and c % (10 ** (k * 2)) == 0:
            k *= 2
        c //= 10 ** k
        e += k
    return c, e


# ---- constructing values ----------------------------------------------------

def _dec(sign, coeff, exp):
    d = _object_new(Decimal)
    d._sign = sign
    d._int = coeff
    d._exp = exp
    d._is_special = False
    return d


def _special(sign, kind, payload=0):
    """Infinity (kind 'F'), a quiet NaN ('n') or a signaling NaN ('N')."""
    d = _object_new(Decimal)
    d._sign = sign
    d._int = payload
    d._exp = kind
    d._is_special = True
    return d


def _nan():
    return _special(0, 'n')


def _from_int(n):
    if n < 0:
        return _dec(1, -n, 0)
    return _dec(0, n, 0)


def _from_float_exact(f):
    """The exact value of a float as a Decimal."""
    if f != f:
        return _special(1 if str(f)[0] == '-' else 0, 'n')
    sign = 1 if (f < 0 or (f == 0 and str(f)[0] == '-')) else 0
    if f in (_INF, -_INF):
        return _special(sign, 'F')
    n, d = abs(f).as_integer_ratio()
    k = d.bit_length() - 1
    # n / 2**k == n * 5**k / 10**k
    return _dec(sign, n * 5 ** k, -k)


_INF = float('inf')


def _parse(s, lenient=True):
    """(sign, coefficient, exponent) of a numeric string, the exponent
    being 'F', 'n' or 'N' for the special values; None if it is none.
    The Decimal constructor is lenient: it strips whitespace and drops
    underscores; Context.create_decimal is not."""
    if not s.isascii():
        chars = []
        for ch in (s.strip() if lenient else s):
            if ord(ch) < 128:
                chars.append(ch)
            elif ch.isdecimal():
                chars.append(str(int(ch)))
            else:
                return None
        s = ''.join(chars)
    else:
        if lenient:
            s = s.strip()
        # The common shapes first: [sign]digits[.digits].
        t = s
        sign = 0
        if t and (t[0] == '-' or t[0] == '+'):
            sign = 1 if t[0] == '-' else 0
            t = t[1:]
        head, dot, tail = t.partition('.')
        if (head.isdigit() or not head) and (tail.isdigit() or not tail) and (head or tail):
            return (sign, _int_of(head + tail), -len(tail))
    if '_' in s:
        if not lenient:
            return None
        s = s.replace('_', '')
    s = s.lower()
    n = len(s)
    i = 0
    sign = 0
    if i < n and (s[i] == '-' or s[i] == '+'):
        sign = 1 if s[i] == '-' else 0
        i += 1
    if i < n and not ('0' <= s[i] <= '9' or s[i] == '.'):
        rest = s[i:]
        if rest == 'inf' or rest == 'infinity':
            return (sign, 0, 'F')
        if rest.startswith('nan'):
            kind = 'n'
            digits = rest[3:]
        elif rest.startswith('snan'):
            kind = 'N'
            digits = rest[4:]
        else:
            return None
        if not digits:
            return (sign, 0, kind)
        if not digits.isdigit():
            return None
        return (sign, _int_of(digits), kind)
    j = i
    while j < n and '0' <= s[j] <= '9':
        j += 1
    intpart = s[i:j]
    frac = ''
    if j < n and s[j] == '.':
        k = j + 1
        while k < n and '0' <= s[k] <= '9':
            k += 1
        frac = s[j + 1:k]
        j = k
    if not intpart and not frac:
        return None
    exp = 0
    if j < n:
        if s[j] != 'e':
            return None
        k = j + 1
        if k < n and (s[k] == '+' or s[k] == '-'):
            k += 1
        if k >= n or not s[k:].isdigit():
            return None
        exp = _int_of(s[j + 1:].lstrip('+-')) * (-1 if s[j + 1] == '-' else 1)
    return (sign, _int_of(intpart + frac), exp - len(frac))


# ---- rounding to a context --------------------------------------------------

def _fix(sign, c, e, ctx, rounding=None):
    """(the finite number (-1)**sign * c * 10**e rounded to ctx, status):
    rounding to the precision, subnormal results, overflow and the
    clamping of exponents. rounding overrides the context's mode."""
    prec = ctx._prec
    emax = ctx._emax
    etiny = ctx._emin - prec + 1
    if not c:
        top = emax - prec + 1 if ctx._clamp else emax
        if e < etiny:
            return _dec(sign, 0, etiny), _CLAMPED
        if e > top:
            return _dec(sign, 0, top), _CLAMPED
        return _dec(sign, 0, e), 0
    n = _nd(c)
    adj = e + n - 1
    status = 0
    if n > prec or e < etiny:
        t = e + n - prec
        if t < etiny:
            t = etiny
        if t > e:
            if rounding is None:
                rounding = ctx._rounding
            c, inexact = _round_int(c, t - e, sign, rounding)
            status = _ROUNDED
            if inexact:
                status = _ROUNDED | _INEXACT
            e = t
            if c and _nd(c) > prec:
                c //= 10
                e += 1
    if adj < ctx._emin:
        status |= _SUBNORMAL
        if status & _INEXACT:
            status |= _UNDERFLOW
            if not c:
                status |= _CLAMPED
    elif c and e + _nd(c) - 1 > emax:
        return _overflow(sign, ctx, rounding), status | _OVERFLOW | _INEXACT | _ROUNDED
    if ctx._clamp:
        top = emax - prec + 1
        if e > top:
            if c:
                c *= 10 ** (e - top)
            e = top
            status |= _CLAMPED
    return _dec(sign, c, e), status


def _overflow(sign, ctx, rounding=None):
    """The result of an overflow: an infinity or the largest finite
    number, as the rounding mode directs."""
    if rounding is None:
        rounding = ctx._rounding
    if (rounding == 'ROUND_HALF_EVEN' or rounding == 'ROUND_HALF_UP'
            or rounding == 'ROUND_HALF_DOWN' or rounding == 'ROUND_UP'
            or (rounding == 'ROUND_CEILING' and not sign)
            or (rounding == 'ROUND_FLOOR' and sign)):
        return _special(sign, 'F')
    prec = ctx._prec
    return _dec(sign, 10 ** prec - 1, ctx._emax - prec + 1)


def _fix_nan(d, ctx):
    """A NaN with its payload cut to the digits the context allows."""
    payload = d._int
    if payload:
        room = ctx._prec - ctx._clamp
        if _nd(payload) > room:
            payload = payload % (10 ** room) if room > 0 else 0
            return _special(d._sign, d._exp, payload)
    return d


def _check_nans(a, b, ctx):
    """(result, status) when a or b is a NaN (the first signaling NaN
    quietened, else the first quiet NaN), else None."""
    if a._is_special and a._exp == 'N':
        return _fix_nan(_special(a._sign, 'n', a._int), ctx), _INVALID_OP
    if b is not None and b._is_special and b._exp == 'N':
        return _fix_nan(_special(b._sign, 'n', b._int), ctx), _INVALID_OP
    if a._is_special and a._exp == 'n':
        return _fix_nan(a, ctx), 0
    if b is not None and b._is_special and b._exp == 'n':
        return _fix_nan(b, ctx), 0
    return None


def _is_nan(d):
    return d._is_special and d._exp != 'F'


def _adjusted(d):
    return d._exp + _nd(d._int) - 1


def _is_integral(d):
    """Whether a finite d has an integer value."""
    if d._exp >= 0 or not d._int:
        return True
    k = -d._exp
    if k > _nd(d._int):
        return False
    return d._int % (10 ** k) == 0


def _shift_down(v, k):
    """v // 10**k for k >= 0, without building 10**k when it is larger
    than v."""
    if k > _nd(abs(v)):
        return -1 if v < 0 else 0
    return v // 10 ** k


def _is_odd(d):
    """Whether a finite d with an integer value is odd."""
    if d._exp > 0:
        return False
    if d._exp == 0:
        return d._int & 1 == 1
    return (d._int // 10 ** -d._exp) & 1 == 1


def _int_value(d):
    """The integer value of a finite d with an integer value."""
    if d._exp >= 0:
        v = d._int * 10 ** d._exp
    else:
        v = d._int // 10 ** -d._exp
    return -v if d._sign else v


def _finish(ctx, result, status):
    if status:
        _signal(ctx, status)
    return result


def _cmp(a, b):
    """-1, 0 or 1 as a < b, a == b or a > b, for non-NaN a and b."""
    if a._is_special or b._is_special:
        if a._is_special and b._is_special:
            if a._sign == b._sign:
                return 0
            return -1 if a._sign else 1
        if a._is_special:
            return -1 if a._sign else 1
        return 1 if b._sign else -1
    if not a._int:
        if not b._int:
            return 0
        return 1 if b._sign else -1
    if not b._int:
        return -1 if a._sign else 1
    if a._sign != b._sign:
        return -1 if a._sign else 1
    r = _cmp_abs(a._int, a._exp, b._int, b._exp)
    return -r if a._sign else r


def _cmp_abs(ca, ea, cb, eb):
    """Compare ca * 10**ea with cb * 10**eb (nonzero coefficients)."""
    adja = ea + _nd(ca) - 1
    adjb = eb + _nd(cb) - 1
    if adja != adjb:
        return 1 if adja > adjb else -1
    if ea > eb:
        ca *= 10 ** (ea - eb)
    elif eb > ea:
        cb *= 10 ** (eb - ea)
    return 1 if ca > cb else (0 if ca == cb else -1)


def _cmp_mag(a, b):
    """Compare |a| with |b| for non-NaN a and b."""
    if a._is_special or b._is_special:
        if a._is_special and b._is_special:
            return 0
        return 1 if a._is_special else -1
    if not a._int or not b._int:
        if a._int:
            return 1
        return -1 if b._int else 0
    return _cmp_abs(a._int, a._exp, b._int, b._exp)


# ---- arithmetic: each returns (result, status) --------------------------------

def _add(a, b, ctx, bsign):
    """a + b, b taken with the sign bsign (so that a - b is one call)."""
    if a._is_special or b._is_special:
        r = _check_nans(a, b, ctx)
        if r is not None:
            return r
        if a._is_special:
            if b._is_special and a._sign != bsign:
                return _nan(), _INVALID_OP
            return a, 0
        return _special(bsign, 'F'), 0
    ca = a._int
    cb = b._int
    ea = a._exp
    eb = b._exp
    sa = a._sign
    prec = ctx._prec
    if not ca or not cb:
        e = ea if ea < eb else eb
        if not ca and not cb:
            if sa == bsign:
                sign = sa
            else:
                sign = 1 if ctx._rounding == 'ROUND_FLOOR' else 0
            return _fix(sign, 0, e, ctx)
        # 0 + x: x with the smaller exponent, its coefficient padded with
        # zeros no further than one digit beyond the precision.
        if ca:
            c, ex, sign = ca, ea, sa
        else:
            c, ex, sign = cb, eb, bsign
        pad = ex - e
        if pad > 0:
            room = prec - _nd(c) + 1
            if room < 1:
                room = 1
            if pad > room:
                pad = room
            c *= 10 ** pad
            ex -= pad
        return _fix(sign, c, ex, ctx)
    # Bring the exponents together. An operand far below the other's
    # last kept digit only decides the rounding: it is replaced by a
    # single digit just below, which rounds the same way.
    if ea < eb:
        ca, ea, sa, cb, eb, sb = cb, eb, bsign, ca, ea, sa
    else:
        sb = bsign
    if ea - eb > prec + 1:
        na = _nd(ca)
        lim = ea + (na - prec - 2 if na - prec - 2 < -1 else -1)
        if eb + _nd(cb) - 1 < lim:
            cb = 1
            eb = lim
    ca *= 10 ** (ea - eb)
    if sa == sb:
        return _fix(sa, ca + cb, eb, ctx)
    c = ca - cb
    if c > 0:
        return _fix(sa, c, eb, ctx)
    if c < 0:
        return _fix(sb, -c, eb, ctx)
    return _fix(1 if ctx._rounding == 'ROUND_FLOOR' else 0, 0, eb, ctx)


def _mul(a, b, ctx):
    sign = a._sign ^ b._sign
    if a._is_special or b._is_special:
        r = _check_nans(a, b, ctx)
        if r is not None:
            return r
        if (a._is_special and not b._is_special and not b._int) or \
                (b._is_special and not a._is_special and not a._int):
            return _nan(), _INVALID_OP
        return _special(sign, 'F'), 0
    return _fix(sign, a._int * b._int, a._exp + b._exp, ctx)


def _div(a, b, ctx):
    sign = a._sign ^ b._sign
    if a._is_special or b._is_special:
        r = _check_nans(a, b, ctx)
        if r is not None:
            return r
        if a._is_special:
            if b._is_special:
                return _nan(), _INVALID_OP
            return _special(sign, 'F'), 0
        # x / Infinity
        return _dec(sign, 0, ctx._emin - ctx._prec + 1), _CLAMPED
    if not b._int:
        if not a._int:
            return _nan(), _DIV_UNDEFINED
        return _special(sign, 'F'), _DIV_BY_ZERO
    ideal = a._exp - b._exp
    if not a._int:
        return _fix(sign, 0, ideal, ctx)
    return _quotient(sign, a._int, b._int, ideal, ctx._prec, ctx)


def _quotient(sign, ca, cb, ideal, prec, ctx):
    """ca / cb * 10**ideal rounded to ctx (ca, cb > 0), exact quotients
    taking the exponent nearest to ideal."""
    shift = _nd(cb) - _nd(ca) + prec + 1
    if shift >= 0:
        q, r = divmod(ca * 10 ** shift, cb)
    else:
        q, r = divmod(ca, cb * 10 ** -shift)
    e = ideal - shift
    if r:
        # A nonzero last digit keeps every rounding mode right.
        if q % 5 == 0:
            q += 1
    elif e < ideal:
        q, e = _strip_zeros(q, e, ideal)
    return _fix(sign, q, e, ctx)


def _divint_core(a, b, ctx):
    """(quotient truncated to an int, or None when it has more digits
    than the precision) for finite a and b, b nonzero."""
    ca = a._int
    cb = b._int
    if not ca:
        return 0
    ea = a._exp
    eb = b._exp
    # The integer quotient has about adj(a) - adj(b) + 1 digits.
    d = _adjusted(a) - _adjusted(b)
    if d > ctx._prec:
        return None
    if d < 0:
        return 0
    if ea >= eb:
        q = ca * 10 ** (ea - eb) // cb
    else:
        q = ca // (cb * 10 ** (eb - ea))
    if _nd(q) > ctx._prec:
        return None
    return q


def _divint(a, b, ctx):
    sign = a._sign ^ b._sign
    if a._is_special or b._is_special:
        r = _check_nans(a, b, ctx)
        if r is not None:
            return r
        if a._is_special:
            if b._is_special:
                return _nan(), _INVALID_OP
            return _special(sign, 'F'), 0
        return _dec(sign, 0, 0), 0
    if not b._int:
        if not a._int:
            return _nan(), _DIV_UNDEFINED
        return _special(sign, 'F'), _DIV_BY_ZERO
    q = _divint_core(a, b, ctx)
    if q is None:
        return _nan(), _DIV_IMPOSSIBLE
    return _fix(sign, q, 0, ctx)


def _rem(a, b, ctx):
    if a._is_special or b._is_special:
        r = _check_nans(a, b, ctx)
        if r is not None:
            return r
        if a._is_special:
            return _nan(), _INVALID_OP
        return _fix(a._sign, a._int, a._exp, ctx)
    if not b._int:
        if not a._int:
            return _nan(), _DIV_UNDEFINED
        return _nan(), _INVALID_OP
    q = _divint_core(a, b, ctx)
    if q is None:
        return _nan(), _DIV_IMPOSSIBLE
    return _remainder_of(a, b, ctx, False)


def _remainder_of(a, b, ctx, near):
    """a - b * n for the integer n that truncates a / b (or is nearest to
    it, ties to even, when near), with the exponent min(ea, eb); None for
    near when n has more digits than the precision."""
    ea = a._exp
    eb = b._exp
    e = ea if ea < eb else eb
    if not a._int:
        return _fix(a._sign, 0, e, ctx)
    if _adjusted(a) < _adjusted(b) - 1:
        # |a| < |b| / 2: n is 0 and the remainder a itself.
        return _fix(a._sign, a._int * 10 ** (ea - e), e, ctx)
    ca = a._int * 10 ** (ea - e)
    cb = b._int * 10 ** (eb - e)
    n, r = divmod(ca, cb)
    sign = a._sign
    if near:
        r2 = 2 * r
        if r2 > cb or (r2 == cb and n & 1):
            n += 1
            r = cb - r
            sign ^= 1
        if _nd(n) > ctx._prec:
            return None
    return _fix(sign, r, e, ctx)


def _rem_near(a, b, ctx):
    if a._is_special or b._is_special:
        r = _check_nans(a, b, ctx)
        if r is not None:
            return r
        if a._is_special:
            return _nan(), _INVALID_OP
        return _fix(a._sign, a._int, a._exp, ctx)
    if not b._int:
        if not a._int:
            return _nan(), _DIV_UNDEFINED
        return _nan(), _INVALID_OP
    if a._int and _adjusted(a) - _adjusted(b) > ctx._prec:
        return _nan(), _DIV_IMPOSSIBLE
    r = _remainder_of(a, b, ctx, True)
    if r is None:
        return _nan(), _DIV_IMPOSSIBLE
    return r


def _divmod(a, b, ctx):
    """((quotient, remainder), status)."""
    sign = a._sign ^ b._sign
    if a._is_special or b._is_special:
        r = _check_nans(a, b, ctx)
        if r is not None:
            return (r[0], r[0]), r[1]
        if a._is_special:
            if b._is_special:
                return (_nan(), _nan()), _INVALID_OP
            return (_special(sign, 'F'), _nan()), _INVALID_OP
        q, st = _dec(sign, 0, 0), 0
        r, st2 = _fix(a._sign, a._int, a._exp, ctx)
        return (q, r), st | st2
    if not b._int:
        if not a._int:
            return (_nan(), _nan()), _DIV_UNDEFINED
        return (_special(sign, 'F'), _nan()), _DIV_BY_ZERO | _INVALID_OP
    q = _divint_core(a, b, ctx)
    if q is None:
        return (_nan(), _nan()), _DIV_IMPOSSIBLE
    qd, st = _fix(sign, q, 0, ctx)
    r, st2 = _remainder_of(a, b, ctx, False)
    return (qd, r), st | st2


def _fma(a, b, c, ctx):
    if a._is_special or b._is_special or c._is_special:
        # Signaling NaNs first, in operand order, then the product's rules.
        for x in (a, b, c):
            if x._is_special and x._exp == 'N':
                return _fix_nan(_special(x._sign, 'n', x._int), ctx), _INVALID_OP
        for x in (a, b):
            if x._is_special and x._exp == 'n':
                return _fix_nan(x, ctx), 0
        sign = a._sign ^ b._sign
        if a._is_special or b._is_special:
            if (not a._is_special and not a._int) or (not b._is_special and not b._int):
                return _nan(), _INVALID_OP
            if c._is_special and c._exp == 'n':
                return _fix_nan(c, ctx), 0
            if c._is_special and c._sign != sign:
                return _nan(), _INVALID_OP
            return _special(sign, 'F'), 0
        if c._exp == 'n':
            return _fix_nan(c, ctx), 0
        return c, 0
    p = _dec(a._sign ^ b._sign, a._int * b._int, a._exp + b._exp)
    return _add(p, c, ctx, c._sign)


# ---- square root, exponentials and logarithms ---------------------------------

def _sqrt(a, ctx):
    if a._is_special:
        r = _check_nans(a, None, ctx)
        if r is not None:
            return r
        if a._sign:
            return _nan(), _INVALID_OP
        return a, 0
    ideal = a._exp >> 1
    if not a._int:
        return _fix(a._sign, 0, ideal, ctx)
    if a._sign:
        return _nan(), _INVALID_OP
    prec = ctx._prec
    c = a._int
    e = a._exp
    if e & 1:
        c *= 10
        e -= 1
    # Scale c by an even power of ten so that its root has prec + 1
    # digits or more; digits dropped when c is too long only decide the
    # rounding.
    k = prec + 1 - (_nd(c) + 1) // 2
    lost = False
    if k > 0:
        c *= 10 ** (2 * k)
        e -= 2 * k
    elif k < 0:
        c, r = divmod(c, 10 ** (-2 * k))
        lost = r != 0
        e += -2 * k
    root = _isqrt(c)
    e //= 2
    if lost or root * root != c:
        if root % 5 == 0:
            root += 1
    elif e < ideal:
        root, e = _strip_zeros(root, e, ideal)
    return _fix(0, root, e, ctx, 'ROUND_HALF_EVEN')


# Fixed-point constants: (digits, value) of the most precise value computed.
_ln2_cache = [0, 0]
_ln10_cache = [0, 0]


def _atanh_inv(m, q):
    """atanh(1/m) * 10**q, truncated (an error of a few units)."""
    term = 10 ** q // m
    total = term
    m2 = m * m
    k = 3
    while term:
        term //= m2
        total += term // k
        k += 2
    return total


def _ln2(q):
    """ln(2) * 10**q, within a unit."""
    if _ln2_cache[0] < q:
        g = q + 10
        _ln2_cache[0] = g
        _ln2_cache[1] = 2 * _atanh_inv(3, g)
    return _ln2_cache[1] // 10 ** (_ln2_cache[0] - q)


def _ln10(q):
    """ln(10) * 10**q, within a unit."""
    if _ln10_cache[0] < q:
        g = q + 10
        _ln10_cache[0] = g
        # ln 10 = 3 ln 2 + ln(5/4), and ln(5/4) = 2 atanh(1/9).
        _ln10_cache[1] = 3 * _ln2(g) + 2 * _atanh_inv(9, g)
    return _ln10_cache[1] // 10 ** (_ln10_cache[0] - q)


def _ln_fixed(c, e, q):
    """ln(c * 10**e) * 10**q for c > 0, within a unit or two."""
    n = _nd(c)
    a = e + n - 1
    g = q + _nd(abs(a)) + 12
    one = 10 ** g
    sh = g - (n - 1)
    if sh >= 0:
        m = c * 10 ** sh
    else:
        m = c // 10 ** -sh
    # m / one is in [1, 10): take out powers of two down to [0.7, 1.4),
    # then square roots bring it close to 1, where the series
    # ln(m) = 2 atanh((m - 1) / (m + 1)) converges fast.
    k = 0
    lim = 14 * one // 10
    while m >= lim:
        m //= 2
        k += 1
    roots = 4
    i = 0
    while i < roots:
        m = _isqrt(m * one)
        i += 1
    neg = m < one
    z = abs(m - one) * one // (m + one)
    z2 = z * z // one
    total = z
    t = z
    j = 1
    while t:
        t = t * z2 // one
        j += 2
        total += t // j
    lnm = (2 * total) << roots
    if neg:
        lnm = -lnm
    total = lnm + k * _ln2(g) + a * _ln10(g)
    return total // 10 ** (g - q)


def _exp_approx(t, q, w):
    """(m, k) with exp(t / 10**q) close to m * 10**k, m >= 10**w, within
    a unit or two of m."""
    ip = _nd(abs(t) // 10 ** q) + 2
    # r is halved `halvings` times before the series and the sum squared
    # as often after it: more halvings at high precision make the series
    # short, and each costs about 0.3 guard digits.
    halvings = _isqrt(3 * w)
    if halvings < 8:
        halvings = 8
    g = w + 16 + (halvings * 31) // 100
    # t at g fractional digits, and k = floor(t / ln 10).
    if g >= q:
        tg = t * 10 ** (g - q)
    else:
        tg = t // 10 ** (q - g)
    l10 = _ln10(g + ip) // 10 ** ip
    k = tg // l10
    r = tg - k * l10
    one = 10 ** g
    # exp(r) for r in [0, ln 10): halve r, sum the series, then square.
    r >>= halvings
    term = one
    total = one
    i = 1
    while term:
        term = term * r // one // i
        total += term
        i += 1
    i = 0
    while i < halvings:
        total = total * total // one
        i += 1
    # total / one is exp(r) in [1, 10), with about 14 good guard digits.
    drop = g - w - 1
    return total // 10 ** drop, k - g + drop


def _same(x, y):
    return (x._sign == y._sign and x._int == y._int and x._exp == y._exp
            and x._is_special == y._is_special)


def _ziv(sign, approx, ctx, rounding, tries=8):
    """Round an approximated irrational number correctly: approx(w)
    gives (m, k) with the value within 100 units of m * 10**k, m having
    more than w digits; the working precision grows until both ends of
    that interval round alike. After `tries` rounds (for values that
    may be exact or halfway) the approximation is rounded half-even to
    a few more digits, then to the context."""
    w = ctx._prec + 10
    n = 0
    while True:
        m, k = approx(w)
        lo, status = _fix(sign, (m - 100) * 10 + 1, k - 1, ctx, rounding)
        hi, st2 = _fix(sign, (m + 99) * 10 + 1, k - 1, ctx, rounding)
        if _same(lo, hi):
            return lo, status | _INEXACT | _ROUNDED
        n += 1
        if n >= tries:
            d = _nd(m) - ctx._prec - 3
            if d > 0:
                m, inexact = _round_int(m, d, 0, 'ROUND_HALF_EVEN')
                k += d
            r, status = _fix(sign, m, k, ctx, rounding)
            status |= _INEXACT | _ROUNDED
            if status & _SUBNORMAL:
                status |= _UNDERFLOW
            return r, status
        w += w


def _exp(a, ctx):
    if a._is_special:
        r = _check_nans(a, None, ctx)
        if r is not None:
            return r
        if a._sign:
            return _dec(0, 0, 0), 0
        return a, 0
    if not a._int:
        return _dec(0, 1, 0), 0
    adj = _adjusted(a)
    big = _nd(max(ctx._emax, ctx._prec - ctx._emin)) + 1
    if adj > big:
        # Far beyond the exponent range: overflow, or underflow to 0.
        if a._sign:
            return _fix(0, 1, ctx._emin - ctx._prec - 10, ctx, 'ROUND_HALF_EVEN')
        return _fix(0, 1, ctx._emax + 10, ctx, 'ROUND_HALF_EVEN')
    c = a._int
    e = a._exp
    sign = a._sign
    if _cmp_abs(c, e, 9, -(ctx._prec + 4)) <= 0:
        # So close to 0 that the result is 1 to the full precision.
        return _one_inexact(ctx)

    def approx(w):
        q = w + 4
        if e + q >= 0:
            t = c * 10 ** (e + q)
        else:
            t = _shift_down(c, -e - q)
        if sign:
            t = -t
        return _exp_approx(t, q, w)
    return _ziv(0, approx, ctx, 'ROUND_HALF_EVEN')


def _ln_approx(c, e, w, scale10):
    """(|ln(c * 10**e)|, or |log10| when scale10, as (m, k) with m of more
    than w digits, and the sign of the logarithm) for a value not 1."""
    q = w + 3
    while True:
        r = _ln_fixed(c, e, q + 3)
        if scale10:
            r = r * 10 ** (q + 3) // _ln10(q + 3)
        r //= 1000
        n = _nd(abs(r))
        if abs(r) >= 10 ** (w + 1):
            return abs(r), -q, 1 if r < 0 else 0
        q += w + 2 - n


def _log(a, ctx, scale10):
    if a._is_special:
        r = _check_nans(a, None, ctx)
        if r is not None:
            return r
        if a._sign:
            return _nan(), _INVALID_OP
        return a, 0
    if not a._int:
        return _special(1, 'F'), 0
    if a._sign:
        return _nan(), _INVALID_OP
    c, e = _strip_zeros(a._int, a._exp, MAX_EMAX * 4)
    if c == 1:
        if e == 0:
            # ln(1) is returned as is; log10(1) goes through the rounding
            # to the context (which may clamp its exponent), as libmpdec's.
            if scale10:
                return _fix(0, 0, 0, ctx)
            return _dec(0, 0, 0), 0
        if scale10:
            # log10 of a power of ten is exact.
            return _fix(1 if e < 0 else 0, abs(e), 0, ctx, 'ROUND_HALF_EVEN')
    # The logarithm is negative below 1.
    sign = 1 if _adjusted(a) < 0 else 0

    def approx(w):
        m, k, s = _ln_approx(c, e, w, scale10)
        return m, k
    return _ziv(sign, approx, ctx, 'ROUND_HALF_EVEN')


# ---- power --------------------------------------------------------------------

def _power(a, b, ctx):
    if a._is_special or b._is_special:
        r = _check_nans(a, b, ctx)
        if r is not None:
            return r
    intexp = not b._is_special and _is_integral(b)
    sign = 1 if intexp and a._sign and _is_odd(b) else 0
    if not a._is_special and not a._int:
        if not b._is_special and not b._int:
            return _nan(), _INVALID_OP
        if b._sign:
            return _special(sign, 'F'), 0
        return _dec(sign, 0, 0), 0
    if a._sign and not intexp:
        return _nan(), _INVALID_OP
    if b._is_special:
        # b is an infinity and a > 0.
        r = _cmp_abs(a._int, a._exp, 1, 0) if not a._is_special else 1
        if r == 0:
            return _one_inexact(ctx)
        if (r < 0) == (b._sign == 0):
            return _dec(0, 0, 0), 0
        return _special(0, 'F'), 0
    if a._is_special:
        if not b._int:
            return _dec(0, 1, 0), 0
        if b._sign:
            return _dec(sign, 0, 0), 0
        return _special(sign, 'F'), 0
    if not b._int:
        return _dec(0, 1, 0), 0
    # a and b are finite and nonzero from here.
    if not a._sign and _cmp_abs(a._int, a._exp, 1, 0) == 0:
        # A power of 1 (1.000 ** 3 == 1.000000000).
        if not intexp:
            return _one_inexact(ctx)
        if b._sign:
            return _dec(0, 1, 0), 0
        shift = _int_value(b) * -a._exp
        status = 0
        if shift > ctx._prec - 1:
            shift = ctx._prec - 1
            status = _ROUNDED
        return _dec(0, 10 ** shift, -shift), status
    r = _power_bounds(a, b, sign, ctx)
    if r is not None:
        return r
    if intexp:
        return _power_int(a, b, sign, ctx)
    return _power_real(a, b, ctx)


def _one_inexact(ctx):
    """1 with the full precision, inexact (1 ** Infinity, 1 ** 0.5)."""
    p = ctx._prec - 1
    return _dec(0, 10 ** p, -p), _INEXACT | _ROUNDED


def _power_bounds(a, b, sign, ctx):
    """The result of a ** b when it certainly overflows or underflows,
    else None: the decimal logarithm of |b * log10|a|| is bounded below
    and compared with the number of digits of the exponent limits."""
    theta = _adjusted(b)
    t = _adjusted(a)
    if t > 0:
        zeta = _nd(t) - 1
    elif t < -1:
        zeta = _nd(-(t + 1)) - 1
    else:
        # |a - 1| decides: its adjusted exponent, less one or two.
        d, st = _add(_copy_sign(a, 0), _dec(0, 1, 0), _MAX_CONTEXT, 1)
        if not d._int:
            # |a| == 1: no bound.
            return None
        u = _adjusted(d)
        zeta = u - 2 if t == 0 else u - 1
    if ((t < 0) ^ b._sign) == 0:
        if _nd(ctx._emax) < zeta + theta:
            return _fix(sign, 1, 2000000000000000001, ctx)
    else:
        etiny = ctx._emin - ctx._prec + 1
        if _nd(-etiny) < zeta + theta:
            return _fix(sign, 1, etiny - 1, ctx)
    return None


def _work_context(ctx, prec, emin, emax):
    w = _object_new(Context)
    w._prec = prec
    w._rounding = 'ROUND_HALF_EVEN'
    w._emin = emin
    w._emax = emax
    w._capitals = 1
    w._clamp = 0
    w._flags = 0
    w._traps = 0
    return w


def _power_int(a, b, sign, ctx):
    """a ** b for an integral b: binary powering at a few more digits
    than the precision (rounded half-even), then rounded to ctx."""
    extra = _nd(b._int) + b._exp + 2
    wprec = ctx._prec + extra
    status = 0
    if b._sign:
        wprec += 1
        w = _work_context(ctx, wprec, ctx._emin, ctx._emax)
        base, status = _div(_dec(0, 1, 0), a, w)
    else:
        w = _work_context(ctx, wprec, ctx._emin, ctx._emax)
        base = a
    if a._int == 1 and a._exp == 0:
        return _dec(sign, 1, 0), 0
    n = abs(_int_value(b))
    r = base
    bit = 1 << (n.bit_length() - 1)
    while bit > 1:
        bit >>= 1
        r, st = _mul(r, r, w)
        status |= st
        if n & bit:
            r, st = _mul(r, base, w)
            status |= st
        if r._is_special or (not r._int and status & _CLAMPED):
            break
    if r._is_special:
        r, st = _fix(sign, 1, 2000000000000000001, ctx)
    else:
        r, st = _fix(sign, r._int, r._exp, ctx)
    return r, status | st


def _power_real(a, b, ctx):
    """a ** b for a > 0 and a non-integral b: exp(b * ln(a)), each step
    correctly rounded at many more digits, then rounded to ctx."""
    nd = _nd(a._int)
    wprec = (nd if nd > ctx._prec else ctx._prec) + 23
    w = _work_context(ctx, wprec, MIN_EMIN, MAX_EMAX)
    r, st = _log(a, w, False)
    r, st = _mul(r, b, w)
    r, status = _exp(r, w)
    status |= _INEXACT | _ROUNDED
    if r._is_special:
        r, st = _fix(0, 1, 2000000000000000001, ctx)
        return r, status | st
    if _cmp_abs(r._int, r._exp, 1, 0) == 0:
        return _one_inexact(ctx)[0], status
    r, st = _fix(0, r._int, r._exp, ctx)
    return r, status | st


def _power_mod(a, b, m, ctx):
    """(a ** b) % m for integers, as pow() with three arguments."""
    if a._is_special or b._is_special or m._is_special:
        for x in (a, b, m):
            if x._is_special and x._exp == 'N':
                return _fix_nan(_special(x._sign, 'n', x._int), ctx), _INVALID_OP
        for x in (a, b, m):
            if x._is_special and x._exp == 'n':
                return _fix_nan(x, ctx), 0
        return _nan(), _INVALID_OP
    if not (_is_integral(a) and _is_integral(b) and _is_integral(m)):
        return _nan(), _INVALID_OP
    if b._sign and b._int:
        return _nan(), _INVALID_OP
    if not m._int:
        return _nan(), _INVALID_OP
    mv = abs(_int_value(m))
    if _nd(mv) > ctx._prec:
        return _nan(), _INVALID_OP
    if not a._int and not b._int:
        return _nan(), _INVALID_OP
    av = _int_value(a)
    bv = _int_value(b)
    r = pow(abs(av), bv, mv)
    sign = 1 if av < 0 and bv & 1 else 0
    return _dec(sign, r, 0), 0


# ---- exponent and coefficient operations ------------------------------------

def _quantize(a, b, ctx, rounding):
    """a rounded to the exponent of b."""
    if a._is_special or b._is_special:
        r = _check_nans(a, b, ctx)
        if r is not None:
            return r
        if a._is_special and b._is_special:
            return a, 0
        return _nan(), _INVALID_OP
    e = b._exp
    prec = ctx._prec
    if e > ctx._emax or e < ctx._emin - prec + 1:
        return _nan(), _INVALID_OP
    if not a._int:
        return _fix(a._sign, 0, e, ctx)
    if _adjusted(a) > ctx._emax or _adjusted(a) - e + 1 > prec:
        return _nan(), _INVALID_OP
    status = 0
    if e > a._exp:
        c, inexact = _round_int(a._int, e - a._exp, a._sign, rounding)
        if c and _nd(c) > prec:
            return _nan(), _INVALID_OP
        status = _ROUNDED
        if inexact:
            status |= _INEXACT
    else:
        c = a._int * 10 ** (a._exp - e)
    if c and e + _nd(c) - 1 < ctx._emin:
        status |= _SUBNORMAL
    if ctx._clamp:
        top = ctx._emax - prec + 1
        if e > top:
            if c:
                c *= 10 ** (e - top)
            e = top
            status |= _CLAMPED
    return _dec(a._sign, c, e), status


def _to_integral(a, ctx, rounding, exact):
    if a._is_special:
        r = _check_nans(a, None, ctx)
        if r is not None:
            return r
        return a, 0
    if a._exp >= 0:
        return a, 0
    c, inexact = _round_int(a._int, -a._exp, a._sign, rounding)
    status = 0
    if exact:
        if a._int:
            status = _ROUNDED
        if inexact:
            status = _ROUNDED | _INEXACT
    return _dec(a._sign, c, 0), status


def _normalize(a, ctx):
    if a._is_special:
        r = _check_nans(a, None, ctx)
        if r is not None:
            return r
        return a, 0
    r, status = _fix(a._sign, a._int, a._exp, ctx)
    if r._is_special:
        return r, status
    if not r._int:
        return _dec(r._sign, 0, 0), status
    top = ctx._emax - ctx._prec + 1 if ctx._clamp else ctx._emax
    c, e = _strip_zeros(r._int, r._exp, top)
    return _dec(r._sign, c, e), status


def _logb(a, ctx):
    if a._is_special:
        r = _check_nans(a, None, ctx)
        if r is not None:
            return r
        return _special(0, 'F'), 0
    if not a._int:
        return _special(1, 'F'), _DIV_BY_ZERO
    adj = _adjusted(a)
    return _fix(1 if adj < 0 else 0, abs(adj), 0, ctx)


def _scaleb(a, b, ctx):
    if a._is_special or b._is_special:
        r = _check_nans(a, b, ctx)
        if r is not None:
            return r
    if b._is_special or b._exp != 0:
        return _nan(), _INVALID_OP
    n = -b._int if b._sign else b._int
    lim = 2 * (ctx._emax + ctx._prec)
    if n > lim or n < -lim:
        return _nan(), _INVALID_OP
    if a._is_special:
        return a, 0
    return _fix(a._sign, a._int, a._exp + n, ctx)


def _shift_amount(b, ctx):
    """The int of a shift or rotate count, or None when it is invalid."""
    if b._is_special or b._exp != 0:
        return None
    n = -b._int if b._sign else b._int
    if n > ctx._prec or n < -ctx._prec:
        return None
    return n


def _shift(a, b, ctx, rotate):
    if a._is_special or b._is_special:
        r = _check_nans(a, b, ctx)
        if r is not None:
            return r
    n = _shift_amount(b, ctx)
    if n is None:
        return _nan(), _INVALID_OP
    if a._is_special:
        return a, 0
    prec = ctx._prec
    mod = 10 ** prec
    c = a._int % mod
    if rotate:
        n %= prec
        c = (c * 10 ** n) % mod + c // 10 ** (prec - n)
    elif n >= 0:
        c = (c * 10 ** n) % mod
    else:
        c //= 10 ** -n
    return _dec(a._sign, c, a._exp), 0


def _logical_digits(d, ctx):
    """The digits of a logical operand (0s and 1s, sign 0, exponent 0, at
    most the precision long), or None."""
    if d._is_special or d._sign or d._exp != 0:
        return None
    s = _digits(d._int)
    if s.strip('01'):
        return None
    # Only the last prec digits take part.
    if len(s) > ctx._prec:
        s = s[len(s) - ctx._prec:]
    return s


def _logical(a, b, ctx, op):
    x = _logical_digits(a, ctx)
    y = _logical_digits(b, ctx) if b is not None else '0'
    if x is None or y is None:
        return _nan(), _INVALID_OP
    prec = ctx._prec
    if op == 'invert':
        x = x.rjust(prec, '0')
        out = ''.join(['1' if ch == '0' else '0' for ch in x])
        return _dec(0, _int_of(out), 0), 0
    n = len(x) if len(x) > len(y) else len(y)
    x = x.rjust(n, '0')
    y = y.rjust(n, '0')
    out = []
    i = 0
    while i < n:
        p = x[i] == '1'
        q = y[i] == '1'
        if op == 'and':
            v = p and q
        elif op == 'or':
            v = p or q
        else:
            v = p != q
        out.append('1' if v else '0')
        i += 1
    return _dec(0, _int_of(''.join(out)), 0), 0


def _next(a, ctx, up):
    """The representable number next to a, above it when up."""
    if a._is_special:
        r = _check_nans(a, None, ctx)
        if r is not None:
            return r
        if a._sign == (0 if up else 1):
            return a, 0
        prec = ctx._prec
        return _dec(a._sign, 10 ** prec - 1, ctx._emax - prec + 1), 0
    etiny = ctx._emin - ctx._prec + 1
    if not a._int:
        return _dec(0 if up else 1, 1, etiny), 0
    c = a._int
    e = a._exp
    f = _adjusted(a) - ctx._prec - 1
    if f < etiny - 1:
        f = etiny - 1
    if f > e:
        f = e
    f -= 1
    c *= 10 ** (e - f)
    # Nudge the magnitude up or down by less than any unit kept, then
    # round towards the direction of travel.
    if up == (a._sign == 0):
        c += 1
    else:
        c -= 1
    r, status = _fix(a._sign, c, f, ctx, 'ROUND_CEILING' if up else 'ROUND_FLOOR')
    return r, 0


def _next_toward(a, b, ctx):
    if a._is_special or b._is_special:
        r = _check_nans(a, b, ctx)
        if r is not None:
            return r
    c = _cmp(a, b)
    if c == 0:
        return _copy_sign(a, b._sign), 0
    r, status = _next(a, ctx, c < 0)
    if r._is_special:
        return r, _OVERFLOW | _INEXACT | _ROUNDED
    if _adjusted(r) < ctx._emin:
        status = _UNDERFLOW | _SUBNORMAL | _INEXACT | _ROUNDED
        if not r._int:
            status |= _CLAMPED
        return r, status
    return r, 0


def _copy_sign(a, sign):
    if a._is_special:
        return _special(sign, a._exp, a._int)
    return _dec(sign, a._int, a._exp)


def _compare_total(a, b, mag):
    """-1, 0 or 1: the total order of the specification."""
    sa = 0 if mag else a._sign
    sb = 0 if mag else b._sign
    if sa != sb:
        return 1 if sb else -1
    ka = _total_class(a)
    kb = _total_class(b)
    if ka != kb:
        r = 1 if ka > kb else -1
    elif ka == 3 or ka == 4:
        # NaNs of one kind: by payload.
        r = 1 if a._int > b._int else (0 if a._int == b._int else -1)
    elif ka == 2:
        r = 0
    else:
        if not a._int and not b._int:
            r = 0
        else:
            r = _cmp_mag(a, b)
        if r == 0:
            r = 1 if a._exp > b._exp else (0 if a._exp == b._exp else -1)
    return -r if sa else r


def _total_class(d):
    """0 for finite numbers, 2 for infinities, 3 for sNaN, 4 for NaN."""
    if not d._is_special:
        return 0
    if d._exp == 'F':
        return 2
    if d._exp == 'N':
        return 3
    return 4


def _minmax(a, b, ctx, want_max, mag):
    if a._is_special or b._is_special:
        an = _is_nan(a)
        bn = _is_nan(b)
        if an or bn:
            if (an and a._exp == 'N') or (bn and b._exp == 'N'):
                return _check_nans(a, b, ctx)
            if an and bn:
                return _fix_nan(a, ctx), 0
            x = b if an else a
            if x._is_special:
                return x, 0
            return _fix(x._sign, x._int, x._exp, ctx)
    c = _cmp_mag(a, b) if mag else 0
    if c == 0:
        c = _cmp(a, b)
        if c == 0:
            c = _compare_total(a, b, False)
    if want_max:
        x = b if c < 0 else a
    else:
        x = a if c < 0 else b
    if x._is_special:
        return x, 0
    return _fix(x._sign, x._int, x._exp, ctx)


def _compare(a, b, ctx, signal):
    if _is_nan(a) or _is_nan(b):
        r, status = _check_nans(a, b, ctx)
        if signal:
            status = _INVALID_OP
        return r, status
    return _from_int(_cmp(a, b)), 0


def _number_class(a, ctx):
    if a._is_special:
        if a._exp == 'N':
            return 'sNaN'
        if a._exp == 'n':
            return 'NaN'
        return '-Infinity' if a._sign else '+Infinity'
    sign = '-' if a._sign else '+'
    if not a._int:
        return sign + 'Zero'
    if _adjusted(a) < ctx._emin:
        return sign + 'Subnormal'
    return sign + 'Normal'


# ---- text -------------------------------------------------------------------

def _to_string(d, eng, capitals):
    """to-scientific-string (or to-engineering-string when eng)."""
    sign = '-' if d._sign else ''
    if d._is_special:
        if d._exp == 'F':
            return sign + 'Infinity'
        text = 'NaN' if d._exp == 'n' else 'sNaN'
        if d._int:
            text += _digits(d._int)
        return sign + text
    digits = _digits(d._int)
    e = d._exp
    nd = len(digits)
    left = e + nd
    if e <= 0 and left > -6:
        dot = left
    elif not eng:
        dot = 1
    elif not d._int:
        dot = (left + 1) % 3 - 1
    else:
        dot = (left - 1) % 3 + 1
    if dot <= 0:
        body = '0.' + '0' * -dot + digits
    elif dot >= nd:
        body = digits + '0' * (dot - nd)
    else:
        body = digits[:dot] + '.' + digits[dot:]
    if left == dot:
        return sign + body
    return sign + body + ('E' if capitals else 'e') + ('%+d' % (left - dot))


def _parse_spec(spec):
    """The parts of a Decimal format spec, as libmpdec reads it: a dict,
    or None when the spec is invalid."""
    n = len(spec)
    fill = ' '
    align = ''
    i = 0
    if n >= 2 and spec[1] in '<>=^':
        fill = spec[0]
        align = spec[1]
        i = 2
    elif n >= 1 and spec[0] in '<>=^':
        align = spec[0]
        i = 1
    # The 'z' option of 3.11, which may stand before or after the sign.
    no_neg_0 = False
    if i < n and spec[i] == 'z':
        spec = spec[:i] + spec[i + 1:]
        n -= 1
        no_neg_0 = True
    elif i + 1 < n and spec[i] in '+- ' and spec[i + 1] == 'z':
        spec = spec[:i + 1] + spec[i + 2:]
        n -= 1
        no_neg_0 = True
    sign = '-'
    if i < n and spec[i] in '+- ':
        sign = spec[i]
        i += 1
    zeropad = False
    if i < n and spec[i] == '0':
        if align:
            return None
        zeropad = True
        fill = '0'
        align = '='
        i += 1
    width = 0
    j = i
    while j < n and '0' <= spec[j] <= '9':
        j += 1
    if j > i:
        if spec[i] == '0' or j - i > 19:
            return None
        width = int(spec[i:j])
        i = j
    sep = ''
    if i < n and spec[i] == ',':
        sep = ','
        i += 1
    precision = None
    if i < n and spec[i] == '.':
        i += 1
        j = i
        while j < n and '0' <= spec[j] <= '9':
            j += 1
        if j == i or j - i > 19:
            return None
        precision = int(spec[i:j])
        i = j
    kind = ''
    if i < n:
        kind = spec[i]
        if kind not in 'eEfFgGnN%':
            return None
        if (kind == 'n' or kind == 'N') and sep:
            return None
        i += 1
    if i != n:
        return None
    return {'fill': fill, 'align': align or '>', 'sign': sign, 'zeropad': zeropad,
            'width': width, 'sep': sep, 'precision': precision, 'type': kind,
            'no_neg_0': no_neg_0}


def _group(digits, sep, min_width):
    """digits (the integer part) in groups of three separated by sep,
    padded with zeros (grouped too) to min_width characters."""
    if not sep:
        if len(digits) < min_width:
            return '0' * (min_width - len(digits)) + digits
        return digits
    groups = []
    while True:
        size = len(digits)
        if min_width > size:
            size = min_width
        if size < 1:
            size = 1
        if size > 3:
            size = 3
        part = digits[-size:] if digits else ''
        groups.append('0' * (size - len(part)) + part)
        digits = digits[:-size] if len(digits) > size else ''
        min_width -= size
        if not digits and min_width <= 0:
            break
        min_width -= len(sep)
    groups.reverse()
    return sep.join(groups)


def _format(d, spec, ctx):
    p = _parse_spec(spec)
    if p is None:
        raise ValueError('invalid format string')
    kind = p['type']
    if kind == '':
        kind = 'G' if ctx._capitals else 'g'
    elif kind == 'n':
        kind = 'g'
    elif kind == 'N':
        kind = 'G'
    precision = p['precision']
    sign = d._sign
    fill = p['fill']
    align = p['align']
    if d._is_special:
        body = _to_string(_copy_sign(d, 0), False, 1)
        if kind == '%':
            body += '%'
        if p['zeropad']:
            # Zero padding does not apply to the special values.
            fill = ' '
            align = '>'
        return _pad(_sign_text(sign, p['sign']), body, fill, align, p['width'])
    rounding = ctx._rounding
    c = d._int
    e = d._exp
    if kind == '%':
        e += 2
    if precision is not None:
        if kind in 'eE':
            k = _nd(c) - (precision + 1)
            if not c:
                pass
            elif k > 0:
                c, inexact = _round_int(c, k, sign, rounding)
                e += k
                if _nd(c) > precision + 1:
                    c //= 10
                    e += 1
            elif k < 0:
                c *= 10 ** -k
                e += k
        elif kind in 'fF%':
            k = -precision - e
            if k > 0:
                c, inexact = _round_int(c, k, sign, rounding)
                e = -precision
            elif k < 0:
                c *= 10 ** -k
                e = -precision
        else:
            prec = precision if precision > 0 else 1
            k = _nd(c) - prec
            if k > 0:
                c, inexact = _round_int(c, k, sign, rounding)
                e += k
                if _nd(c) > prec:
                    c //= 10
                    e += 1
    if not c and e > 0 and kind in 'fF%':
        e = 0
    # 'z' makes a negative zero positive: one before rounding, or one that
    # 'f' or '%' rounding produced (not 'F': CPython 3.11 checks only the
    # lowercase type there).
    if p['no_neg_0'] and (not d._int or (not c and (p['type'] == 'f' or p['type'] == '%'))):
        sign = 0
    digits = _digits(c)
    left = e + len(digits)
    if kind in 'eE':
        if not c and precision is not None:
            dot = 1 - precision
        else:
            dot = 1
    elif kind in 'fF%':
        dot = left
    else:
        dot = left if e <= 0 and left > -6 else 1
    if dot < 0:
        intpart = '0'
        frac = '0' * -dot + digits
    elif dot > len(digits):
        intpart = digits + '0' * (dot - len(digits))
        frac = ''
    else:
        intpart = digits[:dot] or '0'
        frac = digits[dot:]
    exp = left - dot
    if frac:
        frac = '.' + frac
    if exp != 0 or kind in 'eE':
        frac += ('E' if kind in 'EG' else 'e') + ('%+d' % exp)
    if kind == '%':
        frac += '%'
    sign_text = _sign_text(sign, p['sign'])
    if p['zeropad']:
        intpart = _group(intpart, p['sep'], p['width'] - len(frac) - len(sign_text))
    else:
        intpart = _group(intpart, p['sep'], 0)
    return _pad(sign_text, intpart + frac, fill, align, p['width'])


def _sign_text(negative, option):
    if negative:
        return '-'
    if option == '+':
        return '+'
    if option == ' ':
        return ' '
    return ''


def _pad(sign, body, fill, align, width):
    n = width - len(sign) - len(body)
    if n <= 0:
        return sign + body
    if align == '<':
        return sign + body + fill * n
    if align == '=':
        return sign + fill * n + body
    if align == '^':
        half = n // 2
        return fill * half + sign + body + fill * (n - half)
    return fill * n + sign + body


# ---- operands ---------------------------------------------------------------

def _from_int_value(n):
    if type(n) is not int:
        n = int(n)
    return _from_int(n)


def _convert_arith(other):
    """other as a Decimal for an operator, or NotImplemented."""
    if isinstance(other, Decimal):
        return other
    if isinstance(other, int):
        return _from_int_value(other)
    return NotImplemented


def _convert_op(other):
    """other as a Decimal for a method, or TypeError."""
    if isinstance(other, Decimal):
        return other
    if isinstance(other, int):
        return _from_int_value(other)
    raise TypeError('conversion from %s to Decimal is not supported'
                    % type(other).__name__)


def _context_arg(context):
    if context is None:
        return getcontext()
    if isinstance(context, Context):
        return context
    raise TypeError('optional argument must be a context')


def _rounding_arg(rounding, ctx):
    if rounding is None:
        return ctx._rounding
    if isinstance(rounding, str) and rounding in _ROUNDINGS:
        return rounding
    raise TypeError(_ROUNDING_MESSAGE)


def _is_rational(x):
    # A Fraction (or another exact rational) says its numerator and
    # denominator; the fractions module need not be imported for that.
    t = type(x)
    return (hasattr(t, 'numerator') and hasattr(t, 'denominator')
            and hasattr(t, 'limit_denominator'))


def _cmp_operands(a, other, equality):
    """(a, b) to compare a with other (b scaled for a Fraction), or None
    when the comparison is not supported."""
    if isinstance(other, Decimal):
        return a, other
    if isinstance(other, int):
        return a, _from_int_value(other)
    if isinstance(other, complex):
        if not equality or other.imag != 0:
            return None
        other = other.real
    if isinstance(other, float):
        ctx = getcontext()
        if equality:
            ctx._flags |= _FLOAT_OP
        else:
            _signal(ctx, _FLOAT_OP)
        return a, _from_float_exact(other)
    if _is_rational(other):
        num = other.numerator
        den = other.denominator
        b = _from_int_value(num)
        if a._is_special:
            return a, b
        # Compare a * den with num, both exact.
        return _dec(a._sign, a._int * den, a._exp), b
    return None


def _decimal_from_tuple(value):
    if len(value) != 3:
        raise ValueError('argument must be a sequence of length 3')
    sign, digits, exp = value
    if not (isinstance(sign, int) and (sign == 0 or sign == 1)):
        raise ValueError('sign must be an integer with the value 0 or 1')
    if isinstance(exp, str):
        if exp != 'F' and exp != 'n' and exp != 'N':
            raise ValueError("string argument in the third position must be 'F', 'n' or 'N'")
    elif not isinstance(exp, int):
        raise ValueError('exponent must be an integer')
    if not isinstance(digits, (tuple, list)):
        raise ValueError('coefficient must be a tuple of digits')
    for x in digits:
        if not (isinstance(x, int) and 0 <= x <= 9):
            raise ValueError('coefficient must be a tuple of digits')
    c = _int_of(''.join([str(int(x)) for x in digits])) if len(digits) else 0
    if isinstance(exp, str):
        if exp == 'F':
            return _special(int(sign), 'F')
        return _special(int(sign), exp, c)
    return _dec(int(sign), c, int(exp))


def _from_str(s, ctx):
    parsed = _parse(s)
    if parsed is None:
        _signal(ctx, _CONV_SYNTAX)
        return _nan()
    sign, c, e = parsed
    if isinstance(e, str):
        return _special(sign, e, c)
    return _dec(sign, c, e)


# ---- the Decimal type -------------------------------------------------------

class Decimal(object):
    """Construct a new Decimal object. 'value' can be an integer, string, tuple,
or another Decimal object. If no value is given, return Decimal('0'). The
context does not affect the conversion and is only passed to determine if
the InvalidOperation trap is active.

"""
    __slots__ = ('_sign', '_int', '_exp', '_is_special')

    def __new__(cls, value='0', context=None):
        if context is not None and not isinstance(context, Context):
            raise TypeError('optional argument must be a context')
        if isinstance(value, str):
            d = _from_str(value, context if context is not None else getcontext())
        elif isinstance(value, Decimal):
            d = value
            if cls is Decimal and type(d) is Decimal:
                return d
        elif isinstance(value, int):
            d = _from_int_value(value)
        elif isinstance(value, float):
            ctx = context if context is not None else getcontext()
            _signal(ctx, _FLOAT_OP)
            d = _from_float_exact(value)
        elif isinstance(value, (tuple, list, DecimalTuple)):
            d = _decimal_from_tuple(value)
        else:
            raise TypeError('conversion from %s to Decimal is not supported'
                            % type(value).__name__)
        r = _object_new(cls)
        r._sign = d._sign
        r._int = d._int
        r._exp = d._exp
        r._is_special = d._is_special
        return r

    @classmethod
    def from_float(cls, f):
        """Class method that converts a float to a decimal number, exactly.
Since 0.1 is not exactly representable in binary floating point,
Decimal.from_float(0.1) is not the same as Decimal('0.1').

    >>> Decimal.from_float(0.1)
    Decimal('0.1000000000000000055511151231257827021181583404541015625')
    >>> Decimal.from_float(float('nan'))
    Decimal('NaN')
    >>> Decimal.from_float(float('inf'))
    Decimal('Infinity')
    >>> Decimal.from_float(float('-inf'))
    Decimal('-Infinity')

"""
        if isinstance(f, int):
            d = _from_int_value(f)
        elif isinstance(f, float):
            d = _from_float_exact(f)
        else:
            raise TypeError('argument must be int or float')
        if cls is Decimal:
            return d
        return cls(d)

    # -- text --

    def __str__(self):
        return _to_string(self, False, getcontext()._capitals)

    def __repr__(self):
        return "Decimal('%s')" % _to_string(self, False, getcontext()._capitals)

    def to_eng_string(self, context=None):
        """Convert to an engineering-type string.  Engineering notation has an exponent
which is a multiple of 3, so there are up to 3 digits left of the decimal
place. For example, Decimal('123E+1') is converted to Decimal('1.23E+3').

The value of context.capitals determines whether the exponent sign is lower
or upper case. Otherwise, the context does not affect the operation.

"""
        return _to_string(self, True, _context_arg(context)._capitals)

    def __format__(self, specifier, override=None):
        if not isinstance(specifier, str):
            raise TypeError('format arg must be str')
        return _format(self, specifier, getcontext())

    # -- conversions --

    def __bool__(self):
        return self._is_special or self._int != 0

    def __int__(self):
        if self._is_special:
            if self._exp == 'F':
                raise OverflowError('cannot convert Infinity to integer')
            raise ValueError('cannot convert NaN to integer')
        if self._exp >= 0:
            v = self._int * 10 ** self._exp
        else:
            v = _shift_down(self._int, -self._exp)
        return -v if self._sign else v

    def __trunc__(self):
        return self.__int__()

    def _integral(self, rounding):
        if self._is_special:
            if self._exp == 'F':
                raise OverflowError('cannot convert Infinity to integer')
            raise ValueError('cannot convert NaN to integer')
        if self._exp >= 0:
            return self.__int__()
        c, inexact = _round_int(self._int, -self._exp, self._sign, rounding)
        return -c if self._sign else c

    def __floor__(self):
        return self._integral('ROUND_FLOOR')

    def __ceil__(self):
        return self._integral('ROUND_CEILING')

    def __round__(self, n=None):
        if n is None:
            return self._integral('ROUND_HALF_EVEN')
        if not isinstance(n, int):
            raise TypeError('optional arg must be an integer')
        ctx = getcontext()
        r, status = _quantize(self, _dec(0, 1, -int(n)), ctx, ctx._rounding)
        return _finish(ctx, r, status)

    def __float__(self):
        if self._is_special and self._exp != 'F':
            if self._exp == 'N':
                raise ValueError('cannot convert signaling NaN to float')
            return -_NAN if self._sign else _NAN
        return float(_to_string(self, False, 1))

    def __complex__(self):
        return complex(self.__float__())

    def as_integer_ratio(self):
        """Decimal.as_integer_ratio() -> (int, int)

Return a pair of integers, whose ratio is exactly equal to the original
Decimal and with a positive denominator. The ratio is in lowest terms.
Raise OverflowError on infinities and a ValueError on NaNs.

"""
        if self._is_special:
            if self._exp == 'F':
                raise OverflowError('cannot convert Infinity to integer ratio')
            raise ValueError('cannot convert NaN to integer ratio')
        c = self._int
        e = self._exp
        if not c:
            return (0, 1)
        if e >= 0:
            n = c * 10 ** e
            d = 1
        else:
            # Cancel the factors of 2 and 5 the coefficient shares with
            # 10**-e.
            n = c
            d5 = -e
            d2 = -e
            while d5 and n % 5 == 0:
                n //= 5
                d5 -= 1
            while d2 and not n & 1:
                n >>= 1
                d2 -= 1
            d = 5 ** d5 << d2
        return (-n if self._sign else n, d)

    def as_tuple(self):
        """Return a tuple representation of the number.

"""
        if self._is_special:
            if self._exp == 'F':
                return DecimalTuple(self._sign, (0,), 'F')
            digits = tuple([int(ch) for ch in _digits(self._int)]) if self._int else ()
            return DecimalTuple(self._sign, digits, self._exp)
        return DecimalTuple(self._sign, tuple([int(ch) for ch in _digits(self._int)]), self._exp)

    def __hash__(self):
        if self._is_special:
            if self._exp == 'N':
                raise TypeError('Cannot hash a signaling NaN value')
            if self._exp == 'n':
                return object.__hash__(self)
            return -314159 if self._sign else 314159
        e = self._exp
        if e >= 0:
            h = self._int * pow(10, e, _HASH_MODULUS) % _HASH_MODULUS
        else:
            h = self._int * pow(_HASH_10INV, -e, _HASH_MODULUS) % _HASH_MODULUS
        if self._sign:
            h = -h
        return -2 if h == -1 else h

    # -- comparisons --

    def _compare_with(self, other, op):
        pair = _cmp_operands(self, other, op == 'eq' or op == 'ne')
        if pair is None:
            return NotImplemented
        a, b = pair
        if (a._is_special and a._exp != 'F') or (b._is_special and b._exp != 'F'):
            if op == 'eq' or op == 'ne':
                if (a._is_special and a._exp == 'N') or (b._is_special and b._exp == 'N'):
                    _signal(getcontext(), _INVALID_OP)
                return op == 'ne'
            _signal(getcontext(), _INVALID_OP)
            return False
        c = _cmp(a, b)
        if op == 'eq':
            return c == 0
        if op == 'ne':
            return c != 0
        if op == 'lt':
            return c < 0
        if op == 'le':
            return c <= 0
        if op == 'gt':
            return c > 0
        return c >= 0

    def __eq__(self, other):
        return self._compare_with(other, 'eq')

    def __ne__(self, other):
        return self._compare_with(other, 'ne')

    def __lt__(self, other):
        return self._compare_with(other, 'lt')

    def __le__(self, other):
        return self._compare_with(other, 'le')

    def __gt__(self, other):
        return self._compare_with(other, 'gt')

    def __ge__(self, other):
        return self._compare_with(other, 'ge')

    # -- arithmetic operators --

    def __add__(self, other):
        other = _convert_arith(other)
        if other is NotImplemented:
            return other
        ctx = getcontext()
        r, status = _add(self, other, ctx, other._sign)
        if status:
            _signal(ctx, status)
        return r

    def __radd__(self, other):
        other = _convert_arith(other)
        if other is NotImplemented:
            return other
        ctx = getcontext()
        r, status = _add(other, self, ctx, self._sign)
        if status:
            _signal(ctx, status)
        return r

    def __sub__(self, other):
        other = _convert_arith(other)
        if other is NotImplemented:
            return other
        ctx = getcontext()
        r, status = _add(self, other, ctx, other._sign ^ 1)
        if status:
            _signal(ctx, status)
        return r

    def __rsub__(self, other):
        other = _convert_arith(other)
        if other is NotImplemented:
            return other
        ctx = getcontext()
        r, status = _add(other, self, ctx, self._sign ^ 1)
        if status:
            _signal(ctx, status)
        return r

    def __mul__(self, other):
        other = _convert_arith(other)
        if other is NotImplemented:
            return other
        ctx = getcontext()
        r, status = _mul(self, other, ctx)
        if status:
            _signal(ctx, status)
        return r

    def __rmul__(self, other):
        other = _convert_arith(other)
        if other is NotImplemented:
            return other
        ctx = getcontext()
        r, status = _mul(other, self, ctx)
        if status:
            _signal(ctx, status)
        return r

    def __truediv__(self, other):
        other = _convert_arith(other)
        if other is NotImplemented:
            return other
        ctx = getcontext()
        r, status = _div(self, other, ctx)
        if status:
            _signal(ctx, status)
        return r

    def __rtruediv__(self, other):
        other = _convert_arith(other)
        if other is NotImplemented:
            return other
        ctx = getcontext()
        r, status = _div(other, self, ctx)
        if status:
            _signal(ctx, status)
        return r

    def __floordiv__(self, other):
        other = _convert_arith(other)
        if other is NotImplemented:
            return other
        ctx = getcontext()
        r, status = _divint(self, other, ctx)
        return _finish(ctx, r, status)

    def __rfloordiv__(self, other):
        other = _convert_arith(other)
        if other is NotImplemented:
            return other
        ctx = getcontext()
        r, status = _divint(other, self, ctx)
        return _finish(ctx, r, status)

    def __mod__(self, other):
        other = _convert_arith(other)
        if other is NotImplemented:
            return other
        ctx = getcontext()
        r, status = _rem(self, other, ctx)
        return _finish(ctx, r, status)

    def __rmod__(self, other):
        other = _convert_arith(other)
        if other is NotImplemented:
            return other
        ctx = getcontext()
        r, status = _rem(other, self, ctx)
        return _finish(ctx, r, status)

    def __divmod__(self, other):
        other = _convert_arith(other)
        if other is NotImplemented:
            return other
        ctx = getcontext()
        r, status = _divmod(self, other, ctx)
        return _finish(ctx, r, status)

    def __rdivmod__(self, other):
        other = _convert_arith(other)
        if other is NotImplemented:
            return other
        ctx = getcontext()
        r, status = _divmod(other, self, ctx)
        return _finish(ctx, r, status)

    def __pow__(self, other, modulo=None):
        other = _convert_arith(other)
        if other is NotImplemented:
            return other
        ctx = getcontext()
        if modulo is None:
            r, status = _power(self, other, ctx)
        else:
            modulo = _convert_arith(modulo)
            if modulo is NotImplemented:
                return modulo
            r, status = _power_mod(self, other, modulo, ctx)
        return _finish(ctx, r, status)

    def __rpow__(self, other, modulo=None):
        other = _convert_arith(other)
        if other is NotImplemented:
            return other
        ctx = getcontext()
        if modulo is None:
            r, status = _power(other, self, ctx)
        else:
            modulo = _convert_arith(modulo)
            if modulo is NotImplemented:
                return modulo
            r, status = _power_mod(other, self, modulo, ctx)
        return _finish(ctx, r, status)

    def __neg__(self):
        ctx = getcontext()
        r, status = _plus(self, ctx, 'minus')
        return _finish(ctx, r, status)

    def __pos__(self):
        ctx = getcontext()
        r, status = _plus(self, ctx, 'plus')
        return _finish(ctx, r, status)

    def __abs__(self):
        ctx = getcontext()
        r, status = _plus(self, ctx, 'abs')
        return _finish(ctx, r, status)

    # -- numbers.Real --

    @property
    def real(self):
        return self

    @property
    def imag(self):
        return _dec(0, 0, 0)

    def conjugate(self):
        """Return self.

"""
        return self

    def radix(self):
        """Return Decimal(10), the radix (base) in which the Decimal class does
all its arithmetic. Included for compatibility with the specification.

"""
        return _dec(0, 10, 0)

    def canonical(self):
        """Return the canonical encoding of the argument.  Currently, the encoding
of a Decimal instance is always canonical, so this operation returns its
argument unchanged.

"""
        return self

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    # -- predicates --

    def adjusted(self):
        """Return the adjusted exponent of the number.  Defined as exp + digits - 1.

"""
        if self._is_special:
            return 0
        return self._exp + _nd(self._int) - 1

    def is_canonical(self):
        """Return True if the argument is canonical and False otherwise.  Currently,
a Decimal instance is always canonical, so this operation always returns
True.

"""
        return True

    def is_finite(self):
        """Return True if the argument is a finite number, and False if the argument
is infinite or a NaN.

"""
        return not self._is_special

    def is_infinite(self):
        """Return True if the argument is either positive or negative infinity and
False otherwise.

"""
        return self._is_special and self._exp == 'F'

    def is_nan(self):
        """Return True if the argument is a (quiet or signaling) NaN and False
otherwise.

"""
        return self._is_special and self._exp != 'F'

    def is_qnan(self):
        """Return True if the argument is a quiet NaN, and False otherwise.

"""
        return self._is_special and self._exp == 'n'

    def is_snan(self):
        """Return True if the argument is a signaling NaN and False otherwise.

"""
        return self._is_special and self._exp == 'N'

    def is_signed(self):
        """Return True if the argument has a negative sign and False otherwise.
Note that both zeros and NaNs can carry signs.

"""
        return self._sign == 1

    def is_zero(self):
        """Return True if the argument is a (positive or negative) zero and False
otherwise.

"""
        return not self._is_special and not self._int

    def is_normal(self, context=None):
        """Return True if the argument is a normal finite non-zero number with an
adjusted exponent greater than or equal to Emin. Return False if the
argument is zero, subnormal, infinite or a NaN.

"""
        ctx = _context_arg(context)
        if self._is_special or not self._int:
            return False
        return _adjusted(self) >= ctx._emin

    def is_subnormal(self, context=None):
        """Return True if the argument is subnormal, and False otherwise. A number is
subnormal if it is non-zero, finite, and has an adjusted exponent less
than Emin.

"""
        ctx = _context_arg(context)
        if self._is_special or not self._int:
            return False
        return _adjusted(self) < ctx._emin

    def number_class(self, context=None):
        """Return a string describing the class of the operand.

"""
        return _number_class(self, _context_arg(context))

    # -- sign --

    def copy_abs(self):
        """Return the absolute value of the argument.  This operation is unaffected by
context and is quiet: no flags are changed and no rounding is performed.

"""
        return _copy_sign(self, 0)

    def copy_negate(self):
        """Return the negation of the argument.  This operation is unaffected by context
and is quiet: no flags are changed and no rounding is performed.

"""
        return _copy_sign(self, self._sign ^ 1)

    def copy_sign(self, other, context=None):
        """Return a copy of the first operand with the sign set to be the same as the
sign of the second operand.

"""
        _context_arg(context)
        other = _convert_op(other)
        return _copy_sign(self, other._sign)

    def same_quantum(self, other, context=None):
        """Test whether self and other have the same exponent or whether both are NaN.

"""
        _context_arg(context)
        other = _convert_op(other)
        if self._is_special or other._is_special:
            if self._is_special and other._is_special:
                return (self._exp == 'F') == (other._exp == 'F')
            return False
        return self._exp == other._exp

    def compare_total(self, other, context=None):
        """Compare two operands using their abstract representation rather than
their numerical value.

"""
        _context_arg(context)
        other = _convert_op(other)
        return _from_int(_compare_total(self, other, False))

    def compare_total_mag(self, other, context=None):
        """Compare two operands using their abstract representation rather than their
value as in compare_total(), but ignoring the sign of each operand.

"""
        _context_arg(context)
        other = _convert_op(other)
        return _from_int(_compare_total(self, other, True))

    # -- operations under a context --

    def sqrt(self, context=None):
        """Return the square root of the argument to full precision. The result is
correctly rounded using the ROUND_HALF_EVEN rounding mode.

"""
        ctx = _context_arg(context)
        r, status = _sqrt(self, ctx)
        return _finish(ctx, r, status)

    def exp(self, context=None):
        """Return the value of the (natural) exponential function e**x at the given
number.  The function always uses the ROUND_HALF_EVEN mode and the result
is correctly rounded.

"""
        ctx = _context_arg(context)
        r, status = _exp(self, ctx)
        return _finish(ctx, r, status)

    def ln(self, context=None):
        """Return the natural (base e) logarithm of the operand. The function always
uses the ROUND_HALF_EVEN mode and the result is correctly rounded.

"""
        ctx = _context_arg(context)
        r, status = _log(self, ctx, False)
        return _finish(ctx, r, status)

    def log10(self, context=None):
        """Return the base ten logarithm of the operand. The function always uses the
ROUND_HALF_EVEN mode and the result is correctly rounded.

"""
        ctx = _context_arg(context)
        r, status = _log(self, ctx, True)
        return _finish(ctx, r, status)

    def logb(self, context=None):
        """For a non-zero number, return the adjusted exponent of the operand as a
Decimal instance.  If the operand is a zero, then Decimal('-Infinity') is
returned and the DivisionByZero condition is raised. If the operand is
an infinity then Decimal('Infinity') is returned.

"""
        ctx = _context_arg(context)
        r, status = _logb(self, ctx)
        return _finish(ctx, r, status)

    def normalize(self, context=None):
        """Normalize the number by stripping the rightmost trailing zeros and
converting any result equal to Decimal('0') to Decimal('0e0'). Used
for producing canonical values for members of an equivalence class.
For example, Decimal('32.100') and Decimal('0.321000e+2') both normalize
to the equivalent value Decimal('32.1').

"""
        ctx = _context_arg(context)
        r, status = _normalize(self, ctx)
        return _finish(ctx, r, status)

    def next_minus(self, context=None):
        """Return the largest number representable in the given context (or in the
current default context if no context is given) that is smaller than the
given operand.

"""
        ctx = _context_arg(context)
        r, status = _next(self, ctx, False)
        return _finish(ctx, r, status)

    def next_plus(self, context=None):
        """Return the smallest number representable in the given context (or in the
current default context if no context is given) that is larger than the
given operand.

"""
        ctx = _context_arg(context)
        r, status = _next(self, ctx, True)
        return _finish(ctx, r, status)

    def next_toward(self, other, context=None):
        """If the two operands are unequal, return the number closest to the first
operand in the direction of the second operand.  If both operands are
numerically equal, return a copy of the first operand with the sign set
to be the same as the sign of the second operand.

"""
        ctx = _context_arg(context)
        other = _convert_op(other)
        r, status = _next_toward(self, other, ctx)
        return _finish(ctx, r, status)

    def to_integral(self, rounding=None, context=None):
        """Identical to the to_integral_value() method.  The to_integral() name has been
kept for compatibility with older versions.

"""
        ctx = _context_arg(context)
        r, status = _to_integral(self, ctx, _rounding_arg(rounding, ctx), False)
        return _finish(ctx, r, status)

    def to_integral_value(self, rounding=None, context=None):
        """Round to the nearest integer without signaling Inexact or Rounded.  The
rounding mode is determined by the rounding parameter if given, else by
the given context. If neither parameter is given, then the rounding mode
of the current default context is used.

"""
        ctx = _context_arg(context)
        r, status = _to_integral(self, ctx, _rounding_arg(rounding, ctx), False)
        return _finish(ctx, r, status)

    def to_integral_exact(self, rounding=None, context=None):
        """Round to the nearest integer, signaling Inexact or Rounded as appropriate if
rounding occurs.  The rounding mode is determined by the rounding parameter
if given, else by the given context. If neither parameter is given, then the
rounding mode of the current default context is used.

"""
        ctx = _context_arg(context)
        r, status = _to_integral(self, ctx, _rounding_arg(rounding, ctx), True)
        return _finish(ctx, r, status)

    def quantize(self, exp, rounding=None, context=None):
        """Return a value equal to the first operand after rounding and having the
exponent of the second operand.

    >>> Decimal('1.41421356').quantize(Decimal('1.000'))
    Decimal('1.414')

Unlike other operations, if the length of the coefficient after the quantize
operation would be greater than precision, then an InvalidOperation is signaled.
This guarantees that, unless there is an error condition, the quantized exponent
is always equal to that of the right-hand operand.

Also unlike other operations, quantize never signals Underflow, even if the
result is subnormal and inexact.

If the exponent of the second operand is larger than that of the first, then
rounding may be necessary. In this case, the rounding mode is determined by the
rounding argument if given, else by the given context argument; if neither
argument is given, the rounding mode of the current thread's context is used.

"""
        ctx = _context_arg(context)
        rounding = _rounding_arg(rounding, ctx)
        exp = _convert_op(exp)
        r, status = _quantize(self, exp, ctx, rounding)
        return _finish(ctx, r, status)

    def compare(self, other, context=None):
        """Compare self to other.  Return a decimal value:

    a or b is a NaN ==> Decimal('NaN')
    a < b           ==> Decimal('-1')
    a == b          ==> Decimal('0')
    a > b           ==> Decimal('1')

"""
        ctx = _context_arg(context)
        other = _convert_op(other)
        r, status = _compare(self, other, ctx, False)
        return _finish(ctx, r, status)

    def compare_signal(self, other, context=None):
        """Identical to compare, except that all NaNs signal.

"""
        ctx = _context_arg(context)
        other = _convert_op(other)
        r, status = _compare(self, other, ctx, True)
        return _finish(ctx, r, status)

    def max(self, other, context=None):
        """Maximum of self and other.  If one operand is a quiet NaN and the other is
numeric, the numeric operand is returned.

"""
        ctx = _context_arg(context)
        other = _convert_op(other)
        r, status = _minmax(self, other, ctx, True, False)
        return _finish(ctx, r, status)

    def max_mag(self, other, context=None):
        """Similar to the max() method, but the comparison is done using the absolute
values of the operands.

"""
        ctx = _context_arg(context)
        other = _convert_op(other)
        r, status = _minmax(self, other, ctx, True, True)
        return _finish(ctx, r, status)

    def min(self, other, context=None):
        """Minimum of self and other. If one operand is a quiet NaN and the other is
numeric, the numeric operand is returned.

"""
        ctx = _context_arg(context)
        other = _convert_op(other)
        r, status = _minmax(self, other, ctx, False, False)
        return _finish(ctx, r, status)

    def min_mag(self, other, context=None):
        """Similar to the min() method, but the comparison is done using the absolute
values of the operands.

"""
        ctx = _context_arg(context)
        other = _convert_op(other)
        r, status = _minmax(self, other, ctx, False, True)
        return _finish(ctx, r, status)

    def remainder_near(self, other, context=None):
        """Return the remainder from dividing self by other.  This differs from
self % other in that the sign of the remainder is chosen so as to minimize
its absolute value. More precisely, the return value is self - n * other
where n is the integer nearest to the exact value of self / other, and
if two integers are equally near then the even one is chosen.

If the result is zero then its sign will be the sign of self.

"""
        ctx = _context_arg(context)
        other = _convert_op(other)
        r, status = _rem_near(self, other, ctx)
        return _finish(ctx, r, status)

    def fma(self, other, third, context=None):
        """Fused multiply-add.  Return self*other+third with no rounding of the
intermediate product self*other.

    >>> Decimal(2).fma(3, 5)
    Decimal('11')


"""
        ctx = _context_arg(context)
        other = _convert_op(other)
        third = _convert_op(third)
        r, status = _fma(self, other, third, ctx)
        return _finish(ctx, r, status)

    def scaleb(self, other, context=None):
        """Return the first operand with the exponent adjusted the second.  Equivalently,
return the first operand multiplied by 10**other. The second operand must be
an integer.

"""
        ctx = _context_arg(context)
        other = _convert_op(other)
        r, status = _scaleb(self, other, ctx)
        return _finish(ctx, r, status)

    def shift(self, other, context=None):
        """Return the result of shifting the digits of the first operand by an amount
specified by the second operand.  The second operand must be an integer in
the range -precision through precision. The absolute value of the second
operand gives the number of places to shift. If the second operand is
positive, then the shift is to the left; otherwise the shift is to the
right. Digits shifted into the coefficient are zeros. The sign and exponent
of the first operand are unchanged.

"""
        ctx = _context_arg(context)
        other = _convert_op(other)
        r, status = _shift(self, other, ctx, False)
        return _finish(ctx, r, status)

    def rotate(self, other, context=None):
        """Return the result of rotating the digits of the first operand by an amount
specified by the second operand.  The second operand must be an integer in
the range -precision through precision. The absolute value of the second
operand gives the number of places to rotate. If the second operand is
positive then rotation is to the left; otherwise rotation is to the right.
The coefficient of the first operand is padded on the left with zeros to
length precision if necessary. The sign and exponent of the first operand are
unchanged.

"""
        ctx = _context_arg(context)
        other = _convert_op(other)
        r, status = _shift(self, other, ctx, True)
        return _finish(ctx, r, status)

    def logical_and(self, other, context=None):
        """Return the digit-wise 'and' of the two (logical) operands.

"""
        ctx = _context_arg(context)
        other = _convert_op(other)
        r, status = _logical(self, other, ctx, 'and')
        return _finish(ctx, r, status)

    def logical_or(self, other, context=None):
        """Return the digit-wise 'or' of the two (logical) operands.

"""
        ctx = _context_arg(context)
        other = _convert_op(other)
        r, status = _logical(self, other, ctx, 'or')
        return _finish(ctx, r, status)

    def logical_xor(self, other, context=None):
        """Return the digit-wise 'exclusive or' of the two (logical) operands.

"""
        ctx = _context_arg(context)
        other = _convert_op(other)
        r, status = _logical(self, other, ctx, 'xor')
        return _finish(ctx, r, status)

    def logical_invert(self, context=None):
        """Return the digit-wise inversion of the (logical) operand.

"""
        ctx = _context_arg(context)
        r, status = _logical(self, None, ctx, 'invert')
        return _finish(ctx, r, status)


_NAN = float('nan')
_MAX_CONTEXT = None
_HASH_MODULUS = 2 ** 61 - 1
_HASH_10INV = pow(10, _HASH_MODULUS - 2, _HASH_MODULUS)


def _plus(a, ctx, kind):
    """plus (0 + a), minus (0 - a) or abs."""
    if kind == 'abs':
        sign = 0
    elif kind == 'minus':
        sign = a._sign ^ 1
    else:
        sign = a._sign
    if a._is_special:
        r = _check_nans(a, None, ctx)
        if r is not None:
            return r
        return _special(sign, 'F'), 0
    if not a._int and sign:
        sign = 1 if ctx._rounding == 'ROUND_FLOOR' and kind != 'abs' else 0
    return _fix(sign, a._int, a._exp, ctx)


# ---- contexts ---------------------------------------------------------------

def _int_attr(v):
    if not isinstance(v, int):
        raise TypeError('an integer is required')
    return int(v)


def _mask_from(value):
    """The condition bits of a flags or traps argument: a list of
    signals, or a dict (or signal dict) of every signal."""
    if isinstance(value, list):
        mask = 0
        for sig in value:
            m = _signal_mask(sig)
            if m < 0:
                raise KeyError(_SIGNALS_MESSAGE)
            mask |= m
        return mask
    return _mask_from_dict(value)


def _mask_from_dict(value):
    if isinstance(value, _SignalDictMixin):
        return getattr(value._ctx, value._attr)
    if not isinstance(value, dict):
        raise TypeError('argument must be a signal dict')
    if len(value) != 9:
        raise KeyError('invalid signal dict')
    mask = 0
    i = 0
    for sig in _SIGNALS:
        if sig not in value:
            raise KeyError('invalid signal dict')
        if value[sig]:
            mask |= _SIGNAL_MASKS[i]
        i += 1
    return mask


class SignalDictMixin(object):
    __slots__ = ('_ctx', '_attr')

    def _mask_of(self, key):
        m = _signal_mask(key)
        if m < 0:
            raise KeyError(_SIGNALS_MESSAGE)
        return m

    def __getitem__(self, key):
        return (getattr(self._ctx, self._attr) & self._mask_of(key)) != 0

    def __setitem__(self, key, value):
        m = self._mask_of(key)
        cur = getattr(self._ctx, self._attr)
        if value:
            cur |= m
        else:
            cur &= ~m
        setattr(self._ctx, self._attr, cur)

    def __delitem__(self, key):
        raise ValueError('signal keys cannot be deleted')

    def __len__(self):
        return 9

    def __iter__(self):
        return iter(_SIGNALS)

    def __contains__(self, key):
        return _signal_mask(key) >= 0

    def keys(self):
        return _SignalView(self, 'keys')

    def values(self):
        return _SignalView(self, 'values')

    def items(self):
        return _SignalView(self, 'items')

    def get(self, key, default=None):
        if _signal_mask(key) < 0:
            return default
        return self[key]

    def copy(self):
        mask = getattr(self._ctx, self._attr)
        out = {}
        i = 0
        for sig in _SIGNALS:
            out[sig] = (mask & _SIGNAL_MASKS[i]) != 0
            i += 1
        return out

    def __eq__(self, other):
        if isinstance(other, _SignalDictMixin):
            return self.copy() == other.copy()
        if isinstance(other, dict):
            return self.copy() == other
        return NotImplemented

    def __ne__(self, other):
        r = self.__eq__(other)
        if r is NotImplemented:
            return r
        return not r

    __hash__ = None

    def __repr__(self):
        mask = getattr(self._ctx, self._attr)
        parts = []
        i = 0
        for sig in _SIGNALS:
            parts.append("<class 'decimal.%s'>:%s"
                         % (sig.__name__, 'True' if mask & _SIGNAL_MASKS[i] else 'False'))
            i += 1
        return '{' + ', '.join(parts) + '}'


class SignalDict(SignalDictMixin):
    __slots__ = ()


SignalDict.__module__ = 'abc'


class _SignalView(object):
    __slots__ = ('_d', '_kind')

    def __init__(self, d, kind):
        self._d = d
        self._kind = kind

    def __len__(self):
        return 9

    def __iter__(self):
        d = self._d
        if self._kind == 'keys':
            return iter(_SIGNALS)
        if self._kind == 'values':
            return iter([d[s] for s in _SIGNALS])
        return iter([(s, d[s]) for s in _SIGNALS])

    def __contains__(self, x):
        return x in list(self.__iter__())

    def __repr__(self):
        name = {'keys': 'KeysView', 'values': 'ValuesView', 'items': 'ItemsView'}[self._kind]
        return '%s(%r)' % (name, self._d)


def _signal_dict(ctx, attr):
    d = _object_new(_SignalDict)
    d._ctx = ctx
    d._attr = attr
    return d


class Context(object):
    """The context affects almost all operations and controls rounding,
Over/Underflow, raising of exceptions and much more.  A new context
can be constructed as follows:

    >>> c = Context(prec=28, Emin=-425000000, Emax=425000000,
    ...             rounding=ROUND_HALF_EVEN, capitals=1, clamp=1,
    ...             traps=[InvalidOperation, DivisionByZero, Overflow],
    ...             flags=[])
    >>>


"""
    __slots__ = ('_prec', '_rounding', '_emin', '_emax', '_capitals', '_clamp',
                 '_flags', '_traps')

    def __setattr__(self, name, value):
        # A Context has no attributes but its own, as CPython's C type.
        if name not in _CONTEXT_ATTRS:
            raise AttributeError("'decimal.Context' object has no attribute '%s'" % name)
        object.__setattr__(self, name, value)

    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None,
                 capitals=None, clamp=None, flags=None, traps=None):
        t = _templates[0]
        if t is None:
            self._prec = 28
            self._rounding = ROUND_HALF_EVEN
            self._emin = -999999
            self._emax = 999999
            self._capitals = 1
            self._clamp = 0
            self._flags = 0
            self._traps = _IEEE_INVALID | _DIV_BY_ZERO | _OVERFLOW
        else:
            self._prec = t._prec
            self._rounding = t._rounding
            self._emin = t._emin
            self._emax = t._emax
            self._capitals = t._capitals
            self._clamp = t._clamp
            self._flags = t._flags
            self._traps = t._traps
        _set_attrs(self, prec, rounding, Emin, Emax, capitals, clamp, flags, traps)

    # -- attributes --

    @property
    def prec(self):
        return self._prec

    @prec.setter
    def prec(self, value):
        v = _int_attr(value)
        if v < 1 or v > MAX_PREC:
            raise ValueError('valid range for prec is [1, MAX_PREC]')
        self._prec = v

    @prec.deleter
    def prec(self):
        raise AttributeError('context attributes cannot be deleted')

    @property
    def rounding(self):
        return self._rounding

    @rounding.setter
    def rounding(self, value):
        if not (isinstance(value, str) and value in _ROUNDINGS):
            raise TypeError(_ROUNDING_MESSAGE)
        self._rounding = _ROUNDINGS[_ROUNDINGS.index(value)]

    @rounding.deleter
    def rounding(self):
        raise AttributeError('context attributes cannot be deleted')

    @property
    def Emin(self):
        return self._emin

    @Emin.setter
    def Emin(self, value):
        v = _int_attr(value)
        if v > 0 or v < MIN_EMIN:
            raise ValueError('valid range for Emin is [MIN_EMIN, 0]')
        self._emin = v

    @Emin.deleter
    def Emin(self):
        raise AttributeError('context attributes cannot be deleted')

    @property
    def Emax(self):
        return self._emax

    @Emax.setter
    def Emax(self, value):
        v = _int_attr(value)
        if v < 0 or v > MAX_EMAX:
            raise ValueError('valid range for Emax is [0, MAX_EMAX]')
        self._emax = v

    @Emax.deleter
    def Emax(self):
        raise AttributeError('context attributes cannot be deleted')

    @property
    def capitals(self):
        return self._capitals

    @capitals.setter
    def capitals(self, value):
        v = _int_attr(value)
        if v != 0 and v != 1:
            raise ValueError('valid values for capitals are 0 or 1')
        self._capitals = v

    @capitals.deleter
    def capitals(self):
        raise AttributeError('context attributes cannot be deleted')

    @property
    def clamp(self):
        return self._clamp

    @clamp.setter
    def clamp(self, value):
        v = _int_attr(value)
        if v != 0 and v != 1:
            raise ValueError('valid values for clamp are 0 or 1')
        self._clamp = v

    @clamp.deleter
    def clamp(self):
        raise AttributeError('context attributes cannot be deleted')

    @property
    def flags(self):
        return _signal_dict(self, '_flags')

    @flags.setter
    def flags(self, value):
        self._flags = _mask_from_dict(value)

    @flags.deleter
    def flags(self):
        raise AttributeError('context attributes cannot be deleted')

    @property
    def traps(self):
        return _signal_dict(self, '_traps')

    @traps.setter
    def traps(self, value):
        self._traps = _mask_from_dict(value)

    @traps.deleter
    def traps(self):
        raise AttributeError('context attributes cannot be deleted')

    def __repr__(self):
        return ('Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, capitals=%d, clamp=%d, '
                'flags=%s, traps=%s)'
                % (self._prec, self._rounding, self._emin, self._emax, self._capitals,
                   self._clamp, _bits_repr(self._flags), _bits_repr(self._traps)))

    def clear_flags(self):
        """Reset all flags to False.

"""
        self._flags = 0

    def clear_traps(self):
        """Set all traps to False.

"""
        self._traps = 0

    def copy(self):
        """Return a duplicate of the context with all flags cleared.

"""
        c = _object_new(Context)
        c._prec = self._prec
        c._rounding = self._rounding
        c._emin = self._emin
        c._emax = self._emax
        c._capitals = self._capitals
        c._clamp = self._clamp
        c._flags = self._flags
        c._traps = self._traps
        return c

    def __copy__(self):
        return self.copy()

    def Etiny(self):
        """Return a value equal to Emin - prec + 1, which is the minimum exponent value
for subnormal results.  When underflow occurs, the exponent is set to Etiny.

"""
        return self._emin - self._prec + 1

    def Etop(self):
        """Return a value equal to Emax - prec + 1.  This is the maximum exponent
if the _clamp field of the context is set to 1 (IEEE clamp mode).  Etop()
must not be negative.

"""
        return self._emax - self._prec + 1

    def radix(self):
        """Return 10.

"""
        return _dec(0, 10, 0)

    # -- creating numbers --

    def create_decimal(self, num='0'):
        """Create a new Decimal instance from num, using self as the context. Unlike the
Decimal constructor, this function observes the context limits.

"""
        if isinstance(num, str):
            parsed = _parse(num, False)
            if parsed is None:
                _signal(self, _CONV_SYNTAX)
                return _nan()
            sign, c, e = parsed
            if isinstance(e, str):
                if c and _nd(c) > self._prec - self._clamp:
                    _signal(self, _CONV_SYNTAX)
                    return _nan()
                return _special(sign, e, c)
            d = _dec(sign, c, e)
        elif isinstance(num, float):
            _signal(self, _FLOAT_OP)
            d = _from_float_exact(num)
        elif isinstance(num, Decimal):
            d = num
        elif isinstance(num, int):
            d = _from_int_value(num)
        elif isinstance(num, (tuple, list, DecimalTuple)):
            d = _decimal_from_tuple(num)
        else:
            raise TypeError('conversion from %s to Decimal is not supported'
                            % type(num).__name__)
        return self._round(d)

    def create_decimal_from_float(self, f):
        """Create a new Decimal instance from float f.  Unlike the Decimal.from_float()
class method, this function observes the context limits.

"""
        if isinstance(f, int):
            d = _from_int_value(f)
        elif isinstance(f, float):
            d = _from_float_exact(f)
        else:
            raise TypeError('argument must be int or float')
        return self._round(d)

    def _round(self, d):
        if d._is_special:
            if d._exp != 'F':
                if d._int and _nd(d._int) > self._prec - self._clamp:
                    _signal(self, _CONV_SYNTAX)
                    return _nan()
            return _copy_sign(d, d._sign)
        r, status = _fix(d._sign, d._int, d._exp, self)
        return _finish(self, r, status)

    # -- the operations --

    def abs(self, a):
        """Return the absolute value of x.

"""
        r, status = _plus(_convert_op(a), self, 'abs')
        return _finish(self, r, status)

    def add(self, a, b):
        """Return the sum of x and y.

"""
        a = _convert_op(a)
        b = _convert_op(b)
        r, status = _add(a, b, self, b._sign)
        return _finish(self, r, status)

    def subtract(self, a, b):
        """Return the difference between x and y.

"""
        a = _convert_op(a)
        b = _convert_op(b)
        r, status = _add(a, b, self, b._sign ^ 1)
        return _finish(self, r, status)

    def multiply(self, a, b):
        """Return the product of x and y.

"""
        r, status = _mul(_convert_op(a), _convert_op(b), self)
        return _finish(self, r, status)

    def divide(self, a, b):
        """Return x divided by y.

"""
        r, status = _div(_convert_op(a), _convert_op(b), self)
        return _finish(self, r, status)

    def divide_int(self, a, b):
        """Return x divided by y, truncated to an integer.

"""
        r, status = _divint(_convert_op(a), _convert_op(b), self)
        return _finish(self, r, status)

    def divmod(self, a, b):
        """Return quotient and remainder of the division x / y.

"""
        r, status = _divmod(_convert_op(a), _convert_op(b), self)
        return _finish(self, r, status)

    def remainder(self, a, b):
        """Return the remainder from integer division. The sign of the result,
if non-zero, is the same as that of the original dividend.

"""
        r, status = _rem(_convert_op(a), _convert_op(b), self)
        return _finish(self, r, status)

    def remainder_near(self, a, b):
        """Return x - y * n, where n is the integer nearest the exact value of x / y
(if the result is 0 then its sign will be the sign of x).

"""
        r, status = _rem_near(_convert_op(a), _convert_op(b), self)
        return _finish(self, r, status)

    def fma(self, a, b, c):
        """Return x multiplied by y, plus z.

"""
        r, status = _fma(_convert_op(a), _convert_op(b), _convert_op(c), self)
        return _finish(self, r, status)

    def power(self, a, b, modulo=None):
        """Compute a**b. If 'a' is negative, then 'b' must be integral. The result
will be inexact unless 'a' is integral and the result is finite and can
be expressed exactly in 'precision' digits.  In the Python version the
result is always correctly rounded, in the C version the result is almost
always correctly rounded.

If modulo is given, compute (a**b) % modulo. The following restrictions
hold:

    * all three arguments must be integral
    * 'b' must be nonnegative
    * at least one of 'a' or 'b' must be nonzero
    * modulo must be nonzero and less than 10**prec in absolute value


"""
        a = _convert_op(a)
        b = _convert_op(b)
        if modulo is None:
            r, status = _power(a, b, self)
        else:
            r, status = _power_mod(a, b, _convert_op(modulo), self)
        return _finish(self, r, status)

    def plus(self, a):
        """Plus corresponds to the unary prefix plus operator in Python, but applies
the context to the result.

"""
        r, status = _plus(_convert_op(a), self, 'plus')
        return _finish(self, r, status)

    def minus(self, a):
        """Minus corresponds to the unary prefix minus operator in Python, but applies
the context to the result.

"""
        r, status = _plus(_convert_op(a), self, 'minus')
        return _finish(self, r, status)

    def sqrt(self, a):
        """Square root of a non-negative number to context precision.

"""
        r, status = _sqrt(_convert_op(a), self)
        return _finish(self, r, status)

    def exp(self, a):
        """Return e ** a.

"""
        r, status = _exp(_convert_op(a), self)
        return _finish(self, r, status)

    def ln(self, a):
        """Return the natural (base e) logarithm of the operand.

"""
        r, status = _log(_convert_op(a), self, False)
        return _finish(self, r, status)

    def log10(self, a):
        """Return the base 10 logarithm of the operand.

"""
        r, status = _log(_convert_op(a), self, True)
        return _finish(self, r, status)

    def logb(self, a):
        """Return the exponent of the magnitude of the operand's MSD.

"""
        r, status = _logb(_convert_op(a), self)
        return _finish(self, r, status)

    def normalize(self, a):
        """Normalize x to the simplest form.

"""
        r, status = _normalize(_convert_op(a), self)
        return _finish(self, r, status)

    def reduce(self, a):
        return self.normalize(a)

    def quantize(self, a, b):
        """Return a value equal to x (rounded), having the exponent of y.

"""
        r, status = _quantize(_convert_op(a), _convert_op(b), self, self._rounding)
        return _finish(self, r, status)

    def to_integral(self, a):
        """Identical to to_integral_value(x).

"""
        r, status = _to_integral(_convert_op(a), self, self._rounding, False)
        return _finish(self, r, status)

    def to_integral_value(self, a):
        """Round to an integer.

"""
        r, status = _to_integral(_convert_op(a), self, self._rounding, False)
        return _finish(self, r, status)

    def to_integral_exact(self, a):
        """Round to an integer. Signal if the result is rounded or inexact.

"""
        r, status = _to_integral(_convert_op(a), self, self._rounding, True)
        return _finish(self, r, status)

    def compare(self, a, b):
        """Compare x and y numerically.

"""
        r, status = _compare(_convert_op(a), _convert_op(b), self, False)
        return _finish(self, r, status)

    def compare_signal(self, a, b):
        """Compare x and y numerically.  All NaNs signal.

"""
        r, status = _compare(_convert_op(a), _convert_op(b), self, True)
        return _finish(self, r, status)

    def compare_total(self, a, b):
        """Compare x and y using their abstract representation.

"""
        return _from_int(_compare_total(_convert_op(a), _convert_op(b), False))

    def compare_total_mag(self, a, b):
        """Compare x and y using their abstract representation, ignoring sign.

"""
        return _from_int(_compare_total(_convert_op(a), _convert_op(b), True))

    def max(self, a, b):
        """Compare the values numerically and return the maximum.

"""
        r, status = _minmax(_convert_op(a), _convert_op(b), self, True, False)
        return _finish(self, r, status)

    def max_mag(self, a, b):
        """Compare the values numerically with their sign ignored.

"""
        r, status = _minmax(_convert_op(a), _convert_op(b), self, True, True)
        return _finish(self, r, status)

    def min(self, a, b):
        """Compare the values numerically and return the minimum.

"""
        r, status = _minmax(_convert_op(a), _convert_op(b), self, False, False)
        return _finish(self, r, status)

    def min_mag(self, a, b):
        """Compare the values numerically with their sign ignored.

"""
        r, status = _minmax(_convert_op(a), _convert_op(b), self, False, True)
        return _finish(self, r, status)

    def next_minus(self, a):
        """Return the largest representable number smaller than x.

"""
        r, status = _next(_convert_op(a), self, False)
        return _finish(self, r, status)

    def next_plus(self, a):
        """Return the smallest representable number larger than x.

"""
        r, status = _next(_convert_op(a), self, True)
        return _finish(self, r, status)

    def next_toward(self, a, b):
        """Return the number closest to x, in the direction towards y.

"""
        r, status = _next_toward(_convert_op(a), _convert_op(b), self)
        return _finish(self, r, status)

    def scaleb(self, a, b):
        """Return the first operand after adding the second value to its exp.

"""
        r, status = _scaleb(_convert_op(a), _convert_op(b), self)
        return _finish(self, r, status)

    def shift(self, a, b):
        """Return a copy of x, shifted by y places.

"""
        r, status = _shift(_convert_op(a), _convert_op(b), self, False)
        return _finish(self, r, status)

    def rotate(self, a, b):
        """Return a copy of x, rotated by y places.

"""
        r, status = _shift(_convert_op(a), _convert_op(b), self, True)
        return _finish(self, r, status)

    def logical_and(self, a, b):
        """Digit-wise and of x and y.

"""
        r, status = _logical(_convert_op(a), _convert_op(b), self, 'and')
        return _finish(self, r, status)

    def logical_or(self, a, b):
        """Digit-wise or of x and y.

"""
        r, status = _logical(_convert_op(a), _convert_op(b), self, 'or')
        return _finish(self, r, status)

    def logical_xor(self, a, b):
        """Digit-wise xor of x and y.

"""
        r, status = _logical(_convert_op(a), _convert_op(b), self, 'xor')
        return _finish(self, r, status)

    def logical_invert(self, a):
        """Invert all digits of x.

"""
        r, status = _logical(_convert_op(a), None, self, 'invert')
        return _finish(self, r, status)

    def same_quantum(self, a, b):
        """Return True if the two operands have the same exponent.

"""
        return _convert_op(a).same_quantum(_convert_op(b))

    def number_class(self, a):
        """Return an indication of the class of x.

"""
        return _number_class(_convert_op(a), self)

    def to_sci_string(self, a):
        """Convert a number to a string, using scientific notation.

"""
        return _to_string(_convert_op(a), False, self._capitals)

    def to_eng_string(self, a):
        """Convert a number to a string, using engineering notation.

"""
        return _to_string(_convert_op(a), True, self._capitals)

    def canonical(self, a):
        """Return a new instance of x.

"""
        if not isinstance(a, Decimal):
            raise TypeError('argument must be a Decimal')
        return a

    def copy_abs(self, a):
        """Return a copy of x with the sign set to 0.

"""
        return _copy_sign(_convert_op(a), 0)

    def copy_negate(self, a):
        """Return a copy of x with the sign inverted.

"""
        a = _convert_op(a)
        return _copy_sign(a, a._sign ^ 1)

    def copy_sign(self, a, b):
        """Copy the sign from y to x.

"""
        a = _convert_op(a)
        return _copy_sign(a, _convert_op(b)._sign)

    def copy_decimal(self, a):
        """Return a copy of Decimal x.

"""
        return _convert_op(a)

    def is_canonical(self, a):
        """Return True if x is canonical, False otherwise.

"""
        if not isinstance(a, Decimal):
            raise TypeError('argument must be a Decimal')
        return True

    def is_finite(self, a):
        """Return True if x is finite, False otherwise.

"""
        return _convert_op(a).is_finite()

    def is_infinite(self, a):
        """Return True if x is infinite, False otherwise.

"""
        return _convert_op(a).is_infinite()

    def is_nan(self, a):
        """Return True if x is a qNaN or sNaN, False otherwise.

"""
        return _convert_op(a).is_nan()

    def is_normal(self, a):
        """Return True if x is a normal number, False otherwise.

"""
        return _convert_op(a).is_normal(self)

    def is_qnan(self, a):
        """Return True if x is a quiet NaN, False otherwise.

"""
        return _convert_op(a).is_qnan()

    def is_signed(self, a):
        """Return True if x is negative, False otherwise.

"""
        return _convert_op(a).is_signed()

    def is_snan(self, a):
        """Return True if x is a signaling NaN, False otherwise.

"""
        return _convert_op(a).is_snan()

    def is_subnormal(self, a):
        """Return True if x is subnormal, False otherwise.

"""
        return _convert_op(a).is_subnormal(self)

    def is_zero(self, a):
        """Return True if x is a zero, False otherwise.

"""
        return _convert_op(a).is_zero()


_CONTEXT_ATTRS = frozenset(('prec', 'rounding', 'Emin', 'Emax', 'capitals', 'clamp', 'flags',
                            'traps', '_prec', '_rounding', '_emin', '_emax', '_capitals',
                            '_clamp', '_flags', '_traps'))


def _set_attrs(ctx, prec, rounding, Emin, Emax, capitals, clamp, flags, traps):
    if prec is not None:
        ctx.prec = prec
    if rounding is not None:
        ctx.rounding = rounding
    if Emin is not None:
        ctx.Emin = Emin
    if Emax is not None:
        ctx.Emax = Emax
    if capitals is not None:
        ctx.capitals = capitals
    if clamp is not None:
        ctx.clamp = clamp
    if traps is not None:
        ctx._traps = _mask_from(traps)
    if flags is not None:
        ctx._flags = _mask_from(flags)


# The templates: DefaultContext (what a new Context and a session's first
# context copy), BasicContext and ExtendedContext.
_templates = [None]

DefaultContext = Context(prec=28, rounding=ROUND_HALF_EVEN, Emin=-999999, Emax=999999,
                         capitals=1, clamp=0, flags=[],
                         traps=[DivisionByZero, Overflow, InvalidOperation])
_templates[0] = DefaultContext
BasicContext = Context(prec=9, rounding=ROUND_HALF_UP, flags=[],
                       traps=[DivisionByZero, Overflow, InvalidOperation, Clamped, Underflow])
ExtendedContext = Context(prec=9, rounding=ROUND_HALF_EVEN, flags=[], traps=[])

_current = None
_MAX_CONTEXT = _work_context(None, MAX_PREC, MIN_EMIN, MAX_EMAX)


def getcontext():
    """Get the current default context.

"""
    global _current
    if _current is None:
        _current = DefaultContext.copy()
        _current._flags = 0
    return _current


def setcontext(context):
    """Set a new default context.

"""
    global _current
    if not isinstance(context, Context):
        raise TypeError('argument must be a context')
    if context is DefaultContext or context is BasicContext or context is ExtendedContext:
        context = context.copy()
        context._flags = 0
    _current = context


_LOCAL_KEYWORDS = ('prec', 'rounding', 'Emin', 'Emax', 'capitals', 'clamp', 'flags', 'traps')


def localcontext(ctx=None, **kwargs):
    """Return a context manager that will set the default context to a copy of ctx
on entry to the with-statement and restore the previous default context when
exiting the with-statement. If no context is specified, a copy of the current
default context is used.

"""
    if ctx is None:
        ctx = getcontext()
    elif not isinstance(ctx, Context):
        raise TypeError('optional argument must be a context')
    new = ctx.copy()
    for key in kwargs:
        if key not in _LOCAL_KEYWORDS:
            raise TypeError("'%s' is an invalid keyword argument for this function" % key)
    _set_attrs(new, kwargs.get('prec'), kwargs.get('rounding'), kwargs.get('Emin'),
               kwargs.get('Emax'), kwargs.get('capitals'), kwargs.get('clamp'),
               kwargs.get('flags'), kwargs.get('traps'))
    cm = _object_new(_ContextManager)
    cm._local = new
    cm._saved = None
    return cm


class ContextManager(object):
    __slots__ = ('_local', '_saved')

    def __enter__(self):
        self._saved = getcontext()
        setcontext(self._local)
        return self._local

    def __exit__(self, *args):
        setcontext(self._saved)
        return None


for _cls in (DecimalException, Clamped, InvalidOperation, ConversionSyntax, DivisionByZero,
             DivisionImpossible, DivisionUndefined, Inexact, InvalidContext, Rounded,
             Subnormal, Overflow, Underflow, FloatOperation, Decimal, Context,
             SignalDictMixin, ContextManager):
    _cls.__module__ = 'decimal'
del _cls

# The helper types keep CPython's names in reprs without being module
# attributes, as in CPython.
_SignalDictMixin = SignalDictMixin
_SignalDict = SignalDict
_ContextManager = ContextManager
del SignalDictMixin, SignalDict, ContextManager

__c_types__ = (Decimal, Context, _SignalDictMixin, _ContextManager)

# CPython writes this module in C: tracebacks show none of its frames.
_hide_frames(__name__)
