/* Unit tests of the accounted allocator and the collector. */
#include <stdio.h>
#include "runtime/rt.h"

static int passed, failed;

#define CHECK(cond)                                                              \
    do {                                                                         \
        if (cond) passed++;                                                      \
        else {                                                                   \
            failed++;                                                            \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                        \
    } while (0)

static VM *new_vm(size_t cap) {
    Limits l = {0, cap, 1000, 1 << 20, 0};
    return rt_vm_new(&l, 42);
}

static void test_accounting(void) {
    VM *vm = new_vm(0);
    CHECK(vm != NULL);
    size_t base = vm->live_bytes, blocks = vm->used_bytes;
    /* Small blocks count by their size class in used_bytes, and the
     * account holds whole pages. */
    void *p = mem_alloc(vm, 1000);
    CHECK(p != NULL);
    CHECK(vm->used_bytes == blocks + 1008 || vm->used_bytes == blocks + 1000);
    /* The block may land in a page the VM already holds; 64 more of its
     * class need pages of their own, all but what one held page had free. */
    void *more[64];
    for (int i = 0; i < 64; i++) CHECK((more[i] = mem_alloc(vm, 1000)) != NULL);
    CHECK(vm->live_bytes >= base + 64 * 1000 - (16 << 10));
    for (int i = 0; i < 64; i++) mem_free(vm, more[i], 1000);
    p = mem_realloc(vm, p, 1000, 5000);
    CHECK(p != NULL);
    CHECK(vm->used_bytes == blocks + 5120 || vm->used_bytes == blocks + 5000);
    p = mem_realloc(vm, p, 5000, 100000);
    CHECK(p != NULL);
    CHECK(vm->used_bytes == blocks + 100000);
    /* A large block counts with the C allocator's header and rounding. */
    CHECK(vm->live_bytes >= base + 100000 && vm->live_bytes <= base + 100032 + 66 * (64 << 10));
    p = mem_realloc(vm, p, 100000, 10);
    CHECK(vm->used_bytes == blocks + 16 || vm->used_bytes == blocks + 10);
    mem_free(vm, p, 10);
    CHECK(vm->used_bytes == blocks);
    CHECK(vm->peak_bytes >= base + 100000);
    rt_vm_free(vm);
}

/* Pages come back: filling one size class, freeing it and filling the
 * next must reuse the same memory, not pin a set of pages per class. */
static void test_pages_reused_across_classes(void) {
    VM *vm = new_vm(0);
    CHECK(vm != NULL);
    size_t base = vm->live_bytes;
    enum { COUNT = 4000 };
    static void *blocks[COUNT];
    size_t most = 0;
    for (size_t size = 56; size <= 1024; size += 48) {
        for (int i = 0; i < COUNT; i++) blocks[i] = mem_alloc(vm, size);
        if (vm->live_bytes - base > most) most = vm->live_bytes - base;
        for (int i = 0; i < COUNT; i++) mem_free(vm, blocks[i], size);
    }
    /* One class's worth (4000 blocks of up to 1 KB) plus the pages of one partly
     * filled class, never the sum over all classes (about 44 MB); what
     * stays is the pool of empty pages kept for reuse, which mem_trim
     * gives back down to what the heap may grow into before its next
     * collection (at most 4 MB). */
    CHECK(most <= (size_t)4600 << 10);
    mem_trim(vm);
    CHECK(vm->live_bytes - base <= (size_t)66 * (64 << 10));
    rt_vm_free(vm);
}

/* After a collection the pool keeps the empty pages the heap would grow
 * back into before the next one (at most 4 MB), and under a cap no more
 * than half the room below half the cap (at least 32 pages, as always). */
static void test_trim_keeps_bounded_pool(void) {
#if defined(__SANITIZE_ADDRESS__) || defined(SMOL_ALLOC_CHECK)
    const bool sanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    const bool sanitized = true;
#else
    const bool sanitized = false;
#endif
#else
    const bool sanitized = false;
#endif
    enum { COUNT = 6000 };
    static void *blocks[COUNT];
    size_t caps[] = {0, 8u << 20};
    for (int k = 0; k < 2; k++) {
        VM *vm = new_vm(caps[k]);
        CHECK(vm != NULL);
        size_t pool0 = mem_pool_bytes(vm);
        for (int i = 0; i < COUNT; i++) blocks[i] = mem_alloc(vm, 1000);
        for (int i = 0; i < COUNT; i++) mem_free(vm, blocks[i], 1000);
        mem_trim(vm);
        size_t pool = mem_pool_bytes(vm) - pool0;
        size_t data = vm->live_bytes - mem_pool_bytes(vm);
        CHECK(pool <= (size_t)4 << 20);
        if (caps[k]) {
            size_t half = caps[k] / 2, room = half > data ? (half - data) / 2 : 0;
            CHECK(pool <= (room > ((size_t)32 << 14) ? room : (size_t)32 << 14));
        }
        /* Six megabytes were freed: the uncapped VM keeps up to its
         * threshold, far more than the 32 pages kept before (a sanitizer
         * or allocation-check build has no pages: every block is malloc'd). */
        if (!caps[k] && !sanitized) CHECK(pool > (size_t)32 << 14);
        rt_vm_free(vm);
    }
}

/* The cap counts pages: a block that needs a new page is refused when the
 * page would cross the cap. */
static void test_cap_counts_pages(void) {
    VM *vm = new_vm(4u << 20);
    CHECK(vm != NULL);
    enum { MAX = (4 << 20) / 64 };
    static void *blocks[MAX];
    size_t n = 0;
    while (n < MAX && (blocks[n] = mem_alloc(vm, 64)) != NULL) n++;
    CHECK(n < MAX);
    CHECK(vm->halt == HALT_MEMORY);
    CHECK(vm->live_bytes <= (4u << 20));
    for (size_t i = 0; i < n; i++) mem_free(vm, blocks[i], 64);
    rt_vm_free(vm);
}

static void test_cap_soft_failure(void) {
    VM *vm = new_vm(8u << 20);
    CHECK(vm != NULL);
    size_t before = vm->used_bytes;
    void *p = mem_alloc(vm, 64u << 20);
    CHECK(p == NULL);
    CHECK(vm->halt == HALT_MEMORY);
    CHECK(vm->used_bytes == before);
    vm->halt = HALT_NONE;
    CHECK(!mem_would_fit(vm, 9u << 20));
    vm->halt = HALT_NONE;
    CHECK(mem_would_fit(vm, 1024));
    rt_vm_free(vm);
}

static void test_fail_nth(void) {
    VM *vm = new_vm(0);
    CHECK(vm != NULL);
    vm->fail_after = 2;
    void *a = mem_alloc(vm, 16), *b = mem_alloc(vm, 16), *c = mem_alloc(vm, 16);
    CHECK(a && b && !c);
    CHECK(vm->halt == HALT_MEMORY);
    vm->fail_after = -1;
    vm->halt = HALT_NONE;
    mem_free(vm, a, 16);
    mem_free(vm, b, 16);
    rt_vm_free(vm);
}

static void test_gc_frees_garbage(void) {
    VM *vm = new_vm(0);
    CHECK(vm != NULL);
    gc_collect(vm);
    size_t base = vm->live_bytes, blocks = vm->used_bytes;
    /* Garbage: a list of strings nothing refers to. */
    List *l = list_new(vm, 0);
    CHECK(l != NULL);
    for (int i = 0; i < 1000; i++) {
        char buf[32];
        int n = snprintf(buf, sizeof buf, "item-%d", i);
        Value s = str_value(vm, buf, (size_t)n);
        CHECK(!IS_EXC(s));
        list_append(vm, l, s);
    }
    CHECK(vm->live_bytes > base);
    gc_collect(vm);
    /* Every block comes back; the pages they used go to the pool of empty
     * pages (a few) or back to the system. */
    CHECK(vm->used_bytes == blocks);
    CHECK(vm->live_bytes <= base + 66 * (64 << 10));
    /* A rooted list survives with its items. */
    l = list_new(vm, 0);
    gc_push(vm, v_obj(l));
    for (int i = 0; i < 100; i++) list_append(vm, l, str_cvalue(vm, "a longer string that is not cached"));
    gc_collect(vm);
    CHECK(l->len == 100 && IS_STR(l->items[99]));
    gc_pop(vm, 1);
    gc_collect(vm);
    CHECK(vm->used_bytes == blocks);
    CHECK(vm->live_bytes <= base + 66 * (64 << 10));
    rt_vm_free(vm);
}

static void test_many_vms(void) {
    /* VMs share nothing: creating and freeing many must not leak or clash. */
    for (int i = 0; i < 20; i++) {
        VM *vm = new_vm(0);
        CHECK(vm != NULL);
        rt_vm_free(vm);
    }
}

int main(void) {
    test_accounting();
    test_pages_reused_across_classes();
    test_trim_keeps_bounded_pool();
    test_cap_counts_pages();
    test_cap_soft_failure();
    test_fail_nth();
    test_gc_frees_garbage();
    test_many_vms();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
