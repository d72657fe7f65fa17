/* Lists: a growable array of values, and a stable merge sort. */
#include "rt.h"
#include "names.h"

static bool list_reserve(VM *vm, List *l, size_t need) {
    if (need <= l->cap) return true;
    size_t ncap = l->cap < 4 ? 4 : l->cap + (l->cap >> 1) + 4;
    if (ncap < need) ncap = need;
    if (ncap > ((size_t)1 << 40)) {
        rt_halt(vm, HALT_MEMORY);
        return false;
    }
    Value *p = mem_realloc(vm, l->items, l->cap * sizeof(Value), ncap * sizeof(Value));
    if (!p) return false;
    l->items = p;
    l->cap = ncap;
    return true;
}

List *list_new(VM *vm, size_t cap) {
    List *l = obj_alloc(vm, OK_LIST, sizeof(List));
    if (!l) return NULL;
    if (cap && !list_reserve(vm, l, cap)) return NULL;
    return l;
}

int list_append(VM *vm, List *l, Value v) {
    if (l->len == l->cap && !list_reserve(vm, l, l->len + 1)) return -1;
    l->items[l->len++] = v;
    return 0;
}

Value list_from_values(VM *vm, size_t n, const Value *items) {
    List *l = list_new(vm, n);
    if (!l) return VEXC;
    if (n) mem_copy(l->items, items, n * sizeof(Value));
    l->len = n;
    return v_obj(l);
}

List *list_unwrap(Value v) {
    if (!IS_OBJ(v)) return NULL;
    Obj *o = AS_OBJ(v);
    if (o->kind == OK_LIST) return (List *)o;
    if (o->kind == OK_INSTANCE && IS_LIST(((Instance *)o)->builtin_value))
        return AS_LIST(((Instance *)o)->builtin_value);
    return NULL;
}

/* The list a method or slot works on: self, or the list inside an
 * instance of a subclass. */
static List *self_list(VM *vm, Value self) {
    List *l = list_unwrap(self);
    if (!l) exc_raise(vm, EXC_TypeError, "descriptor for 'list' objects doesn't apply to a '%s' object",
                      type_name(vm, self));
    return l;
}

#define SELF_LIST(l)                   \
    List *l = self_list(vm, self);     \
    if (!l) return VEXC

int list_extend(VM *vm, List *l, Value src) {
    /* A list subclass extended by itself (l += l) copies its items, as
     * CPython does for self: iterating would never end. Other instances
     * of subclasses are iterated (their own __iter__ counts). */
    if (!IS_LIST(src) && list_unwrap(src) == l) src = v_obj(l);
    if (IS_LIST(src) || IS_TUPLE(src)) {
        size_t n = IS_LIST(src) ? AS_LIST(src)->len : AS_TUPLE(src)->len;
        if (!rt_charge(vm, (int64_t)n / 8)) return -1;
        if (!list_reserve(vm, l, l->len + n)) return -1;
        /* Re-read the source after the reserve: it may be `l` itself. */
        const Value *items = IS_LIST(src) ? AS_LIST(src)->items : AS_TUPLE(src)->items;
        if (n) mem_move(l->items + l->len, items, n * sizeof(Value));
        l->len += n;
        return 0;
    }
    if (!range_hint_fits(vm, src)) return -1;
    Value it = obj_iter(vm, src);
    if (IS_EXC(it)) return -1;
    gc_push(vm, it);
    int rc = 0;
    for (;;) {
        Value x = obj_next(vm, it);
        if (IS_EXC(x)) { rc = -1; break; }
        if (IS_EMPTY(x)) break;
        if (list_append(vm, l, x) < 0 || !rt_charge(vm, 1)) { rc = -1; break; }
    }
    gc_pop(vm, 1);
    return rc;
}

static Value list_repr(VM *vm, Value self) {
    SELF_LIST(l);
    /* A subclass instance shows as its list, which stands for it below. */
    self = v_obj(l);
    if (l->len == 0) return str_cvalue(vm, "[]");
    if (!repr_enter(vm, AS_OBJ(self))) return str_cvalue(vm, "[...]");
    /* As CPython: an item's __repr__ may change the list, so the length and
     * the items are read afresh at each step, and the item is held while
     * its __repr__ runs. */
    StrBuf b;
    sb_init(&b, vm);
    sb_addc(&b, '[');
    Value r = VEXC;
    for (size_t i = 0; i < l->len; i++) {
        if (i) sb_add(&b, ", ", 2);
        Value item = l->items[i];
        gc_push(vm, item);
        Value s = obj_repr(vm, item);
        gc_pop(vm, 1);
        if (IS_EXC(s)) {
            sb_free(&b);
            goto done;
        }
        if (!rt_charge_repr(vm, s)) {
            sb_free(&b);
            goto done;
        }
        sb_addstr(&b, AS_STR(s));
    }
    sb_addc(&b, ']');
    r = sb_finish(&b);
done:
    repr_leave(vm, AS_OBJ(self));
    return r;
}

static Value list_richcmp(VM *vm, Value a, Value b, int op) {
    List *x = list_unwrap(a), *y = list_unwrap(b);
    if (!x || !y) return v_notimpl();
    if ((op == CO_EQ || op == CO_NE) && x->len != y->len) return v_bool(op == CO_NE);
    return seq_richcmp(vm, v_obj(x), v_obj(y), op);
}

