/* Precise mark/sweep collector. Roots: the temp-root stack, every frame's
 * registers, the sessions' globals, the builtins, modules, types, interned
 * strings, the pending exception and the run result. Collections happen only
 * at interpreter safe points (see rt.h), so native code never sees an object
 * vanish under it unless it re-enters Python. */
#include <stdlib.h>
#include "rt.h"

typedef struct Gray {
    Obj **items;
    size_t n, cap;
    bool overflow;      /* a push failed: rescan the heap for marked objects */
} Gray;

typedef struct Marker {
    VM *vm;
    Gray gray;
} Marker;

static void push_gray(Marker *m, Obj *o) {
    Gray *g = &m->gray;
    if (g->n == g->cap) {
        size_t ncap = g->cap ? g->cap * 2 : 1024;
        /* The gray stack is collector-internal scratch; it must never fail
         * because of the cap, so it uses plain realloc and is freed before
         * the collection ends. */
        Obj **p = realloc(g->items, ncap * sizeof(Obj *));
        if (!p) {
            g->overflow = true;
            return;
        }
        g->items = p;
        g->cap = ncap;
    }
    g->items[g->n++] = o;
}

/* Objects that refer to nothing the collector traces: marking them is
 * enough, they never go through the gray stack. (A range is not one: a
 * big range holds its bounds as int objects.) */
static inline bool is_leaf(uint8_t kind) {
    return kind == OK_STR || kind == OK_BIGINT || kind == OK_BYTES || kind == OK_BYTEARRAY ||
           kind == OK_COMPLEX;
}

static inline void mark_obj(Marker *m, Obj *o) {
    if (!o || o->marked) return;
    o->marked = 1;
    if (!is_leaf(o->kind)) push_gray(m, o);
}

static inline void mark_value_m(Marker *m, Value v) {
    if (v.tag == VT_OBJ) mark_obj(m, v.u.o);
}

/* dict_mark/set_mark take a plain callback; the marker travels in the VM. */
static void mark_cb(VM *vm, Value v) {
    Marker *m = (Marker *)vm->gc_marker;
    mark_value_m(m, v);
}

static void mark_values(Marker *m, const Value *v, size_t n) {
    for (size_t i = 0; i < n; i++) mark_value_m(m, v[i]);
}

/* Every reference an object holds. runtime/clone.c's refs() lists the
 * same for copying a frozen heap: a field added here must be added there,
 * or a copied VM would keep a pointer into its template. */
