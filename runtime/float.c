/* Floats: CPython's repr (shortest round-trip digits), its number
 * formatting core (PyOS_double_to_string / format_float_short), parsing,
 * arithmetic with Python's signs and errors, hashing, round(), and the
 * float type's constructor and methods.
 *
 * Digits come from the C library: glibc's printf is exact (correctly
 * rounded from the binary value, ties to even) and strtod is correctly
 * rounded, so "%.*e" / "%.*f" give the same digits as CPython's dtoa for a
 * given precision. The shortest repr is computed exactly in 128-bit integer
 * arithmetic for doubles from about 1e-21 to 9e15 (shortest_exact), else by
 * formatting with 15, 16 and 17 significant digits and keeping the first
 * that reads back as the same double (see shortest_in for why that matches
 * dtoa's mode 0); fixed-point digits of up to 22 places likewise come from
 * exact arithmetic where they fit (fixed_digits). Digits
 * are taken out of the C library's text character by character and the
 * layout (decimal point, exponent, padding zeros) is done here, so the
 * host's LC_NUMERIC cannot leak into the output; reading back uses
 * strtod_l with the C locale. */
#include <errno.h>
#include <float.h>
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "rt.h"
#include "names.h"

#define HASH_BITS 61
#define HASH_MOD (((uint64_t)1 << HASH_BITS) - 1)
#define HASH_INF 314159

/* ---- reading and writing decimal text ---------------------------------- */

/* strtod in the C locale. newlocale() of "C" returns glibc's static C
 * locale object without allocating, so this costs no more than strtod. */
static double c_strtod(const char *s, char **end) {
    locale_t c = newlocale(LC_ALL_MASK, "C", (locale_t)0);
    double d = c ? strtod_l(s, end, c) : strtod(s, end);
    if (c) freelocale(c);
    return d;
}

/* Split printf's "%e" text of a non-negative finite number into its
 * significant digits and the position of the decimal point (dtoa's
 * decpt: value = 0.DIGITS * 10**decpt). Returns the number of digits. */
static size_t split_e(const char *t, char *digits, int *decpt) {
    size_t n = 0;
    const char *p = t;
    for (; *p && *p != 'e' && *p != 'E'; p++)
        if (*p >= '0' && *p <= '9') digits[n++] = *p;
    int e = *p ? atoi(p + 1) : 0;
    *decpt = e + 1;
    return n;
}

/* Read back DIGITS * 10**(decpt - n) in locale `c` (the C locale). */
static double read_digits(const char *digits, size_t n, int decpt, locale_t c) {
    char buf[64];
    memcpy(buf, digits, n);
    snprintf(buf + n, sizeof buf - n, "e%d", decpt - (int)n);
    return c ? strtod_l(buf, NULL, c) : strtod(buf, NULL);
}

/* Add one unit in the last place of a digit string; false when it carries
 * out of the first digit (the caller then shifts the decimal point). */
static bool digits_increment(char *d, size_t n) {
    for (size_t i = n; i-- > 0;) {
        if (d[i] != '9') {
            d[i]++;
            return true;
        }
        d[i] = '0';
    }
    return false;
}

static size_t shortest_in(double d, char *digits, int *decpt, locale_t c);

/* Round the 17 significant digits d17 to k < 17 digits into `out`. The
 * 17 digits are themselves rounded, so this equals rounding the exact
 * value unless the dropped digits are exactly half a unit ("5", "50"):
 * then the exact value may lie on either side, and false is returned. */
static bool round_digits(const char *d17, int k, char *out, int *decpt) {
    bool tie = d17[k] == '5';
    for (int i = k + 1; i < 17 && tie; i++) tie = d17[i] == '0';
    if (tie) return false;
    memcpy(out, d17, (size_t)k);
    if (d17[k] >= '5' && !digits_increment(out, (size_t)k)) {
        out[0] = '1';
        (*decpt)++;
    }
    return true;
}

/* Shortest digits that read back as d (finite, > 0), nearest to d among
 * the shortest: dtoa's mode 0. A k-digit decimal with k <= 15 that rounds
 * to d is the only one in d's rounding interval (15-digit spacing exceeds
 * the interval), so it is the correctly rounded 15-digit value with its
 * trailing zeros dropped; with 16 digits two may round to d and the
 * correctly rounded one is the nearer; 17 digits always suffice. At a
 * power of two the interval below d is half as wide as the one above, so
 * when the nearest candidate misses below, the one just above may still
 * hit. The 15- and 16-digit candidates are derived from one 17-digit
 * conversion (see round_digits). Subnormals have fewer significant bits,
 * so shorter strings can hit: they search from one digit up. */
/* A value v = num * 10**j / 2**s (j may be negative), as its integer part
 * and the remainder over den. Callers keep every product within 128 bits. */
typedef struct Scaled {
    unsigned __int128 q, r, den;
} Scaled;

static const uint64_t pow10_u64[20] = {1ull, 10ull, 100ull, 1000ull, 10000ull, 100000ull, 1000000ull,
                                       10000000ull, 100000000ull, 1000000000ull, 10000000000ull,
                                       100000000000ull, 1000000000000ull, 10000000000000ull,
                                       100000000000000ull, 1000000000000000ull, 10000000000000000ull,
                                       100000000000000000ull, 1000000000000000000ull,
                                       10000000000000000000ull};

static Scaled scale(uint64_t num, int s, int j) {
    Scaled v;
    if (j >= 0) {
        unsigned __int128 x = (unsigned __int128)num * pow10_u64[j];
        v.q = x >> s;
        v.r = x & (((unsigned __int128)1 << s) - 1);
        v.den = (unsigned __int128)1 << s;
    } else {
        uint64_t p = pow10_u64[-j];
        uint64_t a = (uint64_t)(num >> s), r1 = num & ((1ull << s) - 1);
        v.q = a / p;
        v.r = ((unsigned __int128)(a % p) << s) + r1;
        v.den = (unsigned __int128)p << s;
    }
    return v;
}

/* The integers a decimal scale 10**j puts in the rounding interval of d:
 * [*lo, *hi] (empty when *lo > *hi). */
static void interval_ints(uint64_t lo_n, uint64_t hi_n, int s, int j, bool incl, unsigned __int128 *lo,
                          unsigned __int128 *hi) {
    Scaled l = scale(lo_n, s, j), h = scale(hi_n, s, j);
    *lo = l.r == 0 && incl ? l.q : l.q + 1;
    if (h.r == 0 && !incl) {
        *hi = h.q - 1;
        if (h.q == 0) *lo = 1, *hi = 0;
    } else {
        *hi = h.q;
    }
}

