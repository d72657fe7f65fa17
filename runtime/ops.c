/* The generic object protocol: repr/str, truth, hashing, comparison,
 * arithmetic dispatch, attributes, items, iteration and calls. Built-in
 * kinds go through their type's slots; user classes through special
 * methods looked up on the type, as CPython does. */
#include <stddef.h>
#include <stdio.h>
#include <math.h>
#include "rt.h"
#include "names.h"

const char *const binop_symbol[BO__COUNT] = {"+", "-", "*", "/", "//", "%", "**",
                                              "<<", ">>", "&", "|", "^", "@"};
static const char *const cmp_symbol[] = {"<", "<=", "==", "!=", ">", ">="};

/* The names of each operator's method, reflected method and in-place
 * method (the last row: divmod's), as offsets into the interned names. */
#define NM(f) offsetof(SNames, f)
static const size_t binop_names[BO__COUNT + 1][3] = {
    {NM(__add__), NM(__radd__), NM(__iadd__)},
    {NM(__sub__), NM(__rsub__), NM(__isub__)},
    {NM(__mul__), NM(__rmul__), NM(__imul__)},
    {NM(__truediv__), NM(__rtruediv__), NM(__itruediv__)},
    {NM(__floordiv__), NM(__rfloordiv__), NM(__ifloordiv__)},
    {NM(__mod__), NM(__rmod__), NM(__imod__)},
    {NM(__pow__), NM(__rpow__), NM(__ipow__)},
    {NM(__lshift__), NM(__rlshift__), NM(__ilshift__)},
    {NM(__rshift__), NM(__rrshift__), NM(__irshift__)},
    {NM(__and__), NM(__rand__), NM(__iand__)},
    {NM(__or__), NM(__ror__), NM(__ior__)},
    {NM(__xor__), NM(__rxor__), NM(__ixor__)},
    {NM(__matmul__), NM(__rmatmul__), NM(__imatmul__)},
    {NM(__divmod__), NM(__rdivmod__), NM(__divmod__)},
};
#undef NM

static inline Str *binop_name(VM *vm, BinOp op, int variant) {
    return *(Str *const *)((const char *)vm->names + binop_names[op][variant]);
}

static Str *cmp_name(VM *vm, CmpOp op) {
    SNames *n = vm->names;
    Str *t[] = {n->__lt__, n->__le__, n->__eq__, n->__ne__, n->__gt__, n->__ge__};
    return t[op];
}

static inline bool is_heap(Type *t) { return (t->tflags & TF_HEAPTYPE) != 0; }

static __attribute__((noinline, cold)) bool too_deep(VM *vm, const char *what) {
    exc_raise(vm, EXC_RecursionError, "maximum recursion depth exceeded%s", what);
    return false;
}

/* rt_enter, inline in this file (the library is built -fPIC, so the
 * compiler does not inline an exported function into its callers). */
static inline bool enter(VM *vm, const char *what) {
    if (__builtin_expect(vm->native_depth >= vm->limits.max_recursion, 0) || UNLIKELY_STACK(vm))
        return too_deep(vm, what);
    vm->native_depth++;
    return true;
}

/* Depth guard for natives that recurse through nested containers. */
bool rt_enter(VM *vm, const char *what) { return enter(vm, what); }

void rt_leave(VM *vm) { vm->native_depth--; }

bool repr_enter(VM *vm, Obj *o) {
    for (size_t i = 0; i < vm->nrepr; i++)
        if (vm->repr_stack[i] == o) return false;
    if (vm->nrepr == vm->repr_cap) {
        size_t ncap = vm->repr_cap ? vm->repr_cap * 2 : 16;
        Obj **p = mem_realloc(vm, vm->repr_stack, vm->repr_cap * sizeof(Obj *), ncap * sizeof(Obj *));
        if (!p) return true; /* The caller's own allocation will fail next. */
        vm->repr_stack = p;
        vm->repr_cap = ncap;
    }
    vm->repr_stack[vm->nrepr++] = o;
    return true;
}

void repr_leave(VM *vm, Obj *o) {
    if (vm->nrepr && vm->repr_stack[vm->nrepr - 1] == o) vm->nrepr--;
}

bool obj_is(Value a, Value b) {
    if (a.tag != b.tag) return false;
    switch (a.tag) {
    case VT_NONE: case VT_NOTIMPL: case VT_ELLIPSIS: case VT_EMPTY: return true;
    case VT_BOOL: return a.u.b == b.u.b;
    case VT_INT: return a.u.i == b.u.i;
    case VT_FLOAT: return memcmp(&a.u.f, &b.u.f, sizeof(double)) == 0;
    default: return a.u.o == b.u.o;
    }
}

/* ---- calling special methods --------------------------------------- */

static Value descr_get(VM *vm, Value descr, Value get, Value obj, Type *owner, Str *name);

/* The callable that a special method f found as `name` on self's type
 * stands for, as CPython's lookup_maybe_method binds it: a staticmethod's
 * function, a classmethod's function bound to the class, what a property
 * or an object whose class defines __get__ gives for self, and any other
 * callable as it is (called without self). For anything but a plain
 * function or native, which the callers bind themselves. */
Value rt_special_bind(VM *vm, Value f, Str *name, Value self) {
    Type *t = type_of(vm, self);
    if (IS_KIND(f, OK_STATICMETHOD)) return ((Wrapper *)AS_OBJ(f))->func;
    if (IS_KIND(f, OK_CLASSMETHOD)) return bound_new(vm, v_obj(t), ((Wrapper *)AS_OBJ(f))->func);
    if (IS_KIND(f, OK_PROPERTY)) {
        Property *p = (Property *)AS_OBJ(f);
        if (IS_NONE(p->fget))
            return exc_raise(vm, EXC_AttributeError, "property '%U' of '%U' object has no getter", name, t->name);
        return rt_call1(vm, p->fget, self);
    }
    if (IS_INSTANCE(f)) {
        Value get = type_lookup(vm, AS_INSTANCE(f)->cls, vm->names->__get__);
        if (!IS_EMPTY(get)) return descr_get(vm, f, get, self, t, name);
    }
    return f;
}

/* rt_call_method for anything but a plain function. The __get__ is user
 * code that may drop every other reference to self and the arguments, so
 * they are held, and copied first: argv may point into storage that code
 * can change; the depth is counted, as a __get__ may look the same method
 * up again. */
static __attribute__((noinline)) Value call_method_slow(VM *vm, Value f, Str *name, Value self, int argc,
                                                        const Value *argv) {
    Value args[8];
    if (argc > 8) return exc_raise(vm, EXC_SystemError, "too many special-method arguments");
    for (int i = 0; i < argc; i++) args[i] = argv[i];
    if (!rt_enter(vm, " while calling a Python object")) return VEXC;
    size_t rs = gc_scope(vm);
    gc_push(vm, f);
    gc_push(vm, self);
    for (int i = 0; i < argc; i++) gc_push(vm, args[i]);
    Value r = rt_special_bind(vm, f, name, self);
    if (!IS_EXC(r)) {
        gc_push(vm, r);
        r = rt_call(vm, r, argc, args, NULL);
    }
    gc_unscope(vm, rs);
    rt_leave(vm);
    return r;
}

Value rt_call_method(VM *vm, Value f, Str *name, Value self, int argc, const Value *argv) {
    if (!IS_FUNC(f) && !IS_KIND(f, OK_NATIVE)) return call_method_slow(vm, f, name, self, argc, argv);
    Value args[8];
    if (argc > 7) return exc_raise(vm, EXC_SystemError, "too many special-method arguments");
    args[0] = self;
    for (int i = 0; i < argc; i++) args[i + 1] = argv[i];
    return rt_call(vm, f, argc + 1, args, NULL);
}

Value rt_call_special(VM *vm, Value v, Str *name, int argc, const Value *argv) {
    Value f = type_lookup(vm, type_of(vm, v), name);
    if (IS_EMPTY(f)) return VEMPTY;
    return rt_call_method(vm, f, name, v, argc, argv);
}

/* The user class overrides `name` (not inherited from a built-in). */
static Value user_special(VM *vm, Type *t, Str *name) {
    if (!is_heap(t)) return VEMPTY;
    Value f = type_lookup(vm, t, name);
    if (IS_KIND(f, OK_NATIVE)) return VEMPTY;
    return f;
}

/* ---- repr / str ------------------------------------------------------ */

Value obj_default_repr(VM *vm, Value v) {
    Type *t = type_of(vm, v);
    char buf[64];
    snprintf(buf, sizeof buf, " object at 0x%llx>", (unsigned long long)obj_id(vm, AS_OBJ(v)));
    StrBuf b;
    sb_init(&b, vm);
    sb_addc(&b, '<');
    if (IS_STR(t->module) && strcmp(AS_STR(t->module)->data, "builtins") != 0) {
        sb_addstr(&b, AS_STR(t->module));
        sb_addc(&b, '.');
    }
    sb_addstr(&b, t->qualname);
    sb_adds(&b, buf);
    return sb_finish(&b);
}

static Value check_str_result(VM *vm, Value r, const char *which) {
    if (IS_EXC(r) || IS_STR(r)) return r;
    /* An instance of a str subclass is a string: its text, as an exact
     * str (what str() of it makes in CPython). */
    if (IS_INSTANCE(r) && IS_STR(AS_INSTANCE(r)->builtin_value) &&
        type_is_subtype(AS_INSTANCE(r)->cls, vm->types[OK_STR]))
        return AS_INSTANCE(r)->builtin_value;
    return exc_raise(vm, EXC_TypeError, "%s returned non-string (type %s)", which, type_name(vm, r));
}

Value obj_repr(VM *vm, Value v) {
    switch (v.tag) {
    case VT_NONE: return str_cvalue(vm, "None");
    case VT_BOOL: return str_cvalue(vm, AS_BOOL(v) ? "True" : "False");
    case VT_INT: return str_from_int(vm, AS_INT(v));
    case VT_FLOAT: return float_repr(vm, AS_FLOAT(v));
    case VT_NOTIMPL: return str_cvalue(vm, "NotImplemented");
    case VT_ELLIPSIS: return str_cvalue(vm, "Ellipsis");
    case VT_OBJ: break;
    default: return str_cvalue(vm, "<?>");
    }
    if (IS_STR(v)) return str_repr(vm, AS_STR(v));
    Type *t = type_of(vm, v);
    if (!rt_enter(vm, " while getting the repr of an object")) return VEXC;
    Value r;
    Value f = user_special(vm, t, vm->names->__repr__);
    if (!IS_EMPTY(f)) r = check_str_result(vm, rt_call_method(vm, f, vm->names->__repr__, v, 0, NULL), "__repr__");
    else if (t->slots.repr) r = t->slots.repr(vm, v);
    else r = obj_default_repr(vm, v);
    rt_leave(vm);
    return r;
}

Value obj_str(VM *vm, Value v) {
    if (IS_STR(v)) return v;
    if (!IS_OBJ(v)) return obj_repr(vm, v);
    Type *t = type_of(vm, v);
    Value f = user_special(vm, t, vm->names->__str__);
    if (!IS_EMPTY(f)) {
        if (!rt_enter(vm, " while getting the str of an object")) return VEXC;
        Value r = check_str_result(vm, rt_call_method(vm, f, vm->names->__str__, v, 0, NULL), "__str__");
        rt_leave(vm);
        return r;
    }
    /* A user __repr__ without __str__ serves both, except under bytes and
     * bytearray, whose own __str__ (CPython's tp_str) comes first. */
    if (is_heap(t) && t->inst_kind != OK_BYTES && t->inst_kind != OK_BYTEARRAY &&
        !IS_EMPTY(user_special(vm, t, vm->names->__repr__)))
        return obj_repr(vm, v);
    if (t->slots.str) return t->slots.str(vm, v);
    return obj_repr(vm, v);
}

Value obj_ascii(VM *vm, Value v) {
    Value r = obj_repr(vm, v);
    if (IS_EXC(r)) return r;
    return str_ascii(vm, AS_STR(r));
}

/* ---- truth ------------------------------------------------------------ */

int obj_truthy(VM *vm, Value v) {
    switch (v.tag) {
    case VT_NONE: return 0;
    case VT_BOOL: return AS_BOOL(v);
    case VT_INT: return AS_INT(v) != 0;
    case VT_FLOAT: return AS_FLOAT(v) != 0.0;
    case VT_OBJ: break;
    default: return 1;
    }
    Obj *o = AS_OBJ(v);
    switch (o->kind) {
    case OK_STR: return ((Str *)o)->blen != 0;
    case OK_LIST: return ((List *)o)->len != 0;
    case OK_TUPLE: return ((Tuple *)o)->len != 0;
    case OK_DICT: return ((Dict *)o)->used != 0;
    case OK_BIGINT: return 1;
    default: break;
    }
    Type *t = type_of(vm, v);
    if (is_heap(t)) {
        Value f = user_special(vm, t, vm->names->__bool__);
        if (!IS_EMPTY(f)) {
            Value r = rt_call_method(vm, f, vm->names->__bool__, v, 0, NULL);
            if (IS_EXC(r)) return -1;
            if (!IS_BOOL(r)) {
                exc_raise(vm, EXC_TypeError, "__bool__ should return bool, returned %s", type_name(vm, r));
                return -1;
            }
            return AS_BOOL(r);
        }
        f = user_special(vm, t, vm->names->__len__);
        if (!IS_EMPTY(f)) {
            int64_t n = obj_len(vm, v);
            return n < 0 ? -1 : n != 0;
        }
    }
    if (t->slots.truthy) return t->slots.truthy(vm, v);
    if (t->slots.len) {
        int64_t n = t->slots.len(vm, v);
        return n < 0 ? -1 : n != 0;
    }
    return 1;
}

/* ---- hashing -------------------------------------------------------- */

/* CPython hashes an object without __hash__ by its address; smolvm by its
 * per-VM id() instead (CPython's rotation of it), which reveals no host
 * address and is the same from run to run. */
int64_t rt_identity_hash(VM *vm, Obj *o) {
    uint64_t y = obj_id(vm, o);
    y = (y >> 4) | (y << 60);
    int64_t h = (int64_t)y;
    return h == -1 ? -2 : h;
}

