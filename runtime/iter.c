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

/* len() of a range whose length does not fit in 64 bits. */
static Value range_too_large(VM *vm) {
    return exc_raise(vm, EXC_OverflowError, "Python int too large to convert to C ssize_t");
}

/* The start, stop, step and length of a range as int Values. */
static void range_vals(const Range *r, Value out[4]) {
    if (r->big) {
        out[0] = r->bstart;
        out[1] = r->bstop;
        out[2] = r->bstep;
        out[3] = r->blen;
    } else {
        out[0] = v_int(r->start);
        out[1] = v_int(r->stop);
        out[2] = v_int(r->step);
        out[3] = v_int(r->len);
    }
}

/* A big range (see Range in object.h) from int bounds, step nonzero; its
 * length is (hi - lo - 1) // |step| + 1 when lo < hi, as CPython computes
 * it for bounds past a C long. */
static Value range_new_big(VM *vm, Value start, Value stop, Value step) {
    size_t rs = gc_scope(vm);
    gc_push(vm, start);
    gc_push(vm, stop);
    gc_push(vm, step);
    Value len = v_int(0);
    bool up = int_sign(step) > 0;
    Value lo = up ? start : stop, hi = up ? stop : start;
    if (!int_cmp_work(vm, lo, hi)) goto fail;
    if (int_cmp(lo, hi) < 0) {
        Value d = int_binop(vm, BO_SUB, hi, lo);
        if (IS_EXC(d)) goto fail;
        gc_push(vm, d);
        d = int_binop(vm, BO_SUB, d, v_int(1));
        if (IS_EXC(d)) goto fail;
        gc_push(vm, d);
        Value st = up ? step : int_neg(vm, step);
        if (IS_EXC(st)) goto fail;
        gc_push(vm, st);
        d = int_binop(vm, BO_FLOORDIV, d, st);
        if (IS_EXC(d)) goto fail;
        gc_push(vm, d);
        len = int_binop(vm, BO_ADD, d, v_int(1));
        if (IS_EXC(len)) goto fail;
        gc_push(vm, len);
    }
    Range *r = obj_alloc(vm, OK_RANGE, sizeof(Range));
    if (!r) goto fail;
    r->big = true;
    r->bstart = start;
    r->bstop = stop;
    r->bstep = step;
    r->blen = len;
    gc_unscope(vm, rs);
    return v_obj(r);
fail:
    gc_unscope(vm, rs);
    return VEXC;
}

Value range_new(VM *vm, int64_t start, int64_t stop, int64_t step) {
    int64_t len = range_len_of(start, stop, step);
    if (len < 0) return range_new_big(vm, v_int(start), v_int(stop), v_int(step));
    Range *r = obj_alloc(vm, OK_RANGE, sizeof(Range));
    if (!r) return VEXC;
    r->start = start;
    r->stop = stop;
    r->step = step;
    r->len = len;
    return v_obj(r);
}

/* A range from int Values (step nonzero): 64-bit when it fits, else big. */
static Value range_of(VM *vm, Value start, Value stop, Value step) {
    if (IS_INT(start) && IS_INT(stop) && IS_INT(step))
        return range_new(vm, AS_INT(start), AS_INT(stop), AS_INT(step));
    return range_new_big(vm, start, stop, step);
}

/* start + i * step for any int i (an index of a big range, or a slice
 * bound past the end of any range). */
static Value range_at(VM *vm, const Value v[4], Value i) {
    size_t rs = gc_scope(vm);
    gc_push(vm, i);
    Value p = int_binop(vm, BO_MUL, i, v[2]);
    if (!IS_EXC(p)) {
        gc_push(vm, p);
        p = int_binop(vm, BO_ADD, v[0], p);
    }
    gc_unscope(vm, rs);
    return p;
}

