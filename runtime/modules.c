/* The module registry: each importable module is created on its first
 * import in a session, by its init function (runtime/modules/) or by
 * running its Python code, and cached in that session's own table
 * (vm->modules while the session runs). Sessions share no module object:
 * what one session does to a module (an attribute set, a class patched,
 * random seeded) never reaches another. The code objects of the modules
 * written in Python are loaded from their images once per VM and shared,
 * as they are immutable (the API layer's exec_image keeps them). */
#include <stdio.h>
#include "rt.h"
#include "names.h"
#include "frozen.h"
#include "policy.h"

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
Module *collections_abc_module_init(VM *vm);
Module *copy_module_init(VM *vm);
Module *enum_module_init(VM *vm);
Module *itertools_module_init(VM *vm);
Module *hashlib_module_init(VM *vm);
Module *struct_module_init(VM *vm);
Module *zlib_module_init(VM *vm);
Module *html_module_init(VM *vm);
Value deque_make_type(VM *vm, Value self, int argc, const Value *argv, Tuple *kw);
Value heapq_op(VM *vm, Value self, int argc, const Value *argv, Tuple *kw);
Value bisect_search(VM *vm, Value self, int argc, const Value *argv, Tuple *kw);

static const ModuleDef registry[] = {
    {"math", math_module_init},
    {"json", json_module_init},
    {"random", random_module_init},
    {"re", re_module_init},
    {"time", time_module_init},
    {"unicodedata", unicodedata_module_init},
    {"collections.abc", collections_abc_module_init},
    {"copy", copy_module_init},
    {"enum", enum_module_init},
    {"itertools", itertools_module_init},
    {"hashlib", hashlib_module_init},
    {"struct", struct_module_init},
    {"zlib", zlib_module_init},
    {"html", html_module_init},
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

Native *module_add_native(VM *vm, Module *m, const MethodDef *d, Value self) {
    Native *n = native_new(vm, d->name, d->fn, d->minargs, d->maxargs, (uint16_t)(d->flags | NATIVE_MODFUNC));
    if (!n) return NULL;
    n->self = self;
    n->module = m->name;
    char qn[96];
    snprintf(qn, sizeof qn, "%s.%s", m->name->data, d->name);
    n->qualname = str_intern_cstr(vm, qn);
    Str *k = n->qualname ? str_intern_cstr(vm, d->name) : NULL;
    if (!k || dict_set_str(vm, m->dict, k, v_obj(n)) < 0) return NULL;
    return n;
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

static Value import_one(VM *vm, Str *name);

/* Submodules of a module written in C that hold some of its own names,
 * made when a snippet imports them by name: CPython's json is a package
 * whose json.decoder and json.encoder hold its classes. Plain `import
 * json` leaves them out (nothing a snippet needs goes through them). */
typedef struct MadeSubmodule {
    const char *name, *parent, *child;
    const char *names[3];
} MadeSubmodule;

static const MadeSubmodule made_submodules[] = {
    {"json.decoder", "json", "decoder", {"JSONDecoder", "JSONDecodeError", NULL}},
    {"json.encoder", "json", "encoder", {"JSONEncoder", NULL, NULL}},
    {NULL, NULL, NULL, {NULL, NULL, NULL}},
};

static const MadeSubmodule *made_submodule(const char *name) {
    for (const MadeSubmodule *d = made_submodules; d->name; d++)
        if (strcmp(d->name, name) == 0) return d;
    return NULL;
}

/* The submodule d made from its imported parent pm, registered and bound
 * as an attribute of the parent, as CPython's import binds it. */
static Value make_submodule(VM *vm, const MadeSubmodule *d, Value pm) {
    if (!IS_KIND(pm, OK_MODULE)) return exc_raise(vm, EXC_ModuleNotFoundError, "No module named '%s'", d->name);
    Module *pkg = (Module *)AS_OBJ(pm);
    Module *sub = module_new(vm, d->name);
    if (!sub) return VEXC;
    size_t rs = gc_scope(vm);
    gc_push(vm, v_obj(sub));
    Value r = VEXC;
    Str *cn = str_intern_cstr(vm, d->child);
    if (!cn) goto done;
    for (size_t i = 0; i < 3 && d->names[i]; i++) {
        Str *k = str_intern_cstr(vm, d->names[i]);
        if (!k) goto done;
        Value v = dict_get_str(vm, pkg->dict, k);
        if (!IS_EMPTY(v) && dict_set_str(vm, sub->dict, k, v) < 0) goto done;
    }
    if (dict_set_str(vm, vm->modules, sub->name, v_obj(sub)) < 0 || dict_set_str(vm, pkg->dict, cn, v_obj(sub)) < 0)
        goto done;
    r = v_obj(sub);
done:
    gc_unscope(vm, rs);
    return r;
}

/* A submodule ("collections.abc") becomes an attribute of its package, as
 * CPython's import makes it: at once if the package is imported already,
 * else when the package is (attach_submodules). */
Value module_import(VM *vm, Str *name) {
    if (!vm->modules) return exc_raise(vm, EXC_ImportError, "cannot import '%U' outside a session", name);
    Value cached = dict_get_str(vm, vm->modules, name);
    if (!IS_EMPTY(cached)) return cached;
    const char *dot = strrchr(name->data, '.');
    if (!dot) return import_one(vm, name);
    Str *parent = str_intern(vm, name->data, (size_t)(dot - name->data));
    Str *child = parent ? str_intern_cstr(vm, dot + 1) : NULL;
    if (!child) return VEXC;
    const MadeSubmodule *made = made_submodule(name->data);
    if (made) {
        Value pm = module_import(vm, parent);
        return IS_EXC(pm) ? pm : make_submodule(vm, made, pm);
    }
    /* Unlike CPython, the package is not imported first: no submodule
     * here needs it, and importing collections would cost its whole body
     * to a snippet that only wants collections.abc. */
    Value m = import_one(vm, name);
    if (IS_EXC(m)) return m;
    Value pm = dict_get_str(vm, vm->modules, parent);
    if (IS_KIND(pm, OK_MODULE) && dict_set_str(vm, ((Module *)AS_OBJ(pm))->dict, child, m) < 0) return VEXC;
    return m;
}

/* A package imported after some of its submodules gets them as
 * attributes ("import collections.abc" binds collections). */
static int attach_submodules(VM *vm, Module *pkg) {
    size_t n = pkg->name->blen;
    size_t pos = 0;
    Value k, v;
    while (dict_next(vm->modules, &pos, &k, &v)) {
        Str *s = IS_STR(k) ? AS_STR(k) : NULL;
        if (!s || s->blen <= n + 1 || memcmp(s->data, pkg->name->data, n) != 0 || s->data[n] != '.' ||
            strchr(s->data + n + 1, '.'))
            continue;
        Str *child = str_intern_cstr(vm, s->data + n + 1);
        if (!child || dict_set_str(vm, pkg->dict, child, v) < 0) return -1;
    }
    return 0;
}

bool module_exists(const char *name) {
    if (made_submodule(name)) return true;
    for (const ModuleDef *d = registry; d->name; d++)
        if (strcmp(d->name, name) == 0) return true;
    for (const FrozenModule *f = smol_frozen_modules; f->name; f++)
        if (f->name[0] != '_' && strcmp(f->name, name) == 0) return true;
    return false;
}

/* `from package import submodule` imports the submodule when the package
 * has no such attribute yet. VEMPTY when there is no such submodule. */
Value module_import_from(VM *vm, Value package, Str *name) {
    if (!IS_KIND(package, OK_MODULE)) return VEMPTY;
    Str *pn = ((Module *)AS_OBJ(package))->name;
    char full[160];
    if ((size_t)snprintf(full, sizeof full, "%s.%s", pn->data, name->data) >= sizeof full) return VEMPTY;
    if (!module_exists(full)) return VEMPTY;
    Str *fs = str_intern_cstr(vm, full);
    return fs ? module_import(vm, fs) : VEXC;
}

/* _posonly_args(f) and _clinic_args(f), decorators that the code of every
 * module written in Python finds in its globals while it runs (and only
 * then: they are taken out when it ends, so user code never reaches
 * them): f words its argument errors as the CPython function written in C
 * that it stands for does (FUNC_ARGS_*, object.h): _posonly_args,
 * _clinic_args and _one_arg choose the wording, _c_module (applied after
 * one of them) names the function in its C module, which is the module's
 * name with a leading underscore; _c_module_named(f, name) names that C
 * module (f's __module__ becomes name, as CPython's is). A function whose first
 * parameter is cls or self is a method, which is not counted. */
static Value mark_args(VM *vm, Value f, uint16_t style) {
    if (!IS_KIND(f, OK_FUNC)) return exc_raise(vm, EXC_TypeError, "argument style needs a function");
    Func *fn = (Func *)AS_OBJ(f);
    Code *c = fn->code;
    if (c->argcount > 0 && (!strcmp(c->varnames[0]->data, "cls") || !strcmp(c->varnames[0]->data, "self")))
        style |= FUNC_ARGS_METHOD;
    if (style & FUNC_ARGS_CMODULE)
        fn->h.flags |= style & (FUNC_ARGS_CMODULE | FUNC_ARGS_CMODNAME);
    else
        fn->h.flags = (uint16_t)((fn->h.flags & ~(FUNC_ARGS_STYLE | FUNC_ARGS_METHOD)) | style);
    return f;
}

static Value f_posonly_args(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return mark_args(vm, argv[0], FUNC_ARGS_POSONLY);
}

static Value f_clinic_args(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return mark_args(vm, argv[0], FUNC_ARGS_KW);
}

static Value f_one_arg(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return mark_args(vm, argv[0], FUNC_ARGS_ONE);
}

static Value f_c_module(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return mark_args(vm, argv[0], FUNC_ARGS_CMODULE);
}

static Value f_c_module_named(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_STR(argv[1])) return exc_raise(vm, EXC_TypeError, "_c_module_named: the name must be a str");
    Value f = mark_args(vm, argv[0], FUNC_ARGS_CMODULE | FUNC_ARGS_CMODNAME);
    if (IS_EXC(f)) return f;
    ((Func *)AS_OBJ(f))->module = argv[1];
    return f;
}

/* _hide_frames(x), for the library's functions and classes that stand for
 * CPython code written in C: tracebacks do not show their frames, as
 * CPython's show none (api/traceback.c). x is a function, a class (its
 * functions, static and class methods and properties), or the module's
 * __name__: all of that defined in the module whose body runs (the
 * helper's bound self is its namespace). Returns x. */
static void hide_value(VM *vm, Value v, Value module) {
    Wrapper *w = wrapper_unwrap(v, OK_STATICMETHOD);
    if (!w) w = wrapper_unwrap(v, OK_CLASSMETHOD);
    if (w) v = w->func;
    if (IS_FUNC(v)) {
        Func *fn = (Func *)AS_OBJ(v);
        if (IS_EMPTY(module) || (IS_STR(module) && IS_STR(fn->module) && str_eq(AS_STR(module), AS_STR(fn->module))))
            code_hide_frames(fn->code);
        return;
    }
    if (IS_KIND(v, OK_PROPERTY)) {
        Property *p = (Property *)AS_OBJ(v);
        hide_value(vm, p->fget, module);
        hide_value(vm, p->fset, module);
        hide_value(vm, p->fdel, module);
    }
}

static void hide_type(VM *vm, Type *t, Value module) {
    size_t pos = 0;
    Value k, v;
    while (t->dict && dict_next(t->dict, &pos, &k, &v)) hide_value(vm, v, module);
}

/* _collection_flag(cls, how): make instances of class `cls` match
 * sequence patterns or mapping patterns (TF_SEQUENCE, TF_MAPPING), as
 * CPython's ABCs do: `how` is an ABC's __abc_tpflags__ (1 << 5 for a
 * sequence, 1 << 6 for a mapping) or an ABC that `cls` is registered
 * with, whose flag it takes. A class with the other flag trades it; a
 * built-in type keeps what it has, as CPython's immutable types do. */
static Value f_collection_flag(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_TYPE(argv[0])) return VNONE;
    Type *t = AS_TYPE(argv[0]);
    uint32_t flag = 0;
    if (IS_TYPE(argv[1])) flag = AS_TYPE(argv[1])->tflags & TF_COLLECTION;
    else if (IS_INT(argv[1]) && AS_INT(argv[1]) == (1 << 5)) flag = TF_SEQUENCE;
    else if (IS_INT(argv[1]) && AS_INT(argv[1]) == (1 << 6)) flag = TF_MAPPING;
    else if (!IS_INT(argv[1])) return exc_raise(vm, EXC_TypeError, "__abc_tpflags__ must be an int");
    if (flag && (t->tflags & TF_HEAPTYPE)) t->tflags = (t->tflags & ~(uint32_t)TF_COLLECTION) | flag;
    return VNONE;
}

