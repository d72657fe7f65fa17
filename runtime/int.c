/* Integers: arbitrary-precision arithmetic with CPython's semantics, the
 * int type's constructor and methods, and the numeric builtins round(),
 * divmod() and three-argument pow().
 *
 * An int is a VT_INT (int64) while it fits, else a BigInt holding a GMP
 * mpz_t; every result is normalised back to VT_INT when it fits. A BigInt
 * of up to two limbs keeps them in the object (its mpz a read-only view),
 * and ints under 2**128 are mostly worked on in 128-bit C without GMP. GMP
 * allocates with its own malloc (mp_set_memory_functions is process-global
 * and belongs to the host), so before any GMP operation that can grow we
 * bound the result size and ask the accounted allocator whether it fits
 * (room_for_bits); the limbs a BigInt ends up holding are then added to the
 * VM's account (take), and returned by bigint_free. Operands are viewed as
 * read-only mpz values without copying (zview), so mixing an int64 with a
 * BigInt allocates nothing extra. Big operations charge the instruction
 * budget in proportion to the limb work they do. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <unictype.h>
#include "rt.h"
#include "names.h"

_Static_assert(sizeof(mp_limb_t) == 8 && GMP_NUMB_BITS == 64, "smolvm assumes 64-bit GMP limbs without nails");
_Static_assert(sizeof(long) == 8, "smolvm assumes an LP64 platform (GMP's *_si functions take int64)");

/* CPython's sys.int_info.default_max_str_digits. */
#define MAX_STR_DIGITS 4300
/* No int may exceed this many bits, whatever the memory cap: GMP aborts the
 * process on sizes near 2^37 bits, and a bignum this large is never what a
 * snippet meant. */
#define BIGINT_MAX_BITS ((uint64_t)1 << 35)
/* The modulus of CPython's numeric hash, 2**61 - 1. */
#define HASH_BITS 61
#define HASH_MOD (((uint64_t)1 << HASH_BITS) - 1)

static const char *const str_digits_msg =
    "Exceeds the limit (4300 digits) for integer string conversion; "
    "use sys.set_int_max_str_digits() to increase the limit";

/* ---- representation ------------------------------------------------------ */

static inline Value as_int(Value v) { return IS_BOOL(v) ? v_int(AS_BOOL(v)) : v; }

Value num_unwrap(Value v) {
    if (IS_INSTANCE(v)) {
        Value b = AS_INSTANCE(v)->builtin_value;
        if (IS_INT(b) || IS_BOOL(b) || IS_FLOAT(b) || IS_BIGINT(b)) return b;
    }
    return v;
}

/* A read-only mpz view of an int64 (or the BigInt's own mpz), built on a
 * limb that lives in the view: no allocation. */
typedef struct ZView {
    mpz_t z;
    mp_limb_t limb;
} ZView;

static mpz_srcptr zview(ZView *zv, Value v) {
    if (IS_BIGINT(v)) return AS_BIGINT(v)->z;
    int64_t i = IS_BOOL(v) ? AS_BOOL(v) : AS_INT(v);
    zv->limb = i < 0 ? (mp_limb_t)0 - (mp_limb_t)i : (mp_limb_t)i;
    return mpz_roinit_n(zv->z, &zv->limb, i < 0 ? -1 : i > 0 ? 1 : 0);
}

/* |z| as a read-only view sharing z's limbs. */
static mpz_srcptr zabs(mpz_t view, mpz_srcptr z) {
    return mpz_roinit_n(view, mpz_limbs_read(z), (mp_size_t)mpz_size(z));
}

static uint64_t zbits(mpz_srcptr z) { return mpz_sgn(z) ? (uint64_t)mpz_sizeinbase(z, 2) : 0; }

/* ---- cost model -----------------------------------------------------------
 *
 * Every big-int operation is charged to the instruction budget, and its
 * memory checked against the cap, BEFORE GMP runs it, from the operand
 * sizes alone: an operation that cannot fit what is left of the budget, or
 * that by the estimate could not finish before the deadline, is refused
 * without being started (GMP cannot be interrupted).
 *
 * The estimates are in nanoseconds of this machine's GMP 6.2 (measured cold,
 * page faults of fresh scratch included; n limbs of 64 bits):
 *   multiplication hi x lo limbs (hi >= lo): hi * lo up to 32 limbs
 *     (schoolbook), 32 * hi * log2(lo) beyond (Karatsuba, Toom, FFT:
 *     measured 17 to 32 ns * log2 n per limb from 1k to 1M limbs);  M(n) =
 *     the n x n case;
 *   division: twice the multiplication of quotient by divisor (measured
 *     1.6x); square root of n limbs: M(n) (measured 0.7x);
 *   gcd: 2 M(n) log2 n (measured 1.1-1.2); modular inverse 3 M(n) log2 n
 *     (measured 2.0); modular power: 2.5 M(n) per exponent bit (1.3-1.9);
 *   decimal text of n limbs: M(n) log2 n / 2 out (measured 0.2-0.26),
 *     M(n) log2 n / 4 in (0.1); power-of-two bases, additions, shifts, bit
 *     operations, copies: 2 ns per limb;
 *   factorial: 1.5 M(R), binomial 3 M(R) for a result of R limbs (1.25, 2.1).
 * One budget unit is UNIT_NS nanoseconds of estimated work, about what one
 * interpreted instruction costs, so a run's budget bounds its wall time
 * whether it spends it in bytecode or in GMP.
 *
 * GMP's scratch space is bounded the same way, from peak RSS measured
 * around each operation (result included): multiplication, division and
 * gcd 4 x (operand limbs), modular inverse 5 x, square root 4 x the
 * operand (measured 3.4-3.7 past 100k limbs), modular power up to 32 x
 * the modulus for a 64-bit exponent chunk (22 measured),
 * decimal output 8 x, input 4 x, power and factorial 5 x the result,
 * binomial 9 x, a product tree 6 x its product. */
#define UNIT_NS 8
/* Work below this many units rides on the periodic deadline check of
 * rt_charge; above it the deadline is compared with the estimate first. */
#define DEADLINE_CHECK_UNITS 4096
/* A machine busy with other work runs GMP up to three times slower than
 * calibrated: the deadline is compared with twice the estimate, so a long
 * step that would overrun it is refused rather than started. */
#define DEADLINE_MARGIN 2.0

static uint64_t sat_mul(uint64_t a, uint64_t b) {
    uint64_t r;
    return __builtin_mul_overflow(a, b, &r) ? UINT64_MAX : r;
}

static uint64_t sat_add(uint64_t a, uint64_t b) { return a + b < a ? UINT64_MAX : a + b; }

static uint64_t ilog2(uint64_t n) { return n ? (uint64_t)(63 - __builtin_clzll(n)) : 0; }

static uint64_t mul_ns(uint64_t na, uint64_t nb) {
    uint64_t lo = na < nb ? na : nb, hi = na < nb ? nb : na;
    if (lo <= 32) return sat_add(sat_mul(lo, hi), hi);
    return sat_mul(sat_mul(hi, 32), ilog2(lo) + 1);
}

static uint64_t div_ns(uint64_t nq, uint64_t nb) { return sat_add(sat_mul(2, mul_ns(nq, nb)), nq + nb); }

static uint64_t linear_ns(uint64_t limbs) { return sat_mul(limbs, 2); }

static uint64_t gcd_ns(uint64_t na, uint64_t nb, unsigned factor) {
    uint64_t hi = na > nb ? na : nb, lo = na > nb ? nb : na;
    /* A first division brings the larger operand to the smaller's size. */
    uint64_t first = hi > lo + 1 ? div_ns(hi - lo + 1, lo) : 0;
    return sat_add(first, sat_mul(sat_mul(mul_ns(lo, lo), ilog2(lo) + 1), factor));
}

static uint64_t decimal_ns(uint64_t limbs, unsigned divisor) {
    return sat_add(sat_mul(mul_ns(limbs, limbs), ilog2(limbs) + 1) / divisor, linear_ns(limbs));
}

/* Can `ns` of work still fit in the budget and before the deadline? Halts
 * the run (budget or deadline) when it cannot; charges nothing. */
static bool work_fits(VM *vm, uint64_t ns) {
    if (vm->halt) return false;
    uint64_t units = ns / UNIT_NS;
    if (units < DEADLINE_CHECK_UNITS) return true;
    int64_t left = vm->budget_left + (vm->fuel > 0 ? vm->fuel : 0);
    if (units > (uint64_t)left) {
        /* Refused whole: the budget is spent, the work never started. */
        vm->budget_left = 0;
        vm->fuel = 0;
        rt_halt(vm, HALT_BUDGET);
        return false;
    }
    if (vm->limits.deadline_seconds > 0) {
        double remaining = vm->limits.deadline_seconds - (rt_now(vm) - vm->run_start);
        if ((double)ns * 1e-9 * DEADLINE_MARGIN > remaining) {
            rt_halt(vm, HALT_DEADLINE);
            return false;
        }
    }
    return true;
}

bool num_work(VM *vm, uint64_t ns) {
    uint64_t units = ns / UNIT_NS;
    if (units < DEADLINE_CHECK_UNITS) return !vm->halt && rt_charge(vm, (int64_t)units);
    if (!work_fits(vm, ns)) return false;
    /* Move the whole charge from the budget into the fast counter at once
     * (rt_charge_slow refills it in small slices). */
    int64_t u = (int64_t)units;
    if (vm->fuel < u) {
        int64_t need = u - vm->fuel;
        vm->budget_left -= need;
        vm->fuel += need;
    }
    vm->fuel -= u;
    return true;
}

/* Refuse a result of up to `bits` bits, plus `scratch` limbs of GMP
 * temporaries, before GMP allocates them. */
static bool room_for(VM *vm, uint64_t bits, uint64_t scratch) {
    if (bits > BIGINT_MAX_BITS || scratch > BIGINT_MAX_BITS / 64) {
        rt_halt(vm, HALT_MEMORY);
        return false;
    }
    return mem_would_fit(vm, (size_t)(bits / 8) + (size_t)scratch * sizeof(mp_limb_t) + 64);
}

static bool room_for_bits(VM *vm, uint64_t bits) { return room_for(vm, bits, 0); }

/* A BigInt of magnitude hi * 2**64 + lo (past int64: the caller checked)
 * held in the object itself, its mpz a read-only view of those limbs. */
static Value bigint_inline(VM *vm, bool neg, uint64_t lo, uint64_t hi) {
    BigInt *b = obj_alloc_uninit(vm, OK_BIGINT, sizeof(BigInt));
    if (!b) return VEXC;
    b->inl[0] = (mp_limb_t)lo;
    b->inl[1] = (mp_limb_t)hi;
    int n = hi ? 2 : 1;
    /* What mpz_roinit_n sets, without the call: alloc 0 marks limbs GMP
     * must never write or free. */
    b->z->_mp_alloc = 0;
    b->z->_mp_size = neg ? -n : n;
    b->z->_mp_d = b->inl;
    return v_obj(b);
}

/* Take ownership of a computed mpz: an int64 when it fits, else a BigInt,
 * inline when small, else holding r's limbs, added to the account. `r` is
 * cleared in every case. */
static Value take(VM *vm, mpz_t r) {
    if (mpz_fits_slong_p(r)) {
        long x = mpz_get_si(r);
        mpz_clear(r);
        return v_int(x);
    }
    size_t n = mpz_size(r);
    if (n <= BIGINT_INLINE_LIMBS) {
        const mp_limb_t *d = mpz_limbs_read(r);
        Value v = bigint_inline(vm, mpz_sgn(r) < 0, (uint64_t)d[0], n > 1 ? (uint64_t)d[1] : 0);
        mpz_clear(r);
        return v;
    }
    BigInt *b = obj_alloc(vm, OK_BIGINT, sizeof(BigInt));
    if (!b) {
        mpz_clear(r);
        return VEXC;
    }
    mpz_init(b->z);
    mpz_swap(b->z, r);
    mpz_clear(r);
    /* Added before the check: the bytes exist, and bigint_free gives back
     * exactly this (from _mp_alloc) even when the cap was crossed. */
    if (!mem_account_add(vm, bigint_accounted(b))) return VEXC;
    return v_obj(b);
}

Value int_from_mpz(VM *vm, const mpz_t z) {
    if (mpz_fits_slong_p(z)) return v_int(mpz_get_si(z));
    if (!room_for_bits(vm, zbits(z))) return VEXC;
    mpz_t r;
    mpz_init_set(r, z);
    return take(vm, r);
}

Value int_from_i128(VM *vm, __int128 v) {
    if (v >= INT64_MIN && v <= INT64_MAX) return v_int((int64_t)v);
    unsigned __int128 m = v < 0 ? (unsigned __int128)0 - (unsigned __int128)v : (unsigned __int128)v;
    return bigint_inline(vm, v < 0, (uint64_t)m, (uint64_t)(m >> 64));
}

