/* The json module: CPython 3.11's output and errors, byte for byte.
 *
 * The work happens in two natives: _encode (CPython's encoder: key
 * coercion, separators, indentation, float repr, NaN/Infinity, the
 * circular-reference check, default()) and _decode (CPython's scanner:
 * the same grammar, the same error positions, the hooks). The public API
 * (dumps, loads, dump, load, JSONEncoder, JSONDecoder, JSONDecodeError) is
 * a thin layer written in Python below, run into the module at import, so
 * that its signatures, keyword errors and subclassing (a JSONEncoder
 * subclass overriding default()) behave as CPython's Python code does.
 *
 * Both natives work on the UTF-8 bytes of the str and convert to code
 * point positions only to report an error. Every loop charges the budget
 * (per value and per 8 bytes of text); all memory goes through StrBuf and
 * the accounted allocator; nesting is guarded by rt_enter; containers under
 * construction stay on the temp-root stack while hooks run. */
#include <math.h>
#include <stdio.h>
#include "runtime/rt.h"
#include "runtime/names.h"

/* ---- encoding ------------------------------------------------------------ */

typedef struct Enc {
    VM *vm;
    StrBuf *b;
    bool skipkeys, ensure_ascii, check_circular, allow_nan, sort_keys;
    Str *indent;        /* NULL: compact */
    const char *bad_indent; /* type name of a non-str ' ' * indent */
    bool py_encoder;    /* indent given: CPython encodes in Python */
    Str *item_sep, *key_sep;
    Value deflt;        /* VNONE: none */
    int64_t level;
    Obj **marks;        /* containers being encoded (circular check) */
    size_t nmarks, capmarks;
} Enc;

static bool enc_value(Enc *e, Value v);

static bool mark_push(Enc *e, Obj *o) {
    if (!e->check_circular) return true;
    for (size_t i = 0; i < e->nmarks; i++) {
        if (e->marks[i] == o) {
            exc_raise(e->vm, EXC_ValueError, "Circular reference detected");
            return false;
        }
    }
    if (!rt_charge(e->vm, (int64_t)(e->nmarks / 16))) return false;
    if (e->nmarks == e->capmarks) {
        size_t nc = e->capmarks ? e->capmarks * 2 : 16;
        Obj **p = mem_realloc(e->vm, e->marks, e->capmarks * sizeof(Obj *), nc * sizeof(Obj *));
        if (!p) return false;
        e->marks = p;
        e->capmarks = nc;
    }
    e->marks[e->nmarks++] = o;
    return true;
}

static void mark_pop(Enc *e) {
    if (e->check_circular) e->nmarks--;
}

/* "\\uXXXX" for a code unit, in lowercase hex as CPython writes it (by
 * hand: snprintf costs more than the rest of the character). */
static void add_uescape(StrBuf *b, uint32_t u) {
    static const char hex[] = "0123456789abcdef";
    char t[6] = {'\\', 'u', hex[(u >> 12) & 15], hex[(u >> 8) & 15], hex[(u >> 4) & 15], hex[u & 15]};
    sb_add(b, t, sizeof t);
}

static bool enc_str(Enc *e, const Str *s) {
    StrBuf *b = e->b;
    if (!rt_charge(e->vm, (int64_t)(s->blen / 8) + 1)) return false;
    sb_addc(b, '"');
    const char *p = s->data;
    size_t n = s->blen, run = 0, i = 0;
    while (i < n) {
        unsigned char c = (unsigned char)p[i];
        bool plain = c >= 0x20 && c != '"' && c != '\\' && (c < 0x7f || (!e->ensure_ascii));
        if (plain) {
            i++;
            continue;
        }
        sb_add(b, p + run, i - run);
        if (c >= 0x7f) {
            size_t at = i;
            uint32_t cp = utf8_decode(p, &at);
            i = at;
            if (cp >= 0x10000) {
                uint32_t v = cp - 0x10000;
                add_uescape(b, 0xd800 + (v >> 10));
                add_uescape(b, 0xdc00 + (v & 0x3ff));
            } else {
                add_uescape(b, cp);
            }
        } else {
            switch (c) {
            case '"': sb_adds(b, "\\\""); break;
            case '\\': sb_adds(b, "\\\\"); break;
            case '\n': sb_adds(b, "\\n"); break;
            case '\r': sb_adds(b, "\\r"); break;
            case '\t': sb_adds(b, "\\t"); break;
            case '\b': sb_adds(b, "\\b"); break;
            case '\f': sb_adds(b, "\\f"); break;
            default: add_uescape(b, c); break;
            }
            i++;
        }
        run = i;
    }
    sb_add(b, p + run, n - run);
    sb_addc(b, '"');
    return !b->failed;
}