static Value f_hide_frames(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value x = argv[0];
    if (IS_TYPE(x)) {
        hide_type(vm, AS_TYPE(x), VEMPTY);
    } else if (IS_STR(x)) {
        if (!IS_KIND(self, OK_DICT)) return exc_raise(vm, EXC_TypeError, "_hide_frames: no module namespace");
        Dict *d = (Dict *)AS_OBJ(self);
        Value module = dict_get_str(vm, d, str_intern_cstr(vm, "__name__"));
        if (!IS_STR(module) || !str_eq(AS_STR(module), AS_STR(x)))
            return exc_raise(vm, EXC_TypeError, "_hide_frames: not this module's name");
        size_t pos = 0;
        Value k, v;
        while (dict_next(d, &pos, &k, &v)) {
            if (IS_TYPE(v)) {
                Type *t = AS_TYPE(v);
                if (IS_STR(t->module) && str_eq(AS_STR(t->module), AS_STR(module))) hide_type(vm, t, module);
            } else {
                hide_value(vm, v, module);
            }
        }
    } else {
        hide_value(vm, x, VEMPTY);
    }
    return x;
}

/* _native_slotted_class(cls, slots), for dataclass(slots=True): a new
 * class made as CPython's dataclasses makes it, by calling cls's
 * metaclass with cls's name, bases and a copy of its namespace in which
 * __slots__ is `slots` (a tuple of str) and the class attributes of those
 * names (the fields' defaults) are left out. Only a class written in
 * Python is copied: the new class holds nothing cls does not. */