static Value range_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    if (!arg_nokw(vm, "range", kwnames)) return VEXC;
    if (argc == 0) return exc_raise(vm, EXC_TypeError, "range expected at least 1 argument, got 0");
    if (argc > 3) return exc_raise(vm, EXC_TypeError, "range expected at most 3 arguments, got %d", argc);
    /* Each __index__ is user code: the converted bounds stay rooted. */
    size_t rs = gc_scope(vm);
    Value v[3] = {v_int(0), v_int(0), v_int(1)};
    for (int k = 0; k < argc; k++) {
        Value x = int_index(vm, argv[k]);
        if (IS_EXC(x)) {
            gc_unscope(vm, rs);
            return x;
        }
        gc_push(vm, x);
        v[argc == 1 ? 1 : k] = x;
    }
    Value r;
    if (int_sign(v[2]) == 0) r = exc_raise(vm, EXC_ValueError, "range() arg 3 must not be zero");
    else r = range_of(vm, v[0], v[1], v[2]);
    gc_unscope(vm, rs);
    return r;
}

static Value range_repr(VM *vm, Value self) {
    Range *r = AS_RANGE(self);
    StrBuf b;
    sb_init(&b, vm);
    if (!r->big) {
        if (r->step == 1) sb_addf(&b, "range(%lld, %lld)", (long long)r->start, (long long)r->stop);
        else sb_addf(&b, "range(%lld, %lld, %lld)", (long long)r->start, (long long)r->stop, (long long)r->step);
        return sb_finish(&b);
    }
    Value v[4];
    range_vals(r, v);
    int n = IS_INT(v[2]) && AS_INT(v[2]) == 1 ? 2 : 3;
    sb_adds(&b, "range(");
    for (int k = 0; k < n; k++) {
        /* Each text is copied out before the next one is made. */
        Value t = int_to_str(vm, v[k], 10);
        if (IS_EXC(t)) {
            sb_free(&b);
            return t;
        }
        if (k) sb_adds(&b, ", ");
        sb_addstr(&b, AS_STR(t));
    }
    sb_addc(&b, ')');
    return sb_finish(&b);
}

static int64_t range_len(VM *vm, Value self) {
    Range *r = AS_RANGE(self);
    if (!r->big) return r->len;
    if (IS_INT(r->blen)) return AS_INT(r->blen);
    range_too_large(vm);
    return -1;
}

/* bool(range) reads the length as an int: no OverflowError. */
static int range_truthy(VM *vm, Value self) {
    Range *r = AS_RANGE(self);
    return r->big ? int_sign(r->blen) != 0 : r->len != 0;
}

bool range_hint_fits(VM *vm, Value v) {
    Value n = VNONE;
    if (IS_KIND(v, OK_RANGE) && AS_RANGE(v)->big) n = AS_RANGE(v)->blen;
    else if (IS_KIND(v, OK_ITER) && AS_ITER(v)->ikind == IT_LONGRANGE) {
        n = AS_ITER(v)->extra[1];
        if (IS_BIGINT(n)) n = int_binop(vm, BO_SUB, n, v_int(AS_ITER(v)->pos));
        if (IS_EXC(n)) return false;
    }
    if (!IS_BIGINT(n)) return true;
    range_too_large(vm);
    return false;
}

/* r[slice]: as CPython, the new bounds are the old range at the slice's
 * resolved start and stop (which may lie outside it), the new step the
 * product of the steps. */
