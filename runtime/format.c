/* The format-spec mini-language (format(), f-strings, __format__) for int,
 * float and str, and str.format() itself. A port of CPython 3.11's
 * Python/formatter_unicode.c and Objects/stringlib/unicode_format.h:
 * the same parsing order, the same padding and digit-grouping rules (zero
 * padding under '=' is grouped too), the same error messages.
 *
 * Specs are parsed by code point (the fill may be any character); the
 * field syntax of str.format() is parsed on UTF-8 bytes, which is safe
 * because every delimiter is ASCII. Attribute paths in str.format fields
 * ("{0.attr}") go through the sandbox policy like getattr() does. */
#include <limits.h>
#include <stdio.h>
#include <unictype.h>
#include "rt.h"
#include "names.h"
#include "policy.h"

typedef struct Spec {
    uint32_t fill;
    uint32_t align;
    uint32_t sign;          /* 0, '+', '-', ' ' */
    bool no_neg_0;          /* 'z' */
    bool alt;               /* '#' */
    int64_t width;          /* -1: not given */
    uint32_t thousands;     /* 0, ',', '_', or UNDER_FOUR */
    int64_t prec;           /* -1: not given */
    uint32_t type;          /* 0: not given */
} Spec;

/* '_' grouping every four digits, for b/o/x/X. */
#define UNDER_FOUR 4

static Value spec_error(VM *vm, const char *msg) { return exc_raise(vm, EXC_ValueError, "%s", msg); }

/* Raise ValueError(msg) and report failure. */
static bool fail_msg(VM *vm, const char *msg) {
    spec_error(vm, msg);
    return false;
}

static bool is_align(uint32_t c) { return c == '<' || c == '>' || c == '=' || c == '^'; }

static int decimal_of(uint32_t c) {
    if (c >= '0' && c <= '9') return (int)(c - '0');
    if (c < 0x80) return -1;
    return uc_decimal_value(c);
}

/* Digits at cps[*pos...]: the number of digits read, or -1 on overflow. */
static int64_t get_integer(VM *vm, const uint32_t *cps, size_t end, size_t *pos, int64_t *out) {
    int64_t acc = 0, n = 0;
    while (*pos < end) {
        int d = decimal_of(cps[*pos]);
        if (d < 0) break;
        if (acc > (INT64_MAX - d) / 10) {
            spec_error(vm, "Too many decimal digits in format string");
            return -1;
        }
        acc = acc * 10 + d;
        (*pos)++;
        n++;
    }
    *out = acc;
    return n;
}

static Value unknown_code(VM *vm, uint32_t type, Value obj) {
    if (type > 32 && type < 128)
        return exc_raise(vm, EXC_ValueError, "Unknown format code '%c' for object of type '%s'", (int)type,
                         type_name(vm, obj));
    return exc_raise(vm, EXC_ValueError, "Unknown format code '\\x%x' for object of type '%s'", (unsigned)type,
                     type_name(vm, obj));
}

static Value bad_thousands(VM *vm, uint32_t sep, uint32_t type) {
    if (type > 32 && type < 128)
        return exc_raise(vm, EXC_ValueError, "Cannot specify '%c' with '%c'.", (int)sep, (int)type);
    return exc_raise(vm, EXC_ValueError, "Cannot specify '%c' with '\\x%x'.", (int)sep, (unsigned)type);
}