int obj_hash(VM *vm, Value v, int64_t *out) {
    switch (v.tag) {
    case VT_NONE: *out = 0x5f3759df; return 0;
    case VT_BOOL: *out = AS_BOOL(v); return 0;
    case VT_INT: *out = int_hash(v); return 0;
    case VT_FLOAT: *out = float_hash(AS_FLOAT(v)); return 0;
    case VT_NOTIMPL: *out = 0x1234567; return 0;
    case VT_ELLIPSIS: *out = 0x7654321; return 0;
    case VT_OBJ: break;
    default:
        /* Not a Python value (an unbound slot): it must never become a
         * key, since containers use it to mark free entries. */
        *out = 0;
        exc_raise(vm, EXC_SystemError, "an unbound value cannot be hashed");
        return -1;
    }
    Obj *o = AS_OBJ(v);
    if (o->kind == OK_STR) { *out = str_hash(vm, (Str *)o); return 0; }
    if (o->kind == OK_BIGINT) return int_hash_charged(vm, v, out);
    Type *t = type_of(vm, v);
    if (is_heap(t)) {
        Value f = type_lookup(vm, t, vm->names->__hash__);
        if (IS_NONE(f)) goto unhashable;
        if (!IS_EMPTY(f) && !IS_KIND(f, OK_NATIVE)) {
            Value r = rt_call_method(vm, f, vm->names->__hash__, v, 0, NULL);
            if (IS_EXC(r)) return -1;
            if (IS_INT(r) || IS_BOOL(r)) {
                int64_t h = IS_BOOL(r) ? AS_BOOL(r) : AS_INT(r);
                *out = h == -1 ? -2 : h;
                return 0;
            }
            if (IS_BIGINT(r)) return int_hash_charged(vm, r, out);
            exc_raise(vm, EXC_TypeError, "__hash__ method should return an integer");
            return -1;
        }
        if (t->slots.hash && t->inst_kind != OK_INSTANCE && t->inst_kind != OK_EXC) {
            /* Instances of tuple subclasses nest as deep as tuples do. */
            if (UNLIKELY_STACK(vm)) {
                exc_raise(vm, EXC_RecursionError, "maximum recursion depth exceeded while hashing");
                return -1;
            }
            return t->slots.hash(vm, v, out);
        }
        *out = rt_identity_hash(vm, o);
        return 0;
    }
    if (t->slots.hash) {
        /* Hashing nested tuples is not Python recursion (CPython counts
         * no depth there): only the C stack bounds it. */
        if (UNLIKELY_STACK(vm)) {
            exc_raise(vm, EXC_RecursionError, "maximum recursion depth exceeded while hashing");
            return -1;
        }
        return t->slots.hash(vm, v, out);
    }
    switch (o->kind) {
    /* Slices too, in 3.11. */
    case OK_LIST: case OK_DICT: case OK_SET: case OK_BYTEARRAY: case OK_DICTVIEW: case OK_SLICE:
        goto unhashable;
    default:
        *out = rt_identity_hash(vm, o);
        return 0;
    }
unhashable:
    exc_raise(vm, EXC_TypeError, "unhashable type: '%s'", type_tpname(t));
    return -1;
}

/* ---- comparison ------------------------------------------------------ */

static Value cmp_result(int c, CmpOp op) {
    switch (op) {
    case CO_LT: return v_bool(c < 0);
    case CO_LE: return v_bool(c <= 0);
    case CO_EQ: return v_bool(c == 0);
    case CO_NE: return v_bool(c != 0);
    case CO_GT: return v_bool(c > 0);
    default: return v_bool(c >= 0);
    }
}

static bool is_intlike(Value v) { return IS_INT(v) || IS_BOOL(v) || IS_BIGINT(v); }

static Value num_compare(Value a, Value b, CmpOp op) {
    if (IS_FLOAT(a) && IS_FLOAT(b)) {
        double x = AS_FLOAT(a), y = AS_FLOAT(b);
        switch (op) {
        case CO_LT: return v_bool(x < y);
        case CO_LE: return v_bool(x <= y);
        case CO_EQ: return v_bool(x == y);
        case CO_NE: return v_bool(x != y);
        case CO_GT: return v_bool(x > y);
        default: return v_bool(x >= y);
        }
    }
    if (IS_FLOAT(a) || IS_FLOAT(b)) {
        int c = IS_FLOAT(b) ? int_float_cmp(a, AS_FLOAT(b)) : -int_float_cmp(b, AS_FLOAT(a));
        if (c == 2 || c == -2) return v_bool(op == CO_NE);
        return cmp_result(c, op);
    }
    return cmp_result(int_cmp(a, b), op);
}

/* A special method found as `name` on self's class called with one
 * argument. */
static inline Value call_special1(VM *vm, Value f, Str *name, Value self, Value other) {
    return rt_call_method(vm, f, name, self, 1, &other);
}

static const CmpOp swapped[] = {CO_GT, CO_GE, CO_EQ, CO_NE, CO_LT, CO_LE};

/* Whether the __ne__ that a class without one of its own inherits is a
 * built-in type's (str's, int's, ...), which compares the built-in values
 * and never calls a user __eq__, rather than object's, which inverts
 * __eq__: the first built-in class of the MRO decides. */
static bool builtin_ne(VM *vm, Type *t) {
    for (size_t i = 0; t->mro && i < t->mro->len; i++) {
        Type *b = AS_TYPE(t->mro->items[i]);
        if (is_heap(b)) continue;
        return b != vm->t_object && b->slots.richcmp != NULL;
    }
    return false;
}

static Value try_cmp(VM *vm, Type *t, Value a, Value b, CmpOp op) {
    if (is_heap(t)) {
        Str *name = cmp_name(vm, op);
        Value f = user_special(vm, t, name);
        if (!IS_EMPTY(f)) return call_special1(vm, f, name, a, b);
        if (op == CO_NE && !builtin_ne(vm, t)) {
            /* The default __ne__ inverts __eq__. */
            f = user_special(vm, t, vm->names->__eq__);
            if (!IS_EMPTY(f)) {
                Value r = call_special1(vm, f, vm->names->__eq__, a, b);
                if (IS_EXC(r) || r.tag == VT_NOTIMPL) return r;
                int tr = obj_truthy(vm, r);
                if (tr < 0) return VEXC;
                return v_bool(!tr);
            }
        }
    }
    /* bool compares as int does. */
    if (t == vm->t_bool && !t->slots.richcmp) t = vm->t_int;
    if (!t->slots.richcmp) return v_notimpl();
    /* int's comparison takes ints only (CPython's long_richcompare): a
     * float subclass's reflected method comes before float's own. */
    if (t->slots.richcmp == vm->t_int->slots.richcmp && !is_intlike(num_unwrap(b))) return v_notimpl();
    return t->slots.richcmp(vm, a, b, (int)op);
}

/* Comparing long strings is native work: charge it (from 64 bytes: a
 * list of equal 100-byte strs compared is a memcmp of each). */
static inline bool charge_strs(VM *vm, Value a, Value b) {
    size_t x = AS_STR(a)->blen, y = AS_STR(b)->blen, n = x < y ? x : y;
    return n < 64 || rt_charge(vm, (int64_t)(n / 64));
}

Value obj_compare(VM *vm, Value a, Value b, CmpOp op) {
    if ((IS_INT(a) || IS_FLOAT(a) || IS_BOOL(a)) && (IS_INT(b) || IS_FLOAT(b) || IS_BOOL(b))) {
        if (IS_INT(a) && IS_INT(b)) {
            int64_t x = AS_INT(a), y = AS_INT(b);
            return cmp_result(x < y ? -1 : x > y, op);
        }
        return num_compare(a, b, op);
    }
    if ((is_intlike(a) || IS_FLOAT(a)) && (is_intlike(b) || IS_FLOAT(b))) {
        if (!int_cmp_work(vm, a, b)) return VEXC;
        return num_compare(a, b, op);
    }
    if (IS_STR(a) && IS_STR(b)) {
        if (!charge_strs(vm, a, b)) return VEXC;
        return cmp_result(str_cmp(AS_STR(a), AS_STR(b)), op);
    }
    /* A built-in container equals itself: CPython compares its elements
     * each with itself, and identity settles every one. */
    if ((op == CO_EQ || op == CO_NE) && IS_OBJ(a) && obj_is(a, b) &&
        (IS_LIST(a) || IS_TUPLE(a) || IS_DICT(a) || IS_KIND(a, OK_SET) || IS_KIND(a, OK_FROZENSET)))
        return v_bool(op == CO_EQ);
    /* Two tuples (the keys of sorted, min and max): tuple's comparison
     * without the dispatch below, which would come to it for them; the
     * depth guard stays, as tuples nest. */
    if (IS_TUPLE(a) && IS_TUPLE(b)) {
        if (!rt_enter(vm, " in comparison")) return VEXC;
        Value r = seq_richcmp(vm, a, b, (int)op);
        rt_leave(vm);
        return r;
    }
    Type *ta = type_of(vm, a), *tb = type_of(vm, b);
    if (!rt_enter(vm, " in comparison")) return VEXC;
    /* The operands may come out of a container that the first __eq__
     * empties: hold them for the reflected try. */
    size_t rs = gc_scope(vm);
    gc_push(vm, a);
    gc_push(vm, b);
    Value r;
    bool reflected_first = ta != tb && type_is_subtype(tb, ta) && is_heap(tb);
    if (reflected_first) {
        r = try_cmp(vm, tb, b, a, swapped[op]);
        if (r.tag != VT_NOTIMPL) goto done;
    }
    r = try_cmp(vm, ta, a, b, op);
    if (r.tag != VT_NOTIMPL) goto done;
    if (!reflected_first) {
        r = try_cmp(vm, tb, b, a, swapped[op]);
        if (r.tag != VT_NOTIMPL) goto done;
    }
    if (op == CO_EQ) r = v_bool(obj_is(a, b));
    else if (op == CO_NE) r = v_bool(!obj_is(a, b));
    else r = exc_raise(vm, EXC_TypeError, "'%s' not supported between instances of '%s' and '%s'",
                       cmp_symbol[op], type_tpname(ta), type_tpname(tb));
done:
    gc_unscope(vm, rs);
    rt_leave(vm);
    return r;
}

int obj_eq_slow(VM *vm, Value a, Value b) {
    /* Identity before equality, as CPython's containers compare items:
     * `x in [x]` and `[x] == [x]` hold even for a NaN. Floats are values
     * here, so "the same object" is the same bits, as `is` reports; each
     * float('nan') has bits of its own (float_fresh_nan). */
    if (obj_is(a, b)) return 1;
    if (IS_INT(a) && IS_INT(b)) return AS_INT(a) == AS_INT(b);
    if (IS_STR(a) && IS_STR(b)) {
        if (AS_STR(a)->blen == AS_STR(b)->blen && !charge_strs(vm, a, b)) return -1;
        return str_eq(AS_STR(a), AS_STR(b));
    }
    /* Anything else is a comparison through the types' slots: charged,
     * as containers scan and compare items of any kind in loops of their
     * own. */
    if (!rt_charge(vm, 1)) return -1;
    Value r = obj_compare(vm, a, b, CO_EQ);
    if (IS_EXC(r)) return -1;
    if (IS_BOOL(r)) return AS_BOOL(r);
    return obj_truthy(vm, r);
}

int obj_lt(VM *vm, Value a, Value b) {
    if (IS_INT(a) && IS_INT(b)) return AS_INT(a) < AS_INT(b);
    if (IS_FLOAT(a) && IS_FLOAT(b)) return AS_FLOAT(a) < AS_FLOAT(b);
    if (IS_STR(a) && IS_STR(b)) {
        if (!charge_strs(vm, a, b)) return -1;
        return str_cmp(AS_STR(a), AS_STR(b)) < 0;
    }
    Value r = obj_compare(vm, a, b, CO_LT);
    if (IS_EXC(r)) return -1;
    if (IS_BOOL(r)) return AS_BOOL(r);
    return obj_truthy(vm, r);
}

/* ---- arithmetic ------------------------------------------------------- */

static inline __attribute__((always_inline)) Value num_binop(VM *vm, BinOp op, Value a, Value b) {
    if (IS_BOOL(a) && IS_BOOL(b) && (op == BO_AND || op == BO_OR || op == BO_XOR)) {
        bool x = AS_BOOL(a), y = AS_BOOL(b);
        return v_bool(op == BO_AND ? (x && y) : op == BO_OR ? (x || y) : (x != y));
    }
    if (is_intlike(a) && is_intlike(b)) return int_binop(vm, op, a, b);
    if ((IS_FLOAT(a) || is_intlike(a)) && (IS_FLOAT(b) || is_intlike(b))) {
        if (op >= BO_LSHIFT) return v_notimpl();
        bool ov = false;
        double x = IS_FLOAT(a) ? AS_FLOAT(a) : int_to_double(a, &ov);
        double y = IS_FLOAT(b) ? AS_FLOAT(b) : int_to_double(b, &ov);
        if (ov) return exc_raise(vm, EXC_OverflowError, "int too large to convert to float");
        return float_binop(vm, op, x, y);
    }
    return v_notimpl();
}

/* divmod(), as one more binary operator of the slots below. */
#define NB_DIVMOD ((BinOp)BO__COUNT)

/* The built-in type whose number slot for op a built-in type t has
 * (CPython's nb_add, nb_or, ...: bool's & | ^ are its own, its other
 * operators int's; set and frozenset share theirs), or NULL where it has
 * none: list, tuple, str and bytes concatenate and repeat as sequences,
 * after both operands' number slots. Types this file does not know keep
 * their binop slot for every operator. */
static Type *builtin_nb(VM *vm, Type *t, BinOp op) {
    if (op == NB_DIVMOD) return t == vm->t_int || t == vm->t_bool ? vm->t_int : t == vm->t_float ? t : NULL;
    if (t == vm->t_int) return op == BO_MATMUL ? NULL : t;
    if (t == vm->t_bool) {
        if (op == BO_AND || op == BO_OR || op == BO_XOR) return t;
        return op == BO_MATMUL ? NULL : vm->t_int;
    }
    if (t == vm->t_float) return op <= BO_POW ? t : NULL;
    if (t == vm->types[OK_COMPLEX])
        return op == BO_ADD || op == BO_SUB || op == BO_MUL || op == BO_TRUEDIV || op == BO_POW ? t : NULL;
    if (t == vm->types[OK_STR] || t == vm->types[OK_BYTES] || t == vm->types[OK_BYTEARRAY])
        return op == BO_MOD ? t : NULL;
    if (t == vm->types[OK_LIST] || t == vm->types[OK_TUPLE] || t == vm->t_object) return NULL;
    if (t == vm->types[OK_DICT]) return op == BO_OR ? t : NULL;
    if (t == vm->types[OK_SET] || t == vm->types[OK_FROZENSET])
        return op == BO_SUB || op == BO_AND || op == BO_OR || op == BO_XOR ? vm->types[OK_SET] : NULL;
    return t->slots.binop ? t : NULL;
}

/* The marker of a class whose slot calls its Python methods. */
#define NB_USER ((Type *)1)

/* What CPython's number slot for op of type t is: NB_USER where the class
 * or a class of its MRO defines the operator or its reflection in Python
 * (slot_nb_add, ...), else the slot its built-in base has. Never a heap
 * type: the answer stays valid across calls into user code. */
static Type *nb_slot(VM *vm, Type *t, BinOp op) {
    if (is_heap(t)) {
        if (!IS_EMPTY(user_special(vm, t, binop_name(vm, op, 0))) ||
            !IS_EMPTY(user_special(vm, t, binop_name(vm, op, 1))))
            return NB_USER;
        t = type_solid_base(t);
        if (!t || is_heap(t)) return NULL;
    }
    return builtin_nb(vm, t, op);
}

/* A special method of self's class called with other, NotImplemented
 * where the class has none (CPython's vectorcall_maybe). */
static Value call_maybe(VM *vm, Value self, Str *name, Value other) {
    Value f = type_lookup(vm, type_of(vm, self), name);
    if (IS_EMPTY(f)) return v_notimpl();
    return call_special1(vm, f, name, self, other);
}

/* CPython's SLOT1BINFULL: the slot of a class with Python operator
 * methods, called for a op b where it is the slot of a's type, of b's,
 * or of both. The callers hold a and b; the types are read again after
 * each call, which may assign __class__. */
