/* dir(): the sorted names of the calling scope, or of an object's
 * attributes as CPython lists them. Only names come out, never values, so
 * listing a name the policy forbids to read (__class__, __dict__) shows
 * nothing of what it holds. */
#include <string.h>
#include "rt.h"
#include "names.h"

/* CPython 3.11's dir(object): every class inherits these names. */
static const char *const object_names[] = {
    "__class__", "__delattr__", "__dir__", "__doc__", "__eq__", "__format__", "__ge__",
    "__getattribute__", "__getstate__", "__gt__", "__hash__", "__init__", "__init_subclass__",
    "__le__", "__lt__", "__ne__", "__new__", "__reduce__", "__reduce_ex__", "__repr__",
    "__setattr__", "__sizeof__", "__str__", "__subclasshook__", NULL,
};

/* What BaseException adds: attributes smolvm keeps outside its dict. */
static const char *const exception_names[] = {
    "__cause__", "__context__", "__dict__", "__setstate__", "__suppress_context__",
    "__traceback__", "add_note", "args", "with_traceback", NULL,
};

/* What CPython's script namespace holds besides the snippet's own names
 * and __doc__/__name__, for dir() at the top level. smolvm's namespace has
 * none of them (but __annotations__ once an annotation is made): there is
 * no file, no loader and no builtins module to reach. */
static const char *const main_names[] = {
    "__annotations__", "__builtins__", "__cached__", "__file__", "__loader__", "__package__", "__spec__", NULL,
};

/* A module's attributes CPython sets on every module. */
static const char *const module_names[] = {
    "__doc__", "__loader__", "__name__", "__package__", "__spec__", NULL,
};

/* Attributes of built-in types that smolvm serves without an entry in
 * the type's dict (operators through the binop slot, the attributes of
 * functions and ranges), by CPython's names. */
static const char *const list_names[] = {
    "__add__", "__class_getitem__", "__iadd__", "__imul__", "__mul__", "__reversed__", "__rmul__", NULL,
};
static const char *const tuple_names[] = {
    "__add__", "__class_getitem__", "__getnewargs__", "__mul__", "__rmul__", NULL,
};
static const char *const generic_names[] = {"__class_getitem__", NULL};
static const char *const number_names[] = {"__getnewargs__", NULL};
static const char *const float_names[] = {"__getformat__", "__getnewargs__", NULL};
static const char *const none_names[] = {"__bool__", NULL};
static const char *const range_names[] = {"__bool__", "__reversed__", "start", "step", "stop", NULL};
static const char *const func_names[] = {
    "__annotations__", "__builtins__", "__call__", "__closure__", "__code__", "__defaults__", "__dict__",
    "__get__", "__globals__", "__kwdefaults__", "__module__", "__name__", "__qualname__", NULL,
};
static const char *const native_names[] = {
    "__call__", "__module__", "__name__", "__qualname__", "__self__", "__text_signature__", NULL,
};

static const char *const *builtin_extra_names(VM *vm, const Type *t) {
    if (t == vm->t_int || t == vm->t_bool) return number_names;
    if (t == vm->t_float) return float_names;
    if (t == vm->t_none) return none_names;
    if (t == vm->types[OK_LIST]) return list_names;
    if (t == vm->types[OK_TUPLE]) return tuple_names;
    if (t == vm->types[OK_DICT] || t == vm->types[OK_SET] || t == vm->types[OK_FROZENSET]) return generic_names;
    if (t == vm->types[OK_RANGE]) return range_names;
    if (t == vm->types[OK_FUNC]) return func_names;
    if (t == vm->types[OK_NATIVE]) return native_names;
    return NULL;
}

/* The names collect as the keys of a dict, to drop repeats. */
static int add_cstr(VM *vm, Dict *names, const char *name) {
    Str *s = str_intern_cstr(vm, name);
    return s ? dict_set(vm, names, v_obj(s), VNONE) : -1;
}

static int add_cstrs(VM *vm, Dict *names, const char *const *list) {
    for (; *list; list++)
        if (add_cstr(vm, names, *list) < 0) return -1;
    return 0;
}

/* The str keys of `d`. Keys are exact strs or skipped: no user code runs
 * while hashing them into `names`. */
