/* range objects and the built-in iterators (sequence, range, dict, set,
 * enumerate, zip, map, filter, reversed, callable and __getitem__). */
#include "rt.h"
#include "names.h"

/* ---- range ------------------------------------------------------------ */

/* Item i of a range (0 <= i < len): it fits in int64 even when i * step
 * alone does not, so the sum is formed in unsigned arithmetic. */
int64_t range_item(const Range *r, int64_t i) {
    return (int64_t)((uint64_t)r->start + (uint64_t)i * (uint64_t)r->step);
}

static int64_t range_len_of(int64_t start, int64_t stop, int64_t step) {
    if (step > 0 && start < stop) return (int64_t)(((uint64_t)stop - (uint64_t)start - 1) / (uint64_t)step + 1);
    /* -step as an unsigned value: INT64_MIN has no int64 negation. */
    if (step < 0 && start > stop)
        return (int64_t)(((uint64_t)start - (uint64_t)stop - 1) / ((uint64_t)0 - (uint64_t)step) + 1);
    return 0;
}

/* Ranges hold 64-bit bounds and a length that fits in int64: past that,
 * OverflowError, as CPython gives for len() of such a range. */
static Value range_too_large(VM *vm) {
    return exc_raise(vm, EXC_OverflowError, "Python int too large to convert to C ssize_t");
}

Value range_new(VM *vm, int64_t start, int64_t stop, int64_t step) {
    int64_t len = range_len_of(start, stop, step);
    if (len < 0) return range_too_large(vm);
    Range *r = obj_alloc(vm, OK_RANGE, sizeof(Range));
    if (!r) return VEXC;
    r->start = start;
    r->stop = stop;
    r->step = step;
    r->len = len;
    return v_obj(r);
}

static bool range_arg(VM *vm, Value v, int64_t *out) {
    bool ov;
    if (IS_FLOAT(v) || IS_STR(v) || IS_NONE(v)) {
        exc_raise(vm, EXC_TypeError, "'%s' object cannot be interpreted as an integer", type_name(vm, v));
        return false;
    }
    if (!obj_index(vm, v, out, &ov)) return false;
    if (ov) {
        exc_raise(vm, EXC_OverflowError, "Python int too large to convert to C ssize_t");
        return false;
    }
    return true;
}

static Value range_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    if (!arg_nokw(vm, "range", kwnames)) return VEXC;
    int64_t a = 0, b = 0, c = 1;
    if (argc == 1) {
        if (!range_arg(vm, argv[0], &b)) return VEXC;
    } else if (argc == 2 || argc == 3) {
        if (!range_arg(vm, argv[0], &a) || !range_arg(vm, argv[1], &b)) return VEXC;
        if (argc == 3) {
            if (!range_arg(vm, argv[2], &c)) return VEXC;
            if (c == 0) return exc_raise(vm, EXC_ValueError, "range() arg 3 must not be zero");
        }
    } else if (argc == 0) {
        return exc_raise(vm, EXC_TypeError, "range expected at least 1 argument, got 0");
    } else {
        return exc_raise(vm, EXC_TypeError, "range expected at most 3 arguments, got %d", argc);
    }
    return range_new(vm, a, b, c);
}

static Value range_repr(VM *vm, Value self) {
    Range *r = AS_RANGE(self);
    StrBuf b;
    sb_init(&b, vm);
    if (r->step == 1) sb_addf(&b, "range(%lld, %lld)", (long long)r->start, (long long)r->stop);
    else sb_addf(&b, "range(%lld, %lld, %lld)", (long long)r->start, (long long)r->stop, (long long)r->step);
    return sb_finish(&b);
}

static int64_t range_len(VM *vm, Value self) { return AS_RANGE(self)->len; }

