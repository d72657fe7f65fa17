/* Frozen heaps and their copies (see clone.h and smol_template_new).
 *
 * Freezing collects the VM, then walks every object reachable from its
 * roots (the references objrefs.h lists, and the roots the collector's
 * mark_roots in gc.c marks: keep the roots in step) and gives each a
 * dense index, in the order of their addresses. Every reference, in the
 * objects, in the frozen session and in the VM's roots, is then rewritten
 * in place to index + 1 (0 stays NULL), so the frozen VM is never run
 * again, and is never written again until it is thawed: any number of
 * threads may copy it at once (the memory pool the copies share has a
 * lock of its own, alloc.c).
 *
 * The objects nothing writes once made (ASCII strings, tuples, the
 * built-in types with their namespaces and methods, the stubs of library
 * functions not loaded yet: share()) are not copied: every copy uses
 * them in place, flagged OBJ_SHARED, and they keep their references as
 * pointers. A copy that runs such a function loads its body into a code
 * object of its own (code_unshare), which the function then keeps.
 * The frozen heap's pages, and its large blocks, which a template's VM
 * maps on pages of their own (VM.map_large), are read-only until it is
 * thawed, so that a write to one of them faults rather than shows in
 * every copy.
 *
 * A copy takes a block for every other object of the frozen heap in the
 * new VM and for the storage each owns (list items, dict and set tables,
 * code arrays, tracebacks, generator registers), all at once by a plan
 * made when freezing (alloc.c: each block's page and offset known ahead),
 * then, in index order, copies each object into its block with that
 * storage (string data inline, big int limbs) and rewrites each index it
 * holds to the block of that index, or to the shared object. Indices go
 * by kind, then address: the copy's branches on the kind are then taken
 * the same way run after run. Only
 * objects are carried: the caches that hold raw pointers (the method
 * cache, the attribute caches of code objects) start empty, and the
 * identities id() handed out move with their objects, so that dicts and
 * sets keyed by identity hashes stay valid. A copy that does not fit under
 * the cap is freed and refused; until every object is copied no reference
 * is followed, so a half-made VM is freed as the sweeper frees garbage. */
#include <stdlib.h>
#include <xxhash.h>
#include "rt.h"
#include "names.h"
#include "clone.h"
#include "objrefs.h"

/* A table of strings among the roots (the interned strings, the VM's
 * names) as a copy starts it: the shared ones as they are, the others
 * still indices, at the slots `fix` lists. */
typedef struct StrTable {
    Str **p;
    size_t n;
    size_t *fix;
    size_t nfix;
} StrTable;

typedef struct IdFix {
    size_t ix;
    uint64_t id;
} IdFix;

struct Frozen {
    VM *vm;
    Session *session;
    /* index -> object of the frozen VM: [0, ncopy) those a copy copies,
     * [ncopy, n) those it shares (OBJ_SHARED). */
    Obj **objs;
    /* The blocks a copy takes: [0, ncopy) the objects' (copy_size), then
     * the storage each owns (owned_sizes), object by object. */
    uint32_t *sizes;
    size_t n, ncopy, nblocks;
    AllocPlan *plan;        /* their places, or NULL (block by block) */
    IdFix *ids;             /* objects that have an identity */
    size_t nids;
    size_t bytes;           /* the frozen VM's used bytes */
    uint64_t shared_sum;    /* of the shared objects' bytes (shared_sum()) */
    StrTable interned, names;
    MemPool *pool;          /* the copies' memory, between copies */
};

typedef enum { W_DISCOVER, W_ENCODE, W_RELOCATE } WalkMode;

typedef struct HSlot {
    const Obj *o;
    size_t ix;
} HSlot;

typedef struct Walk {
    WalkMode mode;
    Obj *const *map;        /* W_RELOCATE: index -> object */
    /* W_DISCOVER and W_ENCODE: the objects found, and object -> index. */
    Obj **objs;
    size_t n, cap;
    HSlot *tab;
    size_t tcap;
    bool oom;
} Walk;

static inline size_t hslot(const Obj *o, size_t cap) {
    uintptr_t h = (uintptr_t)o;
    h ^= h >> 17;
    h *= 0x9E3779B97F4A7C15ULL;
    return (size_t)(h >> 20) & (cap - 1);
}

static bool tab_grow(Walk *w) {
    size_t ncap = w->tcap ? w->tcap * 2 : 4096;
    HSlot *t = calloc(ncap, sizeof *t);
    if (!t) return false;
    for (size_t i = 0; i < w->tcap; i++) {
        if (!w->tab[i].o) continue;
        size_t j = hslot(w->tab[i].o, ncap);
        while (t[j].o) j = (j + 1) & (ncap - 1);
        t[j] = w->tab[i];
    }
    free(w->tab);
    w->tab = t;
    w->tcap = ncap;
    return true;
}

static size_t tab_find(const Walk *w, const Obj *o) {
    for (size_t j = hslot(o, w->tcap);; j = (j + 1) & (w->tcap - 1)) {
        if (w->tab[j].o == o) return w->tab[j].ix;
        if (!w->tab[j].o) return SIZE_MAX;
    }
}

/* Give object o, known to the table, index ix. */
static void tab_reindex(Walk *w, const Obj *o, size_t ix) {
    for (size_t j = hslot(o, w->tcap);; j = (j + 1) & (w->tcap - 1))
        if (w->tab[j].o == o) {
            w->tab[j].ix = ix;
            return;
        }
}

static int by_kind_address(const void *a, const void *b) {
    const Obj *p = *(Obj *const *)a, *q = *(Obj *const *)b;
    bool ps = p->flags & OBJ_SHARED, qs = q->flags & OBJ_SHARED;
    if (ps != qs) return ps ? 1 : -1;
    if (p->kind != q->kind) return p->kind < q->kind ? -1 : 1;
    uintptr_t x = (uintptr_t)p, y = (uintptr_t)q;
    return x < y ? -1 : x > y;
}

