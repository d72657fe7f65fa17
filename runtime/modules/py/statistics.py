"""Basic statistics module, as CPython 3.11's statistics.

Averages (mean, fmean, geometric_mean, harmonic_mean, median and its
variants, mode, multimode), spread (variance, pvariance, stdev, pstdev,
quantiles), relations between two inputs (covariance, correlation,
linear_regression) and the NormalDist class.

The functions that CPython computes exactly do so here too: sums of the
data are kept as exact fractions and converted back to the data's type
once, and standard deviations are the correctly rounded square root of the
exact variance, so the results agree with CPython's to the last digit.
Ints, floats and Fractions are supported, and Decimals where a decimal
module provides them."""

from math import (exp as _exp, log as _log, sqrt as _sqrt, fsum as _fsum,
                  erf as _erf, hypot as _hypot, fabs as _fabs, tau as _tau,
                  isqrt as _isqrt, isfinite as _isfinite)
from bisect import bisect_left as _bisect_left, bisect_right as _bisect_right
from fractions import Fraction as _Fraction
from collections import namedtuple as _namedtuple

__all__ = ['NormalDist', 'StatisticsError', 'correlation', 'covariance',
           'fmean', 'geometric_mean', 'harmonic_mean', 'linear_regression',
           'mean', 'median', 'median_grouped', 'median_high', 'median_low',
           'mode', 'multimode', 'pstdev', 'pvariance', 'quantiles', 'stdev',
           'variance']


class StatisticsError(ValueError):
    __module__ = 'statistics'


# ---- exact arithmetic on the data -------------------------------------------

def _is_decimal_type(T):
    # Decimal data is recognised by its interface rather than by importing
    # the decimal module, which a session may not have or not be allowed.
    return (hasattr(T, 'as_integer_ratio') and hasattr(T, 'quantize')
            and hasattr(T, 'next_plus'))


def _exact_ratio(x):
    """(numerator, denominator) of x exactly, or (x, None) for a float
    infinity or NaN."""
    try:
        return x.as_integer_ratio()
    except AttributeError:
        pass
    except (OverflowError, ValueError):
        return (x, None)
    try:
        return (x.numerator, x.denominator)
    except AttributeError:
        raise TypeError("can't convert type '%s' to numerator/denominator"
                        % type(x).__name__)


def _coerce(T, S):
    """The type a result takes when the data mixes types T and S."""
    if T is S:
        return T
    if S is int or S is bool:
        return T
    if T is int:
        return S
    if issubclass(S, T):
        return S
    if issubclass(T, S):
        return T
    if issubclass(T, int):
        return S
    if issubclass(S, int):
        return T
    if issubclass(T, _Fraction) and issubclass(S, float):
        return S
    if issubclass(T, float) and issubclass(S, _Fraction):
        return T
    raise TypeError("don't know how to coerce %s and %s" % (T.__name__, S.__name__))


def _result_type(types):
    T = int
    for S in types:
        T = _coerce(T, S)
    return T


def _sum(data):
    """(T, total, count): the exact sum of data as a Fraction (or a float
    infinity or NaN when the data holds one), the type the result converts
    to, and the number of values."""
    count = 0
    types = set()
    last_type = None
    # Numerators summed per denominator: float data has few distinct
    # denominators (powers of two), so this stays small.
    partials = {}
    for x in data:
        t = type(x)
        if t is not last_type:
            types.add(t)
            last_type = t
        n, d = _exact_ratio(x)
        count += 1
        partials[d] = partials.get(d, 0) + n
    if None in partials:
        total = partials[None]
    else:
        total = _sum_partials(partials)
    return (_result_type(types), total, count)


def _sum_partials(partials):
    total = _Fraction(0)
    for d, n in partials.items():
        total += _Fraction(n, d)
    return total


