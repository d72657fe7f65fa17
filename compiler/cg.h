/* Internals shared by the code generator's files: scopes and symbols
 * (scope.c), the per-function emitter state (codegen.c). */
#ifndef SMOL_CG_H
#define SMOL_CG_H

#include <setjmp.h>
#include "compiler/compile.h"

/* ---- scopes --------------------------------------------------------------- */

/* What the scope pass learns about a name in one scope. */
#define DEF_ASSIGN 0x01     /* bound here (assignment, def, import, for, ...) */
#define DEF_PARAM 0x02
#define DEF_GLOBAL 0x04     /* declared global */
#define DEF_NONLOCAL 0x08   /* declared nonlocal */
#define DEF_USE 0x10        /* read here */
#define DEF_DEL 0x20        /* deleted here (or an except-handler name) */
#define DEF_PASS 0x40       /* carried through for an inner scope's closure */
#define DEF_COMPBIND 0x80   /* walrus target inside a comprehension */
#define DEF_IMPORT 0x100    /* with DEF_ASSIGN: the binding is an import */
#define DEF_STORE 0x200     /* bound here other than by an import */
#define DEF_ANNOT 0x400     /* annotated here as a simple name */

/* Where the code of this scope finds the name. */
typedef enum {
    SYM_UNRESOLVED,
    SYM_LOCAL,      /* a register of the frame */
    SYM_CELL,       /* a cell of this frame, captured by inner scopes */
    SYM_FREE,       /* a cell taken from the closure */
    SYM_GLOBAL,     /* module globals, then builtins */
    SYM_NAME,       /* class namespace, then globals and builtins */
} SymScope;

typedef struct Sym {
    const char *name;
    uint16_t flags;
    uint8_t scope;
    bool pass;          /* also needs a closure slot (class scopes) */
    int reg;            /* fast register (LOCAL, or the parameter of a CELL) */
    int cellreg;        /* register holding the cell (CELL / FREE / pass) */
    int cellidx;        /* index in freenames */
    int varidx;         /* index in varnames, -1 if none */
    int line, col;      /* first global/nonlocal declaration, for errors */
    int end_line, end_col;
    /* Code generation: the name's entry in the names table of the code
     * object being built for this scope (`name_fs`, an opaque identity),
     * so that each further use skips interning and the table lookup. The
     * entry is trusted only while it still holds `name_str`. */
    const void *name_fs;
    Str *name_str;
    uint32_t name_idx;
} Sym;

typedef enum { SK_MODULE, SK_FUNCTION, SK_CLASS, SK_COMP } ScopeKind;

/* ---- hashed lookups ---------------------------------------------------------
 *
 * Every table the compiler looks names and constants up in is an open-
 * addressing table of entry indices into an array its owner keeps (symbols
 * of a scope, names and constants of a code object). Keys are hashed with
 * XXH3 and the VM's seed, the hash strings get at run time, so a snippet
 * cannot line up collisions without knowing the seed. A lookup costs a
 * fixed charge (the count does not depend on the seed), and probes beyond
 * a generous allowance are charged too, so even a known seed buys an
 * attacker nothing but a faster stop. The table stays at most half full. */
typedef struct HSlot {
    uint64_t h;
    uint32_t idx;       /* entry index + 1; 0 = free slot */
} HSlot;

typedef struct HTab {
    HSlot *slots;
    uint32_t cap, n;
    uint64_t lookups, probes, overrun;  /* for the charge (htab.c) */
} HTab;

typedef struct CgCtx CgCtx;

/* Seeded hash of a byte string. */
uint64_t cg_hash(CgCtx *C, const void *p, size_t n);
/* Record `entry` under hash `h` (the caller checked it is absent). The
 * table has room for most additions: those are inline; htab_add_slow
 * grows the table first, or reports the limit. */
void htab_add_slow(CgCtx *C, HTab *t, uint64_t h, uint32_t entry);
static inline void htab_add(CgCtx *C, HTab *t, uint64_t h, uint32_t entry) {
    if (__builtin_expect(entry >= UINT32_MAX - 1 || (t->n + 1) * 2 > t->cap, 0)) {
        htab_add_slow(C, t, h, entry);
        return;
    }
    /* The lookup that found the key absent paid for this probe sequence
     * (the same as htab_find's). */
    uint32_t mask = t->cap - 1;
    uint32_t i = (uint32_t)(h >> 32 ^ h) & mask;
    while (t->slots[i].idx) i = (i + 1) & mask;
    t->slots[i].h = h;
    t->slots[i].idx = entry + 1;
    t->n++;
}

