/* bytes and bytearray: construction, repr, hashing, comparison, indexing,
 * slicing, concatenation and repetition, bytearray mutation, and the
 * methods of Python 3.11's bytes and bytearray.
 *
 * Both kinds share the `Bytes` layout. A bytes object keeps its data inline
 * after the header (`buf` points at `inline_data`, NUL-terminated for
 * convenience); a bytearray keeps a separate growable buffer of `cap` bytes
 * that the sweeper frees. A live bytearray always has a buffer (cap >= 1),
 * so `buf` is never NULL for one that escaped its constructor.
 *
 * Every method works on either kind: the receiver's kind decides the kind
 * of the results (bytearray.upper() is a bytearray), as in CPython. An
 * instance of a subclass holds its bytes or bytearray in builtin_value:
 * every helper reads the data through bytes_unwrap, the results of the
 * inherited methods are plain bytes or bytearray objects, and `self` is
 * returned unchanged only when it is exactly a bytes object.
 *
 * Character classes and case mappings are ASCII-only, as for CPython's
 * bytes (Py_ISSPACE & co.). Every loop charges the budget in proportion to
 * the bytes it touches (charge_bytes, the same rate as str.c); results are
 * size-checked against the memory cap before they are allocated. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>
#include "rt.h"
#include "names.h"

#define METHOD(fn) static Value fn(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames)

/* The largest bytearray buffer we agree to grow to (as list.c bounds
 * lists); the memory cap normally stops a run long before. */
#define BYTEARRAY_MAX ((size_t)1 << 40)

/* ---- budget ------------------------------------------------------------ */

/* One unit per eight bytes touched plus one per call: str.c's rate. */
static inline bool charge_bytes(VM *vm, size_t n) {
    return rt_charge(vm, (int64_t)(n / 8) + 1);
}

/* ---- layout helpers ------------------------------------------------------ */

Bytes *bytes_unwrap(Value v) {
    if (!IS_OBJ(v)) return NULL;
    Obj *o = AS_OBJ(v);
    if (o->kind == OK_BYTES || o->kind == OK_BYTEARRAY) return (Bytes *)o;
    if (o->kind == OK_INSTANCE) {
        Value b = ((Instance *)o)->builtin_value;
        if (IS_KIND(b, OK_BYTES) || IS_KIND(b, OK_BYTEARRAY)) return (Bytes *)AS_OBJ(b);
    }
    return NULL;
}

/* The helpers below take a bytes or bytearray, or an instance of a
 * subclass: as_bytes and kind_of only after is_bytes (or from a slot of
 * the two types, whose instances always hold one). */
static inline bool is_bytes(Value v) { return bytes_unwrap(v) != NULL; }
static inline Bytes *as_bytes(Value v) { return bytes_unwrap(v); }
static inline bool is_ba(Value v) {
    Bytes *b = bytes_unwrap(v);
    return b && b->h.kind == OK_BYTEARRAY;
}
static inline uint8_t kind_of(Value v) { return bytes_unwrap(v)->h.kind; }

/* A readable pointer even for an empty bytearray whose buffer could not be
 * allocated: an immutable, process-wide constant (no mutable state). */
static const uint8_t empty_data[1] = {0};

static inline const uint8_t *bdata(const Bytes *b) { return b->buf ? b->buf : empty_data; }

bool bytes_buffer(Value v, const uint8_t **p, size_t *n) {
    if (!is_bytes(v)) return false;
    Bytes *b = as_bytes(v);
    *p = bdata(b);
    *n = b->len;
    return true;
}

/* ---- construction --------------------------------------------------------- */

/* An uninitialised bytes object of n bytes. The header records the block
 * size in 32 bits, which bounds a bytes object at 4 GiB. */
static Bytes *bytes_raw(VM *vm, size_t n) {
    if (n > UINT32_MAX - sizeof(Bytes) - 1) {
        rt_halt(vm, HALT_MEMORY);
        return NULL;
    }
    Bytes *b = obj_alloc(vm, OK_BYTES, sizeof(Bytes) + n + 1);
    if (!b) return NULL;
    b->hash = -1;
    b->len = n;
    b->cap = n;
    b->buf = b->inline_data;
    b->inline_data[n] = 0;
    return b;
}

/* An uninitialised bytearray of n bytes. */
static Bytes *bytearray_raw(VM *vm, size_t n) {
    if (n > BYTEARRAY_MAX) {
        rt_halt(vm, HALT_MEMORY);
        return NULL;
    }
    Bytes *b = obj_alloc(vm, OK_BYTEARRAY, sizeof(Bytes));
    if (!b) return NULL;
    b->hash = -1;
    size_t cap = n ? n : 1;
    b->buf = mem_alloc(vm, cap);
    if (!b->buf) return NULL;
    b->cap = cap;
    b->len = n;
    return b;
}

static Bytes *raw_of(VM *vm, uint8_t kind, size_t n) {
    return kind == OK_BYTEARRAY ? bytearray_raw(vm, n) : bytes_raw(vm, n);
}

static Value new_of(VM *vm, uint8_t kind, const void *p, size_t n) {
    Bytes *b = raw_of(vm, kind, n);
    if (!b) return VEXC;
    mem_copy(b->buf, p, n);
    return v_obj(b);
}

Value bytes_new(VM *vm, const char *p, size_t n) { return new_of(vm, OK_BYTES, p, n); }
Value bytearray_new(VM *vm, const char *p, size_t n) { return new_of(vm, OK_BYTEARRAY, p, n); }

/* A result of the receiver's kind, but the receiver itself when it is an
 * immutable bytes object holding exactly these bytes (CPython returns self
 * from bytes methods that change nothing). */
static Value same_or_new(VM *vm, Value self, const uint8_t *p, size_t n) {
    Bytes *b = as_bytes(self);
    if (IS_KIND(self, OK_BYTES) && p == bdata(b) && n == b->len) return self;
    return new_of(vm, kind_of(self), p, n);
}

/* Turn a StrBuf of raw bytes into a result of `kind`. A bytearray adopts
 * the buffer (StrBuf allocates exactly `cap` bytes), a bytes object copies
 * it. The StrBuf is released either way. */
static Value from_sb(VM *vm, uint8_t kind, StrBuf *sb) {
    if (sb->failed) {
        sb_free(sb);
        return VEXC;
    }
    if (kind == OK_BYTEARRAY && sb->p && !sb->ext) {
        Bytes *b = obj_alloc(vm, OK_BYTEARRAY, sizeof(Bytes));
        if (!b) {
            sb_free(sb);
            return VEXC;
        }
        b->hash = -1;
        b->buf = (uint8_t *)sb->p;
        b->len = sb->len;
        b->cap = sb->cap;
        sb->p = NULL;
        sb->len = sb->cap = 0;
        return v_obj(b);
    }
    Value r = new_of(vm, kind, sb->p, sb->len);
    sb_free(sb);
    return r;
}

/* Room for `need` bytes in a bytearray's buffer (amortised growth). */
static bool ba_reserve(VM *vm, Bytes *b, size_t need) {
    if (need <= b->cap) return true;
    if (need > BYTEARRAY_MAX) {
        rt_halt(vm, HALT_MEMORY);
        return false;
    }
    size_t ncap = b->cap + (b->cap >> 1) + 16;
    if (ncap < need) ncap = need;
    uint8_t *p = mem_realloc(vm, b->buf, b->cap, ncap);
    if (!p) return false;
    b->buf = p;
    b->cap = ncap;
    return true;
}

/* Give memory back after a bytearray shrank a lot, so the account follows
 * what the program holds. Failure to shrink is harmless. */
static void ba_shrink(VM *vm, Bytes *b) {
    if (b->cap <= 64 || b->len >= b->cap / 4) return;
    size_t ncap = b->len * 2 > 16 ? b->len * 2 : 16;
    HaltReason saved = vm->halt;
    uint8_t *p = mem_realloc(vm, b->buf, b->cap, ncap);
    if (!p) {
        vm->halt = saved;
        return;
    }
    b->buf = p;
    b->cap = ncap;
}

/* ---- argument helpers ------------------------------------------------------ */

/* The int inside an instance of an int subclass, else v unchanged. */
static Value unwrap_int(Value v) {
    if (IS_INSTANCE(v) && IS_ANYINT(AS_INSTANCE(v)->builtin_value)) return AS_INSTANCE(v)->builtin_value;
    return v;
}

/* Can v be used as an integer index (int, bool, or __index__)? */
static bool index_like(VM *vm, Value v) {
    v = unwrap_int(v);
    if (IS_INT(v) || IS_BOOL(v) || IS_BIGINT(v)) return true;
    return IS_INSTANCE(v) && !IS_EMPTY(type_lookup(vm, type_of(vm, v), vm->names->__index__));
}

/* An index-sized integer: OverflowError past 64 bits. */
static bool arg_ssize(VM *vm, Value v, int64_t *out) {
    bool ovf;
    v = unwrap_int(v);
    if (IS_INT(v)) {
        *out = AS_INT(v);
        return true;
    }
    if (!obj_index(vm, v, out, &ovf)) return false;
    if (ovf) {
        exc_raise(vm, EXC_OverflowError, "Python int too large to convert to C ssize_t");
        return false;
    }
    return true;
}

/* One byte value from an int-like: CPython's _getbytevalue. `plural`
 * selects bytes()'s wording of the range error. */
static bool to_byte(VM *vm, Value v, uint8_t *out, bool plural) {
    int64_t x;
    bool ovf;
    v = unwrap_int(v);
    if (IS_INT(v)) {
        x = AS_INT(v);
        ovf = false;
    } else if (!obj_index(vm, v, &x, &ovf)) {
        return false;
    }
    if (ovf || x < 0 || x > 255) {
        exc_raise(vm, EXC_ValueError, plural ? "bytes must be in range(0, 256)" : "byte must be in range(0, 256)");
        return false;
    }
    *out = (uint8_t)x;
    return true;
}

/* A bytes-like argument, with CPython's TypeError otherwise. */
static bool arg_buf(VM *vm, Value v, const uint8_t **p, size_t *n) {
    if (bytes_buffer(v, p, n)) return true;
    exc_raise(vm, EXC_TypeError, "a bytes-like object is required, not '%s'", type_name(vm, v));
    return false;
}

/* The `sub` argument of find/count/index: an int (one byte, kept in *tmp)
 * or a bytes-like object. */
static bool arg_sub(VM *vm, Value v, const uint8_t **p, size_t *n, uint8_t *tmp) {
    if (bytes_buffer(v, p, n)) return true;
    if (index_like(vm, v)) {
        if (!to_byte(vm, v, tmp, false)) return false;
        *p = tmp;
        *n = 1;
        return true;
    }
    exc_raise(vm, EXC_TypeError, "argument should be integer or bytes-like object, not '%s'", type_name(vm, v));
    return false;
}

/* A slice bound or start/end argument: int, __index__, clamped on overflow
 * (CPython's _PyEval_SliceIndex). */
static bool slice_bound(VM *vm, Value v, int64_t *out) {
    bool ovf;
    v = unwrap_int(v);
    if (IS_INT(v)) {
        *out = AS_INT(v);
        return true;
    }
    if (!index_like(vm, v)) {
        exc_raise(vm, EXC_TypeError, "slice indices must be integers or None or have an __index__ method");
        return false;
    }
    return obj_index(vm, v, out, &ovf);
}

/* The start/end arguments at argv[first], argv[first+1], in two steps as
 * slices: range_args converts both (None or absent: 0 and INT64_MAX; an
 * __index__ may run user code that resizes any bytearray), and only then
 * does range_fit apply CPython's ADJUST_INDICES to a length read after it:
 * end clamped to [0, len], start to >= 0 (it may exceed len; callers
 * check). */
static bool range_args(VM *vm, int argc, const Value *argv, int first, int64_t *start, int64_t *end) {
    *start = 0;
    *end = INT64_MAX;
    if (argc > first && !IS_NONE(argv[first]) && !slice_bound(vm, argv[first], start)) return false;
    if (argc > first + 1 && !IS_NONE(argv[first + 1]) && !slice_bound(vm, argv[first + 1], end)) return false;
    return true;
}

static void range_fit(size_t len, int64_t *start, int64_t *end) {
    int64_t st = *start, en = *end, n = (int64_t)len;
    if (en > n) en = n;
    else if (en < 0) {
        en += n;
        if (en < 0) en = 0;
    }
    if (st < 0) {
        st += n;
        if (st < 0) st = 0;
    }
    *start = st;
    *end = en;
}

/* Spread positional and keyword arguments over `names` (VEMPTY when not
 * given), with CPython's errors for unknown or doubled keywords. */
static bool parse_kw(VM *vm, const char *fname, int argc, const Value *argv, Tuple *kwnames,
                     const char *const *names, int nnames, Value *out) {
    for (int i = 0; i < nnames; i++) out[i] = i < argc ? argv[i] : VEMPTY;
    if (!kwnames) return true;
    for (size_t k = 0; k < kwnames->len; k++) {
        Str *kn = AS_STR(kwnames->items[k]);
        int j = 0;
        while (j < nnames && strcmp(names[j], kn->data) != 0) j++;
        if (j == nnames) {
            exc_raise(vm, EXC_TypeError, "'%U' is an invalid keyword argument for %s()", kn, fname);
            return false;
        }
        if (j < argc) {
            exc_raise(vm, EXC_TypeError, "argument for %s() given by name ('%s') and position (%d)", fname,
                      names[j], j + 1);
            return false;
        }
        out[j] = argv[argc + (int)k];
    }
    return true;
}

