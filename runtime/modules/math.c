/* The math module: CPython's functions over C doubles, with its error
 * rules ("math domain error", "math range error"), and the integer
 * functions (factorial, gcd, lcm, isqrt, comb, perm) exact through GMP,
 * their result sizes bounded before GMP computes them. */
#include <math.h>
#include <stdio.h>
#include <float.h>
#include "runtime/rt.h"
#include "runtime/names.h"

static bool is_int(Value v) { return IS_INT(v) || IS_BOOL(v) || IS_KIND(v, OK_BIGINT); }

/* A number argument as a double, as CPython's PyFloat_AsDouble. */
static bool to_double(VM *vm, Value v, double *out) {
    if (IS_FLOAT(v)) {
        *out = AS_FLOAT(v);
        return true;
    }
    if (IS_BOOL(v)) {
        *out = AS_BOOL(v) ? 1.0 : 0.0;
        return true;
    }
    if (IS_INT(v)) {
        *out = (double)AS_INT(v);
        return true;
    }
    if (IS_KIND(v, OK_BIGINT)) {
        bool ovf = false;
        *out = int_to_double(v, &ovf);
        if (ovf) {
            exc_raise(vm, EXC_OverflowError, "int too large to convert to float");
            return false;
        }
        return true;
    }
    Value f = rt_call_special(vm, v, vm->names->__float__, 0, NULL);
    if (IS_EXC(f)) return false;
    if (IS_FLOAT(f)) {
        *out = AS_FLOAT(f);
        return true;
    }
    exc_raise(vm, EXC_TypeError, "must be real number, not %s", type_name(vm, v));
    return false;
}

static Value domain_error(VM *vm) { return exc_raise(vm, EXC_ValueError, "math domain error"); }
static Value range_error(VM *vm) { return exc_raise(vm, EXC_OverflowError, "math range error"); }

/* A one-argument function: domain errors for a finite argument giving NaN,
 * range errors for a finite argument overflowing. */
static Value unary(VM *vm, const Value *argv, double (*f)(double), bool can_overflow) {
    double x;
    if (!to_double(vm, argv[0], &x)) return VEXC;
    double r = f(x);
    if (isnan(r) && !isnan(x)) return domain_error(vm);
    if (isinf(r) && isfinite(x)) return can_overflow ? range_error(vm) : domain_error(vm);
    return v_float(r);
}

#define UNARY(name, fn, ovf)                                                          \
    static Value m_##name(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { \
        return unary(vm, argv, fn, ovf);                                                \
    }

UNARY(sin, sin, false)
UNARY(cos, cos, false)
UNARY(tan, tan, false)
UNARY(asin, asin, false)
UNARY(acos, acos, false)
UNARY(atan, atan, false)
UNARY(sinh, sinh, true)
UNARY(cosh, cosh, true)
UNARY(tanh, tanh, false)
UNARY(asinh, asinh, false)
UNARY(acosh, acosh, false)
UNARY(atanh, atanh, false)
UNARY(exp, exp, true)
UNARY(exp2, exp2, true)
UNARY(expm1, expm1, true)
UNARY(fabs, fabs, false)
UNARY(erf, erf, false)
UNARY(erfc, erfc, false)
UNARY(cbrt, cbrt, false)

static Value m_sqrt(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double x;
    if (!to_double(vm, argv[0], &x)) return VEXC;
    if (x < 0) return domain_error(vm);
    return v_float(sqrt(x));
}

/* gamma() and lgamma() as CPython computes them, not as the C library
 * does, so that results agree to the last bit: the Lanczos approximation
 * with Boost's 13-term coefficients for g = 6.0246800407767296 (the
 * numerator; the denominator is x(x+1)...(x+11) expanded), a reflection
 * through sin(pi x) computed without cancellation for negative x, and
 * exact factorials for small integers. */
#define LANCZOS_N 13
static const double lanczos_g = 6.024680040776729583740234375;
static const double lanczos_g_minus_half = 5.524680040776729583740234375;
static const double lanczos_num[LANCZOS_N] = {
    23531376880.410759688572007674451636754734846804940,
    42919803642.649098768957899047001988850926355848959,
    35711959237.355668049440185451547166705960488635843,
    17921034426.037209699919755754458931112671403265390,
    6039542586.3520280050642916443072979210699388420708,
    1439720407.3117216736632230727949123939715485786772,
    248874557.86205415651146038641322942321632125127801,
    31426415.585400194380614231628318205362874684987640,
    2876370.6289353724412254090516208496135991145378768,
    186056.26539522349504029498971604569928220784236328,
    8071.6720023658162106380029022722506138218516325024,
    210.82427775157934587250973392071336271166969580291,
    2.5066282746310002701649081771338373386264310793408,
};
static const double lanczos_den[LANCZOS_N] = {
    0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0, 13339535.0,
    2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0,
};