static Value f_slotted_class(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value cv = argv[0], sv = argv[1];
    if (!IS_TYPE(cv) || !(AS_TYPE(cv)->tflags & TF_HEAPTYPE) || !AS_TYPE(cv)->dict || !AS_TYPE(cv)->bases)
        return exc_raise(vm, EXC_TypeError, "_slotted_class() needs a class written in Python");
    if (!IS_TUPLE(sv)) return exc_raise(vm, EXC_TypeError, "_slotted_class() needs a tuple of slot names");
    Tuple *slots = AS_TUPLE(sv);
    for (size_t i = 0; i < slots->len; i++)
        if (!IS_STR(slots->items[i])) return exc_raise(vm, EXC_TypeError, "_slotted_class() needs a tuple of slot names");
    Type *t = AS_TYPE(cv);
    if (!rt_charge(vm, 1 + (int64_t)(t->dict->used + slots->len) / 4)) return VEXC;
    Str *k_dict = str_intern_cstr(vm, "__dict__"), *k_weak = str_intern_cstr(vm, "__weakref__");
    if (!k_dict || !k_weak) return VEXC;
    size_t rs = gc_scope(vm);
    Value r = VEXC;
    Dict *ns = dict_new(vm);
    if (!ns) goto done;
    gc_push(vm, v_obj(ns));
    /* Only exact str keys are copied: no user code runs in between, so
     * the class's dict cannot change under the walk. */
    size_t pos = 0;
    Value k, v;
    while (dict_next(t->dict, &pos, &k, &v)) {
        if (!IS_STR(k)) continue;
        Str *ks = AS_STR(k);
        bool skip = str_eq(ks, k_dict) || str_eq(ks, k_weak);
        for (size_t i = 0; !skip && i < slots->len; i++) skip = str_eq(ks, AS_STR(slots->items[i]));
        if (!skip && dict_set_str(vm, ns, ks, v) < 0) goto done;
    }
    if (dict_set_str(vm, ns, vm->names->__slots__, sv) < 0) goto done;
    if (t->qualname && dict_set_str(vm, ns, vm->names->__qualname__, v_obj(t->qualname)) < 0) goto done;
    Value args[3] = {v_obj(t->name), v_obj(t->bases), v_obj(ns)};
    r = rt_call(vm, v_obj(type_of(vm, cv)), 3, args, NULL);
done:
    gc_unscope(vm, rs);
    return r;
}

/* The namespace of module `name`: the running session's globals for
 * __main__, else the dict of a module this session has imported; NULL
 * (KeyError raised, as sys.modules[name] raises) when there is none. */
Dict *module_namespace(VM *vm, Str *name) {
    if (!strcmp(name->data, "__main__")) {
        for (Session *s = vm->sessions; s; s = s->next)
            if (s->serial == vm->session_serial && vm->session_serial) return s->globals;
    } else if (vm->modules) {
        Str *key = str_intern(vm, name->data, name->blen);
        if (!key) return NULL;
        Value m = dict_get_str(vm, vm->modules, key);
        if (IS_KIND(m, OK_MODULE)) return ((Module *)AS_OBJ(m))->dict;
    }
    exc_key_error(vm, v_obj(name));
    return NULL;
}