static Value nb_user(VM *vm, BinOp op, Value a, Value b) {
    Str *name = binop_name(vm, op, 0), *rname = binop_name(vm, op, 1);
    Type *ta = type_of(vm, a), *tb = type_of(vm, b);
    bool other = ta != tb && nb_slot(vm, tb, op) == NB_USER;
    if (nb_slot(vm, ta, op) == NB_USER) {
        if (other && type_is_subtype(tb, ta)) {
            /* The right operand's class overrides the reflected method. */
            Value fb = type_lookup(vm, tb, rname);
            Value fa = IS_EMPTY(fb) ? VEMPTY : type_lookup(vm, ta, rname);
            if (!IS_EMPTY(fb) && (IS_EMPTY(fa) || !obj_is(fa, fb))) {
                Value r = call_maybe(vm, b, rname, a);
                if (r.tag != VT_NOTIMPL) return r;
                other = false;
            }
        }
        Value r = call_maybe(vm, a, name, b);
        if (r.tag != VT_NOTIMPL || type_of(vm, a) == type_of(vm, b)) return r;
    }
    if (other) return call_maybe(vm, b, rname, a);
    return v_notimpl();
}

/* A built-in number slot: int's and bool's take ints (their subclasses'
 * instances included) on both sides, float's floats and ints; anything
 * else declines. */
static Value nb_call(VM *vm, Type *slot, BinOp op, Value a, Value b) {
    if (slot == NB_USER) return nb_user(vm, op, a, b);
    if (slot == vm->t_int || slot == vm->t_bool || slot == vm->t_float) {
        Value x = num_unwrap(a), y = num_unwrap(b);
        if (slot != vm->t_float && (!is_intlike(x) || !is_intlike(y))) return v_notimpl();
        if (!(IS_FLOAT(x) || is_intlike(x)) || !(IS_FLOAT(y) || is_intlike(y))) return v_notimpl();
        if (op == NB_DIVMOD) return num_divmod(vm, x, y);
        if (slot == vm->t_int && IS_BOOL(x) && IS_BOOL(y) && (op == BO_AND || op == BO_OR || op == BO_XOR))
            return int_binop(vm, op, v_int(AS_BOOL(x)), v_int(AS_BOOL(y)));
        return num_binop(vm, op, x, y);
    }
    return slot->slots.binop(vm, (int)op, a, b, false);
}

/* CPython's binary_op1: the left operand's slot, then the right's (a
 * different one), the right's first where its type is a subclass of the
 * left's. NotImplemented where both decline. */
static Value binary_op1(VM *vm, BinOp op, Value a, Value b) {
    Type *ta = type_of(vm, a), *tb = type_of(vm, b);
    Type *sa = nb_slot(vm, ta, op);
    Type *sb = ta != tb ? nb_slot(vm, tb, op) : NULL;
    if (sb == sa) sb = NULL;
    Value r;
    if (sa) {
        if (sb && type_is_subtype(tb, ta)) {
            r = nb_call(vm, sb, op, a, b);
            if (r.tag != VT_NOTIMPL) return r;
            sb = NULL;
        }
        r = nb_call(vm, sa, op, a, b);
        if (r.tag != VT_NOTIMPL) return r;
    }
    if (sb) return nb_call(vm, sb, op, a, b);
    return v_notimpl();
}

/* The built-in sequence type (str, list, tuple, bytes, bytearray) whose
 * concatenation (op +) or repetition (op *) v's type has, or NULL: a
 * class that defines __add__ (__mul__ or __rmul__) in Python has none
 * (CPython's sq_concat and sq_repeat of a heap type). */
static Type *seq_base(VM *vm, Value v, BinOp op, bool inplace) {
    if (!IS_OBJ(v)) return NULL;
    Type *t = type_of(vm, v);
    if (is_heap(t)) {
        Type *base = type_solid_base(t);
        if (inplace && (base == vm->types[OK_LIST] || base == vm->types[OK_BYTEARRAY])) {
            /* sq_inplace_concat and sq_inplace_repeat, from __iadd__ and
             * __imul__. */
            if (!IS_EMPTY(user_special(vm, t, binop_name(vm, op, 2)))) return NULL;
        } else {
            if (!IS_EMPTY(user_special(vm, t, binop_name(vm, op, 0)))) return NULL;
            if (op == BO_MUL && !IS_EMPTY(user_special(vm, t, vm->names->__rmul__))) return NULL;
        }
        t = base;
    }
    if (t && (t == vm->types[OK_STR] || t == vm->types[OK_LIST] || t == vm->types[OK_TUPLE] ||
              t == vm->types[OK_BYTES] || t == vm->types[OK_BYTEARRAY]))
        return t;
    return NULL;
}

/* The count n of a sequence repetition, as CPython's PyNumber_AsSsize_t
 * with OverflowError: false with the exception raised. May run n's
 * __index__. */
bool rt_repeat_count(VM *vm, Value n, int64_t *out) {
    bool ov;
    if (!obj_index(vm, n, out, &ov)) return false;
    if (ov) {
        exc_raise(vm, EXC_OverflowError, "cannot fit '%s' into an index-sized integer", type_tpname(type_of(vm, n)));
        return false;
    }
    return true;
}

/* seq * n as CPython's sequence_repeat: n must have __index__. */
static Value seq_repeat(VM *vm, Type *st, Value seq, Value nv, bool inplace) {
    Type *tn = type_of(vm, nv);
    Value bv = IS_INSTANCE(nv) ? AS_INSTANCE(nv)->builtin_value : VEMPTY;
    if (!is_intlike(nv) && !is_intlike(bv) && IS_EMPTY(type_lookup(vm, tn, vm->names->__index__)))
        return exc_raise(vm, EXC_TypeError, "can't multiply sequence by non-int of type '%s'", type_tpname(tn));
    int64_t n;
    bool ov;
    if (!obj_index(vm, nv, &n, &ov)) return VEXC;
    if (ov) return exc_raise(vm, EXC_OverflowError, "cannot fit '%s' into an index-sized integer", type_tpname(tn));
    /* __index__ may have assigned seq's __class__: its layout stays. */
    return st->slots.binop(vm, BO_MUL, seq, v_int(n), inplace);
}

/* seq + b as CPython's sq_concat, which names b's type when it declines. */
static Value seq_concat(VM *vm, Type *st, Value a, Value b, bool inplace) {
    Value r = st->slots.binop(vm, BO_ADD, a, b, inplace);
    if (r.tag != VT_NOTIMPL) return r;
    const char *bn = type_tpname(type_of(vm, b));
    if (st == vm->types[OK_BYTES] || st == vm->types[OK_BYTEARRAY])
        return exc_raise(vm, EXC_TypeError, "can't concat %s to %s", bn, type_tpname(st));
    return exc_raise(vm, EXC_TypeError, "can only concatenate %s (not \"%s\") to %s", type_tpname(st), bn,
                     type_tpname(st));
}

static Value binop_error(VM *vm, BinOp op, Value a, Value b, bool inplace) {
    Type *ta = type_of(vm, a), *tb = type_of(vm, b);
    if (op == NB_DIVMOD)
        return exc_raise(vm, EXC_TypeError, "unsupported operand type(s) for divmod(): '%s' and '%s'",
                         type_tpname(ta), type_tpname(tb));
    if (op == BO_POW)
        return exc_raise(vm, EXC_TypeError, "unsupported operand type(s) for %s: '%s' and '%s'",
                         inplace ? "**=" : "** or pow()", type_tpname(ta), type_tpname(tb));
    return exc_raise(vm, EXC_TypeError, "unsupported operand type(s) for %s%s: '%s' and '%s'",
                     binop_symbol[op], inplace ? "=" : "", type_tpname(ta), type_tpname(tb));
}

static bool plain_number(Value v) {
    return IS_INT(v) || IS_BOOL(v) || IS_FLOAT(v) || IS_KIND(v, OK_BIGINT);
}

/* The sequence fallbacks of + and * after the number slots declined
 * (CPython's PyNumber_Add and PyNumber_Multiply); NotImplemented where
 * neither operand is a sequence. */
static Value seq_fallback(VM *vm, BinOp op, Value a, Value b, bool inplace) {
    if (op != BO_ADD && op != BO_MUL) return v_notimpl();
    Type *st = seq_base(vm, a, op, inplace);
    if (!st && inplace) {
        /* A class whose __iadd__ (__imul__) hides the in-place
         * concatenation (repetition) of its base still has the base's
         * plain one, unless __add__ (__mul__, __rmul__) hides that too
         * (CPython's sq_inplace_concat falling back to sq_concat). */
        st = seq_base(vm, a, op, false);
        if (st) inplace = false;
    }
    if (op == BO_ADD) return st ? seq_concat(vm, st, a, b, inplace) : v_notimpl();
    if (st) return seq_repeat(vm, st, a, b, inplace);
    /* In place, the right operand's repeat is tried only where the left
     * operand's type has no sequence methods at all (CPython looks at its
     * tp_as_sequence, which every class of its own and every built-in
     * container has). */
    Type *ta = type_of(vm, a);
    if (inplace && (is_heap(ta) || ta->slots.len || ta->slots.getitem || ta->slots.contains)) return v_notimpl();
    st = seq_base(vm, b, op, false);
    return st ? seq_repeat(vm, st, b, a, false) : v_notimpl();
}

static Value binop_dispatch(VM *vm, BinOp op, Value a, Value b) {
    Value r = num_binop(vm, op, a, b);
    if (r.tag != VT_NOTIMPL) return r;
    /* Between built-in numbers num_binop has the last word. */
    if (plain_number(a) && plain_number(b)) return r;
    /* A user method tried first may drop the last other reference to an
     * operand: hold both for the second try and for the error message. */
    size_t rs = gc_scope(vm);
    gc_push(vm, a);
    gc_push(vm, b);
    r = binary_op1(vm, op, a, b);
    if (r.tag == VT_NOTIMPL) r = seq_fallback(vm, op, a, b, false);
    gc_unscope(vm, rs);
    return r;
}

/* The cases of binary arithmetic between built-in numbers that need no
 * call, as num_binop computes them: &, |, ^ and >> (by 0 or more) of two
 * small ints, and +, -, * and / (by a nonzero divisor) where one operand
 * is a float and the other a float or a small int (converted as
 * int_to_double converts it). VT_NOTIMPL for any other case. */
static inline Value fast_arith(BinOp op, Value a, Value b) {
    if (IS_FLOAT(a) || IS_FLOAT(b)) {
        if (op > BO_TRUEDIV) return v_notimpl();
        double x, y;
        if (IS_FLOAT(a)) x = AS_FLOAT(a);
        else if (IS_INT(a)) x = (double)AS_INT(a);
        else return v_notimpl();
        if (IS_FLOAT(b)) y = AS_FLOAT(b);
        else if (IS_INT(b)) y = (double)AS_INT(b);
        else return v_notimpl();
        if (op == BO_ADD) return v_float(x + y);
        if (op == BO_SUB) return v_float(x - y);
        if (op == BO_MUL) return v_float(x * y);
        return y != 0.0 ? v_float(x / y) : v_notimpl();
    }
    if (op >= BO_RSHIFT && op <= BO_XOR && IS_INT(a) && IS_INT(b)) {
        int64_t x = AS_INT(a), y = AS_INT(b);
        if (op == BO_AND) return v_int(x & y);
        if (op == BO_OR) return v_int(x | y);
        if (op == BO_XOR) return v_int(x ^ y);
        /* >>: Python floors, as an arithmetic shift does. */
        if (y >= 0) return v_int(y >= 64 ? (x < 0 ? -1 : 0) : x >> y);
    }
    return v_notimpl();
}

/* Out of line, so that fast_arith's cases save no registers. */
static __attribute__((noinline)) Value binop_general(VM *vm, BinOp op, Value a, Value b) {
    Value r = binop_dispatch(vm, op, a, b);
    if (r.tag == VT_NOTIMPL) return binop_error(vm, op, a, b, false);
    return r;
}

Value obj_binop(VM *vm, BinOp op, Value a, Value b) {
    Value r = fast_arith(op, a, b);
    if (r.tag != VT_NOTIMPL) return r;
    return binop_general(vm, op, a, b);
}

/* divmod(a, b): __divmod__ and __rdivmod__ as the binary operators. */
Value obj_divmod(VM *vm, Value a, Value b) {
    if (plain_number(a) && plain_number(b)) return num_divmod(vm, a, b);
    size_t rs = gc_scope(vm);
    gc_push(vm, a);
    gc_push(vm, b);
    Value r = binary_op1(vm, NB_DIVMOD, a, b);
    if (r.tag == VT_NOTIMPL) r = binop_error(vm, NB_DIVMOD, a, b, false);
    gc_unscope(vm, rs);
    return r;
}

/* One slot of three-argument pow (CPython's nb_power with a modulus):
 * a class's Python __pow__ called with the modulus, where it is the slot
 * of a's type; int's for three ints; float's and complex's refuse. */
