/* zlib: one-shot compress and decompress, the streaming compressobj and
 * decompressobj, crc32 and adler32 over the system's zlib (the library
 * CPython links, so the compressed bytes are CPython's). The error class,
 * the stream classes and the arguments are Python
 * (runtime/modules/py/_zlib.py); these functions return a str for a zlib
 * failure, which it raises as zlib.error.
 *
 * zlib's own state is allocated through the VM's account; the output
 * grows under the memory cap, so a decompression bomb stops with a memory
 * halt. The budget: compressing charges per input byte by level before
 * it starts; decompressing charges per input byte before inflate reads
 * it, 16 KiB at a time, and per output byte after each call, which
 * writes at most 64 KiB. */
#include <limits.h>
#include <stdio.h>
#include <zlib.h>
#include "runtime/rt.h"

#define PIECE ((size_t)1 << 16)
#define HDR 16
/* Decompression's budget: units per input byte (a stream of empty blocks,
 * the slowest input per byte) and per output byte (runs of one byte, the
 * slowest output), each near an interpreted instruction's time a unit. */
#define IN_PIECE ((size_t)1 << 14)
#define W_IN 4
#define W_OUT 2
/* A compression dictionary's budget: units per byte of the largest window
 * deflateSetDictionary reads, whatever the dictionary's length. */
#define DICT_WINDOW ((size_t)1 << 15)
#define W_DICT 4

static voidpf z_alloc(voidpf opaque, uInt items, uInt size) {
    VM *vm = opaque;
    size_t n = (size_t)items * size;
    if (size && n / size != items) return Z_NULL;
    char *p = mem_alloc(vm, n + HDR);
    if (!p) return Z_NULL;
    memcpy(p, &n, sizeof n);
    return p + HDR;
}

static void z_free(voidpf opaque, voidpf q) {
    if (!q) return;
    char *p = (char *)q - HDR;
    size_t n;
    memcpy(&n, p, sizeof n);
    mem_free(opaque, p, n + HDR);
}

/* A growing output buffer in the VM's account. */
typedef struct {
    uint8_t *buf;
    size_t len, cap;
} Out;

/* Room for `want` more bytes, the buffer doubling but never past `most`
 * bytes (at least len + want): an output of known or limited size is
 * accounted for what it can hold, not for the next power of two. */
static bool out_room(VM *vm, Out *o, size_t want, size_t most) {
    if (o->cap - o->len >= want) return true;
    if (want > SIZE_MAX - o->len) {
        rt_halt(vm, HALT_MEMORY);
        return false;
    }
    size_t need = o->len + want;
    if (most < need) most = need;
    size_t ncap = o->cap ? o->cap : 256;
    while (ncap < need) {
        if (ncap > SIZE_MAX / 2) {
            rt_halt(vm, HALT_MEMORY);
            return false;
        }
        ncap *= 2;
    }
    if (ncap > most) ncap = most;
    uint8_t *nb = o->buf ? mem_realloc(vm, o->buf, o->cap, ncap) : mem_alloc(vm, ncap);
    if (!nb) return false;
    o->buf = nb;
    o->cap = ncap;
    return true;
}

static void out_free(VM *vm, Out *o) {
    if (o->buf) mem_free(vm, o->buf, o->cap);
    o->buf = NULL;
}

static Value out_bytes(VM *vm, Out *o) {
    Value r = bytes_new(vm, (const char *)(o->buf ? o->buf : (uint8_t *)""), o->len);
    out_free(vm, o);
    return r;
}

/* zlib's failure `err` as the text of a zlib.error ("Error -3 while
 * decompressing data: incorrect header check"), as CPython words it. */
static Value z_error(VM *vm, const char *what, int err, const z_stream *z) {
    if (vm->halt != HALT_NONE) return VEXC;
    const char *msg = err == Z_VERSION_ERROR ? "library version mismatch" : z->msg;
    if (!msg) {
        switch (err) {
        case Z_BUF_ERROR: msg = "incomplete or truncated stream"; break;
        case Z_STREAM_ERROR: msg = "inconsistent stream state"; break;
        case Z_DATA_ERROR: msg = "invalid input data"; break;
        default: break;
        }
    }
    char text[300];
    if (msg)
        snprintf(text, sizeof text, "Error %d %s: %.200s", err, what, msg);
    else
        snprintf(text, sizeof text, "Error %d %s", err, what);
    return str_cvalue(vm, text);
}

/* The block sizes CPython's output buffer grows by (stored blocks end
 * where the output space does, so these keep level 0's bytes CPython's). */
static size_t out_block(size_t i) {
    static const size_t blocks[] = {32u << 10, 64u << 10, 256u << 10, 1u << 20, 4u << 20, 8u << 20, 16u << 20,
                                    16u << 20, 32u << 20, 32u << 20, 32u << 20, 32u << 20, 64u << 20, 64u << 20,
                                    128u << 20, 128u << 20, 256u << 20};
    size_t n = sizeof blocks / sizeof blocks[0];
    return blocks[i < n ? i : n - 1];
}

/* Units per input byte of deflate by level, from the worst time per byte
 * measured (inputs of two or three letters at random, where the match
 * search runs longest: 8 us a byte at level 9), a unit for about 3 ns,
 * near an interpreted instruction's time. */
static int64_t level_weight(int64_t level) {
    static const int64_t weights[] = {4, 24, 28, 40, 24, 48, 180, 500, 900, 2800};
    return weights[level < 0 || level > 9 ? 6 : level];
}

