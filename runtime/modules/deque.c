/* collections.deque written in C, as CPython's _collections.deque.
 *
 * Layout: a deque is an Instance of the `deque` type (or of a subclass
 * written in Python) whose builtin_value is a Box marked BOX_DEQUE. The
 * box holds a List that nothing else can reach and that serves as the
 * storage: its first DQ_HDR items are the header (ints: where the first
 * item is, the length, maxlen or -1, and the mutation count that
 * iterators and searches compare), the rest a ring buffer of a power of
 * two slots. The List's len covers the whole array, so the collector
 * traces every slot; a free slot holds None. No new object kind is
 * needed, and no *_unwrap of another type takes a deque for one of its
 * own (they look for a List, Tuple, Dict, ... in builtin_value, never for
 * a Box).
 *
 * Callbacks: count, index, remove, `in`, the comparisons and repr run
 * user code (__eq__, __lt__, __repr__, __iter__). Nothing read from the
 * storage is kept across such a call: the header is read again after it,
 * the mutation count is compared as CPython does ("deque mutated during
 * iteration"), and every item held across it is rooted. The storage List
 * of a deque never changes once made, so holding the instance keeps it.
 *
 * Budget: every loop over the items charges the budget; growth goes
 * through the VM's allocator. */
#include <string.h>
#include "runtime/rt.h"
#include "runtime/names.h"

#define DQ_HEAD 0
#define DQ_LEN 1
#define DQ_MAXLEN 2
#define DQ_STATE 3
#define DQ_HDR 4
#define DQ_MINCAP 8
/* Obj.flags of the Box that holds a deque's storage. */
#define BOX_DEQUE 0x1

#define HDR(l, k) ((l)->items[(k)].u.i)
#define DLEN(l) HDR(l, DQ_LEN)
#define DMAX(l) HDR(l, DQ_MAXLEN)
#define DSTATE(l) HDR(l, DQ_STATE)

static Value dq_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames);

static inline size_t dq_mask(const List *l) { return l->len - DQ_HDR - 1; }

/* Slot of logical index i (0 <= i < cap). */
static inline Value *dq_at(List *l, int64_t i) {
    return &l->items[DQ_HDR + (((size_t)HDR(l, DQ_HEAD) + (size_t)i) & dq_mask(l))];
}

static bool is_deque_type(const Type *t) {
    const Tuple *mro = t->mro;
    for (size_t i = 0; mro && i < mro->len; i++) {
        const Type *b = AS_TYPE(mro->items[i]);
        if (!(b->tflags & TF_HEAPTYPE) && b->ctor == dq_ctor) return true;
    }
    return false;
}

static List *storage_new(VM *vm, int64_t maxlen) {
    List *l = list_new(vm, DQ_HDR + DQ_MINCAP);
    if (!l) return NULL;
    l->len = DQ_HDR + DQ_MINCAP;
    for (size_t i = 0; i < l->len; i++) l->items[i] = i < DQ_HDR ? v_int(0) : VNONE;
    DMAX(l) = maxlen;
    return l;
}

/* Give a fresh instance (a subclass's whose __init__ did not run ours
 * yet, or one deque's constructor made) its empty storage. */
static List *attach(VM *vm, Instance *in) {
    List *l = storage_new(vm, -1);
    if (!l) return NULL;
    gc_push(vm, v_obj(l));
    Box *b = obj_alloc(vm, OK_BOX, sizeof(Box));
    gc_pop(vm, 1);
    if (!b) return NULL;
    b->h.flags |= BOX_DEQUE;
    b->v = v_obj(l);
    in->builtin_value = v_obj(b);
    return l;
}

/* The storage of v, a deque or an instance of a subclass; NULL if v is
 * none (no error set). */
static inline List *dq_peek(Value v) {
    if (!IS_INSTANCE(v)) return NULL;
    Value b = AS_INSTANCE(v)->builtin_value;
    if (IS_KIND(b, OK_BOX) && (AS_OBJ(b)->flags & BOX_DEQUE)) return AS_LIST(((Box *)AS_OBJ(b))->v);
    return NULL;
}

static bool is_deque(Value v) {
    return dq_peek(v) || (IS_INSTANCE(v) && IS_EMPTY(AS_INSTANCE(v)->builtin_value) &&
                          is_deque_type(AS_INSTANCE(v)->cls));
}

/* The storage of self, made on first use for an instance of a subclass;
 * NULL with TypeError when self is no deque. */
static __attribute__((noinline)) List *dq_self_slow(VM *vm, Value self) {
    if (IS_INSTANCE(self) && IS_EMPTY(AS_INSTANCE(self)->builtin_value) && is_deque_type(AS_INSTANCE(self)->cls))
        return attach(vm, AS_INSTANCE(self));
    exc_raise(vm, EXC_TypeError, "descriptor requires a 'collections.deque' object but received a '%s'",
              type_name(vm, self));
    return NULL;
}

static inline List *dq_self(VM *vm, Value self) {
    List *l = dq_peek(self);
    return l ? l : dq_self_slow(vm, self);
}

#define SELF_DQ(l)                  \
    List *l = dq_self(vm, self);    \
    if (!l) return VEXC

/* ---- storage ------------------------------------------------------------ */

/* Move the items into an array of ncap slots (a power of two, at least
 * the length), the first item at slot 0. */
static bool resize(VM *vm, List *l, size_t ncap) {
    if (ncap > ((size_t)1 << 36)) {
        rt_halt(vm, HALT_MEMORY);
        return false;
    }
    Value *p = mem_alloc(vm, (DQ_HDR + ncap) * sizeof(Value));
    if (!p) return false;
    size_t n = (size_t)DLEN(l), cap = l->len - DQ_HDR, head = (size_t)HDR(l, DQ_HEAD) & (cap - 1);
    memcpy(p, l->items, DQ_HDR * sizeof(Value));
    size_t first = n < cap - head ? n : cap - head;
    mem_copy(p + DQ_HDR, l->items + DQ_HDR + head, first * sizeof(Value));
    mem_copy(p + DQ_HDR + first, l->items + DQ_HDR, (n - first) * sizeof(Value));
    for (size_t i = n; i < ncap; i++) p[DQ_HDR + i] = VNONE;
    mem_free(vm, l->items, l->cap * sizeof(Value));
    l->items = p;
    l->len = l->cap = DQ_HDR + ncap;
    HDR(l, DQ_HEAD) = 0;
    return rt_charge(vm, (int64_t)(ncap / 16));
}

