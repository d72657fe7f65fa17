/* enum: written in Python (runtime/modules/py/enum.py, run here in the
 * module's own namespace), with the two things Python code cannot do in
 * smolvm, which has no sys.modules and no object.__dir__: global_enum()
 * puts an enumeration's members into the namespace of the module that
 * defined it, as CPython's does through
 * sys.modules[cls.__module__].__dict__ (a snippet's classes belong to
 * __main__, whose namespace is the running session's globals); and a
 * member's __dir__ starts from the names object.__dir__ lists. */
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

/* _object_dir(x): the names object.__dir__(x) lists (x's attributes and
 * its class's), as a list in no particular order. */
static Value f_object_dir(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Dict *names = dict_new(vm);
    if (!names) return VEXC;
    size_t rs = gc_scope(vm);
    gc_push(vm, v_obj(names));
    Value res = VEXC;
    if (dir_object_names(vm, names, argv[0]) < 0) goto done;
    if (!rt_charge(vm, (int64_t)names->used / 4 + 1)) goto done;
    List *l = list_new(vm, names->used);
    if (!l) goto done;
    gc_push(vm, v_obj(l));
    size_t pos = 0;
    Value k, v;
    while (dict_next(names, &pos, &k, &v))
        if (list_append(vm, l, k) < 0) goto done;
    res = v_obj(l);
done:
    gc_unscope(vm, rs);
    return res;
}

Module *enum_module_init(VM *vm) {
    Module *m = module_new(vm, "enum");
    if (!m) return NULL;
    gc_push(vm, v_obj(m));
    Module *result = NULL;
    Native *n = native_new(vm, "_export", f_export, 2, 2, 0);
    Str *k = n ? str_intern_cstr(vm, "_export") : NULL;
    if (!k || dict_set_str(vm, m->dict, k, v_obj(n)) < 0) goto done;
    Native *od = native_new(vm, "_object_dir", f_object_dir, 1, 1, 0);
    Str *kd = od ? str_intern_cstr(vm, "_object_dir") : NULL;
    if (!kd || dict_set_str(vm, m->dict, kd, v_obj(od)) < 0) goto done;
    if (module_exec_frozen(vm, m, "enum") < 0) goto done;
    result = m;
done:
    gc_pop(vm, 1);
    return result;
}
