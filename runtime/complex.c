/* complex: construction and parsing, arithmetic mixed with int and float on
 * either side, comparison, hashing, repr and format, following CPython
 * 3.11's Objects/complexobject.c operation for operation so that results
 * round the same way (division is Smith's method as in _Py_c_quot; small
 * integral powers multiply by repeated squaring as in c_powi).
 *
 * The generic protocol in ops.c tries int's and float's slots first for
 * `1 + 2j`; they answer NotImplemented for a complex operand and the
 * reflected attempt lands in this file's binop slot, which is written for
 * either operand order. Ordering comparisons answer NotImplemented, so
 * ops.c raises CPython's "'<' not supported between instances of ..." */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "rt.h"
#include "names.h"

#define METHOD(fn) static Value fn(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames)

typedef struct { double re, im; } Cx;

Value complex_new(VM *vm, double re, double im) {
    Complex *c = obj_alloc(vm, OK_COMPLEX, sizeof(Complex));
    if (!c) return VEXC;
    c->re = re;
    c->im = im;
    return v_obj(c);
}

/* The complex itself, or the one an instance of a subclass of complex
 * wraps (its builtin_value); anything else unchanged. */
static inline Value cx_base(Value v) {
    if (IS_INSTANCE(v) && IS_KIND(AS_INSTANCE(v)->builtin_value, OK_COMPLEX)) return AS_INSTANCE(v)->builtin_value;
    return v;
}
static inline bool is_complex(Value v) { return IS_KIND(cx_base(v), OK_COMPLEX); }
static inline Cx cx_of(Value v) {
    Complex *c = (Complex *)AS_OBJ(cx_base(v));
    Cx r = {c->re, c->im};
    return r;
}
static inline Value cx_value(VM *vm, Cx c) { return complex_new(vm, c.re, c.im); }

/* An int/float operand (or the value inside an instance of an int or
 * float subclass) as a complex: 1, 0 when v is not a number this file
 * mixes with (NotImplemented), -1 with OverflowError for a huge int. */
static int as_cx(VM *vm, Value v, Cx *out) {
    if (IS_INSTANCE(v) && !IS_EMPTY(AS_INSTANCE(v)->builtin_value)) {
        Value u = AS_INSTANCE(v)->builtin_value;
        if (IS_ANYINT(u) || IS_FLOAT(u)) v = u;
    }
    out->im = 0.0;
    if (is_complex(v)) {
        *out = cx_of(v);
        return 1;
    }
    if (IS_FLOAT(v)) {
        out->re = AS_FLOAT(v);
        return 1;
    }
    if (IS_INT(v)) {
        out->re = (double)AS_INT(v);
        return 1;
    }
    if (IS_BOOL(v)) {
        out->re = AS_BOOL(v) ? 1.0 : 0.0;
        return 1;
    }
    if (IS_BIGINT(v)) {
        bool ovf = false;
        out->re = int_to_double(v, &ovf);
        if (ovf) {
            exc_raise(vm, EXC_OverflowError, "int too large to convert to float");
            return -1;
        }
        return 1;
    }
    return 0;
}

/* ---- arithmetic (CPython's _Py_c_* functions) ------------------------- */

