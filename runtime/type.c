/* Types: the Python type of a value, MRO lookup, built-in type creation,
 * native functions and methods, argument helpers, and class creation. */
#include <stdio.h>
#include "rt.h"
#include "names.h"

Type *type_of(VM *vm, Value v) {
    switch (v.tag) {
    case VT_NONE: return vm->t_none;
    case VT_BOOL: return vm->t_bool;
    case VT_INT: return vm->t_int;
    case VT_FLOAT: return vm->t_float;
    case VT_NOTIMPL: return vm->t_notimpl;
    case VT_ELLIPSIS: return vm->t_ellipsis;
    case VT_OBJ: {
        Obj *o = v.u.o;
        switch (o->kind) {
        case OK_INSTANCE: return ((Instance *)o)->cls;
        case OK_TYPE: return ((Type *)o)->meta ? ((Type *)o)->meta : vm->types[OK_TYPE];
        case OK_EXC: return ((ExcObj *)o)->cls;
        /* A built-in function bound to an object ([].append) is a
         * builtin_function_or_method, as len is; its slots (func.c)
         * tell the two layouts apart. */
        case OK_BOUND: return vm->types[IS_KIND(((BoundMethod *)o)->func, OK_NATIVE) ? OK_NATIVE : OK_BOUND];
        case OK_DICTVIEW: {
            uint8_t k = ((DictView *)o)->vkind;
            return k == IT_DICT_KEYS ? vm->t_dict_keys : k == IT_DICT_VALUES ? vm->t_dict_values : vm->t_dict_items;
        }
        case OK_ITER: {
            Type *t = vm->t_iters[((Iter *)o)->tname];
            return t ? t : vm->types[OK_ITER];
        }
        default: return vm->types[o->kind];
        }
    }
    default: return vm->t_none;
    }
}

const char *type_name(VM *vm, Value v) {
    Type *t = type_of(vm, v);
    return t && t->name ? type_tpname(t) : "?";
}

bool type_is_subtype(const Type *a, const Type *b) {
    if (a == b) return true;
    if (!a || !a->mro) return false;
    for (size_t i = 0; i < a->mro->len; i++)
        if (AS_OBJ(a->mro->items[i]) == (const Obj *)b) return true;
    return false;
}

bool is_instance_of(VM *vm, Value v, Type *t) { return type_is_subtype(type_of(vm, v), t); }

static Value lookup_mro(VM *vm, Type *t, Str *name) {
    if (!t->mro) return t->dict ? dict_get_str(vm, t->dict, name) : VEMPTY;
    /* A walk along a long MRO (a chain of thousands of classes) is
     * charged. The lookup cannot fail: a budget run out here halts the
     * run, which the next instruction or charge observes. */
    if (t->mro->len > 16) (void)rt_charge(vm, (int64_t)(t->mro->len / 4));
    for (size_t i = 0; i < t->mro->len; i++) {
        Type *b = AS_TYPE(t->mro->items[i]);
        if (!b->dict) continue;
        Value v = dict_get_str(vm, b->dict, name);
        if (!IS_EMPTY(v)) return v;
    }
    return VEMPTY;
}

/* A method cache miss: the lookup along the MRO, remembered in `e`. Out
 * of line, so that a hit saves no registers. */
static __attribute__((noinline)) Value lookup_fill(VM *vm, Type *t, Str *name, struct MCacheEntry *e) {
    Value v = lookup_mro(vm, t, name);
    /* A probe that ran out of budget answered "absent" and halted the
     * run: the answer is not remembered past it. */
    if (__builtin_expect(vm->halt != HALT_NONE, 0)) return v;
    e->type = t;
    e->name = name;
    e->version = vm->type_version;
    e->value = v;
    return v;
}

Value type_lookup(VM *vm, Type *t, Str *name) {
    if (!(name->h.flags & STR_INTERNED)) return lookup_mro(vm, t, name);
    uintptr_t k = ((uintptr_t)t >> 4) ^ ((uintptr_t)name >> 3) * 31u;
    struct MCacheEntry *e = &vm->mcache[k & 511];
    if (e->type == t && e->name == name && e->version == vm->type_version) return e->value;
    return lookup_fill(vm, t, name, e);
}

Type *type_new_builtin(VM *vm, const char *name, Type *base, ObjKind inst_kind) {
    Type *t = obj_alloc(vm, OK_TYPE, sizeof(Type));
    if (!t) return NULL;
    t->name = str_intern_cstr(vm, name);
    t->qualname = t->name;
    t->base = base;
    t->inst_kind = (uint8_t)inst_kind;
    t->tflags = TF_BUILTIN;
    t->module = VNONE;
    t->dict = dict_new(vm);
    if (!t->name || !t->dict) return NULL;
    t->dict->h.flags |= DICT_TYPEDICT;
    vm->type_version++;
    if (base) t->slots = base->slots;
    size_t nb = base && base->mro ? base->mro->len : 0;
    Tuple *mro = tuple_new(vm, nb + 1);
    if (!mro) return NULL;
    mro->items[0] = v_obj(t);
    for (size_t i = 0; i < nb; i++) mro->items[i + 1] = base->mro->items[i];
    t->mro = mro;
    Value bv = base ? v_obj(base) : VNONE;
    Value bt = base ? tuple_pack(vm, 1, &bv) : v_obj(vm->empty_tuple);
    if (IS_EXC(bt)) return NULL;
    t->bases = AS_TUPLE(bt);
    if (base) t->ctor = base->ctor;
    return t;
}

Native *native_new(VM *vm, const char *name, NativeFn fn, int minargs, int maxargs,
                   uint16_t flags) {
    Native *n = obj_alloc(vm, OK_NATIVE, sizeof(Native));
    if (!n) return NULL;
    n->fn = fn;
    n->name = str_intern_cstr(vm, name);
    n->qualname = n->name;
    n->self = VNONE;
    n->minargs = (int16_t)minargs;
    n->maxargs = (int16_t)maxargs;
    n->h.flags = flags;
    return n->name ? n : NULL;
}

