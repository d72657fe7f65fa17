/* Tuples, and the sequence helpers shared with lists. */
#include "rt.h"
#include "names.h"

/* The empty tuple is one object, as in CPython: every () a snippet gets
 * (t[5:], tuple([]), () * 3) `is` every other. */
Tuple *tuple_new(VM *vm, size_t n) {
    if (n == 0 && vm->empty_tuple) return vm->empty_tuple;
    if (n > ((size_t)1 << 40)) {
        rt_halt(vm, HALT_MEMORY);
        return NULL;
    }
    Tuple *t = obj_alloc(vm, OK_TUPLE, sizeof(Tuple) + n * sizeof(Value));
    if (!t) return NULL;
    t->len = n;
    t->hash = -1;
    for (size_t i = 0; i < n; i++) t->items[i] = VNONE;
    return t;
}

Value tuple_pack(VM *vm, size_t n, const Value *items) {
    if (n == 0 && vm->empty_tuple) return v_obj(vm->empty_tuple);
    if (n > ((size_t)1 << 40)) {
        rt_halt(vm, HALT_MEMORY);
        return VEXC;
    }
    /* Every field written here: the block needs no zeroing first. */
    Tuple *t = obj_alloc_uninit(vm, OK_TUPLE, sizeof(Tuple) + n * sizeof(Value));
    if (!t) return VEXC;
    t->hash = -1;
    t->len = n;
    if (n) mem_copy(t->items, items, n * sizeof(Value));
    return v_obj(t);
}

Value seq_repr(VM *vm, const char *open, const char *close, size_t n, const Value *items) {
    StrBuf b;
    sb_init(&b, vm);
    sb_adds(&b, open);
    for (size_t i = 0; i < n; i++) {
        if (i) sb_add(&b, ", ", 2);
        Value r = obj_repr(vm, items[i]);
        if (IS_EXC(r)) {
            sb_free(&b);
            return VEXC;
        }
        if (!rt_charge_repr(vm, r)) {
            sb_free(&b);
            return VEXC;
        }
        sb_addstr(&b, AS_STR(r));
    }
    sb_adds(&b, close);
    return sb_finish(&b);
}

Tuple *tuple_unwrap(Value v) {
    if (!IS_OBJ(v)) return NULL;
    Obj *o = AS_OBJ(v);
    if (o->kind == OK_TUPLE) return (Tuple *)o;
    if (o->kind == OK_INSTANCE && IS_TUPLE(((Instance *)o)->builtin_value))
        return AS_TUPLE(((Instance *)o)->builtin_value);
    return NULL;
}

/* The tuple a method or slot works on: self, or the tuple inside an
 * instance of a subclass. */
static Tuple *self_tuple(VM *vm, Value self) {
    Tuple *t = tuple_unwrap(self);
    if (!t) exc_raise(vm, EXC_TypeError, "descriptor for 'tuple' objects doesn't apply to a '%s' object",
                      type_name(vm, self));
    return t;
}

#define SELF_TUPLE(t)                  \
    Tuple *t = self_tuple(vm, self);   \
    if (!t) return VEXC

static Value tuple_repr(VM *vm, Value self) {
    SELF_TUPLE(t);
    self = v_obj(t);
    if (t->len == 0) return str_cvalue(vm, "()");
    if (!repr_enter(vm, AS_OBJ(self))) return str_cvalue(vm, "(...)");
    Value r = t->len == 1 ? seq_repr(vm, "(", ",)", 1, t->items) : seq_repr(vm, "(", ")", t->len, t->items);
    repr_leave(vm, AS_OBJ(self));
    return r;
}