/* The rational part of the approximation at x > 0: Horner's rule in x
 * for small x, in 1/x for large x (where x**12 would overflow). */
static double lanczos_sum(double x) {
    double num = 0.0, den = 0.0;
    if (x < 5.0) {
        for (int i = LANCZOS_N; --i >= 0;) {
            num = num * x + lanczos_num[i];
            den = den * x + lanczos_den[i];
        }
    } else {
        for (int i = 0; i < LANCZOS_N; i++) {
            num = num / x + lanczos_num[i];
            den = den / x + lanczos_den[i];
        }
    }
    return num / den;
}

/* sin(pi * x) for finite x, reduced to a quarter period first. */
static double sin_pi(double x) {
    double y = fmod(fabs(x), 2.0);
    int n = (int)round(2.0 * y);
    double r;
    switch (n) {
    case 0: r = sin(M_PI * y); break;
    case 1: r = cos(M_PI * (y - 0.5)); break;
    case 2: r = sin(M_PI * (1.0 - y)); break;
    case 3: r = -cos(M_PI * (y - 1.5)); break;
    default: r = sin(M_PI * (y - 2.0)); break;
    }
    return copysign(1.0, x) * r;
}

static Value m_gamma(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double x;
    if (!to_double(vm, argv[0], &x)) return VEXC;
    if (!isfinite(x)) {
        if (isnan(x) || x > 0) return v_float(x);
        return domain_error(vm);
    }
    if (x == 0) return domain_error(vm);
    if (x == floor(x)) {
        if (x < 0) return domain_error(vm);
        if (x <= 23) {
            /* (x-1)! is exact in a double up to 22!. */
            double f = 1.0;
            for (int k = 2; k < (int)x; k++) f *= k;
            return v_float(f);
        }
    }
    double absx = fabs(x);
    if (absx < 1e-20) {
        double r = 1.0 / x;
        return isinf(r) ? range_error(vm) : v_float(r);
    }
    if (absx > 200.0) {
        if (x < 0) return v_float(0.0 / sin_pi(x));
        return range_error(vm);
    }
    double y = absx + lanczos_g_minus_half, q, z;
    /* z: the rounding error of y, scaled, to correct the result by. */
    if (absx > lanczos_g_minus_half) {
        q = y - absx;
        z = q - lanczos_g_minus_half;
    } else {
        q = y - lanczos_g_minus_half;
        z = q - absx;
    }
    z = z * lanczos_g / y;
    double r;
    if (x < 0) {
        r = -M_PI / sin_pi(absx) / absx * exp(y) / lanczos_sum(absx);
        r -= z * r;
        if (absx < 140.0) {
            r /= pow(y, absx - 0.5);
        } else {
            double sq = pow(y, absx / 2.0 - 0.25);
            r /= sq;
            r /= sq;
        }
    } else {
        r = lanczos_sum(absx) / exp(y);
        r += z * r;
        if (absx < 140.0) {
            r *= pow(y, absx - 0.5);
        } else {
            double sq = pow(y, absx / 2.0 - 0.25);
            r *= sq;
            r *= sq;
        }
    }
    return isinf(r) ? range_error(vm) : v_float(r);
}

static Value m_lgamma(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double x;
    if (!to_double(vm, argv[0], &x)) return VEXC;
    if (!isfinite(x)) return v_float(isnan(x) ? x : INFINITY);
    if (x == floor(x) && x <= 2.0) {
        if (x <= 0) return domain_error(vm);
        return v_float(0.0);
    }
    double absx = fabs(x);
    if (absx < 1e-20) return v_float(-log(absx));
    double r = log(lanczos_sum(absx)) - lanczos_g;
    r += (absx - 0.5) * (log(absx + lanczos_g - 0.5) - 1);
    if (x < 0) r = 1.144729885849400174143427351353058711647 - log(fabs(sin_pi(absx))) - log(absx) - r;
    return isinf(r) ? range_error(vm) : v_float(r);
}

/* IEEE 754 remainder: x - n*y with n the integer nearest x/y (ties to
 * even), exact. */
static Value m_remainder(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double x, y;
    if (!to_double(vm, argv[0], &x) || !to_double(vm, argv[1], &y)) return VEXC;
    if (isnan(x)) return v_float(x);
    if (isnan(y)) return v_float(y);
    if (isinf(x) || y == 0) return domain_error(vm);
    if (isinf(y)) return v_float(x);
    if (!float_fmod_charge(vm, x, y)) return VEXC;
    return v_float(remainder(x, y));
}