void type_add_methods(VM *vm, Type *t, const MethodDef *defs) {
    if (!t) return;
    for (const MethodDef *d = defs; d->name; d++) {
        Native *n = native_new(vm, d->name, d->fn, d->minargs, d->maxargs,
                               (uint16_t)(d->flags | NATIVE_METHOD));
        if (!n) return;
        n->owner = t;
        /* "type.method", made when first asked for (native_qualname): a
         * VM has thousands of these and few are ever named. */
        n->qualname = NULL;
        dict_set_str(vm, t->dict, n->name, v_obj(n));
    }
}

Str *native_qualname(VM *vm, Native *n) {
    if (n->qualname) return n->qualname;
    if (!n->owner) return n->name;
    Str *tn = n->owner->name;
    size_t len = tn->blen + 1 + n->name->blen;
    char buf[160];
    char *q = len < sizeof buf ? buf : mem_alloc(vm, len + 1);
    if (!q) return NULL;
    memcpy(q, tn->data, tn->blen);
    q[tn->blen] = '.';
    memcpy(q + tn->blen + 1, n->name->data, n->name->blen);
    q[len] = '\0';
    Str *r = str_intern(vm, q, len);
    if (q != buf) mem_free(vm, q, len + 1);
    /* A template's shared native is not written (clone.c). */
    if (!(n->h.flags & OBJ_SHARED)) n->qualname = r;
    return r;
}

bool arg_nokw(VM *vm, const char *fname, Tuple *kwnames) {
    if (kwnames && kwnames->len) {
        exc_raise(vm, EXC_TypeError, "%s() takes no keyword arguments", fname);
        return false;
    }
    return true;
}

Value arg_kw(VM *vm, int argc, const Value *argv, Tuple *kwnames, const char *name) {
    if (!kwnames) return VEMPTY;
    size_t n = strlen(name);
    for (size_t i = 0; i < kwnames->len; i++) {
        Str *k = AS_STR(kwnames->items[i]);
        if (k->blen == n && memcmp(k->data, name, n) == 0) return argv[argc + (int)i];
    }
    return VEMPTY;
}

/* ---- class creation ---------------------------------------------------- */

/* C3 linearisation of the bases' MROs. */
static Tuple *c3_mro(VM *vm, Type *t, Tuple *bases) {
    size_t nb = bases->len;
    if (nb == 1) {
        /* One base: (t,) + base.__mro__, without temporary arrays. */
        Tuple *bm = AS_TYPE(bases->items[0])->mro;
        if (!rt_charge(vm, (int64_t)bm->len)) return NULL;
        Tuple *r = tuple_new(vm, bm->len + 1);
        if (!r) return NULL;
        r->items[0] = v_obj(t);
        for (size_t i = 0; i < bm->len; i++) r->items[i + 1] = bm->items[i];
        return r;
    }
    /* Sequences to merge: each base's MRO, then the bases list itself. */
    size_t total = 1;
    for (size_t i = 0; i < nb; i++) total += AS_TYPE(bases->items[i])->mro->len;
    Value *out = mem_alloc(vm, total * sizeof(Value));
    size_t *heads = mem_alloc(vm, (nb + 1) * sizeof(size_t));
    if (!out || !heads) {
        mem_free(vm, out, total * sizeof(Value));
        mem_free(vm, heads, (nb + 1) * sizeof(size_t));
        return NULL;
    }
    memset(heads, 0, (nb + 1) * sizeof(size_t));
    size_t nout = 0;
    out[nout++] = v_obj(t);
    Tuple *seqs[64];
    if (nb + 1 > 64) {
        mem_free(vm, out, total * sizeof(Value));
        mem_free(vm, heads, (nb + 1) * sizeof(size_t));
        exc_raise(vm, EXC_TypeError, "too many base classes");
        return NULL;
    }
    for (size_t i = 0; i < nb; i++) seqs[i] = AS_TYPE(bases->items[i])->mro;
    seqs[nb] = bases;
    for (;;) {
        bool any = false;
        Obj *cand = NULL;
        for (size_t i = 0; i <= nb; i++) {
            if (heads[i] >= seqs[i]->len) continue;
            any = true;
            Obj *c = AS_OBJ(seqs[i]->items[heads[i]]);
            /* A good head appears in no other sequence's tail. */
            bool in_tail = false;
            for (size_t j = 0; j <= nb && !in_tail; j++)
                for (size_t k = heads[j] + 1; k < seqs[j]->len; k++)
                    if (AS_OBJ(seqs[j]->items[k]) == c) { in_tail = true; break; }
            if (!in_tail) { cand = c; break; }
        }
        if (!any) break;
        if (!cand) {
            mem_free(vm, out, total * sizeof(Value));
            mem_free(vm, heads, (nb + 1) * sizeof(size_t));
            StrBuf b;
            sb_init(&b, vm);
            sb_adds(&b, "Cannot create a consistent method resolution\norder (MRO) for bases");
            for (size_t i = 0; i < nb; i++) {
                sb_adds(&b, i ? ", " : " ");
                sb_addstr(&b, AS_TYPE(bases->items[i])->name);
            }
            Value m = sb_finish(&b);
            if (!IS_EXC(m)) exc_raise(vm, EXC_TypeError, "%U", AS_STR(m));
            return NULL;
        }
        out[nout++] = v_obj(cand);
        for (size_t i = 0; i <= nb; i++)
            if (heads[i] < seqs[i]->len && AS_OBJ(seqs[i]->items[heads[i]]) == cand) heads[i]++;
    }
    Value r = tuple_pack(vm, nout, out);
    mem_free(vm, out, total * sizeof(Value));
    mem_free(vm, heads, (nb + 1) * sizeof(size_t));
    return IS_EXC(r) ? NULL : AS_TUPLE(r);
}