/* CPython's parse_internal_render_format_spec. */
static bool parse_spec(VM *vm, Value obj, Str *spec, uint32_t default_type, uint32_t default_align, Spec *f) {
    f->fill = ' ';
    f->align = default_align;
    f->sign = 0;
    f->no_neg_0 = false;
    f->alt = false;
    f->width = -1;
    f->thousands = 0;
    f->prec = -1;
    f->type = default_type;
    uint32_t small[64];
    size_t n = spec->clen;
    uint32_t *cps = n <= 64 ? small : mem_alloc(vm, n * sizeof(uint32_t));
    if (!cps) return false;
    size_t bp = 0;
    for (size_t i = 0; i < n; i++) cps[i] = utf8_decode(spec->data, &bp);
    bool ok = false;
    size_t pos = 0, end = n;
    bool fill_given = false, align_given = false;
    if (end - pos >= 2 && is_align(cps[pos + 1])) {
        f->align = cps[pos + 1];
        f->fill = cps[pos];
        fill_given = align_given = true;
        pos += 2;
    } else if (end - pos >= 1 && is_align(cps[pos])) {
        f->align = cps[pos];
        align_given = true;
        pos++;
    }
    if (end - pos >= 1 && (cps[pos] == '+' || cps[pos] == '-' || cps[pos] == ' ')) f->sign = cps[pos++];
    if (end - pos >= 1 && cps[pos] == 'z') {
        f->no_neg_0 = true;
        pos++;
    }
    if (end - pos >= 1 && cps[pos] == '#') {
        f->alt = true;
        pos++;
    }
    /* A leading '0' means zero padding after the sign, unless a fill or an
     * alignment was given. */
    if (!fill_given && end - pos >= 1 && cps[pos] == '0') {
        f->fill = '0';
        if (!align_given && default_align == '>') f->align = '=';
        pos++;
    }
    int64_t got = get_integer(vm, cps, end, &pos, &f->width);
    if (got < 0) goto out;
    if (got == 0) f->width = -1;
    if (end - pos && cps[pos] == ',') {
        f->thousands = ',';
        pos++;
    }
    if (end - pos && cps[pos] == '_') {
        if (f->thousands) {
            spec_error(vm, "Cannot specify both ',' and '_'.");
            goto out;
        }
        f->thousands = '_';
        pos++;
    }
    if (end - pos && cps[pos] == ',' && f->thousands == '_') {
        spec_error(vm, "Cannot specify both ',' and '_'.");
        goto out;
    }
    if (end - pos && cps[pos] == '.') {
        pos++;
        got = get_integer(vm, cps, end, &pos, &f->prec);
        if (got < 0) goto out;
        if (got == 0) {
            spec_error(vm, "Format specifier missing precision");
            goto out;
        }
    }
    if (end - pos > 1) {
        exc_raise(vm, EXC_ValueError, "Invalid format specifier '%U' for object of type '%s'", spec,
                  type_name(vm, obj));
        goto out;
    }
    if (end - pos == 1) f->type = cps[pos++];
    if (f->thousands) {
        switch (f->type) {
        case 'd': case 'e': case 'f': case 'g': case 'E': case 'G': case '%': case 'F': case 0:
            break;
        case 'b': case 'o': case 'x': case 'X':
            if (f->thousands == '_') {
                f->thousands = UNDER_FOUR;
                break;
            }
            /* fall through */
        default:
            bad_thousands(vm, f->thousands, f->type);
            goto out;
        }
    }
    ok = true;
out:
    if (cps != small) mem_free(vm, cps, n * sizeof(uint32_t));
    return ok;
}

/* The checks CPython's complex __format__ makes before it formats, in its
 * order: the spec's syntax, the presentation type, then the zero padding
 * and '=' alignment that complex formatting refuses. */
bool format_complex_spec_ok(VM *vm, Value obj, Str *spec) {
    Spec f;
    if (!parse_spec(vm, obj, spec, 0, '>', &f)) return false;
    switch (f.type) {
    case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n':
        break;
    default:
        unknown_code(vm, f.type, obj);
        return false;
    }
    if (f.fill == '0') return fail_msg(vm, "Zero padding is not allowed in complex format specifier");
    if (f.align == '=') return fail_msg(vm, "'=' alignment flag is not allowed in complex format specifier");
    return true;
}

/* ---- writing ------------------------------------------------------------ */

/* n fill characters, charged and checked against the cap before any is
 * written (the buffer and the string made from it hold them twice), then
 * copied a block at a time. Measured about 4 ns a byte: the buffer's
 * growth copies and the final string's copy touch each byte several
 * times. */
static bool add_fill(VM *vm, StrBuf *b, uint32_t fill, int64_t n) {
    if (n <= 0) return true;
    char e[4];
    size_t k = utf8_encode(fill, e);
    if ((uint64_t)n > SIZE_MAX / 8) {
        rt_halt(vm, HALT_MEMORY);
        return false;
    }
    size_t bytes = (size_t)n * k;
    if (!num_work(vm, 4 * (uint64_t)bytes) || !mem_would_fit(vm, 2 * bytes + b->len)) return false;
    char block[256];
    size_t per = sizeof block / k;
    if ((size_t)n < per) per = (size_t)n;   /* fill only what is used */
    if (k == 1) memset(block, e[0], per);
    else
        for (size_t i = 0; i < per; i++) memcpy(block + i * k, e, k);
    for (size_t left = (size_t)n; left > 0;) {
        size_t m = left < per ? left : per;
        if (!sb_add(b, block, m * k)) return false;
        left -= m;
    }
    return true;
}