/* dtoa's mode 0 in exact integer arithmetic, for a positive normal double
 * d = m * 2**e with -123 <= e < 0 (about 1e-21 to 9e15, where every product
 * fits 128 bits): the decimals that read back as d are those inside its
 * rounding interval (half an ulp either side, a quarter below a power of
 * two; the ends included when m is even, as reading rounds ties to even).
 * The fewest significant digits are the smallest decimal scale 10**j whose
 * interval holds an integer (a binary search: a scale that holds one holds
 * one at every finer scale), and of those integers the one nearest d.
 * Returns the digit count, or 0 where it does not apply (the caller then
 * asks the C library), a tie for nearest included. */
static size_t shortest_exact(double d, char *digits, int *decpt) {
    int e2;
    double fr = frexp(d, &e2);
    uint64_t m = (uint64_t)ldexp(fr, 53);
    int e = e2 - 53;
    if (e >= 0 || e < -123 || d < DBL_MIN) return 0;
    /* Over 2**s with s = 2 - e: d is 4m, the ends 4m - 2 (or 4m - 1 below
     * a power of two) and 4m + 2. */
    int s = 2 - e;
    bool pow2 = m == (1ull << 52);
    uint64_t c_n = 4 * m, lo_n = c_n - (pow2 ? 1 : 2), hi_n = c_n + 2;
    bool incl = (m & 1) == 0;
    /* d * 10**j has one digit before the point at j0 (give or take one,
     * from the floating-point logarithm); 17 digits always suffice. */
    int j0 = -(int)floor(log10(d));
    int jlo = j0 - 2, jhi = j0 + 17;
    if (jhi > 19) jhi = 19;
    if (jlo < -15) return 0;
    if (jlo > jhi) return 0;
    unsigned __int128 lo, hi;
    interval_ints(lo_n, hi_n, s, jhi, incl, &lo, &hi);
    if (lo > hi) return 0;
    while (jlo < jhi) {
        int mid = jlo + (jhi - jlo) / 2;
        interval_ints(lo_n, hi_n, s, mid, incl, &lo, &hi);
        if (lo <= hi) jhi = mid;
        else jlo = mid + 1;
    }
    int j = jhi;
    interval_ints(lo_n, hi_n, s, j, incl, &lo, &hi);
    Scaled c = scale(c_n, s, j);
    unsigned __int128 n = c.q;
    if (2 * c.r == c.den) return 0;
    if (2 * c.r > c.den) n++;
    if (n < lo) n = lo;
    if (n > hi) n = hi;
    if (n == 0 || n > UINT64_MAX) return 0;
    char tmp[40];
    int k = 0;
    for (uint64_t y = (uint64_t)n; y; y /= 10) tmp[k++] = (char)('0' + (int)(y % 10));
    int len = 0;
    for (int i = k - 1; i >= 0; i--) digits[len++] = tmp[i];
    *decpt = k - j;
    while (len > 1 && digits[len - 1] == '0') len--;
    return (size_t)len;
}

static size_t shortest_digits(double d, char *digits, int *decpt) {
    size_t fast = shortest_exact(d, digits, decpt);
    if (fast) return fast;
    locale_t c = newlocale(LC_ALL_MASK, "C", (locale_t)0);
    size_t n = shortest_in(d, digits, decpt, c);
    if (c) freelocale(c);
    return n;
}

static size_t shortest_in(double d, char *digits, int *decpt, locale_t c) {
    char t[64];
    int e;
    double m = frexp(d, &e);
    bool pow2 = m == 0.5 && e > DBL_MIN_EXP;
    if (d < DBL_MIN) {
        for (int p = 1;; p++) {
            snprintf(t, sizeof t, "%.*e", p - 1, d);
            size_t n = split_e(t, digits, decpt);
            if (p == 17 || read_digits(digits, n, *decpt, c) == d) {
                while (n > 1 && digits[n - 1] == '0') n--;
                return n;
            }
        }
    }
    char d17[32];
    int dp17;
    snprintf(t, sizeof t, "%.16e", d);
    split_e(t, d17, &dp17);
    for (int p = 15; p <= 16; p++) {
        int dp = dp17;
        size_t n = (size_t)p;
        if (!round_digits(d17, p, digits, &dp)) {
            snprintf(t, sizeof t, "%.*e", p - 1, d);
            n = split_e(t, digits, &dp);
        }
        double back = read_digits(digits, n, dp, c);
        bool ok = back == d;
        if (!ok && pow2 && back < d) {
            if (!digits_increment(digits, n)) {
                digits[0] = '1';
                dp++;
            }
            ok = read_digits(digits, n, dp, c) == d;
        }
        if (ok) {
            while (n > 1 && digits[n - 1] == '0') n--;
            *decpt = dp;
            return n;
        }
    }
    memcpy(digits, d17, 17);
    size_t n = 17;
    while (n > 1 && digits[n - 1] == '0') n--;
    *decpt = dp17;
    return n;
}

/* Layout of CPython's format_float_short for finite |d|, given dtoa-style
 * digits: 'e', 'f', 'g' or 'r' (lower case), the precision as dtoa was
 * asked for it, and the flags. Writes into dst (large enough: digits +
 * |decpt| + precision + 16) and returns the length. */
static size_t layout(char *dst, const char *digits, int64_t nd, int64_t decpt, char code,
                     int64_t precision, int flags, char echar) {
    bool use_exp = false;
    int64_t vend = nd, exp = 0;
    switch (code) {
    case 'e':
        use_exp = true;
        vend = precision;
        break;
    case 'f':
        vend = decpt + precision;
        break;
    case 'g':
        if (decpt <= -4 || decpt > ((flags & FLT_ADD_DOT_0) ? precision - 1 : precision)) use_exp = true;
        if (flags & FLT_ALT) vend = precision;
        break;
    default: /* 'r' */
        if (decpt <= -4 || decpt > 16) use_exp = true;
        break;
    }
    if (use_exp) {
        exp = decpt - 1;
        decpt = 1;
    }
    int64_t vstart = decpt <= 0 ? decpt - 1 : 0;
    if (!use_exp && (flags & FLT_ADD_DOT_0)) vend = vend > decpt ? vend : decpt + 1;
    else vend = vend > decpt ? vend : decpt;
    if (vend < nd) vend = nd;
    char *p = dst;
    if (decpt <= 0) {
        for (int64_t i = 0; i < decpt - vstart; i++) *p++ = '0';
        *p++ = '.';
        for (int64_t i = 0; i < -decpt; i++) *p++ = '0';
    } else {
        for (int64_t i = 0; i < -vstart; i++) *p++ = '0';
    }
    if (0 < decpt && decpt <= nd) {
        memcpy(p, digits, (size_t)decpt);
        p += decpt;
        *p++ = '.';
        memcpy(p, digits + decpt, (size_t)(nd - decpt));
        p += nd - decpt;
    } else {
        memcpy(p, digits, (size_t)nd);
        p += nd;
    }
    if (nd < decpt) {
        for (int64_t i = 0; i < decpt - nd; i++) *p++ = '0';
        *p++ = '.';
        for (int64_t i = 0; i < vend - decpt; i++) *p++ = '0';
    } else {
        for (int64_t i = 0; i < vend - nd; i++) *p++ = '0';
    }
    if (p[-1] == '.' && !(flags & FLT_ALT)) p--;
    if (use_exp) {
        p += snprintf(p, 8, "%c%c%02d", echar, exp < 0 ? '-' : '+', (int)(exp < 0 ? -exp : exp));
    }
    *p = 0;
    return (size_t)(p - dst);
}