static Value range_getitem(VM *vm, Value self, Value key) {
    Range *r = AS_RANGE(self);
    if (IS_KIND(key, OK_SLICE)) {
        int64_t start, stop, step, n;
        if (!slice_indices(vm, (Slice *)AS_OBJ(key), r->len, &start, &stop, &step, &n)) return VEXC;
        /* As CPython: the new bounds are the old range at the slice's
         * resolved start and stop. In 128 bits: they can leave int64. */
        __int128 ns = (__int128)r->start + (__int128)start * r->step;
        __int128 nstep = (__int128)r->step * step;
        __int128 nstop = (__int128)r->start + (__int128)stop * r->step;
        (void)n; /* the new range's length follows from its bounds */
        if (ns != (int64_t)ns || nstep != (int64_t)nstep || nstop != (int64_t)nstop) return range_too_large(vm);
        return range_new(vm, (int64_t)ns, (int64_t)nstop, (int64_t)nstep);
    }
    if (IS_FLOAT(key) || IS_STR(key) || IS_NONE(key))
        return exc_raise(vm, EXC_TypeError, "range indices must be integers or slices, not %s", type_name(vm, key));
    int64_t i;
    if (!seq_index(vm, key, r->len, &i, "range object")) return VEXC;
    return v_int(range_item(r, i));
}

static int range_contains(VM *vm, Value self, Value item) {
    Range *r = AS_RANGE(self);
    if (IS_INT(item) || IS_BOOL(item)) {
        int64_t x = IS_INT(item) ? AS_INT(item) : AS_BOOL(item);
        if (r->step > 0 ? (x < r->start || x >= r->stop) : (x > r->start || x <= r->stop)) return 0;
        return ((__int128)x - r->start) % r->step == 0;
    }
    for (int64_t i = 0; i < r->len; i++) {
        int e = obj_eq(vm, v_int(range_item(r, i)), item);
        if (e) return e;
        if ((i & 63) == 63 && !rt_charge(vm, 8)) return -1;
    }
    return 0;
}

static Value range_richcmp(VM *vm, Value a, Value b, int op) {
    if (!IS_KIND(a, OK_RANGE) || !IS_KIND(b, OK_RANGE) || (op != CO_EQ && op != CO_NE)) return v_notimpl();
    Range *x = AS_RANGE(a), *y = AS_RANGE(b);
    bool eq = x->len == y->len && (x->len == 0 || (x->start == y->start && (x->len == 1 || x->step == y->step)));
    return v_bool(op == CO_EQ ? eq : !eq);
}

static Value range_iter(VM *vm, Value self) {
    Iter *it = iter_new(vm, IT_RANGE, self);
    return it ? v_obj(it) : VEXC;
}

static int range_hash(VM *vm, Value self, int64_t *out) {
    Range *r = AS_RANGE(self);
    Value t[3] = {v_int(r->len), r->len ? v_int(r->start) : VNONE, r->len > 1 ? v_int(r->step) : VNONE};
    Value tup = tuple_pack(vm, 3, t);
    if (IS_EXC(tup)) return -1;
    return obj_hash(vm, tup, out);
}

static Value m_range_index(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Range *r = AS_RANGE(self);
    int c = range_contains(vm, self, argv[0]);
    if (c < 0) return VEXC;
    if (!c) return exc_raise(vm, EXC_ValueError, "%R is not in range", argv[0]);
    if (IS_INT(argv[0])) return v_int((int64_t)(((__int128)AS_INT(argv[0]) - r->start) / r->step));
    for (int64_t i = 0; i < r->len; i++) {
        int e = obj_eq(vm, v_int(range_item(r, i)), argv[0]);
        if (e < 0) return VEXC;
        if (e) return v_int(i);
    }
    return exc_raise(vm, EXC_ValueError, "%R is not in range", argv[0]);
}

static Value m_range_count(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int c = range_contains(vm, self, argv[0]);
    return c < 0 ? VEXC : v_int(c);
}

static const MethodDef range_methods[] = {
    {"index", m_range_index, 1, 1, 0},
    {"count", m_range_count, 1, 1, 0},
    {NULL, NULL, 0, 0, 0},
};

/* ---- iterator objects --------------------------------------------------- */

/* Which of CPython's iterator types an iterator of `kind` over `src` is.
 * Native iterators that are not callable_iterator set their own. */