static int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }
static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

/* CPython's _PyUnicode_InsertThousandsGrouping: the digits with `sep`
 * every `group` digits from the right (group 0: none), left-padded with
 * zeros, which are grouped too, to at least min_width characters. */
static bool put_grouped(VM *vm, StrBuf *out, const char *digits, int64_t n, int64_t min_width, int group,
                        char sep) {
    /* min_width comes from the spec's width (up to 2**63 - 1), where the
     * size below overflows and wraps to a few bytes that the zeros would
     * then be written past: refuse what no string can hold (4 GiB) first. */
    int64_t widest = max64(n, min_width);
    if (widest > (int64_t)UINT32_MAX) {
        rt_halt(vm, HALT_MEMORY);
        return false;
    }
    int64_t cap = (widest + 2) * 2 + 8;
    if (!mem_would_fit(vm, (size_t)cap) || !rt_charge(vm, cap / 8)) return false;
    char *tmp = mem_alloc(vm, (size_t)cap);
    if (!tmp) return false;
    char *w = tmp + cap;
    const char *dp = digits + n;
    int64_t remaining = n;
    bool use_sep = false, broken = false;
    while (group > 0) {
        int64_t l = min64(group, max64(max64(remaining, min_width), 1));
        int64_t nz = max64(0, l - remaining), nc = max64(0, min64(remaining, l));
        if (use_sep) *--w = sep;
        w -= nc;
        dp -= nc;
        memcpy(w, dp, (size_t)nc);
        w -= nz;
        memset(w, '0', (size_t)nz);
        use_sep = true;
        remaining -= nc;
        min_width -= l;
        if (remaining <= 0 && min_width <= 0) {
            broken = true;
            break;
        }
        min_width -= 1;
    }
    if (!broken) {
        int64_t l = max64(max64(remaining, min_width), 1);
        int64_t nz = max64(0, l - remaining), nc = max64(0, min64(remaining, l));
        if (use_sep) *--w = sep;
        w -= nc;
        dp -= nc;
        memcpy(w, dp, (size_t)nc);
        w -= nz;
        memset(w, '0', (size_t)nz);
    }
    bool ok = sb_add(out, w, (size_t)(tmp + cap - w));
    mem_free(vm, tmp, (size_t)cap);
    return ok;
}

/* CPython's calc_number_widths + fill_number:
 *   <lpad> <sign> <prefix> <spad> <grouped digits> <rest> <rpad>
 * `rest` is everything after the leading digits (decimal point, fraction,
 * exponent, '%'; or the character of 'c'), rest_cps its length in code
 * points. */
static bool put_number(VM *vm, StrBuf *out, const Spec *f, bool negative, const char *prefix,
                       const char *digits, size_t nd, const char *rest, size_t nrest, int64_t rest_cps) {
    char sign = 0;
    if (f->sign == '+') sign = negative ? '-' : '+';
    else if (f->sign == ' ') sign = negative ? '-' : ' ';
    else if (negative) sign = '-';
    int64_t npre = (int64_t)strlen(prefix);
    int64_t non_digit = (sign ? 1 : 0) + npre + rest_cps;
    int64_t min_width = (f->fill == '0' && f->align == '=') ? f->width - non_digit : 0;
    int group = 0;
    char sep = 0;
    if (f->thousands == ',') { group = 3; sep = ','; }
    else if (f->thousands == '_') { group = 3; sep = '_'; }
    else if (f->thousands == UNDER_FOUR) { group = 4; sep = '_'; }
    StrBuf g;
    char gbuf[128];
    sb_init_buf(&g, vm, gbuf, sizeof gbuf);
    if (nd > 0 && !put_grouped(vm, &g, digits, (int64_t)nd, min_width, group, sep)) {
        sb_free(&g);
        return false;
    }
    int64_t pad = f->width - (non_digit + (int64_t)g.len);
    int64_t lpad = 0, spad = 0, rpad = 0;
    if (pad > 0) {
        switch (f->align) {
        case '<': rpad = pad; break;
        case '^': lpad = pad / 2; rpad = pad - lpad; break;
        case '=': spad = pad; break;
        default: lpad = pad; break;
        }
    }
    bool ok = add_fill(vm, out, f->fill, lpad);
    if (ok && sign) ok = sb_addc(out, sign);
    if (ok && npre) ok = sb_add(out, prefix, (size_t)npre);
    if (ok) ok = add_fill(vm, out, f->fill, spad);
    if (ok && g.len) ok = sb_add(out, g.p, g.len);
    if (ok && nrest) ok = sb_add(out, rest, nrest);
    if (ok) ok = add_fill(vm, out, f->fill, rpad);
    sb_free(&g);
    return ok && !out->failed;
}

