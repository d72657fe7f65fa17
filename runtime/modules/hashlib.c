/* hashlib: the digests themselves, from Nettle (MD5, SHA-1, SHA-2, SHA-3,
 * SHAKE256, RIPEMD-160, SM3) and libb2 (BLAKE2b, BLAKE2s); SHAKE128 is a
 * sponge over Nettle's Keccak permutation. The hash objects, their
 * arguments and their errors are Python (runtime/modules/py/_hashlib.py,
 * run in this module's namespace); they keep the data they were given and
 * hash all of it when a digest is asked for, so no hashing state lives in
 * a native object and nothing here can be re-entered: no user code runs
 * between reading an argument's bytes and returning the digest.
 *
 * Budget: each algorithm charges a number of units per byte hashed (and
 * per byte of SHAKE output) that keeps a unit's time near an interpreted
 * instruction's, 64 KiB at a time before each piece is hashed; PBKDF2
 * charges all of its compression calls the same way before it starts. */
#include <blake2.h>
#include <nettle/hmac.h>
#include <nettle/nettle-meta.h>
#include <nettle/pbkdf2.h>
#include <nettle/sha3.h>
#include "runtime/rt.h"

#define PIECE ((size_t)1 << 16)
/* Longest SHAKE output asked for at once; CPython's limit is the memory. */
#define SHAKE_MAX ((size_t)1 << 26)

/* Units per byte: about a unit per 2 ns of hashing on a machine where an
 * interpreted instruction takes 2-4 ns. */
#define W_SHA256 1
#define W_MD5 2
#define W_SHA512 3
#define W_BLAKE2 3
#define W_SHA3 4
#define W_SHA3_LONG 6
#define W_SHA3_512 8

static const struct {
    const char *name;
    const struct nettle_hash *h;
    int64_t weight;
} algos[] = {
    {"md5", &nettle_md5, W_MD5},
    {"sha1", &nettle_sha1, W_SHA256},
    {"sha224", &nettle_sha224, W_SHA256},
    {"sha256", &nettle_sha256, W_SHA256},
    {"sha384", &nettle_sha384, W_SHA512},
    {"sha512", &nettle_sha512, W_SHA512},
    {"sha512_224", &nettle_sha512_224, W_SHA512},
    {"sha512_256", &nettle_sha512_256, W_SHA512},
    {"sha3_224", &nettle_sha3_224, W_SHA3},
    {"sha3_256", &nettle_sha3_256, W_SHA3},
    {"sha3_384", &nettle_sha3_384, W_SHA3_LONG},
    {"sha3_512", &nettle_sha3_512, W_SHA3_512},
    {"ripemd160", &nettle_ripemd160, W_SHA3},
    {"sm3", &nettle_sm3, W_SHA3_LONG},
};

/* Whether the str name is exactly lit. A str's data is read by its length
 * (it need not end with a NUL), and a name with a NUL inside matches no
 * algorithm. */
static bool name_is(Value name, const char *lit) {
    return IS_STR(name) && AS_STR(name)->blen == strlen(lit) && !memcmp(AS_STR(name)->data, lit, strlen(lit));
}

/* The name for an error message: its first 64 bytes at most. */
static int name_len(Value name) { return IS_STR(name) ? (int)(AS_STR(name)->blen < 64 ? AS_STR(name)->blen : 64) : 0; }
static const char *name_data(Value name) { return IS_STR(name) ? AS_STR(name)->data : ""; }

static const struct nettle_hash *find_algo(Value name, int64_t *weight) {
    for (size_t i = 0; i < sizeof algos / sizeof algos[0]; i++)
        if (name_is(name, algos[i].name)) {
            *weight = algos[i].weight;
            return algos[i].h;
        }
    return NULL;
}

/* A context big enough and aligned for any of the algorithms above. */
typedef union {
    struct sha3_256_ctx sha3;
    struct sha512_ctx sha512;
    uint64_t align;
    uint8_t bytes[512];
} HashCtx;

static bool data_of(VM *vm, Value v, const uint8_t **p, size_t *n) {
    if (bytes_buffer(v, p, n)) return true;
    exc_raise(vm, EXC_TypeError, "object supporting the buffer API required");
    return false;
}

/* Feeds p[0..n) to update() a piece at a time, charging each piece
 * `weight` units a byte. */
static bool feed(VM *vm, void *ctx, void (*update)(void *, size_t, const uint8_t *), const uint8_t *p, size_t n,
                 int64_t weight) {
    while (n) {
        size_t k = n < PIECE ? n : PIECE;
        if (!rt_charge(vm, (int64_t)k * weight)) return false;
        update(ctx, k, p);
        p += k;
        n -= k;
    }
    return true;
}

