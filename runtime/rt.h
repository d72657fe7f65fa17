/* The runtime's internal API: what the VM, the API layer and the runtime's
 * own files call. Each section names the file that implements it.
 *
 * Conventions (see object.h): a Value-returning function returns VEXC on
 * failure with the exception pending in vm->exc (or vm->halt set); pointer
 * returns use NULL, int returns use -1. Every allocation goes through
 * alloc.c; every native loop charges the budget with rt_charge().
 *
 * GC rule: a collection runs only at interpreter safe points, never inside
 * a native function unless that native calls back into Python (rt_call,
 * obj_repr of an instance, ...). A native that does so must keep every heap
 * value it holds in C locals, and that is not reachable from its arguments,
 * on the temp-root stack (gc_push/gc_pop) across the call.
 */
#ifndef SMOL_RT_H
#define SMOL_RT_H

#include <stdarg.h>
#include <string.h>
#include "state.h"
#include "opcodes.h"

/* ---- alloc.c: the accounted allocator --------------------------------- */

/* Fails softly: returns NULL and sets vm->halt = HALT_MEMORY when the cap
 * would be crossed. Sizes must be passed back exactly on realloc/free. */
void *mem_alloc(VM *vm, size_t n);
/* A copy of n bytes of storage at src in vm's account (an empty array a
 * 1-byte block, as the sweeper frees it); NULL for NULL, and NULL with
 * *ok cleared when the allocation fails or *ok was false already. */
void *mem_dup(VM *vm, const void *src, size_t n, bool *ok);
void *mem_realloc(VM *vm, void *p, size_t old_n, size_t new_n);
void mem_free(VM *vm, void *p, size_t n);
/* mem_free of a block whose user wrote only its first `used` bytes since
 * it had it (the rest is as it was given): a template's pool then zeroes
 * no more of it than was written. */
void mem_free_used(VM *vm, void *p, size_t n, size_t used);
/* Whether block p, just handed out for n bytes, is known to be all zero
 * (a large block fresh from the system or a template's pool): a user that
 * would zero it first may skip that. false when not known. */
bool mem_is_zero(VM *vm, const void *p, size_t n);
/* Check that `n` more bytes would fit under the cap, without allocating
 * (for GMP results, whose size is bounded before computing them). */
bool mem_would_fit(VM *vm, size_t n);
/* Bytes the account may still grow by under the cap (SIZE_MAX without
 * one), for sizing an optional extra such as a growable buffer's room. */
size_t mem_room_left(VM *vm);
/* Add/remove bytes held outside mem_alloc (GMP limbs) to the account.
 * mem_account_add fails (false, halt set) when the cap is crossed. Each
 * add is one object's storage, which one sub gives back: the VM counts
 * them (vm->nextern), and freeing a VM visits its objects only while
 * some are held (gc_free_all). */
bool mem_account_add(VM *vm, size_t n);
void mem_account_sub(VM *vm, size_t n);
/* id(o): a per-VM identity, stable for the object's life (0 if memory ran
 * out); the collector forgets it when the object dies. */
uint64_t obj_id(VM *vm, Obj *o);
void obj_id_forget(VM *vm, Obj *o);
/* Give a copied object the identity it had (clone.c); false without memory. */
bool obj_id_adopt(VM *vm, Obj *o, uint64_t id);
void obj_ids_free(VM *vm);
/* Blocks of sizes[0..n) into out[0..n): all of them, or none (false,
 * halt set) when one cannot be had. */
bool mem_alloc_many(VM *vm, const uint32_t *sizes, void **out, size_t n);
/* A plan for allocating blocks of sizes[0..n) at once, made once and used
 * by many VMs (alloc.c); NULL in builds that allocate block by block, or
 * without memory. mem_alloc_planned fills out[0..n) as mem_alloc_many
 * does, or fails (false, halt set) leaving what it took to the VM's
 * teardown: the caller then frees the VM. */
typedef struct AllocPlan AllocPlan;
AllocPlan *mem_plan_new(const uint32_t *sizes, size_t n);
void mem_plan_free(AllocPlan *pl);
bool mem_alloc_planned(VM *vm, const AllocPlan *pl, const uint32_t *sizes, void **out);
/* Return the small-block slabs and every large block to the system, or
 * to the VM's pool (VM teardown). */
void mem_release_slabs(VM *vm);
/* A template's pool of chunks and large blocks (see alloc.c), shared by
 * the VMs copied from it, from any thread; freed after the last of them. */
typedef struct MemPool MemPool;
MemPool *mem_pool_new(void);
void mem_pool_free(MemPool *pool);
/* The largest block that lives in a page (alloc.c); larger ones are
 * blocks of the C allocator's. */
#define MEM_SMALL_MAX ((size_t)2048)
/* Make the pages of vm's small blocks, and its large blocks that have
 * pages of their own (VM.map_large), read-only, or writable again: a
 * frozen template's heap (clone.c), which nothing may write. */
void mem_protect(VM *vm, bool readonly);
/* Whether mem_protect covers block p of n bytes (in builds that keep no
 * block in pages, which rely on a checksum instead, always). */
bool mem_protectable(const VM *vm, const void *p, size_t n);
/* Give most empty pages back to the system (between runs). */
void mem_trim(VM *vm);
/* Bytes of the empty pages kept for reuse (counted in live_bytes). */
size_t mem_pool_bytes(VM *vm);
/* A zeroed heap object of `size` bytes linked into the GC list. */
void *obj_alloc(VM *vm, ObjKind kind, size_t size);
/* The same with only the common header set: for objects whose every field
 * (and every byte of inline data) the caller writes at once. */
void *obj_alloc_uninit(VM *vm, ObjKind kind, size_t size);
/* Record that the run must stop with `why` (uncatchable); returns VEXC. */
Value rt_halt(VM *vm, HaltReason why);

/* Charge `units` of native work to the instruction budget. Returns false
 * (with vm->halt set) when the budget or the deadline is exhausted; the
 * caller then returns VEXC. Cheap: one subtraction and a branch. */
bool rt_charge_slow(VM *vm);
static inline bool rt_charge(VM *vm, int64_t units) {
    vm->fuel -= units;
    if (__builtin_expect(vm->fuel < 0, 0)) return rt_charge_slow(vm);
    return true;
}

/* Charge an item's repr `r` (a str) before it is copied into its
 * container's repr: the copying of nested reprs is paid by its size. */
static inline bool rt_charge_repr(VM *vm, Value r) {
    return rt_charge(vm, 1 + (int64_t)(AS_STR(r)->blen / 32));
}

/* memcpy/memmove that accept a NULL pointer with a zero length (an empty
 * container has no item storage). */
static inline void mem_copy(void *dst, const void *src, size_t n) {
    if (n) memcpy(dst, src, n);
}
static inline void mem_move(void *dst, const void *src, size_t n) {
    if (n) memmove(dst, src, n);
}

/* ---- gc.c -------------------------------------------------------------- */