/* ---- the three formatters ----------------------------------------------- */

static bool fmt_str(VM *vm, StrBuf *out, Str *s, const Spec *f) {
    if (f->sign == ' ') return fail_msg(vm, "Space not allowed in string format specifier");
    if (f->sign) return fail_msg(vm, "Sign not allowed in string format specifier");
    if (f->no_neg_0)
        return fail_msg(vm, "Negative zero coercion (z) not allowed in string format specifier");
    if (f->alt) return fail_msg(vm, "Alternate form (#) not allowed in string format specifier");
    if (f->align == '=') return fail_msg(vm, "'=' alignment not allowed in string format specifier");
    int64_t len = (int64_t)s->clen;
    size_t bytes = s->blen;
    if (f->prec >= 0 && len > f->prec) {
        len = f->prec;
        bytes = str_offset(s, (size_t)len);
    }
    int64_t total = f->width > len ? f->width : len;
    int64_t lpad = f->align == '>' ? total - len : f->align == '^' ? (total - len) / 2 : 0;
    int64_t rpad = total - len - lpad;
    if (!rt_charge(vm, (int64_t)(bytes / 8))) return false;
    return add_fill(vm, out, f->fill, lpad) && sb_add(out, s->data, bytes) && add_fill(vm, out, f->fill, rpad);
}

static bool fmt_int(VM *vm, StrBuf *out, Value x, const Spec *f) {
    if (f->prec != -1) return fail_msg(vm, "Precision not allowed in integer format specifier");
    if (f->no_neg_0)
        return fail_msg(vm, "Negative zero coercion (z) not allowed in integer format specifier");
    if (f->type == 'c') {
        if (f->sign) return fail_msg(vm, "Sign not allowed with integer format specifier 'c'");
        if (f->alt)
            return fail_msg(vm, "Alternate form (#) not allowed with integer format specifier 'c'");
        if (IS_BIGINT(x)) {
            exc_raise(vm, EXC_OverflowError, "Python int too large to convert to C long");
            return false;
        }
        int64_t c = AS_INT(x);
        if (c < 0 || c > 0x10ffff) {
            exc_raise(vm, EXC_OverflowError, "%%c arg not in range(0x110000)");
            return false;
        }
        char e[4];
        size_t k = utf8_encode((uint32_t)c, e);
        return put_number(vm, out, f, false, "", "", 0, e, k, 1);
    }
    int base = 10;
    const char *prefix = "";
    switch (f->type) {
    case 'b': base = 2; prefix = "0b"; break;
    case 'o': base = 8; prefix = "0o"; break;
    case 'x': base = 16; prefix = "0x"; break;
    case 'X': base = 16; prefix = "0X"; break;
    default: break;
    }
    if (!f->alt) prefix = "";
    const char *d;
    size_t n;
    bool neg;
    char small[72];
    if (IS_INT(x)) {
        /* An int64's digits here, without a str object. */
        int64_t iv = AS_INT(x);
        neg = iv < 0;
        uint64_t mag = neg ? (uint64_t)0 - (uint64_t)iv : (uint64_t)iv;
        char *e = small + sizeof small, *q = e;
        do {
            unsigned dg = (unsigned)(mag % (unsigned)base);
            *--q = (char)(dg < 10 ? '0' + dg : 'a' + dg - 10);
            mag /= (unsigned)base;
        } while (mag);
        d = q;
        n = (size_t)(e - q);
    } else {
        Value t = int_to_str(vm, x, base);
        if (IS_EXC(t)) return false;
        Str *s = AS_STR(t);
        d = s->data;
        n = s->blen;
        neg = n && d[0] == '-';
        if (neg) { d++; n--; }
        if (base != 10) { d += 2; n -= 2; }
    }
    if (f->type != 'X') return put_number(vm, out, f, neg, prefix, d, n, "", 0, 0);
    char *up = mem_alloc(vm, n + 1);
    if (!up) return false;
    for (size_t i = 0; i < n; i++) up[i] = d[i] >= 'a' && d[i] <= 'f' ? (char)(d[i] - 32) : d[i];
    bool ok = put_number(vm, out, f, neg, prefix, up, n, "", 0, 0);
    mem_free(vm, up, n + 1);
    return ok;
}

