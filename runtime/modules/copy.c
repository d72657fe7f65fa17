/* copy: written in Python (runtime/modules/py/_copy.py, run here in the
 * module's own namespace), with the two things Python code cannot do in
 * smolvm, which exposes no __dict__: read the attributes of an instance
 * as a new dict, and set attributes on a new instance without its class's
 * __setattr__ (a frozen dataclass, a class that validates assignments),
 * as CPython's copy does through __reduce_ex__ and __dict__.update(). */
#include <stdio.h>
#include <string.h>
#include "runtime/rt.h"
#include "runtime/policy.h"

/* runtime/modules/itertools.c: the combinatoric iterators' copies. */
Value smol_itertools_pool(VM *vm, Value x);
Value smol_itertools_clone(VM *vm, Value y, Value x, Value pool);

/* The attribute dict of an exception or of an instance of a class written
 * in Python (user classes and those of the modules written in Python),
 * else NULL. An exception's dict is at the same place as an instance's. */
static Dict **attrs_of(Value v) {
    if (IS_EXCOBJ(v)) return &AS_EXC(v)->attrs;
    if (!IS_INSTANCE(v) || !(AS_INSTANCE(v)->cls->tflags & TF_HEAPTYPE)) return NULL;
    return &AS_INSTANCE(v)->attrs;
}

/* _get_state(x): a new dict of x's attributes; None when x has none or is
 * not such an instance. */
static Value f_get_state(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Dict **d = attrs_of(argv[0]);
    if (!d || !*d || (*d)->used == 0) return VNONE;
    if (!rt_charge(vm, (int64_t)(*d)->used / 4 + 1)) return VEXC;
    Dict *c = dict_copy(vm, *d);
    return c ? v_obj(c) : VEXC;
}

/* _set_state(y, state): every str key of the dict `state` set as an
 * attribute of y, directly in its attribute dict. copy._set_state can be
 * called with any dict: a name the attribute policy forbids (__class__,
 * __dict__) is refused as setattr() refuses it. */
static Value f_set_state(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Dict **d = attrs_of(argv[0]);
    if (!d) return exc_raise(vm, EXC_TypeError, "cannot set the state of a '%s' object", type_name(vm, argv[0]));
    Dict *state = dict_unwrap(argv[1]);
    if (!state) return exc_raise(vm, EXC_TypeError, "state must be a dict, not '%s'", type_name(vm, argv[1]));
    if (!*d && !(*d = dict_new(vm))) return VEXC;
    if (!rt_charge(vm, (int64_t)state->used / 4 + 1)) return VEXC;
    size_t pos = 0;
    Value k, v;
    while (dict_next(state, &pos, &k, &v))
        if (IS_STR(k) && policy_attr_forbidden(AS_STR(k)->data))
            return exc_raise(vm, EXC_AttributeError, "setattr(): access to '%s' is not allowed in smolvm (%s)",
                             AS_STR(k)->data, policy_attr_hint(AS_STR(k)->data));
    /* Keys are interned strs, so no user __eq__ or __hash__ runs and
     * neither dict can change under the loop. */
    pos = 0;
    while (dict_next(state, &pos, &k, &v)) {
        if (!IS_STR(k)) continue;
        Str *name = str_intern(vm, AS_STR(k)->data, AS_STR(k)->blen);
        if (!name || dict_set_str(vm, *d, name, v) < 0) return VEXC;
    }
    return VNONE;
}

/* _opaque(x): whether x is an instance of a subclass of a built-in type
 * whose object cannot be rebuilt by cls.__new__(cls) and the attributes:
 * an iterator (map, zip, ...), an itertools iterator's generator, a
 * property, staticmethod or classmethod. Copying one would otherwise give
 * an empty iterator or a property without functions. */
static Value f_opaque(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_INSTANCE(argv[0])) return v_bool(false);
    Value b = AS_INSTANCE(argv[0])->builtin_value;
    return v_bool(IS_KIND(b, OK_ITER) || IS_KIND(b, OK_GEN) || IS_KIND(b, OK_PROPERTY) ||
                  IS_KIND(b, OK_STATICMETHOD) || IS_KIND(b, OK_CLASSMETHOD));
}