void int_to_mpz(Value v, mpz_t out) {
    ZView zv;
    mpz_set(out, zview(&zv, num_unwrap(as_int(v))));
}

void bigint_free(VM *vm, BigInt *b) {
    /* An object that failed half-way through construction is all zeroes:
     * nothing to clear. */
    if (!b->z->_mp_d || b->z->_mp_d == b->inl) return;
    /* What take() added: _mp_alloc, unchanged since (z is never written). */
    mem_account_sub(vm, bigint_accounted(b));
    mpz_clear(b->z);
    b->z->_mp_d = NULL;
}

int int_sign(Value a) {
    a = as_int(num_unwrap(a));
    if (IS_INT(a)) return AS_INT(a) < 0 ? -1 : AS_INT(a) > 0;
    /* Only an int has a sign here: anything else (a caller's mistake) is
     * never read as a big int's limbs. */
    if (!IS_BIGINT(a)) return 0;
    return mpz_sgn(AS_BIGINT(a)->z);
}

int int_cmp(Value a, Value b) {
    a = as_int(num_unwrap(a));
    b = as_int(num_unwrap(b));
    if (IS_INT(a) && IS_INT(b)) return AS_INT(a) < AS_INT(b) ? -1 : AS_INT(a) > AS_INT(b);
    ZView va, vb;
    int c = mpz_cmp(zview(&va, a), zview(&vb, b));
    return c < 0 ? -1 : c > 0;
}

/* ---- conversion to and from double ----------------------------------- */

/* Bits [shift, shift+64) of a limb array (the bits above the value are
 * zero), with `sticky` set when any bit below `shift` is set. */
static uint64_t bits_at(const mp_limb_t *d, size_t n, uint64_t shift, bool *sticky) {
    size_t li = (size_t)(shift / 64);
    unsigned bi = (unsigned)(shift % 64);
    uint64_t x = d[li] >> bi;
    if (bi && li + 1 < n) x |= d[li + 1] << (64 - bi);
    bool s = bi && (d[li] & (((uint64_t)1 << bi) - 1)) != 0;
    for (size_t i = 0; i < li && !s; i++) s = d[i] != 0;
    *sticky = s;
    return x;
}

/* z correctly rounded (half to even) to a double, as PyLong_AsDouble.
 * False when the rounded value does not fit in a double. */
static bool mpz_to_double(mpz_srcptr z, double *out) {
    uint64_t bits = zbits(z);
    if (bits <= 53) {
        *out = mpz_get_d(z);  /* exact */
        return true;
    }
    if (bits > DBL_MAX_EXP) return false;
    /* The top 55 bits plus a sticky bit: converting those 55 bits rounds
     * at bit 2 with the sticky bit breaking ties, which is exactly round
     * half to even of the whole value. */
    bool sticky;
    uint64_t shift = bits - 55;
    uint64_t x = bits_at(mpz_limbs_read(z), mpz_size(z), shift, &sticky);
    x |= sticky;
    double d = ldexp((double)x, (int)shift);
    if (isinf(d)) return false;
    *out = mpz_sgn(z) < 0 ? -d : d;
    return true;
}

double int_frexp(Value v, int64_t *e) {
    v = as_int(num_unwrap(v));
    int ex = 0;
    if (IS_INT(v)) {
        double m = frexp((double)AS_INT(v), &ex);
        *e = ex;
        return m;
    }
    mpz_srcptr z = AS_BIGINT(v)->z;
    /* The top 55 bits with a sticky bit convert to the correctly rounded
     * 53-bit mantissa (as in mpz_to_double). */
    bool sticky;
    uint64_t shift = zbits(z) - 55;
    uint64_t x = bits_at(mpz_limbs_read(z), mpz_size(z), shift, &sticky) | sticky;
    double m = frexp((double)x, &ex);
    *e = (int64_t)ex + (int64_t)shift;
    return mpz_sgn(z) < 0 ? -m : m;
}

double int_to_double(Value v, bool *overflow) {
    v = as_int(num_unwrap(v));
    *overflow = false;
    if (IS_INT(v)) return (double)AS_INT(v);
    double d;
    if (!mpz_to_double(AS_BIGINT(v)->z, &d)) {
        *overflow = true;
        return mpz_sgn(AS_BIGINT(v)->z) < 0 ? -HUGE_VAL : HUGE_VAL;
    }
    return d;
}

/* a / b correctly rounded, CPython's long_true_divide: scale the quotient
 * to 55 or 56 significant bits (fewer for a subnormal result), then round
 * half to even with the remainder as a sticky bit. */
bool int_ratio_to_double(const mpz_t a, const mpz_t b, double *out) {
    bool neg = (mpz_sgn(a) < 0) != (mpz_sgn(b) < 0);
    if (mpz_sgn(a) == 0) {
        *out = neg ? -0.0 : 0.0;
        return true;
    }
    uint64_t abits = zbits(a), bbits = zbits(b);
    if (abits <= 53 && bbits <= 53) {
        *out = mpz_get_d(a) / mpz_get_d(b);  /* both exact: one rounding */
        return true;
    }
    int64_t diff = (int64_t)abits - (int64_t)bbits;
    if (diff > DBL_MAX_EXP) return false;
    if (diff < DBL_MIN_EXP - DBL_MANT_DIG - 1) {
        *out = neg ? -0.0 : 0.0;
        return true;
    }
    int64_t shift = (diff > DBL_MIN_EXP ? diff : DBL_MIN_EXP) - DBL_MANT_DIG - 2;
    mpz_t va, vb, q, r, t;
    mpz_srcptr x = zabs(va, a), y = zabs(vb, b);
    mpz_inits(q, r, t, NULL);
    if (shift <= 0) {
        mpz_mul_2exp(t, x, (mp_bitcnt_t)-shift);
        mpz_tdiv_qr(q, r, t, y);
    } else {
        mpz_mul_2exp(t, y, (mp_bitcnt_t)shift);
        mpz_tdiv_qr(q, r, x, t);
    }
    bool inexact = mpz_sgn(r) != 0;
    int64_t xbits = (int64_t)zbits(q);
    uint64_t xv = mpz_get_ui(q);
    mpz_clears(q, r, t, NULL);
    int64_t extra = (xbits > DBL_MIN_EXP - shift ? xbits : DBL_MIN_EXP - shift) - DBL_MANT_DIG;
    if (extra > 0) {
        uint64_t mask = (uint64_t)1 << (extra - 1);
        uint64_t low = xv | inexact;
        if ((low & mask) && (low & (3 * mask - 1))) xv += mask;
        xv &= ~(2 * mask - 1);
    }
    double dx = (double)xv;
    if (shift + xbits >= DBL_MAX_EXP &&
        (shift + xbits > DBL_MAX_EXP || dx == ldexp(1.0, (int)xbits)))
        return false;
    double res = ldexp(dx, (int)shift);
    *out = neg ? -res : res;
    return true;
}

Value int_from_double(VM *vm, double d) {
    if (isnan(d)) return exc_raise(vm, EXC_ValueError, "cannot convert float NaN to integer");
    if (isinf(d)) return exc_raise(vm, EXC_OverflowError, "cannot convert float infinity to integer");
    double t = trunc(d);
    if (t >= -9223372036854775808.0 && t < 9223372036854775808.0) return v_int((int64_t)t);
    if (!room_for_bits(vm, DBL_MAX_EXP)) return VEXC;
    mpz_t r;
    mpz_init_set_d(r, t);  /* exact for an integral double */
    return take(vm, r);
}

int int_float_cmp(Value iv, double f) {
    iv = as_int(num_unwrap(iv));
    if (isnan(f)) return 2;
    if (IS_INT(iv)) {
        int64_t i = AS_INT(iv);
        if (f >= 9223372036854775808.0) return -1;
        if (f < -9223372036854775808.0) return 1;
        double fl = floor(f);
        int64_t k = (int64_t)fl;
        if (i != k) return i < k ? -1 : 1;
        return f > fl ? -1 : 0;
    }
    int c = mpz_cmp_d(AS_BIGINT(iv)->z, f);  /* exact, infinities included */
    return c < 0 ? -1 : c > 0;
}

/* ---- hashing ------------------------------------------------------------ */

/* CPython's: |v| mod 2**61-1 with v's sign; -1 is reserved for errors and
 * becomes -2. */
int64_t int_hash(Value v) {
    v = as_int(num_unwrap(v));
    uint64_t h;
    bool neg;
    if (IS_INT(v)) {
        int64_t i = AS_INT(v);
        neg = i < 0;
        h = (neg ? (uint64_t)0 - (uint64_t)i : (uint64_t)i) % HASH_MOD;
    } else if (mpz_size(AS_BIGINT(v)->z) <= 2) {
        /* 2**61 is 1 modulo 2**61-1: fold the high bits onto the low. */
        mpz_srcptr z = AS_BIGINT(v)->z;
        const mp_limb_t *d = mpz_limbs_read(z);
        unsigned __int128 t = ((unsigned __int128)(mpz_size(z) > 1 ? d[1] : 0) << 64) | d[0];
        t = (t & HASH_MOD) + (t >> HASH_BITS);
        t = (t & HASH_MOD) + (t >> HASH_BITS);
        t = (t & HASH_MOD) + (t >> HASH_BITS);
        h = (uint64_t)t;
        if (h >= HASH_MOD) h -= HASH_MOD;
        neg = mpz_sgn(z) < 0;
    } else {
        neg = mpz_sgn(AS_BIGINT(v)->z) < 0;
        h = mpz_tdiv_ui(AS_BIGINT(v)->z, HASH_MOD);
    }
    int64_t r = neg ? -(int64_t)h : (int64_t)h;
    return r == -1 ? -2 : r;
}

bool int_cmp_work(VM *vm, Value a, Value b) {
    a = num_unwrap(a);
    b = num_unwrap(b);
    if (!IS_BIGINT(a) || !IS_BIGINT(b)) return true;
    mpz_srcptr x = AS_BIGINT(a)->z, y = AS_BIGINT(b)->z;
    /* Only operands of one sign and length are compared limb by limb. */
    if (x->_mp_size != y->_mp_size) return true;
    return num_work(vm, linear_ns(mpz_size(x)));
}

/* int_hash reads every limb of a big int: charged, since nothing else
 * bounds how often a snippet hashes the same huge value. */
int int_hash_charged(VM *vm, Value v, int64_t *out) {
    Value u = as_int(num_unwrap(v));
    if (IS_BIGINT(u) && !num_work(vm, linear_ns(mpz_size(AS_BIGINT(u)->z)))) return -1;
    *out = int_hash(u);
    return 0;
}

/* ---- arithmetic --------------------------------------------------------- */

static Value zero_division(VM *vm, BinOp op) {
    if (op == BO_TRUEDIV) return exc_raise(vm, EXC_ZeroDivisionError, "division by zero");
    if (op == BO_MOD) return exc_raise(vm, EXC_ZeroDivisionError, "integer modulo by zero");
    return exc_raise(vm, EXC_ZeroDivisionError, "integer division or modulo by zero");
}

static inline bool fits53(int64_t x) { return x >= -((int64_t)1 << 53) && x <= ((int64_t)1 << 53); }

/* x ** y in int64, false on overflow. */
static bool small_pow(int64_t x, int64_t y, int64_t *out) {
    if (x == 0 || x == 1) { *out = y == 0 ? 1 : x; return true; }
    if (x == -1) { *out = (y & 1) ? -1 : 1; return true; }
    if (y >= 64) return false;
    int64_t r = 1, base = x;
    while (y) {
        if ((y & 1) && __builtin_mul_overflow(r, base, &r)) return false;
        y >>= 1;
        if (y && __builtin_mul_overflow(base, base, &base)) return false;
    }
    *out = r;
    return true;
}

/* Negative exponents make a float power of the operands as floats. */
static Value pow_as_float(VM *vm, Value a, Value b) {
    bool ova, ovb;
    double x = int_to_double(a, &ova), y = int_to_double(b, &ovb);
    if (ova || ovb) return exc_raise(vm, EXC_OverflowError, "int too large to convert to float");
    return float_binop(vm, BO_POW, x, y);
}