static Value pow3_call(VM *vm, Type *slot, Value a, Value b, Value c) {
    if (slot == NB_USER) {
        if (nb_slot(vm, type_of(vm, a), BO_POW) != NB_USER) return v_notimpl();
        Value f = type_lookup(vm, type_of(vm, a), vm->names->__pow__);
        if (IS_EMPTY(f)) return exc_raise(vm, EXC_AttributeError, "__pow__");
        Value args[2] = {b, c};
        return rt_call_method(vm, f, vm->names->__pow__, a, 2, args);
    }
    if (slot == vm->t_int) {
        Value x = num_unwrap(a), y = num_unwrap(b), z = num_unwrap(c);
        if (!is_intlike(x) || !is_intlike(y) || !is_intlike(z)) return v_notimpl();
        return num_pow(vm, x, y, z);
    }
    if (slot == vm->t_float)
        return exc_raise(vm, EXC_TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
    if (slot == vm->types[OK_COMPLEX]) {
        /* complex's converts both operands before it refuses. */
        Value x = num_unwrap(a), y = num_unwrap(b);
        Type *cx = vm->types[OK_COMPLEX];
        Type *tx = type_of(vm, a), *ty = type_of(vm, b);
        if (!(IS_FLOAT(x) || is_intlike(x) || tx == cx || type_is_subtype(tx, cx)) ||
            !(IS_FLOAT(y) || is_intlike(y) || ty == cx || type_is_subtype(ty, cx)))
            return v_notimpl();
        return exc_raise(vm, EXC_ValueError, "complex modulo");
    }
    return v_notimpl();
}

static Value pow3_slots(VM *vm, Value a, Value b, Value c) {
    Type *ta = type_of(vm, a), *tb = type_of(vm, b);
    Type *sa = nb_slot(vm, ta, BO_POW);
    Type *sb = ta != tb ? nb_slot(vm, tb, BO_POW) : NULL;
    if (sb == sa) sb = NULL;
    Value r;
    if (sa) {
        if (sb && type_is_subtype(tb, ta)) {
            r = pow3_call(vm, sb, a, b, c);
            if (r.tag != VT_NOTIMPL) return r;
            sb = NULL;
        }
        r = pow3_call(vm, sa, a, b, c);
        if (r.tag != VT_NOTIMPL) return r;
    }
    if (sb) {
        r = pow3_call(vm, sb, a, b, c);
        if (r.tag != VT_NOTIMPL) return r;
    }
    Type *sc = nb_slot(vm, type_of(vm, c), BO_POW);
    if (sc && sc != sa && sc != sb) return pow3_call(vm, sc, a, b, c);
    return v_notimpl();
}

/* pow(a, b, c) with a modulus, as CPython's ternary_op. */
Value obj_pow3(VM *vm, Value a, Value b, Value c) {
    if (IS_EMPTY(c) || IS_NONE(c)) return obj_binop(vm, BO_POW, a, b);
    if (is_intlike(a) && is_intlike(b) && is_intlike(c)) return num_pow(vm, a, b, c);
    size_t rs = gc_scope(vm);
    gc_push(vm, a);
    gc_push(vm, b);
    gc_push(vm, c);
    Value r = pow3_slots(vm, a, b, c);
    if (r.tag == VT_NOTIMPL)
        r = exc_raise(vm, EXC_TypeError, "unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'",
                      type_tpname(type_of(vm, a)), type_tpname(type_of(vm, b)), type_tpname(type_of(vm, c)));
    gc_unscope(vm, rs);
    return r;
}

static __attribute__((noinline)) Value inplace_general(VM *vm, BinOp op, Value a, Value b);

Value obj_inplace(VM *vm, BinOp op, Value a, Value b) {
    /* Built-in numbers have no in-place methods and run no user code. */
    Value r = fast_arith(op, a, b);
    if (r.tag != VT_NOTIMPL) return r;
    return inplace_general(vm, op, a, b);
}

/* The in-place slot of a's type (CPython's nb_inplace_*): a Python
 * __iadd__, ..., or the one of set (-= &= |= ^=), dict (|=) and the
 * built-in types marked TF_INPLACE. list and bytearray concatenate and
 * repeat in place as sequences, after the binary slots. */
static Value inplace_slot(VM *vm, BinOp op, Value a, Value b) {
    Type *ta = type_of(vm, a);
    Str *iname = binop_name(vm, op, 2);
    if (is_heap(ta)) {
        Value f = user_special(vm, ta, iname);
        if (!IS_EMPTY(f)) return call_special1(vm, f, iname, a, b);
        ta = type_solid_base(ta);
        if (!ta || is_heap(ta) || !ta->slots.binop) return v_notimpl();
        /* A subclass of list or bytearray inherits __iadd__ as its
         * in-place slot, which comes before the binary ones (its *= comes
         * after them, as the base's does). */
        if ((ta == vm->types[OK_LIST] || ta == vm->types[OK_BYTEARRAY]) && op == BO_ADD)
            return ta->slots.binop(vm, (int)op, a, b, true);
    }
    if (!ta->slots.binop) return v_notimpl();
    if (ta == vm->types[OK_SET]) {
        if (op != BO_SUB && op != BO_AND && op != BO_OR && op != BO_XOR) return v_notimpl();
    } else if (ta == vm->types[OK_DICT]) {
        if (op != BO_OR) return v_notimpl();
    } else if (!(ta->tflags & TF_INPLACE)) {
        return v_notimpl();
    } else if (op == BO_ADD || op == BO_MUL) {
        /* A deque concatenates or repeats in place after the other
         * operand's reflected method declined. */
        Type *tb = type_of(vm, b);
        Str *rname = binop_name(vm, op, 1);
        Value f = tb != type_of(vm, a) ? user_special(vm, tb, rname) : VEMPTY;
        if (!IS_EMPTY(f)) {
            Value r = call_special1(vm, f, rname, b, a);
            if (r.tag != VT_NOTIMPL) return r;
        }
    }
    return ta->slots.binop(vm, (int)op, a, b, true);
}

/* CPython's PyNumber_InPlace*: the in-place slot, the binary slots, then
 * the sequences' in-place concatenation and repetition. */
static Value inplace_general(VM *vm, BinOp op, Value a, Value b) {
    if (plain_number(a) && plain_number(b)) {
        /* What the general path below comes to, without rooting. */
        Value r = num_binop(vm, op, a, b);
        return r.tag != VT_NOTIMPL ? r : binop_error(vm, op, a, b, true);
    }
    /* The operands stay held from the in-place try through the binary
     * fallback and the error message. */
    size_t rs = gc_scope(vm);
    gc_push(vm, a);
    gc_push(vm, b);
    Value r = inplace_slot(vm, op, a, b);
    if (r.tag == VT_NOTIMPL) r = num_binop(vm, op, a, b);
    if (r.tag == VT_NOTIMPL && !(plain_number(a) && plain_number(b))) r = binary_op1(vm, op, a, b);
    if (r.tag == VT_NOTIMPL) r = seq_fallback(vm, op, a, b, true);
    if (r.tag == VT_NOTIMPL) r = binop_error(vm, op, a, b, true);
    gc_unscope(vm, rs);
    return r;
}

static Value unary(VM *vm, Value v, Str *name, const char *sym) {
    Type *t = type_of(vm, v);
    Value f = type_lookup(vm, t, name);
    if (!IS_EMPTY(f)) return rt_call_method(vm, f, name, v, 0, NULL);
    return exc_raise(vm, EXC_TypeError, "bad operand type for unary %s: '%s'", sym, type_tpname(t));
}

Value obj_neg(VM *vm, Value v) {
    if (IS_FLOAT(v)) return v_float(-AS_FLOAT(v));
    if (is_intlike(v)) return int_neg(vm, v);
    return unary(vm, v, vm->names->__neg__, "-");
}

Value obj_pos(VM *vm, Value v) {
    if (IS_FLOAT(v) || IS_INT(v) || IS_BIGINT(v)) return v;
    if (IS_BOOL(v)) return v_int(AS_BOOL(v));
    return unary(vm, v, vm->names->__pos__, "+");
}

Value obj_invert(VM *vm, Value v) {
    if (is_intlike(v)) return int_invert(vm, v);
    return unary(vm, v, vm->names->__invert__, "~");
}

bool obj_has_index(VM *vm, Value v) {
    if (IS_INT(v) || IS_BOOL(v) || IS_BIGINT(v)) return true;
    if (IS_INSTANCE(v)) {
        Value b = AS_INSTANCE(v)->builtin_value;
        if (IS_INT(b) || IS_BOOL(b) || IS_BIGINT(b)) return true;
    }
    return !IS_EMPTY(user_special(vm, type_of(vm, v), vm->names->__index__));
}

bool obj_index(VM *vm, Value v, int64_t *out, bool *overflow) {
    *overflow = false;
    if (IS_INT(v)) { *out = AS_INT(v); return true; }
    if (IS_BOOL(v)) { *out = AS_BOOL(v); return true; }
    if (IS_BIGINT(v)) {
        *overflow = true;
        *out = int_sign(v) < 0 ? INT64_MIN : INT64_MAX;
        return true;
    }
    /* An instance of an int subclass (IntEnum's members) is its int, as
     * CPython's PyNumber_Index takes any int without its __index__. */
    if (IS_INSTANCE(v)) {
        Value b = AS_INSTANCE(v)->builtin_value;
        if (IS_INT(b) || IS_BOOL(b) || IS_BIGINT(b)) return obj_index(vm, b, out, overflow);
    }
    Type *t = type_of(vm, v);
    Value f = user_special(vm, t, vm->names->__index__);
    if (!IS_EMPTY(f)) {
        Value r = rt_call_method(vm, f, vm->names->__index__, v, 0, NULL);
        if (IS_EXC(r)) return false;
        /* An instance of an int subclass is taken for its value, as
         * CPython still takes it (with a DeprecationWarning). */
        if (!is_intlike(r) && !(IS_INSTANCE(r) && is_intlike(AS_INSTANCE(r)->builtin_value))) {
            exc_raise(vm, EXC_TypeError, "__index__ returned non-int (type %s)", type_name(vm, r));
            return false;
        }
        return obj_index(vm, r, out, overflow);
    }
    exc_raise(vm, EXC_TypeError, "'%s' object cannot be interpreted as an integer", type_tpname(t));
    return false;
}

/* ---- attributes ------------------------------------------------------- */

static Dict *instance_dict(Value o) {
    if (!IS_OBJ(o)) return NULL;
    switch (OBJ_KIND(o)) {
    case OK_INSTANCE: return AS_INSTANCE(o)->attrs;
    case OK_EXC: return AS_EXC(o)->attrs;
    case OK_FUNC: return AS_FUNC(o)->attrs;
    case OK_MODULE: return ((Module *)AS_OBJ(o))->dict;
    default: return NULL;
    }
}

static Value bind(VM *vm, Value descr, Value self, Type *owner) {
    if (IS_FUNC(descr)) return bound_new(vm, self, descr);
    if (IS_KIND(descr, OK_NATIVE) && (AS_OBJ(descr)->flags & NATIVE_METHOD))
        return bound_new(vm, self, descr);
    if (IS_KIND(descr, OK_CLASSMETHOD))
        return bound_new(vm, v_obj(owner), ((Wrapper *)AS_OBJ(descr))->func);
    if (IS_KIND(descr, OK_STATICMETHOD)) return ((Wrapper *)AS_OBJ(descr))->func;
    return descr;
}

/* Attributes that are not stored in any dict. VEMPTY if not special. */
/* Is f marked abstract (a true `__isabstractmethod__`, as abc's
 * abstractmethod sets it)? 1, 0, or -1 after raising. */
static int abstract_flag(VM *vm, Value f, Str *name) {
    Value a = obj_getattr_opt(vm, f, name);
    if (IS_EXC(a)) return -1;
    if (IS_EMPTY(a)) return 0;
    return obj_truthy(vm, a);
}

static Value special_attr(VM *vm, Value o, Str *name) {
    SNames *n = vm->names;
    if (!IS_OBJ(o)) {
        if ((IS_INT(o) || IS_BOOL(o))) {
            if (!strcmp(name->data, "real") || !strcmp(name->data, "numerator")) return IS_BOOL(o) ? v_int(AS_BOOL(o)) : o;
            if (!strcmp(name->data, "imag")) return v_int(0);
            if (!strcmp(name->data, "denominator")) return v_int(1);
        }
        if (IS_FLOAT(o)) {
            if (!strcmp(name->data, "real")) return o;
            if (!strcmp(name->data, "imag")) return v_float(0.0);
        }
        return VEMPTY;
    }
    Obj *ob = AS_OBJ(o);
    switch (ob->kind) {
    case OK_BIGINT:
        if (!strcmp(name->data, "real") || !strcmp(name->data, "numerator")) return o;
        if (!strcmp(name->data, "imag")) return v_int(0);
        if (!strcmp(name->data, "denominator")) return v_int(1);
        break;
    case OK_TYPE: {
        Type *t = (Type *)ob;
        if (name == n->__name__) return v_obj(t->name);
        if (name == n->__qualname__) return v_obj(t->qualname);
        if (name == n->__module__) return IS_NONE(t->module) ? str_cvalue(vm, "builtins") : t->module;
        if (name == n->__doc__) return VNONE;
        break;
    }
    case OK_FUNC: {
        Func *f = (Func *)ob;
        if (name == n->__name__) return v_obj(f->name);
        if (name == n->__qualname__) return v_obj(f->qualname);
        if (name == n->__doc__) return f->doc;
        if (name == n->__module__) return f->module;
        break;
    }
    case OK_NATIVE: {
        Native *f = (Native *)ob;
        if (name == n->__name__) return v_obj(f->name);
        if (name == n->__qualname__) {
            if (f->h.flags & NATIVE_MODFUNC) return v_obj(f->name);
            Str *q = native_qualname(vm, f);
            return q ? v_obj(q) : VEXC;
        }
        if (name == n->__doc__) return VNONE;
        /* A built-in function's module ('math', 'builtins'); a built-in
         * method bound to its object has none; the method of a type
         * itself (str.upper, a method descriptor) has no such attribute. */
        if (name == n->__module__) {
            if (!IS_NONE(f->self)) return f->module && !f->owner ? v_obj(f->module) : VNONE;
            if (!f->owner) return f->module ? v_obj(f->module) : str_cvalue(vm, "builtins");
        }
        break;
    }
    case OK_BOUND: {
        BoundMethod *b = (BoundMethod *)ob;
        if (name == n->__name__ || name == n->__qualname__ || name == n->__doc__)
            return obj_getattr(vm, b->func, name);
        /* A bound built-in method has no module; a method, its function's. */
        if (name == n->__module__) return IS_KIND(b->func, OK_NATIVE) ? VNONE : obj_getattr(vm, b->func, name);
        /* A method shows its function's abstract mark (abc's checks read
         * it through the class: a classmethod comes back bound). */
        if (!strcmp(name->data, "__isabstractmethod__")) return obj_getattr_opt(vm, b->func, name);
        break;
    }
    case OK_GEN: {
        Gen *g = (Gen *)ob;
        if (name == n->__name__) return v_obj(g->name);
        if (name == n->__qualname__) return v_obj(g->qualname);
        break;
    }
    case OK_MODULE:
        if (name == n->__name__) return v_obj(((Module *)ob)->name);
        /* Every module has one; smolvm's modules written in C have none. */
        if (name == n->__doc__) return VNONE;
        break;
    case OK_EXC: {
        ExcObj *e = (ExcObj *)ob;
        if (name == n->args) return v_obj(e->args);
        if (name == n->__cause__) return e->cause;
        if (name == n->__context__) return e->context;
        if (name == n->__suppress_context__) return v_bool(e->suppress_context);
        if (name == n->__traceback__) return VNONE;
        if (name == n->__notes__ && !IS_EMPTY(e->notes)) return e->notes;
        if (!strcmp(name->data, "value") && type_is_subtype(e->cls, vm->exc_types[EXC_StopIteration]))
            return e->args->len ? e->args->items[0] : VNONE;
        if (!strcmp(name->data, "code") && type_is_subtype(e->cls, vm->exc_types[EXC_SystemExit]))
            return e->args->len == 0 ? VNONE : e->args->len == 1 ? e->args->items[0] : v_obj(e->args);
        Value osf = exc_oserror_field(vm, o, name);
        if (!IS_EMPTY(osf)) return osf;
        break;
    }
    case OK_SLICE: {
        Slice *s = (Slice *)ob;
        if (!strcmp(name->data, "start")) return s->start;
        if (!strcmp(name->data, "stop")) return s->stop;
        if (!strcmp(name->data, "step")) return s->step;
        break;
    }
    case OK_RANGE: {
        Range *r = (Range *)ob;
        if (!strcmp(name->data, "start")) return r->big ? r->bstart : v_int(r->start);
        if (!strcmp(name->data, "stop")) return r->big ? r->bstop : v_int(r->stop);
        if (!strcmp(name->data, "step")) return r->big ? r->bstep : v_int(r->step);
        break;
    }
    case OK_COMPLEX: {
        Complex *c = (Complex *)ob;
        if (!strcmp(name->data, "real")) return v_float(c->re);
        if (!strcmp(name->data, "imag")) return v_float(c->im);
        break;
    }
    case OK_INSTANCE: {
        /* An instance of a subclass of property or complex shows the
         * fields of the object it wraps. */
        Value bv = ((Instance *)ob)->builtin_value;
        /* ... except an abstract mark its class sets (abc.abstractproperty). */
        if (IS_KIND(bv, OK_PROPERTY) && !strcmp(name->data, "__isabstractmethod__") &&
            !IS_EMPTY(type_lookup(vm, ((Instance *)ob)->cls, name)))
            break;
        if (IS_KIND(bv, OK_PROPERTY) || IS_KIND(bv, OK_COMPLEX)) return special_attr(vm, bv, name);
        if (type_is_member(vm, o)) return type_member_attr(vm, o, name);
        break;
    }
    case OK_PROPERTY: {
        Property *p = (Property *)ob;
        if (!strcmp(name->data, "fget")) return p->fget;
        if (!strcmp(name->data, "fset")) return p->fset;
        if (!strcmp(name->data, "fdel")) return p->fdel;
        if (name == n->__doc__) return p->doc;
        if (!strcmp(name->data, "__isabstractmethod__")) {
            /* True when any of its functions is abstract (abc). The
             * property is held by the caller; each function is read again
             * after the previous one's attribute ran user code. */
            for (int i = 0; i < 3; i++) {
                Value f = i == 0 ? p->fget : i == 1 ? p->fset : p->fdel;
                if (IS_NONE(f)) continue;
                int r = abstract_flag(vm, f, name);
                if (r) return r < 0 ? VEXC : v_bool(true);
            }
            return v_bool(false);
        }
        break;
    }
    case OK_CLASSMETHOD:
    case OK_STATICMETHOD:
        if (!strcmp(name->data, "__isabstractmethod__")) {
            int r = abstract_flag(vm, ((Wrapper *)ob)->func, name);
            return r < 0 ? VEXC : v_bool(r);
        }
        break;
    default:
        break;
    }
    return VEMPTY;
}

static bool descr_is_data(VM *vm, Type *dt) {
    return !IS_EMPTY(type_lookup(vm, dt, vm->names->__set__)) || !IS_EMPTY(type_lookup(vm, dt, vm->names->__delete__));
}

/* descr.__get__(obj, owner) (obj VNONE: read through the class) for an
 * instance descr whose class defines __get__ as `get`. The built-in
 * __get__ of property, staticmethod and classmethod, inherited by a
 * subclass, is applied directly, with the attribute's name in the
 * property's messages. */
static Value descr_get(VM *vm, Value descr, Value get, Value obj, Type *owner, Str *name) {
    if (IS_KIND(get, OK_NATIVE)) {
        Value bv = AS_INSTANCE(descr)->builtin_value;
        if (IS_KIND(bv, OK_PROPERTY)) {
            if (IS_NONE(obj)) return descr;
            Property *p = (Property *)AS_OBJ(bv);
            if (IS_NONE(p->fget))
                return exc_raise(vm, EXC_AttributeError, "property '%U' of '%U' object has no getter", name,
                                 owner->name);
            return rt_call1(vm, p->fget, obj);
        }
        if (IS_KIND(bv, OK_STATICMETHOD)) return ((Wrapper *)AS_OBJ(bv))->func;
        if (IS_KIND(bv, OK_CLASSMETHOD)) return bound_new(vm, v_obj(owner), ((Wrapper *)AS_OBJ(bv))->func);
    }
    Value args[3] = {descr, obj, v_obj(owner)};
    return rt_call(vm, get, 3, args, NULL);
}

static Value type_getattr(VM *vm, Type *t, Str *name, bool *found) {
    *found = true;
    /* A class with a metaclass: a property of the metaclass comes first,
     * the class's own attributes next, then the metaclass's methods bound
     * to the class, as CPython's type_getattro does. */
    Type *meta = t->meta;
    Value mv = meta ? type_lookup(vm, meta, name) : VEMPTY;
    if (IS_KIND(mv, OK_PROPERTY)) {
        Property *p = (Property *)AS_OBJ(mv);
        if (IS_NONE(p->fget))
            return exc_raise(vm, EXC_AttributeError, "property '%U' of '%U' object has no getter", name, meta->name);
        return rt_call1(vm, p->fget, v_obj(t));
    }
    Value v = type_lookup(vm, t, name);
    if (!IS_EMPTY(v)) {
        if (IS_KIND(v, OK_CLASSMETHOD)) return bound_new(vm, v_obj(t), ((Wrapper *)AS_OBJ(v))->func);
        if (IS_KIND(v, OK_STATICMETHOD)) return ((Wrapper *)AS_OBJ(v))->func;
        /* An object whose class defines __get__: __get__(None, cls). */
        if (IS_INSTANCE(v)) {
            Value get = type_lookup(vm, AS_INSTANCE(v)->cls, vm->names->__get__);
            if (!IS_EMPTY(get)) return descr_get(vm, v, get, VNONE, t, name);
        }
        return v;
    }
    v = special_attr(vm, v_obj(t), name);
    if (!IS_EMPTY(v)) return v;
    if (!IS_EMPTY(mv)) return bind(vm, mv, v_obj(t), meta);
    /* Methods of `type` itself, e.g. mro(). */
    v = dict_get_str(vm, vm->t_type->dict, name);
    if (!IS_EMPTY(v)) return bind(vm, v, v_obj(t), vm->t_type);
    *found = false;
    return VEMPTY;
}

/* The __getattr__ of o's type (of a class: its metaclass's), once the
 * ordinary lookup found nothing. VEMPTY if there is none, or if it raised
 * AttributeError and `swallow` is set; otherwise its result or its error
 * (CPython's message, not a generic one). */
static Value user_getattr(VM *vm, Value o, Type *t, Str *name, bool swallow) {
    if (!is_heap(t)) return VEMPTY;
    Value ga = type_lookup(vm, t, vm->names->__getattr__);
    if (IS_EMPTY(ga)) return VEMPTY;
    Value args[2] = {o, v_obj(name)};
    Value r = rt_call(vm, ga, 2, args, NULL);
    if (swallow && IS_EXC(r) && exc_matches(vm, EXC_AttributeError)) {
        exc_clear(vm);
        return VEMPTY;
    }
    return r;
}

static int instance_may_hold(VM *vm, Type *t, Str *name);

/* The lookup without __getattr__: VEMPTY when nothing was found. */
static Value generic_getattr(VM *vm, Value o, Type *t, Str *name) {
    if (IS_TYPE(o)) {
        bool found;
        Value v = type_getattr(vm, AS_TYPE(o), name, &found);
        return IS_EMPTY(v) && !found ? VEMPTY : v;
    }
    Value descr = type_lookup(vm, t, name);
    /* A slot: its value, or on to __getattr__ when it is unset. */
    if (type_is_member(vm, descr)) {
        Value v = type_member_get(vm, descr, o);
        if (IS_EXC(v) && exc_matches(vm, EXC_AttributeError)) {
            exc_clear(vm);
            return VEMPTY;
        }
        return v;
    }
    if (IS_KIND(descr, OK_PROPERTY)) {
        Property *p = (Property *)AS_OBJ(descr);
        if (IS_NONE(p->fget))
            return exc_raise(vm, EXC_AttributeError, "property '%U' of '%U' object has no getter", name, t->name);
        return rt_call1(vm, p->fget, o);
    }
    /* A descriptor whose class is written in Python (or subclasses
     * property, staticmethod or classmethod): a data descriptor (with
     * __set__ or __delete__) comes before the instance's dict, one with
     * __get__ only after it, as CPython's PyObject_GenericGetAttr. */
    Value dget = VEMPTY;
    if (IS_INSTANCE(descr)) {
        Type *dt = AS_INSTANCE(descr)->cls;
        dget = type_lookup(vm, dt, vm->names->__get__);
        if (!IS_EMPTY(dget) && descr_is_data(vm, dt)) return descr_get(vm, descr, dget, o, t, name);
    }
    Dict *d = instance_dict(o);
    if (d) {
        Value v = dict_get_str(vm, d, name);
        /* The dict of an instance whose class has __slots__ (and no
         * '__dict__') holds the slots' values only: a value there whose
         * slot descriptor is no longer on the class (replaced or deleted)
         * is not an attribute. */
        if (!IS_EMPTY(v) && IS_INSTANCE(o) && (t->tflags & TF_SLOTTED)) {
            int may = instance_may_hold(vm, t, name);
            if (may < 0) return VEXC;
            if (!may) v = VEMPTY;
        }
        if (!IS_EMPTY(v)) return v;
    }
    Value s = special_attr(vm, o, name);
    if (!IS_EMPTY(s)) return s;
    if (!IS_EMPTY(dget)) return descr_get(vm, descr, dget, o, t, name);
    if (!IS_EMPTY(descr)) return bind(vm, descr, o, t);
    return VEMPTY;
}

static Value getattr_impl(VM *vm, Value o, Str *name, bool swallow) {
    if (IS_KIND(o, OK_SUPER)) return super_getattr(vm, (Super *)AS_OBJ(o), name);
    Type *t = type_of(vm, o);
    Value v = generic_getattr(vm, o, t, name);
    if (IS_EMPTY(v) && IS_KIND(o, OK_MODULE)) return module_lazy_attr(vm, (Module *)AS_OBJ(o), name);
    if (IS_EMPTY(v)) return user_getattr(vm, o, t, name, swallow);
    /* An AttributeError raised on the way (by a property's getter or a
     * descriptor's __get__) hands over to __getattr__ too, as CPython's
     * slot_tp_getattr_hook does. */
    if (IS_EXC(v) && is_heap(t) && exc_matches(vm, EXC_AttributeError) &&
        !IS_EMPTY(type_lookup(vm, t, vm->names->__getattr__))) {
        exc_clear(vm);
        return user_getattr(vm, o, t, name, swallow);
    }
    return v;
}

Value obj_getattr_opt(VM *vm, Value o, Str *name) { return getattr_impl(vm, o, name, true); }

/* AttributeError.name and .obj, as CPython 3.10+ sets them; the
 * traceback's "Did you mean" hint is computed from them. */
void exc_set_name_obj(VM *vm, Str *name, Value obj) {
    if (!IS_EXCOBJ(vm->exc)) return;
    ExcObj *e = AS_EXC(vm->exc);
    if (!e->attrs) e->attrs = dict_new(vm);
    if (e->attrs) {
        Str *k = str_intern_cstr(vm, "name");
        if (k) dict_set_str(vm, e->attrs, k, v_obj(name));
        if (!IS_EMPTY(obj)) {
            k = str_intern_cstr(vm, "obj");
            if (k) dict_set_str(vm, e->attrs, k, obj);
        }
    }
}

/* An AttributeError raised while o.name was looked up (by a __getattr__,
 * a property's getter, a descriptor) gets that name and object when it
 * has neither, as CPython 3.11's PyObject_GetAttr does: the traceback's
 * "Did you mean" hint is then computed for o. */
void exc_attr_context(VM *vm, Value o, Str *name) {
    if (vm->halt || !IS_EXCOBJ(vm->exc)) return;
    ExcObj *e = AS_EXC(vm->exc);
    if (!type_is_subtype(e->cls, vm->exc_types[EXC_AttributeError])) return;
    if (e->attrs) {
        Str *kn = str_intern_cstr(vm, "name"), *ko = str_intern_cstr(vm, "obj");
        if (!kn || !ko) return;
        Value n = dict_get_str(vm, e->attrs, kn), ob = dict_get_str(vm, e->attrs, ko);
        if (!(IS_EMPTY(n) || IS_NONE(n)) || !(IS_EMPTY(ob) || IS_NONE(ob))) return;
    }
    exc_set_name_obj(vm, name, o);
}

Value attr_error(VM *vm, Value o, Str *name) {
    Value r;
    if (IS_TYPE(o))
        r = exc_raise(vm, EXC_AttributeError, "type object '%s' has no attribute '%U'", type_tpname(AS_TYPE(o)), name);
    else if (IS_KIND(o, OK_MODULE))
        r = exc_raise(vm, EXC_AttributeError, "module '%U' has no attribute '%U'", ((Module *)AS_OBJ(o))->name, name);
    else
        r = VEMPTY;
    if (!IS_EMPTY(r)) {
        exc_set_name_obj(vm, name, o);
        return r;
    }
    r = exc_raise(vm, EXC_AttributeError, "'%s' object has no attribute '%U'", type_name(vm, o), name);
    exc_set_name_obj(vm, name, o);
    return r;
}

Value obj_getattr(VM *vm, Value o, Str *name) {
    Value v = getattr_impl(vm, o, name, false);
    if (IS_EMPTY(v)) return attr_error(vm, o, name);
    if (IS_EXC(v)) exc_attr_context(vm, o, name);
    return v;
}

/* Set (v == VEMPTY: delete) an attribute in a class's own dict. */
int type_setattr(VM *vm, Type *ot, Str *name, Value v) {
    /* A property of the metaclass comes before the class's dict, as it
     * does when the attribute is read (CPython's type_setattro): its
     * setter or deleter runs. */
    Value descr = ot->meta ? type_lookup(vm, ot->meta, name) : VEMPTY;
    if (IS_KIND(descr, OK_PROPERTY)) {
        Property *p = (Property *)AS_OBJ(descr);
        Value f = IS_EMPTY(v) ? p->fdel : p->fset;
        if (IS_NONE(f)) {
            exc_raise(vm, EXC_AttributeError, "property '%U' of '%U' object has no %s", name, ot->meta->name,
                      IS_EMPTY(v) ? "deleter" : "setter");
            return -1;
        }
        Value args[2] = {v_obj(ot), v};
        Value r = rt_call(vm, f, IS_EMPTY(v) ? 1 : 2, args, NULL);
        return IS_EXC(r) ? -1 : 0;
    }
    if (!is_heap(ot)) {
        exc_raise(vm, EXC_TypeError, "cannot set '%U' attribute of immutable type '%s'", name, type_tpname(ot));
        return -1;
    }
    if (name == vm->names->__name__ || name == vm->names->__qualname__) {
        /* The class's own name fields, as CPython's type_set_name and
         * type_set_qualname: a str only, which the class's repr and its
         * messages then show; never deleted. */
        if (IS_EMPTY(v)) {
            exc_raise(vm, EXC_TypeError, "cannot delete '%U' attribute of immutable type '%s'", name,
                      type_tpname(ot));
            return -1;
        }
        Value s = v;
        if (IS_INSTANCE(v) && IS_STR(AS_INSTANCE(v)->builtin_value) &&
            type_is_subtype(AS_INSTANCE(v)->cls, vm->types[OK_STR]))
            s = AS_INSTANCE(v)->builtin_value;
        if (!IS_STR(s)) {
            exc_raise(vm, EXC_TypeError, "can only assign string to %s.%U, not '%s'", type_tpname(ot), name,
                      type_name(vm, v));
            return -1;
        }
        if (name == vm->names->__name__) {
            if (memchr(AS_STR(s)->data, 0, AS_STR(s)->blen)) {
                exc_raise(vm, EXC_ValueError, "type name must not contain null characters");
                return -1;
            }
            ot->name = AS_STR(s);
        } else {
            ot->qualname = AS_STR(s);
        }
        return 0;
    }
    if (IS_EMPTY(v)) {
        int r = dict_del(vm, ot->dict, v_obj(name));
        if (r == 0) { attr_error(vm, v_obj(ot), name); return -1; }
        return r < 0 ? -1 : 0;
    }
    /* The module the class's repr names (Cls.__module__ = 'pkg'). */
    if (name == vm->names->__module__) ot->module = v;
    return dict_set_str(vm, ot->dict, name, v);
}

int obj_setattr(VM *vm, Value o, Str *name, Value v) {
    Type *t = type_of(vm, o);
    if (IS_TYPE(o)) {
        /* A metaclass's own __setattr__ / __delattr__ (t is the metaclass). */
        if (is_heap(t)) {
            Value sa = user_special(vm, t, IS_EMPTY(v) ? vm->names->__delattr__ : vm->names->__setattr__);
            if (!IS_EMPTY(sa)) {
                Value args[3] = {o, v_obj(name), v};
                Value r = rt_call(vm, sa, IS_EMPTY(v) ? 2 : 3, args, NULL);
                return IS_EXC(r) ? -1 : 0;
            }
        }
        return type_setattr(vm, AS_TYPE(o), name, v);
    }
    if (is_heap(t)) {
        Value sa = user_special(vm, t, IS_EMPTY(v) ? vm->names->__delattr__ : vm->names->__setattr__);
        if (!IS_EMPTY(sa)) {
            Value args[3] = {o, v_obj(name), v};
            Value r = rt_call(vm, sa, IS_EMPTY(v) ? 2 : 3, args, NULL);
            return IS_EXC(r) ? -1 : 0;
        }
    }
    return obj_setattr_generic(vm, o, name, v);
}

/* Set (v == VEMPTY: delete) an attribute of a non-class object without
 * its class's own __setattr__ / __delattr__: what object.__setattr__ does
 * (a property's setter still runs). */
/* The attributes an exception keeps in its own fields, set (v == VEMPTY:
 * deleted) as CPython's descriptors do: 0 done, -1 error, 1 not one of
 * them. */
static int exc_setattr_special(VM *vm, ExcObj *e, Str *name, Value v) {
    const SNames *n = vm->names;
    if (name == n->__cause__ || name == n->__context__) {
        bool cause = name == n->__cause__;
        if (IS_EMPTY(v)) {
            exc_raise(vm, EXC_TypeError, "%s may not be deleted", cause ? "__cause__" : "__context__");
            return -1;
        }
        if (!IS_NONE(v) && !IS_EXCOBJ(v)) {
            exc_raise(vm, EXC_TypeError, "exception %s must be None or derive from BaseException",
                      cause ? "cause" : "context");
            return -1;
        }
        if (cause) {
            e->cause = v;
            e->suppress_context = true;
        } else {
            e->context = v;
        }
        return 0;
    }
    if (name == n->__suppress_context__) {
        if (IS_EMPTY(v)) {
            exc_raise(vm, EXC_TypeError, "can't delete numeric/char attribute");
            return -1;
        }
        if (!IS_BOOL(v)) {
            exc_raise(vm, EXC_TypeError, "attribute value type must be bool");
            return -1;
        }
        e->suppress_context = AS_BOOL(v);
        return 0;
    }
    if (name == n->__notes__) {
        /* Kept by the exception itself, where add_note() and tracebacks
         * find it. */
        if (IS_EMPTY(v) && IS_EMPTY(e->notes)) return 1;
        e->notes = v;
        return 0;
    }
    if (name == n->args) {
        if (IS_EMPTY(v)) {
            exc_raise(vm, EXC_TypeError, "args may not be deleted");
            return -1;
        }
        if (IS_TUPLE(v) && type_of(vm, v) == vm->types[OK_TUPLE]) {
            e->args = AS_TUPLE(v);
            return 0;
        }
        /* Any iterable becomes a tuple; the iteration is user code, so the
         * exception is re-read after it (it is rooted by the caller). */
        List *l = rt_list_from_iter(vm, v);
        if (!l) return -1;
        gc_push(vm, v_obj(l));
        Value t = tuple_pack(vm, l->len, l->items);
        gc_pop(vm, 1);
        if (IS_EXC(t)) return -1;
        e->args = AS_TUPLE(t);
        return 0;
    }
    return 1;
}

/* Does the __slots__ value `sl` (a str, or a tuple or list of them)
 * declare '__dict__'? The scan is charged: a class may declare millions
 * of slots. -1 when the budget ran out. */
static int slots_dict(VM *vm, Value sl) {
    size_t n = IS_STR(sl) ? 1 : IS_TUPLE(sl) ? AS_TUPLE(sl)->len : IS_LIST(sl) ? AS_LIST(sl)->len : 0;
    if (!rt_charge(vm, 1 + (int64_t)(n / 4))) return -1;
    for (size_t i = 0; i < n; i++) {
        Value x = IS_STR(sl) ? sl : IS_TUPLE(sl) ? AS_TUPLE(sl)->items[i] : AS_LIST(sl)->items[i];
        if (IS_STR(x) && AS_STR(x)->blen == 8 && memcmp(AS_STR(x)->data, "__dict__", 8) == 0) return 1;
    }
    return 0;
}

/* May an instance of t hold attribute `name`, which no slot's descriptor
 * (type.c) stores? Not when t is object itself, nor when every class
 * written in Python along its MRO declares __slots__ without '__dict__':
 * built-in bases keep no attribute dict, except BaseException's family.
 * 1 yes, 0 no, -1 the budget ran out. */
static int instance_may_hold(VM *vm, Type *t, Str *name) {
    if (t == vm->t_object) return 0;
    Tuple *mro = t->mro;
    for (size_t i = 0; mro && i < mro->len; i++) {
        if (!IS_TYPE(mro->items[i])) return 1;
        Type *c = AS_TYPE(mro->items[i]);
        if (c->tflags & TF_HEAPTYPE) {
            Value sl = c->dict ? dict_get_str(vm, c->dict, vm->names->__slots__) : VEMPTY;
            if (IS_EMPTY(sl)) return 1;
            int r = slots_dict(vm, sl);
            if (r != 0) return r;
        } else if (c != vm->t_object && (c->tflags & TF_EXCEPTION)) {
            return 1;
        }
    }
    return 0;
}

int obj_setattr_generic(VM *vm, Value o, Str *name, Value v) {
    Type *t = type_of(vm, o);
    if (is_heap(t)) {
        Value descr = type_lookup(vm, t, name);
        if (type_is_member(vm, descr)) return type_member_set(vm, descr, o, v);
        /* A data descriptor whose class is written in Python, or a
         * subclass of property keeping property's __set__/__delete__. */
        if (IS_INSTANCE(descr) && descr_is_data(vm, AS_INSTANCE(descr)->cls)) {
            Str *mn = IS_EMPTY(v) ? vm->names->__delete__ : vm->names->__set__;
            Value f = type_lookup(vm, AS_INSTANCE(descr)->cls, mn);
            Value bv = AS_INSTANCE(descr)->builtin_value;
            if (IS_KIND(f, OK_NATIVE) && IS_KIND(bv, OK_PROPERTY)) {
                descr = bv;
            } else {
                if (IS_EMPTY(f)) {
                    exc_raise(vm, EXC_AttributeError, "%U", mn);
                    return -1;
                }
                Value args[3] = {descr, o, v};
                Value r = rt_call(vm, f, IS_EMPTY(v) ? 2 : 3, args, NULL);
                return IS_EXC(r) ? -1 : 0;
            }
        }
        if (IS_KIND(descr, OK_PROPERTY)) {
            Property *p = (Property *)AS_OBJ(descr);
            Value f = IS_EMPTY(v) ? p->fdel : p->fset;
            if (IS_NONE(f) && (p->h.flags & PROP_BUILTIN) && IS_KIND(p->fget, OK_NATIVE) &&
                AS_NATIVE(p->fget)->owner) {
                /* int.real and friends are getset descriptors in CPython. */
                exc_raise(vm, EXC_AttributeError, "attribute '%U' of '%U' objects is not writable", name,
                          AS_NATIVE(p->fget)->owner->name);
                return -1;
            }
            if (IS_NONE(f)) {
                exc_raise(vm, EXC_AttributeError, "property '%U' of '%U' object has no %s", name,
                          t->name, IS_EMPTY(v) ? "deleter" : "setter");
                return -1;
            }
            Value args[2] = {o, v};
            Value r = rt_call(vm, f, IS_EMPTY(v) ? 1 : 2, args, NULL);
            return IS_EXC(r) ? -1 : 0;
        }
    }
    if (IS_FUNC(o) && !IS_EMPTY(v)) {
        /* functools.wraps and friends rename functions. */
        Func *f = AS_FUNC(o);
        const SNames *n = vm->names;
        if (name == n->__name__ || name == n->__qualname__) {
            if (!IS_STR(v)) {
                exc_raise(vm, EXC_TypeError, "%U must be set to a string object", name);
                return -1;
            }
            if (name == n->__name__) f->name = AS_STR(v);
            else f->qualname = AS_STR(v);
            return 0;
        }
        if (name == n->__doc__) {
            f->doc = v;
            return 0;
        }
        if (name == n->__module__) {
            f->module = v;
            return 0;
        }
    }
    if (IS_EXCOBJ(o)) {
        int r = exc_setattr_special(vm, AS_EXC(o), name, v);
        if (r <= 0) return r;
    }
    Dict **dp = NULL;
    /* Only a slotted class (or object itself) limits its instances'
     * attributes: other stores skip the scan. */
    if (IS_INSTANCE(o) && !IS_EMPTY(v) && ((t->tflags & TF_SLOTTED) || t == vm->t_object)) {
        int may = instance_may_hold(vm, t, name);
        if (may < 0) return -1;
        if (!may) {
            /* CPython: a class attribute of that name that is no data
             * descriptor makes the store "read-only". */
            if (!IS_EMPTY(type_lookup(vm, t, name)))
                exc_raise(vm, EXC_AttributeError, "'%s' object attribute '%U' is read-only", type_tpname(t), name);
            else
                attr_error(vm, o, name);
            return -1;
        }
    }
    if (IS_INSTANCE(o)) dp = &AS_INSTANCE(o)->attrs;
    else if (IS_EXCOBJ(o)) dp = &AS_EXC(o)->attrs;
    else if (IS_FUNC(o)) dp = &AS_FUNC(o)->attrs;
    else if (IS_KIND(o, OK_MODULE)) {
        /* A name the module makes on first use is made before it is set
         * or deleted, as if the module had made it when imported. */
        Module *mo = (Module *)AS_OBJ(o);
        if (mo->lazy) {
            size_t rs = gc_scope(vm);
            gc_push(vm, o);
            gc_push(vm, v_obj(name));
            if (!IS_EMPTY(v)) gc_push(vm, v);
            Value lv = module_lazy_attr(vm, mo, name);
            gc_unscope(vm, rs);
            if (IS_EXC(lv)) return -1;
        }
        dp = &mo->dict;
    }
    if (!dp) {
        static const char *const getsets[] = {"real", "imag", "numerator", "denominator"};
        bool number = IS_INT(o) || IS_BOOL(o) || IS_FLOAT(o) || IS_KIND(o, OK_BIGINT) || IS_KIND(o, OK_COMPLEX);
        for (size_t i = 0; number && i < 4; i++)
            if (!strcmp(name->data, getsets[i]) && (i < 2 || !IS_FLOAT(o)) && (i < 2 || !IS_KIND(o, OK_COMPLEX))) {
                /* The descriptors live on int, also for bool. */
                exc_raise(vm, EXC_AttributeError, "attribute '%U' of '%s' objects is not writable", name,
                          IS_BOOL(o) ? "int" : type_tpname(t));
                return -1;
            }
        if (IS_EMPTY(type_lookup(vm, t, name)))
            attr_error(vm, o, name);
        else
            exc_raise(vm, EXC_AttributeError, "'%s' object attribute '%U' is read-only", type_tpname(t), name);
        return -1;
    }
    if (IS_EMPTY(v)) {
        int r = *dp ? dict_del(vm, *dp, v_obj(name)) : 0;
        if (r == 0) { attr_error(vm, o, name); return -1; }
        return r < 0 ? -1 : 0;
    }
    if (!*dp) {
        *dp = dict_new(vm);
        if (!*dp) return -1;
    }
    return dict_set_str(vm, *dp, name, v);
}

int obj_delattr(VM *vm, Value o, Str *name) { return obj_setattr(vm, o, name, VEMPTY); }

/* ---- inline attribute caches ------------------------------------------ */

static AttrCache *attr_cache(VM *vm, Code *c, uint32_t ni) {
    if (ni >= c->nnames) return NULL;
    if (!c->acache) {
        AttrCache *a = mem_alloc(vm, c->nnames * sizeof(AttrCache));
        if (!a) return NULL;
        memset(a, 0, c->nnames * sizeof(AttrCache));
        c->acache = a;
    }
    return &c->acache[ni];
}

/* Where `name` is in the instance dict d, as a hint (UINT32_MAX: not
 * there). */
static uint32_t dict_hint(VM *vm, Dict *d, Str *name) {
    int64_t ix = d ? dict_find_str(vm, d, name) : -1;
    return ix >= 0 && ix < (int64_t)UINT32_MAX ? (uint32_t)ix : UINT32_MAX;
}

/* Whether instances of t read `name` from their dict before anything of
 * the class: the class and its bases define nothing so named, or only the
 * slot of that name, whose value the instance's dict holds. */
static bool plain_attr(VM *vm, Type *t, Str *name) {
    if (!is_heap(t) || !(name->h.flags & STR_INTERNED)) return false;
    Value d = type_lookup(vm, t, name);
    /* A slotted class's instances read their dict only through a slot's
     * descriptor (generic_getattr). */
    if (IS_EMPTY(d)) return !(t->tflags & TF_SLOTTED);
    if (!type_is_member(vm, d)) return false;
    Tuple *parts = AS_TUPLE(AS_INSTANCE(d)->builtin_value);
    return AS_OBJ(parts->items[0]) == (Obj *)name && type_is_subtype(t, AS_TYPE(parts->items[1]));
}

int attr_cache_note_get(VM *vm, Code *c, uint32_t ni, Value o) {
    /* Nothing learnt in a run that a budget stop is ending is cached: a
     * dict probe cut short answers "absent". */
    if (!IS_INSTANCE(o) || ni >= c->nnames || vm->halt != HALT_NONE) return 0;
    Instance *in = AS_INSTANCE(o);
    Str *name = c->names[ni];
    if (!plain_attr(vm, in->cls, name)) return 0;
    AttrCache *a = attr_cache(vm, c, ni);
    if (!a) return -1;
    a->gtype = in->cls;
    a->gversion = vm->type_version;
    a->ghint = dict_hint(vm, in->attrs, name);
    return 0;
}

/* Stores go straight into the instance dict: no __setattr__ of the
 * class's own, nothing of the class named so (a property or a
 * descriptor) but the slot of that name, and a class whose __slots__
 * limit the attributes takes only its slots. */
static bool plain_store(VM *vm, Type *t, Str *name) {
    if (!plain_attr(vm, t, name) || t == vm->t_object || !IS_EMPTY(user_special(vm, t, vm->names->__setattr__)))
        return false;
    /* plain_attr found a member descriptor of this name, or nothing. */
    return !(t->tflags & TF_SLOTTED) || !IS_EMPTY(type_lookup(vm, t, name));
}

int attr_cache_note_set(VM *vm, Code *c, uint32_t ni, Value o) {
    /* As attr_cache_note_get. */
    if (!IS_INSTANCE(o) || ni >= c->nnames || vm->halt != HALT_NONE) return 0;
    Instance *in = AS_INSTANCE(o);
    Str *name = c->names[ni];
    if (!plain_store(vm, in->cls, name)) return 0;
    AttrCache *a = attr_cache(vm, c, ni);
    if (!a) return -1;
    a->stype = in->cls;
    a->sversion = vm->type_version;
    a->shint = dict_hint(vm, in->attrs, name);
    return 0;
}

int attr_cache_note_method(VM *vm, Code *c, uint32_t ni, Value o, Value meth) {
    /* An instance (of a class, or of a built-in type such as deque), or
     * an exact str, list or dict: objects with no dict of their own, whose
     * methods the interpreter also caches. */
    Type *t;
    if (IS_INSTANCE(o)) t = AS_INSTANCE(o)->cls;
    else if (IS_STR(o) || IS_LIST(o) || IS_DICT(o)) t = vm->types[OBJ_KIND(o)];
    else return 0;
    if (ni >= c->nnames || vm->halt != HALT_NONE) return 0;
    AttrCache *a = attr_cache(vm, c, ni);
    if (!a) return -1;
    a->mtype = t;
    a->mversion = vm->type_version;
    a->meth = meth;
    return 0;
}

int attr_cache_store(VM *vm, Code *c, uint32_t ni, Value o, Value v) {
    Instance *in = AS_INSTANCE(o);
    Type *cls = in->cls;
    Str *name = c->names[ni];
    /* A new instance dict gets the room its class's instances needed. */
    if (!in->attrs && !(in->attrs = dict_new_sized(vm, cls->attr_hint))) return -1;
    if (dict_set_str(vm, in->attrs, name, v) < 0) return -1;
    if (in->attrs->used > cls->attr_hint && !(cls->h.flags & OBJ_SHARED))
        cls->attr_hint = (uint8_t)(in->attrs->used < 64 ? in->attrs->used : 64);
    /* dict_set_str may have compared keys with a user __eq__ (a non-str
     * key of the same hash): take the hint from the dict as it is now,
     * and only while the cache still describes this class. */
    AttrCache *a = &c->acache[ni];
    if (a->stype == in->cls && a->sversion == vm->type_version) {
        /* A key new to the dict is its last entry: look there first. */
        Dict *d = in->attrs;
        size_t last = d->nentries - 1;
        if (d->nentries && last < UINT32_MAX && IS_OBJ(d->entries[last].key) && AS_OBJ(d->entries[last].key) == (Obj *)name)
            a->shint = (uint32_t)last;
        else
            a->shint = dict_hint(vm, d, name);
    }
    return 0;
}

/* ---- items ------------------------------------------------------------ */

Value obj_getitem(VM *vm, Value o, Value key) {
    Type *t = type_of(vm, o);
    if (is_heap(t)) {
        Value f = user_special(vm, t, vm->names->__getitem__);
        if (!IS_EMPTY(f)) return rt_call_method(vm, f, vm->names->__getitem__, o, 1, &key);
    }
    if (t->slots.getitem) return t->slots.getitem(vm, o, key);
    if (IS_TYPE(o)) {
        /* Cls[key]: __class_getitem__ found on the class itself (a plain
         * function is implicitly a classmethod, as in CPython). */
        Value f = type_lookup(vm, AS_TYPE(o), vm->names->__class_getitem__);
        if (IS_KIND(f, OK_STATICMETHOD)) return rt_call1(vm, ((Wrapper *)AS_OBJ(f))->func, key);
        if (IS_KIND(f, OK_CLASSMETHOD)) f = ((Wrapper *)AS_OBJ(f))->func;
        if (!IS_EMPTY(f)) return rt_call2(vm, f, o, key);
        if (AS_TYPE(o) == vm->t_type) return class_getitem_alias(vm, o, 1, &key, NULL);
        return exc_raise(vm, EXC_TypeError, "type '%s' is not subscriptable", type_tpname(AS_TYPE(o)));
    }
    return exc_raise(vm, EXC_TypeError, "'%s' object is not subscriptable", type_tpname(t));
}

static bool user_has_setitem(VM *vm, Type *t) { return !IS_EMPTY(user_special(vm, t, vm->names->__setitem__)); }

int obj_setitem(VM *vm, Value o, Value key, Value v) {
    Type *t = type_of(vm, o);
    bool del = IS_EMPTY(v);
    if (is_heap(t)) {
        Str *name = del ? vm->names->__delitem__ : vm->names->__setitem__;
        Value f = user_special(vm, t, name);
        if (!IS_EMPTY(f)) {
            Value args[2] = {key, v};
            Value r = rt_call_method(vm, f, name, o, del ? 1 : 2, args);
            return IS_EXC(r) ? -1 : 0;
        }
    }
    if (t->slots.setitem) return t->slots.setitem(vm, o, key, v);
    if (del) {
        /* CPython: an index into a sequence type (PySequence_DelItem)
         * "doesn't"; anything else "does not". */
        bool seq = IS_STR(o) || IS_TUPLE(o) || IS_KIND(o, OK_BYTES) || IS_KIND(o, OK_RANGE) ||
                   (is_heap(t) && !user_has_setitem(vm, t));
        bool index = IS_INT(key) || IS_BOOL(key) || IS_KIND(key, OK_BIGINT);
        exc_raise(vm, EXC_TypeError, seq && index ? "'%s' object doesn't support item deletion"
                                                  : "'%s' object does not support item deletion",
                  type_tpname(t));
    } else
        exc_raise(vm, EXC_TypeError, "'%s' object does not support item assignment", type_tpname(t));
    return -1;
}

int obj_delitem(VM *vm, Value o, Value key) { return obj_setitem(vm, o, key, VEMPTY); }

/* ---- iteration -------------------------------------------------------- */

Value obj_iter(VM *vm, Value o) {
    if (UNLIKELY_STACK(vm)) return exc_raise(vm, EXC_RecursionError, "maximum recursion depth exceeded");
    Type *t = type_of(vm, o);
    if (is_heap(t)) {
        Value f = user_special(vm, t, vm->names->__iter__);
        if (!IS_EMPTY(f)) {
            if (IS_NONE(f)) return exc_raise(vm, EXC_TypeError, "'%s' object is not iterable", type_tpname(t));
            Value it = rt_call_method(vm, f, vm->names->__iter__, o, 0, NULL);
            if (IS_EXC(it)) return it;
            Type *it_t = type_of(vm, it);
            if (IS_EMPTY(type_lookup(vm, it_t, vm->names->__next__)) && !IS_KIND(it, OK_ITER) &&
                !IS_KIND(it, OK_GEN))
                return exc_raise(vm, EXC_TypeError, "iter() returned non-iterator of type '%s'", type_tpname(it_t));
            return it;
        }
        /* The sequence protocol only when the built-in base (if any)
         * cannot iterate by itself. */
        if (!t->slots.iter && !IS_EMPTY(user_special(vm, t, vm->names->__getitem__))) {
            Iter *it = iter_new(vm, IT_GETITEM, o);
            return it ? v_obj(it) : VEXC;
        }
    }
    if (t->slots.iter) return t->slots.iter(vm, o);
    return exc_raise(vm, EXC_TypeError, "'%s' object is not iterable", type_tpname(t));
}

Value obj_next(VM *vm, Value it) {
    /* Iterators that wrap iterators (map, zip, ...) recurse in C. */
    if (UNLIKELY_STACK(vm)) return exc_raise(vm, EXC_RecursionError, "maximum recursion depth exceeded");
    if (IS_KIND(it, OK_ITER)) return iter_next(vm, AS_ITER(it));
    if (IS_KIND(it, OK_GEN)) return rt_callback_done(vm, vm->gen_resume(vm, AS_GEN(it), VNONE, VEMPTY));
    Type *t = type_of(vm, it);
    Value f = type_lookup(vm, t, vm->names->__next__);
    if (IS_EMPTY(f))
        return exc_raise(vm, EXC_TypeError, "'%s' object is not an iterator", type_tpname(t));
    /* An instance of a subclass of a built-in iterator (map, zip, ...)
     * that keeps the built-in __next__ steps the iterator it wraps. */
    if (IS_KIND(f, OK_NATIVE) && IS_INSTANCE(it)) {
        Value bv = AS_INSTANCE(it)->builtin_value;
        if (IS_KIND(bv, OK_ITER)) return iter_next(vm, AS_ITER(bv));
        /* An itertools class's instance steps its generator. */
        if (IS_KIND(bv, OK_GEN)) return obj_next(vm, bv);
    }
    Value r = rt_call_method(vm, f, vm->names->__next__, it, 0, NULL);
    if (IS_EXC(r) && exc_matches(vm, EXC_StopIteration)) {
        /* The iterator's return value, for `yield from`. */
        ExcObj *e = AS_EXC(vm->exc);
        vm->gen_return = e->args && e->args->len ? e->args->items[0] : VNONE;
        exc_clear(vm);
        return VEMPTY;
    }
    return r;
}

int obj_contains(VM *vm, Value c, Value item) {
    Type *t = type_of(vm, c);
    if (is_heap(t)) {
        Value f = user_special(vm, t, vm->names->__contains__);
        if (!IS_EMPTY(f)) {
            Value r = rt_call_method(vm, f, vm->names->__contains__, c, 1, &item);
            if (IS_EXC(r)) return -1;
            return obj_truthy(vm, r);
        }
    }
    if (t->slots.contains) return t->slots.contains(vm, c, item);
    if (!is_heap(t) && !t->slots.iter) {
        exc_raise(vm, EXC_TypeError, "argument of type '%s' is not iterable", type_tpname(t));
        return -1;
    }
    Value it = obj_iter(vm, c);
    if (IS_EXC(it)) {
        /* CPython's _PySequence_IterSearch words any TypeError from
         * getting the iterator (no __iter__, __iter__ = None, a bad
         * __iter__) as this. */
        if (exc_matches(vm, EXC_TypeError)) {
            exc_clear(vm);
            exc_raise(vm, EXC_TypeError, "argument of type '%s' is not iterable", type_tpname(t));
        }
        return -1;
    }
    gc_push(vm, it);
    int found = 0;
    for (;;) {
        Value x = obj_next(vm, it);
        if (IS_EXC(x)) { found = -1; break; }
        if (IS_EMPTY(x)) break;
        int e = obj_eq(vm, x, item);
        if (e != 0) { found = e; break; }
        if (!rt_charge(vm, 1)) { found = -1; break; }
    }
    gc_pop(vm, 1);
    return found;
}

int64_t obj_len(VM *vm, Value o) {
    Type *t = type_of(vm, o);
    if (is_heap(t)) {
        Value f = user_special(vm, t, vm->names->__len__);
        if (!IS_EMPTY(f)) {
            Value r = rt_call_method(vm, f, vm->names->__len__, o, 0, NULL);
            if (IS_EXC(r)) return -1;
            /* CPython's slot_sq_length: the result as an index (an int
             * subclass's value, or what its __index__ gives), its sign
             * checked before its size. */
            int64_t n;
            bool ov;
            if (!obj_index(vm, r, &n, &ov)) return -1;
            if (n < 0) {
                exc_raise(vm, EXC_ValueError, "__len__() should return >= 0");
                return -1;
            }
            if (ov) {
                exc_raise(vm, EXC_OverflowError, "cannot fit 'int' into an index-sized integer");
                return -1;
            }
            return n;
        }
    }
    if (t->slots.len) return t->slots.len(vm, o);
    exc_raise(vm, EXC_TypeError, "object of type '%s' has no len()", type_tpname(t));
    return -1;
}

List *rt_list_from_iter(VM *vm, Value iterable) {
    List *l = list_new(vm, 0);
    if (!l) return NULL;
    gc_push(vm, v_obj(l));
    int r = list_extend(vm, l, iterable);
    gc_pop(vm, 1);
    return r < 0 ? NULL : l;
}

/* ---- calls ----------------------------------------------------------- */

/* Is n, a method of a built-in type, one that CPython makes from a type
 * slot (a "wrapper", as `[].__len__` is), whose argument errors it words
 * as "wrapper __len__() takes no keyword arguments" and "expected 0
 * arguments, got 1"? (dict's __getitem__ and __contains__, list's
 * __getitem__ and set's __contains__ are plain methods there.) */
static bool slot_wrapper(VM *vm, Native *n) {
    static const char *const slots[] = {
        "__abs__", "__add__", "__and__", "__bool__", "__contains__", "__delattr__", "__delitem__",
        "__divmod__", "__eq__", "__float__", "__floordiv__", "__ge__", "__getattribute__", "__getitem__",
        "__gt__", "__hash__", "__iadd__", "__iand__", "__ifloordiv__", "__ilshift__", "__imod__", "__imul__",
        "__index__", "__int__", "__invert__", "__ior__", "__irshift__", "__isub__", "__iter__", "__itruediv__",
        "__ixor__", "__le__", "__len__", "__lshift__", "__lt__", "__mod__", "__mul__", "__ne__", "__neg__",
        "__next__", "__or__", "__pos__", "__radd__", "__rand__", "__rdivmod__", "__repr__", "__rfloordiv__",
        "__rlshift__", "__rmod__", "__rmul__", "__ror__", "__rrshift__", "__rshift__", "__rsub__",
        "__rtruediv__", "__rxor__", "__setattr__", "__setitem__", "__str__", "__sub__", "__truediv__",
        "__xor__"};
    if (!n->owner || !(n->h.flags & NATIVE_METHOD)) return false;
    const char *nm = n->name->data;
    if (nm[0] != '_' || nm[1] != '_') return false;
    size_t lo = 0, hi = sizeof slots / sizeof slots[0];
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = strcmp(nm, slots[mid]);
        if (!c) {
            Type *t = n->owner;
            bool getitem = !strcmp(nm, "__getitem__"), contains = !strcmp(nm, "__contains__");
            if (t == vm->types[OK_DICT] && (getitem || contains)) return false;
            if (t == vm->types[OK_LIST] && getitem) return false;
            if ((t == vm->types[OK_SET] || t == vm->types[OK_FROZENSET]) && contains) return false;
            return true;
        }
        if (c < 0) hi = mid;
        else lo = mid + 1;
    }
    return false;
}