/* An optional str argument (encoding/errors): NULL-safe default. */
static bool arg_cstr(VM *vm, const char *fname, const char *pname, Value v, const char **out) {
    if (IS_EMPTY(v)) return true;
    Value u = v;
    if (IS_INSTANCE(u) && IS_STR(AS_INSTANCE(u)->builtin_value)) u = AS_INSTANCE(u)->builtin_value;
    if (!IS_STR(u)) {
        exc_raise(vm, EXC_TypeError, "%s() argument '%s' must be str, not %s", fname, pname, type_name(vm, v));
        return false;
    }
    *out = codec_name_arg(vm, AS_STR(u));
    return *out != NULL;
}

/* ---- collecting bytes from iterables ------------------------------------- */

/* Append the bytes of an iterable of ints to sb. The iteration may run
 * Python code (generators, __index__); only raw memory is held meanwhile,
 * plus the iterator, which is rooted. When iter() itself fails with a
 * TypeError, `iter_fmt` (with the type name) replaces the message, as each
 * CPython caller does in its own words. */
static bool collect_ints(VM *vm, Value src, StrBuf *sb, bool plural, const char *iter_fmt) {
    if (IS_LIST(src) || IS_TUPLE(src)) {
        for (size_t i = 0;; i++) {
            /* Re-read the length: __index__ may mutate a list. */
            size_t n = IS_LIST(src) ? AS_LIST(src)->len : AS_TUPLE(src)->len;
            if (i >= n) break;
            Value x = IS_LIST(src) ? AS_LIST(src)->items[i] : AS_TUPLE(src)->items[i];
            uint8_t c;
            if (!to_byte(vm, x, &c, plural) || !sb_addc(sb, (char)c)) return false;
            if ((i & 63) == 63 && !rt_charge(vm, 8)) return false;
        }
        return rt_charge(vm, 1) && !sb->failed;
    }
    Value it = obj_iter(vm, src);
    if (IS_EXC(it)) {
        if (vm->halt == HALT_NONE && exc_matches(vm, EXC_TypeError)) {
            exc_clear(vm);
            exc_raise(vm, EXC_TypeError, iter_fmt, type_name(vm, src));
        }
        return false;
    }
    gc_push(vm, it);
    bool ok = true;
    for (;;) {
        Value x = obj_next(vm, it);
        if (IS_EXC(x)) { ok = false; break; }
        if (IS_EMPTY(x)) break;
        uint8_t c;
        if (!to_byte(vm, x, &c, plural) || !sb_addc(sb, (char)c) || !rt_charge(vm, 1)) { ok = false; break; }
    }
    gc_pop(vm, 1);
    return ok && !sb->failed;
}

/* bytes(x) / bytearray(x) for one non-str argument: a count, a bytes-like
 * object, or an iterable of ints. */
static Value from_object(VM *vm, uint8_t kind, Value x) {
    const uint8_t *p;
    size_t n;
    if (bytes_buffer(x, &p, &n)) {
        if (kind == OK_BYTES && IS_KIND(x, OK_BYTES)) return x;
        if (!charge_bytes(vm, n)) return VEXC;
        return new_of(vm, kind, p, n);
    }
    bool counted = false;
    int64_t count = 0;
    if (index_like(vm, x)) {
        bool ovf;
        /* A TypeError from __index__ falls through to iteration, as in
         * CPython's bytes_new. */
        if (obj_index(vm, unwrap_int(x), &count, &ovf)) {
            if (ovf)
                return exc_raise(vm, EXC_OverflowError, "cannot fit '%s' into an index-sized integer",
                                 type_name(vm, x));
            counted = true;
        } else if (vm->halt != HALT_NONE || !exc_matches(vm, EXC_TypeError)) {
            return VEXC;
        } else {
            exc_clear(vm);
        }
    }
    if (counted) {
        if (count < 0) return exc_raise(vm, EXC_ValueError, "negative count");
        if (!mem_would_fit(vm, sizeof(Bytes) + (size_t)count + 1)) return VEXC;
        if (!charge_bytes(vm, (size_t)count)) return VEXC;
        Bytes *b = raw_of(vm, kind, (size_t)count);
        if (!b) return VEXC;
        memset(b->buf, 0, (size_t)count);
        return v_obj(b);
    }
    /* bytes() asks for a length hint first, as list() does. */
    if (kind == OK_BYTES && !range_hint_fits(vm, x)) return VEXC;
    StrBuf sb;
    sb_init(&sb, vm);
    if (!collect_ints(vm, x, &sb, kind == OK_BYTES,
                      kind == OK_BYTES ? "cannot convert '%s' object to bytes"
                                       : "cannot convert '%s' object to bytearray")) {
        sb_free(&sb);
        return VEXC;
    }
    return from_sb(vm, kind, &sb);
}

/* bytes(source=b'', encoding=..., errors=...) and bytearray(...). */
static Value ctor_common(VM *vm, uint8_t kind, int argc, const Value *argv, Tuple *kwnames) {
    static const char *const names[] = {"source", "encoding", "errors"};
    const char *tname = kind == OK_BYTEARRAY ? "bytearray" : "bytes";
    if (argc > 3)
        return exc_raise(vm, EXC_TypeError, "%s() takes at most 3 arguments (%d given)", tname, argc);
    Value a[3];
    if (!parse_kw(vm, tname, argc, argv, kwnames, names, 3, a)) return VEXC;
    const char *enc = NULL, *err = NULL;
    if (!arg_cstr(vm, tname, "encoding", a[1], &enc) || !arg_cstr(vm, tname, "errors", a[2], &err)) return VEXC;
    Value x = a[0];
    if (IS_EMPTY(x)) {
        if (enc || err)
            return exc_raise(vm, EXC_TypeError, enc ? "encoding without a string argument"
                                                    : "errors without a string argument");
        return new_of(vm, kind, NULL, 0);
    }
    Value sx = x;
    if (IS_INSTANCE(sx) && IS_STR(AS_INSTANCE(sx)->builtin_value)) sx = AS_INSTANCE(sx)->builtin_value;
    if (enc || err) {
        if (!IS_STR(sx))
            return exc_raise(vm, EXC_TypeError, enc ? "encoding without a string argument"
                                                    : "errors without a string argument");
        if (!enc) return exc_raise(vm, EXC_TypeError, "string argument without an encoding");
        Value r = codec_encode(vm, AS_STR(sx), enc, err ? err : "strict");
        if (IS_EXC(r) || kind == OK_BYTES) return r;
        return new_of(vm, kind, as_bytes(r)->buf, as_bytes(r)->len);
    }
    if (kind == OK_BYTES && IS_INSTANCE(x)) {
        Value f = type_lookup(vm, type_of(vm, x), vm->names->__bytes__);
        if (!IS_EMPTY(f)) {
            Value r = rt_call1(vm, f, x);
            if (IS_EXC(r)) return r;
            if (!IS_KIND(r, OK_BYTES))
                return exc_raise(vm, EXC_TypeError, "__bytes__ returned non-bytes (type %s)", type_name(vm, r));
            return r;
        }
    }
    if (IS_STR(sx)) return exc_raise(vm, EXC_TypeError, "string argument without an encoding");
    return from_object(vm, kind, x);
}

/* bytes(...), and B(...) for a subclass B: an instance wrapping the bytes
 * object (a fresh one when the source was an instance of a subclass, as
 * CPython copies it). */
static Value bytes_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    Value r = ctor_common(vm, OK_BYTES, argc, argv, kwnames);
    if (IS_EXC(r) || !IS_TYPE(cls) || AS_TYPE(cls) == vm->types[OK_BYTES]) return r;
    if (!IS_KIND(r, OK_BYTES)) {
        Bytes *b = as_bytes(r);
        r = new_of(vm, OK_BYTES, bdata(b), b->len);
        if (IS_EXC(r)) return r;
    }
    return rt_wrap_builtin(vm, AS_TYPE(cls), r);
}

/* bytearray(...). For a subclass the result is an instance wrapping a
 * fresh bytearray, filled here only when the subclass keeps the built-in
 * __init__ (a user __init__ decides itself, as with CPython's
 * bytearray.__new__, which ignores its arguments). */
static Value bytearray_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    bool sub = IS_TYPE(cls) && AS_TYPE(cls) != vm->types[OK_BYTEARRAY];
    bool fill = !sub || IS_KIND(type_lookup(vm, AS_TYPE(cls), vm->names->__init__), OK_NATIVE);
    Value r = fill ? ctor_common(vm, OK_BYTEARRAY, argc, argv, kwnames) : new_of(vm, OK_BYTEARRAY, NULL, 0);
    if (IS_EXC(r) || !sub) return r;
    return rt_wrap_builtin(vm, AS_TYPE(cls), r);
}

/* bytes.__new__(cls, ...): what a subclass's own __new__ reaches through
 * super().__new__(cls, ...) or bytes.__new__(cls, ...). */
static Value m_bytes_new(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    Type *cls = rt_new_cls(vm, self, &argc, &argv, vm->types[OK_BYTES]);
    if (!cls) return VEXC;
    return bytes_ctor(vm, v_obj(cls), argc, argv, kwnames);
}

/* bytearray.__new__(cls, ...): an empty bytearray or subclass instance;
 * the arguments are __init__'s. */
static Value m_bytearray_new(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    Type *cls = rt_new_cls(vm, self, &argc, &argv, vm->types[OK_BYTEARRAY]);
    if (!cls) return VEXC;
    Value r = new_of(vm, OK_BYTEARRAY, NULL, 0);
    if (IS_EXC(r) || cls == vm->types[OK_BYTEARRAY]) return r;
    return rt_wrap_builtin(vm, cls, r);
}

/* ---- repr ---------------------------------------------------------------- */

static const char hexdig[] = "0123456789abcdef";

Value bytes_repr(VM *vm, Value v) {
    Bytes *b = as_bytes(v);
    const uint8_t *p = bdata(b);
    size_t n = b->len;
    if (!charge_bytes(vm, n * 4)) return VEXC;
    /* CPython's quote choice: single quotes unless the data has a single
     * quote and no double quote. */
    bool sq = n && memchr(p, '\'', n), dq = n && memchr(p, '"', n);
    char quote = sq && !dq ? '"' : '\'';
    /* bytearray's repr escapes a single quote even inside double quotes
     * (CPython's bytearray_repr differs from bytes_repr there). */
    char esc = is_ba(v) ? '\'' : quote;
    StrBuf sb;
    sb_init(&sb, vm);
    /* A subclass of bytearray is shown with its own name, as CPython's
     * bytearray_repr does. */
    if (is_ba(v)) {
        sb_adds(&sb, IS_KIND(v, OK_BYTEARRAY) ? "bytearray" : type_name(vm, v));
        sb_addc(&sb, '(');
    }
    sb_addc(&sb, 'b');
    sb_addc(&sb, quote);
    for (size_t i = 0; i < n; i++) {
        uint8_t c = p[i];
        if (c == esc || c == '\\') {
            char e[2] = {'\\', (char)c};
            sb_add(&sb, e, 2);
        } else if (c == '\t') {
            sb_add(&sb, "\\t", 2);
        } else if (c == '\n') {
            sb_add(&sb, "\\n", 2);
        } else if (c == '\r') {
            sb_add(&sb, "\\r", 2);
        } else if (c < 0x20 || c >= 0x7f) {
            char e[4] = {'\\', 'x', hexdig[c >> 4], hexdig[c & 15]};
            sb_add(&sb, e, 4);
        } else {
            sb_addc(&sb, (char)c);
        }
    }
    sb_addc(&sb, quote);
    if (is_ba(v)) sb_addc(&sb, ')');
    return sb_finish(&sb);
}

/* ---- hashing and comparison ------------------------------------------------- */

/* The same seeded XXH3 as str.c: like CPython, equal ASCII texts hash the
 * same as bytes and as str. The empty string hashes to 0 whatever the
 * seed, as in CPython. */
static int slot_hash(VM *vm, Value self, int64_t *out) {
    Bytes *b = as_bytes(self);
    if (b->hash == -1) {
        if (!charge_bytes(vm, b->len)) return -1;
        int64_t h = b->len ? (int64_t)XXH3_64bits_withSeed(bdata(b), b->len, vm->hash_seed) : 0;
        b->hash = h == -1 ? -2 : h;
    }
    *out = b->hash;
    return 0;
}

static int buf_cmp(const uint8_t *a, size_t na, const uint8_t *b, size_t nb) {
    size_t m = na < nb ? na : nb;
    int c = m ? memcmp(a, b, m) : 0;
    if (c) return c < 0 ? -1 : 1;
    return na < nb ? -1 : na > nb;
}

static Value slot_richcmp(VM *vm, Value a, Value b, int op) {
    const uint8_t *x, *y;
    size_t nx, ny;
    if (!bytes_buffer(a, &x, &nx) || !bytes_buffer(b, &y, &ny)) return v_notimpl();
    if ((op == CO_EQ || op == CO_NE) && nx != ny) return v_bool(op == CO_NE);
    if (!charge_bytes(vm, nx < ny ? nx : ny)) return VEXC;
    int c = buf_cmp(x, nx, y, ny);
    switch (op) {
    case CO_LT: return v_bool(c < 0);
    case CO_LE: return v_bool(c <= 0);
    case CO_EQ: return v_bool(c == 0);
    case CO_NE: return v_bool(c != 0);
    case CO_GT: return v_bool(c > 0);
    default: return v_bool(c >= 0);
    }
}

/* ---- sequence protocol ---------------------------------------------------- */

static Value slot_iter(VM *vm, Value self) {
    Iter *it = iter_new(vm, IT_BYTES, v_obj(as_bytes(self)));
    return it ? v_obj(it) : VEXC;
}

static int64_t slot_len(VM *vm, Value self) { return (int64_t)as_bytes(self)->len; }

static int slot_truthy(VM *vm, Value self) { return as_bytes(self)->len != 0; }