static inline bool room(VM *vm, List *l) {
    if ((size_t)DLEN(l) < l->len - DQ_HDR) return true;
    return resize(vm, l, (l->len - DQ_HDR) * 2);
}

static inline Value take_left(List *l) {
    Value *s = dq_at(l, 0);
    Value v = *s;
    *s = VNONE;
    HDR(l, DQ_HEAD) = (int64_t)(((size_t)HDR(l, DQ_HEAD) + 1) & dq_mask(l));
    DLEN(l)--;
    return v;
}

static inline Value take_right(List *l) {
    Value *s = dq_at(l, DLEN(l) - 1);
    Value v = *s;
    *s = VNONE;
    DLEN(l)--;
    return v;
}

/* append with maxlen trimming (CPython's deque_append_internal); v must
 * be rooted by the caller (growing may collect). */
static int push_right(VM *vm, List *l, Value v, int64_t maxlen) {
    if (maxlen >= 0 && DLEN(l) >= maxlen) {
        DSTATE(l)++;
        if (maxlen == 0 || DLEN(l) == 0) return 0;
        take_left(l);
    } else {
        if (!room(vm, l)) return -1;
        DSTATE(l)++;
    }
    *dq_at(l, DLEN(l)) = v;
    DLEN(l)++;
    return 0;
}

static int push_left(VM *vm, List *l, Value v, int64_t maxlen) {
    if (maxlen >= 0 && DLEN(l) >= maxlen) {
        DSTATE(l)++;
        if (maxlen == 0 || DLEN(l) == 0) return 0;
        take_right(l);
    } else {
        if (!room(vm, l)) return -1;
        DSTATE(l)++;
    }
    HDR(l, DQ_HEAD) = (int64_t)(((size_t)HDR(l, DQ_HEAD) - 1) & dq_mask(l));
    *dq_at(l, 0) = v;
    DLEN(l)++;
    return 0;
}

static bool clear(VM *vm, List *l) {
    int64_t n = DLEN(l);
    if (n == 0) return true;
    if (!rt_charge(vm, n / 16)) return false;
    size_t cap = l->len - DQ_HDR;
    if (cap > 4 * DQ_MINCAP) {
        Value *p = mem_alloc(vm, (DQ_HDR + DQ_MINCAP) * sizeof(Value));
        if (!p) return false;
        memcpy(p, l->items, DQ_HDR * sizeof(Value));
        mem_free(vm, l->items, l->cap * sizeof(Value));
        l->items = p;
        l->len = l->cap = DQ_HDR + DQ_MINCAP;
        cap = DQ_MINCAP;
    }
    for (size_t i = 0; i < cap; i++) l->items[DQ_HDR + i] = VNONE;
    HDR(l, DQ_HEAD) = 0;
    DLEN(l) = 0;
    DSTATE(l)++;
    return true;
}

/* CPython's _deque_rotate: n steps to the right (left when negative);
 * every rotation of two or more items counts as a mutation. */
static bool rotate(VM *vm, List *l, int64_t n) {
    int64_t len = DLEN(l), half = len >> 1;
    if (len <= 1) return true;
    if (n > half || n < -half) {
        n %= len;
        if (n > half) n -= len;
        else if (n < -half) n += len;
    }
    DSTATE(l)++;
    if (!rt_charge(vm, (n < 0 ? -n : n) / 8)) return false;
    size_t mask = dq_mask(l);
    if ((size_t)len == mask + 1) {
        HDR(l, DQ_HEAD) = (int64_t)(((size_t)HDR(l, DQ_HEAD) - (size_t)n) & mask);
        return true;
    }
    for (; n > 0; n--) {
        Value v = take_right(l);
        HDR(l, DQ_HEAD) = (int64_t)(((size_t)HDR(l, DQ_HEAD) - 1) & mask);
        *dq_at(l, 0) = v;
        DLEN(l)++;
    }
    for (; n < 0; n++) {
        Value v = take_left(l);
        *dq_at(l, DLEN(l)) = v;
        DLEN(l)++;
    }
    return true;
}

/* Remove the item at i (0 <= i < len), moving the shorter side. */
static bool del_item(VM *vm, List *l, int64_t i) {
    int64_t n = DLEN(l);
    if (!rt_charge(vm, (i < n - i ? i : n - i) / 8)) return false;
    DSTATE(l)++;
    if (i < n / 2) {
        for (int64_t k = i; k > 0; k--) *dq_at(l, k) = *dq_at(l, k - 1);
        take_left(l);
    } else {
        for (int64_t k = i; k < n - 1; k++) *dq_at(l, k) = *dq_at(l, k + 1);
        take_right(l);
    }
    return true;
}

/* A list of the items, for repr, self-extension and repetition. */
static List *snapshot(VM *vm, List *l) {
    int64_t n = DLEN(l);
    if (!rt_charge(vm, n / 8)) return NULL;
    List *r = list_new(vm, (size_t)n);
    if (!r) return NULL;
    for (int64_t i = 0; i < n; i++) r->items[i] = *dq_at(l, i);
    r->len = (size_t)n;
    return r;
}

/* ---- extend ------------------------------------------------------------- */

