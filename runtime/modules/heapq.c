/* heapq's operations on a list (the Python half, runtime/modules/py/heapq.py,
 * calls them through the frozen helper _heap_op): CPython's _heapq
 * algorithms, so the heap's layout after each operation is CPython's.
 *
 * Every comparison may run user code (__lt__), which may change the list:
 * both items are rooted across it, the list's items are read again after
 * it, and a change of the list's size stops the operation with CPython's
 * RuntimeError. */
#include "runtime/rt.h"

enum { HEAP_PUSH, HEAP_POP, HEAP_REPLACE, HEAP_PUSHPOP, HEAP_HEAPIFY };

static const char *const heap_op_names[] = {"heappush", "heappop", "heapreplace", "heappushpop", "heapify"};

/* a < b with both rooted across the comparison: -1, 0 or 1. */
static int heap_lt(VM *vm, Value a, Value b) {
    size_t rs = gc_scope(vm);
    gc_push(vm, a);
    gc_push(vm, b);
    int r = obj_lt(vm, a, b);
    gc_unscope(vm, rs);
    return r;
}

static int changed_size(VM *vm) {
    exc_raise(vm, EXC_RuntimeError, "list changed size during iteration");
    return -1;
}

/* Move heap[pos] towards startpos while it is less than its parent. */
static int sift_down(VM *vm, List *heap, size_t startpos, size_t pos) {
    size_t size = heap->len;
    if (pos >= size) {
        exc_raise(vm, EXC_IndexError, "list index out of range");
        return -1;
    }
    while (pos > startpos) {
        if (!rt_charge(vm, 1)) return -1;
        size_t parentpos = (pos - 1) >> 1;
        int cmp = heap_lt(vm, heap->items[pos], heap->items[parentpos]);
        if (cmp < 0) return -1;
        if (size != heap->len) return changed_size(vm);
        if (cmp == 0) break;
        Value parent = heap->items[parentpos];
        heap->items[parentpos] = heap->items[pos];
        heap->items[pos] = parent;
        pos = parentpos;
    }
    return 0;
}

/* Move the smaller child up from pos to a leaf, then heap[pos]'s old
 * item down into place. */
static int sift_up(VM *vm, List *heap, size_t pos) {
    size_t endpos = heap->len, startpos = pos;
    if (pos >= endpos) {
        exc_raise(vm, EXC_IndexError, "list index out of range");
        return -1;
    }
    size_t limit = endpos >> 1;
    while (pos < limit) {
        if (!rt_charge(vm, 1)) return -1;
        size_t childpos = 2 * pos + 1;
        if (childpos + 1 < endpos) {
            int cmp = heap_lt(vm, heap->items[childpos], heap->items[childpos + 1]);
            if (cmp < 0) return -1;
            if (endpos != heap->len) return changed_size(vm);
            if (cmp == 0) childpos++;
        }
        Value child = heap->items[childpos];
        heap->items[childpos] = heap->items[pos];
        heap->items[pos] = child;
        pos = childpos;
    }
    return sift_down(vm, heap, startpos, pos);
}

/* heap[0] (the heap not empty) replaced by item, which then sifts into
 * place; the old top, rooted across the comparisons, is returned. */
static Value replace_top(VM *vm, List *heap, Value item) {
    Value top = heap->items[0];
    heap->items[0] = item;
    size_t rs = gc_scope(vm);
    gc_push(vm, top);
    int r = sift_up(vm, heap, 0);
    gc_unscope(vm, rs);
    return r < 0 ? VEXC : top;
}

/* _heap_op(op, heap, item): one of heapq's functions (HEAP_*); item is
 * ignored by heappop and heapify. */
Value heapq_op(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_INT(argv[0]) || AS_INT(argv[0]) < HEAP_PUSH || AS_INT(argv[0]) > HEAP_HEAPIFY)
        return exc_raise(vm, EXC_ValueError, "_heap_op(): unknown operation");
    int op = (int)AS_INT(argv[0]);
    Value hv = argv[1], item = argv[2];
    List *heap = IS_LIST(hv) ? AS_LIST(hv)
                 : IS_INSTANCE(hv) && IS_LIST(AS_INSTANCE(hv)->builtin_value) ? AS_LIST(AS_INSTANCE(hv)->builtin_value)
                                                                              : NULL;
    if (!heap) {
        bool one = op == HEAP_POP || op == HEAP_HEAPIFY;
        return exc_raise(vm, EXC_TypeError, "%s() argument%s must be list, not %A", heap_op_names[op],
                         one ? "" : " 1", hv);
    }
    switch (op) {
    case HEAP_PUSH:
        if (list_append(vm, heap, item) < 0) return VEXC;
        return sift_down(vm, heap, 0, heap->len - 1) < 0 ? VEXC : VNONE;
    case HEAP_POP: {
        if (heap->len == 0) return exc_raise(vm, EXC_IndexError, "index out of range");
        Value last = heap->items[--heap->len];
        if (heap->len == 0) return last;
        return replace_top(vm, heap, last);
    }
    case HEAP_REPLACE: {
        if (heap->len == 0) return exc_raise(vm, EXC_IndexError, "index out of range");
        return replace_top(vm, heap, item);
    }
    case HEAP_PUSHPOP: {
        if (heap->len == 0) return item;
        int cmp = heap_lt(vm, heap->items[0], item);
        if (cmp < 0) return VEXC;
        if (cmp == 0) return item;
        if (heap->len == 0) return exc_raise(vm, EXC_IndexError, "index out of range");
        return replace_top(vm, heap, item);
    }
    default: {
        size_t n = heap->len;
        for (size_t i = n >> 1; i-- > 0;)
            if (sift_up(vm, heap, i) < 0) return VEXC;
        return VNONE;
    }
    }
}
