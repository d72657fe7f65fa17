/* The random module: CPython's generator, bit for bit.
 *
 * The core is the Mersenne Twister MT19937 (Matsumoto & Nishimura, 1998)
 * with its reference seeding procedures init_genrand and init_by_array;
 * on top of it every method follows the algorithm of CPython 3.11's
 * random.py, consuming the same 32-bit words in the same order, so that a
 * seeded generator gives CPython's sequence: random() uses two words
 * (27 + 26 bits), getrandbits(k) fills k bits from least significant words
 * up, and integer choices go through _randbelow_with_getrandbits (draw
 * bit_length(n) bits, retry while >= n).
 *
 * Seeds: an int seeds init_by_array with the 32-bit words of its absolute
 * value; str/bytes seeds (version 2) use the int made of the bytes followed
 * by their SHA-512 digest, so this file carries a SHA-512 written from
 * FIPS 180-4, whose constants it derives from the primes as the standard
 * defines them. Without a seed, a generator is seeded from the VM's hash
 * seed (fixed by the host for reproducible runs, random otherwise) mixed
 * with words drawn from the module's generator.
 *
 * State: random.Random instances are Instances of the module's Random type
 * whose builtin_value is a Box holding a Bytes block with the MT state. The
 * module-level functions are methods bound to the module's own instance
 * `_inst`, as in CPython; nothing is process-global. */
#include <math.h>
#include <xxhash.h>
#include "runtime/rt.h"
#include "runtime/names.h"

#define MT_N 624
#define MT_M 397

typedef struct MTState {
    uint32_t mt[MT_N];
    int32_t index;
    int32_t has_gauss;
    double gauss_next;
    uint64_t seedings;      /* module generator only: unseeded seedings made */
} MTState;

/* ---- the generator ---------------------------------------------------- */