static Value m_nextafter(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double x, y;
    if (!to_double(vm, argv[0], &x) || !to_double(vm, argv[1], &y)) return VEXC;
    return v_float(nextafter(x, y));
}

/* The value of the least significant bit of x. */
static Value m_ulp(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double x;
    if (!to_double(vm, argv[0], &x)) return VEXC;
    if (isnan(x)) return v_float(x);
    x = fabs(x);
    if (isinf(x)) return v_float(x);
    double up = nextafter(x, INFINITY);
    if (isinf(up)) return v_float(x - nextafter(x, -INFINITY));
    return v_float(up - x);
}

/* log of an int of any size: exact for big ints through their bit length. */
/* CPython's loghelper: func of the number, or for an int too large for a
 * double, func of its mantissa plus e * func(2) (the mantissa correctly
 * rounded, read in place without copying the limbs). */
static bool log_of(VM *vm, Value v, double (*func)(double), double *out) {
    if (IS_KIND(v, OK_BIGINT)) {
        if (int_sign(v) <= 0) {
            domain_error(vm);
            return false;
        }
        bool ovf = false;
        double d = int_to_double(v, &ovf);
        if (!ovf) {
            *out = func(d);
            return true;
        }
        /* Correct rounding may read every limb below the top ones. */
        if (!num_work(vm, 2 * (uint64_t)mpz_size(AS_BIGINT(v)->z))) return false;
        int64_t e;
        double m = int_frexp(v, &e);
        *out = func(m) + func(2.0) * (double)e;
        return true;
    }
    double x;
    if (!to_double(vm, v, &x)) return false;
    if (x <= 0) {
        domain_error(vm);
        return false;
    }
    *out = func(x);
    return true;
}

static Value m_log(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double num, den;
    if (argc < 1 || argc > 2) return exc_raise(vm, EXC_TypeError, "math.log requires 1 to 2 arguments");
    if (!log_of(vm, argv[0], log, &num)) return VEXC;
    if (argc < 2) return v_float(num);
    if (!log_of(vm, argv[1], log, &den)) return VEXC;
    if (den == 0) return exc_raise(vm, EXC_ZeroDivisionError, "float division by zero");
    return v_float(num / den);
}

static Value m_log2(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double l;
    return log_of(vm, argv[0], log2, &l) ? v_float(l) : VEXC;
}

static Value m_log10(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double l;
    return log_of(vm, argv[0], log10, &l) ? v_float(l) : VEXC;
}

static Value m_log1p(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double x;
    if (!to_double(vm, argv[0], &x)) return VEXC;
    if (x <= -1) return domain_error(vm);
    return v_float(log1p(x));
}

static Value m_pow(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double x, y;
    if (!to_double(vm, argv[0], &x) || !to_double(vm, argv[1], &y)) return VEXC;
    /* pow(±0, -inf) is inf since 3.11, as C99 has it. */
    if (x == 0 && y < 0 && isfinite(y)) return domain_error(vm);
    if (x < 0 && isfinite(x) && isfinite(y) && y != floor(y)) return domain_error(vm);
    double r = pow(x, y);
    if (isinf(r) && isfinite(x) && isfinite(y)) return range_error(vm);
    return v_float(r);
}

static Value m_atan2(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double y, x;
    if (!to_double(vm, argv[0], &y) || !to_double(vm, argv[1], &x)) return VEXC;
    return v_float(atan2(y, x));
}

static Value m_fmod(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double x, y;
    if (!to_double(vm, argv[0], &x) || !to_double(vm, argv[1], &y)) return VEXC;
    if (y == 0 && !isnan(x)) return domain_error(vm);
    if (isinf(x) && !isnan(y)) return domain_error(vm);
    if (!float_fmod_charge(vm, x, y)) return VEXC;
    return v_float(fmod(x, y));
}

static Value m_copysign(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double x, y;
    if (!to_double(vm, argv[0], &x) || !to_double(vm, argv[1], &y)) return VEXC;
    return v_float(copysign(x, y));
}

/* CPython's vector_norm: the coordinates scaled by a power of two (no
 * rounding), squared and summed in double-length arithmetic, then one
 * correction step of the square root, so hypot() and dist() round as
 * CPython's do. */
typedef struct DoubleLength { double hi, lo; } DoubleLength;

static DoubleLength dl_fast_sum(double a, double b) {
    double x = a + b;
    double z = x - a;
    double y = b - z;
    return (DoubleLength){x, y};
}

static DoubleLength dl_mul(double x, double y) {
    double z = x * y;
    double zz = fma(x, y, -z);
    return (DoubleLength){z, zz};
}

