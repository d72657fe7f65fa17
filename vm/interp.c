/* The interpreter loop. One source, two dispatchers: computed goto by
 * default, a plain switch with -DSMOL_SWITCH_DISPATCH. Python-to-Python
 * calls push a frame and continue in the same C activation; natives that
 * call back into Python re-enter through interp_call().
 *
 * Register pointers (R) stay valid across calls because register windows
 * live in segments that never move; the frame array may move, so the
 * current frame is always re-read through its index. */
#include <stdio.h>
#include "vm/vm_internal.h"
#include "runtime/policy.h"

#define LIKELY(x) __builtin_expect(!!(x), 1)
#define UNLIKELY(x) __builtin_expect(!!(x), 0)

/* ---- slow paths (out of line) ------------------------------------------ */


void vm_begin_run(VM *vm) {
    int64_t budget = vm->limits.max_instructions > 0 ? vm->limits.max_instructions : INT64_MAX / 4;
    vm->fuel = 0;
    vm->budget_left = budget;
    vm->fuel_base = budget;
    vm->run_start = rt_now(vm);
    vm->halt = HALT_NONE;
    atomic_store(&vm->interrupt, 0);
    vm->exc = VEMPTY;
    vm->native_depth = 0;
}

int64_t vm_instructions_used(VM *vm) {
    int64_t left = vm->budget_left + (vm->fuel > 0 ? vm->fuel : 0);
    int64_t used = vm->fuel_base - left;
    return used < 0 ? 0 : used;
}

void vm_reset_stack(VM *vm) {
    vm->nframes = 0;
    for (int i = 0; i < vm->nsegs; i++) vm->segs[i].top = 0;
    vm->cur_seg = 0;
    vm->nroots = 0;
    vm->nrepr = 0;
    vm->native_depth = 0;
    vm->out_redirected = false;
    vm->out_target = VNONE;
}

/* The exception being handled in the innermost frame that handles one. */
static Value current_handled(VM *vm) {
    for (int i = vm->nframes - 1; i >= 0; i--)
        if (!IS_EMPTY(vm->frames[i].handled)) return vm->frames[i].handled;
    return VEMPTY;
}

static void add_traceback(VM *vm, Value exc, Code *code, uint32_t pc) {
    if (!IS_EXCOBJ(exc)) return;
    ExcObj *e = AS_EXC(exc);
    if (e->ntb == e->tbcap) {
        uint32_t ncap = e->tbcap ? e->tbcap * 2 : 4;
        if (ncap > 4096) return; /* enough context; keep the innermost ones */
        TbEntry *p = mem_realloc(vm, e->tb, e->tbcap * sizeof(TbEntry), ncap * sizeof(TbEntry));
        if (!p) return;
        e->tb = p;
        e->tbcap = ncap;
    }
    e->tb[e->ntb].code = code;
    e->tb[e->ntb].pc = pc;
    e->ntb++;
}

/* The raised exception gets `h` (an exception being handled) as its
 * __context__, unless it has one or that would make a cycle. */
static void chain_to(VM *vm, Value h) {
    if (vm->halt || !IS_EXCOBJ(vm->exc)) return;
    ExcObj *e = AS_EXC(vm->exc);
    if (IS_EMPTY(h) || obj_is(h, vm->exc) || !IS_NONE(e->context)) return;
    Value c = h;
    bool cyc = false;
    int d = 0;
    for (; IS_EXCOBJ(c) && d < 1000; d++) {
        if (AS_OBJ(c) == &e->h) { cyc = true; break; }
        c = AS_EXC(c)->context;
    }
    if (!cyc) e->context = h;
    /* The walk is native work: a long chain costs (a halt here then
     * skips every handler). */
    if (d > 16) rt_charge(vm, d / 4);
}

/* A raise statement: as CPython, the exception raised gets the exception
 * being handled as its __context__ whatever it had (a raised object may
 * be raised again under another handler); a chain that would loop back to
 * it is cut where it does. */
static void chain_raise(VM *vm, Value exc) {
    Value h = current_handled(vm);
    if (vm->halt || !IS_EXCOBJ(exc) || IS_EMPTY(h) || obj_is(h, exc)) return;
    ExcObj *e = AS_EXC(exc);
    Value o = h;
    int d = 0;
    /* Bounded: a chain that loops without passing through `exc` (made by
     * assigning __context__) is left as it is past 1000 links. */
    for (; IS_EXCOBJ(o) && d < 1000; d++) {
        Value c = AS_EXC(o)->context;
        if (IS_EXCOBJ(c) && AS_OBJ(c) == &e->h) {
            AS_EXC(o)->context = VNONE;
            break;
        }
        o = c;
    }
    e->context = h;
    if (d > 16) rt_charge(vm, d / 4);
}

/* A new exception (no traceback yet) is chained to the exception being
 * handled, in this frame or a caller. */
static void chain_context(VM *vm) {
    if (IS_EXCOBJ(vm->exc) && AS_EXC(vm->exc)->ntb == 0) chain_to(vm, current_handled(vm));
}

/* Raise `exc` as if from the first line of `code`, before any of its
 * instructions (a generator thrown into before it started; as CPython, it
 * gets no __context__ there). */
Value interp_raise_at_start(VM *vm, Value exc, Code *code) {
    vm->exc = exc;
    if (!vm->halt) add_traceback(vm, exc, code, UINT32_MAX);
    return VEXC;
}

/* CPython 3.11's NameError suggestion: the frame's locals first, then its
 * globals, then the builtins, each on its own. Each scope's names are
 * compared with the name: charged by their number and the name's length
 * (a loop of NameErrors in a module of hundreds of globals). */
static Str *name_suggestion(VM *vm, Str *name) {
    Frame *f = &vm->frames[vm->nframes - 1];
    Code *c = f->code;
    Cands cs = {0};
    Str *best = NULL;
    bool ok = true;
    if (c->flags & CODE_CLASSBODY) {
        if (IS_DICT(f->regs[0])) ok = cands_add_dict(vm, &cs, AS_DICT(f->regs[0]));
    } else if (!(c->flags & CODE_MODULE)) {
        for (uint32_t i = 0; ok && i < c->nlocals; i++)
            if (!IS_EMPTY(f->regs[i])) ok = cands_add(vm, &cs, c->varnames[i]);
        for (uint32_t i = 0; ok && i < (uint32_t)c->ncells + c->nfrees; i++) {
            Value cell = f->regs[c->cell_regs[i]];
            if (IS_KIND(cell, OK_CELL) && !IS_EMPTY(((Cell *)AS_OBJ(cell))->v)) ok = cands_add(vm, &cs, c->freenames[i]);
        }
    }
    /* Each name read and compared with `name`: a row or more of the
     * distance's table, as long as `name` (none past 40 bytes, which no
     * suggestion is made for). */
    int64_t per = 2 + (int64_t)(name->blen < 40 ? name->blen : 40) / 4;
    if (ok && cs.n) ok = rt_charge(vm, (int64_t)cs.n * per);
    if (ok && cs.n) best = suggest_best(vm, name, cs.items, cs.n);
    Dict *scopes[2] = {f->globals, vm->builtins};
    for (int k = 0; ok && !best && k < 2; k++) {
        cs.n = 0;
        ok = cands_add_dict(vm, &cs, scopes[k]) && rt_charge(vm, (int64_t)cs.n * per);
        if (ok) best = suggest_best(vm, name, cs.items, cs.n);
    }
    cands_free(vm, &cs);
    return ok ? best : NULL;
}

/* Compiled code never breaks the invariants below; an image made by hand
 * could, so the interpreter checks the few it relies on (the verifier
 * proves the rest: operands, registers, jumps). */
__attribute__((cold, noinline)) static Value bad_code(VM *vm, const char *what) {
    return exc_raise(vm, EXC_SystemError, "malformed bytecode: %s", what);
}

static Value name_error(VM *vm, Str *name) {
    Str *hint = vm->nframes ? name_suggestion(vm, name) : NULL;
    if (vm->halt) return VEXC;
    if (policy_builtin_forbidden(name->data))
        exc_raise(vm, EXC_NameError, "name '%U' is not defined (%s() is not available in smolvm: %s)", name,
                  name->data, policy_builtin_hint(name->data));
    else
        exc_raise(vm, EXC_NameError, "name '%U' is not defined", name);
    exc_set_name_obj(vm, name, VEMPTY);
    if (IS_EXCOBJ(vm->exc) && hint) AS_EXC(vm->exc)->hint = v_obj(hint);
    return VEXC;
}

static Value load_global(VM *vm, Dict *globals, Str *name) {
    Value v = dict_get_str(vm, globals, name);
    if (!IS_EMPTY(v)) return v;
    v = dict_get_str(vm, vm->builtins, name);
    if (!IS_EMPTY(v)) return v;
    return name_error(vm, name);
}

static Value make_function(VM *vm, Code *c, Value *R, int a, Dict *globals) {
    Func *f = func_new(vm, c, globals);
    if (!f) return VEXC;
    if (IS_TUPLE(R[a + 1])) f->defaults = AS_TUPLE(R[a + 1]);
    if (IS_DICT(R[a + 2])) {
        /* A private copy with str keys only: binding arguments looks names
         * up in it while the callee's registers are no GC root yet, so no
         * user __eq__ may run then, nor may the snippet change it later. */
        Dict *src = AS_DICT(R[a + 2]);
        if (!rt_charge(vm, (int64_t)(src->used / 8) + 1)) return VEXC;
        gc_push(vm, v_obj(f));
        Dict *kd = dict_new(vm);
        size_t pos = 0;
        Value k, v;
        while (kd && dict_next(src, &pos, &k, &v)) {
            if (!IS_STR(k)) {
                kd = NULL;
                bad_code(vm, "keyword-only defaults that are not a dict of str");
            } else if (dict_set_str(vm, kd, AS_STR(k), v) < 0) {
                kd = NULL;
            }
        }
        gc_pop(vm, 1);
        if (!kd) return VEXC;
        f->kwdefaults = kd;
    }
    if (IS_TUPLE(R[a + 3])) f->closure = AS_TUPLE(R[a + 3]);
    if ((c->flags & CODE_DOCSTRING) && c->nconsts > 0) f->doc = c->consts[0];
    if ((c->flags & CODE_ANNOTATIONS) && IS_DICT(R[a + 4])) {
        /* Kept as the function's __annotations__ (typing.get_type_hints
         * reads it); no allocation below can collect, f is safe. */
        f->attrs = dict_new(vm);
        if (!f->attrs || dict_set_str(vm, f->attrs, vm->names->__annotations__, R[a + 4]) < 0) return VEXC;
    }
    return v_obj(f);
}

static Value build_class_body(VM *vm, Value body, Value name, Value bases, Type *explicit, Value other,
                              Tuple *kwnames, Value *args);

static Value build_class(VM *vm, Value *R, int a, int nb, int has_kw) {
    Value body = R[a];
    Value name = R[a + 1];
    Type *explicit = NULL;
    /* metaclass= anything but type or a subclass of it (a function, say)
     * is called as it is, without the bases' metaclasses, as in CPython. */
    Value other = VEMPTY;
    /* The other keyword arguments go to the metaclass and from there to
     * __init_subclass__: names in a tuple, values after the three
     * positional arguments of the call (args[3...]). */
    size_t nkw = 0;
    Dict *kw = has_kw && IS_DICT(R[a + 2 + nb]) ? AS_DICT(R[a + 2 + nb]) : NULL;
    if (kw) {
        size_t pos = 0;
        Value k, v;
        while (dict_next(kw, &pos, &k, &v)) {
            if (!IS_STR(k)) return exc_raise(vm, EXC_TypeError, "keywords must be strings");
            if (!strcmp(AS_STR(k)->data, "metaclass")) {
                if (IS_TYPE(v) && type_is_subtype(AS_TYPE(v), vm->t_type)) explicit = AS_TYPE(v);
                else other = v;
            } else {
                nkw++;
            }
        }
    }
    Value bases = tuple_pack(vm, (size_t)nb, R + a + 2);
    if (IS_EXC(bases)) return bases;
    size_t rs = gc_scope(vm);
    gc_push(vm, bases);
    Tuple *kwnames = NULL;
    Value *args = NULL;
    if (nkw) {
        kwnames = tuple_new(vm, nkw);
        if (!kwnames) { gc_unscope(vm, rs); return VEXC; }
        gc_push(vm, v_obj(kwnames));
        /* The values are kept in a rooted tuple, not left to the keyword
         * dict: the class body runs before they are used, and a crafted
         * image may hand over a dict that the body empties. */
        Tuple *argt = tuple_new(vm, nkw + 3);
        if (!argt) { gc_unscope(vm, rs); return VEXC; }
        gc_push(vm, v_obj(argt));
        args = argt->items;
        size_t pos = 0, i = 0;
        Value k, v;
        while (dict_next(kw, &pos, &k, &v) && i < nkw) {
            if (!strcmp(AS_STR(k)->data, "metaclass")) continue;
            kwnames->items[i] = k;
            args[3 + i] = v;
            i++;
        }
    }
    Value t = build_class_body(vm, body, name, bases, explicit, other, kwnames, args);
    gc_unscope(vm, rs);
    return t;
}

/* The class statement once its keywords are sorted out: the metaclass,
 * the body run in a fresh namespace, then the class made. `args` has room
 * for three values before the keyword values (NULL without keywords). */
static Value build_class_body(VM *vm, Value body, Value name, Value bases, Type *explicit, Value other,
                              Tuple *kwnames, Value *args) {
    size_t rs = gc_scope(vm);
    /* The metaclass is known before the body runs, as in CPython (a
     * conflict is reported first). */
    Type *meta = IS_EMPTY(other) ? type_metaclass(vm, explicit, AS_TUPLE(bases)) : NULL;
    if (!meta && IS_EMPTY(other)) { gc_unscope(vm, rs); return VEXC; }
    if (meta && meta != vm->t_type) {
        /* The class body always fills a plain dict: a metaclass that
         * asks for another namespace is refused rather than ignored. */
        Str *prep = str_intern_cstr(vm, "__prepare__");
        if (!prep) { gc_unscope(vm, rs); return VEXC; }
        if (!IS_EMPTY(type_lookup(vm, meta, prep))) {
            gc_unscope(vm, rs);
            return exc_raise(vm, EXC_TypeError, "a metaclass __prepare__ is not supported in smolvm");
        }
    }
    gc_push(vm, meta ? v_obj(meta) : other);
    Dict *ns = dict_new(vm);
    if (!ns) { gc_unscope(vm, rs); return VEXC; }
    gc_push(vm, v_obj(ns));
    Value nsv = v_obj(ns);
    Value r = rt_callback_done(vm, interp_call(vm, body, 1, &nsv, NULL));
    if (IS_EXC(r)) { gc_unscope(vm, rs); return r; }
    Str *nm = IS_STR(name) ? AS_STR(name) : vm->empty_str;
    Value t;
    if (meta == vm->t_type) {
        t = type_build(vm, meta, nm, AS_TUPLE(bases), ns, kwnames, args ? args + 3 : NULL);
    } else {
        /* metaclass(name, bases, namespace, **kw): its __new__ and
         * __init__, type.__new__ making the class from a copy of the
         * namespace. */
        Value three[3];
        Value *call = args ? args : three;
        call[0] = v_obj(nm);
        call[1] = bases;
        call[2] = nsv;
        t = rt_call(vm, meta ? v_obj(meta) : other, 3, call, kwnames);
    }
    gc_unscope(vm, rs);
    return t;
}

