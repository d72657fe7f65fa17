/* The accounted allocator: every heap byte a VM owns passes through here,
 * and the memory cap is enforced before an allocation is made. Failure is
 * soft: NULL plus HALT_MEMORY, never abort.
 *
 * The account (vm->live_bytes) is what the process really holds for the
 * VM, not the sum of the sizes asked for: a small block lives in a 16 KB
 * page that counts whole while the VM holds it, whether its other blocks
 * are used or free, and a large block counts with its own header (it is
 * on the VM's list of large blocks) and the C allocator's header and
 * rounding. So a snippet that fragments memory (fills one size
 * class, frees most of it, moves to the next) pays for the pages it
 * pins, and the cap bounds the resident size, not a bookkeeping figure.
 * A page whose blocks are all free goes back to a small pool of empty
 * pages that any size class reuses; past the pool it goes back to the
 * system at once. vm->used_bytes counts the bytes in use without the
 * slack (small blocks by their class size), exactly: what leak checks
 * compare.
 *
 * A VM copied from a template (clone.c) takes its chunks of pages and its
 * large blocks from the template's pool (MemPool) and gives them back,
 * zeroed, when it is freed, so that a stream of copies neither maps nor
 * faults in memory again. What the pool holds counts against no VM; what
 * a VM took from it counts against that VM exactly as memory from the
 * system would (a large block by its capacity: the pool's size class).
 * Freeing a VM gives its pages and large blocks back whole; its objects
 * are not visited, except those holding storage from outside (gc_free_all). */
#include <stdio.h>
#include <stdlib.h>
#include <pthread.h>
#include <sys/mman.h>
#include "rt.h"

/* The test hook: fail the Nth allocation from now on. */
static bool fail_hook(VM *vm) {
    if (vm->fail_after < 0) return false;
    if (vm->fail_after == 0) return true;
    vm->fail_after--;
    return false;
}

static bool cap_exceeded(VM *vm, size_t add) {
    if (vm->mem_cap == 0) return false;
    return add > vm->mem_cap || vm->live_bytes > vm->mem_cap - add;
}

static bool over_cap(VM *vm, size_t add) { return fail_hook(vm) || cap_exceeded(vm, add); }

static void hold(VM *vm, size_t n) {
    vm->live_bytes += n;
    if (vm->live_bytes > vm->peak_bytes) vm->peak_bytes = vm->live_bytes;
}

/* n bytes from outside the pages joined the account: the collection
 * threshold moves with them while the credit the last collection gave
 * lasts (gc.c). */
static void extern_grown(VM *vm, size_t n) {
    size_t c = n < vm->gc_extern_credit ? n : vm->gc_extern_credit;
    vm->gc_threshold += c;
    vm->gc_extern_credit -= c;
}

static void note_alloc(VM *vm, size_t n) {
    vm->total_bytes += n;
    vm->nallocs++;
}

/* The source text of line `line` (1-based) of `src`, without its leading
 * blanks: a pointer into src and its length. */
static const char *source_line(const Str *src, uint32_t line, size_t *n) {
    const char *p = src->data, *end = src->data + src->blen;
    for (uint32_t l = 1; l < line && p < end; l++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        if (!nl) return NULL;
        p = nl + 1;
    }
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    const char *e = memchr(p, '\n', (size_t)(end - p));
    *n = (size_t)((e ? e : end) - p);
    return p;
}

static bool starts_word(const char *s, size_t n, const char *w) {
    size_t k = strlen(w);
    return n > k && memcmp(s, w, k) == 0 && (s[k] == ' ' || s[k] == '(' || s[k] == '\t');
}

/* Fill vm->halt_where: the line of the snippet's innermost frame (frames of
 * the modules written in Python are skipped: the user's line is the one
 * that called into them), the innermost loop around that point (a loop is
 * a backward jump whose range holds it), and the function it is in. */
static void halt_locate(VM *vm) {
    vm->halt_where[0] = '\0';
    vm->halt_in_while = false;
    for (int i = vm->nframes - 1; i >= 0; i--) {
        const Frame *f = &vm->frames[i];
        const Code *c = f->code;
        if (!c || !c->lines || c->ninsns == 0) continue;
        if (c->filename && strncmp(c->filename->data, "<frozen ", 8) == 0) continue;
        uint32_t at = f->pc > 0 ? f->pc - 1 : 0;
        if (at >= c->ninsns) at = c->ninsns - 1;
        uint32_t line = c->lines[at];
        /* The innermost loop: the backward jump with the latest target
         * whose range [target, jump] holds the next instruction (f->pc is
         * the instruction after a call, or the one a budget check stopped
         * before); the jump's line is the loop statement's. */
        int64_t head = -1;
        uint32_t head_line = 0;
        for (uint32_t j = 0; j < c->ninsns; j++) {
            uint32_t ins = c->insns[j];
            if (INS_OP(ins) != OP_JMP) continue;
            int64_t t = (int64_t)j + 1 + INS_SJ(ins);
            if (t <= (int64_t)j && t <= (int64_t)f->pc && f->pc <= j && t > head) {
                head = t;
                head_line = c->lines[j];
            }
        }
        /* Stopped before the first instruction of a loop's body (after
         * its backward jump): that instruction is where it was. */
        if (head >= 0 && (int64_t)at < head && f->pc < c->ninsns) line = c->lines[f->pc];
        const char *what = NULL;
        const char *name = c->name ? c->name->data : "";
        if (strcmp(name, "<listcomp>") == 0) what = "a list comprehension";
        else if (strcmp(name, "<setcomp>") == 0) what = "a set comprehension";
        else if (strcmp(name, "<dictcomp>") == 0) what = "a dict comprehension";
        else if (strcmp(name, "<genexpr>") == 0) what = "a generator expression";
        else if (head >= 0) {
            size_t n = 0;
            const char *s = c->source ? source_line(c->source, head_line, &n) : NULL;
            if (s && starts_word(s, n, "while")) {
                what = "a while loop";
                vm->halt_in_while = true;
            } else if (s && starts_word(s, n, "for")) {
                what = "a for loop";
            } else {
                what = "a loop";
            }
        }
        bool in_func = name[0] && name[0] != '<';
        int k = snprintf(vm->halt_where, sizeof vm->halt_where, "at line %u", (unsigned)line);
        if (what && k > 0 && (size_t)k < sizeof vm->halt_where)
            k += snprintf(vm->halt_where + k, sizeof vm->halt_where - (size_t)k, ", in %s", what);
        if (in_func && k > 0 && (size_t)k < sizeof vm->halt_where)
            snprintf(vm->halt_where + k, sizeof vm->halt_where - (size_t)k, "%s %.60s()", what ? " of" : ", in",
                     c->qualname ? c->qualname->data : name);
        vm->halt_line = (int)line;
        return;
    }
}