static bool hash_into(VM *vm, const struct nettle_hash *h, int64_t weight, const uint8_t *p, size_t n, uint8_t *out) {
    HashCtx ctx;
    if (h->context_size > sizeof ctx) {
        exc_raise(vm, EXC_ValueError, "unsupported hash type");
        return false;
    }
    h->init(&ctx);
    while (n) {
        size_t k = n < PIECE ? n : PIECE;
        if (!rt_charge(vm, (int64_t)k * weight)) return false;
        h->update(&ctx, k, p);
        p += k;
        n -= k;
    }
    h->digest(&ctx, h->digest_size, out);
    return true;
}

/* SHAKE128: Keccak with a 168-byte rate and the SHAKE padding. */
#define SHAKE128_RATE 168

static void lane_xor(struct sha3_state *s, size_t i, uint8_t b) { s->a[i / 8] ^= (uint64_t)b << (8 * (i % 8)); }

static uint8_t lane_byte(const struct sha3_state *s, size_t i) { return (uint8_t)(s->a[i / 8] >> (8 * (i % 8))); }

static bool shake128(VM *vm, const uint8_t *p, size_t n, uint8_t *out, size_t outlen) {
    struct sha3_state s;
    memset(&s, 0, sizeof s);
    size_t pos = 0;
    while (n) {
        size_t k = n < PIECE ? n : PIECE;
        if (!rt_charge(vm, (int64_t)k * W_SHA3)) return false;
        for (size_t i = 0; i < k; i++) {
            lane_xor(&s, pos, p[i]);
            if (++pos == SHAKE128_RATE) {
                sha3_permute(&s);
                pos = 0;
            }
        }
        p += k;
        n -= k;
    }
    lane_xor(&s, pos, 0x1f);
    lane_xor(&s, SHAKE128_RATE - 1, 0x80);
    for (size_t done = 0; done < outlen;) {
        sha3_permute(&s);
        for (size_t i = 0; i < SHAKE128_RATE && done < outlen; i++) out[done++] = lane_byte(&s, i);
    }
    return true;
}

static void shake256_update(void *ctx, size_t n, const uint8_t *p) { sha3_256_update(ctx, n, p); }

static bool shake_length(VM *vm, Value v, size_t *n) {
    if (!IS_INT(v) || AS_INT(v) < 0) {
        exc_raise(vm, EXC_ValueError, "length must be a non-negative int");
        return false;
    }
    if ((uint64_t)AS_INT(v) > SHAKE_MAX) {
        rt_halt(vm, HALT_MEMORY);
        return false;
    }
    *n = (size_t)AS_INT(v);
    return rt_charge(vm, (int64_t)*n * W_SHA3);
}

/* _hash(name, data[, length]): the digest of data; length is the output
 * size of shake_128 and shake_256. */
static Value f_hash(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    const uint8_t *p;
    size_t n;
    if (!data_of(vm, argv[1], &p, &n)) return VEXC;
    bool s128 = name_is(argv[0], "shake_128"), s256 = name_is(argv[0], "shake_256");
    if (s128 || s256) {
        size_t outlen;
        if (argc < 3 || !shake_length(vm, argv[2], &outlen)) {
            if (argc < 3) exc_raise(vm, EXC_TypeError, "length required");
            return VEXC;
        }
        uint8_t *out = mem_alloc(vm, outlen ? outlen : 1);
        if (!out) return VEXC;
        bool ok;
        if (s128) {
            ok = shake128(vm, p, n, out, outlen);
        } else {
            struct sha3_256_ctx c;
            sha3_256_init(&c);
            ok = feed(vm, &c, shake256_update, p, n, W_SHA3);
            if (ok) sha3_256_shake(&c, outlen, out);
        }
        Value r = ok ? bytes_new(vm, (const char *)out, outlen) : VEXC;
        mem_free(vm, out, outlen ? outlen : 1);
        return r;
    }
    if (name_is(argv[0], "md5-sha1")) {
        uint8_t out[16 + 20];
        if (!hash_into(vm, &nettle_md5, W_MD5, p, n, out) || !hash_into(vm, &nettle_sha1, W_SHA256, p, n, out + 16))
            return VEXC;
        return bytes_new(vm, (const char *)out, sizeof out);
    }
    int64_t weight;
    const struct nettle_hash *h = find_algo(argv[0], &weight);
    uint8_t out[64];
    if (!h || h->digest_size > sizeof out)
        return exc_raise(vm, EXC_ValueError, "unsupported hash type %.*s", name_len(argv[0]), name_data(argv[0]));
    if (!hash_into(vm, h, weight, p, n, out)) return VEXC;
    return bytes_new(vm, (const char *)out, h->digest_size);
}

