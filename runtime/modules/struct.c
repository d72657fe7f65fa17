/* struct: formats, integers, strings and their errors are Python
 * (runtime/modules/py/_struct.py, run in this module's namespace); this
 * file gives it what Python code cannot do: a float's IEEE 754 bits in
 * binary16, binary32 and binary64, and back, and the unpacking of a
 * parsed layout from a buffer in one call. Every value is converted by
 * the Python side before it reaches these functions, so no user code runs
 * here. */
#include <math.h>
#include "runtime/rt.h"

/* binary16 bits of x rounded half to even; false when x is finite and too
 * large. NaN is the quiet NaN 0x7e00 with x's sign, as CPython packs it. */
static bool half_bits(double x, uint16_t *out) {
    uint16_t sign = signbit(x) ? 0x8000 : 0;
    double a = fabs(x);
    if (isnan(x)) {
        *out = sign | 0x7e00;
        return true;
    }
    if (isinf(a)) {
        *out = sign | 0x7c00;
        return true;
    }
    if (a == 0) {
        *out = sign;
        return true;
    }
    int e;
    double m = frexp(a, &e);        /* a = m * 2^e, 0.5 <= m < 1 */
    int biased = e + 14;            /* the exponent field of a normal result */
    /* The significand in units of the last place: 2^-24 for a subnormal,
     * else 1.f scaled by 2^10. */
    double scaled = biased <= 0 ? ldexp(a, 24) : ldexp(m, 11);
    double fl = floor(scaled), diff = scaled - fl;
    uint32_t bits = (uint32_t)fl;
    if (diff > 0.5 || (diff == 0.5 && (bits & 1))) bits++;
    if (biased <= 0) {
        /* 1024 here is the smallest normal, whose bits are exactly that. */
        *out = (uint16_t)(sign | bits);
        return true;
    }
    if (bits == 2048) {
        bits = 1024;
        biased++;
    }
    if (biased >= 31) return false;
    *out = (uint16_t)(sign | ((uint32_t)biased << 10) | (bits - 1024));
    return true;
}

static double half_value(uint16_t h) {
    int sign = h >> 15, biased = (h >> 10) & 0x1f;
    unsigned f = h & 0x3ff;
    double x;
    if (biased == 0x1f)
        x = f ? NAN : INFINITY;
    else if (biased == 0)
        x = ldexp((double)f, -24);
    else
        x = ldexp((double)(f + 1024), biased - 25);
    return sign ? -x : x;
}

static void put_bits(uint8_t *out, uint64_t bits, int n, bool little) {
    for (int i = 0; i < n; i++) out[little ? i : n - 1 - i] = (uint8_t)(bits >> (8 * i));
}

static uint64_t get_bits(const uint8_t *in, int n, bool little) {
    uint64_t bits = 0;
    for (int i = 0; i < n; i++) bits |= (uint64_t)in[little ? i : n - 1 - i] << (8 * i);
    return bits;
}

/* _pack_float(x, size, little, strict): the size-byte (2, 4 or 8) IEEE
 * 754 form of the float x; with strict false, a float too large for 4
 * bytes packs as an infinity (CPython's native 'f'). */
static Value f_pack_float(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_FLOAT(argv[0]) || !IS_INT(argv[1]) || !IS_BOOL(argv[2]) || !IS_BOOL(argv[3]))
        return exc_raise(vm, EXC_TypeError, "_pack_float(float, int, bool, bool)");
    double x = AS_FLOAT(argv[0]);
    int64_t size = AS_INT(argv[1]);
    bool little = AS_BOOL(argv[2]);
    uint8_t out[8];
    if (size == 2) {
        uint16_t h;
        if (!half_bits(x, &h)) return exc_raise(vm, EXC_OverflowError, "float too large to pack with e format");
        put_bits(out, h, 2, little);
    } else if (size == 4) {
        float y = (float)x;
        if (AS_BOOL(argv[3]) && isinf(y) && !isinf(x)) return exc_raise(vm, EXC_OverflowError, "float too large to pack with f format");
        uint32_t b;
        memcpy(&b, &y, 4);
        if (isnan(x)) b = (signbit(x) ? UINT32_C(0x80000000) : 0) | UINT32_C(0x7fc00000);
        put_bits(out, b, 4, little);
    } else if (size == 8) {
        uint64_t b;
        memcpy(&b, &x, 8);
        /* A NaN's payload here tells NaN objects apart (float.c's
         * float_fresh_nan): packed, it is the plain quiet NaN. */
        if (isnan(x)) b = (signbit(x) ? UINT64_C(0x8000000000000000) : 0) | UINT64_C(0x7ff8000000000000);
        put_bits(out, b, 8, little);
    } else {
        return exc_raise(vm, EXC_ValueError, "float size must be 2, 4 or 8");
    }
    return bytes_new(vm, (const char *)out, (size_t)size);
}