static Value get_slice(VM *vm, Value self, Slice *sl) {
    Bytes *b = as_bytes(self);
    /* The bounds' __index__ may resize a bytearray: read its length after. */
    SliceSpec sp;
    if (!slice_unpack(vm, sl, &sp)) return VEXC;
    int64_t start, stop, step = sp.step;
    int64_t n = slice_adjust(&sp, (int64_t)b->len, &start, &stop);
    if (n <= 0) return new_of(vm, kind_of(self), NULL, 0);
    if (!charge_bytes(vm, (size_t)n)) return VEXC;
    if (step == 1) return same_or_new(vm, self, bdata(b) + start, (size_t)n);
    Bytes *r = raw_of(vm, kind_of(self), (size_t)n);
    if (!r) return VEXC;
    const uint8_t *p = bdata(b);
    for (int64_t k = 0; k < n; k++) r->buf[k] = p[start + k * step];
    return v_obj(r);
}

/* An integer index into self in two steps, as CPython's messages for the
 * two kinds have it: item_index_value converts the key (its __index__ is
 * user code that may resize a bytearray), item_index_fit resolves it
 * against the length read after that. */
static bool item_index_value(VM *vm, Value self, Value key, int64_t *out) {
    bool ovf = false;
    if (IS_INT(key)) {
        *out = AS_INT(key);
        return true;
    }
    if (!index_like(vm, key)) {
        exc_raise(vm, EXC_TypeError, "%s indices must be integers or slices, not %s",
                  is_ba(self) ? "bytearray" : "byte", type_name(vm, key));
        return false;
    }
    if (!obj_index(vm, unwrap_int(key), out, &ovf)) return false;
    if (ovf) {
        exc_raise(vm, EXC_IndexError, "cannot fit '%s' into an index-sized integer", type_name(vm, key));
        return false;
    }
    return true;
}

static bool item_index_fit(VM *vm, Value self, int64_t i, int64_t *out) {
    int64_t n = (int64_t)as_bytes(self)->len;
    if (i < 0) i += n;
    if (i < 0 || i >= n) {
        exc_raise(vm, EXC_IndexError, is_ba(self) ? "bytearray index out of range" : "index out of range");
        return false;
    }
    *out = i;
    return true;
}

static Value slot_getitem(VM *vm, Value self, Value key) {
    if (IS_KIND(key, OK_SLICE)) return get_slice(vm, self, (Slice *)AS_OBJ(key));
    int64_t i;
    if (!item_index_value(vm, self, key, &i) || !item_index_fit(vm, self, i, &i)) return VEXC;
    return v_int(bdata(as_bytes(self))[i]);
}

static const uint8_t *find_buf(const uint8_t *h, size_t hn, const uint8_t *n, size_t nn) {
    if (nn == 0) return h;
    if (nn > hn) return NULL;
    if (nn == 1) return memchr(h, n[0], hn);
    return memmem(h, hn, n, nn);
}

/* The last occurrence; each candidate costs budget so a pathological
 * needle cannot loop for free. *err reports budget exhaustion. */
static const uint8_t *rfind_buf(VM *vm, const uint8_t *h, size_t hn, const uint8_t *n, size_t nn, bool *err) {
    *err = false;
    if (nn == 0) return h + hn;
    if (nn > hn) return NULL;
    size_t lim = hn - nn + 1;
    while (lim > 0) {
        const uint8_t *p = memrchr(h, n[0], lim);
        if (!p) return NULL;
        if (memcmp(p, n, nn) == 0) return p;
        if (!rt_charge(vm, (int64_t)(nn / 8) + 1)) {
            *err = true;
            return NULL;
        }
        lim = (size_t)(p - h);
    }
    return NULL;
}

static int slot_contains(VM *vm, Value self, Value item) {
    Bytes *b = as_bytes(self);
    const uint8_t *p;
    size_t n;
    uint8_t c;
    if (!bytes_buffer(item, &p, &n)) {
        if (!index_like(vm, item)) {
            exc_raise(vm, EXC_TypeError, "a bytes-like object is required, not '%s'", type_name(vm, item));
            return -1;
        }
        if (!to_byte(vm, item, &c, false)) return -1;
        p = &c;
        n = 1;
    }
    if (!charge_bytes(vm, b->len)) return -1;
    return find_buf(bdata(b), b->len, p, n) != NULL;
}

/* ---- bytearray mutation ----------------------------------------------------- */

/* Replace buf[start:stop) with n bytes from src (src may alias nothing of
 * self: callers copy first). */
static int ba_splice(VM *vm, Bytes *b, size_t start, size_t stop, const uint8_t *src, size_t n) {
    size_t old = stop - start;
    size_t newlen = b->len - old + n;
    if (!charge_bytes(vm, b->len - start + n)) return -1;
    if (n > old && !ba_reserve(vm, b, newlen)) return -1;
    mem_move(b->buf + start + n, b->buf + stop, b->len - stop);
    mem_copy(b->buf + start, src, n);
    b->len = newlen;
    if (n < old) ba_shrink(vm, b);
    return 0;
}

/* Delete the extended slice start, start+step, ... (n items). */
static void ba_del_extended(Bytes *b, int64_t start, int64_t step, int64_t n) {
    if (step < 0) {
        start = start + step * (n - 1);
        step = -step;
    }
    size_t w = (size_t)start;
    for (size_t r = (size_t)start; r < b->len; r++) {
        bool del = r < (size_t)start + (size_t)(n * step) && ((int64_t)(r - (size_t)start)) % step == 0;
        if (!del) b->buf[w++] = b->buf[r];
    }
    b->len = w;
}

/* b[slice] = v, or del b[slice] when v is VEMPTY. CPython's order: the
 * bounds' __index__ run first, then v is converted (an iterable of ints
 * runs user code too), and only then are the length of b and the bytes of
 * v read, since any of that code may resize b or v. */
static int ba_set_slice(VM *vm, Value self, Slice *sl, Value v) {
    Bytes *b = as_bytes(self);
    SliceSpec sp;
    if (!slice_unpack(vm, sl, &sp)) return -1;
    StrBuf tmp;
    sb_init(&tmp, vm);
    bool direct = false;
    /* v may be self, or an instance wrapping self's own bytearray. */
    Bytes *vb = IS_EMPTY(v) ? NULL : as_bytes(v);
    if (!IS_EMPTY(v)) {
        if (vb && vb != b) {
            direct = true;
        } else if (!vb) {
            if (IS_INT(v) || IS_BOOL(v) || IS_BIGINT(v) || IS_FLOAT(v) || IS_KIND(v, OK_COMPLEX) || IS_STR(v) ||
                (IS_INSTANCE(v) && (IS_STR(AS_INSTANCE(v)->builtin_value) || index_like(vm, v)))) {
                exc_raise(vm, EXC_TypeError, "can assign only bytes, buffers, or iterables of ints in range(0, 256)");
                return -1;
            }
            if (!collect_ints(vm, v, &tmp, false, "cannot convert '%s' object to bytearray")) {
                sb_free(&tmp);
                return -1;
            }
        }
    }
    /* No user code runs past this point. */
    const uint8_t *src = NULL;
    size_t need = 0;
    if (direct) {
        src = bdata(vb);
        need = vb->len;
    } else if (vb == b) {
        if (!sb_add(&tmp, (const char *)bdata(b), b->len)) {
            sb_free(&tmp);
            return -1;
        }
    }
    if (tmp.p) {
        src = (const uint8_t *)tmp.p;
        need = tmp.len;
    }
    int64_t start, stop, step = sp.step;
    int64_t n = slice_adjust(&sp, (int64_t)b->len, &start, &stop);
    int rc = 0;
    if ((step < 0 && start < stop) || (step > 0 && start > stop)) stop = start;
    if (step == 1) {
        rc = ba_splice(vm, b, (size_t)start, (size_t)stop, src, need);
    } else if (need == 0) {
        if (n > 0) {
            if (charge_bytes(vm, b->len)) {
                ba_del_extended(b, start, step, n);
                ba_shrink(vm, b);
            } else {
                rc = -1;
            }
        }
    } else if ((int64_t)need != n) {
        exc_raise(vm, EXC_ValueError, "attempt to assign bytes of size %zu to extended slice of size %lld", need,
                  (long long)n);
        rc = -1;
    } else if (charge_bytes(vm, (size_t)n)) {
        for (int64_t k = 0; k < n; k++) b->buf[start + k * step] = src[k];
    } else {
        rc = -1;
    }
    sb_free(&tmp);
    return rc;
}

static int ba_setitem(VM *vm, Value self, Value key, Value v) {
    if (IS_KIND(key, OK_SLICE)) return ba_set_slice(vm, self, (Slice *)AS_OBJ(key), v);
    /* The index, then the value (both may run __index__, which may resize
     * the bytearray), then the bounds check against the current length:
     * CPython's order (gh-91153). */
    int64_t i;
    if (!item_index_value(vm, self, key, &i)) return -1;
    uint8_t c = 0;
    if (!IS_EMPTY(v) && !to_byte(vm, v, &c, false)) return -1;
    if (!item_index_fit(vm, self, i, &i)) return -1;
    Bytes *b = as_bytes(self);
    if (IS_EMPTY(v)) return ba_splice(vm, b, (size_t)i, (size_t)i + 1, NULL, 0);
    b->buf[i] = c;
    return 0;
}

/* ---- %-formatting -------------------------------------------------------- */

/* The argument cursor of bytes % args (CPython's _PyBytes_FormatEx): a
 * tuple is consumed item by item, anything else is the single argument;
 * `dict` is set when %(key) conversions may look keys up. */
typedef struct BFmt {
    VM *vm;
    Value args;
    const Value *items;
    int64_t arglen, argidx;
    Value dict;
} BFmt;

static Value bfmt_next(BFmt *c) {
    if (c->arglen < 0) {
        if (c->argidx == -2) {
            c->argidx = -1;
            return c->args;
        }
    } else if (c->argidx < c->arglen) {
        return c->items[c->argidx++];
    }
    return exc_raise(c->vm, EXC_TypeError, "not enough arguments for format string");
}

/* A '*' width or precision from the arguments. */
static bool bfmt_star(BFmt *c, int64_t *out) {
    Value v = bfmt_next(c);
    if (IS_EXC(v)) return false;
    v = unwrap_int(v);
    if (!IS_INT(v) && !IS_BOOL(v)) {
        exc_raise(c->vm, EXC_TypeError, "* wants int");
        return false;
    }
    *out = IS_BOOL(v) ? AS_BOOL(v) : AS_INT(v);
    return true;
}

/* Append text padded to `width` (left-justified with '-'). */
static bool bfmt_pad(VM *vm, StrBuf *out, const char *p, size_t n, int64_t width, bool left) {
    size_t pad = width > 0 && (uint64_t)width > n ? (size_t)width - n : 0;
    if (pad && (!mem_would_fit(vm, pad + out->len) || !charge_bytes(vm, pad))) return false;
    if (!charge_bytes(vm, n)) return false;
    for (size_t k = 0; !left && k < pad; k++) sb_addc(out, ' ');
    sb_add(out, p, n);
    for (size_t k = 0; left && k < pad; k++) sb_addc(out, ' ');
    return !out->failed;
}