static Value big_binop(VM *vm, BinOp op, Value a, Value b) {
    ZView va, vb;
    mpz_srcptr x = zview(&va, a), y = zview(&vb, b);
    uint64_t nx = mpz_size(x), ny = mpz_size(y);
    uint64_t bx = zbits(x), by = zbits(y), bmax = bx > by ? bx : by;
    mpz_t r;
    switch (op) {
    case BO_ADD: case BO_SUB:
        if (!room_for_bits(vm, bmax + 1) || !num_work(vm, linear_ns(nx + ny))) return VEXC;
        mpz_init(r);
        if (op == BO_ADD) mpz_add(r, x, y);
        else mpz_sub(r, x, y);
        return take(vm, r);
    case BO_MUL:
        if (!room_for(vm, bx + by, 4 * (nx + ny)) || !num_work(vm, mul_ns(nx, ny))) return VEXC;
        mpz_init(r);
        mpz_mul(r, x, y);
        return take(vm, r);
    case BO_TRUEDIV: {
        if (!mpz_sgn(y)) return zero_division(vm, op);
        /* The operands are scaled by up to 2**1100 before dividing. */
        if (!room_for(vm, bmax + 2 * DBL_MAX_EXP, 4 * (nx + ny) + 64) ||
            !num_work(vm, div_ns(2, nx > ny ? nx : ny) + linear_ns(nx + ny)))
            return VEXC;
        double d;
        if (!int_ratio_to_double(x, y, &d))
            return exc_raise(vm, EXC_OverflowError, "integer division result too large for a float");
        return v_float(d);
    }
    case BO_FLOORDIV: case BO_MOD:
        if (!mpz_sgn(y)) return zero_division(vm, op);
        if (!room_for(vm, bmax + 1, 4 * (nx + ny)) || !num_work(vm, div_ns(nx > ny ? nx - ny + 1 : 1, ny)))
            return VEXC;
        mpz_init(r);
        /* GMP's floor division has Python's signs; by a power of two it
         * is a shift or a mask. */
        if (mpz_sgn(y) > 0 && mpz_scan1(y, 0) + 1 == by) {
            if (op == BO_FLOORDIV) mpz_fdiv_q_2exp(r, x, by - 1);
            else mpz_fdiv_r_2exp(r, x, by - 1);
        } else if (op == BO_FLOORDIV) {
            mpz_fdiv_q(r, x, y);
        } else {
            mpz_fdiv_r(r, x, y);
        }
        return take(vm, r);
    case BO_POW: {
        if (mpz_sgn(y) < 0) return pow_as_float(vm, a, b);
        if (mpz_sgn(y) == 0 || mpz_cmp_ui(x, 1) == 0) return v_int(1);
        if (mpz_sgn(x) == 0) return v_int(0);
        if (mpz_cmp_si(x, -1) == 0) return v_int(mpz_odd_p(y) ? -1 : 1);
        if (!mpz_fits_ulong_p(y) || mpz_get_ui(y) > BIGINT_MAX_BITS / bx) {
            rt_halt(vm, HALT_MEMORY);
            return VEXC;
        }
        unsigned long e = mpz_get_ui(y);
        uint64_t rbits = bx * e, rl = rbits / 64 + 1;
        /* Repeated squaring: the last squarings dominate, about one
         * multiplication of the result's size. */
        if (!room_for(vm, rbits, 4 * rl + nx) || !num_work(vm, mul_ns(rl, rl))) return VEXC;
        mpz_init(r);
        mpz_pow_ui(r, x, e);
        return take(vm, r);
    }
    case BO_LSHIFT: {
        if (mpz_sgn(y) < 0) return exc_raise(vm, EXC_ValueError, "negative shift count");
        if (!mpz_sgn(x)) return v_int(0);
        if (!mpz_fits_ulong_p(y) || mpz_get_ui(y) > BIGINT_MAX_BITS) {
            rt_halt(vm, HALT_MEMORY);
            return VEXC;
        }
        unsigned long s = mpz_get_ui(y);
        if (!room_for_bits(vm, bx + s) || !num_work(vm, linear_ns(nx + s / 64))) return VEXC;
        mpz_init(r);
        mpz_mul_2exp(r, x, s);
        return take(vm, r);
    }
    case BO_RSHIFT: {
        if (mpz_sgn(y) < 0) return exc_raise(vm, EXC_ValueError, "negative shift count");
        if (!mpz_fits_ulong_p(y) || mpz_get_ui(y) >= bx) return v_int(mpz_sgn(x) < 0 ? -1 : 0);
        if (!room_for_bits(vm, bx) || !num_work(vm, linear_ns(nx))) return VEXC;
        mpz_init(r);
        mpz_fdiv_q_2exp(r, x, mpz_get_ui(y));  /* floor: Python's arithmetic shift */
        return take(vm, r);
    }
    case BO_AND: case BO_OR: case BO_XOR:
        if (!room_for_bits(vm, bmax + 1) || !num_work(vm, linear_ns(nx + ny))) return VEXC;
        mpz_init(r);
        /* GMP's logical operations use two's complement, as Python does. */
        if (op == BO_AND) mpz_and(r, x, y);
        else if (op == BO_OR) mpz_ior(r, x, y);
        else mpz_xor(r, x, y);
        return take(vm, r);
    default:
        return v_notimpl();
    }
}

/* ---- 128-bit fast paths ------------------------------------------------ */

/* Ints of up to 128 bits (a 64-bit LCG's `x * a + c`, a hash mixed in
 * 128 bits, a factorial up to 34!) are worked on as unsigned __int128
 * magnitudes when the exact result is known to fit, without GMP; a result
 * past int64 becomes an inline BigInt (no GMP allocation). Each operation
 * here is a few machine instructions, paid for by the bytecode that asked
 * for it. GMP limbs must be 64 bits for the limb reads below. */
#if GMP_NUMB_BITS == 64 && GMP_NAIL_BITS == 0
#define HAVE_I128_PATH 1

typedef unsigned __int128 u128;

#define U128_TOP ((u128)1 << 127)

/* v as (sign, magnitude) when |v| < 2**128. */
static inline bool small_mag(Value v, bool *neg, u128 *mag) {
    if (IS_INT(v)) {
        int64_t i = AS_INT(v);
        *neg = i < 0;
        *mag = i < 0 ? (u128)0 - (u128)(__int128)i : (u128)i;
        return true;
    }
    if (!IS_BIGINT(v)) return false;
    mpz_srcptr z = AS_BIGINT(v)->z;
    size_t n = mpz_size(z);
    if (n > 2) return false;
    const mp_limb_t *d = z->_mp_d;
    *neg = mpz_sgn(z) < 0;
    *mag = n == 2 ? ((u128)d[1] << 64) | d[0] : n ? (u128)d[0] : 0;
    return true;
}

/* The int -mag or mag: an int64 when it fits, else an inline BigInt. */
static Value from_mag(VM *vm, bool neg, u128 mag) {
    if (mag <= (u128)INT64_MAX) return v_int(neg ? -(int64_t)mag : (int64_t)mag);
    if (neg && mag == (u128)1 << 63) return v_int(INT64_MIN);
    return bigint_inline(vm, neg, (uint64_t)mag, (uint64_t)(mag >> 64));
}

/* (sign, magnitude) as a two's complement __int128, when it fits. */
static inline bool to_s128(bool neg, u128 mag, __int128 *out) {
    if (neg ? mag > U128_TOP : mag >= U128_TOP) return false;
    *out = (__int128)(neg ? (u128)0 - mag : mag);
    return true;
}

/* a op b for ints under 2**128 whose result this path computes exactly;
 * false (nothing done) for the rest, which go to GMP. */
static bool i128_binop(VM *vm, BinOp op, Value a, Value b, Value *out) {
    bool na, nb;
    u128 ma, mb, r;
    if (!small_mag(a, &na, &ma) || !small_mag(b, &nb, &mb)) return false;
    switch (op) {
    case BO_ADD: case BO_SUB:
        if (op == BO_SUB) nb = !nb;
        if (na == nb) {
            if (__builtin_add_overflow(ma, mb, &r)) return false;
            *out = from_mag(vm, na, r);
        } else if (ma >= mb) {
            *out = from_mag(vm, na, ma - mb);
        } else {
            *out = from_mag(vm, nb, mb - ma);
        }
        return true;
    case BO_MUL:
        if (__builtin_mul_overflow(ma, mb, &r)) return false;
        *out = from_mag(vm, na != nb, r);
        return true;
    case BO_FLOORDIV: case BO_MOD: {
        if (mb == 0) return false;
        u128 q;
        if ((mb & (mb - 1)) == 0) {
            /* % 2**64, // 2**32: a shift and a mask. */
            unsigned k = (uint64_t)mb ? (unsigned)__builtin_ctzll((uint64_t)mb)
                                      : 64 + (unsigned)__builtin_ctzll((uint64_t)(mb >> 64));
            q = ma >> k;
            r = ma & (mb - 1);
        } else if (!((ma | mb) >> 64)) {
            q = (uint64_t)ma / (uint64_t)mb;
            r = (uint64_t)ma % (uint64_t)mb;
        } else {
            q = ma / mb;
            r = ma % mb;
        }
        /* Python floors: when the signs differ and the division is
         * inexact, the quotient is one less and the remainder takes the
         * divisor's sign (|r| becomes |b| - |r|). q + 1 cannot wrap: an
         * inexact quotient is below ma. */
        if (na != nb && r != 0) {
            q++;
            r = mb - r;
        }
        if (op == BO_FLOORDIV) *out = from_mag(vm, na != nb, q);
        else *out = from_mag(vm, nb, r);
        return true;
    }
    case BO_RSHIFT: {
        if (nb || (mb >> 64)) return false;
        uint64_t s = (uint64_t)mb;
        if (s >= 128) {
            *out = v_int(na ? -1 : 0);
            return true;
        }
        /* Floor: -m >> s is -ceil(m / 2**s). */
        u128 m = ma >> s;
        if (na && (m << s) != ma) m++;
        *out = from_mag(vm, na, m);
        return true;
    }
    case BO_LSHIFT: {
        if (nb || (mb >> 64) || (uint64_t)mb >= 128) return false;
        unsigned s = (unsigned)mb;
        if ((ma >> (127 - s)) >> 1) return false;  /* bits would leave */
        *out = from_mag(vm, na, ma << s);
        return true;
    }
    case BO_AND: case BO_OR: case BO_XOR: {
        /* Two's complement in 128 bits is exact for operands in
         * [-2**127, 2**127), and so is the result. */
        __int128 x, y, z;
        if (!to_s128(na, ma, &x) || !to_s128(nb, mb, &y)) return false;
        z = op == BO_AND ? x & y : op == BO_OR ? x | y : x ^ y;
        *out = from_mag(vm, z < 0, z < 0 ? (u128)0 - (u128)z : (u128)z);
        return true;
    }
    case BO_POW: {
        if (nb || (mb >> 64)) return false;  /* floats, or huge: GMP's path */
        uint64_t e = (uint64_t)mb;
        bool odd = e & 1;
        u128 p = 1, base = ma;
        if (ma > 1 && (ma & (ma - 1)) == 0) {
            /* 2**100, 4**k: a single shift. */
            unsigned k = (uint64_t)ma ? (unsigned)__builtin_ctzll((uint64_t)ma)
                                      : 64 + (unsigned)__builtin_ctzll((uint64_t)(ma >> 64));
            if (e >= 128 || k * e >= 128) return false;
            *out = from_mag(vm, na && odd, (u128)1 << (k * e));
            return true;
        }
        while (e) {
            if ((e & 1) && __builtin_mul_overflow(p, base, &p)) return false;
            e >>= 1;
            if (e && __builtin_mul_overflow(base, base, &base)) return false;
        }
        *out = from_mag(vm, na && odd, p);
        return true;
    }
    default:
        return false;
    }
}

/* a % 2**k (k <= 128) and a & m (0 <= m < 2**128) for a BigInt a of any
 * size: both are the low bits of a in two's complement, which the low two
 * limbs of |a| give. */
static bool low128_binop(VM *vm, BinOp op, Value a, Value b, Value *out) {
    if (op != BO_MOD && op != BO_AND) return false;
    if (op == BO_AND && !IS_BIGINT(a)) {
        Value t = a;
        a = b;
        b = t;
    }
    if (!IS_BIGINT(a)) return false;
    bool nb;
    u128 mb, mask;
    if (small_mag(b, &nb, &mb)) {
        if (nb || mb == 0) return false;
        if (op == BO_AND) mask = mb;
        else if ((mb & (mb - 1)) == 0) mask = mb - 1;
        else return false;
    } else {
        /* b == 2**128 */
        if (op != BO_MOD || !IS_BIGINT(b)) return false;
        mpz_srcptr y = AS_BIGINT(b)->z;
        if (y->_mp_size != 3 || y->_mp_d[0] || y->_mp_d[1] || y->_mp_d[2] != 1) return false;
        mask = ~(u128)0;
    }
    mpz_srcptr z = AS_BIGINT(a)->z;
    const mp_limb_t *d = z->_mp_d;
    u128 low = mpz_size(z) > 1 ? ((u128)d[1] << 64) | d[0] : (u128)d[0];
    if (mpz_sgn(z) < 0) low = (u128)0 - low;
    *out = from_mag(vm, false, low & mask);
    return true;
}