static uint32_t mt_next(MTState *s) {
    static const uint32_t mag01[2] = {0x0u, 0x9908b0dfu};
    uint32_t y;
    if (s->index >= MT_N) {
        int k;
        for (k = 0; k < MT_N - MT_M; k++) {
            y = (s->mt[k] & 0x80000000u) | (s->mt[k + 1] & 0x7fffffffu);
            s->mt[k] = s->mt[k + MT_M] ^ (y >> 1) ^ mag01[y & 1u];
        }
        for (; k < MT_N - 1; k++) {
            y = (s->mt[k] & 0x80000000u) | (s->mt[k + 1] & 0x7fffffffu);
            s->mt[k] = s->mt[k + (MT_M - MT_N)] ^ (y >> 1) ^ mag01[y & 1u];
        }
        y = (s->mt[MT_N - 1] & 0x80000000u) | (s->mt[0] & 0x7fffffffu);
        s->mt[MT_N - 1] = s->mt[MT_M - 1] ^ (y >> 1) ^ mag01[y & 1u];
        s->index = 0;
    }
    y = s->mt[s->index++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= y >> 18;
    return y;
}

static void mt_init_genrand(MTState *s, uint32_t seed) {
    s->mt[0] = seed;
    for (uint32_t i = 1; i < MT_N; i++) s->mt[i] = 1812433253u * (s->mt[i - 1] ^ (s->mt[i - 1] >> 30)) + i;
    s->index = MT_N;
}

static void mt_init_by_array(MTState *s, const uint32_t *key, size_t keylen) {
    mt_init_genrand(s, 19650218u);
    size_t i = 1, j = 0;
    for (size_t k = MT_N > keylen ? MT_N : keylen; k; k--) {
        s->mt[i] = (s->mt[i] ^ ((s->mt[i - 1] ^ (s->mt[i - 1] >> 30)) * 1664525u)) + key[j] + (uint32_t)j;
        i++;
        j++;
        if (i >= MT_N) {
            s->mt[0] = s->mt[MT_N - 1];
            i = 1;
        }
        if (j >= keylen) j = 0;
    }
    for (size_t k = MT_N - 1; k; k--) {
        s->mt[i] = (s->mt[i] ^ ((s->mt[i - 1] ^ (s->mt[i - 1] >> 30)) * 1566083941u)) - (uint32_t)i;
        i++;
        if (i >= MT_N) {
            s->mt[0] = s->mt[MT_N - 1];
            i = 1;
        }
    }
    s->mt[0] = 0x80000000u;
    s->has_gauss = 0;
}

static double mt_random(MTState *s) {
    uint32_t a = mt_next(s) >> 5, b = mt_next(s) >> 6;
    return ((double)a * 67108864.0 + (double)b) * (1.0 / 9007199254740992.0);
}

/* ---- SHA-512 (FIPS 180-4) ---------------------------------------------- */

typedef struct Sha512 {
    uint64_t k[80];
    uint64_t h[8];
} Sha512;

/* The standard's constants: the first 64 fractional bits of the square
 * roots (initial hash) and cube roots (round constants) of the first
 * primes, computed exactly with integer roots. */
static void sha512_constants(Sha512 *c) {
    mpz_t r, t;
    mpz_init(r);
    mpz_init(t);
    int found = 0;
    for (unsigned long p = 2; found < 80; p++) {
        bool prime = true;
        for (unsigned long d = 2; d * d <= p; d++)
            if (p % d == 0) {
                prime = false;
                break;
            }
        if (!prime) continue;
        /* floor(cbrt(p) * 2^64) = floor(cbrt(p * 2^192)); keep 64 bits. */
        mpz_set_ui(t, p);
        mpz_mul_2exp(t, t, 192);
        mpz_root(r, t, 3);
        c->k[found] = (uint64_t)mpz_get_ui(r);
        if (found < 8) {
            mpz_set_ui(t, p);
            mpz_mul_2exp(t, t, 128);
            mpz_sqrt(r, t);
            c->h[found] = (uint64_t)mpz_get_ui(r);
        }
        found++;
    }
    mpz_clear(r);
    mpz_clear(t);
}

static inline uint64_t ror64(uint64_t x, int n) { return (x >> n) | (x << (64 - n)); }

static void sha512_block(const Sha512 *c, uint64_t h[8], const uint8_t *blk) {
    uint64_t w[80];
    for (int i = 0; i < 16; i++) {
        uint64_t v = 0;
        for (int b = 0; b < 8; b++) v = (v << 8) | blk[i * 8 + b];
        w[i] = v;
    }
    for (int i = 16; i < 80; i++) {
        uint64_t s0 = ror64(w[i - 15], 1) ^ ror64(w[i - 15], 8) ^ (w[i - 15] >> 7);
        uint64_t s1 = ror64(w[i - 2], 19) ^ ror64(w[i - 2], 61) ^ (w[i - 2] >> 6);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint64_t a = h[0], b = h[1], cc = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
    for (int i = 0; i < 80; i++) {
        uint64_t S1 = ror64(e, 14) ^ ror64(e, 18) ^ ror64(e, 41);
        uint64_t ch = (e & f) ^ (~e & g);
        uint64_t t1 = hh + S1 + ch + c->k[i] + w[i];
        uint64_t S0 = ror64(a, 28) ^ ror64(a, 34) ^ ror64(a, 39);
        uint64_t maj = (a & b) ^ (a & cc) ^ (b & cc);
        uint64_t t2 = S0 + maj;
        hh = g;
        g = f;
        f = e;
        e = d + t1;
        d = cc;
        cc = b;
        b = a;
        a = t1 + t2;
    }
    h[0] += a; h[1] += b; h[2] += cc; h[3] += d;
    h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
}

static bool sha512(VM *vm, const uint8_t *msg, size_t n, uint8_t out[64]) {
    Sha512 c;
    sha512_constants(&c);
    uint64_t h[8];
    memcpy(h, c.h, sizeof h);
    size_t full = n / 128;
    for (size_t i = 0; i < full; i++) {
        if (!rt_charge(vm, 16)) return false;
        sha512_block(&c, h, msg + i * 128);
    }
    /* Padding: 0x80, zeros, then the message length in bits as 128 bits. */
    uint8_t tail[256];
    size_t rem = n - full * 128;
    memset(tail, 0, sizeof tail);
    mem_copy(tail, msg + full * 128, rem);
    tail[rem] = 0x80;
    size_t tlen = rem + 1 + 16 <= 128 ? 128 : 256;
    uint64_t bits = (uint64_t)n * 8;
    tail[tlen - 9] = (uint8_t)((uint64_t)n >> 61);
    for (int i = 0; i < 8; i++) tail[tlen - 1 - i] = (uint8_t)(bits >> (8 * i));
    sha512_block(&c, h, tail);
    if (tlen == 256) sha512_block(&c, h, tail + 128);
    for (int i = 0; i < 8; i++)
        for (int b = 0; b < 8; b++) out[i * 8 + b] = (uint8_t)(h[i] >> (56 - 8 * b));
    return true;
}

/* ---- argument binding ---------------------------------------------------- */

/* Bind arguments the way a Python def binds them: the first `npos` of the
 * `nparams` names may come positionally, the rest by keyword only; the
 * first `nreq` are required. Absent ones are left VEMPTY. `nself` (1 for
 * methods) is counted in arity messages, as CPython counts self. */
static bool bind_args(VM *vm, const char *fname, int argc, const Value *argv, Tuple *kwnames,
                      const char *const *names, int nparams, int npos, int nreq, int nself, Value *out) {
    for (int i = 0; i < nparams; i++) out[i] = VEMPTY;
    if (argc > npos) {
        if (nreq == npos)
            exc_raise(vm, EXC_TypeError, "%s() takes %d positional argument%s but %d %s given", fname,
                      npos + nself, npos + nself == 1 ? "" : "s", argc + nself, argc + nself == 1 ? "was" : "were");
        else
            exc_raise(vm, EXC_TypeError, "%s() takes from %d to %d positional arguments but %d were given", fname,
                      nreq + nself, npos + nself, argc + nself);
        return false;
    }
    for (int i = 0; i < argc; i++) out[i] = argv[i];
    for (size_t k = 0; kwnames && k < kwnames->len; k++) {
        Str *kn = AS_STR(kwnames->items[k]);
        int i;
        for (i = 0; i < nparams && strcmp(kn->data, names[i]) != 0; i++) {}
        if (i == nparams) {
            exc_raise(vm, EXC_TypeError, "%s() got an unexpected keyword argument '%U'", fname, kn);
            return false;
        }
        if (!IS_EMPTY(out[i])) {
            exc_raise(vm, EXC_TypeError, "%s() got multiple values for argument '%U'", fname, kn);
            return false;
        }
        out[i] = argv[argc + (int)k];
    }
    int missing = 0;
    for (int i = 0; i < nreq; i++) missing += IS_EMPTY(out[i]);
    if (missing) {
        StrBuf b;
        sb_init(&b, vm);
        int seen = 0;
        for (int i = 0; i < nreq; i++) {
            if (!IS_EMPTY(out[i])) continue;
            seen++;
            if (seen > 1) sb_adds(&b, missing == 2 ? " and " : seen == missing ? ", and " : ", ");
            sb_addf(&b, "'%s'", names[i]);
        }
        Value s = sb_finish(&b);
        if (IS_EXC(s)) return false;
        exc_raise(vm, EXC_TypeError, "%s() missing %d required positional argument%s: %S", fname, missing,
                  missing == 1 ? "" : "s", s);
        return false;
    }
    return true;
}

/* ---- instances ----------------------------------------------------------- */

static MTState *state_of(Value self) {
    if (!IS_INSTANCE(self)) return NULL;
    Value b = AS_INSTANCE(self)->builtin_value;
    if (!IS_KIND(b, OK_BOX)) return NULL;
    Value bytes = ((Box *)AS_OBJ(b))->v;
    if (!IS_KIND(bytes, OK_BYTES) || ((Bytes *)AS_OBJ(bytes))->len != sizeof(MTState)) return NULL;
    return (MTState *)(void *)((Bytes *)AS_OBJ(bytes))->buf;
}

static bool seed_with(VM *vm, Value self, Value a);

/* Give a Random instance its (unseeded) state block. */
static MTState *alloc_state(VM *vm, Value self) {
    MTState zero;
    memset(&zero, 0, sizeof zero);
    zero.index = MT_N;
    Value bytes = bytes_new(vm, (const char *)&zero, sizeof zero);
    if (IS_EXC(bytes)) return NULL;
    Box *box = obj_alloc(vm, OK_BOX, sizeof(Box));
    if (!box) return NULL;
    box->v = bytes;
    AS_INSTANCE(self)->builtin_value = v_obj(box);
    return state_of(self);
}

/* The state of a Random instance, created (and seeded as by seed(None))
 * for instances of subclasses whose __init__ did not run ours. */
static MTState *need_state(VM *vm, Value self) {
    MTState *s = state_of(self);
    if (s) return s;
    if (!IS_INSTANCE(self) || !IS_EMPTY(AS_INSTANCE(self)->builtin_value)) {
        exc_raise(vm, EXC_TypeError, "descriptor requires a 'random.Random' object but received a '%s'",
                  type_name(vm, self));
        return NULL;
    }
    if (!alloc_state(vm, self) || !seed_with(vm, self, VNONE)) return NULL;
    return state_of(self);
}

/* Seed from the int `n` (any sign): init_by_array over the 32-bit words of
 * |n|, least significant first; zero gives the one-word key [0]. */
static bool seed_from_int(VM *vm, MTState *s, Value n) {
    if (IS_INT(n) || IS_BOOL(n)) {
        int64_t v = IS_BOOL(n) ? AS_BOOL(n) : AS_INT(n);
        uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
        uint32_t key[2] = {(uint32_t)u, (uint32_t)(u >> 32)};
        mt_init_by_array(s, key, key[1] ? 2 : 1);
        return true;
    }
    mpz_t z;
    mpz_init(z);
    int_to_mpz(n, z);
    mpz_abs(z, z);
    size_t words = (mpz_sizeinbase(z, 2) + 31) / 32;
    if (!rt_charge(vm, (int64_t)words)) {
        mpz_clear(z);
        return false;
    }
    uint32_t *key = mem_alloc(vm, words * sizeof(uint32_t));
    if (!key) {
        mpz_clear(z);
        return false;
    }
    size_t got = 0;
    memset(key, 0, words * sizeof(uint32_t));
    mpz_export(key, &got, -1, sizeof(uint32_t), 0, 0, z);
    mpz_clear(z);
    mt_init_by_array(s, key, got ? got : 1);
    mem_free(vm, key, words * sizeof(uint32_t));
    return true;
}

/* The module's own generator, or NULL before the module exists. */
static Value module_inst(VM *vm) {
    Str *name = str_intern_cstr(vm, "random");
    if (!name) return VEMPTY;
    Value m = vm->modules ? dict_get_str(vm, vm->modules, name) : VEMPTY;
    if (!IS_KIND(m, OK_MODULE)) return VEMPTY;
    Str *k = str_intern_cstr(vm, "_inst");
    return k ? dict_get_str(vm, ((Module *)AS_OBJ(m))->dict, k) : VEMPTY;
}

/* seed(None): the VM's hash seed (host-fixed for reproducible runs), the
 * session's serial and a count of the unseeded seedings so far, kept in
 * the session's own module generator (`_inst`), so that every unseeded
 * generator differs from the others, in this session and in every other,
 * without drawing from any generator's stream. The seed and the serial
 * go through XXH64 first, so that a session that recovers its own key
 * learns nothing it could use to predict another session's numbers. */
static void seed_default(VM *vm, MTState *s) {
    Value inst = module_inst(vm);
    MTState *owner = IS_EMPTY(inst) ? NULL : state_of(inst);
    uint64_t count = owner ? ++owner->seedings : 0;
    uint64_t mix[2] = {vm->hash_seed, vm->session_serial};
    uint64_t h = XXH64(mix, sizeof mix, 0x736d6f6c72616e64ULL);
    uint32_t key[5] = {(uint32_t)h, (uint32_t)(h >> 32), 0x736d6f6cu, (uint32_t)count, (uint32_t)(count >> 32)};
    uint64_t keep = s->seedings;
    mt_init_by_array(s, key, 5);
    s->seedings = keep;
}

static bool seed_with(VM *vm, Value self, Value a) {
    MTState *s = state_of(self);
    if (!s) return false;
    if (IS_EMPTY(a) || IS_NONE(a)) {
        seed_default(vm, s);
        s->has_gauss = 0;
        return true;
    }
    bool ok;
    const uint8_t *data = NULL;
    size_t len = 0;
    if (IS_INT(a) || IS_BOOL(a) || IS_BIGINT(a)) {
        ok = seed_from_int(vm, s, a);
    } else if (IS_STR(a) || bytes_buffer(a, &data, &len)) {
        if (IS_STR(a)) {
            data = (const uint8_t *)AS_STR(a)->data;
            len = AS_STR(a)->blen;
        }
        /* int.from_bytes(a + sha512(a).digest()), big-endian. */
        uint8_t *buf = mem_alloc(vm, len + 64);
        if (!buf) return false;
        mem_copy(buf, data, len);
        if (!sha512(vm, data, len, buf + len)) {
            mem_free(vm, buf, len + 64);
            return false;
        }
        mpz_t z;
        mpz_init(z);
        mpz_import(z, len + 64, 1, 1, 0, 0, buf);
        mem_free(vm, buf, len + 64);
        Value n = int_from_mpz(vm, z);
        mpz_clear(z);
        if (IS_EXC(n)) return false;
        ok = seed_from_int(vm, s, n);
    } else if (IS_FLOAT(a)) {
        ok = seed_from_int(vm, s, v_int(float_hash(AS_FLOAT(a))));
    } else {
        exc_raise(vm, EXC_TypeError, "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.");
        return false;
    }
    s->has_gauss = 0;
    return ok;
}

/* Version 1 seeding of str/bytes (random.seed(s, version=1)). */
static bool seed_v1(VM *vm, Value self, Value a) {
    MTState *s = need_state(vm, self);
    if (!s) return false;
    const uint8_t *p;
    size_t n;
    uint64_t x = 0;
    size_t count = 0;
    if (IS_STR(a)) {
        Str *str = AS_STR(a);
        size_t pos = 0;
        bool first = true;
        while (pos < str->blen) {
            uint32_t c = utf8_decode(str->data, &pos);
            if (first) x = (uint64_t)c << 7;
            first = false;
            x = (1000003u * x) ^ c;
            count++;
        }
    } else {
        bytes_buffer(a, &p, &n);
        if (n) x = (uint64_t)p[0] << 7;
        for (size_t i = 0; i < n; i++) x = (1000003u * x) ^ p[i];
        count = n;
    }
    if (!rt_charge(vm, (int64_t)count)) return false;
    x ^= count;
    /* x is an unsigned 64-bit value here; -1 cannot occur. */
    mpz_t z;
    mpz_init(z);
    mpz_import(z, 1, 1, sizeof x, 0, 0, &x);
    Value v = int_from_mpz(vm, z);
    mpz_clear(z);
    if (IS_EXC(v)) return false;
    bool ok = seed_from_int(vm, s, v);
    s->has_gauss = 0;
    return ok;
}

/* ---- integers -------------------------------------------------------------- */

/* getrandbits(k) as a Value: words from least to most significant, the
 * last one keeping its top k % 32 bits. */
static Value randbits(VM *vm, MTState *s, uint64_t k) {
    if (k == 0) return v_int(0);
    if (k <= 32) return v_int(mt_next(s) >> (32 - k));
    if (k <= 63) {
        uint64_t lo = mt_next(s);
        uint64_t hi = mt_next(s) >> (64 - k);
        return v_int((int64_t)(lo | (hi << 32)));
    }
    uint64_t words = (k - 1) / 32 + 1;
    if (!mem_would_fit(vm, words * 8 + 64)) return rt_halt(vm, HALT_MEMORY);
    if (!rt_charge(vm, (int64_t)words)) return VEXC;
    uint32_t *w = mem_alloc(vm, words * sizeof(uint32_t));
    if (!w) return VEXC;
    uint64_t left = k;
    for (uint64_t i = 0; i < words; i++, left -= 32) {
        uint32_t r = mt_next(s);
        if (left < 32) r >>= (32 - left);
        w[i] = r;
        if (left < 32) break;
    }
    mpz_t z;
    mpz_init(z);
    mpz_import(z, words, -1, sizeof(uint32_t), 0, 0, w);
    mem_free(vm, w, words * sizeof(uint32_t));
    Value r = int_from_mpz(vm, z);
    mpz_clear(z);
    return r;
}

static uint64_t bit_length_u64(uint64_t n) { return n ? 64 - (uint64_t)__builtin_clzll(n) : 0; }

/* _randbelow_with_getrandbits for a small n > 0. */
static int64_t randbelow_small(MTState *s, int64_t n) {
    uint64_t k = bit_length_u64((uint64_t)n);
    for (;;) {
        uint64_t r;
        if (k <= 32) {
            r = mt_next(s) >> (32 - k);
        } else {
            uint64_t lo = mt_next(s);
            uint64_t hi = mt_next(s) >> (64 - k);
            r = lo | (hi << 32);
        }
        if (r < (uint64_t)n) return (int64_t)r;
    }
}

/* _randbelow for an int Value n > 0 of any size. */
static Value randbelow(VM *vm, MTState *s, Value n) {
    if (IS_INT(n)) return v_int(randbelow_small(s, AS_INT(n)));
    mpz_t z;
    mpz_init(z);
    int_to_mpz(n, z);
    uint64_t k = mpz_sizeinbase(z, 2);
    mpz_clear(z);
    for (;;) {
        if (!rt_charge(vm, 1)) return VEXC;
        Value r = randbits(vm, s, k);
        if (IS_EXC(r)) return r;
        if (int_cmp(r, n) < 0) return r;
    }
}

/* An int argument of randrange as CPython 3.11 accepts it: an int or an
 * __index__ object; an integral float (deprecated) or else ValueError. */
static Value range_arg(VM *vm, Value v, const char *which) {
    if (IS_INT(v) || IS_BIGINT(v)) return v;
    if (IS_BOOL(v)) return v_int(AS_BOOL(v));
    if (IS_FLOAT(v)) {
        double d = AS_FLOAT(v);
        if (isfinite(d) && d == floor(d)) return int_from_double(vm, d);
        if (!isfinite(d)) return int_from_double(vm, d);
        return exc_raise(vm, EXC_ValueError, "non-integer %s for randrange()", which);
    }
    /* int_index checks what a user __index__ returns: anything but an int
     * is a TypeError, never a value the int code below would misread. */
    if (!IS_EMPTY(type_lookup(vm, type_of(vm, v), vm->names->__index__))) return int_index(vm, v);
    /* As CPython: int(v), which must equal v. */
    Value r = rt_call1(vm, v_obj(vm->t_int), v);
    if (IS_EXC(r)) return r;
    gc_push(vm, r);
    int eq = obj_eq(vm, r, v);
    gc_pop(vm, 1);
    if (eq < 0) return VEXC;
    if (!eq) return exc_raise(vm, EXC_ValueError, "non-integer %s for randrange()", which);
    return r;
}

/* Each range_arg may run a user __index__ (which may collect), so the
 * converted bounds and the width are held on a root scope throughout. */
static Value randrange_rooted(VM *vm, MTState *s, Value start, Value stop, Value step);

static Value randrange_impl(VM *vm, MTState *s, Value start, Value stop, Value step) {
    size_t rs = gc_scope(vm);
    Value r = randrange_rooted(vm, s, start, stop, step);
    gc_unscope(vm, rs);
    return r;
}

static Value randrange_rooted(VM *vm, MTState *s, Value start, Value stop, Value step) {
    Value istart = range_arg(vm, start, "arg 1");
    if (IS_EXC(istart)) return istart;
    if (IS_EMPTY(stop) || IS_NONE(stop)) {
        if (!IS_EMPTY(step)) return exc_raise(vm, EXC_TypeError, "Missing a non-None stop argument");
        if (int_sign(istart) > 0) return randbelow(vm, s, istart);
        return exc_raise(vm, EXC_ValueError, "empty range for randrange()");
    }
    gc_push(vm, istart);
    Value istop = range_arg(vm, stop, "stop");
    if (IS_EXC(istop)) return istop;
    gc_push(vm, istop);
    /* Fast path: everything small. */
    int64_t st = 1;
    bool small_step = IS_EMPTY(step) || (IS_INT(step) && (st = AS_INT(step), true));
    if (IS_INT(istart) && IS_INT(istop) && small_step && st == 1) {
        int64_t a = AS_INT(istart), b = AS_INT(istop), w;
        if (!__builtin_sub_overflow(b, a, &w)) {
            if (w <= 0)
                return exc_raise(vm, EXC_ValueError, "empty range for randrange() (%lld, %lld, %lld)", (long long)a,
                                 (long long)b, (long long)w);
            return v_int(a + randbelow_small(s, w));
        }
    }
    Value width = int_binop(vm, BO_SUB, istop, istart);
    if (IS_EXC(width)) return width;
    gc_push(vm, width);
    Value istep = IS_EMPTY(step) ? v_int(1) : range_arg(vm, step, "step");
    if (IS_EXC(istep)) return istep;
    if (IS_INT(istep) && AS_INT(istep) == 1) {
        if (int_sign(width) > 0) {
            Value r = randbelow(vm, s, width);
            if (IS_EXC(r)) return r;
            return int_binop(vm, BO_ADD, istart, r);
        }
        Value parts[3] = {istart, istop, width};
        Value t = tuple_pack(vm, 3, parts);
        if (IS_EXC(t)) return t;
        Str *fmt = str_intern_cstr(vm, "empty range for randrange() (%d, %d, %d)");
        if (!fmt) return VEXC;
        Value msg = str_mod(vm, fmt, t);
        if (IS_EXC(msg)) return msg;
        return exc_raise(vm, EXC_ValueError, "%S", msg);
    }
    int sg = int_sign(istep);
    if (sg == 0) return exc_raise(vm, EXC_ValueError, "zero step for randrange()");
    /* n = (width + istep -/+ 1) // istep */
    Value t = int_binop(vm, BO_ADD, width, istep);
    if (IS_EXC(t)) return t;
    t = int_binop(vm, sg > 0 ? BO_SUB : BO_ADD, t, v_int(1));
    if (IS_EXC(t)) return t;
    Value n = int_binop(vm, BO_FLOORDIV, t, istep);
    if (IS_EXC(n)) return n;
    if (int_sign(n) <= 0) return exc_raise(vm, EXC_ValueError, "empty range for randrange()");
    Value r = randbelow(vm, s, n);
    if (IS_EXC(r)) return r;
    r = int_binop(vm, BO_MUL, istep, r);
    if (IS_EXC(r)) return r;
    return int_binop(vm, BO_ADD, istart, r);
}

/* ---- float helpers --------------------------------------------------------- */

static bool to_double(VM *vm, Value v, double *out) {
    if (IS_FLOAT(v)) {
        *out = AS_FLOAT(v);
        return true;
    }
    if (IS_INT(v)) {
        *out = (double)AS_INT(v);
        return true;
    }
    if (IS_BOOL(v)) {
        *out = AS_BOOL(v);
        return true;
    }
    if (IS_BIGINT(v)) {
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

/* Python's float %: the result takes the sign of the divisor. */
static double py_fmod(double a, double b) {
    double m = fmod(a, b);
    if (m != 0) {
        if ((b < 0) != (m < 0)) m += b;
    } else {
        m = copysign(0.0, b);
    }
    return m;
}

/* ---- methods --------------------------------------------------------------- */

#define METHOD(name) static Value r_##name(VM *vm, Value self, int argc, const Value *argv, Tuple *kw)
#define STATE()                             \
    MTState *s = need_state(vm, self);     \
    if (!s) return VEXC

METHOD(random) {
    STATE();
    return v_float(mt_random(s));
}

METHOD(seed) {
    static const char *const names[] = {"a", "version"};
    Value a[2];
    if (!bind_args(vm, "Random.seed", argc, argv, kw, names, 2, 2, 0, 1, a)) return VEXC;
    STATE();
    if (!IS_EMPTY(a[1]) && IS_INT(a[1]) && AS_INT(a[1]) == 1 && !IS_EMPTY(a[0]) &&
        (IS_STR(a[0]) || IS_KIND(a[0], OK_BYTES)))
        return seed_v1(vm, self, a[0]) ? VNONE : VEXC;
    (void)s;
    return seed_with(vm, self, a[0]) ? VNONE : VEXC;
}

METHOD(init) {
    static const char *const names[] = {"x"};
    Value a[1];
    if (!bind_args(vm, "Random.__init__", argc, argv, kw, names, 1, 1, 0, 1, a)) return VEXC;
    if (!state_of(self)) {
        if (!IS_INSTANCE(self) || !IS_EMPTY(AS_INSTANCE(self)->builtin_value))
            return exc_raise(vm, EXC_TypeError, "descriptor '__init__' requires a 'random.Random' object");
        if (!alloc_state(vm, self)) return VEXC;
    }
    return seed_with(vm, self, a[0]) ? VNONE : VEXC;
}

METHOD(getrandbits) {
    STATE();
    int64_t k;
    bool ovf = false;
    if (!obj_index(vm, argv[0], &k, &ovf)) return VEXC;
    /* As CPython's conversion to a C int: out of range either way. */
    if (ovf) return exc_raise(vm, EXC_OverflowError, "Python int too large to convert to C int");
    if (k < 0) return exc_raise(vm, EXC_ValueError, "number of bits must be non-negative");
    return randbits(vm, s, (uint64_t)k);
}

METHOD(randbytes) {
    static const char *const names[] = {"n"};
    Value a[1];
    if (!bind_args(vm, "Random.randbytes", argc, argv, kw, names, 1, 1, 1, 1, a)) return VEXC;
    STATE();
    int64_t n;
    bool ovf = false;
    if (!obj_index(vm, a[0], &n, &ovf)) return VEXC;
    if (ovf || n < 0) return exc_raise(vm, EXC_ValueError, "number of bits must be non-negative");
    if (!mem_would_fit(vm, (size_t)n + 64)) return rt_halt(vm, HALT_MEMORY);
    if (!rt_charge(vm, n / 4 + 1)) return VEXC;
    uint8_t *buf = mem_alloc(vm, (size_t)n + 4);
    if (!buf) return VEXC;
    /* getrandbits(n * 8).to_bytes(n, 'little'): whole words, little end. */
    for (int64_t i = 0; i < n; i += 4) {
        uint32_t w = mt_next(s);
        int64_t left = n - i;
        if (left < 4) w >>= 32 - 8 * left;
        for (int b = 0; b < 4 && i + b < n; b++) buf[i + b] = (uint8_t)(w >> (8 * b));
    }
    Value r = bytes_new(vm, (const char *)buf, (size_t)n);
    mem_free(vm, buf, (size_t)n + 4);
    return r;
}

METHOD(randrange) {
    static const char *const names[] = {"start", "stop", "step"};
    Value a[3];
    if (!bind_args(vm, "Random.randrange", argc, argv, kw, names, 3, 3, 1, 1, a)) return VEXC;
    STATE();
    return randrange_impl(vm, s, a[0], a[1], a[2]);
}

METHOD(randint) {
    static const char *const names[] = {"a", "b"};
    Value a[2];
    if (!bind_args(vm, "Random.randint", argc, argv, kw, names, 2, 2, 2, 1, a)) return VEXC;
    STATE();
    if (IS_INT(a[0]) && IS_INT(a[1])) {
        int64_t lo = AS_INT(a[0]), hi = AS_INT(a[1]), w;
        if (!__builtin_sub_overflow(hi, lo, &w) && w < INT64_MAX) {
            if (w >= 0) return v_int(lo + randbelow_small(s, w + 1));
        }
    }
    Value stop = obj_binop(vm, BO_ADD, a[1], v_int(1));
    if (IS_EXC(stop)) return stop;
    /* a[0]'s __index__ runs next: hold the computed stop across it. */
    gc_push(vm, stop);
    Value r = randrange_impl(vm, s, a[0], stop, VEMPTY);
    gc_pop(vm, 1);
    return r;
}

/* choice, shuffle, randbytes, getstate and setstate are written in Python
 * in CPython: they bind their arguments as a def does. */
METHOD(choice) {
    static const char *const names[] = {"seq"};
    Value a[1];
    if (!bind_args(vm, "Random.choice", argc, argv, kw, names, 1, 1, 1, 1, a)) return VEXC;
    STATE();
    Value seq = a[0];
    int64_t n = obj_len(vm, seq);
    if (n < 0) return VEXC;
    if (n == 0) return exc_raise(vm, EXC_IndexError, "Cannot choose from an empty sequence");
    int64_t i = randbelow_small(s, n);
    if (IS_LIST(seq)) return AS_LIST(seq)->items[i];
    if (IS_TUPLE(seq)) return AS_TUPLE(seq)->items[i];
    return obj_getitem(vm, seq, v_int(i));
}

METHOD(shuffle) {
    static const char *const names[] = {"x"};
    Value a[1];
    if (!bind_args(vm, "Random.shuffle", argc, argv, kw, names, 1, 1, 1, 1, a)) return VEXC;
    STATE();
    Value x = a[0];
    int64_t n = obj_len(vm, x);
    if (n < 0) return VEXC;
    if (!rt_charge(vm, n)) return VEXC;
    for (int64_t i = n - 1; i >= 1; i--) {
        int64_t j = randbelow_small(s, i + 1);
        if (IS_LIST(x) && (int64_t)AS_LIST(x)->len == n) {
            Value *it = AS_LIST(x)->items;
            Value t = it[i];
            it[i] = it[j];
            it[j] = t;
            continue;
        }
        Value vi = obj_getitem(vm, x, v_int(i));
        if (IS_EXC(vi)) return vi;
        gc_push(vm, vi);
        Value vj = obj_getitem(vm, x, v_int(j));
        if (IS_EXC(vj)) {
            gc_pop(vm, 1);
            return vj;
        }
        gc_push(vm, vj);
        int rc = obj_setitem(vm, x, v_int(i), vj);
        if (rc == 0) rc = obj_setitem(vm, x, v_int(j), vi);
        gc_pop(vm, 2);
        if (rc < 0) return VEXC;
    }
    return VNONE;
}

/* Does v count as a collections.abc.Sequence for sample()? */
static bool is_sequence(VM *vm, Value v) {
    if (!IS_OBJ(v)) return false;
    switch (OBJ_KIND(v)) {
    case OK_LIST: case OK_TUPLE: case OK_STR: case OK_RANGE: case OK_BYTES: case OK_BYTEARRAY:
        return true;
    case OK_INSTANCE: {
        Value b = AS_INSTANCE(v)->builtin_value;
        return !IS_EMPTY(b) && is_sequence(vm, b);
    }
    default:
        return false;
    }
}

/* bisect_right(a, x, lo, hi) over a list with Python comparisons. */
static int64_t bisect_right(VM *vm, List *a, Value x, int64_t lo, int64_t hi) {
    while (lo < hi) {
        int64_t mid = (lo + hi) / 2;
        int lt = obj_lt(vm, x, a->items[mid]);
        if (lt < 0) return -1;
        if (lt) hi = mid;
        else lo = mid + 1;
    }
    return lo;
}

/* list(itertools.accumulate(it)) with Python addition. */
static List *accumulate(VM *vm, Value it) {
    List *src = rt_list_from_iter(vm, it);
    if (!src) return NULL;
    gc_push(vm, v_obj(src));
    if (!rt_charge(vm, (int64_t)src->len)) {
        gc_pop(vm, 1);
        return NULL;
    }
    for (size_t i = 1; i < src->len; i++) {
        Value t = obj_binop(vm, BO_ADD, src->items[i - 1], src->items[i]);
        if (IS_EXC(t)) {
            gc_pop(vm, 1);
            return NULL;
        }
        src->items[i] = t;
    }
    gc_pop(vm, 1);
    return src;
}

/* A small open-addressing set of non-negative ints for sample(). */
typedef struct IntSet {
    int64_t *slots;
    size_t mask;
} IntSet;

static bool intset_add(IntSet *set, int64_t v) {
    size_t i = (size_t)((uint64_t)v * 0x9e3779b97f4a7c15u) & set->mask;
    while (set->slots[i] >= 0) {
        if (set->slots[i] == v) return false;
        i = (i + 1) & set->mask;
    }
    set->slots[i] = v;
    return true;
}

static Value sample_impl(VM *vm, Value self, MTState *s, Value pop, Value kv, Value counts);

METHOD(sample) {
    static const char *const names[] = {"population", "k", "counts"};
    Value a[3];
    if (!bind_args(vm, "Random.sample", argc, argv, kw, names, 3, 2, 2, 1, a)) return VEXC;
    STATE();
    return sample_impl(vm, self, s, a[0], a[1], a[2]);
}

static Value sample_impl(VM *vm, Value self, MTState *s, Value pop, Value kv, Value counts) {
    if (!is_sequence(vm, pop))
        return exc_raise(vm, EXC_TypeError, "Population must be a sequence.  For dicts or sets, use sorted(d).");
    int64_t n = obj_len(vm, pop);
    if (n < 0) return VEXC;
    if (!IS_EMPTY(counts) && !IS_NONE(counts)) {
        List *cum = accumulate(vm, counts);
        if (!cum) return VEXC;
        gc_push(vm, v_obj(cum));
        Value r = VEXC;
        if ((int64_t)cum->len != n) {
            exc_raise(vm, EXC_ValueError, "The number of counts does not match the population");
            goto counts_done;
        }
        if (cum->len == 0) {
            exc_raise(vm, EXC_IndexError, "pop from empty list");
            goto counts_done;
        }
        Value total = cum->items[--cum->len];
        if (!IS_ANYINT(total) && !IS_BOOL(total)) {
            exc_raise(vm, EXC_TypeError, "Counts must be integers");
            goto counts_done;
        }
        if (IS_BOOL(total)) total = v_int(AS_BOOL(total));
        if (int_sign(total) <= 0) {
            exc_raise(vm, EXC_ValueError, "Total of counts must be greater than zero");
            goto counts_done;
        }
        if (!IS_INT(total)) {
            exc_raise(vm, EXC_OverflowError, "Python int too large to convert to C ssize_t");
            goto counts_done;
        }
        Value rng = range_new(vm, 0, AS_INT(total), 1);
        if (IS_EXC(rng)) goto counts_done;
        /* k's __index__ runs inside: the range is held only here. */
        gc_push(vm, rng);
        Value sel = sample_impl(vm, self, s, rng, kv, VEMPTY);
        gc_pop(vm, 1);
        if (IS_EXC(sel)) goto counts_done;
        gc_push(vm, sel);
        List *out = AS_LIST(sel);
        for (size_t i = 0; i < out->len; i++) {
            int64_t idx = bisect_right(vm, cum, out->items[i], 0, (int64_t)cum->len);
            if (idx < 0) {
                gc_pop(vm, 1);
                goto counts_done;
            }
            Value item = obj_getitem(vm, pop, v_int(idx));
            if (IS_EXC(item)) {
                gc_pop(vm, 1);
                goto counts_done;
            }
            out->items[i] = item;
        }
        gc_pop(vm, 1);
        r = sel;
    counts_done:
        gc_pop(vm, 1);
        return r;
    }
    int64_t k;
    bool ovf = false;
    if (!IS_INT(kv) && !IS_BOOL(kv) && !IS_BIGINT(kv)) {
        /* CPython checks `0 <= k <= n` before [None] * k takes k's
         * __index__: a float or str k fails in the comparison or the
         * repetition, as there. */
        for (int side = 0; side < 2; side++) {
            Value c = side ? obj_compare(vm, kv, v_int(n), CO_LE) : obj_compare(vm, v_int(0), kv, CO_LE);
            if (IS_EXC(c)) return VEXC;
            gc_push(vm, c);
            int t = obj_truthy(vm, c);
            gc_pop(vm, 1);
            if (t < 0) return VEXC;
            if (!t) return exc_raise(vm, EXC_ValueError, "Sample larger than population or is negative");
        }
        if (IS_EMPTY(type_lookup(vm, type_of(vm, kv), vm->names->__index__)))
            return exc_raise(vm, EXC_TypeError, "can't multiply sequence by non-int of type '%s'", type_name(vm, kv));
    }
    if (!obj_index(vm, kv, &k, &ovf)) return VEXC;
    if (ovf || k < 0 || k > n) return exc_raise(vm, EXC_ValueError, "Sample larger than population or is negative");
    if (!rt_charge(vm, k + 1)) return VEXC;
    List *result = list_new(vm, (size_t)k);
    if (!result) return VEXC;
    for (int64_t i = 0; i < k; i++) result->items[i] = VNONE;
    result->len = (size_t)k;
    gc_push(vm, v_obj(result));
    /* CPython picks between a pool copy and a set of chosen indices by
     * comparing n with the size a set of k ints would take. */
    int64_t setsize = 21;
    if (k > 5) {
        double c = ceil(log((double)(k * 3)) / log(4.0));
        setsize = c >= 31 ? INT64_MAX : setsize + ((int64_t)1 << (2 * (int)c));
    }
    Value r = VEXC;
    if (n <= setsize) {
        List *pool = rt_list_from_iter(vm, pop);
        if (!pool) goto done;
        gc_push(vm, v_obj(pool));
        /* The population may have changed since its length was read
         * (its __iter__, k's __index__): index the copy as CPython does. */
        if ((int64_t)pool->len < n) {
            gc_pop(vm, 1);
            exc_raise(vm, EXC_IndexError, "list index out of range");
            goto done;
        }
        for (int64_t i = 0; i < k; i++) {
            int64_t j = randbelow_small(s, n - i);
            result->items[i] = pool->items[j];
            pool->items[j] = pool->items[n - i - 1];
        }
        gc_pop(vm, 1);
    } else {
        size_t cap = 8;
        while (cap < (size_t)k * 2 + 2) cap *= 2;
        IntSet set = {mem_alloc(vm, cap * sizeof(int64_t)), cap - 1};
        if (!set.slots) goto done;
        for (size_t i = 0; i < cap; i++) set.slots[i] = -1;
        bool ok = true;
        for (int64_t i = 0; i < k && ok; i++) {
            int64_t j = randbelow_small(s, n);
            while (!intset_add(&set, j)) {
                if (!rt_charge(vm, 1)) {
                    ok = false;
                    break;
                }
                j = randbelow_small(s, n);
            }
            if (!ok) break;
            /* n was read before k's __index__ ran, and a user
             * __getitem__ may shrink the population: bound j by the
             * current length (obj_getitem raises IndexError past it). */
            Value item = IS_LIST(pop) && j < (int64_t)AS_LIST(pop)->len ? AS_LIST(pop)->items[j]
                         : IS_TUPLE(pop) && j < (int64_t)AS_TUPLE(pop)->len ? AS_TUPLE(pop)->items[j]
                                         : obj_getitem(vm, pop, v_int(j));
            if (IS_EXC(item)) ok = false;
            else result->items[i] = item;
        }
        mem_free(vm, set.slots, cap * sizeof(int64_t));
        if (!ok) goto done;
    }
    r = v_obj(result);
done:
    gc_pop(vm, 1);
    return r;
}

METHOD(choices) {
    static const char *const names[] = {"population", "weights", "cum_weights", "k"};
    Value a[4];
    if (!bind_args(vm, "Random.choices", argc, argv, kw, names, 4, 2, 1, 1, a)) return VEXC;
    STATE();
    Value pop = a[0];
    int64_t n = obj_len(vm, pop);
    if (n < 0) return VEXC;
    int64_t k = 1;
    if (!IS_EMPTY(a[3])) {
        bool ovf = false;
        if (!obj_index(vm, a[3], &k, &ovf)) return VEXC;
        if (ovf) return rt_halt(vm, HALT_MEMORY);
    }
    if (k < 0) k = 0;
    if (!rt_charge(vm, k + 1)) return VEXC;
    bool has_w = !IS_EMPTY(a[1]) && !IS_NONE(a[1]);
    bool has_cw = !IS_EMPTY(a[2]) && !IS_NONE(a[2]);
    if (!has_cw && !has_w) {
        if (!mem_would_fit(vm, (size_t)k * sizeof(Value) + 64)) return rt_halt(vm, HALT_MEMORY);
        List *out = list_new(vm, (size_t)k);
        if (!out) return VEXC;
        gc_push(vm, v_obj(out));
        double fn = (double)n;
        for (int64_t i = 0; i < k; i++) {
            double f = floor(mt_random(s) * fn);
            Value item;
            if (IS_LIST(pop) && (int64_t)AS_LIST(pop)->len == n && f < fn) item = AS_LIST(pop)->items[(int64_t)f];
            else if (IS_TUPLE(pop) && f < fn) item = AS_TUPLE(pop)->items[(int64_t)f];
            else item = obj_getitem(vm, pop, v_int((int64_t)f));
            if (IS_EXC(item) || list_append(vm, out, item) < 0) {
                gc_pop(vm, 1);
                return VEXC;
            }
        }
        gc_pop(vm, 1);
        return v_obj(out);
    }
    List *cum;
    if (!has_cw) {
        cum = accumulate(vm, a[1]);
        if (!cum) {
            if (exc_matches(vm, EXC_TypeError) && (IS_INT(a[1]) || IS_BIGINT(a[1]) || IS_BOOL(a[1]))) {
                exc_clear(vm);
                Value kr = obj_repr(vm, a[1]);
                if (IS_EXC(kr)) return kr;
                return exc_raise(vm, EXC_TypeError, "The number of choices must be a keyword argument: k=%S", kr);
            }
            return VEXC;
        }
    } else {
        if (has_w) return exc_raise(vm, EXC_TypeError, "Cannot specify both weights and cumulative weights");
        /* CPython takes len(cum_weights) first (so an iterator is refused);
         * the weights are then read from a copy. */
        int64_t ncw = obj_len(vm, a[2]);
        if (ncw < 0) return VEXC;
        if (ncw != n) return exc_raise(vm, EXC_ValueError, "The number of weights does not match the population");
        cum = rt_list_from_iter(vm, a[2]);
        if (!cum) return VEXC;
    }
    gc_push(vm, v_obj(cum));
    Value r = VEXC;
    if ((int64_t)cum->len != n) {
        exc_raise(vm, EXC_ValueError, "The number of weights does not match the population");
        goto done;
    }
    if (n == 0) {
        exc_raise(vm, EXC_IndexError, "list index out of range");
        goto done;
    }
    Value total = obj_binop(vm, BO_ADD, cum->items[n - 1], v_float(0.0));
    if (IS_EXC(total)) goto done;
    double t;
    if (!to_double(vm, total, &t)) goto done;
    if (t <= 0.0) {
        exc_raise(vm, EXC_ValueError, "Total of weights must be greater than zero");
        goto done;
    }
    if (!isfinite(t)) {
        exc_raise(vm, EXC_ValueError, "Total of weights must be finite");
        goto done;
    }
    /* Compare doubles directly when every cumulative weight is a float. */
    bool all_float = true;
    for (size_t i = 0; i < cum->len && all_float; i++) all_float = IS_FLOAT(cum->items[i]);
    if (!mem_would_fit(vm, (size_t)k * sizeof(Value) + 64)) {
        rt_halt(vm, HALT_MEMORY);
        goto done;
    }
    List *out = list_new(vm, (size_t)k);
    if (!out) goto done;
    gc_push(vm, v_obj(out));
    for (int64_t i = 0; i < k; i++) {
        double x = mt_random(s) * t;
        int64_t lo = 0, hi = n - 1;
        if (all_float) {
            while (lo < hi) {
                int64_t mid = (lo + hi) / 2;
                if (x < AS_FLOAT(cum->items[mid])) hi = mid;
                else lo = mid + 1;
            }
        } else {
            if (!rt_charge(vm, 8)) goto fail;
            lo = bisect_right(vm, cum, v_float(x), 0, hi);
            if (lo < 0) goto fail;
        }
        Value item = obj_getitem(vm, pop, v_int(lo));
        if (IS_EXC(item) || list_append(vm, out, item) < 0) goto fail;
    }
    gc_pop(vm, 1);
    r = v_obj(out);
    goto done;
fail:
    gc_pop(vm, 1);
done:
    gc_pop(vm, 1);
    return r;
}

METHOD(uniform) {
    static const char *const names[] = {"a", "b"};
    Value a[2];
    if (!bind_args(vm, "Random.uniform", argc, argv, kw, names, 2, 2, 2, 1, a)) return VEXC;
    STATE();
    double r = mt_random(s);
    if (IS_FLOAT(a[0]) && IS_FLOAT(a[1])) return v_float(AS_FLOAT(a[0]) + (AS_FLOAT(a[1]) - AS_FLOAT(a[0])) * r);
    Value d = obj_binop(vm, BO_SUB, a[1], a[0]);
    if (IS_EXC(d)) return d;
    d = obj_binop(vm, BO_MUL, d, v_float(r));
    if (IS_EXC(d)) return d;
    return obj_binop(vm, BO_ADD, a[0], d);
}

/* Float parameters with defaults for the distributions. */
static bool float_params(VM *vm, const char *fname, int argc, const Value *argv, Tuple *kw,
                         const char *const *names, int n, int nreq, const double *defaults, double *out) {
    Value a[4];
    if (!bind_args(vm, fname, argc, argv, kw, names, n, n, nreq, 1, a)) return false;
    for (int i = 0; i < n; i++) {
        if (IS_EMPTY(a[i])) out[i] = defaults[i];
        else if (!to_double(vm, a[i], &out[i])) return false;
    }
    return true;
}

METHOD(triangular) {
    static const char *const names[] = {"low", "high", "mode"};
    Value a[3];
    if (!bind_args(vm, "Random.triangular", argc, argv, kw, names, 3, 3, 0, 1, a)) return VEXC;
    STATE();
    double low = 0.0, high = 1.0, c = 0.5;
    if (!IS_EMPTY(a[0]) && !to_double(vm, a[0], &low)) return VEXC;
    if (!IS_EMPTY(a[1]) && !to_double(vm, a[1], &high)) return VEXC;
    double u = mt_random(s);
    if (!IS_EMPTY(a[2]) && !IS_NONE(a[2])) {
        double mode;
        if (!to_double(vm, a[2], &mode)) return VEXC;
        if (high - low == 0) return IS_EMPTY(a[0]) ? v_float(0.0) : a[0];
        c = (mode - low) / (high - low);
    }
    if (u > c) {
        u = 1.0 - u;
        c = 1.0 - c;
        double t = low;
        low = high;
        high = t;
    }
    return v_float(low + (high - low) * sqrt(u * c));
}

static double normal(MTState *s) {
    const double magic = 4 * exp(-0.5) / sqrt(2.0);
    for (;;) {
        double u1 = mt_random(s);
        double u2 = 1.0 - mt_random(s);
        double z = magic * (u1 - 0.5) / u2;
        double zz = z * z / 4.0;
        if (zz <= -log(u2)) return z;
    }
}

METHOD(normalvariate) {
    static const char *const names[] = {"mu", "sigma"};
    static const double defs[] = {0.0, 1.0};
    double p[2];
    if (!float_params(vm, "Random.normalvariate", argc, argv, kw, names, 2, 0, defs, p)) return VEXC;
    STATE();
    return v_float(p[0] + normal(s) * p[1]);
}

METHOD(lognormvariate) {
    static const char *const names[] = {"mu", "sigma"};
    static const double defs[] = {0.0, 1.0};
    double p[2];
    if (!float_params(vm, "Random.lognormvariate", argc, argv, kw, names, 2, 2, defs, p)) return VEXC;
    STATE();
    return v_float(exp(p[0] + normal(s) * p[1]));
}

METHOD(gauss) {
    static const char *const names[] = {"mu", "sigma"};
    static const double defs[] = {0.0, 1.0};
    double p[2];
    if (!float_params(vm, "Random.gauss", argc, argv, kw, names, 2, 0, defs, p)) return VEXC;
    STATE();
    double z;
    if (s->has_gauss) {
        z = s->gauss_next;
        s->has_gauss = 0;
    } else {
        double x2pi = mt_random(s) * (2 * M_PI);
        double g2rad = sqrt(-2.0 * log(1.0 - mt_random(s)));
        z = cos(x2pi) * g2rad;
        s->gauss_next = sin(x2pi) * g2rad;
        s->has_gauss = 1;
    }
    return v_float(p[0] + z * p[1]);
}

METHOD(expovariate) {
    static const char *const names[] = {"lambd"};
    static const double defs[] = {1.0};
    double p[1];
    if (!float_params(vm, "Random.expovariate", argc, argv, kw, names, 1, 1, defs, p)) return VEXC;
    STATE();
    double num = -log(1.0 - mt_random(s));
    if (p[0] == 0) return exc_raise(vm, EXC_ZeroDivisionError, "float division by zero");
    return v_float(num / p[0]);
}

METHOD(vonmisesvariate) {
    static const char *const names[] = {"mu", "kappa"};
    static const double defs[] = {0.0, 0.0};
    double p[2];
    if (!float_params(vm, "Random.vonmisesvariate", argc, argv, kw, names, 2, 2, defs, p)) return VEXC;
    STATE();
    double mu = p[0], kappa = p[1];
    if (kappa <= 1e-6) return v_float(2 * M_PI * mt_random(s));
    double sv = 0.5 / kappa;
    double r = sv + sqrt(1.0 + sv * sv);
    double z;
    for (;;) {
        double u1 = mt_random(s);
        z = cos(M_PI * u1);
        double d = z / (r + z);
        double u2 = mt_random(s);
        if (u2 < 1.0 - d * d || u2 <= (1.0 - d) * exp(d)) break;
    }
    double q = 1.0 / r;
    double f = (q + z) / (1.0 + q * z);
    double u3 = mt_random(s);
    if (u3 > 0.5) return v_float(py_fmod(mu + acos(f), 2 * M_PI));
    return v_float(py_fmod(mu - acos(f), 2 * M_PI));
}

static Value gamma_impl(VM *vm, MTState *s, double alpha, double beta, double *out) {
    if (alpha <= 0.0 || beta <= 0.0) return exc_raise(vm, EXC_ValueError, "gammavariate: alpha and beta must be > 0.0");
    if (alpha > 1.0) {
        double ainv = sqrt(2.0 * alpha - 1.0);
        double bbb = alpha - log(4.0);
        double ccc = alpha + ainv;
        const double sg = 1.0 + log(4.5);
        for (;;) {
            if (!rt_charge(vm, 1)) return VEXC;
            double u1 = mt_random(s);
            if (!(1e-7 < u1 && u1 < 0.9999999)) continue;
            double u2 = 1.0 - mt_random(s);
            double v = log(u1 / (1.0 - u1)) / ainv;
            double x = alpha * exp(v);
            double z = u1 * u1 * u2;
            double r = bbb + ccc * v - x;
            if (r + sg - 4.5 * z >= 0.0 || r >= log(z)) {
                *out = x * beta;
                return VNONE;
            }
        }
    }
    if (alpha == 1.0) {
        *out = -log(1.0 - mt_random(s)) * beta;
        return VNONE;
    }
    double x;
    for (;;) {
        if (!rt_charge(vm, 1)) return VEXC;
        double u = mt_random(s);
        double b = (M_E + alpha) / M_E;
        double p = b * u;
        if (p <= 1.0) x = pow(p, 1.0 / alpha);
        else x = -log((b - p) / alpha);
        double u1 = mt_random(s);
        if (p > 1.0) {
            if (u1 <= pow(x, alpha - 1.0)) break;
        } else if (u1 <= exp(-x)) {
            break;
        }
    }
    *out = x * beta;
    return VNONE;
}

METHOD(gammavariate) {
    static const char *const names[] = {"alpha", "beta"};
    static const double defs[] = {0.0, 0.0};
    double p[2], r;
    if (!float_params(vm, "Random.gammavariate", argc, argv, kw, names, 2, 2, defs, p)) return VEXC;
    STATE();
    if (IS_EXC(gamma_impl(vm, s, p[0], p[1], &r))) return VEXC;
    return v_float(r);
}

METHOD(betavariate) {
    static const char *const names[] = {"alpha", "beta"};
    static const double defs[] = {0.0, 0.0};
    double p[2], y, y2;
    if (!float_params(vm, "Random.betavariate", argc, argv, kw, names, 2, 2, defs, p)) return VEXC;
    STATE();
    if (IS_EXC(gamma_impl(vm, s, p[0], 1.0, &y))) return VEXC;
    if (y == 0) return v_float(0.0);
    if (IS_EXC(gamma_impl(vm, s, p[1], 1.0, &y2))) return VEXC;
    return v_float(y / (y + y2));
}

METHOD(paretovariate) {
    static const char *const names[] = {"alpha"};
    static const double defs[] = {0.0};
    double p[1];
    if (!float_params(vm, "Random.paretovariate", argc, argv, kw, names, 1, 1, defs, p)) return VEXC;
    STATE();
    double u = 1.0 - mt_random(s);
    if (p[0] == 0) return exc_raise(vm, EXC_ZeroDivisionError, "float division by zero");
    return v_float(pow(u, -1.0 / p[0]));
}

METHOD(weibullvariate) {
    static const char *const names[] = {"alpha", "beta"};
    static const double defs[] = {0.0, 0.0};
    double p[2];
    if (!float_params(vm, "Random.weibullvariate", argc, argv, kw, names, 2, 2, defs, p)) return VEXC;
    STATE();
    double u = 1.0 - mt_random(s);
    if (p[1] == 0) return exc_raise(vm, EXC_ZeroDivisionError, "float division by zero");
    return v_float(p[0] * pow(-log(u), 1.0 / p[1]));
}

METHOD(getstate) {
    if (!bind_args(vm, "Random.getstate", argc, argv, kw, NULL, 0, 0, 0, 1, NULL)) return VEXC;
    STATE();
    Tuple *inner = tuple_new(vm, MT_N + 1);
    if (!inner) return VEXC;
    for (int i = 0; i < MT_N; i++) inner->items[i] = v_int(s->mt[i]);
    inner->items[MT_N] = v_int(s->index);
    Value items[3] = {v_int(3), v_obj(inner), s->has_gauss ? v_float(s->gauss_next) : VNONE};
    return tuple_pack(vm, 3, items);
}

METHOD(setstate) {
    static const char *const names[] = {"state"};
    Value a[1];
    if (!bind_args(vm, "Random.setstate", argc, argv, kw, names, 1, 1, 1, 1, a)) return VEXC;
    Value st = a[0];
    /* As CPython's Random.setstate: the version is state[0] whatever
     * state is (None: not subscriptable; a str: its first character).
     * That may run user code: the state block is read after it. */
    Value ver = obj_getitem(vm, st, v_int(0));
    if (IS_EXC(ver)) return ver;
    STATE();
    if (!IS_INT(ver) || (AS_INT(ver) != 3 && AS_INT(ver) != 2)) {
        gc_push(vm, ver);
        Value vr = obj_str(vm, ver);
        gc_pop(vm, 1);
        if (IS_EXC(vr)) return vr;
        return exc_raise(vm, EXC_ValueError, "state with version %S passed to Random.setstate() of version 3", vr);
    }
    /* version, internalstate, gauss_next = state: a tuple or a list. */
    if (!IS_TUPLE(st) && !IS_LIST(st)) return exc_raise(vm, EXC_TypeError, "state vector must be a tuple");
    size_t n = IS_TUPLE(st) ? AS_TUPLE(st)->len : AS_LIST(st)->len;
    const Value *items = IS_TUPLE(st) ? AS_TUPLE(st)->items : AS_LIST(st)->items;
    if (n > 3) return exc_raise(vm, EXC_ValueError, "too many values to unpack (expected 3)");
    if (n < 3) return exc_raise(vm, EXC_ValueError, "not enough values to unpack (expected 3, got %zu)", n);
    Value inner = items[1], g = items[2];
    if (!IS_TUPLE(inner)) return exc_raise(vm, EXC_TypeError, "state vector must be a tuple");
    Tuple *in = AS_TUPLE(inner);
    if (in->len != MT_N + 1) return exc_raise(vm, EXC_ValueError, "state vector is the wrong size");
    MTState ns = *s;
    for (int i = 0; i < MT_N; i++) {
        Value w = in->items[i];
        if (!IS_INT(w)) return exc_raise(vm, EXC_TypeError, "an integer is required");
        int64_t v = AS_INT(w);
        if (AS_INT(ver) == 2) v = ((v % 4294967296LL) + 4294967296LL) % 4294967296LL;
        if (v < 0 || v > 0xffffffffLL) return exc_raise(vm, EXC_OverflowError, "Python int too large to convert to C unsigned long");
        ns.mt[i] = (uint32_t)v;
    }
    Value idx = in->items[MT_N];
    if (!IS_INT(idx)) return exc_raise(vm, EXC_TypeError, "an integer is required");
    if (AS_INT(idx) < 0 || AS_INT(idx) > MT_N) return exc_raise(vm, EXC_ValueError, "invalid state");
    ns.index = (int32_t)AS_INT(idx);
    if (IS_NONE(g)) {
        ns.has_gauss = 0;
    } else {
        if (!to_double(vm, g, &ns.gauss_next)) return VEXC;
        ns.has_gauss = 1;
    }
    *s = ns;
    return VNONE;
}

static const MethodDef random_methods[] = {
    {"__init__", r_init, 0, -1, NATIVE_KW},
    {"seed", r_seed, 0, -1, NATIVE_KW},
    {"random", r_random, 0, 0, 0},
    {"getrandbits", r_getrandbits, 1, 1, 0},
    {"randbytes", r_randbytes, 0, -1, NATIVE_KW},
    {"randrange", r_randrange, 0, -1, NATIVE_KW},
    {"randint", r_randint, 0, -1, NATIVE_KW},
    {"choice", r_choice, 0, -1, NATIVE_KW},
    {"shuffle", r_shuffle, 0, -1, NATIVE_KW},
    {"sample", r_sample, 0, -1, NATIVE_KW},
    {"choices", r_choices, 0, -1, NATIVE_KW},
    {"uniform", r_uniform, 0, -1, NATIVE_KW},
    {"triangular", r_triangular, 0, -1, NATIVE_KW},
    {"normalvariate", r_normalvariate, 0, -1, NATIVE_KW},
    {"lognormvariate", r_lognormvariate, 0, -1, NATIVE_KW},
    {"gauss", r_gauss, 0, -1, NATIVE_KW},
    {"expovariate", r_expovariate, 0, -1, NATIVE_KW},
    {"vonmisesvariate", r_vonmisesvariate, 0, -1, NATIVE_KW},
    {"gammavariate", r_gammavariate, 0, -1, NATIVE_KW},
    {"betavariate", r_betavariate, 0, -1, NATIVE_KW},
    {"paretovariate", r_paretovariate, 0, -1, NATIVE_KW},
    {"weibullvariate", r_weibullvariate, 0, -1, NATIVE_KW},
    {"getstate", r_getstate, 0, -1, NATIVE_KW},
    {"setstate", r_setstate, 0, -1, NATIVE_KW},
    {NULL, NULL, 0, 0, 0},
};

/* Random(x=None): a new generator seeded with x. */
static Value random_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    Instance *in = obj_alloc(vm, OK_INSTANCE, sizeof(Instance));
    if (!in) return VEXC;
    in->cls = AS_TYPE(cls);
    in->builtin_value = VEMPTY;
    Value self = v_obj(in);
    gc_push(vm, self);
    Value r = r_init(vm, self, argc, argv, kwnames);
    gc_pop(vm, 1);
    return IS_EXC(r) ? r : self;
}

Module *random_module_init(VM *vm) {
    Module *m = module_new(vm, "random");
    if (!m) return NULL;
    Type *t = type_new_builtin(vm, "Random", vm->t_object, OK_INSTANCE);
    if (!t) return NULL;
    t->module = str_cvalue(vm, "random");
    if (IS_EXC(t->module)) return NULL;
    t->ctor = random_ctor;
    type_add_methods(vm, t, random_methods);
    Str *name = str_intern_cstr(vm, "Random");
    if (!name || dict_set_str(vm, m->dict, name, v_obj(t)) < 0) return NULL;
    /* The module's generator: seeded from the VM's hash seed alone (the
     * module is not registered yet, so seed_default draws nothing). */
    Value inst = random_ctor(vm, v_obj(t), 0, NULL, NULL);
    if (IS_EXC(inst)) return NULL;
    Str *iname = str_intern_cstr(vm, "_inst");
    if (!iname || dict_set_str(vm, m->dict, iname, inst) < 0) return NULL;
    for (const MethodDef *d = random_methods; d->name; d++) {
        if (d->name[0] == '_') continue;
        Str *q = str_intern_cstr(vm, d->name);
        if (!q) return NULL;
        /* A native whose receiver is `_inst`: a built-in function, as
         * type(random.random) is in CPython. */
        Native *n = native_new(vm, d->name, d->fn, d->minargs, d->maxargs, d->flags);
        if (!n) return NULL;
        n->self = inst;
        n->owner = t;   /* named "Random.random", as CPython names it */
        n->qualname = NULL;
        if (dict_set_str(vm, m->dict, q, v_obj(n)) < 0) return NULL;
    }
    return m;
}