void gc_push(VM *vm, Value v);      /* never fails: the stack is pre-sized */
void gc_pop(VM *vm, size_t n);
/* A root scope: note the temp-root height on entry, push freely, and give
 * the height back on every exit (`size_t rs = gc_scope(vm); ...
 * gc_unscope(vm, rs);`), so no path can pop too few or too many. */
static inline size_t gc_scope(VM *vm) { return vm->nroots; }
static inline void gc_unscope(VM *vm, size_t height) {
    if (height < vm->nroots) vm->nroots = height;
}
void gc_collect(VM *vm);
/* Drop every object of a VM being freed (rt_vm_free): only those holding
 * storage from outside the allocator are visited; the rest goes with the
 * VM's pages and large blocks (mem_release_slabs). */
void gc_free_all(VM *vm);
/* The end of a run: collect only when the run left enough garbage (more
 * than 1 MB since the last collection, or past the pacing threshold), so
 * that a short run costs the same in a VM holding thousands of idle
 * sessions, or most of its memory cap, as in an empty one. */
void gc_after_run(VM *vm);
/* The VM holds more than seven eighths of its memory cap: within the
 * eighth where the pacing lets garbage reach the cap (gc_next_threshold),
 * so a run starts after a collection (api begin). */
bool gc_cap_tight(const VM *vm);
/* The heap size at which the next collection runs (see gc.c). */
size_t gc_next_threshold(size_t live, size_t cap);
/* Storage release and marking hooks the collector calls per kind. */
void bigint_free(VM *vm, BigInt *b);
void code_free_storage(VM *vm, Code *c);
void dict_mark(VM *vm, Dict *d, void (*mark)(VM *, Value));
void dict_free_storage(VM *vm, Dict *d);
void set_free_storage(VM *vm, Set *s);
/* Collect if the heap has grown past the threshold. Safe points only. */
static inline void gc_safepoint(VM *vm) {
    if (__builtin_expect(vm->live_bytes > vm->gc_threshold || vm->gc_stress, 0))
        gc_collect(vm);
}

/* ---- exc.c: raising ------------------------------------------------------ */

/* Raise a new exception of a built-in class with a printf-style message
 * (%s %d %ld %lld %zu %c %%, and %R = repr of a Value, %S = str of a
 * Value, %T = type name of a Value, %A = the same but "None" for None as
 * Argument Clinic writes it, %U = Str *). Returns VEXC. */
Value exc_raise(VM *vm, ExcId id, const char *fmt, ...);
Value exc_vraise(VM *vm, ExcId id, const char *fmt, va_list ap);
/* A str formatted as exc_raise formats its message (%S str, %R repr of a
 * Value, %U a Str, %s a C string), or VEXC. */
Value exc_format(VM *vm, const char *fmt, ...);
Value exc_oserror_field(VM *vm, Value self, Str *name);
/* Raise an exception instance or class (instantiated without arguments). */
Value exc_raise_obj(VM *vm, Value exc);
/* Raise UnicodeDecodeError (decode) or UnicodeEncodeError with CPython's
 * five arguments: the codec's name, the bytes or str being converted, the
 * failing range [start, end) and the reason; its attributes and str()
 * follow. VEXC. */
Value exc_raise_unicode(VM *vm, bool decode, const char *encoding, Value object, size_t start, size_t end,
                        const char *reason);
/* KeyError(key) whose str() is repr(key). */
Value exc_key_error(VM *vm, Value key);
/* An instance of built-in exception `id` with args (msg,), msg may be VEMPTY
 * for no args. NULL on allocation failure. */
ExcObj *exc_new(VM *vm, Type *cls, Tuple *args);
/* Is the pending exception an instance of built-in class `id`? */
bool exc_matches(VM *vm, ExcId id);
void exc_clear(VM *vm);
/* isinstance(exc, cls) for exception classes. */
bool exc_is_instance(VM *vm, Value exc, Type *cls);

/* ---- type.c: types, attributes, methods ------------------------------ */

typedef struct MethodDef {
    const char *name;
    NativeFn fn;
    int16_t minargs, maxargs;   /* positional arguments after self; -1 = any */
    uint16_t flags;             /* NATIVE_KW if it takes keyword arguments */
} MethodDef;

Type *type_of(VM *vm, Value v);
const char *type_name(VM *vm, Value v);
/* Look `name` up along the type's MRO; VEMPTY when absent. Never raises. */
Value type_lookup(VM *vm, Type *t, Str *name);
bool type_is_subtype(const Type *a, const Type *b);
bool is_instance_of(VM *vm, Value v, Type *t);
Type *type_new_builtin(VM *vm, const char *name, Type *base, ObjKind inst_kind);
/* Register natives as methods (unbound, NATIVE_METHOD) of a type. */
void type_add_methods(VM *vm, Type *t, const MethodDef *defs);
/* A native function object (not a method). NULL on allocation failure. */
Native *native_new(VM *vm, const char *name, NativeFn fn, int minargs, int maxargs,
                   uint16_t flags);
/* A native's __qualname__ ("str.upper" for a method of a built-in type,
 * made on first use); NULL when memory ran out. */
Str *native_qualname(VM *vm, Native *n);
/* Reject keyword arguments for natives that take none: returns false after
 * raising "f() takes no keyword arguments". */
bool arg_nokw(VM *vm, const char *fname, Tuple *kwnames);
/* Find a keyword argument by name in a vectorcall argument list; VEMPTY if
 * absent. `argc` counts positional arguments only. */
Value arg_kw(VM *vm, int argc, const Value *argv, Tuple *kwnames, const char *name);

/* ---- ops.c: the generic object protocol --------------------------------- */

/* Native recursion guard (nested containers, re-entry): false + RecursionError
 * past the recursion limit. `what` completes the message. */
bool rt_enter(VM *vm, const char *what);
#define UNLIKELY_STACK(vm) __builtin_expect(!rt_stack_ok(vm), 0)
/* Has the C stack room for one more native level? */
static inline bool rt_stack_ok(VM *vm) {
    char here;
    if (!vm->stack_base) return true;
    uintptr_t base = (uintptr_t)vm->stack_base, cur = (uintptr_t)&here;
    return base <= cur || base - cur < vm->c_stack_limit;
}
void rt_leave(VM *vm);
/* Guard against infinite repr of self-containing containers: false when `o`
 * is already being repr'd (print "[...]" then). */
bool repr_enter(VM *vm, Obj *o);
void repr_leave(VM *vm, Obj *o);
/* Set .name (and .obj unless VEMPTY) on the pending NameError/AttributeError. */
void exc_set_name_obj(VM *vm, Str *name, Value obj);
/* Member descriptors, which __slots__ makes (type.c): whether d is one;
 * the slot's value in obj (AttributeError when unset, TypeError when obj
 * is no instance of its class); set it (v VEMPTY: delete it), 0 or -1. */