typedef struct Scope {
    ScopeKind kind;
    Node *node;
    struct Scope *parent;
    Sym *syms;
    int nsyms, capsyms;
    HTab symtab;        /* name -> index in syms */
    struct Scope **children;
    int nchildren, capchildren;
    bool generator;
    bool has_walrus;
    bool needs_class_cell;  /* class: a method uses super() or __class__ */
    bool has_return_value;
    bool is_async;          /* function: an `async def` (compiled, then refused) */
    bool async_comp;        /* comprehension: uses await or `async for` */
    const char *name;
    const char *qualname;
} Scope;

/* Build the scope tree of a module and resolve every name. Reports errors
 * through cg_error (longjmp). */
Scope *scope_build(CgCtx *C, Node *mod);
/* Rewrite private names (`__x` inside a class) as CPython mangles them
 * (compiler/mangle.c); a def or class whose name is mangled keeps its
 * name for __name__/__qualname__ and binds `name2`. */
void mangle_private_names(CgCtx *C, Node *mod);
/* The symbol `name` has in scope `s`, or NULL (hashed, charged). */
Sym *scope_find(CgCtx *C, Scope *s, const char *name);
/* The scope that node `n` (a def, lambda, class or comprehension) opens. */
Scope *scope_child(CgCtx *C, Scope *s, Node *n);

/* ---- shared context ----------------------------------------------------- */

struct CgCtx {
    VM *vm;
    Arena *arena;
    CompileError *err;
    jmp_buf jb;
    Str *filename;
    Str *source;
    bool result_expr;
    /* `from __future__ import annotations`: module and class annotations
     * are stored as text instead of evaluated. */
    bool future_annotations;
};

_Noreturn void cg_error(CgCtx *C, Node *at, int kind, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void *cg_alloc(CgCtx *C, size_t n);
/* cg_alloc without the zeroing: every element must be written before it
 * is read. */
void *cg_alloc_uninit(CgCtx *C, size_t n);

/* Compilation is charged to the run's instruction budget as it goes, in
 * units of roughly the work of one VM instruction: a node visited, an
 * instruction emitted, a table probe, a few bytes copied. The charge
 * checks the deadline too; when either runs out, compilation stops with
 * the run's halt status (uncatchable, as for a running snippet). */
_Noreturn __attribute__((cold)) void cg_charge_slow(CgCtx *C);
static inline void cg_charge(CgCtx *C, int64_t units) {
    if (!rt_charge(C->vm, units)) cg_charge_slow(C);
}

/* What a lookup (or an entry moved by a rehash) costs: a fixed charge, so
 * that the count does not depend on the seed, plus every probe beyond a
 * generous allowance (a few per lookup, a table's worth to start with). A
 * seeded hash stays far below the allowance; keys made to collide, with a
 * known seed, pay for every probe they cause. */
#define HTAB_LOOKUP_UNITS 2
#define HTAB_PROBES_PER_LOOKUP 4

/* The probes past the allowance not charged yet (htab.c). */
int64_t htab_overrun(HTab *t);

/* The entry with hash `h` for which eq(ctx, entry) holds, or -1. Inline,
 * so that each caller's `eq` is a direct call or inlined. */
static inline __attribute__((always_inline)) int64_t
htab_find(CgCtx *C, HTab *t, uint64_t h, bool (*eq)(const void *ctx, uint32_t entry),
          const void *ctx) {
    uint64_t probes = 1;
    int64_t found = -1;
    if (t->cap) {
        uint32_t mask = t->cap - 1;
        /* The high half mixes best into a small table. */
        for (uint32_t i = (uint32_t)(h >> 32 ^ h) & mask;; i = (i + 1) & mask, probes++) {
            const HSlot *s = &t->slots[i];
            if (s->idx == 0) break;
            if (s->h == h && eq(ctx, s->idx - 1)) {
                found = s->idx - 1;
                break;
            }
        }
    }
    t->lookups += 1;
    t->probes += probes;
    int64_t units = HTAB_LOOKUP_UNITS;
    if (__builtin_expect(t->probes > HTAB_PROBES_PER_LOOKUP * t->lookups + 256, 0))
        units += htab_overrun(t);
    cg_charge(C, units);
    return found;
}

#endif