/* -a or ~a for an int under 2**128. */
static bool i128_neg(VM *vm, Value a, bool invert, Value *out) {
    bool na;
    u128 ma;
    if (!small_mag(a, &na, &ma)) return false;
    if (!invert) {
        *out = from_mag(vm, !na, ma);
        return true;
    }
    /* ~a is -a - 1: |~a| is ma - 1 for a negative a, ma + 1 otherwise. */
    if (na) {
        *out = from_mag(vm, false, ma - 1);
        return true;
    }
    if (ma + 1 == 0) return false;
    *out = from_mag(vm, true, ma + 1);
    return true;
}
#endif

Value int_binop(VM *vm, BinOp op, Value a, Value b) {
    a = as_int(a);
    b = as_int(b);
    if (IS_INT(a) && IS_INT(b)) {
        int64_t x = AS_INT(a), y = AS_INT(b), r;
        switch (op) {
        case BO_ADD:
            if (!__builtin_add_overflow(x, y, &r)) return v_int(r);
            break;
        case BO_SUB:
            if (!__builtin_sub_overflow(x, y, &r)) return v_int(r);
            break;
        case BO_MUL:
            if (!__builtin_mul_overflow(x, y, &r)) return v_int(r);
            break;
        case BO_TRUEDIV:
            if (y == 0) return zero_division(vm, op);
            if (fits53(x) && fits53(y)) return v_float((double)x / (double)y);
            break;
        case BO_FLOORDIV:
            if (y == 0) return zero_division(vm, op);
            if (y == -1) {
                if (x == INT64_MIN) break;
                return v_int(-x);
            }
            r = x / y;
            if (x % y != 0 && ((x < 0) != (y < 0))) r--;
            return v_int(r);
        case BO_MOD:
            if (y == 0) return zero_division(vm, op);
            if (y == -1) return v_int(0);
            r = x % y;
            if (r != 0 && ((r < 0) != (y < 0))) r += y;
            return v_int(r);
        case BO_POW:
            if (y < 0) return float_binop(vm, BO_POW, (double)x, (double)y);
            if (small_pow(x, y, &r)) return v_int(r);
            break;
        case BO_LSHIFT:
            if (y < 0) return exc_raise(vm, EXC_ValueError, "negative shift count");
            if (x == 0) return v_int(0);
            if (y < 63 && !__builtin_mul_overflow(x, (int64_t)1 << y, &r)) return v_int(r);
            break;
        case BO_RSHIFT:
            if (y < 0) return exc_raise(vm, EXC_ValueError, "negative shift count");
            if (y > 63) y = 63;
            return v_int(x >= 0 ? x >> y : ~(~x >> y));
        case BO_AND: return v_int(x & y);
        case BO_OR: return v_int(x | y);
        case BO_XOR: return v_int(x ^ y);
        default: return v_notimpl();
        }
    }
#ifdef HAVE_I128_PATH
    Value r;
    if (i128_binop(vm, op, a, b, &r)) return r;
    if (low128_binop(vm, op, a, b, &r)) return r;
#endif
    return big_binop(vm, op, a, b);
}

Value int_neg(VM *vm, Value a) {
    a = as_int(a);
    if (IS_INT(a) && AS_INT(a) != INT64_MIN) return v_int(-AS_INT(a));
#ifdef HAVE_I128_PATH
    Value s;
    if (i128_neg(vm, a, false, &s)) return s;
#endif
    ZView va;
    mpz_srcptr x = zview(&va, a);
    if (!room_for_bits(vm, zbits(x) + 1) || !num_work(vm, linear_ns(mpz_size(x)))) return VEXC;
    mpz_t r;
    mpz_init(r);
    mpz_neg(r, x);
    return take(vm, r);
}

Value int_abs(VM *vm, Value a) {
    a = as_int(a);
    if (int_sign(a) >= 0) return a;
    return int_neg(vm, a);
}

Value int_invert(VM *vm, Value a) {
    a = as_int(a);
    if (IS_INT(a)) return v_int(~AS_INT(a));
#ifdef HAVE_I128_PATH
    Value s;
    if (i128_neg(vm, a, true, &s)) return s;
#endif
    ZView va;
    mpz_srcptr x = zview(&va, a);
    if (!room_for_bits(vm, zbits(x) + 1) || !num_work(vm, linear_ns(mpz_size(x)))) return VEXC;
    mpz_t r;
    mpz_init(r);
    mpz_com(r, x);
    return take(vm, r);
}

/* ---- text ------------------------------------------------------------- */

Value int_to_str(VM *vm, Value v, int base) {
    v = as_int(num_unwrap(v));
    if (base == 10 && IS_INT(v)) return str_from_int(vm, AS_INT(v));
    const char *prefix = base == 16 ? "0x" : base == 8 ? "0o" : base == 2 ? "0b" : "";
    if (IS_INT(v)) {
        int64_t i = AS_INT(v);
        uint64_t u = i < 0 ? (uint64_t)0 - (uint64_t)i : (uint64_t)i;
        char t[80];
        int k = (int)sizeof t;
        do {
            t[--k] = "0123456789abcdef"[u % (unsigned)base];
            u /= (unsigned)base;
        } while (u);
        for (int p = (int)strlen(prefix); p > 0; p--) t[--k] = prefix[p - 1];
        if (i < 0) t[--k] = '-';
        return str_value(vm, t + k, sizeof t - (size_t)k);
    }
    mpz_srcptr z = AS_BIGINT(v)->z;
    if (base == 10 && mpz_size(z) <= 2) {
        /* At most 39 digits: three 64-bit chunks of up to 19. */
        const mp_limb_t *d = mpz_limbs_read(z);
        unsigned __int128 m = ((unsigned __int128)(mpz_size(z) > 1 ? d[1] : 0) << 64) | d[0];
        const uint64_t e19 = 10000000000000000000u;
        char t[48];
        int k = (int)sizeof t;
        for (int chunk = 0; chunk < 3 && (chunk == 0 || m); chunk++) {
            uint64_t part = (uint64_t)(m % e19);
            m /= e19;
            for (int i = 0; i < 19 && (m || part); i++) {
                t[--k] = (char)('0' + part % 10);
                part /= 10;
            }
        }
        if (mpz_sgn(z) < 0) t[--k] = '-';
        return str_value(vm, t + k, sizeof t - (size_t)k);
    }
    size_t nd = mpz_sizeinbase(z, base);  /* exact or one too many */
    if (base == 10 && nd > MAX_STR_DIGITS + 1) return exc_raise(vm, EXC_ValueError, "%s", str_digits_msg);
    uint64_t limbs = mpz_size(z);
    if (!mem_would_fit(vm, nd * 2 + 64)) return VEXC;
    if (!num_work(vm, base == 10 ? decimal_ns(limbs, 2) : linear_ns(limbs) + nd)) return VEXC;
    size_t cap = nd + 8;
    char *buf = mem_alloc(vm, cap);
    if (!buf) return VEXC;
    size_t k = 0;
    if (mpz_sgn(z) < 0) buf[k++] = '-';
    for (const char *p = prefix; *p; p++) buf[k++] = *p;
    mpz_t av;
    mpz_get_str(buf + k, base, zabs(av, z));
    size_t digits = strlen(buf + k);
    Value r;
    if (base == 10 && digits > MAX_STR_DIGITS) r = exc_raise(vm, EXC_ValueError, "%s", str_digits_msg);
    else r = str_value(vm, buf, k + digits);
    mem_free(vm, buf, cap);
    return r;
}

/* Whitespace as CPython's Py_UNICODE_ISSPACE: bidirectional class WS, B
 * or S, or category Zs. */
static bool u_space(uint32_t c) {
    if (c < 0x80) return c == ' ' || (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x1F);
    int bc = uc_bidi_category(c);
    return bc == UC_BIDI_WS || bc == UC_BIDI_B || bc == UC_BIDI_S ||
           uc_is_general_category_withtable(c, UC_CATEGORY_MASK_Zs);
}

/* CPython's _PyUnicode_TransformDecimalAndSpaceToASCII: whitespace
 * becomes ' ', any Unicode decimal digit its ASCII digit, and any other
 * non-ASCII character a '?' that no number parser accepts. Text that is
 * not UTF-8 (bytes) is taken byte by byte. The result never has more
 * bytes than the input. */
char *num_ascii_text(VM *vm, const char *s, size_t n, size_t *outn) {
    char *out = mem_alloc(vm, n + 1);
    if (!out) return NULL;
    size_t k = 0;
    if (!utf8_valid(s, n)) {
        for (size_t i = 0; i < n; i++) {
            unsigned char c = (unsigned char)s[i];
            out[k++] = c >= 0x80 ? '?' : u_space(c) ? ' ' : (char)c;
        }
    } else {
        size_t pos = 0;
        while (pos < n) {
            uint32_t c = utf8_decode(s, &pos);
            if (u_space(c)) out[k++] = ' ';
            else if (c < 0x80) out[k++] = (char)c;
            else if (uc_decimal_value(c) >= 0) out[k++] = (char)('0' + uc_decimal_value(c));
            else out[k++] = '?';
        }
    }
    out[k] = 0;
    *outn = k;
    return out;
}

static int digit_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return 99;
}

/* repr(orig) cut to 200 characters, as CPython's "%.200R". */
static Value invalid_literal(VM *vm, int base, const char *s, size_t n, Value orig) {
    if (IS_EMPTY(orig)) {
        orig = str_value(vm, s, n);
        if (IS_EXC(orig)) return orig;
    }
    Value r = obj_repr(vm, orig);
    if (IS_EXC(r)) return r;
    Str *rs = AS_STR(r);
    if (rs->clen > 200) {
        Str *cut = str_new(vm, rs->data, str_offset(rs, 200));
        if (!cut) return VEXC;
        rs = cut;
    }
    return exc_raise(vm, EXC_ValueError, "invalid literal for int() with base %d: %U", base, rs);
}

/* Parse the ASCII-transformed text p[0..m). */
static Value parse_int_ascii(VM *vm, const char *p, size_t m, int base0, const char *orig_s,
                             size_t orig_n, Value orig) {
    size_t i = 0, end = m;
    while (i < end && p[i] == ' ') i++;
    while (end > i && p[end - 1] == ' ') end--;
    bool neg = false;
    if (i < end && (p[i] == '+' || p[i] == '-')) neg = p[i++] == '-';
    int base = base0;
    bool error_if_nonzero = false;
    if (base == 0) {
        char c1 = i + 1 < end ? (char)(p[i + 1] | 0x20) : 0;
        if (i >= end || p[i] != '0') base = 10;
        else if (c1 == 'x') base = 16;
        else if (c1 == 'o') base = 8;
        else if (c1 == 'b') base = 2;
        else {
            /* A C-style octal literal such as 010 is invalid, but zero
             * written as 00 is fine. */
            error_if_nonzero = true;
            base = 10;
        }
    }
    if (i + 1 < end && p[i] == '0') {
        char c1 = (char)(p[i + 1] | 0x20);
        if ((base == 16 && c1 == 'x') || (base == 8 && c1 == 'o') || (base == 2 && c1 == 'b')) {
            i += 2;
            if (i < end && p[i] == '_') i++;  /* one underscore may follow a prefix */
        }
    }
    if (i < end && p[i] == '_') return invalid_literal(vm, base0, orig_s, orig_n, orig);
    /* Digits, compacted without underscores, in place of the input (which
     * is our own scratch buffer). */
    char *dig = (char *)p;
    size_t nd = 0;
    bool prev_us = false, nonzero = false;
    for (; i < end; i++) {
        char c = p[i];
        if (c == '_') {
            if (prev_us) return invalid_literal(vm, base0, orig_s, orig_n, orig);
            prev_us = true;
            continue;
        }
        if (digit_value(c) >= base) return invalid_literal(vm, base0, orig_s, orig_n, orig);
        prev_us = false;
        nonzero |= c != '0';
        dig[nd++] = c;
    }
    if (prev_us || nd == 0 || (error_if_nonzero && nonzero))
        return invalid_literal(vm, base0, orig_s, orig_n, orig);
    if ((base & (base - 1)) != 0 && nd > MAX_STR_DIGITS)
        return exc_raise(vm, EXC_ValueError,
                         "Exceeds the limit (4300 digits) for integer string conversion: value has %zu "
                         "digits; use sys.set_int_max_str_digits() to increase the limit", nd);
    /* Short texts accumulate in int64. */
    uint64_t acc = 0;
    bool small = true;
    for (size_t k = 0; k < nd && small; k++) {
        uint64_t d = (uint64_t)digit_value(dig[k]);
        if (acc > (UINT64_MAX - d) / (uint64_t)base) small = false;
        else acc = acc * (uint64_t)base + d;
    }
    if (small && acc <= (uint64_t)INT64_MAX) return v_int(neg ? -(int64_t)acc : (int64_t)acc);
    if (small && neg && acc == (uint64_t)INT64_MAX + 1) return v_int(INT64_MIN);
    /* log2(36) < 6: six bits per digit bound every base. */
    uint64_t bits = (uint64_t)nd * (base <= 2 ? 1 : base <= 4 ? 2 : base <= 8 ? 3 : base <= 16 ? 4 : base <= 32 ? 5 : 6);
    /* GMP converts the digits to a byte array of their own first. */
    if (!room_for(vm, bits, nd / 8 + 1)) return VEXC;
    uint64_t limbs = bits / 64 + 1;
    if (!num_work(vm, (base & (base - 1)) ? decimal_ns(limbs, 4) : linear_ns(limbs) + nd)) return VEXC;
    dig[nd] = 0;
    mpz_t r;
    mpz_init(r);
    mpz_set_str(r, dig, base);
    if (neg) mpz_neg(r, r);
    return take(vm, r);
}