static Value list_iter(VM *vm, Value self) {
    SELF_LIST(l);
    Iter *it = iter_new(vm, IT_SEQ, v_obj(l));
    return it ? v_obj(it) : VEXC;
}

static int64_t list_len(VM *vm, Value self) {
    List *l = self_list(vm, self);
    return l ? (int64_t)l->len : -1;
}

static Value list_getitem(VM *vm, Value self, Value key) {
    SELF_LIST(l);
    if (IS_INT(key)) {
        int64_t i = AS_INT(key);
        if (i < 0) i += (int64_t)l->len;
        if (i < 0 || i >= (int64_t)l->len) return exc_raise(vm, EXC_IndexError, "list index out of range");
        return l->items[i];
    }
    if (IS_KIND(key, OK_SLICE)) {
        SliceSpec sp;
        int64_t start, stop, n;
        if (!slice_unpack(vm, (Slice *)AS_OBJ(key), &sp)) return VEXC;
        n = slice_adjust(&sp, (int64_t)l->len, &start, &stop);
        int64_t step = sp.step;
        if (!rt_charge(vm, n / 8)) return VEXC;
        List *r = list_new(vm, (size_t)n);
        if (!r) return VEXC;
        for (int64_t i = 0; i < n; i++) r->items[i] = l->items[start + i * step];
        r->len = (size_t)n;
        return v_obj(r);
    }
    if (!obj_has_index(vm, key))
        return exc_raise(vm, EXC_TypeError, "list indices must be integers or slices, not %s", type_name(vm, key));
    int64_t i;
    if (!seq_index_value(vm, key, &i) || !seq_index_fit(vm, i, (int64_t)l->len, &i, "list")) return VEXC;
    return l->items[i];
}

/* l[start:stop:step] = src (or deletion when src is VEMPTY). */
static int list_set_slice(VM *vm, List *l, Slice *s, Value src) {
    SliceSpec sp;
    int64_t start, stop, step, n;
    if (!slice_unpack(vm, s, &sp)) return -1;
    step = sp.step;
    if (IS_EMPTY(src)) {
        n = slice_adjust(&sp, (int64_t)l->len, &start, &stop);
        if (n == 0) return 0;
        if (step < 0) {
            start = start + step * (n - 1);
            step = -step;
        }
        size_t w = (size_t)start;
        for (size_t r = (size_t)start; r < l->len; r++) {
            bool del = r < (size_t)start + (size_t)(n * step) && ((int64_t)(r - (size_t)start)) % step == 0;
            if (!del) l->items[w++] = l->items[r];
        }
        l->len = w;
        return rt_charge(vm, (int64_t)l->len / 8) ? 0 : -1;
    }
    /* An extended slice's size is taken before the right-hand side is
     * consumed (CPython's error message names it), but the bounds used are
     * fitted again to the length after: the right-hand side's iterator is
     * user code that may change this list. */
    int64_t n_before = slice_adjust(&sp, (int64_t)l->len, &start, &stop);
    /* A right-hand side with no iterator: CPython's words for it (a
     * TypeError from __iter__ itself is reworded too, as CPython does). */
    if (!IS_LIST(src) && !IS_TUPLE(src)) {
        Value it = obj_iter(vm, src);
        if (IS_EXC(it)) {
            if (exc_matches(vm, EXC_TypeError)) {
                exc_clear(vm);
                exc_raise(vm, EXC_TypeError, step == 1 ? "can only assign an iterable"
                                                       : "must assign iterable to extended slice");
            }
            return -1;
        }
        src = it;
    }
    gc_push(vm, src);
    List *seq = rt_list_from_iter(vm, src);
    gc_pop(vm, 1);
    if (!seq) return -1;
    size_t m = seq->len;
    if (step != 1 && (int64_t)m != n_before) {
        exc_raise(vm, EXC_ValueError, "attempt to assign sequence of size %zu to extended slice of size %lld",
                  m, (long long)n_before);
        return -1;
    }
    n = slice_adjust(&sp, (int64_t)l->len, &start, &stop);
    if (step == 1) {
        if (stop < start) stop = start;
        size_t old = (size_t)(stop - start);
        if (m > old && !list_reserve(vm, l, l->len + (m - old))) return -1;
        if (!rt_charge(vm, (int64_t)(l->len - (size_t)stop) / 16)) return -1;
        /* An empty list may have no item storage: no pointer arithmetic
         * on NULL. */
        if (l->items) {
            mem_move(l->items + start + m, l->items + stop, (l->len - (size_t)stop) * sizeof(Value));
            mem_copy(l->items + start, seq->items, m * sizeof(Value));
        }
        l->len = l->len - old + m;
        return rt_charge(vm, (int64_t)l->len / 8) ? 0 : -1;
    }
    if ((int64_t)m != n) {
        exc_raise(vm, EXC_ValueError, "attempt to assign sequence of size %zu to extended slice of size %lld",
                  m, (long long)n);
        return -1;
    }
    for (int64_t i = 0; i < n; i++) l->items[start + i * step] = seq->items[i];
    return 0;
}