static int extend(VM *vm, Value self, List *l, Value iterable, bool left) {
    size_t rs = gc_scope(vm);
    gc_push(vm, self);
    int rc = -1;
    if (obj_is(iterable, self)) {
        /* Extending a deque by itself takes a list of its items first
         * (CPython's PySequence_List), made by a subclass's own __iter__
         * when it has one. */
        List *s;
        if (AS_INSTANCE(self)->cls->tflags & TF_HEAPTYPE) {
            s = list_new(vm, 0);
            if (!s) goto done;
            gc_push(vm, v_obj(s));
            if (list_extend(vm, s, self) < 0) goto done;
        } else {
            s = snapshot(vm, l);
            if (!s) goto done;
            gc_push(vm, v_obj(s));
        }
        iterable = v_obj(s);
    }
    int64_t maxlen = DMAX(l);
    /* Items of a list, tuple or another deque come without user code; a
     * subclass's deque is iterated as any iterable (its __iter__ may be
     * its own, as CPython's deque_extend calls PyObject_GetIter). */
    if (IS_LIST(iterable) || IS_TUPLE(iterable) ||
        (dq_peek(iterable) && !(AS_INSTANCE(iterable)->cls->tflags & TF_HEAPTYPE))) {
        gc_push(vm, iterable);
        List *src = dq_peek(iterable);
        for (size_t i = 0;; i++) {
            Value v;
            if (IS_LIST(iterable)) {
                if (i >= AS_LIST(iterable)->len) break;
                v = AS_LIST(iterable)->items[i];
            } else if (IS_TUPLE(iterable)) {
                if (i >= AS_TUPLE(iterable)->len) break;
                v = AS_TUPLE(iterable)->items[i];
            } else {
                if ((int64_t)i >= DLEN(src)) break;
                v = *dq_at(src, (int64_t)i);
            }
            if ((i & 15) == 15 && !rt_charge(vm, 2)) goto done;
            if ((left ? push_left : push_right)(vm, l, v, maxlen) < 0) goto done;
        }
        rc = 0;
        goto done;
    }
    Value it = obj_iter(vm, iterable);
    if (IS_EXC(it)) goto done;
    gc_push(vm, it);
    for (;;) {
        if (!rt_charge(vm, 1)) goto done;
        Value v = obj_next(vm, it);
        if (IS_EXC(v)) goto done;
        if (IS_EMPTY(v)) break;
        if (maxlen == 0) continue;
        gc_push(vm, v);
        /* The iterator may have run __init__ on the deque, which sets a
         * new maxlen: CPython's extend trims by the maxlen it began with,
         * its extendleft by the deque's maxlen at each item. */
        int r = left ? push_left(vm, l, v, DMAX(l)) : push_right(vm, l, v, maxlen);
        gc_pop(vm, 1);
        if (r < 0) goto done;
    }
    rc = 0;
done:
    gc_unscope(vm, rs);
    return rc;
}

/* ---- construction -------------------------------------------------------- */

/* deque.__init__(iterable=(), maxlen=None): maxlen set, the deque emptied,
 * then extended, as CPython's deque_init. */
static Value m_init(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value iterable = VEMPTY, maxv = VEMPTY;
    size_t nkw = kw ? kw->len : 0;
    if ((size_t)argc + nkw > 2)
        return exc_raise(vm, EXC_TypeError, "deque() takes at most 2 arguments (%d given)", argc + (int)nkw);
    if (argc > 0) iterable = argv[0];
    if (argc > 1) maxv = argv[1];
    for (size_t i = 0; i < nkw; i++) {
        Str *k = AS_STR(kw->items[i]);
        int pos = !strcmp(k->data, "iterable") ? 1 : !strcmp(k->data, "maxlen") ? 2 : 0;
        if (!pos) return exc_raise(vm, EXC_TypeError, "'%U' is an invalid keyword argument for deque()", k);
        if (argc >= pos)
            return exc_raise(vm, EXC_TypeError, "argument for deque() given by name ('%U') and position (%d)", k,
                             pos);
        if (pos == 1) iterable = argv[argc + (int)i];
        else maxv = argv[argc + (int)i];
    }
    int64_t maxlen = -1;
    if (!IS_EMPTY(maxv) && !IS_NONE(maxv)) {
        Value u = num_unwrap(maxv);
        if (IS_BOOL(u)) maxlen = AS_BOOL(u);
        else if (IS_INT(u)) maxlen = AS_INT(u);
        else if (IS_BIGINT(u)) return exc_raise(vm, EXC_OverflowError, "Python int too large to convert to C ssize_t");
        else return exc_raise(vm, EXC_TypeError, "an integer is required");
        if (maxlen < 0) return exc_raise(vm, EXC_ValueError, "maxlen must be non-negative");
    }
    SELF_DQ(l);
    /* Emptied first: a clear stopped by a limit leaves maxlen as it was,
     * so that no deque ever holds more than its maxlen. */
    if (!clear(vm, l)) return VEXC;
    DMAX(l) = maxlen;
    if (IS_EMPTY(iterable)) return VNONE;
    return extend(vm, self, l, iterable, false) < 0 ? VEXC : VNONE;
}

static Value dq_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    Instance *in = obj_alloc(vm, OK_INSTANCE, sizeof(Instance));
    if (!in) return VEXC;
    in->cls = AS_TYPE(cls);
    in->builtin_value = VEMPTY;
    Value self = v_obj(in);
    size_t rs = gc_scope(vm);
    gc_push(vm, self);
    Value r = attach(vm, in) ? m_init(vm, self, argc, argv, kwnames) : VEXC;
    gc_unscope(vm, rs);
    return IS_EXC(r) ? r : self;
}

/* A new deque of self's type holding self's items (CPython's deque_copy):
 * made here for a deque, by calling the class for a subclass. */
static Value dq_copy(VM *vm, Value self) {
    SELF_DQ(l);
    Type *t = AS_INSTANCE(self)->cls;
    if (!(t->tflags & TF_HEAPTYPE)) {
        Value r = dq_ctor(vm, v_obj(t), 0, NULL, NULL);
        if (IS_EXC(r)) return r;
        List *nl = dq_peek(r);
        DMAX(nl) = DMAX(l);
        gc_push(vm, r);
        int rc = extend(vm, r, nl, self, false);
        gc_pop(vm, 1);
        return rc < 0 ? VEXC : r;
    }
    Value args[2] = {self, v_int(DMAX(l))};
    Value r = rt_call(vm, v_obj(t), DMAX(l) < 0 ? 1 : 2, args, NULL);
    if (IS_EXC(r)) return r;
    if (!is_deque(r))
        return exc_raise(vm, EXC_TypeError, "%s() must return a deque, not %s", type_tpname(t), type_name(vm, r));
    return r;
}

/* ---- methods -------------------------------------------------------------- */

static Value m_append(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DQ(l);
    return push_right(vm, l, argv[0], DMAX(l)) < 0 ? VEXC : VNONE;
}

static Value m_appendleft(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DQ(l);
    return push_left(vm, l, argv[0], DMAX(l)) < 0 ? VEXC : VNONE;
}

static Value m_pop(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DQ(l);
    if (DLEN(l) == 0) return exc_raise(vm, EXC_IndexError, "pop from an empty deque");
    DSTATE(l)++;
    return take_right(l);
}

