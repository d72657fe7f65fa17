/* Exceptions: raising from C, the built-in hierarchy, and the behaviour of
 * exception objects (args, str/repr, chaining attributes). */
#include <stdio.h>
#include <errno.h>
#include "rt.h"
#include "names.h"

ExcObj *exc_new(VM *vm, Type *cls, Tuple *args) {
    ExcObj *e = obj_alloc(vm, OK_EXC, sizeof(ExcObj));
    if (!e) return NULL;
    e->cls = cls;
    e->args = args ? args : vm->empty_tuple;
    e->cause = VNONE;
    e->context = VNONE;
    e->notes = VEMPTY;
    e->builtin_value = VEMPTY;
    e->hint = VEMPTY;
    return e;
}

/* Append one formatted argument of the custom directives. */
static bool fmt_value(StrBuf *b, VM *vm, char d, Value v) {
    Value s;
    if (d == 'T') return sb_adds(b, type_name(vm, v));
    /* Argument Clinic's "must be str, not None": None by name, else the type. */
    if (d == 'A') return sb_adds(b, IS_NONE(v) ? "None" : type_name(vm, v));
    s = d == 'R' ? obj_repr(vm, v) : obj_str(vm, v);
    if (IS_EXC(s)) return false;
    return sb_addstr(b, AS_STR(s));
}

static Value vformat(VM *vm, const char *fmt, va_list ap) {
    StrBuf b;
    sb_init(&b, vm);
    for (const char *p = fmt; *p; p++) {
        if (*p != '%') {
            const char *q = p;
            while (*q && *q != '%') q++;
            sb_add(&b, p, (size_t)(q - p));
            p = q - 1;
            continue;
        }
        p++;
        int prec = -1;
        if (*p == '.' && p[1] == '*') {
            prec = va_arg(ap, int);
            if (prec < 0) prec = -1;
            p += 2;
        } else if (*p == '.') {
            prec = 0;
            for (p++; *p >= '0' && *p <= '9'; p++) prec = prec * 10 + (*p - '0');
        }
        int lmod = 0; /* 1 = l, 2 = ll, 3 = z */
        if (*p == 'l') { lmod = 1; p++; if (*p == 'l') { lmod = 2; p++; } }
        else if (*p == 'z') { lmod = 3; p++; }
        char tmp[64];
        switch (*p) {
        case '%': sb_addc(&b, '%'); break;
        case 's': {
            const char *s = va_arg(ap, const char *);
            if (!s) s = "(null)";
            size_t n = strlen(s);
            if (prec >= 0 && (size_t)prec < n) n = (size_t)prec;
            sb_add(&b, s, n);
            break;
        }
        case 'c': sb_addc(&b, (char)va_arg(ap, int)); break;
        case 'd': case 'u': case 'x': {
            if (lmod == 1) snprintf(tmp, sizeof tmp, *p == 'd' ? "%ld" : *p == 'u' ? "%lu" : "%lx", va_arg(ap, long));
            else if (lmod == 2) snprintf(tmp, sizeof tmp, *p == 'd' ? "%lld" : *p == 'u' ? "%llu" : "%llx", va_arg(ap, long long));
            else if (lmod == 3) snprintf(tmp, sizeof tmp, *p == 'd' ? "%zd" : *p == 'u' ? "%zu" : "%zx", va_arg(ap, size_t));
            else snprintf(tmp, sizeof tmp, *p == 'd' ? "%d" : *p == 'u' ? "%u" : "%x", va_arg(ap, int));
            sb_adds(&b, tmp);
            break;
        }
        case 'R': case 'S': case 'T': case 'A': {
            Value v = va_arg(ap, Value);
            if (!fmt_value(&b, vm, *p, v)) {
                sb_free(&b);
                return VEXC;
            }
            break;
        }
        case 'U': {
            Str *s = va_arg(ap, Str *);
            if (s) sb_addstr(&b, s);
            break;
        }
        default:
            sb_addc(&b, '%');
            if (*p) sb_addc(&b, *p); else p--;
            break;
        }
    }
    return sb_finish(&b);
}

Value exc_vraise(VM *vm, ExcId id, const char *fmt, va_list ap) {
    if (vm->halt) return VEXC;
    Value msg = vformat(vm, fmt, ap);
    if (IS_EXC(msg)) return VEXC;
    Value t = tuple_pack(vm, 1, &msg);
    if (IS_EXC(t)) return VEXC;
    ExcObj *e = exc_new(vm, vm->exc_types[id], AS_TUPLE(t));
    if (!e) return VEXC;
    vm->exc = v_obj(e);
    return VEXC;
}

