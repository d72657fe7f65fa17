/* Unit tests for the number runtime (runtime/int.c, float.c, format.c):
 * int64 <-> GMP boundaries, Python's floor division and modulo signs,
 * powers, hashing, exact int/float comparison, float repr, rounding,
 * int() and float() parsing, the format-spec mini-language, str.format,
 * limb accounting, the memory cap and an allocation-failure sweep.
 * Expected values come from CPython 3.11. Prints "N passed, M failed";
 * exits non-zero on any failure. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "runtime/rt.h"
#include "include/smolvm.h"

static int passed, failed;

#define CHECK(cond)                                                          \
    do {                                                                     \
        if (cond) passed++;                                                  \
        else {                                                               \
            failed++;                                                        \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                    \
    } while (0)

static VM *new_vm(size_t cap) {
    Limits lim;
    memset(&lim, 0, sizeof lim);
    lim.max_recursion = 100;
    lim.max_memory = cap;
    return rt_vm_new(&lim, 1);
}

/* str(v) equals `want` (an exception fails the check and is cleared). */
static bool str_is(VM *vm, Value v, const char *want) {
    if (IS_EXC(v)) {
        exc_clear(vm);
        vm->halt = HALT_NONE;
        return false;
    }
    Value s = obj_str(vm, v);
    if (IS_EXC(s)) {
        exc_clear(vm);
        return false;
    }
    bool ok = strcmp(AS_STR(s)->data, want) == 0;
    if (!ok) fprintf(stderr, "  got '%s', want '%s'\n", AS_STR(s)->data, want);
    return ok;
}

/* The call raised `id` with message `msg` (cleared afterwards). */
static bool raised(VM *vm, Value r, ExcId id, const char *msg) {
    if (!IS_EXC(r) || !IS_EXCOBJ(vm->exc)) return false;
    ExcObj *e = AS_EXC(vm->exc);
    bool ok = e->cls == vm->exc_types[id];
    if (ok && msg) {
        Value m = e->args->len ? e->args->items[0] : VNONE;
        ok = IS_STR(m) && strcmp(AS_STR(m)->data, msg) == 0;
        if (!ok && IS_STR(m)) fprintf(stderr, "  message '%s', want '%s'\n", AS_STR(m)->data, msg);
    }
    exc_clear(vm);
    return ok;
}

static Value parse(VM *vm, const char *s) { return int_parse(vm, s, strlen(s), 10, VEMPTY); }

static Value big(VM *vm, const char *s) {
    Value v = int_parse(vm, s, strlen(s), 0, VEMPTY);
    return v;
}

static Value binop(VM *vm, BinOp op, Value a, Value b) { return int_binop(vm, op, a, b); }

static void test_boundaries(VM *vm) {
    Value max = v_int(INT64_MAX), min = v_int(INT64_MIN);
    Value r = binop(vm, BO_ADD, max, v_int(1));
    CHECK(IS_BIGINT(r) && str_is(vm, r, "9223372036854775808"));
    Value back = binop(vm, BO_SUB, r, v_int(1));
    CHECK(IS_INT(back) && AS_INT(back) == INT64_MAX);   /* normalised back to int64 */
    r = binop(vm, BO_SUB, min, v_int(1));
    CHECK(IS_BIGINT(r) && str_is(vm, r, "-9223372036854775809"));
    CHECK(str_is(vm, int_neg(vm, min), "9223372036854775808"));
    CHECK(str_is(vm, int_abs(vm, min), "9223372036854775808"));
    CHECK(str_is(vm, binop(vm, BO_FLOORDIV, min, v_int(-1)), "9223372036854775808"));
    CHECK(str_is(vm, binop(vm, BO_MOD, min, v_int(-1)), "0"));
    CHECK(str_is(vm, binop(vm, BO_MUL, max, max), "85070591730234615847396907784232501249"));
    CHECK(str_is(vm, binop(vm, BO_LSHIFT, v_int(-1), v_int(63)), "-9223372036854775808"));
    CHECK(IS_INT(binop(vm, BO_LSHIFT, v_int(-1), v_int(63))));
    CHECK(str_is(vm, binop(vm, BO_LSHIFT, v_int(1), v_int(63)), "9223372036854775808"));
    CHECK(str_is(vm, int_invert(vm, big(vm, "18446744073709551616")), "-18446744073709551617"));
    CHECK(str_is(vm, binop(vm, BO_POW, v_int(-2), v_int(63)), "-9223372036854775808"));
    CHECK(str_is(vm, binop(vm, BO_POW, v_int(-2), v_int(64)), "18446744073709551616"));
    CHECK(str_is(vm, binop(vm, BO_POW, v_int(2), v_int(100)), "1267650600228229401496703205376"));
    CHECK(int_cmp(big(vm, "18446744073709551616"), v_int(INT64_MAX)) == 1);
    CHECK(int_cmp(big(vm, "-18446744073709551616"), v_int(INT64_MIN)) == -1);
    CHECK(int_sign(big(vm, "-18446744073709551616")) == -1);
    mpz_t z;
    mpz_init_set_str(z, "123456789012345678901234567890", 10);
    Value fz = int_from_mpz(vm, z);
    CHECK(str_is(vm, fz, "123456789012345678901234567890"));
    mpz_set_si(z, -5);
    CHECK(IS_INT(int_from_mpz(vm, z)) && AS_INT(int_from_mpz(vm, z)) == -5);
    int_to_mpz(fz, z);
    CHECK(mpz_cmp_ui(z, 1000) > 0);
    mpz_clear(z);
}