static bool enc_float(Enc *e, double d) {
    if (!isfinite(d)) {
        if (!e->allow_nan) {
            /* CPython's Python encoder (used with an indent) names the value. */
            if (e->py_encoder)
                exc_raise(e->vm, EXC_ValueError, "Out of range float values are not JSON compliant: %s",
                          isnan(d) ? "nan" : d > 0 ? "inf" : "-inf");
            else
                exc_raise(e->vm, EXC_ValueError, "Out of range float values are not JSON compliant");
            return false;
        }
        return sb_adds(e->b, isnan(d) ? "NaN" : d > 0 ? "Infinity" : "-Infinity");
    }
    char buf[40];
    if (!rt_charge(e->vm, FLOAT_REPR_UNITS)) return false;
    float_repr_buf(d, buf);
    return sb_adds(e->b, buf);
}

static bool enc_int(Enc *e, Value v) {
    if (IS_INT(v)) {
        /* The digits by hand: snprintf costs more than the rest of an
         * item's encoding. */
        char buf[24], *p = buf + sizeof buf;
        int64_t x = AS_INT(v);
        uint64_t u = x < 0 ? 0 - (uint64_t)x : (uint64_t)x;
        do *--p = (char)('0' + u % 10); while (u /= 10);
        if (x < 0) *--p = '-';
        return sb_add(e->b, p, (size_t)(buf + sizeof buf - p));
    }
    Value s = int_to_str(e->vm, v, 10);
    if (IS_EXC(s)) return false;
    return sb_addstr(e->b, AS_STR(s));
}

/* '\n' followed by the indent string `level` times. */
static bool newline_indent(Enc *e) {
    if (!rt_charge(e->vm, e->level)) return false;
    sb_addc(e->b, '\n');
    for (int64_t i = 0; i < e->level; i++) sb_addstr(e->b, e->indent);
    return !e->b->failed;
}

/* The built-in value behind an instance of a subclass of str, int, float,
 * list, tuple or dict; anything else unchanged. */
static Value unwrap(Value v) {
    if (IS_INSTANCE(v) && !IS_EMPTY(AS_INSTANCE(v)->builtin_value)) {
        Value u = AS_INSTANCE(v)->builtin_value;
        if (IS_STR(u) || IS_ANYINT(u) || IS_FLOAT(u) || IS_LIST(u) || IS_TUPLE(u) || IS_DICT(u)) return u;
    }
    return v;
}

static bool enc_open(Enc *e, char c) {
    if (e->bad_indent) {
        /* CPython fails where it first adds the indent to '\n'. */
        exc_raise(e->vm, EXC_TypeError, "can only concatenate str (not \"%s\") to str", e->bad_indent);
        return false;
    }
    sb_addc(e->b, c);
    if (e->indent) {
        e->level++;
        return newline_indent(e);
    }
    return !e->b->failed;
}

static bool enc_sep(Enc *e) {
    sb_addstr(e->b, e->item_sep);
    if (e->indent) return newline_indent(e);
    return !e->b->failed;
}

static bool enc_close(Enc *e, char c) {
    if (e->indent) {
        e->level--;
        if (!newline_indent(e)) return false;
    }
    return sb_addc(e->b, c);
}

