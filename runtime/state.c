/* VM lifecycle: creating the built-in types and objects of a fresh VM and
 * releasing everything it owns. */
#include <stdlib.h>
#include <time.h>
#include "rt.h"
#include "names.h"

static double default_clock(void *ud) {
    (void)ud;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double rt_now(VM *vm) { return vm->clock(vm->clock_ud); }

double rt_wall(VM *vm) {
    if (vm->wall_clock) return vm->wall_clock(vm->wall_clock_ud);
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double rt_cpu(VM *vm) {
    if (vm->clock != default_clock) return rt_now(vm);
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static bool make_types(VM *vm) {
    static const char *const kind_names[] = {
#define X(k, n) n,
        SMOL_OBJ_KINDS(X)
#undef X
    };
    vm->t_object = type_new_builtin(vm, "object", NULL, OK_INSTANCE);
    if (!vm->t_object) return false;
    vm->t_type = type_new_builtin(vm, "type", vm->t_object, OK_TYPE);
    if (!vm->t_type) return false;
    vm->types[OK_INSTANCE] = vm->t_object;
    vm->types[OK_TYPE] = vm->t_type;
    vm->t_int = type_new_builtin(vm, "int", vm->t_object, OK_BIGINT);
    vm->t_bool = type_new_builtin(vm, "bool", vm->t_int, OK_BIGINT);
    vm->t_float = type_new_builtin(vm, "float", vm->t_object, OK_INSTANCE);
    vm->t_none = type_new_builtin(vm, "NoneType", vm->t_object, OK_INSTANCE);
    vm->t_notimpl = type_new_builtin(vm, "NotImplementedType", vm->t_object, OK_INSTANCE);
    vm->t_ellipsis = type_new_builtin(vm, "ellipsis", vm->t_object, OK_INSTANCE);
    if (!vm->t_int || !vm->t_bool || !vm->t_float || !vm->t_none || !vm->t_notimpl || !vm->t_ellipsis)
        return false;
    vm->types[OK_BIGINT] = vm->t_int;
    for (int k = 0; k < OK__COUNT; k++) {
        if (vm->types[k] || k == OK_EXC) continue;
        Type *base = vm->t_object;
        if (k == OK_FROZENSET) base = vm->t_object;
        vm->types[k] = type_new_builtin(vm, kind_names[k], base, (ObjKind)k);
        if (!vm->types[k]) return false;
    }
    /* Types that cannot be subclassed by snippets. */
    int finals[] = {OK_RANGE, OK_SLICE, OK_FUNC, OK_NATIVE, OK_BOUND, OK_CODE, OK_CELL, OK_GEN,
                    OK_ITER, OK_MODULE, OK_SUPER, OK_DICTVIEW, OK_BOX};
    for (size_t i = 0; i < sizeof finals / sizeof finals[0]; i++) vm->types[finals[i]]->tflags |= TF_FINAL;
    vm->t_none->tflags |= TF_FINAL;
    vm->t_notimpl->tflags |= TF_FINAL;
    vm->t_ellipsis->tflags |= TF_FINAL;
    vm->t_float->inst_kind = OK_INSTANCE;
    vm->types[OK_LIST]->tflags |= TF_SEQUENCE;
    vm->types[OK_TUPLE]->tflags |= TF_SEQUENCE;
    vm->types[OK_RANGE]->tflags |= TF_SEQUENCE;
    vm->types[OK_DICT]->tflags |= TF_MAPPING;
    return true;
}

static VM *vm_new(const Limits *limits, uint64_t seed, bool map_large) {
    VM *vm = calloc(1, sizeof(VM));
    if (!vm) return NULL;
    vm->map_large = map_large;
    vm->limits = *limits;
    if (vm->limits.max_recursion <= 0) vm->limits.max_recursion = 1000;
    vm->mem_cap = limits->max_memory;
    vm->fail_after = -1;
    vm->gc_threshold = (size_t)4 << 20;
    vm->hash_seed = seed;
    vm->exc = VEMPTY;
    vm->result = VNONE;
    vm->clock = default_clock;
    vm->fuel = INT64_MAX / 4;
    vm->budget_left = 0;
    /* Construction must not be refused by a tiny cap; the cap applies to
     * runs. */
    vm->mem_cap = 0;
    vm->gc_running = true;

    vm->empty_str = str_new(vm, "", 0);
    if (!vm->empty_str) goto fail;
    for (int c = 0; c < 128; c++) {
        char ch = (char)c;
        vm->char_cache[c] = str_new(vm, &ch, 1);
        if (!vm->char_cache[c]) goto fail;
    }
    vm->names = mem_alloc(vm, sizeof(SNames));
    if (!vm->names) goto fail;
#define X(n) if (!(vm->names->n = str_intern_cstr(vm, #n))) goto fail;
    SMOL_NAMES(X)
#undef X
    vm->empty_tuple = tuple_new(vm, 0);
    if (!vm->empty_tuple) goto fail;
    if (!make_types(vm)) goto fail;
    exc_init(vm);
    str_init(vm);
    int_init(vm);
    float_init(vm);
    tuple_init(vm);
    list_init(vm);
    dict_init(vm);
    set_init(vm);
    bytes_init(vm);
    complex_init(vm);
    iter_init(vm);
    func_init(vm);
    vm->modules = dict_new(vm);
    if (!vm->modules) goto fail;
    builtins_init(vm);
    if (!vm->builtins || vm->halt) goto fail;
    vm->gc_running = false;
    vm->mem_cap = limits->max_memory;
    vm->gc_threshold = gc_next_threshold(vm->live_bytes, vm->mem_cap);
    return vm;
fail:
    rt_vm_free(vm);
    return NULL;
}

VM *rt_vm_new(const Limits *limits, uint64_t seed) { return vm_new(limits, seed, false); }

VM *rt_vm_new_template(const Limits *limits, uint64_t seed) { return vm_new(limits, seed, true); }

void rt_vm_free(VM *vm) {
    if (!vm) return;
    /* The objects go with the pages and large blocks (gc_free_all);
     * without roots, a checking build's collection frees each through
     * the sweeper's paths. */
    vm->sessions = NULL;
    vm->nframes = 0;
    vm->nroots = 0;
    vm->nextra_roots = 0;
    vm->builtins = NULL;
    vm->modules = NULL;
    vm->module_code = NULL;
    vm->empty_tuple = NULL;
    vm->empty_str = NULL;
    memset(vm->char_cache, 0, sizeof vm->char_cache);
    memset(vm->types, 0, sizeof vm->types);
    memset(vm->exc_types, 0, sizeof vm->exc_types);
    vm->t_object = vm->t_type = vm->t_int = vm->t_bool = vm->t_float = vm->t_none = NULL;
    vm->t_notimpl = vm->t_ellipsis = NULL;
    vm->t_dict_keys = vm->t_dict_values = vm->t_dict_items = NULL;
    vm->t_member = NULL;
    memset(vm->t_iters, 0, sizeof vm->t_iters);
    vm->exc = VEMPTY;
    vm->result = VNONE;
    vm->gen_return = VNONE;
    mem_free(vm, vm->interned, vm->interned_cap * sizeof(Str *));
    vm->interned = NULL;
    vm->interned_cap = 0;
    vm->ninterned = 0;
    vm->gc_running = false;
    /* The names are roots too: none from here on (a copy that failed
     * half-made holds them unrelocated). */
    SNames *names = vm->names;
    vm->names = NULL;
    gc_free_all(vm);
    mem_free(vm, names, sizeof(SNames));
    /* A segment holds nothing past the furthest window it gave out: the
     * pool of a template's copies zeroes only that much. */
    for (int i = 0; i < vm->nsegs; i++)
        mem_free_used(vm, vm->segs[i].slots, vm->segs[i].cap * sizeof(Value), vm->segs[i].hw * sizeof(Value));
    mem_free(vm, vm->frames, (size_t)vm->frames_cap * sizeof(Frame));
    mem_free(vm, vm->out.p, vm->out.cap);
    mem_free(vm, vm->out_tail.p, vm->out_tail.cap);
    mem_free(vm, vm->repr_stack, vm->repr_cap * sizeof(Obj *));
    mem_free(vm, vm->extra_roots, vm->extra_roots_cap * sizeof(Value));
    free(vm->roots);
    obj_ids_free(vm);
    mem_release_slabs(vm);
    free(vm);
}