/* The most derived built-in layout among the bases decides what kind of
 * object instances are. */
Type *type_solid_base(Type *t) {
    /* The first built-in type along the MRO: t->base is the first base,
     * which for class C(Mixin, list) is Mixin, not the layout. */
    if (t && (t->tflags & TF_HEAPTYPE) && t->mro) {
        for (size_t i = 1; i < t->mro->len; i++) {
            Type *b = AS_TYPE(t->mro->items[i]);
            if (!(b->tflags & TF_HEAPTYPE)) return b;
        }
    }
    while (t && (t->tflags & TF_HEAPTYPE)) t = t->base;
    return t;
}

/* The built-in exception whose fields a built-in exception type's
 * instances have: most add none to BaseException's, so in CPython
 * `class FloatOperation(DecimalException, TypeError)` is a valid class
 * while OSError and SyntaxError (each with fields of its own) conflict. */
static Type *exc_layout_root(VM *vm, Type *t) {
    static const int own[] = {
        EXC_SystemExit, EXC_StopIteration, EXC_ImportError, EXC_OSError,
        EXC_SyntaxError, EXC_NameError, EXC_AttributeError, EXC_UnicodeError,
    };
    while (t->base && (t->base->tflags & TF_EXCEPTION)) {
        for (size_t i = 0; i < sizeof own / sizeof own[0]; i++)
            if (t == vm->exc_types[own[i]]) return t;
        t = t->base;
    }
    return t;
}

/* The type whose instance layout t's instances have: the nearest class
 * along the MRO marked TF_LAYOUT before the first built-in type, else the
 * solid base. */
static Type *layout_base(Type *t) {
    if ((t->tflags & TF_HEAPTYPE) && t->mro) {
        for (size_t i = 0; i < t->mro->len; i++) {
            Type *b = AS_TYPE(t->mro->items[i]);
            if (b->tflags & TF_LAYOUT) return b;
            if (!(b->tflags & TF_HEAPTYPE)) break;
        }
    }
    return type_solid_base(t);
}

static int slot_members(VM *vm, Type *t, Dict *ns);

Value type_new_class(VM *vm, Str *name, Tuple *bases, Dict *ns) {
    if (bases->len == 0) {
        Value o = v_obj(vm->t_object);
        Value bt = tuple_pack(vm, 1, &o);
        if (IS_EXC(bt)) return VEXC;
        bases = AS_TUPLE(bt);
    }
    Type *layout = NULL;
    for (size_t i = 0; i < bases->len; i++) {
        Value b = bases->items[i];
        if (!IS_TYPE(b))
            return exc_raise(vm, EXC_TypeError, "bases must be types");
        Type *bt = AS_TYPE(b);
        if (bt->tflags & TF_FINAL)
            return exc_raise(vm, EXC_TypeError, "type '%s' is not an acceptable base type", type_tpname(bt));
        Type *sb = layout_base(bt);
        if (!layout || layout == vm->t_object) layout = sb;
        else if (sb != vm->t_object && sb != layout && !type_is_subtype(layout, sb)) {
            if (type_is_subtype(sb, layout)) layout = sb;
            else if ((layout->tflags & TF_EXCEPTION) && (sb->tflags & TF_EXCEPTION)) {
                Type *ra = exc_layout_root(vm, layout), *rb = exc_layout_root(vm, sb);
                if (ra != rb && type_is_subtype(rb, ra)) layout = sb;
                else if (ra != rb && !type_is_subtype(ra, rb))
                    return exc_raise(vm, EXC_TypeError, "multiple bases have instance lay-out conflict");
            }
            else return exc_raise(vm, EXC_TypeError, "multiple bases have instance lay-out conflict");
        }
    }
    gc_push(vm, v_obj(bases));
    Type *t = obj_alloc(vm, OK_TYPE, sizeof(Type));
    if (!t) { gc_pop(vm, 1); return VEXC; }
    gc_push(vm, v_obj(t));
    t->name = name;
    t->qualname = name;
    t->bases = bases;
    t->base = AS_TYPE(bases->items[0]);
    t->dict = ns;
    /* __init_subclass__ is implicitly a classmethod, as in CPython. */
    Value isc = dict_get_str(vm, ns, vm->names->__init_subclass__);
    if (IS_EXC(isc)) { gc_pop(vm, 2); return VEXC; }
    if (IS_FUNC(isc)) {
        Wrapper *w = obj_alloc(vm, OK_CLASSMETHOD, sizeof(Wrapper));
        if (!w) { gc_pop(vm, 2); return VEXC; }
        w->func = isc;
        gc_push(vm, v_obj(w));
        int rc = dict_set_str(vm, ns, vm->names->__init_subclass__, v_obj(w));
        gc_pop(vm, 1);
        if (rc < 0) { gc_pop(vm, 2); return VEXC; }
    }
    ns->h.flags |= DICT_TYPEDICT;
    vm->type_version++;
    t->module = VNONE;
    t->tflags = TF_HEAPTYPE;
    t->inst_kind = layout ? layout->inst_kind : OK_INSTANCE;
    if (layout && (layout->tflags & TF_EXCEPTION)) t->tflags |= TF_EXCEPTION;
    for (size_t i = 0; i < bases->len; i++)
        if (AS_TYPE(bases->items[i])->tflags & TF_EXCEPTION) t->tflags |= TF_EXCEPTION;
    t->slots = layout ? layout->slots : vm->t_object->slots;
    t->ctor = layout ? layout->ctor : NULL;
    Tuple *mro = c3_mro(vm, t, bases);
    if (!mro) { gc_pop(vm, 2); return VEXC; }
    t->mro = mro;
    /* Whether instances match sequence or mapping patterns: as the first
     * class along the MRO that says (CPython's inherit_patma_flags). */
    for (size_t i = 1; i < mro->len; i++) {
        uint32_t f = IS_TYPE(mro->items[i]) ? AS_TYPE(mro->items[i])->tflags & TF_COLLECTION : 0;
        if (f) {
            t->tflags |= f;
            break;
        }
    }
    if (slot_members(vm, t, ns) < 0) { gc_pop(vm, 2); return VEXC; }
    if (!(t->tflags & TF_EXCEPTION) && !IS_EMPTY(dict_get_str(vm, ns, vm->names->__slots__))) {
        t->tflags |= TF_SLOTTED;
        for (size_t i = 0; i < bases->len; i++) {
            Type *b = AS_TYPE(bases->items[i]);
            if ((b->tflags & TF_HEAPTYPE) && !(b->tflags & TF_SLOTTED)) t->tflags &= ~(uint32_t)TF_SLOTTED;
        }
    }
    /* t stays rooted to the end: it is the only reference to itself. */
    Value q = dict_get_str(vm, ns, vm->names->__qualname__);
    if (IS_EXC(q)) { gc_pop(vm, 2); return VEXC; }
    if (IS_STR(q)) {
        t->qualname = AS_STR(q);
        if (dict_del(vm, ns, v_obj(vm->names->__qualname__)) < 0) { gc_pop(vm, 2); return VEXC; }
    }
    Value mod = dict_get_str(vm, ns, vm->names->__module__);
    if (IS_EXC(mod)) { gc_pop(vm, 2); return VEXC; }
    if (!IS_EMPTY(mod)) t->module = mod;
    /* A class without a docstring has __doc__ None, not its base's. */
    if (IS_EMPTY(dict_get_str(vm, ns, vm->names->__doc__)) && dict_set_str(vm, ns, vm->names->__doc__, VNONE) < 0) {
        gc_pop(vm, 2);
        return VEXC;
    }
    gc_pop(vm, 2);
    return v_obj(t);
}