static bool enc_seq(Enc *e, Value seq) {
    size_t len = IS_LIST(seq) ? AS_LIST(seq)->len : AS_TUPLE(seq)->len;
    if (len == 0) return sb_adds(e->b, "[]");
    if (!mark_push(e, AS_OBJ(seq)) || !enc_open(e, '[')) return false;
    for (size_t i = 0;; i++) {
        /* A list may shrink while default() runs: re-read its length. */
        size_t n = IS_LIST(seq) ? AS_LIST(seq)->len : AS_TUPLE(seq)->len;
        if (i >= n) break;
        if (i && !enc_sep(e)) return false;
        Value item = IS_LIST(seq) ? AS_LIST(seq)->items[i] : AS_TUPLE(seq)->items[i];
        if (!enc_value(e, item)) return false;
    }
    mark_pop(e);
    return enc_close(e, ']');
}

/* A dict key as the text it becomes, or NULL to skip it (skipkeys). */
static bool enc_key(Enc *e, Value key, bool *skip) {
    *skip = false;
    Value k = unwrap(key);
    if (IS_STR(k)) return enc_str(e, AS_STR(k));
    StrBuf tmp, *saved = e->b;
    sb_init(&tmp, e->vm);
    e->b = &tmp;
    bool ok;
    if (IS_FLOAT(k)) ok = enc_float(e, AS_FLOAT(k));
    else if (IS_BOOL(k)) ok = sb_adds(&tmp, AS_BOOL(k) ? "true" : "false");
    else if (IS_NONE(k)) ok = sb_adds(&tmp, "null");
    else if (IS_ANYINT(k)) ok = enc_int(e, k);
    else if (e->skipkeys) {
        *skip = true;
        ok = true;
    } else {
        exc_raise(e->vm, EXC_TypeError, "keys must be str, int, float, bool or None, not %s", type_name(e->vm, key));
        ok = false;
    }
    e->b = saved;
    if (ok && !*skip) {
        sb_addc(e->b, '"');
        sb_add(e->b, tmp.p, tmp.len);
        sb_addc(e->b, '"');
        ok = !e->b->failed && !tmp.failed;
    }
    sb_free(&tmp);
    return ok;
}

static bool enc_dict(Enc *e, Value dv, Dict *d) {
    VM *vm = e->vm;
    if (d->used == 0) return sb_adds(e->b, "{}");
    if (!mark_push(e, AS_OBJ(dv))) return false;
    /* The items are snapshotted, as CPython's PyMapping_Items does, so
     * that default() cannot disturb the iteration. */
    List *items = list_new(vm, d->used);
    if (!items) return false;
    gc_push(vm, v_obj(items));
    bool ok = false;
    size_t pos = 0;
    Value k, v;
    while (dict_next(d, &pos, &k, &v)) {
        Value pair[2] = {k, v};
        Value t = tuple_pack(vm, 2, pair);
        if (IS_EXC(t) || list_append(vm, items, t) < 0) goto done;
    }
    if (!rt_charge(vm, (int64_t)items->len)) goto done;
    if (e->sort_keys && list_sort(vm, items, VNONE, false) < 0) goto done;
    if (!enc_open(e, '{')) goto done;
    bool first = true;
    for (size_t i = 0; i < items->len; i++) {
        Tuple *t = AS_TUPLE(items->items[i]);
        bool skip;
        size_t mark = e->b->len;
        if (!first && !enc_sep(e)) goto done;
        if (!enc_key(e, t->items[0], &skip)) goto done;
        if (skip) {
            e->b->len = mark;
            continue;
        }
        first = false;
        sb_addstr(e->b, e->key_sep);
        if (!enc_value(e, t->items[1])) goto done;
    }
    mark_pop(e);
    ok = enc_close(e, '}');
done:
    gc_pop(vm, 1);
    return ok;
}

