"""Rational numbers, as in CPython 3.11's fractions module: Fraction.

A Fraction is an exact ratio of two ints kept in lowest terms with a
positive denominator. It mixes with ints exactly, with floats and complex
numbers by converting itself to them, hashes equal to the int or float it
equals, and formats only with the empty format spec, as in 3.11."""

from math import gcd as _gcd, floor as _floor

__all__ = ['Fraction']

# The modulus and the hash of an infinity of CPython's numeric hash
# (sys.hash_info.modulus and .inf): a rational p/q hashes to
# p * q**-1 modulo the prime 2**61 - 1, which is what makes
# hash(Fraction(1, 2)) == hash(0.5).
_HASH_MODULUS = 2 ** 61 - 1
_HASH_INF = 314159

_object_new = object.__new__


def _is_decimal(x):
    # A Decimal is recognised by its interface rather than by importing
    # the decimal module, which a session may not have or not be allowed.
    t = type(x)
    return hasattr(t, 'as_integer_ratio') and hasattr(t, 'quantize') and hasattr(t, 'next_plus')


# ---- parsing ----------------------------------------------------------------

def _scan_digits(s, i, n):
    """End of a run of decimal digits with single underscores between
    groups (as int() accepts them) starting at s[i], or i if none."""
    if i >= n or not s[i].isdecimal():
        return i
    while True:
        i += 1
        while i < n and s[i].isdecimal():
            i += 1
        if i + 1 < n and s[i] == '_' and s[i + 1].isdecimal():
            i += 1
            continue
        return i


def _parse(text):
    """(numerator, denominator) of a Fraction literal such as '3/4',
    '-1.5e3' or ' .25 ', not yet reduced; ValueError when it is none."""
    s = text.strip()
    n = len(s)
    i = 0
    negative = False
    if i < n and (s[i] == '+' or s[i] == '-'):
        negative = s[i] == '-'
        i += 1
    if not (i < n and (s[i].isdecimal()
                       or (s[i] == '.' and i + 1 < n and s[i + 1].isdecimal()))):
        raise ValueError('Invalid literal for Fraction: %r' % text)
    j = _scan_digits(s, i, n)
    num_text = s[i:j]
    i = j
    if i < n and s[i] == '/':
        j = _scan_digits(s, i + 1, n)
        if j == i + 1 or j != n:
            raise ValueError('Invalid literal for Fraction: %r' % text)
        numerator = int(num_text)
        denominator = int(s[i + 1:j])
    else:
        decimal = ''
        exp_text = ''
        if i < n and s[i] == '.':
            i += 1
            if i < n and (s[i] == 'd' or s[i] == 'D'):
                # CPython 3.11's literal grammar accepts a run of the
                # letter d as the fractional part, which int() then refuses.
                j = i
                while j < n and (s[j] == 'd' or s[j] == 'D'):
                    j += 1
            else:
                j = _scan_digits(s, i, n)
            decimal = s[i:j]
            i = j
        if i < n and (s[i] == 'e' or s[i] == 'E'):
            j = i + 1
            if j < n and (s[j] == '+' or s[j] == '-'):
                j += 1
            k = _scan_digits(s, j, n)
            if k == j:
                raise ValueError('Invalid literal for Fraction: %r' % text)
            exp_text = s[i + 1:k]
            i = k
        if i != n:
            raise ValueError('Invalid literal for Fraction: %r' % text)
        numerator = int(num_text or '0')
        denominator = 1
        if decimal:
            decimal = decimal.replace('_', '')
            scale = 10 ** len(decimal)
            numerator = numerator * scale + int(decimal)
            denominator *= scale
        if exp_text:
            exp = int(exp_text)
            if exp >= 0:
                numerator *= 10 ** exp
            else:
                denominator *= 10 ** -exp
    if negative:
        numerator = -numerator
    return numerator, denominator


# ---- the class --------------------------------------------------------------

def _make(numerator, denominator):
    """A Fraction from a numerator and a positive denominator already in
    lowest terms."""
    self = _object_new(Fraction)
    self._numerator = numerator
    self._denominator = denominator
    return self