/* _native_hint_name(owner, name), for typing.get_type_hints: the value
 * `name` has where `owner` (a function, class or module) was defined, as
 * CPython's eval of a string annotation finds it: a function's globals; a
 * class's module, then the class's own namespace; a module's namespace;
 * then the builtins. NameError when it is nowhere. */
/* _tb_depth(exc) and _tb_cut(exc, depth): how many frames an exception's
 * traceback holds, and dropping those past `depth`. contextlib restores
 * an exception's traceback with them where CPython's contextmanager
 * assigns __traceback__ back (the frames the exception passed through in
 * the generator it was thrown into do not show). Only ever shortens. */
static Value f_tb_depth(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return v_int(IS_EXCOBJ(argv[0]) ? (int64_t)AS_EXC(argv[0])->ntb : -1);
}

static Value f_tb_cut(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (IS_EXCOBJ(argv[0]) && IS_INT(argv[1]) && AS_INT(argv[1]) >= 0 &&
        AS_INT(argv[1]) < (int64_t)AS_EXC(argv[0])->ntb)
        AS_EXC(argv[0])->ntb = (uint32_t)AS_INT(argv[1]);
    return VNONE;
}

static Value f_hint_name(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_STR(argv[1])) return exc_raise(vm, EXC_TypeError, "name must be str, not %s", type_name(vm, argv[1]));
    Str *name = str_intern(vm, AS_STR(argv[1])->data, AS_STR(argv[1])->blen);
    if (!name) return VEXC;
    Value o = argv[0];
    Dict *first = NULL, *second = NULL;
    if (IS_FUNC(o)) {
        first = AS_FUNC(o)->globals;
    } else if (IS_KIND(o, OK_MODULE)) {
        first = ((Module *)AS_OBJ(o))->dict;
    } else if (IS_TYPE(o)) {
        Type *t = AS_TYPE(o);
        if (IS_STR(t->module) && !(first = module_namespace(vm, AS_STR(t->module)))) {
            if (vm->halt) return VEXC;
            exc_clear(vm);
        }
        if (t->tflags & TF_HEAPTYPE) second = t->dict;
    }
    Value v = first ? dict_get_str(vm, first, name) : VEMPTY;
    if (IS_EMPTY(v) && second) v = dict_get_str(vm, second, name);
    if (IS_EMPTY(v) && vm->builtins) v = dict_get_str(vm, vm->builtins, name);
    if (IS_EMPTY(v)) return exc_raise(vm, EXC_NameError, "name '%U' is not defined", name);
    return v;
}

/* _native_attr_suggest(exc, name, names), for a library __getattr__ that
 * raises AttributeError itself: the "Did you mean" of exc's traceback is
 * the best of `names` (a list or tuple; other items are skipped) for
 * `name`, as CPython computes it from dir() of the object. Nothing is set
 * when none is close enough. Returns exc. */
static Value f_attr_suggest(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value ev = argv[0], nv = argv[1], lv = argv[2];
    if (!IS_EXCOBJ(ev) || !IS_STR(nv) || !(IS_LIST(lv) || IS_TUPLE(lv)))
        return exc_raise(vm, EXC_TypeError, "_attr_suggest() needs an exception, a str and a list of str");
    size_t n = IS_LIST(lv) ? AS_LIST(lv)->len : AS_TUPLE(lv)->len;
    Value *items = IS_LIST(lv) ? AS_LIST(lv)->items : AS_TUPLE(lv)->items;
    if (!rt_charge(vm, 1 + (int64_t)n / 4)) return VEXC;
    Cands c = {0};
    for (size_t i = 0; i < n; i++)
        if (IS_STR(items[i]) && !cands_add(vm, &c, AS_STR(items[i]))) {
            cands_free(vm, &c);
            return VEXC;
        }
    /* Each name added was looked for among those before it (up to the
     * few hundred suggest_best takes), then compared with `name` (a row
     * of the distance's table or more; none for a name past 40 bytes). */
    size_t nlen = AS_STR(nv)->blen < 40 ? AS_STR(nv)->blen : 40;
    if (!rt_charge(vm, (int64_t)(c.n * c.n / 64 + c.n * (2 + nlen / 4)))) {
        cands_free(vm, &c);
        return VEXC;
    }
    cands_sort(&c);
    Str *best = suggest_best(vm, AS_STR(nv), c.items, c.n);
    cands_free(vm, &c);
    if (best) AS_EXC(ev)->hint = v_obj(best);
    return ev;
}

/* Whether `t`'s get and __setitem__ are dict's own: then a mapping of
 * type t is counted straight in its Dict. Values are compared as objects
 * only when they are objects (a class may set get to an int). */
static bool dict_methods(VM *vm, Type *t) {
    Type *dt = vm->types[OK_DICT];
    if (t == dt) return true;
    const SNames *n = vm->names;
    Value g = type_lookup(vm, t, n->get), s = type_lookup(vm, t, n->__setitem__);
    return IS_OBJ(g) && IS_OBJ(s) && obj_is(g, type_lookup(vm, dt, n->get)) &&
           obj_is(s, type_lookup(vm, dt, n->__setitem__));
}

/* One element counted: mapping[elem] = mapping.get(elem, 0) + 1, either
 * straight in d, the mapping's Dict (hashed once, as CPython's fast path
 * does), or, d NULL, through `get`, the mapping's get bound before the
 * first element, and its __setitem__. d stays the same object while the
 * mapping (a dict or a dict subclass's instance, rooted by the caller)
 * lives; the dict functions read its storage as user code left it. */