static Cx c_sum(Cx a, Cx b) { Cx r = {a.re + b.re, a.im + b.im}; return r; }
static Cx c_diff(Cx a, Cx b) { Cx r = {a.re - b.re, a.im - b.im}; return r; }
static Cx c_prod(Cx a, Cx b) {
    Cx r = {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
    return r;
}

/* Smith's algorithm, exactly as _Py_c_quot. *zero reports b == 0. */
static Cx c_quot(Cx a, Cx b, bool *zero) {
    Cx r;
    double abs_br = fabs(b.re), abs_bi = fabs(b.im);
    *zero = false;
    if (abs_br >= abs_bi) {
        if (abs_br == 0.0) {
            *zero = true;
            r.re = r.im = 0.0;
        } else {
            double ratio = b.im / b.re;
            double denom = b.re + b.im * ratio;
            r.re = (a.re + a.im * ratio) / denom;
            r.im = (a.im - a.re * ratio) / denom;
        }
    } else if (abs_bi >= abs_br) {
        double ratio = b.re / b.im;
        double denom = b.re * ratio + b.im;
        r.re = (a.re * ratio + a.im) / denom;
        r.im = (a.im * ratio - a.re) / denom;
    } else {
        /* At least one of b's parts is a NaN. */
        r.re = r.im = NAN;
    }
    return r;
}

/* _Py_c_pow: the general case through polar form. *edom reports 0 raised
 * to a negative or complex power. */
static Cx c_pow(Cx a, Cx b, bool *edom) {
    Cx r;
    if (b.re == 0.0 && b.im == 0.0) {
        r.re = 1.0;
        r.im = 0.0;
    } else if (a.re == 0.0 && a.im == 0.0) {
        if (b.im != 0.0 || b.re < 0.0) *edom = true;
        r.re = r.im = 0.0;
    } else {
        double vabs = hypot(a.re, a.im);
        double len = pow(vabs, b.re);
        double at = atan2(a.im, a.re);
        double phase = at * b.re;
        if (b.im != 0.0) {
            len /= exp(at * b.im);
            phase += b.im * log(vabs);
        }
        r.re = len * cos(phase);
        r.im = len * sin(phase);
    }
    return r;
}

/* c_powu: repeated squaring for a small positive integral exponent. */
static Cx c_powu(Cx x, long n) {
    Cx r = {1.0, 0.0}, p = x;
    long mask = 1;
    while (mask > 0 && n >= mask) {
        if (n & mask) r = c_prod(r, p);
        mask <<= 1;
        p = c_prod(p, p);
    }
    return r;
}

static Cx c_powi(Cx x, long n, bool *edom) {
    if (n > 0) return c_powu(x, n);
    Cx one = {1.0, 0.0};
    bool zero;
    Cx r = c_quot(one, c_powu(x, -n), &zero);
    if (zero) *edom = true;
    return r;
}

/* complex_pow: errors as CPython derives them from errno (EDOM for a zero
 * base, ERANGE whenever a part of the result is infinite). */
static Value cx_power(VM *vm, Cx a, Cx b) {
    bool edom = false;
    Cx p;
    if (b.im == 0.0 && b.re == floor(b.re) && fabs(b.re) <= 100.0) p = c_powi(a, (long)b.re, &edom);
    else p = c_pow(a, b, &edom);
    if (edom) return exc_raise(vm, EXC_ZeroDivisionError, "0.0 to a negative or complex power");
    if (isinf(p.re) || isinf(p.im)) return exc_raise(vm, EXC_OverflowError, "complex exponentiation");
    return cx_value(vm, p);
}

static Value slot_binop(VM *vm, int op, Value a, Value b, bool inplace) {
    if (op != BO_ADD && op != BO_SUB && op != BO_MUL && op != BO_TRUEDIV && op != BO_POW) return v_notimpl();
    Cx x, y;
    int ka = as_cx(vm, a, &x);
    if (ka <= 0) return ka < 0 ? VEXC : v_notimpl();
    int kb = as_cx(vm, b, &y);
    if (kb <= 0) return kb < 0 ? VEXC : v_notimpl();
    switch (op) {
    case BO_ADD: return cx_value(vm, c_sum(x, y));
    case BO_SUB: return cx_value(vm, c_diff(x, y));
    case BO_MUL: return cx_value(vm, c_prod(x, y));
    case BO_TRUEDIV: {
        bool zero;
        Cx r = c_quot(x, y, &zero);
        if (zero) return exc_raise(vm, EXC_ZeroDivisionError, "complex division by zero");
        return cx_value(vm, r);
    }
    default: return cx_power(vm, x, y);
    }
}

/* ---- comparison, hashing, truth ------------------------------------------ */

static Value slot_richcmp(VM *vm, Value a, Value b, int op) {
    if (op != CO_EQ && op != CO_NE) return v_notimpl();
    if (!is_complex(a)) {
        Value t = a;
        a = b;
        b = t;
    }
    if (!is_complex(a)) return v_notimpl();
    Cx x = cx_of(a);
    Value o = b;
    if (IS_INSTANCE(o) && !IS_EMPTY(AS_INSTANCE(o)->builtin_value)) o = AS_INSTANCE(o)->builtin_value;
    bool eq;
    if (is_complex(o)) {
        Cx y = cx_of(o);
        eq = x.re == y.re && x.im == y.im;
    } else if (IS_FLOAT(o)) {
        eq = x.im == 0.0 && x.re == AS_FLOAT(o);
    } else if (IS_INT(o) || IS_BOOL(o) || IS_BIGINT(o)) {
        /* Exact, as CPython compares the real part with the int itself. */
        Value iv = IS_BOOL(o) ? v_int(AS_BOOL(o)) : o;
        eq = x.im == 0.0 && int_float_cmp(iv, x.re) == 0;
    } else {
        return v_notimpl();
    }
    return v_bool(op == CO_EQ ? eq : !eq);
}

/* A NaN part hashes by identity (CPython 3.10+; see rt_identity_hash). */
int64_t complex_hash(VM *vm, Value v) {
    Cx c = cx_of(v);
    uint64_t hr = (uint64_t)(isnan(c.re) ? rt_identity_hash(vm, AS_OBJ(v)) : float_hash(c.re));
    uint64_t hi = (uint64_t)(isnan(c.im) ? rt_identity_hash(vm, AS_OBJ(v)) : float_hash(c.im));
    uint64_t h = hr + 1000003u * hi;
    int64_t r = (int64_t)h;
    return r == -1 ? -2 : r;
}

static int slot_hash(VM *vm, Value self, int64_t *out) {
    *out = complex_hash(vm, self);
    return 0;
}

static int slot_truthy(VM *vm, Value self) {
    Cx c = cx_of(self);
    return c.re != 0.0 || c.im != 0.0;
}

/* ---- repr ------------------------------------------------------------------- */

/* One part as PyOS_double_to_string(x, 'r', 0, flags) writes it: repr
 * digits without float's added ".0", NaN without a sign, and with a
 * leading '+' when `sign` asks for one. */
static void part_repr(double d, bool sign, char out[48]) {
    char buf[40];
    if (isnan(d)) {
        strcpy(buf, "nan");
    } else {
        float_repr_buf(d, buf);
        size_t n = strlen(buf);
        if (n >= 2 && buf[n - 2] == '.' && buf[n - 1] == '0' && !strchr(buf, 'e')) buf[n - 2] = '\0';
    }
    if (sign && buf[0] != '-') {
        out[0] = '+';
        strcpy(out + 1, buf);
    } else {
        strcpy(out, buf);
    }
}

void complex_repr_buf(double re, double im, char out[112]) {
    char r[48], i[48];
    if (re == 0.0 && !signbit(re)) {
        /* A real part of +0 is left out, and so are the parentheses. */
        part_repr(im, false, i);
        snprintf(out, 112, "%sj", i);
    } else {
        part_repr(re, false, r);
        part_repr(im, true, i);
        snprintf(out, 112, "(%s%sj)", r, i);
    }
}

static Value slot_repr(VM *vm, Value self) {
    char out[112];
    Cx c = cx_of(self);
    if (!rt_charge(vm, 2 * FLOAT_REPR_UNITS)) return VEXC;
    complex_repr_buf(c.re, c.im, out);
    return str_cvalue(vm, out);
}

/* ---- parsing ------------------------------------------------------------------ */

static inline bool c_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
static inline bool c_digit(char c) { return c >= '0' && c <= '9'; }

static bool match_word(const char *s, const char *end, const char *w) {
    size_t n = strlen(w);
    if ((size_t)(end - s) < n) return false;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (c >= 'A' && c <= 'Z') c = (char)(c + 32);
        if (c != w[i]) return false;
    }
    return true;
}

