/* hashlib: the digests themselves, from Nettle (MD5, SHA-1, SHA-2, SHA-3,
 * SHAKE256, RIPEMD-160, SM3) and libb2 (BLAKE2b, BLAKE2s); SHAKE128 is a
 * sponge over Nettle's Keccak permutation. The hash objects, their
 * arguments and their errors are Python (runtime/modules/py/_hashlib.py,
 * run in this module's namespace).
 *
 * A hash object streams: update() feeds the algorithm's incremental state
 * at once, so hashing any amount of data in pieces holds only the state.
 * The state (Nettle's context or libb2's state: plain structs, no
 * pointers) lives in a bytes object held by a Box in the object's
 * builtin_value, which no Python code reaches; it is copied into an
 * aligned local for each call and back, so copy() copies bytes and a VM
 * copied from a template copies the states as they are. The Box is marked
 * BOX_HASH, and the class is checked, so no other module's hidden state is
 * ever taken for one. The arguments are read after the Python side has
 * converted them, and no user code runs while their bytes are read.
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

/* SHAKE128: Keccak with a 168-byte rate and the SHAKE padding. */
#define SHAKE128_RATE 168

static void lane_xor(struct sha3_state *s, size_t i, uint8_t b) { s->a[i / 8] ^= (uint64_t)b << (8 * (i % 8)); }

static uint8_t lane_byte(const struct sha3_state *s, size_t i) { return (uint8_t)(s->a[i / 8] >> (8 * (i % 8))); }

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

/* ---- hash objects ----------------------------------------------------- */

#define BOX_HASH 0x2
#define HMAGIC 0x68617368u

/* What an object hashes with. */
enum { HK_NETTLE, HK_MD5SHA1, HK_SHAKE128, HK_SHAKE256, HK_BLAKE2B, HK_BLAKE2S, HK__COUNT };
/* The tuple bound to the natives: the classes whose instances hold a
 * state (none can be subclassed, but a class of several bases that skips
 * blake2b's or blake2s's __init_subclass__ may get a subclass of them). */
enum { HC_HASH, HC_XOF, HC_B2B, HC_B2S, HC__COUNT };

typedef struct HState {
    uint32_t magic;
    uint8_t kind;
    uint8_t algo;       /* HK_NETTLE: index in algos[] */
    uint8_t dsize;      /* BLAKE2: the digest size */
    uint8_t pos;        /* SHAKE128: bytes absorbed into the current block */
    union {
        HashCtx ctx;
        struct {
            struct md5_ctx md5;
            struct sha1_ctx sha1;
        } ms;
        struct sha3_state sponge;
        struct sha3_256_ctx shake256;
        blake2b_state b2b;
        blake2s_state b2s;
    } u;
} HState;

/* The Bytes holding self's state, or NULL. */
static Bytes *state_bytes(Value self) {
    if (!IS_INSTANCE(self)) return NULL;
    Value b = AS_INSTANCE(self)->builtin_value;
    if (!IS_KIND(b, OK_BOX) || !(AS_OBJ(b)->flags & BOX_HASH)) return NULL;
    Value v = ((Box *)AS_OBJ(b))->v;
    if (!IS_KIND(v, OK_BYTES) || ((Bytes *)AS_OBJ(v))->len != sizeof(HState)) return NULL;
    return (Bytes *)AS_OBJ(v);
}

/* Whether self's class may hold a state: HASH or HASHXOF exactly, or
 * blake2b or blake2s or a subclass. */
static bool hash_class(Value bound, Value self) {
    Tuple *t = IS_TUPLE(bound) && AS_TUPLE(bound)->len == HC__COUNT ? AS_TUPLE(bound) : NULL;
    if (!t || !IS_INSTANCE(self)) return false;
    Type *c = AS_INSTANCE(self)->cls;
    for (int i = 0; i < HC__COUNT; i++) {
        if (!IS_TYPE(t->items[i])) return false;
        Type *k = AS_TYPE(t->items[i]);
        if (c == k || (i >= HC_B2B && type_is_subtype(c, k))) return true;
    }
    return false;
}

/* self's state copied into *st, checked; false with TypeError otherwise. */
static bool state_load(VM *vm, Value bound, Value self, HState *st) {
    Bytes *b = hash_class(bound, self) ? state_bytes(self) : NULL;
    if (b) {
        memcpy(st, b->inline_data, sizeof *st);
        if (st->magic == HMAGIC && st->kind < HK__COUNT && st->algo < sizeof algos / sizeof algos[0] &&
            st->pos < SHAKE128_RATE)
            return true;
    }
    exc_raise(vm, EXC_TypeError, "hash object has no state (its constructor did not run)");
    return false;
}