static int count_one(VM *vm, Dict *d, Value get, Value mapping, Value elem) {
    Value old;
    int64_t h = 0;
    if (d) {
        if (obj_hash(vm, elem, &h) < 0) return -1;
        old = dict_get_hashed(vm, d, elem, h);
        if (IS_EXC(old)) return -1;
        if (IS_EMPTY(old)) old = v_int(0);
    } else {
        Value args[2] = {elem, v_int(0)};
        old = rt_call(vm, get, 2, args, NULL);
        if (IS_EXC(old)) return -1;
    }
    size_t base = vm->nroots;
    gc_push(vm, old);
    Value nv = IS_INT(old) && AS_INT(old) < INT64_MAX ? v_int(AS_INT(old) + 1) : obj_binop(vm, BO_ADD, old, v_int(1));
    int r = -1;
    if (!IS_EXC(nv)) {
        gc_push(vm, nv);
        r = d ? dict_set_hashed(vm, d, elem, h, nv) : obj_setitem(vm, mapping, elem, nv);
    }
    gc_pop(vm, vm->nroots - base);
    return r;
}

/* _count_elements(mapping, iterable), CPython's collections helper that
 * Counter counts with. As CPython's, it chooses its way once, before the
 * first element: straight in the Dict when the mapping is a dict whose
 * class keeps dict's get and __setitem__, else through the mapping's get
 * (looked up once, even for an empty iterable) and __setitem__; a class
 * changed while counting does not change the way. The iterable's
 * __next__, the elements' __hash__ and __eq__, a count's __add__ and the
 * mapping's own get/__setitem__ may all run user code: the iterator, the
 * mapping, the bound get and each element are rooted, and the mapping's
 * storage is looked up again for every element. */
static Value f_count_elements(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value mapping = argv[0];
    Value it = obj_iter(vm, argv[1]);
    if (IS_EXC(it)) return it;
    size_t base = vm->nroots;
    gc_push(vm, it);
    gc_push(vm, mapping);
    Value r = VNONE, get = VEMPTY;
    Dict *d = dict_unwrap(mapping);
    if (d && !dict_methods(vm, type_of(vm, mapping))) d = NULL;
    if (!d) {
        get = obj_getattr(vm, mapping, vm->names->get);
        if (IS_EXC(get)) {
            gc_pop(vm, vm->nroots - base);
            return get;
        }
        gc_push(vm, get);
    }
    for (;;) {
        if (!rt_charge(vm, 1)) {
            r = VEXC;
            break;
        }
        Value elem = obj_next(vm, it);
        if (IS_EXC(elem)) r = elem;
        if (IS_EXC(elem) || IS_EMPTY(elem)) break;
        gc_push(vm, elem);
        int rc = count_one(vm, d, get, mapping, elem);
        gc_pop(vm, 1);
        if (rc < 0) {
            r = VEXC;
            break;
        }
    }
    gc_pop(vm, vm->nroots - base);
    return r;
}

/* OrderedDict.move_to_end(key, last=True) and OrderedDict.popitem(
 * last=True), methods of collections' OrderedDict (a dict subclass whose
 * dict order is its order): the dict reordered in C, the key hashed and
 * compared once. The arguments as CPython's argument clinic takes them:
 * `key` (move_to_end only) and `last` by position or by name, `last` for
 * its truth. */
static int od_args(VM *vm, int argc, const Value *argv, Tuple *kw, bool has_key, const char *fname, Value *key,
                   bool *last) {
    int npos = has_key ? 2 : 1, nkw = kw ? (int)kw->len : 0;
    Value vals[2] = {VEMPTY, VEMPTY};
    if (argc + nkw > npos) {
        exc_raise(vm, EXC_TypeError, "%s() takes at most %d %sargument%s (%d given)", fname, npos,
                  argc == 0 ? "keyword " : "", npos > 1 ? "s" : "", argc + nkw);
        return -1;
    }
    for (int i = 0; i < argc; i++) vals[i] = argv[i];
    Str *unknown = NULL; /* reported after a missing key, as CPython */
    for (int i = 0; i < nkw; i++) {
        Str *k = AS_STR(kw->items[i]);
        int at = has_key && !strcmp(k->data, "key") ? 0 : !strcmp(k->data, "last") ? npos - 1 : -1;
        if (at < 0) {
            if (!unknown) unknown = k;
            continue;
        }
        if (!IS_EMPTY(vals[at])) {
            exc_raise(vm, EXC_TypeError, "argument for %s() given by name ('%U') and position (%d)", fname, k,
                      at + 1);
            return -1;
        }
        vals[at] = argv[argc + i];
    }
    if (has_key) {
        if (IS_EMPTY(vals[0])) {
            exc_raise(vm, EXC_TypeError, "%s() missing required argument 'key' (pos 1)", fname);
            return -1;
        }
        *key = vals[0];
    }
    if (unknown) {
        exc_raise(vm, EXC_TypeError, "'%U' is an invalid keyword argument for %s()", unknown, fname);
        return -1;
    }
    Value lv = vals[npos - 1];
    int t = IS_EMPTY(lv) ? 1 : obj_truthy(vm, lv);
    if (t < 0) return -1;
    *last = t;
    return 0;
}

/* Is t collections.OrderedDict or a subclass of it? */
static bool is_odict_type(const Type *t) {
    for (size_t i = 0; t->mro && i < t->mro->len; i++) {
        const Type *b = AS_TYPE(t->mro->items[i]);
        if ((b->tflags & TF_HEAPTYPE) && !strcmp(b->name->data, "OrderedDict") && IS_STR(b->module) &&
            !strcmp(AS_STR(b->module)->data, "collections"))
            return true;
    }
    return false;
}

static Dict *od_self(VM *vm, Value self, const char *fname) {
    Dict *d = IS_INSTANCE(self) && is_odict_type(AS_INSTANCE(self)->cls) ? dict_unwrap(self) : NULL;
    if (!d)
        exc_raise(vm, EXC_TypeError, "descriptor '%s' for 'collections.OrderedDict' objects doesn't apply to a '%s' object",
                  fname, type_name(vm, self));
    return d;
}

static Value f_od_move_to_end(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    bool last;
    Value key = VEMPTY;
    Dict *d = od_self(vm, self, "move_to_end");
    if (!d || od_args(vm, argc, argv, kw, true, "move_to_end", &key, &last) < 0) return VEXC;
    int r = dict_move_to_end(vm, d, key, last);
    if (r < 0) return VEXC;
    return r ? VNONE : exc_key_error(vm, key);
}

