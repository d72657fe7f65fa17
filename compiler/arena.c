/* The AST arena: a singly linked list of blocks, bump-allocated, freed as a
 * whole. Blocks come from the VM's accounted allocator so that compiling a
 * huge snippet is charged to the same memory cap as running it; tools and
 * tests that have no VM pass vm == NULL and get plain malloc.
 */
#include <stdlib.h>
#include <string.h>

#include "compiler/ast.h"
#include "runtime/rt.h"

/* Most snippets fit in one or two blocks of this size; a single request
 * larger than a block gets a block of its own so that nothing is wasted by
 * rounding a big token array up to a multiple of the block size. */
#define ARENA_BLOCK_SIZE (32u * 1024u)

struct ArenaBlock {
    ArenaBlock *next;
    size_t size;        /* usable bytes after the header */
    size_t used;
    /* The payload follows the header, aligned to ARENA_ALIGN. */
};

/* The header is padded so the payload starts on an ARENA_ALIGN boundary. */
#define HEADER_SIZE ((sizeof(ArenaBlock) + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1))

static unsigned char *payload(ArenaBlock *b) {
    return (unsigned char *)b + HEADER_SIZE;
}

static void *raw_alloc(Arena *a, size_t n) {
    if (a->vm) return mem_alloc(a->vm, n);
    return malloc(n);
}

/* Far more than any charge (at most a unit per 64 bytes of a size_t), so
 * that subtracting one from it never overflows. */
#define ARENA_IDLE_FUEL (INT64_MAX / 2)

void arena_init(Arena *a, VM *vm) {
    a->vm = vm;
    a->head = NULL;
    a->used_total = 0;
    a->failed = false;
    a->fail_at = 0;
    a->nallocs = 0;
    a->meter = NULL;
    a->idle_fuel = ARENA_IDLE_FUEL;
    a->fuel = &a->idle_fuel;
    a->cur = a->end = a->zend = NULL;
}

/* The slow path of arena_alloc and arena_alloc_uninit: the memory, not
 * yet zeroed. */
static void *alloc_slow(Arena *a, size_t n) {
    if (a->failed) return NULL;
    if (a->fail_at && ++a->nallocs >= a->fail_at) {
        a->failed = true;
        return NULL;
    }
    if (n == 0) n = 1;
    if (n > SIZE_MAX / 2) {
        a->failed = true;
        return NULL;
    }
    n = (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    /* With a meter, zeroing (and first touching) memory is charged at
     * about a unit per 64 bytes. */
    if (!arena_meter(a, (int64_t)(n / 64))) {
        a->failed = true;
        return NULL;
    }
    ArenaBlock *b = a->head;
    bool new_head = false, zero = false;
    /* The inline fast path (ast.h) moves only Arena.cur. */
    if (b) b->used = (size_t)(a->cur - payload(b));
    if (!b || b->size - b->used < n) {
        /* Requests bigger than a quarter block get a dedicated block that is
         * linked behind the current head, so the head's free tail stays
         * usable for the small nodes that follow. */
        size_t size = n > ARENA_BLOCK_SIZE / 4 ? n : ARENA_BLOCK_SIZE;
        ArenaBlock *nb = raw_alloc(a, HEADER_SIZE + size);
        if (!nb) {
            a->failed = true;
            return NULL;
        }
        nb->size = size;
        nb->used = 0;
        /* A block known to be zero needs no zeroing ahead of use. */
        zero = a->vm && mem_is_zero(a->vm, nb, HEADER_SIZE + size);
        if (b && size != ARENA_BLOCK_SIZE) {
            nb->next = b->next;
            b->next = nb;
        } else {
            nb->next = b;
            a->head = nb;
            new_head = true;
        }
        b = nb;
    }
    void *p = payload(b) + b->used;
    b->used += n;
    a->used_total += n;
    if (b == a->head) {
        a->cur = payload(b) + b->used;
        a->end = payload(b) + b->size;
        /* The caller zeroes [p, p + n) if it must; nothing beyond it is
         * zero in a new block. */
        if (new_head && zero) a->zend = a->end;
        else if (new_head || a->zend < a->cur) a->zend = a->cur;
    }
    return p;
}

/* Zero the head block's free tail a chunk ahead of the bump pointer,
 * covering at least up to it. */
#define ZERO_CHUNK 1024u
void arena_zero_ahead(Arena *a) {
    unsigned char *to = a->cur + ZERO_CHUNK;
    if (to > a->end || to < a->cur) to = a->end;
    memset(a->zend, 0, (size_t)(to - a->zend));
    a->zend = to;
}

void *arena_alloc_slow(Arena *a, size_t n) {
    void *p = alloc_slow(a, n);
    /* alloc_slow rounded the size up to ARENA_ALIGN; the padding is
     * zeroed as well, as the fast path does. */
    if (p) memset(p, 0, ((n ? n : 1) + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1));
    return p;
}

void *arena_alloc_uninit_slow(Arena *a, size_t n) {
    return alloc_slow(a, n);
}

void arena_set_meter(Arena *a, VM *vm) {
    a->meter = vm;
    a->fuel = vm ? &vm->fuel : &a->idle_fuel;
}

bool arena_meter_slow(Arena *a) {
    if (!a->meter) {
        a->idle_fuel = ARENA_IDLE_FUEL;
        return true;
    }
    return rt_charge_slow(a->meter);
}

char *arena_strndup(Arena *a, const char *s, size_t n) {
    if (n == SIZE_MAX) {
        a->failed = true;
        return NULL;
    }
    char *p = arena_alloc(a, n + 1);
    if (!p) return NULL;
    if (n) memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

void arena_free(Arena *a) {
    ArenaBlock *b = a->head;
    /* The inline fast path (ast.h) moves only Arena.cur. */
    if (b) b->used = (size_t)(a->cur - payload(b));
    while (b) {
        ArenaBlock *next = b->next;
        /* Written: the header and what was handed out (zeroing ahead of
         * the bump pointer writes zeroes over zeroes). */
        if (a->vm) mem_free_used(a->vm, b, HEADER_SIZE + b->size, HEADER_SIZE + b->used);
        else free(b);
        b = next;
    }
    a->head = NULL;
    a->cur = a->end = a->zend = NULL;
    a->used_total = 0;
    a->failed = false;
}