Value rt_halt(VM *vm, HaltReason why) {
    if (vm->halt == HALT_NONE) {
        vm->halt = why;
        if (why == HALT_BUDGET || why == HALT_MEMORY || why == HALT_DEADLINE || why == HALT_INTERRUPT) halt_locate(vm);
        else vm->halt_where[0] = '\0', vm->halt_line = 0;
    }
    return VEXC;
}

/* Sanitizer builds use malloc for every block so that use-after-free and
 * leaks stay visible. */
#if defined(__SANITIZE_ADDRESS__)
#define SMOL_NO_SMALL_BLOCKS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SMOL_NO_SMALL_BLOCKS 1
#endif
#endif

#define PAGE_SIZE ((size_t)16 << 10)
#define PAGE_HDR ((size_t)64)
#define SMALL_MAX MEM_SMALL_MAX
#define EMPTY_PAGES_KEPT 32
#define EMPTY_PAGES_MAX 256
#define CHUNK_PAGES 64

/* Pages come from chunks of 64 pages mapped at once (one kernel mapping
 * per megabyte, not one per page). A chunk's pages that hold nothing are
 * given back to the kernel with MADV_DONTNEED, so they stop counting in
 * the resident size and in the account; a chunk none of whose pages is
 * held is unmapped. */
typedef struct Chunk {
    struct Chunk *next, *prev;      /* every chunk of the VM */
    struct Chunk *fnext, *fprev;    /* chunks with page slots to hand out */
    char *base;                     /* CHUNK_PAGES pages, PAGE_SIZE aligned */
    uint32_t nfree;                 /* slots not held (never touched or given back) */
    uint8_t slots[CHUNK_PAGES];     /* stack of those slots */
} Chunk;

/* A page's header, at its (PAGE_SIZE aligned) start: a block finds its
 * page by masking its address. */
typedef struct Page {
    struct Page *next, *prev;       /* the class's partial list, or the empty pool */
    Chunk *chunk;
    void *free;                     /* freed blocks of this page */
    char *bump;                     /* the next never-used block */
    uintptr_t hw;                   /* the end of what earlier classes used, 0 if none */
    uint32_t used;                  /* blocks handed out */
    uint32_t sz;                    /* the class's block size */
    uint16_t cls;
    uint8_t listed;                 /* on its class's partial list */
} Page;

_Static_assert(sizeof(Page) <= PAGE_HDR, "the page header fits before the first block");

typedef struct FreeBlock { struct FreeBlock *next; } FreeBlock;

/* A large block: this header, then the caller's bytes. Every large block a
 * VM holds is on its list (vm->large), so that freeing the VM gives them
 * all back without visiting its objects. */
typedef struct Large {
    struct Large *next, *prev;
    size_t cap;                     /* bytes after the header */
    /* How many of the caller's bytes may be other than zero, in units of
     * DIRTY_UNIT (rounded up): all of them while the block is in use,
     * unless its user tells at the free how far it wrote (mem_free_used);
     * `before` is what `dirty` was when the block was handed out. The pool
     * zeroes only those (pool_give_large): the compiler's arena blocks come
     * back from a copy barely written. */
    uint32_t dirty : 31;
    /* The block has pages of its own (VM.map_large), which freezing makes
     * read-only. */
    uint32_t mapped : 1;
    uint32_t before;
} Large;

#define DIRTY_UNIT ((size_t)4096)

/* n bytes in DIRTY_UNITs, rounded up (a block's capacity fits: no VM
 * holds 8 TB). */
static inline uint32_t dirty_units(size_t n) {
    size_t u = (n + DIRTY_UNIT - 1) / DIRTY_UNIT;
    return u > 0x7fffffffu ? 0x7fffffffu : (uint32_t)u;
}

#define LARGE_HDR sizeof(Large)
_Static_assert(sizeof(Large) % 16 == 0, "a large block's bytes stay 16-byte aligned");

static inline Large *large_of(void *p) { return (Large *)(void *)((char *)p - LARGE_HDR); }

/* A template's pool. Chunks wait in it with every page zero and every
 * slot free; large blocks wait zeroed, by size class, those of a class
 * all of its size. The lock is held only to take or put one. */
#define POOL_CHUNKS_MAX 8
#define POOL_LARGE_MAX ((size_t)1 << 20)
#define POOL_LARGE_BYTES ((size_t)8 << 20)
#define POOL_LARGE_CLASSES 72

struct MemPool {
    pthread_mutex_t lock;
    struct Chunk *chunks;
    _Atomic size_t nchunks;     /* written under the lock */
    Large *large[POOL_LARGE_CLASSES];
    /* Written under the lock; read without it as a hint only. */
    _Atomic size_t large_bytes;
};

/* Size class of a small request (1 <= n <= SMALL_MAX): 16-byte steps up
 * to 1024, then four classes per doubling, so rounding wastes at most a
 * quarter above 1 KB. */
static inline unsigned size_class(size_t n) {
    if (n <= 1024) return (unsigned)((n - 1) / 16);
    unsigned b = 63u - (unsigned)__builtin_clzll((unsigned long long)(n - 1));   /* 10, for n <= 2048 */
    return 64u + (b - 10u) * 4u + (unsigned)((n - 1) >> (b - 2)) - 4u;
}

static inline size_t class_size(unsigned c) {
    if (c < 64) return ((size_t)c + 1) * 16;
    unsigned b = 10u + (c - 64u) / 4u;
    return ((size_t)1 << b) + ((size_t)((c - 64u) % 4u) + 1) * ((size_t)1 << (b - 2));
}

/* A malloc'd block's cost to the process: glibc's header and 16-byte
 * rounding, or whole pages once it is big enough to be mapped. */
static inline size_t malloc_cost(size_t n) {
    if (n > SIZE_MAX - 8192) return SIZE_MAX;
    if (n >= ((size_t)128 << 10)) return (n + 16 + 4095) & ~(size_t)4095;
    return (n + 16 + 15) & ~(size_t)15;
}

/* The same for a large block of capacity n, with its header. */
static inline size_t large_cost(size_t n) {
    if (n > SIZE_MAX - 8192) return SIZE_MAX;
    return malloc_cost(n + LARGE_HDR);
}

/* The pool's size classes of large blocks (above SMALL_MAX, up to
 * POOL_LARGE_MAX): eight per doubling, so that blocks of nearby sizes
 * (a compiled snippet's arrays) are reused, at a cost of at most an
 * eighth above the size asked for. */