/* _unpack_float(b, little): the float whose 2, 4 or 8-byte IEEE 754 form
 * is the bytes b. */
static Value f_unpack_float(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    const uint8_t *p;
    size_t n;
    if (!bytes_buffer(argv[0], &p, &n) || !IS_BOOL(argv[1]) || (n != 2 && n != 4 && n != 8))
        return exc_raise(vm, EXC_TypeError, "_unpack_float(bytes of 2, 4 or 8, bool)");
    uint64_t bits = get_bits(p, (int)n, AS_BOOL(argv[1]));
    if (n == 2) return v_float(half_value((uint16_t)bits));
    if (n == 4) {
        uint32_t b = (uint32_t)bits;
        float y;
        memcpy(&y, &b, 4);
        return v_float((double)y);
    }
    double x;
    memcpy(&x, &bits, 8);
    return v_float(x);
}

/* One item of a layout: (code, count, offset, itemsize), as _parse in
 * the Python half makes them; false when it is not one. */
static bool layout_item(Value it, char *code, int64_t *count, int64_t *offset, int64_t *size) {
    if (!IS_TUPLE(it) || AS_TUPLE(it)->len != 4) return false;
    Value *f = AS_TUPLE(it)->items;
    if (!IS_STR(f[0]) || AS_STR(f[0])->blen != 1 || !IS_INT(f[1]) || !IS_INT(f[2]) || !IS_INT(f[3])) return false;
    *code = AS_STR(f[0])->data[0];
    *count = AS_INT(f[1]);
    *offset = AS_INT(f[2]);
    *size = AS_INT(f[3]);
    if (*count < 0 || *offset < 0) return false;
    /* The width each code reads and writes here, whatever the layout
     * says: a layout that disagreed would read past its span. */
    switch (*code) {
    case 'x': case '?': case 'c': case 's': case 'p': return *size == 1;
    case 'e': return *size == 2;
    case 'f': return *size == 4;
    case 'd': return *size == 8;
    case 'b': case 'B': case 'h': case 'H': case 'i': case 'I': case 'l': case 'L':
    case 'q': case 'Q': case 'n': case 'N': case 'P':
        return *size == 1 || *size == 2 || *size == 4 || *size == 8;
    default: return false;
    }
}

static Value unpack_one(VM *vm, char code, const uint8_t *at, int64_t size, bool little) {
    switch (code) {
    case '?': return v_bool(*at != 0);
    case 'c': return bytes_new(vm, (const char *)at, 1);
    case 'e': return v_float(half_value((uint16_t)get_bits(at, 2, little)));
    case 'f': {
        uint32_t b = (uint32_t)get_bits(at, 4, little);
        float y;
        memcpy(&y, &b, 4);
        return v_float((double)y);
    }
    case 'd': {
        uint64_t b = get_bits(at, 8, little);
        double x;
        memcpy(&x, &b, 8);
        return v_float(x);
    }
    default: {
        uint64_t bits = get_bits(at, (int)size, little);
        bool is_signed = code == 'b' || code == 'h' || code == 'i' || code == 'l' || code == 'q' || code == 'n';
        if (is_signed) {
            int shift = 64 - 8 * (int)size;
            int64_t v = shift ? (int64_t)(bits << shift) >> shift : (int64_t)bits;
            return v_int(v);
        }
        if (bits <= (uint64_t)INT64_MAX) return v_int((int64_t)bits);
        return int_from_i128(vm, (__int128)bits);
    }
    }
}

/* _unpack_items(items, little, buf, start): the tuple of the values that
 * the layout's items (_parse's) read from buf at start. The Python half
 * checked the buffer's size; it is checked again here. */