Value exc_format(VM *vm, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    Value r = vformat(vm, fmt, ap);
    va_end(ap);
    return r;
}

Value exc_raise(VM *vm, ExcId id, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    Value r = exc_vraise(vm, id, fmt, ap);
    va_end(ap);
    return r;
}

Value exc_key_error(VM *vm, Value key) {
    if (vm->halt) return VEXC;
    Value t = tuple_pack(vm, 1, &key);
    if (IS_EXC(t)) return VEXC;
    ExcObj *e = exc_new(vm, vm->exc_types[EXC_KeyError], AS_TUPLE(t));
    if (!e) return VEXC;
    vm->exc = v_obj(e);
    return VEXC;
}

Value exc_raise_obj(VM *vm, Value exc) {
    if (vm->halt) return VEXC;
    if (IS_TYPE(exc) && (AS_TYPE(exc)->tflags & TF_EXCEPTION)) {
        exc = rt_call(vm, exc, 0, NULL, NULL);
        if (IS_EXC(exc)) return VEXC;
    }
    if (!IS_EXCOBJ(exc))
        return exc_raise(vm, EXC_TypeError, "exceptions must derive from BaseException");
    vm->exc = exc;
    return VEXC;
}

bool exc_is_instance(VM *vm, Value exc, Type *cls) {
    return IS_EXCOBJ(exc) && type_is_subtype(AS_EXC(exc)->cls, cls);
}

bool exc_matches(VM *vm, ExcId id) {
    return !vm->halt && exc_is_instance(vm, vm->exc, vm->exc_types[id]);
}

void exc_clear(VM *vm) { vm->exc = VEMPTY; }

/* ---- exception objects ----------------------------------------------- */

/* ---- OSError ------------------------------------------------------------ */

static const char *const os_fields[4] = {"errno", "strerror", "filename", "filename2"};

static bool is_oserror(VM *vm, Type *t) { return type_is_subtype(t, vm->exc_types[EXC_OSError]); }

/* OSError(errno, code) is the subclass CPython picks for that errno. */
static Type *oserror_subclass(VM *vm, int argc, const Value *argv) {
    static const struct { int err; ExcId id; } map[] = {
        {EAGAIN, EXC_BlockingIOError}, {EALREADY, EXC_BlockingIOError},
        {EINPROGRESS, EXC_BlockingIOError}, {EWOULDBLOCK, EXC_BlockingIOError},
        {ECHILD, EXC_ChildProcessError}, {EPIPE, EXC_BrokenPipeError}, {ESHUTDOWN, EXC_BrokenPipeError},
        {ECONNABORTED, EXC_ConnectionAbortedError}, {ECONNREFUSED, EXC_ConnectionRefusedError},
        {ECONNRESET, EXC_ConnectionResetError}, {EEXIST, EXC_FileExistsError},
        {ENOENT, EXC_FileNotFoundError}, {EINTR, EXC_InterruptedError}, {EISDIR, EXC_IsADirectoryError},
        {ENOTDIR, EXC_NotADirectoryError}, {EACCES, EXC_PermissionError}, {EPERM, EXC_PermissionError},
        {ESRCH, EXC_ProcessLookupError}, {ETIMEDOUT, EXC_TimeoutError},
    };
    if (argc >= 2 && argc <= 5 && IS_INT(argv[0]))
        for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
            if (AS_INT(argv[0]) == map[i].err) return vm->exc_types[map[i].id];
    return vm->exc_types[EXC_OSError];
}

/* OSError(errno, strerror[, filename[, winerror[, filename2]]]): from 2
 * to 5 arguments set errno and strerror, and a filename that is not None
 * leaves only those two in args, as CPython; any other count sets them
 * all to None. Stored as attributes of the exception. 0 or -1. */