static IterTypeName iter_type_name(IterKind kind, Value src) {
    switch (kind) {
    case IT_SEQ:
        if (IS_LIST(src)) return ITN_LIST;
        if (IS_TUPLE(src)) return ITN_TUPLE;
        if (IS_STR(src)) return AS_STR(src)->clen == AS_STR(src)->blen ? ITN_STR_ASCII : ITN_STR;
        return ITN_ITERATOR;
    case IT_RANGE: return ITN_RANGE;
    case IT_DICT_KEYS: return ITN_DICT_KEYS;
    case IT_DICT_VALUES: return ITN_DICT_VALUES;
    case IT_DICT_ITEMS: return ITN_DICT_ITEMS;
    case IT_SET: return ITN_SET;
    case IT_ENUMERATE: return ITN_ENUMERATE;
    case IT_ZIP: return ITN_ZIP;
    case IT_MAP: return ITN_MAP;
    case IT_FILTER: return ITN_FILTER;
    case IT_REVERSED:
        if (IS_LIST(src)) return ITN_LIST_REVERSE;
        if (IS_KIND(src, OK_RANGE)) return ITN_RANGE;
        return ITN_REVERSED;
    case IT_CALLABLE: return ITN_CALLABLE;
    case IT_GETITEM: return ITN_ITERATOR;
    case IT_BYTES: return IS_KIND(src, OK_BYTEARRAY) ? ITN_BYTEARRAY : ITN_BYTES;
    case IT_NATIVE: return ITN_CALLABLE;
    }
    return ITN_ITERATOR;
}

Iter *iter_new(VM *vm, IterKind kind, Value src) {
    Iter *it = obj_alloc(vm, OK_ITER, sizeof(Iter));
    if (!it) return NULL;
    it->ikind = (uint8_t)kind;
    it->src = src;
    it->aux = VNONE;
    it->extra[0] = VNONE;
    it->extra[1] = VNONE;
    it->tname = (uint8_t)iter_type_name(kind, src);
    switch (kind) {
    case IT_RANGE: {
        Range *r = AS_RANGE(src);
        it->pos = r->start;
        it->step = r->step;
        it->end = r->len;
        break;
    }
    case IT_DICT_KEYS: case IT_DICT_VALUES: case IT_DICT_ITEMS:
        it->version = AS_DICT(src)->version;
        it->end = (int64_t)AS_DICT(src)->used;
        break;
    case IT_SET:
        it->version = AS_SET(src)->version;
        it->end = (int64_t)AS_SET(src)->used;
        break;
    default:
        break;
    }
    return it;
}

static Value one_char(VM *vm, Str *s, int64_t *pos) {
    size_t p = (size_t)*pos;
    unsigned char c = (unsigned char)s->data[p];
    if (c < 0x80) {
        *pos = (int64_t)p + 1;
        if (vm->char_cache[c]) return v_obj(vm->char_cache[c]);
        return str_value(vm, s->data + p, 1);
    }
    size_t q = p;
    utf8_decode(s->data, &q);
    *pos = (int64_t)q;
    return str_value(vm, s->data + p, q - p);
}

static Value zip_next(VM *vm, Iter *it) {
    Tuple *its = AS_TUPLE(it->aux);
    size_t n = its->len;
    if (n == 0) return VEMPTY;
    Tuple *res = tuple_new(vm, n);
    if (!res) return VEXC;
    /* A nested next() of this zip from user code may exhaust it and drop
     * its tuple of iterators: hold the one being walked. */
    size_t rs = gc_scope(vm);
    gc_push(vm, v_obj(its));
    gc_push(vm, v_obj(res));
    for (size_t i = 0; i < n; i++) {
        Value x = obj_next(vm, its->items[i]);
        if (IS_EXC(x)) { gc_unscope(vm, rs); return VEXC; }
        if (IS_EMPTY(x)) {
            if (it->strict) {
                if (i > 0)
                    return exc_raise(vm, EXC_ValueError, "zip() argument %zu is shorter than argument%s%zu",
                                     i + 1, i == 1 ? " " : "s 1-", i);
                for (size_t j = 1; j < n; j++) {
                    Value y = obj_next(vm, its->items[j]);
                    if (IS_EXC(y)) { gc_unscope(vm, rs); return VEXC; }
                    if (!IS_EMPTY(y)) {
                        gc_unscope(vm, rs);
                        return exc_raise(vm, EXC_ValueError, "zip() argument %zu is longer than argument%s%zu",
                                         j + 1, j == 1 ? " " : "s 1-", j);
                    }
                }
            }
            gc_unscope(vm, rs);
            it->aux = v_obj(vm->empty_tuple);
            return VEMPTY;
        }
        res->items[i] = x;
    }
    gc_unscope(vm, rs);
    return v_obj(res);
}