static bool fmt_float(VM *vm, StrBuf *out, double val, const Spec *f) {
    if (f->prec > INT_MAX) return fail_msg(vm, "precision too big");
    int flags = 0;
    if (f->alt) flags |= FLT_ALT;
    if (f->no_neg_0) flags |= FLT_NO_NEG_0;
    char code;
    int64_t default_prec = 6;
    bool pct = false;
    switch (f->type) {
    case 0:
        flags |= FLT_ADD_DOT_0;
        code = 'r';
        default_prec = 0;
        break;
    case 'n':
        code = 'g';
        break;
    case '%':
        code = 'f';
        val *= 100;
        pct = true;
        break;
    default:
        code = (char)f->type;
        break;
    }
    int64_t prec = f->prec;
    if (prec < 0) prec = default_prec;
    else if (code == 'r') code = 'g';
    StrBuf t;
    char tbuf[128];
    sb_init_buf(&t, vm, tbuf, sizeof tbuf);
    bool neg;
    if (!float_to_text(vm, &t, val, code, prec, flags, &neg) || (pct && !sb_addc(&t, '%')) || t.failed) {
        sb_free(&t);
        return false;
    }
    size_t nd = 0;
    while (nd < t.len && t.p[nd] >= '0' && t.p[nd] <= '9') nd++;
    Spec g = *f;
    if (f->type == 'n') g.thousands = 0;
    bool ok = put_number(vm, out, &g, neg, "", t.p, nd, t.p + nd, t.len - nd, (int64_t)(t.len - nd));
    sb_free(&t);
    return ok;
}

/* ---- entry points ----------------------------------------------------- */

static Value finish(StrBuf *b, bool ok) {
    if (!ok) {
        sb_free(b);
        return VEXC;
    }
    return sb_finish(b);
}

Value format_builtin(VM *vm, Value v, Str *spec) {
    Value u = num_unwrap(v);
    if (IS_INSTANCE(u) && IS_STR(AS_INSTANCE(u)->builtin_value)) u = AS_INSTANCE(u)->builtin_value;
    bool empty = spec->blen == 0;
    Spec f;
    StrBuf b;
    char bbuf[256];
    if (IS_KIND(u, OK_COMPLEX)) return complex_format(vm, u, spec);
    if (IS_STR(u)) {
        if (empty) return IS_STR(v) ? v : obj_str(vm, v);
        if (!parse_spec(vm, v, spec, 's', '<', &f)) return VEXC;
        if (f.type != 's') return unknown_code(vm, f.type, v);
        sb_init_buf(&b, vm, bbuf, sizeof bbuf);
        return finish(&b, fmt_str(vm, &b, AS_STR(u), &f));
    }
    if (IS_INT(u) || IS_BOOL(u) || IS_BIGINT(u)) {
        if (empty) return IS_INT(v) || IS_BIGINT(v) ? int_to_str(vm, v, 10) : obj_str(vm, v);
        if (!parse_spec(vm, v, spec, 'd', '>', &f)) return VEXC;
        Value x = IS_BOOL(u) ? v_int(AS_BOOL(u)) : u;
        switch (f.type) {
        case 'b': case 'c': case 'd': case 'o': case 'x': case 'X': case 'n':
            sb_init_buf(&b, vm, bbuf, sizeof bbuf);
            return finish(&b, fmt_int(vm, &b, x, &f));
        case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case '%': {
            bool ovf;
            double d = int_to_double(x, &ovf);
            if (ovf) return exc_raise(vm, EXC_OverflowError, "int too large to convert to float");
            sb_init_buf(&b, vm, bbuf, sizeof bbuf);
            return finish(&b, fmt_float(vm, &b, d, &f));
        }
        default:
            return unknown_code(vm, f.type, v);
        }
    }
    if (IS_FLOAT(u)) {
        if (empty) return obj_str(vm, v);
        if (!parse_spec(vm, v, spec, 0, '>', &f)) return VEXC;
        switch (f.type) {
        case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n': case '%':
            sb_init_buf(&b, vm, bbuf, sizeof bbuf);
            return finish(&b, fmt_float(vm, &b, AS_FLOAT(u), &f));
        default:
            return unknown_code(vm, f.type, v);
        }
    }
    /* object.__format__ */
    if (empty) return obj_str(vm, v);
    return exc_raise(vm, EXC_TypeError, "unsupported format string passed to %s.__format__", type_name(vm, v));
}

