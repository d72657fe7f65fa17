/* Functions, code objects, cells, bound methods, properties, static and
 * class methods, modules, and the reprs of these callables. */
#include <stdio.h>
#include "rt.h"
#include "policy.h"
#include "names.h"

Func *func_new(VM *vm, Code *code, Dict *globals) {
    Func *f = obj_alloc(vm, OK_FUNC, sizeof(Func));
    if (!f) return NULL;
    f->code = code;
    f->globals = globals;
    f->name = code->name;
    f->qualname = code->qualname ? code->qualname : code->name;
    f->doc = VNONE;
    f->module = VNONE;
    if (globals) {
        Value m = dict_get_str(vm, globals, vm->names->__name__);
        if (!IS_EMPTY(m)) f->module = m;
    }
    return f;
}

Value bound_new(VM *vm, Value self, Value func) {
    BoundMethod *b = obj_alloc(vm, OK_BOUND, sizeof(BoundMethod));
    if (!b) return VEXC;
    b->self = self;
    b->func = func;
    return v_obj(b);
}

Cell *cell_new(VM *vm, Value v) {
    Cell *c = obj_alloc(vm, OK_CELL, sizeof(Cell));
    if (!c) return NULL;
    c->v = v;
    return c;
}

Code *code_new(VM *vm) {
    Code *c = obj_alloc(vm, OK_CODE, sizeof(Code));
    return c;
}

Code *code_unshare(VM *vm, const Code *t) {
    size_t ncf = (size_t)t->ncells + t->nfrees;
    size_t sz[] = {t->nconsts * sizeof(Value), t->nlocals * sizeof(Str *), ncf * sizeof(Str *),
                   ncf * sizeof(uint16_t), ncf * sizeof(int16_t), t->nexc * sizeof(ExcRange)};
    const void *from[] = {t->consts, t->varnames, t->freenames, t->cell_regs, t->cell_arg, t->exc};
    enum { N = sizeof sz / sizeof sz[0] };
    /* The arrays first: no collection can take them, and nothing of t's
     * is ever left in a code object for the sweeper to free. */
    void *to[N];
    bool ok = true;
    for (int i = 0; i < N; i++) to[i] = mem_dup(vm, from[i], sz[i], &ok);
    Code *c = ok ? code_new(vm) : NULL;
    if (!c) {
        for (int i = 0; i < N; i++) mem_free(vm, to[i], sz[i]);
        return NULL;
    }
    memcpy((char *)c + sizeof(Obj), (const char *)t + sizeof(Obj), sizeof(Code) - sizeof(Obj));
    c->names = NULL;
    c->gcache = NULL;
    c->acache = NULL;
    c->consts = to[0];
    c->varnames = to[1];
    c->freenames = to[2];
    c->cell_regs = to[3];
    c->cell_arg = to[4];
    c->exc = to[5];
    return c;
}

/* The body of every stub of a library function not yet loaded
 * (Code.lazy_at): one LOADLAZY, at line 0. Never written: the interpreter
 * writes no instruction or position of any code object. */
static const uint32_t lazy_insns[1] = {MK_ABC(OP_LOADLAZY, 0, 0, 0)};
static const uint32_t lazy_lines[1] = {0};
static const uint16_t lazy_cols[1] = {0};
static const uint8_t lazy_dlines[1] = {0};

void code_set_lazy_body(Code *c) {
    c->insns = (uint32_t *)lazy_insns;
    c->lines = (uint32_t *)lazy_lines;
    c->cols = (uint16_t *)lazy_cols;
    c->end_cols = (uint16_t *)lazy_cols;
    c->end_dlines = (uint8_t *)lazy_dlines;
    c->ninsns = 1;
}

/* Marks c and the code nested in it (functions, lambdas, comprehensions,
 * class bodies) CODE_HIDDEN. A body still in the image is marked when it
 * loads (compiler/image.c). The library's nesting is shallow. */
void code_hide_frames(Code *c) {
    /* A template's stub that its copies share stays as the template made
     * it (clone.c). */
    if (c->h.flags & OBJ_SHARED) return;
    c->flags |= CODE_HIDDEN;
    for (uint32_t i = 0; i < c->nconsts; i++)
        if (IS_KIND(c->consts[i], OK_CODE)) code_hide_frames((Code *)AS_OBJ(c->consts[i]));
}

void code_free_storage(VM *vm, Code *c) {
    if (c->h.flags & CODE_SHARED_BODY) {
        /* A template's (clone.c): not this VM's to free. */
        c->insns = NULL;
        c->lines = NULL;
        c->cols = c->end_cols = NULL;
        c->end_dlines = NULL;
        c->ninsns = 0;
        c->exc = NULL;
        c->nexc = 0;
        c->cell_regs = NULL;
        c->cell_arg = NULL;
    }
    if (c->insns == lazy_insns) {
        /* The shared stub body: nothing of it to free. */
        c->insns = NULL;
        c->lines = NULL;
        c->cols = c->end_cols = NULL;
        c->end_dlines = NULL;
        c->ninsns = 0;
    }
    mem_free(vm, c->insns, c->ninsns * sizeof(uint32_t));
    mem_free(vm, c->consts, c->nconsts * sizeof(Value));
    mem_free(vm, c->names, c->nnames * sizeof(Str *));
    mem_free(vm, c->gcache, c->nnames * sizeof(GlobalCache));
    mem_free(vm, c->acache, c->nnames * sizeof(AttrCache));
    mem_free(vm, c->varnames, c->nlocals * sizeof(Str *));
    size_t ncf = (size_t)c->ncells + c->nfrees;
    mem_free(vm, c->cell_regs, ncf * sizeof(uint16_t));
    mem_free(vm, c->cell_arg, ncf * sizeof(int16_t));
    mem_free(vm, c->freenames, ncf * sizeof(Str *));
    mem_free(vm, c->exc, c->nexc * sizeof(ExcRange));
    mem_free(vm, c->lines, c->ninsns * sizeof(uint32_t));
    mem_free(vm, c->cols, c->ninsns * sizeof(uint16_t));
    mem_free(vm, c->end_cols, c->ninsns * sizeof(uint16_t));
    mem_free(vm, c->end_dlines, c->ninsns * sizeof(uint8_t));
}

/* ---- reprs ------------------------------------------------------------ */