static Value arity_error(VM *vm, Native *n, int argc) {
    /* CPython: "list.count() takes ..." with the qualified name, but
     * "insert expected ..." with the bare one. */
    const char *nm = n->name->data;
    /* dict(1, 2): CPython's dict_init names the type. */
    if (n->owner && !strcmp(nm, "__init__") && n->owner == vm->types[OK_DICT]) nm = "dict";
    if (n->minargs == n->maxargs && slot_wrapper(vm, n)) {
        /* The wrappers of a sequence's repeat and of a mapping's item
         * store name no function, and CPython leaves the space before
         * "expected" in. */
        Type *t = n->owner;
        bool seq = t == vm->types[OK_STR] || t == vm->types[OK_BYTES] || t == vm->types[OK_BYTEARRAY] ||
                   t == vm->types[OK_LIST] || t == vm->types[OK_TUPLE];
        bool repeat = !strcmp(nm, "__mul__") || !strcmp(nm, "__rmul__") || !strcmp(nm, "__imul__");
        bool store = !strcmp(nm, "__setitem__") &&
                     (t == vm->types[OK_LIST] || t == vm->types[OK_BYTEARRAY] || t == vm->types[OK_DICT]);
        return exc_raise(vm, EXC_TypeError, "%sexpected %d argument%s, got %d", (seq && repeat) || store ? " " : "",
                         n->minargs, n->minargs == 1 ? "" : "s", argc);
    }
    Str *q = native_qualname(vm, n);
    if (!q) return VEXC;
    const char *qn = q->data;
    uint16_t fl = n->h.flags;
    if (fl & NATIVE_ARGTUPLE) {
        const char *how = n->minargs == n->maxargs ? "exactly" : argc < n->minargs ? "at least" : "at most";
        int want = argc < n->minargs ? n->minargs : n->maxargs;
        return exc_raise(vm, EXC_TypeError, "%s() takes %s %d argument%s (%d given)", nm, how, want,
                         want == 1 ? "" : "s", argc);
    }
    /* Methods converted to Argument Clinic with keyword parameters (str's,
     * list.sort) word it this way; dict.update and builtins do not. */
    if ((fl & NATIVE_KWCLINIC) || ((fl & NATIVE_KW) && n->owner && n->owner != vm->types[OK_DICT])) {
        int total = n->maxargs + NATIVE_KWONLY_COUNT(fl);
        bool exact = n->minargs == n->maxargs;
        if (n->maxargs >= 0 && argc > total)
            return exc_raise(vm, EXC_TypeError, "%s() takes at most %d argument%s (%d given)", nm, total,
                             total == 1 ? "" : "s", argc);
        if (n->maxargs == 0) return exc_raise(vm, EXC_TypeError, "%s() takes no positional arguments", nm);
        int want = argc < n->minargs ? n->minargs : n->maxargs;
        return exc_raise(vm, EXC_TypeError, "%s() takes %s %d positional argument%s (%d given)", nm,
                         exact ? "exactly" : argc < n->minargs ? "at least" : "at most", want,
                         want == 1 ? "" : "s", argc);
    }
    if (n->maxargs == 0)
        return exc_raise(vm, EXC_TypeError, "%s() takes no arguments (%d given)", qn, argc);
    if (n->minargs == 1 && n->maxargs == 1)
        return exc_raise(vm, EXC_TypeError, "%s() takes exactly one argument (%d given)", qn, argc);
    if (n->minargs == n->maxargs)
        return exc_raise(vm, EXC_TypeError, "%s expected %d argument%s, got %d", nm, n->minargs,
                         n->minargs == 1 ? "" : "s", argc);
    if (argc < n->minargs)
        return exc_raise(vm, EXC_TypeError, "%s expected at least %d argument%s, got %d", nm,
                         n->minargs, n->minargs == 1 ? "" : "s", argc);
    return exc_raise(vm, EXC_TypeError, "%s expected at most %d argument%s, got %d", nm, n->maxargs,
                     n->maxargs == 1 ? "" : "s", argc);
}

