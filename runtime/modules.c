/* The module registry: each importable module is created on its first
 * import in a session, by its init function (runtime/modules/) or by
 * running its Python code, and cached in that session's own table
 * (vm->modules while the session runs). Sessions share no module object:
 * what one session does to a module (an attribute set, a class patched,
 * random seeded) never reaches another. The code objects of the modules
 * written in Python are compiled once per VM and shared, as they are
 * immutable (the API layer's exec_source keeps them). */
#include <stdio.h>
#include "rt.h"
#include "names.h"
#include "frozen.h"

typedef Module *(*ModuleInit)(VM *vm);

typedef struct ModuleDef {
    const char *name;
    ModuleInit init;
} ModuleDef;

Module *math_module_init(VM *vm);
Module *json_module_init(VM *vm);
Module *random_module_init(VM *vm);
Module *re_module_init(VM *vm);
Module *time_module_init(VM *vm);
Module *unicodedata_module_init(VM *vm);

static const ModuleDef registry[] = {
    {"math", math_module_init},
    {"json", json_module_init},
    {"random", random_module_init},
    {"re", re_module_init},
    {"time", time_module_init},
    {"unicodedata", unicodedata_module_init},
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

/* A module written in Python lists in `__c_types__` the classes that
 * CPython writes in C: error messages name them with the module, as
 * CPython's tp_name does ("unsupported operand type(s) for +:
 * 'datetime.date' and 'int'"), where `__name__` stays the bare name. The
 * list is taken out of the module once read. */
static int mark_c_types(VM *vm, Module *m) {
    Str *key = str_intern_cstr(vm, "__c_types__");
    if (!key) return -1;
    Value v = dict_get_str(vm, m->dict, key);
    if (IS_EMPTY(v)) return 0;
    if (IS_TUPLE(v)) {
        Tuple *types = AS_TUPLE(v);
        for (size_t i = 0; i < types->len; i++) {
            if (!IS_TYPE(types->items[i])) continue;
            Type *t = AS_TYPE(types->items[i]);
            /* The class's own module where it names one (queue's
             * SimpleQueue is CPython's _queue.SimpleQueue). */
            const char *mod = IS_STR(t->module) ? AS_STR(t->module)->data : m->name->data;
            char buf[160];
            snprintf(buf, sizeof buf, "%s.%s", mod, t->name->data);
            Str *tp_name = str_intern_cstr(vm, buf);
            if (!tp_name) return -1;
            t->tp_name = tp_name;
        }
    }
    return dict_del(vm, m->dict, v_obj(key)) < 0 ? -1 : 0;
}

Value module_import(VM *vm, Str *name) {
    if (!vm->modules) return exc_raise(vm, EXC_ImportError, "cannot import '%U' outside a session", name);
    Value cached = dict_get_str(vm, vm->modules, name);
    if (!IS_EMPTY(cached)) return cached;
    for (const ModuleDef *d = registry; d->name; d++) {
        if (strcmp(d->name, name->data) != 0) continue;
        Module *m = d->init(vm);
        if (!m) return VEXC;
        if (dict_set_str(vm, vm->modules, name, v_obj(m)) < 0) return VEXC;
        return v_obj(m);
    }
    for (const FrozenModule *f = smol_frozen_modules; f->name; f++) {
        if (strcmp(f->name, name->data) != 0) continue;
        if (!vm->exec_source) break;
        Module *m = module_new(vm, f->name);
        if (!m) return VEXC;
        Value mv = v_obj(m);
        /* Registered before it runs, as CPython does, so that modules
         * importing each other see the partial module. */
        if (dict_set_str(vm, vm->modules, name, mv) < 0) return VEXC;
        gc_push(vm, mv);
        char fname[160];
        snprintf(fname, sizeof fname, "<frozen %s>", f->name);
        Value r = vm->exec_source(vm, m->dict, fname, f->source, f->len);
        if (!IS_EXC(r) && mark_c_types(vm, m) < 0) r = VEXC;
        gc_pop(vm, 1);
        if (IS_EXC(r)) {
            Value saved = vm->exc;
            HaltReason h = vm->halt;
            vm->halt = HALT_NONE;
            vm->exc = VEMPTY;
            dict_del(vm, vm->modules, v_obj(name));
            vm->exc = saved;
            vm->halt = h;
            return VEXC;
        }
        return mv;
    }
    return exc_raise(vm, EXC_ModuleNotFoundError, "No module named '%U'", name);
}