static inline unsigned pool_class(size_t n) {
    unsigned b = 63u - (unsigned)__builtin_clzll((unsigned long long)(n - 1));   /* 11 .. 19 */
    return (b - 11u) * 8u + (unsigned)((n - 1) >> (b - 3)) - 8u;
}

#ifndef SMOL_NO_SMALL_BLOCKS
static inline size_t pool_class_size(unsigned c) {
    unsigned b = 11u + c / 8u;
    return ((size_t)(c % 8u) + 9u) << (b - 3u);
}
#endif

/* The capacity a large request of n bytes gets: rounded to the pool's
 * class in a VM that has a pool, n itself otherwise. */
static inline size_t large_cap(const VM *vm, size_t n) {
#ifdef SMOL_NO_SMALL_BLOCKS
    /* Sanitizer builds pool no large block, so that a use after free
     * stays visible. */
    (void)vm;
    return n;
#else
    if (!vm->pool || n <= SMALL_MAX || n > POOL_LARGE_MAX) return n;
    return pool_class_size(pool_class(n));
#endif
}

static inline bool pool_keeps(const VM *vm, size_t cap) {
#ifdef SMOL_NO_SMALL_BLOCKS
    (void)vm, (void)cap;
    return false;
#else
    return vm->pool && cap > SMALL_MAX && cap <= POOL_LARGE_MAX && pool_class_size(pool_class(cap)) == cap;
#endif
}

/* ---- the template's pool -------------------------------------------------- */

MemPool *mem_pool_new(void) {
    MemPool *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    if (pthread_mutex_init(&p->lock, NULL) != 0) {
        free(p);
        return NULL;
    }
    return p;
}

/* Zero `n` bytes at `p`: written over when few, handed back to the
 * kernel (which maps zeroes on the next touch) when they span pages. */
static void zero_bytes(void *p, size_t n) {
    if (n < ((size_t)128 << 10)) {
        memset(p, 0, n);
        return;
    }
    uintptr_t a = (uintptr_t)p, e = a + n;
    uintptr_t pa = (a + 4095) & ~(uintptr_t)4095, pe = e & ~(uintptr_t)4095;
    memset(p, 0, pa - a);
    memset((void *)pe, 0, e - pe);
    if (madvise((void *)pa, pe - pa, MADV_DONTNEED) != 0) memset((void *)pa, 0, pe - pa);
}

static Large *pool_take_large(MemPool *pool, size_t cap) {
    unsigned c = pool_class(cap);
    pthread_mutex_lock(&pool->lock);
    Large *b = pool->large[c];
    if (b) {
        pool->large[c] = b->next;
        pool->large_bytes -= cap;
    }
    pthread_mutex_unlock(&pool->lock);
    return b;
}

/* Block b (pool_keeps its capacity) into the pool, zeroed, or back to
 * the system when the pool is full. */
static void pool_give_large(MemPool *pool, Large *b) {
    size_t cap = b->cap;
    /* Read unlocked, a hint: checked again under the lock. */
    if (atomic_load_explicit(&pool->large_bytes, memory_order_relaxed) + cap > POOL_LARGE_BYTES) {
        free(b);
        return;
    }
    size_t dirty = (size_t)b->dirty * DIRTY_UNIT;
    zero_bytes(b + 1, dirty < cap ? dirty : cap);
    b->dirty = 0;
    unsigned c = pool_class(cap);
    pthread_mutex_lock(&pool->lock);
    bool room = pool->large_bytes + cap <= POOL_LARGE_BYTES;
    if (room) {
        b->next = pool->large[c];
        pool->large[c] = b;
        pool->large_bytes += cap;
    }
    pthread_mutex_unlock(&pool->lock);
    if (!room) free(b);
}

static inline bool is_small(size_t n) {
#ifdef SMOL_NO_SMALL_BLOCKS
    (void)n;
    return false;
#else
    return n <= SMALL_MAX;
#endif
}

static void list_remove(Page **head, Page *p) {
    if (p->prev) p->prev->next = p->next;
    else *head = p->next;
    if (p->next) p->next->prev = p->prev;
    p->next = p->prev = NULL;
}

static void list_push(Page **head, Page *p) {
    p->prev = NULL;
    p->next = *head;
    if (*head) (*head)->prev = p;
    *head = p;
}

static void chunk_reset_slots(Chunk *c) {
    c->nfree = CHUNK_PAGES;
    for (uint32_t i = 0; i < CHUNK_PAGES; i++) c->slots[i] = (uint8_t)(CHUNK_PAGES - 1 - i);
}

static Chunk *pool_take_chunk(MemPool *pool) {
    pthread_mutex_lock(&pool->lock);
    Chunk *c = pool->chunks;
    if (c) {
        pool->chunks = c->next;
        pool->nchunks--;
    }
    pthread_mutex_unlock(&pool->lock);
    return c;
}

/* Chunk c, every page of it zero and every slot free, into the pool;
 * false when the pool is full. */
static bool pool_give_chunk(MemPool *pool, Chunk *c) {
    pthread_mutex_lock(&pool->lock);
    bool room = pool->nchunks < POOL_CHUNKS_MAX;
    if (room) {
        c->next = pool->chunks;
        pool->chunks = c;
        pool->nchunks++;
    }
    pthread_mutex_unlock(&pool->lock);
    return room;
}

static void chunk_unmap(Chunk *c) {
    munmap(c->base, CHUNK_PAGES * PAGE_SIZE);
    free(c);
}

void mem_pool_free(MemPool *pool) {
    if (!pool) return;
    while (pool->chunks) {
        Chunk *c = pool->chunks;
        pool->chunks = c->next;
        chunk_unmap(c);
    }
    for (unsigned i = 0; i < POOL_LARGE_CLASSES; i++)
        while (pool->large[i]) {
            Large *b = pool->large[i];
            pool->large[i] = b->next;
            free(b);
        }
    pthread_mutex_destroy(&pool->lock);
    free(pool);
}

/* A new chunk: from the pool, whose chunks' pages are zero, else straight
 * from the kernel, aligned by trimming the mapping; its pages are not
 * touched yet, so they are not resident. The header is counted in the
 * account like any block. */