def _ss(data, c=None):
    """(T, ss, c, count): the sum of squared deviations of data about c,
    or about their exact mean when c is None (then returned as c)."""
    if c is not None:
        T, ssd, count = _sum(_squared_deviations(data, c))
        return (T, ssd, c, count)
    count = 0
    types = set()
    last_type = None
    sx = {}
    sxx = {}
    for x in data:
        t = type(x)
        if t is not last_type:
            types.add(t)
            last_type = t
        n, d = _exact_ratio(x)
        count += 1
        sx[d] = sx.get(d, 0) + n
        sxx[d] = sxx.get(d, 0) + n * n
    if not count:
        ssd = c = _Fraction(0)
    elif None in sx:
        # An infinity or NaN decides the result.
        ssd = c = sx[None]
    else:
        total = _sum_partials(sx)
        total2 = _Fraction(0)
        for d, n in sxx.items():
            total2 += _Fraction(n, d * d)
        # count * sum(x**2) - sum(x)**2 is exact in fractions.
        ssd = (count * total2 - total * total) / count
        c = total / count
    return (_result_type(types), ssd, c, count)


def _squared_deviations(data, c):
    for x in data:
        d = x - c
        yield d * d


def _convert(value, T):
    """value (a Fraction) converted to type T."""
    if type(value) is T:
        return value
    if issubclass(T, int) and value.denominator != 1:
        T = float
    try:
        return T(value)
    except TypeError:
        if _is_decimal_type(T):
            return T(value.numerator) / T(value.denominator)
        raise


