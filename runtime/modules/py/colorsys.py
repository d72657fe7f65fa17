"""Conversions between color systems (CPython 3.11's colorsys module):
RGB to and from YIQ, HLS and HSV, every coordinate a float from 0 to 1
(I and Q of YIQ may be negative), with CPython's formulas so that results
agree to the last bit."""

__all__ = ["rgb_to_yiq", "yiq_to_rgb", "rgb_to_hls", "hls_to_rgb",
           "rgb_to_hsv", "hsv_to_rgb"]

ONE_THIRD = 1.0 / 3.0
ONE_SIXTH = 1.0 / 6.0
TWO_THIRD = 2.0 / 3.0


def rgb_to_yiq(r, g, b):
    y = 0.30 * r + 0.59 * g + 0.11 * b
    i = 0.74 * (r - y) - 0.27 * (b - y)
    q = 0.48 * (r - y) + 0.41 * (b - y)
    return (y, i, q)


def _clamp(v):
    if v < 0.0:
        return 0.0
    if v > 1.0:
        return 1.0
    return v


def yiq_to_rgb(y, i, q):
    # The inverse of rgb_to_yiq's matrix.
    r = y + 0.9468822170900693 * i + 0.6235565819861433 * q
    g = y - 0.27478764629897834 * i - 0.6356910791873801 * q
    b = y - 1.1085450346420322 * i + 1.7090069284064666 * q
    return (_clamp(r), _clamp(g), _clamp(b))


def _hue(r, g, b, hi, span):
    # The hue of rgb_to_hls and rgb_to_hsv: hi is the largest component,
    # span the largest minus the smallest (not zero).
    rc = (hi - r) / span
    gc = (hi - g) / span
    bc = (hi - b) / span
    if r == hi:
        h = bc - gc
    elif g == hi:
        h = 2.0 + rc - bc
    else:
        h = 4.0 + gc - rc
    return (h / 6.0) % 1.0


def rgb_to_hls(r, g, b):
    hi = max(r, g, b)
    lo = min(r, g, b)
    total = hi + lo
    span = hi - lo
    l = total / 2.0
    if lo == hi:
        return 0.0, l, 0.0
    if l <= 0.5:
        s = span / total
    else:
        s = span / (2.0 - total)
    h = _hue(r, g, b, hi, span)
    return h, l, s


def _v(m1, m2, hue):
    hue = hue % 1.0
    if hue < ONE_SIXTH:
        return m1 + (m2 - m1) * hue * 6.0
    if hue < 0.5:
        return m2
    if hue < TWO_THIRD:
        return m1 + (m2 - m1) * (TWO_THIRD - hue) * 6.0
    return m1


def hls_to_rgb(h, l, s):
    if s == 0.0:
        return l, l, l
    if l <= 0.5:
        m2 = l * (1.0 + s)
    else:
        m2 = l + s - (l * s)
    m1 = 2.0 * l - m2
    return (_v(m1, m2, h + ONE_THIRD), _v(m1, m2, h), _v(m1, m2, h - ONE_THIRD))


def rgb_to_hsv(r, g, b):
    hi = max(r, g, b)
    lo = min(r, g, b)
    v = hi
    if lo == hi:
        return 0.0, 0.0, v
    span = hi - lo
    s = span / hi
    h = _hue(r, g, b, hi, span)
    return h, s, v


def hsv_to_rgb(h, s, v):
    if s == 0.0:
        return v, v, v
    i = int(h * 6.0)
    f = (h * 6.0) - i
    p = v * (1.0 - s)
    q = v * (1.0 - s * f)
    t = v * (1.0 - s * (1.0 - f))
    i = i % 6
    if i == 0:
        return v, t, p
    if i == 1:
        return q, v, p
    if i == 2:
        return p, v, t
    if i == 3:
        return p, q, v
    if i == 4:
        return t, p, v
    if i == 5:
        return v, p, q