static void test_division(VM *vm) {
    /* Floor division and modulo take the divisor's sign. */
    CHECK(AS_INT(binop(vm, BO_FLOORDIV, v_int(-7), v_int(2))) == -4);
    CHECK(AS_INT(binop(vm, BO_FLOORDIV, v_int(7), v_int(-2))) == -4);
    CHECK(AS_INT(binop(vm, BO_MOD, v_int(-7), v_int(3))) == 2);
    CHECK(AS_INT(binop(vm, BO_MOD, v_int(7), v_int(-3))) == -2);
    CHECK(AS_INT(binop(vm, BO_MOD, v_int(-6), v_int(3))) == 0);
    CHECK(str_is(vm, binop(vm, BO_FLOORDIV, big(vm, "-100000000000000000000"), v_int(7)), "-14285714285714285715"));
    CHECK(str_is(vm, binop(vm, BO_MOD, big(vm, "-100000000000000000000"), v_int(7)), "5"));
    CHECK(str_is(vm, binop(vm, BO_MOD, big(vm, "1267650600228229401496703205376"), v_int(-3)), "-2"));
    CHECK(str_is(vm, binop(vm, BO_FLOORDIV, v_int(7), int_neg(vm, big(vm, "1267650600228229401496703205376"))), "-1"));
    CHECK(str_is(vm, num_divmod(vm, v_int(7), v_int(-2)), "(-4, -1)"));
    CHECK(str_is(vm, num_divmod(vm, v_float(-7.5), v_int(2)), "(-4.0, 0.5)"));
    CHECK(str_is(vm, num_divmod(vm, v_int(-1), v_float(INFINITY)), "(-1.0, inf)"));
    CHECK(raised(vm, binop(vm, BO_FLOORDIV, v_int(1), v_int(0)), EXC_ZeroDivisionError,
                 "integer division or modulo by zero"));
    CHECK(raised(vm, binop(vm, BO_MOD, v_int(1), v_int(0)), EXC_ZeroDivisionError, "integer modulo by zero"));
    CHECK(raised(vm, binop(vm, BO_TRUEDIV, v_int(1), v_int(0)), EXC_ZeroDivisionError, "division by zero"));
    CHECK(raised(vm, num_divmod(vm, v_float(1), v_float(0)), EXC_ZeroDivisionError, "float divmod()"));
    CHECK(raised(vm, float_binop(vm, BO_FLOORDIV, 1, 0), EXC_ZeroDivisionError, "float floor division by zero"));
    CHECK(raised(vm, float_binop(vm, BO_MOD, 1, 0), EXC_ZeroDivisionError, "float modulo"));
    CHECK(raised(vm, float_binop(vm, BO_TRUEDIV, 1, 0), EXC_ZeroDivisionError, "float division by zero"));
    CHECK(str_is(vm, float_binop(vm, BO_FLOORDIV, -7.5, 2), "-4.0"));
    CHECK(str_is(vm, float_binop(vm, BO_MOD, 7.5, -2), "-0.5"));
    CHECK(str_is(vm, float_binop(vm, BO_MOD, 0.0, -1), "-0.0"));
    /* True division is correctly rounded, big operands included. */
    CHECK(str_is(vm, binop(vm, BO_TRUEDIV, v_int(1), v_int(3)), "0.3333333333333333"));
    CHECK(str_is(vm, binop(vm, BO_TRUEDIV, binop(vm, BO_POW, v_int(2), v_int(1000)),
                           binop(vm, BO_POW, v_int(3), v_int(500))), "2.9469197145111386e+62"));
    CHECK(str_is(vm, binop(vm, BO_TRUEDIV, binop(vm, BO_ADD, binop(vm, BO_POW, v_int(2), v_int(53)), v_int(1)),
                           v_int(1)), "9007199254740992.0"));
    CHECK(raised(vm, binop(vm, BO_TRUEDIV, binop(vm, BO_POW, v_int(10), v_int(400)), v_int(3)),
                 EXC_OverflowError, "integer division result too large for a float"));
    CHECK(str_is(vm, binop(vm, BO_TRUEDIV, v_int(1), binop(vm, BO_POW, v_int(2), v_int(1074))), "5e-324"));
    CHECK(str_is(vm, binop(vm, BO_TRUEDIV, v_int(1), binop(vm, BO_POW, v_int(2), v_int(1075))), "0.0"));
}