static void state_store(Value self, const HState *st) { memcpy(state_bytes(self)->inline_data, st, sizeof *st); }

/* Gives self its state st: its builtin_value must be empty. An object
 * gets one state, once, from the constructor that made it (a BLAKE2
 * object's __new__): its algorithm never changes. */
static bool state_attach(VM *vm, Value bound, Value self, const HState *st) {
    if (!hash_class(bound, self) || !IS_EMPTY(AS_INSTANCE(self)->builtin_value)) {
        exc_raise(vm, EXC_TypeError, "not a hash object");
        return false;
    }
    Value b = bytes_new(vm, (const char *)st, sizeof *st);
    if (IS_EXC(b)) return false;
    gc_push(vm, b);
    Box *box = obj_alloc(vm, OK_BOX, sizeof(Box));
    gc_pop(vm, 1);
    if (!box) return false;
    box->h.flags |= BOX_HASH;
    box->v = b;
    AS_INSTANCE(self)->builtin_value = v_obj(box);
    return true;
}

static void shake128_absorb(HState *st, const uint8_t *p, size_t n) {
    size_t pos = st->pos;
    for (size_t i = 0; i < n; i++) {
        lane_xor(&st->u.sponge, pos, p[i]);
        if (++pos == SHAKE128_RATE) {
            sha3_permute(&st->u.sponge);
            pos = 0;
        }
    }
    st->pos = (uint8_t)pos;
}

/* Hashes p[0..n) into st, a piece at a time, each piece charged before. */
static bool state_feed(VM *vm, HState *st, const uint8_t *p, size_t n) {
    while (n) {
        size_t k = n < PIECE ? n : PIECE;
        switch (st->kind) {
        case HK_NETTLE:
            if (!rt_charge(vm, (int64_t)k * algos[st->algo].weight)) return false;
            algos[st->algo].h->update(&st->u.ctx, k, p);
            break;
        case HK_MD5SHA1:
            if (!rt_charge(vm, (int64_t)k * (W_MD5 + W_SHA256))) return false;
            md5_update(&st->u.ms.md5, k, p);
            sha1_update(&st->u.ms.sha1, k, p);
            break;
        case HK_SHAKE128:
            if (!rt_charge(vm, (int64_t)k * W_SHA3)) return false;
            shake128_absorb(st, p, k);
            break;
        case HK_SHAKE256:
            if (!rt_charge(vm, (int64_t)k * W_SHA3)) return false;
            sha3_256_update(&st->u.shake256, k, p);
            break;
        case HK_BLAKE2B:
            if (!rt_charge(vm, (int64_t)k * W_BLAKE2)) return false;
            blake2b_feed(&st->u.b2b, k, p);
            break;
        default:
            if (!rt_charge(vm, (int64_t)k * W_BLAKE2)) return false;
            blake2s_feed(&st->u.b2s, k, p);
            break;
        }
        p += k;
        n -= k;
    }
    return true;
}

/* _hstart(obj, name): a HASH or HASHXOF object's state for algorithm
 * name. */
static Value f_hstart(VM *vm, Value bound, int argc, const Value *argv, Tuple *kw) {
    HState st;
    memset(&st, 0, sizeof st);
    st.magic = HMAGIC;
    if (name_is(argv[1], "shake_128")) {
        st.kind = HK_SHAKE128;
    } else if (name_is(argv[1], "shake_256")) {
        st.kind = HK_SHAKE256;
        sha3_256_init(&st.u.shake256);
    } else if (name_is(argv[1], "md5-sha1")) {
        st.kind = HK_MD5SHA1;
        md5_init(&st.u.ms.md5);
        sha1_init(&st.u.ms.sha1);
    } else {
        int64_t weight;
        const struct nettle_hash *h = find_algo(argv[1], &weight);
        if (!h || h->context_size > sizeof(HashCtx) || h->digest_size > 64)
            return exc_raise(vm, EXC_ValueError, "unsupported hash type %.*s", name_len(argv[1]), name_data(argv[1]));
        st.kind = HK_NETTLE;
        while (algos[st.algo].h != h) st.algo++;
        h->init(&st.u.ctx);
    }
    return state_attach(vm, bound, argv[0], &st) ? VNONE : VEXC;
}

/* _b2start(obj, big, digest_size, key, salt, person, fanout, depth,
 * leaf_size, node_offset, node_depth, inner_size, last_node): a BLAKE2b
 * (big) or BLAKE2s object's state with every parameter of the parameter
 * block, the key block hashed. */