void float_repr_buf(double d, char *buf) {
    if (isnan(d)) { strcpy(buf, "nan"); return; }
    if (isinf(d)) { strcpy(buf, d < 0 ? "-inf" : "inf"); return; }
    char *p = buf;
    if (signbit(d)) *p++ = '-';
    d = fabs(d);
    char digits[32];
    int decpt = 1;
    size_t n = 1;
    if (d == 0.0) digits[0] = '0';
    else n = shortest_digits(d, digits, &decpt);
    layout(p, digits, (int64_t)n, decpt, 'r', 0, FLT_ADD_DOT_0, 'e');
}

Value float_repr(VM *vm, double d) {
    char buf[48];
    if (!rt_charge(vm, FLOAT_REPR_UNITS)) return VEXC;
    float_repr_buf(d, buf);
    return str_cvalue(vm, buf);
}

/* The digits of mode 3 (`ndig` <= 22 digits after the point) for a
 * positive finite d when its scaled value d * 10**ndig fits 128 bits, in
 * exact integer arithmetic: d is m * 2**e with m < 2**53, so d * 10**ndig
 * is m * 10**ndig (< 2**127) shifted by e, and the bits shifted out round
 * it half to even, as the C library rounds the exact value. Writes the
 * digits of the rounded integer (no leading zeros; none for 0) to buf
 * (at least 40 bytes) and returns how many, or -1 where it does not
 * apply (the caller then asks the C library). */
static int fixed_digits(double d, int64_t ndig, char *buf) {
    if (ndig < 0 || ndig > 22) return -1;
    int e2;
    double fr = frexp(d, &e2);          /* d = fr * 2**e2, 0.5 <= fr < 1 */
    uint64_t m = (uint64_t)ldexp(fr, 53);
    int e = e2 - 53;                    /* d = m * 2**e exactly */
    unsigned __int128 p10 =
        ndig < 20 ? pow10_u64[ndig] : (unsigned __int128)pow10_u64[19] * pow10_u64[ndig - 19];
    unsigned __int128 x = (unsigned __int128)m * p10;
    if (e >= 0) {
        /* m * 10**ndig < 2**127: room for e more bits when the top bits
         * are clear. */
        if (e >= 64 || (x >> (127 - e)) != 0) return -1;
        x <<= e;
    } else {
        int s = -e;
        if (s >= 127) return -1;
        unsigned __int128 rest = x & (((unsigned __int128)1 << s) - 1), half = (unsigned __int128)1 << (s - 1);
        x >>= s;
        if (rest > half || (rest == half && (x & 1))) x++;
    }
    char tmp[40];
    int n = 0;
    while (x > UINT64_MAX) {
        tmp[n++] = (char)('0' + (int)(x % 10));
        x /= 10;
    }
    for (uint64_t y = (uint64_t)x; y; y /= 10) tmp[n++] = (char)('0' + (int)(y % 10));
    for (int i = 0; i < n; i++) buf[i] = tmp[n - 1 - i];
    return n;
}

/* Digits of |d| (finite) the way dtoa gives them: mode 2 (`ndig`
 * significant digits) for 'e'/'g', mode 3 (`ndig` digits after the point)
 * for 'f', mode 0 for 'r'. Trailing zeros are dropped; zero is "0" with
 * decpt 1; a value that rounds to nothing in mode 3 has no digits and
 * decpt -ndig. The digits go to a StrBuf. */
static bool dtoa_digits(VM *vm, double d, char code, int64_t ndig, StrBuf *out, int64_t *decpt) {
    d = fabs(d);
    if (d == 0.0) {
        *decpt = 1;
        return sb_addc(out, '0');
    }
    if (code == 'r') {
        char digits[32];
        int dp;
        if (!rt_charge(vm, FLOAT_REPR_UNITS)) return false;
        size_t n = shortest_digits(d, digits, &dp);
        *decpt = dp;
        return sb_add(out, digits, n);
    }
    if (code == 'f') {
        char digits[40];
        int n = fixed_digits(d, ndig, digits);
        if (n >= 0) {
            /* The integer's digits stand for n - ndig before the point. */
            if (n == 0) {
                *decpt = -ndig;
                return true;
            }
            *decpt = n - ndig;
            while (n > 0 && digits[n - 1] == '0') n--;
            return sb_add(out, digits, (size_t)n);
        }
    }
    /* A double's exact decimal expansion has at most 1074 digits after
     * the point and 767 significant ones: past 1100 digits, every further
     * one is a zero that the caller's layout writes itself. So the C
     * library (whose printf takes a wide-character scratch buffer of the
     * precision's size outside the memory cap) never sees more. Text of at
     * most that + 330 bytes (1e308 has 309 integer digits). */
    if (ndig > 1100) ndig = 1100;
    size_t cap = (size_t)ndig + 340;
    char *t = mem_alloc(vm, cap);
    if (!t) return false;
    bool ok = true;
    if (code == 'f') {
        snprintf(t, cap, "%.*f", (int)ndig, d);
        int64_t intdigits = 0;
        const char *p = t;
        while (*p >= '0' && *p <= '9') {
            p++;
            intdigits++;
        }
        /* All digits in order, the point skipped (whatever the locale made
         * of it). */
        size_t start = out->len;
        for (const char *q = t; *q; q++)
            if (*q >= '0' && *q <= '9') ok &= sb_addc(out, *q);
        int64_t dp = intdigits;
        size_t lead = 0;
        while (start + lead < out->len && out->p[start + lead] == '0') lead++;
        if (start + lead == out->len) {
            out->len = start;
            *decpt = -ndig;
        } else {
            memmove(out->p + start, out->p + start + lead, out->len - start - lead);
            out->len -= lead;
            *decpt = dp - (int64_t)lead;
        }
        while (out->len > start && out->p[out->len - 1] == '0') out->len--;
    } else {
        snprintf(t, cap, "%.*e", (int)(ndig - 1), d);
        size_t start = out->len;
        const char *p = t;
        for (; *p && *p != 'e'; p++)
            if (*p >= '0' && *p <= '9') ok &= sb_addc(out, *p);
        *decpt = (*p ? atoi(p + 1) : 0) + 1;
        while (out->len > start + 1 && out->p[out->len - 1] == '0') out->len--;
    }
    mem_free(vm, t, cap);
    return ok && !out->failed;
}