static Value func_repr(VM *vm, Value self) {
    StrBuf b;
    sb_init(&b, vm);
    /* A library function that stands for a CPython function written in C
     * (its argument errors worded as that one's, not a method) prints as
     * that one does. */
    uint16_t fl = AS_FUNC(self)->h.flags;
    if ((fl & (FUNC_ARGS_STYLE | FUNC_ARGS_CMODULE)) && !(fl & FUNC_ARGS_METHOD))
        sb_addf(&b, "<built-in function %s>", AS_FUNC(self)->name->data);
    else
        sb_addf(&b, "<function %s at 0x%llx>", AS_FUNC(self)->qualname->data,
                (unsigned long long)obj_id(vm, AS_OBJ(self)));
    return sb_finish(&b);
}

static Value bound_repr(VM *vm, Value self);

static Value native_repr(VM *vm, Value self) {
    if (IS_KIND(self, OK_BOUND)) return bound_repr(vm, self);
    Native *n = AS_NATIVE(self);
    StrBuf b;
    sb_init(&b, vm);
    if (n->owner && (n->h.flags & NATIVE_METHOD))
        sb_addf(&b, "<method '%s' of '%s' objects>", n->name->data, n->owner->name->data);
    else
        sb_addf(&b, "<built-in function %s>", n->name->data);
    return sb_finish(&b);
}

static Value bound_repr(VM *vm, Value self) {
    BoundMethod *bm = (BoundMethod *)AS_OBJ(self);
    Value sr = obj_repr(vm, bm->self);
    if (IS_EXC(sr)) return sr;
    StrBuf b;
    sb_init(&b, vm);
    if (IS_KIND(bm->func, OK_NATIVE)) {
        sb_addf(&b, "<built-in method %s of %s object at 0x%llx>", AS_NATIVE(bm->func)->name->data,
                type_name(vm, bm->self), (unsigned long long)obj_id(vm, IS_OBJ(bm->self) ? AS_OBJ(bm->self) : &bm->h));
        return sb_finish(&b);
    }
    Str *qn = IS_FUNC(bm->func) ? AS_FUNC(bm->func)->qualname : NULL;
    sb_adds(&b, "<bound method ");
    if (qn) sb_addstr(&b, qn);
    sb_adds(&b, " of ");
    sb_addstr(&b, AS_STR(sr));
    sb_addc(&b, '>');
    return sb_finish(&b);
}

static Value type_repr(VM *vm, Value self) {
    Type *t = AS_TYPE(self);
    StrBuf b;
    sb_init(&b, vm);
    sb_adds(&b, "<class '");
    if (IS_STR(t->module) && strcmp(AS_STR(t->module)->data, "builtins") != 0) {
        sb_addstr(&b, AS_STR(t->module));
        sb_addc(&b, '.');
    }
    sb_addstr(&b, t->qualname);
    sb_adds(&b, "'>");
    return sb_finish(&b);
}

static Value module_repr(VM *vm, Value self) {
    StrBuf b;
    sb_init(&b, vm);
    sb_addf(&b, "<module '%s' (built-in)>", ((Module *)AS_OBJ(self))->name->data);
    return sb_finish(&b);
}

static Value cell_repr(VM *vm, Value self) {
    StrBuf b;
    sb_init(&b, vm);
    sb_addf(&b, "<cell at 0x%llx>", (unsigned long long)obj_id(vm, AS_OBJ(self)));
    return sb_finish(&b);
}

static Value code_repr(VM *vm, Value self) {
    Code *c = AS_CODE(self);
    StrBuf b;
    sb_init(&b, vm);
    sb_addf(&b, "<code object %s, line %u>", c->name ? c->name->data : "?", c->firstline);
    return sb_finish(&b);
}

static Value gen_repr(VM *vm, Value self) {
    Gen *g = AS_GEN(self);
    StrBuf b;
    sb_init(&b, vm);
    sb_addf(&b, "<generator object %s at 0x%llx>", g->qualname ? g->qualname->data : "?",
            (unsigned long long)obj_id(vm, AS_OBJ(self)));
    return sb_finish(&b);
}

static Value none_repr_slot(VM *vm, Value self) { return str_cvalue(vm, "None"); }

/* ---- property, staticmethod, classmethod --------------------------------- */

/* The Property of a property, or the one an instance of a subclass of
 * property wraps; NULL for anything else. */
Property *prop_unwrap(Value v) {
    if (IS_KIND(v, OK_PROPERTY)) return (Property *)AS_OBJ(v);
    if (IS_INSTANCE(v) && IS_KIND(AS_INSTANCE(v)->builtin_value, OK_PROPERTY))
        return (Property *)AS_OBJ(AS_INSTANCE(v)->builtin_value);
    return NULL;
}

/* The Wrapper of a staticmethod / classmethod (kind k), or the one an
 * instance of a subclass wraps; NULL for anything else. */
Wrapper *wrapper_unwrap(Value v, ObjKind k) {
    if (IS_KIND(v, k)) return (Wrapper *)AS_OBJ(v);
    if (IS_INSTANCE(v) && IS_KIND(AS_INSTANCE(v)->builtin_value, k))
        return (Wrapper *)AS_OBJ(AS_INSTANCE(v)->builtin_value);
    return NULL;
}

/* property(fget=None, fset=None, fdel=None, doc=None) into p. */
static bool property_fill(VM *vm, Property *p, int argc, const Value *argv, Tuple *kwnames) {
    Value *slots[4] = {&p->fget, &p->fset, &p->fdel, &p->doc};
    static const char *const names[4] = {"fget", "fset", "fdel", "doc"};
    Value a[4] = {VNONE, VNONE, VNONE, VNONE};
    if (argc > 4) {
        exc_raise(vm, EXC_TypeError, "property() takes at most 4 arguments (%d given)", argc);
        return false;
    }
    for (int i = 0; i < argc; i++) a[i] = argv[i];
    for (size_t k = 0; kwnames && k < kwnames->len; k++) {
        const char *kn = AS_STR(kwnames->items[k])->data;
        int i;
        for (i = 0; i < 4 && strcmp(kn, names[i]); i++) {}
        if (i == 4) {
            exc_raise(vm, EXC_TypeError, "'%s' is an invalid keyword argument for property()", kn);
            return false;
        }
        a[i] = argv[argc + (int)k];
    }
    for (int i = 0; i < 4; i++) *slots[i] = a[i];
    if (IS_NONE(p->doc) && IS_FUNC(p->fget)) p->doc = AS_FUNC(p->fget)->doc;
    return true;
}

/* property(...). For a subclass the result is an instance wrapping a
 * fresh property, filled here only when the subclass keeps the built-in
 * __init__ (a user __init__ calls super().__init__ itself). */