/* Which of an iterator's fields hold what a copy may replace (its deep
 * copy): 1 src, 2 aux, 3 both, 0 neither; -1 for an iterator no copy can
 * be made of (one driven by a native step: itertools, deque). CPython's
 * iterators rebuild from their __reduce__ the same way: the sequence,
 * the inner iterators, the function. */
static int iter_refs(const Iter *it) {
    switch ((IterKind)it->ikind) {
    case IT_SEQ: case IT_BYTES: case IT_GETITEM: case IT_REVERSED: case IT_ENUMERATE: return 1;
    case IT_ZIP: return 2;
    case IT_MAP: case IT_FILTER: case IT_CALLABLE: return 3;
    case IT_RANGE: case IT_LONGRANGE: case IT_DICT_KEYS: case IT_DICT_VALUES: case IT_DICT_ITEMS: case IT_SET:
        return 0;
    case IT_NATIVE:
        /* A dict's reversed iterator steps over the dict by index. */
        return it->tname == ITN_DICT_REVERSE_KEYS || it->tname == ITN_DICT_REVERSE_VALUES ||
                       it->tname == ITN_DICT_REVERSE_ITEMS
                   ? 0
                   : -1;
    }
    return -1;
}

/* Whether CPython copies the iterator as a list_iterator over the items
 * it has left: a dict's (either way) or a set's. */
static bool iter_copies_remaining(const Iter *it) {
    return (it->ikind >= IT_DICT_KEYS && it->ikind <= IT_SET) || (it->ikind == IT_NATIVE && iter_refs(it) == 0);
}

/* _iter_refs(it): None when `it` (a built-in iterator, not an instance of
 * a subclass) cannot be copied; else (refs, remaining): the values a deep
 * copy copies, and whether CPython's copy is a list_iterator over the
 * items left (a dict's or a set's iterator). */
static Value f_iter_refs(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_KIND(argv[0], OK_ITER)) return VNONE;
    Iter *it = AS_ITER(argv[0]);
    int which = iter_refs(it);
    if (which < 0) return VNONE;
    Value refs[2];
    size_t n = 0;
    if (which & 1) refs[n++] = it->src;
    if (which & 2) refs[n++] = it->aux;
    Value rt = tuple_pack(vm, n, refs);
    if (IS_EXC(rt)) return rt;
    gc_push(vm, rt);
    Value pair[2] = {rt, v_bool(iter_copies_remaining(it))};
    Value r = tuple_pack(vm, 2, pair);
    gc_pop(vm, 1);
    return r;
}

/* Whether `v` may stand in `old`'s place in an iterator: the same kind of
 * value, and for an immutable sequence the same length (the iterator's
 * position indexes it without a bounds check). A str's iterator steps by
 * byte offsets over its UTF-8 text: only an equal text keeps every offset
 * on a character's first byte (copy._iter_clone can be called with any
 * str; one of the same byte length with other characters made strs of
 * broken UTF-8 from the middle of a character). deepcopy hands a str
 * back as it is. */
static bool same_shape(Value old, Value v) {
    if (old.tag != v.tag) return false;
    if (!IS_OBJ(old)) return true;
    if (OBJ_KIND(old) != OBJ_KIND(v)) return false;
    if (IS_TUPLE(old)) return AS_TUPLE(old)->len == AS_TUPLE(v)->len;
    if (IS_STR(old)) return AS_OBJ(old) == AS_OBJ(v) || str_eq(AS_STR(old), AS_STR(v));
    if (IS_KIND(old, OK_RANGE)) return AS_RANGE(old)->len == AS_RANGE(v)->len;
    if (IS_KIND(old, OK_BYTES)) return ((Bytes *)AS_OBJ(old))->len == ((Bytes *)AS_OBJ(v))->len;
    return true;
}

/* _iter_clone(it, refs): a new iterator where `it` is, on the values
 * `refs` (as _iter_refs gave them, or copies of the same shape). */