/* _odict_iter(od, kind): the iterator over an OrderedDict's keys (kind
 * 0), values (1) or items (2), which stops with CPython's error once a
 * key is added, removed or moved. */
static Value f_od_iter(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Dict *d = od_self(vm, argv[0], "__iter__");
    if (!d) return VEXC;
    int64_t k = IS_INT(argv[1]) ? AS_INT(argv[1]) : -1;
    if (k < 0 || k > 2) return exc_raise(vm, EXC_TypeError, "_odict_iter: kind 0, 1 or 2");
    Iter *it = iter_new(vm, k == 0 ? IT_DICT_KEYS : k == 1 ? IT_DICT_VALUES : IT_DICT_ITEMS, v_obj(d));
    if (!it) return VEXC;
    it->tname = ITN_ODICT;
    it->version = d->kversion;
    return v_obj(it);
}

static Value f_od_popitem(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    bool last;
    Dict *d = od_self(vm, self, "popitem");
    if (!d || od_args(vm, argc, argv, kw, false, "popitem", NULL, &last) < 0) return VEXC;
    Value k, v;
    int r = dict_pop_end(vm, d, last, &k, &v);
    if (r < 0) return VEXC;
    if (r == 0) return exc_raise(vm, EXC_KeyError, "dictionary is empty");
    Value kv[2] = {k, v};
    return tuple_pack(vm, 2, kv);
}

/* _dc_init(self, args, plan): the body of a dataclass's __init__ for a
 * call with positional arguments only. plan is (nreq, npos, frozen,
 * MISSING, fields), fields a tuple of (name, argidx, default, factory)
 * for the stored fields in order: argidx is the field's place among the
 * positional parameters (-1: none), default and factory MISSING when the
 * field has none. Each field gets args[argidx] when it was passed, else
 * factory(), else the default (else nothing), set as setattr() would
 * (object.__setattr__ for a frozen class), in order. False, before
 * anything is set, when len(args) is outside [nreq, npos] or the plan is
 * not one: the caller then binds the arguments itself. args and plan are
 * tuples, which the setters and factories (user code) cannot change.
 * dataclasses._dc_init can be called with anything: only an instance
 * takes this path, and only with interned field names that the attribute
 * policy allows (setattr() and object.__setattr__ on the caller's path
 * refuse the rest, as they refuse them anywhere). */
static Value f_dc_init(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value obj = argv[0];
    if (!IS_INSTANCE(obj) && !IS_EXCOBJ(obj)) return v_bool(false);
    if (!IS_TUPLE(argv[1]) || !IS_TUPLE(argv[2])) return v_bool(false);
    Tuple *args = AS_TUPLE(argv[1]), *plan = AS_TUPLE(argv[2]);
    if (plan->len != 5 || !IS_INT(plan->items[0]) || !IS_INT(plan->items[1]) || !IS_BOOL(plan->items[2]) ||
        !IS_TUPLE(plan->items[4]))
        return v_bool(false);
    int64_t nreq = AS_INT(plan->items[0]), npos = AS_INT(plan->items[1]);
    bool frozen = AS_BOOL(plan->items[2]);
    Value missing = plan->items[3];
    Tuple *fields = AS_TUPLE(plan->items[4]);
    if ((int64_t)args->len < nreq || (int64_t)args->len > npos) return v_bool(false);
    for (size_t i = 0; i < fields->len; i++) {
        Value fe = fields->items[i];
        if (!IS_TUPLE(fe) || AS_TUPLE(fe)->len != 4 || !IS_STR(AS_TUPLE(fe)->items[0]) ||
            !IS_INT(AS_TUPLE(fe)->items[1]))
            return v_bool(false);
        const Str *name = AS_STR(AS_TUPLE(fe)->items[0]);
        if (!(name->h.flags & STR_INTERNED) || policy_attr_forbidden(name->data)) return v_bool(false);
    }
    if (!rt_charge(vm, (int64_t)fields->len)) return VEXC;
    for (size_t i = 0; i < fields->len; i++) {
        Tuple *fe = AS_TUPLE(fields->items[i]);
        Str *name = AS_STR(fe->items[0]);
        int64_t ix = AS_INT(fe->items[1]);
        Value dflt = fe->items[2], fac = fe->items[3], v;
        if (ix >= 0 && ix < (int64_t)args->len) {
            v = args->items[ix];
        } else if (!(IS_OBJ(fac) && IS_OBJ(missing) && AS_OBJ(fac) == AS_OBJ(missing))) {
            v = rt_call0(vm, fac);
            if (IS_EXC(v)) return VEXC;
        } else if (!(IS_OBJ(dflt) && IS_OBJ(missing) && AS_OBJ(dflt) == AS_OBJ(missing))) {
            v = dflt;
        } else {
            continue;
        }
        gc_push(vm, v);
        int r = frozen ? obj_setattr_generic(vm, obj, name, v) : obj_setattr(vm, obj, name, v);
        gc_pop(vm, 1);
        if (r < 0) return VEXC;
    }
    return v_bool(true);
}

/* _swap_stdout(target, none): makes print() without a file write to
 * target (contextlib.redirect_stdout), or to the output again when target
 * is the marker `none`; returns the target before, `none` for the output. */
static Value f_swap_stdout(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value old = vm->out_redirected ? vm->out_target : argv[1];
    bool reset = IS_OBJ(argv[0]) && IS_OBJ(argv[1]) && AS_OBJ(argv[0]) == AS_OBJ(argv[1]);
    vm->out_redirected = !reset;
    vm->out_target = reset ? VNONE : argv[0];
    return old;
}

/* _method_func(m): the function a classmethod or staticmethod wraps
 * (CPython's __func__, which snippets may not read), so that the library
 * can call it bound as its kind binds (functools.singledispatchmethod). */