static Value m_popleft(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DQ(l);
    if (DLEN(l) == 0) return exc_raise(vm, EXC_IndexError, "pop from an empty deque");
    DSTATE(l)++;
    return take_left(l);
}

static Value m_extend(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DQ(l);
    return extend(vm, self, l, argv[0], false) < 0 ? VEXC : VNONE;
}

static Value m_extendleft(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DQ(l);
    return extend(vm, self, l, argv[0], true) < 0 ? VEXC : VNONE;
}

static Value m_clear(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DQ(l);
    return clear(vm, l) ? VNONE : VEXC;
}

static Value m_copy(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return dq_copy(vm, self); }

/* An index argument as CPython's "n" format converts it: __index__, and
 * OverflowError past 64 bits. */
static bool ssize_arg(VM *vm, Value v, int64_t *out) {
    if (IS_INT(v)) {
        *out = AS_INT(v);
        return true;
    }
    bool ov;
    if (!obj_index(vm, v, out, &ov)) return false;
    if (ov) {
        exc_raise(vm, EXC_OverflowError, "Python int too large to convert to C ssize_t");
        return false;
    }
    return true;
}

static Value m_rotate(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (argc > 1) return exc_raise(vm, EXC_TypeError, "deque.rotate expected at most 1 argument, got %d", argc);
    int64_t n = 1;
    if (argc == 1 && !ssize_arg(vm, argv[0], &n)) return VEXC;
    SELF_DQ(l);
    return rotate(vm, l, n) ? VNONE : VEXC;
}

static Value m_reverse(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DQ(l);
    int64_t n = DLEN(l);
    if (!rt_charge(vm, n / 16)) return VEXC;
    for (int64_t i = 0, j = n - 1; i < j; i++, j--) {
        Value *a = dq_at(l, i), *b = dq_at(l, j);
        Value t = *a;
        *a = *b;
        *b = t;
    }
    return VNONE;
}

/* The item at logical index i after a callback, or VEMPTY when the
 * deque no longer has it (only after a change, which the callers check
 * first through the mutation count). */
static inline Value item_at(List *l, int64_t i) { return i < DLEN(l) ? *dq_at(l, i) : VEMPTY; }

static Value m_count(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DQ(l);
    size_t rs = gc_scope(vm);
    gc_push(vm, self);
    int64_t state = DSTATE(l), n = DLEN(l), c = 0;
    Value r = VEXC;
    for (int64_t i = 0; i < n; i++) {
        Value item = item_at(l, i);
        if (IS_EMPTY(item)) break;
        gc_push(vm, item);
        int e = obj_eq(vm, item, argv[0]);
        gc_pop(vm, 1);
        if (e < 0) goto done;
        c += e;
        if (DSTATE(l) != state) {
            exc_raise(vm, EXC_RuntimeError, "deque mutated during iteration");
            goto done;
        }
        if ((i & 31) == 31 && !rt_charge(vm, 4)) goto done;
    }
    r = v_int(c);
done:
    gc_unscope(vm, rs);
    return r;
}

static int dq_contains(VM *vm, Value self, Value x) {
    List *l = dq_self(vm, self);
    if (!l) return -1;
    size_t rs = gc_scope(vm);
    gc_push(vm, self);
    int64_t state = DSTATE(l), n = DLEN(l);
    int r = -1;
    for (int64_t i = 0; i < n; i++) {
        Value item = item_at(l, i);
        if (IS_EMPTY(item)) break;
        gc_push(vm, item);
        int e = obj_eq(vm, item, x);
        gc_pop(vm, 1);
        if (e) {
            r = e;
            goto done;
        }
        if (DSTATE(l) != state) {
            exc_raise(vm, EXC_RuntimeError, "deque mutated during iteration");
            goto done;
        }
        if ((i & 31) == 31 && !rt_charge(vm, 4)) goto done;
    }
    r = 0;
done:
    gc_unscope(vm, rs);
    return r;
}

/* A start or stop argument of index(): __index__, clamped to 64 bits;
 * None refused, as CPython's _PyEval_SliceIndexNotNone. */
static bool slice_arg(VM *vm, Value v, int64_t *out) {
    if (IS_INT(v)) {
        *out = AS_INT(v);
        return true;
    }
    Value u = num_unwrap(v);
    if (!IS_BOOL(u) && !IS_INT(u) && !IS_BIGINT(u) && IS_EMPTY(type_lookup(vm, type_of(vm, v), vm->names->__index__))) {
        exc_raise(vm, EXC_TypeError, "slice indices must be integers or have an __index__ method");
        return false;
    }
    bool ov;
    if (!obj_index(vm, v, out, &ov)) return false;
    if (ov) *out = IS_BIGINT(u) && int_sign(u) < 0 ? -INT64_MAX : INT64_MAX;
    return true;
}

static Value m_index(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DQ(l);
    size_t rs = gc_scope(vm);
    gc_push(vm, self);
    Value r = VEXC;
    int64_t state = DSTATE(l), start = 0, stop = INT64_MAX;
    if (argc > 1 && !slice_arg(vm, argv[1], &start)) goto done;
    if (argc > 2 && !slice_arg(vm, argv[2], &stop)) goto done;
    int64_t n = DLEN(l);
    seq_range_fit(n, &start, &stop);
    if (start > stop) start = stop;
    for (int64_t i = start; i < stop; i++) {
        Value item = item_at(l, i);
        if (IS_EMPTY(item)) break;
        gc_push(vm, item);
        int e = obj_eq(vm, item, argv[0]);
        gc_pop(vm, 1);
        if (e > 0) {
            r = v_int(i);
            goto done;
        }
        if (e < 0) goto done;
        if (DSTATE(l) != state) {
            exc_raise(vm, EXC_RuntimeError, "deque mutated during iteration");
            goto done;
        }
        if ((i & 31) == 31 && !rt_charge(vm, 4)) goto done;
    }
    exc_raise(vm, EXC_ValueError, "%R is not in deque", argv[0]);
done:
    gc_unscope(vm, rs);
    return r;
}