static Chunk *chunk_new(VM *vm) {
    size_t span = CHUNK_PAGES * PAGE_SIZE;
    if (cap_exceeded(vm, malloc_cost(sizeof(Chunk)))) return NULL;
    Chunk *c = vm->pool ? pool_take_chunk(vm->pool) : NULL;
    if (!c) {
        c = malloc(sizeof(Chunk));
        if (!c) return NULL;
        char *m = mmap(NULL, span + PAGE_SIZE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m == MAP_FAILED) {
            free(c);
            return NULL;
        }
        uintptr_t a = ((uintptr_t)m + PAGE_SIZE - 1) & ~(uintptr_t)(PAGE_SIZE - 1);
        size_t head = a - (uintptr_t)m, tail = PAGE_SIZE - head;
        if (head) munmap(m, head);
        if (tail) munmap((char *)a + span, tail);
        c->base = (char *)a;
        chunk_reset_slots(c);
    }
    c->prev = NULL;
    c->next = vm->chunks;
    if (vm->chunks) ((Chunk *)vm->chunks)->prev = c;
    vm->chunks = c;
    c->fprev = NULL;
    c->fnext = vm->free_chunks;
    if (vm->free_chunks) ((Chunk *)vm->free_chunks)->fprev = c;
    vm->free_chunks = c;
    hold(vm, malloc_cost(sizeof(Chunk)));
    return c;
}

static void chunk_unlink_free(VM *vm, Chunk *c) {
    if (c->fprev) c->fprev->fnext = c->fnext;
    else vm->free_chunks = c->fnext;
    if (c->fnext) c->fnext->fprev = c->fprev;
    c->fnext = c->fprev = NULL;
}

/* Chunk c off the VM: to the pool when the VM has one with room and no
 * page of c is held (so all are zero), else back to the system. */
static void chunk_free(VM *vm, Chunk *c) {
    if (c->prev) c->prev->next = c->next;
    else vm->chunks = c->next;
    if (c->next) c->next->prev = c->prev;
    vm->live_bytes -= malloc_cost(sizeof(Chunk));
    if (!vm->pool || c->nfree != CHUNK_PAGES || !pool_give_chunk(vm->pool, c)) chunk_unmap(c);
}

static Page *page_map(VM *vm) {
    Chunk *c = vm->free_chunks;
    if (!c && !(c = chunk_new(vm))) return NULL;
    uint8_t slot = c->slots[--c->nfree];
    if (c->nfree == 0) chunk_unlink_free(vm, c);
    Page *p = (Page *)(c->base + (size_t)slot * PAGE_SIZE);
    p->chunk = c;
    return p;
}

/* Page p of chunk c, its memory given back already, into c's free slots;
 * c goes once none of its pages is held. */
static void page_unmapped(VM *vm, Page *p, Chunk *c) {
    uint8_t slot = (uint8_t)(((char *)p - c->base) / PAGE_SIZE);
    if (c->nfree == 0) {
        c->fprev = NULL;
        c->fnext = vm->free_chunks;
        if (vm->free_chunks) ((Chunk *)vm->free_chunks)->fprev = c;
        vm->free_chunks = c;
    }
    c->slots[c->nfree++] = slot;
    if (c->nfree == CHUNK_PAGES) {
        chunk_unlink_free(vm, c);
        chunk_free(vm, c);
    }
}

/* Page p of chunk c, its memory given back already, out of the VM's
 * pages and its account. */
static void page_released(VM *vm, Page *p, Chunk *c) {
    page_unmapped(vm, p, c);
    vm->live_bytes -= PAGE_SIZE;
    vm->npages--;
}

static void release_spares(VM *vm);

/* A page for class `cls`: from the empty pool, else from the system (the
 * cap applies to the new page). */
static Page *page_get(VM *vm, unsigned cls) {
    Page *p = vm->empty_pages;
    if (p) {
        list_remove((Page **)&vm->empty_pages, p);
        vm->nempty--;
    } else {
        /* A new chunk's header counts too; the large blocks kept for
         * reuse give way. */
        size_t need = PAGE_SIZE + (vm->free_chunks ? 0 : malloc_cost(sizeof(Chunk)));
        if (vm->nspare && cap_exceeded(vm, need)) release_spares(vm);
        if (cap_exceeded(vm, need)) return NULL;
        p = page_map(vm);
        if (!p) return NULL;
        hold(vm, PAGE_SIZE);
        vm->npages++;
    }
    /* What the page held before stays until the VM gives it up: its
     * extent is what must be zeroed then (see chunk_scrub). */
    if ((uintptr_t)p->bump > p->hw) p->hw = (uintptr_t)p->bump;
    p->free = NULL;
    p->bump = (char *)p + PAGE_HDR;
    p->used = 0;
    p->sz = (uint32_t)class_size(cls);
    p->cls = (uint16_t)cls;
    p->listed = 1;
    list_push((Page **)&vm->partial[cls], p);
    return p;
}

/* The page's memory goes back to the kernel; its slot may be used again. */
static void page_release(VM *vm, Page *p) {
    Chunk *c = p->chunk;
    madvise(p, PAGE_SIZE, MADV_DONTNEED);
    page_released(vm, p, c);
}

typedef struct Unmap {
    Page *p;
    Chunk *c;
} Unmap;

static int by_address(const void *a, const void *b) {
    uintptr_t x = (uintptr_t)((const Unmap *)a)->p, y = (uintptr_t)((const Unmap *)b)->p;
    return x < y ? -1 : x > y;
}

/* Give the pool's pages back to the system, down to `keep`: those of a
 * chunk that lie side by side in one call (a collection that empties
 * thousands of pages would otherwise make as many), or one by one
 * without memory for the list. */
static void trim_empty_pages(VM *vm, size_t keep) {
    size_t n = vm->nempty > keep ? vm->nempty - keep : 0;
    Unmap *u = n > 1 ? malloc(n * sizeof *u) : NULL;
    if (!u) {
        while (vm->empty_pages && vm->nempty > keep) {
            Page *p = vm->empty_pages;
            list_remove((Page **)&vm->empty_pages, p);
            vm->nempty--;
            page_release(vm, p);
        }
        return;
    }
    /* Each page's chunk is read before its memory goes (the header with
     * it). */
    for (size_t i = 0; i < n; i++) {
        Page *p = vm->empty_pages;
        list_remove((Page **)&vm->empty_pages, p);
        vm->nempty--;
        u[i].p = p;
        u[i].c = p->chunk;
    }
    qsort(u, n, sizeof *u, by_address);
    for (size_t i = 0; i < n;) {
        size_t j = i + 1;
        while (j < n && u[j].c == u[i].c && (char *)u[j].p == (char *)u[j - 1].p + PAGE_SIZE) j++;
        madvise(u[i].p, (j - i) * PAGE_SIZE, MADV_DONTNEED);
        i = j;
    }
    for (size_t i = 0; i < n; i++) page_released(vm, u[i].p, u[i].c);
    free(u);
}

/* Large blocks up to SPARE_MAX bytes are kept when freed, up to
 * SPARE_BYTES in all, for the next request of exactly their size: the
 * compiler's arena blocks come and go with every snippet, and giving them
 * back to malloc each time makes it return the top of its heap to the
 * system and fault it in again on the next compile. */