static Value property_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    bool sub = IS_TYPE(cls) && AS_TYPE(cls) != vm->types[OK_PROPERTY];
    bool fill = !sub || IS_KIND(type_lookup(vm, AS_TYPE(cls), vm->names->__init__), OK_NATIVE);
    Property *p = obj_alloc(vm, OK_PROPERTY, sizeof(Property));
    if (!p) return VEXC;
    p->fget = p->fset = p->fdel = p->doc = VNONE;
    if (fill && !property_fill(vm, p, argc, argv, kwnames)) return VEXC;
    return sub ? rt_wrap_builtin(vm, AS_TYPE(cls), v_obj(p)) : v_obj(p);
}

static Value m_prop_new(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Type *cls = rt_new_cls(vm, self, &argc, &argv, vm->types[OK_PROPERTY]);
    if (!cls) return VEXC;
    Property *p = obj_alloc(vm, OK_PROPERTY, sizeof(Property));
    if (!p) return VEXC;
    p->fget = p->fset = p->fdel = p->doc = VNONE;
    return cls == vm->types[OK_PROPERTY] ? v_obj(p) : rt_wrap_builtin(vm, cls, v_obj(p));
}

#define SELF_PROP(p)                                                                                  \
    Property *p = prop_unwrap(self);                                                                  \
    if (!p) return exc_raise(vm, EXC_TypeError, "descriptor requires a 'property' object but received '%s'", \
                             type_name(vm, self))

static Value m_prop_init(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_PROP(p);
    /* A built-in type's attribute (int.real) stays as it is. */
    if (p->h.flags & PROP_BUILTIN)
        return exc_raise(vm, EXC_TypeError,
                         "descriptor '__init__' requires a 'property' object but received a 'getset_descriptor'");
    return property_fill(vm, p, argc, argv, kw) ? VNONE : VEXC;
}

/* A copy of the property with one function replaced (which: 0 getter, 1
 * setter, 2 deleter): for a subclass, type(self)(fget, fset, fdel, doc),
 * as CPython makes it, so the copy is of the subclass and its __init__
 * runs. */
static Value prop_copy(VM *vm, Value self, int which, Value f) {
    SELF_PROP(o);
    Value a[4] = {o->fget, o->fset, o->fdel, o->doc};
    a[which] = f;
    /* A doc taken from the old getter follows the new getter. */
    if (which == 0 && IS_FUNC(o->fget) && obj_is(o->doc, AS_FUNC(o->fget)->doc)) a[3] = VNONE;
    if (IS_INSTANCE(self)) return rt_call(vm, v_obj(AS_INSTANCE(self)->cls), 4, a, NULL);
    Property *p = obj_alloc(vm, OK_PROPERTY, sizeof(Property));
    if (!p) return VEXC;
    p->fget = a[0]; p->fset = a[1]; p->fdel = a[2]; p->doc = a[3];
    if (IS_NONE(p->doc) && IS_FUNC(p->fget)) p->doc = AS_FUNC(p->fget)->doc;
    return v_obj(p);
}

static Value m_prop_getter(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return prop_copy(vm, self, 0, argv[0]);
}

static Value m_prop_setter(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return prop_copy(vm, self, 1, argv[0]);
}

static Value m_prop_deleter(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return prop_copy(vm, self, 2, argv[0]);
}

/* property.__get__(self, obj, type=None), __set__(self, obj, value),
 * __delete__(self, obj): what super().__get__(...) reaches from a
 * subclass's override. */
static Value m_prop_get(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_PROP(p);
    if (IS_NONE(argv[0])) {
        if (argc < 2 || IS_NONE(argv[1]))
            return exc_raise(vm, EXC_TypeError, "__get__(None, None) is invalid");
        return self;
    }
    if (IS_NONE(p->fget))
        return exc_raise(vm, EXC_AttributeError, "property of '%s' object has no getter", type_name(vm, argv[0]));
    return rt_call1(vm, p->fget, argv[0]);
}

static Value m_prop_set(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_PROP(p);
    if (IS_NONE(p->fset) && (p->h.flags & PROP_BUILTIN) && IS_KIND(p->fget, OK_NATIVE) && AS_NATIVE(p->fget)->owner)
        return exc_raise(vm, EXC_AttributeError, "attribute '%U' of '%U' objects is not writable",
                         AS_NATIVE(p->fget)->name, AS_NATIVE(p->fget)->owner->name);
    if (IS_NONE(p->fset))
        return exc_raise(vm, EXC_AttributeError, "property of '%s' object has no setter", type_name(vm, argv[0]));
    return rt_call2(vm, p->fset, argv[0], argv[1]);
}

static Value m_prop_delete(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_PROP(p);
    if (IS_NONE(p->fdel))
        return exc_raise(vm, EXC_AttributeError, "property of '%s' object has no deleter", type_name(vm, argv[0]));
    return rt_call1(vm, p->fdel, argv[0]);
}

static const MethodDef property_methods[] = {
    {"getter", m_prop_getter, 1, 1, 0},
    {"setter", m_prop_setter, 1, 1, 0},
    {"deleter", m_prop_deleter, 1, 1, 0},
    {"__new__", m_prop_new, 0, -1, NATIVE_KW},
    {"__init__", m_prop_init, 0, -1, NATIVE_KW},
    {"__get__", m_prop_get, 1, 2, 0},
    {"__set__", m_prop_set, 2, 2, 0},
    {"__delete__", m_prop_delete, 1, 1, 0},
    {NULL, NULL, 0, 0, 0},
};

static Value wrapper_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames, ObjKind k,
                          const char *name) {
    bool sub = IS_TYPE(cls) && AS_TYPE(cls) != vm->types[k];
    bool fill = !sub || IS_KIND(type_lookup(vm, AS_TYPE(cls), vm->names->__init__), OK_NATIVE);
    if (fill) {
        if (!arg_nokw(vm, name, kwnames)) return VEXC;
        if (argc != 1) return exc_raise(vm, EXC_TypeError, "%s expected 1 argument, got %d", name, argc);
    }
    Wrapper *w = obj_alloc(vm, k, sizeof(Wrapper));
    if (!w) return VEXC;
    w->func = fill ? argv[0] : VNONE;
    return sub ? rt_wrap_builtin(vm, AS_TYPE(cls), v_obj(w)) : v_obj(w);
}

static Value staticmethod_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    return wrapper_ctor(vm, cls, argc, argv, kwnames, OK_STATICMETHOD, "staticmethod");
}

static Value classmethod_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    return wrapper_ctor(vm, cls, argc, argv, kwnames, OK_CLASSMETHOD, "classmethod");
}