/* PyOS_string_to_double without an overflow exception: a decimal float
 * (sign, digits, point, exponent) or inf/infinity/nan, at s. Returns the
 * end of what it read (s itself when nothing matched). */
static const char *scan_double(VM *vm, const char *s, const char *end, double *out, bool *err) {
    const char *p = s;
    bool neg = false;
    if (p < end && (*p == '+' || *p == '-')) {
        neg = *p == '-';
        p++;
    }
    if (match_word(p, end, "infinity")) {
        *out = neg ? -INFINITY : INFINITY;
        return p + 8;
    }
    if (match_word(p, end, "inf")) {
        *out = neg ? -INFINITY : INFINITY;
        return p + 3;
    }
    if (match_word(p, end, "nan")) {
        *out = neg ? -NAN : NAN;
        return p + 3;
    }
    size_t nd = 0;
    while (p < end && c_digit(*p)) { p++; nd++; }
    if (p < end && *p == '.') {
        p++;
        while (p < end && c_digit(*p)) { p++; nd++; }
    }
    if (nd == 0) return s;
    if (p < end && (*p == 'e' || *p == 'E')) {
        const char *q = p + 1;
        if (q < end && (*q == '+' || *q == '-')) q++;
        if (q < end && c_digit(*q)) {
            while (q < end && c_digit(*q)) q++;
            p = q;
        }
    }
    /* The token is validated; strtod reads exactly it from a copy. */
    size_t n = (size_t)(p - s);
    char small[128];
    char *buf = n < sizeof small ? small : mem_alloc(vm, n + 1);
    if (!buf) {
        *err = true;
        return s;
    }
    memcpy(buf, s, n);
    buf[n] = '\0';
    *out = strtod(buf, NULL);
    if (buf != small) mem_free(vm, buf, n + 1);
    return p;
}

static Value malformed(VM *vm) { return exc_raise(vm, EXC_ValueError, "complex() arg is a malformed string"); }