static int add_keys(VM *vm, Dict *names, Dict *d) {
    if (!d) return 0;
    size_t pos = 0;
    Value k, v;
    while (dict_next(d, &pos, &k, &v)) {
        if (!IS_STR(k)) continue;
        if (dict_set(vm, names, k, VNONE) < 0 || !rt_charge(vm, 1)) return -1;
    }
    return 0;
}

/* The special methods a built-in type implements through its slots. */
static int add_slot_names(VM *vm, Dict *names, const Type *t) {
    struct { bool has; const char *name; } slots[] = {
        {t->slots.iter != NULL, "__iter__"}, {t->slots.len != NULL, "__len__"},
        {t->slots.getitem != NULL, "__getitem__"}, {t->slots.setitem != NULL, "__setitem__"},
        {t->slots.setitem != NULL, "__delitem__"}, {t->slots.contains != NULL, "__contains__"},
    };
    for (size_t i = 0; i < sizeof slots / sizeof slots[0]; i++)
        if (slots[i].has && add_cstr(vm, names, slots[i].name) < 0) return -1;
    return 0;
}

/* The names of a class's attributes: each class along the MRO with what
 * CPython keeps in a class's __dict__ that smolvm keeps elsewhere. */
static int add_type_names(VM *vm, Dict *names, Type *t) {
    if (add_cstrs(vm, names, object_names) < 0) return -1;
    Tuple *mro = t->mro;
    size_t n = mro ? mro->len : 0;
    bool slotted = n > 0;
    for (size_t i = 0; i < n; i++) {
        if (!IS_TYPE(mro->items[i])) continue;
        Type *c = AS_TYPE(mro->items[i]);
        if (add_keys(vm, names, c->dict) < 0) return -1;
        if (c->tflags & TF_HEAPTYPE) {
            if (add_cstr(vm, names, "__module__") < 0 || add_cstr(vm, names, "__doc__") < 0) return -1;
            Value sl = c->dict ? dict_get_str(vm, c->dict, vm->names->__slots__) : VEMPTY;
            /* Each slot's descriptor is in the class's dict, under its
             * mangled name. */
            if (IS_EMPTY(sl)) slotted = false;
        } else {
            if (add_slot_names(vm, names, c) < 0) return -1;
            const char *const *extra = builtin_extra_names(vm, c);
            if (extra && add_cstrs(vm, names, extra) < 0) return -1;
            if (c == vm->exc_types[EXC_BaseException] && add_cstrs(vm, names, exception_names) < 0) return -1;
        }
    }
    /* A class all of whose user classes declare __slots__ has no instance
     * dict; otherwise CPython's first user class carries both. */
    if (!slotted && (t->tflags & TF_HEAPTYPE)) {
        if (add_cstr(vm, names, "__dict__") < 0 || add_cstr(vm, names, "__weakref__") < 0) return -1;
    }
    /* Class creation's own entry, which CPython takes out of the dict. */
    Str *cell = str_intern_cstr(vm, "__classcell__");
    if (!cell) return -1;
    if (!IS_EMPTY(dict_get_str(vm, names, cell)) && dict_del(vm, names, v_obj(cell)) < 0) return -1;
    return 0;
}

/* The names bound in the calling Python frame: a module's globals, a class
 * body's namespace, or a function's bound locals, cells and free
 * variables. */
static int add_scope_names(VM *vm, Dict *names) {
    if (vm->nframes <= 0) return 0;
    Frame *f = &vm->frames[vm->nframes - 1];
    Code *c = f->code;
    if (!c || (c->flags & CODE_MODULE) || !f->regs) {
        if (add_keys(vm, names, f->globals) < 0) return -1;
        Value mod = dict_get_str(vm, f->globals, vm->names->__name__);
        if (c && (c->flags & CODE_MODULE) && IS_STR(mod) && AS_STR(mod)->blen == 8 &&
            memcmp(AS_STR(mod)->data, "__main__", 8) == 0)
            return add_cstrs(vm, names, main_names);
        return 0;
    }
    if (c->flags & CODE_CLASSBODY) return IS_DICT(f->regs[0]) ? add_keys(vm, names, AS_DICT(f->regs[0])) : 0;
    for (uint32_t r = 0; r < c->nlocals && r < c->nregs; r++) {
        Value v = f->regs[r];
        for (uint16_t i = 0; i < c->ncells; i++)
            if (c->cell_regs[i] == r && IS_KIND(v, OK_CELL)) v = ((Cell *)AS_OBJ(v))->v;
        if (!IS_EMPTY(v) && c->varnames[r] && dict_set(vm, names, v_obj(c->varnames[r]), VNONE) < 0) return -1;
    }
    for (uint16_t i = 0; i < c->ncells; i++) {
        uint16_t r = c->cell_regs[i];
        if (r < c->nlocals || r >= c->nregs || !IS_KIND(f->regs[r], OK_CELL)) continue;
        if (!IS_EMPTY(((Cell *)AS_OBJ(f->regs[r]))->v) && dict_set(vm, names, v_obj(c->freenames[i]), VNONE) < 0)
            return -1;
    }
    Tuple *cl = f->func ? f->func->closure : NULL;
    for (uint16_t j = 0; cl && j < c->nfrees && j < cl->len; j++) {
        Value cv = cl->items[j];
        if (IS_KIND(cv, OK_CELL) && !IS_EMPTY(((Cell *)AS_OBJ(cv))->v) &&
            dict_set(vm, names, v_obj(c->freenames[c->ncells + j]), VNONE) < 0)
            return -1;
    }
    return 0;
}