static Value f_iter_clone(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int which = IS_KIND(argv[0], OK_ITER) ? iter_refs(AS_ITER(argv[0])) : -1;
    if (which < 0) return exc_raise(vm, EXC_TypeError, "cannot pickle '%s' object", type_name(vm, argv[0]));
    Iter *it = AS_ITER(argv[0]);
    size_t n = (size_t)((which & 1) + ((which & 2) >> 1));
    if (!IS_TUPLE(argv[1]) || AS_TUPLE(argv[1])->len != n)
        return exc_raise(vm, EXC_TypeError, "_iter_clone() needs the iterator's references");
    Tuple *refs = AS_TUPLE(argv[1]);
    Value src = it->src, aux = it->aux;
    size_t k = 0;
    if (which & 1) src = refs->items[k++];
    if (which & 2) aux = refs->items[k++];
    /* Another str than the iterator's is compared with it: charged. */
    if (IS_STR(src) && !obj_is(src, it->src) && !rt_charge(vm, 1 + (int64_t)(AS_STR(src)->blen / 64))) return VEXC;
    if (!same_shape(it->src, src) || !same_shape(it->aux, aux))
        return exc_raise(vm, EXC_TypeError, "_iter_clone() needs the iterator's references");
    Iter *c = obj_alloc(vm, OK_ITER, sizeof(Iter));
    if (!c) return VEXC;
    c->ikind = it->ikind;
    c->tname = it->tname;
    c->strict = it->strict;
    c->src = src;
    c->aux = aux;
    c->pos = it->pos;
    c->end = it->end;
    c->step = it->step;
    c->version = it->version;
    c->step_fn = it->step_fn;
    c->extra[0] = it->extra[0];
    c->extra[1] = it->extra[1];
    return v_obj(c);
}

/* _native_pool(x): the pool of an itertools product, permutations,
 * combinations or combinations_with_replacement (what a deep copy
 * copies), else None. */
static Value f_native_pool(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value p = smol_itertools_pool(vm, argv[0]);
    return IS_EMPTY(p) ? VNONE : p;
}

/* _native_clone(y, x, pool): y, a fresh instance of x's class, made a
 * copy of x's iterator at its position, on `pool`. */
static Value f_native_clone(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return smol_itertools_clone(vm, argv[0], argv[1], argv[2]);
}

/* _user_reductor(x): (1, f) when the class of x (a snippet's class, or
 * one it derives from) defines __reduce_ex__ as the function f, (0, f)
 * for __reduce__, None otherwise: what CPython's copy calls before
 * anything else rebuilds the object. Only functions of __main__ count:
 * the library's own classes are copied as _copy.py copies them. */
static Value f_user_reductor(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Type *t = type_of(vm, argv[0]);
    if (!(t->tflags & TF_HEAPTYPE)) return VNONE;
    static const char *const names[] = {"__reduce__", "__reduce_ex__"};
    for (int i = 1; i >= 0; i--) {
        Str *name = str_intern_cstr(vm, names[i]);
        if (!name) return VEXC;
        Value f = type_lookup(vm, t, name);
        if (!IS_FUNC(f)) continue;
        Value m = AS_FUNC(f)->module;
        if (!IS_STR(m) || AS_STR(m)->blen != 8 || memcmp(AS_STR(m)->data, "__main__", 8) != 0) continue;
        Value pair[2] = {v_int(i), f};
        return tuple_pack(vm, 2, pair);
    }
    return VNONE;
}

Module *copy_module_init(VM *vm) {
    Module *m = module_new(vm, "copy");
    if (!m) return NULL;
    gc_push(vm, v_obj(m));
    Module *result = NULL;
    static const MethodDef funcs[] = {
        {"_get_state", f_get_state, 1, 1, 0},
        {"_set_state", f_set_state, 2, 2, 0},
        {"_opaque", f_opaque, 1, 1, 0},
        {"_iter_refs", f_iter_refs, 1, 1, 0},
        {"_iter_clone", f_iter_clone, 2, 2, 0},
        {"_native_pool", f_native_pool, 1, 1, 0},
        {"_native_clone", f_native_clone, 3, 3, 0},
        {"_user_reductor", f_user_reductor, 1, 1, 0},
        {NULL, NULL, 0, 0, 0},
    };
    for (const MethodDef *d = funcs; d->name; d++) {
        Native *n = native_new(vm, d->name, d->fn, d->minargs, d->maxargs, d->flags);
        Str *k = n ? str_intern_cstr(vm, d->name) : NULL;
        if (!k || dict_set_str(vm, m->dict, k, v_obj(n)) < 0) goto done;
    }
    if (module_exec_frozen(vm, m, "_copy") < 0) goto done;
    result = m;
done:
    gc_pop(vm, 1);
    return result;
}