/* A native __format__ that format_builtin implements itself. */
static bool handled_natively(VM *vm, Value fn) {
    Type *owner = AS_NATIVE(fn)->owner;
    return !owner || owner == vm->t_int || owner == vm->t_float || owner == vm->types[OK_STR] ||
           owner == vm->t_object;
}

Value obj_format(VM *vm, Value v, Str *spec) {
    if (IS_INT(v) || IS_FLOAT(v) || IS_STR(v)) return format_builtin(vm, v, spec);
    Type *t = type_of(vm, v);
    {
        /* A user class's __format__, or another built-in type's own
         * (complex, or a module's type). */
        Value fn = type_lookup(vm, t, vm->names->__format__);
        if (!IS_EMPTY(fn) && !(IS_KIND(fn, OK_NATIVE) && handled_natively(vm, fn))) {
            if (!rt_enter(vm, " while calling a Python object")) return VEXC;
            Value arg = v_obj(spec);
            gc_push(vm, arg);
            Value r = rt_call_special(vm, v, vm->names->__format__, 1, &arg);
            gc_pop(vm, 1);
            rt_leave(vm);
            if (IS_EXC(r) || IS_STR(r)) return r;
            if (IS_INSTANCE(r) && IS_STR(AS_INSTANCE(r)->builtin_value)) return r;
            return exc_raise(vm, EXC_TypeError, "__format__ must return a str, not %s", type_name(vm, r));
        }
    }
    return format_builtin(vm, v, spec);
}

/* ---- str.format ------------------------------------------------------ */

typedef struct FmtCall {
    VM *vm;
    int argc;
    const Value *argv;
    Tuple *kwnames;
    int auto_state;     /* 0 not yet known, 1 automatic numbering, 2 manual */
    int64_t auto_next;
    Value mapping;      /* format_map's mapping (VEMPTY for format): each
                         * named field is looked up in it when it is met */
} FmtCall;

/* The value of a field-name part as CPython's get_integer: -1 when it is
 * empty or not all decimal digits; -2 (with ValueError) on overflow. */
static int64_t field_integer(VM *vm, const char *p, size_t n) {
    if (n == 0) return -1;
    int64_t acc = 0;
    size_t pos = 0;
    while (pos < n) {
        uint32_t c = utf8_decode(p, &pos);
        int d = decimal_of(c);
        if (d < 0) return -1;
        if (acc > (INT64_MAX - d) / 10) {
            spec_error(vm, "Too many decimal digits in format string");
            return -2;
        }
        acc = acc * 10 + d;
    }
    return acc;
}

static Value field_error(VM *vm, const char *msg) { return spec_error(vm, msg); }

/* The object a field name designates: an argument, then .attr / [key]
 * steps. The result is left on the temp-root stack (one slot); the caller
 * pops it. */