bool float_to_text(VM *vm, StrBuf *out, double d, char code, int64_t precision, int flags, bool *neg) {
    bool upper = code == 'E' || code == 'F' || code == 'G';
    char c = upper ? (char)(code + 32) : code;
    *neg = false;
    if (isnan(d)) return sb_adds(out, upper ? "NAN" : "nan");
    *neg = signbit(d) != 0;
    if (isinf(d)) return sb_adds(out, upper ? "INF" : "inf");
    int64_t ndig = precision;
    if (c == 'e') ndig = precision + 1;
    else if (c == 'g' && ndig == 0) ndig = 1;
    if (c == 'g' && precision == 0) precision = 1;
    if (c == 'e') precision = precision + 1;
    if (!mem_would_fit(vm, (size_t)ndig * 2 + 800)) return false;
    /* The digits are laid out, copied and padded: about 4 ns a byte. */
    if (!num_work(vm, 4 * (uint64_t)ndig)) return false;
    StrBuf dg;
    char dbuf[64];
    sb_init_buf(&dg, vm, dbuf, sizeof dbuf);
    int64_t decpt;
    if (!dtoa_digits(vm, d, c, ndig, &dg, &decpt)) {
        sb_free(&dg);
        return false;
    }
    int64_t nd = (int64_t)dg.len;
    if ((flags & FLT_NO_NEG_0) && *neg && (nd == 0 || (nd == 1 && dg.p[0] == '0'))) *neg = false;
    int64_t adp = decpt < 0 ? -decpt : decpt;
    size_t need = (size_t)(nd + adp + precision + 32);
    char small[128];
    char *dst = need <= sizeof small ? small : mem_alloc(vm, need);
    if (!dst) {
        sb_free(&dg);
        return false;
    }
    size_t n = layout(dst, dg.p ? dg.p : "", nd, decpt, c, precision, flags, upper ? 'E' : 'e');
    bool ok = sb_add(out, dst, n);
    if (dst != small) mem_free(vm, dst, need);
    sb_free(&dg);
    return ok;
}

/* ---- arithmetic --------------------------------------------------------- */

static bool is_odd_integer(double x) { return fmod(fabs(x), 2.0) == 1.0; }

/* CPython's float_pow, special cases included. */
static Value float_pow(VM *vm, double iv, double iw) {
    if (iw == 0.0) return v_float(1.0);
    if (isnan(iv)) return v_float(iv);
    if (isnan(iw)) return v_float(iv == 1.0 ? 1.0 : iw);
    if (isinf(iw)) {
        iv = fabs(iv);
        if (iv == 1.0) return v_float(1.0);
        if ((iw > 0.0) == (iv > 1.0)) return v_float(fabs(iw));
        return v_float(0.0);
    }
    if (isinf(iv)) {
        bool odd = is_odd_integer(iw);
        if (iw > 0.0) return v_float(odd ? iv : fabs(iv));
        return v_float(odd ? copysign(0.0, iv) : 0.0);
    }
    if (iv == 0.0) {
        bool odd = is_odd_integer(iw);
        if (iw < 0.0)
            return exc_raise(vm, EXC_ZeroDivisionError, "0.0 cannot be raised to a negative power");
        return v_float(odd ? iv : 0.0);
    }
    bool negate = false;
    if (iv < 0.0) {
        if (iw != floor(iw)) {
            /* A negative base to a fractional power is complex: CPython
             * hands the operands to complex's power. */
            Value cv = complex_new(vm, iv, 0.0);
            if (IS_EXC(cv)) return cv;
            gc_push(vm, cv);
            Value r = obj_binop(vm, BO_POW, cv, v_float(iw));
            gc_pop(vm, 1);
            return r;
        }
        iv = -iv;
        negate = is_odd_integer(iw);
    }
    if (iv == 1.0) return v_float(negate ? -1.0 : 1.0);
    double ix = pow(iv, iw);
    if (isinf(ix)) return exc_raise(vm, EXC_OverflowError, "(34, 'Numerical result out of range')");
    return v_float(negate ? -ix : ix);
}

bool float_fmod_charge(VM *vm, double a, double b) {
    if (!isfinite(a) || !isfinite(b) || a == 0.0 || b == 0.0) return true;
    int ea, eb;
    frexp(a, &ea);
    frexp(b, &eb);
    return ea - eb <= 64 || rt_charge(vm, (ea - eb) / 32);
}

Value float_binop(VM *vm, BinOp op, double a, double b) {
    switch (op) {
    case BO_ADD: return v_float(a + b);
    case BO_SUB: return v_float(a - b);
    case BO_MUL: return v_float(a * b);
    case BO_TRUEDIV:
        if (b == 0.0) return exc_raise(vm, EXC_ZeroDivisionError, "float division by zero");
        return v_float(a / b);
    case BO_MOD: {
        if (b == 0.0) return exc_raise(vm, EXC_ZeroDivisionError, "float modulo");
        if (!float_fmod_charge(vm, a, b)) return VEXC;
        double mod = fmod(a, b);
        if (mod) {
            if ((b < 0) != (mod < 0)) mod += b;
        } else {
            mod = copysign(0.0, b);
        }
        return v_float(mod);
    }
    case BO_FLOORDIV: {
        if (b == 0.0) return exc_raise(vm, EXC_ZeroDivisionError, "float floor division by zero");
        if (!float_fmod_charge(vm, a, b)) return VEXC;
        double mod = fmod(a, b);
        double div = (a - mod) / b;
        if (mod && ((b < 0) != (mod < 0))) div -= 1.0;
        double fd;
        if (div) {
            fd = floor(div);
            if (div - fd > 0.5) fd += 1.0;
        } else {
            fd = copysign(0.0, a / b);
        }
        return v_float(fd);
    }
    case BO_POW: return float_pow(vm, a, b);
    default: return v_notimpl();
    }
}

/* ---- hashing ---------------------------------------------------------- */

/* CPython's _Py_HashDouble: the hash of the rational value, consistent
 * with int_hash, so hash(2.0) == hash(2). NaN hashes to 0 (CPython 3.11
 * uses the object's address, which an inline float does not have). */