/* ---- member descriptors: the attributes __slots__ declares --------------- */

/* A slot's descriptor is an instance of member_descriptor whose built-in
 * value is the tuple (name, class): the slot's value lives in the
 * instance's attribute dict under that name, which is what lets the
 * interpreter's attribute caches read it directly. */
bool type_is_member(VM *vm, Value d) {
    if (!IS_INSTANCE(d) || AS_INSTANCE(d)->cls != vm->t_member) return false;
    Value bv = AS_INSTANCE(d)->builtin_value;
    return IS_TUPLE(bv) && AS_TUPLE(bv)->len == 2 && IS_STR(AS_TUPLE(bv)->items[0]) &&
           IS_TYPE(AS_TUPLE(bv)->items[1]);
}

static Str *member_name(Value d) { return AS_STR(AS_TUPLE(AS_INSTANCE(d)->builtin_value)->items[0]); }
static Type *member_owner(Value d) { return AS_TYPE(AS_TUPLE(AS_INSTANCE(d)->builtin_value)->items[1]); }

/* Where obj keeps its slots' values, once the descriptor applies to it:
 * NULL with CPython's TypeError otherwise. */
static Dict **member_dict(VM *vm, Value d, Value obj) {
    Type *owner = member_owner(d);
    Dict **dp = IS_INSTANCE(obj) ? &AS_INSTANCE(obj)->attrs : IS_EXCOBJ(obj) ? &AS_EXC(obj)->attrs : NULL;
    if (dp && type_is_subtype(type_of(vm, obj), owner)) return dp;
    exc_raise(vm, EXC_TypeError, "descriptor '%U' for '%s' objects doesn't apply to a '%s' object", member_name(d),
              type_tpname(owner), type_name(vm, obj));
    return NULL;
}

Value type_member_get(VM *vm, Value d, Value obj) {
    Dict **dp = member_dict(vm, d, obj);
    if (!dp) return VEXC;
    Value v = *dp ? dict_get_str(vm, *dp, member_name(d)) : VEMPTY;
    return IS_EMPTY(v) ? attr_error(vm, obj, member_name(d)) : v;
}

int type_member_set(VM *vm, Value d, Value obj, Value v) {
    Dict **dp = member_dict(vm, d, obj);
    if (!dp) return -1;
    Str *name = member_name(d);
    if (IS_EMPTY(v)) {
        int r = *dp ? dict_del(vm, *dp, v_obj(name)) : 0;
        /* CPython's member_delete names only the slot. */
        if (r == 0) exc_raise(vm, EXC_AttributeError, "%U", name);
        return r <= 0 ? -1 : 0;
    }
    if (!*dp) {
        *dp = dict_new(vm);
        if (!*dp) return -1;
    }
    return dict_set_str(vm, *dp, name, v);
}

static bool member_self(VM *vm, Value self) {
    if (type_is_member(vm, self)) return true;
    exc_raise(vm, EXC_TypeError, "descriptor needs a member_descriptor, not '%s'", type_name(vm, self));
    return false;
}

static Value m_member_get(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!member_self(vm, self)) return VEXC;
    if (IS_NONE(argv[0])) return self;
    return type_member_get(vm, self, argv[0]);
}

static Value m_member_set(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!member_self(vm, self)) return VEXC;
    return type_member_set(vm, self, argv[0], argv[1]) < 0 ? VEXC : VNONE;
}

static Value m_member_delete(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!member_self(vm, self)) return VEXC;
    return type_member_set(vm, self, argv[0], VEMPTY) < 0 ? VEXC : VNONE;
}

Value type_member_attr(VM *vm, Value d, Str *name) {
    if (name == vm->names->__name__) return v_obj(member_name(d));
    if (name == vm->names->__doc__) return VNONE;
    if (name != vm->names->__qualname__) return VEMPTY;
    Type *owner = member_owner(d);
    StrBuf b;
    sb_init(&b, vm);
    sb_addstr(&b, owner->qualname ? owner->qualname : owner->name);
    sb_addc(&b, '.');
    sb_addstr(&b, member_name(d));
    return sb_finish(&b);
}