static int add_object_names(VM *vm, Dict *names, Value o) {
    if (IS_TYPE(o)) return add_type_names(vm, names, AS_TYPE(o));
    if (IS_KIND(o, OK_MODULE)) {
        Module *m = (Module *)AS_OBJ(o);
        if (add_cstrs(vm, names, module_names) < 0) return -1;
        /* And the names it makes on first use, as if made. */
        for (size_t i = 1; m->lazy && i < m->lazy->len; i++)
            if (dict_set(vm, names, m->lazy->items[i], VNONE) < 0) return -1;
        return add_keys(vm, names, m->dict);
    }
    if (IS_INSTANCE(o) && add_keys(vm, names, AS_INSTANCE(o)->attrs) < 0) return -1;
    if (IS_EXCOBJ(o) && add_keys(vm, names, AS_EXC(o)->attrs) < 0) return -1;
    if (IS_KIND(o, OK_FUNC) && add_keys(vm, names, AS_FUNC(o)->attrs) < 0) return -1;
    return add_type_names(vm, names, type_of(vm, o));
}

int dir_object_names(VM *vm, Dict *names, Value o) { return add_object_names(vm, names, o); }

/* A user class's __dir__ answers for its instances, and a metaclass's
 * for its classes (enum's EnumType), sorted as CPython's dir() sorts
 * whatever it returns. */
static Value user_dir(VM *vm, Value o) {
    Type *t = type_of(vm, o);
    if (!(t->tflags & TF_HEAPTYPE)) return VEMPTY;
    Value f = type_lookup(vm, t, vm->names->__dir__);
    if (IS_EMPTY(f) || IS_KIND(f, OK_NATIVE)) return VEMPTY;
    Value r = rt_call_special(vm, o, vm->names->__dir__, 0, NULL);
    if (IS_EXC(r) || IS_EMPTY(r)) return r;
    gc_push(vm, r);
    List *l = rt_list_from_iter(vm, r);
    gc_pop(vm, 1);
    if (!l) return VEXC;
    gc_push(vm, v_obj(l));
    int rc = list_sort(vm, l, VNONE, false);
    gc_pop(vm, 1);
    return rc < 0 ? VEXC : v_obj(l);
}

Value dir_user_names(VM *vm, Value o) { return user_dir(vm, o); }

Value dir_builtin(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    if (argc == 1) {
        Value u = user_dir(vm, argv[0]);
        if (!IS_EMPTY(u)) return u;
    }
    Dict *names = dict_new(vm);
    if (!names) return VEXC;
    size_t rs = gc_scope(vm);
    gc_push(vm, v_obj(names));
    int rc = argc == 1 ? add_object_names(vm, names, argv[0]) : add_scope_names(vm, names);
    List *l = rc < 0 ? NULL : list_new(vm, names->used);
    if (l) {
        gc_push(vm, v_obj(l));
        size_t pos = 0;
        Value k, v;
        while (dict_next(names, &pos, &k, &v))
            if (list_append(vm, l, k) < 0) { l = NULL; break; }
        if (l && list_sort(vm, l, VNONE, false) < 0) l = NULL;
    }
    gc_unscope(vm, rs);
    return l ? v_obj(l) : VEXC;
}