int64_t float_hash(double v) {
    if (!isfinite(v)) return isinf(v) ? (v > 0 ? HASH_INF : -HASH_INF) : 0;
    int e;
    double m = frexp(v, &e);
    int sign = 1;
    if (m < 0) {
        sign = -1;
        m = -m;
    }
    uint64_t x = 0;
    while (m) {
        x = ((x << 28) & HASH_MOD) | x >> (HASH_BITS - 28);
        m *= 268435456.0;
        e -= 28;
        uint64_t y = (uint64_t)m;
        m -= (double)y;
        x += y;
        if (x >= HASH_MOD) x -= HASH_MOD;
    }
    e = e >= 0 ? e % HASH_BITS : HASH_BITS - 1 - ((-1 - e) % HASH_BITS);
    x = ((x << e) & HASH_MOD) | x >> (HASH_BITS - e);
    int64_t h = (int64_t)x * sign;
    return h == -1 ? -2 : h;
}

/* ---- parsing ------------------------------------------------------------ */

static bool ieq(const char *p, size_t n, const char *word) {
    size_t w = strlen(word);
    if (n != w) return false;
    for (size_t i = 0; i < n; i++)
        if ((p[i] | 0x20) != word[i]) return false;
    return true;
}

static inline bool isdig(char c) { return c >= '0' && c <= '9'; }

/* Parse the ASCII-transformed text; false when it is not a float. */
static bool parse_float_ascii(char *p, size_t m, double *out) {
    size_t i = 0, end = m;
    while (i < end && p[i] == ' ') i++;
    while (end > i && p[end - 1] == ' ') end--;
    if (i == end) return false;
    /* Underscores only between digits, then dropped. */
    size_t w = i;
    char prev = 0;
    for (size_t k = i; k < end; k++) {
        char c = p[k];
        if (c == '_') {
            if (!isdig(prev)) return false;
        } else {
            if (prev == '_' && !isdig(c)) return false;
            p[w++] = c;
        }
        prev = c;
    }
    if (prev == '_') return false;
    end = w;
    size_t s = i;
    bool neg = false;
    if (p[i] == '+' || p[i] == '-') neg = p[i++] == '-';
    if (ieq(p + i, end - i, "inf") || ieq(p + i, end - i, "infinity")) {
        *out = neg ? -HUGE_VAL : HUGE_VAL;
        return true;
    }
    if (ieq(p + i, end - i, "nan")) {
        *out = neg ? -NAN : NAN;
        return true;
    }
    /* digits [. digits] | . digits, then [e [sign] digits]. */
    size_t intd = 0, fracd = 0;
    while (i < end && isdig(p[i])) { i++; intd++; }
    if (i < end && p[i] == '.') {
        i++;
        while (i < end && isdig(p[i])) { i++; fracd++; }
    }
    if (intd + fracd == 0) return false;
    if (i < end && (p[i] == 'e' || p[i] == 'E')) {
        i++;
        if (i < end && (p[i] == '+' || p[i] == '-')) i++;
        size_t ed = 0;
        while (i < end && isdig(p[i])) { i++; ed++; }
        if (ed == 0) return false;
    }
    if (i != end) return false;
    p[end] = 0;
    *out = c_strtod(p + s, NULL);
    return true;
}

/* A NaN that is not `is` any other: floats are values here, so identity
 * is their bits, and each float('nan') gets a payload of its own, as each
 * is a new object in CPython (`[x].count(x)` is 1, `x in [float('nan')]`
 * False). The payload never shows: every NaN prints and hashes alike. */
double float_fresh_nan(VM *vm, bool neg) {
    uint64_t bits = UINT64_C(0x7ff8000000000000) | (++vm->nan_serial & UINT64_C(0x0007ffffffffffff));
    if (neg) bits |= UINT64_C(1) << 63;
    double d;
    memcpy(&d, &bits, sizeof d);
    return d;
}

Value float_parse(VM *vm, const char *s, size_t n, Value orig) {
    /* The C library's strtod reads every digit of a long text (measured
     * about 4 ns each). */
    if (!num_work(vm, 4 * (uint64_t)n)) return VEXC;
    size_t m;
    char *p = num_ascii_text(vm, s, n, &m);
    if (!p) return VEXC;
    double d;
    bool ok = parse_float_ascii(p, m, &d);
    mem_free(vm, p, n + 1);
    if (ok && isnan(d)) return v_float(float_fresh_nan(vm, signbit(d) != 0));
    if (ok) return v_float(d);
    if (IS_EMPTY(orig)) {
        orig = str_value(vm, s, n);
        if (IS_EXC(orig)) return orig;
    }
    return exc_raise(vm, EXC_ValueError, "could not convert string to float: %R", orig);
}

/* ---- round ---------------------------------------------------------------- */

/* x rounded to a multiple of 10**-ndigits, halves to even, computed
 * exactly from x's binary value (as CPython's dtoa-based double_round). */
static Value round_exact(VM *vm, double x, int64_t ndigits) {
    int e;
    double m = frexp(x, &e);
    int64_t M = (int64_t)ldexp(m, DBL_MANT_DIG);
    int64_t E = (int64_t)e - DBL_MANT_DIG;  /* x == M * 2**E */
    if (ndigits >= 0 && E >= 0) return v_float(x);  /* an integer already */
    mpz_t num, den, q, r, p;
    mpz_inits(num, den, q, r, p, NULL);
    mpz_set_si(num, M);
    mpz_set_ui(den, 1);
    uint64_t k = ndigits >= 0 ? (uint64_t)ndigits : (uint64_t)-ndigits;
    mpz_ui_pow_ui(p, 10, (unsigned long)k);
    if (ndigits >= 0) mpz_mul(num, num, p);
    else mpz_mul(den, den, p);
    if (E >= 0) mpz_mul_2exp(num, num, (mp_bitcnt_t)E);
    else mpz_mul_2exp(den, den, (mp_bitcnt_t)-E);
    /* q = round_half_even(num / den) */
    mpz_fdiv_qr(q, r, num, den);
    mpz_mul_2exp(r, r, 1);
    int c = mpz_cmp(r, den);
    if (c > 0 || (c == 0 && mpz_odd_p(q))) mpz_add_ui(q, q, 1);
    double res = 0.0;
    bool ok = true;
    if (mpz_sgn(q) == 0) {
        res = copysign(0.0, x);
    } else if (ndigits >= 0) {
        ok = int_ratio_to_double(q, p, &res);
    } else {
        mpz_mul(q, q, p);
        mpz_set_ui(den, 1);
        ok = int_ratio_to_double(q, den, &res);
    }
    mpz_clears(num, den, q, r, p, NULL);
    if (!ok || isinf(res)) return exc_raise(vm, EXC_OverflowError, "rounded value too large to represent");
    return v_float(res);
}

Value float_round(VM *vm, double x, Value ndigits) {
    if (IS_EMPTY(ndigits) || IS_NONE(ndigits)) {
        double r = round(x);
        if (fabs(x - r) == 0.5) r = 2.0 * round(x / 2.0);
        return int_from_double(vm, r);
    }
    int64_t n;
    bool ovf;
    if (!obj_index(vm, ndigits, &n, &ovf)) return VEXC;
    /* Beyond these, every double is unchanged or rounds to zero. */
    if (n > 323) return v_float(x);
    if (n < -308) return v_float(0.0 * x);
    if (x == 0.0 || !isfinite(x)) return v_float(x);
    return round_exact(vm, x, n);
}