static int list_setitem(VM *vm, Value self, Value key, Value v) {
    List *l = self_list(vm, self);
    if (!l) return -1;
    if (IS_KIND(key, OK_SLICE)) return list_set_slice(vm, l, (Slice *)AS_OBJ(key), v);
    if (!obj_has_index(vm, key)) {
        exc_raise(vm, EXC_TypeError, "list indices must be integers or slices, not %s", type_name(vm, key));
        return -1;
    }
    int64_t i;
    if (!seq_index_value(vm, key, &i) || !seq_index_fit(vm, i, (int64_t)l->len, &i, "list assignment"))
        return -1;
    if (IS_EMPTY(v)) {
        if (!rt_charge(vm, (int64_t)(l->len - (size_t)i - 1) / 16)) return -1;
        mem_move(l->items + i, l->items + i + 1, (l->len - (size_t)i - 1) * sizeof(Value));
        l->len--;
    } else {
        l->items[i] = v;
    }
    return 0;
}

static int list_contains(VM *vm, Value self, Value item) {
    List *l = self_list(vm, self);
    if (!l) return -1;
    for (size_t i = 0; i < l->len; i++) {
        int e = obj_eq(vm, l->items[i], item);
        if (e) return e;
        if ((i & 63) == 63 && !rt_charge(vm, 8)) return -1;
    }
    return 0;
}

/* Fill items [len, total) with copies of the first len items, doubling
 * the copied block each time: log2(total / len) copies, not one per
 * repetition ([False] * n is one item n times). */
static void repeat_items(Value *items, size_t len, size_t total) {
    size_t done = len;
    while (done < total) {
        size_t c = done <= total - done ? done : total - done;
        memcpy(items + done, items, c * sizeof(Value));
        done += c;
    }
}

static Value list_binop(VM *vm, int op, Value a, Value b, bool inplace) {
    /* Subclass instances take part through their lists; the results are
     * plain lists, except in place, where the instance itself is. */
    List *la = list_unwrap(a), *lb = list_unwrap(b);
    if (op == BO_ADD && la) {
        if (inplace) {
            if (list_extend(vm, la, b) < 0) return VEXC;
            return a;
        }
        if (!lb) return v_notimpl();
        List *x = la, *y = lb;
        if (!rt_charge(vm, (int64_t)(x->len + y->len) / 8)) return VEXC;
        List *r = list_new(vm, x->len + y->len);
        if (!r) return VEXC;
        /* Both empty: no item storage, no pointer arithmetic on NULL. */
        if (r->items) {
            mem_copy(r->items, x->items, x->len * sizeof(Value));
            mem_copy(r->items + x->len, y->items, y->len * sizeof(Value));
        }
        r->len = x->len + y->len;
        return v_obj(r);
    }
    if (op == BO_MUL) {
        List *x = la ? la : lb;
        Value nv = la ? b : a;
        if (!x || !(IS_INT(nv) || IS_BOOL(nv) || IS_BIGINT(nv))) return v_notimpl();
        int64_t n;
        if (!seq_repeat_count(vm, nv, x->len, &n)) return VEXC;
        size_t len = x->len, total = len * (size_t)n;
        if (!rt_charge(vm, (int64_t)total / 8)) return VEXC;
        if (inplace && la) {
            if (!list_reserve(vm, x, total)) return VEXC;
            if (len) repeat_items(x->items, len, total);
            x->len = total;
            return a;
        }
        List *r = list_new(vm, total);
        if (!r) return VEXC;
        if (total) {
            memcpy(r->items, x->items, len * sizeof(Value));
            repeat_items(r->items, len, total);
        }
        r->len = total;
        return v_obj(r);
    }
    return v_notimpl();
}

/* ---- sorting ----------------------------------------------------------- */

/* How keys compare. list_sort picks a kind other than CMP_GENERIC only
 * when every key passed its check, and no comparison of such keys runs
 * user code, so the sort then compares them without dispatch (as
 * CPython's unsafe_*_compare do): CMP_INT, every key an int64 (not a
 * bool or a big int); CMP_FLOAT, every key a float (C's < is Python's,
 * NaN included); CMP_STR, every key an exact str; CMP_TUPLE_INT and
 * CMP_TUPLE_STR, every key an exact non-empty tuple whose first item is
 * an int64, or an exact str: first items that differ decide at once, and
 * only ties compare the rest as tuples do. Tuples are immutable, so what
 * the check saw stays true while user code runs in later comparisons. */
typedef enum { CMP_GENERIC, CMP_INT, CMP_FLOAT, CMP_STR, CMP_TUPLE_INT, CMP_TUPLE_STR } SortKind;

/* str_cmp for sorting: the short strings agents sort by mostly differ
 * in their first bytes, found here without a call to memcmp. */
static inline int order_strs(const Str *a, const Str *b) {
    size_t n = a->blen < b->blen ? a->blen : b->blen;
    size_t i = 0;
    for (; i < n && i < 16; i++)
        if (a->data[i] != b->data[i]) return (unsigned char)a->data[i] < (unsigned char)b->data[i] ? -1 : 1;
    if (i < n) return str_cmp(a, b);
    return a->blen < b->blen ? -1 : a->blen > b->blen ? 1 : 0;
}