/* CPython names the function as "str.upper()" for a method of a type and
 * "math.sqrt()" for a module's function (a builtin's name stands alone). */
static Value no_keywords_error(VM *vm, Native *n) {
    if (slot_wrapper(vm, n)) return exc_raise(vm, EXC_TypeError, "wrapper %U() takes no keyword arguments", n->name);
    /* A method, or a class method named with its class (dict.fromkeys). */
    if (n->owner || (n->qualname && n->qualname != n->name && !(n->h.flags & NATIVE_MODFUNC))) {
        Str *q = native_qualname(vm, n);
        return q ? exc_raise(vm, EXC_TypeError, "%U() takes no keyword arguments", q) : VEXC;
    }
    /* A function that takes its arguments as a tuple (math.log,
     * time.strftime) is named without its module. */
    if (n->module && !(n->h.flags & (NATIVE_ARGTUPLE | NATIVE_VARARGS)) && strcmp(n->module->data, "builtins") != 0)
        return exc_raise(vm, EXC_TypeError, "%U.%U() takes no keyword arguments", n->module, n->name);
    return exc_raise(vm, EXC_TypeError, "%U() takes no keyword arguments", n->name);
}

Value native_call(VM *vm, Native *n, Value self, int argc, const Value *argv, Tuple *kwnames) {
    if (kwnames && kwnames->len && !(n->h.flags & NATIVE_KW)) return no_keywords_error(vm, n);
    if (argc < n->minargs || (n->maxargs >= 0 && argc > n->maxargs)) return arity_error(vm, n, argc);
    if (!enter(vm, "")) return VEXC;
    Value r = n->fn(vm, self, argc, argv, kwnames);
    vm->native_depth--;
    return r;
}