static void discover(Walk *w, Obj *o) {
    if (w->oom) return;
    if (w->tcap && tab_find(w, o) != SIZE_MAX) return;
    if ((w->n + 1) * 2 > w->tcap && !tab_grow(w)) {
        w->oom = true;
        return;
    }
    if (w->n == w->cap) {
        size_t ncap = w->cap ? w->cap * 2 : 4096;
        Obj **p = realloc(w->objs, ncap * sizeof *p);
        if (!p) {
            w->oom = true;
            return;
        }
        w->objs = p;
        w->cap = ncap;
    }
    size_t j = hslot(o, w->tcap);
    while (w->tab[j].o) j = (j + 1) & (w->tcap - 1);
    w->tab[j].o = o;
    w->tab[j].ix = w->n;
    w->objs[w->n++] = o;
}

/* The reference `o` as the walk leaves it. Written for a constant `mode`
 * (see refs), so that relocation, the copy's hot loop, is a load. */
static inline __attribute__((always_inline)) Obj *fix(Walk *w, Obj *o, WalkMode mode) {
    if (!o) return NULL;
    switch (mode) {
    case W_RELOCATE: return w->map[(uintptr_t)o - 1];
    case W_ENCODE: return (Obj *)(uintptr_t)(tab_find(w, o) + 1);
    case W_DISCOVER: discover(w, o); return o;
    }
    return o;
}

#define REF(w, field) ((field) = (void *)fix((w), (Obj *)(field), mode))

static inline __attribute__((always_inline)) void val(Walk *w, Value *v, WalkMode mode) {
    if (v->tag == VT_OBJ) v->u.o = fix(w, v->u.o, mode);
}

static inline __attribute__((always_inline)) void vals(Walk *w, Value *v, size_t n, WalkMode mode) {
    for (size_t i = 0; i < n; i++) val(w, &v[i], mode);
}

/* Every reference object `o` holds (objrefs.h). */
#define CL_VAL(v) val(w, &(v), mode)
#define CL_VALS(p, n) vals(w, (p), (n), mode)
#define CL_REF(p) REF(w, p)

static inline __attribute__((always_inline)) void refs_in(Walk *w, Obj *o, WalkMode mode) {
    OBJ_REFS(o, CL_VAL, CL_VALS, CL_REF);
}

static void refs(Walk *w, Obj *o) { refs_in(w, o, w->mode); }

static void relocate(Walk *w, Obj *o) { refs_in(w, o, W_RELOCATE); }

/* The VM's roots that a frozen heap carries (gc.c's mark_roots lists
 * them; the frames, the temp roots, the API layer's values and the
 * pending exception are empty between runs), and the session's. */
static void roots(Walk *w, VM *vm, Session *s, bool tables) {
    WalkMode mode = w->mode;
    for (int i = 0; i < OK__COUNT; i++) REF(w, vm->types[i]);
    for (int i = 0; i < EXC__COUNT; i++) REF(w, vm->exc_types[i]);
    for (int i = 0; i < ITN__COUNT; i++) REF(w, vm->t_iters[i]);
    REF(w, vm->t_object);
    REF(w, vm->t_type);
    REF(w, vm->t_int);
    REF(w, vm->t_bool);
    REF(w, vm->t_float);
    REF(w, vm->t_none);
    REF(w, vm->t_notimpl);
    REF(w, vm->t_ellipsis);
    REF(w, vm->t_dict_keys);
    REF(w, vm->t_dict_values);
    REF(w, vm->t_dict_items);
    REF(w, vm->t_member);
    REF(w, vm->builtins);
    REF(w, vm->module_code);
    REF(w, vm->empty_tuple);
    REF(w, vm->empty_str);
    for (int i = 0; i < 128; i++) REF(w, vm->char_cache[i]);
    for (size_t i = 0; tables && i < vm->interned_cap; i++) REF(w, vm->interned[i]);
    if (vm->names && tables) {
#define X(n) REF(w, vm->names->n);
        SMOL_NAMES(X)
#undef X
    }
    if (s) {
        REF(w, s->globals);
        REF(w, s->modules);
    }
}

/* The size of the copy of frozen object t: its own, but a string or
 * bytes in a shared tail becomes a plain one, its data inline (the tail's
 * other strings need not be copied). 0 when that does not fit a size. */
static uint32_t copy_size(const Obj *t) {
    if (t->kind == OK_STR) {
        const Str *ts = (const Str *)t;
        if (ts->data != (const char *)(ts + 1)) {
            if (ts->blen > UINT32_MAX - sizeof(Str) - 1) return 0;
            return (uint32_t)(sizeof(Str) + ts->blen + 1);
        }
    } else if (t->kind == OK_BYTES) {
        const Bytes *tb = (const Bytes *)t;
        if (tb->buf != tb->inline_data) {
            if (tb->len > UINT32_MAX - sizeof(Bytes) - 1) return 0;
            return (uint32_t)(sizeof(Bytes) + tb->len + 1);
        }
    }
    return t->size;
}

/* The storage blocks a copy of frozen object t owns (copy_obj takes them
 * in this order), their sizes into sz; how many (at most OWNED_MAX). A
 * zero-length array is a 1-byte block, as mem_alloc makes it. */
#define OWNED_MAX 8

static inline uint32_t blk(size_t n) { return n ? (uint32_t)n : 1; }

static bool owned_fits(size_t n) { return n < UINT32_MAX; }