static Value member_repr(VM *vm, Value self) {
    if (!member_self(vm, self)) return VEXC;
    StrBuf b;
    sb_init(&b, vm);
    sb_adds(&b, "<member '");
    sb_addstr(&b, member_name(self));
    sb_addf(&b, "' of '%s' objects>", type_tpname(member_owner(self)));
    return sb_finish(&b);
}

static const MethodDef member_methods[] = {
    {"__get__", m_member_get, 1, 2, 0},
    {"__set__", m_member_set, 2, 2, 0},
    {"__delete__", m_member_delete, 1, 1, 0},
    {NULL, NULL, 0, 0, 0},
};

void type_member_init(VM *vm) {
    Type *t = type_new_builtin(vm, "member_descriptor", vm->t_object, OK_INSTANCE);
    if (!t) return;
    t->tflags |= TF_FINAL;
    t->ctor = NULL;
    t->slots.repr = member_repr;
    type_add_methods(vm, t, member_methods);
    vm->t_member = t;
}

/* CPython's _Py_Mangle: __x (not __x__, no dot) in class _C is _C__x. */
static Str *slot_mangle(VM *vm, Str *cls, Str *s) {
    if (s->blen < 2 || s->data[0] != '_' || s->data[1] != '_' ||
        (s->blen >= 4 && s->data[s->blen - 1] == '_' && s->data[s->blen - 2] == '_') || memchr(s->data, '.', s->blen))
        return s;
    size_t lead = 0;
    while (lead < cls->blen && cls->data[lead] == '_') lead++;
    if (lead == cls->blen) return s;
    size_t len = 1 + (cls->blen - lead) + s->blen;
    char small[128];
    char *buf = len <= sizeof small ? small : mem_alloc(vm, len);
    if (!buf) return NULL;
    buf[0] = '_';
    memcpy(buf + 1, cls->data + lead, cls->blen - lead);
    memcpy(buf + 1 + cls->blen - lead, s->data, s->blen);
    Str *r = str_intern(vm, buf, len);
    if (buf != small) mem_free(vm, buf, len);
    return r;
}

/* An identifier as far as ASCII goes (other characters are let through). */
static bool slot_identifier(const Str *s) {
    if (s->blen == 0) return false;
    for (size_t i = 0; i < s->blen; i++) {
        unsigned char c = (unsigned char)s->data[i];
        bool ok = c >= 0x80 || c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (i && c >= '0' && c <= '9');
        if (!ok) return false;
    }
    return true;
}

/* Whether instances of a class with these bases already have an
 * attribute dict: a base written in Python that declares no __slots__, or
 * '__dict__' among them, or an exception class. */
static bool bases_have_dict(VM *vm, Tuple *mro) {
    for (size_t i = 1; mro && i < mro->len; i++) {
        if (!IS_TYPE(mro->items[i])) continue;
        Type *c = AS_TYPE(mro->items[i]);
        if (!(c->tflags & TF_HEAPTYPE)) {
            if (c != vm->t_object && (c->tflags & TF_EXCEPTION)) return true;
            continue;
        }
        Value sl = c->dict ? dict_get_str(vm, c->dict, vm->names->__slots__) : VEMPTY;
        if (IS_EMPTY(sl)) return true;
        Str *sd = str_intern_cstr(vm, "__dict__");
        if (sd && IS_STR(sl) && str_eq(AS_STR(sl), sd)) return true;
        for (size_t j = 0; sd && (IS_TUPLE(sl) || IS_LIST(sl)); j++) {
            size_t n = IS_TUPLE(sl) ? AS_TUPLE(sl)->len : AS_LIST(sl)->len;
            if (j >= n) break;
            Value x = IS_TUPLE(sl) ? AS_TUPLE(sl)->items[j] : AS_LIST(sl)->items[j];
            if (IS_STR(x) && str_eq(AS_STR(x), sd)) return true;
        }
    }
    return false;
}

/* The class's __slots__ checked as CPython's type_new does, then a member
 * descriptor in its namespace for each slot, under its mangled name. A
 * __slots__ that is no str, tuple, list or dict is left alone. 0 or -1. */