static int64_t clamp_units(size_t n, int64_t weight) {
    return (int64_t)(n > (size_t)(INT64_MAX / 4096) ? INT64_MAX / 4096 : n) * weight + 1;
}

/* A one-shot call's failure: MemoryError, or the text of the zlib.error
 * ("Error -3 while decompressing data: ..."). */
static Value z_failure(VM *vm, const char *what, int err, const z_stream *z) {
    if (vm->halt != HALT_NONE) return VEXC;
    if (err == Z_MEM_ERROR) return exc_raise(vm, EXC_MemoryError, "Out of memory while %s data", what);
    char phrase[64];
    snprintf(phrase, sizeof phrase, "while %s data", what);
    return z_error(vm, phrase, err, z);
}

static bool int_arg(VM *vm, Value v, int64_t *out) {
    if (!IS_INT(v)) {
        exc_raise(vm, EXC_TypeError, "integer argument expected");
        return false;
    }
    *out = AS_INT(v);
    return true;
}

/* _compress(data, level, wbits): the compressed bytes, or the error's
 * text. */
static Value f_compress(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    const uint8_t *p;
    size_t n;
    int64_t level, wbits;
    if (!bytes_buffer(argv[0], &p, &n)) return exc_raise(vm, EXC_TypeError, "a bytes-like object is required");
    if (!int_arg(vm, argv[1], &level) || !int_arg(vm, argv[2], &wbits)) return VEXC;
    if (level < -1 || level > 9 || wbits < -64 || wbits > 64) return str_cvalue(vm, "Bad compression level");
    int64_t weight = level_weight(level);
    z_stream z;
    memset(&z, 0, sizeof z);
    z.zalloc = z_alloc;
    z.zfree = z_free;
    z.opaque = vm;
    int err = deflateInit2(&z, (int)level, Z_DEFLATED, (int)wbits, 8, Z_DEFAULT_STRATEGY);
    if (err == Z_MEM_ERROR || vm->halt != HALT_NONE) return z_failure(vm, "compressing", Z_MEM_ERROR, &z);
    if (err != Z_OK) return str_cvalue(vm, "Bad compression level");
    /* The whole input is charged first and given to deflate at once, and
     * the output grows by CPython's block sizes (out_block). */
    Out o = {NULL, 0, 0};
    Value r = VEXC;
    if (!rt_charge(vm, clamp_units(n, weight))) goto done;
    size_t left = n, nblock = 0;
    z.next_in = (Bytef *)(uintptr_t)p;
    do {
        if (z.avail_in == 0 && left) {
            size_t k = left < UINT_MAX ? left : UINT_MAX;
            z.avail_in = (uInt)k;
            left -= k;
        }
        size_t want = out_block(nblock++);
        if (!out_room(vm, &o, want, SIZE_MAX)) goto done;
        z.next_out = o.buf + o.len;
        z.avail_out = (uInt)want;
        err = deflate(&z, left ? Z_NO_FLUSH : Z_FINISH);
        o.len += want - z.avail_out;
        if (err == Z_STREAM_ERROR || vm->halt != HALT_NONE) {
            r = z_failure(vm, "compressing", err, &z);
            goto done;
        }
    } while (err != Z_STREAM_END);
    r = out_bytes(vm, &o);
done:
    deflateEnd(&z);
    out_free(vm, &o);
    return r;
}

/* _decompress(data, wbits, bufsize): the decompressed bytes, or the
 * error's text. */
static Value f_decompress(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    const uint8_t *p;
    size_t n;
    int64_t wbits, bufsize;
    if (!bytes_buffer(argv[0], &p, &n)) return exc_raise(vm, EXC_TypeError, "a bytes-like object is required");
    if (!int_arg(vm, argv[1], &wbits) || !int_arg(vm, argv[2], &bufsize)) return VEXC;
    z_stream z;
    memset(&z, 0, sizeof z);
    z.zalloc = z_alloc;
    z.zfree = z_free;
    z.opaque = vm;
    z.next_in = (Bytef *)(uintptr_t)p;
    z.avail_in = 0;
    int err = (wbits < -64 || wbits > 64) ? Z_STREAM_ERROR : inflateInit2(&z, (int)wbits);
    if (err == Z_MEM_ERROR || vm->halt != HALT_NONE) return z_failure(vm, "decompressing", Z_MEM_ERROR, &z);
    if (err != Z_OK) {
        z.msg = NULL;
        return z_failure(vm, "preparing to decompress", err, &z);
    }
    (void)bufsize;  /* CPython's first output size; the output grows as needed either way */
    Out o = {NULL, 0, 0};
    Value r = VEXC;
    size_t left = n;
    err = Z_OK;
    while (err != Z_STREAM_END) {
        if (z.avail_in == 0) {
            if (left == 0) {
                z.msg = NULL;
                r = z_failure(vm, "decompressing", Z_BUF_ERROR, &z);
                goto done;
            }
            /* Input is charged before inflate reads it: a stream of empty
             * blocks makes no output but costs time per input byte. */
            size_t k = left < IN_PIECE ? left : IN_PIECE;
            if (!rt_charge(vm, (int64_t)k * W_IN + 1)) goto done;
            z.next_in = (Bytef *)(uintptr_t)(p + (n - left));
            z.avail_in = (uInt)k;
            left -= k;
        }
        /* At most PIECE bytes of output a call, charged by what inflate
         * wrote: the work between two charges (and deadline checks) stays
         * bounded however much room the buffer has. */
        if (!out_room(vm, &o, PIECE, SIZE_MAX)) goto done;
        size_t give = PIECE;
        z.next_out = o.buf + o.len;
        z.avail_out = (uInt)give;
        err = inflate(&z, Z_SYNC_FLUSH);
        size_t wrote = give - z.avail_out;
        o.len += wrote;
        if (vm->halt != HALT_NONE || !rt_charge(vm, (int64_t)wrote * W_OUT + 1)) goto done;
        if (err == Z_BUF_ERROR && z.avail_out > 0 && z.avail_in == 0) continue;
        if (err != Z_OK && err != Z_STREAM_END && err != Z_BUF_ERROR) {
            r = z_failure(vm, "decompressing", err, &z);
            goto done;
        }
    }
    r = out_bytes(vm, &o);
done:
    inflateEnd(&z);
    out_free(vm, &o);
    return r;
}