bool type_is_member(VM *vm, Value d);
Value type_member_get(VM *vm, Value d, Value obj);
int type_member_set(VM *vm, Value d, Value obj, Value v);
void type_member_init(VM *vm);
/* A member descriptor's __name__, __qualname__ or __doc__; VEMPTY else. */
Value type_member_attr(VM *vm, Value d, Str *name);
/* Give the pending AttributeError, raised while o.name was read, that
 * name and object unless it has one of them (CPython's PyObject_GetAttr). */
void exc_attr_context(VM *vm, Value o, Str *name);
/* AttributeError "'X' object has no attribute 'n'" with the hint data. */
Value attr_error(VM *vm, Value o, Str *name);

typedef enum { BO_ADD, BO_SUB, BO_MUL, BO_TRUEDIV, BO_FLOORDIV, BO_MOD, BO_POW,
               BO_LSHIFT, BO_RSHIFT, BO_AND, BO_OR, BO_XOR, BO_MATMUL, BO__COUNT } BinOp;
typedef enum { CO_LT, CO_LE, CO_EQ, CO_NE, CO_GT, CO_GE } CmpOp;

extern const char *const binop_symbol[BO__COUNT];   /* "+", "-", ... */

Value obj_repr(VM *vm, Value v);        /* a str Value */
Value obj_str(VM *vm, Value v);
Value obj_ascii(VM *vm, Value v);
int obj_truthy(VM *vm, Value v);        /* 1, 0, or -1 */
int obj_hash(VM *vm, Value v, int64_t *out);    /* 0, or -1 (unhashable) */
bool obj_callable(VM *vm, Value v);               /* callable(v); runs no user code */
/* hash() of an object hashed by identity: from its per-VM id(). */
int64_t rt_identity_hash(VM *vm, Obj *o);
int obj_eq_slow(VM *vm, Value a, Value b);
/* a == b as a container compares its items: 1, 0, or -1 with an exception
 * set. Inline, the answers that need no call: the same object, two ints,
 * two strs whose lengths or known hashes differ (a scan of a list of
 * strs for one of them). */
static inline int obj_eq(VM *vm, Value a, Value b) {
    if (IS_OBJ(a) && IS_OBJ(b)) {
        if (AS_OBJ(a) == AS_OBJ(b)) return 1;
        if (AS_OBJ(a)->kind == OK_STR && AS_OBJ(b)->kind == OK_STR) {
            const Str *x = (const Str *)AS_OBJ(a), *y = (const Str *)AS_OBJ(b);
            if (x->blen != y->blen) return 0;
            if (x->hash != -1 && y->hash != -1 && x->hash != y->hash) return 0;
        }
    } else if (IS_INT(a) && IS_INT(b)) {
        return AS_INT(a) == AS_INT(b);
    }
    return obj_eq_slow(vm, a, b);
}
Value obj_compare(VM *vm, Value a, Value b, CmpOp op);
/* a < b as a truth value (sorting, min/max): 1, 0, or -1. */
int obj_lt(VM *vm, Value a, Value b);
Value obj_binop(VM *vm, BinOp op, Value a, Value b);
Value obj_divmod(VM *vm, Value a, Value b);
bool rt_repeat_count(VM *vm, Value n, int64_t *out);  /* a repetition's count, via __index__ */
Value obj_pow3(VM *vm, Value a, Value b, Value c);   /* pow(a, b, c); c VEMPTY or None: a ** b */
Value obj_inplace(VM *vm, BinOp op, Value a, Value b);
Value obj_neg(VM *vm, Value v);
Value obj_pos(VM *vm, Value v);
Value obj_invert(VM *vm, Value v);
Value obj_getattr(VM *vm, Value o, Str *name);
/* As obj_getattr but VEMPTY (no exception) when the attribute is missing. */
Value obj_getattr_opt(VM *vm, Value o, Str *name);
int obj_setattr(VM *vm, Value o, Str *name, Value v);
/* Inline attribute caches (AttrCache in object.h). After the general path
 * read, stored or looked up the method `name` (names[ni] of `c`) on the
 * instance `o` (for the method, also on an exact str, list or dict): record
 * what now holds for o's class, so that the next access from this code
 * object can skip the lookups. Run no user code;
 * 0, or -1 when the cache could not be allocated (the VM has halted). */
int attr_cache_note_get(VM *vm, Code *c, uint32_t ni, Value o);
int attr_cache_note_set(VM *vm, Code *c, uint32_t ni, Value o);
int attr_cache_note_method(VM *vm, Code *c, uint32_t ni, Value o, Value meth);
/* Store into an instance of a class whose set cache is valid for `name`:
 * what obj_setattr does for it, without the class lookups. 0 or -1. */
int attr_cache_store(VM *vm, Code *c, uint32_t ni, Value o, Value v);
int obj_setattr_generic(VM *vm, Value o, Str *name, Value v); /* without the class's __setattr__ */
int obj_delattr(VM *vm, Value o, Str *name);
Value obj_getitem(VM *vm, Value o, Value key);
int obj_setitem(VM *vm, Value o, Value key, Value v);
int obj_delitem(VM *vm, Value o, Value key);
Value obj_iter(VM *vm, Value o);
/* The Property of a property or of an instance of a subclass of it; the
 * Wrapper of a staticmethod / classmethod (kind k) or of an instance of a
 * subclass; NULL for anything else. */
Property *prop_unwrap(Value v);
Wrapper *wrapper_unwrap(Value v, ObjKind k);
/* object's repr: <module.Qualname object at 0x...>. */
Value obj_default_repr(VM *vm, Value v);
/* The next item, VEMPTY when exhausted (no StopIteration left pending). */
Value obj_next(VM *vm, Value it);
int obj_contains(VM *vm, Value container, Value item);
int64_t obj_len(VM *vm, Value o);       /* -1 on error */
/* Index semantics of __index__: an int from v, or TypeError. */
bool obj_index(VM *vm, Value v, int64_t *out, bool *overflow);
/* Whether obj_index can take v (an int, an int subclass's instance, or an
 * instance whose class defines __index__); runs no user code. */
bool obj_has_index(VM *vm, Value v);
/* Keyword names against the parameters `allowed` (NULL-terminated) of
 * which the first `argc` came positionally, worded as CPython's Argument
 * Clinic: "'k' is an invalid keyword argument for f()", "argument for f()
 * given by name ('k') and position (1)". False after raising. */