static Value wrapper_init(VM *vm, Value self, int argc, const Value *argv, Tuple *kw, ObjKind k, const char *name) {
    Wrapper *w = wrapper_unwrap(self, k);
    if (!w)
        return exc_raise(vm, EXC_TypeError, "descriptor '__init__' requires a '%s' object but received '%s'", name,
                         type_name(vm, self));
    if (!arg_nokw(vm, name, kw)) return VEXC;
    if (argc != 1) return exc_raise(vm, EXC_TypeError, "%s expected 1 argument, got %d", name, argc);
    /* A built-in type's (dict.fromkeys), shared by a template's copies
     * (clone.c), stays as it is. */
    if (w->h.flags & OBJ_SHARED)
        return exc_raise(vm, EXC_TypeError, "cannot re-initialize the %s of a built-in type", name);
    w->func = argv[0];
    return VNONE;
}

static Value m_sm_init(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return wrapper_init(vm, self, argc, argv, kw, OK_STATICMETHOD, "staticmethod");
}

static Value m_cm_init(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return wrapper_init(vm, self, argc, argv, kw, OK_CLASSMETHOD, "classmethod");
}

/* staticmethod.__get__(self, obj, type=None): the function. */
static Value m_sm_get(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Wrapper *w = wrapper_unwrap(self, OK_STATICMETHOD);
    if (!w) return exc_raise(vm, EXC_TypeError, "descriptor '__get__' requires a 'staticmethod' object");
    return w->func;
}

/* classmethod.__get__(self, obj, type=None): the function bound to the
 * type (type(obj) when no type is given). */
static Value m_cm_get(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Wrapper *w = wrapper_unwrap(self, OK_CLASSMETHOD);
    if (!w) return exc_raise(vm, EXC_TypeError, "descriptor '__get__' requires a 'classmethod' object");
    Value owner = argc > 1 && !IS_NONE(argv[1]) ? argv[1] : v_obj(type_of(vm, argv[0]));
    if (IS_NONE(argv[0]) && (argc < 2 || IS_NONE(argv[1])))
        return exc_raise(vm, EXC_TypeError, "__get__(None, None) is invalid");
    return bound_new(vm, owner, w->func);
}

/* Calling a staticmethod object calls its function (3.10+). */
static Value m_sm_call(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Wrapper *w = wrapper_unwrap(self, OK_STATICMETHOD);
    if (!w) return exc_raise(vm, EXC_TypeError, "descriptor '__call__' requires a 'staticmethod' object");
    return rt_call(vm, w->func, argc, argv, kw);
}

static const MethodDef staticmethod_methods[] = {
    {"__init__", m_sm_init, 0, -1, NATIVE_KW},
    {"__get__", m_sm_get, 1, 2, 0},
    {"__call__", m_sm_call, 0, -1, NATIVE_KW},
    {NULL, NULL, 0, 0, 0},
};

static const MethodDef classmethod_methods[] = {
    {"__init__", m_cm_init, 0, -1, NATIVE_KW},
    {"__get__", m_cm_get, 1, 2, 0},
    {NULL, NULL, 0, 0, 0},
};

/* ---- object and type methods ------------------------------------------ */

static Value m_object_init(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return VNONE; }

static Value m_object_repr(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Type *t = type_of(vm, self);
    StrBuf b;
    sb_init(&b, vm);
    sb_addc(&b, '<');
    if (IS_STR(t->module) && strcmp(AS_STR(t->module)->data, "builtins") != 0) {
        sb_addstr(&b, AS_STR(t->module));
        sb_addc(&b, '.');
    }
    sb_addstr(&b, t->qualname);
    sb_addf(&b, " object at 0x%llx>", (unsigned long long)(IS_OBJ(self) ? obj_id(vm, AS_OBJ(self)) : 0));
    return sb_finish(&b);
}

static Value m_object_str(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return obj_str(vm, self); }

static Value m_object_eq(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return obj_is(self, argv[0]) ? v_bool(true) : v_notimpl();
}

static Value m_object_ne(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return obj_is(self, argv[0]) ? v_bool(false) : v_notimpl();
}

static Value m_object_hash(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    /* object.__hash__ is the identity hash even when the instance's class
     * overrides __hash__ (and calls it), as in CPython. */
    if (IS_OBJ(self)) {
        Type *t = type_of(vm, self);
        if ((t->tflags & TF_HEAPTYPE) && (t->inst_kind == OK_INSTANCE || t->inst_kind == OK_EXC))
            return v_int(rt_identity_hash(vm, AS_OBJ(self)));
    }
    int64_t h;
    if (obj_hash(vm, self, &h) < 0) return VEXC;
    return v_int(h);
}

static Value m_object_setattr(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_STR(argv[0])) return exc_raise(vm, EXC_TypeError, "attribute name must be string, not '%T'", argv[0]);
    if (policy_attr_forbidden(AS_STR(argv[0])->data))
        return exc_raise(vm, EXC_AttributeError, "__setattr__(): access to '%s' is not allowed in smolvm (%s)",
                         AS_STR(argv[0])->data, policy_attr_hint(AS_STR(argv[0])->data));
    if (IS_TYPE(self)) return exc_raise(vm, EXC_TypeError, "can't apply this __setattr__ to type object");
    if (!IS_INSTANCE(self) && !IS_EXCOBJ(self))
        return exc_raise(vm, EXC_AttributeError, "'%s' object has no attribute '%U'", type_name(vm, self), AS_STR(argv[0]));
    Str *k = str_intern(vm, AS_STR(argv[0])->data, AS_STR(argv[0])->blen);
    if (!k) return VEXC;
    return obj_setattr_generic(vm, self, k, argv[1]) < 0 ? VEXC : VNONE;
}

/* object.__delattr__(self, name): for a __delattr__ that defers to it. */
static Value m_object_delattr(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_STR(argv[0])) return exc_raise(vm, EXC_TypeError, "attribute name must be string, not '%T'", argv[0]);
    if (policy_attr_forbidden(AS_STR(argv[0])->data))
        return exc_raise(vm, EXC_AttributeError, "__delattr__(): access to '%s' is not allowed in smolvm (%s)",
                         AS_STR(argv[0])->data, policy_attr_hint(AS_STR(argv[0])->data));
    if (IS_TYPE(self)) return exc_raise(vm, EXC_TypeError, "can't apply this __delattr__ to type object");
    if (!IS_INSTANCE(self) && !IS_EXCOBJ(self))
        return exc_raise(vm, EXC_AttributeError, "'%s' object has no attribute '%U'", type_name(vm, self), AS_STR(argv[0]));
    Str *k = str_intern(vm, AS_STR(argv[0])->data, AS_STR(argv[0])->blen);
    if (!k) return VEXC;
    return obj_setattr_generic(vm, self, k, VEMPTY) < 0 ? VEXC : VNONE;
}