/* CPython's tuple hash (an xxHash-style accumulation of item hashes). */
static int tuple_hash(VM *vm, Value self, int64_t *out) {
    Tuple *t = self_tuple(vm, self);
    if (!t) return -1;
    if (t->hash != -1) {
        *out = t->hash;
        return 0;
    }
    const uint64_t P1 = 11400714785074694791ULL, P2 = 14029467366897019727ULL,
                   P5 = 2870177450012600261ULL;
    uint64_t acc = P5;
    for (size_t i = 0; i < t->len; i++) {
        int64_t h;
        if (obj_hash(vm, t->items[i], &h) < 0) return -1;
        acc += (uint64_t)h * P2;
        acc = (acc << 31) | (acc >> 33);
        acc *= P1;
    }
    acc += t->len ^ (P5 ^ 3527539UL);
    if (acc == (uint64_t)-1) acc = 1546275796;
    /* A template's shared tuple is not written (clone.c): one holding
     * objects hashed by identity, which each VM hands out, is hashed
     * again each time. */
    if (!(t->h.flags & OBJ_SHARED)) t->hash = (int64_t)acc;
    *out = (int64_t)acc;
    return 0;
}

/* The items and length of a list or tuple, read afresh. */
static inline const Value *seq_items(Value v, size_t *n) {
    if (IS_LIST(v)) {
        *n = AS_LIST(v)->len;
        return AS_LIST(v)->items;
    }
    *n = AS_TUPLE(v)->len;
    return AS_TUPLE(v)->items;
}

/* A value whose == cannot run user code. */
static inline bool plain_eq_value(Value v) { return !IS_OBJ(v) || IS_STR(v) || IS_BIGINT(v); }

Value seq_richcmp(VM *vm, Value a, Value b, int op) {
    /* Each comparison of two sequences is charged (sorting or comparing
     * lists of lists makes many). */
    if (!rt_charge(vm, 1)) return VEXC;
    size_t rs = gc_scope(vm);
    gc_push(vm, a);
    gc_push(vm, b);
    size_t na, nb, i = 0;
    const Value *x = seq_items(a, &na), *y = seq_items(b, &nb);
    Value r;
    for (; i < na && i < nb; i++) {
        Value p = x[i], q = y[i];
        int e;
        /* Equal items of plain values run no call that would charge the
         * walk over a long equal prefix: charge it here. */
        if ((i & 63) == 63 && !rt_charge(vm, 8)) {
            r = VEXC;
            goto done;
        }
        if (plain_eq_value(p) && plain_eq_value(q)) {
            e = obj_eq(vm, p, q);
        } else {
            /* User __eq__ may change either list: hold the pair, then
             * re-read both lengths and item arrays. A nested container's
             * comparison is a call of its own: charged one unit. */
            if (!rt_charge(vm, 1)) {
                r = VEXC;
                goto done;
            }
            size_t hold = gc_scope(vm);
            gc_push(vm, p);
            gc_push(vm, q);
            e = obj_eq(vm, p, q);
            gc_unscope(vm, hold);
            x = seq_items(a, &na);
            y = seq_items(b, &nb);
        }
        if (e < 0) { r = VEXC; goto done; }
        if (!e) break;
    }
    if (i >= na || i >= nb) {
        int64_t c = (int64_t)na - (int64_t)nb;
        switch (op) {
        case CO_LT: r = v_bool(c < 0); break;
        case CO_LE: r = v_bool(c <= 0); break;
        case CO_EQ: r = v_bool(c == 0); break;
        case CO_NE: r = v_bool(c != 0); break;
        case CO_GT: r = v_bool(c > 0); break;
        default: r = v_bool(c >= 0); break;
        }
    } else if (op == CO_EQ) {
        r = v_bool(false);
    } else if (op == CO_NE) {
        r = v_bool(true);
    } else {
        /* The first differing pair decides, read again as CPython does. */
        Value p = x[i], q = y[i];
        gc_push(vm, p);
        gc_push(vm, q);
        r = obj_compare(vm, p, q, (CmpOp)op);
    }
done:
    gc_unscope(vm, rs);
    return r;
}

static Value tuple_richcmp(VM *vm, Value a, Value b, int op) {
    Tuple *x = tuple_unwrap(a), *y = tuple_unwrap(b);
    if (!x || !y) return v_notimpl();
    return seq_richcmp(vm, v_obj(x), v_obj(y), op);
}

static Value tuple_iter(VM *vm, Value self) {
    SELF_TUPLE(t);
    Iter *it = iter_new(vm, IT_SEQ, v_obj(t));
    return it ? v_obj(it) : VEXC;
}