static void blacken(Marker *m, Obj *o) {
    VM *vm = m->vm;
    switch ((ObjKind)o->kind) {
    case OK_STR: case OK_BIGINT: case OK_BYTES:
    case OK_BYTEARRAY: case OK_COMPLEX:
        break;
    case OK_RANGE: {
        Range *r = (Range *)o;
        if (r->big) {
            mark_value_m(m, r->bstart);
            mark_value_m(m, r->bstop);
            mark_value_m(m, r->bstep);
            mark_value_m(m, r->blen);
        }
        break;
    }
    case OK_TUPLE: {
        Tuple *t = (Tuple *)o;
        mark_values(m, t->items, t->len);
        break;
    }
    case OK_LIST: {
        List *l = (List *)o;
        mark_values(m, l->items, l->len);
        break;
    }
    case OK_DICT: {
        Dict *d = (Dict *)o;
        for (size_t i = 0; i < d->nentries; i++) {
            mark_value_m(m, d->entries[i].key);
            mark_value_m(m, d->entries[i].val);
        }
        break;
    }
    case OK_SET: case OK_FROZENSET:
        set_mark(vm, (Set *)o, mark_cb);
        break;
    case OK_SLICE: {
        Slice *s = (Slice *)o;
        mark_value_m(m, s->start);
        mark_value_m(m, s->stop);
        mark_value_m(m, s->step);
        break;
    }
    case OK_FUNC: {
        Func *f = (Func *)o;
        mark_obj(m, &f->code->h);
        mark_obj(m, (Obj *)f->globals);
        mark_obj(m, (Obj *)f->defaults);
        mark_obj(m, (Obj *)f->kwdefaults);
        mark_obj(m, (Obj *)f->closure);
        mark_obj(m, (Obj *)f->name);
        mark_obj(m, (Obj *)f->qualname);
        mark_obj(m, (Obj *)f->attrs);
        mark_value_m(m, f->doc);
        mark_value_m(m, f->module);
        break;
    }
    case OK_NATIVE: {
        Native *n = (Native *)o;
        mark_obj(m, (Obj *)n->name);
        mark_obj(m, (Obj *)n->qualname);
        mark_value_m(m, n->self);
        mark_obj(m, (Obj *)n->owner);
        mark_obj(m, (Obj *)n->module);
        break;
    }
    case OK_BOUND: {
        BoundMethod *b = (BoundMethod *)o;
        mark_value_m(m, b->self);
        mark_value_m(m, b->func);
        break;
    }
    case OK_CODE: {
        Code *c = (Code *)o;
        mark_values(m, c->consts, c->nconsts);
        for (uint32_t i = 0; i < c->nnames; i++) mark_obj(m, (Obj *)c->names[i]);
        for (uint32_t i = 0; i < c->nlocals; i++) mark_obj(m, (Obj *)c->varnames[i]);
        for (uint32_t i = 0; i < (uint32_t)c->ncells + c->nfrees; i++)
            mark_obj(m, (Obj *)c->freenames[i]);
        mark_obj(m, (Obj *)c->name);
        mark_obj(m, (Obj *)c->qualname);
        mark_obj(m, (Obj *)c->filename);
        mark_obj(m, (Obj *)c->source);
        break;
    }
    case OK_TYPE: {
        Type *t = (Type *)o;
        mark_obj(m, (Obj *)t->name);
        mark_obj(m, (Obj *)t->qualname);
        mark_obj(m, (Obj *)t->base);
        mark_obj(m, (Obj *)t->bases);
        mark_obj(m, (Obj *)t->mro);
        mark_obj(m, (Obj *)t->dict);
        mark_obj(m, (Obj *)t->meta);
        mark_obj(m, (Obj *)t->tp_name);
        mark_value_m(m, t->module);
        break;
    }
    case OK_INSTANCE: {
        Instance *in = (Instance *)o;
        mark_obj(m, (Obj *)in->cls);
        mark_obj(m, (Obj *)in->attrs);
        mark_value_m(m, in->builtin_value);
        break;
    }
    case OK_EXC: {
        ExcObj *e = (ExcObj *)o;
        mark_obj(m, (Obj *)e->cls);
        mark_obj(m, (Obj *)e->attrs);
        mark_value_m(m, e->builtin_value);
        mark_obj(m, (Obj *)e->args);
        mark_value_m(m, e->cause);
        mark_value_m(m, e->context);
        mark_value_m(m, e->notes);
        mark_value_m(m, e->hint);
        for (uint32_t i = 0; i < e->ntb; i++) mark_obj(m, (Obj *)e->tb[i].code);
        break;
    }
    case OK_CELL:
        mark_value_m(m, ((Cell *)o)->v);
        break;
    case OK_GEN: {
        Gen *g = (Gen *)o;
        mark_obj(m, (Obj *)g->func);
        if (g->regs) mark_values(m, g->regs, g->nregs);
        mark_value_m(m, g->yf);
        mark_value_m(m, g->handled_exc);
        mark_obj(m, (Obj *)g->name);
        mark_obj(m, (Obj *)g->qualname);
        break;
    }
    case OK_ITER: {
        Iter *it = (Iter *)o;
        mark_value_m(m, it->src);
        mark_value_m(m, it->aux);
        mark_value_m(m, it->extra[0]);
        mark_value_m(m, it->extra[1]);
        break;
    }
    case OK_MODULE: {
        Module *mo = (Module *)o;
        mark_obj(m, (Obj *)mo->name);
        mark_obj(m, (Obj *)mo->dict);
        break;
    }
    case OK_PROPERTY: {
        Property *p = (Property *)o;
        mark_value_m(m, p->fget);
        mark_value_m(m, p->fset);
        mark_value_m(m, p->fdel);
        mark_value_m(m, p->doc);
        break;
    }
    case OK_STATICMETHOD: case OK_CLASSMETHOD:
        mark_value_m(m, ((Wrapper *)o)->func);
        break;
    case OK_SUPER: {
        Super *s = (Super *)o;
        mark_obj(m, (Obj *)s->type);
        mark_value_m(m, s->self);
        mark_obj(m, (Obj *)s->self_type);
        break;
    }
    case OK_DICTVIEW:
        mark_obj(m, (Obj *)((DictView *)o)->dict);
        break;
    case OK_BOX:
        mark_value_m(m, ((Box *)o)->v);
        break;
    case OK__COUNT:
        break;
    }
}