bool check_kwnames(VM *vm, int argc, Tuple *kwnames, const char *fname, const char *const *allowed);
/* ---- calling back into user code --------------------------------------
 *
 * Any native may end up running Python code: directly through rt_call*,
 * rt_call_special or obj_next, or indirectly through every obj_* function
 * above and below that dispatches on a user class (obj_eq, obj_hash,
 * obj_truthy, obj_index, obj_len, obj_repr, ...; __index__, __eq__,
 * __hash__, __bool__, __len__, __iter__/__next__, __repr__/__format__/
 * __bytes__, key functions, default=, iterator arguments). That code can
 * mutate or empty any container, allocate, and run a collection. The rule
 * for every native, without exception:
 *
 *   1. Convert every argument first (all __index__ of indices and slice
 *      bounds: slice_unpack, seq_index_value), and only then read the
 *      state of the containers involved (slice_adjust, seq_index_fit).
 *   2. After any call that may run user code, re-read lengths and storage
 *      pointers (never keep `items` or `len` in a C local across it) and
 *      re-check every bound.
 *   3. Keep every heap value held across such a call rooted: an item taken
 *      out of a container, a result being built, an iterator. Open a root
 *      scope (gc_scope) on entry and close it (gc_unscope) on every exit.
 *
 * The calls themselves go through one door: Python functions are entered
 * with vm->interp_call (rt_call) and generators with vm->gen_resume
 * (obj_next, the generator methods); both pass their result through
 * rt_callback_done, where SMOL_DEBUG_CALLBACK_STRESS collects garbage
 * and freed memory is poisoned, so a broken rule shows under ASan. */

/* Collect with `result` rooted (the callback-stress mode). */
void rt_callback_stress(VM *vm, Value result);
static inline Value rt_callback_done(VM *vm, Value result) {
    if (__builtin_expect(vm->callback_stress, 0)) rt_callback_stress(vm, result);
    return result;
}
/* Call anything callable. Natives are called directly; Python functions
 * through vm->interp_call. */
Value rt_call(VM *vm, Value callable, int argc, const Value *argv, Tuple *kwnames);
Value rt_call0(VM *vm, Value callable);
/* Call a native with arity and keyword checks (self already resolved). */
Value native_call(VM *vm, Native *n, Value self, int argc, const Value *argv, Tuple *kwnames);
Value rt_call1(VM *vm, Value callable, Value a);
Value rt_call2(VM *vm, Value callable, Value a, Value b);
/* Call special method `name` on v's type; VEMPTY if the type has none. */
Value rt_call_special(VM *vm, Value v, Str *name, int argc, const Value *argv);
/* Call f, found as special method `name` on self's type, with self and
 * argv (at most 7), binding f as CPython's implicit lookup does: a plain
 * function or native gets self first; a staticmethod, classmethod,
 * property or other descriptor goes through its __get__; any other
 * callable is called without self. */
Value rt_call_method(VM *vm, Value f, Str *name, Value self, int argc, const Value *argv);
/* The callable that f, a special method found as `name` on self's type
 * and not a plain function or native, stands for (through __get__, which
 * may run user code); called without self. VEXC on error. */
Value rt_special_bind(VM *vm, Value f, Str *name, Value self);
/* Collect an iterable into a fresh list. */
List *rt_list_from_iter(VM *vm, Value iterable);
/* Is v identical to w (Python `is`)? */
bool obj_is(Value a, Value b);

/* ---- str.c ---------------------------------------------------------- */

/* A new string from valid UTF-8 (the caller guarantees validity). */
Str *str_new(VM *vm, const char *utf8, size_t blen);
Value str_value(VM *vm, const char *utf8, size_t blen);
Value str_cvalue(VM *vm, const char *cstr);
/* str(i) of an int64: its decimal digits as a new ASCII string. */
Value str_from_int(VM *vm, int64_t i);
/* Validate UTF-8; returns false on malformed input. */
bool utf8_valid(const char *s, size_t n);
/* The same, optionally allowing encoded surrogate code points (which string
 * literals can hold through escapes). */
bool utf8_valid_ex(const char *s, size_t n, bool surrogates);
Str *str_intern(VM *vm, const char *s, size_t n);
Str *str_intern_cstr(VM *vm, const char *s);
int64_t str_hash(VM *vm, Str *s);
bool str_eq(const Str *a, const Str *b);
int str_cmp(const Str *a, const Str *b);            /* code point order */
Value str_repr(VM *vm, Str *s);
/* ascii()'s transform of a repr text: non-ASCII characters become \xhh,
 * \uhhhh or \Uhhhhhhhh (no quotes added). */
Value str_ascii(VM *vm, Str *s);
Value str_concat(VM *vm, Str *a, Str *b);
/* Growable tails shared by str and bytes objects built by concatenation
 * (see StrTail in object.h). str_tail_new: a tail holding a then b with
 * room to grow, refs 0; NULL with halt set past max_len bytes, the memory
 * cap (counting `header` more bytes for the caller's object) or the budget.
 * str_tail_append: append b in place when the object of `len` bytes ends
 * where the tail's written bytes end and the room suffices; else false,
 * nothing written. str_tail_release: drop one object's reference. */
StrTail *str_tail_new(VM *vm, const void *a, size_t na, const void *b, size_t nb, size_t max_len,
                      size_t header);
bool str_tail_append(VM *vm, StrTail *t, size_t len, const void *b, size_t nb);
void str_tail_release(VM *vm, StrTail *t);
Value str_repeat(VM *vm, Str *s, int64_t n);
Value str_getitem(VM *vm, Str *s, Value index);   /* int or slice */
int str_contains(VM *vm, Str *hay, Str *needle);
/* Byte offset of code point `i` (0 <= i <= clen). */
size_t str_offset(Str *s, size_t i);
/* The code points of s after byte offset b (a character boundary). */
size_t str_cps_after(const Str *s, size_t b);
/* str_offset for an index the program chose: a long walk to it (indexing
 * far from the last index of a long non-ASCII str, again and again) is
 * charged before it is made. False with the run halted. */
bool str_offset_charged(VM *vm, Str *s, size_t i, size_t *out);
/* Decode the code point at byte offset *pos and advance *pos. */
uint32_t utf8_decode(const char *s, size_t *pos);
size_t utf8_encode(uint32_t cp, char out[4]);
Value str_mod(VM *vm, Str *fmt, Value args);      /* printf-style % */
/* Whether the __getitem__ that class t's instances find is a built-in
 * sequence's that CPython gives no mapping slot (collections.deque's):
 * %-formatting takes no such instance for a mapping. */
bool type_getitem_sequence_only(VM *vm, Type *t);
Value str_join(VM *vm, Str *sep, Value iterable);
void str_init(VM *vm);
/* Slices, in CPython's two steps (PySlice_Unpack, then
 * PySlice_AdjustIndices): slice_unpack runs every __index__ of the bounds
 * (user code!) and fills in None; only after it may a native read the
 * length of the sequence it slices and fit the bounds with slice_adjust,
 * which returns the number of items selected. False from slice_unpack:
 * an exception is pending (bad index type, zero step). */
typedef struct SliceSpec {
    int64_t start, stop, step;
} SliceSpec;
bool slice_unpack(VM *vm, Slice *s, SliceSpec *out);
int64_t slice_adjust(const SliceSpec *sp, int64_t len, int64_t *start, int64_t *stop);
/* Both steps at once, for a length no user code can change: immutable
 * sequences (str, tuple, bytes, range) and slice.indices(len) only. */
bool slice_indices(VM *vm, Slice *s, int64_t len, int64_t *start, int64_t *stop,
                   int64_t *step, int64_t *slicelen);
