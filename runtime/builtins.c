/* The builtins module: functions, type names and constants every snippet
 * sees. Builtins the sandbox refuses (eval, open, ...) are simply absent;
 * the compiler's policy check explains that to the model. */
#include <math.h>
#include "rt.h"
#include "names.h"
#include "policy.h"

static bool buf_add(VM *vm, Buf *b, const char *s, size_t n) {
    if (n == 0) return true;
    if (b->len + n > b->cap) {
        size_t ncap = b->cap ? b->cap * 2 : 1024;
        while (ncap < b->len + n) ncap *= 2;
        char *p = mem_realloc(vm, b->p, b->cap, ncap);
        if (!p) return false;
        b->p = p;
        b->cap = ncap;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    return true;
}

static size_t utf8_chars(const char *s, size_t n) {
    size_t c = 0;
    for (size_t i = 0; i < n; i++) c += ((unsigned char)s[i] & 0xC0) != 0x80;
    return c;
}

/* Captured print output. Within max_output characters everything is
 * kept; past it, as smolagents truncates, the log shows the first half
 * and the last half of the limit around a marker, so `out` keeps the
 * first max_output characters and `out_tail` a sliding window of at
 * least the last max_output/2 + 1 characters. */
bool out_write(VM *vm, const char *s, size_t n) {
    if (!rt_charge(vm, (int64_t)(n / 64))) return false;
    vm->out_total += n;
    size_t chars = utf8_chars(s, n);
    vm->out_chars += chars;
    size_t limit = vm->limits.max_output;
    if (!limit) {
        if (!buf_add(vm, &vm->out, s, n)) return false;
        if (vm->on_output && n) vm->on_output(vm->on_output_ud, s, n);
        return true;
    }
    /* The head: whole characters up to the limit. */
    if (vm->out_head_chars < limit) {
        size_t take = 0, c = 0;
        while (take < n && c < limit - vm->out_head_chars) {
            take++;
            while (take < n && ((unsigned char)s[take] & 0xC0) == 0x80) take++;
            c++;
        }
        if (!buf_add(vm, &vm->out, s, take)) return false;
        vm->out_head_chars += c;
        if (vm->on_output && take) vm->on_output(vm->on_output_ud, s, take);
    }
    if (vm->out_chars > limit) vm->out_truncated = true;
    /* The tail window: at most 4 bytes per character of half the limit. */
    size_t keep = 4 * (limit / 2 + 2);
    if (n >= keep) {
        vm->out_tail.len = 0;
        size_t from = n - keep;
        while (from < n && ((unsigned char)s[from] & 0xC0) == 0x80) from++;
        return buf_add(vm, &vm->out_tail, s + from, n - from);
    }
    if (!buf_add(vm, &vm->out_tail, s, n)) return false;
    if (vm->out_tail.len > 2 * keep) {
        size_t from = vm->out_tail.len - keep;
        while (from < vm->out_tail.len && ((unsigned char)vm->out_tail.p[from] & 0xC0) == 0x80) from++;
        memmove(vm->out_tail.p, vm->out_tail.p + from, vm->out_tail.len - from);
        vm->out_tail.len -= from;
    }
    return true;
}

void out_reset(VM *vm) {
    vm->out.len = 0;
    vm->out_tail.len = 0;
    vm->out_total = 0;
    vm->out_chars = 0;
    vm->out_head_chars = 0;
    vm->out_truncated = false;
}

/* file.<name>(arg) for print(file=...); false after raising. */
static bool print_call(VM *vm, Value file, const char *name, int argc, Value arg) {
    /* arg (a string just made) is rooted before the method is looked up:
     * the lookup may run user code (a property, __getattr__) that
     * collects. */
    size_t rs = gc_scope(vm);
    gc_push(vm, arg);
    Str *n = str_intern_cstr(vm, name);
    Value m = n ? obj_getattr(vm, file, n) : VEXC;
    Value r = VEXC;
    if (!IS_EXC(m)) {
        gc_push(vm, m);
        r = rt_call(vm, m, argc, &arg, NULL);
    }
    gc_unscope(vm, rs);
    return !IS_EXC(r);
}

/* print(..., file=f): each piece written with f.write as CPython writes
 * them (str of each argument, the separators, the end), then f.flush()
 * when flush is set. */
static Value print_to(VM *vm, Value file, Value sep, Value end, bool flush, int argc, const Value *argv) {
    for (int i = 0; i < argc; i++) {
        if (i) {
            Value sp = IS_NONE(sep) ? str_cvalue(vm, " ") : obj_str(vm, sep);
            if (IS_EXC(sp) || !print_call(vm, file, "write", 1, sp)) return VEXC;
        }
        Value s = obj_str(vm, argv[i]);
        if (IS_EXC(s) || !print_call(vm, file, "write", 1, s)) return VEXC;
    }
    Value e = IS_NONE(end) ? str_cvalue(vm, "\n") : obj_str(vm, end);
    if (IS_EXC(e) || !print_call(vm, file, "write", 1, e)) return VEXC;
    if (flush && !print_call(vm, file, "flush", 0, VNONE)) return VEXC;
    return VNONE;
}

/* sep and end: None or a str, of a subclass too (PyUnicode_Check). */
static bool print_is_str(VM *vm, Value v) {
    return IS_STR(v) || (IS_INSTANCE(v) && IS_STR(AS_INSTANCE(v)->builtin_value) &&
                         type_is_subtype(AS_INSTANCE(v)->cls, vm->types[OK_STR]));
}

/* Write what b holds to the run's output and empty it. */
static bool print_flush(VM *vm, StrBuf *b) {
    if (b->failed) return false;
    bool ok = rt_charge(vm, (int64_t)(b->len / 16)) && out_write(vm, b->p, b->len);
    b->len = 0;
    return ok;
}

static Value b_print(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    Value sep = VNONE, end = VNONE, file = VNONE, flush = VEMPTY;
    for (size_t i = 0; kwnames && i < kwnames->len; i++) {
        const char *k = AS_STR(kwnames->items[i])->data;
        Value v = argv[argc + (int)i];
        if (!strcmp(k, "sep")) sep = v;
        else if (!strcmp(k, "end")) end = v;
        else if (!strcmp(k, "flush")) flush = v;
        else if (!strcmp(k, "file")) file = v;
        else return exc_raise(vm, EXC_TypeError, "'%s' is an invalid keyword argument for print()", k);
    }
    if (!IS_NONE(sep) && !print_is_str(vm, sep))
        return exc_raise(vm, EXC_TypeError, "sep must be None or a string, not %s", type_name(vm, sep));
    if (!IS_NONE(end) && !print_is_str(vm, end))
        return exc_raise(vm, EXC_TypeError, "end must be None or a string, not %s", type_name(vm, end));
    /* flush is a bool argument: its truth is taken before anything is
     * written. */
    int fl = IS_EMPTY(flush) ? 0 : obj_truthy(vm, flush);
    if (fl < 0) return VEXC;
    if (!IS_NONE(file)) return print_to(vm, file, sep, end, fl != 0, argc, argv);
    if (vm->out_redirected) {
        /* Under contextlib.redirect_stdout: its target, held here while
         * its write() runs (which may redirect again). */
        Value target = vm->out_target;
        if (IS_NONE(target)) return VNONE;
        gc_push(vm, target);
        Value r = print_to(vm, target, sep, end, fl != 0, argc, argv);
        gc_pop(vm, 1);
        return r;
    }
    /* Each argument is converted: charged by their number first (the
     * text is charged by its size below). */
    if (!rt_charge(vm, argc / 4)) return VEXC;
    StrBuf b;
    sb_init(&b, vm);
    bool ok = true;
    for (int i = 0; ok && i < argc; i++) {
        if (i) {
            if (IS_NONE(sep)) {
                sb_addc(&b, ' ');
            } else if (IS_STR(sep)) {
                sb_addstr(&b, AS_STR(sep));
            } else {
                /* A str subclass's separator is written as its str(),
                 * which may run its __str__: after what came before. */
                if (b.len && !(ok = print_flush(vm, &b))) break;
                Value ss = obj_str(vm, sep);
                if (IS_EXC(ss)) {
                    ok = false;
                    break;
                }
                sb_addstr(&b, AS_STR(ss));
            }
        }
        Value a = argv[i];
        /* CPython's print writes item by item: what a __str__ or __repr__
         * of the user's prints comes after the items before it, and an
         * error leaves them written. So the line so far goes out before
         * anything that may run user code is made a string. */
        if (!IS_STR(a) && !IS_INT(a) && !IS_FLOAT(a) && !IS_BOOL(a) && !IS_NONE(a) && b.len) {
            ok = print_flush(vm, &b);
            if (!ok) break;
        }
        Value s = obj_str(vm, a);
        if (IS_EXC(s)) ok = false;
        else sb_addstr(&b, AS_STR(s));
    }
    if (ok) {
        if (IS_NONE(end)) {
            sb_addc(&b, '\n');
        } else if (IS_STR(end)) {
            sb_addstr(&b, AS_STR(end));
        } else if (!b.len || (ok = print_flush(vm, &b))) {
            Value es = obj_str(vm, end);
            if (IS_EXC(es)) ok = false;
            else sb_addstr(&b, AS_STR(es));
        }
        if (ok) ok = print_flush(vm, &b);
    }
    sb_free(&b);
    return ok ? VNONE : VEXC;
}

Value builtins_len(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value v = argv[0];
    int64_t n;
    if (len_exact(v, &n)) return v_int(n);
    n = obj_len(vm, v);
    return n < 0 ? VEXC : v_int(n);
}

static Value b_repr(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return obj_repr(vm, argv[0]); }
static Value b_ascii(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return obj_ascii(vm, argv[0]); }

/* Calls hook(cls, obj), the hook found as `name` on cls's type and bound
 * to cls as any special method is, and takes the truth of its answer,
 * which user code gave, with the answer rooted. */
static int call_check_hook(VM *vm, Value hook, Str *name, Value cls, Value obj) {
    Value r = rt_call_method(vm, hook, name, cls, 1, &obj);
    if (IS_EXC(r)) return -1;
    size_t rs = gc_scope(vm);
    gc_push(vm, r);
    int truth = obj_truthy(vm, r);
    gc_unscope(vm, rs);
    return truth;
}

/* isinstance/issubclass against a class or a (nested) tuple of classes.
 * A class whose metaclass defines __instancecheck__ / __subclasscheck__
 * (collections.abc's ABCMeta) answers for itself, as in CPython, and so
 * does any other object whose type defines them (typing.Iterable, an
 * alias that checks against collections.abc.Iterable). */
static int class_check(VM *vm, Value obj, Type *t, Value cls, bool inst) {
    Str *hn = NULL;
    if (IS_TYPE(cls)) {
        Type *ct = AS_TYPE(cls);
        if (inst && t == ct) return 1;
        if (ct->meta) {
            hn = str_intern_cstr(vm, inst ? "__instancecheck__" : "__subclasscheck__");
            if (!hn) return -1;
            Value hook = type_lookup(vm, ct->meta, hn);
            if (!IS_EMPTY(hook)) return call_check_hook(vm, hook, hn, cls, obj);
        }
        return type_is_subtype(t, ct);
    }
    if (IS_TUPLE(cls)) {
        /* Each level of nesting is a level of recursion, as in CPython. */
        if (!rt_enter(vm, inst ? " in __instancecheck__" : " in __subclasscheck__")) return -1;
        Tuple *tu = AS_TUPLE(cls);
        int r = 0;
        /* Every 4 classes are charged, by the length of the MRO that each
         * is looked for in. */
        int64_t units = 1 + (int64_t)(t && t->mro ? t->mro->len : 1) / 8;
        for (size_t i = 0; i < tu->len && !r; i++) {
            if ((i & 3) == 3 && !rt_charge(vm, units)) r = -1;
            else r = class_check(vm, obj, t, tu->items[i], inst);
        }
        rt_leave(vm);
        return r;
    }
    hn = str_intern_cstr(vm, inst ? "__instancecheck__" : "__subclasscheck__");
    if (!hn) return -1;
    Value hook = type_lookup(vm, type_of(vm, cls), hn);
    if (!IS_EMPTY(hook)) return call_check_hook(vm, hook, hn, cls, obj);
    if (inst) exc_raise(vm, EXC_TypeError, "isinstance() arg 2 must be a type, a tuple of types, or a union");
    else exc_raise(vm, EXC_TypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union");
    return -1;
}

static Value b_isinstance(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int r = class_check(vm, argv[0], type_of(vm, argv[0]), argv[1], true);
    return r < 0 ? VEXC : v_bool(r);
}

static Value b_issubclass(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_TYPE(argv[0])) return exc_raise(vm, EXC_TypeError, "issubclass() arg 1 must be a class");
    int r = class_check(vm, argv[0], AS_TYPE(argv[0]), argv[1], false);
    return r < 0 ? VEXC : v_bool(r);
}

static Value b_abs(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value v = argv[0];
    if (IS_INT(v) || IS_BOOL(v) || IS_BIGINT(v)) return int_abs(vm, v);
    if (IS_FLOAT(v)) return v_float(fabs(AS_FLOAT(v)));
    Value f = type_lookup(vm, type_of(vm, v), vm->names->__abs__);
    if (!IS_EMPTY(f)) return rt_call_method(vm, f, vm->names->__abs__, v, 0, NULL);
    return exc_raise(vm, EXC_TypeError, "bad operand type for abs(): '%s'", type_name(vm, v));
}

static Value minmax(VM *vm, int argc, const Value *argv, Tuple *kwnames, bool is_max) {
    const char *name = is_max ? "max" : "min";
    Value key = VNONE, dflt = VEMPTY;
    if (argc == 0) return exc_raise(vm, EXC_TypeError, "%s expected at least 1 argument, got 0", name);
    if (kwnames && kwnames->len > 2)
        return exc_raise(vm, EXC_TypeError, "%s() takes at most 2 keyword arguments (%zu given)", name, kwnames->len);
    for (size_t i = 0; kwnames && i < kwnames->len; i++) {
        const char *k = AS_STR(kwnames->items[i])->data;
        if (!strcmp(k, "key")) key = argv[argc + (int)i];
        else if (!strcmp(k, "default")) dflt = argv[argc + (int)i];
        else return exc_raise(vm, EXC_TypeError, "'%s' is an invalid keyword argument for %s()", k, name);
    }
    if (argc > 1 && !IS_EMPTY(dflt))
        return exc_raise(vm, EXC_TypeError, "Cannot specify a default for %s() with multiple positional arguments", name);
    if (argc == 2 && !(kwnames && kwnames->len)) {
        /* Two numbers of one kind: the comparison the loop below makes
         * (item > best for max, item < best for min; a NaN stays where it
         * is), with its charge. */
        Value a = argv[0], b = argv[1];
        bool ints = IS_INT(a) && IS_INT(b), floats = IS_FLOAT(a) && IS_FLOAT(b);
        if (ints || floats) {
            if (!rt_charge(vm, 2)) return VEXC;
            bool second = ints ? (is_max ? AS_INT(b) > AS_INT(a) : AS_INT(b) < AS_INT(a))
                               : (is_max ? AS_FLOAT(b) > AS_FLOAT(a) : AS_FLOAT(b) < AS_FLOAT(a));
            return second ? b : a;
        }
    }
    /* Several arguments: a tuple of them, walked by index (it is never
     * changed, so no iterator is needed). */
    Value it;
    Tuple *args = NULL;
    if (argc == 1) it = obj_iter(vm, argv[0]);
    else {
        it = tuple_pack(vm, (size_t)argc, argv);
        if (!IS_EXC(it)) args = AS_TUPLE(it);
    }
    if (IS_EXC(it)) return it;
    /* Root slots: the iterator, the best item and its key, the current
     * item and its key. The key function and __lt__ are user code that
     * may drop every other reference to them. */
    size_t rs = gc_scope(vm);
    gc_push(vm, it);
    gc_push(vm, VEMPTY);
    gc_push(vm, VEMPTY);
    gc_push(vm, VNONE);
    gc_push(vm, VNONE);
    Value best = VEMPTY, bestk = VEMPTY;
    Value r;
    for (size_t i = 0;; i++) {
        Value x;
        if (args) {
            if (i == args->len) break;
            x = args->items[i];
        } else {
            x = obj_next(vm, it);
            if (IS_EXC(x)) { r = x; goto out; }
            if (IS_EMPTY(x)) break;
        }
        vm->roots[rs + 3] = x;
        Value k = x;
        if (!IS_NONE(key)) {
            k = rt_call1(vm, key, x);
            if (IS_EXC(k)) { r = k; goto out; }
            vm->roots[rs + 4] = k;
        }
        if (IS_EMPTY(best)) {
            best = x;
            bestk = k;
        } else {
            /* CPython asks item > best for max() and item < best for
             * min(): the operand order shows in a TypeError. */
            int lt;
            if (IS_INT(k) && IS_INT(bestk)) {
                /* Small ints and floats compare here, as obj_compare
                 * would (a NaN stays where it is). */
                lt = is_max ? AS_INT(k) > AS_INT(bestk) : AS_INT(k) < AS_INT(bestk);
            } else if (IS_FLOAT(k) && IS_FLOAT(bestk)) {
                lt = is_max ? AS_FLOAT(k) > AS_FLOAT(bestk) : AS_FLOAT(k) < AS_FLOAT(bestk);
            } else if (is_max) {
                Value c = obj_compare(vm, k, bestk, CO_GT);
                lt = IS_EXC(c) ? -1 : IS_BOOL(c) ? AS_BOOL(c) : obj_truthy(vm, c);
            } else {
                lt = obj_lt(vm, k, bestk);
            }
            if (lt < 0) { r = VEXC; goto out; }
            if (lt) { best = x; bestk = k; }
        }
        vm->roots[rs + 1] = best;
        vm->roots[rs + 2] = bestk;
        if (!rt_charge(vm, 1)) { r = VEXC; goto out; }
    }
    if (IS_EMPTY(best)) {
        if (!IS_EMPTY(dflt)) r = dflt;
        else r = exc_raise(vm, EXC_ValueError, "%s() arg is an empty sequence", name);
    } else {
        r = best;
    }
out:
    gc_unscope(vm, rs);
    return r;
}

static Value b_max(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return minmax(vm, argc, argv, kw, true); }
static Value b_min(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return minmax(vm, argc, argv, kw, false); }

/* Argument Clinic's checks for a builtin taking at most `max` arguments,
 * positional or by the keyword names `kw` (NULL-terminated). */
static bool clinic_args(VM *vm, const char *fname, int argc, Tuple *kwnames, int max, const char *const *kw) {
    size_t nkw = kwnames ? kwnames->len : 0;
    if ((size_t)argc + nkw > (size_t)max) {
        exc_raise(vm, EXC_TypeError, "%s() takes at most %d %sargument%s (%zu given)", fname, max,
                  argc == 0 ? "keyword " : "", max == 1 ? "" : "s", (size_t)argc + nkw);
        return false;
    }
    for (size_t i = 0; i < nkw; i++) {
        const char *k = AS_STR(kwnames->items[i])->data;
        /* kw lists the parameters in order, after `max - count(kw)`
         * positional-only ones: one already given by position is not a
         * keyword any more, as CPython 3.11 reports it. */
        size_t nk = 0;
        while (kw[nk]) nk++;
        bool known = false;
        for (size_t j = 0; j < nk && !known; j++)
            known = !strcmp(kw[j], k) && (size_t)max - nk + j >= (size_t)argc;
        if (!known) {
            exc_raise(vm, EXC_TypeError, "'%s' is an invalid keyword argument for %s()", k, fname);
            return false;
        }
    }
    return true;
}

static Value b_sum(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    static const char *const kw[] = {"start", NULL};
    if (!clinic_args(vm, "sum", argc, kwnames, 2, kw)) return VEXC;
    Value acc = v_int(0);
    if (argc > 1) acc = argv[1];
    Value st = arg_kw(vm, argc, argv, kwnames, "start");
    if (!IS_EMPTY(st)) acc = st;
    if (argc < 1) return exc_raise(vm, EXC_TypeError, "sum() takes at least 1 positional argument (0 given)");
    if (IS_STR(acc)) return exc_raise(vm, EXC_TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
    Bytes *accb = bytes_unwrap(acc);
    if (accb && accb->h.kind == OK_BYTES)
        return exc_raise(vm, EXC_TypeError, "sum() can't sum bytes [use b''.join(seq) instead]");
    Value it = obj_iter(vm, argv[0]);
    if (IS_EXC(it)) return it;
    gc_push(vm, it);
    gc_push(vm, acc);
    Value r = VEMPTY;
    for (;;) {
        Value x = obj_next(vm, it);
        if (IS_EXC(x)) { r = x; break; }
        if (IS_EMPTY(x)) { r = acc; break; }
        if (IS_INT(acc) && IS_INT(x)) {
            int64_t s;
            if (!__builtin_add_overflow(AS_INT(acc), AS_INT(x), &s)) acc = v_int(s);
            else acc = obj_binop(vm, BO_ADD, acc, x);
        } else if (IS_FLOAT(acc) && IS_FLOAT(x)) {
            acc = v_float(AS_FLOAT(acc) + AS_FLOAT(x));
        } else {
            acc = obj_binop(vm, BO_ADD, acc, x);
        }
        if (IS_EXC(acc)) { r = acc; break; }
        vm->roots[vm->nroots - 1] = acc;
        if (!rt_charge(vm, 1)) { r = VEXC; break; }
    }
    gc_pop(vm, 2);
    return r;
}

static Value b_sorted(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    if (argc != 1) return exc_raise(vm, EXC_TypeError, "sorted expected 1 argument, got %d", argc);
    /* The keywords go on to list.sort, which takes two. */
    if (kwnames && kwnames->len > 2)
        return exc_raise(vm, EXC_TypeError, "sort() takes at most 2 keyword arguments (%zu given)", kwnames->len);
    Value key = VNONE, rev = v_bool(false);
    for (size_t i = 0; kwnames && i < kwnames->len; i++) {
        const char *k = AS_STR(kwnames->items[i])->data;
        if (!strcmp(k, "key")) key = argv[argc + (int)i];
        else if (!strcmp(k, "reverse")) rev = argv[argc + (int)i];
        else return exc_raise(vm, EXC_TypeError, "'%s' is an invalid keyword argument for sort()", k);
    }
    List *l = rt_list_from_iter(vm, argv[0]);
    if (!l) return VEXC;
    gc_push(vm, v_obj(l));
    int r = list_reverse_arg(vm, rev);
    int rc = r < 0 ? -1 : list_sort(vm, l, key, r);
    gc_pop(vm, 1);
    return rc < 0 ? VEXC : v_obj(l);
}

static Value b_enumerate(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    static const char *const kw[] = {"iterable", "start", NULL};
    if (!clinic_args(vm, "enumerate", argc, kwnames, 2, kw)) return VEXC;
    Value src = argc ? argv[0] : arg_kw(vm, argc, argv, kwnames, "iterable");
    Value start = argc > 1 ? argv[1] : arg_kw(vm, argc, argv, kwnames, "start");
    if (IS_EMPTY(src)) return exc_raise(vm, EXC_TypeError, "enumerate() missing required argument 'iterable'");
    /* The start first (its __index__ is user code), then the iterator,
     * as CPython does. */
    /* A start past 64 bits counts on as a big int in the iterator's aux. */
    Value first = v_int(0);
    size_t rs = gc_scope(vm);
    if (!IS_EMPTY(start)) {
        first = int_index(vm, start);
        if (IS_EXC(first)) return first;
        gc_push(vm, first);
    }
    Value inner = obj_iter(vm, src);
    if (IS_EXC(inner)) { gc_unscope(vm, rs); return inner; }
    gc_push(vm, inner);
    Iter *it = iter_new(vm, IT_ENUMERATE, inner);
    gc_unscope(vm, rs);
    if (!it) return VEXC;
    it->aux = IS_INT(first) ? VEMPTY : first;
    it->pos = IS_INT(first) ? AS_INT(first) : 0;
    return v_obj(it);
}

static Value iters_of(VM *vm, int argc, const Value *argv) {
    /* An iterator object made for each argument: charged first. */
    if (!rt_charge(vm, argc)) return VEXC;
    Tuple *t = tuple_new(vm, (size_t)argc);
    if (!t) return VEXC;
    gc_push(vm, v_obj(t));
    for (int i = 0; i < argc; i++) {
        Value it = obj_iter(vm, argv[i]);
        if (IS_EXC(it)) { gc_pop(vm, 1); return it; }
        t->items[i] = it;
    }
    gc_pop(vm, 1);
    return v_obj(t);
}

static Value b_zip(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    if (kwnames && kwnames->len > 1)
        return exc_raise(vm, EXC_TypeError, "zip() takes at most 1 keyword argument (%zu given)", kwnames->len);
    Value strict = arg_kw(vm, argc, argv, kwnames, "strict");
    for (size_t i = 0; kwnames && i < kwnames->len; i++)
        if (strcmp(AS_STR(kwnames->items[i])->data, "strict") != 0)
            return exc_raise(vm, EXC_TypeError, "'%U' is an invalid keyword argument for zip()",
                             AS_STR(kwnames->items[i]));
    /* strict= first, as CPython parses it: its __bool__ is user code. */
    int s = 0;
    if (!IS_EMPTY(strict) && (s = obj_truthy(vm, strict)) < 0) return VEXC;
    Value its = iters_of(vm, argc, argv);
    if (IS_EXC(its)) return its;
    gc_push(vm, its);
    Iter *it = iter_new(vm, IT_ZIP, VNONE);
    gc_pop(vm, 1);
    if (!it) return VEXC;
    it->aux = its;
    it->strict = s;
    return v_obj(it);
}

static Value b_map(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    if (!arg_nokw(vm, "map", kwnames)) return VEXC;
    if (argc < 2) return exc_raise(vm, EXC_TypeError, "map() must have at least two arguments.");
    Value its = iters_of(vm, argc - 1, argv + 1);
    if (IS_EXC(its)) return its;
    gc_push(vm, its);
    Iter *it = iter_new(vm, IT_MAP, its);
    gc_pop(vm, 1);
    if (!it) return VEXC;
    it->aux = argv[0];
    return v_obj(it);
}

static Value b_filter(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    if (!arg_nokw(vm, "filter", kwnames)) return VEXC;
    Value inner = obj_iter(vm, argv[1]);
    if (IS_EXC(inner)) return inner;
    gc_push(vm, inner);
    Iter *it = iter_new(vm, IT_FILTER, inner);
    gc_pop(vm, 1);
    if (!it) return VEXC;
    it->aux = argv[0];
    return v_obj(it);
}

static Value b_reversed(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    Value s = argv[0];
    int64_t n = -1;
    if (IS_LIST(s)) n = (int64_t)AS_LIST(s)->len;
    else if (IS_TUPLE(s)) n = (int64_t)AS_TUPLE(s)->len;
    else if (IS_KIND(s, OK_RANGE)) return range_reversed(vm, s);
    else if (IS_STR(s)) n = (int64_t)AS_STR(s)->clen;
    else {
        Type *t = type_of(vm, s);
        Value f = type_lookup(vm, t, vm->names->__reversed__);
        /* __reversed__ = None (a Mapping's) says it cannot be reversed. */
        if (IS_NONE(f)) return exc_raise(vm, EXC_TypeError, "'%s' object is not reversible", type_tpname(t));
        if (!IS_EMPTY(f)) return rt_call_method(vm, f, vm->names->__reversed__, s, 0, NULL);
        if ((t->tflags & TF_HEAPTYPE) && !IS_EMPTY(type_lookup(vm, t, vm->names->__getitem__))) {
            /* A sequence by __getitem__: its length is needed (no
             * __len__: "object of type 'X' has no len()"). */
            n = obj_len(vm, s);
            if (n < 0) return VEXC;
        } else {
            return exc_raise(vm, EXC_TypeError, "'%s' object is not reversible", type_tpname(t));
        }
    }
    Iter *it = iter_new(vm, IT_REVERSED, s);
    if (!it) return VEXC;
    it->pos = n - 1;
    return v_obj(it);
}

/* ---- the iterator types that are builtins ---------------------------- */

/* map, filter, zip, enumerate and reversed are types, as in CPython:
 * called, they make their iterator; a subclass's instance wraps it (its
 * builtin_value), so that the subclass's overrides and attributes work
 * while iteration reaches the built-in iterator. */
static void add(VM *vm, const char *name, Value v);

static const struct { int tname; NativeFn fn; } iter_builtin_types[] = {
    {ITN_ENUMERATE, b_enumerate}, {ITN_ZIP, b_zip}, {ITN_MAP, b_map},
    {ITN_FILTER, b_filter}, {ITN_REVERSED, b_reversed},
};

static Value iter_type_make(VM *vm, Type *cls, Type *base, int argc, const Value *argv, Tuple *kwnames) {
    NativeFn fn = NULL;
    for (size_t i = 0; i < sizeof iter_builtin_types / sizeof iter_builtin_types[0]; i++)
        if (vm->t_iters[iter_builtin_types[i].tname] == base) fn = iter_builtin_types[i].fn;
    if (!fn) return exc_raise(vm, EXC_TypeError, "cannot create '%U' instances", base->name);
    if (base == vm->t_iters[ITN_FILTER] || base == vm->t_iters[ITN_REVERSED]) {
        const char *nm = base == vm->t_iters[ITN_FILTER] ? "filter" : "reversed";
        int want = base == vm->t_iters[ITN_FILTER] ? 2 : 1;
        if (!arg_nokw(vm, nm, kwnames)) return VEXC;
        if (argc != want)
            return exc_raise(vm, EXC_TypeError, "%s expected %d argument%s, got %d", nm, want, want == 1 ? "" : "s",
                             argc);
    }
    Value r = fn(vm, VNONE, argc, argv, kwnames);
    if (IS_EXC(r) || cls == base) return r;
    /* reversed() of a sequence with its own __reversed__ answers that
     * method's iterator, not an instance of the subclass, as CPython. */
    if (type_of(vm, r) != base) return r;
    return rt_wrap_builtin(vm, cls, r);
}

static Value iter_type_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    Type *t = AS_TYPE(cls);
    return iter_type_make(vm, t, type_solid_base(t), argc, argv, kwnames);
}

/* T.__new__(cls, ...) of each of them, for a subclass's own __new__. */
static Value iter_type_new(VM *vm, int tname, Value self, int argc, const Value *argv, Tuple *kwnames) {
    Type *base = vm->t_iters[tname];
    Type *cls = rt_new_cls(vm, self, &argc, &argv, base);
    if (!cls) return VEXC;
    return iter_type_make(vm, cls, base, argc, argv, kwnames);
}

#define ITER_TYPE_NEW(N)                                                                         \
    static Value m_new_##N(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {   \
        return iter_type_new(vm, ITN_##N, self, argc, argv, kwnames);                             \
    }
ITER_TYPE_NEW(ENUMERATE)
ITER_TYPE_NEW(ZIP)
ITER_TYPE_NEW(MAP)
ITER_TYPE_NEW(FILTER)
ITER_TYPE_NEW(REVERSED)
#undef ITER_TYPE_NEW

static void iter_types_init(VM *vm) {
    static const struct { int tname; const char *name; NativeFn newf; } defs[] = {
        {ITN_ENUMERATE, "enumerate", m_new_ENUMERATE}, {ITN_ZIP, "zip", m_new_ZIP}, {ITN_MAP, "map", m_new_MAP},
        {ITN_FILTER, "filter", m_new_FILTER}, {ITN_REVERSED, "reversed", m_new_REVERSED},
    };
    for (size_t i = 0; i < sizeof defs / sizeof defs[0]; i++) {
        Type *t = vm->t_iters[defs[i].tname];
        if (!t) return;
        t->tflags &= ~(uint32_t)TF_FINAL;
        t->ctor = iter_type_ctor;
        const MethodDef m[] = {{"__new__", defs[i].newf, 0, -1, NATIVE_KW}, {NULL, NULL, 0, 0, 0}};
        type_add_methods(vm, t, m);
        if (defs[i].tname == ITN_ENUMERATE && !type_add_generic(vm, t)) return;
        add(vm, defs[i].name, v_obj(t));
    }
}

static Value b_iter(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (argc == 1) return obj_iter(vm, argv[0]);
    if (!obj_callable(vm, argv[0])) return exc_raise(vm, EXC_TypeError, "iter(v, w): v must be callable");
    Iter *it = iter_new(vm, IT_CALLABLE, argv[0]);
    if (!it) return VEXC;
    it->aux = argv[1];
    return v_obj(it);
}

static Value b_next(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value it = argv[0];
    if (!IS_KIND(it, OK_ITER) && !IS_KIND(it, OK_GEN) &&
        IS_EMPTY(type_lookup(vm, type_of(vm, it), vm->names->__next__)))
        return exc_raise(vm, EXC_TypeError, "'%s' object is not an iterator", type_name(vm, it));
    /* An iterator's own StopIteration (with its value) reaches the caller
     * as it is: only a generator's goes through obj_next. */
    Value r;
    if (IS_KIND(it, OK_GEN)) r = obj_next(vm, it);
    else if (IS_KIND(it, OK_ITER)) r = iter_next_raw(vm, AS_ITER(it));
    else {
        Str *nx = vm->names->__next__;
        r = rt_call_method(vm, type_lookup(vm, type_of(vm, it), nx), nx, it, 0, NULL);
    }
    if (IS_EXC(r) && argc > 1 && exc_matches(vm, EXC_StopIteration)) {
        exc_clear(vm);
        return argv[1];
    }
    if (IS_EMPTY(r)) {
        if (argc > 1) return argv[1];
        if (IS_KIND(it, OK_GEN) && IS_EXCOBJ(vm->exc)) return VEXC;
        if (IS_KIND(it, OK_GEN) && !IS_NONE(vm->gen_return) && !IS_EMPTY(vm->gen_return)) {
            /* The generator's return value travels in StopIteration. */
            Value v = vm->gen_return;
            vm->gen_return = VNONE;
            Value args = tuple_pack(vm, 1, &v);
            if (IS_EXC(args)) return args;
            ExcObj *e = exc_new(vm, vm->exc_types[EXC_StopIteration], AS_TUPLE(args));
            if (!e) return VEXC;
            return exc_raise_obj(vm, v_obj(e));
        }
        return exc_raise_obj(vm, v_obj(vm->exc_types[EXC_StopIteration]));
    }
    return r;
}

static Value all_any(VM *vm, Value src, bool want) {
    Value it = obj_iter(vm, src);
    if (IS_EXC(it)) return it;
    gc_push(vm, it);
    Value r = v_bool(!want);
    for (;;) {
        Value x = obj_next(vm, it);
        if (IS_EXC(x)) { r = x; break; }
        if (IS_EMPTY(x)) break;
        int t = obj_truthy(vm, x);
        if (t < 0) { r = VEXC; break; }
        if (t == want) { r = v_bool(want); break; }
        if (!rt_charge(vm, 1)) { r = VEXC; break; }
    }
    gc_pop(vm, 1);
    return r;
}

static Value b_all(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return all_any(vm, argv[0], false); }
static Value b_any(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return all_any(vm, argv[0], true); }

static Value b_chr(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int64_t c;
    bool ov;
    if (IS_FLOAT(argv[0]))
        return exc_raise(vm, EXC_TypeError, "'float' object cannot be interpreted as an integer");
    if (!obj_index(vm, argv[0], &c, &ov)) return VEXC;
    if (ov) return exc_raise(vm, EXC_OverflowError, "Python int too large to convert to C int");
    if (c < 0 || c > 0x10FFFF) return exc_raise(vm, EXC_ValueError, "chr() arg not in range(0x110000)");
    char buf[4];
    size_t n = utf8_encode((uint32_t)c, buf);
    return str_value(vm, buf, n);
}

static Value b_ord(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value v = argv[0];
    if (IS_STR(v)) {
        Str *s = AS_STR(v);
        if (s->clen != 1)
            return exc_raise(vm, EXC_TypeError, "ord() expected a character, but string of length %zu found", s->clen);
        size_t p = 0;
        return v_int(utf8_decode(s->data, &p));
    }
    if (bytes_unwrap(v)) {
        Bytes *b = bytes_unwrap(v);
        if (b->len != 1)
            return exc_raise(vm, EXC_TypeError, "ord() expected a character, but string of length %zu found", b->len);
        return v_int(b->buf[0]);
    }
    return exc_raise(vm, EXC_TypeError, "ord() expected string of length 1, but %s found", type_name(vm, v));
}

static Value b_divmod(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return obj_divmod(vm, argv[0], argv[1]); }

/* The arguments of a Clinic function whose parameters are all
 * positional-or-keyword, checked in CPython's order: at most max of them,
 * the first `required` given, then every keyword a known one not given
 * by position too. */
static bool poskw_args(VM *vm, const char *fname, int argc, const Value *argv, Tuple *kwnames, int max,
                       int required, const char *const *params) {
    size_t nkw = kwnames ? kwnames->len : 0;
    if ((size_t)argc + nkw > (size_t)max) {
        exc_raise(vm, EXC_TypeError, "%s() takes at most %d %sargument%s (%zu given)", fname, max,
                  argc == 0 ? "keyword " : "", max == 1 ? "" : "s", (size_t)argc + nkw);
        return false;
    }
    for (int i = argc; i < required; i++) {
        if (IS_EMPTY(arg_kw(vm, argc, argv, kwnames, params[i]))) {
            exc_raise(vm, EXC_TypeError, "%s() missing required argument '%s' (pos %d)", fname, params[i], i + 1);
            return false;
        }
    }
    return check_kwnames(vm, argc, kwnames, fname, params);
}

static Value b_pow(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    static const char *const params[] = {"base", "exp", "mod", NULL};
    if (!poskw_args(vm, "pow", argc, argv, kwnames, 3, 2, params)) return VEXC;
    Value base = argc > 0 ? argv[0] : arg_kw(vm, argc, argv, kwnames, "base");
    Value exp = argc > 1 ? argv[1] : arg_kw(vm, argc, argv, kwnames, "exp");
    Value mod = argc > 2 ? argv[2] : arg_kw(vm, argc, argv, kwnames, "mod");
    if (IS_EMPTY(base) || IS_EMPTY(exp))
        return exc_raise(vm, EXC_TypeError, "pow() missing required argument '%s' (pos %d)",
                         IS_EMPTY(base) ? "base" : "exp", IS_EMPTY(base) ? 1 : 2);
    if (IS_NONE(mod)) mod = VEMPTY;
    return obj_pow3(vm, base, exp, mod);
}

static Value b_round(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    static const char *const params[] = {"number", "ndigits", NULL};
    if (!poskw_args(vm, "round", argc, argv, kwnames, 2, 1, params)) return VEXC;
    Value x = argc > 0 ? argv[0] : arg_kw(vm, argc, argv, kwnames, "number");
    Value nd = argc > 1 ? argv[1] : arg_kw(vm, argc, argv, kwnames, "ndigits");
    if (IS_EMPTY(x)) return exc_raise(vm, EXC_TypeError, "round() missing required argument 'number' (pos 1)");
    if (IS_NONE(nd)) nd = VEMPTY;
    if (!IS_INT(x) && !IS_FLOAT(x) && !IS_BOOL(x) && !IS_BIGINT(x)) {
        Value f = type_lookup(vm, type_of(vm, x), vm->names->__round__);
        if (IS_EMPTY(f))
            return exc_raise(vm, EXC_TypeError, "type %s doesn't define __round__ method", type_name(vm, x));
        return rt_call_method(vm, f, vm->names->__round__, x, IS_EMPTY(nd) ? 0 : 1, &nd);
    }
    return num_round(vm, x, nd);
}

/* hex/oct/bin: the whole value __index__ returns, big ints included. */
static Value int_base(VM *vm, Value v, int base) {
    if (IS_INT(v) || IS_BOOL(v) || IS_BIGINT(v)) return int_to_str(vm, IS_BOOL(v) ? v_int(AS_BOOL(v)) : v, base);
    Value i = int_index(vm, v);
    if (IS_EXC(i)) return i;
    return int_to_str(vm, IS_BOOL(i) ? v_int(AS_BOOL(i)) : i, base);
}

static Value b_hex(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return int_base(vm, argv[0], 16); }
static Value b_oct(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return int_base(vm, argv[0], 8); }
static Value b_bin(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return int_base(vm, argv[0], 2); }

static Value b_hash(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int64_t h;
    if (obj_hash(vm, argv[0], &h) < 0) return VEXC;
    return v_int(h);
}

static Value b_id(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value v = argv[0];
    if (IS_OBJ(v)) return v_int((int64_t)obj_id(vm, AS_OBJ(v)));
    int64_t h;
    if (obj_hash(vm, v, &h) < 0) return VEXC;
    return v_int(h);
}

bool obj_callable(VM *vm, Value v) {
    if (!IS_OBJ(v)) return false;
    switch (OBJ_KIND(v)) {
    case OK_FUNC: case OK_NATIVE: case OK_BOUND: case OK_TYPE: case OK_STATICMETHOD: case OK_CLASSMETHOD:
        return true;
    default:
        return !IS_EMPTY(type_lookup(vm, type_of(vm, v), vm->names->__call__));
    }
}

static Value b_callable(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return v_bool(obj_callable(vm, argv[0]));
}

/* The dynamic half of the attribute policy. */
static Str *attr_name_arg(VM *vm, Value v, const char *fname) {
    /* A str subclass names the attribute by its text, as in CPython. */
    if (IS_INSTANCE(v) && IS_STR(AS_INSTANCE(v)->builtin_value)) v = AS_INSTANCE(v)->builtin_value;
    if (!IS_STR(v)) {
        exc_raise(vm, EXC_TypeError, "attribute name must be string, not '%s'", type_name(vm, v));
        return NULL;
    }
    Str *s = AS_STR(v);
    if (policy_attr_forbidden(s->data)) {
        exc_raise(vm, EXC_AttributeError, "%s(): access to '%s' is not allowed in smolvm (%s)", fname, s->data,
                  policy_attr_hint(s->data));
        return NULL;
    }
    return str_intern(vm, s->data, s->blen);
}

static Value b_getattr(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Str *name = attr_name_arg(vm, argv[1], "getattr");
    if (!name) return VEXC;
    /* Without a default, a __getattr__'s own AttributeError goes through. */
    if (argc == 2) return obj_getattr(vm, argv[0], name);
    Value r = obj_getattr_opt(vm, argv[0], name);
    if (IS_EMPTY(r)) {
        if (argc > 2) return argv[2];
        return attr_error(vm, argv[0], name);
    }
    if (IS_EXC(r) && argc > 2 && exc_matches(vm, EXC_AttributeError)) {
        exc_clear(vm);
        return argv[2];
    }
    return r;
}

static Value b_hasattr(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Str *name = attr_name_arg(vm, argv[1], "hasattr");
    if (!name) return VEXC;
    Value r = obj_getattr_opt(vm, argv[0], name);
    if (IS_EXC(r)) {
        if (exc_matches(vm, EXC_AttributeError)) {
            exc_clear(vm);
            return v_bool(false);
        }
        return r;
    }
    return v_bool(!IS_EMPTY(r));
}

static Value b_setattr(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Str *name = attr_name_arg(vm, argv[1], "setattr");
    if (!name) return VEXC;
    return obj_setattr(vm, argv[0], name, argv[2]) < 0 ? VEXC : VNONE;
}

static Value b_delattr(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Str *name = attr_name_arg(vm, argv[1], "delattr");
    if (!name) return VEXC;
    return obj_delattr(vm, argv[0], name) < 0 ? VEXC : VNONE;
}

static Value b_format(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Str *spec = vm->empty_str;
    if (argc > 1) {
        if (!IS_STR(argv[1]))
            return exc_raise(vm, EXC_TypeError, "format() argument 2 must be str, not %s", type_name(vm, argv[1]));
        spec = AS_STR(argv[1]);
    }
    return obj_format(vm, argv[0], spec);
}

static Value b_final_answer(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    Value v = argc ? argv[0] : arg_kw(vm, argc, argv, kwnames, "answer");
    if (IS_EMPTY(v)) return exc_raise(vm, EXC_TypeError, "final_answer() missing 1 required positional argument: 'answer'");
    vm->result = v;
    return rt_halt(vm, HALT_FINAL);
}

/* ---- super ------------------------------------------------------------ */

static Value super_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    if (kwnames && kwnames->len) return exc_raise(vm, EXC_TypeError, "super() takes no keyword arguments");
    if (argc > 2) return exc_raise(vm, EXC_TypeError, "super() expected at most 2 arguments, got %d", argc);
    if (argc == 0 || (argc == 1 && IS_TYPE(argv[0])))
        return exc_raise(vm, EXC_RuntimeError, "super(): no arguments");
    if (!IS_TYPE(argv[0])) return exc_raise(vm, EXC_TypeError, "super() argument 1 must be a type, not %s", type_name(vm, argv[0]));
    Type *t = AS_TYPE(argv[0]);
    Type *st;
    if (IS_TYPE(argv[1]) && type_is_subtype(AS_TYPE(argv[1]), t)) st = AS_TYPE(argv[1]);
    else if (is_instance_of(vm, argv[1], t)) st = type_of(vm, argv[1]);
    else return exc_raise(vm, EXC_TypeError, "super(type, obj): obj must be an instance or subtype of type");
    Super *s = obj_alloc(vm, OK_SUPER, sizeof(Super));
    if (!s) return VEXC;
    s->type = t;
    s->self = argv[1];
    s->self_type = st;
    return v_obj(s);
}