static void test_pow_shift(VM *vm) {
    CHECK(str_is(vm, binop(vm, BO_POW, v_int(2), v_int(-2)), "0.25"));
    CHECK(raised(vm, binop(vm, BO_POW, v_int(0), v_int(-1)), EXC_ZeroDivisionError,
                 "0.0 cannot be raised to a negative power"));
    CHECK(str_is(vm, binop(vm, BO_POW, v_int(0), v_int(0)), "1"));
    CHECK(str_is(vm, binop(vm, BO_POW, v_int(-3), v_int(41)), "-36472996377170786403"));
    CHECK(str_is(vm, num_pow(vm, v_int(2), v_int(-1), v_int(7)), "4"));
    CHECK(str_is(vm, num_pow(vm, v_int(3), v_int(4), v_int(-5)), "-4"));
    CHECK(str_is(vm, num_pow(vm, v_int(2), binop(vm, BO_POW, v_int(10), v_int(20)), v_int(1000000007)), "855473248"));
    CHECK(raised(vm, num_pow(vm, v_int(2), v_int(-1), v_int(4)), EXC_ValueError,
                 "base is not invertible for the given modulus"));
    CHECK(raised(vm, num_pow(vm, v_int(2), v_int(3), v_int(0)), EXC_ValueError, "pow() 3rd argument cannot be 0"));
    CHECK(raised(vm, num_pow(vm, v_float(2), v_int(3), v_int(5)), EXC_TypeError,
                 "pow() 3rd argument not allowed unless all arguments are integers"));
    CHECK(raised(vm, binop(vm, BO_LSHIFT, v_int(1), v_int(-1)), EXC_ValueError, "negative shift count"));
    CHECK(AS_INT(binop(vm, BO_RSHIFT, v_int(-5), v_int(1))) == -3);
    CHECK(AS_INT(binop(vm, BO_RSHIFT, v_int(-5), v_int(100))) == -1);
    CHECK(AS_INT(binop(vm, BO_RSHIFT, big(vm, "-18446744073709551616"), v_int(65))) == -1);
    CHECK(str_is(vm, binop(vm, BO_XOR, big(vm, "-18446744073709551616"), v_int(-1)), "18446744073709551615"));
    CHECK(str_is(vm, float_binop(vm, BO_POW, -2.0, 3), "-8.0"));
    CHECK(raised(vm, float_binop(vm, BO_POW, 10.0, 400), EXC_OverflowError, "(34, 'Numerical result out of range')"));
    CHECK(str_is(vm, float_binop(vm, BO_POW, -8.0, 1.0 / 3), "(1.0000000000000002+1.7320508075688772j)"));
    CHECK(str_is(vm, float_binop(vm, BO_POW, NAN, 0), "1.0"));
}

static void test_hash(VM *vm) {
    CHECK(int_hash(v_int(-1)) == -2);
    CHECK(int_hash(v_int(-2)) == -2);
    CHECK(int_hash(binop(vm, BO_POW, v_int(2), v_int(61))) == 1);
    CHECK(int_hash(binop(vm, BO_SUB, binop(vm, BO_POW, v_int(2), v_int(61)), v_int(1))) == 0);
    CHECK(int_hash(int_neg(vm, binop(vm, BO_POW, v_int(2), v_int(61)))) == -2);
    CHECK(int_hash(big(vm, "1000000000000000000000000000000")) == 465258685558744706);
    CHECK(float_hash(1.0) == int_hash(v_int(1)));
    CHECK(float_hash(-1.0) == -2);
    CHECK(float_hash(0.5) == 1152921504606846976);
    CHECK(float_hash(1e300) == 1224995262755759164);
    CHECK(float_hash(5e-324) == 16777216);
    CHECK(float_hash(INFINITY) == 314159 && float_hash(-INFINITY) == -314159);
    CHECK(float_hash(ldexp(1, 64)) == int_hash(binop(vm, BO_POW, v_int(2), v_int(64))));
}