/* map(f, *iterables): every item stays rooted while the next iterator and
 * then f (user code) run. */
static Value map_next(VM *vm, Iter *it) {
    Tuple *its = AS_TUPLE(it->src);
    size_t n = its->len;
    size_t rs = gc_scope(vm);
    Value small[8];
    Value *argv = small;
    if (n > 8) {
        Tuple *t = tuple_new(vm, n);
        if (!t) return VEXC;
        gc_push(vm, v_obj(t));
        argv = t->items;
    }
    for (size_t i = 0; i < n; i++) {
        Value x = obj_next(vm, its->items[i]);
        if (IS_EXC(x) || IS_EMPTY(x)) {
            gc_unscope(vm, rs);
            return x;
        }
        argv[i] = x;
        if (argv == small) gc_push(vm, x);
    }
    Value r = rt_call(vm, it->aux, (int)n, argv, NULL);
    gc_unscope(vm, rs);
    return r;
}

/* filter(f, iterable): the item is returned after user code ran (f, and
 * __bool__ of its result or of the item): hold it meanwhile. */
static Value filter_next(VM *vm, Iter *it) {
    for (;;) {
        Value x = obj_next(vm, it->src);
        if (IS_EXC(x) || IS_EMPTY(x)) return x;
        size_t rs = gc_scope(vm);
        gc_push(vm, x);
        int t;
        if (IS_NONE(it->aux)) {
            t = obj_truthy(vm, x);
        } else {
            Value r = rt_call1(vm, it->aux, x);
            t = IS_EXC(r) ? -1 : obj_truthy(vm, r);
        }
        gc_unscope(vm, rs);
        if (t < 0) return VEXC;
        if (t) return x;
        if (!rt_charge(vm, 1)) return VEXC;
    }
}