static int oserror_parse(VM *vm, ExcObj *e) {
    Tuple *a = e->args;
    Value f[4] = {VNONE, VNONE, VNONE, VNONE};
    bool cut = false;
    if (a->len >= 2 && a->len <= 5) {
        f[0] = a->items[0];
        f[1] = a->items[1];
        if (a->len >= 3 && !IS_NONE(a->items[2])) {
            f[2] = a->items[2];
            if (a->len == 5) f[3] = a->items[4];
            cut = true;
        }
    }
    size_t rs = gc_scope(vm);
    gc_push(vm, v_obj(a));
    if (!e->attrs) {
        e->attrs = dict_new(vm);
        if (!e->attrs) { gc_unscope(vm, rs); return -1; }
    }
    for (int i = 0; i < 4; i++) {
        Str *k = str_intern_cstr(vm, os_fields[i]);
        if (!k || dict_set_str(vm, e->attrs, k, f[i]) < 0) { gc_unscope(vm, rs); return -1; }
    }
    if (cut) {
        Value two = tuple_pack(vm, 2, a->items);
        if (IS_EXC(two)) { gc_unscope(vm, rs); return -1; }
        e->args = AS_TUPLE(two);
    }
    gc_unscope(vm, rs);
    return 0;
}

/* An OSError field: its attribute, or None (an OSError the runtime raised
 * has none set). */
Value exc_oserror_field(VM *vm, Value self, Str *name) {
    if (!IS_EXCOBJ(self) || !is_oserror(vm, AS_EXC(self)->cls)) return VEMPTY;
    for (int i = 0; i < 4; i++)
        if (!strcmp(name->data, os_fields[i])) {
            ExcObj *e = AS_EXC(self);
            Value v = e->attrs ? dict_get_str(vm, e->attrs, name) : VEMPTY;
            return IS_EMPTY(v) ? VNONE : v;
        }
    return VEMPTY;
}

static Value exc_str_of(VM *vm, Value self, bool key_error);

/* "[Errno 2] No such file: 'a.txt'", or BaseException's str without an
 * errno and strerror. */
static Value oserror_str(VM *vm, Value self) {
    Value f[4];
    size_t rs = gc_scope(vm);
    for (int i = 0; i < 4; i++) {
        Str *k = str_intern_cstr(vm, os_fields[i]);
        if (!k) { gc_unscope(vm, rs); return VEXC; }
        f[i] = exc_oserror_field(vm, self, k);
        /* The str() of one may replace the others: hold them all. */
        gc_push(vm, f[i]);
    }
    Value r;
    if (!IS_NONE(f[2]) && !IS_NONE(f[3]))
        r = exc_format(vm, "[Errno %S] %S: %R -> %R", f[0], f[1], f[2], f[3]);
    else if (!IS_NONE(f[2]))
        r = exc_format(vm, "[Errno %S] %S: %R", f[0], f[1], f[2]);
    else if (!IS_NONE(f[0]) && !IS_NONE(f[1]))
        r = exc_format(vm, "[Errno %S] %S", f[0], f[1]);
    else
        r = exc_str_of(vm, self, false);
    gc_unscope(vm, rs);
    return r;
}

static Value m_oserror_str(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    if (!IS_EXCOBJ(self) || !is_oserror(vm, AS_EXC(self)->cls))
        return exc_raise(vm, EXC_TypeError, "descriptor '__str__' requires a 'OSError' object");
    return oserror_str(vm, self);
}

/* UnicodeEncodeError(encoding, object, start, end, reason) and
 * UnicodeDecodeError(...), made by a snippet: the five arguments become
 * the attributes CPython's have, and str() says which character or bytes
 * could not be handled. An error whose arguments have another shape keeps
 * BaseException's str (the runtime raises them with a message). */
static const char *const unicode_fields[] = {"encoding", "object", "start", "end", "reason"};

/* Which of the built-in classes whose instances carry fields of their own
 * an exception class derives from, found in one walk of its MRO (every
 * exception made pays for it). */
enum { FAM_NONE, FAM_ATTR, FAM_NAME, FAM_IMPORT, FAM_UDECODE, FAM_UENCODE };

static int exc_family(VM *vm, Type *t) {
    Tuple *mro = t->mro;
    Type *const *x = vm->exc_types;
    for (size_t i = 0; mro && i < mro->len; i++) {
        if (!IS_TYPE(mro->items[i])) continue;
        Type *c = AS_TYPE(mro->items[i]);
        if (c == x[EXC_Exception] || c == x[EXC_BaseException]) return FAM_NONE;
        if (c == x[EXC_AttributeError]) return FAM_ATTR;
        if (c == x[EXC_NameError]) return FAM_NAME;
        if (c == x[EXC_ImportError]) return FAM_IMPORT;
        if (c == x[EXC_UnicodeDecodeError]) return FAM_UDECODE;
        if (c == x[EXC_UnicodeEncodeError]) return FAM_UENCODE;
    }
    return FAM_NONE;
}