/* The same in arbitrary precision (CPython's _PySlice_GetLongIndices), for
 * slice.indices and slices of ranges: no bound or step is clamped to 64
 * bits. `len` is an int >= 0. A new tuple (start, stop, step) of ints, or
 * VEXC. */
Value slice_indices_long(VM *vm, Slice *s, Value len);
/* ---- codecs.c ------------------------------------------------------- */

/* str.encode / bytes.decode: utf-8, utf-8-sig, ascii, latin-1, utf-16 and
 * utf-32 (either byte order, with or without BOM) under any of the
 * built-in error handlers, with CPython's UnicodeError objects and
 * messages. codec_encode returns a bytes Value, codec_decode a str. */
Value codec_encode(VM *vm, Str *s, const char *encoding, const char *errors);
Value codec_decode(VM *vm, const char *data, size_t n, const char *encoding, const char *errors);
/* The text of an encoding or errors argument `x` as a C string for the
 * two above: a ValueError ("embedded null character", as CPython's) when it
 * holds a NUL; NULL on failure. */
const char *codec_name_arg(VM *vm, Str *x);
/* unicodedata.name(chr(cp)) into buf (UNINAME_MAX bytes: Hangul syllables
 * and CJK ideographs included); false when it has no name. */
bool unicodedata_name_of(uint32_t cp, char *buf);
/* The code point named `name` (NUL-terminated, at most 256 bytes), as
 * unicodedata.lookup() and "\N{...}" find it, or -1. */
int64_t unicodedata_code_of(const char *name);

/* A growing UTF-8 buffer that becomes a Str. Allocation failure sticks in
 * `failed`; sb_finish then returns VEXC. */
typedef struct StrBuf {
    VM *vm;
    char *p;
    size_t len, cap;
    bool failed;
    bool ext;   /* p is the caller's storage (sb_init_buf), not a block */
} StrBuf;
void sb_init(StrBuf *b, VM *vm);
/* A StrBuf that starts in the caller's `cap` bytes at buf (on its stack):
 * short texts then take no block; a longer one moves to a block. Not for
 * a buffer whose storage is taken over (bytes.c's from_sb copies it). */
void sb_init_buf(StrBuf *b, VM *vm, char *buf, size_t cap);
bool sb_add(StrBuf *b, const char *s, size_t n);
bool sb_adds(StrBuf *b, const char *s);
bool sb_addc(StrBuf *b, char c);
bool sb_addcp(StrBuf *b, uint32_t cp);
bool sb_addstr(StrBuf *b, const Str *s);
bool sb_addf(StrBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
Value sb_finish(StrBuf *b);
void sb_free(StrBuf *b);

/* ---- int.c ---------------------------------------------------------- */

Value int_from_mpz(VM *vm, const mpz_t z);      /* normalises to VT_INT */
void int_to_mpz(Value v, mpz_t out);            /* out must be initialised */
Value int_from_i128(VM *vm, __int128 v);
/* Arithmetic on two ints (VT_INT, VT_BOOL or OK_BIGINT); BO_TRUEDIV gives a
 * float; errors as CPython (ZeroDivisionError "integer division or modulo by
 * zero", ValueError "negative shift count", ...). */
Value int_binop(VM *vm, BinOp op, Value a, Value b);
int int_cmp(Value a, Value b);                  /* -1, 0, 1 */
Value int_neg(VM *vm, Value a);
Value int_invert(VM *vm, Value a);
Value int_abs(VM *vm, Value a);
int int_sign(Value a);
/* str(int) in base 10 (ValueError past 4300 digits, as CPython) or
 * with a prefix for base 2/8/16 (bin/oct/hex). */
Value int_to_str(VM *vm, Value v, int base);
/* int(text, base) semantics: whitespace, sign, underscores, prefixes when
 * base is 0 or matches; ValueError "invalid literal for int() with base
 * 10: 'x'" otherwise. `orig` is the object named in the message. */
Value int_parse(VM *vm, const char *s, size_t n, int base, Value orig);
Value int_from_double(VM *vm, double d);        /* truncates; OverflowError/ValueError */
double int_to_double(Value v, bool *overflow);
/* v == m * 2**e with 0.5 <= |m| < 1, m correctly rounded (CPython's
 * _PyLong_Frexp); v nonzero. */
double int_frexp(Value v, int64_t *e);
int64_t int_hash(Value v);                      /* CPython's hash */
/* int_hash with its work on a big int charged; -1 with the run halted. */
int int_hash_charged(VM *vm, Value v, int64_t *out);
/* Charge what comparing two ints reads (two big ints of one length are
 * compared limb by limb); false with the run halted. */
bool int_cmp_work(VM *vm, Value a, Value b);
/* Compare an int with a float exactly: -1, 0, 1, or 2 when f is NaN. */
int int_float_cmp(Value i, double f);
/* Constructors for the int and float types: int(x=0, base=10), float(x=0). */
Value int_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames);
Value float_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames);
/* The numeric builtins: round(x[, n]), divmod(a, b), pow(a, b[, m]),
 * abs(x) for numbers, hex/oct/bin. */
Value num_round(VM *vm, Value x, Value ndigits);    /* ndigits VEMPTY if absent */
Value num_divmod(VM *vm, Value a, Value b);
Value num_pow(VM *vm, Value a, Value b, Value mod);  /* mod VEMPTY if absent */
/* Charge `ns` nanoseconds of estimated native work (the cost model in
 * int.c) before doing it: false, with the run halted, when it cannot fit in
 * the budget or, by the estimate, before the deadline. */
bool num_work(VM *vm, uint64_t ns);
/* The math module's integer functions, each charged and its memory
 * (GMP scratch included) checked before it runs. int_index is
 * PyNumber_Index (user __index__ runs there); the others take ints. */
Value int_index(VM *vm, Value v);
Value int_gcd(VM *vm, Value a, Value b);
Value int_lcm(VM *vm, Value a, Value b);
Value int_isqrt(VM *vm, Value a);                   /* a >= 0 */
Value int_factorial(VM *vm, uint64_t n);
Value int_comb(VM *vm, Value n, uint64_t k);        /* 0 <= k <= n - k */
Value int_perm(VM *vm, Value n, uint64_t k);        /* 0 <= k <= n */
void int_init(VM *vm);
/* The number inside an instance of an int or float subclass (its
 * builtin_value); any other value unchanged. */
Value num_unwrap(Value v);
/* num / den (den != 0) correctly rounded to a double, as CPython's int
 * true division; false when the result is too large for a double. */
bool int_ratio_to_double(const mpz_t num, const mpz_t den, double *out);
/* Number text made ASCII as CPython's _PyUnicode_TransformDecimalAndSpaceToASCII:
 * Unicode whitespace -> ' ', Unicode decimal digits -> '0'..'9', other
 * non-ASCII -> '?'. A NUL-terminated buffer of *outn <= n bytes, to be
 * released with mem_free(vm, p, n + 1); NULL on allocation failure. */
char *num_ascii_text(VM *vm, const char *s, size_t n, size_t *outn);
/* Register a native as a classmethod of a built-in type (int.from_bytes). */
void num_add_classmethod(VM *vm, Type *t, const char *name, NativeFn fn, int minargs, int maxargs,
                         uint16_t flags);
