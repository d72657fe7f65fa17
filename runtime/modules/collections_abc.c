/* collections.abc: the abstract base classes are written in Python
 * (runtime/modules/py/_collections_abc.py, run here in the module's own
 * namespace); this file gives them the one fact Python code cannot get in
 * smolvm, which has no type __dict__: whether a class defines a method
 * along its MRO, the check behind the one-method ABCs' __subclasshook__
 * (a class with __iter__ is an Iterable). */
#include <stdio.h>
#include <string.h>
#include "runtime/rt.h"
#include "runtime/names.h"

/* Does built-in type `t` itself provide special method `name`? 1 yes, 0 it
 * is explicitly absent (as CPython's __hash__ = None of unhashable types),
 * -1 not known here (look further along the MRO). Built-in types answer
 * most special methods through their slots rather than their dicts. */
static int builtin_has(VM *vm, Type *t, Str *name) {
    const char *n = name->data;
    int k = t->inst_kind;
    if (!strcmp(n, "__hash__")) {
        if (t->slots.hash) return 1;
        /* dict_values has no __eq__ of its own, so it is hashable. */
        if (k == OK_DICTVIEW) return t == vm->t_dict_values ? 1 : 0;
        return (k == OK_LIST || k == OK_DICT || k == OK_SET || k == OK_BYTEARRAY || k == OK_SLICE) ? 0 : -1;
    }
    if (!strcmp(n, "__iter__")) return t->slots.iter || k == OK_ITER || k == OK_GEN ? 1 : -1;
    if (!strcmp(n, "__len__")) return t->slots.len ? 1 : -1;
    if (!strcmp(n, "__contains__")) return t->slots.contains || (t->slots.len && t->slots.iter) ? 1 : -1;
    if (!strcmp(n, "__getitem__")) return t->slots.getitem ? 1 : -1;
    if (!strcmp(n, "__setitem__") || !strcmp(n, "__delitem__")) return t->slots.setitem ? 1 : -1;
    if (!strcmp(n, "__next__")) return k == OK_ITER || k == OK_GEN ? 1 : -1;
    if (!strcmp(n, "__reversed__"))
        return k == OK_LIST || k == OK_DICT || k == OK_RANGE || k == OK_DICTVIEW ? 1 : -1;
    if (!strcmp(n, "__call__"))
        return k == OK_FUNC || k == OK_NATIVE || k == OK_BOUND || k == OK_TYPE ? 1 : -1;
    return -1;
}

/* _defines(cls, name): True if cls defines `name` along its MRO, False if
 * the first definition is None (or a built-in type lacks it on purpose),
 * None if no class defines it. No user code runs. */
static Value f_defines(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_TYPE(argv[0]) || !IS_STR(argv[1])) return VNONE;
    Str *name = str_intern(vm, AS_STR(argv[1])->data, AS_STR(argv[1])->blen);
    if (!name) return VEXC;
    Tuple *mro = AS_TYPE(argv[0])->mro;
    /* A walk along a long MRO is charged, as type lookups are. */
    if (mro && mro->len > 16 && !rt_charge(vm, (int64_t)(mro->len / 4))) return VEXC;
    for (size_t i = 0; mro && i < mro->len; i++) {
        if (!IS_TYPE(mro->items[i])) continue;
        Type *b = AS_TYPE(mro->items[i]);
        Value v = b->dict ? dict_get_str(vm, b->dict, name) : VEMPTY;
        if (!IS_EMPTY(v)) return v_bool(!IS_NONE(v));
        if (!(b->tflags & TF_HEAPTYPE)) {
            int r = builtin_has(vm, b, name);
            if (r >= 0) return v_bool(r == 1);
        }
    }
    return VNONE;
}

/* _own_items(cls): a list of the (name, value) pairs a class defines
 * itself, for abc.update_abstractmethods (smolvm has no type __dict__);
 * none for a built-in type. A snapshot: no user code runs while it is
 * made. */
static Value f_own_items(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_TYPE(argv[0])) return exc_raise(vm, EXC_TypeError, "expected a class");
    /* Only classes that Python code made: a built-in type's namespace is
     * not handed out. */
    Dict *d = (AS_TYPE(argv[0])->tflags & TF_HEAPTYPE) ? AS_TYPE(argv[0])->dict : NULL;
    List *out = list_new(vm, 0);
    if (!out) return VEXC;
    gc_push(vm, v_obj(out));
    size_t pos = 0;
    Value k, v;
    while (d && dict_next(d, &pos, &k, &v)) {
        if (!rt_charge(vm, 1)) goto fail;
        Value pair[2] = {k, v};
        Value t = tuple_pack(vm, 2, pair);
        if (IS_EXC(t) || list_append(vm, out, t) < 0) goto fail;
    }
    gc_pop(vm, 1);
    return v_obj(out);
fail:
    gc_pop(vm, 1);
    return VEXC;
}

/* _bases(cls): the class's direct bases (smolvm has no __bases__). */
static Value f_bases(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_TYPE(argv[0])) return exc_raise(vm, EXC_TypeError, "expected a class");
    Tuple *b = AS_TYPE(argv[0])->bases;
    return b ? v_obj(b) : v_obj(vm->empty_tuple);
}

/* _collections(): the session's collections module if it has been
 * imported already, else None; nothing is imported. The ABCs register
 * collections' classes (deque, UserDict, ...) once it is there, so that
 * neither module has to import the other. */
static Value f_collections(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Str *name = str_intern_cstr(vm, "collections");
    if (!name) return VEXC;
    Value m = vm->modules ? dict_get_str(vm, vm->modules, name) : VEMPTY;
    return IS_KIND(m, OK_MODULE) ? m : VNONE;
}

Module *collections_abc_module_init(VM *vm) {
    Module *m = module_new(vm, "collections.abc");
    if (!m) return NULL;
    gc_push(vm, v_obj(m));
    Module *result = NULL;
    static const MethodDef funcs[] = {
        {"_defines", f_defines, 2, 2, 0},
        {"_collections", f_collections, 0, 0, 0},
        {"_own_items", f_own_items, 1, 1, 0},
        {"_bases", f_bases, 1, 1, 0},
        {NULL, NULL, 0, 0, 0},
    };
    for (const MethodDef *d = funcs; d->name; d++) {
        Native *n = native_new(vm, d->name, d->fn, d->minargs, d->maxargs, d->flags);
        Str *k = n ? str_intern_cstr(vm, d->name) : NULL;
        if (!k || dict_set_str(vm, m->dict, k, v_obj(n)) < 0) goto done;
    }
    if (module_exec_frozen(vm, m, "_collections_abc") < 0) goto done;
    result = m;
done:
    gc_pop(vm, 1);
    return result;
}
