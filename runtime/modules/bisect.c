/* bisect's search loop (the Python half, runtime/modules/py/bisect.py,
 * checks the arguments and calls it through the frozen helper _bisect):
 * CPython's _bisect algorithm. Reading an item, the key function and the
 * comparison may all run user code: each value is rooted across them, and
 * an exact list is read again at every step (an index past its end is
 * CPython's IndexError). */
#include "runtime/rt.h"

/* _bisect(a, x, lo, hi, key, right): the insertion point of x in a[lo:hi]
 * (lo and hi ints, 0 <= lo), after equal items when right is true. */
Value bisect_search(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value a = argv[0], x = argv[1], key = argv[4];
    /* CPython's messages: lo is converted as a C ssize_t, hi as an index. */
    if (IS_BIGINT(argv[2])) return exc_raise(vm, EXC_OverflowError, "Python int too large to convert to C ssize_t");
    if (IS_BIGINT(argv[3])) return exc_raise(vm, EXC_OverflowError, "cannot fit 'int' into an index-sized integer");
    if (!IS_INT(argv[2]) || !IS_INT(argv[3]) || AS_INT(argv[2]) < 0 || !IS_BOOL(argv[5]))
        return exc_raise(vm, EXC_TypeError, "_bisect(a, x, int, int, key, bool)");
    int64_t lo = AS_INT(argv[2]), hi = AS_INT(argv[3]);
    bool right = AS_BOOL(argv[5]);
    while (lo < hi) {
        if (!rt_charge(vm, 1)) return VEXC;
        int64_t mid = lo + (hi - lo) / 2;
        Value item;
        if (IS_LIST(a)) {
            if (mid >= (int64_t)AS_LIST(a)->len) return exc_raise(vm, EXC_IndexError, "list index out of range");
            item = AS_LIST(a)->items[mid];
        } else {
            item = obj_getitem(vm, a, v_int(mid));
            if (IS_EXC(item)) return VEXC;
        }
        size_t rs = gc_scope(vm);
        gc_push(vm, item);
        if (!IS_NONE(key)) {
            item = rt_call1(vm, key, item);
            if (IS_EXC(item)) {
                gc_unscope(vm, rs);
                return VEXC;
            }
            gc_push(vm, item);
        }
        int lt = right ? obj_lt(vm, x, item) : obj_lt(vm, item, x);
        gc_unscope(vm, rs);
        if (lt < 0) return VEXC;
        if (right == (lt != 0)) hi = mid;
        else lo = mid + 1;
    }
    return v_int(lo);
}