static int64_t tuple_len(VM *vm, Value self) {
    Tuple *t = self_tuple(vm, self);
    return t ? (int64_t)t->len : -1;
}

bool seq_index_value(VM *vm, Value key, int64_t *out) {
    bool ov;
    if (IS_INT(key)) *out = AS_INT(key);
    else if (IS_BOOL(key)) *out = AS_BOOL(key);
    else if (IS_BIGINT(key)) {
        exc_raise(vm, EXC_IndexError, "cannot fit 'int' into an index-sized integer");
        return false;
    } else if (!obj_index(vm, key, out, &ov)) {
        return false;
    } else if (ov) {
        exc_raise(vm, EXC_IndexError, "cannot fit 'int' into an index-sized integer");
        return false;
    }
    return true;
}

bool seq_index_fit(VM *vm, int64_t i, int64_t len, int64_t *out, const char *what) {
    if (i < 0) i += len;
    if (i < 0 || i >= len) {
        exc_raise(vm, EXC_IndexError, "%s index out of range", what);
        return false;
    }
    *out = i;
    return true;
}

bool seq_index(VM *vm, Value key, int64_t n, int64_t *out, const char *what) {
    int64_t i;
    return seq_index_value(vm, key, &i) && seq_index_fit(vm, i, n, out, what);
}

static Value tuple_getitem(VM *vm, Value self, Value key) {
    SELF_TUPLE(t);
    if (IS_KIND(key, OK_SLICE)) {
        int64_t start, stop, step, n;
        if (!slice_indices(vm, (Slice *)AS_OBJ(key), (int64_t)t->len, &start, &stop, &step, &n)) return VEXC;
        /* A whole slice of a subclass instance is its plain tuple. */
        if (step == 1 && n == (int64_t)t->len) return v_obj(t);
        Tuple *r = tuple_new(vm, (size_t)n);
        if (!r) return VEXC;
        for (int64_t i = 0; i < n; i++) r->items[i] = t->items[start + i * step];
        if (!rt_charge(vm, n / 8)) return VEXC;
        return v_obj(r);
    }
    if (!obj_has_index(vm, key))
        return exc_raise(vm, EXC_TypeError, "tuple indices must be integers or slices, not %s", type_name(vm, key));
    int64_t i;
    if (!seq_index(vm, key, (int64_t)t->len, &i, "tuple")) return VEXC;
    return t->items[i];
}

static int tuple_contains(VM *vm, Value self, Value item) {
    Tuple *t = self_tuple(vm, self);
    if (!t) return -1;
    for (size_t i = 0; i < t->len; i++) {
        int e = obj_eq(vm, t->items[i], item);
        if (e) return e;
    }
    if (!rt_charge(vm, (int64_t)t->len / 8)) return -1;
    return 0;
}

/* n copies of `count` items, size-checked before allocating. */
bool seq_repeat_count(VM *vm, Value nv, size_t len, int64_t *count) {
    int64_t n;
    if (IS_INT(nv)) n = AS_INT(nv);
    else if (IS_BOOL(nv)) n = AS_BOOL(nv);
    else if (IS_BIGINT(nv)) {
        if (int_sign(nv) < 0) { *count = 0; return true; }
        if (len == 0) { *count = 0; return true; }
        exc_raise(vm, EXC_OverflowError, "cannot fit 'int' into an index-sized integer");
        return false;
    } else return false;
    if (n < 0) n = 0;
    if (len && (uint64_t)n > ((uint64_t)1 << 40) / len) {
        rt_halt(vm, HALT_MEMORY);
        return false;
    }
    if (!mem_would_fit(vm, (size_t)n * len * sizeof(Value))) return false;
    *count = n;
    return true;
}

