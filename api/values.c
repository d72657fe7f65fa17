/* Values crossing the boundary: VM values to smol_value trees in host
 * memory and back, a run's output value as a tree, and a session's
 * globals read, set and deleted by the host between runs.
 *
 * A tree in host memory lives in an arena of malloc'ed chunks, bounded in
 * size; every node is charged to the budget. Turning a VM value into a
 * tree runs no Python code, except where a value of another type becomes
 * its repr (API_TREE_REPR): __repr__ may then mutate the containers being
 * walked, so each container is rooted while it is walked and its length
 * re-read after every item.
 */
#include <stdio.h>
#include <stdlib.h>
#include "api/api_internal.h"
#include "vm/vm.h"

/* ---- the arena ---------------------------------------------------------------- */

typedef struct HChunk {
    struct HChunk *next;
    size_t used, cap;
    _Alignas(16) char data[];
} HChunk;

void *ha_alloc(HArena *a, size_t n) {
    n = (n + 15) & ~(size_t)15;
    if (n == 0) n = 16;
    if (n > a->limit || a->total + n > a->limit) return NULL;
    if (!a->head || a->head->cap - a->head->used < n) {
        size_t cap = n > 65536 ? n : 65536;
        HChunk *c = malloc(sizeof(HChunk) + cap);
        if (!c) return NULL;
        c->next = a->head;
        c->used = 0;
        c->cap = cap;
        a->head = c;
    }
    void *p = a->head->data + a->head->used;
    a->head->used += n;
    a->total += n;
    return p;
}

void ha_free(HArena *a) {
    HChunk *c = a->head;
    while (c) {
        HChunk *n = c->next;
        free(c);
        c = n;
    }
    a->head = NULL;
    a->total = 0;
}