/* Start loading what blacken() will read of `o` past its header: the
 * storage of the containers that keep it out of line. */
static inline void prefetch_body(Obj *o) {
    switch ((ObjKind)o->kind) {
    case OK_DICT: {
        /* The entries of a small dict span a few lines: fetch them all. */
        const Dict *d = (const Dict *)o;
        const char *p = (const char *)d->entries;
        size_t bytes = d->nentries * sizeof(DictEntry);
        if (bytes > 512) bytes = 512;
        for (size_t k = 0; k < bytes; k += 64) __builtin_prefetch(p + k);
        break;
    }
    case OK_LIST: __builtin_prefetch(((List *)o)->items); break;
    case OK_SET: case OK_FROZENSET: __builtin_prefetch(((Set *)o)->table); break;
    case OK_TUPLE: __builtin_prefetch((char *)o + 64); break;
    default: break;
    }
}

/* Blacken every gray object. Marking is bound by memory latency (a big
 * heap is mostly cache misses), so objects go through a small ring before
 * they are blackened: the header of an object is prefetched when it enters,
 * its out-of-line storage halfway through, and it is blackened when it
 * leaves, by which time both are usually in cache. The order objects are
 * blackened in does not change what gets marked. */
#define PF_RING 16
static void drain(Marker *m) {
    Obj *ring[PF_RING] = {0};
    unsigned pos = 0, inring = 0;
    for (;;) {
        Obj *o = NULL;
        if (m->gray.n > 0) o = m->gray.items[--m->gray.n];
        else if (inring == 0) break;
        unsigned slot = pos % PF_RING;
        Obj *old = ring[slot];
        ring[slot] = o;
        pos++;
        if (o) {
            __builtin_prefetch(o);
            inring++;
        }
        Obj *mid = ring[(slot + PF_RING / 2) % PF_RING];
        if (mid) prefetch_body(mid);
        if (old) {
            inring--;
            blacken(m, old);
        }
    }
}

static void free_obj(VM *vm, Obj *o) {
    if (o->flags & OBJ_HAS_ID) obj_id_forget(vm, o);
    switch ((ObjKind)o->kind) {
    case OK_TYPE:
        /* Its address may be reused by a new type: drop cached lookups. */
        vm->type_version++;
        break;
    case OK_LIST: {
        List *l = (List *)o;
        mem_free(vm, l->items, l->cap * sizeof(Value));
        break;
    }
    case OK_DICT:
        dict_free_storage(vm, (Dict *)o);
        break;
    case OK_SET: case OK_FROZENSET:
        set_free_storage(vm, (Set *)o);
        break;
    case OK_BIGINT:
        bigint_free(vm, (BigInt *)o);
        break;
    case OK_STR:
        if (o->flags & STR_TAIL) str_tail_release(vm, str_tail_of((Str *)o));
        break;
    case OK_BYTES:
        if (o->flags & BYTES_TAIL) {
            uint8_t *buf = ((Bytes *)o)->buf;
            str_tail_release(vm, (StrTail *)(void *)((char *)buf - offsetof(StrTail, data)));
        }
        break;
    case OK_BYTEARRAY: {
        Bytes *b = (Bytes *)o;
        if (b->buf && b->buf != b->inline_data) mem_free(vm, b->buf, b->cap);
        break;
    }
    case OK_CODE:
        code_free_storage(vm, (Code *)o);
        break;
    case OK_GEN: {
        Gen *g = (Gen *)o;
        mem_free(vm, g->regs, g->nregs * sizeof(Value));
        break;
    }
    case OK_EXC: {
        ExcObj *e = (ExcObj *)o;
        mem_free(vm, e->tb, e->tbcap * sizeof(TbEntry));
        break;
    }
    default:
        break;
    }
    mem_free(vm, o, o->size);
}

