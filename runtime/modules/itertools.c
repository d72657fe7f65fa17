/* itertools: the module's Python half (runtime/modules/py/_itertools.py)
 * runs in its dict with two helpers, so that its iterators are classes
 * with CPython's names (type(chain()).__name__ == 'chain') and can be
 * subclassed, while a loop over one still resumes a generator directly:
 * an instance holds its generator in builtin_value (_attach, which the
 * collector marks with the instance), and the classes' __next__ is
 * _next, which obj_next (ops.c) short-cuts to the generator. */
#include <string.h>
#include "runtime/rt.h"
#include "runtime/names.h"

/* _attach(instance, generator): the instance, now stepping the
 * generator (or one of the native iterators below). Only a fresh instance of a class written in Python (nothing
 * attached yet, no built-in layout) takes one. */
static Value f_attach(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value o = argv[0], g = argv[1];
    if (!IS_INSTANCE(o) || !IS_EMPTY(AS_INSTANCE(o)->builtin_value) ||
        AS_INSTANCE(o)->cls->inst_kind != OK_INSTANCE || !(IS_KIND(g, OK_GEN) || IS_KIND(g, OK_ITER)))
        return exc_raise(vm, EXC_TypeError, "_attach() needs a fresh instance and a generator");
    AS_INSTANCE(o)->builtin_value = g;
    return o;
}

/* __next__ of the itertools classes: the next item of the attached
 * generator, StopIteration at its end. */
static Value f_next(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_INSTANCE(self) || !(IS_KIND(AS_INSTANCE(self)->builtin_value, OK_GEN) ||
                                IS_KIND(AS_INSTANCE(self)->builtin_value, OK_ITER)))
        return exc_raise(vm, EXC_TypeError, "'%s' object is not an iterator", type_name(vm, self));
    Value r = obj_next(vm, AS_INSTANCE(self)->builtin_value);
    if (IS_EMPTY(r)) return exc_raise_obj(vm, v_obj(vm->exc_types[EXC_StopIteration]));
    return r;
}

/* ---- the combinatoric iterators -------------------------------------------
 *
 * product, permutations, combinations and combinations_with_replacement
 * step indices over tuples made when they were built (the Python half
 * takes the iterables apart first), so a step runs no user code. State:
 * src the pool (product: the tuple of pools), aux a list of int indices,
 * extra[0] permutations' cycles, pos r (product: the number of pools),
 * end n, step 0 before the first item, 1 after, 2 when exhausted. */

enum { CB_FIRST, CB_RUNNING, CB_DONE };

static inline int64_t ix_get(const List *l, int64_t i) { return AS_INT(l->items[i]); }
static inline void ix_set(List *l, int64_t i, int64_t v) { l->items[i] = v_int(v); }

/* The tuple of pool[indices[k]] for k < r. */
static Value pick(VM *vm, const Tuple *pool, const List *ix, int64_t r) {
    if (!rt_charge(vm, 1 + r / 4)) return VEXC;
    Tuple *t = tuple_new(vm, (size_t)r);
    if (!t) return VEXC;
    for (int64_t k = 0; k < r; k++) t->items[k] = pool->items[ix_get(ix, k)];
    return v_obj(t);
}

/* The next combination's indices (with replacement: repeats allowed);
 * false after the last. */
static bool comb_advance(VM *vm, Iter *it, bool repl, bool *ok) {
    List *ix = AS_LIST(it->aux);
    int64_t r = it->pos, n = it->end, i = r - 1;
    while (i >= 0 && ix_get(ix, i) == (repl ? n - 1 : i + n - r)) i--;
    if (i < 0) return false;
    int64_t v = ix_get(ix, i);
    for (int64_t j = i; j < r; j++) ix_set(ix, j, repl ? v + 1 : ++v);
    *ok = rt_charge(vm, (r - i) / 4);
    return true;
}

static Value comb_step_kind(VM *vm, Iter *it, bool repl) {
    if (it->step == CB_DONE) return VEMPTY;
    if (it->step == CB_FIRST) {
        it->step = CB_RUNNING;
    } else {
        bool ok = true;
        if (!comb_advance(vm, it, repl, &ok)) {
            it->step = CB_DONE;
            return VEMPTY;
        }
        if (!ok) return VEXC;
    }
    return pick(vm, AS_TUPLE(it->src), AS_LIST(it->aux), it->pos);
}

static Value comb_step(VM *vm, Iter *it) { return comb_step_kind(vm, it, false); }
static Value cwr_step(VM *vm, Iter *it) { return comb_step_kind(vm, it, true); }