/* complex_from_string_inner over [s, end). */
static Value parse_complex(VM *vm, const char *s, const char *end) {
    double x = 0.0, y = 0.0, z;
    bool bracket = false, err = false;
    while (s < end && c_space(*s)) s++;
    if (s < end && *s == '(') {
        bracket = true;
        s++;
        while (s < end && c_space(*s)) s++;
    }
    const char *e = scan_double(vm, s, end, &z, &err);
    if (err) return VEXC;
    if (e != s) {
        s = e;
        if (s < end && (*s == '+' || *s == '-')) {
            /* <float><signed-float>j | <float><sign>j */
            x = z;
            e = scan_double(vm, s, end, &y, &err);
            if (err) return VEXC;
            if (e != s) {
                s = e;
            } else {
                y = *s == '+' ? 1.0 : -1.0;
                s++;
            }
            if (!(s < end && (*s == 'j' || *s == 'J'))) return malformed(vm);
            s++;
        } else if (s < end && (*s == 'j' || *s == 'J')) {
            s++;
            y = z;
        } else {
            x = z;
        }
    } else {
        /* <sign>j | j */
        if (s < end && (*s == '+' || *s == '-')) {
            y = *s == '+' ? 1.0 : -1.0;
            s++;
        } else {
            y = 1.0;
        }
        if (!(s < end && (*s == 'j' || *s == 'J'))) return malformed(vm);
        s++;
    }
    while (s < end && c_space(*s)) s++;
    if (bracket) {
        if (!(s < end && *s == ')')) return malformed(vm);
        s++;
        while (s < end && c_space(*s)) s++;
    }
    if (s != end) return malformed(vm);
    return complex_new(vm, x, y);
}

/* complex(str): underscores are checked and dropped first
 * (_Py_string_to_number_with_underscores), then the text is parsed. */
static Value complex_from_str(VM *vm, Value orig, Str *str) {
    if (!rt_charge(vm, (int64_t)(str->blen / 8) + 1)) return VEXC;
    /* Unicode digits and spaces read as their ASCII ones, as CPython's
     * _PyUnicode_TransformDecimalAndSpaceToASCII makes them. */
    size_t n, an = str->blen;
    char *s = num_ascii_text(vm, str->data, an, &n);
    if (!s) return VEXC;
    if (!memchr(s, '_', n)) {
        Value r = parse_complex(vm, s, s + n);
        mem_free(vm, s, an + 1);
        return r;
    }
    char *dup = mem_alloc(vm, n);
    if (!dup) {
        mem_free(vm, s, an + 1);
        return VEXC;
    }
    size_t k = 0;
    char prev = '\0';
    bool bad = false;
    for (size_t i = 0; i < n && !bad; i++) {
        char c = s[i];
        if (c == '_') {
            if (!c_digit(prev)) bad = true;
        } else {
            dup[k++] = c;
            if (prev == '_' && !c_digit(c)) bad = true;
        }
        prev = c;
    }
    if (prev == '_') bad = true;
    Value r = bad ? exc_raise(vm, EXC_ValueError, "could not convert string to complex: %R", orig)
                  : parse_complex(vm, dup, dup + k);
    mem_free(vm, dup, n);
    mem_free(vm, s, an + 1);
    return r;
}

/* ---- constructor -------------------------------------------------------------- */

/* A real number from a constructor argument: 1 ok, 0 not a number, -1 on
 * error. Instances may supply __float__ or __index__. */
static int real_of(VM *vm, Value v, double *out) {
    Cx c;
    int k = as_cx(vm, v, &c);
    if (k != 0) {
        *out = c.re;
        return k;
    }
    if (!IS_INSTANCE(v)) return 0;
    Type *t = type_of(vm, v);
    if (!IS_EMPTY(type_lookup(vm, t, vm->names->__float__))) {
        Value r = rt_call_special(vm, v, vm->names->__float__, 0, NULL);
        if (IS_EXC(r)) return -1;
        if (!IS_FLOAT(r)) {
            exc_raise(vm, EXC_TypeError, "%s.__float__ returned non-float (type %s)", t->name->data, type_name(vm, r));
            return -1;
        }
        *out = AS_FLOAT(r);
        return 1;
    }
    if (!IS_EMPTY(type_lookup(vm, t, vm->names->__index__))) {
        Value r = rt_call_special(vm, v, vm->names->__index__, 0, NULL);
        if (IS_EXC(r)) return -1;
        k = as_cx(vm, r, &c);
        if (k == 0) {
            exc_raise(vm, EXC_TypeError, "__index__ returned non-int (type %s)", type_name(vm, r));
            return -1;
        }
        *out = c.re;
        return k;
    }
    return 0;
}