/* ---- the float type --------------------------------------------------- */

static Value user_method(VM *vm, Value v, Str *name) {
    Type *t = type_of(vm, v);
    if (!(t->tflags & TF_HEAPTYPE)) return VEMPTY;
    Value f = type_lookup(vm, t, name);
    if (IS_EMPTY(f) || IS_KIND(f, OK_NATIVE)) return VEMPTY;
    return f;
}

static Value int_as_float(VM *vm, Value u) {
    bool ovf;
    double d = int_to_double(u, &ovf);
    if (ovf) return exc_raise(vm, EXC_OverflowError, "int too large to convert to float");
    return v_float(d);
}

/* float(x): __float__, then __index__, then text. */
static Value float_of(VM *vm, Value x) {
    if (IS_FLOAT(x)) return x;
    if (IS_INT(x) || IS_BOOL(x) || IS_BIGINT(x)) return int_as_float(vm, x);
    if (IS_INSTANCE(x)) {
        SNames *n = vm->names;
        if (!IS_EMPTY(user_method(vm, x, n->__float__))) {
            Value r = rt_call_special(vm, x, n->__float__, 0, NULL);
            if (IS_EXC(r)) return r;
            Value u = num_unwrap(r);
            if (!IS_FLOAT(u))
                return exc_raise(vm, EXC_TypeError, "%s.__float__ returned non-float (type %s)", type_name(vm, x),
                                 type_name(vm, r));
            return u;
        }
        if (!IS_EMPTY(user_method(vm, x, n->__index__))) {
            Value r = rt_call_special(vm, x, n->__index__, 0, NULL);
            if (IS_EXC(r)) return r;
            Value u = num_unwrap(r);
            if (!IS_INT(u) && !IS_BOOL(u) && !IS_BIGINT(u))
                return exc_raise(vm, EXC_TypeError, "__index__ returned non-int (type %s)", type_name(vm, r));
            return int_as_float(vm, u);
        }
        Value u = num_unwrap(x);
        if (IS_FLOAT(u)) return u;
        if (IS_INT(u) || IS_BOOL(u) || IS_BIGINT(u)) return int_as_float(vm, u);
        if (IS_STR(AS_INSTANCE(x)->builtin_value)) x = AS_INSTANCE(x)->builtin_value;
    }
    if (IS_STR(x)) return float_parse(vm, AS_STR(x)->data, AS_STR(x)->blen, x);
    if (bytes_unwrap(x)) {
        Bytes *b = bytes_unwrap(x);
        return float_parse(vm, (const char *)b->buf, b->len, x);
    }
    return exc_raise(vm, EXC_TypeError, "float() argument must be a string or a real number, not '%s'",
                     type_name(vm, x));
}

Value float_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    if (!arg_nokw(vm, "float", kwnames)) return VEXC;
    if (argc > 1) return exc_raise(vm, EXC_TypeError, "float expected at most 1 argument, got %d", argc);
    Value r = argc ? float_of(vm, argv[0]) : v_float(0.0);
    if (IS_EXC(r) || !IS_TYPE(cls) || AS_TYPE(cls) == vm->t_float) return r;
    Instance *in = obj_alloc(vm, OK_INSTANCE, sizeof(Instance));
    if (!in) return VEXC;
    in->cls = AS_TYPE(cls);
    in->builtin_value = r;
    return v_obj(in);
}

#define METHOD(fn) static Value fn(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames)

static bool self_float(VM *vm, Value self, double *out) {
    Value u = num_unwrap(self);
    if (IS_FLOAT(u)) {
        *out = AS_FLOAT(u);
        return true;
    }
    exc_raise(vm, EXC_TypeError, "descriptor requires a 'float' object but received a '%s'", type_name(vm, self));
    return false;
}

#define SELF_FLOAT(x)                               \
    double x;                                       \
    if (!self_float(vm, self, &x)) return VEXC

METHOD(m_is_integer) {
    SELF_FLOAT(x);
    return v_bool(isfinite(x) && floor(x) == x);
}

METHOD(m_as_integer_ratio) {
    SELF_FLOAT(x);
    if (isinf(x)) return exc_raise(vm, EXC_OverflowError, "cannot convert Infinity to integer ratio");
    if (isnan(x)) return exc_raise(vm, EXC_ValueError, "cannot convert NaN to integer ratio");
    int e;
    double fp = frexp(x, &e);
    for (int i = 0; i < 300 && fp != floor(fp); i++) {
        fp *= 2.0;
        e--;
    }
    Value num = int_from_double(vm, fp);
    if (IS_EXC(num)) return num;
    Value den = v_int(1);
    gc_push(vm, num);
    if (e > 0) num = int_binop(vm, BO_LSHIFT, num, v_int(e));
    else den = int_binop(vm, BO_LSHIFT, v_int(1), v_int(-(int64_t)e));
    gc_pop(vm, 1);
    if (IS_EXC(num) || IS_EXC(den)) return VEXC;
    Value items[2] = {num, den};
    gc_push(vm, num);
    gc_push(vm, den);
    Value t = tuple_pack(vm, 2, items);
    gc_pop(vm, 2);
    return t;
}

METHOD(m_hex) {
    SELF_FLOAT(x);
    if (!isfinite(x)) return float_repr(vm, x);
    if (x == 0.0) return str_cvalue(vm, signbit(x) ? "-0x0.0p+0" : "0x0.0p+0");
    int e;
    double m = frexp(fabs(x), &e);
    int shift = 1 - (DBL_MIN_EXP - e > 0 ? DBL_MIN_EXP - e : 0);
    m = ldexp(m, shift);
    e -= shift;
    char s[32];
    int si = 0;
    s[si++] = "0123456789abcdef"[(int)m];
    m -= (int)m;
    s[si++] = '.';
    for (int i = 0; i < (DBL_MANT_DIG - 1) / 4; i++) {
        m *= 16.0;
        s[si++] = "0123456789abcdef"[(int)m];
        m -= (int)m;
    }
    s[si] = 0;
    char out[64];
    snprintf(out, sizeof out, "%s0x%sp%c%d", x < 0 ? "-" : "", s, e < 0 ? '-' : '+', e < 0 ? -e : e);
    return str_cvalue(vm, out);
}

static int hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* float.fromhex: the hex digits make an integer M and the exponent a
 * power of two; M * 2**E is then rounded once, exactly. */