static Value tuple_binop(VM *vm, int op, Value a, Value b, bool inplace) {
    /* Subclass instances take part through their tuples; the results are
     * plain tuples. */
    Tuple *ta = tuple_unwrap(a), *tb = tuple_unwrap(b);
    if (op == BO_ADD && ta && tb) {
        Tuple *x = ta, *y = tb;
        if (y->len == 0) return v_obj(x);
        if (x->len == 0) return v_obj(y);
        Tuple *r = tuple_new(vm, x->len + y->len);
        if (!r) return VEXC;
        mem_copy(r->items, x->items, x->len * sizeof(Value));
        mem_copy(r->items + x->len, y->items, y->len * sizeof(Value));
        if (!rt_charge(vm, (int64_t)r->len / 8)) return VEXC;
        return v_obj(r);
    }
    if (op == BO_MUL) {
        Tuple *x = ta ? ta : tb;
        Value nv = ta ? b : a;
        if (!x || !(IS_INT(nv) || IS_BOOL(nv) || IS_BIGINT(nv))) return v_notimpl();
        int64_t n;
        if (!seq_repeat_count(vm, nv, x->len, &n)) return VEXC;
        if (n == 1) return v_obj(x);
        size_t total = x->len * (size_t)n;
        if (!rt_charge(vm, (int64_t)total / 8)) return VEXC;
        Tuple *r = tuple_new(vm, total);
        if (!r) return VEXC;
        for (int64_t k = 0; k < n; k++) mem_copy(r->items + (size_t)k * x->len, x->items, x->len * sizeof(Value));
        return v_obj(r);
    }
    return v_notimpl();
}

static Value m_tuple_count(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_TUPLE(t);
    int64_t c = 0;
    for (size_t i = 0; i < t->len; i++) {
        if ((i & 63) == 63 && !rt_charge(vm, 8)) return VEXC;
        int e = obj_eq(vm, t->items[i], argv[0]);
        if (e < 0) return VEXC;
        c += e;
    }
    return v_int(c);
}

bool seq_range_args(VM *vm, int argc, const Value *argv, int first, int64_t *start, int64_t *stop) {
    *start = 0;
    *stop = INT64_MAX;
    for (int k = 0; k < 2; k++) {
        if (argc <= first + k) break;
        Value v = argv[first + k];
        int64_t x;
        bool ov;
        if (IS_NONE(v)) continue;
        if (!obj_index(vm, v, &x, &ov)) return false;
        if (k == 0) *start = x; else *stop = x;
    }
    return true;
}

void seq_range_fit(int64_t len, int64_t *start, int64_t *stop) {
    int64_t *ends[2] = {start, stop};
    for (int k = 0; k < 2; k++) {
        int64_t x = *ends[k];
        if (x < 0) { x += len; if (x < 0) x = 0; }
        if (x > len) x = len;
        *ends[k] = x;
    }
}

static Value m_tuple_index(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_TUPLE(t);
    int64_t start, stop;
    if (!seq_range_args(vm, argc, argv, 1, &start, &stop)) return VEXC;
    seq_range_fit((int64_t)t->len, &start, &stop);
    for (int64_t i = start; i < stop; i++) {
        if ((i & 63) == 63 && !rt_charge(vm, 8)) return VEXC;
        int e = obj_eq(vm, t->items[i], argv[0]);
        if (e < 0) return VEXC;
        if (e) return v_int(i);
    }
    return exc_raise(vm, EXC_ValueError, "tuple.index(x): x not in tuple");
}

/* tuple(iterable), and T(iterable) for a subclass T without __new__: an
 * instance wrapping the tuple. */
static Value tuple_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    if (!arg_nokw(vm, "tuple", kwnames)) return VEXC;
    if (argc > 1) return exc_raise(vm, EXC_TypeError, "tuple expected at most 1 argument, got %d", argc);
    bool sub = IS_TYPE(cls) && AS_TYPE(cls) != vm->types[OK_TUPLE];
    Value r;
    if (argc == 0) {
        r = v_obj(vm->empty_tuple);
    } else if (IS_TUPLE(argv[0])) {
        r = argv[0];
    } else {
        List *l = rt_list_from_iter(vm, argv[0]);
        if (!l) return VEXC;
        r = tuple_pack(vm, l->len, l->items);
        if (IS_EXC(r)) return r;
    }
    return sub ? rt_wrap_builtin(vm, AS_TYPE(cls), r) : r;
}