/* An instance's __complex__, if it has one: 1 ok, 0 none, -1 error. */
static int complex_special(VM *vm, Value v, Cx *out) {
    if (!IS_INSTANCE(v)) return 0;
    Str *name = str_intern_cstr(vm, "__complex__");
    if (!name) return -1;
    Type *t = type_of(vm, v);
    if (IS_EMPTY(type_lookup(vm, t, name))) return 0;
    Value r = rt_call_special(vm, v, name, 0, NULL);
    if (IS_EXC(r)) return -1;
    if (!is_complex(r)) {
        exc_raise(vm, EXC_TypeError, "__complex__ returned non-complex (type %s)", type_name(vm, r));
        return -1;
    }
    *out = cx_of(r);
    return 1;
}

static Value complex_make(VM *vm, int argc, const Value *argv, Tuple *kwnames) {
    static const char *const names[] = {"real", "imag"};
    if (argc > 2) return exc_raise(vm, EXC_TypeError, "complex() takes at most 2 arguments (%d given)", argc);
    Value a[2] = {argc > 0 ? argv[0] : VEMPTY, argc > 1 ? argv[1] : VEMPTY};
    if (kwnames) {
        for (size_t k = 0; k < kwnames->len; k++) {
            Str *kn = AS_STR(kwnames->items[k]);
            int j = !strcmp(kn->data, "real") ? 0 : !strcmp(kn->data, "imag") ? 1 : -1;
            if (j < 0) return exc_raise(vm, EXC_TypeError, "'%U' is an invalid keyword argument for complex()", kn);
            if (j < argc)
                return exc_raise(vm, EXC_TypeError, "argument for complex() given by name ('%s') and position (%d)",
                                 names[j], j + 1);
            a[j] = argv[argc + (int)k];
        }
    }
    Value r = a[0], i = a[1];
    if (IS_EMPTY(r)) r = v_int(0);
    Value rs = r;
    if (IS_INSTANCE(rs) && IS_STR(AS_INSTANCE(rs)->builtin_value)) rs = AS_INSTANCE(rs)->builtin_value;
    if (IS_STR(rs)) {
        if (!IS_EMPTY(i)) return exc_raise(vm, EXC_TypeError, "complex() can't take second arg if first is a string");
        return complex_from_str(vm, r, AS_STR(rs));
    }
    if (!IS_EMPTY(i) && (IS_STR(i) || (IS_INSTANCE(i) && IS_STR(AS_INSTANCE(i)->builtin_value))))
        return exc_raise(vm, EXC_TypeError, "complex() second arg can't be a string");
    if (is_complex(r) && IS_EMPTY(i)) return cx_base(r);
    Cx cr = {0.0, 0.0}, ci = {0.0, 0.0};
    bool cr_is_complex = false, ci_is_complex = false;
    int k = complex_special(vm, r, &cr);
    if (k < 0) return VEXC;
    if (k > 0) {
        cr_is_complex = true;
    } else if (is_complex(r)) {
        cr = cx_of(r);
        cr_is_complex = true;
    } else {
        k = real_of(vm, r, &cr.re);
        if (k < 0) return VEXC;
        if (k == 0)
            return exc_raise(vm, EXC_TypeError, "complex() first argument must be a string or a number, not '%s'",
                             type_name(vm, r));
    }
    if (IS_EMPTY(i)) {
        ci.re = cr.im;
    } else if (is_complex(i)) {
        ci = cx_of(i);
        ci_is_complex = true;
    } else {
        k = real_of(vm, i, &ci.re);
        if (k < 0) return VEXC;
        if (k == 0)
            return exc_raise(vm, EXC_TypeError, "complex() second argument must be a number, not '%s'",
                             type_name(vm, i));
    }
    if (ci_is_complex) cr.re -= ci.im;
    if (cr_is_complex && !IS_EMPTY(i)) ci.re += cr.im;
    return complex_new(vm, cr.re, ci.re);
}

/* complex(real=0, imag=0); for a subclass, an instance wrapping the
 * complex. */
static Value complex_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    Value r = complex_make(vm, argc, argv, kwnames);
    if (IS_EXC(r) || !IS_TYPE(cls) || AS_TYPE(cls) == vm->types[OK_COMPLEX]) return r;
    return rt_wrap_builtin(vm, AS_TYPE(cls), r);
}

/* complex.__new__(cls, real=0, imag=0), for a subclass's own __new__. */
static Value m_new(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    Type *cls = rt_new_cls(vm, self, &argc, &argv, vm->types[OK_COMPLEX]);
    if (!cls) return VEXC;
    return complex_ctor(vm, v_obj(cls), argc, argv, kwnames);
}

