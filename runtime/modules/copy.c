/* copy: written in Python (runtime/modules/py/_copy.py, run here in the
 * module's own namespace), with the two things Python code cannot do in
 * smolvm, which exposes no __dict__: read the attributes of an instance
 * as a new dict, and set attributes on a new instance without its class's
 * __setattr__ (a frozen dataclass, a class that validates assignments),
 * as CPython's copy does through __reduce_ex__ and __dict__.update(). */
#include <stdio.h>
#include "runtime/rt.h"

/* The attribute dict of an exception or of an instance of a class written
 * in Python (user classes and those of the modules written in Python),
 * else NULL. An exception's dict is at the same place as an instance's. */
static Dict **attrs_of(Value v) {
    if (IS_EXCOBJ(v)) return &AS_EXC(v)->attrs;
    if (!IS_INSTANCE(v) || !(AS_INSTANCE(v)->cls->tflags & TF_HEAPTYPE)) return NULL;
    return &AS_INSTANCE(v)->attrs;
}

/* _get_state(x): a new dict of x's attributes; None when x has none or is
 * not such an instance. */
static Value f_get_state(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Dict **d = attrs_of(argv[0]);
    if (!d || !*d || (*d)->used == 0) return VNONE;
    if (!rt_charge(vm, (int64_t)(*d)->used / 4 + 1)) return VEXC;
    Dict *c = dict_copy(vm, *d);
    return c ? v_obj(c) : VEXC;
}

/* _set_state(y, state): every str key of the dict `state` set as an
 * attribute of y, directly in its attribute dict. */
static Value f_set_state(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Dict **d = attrs_of(argv[0]);
    if (!d) return exc_raise(vm, EXC_TypeError, "cannot set the state of a '%s' object", type_name(vm, argv[0]));
    Dict *state = dict_unwrap(argv[1]);
    if (!state) return exc_raise(vm, EXC_TypeError, "state must be a dict, not '%s'", type_name(vm, argv[1]));
    if (!*d && !(*d = dict_new(vm))) return VEXC;
    if (!rt_charge(vm, (int64_t)state->used / 4 + 1)) return VEXC;
    /* Keys are interned strs, so no user __eq__ or __hash__ runs and
     * neither dict can change under the loop. */
    size_t pos = 0;
    Value k, v;
    while (dict_next(state, &pos, &k, &v)) {
        if (!IS_STR(k)) continue;
        Str *name = str_intern(vm, AS_STR(k)->data, AS_STR(k)->blen);
        if (!name || dict_set_str(vm, *d, name, v) < 0) return VEXC;
    }
    return VNONE;
}

/* _opaque(x): whether x is an instance of a subclass of a built-in type
 * whose object cannot be rebuilt by cls.__new__(cls) and the attributes:
 * an iterator (map, zip, ...), an itertools iterator's generator, a
 * property, staticmethod or classmethod. Copying one would otherwise give
 * an empty iterator or a property without functions. */
static Value f_opaque(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_INSTANCE(argv[0])) return v_bool(false);
    Value b = AS_INSTANCE(argv[0])->builtin_value;
    return v_bool(IS_KIND(b, OK_ITER) || IS_KIND(b, OK_GEN) || IS_KIND(b, OK_PROPERTY) ||
                  IS_KIND(b, OK_STATICMETHOD) || IS_KIND(b, OK_CLASSMETHOD));
}

Module *copy_module_init(VM *vm) {
    Module *m = module_new(vm, "copy");
    if (!m) return NULL;
    gc_push(vm, v_obj(m));
    Module *result = NULL;
    static const MethodDef funcs[] = {
        {"_get_state", f_get_state, 1, 1, 0},
        {"_set_state", f_set_state, 2, 2, 0},
        {"_opaque", f_opaque, 1, 1, 0},
        {NULL, NULL, 0, 0, 0},
    };
    for (const MethodDef *d = funcs; d->name; d++) {
        Native *n = native_new(vm, d->name, d->fn, d->minargs, d->maxargs, d->flags);
        Str *k = n ? str_intern_cstr(vm, d->name) : NULL;
        if (!k || dict_set_str(vm, m->dict, k, v_obj(n)) < 0) goto done;
    }
    if (module_exec_frozen(vm, m, "_copy") < 0) goto done;
    result = m;
done:
    gc_pop(vm, 1);
    return result;
}