static int slot_members(VM *vm, Type *t, Dict *ns) {
    Value sl = dict_get_str(vm, ns, vm->names->__slots__);
    if (!IS_STR(sl) && !IS_TUPLE(sl) && !IS_LIST(sl) && !IS_DICT(sl)) return 0;
    /* No user code runs below: the tuple's or list's items stay put. Only
     * a dict's keys are copied, and a str subclass's text put in place. */
    size_t n = IS_STR(sl) ? 1 : IS_TUPLE(sl) ? AS_TUPLE(sl)->len : IS_LIST(sl) ? AS_LIST(sl)->len : AS_DICT(sl)->used;
    if (!rt_charge(vm, 1 + (int64_t)n)) return -1;
    size_t rs = gc_scope(vm);
    Value *arr;
    if (IS_STR(sl)) {
        arr = &sl;
    } else if (IS_TUPLE(sl) || IS_LIST(sl)) {
        arr = IS_TUPLE(sl) ? AS_TUPLE(sl)->items : AS_LIST(sl)->items;
        bool sub = false;
        for (size_t i = 0; i < n && !sub; i++) sub = IS_INSTANCE(arr[i]);
        if (sub) {
            Tuple *cp = tuple_new(vm, n);
            if (!cp) return -1;
            memcpy(cp->items, arr, n * sizeof(Value));
            gc_push(vm, v_obj(cp));
            arr = cp->items;
        }
    } else {
        Tuple *keys = tuple_new(vm, n);
        if (!keys) return -1;
        size_t pos = 0, i = 0;
        Value k, v;
        while (i < n && dict_next(AS_DICT(sl), &pos, &k, &v)) keys->items[i++] = k;
        gc_push(vm, v_obj(keys));
        arr = keys->items;
    }
    int rc = -1;
    bool has_dict = bases_have_dict(vm, t->mro), has_weak = has_dict;
    for (size_t i = 0; i < n; i++) {
        Value x = arr[i];
        if (IS_INSTANCE(x) && IS_STR(AS_INSTANCE(x)->builtin_value)) x = arr[i] = AS_INSTANCE(x)->builtin_value;
        if (!IS_STR(x)) {
            exc_raise(vm, EXC_TypeError, "__slots__ items must be strings, not '%s'", type_name(vm, x));
            goto done;
        }
        Str *s = AS_STR(x);
        if (!slot_identifier(s)) {
            exc_raise(vm, EXC_TypeError, "__slots__ must be identifiers");
            goto done;
        }
        if (s->blen == 8 && !memcmp(s->data, "__dict__", 8)) {
            if (has_dict) {
                exc_raise(vm, EXC_TypeError, "__dict__ slot disallowed: we already got one");
                goto done;
            }
            has_dict = true;
        } else if (s->blen == 11 && !memcmp(s->data, "__weakref__", 11)) {
            if (has_weak) {
                exc_raise(vm, EXC_TypeError, "__weakref__ slot disallowed: either we already got one, or the base "
                                             "type has a nonzero tp_itemsize");
                goto done;
            }
            has_weak = true;
        }
    }
    /* The mangled names, each checked against the class's namespace
     * before any descriptor goes in (a repeated slot is no conflict). */
    for (size_t i = 0; i < n; i++) {
        Str *s = AS_STR(arr[i]);
        if ((s->blen == 8 && !memcmp(s->data, "__dict__", 8)) || (s->blen == 11 && !memcmp(s->data, "__weakref__", 11)))
            continue;
        Str *m = slot_mangle(vm, t->name, s);
        if (!m) goto done;
        if (m == vm->names->__qualname__ || m == vm->names->__classcell__) continue;
        if (!IS_EMPTY(dict_get_str(vm, ns, m))) {
            exc_raise(vm, EXC_ValueError, "'%U' in __slots__ conflicts with class variable", m);
            goto done;
        }
    }
    for (size_t i = 0; i < n; i++) {
        Str *s = AS_STR(arr[i]);
        if ((s->blen == 8 && !memcmp(s->data, "__dict__", 8)) || (s->blen == 11 && !memcmp(s->data, "__weakref__", 11)))
            continue;
        Str *m = slot_mangle(vm, t->name, s);
        if (m && !(m->h.flags & STR_INTERNED)) m = str_intern(vm, m->data, m->blen);
        if (!m) goto done;
        gc_push(vm, v_obj(m));
        Value parts[2] = {v_obj(m), v_obj(t)};
        Value pv = tuple_pack(vm, 2, parts);
        if (IS_EXC(pv)) goto done;
        gc_push(vm, pv);
        Instance *in = obj_alloc(vm, OK_INSTANCE, sizeof(Instance));
        if (!in) goto done;
        in->cls = vm->t_member;
        in->builtin_value = pv;
        gc_push(vm, v_obj(in));
        int r = dict_set_str(vm, ns, m, v_obj(in));
        gc_pop(vm, 3);
        if (r < 0) goto done;
    }
    rc = 0;
done:
    gc_unscope(vm, rs);
    return rc;
}

/* What stands for a base's metaclass: its type, as in CPython, where a
 * base that is no class (a function, an int) has one too, so that
 * `class X(len)` calls builtin_function_or_method(name, bases, ns) and
 * type('X', (len,), {}) is a metaclass conflict. A library function that
 * stands for a CPython builtin (its frames hidden: hashlib.sha256) counts
 * as builtin_function_or_method. NULL for a base that __mro_entries__
 * replaces (List[int]), which type_build resolves. */
static Type *base_meta(VM *vm, Value b) {
    if (IS_TYPE(b)) return type_of(vm, b);
    Type *t = type_of(vm, b);
    Str *me = str_intern_cstr(vm, "__mro_entries__");
    if (!me || !IS_EMPTY(type_lookup(vm, t, me))) return NULL;
    if (IS_FUNC(b) && (AS_FUNC(b)->code->flags & CODE_HIDDEN)) return vm->types[OK_NATIVE];
    return t;
}

/* The metaclass a class gets from its bases and an explicit metaclass
 * (NULL: none given, the first base's): the most derived of them, which
 * every other one must be a base of, as in CPython. */
Type *type_metaclass(VM *vm, Type *explicit, Tuple *bases) {
    Type *winner = explicit ? explicit : bases->len ? base_meta(vm, bases->items[0]) : vm->t_type;
    if (!winner) winner = vm->t_type;
    for (size_t i = 0; i < bases->len; i++) {
        Type *bm = base_meta(vm, bases->items[i]);
        if (!bm) continue;
        if (type_is_subtype(winner, bm)) continue;
        if (type_is_subtype(bm, winner)) {
            winner = bm;
            continue;
        }
        exc_raise(vm, EXC_TypeError, "metaclass conflict: the metaclass of a derived class must be a "
                                     "(non-strict) subclass of the metaclasses of all its bases");
        return NULL;
    }
    return winner;
}

/* A complete class of metaclass `meta` (type or a subclass of it): the
 * type itself, then CPython's finishing steps: an __eq__ without __hash__
 * makes instances unhashable, every attribute's __set_name__ runs, then
 * the parent's __init_subclass__, which gets the class statement's keyword
 * arguments (kwnames, their values in kwvals; NULL: none). `ns` becomes
 * the class's dict. */