/* ---- format ------------------------------------------------------------------- */

/* n copies of the fn-byte fill character, a block at a time. */
static void add_fill(StrBuf *o, const char *fill, size_t fn, size_t n) {
    char block[256];
    size_t per = sizeof block / fn;
    for (size_t i = 0; i < per; i++) memcpy(block + i * fn, fill, fn);
    while (n > 0 && !o->failed) {
        size_t m = n < per ? n : per;
        sb_add(o, block, m * fn);
        n -= m;
    }
}

/* format(z, spec): CPython's format_complex_internal. Each part is
 * formatted as a float (via format_builtin) with the spec's sign, '#',
 * grouping, precision and type; the imaginary part always carries a sign
 * unless the real part is omitted; then fill/align/width apply to the
 * whole. An omitted type behaves like repr (parentheses, +0 real part
 * dropped), with a precision like 'g'. */
Value complex_format(VM *vm, Value self, Str *spec) {
    if (spec->blen == 0) return slot_repr(vm, self);
    if (!format_complex_spec_ok(vm, self, spec)) return VEXC;
    const char *s = spec->data;
    size_t n = spec->blen, i = 0;
    char fill[5] = " ", align = 0, sign = 0;
    size_t fn = 1; /* the fill's length in bytes: it may be a NUL */
    /* [[fill]align] */
    size_t fl = 1;
    unsigned char c0 = (unsigned char)s[0];
    if (c0 >= 0x80) fl = c0 >= 0xF0 ? 4 : c0 >= 0xE0 ? 3 : 2;
    if (fl < n && s[fl] && strchr("<>=^", s[fl])) {
        memcpy(fill, s, fl);
        fill[fl] = '\0';
        fn = fl;
        align = s[fl];
        i = fl + 1;
    } else if (s[0] && strchr("<>=^", s[0])) {
        align = s[0];
        i = 1;
    }
    if (i < n && (s[i] == '+' || s[i] == '-' || s[i] == ' ')) sign = s[i++];
    bool no_neg_0 = false;
    if (i < n && s[i] == 'z') {
        no_neg_0 = true;
        i++;
    }
    bool alt = false;
    if (i < n && s[i] == '#') {
        alt = true;
        i++;
    }
    /* A '0' here is a width digit: without a fill it would have been zero
     * padding, which format_complex_spec_ok refused. */
    int64_t width = -1;
    if (i < n && c_digit(s[i])) {
        width = 0;
        while (i < n && c_digit(s[i])) {
            if (width > 100000000) return exc_raise(vm, EXC_ValueError, "Too many decimal digits in format string");
            width = width * 10 + (s[i++] - '0');
        }
    }
    char group = 0;
    if (i < n && (s[i] == ',' || s[i] == '_')) group = s[i++];
    int64_t prec = -1;
    if (i < n && s[i] == '.') {
        i++;
        if (i >= n || !c_digit(s[i])) return exc_raise(vm, EXC_ValueError, "Format specifier missing precision");
        prec = 0;
        while (i < n && c_digit(s[i])) {
            if (prec > 100000000) return exc_raise(vm, EXC_ValueError, "Too many decimal digits in format string");
            prec = prec * 10 + (s[i++] - '0');
        }
    }
    char type = 0;
    if (i < n) type = s[i++];
    if (i < n) return exc_raise(vm, EXC_ValueError, "Invalid format specifier");
    if (type && !strchr("eEfFgGn", type))
        return exc_raise(vm, EXC_ValueError, "Unknown format code '%c' for object of type 'complex'", type);
    if (align == '=')
        return exc_raise(vm, EXC_ValueError, "'=' alignment flag is not allowed in complex format specifier");
    Cx c = cx_of(self);
    bool skip_re = false, parens = false;
    char ptype = type == 'n' ? 'g' : type;
    if (!type) {
        if (c.re == 0.0 && !signbit(c.re)) skip_re = true;
        else parens = true;
        if (prec >= 0) ptype = 'g';
    }
    StrBuf b;
    sb_init(&b, vm);
    for (int part = skip_re ? 1 : 0; part < 2; part++) {
        double d = part ? c.im : c.re;
        char psign = part && !skip_re ? '+' : sign;
        if (no_neg_0 && d == 0.0) d = 0.0;
        if (!ptype) {
            /* Repr digits, signed as requested. */
            char t[48];
            if (!rt_charge(vm, FLOAT_REPR_UNITS)) {
                sb_free(&b);
                return VEXC;
            }
            part_repr(d, psign == '+', t);
            if (alt && isfinite(d) && !strchr(t, '.')) {
                /* '#' keeps a decimal point: 1 -> "1.", 1e+20 -> "1.e+20". */
                char *e = strchr(t, 'e');
                size_t at = e ? (size_t)(e - t) : strlen(t);
                memmove(t + at + 1, t + at, strlen(t) - at + 1);
                t[at] = '.';
            }
            if (psign == ' ' && t[0] != '-') sb_addc(&b, ' ');
            sb_adds(&b, t);
        } else {
            char ps[64];
            int k = 0;
            if (psign) ps[k++] = psign;
            if (no_neg_0) ps[k++] = 'z';
            if (alt) ps[k++] = '#';
            if (group) ps[k++] = group;
            if (prec >= 0) k += snprintf(ps + k, sizeof ps - (size_t)k, ".%lld", (long long)prec);
            ps[k++] = ptype;
            ps[k] = '\0';
            Str *pspec = str_new(vm, ps, (size_t)k);
            if (!pspec) {
                sb_free(&b);
                return VEXC;
            }
            Value t = format_builtin(vm, v_float(d), pspec);
            if (IS_EXC(t)) {
                sb_free(&b);
                return VEXC;
            }
            sb_addstr(&b, AS_STR(t));
        }
    }
    sb_addc(&b, 'j');
    if (b.failed) {
        sb_free(&b);
        return VEXC;
    }
    size_t body = b.len + (parens ? 2 : 0);
    size_t padn = width > 0 && (size_t)width > body ? (size_t)width - body : 0;
    /* The padding is charged and checked against the cap (the buffer and
     * the string made from it hold it twice) before any is written. */
    if (!rt_charge(vm, (int64_t)(padn * fn / 4) + 1) || (padn && !mem_would_fit(vm, 2 * padn * fn + body))) {
        sb_free(&b);
        return VEXC;
    }
    size_t left = align == '<' ? 0 : align == '^' ? padn / 2 : padn;
    StrBuf o;
    sb_init(&o, vm);
    add_fill(&o, fill, fn, left);
    if (parens) sb_addc(&o, '(');
    sb_add(&o, b.p, b.len);
    if (parens) sb_addc(&o, ')');
    add_fill(&o, fill, fn, padn - left);
    sb_free(&b);
    return sb_finish(&o);
}