/* Values of an unpacking: exactly n (or at least before+after with a star). */
static bool unpack(VM *vm, Value src, Value *dst, int before, int after, bool star) {
    int n = before + after;
    const Value *items = NULL;
    size_t len = 0;
    List *tmp = NULL;
    if (IS_TUPLE(src)) { items = AS_TUPLE(src)->items; len = AS_TUPLE(src)->len; }
    else if (IS_LIST(src)) { items = AS_LIST(src)->items; len = AS_LIST(src)->len; }
    else {
        if (!star) {
            /* Pull at most n + 1 items so an endless iterator still fails. */
            Value it = obj_iter(vm, src);
            if (IS_EXC(it)) {
                if (exc_matches(vm, EXC_TypeError) && IS_EMPTY(type_lookup(vm, type_of(vm, src), vm->names->__iter__)) &&
                    !type_of(vm, src)->slots.iter) {
                    exc_clear(vm);
                    exc_raise(vm, EXC_TypeError, "cannot unpack non-iterable %s object", type_name(vm, src));
                }
                return false;
            }
            gc_push(vm, it);
            int i = 0;
            for (;; i++) {
                Value x = obj_next(vm, it);
                if (IS_EXC(x)) { gc_pop(vm, 1); return false; }
                if (IS_EMPTY(x)) break;
                if (i >= n) {
                    gc_pop(vm, 1);
                    exc_raise(vm, EXC_ValueError, "too many values to unpack (expected %d)", n);
                    return false;
                }
                dst[i] = x;
            }
            gc_pop(vm, 1);
            if (i < n) {
                exc_raise(vm, EXC_ValueError, "not enough values to unpack (expected %d, got %d)", n, i);
                return false;
            }
            return true;
        }
        tmp = rt_list_from_iter(vm, src);
        if (!tmp) {
            if (exc_matches(vm, EXC_TypeError) && !type_of(vm, src)->slots.iter &&
                IS_EMPTY(type_lookup(vm, type_of(vm, src), vm->names->__iter__))) {
                exc_clear(vm);
                exc_raise(vm, EXC_TypeError, "cannot unpack non-iterable %s object", type_name(vm, src));
            }
            return false;
        }
        items = tmp->items;
        len = tmp->len;
    }
    if (!star) {
        if (len != (size_t)n) {
            if (len > (size_t)n) exc_raise(vm, EXC_ValueError, "too many values to unpack (expected %d)", n);
            else exc_raise(vm, EXC_ValueError, "not enough values to unpack (expected %d, got %zu)", n, len);
            return false;
        }
        for (int i = 0; i < n; i++) dst[i] = items[i];
        return true;
    }
    if (len < (size_t)n) {
        exc_raise(vm, EXC_ValueError, "not enough values to unpack (expected at least %d, got %zu)", n, len);
        return false;
    }
    /* The starred part is copied: charged by its length first. */
    if (!rt_charge(vm, (int64_t)((len - (size_t)n) / 16))) return false;
    if (tmp) gc_push(vm, v_obj(tmp));
    /* An empty list has no item storage: no arithmetic on NULL. */
    Value mid = list_from_values(vm, len - (size_t)n, items ? items + before : items);
    if (tmp) gc_pop(vm, 1);
    if (IS_EXC(mid)) return false;
    if (tmp) items = tmp->items;
    for (int i = 0; i < before; i++) dst[i] = items[i];
    dst[before] = mid;
    for (int i = 0; i < after; i++) dst[before + 1 + i] = items[len - (size_t)after + (size_t)i];
    return true;
}

static Value import_module(VM *vm, Str *name, bool top) {
    Value m = module_import(vm, name);
    if (IS_EXC(m) || !top) return m;
    const char *dot = strchr(name->data, '.');
    if (!dot) return m;
    Str *first = str_intern(vm, name->data, (size_t)(dot - name->data));
    if (!first) return VEXC;
    return module_import(vm, first);
}

/* f"{i:06d}" and the like for an int64: the specs f-strings use most, an
 * optional '0' flag, a width of at most two digits and an optional 'd'.
 * As int.__format__ does, the digits are right-aligned in the width, with
 * zeros after the sign under the '0' flag and spaces before it otherwise.
 * VEMPTY for any other spec. */