Value iter_next_raw(VM *vm, Iter *it) {
    switch ((IterKind)it->ikind) {
    case IT_SEQ: {
        Value s = it->src;
        if (IS_LIST(s)) {
            List *l = AS_LIST(s);
            if ((size_t)it->pos < l->len) return l->items[it->pos++];
        } else if (IS_TUPLE(s)) {
            Tuple *t = AS_TUPLE(s);
            if ((size_t)it->pos < t->len) return t->items[it->pos++];
        } else if (IS_STR(s)) {
            Str *st = AS_STR(s);
            if ((size_t)it->pos < st->blen) return one_char(vm, st, &it->pos);
        }
        it->src = VNONE;
        return VEMPTY;
    }
    case IT_RANGE:
        if (it->end <= 0) return VEMPTY;
        it->end--;
        {
            int64_t v = it->pos;
            /* Past the last item the position may leave int64: it is never
             * read then, so it may wrap (unsigned arithmetic). */
            it->pos = (int64_t)((uint64_t)it->pos + (uint64_t)it->step);
            return v_int(v);
        }
    case IT_DICT_KEYS: case IT_DICT_VALUES: case IT_DICT_ITEMS: {
        if (!IS_DICT(it->src)) return VEMPTY;
        Dict *d = AS_DICT(it->src);
        if (d->used != (size_t)it->end) {
            it->end = -1;
            return exc_raise(vm, EXC_RuntimeError, "dictionary changed size during iteration");
        }
        if (d->version != it->version && it->step == 0) {
            /* Keys replaced in place keep the size; CPython only checks size
             * for this message, and iteration stays in bounds. */
        }
        size_t pos = (size_t)it->pos;
        Value k, v;
        if (!dict_next(d, &pos, &k, &v)) {
            it->src = VNONE;
            return VEMPTY;
        }
        it->pos = (int64_t)pos;
        if (it->ikind == IT_DICT_KEYS) return k;
        if (it->ikind == IT_DICT_VALUES) return v;
        Value kv[2] = {k, v};
        return tuple_pack(vm, 2, kv);
    }
    case IT_SET: {
        if (!IS_OBJ(it->src) || (OBJ_KIND(it->src) != OK_SET && OBJ_KIND(it->src) != OK_FROZENSET)) return VEMPTY;
        Set *s = AS_SET(it->src);
        if (s->used != (size_t)it->end) {
            it->end = -1;
            return exc_raise(vm, EXC_RuntimeError, "Set changed size during iteration");
        }
        size_t pos = (size_t)it->pos;
        Value k;
        if (!set_next(s, &pos, &k)) {
            it->src = VNONE;
            return VEMPTY;
        }
        it->pos = (int64_t)pos;
        return k;
    }
    case IT_ENUMERATE: {
        Value x = obj_next(vm, it->src);
        if (IS_EXC(x) || IS_EMPTY(x)) return x;
        Value kv[2] = {IS_EMPTY(it->aux) ? v_int(it->pos) : it->aux, x};
        if (IS_EMPTY(it->aux) && it->pos < INT64_MAX) {
            it->pos++;
        } else {
            /* Past INT64_MAX the count goes on as a big int in aux. */
            Value n = int_binop(vm, BO_ADD, kv[0], v_int(1));
            if (IS_EXC(n)) return n;
            it->aux = n;
        }
        return tuple_pack(vm, 2, kv);
    }
    case IT_ZIP:
        return zip_next(vm, it);
    case IT_MAP:
        return map_next(vm, it);
    case IT_FILTER:
        return filter_next(vm, it);
    case IT_REVERSED: {
        if (it->pos < 0) return VEMPTY;
        Value s = it->src;
        int64_t i = it->pos--;
        if (IS_LIST(s)) {
            if ((size_t)i < AS_LIST(s)->len) return AS_LIST(s)->items[i];
            it->pos = -1;
            return VEMPTY;
        }
        if (IS_TUPLE(s)) return AS_TUPLE(s)->items[i];
        if (IS_KIND(s, OK_RANGE)) return v_int(range_item(AS_RANGE(s), i));
        if (IS_STR(s)) return str_getitem(vm, AS_STR(s), v_int(i));
        /* As CPython: an IndexError or StopIteration (the sequence shrank
         * meanwhile) ends the iteration. */
        Value r = obj_getitem(vm, s, v_int(i));
        if (IS_EXC(r) && !vm->halt && (exc_matches(vm, EXC_IndexError) || exc_matches(vm, EXC_StopIteration))) {
            exc_clear(vm);
            it->pos = -1;
            return VEMPTY;
        }
        return r;
    }
    case IT_CALLABLE: {
        if (IS_NONE(it->src)) return VEMPTY;
        /* A nested next() that meets the sentinel drops the callable
         * while it runs: hold it for this call. */
        size_t rs = gc_scope(vm);
        gc_push(vm, it->src);
        Value r = rt_call0(vm, it->src);
        if (IS_EXC(r)) {
            gc_unscope(vm, rs);
            if (exc_matches(vm, EXC_StopIteration)) {
                exc_clear(vm);
                it->src = VNONE;
                return VEMPTY;
            }
            return r;
        }
        /* __eq__, and __bool__ of what it returns, run before r is
         * handed out: hold it. */
        gc_push(vm, r);
        int e = obj_eq(vm, r, it->aux);
        gc_unscope(vm, rs);
        if (e < 0) return VEXC;
        if (e) {
            it->src = VNONE;
            return VEMPTY;
        }
        return r;
    }
    case IT_GETITEM: {
        if (IS_NONE(it->src)) return VEMPTY;
        /* The same for the sequence: a nested next() may drop it. */
        size_t rs = gc_scope(vm);
        gc_push(vm, it->src);
        Value r = obj_getitem(vm, it->src, v_int(it->pos));
        gc_unscope(vm, rs);
        if (IS_EXC(r)) {
            if (exc_matches(vm, EXC_IndexError) || exc_matches(vm, EXC_StopIteration)) {
                exc_clear(vm);
                it->src = VNONE;
                return VEMPTY;
            }
            return r;
        }
        it->pos++;
        return r;
    }
    case IT_BYTES: {
        Bytes *b = (Bytes *)AS_OBJ(it->src);
        if ((size_t)it->pos < b->len) return v_int(b->buf[it->pos++]);
        return VEMPTY;
    }
    case IT_NATIVE:
        return it->step_fn(vm, it);
    }
    return VEMPTY;
}