static double vector_norm(size_t n, double *vec, double max, bool found_nan) {
    if (isinf(max)) return max;
    if (found_nan) return NAN;
    if (max == 0.0 || n <= 1) return max;
    int max_e;
    frexp(max, &max_e);
    if (max_e < -1023) {
        /* ldexp(1.0, -max_e) would overflow: make subnormals normal. */
        for (size_t i = 0; i < n; i++) vec[i] /= DBL_MIN;
        return DBL_MIN * vector_norm(n, vec, max / DBL_MIN, found_nan);
    }
    double scale = ldexp(1.0, -max_e);
    double csum = 1.0, frac1 = 0.0, frac2 = 0.0;
    for (size_t i = 0; i < n; i++) {
        double x = vec[i] * scale;
        DoubleLength pr = dl_mul(x, x);
        DoubleLength sm = dl_fast_sum(csum, pr.hi);
        csum = sm.hi;
        frac1 += pr.lo;
        frac2 += sm.lo;
    }
    double h = sqrt(csum - 1.0 + (frac1 + frac2));
    DoubleLength pr = dl_mul(-h, h);
    DoubleLength sm = dl_fast_sum(csum, pr.hi);
    csum = sm.hi;
    frac1 += pr.lo;
    frac2 += sm.lo;
    double x = csum - 1.0 + (frac1 + frac2);
    return (h + x / (2.0 * h)) / scale;
}

/* Every argument is converted (user __float__ may run) before the norm. */
static Value m_hypot(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    bool found_nan = false;
    double m = 0;
    /* The conversion and the norm are charged by the coordinates first. */
    if (!rt_charge(vm, argc / 4)) return VEXC;
    double *vals = argc ? mem_alloc(vm, (size_t)argc * sizeof(double)) : NULL;
    if (argc && !vals) return VEXC;
    for (int i = 0; i < argc; i++) {
        if (!to_double(vm, argv[i], &vals[i])) {
            mem_free(vm, vals, (size_t)argc * sizeof(double));
            return VEXC;
        }
        double a = fabs(vals[i]);
        vals[i] = a;
        found_nan |= isnan(a);
        if (a > m) m = a;
    }
    double r = vector_norm((size_t)argc, vals, m, found_nan);
    mem_free(vm, vals, (size_t)argc * sizeof(double));
    return v_float(r);
}

/* Float -> int by floor/ceil/trunc, or the type's __floor__ & co. */
static Value rounding(VM *vm, Value v, double (*f)(double), Str *special) {
    if (is_int(v)) return IS_BOOL(v) ? v_int(AS_BOOL(v)) : v;
    if (IS_FLOAT(v)) return int_from_double(vm, f(AS_FLOAT(v)));
    Value r = rt_call_special(vm, v, special, 0, NULL);
    if (IS_EXC(r) || !IS_EMPTY(r)) return r;
    double x;
    if (!to_double(vm, v, &x)) return VEXC;
    return int_from_double(vm, f(x));
}

static Value m_floor(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return rounding(vm, argv[0], floor, vm->names->__floor__);
}
static Value m_ceil(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return rounding(vm, argv[0], ceil, vm->names->__ceil__);
}
/* trunc() has no float fallback: a type without __trunc__ is refused. */
static Value m_trunc(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value v = argv[0];
    if (is_int(v) || IS_FLOAT(v)) return rounding(vm, v, trunc, vm->names->__trunc__);
    Value r = rt_call_special(vm, v, vm->names->__trunc__, 0, NULL);
    if (IS_EXC(r) || !IS_EMPTY(r)) return r;
    return exc_raise(vm, EXC_TypeError, "type %s doesn't define __trunc__ method", type_name(vm, v));
}

static Value m_modf(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double x, ip;
    if (!to_double(vm, argv[0], &x)) return VEXC;
    double fp = isinf(x) ? copysign(0.0, x) : modf(x, &ip);
    if (isinf(x)) ip = x;
    Value items[2] = {v_float(fp), v_float(ip)};
    return tuple_pack(vm, 2, items);
}

static Value m_frexp(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double x;
    if (!to_double(vm, argv[0], &x)) return VEXC;
    int e = 0;
    double m = (isnan(x) || isinf(x) || x == 0) ? x : frexp(x, &e);
    Value items[2] = {v_float(m), v_int(e)};
    return tuple_pack(vm, 2, items);
}

static Value m_ldexp(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double x;
    if (!to_double(vm, argv[0], &x)) return VEXC;
    if (!is_int(argv[1])) return exc_raise(vm, EXC_TypeError, "Expected an int as second argument to ldexp.");
    int64_t e;
    if (IS_KIND(argv[1], OK_BIGINT)) e = int_sign(argv[1]) > 0 ? INT32_MAX : INT32_MIN;
    else e = IS_BOOL(argv[1]) ? AS_BOOL(argv[1]) : AS_INT(argv[1]);
    if (e > INT32_MAX) e = INT32_MAX;
    if (e < INT32_MIN) e = INT32_MIN;
    double r = ldexp(x, (int)e);
    if (isinf(r) && isfinite(x)) return range_error(vm);
    return v_float(r);
}