static Value m_remove(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DQ(l);
    size_t rs = gc_scope(vm);
    gc_push(vm, self);
    Value r = VEXC;
    int64_t state = DSTATE(l), n = DLEN(l);
    for (int64_t i = 0; i < n; i++) {
        Value item = item_at(l, i);
        if (IS_EMPTY(item)) break;
        gc_push(vm, item);
        int e = obj_eq(vm, item, argv[0]);
        gc_pop(vm, 1);
        if (e < 0) goto done;
        if (DSTATE(l) != state) {
            exc_raise(vm, EXC_IndexError, "deque mutated during iteration");
            goto done;
        }
        if (e > 0) {
            if (i < DLEN(l) && del_item(vm, l, i)) r = VNONE;
            goto done;
        }
        if ((i & 31) == 31 && !rt_charge(vm, 4)) goto done;
    }
    exc_raise(vm, EXC_ValueError, "%R is not in deque", argv[0]);
done:
    gc_unscope(vm, rs);
    return r;
}

/* insert(i, x), as CPython's: the length is the one before i was
 * converted; rotations bring the place to an end. */
static Value m_insert(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DQ(l);
    int64_t n = DLEN(l), index;
    if (!ssize_arg(vm, argv[0], &index)) return VEXC;
    if (DMAX(l) == DLEN(l)) return exc_raise(vm, EXC_IndexError, "deque already at its maximum size");
    if (index >= n) return push_right(vm, l, argv[1], DMAX(l)) < 0 ? VEXC : VNONE;
    if (index <= -n || index == 0) return push_left(vm, l, argv[1], DMAX(l)) < 0 ? VEXC : VNONE;
    if (!rotate(vm, l, -index)) return VEXC;
    int rc = index < 0 ? push_right(vm, l, argv[1], DMAX(l)) : push_left(vm, l, argv[1], DMAX(l));
    if (rc < 0 || !rotate(vm, l, index)) return VEXC;
    return VNONE;
}

/* ---- sequence protocol ---------------------------------------------------- */

/* An index key: int, bool or __index__; anything else is CPython's
 * "sequence index must be integer". */
static bool index_key(VM *vm, Value key, int64_t *out) {
    if (IS_INT(key)) {
        *out = AS_INT(key);
        return true;
    }
    Value u = num_unwrap(key);
    if (!IS_BOOL(u) && !IS_INT(u) && !IS_BIGINT(u) &&
        IS_EMPTY(type_lookup(vm, type_of(vm, key), vm->names->__index__))) {
        exc_raise(vm, EXC_TypeError, "sequence index must be integer, not '%s'", type_name(vm, key));
        return false;
    }
    return seq_index_value(vm, key, out);
}

static Value dq_getitem(VM *vm, Value self, Value key) {
    int64_t i;
    if (!index_key(vm, key, &i)) return VEXC;
    SELF_DQ(l);
    if (!seq_index_fit(vm, i, DLEN(l), &i, "deque")) return VEXC;
    return *dq_at(l, i);
}

static int dq_setitem(VM *vm, Value self, Value key, Value v) {
    int64_t i;
    if (!index_key(vm, key, &i)) return -1;
    List *l = dq_self(vm, self);
    if (!l || !seq_index_fit(vm, i, DLEN(l), &i, "deque")) return -1;
    if (IS_EMPTY(v)) return del_item(vm, l, i) ? 0 : -1;
    *dq_at(l, i) = v;
    return 0;
}

static int64_t dq_len(VM *vm, Value self) {
    List *l = dq_self(vm, self);
    return l ? DLEN(l) : -1;
}

static int dq_truthy(VM *vm, Value self) {
    List *l = dq_self(vm, self);
    return l ? DLEN(l) != 0 : -1;
}

/* ---- iterators -------------------------------------------------------------- */

/* it->src the deque, it->pos the next logical index, it->end the items
 * left, it->step the direction, it->version the mutation count. */
static Value iter_step(VM *vm, Iter *it) {
    List *l = dq_peek(it->src);
    if (!l) return VEMPTY;
    if ((uint64_t)DSTATE(l) != it->version) {
        it->end = 0;
        return exc_raise(vm, EXC_RuntimeError, "deque mutated during iteration");
    }
    if (it->end <= 0 || it->pos < 0 || it->pos >= DLEN(l)) return VEMPTY;
    Value v = *dq_at(l, it->pos);
    it->pos += it->step;
    it->end--;
    return v;
}

static Value make_iter(VM *vm, Value self, bool rev) {
    SELF_DQ(l);
    Iter *it = iter_new(vm, IT_NATIVE, self);
    if (!it) return VEXC;
    it->step_fn = iter_step;
    it->tname = rev ? ITN_DEQUE_REVERSE : ITN_DEQUE;
    it->step = rev ? -1 : 1;
    it->pos = rev ? DLEN(l) - 1 : 0;
    it->end = DLEN(l);
    it->version = (uint64_t)DSTATE(l);
    return v_obj(it);
}

static Value dq_iter(VM *vm, Value self) { return make_iter(vm, self, false); }

static Value m_reversed(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return make_iter(vm, self, true);
}

/* ---- repr, comparisons, arithmetic ------------------------------------------ */

static Value dq_repr(VM *vm, Value self) {
    SELF_DQ(l);
    if (!repr_enter(vm, AS_OBJ(self))) return str_cvalue(vm, "[...]");
    size_t rs = gc_scope(vm);
    gc_push(vm, self);
    Value r = VEXC;
    /* CPython's PySequence_List: a subclass's own __iter__ makes the
     * list (and may change the deque, maxlen included). */
    List *items;
    if (AS_INSTANCE(self)->cls->tflags & TF_HEAPTYPE) {
        items = list_new(vm, 0);
        if (!items) goto done;
        gc_push(vm, v_obj(items));
        if (list_extend(vm, items, self) < 0) goto done;
    } else {
        items = snapshot(vm, l);
        if (!items) goto done;
        gc_push(vm, v_obj(items));
    }
    /* maxlen is read once the list is made, before the items' reprs run
     * (which may change it), as CPython does. */
    int64_t maxlen = DMAX(l);
    Value ir = obj_repr(vm, v_obj(items));
    if (IS_EXC(ir) || !rt_charge_repr(vm, ir)) goto done;
    gc_push(vm, ir);
    StrBuf b;
    sb_init(&b, vm);
    sb_addstr(&b, AS_INSTANCE(self)->cls->name);
    sb_addc(&b, '(');
    sb_addstr(&b, AS_STR(ir));
    if (maxlen >= 0) sb_addf(&b, ", maxlen=%lld", (long long)maxlen);
    sb_addc(&b, ')');
    r = sb_finish(&b);
done:
    repr_leave(vm, AS_OBJ(self));
    gc_unscope(vm, rs);
    return r;
}