static int owned_sizes(const Obj *t, size_t *sz) {
    int k = 0;
    switch ((ObjKind)t->kind) {
    case OK_BYTEARRAY: {
        const Bytes *tb = (const Bytes *)t;
        if (tb->buf != tb->inline_data && tb->buf) sz[k++] = tb->cap;
        break;
    }
    case OK_LIST: {
        const List *tl = (const List *)t;
        if (tl->items) sz[k++] = tl->cap * sizeof(Value);
        break;
    }
    case OK_DICT: {
        const Dict *td = (const Dict *)t;
        if (td->nslots)
            sz[k++] = (size_t)((const char *)td->entries - (const char *)td->index) + td->nalloc * sizeof(DictEntry);
        break;
    }
    case OK_SET: case OK_FROZENSET: {
        const Set *ts = (const Set *)t;
        if (ts->table) sz[k++] = (ts->mask + 1) * sizeof(SetEntry);
        break;
    }
    case OK_CODE: {
        const Code *c = (const Code *)t;
        size_t ncf = (size_t)c->ncells + c->nfrees;
        if (c->lazy_at) {
            if (c->cell_regs) sz[k++] = ncf * sizeof(uint16_t);
            if (c->cell_arg) sz[k++] = ncf * sizeof(int16_t);
            if (c->exc) sz[k++] = c->nexc * sizeof(ExcRange);
        }
        if (c->consts) sz[k++] = c->nconsts * sizeof(Value);
        if (c->names) sz[k++] = c->nnames * sizeof(Str *);
        if (c->gcache) sz[k++] = c->nnames * sizeof(GlobalCache);
        if (c->varnames) sz[k++] = c->nlocals * sizeof(Str *);
        if (c->freenames) sz[k++] = ncf * sizeof(Str *);
        break;
    }
    case OK_EXC: {
        const ExcObj *te = (const ExcObj *)t;
        if (te->tb) sz[k++] = te->tbcap * sizeof(TbEntry);
        break;
    }
    case OK_GEN: {
        const Gen *tg = (const Gen *)t;
        if (tg->regs) sz[k++] = tg->nregs * sizeof(Value);
        break;
    }
    default:
        break;
    }
    for (int i = 0; i < k; i++) sz[i] = blk(sz[i]);
    return k;
}

/* The sizes of every block a copy of objects objs[0..n) takes (see
 * Frozen): n + their storage blocks, into *out; 0 without memory or when
 * a size does not fit. */
static size_t block_sizes(Obj *const *objs, size_t n, uint32_t **out) {
    size_t cap = n + n / 2 + 16, m = 0;
    uint32_t *sz = malloc(cap * sizeof *sz);
    if (!sz) return 0;
    for (size_t i = 0; i < n; i++)
        if (!(sz[m++] = copy_size(objs[i]))) goto fail;
    for (size_t i = 0; i < n; i++) {
        size_t own[OWNED_MAX];
        int k = owned_sizes(objs[i], own);
        if (m + (size_t)k > cap) {
            size_t ncap = cap * 2;
            uint32_t *p = realloc(sz, ncap * sizeof *p);
            if (!p) goto fail;
            sz = p;
            cap = ncap;
        }
        for (int j = 0; j < k; j++) {
            if (!owned_fits(own[j])) goto fail;
            sz[m++] = (uint32_t)own[j];
        }
    }
    *out = sz;
    return m;
fail:
    free(sz);
    return 0;
}

/* Whether str_new gives `s` out for its text instead of a new string:
 * the empty string and those of one ASCII character. */
static bool handed_out_again(const VM *vm, const Str *s) {
    if (s->blen == 0) return s == vm->empty_str;
    return s->blen == 1 && (unsigned char)s->data[0] < 0x80 && vm->char_cache[(unsigned char)s->data[0]] == s;
}

/* The storage a shared object owns that nothing writes either: a built-in
 * type's namespace table, a function stub's arrays (what a checksum of the
 * shared bytes covers, and what must lie where mem_protect reaches). */
typedef struct Span {
    const void *p;
    size_t n;
} Span;

#define SPANS_MAX 6

static int owned_spans(const Obj *o, Span *sp) {
    int k = 0;
    if (o->kind == OK_DICT) {
        const Dict *d = (const Dict *)o;
        if (d->nslots)
            sp[k++] = (Span){d->index, (size_t)((const char *)d->entries - (const char *)d->index) +
                                           d->nalloc * sizeof(DictEntry)};
    } else if (o->kind == OK_CODE) {
        const Code *c = (const Code *)o;
        size_t ncf = (size_t)c->ncells + c->nfrees;
        if (c->consts) sp[k++] = (Span){c->consts, blk(c->nconsts * sizeof(Value))};
        if (c->varnames) sp[k++] = (Span){c->varnames, blk(c->nlocals * sizeof(Str *))};
        if (c->freenames) sp[k++] = (Span){c->freenames, blk(ncf * sizeof(Str *))};
        if (c->cell_regs) sp[k++] = (Span){c->cell_regs, blk(ncf * sizeof(uint16_t))};
        if (c->cell_arg) sp[k++] = (Span){c->cell_arg, blk(ncf * sizeof(int16_t))};
        if (c->exc) sp[k++] = (Span){c->exc, blk(c->nexc * sizeof(ExcRange))};
    }
    return k;
}

/* Whether a value's hash is the same in every copy: no object, or a
 * shared string or a shared tuple whose hash is known. Other objects
 * (types, functions) hash by the identity each VM hands out itself. */
static bool fixed_hash(Value v) {
    switch (v.tag) {
    case VT_NONE: case VT_BOOL: case VT_INT: case VT_FLOAT: return true;
    case VT_OBJ:
        if (!(v.u.o->flags & OBJ_SHARED)) return false;
        if (v.u.o->kind == OK_STR) return true;
        return v.u.o->kind == OK_TUPLE && ((const Tuple *)v.u.o)->hash != -1;
    default: return false;
    }
}

/* Whether object o of the frozen heap is a candidate for sharing beyond
 * the strings: a kind nothing writes once made, or nothing a snippet can
 * reach writes. Tuples (their hash is cached only when it is the same in
 * every copy: tuple.c); the built-in types, whose attributes cannot be
 * set; the namespaces of those (share()); the natives (their qualname
 * is not cached once shared: type.c); a built-in type's properties
 * (PROP_BUILTIN: property.__init__ refuses them) and its static and class
 * methods (their __init__ refuses a shared one); the stub of a library
 * function whose body is still in the image, with no cache yet (a copy
 * loads the body into a code object of its own: vm/interp.c's LOADLAZY). */