static bool is_unicode_error(VM *vm, Type *t, bool *decode) {
    int f = exc_family(vm, t);
    *decode = f == FAM_UDECODE;
    return f == FAM_UDECODE || f == FAM_UENCODE;
}

static int unicode_parse(VM *vm, ExcObj *e) {
    bool decode;
    if (!is_unicode_error(vm, e->cls, &decode)) return 0;
    Tuple *a = e->args;
    if (a->len != 5 || !IS_STR(a->items[0]) || !IS_INT(a->items[2]) || !IS_INT(a->items[3]) || !IS_STR(a->items[4]))
        return 0;
    Value o = a->items[1];
    if (decode ? !(IS_KIND(o, OK_BYTES) || IS_KIND(o, OK_BYTEARRAY)) : !IS_STR(o)) return 0;
    size_t rs = gc_scope(vm);
    gc_push(vm, v_obj(a));
    if (!e->attrs) {
        e->attrs = dict_new(vm);
        if (!e->attrs) { gc_unscope(vm, rs); return -1; }
    }
    for (int i = 0; i < 5; i++) {
        Str *k = str_intern_cstr(vm, unicode_fields[i]);
        if (!k || dict_set_str(vm, e->attrs, k, a->items[i]) < 0) { gc_unscope(vm, rs); return -1; }
    }
    gc_unscope(vm, rs);
    return 0;
}

Value exc_raise_unicode(VM *vm, bool decode, const char *encoding, Value object, size_t start, size_t end,
                        const char *reason) {
    if (vm->halt) return VEXC;
    size_t rs = gc_scope(vm);
    gc_push(vm, object);
    Value a[5] = {str_cvalue(vm, encoding), object, v_int((int64_t)start), v_int((int64_t)end), VNONE};
    if (IS_EXC(a[0])) goto fail;
    gc_push(vm, a[0]);
    a[4] = str_cvalue(vm, reason);
    if (IS_EXC(a[4])) goto fail;
    gc_push(vm, a[4]);
    Value t = tuple_pack(vm, 5, a);
    if (IS_EXC(t)) goto fail;
    gc_push(vm, t);
    ExcObj *e = exc_new(vm, vm->exc_types[decode ? EXC_UnicodeDecodeError : EXC_UnicodeEncodeError], AS_TUPLE(t));
    if (!e) goto fail;
    gc_push(vm, v_obj(e));
    if (unicode_parse(vm, e) < 0) goto fail;
    gc_unscope(vm, rs);
    vm->exc = v_obj(e);
    return VEXC;
fail:
    gc_unscope(vm, rs);
    return VEXC;
}

/* The code point at byte offset `off` of UTF-8 text. */
static uint32_t utf8_at(const char *p) {
    const unsigned char *u = (const unsigned char *)p;
    if (u[0] < 0x80) return u[0];
    if (u[0] < 0xe0) return ((uint32_t)(u[0] & 0x1f) << 6) | (u[1] & 0x3f);
    if (u[0] < 0xf0) return ((uint32_t)(u[0] & 0x0f) << 12) | ((uint32_t)(u[1] & 0x3f) << 6) | (u[2] & 0x3f);
    return ((uint32_t)(u[0] & 0x07) << 18) | ((uint32_t)(u[1] & 0x3f) << 12) | ((uint32_t)(u[2] & 0x3f) << 6) |
           (u[3] & 0x3f);
}

/* str() of a UnicodeEncodeError/UnicodeDecodeError with its five fields
 * (read from its attributes, which a snippet may have changed), or
 * VEMPTY when they are not all there with their types. */