/* order_strs, charged for long strings; *err set when the budget ran
 * out. UTF-8 byte order is code point order, as Python compares strs. */
static inline int order_strs_charged(VM *vm, const Str *a, const Str *b, bool *err) {
    if (a == b) return 0;
    size_t len = a->blen < b->blen ? a->blen : b->blen;
    if (len > 256 && !rt_charge(vm, (int64_t)(len / 64))) {
        *err = true;
        return 0;
    }
    return order_strs(a, b);
}

static int generic_lt(VM *vm, Value a, Value b, int depth);

/* x < y for tuples whose items before `from` are equal, as CPython
 * compares tuples: the first pair that is not equal decides, else the
 * shorter is less. -1 on error. */
static int tuple_lt_from(VM *vm, const Tuple *x, const Tuple *y, size_t from, int depth) {
    size_t n = x->len < y->len ? x->len : y->len;
    for (size_t i = from; i < n; i++) {
        Value p = x->items[i], q = y->items[i];
        int eq;
        /* Long equal prefixes (a tuple compared with itself) are charged
         * as they are walked: the loop below runs no call for ints and
         * strs, so nothing else would count it. */
        if (((i - from) & 63) == 63 && !rt_charge(vm, 8)) return -1;
        /* Ints and strs are ordered by one comparison that answers
         * both "equal?" and "less?": no user code can tell. */
        if (IS_INT(p) && IS_INT(q)) {
            if (AS_INT(p) != AS_INT(q)) return AS_INT(p) < AS_INT(q);
            continue;
        }
        if (IS_STR(p) && IS_STR(q)) {
            bool err = false;
            int c = order_strs_charged(vm, AS_STR(p), AS_STR(q), &err);
            if (err) return -1;
            if (c) return c < 0;
            continue;
        }
        if (IS_FLOAT(p) && IS_FLOAT(q)) eq = obj_is(p, q) || AS_FLOAT(p) == AS_FLOAT(q);
        else eq = obj_eq(vm, p, q);
        if (eq < 0) return -1;
        if (!eq) return generic_lt(vm, p, q, depth + 1);
    }
    return x->len < y->len;
}

/* a < b with shortcuts for the keys agents sort by: ints, floats, strs
 * and tuples of those. -1 on error. */
static int generic_lt(VM *vm, Value a, Value b, int depth) {
    if (IS_INT(a) && IS_INT(b)) return AS_INT(a) < AS_INT(b);
    if (IS_FLOAT(a) && IS_FLOAT(b)) return AS_FLOAT(a) < AS_FLOAT(b);
    if (IS_STR(a) && IS_STR(b)) return obj_lt(vm, a, b);
    if (IS_TUPLE(a) && IS_TUPLE(b) && depth < 8) return tuple_lt_from(vm, AS_TUPLE(a), AS_TUPLE(b), 0, depth);
    return obj_lt(vm, a, b);
}

/* The sort is CPython's: a stable natural merge sort (timsort) with
 * powersort's merge policy, as Objects/listsort.txt describes it: runs
 * found by count_run (a strictly descending one is reversed), short runs
 * extended to minrun by binary insertion, pending runs merged when the
 * new run's "power" calls for it, merges that gallop once one side keeps
 * winning. Doing the same comparisons in the same order matters beyond
 * speed: a __lt__ with side effects, or keys that are not totally ordered
 * (NaN), give exactly CPython's result.
 *
 * Items are (key, value) pairs interleaved in `a` (pair i at a[2i]), or,
 * without a key function, the values alone (item i at a[i]); `tmp` holds
 * half as many items and one more (a merge moves the shorter run there).
 * Both are GC-visible tuples, and while a comparison (user code) runs
 * every item is in one of them. */

#define MIN_GALLOP 7
#define MAX_PENDING 85

typedef struct Sorter {
    VM *vm;
    Value *a, *tmp;
    int min_gallop;
    int npending;
    struct { size_t base, len; int power; } pending[MAX_PENDING];
} Sorter;

/* x < y for keys of kind k, charged one unit; -1 on error. Each copy of
 * the sort passes a constant k, so the switch folds away. */
static inline int slt(Sorter *s, SortKind k, Value x, Value y) {
    VM *vm = s->vm;
    if (!rt_charge(vm, 1)) return -1;
    switch (k) {
    case CMP_INT: return AS_INT(x) < AS_INT(y);
    case CMP_FLOAT: return AS_FLOAT(x) < AS_FLOAT(y);
    case CMP_STR: {
        bool err = false;
        int c = order_strs_charged(vm, AS_STR(x), AS_STR(y), &err);
        return err ? -1 : c < 0;
    }
    case CMP_TUPLE_INT: {
        const Tuple *tx = AS_TUPLE(x), *ty = AS_TUPLE(y);
        int64_t p = AS_INT(tx->items[0]), q = AS_INT(ty->items[0]);
        if (p != q) return p < q;
        return tuple_lt_from(vm, tx, ty, 1, 0);
    }
    case CMP_TUPLE_STR: {
        const Tuple *tx = AS_TUPLE(x), *ty = AS_TUPLE(y);
        bool err = false;
        int c = order_strs_charged(vm, AS_STR(tx->items[0]), AS_STR(ty->items[0]), &err);
        if (err) return -1;
        if (c) return c < 0;
        return tuple_lt_from(vm, tx, ty, 1, 0);
    }
    default: return generic_lt(vm, x, y, 0);
    }
}