static Value f_b2start(VM *vm, Value bound, int argc, const Value *argv, Tuple *kw) {
    bool big = IS_BOOL(argv[1]) && AS_BOOL(argv[1]);
    size_t outmax = big ? BLAKE2B_OUTBYTES : BLAKE2S_OUTBYTES;
    size_t keymax = big ? BLAKE2B_KEYBYTES : BLAKE2S_KEYBYTES;
    size_t saltmax = big ? BLAKE2B_SALTBYTES : BLAKE2S_SALTBYTES;
    const uint8_t *key, *salt, *person, *offset;
    size_t nkey, nsalt, nperson, noffset;
    if (!data_of(vm, argv[3], &key, &nkey) || !data_of(vm, argv[4], &salt, &nsalt) ||
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
    HState st;
    memset(&st, 0, sizeof st);
    st.magic = HMAGIC;
    st.kind = big ? HK_BLAKE2B : HK_BLAKE2S;
    st.dsize = (uint8_t)dsize;
    uint8_t block[BLAKE2B_BLOCKBYTES];
    /* BLAKE2b and BLAKE2s differ in their structs' names and sizes only:
     * the same parameter block and key block for both. */
#define BLAKE2_START(X, S, BLOCK)                                                                      \
    do {                                                                                               \
        X##_param P;                                                                                   \
        memset(&P, 0, sizeof P);                                                                       \
        P.digest_length = (uint8_t)dsize;                                                              \
        P.key_length = (uint8_t)nkey;                                                                  \
        P.fanout = (uint8_t)fanout;                                                                    \
        P.depth = (uint8_t)depth;                                                                      \
        put_le((uint8_t *)&P.leaf_length, leaf, 4);                                                    \
        memcpy(&P.node_offset, offset, noffset);                                                       \
        P.node_depth = (uint8_t)ndepth;                                                                \
        P.inner_length = (uint8_t)inner;                                                               \
        memcpy(P.salt, salt, nsalt);                                                                   \
        memcpy(P.personal, person, nperson);                                                           \
        if (X##_init_param(&(S), &P) < 0) return exc_raise(vm, EXC_ValueError, "blake2 parameter out of range"); \
        (S).last_node = (uint8_t)last;                                                                 \
        if (nkey) {                                                                                    \
            memset(block, 0, sizeof block);                                                            \
            memcpy(block, key, nkey);                                                                  \
            X##_update(&(S), block, BLOCK);                                                            \
            memset(block, 0, sizeof block);                                                            \
        }                                                                                              \
    } while (0)
    if (big)
        BLAKE2_START(blake2b, st.u.b2b, BLAKE2B_BLOCKBYTES);
    else
        BLAKE2_START(blake2s, st.u.b2s, BLAKE2S_BLOCKBYTES);
#undef BLAKE2_START
    if (!rt_charge(vm, BLAKE2B_BLOCKBYTES * W_BLAKE2)) return VEXC;
    bool ok = state_attach(vm, bound, argv[0], &st);
    memset(&st, 0, sizeof st);
    return ok ? VNONE : VEXC;
}

/* _hupdate(obj, data): feeds data (bytes or bytearray, read as its
 * buffer: a subclass's __bytes__ is not asked) to obj's state. */
static Value f_hupdate(VM *vm, Value bound, int argc, const Value *argv, Tuple *kw) {
    HState st;
    const uint8_t *p;
    size_t n;
    Value v = argv[1];
    if (IS_STR(v) || (IS_INSTANCE(v) && IS_STR(AS_INSTANCE(v)->builtin_value)))
        return exc_raise(vm, EXC_TypeError, "Strings must be encoded before hashing");
    if (!state_load(vm, bound, argv[0], &st) || !data_of(vm, v, &p, &n)) return VEXC;
    if (!state_feed(vm, &st, p, n)) return VEXC;
    state_store(argv[0], &st);
    return VNONE;
}

/* _hdigest(obj[, length]): the digest of what obj was fed, its state left
 * as it was; length is the output size of shake_128 and shake_256. */
static Value f_hdigest(VM *vm, Value bound, int argc, const Value *argv, Tuple *kw) {
    HState st;
    if (!state_load(vm, bound, argv[0], &st)) return VEXC;
    if (!rt_charge(vm, 256)) return VEXC;
    uint8_t small[64];
    switch (st.kind) {
    case HK_NETTLE: {
        const struct nettle_hash *h = algos[st.algo].h;
        h->digest(&st.u.ctx, h->digest_size, small);
        return bytes_new(vm, (const char *)small, h->digest_size);
    }
    case HK_MD5SHA1:
        md5_digest(&st.u.ms.md5, 16, small);
        sha1_digest(&st.u.ms.sha1, 20, small + 16);
        return bytes_new(vm, (const char *)small, 36);
    case HK_BLAKE2B:
        if (blake2b_final(&st.u.b2b, small, st.dsize) != 0) return exc_raise(vm, EXC_ValueError, "blake2 failed");
        return bytes_new(vm, (const char *)small, st.dsize);
    case HK_BLAKE2S:
        if (blake2s_final(&st.u.b2s, small, st.dsize) != 0) return exc_raise(vm, EXC_ValueError, "blake2 failed");
        return bytes_new(vm, (const char *)small, st.dsize);
    default:
        break;
    }
    size_t outlen;
    if (argc < 2) return exc_raise(vm, EXC_TypeError, "length required");
    if (!shake_length(vm, argv[1], &outlen)) return VEXC;
    uint8_t *out = mem_alloc(vm, outlen ? outlen : 1);
    if (!out) return VEXC;
    if (st.kind == HK_SHAKE256) {
        sha3_256_shake(&st.u.shake256, outlen, out);
    } else {
        lane_xor(&st.u.sponge, st.pos, 0x1f);
        lane_xor(&st.u.sponge, SHAKE128_RATE - 1, 0x80);
        for (size_t done = 0; done < outlen;) {
            sha3_permute(&st.u.sponge);
            for (size_t i = 0; i < SHAKE128_RATE && done < outlen; i++) out[done++] = lane_byte(&st.u.sponge, i);
        }
    }
    Value r = bytes_new(vm, (const char *)out, outlen);
    mem_free(vm, out, outlen ? outlen : 1);
    return r;
}

/* _hcopy(obj, new): gives new (made by the Python side, of obj's class)
 * a copy of obj's state. */
static Value f_hcopy(VM *vm, Value bound, int argc, const Value *argv, Tuple *kw) {
    HState st;
    if (!state_load(vm, bound, argv[0], &st)) return VEXC;
    if (!IS_INSTANCE(argv[1]) || AS_INSTANCE(argv[1])->cls != AS_INSTANCE(argv[0])->cls ||
        !IS_EMPTY(AS_INSTANCE(argv[1])->builtin_value))
        return exc_raise(vm, EXC_TypeError, "not a new hash object");
    if (!rt_charge(vm, (int64_t)sizeof st / 8)) return VEXC;
    return state_attach(vm, bound, argv[1], &st) ? VNONE : VEXC;
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
    size_t rs = gc_scope(vm);
    gc_push(vm, v_obj(m));
    Module *result = NULL;
    static const MethodDef funcs[] = {
        {"_pbkdf2", f_pbkdf2, 5, 5, 0},
        {"_sizes", f_sizes, 1, 1, 0},
        {NULL, NULL, 0, 0, 0},
    };
    /* The hash object natives are bound to a tuple that gets the classes
     * once _hashlib.py has made them. */
    static const MethodDef objs[] = {
        {"_hstart", f_hstart, 2, 2, 0},
        {"_b2start", f_b2start, 13, 13, 0},
        {"_hupdate", f_hupdate, 2, 2, 0},
        {"_hdigest", f_hdigest, 1, 2, 0},
        {"_hcopy", f_hcopy, 2, 2, 0},
        {NULL, NULL, 0, 0, 0},
    };
    Tuple *classes = tuple_new(vm, HC__COUNT);
    if (!classes) goto done;
    gc_push(vm, v_obj(classes));
    for (int pass = 0; pass < 2; pass++)
        for (const MethodDef *d = pass ? objs : funcs; d->name; d++) {
            Native *n = native_new(vm, d->name, d->fn, d->minargs, d->maxargs, d->flags);
            Str *k = n ? str_intern_cstr(vm, d->name) : NULL;
            if (!k) goto done;
            if (pass) n->self = v_obj(classes);
            if (dict_set_str(vm, m->dict, k, v_obj(n)) < 0) goto done;
        }
    if (module_exec_frozen(vm, m, "_hashlib") < 0) goto done;
    static const char *const names[HC__COUNT] = {"HASH", "HASHXOF", "blake2b", "blake2s"};
    for (int i = 0; i < HC__COUNT; i++) {
        Str *k = str_intern_cstr(vm, names[i]);
        Value c = k ? dict_get_str(vm, m->dict, k) : VEMPTY;
        if (!IS_TYPE(c)) goto done;
        /* CPython's blake2b and blake2s are no acceptable base types. */
        if (i >= HC_B2B) AS_TYPE(c)->tflags |= TF_FINAL;
        classes->items[i] = c;
    }
    result = m;
done:
    gc_unscope(vm, rs);
    return result;
}