static bool candidate_kind(const Obj *o) {
    switch ((ObjKind)o->kind) {
    case OK_TUPLE: case OK_NATIVE: case OK_STATICMETHOD: case OK_CLASSMETHOD: return true;
    case OK_TYPE: return (((const Type *)o)->tflags & (TF_BUILTIN | TF_HEAPTYPE)) == TF_BUILTIN;
    case OK_PROPERTY: return (o->flags & PROP_BUILTIN) != 0;
    case OK_CODE: {
        const Code *c = (const Code *)o;
        return c->lazy_at && !c->nnames && !c->names && !c->gcache && !c->acache && !(o->flags & CODE_SHARED_BODY);
    }
    default: return false;
    }
}

/* Whether o, not shared yet and without an identity, lies with the
 * storage it owns where mem_protect reaches. */
static bool shareable_blocks(const VM *vm, const Obj *o) {
    if ((o->flags & (OBJ_HAS_ID | OBJ_SHARED)) || !mem_protectable(vm, o, o->size)) return false;
    Span sp[SPANS_MAX];
    int k = owned_spans(o, sp);
    for (int i = 0; i < k; i++)
        if (!mem_protectable(vm, sp[i].p, sp[i].n)) return false;
    return true;
}

/* The share pass's view of a reference: fine if it is to a shared object
 * or a candidate (cand, by walk index). */
typedef struct ShareCheck {
    const Walk *w;
    const uint8_t *cand;
    bool ok;
} ShareCheck;

static inline void share_ref(ShareCheck *c, const Obj *o) {
    if (!o || (o->flags & OBJ_SHARED)) return;
    size_t ix = tab_find(c->w, o);
    if (ix == SIZE_MAX || !c->cand[ix]) c->ok = false;
}

static inline void share_vals(ShareCheck *c, const Value *v, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (v[i].tag == VT_OBJ) share_ref(c, v[i].u.o);
}

#define SH_VAL(v) share_vals(c, &(v), 1)
#define SH_VALS(p, n) share_vals(c, (p), (n))
#define SH_REF(p) share_ref(c, (const Obj *)(p))

/* Whether every reference o holds may stay a pointer in the copies. */
static bool refs_shareable(ShareCheck *c, Obj *o) {
    c->ok = true;
    OBJ_REFS(o, SH_VAL, SH_VALS, SH_REF);
    return c->ok;
}

/* Flag OBJ_SHARED the objects of w the copies can use in place: those
 * nothing writes once made. Strings of ASCII (another caches its last
 * index lookup in its header) with their data inline; then, of the
 * candidates (candidate_kind), those whose references all lead to shared
 * objects or other such candidates: the candidates are dropped in passes
 * until a pass drops none (types, their namespaces and their methods
 * refer to each other). Nothing with an identity: the VM records it in
 * the object. Only objects whose blocks, and the storage they own
 * (owned_spans), mem_protect makes read-only when freezing; the checksum
 * (shared_sum) covers them too. The strings' hashes, and those of the
 * tuples whose hash is the same in every copy, are computed now, with the
 * seed the copies share. How many were flagged; 0 also without memory. */
static size_t share(VM *vm, const Walk *w) {
    size_t n = 0;
    for (size_t i = 0; i < w->n; i++) {
        Obj *o = w->objs[i];
        if (o->kind != OK_STR || (o->flags & (OBJ_HAS_ID | STR_TAIL)) || !(o->flags & STR_ASCII) ||
            !mem_protectable(vm, o, o->size))
            continue;
        Str *str = (Str *)o;
        if (str->data != (const char *)(str + 1)) continue;
        /* str_new hands these out again, and str_intern would flag one
         * that is not interned yet in place. */
        if (handed_out_again(vm, str) && !(o->flags & STR_INTERNED)) continue;
        str_hash(vm, str);
        o->flags |= OBJ_SHARED;
        n++;
    }
    /* cand[i]: object i may be shared; owner[i]: for a built-in type's
     * namespace, its type's index (it is shared only with it). */
    uint8_t *cand = calloc(w->n ? w->n : 1, 1);
    size_t *owner = malloc((w->n ? w->n : 1) * sizeof *owner);
    if (!cand || !owner) {
        free(cand);
        free(owner);
        return n;
    }
    for (size_t i = 0; i < w->n; i++) {
        owner[i] = SIZE_MAX;
        cand[i] = candidate_kind(w->objs[i]) && shareable_blocks(vm, w->objs[i]);
    }
    for (size_t i = 0; i < w->n; i++) {
        Dict *d = w->objs[i]->kind == OK_TYPE && cand[i] ? ((Type *)w->objs[i])->dict : NULL;
        size_t ix = d && (d->h.flags & DICT_TYPEDICT) ? tab_find(w, &d->h) : SIZE_MAX;
        if (ix == SIZE_MAX || !shareable_blocks(vm, &d->h)) continue;
        cand[ix] = 1;
        owner[ix] = i;
    }
    ShareCheck check = {w, cand, true};
    for (bool more = true; more;) {
        more = false;
        for (size_t i = 0; i < w->n; i++) {
            if (!cand[i] || ((owner[i] == SIZE_MAX || cand[owner[i]]) && refs_shareable(&check, w->objs[i])))
                continue;
            cand[i] = 0;
            more = true;
        }
    }
    for (size_t i = 0; i < w->n; i++) {
        if (!cand[i]) continue;
        w->objs[i]->flags |= OBJ_SHARED;
        if (w->objs[i]->kind == OK_TUPLE) ((Tuple *)w->objs[i])->hash = -1;
        n++;
    }
    free(cand);
    free(owner);
    /* The tuples' hashes, inner ones first. */
    for (bool more = true; more;) {
        more = false;
        for (size_t i = 0; i < w->n; i++) {
            Obj *o = w->objs[i];
            if (o->kind != OK_TUPLE || !(o->flags & OBJ_SHARED) || ((Tuple *)o)->hash != -1) continue;
            Tuple *t = (Tuple *)o;
            size_t k = 0;
            while (k < t->len && fixed_hash(t->items[k])) k++;
            if (k < t->len) continue;
            int64_t h;
            if (obj_hash(vm, v_obj(o), &h) < 0) {
                exc_clear(vm);
                continue;
            }
            t->hash = h;
            more = true;
        }
    }
    return n;
}