/* _checksum(adler, data, value): adler32 or crc32 of data, from value
 * (already reduced to 32 bits). */
static Value f_checksum(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    const uint8_t *p;
    size_t n;
    int64_t value;
    if (!bytes_buffer(argv[1], &p, &n)) return exc_raise(vm, EXC_TypeError, "a bytes-like object is required");
    if (!int_arg(vm, argv[2], &value)) return VEXC;
    bool adler = IS_BOOL(argv[0]) && AS_BOOL(argv[0]);
    uLong v = (uLong)(value & 0xffffffff);
    while (n) {
        size_t k = n < PIECE ? n : PIECE;
        if (!rt_charge(vm, (int64_t)k / 4 + 1)) return VEXC;
        v = adler ? adler32(v, p, (uInt)k) : crc32(v, p, (uInt)k);
        p += k;
        n -= k;
    }
    return v_int((int64_t)(v & 0xffffffff));
}

/* ---- streams: compressobj() and decompressobj() ----------------------------
 *
 * A stream object is an instance of _zlib.py's Compress or Decompress
 * whose builtin_value is a Box holding a tuple (ZS_*): the z_stream lives
 * in a bytes object (ZS_STATE) and every block zlib asks for is a bytes
 * object too, kept in a list (ZS_ZONES) until zlib frees it. So the whole
 * state is in the VM's account, under the cap, and goes with the object
 * when the collector sweeps it (or with the VM when it is freed mid-
 * stream): no finalizer is needed, and nothing outlives the VM. Those
 * bytes objects are reachable from nothing but the Box, which no Python
 * code can reach.
 *
 * zlib's state points into these blocks and back at the z_stream; objects
 * never move, but a VM copied from a template copies them to new
 * addresses, so the state records its own address and its VM, and a copy
 * refuses to run (ZState.self). The arguments are plain values converted
 * by the Python side (no user code runs in these natives), and no pointer
 * into the data outlives a call. */
enum { ZS_STATE, ZS_ZONES, ZS_TAIL, ZS_UNUSED, ZS_EOF, ZS_ZDICT, ZS__COUNT };
/* The tuple bound to the stream natives: the two classes. */
enum { ZM_COMPRESS, ZM_DECOMPRESS, ZM__COUNT };

#define ZMAGIC 0x7a6c6962u
#define ZALIGN ((size_t)16)

typedef struct ZState {
    uint32_t magic;
    bool deflating;
    bool live;              /* not yet ended by deflateEnd or inflateEnd */
    int64_t weight;         /* compression: units per input byte */
    struct ZState *self;    /* its own address, and its VM (see above) */
    VM *vm;
    List *zones;            /* where zone_alloc keeps the blocks */
    z_stream z;
} ZState;

/* A zeroed bytes object of n bytes and room to align them; its aligned
 * start in *at. */
static Bytes *zone_new(VM *vm, size_t n, void **at) {
    if (n > UINT32_MAX - sizeof(Bytes) - ZALIGN - 1) {
        rt_halt(vm, HALT_MEMORY);
        return NULL;
    }
    Bytes *b = obj_alloc(vm, OK_BYTES, sizeof(Bytes) + n + ZALIGN + 1);
    if (!b) return NULL;
    b->hash = -1;
    b->len = b->cap = n + ZALIGN;
    b->buf = b->inline_data;
    *at = (void *)(((uintptr_t)b->inline_data + ZALIGN - 1) & ~(uintptr_t)(ZALIGN - 1));
    return b;
}

static voidpf zone_alloc(voidpf opaque, uInt items, uInt size) {
    ZState *st = opaque;
    size_t n = (size_t)items * size;
    void *at;
    if (size && n / size != items) return Z_NULL;
    Bytes *b = zone_new(st->vm, n, &at);
    if (!b || list_append(st->vm, st->zones, v_obj(b)) < 0) return Z_NULL;
    return at;
}

static void zone_free(voidpf opaque, voidpf q) {
    ZState *st = opaque;
    List *l = st->zones;
    for (size_t i = 0; q && i < l->len; i++) {
        Bytes *b = IS_KIND(l->items[i], OK_BYTES) ? (Bytes *)AS_OBJ(l->items[i]) : NULL;
        if (b && (uint8_t *)q >= b->inline_data && (uint8_t *)q < b->inline_data + b->len) {
            l->items[i] = l->items[--l->len];
            return;
        }
    }
}

static const char *const zclass[] = {"zlib.Compress", "zlib.Decompress"};