static Value m_object_getattribute(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return exc_raise(vm, EXC_AttributeError, "object.__getattribute__ is not available in smolvm");
}

static Value m_object_format(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_STR(argv[0])) return exc_raise(vm, EXC_TypeError, "format_spec must be a str");
    if (AS_STR(argv[0])->blen)
        return exc_raise(vm, EXC_TypeError, "unsupported format string passed to %s.__format__", type_name(vm, self));
    return obj_str(vm, self);
}

static Value m_object_init_subclass(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    /* Keyword arguments left over from a class statement are an error. */
    if (kw && kw->len)
        return exc_raise(vm, EXC_TypeError, "%s.__init_subclass__() takes no keyword arguments",
                         IS_TYPE(self) ? AS_TYPE(self)->name->data : "object");
    return VNONE;
}

static Value object_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    if (argc || (kwnames && kwnames->len)) return exc_raise(vm, EXC_TypeError, "object() takes no arguments");
    Instance *in = obj_alloc(vm, OK_INSTANCE, sizeof(Instance));
    if (!in) return VEXC;
    in->cls = vm->t_object;
    in->builtin_value = VEMPTY;
    return v_obj(in);
}

/* object.__new__(cls): used by user __new__ implementations via super(). */
static Value m_object_new(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value cls = IS_TYPE(self) ? self : (argc ? argv[0] : VNONE);
    if (!IS_TYPE(cls))
        return exc_raise(vm, EXC_TypeError, "object.__new__(X): X is not a type object (%s)", type_name(vm, cls));
    Type *t = AS_TYPE(cls);
    if (t->inst_kind == OK_EXC) {
        ExcObj *e = exc_new(vm, t, NULL);
        return e ? v_obj(e) : VEXC;
    }
    /* A built-in type whose instances carry native state (re.Pattern,
     * struct_time, NoneType, ...) is never made half-initialised: T.__new__
     * runs T's constructor, as CPython's tp_new does, and a type without
     * one cannot be created this way. */
    if (t->inst_kind == OK_INSTANCE && !(t->tflags & TF_HEAPTYPE) && t != vm->t_object) {
        if (t->ctor) {
            if (argc > 0 && obj_is(argv[0], cls)) {
                argc--;
                argv++;
            }
            return t->ctor(vm, cls, argc, argv, kw);
        }
    } else if (t->inst_kind == OK_INSTANCE) {
        Instance *in = obj_alloc(vm, OK_INSTANCE, sizeof(Instance));
        if (!in) return VEXC;
        in->cls = t;
        in->builtin_value = VEMPTY;
        return v_obj(in);
    }
    if (IS_STR(t->module) && strcmp(AS_STR(t->module)->data, "builtins") != 0 && !(t->tflags & TF_HEAPTYPE))
        return exc_raise(vm, EXC_TypeError, "object.__new__(%U.%U) is not safe, use %U.%U.__new__()",
                         AS_STR(t->module), t->name, AS_STR(t->module), t->name);
    return exc_raise(vm, EXC_TypeError, "object.__new__(%U) is not safe, use %U.__new__()", t->name, t->name);
}

static const MethodDef object_methods[] = {
    {"__init__", m_object_init, 0, -1, NATIVE_KW},
    {"__repr__", m_object_repr, 0, 0, 0},
    {"__str__", m_object_str, 0, 0, 0},
    {"__eq__", m_object_eq, 1, 1, 0},
    {"__ne__", m_object_ne, 1, 1, 0},
    {"__hash__", m_object_hash, 0, 0, 0},
    {"__setattr__", m_object_setattr, 2, 2, 0},
    {"__delattr__", m_object_delattr, 1, 1, 0},
    {"__getattribute__", m_object_getattribute, 1, 1, 0},
    {"__format__", m_object_format, 1, 1, 0},
    {"__init_subclass__", m_object_init_subclass, 0, -1, NATIVE_KW},
    {"__new__", m_object_new, 0, -1, NATIVE_KW},
    {NULL, NULL, 0, 0, 0},
};

static Value m_type_mro(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_TYPE(self)) return exc_raise(vm, EXC_TypeError, "descriptor 'mro' requires a 'type' object");
    Tuple *m = AS_TYPE(self)->mro;
    return list_from_values(vm, m->len, m->items);
}

/* type(name, bases, dict) and type.__new__(meta, name, bases, dict): a
 * class of metaclass `meta`, or of the more derived metaclass of a base. */
static Value type_new3(VM *vm, Type *meta, const Value *argv, Tuple *kwnames) {
    Value nv = argv[0];
    if (IS_INSTANCE(nv) && IS_STR(AS_INSTANCE(nv)->builtin_value)) nv = AS_INSTANCE(nv)->builtin_value;
    if (!IS_STR(nv))
        return exc_raise(vm, EXC_TypeError, "type.__new__() argument 1 must be str, not %s", type_name(vm, argv[0]));
    if (!IS_TUPLE(argv[1]))
        return exc_raise(vm, EXC_TypeError, "type.__new__() argument 2 must be tuple, not %s", type_name(vm, argv[1]));
    if (!IS_DICT(argv[2]))
        return exc_raise(vm, EXC_TypeError, "type.__new__() argument 3 must be dict, not %s", type_name(vm, argv[2]));
    Type *winner = type_metaclass(vm, meta, AS_TUPLE(argv[1]));
    if (!winner) return VEXC;
    if (winner != meta) {
        /* A base's metaclass is more derived: its own __new__ makes the
         * class, as in CPython. */
        Value nf = type_lookup(vm, winner, vm->names->__new__);
        if (IS_KIND(nf, OK_STATICMETHOD)) nf = ((Wrapper *)AS_OBJ(nf))->func;
        if (IS_FUNC(nf)) {
            size_t nkw = kwnames ? kwnames->len : 0;
            Value small[12];
            Value *args = nkw + 4 <= 12 ? small : mem_alloc(vm, (nkw + 4) * sizeof(Value));
            if (!args) return VEXC;
            args[0] = v_obj(winner);
            for (size_t i = 0; i < nkw + 3; i++) args[i + 1] = argv[i];
            Value r = rt_call(vm, nf, 4, args, nkw ? kwnames : NULL);
            if (args != small) mem_free(vm, args, (nkw + 4) * sizeof(Value));
            return r;
        }
        meta = winner;
    }
    /* A type's dict holds str keys only, so that no lookup along an
     * MRO (type_lookup, which callers trust never to run user code)
     * meets a key whose __eq__ is user code. Other keys are dropped:
     * no snippet can see a type's __dict__. */
    Dict *src = AS_DICT(argv[2]);
    if (!rt_charge(vm, (int64_t)src->used / 8)) return VEXC;
    Dict *ns = dict_new(vm);
    if (!ns) return VEXC;
    size_t rs = gc_scope(vm);
    gc_push(vm, v_obj(ns));
    gc_push(vm, v_obj(meta));
    size_t pos = 0;
    Value k, v;
    while (dict_next(src, &pos, &k, &v)) {
        /* A str subclass's key by its text: CPython's lookups compare it
         * as str. */
        if (IS_INSTANCE(k) && IS_STR(AS_INSTANCE(k)->builtin_value)) k = AS_INSTANCE(k)->builtin_value;
        if (IS_STR(k) && dict_set_str(vm, ns, AS_STR(k), v) < 0) {
            gc_unscope(vm, rs);
            return VEXC;
        }
    }
    /* Without __module__, the class is of the calling code's module, as
     * CPython takes it from the current frame's globals. */
    if (IS_EMPTY(dict_get_str(vm, ns, vm->names->__module__)) && vm->nframes > 0 &&
        vm->frames[vm->nframes - 1].globals) {
        Value mod = dict_get_str(vm, vm->frames[vm->nframes - 1].globals, vm->names->__name__);
        if (IS_STR(mod) && dict_set_str(vm, ns, vm->names->__module__, mod) < 0) {
            gc_unscope(vm, rs);
            return VEXC;
        }
    }
    Str *name = str_intern(vm, AS_STR(nv)->data, AS_STR(nv)->blen);
    Value r = name ? type_build(vm, meta, name, AS_TUPLE(argv[1]), ns, kwnames && kwnames->len ? kwnames : NULL,
                                argv + 3)
                   : VEXC;
    gc_unscope(vm, rs);
    return r;
}