/* CPython's deque_richcompare: lengths first for == and !=, then both
 * deques' iterators side by side (so a change made by an item's __eq__
 * shows as "deque mutated during iteration"). */
static Value dq_richcmp(VM *vm, Value a, Value b, int op) {
    if (!is_deque(a) || !is_deque(b)) return v_notimpl();
    if (op == CO_EQ || op == CO_NE) {
        if (obj_is(a, b)) return v_bool(op == CO_EQ);
        /* The stored lengths, not a subclass's __len__, as CPython's
         * Py_SIZE. */
        List *la = dq_self(vm, a), *lb = la ? dq_self(vm, b) : NULL;
        if (!lb) return VEXC;
        if (DLEN(la) != DLEN(lb)) return v_bool(op == CO_NE);
    }
    size_t rs = gc_scope(vm);
    gc_push(vm, a);
    gc_push(vm, b);
    Value r = VEXC;
    Value ia = obj_iter(vm, a);
    if (IS_EXC(ia)) goto done;
    gc_push(vm, ia);
    Value ib = obj_iter(vm, b);
    if (IS_EXC(ib)) goto done;
    gc_push(vm, ib);
    Value x, y;
    for (;;) {
        if (!rt_charge(vm, 1)) goto done;
        x = obj_next(vm, ia);
        if (IS_EXC(x)) goto done;
        gc_push(vm, x);
        y = obj_next(vm, ib);
        if (IS_EXC(y)) goto done;
        gc_push(vm, y);
        if (IS_EMPTY(x) || IS_EMPTY(y)) break;
        int e = obj_eq(vm, x, y);
        if (e < 0) goto done;
        if (e == 0) {
            r = obj_compare(vm, x, y, (CmpOp)op);
            goto done;
        }
        gc_pop(vm, 2);
    }
    bool xe = IS_EMPTY(x), ye = IS_EMPTY(y), c = false;
    switch (op) {
    case CO_LT: c = !ye; break;
    case CO_LE: c = xe; break;
    case CO_EQ: c = xe && ye; break;
    case CO_NE: c = xe != ye; break;
    case CO_GT: c = !xe; break;
    case CO_GE: c = ye; break;
    }
    r = v_bool(c);
done:
    gc_unscope(vm, rs);
    return r;
}

/* deque *= n (CPython's deque_inplace_repeat): the last maxlen items of
 * n copies, built at once. */
static Value inplace_repeat(VM *vm, Value self, int64_t n) {
    SELF_DQ(l);
    int64_t size = DLEN(l), maxlen = DMAX(l);
    if (size == 0 || n == 1) return self;
    if (n <= 0) return clear(vm, l) ? self : VEXC;
    if (size > INT64_MAX / n) return exc_raise(vm, EXC_MemoryError, "");
    int64_t total = size * n, keep = maxlen >= 0 && total > maxlen ? maxlen : total;
    if (!rt_charge(vm, keep / 8)) return VEXC;
    if ((uint64_t)keep > ((uint64_t)1 << 36)) return rt_halt(vm, HALT_MEMORY);
    size_t ncap = DQ_MINCAP;
    while (ncap < (size_t)keep) ncap *= 2;
    Value *p = mem_alloc(vm, (DQ_HDR + ncap) * sizeof(Value));
    if (!p) return VEXC;
    /* No user code runs from here: the storage read above is current. */
    int64_t start = (total - keep) % size;
    memcpy(p, l->items, DQ_HDR * sizeof(Value));
    for (int64_t k = 0, j = start; k < keep; k++) {
        p[DQ_HDR + k] = *dq_at(l, j);
        if (++j == size) j = 0;
    }
    for (size_t i = (size_t)keep; i < ncap; i++) p[DQ_HDR + i] = VNONE;
    mem_free(vm, l->items, l->cap * sizeof(Value));
    l->items = p;
    l->len = l->cap = DQ_HDR + ncap;
    HDR(l, DQ_HEAD) = 0;
    DLEN(l) = keep;
    DSTATE(l)++;
    return self;
}

/* A repeat count: an int or anything with __index__; NotImplemented for
 * an operand whose class may handle the product itself, else CPython's
 * error for a sequence times a non-int. */
static int repeat_count(VM *vm, Value nv, int64_t *out) {
    if (IS_INT(nv)) {
        *out = AS_INT(nv);
        return 1;
    }
    Value u = num_unwrap(nv);
    Type *t = type_of(vm, nv);
    if (IS_BIGINT(u)) {
        exc_raise(vm, EXC_OverflowError, "cannot fit 'int' into an index-sized integer");
        return -1;
    }
    if (IS_BOOL(u) || IS_INT(u) || !IS_EMPTY(type_lookup(vm, t, vm->names->__index__))) {
        bool ov;
        if (!obj_index(vm, nv, out, &ov)) return -1;
        if (ov) {
            exc_raise(vm, EXC_OverflowError, "cannot fit '%s' into an index-sized integer", type_tpname(t));
            return -1;
        }
        return 1;
    }
    if ((t->tflags & TF_HEAPTYPE) && !IS_EMPTY(type_lookup(vm, t, vm->names->__rmul__)) &&
        !IS_KIND(type_lookup(vm, t, vm->names->__rmul__), OK_NATIVE))
        return 0;
    exc_raise(vm, EXC_TypeError, "can't multiply sequence by non-int of type '%s'", type_tpname(t));
    return -1;
}