/* Register a read-only property (int.real, float.imag): `get` is called
 * with the instance as its only argument. */
void num_add_property(VM *vm, Type *t, const char *name, NativeFn get);

/* ---- float.c -------------------------------------------------------- */

/* repr(float) exactly as CPython: shortest round-trip digits. buf >= 32. */
void float_repr_buf(double d, char *buf);
/* Budget units charged for one shortest repr of a float (float_repr_buf
 * converts up to three times each way, about a microsecond). */
#define FLOAT_REPR_UNITS 24
/* Charge fmod(a, b) (or remainder), whose time grows with the distance
 * between the exponents (about 2000 bits at worst); false with the run
 * halted. */
bool float_fmod_charge(VM *vm, double a, double b);
Value float_repr(VM *vm, double d);
Value float_binop(VM *vm, BinOp op, double a, double b);
int64_t float_hash(double d);
/* float(text) semantics, ValueError "could not convert string to float: 'x'" */
Value float_parse(VM *vm, const char *s, size_t n, Value orig);
double float_fresh_nan(VM *vm, bool neg);
void float_init(VM *vm);
/* CPython's PyOS_double_to_string: d as text for format code 'e' 'E' 'f'
 * 'F' 'g' 'G' or 'r' (repr) with the given precision and FLT_* flags,
 * appended to `out` WITHOUT its sign; *neg tells whether a '-' belongs in
 * front (never for NaN; not for a zero under FLT_NO_NEG_0). */
#define FLT_ADD_DOT_0 0x1   /* integral values get ".0" (repr, '' format type) */
#define FLT_ALT 0x2         /* '#': keep the point and trailing zeros */
#define FLT_NO_NEG_0 0x4    /* 'z': a zero result is never negative */
bool float_to_text(VM *vm, StrBuf *out, double d, char code, int64_t precision, int flags, bool *neg);
/* round(x[, ndigits]) for a float: an int without ndigits, else a float
 * rounded exactly (half to even on the binary value), as CPython. */
Value float_round(VM *vm, double x, Value ndigits);

/* ---- format.c: the format-spec mini-language ------------------------- */

/* format(v, spec) for int, float, str, and bool/None/other via str();
 * user classes with __format__ are dispatched by obj_format(). */
Value format_builtin(VM *vm, Value v, Str *spec);
/* False with CPython's ValueError when spec is no valid complex format spec. */
bool format_complex_spec_ok(VM *vm, Value obj, Str *spec);
Value obj_format(VM *vm, Value v, Str *spec);
Value str_format_method(VM *vm, Str *fmt, int argc, const Value *argv, Tuple *kwnames);
/* fmt.format_map(mapping): each named field looked up in mapping when
 * the formatting reaches it (the mapping is the caller's to root). */
Value str_format_mapping(VM *vm, Str *fmt, Value mapping);

/* ---- bytes.c ---------------------------------------------------------- */

/* New bytes / bytearray objects holding a copy of p[0..n). */
Value bytes_new(VM *vm, const char *p, size_t n);
Value bytearray_new(VM *vm, const char *p, size_t n);
/* The bytes or bytearray object v is, or the one inside an instance of a
 * subclass of bytes or bytearray (its builtin_value); else NULL. */
Bytes *bytes_unwrap(Value v);
/* The data of a bytes-like value (bytes or bytearray, or an instance of a
 * subclass of either): false for anything else. The pointer is valid until
 * the object is next mutated. */
bool bytes_buffer(Value v, const uint8_t **p, size_t *n);
/* repr() of a bytes or bytearray: b'...' / bytearray(b'...'). */
Value bytes_repr(VM *vm, Value v);
void bytes_init(VM *vm);

/* ---- complex.c -------------------------------------------------------- */

Value complex_new(VM *vm, double re, double im);
/* repr(complex(re, im)) exactly as CPython: "(1+2j)", "2j", "(-0-1j)". */
void complex_repr_buf(double re, double im, char out[112]);
/* format(z, spec) for a complex z, as CPython's complex.__format__ (the
 * parts are formatted through format_builtin as floats). */
Value complex_format(VM *vm, Value z, Str *spec);
/* CPython's hash of a complex value (hash(complex(1, 0)) == hash(1)). */
int64_t complex_hash(VM *vm, Value v);
void complex_init(VM *vm);

/* ---- tuple.c / list.c ------------------------------------------------ */

Tuple *tuple_new(VM *vm, size_t n);             /* items are VNONE */
Value tuple_pack(VM *vm, size_t n, const Value *items);
List *list_new(VM *vm, size_t cap);             /* empty list */
int list_append(VM *vm, List *l, Value v);
int list_extend(VM *vm, List *l, Value iterable);
Value list_from_values(VM *vm, size_t n, const Value *items);
/* Sort in place (stable, key may be VNONE); charges the budget. */
int list_sort(VM *vm, List *l, Value key, bool reverse);
/* reverse= of sort()/sorted(): 0 or 1, -1 with the exception set. */
int list_reverse_arg(VM *vm, Value rev);
Value seq_repr(VM *vm, const char *open, const char *close, size_t n, const Value *items);
/* The List (Tuple) of a list (tuple) or of an instance of a subclass (the
 * instance's builtin_value), else NULL: list_ctor and tuple_ctor build
 * subclass instances that way, as dict_ctor and the set constructors do. */
List *list_unwrap(Value v);
Tuple *tuple_unwrap(Value v);
/* A new instance of the user class `cls` (a subclass of a built-in type)
 * wrapping the built-in value `base`, which the call keeps rooted. */
Value rt_wrap_builtin(VM *vm, Type *cls, Value base);
/* The type `self` given to a built-in T.__new__ (called unbound, or
 * through super() with cls again as the first argument, which is then
 * dropped from argc/argv), checked to be a subtype of `base`; NULL after
 * raising CPython's error. */
/* The built-in type whose layout instances of t have: t itself when it
 * is built in, else the first built-in type along its MRO. */
Type *type_solid_base(Type *t);
Type *rt_new_cls(VM *vm, Value self, int *argc, const Value **argv, Type *base);
/* Lexicographic comparison of two lists or tuples (a op b), as CPython:
 * lengths and items are re-read after every user __eq__. */
Value seq_richcmp(VM *vm, Value a, Value b, int op);
/* Indexing in two steps, as slices: seq_index_value converts the key (an
 * int, a bool or anything with __index__, which is user code; a big int is
 * IndexError "cannot fit 'int' into an index-sized integer"); then, with
 * the length read after it, seq_index_fit resolves a negative index and
 * raises IndexError "<what> index out of range". */
