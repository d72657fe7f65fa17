/* enum: written in Python (runtime/modules/py/enum.py, run here in the
 * module's own namespace), with the one thing Python code cannot do in
 * smolvm, which has no sys.modules: global_enum() puts an enumeration's
 * members into the namespace of the module that defined it, as CPython's
 * does through sys.modules[cls.__module__].__dict__. A snippet's classes
 * belong to __main__, whose namespace is the running session's globals. */
#include <string.h>
#include "runtime/rt.h"
#include "runtime/names.h"

/* _export(module_name, members): every str key of the dict `members` set
 * in that module's namespace. Keys are interned strs, so no user code
 * runs while the dicts are walked. Dunder names are skipped: no member
 * has one, and none of the namespace's own (__name__, ...) may change. */
static Value f_export(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_STR(argv[0])) return exc_raise(vm, EXC_TypeError, "module name must be str, not %s", type_name(vm, argv[0]));
    Dict *members = dict_unwrap(argv[1]);
    if (!members) return exc_raise(vm, EXC_TypeError, "members must be a dict, not %s", type_name(vm, argv[1]));
    Dict *ns = module_namespace(vm, AS_STR(argv[0]));
    if (!ns) return VEXC;
    if (!rt_charge(vm, (int64_t)members->used / 4 + 1)) return VEXC;
    size_t pos = 0;
    Value k, v;
    while (dict_next(members, &pos, &k, &v)) {
        if (!IS_STR(k)) continue;
        Str *key = AS_STR(k);
        if (key->blen > 1 && key->data[0] == '_' && key->data[1] == '_') continue;
        Str *name = str_intern(vm, key->data, key->blen);
        if (!name || dict_set_str(vm, ns, name, v) < 0) return VEXC;
    }
    return VNONE;
}

Module *enum_module_init(VM *vm) {
    Module *m = module_new(vm, "enum");
    if (!m) return NULL;
    gc_push(vm, v_obj(m));
    Module *result = NULL;
    Native *n = native_new(vm, "_export", f_export, 2, 2, 0);
    Str *k = n ? str_intern_cstr(vm, "_export") : NULL;
    if (!k || dict_set_str(vm, m->dict, k, v_obj(n)) < 0) goto done;
    if (module_exec_frozen(vm, m, "enum") < 0) goto done;
    result = m;
done:
    gc_pop(vm, 1);
    return result;
}