/* <super: <class 'B'>, <B object>>, as CPython shows a bound super. */
static Value super_repr(VM *vm, Value v) {
    Super *s = (Super *)AS_OBJ(v);
    StrBuf b;
    sb_init(&b, vm);
    sb_adds(&b, "<super: <class '");
    sb_addstr(&b, s->type->name);
    sb_adds(&b, "'>, <");
    sb_addstr(&b, s->self_type->name);
    sb_adds(&b, " object>>");
    return sb_finish(&b);
}

Value super_getattr(VM *vm, Super *s, Str *name) {
    Tuple *mro = s->self_type->mro;
    size_t i = 0;
    while (i < mro->len && AS_OBJ(mro->items[i]) != (Obj *)s->type) i++;
    for (i++; i < mro->len; i++) {
        Type *b = AS_TYPE(mro->items[i]);
        Value v = dict_get_str(vm, b->dict, name);
        if (IS_EMPTY(v)) continue;
        bool self_is_type = IS_TYPE(s->self) && s->self_type == AS_TYPE(s->self);
        if (IS_KIND(v, OK_CLASSMETHOD)) return bound_new(vm, v_obj(s->self_type), ((Wrapper *)AS_OBJ(v))->func);
        if (IS_KIND(v, OK_STATICMETHOD)) return ((Wrapper *)AS_OBJ(v))->func;
        if (IS_KIND(v, OK_PROPERTY) && !self_is_type) {
            Property *p = (Property *)AS_OBJ(v);
            return rt_call1(vm, p->fget, s->self);
        }
        if (self_is_type) {
            /* super().__new__(cls) and friends: plain functions. */
            if (IS_KIND(v, OK_NATIVE) && (name == vm->names->__new__ || name == vm->names->__init_subclass__))
                return bound_new(vm, s->self, v);
            return v;
        }
        if (IS_FUNC(v) || (IS_KIND(v, OK_NATIVE) && (AS_OBJ(v)->flags & NATIVE_METHOD)))
            return bound_new(vm, s->self, v);
        return v;
    }
    return exc_raise(vm, EXC_AttributeError, "'super' object has no attribute '%U'", name);
}