/* The state of the stream object `self` of class `which` (ZM_*), with its
 * tuple in *tp; NULL with an exception raised otherwise. */
static ZState *zs_of(VM *vm, Value bound, Value self, int which, Tuple **tp) {
    Tuple *mt = IS_TUPLE(bound) && AS_TUPLE(bound)->len == ZM__COUNT ? AS_TUPLE(bound) : NULL;
    Value cls = mt ? mt->items[which] : VNONE;
    if (!IS_TYPE(cls) || !IS_INSTANCE(self) || AS_INSTANCE(self)->cls != AS_TYPE(cls)) {
        exc_raise(vm, EXC_TypeError, "descriptor requires a '%s' object but received a '%s'", zclass[which],
                  type_name(vm, self));
        return NULL;
    }
    Value b = AS_INSTANCE(self)->builtin_value;
    Value t = IS_KIND(b, OK_BOX) ? ((Box *)AS_OBJ(b))->v : VNONE;
    if (!IS_TUPLE(t) || AS_TUPLE(t)->len != ZS__COUNT || !IS_KIND(AS_TUPLE(t)->items[ZS_STATE], OK_BYTES) ||
        !IS_LIST(AS_TUPLE(t)->items[ZS_ZONES])) {
        exc_raise(vm, EXC_TypeError, "descriptor requires a '%s' object but received a '%s'", zclass[which],
                  type_name(vm, self));
        return NULL;
    }
    Bytes *sb = (Bytes *)AS_OBJ(AS_TUPLE(t)->items[ZS_STATE]);
    ZState *st = (ZState *)(((uintptr_t)sb->inline_data + ZALIGN - 1) & ~(uintptr_t)(ZALIGN - 1));
    if (sb->len < sizeof(ZState) + ZALIGN || st->magic != ZMAGIC || st->self != st || st->vm != vm ||
        st->deflating != (which == ZM_COMPRESS) || st->zones != AS_LIST(AS_TUPLE(t)->items[ZS_ZONES])) {
        exc_raise(vm, EXC_ValueError, "this %s object belongs to another VM (a copied session) and cannot be used",
                  zclass[which]);
        return NULL;
    }
    *tp = AS_TUPLE(t);
    return st;
}

/* A new stream object of class `which`, its state zeroed but for the
 * fields zs_of checks and the allocator's. */
static Value zs_new(VM *vm, Value bound, int which, ZState **out) {
    size_t rs = gc_scope(vm);
    Value r = VEXC;
    Tuple *mt = IS_TUPLE(bound) && AS_TUPLE(bound)->len == ZM__COUNT ? AS_TUPLE(bound) : NULL;
    if (!mt || !IS_TYPE(mt->items[which])) return exc_raise(vm, EXC_TypeError, "zlib streams are not ready");
    void *at;
    Tuple *t = tuple_new(vm, ZS__COUNT);
    if (!t) goto done;
    gc_push(vm, v_obj(t));
    Bytes *sb = zone_new(vm, sizeof(ZState), &at);
    if (!sb) goto done;
    t->items[ZS_STATE] = v_obj(sb);
    List *zones = list_new(vm, 8);
    if (!zones) goto done;
    t->items[ZS_ZONES] = v_obj(zones);
    Value empty = bytes_new(vm, "", 0);
    if (IS_EXC(empty)) goto done;
    t->items[ZS_TAIL] = t->items[ZS_UNUSED] = empty;
    t->items[ZS_EOF] = v_bool(false);
    t->items[ZS_ZDICT] = VNONE;
    Box *box = obj_alloc(vm, OK_BOX, sizeof(Box));
    if (!box) goto done;
    box->v = v_obj(t);
    gc_push(vm, v_obj(box));
    Instance *in = obj_alloc(vm, OK_INSTANCE, sizeof(Instance));
    if (!in) goto done;
    in->cls = AS_TYPE(mt->items[which]);
    in->builtin_value = v_obj(box);
    ZState *st = at;
    st->magic = ZMAGIC;
    st->deflating = which == ZM_COMPRESS;
    st->self = st;
    st->vm = vm;
    st->zones = zones;
    st->z.zalloc = zone_alloc;
    st->z.zfree = zone_free;
    st->z.opaque = st;
    *out = st;
    r = v_obj(in);
done:
    gc_unscope(vm, rs);
    return r;
}

static void z_detach(z_stream *z) {
    z->next_in = Z_NULL;
    z->avail_in = 0;
    z->next_out = Z_NULL;
    z->avail_out = 0;
}

/* Runs deflate with `flush` until it leaves output space unused, the
 * output growing by CPython's blocks. 0, or zlib's Z_STREAM_ERROR, or -100
 * when the VM halted. */
static int deflate_all(VM *vm, ZState *st, Out *o, int flush, int *last) {
    size_t nblock = 0;
    int err;
    do {
        size_t want = out_block(nblock++);
        if (!out_room(vm, o, want, SIZE_MAX)) return -100;
        st->z.next_out = o->buf + o->len;
        st->z.avail_out = (uInt)want;
        err = deflate(&st->z, flush);
        size_t wrote = want - st->z.avail_out;
        o->len += wrote;
        if (vm->halt != HALT_NONE || !rt_charge(vm, (int64_t)(wrote / 8) + 1)) return -100;
        if (err == Z_STREAM_ERROR) break;
    } while (st->z.avail_out == 0);
    *last = err;
    return err == Z_STREAM_ERROR ? Z_STREAM_ERROR : 0;
}