static void test_compare(VM *vm) {
    Value p53 = binop(vm, BO_POW, v_int(2), v_int(53));
    Value p53p1 = binop(vm, BO_ADD, p53, v_int(1));
    CHECK(int_float_cmp(p53p1, 9007199254740992.0) == 1);   /* the float is 2**53 */
    CHECK(int_float_cmp(p53, 9007199254740992.0) == 0);
    CHECK(int_float_cmp(v_int(INT64_MAX), 9223372036854775808.0) == -1);
    CHECK(int_float_cmp(v_int(INT64_MIN), -9223372036854775808.0) == 0);
    CHECK(int_float_cmp(v_int(1), 1.5) == -1 && int_float_cmp(v_int(2), 1.5) == 1);
    CHECK(int_float_cmp(v_int(-2), -1.5) == -1);
    CHECK(int_float_cmp(v_int(1), NAN) == 2);
    Value huge = binop(vm, BO_POW, v_int(10), v_int(400));
    CHECK(int_float_cmp(huge, INFINITY) == -1 && int_float_cmp(huge, 1e308) == 1);
    CHECK(int_float_cmp(int_neg(vm, huge), -INFINITY) == 1);
    bool ovf;
    CHECK(int_to_double(p53p1, &ovf) == 9007199254740992.0 && !ovf);
    (void)int_to_double(huge, &ovf);
    CHECK(ovf);
    /* Conversion rounds half to even; 2**1024 - 2**970 rounds up past the
     * largest double. */
    Value near = binop(vm, BO_SUB, binop(vm, BO_POW, v_int(2), v_int(1024)), binop(vm, BO_POW, v_int(2), v_int(971)));
    CHECK(int_to_double(near, &ovf) == DBL_MAX && !ovf);
    near = binop(vm, BO_SUB, binop(vm, BO_POW, v_int(2), v_int(1024)), binop(vm, BO_POW, v_int(2), v_int(970)));
    (void)int_to_double(near, &ovf);
    CHECK(ovf);
}

static bool repr_is(double d, const char *want) {
    char buf[48];
    float_repr_buf(d, buf);
    bool ok = strcmp(buf, want) == 0;
    if (!ok) fprintf(stderr, "  repr got '%s', want '%s'\n", buf, want);
    return ok;
}

static void test_float_repr(void) {
    CHECK(repr_is(0.1 + 0.2, "0.30000000000000004"));
    CHECK(repr_is(0.1, "0.1"));
    CHECK(repr_is(1e16, "1e+16"));
    CHECK(repr_is(1e15, "1000000000000000.0"));
    CHECK(repr_is(123456789012345678.0, "1.2345678901234568e+17"));
    CHECK(repr_is(1e-5, "1e-05"));
    CHECK(repr_is(0.0001, "0.0001"));
    CHECK(repr_is(5e-324, "5e-324"));
    CHECK(repr_is(2.2250738585072014e-308, "2.2250738585072014e-308"));
    CHECK(repr_is(DBL_MAX, "1.7976931348623157e+308"));
    CHECK(repr_is(-0.0, "-0.0"));
    CHECK(repr_is(3.0, "3.0"));
    CHECK(repr_is(1e22, "1e+22"));
    CHECK(repr_is(2.0 / 3, "0.6666666666666666"));
    CHECK(repr_is(INFINITY, "inf") && repr_is(-INFINITY, "-inf") && repr_is(NAN, "nan"));
    CHECK(repr_is(ldexp(1, 60), "1.152921504606847e+18"));
    CHECK(repr_is(9007199254740993.0, "9007199254740992.0"));
}

static void test_round(VM *vm) {
    CHECK(str_is(vm, num_round(vm, v_float(2.5), VEMPTY), "2"));
    CHECK(str_is(vm, num_round(vm, v_float(-0.5), VEMPTY), "0"));
    CHECK(str_is(vm, num_round(vm, v_float(1.5), VEMPTY), "2"));
    CHECK(str_is(vm, num_round(vm, v_float(0.125), v_int(2)), "0.12"));
    CHECK(str_is(vm, num_round(vm, v_float(2.675), v_int(2)), "2.67"));
    CHECK(str_is(vm, num_round(vm, v_float(5.4), v_int(-1)), "10.0"));
    CHECK(str_is(vm, num_round(vm, v_float(-0.4), v_int(0)), "-0.0"));
    CHECK(str_is(vm, num_round(vm, v_float(1234.5678), v_int(-2)), "1200.0"));
    CHECK(str_is(vm, num_round(vm, v_float(0.1 + 0.2), v_int(15)), "0.3"));
    CHECK(str_is(vm, num_round(vm, v_float(5e-324), v_int(323)), "0.0"));
    CHECK(str_is(vm, num_round(vm, v_float(-1.23), v_int(-400)), "-0.0"));
    CHECK(raised(vm, num_round(vm, v_float(DBL_MAX), v_int(-308)), EXC_OverflowError,
                 "rounded value too large to represent"));
    CHECK(raised(vm, num_round(vm, v_float(INFINITY), VEMPTY), EXC_OverflowError,
                 "cannot convert float infinity to integer"));
    CHECK(raised(vm, num_round(vm, v_float(NAN), VEMPTY), EXC_ValueError, "cannot convert float NaN to integer"));
    CHECK(str_is(vm, num_round(vm, v_int(25), v_int(-1)), "20"));
    CHECK(str_is(vm, num_round(vm, v_int(15), v_int(-1)), "20"));
    CHECK(str_is(vm, num_round(vm, v_int(-35), v_int(-1)), "-40"));
    CHECK(str_is(vm, num_round(vm, v_int(123), v_int(-400)), "0"));
    CHECK(str_is(vm, num_round(vm, v_bool(true), v_int(1)), "1"));
    CHECK(str_is(vm, num_round(vm, big(vm, "123456789012345678901234567890"), v_int(-20)),
                 "123456789000000000000000000000"));
}