/* ---- registration ----------------------------------------------------- */

static const MethodDef builtin_funcs[] = {
    {"print", b_print, 0, -1, NATIVE_KW},
    {"dir", dir_builtin, 0, 1, 0},
    {"len", builtins_len, 1, 1, 0},
    {"repr", b_repr, 1, 1, 0},
    {"ascii", b_ascii, 1, 1, 0},
    {"isinstance", b_isinstance, 2, 2, 0},
    {"issubclass", b_issubclass, 2, 2, 0},
    {"abs", b_abs, 1, 1, 0},
    {"max", b_max, 0, -1, NATIVE_KW},
    {"min", b_min, 0, -1, NATIVE_KW},
    {"sum", b_sum, 0, -1, NATIVE_KW},
    {"sorted", b_sorted, 0, -1, NATIVE_KW},
    {"iter", b_iter, 1, 2, 0},
    {"next", b_next, 1, 2, 0},
    {"all", b_all, 1, 1, 0},
    {"any", b_any, 1, 1, 0},
    {"chr", b_chr, 1, 1, 0},
    {"ord", b_ord, 1, 1, 0},
    {"divmod", b_divmod, 2, 2, 0},
    {"pow", b_pow, 0, 3, NATIVE_KW | NATIVE_KWCLINIC},
    {"round", b_round, 0, 2, NATIVE_KW | NATIVE_KWCLINIC},
    {"hex", b_hex, 1, 1, 0},
    {"oct", b_oct, 1, 1, 0},
    {"bin", b_bin, 1, 1, 0},
    {"hash", b_hash, 1, 1, 0},
    {"id", b_id, 1, 1, 0},
    {"callable", b_callable, 1, 1, 0},
    {"getattr", b_getattr, 2, 3, 0},
    {"hasattr", b_hasattr, 2, 2, 0},
    {"setattr", b_setattr, 3, 3, 0},
    {"delattr", b_delattr, 2, 2, 0},
    {"format", b_format, 1, 2, 0},
    {"final_answer", b_final_answer, 0, 1, NATIVE_KW},
    {NULL, NULL, 0, 0, 0},
};

