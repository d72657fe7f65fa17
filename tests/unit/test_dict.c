/* Unit tests of the dict and set tables (runtime/dict.c, runtime/set.c):
 * insertion order through deletes and re-inserts, lookups across growth and
 * shrinking, popitem, str keys, set orders against CPython, the frozenset
 * hash, consistency under failed allocations, and exact memory accounting
 * (everything returns to the account once collected). */
#include <stdio.h>
#include "runtime/rt.h"
#include "runtime/names.h"

static int passed, failed;

#define CHECK(cond)                                                              \
    do {                                                                         \
        if (cond) passed++;                                                      \
        else {                                                                   \
            failed++;                                                            \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                        \
    } while (0)

static VM *new_vm(void) {
    Limits l = {0, 0, 1000, 1 << 20, 0};
    return rt_vm_new(&l, 1);
}

/* Keys of d in iteration order, as ints; returns the count. */
static size_t int_keys(Dict *d, int64_t *out, size_t max) {
    size_t pos = 0, n = 0;
    Value k, v;
    while (n < max && dict_next(d, &pos, &k, &v)) out[n++] = IS_INT(k) ? AS_INT(k) : INT64_MIN;
    return n;
}

static size_t set_ints(Set *s, int64_t *out, size_t max) {
    size_t pos = 0, n = 0;
    Value k;
    while (n < max && set_next(s, &pos, &k)) out[n++] = IS_INT(k) ? AS_INT(k) : INT64_MIN;
    return n;
}

/* A method of a built-in type, called directly. */
static Value call_method(VM *vm, ObjKind kind, const char *name, Value self, int argc, const Value *argv) {
    Value m = dict_get_str(vm, vm->types[kind]->dict, str_intern_cstr(vm, name));
    if (!IS_KIND(m, OK_NATIVE)) return VEXC;
    return AS_NATIVE(m)->fn(vm, self, argc, argv, NULL);
}

static void test_order_and_lookup(VM *vm) {
    Dict *d = dict_new(vm);
    CHECK(d != NULL);
    gc_push(vm, v_obj(d));
    int errs = 0;
    for (int64_t i = 0; i < 1000; i++) errs += dict_set(vm, d, v_int(i * 7), v_int(i)) < 0;
    CHECK(errs == 0);
    CHECK(d->used == 1000);
    for (int64_t i = 0; i < 1000; i += 2) errs += dict_del(vm, d, v_int(i * 7)) != 1;
    CHECK(errs == 0);
    CHECK(dict_del(vm, d, v_int(0)) == 0);
    CHECK(d->used == 500);
    /* A re-inserted key goes to the end; replacing a value keeps the place. */
    CHECK(dict_set(vm, d, v_int(0), v_int(-1)) == 0);
    CHECK(dict_set(vm, d, v_int(7), v_int(-7)) == 0);
    int64_t keys[1200];
    size_t n = int_keys(d, keys, 1200);
    CHECK(n == 501);
    bool ordered = true;
    for (size_t i = 0; i + 1 < n; i++)
        if (keys[i] != (int64_t)(2 * i + 1) * 7) ordered = false;
    CHECK(ordered);
    CHECK(keys[0] == 7 && keys[n - 1] == 0);
    CHECK(AS_INT(dict_get(vm, d, v_int(7))) == -7);
    bool found = true;
    for (int64_t i = 3; i < 1000; i += 2) {
        Value v = dict_get(vm, d, v_int(i * 7));
        if (!IS_INT(v) || AS_INT(v) != i) found = false;
        if (!IS_EMPTY(dict_get(vm, d, v_int((i - 1) * 7)))) found = false;
    }
    CHECK(found);
    /* Equal keys of other types find the int entry (hash(7) == hash(7.0)). */
    CHECK(IS_INT(dict_get(vm, d, v_float(7.0))));
    CHECK(dict_set(vm, d, v_bool(true), v_int(1)) == 0);
    CHECK(dict_set(vm, d, v_int(1), v_int(2)) == 0);
    n = int_keys(d, keys, 1200);
    CHECK(n == 502);
    CHECK(AS_INT(dict_get(vm, d, v_float(1.0))) == 2);
    gc_pop(vm, 1);
}

static void test_grow_and_shrink(VM *vm) {
    Dict *d = dict_new(vm);
    gc_push(vm, v_obj(d));
    CHECK(d->nslots == 0);
    CHECK(dict_set(vm, d, v_int(1), VNONE) == 0);
    CHECK(d->nslots == 8);
    int errs = 0;
    for (int64_t i = 0; i < 20000; i++) errs += dict_set(vm, d, v_int(i), v_int(i)) < 0;
    CHECK(errs == 0);
    size_t big = d->nslots;
    CHECK(big >= 32768);
    for (int64_t i = 0; i < 19990; i++) errs += dict_del(vm, d, v_int(i)) != 1;
    CHECK(errs == 0 && d->used == 10);
    /* Deleting never rebuilds; the next rebuild (when the entry array is
     * full) compacts and sizes the table for the live items only. */
    CHECK(d->nslots == big);
    size_t before = d->nentries;
    int64_t k = 100000;
    while (d->nentries >= before && k < 200000) errs += dict_set(vm, d, v_int(k++), VNONE) < 0;
    CHECK(errs == 0);
    CHECK(d->nentries == d->used);
    CHECK(d->nslots < big / 2 && d->nslots >= 3 * d->used - 3);
    size_t live = d->used;
    int64_t keys[4096];
    size_t n = int_keys(d, keys, 4096);
    CHECK(n == live && keys[0] == 19990 && keys[9] == 19999 && keys[10] == 100000 && keys[n - 1] == k - 1);
    /* Delete all but 11 and append until the entry array is full: the
     * rebuild then sizes the table for what is live at that moment. */
    for (size_t i = 11; i < n; i++) errs += dict_del(vm, d, v_int(keys[i])) != 1;
    before = d->nentries;
    size_t cap = d->cap, grew = 0;
    DictEntry *old_entries = d->entries;
    while (d->entries == old_entries && grew <= cap) {
        errs += dict_set(vm, d, v_int(k++), VNONE) < 0;
        grew++;
    }
    CHECK(errs == 0);
    CHECK(grew == cap - before + 1 && d->used == 11 + grew && d->nentries == d->used);
    size_t want = 8;
    while (want < 3 * (d->used - 1)) want <<= 1;
    CHECK(d->nslots == want);
    /* clear() releases the storage; the next insert starts at 8 slots. */
    CHECK(!IS_EXC(call_method(vm, OK_DICT, "clear", v_obj(d), 0, NULL)));
    CHECK(d->nslots == 0 && d->used == 0 && d->entries == NULL);
    for (int64_t j = 0; j < 11; j++) errs += dict_set(vm, d, v_int(19990 + j), VNONE) < 0;
    CHECK(errs == 0 && d->nslots == 32);
    /* popitem drops trailing entries; many pop/insert rounds must neither
     * lose items nor fill the index. */
    Value popitem = dict_get_str(vm, vm->types[OK_DICT]->dict, str_intern_cstr(vm, "popitem"));
    CHECK(IS_KIND(popitem, OK_NATIVE));
    for (int round = 0; round < 5000; round++) {
        for (int j = 0; j < 3; j++) errs += dict_set(vm, d, v_int(1000000 + round * 3 + j), v_int(j)) < 0;
        for (int j = 0; j < 3; j++) {
            Value t = AS_NATIVE(popitem)->fn(vm, v_obj(d), 0, NULL, NULL);
            if (!IS_TUPLE(t) || AS_INT(AS_TUPLE(t)->items[0]) != 1000000 + round * 3 + (2 - j)) errs++;
        }
        if (!IS_EMPTY(dict_get(vm, d, v_int(-round)))) errs++;
    }
    CHECK(errs == 0);
    CHECK(d->used >= 11 && d->nslots <= 8 * d->used);
    gc_pop(vm, 1);
}

static void test_str_keys(VM *vm) {
    Dict *d = dict_new(vm);
    gc_push(vm, v_obj(d));
    Str *a = str_intern_cstr(vm, "alpha");
    Str *a2 = str_new(vm, "alpha", 5); /* equal, not the same object */
    gc_push(vm, v_obj(a2));
    CHECK(a != a2);
    CHECK(dict_set_str(vm, d, a, v_int(1)) == 0);
    CHECK(AS_INT(dict_get_str(vm, d, a2)) == 1);
    CHECK(AS_INT(dict_get(vm, d, v_obj(a2))) == 1);
    CHECK(dict_set(vm, d, v_obj(a2), v_int(2)) == 0);
    CHECK(d->used == 1);
    Value k, v;
    size_t pos = 0;
    CHECK(dict_next(d, &pos, &k, &v) && AS_OBJ(k) == (Obj *)a && AS_INT(v) == 2);
    char buf[32];
    int errs = 0;
    for (int i = 0; i < 500; i++) {
        int len = snprintf(buf, sizeof buf, "key%d", i);
        Str *s = str_new(vm, buf, (size_t)len);
        errs += !s || dict_set_str(vm, d, s, v_int(i)) < 0;
    }
    for (int i = 0; i < 500; i++) {
        int len = snprintf(buf, sizeof buf, "key%d", i);
        Str *s = str_new(vm, buf, (size_t)len);
        Value r = s ? dict_get_str(vm, d, s) : VEXC;
        errs += !IS_INT(r) || AS_INT(r) != i;
    }
    CHECK(errs == 0);
    CHECK(IS_EMPTY(dict_get_str(vm, d, str_intern_cstr(vm, "nope"))));
    Dict *c = dict_copy(vm, d);
    CHECK(c && c->used == d->used);
    pos = 0;
    CHECK(c && dict_next(c, &pos, &k, &v) && AS_OBJ(k) == (Obj *)a);
    gc_pop(vm, 2);
}

/* Orders and values produced by CPython 3.11 for int sets. */
static void test_set_order(VM *vm) {
    Set *s = set_new(vm, OK_SET);
    gc_push(vm, v_obj(s));
    const int64_t in[] = {100, 5, 1000000, -3};
    for (int i = 0; i < 4; i++) CHECK(set_add(vm, s, v_int(in[i])) == 0);
    int64_t out[64];
    size_t n = set_ints(s, out, 64);
    /* print(set([100, 5, 1000000, -3])) -> {1000000, -3, 100, 5} */
    CHECK(n == 4 && out[0] == 1000000 && out[1] == -3 && out[2] == 100 && out[3] == 5);
    CHECK(set_contains(vm, s, v_int(5)) == 1);
    CHECK(set_contains(vm, s, v_float(5.0)) == 1);
    CHECK(set_contains(vm, s, v_int(6)) == 0);
    CHECK(set_discard(vm, s, v_int(100)) == 1);
    CHECK(set_discard(vm, s, v_int(100)) == 0);
    CHECK(s->used == 3 && s->fill == 4);
    /* s = set(); for i in [37, 5, 12, 99, -4, 1000, 64, 8, 3, 77, 123456,
     * 15, 31, 2, 0]: s.add(i) */
    Set *t = set_new(vm, OK_SET);
    gc_push(vm, v_obj(t));
    const int64_t seq[] = {37, 5, 12, 99, -4, 1000, 64, 8, 3, 77, 123456, 15, 31, 2, 0};
    const int64_t want[] = {64, 123456, 2, 99, 3, 5, 37, 0, 1000, 8, 12, 77, 15, -4, 31};
    for (int i = 0; i < 15; i++) CHECK(set_add(vm, t, v_int(seq[i])) == 0);
    n = set_ints(t, out, 64);
    bool same = n == 15;
    for (size_t i = 0; same && i < n; i++) same = out[i] == want[i];
    CHECK(same);
    /* hash(frozenset({1, 2, 3})) */
    Set *f = set_new(vm, OK_FROZENSET);
    gc_push(vm, v_obj(f));
    for (int i = 1; i <= 3; i++) CHECK(set_add(vm, f, v_int(i)) == 0);
    int64_t h = 0;
    CHECK(obj_hash(vm, v_obj(f), &h) == 0 && h == -272375401224217160LL);
    Set *e = set_new(vm, OK_FROZENSET);
    CHECK(e && obj_hash(vm, v_obj(e), &h) == 0 && h == 133146708735736LL);
    /* pop order of {5, 3, 9, 1, 100, -7, 64, 12} */
    Set *p = set_new(vm, OK_SET);
    gc_push(vm, v_obj(p));
    const int64_t pin[] = {5, 3, 9, 1, 100, -7, 64, 12};
    const int64_t pops[] = {64, 1, 3, 100, 5, 9, 12, -7};
    for (int i = 0; i < 8; i++) CHECK(set_add(vm, p, v_int(pin[i])) == 0);
    same = true;
    for (int i = 0; i < 8; i++) {
        Value r = call_method(vm, OK_SET, "pop", v_obj(p), 0, NULL);
        same = same && IS_INT(r) && AS_INT(r) == pops[i];
    }
    CHECK(same);
    CHECK(IS_EXC(call_method(vm, OK_SET, "pop", v_obj(p), 0, NULL)));
    exc_clear(vm);
    gc_pop(vm, 4);
}

/* With the Nth allocation failing, building a dict or set either completes
 * or stops with HALT_MEMORY, and every item added before the failure is
 * still found. */
static void test_failed_allocations(VM *vm) {
    int consistent = 1;
    for (int64_t nth = 0; nth < 40; nth++) {
        Dict *d = dict_new(vm);
        Set *s = set_new(vm, OK_SET);
        if (!d || !s) {
            consistent = 0;
            break;
        }
        gc_push(vm, v_obj(d));
        gc_push(vm, v_obj(s));
        vm->fail_after = nth;
        int64_t added = 0;
        for (int64_t i = 0; i < 300; i++) {
            if (dict_set(vm, d, v_int(i), v_int(i)) < 0) break;
            if (set_add(vm, s, v_int(i)) < 0) break;
            added++;
        }
        vm->fail_after = -1;
        vm->halt = HALT_NONE;
        for (int64_t i = 0; i < added; i++) {
            Value v = dict_get(vm, d, v_int(i));
            if (!IS_INT(v) || AS_INT(v) != i || set_contains(vm, s, v_int(i)) != 1) consistent = 0;
        }
        if (d->used < (size_t)added || s->used < (size_t)added) consistent = 0;
        /* Still usable after the failure. */
        if (dict_set(vm, d, v_int(-1), VNONE) < 0 || set_add(vm, s, v_int(-1)) < 0) consistent = 0;
        gc_pop(vm, 2);
    }
    CHECK(consistent);
}

/* Everything a dict and set own goes back to the account when collected. */
static void test_accounting(VM *vm) {
    gc_collect(vm);
    size_t base = vm->used_bytes;
    Dict *d = dict_new(vm);
    gc_push(vm, v_obj(d));
    int errs = 0;
    for (int64_t i = 0; i < 5000; i++) {
        Set *s = set_new(vm, i % 2 ? OK_SET : OK_FROZENSET);
        errs += !s;
        if (!s) break;
        for (int64_t j = 0; j < i % 13; j++) errs += set_add(vm, s, v_int(j * i)) < 0;
        errs += dict_set(vm, d, v_int(i), v_obj(s)) < 0;
        if (i % 3 == 0) errs += dict_del(vm, d, v_int(i / 2)) < 0;
    }
    Value items = call_method(vm, OK_DICT, "items", v_obj(d), 0, NULL);
    errs += IS_EXC(items);
    Dict *c = dict_copy(vm, d);
    errs += !c;
    CHECK(errs == 0);
    CHECK(vm->used_bytes > base);
    gc_pop(vm, 1);
    gc_collect(vm);
    CHECK(vm->used_bytes == base);
}

int main(void) {
    VM *vm = new_vm();
    CHECK(vm != NULL);
    if (vm) {
        test_order_and_lookup(vm);
        test_grow_and_shrink(vm);
        test_str_keys(vm);
        test_set_order(vm);
        test_failed_allocations(vm);
        test_accounting(vm);
        rt_vm_free(vm);
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