#define SPARE_MAX ((size_t)64 << 10)
#define SPARE_BYTES ((size_t)512 << 10)

/* Block b goes to a user, who may write any of its bytes. */
static inline void large_handed_out(Large *b) {
    b->before = b->dirty;
    b->dirty = dirty_units(b->cap);
}

/* The bytes of the pages of a mapped block of capacity cap. */
static size_t mapped_span(size_t cap) { return (LARGE_HDR + cap + 4095) & ~(size_t)4095; }

static Large *mapped_new(size_t cap) {
    void *m = mmap(NULL, mapped_span(cap), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) return NULL;
    Large *b = m;
    b->mapped = 1;
    return b;
}

/* A large block of capacity cap on the VM's list (the caller checked the
 * cap and counts it): from the pool when it keeps the size, else from the
 * system. A VM with a pool gets it zeroed in any case: the C allocator
 * hands out again what other VMs of the process freed, the pool's other
 * copies included. */
static void *large_new(VM *vm, size_t cap) {
    Large *b = pool_keeps(vm, cap) ? pool_take_large(vm->pool, cap) : NULL;
    if (!b && vm->map_large) {
        if (!(b = mapped_new(cap))) return NULL;
        b->cap = cap;
        b->dirty = 0;
    } else if (!b) {
        b = vm->pool ? calloc(1, LARGE_HDR + cap) : malloc(LARGE_HDR + cap);
        if (!b) return NULL;
        b->cap = cap;
        b->mapped = 0;
        b->dirty = vm->pool ? 0 : dirty_units(cap);
    }
    large_handed_out(b);
    b->prev = NULL;
    b->next = vm->large;
    if (vm->large) ((Large *)vm->large)->prev = b;
    vm->large = b;
    return b + 1;
}

static void large_unlink(VM *vm, Large *b) {
    if (b->prev) b->prev->next = b->next;
    else vm->large = b->next;
    if (b->next) b->next->prev = b->prev;
}

static void large_give(VM *vm, Large *b) {
    if (b->mapped) munmap(b, mapped_span(b->cap));
    else if (pool_keeps(vm, b->cap)) pool_give_large(vm->pool, b);
    else free(b);
}

/* Large block p off the VM (the caller uncounts it). */
static void large_drop(VM *vm, void *p) {
    Large *b = large_of(p);
    large_unlink(vm, b);
    large_give(vm, b);
}

static inline size_t block_cost(void *p) { return large_cost(large_of(p)->cap); }

static void release_spares(VM *vm) {
    while (vm->nspare) {
        unsigned i = --vm->nspare;
        vm->live_bytes -= block_cost(vm->spare[i]);
        large_drop(vm, vm->spare[i]);
    }
    vm->spare_bytes = 0;
}

static void *take_spare(VM *vm, size_t n) {
    for (unsigned i = vm->nspare; i-- > 0;) {
        if (vm->spare_n[i] != n) continue;
        void *p = vm->spare[i];
        vm->nspare--;
        vm->spare[i] = vm->spare[vm->nspare];
        vm->spare_n[i] = vm->spare_n[vm->nspare];
        vm->spare_bytes -= block_cost(p);
        large_handed_out(large_of(p));
        return p;
    }
    return NULL;
}

static bool keep_spare(VM *vm, void *p, size_t n) {
#ifdef SMOL_NO_SMALL_BLOCKS
    /* A sanitizer build frees every block, so that a use after free of a
     * large block stays visible too. */
    (void)vm, (void)p, (void)n;
    return false;
#else
    size_t cost = block_cost(p);
    if (n > SPARE_MAX || vm->nspare == SMOL_SPARE_BLOCKS || vm->spare_bytes + cost > SPARE_BYTES) return false;
    vm->spare[vm->nspare] = p;
    vm->spare_n[vm->nspare] = n;
    vm->nspare++;
    vm->spare_bytes += cost;
    return true;
#endif
}

static void release_empty_pages(VM *vm) {
    trim_empty_pages(vm, 0);
    release_spares(vm);
}

/* Something held only for reuse that the cap's pressure could free. */
static bool has_reserves(const VM *vm) { return vm->nempty || vm->nspare; }

size_t mem_pool_bytes(VM *vm) { return vm->nempty * PAGE_SIZE + vm->spare_bytes; }

/* After a collection the pool keeps the empty pages the heap would grow
 * back into before the next one anyway: up to the collection threshold
 * (at least 4 MB) less what stays live, at most EMPTY_PAGES_MAX (4 MB),
 * at least EMPTY_PAGES_KEPT. Runs that come one after another then reuse
 * their pages instead of giving them back and faulting them in again (a
 * collection after a small run frees about 2.5 MB of pages). The VM holds
 * no more than it may hold before collecting, and the kept pages count in
 * the account and give way when the cap presses (has_reserves). */
void mem_trim(VM *vm) {
    size_t pool = mem_pool_bytes(vm);
    size_t data = vm->live_bytes > pool ? vm->live_bytes - pool : 0;
    size_t keep = vm->gc_threshold > data ? (vm->gc_threshold - data) / PAGE_SIZE : 0;
    if (keep > EMPTY_PAGES_MAX) keep = EMPTY_PAGES_MAX;
    /* Under a cap, the pool stays within half the room below half the cap:
     * kept pages count in the account, and must not bring a VM sooner to
     * where it collects before each run (gc_cap_tight). */
    if (vm->mem_cap) {
        size_t half = vm->mem_cap / 2;
        size_t room = half > data ? (half - data) / 2 : 0;
        if (keep > room / PAGE_SIZE) keep = room / PAGE_SIZE;
    }
    if (keep < EMPTY_PAGES_KEPT) keep = EMPTY_PAGES_KEPT;
    trim_empty_pages(vm, keep);
}

/* A block of page p (on its class's partial list, so it has one). */
static inline void *page_take(VM *vm, Page *p) {
    void *b;
    size_t sz = p->sz;
    if (p->free) {
        b = p->free;
        p->free = ((FreeBlock *)b)->next;
    } else {
        b = p->bump;
        p->bump += sz;
    }
    p->used++;
    /* Full: off the partial list until a block comes back. */
    if (__builtin_expect(!p->free && (size_t)((char *)p + PAGE_SIZE - p->bump) < sz, 0)) {
        list_remove((Page **)&vm->partial[p->cls], p);
        p->listed = 0;
    }
    vm->used_bytes += sz;
    return b;
}

static void *small_alloc(VM *vm, size_t n) {
    unsigned cls = size_class(n);
    Page *p = vm->partial[cls];
    if (!p && !(p = page_get(vm, cls))) return NULL;
    return page_take(vm, p);
}

