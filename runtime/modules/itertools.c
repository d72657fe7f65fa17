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
 * generator. Only a fresh instance of a class written in Python (nothing
 * attached yet, no built-in layout) takes one. */
static Value f_attach(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value o = argv[0], g = argv[1];
    if (!IS_INSTANCE(o) || !IS_EMPTY(AS_INSTANCE(o)->builtin_value) ||
        AS_INSTANCE(o)->cls->inst_kind != OK_INSTANCE || !IS_KIND(g, OK_GEN))
        return exc_raise(vm, EXC_TypeError, "_attach() needs a fresh instance and a generator");
    AS_INSTANCE(o)->builtin_value = g;
    return o;
}

/* __next__ of the itertools classes: the next item of the attached
 * generator, StopIteration at its end. */
static Value f_next(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_INSTANCE(self) || !IS_KIND(AS_INSTANCE(self)->builtin_value, OK_GEN))
        return exc_raise(vm, EXC_TypeError, "'%s' object is not an iterator", type_name(vm, self));
    Value r = obj_next(vm, AS_INSTANCE(self)->builtin_value);
    if (IS_EMPTY(r)) return exc_raise_obj(vm, v_obj(vm->exc_types[EXC_StopIteration]));
    return r;
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
    if (module_exec_frozen(vm, m, "_itertools") < 0) goto done;
    if (dict_del(vm, m->dict, v_obj(kn)) < 0) goto done;
    if (finish_module(vm, m) < 0) goto done;
    result = m;
done:
    gc_pop(vm, 1);
    return result;
}