static Value field_object(FmtCall *c, const char *s, size_t n) {
    VM *vm = c->vm;
    size_t i = 0;
    while (i < n && s[i] != '.' && s[i] != '[') i++;
    int64_t idx = field_integer(vm, s, i);
    if (idx == -2) return VEXC;
    bool empty = i == 0;
    bool numeric = empty || idx != -1;
    if (c->auto_state == 0 && numeric) c->auto_state = empty ? 1 : 2;
    if (numeric) {
        if (c->auto_state == 2 && empty)
            return field_error(vm, "cannot switch from manual field specification to automatic field numbering");
        if (c->auto_state == 1 && !empty)
            return field_error(vm, "cannot switch from automatic field numbering to manual field specification");
    }
    if (empty) idx = c->auto_next++;
    Value obj;
    if (idx == -1 && !IS_EMPTY(c->mapping)) {
        /* As CPython's, a lookup for each field, between the formatting
         * of the fields before it and after it (which may change the
         * mapping). */
        Value key = str_value(vm, s, i);
        if (IS_EXC(key)) return key;
        gc_push(vm, key);
        obj = obj_getitem(vm, c->mapping, key);
        gc_pop(vm, 1);
        if (IS_EXC(obj)) return obj;
    } else if (idx == -1) {
        obj = VEMPTY;
        for (size_t k = 0; c->kwnames && k < c->kwnames->len; k++) {
            Str *kn = AS_STR(c->kwnames->items[k]);
            if (kn->blen == i && memcmp(kn->data, s, i) == 0) {
                obj = c->argv[c->argc + (int)k];
                break;
            }
        }
        if (IS_EMPTY(obj)) {
            Value key = str_value(vm, s, i);
            if (IS_EXC(key)) return key;
            return exc_key_error(vm, key);
        }
    } else {
        if (!IS_EMPTY(c->mapping)) return exc_raise(vm, EXC_ValueError, "Format string contains positional fields");
        if (idx >= c->argc)
            return exc_raise(vm, EXC_IndexError, "Replacement index %lld out of range for positional args tuple",
                             (long long)idx);
        obj = c->argv[idx];
    }
    gc_push(vm, obj);
    while (i < n) {
        char ch = s[i++];
        size_t st = i;
        bool attr = ch == '.';
        if (ch == '.') {
            while (i < n && s[i] != '.' && s[i] != '[') i++;
        } else if (ch == '[') {
            while (i < n && s[i] != ']') i++;
            if (i >= n) goto missing_bracket;
        } else {
            field_error(vm, "Only '.' or '[' may follow ']' in format field specifier");
            goto fail;
        }
        size_t len = i - st;
        if (!attr) i++;  /* the ']' */
        if (len == 0) {
            field_error(vm, "Empty attribute in format string");
            goto fail;
        }
        Value next;
        if (attr) {
            Str *name = str_intern(vm, s + st, len);
            if (!name) goto fail;
            if (policy_attr_forbidden(name->data)) {
                exc_raise(vm, EXC_AttributeError, "str.format(): access to '%s' is not allowed in smolvm (%s)",
                          name->data, policy_attr_hint(name->data));
                goto fail;
            }
            next = obj_getattr(vm, obj, name);
        } else {
            int64_t k = field_integer(vm, s + st, len);
            if (k == -2) goto fail;
            Value key = k >= 0 ? v_int(k) : str_value(vm, s + st, len);
            if (IS_EXC(key)) goto fail;
            gc_push(vm, key);
            next = obj_getitem(vm, obj, key);
            gc_pop(vm, 1);
        }
        if (IS_EXC(next)) goto fail;
        obj = next;
        vm->roots[vm->nroots - 1] = obj;
    }
    return obj;
missing_bracket:
    field_error(vm, "Missing ']' in format string");
fail:
    gc_pop(vm, 1);
    return VEXC;
}

static bool build(FmtCall *c, const char *s, size_t n, int depth, StrBuf *out);

/* One replacement field: {name!conv:spec}. */
static bool output_markup(FmtCall *c, const char *name, size_t nname, uint32_t conv, const char *spec,
                          size_t nspec, bool expand, int depth, StrBuf *out) {
    VM *vm = c->vm;
    Value obj = field_object(c, name, nname);
    if (IS_EXC(obj)) return false;
    /* obj is on the temp-root stack. */
    bool ok = false;
    if (conv) {
        Value r;
        if (conv == 'r') r = obj_repr(vm, obj);
        else if (conv == 's') r = obj_str(vm, obj);
        else if (conv == 'a') r = obj_ascii(vm, obj);
        else if (conv > 32 && conv < 127)
            r = exc_raise(vm, EXC_ValueError, "Unknown conversion specifier %c", (int)conv);
        else
            r = exc_raise(vm, EXC_ValueError, "Unknown conversion specifier \\x%x", (unsigned)conv);
        if (IS_EXC(r)) goto done;
        obj = r;
        vm->roots[vm->nroots - 1] = obj;
    }
    Str *sp;
    if (expand) {
        StrBuf e;
        sb_init(&e, vm);
        if (!build(c, spec, nspec, depth - 1, &e)) {
            sb_free(&e);
            goto done;
        }
        Value sv = sb_finish(&e);
        if (IS_EXC(sv)) goto done;
        sp = AS_STR(sv);
    } else {
        sp = nspec ? str_new(vm, spec, nspec) : vm->empty_str;
        if (!sp) goto done;
    }
    gc_push(vm, v_obj(sp));
    Value r = obj_format(vm, obj, sp);
    gc_pop(vm, 1);
    if (IS_EXC(r)) goto done;
    Str *rs = IS_STR(r) ? AS_STR(r) : AS_STR(AS_INSTANCE(r)->builtin_value);
    ok = rt_charge(vm, (int64_t)(rs->blen / 8)) && sb_addstr(out, rs);
done:
    gc_pop(vm, 1);
    return ok;
}