/* An int argument in [0, max]; the Python side has checked it. */
static bool small_uint(VM *vm, Value v, uint64_t max, uint64_t *out) {
    if (IS_BOOL(v)) {
        *out = AS_BOOL(v);
        return true;
    }
    if (!IS_INT(v) || AS_INT(v) < 0 || (uint64_t)AS_INT(v) > max) {
        exc_raise(vm, EXC_ValueError, "blake2 parameter out of range");
        return false;
    }
    *out = (uint64_t)AS_INT(v);
    return true;
}

static void put_le(uint8_t *dst, uint64_t v, size_t n) {
    for (size_t i = 0; i < n; i++) dst[i] = (uint8_t)(v >> (8 * i));
}

static void blake2b_feed(void *s, size_t n, const uint8_t *p) { blake2b_update(s, p, n); }
static void blake2s_feed(void *s, size_t n, const uint8_t *p) { blake2s_update(s, p, n); }

/* _blake2(big, data, digest_size, key, salt, person, fanout, depth,
 * leaf_size, node_offset, node_depth, inner_size, last_node): BLAKE2b
 * (big) or BLAKE2s with every parameter of the parameter block. */
static Value f_blake2(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    bool big = IS_BOOL(argv[0]) && AS_BOOL(argv[0]);
    size_t outmax = big ? BLAKE2B_OUTBYTES : BLAKE2S_OUTBYTES;
    size_t keymax = big ? BLAKE2B_KEYBYTES : BLAKE2S_KEYBYTES;
    size_t saltmax = big ? BLAKE2B_SALTBYTES : BLAKE2S_SALTBYTES;
    const uint8_t *p, *key, *salt, *person, *offset;
    size_t n, nkey, nsalt, nperson, noffset;
    if (!data_of(vm, argv[1], &p, &n) || !data_of(vm, argv[3], &key, &nkey) || !data_of(vm, argv[4], &salt, &nsalt) ||
        !data_of(vm, argv[5], &person, &nperson) || !data_of(vm, argv[9], &offset, &noffset))
        return VEXC;
    uint64_t dsize, fanout, depth, leaf, ndepth, inner, last;
    if (!small_uint(vm, argv[2], outmax, &dsize) || !small_uint(vm, argv[6], 255, &fanout) ||
        !small_uint(vm, argv[7], 255, &depth) || !small_uint(vm, argv[8], UINT32_MAX, &leaf) ||
        !small_uint(vm, argv[10], 255, &ndepth) || !small_uint(vm, argv[11], outmax, &inner) ||
        !small_uint(vm, argv[12], 1, &last))
        return VEXC;
    if (dsize == 0 || nkey > keymax || nsalt > saltmax || nperson > saltmax || depth == 0 || noffset != (big ? 8 : 6))
        return exc_raise(vm, EXC_ValueError, "blake2 parameter out of range");
    uint8_t out[BLAKE2B_OUTBYTES];
    uint8_t block[BLAKE2B_BLOCKBYTES];
    bool ok;
    /* BLAKE2b and BLAKE2s differ in their structs' names and sizes only:
     * the same parameter block, key block and feeding for both. */
#define BLAKE2_RUN(X, BLOCK)                                                                          \
    do {                                                                                              \
        X##_param P;                                                                                  \
        memset(&P, 0, sizeof P);                                                                      \
        P.digest_length = (uint8_t)dsize;                                                             \
        P.key_length = (uint8_t)nkey;                                                                 \
        P.fanout = (uint8_t)fanout;                                                                   \
        P.depth = (uint8_t)depth;                                                                     \
        put_le((uint8_t *)&P.leaf_length, leaf, 4);                                                   \
        memcpy(&P.node_offset, offset, noffset);                                                      \
        P.node_depth = (uint8_t)ndepth;                                                               \
        P.inner_length = (uint8_t)inner;                                                              \
        memcpy(P.salt, salt, nsalt);                                                                  \
        memcpy(P.personal, person, nperson);                                                          \
        X##_state S;                                                                                  \
        if (X##_init_param(&S, &P) < 0) return exc_raise(vm, EXC_ValueError, "blake2 parameter out of range"); \
        S.last_node = (uint8_t)last;                                                                  \
        if (nkey) {                                                                                   \
            memset(block, 0, sizeof block);                                                           \
            memcpy(block, key, nkey);                                                                 \
            X##_update(&S, block, BLOCK);                                                             \
            memset(block, 0, sizeof block);                                                           \
        }                                                                                             \
        ok = feed(vm, &S, X##_feed, p, n, W_BLAKE2) && X##_final(&S, out, dsize) == 0;               \
    } while (0)
    if (big)
        BLAKE2_RUN(blake2b, BLAKE2B_BLOCKBYTES);
    else
        BLAKE2_RUN(blake2s, BLAKE2S_BLOCKBYTES);
#undef BLAKE2_RUN
    if (!ok) return vm->halt != HALT_NONE ? VEXC : exc_raise(vm, EXC_ValueError, "blake2 failed");
    return bytes_new(vm, (const char *)out, dsize);
}

/* _pbkdf2(name, password, salt, iterations, dklen): PBKDF2 with HMAC over
 * one of the algorithms above (Nettle's generic PBKDF2 over its generic
 * HMAC). The Python side has checked the arguments. */
typedef struct {
    const struct nettle_hash *h;
    HashCtx outer, inner, state;
} Mac;

static void mac_update(void *m, size_t n, const uint8_t *p) {
    Mac *c = m;
    c->h->update(&c->state, n, p);
}

static void mac_digest(void *m, size_t n, uint8_t *out) {
    Mac *c = m;
    hmac_digest(&c->outer, &c->inner, &c->state, c->h, n, out);
}

static Value f_pbkdf2(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int64_t weight;
    const struct nettle_hash *h = find_algo(argv[0], &weight);
    if (!h || h->context_size > sizeof(HashCtx))
        return exc_raise(vm, EXC_ValueError, "unsupported hash type %.*s", name_len(argv[0]), name_data(argv[0]));
    const uint8_t *pw, *salt;
    size_t npw, nsalt;
    if (!data_of(vm, argv[1], &pw, &npw) || !data_of(vm, argv[2], &salt, &nsalt)) return VEXC;
    if (!IS_INT(argv[3]) || AS_INT(argv[3]) < 1 || AS_INT(argv[3]) > UINT32_MAX || !IS_INT(argv[4]) ||
        AS_INT(argv[4]) < 1 || AS_INT(argv[4]) > INT32_MAX)
        return exc_raise(vm, EXC_ValueError, "pbkdf2 parameter out of range");
    uint64_t iters = (uint64_t)AS_INT(argv[3]);
    size_t dklen = (size_t)AS_INT(argv[4]);
    uint64_t blocks = (dklen + h->digest_size - 1) / h->digest_size;
    /* Two compression calls (a block each) per iteration and output block,
     * and the key and salt hashed once per output block. */
    uint64_t per_iter = 2 * h->block_size * (uint64_t)weight, limit = INT64_MAX / 2;
    uint64_t per_block = iters * per_iter + (npw + nsalt + 2 * h->block_size) * (uint64_t)weight;
    uint64_t units = blocks > limit / per_block ? limit : blocks * per_block;
    if (!rt_charge(vm, (int64_t)units)) return VEXC;
    uint8_t *out = mem_alloc(vm, dklen);
    if (!out) return VEXC;
    Mac m;
    m.h = h;
    hmac_set_key(&m.outer, &m.inner, &m.state, h, npw, pw);
    pbkdf2(&m, mac_update, mac_digest, h->digest_size, (unsigned)iters, nsalt, salt, dklen, out);
    Value r = bytes_new(vm, (const char *)out, dklen);
    memset(&m, 0, sizeof m);
    mem_free(vm, out, dklen);
    return r;
}

/* _sizes(name): (digest_size, block_size) of a Nettle algorithm, or None. */
static Value f_sizes(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int64_t weight;
    const struct nettle_hash *h = find_algo(argv[0], &weight);
    if (!h) return VNONE;
    Value kv[2] = {v_int(h->digest_size), v_int(h->block_size)};
    return tuple_pack(vm, 2, kv);
}

Module *hashlib_module_init(VM *vm) {
    Module *m = module_new(vm, "hashlib");
    if (!m) return NULL;
    gc_push(vm, v_obj(m));
    Module *result = NULL;
    static const MethodDef funcs[] = {
        {"_hash", f_hash, 2, 3, 0},
        {"_blake2", f_blake2, 13, 13, 0},
        {"_pbkdf2", f_pbkdf2, 5, 5, 0},
        {"_sizes", f_sizes, 1, 1, 0},
        {NULL, NULL, 0, 0, 0},
    };
    for (const MethodDef *d = funcs; d->name; d++) {
        Native *n = native_new(vm, d->name, d->fn, d->minargs, d->maxargs, d->flags);
        Str *k = n ? str_intern_cstr(vm, d->name) : NULL;
        if (!k || dict_set_str(vm, m->dict, k, v_obj(n)) < 0) goto done;
    }
    if (module_exec_frozen(vm, m, "_hashlib") < 0) goto done;
    result = m;
done:
    gc_pop(vm, 1);
    return result;
}