static void mark_roots(Marker *m) {
    VM *vm = m->vm;
    mark_values(m, vm->roots, vm->nroots);
    for (int i = 0; i < vm->nframes; i++) {
        Frame *f = &vm->frames[i];
        mark_obj(m, (Obj *)f->func);
        mark_obj(m, (Obj *)f->code);
        mark_obj(m, (Obj *)f->gen);
        mark_obj(m, (Obj *)f->globals);
        mark_value_m(m, f->handled);
        mark_value_m(m, f->init_self);
        if (f->regs && f->code) mark_values(m, f->regs, f->code->nregs);
    }
    for (Session *s = vm->sessions; s; s = s->next) {
        mark_obj(m, (Obj *)s->globals);
        mark_obj(m, (Obj *)s->modules);
    }
    for (int i = 0; i < OK__COUNT; i++) mark_obj(m, (Obj *)vm->types[i]);
    for (int i = 0; i < EXC__COUNT; i++) mark_obj(m, (Obj *)vm->exc_types[i]);
    for (int i = 0; i < ITN__COUNT; i++) mark_obj(m, (Obj *)vm->t_iters[i]);
    Type *extra[] = {vm->t_object, vm->t_type, vm->t_int, vm->t_bool, vm->t_float,
                     vm->t_none, vm->t_notimpl, vm->t_ellipsis, vm->t_dict_keys,
                     vm->t_dict_values, vm->t_dict_items, vm->t_member};
    for (size_t i = 0; i < sizeof extra / sizeof extra[0]; i++) mark_obj(m, (Obj *)extra[i]);
    mark_obj(m, (Obj *)vm->builtins);
    mark_obj(m, (Obj *)vm->modules);
    mark_obj(m, (Obj *)vm->module_code);
    mark_obj(m, (Obj *)vm->empty_tuple);
    mark_obj(m, (Obj *)vm->empty_str);
    for (int i = 0; i < 128; i++) mark_obj(m, (Obj *)vm->char_cache[i]);
    for (size_t i = 0; i < vm->interned_cap; i++) mark_obj(m, (Obj *)vm->interned[i]);
    mark_value_m(m, vm->exc);
    mark_value_m(m, vm->result);
    mark_value_m(m, vm->gen_return);
    for (size_t i = 0; i < vm->nextra_roots; i++) mark_value_m(m, vm->extra_roots[i]);
}

/* When to collect next, given what the VM holds after a collection.
 * Far from the cap: when the heap has doubled (at least 4 MB). Near it:
 * halfway to the cap, so garbage seldom makes an allocation fail between
 * safe points, but never sooner than an eighth of the heap (at least
 * 1 MB, or a sixteenth of a smaller cap) later. Without that floor, each collection near the cap would
 * free little and the next would follow after a few allocations, every
 * one a full mark and sweep: a snippet that fills the heap would spend
 * its time collecting. With it, the work of collecting stays in
 * proportion to the allocation done, near the cap as far from it, and a
 * heap whose live part is within an eighth of the cap reaches the cap
 * (the memory stop) instead of crawling towards it. */