static Value range_slice(VM *vm, Value self, Slice *sl) {
    Range *r = AS_RANGE(self);
    size_t rs = gc_scope(vm);
    gc_push(vm, self);
    gc_push(vm, v_obj(sl));
    Value res;
    /* The 64-bit path clamps a step past int64 (and INT64_MIN): only a
     * small step takes it. Clamped bounds resolve as exact ones would. */
    if (!r->big && (IS_NONE(sl->step) || (IS_INT(sl->step) && AS_INT(sl->step) != INT64_MIN))) {
        int64_t start, stop, step, n;
        if (!slice_indices(vm, sl, r->len, &start, &stop, &step, &n)) goto fail;
        __int128 ns = (__int128)r->start + (__int128)start * r->step;
        __int128 nstep = (__int128)r->step * step;
        __int128 nstop = (__int128)r->start + (__int128)stop * r->step;
        if (ns == (int64_t)ns && nstep == (int64_t)nstep && nstop == (int64_t)nstop) {
            res = range_new(vm, (int64_t)ns, (int64_t)nstop, (int64_t)nstep);
        } else {
            Value a = int_from_i128(vm, ns);
            if (IS_EXC(a)) goto fail;
            gc_push(vm, a);
            Value b = int_from_i128(vm, nstop);
            if (IS_EXC(b)) goto fail;
            gc_push(vm, b);
            Value c = int_from_i128(vm, nstep);
            if (IS_EXC(c)) goto fail;
            gc_push(vm, c);
            res = range_of(vm, a, b, c);
        }
        gc_unscope(vm, rs);
        return res;
    }
    Value v[4];
    range_vals(r, v);
    Value t = slice_indices_long(vm, sl, v[3]);
    if (IS_EXC(t)) goto fail;
    gc_push(vm, t);
    Value *ix = AS_TUPLE(t)->items;
    Value c = int_binop(vm, BO_MUL, v[2], ix[2]);
    if (IS_EXC(c)) goto fail;
    gc_push(vm, c);
    Value a = range_at(vm, v, ix[0]);
    if (IS_EXC(a)) goto fail;
    gc_push(vm, a);
    Value b = range_at(vm, v, ix[1]);
    if (IS_EXC(b)) goto fail;
    gc_push(vm, b);
    res = range_of(vm, a, b, c);
    gc_unscope(vm, rs);
    return res;
fail:
    gc_unscope(vm, rs);
    return VEXC;
}

static Value range_getitem(VM *vm, Value self, Value key) {
    Range *r = AS_RANGE(self);
    if (IS_KIND(key, OK_SLICE)) return range_slice(vm, self, (Slice *)AS_OBJ(key));
    if (!r->big && IS_INT(key)) {
        int64_t i = AS_INT(key);
        if (i < 0) i += r->len;
        if (i < 0 || i >= r->len) return exc_raise(vm, EXC_IndexError, "range object index out of range");
        return v_int(range_item(r, i));
    }
    Value u = num_unwrap(key);
    if (!IS_INT(u) && !IS_BOOL(u) && !IS_BIGINT(u) &&
        !(IS_OBJ(key) && !IS_EMPTY(type_lookup(vm, type_of(vm, key), vm->names->__index__))))
        return exc_raise(vm, EXC_TypeError, "range indices must be integers or slices, not %s", type_name(vm, key));
    size_t rs = gc_scope(vm);
    gc_push(vm, self);
    Value i = int_index(vm, key), res = VEXC;
    if (IS_EXC(i)) goto done;
    gc_push(vm, i);
    Value v[4];
    range_vals(r, v);
    if (int_sign(i) < 0) {
        i = int_binop(vm, BO_ADD, i, v[3]);
        if (IS_EXC(i)) goto done;
        gc_push(vm, i);
    }
    if (int_sign(i) < 0 || int_cmp(i, v[3]) >= 0) {
        exc_raise(vm, EXC_IndexError, "range object index out of range");
        goto done;
    }
    res = r->big ? range_at(vm, v, i) : v_int(range_item(r, AS_INT(i)));
done:
    gc_unscope(vm, rs);
    return res;
}

/* Where the int x lies in the range (CPython's range_contains_long, and
 * range.index's (x - start) // step): 1 with *idx set, 0 when absent, -1
 * on error. */
static int range_find_int(VM *vm, Value self, Value x, Value *idx) {
    Range *r = AS_RANGE(self);
    x = IS_BOOL(x) ? v_int(AS_BOOL(x)) : x;
    if (!r->big && IS_INT(x)) {
        int64_t n = AS_INT(x);
        if (r->step > 0 ? (n < r->start || n >= r->stop) : (n > r->start || n <= r->stop)) return 0;
        __int128 d = (__int128)n - r->start;
        if (d % r->step) return 0;
        *idx = v_int((int64_t)(d / r->step));
        return 1;
    }
    Value v[4];
    range_vals(r, v);
    if (!int_cmp_work(vm, x, v[0]) || !int_cmp_work(vm, x, v[1])) return -1;
    bool up = int_sign(v[2]) > 0;
    if (up ? (int_cmp(x, v[0]) < 0 || int_cmp(x, v[1]) >= 0) : (int_cmp(x, v[0]) > 0 || int_cmp(x, v[1]) <= 0))
        return 0;
    size_t rs = gc_scope(vm);
    gc_push(vm, self);
    gc_push(vm, x);
    int found = -1;
    Value d = int_binop(vm, BO_SUB, x, v[0]);
    if (IS_EXC(d)) goto done;
    gc_push(vm, d);
    Value m = int_binop(vm, BO_MOD, d, v[2]);
    if (IS_EXC(m)) goto done;
    found = 0;
    if (int_sign(m) == 0) {
        Value q = int_binop(vm, BO_FLOORDIV, d, v[2]);
        if (IS_EXC(q)) {
            found = -1;
            goto done;
        }
        *idx = q;
        found = 1;
    }
done:
    gc_unscope(vm, rs);
    return found;
}