class Fraction:
    """This class implements rational numbers.

    In the two-argument form of the constructor, Fraction(8, 6) will
    produce a rational number equivalent to 4/3. Both arguments must
    be Rational. The numerator defaults to 0 and the denominator
    defaults to 1 so that Fraction(3) == 3 and Fraction() == 0.

    Fractions can also be constructed from:

      - numeric strings similar to those accepted by the
        float constructor (for example, '-2.3' or '1e10')

      - strings of the form '123/456'

      - float and Decimal instances

      - other Rational instances (including integers)

    """
    __module__ = 'fractions'
    __slots__ = ('_numerator', '_denominator')

    def __new__(cls, numerator=0, denominator=None):
        self = _object_new(cls)
        if denominator is None:
            if type(numerator) is int:
                self._numerator = numerator
                self._denominator = 1
                return self
            if isinstance(numerator, (int, Fraction)):
                self._numerator = numerator.numerator
                self._denominator = numerator.denominator
                return self
            if isinstance(numerator, float):
                self._numerator, self._denominator = numerator.as_integer_ratio()
                return self
            if isinstance(numerator, str):
                numerator, denominator = _parse(numerator)
            elif hasattr(numerator, 'as_integer_ratio'):
                # A Decimal, or another exact number that says its ratio.
                self._numerator, self._denominator = numerator.as_integer_ratio()
                return self
            else:
                raise TypeError('argument should be a string or a Rational instance')
        elif type(numerator) is int and type(denominator) is int:
            pass
        elif isinstance(numerator, (int, Fraction)) and isinstance(denominator, (int, Fraction)):
            numerator, denominator = (numerator.numerator * denominator.denominator,
                                      denominator.numerator * numerator.denominator)
        else:
            raise TypeError('both arguments should be Rational instances')
        if denominator == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % numerator)
        g = _gcd(numerator, denominator)
        if denominator < 0:
            g = -g
        self._numerator = numerator // g
        self._denominator = denominator // g
        return self

    @classmethod
    def from_float(cls, f):
        """Converts a finite float to a rational number, exactly.

        Beware that Fraction.from_float(0.3) != Fraction(3, 10).

        """
        if isinstance(f, int):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError('%s.from_float() only takes floats, not %r (%s)'
                            % (cls.__name__, f, type(f).__name__))
        n, d = f.as_integer_ratio()
        return cls(n, d)

    @classmethod
    def from_decimal(cls, dec):
        """Converts a finite Decimal instance to a rational number, exactly."""
        if isinstance(dec, int):
            return cls(int(dec))
        if not _is_decimal(dec):
            raise TypeError('%s.from_decimal() only takes Decimals, not %r (%s)'
                            % (cls.__name__, dec, type(dec).__name__))
        n, d = dec.as_integer_ratio()
        return cls(n, d)

    def as_integer_ratio(self):
        """Return the integer ratio as a tuple.

        Return a tuple of two integers, whose ratio is equal to the
        Fraction and with a positive denominator.
        """
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        """Closest Fraction to self with denominator at most max_denominator.

        >>> Fraction('3.141592653589793').limit_denominator(10)
        Fraction(22, 7)
        >>> Fraction('3.141592653589793').limit_denominator(100)
        Fraction(311, 99)
        >>> Fraction(4321, 8765).limit_denominator(10000)
        Fraction(4321, 8765)
        """
        if max_denominator < 1:
            raise ValueError('max_denominator should be at least 1')
        if self._denominator <= max_denominator:
            return Fraction(self)
        # Walk the continued fraction of self: p1/q1 is the last convergent
        # whose denominator fits, p0/q0 the one before it. The answer is
        # p1/q1 or the semiconvergent (p0 + k*p1)/(q0 + k*q1) with the
        # largest k that fits, whichever is closer (p1/q1 on a tie).
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        semi = Fraction(p0 + k * p1, q0 + k * q1)
        conv = Fraction(p1, q1)
        if abs(conv - self) <= abs(semi - self):
            return conv
        return semi

    @property
    def numerator(a):
        return a._numerator

    @property
    def denominator(a):
        return a._denominator

    def __repr__(self):
        """repr(self)"""
        return '%s(%s, %s)' % (type(self).__name__, self._numerator, self._denominator)

    def __str__(self):
        """str(self)"""
        if self._denominator == 1:
            return str(self._numerator)
        return '%s/%s' % (self._numerator, self._denominator)

    # -- arithmetic (the forward and reflected methods come from
    # _operator_fallbacks below the class) --

    def __pow__(a, b):
        """a ** b

        If b is not an integer, the result will be a float or complex
        since roots are generally irrational. If b is an integer, the
        result will be rational.

        """
        if isinstance(b, (int, Fraction)):
            if b.denominator == 1:
                power = b.numerator
                if power >= 0:
                    return _make(a._numerator ** power, a._denominator ** power)
                if a._numerator > 0:
                    return _make(a._denominator ** -power, a._numerator ** -power)
                if a._numerator == 0:
                    raise ZeroDivisionError('Fraction(%s, 0)' % (a._denominator ** -power))
                return _make((-a._denominator) ** -power, (-a._numerator) ** -power)
            return float(a) ** float(b)
        return float(a) ** b

    def __rpow__(b, a):
        """a ** b"""
        if b._denominator == 1 and b._numerator >= 0:
            # An int base stays an int.
            return a ** b._numerator
        if isinstance(a, (int, Fraction)):
            return Fraction(a.numerator, a.denominator) ** b
        if b._denominator == 1:
            return a ** b._numerator
        return a ** float(b)

    def __pos__(a):
        """+a: Coerces a subclass instance to Fraction"""
        return _make(a._numerator, a._denominator)

    def __neg__(a):
        """-a"""
        return _make(-a._numerator, a._denominator)

    def __abs__(a):
        """abs(a)"""
        return _make(abs(a._numerator), a._denominator)

    def __int__(a):
        """int(a)"""
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    def __trunc__(a):
        """math.trunc(a)"""
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    def __floor__(a):
        """math.floor(a)"""
        return a._numerator // a._denominator

    def __ceil__(a):
        """math.ceil(a)"""
        return -(-a._numerator // a._denominator)

    def __round__(self, ndigits=None):
        """round(self, ndigits)

        Rounds half toward even.
        """
        if ndigits is None:
            d = self._denominator
            fl, rem = divmod(self._numerator, d)
            if rem * 2 < d:
                return fl
            if rem * 2 > d:
                return fl + 1
            if fl % 2 == 0:
                return fl
            return fl + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __float__(a):
        """float(a)"""
        return a._numerator / a._denominator

    def __complex__(a):
        """complex(a)"""
        return complex(a._numerator / a._denominator)

    @property
    def real(a):
        """Real numbers are their real component."""
        return _make(a._numerator, a._denominator)

    @property
    def imag(a):
        """Real numbers have no imaginary component."""
        return 0

    def conjugate(a):
        """Conjugate is a no-op for Reals."""
        return _make(a._numerator, a._denominator)

    def __hash__(self):
        """hash(self)"""
        try:
            dinv = pow(self._denominator, -1, _HASH_MODULUS)
        except ValueError:
            # The denominator is a multiple of the modulus: no inverse.
            h = _HASH_INF
        else:
            h = hash(hash(abs(self._numerator)) * dinv)
        result = h if self._numerator >= 0 else -h
        return -2 if result == -1 else result

    def __eq__(a, b):
        """a == b"""
        if type(b) is int:
            return a._numerator == b and a._denominator == 1
        if isinstance(b, (int, Fraction)):
            return a._numerator == b.numerator and a._denominator == b.denominator
        if isinstance(b, complex) and b.imag == 0:
            b = b.real
        if isinstance(b, float):
            if b != b or b in (_INF, -_INF):
                return 0.0 == b
            return a == a.from_float(b)
        return NotImplemented

    def _richcmp(self, other, op):
        if isinstance(other, (int, Fraction)):
            return op(self._numerator * other.denominator,
                      self._denominator * other.numerator)
        if isinstance(other, float):
            if other != other or other in (_INF, -_INF):
                return op(0.0, other)
            return op(self, self.from_float(other))
        return NotImplemented

    def __lt__(a, b):
        """a < b"""
        return a._richcmp(b, _lt)

    def __gt__(a, b):
        """a > b"""
        return a._richcmp(b, _gt)

    def __le__(a, b):
        """a <= b"""
        return a._richcmp(b, _le)

    def __ge__(a, b):
        """a >= b"""
        return a._richcmp(b, _ge)

    def __bool__(a):
        """a != 0"""
        return a._numerator != 0

    def __copy__(self):
        if type(self) is Fraction:
            return self
        return type(self)(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        if type(self) is Fraction:
            return self
        return type(self)(self._numerator, self._denominator)


_INF = float('inf')


def _lt(x, y):
    return x < y


def _gt(x, y):
    return x > y


def _le(x, y):
    return x <= y


def _ge(x, y):
    return x >= y


# ---- the exact operations on two rationals (ints count as n/1) -------------

def _add(a, b):
    na, da = a.numerator, a.denominator
    nb, db = b.numerator, b.denominator
    g = _gcd(da, db)
    if g == 1:
        return _make(na * db + da * nb, da * db)
    s = da // g
    t = na * (db // g) + nb * s
    g2 = _gcd(t, g)
    if g2 == 1:
        return _make(t, s * db)
    return _make(t // g2, s * (db // g2))


def _sub(a, b):
    na, da = a.numerator, a.denominator
    nb, db = b.numerator, b.denominator
    g = _gcd(da, db)
    if g == 1:
        return _make(na * db - da * nb, da * db)
    s = da // g
    t = na * (db // g) - nb * s
    g2 = _gcd(t, g)
    if g2 == 1:
        return _make(t, s * db)
    return _make(t // g2, s * (db // g2))


def _mul(a, b):
    na, da = a.numerator, a.denominator
    nb, db = b.numerator, b.denominator
    g1 = _gcd(na, db)
    if g1 > 1:
        na //= g1
        db //= g1
    g2 = _gcd(nb, da)
    if g2 > 1:
        nb //= g2
        da //= g2
    return _make(na * nb, db * da)


def _div(a, b):
    na, da = a.numerator, a.denominator
    nb, db = b.numerator, b.denominator
    g1 = _gcd(na, nb)
    if g1 > 1:
        na //= g1
        nb //= g1
    g2 = _gcd(db, da)
    if g2 > 1:
        da //= g2
        db //= g2
    n, d = na * db, nb * da
    if d < 0:
        n, d = -n, -d
    if d == 0:
        raise ZeroDivisionError('Fraction(%s, 0)' % n)
    return _make(n, d)


def _floordiv(a, b):
    return (a.numerator * b.denominator) // (a.denominator * b.numerator)


def _divmod(a, b):
    da, db = a.denominator, b.denominator
    div, n_mod = divmod(a.numerator * db, da * b.numerator)
    return div, Fraction(n_mod, da * db)


def _mod(a, b):
    da, db = a.denominator, b.denominator
    return Fraction((a.numerator * db) % (b.numerator * da), da * db)


def _operator_fallbacks(exact, inexact, name, doc):
    """The forward and reflected methods of a binary operator: exact with
    rationals, inexact (on floats or complex numbers) otherwise."""

    def forward(a, b):
        if isinstance(b, (int, Fraction)):
            return exact(a, b)
        if isinstance(b, float):
            return inexact(float(a), b)
        if isinstance(b, complex):
            return inexact(complex(float(a)), b)
        return NotImplemented

    def reverse(b, a):
        if isinstance(a, (int, Fraction)):
            return exact(Fraction(a), b)
        if isinstance(a, float):
            return inexact(float(a), float(b))
        if isinstance(a, complex):
            return inexact(complex(a), complex(float(b)))
        return NotImplemented

    forward.__name__ = '__' + name + '__'
    forward.__qualname__ = 'Fraction.__' + name + '__'
    forward.__doc__ = doc
    reverse.__name__ = '__r' + name + '__'
    reverse.__qualname__ = 'Fraction.__r' + name + '__'
    reverse.__doc__ = doc
    return forward, reverse


Fraction.__add__, Fraction.__radd__ = _operator_fallbacks(
    _add, lambda x, y: x + y, 'add', 'a + b')
Fraction.__sub__, Fraction.__rsub__ = _operator_fallbacks(
    _sub, lambda x, y: x - y, 'sub', 'a - b')
Fraction.__mul__, Fraction.__rmul__ = _operator_fallbacks(
    _mul, lambda x, y: x * y, 'mul', 'a * b')
Fraction.__truediv__, Fraction.__rtruediv__ = _operator_fallbacks(
    _div, lambda x, y: x / y, 'truediv', 'a / b')
Fraction.__floordiv__, Fraction.__rfloordiv__ = _operator_fallbacks(
    _floordiv, lambda x, y: x // y, 'floordiv', 'a // b')
Fraction.__divmod__, Fraction.__rdivmod__ = _operator_fallbacks(
    _divmod, divmod, 'divmod', '(a // b, a % b)')
Fraction.__mod__, Fraction.__rmod__ = _operator_fallbacks(
    _mod, lambda x, y: x % y, 'mod', 'a % b')