Value int_parse(VM *vm, const char *s, size_t n, int base, Value orig) {
    if (base != 0 && (base < 2 || base > 36))
        return exc_raise(vm, EXC_ValueError, "int() base must be >= 2 and <= 36, or 0");
    if (!num_work(vm, 2 * (uint64_t)n)) return VEXC;
    size_t m;
    char *p = num_ascii_text(vm, s, n, &m);
    if (!p) return VEXC;
    Value r = parse_int_ascii(vm, p, m, base, s, n, orig);
    mem_free(vm, p, n + 1);
    return r;
}

/* ---- the int type ------------------------------------------------------ */

/* A user class's own override of a special method (natives are the
 * built-in behaviour), or VEMPTY. */
static Value user_method(VM *vm, Value v, Str *name) {
    Type *t = type_of(vm, v);
    if (!(t->tflags & TF_HEAPTYPE)) return VEMPTY;
    Value f = type_lookup(vm, t, name);
    if (IS_EMPTY(f) || IS_KIND(f, OK_NATIVE)) return VEMPTY;
    return f;
}

/* The result of __int__/__index__/__trunc__ must be an int. */
static Value int_result(VM *vm, Value r, const char *which) {
    if (IS_EXC(r)) return r;
    Value u = num_unwrap(r);
    if (IS_INT(u) || IS_BOOL(u) || IS_BIGINT(u)) return as_int(u);
    return exc_raise(vm, EXC_TypeError, "%s returned non-int (type %s)", which, type_name(vm, r));
}

static Value parse_text_of(VM *vm, Value x, int base, bool *handled) {
    *handled = true;
    Value u = x;
    if (IS_INSTANCE(x) && IS_STR(AS_INSTANCE(x)->builtin_value)) u = AS_INSTANCE(x)->builtin_value;
    if (IS_STR(u)) return int_parse(vm, AS_STR(u)->data, AS_STR(u)->blen, base, u);
    Bytes *b = bytes_unwrap(x);
    if (b) return int_parse(vm, (const char *)b->buf, b->len, base, x);
    *handled = false;
    return VEMPTY;
}

/* int(x): PyNumber_Long's order: __int__, __index__, __trunc__, text. */
static Value int_of(VM *vm, Value x) {
    if (IS_INT(x) || IS_BOOL(x) || IS_BIGINT(x)) return as_int(x);
    if (IS_FLOAT(x)) return int_from_double(vm, AS_FLOAT(x));
    if (IS_INSTANCE(x)) {
        SNames *n = vm->names;
        if (!IS_EMPTY(user_method(vm, x, n->__int__)))
            return int_result(vm, rt_call_special(vm, x, n->__int__, 0, NULL), "__int__");
        if (!IS_EMPTY(user_method(vm, x, n->__index__)))
            return int_result(vm, rt_call_special(vm, x, n->__index__, 0, NULL), "__index__");
        if (!IS_EMPTY(user_method(vm, x, n->__trunc__))) {
            Value r = rt_call_special(vm, x, n->__trunc__, 0, NULL);
            if (IS_EXC(r)) return r;
            Value u = num_unwrap(r);
            if (IS_INT(u) || IS_BOOL(u) || IS_BIGINT(u)) return as_int(u);
            if (!IS_EMPTY(user_method(vm, r, n->__index__)))
                return int_result(vm, rt_call_special(vm, r, n->__index__, 0, NULL), "__index__");
            return exc_raise(vm, EXC_TypeError, "__trunc__ returned non-Integral (type %s)", type_name(vm, r));
        }
        Value u = num_unwrap(x);
        if (IS_FLOAT(u)) return int_from_double(vm, AS_FLOAT(u));
        if (!IS_INSTANCE(u)) return as_int(u);
    }
    bool handled;
    Value r = parse_text_of(vm, x, 10, &handled);
    if (handled) return r;
    return exc_raise(vm, EXC_TypeError,
                     "int() argument must be a string, a bytes-like object or a real number, not '%s'",
                     type_name(vm, x));
}

/* An instance of a user subclass of a built-in number type wraps the value. */
static Value wrap_for(VM *vm, Value cls, Type *base, Value r) {
    if (IS_EXC(r) || !IS_TYPE(cls) || AS_TYPE(cls) == base) return r;
    Instance *in = obj_alloc(vm, OK_INSTANCE, sizeof(Instance));
    if (!in) return VEXC;
    in->cls = AS_TYPE(cls);
    in->builtin_value = r;
    return v_obj(in);
}

Value int_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    int nkw = kwnames ? (int)kwnames->len : 0;
    if (argc + nkw > 2) return exc_raise(vm, EXC_TypeError, "int() takes at most 2 arguments (%d given)", argc + nkw);
    Value x = argc > 0 ? argv[0] : VEMPTY, base = argc > 1 ? argv[1] : VEMPTY;
    for (int i = 0; i < nkw; i++) {
        Str *k = AS_STR(kwnames->items[i]);
        if (strcmp(k->data, "base") != 0)
            return exc_raise(vm, EXC_TypeError, "'%U' is an invalid keyword argument for int()", k);
        base = argv[argc + i];
    }
    Value r;
    if (IS_EMPTY(x)) {
        if (!IS_EMPTY(base)) return exc_raise(vm, EXC_TypeError, "int() missing string argument");
        r = v_int(0);
    } else if (IS_EMPTY(base)) {
        r = int_of(vm, x);
    } else {
        int64_t b;
        bool ovf;
        if (!obj_index(vm, base, &b, &ovf)) return VEXC;
        if (ovf || (b != 0 && (b < 2 || b > 36)))
            return exc_raise(vm, EXC_ValueError, "int() base must be >= 2 and <= 36, or 0");
        bool handled;
        r = parse_text_of(vm, x, (int)b, &handled);
        if (!handled) return exc_raise(vm, EXC_TypeError, "int() can't convert non-string with explicit base");
    }
    return wrap_for(vm, cls, vm->t_int, r);
}

/* ---- round / divmod / pow ---------------------------------------------- */

static Value int_round(VM *vm, Value x, Value nd) {
    x = as_int(x);
    if (IS_EMPTY(nd) || IS_NONE(nd)) return x;
    int64_t n;
    bool ovf;
    if (!obj_index(vm, nd, &n, &ovf)) return VEXC;
    if (n >= 0) return x;
    if (ovf) return v_int(0);
    /* Round to a multiple of 10**k, halves to even (CPython's
     * _PyLong_Round). 10**k > 2|x| rounds to zero outright. */
    uint64_t k = (uint64_t)0 - (uint64_t)n;
    ZView vx;
    mpz_srcptr z = zview(&vx, x);
    uint64_t bits = zbits(z);
    if (k > bits / 3 + 2) return v_int(0);
    /* 10**k, a division by it and a multiplication back: p, q, r and the
     * product live together, plus the division's scratch. */
    uint64_t nx = bits / 64 + 1, np = k * 10 / 3 / 64 + 1, nq = nx > np ? nx - np + 1 : 1;
    uint64_t work = mul_ns(np, np) + div_ns(nq, np) + mul_ns(nq, np) + linear_ns(3 * nx);
    if (!room_for(vm, bits + 8, 3 * np + nq + 4 * (nx + np)) || !num_work(vm, work)) return VEXC;
    mpz_t p, q, r;
    mpz_inits(p, q, r, NULL);
    mpz_ui_pow_ui(p, 10, (unsigned long)k);
    mpz_fdiv_qr(q, r, z, p);
    mpz_mul_2exp(r, r, 1);
    int c = mpz_cmp(r, p);
    if (c > 0 || (c == 0 && mpz_odd_p(q))) mpz_add_ui(q, q, 1);
    mpz_mul(q, q, p);
    mpz_clears(p, r, NULL);
    return take(vm, q);
}

Value num_round(VM *vm, Value x, Value ndigits) {
    Value u = num_unwrap(x);
    if (IS_FLOAT(u)) return float_round(vm, AS_FLOAT(u), ndigits);
    if (IS_INT(u) || IS_BOOL(u) || IS_BIGINT(u)) return int_round(vm, u, ndigits);
    Value f = type_lookup(vm, type_of(vm, x), vm->names->__round__);
    if (IS_EMPTY(f))
        return exc_raise(vm, EXC_TypeError, "type %s doesn't define __round__ method", type_name(vm, x));
    return rt_call_special(vm, x, vm->names->__round__, IS_EMPTY(ndigits) ? 0 : 1, &ndigits);
}

static bool is_num(Value u) { return IS_INT(u) || IS_BOOL(u) || IS_BIGINT(u) || IS_FLOAT(u); }

/* CPython's float_divmod. */
static Value float_divmod(VM *vm, double vx, double wx) {
    if (wx == 0.0) return exc_raise(vm, EXC_ZeroDivisionError, "float divmod()");
    if (!float_fmod_charge(vm, vx, wx)) return VEXC;
    double mod = fmod(vx, wx);
    double div = (vx - mod) / wx, floordiv;
    if (mod) {
        if ((wx < 0) != (mod < 0)) {
            mod += wx;
            div -= 1.0;
        }
    } else {
        mod = copysign(0.0, wx);
    }
    if (div) {
        floordiv = floor(div);
        if (div - floordiv > 0.5) floordiv += 1.0;
    } else {
        floordiv = copysign(0.0, vx / wx);
    }
    Value items[2] = {v_float(floordiv), v_float(mod)};
    return tuple_pack(vm, 2, items);
}

Value num_divmod(VM *vm, Value a, Value b) {
    Value r = VEMPTY;
    Value fa = user_method(vm, a, vm->names->__divmod__);
    if (!IS_EMPTY(fa)) {
        r = rt_call_special(vm, a, vm->names->__divmod__, 1, &b);
        if (r.tag != VT_NOTIMPL) return r;
    }
    Value fb = user_method(vm, b, vm->names->__rdivmod__);
    if (!IS_EMPTY(fb) && type_of(vm, a) != type_of(vm, b)) {
        r = rt_call_special(vm, b, vm->names->__rdivmod__, 1, &a);
        if (r.tag != VT_NOTIMPL) return r;
    }
    Value ua = num_unwrap(a), ub = num_unwrap(b);
    if (!is_num(ua) || !is_num(ub))
        return exc_raise(vm, EXC_TypeError, "unsupported operand type(s) for divmod(): '%s' and '%s'",
                         type_name(vm, a), type_name(vm, b));
    if (IS_FLOAT(ua) || IS_FLOAT(ub)) {
        bool ova = false, ovb = false;
        double x = IS_FLOAT(ua) ? AS_FLOAT(ua) : int_to_double(ua, &ova);
        double y = IS_FLOAT(ub) ? AS_FLOAT(ub) : int_to_double(ub, &ovb);
        if (ova || ovb) return exc_raise(vm, EXC_OverflowError, "int too large to convert to float");
        return float_divmod(vm, x, y);
    }
    if (int_sign(ub) == 0) return exc_raise(vm, EXC_ZeroDivisionError, "integer division or modulo by zero");
    Value q = int_binop(vm, BO_FLOORDIV, ua, ub);
    if (IS_EXC(q)) return q;
    gc_push(vm, q);
    Value m = int_binop(vm, BO_MOD, ua, ub);
    gc_pop(vm, 1);
    if (IS_EXC(m)) return m;
    Value items[2] = {q, m};
    return tuple_pack(vm, 2, items);
}

/* (b ** e) mod m for 0 <= b < m < 2**63, e >= 0. */
static uint64_t powmod_u64(uint64_t b, uint64_t e, uint64_t m) {
    unsigned __int128 r = 1 % m, x = b;
    while (e) {
        if (e & 1) r = r * x % m;
        x = x * x % m;
        e >>= 1;
    }
    return (uint64_t)r;
}

/* r = b**e mod m for 0 <= b < m, charged as it goes: a long exponent is
 * consumed in 64-bit chunks (r = r**(2**64) * b**chunk), so the budget
 * and the deadline are checked between chunks even inside one pow() call,
 * and GMP's window table stays that of a 64-bit exponent. The whole is
 * checked first, so work that cannot finish is refused before it starts. */