/* As CPython's tp_iternext: a StopIteration that a callback raised (the
 * function of map(), a __getitem__, an inner iterator) ends the iteration
 * for every consumer, its value kept for `yield from`. */
Value iter_next(VM *vm, Iter *it) {
    Value r = iter_next_raw(vm, it);
    if (IS_EXC(r) && exc_matches(vm, EXC_StopIteration)) {
        ExcObj *e = AS_EXC(vm->exc);
        vm->gen_return = e->args && e->args->len ? e->args->items[0] : VNONE;
        exc_clear(vm);
        return VEMPTY;
    }
    return r;
}

static Value iter_self(VM *vm, Value self) { return self; }

/* The iterator itself, or the one an instance of a subclass (of map,
 * zip, ...) wraps; NULL with TypeError for anything else. */
Iter *iter_unwrap(VM *vm, Value v) {
    if (IS_KIND(v, OK_ITER)) return AS_ITER(v);
    if (IS_INSTANCE(v) && IS_KIND(AS_INSTANCE(v)->builtin_value, OK_ITER))
        return AS_ITER(AS_INSTANCE(v)->builtin_value);
    exc_raise(vm, EXC_TypeError, "'%s' object is not an iterator", type_name(vm, v));
    return NULL;
}

static Value m_iter_next(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Iter *it = iter_unwrap(vm, self);
    if (!it) return VEXC;
    Value r = iter_next(vm, it);
    if (IS_EMPTY(r)) return exc_raise_obj(vm, v_obj(vm->exc_types[EXC_StopIteration]));
    return r;
}

static Value m_iter_iter(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return self; }

static Value m_length_hint(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Iter *it = iter_unwrap(vm, self);
    if (!it) return VEXC;
    if (it->ikind == IT_RANGE) return v_int(it->end > 0 ? it->end : 0);
    if (it->ikind == IT_SEQ && IS_LIST(it->src)) return v_int((int64_t)AS_LIST(it->src)->len - it->pos);
    if (it->ikind == IT_SEQ && IS_TUPLE(it->src)) return v_int((int64_t)AS_TUPLE(it->src)->len - it->pos);
    return v_int(0);
}

static const MethodDef iter_methods[] = {
    {"__next__", m_iter_next, 0, 0, 0},
    {"__iter__", m_iter_iter, 0, 0, 0},
    {"__length_hint__", m_length_hint, 0, 0, 0},
    {NULL, NULL, 0, 0, 0},
};

static Value iter_repr(VM *vm, Value self) {
    /* A subclass's instance: object's repr, module-qualified. */
    if (IS_INSTANCE(self)) return obj_default_repr(vm, self);
    StrBuf b;
    sb_init(&b, vm);
    sb_addf(&b, "<%s object at 0x%llx>", type_tpname(type_of(vm, self)), (unsigned long long)obj_id(vm, AS_OBJ(self)));
    return sb_finish(&b);
}

static void init_iter_type(VM *vm, Type *t) {
    t->slots.iter = iter_self;
    t->slots.repr = iter_repr;
    type_add_methods(vm, t, iter_methods);
}

void iter_init(VM *vm) {
    Type *r = vm->types[OK_RANGE];
    r->slots.repr = range_repr;
    r->slots.len = range_len;
    r->slots.getitem = range_getitem;
    r->slots.contains = range_contains;
    r->slots.richcmp = range_richcmp;
    r->slots.iter = range_iter;
    r->slots.hash = range_hash;
    r->ctor = range_ctor;
    r->tflags |= TF_FINAL;
    type_add_methods(vm, r, range_methods);
    static const char *const names[] = {
#define X(k, n) n,
        SMOL_ITER_TYPES(X)
#undef X
    };
    Type *t = vm->types[OK_ITER];
    init_iter_type(vm, t);
    vm->t_iters[ITN_ITERATOR] = t;
    for (int i = 1; i < ITN__COUNT; i++) {
        Type *it = type_new_builtin(vm, names[i], vm->t_object, OK_ITER);
        if (!it) return;
        it->tflags |= TF_FINAL;
        it->ctor = NULL;
        init_iter_type(vm, it);
        vm->t_iters[i] = it;
    }
}