/* ---- methods ------------------------------------------------------------------- */

#define SELF_CX(c)                                                             \
    if (!is_complex(self))                                                     \
        return exc_raise(vm, EXC_TypeError, "descriptor requires a 'complex' object but received a '%s'", \
                         type_name(vm, self));                                 \
    Cx c = cx_of(self)

METHOD(m_conjugate) { SELF_CX(c); return complex_new(vm, c.re, -c.im); }
METHOD(d_complex) { SELF_CX(c); (void)c; return cx_base(self); }
METHOD(d_neg) { SELF_CX(c); return complex_new(vm, -c.re, -c.im); }
METHOD(d_pos) { SELF_CX(c); (void)c; return cx_base(self); }
METHOD(d_bool) { SELF_CX(c); return v_bool(c.re != 0.0 || c.im != 0.0); }
METHOD(d_hash) { SELF_CX(c); (void)c; return v_int(complex_hash(vm, self)); }
METHOD(d_repr) { SELF_CX(c); (void)c; return slot_repr(vm, self); }

/* abs(): hypot, with CPython's OverflowError when finite parts overflow. */
METHOD(d_abs) {
    SELF_CX(c);
    if (isinf(c.re) || isinf(c.im)) return v_float(INFINITY);
    if (isnan(c.re) || isnan(c.im)) return v_float(NAN);
    double r = hypot(c.re, c.im);
    if (isinf(r)) return exc_raise(vm, EXC_OverflowError, "absolute value too large");
    return v_float(r);
}

METHOD(d_getnewargs) {
    SELF_CX(c);
    Value parts[2] = {v_float(c.re), v_float(c.im)};
    return tuple_pack(vm, 2, parts);
}

METHOD(d_format) {
    SELF_CX(c);
    (void)c;
    Value sp = argv[0];
    if (IS_INSTANCE(sp) && IS_STR(AS_INSTANCE(sp)->builtin_value)) sp = AS_INSTANCE(sp)->builtin_value;
    if (!IS_STR(sp))
        return exc_raise(vm, EXC_TypeError, "__format__() argument must be str, not %s", type_name(vm, argv[0]));
    return complex_format(vm, self, AS_STR(sp));
}

