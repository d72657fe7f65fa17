/* zlib: one-shot compress and decompress, crc32 and adler32 over the
 * system's zlib (the library CPython links, so the compressed bytes are
 * CPython's). The error class and the arguments are Python
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

static bool out_room(VM *vm, Out *o, size_t want) {
    if (o->cap - o->len >= want) return true;
    size_t ncap = o->cap ? o->cap : 256;
    while (ncap - o->len < want) {
        if (ncap > SIZE_MAX / 2) {
            rt_halt(vm, HALT_MEMORY);
            return false;
        }
        ncap *= 2;
    }
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

static Value z_failure(VM *vm, const char *what, int err, const z_stream *z) {
    if (vm->halt != HALT_NONE) return VEXC;
    if (err == Z_MEM_ERROR) return exc_raise(vm, EXC_MemoryError, "Out of memory while %s data", what);
    const char *msg = z->msg;
    if (!msg) {
        switch (err) {
        case Z_BUF_ERROR: msg = "incomplete or truncated stream"; break;
        case Z_STREAM_ERROR: msg = "inconsistent stream state"; break;
        case Z_DATA_ERROR: msg = "invalid input data"; break;
        default: break;
        }
    }
    /* An error without zlib's message (Z_NEED_DICT) is only its number. */
    char text[300];
    if (msg)
        snprintf(text, sizeof text, "Error %d while %s data: %.200s", err, what, msg);
    else
        snprintf(text, sizeof text, "Error %d while %s data", err, what);
    return str_cvalue(vm, text);
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
    /* Units per input byte by level, from the worst time per byte measured
     * (inputs of two or three letters at random, where the match search
     * runs longest: 8 us a byte at level 9), a unit for about 3 ns, near
     * an interpreted instruction's time. */
    static const int64_t weights[] = {4, 24, 28, 40, 24, 48, 180, 500, 900, 2800};
    int64_t weight = weights[level < 0 ? 6 : level];
    z_stream z;
    memset(&z, 0, sizeof z);
    z.zalloc = z_alloc;
    z.zfree = z_free;
    z.opaque = vm;
    int err = deflateInit2(&z, (int)level, Z_DEFLATED, (int)wbits, 8, Z_DEFAULT_STRATEGY);
    if (err == Z_MEM_ERROR || vm->halt != HALT_NONE) return z_failure(vm, "compressing", Z_MEM_ERROR, &z);
    if (err != Z_OK) return str_cvalue(vm, "Bad compression level");
    /* The whole input is charged first and given to deflate at once, and
     * the output grows by CPython's block sizes: stored (level 0) blocks
     * end where the output space does, so this keeps the bytes CPython's. */
    static const size_t blocks[] = {32u << 10, 64u << 10, 256u << 10, 1u << 20, 4u << 20, 8u << 20, 16u << 20,
                                    16u << 20, 32u << 20, 32u << 20, 32u << 20, 32u << 20, 64u << 20, 64u << 20,
                                    128u << 20, 128u << 20, 256u << 20};
    Out o = {NULL, 0, 0};
    Value r = VEXC;
    if (!rt_charge(vm, (int64_t)(n > INT64_MAX / 4096 ? INT64_MAX / 4096 : n) * weight + 1)) goto done;
    size_t left = n, nblock = 0;
    z.next_in = (Bytef *)(uintptr_t)p;
    do {
        if (z.avail_in == 0 && left) {
            size_t k = left < UINT_MAX ? left : UINT_MAX;
            z.avail_in = (uInt)k;
            left -= k;
        }
        size_t want = blocks[nblock < sizeof blocks / sizeof blocks[0] ? nblock : sizeof blocks / sizeof blocks[0] - 1];
        nblock++;
        if (!out_room(vm, &o, want)) goto done;
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
        if (!out_room(vm, &o, PIECE)) goto done;
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

Module *zlib_module_init(VM *vm) {
    Module *m = module_new(vm, "zlib");
    if (!m) return NULL;
    gc_push(vm, v_obj(m));
    Module *result = NULL;
    static const MethodDef funcs[] = {
        {"_compress", f_compress, 3, 3, 0},
        {"_decompress", f_decompress, 3, 3, 0},
        {"_checksum", f_checksum, 3, 3, 0},
        {NULL, NULL, 0, 0, 0},
    };
    for (const MethodDef *d = funcs; d->name; d++) {
        Native *nf = native_new(vm, d->name, d->fn, d->minargs, d->maxargs, d->flags);
        Str *k = nf ? str_intern_cstr(vm, d->name) : NULL;
        if (!k || dict_set_str(vm, m->dict, k, v_obj(nf)) < 0) goto done;
    }
    Str *k = str_intern_cstr(vm, "ZLIB_RUNTIME_VERSION");
    Value ver = str_cvalue(vm, zlibVersion());
    if (!k || IS_EXC(ver) || dict_set_str(vm, m->dict, k, ver) < 0) goto done;
    k = str_intern_cstr(vm, "ZLIB_VERSION");
    ver = str_cvalue(vm, ZLIB_VERSION);
    if (!k || IS_EXC(ver) || dict_set_str(vm, m->dict, k, ver) < 0) goto done;
    if (module_exec_frozen(vm, m, "_zlib") < 0) goto done;
    result = m;
done:
    gc_pop(vm, 1);
    return result;
}