static bool powm_charged(VM *vm, mpz_t r, mpz_srcptr b, mpz_srcptr e, mpz_srcptr m, uint64_t per_bit) {
    size_t ebits = mpz_sizeinbase(e, 2);
    /* Each powm also sets up its Montgomery form (an inverse of the
     * modulus and a reduction of the base): about two more bits' work. */
    if (ebits <= 128) {
        if (!num_work(vm, sat_mul(ebits + 3, per_bit))) return false;
        mpz_powm(r, b, e, m);
        return true;
    }
    size_t nchunks = (ebits + 63) / 64;
    /* Two powm calls of 64 exponent bits each per chunk. */
    uint64_t chunk_ns = sat_mul(134, per_bit);
    if (!work_fits(vm, sat_mul(nchunks, chunk_ns))) return false;
    mpz_t t, c;
    mpz_inits(t, c, NULL);
    mpz_set_ui(r, 1);
    bool ok = true;
    for (size_t k = nchunks; k-- > 0;) {
        if (!num_work(vm, chunk_ns)) {
            ok = false;
            break;
        }
        if (k + 1 < nchunks) {
            mpz_set_ui(c, 1);
            mpz_mul_2exp(c, c, 64);
            mpz_powm(r, r, c, m);
        }
        mpz_tdiv_q_2exp(c, e, (mp_bitcnt_t)(k * 64));
        mpz_tdiv_r_2exp(c, c, 64);
        mpz_powm(t, b, c, m);
        mpz_mul(r, r, t);
        mpz_mod(r, r, m);
    }
    mpz_clears(t, c, NULL);
    return ok;
}