static bool enc_value(Enc *e, Value v) {
    VM *vm = e->vm;
    if (!rt_charge(vm, 1)) return false;
    if (IS_NONE(v)) return sb_adds(e->b, "null");
    if (IS_BOOL(v)) return sb_adds(e->b, AS_BOOL(v) ? "true" : "false");
    Value u = unwrap(v);
    if (IS_STR(u)) return enc_str(e, AS_STR(u));
    if (IS_ANYINT(u)) return enc_int(e, u);
    if (IS_FLOAT(u)) return enc_float(e, AS_FLOAT(u));
    /* A nested container is reachable only through its parent, which
     * default() or a key's __lt__ (sort_keys) may empty while the
     * container is being encoded: hold it, and `v` too while it
     * sits in the circular-reference marks (a freed address could be
     * reused by a new object that would then look like a cycle). */
    size_t rs = gc_scope(vm);
    gc_push(vm, v);
    gc_push(vm, u);
    bool ok;
    if (IS_LIST(u) || IS_TUPLE(u) || IS_DICT(u)) {
        ok = rt_enter(vm, " while encoding a JSON object");
        if (ok) {
            ok = IS_DICT(u) ? enc_dict(e, v, AS_DICT(u)) : enc_seq(e, u);
            rt_leave(vm);
        }
        gc_unscope(vm, rs);
        return ok;
    }
    if (IS_NONE(e->deflt)) {
        /* CPython names the class by its __name__ here (o.__class__.__name__),
         * even for the types it writes in C ('Decimal', 'date'). */
        exc_raise(vm, EXC_TypeError, "Object of type %U is not JSON serializable", type_of(vm, v)->name);
        gc_unscope(vm, rs);
        return false;
    }
    if (IS_OBJ(v) && !mark_push(e, AS_OBJ(v))) {
        gc_unscope(vm, rs);
        return false;
    }
    Value r = rt_call1(vm, e->deflt, v);
    ok = !IS_EXC(r);
    if (ok) {
        gc_push(vm, r);
        ok = rt_enter(vm, " while encoding a JSON object");
        if (ok) {
            ok = enc_value(e, r);
            rt_leave(vm);
        }
    }
    if (ok && IS_OBJ(v)) mark_pop(e);
    gc_unscope(vm, rs);
    return ok;
}

static bool truth(VM *vm, Value v, bool *out) {
    int t = obj_truthy(vm, v);
    if (t < 0) return false;
    *out = t;
    return true;
}

static Str *sep_arg(VM *vm, Value v, const char *what) {
    if (IS_STR(v)) return AS_STR(v);
    if (IS_INSTANCE(v) && IS_STR(AS_INSTANCE(v)->builtin_value)) return AS_STR(AS_INSTANCE(v)->builtin_value);
    exc_raise(vm, EXC_TypeError, "make_encoder() argument %s must be str, not %s", what, type_name(vm, v));
    return NULL;
}

/* _encode(obj, skipkeys, ensure_ascii, check_circular, allow_nan,
 *         sort_keys, indent, item_separator, key_separator, default) */
static Value j_encode(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Enc e;
    memset(&e, 0, sizeof e);
    e.vm = vm;
    if (!truth(vm, argv[1], &e.skipkeys) || !truth(vm, argv[2], &e.ensure_ascii) ||
        !truth(vm, argv[3], &e.check_circular) || !truth(vm, argv[4], &e.allow_nan) ||
        !truth(vm, argv[5], &e.sort_keys))
        return VEXC;
    Value ind = argv[6];
    Value ind_str = VEMPTY;
    e.py_encoder = !IS_NONE(ind);
    if (IS_NONE(ind)) {
        e.indent = NULL;
    } else if (IS_STR(unwrap(ind))) {
        e.indent = AS_STR(unwrap(ind));
    } else {
        /* ' ' * indent, with str's own errors for a bad type. */
        Value space = str_cvalue(vm, " ");
        if (IS_EXC(space)) return space;
        ind_str = obj_binop(vm, BO_MUL, space, ind);
        if (IS_EXC(ind_str)) return ind_str;
        /* A user __rmul__ may return anything. */
        Value u = unwrap(ind_str);
        if (IS_STR(u)) e.indent = AS_STR(u);
        else e.bad_indent = type_name(vm, ind_str);
    }
    if (!IS_EMPTY(ind_str)) gc_push(vm, ind_str);
    e.item_sep = sep_arg(vm, argv[7], "item_separator");
    e.key_sep = e.item_sep ? sep_arg(vm, argv[8], "key_separator") : NULL;
    e.deflt = argv[9];
    Value r = VEXC;
    if (e.item_sep && e.key_sep) {
        StrBuf b;
        sb_init(&b, vm);
        e.b = &b;
        if (enc_value(&e, argv[0]) && !b.failed) r = sb_finish(&b);
        else sb_free(&b);
    }
    mem_free(vm, e.marks, e.capmarks * sizeof(Obj *));
    if (!IS_EMPTY(ind_str)) gc_pop(vm, 1);
    return r;
}