static bool table_new(StrTable *t, size_t n) {
    t->n = n;
    t->nfix = 0;
    t->p = malloc((n ? n : 1) * sizeof *t->p);
    t->fix = malloc((n ? n : 1) * sizeof *t->fix);
    return t->p && t->fix;
}

static void table_free(StrTable *t) {
    free(t->p);
    free(t->fix);
}

/* Fill t from the encoded table enc (objs: the frozen objects, the first
 * ncopy copied). */
static void table_fill(StrTable *t, Str *const *enc, Obj *const *objs, size_t ncopy) {
    for (size_t i = 0; i < t->n; i++) {
        uintptr_t e = (uintptr_t)enc[i];
        if (e && e - 1 < ncopy) t->fix[t->nfix++] = i;
        t->p[i] = e && e - 1 >= ncopy ? (Str *)objs[e - 1] : enc[i];
    }
}

/* A checksum of the shared objects' bytes, headers included: thawing
 * finds it unchanged, or some copy wrote to an object every copy sees
 * (which read-only pages prevent; the checking and sanitizer builds,
 * which keep every block outside pages, rely on this check). */
static uint64_t shared_sum(Obj *const *objs, size_t n) {
    uint64_t h = 0;
    for (size_t i = 0; i < n; i++) {
        h = XXH3_64bits_withSeed(objs[i], objs[i]->size, h);
        Span sp[SPANS_MAX];
        int k = owned_spans(objs[i], sp);
        for (int j = 0; j < k; j++) h = XXH3_64bits_withSeed(sp[j].p, sp[j].n, h);
    }
    return h;
}

static void unshare(Obj *const *objs, size_t n) {
    for (size_t i = 0; i < n; i++) {
        objs[i]->flags &= (uint16_t)~OBJ_SHARED;
        objs[i]->marked = 0;
    }
}

Frozen *clone_freeze(VM *vm, Session *s) {
    if (vm->nframes || vm->nroots || vm->nextra_roots || !IS_EMPTY(vm->exc) || vm->modules || vm->halt)
        return NULL;
    Frozen *f = calloc(1, sizeof *f);
    if (!f) return NULL;
    f->pool = mem_pool_new();
    if (!f->pool) {
        free(f);
        return NULL;
    }
    vm->result = VNONE;
    vm->gen_return = VNONE;
    /* The strings str_new hands out again interned, so that they can be
     * shared (share()); one that cannot be stays unshared. */
    if (vm->empty_str) str_intern(vm, "", 0);
    for (int c = 0; c < 128; c++) {
        char ch = (char)c;
        if (vm->char_cache[c]) str_intern(vm, &ch, 1);
    }
    vm->halt = HALT_NONE;
    gc_collect(vm);
    Walk w;
    memset(&w, 0, sizeof w);
    w.mode = W_DISCOVER;
    roots(&w, vm, s, true);
    /* objs doubles as the work list: each object found is walked once. */
    for (size_t i = 0; i < w.n && !w.oom; i++) refs(&w, w.objs[i]);
    /* The collection just freed what its roots do not reach, so the walk
     * must have found every object left: one it missed is held through a
     * root the collector marks and roots() does not know (gc.c's
     * mark_roots and roots() out of step), and freezing is refused rather
     * than copying it wrongly. */
    size_t nobj = 0;
    for (int k = 0; k < GC_LISTS; k++)
        for (Obj *o = vm->objects[k]; o; o = o->gc_next) nobj++;
    if (!w.oom && nobj != w.n) w.oom = true;
    size_t nshared = w.oom ? 0 : share(vm, &w), ncopy = w.n - nshared;
    /* Indices: the objects copied first, then those shared; by kind, then
     * address: a copy then reads the frozen heap page by page, not in the
     * order the walk found it, and its branches on the kind are taken the
     * same way for runs of objects. */
    if (!w.oom) {
        qsort(w.objs, w.n, sizeof *w.objs, by_kind_address);
        for (size_t i = 0; i < w.n; i++) tab_reindex(&w, w.objs[i], i);
    }
    /* The identities handed out: every object that has one is alive (the
     * collector forgets the dead), hence found. */
    size_t nids = 0;
    IdFix *ids = vm->ids.used ? malloc(vm->ids.used * sizeof *ids) : NULL;
    uint32_t *sizes = NULL;
    size_t nblocks = w.oom ? 0 : block_sizes(w.objs, ncopy, &sizes);
    if (!nblocks && ncopy) w.oom = true;
    /* No plan (a checking build, or no memory for one): block by block. */
    AllocPlan *plan = w.oom ? NULL : mem_plan_new(sizes, nblocks);
    bool tables = table_new(&f->interned, vm->interned_cap);
    tables = table_new(&f->names, vm->names ? sizeof(SNames) / sizeof(Str *) : 0) && tables;
    if (w.oom || (vm->ids.used && !ids) || !tables) {
        table_free(&f->interned);
        table_free(&f->names);
        unshare(w.objs, w.n);
        mem_plan_free(plan);
        free(sizes);
        free(ids);
        free(w.objs);
        free(w.tab);
        mem_pool_free(f->pool);
        free(f);
        return NULL;
    }
    for (size_t i = 0; i < vm->ids.cap; i++) {
        const IdEntry *e = &vm->ids.table[i];
        if (!e->obj || e->obj == (Obj *)1 || nids == vm->ids.used) continue;
        size_t ix = tab_find(&w, e->obj);
        if (ix == SIZE_MAX) continue;
        ids[nids].ix = ix;
        ids[nids].id = e->id;
        nids++;
    }
    /* No allocation from here on: the rewriting cannot stop half-way. The
     * shared objects keep their references (to shared objects) as they
     * are, and stay marked: the copies' collectors stop at them. */
    w.mode = W_ENCODE;
    for (size_t i = 0; i < ncopy; i++) refs(&w, w.objs[i]);
    for (size_t i = ncopy; i < w.n; i++) w.objs[i]->marked = 1;
    roots(&w, vm, s, true);
    free(w.tab);
    table_fill(&f->interned, vm->interned, w.objs, ncopy);
    if (vm->names) table_fill(&f->names, (Str *const *)(void *)vm->names, w.objs, ncopy);
    f->vm = vm;
    f->session = s;
    f->objs = w.objs;
    f->sizes = sizes;
    f->n = w.n;
    f->ncopy = ncopy;
    f->nblocks = nblocks;
    f->plan = plan;
    f->ids = ids;
    f->nids = nids;
    f->bytes = vm->used_bytes;
    f->shared_sum = shared_sum(w.objs + ncopy, w.n - ncopy);
    /* Nothing writes the frozen heap until it is thawed: its pages are
     * made read-only, so that a write to a shared object, which every
     * copy would see, faults instead. */
    mem_protect(vm, true);
    return f;
}