Value num_pow(VM *vm, Value a, Value b, Value mod) {
    if (IS_EMPTY(mod) || IS_NONE(mod)) return obj_binop(vm, BO_POW, a, b);
    if (IS_KIND(a, OK_COMPLEX) || IS_KIND(b, OK_COMPLEX) || IS_KIND(mod, OK_COMPLEX))
        return exc_raise(vm, EXC_ValueError, "complex modulo");
    Value f = user_method(vm, a, vm->names->__pow__);
    if (!IS_EMPTY(f)) {
        Value args[2] = {b, mod};
        Value r = rt_call_special(vm, a, vm->names->__pow__, 2, args);
        if (r.tag != VT_NOTIMPL) return r;
    }
    Value ua = as_int(num_unwrap(a)), ub = as_int(num_unwrap(b)), um = as_int(num_unwrap(mod));
    if (!is_num(ua) || !is_num(ub) || !is_num(um))
        return exc_raise(vm, EXC_TypeError, "unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'",
                         type_name(vm, a), type_name(vm, b), type_name(vm, mod));
    if (IS_FLOAT(ua) || IS_FLOAT(ub) || IS_FLOAT(um))
        return exc_raise(vm, EXC_TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
    int msign = int_sign(um);
    if (msign == 0) return exc_raise(vm, EXC_ValueError, "pow() 3rd argument cannot be 0");
    if (IS_INT(um) && (AS_INT(um) == 1 || AS_INT(um) == -1)) return v_int(0);
    /* Small operands: square-and-multiply in 128-bit arithmetic. */
    if (IS_INT(ua) && IS_INT(ub) && IS_INT(um) && AS_INT(ub) >= 0 && AS_INT(um) != INT64_MIN) {
        int64_t m = AS_INT(um) < 0 ? -AS_INT(um) : AS_INT(um);
        int64_t base = AS_INT(ua) % m;
        if (base < 0) base += m;
        int64_t r = (int64_t)powmod_u64((uint64_t)base, (uint64_t)AS_INT(ub), (uint64_t)m);
        if (msign < 0 && r != 0) r -= m;
        return v_int(r);
    }
    ZView va, vb, vm_;
    mpz_srcptr x = zview(&va, ua), e = zview(&vb, ub), m = zview(&vm_, um);
    mpz_t mabs;
    mpz_srcptr am = zabs(mabs, m);
    uint64_t mbits = zbits(am), ml = mpz_size(am), nx = mpz_size(x);
    /* The result and the reduced base (each below the modulus), GMP's
     * window table and products (which grow with the exponent's length up
     * to the 64-bit chunks powm_charged uses), and the scratch of reducing
     * or inverting the base. */
    size_t eb = mpz_sizeinbase(e, 2);
    uint64_t table = eb <= 1 ? 2 : eb <= 24 ? 12 : 32;
    if (!room_for(vm, 2 * mbits + 128, table * ml + 5 * (nx + ml) + 8)) return VEXC;
    /* Per exponent bit: a modular squaring (and sometimes a multiply),
     * each a multiplication plus a reduction. */
    uint64_t per_bit = mul_ns(ml, ml) * 5 / 2 + 1;
    mpz_t base, r;
    mpz_inits(base, r, NULL);
    mpz_t eabs;
    mpz_srcptr ex = e;
    if (mpz_sgn(e) < 0) {
        if (!num_work(vm, gcd_ns(nx, ml, 3))) {
            mpz_clears(base, r, NULL);
            return VEXC;
        }
        if (!mpz_invert(base, x, am)) {
            mpz_clears(base, r, NULL);
            return exc_raise(vm, EXC_ValueError, "base is not invertible for the given modulus");
        }
        ex = zabs(eabs, e);
    } else {
        if (!num_work(vm, div_ns(nx > ml ? nx - ml + 1 : 1, ml))) {
            mpz_clears(base, r, NULL);
            return VEXC;
        }
        mpz_mod(base, x, am);
    }
    if (!powm_charged(vm, r, base, ex, am, per_bit)) {
        mpz_clears(base, r, NULL);
        return VEXC;
    }
    mpz_clear(base);
    /* The result takes the modulus's sign. */
    if (msign < 0 && mpz_sgn(r) != 0) mpz_sub(r, r, am);
    return take(vm, r);
}

/* ---- integer functions of the math module ------------------------------ */

Value int_index(VM *vm, Value v) {
    Value u = num_unwrap(v);
    if (IS_INT(u) || IS_BOOL(u) || IS_BIGINT(u)) return as_int(u);
    if (!IS_EMPTY(user_method(vm, v, vm->names->__index__)))
        return int_result(vm, rt_call_special(vm, v, vm->names->__index__, 0, NULL), "__index__");
    return exc_raise(vm, EXC_TypeError, "'%s' object cannot be interpreted as an integer", type_name(vm, v));
}

Value int_gcd(VM *vm, Value a, Value b) {
    ZView va, vb;
    mpz_srcptr x = zview(&va, as_int(a)), y = zview(&vb, as_int(b));
    uint64_t na = mpz_size(x), nb = mpz_size(y), lo = na < nb ? na : nb;
    if (!room_for(vm, 64 * lo + 64, 4 * (na + nb)) || !num_work(vm, gcd_ns(na, nb, 2))) return VEXC;
    mpz_t r;
    mpz_init(r);
    mpz_gcd(r, x, y);
    return take(vm, r);
}

/* |a * b| / gcd(a, b): a gcd, an exact division and a multiplication. */
Value int_lcm(VM *vm, Value a, Value b) {
    ZView va, vb;
    mpz_srcptr x = zview(&va, as_int(a)), y = zview(&vb, as_int(b));
    uint64_t na = mpz_size(x), nb = mpz_size(y);
    uint64_t work = gcd_ns(na, nb, 2) + div_ns(na, nb) + mul_ns(na, nb);
    if (!room_for(vm, zbits(x) + zbits(y), 5 * (na + nb)) || !num_work(vm, work)) return VEXC;
    mpz_t r;
    mpz_init(r);
    mpz_lcm(r, x, y);
    return take(vm, r);
}

/* floor(sqrt(a)) for a >= 0. */
Value int_isqrt(VM *vm, Value a) {
    ZView va;
    mpz_srcptr x = zview(&va, as_int(a));
    uint64_t n = mpz_size(x);
    if (!room_for(vm, zbits(x) / 2 + 64, 4 * n) || !num_work(vm, mul_ns(n, n) + linear_ns(n))) return VEXC;
    mpz_t r;
    mpz_init(r);
    mpz_sqrt(r, x);
    return take(vm, r);
}

/* Bits of a result estimated as a double, as a bound for room_for
 * (anything past the largest int is refused there). */
static uint64_t est_bits(double bits) {
    return bits < 0 ? 64 : bits >= (double)BIGINT_MAX_BITS ? BIGINT_MAX_BITS + 1 : (uint64_t)bits + 64;
}

/* lgamma_r: plain lgamma writes the process-global signgam, a data race
 * between VMs in different threads. */
static uint64_t fact_bits(uint64_t n) {
    int sign;
    return est_bits(lgamma_r((double)n + 1, &sign) / M_LN2 * 1.0001);
}

/* log2 C(n, k) <= k log2(e n / k), for n >= 2k. */
static uint64_t binom_bits(mpz_srcptr n, uint64_t k) {
    if (k == 0) return 64;
    double l2n = mpz_fits_ulong_p(n) ? log2(mpz_get_d(n) + 1) : (double)zbits(n);
    return est_bits((double)k * (l2n - log2((double)k) + 1.4427) * 1.0001);
}

/* Cost of GMP's binomial on its fast paths: a few multiplications of the
 * result's size, a pass over the factors, and for k close to n a sieve up
 * to n. */
static uint64_t binom_ns(uint64_t n, uint64_t k, uint64_t rl) {
    uint64_t w = sat_add(sat_mul(3, mul_ns(rl, rl)), sat_mul(32, k));
    return n / 16 <= k ? sat_add(w, sat_mul(16, n)) : w;
}

static uint64_t fact_ns(uint64_t n, uint64_t rl) { return sat_add(mul_ns(rl, rl) * 3 / 2, sat_mul(8, n)); }

/* Factors per leaf of the product tree. */
#define LEAF 16

/* Binary splitting over k factors of `l` limbs each, making `rl` limbs:
 * about log2 k levels of multiplications of the result's total size, and
 * the leaves' products of small factors. */
static uint64_t tree_ns(uint64_t k, uint64_t l, uint64_t rl) {
    return sat_add(sat_mul(mul_ns(rl, rl), ilog2(k) + 1) / 2, sat_mul(k, mul_ns(LEAF * l, l)));
}

/* r = (low + a) * (low + a + 1) * ... * (low + b - 1), by binary
 * splitting (b > a). Each
 * multiplication is charged before it runs, so the budget and the deadline
 * are checked between steps; false (with the run halted) when one cannot. */
static bool range_prod(VM *vm, mpz_t r, mpz_srcptr low, uint64_t a, uint64_t b) {
    uint64_t l = mpz_size(low) + 1;
    if (b - a <= LEAF) {
        if (!num_work(vm, sat_mul(b - a, mul_ns(LEAF * l, l)))) return false;
        mpz_t t;
        mpz_init(t);
        mpz_add_ui(r, low, (unsigned long)a);
        for (uint64_t j = a + 1; j < b; j++) {
            mpz_add_ui(t, low, (unsigned long)j);
            mpz_mul(r, r, t);
        }
        mpz_clear(t);
        return true;
    }
    uint64_t m = a + (b - a) / 2;
    mpz_t t;
    mpz_init(t);
    bool ok = range_prod(vm, r, low, a, m) && range_prod(vm, t, low, m, b) &&
              num_work(vm, mul_ns(mpz_size(r), mpz_size(t)));
    if (ok) mpz_mul(r, r, t);
    mpz_clear(t);
    return ok;
}

/* log2 of n >= 1, from above. */
static double log2_up(mpz_srcptr n) {
    return mpz_fits_ulong_p(n) ? log2(mpz_get_d(n) + 1) : (double)zbits(n);
}

Value int_factorial(VM *vm, uint64_t n) {
    uint64_t bits = fact_bits(n), rl = bits / 64 + 1;
    if (!room_for(vm, bits, 5 * rl) || !num_work(vm, fact_ns(n, rl))) return VEXC;
    mpz_t r;
    mpz_init(r);
    mpz_fac_ui(r, (unsigned long)n);
    return take(vm, r);
}

/* num / den, known to be exact, each step charged before it runs. */
static bool exact_quotient(VM *vm, mpz_t num, mpz_srcptr den) {
    uint64_t na = mpz_size(num), nb = mpz_size(den);
    if (!num_work(vm, div_ns(na > nb ? na - nb + 1 : 1, nb))) return false;
    mpz_divexact(num, num, den);
    return true;
}

/* C(n, k) for n >= 0 and 0 <= k <= n - k. GMP's own binomial where it is
 * fast (few factors, or k close to n where it sieves primes up to n);
 * otherwise the k falling factors by binary splitting, divided exactly by
 * k! (GMP's general method there is quadratic in k). */
Value int_comb(VM *vm, Value n, uint64_t k) {
    ZView vn;
    mpz_srcptr z = zview(&vn, as_int(n));
    uint64_t bits = binom_bits(z, k), rl = bits / 64 + 1;
    if (mpz_fits_ulong_p(z) && (k <= 64 || mpz_get_ui(z) / 16 <= k)) {
        if (!room_for(vm, bits, 9 * rl) || !num_work(vm, binom_ns(mpz_get_ui(z), k, rl))) return VEXC;
        mpz_t r;
        mpz_init(r);
        mpz_bin_uiui(r, mpz_get_ui(z), (unsigned long)k);
        return take(vm, r);
    }
    uint64_t pbits = est_bits((double)k * log2_up(z) * 1.0001), pl = pbits / 64 + 1;
    uint64_t fl = fact_bits(k) / 64 + 1;
    uint64_t work = sat_add(sat_add(tree_ns(k, mpz_size(z), pl), fact_ns(k, fl)), div_ns(pl - fl + 1, fl));
    /* The tree's temporaries and scratch, then both products with the
     * division's scratch. */
    uint64_t peak = 6 * pl > 5 * (pl + fl) ? 6 * pl : 5 * (pl + fl);
    if (!room_for(vm, bits, peak) || !work_fits(vm, work)) return VEXC;
    mpz_t low, r, f;
    mpz_inits(low, r, f, NULL);
    mpz_sub_ui(low, z, (unsigned long)k);
    mpz_add_ui(low, low, 1);
    bool ok = range_prod(vm, r, low, 0, k) && num_work(vm, fact_ns(k, fl));
    if (ok) mpz_fac_ui(f, (unsigned long)k);
    ok = ok && exact_quotient(vm, r, f);
    mpz_clears(low, f, NULL);
    if (!ok) {
        mpz_clear(r);
        return VEXC;
    }
    return take(vm, r);
}

/* n! / (n - k)! for 0 <= k <= n: the k falling factors by binary
 * splitting, or for k past n / 2 (with n small enough for GMP's factorial)
 * n! divided exactly by (n - k)!. Every step is charged before it runs,
 * after the whole was checked to fit the budget, the deadline and the
 * memory cap. */
Value int_perm(VM *vm, Value n, uint64_t k) {
    ZView vn;
    mpz_srcptr z = zview(&vn, as_int(n));
    if (k == 0) return v_int(1);
    if (mpz_fits_ulong_p(z) && k > mpz_get_ui(z) / 2) {
        uint64_t nn = mpz_get_ui(z), nl = fact_bits(nn) / 64 + 1, ml = fact_bits(nn - k) / 64 + 1;
        uint64_t work = sat_add(sat_add(fact_ns(nn, nl), fact_ns(nn - k, ml)), div_ns(nl - ml + 1, ml));
        if (!room_for(vm, 0, 5 * (nl + ml)) || !work_fits(vm, work)) return VEXC;
        mpz_t r, f;
        mpz_inits(r, f, NULL);
        bool ok = num_work(vm, fact_ns(nn, nl));
        if (ok) mpz_fac_ui(r, (unsigned long)nn);
        ok = ok && num_work(vm, fact_ns(nn - k, ml));
        if (ok) mpz_fac_ui(f, (unsigned long)(nn - k));
        ok = ok && exact_quotient(vm, r, f);
        mpz_clear(f);
        if (!ok) {
            mpz_clear(r);
            return VEXC;
        }
        return take(vm, r);
    }
    uint64_t bits = est_bits((double)k * log2_up(z) * 1.0001), pl = bits / 64 + 1;
    if (!room_for(vm, bits, 6 * pl) || !work_fits(vm, tree_ns(k, mpz_size(z), pl))) return VEXC;
    mpz_t low, r;
    mpz_inits(low, r, NULL);
    mpz_sub_ui(low, z, (unsigned long)k);
    mpz_add_ui(low, low, 1);
    bool ok = range_prod(vm, r, low, 0, k);
    mpz_clear(low);
    if (!ok) {
        mpz_clear(r);
        return VEXC;
    }
    return take(vm, r);
}

/* ---- methods ------------------------------------------------------------ */

#define METHOD(fn) static Value fn(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames)

/* The int behind the receiver (an int, a bool, or an int subclass). */
static bool self_int(VM *vm, Value self, Value *out) {
    Value u = num_unwrap(self);
    if (IS_INT(u) || IS_BOOL(u) || IS_BIGINT(u)) {
        *out = as_int(u);
        return true;
    }
    exc_raise(vm, EXC_TypeError, "descriptor requires an 'int' object but received a '%s'", type_name(vm, self));
    return false;
}

#define SELF_INT(x)                                  \
    Value x;                                         \
    if (!self_int(vm, self, &x)) return VEXC

static bool is_intval(Value u) { return IS_INT(u) || IS_BOOL(u) || IS_BIGINT(u); }

METHOD(m_bit_length) {
    SELF_INT(x);
    if (IS_INT(x)) {
        int64_t i = AS_INT(x);
        uint64_t u = i < 0 ? (uint64_t)0 - (uint64_t)i : (uint64_t)i;
        return v_int(u ? 64 - __builtin_clzll(u) : 0);
    }
    return v_int((int64_t)zbits(AS_BIGINT(x)->z));
}

METHOD(m_bit_count) {
    SELF_INT(x);
    if (IS_INT(x)) {
        int64_t i = AS_INT(x);
        return v_int(__builtin_popcountll(i < 0 ? (uint64_t)0 - (uint64_t)i : (uint64_t)i));
    }
    mpz_t av;
    if (!num_work(vm, linear_ns(mpz_size(AS_BIGINT(x)->z)))) return VEXC;
    return v_int((int64_t)mpz_popcount(zabs(av, AS_BIGINT(x)->z)));
}

METHOD(m_as_integer_ratio) {
    SELF_INT(x);
    Value items[2] = {x, v_int(1)};
    return tuple_pack(vm, 2, items);
}

METHOD(m_conjugate) {
    SELF_INT(x);
    return x;
}

METHOD(m_int_self) {
    SELF_INT(x);
    return x;
}

METHOD(m_float) {
    SELF_INT(x);
    bool ovf;
    double d = int_to_double(x, &ovf);
    if (ovf) return exc_raise(vm, EXC_OverflowError, "int too large to convert to float");
    return v_float(d);
}

METHOD(m_abs) { SELF_INT(x); return int_abs(vm, x); }
METHOD(m_neg) { SELF_INT(x); return int_neg(vm, x); }
METHOD(m_invert) { SELF_INT(x); return int_invert(vm, x); }
METHOD(m_bool) { SELF_INT(x); return v_bool(int_sign(x) != 0); }
METHOD(m_hash) {
    SELF_INT(x);
    int64_t h;
    return int_hash_charged(vm, x, &h) < 0 ? VEXC : v_int(h);
}
METHOD(m_repr) { SELF_INT(x); return int_to_str(vm, x, 10); }

METHOD(m_format) {
    if (!IS_STR(argv[0]))
        return exc_raise(vm, EXC_TypeError, "__format__() argument must be str, not %s", type_name(vm, argv[0]));
    return format_builtin(vm, self, AS_STR(argv[0]));
}

METHOD(m_round) {
    SELF_INT(x);
    return int_round(vm, x, argc ? argv[0] : VEMPTY);
}

/* T.__new__(cls, x): called unbound, self is cls; reached through
 * super().__new__(cls, x), self is bound to cls and cls comes again as
 * the first argument. */
METHOD(m_new) {
    if (argc > 0 && obj_is(argv[0], self)) {
        argc--;
        argv++;
    }
    if (!IS_TYPE(self) || !type_is_subtype(AS_TYPE(self), vm->t_int))
        return exc_raise(vm, EXC_TypeError, "int.__new__(X): X is not a subtype of int");
    /* bool.__new__(bool, x) is bool(x): no other bool than True and False. */
    if (AS_TYPE(self) == vm->t_bool) return vm->t_bool->ctor(vm, self, argc, argv, kwnames);
    return int_ctor(vm, self, argc, argv, kwnames);
}

/* Keyword-or-positional argument `i` named `name`. */
static Value arg_at(VM *vm, int argc, const Value *argv, Tuple *kwnames, int i, const char *name) {
    if (i < argc) return argv[i];
    return arg_kw(vm, argc, argv, kwnames, name);
}

bool check_kwnames(VM *vm, int argc, Tuple *kwnames, const char *fname, const char *const *allowed) {
    for (size_t i = 0; kwnames && i < kwnames->len; i++) {
        const char *k = AS_STR(kwnames->items[i])->data;
        int j = 0;
        while (allowed[j] && strcmp(k, allowed[j]) != 0) j++;
        if (!allowed[j]) {
            exc_raise(vm, EXC_TypeError, "'%s' is an invalid keyword argument for %s()", k, fname);
            return false;
        }
        if (j < argc) {
            exc_raise(vm, EXC_TypeError, "argument for %s() given by name ('%s') and position (%d)", fname, k,
                      j + 1);
            return false;
        }
    }
    return true;
}

/* byteorder's type, checked while the arguments are parsed (before
 * signed's __bool__ runs); false after raising. */
static bool byteorder_type(VM *vm, Value v, const char *fname) {
    if (IS_EMPTY(v) || IS_STR(v)) return true;
    exc_raise(vm, EXC_TypeError, "%s() argument 'byteorder' must be str, not %s", fname, type_name(vm, v));
    return false;
}

/* byteorder (its type checked): 1 for 'big', -1 for 'little'; 0 after
 * raising. */
static int byteorder_arg(VM *vm, Value v) {
    if (IS_EMPTY(v)) return 1;
    if (!strcmp(AS_STR(v)->data, "big")) return 1;
    if (!strcmp(AS_STR(v)->data, "little")) return -1;
    exc_raise(vm, EXC_ValueError, "byteorder must be either 'little' or 'big'");
    return 0;
}

static int signed_arg(VM *vm, Value v) {
    if (IS_EMPTY(v)) return 0;
    return obj_truthy(vm, v);
}

METHOD(m_to_bytes) {
    static const char *const kws[] = {"length", "byteorder", "signed", NULL};
    SELF_INT(x);
    if (!check_kwnames(vm, argc, kwnames, "to_bytes", kws)) return VEXC;
    Value lv = arg_at(vm, argc, argv, kwnames, 0, "length");
    /* Converted in CPython's order: length, byteorder, signed. */
    int64_t len = 1;
    bool ovf = false;
    if (!IS_EMPTY(lv) && !obj_index(vm, lv, &len, &ovf)) return VEXC;
    Value bo = arg_at(vm, argc, argv, kwnames, 1, "byteorder");
    if (!byteorder_type(vm, bo, "to_bytes")) return VEXC;
    int sgn = signed_arg(vm, arg_kw(vm, argc, argv, kwnames, "signed"));
    if (sgn < 0) return VEXC;
    int order = byteorder_arg(vm, bo);
    if (!order) return VEXC;
    if (len < 0) return exc_raise(vm, EXC_ValueError, "length argument must be non-negative");
    if (!IS_EMPTY(lv) && ovf) return rt_halt(vm, HALT_MEMORY);
    ZView vx;
    mpz_srcptr z = zview(&vx, x);
    if (!sgn && mpz_sgn(z) < 0) return exc_raise(vm, EXC_OverflowError, "can't convert negative int to unsigned");
    /* Range: [0, 2**(8 len)) unsigned, [-2**(8 len - 1), 2**(8 len - 1)) signed. */
    uint64_t need = zbits(z);
    if (sgn && mpz_sgn(z) != 0) {
        /* -2**k needs k+1 bits in two's complement, like 2**k - 1; any
         * other negative value one more than its magnitude. */
        mpz_t av;
        mpz_srcptr m = zabs(av, z);
        bool pow2 = mpz_sgn(z) < 0 && mpz_scan1(m, 0) == need - 1;
        need = (pow2 ? need - 1 : need) + 1;
    }
    if (need > (uint64_t)len * 8) return exc_raise(vm, EXC_OverflowError, "int too big to convert");
    if ((uint64_t)len > UINT32_MAX - sizeof(Bytes) - 1) return rt_halt(vm, HALT_MEMORY);
    /* The bytes object plus a GMP temporary of the same size. */
    if (!room_for_bits(vm, (uint64_t)len * 24) || !num_work(vm, 2 * (uint64_t)len + linear_ns(mpz_size(z))))
        return VEXC;
    Bytes *b = obj_alloc(vm, OK_BYTES, sizeof(Bytes) + (size_t)len + 1);
    if (!b) return VEXC;
    b->hash = -1;
    b->len = (size_t)len;
    b->buf = b->inline_data;
    memset(b->inline_data, 0, (size_t)len + 1);
    b->inline_data[len] = 0;
    if (mpz_sgn(z) != 0 && len > 0) {
        /* Two's complement of a negative value: 2**(8 len) + z. */
        mpz_t t;
        mpz_init(t);
        if (mpz_sgn(z) < 0) {
            mpz_ui_pow_ui(t, 2, (unsigned long)(8 * len));
            mpz_add(t, t, z);
        } else {
            mpz_set(t, z);
        }
        size_t count = 0;
        size_t nb = (zbits(t) + 7) / 8;
        /* Least significant byte first into the tail, then flip for big. */
        mpz_export(b->inline_data + (size_t)len - nb, &count, 1, 1, 1, 0, t);
        mpz_clear(t);
        if (order < 0) {
            for (size_t i = 0, j = (size_t)len - 1; i < j; i++, j--) {
                uint8_t c = b->inline_data[i];
                b->inline_data[i] = b->inline_data[j];
                b->inline_data[j] = c;
            }
        }
    }
    b->inline_data[len] = 0;
    return v_obj(b);
}

static Value m_from_bytes(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    static const char *const kws[] = {"bytes", "byteorder", "signed", NULL};
    if (!check_kwnames(vm, argc, kwnames, "from_bytes", kws)) return VEXC;
    Value src = arg_at(vm, argc, argv, kwnames, 0, "bytes");
    if (IS_EMPTY(src)) return exc_raise(vm, EXC_TypeError, "from_bytes() missing required argument 'bytes' (pos 1)");
    Value bo = arg_at(vm, argc, argv, kwnames, 1, "byteorder");
    if (!byteorder_type(vm, bo, "from_bytes")) return VEXC;
    int sgn = signed_arg(vm, arg_kw(vm, argc, argv, kwnames, "signed"));
    if (sgn < 0) return VEXC;
    int order = byteorder_arg(vm, bo);
    if (!order) return VEXC;
    const uint8_t *data;
    size_t n;
    uint8_t *owned = NULL;
    Bytes *sb = bytes_unwrap(src);
    if (sb) {
        data = sb->buf;
        n = sb->len;
    } else if (type_is_subtype(type_of(vm, src), vm->types[OK_STR])) {
        return exc_raise(vm, EXC_TypeError, "cannot convert '%s' object to bytes", type_name(vm, src));
    } else {
        List *l = rt_list_from_iter(vm, src);
        if (l) gc_push(vm, v_obj(l));
        if (!l) {
            if (exc_matches(vm, EXC_TypeError)) {
                exc_clear(vm);
                return exc_raise(vm, EXC_TypeError, "cannot convert '%s' object to bytes", type_name(vm, src));
            }
            return VEXC;
        }
        n = l->len;
        owned = mem_alloc(vm, n + 1);
        if (!owned) {
            gc_pop(vm, 1);
            return VEXC;
        }
        for (size_t i = 0; i < n; i++) {
            int64_t c;
            bool ovf;
            if (!obj_index(vm, l->items[i], &c, &ovf)) {
                gc_pop(vm, 1);
                mem_free(vm, owned, n + 1);
                return VEXC;
            }
            if (ovf || c < 0 || c > 255) {
                gc_pop(vm, 1);
                mem_free(vm, owned, n + 1);
                return exc_raise(vm, EXC_ValueError, "bytes must be in range(0, 256)");
            }
            owned[i] = (uint8_t)c;
        }
        gc_pop(vm, 1);
        data = owned;
    }
    Value r;
    if (!room_for_bits(vm, (uint64_t)n * 16) || !num_work(vm, 2 * (uint64_t)n)) {
        r = VEXC;
    } else {
        mpz_t z;
        mpz_init(z);
        if (n) mpz_import(z, n, order > 0 ? 1 : -1, 1, 1, 0, data);
        if (sgn && n) {
            uint8_t top = order > 0 ? data[0] : data[n - 1];
            if (top & 0x80) {
                mpz_t p;
                mpz_init(p);
                mpz_ui_pow_ui(p, 2, (unsigned long)(8 * n));
                mpz_sub(z, z, p);
                mpz_clear(p);
            }
        }
        r = take(vm, z);
    }
    if (owned) mem_free(vm, owned, n + 1);
    if (!IS_EXC(r) && IS_TYPE(self) && AS_TYPE(self) != vm->t_int && type_is_subtype(AS_TYPE(self), vm->t_int)) {
        gc_push(vm, r);
        r = rt_call1(vm, self, r);
        gc_pop(vm, 1);
    }
    return r;
}

/* Arithmetic dunders: int op int only (int.__add__(1.5) is NotImplemented,
 * and float's reflected method takes over). */
static Value int_dunder(VM *vm, BinOp op, Value self, Value other, bool reflected) {
    Value x = num_unwrap(self), y = num_unwrap(other);
    if (!is_intval(x) || !is_intval(y)) return v_notimpl();
    return reflected ? int_binop(vm, op, y, x) : int_binop(vm, op, x, y);
}

#define INT_BINOPS(X)                                                                  \
    X(add, BO_ADD) X(sub, BO_SUB) X(mul, BO_MUL) X(truediv, BO_TRUEDIV)                 \
    X(floordiv, BO_FLOORDIV) X(mod, BO_MOD) X(lshift, BO_LSHIFT) X(rshift, BO_RSHIFT)   \
    X(and, BO_AND) X(or, BO_OR) X(xor, BO_XOR)

#define X(name, op)                                                                    \
    METHOD(m_##name) { return int_dunder(vm, op, self, argv[0], false); }              \
    METHOD(m_r##name) { return int_dunder(vm, op, self, argv[0], true); }
INT_BINOPS(X)
#undef X

METHOD(m_pow) {
    if (argc > 1 && !IS_NONE(argv[1])) {
        Value x = num_unwrap(self), y = num_unwrap(argv[0]), m = num_unwrap(argv[1]);
        if (!is_intval(x) || !is_intval(y) || !is_intval(m)) return v_notimpl();
        return num_pow(vm, x, y, m);
    }
    return int_dunder(vm, BO_POW, self, argv[0], false);
}

METHOD(m_rpow) { return int_dunder(vm, BO_POW, self, argv[0], true); }

METHOD(m_divmod) {
    if (!is_intval(num_unwrap(argv[0]))) return v_notimpl();
    return num_divmod(vm, num_unwrap(self), num_unwrap(argv[0]));
}

METHOD(m_rdivmod) {
    if (!is_intval(num_unwrap(argv[0]))) return v_notimpl();
    return num_divmod(vm, num_unwrap(argv[0]), num_unwrap(self));
}

static Value int_richcmp(VM *vm, Value a, Value b, int op) {
    Value x = num_unwrap(a), y = num_unwrap(b);
    if (!is_intval(x) || !is_intval(y)) {
        if (is_intval(x) && IS_FLOAT(y)) return obj_compare(vm, x, y, (CmpOp)op);
        return v_notimpl();
    }
    if (!int_cmp_work(vm, x, y)) return VEXC;
    int c = int_cmp(x, y);
    switch (op) {
    case CO_LT: return v_bool(c < 0);
    case CO_LE: return v_bool(c <= 0);
    case CO_EQ: return v_bool(c == 0);
    case CO_NE: return v_bool(c != 0);
    case CO_GT: return v_bool(c > 0);
    default: return v_bool(c >= 0);
    }
}

/* The comparison dunders see ints only (int.__eq__(1.0) is NotImplemented). */
static Value int_cmp_dunder(VM *vm, Value a, Value b, CmpOp op) {
    if (!is_intval(num_unwrap(b))) return v_notimpl();
    return int_richcmp(vm, a, b, (int)op);
}

METHOD(m_eq) { return int_cmp_dunder(vm, self, argv[0], CO_EQ); }
METHOD(m_ne) { return int_cmp_dunder(vm, self, argv[0], CO_NE); }
METHOD(m_lt) { return int_cmp_dunder(vm, self, argv[0], CO_LT); }
METHOD(m_le) { return int_cmp_dunder(vm, self, argv[0], CO_LE); }
METHOD(m_gt) { return int_cmp_dunder(vm, self, argv[0], CO_GT); }
METHOD(m_ge) { return int_cmp_dunder(vm, self, argv[0], CO_GE); }

static const MethodDef int_methods[] = {
    {"bit_length", m_bit_length, 0, 0, 0},
    {"bit_count", m_bit_count, 0, 0, 0},
    {"to_bytes", m_to_bytes, 0, 2, NATIVE_KW | NATIVE_KWONLY(1)},
    {"as_integer_ratio", m_as_integer_ratio, 0, 0, 0},
    {"conjugate", m_conjugate, 0, 0, 0},
    {"__index__", m_int_self, 0, 0, 0},
    {"__int__", m_int_self, 0, 0, 0},
    {"__trunc__", m_int_self, 0, 0, 0},
    {"__floor__", m_int_self, 0, 0, 0},
    {"__ceil__", m_int_self, 0, 0, 0},
    {"__pos__", m_int_self, 0, 0, 0},
    {"__float__", m_float, 0, 0, 0},
    {"__abs__", m_abs, 0, 0, 0},
    {"__neg__", m_neg, 0, 0, 0},
    {"__invert__", m_invert, 0, 0, 0},
    {"__bool__", m_bool, 0, 0, 0},
    {"__hash__", m_hash, 0, 0, 0},
    {"__repr__", m_repr, 0, 0, 0},
    {"__str__", m_repr, 0, 0, 0},
    {"__format__", m_format, 1, 1, 0},
    {"__round__", m_round, 0, 1, 0},
    {"__new__", m_new, 0, 3, NATIVE_KW},
#define X(name, op) {"__" #name "__", m_##name, 1, 1, 0}, {"__r" #name "__", m_r##name, 1, 1, 0},
    INT_BINOPS(X)
#undef X
    {"__pow__", m_pow, 1, 2, 0},
    {"__rpow__", m_rpow, 1, 2, 0},
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

/* ---- slots: BigInt objects and instances of int subclasses ------------- */

static Value slot_repr(VM *vm, Value self) { return int_to_str(vm, num_unwrap(self), 10); }

static int slot_hash(VM *vm, Value self, int64_t *out) { return int_hash_charged(vm, self, out); }

static Value slot_binop(VM *vm, int op, Value a, Value b, bool inplace) {
    Value x = num_unwrap(a), y = num_unwrap(b);
    if (!is_num(x) || !is_num(y)) return v_notimpl();
    return obj_binop(vm, (BinOp)op, x, y);
}

static int slot_truthy(VM *vm, Value self) { return int_sign(num_unwrap(self)) != 0; }

/* A classmethod wrapping a native (int.from_bytes, float.fromhex). */
void num_add_classmethod(VM *vm, Type *t, const char *name, NativeFn fn, int minargs, int maxargs,
                         uint16_t flags) {
    Native *n = native_new(vm, name, fn, minargs, maxargs, flags);
    if (!n) return;
    n->owner = t;
    char q[128];
    snprintf(q, sizeof q, "%s.%s", t->name->data, name);
    n->qualname = str_intern_cstr(vm, q);
    if (!n->qualname) return;
    Wrapper *w = obj_alloc(vm, OK_CLASSMETHOD, sizeof(Wrapper));
    if (!w) return;
    w->func = v_obj(n);
    dict_set_str(vm, t->dict, n->name, v_obj(w));
}

/* A read-only property of a built-in number type (int.real, ...), whose
 * getter is a native taking the instance. */
void num_add_property(VM *vm, Type *t, const char *name, NativeFn get) {
    Native *n = native_new(vm, name, get, 1, 1, 0);
    if (!n) return;
    n->owner = t;
    Property *p = obj_alloc(vm, OK_PROPERTY, sizeof(Property));
    if (!p) return;
    p->h.flags |= PROP_BUILTIN;
    p->fget = v_obj(n);
    p->fset = VNONE;
    p->fdel = VNONE;
    p->doc = VNONE;
    dict_set_str(vm, t->dict, n->name, v_obj(p));
}

static Value get_self(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    Value x;
    return self_int(vm, argv[0], &x) ? x : VEXC;
}

static Value get_zero(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    Value x;
    return self_int(vm, argv[0], &x) ? v_int(0) : VEXC;
}

static Value get_one(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    Value x;
    return self_int(vm, argv[0], &x) ? v_int(1) : VEXC;
}

void int_init(VM *vm) {
    Type *t = vm->t_int;
    if (!t) return;
    t->ctor = int_ctor;
    t->slots.repr = slot_repr;
    t->slots.hash = slot_hash;
    t->slots.richcmp = int_richcmp;
    t->slots.binop = slot_binop;
    t->slots.truthy = slot_truthy;
    type_add_methods(vm, t, int_methods);
    num_add_classmethod(vm, t, "from_bytes", m_from_bytes, 0, 2, NATIVE_KW | NATIVE_KWONLY(1));
    num_add_property(vm, t, "real", get_self);
    num_add_property(vm, t, "numerator", get_self);
    num_add_property(vm, t, "imag", get_zero);
    num_add_property(vm, t, "denominator", get_one);
}