static __attribute__((noinline)) Value format_int_simple(VM *vm, int64_t i, const Str *spec) {
    const char *p = spec->data, *end = p + spec->blen;
    bool zero = p < end && *p == '0';
    if (zero) p++;
    size_t width = 0;
    for (int k = 0; k < 2 && p < end && *p >= '0' && *p <= '9'; k++) width = width * 10 + (size_t)(*p++ - '0');
    if (p < end && *p == 'd') p++;
    if (p != end) return VEMPTY;
    char digits[24];
    char *d = digits + sizeof digits;
    uint64_t u = i < 0 ? (uint64_t)0 - (uint64_t)i : (uint64_t)i;
    do {
        *--d = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    size_t nd = (size_t)(digits + sizeof digits - d), n = nd + (i < 0);
    char out[128];
    size_t pad = width > n ? width - n : 0, o = 0;
    if (!zero) {
        memset(out, ' ', pad);
        o = pad;
    }
    if (i < 0) out[o++] = '-';
    if (zero) {
        memset(out + o, '0', pad);
        o += pad;
    }
    memcpy(out + o, d, nd);
    return str_value(vm, out, o + nd);
}

static Value format_value(VM *vm, Value v, Value spec) {
    if (!IS_EMPTY(spec) && !IS_STR(spec)) return bad_code(vm, "a format spec that is not a str");
    if (IS_STR(v) && (IS_EMPTY(spec) || AS_STR(spec)->blen == 0)) return v;
    if (IS_INT(v) && !IS_EMPTY(spec)) {
        Value r = format_int_simple(vm, AS_INT(v), AS_STR(spec));
        if (!IS_EMPTY(r)) return r;
    }
    return obj_format(vm, v, IS_EMPTY(spec) ? vm->empty_str : AS_STR(spec));
}

static Value check_exc_match(VM *vm, Value exc, Value cls) {
    if (IS_TYPE(cls)) {
        if (!(AS_TYPE(cls)->tflags & TF_EXCEPTION))
            return exc_raise(vm, EXC_TypeError, "catching classes that do not inherit from BaseException is not allowed");
        return v_bool(is_instance_of(vm, exc, AS_TYPE(cls)));
    }
    if (IS_TUPLE(cls)) {
        /* One level, as CPython: a tuple inside the tuple is no class. */
        Tuple *t = AS_TUPLE(cls);
        bool m = false;
        /* Every 4 classes are charged, by the length of the exception's MRO
         * that each is looked for in. */
        Type *et = type_of(vm, exc);
        int64_t units = 1 + (int64_t)(et->mro ? et->mro->len : 1) / 8;
        for (size_t i = 0; i < t->len; i++) {
            if ((i & 3) == 3 && !rt_charge(vm, units)) return VEXC;
            Value c = t->items[i];
            if (!IS_TYPE(c) || !(AS_TYPE(c)->tflags & TF_EXCEPTION))
                return exc_raise(vm, EXC_TypeError, "catching classes that do not inherit from BaseException is not allowed");
            if (is_instance_of(vm, exc, AS_TYPE(c))) m = true;
        }
        return v_bool(m);
    }
    return exc_raise(vm, EXC_TypeError, "catching classes that do not inherit from BaseException is not allowed");
}

static Value match_class(VM *vm, Value cls, Value subj, int npos, Tuple *kwnames) {
    if (!IS_TYPE(cls)) return exc_raise(vm, EXC_TypeError, "called match pattern must be a class");
    Type *t = AS_TYPE(cls);
    if (!is_instance_of(vm, subj, t)) return VNONE;
    size_t nkw = kwnames ? kwnames->len : 0;
    Tuple *out = tuple_new(vm, (size_t)npos + nkw);
    if (!out) return VEXC;
    gc_push(vm, v_obj(out));
    int roots = 1;
    Value r = v_obj(out);
    /* Built-ins such as int(x) match the subject itself positionally. */
    bool self_match = !(t->tflags & TF_HEAPTYPE) && t != vm->t_object;
    Value margs = VEMPTY;
    if (npos && !self_match) {
        margs = type_lookup(vm, t, vm->names->__match_args__);
        if (IS_EMPTY(margs)) { r = exc_raise(vm, EXC_TypeError, "%U() accepts 0 positional sub-patterns (%d given)", t->name, npos); goto out; }
        if (!IS_TUPLE(margs)) { r = exc_raise(vm, EXC_TypeError, "%U.__match_args__ must be a tuple (got %s)", t->name, type_name(vm, margs)); goto out; }
        if ((size_t)npos > AS_TUPLE(margs)->len) {
            r = exc_raise(vm, EXC_TypeError, "%U() accepts %zu positional sub-pattern%s (%d given)", t->name,
                          AS_TUPLE(margs)->len, AS_TUPLE(margs)->len == 1 ? "" : "s", npos);
            goto out;
        }
        /* A user __getattr__ below may rebind __match_args__. */
        gc_push(vm, margs);
        roots++;
    } else if (npos > 1 && self_match) {
        r = exc_raise(vm, EXC_TypeError, "%U() accepts 1 positional sub-pattern (%d given)", t->name, npos);
        goto out;
    }
    for (int i = 0; i < npos; i++) {
        if (self_match) { out->items[i] = subj; continue; }
        Value an = AS_TUPLE(margs)->items[i];
        if (!IS_STR(an)) { r = exc_raise(vm, EXC_TypeError, "__match_args__ elements must be strings (got %s)", type_name(vm, an)); goto out; }
        Str *s = str_intern(vm, AS_STR(an)->data, AS_STR(an)->blen);
        if (!s) { r = VEXC; goto out; }
        if (policy_attr_forbidden(s->data)) {
            r = exc_raise(vm, EXC_AttributeError, "access to attribute '%U' is not allowed in smolvm (%s)", s,
                          policy_attr_hint(s->data));
            goto out;
        }
        Value v = obj_getattr_opt(vm, subj, s);
        if (IS_EXC(v)) { r = v; goto out; }
        if (IS_EMPTY(v)) { r = VNONE; goto out; }
        out->items[i] = v;
    }
    for (size_t k = 0; k < nkw; k++) {
        if (!IS_STR(kwnames->items[k])) { r = bad_code(vm, "a keyword pattern name that is not a str"); goto out; }
        Str *s = AS_STR(kwnames->items[k]);
        if (policy_attr_forbidden(s->data)) {
            r = exc_raise(vm, EXC_AttributeError, "access to attribute '%U' is not allowed in smolvm (%s)", s,
                          policy_attr_hint(s->data));
            goto out;
        }
        Value v = obj_getattr_opt(vm, subj, s);
        if (IS_EXC(v)) { r = v; goto out; }
        if (IS_EMPTY(v)) { r = VNONE; goto out; }
        out->items[npos + k] = v;
    }
out:
    gc_pop(vm, (size_t)roots);
    return r;
}

/* The values of a mapping pattern's keys in `subj`, as a tuple; None when
 * a key is missing. As CPython 3.11's: a key seen before is a ValueError,
 * and a mapping other than an exact dict is asked through its get method
 * with a default of its own, so that a __missing__ (defaultdict) adds
 * nothing. get, the keys' __hash__ and __eq__ may run user code: what
 * they need stays rooted. */
static Value match_keys(VM *vm, Value subj, Value keys) {
    if (!IS_TUPLE(keys)) return bad_code(vm, "match keys that are not a tuple");
    Tuple *k = AS_TUPLE(keys);
    if (k->len == 0) return v_obj(vm->empty_tuple);
    size_t base = vm->nroots;
    Tuple *out = tuple_new(vm, k->len);
    if (!out) return VEXC;
    gc_push(vm, v_obj(out));
    Value r = v_obj(out), get = VEMPTY;
    Obj *dummy = NULL;
    Set *seen = set_new(vm, OK_SET);
    if (!seen) goto fail;
    gc_push(vm, v_obj(seen));
    if (!IS_DICT(subj)) {
        get = obj_getattr(vm, subj, vm->names->get);
        if (IS_EXC(get)) goto fail;
        gc_push(vm, get);
        Instance *in = obj_alloc(vm, OK_INSTANCE, sizeof(Instance));
        if (!in) goto fail;
        in->cls = vm->t_object;
        in->builtin_value = VEMPTY;
        dummy = &in->h;
        gc_push(vm, v_obj(in));
    }
    for (size_t i = 0; i < k->len; i++) {
        Value key = k->items[i];
        int c = set_contains(vm, seen, key);
        if (c < 0) goto fail;
        if (c) {
            exc_raise(vm, EXC_ValueError, "mapping pattern checks duplicate key (%R)", key);
            goto fail;
        }
        if (set_add(vm, seen, key) < 0) goto fail;
        Value v;
        if (dummy) {
            Value args[2] = {key, v_obj(dummy)};
            v = rt_call(vm, get, 2, args, NULL);
            if (IS_OBJ(v) && AS_OBJ(v) == dummy) v = VEMPTY;
        } else {
            v = dict_get(vm, AS_DICT(subj), key);
        }
        if (IS_EXC(v)) goto fail;
        if (IS_EMPTY(v)) {
            r = VNONE;
            break;
        }
        out->items[i] = v;
    }
    gc_pop(vm, vm->nroots - base);
    return r;
fail:
    gc_pop(vm, vm->nroots - base);
    return VEXC;
}

static Value dict_without(VM *vm, Value subj, Value keys) {
    if (!IS_TUPLE(keys)) return bad_code(vm, "match keys that are not a tuple");
    Dict *d = dict_new(vm);
    if (!d) return VEXC;
    gc_push(vm, v_obj(d));
    if (dict_update(vm, d, subj) < 0) { gc_pop(vm, 1); return VEXC; }
    /* As CPython's DELETE_SUBSCR of each key: one that the copy lacks (a
     * get() that emptied the mapping) is a KeyError. */
    Tuple *k = AS_TUPLE(keys);
    for (size_t i = 0; i < k->len; i++) {
        int r = dict_del(vm, d, k->items[i]);
        if (r <= 0) {
            if (r == 0) exc_key_error(vm, k->items[i]);
            gc_pop(vm, 1);
            return VEXC;
        }
    }
    gc_pop(vm, 1);
    return v_obj(d);
}

/* The callee as CPython's argument-unpacking errors name it: "mod.qual()"
 * for a function or class of a module, "qual()" for a builtin and a
 * method of a built-in type (a bound method names its function), any
 * other callable by its str(). Added to `b` with each '%' doubled, as the
 * start of a format. */
static bool add_callee_name(VM *vm, StrBuf *b, Value f) {
    for (int i = 0; i < 8 && IS_KIND(f, OK_BOUND); i++) f = ((BoundMethod *)AS_OBJ(f))->func;
    Str *qual;
    Value mod = VNONE;
    if (IS_KIND(f, OK_FUNC)) {
        qual = ((Func *)AS_OBJ(f))->qualname;
        mod = ((Func *)AS_OBJ(f))->module;
    } else if (IS_KIND(f, OK_NATIVE)) {
        Native *n = (Native *)AS_OBJ(f);
        qual = native_qualname(vm, n);
        if (!qual) return false;
        if (n->module) mod = v_obj(n->module);
    } else if (IS_KIND(f, OK_TYPE)) {
        qual = AS_TYPE(f)->qualname;
        mod = AS_TYPE(f)->module;
    } else {
        Value s = obj_str(vm, f);
        if (IS_EXC(s)) return false;
        qual = AS_STR(s);
    }
    /* The str() of another callable is held while it is copied. */
    size_t rs = gc_scope(vm);
    gc_push(vm, v_obj(qual));
    const char *parts[2] = {NULL, qual->data};
    if (IS_STR(mod) && strcmp(AS_STR(mod)->data, "builtins") != 0) parts[0] = AS_STR(mod)->data;
    /* Some natives carry the module in their qualname already ("math.sqrt"
     * names arity errors as CPython does). */
    if (parts[0] && !strncmp(qual->data, parts[0], AS_STR(mod)->blen) && qual->data[AS_STR(mod)->blen] == '.')
        parts[0] = NULL;
    bool ok = true;
    for (int i = 0; i < 2 && ok; i++) {
        if (!parts[i]) continue;
        for (const char *p = parts[i]; *p && ok; p++)
            ok = sb_addc(b, *p) && (*p != '%' || sb_addc(b, '%'));
        if (i == 0 && ok) ok = sb_addc(b, '.');
    }
    gc_unscope(vm, rs);
    if (!ok) return false;
    return IS_KIND(f, OK_FUNC) || IS_KIND(f, OK_NATIVE) || IS_KIND(f, OK_TYPE) ? sb_adds(b, "() ") : sb_addc(b, ' ');
}

/* TypeError "<callee> <fmt...>" for an argument-unpacking error of a call
 * to `f` (VEMPTY: no callee to name, as for a class statement's keywords). */
static void raise_call_error(VM *vm, Value f, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    if (IS_EMPTY(f)) {
        exc_vraise(vm, EXC_TypeError, fmt, ap);
        va_end(ap);
        return;
    }
    StrBuf b;
    sb_init(&b, vm);
    if (!add_callee_name(vm, &b, f) || !sb_adds(&b, fmt)) {
        sb_free(&b);
        va_end(ap);
        return;
    }
    Value full = sb_finish(&b);
    if (!IS_EXC(full)) {
        size_t rs = gc_scope(vm);
        gc_push(vm, full);
        exc_vraise(vm, EXC_TypeError, AS_STR(full)->data, ap);
        gc_unscope(vm, rs);
    }
    va_end(ap);
}

/* from m import *: the names m's __all__ lists, each read as an attribute
 * (so that a name m makes on first use is made), or, without __all__,
 * every name of its namespace not starting with '_', as CPython's
 * import_all_from. */
static int import_star(VM *vm, Module *m, Dict *globals) {
    Str *key = str_intern_cstr(vm, "__all__");
    if (!key) return -1;
    Value all = dict_get_str(vm, m->dict, key);
    if (IS_EXC(all)) return -1;
    if (IS_EMPTY(all)) {
        /* Only str keys: binding one runs no code, so the walk over the
         * namespace stays valid. */
        size_t pos = 0;
        Value k, v;
        int more;
        while ((more = dict_next_charged(vm, m->dict, &pos, &k, &v)) > 0) {
            if (!IS_STR(k) || AS_STR(k)->data[0] == '_') continue;
            if (dict_set(vm, globals, k, v) < 0) return -1;
        }
        return more;
    }
    if (!IS_LIST(all) && !IS_TUPLE(all)) {
        exc_raise(vm, EXC_TypeError, "'%s' object does not support indexing", type_name(vm, all));
        return -1;
    }
    size_t rs = gc_scope(vm);
    gc_push(vm, all);
    gc_push(vm, v_obj(m));
    /* The length is read again at every step: nothing below should change
     * the list, but a name's lookup runs code. */
    for (size_t i = 0;; i++) {
        size_t n = IS_LIST(all) ? AS_LIST(all)->len : AS_TUPLE(all)->len;
        if (i >= n) break;
        Value name = IS_LIST(all) ? AS_LIST(all)->items[i] : AS_TUPLE(all)->items[i];
        if (!IS_STR(name)) {
            exc_raise(vm, EXC_TypeError, "Item in %U.__all__ must be str, not %s", m->name, type_name(vm, name));
            gc_unscope(vm, rs);
            return -1;
        }
        gc_push(vm, name);
        Value v = rt_charge(vm, 1) ? obj_getattr(vm, v_obj(m), AS_STR(name)) : VEXC;
        if (!IS_EXC(v)) {
            gc_push(vm, v);
            if (dict_set(vm, globals, name, v) < 0) v = VEXC;
        }
        if (IS_EXC(v)) {
            gc_unscope(vm, rs);
            return -1;
        }
        gc_unscope(vm, rs + 2);
    }
    gc_unscope(vm, rs);
    return 0;
}

/* Keyword arguments from `src` into `dst` (**kwargs in a call to `callee`,
 * VEMPTY if none is named): str keys only, no key twice. 0 or -1. */
static int merge_kwargs(VM *vm, Dict *dst, Dict *src, Value callee) {
    size_t pos = 0;
    Value k, v;
    /* Into an empty dict, a dict's keys cannot repeat: no probe first. */
    bool fresh = dst->used == 0;
    while (dict_next(src, &pos, &k, &v)) {
        if (!IS_STR(k)) {
            exc_raise(vm, EXC_TypeError, "keywords must be strings");
            return -1;
        }
        if (fresh) {
            if (dict_set(vm, dst, k, v) < 0) return -1;
            continue;
        }
        Value old = dict_get(vm, dst, k);
        if (IS_EXC(old)) return -1;
        if (!IS_EMPTY(old)) {
            raise_call_error(vm, callee, "got multiple values for keyword argument '%U'", AS_STR(k));
            return -1;
        }
        if (dict_set(vm, dst, k, v) < 0) return -1;
    }
    return 0;
}

/* A frame for Python function fu in this activation: its registers, the
 * arguments bound into them (which runs no user code), pushed with
 * ret_reg the caller's register for the result. false, nothing left
 * behind, when any step fails. */
static inline bool enter_func(VM *vm, Func *fu, int argc, const Value *argv, Tuple *kw, int32_t ret_reg) {
    uint16_t seg;
    Value *nr = call_stack_alloc(vm, fu->code->nregs, &seg);
    if (!nr) return false;
    if (!call_bind_args(vm, fu, nr, argc, argv, kw) || !call_push_frame(vm, fu, nr, seg, ret_reg, false)) {
        call_stack_release(vm, nr, seg);
        return false;
    }
    return true;
}

/* After *x failed to extend a list: when x is no iterable at all, the
 * TypeError says so as CPython's does, naming the callee when the list is
 * all of a call's positional arguments (f(*x)); any other error stays. */
static void star_not_iterable(VM *vm, Value x, Value callee) {
    if (!exc_matches(vm, EXC_TypeError) || type_of(vm, x)->slots.iter ||
        !IS_EMPTY(type_lookup(vm, type_of(vm, x), vm->names->__iter__)))
        return;
    exc_clear(vm);
    if (!IS_EMPTY(callee))
        raise_call_error(vm, callee, "argument after * must be an iterable, not %s", type_name(vm, x));
    else
        exc_raise(vm, EXC_TypeError, "Value after * must be an iterable, not %s", type_name(vm, x));
}

/* Whether `v` matches sequence (and mapping) patterns: its type's flag
 * (TF_SEQUENCE, TF_MAPPING; str, bytes and bytearray have none). */
static bool is_match_sequence(VM *vm, Value v) {
    if (!IS_OBJ(v)) return false;
    switch (OBJ_KIND(v)) {
    case OK_LIST: case OK_TUPLE: case OK_RANGE: return true;
    case OK_STR: case OK_BYTES: case OK_BYTEARRAY: case OK_DICT: return false;
    default: return (type_of(vm, v)->tflags & TF_SEQUENCE) != 0;
    }
}

static bool is_match_mapping(VM *vm, Value v) {
    if (!IS_OBJ(v)) return false;
    if (IS_DICT(v)) return true;
    return (type_of(vm, v)->tflags & TF_MAPPING) != 0;
}

/* The most loads range_store_loop accepts in a loop body. */
#define STORE_LOOP_MAX_LOADS 4

/* The global `code->names[ix]` of g through its cache, valid now: its
 * entry index, else -1. As STOREGLOBAL's fast path requires, the entry is
 * the globals' own, and g is not a class namespace. */
static int64_t cached_global(Code *code, Dict *g, uint32_t ix) {
    if (!code->gcache) return -1;
    const GlobalCache *gc = &code->gcache[ix];
    if (gc->gkversion != g->kversion || gc->ix < 0 || (g->h.flags & DICT_TYPEDICT)) return -1;
    return gc->ix;
}

/* The head of a loop over a range that the fused loops below recognise:
 *
 *     FORITER A ; [MOVE j A+1 | STOREGLOBAL A+1 j] ; loads
 *
 * where the loads are LOADTRUE/LOADFALSE/LOADNONE/LOADINT/LOADK/LOADCELL
 * and LOADGLOBAL. `vars` are the registers that hold the loop variable
 * (A+1, j, a LOADGLOBAL of a global j); `fixed` those the other loads
 * write, with values that stay the same through the loop as long as it
 * runs no user code and writes no cell or global (but the loop variable).
 * `cost` counts the head's instructions. */
typedef struct LoopHead {
    unsigned a;
    unsigned vars[STORE_LOOP_MAX_LOADS + 2], fixed[STORE_LOOP_MAX_LOADS], cells[STORE_LOOP_MAX_LOADS];
    int nv, nf, nc;
    int64_t cost;
    int64_t gvar;       /* the global loop variable's entry, or -1 */
} LoopHead;

/* The range iterator of the FORITER at insns[top], or NULL: checked first,
 * so that a loop over anything else costs the fused loops' hooks little. */
static Iter *range_loop_iter(const Value *R, const uint32_t *insns, uint32_t top) {
    uint32_t fi = insns[top];
    if (INS_OP(fi) != OP_FORITER) return NULL;
    Value it = R[INS_A(fi)];
    if (!IS_KIND(it, OK_ITER) || AS_ITER(it)->ikind != IT_RANGE) return NULL;
    return AS_ITER(it);
}

/* Parse a loop head from insns[top] up to (not including) insns[end];
 * false when the instructions there are anything else. */
static bool scan_loop_head(Code *code, Dict *g, const uint32_t *insns, uint32_t top, uint32_t end, LoopHead *h) {
    uint32_t fi = insns[top];
    if (INS_OP(fi) != OP_FORITER) return false;
    h->a = INS_A(fi);
    h->nv = h->nf = h->nc = 0;
    h->vars[h->nv++] = h->a + 1;
    h->cost = 1;
    h->gvar = -1;
    uint32_t gname = 0, k = top + 1;
    if (k >= end) return true;
    uint32_t st = insns[k];
    if (INS_OP(st) == OP_MOVE && INS_B(st) == h->a + 1) {
        h->vars[h->nv++] = INS_A(st);
        h->cost++;
        k++;
    } else if (INS_OP(st) == OP_STOREGLOBAL && INS_A(st) == h->a + 1) {
        gname = INS_BX(st);
        h->gvar = cached_global(code, g, gname);
        if (h->gvar < 0) return false;
        h->cost++;
        k++;
    }
    for (; k < end; k++) {
        uint32_t ld = insns[k];
        unsigned d = INS_A(ld);
        if (h->nf + h->nv - 1 == STORE_LOOP_MAX_LOADS) return false;
        switch (INS_OP(ld)) {
        case OP_LOADTRUE: case OP_LOADFALSE: case OP_LOADNONE: case OP_LOADINT: case OP_LOADK:
            h->fixed[h->nf++] = d;
            break;
        case OP_LOADCELL:
            h->cells[h->nc++] = INS_B(ld);
            h->fixed[h->nf++] = d;
            break;
        case OP_LOADGLOBAL:
            if (h->gvar >= 0 && INS_BX(ld) == gname) {
                h->vars[h->nv++] = d;
            } else {
                if (cached_global(code, g, INS_BX(ld)) < 0) return false;
                h->fixed[h->nf++] = d;
            }
            break;
        default: return false;
        }
        h->cost++;
    }
    /* Every register the head writes is written by one instruction only,
     * and none is the iterator or the cell a LOADCELL reads. */
    int n = h->nv + h->nf;
    for (int x = 0; x < n; x++) {
        unsigned r = x < h->nv ? h->vars[x] : h->fixed[x - h->nv];
        if (r == h->a) return false;
        for (int y = x + 1; y < n; y++)
            if (r == (y < h->nv ? h->vars[y] : h->fixed[y - h->nv])) return false;
        for (int c = 0; c < h->nc; c++)
            if (h->cells[c] == r) return false;
    }
    return true;
}

/* Whether register r is one the loop head writes: 1 a loop variable's,
 * 2 a fixed load's, 0 neither. */
static int head_writes(const LoopHead *h, unsigned r) {
    for (int x = 0; x < h->nv; x++)
        if (h->vars[x] == r) return 1;
    for (int x = 0; x < h->nf; x++)
        if (h->fixed[x] == r) return 2;
    return r == h->a ? 2 : 0;
}

/* The loop variable's registers (and global) after the last iteration a
 * fused loop ran, whose item was `last`. */
static void head_finish(VM *vm, Value *R, Dict *g, const LoopHead *h, int64_t last) {
    for (int r = 0; r < h->nv; r++) R[h->vars[r]] = v_int(last);
    if (h->gvar >= 0) {
        /* What STOREGLOBAL's fast path does. */
        g->entries[h->gvar].val = v_int(last);
        g->version = ++vm->dict_version;
    }
}

/* `for j in range(...): a[j] = x` with `a` an exact list, the loop that
 * sieves and table fills are made of, run without dispatching each
 * instruction. SETITEM's list fast path calls it right after a store, when
 * the next instruction (insns[pc]) is a backward JMP; `ins` is that
 * SETITEM. It recognises a loop whose body is only
 *
 *     loop head (see LoopHead) ; SETITEM L J V ; JMP back
 *
 * where J holds the loop variable. Each iteration then leaves the
 * registers as the one just finished did, but for the loop variable's:
 * the fixed loads would write the same values again, so they need not
 * run; a global loop variable is stored once, at the end. The loop stops,
 * in the state right after a SETITEM as the interpreter would leave it,
 * before any iteration that the fast path would not finish exactly as the
 * instructions do: the range is exhausted, the index is out of range (the
 * instructions then raise IndexError where they would), or the fuel left
 * does not cover the whole iteration (so that a refill, its deadline check
 * or an exhausted budget happen at the same instruction as without it).
 * Every iteration charges the instructions it stands for. Nothing in it
 * allocates, so skipping the JMP's collection point changes nothing a
 * collection would find (and the JMP after it still is one). */
static void range_store_loop(VM *vm, Value *R, Code *code, Dict *g, const uint32_t *insns, uint32_t pc,
                             uint32_t ins) {
    int32_t off = INS_SJ(insns[pc]);
    if (off < -(int32_t)(STORE_LOOP_MAX_LOADS + 4) || off > -3) return;
    uint32_t top = (uint32_t)((int32_t)pc + 1 + off);
    Iter *iv = range_loop_iter(R, insns, top);
    LoopHead h;
    if (!iv || !scan_loop_head(code, g, insns, top, pc - 1, &h)) return;
    if (head_writes(&h, INS_B(ins)) != 1 || head_writes(&h, INS_A(ins)) == 1) return;
    bool own = head_writes(&h, INS_C(ins)) == 1;
    int64_t cost = h.cost + 2;      /* SETITEM, JMP */
    /* The list and, unless it is the loop variable, the value stay the
     * same through the loop: nothing in it writes their registers. */
    Value lv = R[INS_A(ins)];
    if (!IS_LIST(lv)) return;
    List *l = AS_LIST(lv);
    Value v = R[INS_C(ins)];
    int64_t n = vm->fuel / cost;
    if (n > iv->end) n = iv->end;
    int64_t len = (int64_t)l->len, x = iv->pos, last = x, done = 0;
    for (; done < n; done++) {
        int64_t i = x < 0 ? x + len : x;
        if ((uint64_t)i >= (uint64_t)len) break;
        l->items[i] = own ? v_int(x) : v;
        last = x;
        x = (int64_t)((uint64_t)x + (uint64_t)iv->step);   /* may wrap past the end */
    }
    if (done == 0) return;
    iv->end -= done;
    iv->pos = x;
    vm->fuel -= done * cost;
    head_finish(vm, R, g, &h, last);
}

/* `[j for j in range(...) if a[j]]` with `a` an exact list, the filter
 * that sieves end with, run without dispatching each instruction. GETITEM's
 * list fast path calls it right after a read, when the next instruction
 * (insns[pc]) is a JMPIF or JMPIFNOT on the item read; `ins` is that
 * GETITEM. It recognises a comprehension whose body is only
 *
 *     loop head (see LoopHead) ; GETITEM T L J ; JMPIFNOT T back ;
 *     LISTAPPEND RES X ; JMP back
 *
 * (or JMPIF), where J holds the loop variable and X is a register of the
 * head. From the state right after the GETITEM, each step finishes the
 * iteration (the jump, or the append and the jump) and runs the next one up
 * to its GETITEM, and is taken only when all of it can be done exactly as
 * the instructions do: the item's truth is known without user code (a
 * bool, None or an int), the result list has room (the append allocates
 * nothing, so it cannot fail), the range is not exhausted, the next index
 * is in range, and the fuel covers every instruction of the step. Else the
 * interpreter goes on from the same state. */
static void range_filter_loop(VM *vm, Value *R, Code *code, Dict *g, const uint32_t *insns, uint32_t pc,
                              uint32_t ins) {
    uint32_t br = insns[pc];
    int32_t off = INS_SBX(br);
    if (off < -(int32_t)(STORE_LOOP_MAX_LOADS + 5) || off > -3 || pc + 2 >= code->ninsns) return;
    uint32_t ap = insns[pc + 1], jp = insns[pc + 2];
    if (INS_A(br) != INS_A(ins) || INS_OP(ap) != OP_LISTAPPEND || INS_OP(jp) != OP_JMP || INS_SJ(jp) != off - 2)
        return;
    uint32_t top = (uint32_t)((int32_t)pc + 1 + off);
    Iter *iv = range_loop_iter(R, insns, top);
    LoopHead h;
    if (!iv || !scan_loop_head(code, g, insns, top, pc - 1, &h)) return;
    unsigned t = INS_A(ins), lreg = INS_B(ins), res = INS_A(ap), xreg = INS_B(ap);
    if (head_writes(&h, INS_C(ins)) != 1 || head_writes(&h, lreg) == 1 || head_writes(&h, t) ||
        head_writes(&h, res) || !head_writes(&h, xreg) || xreg == h.a || res == t || lreg == t)
        return;
    bool jump_if_true = INS_OP(br) == OP_JMPIF;
    if (!IS_LIST(R[lreg]) || !IS_LIST(R[res])) return;
    List *l = AS_LIST(R[lreg]), *out = AS_LIST(R[res]);
    int64_t x = iv->pos, last = x, done = 0;
    for (;;) {
        Value tv = R[t];
        bool truth;
        if (IS_BOOL(tv)) truth = AS_BOOL(tv);
        else if (IS_NONE(tv)) truth = false;
        else if (IS_INT(tv)) truth = AS_INT(tv) != 0;
        else break;
        bool append = truth != jump_if_true;
        int64_t cost = h.cost + 1 + (append ? 3 : 1);   /* GETITEM; the jump, or the append and the JMP */
        if (vm->fuel < cost || iv->end - done <= 0) break;
        if (append && out->len == out->cap) break;
        int64_t i = x < 0 ? x + (int64_t)l->len : x;
        if ((uint64_t)i >= l->len) break;
        if (append) out->items[out->len++] = R[xreg];
        last = x;
        x = (int64_t)((uint64_t)x + (uint64_t)iv->step);   /* may wrap past the end */
        done++;
        /* The loop variable's registers are set at the end; only the
         * appended register could read them before, and it is read above
         * with the previous item. */
        if (head_writes(&h, xreg) == 1) R[xreg] = v_int(last);
        R[t] = l->items[i];
        vm->fuel -= cost;
    }
    if (done == 0) return;
    iv->end -= done;
    iv->pos = x;
    head_finish(vm, R, g, &h, last);
}

/* An int operand that converts to a double exactly (|x| <= 2**53), so
 * that mixing it with a float gives what CPython's float methods give. */
static inline bool exact_double(Value v, double *out) {
    if (IS_FLOAT(v)) { *out = AS_FLOAT(v); return true; }
    if (IS_INT(v) && (uint64_t)AS_INT(v) + ((uint64_t)1 << 53) <= ((uint64_t)1 << 54)) {
        *out = (double)AS_INT(v);
        return true;
    }
    return false;
}

/* The result of `b op c` for inline ints and floats where it is plain C
 * arithmetic, into *out; false where the generic path must decide (an int
 * overflow, a zero divisor, a float floor division or modulo, a shift, an
 * operand of any other kind). For these operands the in-place operators
 * are the binary ones: int and float have no __iadd__. */
static inline __attribute__((always_inline)) bool arith_fast(int op, Value b, Value c, Value *out) {
    if (IS_INT(b) && IS_INT(c)) {
        int64_t x = AS_INT(b), y = AS_INT(c), r;
        switch (op) {
        case BO_ADD: if (__builtin_add_overflow(x, y, &r)) return false; break;
        case BO_SUB: if (__builtin_sub_overflow(x, y, &r)) return false; break;
        case BO_MUL: if (__builtin_mul_overflow(x, y, &r)) return false; break;
        case BO_FLOORDIV:
            if (y == 0 || (x == INT64_MIN && y == -1)) return false;
            r = x / y;
            if (x % y != 0 && ((x < 0) != (y < 0))) r--;
            break;
        case BO_MOD:
            if (y == 0 || y == -1) return false;
            r = x % y;
            if (r != 0 && ((r < 0) != (y < 0))) r += y;
            break;
        case BO_AND: r = x & y; break;
        case BO_OR: r = x | y; break;
        case BO_XOR: r = x ^ y; break;
        case BO_RSHIFT:
            /* gcc shifts a negative int64 arithmetically: floor division
             * by 2**y, as Python's >>. */
            if (y < 0) return false;
            r = y > 63 ? (x < 0 ? -1 : 0) : x >> y;
            break;
        case BO_LSHIFT:
            if (y < 0 || y > 62 || __builtin_mul_overflow(x, (int64_t)1 << y, &r)) return false;
            break;
        case BO_TRUEDIV: {
            double dx, dy;
            if (y == 0 || !exact_double(b, &dx) || !exact_double(c, &dy)) return false;
            *out = v_float(dx / dy);
            return true;
        }
        default: return false;
        }
        *out = v_int(r);
        return true;
    }
    double x, y;
    if (!exact_double(b, &x) || !exact_double(c, &y)) return false;
    switch (op) {
    case BO_ADD: *out = v_float(x + y); return true;
    case BO_SUB: *out = v_float(x - y); return true;
    case BO_MUL: *out = v_float(x * y); return true;
    case BO_TRUEDIV:
        if (y == 0.0) return false;
        *out = v_float(x / y);
        return true;
    default: return false;
    }
}

/* a op b for a float and a float or an int that converts exactly: C's
 * comparisons of doubles are CPython's (NaN compares false but for !=). */
static inline bool cmp_float_fast(CmpOp op, Value a, Value b, bool *t) {
    double x, y;
    if (!exact_double(a, &x) || !exact_double(b, &y)) return false;
    switch (op) {
    case CO_LT: *t = x < y; break;
    case CO_LE: *t = x <= y; break;
    case CO_GT: *t = x > y; break;
    case CO_GE: *t = x >= y; break;
    case CO_EQ: *t = x == y; break;
    default: *t = x != y; break;
    }
    return true;
}

/* a op b for two exact strs no longer than what obj_compare compares
 * without charging (longer ones go there, to be charged). */
static inline bool cmp_str_fast(CmpOp op, Value a, Value b, bool *t) {
    if (!IS_STR(a) || !IS_STR(b)) return false;
    const Str *x = AS_STR(a), *y = AS_STR(b);
    if (x->blen > 256 && y->blen > 256) return false;
    if (op == CO_EQ || op == CO_NE) {
        bool eq = x == y || str_eq(x, y);
        *t = op == CO_EQ ? eq : !eq;
        return true;
    }
    int c = str_cmp(x, y);
    switch (op) {
    case CO_LT: *t = c < 0; break;
    case CO_LE: *t = c <= 0; break;
    case CO_GT: *t = c > 0; break;
    default: *t = c >= 0; break;
    }
    return true;
}

/* ---- the loop ---------------------------------------------------------- */

#ifdef SMOL_SWITCH_DISPATCH
#define VMDISPATCH() switch (INS_OP(ins))
#define VMCASE(name) case OP_##name:
#define VMNEXT() continue
#define VMDEFAULT default:
#else
/* Threaded dispatch: every handler ends with its own copy of the fuel
 * check, the fetch and the indirect jump, so that the branch predictor
 * sees one jump per handler (what follows an ADD is not what follows a
 * CALL). The table has a slot for every value of the opcode byte; those
 * past the last opcode go to the bad-opcode handler. */
#define VMDISPATCH() goto *dispatch[INS_OP(ins)];
#define VMCASE(name) L_##name:
#define VMNEXT()                                   \
    do {                                           \
        if (UNLIKELY(--vm->fuel < 0)) goto refill; \
        ins = insns[pc++];                         \
        goto *dispatch[INS_OP(ins)];               \
    } while (0)
#define VMDEFAULT L_BAD:
#endif

#define FRAME (&vm->frames[fidx])
#define SAVEPC() (FRAME->pc = pc)
#define LOADFRAME()                                  \
    do {                                             \
        Frame *f_ = FRAME;                           \
        R = f_->regs;                                \
        code = f_->code;                             \
        insns = code->insns;                         \
        K = code->consts;                            \
        pc = f_->pc;                                 \
    } while (0)
/* The item FORITER produces goes to the register after the iterator, and
 * the compiler follows FORITER with a MOVE of it into the loop variable.
 * The fast paths do that MOVE here, charging it as the instruction it is,
 * which saves a dispatch per iteration. The collector reads no frame's pc,
 * so loop edges call gc_safepoint without committing it. */
#define FORITER_STORE(x)                                                    \
    do {                                                                    \
        uint32_t nx_ = insns[pc];                                           \
        R[INS_A(ins) + 1] = (x);                                            \
        if (INS_OP(nx_) == OP_MOVE && INS_B(nx_) == INS_A(ins) + 1) {       \
            R[INS_A(nx_)] = R[INS_A(ins) + 1];                              \
            pc++;                                                           \
            vm->fuel--;                                                     \
        }                                                                   \
    } while (0)
#define CHECK(v) do { if (UNLIKELY(IS_EXC(v))) goto error; } while (0)
/* The operand must hold an object of the kind the instruction works on. */
#define EXPECT(cond, what) do { if (UNLIKELY(!(cond))) { SAVEPC(); bad_code(vm, what); goto error; } } while (0)
#define RA R[INS_A(ins)]
#define RB R[INS_B(ins)]
#define RC R[INS_C(ins)]

Value interp_execute(VM *vm, InterpStart start) {
#ifndef SMOL_SWITCH_DISPATCH
    /* The opcodes' entries override the default of the range. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Woverride-init"
    static const void *const dispatch[256] = {
        [0 ... 255] = &&L_BAD,
#define X(name, fmt, a, b, c, r) [OP_##name] = &&L_##name,
        SMOL_OPCODES(X)
#undef X
    };
#pragma GCC diagnostic pop
    _Static_assert(OP__COUNT <= 256, "an opcode is one byte");
#endif
    int fidx = vm->nframes - 1;
    Value *R;
    Code *code;
    const uint32_t *insns;
    Value *K;
    uint32_t pc;
    uint32_t ins;
    LOADFRAME();
    if (start == START_ERROR) goto error;
    if (start == START_THROWN) {
        /* As CPython: an exception thrown into a generator is chained to
         * what the generator itself handles, never to its caller's. */
        chain_to(vm, FRAME->handled);
        if (!vm->halt) add_traceback(vm, vm->exc, code, FRAME->pc ? FRAME->pc - 1 : 0);
        goto reraise;
    }

    for (;;) {
        if (UNLIKELY(--vm->fuel < 0)) {
#ifndef SMOL_SWITCH_DISPATCH
            /* A handler's own dispatch comes here when the fuel runs out. */
        refill:
#endif
            SAVEPC();
            if (!rt_charge_slow(vm)) goto error;
        }
        ins = insns[pc++];
        VMDISPATCH() {
        VMCASE(MOVE) { RA = RB; VMNEXT(); }
        VMCASE(LOADK) { RA = K[INS_BX(ins)]; VMNEXT(); }
        VMCASE(LOADKX) { RA = K[INS_AX(insns[pc])]; pc++; VMNEXT(); }
        VMCASE(LOADINT) { RA = v_int(INS_SBX(ins)); VMNEXT(); }
        VMCASE(LOADNONE) { RA = VNONE; VMNEXT(); }
        VMCASE(LOADTRUE) { RA = v_bool(true); VMNEXT(); }
        VMCASE(LOADFALSE) { RA = v_bool(false); VMNEXT(); }
        VMCASE(LOADEMPTY) { RA = VEMPTY; VMNEXT(); }
        VMCASE(CHECKBOUND) {
            if (UNLIKELY(IS_EMPTY(RA))) {
                SAVEPC();
                exc_raise(vm, EXC_UnboundLocalError, "cannot access local variable '%U' where it is not associated with a value",
                          code->varnames[INS_BX(ins)]);
                goto error;
            }
            VMNEXT();
        }
        VMCASE(LOADGLOBAL) {
            Dict *g = FRAME->globals;
            GlobalCache *gc = code->gcache ? &code->gcache[INS_BX(ins)] : NULL;
            if (LIKELY(gc && gc->gkversion == g->kversion)) {
                if (gc->ix >= 0) {
                    RA = g->entries[gc->ix].val;
                    VMNEXT();
                }
                if (gc->bkversion == vm->builtins->kversion) {
                    RA = vm->builtins->entries[~gc->ix].val;
                    VMNEXT();
                }
            }
            Str *name = code->names[INS_BX(ins)];
            /* The first run of this instruction: one probe finds the name
             * and the entry to remember (module code runs once, so most
             * of its global reads come this way). */
            int64_t ix = dict_index_str(vm, g, name);
            Value v;
            bool cacheable = true;
            if (ix >= 0) {
                v = g->entries[ix].val;
            } else if (ix == -1 && (ix = dict_index_str(vm, vm->builtins, name)) >= 0) {
                v = vm->builtins->entries[ix].val;
                ix = ~ix;
            } else {
                /* A key of another type with the same hash, or a probe
                 * that ran out of budget. Module globals hold str keys
                 * only, so no user __eq__ runs here; the check is for
                 * safety, the pc saved only then. A probe cut short
                 * answers "absent" and halts the run: nothing that follows
                 * from that answer is used or cached (the cache outlives
                 * the run). */
                v = dict_get_str(vm, g, name);
                if (UNLIKELY(IS_EXC(v) || vm->halt)) { SAVEPC(); goto error; }
                if (IS_EMPTY(v)) {
                    v = dict_get_str(vm, vm->builtins, name);
                    if (UNLIKELY(vm->halt)) { SAVEPC(); goto error; }
                    if (IS_EMPTY(v)) { SAVEPC(); name_error(vm, name); goto error; }
                    int64_t bix = dict_find_str(vm, vm->builtins, name);
                    cacheable = bix >= 0;
                    ix = ~bix;
                } else {
                    ix = dict_find_str(vm, g, name);
                    cacheable = ix >= 0;
                }
            }
            if (gc && cacheable) {
                gc->gkversion = g->kversion;
                gc->bkversion = vm->builtins->kversion;
                gc->ix = ix;
            }
            RA = v;
            VMNEXT();
        }
        VMCASE(STOREGLOBAL) {
            Dict *g = FRAME->globals;
            GlobalCache *gc = code->gcache ? &code->gcache[INS_BX(ins)] : NULL;
            /* Replacing the value of an existing global changes no key:
             * every cache of this dict stays valid. */
            if (LIKELY(gc && gc->gkversion == g->kversion && gc->ix >= 0 && !(g->h.flags & DICT_TYPEDICT))) {
                g->entries[gc->ix].val = RA;
                g->version = ++vm->dict_version;
                VMNEXT();
            }
            SAVEPC();
            Str *name = code->names[INS_BX(ins)];
            if (dict_set_str(vm, g, name, RA) < 0) goto error;
            if (gc) {
                int64_t ix = dict_find_str(vm, g, name);
                if (ix >= 0) {
                    gc->gkversion = g->kversion;
                    gc->bkversion = vm->builtins->kversion;
                    gc->ix = ix;
                }
            }
            VMNEXT();
        }
        VMCASE(DELGLOBAL) {
            SAVEPC();
            Str *name = code->names[INS_BX(ins)];
            int r = dict_del(vm, FRAME->globals, v_obj(name));
            if (r < 0) goto error;
            if (r == 0) { name_error(vm, name); goto error; }
            /* `del big`: the next run may want its room (api begin). */
            vm->gc_dropped = true;
            VMNEXT();
        }
        VMCASE(LOADBUILTIN) {
            Value v = dict_get_str(vm, vm->builtins, code->names[INS_BX(ins)]);
            if (IS_EMPTY(v)) { SAVEPC(); name_error(vm, code->names[INS_BX(ins)]); goto error; }
            RA = v;
            VMNEXT();
        }
        VMCASE(LOADNAME) {
            Str *name = code->names[INS_BX(ins)];
            SAVEPC();
            Value v = IS_DICT(R[0]) ? dict_get_str(vm, AS_DICT(R[0]), name) : VEMPTY;
            CHECK(v);
            if (IS_EMPTY(v)) {
                v = load_global(vm, FRAME->globals, name);
                CHECK(v);
            }
            RA = v;
            VMNEXT();
        }
        VMCASE(STORENAME) {
            EXPECT(IS_DICT(R[0]), "a class namespace that is not a dict");
            SAVEPC();
            if (dict_set_str(vm, AS_DICT(R[0]), code->names[INS_BX(ins)], RA) < 0) goto error;
            VMNEXT();
        }
        VMCASE(DELNAME) {
            EXPECT(IS_DICT(R[0]), "a class namespace that is not a dict");
            SAVEPC();
            Str *name = code->names[INS_BX(ins)];
            int r = dict_del(vm, AS_DICT(R[0]), v_obj(name));
            if (r < 0) goto error;
            if (r == 0) { name_error(vm, name); goto error; }
            VMNEXT();
        }
        /* Cell registers always hold cells: set up at frame entry, never
         * written by an instruction (the verifier's rule for images). */
        VMCASE(LOADCELL) {
            Value v = ((Cell *)AS_OBJ(RB))->v;
            if (UNLIKELY(IS_EMPTY(v))) {
                SAVEPC();
                Str *nm = code->freenames[INS_C(ins)];
                if (INS_C(ins) < code->ncells)
                    exc_raise(vm, EXC_UnboundLocalError, "cannot access local variable '%U' where it is not associated with a value", nm);
                else
                    exc_raise(vm, EXC_NameError, "cannot access free variable '%U' where it is not associated with a value in enclosing scope", nm);
                goto error;
            }
            RA = v;
            VMNEXT();
        }
        VMCASE(STORECELL) { ((Cell *)AS_OBJ(RA))->v = RB; VMNEXT(); }
        VMCASE(DELCELL) {
            Cell *c = (Cell *)AS_OBJ(RA);
            if (IS_EMPTY(c->v)) {
                SAVEPC();
                exc_raise(vm, EXC_NameError, "cannot access free variable '%U' where it is not associated with a value in enclosing scope",
                          code->freenames[INS_B(ins)]);
                goto error;
            }
            c->v = VEMPTY;
            VMNEXT();
        }
        VMCASE(ADD) {
            Value b = RB, c = RC;
            if (LIKELY(IS_INT(b) && IS_INT(c))) {
                int64_t r;
                if (!__builtin_add_overflow(AS_INT(b), AS_INT(c), &r)) { RA = v_int(r); VMNEXT(); }
            } else if (IS_FLOAT(b) && IS_FLOAT(c)) {
                RA = v_float(AS_FLOAT(b) + AS_FLOAT(c));
                VMNEXT();
            } else if (IS_STR(b) && IS_STR(c)) {
                SAVEPC();
                Value r = str_concat(vm, AS_STR(b), AS_STR(c));
                CHECK(r);
                RA = r;
                VMNEXT();
            } else {
                Value r;
                if (arith_fast(BO_ADD, b, c, &r)) { RA = r; VMNEXT(); }
            }
            SAVEPC();
            Value r = obj_binop(vm, BO_ADD, b, c);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(SUB) {
            Value b = RB, c = RC;
            if (LIKELY(IS_INT(b) && IS_INT(c))) {
                int64_t r;
                if (!__builtin_sub_overflow(AS_INT(b), AS_INT(c), &r)) { RA = v_int(r); VMNEXT(); }
            } else if (IS_FLOAT(b) && IS_FLOAT(c)) {
                RA = v_float(AS_FLOAT(b) - AS_FLOAT(c));
                VMNEXT();
            } else {
                Value r;
                if (arith_fast(BO_SUB, b, c, &r)) { RA = r; VMNEXT(); }
            }
            SAVEPC();
            Value r = obj_binop(vm, BO_SUB, b, c);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(MUL) {
            Value b = RB, c = RC;
            if (LIKELY(IS_INT(b) && IS_INT(c))) {
                int64_t r;
                if (!__builtin_mul_overflow(AS_INT(b), AS_INT(c), &r)) { RA = v_int(r); VMNEXT(); }
            } else if (IS_FLOAT(b) && IS_FLOAT(c)) {
                RA = v_float(AS_FLOAT(b) * AS_FLOAT(c));
                VMNEXT();
            } else if (IS_STR(b) && IS_INT(c)) {
                /* "-" * n: what str's slot would do, without the search. */
                SAVEPC();
                Value r = str_repeat(vm, AS_STR(b), AS_INT(c));
                CHECK(r);
                RA = r;
                VMNEXT();
            } else {
                Value r;
                if (arith_fast(BO_MUL, b, c, &r)) { RA = r; VMNEXT(); }
            }
            SAVEPC();
            Value r = obj_binop(vm, BO_MUL, b, c);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(TRUEDIV) VMCASE(FLOORDIV) VMCASE(MOD) VMCASE(POW) VMCASE(LSHIFT) VMCASE(RSHIFT)
        VMCASE(BAND) VMCASE(BOR) VMCASE(BXOR) VMCASE(MATMUL) {
            Value b = RB, c = RC;
            int op = (int)INS_OP(ins) - OP_ADD;
            if (IS_INT(b) && IS_INT(c) && AS_INT(c) > 0 && AS_INT(b) >= 0) {
                if (op == BO_MOD) { RA = v_int(AS_INT(b) % AS_INT(c)); VMNEXT(); }
                if (op == BO_FLOORDIV) { RA = v_int(AS_INT(b) / AS_INT(c)); VMNEXT(); }
                if (op == BO_AND) { RA = v_int(AS_INT(b) & AS_INT(c)); VMNEXT(); }
            }
            Value f;
            if (arith_fast(op, b, c, &f)) { RA = f; VMNEXT(); }
            SAVEPC();
            Value r = obj_binop(vm, (BinOp)op, b, c);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(IADD) {
            Value b = RB, c = RC;
            if (LIKELY(IS_INT(b) && IS_INT(c))) {
                int64_t r;
                if (!__builtin_add_overflow(AS_INT(b), AS_INT(c), &r)) { RA = v_int(r); VMNEXT(); }
            } else if (IS_STR(b) && IS_STR(c)) {
                SAVEPC();
                Value r = str_concat(vm, AS_STR(b), AS_STR(c));
                CHECK(r);
                RA = r;
                VMNEXT();
            } else {
                Value r;
                if (arith_fast(BO_ADD, b, c, &r)) { RA = r; VMNEXT(); }
            }
            SAVEPC();
            Value r = obj_inplace(vm, BO_ADD, b, c);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(ISUB) VMCASE(IMUL) VMCASE(ITRUEDIV) VMCASE(IFLOORDIV) VMCASE(IMOD) VMCASE(IPOW)
        VMCASE(ILSHIFT) VMCASE(IRSHIFT) VMCASE(IBAND) VMCASE(IBOR) VMCASE(IBXOR) VMCASE(IMATMUL) {
            int op = (int)INS_OP(ins) - OP_IADD;
            Value f;
            if (arith_fast(op, RB, RC, &f)) { RA = f; VMNEXT(); }
            SAVEPC();
            Value r = obj_inplace(vm, (BinOp)op, RB, RC);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(ADDI) {
            Value b = RB;
            int64_t k = (int64_t)INS_C(ins) - ADDI_BIAS;
            if (LIKELY(IS_INT(b))) {
                int64_t r;
                if (!__builtin_add_overflow(AS_INT(b), k, &r)) { RA = v_int(r); VMNEXT(); }
            }
            SAVEPC();
            /* The compiler emits a negative immediate only for `x - k`. */
            Value r = k < 0 ? obj_binop(vm, BO_SUB, b, v_int(-k)) : obj_binop(vm, BO_ADD, b, v_int(k));
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(NEG) {
            Value b = RB;
            if (LIKELY(IS_INT(b) && AS_INT(b) != INT64_MIN)) { RA = v_int(-AS_INT(b)); VMNEXT(); }
            SAVEPC();
            Value r = obj_neg(vm, b);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(POS) { SAVEPC(); Value r = obj_pos(vm, RB); CHECK(r); RA = r; VMNEXT(); }
        VMCASE(INVERT) { SAVEPC(); Value r = obj_invert(vm, RB); CHECK(r); RA = r; VMNEXT(); }
        VMCASE(NOT) {
            Value b = RB;
            int t = IS_BOOL(b) ? AS_BOOL(b) : (SAVEPC(), obj_truthy(vm, b));
            if (t < 0) goto error;
            RA = v_bool(!t);
            VMNEXT();
        }
        VMCASE(EQ) VMCASE(NE) VMCASE(LT) VMCASE(LE) VMCASE(GT) VMCASE(GE) {
            static const CmpOp map[] = {CO_EQ, CO_NE, CO_LT, CO_LE, CO_GT, CO_GE};
            CmpOp op = map[INS_OP(ins) - OP_EQ];
            Value b = RB, c = RC;
            if (IS_INT(b) && IS_INT(c)) {
                int64_t x = AS_INT(b), y = AS_INT(c);
                bool r;
                switch (op) {
                case CO_EQ: r = x == y; break;
                case CO_NE: r = x != y; break;
                case CO_LT: r = x < y; break;
                case CO_LE: r = x <= y; break;
                case CO_GT: r = x > y; break;
                default: r = x >= y; break;
                }
                RA = v_bool(r);
                VMNEXT();
            }
            bool t;
            if (cmp_float_fast(op, b, c, &t) || cmp_str_fast(op, b, c, &t)) { RA = v_bool(t); VMNEXT(); }
            SAVEPC();
            Value r = obj_compare(vm, b, c, op);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(IS) { RA = v_bool(obj_is(RB, RC)); VMNEXT(); }
        VMCASE(ISNOT) { RA = v_bool(!obj_is(RB, RC)); VMNEXT(); }
        VMCASE(IN) VMCASE(NOTIN) {
            SAVEPC();
            int r;
            if (IS_DICT(RC) && (IS_STR(RB) || IS_INT(RB))) {
                /* An exact dict and a key whose hash and equality run no
                 * user code: the lookup itself. */
                Value v = dict_get(vm, AS_DICT(RC), RB);
                if (IS_EXC(v)) goto error;
                r = !IS_EMPTY(v);
            } else {
                r = obj_contains(vm, RC, RB);
            }
            if (r < 0) goto error;
            RA = v_bool(INS_OP(ins) == OP_IN ? r : !r);
            VMNEXT();
        }
        VMCASE(JMP) {
            int32_t off = INS_SJ(ins);
            pc = (uint32_t)((int32_t)pc + off);
            if (off < 0) gc_safepoint(vm);
            VMNEXT();
        }
        VMCASE(JMPIF) VMCASE(JMPIFNOT) {
            Value a = RA;
            int t;
            if (IS_BOOL(a)) t = AS_BOOL(a);
            else if (IS_NONE(a)) t = 0;
            else if (IS_INT(a)) t = AS_INT(a) != 0;
            else {
                SAVEPC();
                t = obj_truthy(vm, a);
                if (t < 0) goto error;
            }
            if ((INS_OP(ins) == OP_JMPIF) == (t != 0)) {
                pc = (uint32_t)((int32_t)pc + INS_SBX(ins));
                /* Any backward jump is a loop edge: a collection point. */
                if (INS_SBX(ins) < 0) gc_safepoint(vm);
            }
            VMNEXT();
        }
        VMCASE(JLT) VMCASE(JLE) VMCASE(JGT) VMCASE(JGE) VMCASE(JEQ) VMCASE(JNE) {
            static const CmpOp map[] = {CO_LT, CO_LE, CO_GT, CO_GE, CO_EQ, CO_NE};
            CmpOp op = map[INS_OP(ins) - OP_JLT];
            Value a = RA, b = RB;
            int t;
            bool ft;
            if (IS_INT(a) && IS_INT(b)) {
                int64_t x = AS_INT(a), y = AS_INT(b);
                switch (op) {
                case CO_LT: t = x < y; break;
                case CO_LE: t = x <= y; break;
                case CO_GT: t = x > y; break;
                case CO_GE: t = x >= y; break;
                case CO_EQ: t = x == y; break;
                default: t = x != y; break;
                }
            } else if (cmp_float_fast(op, a, b, &ft) || cmp_str_fast(op, a, b, &ft)) {
                t = ft;
            } else {
                SAVEPC();
                Value r = obj_compare(vm, a, b, op);
                CHECK(r);
                t = IS_BOOL(r) ? AS_BOOL(r) : obj_truthy(vm, r);
                if (t < 0) goto error;
            }
            uint32_t j = insns[pc++];
            if (!t) {
                pc = (uint32_t)((int32_t)pc + INS_SJ(j));
                if (INS_SJ(j) < 0) gc_safepoint(vm);
            }
            VMNEXT();
        }
        VMCASE(GETITER) {
            SAVEPC();
            Value r = obj_iter(vm, RB);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(FORITER) {
            Value it = RA;
            Value x;
            if (IS_KIND(it, OK_ITER)) {
                Iter *iv = AS_ITER(it);
                if (iv->ikind == IT_RANGE) {
                    if (iv->end > 0) {
                        iv->end--;
                        Value item = v_int(iv->pos);
                        iv->pos = (int64_t)((uint64_t)iv->pos + (uint64_t)iv->step);  /* may wrap past the end */
                        FORITER_STORE(item);
                        VMNEXT();
                    }
                    pc = (uint32_t)((int32_t)pc + INS_SBX(ins));
                    VMNEXT();
                }
                if (iv->ikind == IT_SEQ && IS_OBJ(iv->src)) {
                    Obj *src = AS_OBJ(iv->src);
                    if (src->kind == OK_LIST) {
                        List *l = (List *)src;
                        if ((size_t)iv->pos < l->len) {
                            Value item = l->items[iv->pos++];
                            FORITER_STORE(item);
                            VMNEXT();
                        }
                    } else if (src->kind == OK_TUPLE) {
                        Tuple *t = (Tuple *)src;
                        if ((size_t)iv->pos < t->len) {
                            Value item = t->items[iv->pos++];
                            FORITER_STORE(item);
                            VMNEXT();
                        }
                    } else if (src->kind == OK_STR && (src->flags & STR_ASCII)) {
                        /* An ASCII string's characters are the shared
                         * one-character strings; pos is a byte offset. */
                        Str *st = (Str *)src;
                        if ((size_t)iv->pos < st->blen) {
                            Str *c = vm->char_cache[(unsigned char)st->data[iv->pos]];
                            if (c) {
                                iv->pos++;
                                FORITER_STORE(v_obj(c));
                                VMNEXT();
                            }
                        }
                    }
                }
                SAVEPC();
                x = iter_next(vm, iv);
            } else {
                SAVEPC();
                x = obj_next(vm, it);
            }
            CHECK(x);
            if (IS_EMPTY(x)) {
                pc = (uint32_t)((int32_t)pc + INS_SBX(ins));
                VMNEXT();
            }
            R[INS_A(ins) + 1] = x;
            gc_safepoint(vm);
            VMNEXT();
        }
        VMCASE(BUILDLIST) {
            SAVEPC();
            Value r = list_from_values(vm, INS_C(ins), &RB);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(BUILDTUPLE) {
            SAVEPC();
            Value r = tuple_pack(vm, INS_C(ins), &RB);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(BUILDSET) {
            SAVEPC();
            Set *s = set_new(vm, OK_SET);
            if (!s) goto error;
            Value sv = v_obj(s);
            int n = (int)INS_C(ins), b = (int)INS_B(ins);
            /* A user __hash__/__eq__ may run Python code (and collect). */
            gc_push(vm, sv);
            for (int i = 0; i < n; i++)
                if (set_add(vm, s, R[b + i]) < 0) { gc_pop(vm, 1); goto error; }
            gc_pop(vm, 1);
            RA = sv;
            VMNEXT();
        }
        VMCASE(BUILDDICT) {
            SAVEPC();
            Dict *d = dict_from_pairs(vm, &R[INS_B(ins)], INS_C(ins));
            if (!d) goto error;
            RA = v_obj(d);
            VMNEXT();
        }
        VMCASE(BUILDSTR) {
            SAVEPC();
            StrBuf sb;
            sb_init(&sb, vm);
            int n = (int)INS_C(ins), b = (int)INS_B(ins);
            /* The parts are copied: charged by their size first. */
            size_t total = 0;
            for (int i = 0; i < n; i++)
                if (IS_STR(R[b + i])) total += AS_STR(R[b + i])->blen;
            if (!rt_charge(vm, (int64_t)(total / 8))) goto error;
            for (int i = 0; i < n; i++) {
                Value s = R[b + i];
                if (IS_STR(s)) sb_addstr(&sb, AS_STR(s));
            }
            Value r = sb_finish(&sb);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(BUILDSLICE) {
            SAVEPC();
            Slice *s = obj_alloc(vm, OK_SLICE, sizeof(Slice));
            if (!s) goto error;
            int b = (int)INS_B(ins);
            s->start = R[b];
            s->stop = R[b + 1];
            s->step = R[b + 2];
            RA = v_obj(s);
            VMNEXT();
        }
        VMCASE(LISTAPPEND) {
            EXPECT(IS_LIST(RA), "append to a value that is not a list");
            SAVEPC();
            if (list_append(vm, AS_LIST(RA), RB) < 0) goto error;
            VMNEXT();
        }
        VMCASE(LISTEXTEND) {
            EXPECT(IS_LIST(RA), "extend a value that is not a list");
            SAVEPC();
            if (list_extend(vm, AS_LIST(RA), RB) < 0) {
                star_not_iterable(vm, RB, INS_C(ins) ? R[(int)INS_A(ins) - (int)INS_C(ins)] : VEMPTY);
                goto error;
            }
            VMNEXT();
        }
        VMCASE(SETADD) {
            EXPECT(IS_KIND(RA, OK_SET), "add to a value that is not a set");
            SAVEPC();
            if (set_add(vm, AS_SET(RA), RB) < 0) goto error;
            VMNEXT();
        }
        VMCASE(SETUPDATE) {
            EXPECT(IS_KIND(RA, OK_SET), "update a value that is not a set");
            SAVEPC();
            if (set_update_from(vm, AS_SET(RA), RB) < 0) goto error;
            VMNEXT();
        }
        VMCASE(DICTSET) {
            EXPECT(IS_DICT(RA), "store into a value that is not a dict");
            SAVEPC();
            if (dict_set(vm, AS_DICT(RA), RB, RC) < 0) goto error;
            VMNEXT();
        }
        VMCASE(DICTUPDATE) {
            EXPECT(IS_DICT(RA), "update a value that is not a dict");
            SAVEPC();
            if (!IS_DICT(RB)) {
                /* A __getattr__'s error other than AttributeError stops here. */
                Value kf = obj_getattr_opt(vm, RB, vm->names->keys);
                if (IS_EXC(kf)) goto error;
                if (IS_EMPTY(kf)) {
                    exc_raise(vm, EXC_TypeError, "'%s' object is not a mapping", type_name(vm, RB));
                    goto error;
                }
            }
            if (dict_update(vm, AS_DICT(RA), RB) < 0) goto error;
            VMNEXT();
        }
        VMCASE(DICTMERGE) {
            EXPECT(IS_DICT(RA), "merge into a value that is not a dict");
            SAVEPC();
            Value src = RB;
            /* C names the callee, R[A - C], for the error messages. */
            Value callee = INS_C(ins) ? R[(int)INS_A(ins) - (int)INS_C(ins)] : VEMPTY;
            if (!IS_DICT(src)) {
                Value kf = obj_getattr_opt(vm, src, vm->names->keys);
                if (IS_EXC(kf)) goto error;
                if (IS_EMPTY(kf)) {
                    raise_call_error(vm, callee, "argument after ** must be a mapping, not %s",
                                     type_name(vm, src));
                    goto error;
                }
                Dict *tmp = dict_new(vm);
                if (!tmp) goto error;
                gc_push(vm, v_obj(tmp));
                int rr = dict_update(vm, tmp, src);
                gc_pop(vm, 1);
                if (rr < 0) goto error;
                src = v_obj(tmp);
            }
            /* Probing the target may run a user __eq__: keep the source
             * rooted while it is walked. */
            gc_push(vm, src);
            int merged = merge_kwargs(vm, AS_DICT(RA), AS_DICT(src), callee);
            gc_pop(vm, 1);
            if (merged < 0) goto error;
            VMNEXT();
        }
        VMCASE(STARARGS) {
            SAVEPC();
            Value src = RB;
            if (IS_TUPLE(src)) {
                RA = src;
                VMNEXT();
            }
            List *l = list_new(vm, 0);
            if (!l) goto error;
            gc_push(vm, v_obj(l));
            if (list_extend(vm, l, src) < 0) {
                gc_pop(vm, 1);
                star_not_iterable(vm, src, INS_C(ins) ? R[(int)INS_A(ins) - (int)INS_C(ins)] : VEMPTY);
                goto error;
            }
            if (!rt_charge(vm, (int64_t)(l->len / 16))) { gc_pop(vm, 1); goto error; }
            Value r = tuple_pack(vm, l->len, l->items);
            gc_pop(vm, 1);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(LISTTOTUPLE) {
            EXPECT(IS_LIST(RB), "a tuple made from a value that is not a list");
            SAVEPC();
            List *l = AS_LIST(RB);
            if (!rt_charge(vm, (int64_t)(l->len / 16))) goto error;
            Value r = tuple_pack(vm, l->len, l->items);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(UNPACK) {
            SAVEPC();
            Value src = RB;
            int n = (int)INS_C(ins);
            if (IS_TUPLE(src) && AS_TUPLE(src)->len == (size_t)n) {
                Tuple *t = AS_TUPLE(src);
                for (int i = 0; i < n; i++) R[INS_A(ins) + i] = t->items[i];
                VMNEXT();
            }
            if (!unpack(vm, src, &RA, n, 0, false)) goto error;
            VMNEXT();
        }
        VMCASE(UNPACKEX) {
            uint32_t extra = insns[pc++];
            SAVEPC();
            if (!unpack(vm, RB, &RA, (int)INS_C(ins), (int)INS_AX(extra), true)) goto error;
            VMNEXT();
        }
        VMCASE(GETITEM) {
            Value o = RB, k = RC;
            if (IS_LIST(o) && IS_INT(k)) {
                List *l = AS_LIST(o);
                int64_t i = AS_INT(k);
                if (i < 0) i += (int64_t)l->len;
                if ((uint64_t)i < l->len) {
                    RA = l->items[i];
                    uint32_t nx = insns[pc];
                    if ((INS_OP(nx) == OP_JMPIFNOT || INS_OP(nx) == OP_JMPIF) && INS_SBX(nx) < 0)
                        range_filter_loop(vm, R, code, FRAME->globals, insns, pc, ins);
                    VMNEXT();
                }
            } else if (IS_TUPLE(o) && IS_INT(k)) {
                Tuple *t = AS_TUPLE(o);
                int64_t i = AS_INT(k);
                if (i < 0) i += (int64_t)t->len;
                if ((uint64_t)i < t->len) { RA = t->items[i]; VMNEXT(); }
            } else if (IS_STR(o) && IS_INT(k) && (AS_OBJ(o)->flags & STR_ASCII)) {
                /* A character of an ASCII string is one of the shared
                 * one-character strings. */
                Str *s = AS_STR(o);
                int64_t i = AS_INT(k);
                if (i < 0) i += (int64_t)s->blen;
                if ((uint64_t)i < s->blen) {
                    Str *c = vm->char_cache[(unsigned char)s->data[i]];
                    if (c) { RA = v_obj(c); VMNEXT(); }
                }
            } else if (IS_DICT(o) && (IS_STR(k) || IS_INT(k))) {
                SAVEPC();
                Value v = dict_get(vm, AS_DICT(o), k);
                CHECK(v);
                if (!IS_EMPTY(v)) { RA = v; VMNEXT(); }
            }
            SAVEPC();
            Value r = obj_getitem(vm, o, k);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(SETITEM) {
            Value o = RA, k = RB;
            if (IS_LIST(o) && IS_INT(k)) {
                List *l = AS_LIST(o);
                int64_t i = AS_INT(k);
                if (i < 0) i += (int64_t)l->len;
                if ((uint64_t)i < l->len) {
                    l->items[i] = RC;
                    uint32_t nx = insns[pc];
                    if (INS_OP(nx) == OP_JMP && INS_SJ(nx) < 0)
                        range_store_loop(vm, R, code, FRAME->globals, insns, pc, ins);
                    VMNEXT();
                }
            }
            SAVEPC();
            if (IS_DICT(o)) {
                if (dict_set(vm, AS_DICT(o), k, RC) < 0) goto error;
                VMNEXT();
            }
            if (obj_setitem(vm, o, k, RC) < 0) goto error;
            VMNEXT();
        }
        VMCASE(DELITEM) {
            SAVEPC();
            if (obj_delitem(vm, RA, RB) < 0) goto error;
            VMNEXT();
        }
        VMCASE(GETATTR) {
            Value o = RB;
            uint32_t ni = INS_C(ins);
            if (IS_INSTANCE(o) && code->acache) {
                const AttrCache *ac = &code->acache[ni];
                const Instance *in = AS_INSTANCE(o);
                const Dict *d = in->attrs;
                if (ac->gtype == in->cls && ac->gversion == vm->type_version && d && ac->ghint < d->nentries) {
                    const DictEntry *e = &d->entries[ac->ghint];
                    if (IS_OBJ(e->key) && AS_OBJ(e->key) == (const Obj *)code->names[ni]) {
                        RA = e->val;
                        VMNEXT();
                    }
                }
            }
            SAVEPC();
            if (IS_INSTANCE(o)) {
                /* A property whose getter is a plain Python function, on a
                 * class without __getattr__ (which an AttributeError from
                 * the getter would hand over to): the getter runs in this
                 * activation, as a call of it with the instance, instead
                 * of through rt_call in a nested one. */
                Type *cls = AS_INSTANCE(o)->cls;
                Value d = type_lookup(vm, cls, code->names[ni]);
                if (IS_KIND(d, OK_PROPERTY)) {
                    Value g = ((Property *)AS_OBJ(d))->fget;
                    if (IS_FUNC(g) && !(AS_FUNC(g)->code->flags & CODE_GENERATOR) &&
                        IS_EMPTY(type_lookup(vm, cls, vm->names->__getattr__)) &&
                        LIKELY(vm->nframes < vm->limits.max_recursion)) {
                        Func *fu = AS_FUNC(g);
                        if (!enter_func(vm, fu, 1, &o, NULL, (int32_t)INS_A(ins))) goto error;
                        fidx = vm->nframes - 1;
                        LOADFRAME();
                        gc_safepoint(vm);
                        VMNEXT();
                    }
                }
            }
            Value r = obj_getattr(vm, o, code->names[ni]);
            CHECK(r);
            /* No collection can run before r is stored: noting allocates
             * at most the cache itself. */
            if (IS_INSTANCE(o) && attr_cache_note_get(vm, code, ni, o) < 0) goto error;
            RA = r;
            VMNEXT();
        }
        VMCASE(SETATTR) {
            Value o = RA;
            uint32_t ni = INS_B(ins);
            SAVEPC();
            if (IS_INSTANCE(o) && code->acache) {
                AttrCache *ac = &code->acache[ni];
                Instance *in = AS_INSTANCE(o);
                if (ac->stype == in->cls && ac->sversion == vm->type_version) {
                    Dict *d = in->attrs;
                    if (d && ac->shint < d->nentries) {
                        DictEntry *e = &d->entries[ac->shint];
                        if (IS_OBJ(e->key) && AS_OBJ(e->key) == (const Obj *)code->names[ni]) {
                            /* What dict_set_str does to an existing key. */
                            e->val = RC;
                            d->version = ++vm->dict_version;
                            VMNEXT();
                        }
                    }
                    if (attr_cache_store(vm, code, ni, o, RC) < 0) goto error;
                    VMNEXT();
                }
            }
            if (obj_setattr(vm, o, code->names[ni], RC) < 0) goto error;
            if (IS_INSTANCE(o) && attr_cache_note_set(vm, code, ni, o) < 0) goto error;
            VMNEXT();
        }
        VMCASE(DELATTR) {
            SAVEPC();
            if (obj_delattr(vm, RA, code->names[INS_B(ins)]) < 0) goto error;
            VMNEXT();
        }
        VMCASE(LOADMETHOD) {
            Value o = RB;
            Str *name = code->names[INS_C(ins)];
            int a = (int)INS_A(ins);
            SAVEPC();
            if (IS_INSTANCE(o) && code->acache) {
                const AttrCache *ac = &code->acache[INS_C(ins)];
                Instance *in = AS_INSTANCE(o);
                /* The instance dict must not shadow the method: its hash
                 * bits (Dict.hash_bits) mostly prove the name absent. */
                if (ac->mtype == in->cls && ac->mversion == vm->type_version &&
                    (!in->attrs ||
                     (name->hash != -1 && !(in->attrs->hash_bits & (UINT64_C(1) << ((uint64_t)name->hash & 63)))) ||
                     dict_find_str(vm, in->attrs, name) < 0)) {
                    R[a] = ac->meth;
                    R[a + 1] = o;
                    VMNEXT();
                }
            }
            Type *t;
            bool plain;
            bool builtin = IS_OBJ(o) && (OBJ_KIND(o) == OK_STR || OBJ_KIND(o) == OK_LIST || OBJ_KIND(o) == OK_DICT);
            if (builtin) {
                /* The exact built-in types whose methods agents call most:
                 * no instance dict, the type is the kind's, and the method
                 * cache entry holds while no class changes. */
                t = vm->types[OBJ_KIND(o)];
                plain = true;
                if (code->acache) {
                    const AttrCache *ac = &code->acache[INS_C(ins)];
                    if (ac->mtype == t && ac->mversion == vm->type_version) {
                        R[a] = ac->meth;
                        R[a + 1] = o;
                        VMNEXT();
                    }
                }
            } else {
                t = type_of(vm, o);
                plain = !IS_TYPE(o) && !IS_KIND(o, OK_MODULE) && !IS_KIND(o, OK_SUPER);
            }
            if (plain && (IS_INSTANCE(o) || IS_EXCOBJ(o))) {
                Dict *d = IS_INSTANCE(o) ? AS_INSTANCE(o)->attrs : AS_EXC(o)->attrs;
                if (d && !IS_EMPTY(dict_get_str(vm, d, name))) plain = false;
            }
            if (plain) {
                Value m = type_lookup(vm, t, name);
                if (IS_FUNC(m) || (IS_KIND(m, OK_NATIVE) && (AS_OBJ(m)->flags & NATIVE_METHOD))) {
                    if ((builtin || IS_INSTANCE(o)) && attr_cache_note_method(vm, code, INS_C(ins), o, m) < 0)
                        goto error;
                    R[a] = m;
                    R[a + 1] = o;
                    VMNEXT();
                }
            }
            Value r = obj_getattr(vm, o, name);
            CHECK(r);
            R[a] = r;
            R[a + 1] = VEMPTY;
            VMNEXT();
        }
        VMCASE(CALLMETHOD) {
            int a = (int)INS_A(ins);
            int nargs = (int)INS_B(ins);
            Value fn = R[a];
            int argbase = a + 2;
            if (!IS_EMPTY(R[a + 1])) {
                argbase = a + 1;
                nargs++;
                if (IS_KIND(fn, OK_NATIVE)) {
                    SAVEPC();
                    Value r = call_native(vm, AS_NATIVE(fn), R[a + 1], nargs - 1, &R[a + 2]);
                    CHECK(r);
                    R[a] = r;
                    VMNEXT();
                }
            }
            if (IS_FUNC(fn) && !(AS_FUNC(fn)->code->flags & CODE_GENERATOR)) {
                /* Shift the arguments so they follow the callee's slot. */
                Func *fu = AS_FUNC(fn);
                SAVEPC();
                if (UNLIKELY(vm->nframes >= vm->limits.max_recursion)) {
                    exc_raise(vm, EXC_RecursionError, "maximum recursion depth exceeded");
                    goto error;
                }
                if (!enter_func(vm, fu, nargs, &R[argbase], NULL, a)) goto error;
                fidx = vm->nframes - 1;
                LOADFRAME();
                gc_safepoint(vm);
                VMNEXT();
            }
            SAVEPC();
            Value r = rt_call(vm, fn, nargs, &R[argbase], NULL);
            CHECK(r);
            R[a] = r;
            VMNEXT();
        }
        VMCASE(CALL) VMCASE(CALLKW) {
            int a = (int)INS_A(ins);
            int nargs = (int)INS_B(ins);
            Tuple *kw = NULL;
            if (INS_OP(ins) == OP_CALLKW) {
                uint32_t extra = insns[pc++];
                kw = AS_TUPLE(K[INS_AX(extra)]);
                nargs -= (int)kw->len;
            }
            Value fn = R[a];
            SAVEPC();
            if (IS_FUNC(fn) && !(AS_FUNC(fn)->code->flags & CODE_GENERATOR)) {
                Func *fu = AS_FUNC(fn);
                if (UNLIKELY(vm->nframes >= vm->limits.max_recursion)) {
                    exc_raise(vm, EXC_RecursionError, "maximum recursion depth exceeded");
                    goto error;
                }
                if (!enter_func(vm, fu, nargs, &R[a + 1], kw, a)) goto error;
                fidx = vm->nframes - 1;
                LOADFRAME();
                gc_safepoint(vm);
                VMNEXT();
            }
            if (IS_TYPE(fn) && (AS_TYPE(fn)->tflags & TF_HEAPTYPE) && AS_TYPE(fn)->inst_kind == OK_INSTANCE &&
                !AS_TYPE(fn)->meta) {
                /* Class(...) with a Python __init__ and object's __new__:
                 * run __init__ in this activation, self in the callee's
                 * register, the new instance handed back on return. */
                Type *t = AS_TYPE(fn);
                Value init = type_lookup(vm, t, vm->names->__init__);
                Value newf = type_lookup(vm, t, vm->names->__new__);
                if (IS_FUNC(init) && !(AS_FUNC(init)->code->flags & CODE_GENERATOR) &&
                    (IS_EMPTY(newf) || IS_KIND(newf, OK_NATIVE)) &&
                    LIKELY(vm->nframes < vm->limits.max_recursion)) {
                    Func *fu = AS_FUNC(init);
                    Instance *in = obj_alloc(vm, OK_INSTANCE, sizeof(Instance));
                    if (!in) goto error;
                    in->cls = t;
                    in->builtin_value = VEMPTY;
                    R[a] = v_obj(in);
                    if (!enter_func(vm, fu, nargs + 1, &R[a], kw, a)) goto error;
                    vm->frames[vm->nframes - 1].init_self = v_obj(in);
                    fidx = vm->nframes - 1;
                    LOADFRAME();
                    gc_safepoint(vm);
                    VMNEXT();
                }
            } else if (IS_KIND(fn, OK_NATIVE) && !kw) {
                /* A built-in function, or a method bound as a native;
                 * an unbound method (str.upper(s)) checks its self in
                 * rt_call. */
                Native *n = AS_NATIVE(fn);
                int64_t len;
                if (n->fn == builtins_len && nargs == 1 && len_exact(R[a + 1], &len)) {
                    R[a] = v_int(len);
                    VMNEXT();
                }
                if (!(n->h.flags & NATIVE_METHOD) || !IS_NONE(n->self)) {
                    Value r = call_native(vm, n, n->self, nargs, &R[a + 1]);
                    CHECK(r);
                    R[a] = r;
                    VMNEXT();
                }
            } else if (IS_KIND(fn, OK_BOUND) && !kw && IS_KIND(((BoundMethod *)AS_OBJ(fn))->func, OK_NATIVE)) {
                /* A built-in method kept in a variable (add = seen.add). */
                BoundMethod *b = (BoundMethod *)AS_OBJ(fn);
                Value r = call_native(vm, AS_NATIVE(b->func), b->self, nargs, &R[a + 1]);
                CHECK(r);
                R[a] = r;
                VMNEXT();
            } else if (IS_TYPE(fn) && AS_TYPE(fn) == vm->types[OK_STR] && nargs == 1 && !kw && IS_INT(R[a + 1])) {
                /* str(i): what str's constructor does with an int. */
                Value r = str_from_int(vm, AS_INT(R[a + 1]));
                CHECK(r);
                R[a] = r;
                VMNEXT();
            } else if (IS_TYPE(fn) && !(AS_TYPE(fn)->tflags & TF_HEAPTYPE) && AS_TYPE(fn)->ctor &&
                       AS_TYPE(fn) != vm->t_type && !AS_TYPE(fn)->meta) {
                /* A built-in type called (int(x), list(it)): its constructor,
                 * as type_call_default runs it. */
                Value r = AS_TYPE(fn)->ctor(vm, fn, nargs, &R[a + 1], kw);
                CHECK(r);
                R[a] = r;
                VMNEXT();
            }
            Value r = rt_call(vm, fn, nargs, &R[a + 1], kw);
            CHECK(r);
            R[a] = r;
            VMNEXT();
        }
        VMCASE(CALLEX) {
            int a = (int)INS_A(ins);
            SAVEPC();
            Value args = R[a + 1];
            Tuple *at = IS_TUPLE(args) ? AS_TUPLE(args) : vm->empty_tuple;
            Value r;
            const Value *argv = at->items;
            Tuple *kwn = NULL;
            size_t pushed = 0;
            /* The arguments are copied to the callee (a *args tuple): charged. */
            if (!rt_charge(vm, (int64_t)(at->len / 16))) goto error;
            if (INS_B(ins) && IS_DICT(R[a + 2]) && AS_DICT(R[a + 2])->used) {
                Dict *d = AS_DICT(R[a + 2]);
                /* Each keyword's name is interned: charged. */
                if (!rt_charge(vm, (int64_t)d->used)) goto error;
                size_t n = at->len + d->used;
                Tuple *all = tuple_new(vm, n);
                if (!all) goto error;
                gc_push(vm, v_obj(all));
                Tuple *names = tuple_new(vm, d->used);
                if (!names) { gc_pop(vm, 1); goto error; }
                gc_push(vm, v_obj(names));
                memcpy(all->items, at->items, at->len * sizeof(Value));
                size_t pos = 0, i = 0;
                Value k, v;
                while (dict_next(d, &pos, &k, &v)) {
                    if (!IS_STR(k)) {
                        gc_pop(vm, 2);
                        bad_code(vm, "keyword arguments that are not a dict of str");
                        goto error;
                    }
                    Str *ks = (AS_OBJ(k)->flags & STR_INTERNED) ? AS_STR(k)
                                                                 : str_intern(vm, AS_STR(k)->data, AS_STR(k)->blen);
                    if (!ks) { gc_pop(vm, 2); goto error; }
                    names->items[i] = v_obj(ks);
                    all->items[at->len + i] = v;
                    i++;
                }
                argv = all->items;
                kwn = names;
                pushed = 2;
            }
            Value fn = R[a];
            if (IS_FUNC(fn) && !(AS_FUNC(fn)->code->flags & CODE_GENERATOR) &&
                LIKELY(vm->nframes < vm->limits.max_recursion)) {
                /* A Python function: its frame in this activation, as CALL
                 * makes it. Binding copies the arguments into its registers
                 * and runs no user code. */
                Func *fu = AS_FUNC(fn);
                bool entered = enter_func(vm, fu, (int)at->len, argv, kwn, a);
                gc_pop(vm, pushed);
                if (!entered) goto error;
                fidx = vm->nframes - 1;
                LOADFRAME();
                gc_safepoint(vm);
                VMNEXT();
            }
            r = rt_call(vm, fn, (int)at->len, argv, kwn);
            gc_pop(vm, pushed);
            CHECK(r);
            R[a] = r;
            VMNEXT();
        }
        VMCASE(RETURN) VMCASE(RETURNNONE) {
            Value v = INS_OP(ins) == OP_RETURN ? RA : VNONE;
            Frame *f = FRAME;
            bool bad_init = false;
            if (UNLIKELY(!IS_EMPTY(f->init_self))) {
                /* An inlined __init__ must return None; CPython reports
                 * it in the caller, after the frame is gone. */
                if (!IS_NONE(v)) bad_init = true;
                else v = f->init_self;
            }
            bool entry = f->entry;
            int32_t ret = f->ret_reg;
            if (f->gen) {
                f->gen->state = GEN_DONE;
                vm->gen_return = v;
            } else {
                call_stack_release(vm, f->regs, f->stack_seg);
            }
            vm->nframes--;
            if (entry) return v;
            fidx = vm->nframes - 1;
            LOADFRAME();
            if (UNLIKELY(bad_init)) {
                exc_raise(vm, EXC_TypeError, "__init__() should return None, not '%s'", type_name(vm, v));
                goto error;
            }
            R[ret] = v;
            VMNEXT();
        }
        VMCASE(MAKEFUNC) {
            SAVEPC();
            Value r = make_function(vm, AS_CODE(K[INS_BX(ins)]), R, (int)INS_A(ins), FRAME->globals);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(BUILDCLASS) {
            SAVEPC();
            Value r = build_class(vm, R, (int)INS_A(ins), (int)INS_B(ins), (int)INS_C(ins));
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(RAISE) {
            SAVEPC();
            Value e = RA;
            if (IS_TYPE(e) && (AS_TYPE(e)->tflags & TF_EXCEPTION)) {
                e = rt_call(vm, e, 0, NULL, NULL);
                CHECK(e);
            }
            if (!IS_EXCOBJ(e)) {
                exc_raise(vm, EXC_TypeError, "exceptions must derive from BaseException");
                goto error;
            }
            if (INS_B(ins)) {
                Value cause = R[INS_A(ins) + 1];
                if (IS_TYPE(cause) && (AS_TYPE(cause)->tflags & TF_EXCEPTION)) {
                    gc_push(vm, e);
                    cause = rt_call(vm, cause, 0, NULL, NULL);
                    gc_pop(vm, 1);
                    CHECK(cause);
                }
                if (!IS_NONE(cause) && !IS_EXCOBJ(cause)) {
                    exc_raise(vm, EXC_TypeError, "exception causes must derive from BaseException");
                    goto error;
                }
                AS_EXC(e)->cause = cause;
                AS_EXC(e)->suppress_context = true;
            }
            chain_raise(vm, e);
            vm->exc = e;
            goto error;
        }
        VMCASE(RERAISE) {
            EXPECT(IS_EXCOBJ(RA), "re-raise of a value that is not an exception");
            SAVEPC();
            vm->exc = RA;
            goto reraise;
        }
        VMCASE(RAISEBARE) {
            SAVEPC();
            Value h = current_handled(vm);
            if (IS_EMPTY(h)) {
                exc_raise(vm, EXC_RuntimeError, "No active exception to reraise");
                goto error;
            }
            vm->exc = h;
            goto reraise;
        }
        VMCASE(PUSHEXC) {
            Frame *f = FRAME;
            RA = f->handled;
            /* Only an exception (or none) is ever being handled. */
            f->handled = IS_EXCOBJ(RB) ? RB : VEMPTY;
            VMNEXT();
        }
        VMCASE(POPEXC) { FRAME->handled = IS_EXCOBJ(RA) ? RA : VEMPTY; VMNEXT(); }
        VMCASE(CHECKEXC) {
            SAVEPC();
            Value r = check_exc_match(vm, RB, RC);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(WITHENTER) {
            SAVEPC();
            Value cm = RB;
            int a = (int)INS_A(ins);
            Type *t = type_of(vm, cm);
            Value enter = type_lookup(vm, t, vm->names->__enter__);
            Value exitf = type_lookup(vm, t, vm->names->__exit__);
            if (IS_EMPTY(enter) || IS_EMPTY(exitf)) {
                exc_raise(vm, EXC_TypeError, "'%s' object does not support the context manager protocol%s",
                          type_tpname(t), IS_EMPTY(enter) ? "" : " (missed __exit__ method)");
                goto error;
            }
            /* A descriptor found there is bound through its __get__,
             * __enter__ first, as CPython's BEFORE_WITH looks them up. The
             * registers hold what is bound across the next callback. */
            bool plain_enter = IS_FUNC(enter) || IS_KIND(enter, OK_NATIVE);
            if (!plain_enter) {
                R[a] = cm;
                enter = rt_special_bind(vm, enter, vm->names->__enter__, cm);
                CHECK(enter);
                R[a + 1] = enter;
            } else {
                R[a + 1] = cm;
            }
            Value bexit = IS_FUNC(exitf) || IS_KIND(exitf, OK_NATIVE)
                              ? bound_new(vm, cm, exitf)
                              : rt_special_bind(vm, exitf, vm->names->__exit__, cm);
            CHECK(bexit);
            R[a] = bexit;
            Value r = plain_enter ? rt_call1(vm, enter, cm) : rt_call0(vm, enter);
            CHECK(r);
            R[a + 1] = r;
            VMNEXT();
        }
        VMCASE(WITHEXIT) {
            SAVEPC();
            Value args[3] = {VNONE, VNONE, VNONE};
            if (INS_B(ins)) {
                Value e = RC;
                args[0] = v_obj(type_of(vm, e));
                args[1] = e;
            }
            Value r = rt_call(vm, RA, 3, args, NULL);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(YIELD) {
            Frame *f = FRAME;
            Gen *g = f->gen;
            if (!g) { exc_raise(vm, EXC_SystemError, "yield outside a generator frame"); goto error; }
            g->pc = pc;
            g->resume_reg = (uint16_t)INS_A(ins);
            g->resume_reg_valid = 1;
            g->state = GEN_SUSPENDED;
            g->handled_exc = f->handled;
            Value v = RB;
            vm->nframes--;
            return v;
        }
        VMCASE(YIELDFROM) {
            /* No Frame pointer is kept: the calls below may move the
             * frame array. */
            Gen *g = FRAME->gen;
            if (!g) { exc_raise(vm, EXC_SystemError, "yield from outside a generator frame"); goto error; }
            SAVEPC();
            if (IS_EMPTY(g->yf) || IS_NONE(g->yf)) {
                Value it = IS_KIND(RB, OK_GEN) ? RB : obj_iter(vm, RB);
                CHECK(it);
                g->yf = it;
                g->resume_reg_valid = 0;
            }
            Value sent = g->resume_reg_valid ? R[INS_A(ins)] : VNONE;
            Value r;
            if (IS_KIND(g->yf, OK_GEN)) r = gen_resume(vm, AS_GEN(g->yf), sent, VEMPTY);
            else if (!IS_NONE(sent) && g->resume_reg_valid) {
                Value sendm = obj_getattr(vm, g->yf, vm->names->send);
                CHECK(sendm);
                r = rt_call1(vm, sendm, sent);
                if (IS_EXC(r) && exc_matches(vm, EXC_StopIteration)) {
                    Value sv = AS_EXC(vm->exc)->args->len ? AS_EXC(vm->exc)->args->items[0] : VNONE;
                    exc_clear(vm);
                    vm->gen_return = sv;
                    r = VEMPTY;
                }
            } else {
                /* obj_next leaves a user iterator's StopIteration value here. */
                vm->gen_return = VNONE;
                r = obj_next(vm, g->yf);
            }
            if (IS_EXC(r)) { g->yf = VNONE; goto error; }
            if (IS_EMPTY(r)) {
                g->yf = VNONE;
                g->resume_reg_valid = 0;
                RA = vm->gen_return;
                VMNEXT();
            }
            /* Yield the value on; resuming re-executes this instruction. */
            g->pc = pc - 1;
            g->resume_reg = (uint16_t)INS_A(ins);
            g->resume_reg_valid = 1;
            g->state = GEN_SUSPENDED;
            g->handled_exc = FRAME->handled;
            vm->nframes--;
            return r;
        }
        VMCASE(IMPORT) {
            uint32_t extra = insns[pc++];
            SAVEPC();
            Value m = import_module(vm, code->names[INS_BX(ins)], INS_AX(extra) != 0);
            CHECK(m);
            RA = m;
            VMNEXT();
        }
        VMCASE(IMPORTFROM) {
            SAVEPC();
            Str *name = code->names[INS_C(ins)];
            Value v = obj_getattr_opt(vm, RB, name);
            CHECK(v);
            if (IS_EMPTY(v)) v = module_import_from(vm, RB, name);
            CHECK(v);
            if (IS_EMPTY(v)) {
                Str *mn = IS_KIND(RB, OK_MODULE) ? ((Module *)AS_OBJ(RB))->name : vm->empty_str;
                exc_raise(vm, EXC_ImportError, "cannot import name '%U' from '%U' (unknown location)", name, mn);
                goto error;
            }
            RA = v;
            VMNEXT();
        }
        VMCASE(IMPORTSTAR) {
            SAVEPC();
            if (!IS_KIND(RA, OK_MODULE)) { exc_raise(vm, EXC_TypeError, "import * needs a module"); goto error; }
            if (import_star(vm, (Module *)AS_OBJ(RA), FRAME->globals) < 0) goto error;
            VMNEXT();
        }
        VMCASE(CONVERT) {
            SAVEPC();
            int c = (int)INS_C(ins);
            Value r = c == 1 ? obj_str(vm, RB) : c == 2 ? obj_repr(vm, RB) : obj_ascii(vm, RB);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(FORMAT) {
            SAVEPC();
            Value r = format_value(vm, RB, RC);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(FORMAT0) {
            Value b = RB;
            if (IS_STR(b)) { RA = b; VMNEXT(); }
            SAVEPC();
            Value r = IS_INT(b) ? obj_repr(vm, b) : format_value(vm, b, VEMPTY);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(MATCHSEQ) { RA = v_bool(is_match_sequence(vm, RB)); VMNEXT(); }
        VMCASE(MATCHMAP) { RA = v_bool(is_match_mapping(vm, RB)); VMNEXT(); }
        VMCASE(LEN) {
            SAVEPC();
            int64_t n = obj_len(vm, RB);
            if (n < 0) goto error;
            RA = v_int(n);
            VMNEXT();
        }
        VMCASE(MATCHCLASS) {
            uint32_t extra = insns[pc++];
            SAVEPC();
            Value kwn = K[INS_AX(extra)];
            Value r = match_class(vm, RA, RB, (int)INS_C(ins), IS_TUPLE(kwn) ? AS_TUPLE(kwn) : NULL);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(MATCHKEYS) {
            SAVEPC();
            Value r = match_keys(vm, RB, RC);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(DICTWITHOUT) {
            SAVEPC();
            Value r = dict_without(vm, RB, RC);
            CHECK(r);
            RA = r;
            VMNEXT();
        }
        VMCASE(SETRESULT) { vm->result = RA; VMNEXT(); }
        VMCASE(DELLOCAL) {
            if (IS_EMPTY(RA)) {
                SAVEPC();
                exc_raise(vm, EXC_UnboundLocalError, "cannot access local variable '%U' where it is not associated with a value",
                          code->varnames[INS_BX(ins)]);
                goto error;
            }
            RA = VEMPTY;
            VMNEXT();
        }
        VMCASE(EXTRAARG) VMCASE(NOP) { VMNEXT(); }
        VMCASE(LOADLAZY) {
            /* A library function's first run: its body comes in from the
             * library's image, and the frame starts it (its registers are
             * the body's: the stub has the same count). */
            SAVEPC();
            if (!code->lazy_at || !vm->load_body) {
                bad_code(vm, "LOADLAZY in a code object without a body to load");
                goto error;
            }
            if (code->h.flags & OBJ_SHARED) {
                /* A stub a template's copies share: the body loads into
                 * this VM's own copy of it, which the function keeps. */
                Code *own = code_unshare(vm, code);
                if (!own) goto error;
                if (FRAME->func && FRAME->func->code == code) FRAME->func->code = own;
                FRAME->code = own;
                code = own;
            }
            if (vm->load_body(vm, code) < 0) goto error;
            FRAME->pc = 0;
            LOADFRAME();
            VMNEXT();
        }
        VMCASE(REFUSED) {
            /* The policy check rejects such code before it runs. */
            SAVEPC();
            exc_raise(vm, EXC_SystemError, "a construct smolvm refuses was reached");
            goto error;
        }
        VMDEFAULT {
            SAVEPC();
            exc_raise(vm, EXC_SystemError, "bad opcode %d", (int)INS_OP(ins));
            goto error;
        }
        }
        continue;

    error:
        if (vm->halt == HALT_TOOL && vm->tool_suspend) {
            /* A suspending tool: keep every frame; vm_resume continues
             * after the call with the host's answer in its register. That
             * needs the outermost interpreter to have called the tool
             * itself: no native may be waiting for its result. */
            vm->tool_suspend = false;
            uint32_t at = FRAME->pc ? FRAME->pc - 1 : 0;
            if (at && INS_OP(code->insns[at]) == OP_EXTRAARG) at--;
            uint32_t ci = code->insns[at];
            uint32_t cop = INS_OP(ci);
            Value callee = R[INS_A(ci)];
            if (vm->native_depth == 0 &&
                (cop == OP_CALL || cop == OP_CALLKW || cop == OP_CALLMETHOD || cop == OP_CALLEX) &&
                IS_KIND(callee, OK_NATIVE) && AS_NATIVE(callee)->fn == vm->suspend_fn &&
                obj_is(AS_NATIVE(callee)->self, vm->suspend_self)) {
                vm->tool_resume_reg = (uint16_t)INS_A(ci);
                return VEXC;
            }
            vm->halt = HALT_NONE;
            exc_raise(vm, EXC_RuntimeError,
                      "a tool that pauses the run must be called directly, not from inside another "
                      "call such as map(), sorted(), a generator or a method of a builtin");
        }
        /* A new exception: chain it to the one being handled and record
         * where it was raised. */
        chain_context(vm);
        if (!vm->halt) add_traceback(vm, vm->exc, FRAME->code, FRAME->pc ? FRAME->pc - 1 : 0);
    reraise:
        for (;;) {
            Frame *f = FRAME;
            uint32_t at = f->pc ? f->pc - 1 : 0;
            /* A long exception table is scanned for each frame unwound:
             * past a size no ordinary function has, that work is charged
             * (a halt then skips every handler). */
            if (!vm->halt && UNLIKELY(f->code->nexc > 64)) rt_charge(vm, (int64_t)(f->code->nexc / 4));
            if (!vm->halt) {
                Code *c = f->code;
                for (uint32_t i = 0; i < c->nexc; i++) {
                    ExcRange *r = &c->exc[i];
                    if (at >= r->start && at < r->end) {
                        f->regs[r->reg] = vm->exc;
                        vm->exc = VEMPTY;
                        LOADFRAME();
                        pc = r->handler;
                        /* A handler can close a loop too. */
                        gc_safepoint(vm);
                        goto resume;
                    }
                }
            }
            bool entry = f->entry;
            if (f->gen) {
                f->gen->state = GEN_DONE;
                /* A StopIteration escaping a generator becomes RuntimeError. */
                if (!vm->halt && IS_EXCOBJ(vm->exc) &&
                    type_is_subtype(AS_EXC(vm->exc)->cls, vm->exc_types[EXC_StopIteration])) {
                    Value old = vm->exc;
                    gc_push(vm, old);
                    exc_raise(vm, EXC_RuntimeError, "generator raised StopIteration");
                    gc_pop(vm, 1);
                    if (IS_EXCOBJ(vm->exc)) {
                        AS_EXC(vm->exc)->cause = old;
                        AS_EXC(vm->exc)->context = old;
                        AS_EXC(vm->exc)->suppress_context = true;
                        /* As CPython: the new error's traceback starts in
                         * the caller, the generator's frame being done. */
                    }
                }
            } else {
                call_stack_release(vm, f->regs, f->stack_seg);
            }
            vm->nframes--;
            if (entry) return VEXC;
            fidx = vm->nframes - 1;
            /* A frame under GETATTR is the property getter it ran inline:
             * its AttributeError names the attribute, as from obj_getattr. */
            if (!vm->halt && FRAME->pc && INS_OP(FRAME->code->insns[FRAME->pc - 1]) == OP_GETATTR) {
                uint32_t gi = FRAME->code->insns[FRAME->pc - 1];
                exc_attr_context(vm, FRAME->regs[INS_B(gi)], FRAME->code->names[INS_C(gi)]);
            }
            if (!vm->halt) add_traceback(vm, vm->exc, FRAME->code, FRAME->pc ? FRAME->pc - 1 : 0);
        }
    resume:;
    }
}

/* ---- entry from the runtime --------------------------------------------- */

Value interp_call(VM *vm, Value callable, int argc, const Value *argv, Tuple *kwnames) {
    if (!IS_FUNC(callable)) return rt_call(vm, callable, argc, argv, kwnames);
    Func *fn = AS_FUNC(callable);
    if (fn->code->flags & CODE_GENERATOR) return gen_create(vm, fn, argc, argv, kwnames);
    if (vm->nframes >= vm->limits.max_recursion || vm->native_depth >= vm->limits.max_recursion ||
        !rt_stack_ok(vm))
        return exc_raise(vm, EXC_RecursionError, "maximum recursion depth exceeded");
    uint16_t seg;
    Value *regs = call_stack_alloc(vm, fn->code->nregs, &seg);
    if (!regs) return VEXC;
    if (!call_bind_args(vm, fn, regs, argc, argv, kwnames)) {
        call_stack_release(vm, regs, seg);
        return VEXC;
    }
    if (!call_push_frame(vm, fn, regs, seg, -1, true)) {
        call_stack_release(vm, regs, seg);
        return VEXC;
    }
    vm->native_depth++;
    Value r = interp_execute(vm, START_RUN);
    vm->native_depth--;
    return r;
}

Value vm_run_module(VM *vm, Code *code, Dict *globals) {
    Func *fn = func_new(vm, code, globals);
    if (!fn) return VEXC;
    gc_push(vm, v_obj(fn));
    uint16_t seg;
    Value *regs = call_stack_alloc(vm, code->nregs, &seg);
    if (!regs) { gc_pop(vm, 1); return VEXC; }
    for (int i = 0; i < code->nregs; i++) regs[i] = VEMPTY;
    if (!call_push_frame(vm, fn, regs, seg, -1, true)) {
        call_stack_release(vm, regs, seg);
        gc_pop(vm, 1);
        return VEXC;
    }
    gc_pop(vm, 1);
    return interp_execute(vm, START_RUN);
}

Value vm_resume(VM *vm, Value v, bool is_error) {
    if (vm->nframes == 0) return exc_raise(vm, EXC_RuntimeError, "no suspended run to resume");
    vm->halt = HALT_NONE;
    if (is_error) return interp_execute(vm, START_ERROR);
    Frame *f = &vm->frames[vm->nframes - 1];
    if (vm->tool_resume_reg < f->code->nregs) f->regs[vm->tool_resume_reg] = v;
    return interp_execute(vm, START_RUN);
}

void vm_install(VM *vm) {
    vm->interp_call = interp_call;
    vm->gen_resume = gen_resume;
    gen_init(vm);
}
