/* The module registry: each importable module is created on first import
 * by its init function (runtime/modules/) and cached per VM. */
#include "rt.h"
#include "names.h"

typedef Module *(*ModuleInit)(VM *vm);

typedef struct ModuleDef {
    const char *name;
    ModuleInit init;
} ModuleDef;

static const ModuleDef registry[] = {
    {NULL, NULL},
};

Module *module_new(VM *vm, const char *name) {
    Module *m = obj_alloc(vm, OK_MODULE, sizeof(Module));
    if (!m) return NULL;
    m->name = str_intern_cstr(vm, name);
    m->dict = dict_new(vm);
    if (!m->name || !m->dict) return NULL;
    dict_set_str(vm, m->dict, vm->names->__name__, v_obj(m->name));
    return m;
}

Value module_import(VM *vm, Str *name) {
    Value cached = dict_get_str(vm, vm->modules, name);
    if (!IS_EMPTY(cached)) return cached;
    for (const ModuleDef *d = registry; d->name; d++) {
        if (strcmp(d->name, name->data) != 0) continue;
        Module *m = d->init(vm);
        if (!m) return VEXC;
        if (dict_set_str(vm, vm->modules, name, v_obj(m)) < 0) return VEXC;
        return v_obj(m);
    }
    return exc_raise(vm, EXC_ModuleNotFoundError, "No module named '%U'", name);
}