/* Reverse the n items of w Values each at p. */
static inline void reverse_items(Value *p, size_t w, size_t n) {
    for (size_t i = 0, j = n ? n - 1 : 0; i < j; i++, j--) {
        for (size_t x = 0; x < w; x++) {
            Value v = p[w * i + x];
            p[w * i + x] = p[w * j + x];
            p[w * j + x] = v;
        }
    }
}

/* Powersort's node power of the boundary between runs [s1, s1+n1) and
 * [s1+n1, s1+n1+n2) in a list of n. */
static int power_of(size_t s1, size_t n1, size_t n2, size_t n) {
    int result = 0;
    size_t a = 2 * s1 + n1, b = a + n1 + n2;
    for (;;) {
        result++;
        if (a >= n) {
            a -= n;
            b -= n;
        } else if (b >= n) {
            break;
        }
        a <<= 1;
        b <<= 1;
    }
    return result;
}

#define SORT_FN(name) name##_generic2
#define SORT_KIND CMP_GENERIC
#define SORT_W 2
#include "listsort.h"
#define SORT_FN(name) name##_int2
#define SORT_KIND CMP_INT
#define SORT_W 2
#include "listsort.h"
#define SORT_FN(name) name##_float2
#define SORT_KIND CMP_FLOAT
#define SORT_W 2
#include "listsort.h"
#define SORT_FN(name) name##_str2
#define SORT_KIND CMP_STR
#define SORT_W 2
#include "listsort.h"
#define SORT_FN(name) name##_tuple_int2
#define SORT_KIND CMP_TUPLE_INT
#define SORT_W 2
#include "listsort.h"
#define SORT_FN(name) name##_tuple_str2
#define SORT_KIND CMP_TUPLE_STR
#define SORT_W 2
#include "listsort.h"
#define SORT_FN(name) name##_generic1
#define SORT_KIND CMP_GENERIC
#define SORT_W 1
#include "listsort.h"
#define SORT_FN(name) name##_int1
#define SORT_KIND CMP_INT
#define SORT_W 1
#include "listsort.h"
#define SORT_FN(name) name##_float1
#define SORT_KIND CMP_FLOAT
#define SORT_W 1
#include "listsort.h"
#define SORT_FN(name) name##_str1
#define SORT_KIND CMP_STR
#define SORT_W 1
#include "listsort.h"
#define SORT_FN(name) name##_tuple_int1
#define SORT_KIND CMP_TUPLE_INT
#define SORT_W 1
#include "listsort.h"
#define SORT_FN(name) name##_tuple_str1
#define SORT_KIND CMP_TUPLE_STR
#define SORT_W 1
#include "listsort.h"

typedef int (*SortFn)(VM *vm, Value *a, Value *tmp, size_t n);

/* The copy of the sort for each kind (SortKind order), by item width. */
static const SortFn sorters[2][6] = {
    {merge_sort_generic1, merge_sort_int1, merge_sort_float1, merge_sort_str1, merge_sort_tuple_int1, merge_sort_tuple_str1},
    {merge_sort_generic2, merge_sort_int2, merge_sort_float2, merge_sort_str2, merge_sort_tuple_int2, merge_sort_tuple_str2},
};

/* The kind every one of the n keys (items of w Values at a, the key
 * first) fits, seen once before any comparison: keys are not user-visible
 * while the sort runs. */
static SortKind key_kind(const Value *a, size_t w, size_t n) {
    Value k0 = a[0];
    SortKind k = IS_INT(k0) ? CMP_INT : IS_FLOAT(k0) ? CMP_FLOAT : IS_STR(k0) ? CMP_STR : CMP_GENERIC;
    if (IS_TUPLE(k0) && AS_TUPLE(k0)->len) {
        Value f = AS_TUPLE(k0)->items[0];
        k = IS_INT(f) ? CMP_TUPLE_INT : IS_STR(f) ? CMP_TUPLE_STR : CMP_GENERIC;
    }
    for (size_t i = 1; i < n && k != CMP_GENERIC; i++) {
        Value kv = a[w * i];
        bool ok;
        switch (k) {
        case CMP_INT: ok = IS_INT(kv); break;
        case CMP_FLOAT: ok = IS_FLOAT(kv); break;
        case CMP_STR: ok = IS_STR(kv); break;
        case CMP_TUPLE_INT: ok = IS_TUPLE(kv) && AS_TUPLE(kv)->len && IS_INT(AS_TUPLE(kv)->items[0]); break;
        case CMP_TUPLE_STR: ok = IS_TUPLE(kv) && AS_TUPLE(kv)->len && IS_STR(AS_TUPLE(kv)->items[0]); break;
        default: ok = false; break;
        }
        if (!ok) k = CMP_GENERIC;
    }
    return k;
}

