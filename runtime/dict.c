/* Dicts: CPython 3.11's compact insertion-ordered hash table, the
 * dict_keys / dict_values / dict_items views, and every dict method.
 *
 * Layout (object.h). `entries` holds the items in insertion order; a deleted
 * item stays in place with its key set to VT_EMPTY, so iteration order is
 * always insertion order. `index` is the hash table proper: `nslots` (a power
 * of two) entry numbers, IX_EMPTY for a never-used slot and IX_DUMMY for the
 * slot of a deleted item. As in CPython, a slot is as narrow as the table
 * allows: 1 byte up to 128 slots, 2 bytes up to 2^15, else 4 bytes (no table
 * has more than 2^31 slots), always read and written through ix_get/ix_set.
 * Probing is CPython's: start at hash & mask, then
 * `perturb >>= 5; i = (i*5 + perturb + 1) & mask`, which visits every slot.
 *
 * The entries array has `nalloc` <= usable_of(nslots) = nslots*2/3 elements
 * (index and entries share one block of storage_size(nslots, nalloc)
 * bytes). A dict gets nalloc = usable_of(nslots), sized as CPython's for
 * the same making (dict(**kw), dict(mapping), {**d}, a comprehension,
 * fromkeys, copy() keeping the room its original had left), so that a loop
 * that deletes and adds keys while iterating rebuilds the table, and meets
 * the iterator's checks, where CPython's would; a display and an
 * instance's attribute dict get exactly the room for their keys (the most
 * numerous dicts). `cap` is the number of entries that may be appended before the
 * table must be rebuilt; it starts equal to nalloc and only popitem() lowers
 * it (see there). The invariant that keeps probing finite: the index slots
 * in use (live + dummy) never exceed nentries + (nalloc - cap) <= nalloc <=
 * usable_of(nslots) < nslots, so at least one IX_EMPTY slot always ends
 * every search.
 *
 * Growth: appending when nentries == cap rebuilds the table with the
 * smallest power of two >= max(8, 3*used) slots (CPython's GROWTH_RATE),
 * which also compacts away deleted entries, so a dict that lost most of its
 * items shrinks on its next insertion. Deletion never rebuilds.
 *
 * An empty dict owns no storage (nslots == 0): type and instance dicts are
 * numerous and mostly small.
 *
 * Mutation during lookup: comparing keys may run a user __eq__, which may
 * mutate the dict. As CPython, after such a comparison the search restarts
 * if the table was rebuilt or the compared entry changed.
 *
 * Reversed iterators (reversed(d), reversed(d.keys()) ...) are IT_NATIVE
 * iterators driven by reverse_step(): `src` is the Dict, `pos` the next
 * entry number to look at (counting down), `end` the dict size at creation
 * (for the "changed size" check) and `step` the IterKind of what is yielded
 * (IT_DICT_KEYS / IT_DICT_VALUES / IT_DICT_ITEMS).
 */
#include <stdlib.h>
#include "rt.h"
#include "names.h"

#define DICT_MINSIZE 8
#define PERTURB_SHIFT 5
#define IX_EMPTY (-1)
#define IX_DUMMY (-2)
#define LOOKUP_ERR (-3)
/* A str search met a key of another type with the same hash. */
#define LOOKUP_SLOW (-4)
/* No table grows past this many slots (so entry numbers fit 4-byte index
 * slots and nslots a uint32_t); the memory cap refuses far less. */
#define DICT_MAXSLOTS ((size_t)1 << 31)

static inline size_t usable_of(size_t nslots) { return nslots * 2 / 3; }

/* ---- index slots ---------------------------------------------------------- */

/* Bytes per index slot for a table of `nslots` slots: each width holds
 * every entry number of its largest table, and IX_EMPTY / IX_DUMMY. */
static inline unsigned ix_width(size_t nslots) {
    return nslots <= 128 ? 1 : nslots <= ((size_t)1 << 15) ? 2 : 4;
}

/* The probe loops are written once over `w`; each is called with a
 * constant width (see the dispatching wrappers), so these reduce to one
 * load or store. */
static inline __attribute__((always_inline)) int64_t ix_get(const void *index, unsigned w, size_t i) {
    switch (w) {
    case 1: return ((const int8_t *)index)[i];
    case 2: return ((const int16_t *)index)[i];
    default: return ((const int32_t *)index)[i];
    }
}

static inline __attribute__((always_inline)) void ix_set(void *index, unsigned w, size_t i, int64_t ix) {
    switch (w) {
    case 1: ((int8_t *)index)[i] = (int8_t)ix; break;
    case 2: ((int16_t *)index)[i] = (int16_t)ix; break;
    default: ((int32_t *)index)[i] = (int32_t)ix; break;
    }
}

/* Calls FN(args..., width) with the width as a constant. */
#define BY_WIDTH(w, FN, ...)                                   \
    ((w) == 1 ? FN(__VA_ARGS__, 1) : (w) == 2 ? FN(__VA_ARGS__, 2) : FN(__VA_ARGS__, 4))

/* The bit of Dict.hash_bits for a key of hash h. */
static inline uint64_t hash_bit(int64_t h) { return UINT64_C(1) << ((uint64_t)h & 63); }

/* A dict a template's copies share (clone.c: a built-in type's namespace)
 * is never changed (its type refuses new attributes, and no snippet
 * reaches the dict itself): should one be, the process stops rather than
 * let one VM change what every copy sees. Every writer checks (an entry
 * added, replaced, deleted or moved, the table released). */
static inline void dict_writable(const Dict *d) {
    if (__builtin_expect((d->h.flags & OBJ_SHARED) != 0, 0)) abort();
}

/* A class's namespace is about to change: every method cache entry and
 * attribute cache recorded against the classes goes stale. */
static inline void typedict_changing(VM *vm, const Dict *d) {
    dict_writable(d);
    vm->type_version++;
}

/* ---- storage ------------------------------------------------------------ */

static size_t slots_for(size_t n);
static size_t cpython_slots(size_t minsize);
static size_t estimate_slots(size_t n);
static size_t storage_size(size_t nslots, size_t nalloc);

Dict *dict_new(VM *vm) {
    /* obj_alloc zeroes: no storage, nothing used. */
    return obj_alloc(vm, OK_DICT, sizeof(Dict));
}

/* Storage for n > 0 entries in a dict that has none: what rebuild()
 * makes of it, charged as rebuild() charges, without its copying; room
 * for the whole usable part of the table unless `exact`. */
static int alloc_storage(VM *vm, Dict *d, size_t n, bool exact) {
    size_t ns = slots_for(n);
    if (!exact) n = usable_of(ns);
    if (ns > DICT_MAXSLOTS) {
        rt_halt(vm, HALT_MEMORY);
        return -1;
    }
    if (!rt_charge(vm, 1)) return -1;
    size_t ixbytes = ns * ix_width(ns);
    char *block = mem_alloc(vm, storage_size(ns, n));
    if (!block) return -1;
    memset(block, 0xff, ixbytes); /* every slot IX_EMPTY */
    d->index = block;
    d->entries = (DictEntry *)(block + ixbytes);
    d->nslots = (uint32_t)ns;
    d->nalloc = (uint32_t)n;
    d->cap = n;
    d->version = d->kversion = ++vm->dict_version;
    return 0;
}


Dict *dict_new_sized(VM *vm, size_t n) {
    Dict *d = dict_new(vm);
    if (!d || n == 0) return d;
    /* No collection runs here (collections run at safe points only). */
    return alloc_storage(vm, d, n, true) < 0 ? NULL : d;
}

Dict *dict_unwrap(Value v) {
    if (IS_DICT(v)) return AS_DICT(v);
    if (IS_INSTANCE(v) && IS_DICT(AS_INSTANCE(v)->builtin_value)) return AS_DICT(AS_INSTANCE(v)->builtin_value);
    return NULL;
}

/* The index and the entries share one block: the index first (its size,
 * at least 8 slots of a power-of-two width, keeps the entries aligned). */
static size_t storage_size(size_t nslots, size_t nalloc) {
    return nslots * ix_width(nslots) + nalloc * sizeof(DictEntry);
}

static void release(VM *vm, Dict *d) {
    dict_writable(d);
    if (d->nslots) mem_free(vm, d->index, storage_size(d->nslots, d->nalloc));
    d->entries = NULL;
    d->index = NULL;
    d->nslots = d->nalloc = 0;
    d->nentries = d->cap = d->used = 0;
}

void dict_free_storage(VM *vm, Dict *d) { release(vm, d); }

void dict_mark(VM *vm, Dict *d, void (*mark)(VM *, Value)) {
    for (size_t i = 0; i < d->nentries; i++) {
        mark(vm, d->entries[i].key);
        mark(vm, d->entries[i].val);
    }
}

static inline __attribute__((always_inline)) size_t find_free_slot_w(const void *index, size_t nslots,
                                                                     int64_t hash, unsigned w) {
    size_t mask = nslots - 1, i = (size_t)hash & mask, perturb = (size_t)hash;
    while (ix_get(index, w, i) >= 0) {
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
    }
    return i;
}

/* Point the first slot along hash's probe sequence that holds no live
 * entry at entry `ix`. */
static inline __attribute__((always_inline)) void place_w(void *index, size_t nslots, int64_t hash, int64_t ix,
                                                          unsigned w) {
    ix_set(index, w, find_free_slot_w(index, nslots, hash, w), ix);
}

static void place(void *index, size_t nslots, int64_t hash, int64_t ix) {
    unsigned w = ix_width(nslots);
    BY_WIDTH(w, place_w, index, nslots, hash, ix);
}

