/* Object identities for id() and the "at 0x..." of reprs. They are handed
 * out from a per-VM counter on first request, so a run prints the same
 * values every time and never reveals a host address. The table maps
 * objects to their ids; an object that has one carries OBJ_HAS_ID, and
 * the collector drops its entry when it frees the object. */
#include "rt.h"

#define ID_BASE 0x7f0a10000000ULL
#define ID_STEP 0x30ULL

static size_t slot_of(const VM *vm, const Obj *o) {
    uintptr_t h = (uintptr_t)o;
    h ^= h >> 17;
    h *= 0x9E3779B97F4A7C15ULL;
    return (size_t)(h >> 20) & (vm->ids.cap - 1);
}

static bool grow(VM *vm) {
    size_t ncap = vm->ids.cap ? vm->ids.cap * 2 : 64;
    IdEntry *t = mem_alloc(vm, ncap * sizeof(IdEntry));
    if (!t) return false;
    memset(t, 0, ncap * sizeof(IdEntry));
    IdEntry *old = vm->ids.table;
    size_t oldcap = vm->ids.cap;
    vm->ids.table = t;
    vm->ids.cap = ncap;
    vm->ids.used = 0;
    for (size_t i = 0; i < oldcap; i++) {
        if (!old[i].obj || old[i].obj == (Obj *)1) continue;
        size_t j = slot_of(vm, old[i].obj);
        while (t[j].obj) j = (j + 1) & (ncap - 1);
        t[j] = old[i];
        vm->ids.used++;
    }
    mem_free(vm, old, oldcap * sizeof(IdEntry));
    return true;
}

uint64_t obj_id(VM *vm, Obj *o) {
    /* A shared object is not written: whether it has an id in this VM is
     * known from the table alone. */
    if ((o->flags & (OBJ_HAS_ID | OBJ_SHARED)) && vm->ids.cap) {
        for (size_t j = slot_of(vm, o);; j = (j + 1) & (vm->ids.cap - 1)) {
            if (vm->ids.table[j].obj == o) return vm->ids.table[j].id;
            if (!vm->ids.table[j].obj) break;
        }
    }
    if ((vm->ids.used + vm->ids.dead + 1) * 2 > vm->ids.cap) {
        vm->ids.dead = 0;
        if (!grow(vm)) return 0;
    }
    uint64_t id = ID_BASE + ID_STEP * ++vm->ids.next;
    size_t j = slot_of(vm, o);
    while (vm->ids.table[j].obj && vm->ids.table[j].obj != (Obj *)1) j = (j + 1) & (vm->ids.cap - 1);
    vm->ids.table[j].obj = o;
    vm->ids.table[j].id = id;
    vm->ids.used++;
    if (!(o->flags & OBJ_SHARED)) o->flags |= OBJ_HAS_ID;
    return id;
}

/* Give `o` the identity `id` that a copied object had in the VM it was
 * copied from (clone.c): false when the table cannot grow. */
bool obj_id_adopt(VM *vm, Obj *o, uint64_t id) {
    if ((vm->ids.used + vm->ids.dead + 1) * 2 > vm->ids.cap) {
        vm->ids.dead = 0;
        if (!grow(vm)) return false;
    }
    size_t j = slot_of(vm, o);
    while (vm->ids.table[j].obj && vm->ids.table[j].obj != (Obj *)1) j = (j + 1) & (vm->ids.cap - 1);
    vm->ids.table[j].obj = o;
    vm->ids.table[j].id = id;
    vm->ids.used++;
    o->flags |= OBJ_HAS_ID;
    return true;
}

void obj_id_forget(VM *vm, Obj *o) {
    if (!vm->ids.cap) return;
    for (size_t j = slot_of(vm, o);; j = (j + 1) & (vm->ids.cap - 1)) {
        if (!vm->ids.table[j].obj) return;
        if (vm->ids.table[j].obj == o) {
            vm->ids.table[j].obj = (Obj *)1;   /* tombstone */
            vm->ids.used--;
            vm->ids.dead++;
            return;
        }
    }
}

void obj_ids_free(VM *vm) {
    mem_free(vm, vm->ids.table, vm->ids.cap * sizeof(IdEntry));
    memset(&vm->ids, 0, sizeof vm->ids);
}