static void add(VM *vm, const char *name, Value v) {
    Str *k = str_intern_cstr(vm, name);
    if (k) dict_set_str(vm, vm->builtins, k, v);
}

void builtins_init(VM *vm) {
    vm->builtins = dict_new(vm);
    if (!vm->builtins) return;
    for (const MethodDef *d = builtin_funcs; d->name; d++) {
        Native *n = native_new(vm, d->name, d->fn, d->minargs, d->maxargs, d->flags);
        if (!n) return;
        add(vm, d->name, v_obj(n));
    }
    iter_types_init(vm);
    vm->types[OK_SUPER]->ctor = super_ctor;
    vm->types[OK_SUPER]->slots.repr = super_repr;
    struct { const char *name; Type *t; } types[] = {
        {"object", vm->t_object}, {"type", vm->t_type}, {"int", vm->t_int}, {"bool", vm->t_bool},
        {"float", vm->t_float}, {"str", vm->types[OK_STR]}, {"list", vm->types[OK_LIST]},
        {"tuple", vm->types[OK_TUPLE]}, {"dict", vm->types[OK_DICT]}, {"set", vm->types[OK_SET]},
        {"frozenset", vm->types[OK_FROZENSET]}, {"range", vm->types[OK_RANGE]},
        {"slice", vm->types[OK_SLICE]}, {"property", vm->types[OK_PROPERTY]},
        {"staticmethod", vm->types[OK_STATICMETHOD]}, {"classmethod", vm->types[OK_CLASSMETHOD]},
        {"super", vm->types[OK_SUPER]}, {"complex", vm->types[OK_COMPLEX]},
        {"bytes", vm->types[OK_BYTES]}, {"bytearray", vm->types[OK_BYTEARRAY]},
    };
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) add(vm, types[i].name, v_obj(types[i].t));
    static const char *const exc_names[] = {
#define X(n, p) #n,
        SMOL_EXC_TYPES(X)
#undef X
    };
    for (int i = 0; i < EXC__COUNT; i++) add(vm, exc_names[i], v_obj(vm->exc_types[i]));
    add(vm, "EnvironmentError", v_obj(vm->exc_types[EXC_OSError]));
    add(vm, "IOError", v_obj(vm->exc_types[EXC_OSError]));
    add(vm, "NotImplemented", v_notimpl());
    add(vm, "Ellipsis", v_ellipsis());
    add(vm, "None", VNONE);
    add(vm, "True", v_bool(true));
    add(vm, "False", v_bool(false));
    add(vm, "__debug__", v_bool(true));
    add(vm, "__name__", str_cvalue(vm, "builtins"));
}