static Value f_method_func(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value m = argv[0];
    if (IS_INSTANCE(m)) m = AS_INSTANCE(m)->builtin_value;
    if (!IS_KIND(m, OK_CLASSMETHOD) && !IS_KIND(m, OK_STATICMETHOD))
        return exc_raise(vm, EXC_TypeError, "_method_func() needs a classmethod or staticmethod");
    return ((Wrapper *)AS_OBJ(m))->func;
}

static const FrozenModule *frozen_named(const char *name) {
    for (const FrozenModule *f = smol_frozen_modules; f->name; f++)
        if (!strcmp(f->name, name)) return f;
    return NULL;
}

/* _defer(part, names): the module (self) makes `names`, a tuple of
 * strings, the first time one of them is asked for, by running the frozen
 * image `part` in its namespace (module_lazy_attr). A part's name starts
 * with '_': it is not importable by itself. */
static Value f_defer(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_KIND(self, OK_MODULE) || !IS_STR(argv[0]) || !IS_TUPLE(argv[1]))
        return exc_raise(vm, EXC_TypeError, "_defer(part, names) needs a module's part and a tuple of names");
    const Str *part = AS_STR(argv[0]);
    if (part->data[0] != '_' || strlen(part->data) != part->blen || !frozen_named(part->data))
        return exc_raise(vm, EXC_TypeError, "_defer: no part of that name");
    Tuple *names = AS_TUPLE(argv[1]);
    for (size_t i = 0; i < names->len; i++)
        if (!IS_STR(names->items[i])) return exc_raise(vm, EXC_TypeError, "_defer: the names must be strings");
    Tuple *t = tuple_new(vm, names->len + 1);
    if (!t) return VEXC;
    t->items[0] = argv[0];
    for (size_t i = 0; i < names->len; i++) t->items[i + 1] = names->items[i];
    ((Module *)AS_OBJ(self))->lazy = t;
    return VNONE;
}

/* The helpers a frozen module's body sees under `name`, removed from its
 * namespace once the body has run; `shown` is the name a helper the module
 * keeps (under a name of its own) reports in reprs and errors. */
static const struct {
    const char *name, *shown;
    NativeFn fn;
    int nargs;
    uint16_t flags;     /* NATIVE_METHOD: a method of a class (self first),
                         * taking any number of arguments */
} frozen_helpers[] = {
    {"_posonly_args", "_posonly_args", f_posonly_args, 1, 0},
    {"_clinic_args", "_clinic_args", f_clinic_args, 1, 0},
    {"_one_arg", "_one_arg", f_one_arg, 1, 0},
    {"_c_module", "_c_module", f_c_module, 1, 0},
    {"_c_module_named", "_c_module_named", f_c_module_named, 2, 0},
    {"_hide_frames", "_hide_frames", f_hide_frames, 1, 0},
    {"_native_count_elements", "_count_elements", f_count_elements, 2, 0},
    {"_native_deque", "_native_deque", deque_make_type, 0, 0},
    {"_native_od_move_to_end", "move_to_end", f_od_move_to_end, 0, NATIVE_METHOD | NATIVE_KW},
    {"_native_od_popitem", "popitem", f_od_popitem, 0, NATIVE_METHOD | NATIVE_KW},
    {"_native_od_iter", "_odict_iter", f_od_iter, 2, 0},
    {"_native_slotted_class", "_slotted_class", f_slotted_class, 2, 0},
    {"_native_attr_suggest", "_attr_suggest", f_attr_suggest, 3, 0},
    {"_collection_flag", "_collection_flag", f_collection_flag, 2, 0},
    {"_native_hint_name", "_hint_name", f_hint_name, 2, 0},
    {"_native_tb_depth", "_tb_depth", f_tb_depth, 1, 0},
    {"_native_tb_cut", "_tb_cut", f_tb_cut, 2, 0},
    {"_native_heap_op", "_heap_op", heapq_op, 3, 0},
    {"_native_bisect", "_bisect", bisect_search, 6, 0},
    {"_native_dc_init", "_dc_init", f_dc_init, 3, 0},
    {"_native_swap_stdout", "_swap_stdout", f_swap_stdout, 2, 0},
    {"_native_method_func", "_method_func", f_method_func, 1, 0},
    {"_native_defer", "_defer", f_defer, 2, 0},
};
#define N_FROZEN_HELPERS (sizeof frozen_helpers / sizeof frozen_helpers[0])

/* Removes the first n helpers from d; keeps a pending exception. */
static int r_helpers_out(VM *vm, Dict *d, Str *const *keys, size_t n) {
    Value saved = vm->exc;
    int rc = 0;
    for (size_t i = 0; i < n; i++)
        if (keys[i] && !IS_EMPTY(dict_get_str(vm, d, keys[i])) && dict_del(vm, d, v_obj(keys[i])) < 0) rc = -1;
    if (!IS_EMPTY(saved)) vm->exc = saved;
    return rc;
}

/* Runs a module's image in its dict with the helpers above. */
static Value exec_frozen_image(VM *vm, Module *m, const char *fname, const FrozenModule *f, bool helpers) {
    Str *keys[N_FROZEN_HELPERS];
    Dict *d = m->dict;
    if (!helpers) return vm->exec_image(vm, d, f->name, fname, f->image, f->len);
    for (size_t i = 0; i < N_FROZEN_HELPERS; i++) {
        int na = frozen_helpers[i].nargs;
        uint16_t fl = frozen_helpers[i].flags;
        Native *h = native_new(vm, frozen_helpers[i].shown, frozen_helpers[i].fn, na, fl ? -1 : na, fl);
        if (h && frozen_helpers[i].fn == f_hide_frames) h->self = v_obj(d);
        if (h && frozen_helpers[i].fn == f_defer) h->self = v_obj(m);
        keys[i] = h ? str_intern_cstr(vm, frozen_helpers[i].name) : NULL;
        if (!keys[i] || dict_set_str(vm, d, keys[i], v_obj(h)) < 0) {
            r_helpers_out(vm, d, keys, i);
            return VEXC;
        }
    }
    Value r = vm->exec_image(vm, d, f->name, fname, f->image, f->len);
    /* The helpers leave the namespace whether the body ran to its end or
     * not (an error, a limit reached): a module kept after a failed run
     * (a lazy part's, module_lazy_attr) must not hand them to snippets. */
    if (r_helpers_out(vm, d, keys, N_FROZEN_HELPERS) < 0 && !IS_EXC(r)) return VEXC;
    return r;
}