/* The outcome of deflateInit2 or inflateInit2 for a `what` ("compression"
 * or "decompression") object: true when it is ready, else false with
 * CPython's exception raised. */
static bool init_ok(VM *vm, int err, z_stream *z, const char *what) {
    if (err == Z_OK) return true;
    if (err == Z_STREAM_ERROR)
        exc_raise(vm, EXC_ValueError, "Invalid initialization option");
    else if (err == Z_MEM_ERROR)
        exc_raise(vm, EXC_MemoryError, "Can't allocate memory for %s object", what);
    else {
        char msg[64];
        snprintf(msg, sizeof msg, "while creating %s object", what);
        z_error(vm, msg, err, z);
    }
    return false;
}

/* _zcompressobj(level, method, wbits, memLevel, strategy, zdict or None). */
static Value f_zcompressobj(VM *vm, Value bound, int argc, const Value *argv, Tuple *kw) {
    int64_t a[5];
    for (int i = 0; i < 5; i++)
        if (!int_arg(vm, argv[i], &a[i])) return VEXC;
    for (int i = 0; i < 5; i++)
        if (a[i] < INT_MIN || a[i] > INT_MAX) return exc_raise(vm, EXC_ValueError, "Invalid initialization option");
    const uint8_t *dict = NULL;
    size_t ndict = 0;
    if (!IS_NONE(argv[5]) && !bytes_buffer(argv[5], &dict, &ndict))
        return exc_raise(vm, EXC_TypeError, "a bytes-like object is required");
    ZState *st;
    Value obj = zs_new(vm, bound, ZM_COMPRESS, &st);
    if (IS_EXC(obj)) return obj;
    gc_push(vm, obj);
    Value r = VEXC;
    st->weight = level_weight(a[0]);
    int err = deflateInit2(&st->z, (int)a[0], (int)a[1], (int)a[2], (int)a[3], (int)a[4]);
    if (vm->halt != HALT_NONE) goto done;
    if (!init_ok(vm, err, &st->z, "compression")) goto done;
    st->live = true;
    if (dict) {
        if (ndict > UINT_MAX) {
            exc_raise(vm, EXC_OverflowError, "zdict length does not fit in an unsigned int");
            goto done;
        }
        /* deflateSetDictionary hashes the dictionary's last window of
         * bytes (32 KiB at most) into its match chains, at the same speed
         * whatever the level (about 6 ns a byte): no match is searched.
         * The zlib format's Adler-32 of the whole dictionary is charged as
         * adler32() is. */
        size_t used = ndict < DICT_WINDOW ? ndict : DICT_WINDOW;
        if (!rt_charge(vm, (int64_t)used * W_DICT + (int64_t)(ndict / 4) + 1)) goto done;
        err = deflateSetDictionary(&st->z, dict, (uInt)ndict);
        if (vm->halt != HALT_NONE) goto done;
        if (err == Z_STREAM_ERROR) {
            exc_raise(vm, EXC_ValueError, "Invalid dictionary");
            goto done;
        }
        if (err != Z_OK) {
            r = z_error(vm, "while setting zdict", err, &st->z);
            goto done;
        }
    }
    r = obj;
done:
    gc_pop(vm, 1);
    return r;
}

/* _zcompress(self, data): the compressed bytes deflate gives for data. */
static Value f_zcompress(VM *vm, Value bound, int argc, const Value *argv, Tuple *kw) {
    Tuple *t;
    ZState *st = zs_of(vm, bound, argv[0], ZM_COMPRESS, &t);
    const uint8_t *p;
    size_t n;
    if (!st) return VEXC;
    if (!bytes_buffer(argv[1], &p, &n)) return exc_raise(vm, EXC_TypeError, "a bytes-like object is required");
    /* All of the input is charged first, at the level's worst time per
     * byte, as the one-shot compress() charges it. */
    if (!rt_charge(vm, clamp_units(n, st->weight))) return VEXC;
    Out o = {NULL, 0, 0};
    Value r = VEXC;
    size_t left = n;
    int err = Z_OK;
    st->z.next_in = (Bytef *)(uintptr_t)p;
    do {
        size_t k = left < UINT_MAX ? left : UINT_MAX;
        st->z.avail_in = (uInt)k;
        left -= k;
        int rc = deflate_all(vm, st, &o, Z_NO_FLUSH, &err);
        if (rc == -100) goto done;
        if (rc) {
            r = z_error(vm, "while compressing data", err, &st->z);
            goto done;
        }
    } while (left);
    r = out_bytes(vm, &o);
done:
    z_detach(&st->z);
    out_free(vm, &o);
    return r;
}

/* _zflush(self, mode): what deflate gives with `mode` (not Z_NO_FLUSH);
 * Z_FINISH ends the stream. The work of the input was charged by
 * _zcompress. */