bool seq_index_value(VM *vm, Value key, int64_t *out);
bool seq_index_fit(VM *vm, int64_t i, int64_t len, int64_t *out, const char *what);
/* Both at once, for a length no user code can change (tuple, range). */
bool seq_index(VM *vm, Value key, int64_t n, int64_t *out, const char *what);
/* Check and compute the repeat count for seq * n (size checked vs the cap). */
bool seq_repeat_count(VM *vm, Value nv, size_t len, int64_t *count);
/* The optional start/stop arguments argv[first], argv[first+1] of
 * index()/count()-style methods, in two steps: seq_range_args converts
 * both (None or absent: 0 and INT64_MAX; __index__ runs here), then
 * seq_range_fit clamps them to a length read afterwards, as CPython's
 * slice rules do. */
bool seq_range_args(VM *vm, int argc, const Value *argv, int first, int64_t *start, int64_t *stop);
void seq_range_fit(int64_t len, int64_t *start, int64_t *stop);
void tuple_init(VM *vm);
void list_init(VM *vm);

/* ---- dict.c ---------------------------------------------------------- */

Dict *dict_new(VM *vm);
/* An empty dict with room for n keys before its first rebuild (none for
 * n == 0), for a dict about to receive about that many. */
Dict *dict_new_sized(VM *vm, size_t n);
/* A dict display: the n key/value pairs kv[0], kv[1], ... kv[2n-1] in
 * order (a repeated key keeps its first place and takes the last value),
 * or NULL with an exception set. The keys' __hash__/__eq__ may run: kv
 * must stay valid across user code (registers do). */
Dict *dict_from_pairs(VM *vm, const Value *kv, size_t n);
/* The value for key, VEMPTY if absent, VEXC if hashing/comparing raised. */
Value dict_get(VM *vm, Dict *d, Value key);
Value dict_get_str(VM *vm, Dict *d, Str *key);  /* never raises for str keys */
int dict_set(VM *vm, Dict *d, Value key, Value val);
int dict_set_str(VM *vm, Dict *d, Str *key, Value val);
/* The entry number of str `key` in d, or -1 when absent or when finding it
 * would compare with a non-str key (never runs user code, never raises;
 * a probe long enough to exhaust the budget answers -1 too). */
int64_t dict_find_str(VM *vm, Dict *d, Str *key);
/* The same, but telling -1 (surely absent) from -2 (a non-str key with
 * the same hash, which only dict_get_str can compare, or a probe that ran
 * out of budget: the run is halting then, and dict_get_str's answer of
 * "absent" must not be trusted either). */
int64_t dict_index_str(VM *vm, Dict *d, Str *key);
/* Make room for `extra` more items without a rebuild in between (a dict
 * display sizes its table once). 0, or -1 with the memory stop set. */
int dict_reserve(VM *vm, Dict *d, size_t extra);
/* 1 removed, 0 absent, -1 error. */
int dict_del(VM *vm, Dict *d, Value key);
/* OrderedDict's reordering (collections): the entry of `key` moved to the
 * end of the order, or to its start when !last; the key is hashed and
 * looked up once. 1 moved, 0 absent, -1 error. */
int dict_move_to_end(VM *vm, Dict *d, Value key, bool last);
/* Remove the last (or first) entry of the order into *key and *val: 1,
 * 0 when the dict is empty, -1 error. */
int dict_pop_end(VM *vm, Dict *d, bool last, Value *key, Value *val);
/* Iterate: *pos starts at 0; returns false at the end. */
bool dict_next(Dict *d, size_t *pos, Value *key, Value *val);
/* dict_next for an iterator: a long run of deleted entries is charged as
 * it is walked. 1 an entry, 0 the end, -1 the run halted. */
int dict_next_charged(VM *vm, Dict *d, size_t *pos, Value *key, Value *val);
int dict_update(VM *vm, Dict *d, Value other);
Dict *dict_copy(VM *vm, Dict *d);
void dict_init(VM *vm);
/* dict_get with the key's hash already known (e.g. stored in a set). */
Value dict_get_hashed(VM *vm, Dict *d, Value key, int64_t hash);
int dict_set_hashed(VM *vm, Dict *d, Value key, int64_t hash, Value val);
/* The Dict of a dict or of an instance of a dict subclass (the instance's
 * builtin_value), else NULL. dict_ctor builds subclass instances that way. */
Dict *dict_unwrap(Value v);
/* The Python type of a view: vm->t_dict_keys / t_dict_values / t_dict_items. */
Type *dictview_type(VM *vm, const DictView *v);

/* ---- set.c ----------------------------------------------------------- */

Set *set_new(VM *vm, ObjKind kind);             /* OK_SET or OK_FROZENSET */
int set_add(VM *vm, Set *s, Value key);
int set_contains(VM *vm, Set *s, Value key);    /* 1, 0, -1 */
int set_discard(VM *vm, Set *s, Value key);     /* 1 removed, 0 absent, -1 */
bool set_next(Set *s, size_t *pos, Value *key);
/* set_next for an iterator: a long run of empty slots (a sparse table)
 * is charged as it is walked. 1 an item, 0 the end, -1 the run halted. */
int set_next_charged(VM *vm, Set *s, size_t *pos, Value *key);
void set_init(VM *vm);
/* The Set of a set/frozenset or of an instance of a subclass, else NULL. */
Set *set_unwrap(Value v);
/* CPython's set_update_internal / set_difference_update_internal /
 * set_symmetric_difference_update: `other` is a set, a dict or any
 * iterable; the table is built in CPython's order. 0 or -1. */
int set_update_from(VM *vm, Set *s, Value other);
int set_difference_update_from(VM *vm, Set *s, Value other);
int set_symmetric_difference_update_from(VM *vm, Set *s, Value other);
/* so.intersection(other) as a new set of so's base kind. */
Value set_intersection_of(VM *vm, Value so, Value other);
/* The frozenset constant CPython builds for a set display of >= 3
 * constants (see set.c): emit BUILD_SET 0 + this constant + a set update
 * (set_update_from) to reproduce CPython's element order. NULL on error. */
Set *set_const_frozenset(VM *vm, const Value *items, size_t n);
/* A frozenset constant's table for bytecode images: the active entries in
 * slot order with their slots, the table size, and the constant rebuilt
 * from them (the same table when it is one a set could have, else the
 * items inserted in that order). NULL on error. */
bool set_next_slot(const Set *s, size_t *pos, Value *key, size_t *slot);
size_t set_table_size(const Set *s);
Set *set_const_from_layout(VM *vm, size_t size, const size_t *slots, const Value *items, size_t n);

/* ---- range.c / iter.c ------------------------------------------------- */

Value range_new(VM *vm, int64_t start, int64_t stop, int64_t step);
/* Item i of a range that is not big, 0 <= i < len. */
int64_t range_item(const Range *r, int64_t i);
/* reversed(range). */
Value range_reversed(VM *vm, Value self);
/* False with OverflowError when v is a range, or an iterator over one,
 * whose length does not fit in 64 bits: CPython's length hint raises so
 * before list(), tuple() or extend() begins. */
bool range_hint_fits(VM *vm, Value v);
Iter *iter_new(VM *vm, IterKind kind, Value src);
/* The iterator itself, or the one an instance of a subclass of a built-in
 * iterator type wraps; NULL with TypeError for anything else. */