static void test_parse(VM *vm) {
    CHECK(str_is(vm, parse(vm, "1_000_000"), "1000000"));
    CHECK(str_is(vm, parse(vm, "  -42\n"), "-42"));
    CHECK(str_is(vm, parse(vm, "+7"), "7"));
    CHECK(str_is(vm, parse(vm, "99999999999999999999"), "99999999999999999999"));
    CHECK(str_is(vm, parse(vm, "-9223372036854775808"), "-9223372036854775808"));
    CHECK(IS_INT(parse(vm, "-9223372036854775808")));
    CHECK(str_is(vm, parse(vm, "\xd9\xa1\xd9\xa2\xd9\xa3"), "123"));   /* Arabic-Indic digits */
    CHECK(str_is(vm, int_parse(vm, "0x_ff", 5, 0, VEMPTY), "255"));
    CHECK(str_is(vm, int_parse(vm, "-0x1F", 5, 16, VEMPTY), "-31"));
    CHECK(str_is(vm, int_parse(vm, "0b101", 5, 0, VEMPTY), "5"));
    CHECK(str_is(vm, int_parse(vm, "0o17", 4, 8, VEMPTY), "15"));
    CHECK(str_is(vm, int_parse(vm, "z", 1, 36, VEMPTY), "35"));
    CHECK(str_is(vm, int_parse(vm, "00", 2, 0, VEMPTY), "0"));
    CHECK(raised(vm, int_parse(vm, "010", 3, 0, VEMPTY), EXC_ValueError, "invalid literal for int() with base 0: '010'"));
    CHECK(raised(vm, parse(vm, "1__0"), EXC_ValueError, "invalid literal for int() with base 10: '1__0'"));
    CHECK(raised(vm, parse(vm, "_1"), EXC_ValueError, NULL));
    CHECK(raised(vm, parse(vm, "1_"), EXC_ValueError, NULL));
    CHECK(raised(vm, parse(vm, ""), EXC_ValueError, "invalid literal for int() with base 10: ''"));
    CHECK(raised(vm, parse(vm, "1 2"), EXC_ValueError, NULL));
    CHECK(raised(vm, int_parse(vm, "0x", 2, 16, VEMPTY), EXC_ValueError, "invalid literal for int() with base 16: '0x'"));
    CHECK(raised(vm, int_parse(vm, "1", 1, 37, VEMPTY), EXC_ValueError, "int() base must be >= 2 and <= 36, or 0"));
    char digits[4402];
    memset(digits, '7', 4301);
    digits[4301] = 0;
    CHECK(raised(vm, parse(vm, digits), EXC_ValueError,
                 "Exceeds the limit (4300 digits) for integer string conversion: value has 4301 digits; "
                 "use sys.set_int_max_str_digits() to increase the limit"));
    digits[4300] = 0;
    Value v = parse(vm, digits);
    CHECK(IS_BIGINT(v));
    Value s = int_to_str(vm, v, 10);
    CHECK(IS_STR(s) && AS_STR(s)->blen == 4300);
    CHECK(raised(vm, int_to_str(vm, binop(vm, BO_MUL, v, v_int(10)), 10), EXC_ValueError,
                 "Exceeds the limit (4300 digits) for integer string conversion; "
                 "use sys.set_int_max_str_digits() to increase the limit"));
    CHECK(str_is(vm, int_to_str(vm, v_int(-255), 16), "-0xff"));
    CHECK(str_is(vm, int_to_str(vm, v_int(5), 2), "0b101"));
    CHECK(str_is(vm, int_to_str(vm, big(vm, "-18446744073709551616"), 8), "-0o2000000000000000000000"));
    CHECK(str_is(vm, float_parse(vm, "1_000.5", 7, VEMPTY), "1000.5"));
    CHECK(str_is(vm, float_parse(vm, " -Infinity ", 11, VEMPTY), "-inf"));
    CHECK(str_is(vm, float_parse(vm, "nan", 3, VEMPTY), "nan"));
    CHECK(str_is(vm, float_parse(vm, ".5e-3", 5, VEMPTY), "0.0005"));
    CHECK(str_is(vm, float_parse(vm, "1e500", 5, VEMPTY), "inf"));
    CHECK(raised(vm, float_parse(vm, "0x10", 4, VEMPTY), EXC_ValueError, "could not convert string to float: '0x10'"));
    CHECK(raised(vm, float_parse(vm, "1_.0", 4, VEMPTY), EXC_ValueError, NULL));
    CHECK(raised(vm, float_parse(vm, "1e", 2, VEMPTY), EXC_ValueError, NULL));
    CHECK(raised(vm, int_from_double(vm, NAN), EXC_ValueError, "cannot convert float NaN to integer"));
    CHECK(str_is(vm, int_from_double(vm, 1e20), "100000000000000000000"));
    CHECK(str_is(vm, int_from_double(vm, -1.9), "-1"));
}