static Value m_degrees(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double x;
    if (!to_double(vm, argv[0], &x)) return VEXC;
    return v_float(x * (180.0 / M_PI));
}

static Value m_radians(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double x;
    if (!to_double(vm, argv[0], &x)) return VEXC;
    return v_float(x * (M_PI / 180.0));
}

static Value m_isfinite(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double x;
    if (!to_double(vm, argv[0], &x)) return VEXC;
    return v_bool(isfinite(x));
}
static Value m_isinf(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double x;
    if (!to_double(vm, argv[0], &x)) return VEXC;
    return v_bool(isinf(x));
}
static Value m_isnan(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double x;
    if (!to_double(vm, argv[0], &x)) return VEXC;
    return v_bool(isnan(x));
}

static Value m_isclose(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double a, b, rel = 1e-9, abs_tol = 0.0;
    static const char *const names[] = {"a", "b", "rel_tol", "abs_tol"};
    /* Argument Clinic's wording for isclose(a, b, *, rel_tol, abs_tol). */
    int nkw = kw ? (int)kw->len : 0;
    if (argc + nkw > 4) return exc_raise(vm, EXC_TypeError, "isclose() takes at most 4 arguments (%d given)", argc + nkw);
    if (argc > 2)
        return exc_raise(vm, EXC_TypeError, "isclose() takes exactly 2 positional arguments (%d given)", argc);
    /* A missing argument is reported before a wrong keyword. */
    Value va = argc > 0 ? argv[0] : arg_kw(vm, argc, argv, kw, "a");
    Value vb = argc > 1 ? argv[1] : arg_kw(vm, argc, argv, kw, "b");
    if (IS_EMPTY(va) || IS_EMPTY(vb))
        return exc_raise(vm, EXC_TypeError, "isclose() missing required argument '%s' (pos %d)",
                         IS_EMPTY(va) ? "a" : "b", IS_EMPTY(va) ? 1 : 2);
    for (size_t k = 0; kw && k < kw->len; k++) {
        Str *kn = AS_STR(kw->items[k]);
        int j = 0;
        while (j < 4 && strcmp(names[j], kn->data) != 0) j++;
        if (j == 4) return exc_raise(vm, EXC_TypeError, "'%U' is an invalid keyword argument for isclose()", kn);
        if (j < argc)
            return exc_raise(vm, EXC_TypeError, "argument for isclose() given by name ('%s') and position (%d)",
                             names[j], j + 1);
    }
    if (!to_double(vm, va, &a) || !to_double(vm, vb, &b)) return VEXC;
    Value r = arg_kw(vm, argc, argv, kw, "rel_tol"), t = arg_kw(vm, argc, argv, kw, "abs_tol");
    if (!IS_EMPTY(r) && !to_double(vm, r, &rel)) return VEXC;
    if (!IS_EMPTY(t) && !to_double(vm, t, &abs_tol)) return VEXC;
    if (rel < 0 || abs_tol < 0) return exc_raise(vm, EXC_ValueError, "tolerances must be non-negative");
    if (a == b) return v_bool(true);
    if (isinf(a) || isinf(b)) return v_bool(false);
    double diff = fabs(b - a);
    return v_bool((diff <= fabs(rel * b)) || (diff <= fabs(rel * a)) || (diff <= abs_tol));
}

/* ---- exact integer functions -------------------------------------------- */

/* The integer functions convert their arguments through __index__ in
 * CPython's order (one at a time, interleaved with the work for gcd and
 * lcm), keep every value they hold rooted across those calls into user
 * code, and leave the arithmetic, its charge and its memory checks, to
 * int.c. */

static Value m_factorial(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value v = int_index(vm, argv[0]);
    if (IS_EXC(v)) return v;
    if (int_sign(v) < 0) return exc_raise(vm, EXC_ValueError, "factorial() not defined for negative values");
    if (!IS_INT(v)) return exc_raise(vm, EXC_OverflowError, "factorial() argument should not exceed %ld", (long)LONG_MAX);
    return int_factorial(vm, (uint64_t)AS_INT(v));
}