/* Obj.flags of a list being sorted, and of one changed meanwhile. */
#define LIST_SORTING 0x1
#define LIST_TOUCHED 0x2

int list_sort(VM *vm, List *l, Value key, bool reverse) {
    size_t n = l->len;
    if (n < 2 && IS_NONE(key)) return 0;
    /* Without a key function the values are the keys: items of one Value. */
    size_t w = IS_NONE(key) ? 1 : 2;
    Tuple *work = tuple_new(vm, w * (n ? n : 1));
    if (!work) return -1;
    gc_push(vm, v_obj(work));
    Tuple *tmp = tuple_new(vm, w * (n / 2 + 1));
    if (!tmp) { gc_pop(vm, 1); return -1; }
    gc_push(vm, v_obj(tmp));
    int rc = 0;
    for (size_t i = 0; i < n; i++) work->items[w * i + w - 1] = l->items[i];
    /* Hide the items while user code (keys, comparisons) runs, as CPython
     * does: the list looks empty, and any change to it is detected. */
    Value *saved = l->items;
    size_t saved_cap = l->cap;
    uint16_t saved_flags = l->h.flags;
    l->items = NULL;
    l->cap = 0;
    l->len = 0;
    l->h.flags = (uint16_t)((l->h.flags & ~LIST_TOUCHED) | LIST_SORTING);
    if (w == 2) {
        for (size_t i = 0; i < n; i++) {
            Value kv = rt_call1(vm, key, work->items[2 * i + 1]);
            if (IS_EXC(kv)) { rc = -1; goto restore; }
            work->items[2 * i] = kv;
        }
    }
    /* As CPython: reverse=True sorts the reversed items and reverses the
     * result, which keeps equal items in their order; a comparison that
     * raises leaves the items as far as the merges got (each merge puts
     * back what it holds in tmp), reversed back all the same. */
    if (n >= 2) {
        if (reverse) reverse_items(work->items, w, n);
        rc = sorters[w - 1][key_kind(work->items, w, n)](vm, work->items, tmp->items, n);
        if (reverse) reverse_items(work->items, w, n);
    }
restore: {
        bool mutated = l->items != NULL || l->len != 0 || (l->h.flags & LIST_TOUCHED);
        l->h.flags = saved_flags;
        if (l->items) mem_free(vm, l->items, l->cap * sizeof(Value));
        l->items = saved;
        l->cap = saved_cap;
        l->len = n;
        if (rc == 0 && mutated) {
            exc_raise(vm, EXC_ValueError, "list modified during sort");
            rc = -1;
        }
        /* The items go back in their order so far even when the sort
         * failed: the original order when a key function raised, the
         * partly sorted one when a comparison did, as CPython leaves them. */
        for (size_t i = 0; i < n; i++) l->items[i] = work->items[w * i + w - 1];
    }
    gc_pop(vm, 2);
    return rc;
}

/* ---- methods --------------------------------------------------------- */

static Value m_append(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_LIST(l);
    return list_append(vm, l, argv[0]) < 0 ? VEXC : VNONE;
}

static Value m_extend(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_LIST(l);
    return list_extend(vm, l, argv[0]) < 0 ? VEXC : VNONE;
}

static Value m_insert(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_LIST(l);
    int64_t i;
    bool ov;
    if (!obj_index(vm, argv[0], &i, &ov)) return VEXC;
    if (ov) return exc_raise(vm, EXC_OverflowError, "Python int too large to convert to C ssize_t");
    int64_t n = (int64_t)l->len;
    if (i < 0) { i += n; if (i < 0) i = 0; }
    if (i > n) i = n;
    if (list_append(vm, l, VNONE) < 0) return VEXC;
    if (!rt_charge(vm, (int64_t)(size_t)(n - i) / 16)) return VEXC;
    mem_move(l->items + i + 1, l->items + i, (size_t)(n - i) * sizeof(Value));
    l->items[i] = argv[1];
    return rt_charge(vm, (n - i) / 16) ? VNONE : VEXC;
}

static Value m_pop(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_LIST(l);
    int64_t i = -1;
    if (argc) {
        bool ov;
        if (!obj_index(vm, argv[0], &i, &ov)) return VEXC;
        if (ov) return exc_raise(vm, EXC_OverflowError, "Python int too large to convert to C ssize_t");
    }
    /* The length is read after __index__ ran. */
    if (l->len == 0) return exc_raise(vm, EXC_IndexError, "pop from empty list");
    if (i < 0) i += (int64_t)l->len;
    if (i < 0 || i >= (int64_t)l->len) return exc_raise(vm, EXC_IndexError, "pop index out of range");
    Value v = l->items[i];
    if (!rt_charge(vm, (int64_t)(l->len - (size_t)i - 1) / 16)) return VEXC;
    mem_move(l->items + i, l->items + i + 1, (l->len - (size_t)i - 1) * sizeof(Value));
    l->len--;
    return v;
}