/* ---- decoding ------------------------------------------------------------- */

typedef struct Dec {
    VM *vm;
    Value module;       /* for JSONDecodeError */
    Value doc;
    const char *s;
    size_t n;
    bool ascii;
    bool strict;
    Value object_hook, pairs_hook, parse_float, parse_int, parse_constant;
} Dec;

/* Code point index of byte offset `pos`. */
static int64_t cp_index(const Dec *d, size_t pos) {
    if (d->ascii) return (int64_t)pos;
    int64_t n = 0;
    for (size_t i = 0; i < pos && i < d->n; i++) n += ((unsigned char)d->s[i] & 0xC0) != 0x80;
    return n;
}

/* raise JSONDecodeError(msg, doc, pos) */
static Value dec_error(Dec *d, const char *msg, size_t pos) {
    VM *vm = d->vm;
    if (vm->halt) return VEXC;
    Str *name = str_intern_cstr(vm, "JSONDecodeError");
    Value cls = name && IS_KIND(d->module, OK_MODULE) ? dict_get_str(vm, ((Module *)AS_OBJ(d->module))->dict, name)
                                                       : VEMPTY;
    Value m = str_cvalue(vm, msg);
    if (IS_EXC(m)) return m;
    if (IS_EMPTY(cls)) return exc_raise(vm, EXC_ValueError, "%s (char %lld)", msg, (long long)cp_index(d, pos));
    gc_push(vm, m);
    Value args[3] = {m, d->doc, v_int(cp_index(d, pos))};
    Value exc = rt_call(vm, cls, 3, args, NULL);
    gc_pop(vm, 1);
    if (IS_EXC(exc)) return exc;
    return exc_raise_obj(vm, exc);
}