/* CPython's order: indices over the pool, cycles counting down. */
static Value perm_step(VM *vm, Iter *it) {
    const Tuple *pool = AS_TUPLE(it->src);
    List *ix = AS_LIST(it->aux), *cyc = AS_LIST(it->extra[0]);
    int64_t r = it->pos, n = it->end;
    if (it->step == CB_DONE) return VEMPTY;
    if (it->step == CB_FIRST) {
        it->step = CB_RUNNING;
        return pick(vm, pool, ix, r);
    }
    for (int64_t i = r - 1; i >= 0; i--) {
        int64_t c = ix_get(cyc, i) - 1;
        if (c == 0) {
            /* Rotate indices[i:] left by one. */
            if (!rt_charge(vm, (n - i) / 4)) return VEXC;
            Value first = ix->items[i];
            for (int64_t j = i; j < n - 1; j++) ix->items[j] = ix->items[j + 1];
            ix->items[n - 1] = first;
            ix_set(cyc, i, n - i);
        } else {
            ix_set(cyc, i, c);
            Value a = ix->items[i];
            ix->items[i] = ix->items[n - c];
            ix->items[n - c] = a;
            return pick(vm, pool, ix, r);
        }
    }
    it->step = CB_DONE;
    return VEMPTY;
}

static Value product_step(VM *vm, Iter *it) {
    const Tuple *pools = AS_TUPLE(it->src);
    List *ix = AS_LIST(it->aux);
    int64_t n = it->pos;
    if (it->step == CB_DONE) return VEMPTY;
    if (it->step == CB_FIRST) {
        it->step = CB_RUNNING;
    } else {
        int64_t i = n - 1;
        for (; i >= 0; i--) {
            int64_t j = ix_get(ix, i) + 1;
            if (j < (int64_t)AS_TUPLE(pools->items[i])->len) {
                ix_set(ix, i, j);
                break;
            }
            ix_set(ix, i, 0);
        }
        if (i < 0) {
            it->step = CB_DONE;
            return VEMPTY;
        }
        if (!rt_charge(vm, (n - i) / 4)) return VEXC;
    }
    if (!rt_charge(vm, 1 + n / 4)) return VEXC;
    Tuple *t = tuple_new(vm, (size_t)n);
    if (!t) return VEXC;
    for (int64_t k = 0; k < n; k++) t->items[k] = AS_TUPLE(pools->items[k])->items[ix_get(ix, k)];
    return v_obj(t);
}

/* A list of `len` ints, first, first + step, ... */
static List *int_list(VM *vm, int64_t len, int64_t first, int64_t step) {
    if (!rt_charge(vm, len / 8)) return NULL;
    List *l = list_new(vm, (size_t)len);
    if (!l) return NULL;
    for (int64_t k = 0; k < len; k++) l->items[k] = v_int(first + k * step);
    l->len = (size_t)len;
    return l;
}

/* _combinatoric(kind, pool, r): the native iterator of kind 'c'
 * (combinations), 'w' (with replacement), 'p' (permutations) or 'x'
 * (product: pool is the tuple of pools, r unused). */
static Value f_combinatoric(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value kind = argv[0], pv = argv[1];
    /* r as an int: True counts as 1 (permutations takes it as it is). */
    Value rv = IS_BOOL(argv[2]) ? v_int(AS_BOOL(argv[2])) : argv[2];
    if (IS_BIGINT(rv) && int_sign(rv) > 0)
        return exc_raise(vm, EXC_OverflowError, "Python int too large to convert to C ssize_t");
    if (!IS_STR(kind) || AS_STR(kind)->blen != 1 || !IS_TUPLE(pv) || !IS_INT(rv) || AS_INT(rv) < 0)
        return exc_raise(vm, EXC_TypeError, "_combinatoric() needs a kind, a tuple and an int");
    char k = AS_STR(kind)->data[0];
    Tuple *pool = AS_TUPLE(pv);
    int64_t n = (int64_t)pool->len, r = AS_INT(rv);
    if (k == 'x') {
        r = n;
        for (int64_t i = 0; i < n; i++)
            if (!IS_TUPLE(pool->items[i]))
                return exc_raise(vm, EXC_TypeError, "_combinatoric() needs a tuple of tuples");
    }
    Iter *it = iter_new(vm, IT_NATIVE, pv);
    if (!it) return VEXC;
    size_t rs = gc_scope(vm);
    gc_push(vm, v_obj(it));
    Value res = VEXC;
    it->pos = r;
    it->end = n;
    it->step = CB_FIRST;
    it->aux = VNONE;
    it->extra[0] = VNONE;
    bool empty;
    int64_t nix;
    switch (k) {
    case 'c': it->step_fn = comb_step; empty = r > n; nix = r; break;
    case 'w': it->step_fn = cwr_step; empty = n == 0 && r > 0; nix = r; break;
    case 'p': it->step_fn = perm_step; empty = r > n; nix = n; break;
    case 'x': {
        it->step_fn = product_step;
        empty = false;
        for (int64_t i = 0; i < n; i++)
            if (AS_TUPLE(pool->items[i])->len == 0) empty = true;
        nix = n;
        break;
    }
    default:
        exc_raise(vm, EXC_ValueError, "_combinatoric(): unknown kind");
        goto done;
    }
    if (empty) {
        it->step = CB_DONE;
    } else {
        List *ix = int_list(vm, nix, 0, k == 'c' || k == 'p' ? 1 : 0);
        if (!ix) goto done;
        it->aux = v_obj(ix);
        if (k == 'p') {
            List *cyc = int_list(vm, r, n, -1);
            if (!cyc) goto done;
            it->extra[0] = v_obj(cyc);
        }
    }
    res = v_obj(it);
done:
    gc_unscope(vm, rs);
    return res;
}