static Value call_with_self(VM *vm, Value f, Value self, int argc, const Value *argv, Tuple *kwnames) {
    int nkw = kwnames ? (int)kwnames->len : 0;
    int total = argc + nkw + 1;
    Value small[16];
    Value *args = small;
    if (total > 16) {
        args = mem_alloc(vm, (size_t)total * sizeof(Value));
        if (!args) return VEXC;
    }
    args[0] = self;
    for (int i = 0; i < argc + nkw; i++) args[i + 1] = argv[i];
    Value r = rt_call(vm, f, argc + 1, args, kwnames);
    if (args != small) mem_free(vm, args, (size_t)total * sizeof(Value));
    return r;
}

/* f(*argv) for the __call__ c of f's class that is not a plain function:
 * bound through rt_special_bind, with f, c and the arguments held across
 * the __get__ that may run there. */
static Value call_bound_special(VM *vm, Value c, Value f, int argc, const Value *argv, Tuple *kwnames) {
    if (!rt_enter(vm, " while calling a Python object")) return VEXC;
    size_t rs = gc_scope(vm);
    int nargs = argc + (kwnames ? (int)kwnames->len : 0);
    gc_push(vm, c);
    gc_push(vm, f);
    if (kwnames) gc_push(vm, v_obj(kwnames));
    for (int i = 0; i < nargs; i++) gc_push(vm, argv[i]);
    Value r = rt_special_bind(vm, c, vm->names->__call__, f);
    if (!IS_EXC(r)) {
        gc_push(vm, r);
        r = rt_call(vm, r, argc, argv, kwnames);
    }
    gc_unscope(vm, rs);
    rt_leave(vm);
    return r;
}