static Value f_zflush(VM *vm, Value bound, int argc, const Value *argv, Tuple *kw) {
    Tuple *t;
    ZState *st = zs_of(vm, bound, argv[0], ZM_COMPRESS, &t);
    int64_t mode;
    if (!st || !int_arg(vm, argv[1], &mode)) return VEXC;
    if (!rt_charge(vm, 64)) return VEXC;
    Out o = {NULL, 0, 0};
    Value r = VEXC;
    int err = Z_OK;
    st->z.avail_in = 0;
    int rc = mode < INT_MIN || mode > INT_MAX ? Z_STREAM_ERROR : deflate_all(vm, st, &o, (int)mode, &err);
    if (rc == -100) goto done;
    if (rc) {
        r = z_error(vm, "while flushing", Z_STREAM_ERROR, &st->z);
        goto done;
    }
    if (err == Z_STREAM_END && mode == Z_FINISH) {
        err = deflateEnd(&st->z);
        st->live = false;
        if (err != Z_OK) {
            r = z_error(vm, "while finishing compression", err, &st->z);
            goto done;
        }
    } else if (err != Z_OK && err != Z_BUF_ERROR) {
        r = z_error(vm, "while flushing", err, &st->z);
        goto done;
    }
    r = out_bytes(vm, &o);
done:
    z_detach(&st->z);
    out_free(vm, &o);
    return r;
}

/* Gives a decompressor its dictionary (CPython's set_inflate_zdict):
 * true, or false with an exception raised or the error's text in *text. */
static bool set_zdict(VM *vm, ZState *st, Tuple *t, Value *text) {
    const uint8_t *p;
    size_t n;
    if (!bytes_buffer(t->items[ZS_ZDICT], &p, &n)) {
        exc_raise(vm, EXC_TypeError, "zdict argument must support the buffer protocol");
        return false;
    }
    if (n > UINT_MAX) {
        exc_raise(vm, EXC_OverflowError, "zdict length does not fit in an unsigned int");
        return false;
    }
    if (!rt_charge(vm, (int64_t)(n / 4) + 1)) return false;
    int err = inflateSetDictionary(&st->z, p, (uInt)n);
    if (vm->halt != HALT_NONE) return false;
    if (err != Z_OK) {
        *text = z_error(vm, "while setting zdict", err, &st->z);
        return false;
    }
    return true;
}

/* _zdecompressobj(wbits, zdict or None). */
static Value f_zdecompressobj(VM *vm, Value bound, int argc, const Value *argv, Tuple *kw) {
    int64_t wbits;
    if (!int_arg(vm, argv[0], &wbits)) return VEXC;
    const uint8_t *dp;
    size_t dn;
    if (!IS_NONE(argv[1]) && !bytes_buffer(argv[1], &dp, &dn))
        return exc_raise(vm, EXC_TypeError, "zdict argument must support the buffer protocol");
    ZState *st;
    Value obj = zs_new(vm, bound, ZM_DECOMPRESS, &st);
    if (IS_EXC(obj)) return obj;
    gc_push(vm, obj);
    Tuple *t = AS_TUPLE(((Box *)AS_OBJ(AS_INSTANCE(obj)->builtin_value))->v);
    t->items[ZS_ZDICT] = argv[1];
    Value r = VEXC;
    int err = wbits < INT_MIN || wbits > INT_MAX ? Z_STREAM_ERROR : inflateInit2(&st->z, (int)wbits);
    if (vm->halt != HALT_NONE) goto done;
    if (!init_ok(vm, err, &st->z, "decompression")) goto done;
    st->live = true;
    /* A raw stream asks for no dictionary: it is set at once. */
    if (!IS_NONE(argv[1]) && wbits < 0 && !set_zdict(vm, st, t, &r)) goto done;
    r = obj;
done:
    gc_pop(vm, 1);
    return r;
}

/* CPython's save_unconsumed_input: after a stream's end the input left
 * joins unused_data; the input left becomes unconsumed_tail when some is
 * left or the tail was not empty. p[0..n) is the input of the call. */
static bool save_unconsumed(VM *vm, ZState *st, Tuple *t, const uint8_t *p, size_t n, int err) {
    const uint8_t *at = st->z.next_in ? st->z.next_in : p + n;
    size_t rem = (size_t)(p + n - at);
    bool pending = rem > 0;
    if (!rt_charge(vm, (int64_t)(rem / 8) + 1)) return false;
    if (err == Z_STREAM_END && rem > 0) {
        const uint8_t *u;
        size_t nu;
        bytes_buffer(t->items[ZS_UNUSED], &u, &nu);
        if (nu > SIZE_MAX / 2 - rem || !rt_charge(vm, (int64_t)(nu / 8))) {
            if (vm->halt == HALT_NONE) rt_halt(vm, HALT_MEMORY);
            return false;
        }
        Out o = {NULL, 0, 0};
        if (!out_room(vm, &o, nu + rem, nu + rem)) return false;
        mem_copy(o.buf, u, nu);
        memcpy(o.buf + nu, at, rem);
        o.len = nu + rem;
        Value nb = out_bytes(vm, &o);
        if (IS_EXC(nb)) return false;
        t->items[ZS_UNUSED] = nb;
        pending = false;
    }
    const uint8_t *tp;
    size_t tn;
    bytes_buffer(t->items[ZS_TAIL], &tp, &tn);
    if (pending || tn) {
        Value nb = bytes_new(vm, (const char *)at, rem);
        if (IS_EXC(nb)) return false;
        t->items[ZS_TAIL] = nb;
    }
    return true;
}

/* Runs inflate over p[0..n) as CPython's Decompress.decompress() and
 * flush() do: at most `limit` bytes of output (0 for no limit); `finish`
 * for flush(), which asks Z_FINISH of the last piece. The input is
 * charged before inflate reads it, IN_PIECE at a time, and the output after
 * each call, which writes at most PIECE bytes. Returns the output, or the
 * error's text, or VEXC. */