static Value m_gcd(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (argc == 0) return v_int(0);
    Value res = int_index(vm, argv[0]);
    if (IS_EXC(res) || argc == 1) return IS_EXC(res) ? res : int_abs(vm, res);
    size_t rs = gc_scope(vm);
    for (int i = 1; i < argc && !IS_EXC(res); i++) {
        /* Each argument is charged: a long argument list is not free. */
        if (!rt_charge(vm, 1)) return VEXC;
        gc_push(vm, res);
        Value x = int_index(vm, argv[i]);
        if (IS_EXC(x)) res = x;
        else if (IS_INT(res) && IS_INT(x) && AS_INT(res) != INT64_MIN && AS_INT(x) != INT64_MIN) {
            /* Machine ints: Euclid's algorithm here, no GMP call. */
            int64_t a = AS_INT(res), b = AS_INT(x);
            uint64_t p = (uint64_t)(a < 0 ? -a : a), q = (uint64_t)(b < 0 ? -b : b);
            while (q) {
                uint64_t r = p % q;
                p = q;
                q = r;
            }
            res = v_int((int64_t)p);
        } else if (!(IS_INT(res) && AS_INT(res) == 1)) res = int_gcd(vm, res, x);
        gc_unscope(vm, rs);
    }
    return res;
}

static Value m_lcm(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (argc == 0) return v_int(1);
    Value res = int_index(vm, argv[0]);
    if (IS_EXC(res) || argc == 1) return IS_EXC(res) ? res : int_abs(vm, res);
    size_t rs = gc_scope(vm);
    for (int i = 1; i < argc && !IS_EXC(res); i++) {
        /* Each argument is charged: a long argument list is not free. */
        if (!rt_charge(vm, 1)) return VEXC;
        gc_push(vm, res);
        Value x = int_index(vm, argv[i]);
        if (IS_EXC(x)) res = x;
        else if (int_sign(res) != 0) res = int_lcm(vm, res, x);
        gc_unscope(vm, rs);
    }
    return res;
}

static Value m_isqrt(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value n = int_index(vm, argv[0]);
    if (IS_EXC(n)) return n;
    if (int_sign(n) < 0) return exc_raise(vm, EXC_ValueError, "isqrt() argument must be nonnegative");
    return int_isqrt(vm, n);
}

/* comb() and perm(): n and k through __index__, both non-negative. */
static bool comb_args(VM *vm, const Value *argv, Value *n, Value *k) {
    size_t rs = gc_scope(vm);
    *n = int_index(vm, argv[0]);
    if (IS_EXC(*n)) return false;
    gc_push(vm, *n);
    *k = int_index(vm, argv[1]);
    gc_unscope(vm, rs);
    if (IS_EXC(*k)) return false;
    if (int_sign(*n) < 0) {
        exc_raise(vm, EXC_ValueError, "n must be a non-negative integer");
        return false;
    }
    if (int_sign(*k) < 0) {
        exc_raise(vm, EXC_ValueError, "k must be a non-negative integer");
        return false;
    }
    return true;
}

static Value m_comb(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value n, k;
    if (!comb_args(vm, argv, &n, &k)) return VEXC;
    if (int_cmp(k, n) > 0) return v_int(0);
    /* k = min(k, n - k); CPython refuses a k past the range of long long. */
    size_t rs = gc_scope(vm);
    gc_push(vm, n);
    gc_push(vm, k);
    Value d = int_binop(vm, BO_SUB, n, k);
    gc_unscope(vm, rs);
    if (IS_EXC(d)) return d;
    if (int_cmp(d, k) < 0) k = d;
    if (!IS_INT(k))
        return exc_raise(vm, EXC_OverflowError, "min(n - k, k) must not exceed %lld", (long long)INT64_MAX);
    return int_comb(vm, n, (uint64_t)AS_INT(k));
}

static Value m_perm(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (argc < 2 || IS_NONE(argv[1])) return m_factorial(vm, self, 1, argv, kw);
    Value n, k;
    if (!comb_args(vm, argv, &n, &k)) return VEXC;
    /* CPython compares k with n only while n fits a long long. */
    if (IS_INT(n) && int_cmp(k, n) > 0) return v_int(0);
    if (!IS_INT(k)) return exc_raise(vm, EXC_OverflowError, "k must not exceed %lld", (long long)INT64_MAX);
    return int_perm(vm, n, (uint64_t)AS_INT(k));
}