static Value arith(VM *vm, Value self, Value other, BinOp op, bool reflected) {
    if (!is_complex(self)) return v_notimpl();
    return reflected ? slot_binop(vm, (int)op, other, self, false) : slot_binop(vm, (int)op, self, other, false);
}
METHOD(d_add) { return arith(vm, self, argv[0], BO_ADD, false); }
METHOD(d_radd) { return arith(vm, self, argv[0], BO_ADD, true); }
METHOD(d_sub) { return arith(vm, self, argv[0], BO_SUB, false); }
METHOD(d_rsub) { return arith(vm, self, argv[0], BO_SUB, true); }
METHOD(d_mul) { return arith(vm, self, argv[0], BO_MUL, false); }
METHOD(d_rmul) { return arith(vm, self, argv[0], BO_MUL, true); }
METHOD(d_truediv) { return arith(vm, self, argv[0], BO_TRUEDIV, false); }
METHOD(d_rtruediv) { return arith(vm, self, argv[0], BO_TRUEDIV, true); }
/* complex ** with a modulus: the operand is converted (declined where it
 * is no number) before the modulus is refused, as CPython's complex_pow. */
static Value pow_mod(VM *vm, Value other) {
    Cx y;
    int k = as_cx(vm, other, &y);
    if (k <= 0) return k < 0 ? VEXC : v_notimpl();
    return exc_raise(vm, EXC_ValueError, "complex modulo");
}
METHOD(d_pow) {
    if (argc > 1 && !IS_NONE(argv[1])) return pow_mod(vm, argv[0]);
    return arith(vm, self, argv[0], BO_POW, false);
}
METHOD(d_rpow) {
    if (argc > 1 && !IS_NONE(argv[1])) return pow_mod(vm, argv[0]);
    return arith(vm, self, argv[0], BO_POW, true);
}

static Value cmp_method(VM *vm, Value self, Value other, int op) {
    if (!is_complex(self)) return v_notimpl();
    return slot_richcmp(vm, self, other, op);
}
METHOD(d_eq) { return cmp_method(vm, self, argv[0], CO_EQ); }
METHOD(d_ne) { return cmp_method(vm, self, argv[0], CO_NE); }
METHOD(d_lt) { return cmp_method(vm, self, argv[0], CO_LT); }
METHOD(d_le) { return cmp_method(vm, self, argv[0], CO_LE); }
METHOD(d_gt) { return cmp_method(vm, self, argv[0], CO_GT); }
METHOD(d_ge) { return cmp_method(vm, self, argv[0], CO_GE); }

static const MethodDef complex_methods[] = {
    {"conjugate", m_conjugate, 0, 0, 0},
    {"__new__", m_new, 0, -1, NATIVE_KW},
    {"__complex__", d_complex, 0, 0, 0},
    {"__neg__", d_neg, 0, 0, 0},
    {"__pos__", d_pos, 0, 0, 0},
    {"__abs__", d_abs, 0, 0, 0},
    {"__bool__", d_bool, 0, 0, 0},
    {"__hash__", d_hash, 0, 0, 0},
    {"__repr__", d_repr, 0, 0, 0},
    {"__str__", d_repr, 0, 0, 0},
    {"__format__", d_format, 1, 1, 0},
    {"__getnewargs__", d_getnewargs, 0, 0, 0},
    {"__add__", d_add, 1, 1, 0},
    {"__radd__", d_radd, 1, 1, 0},
    {"__sub__", d_sub, 1, 1, 0},
    {"__rsub__", d_rsub, 1, 1, 0},
    {"__mul__", d_mul, 1, 1, 0},
    {"__rmul__", d_rmul, 1, 1, 0},
    {"__truediv__", d_truediv, 1, 1, 0},
    {"__rtruediv__", d_rtruediv, 1, 1, 0},
    {"__pow__", d_pow, 1, 2, 0},
    {"__rpow__", d_rpow, 1, 2, 0},
    {"__eq__", d_eq, 1, 1, 0},
    {"__ne__", d_ne, 1, 1, 0},
    {"__lt__", d_lt, 1, 1, 0},
    {"__le__", d_le, 1, 1, 0},
    {"__gt__", d_gt, 1, 1, 0},
    {"__ge__", d_ge, 1, 1, 0},
    {NULL, NULL, 0, 0, 0},
};

void complex_init(VM *vm) {
    Type *t = vm->types[OK_COMPLEX];
    if (!t) return;
    TypeSlots *sl = &t->slots;
    sl->repr = slot_repr;
    sl->str = slot_repr;
    sl->hash = slot_hash;
    sl->richcmp = slot_richcmp;
    sl->binop = slot_binop;
    sl->truthy = slot_truthy;
    t->ctor = complex_ctor;
    type_add_methods(vm, t, complex_methods);
}