/* ---- copies of the combinatoric iterators --------------------------------
 *
 * copy.copy() and copy.deepcopy() of a product, permutations, combinations
 * or combinations_with_replacement give a new iterator at the same
 * position, on the same pool (a deep copy: a copy of it), as CPython's
 * rebuild from __reduce__ does. The copy module reaches them through the
 * two functions below. */

static bool combinatoric(Value b) {
    if (!IS_KIND(b, OK_ITER)) return false;
    IterStep f = AS_ITER(b)->step_fn;
    return AS_ITER(b)->ikind == IT_NATIVE &&
           (f == comb_step || f == cwr_step || f == perm_step || f == product_step);
}

/* The pool of `x` (product: the tuple of pools) when x is one of the
 * module's combinatoric iterators (or an instance of a subclass of one);
 * else VEMPTY. */
Value smol_itertools_pool(VM *vm, Value x) {
    (void)vm;
    if (!IS_INSTANCE(x)) return VEMPTY;
    Value b = AS_INSTANCE(x)->builtin_value;
    return combinatoric(b) ? AS_ITER(b)->src : VEMPTY;
}

/* Whether `pool` may stand in `old`'s place: a tuple of the same length
 * (product: of tuples of the same lengths), as the steps index it
 * without bounds checks. */
static bool same_pool(Value old, Value pool, bool product) {
    if (!IS_TUPLE(pool) || AS_TUPLE(pool)->len != AS_TUPLE(old)->len) return false;
    if (!product) return true;
    for (size_t i = 0; i < AS_TUPLE(old)->len; i++) {
        Value a = AS_TUPLE(old)->items[i], b = AS_TUPLE(pool)->items[i];
        if (!IS_TUPLE(b) || AS_TUPLE(b)->len != AS_TUPLE(a)->len) return false;
    }
    return true;
}

/* A new list of the ints of `l` (an index list), or VNONE for VNONE. */
static Value copy_ix(VM *vm, Value l) {
    if (!IS_LIST(l)) return VNONE;
    List *src = AS_LIST(l);
    if (!rt_charge(vm, (int64_t)src->len / 8)) return VEXC;
    List *c = list_new(vm, src->len);
    if (!c) return VEXC;
    for (size_t k = 0; k < src->len; k++) c->items[k] = src->items[k];
    c->len = src->len;
    return v_obj(c);
}

/* `y` (a fresh instance of x's class) stepping a copy of x's iterator, on
 * `pool` (x's pool or a copy of the same shape); y, or VEXC. */
Value smol_itertools_clone(VM *vm, Value y, Value x, Value pool) {
    Value old = smol_itertools_pool(vm, x);
    if (IS_EMPTY(old) || !IS_INSTANCE(y) || AS_INSTANCE(y)->cls != AS_INSTANCE(x)->cls ||
        !IS_EMPTY(AS_INSTANCE(y)->builtin_value))
        return exc_raise(vm, EXC_TypeError, "_native_clone() needs a fresh instance of the iterator's class");
    const Iter *it = AS_ITER(AS_INSTANCE(x)->builtin_value);
    if (!same_pool(old, pool, it->step_fn == product_step))
        return exc_raise(vm, EXC_TypeError, "_native_clone() needs a pool of the iterator's shape");
    size_t rs = gc_scope(vm);
    Value res = VEXC;
    Iter *c = iter_new(vm, IT_NATIVE, pool);
    if (!c) goto done;
    gc_push(vm, v_obj(c));
    c->tname = it->tname;
    c->pos = it->pos;
    c->end = it->end;
    c->step = it->step;
    c->step_fn = it->step_fn;
    c->aux = VNONE;
    c->extra[0] = VNONE;
    Value ix = copy_ix(vm, it->aux);
    if (IS_EXC(ix)) goto done;
    c->aux = ix;
    Value cyc = copy_ix(vm, it->extra[0]);
    if (IS_EXC(cyc)) goto done;
    c->extra[0] = cyc;
    AS_INSTANCE(y)->builtin_value = v_obj(c);
    res = y;
done:
    gc_unscope(vm, rs);
    return res;
}