static Value m_remove(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_LIST(l);
    /* Each __eq__ may change the list: its length is read every step. */
    for (size_t i = 0; i < l->len; i++) {
        if ((i & 63) == 63 && !rt_charge(vm, 8)) return VEXC;
        int e = obj_eq(vm, l->items[i], argv[0]);
        if (e < 0) return VEXC;
        if (e) {
            if (i < l->len) {
                if (!rt_charge(vm, (int64_t)(l->len - i - 1) / 16)) return VEXC;
                mem_move(l->items + i, l->items + i + 1, (l->len - i - 1) * sizeof(Value));
                l->len--;
            }
            return VNONE;
        }
    }
    return exc_raise(vm, EXC_ValueError, "list.remove(x): x not in list");
}

static Value m_index(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_LIST(l);
    int64_t start, stop;
    if (!seq_range_args(vm, argc, argv, 1, &start, &stop)) return VEXC;
    seq_range_fit((int64_t)l->len, &start, &stop);
    /* Each __eq__ may change the list: its length is read every step. */
    for (int64_t i = start; i < stop && i < (int64_t)l->len; i++) {
        int e = obj_eq(vm, l->items[i], argv[0]);
        if (e < 0) return VEXC;
        if (e) return v_int(i);
        if ((i & 63) == 63 && !rt_charge(vm, 8)) return VEXC;
    }
    return exc_raise(vm, EXC_ValueError, "%R is not in list", argv[0]);
}

static Value m_count(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_LIST(l);
    int64_t c = 0;
    for (size_t i = 0; i < l->len; i++) {
        int e = obj_eq(vm, l->items[i], argv[0]);
        if (e < 0) return VEXC;
        c += e;
        if ((i & 63) == 63 && !rt_charge(vm, 8)) return VEXC;
    }
    return v_int(c);
}

static Value m_reverse(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_LIST(l);
    for (size_t i = 0, j = l->len; i + 1 < j; i++, j--) {
        Value t = l->items[i];
        l->items[i] = l->items[j - 1];
        l->items[j - 1] = t;
    }
    return rt_charge(vm, (int64_t)l->len / 16) ? VNONE : VEXC;
}

static Value m_copy(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_LIST(l);
    if (!rt_charge(vm, (int64_t)l->len / 8)) return VEXC;
    return list_from_values(vm, l->len, l->items);
}

static Value m_clear(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_LIST(l);
    /* As CPython: clearing the (hidden, empty) list being sorted changes
     * nothing; clearing what was added to it meanwhile is a change. */
    if ((l->h.flags & LIST_SORTING) && l->items) l->h.flags |= LIST_TOUCHED;
    l->len = 0;
    return VNONE;
}

/* sort()'s and sorted()'s reverse= as CPython reads it: an int through
 * __index__ that fits a C int (reverse=None or 1.5 is a TypeError). */
int list_reverse_arg(VM *vm, Value rev) {
    int64_t c;
    bool ov;
    if (!obj_index(vm, rev, &c, &ov)) return -1;
    if (ov || c < INT_MIN || c > INT_MAX) {
        exc_raise(vm, EXC_OverflowError, "Python int too large to convert to C int");
        return -1;
    }
    return c != 0;
}

static Value m_sort(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    size_t nkw = kw ? kw->len : 0;
    if ((size_t)argc + nkw > 2)
        return exc_raise(vm, EXC_TypeError, "sort() takes at most 2 %sarguments (%zu given)", argc ? "" : "keyword ",
                         (size_t)argc + nkw);
    if (argc) return exc_raise(vm, EXC_TypeError, "sort() takes no positional arguments");
    Value key = VNONE, rev = v_bool(false);
    for (size_t i = 0; kw && i < kw->len; i++) {
        const char *k = AS_STR(kw->items[i])->data;
        if (!strcmp(k, "key")) key = argv[i];
        else if (!strcmp(k, "reverse")) rev = argv[i];
        else return exc_raise(vm, EXC_TypeError, "'%s' is an invalid keyword argument for sort()", k);
    }
    int r = list_reverse_arg(vm, rev);
    if (r < 0) return VEXC;
    SELF_LIST(l);
    return list_sort(vm, l, key, r) < 0 ? VEXC : VNONE;
}

/* list(iterable). For a subclass the result is an instance wrapping a
 * fresh list, filled here only when the subclass keeps the built-in
 * __init__ (a user __init__ decides itself, as with CPython's list.__new__,
 * which ignores its arguments). */
static Value list_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    bool sub = IS_TYPE(cls) && AS_TYPE(cls) != vm->types[OK_LIST];
    bool fill = !sub || IS_KIND(type_lookup(vm, AS_TYPE(cls), vm->names->__init__), OK_NATIVE);
    if (fill) {
        if (!arg_nokw(vm, "list", kwnames)) return VEXC;
        if (argc > 1) return exc_raise(vm, EXC_TypeError, "list expected at most 1 argument, got %d", argc);
    }
    List *l = fill && argc == 1 ? rt_list_from_iter(vm, argv[0]) : list_new(vm, 0);
    if (!l) return VEXC;
    return sub ? rt_wrap_builtin(vm, AS_TYPE(cls), v_obj(l)) : v_obj(l);
}

/* list.__new__(cls, ...): an empty list or subclass instance; the
 * arguments are __init__'s. */
static Value m_new(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Type *cls = rt_new_cls(vm, self, &argc, &argv, vm->types[OK_LIST]);
    if (!cls) return VEXC;
    List *l = list_new(vm, 0);
    if (!l) return VEXC;
    return cls == vm->types[OK_LIST] ? v_obj(l) : rt_wrap_builtin(vm, cls, v_obj(l));
}