int module_exec_frozen(VM *vm, Module *m, const char *frozen) {
    const FrozenModule *f = frozen_named(frozen);
    if (!f || !vm->exec_image) {
        exc_raise(vm, EXC_ImportError, "module %U is not available", m->name);
        return -1;
    }
    char fname[160];
    snprintf(fname, sizeof fname, "<frozen %s>", m->name->data);
    return IS_EXC(exec_frozen_image(vm, m, fname, f, true)) || mark_c_types(vm, m) < 0 ? -1 : 0;
}

/* Frames a lazy part may use past the recursion limit: it runs as if the
 * module had run it when imported, not at the depth of the code that
 * first asks for one of its names. */
#define LAZY_PART_FRAMES 16

/* Takes out of d every str key that `before` lacks: what a part that
 * failed half-way made. A deletion leaves the entries where they are, so
 * the walk goes on past it. Keeps a pending exception; allocates
 * nothing. */
static void lazy_rollback(VM *vm, Dict *d, Dict *before) {
    Value saved = vm->exc;
    size_t pos = 0;
    Value k, v;
    while (dict_next(d, &pos, &k, &v))
        if (IS_STR(k) && IS_EMPTY(dict_get_str(vm, before, AS_STR(k))) && dict_del(vm, d, k) < 0) break;
    vm->exc = saved;
}

Value module_lazy_attr(VM *vm, Module *m, Str *name) {
    Tuple *t = m->lazy;
    if (!t) return VEMPTY;
    size_t i = 1;
    while (i < t->len && !str_eq(AS_STR(t->items[i]), name)) i++;
    if (i == t->len) return VEMPTY;
    const FrozenModule *f = frozen_named(AS_STR(t->items[0])->data);
    if (!f || !vm->exec_image) return exc_raise(vm, EXC_ImportError, "module %U is not available", m->name);
    /* The names the namespace holds before: a part that fails (a limit
     * reached) leaves nothing of what it made, and runs again whole at
     * the next request. */
    size_t rs = gc_scope(vm);
    gc_push(vm, v_obj(m));
    gc_push(vm, v_obj(t));
    Dict *before = dict_new(vm);
    if (!before) {
        gc_unscope(vm, rs);
        return VEXC;
    }
    gc_push(vm, v_obj(before));
    size_t pos = 0;
    Value k, v;
    int more;
    while ((more = dict_next_charged(vm, m->dict, &pos, &k, &v)) > 0)
        if (IS_STR(k) && dict_set(vm, before, k, VNONE) < 0) break;
    if (more != 0) {
        gc_unscope(vm, rs);
        return VEXC;
    }
    /* Run once: a name the part then lacks (deleted since, say) is missing
     * as any other. The part runs in the module's namespace, under the
     * module's name in tracebacks, without the library's helpers (the
     * namespace is a snippet's to read while it runs). */
    m->lazy = NULL;
    char fname[160];
    snprintf(fname, sizeof fname, "<frozen %s>", m->name->data);
    int depth = vm->limits.max_recursion;
    vm->limits.max_recursion = depth <= INT32_MAX - LAZY_PART_FRAMES ? depth + LAZY_PART_FRAMES : depth;
    Value r = exec_frozen_image(vm, m, fname, f, false);
    vm->limits.max_recursion = depth;
    if (IS_EXC(r)) {
        lazy_rollback(vm, m->dict, before);
        if (!m->lazy) m->lazy = t;
        gc_unscope(vm, rs);
        return VEXC;
    }
    gc_unscope(vm, rs);
    return dict_get_str(vm, m->dict, name);
}

/* The functions of a module written in C know its name, as CPython's
 * __module__ of them: argument errors name them "math.sqrt()". */
static void name_functions(Module *m) {
    size_t pos = 0;
    Value k, v;
    while (dict_next(m->dict, &pos, &k, &v)) {
        if (!IS_KIND(v, OK_NATIVE)) continue;
        Native *n = (Native *)AS_OBJ(v);
        if (!n->owner && IS_NONE(n->self) && !n->module && !(n->h.flags & OBJ_SHARED)) n->module = m->name;
    }
}

static Value import_one(VM *vm, Str *name) {
    for (const ModuleDef *d = registry; d->name; d++) {
        if (strcmp(d->name, name->data) != 0) continue;
        Module *m = d->init(vm);
        if (!m) return VEXC;
        name_functions(m);
        if (dict_set_str(vm, vm->modules, name, v_obj(m)) < 0 || attach_submodules(vm, m) < 0) return VEXC;
        return v_obj(m);
    }
    for (const FrozenModule *f = smol_frozen_modules; f->name; f++) {
        /* A name starting with '_' is the Python half of a module written
         * in C as well (_collections_abc): not importable by itself. */
        if (f->name[0] == '_' || strcmp(f->name, name->data) != 0) continue;
        if (!vm->exec_image) break;
        Module *m = module_new(vm, f->name);
        if (!m) return VEXC;
        Value mv = v_obj(m);
        /* Registered before it runs, as CPython does, so that modules
         * importing each other see the partial module. */
        if (dict_set_str(vm, vm->modules, name, mv) < 0) return VEXC;
        gc_push(vm, mv);
        char fname[160];
        snprintf(fname, sizeof fname, "<frozen %s>", f->name);
        Value r = exec_frozen_image(vm, m, fname, f, true);
        if (!IS_EXC(r) && (mark_c_types(vm, m) < 0 || attach_submodules(vm, m) < 0)) r = VEXC;
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