static Value f_unpack_items(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value iv = argv[0];
    const uint8_t *p;
    size_t n;
    if (!IS_TUPLE(iv) && !IS_LIST(iv)) return exc_raise(vm, EXC_TypeError, "_unpack_items needs a layout");
    if (!IS_BOOL(argv[1]) || !bytes_buffer(argv[2], &p, &n) || !IS_INT(argv[3]) || AS_INT(argv[3]) < 0)
        return exc_raise(vm, EXC_TypeError, "_unpack_items(items, bool, bytes, int)");
    Value *items = IS_TUPLE(iv) ? AS_TUPLE(iv)->items : AS_LIST(iv)->items;
    size_t nitems = IS_TUPLE(iv) ? AS_TUPLE(iv)->len : AS_LIST(iv)->len;
    bool little = AS_BOOL(argv[1]);
    int64_t start = AS_INT(argv[3]);
    size_t total = 0;
    /* The layout is walked twice whatever its items make (a snippet may
     * pass a long list of pad items): charged by its length. */
    if (!rt_charge(vm, (int64_t)nitems)) return VEXC;
    for (size_t k = 0; k < nitems; k++) {
        char code;
        int64_t count, offset, size;
        if (!layout_item(items[k], &code, &count, &offset, &size))
            return exc_raise(vm, EXC_TypeError, "_unpack_items needs a layout");
        if (count > INT64_MAX / size) return exc_raise(vm, EXC_ValueError, "_unpack_items: the buffer is too small");
        int64_t span = count * size;
        if (start > (int64_t)n || offset > (int64_t)n - start || span > (int64_t)n - start - offset)
            return exc_raise(vm, EXC_ValueError, "_unpack_items: the buffer is too small");
        if (code != 'x') total += code == 's' || code == 'p' ? 1 : (size_t)count;
    }
    if (!rt_charge(vm, 1 + (int64_t)(total / 4))) return VEXC;
    Tuple *t = tuple_new(vm, total);
    if (!t) return VEXC;
    size_t rs = gc_scope(vm);
    gc_push(vm, v_obj(t));
    size_t out = 0;
    Value r = v_obj(t);
    for (size_t k = 0; k < nitems && !IS_EXC(r); k++) {
        char code;
        int64_t count, offset, size;
        layout_item(items[k], &code, &count, &offset, &size);
        const uint8_t *at = p + start + offset;
        if (code == 'x') continue;
        if (code == 's' || code == 'p') {
            size_t len = (size_t)count, from = 0;
            if (code == 'p') {
                len = count == 0 ? 0 : (at[0] < count - 1 ? at[0] : (size_t)(count - 1));
                from = 1;
            }
            Value b = bytes_new(vm, (const char *)at + (count ? from : 0), len);
            if (IS_EXC(b)) r = VEXC;
            else t->items[out++] = b;
            continue;
        }
        for (int64_t j = 0; j < count; j++) {
            Value v = unpack_one(vm, code, at + j * size, size, little);
            if (IS_EXC(v)) {
                r = VEXC;
                break;
            }
            t->items[out++] = v;
        }
    }
    gc_unscope(vm, rs);
    return r;
}

/* One value of the fast path of _pack_items_c into `at`: false when it
 * is not of the plain kind the code takes (the Python half then packs the
 * item itself, with CPython's conversions and errors). */
static bool pack_one(char code, Value v, uint8_t *at, int64_t size, bool little, bool strict) {
    switch (code) {
    case '?':
        if (!IS_BOOL(v)) return false;
        *at = AS_BOOL(v);
        return true;
    case 'e': case 'f': case 'd': {
        if (!IS_FLOAT(v)) return false;
        double x = AS_FLOAT(v);
        if (code == 'e') {
            uint16_t h;
            if (!half_bits(x, &h)) return false;
            put_bits(at, h, 2, little);
        } else if (code == 'f') {
            float y = (float)x;
            if (strict && isinf(y) && !isinf(x)) return false;
            uint32_t b;
            memcpy(&b, &y, 4);
            if (isnan(x)) b = (signbit(x) ? UINT32_C(0x80000000) : 0) | UINT32_C(0x7fc00000);
            put_bits(at, b, 4, little);
        } else {
            uint64_t b;
            memcpy(&b, &x, 8);
            if (isnan(x)) b = (signbit(x) ? UINT64_C(0x8000000000000000) : 0) | UINT64_C(0x7ff8000000000000);
            put_bits(at, b, 8, little);
        }
        return true;
    }
    case 'b': case 'h': case 'i': case 'l': case 'q': case 'n': {
        if (!IS_INT(v)) return false;
        int64_t x = AS_INT(v);
        if (size < 8) {
            int64_t hi = ((int64_t)1 << (8 * size - 1)) - 1;
            if (x > hi || x < -hi - 1) return false;
        }
        put_bits(at, (uint64_t)x, (int)size, little);
        return true;
    }
    case 'B': case 'H': case 'I': case 'L': case 'Q': case 'N': {
        if (!IS_INT(v) || AS_INT(v) < 0) return false;
        uint64_t x = (uint64_t)AS_INT(v);
        if (size < 8 && x >> (8 * size)) return false;
        put_bits(at, x, (int)size, little);
        return true;
    }
    default:
        return false;
    }
}