/* What small_free does past pushing the block: the page became empty, or
 * it was full and has room again. */
static void small_freed(VM *vm, Page *p) {
    unsigned cls = p->cls;
    if (p->used == 0) {
        /* Empty: any class may use it next, or the system gets it back. */
        if (p->listed) list_remove((Page **)&vm->partial[cls], p);
        p->listed = 0;
        /* Empty pages stay in the pool during a run (they count in the
         * account; a large block or a cap check gives them back, and so
         * does mem_trim after each run): a collection that empties many
         * pages is followed by allocation that needs them again, and a
         * page given back costs a fault and a zeroing when used next. */
        if (vm->nempty < vm->npages) {
            list_push((Page **)&vm->empty_pages, p);
            vm->nempty++;
        } else {
            page_release(vm, p);
        }
        return;
    }
    if (!p->listed) {
        list_push((Page **)&vm->partial[cls], p);
        p->listed = 1;
    }
}

static inline void small_free(VM *vm, void *b) {
    Page *p = (Page *)((uintptr_t)b & ~(uintptr_t)(PAGE_SIZE - 1));
    vm->used_bytes -= p->sz;
    ((FreeBlock *)b)->next = p->free;
    p->free = b;
    if (__builtin_expect(--p->used == 0 || !p->listed, 0)) small_freed(vm, p);
}

/* Zero what the VM used of the pages of chunk c it holds (up to the
 * furthest block any class carved from each), and mark every slot free:
 * the chunk is then as the pool keeps it. */
static void chunk_scrub(Chunk *c) {
    uint64_t unheld = 0;
    for (uint32_t k = 0; k < c->nfree; k++) unheld |= (uint64_t)1 << c->slots[k];
    for (uint32_t i = 0; i < CHUNK_PAGES; i++) {
        if (unheld >> i & 1) continue;
        Page *p = (Page *)(void *)(c->base + (size_t)i * PAGE_SIZE);
        uintptr_t end = (uintptr_t)p->bump > p->hw ? (uintptr_t)p->bump : p->hw;
        size_t n = end > (uintptr_t)p + PAGE_HDR ? end - (uintptr_t)p : PAGE_HDR;
        memset(p, 0, n < PAGE_SIZE ? n : PAGE_SIZE);
    }
    chunk_reset_slots(c);
}

void mem_release_slabs(VM *vm) {
    release_spares(vm);
    while (vm->large) {
        Large *b = vm->large;
        vm->large = b->next;
        vm->live_bytes -= large_cost(b->cap);
        large_give(vm, b);
    }
    while (vm->chunks) {
        Chunk *c = vm->chunks;
        vm->live_bytes -= (size_t)(CHUNK_PAGES - c->nfree) * PAGE_SIZE;
        /* Scrubbed only for a pool that has room for it (a hint, read
         * unlocked: chunk_free checks again). */
        if (vm->pool && atomic_load_explicit(&vm->pool->nchunks, memory_order_relaxed) < POOL_CHUNKS_MAX)
            chunk_scrub(c);
        chunk_free(vm, c);
    }
    vm->free_chunks = NULL;
    vm->empty_pages = NULL;
    vm->nempty = 0;
    vm->npages = 0;
    memset(vm->partial, 0, sizeof vm->partial);
}

void mem_protect(VM *vm, bool readonly) {
    int prot = readonly ? PROT_READ : PROT_READ | PROT_WRITE;
    for (Chunk *c = vm->chunks; c; c = c->next) mprotect(c->base, CHUNK_PAGES * PAGE_SIZE, prot);
    for (Large *b = vm->large; b; b = b->next)
        if (b->mapped) mprotect(b, mapped_span(b->cap), prot);
}