static inline bool is_ws(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

static size_t skip_ws(const Dec *d, size_t i) {
    while (i < d->n && is_ws(d->s[i])) i++;
    return i;
}

static Value dec_value(Dec *d, size_t i, size_t *end);

static int hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Four hex digits at s[i..i+4) as a code unit, or -1. */
static int32_t hex4(const Dec *d, size_t i) {
    int32_t v = 0;
    for (size_t k = 0; k < 4; k++) {
        int h = hexval(d->s[i + k]);
        if (h < 0) return -1;
        v = v * 16 + h;
    }
    return v;
}

/* The string whose opening quote is at s[i - 1]; *end is past the close. */
static Value dec_string(Dec *d, size_t i, size_t *end) {
    VM *vm = d->vm;
    size_t begin = i - 1;
    const char *s = d->s;
    size_t n = d->n;
    /* Fast path: no escapes. */
    size_t j = i;
    while (j < n) {
        unsigned char c = (unsigned char)s[j];
        if (c == '"' || c == '\\') break;
        if (c <= 0x1f && d->strict) {
            if (!rt_charge(vm, (int64_t)((j - i) / 8))) return VEXC;
            return dec_error(d, "Invalid control character at", j);
        }
        j++;
    }
    if (!rt_charge(vm, (int64_t)((j - i) / 8) + 1)) return VEXC;
    if (j >= n) return dec_error(d, "Unterminated string starting at", begin);
    if (s[j] == '"') {
        *end = j + 1;
        return str_value(vm, s + i, j - i);
    }
    StrBuf b;
    sb_init(&b, vm);
    for (;;) {
        sb_add(&b, s + i, j - i);
        if (j >= n) {
            sb_free(&b);
            return dec_error(d, "Unterminated string starting at", begin);
        }
        if (s[j] == '"') {
            *end = j + 1;
            return sb_finish(&b);
        }
        /* s[j] is a backslash. */
        j++;
        if (j >= n) {
            sb_free(&b);
            return dec_error(d, "Unterminated string starting at", begin);
        }
        char c = s[j];
        if (c != 'u') {
            char out;
            switch (c) {
            case '"': out = '"'; break;
            case '\\': out = '\\'; break;
            case '/': out = '/'; break;
            case 'b': out = '\b'; break;
            case 'f': out = '\f'; break;
            case 'n': out = '\n'; break;
            case 'r': out = '\r'; break;
            case 't': out = '\t'; break;
            default:
                sb_free(&b);
                return dec_error(d, "Invalid \\escape", j - 1);
            }
            sb_addc(&b, out);
            j++;
        } else {
            size_t upos = j;
            j++;
            if (j + 4 >= n) {
                sb_free(&b);
                return dec_error(d, "Invalid \\uXXXX escape", upos);
            }
            int32_t cu = hex4(d, j);
            if (cu < 0) {
                sb_free(&b);
                return dec_error(d, "Invalid \\uXXXX escape", upos);
            }
            j += 4;
            uint32_t cp = (uint32_t)cu;
            if (cp >= 0xd800 && cp <= 0xdbff && j + 6 < n && s[j] == '\\' && s[j + 1] == 'u') {
                int32_t lo = hex4(d, j + 2);
                if (lo < 0) {
                    sb_free(&b);
                    return dec_error(d, "Invalid \\uXXXX escape", j + 1);
                }
                if (lo >= 0xdc00 && lo <= 0xdfff) {
                    cp = 0x10000 + ((cp - 0xd800) << 10) + ((uint32_t)lo - 0xdc00);
                    j += 6;
                }
            }
            /* A lone surrogate stays in the str, as in CPython. */
            sb_addcp(&b, cp);
        }
        i = j;
        while (j < n) {
            unsigned char ch = (unsigned char)s[j];
            if (ch == '"' || ch == '\\') break;
            if (ch <= 0x1f && d->strict) {
                sb_free(&b);
                return dec_error(d, "Invalid control character at", j);
            }
            j++;
        }
        if (!rt_charge(vm, (int64_t)((j - i) / 8) + 1)) {
            sb_free(&b);
            return VEXC;
        }
    }
}

static Value dec_number(Dec *d, size_t start, size_t *end) {
    VM *vm = d->vm;
    const char *s = d->s;
    size_t n = d->n, i = start;
    if (i < n && s[i] == '-') {
        i++;
        if (i >= n) return dec_error(d, "Expecting value", start);
    }
    if (i < n && s[i] >= '1' && s[i] <= '9') {
        i++;
        while (i < n && s[i] >= '0' && s[i] <= '9') i++;
    } else if (i < n && s[i] == '0') {
        i++;
    } else {
        return dec_error(d, "Expecting value", start);
    }
    bool is_float = false;
    if (i + 1 < n && s[i] == '.' && s[i + 1] >= '0' && s[i + 1] <= '9') {
        is_float = true;
        i += 2;
        while (i < n && s[i] >= '0' && s[i] <= '9') i++;
    }
    if (i + 1 < n && (s[i] == 'e' || s[i] == 'E')) {
        size_t e_start = i;
        i++;
        if (i + 1 < n && (s[i] == '-' || s[i] == '+')) i++;
        size_t digits = i;
        while (i < n && s[i] >= '0' && s[i] <= '9') i++;
        if (i > digits) is_float = true;
        else i = e_start;
    }
    *end = i;
    size_t len = i - start;
    if (!rt_charge(vm, (int64_t)(len / 8))) return VEXC;
    Value hook = is_float ? d->parse_float : d->parse_int;
    if (!IS_NONE(hook)) {
        Value text = str_value(vm, s + start, len);
        if (IS_EXC(text)) return text;
        return rt_call1(vm, hook, text);
    }
    if (is_float) return float_parse(vm, s + start, len, VEMPTY);
    if (len <= 18) {
        int64_t v = 0;
        bool neg = s[start] == '-';
        for (size_t k = start + neg; k < i; k++) v = v * 10 + (s[k] - '0');
        return v_int(neg ? -v : v);
    }
    return int_parse(vm, s + start, len, 10, VEMPTY);
}

static Value dec_constant(Dec *d, const char *name, double value) {
    if (IS_NONE(d->parse_constant)) return v_float(value);
    Value text = str_cvalue(d->vm, name);
    if (IS_EXC(text)) return text;
    return rt_call1(d->vm, d->parse_constant, text);
}

static bool starts(const Dec *d, size_t i, const char *lit) {
    size_t k = strlen(lit);
    return i + k <= d->n && memcmp(d->s + i, lit, k) == 0;
}

static Value dec_object(Dec *d, size_t i, size_t *end) {
    VM *vm = d->vm;
    bool pairs = !IS_NONE(d->pairs_hook);
    Value container;
    if (pairs) {
        List *l = list_new(vm, 0);
        if (!l) return VEXC;
        container = v_obj(l);
    } else {
        Dict *dd = dict_new(vm);
        if (!dd) return VEXC;
        container = v_obj(dd);
    }
    gc_push(vm, container);
    Value r = VEXC;
    i = skip_ws(d, i);
    if (i >= d->n || d->s[i] != '}') {
        for (;;) {
            if (i >= d->n || d->s[i] != '"') {
                dec_error(d, "Expecting property name enclosed in double quotes", i);
                goto done;
            }
            size_t next;
            Value key = dec_string(d, i + 1, &next);
            if (IS_EXC(key)) goto done;
            gc_push(vm, key);
            i = skip_ws(d, next);
            if (i >= d->n || d->s[i] != ':') {
                gc_pop(vm, 1);
                dec_error(d, "Expecting ':' delimiter", i);
                goto done;
            }
            i = skip_ws(d, i + 1);
            Value val = dec_value(d, i, &next);
            if (IS_EXC(val)) {
                gc_pop(vm, 1);
                goto done;
            }
            int rc;
            if (pairs) {
                Value kv[2] = {key, val};
                Value t = tuple_pack(vm, 2, kv);
                rc = IS_EXC(t) ? -1 : list_append(vm, AS_LIST(container), t);
            } else {
                rc = dict_set(vm, AS_DICT(container), key, val);
            }
            gc_pop(vm, 1);
            if (rc < 0) goto done;
            i = skip_ws(d, next);
            if (i < d->n && d->s[i] == '}') break;
            if (i >= d->n || d->s[i] != ',') {
                dec_error(d, "Expecting ',' delimiter", i);
                goto done;
            }
            i = skip_ws(d, i + 1);
        }
    }
    *end = i + 1;
    if (pairs) r = rt_call1(vm, d->pairs_hook, container);
    else if (!IS_NONE(d->object_hook)) r = rt_call1(vm, d->object_hook, container);
    else r = container;
done:
    gc_pop(vm, 1);
    return r;
}

static Value dec_array(Dec *d, size_t i, size_t *end) {
    VM *vm = d->vm;
    List *l = list_new(vm, 0);
    if (!l) return VEXC;
    gc_push(vm, v_obj(l));
    Value r = VEXC;
    i = skip_ws(d, i);
    if (i >= d->n || d->s[i] != ']') {
        for (;;) {
            size_t next;
            Value val = dec_value(d, i, &next);
            if (IS_EXC(val) || list_append(vm, l, val) < 0) goto done;
            i = skip_ws(d, next);
            if (i < d->n && d->s[i] == ']') break;
            if (i >= d->n || d->s[i] != ',') {
                dec_error(d, "Expecting ',' delimiter", i);
                goto done;
            }
            i = skip_ws(d, i + 1);
        }
    }
    *end = i + 1;
    r = v_obj(l);
done:
    gc_pop(vm, 1);
    return r;
}

static Value dec_value(Dec *d, size_t i, size_t *end) {
    VM *vm = d->vm;
    if (!rt_charge(vm, 1)) return VEXC;
    if (i >= d->n) return dec_error(d, "Expecting value", i);
    switch (d->s[i]) {
    case '"':
        return dec_string(d, i + 1, end);
    case '{':
    case '[': {
        if (!rt_enter(vm, " while decoding a JSON object from a unicode string")) return VEXC;
        Value r = d->s[i] == '{' ? dec_object(d, i + 1, end) : dec_array(d, i + 1, end);
        rt_leave(vm);
        return r;
    }
    case 'n':
        if (starts(d, i, "null")) {
            *end = i + 4;
            return VNONE;
        }
        break;
    case 't':
        if (starts(d, i, "true")) {
            *end = i + 4;
            return v_bool(true);
        }
        break;
    case 'f':
        if (starts(d, i, "false")) {
            *end = i + 5;
            return v_bool(false);
        }
        break;
    case 'N':
        if (starts(d, i, "NaN")) {
            *end = i + 3;
            return dec_constant(d, "NaN", NAN);
        }
        break;
    case 'I':
        if (starts(d, i, "Infinity")) {
            *end = i + 8;
            return dec_constant(d, "Infinity", INFINITY);
        }
        break;
    case '-':
        if (starts(d, i, "-Infinity")) {
            *end = i + 9;
            return dec_constant(d, "-Infinity", -INFINITY);
        }
        break;
    default:
        break;
    }
    return dec_number(d, i, end);
}

/* _decode(s, object_hook, object_pairs_hook, parse_float, parse_int,
 *         parse_constant, strict, idx, raw): the value of the whole
 * document (raw false: whitespace around it allowed, nothing after it), or
 * (value, end) for the document's prefix starting at code point idx. */
static Value j_decode(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value sv = argv[0];
    if (IS_INSTANCE(sv) && IS_STR(AS_INSTANCE(sv)->builtin_value)) sv = AS_INSTANCE(sv)->builtin_value;
    if (!IS_STR(sv))
        return exc_raise(vm, EXC_TypeError, "first argument must be a string, not %s", type_name(vm, argv[0]));
    Str *s = AS_STR(sv);
    Dec d;
    d.vm = vm;
    d.module = self;
    d.doc = argv[0];
    d.s = s->data;
    d.n = s->blen;
    d.ascii = (s->h.flags & STR_ASCII) != 0;
    d.object_hook = argv[1];
    d.pairs_hook = argv[2];
    d.parse_float = argv[3];
    d.parse_int = argv[4];
    d.parse_constant = argv[5];
    int st = obj_truthy(vm, argv[6]);
    if (st < 0) return VEXC;
    d.strict = st;
    int raw = obj_truthy(vm, argv[8]);
    if (raw < 0) return VEXC;
    int64_t idx;
    bool ovf = false;
    if (!obj_index(vm, argv[7], &idx, &ovf)) return VEXC;
    if (raw) {
        if (ovf || idx < 0) return exc_raise(vm, EXC_ValueError, "idx cannot be negative");
        if ((size_t)idx > s->clen) idx = (int64_t)s->clen;
        size_t start = str_offset(s, (size_t)idx), end;
        Value v = dec_value(&d, start, &end);
        if (IS_EXC(v)) return v;
        gc_push(vm, v);
        Value pair[2] = {v, v_int(cp_index(&d, end))};
        Value r = tuple_pack(vm, 2, pair);
        gc_pop(vm, 1);
        return r;
    }
    size_t end, i = skip_ws(&d, 0);
    Value v = dec_value(&d, i, &end);
    if (IS_EXC(v)) return v;
    end = skip_ws(&d, end);
    if (end != d.n) {
        gc_push(vm, v);
        dec_error(&d, "Extra data", end);
        gc_pop(vm, 1);
        return VEXC;
    }
    return v;
}

/* ---- the module: these natives, and its Python half (py/_json.py) -------- */

Module *json_module_init(VM *vm) {
    Module *m = module_new(vm, "json");
    if (!m) return NULL;
    Value mv = v_obj(m);
    static const MethodDef natives[] = {
        {"_encode", j_encode, 10, 10, 0},
        {"_decode", j_decode, 9, 9, 0},
        {NULL, NULL, 0, 0, 0},
    };
    for (const MethodDef *d = natives; d->name; d++) {
        Native *n = native_new(vm, d->name, d->fn, d->minargs, d->maxargs, d->flags);
        if (!n) return NULL;
        n->self = mv;
        Str *q = str_intern_cstr(vm, d->name);
        if (!q || dict_set_str(vm, m->dict, q, v_obj(n)) < 0) return NULL;
    }
    if (!vm->exec_image) return m;
    gc_push(vm, mv);
    int rc = module_exec_frozen(vm, m, "_json");
    gc_pop(vm, 1);
    return rc < 0 ? NULL : m;
}