/* _pack_items_c(items, little, strict, args, size): the size bytes the
 * layout's items (_parse's) make of args (a tuple or list) when every
 * value is of the plain kind its code takes (an int in range, a float, a
 * bool); None otherwise, and the Python half packs them with CPython's
 * conversions and errors. */
static Value f_pack_items(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value iv = argv[0], av = argv[3];
    if ((!IS_TUPLE(iv) && !IS_LIST(iv)) || !IS_BOOL(argv[1]) || !IS_BOOL(argv[2]) ||
        (!IS_TUPLE(av) && !IS_LIST(av)) || !IS_INT(argv[4]) || AS_INT(argv[4]) < 0 ||
        AS_INT(argv[4]) > (int64_t)UINT32_MAX)
        return exc_raise(vm, EXC_TypeError, "_pack_items_c(items, bool, bool, args, size)");
    Value *items = IS_TUPLE(iv) ? AS_TUPLE(iv)->items : AS_LIST(iv)->items;
    size_t nitems = IS_TUPLE(iv) ? AS_TUPLE(iv)->len : AS_LIST(iv)->len;
    Value *vals = IS_TUPLE(av) ? AS_TUPLE(av)->items : AS_LIST(av)->items;
    size_t nargs = IS_TUPLE(av) ? AS_TUPLE(av)->len : AS_LIST(av)->len;
    bool little = AS_BOOL(argv[1]), strict = AS_BOOL(argv[2]);
    int64_t total = AS_INT(argv[4]);
    size_t nvals = 0;
    /* The layout is walked twice whatever it packs: charged by its length. */
    if (!rt_charge(vm, (int64_t)nitems)) return VEXC;
    for (size_t k = 0; k < nitems; k++) {
        char code;
        int64_t count, offset, size;
        if (!layout_item(items[k], &code, &count, &offset, &size)) return VNONE;
        if (code == 's' || code == 'p' || code == 'c' || code == 'P') return VNONE;
        if (offset > total || count > (total - offset) / (size ? size : 1)) return VNONE;
        if (code != 'x') nvals += (size_t)count;
    }
    if (nvals != nargs) return VNONE;
    /* The buffer first: a format of a billion pad bytes stops on the
     * memory cap, as its bytes would. */
    uint8_t stack[256];
    uint8_t *buf = total <= (int64_t)sizeof stack ? stack : mem_alloc(vm, (size_t)total);
    if (!buf) return VEXC;
    if (!rt_charge(vm, 1 + total / 16)) {
        if (buf != stack) mem_free(vm, buf, (size_t)total);
        return VEXC;
    }
    memset(buf, 0, (size_t)total);
    size_t a = 0;
    bool plain = true;
    for (size_t k = 0; k < nitems && plain; k++) {
        char code;
        int64_t count, offset, size;
        layout_item(items[k], &code, &count, &offset, &size);
        if (code == 'x') continue;
        for (int64_t j = 0; j < count && plain; j++)
            plain = pack_one(code, vals[a++], buf + offset + j * size, size, little, strict);
    }
    Value r = plain ? bytes_new(vm, (const char *)buf, (size_t)total) : VNONE;
    if (buf != stack) mem_free(vm, buf, (size_t)total);
    return r;
}

Module *struct_module_init(VM *vm) {
    Module *m = module_new(vm, "struct");
    if (!m) return NULL;
    gc_push(vm, v_obj(m));
    Module *result = NULL;
    static const MethodDef funcs[] = {
        {"_pack_float", f_pack_float, 4, 4, 0},
        {"_unpack_float", f_unpack_float, 2, 2, 0},
        {"_unpack_items_c", f_unpack_items, 4, 4, 0},
        {"_pack_items_c", f_pack_items, 5, 5, 0},
        {NULL, NULL, 0, 0, 0},
    };
    for (const MethodDef *d = funcs; d->name; d++) {
        Native *n = native_new(vm, d->name, d->fn, d->minargs, d->maxargs, d->flags);
        Str *k = n ? str_intern_cstr(vm, d->name) : NULL;
        if (!k || dict_set_str(vm, m->dict, k, v_obj(n)) < 0) goto done;
    }
    /* Native byte order: that of this machine. */
    const uint16_t probe = 1;
    uint8_t first;
    memcpy(&first, &probe, 1);
    Str *k = str_intern_cstr(vm, "_native_little");
    if (!k || dict_set_str(vm, m->dict, k, v_bool(first == 1)) < 0) goto done;
    if (module_exec_frozen(vm, m, "_struct") < 0) goto done;
    result = m;
done:
    gc_pop(vm, 1);
    return result;
}