/* The running product stays rooted while the iterator (user code) runs. */
static Value m_prod(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    for (size_t i = 0; kw && i < kw->len; i++)
        if (strcmp(AS_STR(kw->items[i])->data, "start") != 0)
            return exc_raise(vm, EXC_TypeError, "'%U' is an invalid keyword argument for prod()", AS_STR(kw->items[i]));
    Value acc = arg_kw(vm, argc, argv, kw, "start");
    if (IS_EMPTY(acc)) acc = v_int(1);
    size_t rs = gc_scope(vm);
    Value it = obj_iter(vm, argv[0]);
    if (IS_EXC(it)) return it;
    gc_push(vm, it);
    for (;;) {
        gc_push(vm, acc);
        Value x = obj_next(vm, it);
        if (IS_EXC(x)) {
            acc = x;
            break;
        }
        if (IS_EMPTY(x)) break;
        /* A step over a native iterator runs no instruction: charged here. */
        if (!rt_charge(vm, 1)) {
            acc = VEXC;
            break;
        }
        gc_push(vm, x);
        acc = obj_binop(vm, BO_MUL, acc, x);
        gc_unscope(vm, rs + 1);
        if (IS_EXC(acc)) break;
    }
    gc_unscope(vm, rs);
    return acc;
}

/* Shewchuk's exact summation, as CPython's fsum. */
static Value m_fsum(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value it = obj_iter(vm, argv[0]);
    if (IS_EXC(it)) return it;
    gc_push(vm, it);
    double partials[64];
    double *p = partials;
    size_t n = 0, cap = 64;
    double special = 0, inf_sum = 0;
    bool have_special = false;
    Value r = VEXC;
    for (;;) {
        Value v = obj_next(vm, it);
        if (IS_EXC(v)) goto done;
        if (IS_EMPTY(v)) break;
        double x;
        /* Charged per item and per partial it is added to (a native
         * iterator runs no instruction of its own). */
        if (!rt_charge(vm, 1 + (int64_t)n / 8) || !to_double(vm, v, &x)) goto done;
        double xsave = x;
        size_t i = 0;
        for (size_t j = 0; j < n; j++) {
            double y = p[j];
            if (fabs(x) < fabs(y)) {
                double t = x;
                x = y;
                y = t;
            }
            double hi = x + y;
            double lo = y - (hi - x);
            if (lo != 0.0) p[i++] = lo;
            x = hi;
        }
        n = i;
        if (x != 0.0 && !isfinite(x)) {
            /* As CPython: finite summands that sum past the float range
             * are an error; an infinity or NaN summand decides the
             * result and restarts the partials. */
            if (isfinite(xsave)) {
                r = exc_raise(vm, EXC_OverflowError, "intermediate overflow in fsum");
                goto done;
            }
            if (isinf(xsave)) inf_sum += xsave;
            special += xsave;
            have_special = true;
            n = 0;
        } else if (x != 0.0) {
            if (n >= cap) {
                size_t nc = cap * 2;
                double *q = mem_alloc(vm, nc * sizeof(double));
                if (!q) goto done;
                memcpy(q, p, n * sizeof(double));
                if (p != partials) mem_free(vm, p, cap * sizeof(double));
                p = q;
                cap = nc;
            }
            p[n++] = x;
        }
    }
    if (have_special) {
        if (isnan(inf_sum)) r = exc_raise(vm, EXC_ValueError, "-inf + inf in fsum");
        else r = v_float(special);
        goto done;
    }
    double hi = 0.0;
    if (n > 0) {
        hi = p[--n];
        double lo = 0;
        while (n > 0) {
            double x = hi, y = p[--n];
            hi = x + y;
            double yr = hi - x;
            lo = y - yr;
            if (lo != 0.0) break;
        }
        if (n > 0 && ((lo < 0.0 && p[n - 1] < 0.0) || (lo > 0.0 && p[n - 1] > 0.0))) {
            double y = lo * 2.0;
            double x = hi + y;
            double yr = x - hi;
            if (y == yr) hi = x;
        }
    }
    r = v_float(hi);
done:
    if (p != partials) mem_free(vm, p, cap * sizeof(double));
    gc_pop(vm, 1);
    return r;
}

/* Both points are copied into lists of our own, which stay rooted while
 * each coordinate's __float__ (user code) runs; n is read once, and no
 * user code can reach the copies to change their length. */
static Value m_dist(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    size_t rs = gc_scope(vm);
    List *a = rt_list_from_iter(vm, argv[0]);
    if (!a) return VEXC;
    gc_push(vm, v_obj(a));
    List *b = rt_list_from_iter(vm, argv[1]);
    if (!b) {
        gc_unscope(vm, rs);
        return VEXC;
    }
    gc_push(vm, v_obj(b));
    size_t n = a->len;
    if (n != b->len) {
        gc_unscope(vm, rs);
        return exc_raise(vm, EXC_ValueError, "both points must have the same number of dimensions");
    }
    double m = 0;
    bool found_nan = false;
    if (!rt_charge(vm, (int64_t)(n / 4))) {
        gc_unscope(vm, rs);
        return VEXC;
    }
    double *d = n ? mem_alloc(vm, n * sizeof(double)) : NULL;
    if (n && !d) {
        gc_unscope(vm, rs);
        return VEXC;
    }
    for (size_t i = 0; i < n; i++) {
        double x, y;
        if (!to_double(vm, a->items[i], &x) || !to_double(vm, b->items[i], &y)) {
            mem_free(vm, d, n * sizeof(double));
            gc_unscope(vm, rs);
            return VEXC;
        }
        d[i] = fabs(x - y);
        found_nan |= isnan(d[i]);
        if (d[i] > m) m = d[i];
    }
    gc_unscope(vm, rs);
    double r = vector_norm(n, d, m, found_nan);
    mem_free(vm, d, n * sizeof(double));
    return v_float(r);
}