/* list.__init__(self, iterable=()): the list emptied, then extended, as
 * CPython's (so l.__init__(l) leaves l empty). */
static Value m_init(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!arg_nokw(vm, "list", kw)) return VEXC;
    if (argc > 1) return exc_raise(vm, EXC_TypeError, "list expected at most 1 argument, got %d", argc);
    SELF_LIST(l);
    if ((l->h.flags & LIST_SORTING) && l->items) l->h.flags |= LIST_TOUCHED;
    l->len = 0;
    if (argc == 0) return VNONE;
    return list_extend(vm, l, argv[0]) < 0 ? VEXC : VNONE;
}

/* The special methods, as CPython's slot wrappers: what list.__len__(x),
 * super().__getitem__(i) and the like reach from a subclass. */
static Value m_dlen(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_LIST(l);
    return v_int((int64_t)l->len);
}

static Value m_diter(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return list_iter(vm, self); }

static Value m_dreversed(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_LIST(l);
    Iter *it = iter_new(vm, IT_REVERSED, v_obj(l));
    if (!it) return VEXC;
    it->pos = (int64_t)l->len - 1;
    return v_obj(it);
}

static Value m_dgetitem(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return list_getitem(vm, self, argv[0]);
}

static Value m_dsetitem(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return list_setitem(vm, self, argv[0], argv[1]) < 0 ? VEXC : VNONE;
}

static Value m_ddelitem(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return list_setitem(vm, self, argv[0], VEMPTY) < 0 ? VEXC : VNONE;
}

static Value m_dcontains(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int r = list_contains(vm, self, argv[0]);
    return r < 0 ? VEXC : v_bool(r);
}

static Value m_drepr(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return list_repr(vm, self); }

#define LIST_CMP(fname, op)                                                              \
    static Value fname(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {     \
        SELF_LIST(l);                                                                    \
        return list_richcmp(vm, self, argv[0], op);                                      \
    }
LIST_CMP(m_deq, CO_EQ)
LIST_CMP(m_dne, CO_NE)
LIST_CMP(m_dlt, CO_LT)
LIST_CMP(m_dle, CO_LE)
LIST_CMP(m_dgt, CO_GT)
LIST_CMP(m_dge, CO_GE)

static Value m_dadd(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_LIST(l);
    Value r = list_binop(vm, BO_ADD, self, argv[0], false);
    if (r.tag != VT_NOTIMPL) return r;
    return exc_raise(vm, EXC_TypeError, "can only concatenate list (not \"%s\") to list",
                     type_tpname(type_of(vm, argv[0])));
}

static Value m_dmul(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_LIST(l);
    /* The count first (CPython's wrap_indexargfunc): __index__ may run. */
    int64_t k;
    if (!rt_repeat_count(vm, argv[0], &k)) return VEXC;
    return list_binop(vm, BO_MUL, self, v_int(k), false);
}

static Value m_diadd(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_LIST(l);
    return list_binop(vm, BO_ADD, self, argv[0], true);
}

static Value m_dimul(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_LIST(l);
    /* The count first (CPython's wrap_indexargfunc): __index__ may run. */
    int64_t k;
    if (!rt_repeat_count(vm, argv[0], &k)) return VEXC;
    return list_binop(vm, BO_MUL, self, v_int(k), true);
}

static const MethodDef list_methods[] = {
    {"__len__", m_dlen, 0, 0, 0},
    {"__iter__", m_diter, 0, 0, 0},
    {"__reversed__", m_dreversed, 0, 0, 0},
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
    {"__new__", m_new, 0, -1, NATIVE_KW},
    {"__init__", m_init, 0, -1, NATIVE_KW},
    {"append", m_append, 1, 1, 0},
    {"extend", m_extend, 1, 1, 0},
    {"insert", m_insert, 2, 2, 0},
    {"pop", m_pop, 0, 1, 0},
    {"remove", m_remove, 1, 1, 0},
    {"index", m_index, 1, 3, 0},
    {"count", m_count, 1, 1, 0},
    {"reverse", m_reverse, 0, 0, 0},
    {"copy", m_copy, 0, 0, 0},
    {"clear", m_clear, 0, 0, 0},
    {"sort", m_sort, 0, 0, NATIVE_KW | NATIVE_KWONLY(2)},
    {NULL, NULL, 0, 0, 0},
};

void list_init(VM *vm) {
    Type *t = vm->types[OK_LIST];
    t->slots.repr = list_repr;
    t->slots.richcmp = list_richcmp;
    t->slots.iter = list_iter;
    t->slots.len = list_len;
    t->slots.getitem = list_getitem;
    t->slots.setitem = list_setitem;
    t->slots.contains = list_contains;
    t->slots.binop = list_binop;
    t->ctor = list_ctor;
    type_add_methods(vm, t, list_methods);
    /* Lists are unhashable, and so are instances of subclasses that do
     * not define __hash__ themselves (list.__hash__ is None). */
    dict_set_str(vm, t->dict, vm->names->__hash__, VNONE);
}
