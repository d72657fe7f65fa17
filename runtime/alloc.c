/* The accounted allocator: every heap byte a VM owns passes through here,
 * so `live_bytes` is exact and the memory cap is enforced before an
 * allocation is made. Failure is soft: NULL plus HALT_MEMORY, never abort. */
#include <stdio.h>
#include <stdlib.h>
#include "rt.h"

static bool over_cap(VM *vm, size_t add) {
    if (vm->fail_after >= 0) {
        if (vm->fail_after == 0) return true;
        vm->fail_after--;
    }
    if (vm->mem_cap == 0) return false;
    return add > vm->mem_cap || vm->live_bytes > vm->mem_cap - add;
}

static void note_alloc(VM *vm, size_t n) {
    vm->live_bytes += n;
    vm->total_bytes += n;
    vm->nallocs++;
    if (vm->live_bytes > vm->peak_bytes) vm->peak_bytes = vm->live_bytes;
}

Value rt_halt(VM *vm, HaltReason why) {
    if (vm->halt == HALT_NONE) vm->halt = why;
    return VEXC;
}

/* Small blocks come from per-VM free lists, one per 16-byte size class,
 * refilled from 64 KB slabs; the account still counts requested bytes.
 * Sanitizer builds use malloc for every block so that use-after-free and
 * leaks stay visible. */
#if defined(__SANITIZE_ADDRESS__)
#define SMOL_NO_SMALL_BLOCKS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SMOL_NO_SMALL_BLOCKS 1
#endif
#endif

#define SMALL_MAX (16 * SMOL_SMALL_CLASSES)
#define SLAB_SIZE ((size_t)64 << 10)

typedef struct SmallFree { struct SmallFree *next; } SmallFree;
typedef struct Slab { struct Slab *next; } Slab;

static void *small_alloc(VM *vm, size_t n) {
    size_t cls = (n - 1) / 16;
    SmallFree *f = vm->small_free[cls];
    if (f) {
        vm->small_free[cls] = f->next;
        return f;
    }
    size_t sz = (cls + 1) * 16;
    if ((size_t)(vm->slab_end - vm->slab_pos) < sz) {
        Slab *s = malloc(SLAB_SIZE);
        if (!s) return NULL;
        s->next = vm->slabs;
        vm->slabs = s;
        vm->slab_pos = (char *)s + 16;
        vm->slab_end = (char *)s + SLAB_SIZE;
    }
    void *p = vm->slab_pos;
    vm->slab_pos += sz;
    return p;
}

static void small_free(VM *vm, void *p, size_t n) {
    size_t cls = (n - 1) / 16;
    SmallFree *f = p;
    f->next = vm->small_free[cls];
    vm->small_free[cls] = f;
}

void mem_release_slabs(VM *vm) {
    Slab *s = vm->slabs;
    while (s) {
        Slab *n = s->next;
        free(s);
        s = n;
    }
    vm->slabs = NULL;
    vm->slab_pos = vm->slab_end = NULL;
    memset(vm->small_free, 0, sizeof vm->small_free);
}

static inline bool is_small(size_t n) {
#ifdef SMOL_NO_SMALL_BLOCKS
    (void)n;
    return false;
#else
    return n <= SMALL_MAX;
#endif
}

#ifdef SMOL_ALLOC_CHECK
/* Checking build: every block carries its size, and frees and reallocs
 * must name it exactly, so a size mismatch (which would corrupt the size
 * classes) aborts at once. */
#define CHECK_HDR 16
static void check_size(void *p, size_t n) {
    size_t stored;
    memcpy(&stored, (char *)p - CHECK_HDR, sizeof stored);
    if (stored != n) {
        fprintf(stderr, "smolvm: allocation size mismatch: block of %zu bytes freed as %zu\n", stored, n);
        abort();
    }
}
#endif

void *mem_alloc(VM *vm, size_t n) {
    if (n == 0) n = 1;
#ifdef SMOL_ALLOC_CHECK
    {
        size_t m = n;
        if (over_cap(vm, n)) {
            rt_halt(vm, HALT_MEMORY);
            return NULL;
        }
        char *b = malloc(m + CHECK_HDR);
        if (!b) {
            rt_halt(vm, HALT_MEMORY);
            return NULL;
        }
        memcpy(b, &m, sizeof m);
        note_alloc(vm, n);
        return b + CHECK_HDR;
    }
#endif
    if (over_cap(vm, n)) {
        rt_halt(vm, HALT_MEMORY);
        return NULL;
    }
    void *p = is_small(n) ? small_alloc(vm, n) : malloc(n);
    if (!p) {
        rt_halt(vm, HALT_MEMORY);
        return NULL;
    }
    note_alloc(vm, n);
    return p;
}

