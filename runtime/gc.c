/* Precise mark/sweep collector. Roots: the temp-root stack, every frame's
 * registers, the sessions' globals, the builtins, modules, types, the
 * VM's names, the pending exception and the run result. Collections happen
 * only at interpreter safe points (see rt.h), so native code never sees an
 * object vanish under it unless it re-enters Python.
 *
 * Interned strings: a collection during a run keeps every one (natives
 * hold interned names in C variables across calls into user code). One
 * between runs, when no frame and no native is active, keeps only those
 * something else reaches and takes the rest out of the table, so that
 * names a snippet made up (getattr(o, 'x' + str(i)), f(**{k: v})) do not
 * stay for the VM's life. */
#include <stdlib.h>
#include "rt.h"
#include "names.h"
#include "objrefs.h"

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

static void mark_values(Marker *m, const Value *v, size_t n) {
    for (size_t i = 0; i < n; i++) mark_value_m(m, v[i]);
}

/* Every reference an object holds (objrefs.h lists them for every walker
 * of the heap). */
#define GC_VAL(v) mark_value_m(m, (v))
#define GC_VALS(p, n) mark_values(m, (p), (n))
#define GC_REF(p) mark_obj(m, (Obj *)(p))

static void blacken(Marker *m, Obj *o) {
    OBJ_REFS(o, GC_VAL, GC_VALS, GC_REF);
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
    if (vm->names) {
#define X(n) mark_obj(m, (Obj *)vm->names->n);
        SMOL_NAMES(X)
#undef X
    }
    mark_value_m(m, vm->exc);
    mark_value_m(m, vm->result);
    mark_value_m(m, vm->gen_return);
    mark_value_m(m, vm->out_target);
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

static void mark_all(Marker *m) {
    for (;;) {
        drain(m);
        if (!m->gray.overflow) break;
        /* The gray stack could not grow: blacken every marked object again
         * until nothing new gets marked. Slow but correct. */
        m->gray.overflow = false;
        for (int k = 0; k < GC_LISTS; k++)
            for (Obj *o = m->vm->objects[k]; o; o = o->gc_next)
                if (o->marked) blacken(m, o);
    }
}

/* Between runs: the interned strings nothing reached leave the table,
 * which is rebuilt with the others (they are swept next). Without memory
 * for the rebuild they all stay. */
static void purge_interned(Marker *m) {
    VM *vm = m->vm;
    size_t live = 0;
    for (size_t i = 0; i < vm->interned_cap; i++)
        if (vm->interned[i] && vm->interned[i]->h.marked) live++;
    if (live == vm->ninterned) return;
    Str **keep = live ? malloc(live * sizeof *keep) : NULL;
    if (live && !keep) {
        for (size_t i = 0; i < vm->interned_cap; i++) mark_obj(m, (Obj *)vm->interned[i]);
        mark_all(m);
        return;
    }
    size_t k = 0;
    for (size_t i = 0; i < vm->interned_cap; i++) {
        Str *s = vm->interned[i];
        vm->interned[i] = NULL;
        if (s && s->h.marked) keep[k++] = s;
    }
    size_t mask = vm->interned_cap - 1;
    for (size_t i = 0; i < k; i++) {
        size_t j = (size_t)keep[i]->hash & mask;
        while (vm->interned[j]) j = (j + 1) & mask;
        vm->interned[j] = keep[i];
    }
    vm->ninterned = k;
    free(keep);
    /* The method cache is keyed by name addresses, which new strings may
     * take: it starts again. */
    vm->type_version++;
}

/* Free every unmarked object and unmark the others. The lists are
 * walked in step, an object of each in turn, so that the cache misses of
 * their next objects overlap instead of following one another. */
static void sweep(VM *vm) {
    Obj **link[GC_LISTS];
    int active = 0;
    for (int k = 0; k < GC_LISTS; k++)
        if (vm->objects[k]) link[active++] = &vm->objects[k];
    while (active > 0) {
        for (int k = 0; k < active;) {
            Obj *o = *link[k];
            if (!o) {
                link[k] = link[--active];
                continue;
            }
            __builtin_prefetch(o->gc_next);
            if (o->marked) {
                o->marked = 0;
                link[k] = &o->gc_next;
            } else {
                *link[k] = o->gc_next;
                free_obj(vm, o);
            }
            k++;
        }
    }
}

void gc_collect(VM *vm) {
    if (vm->gc_running) return;
    vm->gc_running = true;
    Marker m = {vm, {NULL, 0, 0, false}};
    mark_roots(&m);
    bool between_runs = vm->nframes == 0 && vm->nroots == 0;
    if (!between_runs)
        for (size_t i = 0; i < vm->interned_cap; i++) mark_obj(&m, (Obj *)vm->interned[i]);
    mark_all(&m);
    if (between_runs) {
        purge_interned(&m);
        vm->interned_added = 0;
    }
    free(m.gray.items);

    sweep(vm);
    /* The empty pages kept for reuse are room, not live data: pace from
     * what the collection kept, and collect again at the latest once the
     * pool is used up and the heap has to grow. Allocation from the pool
     * does not move the account, but memory from outside the pages (big
     * int digits, large blocks) does at once, and with a pool as large as
     * the data the threshold is the account itself: every big int made
     * after such a collection collected the whole heap again. So memory
     * from outside the pages gets at least half the step this pace grants
     * the data before the threshold: what the threshold leaves short of
     * that, it moves the threshold with it (extern_grown in alloc.c), by
     * no more than half the room left under the cap. */
    size_t pool = mem_pool_bytes(vm);
    size_t data = vm->live_bytes - pool;
    size_t next = gc_next_threshold(data, vm->mem_cap);
    vm->gc_threshold = next > vm->live_bytes ? next : vm->live_bytes;
    size_t want = (next - data) / 2, have = vm->gc_threshold - vm->live_bytes;
    size_t credit = want > have ? want - have : 0;
    if (vm->mem_cap) {
        size_t room = vm->mem_cap > vm->gc_threshold ? vm->mem_cap - vm->gc_threshold : 0;
        if (credit > room / 2) credit = room / 2;
    }
    vm->gc_extern_credit = credit;
    vm->live_after_gc = vm->live_bytes;
    vm->collections++;
    vm->gc_dropped = false;
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
    for (int k = 0; k < GC_LISTS; k++) {
        for (Obj *o = vm->objects[k]; o && vm->nextern; o = o->gc_next)
            if (o->kind == OK_BIGINT) bigint_free(vm, (BigInt *)o);
        vm->objects[k] = NULL;
    }
#endif
}

bool gc_cap_tight(const VM *vm) {
    return vm->mem_cap && vm->live_bytes > vm->mem_cap - vm->mem_cap / 8;
}

void gc_after_run(VM *vm) {
    size_t grown = vm->live_bytes > vm->live_after_gc ? vm->live_bytes - vm->live_after_gc : 0;
    /* Garbage worth a collection now: more than 1 MB, and more than half
     * of what the last collection kept (a run that built a large live
     * structure would only mark it again to find little). The threshold
     * counts as reached once passed, as in the allocator's check (rt.h):
     * a collection whose kept pages fill the room up to it leaves the
     * account at the threshold, and runs that allocate only from those
     * pages leave it there; they must not collect again after each run. */
    size_t half = vm->live_after_gc / 2, worth = half > ((size_t)1 << 20) ? half : ((size_t)1 << 20);
    if (grown > worth || vm->live_bytes > vm->gc_threshold || vm->interned_added > ((size_t)1 << 20) || vm->gc_stress ||
        vm->callback_stress) {
        gc_collect(vm);
        mem_trim(vm);
        /* After the run, not during it: a collection at one of its safe
         * points leaves what the run dropped later uncollected. */
        vm->gc_clean = true;
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
