/* Test-only stand-ins for the runtime's accounted allocator, so the parser
 * test can be built from the compiler sources alone before the runtime
 * links (see tests/parser/check.py). The arena calls them only when it
 * has a VM, which the parser tests never give it. */
#include <stdlib.h>

#include "runtime/rt.h"

void *mem_alloc(VM *vm, size_t n) {
    (void)vm;
    return malloc(n);
}

void mem_free(VM *vm, void *p, size_t n) {
    (void)vm;
    (void)n;
    free(p);
}

void mem_free_used(VM *vm, void *p, size_t n, size_t used) {
    (void)used;
    mem_free(vm, p, n);
}

bool mem_is_zero(VM *vm, const void *p, size_t n) {
    (void)vm, (void)p, (void)n;
    return false;
}

/* The inline budget charge's slow path (the parser tests run without a
 * meter, so it is never reached). */
bool rt_charge_slow(VM *vm) {
    (void)vm;
    return true;
}