static Value dq_binop(VM *vm, int op, Value a, Value b, bool inplace) {
    if (op == BO_ADD) {
        if (!is_deque(a)) return v_notimpl();
        if (inplace) {
            List *l = dq_self(vm, a);
            if (!l) return VEXC;
            return extend(vm, a, l, b, false) < 0 ? VEXC : a;
        }
        if (!is_deque(b)) {
            /* As CPython: deque has no nb_add, so b's __radd__ comes
             * first, and deque's sq_concat refuses b after it. */
            Type *tb = type_of(vm, b);
            Value f = (tb->tflags & TF_HEAPTYPE) ? type_lookup(vm, tb, vm->names->__radd__) : VEMPTY;
            if (!IS_EMPTY(f) && !IS_KIND(f, OK_NATIVE)) {
                Value r = rt_call_method(vm, f, vm->names->__radd__, b, 1, &a);
                if (r.tag != VT_NOTIMPL) return r;
            }
            return exc_raise(vm, EXC_TypeError, "can only concatenate deque (not \"%s\") to deque",
                             type_tpname(type_of(vm, b)));
        }
        Value r = dq_copy(vm, a);
        if (IS_EXC(r)) return r;
        size_t rs = gc_scope(vm);
        gc_push(vm, r);
        gc_push(vm, b);
        List *nl = dq_self(vm, r);
        int rc = nl ? extend(vm, r, nl, b, false) : -1;
        gc_unscope(vm, rs);
        return rc < 0 ? VEXC : r;
    }
    if (op != BO_MUL) return v_notimpl();
    Value seq = a, nv = b;
    if (!is_deque(a)) {
        if (IS_STR(a) || IS_LIST(a) || IS_TUPLE(a) || IS_KIND(a, OK_BYTES) || IS_KIND(a, OK_BYTEARRAY))
            return exc_raise(vm, EXC_TypeError, "can't multiply sequence by non-int of type '%s'", type_name(vm, b));
        seq = b;
        nv = a;
    }
    int64_t n;
    int rc = repeat_count(vm, nv, &n);
    if (rc < 0) return VEXC;
    if (rc == 0) {
        /* nv's class has its own __rmul__: deque * nv tries it first (deque
         * has no nb_multiply); then, or for nv * deque, deque's sq_repeat
         * refuses nv. */
        if (obj_is(seq, a)) {
            Value f = type_lookup(vm, type_of(vm, nv), vm->names->__rmul__);
            Value r = rt_call_method(vm, f, vm->names->__rmul__, nv, 1, &seq);
            if (r.tag != VT_NOTIMPL) return r;
        }
        return exc_raise(vm, EXC_TypeError, "can't multiply sequence by non-int of type '%s'",
                         type_tpname(type_of(vm, nv)));
    }
    if (inplace && obj_is(seq, a)) return inplace_repeat(vm, seq, n);
    Value r = dq_copy(vm, seq);
    if (IS_EXC(r)) return r;
    gc_push(vm, r);
    Value rr = inplace_repeat(vm, r, n);
    gc_pop(vm, 1);
    return rr;
}

static int dq_hash(VM *vm, Value self, int64_t *out) {
    exc_raise(vm, EXC_TypeError, "unhashable type: '%s'", type_name(vm, self));
    return -1;
}

/* ---- special methods as CPython's slot wrappers ------------------------------ */

static Value m_dlen(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int64_t n = dq_len(vm, self);
    return n < 0 ? VEXC : v_int(n);
}

static Value m_diter(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return dq_iter(vm, self); }

static Value m_dgetitem(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return dq_getitem(vm, self, argv[0]);
}

static Value m_dsetitem(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return dq_setitem(vm, self, argv[0], argv[1]) < 0 ? VEXC : VNONE;
}

static Value m_ddelitem(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return dq_setitem(vm, self, argv[0], VEMPTY) < 0 ? VEXC : VNONE;
}

static Value m_dcontains(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int r = dq_contains(vm, self, argv[0]);
    return r < 0 ? VEXC : v_bool(r);
}

static Value m_drepr(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return dq_repr(vm, self); }