/* tuple.__new__(cls, iterable=()): what a subclass's own __new__ reaches
 * through super().__new__(cls, ...) or tuple.__new__(cls, ...). */
static Value m_tuple_new(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Type *cls = rt_new_cls(vm, self, &argc, &argv, vm->types[OK_TUPLE]);
    if (!cls) return VEXC;
    return tuple_ctor(vm, v_obj(cls), argc, argv, kw);
}

/* The special methods, as CPython's slot wrappers: what tuple.__len__(x),
 * super().__getitem__(i) and the like reach from a subclass. */
static Value m_dlen(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_TUPLE(t);
    return v_int((int64_t)t->len);
}

static Value m_diter(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return tuple_iter(vm, self); }

static Value m_dgetitem(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return tuple_getitem(vm, self, argv[0]);
}

static Value m_dcontains(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int r = tuple_contains(vm, self, argv[0]);
    return r < 0 ? VEXC : v_bool(r);
}

static Value m_drepr(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return tuple_repr(vm, self); }

static Value m_dhash(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int64_t h;
    return tuple_hash(vm, self, &h) < 0 ? VEXC : v_int(h);
}

#define TUPLE_CMP(fname, op)                                                             \
    static Value fname(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {     \
        SELF_TUPLE(t);                                                                   \
        return tuple_richcmp(vm, self, argv[0], op);                                     \
    }
TUPLE_CMP(m_deq, CO_EQ)
TUPLE_CMP(m_dne, CO_NE)
TUPLE_CMP(m_dlt, CO_LT)
TUPLE_CMP(m_dle, CO_LE)
TUPLE_CMP(m_dgt, CO_GT)
TUPLE_CMP(m_dge, CO_GE)

static Value m_dadd(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_TUPLE(t);
    Value r = tuple_binop(vm, BO_ADD, self, argv[0], false);
    if (r.tag != VT_NOTIMPL) return r;
    return exc_raise(vm, EXC_TypeError, "can only concatenate tuple (not \"%s\") to tuple",
                     type_tpname(type_of(vm, argv[0])));
}

static Value m_dmul(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_TUPLE(t);
    /* The count first (CPython's wrap_indexargfunc): __index__ may run. */
    int64_t k;
    if (!rt_repeat_count(vm, argv[0], &k)) return VEXC;
    return tuple_binop(vm, BO_MUL, self, v_int(k), false);
}

static const MethodDef tuple_methods[] = {
    {"__len__", m_dlen, 0, 0, 0},
    {"__iter__", m_diter, 0, 0, 0},
    {"__getitem__", m_dgetitem, 1, 1, 0},
    {"__contains__", m_dcontains, 1, 1, 0},
    {"__repr__", m_drepr, 0, 0, 0},
    {"__hash__", m_dhash, 0, 0, 0},
    {"__eq__", m_deq, 1, 1, 0},
    {"__ne__", m_dne, 1, 1, 0},
    {"__lt__", m_dlt, 1, 1, 0},
    {"__le__", m_dle, 1, 1, 0},
    {"__gt__", m_dgt, 1, 1, 0},
    {"__ge__", m_dge, 1, 1, 0},
    {"__add__", m_dadd, 1, 1, 0},
    {"__mul__", m_dmul, 1, 1, 0},
    {"__rmul__", m_dmul, 1, 1, 0},
    {"__new__", m_tuple_new, 0, -1, NATIVE_KW},
    {"count", m_tuple_count, 1, 1, 0},
    {"index", m_tuple_index, 1, 3, 0},
    {NULL, NULL, 0, 0, 0},
};

void tuple_init(VM *vm) {
    Type *t = vm->types[OK_TUPLE];
    t->slots.repr = tuple_repr;
    t->slots.hash = tuple_hash;
    t->slots.richcmp = tuple_richcmp;
    t->slots.iter = tuple_iter;
    t->slots.len = tuple_len;
    t->slots.getitem = tuple_getitem;
    t->slots.contains = tuple_contains;
    t->slots.binop = tuple_binop;
    t->ctor = tuple_ctor;
    type_add_methods(vm, t, tuple_methods);
}