bool mem_protectable(const VM *vm, const void *p, size_t n) {
#if defined(SMOL_ALLOC_CHECK) || defined(SMOL_NO_SMALL_BLOCKS)
    /* No block lies in pages: the checksum of what is shared stands in
     * (clone.c). */
    (void)vm, (void)p, (void)n;
    return true;
#else
    (void)vm;
    return is_small(n) || large_of((void *)(uintptr_t)p)->mapped;
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

static __attribute__((noinline)) void *alloc_slow(VM *vm, size_t n) {
    if (n == 0) n = 1;
#ifdef SMOL_ALLOC_CHECK
    {
        if (over_cap(vm, n)) {
            rt_halt(vm, HALT_MEMORY);
            return NULL;
        }
        /* A copy of a template gets zeroed memory, as from its pool. */
        char *b = vm->pool ? calloc(1, n + CHECK_HDR) : malloc(n + CHECK_HDR);
        if (!b) {
            rt_halt(vm, HALT_MEMORY);
            return NULL;
        }
        memcpy(b, &n, sizeof n);
        hold(vm, n);
        vm->used_bytes += n;
        note_alloc(vm, n);
        return b + CHECK_HDR;
    }
#endif
    void *p;
    if (is_small(n)) {
        if (fail_hook(vm) || !(p = small_alloc(vm, n))) {
            rt_halt(vm, HALT_MEMORY);
            return NULL;
        }
    } else {
        size_t cap = large_cap(vm, n), cost = large_cost(cap);
        if (vm->nspare && !fail_hook(vm) && (p = take_spare(vm, n))) {
            /* Already counted as held. */
            vm->used_bytes += n;
            note_alloc(vm, n);
            return p;
        }
        /* The empty pages and blocks kept for reuse give way to a large
         * block. */
        if (has_reserves(vm) && cap_exceeded(vm, cost)) release_empty_pages(vm);
        if (over_cap(vm, cost) || !(p = large_new(vm, cap))) {
            rt_halt(vm, HALT_MEMORY);
            return NULL;
        }
        hold(vm, cost);
        extern_grown(vm, cost);
        vm->used_bytes += n;
    }
    note_alloc(vm, n);
    return p;
}

/* The common case inline: a small block from a page its class has at
 * hand, with the test hook off (then it would not fail this one). The
 * page list, the cap, the hook and large blocks are alloc_slow's. */
static inline void *alloc_block(VM *vm, size_t n) {
#if !defined(SMOL_ALLOC_CHECK) && !defined(SMOL_NO_SMALL_BLOCKS)
    if (__builtin_expect(n - 1 < SMALL_MAX && vm->fail_after < 0, 1)) {
        Page *p = vm->partial[size_class(n)];
        if (__builtin_expect(p != NULL, 1)) {
            void *b = page_take(vm, p);
            note_alloc(vm, n);
            return b;
        }
    }
#endif
    return alloc_slow(vm, n);
}

void *mem_alloc(VM *vm, size_t n) { return alloc_block(vm, n); }

void *mem_dup(VM *vm, const void *src, size_t n, bool *ok) {
    if (!src || !*ok) return NULL;
    /* An empty array is a 1-byte block (mem_alloc's 0): asked for as
     * such, it takes the allocator's inline path. */
    void *p = alloc_block(vm, n ? n : 1);
    if (!p) {
        *ok = false;
        return NULL;
    }
    if (n) memcpy(p, src, n);
    return p;
}

bool mem_alloc_many(VM *vm, const uint32_t *sizes, void **out, size_t n) {
    for (size_t i = 0; i < n; i++) {
        out[i] = alloc_block(vm, sizes[i]);
        if (!out[i]) {
            while (i-- > 0) mem_free(vm, out[i], sizes[i]);
            return false;
        }
    }
    return true;
}

/* ---- planned allocation ---------------------------------------------------
 *
 * A template's copies allocate the same list of blocks each time (clone.c).
 * A plan, made once from their sizes, places each small block on a page of
 * its class, in the order the list gives, as page_take would fill fresh
 * pages: a copy then takes the pages, sets each one's header once, and
 * has every block's address from the plan, without the per-block
 * bookkeeping of the allocator (a serial chain through each page's bump
 * pointer and the VM's counters). Large blocks are allocated one by one. */

#define PLAN_LARGE UINT32_MAX
#define PLAN_PAGE_BITS 14       /* offsets within a page: PAGE_SIZE is 1 << 14 */

typedef struct PlanPage {
    uint16_t cls;
    uint16_t nblocks;           /* blocks the plan puts on it */
} PlanPage;

struct AllocPlan {
    size_t n;
    uint32_t *where;            /* page ordinal << PLAN_PAGE_BITS | offset, or PLAN_LARGE */
    PlanPage *pages;
    size_t npages;
    size_t used_bytes;          /* the small blocks by their class size */
    size_t asked_bytes;         /* the small blocks by the sizes asked for */
    size_t nsmall;
};

_Static_assert(PAGE_SIZE == (size_t)1 << PLAN_PAGE_BITS, "a plan's offsets fit their field");

void mem_plan_free(AllocPlan *pl) {
    if (!pl) return;
    free(pl->where);
    free(pl->pages);
    free(pl);
}

AllocPlan *mem_plan_new(const uint32_t *sizes, size_t n) {
#if defined(SMOL_ALLOC_CHECK) || defined(SMOL_NO_SMALL_BLOCKS)
    /* Checking and sanitizer builds allocate block by block. */
    (void)sizes, (void)n;
    return NULL;
#else
    AllocPlan *pl = calloc(1, sizeof *pl);
    if (!pl) return NULL;
    pl->n = n;
    pl->where = malloc((n ? n : 1) * sizeof *pl->where);
    /* The page each class fills now, as an ordinal + 1 (0: none yet). */
    size_t cur[SMOL_SMALL_CLASSES] = {0};
    size_t cap = 0;
    if (!pl->where) goto fail;
    for (size_t i = 0; i < n; i++) {
        size_t sz = sizes[i] ? sizes[i] : 1;
        if (!is_small(sz)) {
            pl->where[i] = PLAN_LARGE;
            continue;
        }
        unsigned cls = size_class(sz);
        size_t csz = class_size(cls);
        size_t k = cur[cls];
        if (!k || PAGE_HDR + ((size_t)pl->pages[k - 1].nblocks + 1) * csz > PAGE_SIZE) {
            if (pl->npages == cap) {
                size_t ncap = cap ? cap * 2 : 64;
                PlanPage *np = realloc(pl->pages, ncap * sizeof *np);
                if (!np) goto fail;
                pl->pages = np;
                cap = ncap;
            }
            if (pl->npages >= ((size_t)1 << (32 - PLAN_PAGE_BITS)) - 1) goto fail;
            pl->pages[pl->npages].cls = (uint16_t)cls;
            pl->pages[pl->npages].nblocks = 0;
            k = cur[cls] = ++pl->npages;
        }
        PlanPage *pp = &pl->pages[k - 1];
        size_t off = PAGE_HDR + (size_t)pp->nblocks * csz;
        pp->nblocks++;
        pl->where[i] = (uint32_t)((k - 1) << PLAN_PAGE_BITS | off);
        pl->used_bytes += csz;
        pl->asked_bytes += sz;
        pl->nsmall++;
    }
    return pl;
fail:
    mem_plan_free(pl);
    return NULL;
#endif
}

bool mem_alloc_planned(VM *vm, const AllocPlan *pl, const uint32_t *sizes, void **out) {
#if defined(SMOL_ALLOC_CHECK) || defined(SMOL_NO_SMALL_BLOCKS)
    (void)pl;
    return false;
#else
    /* The test hook counts allocations one by one. */
    if (vm->fail_after >= 0) return mem_alloc_many(vm, sizes, out, pl->n);
    char **base = malloc((pl->npages ? pl->npages : 1) * sizeof *base);
    if (!base) {
        rt_halt(vm, HALT_MEMORY);
        return false;
    }
    for (size_t k = 0; k < pl->npages; k++) {
        unsigned cls = pl->pages[k].cls;
        Page *p = page_get(vm, cls);
        if (!p) {
            /* What was taken goes with the VM, whole (mem_release_slabs). */
            free(base);
            rt_halt(vm, HALT_MEMORY);
            return false;
        }
        p->bump = (char *)p + PAGE_HDR + (size_t)pl->pages[k].nblocks * p->sz;
        p->used = pl->pages[k].nblocks;
        if ((size_t)((char *)p + PAGE_SIZE - p->bump) < p->sz) {
            list_remove((Page **)&vm->partial[cls], p);
            p->listed = 0;
        }
        base[k] = (char *)p;
    }
    vm->used_bytes += pl->used_bytes;
    vm->total_bytes += pl->asked_bytes;
    vm->nallocs += pl->nsmall;
    for (size_t i = 0; i < pl->n; i++) {
        uint32_t w = pl->where[i];
        if (__builtin_expect(w != PLAN_LARGE, 1)) {
            out[i] = base[w >> PLAN_PAGE_BITS] + (w & (PAGE_SIZE - 1));
        } else if (!(out[i] = alloc_slow(vm, sizes[i]))) {
            free(base);
            return false;
        }
    }
    free(base);
    return true;
#endif
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
        if (is_small(old_n) && is_small(new_n) && size_class(old_n) == size_class(new_n)) {
            if (new_n > old_n) vm->total_bytes += new_n - old_n;
            return p;
        }
        void *q = mem_alloc(vm, new_n);
        if (!q) return NULL;
        memcpy(q, p, old_n < new_n ? old_n : new_n);
        mem_free(vm, p, old_n);
        return q;
    }
    Large *b = large_of(p);
    size_t new_cap = large_cap(vm, new_n);
    if (b->cap <= POOL_LARGE_MAX || new_cap <= POOL_LARGE_MAX) {
        if (vm->pool && new_cap == b->cap) {
            if (new_n > old_n) vm->total_bytes += new_n - old_n;
            vm->used_bytes = vm->used_bytes - old_n + new_n;
            return p;
        }
        /* A pooled VM's blocks of the pool's sizes move (the pool keeps
         * blocks of its classes only). */
        if (vm->pool) {
            void *q = mem_alloc(vm, new_n);
            if (!q) return NULL;
            memcpy(q, p, old_n < new_n ? old_n : new_n);
            mem_free(vm, p, old_n);
            return q;
        }
    }
    size_t old_cost = large_cost(b->cap), new_cost = large_cost(new_cap);
    if (new_cost > old_cost && has_reserves(vm) && cap_exceeded(vm, new_cost - old_cost)) release_empty_pages(vm);
    if (new_cost > old_cost && over_cap(vm, new_cost - old_cost)) {
        rt_halt(vm, HALT_MEMORY);
        return NULL;
    }
    /* The block moves: off the list, back on at its new place (on
     * failure the old one, still valid, goes back). */
    large_unlink(vm, b);
    Large *nb;
    if (b->mapped) {
        nb = mremap(b, mapped_span(b->cap), mapped_span(new_cap), MREMAP_MAYMOVE);
        if (nb == MAP_FAILED) nb = NULL;
    } else {
        nb = realloc(b, LARGE_HDR + new_cap);
    }
    bool failed = nb == NULL;
    if (failed) nb = b;
    nb->prev = NULL;
    nb->next = vm->large;
    if (vm->large) ((Large *)vm->large)->prev = nb;
    vm->large = nb;
    if (failed) {
        rt_halt(vm, HALT_MEMORY);
        return NULL;
    }
    /* What the block gained may be another VM's freed memory. */
    if (vm->pool && new_cap > nb->cap) memset((char *)(nb + 1) + nb->cap, 0, new_cap - nb->cap);
    nb->cap = new_cap;
    nb->dirty = dirty_units(new_cap);
    nb->before = nb->dirty;
    void *q = nb + 1;
    vm->live_bytes -= old_cost;
    hold(vm, new_cost);
    if (new_cost > old_cost) extern_grown(vm, new_cost - old_cost);
    vm->used_bytes = vm->used_bytes - old_n + new_n;
    if (new_n > old_n) vm->total_bytes += new_n - old_n;
    vm->nallocs++;
    return q;
}