static bool fmt_is(VM *vm, Value v, const char *spec, const char *want) {
    Str *s = str_new(vm, spec, strlen(spec));
    return s && str_is(vm, obj_format(vm, v, s), want);
}

static bool fmt_raises(VM *vm, Value v, const char *spec, ExcId id, const char *msg) {
    Str *s = str_new(vm, spec, strlen(spec));
    return s && raised(vm, obj_format(vm, v, s), id, msg);
}

static void test_format(VM *vm) {
    CHECK(fmt_is(vm, v_int(1234), "08,", "0,001,234"));
    CHECK(fmt_is(vm, v_int(-1234), "010,", "-0,001,234"));
    CHECK(fmt_is(vm, v_int(255), "#010x", "0x000000ff"));
    CHECK(fmt_is(vm, v_int(-255), "#010_x", "-0x00_00ff"));
    CHECK(fmt_is(vm, v_int(255), "^#12_b", "0b1111_1111 "));
    CHECK(fmt_is(vm, v_int(1234), "x<+10,", "+1,234xxxx"));
    CHECK(fmt_is(vm, v_int(65), "c", "A"));
    CHECK(fmt_is(vm, v_int(233), "\xc3\xa9^5c", "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"));
    CHECK(fmt_is(vm, v_int(3), ".2f", "3.00"));
    CHECK(fmt_is(vm, v_bool(true), "", "True"));
    CHECK(fmt_is(vm, v_bool(true), ">5", "    1"));
    CHECK(fmt_is(vm, v_float(1234567.891), "020,.2f", "0,000,001,234,567.89"));
    CHECK(fmt_is(vm, v_float(-1234567.891), "=20,.2f", "-       1,234,567.89"));
    CHECK(fmt_is(vm, v_float(1e16), "", "1e+16"));
    CHECK(fmt_is(vm, v_float(100.0), ".3", "1e+02"));
    CHECK(fmt_is(vm, v_float(1.0), ".3", "1.0"));
    CHECK(fmt_is(vm, v_float(0.1), "%", "10.000000%"));
    CHECK(fmt_is(vm, v_float(1.5), ".0%", "150%"));
    CHECK(fmt_is(vm, v_float(3.14159), "#.0e", "3.e+00"));
    CHECK(fmt_is(vm, v_float(12.0), "#g", "12.0000"));
    CHECK(fmt_is(vm, v_float(0.1), ".20f", "0.10000000000000000555"));
    CHECK(fmt_is(vm, v_float(-0.001), "z.2f", "0.00"));
    CHECK(fmt_is(vm, v_float(NAN), "08.2f", "00000nan"));
    CHECK(fmt_is(vm, v_float(NAN), "+", "+nan"));
    CHECK(fmt_is(vm, v_float(-INFINITY), "=+10", "-      inf"));
    CHECK(fmt_is(vm, v_float(1e-10), "G", "1E-10"));
    CHECK(fmt_is(vm, v_float(2.5), ".0f", "2"));
    CHECK(fmt_is(vm, str_cvalue(vm, "ab"), "05", "ab000"));
    CHECK(fmt_is(vm, str_cvalue(vm, "h\xc3\xa9llo"), "*^9.3", "***h\xc3\xa9l***"));
    CHECK(fmt_is(vm, VNONE, "", "None"));
    CHECK(fmt_raises(vm, v_int(1), ",,", EXC_ValueError, "Cannot specify ',' with ','."));
    CHECK(fmt_raises(vm, v_int(1), ",_", EXC_ValueError, "Cannot specify both ',' and '_'."));
    CHECK(fmt_raises(vm, v_int(1), ",b", EXC_ValueError, "Cannot specify ',' with 'b'."));
    CHECK(fmt_raises(vm, v_int(1), "dd", EXC_ValueError, "Invalid format specifier 'dd' for object of type 'int'"));
    CHECK(fmt_raises(vm, v_int(1), ".2", EXC_ValueError, "Precision not allowed in integer format specifier"));
    CHECK(fmt_raises(vm, v_int(-1), "c", EXC_OverflowError, "%c arg not in range(0x110000)"));
    CHECK(fmt_raises(vm, v_float(1.5), "d", EXC_ValueError, "Unknown format code 'd' for object of type 'float'"));
    CHECK(fmt_raises(vm, v_bool(true), "s", EXC_ValueError, "Unknown format code 's' for object of type 'bool'"));
    CHECK(fmt_raises(vm, str_cvalue(vm, "ab"), "x", EXC_ValueError, "Unknown format code 'x' for object of type 'str'"));
    CHECK(fmt_raises(vm, str_cvalue(vm, "ab"), ",", EXC_ValueError, "Cannot specify ',' with 's'."));
    CHECK(fmt_raises(vm, str_cvalue(vm, "ab"), ".", EXC_ValueError, "Format specifier missing precision"));
    CHECK(fmt_raises(vm, str_cvalue(vm, "ab"), "+", EXC_ValueError, "Sign not allowed in string format specifier"));
    CHECK(fmt_raises(vm, str_cvalue(vm, "ab"), "=5", EXC_ValueError,
                     "'=' alignment not allowed in string format specifier"));
    CHECK(fmt_raises(vm, VNONE, "x", EXC_TypeError, "unsupported format string passed to NoneType.__format__"));
    CHECK(fmt_raises(vm, v_int(1), "99999999999999999999", EXC_ValueError, "Too many decimal digits in format string"));
}