/* A user class called: __new__ (or the built-in base's constructor), then
 * __init__ with the same arguments. The arguments may come from a native's
 * temporaries, and __new__ is user code that may drop every other
 * reference to them, so they are held until __init__ has them. */
static Value type_call_heap(VM *vm, Type *t, int argc, const Value *argv, Tuple *kwnames);

static Value type_call(VM *vm, Type *t, int argc, const Value *argv, Tuple *kwnames) {
    /* A class whose metaclass defines __call__ (Enum's Color(1)). */
    if (t->meta) {
        Value c = user_special(vm, t->meta, vm->names->__call__);
        if (!IS_EMPTY(c)) return call_with_self(vm, c, v_obj(t), argc, argv, kwnames);
    }
    return type_call_default(vm, t, argc, argv, kwnames);
}

Value type_call_default(VM *vm, Type *t, int argc, const Value *argv, Tuple *kwnames) {
    if (t == vm->t_type && argc == 1 && !(kwnames && kwnames->len)) return v_obj(type_of(vm, argv[0]));
    if (!is_heap(t)) {
        if (!t->ctor) {
            /* A module's type is named with its module, as CPython does. */
            if (IS_STR(t->module) && strcmp(AS_STR(t->module)->data, "builtins") != 0)
                return exc_raise(vm, EXC_TypeError, "cannot create '%U.%U' instances", AS_STR(t->module), t->name);
            return exc_raise(vm, EXC_TypeError, "cannot create '%U' instances", t->name);
        }
        Value obj = t->ctor(vm, v_obj(t), argc, argv, kwnames);
        /* type(name, bases, dict) under a base with a metaclass makes a
         * class of that metaclass, whose own __init__ then runs, as
         * CPython's type_call initialises with the new object's type. */
        if (t == vm->t_type && IS_TYPE(obj) && AS_TYPE(obj)->meta) {
            Value init = user_special(vm, AS_TYPE(obj)->meta, vm->names->__init__);
            if (!IS_EMPTY(init)) {
                size_t rs = gc_scope(vm);
                gc_push(vm, obj);
                Value r = call_with_self(vm, init, obj, argc, argv, kwnames);
                gc_unscope(vm, rs);
                if (IS_EXC(r)) return r;
                if (!IS_NONE(r))
                    return exc_raise(vm, EXC_TypeError, "__init__() should return None, not '%s'", type_name(vm, r));
            }
        }
        return obj;
    }
    size_t rs = gc_scope(vm);
    int nargs = argc + (kwnames ? (int)kwnames->len : 0);
    gc_push(vm, v_obj(t));
    if (kwnames) gc_push(vm, v_obj(kwnames));
    for (int i = 0; i < nargs; i++) gc_push(vm, argv[i]);
    Value r = type_call_heap(vm, t, argc, argv, kwnames);
    gc_unscope(vm, rs);
    return r;
}

static Value type_call_heap(VM *vm, Type *t, int argc, const Value *argv, Tuple *kwnames) {
    Value obj;
    Value newf = user_special(vm, t, vm->names->__new__);
    if (!IS_EMPTY(newf)) {
        if (IS_KIND(newf, OK_STATICMETHOD)) newf = ((Wrapper *)AS_OBJ(newf))->func;
        obj = call_with_self(vm, newf, v_obj(t), argc, argv, kwnames);
        if (IS_EXC(obj)) return obj;
        if (!is_instance_of(vm, obj, t)) return obj;
    } else if (t->inst_kind == OK_INSTANCE) {
        Instance *in = obj_alloc(vm, OK_INSTANCE, sizeof(Instance));
        if (!in) return VEXC;
        in->cls = t;
        in->builtin_value = VEMPTY;
        obj = v_obj(in);
    } else if (t->ctor) {
        obj = t->ctor(vm, v_obj(t), argc, argv, kwnames);
        if (IS_EXC(obj)) return obj;
    } else {
        return exc_raise(vm, EXC_TypeError, "cannot create '%U' instances", t->name);
    }
    Value init = type_lookup(vm, t, vm->names->__init__);
    /* Made as a plain instance (no constructor of a built-in base ran). */
    bool generic = IS_EMPTY(newf) && t->inst_kind == OK_INSTANCE;
    if (IS_KIND(init, OK_NATIVE) && (AS_NATIVE(init)->owner == vm->t_object || (IS_EMPTY(newf) && !generic))) {
        /* object.__init__: arguments are an error unless __new__ took them.
         * A built-in base's constructor has run its own __init__'s part;
         * a native __init__ of a base made of plain instances (a C
         * module's class such as random.Random) runs below. */
        if (generic && (argc || (kwnames && kwnames->len)))
            return exc_raise(vm, EXC_TypeError, "%U() takes no arguments", t->name);
        return obj;
    }
    if (IS_EMPTY(init)) return obj;
    gc_push(vm, obj);
    Value r = call_with_self(vm, init, obj, argc, argv, kwnames);
    gc_pop(vm, 1);
    if (IS_EXC(r)) return r;
    if (!IS_NONE(r))
        return exc_raise(vm, EXC_TypeError, "__init__() should return None, not '%s'", type_name(vm, r));
    return obj;
}

Value rt_call(VM *vm, Value f, int argc, const Value *argv, Tuple *kwnames) {
    if (!IS_OBJ(f)) goto not_callable;
    switch (OBJ_KIND(f)) {
    case OK_NATIVE: {
        Native *n = AS_NATIVE(f);
        if ((n->h.flags & NATIVE_METHOD) && IS_NONE(n->self)) {
            if (argc < 1) {
                Str *q = native_qualname(vm, n);
                return q ? exc_raise(vm, EXC_TypeError, "unbound method %U() needs an argument", q) : VEXC;
            }
            /* A class passes for its instances only to __new__ (int.__new__(
             * MyInt, 5)): every other native reads self as its own kind. */
            if (n->owner && n->name == vm->names->__new__ && !IS_TYPE(argv[0]))
                return exc_raise(vm, EXC_TypeError, "%U.__new__(X): X is not a type object (%s)", n->owner->name,
                                 type_name(vm, argv[0]));
            if (n->owner && !is_instance_of(vm, argv[0], n->owner) &&
                !(IS_TYPE(argv[0]) && n->name == vm->names->__new__))
                return exc_raise(vm, EXC_TypeError,
                                 "descriptor '%U' for '%U' objects doesn't apply to a '%s' object",
                                 n->name, n->owner->name, type_name(vm, argv[0]));
            return native_call(vm, n, argv[0], argc - 1, argv + 1, kwnames);
        }
        return native_call(vm, n, n->self, argc, argv, kwnames);
    }
    case OK_FUNC:
        return rt_callback_done(vm, vm->interp_call(vm, f, argc, argv, kwnames));
    case OK_BOUND: {
        BoundMethod *b = (BoundMethod *)AS_OBJ(f);
        if (IS_KIND(b->func, OK_NATIVE)) return native_call(vm, AS_NATIVE(b->func), b->self, argc, argv, kwnames);
        return call_with_self(vm, b->func, b->self, argc, argv, kwnames);
    }
    case OK_TYPE:
        return type_call(vm, AS_TYPE(f), argc, argv, kwnames);
    case OK_STATICMETHOD: case OK_CLASSMETHOD: {
        /* staticmethod.__init__ can make a wrapper wrap itself: the
         * depth is counted, as no frame of Python code counts it here. */
        if (!rt_enter(vm, " while calling a Python object")) return VEXC;
        Value r = rt_call(vm, ((Wrapper *)AS_OBJ(f))->func, argc, argv, kwnames);
        rt_leave(vm);
        return r;
    }
    default: {
        Type *t = type_of(vm, f);
        if (is_heap(t)) {
            Value c = type_lookup(vm, t, vm->names->__call__);
            if (IS_KIND(c, OK_NATIVE)) {
                /* A built-in __call__ (a staticmethod subclass's) may call
                 * the object itself again without a frame between. */
                if (!rt_enter(vm, " while calling a Python object")) return VEXC;
                Value r = call_with_self(vm, c, f, argc, argv, kwnames);
                rt_leave(vm);
                return r;
            }
            if (IS_FUNC(c)) return call_with_self(vm, c, f, argc, argv, kwnames);
            if (!IS_EMPTY(c)) return call_bound_special(vm, c, f, argc, argv, kwnames);
        }
        break;
    }
    }
not_callable:
    return exc_raise(vm, EXC_TypeError, "'%s' object is not callable", type_name(vm, f));
}

void rt_callback_stress(VM *vm, Value result) {
    /* Every return collects for the first 20,000 callbacks of a VM, then
     * every 64th, so that a snippet making millions of callbacks (a long
     * generator pipeline) stays testable in this mode. */
    uint64_t n = ++vm->stress_callbacks;
    if (n > 20000 && (n & 63) != 0) return;
    gc_push(vm, result);
    gc_collect(vm);
    gc_pop(vm, 1);
    /* The collection may take far longer than the instructions the fuel
     * slice stands for: the next charge checks the clock, so that the
     * deadline holds in this mode too. The fuel goes back to the budget. */
    if (vm->fuel > 0) {
        vm->budget_left += vm->fuel;
        vm->fuel = 0;
    }
}

Value rt_call0(VM *vm, Value f) { return rt_call(vm, f, 0, NULL, NULL); }
Value rt_call1(VM *vm, Value f, Value a) { return rt_call(vm, f, 1, &a, NULL); }
Value rt_call2(VM *vm, Value f, Value a, Value b) {
    Value args[2] = {a, b};
    return rt_call(vm, f, 2, args, NULL);
}