void mem_free(VM *vm, void *p, size_t n) {
    if (!p) return;
    if (n == 0) n = 1;
#ifdef SMOL_ALLOC_CHECK
    check_size(p, n);
    vm->live_bytes -= n;
    vm->used_bytes -= n;
    free((char *)p - CHECK_HDR);
    return;
#endif
    /* Callback-stress mode: a stale pointer into freed storage reads
     * garbage that cannot pass for a valid object. */
    if (__builtin_expect(vm->callback_stress, 0)) memset(p, 0xdb, n);
    if (is_small(n)) {
        small_free(vm, p);
    } else {
        vm->used_bytes -= n;
        if (keep_spare(vm, p, n)) return;
        vm->live_bytes -= block_cost(p);
        large_drop(vm, p);
    }
}

void mem_free_used(VM *vm, void *p, size_t n, size_t used) {
#if !defined(SMOL_ALLOC_CHECK)
    if (p && !is_small(n ? n : 1) && !vm->callback_stress) {
        Large *b = large_of(p);
        uint32_t u = dirty_units(used < b->cap ? used : b->cap);
        b->dirty = u > b->before ? u : b->before;
    }
#endif
    mem_free(vm, p, n);
}

bool mem_is_zero(VM *vm, const void *p, size_t n) {
#if defined(SMOL_ALLOC_CHECK)
    (void)vm, (void)p, (void)n;
    return false;
#else
    /* `before` is what the block held when handed out: nothing for one
     * that came zeroed (large_new), the extent its user may have written
     * for one kept for reuse (take_spare). */
    return p && !is_small(n ? n : 1) && !vm->callback_stress && large_of((void *)(uintptr_t)p)->before == 0;
#endif
}

bool mem_would_fit(VM *vm, size_t n) {
    if (vm->mem_cap == 0) return true;
    if (has_reserves(vm) && cap_exceeded(vm, n)) release_empty_pages(vm);
    if (n > vm->mem_cap || vm->live_bytes > vm->mem_cap - n) {
        rt_halt(vm, HALT_MEMORY);
        return false;
    }
    return true;
}

size_t mem_room_left(VM *vm) {
    if (vm->mem_cap == 0) return SIZE_MAX;
    return vm->live_bytes < vm->mem_cap ? vm->mem_cap - vm->live_bytes : 0;
}

bool mem_account_add(VM *vm, size_t n) {
    bool over = cap_exceeded(vm, n);
    /* The bytes exist already (GMP allocated them): count them in any
     * case so the sweeper's subtraction stays balanced. */
    hold(vm, n);
    extern_grown(vm, n);
    vm->used_bytes += n;
    vm->nextern++;
    note_alloc(vm, n);
    if (over) {
        rt_halt(vm, HALT_MEMORY);
        return false;
    }
    return true;
}

void mem_account_sub(VM *vm, size_t n) {
    vm->live_bytes -= n;
    vm->used_bytes -= n;
    vm->nextern--;
}

void *obj_alloc(VM *vm, ObjKind kind, size_t size) {
    Obj *o = obj_alloc_uninit(vm, kind, size);
    if (o) memset((char *)o + sizeof(Obj), 0, size - sizeof(Obj));
    return o;
}

void *obj_alloc_uninit(VM *vm, ObjKind kind, size_t size) {
    Obj *o = alloc_block(vm, size);
    if (!o) return NULL;
    o->marked = 0;
    o->flags = 0;
    o->size = (uint32_t)size;
    o->kind = (uint8_t)kind;
    Obj **head = &vm->objects[vm->nobjects++ & (GC_LISTS - 1)];
    o->gc_next = *head;
    *head = o;
    return o;
}

/* The budget is handed to the fast counter (vm->fuel) in slices; at the
 * end of each slice the deadline is checked too, so long natives that
 * charge their work stop on time. */
__attribute__((noinline, cold)) bool rt_charge_slow(VM *vm) {
    if (vm->halt) return false;
    if (atomic_load_explicit(&vm->interrupt, memory_order_relaxed)) {
        rt_halt(vm, HALT_INTERRUPT);
        return false;
    }
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
