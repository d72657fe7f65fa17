/* set and frozenset: CPython 3.11's open-addressing set table, reproduced
 * step for step so that iteration order matches CPython wherever hashes do
 * (ints, None, bools, tuples of those; strings hash with a per-VM seed).
 *
 * Table (object.h): `mask + 1` entries, a power of two >= 8. An entry is
 * unused (key VT_EMPTY, hash 0), a dummy left by a deletion (key VT_EMPTY,
 * hash -1), or active. `fill` counts active + dummy entries, `used` active
 * ones. A set that has never held anything owns no table (table == NULL,
 * mask == 7): it behaves as CPython's empty 8-entry small table.
 *
 * What must match CPython for the order to match:
 *  - probing: from hash & mask, look at up to LINEAR_PROBES following
 *    entries when they fit before the end of the table, then jump with
 *    `perturb >>= 5; i = (i*5 + 1 + perturb) & mask`;
 *  - insertion reuses the last dummy met on the probe path;
 *  - after an insertion into an unused entry, fill*5 >= mask*3 resizes to
 *    the smallest power of two > (used > 50000 ? used*2 : used*4); a resize
 *    reinserts active entries in table order (no comparisons);
 *  - bulk operations build their results in CPython's order: set_merge's
 *    presize + positional copy, the dict presize in update, which operand
 *    is iterated by intersection/difference, the swap in intersection_update,
 *    the dummy purge after difference_update, pop()'s finger.
 *
 * Comparisons may run a user __eq__ that mutates the set: as in CPython the
 * search restarts when the table changed under it.
 */
#include "rt.h"
#include "names.h"

#define SET_MINSIZE 8
#define LINEAR_PROBES 9
#define PERTURB_SHIFT 5
/* No table grows past this many entries; the memory cap refuses far less. */
#define SET_MAXSIZE ((size_t)1 << 40)

static inline bool is_active(const SetEntry *e) { return e->key.tag != VT_EMPTY; }
static inline bool is_unused(const SetEntry *e) { return e->key.tag == VT_EMPTY && e->hash == 0; }
static inline bool is_dummy(const SetEntry *e) { return e->key.tag == VT_EMPTY && e->hash == -1; }

/* ---- storage ------------------------------------------------------------ */

Set *set_new(VM *vm, ObjKind kind) {
    Set *s = obj_alloc(vm, kind, sizeof(Set));
    if (!s) return NULL;
    s->mask = SET_MINSIZE - 1;
    s->hash = -1;
    return s;
}

Set *set_unwrap(Value v) {
    if (!IS_OBJ(v)) return NULL;
    Obj *o = AS_OBJ(v);
    if (o->kind == OK_SET || o->kind == OK_FROZENSET) return (Set *)o;
    if (o->kind == OK_INSTANCE) {
        Value b = ((Instance *)o)->builtin_value;
        if (IS_KIND(b, OK_SET) || IS_KIND(b, OK_FROZENSET)) return AS_SET(b);
    }
    return NULL;
}

void set_free_storage(VM *vm, Set *s) {
    if (s->table) mem_free(vm, s->table, (s->mask + 1) * sizeof(SetEntry));
    s->table = NULL;
    s->mask = SET_MINSIZE - 1;
    s->fill = s->used = 0;
}

static SetEntry *alloc_table(VM *vm, size_t n) {
    SetEntry *t = mem_alloc(vm, n * sizeof(SetEntry));
    if (!t) return NULL;
    for (size_t i = 0; i < n; i++) {
        t[i].key = VEMPTY;
        t[i].hash = 0;
    }
    return t;
}

static bool ensure_table(VM *vm, Set *s) {
    if (s->table) return true;
    s->table = alloc_table(vm, s->mask + 1);
    return s->table != NULL;
}