/* CPython's build_string / MarkupIterator / parse_field. */
static bool build(FmtCall *c, const char *s, size_t n, int depth, StrBuf *out) {
    VM *vm = c->vm;
    if (depth <= 0) return fail_msg(vm, "Max string recursion exceeded");
    if (!rt_charge(vm, (int64_t)(n / 32))) return false;
    size_t i = 0;
    while (i < n) {
        size_t start = i;
        char ch = 0;
        bool markup = false;
        while (i < n) {
            ch = s[i++];
            if (ch == '{' || ch == '}') {
                markup = true;
                break;
            }
        }
        bool at_end = i >= n;
        size_t len = i - start;
        if (ch == '}' && (at_end || s[i] != '}'))
            return fail_msg(vm, "Single '}' encountered in format string");
        if (at_end && ch == '{') return fail_msg(vm, "Single '{' encountered in format string");
        if (!at_end) {
            if (ch == s[i]) {
                i++;
                markup = false;
            } else {
                len--;
            }
        }
        if (len && !sb_add(out, s + start, len)) return false;
        if (!markup) continue;
        /* Each field is a lookup and a format call: charged. */
        if (!rt_charge(vm, 2)) return false;
        /* The field: name up to '!', ':' or '}' ('[...]' may hold any of
         * them). */
        size_t ns = i;
        ch = 0;
        while (i < n) {
            ch = s[i++];
            if (ch == '{') return fail_msg(vm, "unexpected '{' in field name");
            if (ch == '[') {
                while (i < n && s[i] != ']') i++;
                continue;
            }
            if (ch == '}' || ch == ':' || ch == '!') break;
        }
        size_t nlen = i - 1 - ns;
        uint32_t conv = 0;
        const char *spec = NULL;
        size_t nspec = 0;
        bool expand = false;
        if (ch == '!' || ch == ':') {
            bool closed = false;
            if (ch == '!') {
                if (i >= n) return fail_msg(vm, "end of string while looking for conversion specifier");
                conv = utf8_decode(s, &i);
                if (i < n) {
                    ch = s[i++];
                    if (ch == '}') closed = true;
                    else if (ch != ':') return fail_msg(vm, "expected ':' after conversion specifier");
                }
            }
            if (!closed) {
                size_t st = i;
                int count = 1;
                bool found = false;
                while (i < n) {
                    ch = s[i++];
                    if (ch == '{') {
                        expand = true;
                        count++;
                    } else if (ch == '}') {
                        if (--count == 0) {
                            found = true;
                            break;
                        }
                    }
                }
                if (!found) return fail_msg(vm, "unmatched '{' in format spec");
                spec = s + st;
                nspec = i - 1 - st;
            }
        } else if (ch != '}') {
            return fail_msg(vm, "expected '}' before end of string");
        }
        if (!output_markup(c, s + ns, nlen, conv, spec, nspec, expand, depth, out)) return false;
    }
    return true;
}

Value str_format_method(VM *vm, Str *fmt, int argc, const Value *argv, Tuple *kwnames) {
    FmtCall c = {vm, argc, argv, kwnames, 0, 0, VEMPTY};
    StrBuf b;
    sb_init(&b, vm);
    return finish(&b, build(&c, fmt->data, fmt->blen, 2, &b));
}

Value str_format_mapping(VM *vm, Str *fmt, Value mapping) {
    FmtCall c = {vm, 0, NULL, NULL, 0, 0, mapping};
    StrBuf b;
    sb_init(&b, vm);
    return finish(&b, build(&c, fmt->data, fmt->blen, 2, &b));
}