static Value bytes_mod(VM *vm, Value self, Value args) {
    size_t rs = gc_scope(vm);
    /* The conversions run user code (__bytes__, __index__, __getitem__ of a
     * mapping, __repr__, ...) that may resize a bytearray format: work on a
     * private, rooted copy of it. */
    Value fv = self;
    if (is_ba(self)) {
        if (!charge_bytes(vm, as_bytes(self)->len)) return VEXC;
        fv = new_of(vm, OK_BYTES, bdata(as_bytes(self)), as_bytes(self)->len);
        if (IS_EXC(fv)) return VEXC;
    }
    gc_push(vm, fv);
    Bytes *fb = as_bytes(fv);
    const char *d = (const char *)bdata(fb);
    size_t n = fb->len, i = 0;
    BFmt c = {vm, args, NULL, -1, -2, VEMPTY};
    Tuple *targs = tuple_unwrap(args);  /* a tuple subclass's instance too */
    if (targs) {
        c.items = targs->items;
        c.arglen = (int64_t)targs->len;
        c.argidx = 0;
    } else if (!is_bytes(args) && !type_is_subtype(type_of(vm, args), vm->types[OK_STR])) {
        Type *t = type_of(vm, args);
        bool subscriptable = (t->slots.getitem != NULL ||
                              ((t->tflags & TF_HEAPTYPE) && !IS_EMPTY(type_lookup(vm, t, vm->names->__getitem__)))) &&
                             !type_getitem_sequence_only(vm, t);
        if (subscriptable) c.dict = args;
    }
    if (!charge_bytes(vm, n)) {
        gc_unscope(vm, rs);
        return VEXC;
    }
    size_t rs_item = gc_scope(vm);
    StrBuf out;
    sb_init(&out, vm);
    while (i < n) {
        /* Temporaries of one conversion (a mapping's value, the argument
         * tuple handed to str's %) stay rooted until the next one. */
        gc_unscope(vm, rs_item);
        const char *pct = memchr(d + i, '%', n - i);
        if (!pct) {
            sb_add(&out, d + i, n - i);
            break;
        }
        sb_add(&out, d + i, (size_t)(pct - (d + i)));
        i = (size_t)(pct - d) + 1;
        if (i < n && d[i] == '%') {
            sb_addc(&out, '%');
            i++;
            continue;
        }
        if (i < n && d[i] == '(') {
            if (IS_EMPTY(c.dict)) {
                exc_raise(vm, EXC_TypeError, "format requires a mapping");
                goto fail;
            }
            size_t ks = ++i;
            int depth = 1;
            while (i < n && depth > 0) {
                if (d[i] == ')') depth--;
                else if (d[i] == '(') depth++;
                i++;
            }
            if (depth > 0) {
                exc_raise(vm, EXC_ValueError, "incomplete format key");
                goto fail;
            }
            Value key = bytes_new(vm, d + ks, i - 1 - ks);
            if (IS_EXC(key)) goto fail;
            gc_push(vm, key);
            Value v = obj_getitem(vm, c.dict, key);
            if (IS_EXC(v)) goto fail;
            gc_push(vm, v);
            c.args = v;
            c.arglen = -1;
            c.argidx = -2;
        }
        /* Flags, width and precision, kept as text for the numeric
         * conversions, which str's % formats. */
        char spec[64];
        size_t sl = 0;
        spec[sl++] = '%';
        bool left = false;
        while (i < n && strchr("-+ #0", d[i]) && d[i]) {
            if (d[i] == '-') left = true;
            if (sl < 8) spec[sl++] = d[i];
            i++;
        }
        int64_t width = -1, prec = -1;
        if (i < n && d[i] == '*') {
            i++;
            if (!bfmt_star(&c, &width)) goto fail;
            if (width < 0) {
                left = true;
                width = -width;
                spec[sl++] = '-';
            }
        } else {
            while (i < n && d[i] >= '0' && d[i] <= '9') {
                if (width < 0) width = 0;
                if (width > (INT64_MAX - 9) / 10) {
                    exc_raise(vm, EXC_ValueError, "width too big");
                    goto fail;
                }
                width = width * 10 + (d[i++] - '0');
            }
        }
        if (width >= 0) sl += (size_t)snprintf(spec + sl, sizeof spec - sl, "%lld", (long long)width);
        if (i < n && d[i] == '.') {
            i++;
            prec = 0;
            if (i < n && d[i] == '*') {
                i++;
                if (!bfmt_star(&c, &prec)) goto fail;
                if (prec < 0) prec = 0;
            } else {
                while (i < n && d[i] >= '0' && d[i] <= '9') {
                    if (prec > (INT32_MAX - 9) / 10) {
                        exc_raise(vm, EXC_ValueError, "precision too big");
                        goto fail;
                    }
                    prec = prec * 10 + (d[i++] - '0');
                }
            }
            sl += (size_t)snprintf(spec + sl, sizeof spec - sl, ".%lld", (long long)prec);
        }
        if (i < n && (d[i] == 'h' || d[i] == 'l' || d[i] == 'L')) i++;
        if (i >= n) {
            exc_raise(vm, EXC_ValueError, "incomplete format");
            goto fail;
        }
        if (width > 0 && (!mem_would_fit(vm, (size_t)width + out.len) || !charge_bytes(vm, (size_t)width))) goto fail;
        char ch = d[i];
        size_t conv_at = i++;
        Value v;
        if (ch == 's' || ch == 'b') {
            v = bfmt_next(&c);
            if (IS_EXC(v)) goto fail;
            const uint8_t *p;
            size_t len;
            if (!bytes_buffer(v, &p, &len)) {
                Value f = IS_INSTANCE(v) ? type_lookup(vm, type_of(vm, v), vm->names->__bytes__) : VEMPTY;
                if (IS_EMPTY(f)) {
                    exc_raise(vm, EXC_TypeError,
                              "%%b requires a bytes-like object, or an object that implements __bytes__, not '%s'",
                              type_name(vm, v));
                    goto fail;
                }
                Value r = rt_call1(vm, f, v);
                if (IS_EXC(r)) goto fail;
                if (!IS_KIND(r, OK_BYTES)) {
                    exc_raise(vm, EXC_TypeError, "__bytes__ returned non-bytes (type %s)", type_name(vm, r));
                    goto fail;
                }
                bytes_buffer(r, &p, &len);
            }
            if (prec >= 0 && (uint64_t)prec < len) len = (size_t)prec;
            if (!bfmt_pad(vm, &out, (const char *)p, len, width, left)) goto fail;
        } else if (ch == 'r' || ch == 'a') {
            v = bfmt_next(&c);
            if (IS_EXC(v)) goto fail;
            Value sv = obj_ascii(vm, v);
            if (IS_EXC(sv)) goto fail;
            size_t len = AS_STR(sv)->blen;
            if (prec >= 0 && (uint64_t)prec < len) len = (size_t)prec;
            if (!bfmt_pad(vm, &out, AS_STR(sv)->data, len, width, left)) goto fail;
        } else if (ch == 'c') {
            v = bfmt_next(&c);
            if (IS_EXC(v)) goto fail;
            const uint8_t *p;
            size_t len;
            char one;
            if (bytes_buffer(v, &p, &len) && len == 1) {
                one = (char)p[0];
            } else {
                /* CPython's byte_converter: any int (or __index__) is range
                 * checked with an OverflowError; other types are refused. */
                int64_t x;
                bool ovf;
                if (!index_like(vm, v)) {
                    exc_raise(vm, EXC_TypeError, "%%c requires an integer in range(256) or a single byte");
                    goto fail;
                }
                if (!obj_index(vm, unwrap_int(v), &x, &ovf)) {
                    if (vm->halt == HALT_NONE && exc_matches(vm, EXC_TypeError)) {
                        exc_clear(vm);
                        exc_raise(vm, EXC_TypeError, "%%c requires an integer in range(256) or a single byte");
                    }
                    goto fail;
                }
                if (ovf || x < 0 || x > 255) {
                    exc_raise(vm, EXC_OverflowError, "%%c arg not in range(256)");
                    goto fail;
                }
                one = (char)x;
            }
            if (!bfmt_pad(vm, &out, &one, 1, width, left)) goto fail;
        } else if (ch && strchr("diuoxXeEfFgG", ch)) {
            v = bfmt_next(&c);
            if (IS_EXC(v)) goto fail;
            spec[sl++] = ch;
            Str *sp = str_new(vm, spec, sl);
            if (!sp) goto fail;
            gc_push(vm, v_obj(sp));
            Value one = tuple_pack(vm, 1, &v);
            if (IS_EXC(one)) goto fail;
            gc_push(vm, one);
            Value r = str_mod(vm, sp, one);
            if (IS_EXC(r)) {
                /* CPython's bytes formatfloat replaces any failure of the
                 * float conversion with its own TypeError. */
                if (strchr("eEfFgG", ch) && vm->halt == HALT_NONE) {
                    exc_clear(vm);
                    exc_raise(vm, EXC_TypeError, "float argument required, not %s", type_name(vm, v));
                }
                goto fail;
            }
            sb_addstr(&out, AS_STR(r));
        } else {
            char shown = ch >= 32 && ch < 127 ? ch : '?';
            exc_raise(vm, EXC_ValueError, "unsupported format character '%c' (0x%x) at index %zu", shown,
                      (unsigned)(unsigned char)ch, conv_at);
            goto fail;
        }
        if (out.failed) goto fail;
    }
    if (c.argidx < c.arglen && IS_EMPTY(c.dict)) {
        exc_raise(vm, EXC_TypeError, "not all arguments converted during bytes formatting");
        goto fail;
    }
    gc_unscope(vm, rs);
    return from_sb(vm, kind_of(self), &out);
fail:
    gc_unscope(vm, rs);
    sb_free(&out);
    return VEXC;
}

/* ---- concatenation and repetition ---------------------------------------- */

/* seq * count as a new object of seq's kind, size-checked first. */
static Value repeat(VM *vm, Value seq, int64_t count) {
    Bytes *b = as_bytes(seq);
    if (count < 0) count = 0;
    if (count == 1 && IS_KIND(seq, OK_BYTES)) return seq;
    size_t len = b->len;
    if (len && (uint64_t)count > (uint64_t)BYTEARRAY_MAX / len) return rt_halt(vm, HALT_MEMORY);
    size_t total = len * (size_t)count;
    if (!mem_would_fit(vm, sizeof(Bytes) + total + 1)) return VEXC;
    if (!charge_bytes(vm, total)) return VEXC;
    Bytes *r = raw_of(vm, kind_of(seq), total);
    if (!r) return VEXC;
    if (total) {
        memcpy(r->buf, bdata(b), len);
        size_t done = len;
        while (done < total) {
            size_t c = done <= total - done ? done : total - done;
            memcpy(r->buf + done, r->buf, c);
            done += c;
        }
    }
    return v_obj(r);
}

/* bytearray *= count, in place. */
static Value irepeat(VM *vm, Value seq, int64_t count) {
    Bytes *b = as_bytes(seq);
    if (count < 0) count = 0;
    size_t len = b->len;
    if (len && (uint64_t)count > (uint64_t)BYTEARRAY_MAX / len) return rt_halt(vm, HALT_MEMORY);
    size_t total = len * (size_t)count;
    if (total > b->cap && !mem_would_fit(vm, total - b->cap)) return VEXC;
    if (!charge_bytes(vm, total)) return VEXC;
    if (!ba_reserve(vm, b, total)) return VEXC;
    size_t done = len;
    while (done < total) {
        size_t c = done <= total - done ? done : total - done;
        memcpy(b->buf + done, b->buf, c);
        done += c;
    }
    b->len = total;
    ba_shrink(vm, b);
    return seq;
}

/* Does a user class define the reflected method, so that an unsupported
 * operand should defer to it (NotImplemented) instead of raising? */
static bool defers(VM *vm, Value other, Str *rname) {
    Type *t = type_of(vm, other);
    return (t->tflags & TF_HEAPTYPE) && !IS_EMPTY(type_lookup(vm, t, rname));
}

/* The count of a repetition, or false with an exception. */
static bool repeat_count(VM *vm, Value nv, int64_t *out) {
    bool ovf;
    if (!obj_index(vm, unwrap_int(nv), out, &ovf)) return false;
    if (ovf) {
        exc_raise(vm, EXC_OverflowError, "cannot fit '%s' into an index-sized integer", type_name(vm, nv));
        return false;
    }
    return true;
}

/* A bytes header for the first `len` bytes of tail `t`. */
static Bytes *tail_bytes(VM *vm, StrTail *t, size_t len) {
    Bytes *r = obj_alloc(vm, OK_BYTES, sizeof(Bytes));
    if (!r) return NULL;
    r->h.flags = BYTES_TAIL;
    r->hash = -1;
    r->len = len;
    r->cap = len;
    r->buf = (uint8_t *)t->data;
    t->refs++;
    return r;
}

/* A bytes result of STR_TAIL_MIN bytes or more goes into a growable tail,
 * as a str does (see StrTail in object.h): b += x in a loop then appends
 * in place. */
static Value concat_tail(VM *vm, Bytes *x, const uint8_t *y, size_t ny) {
    size_t total = x->len + ny;
    if (x->h.flags & BYTES_TAIL) {
        StrTail *t = (StrTail *)(void *)((char *)x->buf - offsetof(StrTail, data));
        /* As for str: the header first, then the bytes past `used`. */
        if (t->used == x->len && t->cap - t->used >= ny) {
            if (!charge_bytes(vm, ny)) return VEXC;
            Bytes *r = tail_bytes(vm, t, total);
            if (!r) return VEXC;
            str_tail_append(vm, t, x->len, y, ny);
            return v_obj(r);
        }
    }
    StrTail *t = str_tail_new(vm, bdata(x), x->len, y, ny, UINT32_MAX - sizeof(Bytes) - 1, sizeof(Bytes));
    if (!t) return VEXC;
    Bytes *r = tail_bytes(vm, t, total);
    if (!r) {
        t->refs = 1;
        str_tail_release(vm, t);
        return VEXC;
    }
    return v_obj(r);
}

static Value concat(VM *vm, Value a, Value b, bool inplace) {
    const uint8_t *y;
    size_t ny;
    if (!bytes_buffer(b, &y, &ny)) {
        return exc_raise(vm, EXC_TypeError, "can't concat %s to %s", type_tpname(type_of(vm, b)),
                         type_tpname(type_of(vm, a)));
    }
    Bytes *x = as_bytes(a);
    if (inplace && is_ba(a)) {
        /* y may be x's own buffer: reserve first, then re-read it. */
        size_t nx = x->len;
        if (!charge_bytes(vm, ny)) return VEXC;
        if (!ba_reserve(vm, x, nx + ny)) return VEXC;
        if (as_bytes(b) == x) y = x->buf;
        mem_move(x->buf + nx, y, ny);
        x->len = nx + ny;
        return a;
    }
    if (ny == 0 && IS_KIND(a, OK_BYTES)) return a;
    if (x->len == 0 && IS_KIND(b, OK_BYTES) && !is_ba(a)) return b;
    size_t total = x->len + ny;
    if (kind_of(a) == OK_BYTES && (total >= STR_TAIL_MIN || (x->h.flags & BYTES_TAIL)))
        return concat_tail(vm, x, y, ny);
    if (!mem_would_fit(vm, sizeof(Bytes) + total + 1)) return VEXC;
    if (!charge_bytes(vm, total)) return VEXC;
    Bytes *r = raw_of(vm, kind_of(a), total);
    if (!r) return VEXC;
    mem_copy(r->buf, bdata(x), x->len);
    mem_copy(r->buf + x->len, y, ny);
    return v_obj(r);
}

static bool is_seq_type(Value v) {
    return IS_STR(v) || IS_LIST(v) || IS_TUPLE(v) || is_bytes(v);
}

static Value slot_binop(VM *vm, int op, Value a, Value b, bool inplace) {
    if (op == BO_ADD) {
        if (!is_bytes(a)) return v_notimpl();
        return concat(vm, a, b, inplace);
    }
    if (op == BO_MUL) {
        bool left = is_bytes(a);
        Value seq = left ? a : b, nv = left ? b : a;
        if (!is_bytes(seq)) return v_notimpl();
        if (!index_like(vm, nv)) {
            if (defers(vm, nv, left ? vm->names->__rmul__ : vm->names->__mul__)) return v_notimpl();
            /* CPython names the operand that is not the sequence whose
             * repeat was tried: the left one's, when both are sequences. */
            Value named = left ? b : (is_seq_type(a) ? b : a);
            return exc_raise(vm, EXC_TypeError, "can't multiply sequence by non-int of type '%s'",
                             type_name(vm, named));
        }
        int64_t k;
        if (!repeat_count(vm, nv, &k)) return VEXC;
        if (inplace && left && is_ba(a)) return irepeat(vm, a, k);
        return repeat(vm, seq, k);
    }
    if (op == BO_MOD && is_bytes(a)) return bytes_mod(vm, a, b);
    return v_notimpl();
}