void clone_thaw(Frozen *f) {
    if (!f) return;
    Walk w;
    memset(&w, 0, sizeof w);
    w.mode = W_RELOCATE;
    w.map = f->objs;
    mem_protect(f->vm, false);
    clone_verify_shared(f);
    for (size_t i = 0; i < f->ncopy; i++) relocate(&w, f->objs[i]);
    unshare(f->objs + f->ncopy, f->n - f->ncopy);
    roots(&w, f->vm, f->session, true);
    free(f->objs);
    free(f->sizes);
    mem_plan_free(f->plan);
    free(f->ids);
    table_free(&f->interned);
    table_free(&f->names);
    mem_pool_free(f->pool);
    free(f);
}

void clone_verify_shared(const Frozen *f) {
    if (shared_sum(f->objs + f->ncopy, f->n - f->ncopy) != f->shared_sum) abort();
}

size_t clone_frozen_bytes(const Frozen *f) { return f->bytes; }

/* ---- copying ------------------------------------------------------------ */

/* memcpy for an object's body: most are a few dozen bytes, copied here
 * in two fixed-size overlapping moves rather than by a call. */
static inline __attribute__((always_inline)) void copy_body(void *d, const void *s, size_t n) {
    char *dc = d;
    const char *sc = s;
    if (n >= 16 && n <= 32) {
        memcpy(dc, sc, 16);
        memcpy(dc + n - 16, sc + n - 16, 16);
    } else if (n > 32 && n <= 64) {
        memcpy(dc, sc, 32);
        memcpy(dc + n - 32, sc + n - 32, 32);
    } else if (n > 64 && n <= 128) {
        memcpy(dc, sc, 64);
        memcpy(dc + n - 64, sc + n - 64, 64);
    } else {
        memcpy(dc, sc, n);
    }
}

/* A copy of t in vm, each index rewritten by map: NULL for an empty
 * table, and NULL with *ok cleared without memory. */
static Str **table_copy(VM *vm, const StrTable *t, Obj *const *map, bool *ok) {
    Str **p = t->n ? mem_dup(vm, t->p, t->n * sizeof *p, ok) : NULL;
    if (p)
        for (size_t k = 0; k < t->nfix; k++) p[t->fix[k]] = (Str *)map[(uintptr_t)p[t->fix[k]] - 1];
    return p;
}

/* The blocks a copy takes, in the order block_sizes lists them: the
 * objects' (out[0, n)), then the storage they own, taken in turn from
 * out[k, end). */
typedef struct Blocks {
    void **out;
    const uint32_t *sizes;
    size_t k, end;
} Blocks;

/* The next storage block, a copy of the first ncopy of the n bytes at src
 * (whose block it replaces); NULL for NULL, as owned_sizes counts none
 * then. NULL with *ok cleared once something failed, or should the
 * block's size not be the one owned_sizes gave (they are written to
 * agree: the copy refuses rather than overrun a block). */
static void *take(Blocks *b, const void *src, size_t n, size_t ncopy, bool *ok) {
    if (!src || !*ok) return NULL;
    if (b->k >= b->end || b->sizes[b->k] != blk(n)) {
        *ok = false;
        return NULL;
    }
    void *p = b->out[b->k++];
    if (ncopy) memcpy(p, src, ncopy);
    return p;
}

static void *take_all(Blocks *b, const void *src, size_t n, bool *ok) { return take(b, src, n, n, ok); }

/* The copy of code object `t` into `c` (whose fields are t's): the
 * arrays that hold references or change (constants, names, the global
 * caches) duplicated, the attribute caches left to be made, and the body
 * (instructions, positions, handler ranges, cell tables, never written
 * once built) shared with the template, which outlives the copy
 * (CODE_SHARED_BODY). A stub of a function not loaded yet keeps the
 * runtime's shared stub body and copies its cell tables: loading it gives
 * it a body of its own. */
static bool copy_code(Blocks *b, Code *c, const Code *t) {
    bool ok = true;
    size_t ncf = (size_t)t->ncells + t->nfrees;
    /* Nothing of t's is left in c for the sweeper to free, whatever fails. */
    c->consts = NULL;
    c->names = NULL;
    c->gcache = NULL;
    c->acache = NULL;
    c->varnames = NULL;
    c->freenames = NULL;
    if (t->lazy_at) {
        c->cell_regs = NULL;
        c->cell_arg = NULL;
        c->exc = NULL;
        c->cell_regs = take_all(b, t->cell_regs, ncf * sizeof(uint16_t), &ok);
        c->cell_arg = take_all(b, t->cell_arg, ncf * sizeof(int16_t), &ok);
        c->exc = take_all(b, t->exc, t->nexc * sizeof(ExcRange), &ok);
    } else {
        c->h.flags |= CODE_SHARED_BODY;
    }
    c->consts = take_all(b, t->consts, t->nconsts * sizeof(Value), &ok);
    c->names = take_all(b, t->names, t->nnames * sizeof(Str *), &ok);
    c->gcache = take_all(b, t->gcache, t->nnames * sizeof(GlobalCache), &ok);
    c->varnames = take_all(b, t->varnames, t->nlocals * sizeof(Str *), &ok);
    c->freenames = take_all(b, t->freenames, ncf * sizeof(Str *), &ok);
    return ok;
}