static Value inflate_run(VM *vm, ZState *st, Tuple *t, const uint8_t *p, size_t n, size_t limit, bool finish) {
    Out o = {NULL, 0, 0};
    Value r = VEXC, text = VNONE;
    size_t left = n;
    int err = Z_OK;
    size_t hard = limit ? limit : SIZE_MAX;
    st->z.next_in = (Bytef *)(uintptr_t)p;
    st->z.avail_in = 0;
    st->z.avail_out = 0;
    do {
        size_t k = left < IN_PIECE ? left : IN_PIECE;
        if (!rt_charge(vm, (int64_t)k * W_IN + 1)) goto done;
        st->z.avail_in = (uInt)k;
        left -= k;
        int flush = finish && left == 0 ? Z_FINISH : (finish ? Z_NO_FLUSH : Z_SYNC_FLUSH);
        do {
            if (st->z.avail_out == 0) {
                if (o.len == hard) goto save;
                size_t want = hard - o.len < PIECE ? hard - o.len : PIECE;
                if (!out_room(vm, &o, want, hard)) goto done;
                st->z.next_out = o.buf + o.len;
                st->z.avail_out = (uInt)want;
            }
            uInt before = st->z.avail_out;
            err = inflate(&st->z, flush);
            size_t wrote = before - st->z.avail_out;
            o.len += wrote;
            if (vm->halt != HALT_NONE || !rt_charge(vm, (int64_t)wrote * W_OUT + 1)) goto done;
            switch (err) {
            case Z_OK: case Z_BUF_ERROR: case Z_STREAM_END:
                break;
            default:
                if (err == Z_NEED_DICT && !IS_NONE(t->items[ZS_ZDICT])) {
                    if (!set_zdict(vm, st, t, &text)) {
                        r = IS_STR(text) ? text : VEXC;
                        goto done;
                    }
                    break;
                }
                goto save;
            }
        } while (st->z.avail_out == 0 || err == Z_NEED_DICT);
    } while (err != Z_STREAM_END && left != 0);
save:
    /* The input of the last piece that inflate did not read (past the
     * output limit, the stream's end or an error) was charged but not
     * worked on: it is given back, so that each byte read is charged once
     * however many calls the limit splits a stream into. */
    vm->fuel += (int64_t)st->z.avail_in * W_IN;
    if (!save_unconsumed(vm, st, t, p, n, err)) goto done;
    if (err == Z_STREAM_END) {
        t->items[ZS_EOF] = v_bool(true);
        if (finish) {
            st->live = false;
            err = inflateEnd(&st->z);
            if (err != Z_OK) {
                r = z_error(vm, "while finishing decompression", err, &st->z);
                goto done;
            }
        }
    } else if (!finish && err != Z_OK && err != Z_BUF_ERROR) {
        r = z_error(vm, "while decompressing data", err, &st->z);
        goto done;
    }
    r = out_bytes(vm, &o);
done:
    z_detach(&st->z);
    out_free(vm, &o);
    return r;
}

/* _zdecompress(self, data, max_length). */
static Value f_zdecompress(VM *vm, Value bound, int argc, const Value *argv, Tuple *kw) {
    Tuple *t;
    ZState *st = zs_of(vm, bound, argv[0], ZM_DECOMPRESS, &t);
    const uint8_t *p;
    size_t n;
    int64_t limit;
    if (!st || !int_arg(vm, argv[2], &limit)) return VEXC;
    if (!bytes_buffer(argv[1], &p, &n)) return exc_raise(vm, EXC_TypeError, "a bytes-like object is required");
    if (limit < 0) return exc_raise(vm, EXC_ValueError, "max_length must be non-negative");
    return inflate_run(vm, st, t, p, n, (size_t)limit, false);
}

/* _zdflush(self): Decompress.flush(), over unconsumed_tail. */
static Value f_zdflush(VM *vm, Value bound, int argc, const Value *argv, Tuple *kw) {
    Tuple *t;
    ZState *st = zs_of(vm, bound, argv[0], ZM_DECOMPRESS, &t);
    if (!st) return VEXC;
    Value tail = t->items[ZS_TAIL];
    const uint8_t *p;
    size_t n;
    if (!bytes_buffer(tail, &p, &n)) return exc_raise(vm, EXC_TypeError, "a bytes-like object is required");
    /* The tail stays alive while its bytes are read: the tuple may drop it. */
    gc_push(vm, tail);
    Value r = inflate_run(vm, st, t, p, n, 0, true);
    gc_pop(vm, 1);
    return r;
}