size_t gc_next_threshold(size_t live, size_t cap) {
    size_t next = live * 2;
    if (next < (size_t)4 << 20) next = (size_t)4 << 20;
    if (cap) {
        size_t room = cap - (live < cap ? live : cap);
        /* At least 1 MB (or a sixteenth of a small cap). */
        size_t least = cap / 16 < ((size_t)1 << 20) ? cap / 16 : (size_t)1 << 20;
        size_t floor = live / 8 > least ? live / 8 : least;
        size_t step = room / 2 > floor ? room / 2 : floor;
        if (next > live + step) next = live + step;
    }
    return next;
}

void gc_collect(VM *vm) {
    if (vm->gc_running) return;
    vm->gc_running = true;
    Marker m = {vm, {NULL, 0, 0, false}};
    vm->gc_marker = &m;
    mark_roots(&m);
    for (;;) {
        drain(&m);
        if (!m.gray.overflow) break;
        /* The gray stack could not grow: blacken every marked object again
         * until nothing new gets marked. Slow but correct. */
        m.gray.overflow = false;
        for (Obj *o = vm->objects; o; o = o->gc_next)
            if (o->marked) blacken(&m, o);
    }
    free(m.gray.items);
    vm->gc_marker = NULL;

    Obj **link = &vm->objects;
    while (*link) {
        Obj *o = *link;
        if (o->marked) {
            o->marked = 0;
            link = &o->gc_next;
        } else {
            *link = o->gc_next;
            free_obj(vm, o);
        }
    }
    /* The empty pages kept for reuse are room, not live data: pace from
     * what the collection kept, and collect again at the latest once the
     * pool is used up and the heap has to grow. */
    size_t pool = mem_pool_bytes(vm);
    size_t next = gc_next_threshold(vm->live_bytes - pool, vm->mem_cap);
    vm->gc_threshold = next > vm->live_bytes ? next : vm->live_bytes;
    vm->live_after_gc = vm->live_bytes;
    vm->gc_running = false;
}

void gc_free_all(VM *vm) {
#ifdef SMOL_ALLOC_CHECK
    /* The checking build frees each block by its size (the caller has
     * cleared every root), so that a size mismatch shows. */
    gc_collect(vm);
#else
    /* Each big int freed here counts one holder off (mem_account_sub):
     * the walk ends with the last, which is mostly among the newest
     * objects, those of the last runs. */
    for (Obj *o = vm->objects; o && vm->nextern; o = o->gc_next)
        if (o->kind == OK_BIGINT) bigint_free(vm, (BigInt *)o);
    vm->objects = NULL;
#endif
}

void gc_after_run(VM *vm) {
    size_t grown = vm->live_bytes > vm->live_after_gc ? vm->live_bytes - vm->live_after_gc : 0;
    bool near_cap = vm->mem_cap && vm->live_bytes > vm->mem_cap / 2;
    /* Garbage worth a collection now: more than 1 MB, and more than half
     * of what the last collection kept (a run that built a large live
     * structure would only mark it again to find little). */
    size_t half = vm->live_after_gc / 2, worth = half > ((size_t)1 << 20) ? half : ((size_t)1 << 20);
    if (grown > worth || near_cap || vm->live_bytes >= vm->gc_threshold || vm->gc_stress ||
        vm->callback_stress) {
        gc_collect(vm);
        mem_trim(vm);
    }
}

void gc_push(VM *vm, Value v) {
    if (vm->nroots == vm->roots_cap) {
        size_t ncap = vm->roots_cap ? vm->roots_cap * 2 : 64;
        Value *p = realloc(vm->roots, ncap * sizeof(Value));
        if (!p) {
            /* Without room to record the root, the only safe course is to
             * never collect again in this VM. */
            vm->gc_running = true;
            return;
        }
        vm->roots = p;
        vm->roots_cap = ncap;
    }
    vm->roots[vm->nroots++] = v;
}

void gc_pop(VM *vm, size_t n) { vm->nroots = n > vm->nroots ? 0 : vm->nroots - n; }