static Value unicode_str(VM *vm, ExcObj *e, bool decode) {
    if (!e->attrs) return VEMPTY;
    Value f[5];
    for (int i = 0; i < 5; i++) {
        Str *k = str_intern_cstr(vm, unicode_fields[i]);
        if (!k) return VEXC;
        f[i] = dict_get_str(vm, e->attrs, k);
    }
    if (!IS_STR(f[0]) || !IS_INT(f[2]) || !IS_INT(f[3]) || !IS_STR(f[4])) return VEMPTY;
    int64_t start = AS_INT(f[2]), end = AS_INT(f[3]);
    /* A snippet may set any int: end - 1 wraps as CPython's Py_ssize_t
     * arithmetic does in practice, instead of overflowing. */
    long long last = (long long)(int64_t)((uint64_t)end - 1);
    char buf[64];
    if (decode) {
        if (!IS_KIND(f[1], OK_BYTES) && !IS_KIND(f[1], OK_BYTEARRAY)) return VEMPTY;
        Bytes *b = (Bytes *)AS_OBJ(f[1]);
        if (start >= 0 && (uint64_t)start < b->len && end == start + 1) {
            snprintf(buf, sizeof buf, "0x%02x", b->buf[start]);
            return exc_format(vm, "'%U' codec can't decode byte %s in position %lld: %U", AS_STR(f[0]), buf,
                              (long long)start, AS_STR(f[4]));
        }
        return exc_format(vm, "'%U' codec can't decode bytes in position %lld-%lld: %U", AS_STR(f[0]),
                          (long long)start, last, AS_STR(f[4]));
    }
    if (!IS_STR(f[1])) return VEMPTY;
    Str *o = AS_STR(f[1]);
    if (start >= 0 && (uint64_t)start < o->clen && end == start + 1) {
        uint32_t c = utf8_at(o->data + str_offset(o, (size_t)start));
        snprintf(buf, sizeof buf, c <= 0xff ? "\\x%02x" : c <= 0xffff ? "\\u%04x" : "\\U%08x", (unsigned)c);
        return exc_format(vm, "'%U' codec can't encode character '%s' in position %lld: %U", AS_STR(f[0]), buf,
                          (long long)start, AS_STR(f[4]));
    }
    return exc_format(vm, "'%U' codec can't encode characters in position %lld-%lld: %U", AS_STR(f[0]),
                      (long long)start, last, AS_STR(f[4]));
}

/* The keyword arguments CPython's AttributeError (name, obj), NameError
 * (name) and ImportError (name, path) take; NULL for the other classes. */
static const char *const *exc_kw_fields(VM *vm, Type *t) {
    static const char *const attr_f[] = {"name", "obj", NULL};
    static const char *const name_f[] = {"name", NULL};
    static const char *const import_f[] = {"name", "path", NULL};
    switch (exc_family(vm, t)) {
    case FAM_ATTR: return attr_f;
    case FAM_NAME: return name_f;
    case FAM_IMPORT: return import_f;
    default: return NULL;
    }
}

/* Checks the keyword arguments of e's class (`who` names it in errors)
 * and, for a class that takes some, sets each of its fields to the value
 * given or None, as CPython's __init__ does. 0 or -1. */
static int exc_apply_kw(VM *vm, ExcObj *e, const char *who, int argc, const Value *argv, Tuple *kwnames) {
    const char *const *fields = exc_kw_fields(vm, e->cls);
    size_t nkw = kwnames ? kwnames->len : 0;
    if (nkw && !fields) {
        exc_raise(vm, EXC_TypeError, "%s() takes no keyword arguments", who);
        return -1;
    }
    for (size_t i = 0; i < nkw; i++) {
        bool known = false;
        for (size_t j = 0; fields[j] && !known; j++) known = !strcmp(AS_STR(kwnames->items[i])->data, fields[j]);
        if (!known) {
            exc_raise(vm, EXC_TypeError, "'%U' is an invalid keyword argument for %s()", AS_STR(kwnames->items[i]), who);
            return -1;
        }
    }
    if (!fields) return 0;
    size_t rs = gc_scope(vm);
    gc_push(vm, v_obj(e));
    if (!e->attrs) {
        e->attrs = dict_new(vm);
        if (!e->attrs) { gc_unscope(vm, rs); return -1; }
    }
    for (size_t j = 0; fields[j]; j++) {
        Value v = VNONE;
        for (size_t i = 0; i < nkw; i++)
            if (!strcmp(AS_STR(kwnames->items[i])->data, fields[j])) v = argv[argc + (int)i];
        Str *k = str_intern_cstr(vm, fields[j]);
        if (!k || dict_set_str(vm, e->attrs, k, v) < 0) { gc_unscope(vm, rs); return -1; }
    }
    /* ImportError.msg: its one argument, else None. */
    if (type_is_subtype(e->cls, vm->exc_types[EXC_ImportError])) {
        Str *k = str_intern_cstr(vm, "msg");
        Value v = e->args->len == 1 ? e->args->items[0] : VNONE;
        if (!k || dict_set_str(vm, e->attrs, k, v) < 0) { gc_unscope(vm, rs); return -1; }
    }
    gc_unscope(vm, rs);
    return 0;
}