/* type.__new__(meta, name, bases, dict), for a metaclass's __new__.
 * Called unbound, self is meta; reached through super().__new__(meta,
 * ...), self is bound to meta and meta comes again first. */
static Value m_type_new(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (argc == 4 && obj_is(argv[0], self)) {
        argc--;
        argv++;
    }
    if (!IS_TYPE(self)) return exc_raise(vm, EXC_TypeError, "type.__new__(X): X is not a type object (%s)", type_name(vm, self));
    if (!type_is_subtype(AS_TYPE(self), vm->t_type))
        return exc_raise(vm, EXC_TypeError, "type.__new__(%U): %U is not a subtype of type", AS_TYPE(self)->name,
                         AS_TYPE(self)->name);
    if (argc != 3) return exc_raise(vm, EXC_TypeError, "type.__new__() takes exactly 3 arguments (%d given)", argc);
    return type_new3(vm, AS_TYPE(self), argv, kw);
}

/* type.__init__: the class is complete once __new__ returns. */
static Value m_type_init(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (argc != 1 && argc != 3) return exc_raise(vm, EXC_TypeError, "type.__init__() takes 1 or 3 arguments");
    return VNONE;
}

/* type.__call__(cls, ...): make an instance the default way (__new__ then
 * __init__), for a metaclass's __call__ through super(). */
static Value m_type_call(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_TYPE(self))
        return exc_raise(vm, EXC_TypeError, "descriptor '__call__' requires a 'type' object but received a '%s'",
                         type_name(vm, self));
    return type_call_default(vm, AS_TYPE(self), argc, argv, kw);
}

/* type.__setattr__ / type.__delattr__: the class's own dict, for a
 * metaclass's __setattr__ through super(). */
static Value type_setattr_common(VM *vm, Value self, Value namev, Value v) {
    if (!IS_TYPE(self)) return exc_raise(vm, EXC_TypeError, "descriptor requires a 'type' object but received a '%s'", type_name(vm, self));
    if (!IS_STR(namev)) return exc_raise(vm, EXC_TypeError, "attribute name must be string, not '%T'", namev);
    if (policy_attr_forbidden(AS_STR(namev)->data))
        return exc_raise(vm, EXC_AttributeError, "__setattr__(): access to '%s' is not allowed in smolvm (%s)",
                         AS_STR(namev)->data, policy_attr_hint(AS_STR(namev)->data));
    Str *k = str_intern(vm, AS_STR(namev)->data, AS_STR(namev)->blen);
    if (!k) return VEXC;
    return type_setattr(vm, AS_TYPE(self), k, v) < 0 ? VEXC : VNONE;
}

static Value m_type_setattr(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return type_setattr_common(vm, self, argv[0], argv[1]);
}

static Value m_type_delattr(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return type_setattr_common(vm, self, argv[0], VEMPTY);
}

/* X | Y between classes and None: a types.UnionType (PEP 604), which
 * annotations such as `a: int | None` build when their def runs. The union
 * itself is written in Python (runtime/modules/py/types.py); any other
 * operator, or an operand that is not a class, None or a union, is left to
 * the other operand. The caller holds both operands. */
static Value type_binop(VM *vm, int op, Value a, Value b, bool inplace) {
    (void)inplace;
    if (op != BO_OR) return v_notimpl();
    if (!(IS_TYPE(a) || IS_NONE(a) || IS_INSTANCE(a)) || !(IS_TYPE(b) || IS_NONE(b) || IS_INSTANCE(b)))
        return v_notimpl();
    Str *mn = str_intern_cstr(vm, "types"), *fn = mn ? str_intern_cstr(vm, "_union_or") : NULL;
    if (!fn) return VEXC;
    Value m = module_import(vm, mn);
    if (IS_EXC(m)) return m;
    Value f = obj_getattr(vm, m, fn);
    if (IS_EXC(f)) return f;
    size_t rs = gc_scope(vm);
    gc_push(vm, f);
    Value r = rt_call2(vm, f, a, b);
    gc_unscope(vm, rs);
    return r;
}

/* list[int], dict[str, int], type[T], ...: a types.GenericAlias (written
 * in Python in runtime/modules/py/types.py), as annotations build them
 * when their def runs; it prints, compares and calls as CPython's. */
Value class_getitem_alias(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    /* A class method: reached through Cls[item] with (cls, item), or bound
     * (list.__class_getitem__(int)) with the class as self. */
    if (argc == 2) {
        self = argv[0];
        argv++;
    }
    Value cls = IS_TYPE(self) ? self : v_obj(type_of(vm, self));
    Str *mn = str_intern_cstr(vm, "types"), *fn = mn ? str_intern_cstr(vm, "GenericAlias") : NULL;
    if (!fn) return VEXC;
    Value m = module_import(vm, mn);
    if (IS_EXC(m)) return m;
    Value f = obj_getattr(vm, m, fn);
    if (IS_EXC(f)) return f;
    size_t rs = gc_scope(vm);
    gc_push(vm, f);
    gc_push(vm, cls);
    Value r = rt_call2(vm, f, cls, argv[0]);
    gc_unscope(vm, rs);
    return r;
}