char *ha_strdup(HArena *a, const char *s, size_t n) {
    char *p = ha_alloc(a, n + 1);
    if (!p) return NULL;
    if (n) memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

/* ---- VM values -> host values ------------------------------------------------ */

typedef struct ToHost {
    VM *vm;
    HArena *a;
    unsigned flags;
} ToHost;

static bool too_large(ToHost *t) {
    if (t->flags & API_TREE_REPR) return false;   /* the caller falls back */
    exc_raise(t->vm, EXC_ValueError, "tool arguments are too large to pass to the host");
    return false;
}

/* SMOL_REPR of v: repr() cut to the output cap; a failing __repr__ gives
 * CPython's "<unprintable T object>". */
static bool repr_node(ToHost *t, Value v, smol_value *out) {
    VM *vm = t->vm;
    out->type = SMOL_REPR;
    /* __repr__ may drop the last other reference to v (and to its type):
     * the name is copied first and v rooted while the call runs. */
    char buf[200];
    snprintf(buf, sizeof buf, "<unprintable %.150s object>", type_name(vm, v));
    size_t rs = gc_scope(vm);
    gc_push(vm, v);
    Value r = vm->halt ? VEXC : obj_repr(vm, v);
    const char *s;
    size_t n;
    if (IS_EXC(r)) {
        gc_unscope(vm, rs);
        if (vm->halt) return false;
        exc_clear(vm);
        s = buf;
        n = strlen(buf);
    } else {
        gc_push(vm, r);
        s = AS_STR(r)->data;
        n = AS_STR(r)->blen;
    }
    char *c = api_cap_dup(vm->limits.max_output, s, n);
    gc_unscope(vm, rs);
    if (!c) return too_large(t);
    size_t cn = strlen(c);
    out->str = ha_strdup(t->a, c, cn);
    out->len = cn;
    free(c);
    return out->str ? true : too_large(t);
}

static bool to_host(ToHost *t, Value v, smol_value *out, int depth);

/* The items of a list, tuple, set or frozenset, or the pairs of a dict,
 * into out->items. The container is rooted while it is walked; with repr
 * fallbacks running Python code its length is re-read after every item,
 * and what was added meanwhile is left out. */
static bool container_to_host(ToHost *t, Value v, smol_value *out, int depth) {
    VM *vm = t->vm;
    size_t n, width = 1;
    if (IS_LIST(v)) out->type = SMOL_LIST, n = AS_LIST(v)->len;
    else if (IS_TUPLE(v)) out->type = SMOL_TUPLE, n = AS_TUPLE(v)->len;
    else if (IS_DICT(v)) out->type = SMOL_DICT, n = AS_DICT(v)->used, width = 2;
    else out->type = IS_KIND(v, OK_SET) ? SMOL_SET : SMOL_FROZENSET, n = ((Set *)AS_OBJ(v))->used;
    if (n > ((size_t)1 << 40)) return too_large(t);
    smol_value *items = ha_alloc(t->a, (n ? n * width : 1) * sizeof(smol_value));
    if (!items) return too_large(t);
    out->items = items;
    size_t rs = gc_scope(vm);
    gc_push(vm, v);
    size_t i = 0, pos = 0;
    bool ok = true;
    Value k, x;
    while (ok && i < n) {
        if (IS_LIST(v)) {
            if (i >= AS_LIST(v)->len) break;
            ok = to_host(t, AS_LIST(v)->items[i], &items[i], depth + 1);
        } else if (IS_TUPLE(v)) {
            ok = to_host(t, AS_TUPLE(v)->items[i], &items[i], depth + 1);
        } else if (IS_DICT(v)) {
            if (!dict_next(AS_DICT(v), &pos, &k, &x)) break;
            gc_push(vm, x);
            ok = to_host(t, k, &items[2 * i], depth + 1) && to_host(t, x, &items[2 * i + 1], depth + 1);
            gc_pop(vm, 1);
        } else {
            if (!set_next((Set *)AS_OBJ(v), &pos, &k)) break;
            ok = to_host(t, k, &items[i], depth + 1);
        }
        if (ok) i++;
    }
    gc_unscope(vm, rs);
    out->count = i;
    return ok;
}

static bool to_host(ToHost *t, Value v, smol_value *out, int depth) {
    VM *vm = t->vm;
    memset(out, 0, sizeof *out);
    if (!rt_charge(vm, 1)) return false;
    if (IS_NONE(v)) {
        out->type = SMOL_NONE;
    } else if (IS_BOOL(v)) {
        out->type = SMOL_BOOL;
        out->b = AS_BOOL(v);
    } else if (IS_INT(v)) {
        out->type = SMOL_INT;
        out->i = AS_INT(v);
    } else if (IS_FLOAT(v)) {
        out->type = SMOL_FLOAT;
        out->f = AS_FLOAT(v);
    } else if (IS_KIND(v, OK_BIGINT)) {
        Value s = int_to_str(vm, v, 10);
        if (IS_EXC(s)) return false;
        out->type = SMOL_BIGINT;
        out->str = ha_strdup(t->a, AS_STR(s)->data, AS_STR(s)->blen);
        out->len = AS_STR(s)->blen;
        if (!out->str) return too_large(t);
    } else if (IS_STR(v) || IS_KIND(v, OK_BYTES)) {
        const char *p = IS_STR(v) ? AS_STR(v)->data : (const char *)((Bytes *)AS_OBJ(v))->buf;
        size_t n = IS_STR(v) ? AS_STR(v)->blen : ((Bytes *)AS_OBJ(v))->len;
        if (!rt_charge(vm, (int64_t)(n / 16))) return false;
        out->type = IS_STR(v) ? SMOL_STR : SMOL_BYTES;
        out->str = ha_strdup(t->a, p, n);
        out->len = n;
        if (!out->str) return too_large(t);
    } else if (IS_LIST(v) || IS_TUPLE(v) || IS_DICT(v) || IS_KIND(v, OK_SET) || IS_KIND(v, OK_FROZENSET)) {
        if (depth >= API_TREE_MAX_DEPTH) {
            if (t->flags & API_TREE_REPR) return repr_node(t, v, out);
            exc_raise(vm, EXC_ValueError, "tool arguments are nested too deeply");
            return false;
        }
        return container_to_host(t, v, out, depth);
    } else if (t->flags & API_TREE_REPR) {
        return repr_node(t, v, out);
    } else {
        exc_raise(vm, EXC_TypeError,
                  "a tool argument must be None, bool, int, float, str, bytes, list, tuple, dict, set or "
                  "frozenset, not '%s'",
                  type_name(vm, v));
        return false;
    }
    return true;
}

bool api_to_host(VM *vm, HArena *a, Value v, smol_value *out, unsigned flags) {
    ToHost t = {vm, a, flags};
    return to_host(&t, v, out, 0);
}

/* ---- host values -> VM values ------------------------------------------------ */

static Value bad_tree(VM *vm, const char *what) {
    return exc_raise(vm, EXC_ValueError, "%s", what);
}

Value api_from_host(VM *vm, const smol_value *x, int depth) {
    if (!rt_charge(vm, 1)) return VEXC;
    if (depth > API_TREE_MAX_DEPTH) return bad_tree(vm, "value is nested too deeply");
    switch (x->type) {
    case SMOL_NONE: return VNONE;
    case SMOL_BOOL: return v_bool(x->b);
    case SMOL_INT: return v_int(x->i);
    case SMOL_FLOAT: return v_float(x->f);
    case SMOL_BIGINT: {
        if (!x->str || !x->len) return bad_tree(vm, "big int without digits");
        size_t i = x->str[0] == '-' ? 1 : 0;
        if (i == x->len) return bad_tree(vm, "big int without digits");
        for (; i < x->len; i++)
            if (x->str[i] < '0' || x->str[i] > '9') return bad_tree(vm, "big int digits must be decimal");
        if (!rt_charge(vm, (int64_t)(x->len / 16))) return VEXC;
        return int_parse(vm, x->str, x->len, 10, VNONE);
    }
    case SMOL_STR:
    case SMOL_BYTES:
        if (!x->str && x->len) return bad_tree(vm, "string without data");
        if (x->type == SMOL_STR && x->len && !utf8_valid(x->str, x->len)) return bad_tree(vm, "string is not valid UTF-8");
        if (!rt_charge(vm, (int64_t)(x->len / 16))) return VEXC;
        return x->type == SMOL_STR ? str_value(vm, x->len ? x->str : "", x->len)
                                   : bytes_new(vm, x->len ? x->str : "", x->len);
    case SMOL_LIST:
    case SMOL_TUPLE: {
        if (x->count && !x->items) return bad_tree(vm, "sequence without items");
        if (x->count > ((size_t)1 << 40)) return bad_tree(vm, "value is too large");
        List *l = list_new(vm, 0);
        if (!l) return VEXC;
        size_t rs = gc_scope(vm);
        gc_push(vm, v_obj(l));
        for (size_t i = 0; i < x->count; i++) {
            Value v = api_from_host(vm, &x->items[i], depth + 1);
            if (IS_EXC(v) || list_append(vm, l, v) < 0) {
                gc_unscope(vm, rs);
                return VEXC;
            }
        }
        Value r = v_obj(l);
        if (x->type == SMOL_TUPLE) r = tuple_pack(vm, l->len, l->items);
        gc_unscope(vm, rs);
        return r;
    }
    case SMOL_SET:
    case SMOL_FROZENSET: {
        if (x->count && !x->items) return bad_tree(vm, "set without items");
        Set *s = set_new(vm, x->type == SMOL_SET ? OK_SET : OK_FROZENSET);
        if (!s) return VEXC;
        size_t rs = gc_scope(vm);
        gc_push(vm, v_obj(s));
        for (size_t i = 0; i < x->count; i++) {
            Value v = api_from_host(vm, &x->items[i], depth + 1);
            if (IS_EXC(v)) goto fail_set;
            gc_push(vm, v);
            int rc = set_add(vm, s, v);
            gc_pop(vm, 1);
            if (rc < 0) goto fail_set;
        }
        gc_unscope(vm, rs);
        return v_obj(s);
    fail_set:
        gc_unscope(vm, rs);
        return VEXC;
    }
    case SMOL_DICT: {
        if (x->count && !x->items) return bad_tree(vm, "dict without items");
        Dict *d = dict_new(vm);
        if (!d) return VEXC;
        size_t rs = gc_scope(vm);
        gc_push(vm, v_obj(d));
        for (size_t i = 0; i < x->count; i++) {
            Value k = api_from_host(vm, &x->items[2 * i], depth + 1);
            if (IS_EXC(k)) goto fail_dict;
            gc_push(vm, k);
            Value v = api_from_host(vm, &x->items[2 * i + 1], depth + 1);
            if (IS_EXC(v)) goto fail_dict;
            gc_push(vm, v);
            int rc = dict_set(vm, d, k, v);
            gc_pop(vm, 2);
            if (rc < 0) goto fail_dict;
        }
        gc_unscope(vm, rs);
        return v_obj(d);
    fail_dict:
        gc_unscope(vm, rs);
        return VEXC;
    }
    case SMOL_REPR:
        return bad_tree(vm, "a SMOL_REPR value cannot be passed into smolvm");
    }
    return exc_raise(vm, EXC_ValueError, "value has an unknown type %d", (int)x->type);
}

/* ---- trees handed to the host -------------------------------------------------- */

/* A tree smolvm hands out: the root first, so smol_value_free finds the
 * arena from the root's address. */
typedef struct OwnedTree {
    smol_value root;
    HArena arena;
} OwnedTree;

void smol_value_free(smol_value *v) {
    if (!v) return;
    OwnedTree *o = (OwnedTree *)v;
    ha_free(&o->arena);
    free(o);
}

/* Host memory a tree may take: the memory cap, at most 64 MB. */
static size_t tree_limit(VM *vm) {
    size_t lim = vm->limits.max_memory;
    return lim < ((size_t)64 << 20) ? lim : ((size_t)64 << 20);
}

static smol_value *owned_repr(const char *text) {
    OwnedTree *o = calloc(1, sizeof *o);
    if (!o) return NULL;
    size_t n = text ? strlen(text) : 0;
    o->arena.limit = n + 64;
    o->root.type = SMOL_REPR;
    o->root.str = ha_strdup(&o->arena, text ? text : "", n);
    o->root.len = n;
    if (!o->root.str) {
        free(o);
        return NULL;
    }
    return &o->root;
}

smol_value *api_value_tree(VM *vm, Value v, const char *fallback_repr) {
    OwnedTree *o = calloc(1, sizeof *o);
    if (!o) return NULL;
    o->arena.limit = tree_limit(vm);
    size_t rs = gc_scope(vm);
    gc_push(vm, v);
    bool ok = api_to_host(vm, &o->arena, v, &o->root, API_TREE_REPR);
    gc_unscope(vm, rs);
    if (ok) return &o->root;
    exc_clear(vm);
    ha_free(&o->arena);
    free(o);
    return fallback_repr ? owned_repr(fallback_repr) : NULL;
}

/* ---- a session's globals ------------------------------------------------------- */

static int fail(const char **why, const char *text) {
    if (why) *why = text;
    return -1;
}

/* The checks every globals call makes; NULL when the call may go on. */
static const char *refusal(smol_session *ss, const char *name) {
    if (!ss) return "no session";
    if (name && !api_valid_name(name)) return "the name is not a Python identifier";
    if (ss->owner->busy) return API_BUSY_MESSAGE;
    if (ss->owner->in_run) return "a run is in progress or paused in this VM";
    return NULL;
}

/* Work on a session's values between runs: a small budget of its own (the
 * __repr__ of a value read may run; a million instructions, or the run
 * budget when that is smaller), the memory cap, the session's module
 * table, and the interpreter left clean afterwards. */
typedef struct Between {
    smol_vm *h;
    VM *vm;
    char mark;
} Between;

static void between_begin(smol_session *ss, Between *b) {
    api_enter(ss->owner);
    VM *vm = ss->owner->vm;
    b->h = ss->owner;
    b->vm = vm;
    vm->stack_base = &b->mark;
    vm_begin_run(vm);
    int64_t budget = vm->limits.max_instructions > 0 && vm->limits.max_instructions < 1000000
                         ? vm->limits.max_instructions : 1000000;
    vm->budget_left = budget;
    vm->fuel_base = budget;
    vm->modules = ss->s.modules;
    vm->session_serial = ss->s.serial;
}

static void between_end(Between *b) {
    VM *vm = b->vm;
    /* A value set or deleted may have left garbage (api begin). */
    vm->gc_clean = false;
    vm->gc_dropped = true;
    vm_reset_stack(vm);
    vm->halt = HALT_NONE;
    vm->exc = VEMPTY;
    vm->modules = NULL;
    vm->session_serial = 0;
    /* A tool callback (from a __repr__) may have freed the session or the
     * VM meanwhile: they go now. */
    api_leave(b->h);
}

int smol_set_global(smol_session *ss, const char *name, const smol_value *v, const char **why) {
    const char *r = refusal(ss, name);
    if (!r && !name) r = "no name";
    if (!r && !v) r = "no value";
    if (r) return fail(why, r);
    Between b;
    between_begin(ss, &b);
    VM *vm = b.vm;
    int rc = 0;
    Str *key = str_intern_cstr(vm, name);
    Value x = key ? api_from_host(vm, v, 0) : VEXC;
    if (!IS_EXC(x)) {
        gc_push(vm, x);
        if (dict_set_str(vm, ss->s.globals, key, x) < 0) x = VEXC;
        gc_pop(vm, 1);
    }
    if (IS_EXC(x)) {
        rc = -1;
        if (vm->halt == HALT_MEMORY) fail(why, "the memory cap was reached");
        else if (vm->halt) fail(why, "the value is too large");
        else fail(why, "the value is malformed (an unknown type, NULL data with a length, invalid UTF-8, a REPR, "
                       "a bad big int, an unhashable key, or nesting past 64 levels)");
        exc_clear(vm);
    }
    between_end(&b);
    return rc;
}

int smol_get_global(smol_session *ss, const char *name, smol_value **out, const char **why) {
    if (out) *out = NULL;
    const char *r = refusal(ss, name);
    if (!r && !name) r = "no name";
    if (!r && !out) r = "no place for the value";
    if (r) return fail(why, r);
    Between b;
    between_begin(ss, &b);
    VM *vm = b.vm;
    int rc = 1;
    Str *key = str_intern_cstr(vm, name);
    Value x = key ? dict_get_str(vm, ss->s.globals, key) : VEMPTY;
    if (!key) {
        rc = fail(why, "the memory cap was reached");
    } else if (!IS_EMPTY(x)) {
        *out = api_value_tree(vm, x, "<value could not be copied>");
        rc = *out ? 0 : fail(why, "out of host memory");
    }
    between_end(&b);
    return rc;
}

int smol_del_global(smol_session *ss, const char *name, const char **why) {
    const char *r = refusal(ss, name);
    if (!r && !name) r = "no name";
    if (r) return fail(why, r);
    Between b;
    between_begin(ss, &b);
    VM *vm = b.vm;
    int rc = 1;
    Str *key = str_intern_cstr(vm, name);
    if (!key) rc = fail(why, "the memory cap was reached");
    else if (!IS_EMPTY(dict_get_str(vm, ss->s.globals, key)))
        rc = dict_del(vm, ss->s.globals, v_obj(key)) < 0 ? fail(why, "the variable could not be deleted") : 0;
    exc_clear(vm);
    between_end(&b);
    return rc;
}

static int cmp_names(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

char **smol_global_names(smol_session *ss) {
    if (!ss) return NULL;
    Dict *g = ss->s.globals;
    char **names = calloc(g->used + 1, sizeof(char *));
    if (!names) return NULL;
    size_t n = 0, pos = 0;
    Value k, v;
    while (n < g->used && dict_next(g, &pos, &k, &v)) {
        if (!IS_STR(k) || AS_STR(k)->blen == 0 || AS_STR(k)->data[0] == '_') continue;
        names[n] = api_dup_n(AS_STR(k)->data, AS_STR(k)->blen);
        if (!names[n]) {
            smol_names_free(names);
            return NULL;
        }
        n++;
    }
    qsort(names, n, sizeof(char *), cmp_names);
    return names;
}

void smol_names_free(char **names) {
    if (!names) return;
    for (size_t i = 0; names[i]; i++) free(names[i]);
    free(names);
}