static Value sfmt(VM *vm, const char *fmt, int argc, const Value *argv, Tuple *kw) {
    Str *f = str_new(vm, fmt, strlen(fmt));
    return f ? str_format_method(vm, f, argc, argv, kw) : VEXC;
}

static void test_str_format(VM *vm) {
    Value args[3] = {v_int(1), str_cvalue(vm, "x"), v_float(2.5)};
    CHECK(str_is(vm, sfmt(vm, "{} {} {}", 3, args, NULL), "1 x 2.5"));
    CHECK(str_is(vm, sfmt(vm, "{2}{0}{0}", 3, args, NULL), "2.511"));
    CHECK(str_is(vm, sfmt(vm, "{{{0}}}", 1, args, NULL), "{1}"));
    CHECK(str_is(vm, sfmt(vm, "{!r:>5}", 2, args + 1, NULL), "  'x'"));
    CHECK(str_is(vm, sfmt(vm, "{:{}}", 2, (Value[]){v_int(1), v_int(5)}, NULL), "    1"));
    CHECK(str_is(vm, sfmt(vm, "{0.real}", 1, args, NULL), "1"));
    Value kwv = tuple_pack(vm, 1, (Value[]){str_cvalue(vm, "w")});
    CHECK(!IS_EXC(kwv));
    Value withkw[2] = {v_int(7), v_int(4)};
    CHECK(str_is(vm, sfmt(vm, "{0:>{w}}|", 1, withkw, AS_TUPLE(kwv)), "   7|"));
    CHECK(raised(vm, sfmt(vm, "{} {}", 1, args, NULL), EXC_IndexError,
                 "Replacement index 1 out of range for positional args tuple"));
    CHECK(raised(vm, sfmt(vm, "{0} {}", 2, args, NULL), EXC_ValueError,
                 "cannot switch from manual field specification to automatic field numbering"));
    CHECK(raised(vm, sfmt(vm, "{} {0}", 2, args, NULL), EXC_ValueError,
                 "cannot switch from automatic field numbering to manual field specification"));
    CHECK(raised(vm, sfmt(vm, "}", 0, NULL, NULL), EXC_ValueError, "Single '}' encountered in format string"));
    CHECK(raised(vm, sfmt(vm, "{", 0, NULL, NULL), EXC_ValueError, "Single '{' encountered in format string"));
    CHECK(raised(vm, sfmt(vm, "{0!x}", 1, args, NULL), EXC_ValueError, "Unknown conversion specifier x"));
    CHECK(raised(vm, sfmt(vm, "{:{:{}}}", 3, args, NULL), EXC_ValueError, "Max string recursion exceeded"));
    CHECK(raised(vm, sfmt(vm, "{a}", 0, NULL, NULL), EXC_KeyError, "a"));
    CHECK(raised(vm, sfmt(vm, "{0.__class__}", 1, args, NULL), EXC_AttributeError, NULL));
    CHECK(raised(vm, sfmt(vm, "{0[}", 1, args, NULL), EXC_ValueError, "expected '}' before end of string"));
}

/* BigInt limbs are in the account while alive and leave it when swept. */
static void test_accounting(void) {
    VM *vm = new_vm(0);
    CHECK(vm != NULL);
    if (!vm) return;
    gc_collect(vm);
    size_t base = vm->live_bytes;
    Value v = binop(vm, BO_POW, v_int(3), v_int(100000));   /* ~158k bits */
    CHECK(IS_BIGINT(v));
    CHECK(bigint_accounted(AS_BIGINT(v)) >= 158000 / 8);
    CHECK(vm->live_bytes >= base + bigint_accounted(AS_BIGINT(v)));
    gc_collect(vm);   /* nothing roots v */
    CHECK(vm->live_bytes == base);
    rt_vm_free(vm);
}