static const MethodDef math_funcs[] = {
    {"sqrt", m_sqrt, 1, 1, 0}, {"exp", m_exp, 1, 1, 0}, {"exp2", m_exp2, 1, 1, 0},
    {"expm1", m_expm1, 1, 1, 0}, {"log", m_log, 0, -1, NATIVE_VARARGS}, {"log2", m_log2, 1, 1, 0},
    {"log10", m_log10, 1, 1, 0}, {"log1p", m_log1p, 1, 1, 0}, {"pow", m_pow, 2, 2, 0},
    {"sin", m_sin, 1, 1, 0}, {"cos", m_cos, 1, 1, 0}, {"tan", m_tan, 1, 1, 0},
    {"asin", m_asin, 1, 1, 0}, {"acos", m_acos, 1, 1, 0}, {"atan", m_atan, 1, 1, 0},
    {"atan2", m_atan2, 2, 2, 0}, {"sinh", m_sinh, 1, 1, 0}, {"cosh", m_cosh, 1, 1, 0},
    {"tanh", m_tanh, 1, 1, 0}, {"asinh", m_asinh, 1, 1, 0}, {"acosh", m_acosh, 1, 1, 0},
    {"atanh", m_atanh, 1, 1, 0}, {"fabs", m_fabs, 1, 1, 0}, {"floor", m_floor, 1, 1, 0},
    {"ceil", m_ceil, 1, 1, 0}, {"trunc", m_trunc, 1, 1, 0}, {"fmod", m_fmod, 2, 2, 0},
    {"modf", m_modf, 1, 1, 0}, {"frexp", m_frexp, 1, 1, 0}, {"ldexp", m_ldexp, 2, 2, 0},
    {"copysign", m_copysign, 2, 2, 0}, {"hypot", m_hypot, 0, -1, 0}, {"dist", m_dist, 2, 2, 0},
    {"degrees", m_degrees, 1, 1, 0}, {"radians", m_radians, 1, 1, 0}, {"isfinite", m_isfinite, 1, 1, 0},
    {"isinf", m_isinf, 1, 1, 0}, {"isnan", m_isnan, 1, 1, 0}, {"isclose", m_isclose, 0, -1, NATIVE_KW},
    {"factorial", m_factorial, 1, 1, 0}, {"gcd", m_gcd, 0, -1, 0}, {"lcm", m_lcm, 0, -1, 0},
    {"isqrt", m_isqrt, 1, 1, 0}, {"comb", m_comb, 2, 2, 0}, {"perm", m_perm, 1, 2, 0},
    {"prod", m_prod, 1, 1, NATIVE_KW | NATIVE_KWCLINIC | NATIVE_KWONLY(1)}, {"fsum", m_fsum, 1, 1, 0}, {"gamma", m_gamma, 1, 1, 0},
    {"lgamma", m_lgamma, 1, 1, 0}, {"erf", m_erf, 1, 1, 0}, {"erfc", m_erfc, 1, 1, 0},
    {"cbrt", m_cbrt, 1, 1, 0}, {"remainder", m_remainder, 2, 2, 0}, {"nextafter", m_nextafter, 2, 2, 0},
    {"ulp", m_ulp, 1, 1, 0},
    {NULL, NULL, 0, 0, 0},
};

Module *math_module_init(VM *vm) {
    Module *m = module_new(vm, "math");
    if (!m) return NULL;
    for (const MethodDef *d = math_funcs; d->name; d++)
        if (!module_add_native(vm, m, d, VNONE)) return NULL;
    static const struct { const char *name; double v; } consts[] = {
        {"pi", M_PI}, {"e", M_E}, {"tau", 2 * M_PI}, {"inf", INFINITY}, {"nan", NAN},
    };
    for (size_t i = 0; i < sizeof consts / sizeof consts[0]; i++) {
        Str *q = str_intern_cstr(vm, consts[i].name);
        if (!q || dict_set_str(vm, m->dict, q, v_float(consts[i].v)) < 0) return NULL;
    }
    return m;
}