static Value m_exc_init(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames);

static Value exc_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    Type *t = AS_TYPE(cls);
    if (kwnames && kwnames->len && !(t->tflags & TF_HEAPTYPE) && !exc_kw_fields(vm, t))
        return exc_raise(vm, EXC_TypeError, "%U() takes no keyword arguments", t->name);
    if (t == vm->exc_types[EXC_OSError]) t = oserror_subclass(vm, argc, argv);
    /* Keyword arguments of a subclass belong to its __init__. */
    Value args = tuple_pack(vm, (size_t)argc, argv);
    if (IS_EXC(args)) return VEXC;
    gc_push(vm, args);
    ExcObj *e = exc_new(vm, t, AS_TUPLE(args));
    gc_pop(vm, 1);
    if (!e) return VEXC;
    if (is_oserror(vm, t)) {
        gc_push(vm, v_obj(e));
        int r = oserror_parse(vm, e);
        gc_pop(vm, 1);
        if (r < 0) return VEXC;
    }
    if (exc_family(vm, t) == FAM_NONE && !(kwnames && kwnames->len)) return v_obj(e);
    gc_push(vm, v_obj(e));
    int ur = unicode_parse(vm, e);
    /* Keyword arguments of a subclass belong to its __init__: here only
     * when that is BaseException's own. */
    if (ur == 0 && (t->tflags & TF_HEAPTYPE)) {
        Value init = type_lookup(vm, t, vm->names->__init__);
        if (!(IS_KIND(init, OK_NATIVE) && ((Native *)AS_OBJ(init))->fn == m_exc_init)) kwnames = NULL;
    }
    if (ur == 0 && (kwnames || exc_kw_fields(vm, t)))
        ur = exc_apply_kw(vm, e, t->name->data, argc, argv, kwnames);
    gc_pop(vm, 1);
    if (ur < 0) return VEXC;
    return v_obj(e);
}

/* str() and repr() of an exception run user code (__str__/__repr__ of its
 * arguments) that may call __init__ again and replace e.args: the tuple
 * being shown is held until they are done. */
static Value exc_str_of(VM *vm, Value self, bool key_error) {
    Tuple *a = AS_EXC(self)->args;
    if (a->len == 0) return v_obj(vm->empty_str);
    size_t rs = gc_scope(vm);
    gc_push(vm, v_obj(a));
    Value r;
    if (a->len == 1) r = key_error ? obj_repr(vm, a->items[0]) : obj_str(vm, a->items[0]);
    else r = obj_repr(vm, v_obj(a));
    gc_unscope(vm, rs);
    return r;
}

/* KeyError shows its one argument as a repr. */
static Value exc_str(VM *vm, Value self) {
    if (is_oserror(vm, AS_EXC(self)->cls)) return oserror_str(vm, self);
    bool decode;
    if (is_unicode_error(vm, AS_EXC(self)->cls, &decode)) {
        Value r = unicode_str(vm, AS_EXC(self), decode);
        if (!IS_EMPTY(r)) return r;
    }
    return exc_str_of(vm, self, type_is_subtype(AS_EXC(self)->cls, vm->exc_types[EXC_KeyError]));
}

static Value exc_repr(VM *vm, Value self) {
    ExcObj *e = AS_EXC(self);
    Tuple *a = e->args;
    size_t rs = gc_scope(vm);
    gc_push(vm, v_obj(a));
    Value r = obj_repr(vm, a->len == 1 ? a->items[0] : v_obj(a));
    gc_unscope(vm, rs);
    if (IS_EXC(r)) return VEXC;
    StrBuf b;
    sb_init(&b, vm);
    sb_addstr(&b, e->cls->name);
    if (a->len == 1) sb_addc(&b, '(');
    sb_addstr(&b, AS_STR(r));
    if (a->len == 1) sb_addc(&b, ')');
    return sb_finish(&b);
}