/* _zcopy(self, decompressor): a copy of a stream object. */
static Value f_zcopy(VM *vm, Value bound, int argc, const Value *argv, Tuple *kw) {
    int which = IS_BOOL(argv[1]) && AS_BOOL(argv[1]) ? ZM_DECOMPRESS : ZM_COMPRESS;
    Tuple *t;
    ZState *st = zs_of(vm, bound, argv[0], which, &t);
    if (!st) return VEXC;
    /* Charged by the size of the state copied. */
    size_t held = 0;
    for (size_t i = 0; i < st->zones->len; i++)
        if (IS_KIND(st->zones->items[i], OK_BYTES)) held += ((Bytes *)AS_OBJ(st->zones->items[i]))->len;
    if (!rt_charge(vm, (int64_t)(held / 16) + (int64_t)st->zones->len + 1)) return VEXC;
    ZState *nst;
    Value obj = zs_new(vm, bound, which, &nst);
    if (IS_EXC(obj)) return obj;
    gc_push(vm, obj);
    Value r = VEXC;
    /* zlib copies with the source's allocator and opaque: its blocks go to
     * the copy's list while it runs. */
    List *own = st->zones;
    st->zones = nst->zones;
    int err = which == ZM_COMPRESS ? deflateCopy(&nst->z, &st->z) : inflateCopy(&nst->z, &st->z);
    st->zones = own;
    nst->z.opaque = nst;
    z_detach(&nst->z);
    if (vm->halt != HALT_NONE) goto done;
    switch (err) {
    case Z_OK:
        break;
    case Z_STREAM_ERROR:
        exc_raise(vm, EXC_ValueError, "Inconsistent stream state");
        goto done;
    case Z_MEM_ERROR:
        exc_raise(vm, EXC_MemoryError, which == ZM_COMPRESS ? "Can't allocate memory for compression object"
                                                            : "Can't allocate memory for decompression object");
        goto done;
    default:
        r = z_error(vm, which == ZM_COMPRESS ? "while copying compression object" : "while copying decompression object",
                    err, &st->z);
        goto done;
    }
    nst->live = true;
    nst->weight = st->weight;
    Tuple *nt = AS_TUPLE(((Box *)AS_OBJ(AS_INSTANCE(obj)->builtin_value))->v);
    nt->items[ZS_TAIL] = t->items[ZS_TAIL];
    nt->items[ZS_UNUSED] = t->items[ZS_UNUSED];
    nt->items[ZS_EOF] = t->items[ZS_EOF];
    nt->items[ZS_ZDICT] = t->items[ZS_ZDICT];
    r = obj;
done:
    gc_pop(vm, 1);
    return r;
}

/* _zget(self, i): a Decompress's unused_data (0), unconsumed_tail (1) or
 * eof (2). */
static Value f_zget(VM *vm, Value bound, int argc, const Value *argv, Tuple *kw) {
    Tuple *t;
    if (!zs_of(vm, bound, argv[0], ZM_DECOMPRESS, &t)) return VEXC;
    static const int field[] = {ZS_UNUSED, ZS_TAIL, ZS_EOF};
    if (!IS_INT(argv[1]) || AS_INT(argv[1]) < 0 || AS_INT(argv[1]) > 2)
        return exc_raise(vm, EXC_ValueError, "no such field");
    return t->items[field[AS_INT(argv[1])]];
}

Module *zlib_module_init(VM *vm) {
    Module *m = module_new(vm, "zlib");
    if (!m) return NULL;
    size_t rs = gc_scope(vm);
    gc_push(vm, v_obj(m));
    Module *result = NULL;
    static const MethodDef funcs[] = {
        {"_compress", f_compress, 3, 3, 0},
        {"_decompress", f_decompress, 3, 3, 0},
        {"_checksum", f_checksum, 3, 3, 0},
        {NULL, NULL, 0, 0, 0},
    };
    /* The stream natives are bound to a tuple that gets the two classes
     * once _zlib.py has made them. */
    static const MethodDef streams[] = {
        {"_zcompressobj", f_zcompressobj, 6, 6, 0},
        {"_zcompress", f_zcompress, 2, 2, 0},
        {"_zflush", f_zflush, 2, 2, 0},
        {"_zdecompressobj", f_zdecompressobj, 2, 2, 0},
        {"_zdecompress", f_zdecompress, 3, 3, 0},
        {"_zdflush", f_zdflush, 1, 1, 0},
        {"_zcopy", f_zcopy, 2, 2, 0},
        {"_zget", f_zget, 2, 2, 0},
        {NULL, NULL, 0, 0, 0},
    };
    Tuple *classes = tuple_new(vm, ZM__COUNT);
    if (!classes) goto done;
    gc_push(vm, v_obj(classes));
    for (int pass = 0; pass < 2; pass++)
        for (const MethodDef *d = pass ? streams : funcs; d->name; d++) {
            Native *nf = native_new(vm, d->name, d->fn, d->minargs, d->maxargs, d->flags);
            Str *k = nf ? str_intern_cstr(vm, d->name) : NULL;
            if (!k) goto done;
            if (pass) nf->self = v_obj(classes);
            if (dict_set_str(vm, m->dict, k, v_obj(nf)) < 0) goto done;
        }
    Str *k = str_intern_cstr(vm, "ZLIB_RUNTIME_VERSION");
    Value ver = str_cvalue(vm, zlibVersion());
    if (!k || IS_EXC(ver) || dict_set_str(vm, m->dict, k, ver) < 0) goto done;
    k = str_intern_cstr(vm, "ZLIB_VERSION");
    ver = str_cvalue(vm, ZLIB_VERSION);
    if (!k || IS_EXC(ver) || dict_set_str(vm, m->dict, k, ver) < 0) goto done;
    if (module_exec_frozen(vm, m, "_zlib") < 0) goto done;
    /* The classes are reached through their objects only, as CPython's
     * (zlib has no Compress attribute). */
    static const char *const names[ZM__COUNT] = {"Compress", "Decompress"};
    for (int i = 0; i < ZM__COUNT; i++) {
        k = str_intern_cstr(vm, names[i]);
        Value c = k ? dict_get_str(vm, m->dict, k) : VEMPTY;
        if (!IS_TYPE(c)) goto done;
        classes->items[i] = c;
        if (dict_del(vm, m->dict, v_obj(k)) < 0) goto done;
    }
    result = m;
done:
    gc_unscope(vm, rs);
    return result;
}