/* Index every entry of a hole-free entries[0..n) into a fresh index. */
static inline __attribute__((always_inline)) int place_all_w(void *index, size_t nslots, const DictEntry *entries,
                                                             size_t n, unsigned w) {
    for (size_t k = 0; k < n; k++) place_w(index, nslots, entries[k].hash, (int64_t)k, w);
    return 0;
}

static void place_all(void *index, size_t nslots, const DictEntry *entries, size_t n) {
    unsigned w = ix_width(nslots);
    (void)BY_WIDTH(w, place_all_w, index, nslots, entries, n);
}

/* The index slot that points at entry `ix`. */
static size_t slot_of(const Dict *d, int64_t hash, int64_t ix) {
    unsigned w = ix_width(d->nslots);
    size_t mask = d->nslots - 1, i = (size_t)hash & mask, perturb = (size_t)hash;
    while (ix_get(d->index, w, i) != ix) {
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
    }
    return i;
}

/* Rebuild with `nslots` slots and room for `nalloc` (>= used, <=
 * usable_of(nslots)) entries, compacting deleted entries. The new block is
 * allocated before anything moves, so a failed allocation leaves the dict
 * exactly as it was. */
static int rebuild_order(VM *vm, Dict *d, size_t nslots, size_t nalloc, int64_t first) {
    dict_writable(d);
    if (nslots > DICT_MAXSLOTS) {
        rt_halt(vm, HALT_MEMORY);
        return -1;
    }
    if (!rt_charge(vm, (int64_t)d->nentries + 1)) return -1;
    size_t ixbytes = nslots * ix_width(nslots);
    char *block = mem_alloc(vm, storage_size(nslots, nalloc));
    if (!block) return -1;
    DictEntry *entries = (DictEntry *)(block + ixbytes);
    memset(block, 0xff, ixbytes); /* every slot IX_EMPTY */
    size_t n = 0;
    if (first >= 0) entries[n++] = d->entries[first];
    for (size_t i = 0; i < d->nentries; i++) {
        const DictEntry *e = &d->entries[i];
        if (IS_EMPTY(e->key) || (int64_t)i == first) continue;
        entries[n++] = *e;
    }
    place_all(block, nslots, entries, n);
    size_t used = d->used;
    release(vm, d);
    d->entries = entries;
    d->index = block;
    d->nslots = (uint32_t)nslots;
    d->nalloc = (uint32_t)nalloc;
    d->nentries = n;
    d->used = used;
    d->cap = nalloc;
    d->version = d->kversion = ++vm->dict_version;
    return 0;
}

static int rebuild(VM *vm, Dict *d, size_t nslots, size_t nalloc) {
    return rebuild_order(vm, d, nslots, nalloc, -1);
}

/* Smallest table whose usable part holds `n` entries. */
static size_t slots_for(size_t n) {
    size_t ns = DICT_MINSIZE;
    while (usable_of(ns) < n && ns <= DICT_MAXSLOTS) ns <<= 1;
    return ns;
}

/* The table CPython 3.11 makes for at least `minsize` slots
 * (calculate_log2_keysize): a power of two, and twice what would do for a
 * minsize under 8 or a power of two from 16 on, as its rounding gives. */
static size_t cpython_slots(size_t minsize) {
    if (minsize > DICT_MAXSLOTS) return DICT_MAXSLOTS << 1;
    size_t m = ((minsize | DICT_MINSIZE) - 1) | (DICT_MINSIZE - 1);
    return (size_t)1 << (64 - __builtin_clzll((unsigned long long)m));
}

/* CPython's estimate_log2_keysize: the table presized for n keys. */
static size_t estimate_slots(size_t n) { return cpython_slots((n * 3 + 1) / 2); }

/* Make room for `extra` more entries without an intermediate rebuild: a
 * whole table, so that repeated updates stay amortized. */
static int reserve(VM *vm, Dict *d, size_t extra) {
    if (d->cap - d->nentries >= extra) return 0;
    if (d->nslots == 0) return alloc_storage(vm, d, extra, false);
    size_t ns = slots_for(d->used + extra);
    return rebuild(vm, d, ns, ns > DICT_MAXSLOTS ? 0 : usable_of(ns));
}

/* A table of ns slots, its whole usable part as room, for d's keys. */
static int resize_to(VM *vm, Dict *d, size_t ns) {
    if (d->nslots == 0) return alloc_storage(vm, d, usable_of(ns), false);
    return rebuild(vm, d, ns, ns > DICT_MAXSLOTS ? 0 : usable_of(ns));
}

int dict_reserve(VM *vm, Dict *d, size_t extra) { return reserve(vm, d, extra); }

/* CPython's GROWTH_RATE: the next table has >= 3*used slots, rounded as
 * CPython rounds (cpython_slots); a dict's first table has 8. */
static int grow(VM *vm, Dict *d) {
    size_t ns = d->nslots == 0 ? DICT_MINSIZE : cpython_slots(d->used * 3);
    return rebuild(vm, d, ns, usable_of(ns));
}

/* ---- lookup --------------------------------------------------------------- */

/* Entry number of `key`, IX_EMPTY if absent, LOOKUP_ERR if a comparison
 * raised. */
static int64_t lookup(VM *vm, Dict *d, Value key, int64_t hash) {
    unsigned steps = 0;
restart:
    if (d->nslots == 0) return IX_EMPTY;
    unsigned w = ix_width(d->nslots);
    size_t mask = d->nslots - 1, i = (size_t)hash & mask, perturb = (size_t)hash;
    for (;;) {
        int64_t ix = ix_get(d->index, w, i);
        if (ix == IX_EMPTY) return IX_EMPTY;
        if (ix >= 0) {
            const DictEntry *e = &d->entries[ix];
            if (obj_is(e->key, key)) return ix;
            if (e->hash == hash) {
                Value start = e->key;
                if (IS_STR(start) && IS_STR(key)) {
                    if (str_eq(AS_STR(start), AS_STR(key))) return ix;
                } else {
                    DictEntry *entries = d->entries;
                    void *index = d->index;
                    size_t nslots = d->nslots;
                    int c = obj_eq(vm, start, key);
                    if (c < 0) return LOOKUP_ERR;
                    /* A user __eq__ may have changed the dict: start over on
                     * whatever table it has now. */
                    if (d->entries != entries || d->index != index || d->nslots != nslots ||
                        (size_t)ix >= d->nentries || !obj_is(d->entries[ix].key, start))
                        goto restart;
                    if (c) return ix;
                }
            }
        }
        /* Colliding keys make probing long: past a few steps (never for
         * ordinary keys, so counts stay seed-independent) charge each. */
        if (++steps > 16 && !rt_charge(vm, 8)) return LOOKUP_ERR;
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
    }
}

/* The str-key search: no user code can run unless a non-str key with the
 * same hash is met, in which case it returns LOOKUP_SLOW and the caller
 * falls back to lookup(). The search goes on from probe state (i, perturb,
 * steps). */
static inline __attribute__((always_inline)) int64_t lookup_str_w(VM *vm, const Dict *d, const Str *key,
                                                                  int64_t hash, size_t i, size_t perturb,
                                                                  unsigned steps, unsigned w) {
    size_t mask = d->nslots - 1;
    for (;;) {
        int64_t ix = ix_get(d->index, w, i);
        if (ix == IX_EMPTY) return IX_EMPTY;
        if (ix >= 0) {
            const DictEntry *e = &d->entries[ix];
            if (IS_OBJ(e->key) && AS_OBJ(e->key) == (const Obj *)key) return ix;
            if (e->hash == hash) {
                if (!IS_STR(e->key)) return LOOKUP_SLOW;
                /* Equal hashes already: str_eq without its hash test. */
                const Str *s = AS_STR(e->key);
                if (s->blen == key->blen && memcmp(s->data, key->data, key->blen) == 0) return ix;
            }
        }
        if (++steps > 16 && !rt_charge(vm, 8)) return LOOKUP_ERR;
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
    }
}

static __attribute__((noinline)) int64_t lookup_str_from(VM *vm, const Dict *d, const Str *key, int64_t hash,
                                                         size_t i, size_t perturb, unsigned steps) {
    unsigned w = ix_width(d->nslots);
    return BY_WIDTH(w, lookup_str_w, vm, d, key, hash, i, perturb, steps);
}

/* Whether n bytes at a and b are equal, for short keys, without a call. */
static inline bool short_bytes_eq(const char *a, const char *b, size_t n) {
    for (; n >= 8; a += 8, b += 8, n -= 8) {
        uint64_t x, y;
        memcpy(&x, a, 8);
        memcpy(&y, b, 8);
        if (x != y) return false;
    }
    for (; n; n--)
        if (*a++ != *b++) return false;
    return true;
}

/* The common case without a call: the key object itself found, an equal
 * short string, or a free slot, within the first 16 probes. At a key that
 * needs more (a long string, a non-str key with an equal hash) or past 16
 * probes (each charged from then on) the search goes on out of line from
 * where it stands. */