/* CPython's _PySequence_IterSearch over a range, for an item that is not
 * an int: compares it with every element in turn (user __eq__ may run),
 * charged per element. Counts the matches (count), or stops at the first
 * one with its index in *out (contains, index). 1 found, 0 not, -1. */
static int range_search(VM *vm, Value self, Value item, bool count, int64_t *out) {
    Range *r = AS_RANGE(self);
    size_t rs = gc_scope(vm);
    gc_push(vm, self);
    gc_push(vm, item);
    Value v[4];
    range_vals(r, v);
    /* A length past 64 bits cannot be walked within any budget. */
    int64_t n = IS_INT(v[3]) ? AS_INT(v[3]) : INT64_MAX, found = 0;
    size_t slot = vm->nroots;
    gc_push(vm, v[0]);
    int rc = 0;
    for (int64_t i = 0; i < n; i++) {
        Value cur;
        if (!r->big) {
            cur = v_int(range_item(r, i));
        } else if (i == 0) {
            cur = v[0];
        } else {
            cur = int_binop(vm, BO_ADD, vm->roots[slot], v[2]);
            if (IS_EXC(cur)) { rc = -1; break; }
        }
        vm->roots[slot] = cur;
        if (!rt_charge(vm, 1)) { rc = -1; break; }
        int e = obj_eq(vm, cur, item);
        if (e < 0) { rc = -1; break; }
        if (e) {
            rc = 1;
            if (!count) { *out = i; break; }
            found++;
        }
    }
    if (count && rc >= 0) *out = found;
    gc_unscope(vm, rs);
    return rc;
}

static int range_contains(VM *vm, Value self, Value item) {
    Value idx;
    if (IS_INT(item) || IS_BOOL(item) || IS_BIGINT(item)) return range_find_int(vm, self, item, &idx);
    int64_t i;
    return range_search(vm, self, item, false, &i);
}

static Value range_richcmp(VM *vm, Value a, Value b, int op) {
    if (!IS_KIND(a, OK_RANGE) || !IS_KIND(b, OK_RANGE) || (op != CO_EQ && op != CO_NE)) return v_notimpl();
    Range *x = AS_RANGE(a), *y = AS_RANGE(b);
    bool eq;
    if (!x->big && !y->big) {
        eq = x->len == y->len && (x->len == 0 || (x->start == y->start && (x->len == 1 || x->step == y->step)));
    } else {
        /* As CPython: equal lengths, then (when not empty) equal starts,
         * then (when longer than one) equal steps. */
        Value p[4], q[4];
        range_vals(x, p);
        range_vals(y, q);
        if (!int_cmp_work(vm, p[3], q[3]) || !int_cmp_work(vm, p[0], q[0]) || !int_cmp_work(vm, p[2], q[2]))
            return VEXC;
        eq = int_cmp(p[3], q[3]) == 0 &&
             (int_sign(p[3]) == 0 ||
              (int_cmp(p[0], q[0]) == 0 && (int_cmp(p[3], v_int(1)) == 0 || int_cmp(p[2], q[2]) == 0)));
    }
    return v_bool(op == CO_EQ ? eq : !eq);
}

/* An iterator over a big range: items first, first + step, ..., len of
 * them (the caller roots the three); its pos counts the items given. */
static Value longrange_iter(VM *vm, Value self, Value first, Value step, Value len) {
    Iter *it = iter_new(vm, IT_LONGRANGE, self);
    if (!it) return VEXC;
    it->aux = first;
    it->extra[0] = step;
    it->extra[1] = len;
    return v_obj(it);
}