void *mem_realloc(VM *vm, void *p, size_t old_n, size_t new_n) {
    if (!p) return mem_alloc(vm, new_n);
    if (new_n == 0) new_n = 1;
    if (old_n == 0) old_n = 1;
#ifdef SMOL_ALLOC_CHECK
    {
        check_size(p, old_n);
        void *q = mem_alloc(vm, new_n);
        if (!q) return NULL;
        memcpy(q, p, old_n < new_n ? old_n : new_n);
        mem_free(vm, p, old_n);
        return q;
    }
#endif
    if (is_small(old_n) || is_small(new_n)) {
        if (is_small(old_n) && is_small(new_n) && (old_n - 1) / 16 == (new_n - 1) / 16) {
            if (new_n > old_n && over_cap(vm, new_n - old_n)) {
                rt_halt(vm, HALT_MEMORY);
                return NULL;
            }
            vm->live_bytes = vm->live_bytes - old_n + new_n;
            if (new_n > old_n) vm->total_bytes += new_n - old_n;
            if (vm->live_bytes > vm->peak_bytes) vm->peak_bytes = vm->live_bytes;
            return p;
        }
        void *q = mem_alloc(vm, new_n);
        if (!q) return NULL;
        memcpy(q, p, old_n < new_n ? old_n : new_n);
        mem_free(vm, p, old_n);
        return q;
    }
    if (new_n > old_n && over_cap(vm, new_n - old_n)) {
        rt_halt(vm, HALT_MEMORY);
        return NULL;
    }
    void *q = realloc(p, new_n);
    if (!q) {
        rt_halt(vm, HALT_MEMORY);
        return NULL;
    }
    vm->live_bytes = vm->live_bytes - old_n + new_n;
    if (new_n > old_n) {
        vm->total_bytes += new_n - old_n;
        if (vm->live_bytes > vm->peak_bytes) vm->peak_bytes = vm->live_bytes;
    }
    vm->nallocs++;
    return q;
}

void mem_free(VM *vm, void *p, size_t n) {
    if (!p) return;
    if (n == 0) n = 1;
    vm->live_bytes -= n;
#ifdef SMOL_ALLOC_CHECK
    check_size(p, n);
    free((char *)p - CHECK_HDR);
    return;
#endif
    /* Callback-stress mode: a stale pointer into freed storage reads
     * garbage that cannot pass for a valid object. */
    if (__builtin_expect(vm->callback_stress, 0)) memset(p, 0xdb, n);
    if (is_small(n)) small_free(vm, p, n);
    else free(p);
}

bool mem_would_fit(VM *vm, size_t n) {
    if (vm->mem_cap == 0) return true;
    if (n > vm->mem_cap || vm->live_bytes > vm->mem_cap - n) {
        rt_halt(vm, HALT_MEMORY);
        return false;
    }
    return true;
}

bool mem_account_add(VM *vm, size_t n) {
    if (vm->mem_cap && (n > vm->mem_cap || vm->live_bytes > vm->mem_cap - n)) {
        /* The bytes exist already (GMP allocated them); count them so the
         * sweeper's subtraction stays balanced, then stop the run. */
        note_alloc(vm, n);
        rt_halt(vm, HALT_MEMORY);
        return false;
    }
    note_alloc(vm, n);
    return true;
}

void mem_account_sub(VM *vm, size_t n) { vm->live_bytes -= n; }

void *obj_alloc(VM *vm, ObjKind kind, size_t size) {
    Obj *o = mem_alloc(vm, size);
    if (!o) return NULL;
    memset(o, 0, size);
    o->size = (uint32_t)size;
    o->kind = (uint8_t)kind;
    o->gc_next = vm->objects;
    vm->objects = o;
    return o;
}

/* The budget is handed to the fast counter (vm->fuel) in slices; at the
 * end of each slice the deadline is checked too, so long natives that
 * charge their work stop on time. */
__attribute__((noinline, cold)) bool rt_charge_slow(VM *vm) {
    if (vm->halt) return false;
    if (vm->limits.deadline_seconds > 0 && rt_now(vm) - vm->run_start > vm->limits.deadline_seconds) {
        rt_halt(vm, HALT_DEADLINE);
        return false;
    }
    while (vm->fuel < 0) {
        if (vm->budget_left <= 0) {
            vm->fuel = 0;
            rt_halt(vm, HALT_BUDGET);
            return false;
        }
        int64_t take = vm->budget_left < 10000 ? vm->budget_left : 10000;
        vm->budget_left -= take;
        vm->fuel += take;
    }
    return true;
}