/* A result that cannot fit under the cap is refused before GMP runs. */
static void test_memory_cap(void) {
    VM *vm = new_vm(8u << 20);
    CHECK(vm != NULL);
    if (!vm) return;
    /* Blocks kept for reuse may be given back under the pressure: what
     * is held beyond them must not change. */
    size_t before = vm->live_bytes - mem_pool_bytes(vm);
    Value r = binop(vm, BO_POW, v_int(3), v_int(1000000000));
    CHECK(IS_EXC(r) && vm->halt == HALT_MEMORY && vm->live_bytes - mem_pool_bytes(vm) == before);
    vm->halt = HALT_NONE;
    r = binop(vm, BO_LSHIFT, v_int(1), binop(vm, BO_POW, v_int(2), v_int(70)));
    CHECK(IS_EXC(r) && vm->halt == HALT_MEMORY);
    vm->halt = HALT_NONE;
    r = binop(vm, BO_POW, v_int(7), v_int(10000));   /* fits */
    CHECK(IS_BIGINT(r));
    Str *spec = str_new(vm, "99999999999", 11);
    r = obj_format(vm, v_int(1), spec);
    CHECK(IS_EXC(r) && vm->halt != HALT_NONE);
    vm->halt = HALT_NONE;
    exc_clear(vm);
    rt_vm_free(vm);
}

/* Fail the Nth allocation of each operation for every N: each either
 * succeeds or fails cleanly with the memory halt, and the VM stays sound
 * (ASan proves no leak or use after free). */
static void test_alloc_failures(void) {
    for (int op = 0; op < 8; op++) {
        for (int64_t n = 0; n < 40; n++) {
            VM *vm = new_vm(0);
            if (!vm) {
                CHECK(false);
                return;
            }
            Value big1 = binop(vm, BO_POW, v_int(3), v_int(300));
            Str *spec = str_new(vm, "*^+40,.3f", 9);
            Str *fmt = str_new(vm, "{0:>30} {1!r} {0:x}", 19);
            vm->fail_after = n;
            Value r = VNONE;
            Value args[2] = {big1, v_float(0.1)};
            switch (op) {
            case 0: r = binop(vm, BO_MUL, big1, big1); break;
            case 1: r = int_to_str(vm, big1, 10); break;
            case 2: r = obj_format(vm, v_float(1234567.25), spec); break;
            case 3: r = str_format_method(vm, fmt, 2, args, NULL); break;
            case 4: r = int_parse(vm, "123456789012345678901234567890", 30, 10, VEMPTY); break;
            case 5: r = num_round(vm, v_float(2.675), v_int(2)); break;
            case 6: r = num_divmod(vm, big1, v_int(7)); break;
            default: r = float_repr(vm, 0.1); break;
            }
            vm->fail_after = -1;
            CHECK(!IS_EXC(r) || vm->halt == HALT_MEMORY || IS_EXCOBJ(vm->exc));
            vm->halt = HALT_NONE;
            exc_clear(vm);
            Value again = binop(vm, BO_ADD, big1, v_int(1));
            CHECK(IS_BIGINT(again));
            rt_vm_free(vm);
        }
    }
}

/* Through the public API: the cap ends the run, the session survives. */
static void test_api(void) {
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.max_memory = 32u << 20;
    cfg.hash_seed = 1;
    smol_vm *vm = smol_vm_new(&cfg);
    smol_session *s = smol_session_new(vm);
    CHECK(vm && s);
    if (!vm || !s) return;
    smol_result r;
    const char *a = "x = 2 ** 100\ny = 2 ** (10 ** 10)\n";
    smol_run(s, a, strlen(a), "<t>", &r);
    CHECK(r.status == SMOL_MEMORY);
    smol_result_free(&r);
    const char *b = "print(x % 97, f'{x:,}'[:9], round(2.675, 2), 0.1 + 0.2, -7 // 2, '{:>6.1%}'.format(0.25))\n";
    smol_run(s, b, strlen(b), "<t>", &r);
    CHECK(r.status == SMOL_OK);
    CHECK(r.logs && strcmp(r.logs, "16 1,267,650 2.67 0.30000000000000004 -4  25.0%\n") == 0);
    if (r.logs && r.status == SMOL_OK && strcmp(r.logs, "16 1,267,650 2.67 0.30000000000000004 -4  25.0%\n"))
        fprintf(stderr, "  logs: %s", r.logs);
    smol_result_free(&r);
    const char *c = "int('12a')\n";
    smol_run(s, c, strlen(c), "<t>", &r);
    CHECK(r.status == SMOL_EXCEPTION && r.error_message &&
          strcmp(r.error_message, "invalid literal for int() with base 10: '12a'") == 0);
    smol_result_free(&r);
    smol_session_free(s);
    smol_vm_free(vm);
}

int main(void) {
    VM *vm = new_vm(0);
    CHECK(vm != NULL);
    if (vm) {
        test_boundaries(vm);
        test_division(vm);
        test_pow_shift(vm);
        test_hash(vm);
        test_compare(vm);
        test_round(vm);
        test_parse(vm);
        test_format(vm);
        test_str_format(vm);
        rt_vm_free(vm);
    }
    test_float_repr();
    test_accounting();
    test_memory_cap();
    test_alloc_failures();
    test_api();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