def _isqrt_frac_rto(n, m):
    """The square root of n/m rounded down to an integer, with its last
    bit set when it is inexact (round to odd)."""
    a = _isqrt(n // m)
    return a | (a * a * m != n)


# Bits kept before the final rounding of a square root: twice a double's
# 53-bit significand plus three, enough for round-to-odd to make the last
# rounding (the int division to float) correct.
_SQRT_BITS = 2 * 53 + 3


def _float_sqrt_of_frac(n, m):
    """The square root of n/m as a correctly rounded float."""
    q = (n.bit_length() - m.bit_length() - _SQRT_BITS) // 2
    if q >= 0:
        return (_isqrt_frac_rto(n, m << 2 * q) << q) / 1
    return _isqrt_frac_rto(n << -2 * q, m) / (1 << -q)


def _decimal_sqrt_of_frac(n, m, T):
    """The square root of n/m as a Decimal (T is the data's Decimal type),
    correctly rounded at the context's precision."""
    if n <= 0:
        if not n:
            return type(T(0) + T(0))('0.0')
        n, m = -n, -m
    root = (T(n) / T(m)).sqrt()
    nr, dr = root.as_integer_ratio()
    # The quotient was rounded before its root was taken, so root may be
    # a unit in the last place off: take a neighbour when n/m lies beyond
    # the midpoint between root and that neighbour (compared squared, in
    # integers).
    up = root.next_plus()
    nu, du = up.as_integer_ratio()
    if 4 * n * (dr * du) ** 2 > m * (dr * nu + du * nr) ** 2:
        return up
    down = root.next_minus()
    nd, dd = down.as_integer_ratio()
    if 4 * n * (dr * dd) ** 2 < m * (dr * nd + dd * nr) ** 2:
        return down
    return root


def _fail_neg(values, errmsg='negative value'):
    """Iterate over values, failing on the first negative one."""
    for x in values:
        if x < 0:
            raise StatisticsError(errmsg)
        yield x


def _is_real(x):
    if isinstance(x, (int, float, _Fraction)):
        return True
    return _is_decimal_type(type(x))


# ---- averages ---------------------------------------------------------------

def mean(data):
    """Return the sample arithmetic mean of data.

    >>> mean([1, 2, 3, 4, 4])
    2.8

    If ``data`` is empty, StatisticsError will be raised.
    """
    T, total, n = _sum(data)
    if n < 1:
        raise StatisticsError('mean requires at least one data point')
    return _convert(total / n, T)


def fmean(data, weights=None):
    """Convert data to floats and compute the arithmetic mean.

    This runs faster than the mean() function and it always returns a float.
    If the input dataset is empty, it raises a StatisticsError.

    >>> fmean([3.5, 4.0, 5.25])
    4.25
    """
    try:
        n = len(data)
    except TypeError:
        data = list(data)
        n = len(data)
    if weights is None:
        total = _fsum(data)
        if not n:
            raise StatisticsError('fmean requires at least one data point')
        return total / n
    try:
        num_weights = len(weights)
    except TypeError:
        weights = list(weights)
        num_weights = len(weights)
    num = _fsum([x * w for x, w in zip(data, weights)])
    if n != num_weights:
        raise StatisticsError('data and weights must be the same length')
    den = _fsum(weights)
    if not den:
        raise StatisticsError('sum of weights must be non-zero')
    return num / den


def geometric_mean(data):
    """Convert data to floats and compute the geometric mean.

    Raises a StatisticsError if the input dataset is empty,
    if it contains a zero, or if it contains a negative value.

    >>> round(geometric_mean([54, 24, 36]), 9)
    36.0
    """
    try:
        return _exp(fmean([_log(x) for x in data]))
    except ValueError:
        raise StatisticsError('geometric mean requires a non-empty dataset '
                              'containing positive numbers') from None


def harmonic_mean(data, weights=None):
    """Return the harmonic mean of data.

    >>> harmonic_mean([40, 60])
    48.0

    If ``data`` is empty, or any element is less than zero,
    ``harmonic_mean`` will raise ``StatisticsError``.
    """
    if iter(data) is data:
        data = list(data)
    errmsg = 'harmonic mean does not support negative values'
    n = len(data)
    if n < 1:
        raise StatisticsError('harmonic_mean requires at least one data point')
    elif n == 1 and weights is None:
        x = data[0]
        if _is_real(x):
            if x < 0:
                raise StatisticsError(errmsg)
            return x
        raise TypeError('unsupported type')
    if weights is None:
        weights = [1] * n
        sum_weights = n
    else:
        if iter(weights) is weights:
            weights = list(weights)
        if len(weights) != n:
            raise StatisticsError('Number of weights does not match data size')
        _, sum_weights, _ = _sum(_fail_neg(weights, errmsg))
    try:
        T, total, count = _sum(_reciprocals(weights, _fail_neg(data, errmsg)))
    except ZeroDivisionError:
        return 0
    if total <= 0:
        raise StatisticsError('Weighted sum must be positive')
    return _convert(sum_weights / total, T)


def _reciprocals(weights, data):
    for w, x in zip(weights, data):
        yield w / x if w else 0


def median(data):
    """Return the median (middle value) of numeric data.

    When the number of data points is odd, return the middle data point.
    When the number of data points is even, the median is interpolated by
    taking the average of the two middle values:

    >>> median([1, 3, 5])
    3
    >>> median([1, 3, 5, 7])
    4.0

    """
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    """Return the low median of numeric data.

    When the number of data points is odd, the middle value is returned.
    When it is even, the smaller of the two middle values is returned.
    """
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    if n % 2 == 1:
        return data[n // 2]
    return data[n // 2 - 1]


def median_high(data):
    """Return the high median of data.

    When the number of data points is odd, the middle value is returned.
    When it is even, the larger of the two middle values is returned.
    """
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    return data[n // 2]


def median_grouped(data, interval=1):
    """Return the 50th percentile (median) of grouped continuous data.

    >>> median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5])
    3.7
    >>> median_grouped([52, 52, 53, 54])
    52.5

    This calculates the median as the 50th percentile, and should be
    used when your data is continuous and grouped.
    """
    data = sorted(data)
    n = len(data)
    if not n:
        raise StatisticsError('no median for empty data')
    # The middle value stands for the centre of its class interval; the
    # values equal to it are data[i:j].
    x = data[n // 2]
    i = _bisect_left(data, x)
    j = _bisect_right(data, x, i)
    try:
        interval = float(interval)
        x = float(x)
    except ValueError:
        raise TypeError('Value cannot be converted to a float')
    L = x - interval / 2.0
    cf = i
    f = j - i
    return L + interval * (n / 2 - cf) / f


def mode(data):
    """Return the most common data point from discrete or nominal data.

    ``mode`` assumes discrete data, and returns a single value. If there
    are multiple modes with the same frequency, the first one encountered
    in the data is returned.

    >>> mode([1, 1, 2, 3, 3, 3, 3, 4])
    3

    If *data* is empty, ``mode``, raises StatisticsError.
    """
    counts = _counts(data)
    best = None
    best_count = 0
    for value, c in counts.items():
        if c > best_count:
            best = value
            best_count = c
    if not best_count:
        raise StatisticsError('no mode for empty data')
    return best


def multimode(data):
    """Return a list of the most frequently occurring values.

    Will return more than one result if there are multiple modes
    or an empty list if *data* is empty.

    >>> multimode('aabbbbbbbbcc')
    ['b']
    >>> multimode('aabbbbccddddeeffffgg')
    ['b', 'd', 'f']
    >>> multimode('')
    []
    """
    counts = _counts(data)
    if not counts:
        return []
    top = max(counts.values())
    return [value for value, c in counts.items() if c == top]


def _counts(data):
    counts = {}
    get = counts.get
    for x in data:
        counts[x] = get(x, 0) + 1
    return counts


def quantiles(data, *, n=4, method='exclusive'):
    """Divide *data* into *n* continuous intervals with equal probability.

    Returns a list of (n - 1) cut points separating the intervals.

    Set *n* to 4 for quartiles (the default).  Set *n* to 10 for deciles.
    Set *n* to 100 for percentiles which gives the 99 cuts points that
    separate *data* in to 100 equal sized groups.

    The *data* can be any iterable containing sample.
    The cut points are linearly interpolated between data points.

    If *method* is set to *inclusive*, *data* is treated as population
    data.  The minimum value is treated as the 0th percentile and the
    maximum value is treated as the 100th percentile.
    """
    if n < 1:
        raise StatisticsError('n must be at least 1')
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError('must have at least two data points')
    result = []
    if method == 'inclusive':
        m = ld - 1
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            result.append((data[j] * (n - delta) + data[j + 1] * delta) / n)
        return result
    if method == 'exclusive':
        m = ld + 1
        for i in range(1, n):
            j = i * m // n
            if j < 1:
                j = 1
            elif j > ld - 1:
                j = ld - 1
            delta = i * m - j * n
            result.append((data[j - 1] * (n - delta) + data[j] * delta) / n)
        return result
    raise ValueError('Unknown method: %r' % (method,))


# ---- spread -----------------------------------------------------------------

def variance(data, xbar=None):
    """Return the sample variance of data.

    data should be an iterable of Real-valued numbers, with at least two
    values. The optional argument xbar, if given, should be the mean of
    the data. If it is missing or None, the mean is automatically calculated.

    >>> variance([2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5])
    1.3720238095238095
    """
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError('variance requires at least two data points')
    return _convert(ss / (n - 1), T)


def pvariance(data, mu=None):
    """Return the population variance of ``data``.

    data should be a sequence or iterable of Real-valued numbers, with at least one
    value. The optional argument mu, if given, should be the mean of
    the data. If it is missing or None, the mean is automatically calculated.

    >>> pvariance([0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25])
    1.25
    """
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError('pvariance requires at least one data point')
    return _convert(ss / n, T)


def _sqrt_result(mss, T):
    if _is_decimal_type(T):
        return _decimal_sqrt_of_frac(mss.numerator, mss.denominator, T)
    return _float_sqrt_of_frac(mss.numerator, mss.denominator)


def stdev(data, xbar=None):
    """Return the square root of the sample variance.

    See ``variance`` for arguments and other details.

    >>> stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75])
    1.0810874155219827
    """
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError('stdev requires at least two data points')
    return _sqrt_result(ss / (n - 1), T)


def pstdev(data, mu=None):
    """Return the square root of the population variance.

    See ``pvariance`` for arguments and other details.

    >>> pstdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75])
    0.986893273527251
    """
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError('pstdev requires at least one data point')
    return _sqrt_result(ss / n, T)


def _mean_stdev(data):
    """(mean, stdev) of data as floats, in one pass."""
    T, ss, xbar, n = _ss(data)
    if n < 2:
        raise StatisticsError('stdev requires at least two data points')
    mss = ss / (n - 1)
    try:
        return float(xbar), _float_sqrt_of_frac(mss.numerator, mss.denominator)
    except AttributeError:
        # An infinity or NaN in the data.
        return float(xbar), float(xbar) / float(ss)


# ---- two inputs -------------------------------------------------------------

def covariance(x, y, /):
    """Covariance

    Return the sample covariance of two inputs *x* and *y*. Covariance
    is a measure of the joint variability of two inputs.

    >>> x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    >>> y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
    >>> covariance(x, y)
    0.75
    """
    n = len(x)
    if len(y) != n:
        raise StatisticsError('covariance requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('covariance requires at least two data points')
    xbar = _fsum(x) / n
    ybar = _fsum(y) / n
    sxy = _fsum([(xi - xbar) * (yi - ybar) for xi, yi in zip(x, y)])
    return sxy / (n - 1)


def correlation(x, y, /):
    """Pearson's correlation coefficient

    Return the Pearson's correlation coefficient for two inputs. Pearson's
    correlation coefficient *r* takes values between -1 and +1. It measures the
    strength and direction of the linear relationship, where +1 means very
    strong, positive linear relationship, -1 very strong, negative linear
    relationship, and 0 no linear relationship.

    >>> x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    >>> y = [9, 8, 7, 6, 5, 4, 3, 2, 1]
    >>> correlation(x, x)
    1.0
    >>> correlation(x, y)
    -1.0
    """
    n = len(x)
    if len(y) != n:
        raise StatisticsError('correlation requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('correlation requires at least two data points')
    xbar = _fsum(x) / n
    ybar = _fsum(y) / n
    dx = [xi - xbar for xi in x]
    dy = [yi - ybar for yi in y]
    sxy = _fsum([a * b for a, b in zip(dx, dy)])
    sxx = _fsum([a * a for a in dx])
    syy = _fsum([b * b for b in dy])
    try:
        return sxy / _sqrt(sxx * syy)
    except ZeroDivisionError:
        raise StatisticsError('at least one of the inputs is constant')


LinearRegression = _namedtuple('LinearRegression', ('slope', 'intercept'),
                               module='statistics')


def linear_regression(x, y, /, *, proportional=False):
    """Slope and intercept for simple linear regression.

    Return the slope and intercept of simple linear regression
    parameters estimated using ordinary least squares. Simple linear
    regression describes relationship between an independent variable
    *x* and a dependent variable *y* in terms of a linear function:

        y = slope * x + intercept + noise

    >>> x = [1, 2, 3, 4, 5]
    >>> noise = NormalDist().samples(5, seed=42)
    >>> y = [3 * x[i] + 2 + noise[i] for i in range(5)]
    >>> linear_regression(x, y)  #doctest: +ELLIPSIS
    LinearRegression(slope=3.09078914170..., intercept=1.75684970486...)
    """
    n = len(x)
    if len(y) != n:
        raise StatisticsError('linear regression requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('linear regression requires at least two data points')
    if proportional:
        sxy = _fsum([xi * yi for xi, yi in zip(x, y)])
        sxx = _fsum([xi * xi for xi in x])
    else:
        xbar = _fsum(x) / n
        ybar = _fsum(y) / n
        dx = [xi - xbar for xi in x]
        sxy = _fsum([a * (yi - ybar) for a, yi in zip(dx, y)])
        sxx = _fsum([a * a for a in dx])
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError('x is constant')
    intercept = 0.0 if proportional else ybar - slope * xbar
    return LinearRegression(slope=slope, intercept=intercept)


# ---- the normal distribution ------------------------------------------------

def _normal_dist_inv_cdf(p, mu, sigma):
    # Wichura's algorithm AS 241 (Applied Statistics 37, 1988), PPND16:
    # rational approximations of the normal quantile in three regions,
    # accurate to about 1e-16.
    q = p - 0.5
    if _fabs(q) <= 0.425:
        r = 0.180625 - q * q
        num = (((((((2.5090809287301226727e+3 * r +
                     3.3430575583588128105e+4) * r +
                    6.7265770927008700853e+4) * r +
                   4.5921953931549871457e+4) * r +
                  1.3731693765509461125e+4) * r +
                 1.9715909503065514427e+3) * r +
                1.3314166789178437745e+2) * r +
               3.3871328727963666080e+0) * q
        den = (((((((5.2264952788528545610e+3 * r +
                     2.8729085735721942674e+4) * r +
                    3.9307895800092710610e+4) * r +
                   2.1213794301586595867e+4) * r +
                  5.3941960214247511077e+3) * r +
                 6.8718700749205790830e+2) * r +
                4.2313330701600911252e+1) * r +
               1.0)
        x = num / den
        return mu + (x * sigma)
    r = p if q <= 0.0 else 1.0 - p
    r = _sqrt(-_log(r))
    if r <= 5.0:
        r = r - 1.6
        num = (((((((7.74545014278341407640e-4 * r +
                     2.27238449892691845833e-2) * r +
                    2.41780725177450611770e-1) * r +
                   1.27045825245236838258e+0) * r +
                  3.64784832476320460504e+0) * r +
                 5.76949722146069140550e+0) * r +
                4.63033784615654529590e+0) * r +
               1.42343711074968357734e+0)
        den = (((((((1.05075007164441684324e-9 * r +
                     5.47593808499534494600e-4) * r +
                    1.51986665636164571966e-2) * r +
                   1.48103976427480074590e-1) * r +
                  6.89767334985100004550e-1) * r +
                 1.67638483018380384940e+0) * r +
                2.05319162663775882187e+0) * r +
               1.0)
    else:
        r = r - 5.0
        num = (((((((2.01033439929228813265e-7 * r +
                     2.71155556874348757815e-5) * r +
                    1.24266094738807843860e-3) * r +
                   2.65321895265761230930e-2) * r +
                  2.96560571828504891230e-1) * r +
                 1.78482653991729133580e+0) * r +
                5.46378491116411436990e+0) * r +
               6.65790464350110377720e+0)
        den = (((((((2.04426310338993978564e-15 * r +
                     1.42151175831644588870e-7) * r +
                    1.84631831751005468180e-5) * r +
                   7.86869131145613259100e-4) * r +
                  1.48753612908506148525e-2) * r +
                 1.36929880922735805310e-1) * r +
                5.99832206555887937690e-1) * r +
               1.0)
    x = num / den
    if q < 0.0:
        x = -x
    return mu + (x * sigma)


_SQRT2 = _sqrt(2.0)


class NormalDist:
    """Normal distribution of a random variable"""
    __module__ = 'statistics'
    __slots__ = ('_mu', '_sigma')

    def __init__(self, mu=0.0, sigma=1.0):
        """NormalDist where mu is the mean and sigma is the standard deviation."""
        if sigma < 0.0:
            raise StatisticsError('sigma must be non-negative')
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        """Make a normal distribution instance from sample data."""
        return cls(*_mean_stdev(data))

    def samples(self, n, *, seed=None):
        """Generate *n* samples for a given mean and standard deviation."""
        import random
        gauss = random.gauss if seed is None else random.Random(seed).gauss
        mu, sigma = self._mu, self._sigma
        return [gauss(mu, sigma) for i in range(n)]

    def pdf(self, x):
        """Probability density function.  P(x <= X < x+dx) / dx"""
        variance = self._sigma * self._sigma
        if not variance:
            raise StatisticsError('pdf() not defined when sigma is zero')
        diff = x - self._mu
        return _exp(diff * diff / (-2.0 * variance)) / _sqrt(_tau * variance)

    def cdf(self, x):
        """Cumulative distribution function.  P(X <= x)"""
        if not self._sigma:
            raise StatisticsError('cdf() not defined when sigma is zero')
        return 0.5 * (1.0 + _erf((x - self._mu) / (self._sigma * _SQRT2)))

    def inv_cdf(self, p):
        """Inverse cumulative distribution function.  x : P(X <= x) = p

        Finds the value of the random variable such that the probability of
        the variable being less than or equal to that value equals the given
        probability.

        This function is also called the percent point function or quantile
        function.
        """
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError('p must be in the range 0.0 < p < 1.0')
        if self._sigma <= 0.0:
            raise StatisticsError('cdf() not defined when sigma at or below zero')
        return _normal_dist_inv_cdf(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        """Divide into *n* continuous intervals with equal probability.

        Returns a list of (n - 1) cut points separating the intervals.

        Set *n* to 4 for quartiles (the default).  Set *n* to 10 for deciles.
        Set *n* to 100 for percentiles which gives the 99 cuts points that
        separate the normal distribution in to 100 equal sized groups.
        """
        return [self.inv_cdf(i / n) for i in range(1, n)]

    def overlap(self, other):
        """Compute the overlapping coefficient (OVL) between two normal distributions.

        Measures the agreement between two normal probability distributions.
        Returns a value between 0.0 and 1.0 giving the overlapping area in
        the two underlying probability density functions.

            >>> N1 = NormalDist(2.4, 1.6)
            >>> N2 = NormalDist(3.2, 2.0)
            >>> N1.overlap(N2)
            0.8035050657330205
        """
        if not isinstance(other, NormalDist):
            raise TypeError('Expected another NormalDist instance')
        X, Y = self, other
        # Ordered so that the result does not depend on the argument order.
        if (Y._sigma, Y._mu) < (X._sigma, X._mu):
            X, Y = Y, X
        X_var, Y_var = X.variance, Y.variance
        if not X_var or not Y_var:
            raise StatisticsError('overlap() not defined when sigma is zero')
        dv = Y_var - X_var
        dm = _fabs(Y._mu - X._mu)
        if not dv:
            return 1.0 - _erf(dm / (2.0 * X._sigma * _SQRT2))
        a = X._mu * Y_var - Y._mu * X_var
        b = X._sigma * Y._sigma * _sqrt(dm * dm + dv * _log(Y_var / X_var))
        x1 = (a + b) / dv
        x2 = (a - b) / dv
        return 1.0 - (_fabs(Y.cdf(x1) - X.cdf(x1)) + _fabs(Y.cdf(x2) - X.cdf(x2)))

    def zscore(self, x):
        """Compute the Standard Score.  (x - mean) / stdev

        Describes *x* in terms of the number of standard deviations
        above or below the mean of the normal distribution.
        """
        if not self._sigma:
            raise StatisticsError('zscore() not defined when sigma is zero')
        return (x - self._mu) / self._sigma

    @property
    def mean(self):
        """Arithmetic mean of the normal distribution."""
        return self._mu

    @property
    def median(self):
        """Return the median of the normal distribution"""
        return self._mu

    @property
    def mode(self):
        """Return the mode of the normal distribution

        The mode is the value x where which the probability density
        function (pdf) takes its maximum value.
        """
        return self._mu

    @property
    def stdev(self):
        """Standard deviation of the normal distribution."""
        return self._sigma

    @property
    def variance(self):
        """Square of the standard deviation."""
        return self._sigma * self._sigma

    def __add__(x1, x2):
        """Add a constant or another NormalDist instance.

        If *other* is a constant, translate mu by the constant,
        leaving sigma unchanged.

        If *other* is a NormalDist, add both the means and the variances.
        Mathematically, this works only if the two distributions are
        independent or if they are jointly normally distributed.
        """
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu + x2._mu, _hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu + x2, x1._sigma)

    def __sub__(x1, x2):
        """Subtract a constant or another NormalDist instance.

        If *other* is a constant, translate by the constant mu,
        leaving sigma unchanged.

        If *other* is a NormalDist, subtract the means and add the variances.
        Mathematically, this works only if the two distributions are
        independent or if they are jointly normally distributed.
        """
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu - x2._mu, _hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu - x2, x1._sigma)

    def __mul__(x1, x2):
        """Multiply both mu and sigma by a constant.

        Used for rescaling, perhaps to change measurement units.
        Sigma is scaled with the absolute value of the constant.
        """
        return NormalDist(x1._mu * x2, x1._sigma * _fabs(x2))

    def __truediv__(x1, x2):
        """Divide both mu and sigma by a constant.

        Used for rescaling, perhaps to change measurement units.
        Sigma is scaled with the absolute value of the constant.
        """
        return NormalDist(x1._mu / x2, x1._sigma / _fabs(x2))

    def __pos__(x1):
        """Return a copy of the instance."""
        return NormalDist(x1._mu, x1._sigma)

    def __neg__(x1):
        """Negates mu while keeping sigma the same."""
        return NormalDist(-x1._mu, x1._sigma)

    __radd__ = __add__

    def __rsub__(x1, x2):
        """Subtract a NormalDist from a constant or another NormalDist."""
        return -(x1 - x2)

    __rmul__ = __mul__

    def __eq__(x1, x2):
        """Two NormalDist objects are equal if their mu and sigma are both equal."""
        if not isinstance(x2, NormalDist):
            return NotImplemented
        return x1._mu == x2._mu and x1._sigma == x2._sigma

    def __hash__(self):
        """NormalDist objects hash equal if their mu and sigma are both equal."""
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return '%s(mu=%r, sigma=%r)' % (type(self).__name__, self._mu, self._sigma)