#define DQ_CMP(fname, op)                                                            \
    static Value fname(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { \
        SELF_DQ(l);                                                                  \
        (void)l;                                                                     \
        return dq_richcmp(vm, self, argv[0], op);                                    \
    }
DQ_CMP(m_deq, CO_EQ)
DQ_CMP(m_dne, CO_NE)
DQ_CMP(m_dlt, CO_LT)
DQ_CMP(m_dle, CO_LE)
DQ_CMP(m_dgt, CO_GT)
DQ_CMP(m_dge, CO_GE)

#define DQ_BINOP(fname, op, inplace)                                                 \
    static Value fname(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { \
        SELF_DQ(l);                                                                  \
        (void)l;                                                                     \
        return dq_binop(vm, op, self, argv[0], inplace);                             \
    }
DQ_BINOP(m_dadd, BO_ADD, false)
DQ_BINOP(m_dmul, BO_MUL, false)
DQ_BINOP(m_diadd, BO_ADD, true)
DQ_BINOP(m_dimul, BO_MUL, true)

/* copy.deepcopy(d, memo), as CPython's copy module rebuilds a deque from
 * its __reduce__: the class called with ((), maxlen), recorded in the
 * memo, the attributes of a subclass's instance copied, then each item
 * copied and appended. */
static Value m_deepcopy(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DQ(l);
    Value memo = argv[0];
    size_t rs = gc_scope(vm);
    gc_push(vm, self);
    Value r = VEXC;
    Str *cname = str_intern_cstr(vm, "copy");
    Value cm = cname ? module_import(vm, cname) : VEXC;
    if (IS_EXC(cm)) goto done;
    gc_push(vm, cm);
    Str *dname = str_intern_cstr(vm, "deepcopy");
    Value dc = dname ? obj_getattr(vm, cm, dname) : VEXC;
    if (IS_EXC(dc)) goto done;
    gc_push(vm, dc);
    Value args[2] = {v_obj(vm->empty_tuple), v_int(DMAX(l))};
    Value y = rt_call(vm, v_obj(AS_INSTANCE(self)->cls), DMAX(l) < 0 ? 0 : 2, args, NULL);
    if (IS_EXC(y)) goto done;
    gc_push(vm, y);
    if (IS_NONE(memo) || IS_EMPTY(memo)) {
        /* deepcopy(d) reached the method without a memo. */
    } else if (obj_setitem(vm, memo, v_int((int64_t)obj_id(vm, AS_OBJ(self))), y) < 0) {
        goto done;
    }
    Dict *attrs = AS_INSTANCE(self)->attrs;
    if (attrs && attrs->used) {
        Value dargs[2] = {v_obj(attrs), memo};
        Value st = rt_call(vm, dc, 2, dargs, NULL);
        if (IS_EXC(st)) goto done;
        gc_push(vm, st);
        /* The copy of the attributes may be anything (a memo can map the
         * dict to any object): a false one is skipped, any other merged
         * as copy._reconstruct's y.__dict__.update(state), raising what
         * that raises. */
        int t = obj_truthy(vm, st);
        if (t < 0) goto done;
        if (t) {
            if (!IS_INSTANCE(y) || (AS_INSTANCE(y)->cls->tflags & TF_SLOTTED)) {
                exc_raise(vm, EXC_AttributeError, "'%s' object has no attribute '__dict__'", type_name(vm, y));
                goto done;
            }
            if (!AS_INSTANCE(y)->attrs) {
                Dict *d = dict_new(vm);
                if (!d) goto done;
                AS_INSTANCE(y)->attrs = d;
            }
            if (dict_update(vm, AS_INSTANCE(y)->attrs, st) < 0) goto done;
        }
    }
    Value it = obj_iter(vm, self);
    if (IS_EXC(it)) goto done;
    gc_push(vm, it);
    Value app = obj_getattr(vm, y, vm->names->append);
    if (IS_EXC(app)) goto done;
    gc_push(vm, app);
    for (;;) {
        if (!rt_charge(vm, 1)) goto done;
        Value v = obj_next(vm, it);
        if (IS_EXC(v)) goto done;
        if (IS_EMPTY(v)) break;
        gc_push(vm, v);
        Value dargs[2] = {v, memo};
        Value c = rt_call(vm, dc, 2, dargs, NULL);
        if (IS_EXC(c)) goto done;
        gc_push(vm, c);
        if (IS_EXC(rt_call1(vm, app, c))) goto done;
        gc_pop(vm, 2);
    }
    r = y;
done:
    gc_unscope(vm, rs);
    return r;
}

static Value m_maxlen(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    List *l = dq_self(vm, argv[0]);
    if (!l) return VEXC;
    return DMAX(l) < 0 ? VNONE : v_int(DMAX(l));
}


static const MethodDef deque_methods[] = {
    {"__len__", m_dlen, 0, 0, 0},
    {"__iter__", m_diter, 0, 0, 0},
    {"__reversed__", m_reversed, 0, 0, 0},
    {"__getitem__", m_dgetitem, 1, 1, 0},
    {"__setitem__", m_dsetitem, 2, 2, 0},
    {"__delitem__", m_ddelitem, 1, 1, 0},
    {"__contains__", m_dcontains, 1, 1, 0},
    {"__repr__", m_drepr, 0, 0, 0},
    {"__eq__", m_deq, 1, 1, 0},
    {"__ne__", m_dne, 1, 1, 0},
    {"__lt__", m_dlt, 1, 1, 0},
    {"__le__", m_dle, 1, 1, 0},
    {"__gt__", m_dgt, 1, 1, 0},
    {"__ge__", m_dge, 1, 1, 0},
    {"__add__", m_dadd, 1, 1, 0},
    {"__mul__", m_dmul, 1, 1, 0},
    {"__rmul__", m_dmul, 1, 1, 0},
    {"__iadd__", m_diadd, 1, 1, 0},
    {"__imul__", m_dimul, 1, 1, 0},
    {"__init__", m_init, 0, -1, NATIVE_KW},
    {"__copy__", m_copy, 0, 0, 0},
    {"__deepcopy__", m_deepcopy, 1, 1, 0},
    {"append", m_append, 1, 1, 0},
    {"appendleft", m_appendleft, 1, 1, 0},
    {"pop", m_pop, 0, 0, 0},
    {"popleft", m_popleft, 0, 0, 0},
    {"extend", m_extend, 1, 1, 0},
    {"extendleft", m_extendleft, 1, 1, 0},
    {"clear", m_clear, 0, 0, 0},
    {"copy", m_copy, 0, 0, 0},
    {"count", m_count, 1, 1, 0},
    {"index", m_index, 1, 3, NATIVE_ARGTUPLE},
    {"insert", m_insert, 2, 2, NATIVE_ARGTUPLE},
    {"remove", m_remove, 1, 1, 0},
    {"reverse", m_reverse, 0, 0, 0},
    {"rotate", m_rotate, 0, -1, 0},
    {NULL, NULL, 0, 0, 0},
};

/* _native_deque(): a new `deque` type for the collections module being
 * made (each session has its own module, and so its own type). */
Value deque_make_type(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Type *t = type_new_builtin(vm, "deque", vm->t_object, OK_INSTANCE);
    if (!t) return VEXC;
    Value tv = v_obj(t);
    size_t rs = gc_scope(vm);
    gc_push(vm, tv);
    Value r = VEXC;
    t->module = str_cvalue(vm, "collections");
    t->tp_name = str_intern_cstr(vm, "collections.deque");
    if (IS_EXC(t->module) || !t->tp_name) goto done;
    /* Instances keep no attribute dict (a subclass's do). */
    t->tflags |= TF_SLOTTED | TF_INPLACE | TF_SEQUENCE;
    t->ctor = dq_ctor;
    t->slots.repr = dq_repr;
    t->slots.richcmp = dq_richcmp;
    t->slots.iter = dq_iter;
    t->slots.len = dq_len;
    t->slots.truthy = dq_truthy;
    t->slots.getitem = dq_getitem;
    t->slots.setitem = dq_setitem;
    t->slots.contains = dq_contains;
    t->slots.binop = dq_binop;
    t->slots.hash = dq_hash;
    type_add_methods(vm, t, deque_methods);
    if (dict_set_str(vm, t->dict, vm->names->__hash__, VNONE) < 0) goto done;
    Native *g = native_new(vm, "maxlen", m_maxlen, 1, 1, 0);
    if (!g) goto done;
    gc_push(vm, v_obj(g));
    Property *p = obj_alloc(vm, OK_PROPERTY, sizeof(Property));
    if (!p) goto done;
    p->h.flags |= PROP_BUILTIN;
    p->fget = v_obj(g);
    p->fset = VNONE;
    p->fdel = VNONE;
    p->doc = str_cvalue(vm, "maximum size of a deque or None if unbounded");
    if (IS_EXC(p->doc)) goto done;
    Str *mname = str_intern_cstr(vm, "maxlen");
    if (!mname || dict_set_str(vm, t->dict, mname, v_obj(p)) < 0) goto done;
    if (!type_add_generic(vm, t)) goto done;
    Value doc = str_cvalue(vm, "A list-like sequence optimized for data accesses near its endpoints.");
    if (IS_EXC(doc) || dict_set_str(vm, t->dict, vm->names->__doc__, doc) < 0) goto done;
    r = tv;
done:
    gc_unscope(vm, rs);
    return r;
}