/* BaseException.__init__(self, *args): store args. */
static Value m_exc_init(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    if (!IS_EXCOBJ(self)) return exc_raise(vm, EXC_TypeError, "descriptor '__init__' requires a 'BaseException' object");
    Value args = tuple_pack(vm, (size_t)argc, argv);
    if (IS_EXC(args)) return VEXC;
    AS_EXC(self)->args = AS_TUPLE(args);
    if (is_oserror(vm, AS_EXC(self)->cls) && oserror_parse(vm, AS_EXC(self)) < 0) return VEXC;
    if (unicode_parse(vm, AS_EXC(self)) < 0) return VEXC;
    if ((kwnames && kwnames->len) || exc_kw_fields(vm, AS_EXC(self)->cls)) {
        if (exc_apply_kw(vm, AS_EXC(self), type_tpname(AS_EXC(self)->cls), argc, argv, kwnames) < 0) return VEXC;
    }
    return VNONE;
}

/* BaseException.__str__ / __repr__ as methods, for super().__str__() in
 * a subclass that overrides them. */
static Value m_exc_str(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    if (!IS_EXCOBJ(self)) return exc_raise(vm, EXC_TypeError, "descriptor '__str__' requires a 'BaseException' object");
    return exc_str_of(vm, self, false);
}

static Value m_keyerror_str(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    if (!IS_EXCOBJ(self) || !type_is_subtype(AS_EXC(self)->cls, vm->exc_types[EXC_KeyError]))
        return exc_raise(vm, EXC_TypeError, "descriptor '__str__' requires a 'KeyError' object");
    return exc_str_of(vm, self, true);
}

static Value m_exc_repr(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    if (!IS_EXCOBJ(self)) return exc_raise(vm, EXC_TypeError, "descriptor '__repr__' requires a 'BaseException' object");
    return exc_repr(vm, self);
}

static Value m_exc_with_traceback(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    return self;
}

static Value m_exc_add_note(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    if (!IS_STR(argv[0]))
        return exc_raise(vm, EXC_TypeError, "note must be a str, not '%T'", argv[0]);
    ExcObj *e = AS_EXC(self);
    if (!IS_EMPTY(e->notes) && !IS_KIND(e->notes, OK_LIST))
        return exc_raise(vm, EXC_TypeError, "Cannot add note: __notes__ is not a list");
    if (!IS_KIND(e->notes, OK_LIST)) {
        List *l = list_new(vm, 1);
        if (!l) return VEXC;
        e->notes = v_obj(l);
    }
    if (list_append(vm, AS_LIST(e->notes), argv[0]) < 0) return VEXC;
    return VNONE;
}

static const MethodDef exc_methods[] = {
    {"__init__", m_exc_init, 0, -1, NATIVE_KW},
    {"__str__", m_exc_str, 0, 0, 0},
    {"__repr__", m_exc_repr, 0, 0, 0},
    {"with_traceback", m_exc_with_traceback, 1, 1, 0},
    {"add_note", m_exc_add_note, 1, 1, 0},
    {NULL, NULL, 0, 0, 0},
};

void exc_init(VM *vm) {
    static const char *const names[] = {
#define X(n, p) #n,
        SMOL_EXC_TYPES(X)
#undef X
    };
    static const int parents[] = {
#define X(n, p) EXC_##p,
        SMOL_EXC_TYPES(X)
#undef X
    };
    for (int i = 0; i < EXC__COUNT; i++) {
        Type *base = i == EXC_BaseException ? vm->t_object : vm->exc_types[parents[i]];
        Type *t = type_new_builtin(vm, names[i], base, OK_EXC);
        if (!t) return;
        t->tflags |= TF_EXCEPTION;
        t->tflags &= ~(uint32_t)TF_FINAL;
        t->ctor = exc_ctor;
        t->slots.repr = exc_repr;
        t->slots.str = exc_str;
        vm->exc_types[i] = t;
    }
    vm->types[OK_EXC] = vm->exc_types[EXC_BaseException];
    type_add_methods(vm, vm->exc_types[EXC_BaseException], exc_methods);
    static const MethodDef keyerror_methods[] = {
        {"__str__", m_keyerror_str, 0, 0, 0},
        {NULL, NULL, 0, 0, 0},
    };
    type_add_methods(vm, vm->exc_types[EXC_KeyError], keyerror_methods);
    static const MethodDef oserror_methods[] = {
        {"__str__", m_oserror_str, 0, 0, 0},
        {NULL, NULL, 0, 0, 0},
    };
    type_add_methods(vm, vm->exc_types[EXC_OSError], oserror_methods);
}