/* ---- methods: searching ----------------------------------------------------- */

#define SELF_BYTES(b)                                                          \
    if (!is_bytes(self))                                                       \
        return exc_raise(vm, EXC_TypeError, "descriptor requires a 'bytes' object but received a '%s'", \
                         type_name(vm, self));                                 \
    Bytes *b = as_bytes(self)

/* find/rfind/index/rindex: the index found, -1 when absent, -2 on error. */
static int64_t find_impl(VM *vm, Value self, int argc, const Value *argv, bool reverse) {
    Bytes *b = as_bytes(self);
    const uint8_t *sub;
    size_t sn;
    uint8_t tmp;
    int64_t st, en;
    /* start/end first, then the needle (an int needle's __index__ runs
     * here too), as CPython parses them; the lengths and buffers are read
     * only after all of them. */
    if (!range_args(vm, argc, argv, 1, &st, &en)) return -2;
    if (!arg_sub(vm, argv[0], &sub, &sn, &tmp)) return -2;
    range_fit(b->len, &st, &en);
    if (st > (int64_t)b->len || en - st < (int64_t)sn) return -1;
    if (!charge_bytes(vm, (size_t)(en - st))) return -2;
    const uint8_t *h = bdata(b) + st, *p;
    if (reverse) {
        bool err;
        p = rfind_buf(vm, h, (size_t)(en - st), sub, sn, &err);
        if (err) return -2;
    } else {
        p = find_buf(h, (size_t)(en - st), sub, sn);
    }
    return p ? st + (int64_t)(p - h) : -1;
}

METHOD(m_find) {
    SELF_BYTES(b);
    (void)b;
    int64_t r = find_impl(vm, self, argc, argv, false);
    return r == -2 ? VEXC : v_int(r);
}

METHOD(m_rfind) {
    SELF_BYTES(b);
    (void)b;
    int64_t r = find_impl(vm, self, argc, argv, true);
    return r == -2 ? VEXC : v_int(r);
}

METHOD(m_index) {
    SELF_BYTES(b);
    (void)b;
    int64_t r = find_impl(vm, self, argc, argv, false);
    if (r == -1) return exc_raise(vm, EXC_ValueError, "subsection not found");
    return r == -2 ? VEXC : v_int(r);
}

METHOD(m_rindex) {
    SELF_BYTES(b);
    (void)b;
    int64_t r = find_impl(vm, self, argc, argv, true);
    if (r == -1) return exc_raise(vm, EXC_ValueError, "subsection not found");
    return r == -2 ? VEXC : v_int(r);
}

METHOD(m_count) {
    SELF_BYTES(b);
    const uint8_t *sub;
    size_t sn;
    uint8_t tmp;
    int64_t st, en;
    if (!range_args(vm, argc, argv, 1, &st, &en)) return VEXC;
    if (!arg_sub(vm, argv[0], &sub, &sn, &tmp)) return VEXC;
    range_fit(b->len, &st, &en);
    if (st > (int64_t)b->len || en < st) return v_int(0);
    if (sn == 0) return v_int(en - st + 1);
    if (!charge_bytes(vm, (size_t)(en - st))) return VEXC;
    const uint8_t *p = bdata(b) + st, *e = bdata(b) + en;
    int64_t c = 0;
    while ((p = find_buf(p, (size_t)(e - p), sub, sn)) != NULL) {
        c++;
        p += sn;
    }
    return v_int(c);
}

/* CPython's tailmatch (bytes_methods.c). 1 match, 0 none. */
static int tailmatch(Bytes *b, const uint8_t *sub, size_t sn, int64_t start, int64_t end, bool at_end) {
    int64_t len = (int64_t)b->len, slen = (int64_t)sn;
    if (!at_end) {
        if (start > len - slen) return 0;
    } else {
        if (end - start < slen || start > len) return 0;
        if (end - slen > start) start = end - slen;
    }
    if (end - start < slen) return 0;
    return slen == 0 || memcmp(bdata(b) + start, sub, (size_t)slen) == 0;
}

static Value starts_ends(VM *vm, Value self, int argc, const Value *argv, bool at_end) {
    SELF_BYTES(b);
    const char *fname = at_end ? "endswith" : "startswith";
    int64_t st, en;
    Value x = argv[0];
    const uint8_t *sub;
    size_t sn;
    if (!IS_TUPLE(x) && !is_bytes(x))
        return exc_raise(vm, EXC_TypeError, "%s first arg must be bytes or a tuple of bytes, not %s", fname,
                         type_name(vm, x));
    if (!range_args(vm, argc, argv, 1, &st, &en)) return VEXC;
    range_fit(b->len, &st, &en);
    if (!charge_bytes(vm, b->len)) return VEXC;
    if (IS_TUPLE(x)) {
        Tuple *t = AS_TUPLE(x);
        /* Each candidate is charged by its length, so that a long tuple
         * of them is not free. */
        for (size_t i = 0; i < t->len; i++) {
            if (!arg_buf(vm, t->items[i], &sub, &sn)) return VEXC;
            if (!charge_bytes(vm, sn)) return VEXC;
            if (tailmatch(b, sub, sn, st, en, at_end)) return v_bool(true);
        }
        return v_bool(false);
    }
    bytes_buffer(x, &sub, &sn);
    return v_bool(tailmatch(b, sub, sn, st, en, at_end));
}

METHOD(m_startswith) { return starts_ends(vm, self, argc, argv, false); }
METHOD(m_endswith) { return starts_ends(vm, self, argc, argv, true); }

/* ---- methods: character classes and case ----------------------------------- */