Iter *iter_unwrap(VM *vm, Value v);
Value iter_next(VM *vm, Iter *it);      /* VEMPTY when exhausted */
Value iter_next_raw(VM *vm, Iter *it);  /* the same, but a callback's StopIteration stays raised */
void iter_init(VM *vm);

/* ---- func.c ---------------------------------------------------------- */

/* A built-in class's __class_getitem__ (list[int], deque[int]): a
 * types.GenericAlias of the class (self, or the first of two arguments)
 * and the item. */
Value class_getitem_alias(VM *vm, Value self, int argc, const Value *argv, Tuple *kw);
bool type_add_generic(VM *vm, Type *t);

Func *func_new(VM *vm, Code *code, Dict *globals);
Value bound_new(VM *vm, Value self, Value func);
Cell *cell_new(VM *vm, Value v);
Code *code_new(VM *vm);
/* Give a library function's stub (Code.lazy_at) its one-instruction body,
 * shared by all stubs and never freed. */
void code_set_lazy_body(Code *c);
/* A copy in vm of a stub that a template's copies share (clone.c), whose
 * body the VM may load: its arrays its own. NULL without memory. */
Code *code_unshare(VM *vm, const Code *t);
void code_hide_frames(Code *c);
void func_init(VM *vm);
/* A class from a class statement: name, bases tuple, namespace dict. */
Value type_new_class(VM *vm, Str *name, Tuple *bases, Dict *ns);
/* The most derived of an explicit metaclass (or NULL) and the bases'
 * metaclasses; NULL with TypeError on a conflict. */
Type *type_metaclass(VM *vm, Type *explicit, Tuple *bases);
/* Calling a class without its metaclass's __call__: __new__, then __init__. */
Value type_call_default(VM *vm, Type *t, int argc, const Value *argv, Tuple *kwnames);
/* Set (v == VEMPTY: delete) an attribute in a class's own dict, without a
 * metaclass's __setattr__. */
int type_setattr(VM *vm, Type *t, Str *name, Value v);
/* type_new_class, then the metaclass, __hash__ = None under a lone __eq__,
 * __set_name__ and __init_subclass__ with the class keyword arguments
 * (kwnames NULL: none; may run user code). */
Value type_build(VM *vm, Type *meta, Str *name, Tuple *bases, Dict *ns, Tuple *kwnames, const Value *kwvals);
void exc_init(VM *vm);

/* ---- builtins.c ---------------------------------------------------- */

void builtins_init(VM *vm);
/* len(). The interpreter recognises the real builtin by this function
 * (user code can rebind the name `len`, never make a native) and answers
 * len_exact itself. */
Value builtins_len(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames);
/* The length of an exact str, list, tuple or dict, read from its header
 * as its len slot does; false for anything else (a subclass may define
 * __len__). */
static inline bool len_exact(Value v, int64_t *n) {
    if (!IS_OBJ(v)) return false;
    switch (OBJ_KIND(v)) {
    case OK_STR: *n = (int64_t)AS_STR(v)->clen; return true;
    case OK_LIST: *n = (int64_t)AS_LIST(v)->len; return true;
    case OK_TUPLE: *n = (int64_t)AS_TUPLE(v)->len; return true;
    case OK_DICT: *n = (int64_t)AS_DICT(v)->used; return true;
    default: return false;
    }
}
/* dir([object]) (dir.c). */
Value dir_builtin(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames);
/* Adds to `names` (as keys) the attribute names dir(o) lists, without
 * calling a user __dir__: no user code runs. 0, or -1 with an error. */
int dir_object_names(VM *vm, Dict *names, Value o);
/* What the __dir__ of o's class (one written in Python) returns, sorted
 * as dir() sorts it; VEMPTY when there is none, VEXC when it failed. */
Value dir_user_names(VM *vm, Value o);
Value super_getattr(VM *vm, Super *s, Str *name);
/* print() implementation shared with the API: appends to vm->out
 * respecting the output cap. */
bool out_write(VM *vm, const char *s, size_t n);
/* Forget the captured output (at the start of a run). */
void out_reset(VM *vm);

/* ---- suggest.c: "Did you mean" ------------------------------------------ */

typedef struct Cands {
    Str **items;
    size_t n, cap;
} Cands;
/* The closest candidate to `name` by CPython's rules, or NULL. */
Str *suggest_best(VM *vm, Str *name, Str *const *cands, size_t n);
bool cands_add(VM *vm, Cands *c, Str *s);
bool cands_add_dict(VM *vm, Cands *c, Dict *d);
void cands_sort(Cands *c);
void cands_free(VM *vm, Cands *c);
/* The suggestion for a missing attribute of obj (from dir(obj)), or NULL. */
Str *suggest_attribute(VM *vm, Value obj, Str *name);

/* ---- module registry (modules.c) -------------------------------------- */

Value module_import(VM *vm, Str *name);
/* Does smolvm have a module of this name (built in or written in Python)?
 * Nothing is imported. */
bool module_exists(const char *name);
/* `from package import name` where the package lacks the attribute: the
 * submodule package.name imported, or VEMPTY if there is none. */
Value module_import_from(VM *vm, Value package, Str *name);
/* Run the frozen module `frozen` (runtime/modules/py/_NAME.py, the Python
 * half of a module written in C) in module m's namespace. */
int module_exec_frozen(VM *vm, Module *m, const char *frozen);
/* The attribute `name` of module m that it makes on first use (Module.lazy),
 * made now: VEMPTY when m makes no such name, VEXC on an error. */
Value module_lazy_attr(VM *vm, Module *m, Str *name);
/* A module object with __name__ set, for module init functions. */
Module *module_new(VM *vm, const char *name);
/* Function d of module m, a module CPython writes in C, bound to `self`
 * (VNONE for none) and set in m's dict: its argument errors name it as
 * "m.name()" (NATIVE_MODFUNC). NULL when memory ran out. */
Native *module_add_native(VM *vm, Module *m, const MethodDef *d, Value self);
/* The namespace of module `name`: the running session's globals for
 * __main__, else the dict of a module this session has imported; NULL
 * (KeyError raised, as sys.modules[name] raises) when there is none. */
Dict *module_namespace(VM *vm, Str *name);

/* ---- vm lifecycle (state.c) -------------------------------------------- */

VM *rt_vm_new(const Limits *limits, uint64_t seed);
/* rt_vm_new for the VM a template is made of: its large blocks get pages
 * of their own (VM.map_large), so that freezing can protect them all. */
VM *rt_vm_new_template(const Limits *limits, uint64_t seed);
void rt_vm_free(VM *vm);
double rt_now(VM *vm);
/* Seconds since the Unix epoch: the host's wall-clock hook, else the
 * system's real-time clock. */
double rt_wall(VM *vm);
/* CPU seconds of the process, or the monotonic hook's reading when the
 * host gave one (so that runs under a test clock stay deterministic). */
double rt_cpu(VM *vm);

#endif