/* Give built-in type t a __class_getitem__ that makes a
 * types.GenericAlias (t[int]), a class method as in CPython. */
bool type_add_generic(VM *vm, Type *t) {
    size_t rs = gc_scope(vm);
    bool ok = false;
    Native *cg = native_new(vm, "__class_getitem__", class_getitem_alias, 1, 2, 0);
    if (!cg) goto done;
    gc_push(vm, v_obj(cg));
    char qn[96];
    snprintf(qn, sizeof qn, "%s.__class_getitem__", t->name->data);
    cg->qualname = str_intern_cstr(vm, qn);
    if (!cg->qualname) cg->qualname = cg->name;
    Wrapper *cm = obj_alloc(vm, OK_CLASSMETHOD, sizeof(Wrapper));
    if (!cm) goto done;
    cm->func = v_obj(cg);
    ok = dict_set_str(vm, t->dict, vm->names->__class_getitem__, v_obj(cm)) == 0;
done:
    gc_unscope(vm, rs);
    return ok;
}


static const MethodDef type_methods[] = {
    {"mro", m_type_mro, 0, 0, 0},
    {"__new__", m_type_new, 0, -1, NATIVE_KW},
    {"__init__", m_type_init, 0, -1, NATIVE_KW},
    {"__call__", m_type_call, 0, -1, NATIVE_KW},
    {"__setattr__", m_type_setattr, 2, 2, 0},
    {"__delattr__", m_type_delattr, 1, 1, 0},
    {NULL, NULL, 0, 0, 0},
};

/* Calling type itself, or a metaclass without a __new__ of its own. */
static Value type_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    Type *meta = IS_TYPE(cls) ? AS_TYPE(cls) : vm->t_type;
    if (argc == 1 && meta == vm->t_type && !(kwnames && kwnames->len)) return v_obj(type_of(vm, argv[0]));
    if (argc == 3) return type_new3(vm, meta, argv, kwnames);
    if (meta != vm->t_type)
        return exc_raise(vm, EXC_TypeError, "type.__new__() takes exactly 3 arguments (%d given)", argc);
    if (argc == 1) return exc_raise(vm, EXC_TypeError, "type() takes no keyword arguments");
    return exc_raise(vm, EXC_TypeError, "type() takes 1 or 3 arguments");
}

static Value none_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    if (argc || (kwnames && kwnames->len)) return exc_raise(vm, EXC_TypeError, "NoneType takes no arguments");
    return VNONE;
}

static Value notimpl_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    if (argc || (kwnames && kwnames->len))
        return exc_raise(vm, EXC_TypeError, "NotImplementedType takes no arguments");
    return v_notimpl();
}

static Value ellipsis_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    if (argc || (kwnames && kwnames->len)) return exc_raise(vm, EXC_TypeError, "ellipsis takes no arguments");
    return v_ellipsis();
}

static Value bool_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    if (!arg_nokw(vm, "bool", kwnames)) return VEXC;
    if (argc > 1) return exc_raise(vm, EXC_TypeError, "bool expected at most 1 argument, got %d", argc);
    if (argc == 0) return v_bool(false);
    int t = obj_truthy(vm, argv[0]);
    return t < 0 ? VEXC : v_bool(t);
}

static Value bool_repr(VM *vm, Value self) { return str_cvalue(vm, AS_BOOL(self) ? "True" : "False"); }

static Value bool_binop(VM *vm, int op, Value a, Value b, bool inplace) {
    if (IS_BOOL(a) && IS_BOOL(b) && (op == BO_AND || op == BO_OR || op == BO_XOR)) {
        bool x = AS_BOOL(a), y = AS_BOOL(b);
        return v_bool(op == BO_AND ? (x && y) : op == BO_OR ? (x || y) : (x != y));
    }
    return v_notimpl();
}

static Value notimpl_repr(VM *vm, Value self) { return str_cvalue(vm, "NotImplemented"); }
static Value ellipsis_repr(VM *vm, Value self) { return str_cvalue(vm, "Ellipsis"); }

static Value slice_repr(VM *vm, Value self) {
    Slice *s = (Slice *)AS_OBJ(self);
    Value t[3] = {s->start, s->stop, s->step};
    Value r = seq_repr(vm, "slice(", ")", 3, t);
    return r;
}

static Value slice_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    if (!arg_nokw(vm, "slice", kwnames)) return VEXC;
    if (argc < 1 || argc > 3)
        return exc_raise(vm, EXC_TypeError, argc < 1 ? "slice expected at least 1 argument, got %d"
                                                     : "slice expected at most 3 arguments, got %d", argc);
    Slice *s = obj_alloc(vm, OK_SLICE, sizeof(Slice));
    if (!s) return VEXC;
    s->start = VNONE; s->stop = VNONE; s->step = VNONE;
    if (argc == 1) s->stop = argv[0];
    else { s->start = argv[0]; s->stop = argv[1]; if (argc == 3) s->step = argv[2]; }
    return v_obj(s);
}

static Value slice_richcmp(VM *vm, Value a, Value b, int op) {
    if (!IS_KIND(a, OK_SLICE) || !IS_KIND(b, OK_SLICE)) return v_notimpl();
    Slice *x = (Slice *)AS_OBJ(a), *y = (Slice *)AS_OBJ(b);
    Value xs[3] = {x->start, x->stop, x->step}, ys[3] = {y->start, y->stop, y->step};
    size_t rs = gc_scope(vm);
    Value tx = tuple_pack(vm, 3, xs);
    if (IS_EXC(tx)) return tx;
    gc_push(vm, tx);
    Value ty = tuple_pack(vm, 3, ys);
    Value r = IS_EXC(ty) ? ty : seq_richcmp(vm, tx, ty, op);
    gc_unscope(vm, rs);
    return r;
}

/* slice.indices(length): the (start, stop, step) a slice selects from a
 * sequence of that length. */
static Value m_slice_indices(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value len = int_index(vm, argv[0]);
    if (IS_EXC(len)) return len;
    if (int_sign(len) < 0) return exc_raise(vm, EXC_ValueError, "length should not be negative");
    return slice_indices_long(vm, (Slice *)AS_OBJ(self), len);
}