/* Should the module show `name` (a key of the dict the Python half ran
 * in)? What CPython's itertools has: its dunders, the names in __all__ and
 * the helper classes it names _grouper and _tee, not the helpers of the
 * Python half (_attach, _chain, ...). */
static bool public_name(VM *vm, Dict *all, Str *name) {
    const char *s = name->data;
    if (s[0] == '_' && s[1] == '_') return strcmp(s, "__all__") != 0;
    if (!strcmp(s, "_grouper") || !strcmp(s, "_tee")) return true;
    if (s[0] == '_') return false;
    return all && !IS_EMPTY(dict_get_str(vm, all, name));
}

/* After the Python half ran: the module's classes count as built-in
 * layouts (TF_LAYOUT), and the module gets a dict of its public names
 * only, while the functions keep the full one as their globals, so that
 * user code cannot reach the helpers. */
static int finish_module(VM *vm, Module *m) {
    Dict *full = m->dict;
    Dict *all = NULL;
    Str *ka = str_intern_cstr(vm, "__all__");
    if (!ka) return -1;
    Value av = dict_get_str(vm, full, ka);
    if (IS_LIST(av)) {
        /* The names of __all__ as a set, for the filter below. */
        all = dict_new(vm);
        if (!all) return -1;
        gc_push(vm, v_obj(all));
        List *l = AS_LIST(av);
        for (size_t i = 0; i < l->len; i++)
            if (IS_STR(l->items[i]) && dict_set_str(vm, all, AS_STR(l->items[i]), VNONE) < 0) {
                gc_pop(vm, 1);
                return -1;
            }
    }
    Dict *pub = dict_new(vm);
    if (!pub) {
        if (all) gc_pop(vm, 1);
        return -1;
    }
    gc_push(vm, v_obj(pub));
    size_t pos = 0;
    Value k, v;
    int rc = 0;
    while (dict_next(full, &pos, &k, &v)) {
        if (!IS_STR(k) || !public_name(vm, all, AS_STR(k))) continue;
        if (IS_TYPE(v) && (AS_TYPE(v)->tflags & TF_HEAPTYPE)) AS_TYPE(v)->tflags |= TF_LAYOUT;
        if (dict_set_str(vm, pub, AS_STR(k), v) < 0) {
            rc = -1;
            break;
        }
    }
    if (rc == 0) m->dict = pub;
    gc_pop(vm, all ? 2 : 1);
    return rc;
}

Module *itertools_module_init(VM *vm) {
    Module *m = module_new(vm, "itertools");
    if (!m) return NULL;
    gc_push(vm, v_obj(m));
    Module *result = NULL;
    Native *at = native_new(vm, "_attach", f_attach, 2, 2, 0);
    Str *ka = at ? str_intern_cstr(vm, "_attach") : NULL;
    if (!ka || dict_set_str(vm, m->dict, ka, v_obj(at)) < 0) goto done;
    /* A method: bound to the instance when read through it. */
    Native *nx = native_new(vm, "__next__", f_next, 0, 0, NATIVE_METHOD);
    Str *kn = nx ? str_intern_cstr(vm, "_next") : NULL;
    if (!kn || dict_set_str(vm, m->dict, kn, v_obj(nx)) < 0) goto done;
    Native *cb = native_new(vm, "_combinatoric", f_combinatoric, 3, 3, 0);
    Str *kc = cb ? str_intern_cstr(vm, "_combinatoric") : NULL;
    if (!kc || dict_set_str(vm, m->dict, kc, v_obj(cb)) < 0) goto done;
    if (module_exec_frozen(vm, m, "_itertools") < 0) goto done;
    if (dict_del(vm, m->dict, v_obj(kn)) < 0) goto done;
    if (finish_module(vm, m) < 0) goto done;
    result = m;
done:
    gc_pop(vm, 1);
    return result;
}