/* Bases that are not classes but define __mro_entries__ (a generic alias
 * such as List[int] or Mapping[str, int]) stand for what it returns, as
 * CPython's class statement resolves them (update_bases). Returns `bases`
 * itself when none needs it, NULL on error. __mro_entries__ is user code:
 * the bases tuple cannot change under it and the result list is rooted. */
static Tuple *resolve_bases(VM *vm, Tuple *bases) {
    Str *me = str_intern_cstr(vm, "__mro_entries__");
    if (!me) return NULL;
    size_t i = 0;
    while (i < bases->len && IS_TYPE(bases->items[i])) i++;
    if (i == bases->len) return bases;
    size_t rs = gc_scope(vm);
    Tuple *res = NULL;
    List *out = list_new(vm, bases->len);
    if (!out) goto done;
    gc_push(vm, v_obj(out));
    for (i = 0; i < bases->len; i++) {
        if (!rt_charge(vm, 1)) goto done;
        Value b = bases->items[i];
        Value f = IS_TYPE(b) ? VEMPTY : obj_getattr_opt(vm, b, me);
        if (IS_EXC(f)) goto done;
        if (IS_EMPTY(f)) {
            if (list_append(vm, out, b) < 0) goto done;
            continue;
        }
        gc_push(vm, f);
        Value r = rt_call1(vm, f, v_obj(bases));
        if (IS_EXC(r)) goto done;
        if (!IS_TUPLE(r)) {
            exc_raise(vm, EXC_TypeError, "__mro_entries__ must return a tuple");
            goto done;
        }
        Tuple *rt = AS_TUPLE(r);
        gc_push(vm, r);
        if (!rt_charge(vm, (int64_t)rt->len / 8)) goto done;
        for (size_t j = 0; j < rt->len; j++)
            if (list_append(vm, out, rt->items[j]) < 0) goto done;
    }
    res = tuple_new(vm, out->len);
    if (!res) goto done;
    for (i = 0; i < out->len && i < res->len; i++) res->items[i] = out->items[i];
done:
    gc_unscope(vm, rs);
    return res;
}