static Value range_iter(VM *vm, Value self) {
    Range *r = AS_RANGE(self);
    if (r->big) return longrange_iter(vm, self, r->bstart, r->bstep, r->blen);
    Iter *it = iter_new(vm, IT_RANGE, self);
    return it ? v_obj(it) : VEXC;
}

Value range_reversed(VM *vm, Value self) {
    Range *r = AS_RANGE(self);
    if (!r->big) {
        Iter *it = iter_new(vm, IT_REVERSED, self);
        if (!it) return VEXC;
        it->pos = r->len - 1;
        /* CPython walks such a range with its long iterator: -step or
         * start - step leaves a C long. */
        if (r->step == INT64_MIN || (r->step > 0 ? r->start < INT64_MIN + r->step : r->start > INT64_MAX + r->step))
            it->tname = ITN_LONGRANGE;
        return v_obj(it);
    }
    size_t rs = gc_scope(vm);
    gc_push(vm, self);
    Value v[4], res = VEXC;
    range_vals(r, v);
    Value last = int_sign(v[3]) ? int_binop(vm, BO_SUB, v[3], v_int(1)) : v_int(0);
    if (IS_EXC(last)) goto done;
    gc_push(vm, last);
    last = range_at(vm, v, last);
    if (IS_EXC(last)) goto done;
    gc_push(vm, last);
    Value step = int_neg(vm, v[2]);
    if (IS_EXC(step)) goto done;
    gc_push(vm, step);
    res = longrange_iter(vm, self, last, step, v[3]);
done:
    gc_unscope(vm, rs);
    return res;
}

static int range_hash(VM *vm, Value self, int64_t *out) {
    Value v[4];
    range_vals(AS_RANGE(self), v);
    bool empty = int_sign(v[3]) == 0, one = IS_INT(v[3]) && AS_INT(v[3]) == 1;
    Value t[3] = {v[3], empty ? VNONE : v[0], empty || one ? VNONE : v[2]};
    Value tup = tuple_pack(vm, 3, t);
    if (IS_EXC(tup)) return -1;
    return obj_hash(vm, tup, out);
}

static Value m_range_index(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value x = argv[0], idx;
    if (IS_INT(x) || IS_BOOL(x) || IS_BIGINT(x)) {
        int f = range_find_int(vm, self, x, &idx);
        if (f < 0) return VEXC;
        if (!f) return exc_raise(vm, EXC_ValueError, "%R is not in range", x);
        return idx;
    }
    int64_t i;
    int f = range_search(vm, self, x, false, &i);
    if (f < 0) return VEXC;
    if (!f) return exc_raise(vm, EXC_ValueError, "sequence.index(x): x not in sequence");
    return v_int(i);
}

static Value m_range_count(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value x = argv[0], idx;
    if (IS_INT(x) || IS_BOOL(x) || IS_BIGINT(x)) {
        int f = range_find_int(vm, self, x, &idx);
        return f < 0 ? VEXC : v_int(f);
    }
    int64_t n;
    return range_search(vm, self, x, true, &n) < 0 ? VEXC : v_int(n);
}

/* The special methods, as CPython's slot wrappers (range.__len__ ...). */
static Value m_range_dlen(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int64_t n = range_len(vm, self);
    return n < 0 ? VEXC : v_int(n);
}

static Value m_range_dbool(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return v_bool(range_truthy(vm, self));
}

static Value m_range_dgetitem(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return range_getitem(vm, self, argv[0]);
}

static Value m_range_dcontains(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int r = range_contains(vm, self, argv[0]);
    return r < 0 ? VEXC : v_bool(r);
}

static Value m_range_diter(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return range_iter(vm, self); }

static Value m_range_dreversed(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return range_reversed(vm, self);
}