static inline __attribute__((always_inline)) int64_t lookup_str_fast_w(VM *vm, const Dict *d, const Str *key,
                                                                       int64_t hash, unsigned w) {
    size_t mask = d->nslots - 1, i = (size_t)hash & mask, perturb = (size_t)hash;
    unsigned steps = 0;
    for (; steps < 16; steps++) {
        int64_t ix = ix_get(d->index, w, i);
        if (ix == IX_EMPTY) return IX_EMPTY;
        if (ix >= 0) {
            const DictEntry *e = &d->entries[ix];
            if (IS_OBJ(e->key) && AS_OBJ(e->key) == (const Obj *)key) return ix;
            if (e->hash == hash) {
                if (!IS_STR(e->key) || key->blen > 32) break;
                const Str *s = AS_STR(e->key);
                if (s->blen == key->blen && short_bytes_eq(s->data, key->data, key->blen)) return ix;
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
    }
    return lookup_str_from(vm, d, key, hash, i, perturb, steps);
}

/* The entry number of the str `key` in a dict with storage, IX_EMPTY,
 * LOOKUP_ERR, or LOOKUP_SLOW (lookup() must decide). */
static __attribute__((noinline)) int64_t lookup_str(VM *vm, const Dict *d, const Str *key, int64_t hash) {
    unsigned w = ix_width(d->nslots);
    return BY_WIDTH(w, lookup_str_fast_w, vm, d, key, hash);
}

/* lookup_str, with its first probe inline: in a small table (one-byte
 * slots), a free slot or the key object itself answers at once, which
 * is the usual case of attribute names and keys written as literals.
 * Anything else searches again from the start out of line, so the probes
 * charged are the same. The dict has storage. */
static inline __attribute__((always_inline)) int64_t lookup_str_quick(VM *vm, const Dict *d, const Str *key,
                                                                      int64_t hash) {
    if (__builtin_expect(d->nslots <= 128, 1)) {
        int64_t ix = ((const int8_t *)d->index)[(size_t)hash & (d->nslots - 1)];
        if (ix == IX_EMPTY) return IX_EMPTY;
        if (ix >= 0 && IS_OBJ(d->entries[ix].key) && AS_OBJ(d->entries[ix].key) == (const Obj *)key) return ix;
    }
    return lookup_str(vm, d, key, hash);
}

static inline __attribute__((always_inline)) int64_t lookup_any(VM *vm, Dict *d, Value key, int64_t hash) {
    if (IS_STR(key)) {
        if (d->nslots == 0) return IX_EMPTY;
        int64_t ix = lookup_str_quick(vm, d, AS_STR(key), hash);
        if (ix != LOOKUP_SLOW) return ix;
    }
    return lookup(vm, d, key, hash);
}

/* A str's hash, computed once: the cached value needs no call. */
static inline int64_t str_hash_of(VM *vm, Str *s) {
    int64_t h = s->hash;
    return h != -1 ? h : str_hash(vm, s);
}

static inline __attribute__((always_inline)) int hash_of(VM *vm, Value key, int64_t *h) {
    if (IS_STR(key)) {
        *h = str_hash_of(vm, AS_STR(key));
        return 0;
    }
    return obj_hash(vm, key, h);
}

/* dict_get of a key that is not a str, or of a str key where a non-str
 * key of the same hash is met. */
static __attribute__((noinline)) Value get_slow(VM *vm, Dict *d, Value key) {
    int64_t h;
    if (hash_of(vm, key, &h) < 0) return VEXC;
    if (d->used == 0) return VEMPTY;
    int64_t ix = lookup(vm, d, key, h);
    if (ix == LOOKUP_ERR) return VEXC;
    return ix >= 0 ? d->entries[ix].val : VEMPTY;
}

/* dict_get of a str key that its first probe did not settle. */
static __attribute__((noinline)) Value get_str_more(VM *vm, Dict *d, Value key) {
    Str *s = AS_STR(key);
    int64_t h = str_hash_of(vm, s);
    if (d->used == 0) return VEMPTY;
    int64_t ix = lookup_str(vm, d, s, h);
    if (ix >= 0) return d->entries[ix].val;
    if (ix == IX_EMPTY) return VEMPTY;
    if (ix == LOOKUP_ERR) return VEXC;
    return get_slow(vm, d, key);
}

/* A str key with its hash known, in a small table: the first probe
 * inline, without saving a register; anything else out of line. */
Value dict_get(VM *vm, Dict *d, Value key) {
    if (!IS_STR(key)) return get_slow(vm, d, key);
    int64_t h = AS_STR(key)->hash;
    if (h != -1 && d->nslots <= 128) {
        if (d->used == 0) return VEMPTY;
        int64_t ix = ((const int8_t *)d->index)[(size_t)h & (d->nslots - 1)];
        if (ix == IX_EMPTY) return VEMPTY;
        if (ix >= 0 && IS_OBJ(d->entries[ix].key) && AS_OBJ(d->entries[ix].key) == AS_OBJ(key))
            return d->entries[ix].val;
    }
    return get_str_more(vm, d, key);
}

Value dict_get_hashed(VM *vm, Dict *d, Value key, int64_t hash) {
    if (d->used == 0) return VEMPTY;
    int64_t ix = lookup_any(vm, d, key, hash);
    if (ix == LOOKUP_ERR) return VEXC;
    return ix >= 0 ? d->entries[ix].val : VEMPTY;
}

Value dict_get_str(VM *vm, Dict *d, Str *key) {
    if (d->used == 0) return VEMPTY;
    int64_t h = str_hash_of(vm, key);
    int64_t ix = lookup_str_quick(vm, d, key, h);
    if (ix == LOOKUP_SLOW) {
        ix = lookup(vm, d, v_obj(key), h);
        if (ix == LOOKUP_ERR) return VEXC;
    }
    return ix >= 0 ? d->entries[ix].val : VEMPTY;
}

/* dict_find_str past its first test. */
static __attribute__((noinline)) int64_t find_str_more(VM *vm, Dict *d, Str *key, int64_t h) {
    int64_t ix = d->nslots <= 128 ? lookup_str_fast_w(vm, d, key, h, 1) : lookup_str(vm, d, key, h);
    return ix < 0 ? -1 : ix;
}

/* Mostly asked of instance dicts, about a method name they do not hold
 * (LOADMETHOD's check that no instance attribute shadows the method):
 * the hash bits mostly answer that without a probe or a saved register;
 * past them the whole search of a small table is inline. */
int64_t dict_find_str(VM *vm, Dict *d, Str *key) {
    int64_t h = key->hash;
    if (d->used == 0 || (h != -1 && !(d->hash_bits & hash_bit(h)))) return -1;
    return find_str_more(vm, d, key, str_hash_of(vm, key));
}

int64_t dict_index_str(VM *vm, Dict *d, Str *key) {
    int64_t h = key->hash;
    if (d->used == 0 || (h != -1 && !(d->hash_bits & hash_bit(h)))) return -1;
    int64_t ix = lookup_str_quick(vm, d, key, str_hash_of(vm, key));
    return ix >= 0 || ix == IX_EMPTY ? ix : -2;
}

/* ---- insertion and deletion ------------------------------------------------ */

/* Append a key known to be absent. */
static int append_new(VM *vm, Dict *d, Value key, int64_t hash, Value val) {
    dict_writable(d);
    if (d->nentries >= d->cap && grow(vm, d) < 0) return -1;
    size_t n = d->nentries++;
    d->entries[n].key = key;
    d->entries[n].val = val;
    d->entries[n].hash = hash;
    place(d->index, d->nslots, hash, (int64_t)n);
    d->used++;
    d->hash_bits |= hash_bit(hash);
    d->version = d->kversion = ++vm->dict_version;
    return 0;
}

/* Insert or replace with a known hash. A replaced item keeps its original
 * key object and its place in the order, as in CPython. */
static inline __attribute__((always_inline)) int set_hashed(VM *vm, Dict *d, Value key, int64_t hash, Value val) {
    if (d->h.flags & DICT_TYPEDICT) typedict_changing(vm, d);
    int64_t ix = lookup_any(vm, d, key, hash);
    if (ix == LOOKUP_ERR) return -1;
    if (ix >= 0) {
        d->entries[ix].val = val;
        d->version = ++vm->dict_version;  /* the keys stay: kversion too */
        return 0;
    }
    return append_new(vm, d, key, hash, val);
}

/* set_hashed out of line: set_str's fast path then saves no registers. */
static __attribute__((noinline)) int set_hashed_out(VM *vm, Dict *d, Value key, int64_t hash, Value val) {
    return set_hashed(vm, d, key, hash, val);
}

/* A str key whose hash is not computed yet. */
static __attribute__((noinline)) int set_str_unhashed(VM *vm, Dict *d, Value key, Value val) {
    return set_hashed(vm, d, key, str_hash(vm, AS_STR(key)), val);
}

/* set_hashed for a str key: in a small table (one-byte slots) of a dict
 * that is no class's namespace, a free first slot takes a new entry at
 * once (the slot place() would pick), and the key object itself found
 * there has its value replaced. Anything else goes the general way. */
static inline __attribute__((always_inline)) int set_str(VM *vm, Dict *d, Value key, Value val) {
    int64_t hash = AS_STR(key)->hash;
    if (hash == -1) return set_str_unhashed(vm, d, key, val);
    if (d->nslots != 0 && d->nslots <= 128 && !(d->h.flags & DICT_TYPEDICT)) {
        int8_t *index = d->index;
        size_t i = (size_t)hash & (d->nslots - 1);
        int64_t ix = index[i];
        if (ix == IX_EMPTY && d->nentries < d->cap) {
            size_t n = d->nentries++;
            DictEntry *e = &d->entries[n];
            e->key = key;
            e->val = val;
            e->hash = hash;
            index[i] = (int8_t)n;
            d->used++;
            d->hash_bits |= hash_bit(hash);
            d->version = d->kversion = ++vm->dict_version;
            return 0;
        }
        if (ix >= 0 && IS_OBJ(d->entries[ix].key) && AS_OBJ(d->entries[ix].key) == AS_OBJ(key)) {
            d->entries[ix].val = val;
            d->version = ++vm->dict_version; /* the keys stay: kversion too */
            return 0;
        }
    }
    return set_hashed_out(vm, d, key, hash, val);
}

/* dict_set of a key that is not a str: its hash may run user code. */
static __attribute__((noinline)) int set_slow(VM *vm, Dict *d, Value key, Value val) {
    int64_t h;
    if (hash_of(vm, key, &h) < 0) return -1;
    return set_hashed(vm, d, key, h, val);
}

int dict_set(VM *vm, Dict *d, Value key, Value val) {
    if (IS_STR(key)) return set_str(vm, d, key, val);
    return set_slow(vm, d, key, val);
}

Dict *dict_from_pairs(VM *vm, const Value *kv, size_t n) {
    /* Exactly the room for its keys, unlike CPython's presized display:
     * displays are the most numerous dicts, and their full tables cost
     * measurable time (bench/stdlib: records and dataclass creation after
     * them). Mutating one while iterating it may end otherwise than in
     * CPython (README). */
    Dict *d = dict_new_sized(vm, n);
    if (!d || n == 0) return d;
    /* A key's __hash__ or __eq__ may run a collection. */
    size_t rs = gc_scope(vm);
    gc_push(vm, v_obj(d));
    for (size_t i = 0; i < n; i++) {
        Value k = kv[2 * i], v = kv[2 * i + 1];
        if ((IS_STR(k) ? set_str(vm, d, k, v) : set_slow(vm, d, k, v)) < 0) {
            d = NULL;
            break;
        }
    }
    gc_unscope(vm, rs);
    return d;
}

int dict_set_str(VM *vm, Dict *d, Str *key, Value val) {
    return set_str(vm, d, v_obj(key), val);
}

int dict_set_hashed(VM *vm, Dict *d, Value key, int64_t hash, Value val) {
    return set_hashed(vm, d, key, hash, val);
}

static void delete_at(VM *vm, Dict *d, int64_t ix) {
    dict_writable(d);
    DictEntry *e = &d->entries[ix];
    ix_set(d->index, ix_width(d->nslots), slot_of(d, e->hash, ix), IX_DUMMY);
    e->key = VEMPTY;
    e->val = VEMPTY;
    d->used--;
    d->version = d->kversion = ++vm->dict_version;
}

/* Remove key; its value goes to *out (if out). 1 removed, 0 absent, -1. */
static int pop_key(VM *vm, Dict *d, Value key, Value *out) {
    int64_t h;
    if (hash_of(vm, key, &h) < 0) return -1;
    if (d->used == 0) return 0;
    int64_t ix = lookup_any(vm, d, key, h);
    if (ix == LOOKUP_ERR) return -1;
    if (ix < 0) return 0;
    if (out) *out = d->entries[ix].val;
    if (d->h.flags & DICT_TYPEDICT) typedict_changing(vm, d);
    delete_at(vm, d, ix);
    return 1;
}

int dict_del(VM *vm, Dict *d, Value key) { return pop_key(vm, d, key, NULL); }

/* The entry number of the key object `key` itself (no comparison runs),
 * or -1. */
static int64_t find_identical(const Dict *d, Value key) {
    for (size_t i = 0; i < d->nentries; i++)
        if (obj_is(d->entries[i].key, key)) return (int64_t)i;
    return -1;
}

int dict_move_to_end(VM *vm, Dict *d, Value key, bool last) {
    int64_t h;
    if (hash_of(vm, key, &h) < 0) return -1;
    if (d->used == 0) return 0;
    int64_t ix = lookup_any(vm, d, key, h);
    if (ix == LOOKUP_ERR) return -1;
    if (ix < 0) return 0;
    /* No user code runs from here on. */
    if (d->h.flags & DICT_TYPEDICT) typedict_changing(vm, d);
    if (!last) {
        size_t i = 0;
        while (IS_EMPTY(d->entries[i].key)) i++;
        if ((int64_t)i != ix) return rebuild_order(vm, d, d->nslots, d->nalloc, ix) < 0 ? -1 : 1;
        /* Already first: the scan over the deleted entries before it is
         * paid for, and a long run of them compacted away as in
         * dict_pop_end, so that repeating the call stays O(1). */
        if (i > 8 && i > d->used) return rebuild(vm, d, d->nslots, d->nalloc) < 0 ? -1 : 1;
        return rt_charge(vm, (int64_t)(i / 16)) ? 1 : -1;
    }
    if ((size_t)ix == d->nentries - 1) return 1;
    if (d->nentries >= d->cap) {
        /* Room first, so that a failed allocation changes nothing. */
        Value k = d->entries[ix].key;
        if (grow(vm, d) < 0) return -1;
        ix = find_identical(d, k);
    }
    DictEntry e = d->entries[ix];
    delete_at(vm, d, ix);
    return append_new(vm, d, e.key, e.hash, e.val) < 0 ? -1 : 1;
}

int dict_pop_end(VM *vm, Dict *d, bool last, Value *key, Value *val) {
    if (d->used == 0) return 0;
    size_t i;
    if (last) {
        i = d->nentries;
        while (IS_EMPTY(d->entries[i - 1].key)) i--;
        i--;
    } else {
        i = 0;
        while (IS_EMPTY(d->entries[i].key)) i++;
        /* A long run of deleted entries at the start (a queue taken from
         * the front) is compacted away, so that each pop costs O(1)
         * amortized instead of a scan over it. */
        if (i > 8 && i > d->used) {
            if (rebuild(vm, d, d->nslots, d->nalloc) < 0) return -1;
            i = 0;
        } else if (!rt_charge(vm, (int64_t)(i / 16))) {
            return -1;
        }
    }
    *key = d->entries[i].key;
    *val = d->entries[i].val;
    if (d->h.flags & DICT_TYPEDICT) typedict_changing(vm, d);
    delete_at(vm, d, (int64_t)i);
    if (last) {
        /* The trailing deleted entries are dropped, as dict.popitem()
         * drops them (with `cap` lowered by as much): a run of pops from
         * the end scans each entry once, not the whole run each time. */
        d->cap -= d->nentries - i;
        d->nentries = i;
    }
    return 1;
}

bool dict_next(Dict *d, size_t *pos, Value *key, Value *val) {
    while (*pos < d->nentries) {
        const DictEntry *e = &d->entries[(*pos)++];
        if (!IS_EMPTY(e->key)) {
            *key = e->key;
            *val = e->val;
            return true;
        }
    }
    return false;
}

int dict_next_charged(VM *vm, Dict *d, size_t *pos, Value *key, Value *val) {
    size_t start = *pos;
    while (*pos < d->nentries) {
        const DictEntry *e = &d->entries[(*pos)++];
        if (!IS_EMPTY(e->key)) {
            *key = e->key;
            *val = e->val;
            return 1;
        }
        if (((*pos - start) & 255) == 0 && !rt_charge(vm, 16)) return -1;
    }
    return 0;
}

static void clear(VM *vm, Dict *d) {
    if (d->h.flags & DICT_TYPEDICT) typedict_changing(vm, d);
    release(vm, d);
    d->hash_bits = 0;
    d->version = d->kversion = ++vm->dict_version;
}

/* ---- copy and update ------------------------------------------------------- */

/* Empty dict c (no storage) made a copy of o's items in a table of ns
 * slots, with the room for new keys o had left when `same_room` (CPython's
 * clone of a clean table) and the table's whole usable part otherwise: its
 * keys are distinct and hashed already, so no comparisons and no user
 * code. */
static int fill_copy(VM *vm, Dict *c, const Dict *o, size_t ns, bool same_room) {
    c->entries = o->entries;
    c->nentries = o->nentries;
    c->used = o->used;
    c->hash_bits |= o->hash_bits;
    if (rebuild(vm, c, ns, usable_of(ns)) < 0) {
        c->entries = NULL;
        c->nentries = c->used = 0;
        return -1;
    }
    if (same_room && o->cap >= o->nentries) c->cap = c->nentries + (o->cap - o->nentries);
    return 0;
}

Dict *dict_copy(VM *vm, Dict *d) {
    Dict *c = dict_new(vm);
    if (!c) return NULL;
    if (d->used == 0) return c;
    if (!rt_charge(vm, (int64_t)d->nentries)) return NULL;
    /* CPython clones a dict at most a third of whose entries are deleted:
     * the same table, with the room for new keys the original had left;
     * else it fills a table sized for the keys. */
    bool clone = d->used >= d->nentries * 2 / 3;
    return fill_copy(vm, c, d, clone ? d->nslots : estimate_slots(d->used), clone) < 0 ? NULL : c;
}

/* d.update(other) where other is a dict whose iteration is not overridden:
 * read its storage directly, reusing the stored hashes. */
static int merge_dict(VM *vm, Dict *d, Dict *o) {
    if (o == d || o->used == 0) return 0;
    /* As CPython's dict_merge: an empty dict takes a copy of a clean
     * other's table (no deleted entries, not sparse), with the room it had
     * left; else a table too small for all of other's keys is resized
     * once to the estimate for both, and the keys go in one by one. */
    if (d->used == 0 && o->used == o->nentries &&
        (o->nslots == DICT_MINSIZE || usable_of(o->nslots / 2) < o->used)) {
        release(vm, d);
        return fill_copy(vm, d, o, o->nslots, true);
    }
    if (usable_of(d->nslots) < o->used && resize_to(vm, d, estimate_slots(d->used + o->used)) < 0) return -1;
    size_t n = o->nentries;
    for (size_t i = 0; i < o->nentries; i++) {
        DictEntry e = o->entries[i];
        if (IS_EMPTY(e.key)) continue;
        gc_push(vm, e.key);
        gc_push(vm, e.val);
        int rc = set_hashed(vm, d, e.key, e.hash, e.val);
        gc_pop(vm, 2);
        if (rc < 0 || !rt_charge(vm, 1)) return -1;
        if (o->nentries != n) {
            exc_raise(vm, EXC_RuntimeError, "dict mutated during update");
            return -1;
        }
    }
    return 0;
}

/* A dict (or dict subclass instance) whose __iter__ is the built-in one:
 * CPython merges those from their storage. */
static Dict *plain_mapping(VM *vm, Value v) {
    if (IS_DICT(v)) return AS_DICT(v);
    Dict *d = dict_unwrap(v);
    if (!d) return NULL;
    Value it = type_lookup(vm, AS_INSTANCE(v)->cls, vm->names->__iter__);
    return IS_KIND(it, OK_NATIVE) ? d : NULL;
}

/* d.update(o) for an object with keys(): d[k] = o[k] for k in o.keys(). */
static int merge_keys(VM *vm, Dict *d, Value o, Value keysfn) {
    Value ks = rt_call0(vm, keysfn);
    if (IS_EXC(ks)) return -1;
    gc_push(vm, ks);
    Value it = obj_iter(vm, ks);
    if (IS_EXC(it)) {
        gc_pop(vm, 1);
        return -1;
    }
    gc_push(vm, it);
    int rc = 0;
    for (;;) {
        Value k = obj_next(vm, it);
        if (IS_EXC(k)) { rc = -1; break; }
        if (IS_EMPTY(k)) break;
        gc_push(vm, k);
        Value v = obj_getitem(vm, o, k);
        if (IS_EXC(v)) {
            gc_pop(vm, 1);
            rc = -1;
            break;
        }
        gc_push(vm, v);
        rc = dict_set(vm, d, k, v);
        gc_pop(vm, 2);
        if (rc < 0 || !rt_charge(vm, 1)) { rc = -1; break; }
    }
    gc_pop(vm, 2);
    return rc;
}

/* d.update(seq) for an iterable of key/value pairs. */
static int merge_pairs(VM *vm, Dict *d, Value seq) {
    Value it = obj_iter(vm, seq);
    if (IS_EXC(it)) return -1;
    gc_push(vm, it);
    int rc = 0;
    for (size_t i = 0;; i++) {
        Value item = obj_next(vm, it);
        if (IS_EXC(item)) { rc = -1; break; }
        if (IS_EMPTY(item)) break;
        gc_push(vm, item);
        const Value *kv = NULL;
        size_t n = 0;
        if (IS_TUPLE(item)) {
            kv = AS_TUPLE(item)->items;
            n = AS_TUPLE(item)->len;
        } else if (IS_LIST(item)) {
            kv = AS_LIST(item)->items;
            n = AS_LIST(item)->len;
        } else {
            List *l = rt_list_from_iter(vm, item);
            if (!l) {
                if (exc_matches(vm, EXC_TypeError)) {
                    exc_clear(vm);
                    exc_raise(vm, EXC_TypeError,
                              "cannot convert dictionary update sequence element #%zu to a sequence", i);
                }
                gc_pop(vm, 1);
                rc = -1;
                break;
            }
            gc_pop(vm, 1);
            item = v_obj(l);
            gc_push(vm, item);
            kv = l->items;
            n = l->len;
        }
        if (n != 2) {
            exc_raise(vm, EXC_ValueError, "dictionary update sequence element #%zu has length %zu; 2 is required",
                      i, n);
            gc_pop(vm, 1);
            rc = -1;
            break;
        }
        /* Hold key and value: a user __eq__ run by dict_set may mutate a
         * list pair. */
        Value k = kv[0], v = kv[1];
        gc_push(vm, k);
        gc_push(vm, v);
        rc = dict_set(vm, d, k, v);
        gc_pop(vm, 3);
        if (rc < 0 || !rt_charge(vm, 1)) { rc = -1; break; }
    }
    gc_pop(vm, 1);
    return rc;
}

int dict_update(VM *vm, Dict *d, Value other) {
    Dict *o = plain_mapping(vm, other);
    if (o) return merge_dict(vm, d, o);
    Value keysfn = obj_getattr_opt(vm, other, vm->names->keys);
    if (IS_EXC(keysfn)) return -1;
    if (!IS_EMPTY(keysfn)) {
        gc_push(vm, keysfn);
        int rc = merge_keys(vm, d, other, keysfn);
        gc_pop(vm, 1);
        return rc;
    }
    return merge_pairs(vm, d, other);
}

/* dict(arg, **kw) / d.update(arg, **kw) / d.__init__(arg, **kw). */
static int update_args(VM *vm, Dict *d, int argc, const Value *argv, Tuple *kwnames) {
    if (argc >= 1 && dict_update(vm, d, argv[0]) < 0) return -1;
    if (kwnames) {
        /* One by one, the table growing as CPython's does. */
        for (size_t i = 0; i < kwnames->len; i++)
            if (dict_set(vm, d, kwnames->items[i], argv[argc + (int)i]) < 0) return -1;
    }
    return 0;
}

/* ---- reversed iteration ------------------------------------------------------ */

static Value reverse_step(VM *vm, Iter *it) {
    if (!IS_DICT(it->src)) return VEMPTY;
    Dict *d = AS_DICT(it->src);
    if (it->end < 0 || d->used != (size_t)it->end) {
        it->end = -1;
        return exc_raise(vm, EXC_RuntimeError, "dictionary changed size during iteration");
    }
    while (it->pos >= 0) {
        int64_t i = it->pos--;
        if ((size_t)i >= d->nentries) continue;
        const DictEntry *e = &d->entries[i];
        if (IS_EMPTY(e->key)) continue;
        if (it->step == IT_DICT_KEYS) return e->key;
        if (it->step == IT_DICT_VALUES) return e->val;
        Value kv[2] = {e->key, e->val};
        return tuple_pack(vm, 2, kv);
    }
    it->src = VNONE;
    return VEMPTY;
}

static Value reverse_iter(VM *vm, Dict *d, IterKind kind) {
    Iter *it = iter_new(vm, IT_NATIVE, v_obj(d));
    if (!it) return VEXC;
    it->step_fn = reverse_step;
    it->step = kind;
    it->tname = kind == IT_DICT_KEYS ? ITN_DICT_REVERSE_KEYS
              : kind == IT_DICT_VALUES ? ITN_DICT_REVERSE_VALUES : ITN_DICT_REVERSE_ITEMS;
    it->pos = (int64_t)d->nentries - 1;
    it->end = (int64_t)d->used;
    return v_obj(it);
}

static Value forward_iter(VM *vm, Dict *d, IterKind kind) {
    Iter *it = iter_new(vm, kind, v_obj(d));
    return it ? v_obj(it) : VEXC;
}

/* ---- type slots ----------------------------------------------------------- */

/* Slots and methods receive a dict or an instance of a dict subclass. */
static Dict *self_dict(VM *vm, Value self) {
    Dict *d = dict_unwrap(self);
    if (!d) exc_raise(vm, EXC_TypeError, "descriptor requires a 'dict' object but received a '%s'", type_name(vm, self));
    return d;
}

static Value dict_repr(VM *vm, Value self) {
    Dict *d = self_dict(vm, self);
    if (!d) return VEXC;
    if (d->used == 0) return str_cvalue(vm, "{}");
    if (!repr_enter(vm, &d->h)) return str_cvalue(vm, "{...}");
    StrBuf b;
    sb_init(&b, vm);
    sb_addc(&b, '{');
    bool first = true, ok = true;
    /* Re-read the table each step: a user __repr__ may mutate the dict. */
    for (size_t i = 0; i < d->nentries && ok; i++) {
        DictEntry e = d->entries[i];
        if (IS_EMPTY(e.key)) continue;
        if (!first) sb_add(&b, ", ", 2);
        first = false;
        gc_push(vm, e.key);
        gc_push(vm, e.val);
        Value r = obj_repr(vm, e.key);
        if (!IS_EXC(r) && !rt_charge_repr(vm, r)) r = VEXC;
        if (!IS_EXC(r)) {
            sb_addstr(&b, AS_STR(r));
            sb_add(&b, ": ", 2);
            r = obj_repr(vm, e.val);
            if (!IS_EXC(r) && !rt_charge_repr(vm, r)) r = VEXC;
            if (!IS_EXC(r)) sb_addstr(&b, AS_STR(r));
        }
        gc_pop(vm, 2);
        ok = !IS_EXC(r);
    }
    repr_leave(vm, &d->h);
    if (!ok) {
        sb_free(&b);
        return VEXC;
    }
    sb_addc(&b, '}');
    return sb_finish(&b);
}

/* a == b for two dicts: same size, and every key of a maps to an equal
 * value in b. 1, 0, or -1. */
static int dict_equal(VM *vm, Dict *a, Dict *b) {
    if (a->used != b->used) return 0;
    for (size_t i = 0; i < a->nentries; i++) {
        DictEntry e = a->entries[i];
        if (IS_EMPTY(e.key)) continue;
        gc_push(vm, e.key);
        gc_push(vm, e.val);
        int r;
        int64_t ix = lookup_any(vm, b, e.key, e.hash);
        if (ix == LOOKUP_ERR) {
            r = -1;
        } else if (ix < 0) {
            r = 0;
        } else {
            Value bv = b->entries[ix].val;
            gc_push(vm, bv);
            r = obj_eq(vm, e.val, bv);
            gc_pop(vm, 1);
        }
        gc_pop(vm, 2);
        if (r <= 0) return r;
        if (!rt_charge(vm, 1)) return -1;
    }
    return 1;
}

static Value dict_richcmp(VM *vm, Value a, Value b, int op) {
    Dict *x = dict_unwrap(a), *y = dict_unwrap(b);
    if (!x || !y || (op != CO_EQ && op != CO_NE)) return v_notimpl();
    int r = dict_equal(vm, x, y);
    if (r < 0) return VEXC;
    return v_bool(op == CO_EQ ? r == 1 : r == 0);
}

static Value dict_iter(VM *vm, Value self) {
    Dict *d = self_dict(vm, self);
    return d ? forward_iter(vm, d, IT_DICT_KEYS) : VEXC;
}

static int64_t dict_len(VM *vm, Value self) {
    Dict *d = self_dict(vm, self);
    return d ? (int64_t)d->used : -1;
}

static int dict_truthy(VM *vm, Value self) {
    Dict *d = self_dict(vm, self);
    return d ? d->used != 0 : -1;
}

static Value dict_getitem(VM *vm, Value self, Value key) {
    Dict *d = self_dict(vm, self);
    if (!d) return VEXC;
    Value v = dict_get(vm, d, key);
    if (IS_EXC(v)) return v;
    if (IS_EMPTY(v)) {
        /* dict subclasses may define __missing__ (defaultdict, Counter),
         * bound as CPython's implicit lookup binds it: a staticmethod gets
         * the key alone, a classmethod the class. */
        if (IS_INSTANCE(self)) {
            Type *t = type_of(vm, self);
            Value m = type_lookup(vm, t, vm->names->__missing__);
            if (!IS_EMPTY(m) && !IS_KIND(m, OK_NATIVE))
                return rt_call_method(vm, m, vm->names->__missing__, self, 1, &key);
        }
        return exc_key_error(vm, key);
    }
    return v;
}

static int dict_setitem(VM *vm, Value self, Value key, Value v) {
    Dict *d = self_dict(vm, self);
    if (!d) return -1;
    if (!IS_EMPTY(v)) return dict_set(vm, d, key, v);
    int r = dict_del(vm, d, key);
    if (r == 0) {
        exc_key_error(vm, key);
        return -1;
    }
    return r < 0 ? -1 : 0;
}

static int dict_contains(VM *vm, Value self, Value key) {
    Dict *d = self_dict(vm, self);
    if (!d) return -1;
    Value v = dict_get(vm, d, key);
    if (IS_EXC(v)) return -1;
    return !IS_EMPTY(v);
}

/* d | other (a new dict) and d |= other (d updated from any mapping or
 * iterable of pairs). */
static Value dict_binop(VM *vm, int op, Value a, Value b, bool inplace) {
    if (op != BO_OR) return v_notimpl();
    if (inplace) {
        Dict *d = dict_unwrap(a);
        if (!d) return v_notimpl();
        return dict_update(vm, d, b) < 0 ? VEXC : a;
    }
    Dict *x = dict_unwrap(a), *y = dict_unwrap(b);
    if (!x || !y) return v_notimpl();
    Dict *r = dict_copy(vm, x);
    if (!r) return VEXC;
    gc_push(vm, v_obj(r));
    int rc = dict_update(vm, r, b);
    gc_pop(vm, 1);
    return rc < 0 ? VEXC : v_obj(r);
}

/* ---- constructor ------------------------------------------------------------ */

/* dict(), dict(mapping), dict(iterable), dict(**kw). For a subclass the
 * result is an instance wrapping a fresh dict; it is filled here only when
 * the subclass keeps the built-in __init__ (a user __init__ decides itself,
 * as with CPython's dict.__new__, which ignores its arguments). */
static Value dict_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    bool sub = IS_TYPE(cls) && AS_TYPE(cls) != vm->types[OK_DICT];
    bool fill = !sub || IS_KIND(type_lookup(vm, AS_TYPE(cls), vm->names->__init__), OK_NATIVE);
    if (fill && argc > 1) return exc_raise(vm, EXC_TypeError, "dict expected at most 1 argument, got %d", argc);
    Dict *d = dict_new(vm);
    if (!d) return VEXC;
    Value self = v_obj(d);
    if (sub) {
        gc_push(vm, self);
        Instance *in = obj_alloc(vm, OK_INSTANCE, sizeof(Instance));
        gc_pop(vm, 1);
        if (!in) return VEXC;
        in->cls = AS_TYPE(cls);
        in->builtin_value = self;
        self = v_obj(in);
    }
    if (!fill) return self;
    gc_push(vm, self);
    int rc = update_args(vm, d, argc, argv, kwnames);
    gc_pop(vm, 1);
    return rc < 0 ? VEXC : self;
}

/* ---- methods ------------------------------------------------------------------- */

#define SELF_DICT(d)                      \
    Dict *d = self_dict(vm, self);        \
    if (!d) return VEXC

static Value m_init(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DICT(d);
    return update_args(vm, d, argc, argv, kw) < 0 ? VEXC : VNONE;
}

static Value m_clear(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DICT(d);
    clear(vm, d);
    return VNONE;
}

static Value m_copy(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DICT(d);
    Dict *c = dict_copy(vm, d);
    return c ? v_obj(c) : VEXC;
}

static Value m_get(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DICT(d);
    Value v = dict_get(vm, d, argv[0]);
    if (IS_EMPTY(v)) return argc > 1 ? argv[1] : VNONE;
    return v;
}

static Value m_setdefault(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DICT(d);
    int64_t h;
    if (hash_of(vm, argv[0], &h) < 0) return VEXC;
    int64_t ix = lookup_any(vm, d, argv[0], h);
    if (ix == LOOKUP_ERR) return VEXC;
    if (ix >= 0) return d->entries[ix].val;
    Value dflt = argc > 1 ? argv[1] : VNONE;
    return append_new(vm, d, argv[0], h, dflt) < 0 ? VEXC : dflt;
}

static Value m_pop(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DICT(d);
    Value v;
    int r = pop_key(vm, d, argv[0], &v);
    if (r < 0) return VEXC;
    if (r) return v;
    if (argc > 1) return argv[1];
    return exc_key_error(vm, argv[0]);
}

/* Removes the last item. Trailing deleted entries are dropped from the
 * entry array (so repeated popitem() stays O(1) per call, as in CPython);
 * `cap` drops by as much, because their index slots stay dummies until the
 * next rebuild (see the invariant at the top of the file). */
static Value m_popitem(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DICT(d);
    if (d->used == 0) {
        Value msg = str_cvalue(vm, "popitem(): dictionary is empty");
        return IS_EXC(msg) ? msg : exc_key_error(vm, msg);
    }
    size_t i = d->nentries;
    while (IS_EMPTY(d->entries[i - 1].key)) i--;
    DictEntry e = d->entries[i - 1];
    Value kv[2] = {e.key, e.val};
    Value t = tuple_pack(vm, 2, kv);
    if (IS_EXC(t)) return t;
    if (d->h.flags & DICT_TYPEDICT) typedict_changing(vm, d);
    delete_at(vm, d, (int64_t)(i - 1));
    d->cap -= d->nentries - (i - 1);
    d->nentries = i - 1;
    return t;
}

static Value m_update(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DICT(d);
    return update_args(vm, d, argc, argv, kw) < 0 ? VEXC : VNONE;
}

static Value view_new(VM *vm, Dict *d, IterKind kind) {
    DictView *v = obj_alloc(vm, OK_DICTVIEW, sizeof(DictView));
    if (!v) return VEXC;
    v->vkind = (uint8_t)kind;
    v->dict = d;
    return v_obj(v);
}

static Value m_keys(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DICT(d);
    return view_new(vm, d, IT_DICT_KEYS);
}

static Value m_values(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DICT(d);
    return view_new(vm, d, IT_DICT_VALUES);
}

static Value m_items(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DICT(d);
    return view_new(vm, d, IT_DICT_ITEMS);
}

static Value m_contains(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int r = dict_contains(vm, self, argv[0]);
    return r < 0 ? VEXC : v_bool(r);
}

static Value m_getitem(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return dict_getitem(vm, self, argv[0]);
}

static Value m_setitem(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DICT(d);
    return dict_set(vm, d, argv[0], argv[1]) < 0 ? VEXC : VNONE;
}

static Value m_delitem(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return dict_setitem(vm, self, argv[0], VEMPTY) < 0 ? VEXC : VNONE;
}

static Value m_len(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int64_t n = dict_len(vm, self);
    return n < 0 ? VEXC : v_int(n);
}

static Value m_iter(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return dict_iter(vm, self); }

static Value m_reversed(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_DICT(d);
    return reverse_iter(vm, d, IT_DICT_KEYS);
}

static Value m_repr(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return dict_repr(vm, self); }

static Value m_eq(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return dict_richcmp(vm, self, argv[0], CO_EQ);
}

static Value m_ne(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return dict_richcmp(vm, self, argv[0], CO_NE);
}

static Value m_or(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return dict_binop(vm, BO_OR, self, argv[0], false);
}

static Value m_ror(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return dict_binop(vm, BO_OR, argv[0], self, false);
}

static Value m_ior(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return dict_binop(vm, BO_OR, self, argv[0], true);
}

/* dict.fromkeys(iterable, value=None), a class method: `cls` is dict, a
 * subclass, or (called on an instance) the instance's class. */
static Value m_fromkeys(VM *vm, Value cls, int argc, const Value *argv, Tuple *kw) {
    Value val = argc > 1 ? argv[1] : VNONE;
    if (!IS_TYPE(cls)) cls = v_obj(type_of(vm, cls));
    Value res;
    if (AS_TYPE(cls) == vm->types[OK_DICT]) {
        Dict *d = dict_new(vm);
        if (!d) return VEXC;
        res = v_obj(d);
    } else {
        res = rt_call0(vm, cls);
        if (IS_EXC(res)) return res;
    }
    gc_push(vm, res);
    int rc = 0;
    Dict *d = IS_DICT(res) ? AS_DICT(res) : NULL;
    Dict *src = d && IS_DICT(argv[0]) ? AS_DICT(argv[0]) : NULL;
    if (src) {
        /* Exact dict source: its keys are distinct and hashed already. An
         * empty dict gets CPython's estimate for them. */
        rc = d->used == 0 && usable_of(d->nslots) < src->used ? resize_to(vm, d, estimate_slots(src->used))
                                                               : reserve(vm, d, src->used);
        for (size_t i = 0; rc == 0 && i < src->nentries; i++) {
            DictEntry e = src->entries[i];
            if (IS_EMPTY(e.key)) continue;
            gc_push(vm, e.key);
            rc = set_hashed(vm, d, e.key, e.hash, val);
            gc_pop(vm, 1);
            if (rc == 0 && !rt_charge(vm, 1)) rc = -1;
        }
    } else {
        Value it = obj_iter(vm, argv[0]);
        if (IS_EXC(it)) {
            rc = -1;
        } else {
            gc_push(vm, it);
            for (;;) {
                Value k = obj_next(vm, it);
                if (IS_EXC(k)) { rc = -1; break; }
                if (IS_EMPTY(k)) break;
                gc_push(vm, k);
                rc = d ? dict_set(vm, d, k, val) : obj_setitem(vm, res, k, val);
                gc_pop(vm, 1);
                if (rc < 0 || !rt_charge(vm, 1)) { rc = -1; break; }
            }
            gc_pop(vm, 1);
        }
    }
    gc_pop(vm, 1);
    return rc < 0 ? VEXC : res;
}

static const MethodDef dict_methods[] = {
    {"__init__", m_init, 0, 1, NATIVE_KW},
    {"clear", m_clear, 0, 0, 0},
    {"copy", m_copy, 0, 0, 0},
    {"get", m_get, 1, 2, 0},
    {"items", m_items, 0, 0, 0},
    {"keys", m_keys, 0, 0, 0},
    {"pop", m_pop, 1, 2, 0},
    {"popitem", m_popitem, 0, 0, 0},
    {"setdefault", m_setdefault, 1, 2, 0},
    {"update", m_update, 0, 1, NATIVE_KW},
    {"values", m_values, 0, 0, 0},
    {"__contains__", m_contains, 1, 1, 0},
    {"__getitem__", m_getitem, 1, 1, 0},
    {"__setitem__", m_setitem, 2, 2, 0},
    {"__delitem__", m_delitem, 1, 1, 0},
    {"__len__", m_len, 0, 0, 0},
    {"__iter__", m_iter, 0, 0, 0},
    {"__reversed__", m_reversed, 0, 0, 0},
    {"__repr__", m_repr, 0, 0, 0},
    {"__eq__", m_eq, 1, 1, 0},
    {"__ne__", m_ne, 1, 1, 0},
    {"__or__", m_or, 1, 1, 0},
    {"__ror__", m_ror, 1, 1, 0},
    {"__ior__", m_ior, 1, 1, 0},
    {NULL, NULL, 0, 0, 0},
};

/* ---- views ------------------------------------------------------------------ */

#define AS_VIEW(v) ((DictView *)AS_OBJ(v))

/* A keys or items view: the set-like ones. */
static bool is_setview(Value v) { return IS_KIND(v, OK_DICTVIEW) && AS_VIEW(v)->vkind != IT_DICT_VALUES; }

static int items_contains(VM *vm, Dict *d, Value item) {
    if (!IS_TUPLE(item) || AS_TUPLE(item)->len != 2) return 0;
    Value found = dict_get(vm, d, AS_TUPLE(item)->items[0]);
    if (IS_EXC(found)) return -1;
    if (IS_EMPTY(found)) return 0;
    gc_push(vm, found);
    int r = obj_eq(vm, found, AS_TUPLE(item)->items[1]);
    gc_pop(vm, 1);
    return r;
}

static int view_contains(VM *vm, Value self, Value item) {
    DictView *v = AS_VIEW(self);
    if (v->vkind == IT_DICT_ITEMS) return items_contains(vm, v->dict, item);
    Value r = dict_get(vm, v->dict, item);
    if (IS_EXC(r)) return -1;
    return !IS_EMPTY(r);
}

static int64_t view_len(VM *vm, Value self) { return (int64_t)AS_VIEW(self)->dict->used; }

static Value view_iter(VM *vm, Value self) {
    return forward_iter(vm, AS_VIEW(self)->dict, (IterKind)AS_VIEW(self)->vkind);
}

static Value view_repr(VM *vm, Value self) {
    if (!repr_enter(vm, AS_OBJ(self))) return str_cvalue(vm, "...");
    List *l = rt_list_from_iter(vm, self);
    if (!l) {
        repr_leave(vm, AS_OBJ(self));
        return VEXC;
    }
    gc_push(vm, v_obj(l));
    StrBuf b;
    sb_init(&b, vm);
    sb_addstr(&b, type_of(vm, self)->name);
    sb_adds(&b, "([");
    bool ok = true;
    for (size_t i = 0; i < l->len && ok; i++) {
        if (i) sb_add(&b, ", ", 2);
        Value r = obj_repr(vm, l->items[i]);
        ok = !IS_EXC(r) && rt_charge_repr(vm, r);
        if (ok) sb_addstr(&b, AS_STR(r));
    }
    gc_pop(vm, 1);
    repr_leave(vm, AS_OBJ(self));
    if (!ok) {
        sb_free(&b);
        return VEXC;
    }
    sb_adds(&b, "])");
    return sb_finish(&b);
}

/* Is every item of x in y? (CPython's all_contained_in.) */
static int all_contained_in(VM *vm, Value x, Value y) {
    Value it = obj_iter(vm, x);
    if (IS_EXC(it)) return -1;
    gc_push(vm, it);
    int ok = 1;
    for (;;) {
        Value item = obj_next(vm, it);
        if (IS_EXC(item)) { ok = -1; break; }
        if (IS_EMPTY(item)) break;
        gc_push(vm, item);
        ok = obj_contains(vm, y, item);
        gc_pop(vm, 1);
        if (ok <= 0) break;
        if (!rt_charge(vm, 1)) { ok = -1; break; }
    }
    gc_pop(vm, 1);
    return ok;
}

/* Comparisons of keys/items views with sets and set-like views. */
static Value view_richcmp(VM *vm, Value a, Value b, int op) {
    if (!set_unwrap(b) && !is_setview(b)) return v_notimpl();
    int64_t la = obj_len(vm, a), lb = obj_len(vm, b);
    if (la < 0 || lb < 0) return VEXC;
    int ok = 0;
    switch (op) {
    case CO_EQ:
    case CO_NE:
        if (la == lb) ok = all_contained_in(vm, a, b);
        if (op == CO_NE && ok >= 0) ok = !ok;
        break;
    case CO_LT:
        if (la < lb) ok = all_contained_in(vm, a, b);
        break;
    case CO_LE:
        if (la <= lb) ok = all_contained_in(vm, a, b);
        break;
    case CO_GT:
        if (la > lb) ok = all_contained_in(vm, b, a);
        break;
    case CO_GE:
        if (la >= lb) ok = all_contained_in(vm, b, a);
        break;
    }
    return ok < 0 ? VEXC : v_bool(ok);
}

/* A new set from the left operand of a view operator. A keys view of an
 * exact dict is read through the dict (CPython's dictviews_to_set), which
 * builds the set table in a different order than iterating the view. */
static Set *to_set(VM *vm, Value left) {
    Set *s = set_new(vm, OK_SET);
    if (!s) return NULL;
    Value src = left;
    if (IS_KIND(left, OK_DICTVIEW) && AS_VIEW(left)->vkind == IT_DICT_KEYS) src = v_obj(AS_VIEW(left)->dict);
    gc_push(vm, v_obj(s));
    int rc = set_update_from(vm, s, src);
    gc_pop(vm, 1);
    return rc < 0 ? NULL : s;
}

/* view & other (CPython's _PyDictView_Intersect). */
static Value view_and(VM *vm, Value self, Value other) {
    if (!is_setview(self)) {
        Value t = self;
        self = other;
        other = t;
    }
    int64_t lself = (int64_t)AS_VIEW(self)->dict->used;
    if (IS_KIND(other, OK_SET)) {
        if (lself <= (int64_t)AS_SET(other)->used) return set_intersection_of(vm, other, self);
    }
    if (is_setview(other) && (int64_t)AS_VIEW(other)->dict->used > lself) {
        Value t = self;
        self = other;
        other = t;
    }
    Set *res = set_new(vm, OK_SET);
    if (!res) return VEXC;
    gc_push(vm, v_obj(res));
    Value it = obj_iter(vm, other);
    if (IS_EXC(it)) {
        gc_pop(vm, 1);
        return VEXC;
    }
    gc_push(vm, it);
    int rc = 0;
    for (;;) {
        Value k = obj_next(vm, it);
        if (IS_EXC(k)) { rc = -1; break; }
        if (IS_EMPTY(k)) break;
        gc_push(vm, k);
        rc = view_contains(vm, self, k);
        if (rc > 0) rc = set_add(vm, res, k);
        gc_pop(vm, 1);
        if (rc < 0 || !rt_charge(vm, 1)) { rc = -1; break; }
    }
    gc_pop(vm, 2);
    return rc < 0 ? VEXC : v_obj(res);
}

/* items ^ items (CPython's dictitems_xor): pairs of d2 that differ from d1,
 * then what is left of d1. */
static Value items_xor(VM *vm, Dict *d1, Dict *d2) {
    Dict *tmp = dict_copy(vm, d1);
    if (!tmp) return VEXC;
    gc_push(vm, v_obj(tmp));
    Set *res = set_new(vm, OK_SET);
    if (!res) {
        gc_pop(vm, 1);
        return VEXC;
    }
    gc_push(vm, v_obj(res));
    int rc = 0;
    for (size_t i = 0; rc == 0 && i < d2->nentries; i++) {
        DictEntry e = d2->entries[i];
        if (IS_EMPTY(e.key)) continue;
        gc_push(vm, e.key);
        gc_push(vm, e.val);
        int64_t ix = lookup_any(vm, tmp, e.key, e.hash);
        int del = 0;
        if (ix == LOOKUP_ERR) {
            rc = -1;
        } else if (ix >= 0) {
            Value v1 = tmp->entries[ix].val;
            gc_push(vm, v1);
            del = obj_eq(vm, v1, e.val);
            gc_pop(vm, 1);
            if (del < 0) rc = -1;
        }
        if (rc == 0 && del) {
            int64_t j = lookup_any(vm, tmp, e.key, e.hash);
            if (j == LOOKUP_ERR) rc = -1;
            else if (j >= 0) delete_at(vm, tmp, j);
        } else if (rc == 0) {
            /* Hashing the pair runs the key's and value's __hash__. */
            Value kv[2] = {e.key, e.val};
            Value pair = tuple_pack(vm, 2, kv);
            if (IS_EXC(pair)) {
                rc = -1;
            } else {
                gc_push(vm, pair);
                rc = set_add(vm, res, pair);
                gc_pop(vm, 1);
            }
        }
        gc_pop(vm, 2);
        if (rc == 0 && !rt_charge(vm, 1)) rc = -1;
    }
    if (rc == 0) {
        Value rest = view_new(vm, tmp, IT_DICT_ITEMS);
        if (IS_EXC(rest)) {
            rc = -1;
        } else {
            gc_push(vm, rest);
            rc = set_update_from(vm, res, rest);
            gc_pop(vm, 1);
        }
    }
    gc_pop(vm, 2);
    return rc < 0 ? VEXC : v_obj(res);
}

static Value view_binop(VM *vm, int op, Value a, Value b, bool inplace) {
    if (op != BO_AND && op != BO_OR && op != BO_SUB && op != BO_XOR) return v_notimpl();
    if (!is_setview(a) && !is_setview(b)) return v_notimpl();
    if (op == BO_AND) return view_and(vm, a, b);
    if (op == BO_XOR && IS_KIND(a, OK_DICTVIEW) && IS_KIND(b, OK_DICTVIEW) &&
        AS_VIEW(a)->vkind == IT_DICT_ITEMS && AS_VIEW(b)->vkind == IT_DICT_ITEMS)
        return items_xor(vm, AS_VIEW(a)->dict, AS_VIEW(b)->dict);
    Set *s = to_set(vm, a);
    if (!s) return VEXC;
    gc_push(vm, v_obj(s));
    int rc = op == BO_OR ? set_update_from(vm, s, b)
           : op == BO_SUB ? set_difference_update_from(vm, s, b)
                          : set_symmetric_difference_update_from(vm, s, b);
    gc_pop(vm, 1);
    return rc < 0 ? VEXC : v_obj(s);
}

static Value m_view_isdisjoint(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value other = argv[0];
    if (obj_is(self, other)) return v_bool(AS_VIEW(self)->dict->used == 0);
    Value container = self, iterable = other;
    /* Iterate over the shorter side when the other side's membership test
     * is cheap. */
    if (set_unwrap(other) || is_setview(other)) {
        int64_t lo = obj_len(vm, other);
        if (lo < 0) return VEXC;
        if (lo > (int64_t)AS_VIEW(self)->dict->used) {
            container = other;
            iterable = self;
        }
    }
    Value it = obj_iter(vm, iterable);
    if (IS_EXC(it)) return it;
    gc_push(vm, it);
    int r = 0;
    for (;;) {
        Value x = obj_next(vm, it);
        if (IS_EXC(x)) { r = -1; break; }
        if (IS_EMPTY(x)) break;
        gc_push(vm, x);
        r = obj_contains(vm, container, x);
        gc_pop(vm, 1);
        if (r != 0) break;
        if (!rt_charge(vm, 1)) { r = -1; break; }
    }
    gc_pop(vm, 1);
    return r < 0 ? VEXC : v_bool(r == 0);
}

static Value m_view_reversed(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return reverse_iter(vm, AS_VIEW(self)->dict, (IterKind)AS_VIEW(self)->vkind);
}

static Value m_view_len(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return v_int(view_len(vm, self));
}

static Value m_view_iter(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return view_iter(vm, self);
}

static Value m_view_contains(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int r;
    if (AS_VIEW(self)->vkind == IT_DICT_VALUES) {
        /* values views have no fast membership test: search by iteration. */
        r = 0;
        Dict *d = AS_VIEW(self)->dict;
        for (size_t i = 0; i < d->nentries && r == 0; i++) {
            DictEntry e = d->entries[i];
            if (IS_EMPTY(e.key)) continue;
            gc_push(vm, e.val);
            r = obj_eq(vm, e.val, argv[0]);
            gc_pop(vm, 1);
            if (r == 0 && !rt_charge(vm, 1)) r = -1;
        }
    } else {
        r = view_contains(vm, self, argv[0]);
    }
    return r < 0 ? VEXC : v_bool(r);
}

static const MethodDef setview_methods[] = {
    {"isdisjoint", m_view_isdisjoint, 1, 1, 0},
    {"__reversed__", m_view_reversed, 0, 0, 0},
    {"__len__", m_view_len, 0, 0, 0},
    {"__iter__", m_view_iter, 0, 0, 0},
    {"__contains__", m_view_contains, 1, 1, 0},
    {NULL, NULL, 0, 0, 0},
};

static const MethodDef valuesview_methods[] = {
    {"__reversed__", m_view_reversed, 0, 0, 0},
    {"__len__", m_view_len, 0, 0, 0},
    {"__iter__", m_view_iter, 0, 0, 0},
    {NULL, NULL, 0, 0, 0},
};

Type *dictview_type(VM *vm, const DictView *v) {
    return v->vkind == IT_DICT_KEYS ? vm->t_dict_keys : v->vkind == IT_DICT_VALUES ? vm->t_dict_values : vm->t_dict_items;
}

static int identity_hash(VM *vm, Value self, int64_t *out) {
    *out = rt_identity_hash(vm, AS_OBJ(self));
    return 0;
}

static Type *make_view_type(VM *vm, const char *name, bool setlike) {
    Type *t = type_new_builtin(vm, name, vm->t_object, OK_DICTVIEW);
    if (!t) return NULL;
    t->tflags |= TF_FINAL;
    t->ctor = NULL;
    t->slots.repr = view_repr;
    t->slots.len = view_len;
    t->slots.iter = view_iter;
    t->slots.hash = NULL;
    if (setlike) {
        t->slots.contains = view_contains;
        t->slots.richcmp = view_richcmp;
        t->slots.binop = view_binop;
        type_add_methods(vm, t, setview_methods);
    } else {
        type_add_methods(vm, t, valuesview_methods);
    }
    /* The set-like views are unhashable, as in CPython (hash is None on
     * their types); dict_values has no __eq__ of its own and hashes by
     * identity. */
    if (setlike) dict_set_str(vm, t->dict, vm->names->__hash__, VNONE);
    else t->slots.hash = identity_hash;
    return t;
}

/* ---- init ----------------------------------------------------------------- */

void dict_init(VM *vm) {
    Type *t = vm->types[OK_DICT];
    t->slots.repr = dict_repr;
    t->slots.hash = NULL;
    t->slots.richcmp = dict_richcmp;
    t->slots.iter = dict_iter;
    t->slots.len = dict_len;
    t->slots.getitem = dict_getitem;
    t->slots.setitem = dict_setitem;
    t->slots.contains = dict_contains;
    t->slots.binop = dict_binop;
    t->slots.truthy = dict_truthy;
    t->ctor = dict_ctor;
    type_add_methods(vm, t, dict_methods);
    /* Subclasses inherit unhashability through the MRO. */
    dict_set_str(vm, t->dict, vm->names->__hash__, VNONE);

    /* fromkeys is a class method: a plain native wrapped like @classmethod,
     * so dict.fromkeys, D.fromkeys and {}.fromkeys all receive the class. */
    Native *fk = native_new(vm, "fromkeys", m_fromkeys, 1, 2, 0);
    Wrapper *cm = fk ? obj_alloc(vm, OK_CLASSMETHOD, sizeof(Wrapper)) : NULL;
    if (cm) {
        fk->qualname = str_intern_cstr(vm, "dict.fromkeys");
        if (!fk->qualname) fk->qualname = fk->name;
        cm->func = v_obj(fk);
        dict_set_str(vm, t->dict, fk->name, v_obj(cm));
    }

    vm->t_dict_keys = make_view_type(vm, "dict_keys", true);
    vm->t_dict_values = make_view_type(vm, "dict_values", false);
    vm->t_dict_items = make_view_type(vm, "dict_items", true);
}