Value type_build(VM *vm, Type *meta, Str *name, Tuple *bases, Dict *ns, Tuple *kwnames, const Value *kwvals) {
    size_t rs = gc_scope(vm);
    Tuple *resolved = resolve_bases(vm, bases);
    if (!resolved) { gc_unscope(vm, rs); return VEXC; }
    if (resolved != bases) {
        gc_push(vm, v_obj(resolved));
        /* The class keeps the bases as written, as CPython's does. */
        if (dict_set_str(vm, ns, str_intern_cstr(vm, "__orig_bases__"), v_obj(bases)) < 0) {
            gc_unscope(vm, rs);
            return VEXC;
        }
        bases = resolved;
        /* The metaclass comes from the resolved bases (Mapping[str, int]
         * stands for a class whose metaclass is ABCMeta): a more derived
         * one than `meta` makes the class, as the class statement would
         * have called it. */
        Type *winner = type_metaclass(vm, meta, bases);
        if (!winner) { gc_unscope(vm, rs); return VEXC; }
        if (winner != meta) {
            size_t nkw = kwnames ? kwnames->len : 0;
            Tuple *argt = tuple_new(vm, 3 + nkw);
            if (!argt) { gc_unscope(vm, rs); return VEXC; }
            argt->items[0] = v_obj(name);
            argt->items[1] = v_obj(bases);
            argt->items[2] = v_obj(ns);
            for (size_t j = 0; j < nkw; j++) argt->items[3 + j] = kwvals[j];
            gc_push(vm, v_obj(argt));
            Value r = rt_call(vm, v_obj(winner), 3, argt->items, kwnames);
            gc_unscope(vm, rs);
            return r;
        }
    }
    /* A type's dict holds str keys only, so that no lookup along an MRO
     * (type_lookup, which callers trust never to run user code) meets a
     * key whose __eq__ is user code. A class body compiled by smolvm
     * stores names only; a namespace given to type() with other keys is
     * copied before anything looks into it: a str subclass's key as its
     * text (CPython's lookups compare it as str), any other key left out. */
    size_t pos = 0;
    Value k, v;
    bool other_keys = false;
    /* The namespace is walked, copied and its names looked into: charged
     * by its size first. */
    if (!rt_charge(vm, (int64_t)ns->nentries * 2)) { gc_unscope(vm, rs); return VEXC; }
    while (!other_keys && dict_next(ns, &pos, &k, &v)) other_keys = !IS_STR(k);
    if (other_keys) {
        if (!rt_charge(vm, (int64_t)ns->used / 8)) { gc_unscope(vm, rs); return VEXC; }
        Dict *copy = dict_new(vm);
        if (!copy) { gc_unscope(vm, rs); return VEXC; }
        gc_push(vm, v_obj(copy));
        pos = 0;
        while (dict_next(ns, &pos, &k, &v)) {
            if (IS_INSTANCE(k) && IS_STR(AS_INSTANCE(k)->builtin_value)) k = AS_INSTANCE(k)->builtin_value;
            if (IS_STR(k) && dict_set_str(vm, copy, AS_STR(k), v) < 0) {
                gc_unscope(vm, rs);
                return VEXC;
            }
        }
        ns = copy;
    }
    Value t = type_new_class(vm, name, bases, ns);
    if (IS_EXC(t)) { gc_unscope(vm, rs); return t; }
    if (meta != vm->t_type) AS_TYPE(t)->meta = meta;
    gc_push(vm, t);
    /* The cell behind zero-argument super() and __class__ in the methods
     * is filled before any hook below may call them. */
    Value cell = dict_get_str(vm, ns, vm->names->__classcell__);
    if (IS_EXC(cell)) { gc_unscope(vm, rs); return cell; }
    if (!IS_EMPTY(cell)) {
        gc_push(vm, cell);
        if (dict_del(vm, ns, v_obj(vm->names->__classcell__)) < 0) { gc_unscope(vm, rs); return VEXC; }
        if (IS_KIND(cell, OK_CELL)) ((Cell *)AS_OBJ(cell))->v = t;
    }
    Value eq = dict_get_str(vm, ns, vm->names->__eq__);
    Value hs = IS_EXC(eq) ? eq : dict_get_str(vm, ns, vm->names->__hash__);
    if (IS_EXC(hs) || (!IS_EMPTY(eq) && IS_EMPTY(hs) && dict_set_str(vm, ns, vm->names->__hash__, VNONE) < 0)) {
        gc_unscope(vm, rs);
        return VEXC;
    }
    /* __set_name__ runs over a copy of the namespace, as CPython's: a
     * hook that adds or deletes attributes changes neither which hooks
     * run nor their order. Functions and strings have no hook. */
    size_t nset = 0;
    pos = 0;
    while (dict_next(ns, &pos, &k, &v))
        if (IS_OBJ(v) && !IS_FUNC(v) && !IS_STR(v)) nset++;
    if (nset) {
        if (!rt_charge(vm, (int64_t)nset / 8)) { gc_unscope(vm, rs); return VEXC; }
        Tuple *snap = tuple_new(vm, 2 * nset);
        if (!snap) { gc_unscope(vm, rs); return VEXC; }
        gc_push(vm, v_obj(snap));
        size_t i = 0;
        pos = 0;
        while (dict_next(ns, &pos, &k, &v) && i < nset) {
            if (!IS_OBJ(v) || IS_FUNC(v) || IS_STR(v)) continue;
            snap->items[2 * i] = k;
            snap->items[2 * i + 1] = v;
            i++;
        }
        for (i = 0; i < nset; i++) {
            k = snap->items[2 * i];
            v = snap->items[2 * i + 1];
            Value sn = type_lookup(vm, type_of(vm, v), vm->names->__set_name__);
            if (IS_EMPTY(sn) || IS_KIND(sn, OK_NATIVE)) continue;
            Value args[3] = {v, t, k};
            Value rr = rt_call(vm, sn, 3, args, NULL);
            if (IS_EXC(rr)) {
                /* CPython 3.11 reports the hook's error as the cause of a
                 * RuntimeError naming the attribute. */
                if (!vm->halt && IS_EXCOBJ(vm->exc)) {
                    Value cause = vm->exc;
                    gc_push(vm, cause);
                    exc_raise(vm, EXC_RuntimeError, "Error calling __set_name__ on '%s' instance %R in '%U'",
                              type_name(vm, v), k, AS_TYPE(t)->name);
                    if (IS_EXCOBJ(vm->exc) && !obj_is(vm->exc, cause)) {
                        AS_EXC(vm->exc)->cause = cause;
                        AS_EXC(vm->exc)->context = cause;
                        AS_EXC(vm->exc)->suppress_context = true;
                    }
                }
                gc_unscope(vm, rs);
                return VEXC;
            }
        }
    }
    size_t nkw = kwnames ? kwnames->len : 0;
    /* super(t, t).__init_subclass__: the first definition after t along
     * t's own MRO (not the first base's MRO: class A(B, C) reaches C's).
     * A type's dict holds str keys only: no user code runs here. */
    Tuple *mro = AS_TYPE(t)->mro;
    Value isc = VEMPTY;
    for (size_t i = 1; i < mro->len && IS_EMPTY(isc); i++) {
        isc = dict_get_str(vm, AS_TYPE(mro->items[i])->dict, vm->names->__init_subclass__);
        if (IS_EXC(isc)) { gc_unscope(vm, rs); return isc; }
    }
    if (!IS_EMPTY(isc) && !IS_KIND(isc, OK_NATIVE)) {
        if (IS_KIND(isc, OK_CLASSMETHOD)) isc = ((Wrapper *)AS_OBJ(isc))->func;
        Value small[8];
        Value *args = nkw < 8 ? small : mem_alloc(vm, (nkw + 1) * sizeof(Value));
        if (!args) { gc_unscope(vm, rs); return VEXC; }
        args[0] = t;
        for (size_t i = 0; i < nkw; i++) args[i + 1] = kwvals[i];
        Value rr = rt_call(vm, isc, 1, args, nkw ? kwnames : NULL);
        if (args != small) mem_free(vm, args, (nkw + 1) * sizeof(Value));
        if (IS_EXC(rr)) { gc_unscope(vm, rs); return rr; }
    } else if (nkw) {
        /* object.__init_subclass__ takes no keyword arguments. */
        gc_unscope(vm, rs);
        return exc_raise(vm, EXC_TypeError, "%U.__init_subclass__() takes no keyword arguments", AS_TYPE(t)->name);
    }
    gc_unscope(vm, rs);
    return t;
}

/* ---- instances of subclasses of built-in types -------------------------- */

Value rt_wrap_builtin(VM *vm, Type *cls, Value base) {
    gc_push(vm, base);
    Instance *in = obj_alloc(vm, OK_INSTANCE, sizeof(Instance));
    gc_pop(vm, 1);
    if (!in) return VEXC;
    in->cls = cls;
    in->builtin_value = base;
    return v_obj(in);
}

Type *rt_new_cls(VM *vm, Value self, int *argc, const Value **argv, Type *base) {
    if (*argc > 0 && obj_is((*argv)[0], self)) {
        (*argc)--;
        (*argv)++;
    }
    if (!IS_TYPE(self)) {
        exc_raise(vm, EXC_TypeError, "%U.__new__(X): X is not a type object (%s)", base->name, type_name(vm, self));
        return NULL;
    }
    if (!type_is_subtype(AS_TYPE(self), base)) {
        exc_raise(vm, EXC_TypeError, "%U.__new__(%U): %U is not a subtype of %U", base->name, AS_TYPE(self)->name,
                  AS_TYPE(self)->name, base->name);
        return NULL;
    }
    return AS_TYPE(self);
}