/* Make block `o` (copy_size(t) bytes, `size`) the copy of frozen object
 * `t` in vm, linked into its object list, with copies of the storage it
 * owns; its references are still indices. false when an allocation
 * fails; the object is then safe to sweep. */
static bool copy_obj(VM *vm, Blocks *blocks, Obj *o, const Obj *t, size_t size) {
    bool inline_str = t->kind == OK_STR && ((const Str *)t)->data == (const char *)((const Str *)t + 1);
    bool inline_bytes = t->kind == OK_BYTES && ((const Bytes *)t)->buf == ((const Bytes *)t)->inline_data;
    size_t body = (size < t->size ? size : t->size) - sizeof(Obj);
    copy_body((char *)o + sizeof(Obj), (const char *)t + sizeof(Obj), body);
    o->marked = 0;
    /* Identities are handed back by the caller (obj_id_adopt). */
    o->flags = t->flags & (uint16_t)~OBJ_HAS_ID;
    o->size = (uint32_t)size;
    o->kind = t->kind;
    Obj **head = &vm->objects[vm->nobjects++ & (GC_LISTS - 1)];
    o->gc_next = *head;
    *head = o;
    switch ((ObjKind)t->kind) {
    case OK_STR: {
        Str *s = (Str *)o;
        const Str *ts = (const Str *)t;
        s->data = (char *)(s + 1);
        if (!inline_str) {
            memcpy(s->data, ts->data, ts->blen);
            s->data[ts->blen] = '\0';
            o->flags &= (uint16_t)~STR_TAIL;
        }
        return true;
    }
    case OK_BYTES: {
        Bytes *b = (Bytes *)o;
        const Bytes *tb = (const Bytes *)t;
        b->buf = b->inline_data;
        if (!inline_bytes) {
            memcpy(b->inline_data, tb->buf, tb->len);
            b->inline_data[tb->len] = 0;
            b->cap = tb->len;
            o->flags &= (uint16_t)~BYTES_TAIL;
        }
        return true;
    }
    case OK_BYTEARRAY: {
        Bytes *b = (Bytes *)o;
        const Bytes *tb = (const Bytes *)t;
        if (tb->buf == tb->inline_data) {
            b->buf = b->inline_data;
            return true;
        }
        b->buf = NULL;
        if (!tb->buf) return true;
        bool ok = true;
        b->buf = take_all(blocks, tb->buf, tb->cap, &ok);
        return ok;
    }
    case OK_BIGINT: {
        BigInt *b = (BigInt *)o;
        const BigInt *tb = (const BigInt *)t;
        if (tb->z->_mp_d == tb->inl) {
            b->z->_mp_d = b->inl;
            return true;
        }
        b->z->_mp_d = NULL;
        if (!mem_would_fit(vm, bigint_accounted(tb))) return false;
        mpz_init_set(b->z, tb->z);
        /* Counted even when over the cap: bigint_free gives it back. */
        return mem_account_add(vm, bigint_accounted(b));
    }
    case OK_LIST: {
        List *l = (List *)o;
        const List *tl = (const List *)t;
        bool ok = true;
        l->items = NULL;
        l->items = take(blocks, tl->items, tl->cap * sizeof(Value), tl->len * sizeof(Value), &ok);
        return ok;
    }
    case OK_DICT: {
        Dict *d = (Dict *)o;
        const Dict *td = (const Dict *)t;
        d->index = NULL;
        d->entries = NULL;
        if (!td->nslots) return true;
        /* The index and the entries share one block (dict.c). */
        size_t ixbytes = (size_t)((const char *)td->entries - (const char *)td->index);
        bool ok = true;
        char *block = take(blocks, td->index, ixbytes + td->nalloc * sizeof(DictEntry),
                           ixbytes + td->nentries * sizeof(DictEntry), &ok);
        if (!block) {
            d->nslots = d->nalloc = 0;
            d->nentries = d->cap = d->used = 0;
            return false;
        }
        d->index = block;
        d->entries = (DictEntry *)(void *)(block + ixbytes);
        return true;
    }
    case OK_SET: case OK_FROZENSET: {
        Set *s = (Set *)o;
        const Set *ts = (const Set *)t;
        bool ok = true;
        s->table = NULL;
        s->table = take_all(blocks, ts->table, (ts->mask + 1) * sizeof(SetEntry), &ok);
        return ok;
    }
    case OK_CODE:
        return copy_code(blocks, (Code *)o, (const Code *)t);
    case OK_EXC: {
        ExcObj *e = (ExcObj *)o;
        const ExcObj *te = (const ExcObj *)t;
        bool ok = true;
        e->tb = NULL;
        e->tb = take_all(blocks, te->tb, te->tbcap * sizeof(TbEntry), &ok);
        if (!ok) e->tbcap = e->ntb = 0;
        return ok;
    }
    case OK_GEN: {
        Gen *g = (Gen *)o;
        const Gen *tg = (const Gen *)t;
        bool ok = true;
        g->regs = NULL;
        g->regs = take_all(blocks, tg->regs, tg->nregs * sizeof(Value), &ok);
        return ok;
    }
    default:
        return true;
    }
}

