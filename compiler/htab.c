/* Hashed lookups for the compiler (cg.h): symbols of a scope, names and
 * constants of a code object, keyword names of a call. Linear probing over
 * a power-of-two table of entry indices, at most half full; the owner keeps
 * the entries and says, through `eq`, whether one matches the key. Tables
 * live in the compiler's arena and are dropped with it. */
#include <xxhash.h>
#include "compiler/cg.h"

uint64_t cg_hash(CgCtx *C, const void *p, size_t n) {
    return XXH3_64bits_withSeed(p, n, C->vm->hash_seed);
}

/* As htab_find (cg.h) probes. */
static uint32_t first_slot(uint64_t h, uint32_t cap) {
    return (uint32_t)(h >> 32 ^ h) & (cap - 1);
}

int64_t htab_overrun(HTab *t) {
    uint64_t allowance = HTAB_PROBES_PER_LOOKUP * t->lookups + 256;
    if (t->probes > allowance && t->probes - allowance > t->overrun) {
        int64_t units = (int64_t)(t->probes - allowance - t->overrun);
        t->overrun = t->probes - allowance;
        return units;
    }
    return 0;
}

/* Charge `lookups` lookups that took `probes` probes in all. */
static void account(CgCtx *C, HTab *t, uint64_t lookups, uint64_t probes) {
    t->lookups += lookups;
    t->probes += probes;
    cg_charge(C, (int64_t)lookups * HTAB_LOOKUP_UNITS + htab_overrun(t));
}

/* Store an entry; returns the number of slots probed. */
static uint64_t put(HSlot *slots, uint32_t cap, uint64_t h, uint32_t idx) {
    uint64_t probes = 1;
    uint32_t i = first_slot(h, cap);
    while (slots[i].idx) i = (i + 1) & (cap - 1), probes++;
    slots[i].h = h;
    slots[i].idx = idx;
    return probes;
}

void htab_add_slow(CgCtx *C, HTab *t, uint64_t h, uint32_t entry) {
    if (entry >= UINT32_MAX - 1) cg_error(C, NULL, CERR_LIMIT, "too many names or constants");
    if ((t->n + 1) * 2 > t->cap) {
        if (t->cap >= (1u << 30)) cg_error(C, NULL, CERR_LIMIT, "too many names or constants");
        uint32_t ncap = t->cap ? t->cap * 2 : 16;
        /* The new table is zeroed (a unit per 64 bytes), then every entry
         * moves: charged like a lookup each. */
        cg_charge(C, (int64_t)ncap * (int64_t)sizeof(HSlot) / 64);
        HSlot *ns = cg_alloc(C, (size_t)ncap * sizeof(HSlot));
        uint64_t probes = 0;
        for (uint32_t i = 0; i < t->cap; i++)
            if (t->slots[i].idx) probes += put(ns, ncap, t->slots[i].h, t->slots[i].idx);
        t->slots = ns;
        t->cap = ncap;
        account(C, t, t->n, probes);
    }
    /* The lookup that found the key absent paid for this probe sequence. */
    put(t->slots, t->cap, h, entry + 1);
    t->n++;
}