static const MethodDef range_methods[] = {
    {"index", m_range_index, 1, 1, 0},
    {"count", m_range_count, 1, 1, 0},
    {"__len__", m_range_dlen, 0, 0, 0},
    {"__bool__", m_range_dbool, 0, 0, 0},
    {"__getitem__", m_range_dgetitem, 1, 1, 0},
    {"__contains__", m_range_dcontains, 1, 1, 0},
    {"__iter__", m_range_diter, 0, 0, 0},
    {"__reversed__", m_range_dreversed, 0, 0, 0},
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
    case IT_LONGRANGE: return ITN_LONGRANGE;
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
        it->step = it->end;     /* the items left to give */
        break;
    case IT_SET:
        it->version = AS_SET(src)->version;
        it->end = (int64_t)AS_SET(src)->used;
        it->step = it->end;     /* the items left to give */
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
    /* One item of each of the n iterators: charged by n first. */
    if (!rt_charge(vm, (int64_t)(n / 2))) return VEXC;
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
                if (i > 0) {
                    gc_unscope(vm, rs);
                    return exc_raise(vm, EXC_ValueError, "zip() argument %zu is shorter than argument%s%zu",
                                     i + 1, i == 1 ? " " : "s 1-", i);
                }
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
    if (!rt_charge(vm, (int64_t)(n / 2))) return VEXC;
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
    case IT_LONGRANGE: {
        /* pos counts the items given; a length past int64 is never
         * reached (no budget walks 2**63 items). */
        Value total = it->extra[1];
        if (IS_INT(total) && it->pos >= AS_INT(total)) return VEMPTY;
        /* The next item is made before anything is stored, so a failed
         * allocation leaves the iterator where it was. */
        size_t rs = gc_scope(vm);
        Value cur = it->aux;
        gc_push(vm, cur);
        Value nx = int_binop(vm, BO_ADD, cur, it->extra[0]);
        gc_unscope(vm, rs);
        if (IS_EXC(nx)) return nx;
        it->aux = nx;
        it->pos++;
        return cur;
    }
    case IT_DICT_KEYS: case IT_DICT_VALUES: case IT_DICT_ITEMS: {
        if (!IS_DICT(it->src)) return VEMPTY;
        Dict *d = AS_DICT(it->src);
        if (it->tname == ITN_ODICT) {
            /* An OrderedDict's (collections.py), as CPython's odict
             * iterator: done once it gave what the dict held (it knows no
             * next key then, whatever changes after); else a key added,
             * removed or moved since it started ends it, checked first,
             * then a change of size (clear() empties the dict's storage
             * without counting as a move). */
            if (it->step <= 0) {
                it->src = VNONE;
                return VEMPTY;
            }
            if (d->kversion != it->version && !(d->nslots == 0 && d->used == 0)) {
                it->src = VNONE;
                return exc_raise(vm, EXC_RuntimeError, "OrderedDict mutated during iteration");
            }
            if (d->used != (size_t)it->end) {
                it->end = -1;
                return exc_raise(vm, EXC_RuntimeError, "OrderedDict changed size during iteration");
            }
        }
        if (d->used != (size_t)it->end) {
            it->end = -1;
            return exc_raise(vm, EXC_RuntimeError, "dictionary changed size during iteration");
        }
        size_t pos = (size_t)it->pos;
        Value k, v;
        int got = dict_next_charged(vm, d, &pos, &k, &v);
        if (got < 0) return VEXC;
        if (!got) {
            it->src = VNONE;
            return VEMPTY;
        }
        /* An item past the count the dict had: keys were deleted and others
         * added (the size the same), as CPython's dictiter finds it. */
        if (it->step <= 0) {
            it->src = VNONE;
            return exc_raise(vm, EXC_RuntimeError, "dictionary keys changed during iteration");
        }
        it->step--;
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
        int got = set_next_charged(vm, s, &pos, &k);
        if (got < 0) return VEXC;
        if (!got) {
            it->src = VNONE;
            return VEMPTY;
        }
        it->pos = (int64_t)pos;
        it->step--;
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
    if (it->ikind == IT_LONGRANGE) return int_binop(vm, BO_SUB, it->extra[1], v_int(it->pos));
    if (it->ikind == IT_SEQ && IS_LIST(it->src)) return v_int((int64_t)AS_LIST(it->src)->len - it->pos);
    if (it->ikind == IT_SEQ && IS_TUPLE(it->src)) return v_int((int64_t)AS_TUPLE(it->src)->len - it->pos);
    if (it->ikind == IT_SEQ && IS_STR(it->src)) {
        /* The code points after the byte offset pos. */
        Str *s = AS_STR(it->src);
        size_t b = (size_t)it->pos < s->blen ? (size_t)it->pos : s->blen;
        if (!rt_charge(vm, (int64_t)((s->blen - b) / 256) + 1)) return VEXC;
        return v_int((int64_t)str_cps_after(s, b));
    }
    if (it->ikind == IT_REVERSED) {
        if (it->pos < 0) return v_int(0);
        if (IS_LIST(it->src) && (size_t)it->pos >= AS_LIST(it->src)->len) return v_int(0);
        return v_int(it->pos + 1);
    }
    if (it->ikind == IT_BYTES) {
        Bytes *b = (Bytes *)AS_OBJ(it->src);
        return v_int((size_t)it->pos < b->len ? (int64_t)(b->len - (size_t)it->pos) : 0);
    }
    if (it->ikind == IT_SET && IS_OBJ(it->src) &&
        (OBJ_KIND(it->src) == OK_SET || OBJ_KIND(it->src) == OK_FROZENSET) && AS_SET(it->src)->used == (size_t)it->end)
        return v_int(it->step > 0 ? it->step : 0);
    /* A dict's iterators count the items they have left while its size
     * is the one they started with. */
    if ((it->ikind == IT_DICT_KEYS || it->ikind == IT_DICT_VALUES || it->ikind == IT_DICT_ITEMS) &&
        IS_DICT(it->src) && AS_DICT(it->src)->used == (size_t)it->end)
        return v_int(it->step > 0 ? it->step : 0);
    /* collections.deque's iterators count the items they have left. */
    if (it->ikind == IT_NATIVE && (it->tname == ITN_DEQUE || it->tname == ITN_DEQUE_REVERSE))
        return v_int(it->end > 0 ? it->end : 0);
    return v_int(0);
}

static const MethodDef iter_methods[] = {
    {"__next__", m_iter_next, 0, 0, 0},
    {"__iter__", m_iter_iter, 0, 0, 0},
    {"__length_hint__", m_length_hint, 0, 0, 0},
    {NULL, NULL, 0, 0, 0},
};

/* The iterator types CPython gives no __length_hint__. */
static const MethodDef iter_methods_unsized[] = {
    {"__next__", m_iter_next, 0, 0, 0},
    {"__iter__", m_iter_iter, 0, 0, 0},
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

static void init_iter_type(VM *vm, Type *t, bool sized) {
    t->slots.iter = iter_self;
    t->slots.repr = iter_repr;
    type_add_methods(vm, t, sized ? iter_methods : iter_methods_unsized);
}

void iter_init(VM *vm) {
    Type *r = vm->types[OK_RANGE];
    r->slots.repr = range_repr;
    r->slots.len = range_len;
    r->slots.truthy = range_truthy;
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
    init_iter_type(vm, t, true);
    vm->t_iters[ITN_ITERATOR] = t;
    for (int i = 1; i < ITN__COUNT; i++) {
        Type *it = type_new_builtin(vm, names[i], vm->t_object, OK_ITER);
        if (!it) return;
        it->tflags |= TF_FINAL;
        it->ctor = NULL;
        init_iter_type(vm, it, i != ITN_ENUMERATE && i != ITN_ZIP && i != ITN_MAP && i != ITN_FILTER &&
                                   i != ITN_CALLABLE && i != ITN_ODICT);
        vm->t_iters[i] = it;
    }
    /* The deque iterators are those of CPython's _collections, named so
     * from the start: a template's copies share these types, read-only,
     * whether or not the template imported collections. */
    static const struct {
        IterTypeName k;
        const char *full;
    } deque_iters[] = {{ITN_DEQUE, "_collections._deque_iterator"},
                       {ITN_DEQUE_REVERSE, "_collections._deque_reverse_iterator"}};
    for (size_t i = 0; i < sizeof deque_iters / sizeof deque_iters[0]; i++) {
        Type *it = vm->t_iters[deque_iters[i].k];
        it->module = str_cvalue(vm, "_collections");
        it->tp_name = str_intern_cstr(vm, deque_iters[i].full);
        if (IS_EXC(it->module) || !it->tp_name) {
            it->module = VNONE;
            rt_halt(vm, HALT_MEMORY);
            return;
        }
    }
}