static Value fromhex_text(VM *vm, const char *s, size_t n) {
    size_t i = 0, end = n;
    while (i < end && (s[i] == ' ' || (s[i] >= 9 && s[i] <= 13))) i++;
    while (end > i && (s[end - 1] == ' ' || (s[end - 1] >= 9 && s[end - 1] <= 13))) end--;
    bool neg = false;
    if (i < end && (s[i] == '+' || s[i] == '-')) neg = s[i++] == '-';
    if (ieq(s + i, end - i, "inf") || ieq(s + i, end - i, "infinity")) return v_float(neg ? -HUGE_VAL : HUGE_VAL);
    if (ieq(s + i, end - i, "nan")) return v_float(neg ? -NAN : NAN);
    if (i + 1 < end && s[i] == '0' && (s[i + 1] | 0x20) == 'x') i += 2;
    size_t ds = i, nint = 0, nfrac = 0;
    while (i < end && hexval(s[i]) >= 0) { i++; nint++; }
    if (i < end && s[i] == '.') {
        i++;
        while (i < end && hexval(s[i]) >= 0) { i++; nfrac++; }
    }
    if (nint + nfrac == 0) goto invalid;
    int64_t exp = 0;
    if (i < end && (s[i] | 0x20) == 'p') {
        i++;
        bool eneg = false;
        if (i < end && (s[i] == '+' || s[i] == '-')) eneg = s[i++] == '-';
        size_t ed = 0;
        while (i < end && isdig(s[i])) {
            if (exp < (int64_t)1 << 40) exp = exp * 10 + (s[i] - '0');
            i++;
            ed++;
        }
        if (ed == 0) goto invalid;
        if (eneg) exp = -exp;
    }
    if (i != end) goto invalid;
    {
        if (!mem_would_fit(vm, (nint + nfrac) + 64) || !rt_charge(vm, (int64_t)((nint + nfrac) / 16)))
            return VEXC;
        char *hex = mem_alloc(vm, nint + nfrac + 1);
        if (!hex) return VEXC;
        size_t k = 0;
        for (size_t j = ds; j < ds + nint + nfrac + (nfrac ? 1 : 0); j++)
            if (s[j] != '.') hex[k++] = s[j];
        hex[k] = 0;
        mpz_t mz, one;
        mpz_init_set_str(mz, hex, 16);
        mem_free(vm, hex, nint + nfrac + 1);
        mpz_init_set_ui(one, 1);
        int64_t e2 = exp - 4 * (int64_t)nfrac;
        int64_t top = mpz_sgn(mz) ? (int64_t)mpz_sizeinbase(mz, 2) + e2 : 0;
        double r;
        bool ok = true;
        if (mpz_sgn(mz) == 0 || top < DBL_MIN_EXP - DBL_MANT_DIG - 1) {
            r = 0.0;
        } else if (top > DBL_MAX_EXP + 1) {
            ok = false;
        } else if (e2 >= 0) {
            mpz_mul_2exp(mz, mz, (mp_bitcnt_t)e2);
            ok = int_ratio_to_double(mz, one, &r);
        } else {
            mpz_mul_2exp(one, one, (mp_bitcnt_t)-e2);
            ok = int_ratio_to_double(mz, one, &r);
        }
        mpz_clears(mz, one, NULL);
        if (!ok || isinf(r))
            return exc_raise(vm, EXC_OverflowError, "hexadecimal value too large to represent as a float");
        return v_float(neg ? -r : r);
    }
invalid:
    return exc_raise(vm, EXC_ValueError, "invalid hexadecimal floating-point string");
}

static Value m_fromhex(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    Value s = argv[0];
    if (IS_INSTANCE(s) && IS_STR(AS_INSTANCE(s)->builtin_value)) s = AS_INSTANCE(s)->builtin_value;
    if (!IS_STR(s))
        return exc_raise(vm, EXC_TypeError, "fromhex() argument must be str, not %s", type_name(vm, argv[0]));
    Value r = fromhex_text(vm, AS_STR(s)->data, AS_STR(s)->blen);
    if (!IS_EXC(r) && IS_TYPE(self) && AS_TYPE(self) != vm->t_float) r = rt_call1(vm, self, r);
    return r;
}

METHOD(m_conjugate) { SELF_FLOAT(x); return v_float(x); }
METHOD(m_float) { SELF_FLOAT(x); return v_float(x); }
METHOD(m_int) { SELF_FLOAT(x); return int_from_double(vm, x); }
METHOD(m_floor) { SELF_FLOAT(x); return int_from_double(vm, floor(x)); }
METHOD(m_ceil) { SELF_FLOAT(x); return int_from_double(vm, ceil(x)); }
METHOD(m_abs) { SELF_FLOAT(x); return v_float(fabs(x)); }
METHOD(m_neg) { SELF_FLOAT(x); return v_float(-x); }
METHOD(m_bool) { SELF_FLOAT(x); return v_bool(x != 0.0); }
METHOD(m_hash) { SELF_FLOAT(x); return v_int(float_hash(x)); }
METHOD(m_repr) { SELF_FLOAT(x); return float_repr(vm, x); }
METHOD(m_round) { SELF_FLOAT(x); return float_round(vm, x, argc ? argv[0] : VEMPTY); }

METHOD(m_format) {
    if (!IS_STR(argv[0]))
        return exc_raise(vm, EXC_TypeError, "__format__() argument must be str, not %s", type_name(vm, argv[0]));
    return format_builtin(vm, self, AS_STR(argv[0]));
}

/* T.__new__(cls, x): called unbound, self is cls; reached through
 * super().__new__(cls, x), self is bound to cls and cls comes again as
 * the first argument. */
METHOD(m_new) {
    if (argc > 0 && obj_is(argv[0], self)) {
        argc--;
        argv++;
    }
    if (!IS_TYPE(self) || !type_is_subtype(AS_TYPE(self), vm->t_float))
        return exc_raise(vm, EXC_TypeError, "float.__new__(X): X is not a subtype of float");
    return float_ctor(vm, self, argc, argv, kwnames);
}

/* The other operand of a float dunder as a double; false for
 * NotImplemented (r set) or an error (r = VEXC). */
static bool other_double(VM *vm, Value o, double *out, Value *r) {
    Value u = num_unwrap(o);
    if (IS_FLOAT(u)) { *out = AS_FLOAT(u); return true; }
    if (IS_INT(u) || IS_BOOL(u) || IS_BIGINT(u)) {
        bool ovf;
        *out = int_to_double(u, &ovf);
        if (!ovf) return true;
        *r = exc_raise(vm, EXC_OverflowError, "int too large to convert to float");
        return false;
    }
    *r = v_notimpl();
    return false;
}

static Value float_dunder(VM *vm, BinOp op, Value self, Value other, bool reflected) {
    SELF_FLOAT(x);
    double y;
    Value r;
    if (!other_double(vm, other, &y, &r)) return r;
    return reflected ? float_binop(vm, op, y, x) : float_binop(vm, op, x, y);
}