static inline bool c_space(uint8_t c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
static inline bool c_upper(uint8_t c) { return c >= 'A' && c <= 'Z'; }
static inline bool c_lower(uint8_t c) { return c >= 'a' && c <= 'z'; }
static inline bool c_alpha(uint8_t c) { return c_upper(c) || c_lower(c); }
static inline bool c_digit(uint8_t c) { return c >= '0' && c <= '9'; }
static inline bool c_alnum(uint8_t c) { return c_alpha(c) || c_digit(c); }
static inline uint8_t to_up(uint8_t c) { return c_lower(c) ? (uint8_t)(c - 32) : c; }
static inline uint8_t to_low(uint8_t c) { return c_upper(c) ? (uint8_t)(c + 32) : c; }

static Value all_of(VM *vm, Value self, bool (*pred)(uint8_t)) {
    SELF_BYTES(b);
    if (!charge_bytes(vm, b->len)) return VEXC;
    if (b->len == 0) return v_bool(false);
    const uint8_t *p = bdata(b);
    for (size_t i = 0; i < b->len; i++)
        if (!pred(p[i])) return v_bool(false);
    return v_bool(true);
}

METHOD(m_isalnum) { return all_of(vm, self, c_alnum); }
METHOD(m_isalpha) { return all_of(vm, self, c_alpha); }
METHOD(m_isdigit) { return all_of(vm, self, c_digit); }
METHOD(m_isspace) { return all_of(vm, self, c_space); }

METHOD(m_isascii) {
    SELF_BYTES(b);
    if (!charge_bytes(vm, b->len)) return VEXC;
    const uint8_t *p = bdata(b);
    for (size_t i = 0; i < b->len; i++)
        if (p[i] >= 0x80) return v_bool(false);
    return v_bool(true);
}

/* islower/isupper: at least one cased byte and none of the other case. */
static Value cased_check(VM *vm, Value self, bool upper) {
    SELF_BYTES(b);
    if (!charge_bytes(vm, b->len)) return VEXC;
    const uint8_t *p = bdata(b);
    bool cased = false;
    for (size_t i = 0; i < b->len; i++) {
        if (upper ? c_lower(p[i]) : c_upper(p[i])) return v_bool(false);
        if (upper ? c_upper(p[i]) : c_lower(p[i])) cased = true;
    }
    return v_bool(cased);
}

METHOD(m_islower) { return cased_check(vm, self, false); }
METHOD(m_isupper) { return cased_check(vm, self, true); }

METHOD(m_istitle) {
    SELF_BYTES(b);
    if (!charge_bytes(vm, b->len)) return VEXC;
    const uint8_t *p = bdata(b);
    bool cased = false, prev_cased = false;
    for (size_t i = 0; i < b->len; i++) {
        if (c_upper(p[i])) {
            if (prev_cased) return v_bool(false);
            prev_cased = cased = true;
        } else if (c_lower(p[i])) {
            if (!prev_cased) return v_bool(false);
            prev_cased = cased = true;
        } else {
            prev_cased = false;
        }
    }
    return v_bool(cased);
}

typedef enum { CASE_LOWER, CASE_UPPER, CASE_SWAP, CASE_TITLE, CASE_CAP } CaseOp;

static Value case_map(VM *vm, Value self, CaseOp op) {
    SELF_BYTES(b);
    if (!charge_bytes(vm, b->len)) return VEXC;
    Bytes *r = raw_of(vm, kind_of(self), b->len);
    if (!r) return VEXC;
    const uint8_t *p = bdata(b);
    bool prev_cased = false;
    for (size_t i = 0; i < b->len; i++) {
        uint8_t c = p[i];
        switch (op) {
        case CASE_LOWER: c = to_low(c); break;
        case CASE_UPPER: c = to_up(c); break;
        case CASE_SWAP: c = c_upper(c) ? to_low(c) : to_up(c); break;
        case CASE_CAP: c = i == 0 ? to_up(c) : to_low(c); break;
        case CASE_TITLE:
            if (c_lower(c)) {
                if (!prev_cased) c = to_up(c);
                prev_cased = true;
            } else if (c_upper(c)) {
                if (prev_cased) c = to_low(c);
                prev_cased = true;
            } else {
                prev_cased = false;
            }
            break;
        }
        r->buf[i] = c;
    }
    return v_obj(r);
}

METHOD(m_lower) { return case_map(vm, self, CASE_LOWER); }
METHOD(m_upper) { return case_map(vm, self, CASE_UPPER); }
METHOD(m_swapcase) { return case_map(vm, self, CASE_SWAP); }
METHOD(m_title) { return case_map(vm, self, CASE_TITLE); }
METHOD(m_capitalize) { return case_map(vm, self, CASE_CAP); }

/* ---- methods: padding ------------------------------------------------------- */

static Value pad(VM *vm, Value self, int64_t left, int64_t right, uint8_t fill) {
    Bytes *b = as_bytes(self);
    if (left < 0) left = 0;
    if (right < 0) right = 0;
    if (left == 0 && right == 0) return same_or_new(vm, self, bdata(b), b->len);
    size_t total = b->len + (size_t)left + (size_t)right;
    if (!mem_would_fit(vm, sizeof(Bytes) + total + 1)) return VEXC;
    if (!charge_bytes(vm, total)) return VEXC;
    Bytes *r = raw_of(vm, kind_of(self), total);
    if (!r) return VEXC;
    memset(r->buf, fill, (size_t)left);
    mem_copy(r->buf + left, bdata(b), b->len);
    memset(r->buf + left + b->len, fill, (size_t)right);
    return v_obj(r);
}

/* ljust/rjust/center(width, fillchar=b' '). */
static Value justify(VM *vm, Value self, int argc, const Value *argv, const char *fname, int how) {
    SELF_BYTES(b);
    int64_t width;
    if (!arg_ssize(vm, argv[0], &width)) return VEXC;
    uint8_t fill = ' ';
    if (argc > 1) {
        const uint8_t *p;
        size_t n;
        if (!bytes_buffer(argv[1], &p, &n) || n != 1)
            return exc_raise(vm, EXC_TypeError, "%s() argument 2 must be a byte string of length 1, not %s", fname,
                             type_name(vm, argv[1]));
        fill = p[0];
    }
    int64_t len = (int64_t)b->len;
    if (width > (int64_t)BYTEARRAY_MAX) return rt_halt(vm, HALT_MEMORY);
    if (width <= len) return same_or_new(vm, self, bdata(b), b->len);
    int64_t marg = width - len;
    if (how < 0) return pad(vm, self, 0, marg, fill);
    if (how > 0) return pad(vm, self, marg, 0, fill);
    int64_t left = marg / 2 + (marg & width & 1);
    return pad(vm, self, left, marg - left, fill);
}

METHOD(m_ljust) { return justify(vm, self, argc, argv, "ljust", -1); }
METHOD(m_rjust) { return justify(vm, self, argc, argv, "rjust", 1); }
METHOD(m_center) { return justify(vm, self, argc, argv, "center", 0); }

METHOD(m_zfill) {
    SELF_BYTES(b);
    int64_t width;
    if (!arg_ssize(vm, argv[0], &width)) return VEXC;
    int64_t len = (int64_t)b->len;
    if (width > (int64_t)BYTEARRAY_MAX) return rt_halt(vm, HALT_MEMORY);
    if (width <= len) return same_or_new(vm, self, bdata(b), b->len);
    Value r = pad(vm, self, width - len, 0, '0');
    if (IS_EXC(r)) return r;
    Bytes *rb = as_bytes(r);
    size_t fill = (size_t)(width - len);
    if (len && (rb->buf[fill] == '+' || rb->buf[fill] == '-')) {
        rb->buf[0] = rb->buf[fill];
        rb->buf[fill] = '0';
    }
    return r;
}

METHOD(m_expandtabs) {
    SELF_BYTES(b);
    static const char *const names[] = {"tabsize"};
    Value a[1];
    if (argc > 1) return exc_raise(vm, EXC_TypeError, "expandtabs() takes at most 1 argument (%d given)", argc);
    if (!parse_kw(vm, "expandtabs", argc, argv, kwnames, names, 1, a)) return VEXC;
    int64_t tabsize = 8;
    if (!IS_EMPTY(a[0]) && !arg_ssize(vm, a[0], &tabsize)) return VEXC;
    const uint8_t *p = bdata(b);
    /* First pass: the result size, so it can be refused before building. */
    size_t total = 0, col = 0;
    for (size_t i = 0; i < b->len; i++) {
        if (p[i] == '\t') {
            if (tabsize > 0) {
                size_t inc = (size_t)tabsize - col % (size_t)tabsize;
                if (inc > BYTEARRAY_MAX || total > BYTEARRAY_MAX) return rt_halt(vm, HALT_MEMORY);
                total += inc;
                col += inc;
            }
        } else {
            total++;
            col++;
            if (p[i] == '\n' || p[i] == '\r') col = 0;
        }
    }
    if (!mem_would_fit(vm, sizeof(Bytes) + total + 1)) return VEXC;
    if (!charge_bytes(vm, total + b->len)) return VEXC;
    Bytes *r = raw_of(vm, kind_of(self), total);
    if (!r) return VEXC;
    size_t o = 0;
    col = 0;
    for (size_t i = 0; i < b->len; i++) {
        if (p[i] == '\t') {
            if (tabsize > 0) {
                size_t inc = (size_t)tabsize - col % (size_t)tabsize;
                memset(r->buf + o, ' ', inc);
                o += inc;
                col += inc;
            }
        } else {
            r->buf[o++] = p[i];
            col++;
            if (p[i] == '\n' || p[i] == '\r') col = 0;
        }
    }
    return v_obj(r);
}

/* ---- methods: strip, split, join, partition, replace --------------------- */

/* A 256-entry membership table from the optional `chars` argument
 * (None or absent: ASCII whitespace). */
static bool strip_table(VM *vm, int argc, const Value *argv, bool set[256]) {
    memset(set, 0, 256 * sizeof(bool));
    if (argc == 0 || IS_NONE(argv[0])) {
        for (int c = 0; c < 256; c++) set[c] = c_space((uint8_t)c);
        return true;
    }
    const uint8_t *p;
    size_t n;
    if (!arg_buf(vm, argv[0], &p, &n)) return false;
    for (size_t i = 0; i < n; i++) set[p[i]] = true;
    return true;
}

static Value strip_impl(VM *vm, Value self, int argc, const Value *argv, bool left, bool right) {
    SELF_BYTES(b);
    bool set[256];
    if (!strip_table(vm, argc, argv, set)) return VEXC;
    if (!charge_bytes(vm, b->len)) return VEXC;
    const uint8_t *p = bdata(b);
    size_t i = 0, j = b->len;
    if (left)
        while (i < j && set[p[i]]) i++;
    if (right)
        while (j > i && set[p[j - 1]]) j--;
    return same_or_new(vm, self, p + i, j - i);
}

METHOD(m_strip) { return strip_impl(vm, self, argc, argv, true, true); }
METHOD(m_lstrip) { return strip_impl(vm, self, argc, argv, true, false); }
METHOD(m_rstrip) { return strip_impl(vm, self, argc, argv, false, true); }

/* Append one piece of a split; each new object costs a unit of budget on
 * top of the bytes scanned. */
static bool list_add_piece(VM *vm, List *l, Value self, const uint8_t *p, size_t n) {
    if (!rt_charge(vm, 1)) return false;
    Value v = same_or_new(vm, self, p, n);
    return !IS_EXC(v) && list_append(vm, l, v) == 0;
}

static void list_reverse_items(List *l) {
    for (size_t i = 0, j = l->len; i + 1 < j; i++, j--) {
        Value t = l->items[i];
        l->items[i] = l->items[j - 1];
        l->items[j - 1] = t;
    }
}

/* split/rsplit(sep=None, maxsplit=-1): CPython's stringlib algorithms. */
static Value split_impl(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames, bool right) {
    SELF_BYTES(b);
    static const char *const names[] = {"sep", "maxsplit"};
    const char *fname = right ? "rsplit" : "split";
    if (argc > 2) return exc_raise(vm, EXC_TypeError, "%s() takes at most 2 arguments (%d given)", fname, argc);
    Value a[2];
    if (!parse_kw(vm, fname, argc, argv, kwnames, names, 2, a)) return VEXC;
    int64_t maxsplit = -1;
    if (!IS_EMPTY(a[1]) && !arg_ssize(vm, a[1], &maxsplit)) return VEXC;
    if (maxsplit < 0) maxsplit = INT64_MAX;
    const uint8_t *sep = NULL;
    size_t sn = 0;
    if (!IS_EMPTY(a[0]) && !IS_NONE(a[0])) {
        if (!arg_buf(vm, a[0], &sep, &sn)) return VEXC;
        if (sn == 0) return exc_raise(vm, EXC_ValueError, "empty separator");
    }
    if (!charge_bytes(vm, b->len)) return VEXC;
    List *l = list_new(vm, 0);
    if (!l) return VEXC;
    const uint8_t *s = bdata(b);
    int64_t n = (int64_t)b->len;
    if (!sep) {
        if (!right) {
            int64_t i = 0, j;
            while (maxsplit-- > 0) {
                while (i < n && c_space(s[i])) i++;
                if (i == n) break;
                j = i++;
                while (i < n && !c_space(s[i])) i++;
                if (!list_add_piece(vm, l, self, s + j, (size_t)(i - j))) return VEXC;
            }
            if (i < n) {
                while (i < n && c_space(s[i])) i++;
                if (i != n && !list_add_piece(vm, l, self, s + i, (size_t)(n - i))) return VEXC;
            }
        } else {
            int64_t i = n - 1, j;
            while (maxsplit-- > 0) {
                while (i >= 0 && c_space(s[i])) i--;
                if (i < 0) break;
                j = i--;
                while (i >= 0 && !c_space(s[i])) i--;
                if (!list_add_piece(vm, l, self, s + i + 1, (size_t)(j - i))) return VEXC;
            }
            if (i >= 0) {
                while (i >= 0 && c_space(s[i])) i--;
                if (i >= 0 && !list_add_piece(vm, l, self, s, (size_t)(i + 1))) return VEXC;
            }
            list_reverse_items(l);
        }
    } else if (!right) {
        size_t i = 0;
        while (maxsplit-- > 0) {
            const uint8_t *p = find_buf(s + i, (size_t)n - i, sep, sn);
            if (!p) break;
            size_t at = (size_t)(p - s);
            if (!list_add_piece(vm, l, self, s + i, at - i)) return VEXC;
            i = at + sn;
        }
        if (!list_add_piece(vm, l, self, s + i, (size_t)n - i)) return VEXC;
    } else {
        size_t j = (size_t)n;
        while (maxsplit-- > 0) {
            bool err;
            const uint8_t *p = rfind_buf(vm, s, j, sep, sn, &err);
            if (err) return VEXC;
            if (!p) break;
            size_t at = (size_t)(p - s);
            if (!list_add_piece(vm, l, self, s + at + sn, j - at - sn)) return VEXC;
            j = at;
        }
        if (!list_add_piece(vm, l, self, s, j)) return VEXC;
        list_reverse_items(l);
    }
    return v_obj(l);
}

METHOD(m_split) { return split_impl(vm, self, argc, argv, kwnames, false); }
METHOD(m_rsplit) { return split_impl(vm, self, argc, argv, kwnames, true); }

METHOD(m_splitlines) {
    SELF_BYTES(b);
    static const char *const names[] = {"keepends"};
    if (argc > 1) return exc_raise(vm, EXC_TypeError, "splitlines() takes at most 1 argument (%d given)", argc);
    Value a[1];
    if (!parse_kw(vm, "splitlines", argc, argv, kwnames, names, 1, a)) return VEXC;
    bool keep = false;
    if (!IS_EMPTY(a[0])) {
        int64_t k;
        if (!arg_ssize(vm, a[0], &k)) return VEXC;
        keep = k != 0;
    }
    if (!charge_bytes(vm, b->len)) return VEXC;
    List *l = list_new(vm, 0);
    if (!l) return VEXC;
    const uint8_t *s = bdata(b);
    size_t n = b->len, i = 0, j = 0;
    while (i < n) {
        while (i < n && s[i] != '\n' && s[i] != '\r') i++;
        size_t eol = i;
        if (i < n) {
            if (s[i] == '\r' && i + 1 < n && s[i + 1] == '\n') i += 2;
            else i++;
            if (keep) eol = i;
        }
        if (!list_add_piece(vm, l, self, s + j, eol - j)) return VEXC;
        j = i;
    }
    return v_obj(l);
}

METHOD(m_join) {
    SELF_BYTES(sep);
    Value src = argv[0];
    List *tmp = NULL;
    size_t n;
    const Value *items;
    if (IS_LIST(src)) {
        n = AS_LIST(src)->len;
        items = AS_LIST(src)->items;
    } else if (IS_TUPLE(src)) {
        n = AS_TUPLE(src)->len;
        items = AS_TUPLE(src)->items;
    } else {
        if (!range_hint_fits(vm, src)) return VEXC;
        Value it = obj_iter(vm, src);
        if (IS_EXC(it)) {
            if (vm->halt == HALT_NONE && exc_matches(vm, EXC_TypeError)) {
                exc_clear(vm);
                return exc_raise(vm, EXC_TypeError, "can only join an iterable");
            }
            return VEXC;
        }
        gc_push(vm, it);
        tmp = rt_list_from_iter(vm, it);
        gc_pop(vm, 1);
        if (!tmp) return VEXC;
        n = tmp->len;
        items = tmp->items;
    }
    size_t total = 0;
    for (size_t i = 0; i < n; i++) {
        const uint8_t *p;
        size_t len;
        if (!bytes_buffer(items[i], &p, &len))
            return exc_raise(vm, EXC_TypeError, "sequence item %zu: expected a bytes-like object, %s found", i,
                             type_name(vm, items[i]));
        if (len > BYTEARRAY_MAX - total) return rt_halt(vm, HALT_MEMORY);
        total += len;
    }
    if (n > 1) {
        if (sep->len && n - 1 > (BYTEARRAY_MAX - total) / sep->len) return rt_halt(vm, HALT_MEMORY);
        total += sep->len * (n - 1);
    }
    if (!mem_would_fit(vm, sizeof(Bytes) + total + 1)) return VEXC;
    if (!rt_charge(vm, (int64_t)n) || !charge_bytes(vm, total)) return VEXC;
    Bytes *r = raw_of(vm, kind_of(self), total);
    if (!r) return VEXC;
    size_t o = 0;
    for (size_t i = 0; i < n; i++) {
        if (i) {
            mem_copy(r->buf + o, bdata(sep), sep->len);
            o += sep->len;
        }
        Bytes *x = as_bytes(items[i]);
        mem_copy(r->buf + o, bdata(x), x->len);
        o += x->len;
    }
    return v_obj(r);
}

/* partition/rpartition. bytes puts the separator object itself in the
 * middle; bytearray a new bytearray copy of it (as CPython does). */
static Value partition_impl(VM *vm, Value self, Value arg, bool right) {
    SELF_BYTES(b);
    const uint8_t *sep;
    size_t sn;
    if (!arg_buf(vm, arg, &sep, &sn)) return VEXC;
    if (sn == 0) return exc_raise(vm, EXC_ValueError, "empty separator");
    if (!charge_bytes(vm, b->len)) return VEXC;
    const uint8_t *s = bdata(b), *p;
    if (right) {
        bool err;
        p = rfind_buf(vm, s, b->len, sep, sn, &err);
        if (err) return VEXC;
    } else {
        p = find_buf(s, b->len, sep, sn);
    }
    uint8_t k = kind_of(self);
    Value parts[3] = {VNONE, VNONE, VNONE};
    Tuple *t = tuple_new(vm, 3);
    if (!t) return VEXC;
    if (!p) {
        Value whole = same_or_new(vm, self, s, b->len);
        Value e1 = new_of(vm, k, NULL, 0), e2 = new_of(vm, k, NULL, 0);
        if (IS_EXC(whole) || IS_EXC(e1) || IS_EXC(e2)) return VEXC;
        parts[0] = right ? e1 : whole;
        parts[1] = e2;
        parts[2] = right ? whole : e1;
    } else {
        size_t at = (size_t)(p - s);
        parts[0] = same_or_new(vm, self, s, at);
        parts[1] = is_ba(self) ? new_of(vm, k, sep, sn) : arg;
        parts[2] = same_or_new(vm, self, s + at + sn, b->len - at - sn);
        if (IS_EXC(parts[0]) || IS_EXC(parts[1]) || IS_EXC(parts[2])) return VEXC;
    }
    for (int i = 0; i < 3; i++) t->items[i] = parts[i];
    return v_obj(t);
}

METHOD(m_partition) { return partition_impl(vm, self, argv[0], false); }
METHOD(m_rpartition) { return partition_impl(vm, self, argv[0], true); }

METHOD(m_replace) {
    SELF_BYTES(b);
    const uint8_t *old, *new_;
    size_t on, nn;
    /* The count's __index__ may resize self or either argument: their
     * buffers are read again after it. */
    if (!arg_buf(vm, argv[0], &old, &on) || !arg_buf(vm, argv[1], &new_, &nn)) return VEXC;
    int64_t maxcount = -1;
    if (argc > 2 && !arg_ssize(vm, argv[2], &maxcount)) return VEXC;
    bytes_buffer(argv[0], &old, &on);
    bytes_buffer(argv[1], &new_, &nn);
    const uint8_t *s = bdata(b);
    size_t n = b->len;
    if (n < on || maxcount == 0 || (on == 0 && nn == 0)) return same_or_new(vm, self, s, n);
    if (maxcount < 0) maxcount = INT64_MAX;
    if (!charge_bytes(vm, n)) return VEXC;
    /* Count the replacements first so the result can be size-checked. */
    size_t count = 0;
    if (on == 0) {
        count = (uint64_t)maxcount < n + 1 ? (size_t)maxcount : n + 1;
    } else {
        const uint8_t *p = s, *e = s + n;
        while ((int64_t)count < maxcount && (p = find_buf(p, (size_t)(e - p), old, on)) != NULL) {
            count++;
            p += on;
        }
    }
    if (count == 0) return same_or_new(vm, self, s, n);
    if (nn > on && count > (BYTEARRAY_MAX - n) / (nn - on)) return rt_halt(vm, HALT_MEMORY);
    size_t total = n - count * on + count * nn;
    if (!mem_would_fit(vm, sizeof(Bytes) + total + 1)) return VEXC;
    if (!charge_bytes(vm, total)) return VEXC;
    Bytes *r = raw_of(vm, kind_of(self), total);
    if (!r) return VEXC;
    uint8_t *o = r->buf;
    if (on == 0) {
        /* Insert `new` before each of the first `count` bytes. */
        size_t i = 0;
        for (size_t k = 0; k < count; k++) {
            mem_copy(o, new_, nn);
            o += nn;
            if (k + 1 < count) *o++ = s[i++];
        }
        mem_copy(o, s + i, n - i);
    } else {
        const uint8_t *p = s, *e = s + n;
        for (size_t k = 0; k < count; k++) {
            const uint8_t *q = find_buf(p, (size_t)(e - p), old, on);
            mem_copy(o, p, (size_t)(q - p));
            o += q - p;
            mem_copy(o, new_, nn);
            o += nn;
            p = q + on;
        }
        mem_copy(o, p, (size_t)(e - p));
    }
    return v_obj(r);
}

static Value remove_affix(VM *vm, Value self, Value arg, bool suffix) {
    SELF_BYTES(b);
    const uint8_t *a;
    size_t an;
    if (!arg_buf(vm, arg, &a, &an)) return VEXC;
    const uint8_t *s = bdata(b);
    if (!charge_bytes(vm, an)) return VEXC;
    if (an && an <= b->len) {
        if (!suffix && memcmp(s, a, an) == 0) return same_or_new(vm, self, s + an, b->len - an);
        if (suffix && memcmp(s + b->len - an, a, an) == 0) return same_or_new(vm, self, s, b->len - an);
    }
    return same_or_new(vm, self, s, b->len);
}

METHOD(m_removeprefix) { return remove_affix(vm, self, argv[0], false); }
METHOD(m_removesuffix) { return remove_affix(vm, self, argv[0], true); }

/* translate(table, /, delete=b''). */
METHOD(m_translate) {
    SELF_BYTES(b);
    static const char *const names[] = {"table", "delete"};
    Value a[2];
    if (argc > 2) return exc_raise(vm, EXC_TypeError, "translate() takes at most 2 arguments (%d given)", argc);
    if (kwnames)
        for (size_t k = 0; k < kwnames->len; k++)
            if (!strcmp(AS_STR(kwnames->items[k])->data, "table"))
                return exc_raise(vm, EXC_TypeError, "translate() takes no keyword argument 'table'");
    if (!parse_kw(vm, "translate", argc, argv, kwnames, names, 2, a)) return VEXC;
    if (IS_EMPTY(a[0])) return exc_raise(vm, EXC_TypeError, "translate() missing required argument 'table' (pos 1)");
    const uint8_t *table = NULL, *del = NULL;
    size_t tn = 0, dn = 0;
    if (!IS_NONE(a[0])) {
        if (!arg_buf(vm, a[0], &table, &tn)) return VEXC;
        if (tn != 256) return exc_raise(vm, EXC_ValueError, "translation table must be 256 characters long");
    }
    if (!IS_EMPTY(a[1]) && !arg_buf(vm, a[1], &del, &dn)) return VEXC;
    bool drop[256];
    memset(drop, 0, sizeof drop);
    for (size_t i = 0; i < dn; i++) drop[del[i]] = true;
    if (!charge_bytes(vm, b->len + dn)) return VEXC;
    Bytes *r = raw_of(vm, kind_of(self), b->len);
    if (!r) return VEXC;
    const uint8_t *s = bdata(b);
    size_t o = 0;
    for (size_t i = 0; i < b->len; i++) {
        if (drop[s[i]]) continue;
        r->buf[o++] = table ? table[s[i]] : s[i];
    }
    r->len = o;
    if (is_ba(v_obj(r))) return v_obj(r);
    r->inline_data[o] = 0;
    /* Unchanged: CPython hands back the bytes object itself. */
    if (o == b->len && IS_KIND(self, OK_BYTES) && memcmp(r->buf, s, o) == 0) return self;
    return v_obj(r);
}

/* bytes.maketrans(frm, to): a static method (no receiver). */
static Value m_maketrans(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    const uint8_t *f, *t;
    size_t fn, tn;
    if (!arg_buf(vm, argv[0], &f, &fn) || !arg_buf(vm, argv[1], &t, &tn)) return VEXC;
    if (fn != tn) return exc_raise(vm, EXC_ValueError, "maketrans arguments must have same length");
    if (!charge_bytes(vm, 256 + fn)) return VEXC;
    /* The table is built in a local array: stores through the object
     * could alias the arguments and be reloaded one by one. */
    uint8_t tab[256];
    for (int i = 0; i < 256; i++) tab[i] = (uint8_t)i;
    for (size_t i = 0; i < fn; i++) tab[f[i]] = t[i];
    Bytes *r = bytes_raw(vm, 256);
    if (!r) return VEXC;
    memcpy(r->buf, tab, sizeof tab);
    return v_obj(r);
}

/* ---- methods: codecs and hex ---------------------------------------------- */

METHOD(m_decode) {
    SELF_BYTES(b);
    static const char *const names[] = {"encoding", "errors"};
    if (argc > 2) return exc_raise(vm, EXC_TypeError, "decode() takes at most 2 arguments (%d given)", argc);
    Value a[2];
    if (!parse_kw(vm, "decode", argc, argv, kwnames, names, 2, a)) return VEXC;
    const char *enc = "utf-8", *err = "strict";
    if (!arg_cstr(vm, "decode", "encoding", a[0], &enc) || !arg_cstr(vm, "decode", "errors", a[1], &err))
        return VEXC;
    return codec_decode(vm, (const char *)bdata(b), b->len, enc, err);
}

/* hex(sep=<none>, bytes_per_sep=1): CPython's _Py_strhex_impl grouping
 * (positive counts group from the right, negative from the left). */
METHOD(m_hex) {
    SELF_BYTES(b);
    static const char *const names[] = {"sep", "bytes_per_sep"};
    if (argc > 2) return exc_raise(vm, EXC_TypeError, "hex() takes at most 2 arguments (%d given)", argc);
    Value a[2];
    if (!parse_kw(vm, "hex", argc, argv, kwnames, names, 2, a)) return VEXC;
    char sep = 0;
    int64_t per = 1;
    if (!IS_EMPTY(a[0]) && !IS_NONE(a[0])) {
        Value s = a[0];
        if (IS_STR(s)) {
            Str *ss = AS_STR(s);
            if (ss->clen != 1) return exc_raise(vm, EXC_ValueError, "sep must be length 1.");
            if ((unsigned char)ss->data[0] >= 0x80) return exc_raise(vm, EXC_ValueError, "sep must be ASCII.");
            sep = ss->data[0];
        } else if (is_bytes(s)) {
            Bytes *sb = as_bytes(s);
            if (sb->len != 1) return exc_raise(vm, EXC_ValueError, "sep must be length 1.");
            if (is_ba(s)) return exc_raise(vm, EXC_TypeError, "sep must be str or bytes.");
            if (bdata(sb)[0] >= 0x80) return exc_raise(vm, EXC_ValueError, "sep must be ASCII.");
            sep = (char)bdata(sb)[0];
        } else {
            return exc_raise(vm, EXC_TypeError, "object of type '%s' has no len()", type_name(vm, s));
        }
    }
    if (!IS_EMPTY(a[1]) && !arg_ssize(vm, a[1], &per)) return VEXC;
    size_t n = b->len;
    uint64_t group = per < 0 ? (uint64_t)0 - (uint64_t)per : (uint64_t)per;
    bool use_sep = sep && group && n > 0;
    if (n > (SIZE_MAX / 4)) return rt_halt(vm, HALT_MEMORY);
    size_t total = n * 2 + (use_sep ? (n - 1) / group : 0);
    if (!mem_would_fit(vm, sizeof(Str) + total + 1)) return VEXC;
    if (!charge_bytes(vm, total)) return VEXC;
    char *out = mem_alloc(vm, total ? total : 1);
    if (!out) return VEXC;
    const uint8_t *p = bdata(b);
    size_t o = 0;
    for (size_t i = 0; i < n; i++) {
        if (use_sep && i > 0) {
            bool before = per < 0 ? i % group == 0 : (n - i) % group == 0;
            if (before) out[o++] = sep;
        }
        out[o++] = hexdig[p[i] >> 4];
        out[o++] = hexdig[p[i] & 15];
    }
    Value r = str_value(vm, out, o);
    mem_free(vm, out, total ? total : 1);
    return r;
}

static int hexval(uint32_t c) {
    if (c >= '0' && c <= '9') return (int)(c - '0');
    if (c >= 'a' && c <= 'f') return (int)(c - 'a' + 10);
    if (c >= 'A' && c <= 'F') return (int)(c - 'A' + 10);
    return -1;
}

/* bytes.fromhex(string) / bytearray.fromhex(string): a class method; the
 * receiver is the type. Whitespace may separate byte pairs; positions in
 * the error are code point indices. */
static Value m_fromhex(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    uint8_t kind = IS_TYPE(self) ? AS_TYPE(self)->inst_kind : OK_BYTES;
    if (kind != OK_BYTEARRAY) kind = OK_BYTES;
    Value sv = argv[0];
    if (IS_INSTANCE(sv) && IS_STR(AS_INSTANCE(sv)->builtin_value)) sv = AS_INSTANCE(sv)->builtin_value;
    if (!IS_STR(sv))
        return exc_raise(vm, EXC_TypeError, "fromhex() argument must be str, not %s", type_name(vm, argv[0]));
    Str *s = AS_STR(sv);
    if (!charge_bytes(vm, s->blen)) return VEXC;
    StrBuf sb;
    sb_init(&sb, vm);
    const char *d = s->data;
    size_t pos = 0, cp = 0, n = s->blen;
    while (pos < n) {
        if (c_space((uint8_t)d[pos])) {
            while (pos < n && c_space((uint8_t)d[pos])) {
                pos++;
                cp++;
            }
            if (pos >= n) break;
        }
        int hi = hexval(utf8_decode(d, &pos));
        if (hi < 0) {
            sb_free(&sb);
            return exc_raise(vm, EXC_ValueError, "non-hexadecimal number found in fromhex() arg at position %zu", cp);
        }
        cp++;
        int lo = pos < n ? hexval(utf8_decode(d, &pos)) : -1;
        if (lo < 0) {
            sb_free(&sb);
            return exc_raise(vm, EXC_ValueError, "non-hexadecimal number found in fromhex() arg at position %zu", cp);
        }
        cp++;
        sb_addc(&sb, (char)(hi * 16 + lo));
    }
    Value r = from_sb(vm, kind, &sb);
    /* A subclass: CPython calls the class with the plain result. */
    if (IS_EXC(r) || !IS_TYPE(self) || AS_TYPE(self) == vm->types[kind]) return r;
    gc_push(vm, r);
    Value w = rt_call1(vm, self, r);
    gc_pop(vm, 1);
    return w;
}

/* ---- methods: bytearray mutation ------------------------------------------ */

#define SELF_BA(b)                                                             \
    if (!is_ba(self))                                                          \
        return exc_raise(vm, EXC_TypeError, "descriptor requires a 'bytearray' object but received a '%s'", \
                         type_name(vm, self));                                 \
    Bytes *b = as_bytes(self)

METHOD(m_append) {
    SELF_BA(b);
    uint8_t c;
    if (!to_byte(vm, argv[0], &c, false)) return VEXC;
    if (!ba_reserve(vm, b, b->len + 1)) return VEXC;
    b->buf[b->len++] = c;
    return VNONE;
}

METHOD(m_extend) {
    SELF_BA(b);
    Value src = argv[0];
    const uint8_t *p;
    size_t n;
    if (bytes_buffer(src, &p, &n)) {
        Value r = concat(vm, self, src, true);
        return IS_EXC(r) ? r : VNONE;
    }
    /* Collect first: a failure part-way leaves the bytearray unchanged. */
    if (!range_hint_fits(vm, src)) return VEXC;
    StrBuf sb;
    sb_init(&sb, vm);
    if (!collect_ints(vm, src, &sb, false, "can't extend bytearray with %s")) {
        sb_free(&sb);
        return VEXC;
    }
    int rc = ba_splice(vm, b, b->len, b->len, (const uint8_t *)sb.p, sb.len);
    sb_free(&sb);
    return rc < 0 ? VEXC : VNONE;
}

METHOD(m_pop) {
    SELF_BA(b);
    int64_t i = -1;
    if (argc > 0 && !arg_ssize(vm, argv[0], &i)) return VEXC;
    if (b->len == 0) return exc_raise(vm, EXC_IndexError, "pop from empty bytearray");
    if (i < 0) i += (int64_t)b->len;
    if (i < 0 || i >= (int64_t)b->len) return exc_raise(vm, EXC_IndexError, "pop index out of range");
    uint8_t c = b->buf[i];
    if (ba_splice(vm, b, (size_t)i, (size_t)i + 1, NULL, 0) < 0) return VEXC;
    return v_int(c);
}

METHOD(m_insert) {
    SELF_BA(b);
    int64_t i;
    uint8_t c;
    if (!arg_ssize(vm, argv[0], &i)) return VEXC;
    if (!to_byte(vm, argv[1], &c, false)) return VEXC;
    int64_t n = (int64_t)b->len;
    if (i < 0) {
        i += n;
        if (i < 0) i = 0;
    }
    if (i > n) i = n;
    if (ba_splice(vm, b, (size_t)i, (size_t)i, &c, 1) < 0) return VEXC;
    return VNONE;
}

METHOD(m_remove) {
    SELF_BA(b);
    uint8_t c;
    if (!to_byte(vm, argv[0], &c, false)) return VEXC;
    if (!charge_bytes(vm, b->len)) return VEXC;
    const uint8_t *p = b->len ? memchr(b->buf, c, b->len) : NULL;
    if (!p) return exc_raise(vm, EXC_ValueError, "value not found in bytearray");
    size_t i = (size_t)(p - b->buf);
    if (ba_splice(vm, b, i, i + 1, NULL, 0) < 0) return VEXC;
    return VNONE;
}

METHOD(m_clear) {
    SELF_BA(b);
    b->len = 0;
    ba_shrink(vm, b);
    return VNONE;
}

METHOD(m_reverse) {
    SELF_BA(b);
    if (!charge_bytes(vm, b->len)) return VEXC;
    for (size_t i = 0, j = b->len; i + 1 < j; i++, j--) {
        uint8_t t = b->buf[i];
        b->buf[i] = b->buf[j - 1];
        b->buf[j - 1] = t;
    }
    return VNONE;
}

METHOD(m_copy) {
    SELF_BA(b);
    if (!charge_bytes(vm, b->len)) return VEXC;
    return new_of(vm, OK_BYTEARRAY, bdata(b), b->len);
}

/* bytearray.__init__(self, source=b'', encoding=..., errors=...): self
 * emptied, then given the new contents, as CPython's (so b.__init__(b)
 * leaves b empty). The source may run user code that resizes self: the
 * whole current contents are replaced after it. */
METHOD(m_ba_init) {
    SELF_BA(b);
    if (ba_splice(vm, b, 0, b->len, NULL, 0) < 0) return VEXC;
    Value r = ctor_common(vm, OK_BYTEARRAY, argc, argv, kwnames);
    if (IS_EXC(r)) return r;
    gc_push(vm, r);
    Bytes *src = as_bytes(r);
    int rc = ba_splice(vm, b, 0, b->len, bdata(src), src->len);
    gc_pop(vm, 1);
    return rc < 0 ? VEXC : VNONE;
}

/* ---- special-method wrappers --------------------------------------------- */

/* Python-visible dunders for explicit calls (b.__add__(c), super() in
 * subclass-like code); the interpreter itself goes through the slots. */

METHOD(d_len) { SELF_BYTES(b); return v_int((int64_t)b->len); }
METHOD(d_getitem) { SELF_BYTES(b); (void)b; return slot_getitem(vm, self, argv[0]); }
METHOD(d_contains) {
    SELF_BYTES(b);
    (void)b;
    int r = slot_contains(vm, self, argv[0]);
    return r < 0 ? VEXC : v_bool(r);
}
METHOD(d_add) { SELF_BYTES(b); (void)b; return concat(vm, self, argv[0], false); }
METHOD(d_mul) {
    SELF_BYTES(b);
    (void)b;
    int64_t k;
    if (!repeat_count(vm, argv[0], &k)) return VEXC;
    return repeat(vm, self, k);
}
METHOD(d_hash) {
    int64_t h;
    if (!is_bytes(self) || is_ba(self))
        return exc_raise(vm, EXC_TypeError, "unhashable type: '%s'", type_name(vm, self));
    if (slot_hash(vm, self, &h) < 0) return VEXC;
    return v_int(h);
}
METHOD(d_iter) { SELF_BYTES(b); (void)b; return slot_iter(vm, self); }
METHOD(d_repr) { SELF_BYTES(b); (void)b; return bytes_repr(vm, self); }
METHOD(d_reversed) {
    SELF_BYTES(b);
    Iter *it = iter_new(vm, IT_REVERSED, self);
    if (!it) return VEXC;
    it->pos = (int64_t)b->len - 1;
    return v_obj(it);
}
/* bytes(x) of a subclass instance is a plain bytes object (CPython 3.11's
 * bytes.__bytes__). */
METHOD(d_bytes) {
    SELF_BYTES(b);
    if (IS_KIND(self, OK_BYTES)) return self;
    if (!charge_bytes(vm, b->len)) return VEXC;
    return new_of(vm, OK_BYTES, bdata(b), b->len);
}
METHOD(d_mod) { SELF_BYTES(b); (void)b; return bytes_mod(vm, self, argv[0]); }
/* bytes.__rmod__ (bytearray's): other % self where other is of the same
 * kind (CPython's bytes_mod and bytearray_mod with the operands swapped). */
METHOD(d_rmod) {
    SELF_BYTES(b);
    (void)b;
    if (!is_bytes(argv[0]) || is_ba(argv[0]) != is_ba(self)) return v_notimpl();
    return bytes_mod(vm, argv[0], self);
}

static Value cmp_method(VM *vm, Value self, Value other, int op) {
    if (!is_bytes(self)) return v_notimpl();
    return slot_richcmp(vm, self, other, op);
}
METHOD(d_eq) { return cmp_method(vm, self, argv[0], CO_EQ); }
METHOD(d_ne) { return cmp_method(vm, self, argv[0], CO_NE); }
METHOD(d_lt) { return cmp_method(vm, self, argv[0], CO_LT); }
METHOD(d_le) { return cmp_method(vm, self, argv[0], CO_LE); }
METHOD(d_gt) { return cmp_method(vm, self, argv[0], CO_GT); }
METHOD(d_ge) { return cmp_method(vm, self, argv[0], CO_GE); }

METHOD(d_setitem) {
    SELF_BA(b);
    (void)b;
    return ba_setitem(vm, self, argv[0], argv[1]) < 0 ? VEXC : VNONE;
}
METHOD(d_delitem) {
    SELF_BA(b);
    (void)b;
    return ba_setitem(vm, self, argv[0], VEMPTY) < 0 ? VEXC : VNONE;
}
METHOD(d_iadd) {
    SELF_BA(b);
    (void)b;
    return concat(vm, self, argv[0], true);
}
METHOD(d_imul) {
    SELF_BA(b);
    (void)b;
    int64_t k;
    if (!repeat_count(vm, argv[0], &k)) return VEXC;
    return irepeat(vm, self, k);
}

/* ---- registration ------------------------------------------------------------ */

/* Methods common to bytes and bytearray. */
static const MethodDef common_methods[] = {
    {"capitalize", m_capitalize, 0, 0, 0},
    {"center", m_center, 1, 2, 0},
    {"count", m_count, 1, 3, NATIVE_ARGTUPLE},
    {"decode", m_decode, 0, -1, NATIVE_KW},
    {"endswith", m_endswith, 1, 3, NATIVE_ARGTUPLE},
    {"expandtabs", m_expandtabs, 0, -1, NATIVE_KW},
    {"find", m_find, 1, 3, NATIVE_ARGTUPLE},
    {"hex", m_hex, 0, -1, NATIVE_KW},
    {"index", m_index, 1, 3, NATIVE_ARGTUPLE},
    {"isalnum", m_isalnum, 0, 0, 0},
    {"isalpha", m_isalpha, 0, 0, 0},
    {"isascii", m_isascii, 0, 0, 0},
    {"isdigit", m_isdigit, 0, 0, 0},
    {"islower", m_islower, 0, 0, 0},
    {"isspace", m_isspace, 0, 0, 0},
    {"istitle", m_istitle, 0, 0, 0},
    {"isupper", m_isupper, 0, 0, 0},
    {"join", m_join, 1, 1, 0},
    {"ljust", m_ljust, 1, 2, 0},
    {"lower", m_lower, 0, 0, 0},
    {"lstrip", m_lstrip, 0, 1, 0},
    {"partition", m_partition, 1, 1, 0},
    {"removeprefix", m_removeprefix, 1, 1, 0},
    {"removesuffix", m_removesuffix, 1, 1, 0},
    {"replace", m_replace, 2, 3, 0},
    {"rfind", m_rfind, 1, 3, NATIVE_ARGTUPLE},
    {"rindex", m_rindex, 1, 3, NATIVE_ARGTUPLE},
    {"rjust", m_rjust, 1, 2, 0},
    {"rpartition", m_rpartition, 1, 1, 0},
    {"rsplit", m_rsplit, 0, -1, NATIVE_KW},
    {"rstrip", m_rstrip, 0, 1, 0},
    {"split", m_split, 0, -1, NATIVE_KW},
    {"splitlines", m_splitlines, 0, -1, NATIVE_KW},
    {"startswith", m_startswith, 1, 3, NATIVE_ARGTUPLE},
    {"strip", m_strip, 0, 1, 0},
    {"swapcase", m_swapcase, 0, 0, 0},
    {"title", m_title, 0, 0, 0},
    {"translate", m_translate, 1, 2, NATIVE_KW},
    {"upper", m_upper, 0, 0, 0},
    {"zfill", m_zfill, 1, 1, 0},
    {"__len__", d_len, 0, 0, 0},
    {"__getitem__", d_getitem, 1, 1, 0},
    {"__contains__", d_contains, 1, 1, 0},
    {"__add__", d_add, 1, 1, 0},
    {"__mul__", d_mul, 1, 1, 0},
    {"__rmul__", d_mul, 1, 1, 0},
    {"__mod__", d_mod, 1, 1, 0},
    {"__rmod__", d_rmod, 1, 1, 0},
    {"__eq__", d_eq, 1, 1, 0},
    {"__ne__", d_ne, 1, 1, 0},
    {"__lt__", d_lt, 1, 1, 0},
    {"__le__", d_le, 1, 1, 0},
    {"__gt__", d_gt, 1, 1, 0},
    {"__ge__", d_ge, 1, 1, 0},
    {"__iter__", d_iter, 0, 0, 0},
    {"__repr__", d_repr, 0, 0, 0},
    {"__str__", d_repr, 0, 0, 0},
    /* Not a CPython method: reversed() finds sequences of built-in kinds
     * through __reversed__ here. */
    {"__reversed__", d_reversed, 0, 0, 0},
    {NULL, NULL, 0, 0, 0},
};

static const MethodDef bytes_only_methods[] = {
    {"__hash__", d_hash, 0, 0, 0},
    {"__bytes__", d_bytes, 0, 0, 0},
    {"__new__", m_bytes_new, 0, -1, NATIVE_KW},
    {NULL, NULL, 0, 0, 0},
};

static const MethodDef bytearray_methods[] = {
    {"append", m_append, 1, 1, 0},
    {"clear", m_clear, 0, 0, 0},
    {"copy", m_copy, 0, 0, 0},
    {"extend", m_extend, 1, 1, 0},
    {"insert", m_insert, 2, 2, 0},
    {"pop", m_pop, 0, 1, 0},
    {"remove", m_remove, 1, 1, 0},
    {"reverse", m_reverse, 0, 0, 0},
    {"__setitem__", d_setitem, 2, 2, 0},
    {"__delitem__", d_delitem, 1, 1, 0},
    {"__iadd__", d_iadd, 1, 1, 0},
    {"__imul__", d_imul, 1, 1, 0},
    {"__new__", m_bytearray_new, 0, -1, NATIVE_KW},
    {"__init__", m_ba_init, 0, -1, NATIVE_KW},
    {NULL, NULL, 0, 0, 0},
};

/* fromhex (a class method) and maketrans (a static method). */
static void add_type_functions(VM *vm, Type *t) {
    char q[64];
    Native *fh = native_new(vm, "fromhex", m_fromhex, 1, 1, 0);
    if (!fh) return;
    fh->owner = t;
    snprintf(q, sizeof q, "%s.fromhex", t->name->data);
    Str *qs = str_intern_cstr(vm, q);
    if (qs) fh->qualname = qs;
    Wrapper *cm = obj_alloc(vm, OK_CLASSMETHOD, sizeof(Wrapper));
    if (!cm) return;
    cm->func = v_obj(fh);
    dict_set_str(vm, t->dict, fh->name, v_obj(cm));
    Native *mk = native_new(vm, "maketrans", m_maketrans, 2, 2, 0);
    if (!mk) return;
    mk->owner = t;
    snprintf(q, sizeof q, "%s.maketrans", t->name->data);
    qs = str_intern_cstr(vm, q);
    if (qs) mk->qualname = qs;
    dict_set_str(vm, t->dict, mk->name, v_obj(mk));
}

static void init_type(VM *vm, Type *t, bool mutable) {
    TypeSlots *sl = &t->slots;
    sl->repr = bytes_repr;
    sl->str = bytes_repr;
    sl->hash = mutable ? NULL : slot_hash;
    sl->richcmp = slot_richcmp;
    sl->iter = slot_iter;
    sl->len = slot_len;
    sl->getitem = slot_getitem;
    sl->setitem = mutable ? ba_setitem : NULL;
    sl->contains = slot_contains;
    sl->binop = slot_binop;
    sl->truthy = slot_truthy;
    t->ctor = mutable ? bytearray_ctor : bytes_ctor;
    type_add_methods(vm, t, common_methods);
    type_add_methods(vm, t, mutable ? bytearray_methods : bytes_only_methods);
    add_type_functions(vm, t);
    /* bytearray.__hash__ is None: subclasses stay unhashable unless they
     * define __hash__ themselves. */
    if (mutable) dict_set_str(vm, t->dict, vm->names->__hash__, VNONE);
}

void bytes_init(VM *vm) {
    if (vm->types[OK_BYTES]) init_type(vm, vm->types[OK_BYTES], false);
    if (vm->types[OK_BYTEARRAY]) init_type(vm, vm->types[OK_BYTEARRAY], true);
}