/* Place a key known to be absent into a table without dummies. */
static void insert_clean(SetEntry *table, size_t mask, Value key, int64_t hash) {
    size_t perturb = (size_t)hash, i = (size_t)hash & mask;
    for (;;) {
        if (is_unused(&table[i])) goto found;
        if (i + LINEAR_PROBES <= mask) {
            for (size_t j = 1; j <= LINEAR_PROBES; j++) {
                if (is_unused(&table[i + j])) {
                    i += j;
                    goto found;
                }
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
    }
found:
    table[i].key = key;
    table[i].hash = hash;
}

/* Rebuild with the smallest power-of-two size > minused. The new table is
 * allocated before anything moves: on failure the set is unchanged. */
static int table_resize(VM *vm, Set *s, size_t minused) {
    size_t newsize = SET_MINSIZE;
    while (newsize <= minused) {
        if (newsize >= SET_MAXSIZE) {
            rt_halt(vm, HALT_MEMORY);
            return -1;
        }
        newsize <<= 1;
    }
    /* CPython keeps a small table that has no dummies as it is. */
    if (newsize == SET_MINSIZE && s->mask == SET_MINSIZE - 1 && s->fill == s->used) return 0;
    if (!rt_charge(vm, (int64_t)(s->mask + 1))) return -1;
    SetEntry *nt = alloc_table(vm, newsize);
    if (!nt) return -1;
    if (s->table) {
        for (size_t i = 0; i <= s->mask; i++)
            if (is_active(&s->table[i])) insert_clean(nt, newsize - 1, s->table[i].key, s->table[i].hash);
        mem_free(vm, s->table, (s->mask + 1) * sizeof(SetEntry));
    }
    s->table = nt;
    s->mask = newsize - 1;
    s->fill = s->used;
    s->version++;
    return 0;
}

/* ---- probing ---------------------------------------------------------------- */

/* Find key: 1 found (its entry index in *where), 0 absent, -1 error. */
static int lookkey(VM *vm, Set *s, Value key, int64_t hash, size_t *where) {
    unsigned steps = 0;
restart:
    if (!s->table) return 0;
    size_t mask = s->mask, i = (size_t)hash & mask, perturb = (size_t)hash;
    for (;;) {
        size_t probes = i + LINEAR_PROBES <= mask ? LINEAR_PROBES : 0;
        for (size_t j = i;; j++) {
            const SetEntry *e = &s->table[j];
            if (is_unused(e)) return 0;
            if (e->hash == hash && is_active(e)) {
                Value start = e->key;
                if (obj_is(start, key)) {
                    *where = j;
                    return 1;
                }
                if (IS_STR(start) && IS_STR(key)) {
                    if (str_eq(AS_STR(start), AS_STR(key))) {
                        *where = j;
                        return 1;
                    }
                } else {
                    /* An equal hash of another kind of key (a tuple) is a
                     * comparison call: charged. */
                    if (!rt_charge(vm, 1)) return -1;
                    SetEntry *table = s->table;
                    int c = obj_eq(vm, start, key);
                    if (c < 0) return -1;
                    if (s->table != table || s->mask != mask || !obj_is(s->table[j].key, start)) goto restart;
                    if (c) {
                        *where = j;
                        return 1;
                    }
                }
            }
            if (probes-- == 0) break;
        }
        /* Colliding keys make probing long: past a few steps (never for
         * ordinary keys, so counts stay seed-independent) charge each. */
        if (++steps > 16 && !rt_charge(vm, 8)) return -1;
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

static int add_entry(VM *vm, Set *s, Value key, int64_t hash) {
    /* Only reachable after a failed resize: make room before inserting so
     * that an unused entry always ends every search. */
    if (s->fill * 5 >= s->mask * 3 && table_resize(vm, s, s->used > 50000 ? s->used * 2 : s->used * 4) < 0)
        return -1;
    unsigned steps = 0;
restart:
    if (!ensure_table(vm, s)) return -1;
    size_t mask = s->mask, i = (size_t)hash & mask, perturb = (size_t)hash;
    size_t freeslot = SIZE_MAX, slot;
    for (;;) {
        size_t probes = i + LINEAR_PROBES <= mask ? LINEAR_PROBES : 0;
        for (size_t j = i;; j++) {
            const SetEntry *e = &s->table[j];
            if (is_unused(e)) {
                slot = j;
                goto found_unused_or_dummy;
            }
            if (e->hash == hash && is_active(e)) {
                Value start = e->key;
                if (obj_is(start, key)) return 0;
                if (IS_STR(start) && IS_STR(key)) {
                    if (str_eq(AS_STR(start), AS_STR(key))) return 0;
                } else {
                    /* Restart on any change, not only a new table: a table
                     * freed and allocated again at the same address with
                     * the same entry at j would otherwise let `freeslot`
                     * (a dummy of the old table) overwrite a live entry. */
                    SetEntry *table = s->table;
                    uint64_t version = s->version;
                    int c = obj_eq(vm, start, key);
                    if (c > 0) return 0;
                    if (c < 0) return -1;
                    if (s->table != table || s->mask != mask || s->version != version ||
                        !obj_is(s->table[j].key, start))
                        goto restart;
                }
            } else if (is_dummy(e)) {
                freeslot = j;
            }
            if (probes-- == 0) break;
        }
        /* Colliding keys make probing long: past a few steps (never for
         * ordinary keys, so counts stay seed-independent) charge each. */
        if (++steps > 16 && !rt_charge(vm, 8)) return -1;
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
    }
found_unused_or_dummy:
    s->version++;
    if (freeslot != SIZE_MAX) {
        s->used++;
        s->table[freeslot].key = key;
        s->table[freeslot].hash = hash;
        return 0;
    }
    s->fill++;
    s->used++;
    s->table[slot].key = key;
    s->table[slot].hash = hash;
    if (s->fill * 5 < mask * 3) return 0;
    return table_resize(vm, s, s->used > 50000 ? s->used * 2 : s->used * 4);
}

static int hash_of(VM *vm, Value key, int64_t *h) {
    if (IS_STR(key)) {
        *h = str_hash(vm, AS_STR(key));
        return 0;
    }
    return obj_hash(vm, key, h);
}

static int add_key(VM *vm, Set *s, Value key) {
    int64_t h;
    if (hash_of(vm, key, &h) < 0) return -1;
    return add_entry(vm, s, key, h);
}

static int contains_entry(VM *vm, Set *s, Value key, int64_t hash) {
    size_t where;
    return lookkey(vm, s, key, hash, &where);
}

static int contains_key(VM *vm, Set *s, Value key) {
    int64_t h;
    if (hash_of(vm, key, &h) < 0) return -1;
    return contains_entry(vm, s, key, h);
}

static int discard_entry(VM *vm, Set *s, Value key, int64_t hash) {
    size_t where;
    int r = lookkey(vm, s, key, hash, &where);
    if (r <= 0) return r;
    s->table[where].key = VEMPTY;
    s->table[where].hash = -1;
    s->used--;
    s->version++;
    return 1;
}

static int discard_key(VM *vm, Set *s, Value key) {
    int64_t h;
    if (hash_of(vm, key, &h) < 0) return -1;
    return discard_entry(vm, s, key, h);
}

/* The next active entry at or after *pos, copied out (the table may move
 * while the caller runs user code). */
static bool next_entry(const Set *s, size_t *pos, SetEntry *out) {
    if (!s->table) return false;
    size_t i = *pos;
    while (i <= s->mask && !is_active(&s->table[i])) i++;
    *pos = i + 1;
    if (i > s->mask) return false;
    *out = s->table[i];
    return true;
}

static void clear(VM *vm, Set *s) {
    set_free_storage(vm, s);
    s->hash = -1;
    s->version++;
}

/* Exchange the contents of two sets (CPython's set_swap_bodies); `finger`
 * stays with its set. */
static void swap_bodies(Set *a, Set *b) {
    size_t t;
    t = a->fill; a->fill = b->fill; b->fill = t;
    t = a->used; a->used = b->used; b->used = t;
    t = a->mask; a->mask = b->mask; b->mask = t;
    SetEntry *tab = a->table; a->table = b->table; b->table = tab;
    if (a->h.kind == OK_FROZENSET && b->h.kind == OK_FROZENSET) {
        int64_t h = a->hash; a->hash = b->hash; b->hash = h;
    } else {
        a->hash = b->hash = -1;
    }
    a->version++;
    b->version++;
}

/* ---- public element API -------------------------------------------------- */

int set_add(VM *vm, Set *s, Value key) { return add_key(vm, s, key); }

int set_discard(VM *vm, Set *s, Value key) { return discard_key(vm, s, key); }

bool set_next(Set *s, size_t *pos, Value *key) {
    SetEntry e;
    if (!next_entry(s, pos, &e)) return false;
    *key = e.key;
    return true;
}

int set_next_charged(VM *vm, Set *s, size_t *pos, Value *key) {
    if (!s->table) return 0;
    size_t i = *pos, start = i;
    while (i <= s->mask && !is_active(&s->table[i])) {
        i++;
        if (((i - start) & 255) == 0 && !rt_charge(vm, 16)) return -1;
    }
    *pos = i + 1;
    if (i > s->mask) return 0;
    *key = s->table[i].key;
    return 1;
}

/* `key in s`: an unhashable set key is looked up as a frozenset. */
int set_contains(VM *vm, Set *s, Value key) {
    int rv = contains_key(vm, s, key);
    if (rv >= 0) return rv;
    Set *ks = set_unwrap(key);
    if (!ks || ks->h.kind != OK_SET || !exc_matches(vm, EXC_TypeError)) return -1;
    exc_clear(vm);
    Set *tmp = set_new(vm, OK_FROZENSET);
    if (!tmp) return -1;
    gc_push(vm, v_obj(tmp));
    rv = set_update_from(vm, tmp, v_obj(ks));
    if (rv == 0) rv = contains_key(vm, s, v_obj(tmp));
    gc_pop(vm, 1);
    return rv;
}

/* As set_contains, for remove()/discard(): 1 removed, 0 absent, -1. */
static int discard_retry(VM *vm, Set *s, Value key) {
    int rv = discard_key(vm, s, key);
    if (rv >= 0) return rv;
    Set *ks = set_unwrap(key);
    if (!ks || ks->h.kind != OK_SET || !exc_matches(vm, EXC_TypeError)) return -1;
    exc_clear(vm);
    Set *tmp = set_new(vm, OK_FROZENSET);
    if (!tmp) return -1;
    gc_push(vm, v_obj(tmp));
    rv = set_update_from(vm, tmp, v_obj(ks));
    if (rv == 0) rv = discard_key(vm, s, v_obj(tmp));
    gc_pop(vm, 1);
    return rv;
}

/* ---- bulk building ------------------------------------------------------- */

/* so |= other for two sets (CPython's set_merge). */
static int merge(VM *vm, Set *so, Set *other) {
    if (other == so || other->used == 0) return 0;
    if ((so->fill + other->used) * 5 >= so->mask * 3 &&
        table_resize(vm, so, (so->used + other->used) * 2) < 0)
        return -1;
    if (!ensure_table(vm, so)) return -1;
    if (!rt_charge(vm, (int64_t)other->mask + 1)) return -1;
    /* An empty table of the same size as a table without dummies: copy the
     * entries to the same positions. */
    if (so->fill == 0 && so->mask == other->mask && other->fill == other->used) {
        for (size_t i = 0; i <= other->mask; i++)
            if (is_active(&other->table[i])) so->table[i] = other->table[i];
        so->fill = other->fill;
        so->used = other->used;
        so->version++;
        return 0;
    }
    /* An empty table: place without comparing. */
    if (so->fill == 0) {
        for (size_t i = 0; i <= other->mask; i++)
            if (is_active(&other->table[i]))
                insert_clean(so->table, so->mask, other->table[i].key, other->table[i].hash);
        so->fill = so->used = other->used;
        so->version++;
        return 0;
    }
    SetEntry e;
    for (size_t pos = 0; next_entry(other, &pos, &e);) {
        gc_push(vm, e.key);
        int rc = add_entry(vm, so, e.key, e.hash);
        gc_pop(vm, 1);
        if (rc < 0) return -1;
    }
    return 0;
}

/* CPython's set_update_internal: add the elements of a set, a dict (with
 * one presize and the dict's stored hashes) or any iterable. */
int set_update_from(VM *vm, Set *so, Value other) {
    Set *os = set_unwrap(other);
    if (os) return merge(vm, so, os);
    if (IS_DICT(other)) {
        Dict *d = AS_DICT(other);
        if ((so->fill + d->used) * 5 >= so->mask * 3 && table_resize(vm, so, (so->used + d->used) * 2) < 0)
            return -1;
        for (size_t i = 0; i < d->nentries; i++) {
            DictEntry e = d->entries[i];
            if (IS_EMPTY(e.key)) continue;
            gc_push(vm, e.key);
            int rc = add_entry(vm, so, e.key, e.hash);
            gc_pop(vm, 1);
            if (rc < 0 || !rt_charge(vm, 1)) return -1;
        }
        return 0;
    }
    Value it = obj_iter(vm, other);
    if (IS_EXC(it)) return -1;
    gc_push(vm, it);
    int rc = 0;
    for (;;) {
        Value x = obj_next(vm, it);
        if (IS_EXC(x)) { rc = -1; break; }
        if (IS_EMPTY(x)) break;
        gc_push(vm, x);
        rc = add_key(vm, so, x);
        gc_pop(vm, 1);
        if (rc < 0 || !rt_charge(vm, 1)) { rc = -1; break; }
    }
    gc_pop(vm, 1);
    return rc;
}

/* A new set of the base kind of `so` (set or frozenset, never a subclass)
 * holding the elements of `src` (VEMPTY for none): CPython's
 * make_new_set_basetype. */
static Set *new_like(VM *vm, const Set *so, Value src) {
    Set *r = set_new(vm, (ObjKind)so->h.kind);
    if (!r) return NULL;
    if (IS_EMPTY(src)) return r;
    gc_push(vm, v_obj(r));
    int rc = set_update_from(vm, r, src);
    gc_pop(vm, 1);
    return rc < 0 ? NULL : r;
}

static Set *copy_of(VM *vm, Set *so) { return new_like(vm, so, v_obj(so)); }

static Value set_value(Set *s) { return s ? v_obj(s) : VEXC; }

/* CPython compiles a set display of three or more constants, {c1, c2, ...},
 * to BUILD_SET 0 + LOAD_CONST frozenset + SET_UPDATE, and the constant it
 * stores is built twice: frozenset((c1, c2, ...)), then (merge_consts)
 * frozenset(tuple(that)). Element order in the second build differs from the
 * first, so the printed order of such a literal differs from set([c1, ...]):
 * print({100, 5, 1000000, -3}) shows {1000000, 5, 100, -3} but
 * print(set([100, 5, 1000000, -3])) shows {1000000, -3, 100, 5}. */
Set *set_const_frozenset(VM *vm, const Value *items, size_t n) {
    Set *first = set_new(vm, OK_FROZENSET);
    if (!first) return NULL;
    gc_push(vm, v_obj(first));
    Set *second = NULL;
    int rc = 0;
    for (size_t i = 0; i < n && rc == 0; i++) rc = add_key(vm, first, items[i]);
    if (rc == 0) second = set_new(vm, OK_FROZENSET);
    if (second) {
        gc_push(vm, v_obj(second));
        SetEntry e;
        for (size_t pos = 0; rc == 0 && next_entry(first, &pos, &e);) rc = add_entry(vm, second, e.key, e.hash);
        gc_pop(vm, 1);
    }
    gc_pop(vm, 1);
    return rc == 0 ? second : NULL;
}

/* Bytecode images store a frozenset constant as its table: the size and
 * each item with its slot, so that loading reproduces the exact iteration
 * order (a rebuild by insertion can differ once probing perturbs). */
bool set_next_slot(const Set *s, size_t *pos, Value *key, size_t *slot) {
    SetEntry e;
    if (!next_entry(s, pos, &e)) return false;
    *key = e.key;
    *slot = *pos - 1;
    return true;
}

size_t set_table_size(const Set *s) { return s->mask + 1; }

/* Placing the items at their recorded slots is kept only when the result is
 * a table this file could have built: a power-of-two size no larger than
 * needed growth allows, under the resize threshold, and every item found at
 * its own slot by an ordinary lookup (so lookups, equal items and seeds that
 * hash strings differently are all caught). Otherwise the items are inserted
 * in their stored order. */
Set *set_const_from_layout(VM *vm, size_t size, const size_t *slots, const Value *items, size_t n) {
    Set *s = set_new(vm, OK_FROZENSET);
    if (!s) return NULL;
    gc_push(vm, v_obj(s));
    bool placed = size >= SET_MINSIZE && (size & (size - 1)) == 0 && size <= 8 * n + SET_MINSIZE &&
                  n * 5 < (size - 1) * 3;
    if (placed) {
        s->table = alloc_table(vm, size);
        if (!s->table) goto fail;
        s->mask = size - 1;
        for (size_t i = 0; placed && i < n; i++) {
            int64_t h;
            if (hash_of(vm, items[i], &h) < 0) goto fail;
            if (slots[i] >= size || !is_unused(&s->table[slots[i]])) {
                placed = false;
                break;
            }
            s->table[slots[i]].key = items[i];
            s->table[slots[i]].hash = h;
            s->fill++;
            s->used++;
        }
        for (size_t i = 0; placed && i < n; i++) {
            size_t where;
            int r = lookkey(vm, s, items[i], s->table[slots[i]].hash, &where);
            if (r < 0) goto fail;
            if (r == 0 || where != slots[i]) placed = false;
        }
        if (!placed) set_free_storage(vm, s);
    }
    if (!placed)
        for (size_t i = 0; i < n; i++)
            if (add_key(vm, s, items[i]) < 0) goto fail;
    gc_pop(vm, 1);
    return s;
fail:
    gc_pop(vm, 1);
    return NULL;
}

/* ---- set algebra ------------------------------------------------------- */

/* so & other as a new set. */
static Set *intersection(VM *vm, Set *so, Value other) {
    Set *os = set_unwrap(other);
    if (os == so) return copy_of(vm, so);
    Set *res = new_like(vm, so, VEMPTY);
    if (!res) return NULL;
    gc_push(vm, v_obj(res));
    int rc = 0;
    if (os) {
        /* Iterate over the smaller set, test membership in the larger. */
        Set *big = so, *small = os;
        if (small->used > big->used) {
            big = os;
            small = so;
        }
        SetEntry e;
        for (size_t pos = 0; rc == 0 && next_entry(small, &pos, &e);) {
            gc_push(vm, e.key);
            rc = contains_entry(vm, big, e.key, e.hash);
            if (rc > 0) rc = add_entry(vm, res, e.key, e.hash);
            gc_pop(vm, 1);
            if (rc == 0 && !rt_charge(vm, 1)) rc = -1;
        }
    } else {
        Value it = obj_iter(vm, other);
        if (IS_EXC(it)) {
            rc = -1;
        } else {
            gc_push(vm, it);
            for (;;) {
                Value x = obj_next(vm, it);
                if (IS_EXC(x)) { rc = -1; break; }
                if (IS_EMPTY(x)) break;
                gc_push(vm, x);
                int64_t h;
                rc = hash_of(vm, x, &h);
                if (rc == 0) rc = contains_entry(vm, so, x, h);
                if (rc > 0) rc = add_entry(vm, res, x, h);
                gc_pop(vm, 1);
                if (rc < 0 || !rt_charge(vm, 1)) { rc = -1; break; }
                /* Every element of so found: nothing more can be added. */
                if (res->used >= so->used) break;
            }
            gc_pop(vm, 1);
        }
    }
    gc_pop(vm, 1);
    return rc < 0 ? NULL : res;
}

Value set_intersection_of(VM *vm, Value so, Value other) {
    Set *s = set_unwrap(so);
    if (!s) return exc_raise(vm, EXC_TypeError, "set expected");
    return set_value(intersection(vm, s, other));
}

/* so.intersection(*args). */
static Set *intersection_multi(VM *vm, Set *so, int argc, const Value *argv) {
    if (argc == 0) return copy_of(vm, so);
    Set *cur = so;
    for (int i = 0; i < argc; i++) {
        gc_push(vm, v_obj(cur));
        Set *next = intersection(vm, cur, argv[i]);
        gc_pop(vm, 1);
        if (!next) return NULL;
        cur = next;
    }
    return cur;
}

static int isdisjoint(VM *vm, Set *so, Value other) {
    Set *os = set_unwrap(other);
    if (os == so) return so->used == 0;
    if (IS_KIND(other, OK_SET) || IS_KIND(other, OK_FROZENSET)) {
        Set *big = so, *small = os;
        if (small->used > big->used) {
            big = os;
            small = so;
        }
        SetEntry e;
        for (size_t pos = 0; next_entry(small, &pos, &e);) {
            gc_push(vm, e.key);
            int rv = contains_entry(vm, big, e.key, e.hash);
            gc_pop(vm, 1);
            if (rv != 0) return rv < 0 ? -1 : 0;
            if (!rt_charge(vm, 1)) return -1;
        }
        return 1;
    }
    Value it = obj_iter(vm, other);
    if (IS_EXC(it)) return -1;
    gc_push(vm, it);
    int r = 1;
    for (;;) {
        Value x = obj_next(vm, it);
        if (IS_EXC(x)) { r = -1; break; }
        if (IS_EMPTY(x)) break;
        gc_push(vm, x);
        int rv = contains_key(vm, so, x);
        gc_pop(vm, 1);
        if (rv != 0) { r = rv < 0 ? -1 : 0; break; }
        if (!rt_charge(vm, 1)) { r = -1; break; }
    }
    gc_pop(vm, 1);
    return r;
}

/* so -= other (CPython's set_difference_update_internal). */
static int difference_update(VM *vm, Set *so, Value other) {
    Set *os = set_unwrap(other);
    if (os == so) {
        clear(vm, so);
        return 0;
    }
    if (os) {
        /* Far larger other: discard only the common elements. */
        Set *src = os;
        bool pushed = false;
        if ((os->used >> 3) > so->used) {
            src = intersection(vm, so, other);
            if (!src) return -1;
            gc_push(vm, v_obj(src));
            pushed = true;
        }
        int rc = 0;
        SetEntry e;
        for (size_t pos = 0; rc == 0 && next_entry(src, &pos, &e);) {
            gc_push(vm, e.key);
            rc = discard_entry(vm, so, e.key, e.hash) < 0 ? -1 : 0;
            gc_pop(vm, 1);
            if (rc == 0 && !rt_charge(vm, 1)) rc = -1;
        }
        if (pushed) gc_pop(vm, 1);
        if (rc < 0) return -1;
    } else {
        Value it = obj_iter(vm, other);
        if (IS_EXC(it)) return -1;
        gc_push(vm, it);
        int rc = 0;
        for (;;) {
            Value x = obj_next(vm, it);
            if (IS_EXC(x)) { rc = -1; break; }
            if (IS_EMPTY(x)) break;
            gc_push(vm, x);
            rc = discard_key(vm, so, x) < 0 ? -1 : 0;
            gc_pop(vm, 1);
            if (rc < 0 || !rt_charge(vm, 1)) { rc = -1; break; }
        }
        gc_pop(vm, 1);
        if (rc < 0) return -1;
    }
    /* More than a quarter of the table dummies: rebuild without them. */
    if (so->fill - so->used <= so->mask / 4) return 0;
    return table_resize(vm, so, so->used > 50000 ? so->used * 2 : so->used * 4);
}

int set_difference_update_from(VM *vm, Set *so, Value other) { return difference_update(vm, so, other); }

static Set *copy_and_difference(VM *vm, Set *so, Value other) {
    Set *r = copy_of(vm, so);
    if (!r) return NULL;
    gc_push(vm, v_obj(r));
    int rc = difference_update(vm, r, other);
    gc_pop(vm, 1);
    return rc < 0 ? NULL : r;
}

/* so - other as a new set (CPython's set_difference). */
static Set *difference(VM *vm, Set *so, Value other) {
    Set *os = set_unwrap(other);
    size_t other_size;
    if (os) other_size = os->used;
    else if (IS_DICT(other)) other_size = AS_DICT(other)->used;
    else return copy_and_difference(vm, so, other);
    /* A much larger so: copying it and removing other's elements is less
     * work than testing all of so. */
    if ((so->used >> 2) > other_size) return copy_and_difference(vm, so, other);
    Set *res = new_like(vm, so, VEMPTY);
    if (!res) return NULL;
    gc_push(vm, v_obj(res));
    int rc = 0;
    SetEntry e;
    for (size_t pos = 0; rc == 0 && next_entry(so, &pos, &e);) {
        gc_push(vm, e.key);
        if (os) {
            rc = contains_entry(vm, os, e.key, e.hash);
        } else {
            Value v = dict_get_hashed(vm, AS_DICT(other), e.key, e.hash);
            rc = IS_EXC(v) ? -1 : !IS_EMPTY(v);
        }
        if (rc == 0) rc = add_entry(vm, res, e.key, e.hash);
        else if (rc > 0) rc = 0;
        gc_pop(vm, 1);
        if (rc == 0 && !rt_charge(vm, 1)) rc = -1;
    }
    gc_pop(vm, 1);
    return rc < 0 ? NULL : res;
}

static Set *difference_multi(VM *vm, Set *so, int argc, const Value *argv) {
    if (argc == 0) return copy_of(vm, so);
    Set *res = difference(vm, so, argv[0]);
    if (!res) return NULL;
    gc_push(vm, v_obj(res));
    int rc = 0;
    for (int i = 1; i < argc && rc == 0; i++) rc = difference_update(vm, res, argv[i]);
    gc_pop(vm, 1);
    return rc < 0 ? NULL : res;
}

/* For each element of other: remove it from so if there, else add it. */
static int toggle(VM *vm, Set *so, Value key, int64_t hash) {
    int rv = discard_entry(vm, so, key, hash);
    if (rv < 0) return -1;
    return rv == 0 ? add_entry(vm, so, key, hash) : 0;
}

/* so ^= other (CPython's set_symmetric_difference_update). */
static int symmetric_difference_update(VM *vm, Set *so, Value other) {
    Set *os = set_unwrap(other);
    if (os == so) {
        clear(vm, so);
        return 0;
    }
    if (IS_DICT(other)) {
        Dict *d = AS_DICT(other);
        for (size_t i = 0; i < d->nentries; i++) {
            DictEntry e = d->entries[i];
            if (IS_EMPTY(e.key)) continue;
            gc_push(vm, e.key);
            int rc = toggle(vm, so, e.key, e.hash);
            gc_pop(vm, 1);
            if (rc < 0 || !rt_charge(vm, 1)) return -1;
        }
        return 0;
    }
    Set *src = os;
    if (!src) {
        src = new_like(vm, so, other);
        if (!src) return -1;
    }
    gc_push(vm, v_obj(src));
    int rc = 0;
    SetEntry e;
    for (size_t pos = 0; rc == 0 && next_entry(src, &pos, &e);) {
        gc_push(vm, e.key);
        rc = toggle(vm, so, e.key, e.hash);
        gc_pop(vm, 1);
        if (rc == 0 && !rt_charge(vm, 1)) rc = -1;
    }
    gc_pop(vm, 1);
    return rc;
}

int set_symmetric_difference_update_from(VM *vm, Set *so, Value other) {
    return symmetric_difference_update(vm, so, other);
}

static Set *symmetric_difference(VM *vm, Set *so, Value other) {
    Set *r = new_like(vm, so, other);
    if (!r) return NULL;
    gc_push(vm, v_obj(r));
    int rc = symmetric_difference_update(vm, r, v_obj(so));
    gc_pop(vm, 1);
    return rc < 0 ? NULL : r;
}

static Set *union_of(VM *vm, Set *so, int argc, const Value *argv) {
    Set *r = copy_of(vm, so);
    if (!r) return NULL;
    gc_push(vm, v_obj(r));
    int rc = 0;
    for (int i = 0; i < argc && rc == 0; i++)
        if (set_unwrap(argv[i]) != so) rc = set_update_from(vm, r, argv[i]);
    gc_pop(vm, 1);
    return rc < 0 ? NULL : r;
}

/* so <= other, both sets. */
static int issubset_sets(VM *vm, Set *so, Set *other) {
    if (so->used > other->used) return 0;
    SetEntry e;
    for (size_t pos = 0; next_entry(so, &pos, &e);) {
        gc_push(vm, e.key);
        int rv = contains_entry(vm, other, e.key, e.hash);
        gc_pop(vm, 1);
        if (rv <= 0) return rv;
        if (!rt_charge(vm, 1)) return -1;
    }
    return 1;
}

static int issubset(VM *vm, Set *so, Value other) {
    Set *os = set_unwrap(other);
    if (os) return issubset_sets(vm, so, os);
    Set *tmp = set_new(vm, OK_SET);
    if (!tmp) return -1;
    gc_push(vm, v_obj(tmp));
    int r = set_update_from(vm, tmp, other);
    if (r == 0) r = issubset_sets(vm, so, tmp);
    gc_pop(vm, 1);
    return r;
}

static int issuperset(VM *vm, Set *so, Value other) {
    Set *os = set_unwrap(other);
    if (os) return issubset_sets(vm, os, so);
    Value it = obj_iter(vm, other);
    if (IS_EXC(it)) return -1;
    gc_push(vm, it);
    int r = 1;
    for (;;) {
        Value x = obj_next(vm, it);
        if (IS_EXC(x)) { r = -1; break; }
        if (IS_EMPTY(x)) break;
        gc_push(vm, x);
        int rv = contains_key(vm, so, x);
        gc_pop(vm, 1);
        if (rv <= 0) { r = rv; break; }
        if (!rt_charge(vm, 1)) { r = -1; break; }
    }
    gc_pop(vm, 1);
    return r;
}

/* CPython's frozenset hash: an order-independent mix of the element hashes
 * (unused and dummy entries contribute nothing). */
static uint64_t shuffle_bits(uint64_t h) { return ((h ^ 89869747ULL) ^ (h << 16)) * 3644798167ULL; }

static int64_t frozenset_hash_of(Set *s) {
    if (s->hash != -1) return s->hash;
    uint64_t h = 0;
    if (s->table)
        for (size_t i = 0; i <= s->mask; i++)
            if (is_active(&s->table[i])) h ^= shuffle_bits((uint64_t)s->table[i].hash);
    h ^= ((uint64_t)s->used + 1) * 1927868237ULL;
    h ^= (h >> 11) ^ (h >> 25);
    h = h * 69069U + 907133923ULL;
    if (h == (uint64_t)-1) h = 590923713ULL;
    s->hash = (int64_t)h;
    return s->hash;
}

/* ---- type slots ----------------------------------------------------------- */

static Set *self_set(VM *vm, Value self) {
    Set *s = set_unwrap(self);
    if (!s) exc_raise(vm, EXC_TypeError, "descriptor requires a 'set' object but received a '%s'", type_name(vm, self));
    return s;
}

static Value set_repr(VM *vm, Value self) {
    Set *s = self_set(vm, self);
    if (!s) return VEXC;
    Type *t = type_of(vm, self);
    bool plain = IS_KIND(self, OK_SET);
    StrBuf b;
    sb_init(&b, vm);
    if (!repr_enter(vm, &s->h)) {
        sb_addstr(&b, t->name);
        sb_adds(&b, "(...)");
        return sb_finish(&b);
    }
    if (s->used == 0) {
        repr_leave(vm, &s->h);
        sb_addstr(&b, t->name);
        sb_adds(&b, "()");
        return sb_finish(&b);
    }
    /* Snapshot the elements: a user __repr__ may mutate the set. */
    List *l = list_new(vm, s->used);
    bool ok = l != NULL;
    SetEntry e;
    for (size_t pos = 0; ok && next_entry(s, &pos, &e);) ok = list_append(vm, l, e.key) == 0;
    if (ok) {
        gc_push(vm, v_obj(l));
        if (!plain) {
            sb_addstr(&b, t->name);
            sb_addc(&b, '(');
        }
        sb_addc(&b, '{');
        for (size_t i = 0; i < l->len && ok; i++) {
            if (i) sb_add(&b, ", ", 2);
            Value r = obj_repr(vm, l->items[i]);
            ok = !IS_EXC(r) && rt_charge_repr(vm, r);
            if (ok) sb_addstr(&b, AS_STR(r));
        }
        gc_pop(vm, 1);
    }
    repr_leave(vm, &s->h);
    if (!ok) {
        sb_free(&b);
        return VEXC;
    }
    sb_addc(&b, '}');
    if (!plain) sb_addc(&b, ')');
    return sb_finish(&b);
}

static int frozenset_hash(VM *vm, Value self, int64_t *out) {
    Set *s = self_set(vm, self);
    if (!s) return -1;
    *out = frozenset_hash_of(s);
    return 0;
}

static int set_eq(VM *vm, Set *v, Set *w) {
    if (v->used != w->used) return 0;
    if (v->hash != -1 && w->hash != -1 && v->hash != w->hash) return 0;
    return issubset_sets(vm, v, w);
}

static Value set_richcmp(VM *vm, Value a, Value b, int op) {
    Set *v = set_unwrap(a), *w = set_unwrap(b);
    if (!v || !w) return v_notimpl();
    int r;
    switch (op) {
    case CO_EQ: r = set_eq(vm, v, w); break;
    case CO_NE: r = set_eq(vm, v, w); if (r >= 0) r = !r; break;
    case CO_LE: r = issubset_sets(vm, v, w); break;
    case CO_GE: r = issubset_sets(vm, w, v); break;
    case CO_LT: r = v->used >= w->used ? 0 : issubset_sets(vm, v, w); break;
    case CO_GT: r = v->used <= w->used ? 0 : issubset_sets(vm, w, v); break;
    default: return v_notimpl();
    }
    return r < 0 ? VEXC : v_bool(r);
}

static Value set_iter(VM *vm, Value self) {
    Set *s = self_set(vm, self);
    if (!s) return VEXC;
    Iter *it = iter_new(vm, IT_SET, v_obj(s));
    return it ? v_obj(it) : VEXC;
}

static int64_t set_len(VM *vm, Value self) {
    Set *s = self_set(vm, self);
    return s ? (int64_t)s->used : -1;
}

static int set_truthy(VM *vm, Value self) {
    Set *s = self_set(vm, self);
    return s ? s->used != 0 : -1;
}

static int set_contains_slot(VM *vm, Value self, Value key) {
    Set *s = self_set(vm, self);
    return s ? set_contains(vm, s, key) : -1;
}

/* | & - ^ between sets; the in-place forms (a is a set) accept only sets
 * too, as in CPython. */
static Value set_binop(VM *vm, int op, Value a, Value b, bool inplace) {
    if (op != BO_OR && op != BO_AND && op != BO_SUB && op != BO_XOR) return v_notimpl();
    Set *x = set_unwrap(a), *y = set_unwrap(b);
    if (!x || !y) return v_notimpl();
    if (inplace) {
        if (x->h.kind != OK_SET) return v_notimpl();
        int rc;
        switch (op) {
        case BO_OR: rc = set_update_from(vm, x, b); break;
        case BO_SUB: rc = difference_update(vm, x, b); break;
        case BO_XOR: rc = symmetric_difference_update(vm, x, b); break;
        default: {
            Set *t = intersection(vm, x, b);
            if (!t) return VEXC;
            swap_bodies(x, t);
            rc = 0;
        }
        }
        return rc < 0 ? VEXC : a;
    }
    switch (op) {
    case BO_OR: {
        Set *r = copy_of(vm, x);
        if (!r || x == y) return set_value(r);
        gc_push(vm, v_obj(r));
        int rc = set_update_from(vm, r, b);
        gc_pop(vm, 1);
        return rc < 0 ? VEXC : v_obj(r);
    }
    case BO_AND: return set_value(intersection(vm, x, b));
    case BO_SUB: return set_value(difference(vm, x, b));
    default: return set_value(symmetric_difference(vm, x, b));
    }
}

/* ---- constructors -------------------------------------------------------- */

/* set(iterable) / frozenset(iterable). Subclass instances wrap a base set.
 * A set subclass with its own __init__ starts empty (CPython's set.__new__
 * ignores its arguments); frozenset subclasses are always filled here. */
static Value make_set(VM *vm, Value cls, ObjKind kind, int argc, const Value *argv, Tuple *kwnames) {
    const char *name = kind == OK_SET ? "set" : "frozenset";
    bool exact = !IS_TYPE(cls) || AS_TYPE(cls) == vm->types[kind];
    /* A set subclass with its own __init__ takes whatever that accepts. */
    bool fill = exact || kind == OK_FROZENSET ||
                IS_KIND(type_lookup(vm, AS_TYPE(cls), vm->names->__init__), OK_NATIVE);
    if (fill) {
        if (kwnames && kwnames->len) return exc_raise(vm, EXC_TypeError, "%s() takes no keyword arguments", name);
        if (argc > 1) return exc_raise(vm, EXC_TypeError, "%s expected at most 1 argument, got %d", name, argc);
    }
    /* frozenset(f) is f itself for an exact frozenset f. */
    if (exact && kind == OK_FROZENSET && argc == 1 && IS_KIND(argv[0], OK_FROZENSET)) return argv[0];
    Set *s = set_new(vm, kind);
    if (!s) return VEXC;
    Value self = v_obj(s);
    if (!exact) {
        gc_push(vm, self);
        Instance *in = obj_alloc(vm, OK_INSTANCE, sizeof(Instance));
        gc_pop(vm, 1);
        if (!in) return VEXC;
        in->cls = AS_TYPE(cls);
        in->builtin_value = self;
        self = v_obj(in);
    }
    if (!fill || argc == 0) return self;
    gc_push(vm, self);
    int rc = set_update_from(vm, s, argv[0]);
    gc_pop(vm, 1);
    return rc < 0 ? VEXC : self;
}

static Value set_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    return make_set(vm, cls, OK_SET, argc, argv, kwnames);
}

static Value frozenset_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    return make_set(vm, cls, OK_FROZENSET, argc, argv, kwnames);
}

/* ---- methods --------------------------------------------------------------- */

#define SELF_SET(s)                   \
    Set *s = self_set(vm, self);      \
    if (!s) return VEXC

static Value m_init(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_SET(s);
    if (s->fill) clear(vm, s);
    s->hash = -1;
    if (argc == 0) return VNONE;
    return set_update_from(vm, s, argv[0]) < 0 ? VEXC : VNONE;
}

static Value m_add(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_SET(s);
    return add_key(vm, s, argv[0]) < 0 ? VEXC : VNONE;
}

static Value m_clear(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_SET(s);
    clear(vm, s);
    return VNONE;
}

static Value m_copy(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_SET(s);
    if (IS_KIND(self, OK_FROZENSET)) return self;
    return set_value(copy_of(vm, s));
}

static Value m_discard(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_SET(s);
    return discard_retry(vm, s, argv[0]) < 0 ? VEXC : VNONE;
}

static Value m_remove(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_SET(s);
    int r = discard_retry(vm, s, argv[0]);
    if (r < 0) return VEXC;
    if (r == 0) return exc_key_error(vm, argv[0]);
    return VNONE;
}

static Value m_pop(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_SET(s);
    if (s->used == 0) {
        Value msg = str_cvalue(vm, "pop from an empty set");
        return IS_EXC(msg) ? msg : exc_key_error(vm, msg);
    }
    /* Resume the scan where the last pop() stopped (CPython's finger), so
     * popping everything is linear. */
    /* A bounded scan: `used` says an active entry exists, but a hang here
     * would escape the deadline, so trust it only as far as the table. */
    size_t i = s->finger & s->mask, seen = 0;
    while (s->table && seen <= s->mask && !is_active(&s->table[i])) {
        i = i == s->mask ? 0 : i + 1;
        seen++;
        /* The scan is charged as it goes: add() may put an item back
         * behind the finger, and the next pop() then walks the table. */
        if ((seen & 255) == 0 && !rt_charge(vm, 16)) return VEXC;
    }
    if (!s->table || seen > s->mask) return exc_raise(vm, EXC_SystemError, "set size out of sync with its table");
    Value key = s->table[i].key;
    s->table[i].key = VEMPTY;
    s->table[i].hash = -1;
    s->used--;
    s->finger = i + 1;
    s->version++;
    return key;
}

static Value m_update(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_SET(s);
    for (int i = 0; i < argc; i++)
        if (set_update_from(vm, s, argv[i]) < 0) return VEXC;
    return VNONE;
}

static Value m_union(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_SET(s);
    return set_value(union_of(vm, s, argc, argv));
}

static Value m_intersection(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_SET(s);
    return set_value(intersection_multi(vm, s, argc, argv));
}

static Value m_intersection_update(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_SET(s);
    Set *t = intersection_multi(vm, s, argc, argv);
    if (!t) return VEXC;
    swap_bodies(s, t);
    return VNONE;
}

static Value m_difference(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_SET(s);
    return set_value(difference_multi(vm, s, argc, argv));
}

static Value m_difference_update(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_SET(s);
    for (int i = 0; i < argc; i++)
        if (difference_update(vm, s, argv[i]) < 0) return VEXC;
    return VNONE;
}

static Value m_symmetric_difference(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_SET(s);
    return set_value(symmetric_difference(vm, s, argv[0]));
}

static Value m_symmetric_difference_update(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_SET(s);
    return symmetric_difference_update(vm, s, argv[0]) < 0 ? VEXC : VNONE;
}

static Value bool_result(int r) { return r < 0 ? VEXC : v_bool(r); }

static Value m_isdisjoint(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_SET(s);
    return bool_result(isdisjoint(vm, s, argv[0]));
}

static Value m_issubset(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_SET(s);
    return bool_result(issubset(vm, s, argv[0]));
}

static Value m_issuperset(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    SELF_SET(s);
    return bool_result(issuperset(vm, s, argv[0]));
}

static Value m_contains(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return bool_result(set_contains_slot(vm, self, argv[0]));
}

static Value m_len(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int64_t n = set_len(vm, self);
    return n < 0 ? VEXC : v_int(n);
}

static Value m_iter(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return set_iter(vm, self); }
static Value m_repr(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return set_repr(vm, self); }

static Value m_hash(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int64_t h;
    return frozenset_hash(vm, self, &h) < 0 ? VEXC : v_int(h);
}

#define CMP_METHOD(fn, op)                                                              \
    static Value fn(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {       \
        return set_richcmp(vm, self, argv[0], op);                                      \
    }
CMP_METHOD(m_eq, CO_EQ)
CMP_METHOD(m_ne, CO_NE)
CMP_METHOD(m_lt, CO_LT)
CMP_METHOD(m_le, CO_LE)
CMP_METHOD(m_gt, CO_GT)
CMP_METHOD(m_ge, CO_GE)

/* Operator methods for super() calls from subclasses; the reflected forms
 * swap the operands, the in-place forms mutate self. */
#define BINOP_METHOD(fn, op, reflected, inplace)                                        \
    static Value fn(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {       \
        return reflected ? set_binop(vm, op, argv[0], self, false)                      \
                         : set_binop(vm, op, self, argv[0], inplace);                   \
    }
BINOP_METHOD(m_or, BO_OR, false, false)
BINOP_METHOD(m_and, BO_AND, false, false)
BINOP_METHOD(m_sub, BO_SUB, false, false)
BINOP_METHOD(m_xor, BO_XOR, false, false)
BINOP_METHOD(m_ror, BO_OR, true, false)
BINOP_METHOD(m_rand, BO_AND, true, false)
BINOP_METHOD(m_rsub, BO_SUB, true, false)
BINOP_METHOD(m_rxor, BO_XOR, true, false)
BINOP_METHOD(m_ior, BO_OR, false, true)
BINOP_METHOD(m_iand, BO_AND, false, true)
BINOP_METHOD(m_isub, BO_SUB, false, true)
BINOP_METHOD(m_ixor, BO_XOR, false, true)

#define COMMON_METHODS                                          \
    {"copy", m_copy, 0, 0, 0},                                  \
    {"difference", m_difference, 0, -1, 0},                     \
    {"intersection", m_intersection, 0, -1, 0},                 \
    {"isdisjoint", m_isdisjoint, 1, 1, 0},                      \
    {"issubset", m_issubset, 1, 1, 0},                          \
    {"issuperset", m_issuperset, 1, 1, 0},                      \
    {"symmetric_difference", m_symmetric_difference, 1, 1, 0},  \
    {"union", m_union, 0, -1, 0},                               \
    {"__contains__", m_contains, 1, 1, 0},                      \
    {"__len__", m_len, 0, 0, 0},                                \
    {"__iter__", m_iter, 0, 0, 0},                              \
    {"__repr__", m_repr, 0, 0, 0},                              \
    {"__eq__", m_eq, 1, 1, 0},                                  \
    {"__ne__", m_ne, 1, 1, 0},                                  \
    {"__lt__", m_lt, 1, 1, 0},                                  \
    {"__le__", m_le, 1, 1, 0},                                  \
    {"__gt__", m_gt, 1, 1, 0},                                  \
    {"__ge__", m_ge, 1, 1, 0},                                  \
    {"__or__", m_or, 1, 1, 0},                                  \
    {"__and__", m_and, 1, 1, 0},                                \
    {"__sub__", m_sub, 1, 1, 0},                                \
    {"__xor__", m_xor, 1, 1, 0},                                \
    {"__ror__", m_ror, 1, 1, 0},                                \
    {"__rand__", m_rand, 1, 1, 0},                              \
    {"__rsub__", m_rsub, 1, 1, 0},                              \
    {"__rxor__", m_rxor, 1, 1, 0}

static const MethodDef set_methods[] = {
    COMMON_METHODS,
    {"add", m_add, 1, 1, 0},
    {"clear", m_clear, 0, 0, 0},
    {"difference_update", m_difference_update, 0, -1, 0},
    {"discard", m_discard, 1, 1, 0},
    {"intersection_update", m_intersection_update, 0, -1, 0},
    {"pop", m_pop, 0, 0, 0},
    {"remove", m_remove, 1, 1, 0},
    {"symmetric_difference_update", m_symmetric_difference_update, 1, 1, 0},
    {"update", m_update, 0, -1, 0},
    {"__init__", m_init, 0, 1, 0},
    {"__ior__", m_ior, 1, 1, 0},
    {"__iand__", m_iand, 1, 1, 0},
    {"__isub__", m_isub, 1, 1, 0},
    {"__ixor__", m_ixor, 1, 1, 0},
    {NULL, NULL, 0, 0, 0},
};

static const MethodDef frozenset_methods[] = {
    COMMON_METHODS,
    {"__hash__", m_hash, 0, 0, 0},
    {NULL, NULL, 0, 0, 0},
};

static void init_type(Type *t) {
    t->slots.repr = set_repr;
    t->slots.richcmp = set_richcmp;
    t->slots.iter = set_iter;
    t->slots.len = set_len;
    t->slots.contains = set_contains_slot;
    t->slots.binop = set_binop;
    t->slots.truthy = set_truthy;
}

void set_init(VM *vm) {
    Type *st = vm->types[OK_SET], *ft = vm->types[OK_FROZENSET];
    init_type(st);
    st->slots.hash = NULL;
    st->ctor = set_ctor;
    type_add_methods(vm, st, set_methods);
    /* Subclasses of set inherit unhashability through the MRO. */
    dict_set_str(vm, st->dict, vm->names->__hash__, VNONE);
    init_type(ft);
    ft->slots.hash = frozenset_hash;
    ft->ctor = frozenset_ctor;
    type_add_methods(vm, ft, frozenset_methods);
}