#define FLOAT_BINOPS(X)                                                                \
    X(add, BO_ADD) X(sub, BO_SUB) X(mul, BO_MUL) X(truediv, BO_TRUEDIV)                 \
    X(floordiv, BO_FLOORDIV) X(mod, BO_MOD) X(pow, BO_POW)

#define X(name, op)                                                                    \
    METHOD(m_##name) {                                                                 \
        if (op == BO_POW && argc > 1 && !IS_NONE(argv[1]))                             \
            return exc_raise(vm, EXC_TypeError,                                        \
                             "pow() 3rd argument not allowed unless all arguments are integers"); \
        return float_dunder(vm, op, self, argv[0], false);                             \
    }                                                                                  \
    METHOD(m_r##name) { return float_dunder(vm, op, self, argv[0], true); }
FLOAT_BINOPS(X)
#undef X

static Value divmod_dunder(VM *vm, Value self, Value other, bool reflected) {
    SELF_FLOAT(x);
    double y;
    Value r;
    if (!other_double(vm, other, &y, &r)) return r;
    return reflected ? num_divmod(vm, v_float(y), v_float(x)) : num_divmod(vm, v_float(x), v_float(y));
}

METHOD(m_divmod) { return divmod_dunder(vm, self, argv[0], false); }
METHOD(m_rdivmod) { return divmod_dunder(vm, self, argv[0], true); }

static Value float_richcmp(VM *vm, Value a, Value b, int op) {
    Value x = num_unwrap(a), y = num_unwrap(b);
    bool nx = IS_FLOAT(x) || IS_INT(x) || IS_BOOL(x) || IS_BIGINT(x);
    bool ny = IS_FLOAT(y) || IS_INT(y) || IS_BOOL(y) || IS_BIGINT(y);
    if (!nx || !ny) return v_notimpl();
    return obj_compare(vm, x, y, (CmpOp)op);
}

METHOD(m_eq) { return float_richcmp(vm, self, argv[0], CO_EQ); }
METHOD(m_ne) { return float_richcmp(vm, self, argv[0], CO_NE); }
METHOD(m_lt) { return float_richcmp(vm, self, argv[0], CO_LT); }
METHOD(m_le) { return float_richcmp(vm, self, argv[0], CO_LE); }
METHOD(m_gt) { return float_richcmp(vm, self, argv[0], CO_GT); }
METHOD(m_ge) { return float_richcmp(vm, self, argv[0], CO_GE); }

static const MethodDef float_methods[] = {
    {"is_integer", m_is_integer, 0, 0, 0},
    {"as_integer_ratio", m_as_integer_ratio, 0, 0, 0},
    {"hex", m_hex, 0, 0, 0},
    {"conjugate", m_conjugate, 0, 0, 0},
    {"__float__", m_float, 0, 0, 0},
    {"__pos__", m_float, 0, 0, 0},
    {"__int__", m_int, 0, 0, 0},
    {"__trunc__", m_int, 0, 0, 0},
    {"__floor__", m_floor, 0, 0, 0},
    {"__ceil__", m_ceil, 0, 0, 0},
    {"__abs__", m_abs, 0, 0, 0},
    {"__neg__", m_neg, 0, 0, 0},
    {"__bool__", m_bool, 0, 0, 0},
    {"__hash__", m_hash, 0, 0, 0},
    {"__repr__", m_repr, 0, 0, 0},
    {"__str__", m_repr, 0, 0, 0},
    {"__format__", m_format, 1, 1, 0},
    {"__round__", m_round, 0, 1, 0},
    {"__new__", m_new, 0, 2, NATIVE_KW},
#define X(name, op) {"__" #name "__", m_##name, 1, op == BO_POW ? 2 : 1, 0}, {"__r" #name "__", m_r##name, 1, 1, 0},
    FLOAT_BINOPS(X)
#undef X
    {"__divmod__", m_divmod, 1, 1, 0},
    {"__rdivmod__", m_rdivmod, 1, 1, 0},
    {"__eq__", m_eq, 1, 1, 0},
    {"__ne__", m_ne, 1, 1, 0},
    {"__lt__", m_lt, 1, 1, 0},
    {"__le__", m_le, 1, 1, 0},
    {"__gt__", m_gt, 1, 1, 0},
    {"__ge__", m_ge, 1, 1, 0},
    {NULL, NULL, 0, 0, 0},
};

/* ---- slots: instances of float subclasses ------------------------------ */

static Value slot_repr(VM *vm, Value self) {
    double x;
    if (!self_float(vm, self, &x)) return VEXC;
    return float_repr(vm, x);
}

static int slot_hash(VM *vm, Value self, int64_t *out) {
    double x;
    if (!self_float(vm, self, &x)) return -1;
    *out = float_hash(x);
    return 0;
}

static Value slot_binop(VM *vm, int op, Value a, Value b, bool inplace) {
    Value x = num_unwrap(a), y = num_unwrap(b);
    bool nx = IS_FLOAT(x) || IS_INT(x) || IS_BOOL(x) || IS_BIGINT(x);
    bool ny = IS_FLOAT(y) || IS_INT(y) || IS_BOOL(y) || IS_BIGINT(y);
    if (!nx || !ny) return v_notimpl();
    return obj_binop(vm, (BinOp)op, x, y);
}

static int slot_truthy(VM *vm, Value self) {
    double x;
    if (!self_float(vm, self, &x)) return -1;
    return x != 0.0;
}

static Value get_real(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    double x;
    return self_float(vm, argv[0], &x) ? v_float(x) : VEXC;
}

static Value get_imag(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    double x;
    return self_float(vm, argv[0], &x) ? v_float(0.0) : VEXC;
}

void float_init(VM *vm) {
    Type *t = vm->t_float;
    if (!t) return;
    t->ctor = float_ctor;
    /* Floats live inline, so there is no float object kind; but a type
     * whose inst_kind is OK_INSTANCE is instantiated by object.__new__,
     * bypassing the constructor. Subclasses of float need float_ctor (it
     * wraps the value in an Instance, as int and str subclasses are), so
     * the float layout is marked with a kind no instance ever has. */
    t->inst_kind = OK_BOX;
    t->slots.repr = slot_repr;
    t->slots.hash = slot_hash;
    t->slots.richcmp = float_richcmp;
    t->slots.binop = slot_binop;
    t->slots.truthy = slot_truthy;
    type_add_methods(vm, t, float_methods);
    num_add_classmethod(vm, t, "fromhex", m_fromhex, 1, 1, 0);
    num_add_property(vm, t, "real", get_real);
    num_add_property(vm, t, "imag", get_imag);
}