/* The parts of a fresh VM that are not objects, as rt_vm_new sets them. */
static VM *blank_vm(const VM *t, const Limits *limits) {
    VM *vm = calloc(1, sizeof(VM));
    if (!vm) return NULL;
    vm->limits = *limits;
    if (vm->limits.max_recursion <= 0) vm->limits.max_recursion = 1000;
    vm->mem_cap = limits->max_memory;
    vm->fail_after = -1;
    vm->gc_threshold = (size_t)4 << 20;
    vm->hash_seed = t->hash_seed;
    vm->exc = VEMPTY;
    vm->result = VNONE;
    vm->gen_return = VNONE;
    vm->clock = t->clock;
    vm->clock_ud = t->clock_ud;
    vm->fuel = INT64_MAX / 4;
    vm->budget_left = 0;
    vm->gc_running = true;
    /* Carried with the objects: dict versions and type versions recorded
     * in them (LOADGLOBAL caches, iterators) stay comparable. */
    vm->dict_version = t->dict_version;
    vm->type_version = t->type_version;
    vm->nan_serial = t->nan_serial;
    return vm;
}

#define PREFETCH_AHEAD 8

VM *clone_vm(const Frozen *f, const Limits *limits, uint64_t serial_base, Dict **globals, Dict **modules) {
    const VM *t = f->vm;
    VM *vm = blank_vm(t, limits);
    if (!vm) return NULL;
    vm->pool = f->pool;
    /* out[0, n): index -> object of the copy (the map relocation reads),
     * the blocks of those copied, then the shared ones; out[n, n + nown):
     * the storage blocks. */
    size_t nown = f->nblocks - f->ncopy;
    void **out = malloc((f->n + nown ? f->n + nown : 1) * sizeof *out);
    Obj **map = (Obj **)out;
    if (!out) {
        rt_vm_free(vm);
        return NULL;
    }
    /* Every block first, so that each copy can be relocated as soon as it
     * is made, while it is at hand: the copying then goes over the new
     * heap once. A failed planned allocation leaves what it took to the
     * VM's teardown. */
    if (f->plan ? !mem_alloc_planned(vm, f->plan, f->sizes, out) : !mem_alloc_many(vm, f->sizes, out, f->nblocks))
        goto fail;
    memmove(out + f->n, out + f->ncopy, nown * sizeof *out);
    memcpy(out + f->ncopy, f->objs + f->ncopy, (f->n - f->ncopy) * sizeof *out);
    /* blocks.out[k] for the storage block k of f->sizes. */
    Blocks blocks = {out + (f->n - f->ncopy), f->sizes, f->ncopy, f->nblocks};
    Walk w;
    memset(&w, 0, sizeof w);
    w.mode = W_RELOCATE;
    w.map = map;
    /* The frozen objects lie scattered over the template's pages: each is
     * fetched a few copies ahead of its turn. */
    for (size_t i = 0; i < f->ncopy; i++) {
        if (i + PREFETCH_AHEAD < f->ncopy) __builtin_prefetch(f->objs[i + PREFETCH_AHEAD]);
        if (!copy_obj(vm, &blocks, map[i], f->objs[i], f->sizes[i])) {
            /* The blocks not made objects or taken as storage yet are
             * freed as blocks; the objects made are freed with the VM, no
             * reference followed. */
            for (size_t j = i + 1; j < f->ncopy; j++) mem_free(vm, out[j], f->sizes[j]);
            for (size_t j = blocks.k; j < f->nblocks; j++) mem_free(vm, blocks.out[j], f->sizes[j]);
            goto fail;
        }
        refs_in(&w, map[i], W_RELOCATE);
    }
    /* Every storage block taken (owned_sizes and copy_obj agree). */
    if (blocks.k != f->nblocks) {
        for (size_t j = blocks.k; j < f->nblocks; j++) mem_free(vm, blocks.out[j], f->sizes[j]);
        goto fail;
    }

    /* The roots: the frozen VM's, still indices, copied then relocated. */
    memcpy(vm->types, t->types, sizeof vm->types);
    memcpy(vm->exc_types, t->exc_types, sizeof vm->exc_types);
    memcpy(vm->t_iters, t->t_iters, sizeof vm->t_iters);
    vm->t_object = t->t_object;
    vm->t_type = t->t_type;
    vm->t_int = t->t_int;
    vm->t_bool = t->t_bool;
    vm->t_float = t->t_float;
    vm->t_none = t->t_none;
    vm->t_notimpl = t->t_notimpl;
    vm->t_ellipsis = t->t_ellipsis;
    vm->t_dict_keys = t->t_dict_keys;
    vm->t_dict_values = t->t_dict_values;
    vm->t_dict_items = t->t_dict_items;
    vm->t_member = t->t_member;
    vm->builtins = t->builtins;
    vm->module_code = t->module_code;
    vm->empty_tuple = t->empty_tuple;
    vm->empty_str = t->empty_str;
    memcpy(vm->char_cache, t->char_cache, sizeof vm->char_cache);
    bool ok = true;
    vm->names = t->names ? (SNames *)(void *)table_copy(vm, &f->names, map, &ok) : NULL;
    if (f->interned.nfix == 0 && f->interned.n) {
        /* Every interned string is shared: the copy looks in the
         * template's table and interns its own in a table of its own. */
        vm->interned_base = f->interned.p;
        vm->interned_base_cap = f->interned.n;
    } else {
        vm->interned = table_copy(vm, &f->interned, map, &ok);
        vm->interned_cap = t->interned_cap;
        vm->ninterned = t->ninterned;
    }
    if (!ok) goto fail;
    Session s = {f->session->globals, f->session->modules, 0, NULL, NULL};
    roots(&w, vm, &s, false);
    for (size_t i = 0; i < f->nids; i++)
        if (!obj_id_adopt(vm, map[f->ids[i].ix], f->ids[i].id)) goto fail;
    vm->ids.next = t->ids.next;
    free(map);
    vm->sessions_made = serial_base;
    vm->gc_running = false;
    /* Every object copied is live, as after a collection: the first run's
     * end does not collect them again to find nothing. */
    vm->live_after_gc = vm->live_bytes;
    vm->gc_threshold = gc_next_threshold(vm->live_bytes, vm->mem_cap);
    *globals = s.globals;
    *modules = s.modules;
    return vm;
fail:
    free(map);
    /* No reference has been followed or can be: the roots are cleared and
     * the collection that frees the VM finds every object garbage. */
    rt_vm_free(vm);
    return NULL;
}