static const MethodDef slice_methods[] = {
    {"indices", m_slice_indices, 1, 1, 0},
    {NULL, NULL, 0, 0, 0},
};

/* ---- bound methods compare and hash by what they bind ------------------ */

/* The receiver's part of a method's hash: its identity, as CPython hashes
 * the receiver's address (an unhashable receiver still gives a hashable
 * method). Inline values are their own identity. */
static int64_t self_hash(VM *vm, Value self) {
    if (IS_OBJ(self)) return rt_identity_hash(vm, AS_OBJ(self));
    int64_t h = 0;
    if (obj_hash(vm, self, &h) < 0) {
        exc_clear(vm);
        h = 0;
    }
    return h;
}

static Value eq_result(int eq, int op) {
    if (eq < 0) return VEXC;
    return v_bool(op == CO_EQ ? eq != 0 : eq == 0);
}

/* a.f == a.f: the same function bound to the same receiver (by identity,
 * never the receiver's __eq__). */
static Value bound_richcmp(VM *vm, Value a, Value b, int op) {
    if (!IS_KIND(a, OK_BOUND) || !IS_KIND(b, OK_BOUND) || (op != CO_EQ && op != CO_NE)) return v_notimpl();
    BoundMethod *x = (BoundMethod *)AS_OBJ(a), *y = (BoundMethod *)AS_OBJ(b);
    /* A bound method never changes what it binds: both stay valid after
     * a callable's __eq__ runs. */
    int eq = obj_eq(vm, x->func, y->func);
    if (eq > 0) eq = obj_is(x->self, y->self);
    return eq_result(eq, op);
}

static int bound_hash(VM *vm, Value self, int64_t *out) {
    BoundMethod *b = (BoundMethod *)AS_OBJ(self);
    int64_t h;
    if (obj_hash(vm, b->func, &h) < 0) return -1;
    h ^= self_hash(vm, b->self);
    *out = h == -1 ? -2 : h;
    return 0;
}

/* [].append: the same native method of the same receiver. Its hash uses
 * the method's name, never the C function's address (which would show
 * where the host's code is). */
static Value native_richcmp(VM *vm, Value a, Value b, int op) {
    if (IS_KIND(a, OK_BOUND)) return bound_richcmp(vm, a, b, op);
    if (!IS_KIND(a, OK_NATIVE) || !IS_KIND(b, OK_NATIVE) || (op != CO_EQ && op != CO_NE)) return v_notimpl();
    Native *x = (Native *)AS_OBJ(a), *y = (Native *)AS_OBJ(b);
    /* A method of a built-in type may not have its qualname yet: its type
     * and name make it. */
    bool same_name = x->qualname && y->qualname ? x->qualname == y->qualname : x->name == y->name;
    int eq = x == y || (x->fn == y->fn && same_name && x->owner == y->owner && !IS_NONE(x->self) &&
                        obj_is(x->self, y->self));
    return eq_result(eq, op);
}

static int native_hash(VM *vm, Value self, int64_t *out) {
    if (IS_KIND(self, OK_BOUND)) return bound_hash(vm, self, out);
    Native *n = (Native *)AS_OBJ(self);
    if (IS_NONE(n->self)) {
        *out = rt_identity_hash(vm, &n->h);
        return 0;
    }
    Str *q = native_qualname(vm, n);
    if (!q) return -1;
    int64_t h = str_hash(vm, q) ^ self_hash(vm, n->self);
    *out = h == -1 ? -2 : h;
    return 0;
}

void func_init(VM *vm) {
    type_member_init(vm);
    vm->types[OK_FUNC]->slots.repr = func_repr;
    vm->types[OK_NATIVE]->slots.repr = native_repr;
    vm->types[OK_BOUND]->slots.repr = bound_repr;
    vm->types[OK_BOUND]->slots.richcmp = bound_richcmp;
    vm->types[OK_BOUND]->slots.hash = bound_hash;
    vm->types[OK_NATIVE]->slots.richcmp = native_richcmp;
    vm->types[OK_NATIVE]->slots.hash = native_hash;
    vm->types[OK_TYPE]->slots.repr = type_repr;
    vm->types[OK_MODULE]->slots.repr = module_repr;
    vm->types[OK_CELL]->slots.repr = cell_repr;
    vm->types[OK_CODE]->slots.repr = code_repr;
    vm->types[OK_GEN]->slots.repr = gen_repr;
    vm->types[OK_PROPERTY]->ctor = property_ctor;
    type_add_methods(vm, vm->types[OK_PROPERTY], property_methods);
    vm->types[OK_STATICMETHOD]->ctor = staticmethod_ctor;
    vm->types[OK_CLASSMETHOD]->ctor = classmethod_ctor;
    type_add_methods(vm, vm->types[OK_STATICMETHOD], staticmethod_methods);
    type_add_methods(vm, vm->types[OK_CLASSMETHOD], classmethod_methods);
    vm->types[OK_SLICE]->slots.repr = slice_repr;
    vm->types[OK_SLICE]->slots.richcmp = slice_richcmp;
    vm->types[OK_SLICE]->ctor = slice_ctor;
    dict_set_str(vm, vm->types[OK_SLICE]->dict, vm->names->__hash__, VNONE);
    type_add_methods(vm, vm->types[OK_SLICE], slice_methods);
    vm->t_object->ctor = object_ctor;
    type_add_methods(vm, vm->t_object, object_methods);
    vm->t_type->ctor = type_ctor;
    type_add_methods(vm, vm->t_type, type_methods);
    vm->t_type->slots.binop = type_binop;
    /* type[int] is made by obj_getitem: a __class_getitem__ of type's
     * would be found on every class through its metaclass. */
    Type *generic_types[] = {vm->types[OK_LIST], vm->types[OK_TUPLE], vm->types[OK_DICT], vm->types[OK_SET],
                             vm->types[OK_FROZENSET]};
    for (size_t i = 0; i < sizeof generic_types / sizeof generic_types[0]; i++)
        if (!type_add_generic(vm, generic_types[i])) return;
    vm->t_none->slots.repr = none_repr_slot;
    vm->t_none->ctor = none_ctor;
    vm->t_bool->ctor = bool_ctor;
    vm->t_bool->slots.repr = bool_repr;
    vm->t_bool->slots.binop = bool_binop;
    vm->t_bool->tflags |= TF_FINAL;
    vm->t_notimpl->slots.repr = notimpl_repr;
    vm->t_notimpl->ctor = notimpl_ctor;
    vm->t_ellipsis->slots.repr = ellipsis_repr;
    vm->t_ellipsis->ctor = ellipsis_ctor;
}
