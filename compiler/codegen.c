/* Register code generation.
 *
 * Each function (module, def, lambda, class body, comprehension) gets a
 * FuncState. Its registers are laid out as
 *     [parameters][other fast locals][cells][free variables][temporaries]
 * and temporaries are allocated as a stack: an expression compiled into a
 * target register uses registers above the current top and releases them
 * when its value has been consumed.
 *
 * Jumps target labels that are resolved when the function is finished.
 * Exception handling is table-driven: a protected region records ranges of
 * instruction indices and the handler label; early exits (return, break,
 * continue) out of protected regions close the current range, emit the
 * cleanup that the region needs (a finally body, __exit__, restoring the
 * handled exception) and reopen it after the jump.
 *
 * A local register that is definitely assigned on every path to a load is
 * read directly; otherwise the load is preceded by CHECKBOUND, which raises
 * UnboundLocalError. The analysis is linear: assignments mark a register,
 * blocks that may not run restore the marks they started with.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include "compiler/cg.h"
#include "compiler/unparse.h"
#include "runtime/policy.h"

#define MAX_REGS 250
#define MAX_BLOCKS 64

void *cg_alloc(CgCtx *C, size_t n) {
    void *p = arena_alloc(C->arena, n ? n : 1);
    if (!p) cg_error(C, NULL, CERR_MEMORY, "out of memory");
    return p;
}

void *cg_alloc_uninit(CgCtx *C, size_t n) {
    void *p = arena_alloc_uninit(C->arena, n ? n : 1);
    if (!p) cg_error(C, NULL, CERR_MEMORY, "out of memory");
    return p;
}

void cg_error(CgCtx *C, Node *at, int kind, const char *fmt, ...) {
    CompileError *e = C->err;
    e->kind = kind;
    e->line = at ? at->line : 0;
    e->col = at ? at->col + 1 : 0;
    /* -1: the range runs on past the first line (marked to its end). */
    e->end_col = !at ? 0 : at->end_line == at->line ? (at->end_col > at->col ? at->end_col + 1 : 0)
               : at->end_line > at->line ? -1 : 0;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
    longjmp(C->jb, 1);
}

/* The budget or the deadline ran out (vm->halt says which). */
void cg_charge_slow(CgCtx *C) {
    cg_error(C, NULL, CERR_LIMIT, "compilation stopped: the run's instruction budget or deadline ran out");
}

/* ---- per-function state ---------------------------------------------------- */

typedef struct Fixup { uint32_t at; int label; } Fixup;
typedef struct PendRange { uint32_t start, end; int label; int reg; } PendRange;

enum { B_LOOP, B_TRY, B_HANDLER, B_FINALLY, B_FINRUN, B_WITH, B_CLEANUP };

typedef struct Block {
    int kind;
    int handler;        /* label of the region's handler, -1 if unprotected */
    int exc_reg;        /* register receiving the exception */
    uint32_t seg_start; /* start of the open range segment */
    int cont_label, break_label;
    int saved_reg;      /* B_HANDLER / B_FINRUN / B_CLEANUP: handled exception to restore */
    Node *unbind;       /* B_HANDLER: `as` name to delete on the way out */
    NodeList *finalbody;/* B_FINALLY */
    int with_reg;       /* B_WITH: the bound __exit__ */
} Block;

typedef struct FuncState {
    struct FuncState *parent;
    Scope *scope;
    uint32_t *code;
    uint32_t *lines;
    uint16_t *cols;
    uint16_t *ecols;
    uint8_t *edlines;
    uint32_t n, cap;
    Value *consts;
    uint32_t nconsts, capconsts;
    HTab ctab;          /* constant dedup: value -> index in consts */
    Str **names;
    uint32_t nnames, capnames;
    HTab nametab;       /* name dedup: Str (interned) -> index in names */
    int *labels;
    int nlabels, caplabels;
    Fixup *fix;
    int nfix, capfix;
    PendRange *ranges;
    int nranges, capranges;
    int nblocks;
    int nactive;        /* first free register */
    int maxregs;
    int first_temp;
    int nlocals;
    Str **varnames;
    uint8_t *bound;     /* per fast local: definitely assigned here */
    bool alias_ok;      /* fast locals may be used as operands in place */
    int line, col, end_line, end_col;
    Node *sticky;       /* last comparison a condition jumped on (assert's raise location) */
    int ncellfree;
    Str **freenames;
    uint16_t *cell_regs;
    int16_t *cell_arg;
    int ncells, nfrees;
    /* Last and not zeroed (compile_scope): push_block() clears each block
     * it opens, and only blocks[0..nblocks) are ever read. */
    Block blocks[MAX_BLOCKS];
} FuncState;

/* The names a case pattern binds, in the order it binds them, and the
 * registers that hold their values until the whole pattern has matched
 * (see match_stmt). */
#define PAT_MAX_NAMES 100
typedef struct PatNames {
    const char *names[PAT_MAX_NAMES];
    int n;
    int base;           /* the register of names[0]; the others follow */
    struct PatNames *next_free;
} PatNames;

typedef struct Cg {
    CgCtx *C;
    FuncState *fs;
    PatNames *pat;      /* the case pattern being compiled */
    Node *pat_last;     /* the pattern pat_names() entered last */
    PatNames *pat_free; /* PatNames done with, for the next case or or-pattern */
} Cg;

#define VMOF(G) ((G)->C->vm)

/* A limit of the bytecode format reached while emitting: reported at the
 * statement or expression being compiled, so the error shows its line. */
static _Noreturn void limit_error(Cg *G, const char *msg) {
    Node at;
    memset(&at, 0, sizeof at);
    FuncState *fs = G->fs;
    if (fs) {
        at.line = fs->line;
        at.col = fs->col;
        at.end_line = fs->end_line;
        at.end_col = fs->end_col;
    }
    cg_error(G->C, fs && fs->line > 0 ? &at : NULL, CERR_LIMIT, "%s", msg);
}

/* The array at `p` is full (n == *cap): a copy with twice the room. */
static __attribute__((noinline)) void *grow_full(CgCtx *C, void *p, size_t elem, uint32_t n,
                                                 uint32_t *cap) {
    if (*cap >= (1u << 30)) cg_error(C, NULL, CERR_LIMIT, "function too large");
    uint32_t nc = *cap ? *cap * 2 : 32;
    void *q = cg_alloc_uninit(C, (size_t)nc * elem);
    if (n) memcpy(q, p, (size_t)n * elem);
    cg_charge(C, (int64_t)(((size_t)n * elem) / 64) + 1);
    *cap = nc;
    return q;
}

/* Room for element `n` of the array at `p`, which holds *cap. */
static inline void *grow(CgCtx *C, void *p, size_t elem, uint32_t n, uint32_t *cap) {
    if (n < *cap) return p;
    return grow_full(C, p, elem, n, cap);
}

/* The five per-instruction arrays grow together, carved from one block:
 * the instructions and lines first (4-byte), then the columns (2-byte),
 * then the line spans (bytes); a capacity that is a multiple of 4 keeps
 * each array aligned. Charged as grow() charges the five copies. */
static __attribute__((noinline)) void grow_code(CgCtx *C, FuncState *fs) {
    uint32_t n = fs->n;
    if (fs->cap >= (1u << 30)) cg_error(C, NULL, CERR_LIMIT, "function too large");
    uint32_t nc = fs->cap ? fs->cap * 2 : 32;
    const size_t per = 2 * sizeof(uint32_t) + 2 * sizeof(uint16_t) + sizeof(uint8_t);
    char *b = cg_alloc_uninit(C, (size_t)nc * per);
    uint32_t *code = (uint32_t *)b, *lines = code + nc;
    uint16_t *cols = (uint16_t *)(lines + nc), *ecols = cols + nc;
    uint8_t *edlines = (uint8_t *)(ecols + nc);
    if (n) {
        memcpy(code, fs->code, (size_t)n * sizeof(uint32_t));
        memcpy(lines, fs->lines, (size_t)n * sizeof(uint32_t));
        memcpy(cols, fs->cols, (size_t)n * sizeof(uint16_t));
        memcpy(ecols, fs->ecols, (size_t)n * sizeof(uint16_t));
        memcpy(edlines, fs->edlines, (size_t)n);
    }
    cg_charge(C, (int64_t)(((size_t)n * sizeof(uint32_t)) / 64) + (int64_t)(((size_t)n * sizeof(uint32_t)) / 64) +
                     (int64_t)(((size_t)n * sizeof(uint16_t)) / 64) * 2 + (int64_t)((size_t)n / 64) + 5);
    fs->code = code;
    fs->lines = lines;
    fs->cols = cols;
    fs->ecols = ecols;
    fs->edlines = edlines;
    fs->cap = nc;
}

/* The arrays are full. The capacity doubles from 32, so the count meets
 * the code size limit (a power of two) exactly when the arrays are full. */
static __attribute__((noinline)) void emit_full(Cg *G) {
    if (G->fs->n >= (1u << 22)) limit_error(G, "code too large");
    grow_code(G->C, G->fs);
}

static uint32_t emit(Cg *G, uint32_t ins) {
    FuncState *fs = G->fs;
    cg_charge(G->C, 1);
    if (__builtin_expect(fs->n == fs->cap, 0)) emit_full(G);
    /* Read everything before the first store, which the compiler must
     * otherwise assume may change it. */
    uint32_t n = fs->n;
    int line = fs->line, col = fs->col, end_line = fs->end_line, end_col = fs->end_col;
    uint32_t *code = fs->code, *lines = fs->lines;
    uint16_t *cols = fs->cols, *ecols = fs->ecols;
    uint8_t *edlines = fs->edlines;
    int dl = end_line - line;
    code[n] = ins;
    lines[n] = (uint32_t)line;
    cols[n] = (uint16_t)(col > 65535 ? 65535 : col);
    edlines[n] = (uint8_t)(dl < 0 ? 0 : dl > 255 ? 255 : dl);
    ecols[n] = (uint16_t)(end_col < 0 ? 0 : end_col > 65535 ? 65535 : end_col);
    fs->n = n + 1;
    return n;
}

static void emit_abc(Cg *G, int op, int a, int b, int c) {
    if (a < 0 || a > 255 || b < 0 || b > 255 || c < 0 || c > 255)
        limit_error(G, "operand out of range (function too complex)");
    emit(G, MK_ABC(op, a, b, c));
}

static void emit_abx(Cg *G, int op, int a, uint32_t bx) {
    if (a < 0 || a > 255 || bx > 65535) limit_error(G, "too many constants or names in one function");
    emit(G, MK_ABX(op, a, bx));
}

/* ---- labels and jumps ------------------------------------------------------ */

static int new_label(Cg *G) {
    FuncState *fs = G->fs;
    uint32_t cap = (uint32_t)fs->caplabels;
    fs->labels = grow(G->C, fs->labels, sizeof(int), (uint32_t)fs->nlabels, &cap);
    fs->caplabels = (int)cap;
    fs->labels[fs->nlabels] = -1;
    return fs->nlabels++;
}

static void place(Cg *G, int label) { G->fs->labels[label] = (int)G->fs->n; }

static void add_fixup(Cg *G, uint32_t at, int label) {
    FuncState *fs = G->fs;
    uint32_t cap = (uint32_t)fs->capfix;
    fs->fix = grow(G->C, fs->fix, sizeof(Fixup), (uint32_t)fs->nfix, &cap);
    fs->capfix = (int)cap;
    fs->fix[fs->nfix].at = at;
    fs->fix[fs->nfix].label = label;
    fs->nfix++;
}

static void emit_jmp(Cg *G, int label) { add_fixup(G, emit(G, MK_AX(OP_JMP, 0)), label); }

static void emit_jcond(Cg *G, int op, int reg, int label) {
    if (reg < 0 || reg > 255) limit_error(G, "operand out of range");
    add_fixup(G, emit(G, MK_ABX(op, reg, 0)), label);
}

static void resolve_fixups(Cg *G) {
    FuncState *fs = G->fs;
    cg_charge(G->C, fs->nfix / 4 + 1);
    for (int i = 0; i < fs->nfix; i++) {
        Fixup *f = &fs->fix[i];
        int target = fs->labels[f->label];
        if (target < 0) cg_error(G->C, NULL, CERR_LIMIT, "internal error: unplaced label");
        int32_t off = target - (int32_t)(f->at + 1);
        uint32_t ins = fs->code[f->at];
        int op = (int)INS_OP(ins);
        if (op == OP_JMP) {
            if (off < -SJ_BIAS || off > SJ_BIAS) limit_error(G, "function too large");
            fs->code[f->at] = MK_SJ(OP_JMP, off);
        } else {
            if (off < -SBX_BIAS || off > SBX_BIAS) limit_error(G, "function too large");
            fs->code[f->at] = MK_ASBX(op, (int)INS_A(ins), off);
        }
    }
}

/* ---- registers ----------------------------------------------------------------- */

static int alloc_reg(Cg *G) {
    FuncState *fs = G->fs;
    int r = fs->nactive++;
    if (fs->nactive > MAX_REGS)
        limit_error(G, "too many registers needed (expression or function too complex)");
    if (fs->nactive > fs->maxregs) fs->maxregs = fs->nactive;
    return r;
}

static int alloc_regs(Cg *G, int n) {
    int r = G->fs->nactive;
    for (int i = 0; i < n; i++) alloc_reg(G);
    return r;
}

static void free_to(Cg *G, int mark) {
    if (mark < G->fs->first_temp) mark = G->fs->first_temp;
    if (mark < G->fs->nactive) G->fs->nactive = mark;
}

/* ---- constants and names ----------------------------------------------------- */

/* Constants are deduplicated through a hash table of their indices (ints,
 * floats by bit pattern, strs by content, all hashed with the VM's seed);
 * other kinds are added as they come. */
static bool const_key(Cg *G, Value v, uint64_t *h) {
    if (IS_INT(v)) {
        int64_t i = AS_INT(v);
        *h = cg_hash(G->C, &i, sizeof i);
    } else if (IS_FLOAT(v)) {
        *h = cg_hash(G->C, &v.u.f, sizeof v.u.f) + 1;
    } else if (IS_STR(v)) {
        *h = (uint64_t)str_hash(VMOF(G), AS_STR(v));
    } else if (IS_NONE(v) || IS_BOOL(v)) {
        *h = v.tag * 31u + (uint64_t)v.u.i;
    } else {
        return false;
    }
    *h ^= (uint64_t)v.tag << 56;
    return true;
}

static bool const_same(Value c, Value v) {
    if (c.tag != v.tag) return false;
    if (IS_INT(v)) return AS_INT(c) == AS_INT(v);
    if (IS_FLOAT(v)) return memcmp(&c.u.f, &v.u.f, sizeof(double)) == 0;
    if (IS_NONE(v) || IS_BOOL(v)) return c.u.i == v.u.i;
    if (IS_STR(v)) return IS_STR(c) && str_eq(AS_STR(c), AS_STR(v));
    return false;
}

typedef struct ConstKey {
    const FuncState *fs;
    Value v;
} ConstKey;

static bool const_is(const void *ctx, uint32_t i) {
    const ConstKey *k = ctx;
    return const_same(k->fs->consts[i], k->v);
}

/* Append a constant without deduplication. */
static uint32_t push_const(Cg *G, Value v) {
    FuncState *fs = G->fs;
    fs->consts = grow(G->C, fs->consts, sizeof(Value), fs->nconsts, &fs->capconsts);
    fs->consts[fs->nconsts] = v;
    return fs->nconsts++;
}

static uint32_t add_const(Cg *G, Value v) {
    FuncState *fs = G->fs;
    uint64_t h = 0;
    if (!const_key(G, v, &h)) return push_const(G, v);
    ConstKey k = {fs, v};
    /* A long str is compared byte by byte when the hashes agree. */
    if (IS_STR(v)) cg_charge(G->C, (int64_t)(AS_STR(v)->blen / 64));
    int64_t found = htab_find(G->C, &fs->ctab, h, const_is, &k);
    if (found >= 0) return (uint32_t)found;
    uint32_t idx = push_const(G, v);
    htab_add(G->C, &fs->ctab, h, idx);
    return idx;
}

static Str *intern(Cg *G, const char *s) {
    Str *r = str_intern_cstr(VMOF(G), s);
    if (!r) cg_error(G->C, NULL, CERR_MEMORY, "out of memory");
    return r;
}

typedef struct NameKey {
    const FuncState *fs;
    const Str *n;
} NameKey;

static bool name_is(const void *ctx, uint32_t i) {
    const NameKey *k = ctx;
    return k->fs->names[i] == k->n;
}

static uint32_t add_name(Cg *G, const char *s) {
    FuncState *fs = G->fs;
    Str *n = intern(G, s);
    /* Names are interned: one Str per spelling. */
    uint64_t h = (uint64_t)str_hash(VMOF(G), n);
    NameKey k = {fs, n};
    int64_t found = htab_find(G->C, &fs->nametab, h, name_is, &k);
    if (found >= 0) return (uint32_t)found;
    fs->names = grow(G->C, fs->names, sizeof(Str *), fs->nnames, &fs->capnames);
    fs->names[fs->nnames] = n;
    htab_add(G->C, &fs->nametab, h, fs->nnames);
    return fs->nnames++;
}

/* Attribute instructions hold the name index in 8 bits. */
static int attr_name(Cg *G, const char *s) {
    uint32_t i = add_name(G, s);
    if (i > 255) limit_error(G, "too many distinct names in one function (limit 256)");
    return (int)i;
}

static Value str_const(Cg *G, const char *s, size_t n) {
    Str *r = n <= 40 ? str_intern(VMOF(G), s, n) : str_new(VMOF(G), s, n);
    if (!r) cg_error(G->C, NULL, CERR_MEMORY, "out of memory");
    return v_obj(r);
}

static void emit_loadk(Cg *G, int dst, uint32_t k) {
    if (k <= 65535) {
        emit_abx(G, OP_LOADK, dst, k);
        return;
    }
    if (k >= (1u << 24)) limit_error(G, "too many constants in one function");
    emit_abc(G, OP_LOADKX, dst, 0, 0);
    emit(G, MK_AX(OP_EXTRAARG, k));
}

static void load_const(Cg *G, Value v, int dst) { emit_loadk(G, dst, add_const(G, v)); }

static void load_int(Cg *G, int64_t i, int dst) {
    if (i >= -SBX_BIAS && i <= SBX_BIAS) emit(G, MK_ASBX(OP_LOADINT, dst, (int32_t)i));
    else load_const(G, v_int(i), dst);
}

/* ---- positions ----------------------------------------------------------------- */

typedef struct Pos { int line, col, end_line, end_col; } Pos;

static inline __attribute__((always_inline)) Pos set_pos(Cg *G, Node *n) {
    FuncState *fs = G->fs;
    Pos p = {fs->line, fs->col, fs->end_line, fs->end_col};
    if (n && n->line > 0) {
        fs->line = n->line;
        fs->col = n->col;
        fs->end_line = n->end_line >= n->line ? n->end_line : n->line;
        fs->end_col = n->end_line >= n->line ? n->end_col : n->col;
    }
    return p;
}

static void restore_pos(Cg *G, Pos p) {
    G->fs->line = p.line;
    G->fs->col = p.col;
    G->fs->end_line = p.end_line;
    G->fs->end_col = p.end_col;
}

/* CPython 3.11 (update_start_location_to_match_attr): an attribute whose
 * value starts on an earlier line than the name is placed at the name,
 * for its load, store and delete and, with `whole` (the call of a method
 * call), from the name to the end of `whole`. */
static Pos attr_pos(Cg *G, Node *at, Node *whole) {
    Pos p = set_pos(G, whole ? whole : at);
    if (at->line > 0 && at->end_line != at->line) {
        FuncState *fs = G->fs;
        int len = 0;
        for (const char *c = at->name; *c; c++) len += ((unsigned char)*c & 0xC0) != 0x80;
        fs->line = at->end_line;
        fs->col = at->end_col >= len ? at->end_col - len : at->end_col;
        if (fs->end_line < fs->line) fs->end_line = fs->line;
        if (fs->end_line == fs->line && fs->end_col < fs->col) fs->end_col = fs->col;
    }
    return p;
}

/* Mark a construct smolvm refuses where it stands: the policy check then
 * rejects the code, naming the construct and what to write instead. The
 * construct itself is compiled as its plain form, which never runs. */
static void refuse(Cg *G, Node *at, PolicyRefusal what) {
    Pos p = set_pos(G, at);
    emit_abx(G, OP_REFUSED, 0, (uint32_t)what);
    restore_pos(G, p);
}

/* Is code of scope `s` inside an `async def` (comprehensions looked through)? */
static bool in_async_def(Scope *s) {
    while (s && s->kind == SK_COMP) s = s->parent;
    return s && s->kind == SK_FUNCTION && s->is_async;
}

/* ---- definite assignment ------------------------------------------------------- */

static uint8_t *bound_save(Cg *G) {
    FuncState *fs = G->fs;
    cg_charge(G->C, fs->nlocals / 64 + 1);
    uint8_t *s = cg_alloc(G->C, (size_t)fs->nlocals + 1);
    if (fs->nlocals) memcpy(s, fs->bound, (size_t)fs->nlocals);
    return s;
}

static void bound_restore(Cg *G, const uint8_t *s) {
    FuncState *fs = G->fs;
    cg_charge(G->C, fs->nlocals / 64 + 1);
    if (fs->nlocals) memcpy(fs->bound, s, (size_t)fs->nlocals);
}

static void bound_intersect(Cg *G, const uint8_t *s) {
    FuncState *fs = G->fs;
    cg_charge(G->C, fs->nlocals / 16 + 1);
    for (int i = 0; i < fs->nlocals; i++) fs->bound[i] &= s[i];
}

/* ---- forward declarations --------------------------------------------------- */

static void expr_to(Cg *G, Node *e, int dst);
static int expr_any(Cg *G, Node *e);
static void stmts(Cg *G, NodeList *l);
static void stmt(Cg *G, Node *s);
static void store_target(Cg *G, Node *t, int src);
static void cond_jump(Cg *G, Node *e, bool jump_if, int label);
static Code *compile_scope(Cg *G, Scope *s);

/* ---- names ----------------------------------------------------------------------- */

static Sym *lookup(Cg *G, const char *name) {
    return scope_find(G->C, G->fs->scope, name);
}

/* The symbol of a Name node: the one the scope pass recorded when it saw
 * the node in the scope being compiled, else looked up by name. */
static Sym *lookup_node(Cg *G, Node *n) {
    Scope *s = G->fs->scope;
    if (n->symref && n->scope == s && n->symref <= s->nsyms) return &s->syms[n->symref - 1];
    return lookup(G, n->name);
}

/* The scope in which `name` is read, with defaults for names the scope pass
 * did not see (synthesised loads). */
static int sym_scope(Cg *G, Sym *y) {
    if (!y) return G->fs->scope->kind == SK_CLASS ? SYM_NAME : SYM_GLOBAL;
    return y->scope;
}

/* The names-table index of `name`, whose symbol (or NULL) is `y`. */
static uint32_t sym_name(Cg *G, Sym *y, const char *name) {
    FuncState *fs = G->fs;
    if (y && y->name_fs == fs && y->name_idx < fs->nnames && fs->names[y->name_idx] == y->name_str)
        return y->name_idx;
    uint32_t i = add_name(G, name);
    if (y) {
        y->name_fs = fs;
        y->name_str = fs->names[i];
        y->name_idx = i;
    }
    return i;
}

static void load_sym(Cg *G, const char *name, Sym *y, int dst) {
    FuncState *fs = G->fs;
    switch (sym_scope(G, y)) {
    case SYM_LOCAL:
        if (y->reg < 0) cg_error(G->C, NULL, CERR_LIMIT, "internal error: local without register");
        if (!fs->bound[y->reg]) {
            emit_abx(G, OP_CHECKBOUND, y->reg, (uint32_t)y->varidx);
            fs->bound[y->reg] = 1;
        }
        if (dst != y->reg) emit_abc(G, OP_MOVE, dst, y->reg, 0);
        break;
    case SYM_CELL:
    case SYM_FREE:
        emit_abc(G, OP_LOADCELL, dst, y->cellreg, y->cellidx);
        break;
    case SYM_NAME:
        if (y && y->pass && !(y->flags & (DEF_ASSIGN | DEF_PARAM))) {
            emit_abc(G, OP_LOADCELL, dst, y->cellreg, y->cellidx);
            break;
        }
        emit_abx(G, OP_LOADNAME, dst, sym_name(G, y, name));
        break;
    default:
        emit_abx(G, OP_LOADGLOBAL, dst, sym_name(G, y, name));
        break;
    }
}

static void load_name(Cg *G, const char *name, int dst) { load_sym(G, name, lookup(G, name), dst); }

/* A register holding the name's value without a copy when it is a fast
 * local that is safe to read in place; -1 otherwise. */
static int sym_reg(Cg *G, Sym *y) {
    if (!G->fs->alias_ok || sym_scope(G, y) != SYM_LOCAL || y->reg < 0) return -1;
    if (!G->fs->bound[y->reg]) {
        emit_abx(G, OP_CHECKBOUND, y->reg, (uint32_t)y->varidx);
        G->fs->bound[y->reg] = 1;
    }
    return y->reg;
}

static int name_reg(Cg *G, Node *n) { return sym_reg(G, lookup_node(G, n)); }

static void store_sym(Cg *G, const char *name, Sym *y, int src, bool mark) {
    FuncState *fs = G->fs;
    switch (sym_scope(G, y)) {
    case SYM_LOCAL:
        if (src != y->reg) emit_abc(G, OP_MOVE, y->reg, src, 0);
        if (mark && !(y->flags & DEF_DEL)) fs->bound[y->reg] = 1;
        break;
    case SYM_CELL:
    case SYM_FREE:
        emit_abc(G, OP_STORECELL, y->cellreg, src, 0);
        break;
    case SYM_NAME:
        emit_abx(G, OP_STORENAME, src, sym_name(G, y, name));
        break;
    default:
        emit_abx(G, OP_STOREGLOBAL, src, sym_name(G, y, name));
        break;
    }
}

static void store_name_ex(Cg *G, const char *name, int src, bool mark) {
    store_sym(G, name, lookup(G, name), src, mark);
}

static void store_name(Cg *G, const char *name, int src) { store_name_ex(G, name, src, true); }

static void store_node(Cg *G, Node *n, int src) { store_sym(G, n->name, lookup_node(G, n), src, true); }

static void del_sym(Cg *G, const char *name, Sym *y) {
    FuncState *fs = G->fs;
    switch (sym_scope(G, y)) {
    case SYM_LOCAL:
        emit_abx(G, OP_DELLOCAL, y->reg, (uint32_t)y->varidx);
        fs->bound[y->reg] = 0;
        break;
    case SYM_CELL:
    case SYM_FREE:
        emit_abc(G, OP_DELCELL, y->cellreg, y->cellidx, 0);
        break;
    case SYM_NAME:
        emit_abx(G, OP_DELNAME, 0, sym_name(G, y, name));
        break;
    default:
        emit_abx(G, OP_DELGLOBAL, 0, sym_name(G, y, name));
        break;
    }
}

static void del_name(Cg *G, const char *name) { del_sym(G, name, lookup(G, name)); }

/* The register a local name will be stored into, when an expression can be
 * computed straight into it; -1 otherwise. */
static int local_target(Cg *G, Node *t) {
    if (t->kind != N_NAME) return -1;
    Sym *y = lookup_node(G, t);
    if (sym_scope(G, y) != SYM_LOCAL || y->reg < 0 || !G->fs->alias_ok) return -1;
    return y->reg;
}

/* ---- constants --------------------------------------------------------------- */

static Value int_literal(Cg *G, Node *e) {
    const char *s = e->str;
    size_t n = e->slen;
    int base = 10;
    if (n > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) base = 16, s += 2, n -= 2;
    else if (n > 2 && s[0] == '0' && (s[1] == 'o' || s[1] == 'O')) base = 8, s += 2, n -= 2;
    else if (n > 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) base = 2, s += 2, n -= 2;
    if (n <= 15) {
        int64_t v = 0;
        for (size_t i = 0; i < n; i++) {
            int c = s[i];
            int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c - 'A' + 10;
            v = v * base + d;
        }
        return v_int(v);
    }
    /* Big literal: bound its size before GMP allocates it, and charge the
     * conversion (at least linear in the digits) before it runs. */
    cg_charge(G->C, (int64_t)(n / 8));
    size_t bits = n * (base == 16 ? 4 : base == 8 ? 3 : base == 2 ? 1 : 4);
    if (!mem_would_fit(VMOF(G), bits / 8 + 64)) cg_error(G->C, e, CERR_MEMORY, "out of memory");
    char *buf = cg_alloc(G->C, n + 1);
    memcpy(buf, s, n);
    buf[n] = '\0';
    mpz_t z;
    mpz_init(z);
    if (mpz_set_str(z, buf, base) != 0) {
        mpz_clear(z);
        cg_error(G->C, e, CERR_SYNTAX, "invalid integer literal");
    }
    Value v = int_from_mpz(VMOF(G), z);
    mpz_clear(z);
    if (IS_EXC(v)) {
        exc_clear(VMOF(G));
        cg_error(G->C, e, CERR_MEMORY, "out of memory");
    }
    return v;
}

/* The value of a constant node, or VEMPTY for kinds compiled otherwise. */
static Value const_value(Cg *G, Node *e) {
    switch (e->ckind) {
    case C_NONE: return VNONE;
    case C_TRUE: return v_bool(true);
    case C_FALSE: return v_bool(false);
    case C_ELLIPSIS: return v_ellipsis();
    case C_INT: return int_literal(G, e);
    case C_FLOAT: return v_float(e->fval);
    case C_STR: return str_const(G, e->str, e->slen);
    case C_IMAG:
    case C_BYTES: {
        Value v = e->ckind == C_IMAG ? complex_new(VMOF(G), 0.0, e->fval) : bytes_new(VMOF(G), e->str, e->slen);
        if (IS_EXC(v)) {
            exc_clear(VMOF(G));
            cg_error(G->C, e, CERR_MEMORY, "out of memory");
        }
        return v;
    }
    default:
        return VEMPTY;
    }
}

static void constant_to(Cg *G, Node *e, int dst) {
    switch (e->ckind) {
    case C_NONE: emit_abc(G, OP_LOADNONE, dst, 0, 0); return;
    case C_TRUE: emit_abc(G, OP_LOADTRUE, dst, 0, 0); return;
    case C_FALSE: emit_abc(G, OP_LOADFALSE, dst, 0, 0); return;
    default: break;
    }
    Value v = const_value(G, e);
    if (IS_INT(v)) load_int(G, AS_INT(v), dst);
    else load_const(G, v, dst);
}

static bool is_const(Node *e) { return e->kind == N_CONSTANT; }

/* -c for a numeric constant c, folded at compile time. */
static bool fold_negative(Cg *G, Node *e, int dst) {
    Node *a = e->a;
    if (a->kind != N_CONSTANT) return false;
    if (a->ckind == C_FLOAT) {
        load_const(G, v_float(-a->fval), dst);
        return true;
    }
    if (a->ckind == C_INT) {
        Value v = int_literal(G, a);
        if (IS_INT(v) && AS_INT(v) != INT64_MIN) {
            load_int(G, -AS_INT(v), dst);
            return true;
        }
    }
    return false;
}

/* A tuple of constants becomes one constant. */
static bool const_tuple(Cg *G, Node *e, int dst) {
    if (e->l1.n == 0 || e->l1.n > 64) return false;
    for (int i = 0; i < e->l1.n; i++) {
        Node *x = e->l1.items[i];
        if (!is_const(x) || x->ckind == C_ELLIPSIS) return false;
    }
    Tuple *t = tuple_new(VMOF(G), (size_t)e->l1.n);
    if (!t) cg_error(G->C, e, CERR_MEMORY, "out of memory");
    for (int i = 0; i < e->l1.n; i++) t->items[i] = const_value(G, e->l1.items[i]);
    FuncState *fs = G->fs;
    fs->consts = grow(G->C, fs->consts, sizeof(Value), fs->nconsts, &fs->capconsts);
    fs->consts[fs->nconsts] = v_obj(t);
    emit_loadk(G, dst, fs->nconsts++);
    return true;
}

static bool has_starred_list(NodeList *l) {
    for (int i = 0; i < l->n; i++)
        if (l->items[i]->kind == N_STARRED) return true;
    return false;
}

/* The value of a constant expression as CPython's AST optimizer folds it:
 * literals, negated numbers, tuples of those. */
static bool folded_const(Cg *G, Node *e, Value *out, int depth) {
    if (depth > 16) return false;
    cg_charge(G->C, 1);
    if (e->kind == N_CONSTANT) {
        *out = const_value(G, e);
        return true;
    }
    if (e->kind == N_UNARYOP && e->op == UOP_USUB && e->a->kind == N_CONSTANT) {
        if (e->a->ckind == C_FLOAT) {
            *out = v_float(-e->a->fval);
            return true;
        }
        if (e->a->ckind == C_INT) {
            Value v = int_literal(G, e->a);
            if (IS_INT(v) && AS_INT(v) != INT64_MIN) {
                *out = v_int(-AS_INT(v));
                return true;
            }
            Value r = int_neg(VMOF(G), v);
            if (IS_EXC(r)) {
                exc_clear(VMOF(G));
                return false;
            }
            *out = r;
            return true;
        }
        return false;
    }
    if (e->kind == N_TUPLE && e->l1.n <= 64 && !has_starred_list(&e->l1)) {
        Tuple *t = tuple_new(VMOF(G), (size_t)e->l1.n);
        if (!t) cg_error(G->C, e, CERR_MEMORY, "out of memory");
        for (int i = 0; i < e->l1.n; i++)
            if (!folded_const(G, e->l1.items[i], &t->items[i], depth + 1)) return false;
        *out = v_obj(t);
        return true;
    }
    return false;
}

/* {c1, c2, c3, ...} of three or more constants: CPython builds it from a
 * frozenset constant, which fixes the iteration order it prints. */
static bool const_set(Cg *G, Node *e, int dst) {
    int n = e->l1.n;
    if (n < 3 || n > 100000) return false;
    /* Building the frozenset: a hash and an insertion per item. */
    cg_charge(G->C, 2 * (int64_t)n);
    Value *items = cg_alloc(G->C, (size_t)n * sizeof(Value));
    for (int i = 0; i < n; i++)
        if (!folded_const(G, e->l1.items[i], &items[i], 0)) return false;
    Set *fs = set_const_frozenset(VMOF(G), items, (size_t)n);
    if (!fs) {
        if (VMOF(G)->halt) cg_error(G->C, e, CERR_MEMORY, "out of memory");
        exc_clear(VMOF(G));
        return false;
    }
    FuncState *st = G->fs;
    st->consts = grow(G->C, st->consts, sizeof(Value), st->nconsts, &st->capconsts);
    st->consts[st->nconsts] = v_obj(fs);
    uint32_t k = st->nconsts++;
    int mark = st->nactive;
    int t = alloc_reg(G);
    emit_abc(G, OP_BUILDSET, dst, 0, 0);
    emit_loadk(G, t, k);
    emit_abc(G, OP_SETUPDATE, dst, t, 0);
    free_to(G, mark);
    return true;
}

/* ---- expressions -------------------------------------------------------------- */

static const uint8_t binop_opcode[] = {
    [OP_ADD_] = OP_ADD, [OP_SUB_] = OP_SUB, [OP_MULT_] = OP_MUL, [OP_MATMULT_] = OP_MATMUL,
    [OP_DIV_] = OP_TRUEDIV, [OP_MOD_] = OP_MOD, [OP_POW_] = OP_POW, [OP_LSHIFT_] = OP_LSHIFT,
    [OP_RSHIFT_] = OP_RSHIFT, [OP_BITOR_] = OP_BOR, [OP_BITXOR_] = OP_BXOR, [OP_BITAND_] = OP_BAND,
    [OP_FLOORDIV_] = OP_FLOORDIV,
};
static const uint8_t inplace_opcode[] = {
    [OP_ADD_] = OP_IADD, [OP_SUB_] = OP_ISUB, [OP_MULT_] = OP_IMUL, [OP_MATMULT_] = OP_IMATMUL,
    [OP_DIV_] = OP_ITRUEDIV, [OP_MOD_] = OP_IMOD, [OP_POW_] = OP_IPOW, [OP_LSHIFT_] = OP_ILSHIFT,
    [OP_RSHIFT_] = OP_IRSHIFT, [OP_BITOR_] = OP_IBOR, [OP_BITXOR_] = OP_IBXOR, [OP_BITAND_] = OP_IBAND,
    [OP_FLOORDIV_] = OP_IFLOORDIV,
};
static const uint8_t cmp_opcode[] = {
    [CMP_EQ] = OP_EQ, [CMP_NOTEQ] = OP_NE, [CMP_LT] = OP_LT, [CMP_LTE] = OP_LE, [CMP_GT] = OP_GT,
    [CMP_GTE] = OP_GE, [CMP_IS] = OP_IS, [CMP_ISNOT] = OP_ISNOT, [CMP_IN] = OP_IN, [CMP_NOTIN] = OP_NOTIN,
};

static int expr_any(Cg *G, Node *e) {
    if (e->kind == N_NAME && e->ctx == CTX_LOAD) {
        Pos p = set_pos(G, e);
        int r = name_reg(G, e);
        restore_pos(G, p);
        if (r >= 0) return r;
    }
    int t = alloc_reg(G);
    expr_to(G, e, t);
    return t;
}

/* A small int constant usable as ADDI's immediate. */
static bool small_int(Node *e, int64_t *out) {
    if (e->kind != N_CONSTANT || e->ckind != C_INT || e->slen > 4) return false;
    int64_t v = 0;
    for (size_t i = 0; i < e->slen; i++) {
        if (e->str[i] < '0' || e->str[i] > '9') return false;
        v = v * 10 + (e->str[i] - '0');
    }
    *out = v;
    return true;
}

/* `x - 0` must stay a subtraction (ADDI's sign tells it apart). */
static bool k_positive(Node *e) {
    int64_t k;
    return small_int(e, &k) && k > 0;
}

static void binop_to(Cg *G, Node *e, int dst) {
    int mark = G->fs->nactive;
    int64_t k;
    if ((e->op == OP_ADD_ || (e->op == OP_SUB_ && k_positive(e->b))) && small_int(e->b, &k) && k <= 127) {
        int l = expr_any(G, e->a);
        int imm = e->op == OP_ADD_ ? (int)k : -(int)k;
        emit_abc(G, OP_ADDI, dst, l, imm + ADDI_BIAS);
        free_to(G, mark);
        return;
    }
    int l = expr_any(G, e->a);
    int r = expr_any(G, e->b);
    Pos p = set_pos(G, e);
    emit_abc(G, binop_opcode[e->op], dst, l, r);
    restore_pos(G, p);
    free_to(G, mark);
}

static void compare_to(Cg *G, Node *e, int dst) {
    int mark = G->fs->nactive;
    int l = expr_any(G, e->a);
    int n = e->l1.n;
    if (n == 1) {
        int r = expr_any(G, e->l1.items[0]);
        emit_abc(G, cmp_opcode[e->cmpops[0]], dst, l, r);
        free_to(G, mark);
        return;
    }
    int end = new_label(G);
    /* Keep the running left operand in a temporary. */
    int lt = alloc_reg(G);
    if (l != lt) emit_abc(G, OP_MOVE, lt, l, 0);
    int rt = alloc_reg(G);
    for (int i = 0; i < n; i++) {
        expr_to(G, e->l1.items[i], rt);
        emit_abc(G, cmp_opcode[e->cmpops[i]], dst, lt, rt);
        if (i < n - 1) {
            emit_jcond(G, OP_JMPIFNOT, dst, end);
            emit_abc(G, OP_MOVE, lt, rt, 0);
        }
    }
    place(G, end);
    free_to(G, mark);
}

static void boolop_to(Cg *G, Node *e, int dst) {
    int end = new_label(G);
    int op = e->op == BOOL_AND ? OP_JMPIFNOT : OP_JMPIF;
    for (int i = 0; i < e->l1.n; i++) {
        expr_to(G, e->l1.items[i], dst);
        if (i < e->l1.n - 1) emit_jcond(G, op, dst, end);
    }
    place(G, end);
}

static void ifexp_to(Cg *G, Node *e, int dst) {
    int els = new_label(G), end = new_label(G);
    cond_jump(G, e->a, false, els);
    expr_to(G, e->b, dst);
    emit_jmp(G, end);
    place(G, els);
    expr_to(G, e->c, dst);
    place(G, end);
}

static bool has_starred(NodeList *l) {
    for (int i = 0; i < l->n; i++)
        if (l->items[i]->kind == N_STARRED) return true;
    return false;
}

/* List, tuple and set displays. */
static void seq_display_to(Cg *G, Node *e, int dst) {
    int mark = G->fs->nactive;
    int n = e->l1.n;
    int build = e->kind == N_SET ? OP_BUILDSET : e->kind == N_TUPLE ? OP_BUILDTUPLE : OP_BUILDLIST;
    if (!has_starred(&e->l1) && n <= 128) {
        int base = alloc_regs(G, n);
        for (int i = 0; i < n; i++) expr_to(G, e->l1.items[i], base + i);
        emit_abc(G, build, dst, n ? base : 0, n);
        free_to(G, mark);
        return;
    }
    /* Incrementally, into a fresh register. */
    int acc = alloc_reg(G);
    bool set = e->kind == N_SET;
    emit_abc(G, set ? OP_BUILDSET : OP_BUILDLIST, acc, 0, 0);
    for (int i = 0; i < n; i++) {
        Node *x = e->l1.items[i];
        int m2 = G->fs->nactive;
        if (x->kind == N_STARRED) {
            int r = expr_any(G, x->a);
            emit_abc(G, set ? OP_SETUPDATE : OP_LISTEXTEND, acc, r, 0);
        } else {
            int r = expr_any(G, x);
            emit_abc(G, set ? OP_SETADD : OP_LISTAPPEND, acc, r, 0);
        }
        free_to(G, m2);
    }
    if (e->kind == N_TUPLE) emit_abc(G, OP_LISTTOTUPLE, dst, acc, 0);
    else emit_abc(G, OP_MOVE, dst, acc, 0);
    free_to(G, mark);
}

static void dict_display_to(Cg *G, Node *e, int dst) {
    int mark = G->fs->nactive;
    int n = e->l1.n;
    bool spread = false;
    for (int i = 0; i < n; i++)
        if (!e->l1.items[i]) spread = true;
    if (!spread && n <= 64) {
        int base = alloc_regs(G, 2 * n);
        for (int i = 0; i < n; i++) {
            expr_to(G, e->l1.items[i], base + 2 * i);
            expr_to(G, e->l2.items[i], base + 2 * i + 1);
        }
        emit_abc(G, OP_BUILDDICT, dst, n ? base : 0, n);
        free_to(G, mark);
        return;
    }
    int acc = alloc_reg(G);
    emit_abc(G, OP_BUILDDICT, acc, 0, 0);
    for (int i = 0; i < n; i++) {
        int m2 = G->fs->nactive;
        if (!e->l1.items[i]) {
            int r = expr_any(G, e->l2.items[i]);
            emit_abc(G, OP_DICTUPDATE, acc, r, 0);
        } else {
            int k = expr_any(G, e->l1.items[i]);
            int v = expr_any(G, e->l2.items[i]);
            emit_abc(G, OP_DICTSET, acc, k, v);
        }
        free_to(G, m2);
    }
    emit_abc(G, OP_MOVE, dst, acc, 0);
    free_to(G, mark);
}

/* The value of a slice expression into three consecutive registers, then
 * a slice object into dst. */
static void slice_to(Cg *G, Node *s, int dst) {
    int mark = G->fs->nactive;
    int base = alloc_regs(G, 3);
    Node *parts[3] = {s->a, s->b, s->c};
    for (int i = 0; i < 3; i++) {
        if (parts[i]) expr_to(G, parts[i], base + i);
        else emit_abc(G, OP_LOADNONE, base + i, 0, 0);
    }
    emit_abc(G, OP_BUILDSLICE, dst, base, 0);
    free_to(G, mark);
}

static int subscript_key(Cg *G, Node *k) {
    if (k->kind == N_SLICE) {
        int t = alloc_reg(G);
        slice_to(G, k, t);
        return t;
    }
    return expr_any(G, k);
}

/* ---- calls ----------------------------------------------------------------- */

/* Is this a zero-argument super() inside a method? Then it becomes
 * super(__class__, <first argument>). */
static bool super_call(Cg *G, Node *e) {
    if (e->a->kind != N_NAME || strcmp(e->a->name, "super") != 0 || e->l1.n || e->l2.n) return false;
    FuncState *fs = G->fs;
    if (fs->scope->kind != SK_FUNCTION) return false;
    Sym *cls = lookup(G, "__class__");
    Sym *sup = lookup(G, "super");
    if (!cls || cls->scope != SYM_FREE || (sup && sup->scope != SYM_GLOBAL)) return false;
    Node *args = fs->scope->node->a;
    if (!args) return false;
    return args->l1.n > 0 || args->a;
}

typedef struct KwKey {
    NodeList *kws;
    const char *name;
} KwKey;

static bool kw_is(const void *ctx, uint32_t i) {
    const KwKey *k = ctx;
    return strcmp(k->kws->items[i]->name, k->name) == 0;
}

/* CPython refuses a keyword given twice in one call, at compile time
 * (`**` entries have no name). */
static void check_repeated_keywords(Cg *G, NodeList *kws) {
    if (kws->n <= 8) {
        /* A few keywords: compared pairwise, no table. */
        cg_charge(G->C, kws->n);
        for (int i = 1; i < kws->n; i++) {
            Node *k = kws->items[i];
            if (!k->name) continue;
            for (int j = 0; j < i; j++)
                if (kws->items[j]->name && strcmp(kws->items[j]->name, k->name) == 0)
                    cg_error(G->C, k, CERR_SYNTAX, "keyword argument repeated: %s", k->name);
        }
        return;
    }
    HTab t;
    memset(&t, 0, sizeof t);
    for (int i = 0; i < kws->n; i++) {
        Node *k = kws->items[i];
        if (!k->name) continue;
        uint64_t h = cg_hash(G->C, k->name, strlen(k->name));
        KwKey key = {kws, k->name};
        if (htab_find(G->C, &t, h, kw_is, &key) >= 0)
            cg_error(G->C, k, CERR_SYNTAX, "keyword argument repeated: %s", k->name);
        htab_add(G->C, &t, h, (uint32_t)i);
    }
}

static void call_to(Cg *G, Node *e, int dst) {
    FuncState *fs = G->fs;
    int mark = fs->nactive;
    Pos p0 = set_pos(G, e);
    int base = (dst == fs->nactive - 1 && dst >= fs->first_temp) ? dst : alloc_reg(G);
    if (base == dst) mark = dst + 1;
    fs->nactive = base + 1;
    if (fs->nactive > fs->maxregs) fs->maxregs = fs->nactive;
    int nargs = e->l1.n, nkw = e->l2.n;
    if (nkw > 1) check_repeated_keywords(G, &e->l2);
    bool star = has_starred(&e->l1);
    for (int i = 0; i < nkw; i++)
        if (!e->l2.items[i]->name) star = true;

    if (super_call(G, e)) {
        load_name(G, "super", base);
        Sym *cls = lookup(G, "__class__");
        int a1 = alloc_reg(G), a2 = alloc_reg(G);
        emit_abc(G, OP_LOADCELL, a1, cls->cellreg, cls->cellidx);
        Node *args = fs->scope->node->a;
        const char *first = args->l1.n ? args->l1.items[0]->name : args->a->name;
        load_name(G, first, a2);
        set_pos(G, e);
        emit_abc(G, OP_CALL, base, 2, 0);
    } else if (star) {
        expr_to(G, e->a, base);
        int ar = alloc_reg(G), kr = alloc_reg(G);
        /* Positional arguments: a list extended by each *x, then a tuple.
         * A lone *x is taken apart after the keywords are built, as
         * CPython's call does (a ** that is no mapping is reported
         * first), and a failure then names the callee. */
        int acc = alloc_reg(G);
        bool lone = nargs == 1 && e->l1.items[0]->kind == N_STARRED;
        int xr = lone ? alloc_reg(G) : -1;
        if (lone) {
            expr_to(G, e->l1.items[0]->a, xr);
        } else {
            emit_abc(G, OP_BUILDLIST, acc, 0, 0);
            for (int i = 0; i < nargs; i++) {
                int m2 = fs->nactive;
                Node *x = e->l1.items[i];
                int r = expr_any(G, x->kind == N_STARRED ? x->a : x);
                emit_abc(G, x->kind == N_STARRED ? OP_LISTEXTEND : OP_LISTAPPEND, acc, r, 0);
                free_to(G, m2);
            }
            emit_abc(G, OP_LISTTOTUPLE, ar, acc, 0);
        }
        if (nkw) {
            emit_abc(G, OP_BUILDDICT, kr, 0, 0);
            bool merged = false;
            for (int i = 0; i < nkw; i++) {
                int m2 = fs->nactive;
                Node *k = e->l2.items[i];
                int v = expr_any(G, k->a);
                if (k->name) {
                    int kn = alloc_reg(G);
                    load_const(G, str_const(G, k->name, strlen(k->name)), kn);
                    if (merged) {
                        /* After a ** mapping, a keyword is merged too: a
                         * name given twice is an error, as in CPython. */
                        int one = alloc_reg(G);
                        emit_abc(G, OP_BUILDDICT, one, 0, 0);
                        emit_abc(G, OP_DICTSET, one, kn, v);
                        emit_abc(G, OP_DICTMERGE, kr, one, kr - base);
                    } else {
                        emit_abc(G, OP_DICTSET, kr, kn, v);
                    }
                } else {
                    emit_abc(G, OP_DICTMERGE, kr, v, kr - base);
                    merged = true;
                }
                free_to(G, m2);
            }
        }
        if (lone) {
            set_pos(G, e);
            emit_abc(G, OP_STARARGS, ar, xr, ar - base);
        }
        set_pos(G, e);
        emit_abc(G, OP_CALLEX, base, nkw ? 1 : 0, 0);
    } else if (e->a->kind == N_ATTRIBUTE && nkw == 0 && nargs <= 200) {
        /* obj.method(args): no bound-method object in between. */
        Node *at = e->a;
        int obj = expr_any(G, at->a);
        alloc_reg(G);
        Pos p = attr_pos(G, at, NULL);
        emit_abc(G, OP_LOADMETHOD, base, obj, attr_name(G, at->name));
        restore_pos(G, p);
        fs->nactive = base + 2;
        for (int i = 0; i < nargs; i++) expr_to(G, e->l1.items[i], alloc_reg(G));
        if (nargs < 30) attr_pos(G, at, e);
        else set_pos(G, e);
        emit_abc(G, OP_CALLMETHOD, base, nargs, 0);
    } else {
        if (nargs + nkw > 200) cg_error(G->C, e, CERR_LIMIT, "too many arguments in one call (limit 200)");
        expr_to(G, e->a, base);
        for (int i = 0; i < nargs; i++) expr_to(G, e->l1.items[i], alloc_reg(G));
        for (int i = 0; i < nkw; i++) expr_to(G, e->l2.items[i]->a, alloc_reg(G));
        if (e->a->kind == N_ATTRIBUTE && nargs + nkw + (nkw != 0) < 30) attr_pos(G, e->a, e);
        else set_pos(G, e);
        if (nkw) {
            Tuple *t = tuple_new(VMOF(G), (size_t)nkw);
            if (!t) cg_error(G->C, e, CERR_MEMORY, "out of memory");
            for (int i = 0; i < nkw; i++) t->items[i] = v_obj(intern(G, e->l2.items[i]->name));
            fs->consts = grow(G->C, fs->consts, sizeof(Value), fs->nconsts, &fs->capconsts);
            fs->consts[fs->nconsts] = v_obj(t);
            uint32_t ki = fs->nconsts++;
            emit_abc(G, OP_CALLKW, base, nargs + nkw, 0);
            emit(G, MK_AX(OP_EXTRAARG, ki));
        } else {
            emit_abc(G, OP_CALL, base, nargs, 0);
        }
    }
    if (base != dst) emit_abc(G, OP_MOVE, dst, base, 0);
    restore_pos(G, p0);
    free_to(G, mark);
}

/* ---- f-strings --------------------------------------------------------------- */

static void joined_to(Cg *G, Node *e, int dst);

static void formatted_to(Cg *G, Node *e, int dst) {
    int mark = G->fs->nactive;
    int v = expr_any(G, e->a);
    if (e->ival == 's' || e->ival == 'r' || e->ival == 'a') {
        int t = alloc_reg(G);
        emit_abc(G, OP_CONVERT, t, v, e->ival == 's' ? 1 : e->ival == 'r' ? 2 : 3);
        v = t;
    }
    if (e->b) {
        int s = alloc_reg(G);
        joined_to(G, e->b, s);
        emit_abc(G, OP_FORMAT, dst, v, s);
    } else {
        emit_abc(G, OP_FORMAT0, dst, v, 0);
    }
    free_to(G, mark);
}

static void joined_to(Cg *G, Node *e, int dst) {
    int mark = G->fs->nactive;
    int n = e->l1.n;
    if (n == 0) {
        load_const(G, str_const(G, "", 0), dst);
        return;
    }
    if (n == 1 && e->l1.items[0]->kind == N_CONSTANT) {
        expr_to(G, e->l1.items[0], dst);
        return;
    }
    if (n <= 200) {
        int base = alloc_regs(G, n);
        for (int i = 0; i < n; i++) expr_to(G, e->l1.items[i], base + i);
        emit_abc(G, OP_BUILDSTR, dst, base, n);
        free_to(G, mark);
        return;
    }
    int acc = alloc_reg(G);
    load_const(G, str_const(G, "", 0), acc);
    for (int start = 0; start < n; start += 100) {
        int cnt = n - start < 100 ? n - start : 100;
        int base = alloc_regs(G, cnt + 1);
        emit_abc(G, OP_MOVE, base, acc, 0);
        for (int i = 0; i < cnt; i++) expr_to(G, e->l1.items[start + i], base + 1 + i);
        emit_abc(G, OP_BUILDSTR, acc, base, cnt + 1);
        free_to(G, acc + 1);
    }
    emit_abc(G, OP_MOVE, dst, acc, 0);
    free_to(G, mark);
}

/* ---- functions and closures ---------------------------------------------------- */

static uint32_t add_code_const(Cg *G, Code *c) {
    FuncState *fs = G->fs;
    fs->consts = grow(G->C, fs->consts, sizeof(Value), fs->nconsts, &fs->capconsts);
    fs->consts[fs->nconsts] = v_obj(c);
    return fs->nconsts++;
}

/* The tuple of cells an inner code object closes over, into dst. */
static void closure_to(Cg *G, Code *code, int dst) {
    if (code->nfrees == 0) {
        emit_abc(G, OP_LOADNONE, dst, 0, 0);
        return;
    }
    int mark = G->fs->nactive;
    int base = alloc_regs(G, code->nfrees);
    for (int j = 0; j < code->nfrees; j++) {
        Str *name = code->freenames[code->ncells + j];
        Sym *y = lookup(G, name->data);
        if (!y || y->cellreg < 0) cg_error(G->C, NULL, CERR_LIMIT, "internal error: no cell for free variable '%s'", name->data);
        emit_abc(G, OP_MOVE, base + j, y->cellreg, 0);
    }
    emit_abc(G, OP_BUILDTUPLE, dst, base, code->nfrees);
    free_to(G, mark);
}

/* Does the def `fdef` annotate a parameter or its return? */
static bool def_annotated(Node *fdef) {
    if (!fdef) return false;
    if (fdef->b) return true;
    Node *args = fdef->a;
    if (!args) return false;
    for (int i = 0; i < args->l1.n; i++)
        if (args->l1.items[i]->a) return true;
    for (int i = 0; i < args->l3.n; i++)
        if (args->l3.items[i]->a) return true;
    return (args->a && args->a->a) || (args->b && args->b->a);
}

/* One annotation into register r: its value, or its text under
 * `from __future__ import annotations`. */
static void annotation_to(Cg *G, Node *e, int r) {
    if (G->C->future_annotations) load_const(G, unparse_annotation(G->C, e), r);
    else expr_to(G, e, r);
}

/* The parameters of a def in CPython's annotation order: positional
 * ones, *args, keyword-only ones, **kwargs (NULL past the end). */
static Node *param_at(Node *args, int i) {
    if (!args) return NULL;
    if (i < args->l1.n) return args->l1.items[i];
    i -= args->l1.n;
    if (args->a && i-- == 0) return args->a;
    if (i < args->l3.n) return args->l3.items[i];
    i -= args->l3.n;
    if (args->b && i == 0) return args->b;
    return NULL;
}

/* The annotations dict of the def `fdef` into register dst: its
 * parameters' in order, then 'return'. */
static void annotations_to(Cg *G, Node *fdef, int dst) {
    int n = fdef->b != NULL;
    Node *p;
    for (int i = 0; (p = param_at(fdef->a, i)) != NULL; i++) n += p->a != NULL;
    int m2 = G->fs->nactive;
    int d = alloc_regs(G, 2 * n);
    int k = 0;
    for (int i = 0; (p = param_at(fdef->a, i)) != NULL; i++) {
        if (!p->a) continue;
        load_const(G, v_obj(intern(G, p->name)), d + 2 * k);
        annotation_to(G, p->a, d + 2 * k + 1);
        k++;
    }
    if (fdef->b) {
        load_const(G, v_obj(intern(G, "return")), d + 2 * k);
        annotation_to(G, fdef->b, d + 2 * k + 1);
    }
    emit_abc(G, OP_BUILDDICT, dst, d, n);
    free_to(G, m2);
}

/* A function object for the inner scope `child`, with its defaults (and
 * for a def, `fdef`, its annotations). */
static void make_function(Cg *G, Scope *child, Node *args, int dst, Node *fdef) {
    int mark = G->fs->nactive;
    bool annotated = def_annotated(fdef);
    int base = alloc_regs(G, annotated ? 5 : 4);
    if (args && args->l2.n) {
        int m2 = G->fs->nactive;
        int n = args->l2.n;
        int d = alloc_regs(G, n);
        for (int i = 0; i < n; i++) expr_to(G, args->l2.items[i], d + i);
        emit_abc(G, OP_BUILDTUPLE, base + 1, d, n);
        free_to(G, m2);
    } else {
        emit_abc(G, OP_LOADNONE, base + 1, 0, 0);
    }
    int nkwd = 0;
    if (args)
        for (int i = 0; i < args->l4.n; i++)
            if (args->l4.items[i]) nkwd++;
    if (nkwd) {
        int m2 = G->fs->nactive;
        int d = alloc_regs(G, 2 * nkwd);
        int k = 0;
        for (int i = 0; i < args->l4.n; i++) {
            if (!args->l4.items[i]) continue;
            const char *nm = args->l3.items[i]->name;
            load_const(G, v_obj(intern(G, nm)), d + 2 * k);
            expr_to(G, args->l4.items[i], d + 2 * k + 1);
            k++;
        }
        emit_abc(G, OP_BUILDDICT, base + 2, d, nkwd);
        free_to(G, m2);
    } else {
        emit_abc(G, OP_LOADNONE, base + 2, 0, 0);
    }
    if (annotated) annotations_to(G, fdef, base + 4);
    Code *code = compile_scope(G, child);
    /* MAKEFUNC reads the annotations from base + 4. */
    if (annotated) code->flags |= CODE_ANNOTATIONS;
    closure_to(G, code, base + 3);
    emit_abx(G, OP_MAKEFUNC, base, add_code_const(G, code));
    if (dst != base) emit_abc(G, OP_MOVE, dst, base, 0);
    free_to(G, mark);
}

static void comprehension_to(Cg *G, Node *e, int dst) {
    Scope *child = scope_child(G->C, G->fs->scope, e);
    if (!child) cg_error(G->C, e, CERR_LIMIT, "internal error: comprehension scope");
    if (child->async_comp && !in_async_def(G->fs->scope)) refuse(G, e, REFUSE_ASYNC_GENEXP);
    int mark = G->fs->nactive;
    int base = alloc_reg(G);
    make_function(G, child, NULL, base, NULL);
    int arg = alloc_reg(G);
    int src = expr_any(G, e->l1.items[0]->b);
    Pos p = set_pos(G, e);
    emit_abc(G, OP_GETITER, arg, src, 0);
    restore_pos(G, p);
    free_to(G, arg + 1);
    emit_abc(G, OP_CALL, base, 1, 0);
    if (dst != base) emit_abc(G, OP_MOVE, dst, base, 0);
    free_to(G, mark);
}

static void attribute_to(Cg *G, Node *e, int dst) {
    int mark = G->fs->nactive;
    int obj = expr_any(G, e->a);
    Pos p = attr_pos(G, e, NULL);
    emit_abc(G, OP_GETATTR, dst, obj, attr_name(G, e->name));
    restore_pos(G, p);
    free_to(G, mark);
}

static void subscript_to(Cg *G, Node *e, int dst) {
    int mark = G->fs->nactive;
    int obj = expr_any(G, e->a);
    int key = subscript_key(G, e->b);
    Pos p = set_pos(G, e);
    emit_abc(G, OP_GETITEM, dst, obj, key);
    restore_pos(G, p);
    free_to(G, mark);
}

/* Expressions that write their target register once, after reading all
 * their operands, can be computed straight into a local's register. */
static bool writes_once(Node *e) {
    switch (e->kind) {
    case N_BOOLOP:
    case N_IFEXP:
    case N_NAMEDEXPR:
        return false;
    case N_COMPARE:
        return e->l1.n == 1;
    case N_LIST:
    case N_TUPLE:
    case N_SET:
        return !has_starred(&e->l1) && e->l1.n <= 128;
    case N_DICT:
        return false;
    default:
        return true;
    }
}

static void expr_to(Cg *G, Node *e, int dst) {
    FuncState *fs = G->fs;
    cg_charge(G->C, 1);
    if (dst < fs->first_temp && !writes_once(e)) {
        int mark = fs->nactive;
        int t = alloc_reg(G);
        expr_to(G, e, t);
        emit_abc(G, OP_MOVE, dst, t, 0);
        free_to(G, mark);
        return;
    }
    Pos p = set_pos(G, e);
    switch (e->kind) {
    case N_CONSTANT:
        constant_to(G, e, dst);
        break;
    case N_NAME:
        load_sym(G, e->name, lookup_node(G, e), dst);
        break;
    case N_BINOP:
        binop_to(G, e, dst);
        break;
    case N_UNARYOP: {
        if (e->op == UOP_USUB && fold_negative(G, e, dst)) break;
        int mark = fs->nactive;
        int r = expr_any(G, e->a);
        set_pos(G, e);
        static const uint8_t uop[] = {[UOP_INVERT] = OP_INVERT, [UOP_NOT] = OP_NOT, [UOP_UADD] = OP_POS, [UOP_USUB] = OP_NEG};
        emit_abc(G, uop[e->op], dst, r, 0);
        free_to(G, mark);
        break;
    }
    case N_BOOLOP:
        boolop_to(G, e, dst);
        break;
    case N_COMPARE:
        compare_to(G, e, dst);
        break;
    case N_IFEXP:
        ifexp_to(G, e, dst);
        break;
    case N_NAMEDEXPR:
        expr_to(G, e->b, dst);
        store_name_ex(G, e->a->name, dst, false);
        break;
    case N_CALL:
        call_to(G, e, dst);
        break;
    case N_ATTRIBUTE:
        attribute_to(G, e, dst);
        break;
    case N_SUBSCRIPT:
        subscript_to(G, e, dst);
        break;
    case N_LIST:
        seq_display_to(G, e, dst);
        break;
    case N_SET:
        if (!const_set(G, e, dst)) seq_display_to(G, e, dst);
        break;
    case N_TUPLE:
        if (!const_tuple(G, e, dst)) seq_display_to(G, e, dst);
        break;
    case N_DICT:
        dict_display_to(G, e, dst);
        break;
    case N_LAMBDA: {
        Scope *child = scope_child(G->C, fs->scope, e);
        if (!child) cg_error(G->C, e, CERR_LIMIT, "internal error: lambda scope");
        make_function(G, child, e->a, dst, NULL);
        break;
    }
    case N_LISTCOMP:
    case N_SETCOMP:
    case N_DICTCOMP:
    case N_GENEXP:
        comprehension_to(G, e, dst);
        break;
    case N_JOINEDSTR:
        joined_to(G, e, dst);
        break;
    case N_FORMATTEDVALUE:
        formatted_to(G, e, dst);
        break;
    case N_YIELD: {
        int mark = fs->nactive;
        int v;
        if (e->a) v = expr_any(G, e->a);
        else {
            v = alloc_reg(G);
            emit_abc(G, OP_LOADNONE, v, 0, 0);
        }
        set_pos(G, e);
        emit_abc(G, OP_YIELD, dst, v, 0);
        free_to(G, mark);
        break;
    }
    case N_YIELDFROM: {
        int mark = fs->nactive;
        int v = expr_any(G, e->a);
        set_pos(G, e);
        emit_abc(G, OP_YIELDFROM, dst, v, 0);
        free_to(G, mark);
        break;
    }
    case N_STARRED:
        cg_error(G->C, e, CERR_SYNTAX, "can't use starred expression here");
    case N_SLICE:
        slice_to(G, e, dst);
        break;
    case N_AWAIT:
        /* Only in an `async def`, which is refused. */
        expr_to(G, e->a, dst);
        break;
    default:
        cg_error(G->C, e, CERR_SYNTAX, "this expression is not supported yet");
    }
    restore_pos(G, p);
}

/* ---- conditions --------------------------------------------------------------- */

static void cond_jump(Cg *G, Node *e, bool jump_if, int label) {
    FuncState *fs = G->fs;
    cg_charge(G->C, 1);
    /* The jump keeps the enclosing position (the statement, conditional
     * expression or comprehension), as CPython's does. */
    Pos p = set_pos(G, NULL);
    if (e->kind == N_UNARYOP && e->op == UOP_NOT) {
        cond_jump(G, e->a, !jump_if, label);
    } else if (e->kind == N_BOOLOP) {
        bool is_and = e->op == BOOL_AND;
        int n = e->l1.n;
        if (is_and != jump_if) {
            /* and + jump if false / or + jump if true: any operand decides. */
            for (int i = 0; i < n; i++) cond_jump(G, e->l1.items[i], jump_if, label);
        } else {
            int skip = new_label(G);
            for (int i = 0; i < n - 1; i++) cond_jump(G, e->l1.items[i], !jump_if, skip);
            cond_jump(G, e->l1.items[n - 1], jump_if, label);
            place(G, skip);
        }
    } else if (e->kind == N_CONSTANT && (e->ckind == C_TRUE || e->ckind == C_FALSE || e->ckind == C_NONE)) {
        bool v = e->ckind == C_TRUE;
        if (v == jump_if) emit_jmp(G, label);
    } else if (e->kind == N_COMPARE && e->l1.n == 1 && !jump_if && e->cmpops[0] <= CMP_GTE) {
        fs->sticky = e;
        int mark = fs->nactive;
        int l = expr_any(G, e->a);
        int r = expr_any(G, e->l1.items[0]);
        static const uint8_t fused[] = {[CMP_EQ] = OP_JEQ, [CMP_NOTEQ] = OP_JNE, [CMP_LT] = OP_JLT,
                                        [CMP_LTE] = OP_JLE, [CMP_GT] = OP_JGT, [CMP_GTE] = OP_JGE};
        set_pos(G, e);
        emit_abc(G, fused[e->cmpops[0]], l, r, 0);
        emit_jmp(G, label);
        free_to(G, mark);
    } else {
        int mark = fs->nactive;
        int r = expr_any(G, e);
        if (e->kind == N_COMPARE) fs->sticky = e;
        emit_jcond(G, jump_if ? OP_JMPIF : OP_JMPIFNOT, r, label);
        free_to(G, mark);
    }
    restore_pos(G, p);
}

/* ---- assignment targets -------------------------------------------------------- */

static void unpack_to_targets(Cg *G, NodeList *elts, int src, Node *at) {
    int mark = G->fs->nactive;
    int n = elts->n, star = -1;
    for (int i = 0; i < n; i++)
        if (elts->items[i]->kind == N_STARRED) {
            if (star >= 0) cg_error(G->C, elts->items[i], CERR_SYNTAX, "multiple starred expressions in assignment");
            star = i;
        }
    if (n > 200) cg_error(G->C, at, CERR_LIMIT, "too many targets in one assignment");
    int base = alloc_regs(G, n ? n : 1);
    Pos p = set_pos(G, at);
    if (star < 0) {
        emit_abc(G, OP_UNPACK, base, src, n);
    } else {
        emit_abc(G, OP_UNPACKEX, base, src, star);
        emit(G, MK_AX(OP_EXTRAARG, (uint32_t)(n - star - 1)));
    }
    restore_pos(G, p);
    for (int i = 0; i < n; i++) {
        Node *t = elts->items[i];
        store_target(G, t->kind == N_STARRED ? t->a : t, base + i);
    }
    free_to(G, mark);
}

static void store_target(Cg *G, Node *t, int src) {
    int mark = G->fs->nactive;
    cg_charge(G->C, 1);
    Pos p = set_pos(G, t);
    switch (t->kind) {
    case N_NAME:
        store_node(G, t, src);
        break;
    case N_ATTRIBUTE: {
        int obj = expr_any(G, t->a);
        attr_pos(G, t, NULL);
        emit_abc(G, OP_SETATTR, obj, attr_name(G, t->name), src);
        break;
    }
    case N_SUBSCRIPT: {
        int obj = expr_any(G, t->a);
        int key = subscript_key(G, t->b);
        set_pos(G, t);
        emit_abc(G, OP_SETITEM, obj, key, src);
        break;
    }
    case N_TUPLE:
    case N_LIST:
        unpack_to_targets(G, &t->l1, src, t);
        break;
    case N_STARRED:
        cg_error(G->C, t, CERR_SYNTAX, "starred assignment target must be in a list or tuple");
    default:
        cg_error(G->C, t, CERR_SYNTAX, "cannot assign to expression");
    }
    restore_pos(G, p);
    free_to(G, mark);
}

static void delete_target(Cg *G, Node *t) {
    int mark = G->fs->nactive;
    Pos p = set_pos(G, t);
    switch (t->kind) {
    case N_NAME:
        del_sym(G, t->name, lookup_node(G, t));
        break;
    case N_ATTRIBUTE: {
        int obj = expr_any(G, t->a);
        attr_pos(G, t, NULL);
        emit_abc(G, OP_DELATTR, obj, attr_name(G, t->name), 0);
        break;
    }
    case N_SUBSCRIPT: {
        int obj = expr_any(G, t->a);
        int key = subscript_key(G, t->b);
        set_pos(G, t);
        emit_abc(G, OP_DELITEM, obj, key, 0);
        break;
    }
    case N_TUPLE:
    case N_LIST:
        for (int i = 0; i < t->l1.n; i++) delete_target(G, t->l1.items[i]);
        break;
    default:
        cg_error(G->C, t, CERR_SYNTAX, "cannot delete expression");
    }
    restore_pos(G, p);
    free_to(G, mark);
}

/* ---- blocks and unwinding ------------------------------------------------------ */

static Block *push_block(Cg *G, int kind, Node *at) {
    FuncState *fs = G->fs;
    if (fs->nblocks >= MAX_BLOCKS) cg_error(G->C, at, CERR_SYNTAX, "too many statically nested blocks");
    Block *b = &fs->blocks[fs->nblocks++];
    memset(b, 0, sizeof *b);
    b->kind = kind;
    b->handler = -1;
    b->exc_reg = -1;
    b->saved_reg = -1;
    b->with_reg = -1;
    b->cont_label = b->break_label = -1;
    return b;
}

static void protect(Cg *G, Block *b, int handler, int reg) {
    b->handler = handler;
    b->exc_reg = reg;
    b->seg_start = G->fs->n;
}

static void close_segment(Cg *G, Block *b) {
    FuncState *fs = G->fs;
    if (b->handler >= 0 && fs->n > b->seg_start) {
        uint32_t cap = (uint32_t)fs->capranges;
        fs->ranges = grow(G->C, fs->ranges, sizeof(PendRange), (uint32_t)fs->nranges, &cap);
        fs->capranges = (int)cap;
        PendRange *r = &fs->ranges[fs->nranges++];
        r->start = b->seg_start;
        r->end = fs->n;
        r->label = b->handler;
        r->reg = b->exc_reg;
    }
    b->seg_start = fs->n;
}

static void pop_block(Cg *G) {
    FuncState *fs = G->fs;
    close_segment(G, &fs->blocks[fs->nblocks - 1]);
    fs->nblocks--;
}

/* Forget an except-handler's `as` name without failing if it is unbound. */
static void unbind_name(Cg *G, Node *n) {
    Sym *y = lookup(G, n->name);
    if (sym_scope(G, y) == SYM_LOCAL) {
        emit_abc(G, OP_LOADEMPTY, y->reg, 0, 0);
        G->fs->bound[y->reg] = 0;
        return;
    }
    int mark = G->fs->nactive;
    int t = alloc_reg(G);
    emit_abc(G, OP_LOADNONE, t, 0, 0);
    store_name_ex(G, n->name, t, false);
    del_name(G, n->name);
    free_to(G, mark);
}

/* Emit the cleanups of blocks[downto..] (innermost first) before a jump
 * out of them; reopen_blocks() resumes their protection afterwards. */
static void unwind_blocks(Cg *G, int downto) {
    FuncState *fs = G->fs;
    int top = fs->nblocks;
    for (int i = top - 1; i >= downto; i--) {
        Block *b = &fs->blocks[i];
        close_segment(G, b);
        fs->nblocks = i;
        switch (b->kind) {
        case B_HANDLER:
            emit_abc(G, OP_POPEXC, b->saved_reg, 0, 0);
            if (b->unbind) unbind_name(G, b->unbind);
            break;
        case B_FINRUN:
        case B_CLEANUP:
            emit_abc(G, OP_POPEXC, b->saved_reg, 0, 0);
            break;
        case B_FINALLY: {
            uint8_t *pre = bound_save(G);
            stmts(G, b->finalbody);
            bound_restore(G, pre);
            break;
        }
        case B_WITH: {
            int mark = fs->nactive;
            emit_abc(G, OP_WITHEXIT, b->with_reg, 0, 0);
            free_to(G, mark);
            break;
        }
        default:
            break;
        }
        /* Blocks pushed while emitting the cleanup are gone again. */
        fs->nblocks = i;
    }
    fs->nblocks = top;
}

static void reopen_blocks(Cg *G, int downto) {
    FuncState *fs = G->fs;
    for (int i = downto; i < fs->nblocks; i++) fs->blocks[i].seg_start = fs->n;
}

static int find_loop(Cg *G) {
    FuncState *fs = G->fs;
    for (int i = fs->nblocks - 1; i >= 0; i--) {
        if (fs->blocks[i].kind == B_LOOP) return i;
    }
    return -1;
}

/* ---- statements ----------------------------------------------------------------- */

static void if_stmt(Cg *G, Node *s) {
    int els = new_label(G), end = new_label(G);
    cond_jump(G, s->a, false, els);
    uint8_t *pre = bound_save(G);
    stmts(G, &s->l1);
    uint8_t *after = bound_save(G);
    if (s->l2.n) emit_jmp(G, end);
    place(G, els);
    bound_restore(G, pre);
    stmts(G, &s->l2);
    bound_intersect(G, after);
    place(G, end);
}

static void while_stmt(Cg *G, Node *s) {
    int top = new_label(G), orelse = new_label(G), brk = new_label(G);
    uint8_t *pre = bound_save(G);
    place(G, top);
    cond_jump(G, s->a, false, orelse);
    Block *b = push_block(G, B_LOOP, s);
    b->cont_label = top;
    b->break_label = brk;
    stmts(G, &s->l1);
    pop_block(G);
    emit_jmp(G, top);
    place(G, orelse);
    bound_restore(G, pre);
    stmts(G, &s->l2);
    bound_restore(G, pre);
    place(G, brk);
}

static void for_stmt(Cg *G, Node *s) {
    int mark = G->fs->nactive;
    int it = alloc_regs(G, 2);
    int src = expr_any(G, s->b);
    Pos p = set_pos(G, s);
    emit_abc(G, OP_GETITER, it, src, 0);
    restore_pos(G, p);
    free_to(G, it + 2);
    int top = new_label(G), orelse = new_label(G), brk = new_label(G);
    uint8_t *pre = bound_save(G);
    place(G, top);
    p = set_pos(G, s);
    emit_jcond(G, OP_FORITER, it, orelse);
    restore_pos(G, p);
    Block *b = push_block(G, B_LOOP, s);
    b->cont_label = top;
    b->break_label = brk;
    store_target(G, s->a, it + 1);
    stmts(G, &s->l1);
    pop_block(G);
    emit_jmp(G, top);
    place(G, orelse);
    bound_restore(G, pre);
    stmts(G, &s->l2);
    bound_restore(G, pre);
    place(G, brk);
    free_to(G, mark);
}

static void try_except(Cg *G, Node *s) {
    FuncState *fs = G->fs;
    int mark = fs->nactive;
    int handler = new_label(G), end = new_label(G);
    int e = alloc_reg(G);
    uint8_t *pre = bound_save(G);
    Block *tb = push_block(G, B_TRY, s);
    protect(G, tb, handler, e);
    stmts(G, &s->l1);
    pop_block(G);
    stmts(G, &s->l3);
    emit_jmp(G, end);

    place(G, handler);
    bound_restore(G, pre);
    int saved = alloc_reg(G);
    emit_abc(G, OP_PUSHEXC, saved, e, 0);
    /* An error while choosing a handler (an `except` expression that fails
     * or is not an exception class, a failed `as` store) leaves through
     * `matchfail`, which stops handling `e` first. */
    int matchfail = new_label(G);
    int me = alloc_reg(G);
    for (int i = 0; i < s->l2.n; i++) {
        Node *h = s->l2.items[i];
        Pos p = set_pos(G, h);
        int next = new_label(G);
        if (!h->a && i < s->l2.n - 1) cg_error(G->C, h, CERR_SYNTAX, "default 'except:' must be last");
        Block *mb = push_block(G, B_CLEANUP, h);
        mb->saved_reg = saved;
        protect(G, mb, matchfail, me);
        if (h->a) {
            int m2 = fs->nactive;
            int t = expr_any(G, h->a);
            int c = alloc_reg(G);
            set_pos(G, h);
            emit_abc(G, OP_CHECKEXC, c, e, t);
            emit_jcond(G, OP_JMPIFNOT, c, next);
            free_to(G, m2);
        }
        if (h->name) store_name_ex(G, h->name, e, false);
        pop_block(G);
        int hc = new_label(G);
        int m3 = fs->nactive;
        int ec = alloc_reg(G);
        Node namenode;
        memset(&namenode, 0, sizeof namenode);
        namenode.name = h->name;
        Block *hb = push_block(G, B_HANDLER, h);
        hb->saved_reg = saved;
        hb->unbind = h->name ? &namenode : NULL;
        protect(G, hb, hc, ec);
        stmts(G, &h->l1);
        pop_block(G);
        emit_abc(G, OP_POPEXC, saved, 0, 0);
        if (h->name) unbind_name(G, &namenode);
        emit_jmp(G, end);
        place(G, hc);
        emit_abc(G, OP_POPEXC, saved, 0, 0);
        if (h->name) unbind_name(G, &namenode);
        emit_abc(G, OP_RERAISE, ec, 0, 0);
        free_to(G, m3);
        place(G, next);
        bound_restore(G, pre);
        restore_pos(G, p);
    }
    emit_abc(G, OP_POPEXC, saved, 0, 0);
    emit_abc(G, OP_RERAISE, e, 0, 0);
    place(G, matchfail);
    emit_abc(G, OP_POPEXC, saved, 0, 0);
    emit_abc(G, OP_RERAISE, me, 0, 0);
    place(G, end);
    bound_restore(G, pre);
    free_to(G, mark);
}

static void try_stmt(Cg *G, Node *s) {
    FuncState *fs = G->fs;
    if ((s->flags & NF_STAR) && s->l2.n) refuse(G, s->l2.items[0], REFUSE_EXCEPT_STAR);
    if (!s->l4.n) {
        try_except(G, s);
        return;
    }
    int mark = fs->nactive;
    int handler = new_label(G), end = new_label(G);
    int ef = alloc_reg(G);
    uint8_t *pre = bound_save(G);
    Block *fb = push_block(G, B_FINALLY, s);
    fb->finalbody = &s->l4;
    protect(G, fb, handler, ef);
    if (s->l2.n) try_except(G, s);
    else stmts(G, &s->l1);
    pop_block(G);
    bound_restore(G, pre);
    stmts(G, &s->l4);
    emit_jmp(G, end);

    place(G, handler);
    bound_restore(G, pre);
    int saved = alloc_reg(G);
    emit_abc(G, OP_PUSHEXC, saved, ef, 0);
    int hc = new_label(G);
    int ec = alloc_reg(G);
    Block *rb = push_block(G, B_FINRUN, s);
    rb->saved_reg = saved;
    protect(G, rb, hc, ec);
    stmts(G, &s->l4);
    pop_block(G);
    emit_abc(G, OP_POPEXC, saved, 0, 0);
    emit_abc(G, OP_RERAISE, ef, 0, 0);
    place(G, hc);
    emit_abc(G, OP_POPEXC, saved, 0, 0);
    emit_abc(G, OP_RERAISE, ec, 0, 0);
    place(G, end);
    bound_restore(G, pre);
    free_to(G, mark);
}

static void with_item(Cg *G, Node *s, int i) {
    FuncState *fs = G->fs;
    int mark = fs->nactive;
    Node *item = s->l1.items[i];
    int m = alloc_regs(G, 2);
    int cm = expr_any(G, item->a);
    Pos p = set_pos(G, s);      /* CPython's BEFORE_WITH: the whole statement */
    emit_abc(G, OP_WITHENTER, m, cm, 0);
    restore_pos(G, p);
    free_to(G, m + 2);
    uint8_t *pre = bound_save(G);
    if (item->b) store_target(G, item->b, m + 1);
    int handler = new_label(G), end = new_label(G), suppress = new_label(G);
    int e = alloc_reg(G);
    Block *wb = push_block(G, B_WITH, s);
    wb->with_reg = m;
    protect(G, wb, handler, e);
    if (i + 1 < s->l1.n) with_item(G, s, i + 1);
    else stmts(G, &s->l2);
    pop_block(G);
    p = set_pos(G, s);
    emit_abc(G, OP_WITHEXIT, m, 0, 0);
    emit_jmp(G, end);

    place(G, handler);
    bound_restore(G, pre);
    int saved = alloc_reg(G);
    emit_abc(G, OP_PUSHEXC, saved, e, 0);
    int hc = new_label(G);
    int ec = alloc_reg(G);
    Block *cb = push_block(G, B_CLEANUP, s);
    cb->saved_reg = saved;
    protect(G, cb, hc, ec);
    emit_abc(G, OP_WITHEXIT, m, 1, e);
    pop_block(G);
    emit_jcond(G, OP_JMPIF, m, suppress);
    emit_abc(G, OP_POPEXC, saved, 0, 0);
    emit_abc(G, OP_RERAISE, e, 0, 0);
    place(G, hc);
    emit_abc(G, OP_POPEXC, saved, 0, 0);
    emit_abc(G, OP_RERAISE, ec, 0, 0);
    place(G, suppress);
    emit_abc(G, OP_POPEXC, saved, 0, 0);
    place(G, end);
    restore_pos(G, p);
    bound_restore(G, pre);
    free_to(G, mark);
}

static void return_stmt(Cg *G, Node *s) {
    FuncState *fs = G->fs;
    int mark = fs->nactive;
    if (s->a && fs->scope->is_async && fs->scope->generator)
        cg_error(G->C, s, CERR_SYNTAX, "'return' with value in async generator");
    if (fs->nblocks == 0) {
        if (!s->a) emit_abc(G, OP_RETURNNONE, 0, 0, 0);
        else {
            int r = expr_any(G, s->a);
            set_pos(G, s);
            emit_abc(G, OP_RETURN, r, 0, 0);
        }
        free_to(G, mark);
        return;
    }
    int r = alloc_reg(G);
    if (s->a) expr_to(G, s->a, r);
    else emit_abc(G, OP_LOADNONE, r, 0, 0);
    unwind_blocks(G, 0);
    set_pos(G, s);
    emit_abc(G, OP_RETURN, r, 0, 0);
    reopen_blocks(G, 0);
    free_to(G, mark);
}

static void loop_jump(Cg *G, Node *s, bool is_break) {
    int l = find_loop(G);
    if (l < 0) cg_error(G->C, s, CERR_SYNTAX, is_break ? "'break' outside loop" : "'continue' not properly in loop");
    Block *b = &G->fs->blocks[l];
    int label = is_break ? b->break_label : b->cont_label;
    unwind_blocks(G, l + 1);
    emit_jmp(G, label);
    reopen_blocks(G, l + 1);
}

static void raise_stmt(Cg *G, Node *s) {
    int mark = G->fs->nactive;
    if (!s->a) {
        emit_abc(G, OP_RAISEBARE, 0, 0, 0);
        return;
    }
    int base = alloc_regs(G, 2);
    expr_to(G, s->a, base);
    if (s->b) expr_to(G, s->b, base + 1);
    set_pos(G, s);
    emit_abc(G, OP_RAISE, base, s->b ? 1 : 0, 0);
    free_to(G, mark);
}

static void assert_stmt(Cg *G, Node *s) {
    int mark = G->fs->nactive;
    int ok = new_label(G);
    G->fs->sticky = NULL;
    cond_jump(G, s->a, true, ok);
    /* As CPython: the failure points at the comparison tested last. */
    Node *at = G->fs->sticky ? G->fs->sticky : s;
    int base = alloc_reg(G);
    set_pos(G, at);
    emit_abx(G, OP_LOADBUILTIN, base, add_name(G, "AssertionError"));
    if (s->b) {
        int a = alloc_reg(G);
        expr_to(G, s->b, a);
        set_pos(G, at);
        emit_abc(G, OP_CALL, base, 1, 0);
    }
    emit_abc(G, OP_RAISE, base, 0, 0);
    place(G, ok);
    free_to(G, mark);
}

static void import_stmt(Cg *G, Node *s) {
    int mark = G->fs->nactive;
    for (int i = 0; i < s->l1.n; i++) {
        Node *al = s->l1.items[i];
        int r = alloc_reg(G);
        const char *dot = strchr(al->name, '.');
        bool top = dot && !al->name2;
        set_pos(G, al);
        emit_abx(G, OP_IMPORT, r, add_name(G, al->name));
        emit(G, MK_AX(OP_EXTRAARG, top ? 1 : 0));
        if (al->name2) store_name(G, al->name2, r);
        else if (dot) {
            char *t = arena_strndup(G->C->arena, al->name, (size_t)(dot - al->name));
            if (!t) cg_error(G->C, s, CERR_MEMORY, "out of memory");
            store_name(G, t, r);
        } else {
            store_name(G, al->name, r);
        }
        free_to(G, mark);
    }
}

/* `from __future__ import ...` compiles to nothing: the features 3.11
 * knows are accepted (annotations is the only one that changes anything
 * here), at the top of the module only, as CPython's compiler checks. */
static const char *const future_features[] = {
    "nested_scopes", "generators", "division", "absolute_import", "with_statement", "print_function",
    "unicode_literals", "barry_as_FLUFL", "generator_stop", "annotations", NULL,
};

static bool is_docstring(Node *s);

static void future_imports(Cg *G, NodeList *body) {
    for (int i = 0; i < body->n; i++) {
        Node *s = body->items[i];
        if (i == 0 && is_docstring(s)) continue;
        if (s->kind != N_IMPORTFROM || !s->name || strcmp(s->name, "__future__") != 0 || s->ival != 0) break;
        /* These two errors carry a start and no end, so one caret. */
        Node at = *s;
        at.end_line = at.line;
        at.end_col = at.col;
        for (int k = 0; k < s->l1.n; k++) {
            const char *f = s->l1.items[k]->name;
            int j = 0;
            while (future_features[j] && strcmp(future_features[j], f) != 0) j++;
            if (!strcmp(f, "braces")) cg_error(G->C, &at, CERR_SYNTAX, "not a chance");
            if (!future_features[j]) cg_error(G->C, &at, CERR_SYNTAX, "future feature %s is not defined", f);
            if (!strcmp(f, "annotations")) G->C->future_annotations = true;
        }
        s->flags |= NF_FUTURE;
    }
}

static void importfrom_stmt(Cg *G, Node *s) {
    if (s->ival == 0 && s->name && strcmp(s->name, "__future__") == 0) {
        if (!(s->flags & NF_FUTURE))
            cg_error(G->C, s, CERR_SYNTAX, "from __future__ imports must occur at the beginning of the file");
        return;
    }
    if (s->ival > 0) {
        refuse(G, s, REFUSE_RELATIVE_IMPORT);
        return;
    }
    int mark = G->fs->nactive;
    int m = alloc_reg(G);
    emit_abx(G, OP_IMPORT, m, add_name(G, s->name));
    emit(G, MK_AX(OP_EXTRAARG, 0));
    for (int i = 0; i < s->l1.n; i++) {
        Node *al = s->l1.items[i];
        set_pos(G, al);
        if (strcmp(al->name, "*") == 0) {
            emit_abc(G, OP_IMPORTSTAR, m, 0, 0);
            continue;
        }
        int t = alloc_reg(G);
        emit_abc(G, OP_IMPORTFROM, t, m, attr_name(G, al->name));
        store_name(G, al->name2 ? al->name2 : al->name, t);
        free_to(G, m + 1);
    }
    free_to(G, mark);
}

/* Decorators are evaluated first, applied innermost-first at the end. */
static void apply_decorators(Cg *G, NodeList *decos, int first, int obj) {
    for (int i = decos->n - 1; i >= 0; i--) {
        int mark = G->fs->nactive;
        int t = alloc_regs(G, 2);
        Pos p = set_pos(G, decos->items[i]);
        emit_abc(G, OP_MOVE, t, first + i, 0);
        emit_abc(G, OP_MOVE, t + 1, obj, 0);
        emit_abc(G, OP_CALL, t, 1, 0);
        emit_abc(G, OP_MOVE, obj, t, 0);
        restore_pos(G, p);
        free_to(G, mark);
    }
}

static void funcdef_stmt(Cg *G, Node *s) {
    int mark = G->fs->nactive;
    Scope *child = scope_child(G->C, G->fs->scope, s);
    if (!child) cg_error(G->C, s, CERR_LIMIT, "internal error: function scope");
    if (s->flags & NF_ASYNC) refuse(G, s, REFUSE_ASYNC_DEF);
    /* Methods smolvm never calls: refused rather than silently ignored. */
    if (G->fs->scope->kind == SK_CLASS && !strcmp(s->name, "__del__")) refuse(G, s, REFUSE_DEL_METHOD);
    if (G->fs->scope->kind == SK_CLASS && !strcmp(s->name, "__getattribute__")) refuse(G, s, REFUSE_GETATTRIBUTE);
    int nd = s->l2.n;
    int d = alloc_regs(G, nd);
    for (int i = 0; i < nd; i++) expr_to(G, s->l2.items[i], d + i);
    int f = alloc_reg(G);
    make_function(G, child, s->a, f, s);
    apply_decorators(G, &s->l2, d, f);
    store_name(G, s->name2 ? s->name2 : s->name, f);
    free_to(G, mark);
}

static void classdef_stmt(Cg *G, Node *s) {
    int mark = G->fs->nactive;
    Scope *child = scope_child(G->C, G->fs->scope, s);
    if (!child) cg_error(G->C, s, CERR_LIMIT, "internal error: class scope");
    int nd = s->l2.n;
    int d = alloc_regs(G, nd);
    for (int i = 0; i < nd; i++) expr_to(G, s->l2.items[i], d + i);
    int nb = s->l3.n, nkw = s->l4.n;
    if (nb > 100) cg_error(G->C, s, CERR_LIMIT, "too many base classes");
    check_repeated_keywords(G, &s->l4);
    for (int i = 0; i < nb; i++)
        if (s->l3.items[i]->kind == N_STARRED) refuse(G, s->l3.items[i], REFUSE_STARRED_BASES);
    int base = alloc_regs(G, 2 + nb + (nkw ? 1 : 0));
    make_function(G, child, NULL, base, NULL);
    load_const(G, v_obj(intern(G, s->name)), base + 1);
    for (int i = 0; i < nb; i++) {
        Node *b = s->l3.items[i];
        expr_to(G, b->kind == N_STARRED ? b->a : b, base + 2 + i);
    }
    if (nkw) {
        int kr = base + 2 + nb;
        emit_abc(G, OP_BUILDDICT, kr, 0, 0);
        for (int i = 0; i < nkw; i++) {
            int m2 = G->fs->nactive;
            Node *k = s->l4.items[i];
            int v = expr_any(G, k->a);
            if (!k->name) emit_abc(G, OP_DICTMERGE, kr, v, 0);
            else {
                int kn = alloc_reg(G);
                load_const(G, v_obj(intern(G, k->name)), kn);
                emit_abc(G, OP_DICTSET, kr, kn, v);
            }
            free_to(G, m2);
        }
    }
    set_pos(G, s);
    emit_abc(G, OP_BUILDCLASS, base, nb, nkw ? 1 : 0);
    apply_decorators(G, &s->l2, d, base);
    store_name(G, s->name2 ? s->name2 : s->name, base);
    free_to(G, mark);
}

static void assign_stmt(Cg *G, Node *s) {
    FuncState *fs = G->fs;
    int mark = fs->nactive;
    Node *v = s->a;
    if (s->l1.n == 1) {
        Node *t = s->l1.items[0];
        int lr = local_target(G, t);
        if (lr >= 0) {
            expr_to(G, v, lr);
            store_node(G, t, lr);
            free_to(G, mark);
            return;
        }
        /* a, b = x, y: no tuple in between. */
        if ((t->kind == N_TUPLE || t->kind == N_LIST) && v->kind == N_TUPLE && v->l1.n == t->l1.n &&
            !has_starred(&t->l1) && !has_starred(&v->l1) && t->l1.n <= 32) {
            int n = t->l1.n;
            int base = alloc_regs(G, n);
            for (int i = 0; i < n; i++) expr_to(G, v->l1.items[i], base + i);
            for (int i = 0; i < n; i++) store_target(G, t->l1.items[i], base + i);
            free_to(G, mark);
            return;
        }
    }
    int r = expr_any(G, v);
    for (int i = 0; i < s->l1.n; i++) store_target(G, s->l1.items[i], r);
    free_to(G, mark);
}

static void augassign_stmt(Cg *G, Node *s) {
    int mark = G->fs->nactive;
    Node *t = s->a;
    int op = inplace_opcode[s->op];
    switch (t->kind) {
    case N_NAME: {
        /* As CPython: the load and the store of the target carry its
         * position, the operation the statement's. */
        int lr = local_target(G, t);
        if (lr >= 0) {
            set_pos(G, t);
            int cur = name_reg(G, t);
            int v = expr_any(G, s->b);
            set_pos(G, s);
            emit_abc(G, op, lr, cur, v);
            break;
        }
        int cur = alloc_reg(G);
        set_pos(G, t);
        load_sym(G, t->name, lookup_node(G, t), cur);
        int v = expr_any(G, s->b);
        set_pos(G, s);
        emit_abc(G, op, cur, cur, v);
        set_pos(G, t);
        store_node(G, t, cur);
        break;
    }
    case N_ATTRIBUTE: {
        int obj = expr_any(G, t->a);
        int cur = alloc_reg(G);
        int nm = attr_name(G, t->name);
        attr_pos(G, t, NULL);
        emit_abc(G, OP_GETATTR, cur, obj, nm);
        int v = expr_any(G, s->b);
        set_pos(G, s);
        emit_abc(G, op, cur, cur, v);
        attr_pos(G, t, NULL);
        emit_abc(G, OP_SETATTR, obj, nm, cur);
        break;
    }
    case N_SUBSCRIPT: {
        int obj = expr_any(G, t->a);
        int key = subscript_key(G, t->b);
        int cur = alloc_reg(G);
        set_pos(G, t);
        emit_abc(G, OP_GETITEM, cur, obj, key);
        int v = expr_any(G, s->b);
        set_pos(G, s);
        emit_abc(G, op, cur, cur, v);
        set_pos(G, t);
        emit_abc(G, OP_SETITEM, obj, key, cur);
        break;
    }
    default:
        cg_error(G->C, t, CERR_SYNTAX, "illegal expression for augmented assignment");
    }
    free_to(G, mark);
}


/* ---- match ---------------------------------------------------------------------- */

static void pattern(Cg *G, Node *p, int subj, int fail);

static bool irrefutable(Node *p) {
    if (p->kind == N_MATCHAS) return !p->a || irrefutable(p->a);
    if (p->kind == N_MATCHOR) {
        for (int i = 0; i < p->l1.n; i++)
            if (irrefutable(p->l1.items[i])) return true;
    }
    return false;
}

static void jump_unless(Cg *G, int op, int a, int b, int fail) {
    int t = alloc_reg(G);
    emit_abc(G, op, t, a, b);
    emit_jcond(G, OP_JMPIFNOT, t, fail);
    free_to(G, t);
}

static void fail_if_none(Cg *G, int r, int fail) {
    int n = alloc_reg(G);
    emit_abc(G, OP_LOADNONE, n, 0, 0);
    jump_unless(G, OP_ISNOT, r, n, fail);
    free_to(G, n);
}

/* An empty PatNames: one done with, else a new one. They are reused, so
 * that a module of many cases or a pattern of many alternatives holds as
 * many as are in use at once (one per nested or-pattern), not one each. */
static PatNames *pat_names_get(Cg *G, Node *at) {
    PatNames *pn = G->pat_free;
    if (pn) {
        G->pat_free = pn->next_free;
    } else {
        pn = arena_alloc(G->C->arena, sizeof *pn);
        if (!pn) cg_error(G->C, at, CERR_MEMORY, "out of memory");
    }
    pn->n = 0;
    return pn;
}

static void pat_names_put(Cg *G, PatNames *pn) {
    pn->next_free = G->pat_free;
    G->pat_free = pn;
}

/* Record that the pattern binds `name`: a name bound twice is CPython's
 * SyntaxError, reported where CPython's compiler stands then (the pattern
 * it entered last). */
static void pat_name_add(Cg *G, PatNames *pn, const char *name) {
    Node *at = G->pat_last;
    cg_charge(G->C, pn->n);
    for (int i = 0; i < pn->n; i++)
        if (!strcmp(pn->names[i], name))
            cg_error(G->C, at, CERR_SYNTAX, "multiple assignments to name '%s' in pattern", name);
    if (pn->n == PAT_MAX_NAMES) cg_error(G->C, at, CERR_LIMIT, "too many names bound by one pattern");
    pn->names[pn->n++] = name;
}

/* The names pattern p binds, in order, into pn; the alternatives of an or
 * pattern must bind the same names. */
static void pat_names(Cg *G, Node *p, PatNames *pn) {
    cg_charge(G->C, 1);
    G->pat_last = p;
    switch (p->kind) {
    case N_MATCHAS:
        if (p->a) pat_names(G, p->a, pn);
        if (p->name) pat_name_add(G, pn, p->name);
        break;
    case N_MATCHSTAR:
        if (p->name) pat_name_add(G, pn, p->name);
        break;
    case N_MATCHSEQUENCE:
        for (int i = 0; i < p->l1.n; i++) pat_names(G, p->l1.items[i], pn);
        break;
    case N_MATCHMAPPING:
        for (int i = 0; i < p->l2.n; i++) pat_names(G, p->l2.items[i], pn);
        if (p->name) pat_name_add(G, pn, p->name);
        break;
    case N_MATCHCLASS:
        for (int i = 0; i < p->l1.n; i++) pat_names(G, p->l1.items[i], pn);
        for (int i = 0; i < p->l2.n; i++) pat_names(G, p->l2.items[i], pn);
        break;
    case N_MATCHOR: {
        int first = pn->n;
        PatNames *other = NULL;
        for (int i = 0; i < p->l1.n; i++) {
            Node *alt = p->l1.items[i];
            if (i == 0) {
                pat_names(G, alt, pn);
                continue;
            }
            if (!other) other = pat_names_get(G, alt);
            other->n = 0;
            pat_names(G, alt, other);
            bool same = other->n == pn->n - first;
            if (same) cg_charge(G->C, (int64_t)other->n * other->n);
            for (int j = 0; same && j < other->n; j++) {
                bool found = false;
                for (int k = first; k < pn->n && !found; k++) found = !strcmp(other->names[j], pn->names[k]);
                same = found;
            }
            if (!same) cg_error(G->C, G->pat_last, CERR_SYNTAX, "alternative patterns bind different names");
        }
        if (other) pat_names_put(G, other);
        break;
    }
    default:
        break;
    }
}

/* The pattern binds `name` to the value in register src: held in the
 * name's register until the whole pattern has matched. */
static void pat_capture(Cg *G, const char *name, int src) {
    PatNames *pn = G->pat;
    if (pn) cg_charge(G->C, pn->n);
    for (int i = 0; pn && i < pn->n; i++)
        if (!strcmp(pn->names[i], name)) {
            if (pn->base + i != src) emit_abc(G, OP_MOVE, pn->base + i, src, 0);
            return;
        }
    store_name(G, name, src);
}

static bool wildcard_pattern(const Node *sp) {
    return (sp->kind == N_MATCHAS && !sp->a && !sp->name) || (sp->kind == N_MATCHSTAR && !sp->name);
}

/* A sequence pattern, compiled as CPython 3.11 compiles it: the subject
 * must be a sequence (MATCHSEQ) of a fitting length; then a pattern whose
 * star, if any, is a wildcard (`*_`) takes the items it tests by index
 * (negative after the star), one before each test, and any other unpacks
 * the subject by iterating it (the star receiving a list) before its
 * subpatterns are tested in order. */
static void seq_pattern(Cg *G, Node *p, int subj, int fail) {
    int mark = G->fs->nactive;
    int n = p->l1.n, star = -1;
    bool only_wild = true;
    for (int i = 0; i < n; i++) {
        if (p->l1.items[i]->kind == N_MATCHSTAR) {
            if (star >= 0) cg_error(G->C, p->l1.items[i], CERR_SYNTAX, "multiple starred names in sequence pattern");
            star = i;
        }
        if (!wildcard_pattern(p->l1.items[i])) only_wild = false;
    }
    int t = alloc_reg(G);
    emit_abc(G, OP_MATCHSEQ, t, subj, 0);
    emit_jcond(G, OP_JMPIFNOT, t, fail);
    if (star < 0 || n > 1) {
        int len = alloc_reg(G);
        emit_abc(G, OP_LEN, len, subj, 0);
        int k = alloc_reg(G);
        load_int(G, star < 0 ? n : n - 1, k);
        jump_unless(G, star < 0 ? OP_EQ : OP_GE, len, k, fail);
    }
    free_to(G, mark);
    if (only_wild) return;
    if (star >= 0 && !p->l1.items[star]->name) {
        for (int i = 0; i < n; i++) {
            Node *sp = p->l1.items[i];
            if (wildcard_pattern(sp)) continue;
            int m2 = G->fs->nactive;
            int item = alloc_reg(G);
            int idx = alloc_reg(G);
            if (i < star) {
                load_int(G, i, idx);
            } else {
                /* The subject may not take negative indices: len - k. */
                int back = alloc_reg(G);
                emit_abc(G, OP_LEN, idx, subj, 0);
                load_int(G, n - i, back);
                emit_abc(G, OP_SUB, idx, idx, back);
            }
            emit_abc(G, OP_GETITEM, item, subj, idx);
            pattern(G, sp, item, fail);
            free_to(G, m2);
        }
        return;
    }
    if (n > 200) cg_error(G->C, p, CERR_LIMIT, "too many subpatterns in sequence pattern");
    int base = alloc_regs(G, n ? n : 1);
    if (star < 0) {
        emit_abc(G, OP_UNPACK, base, subj, n);
    } else {
        emit_abc(G, OP_UNPACKEX, base, subj, star);
        emit(G, MK_AX(OP_EXTRAARG, (uint32_t)(n - star - 1)));
    }
    for (int i = 0; i < n; i++) {
        Node *sp = p->l1.items[i];
        if (i == star) pat_capture(G, sp->name, base + i);
        else if (!wildcard_pattern(sp)) pattern(G, sp, base + i, fail);
    }
    free_to(G, mark);
}

static void map_pattern(Cg *G, Node *p, int subj, int fail) {
    int mark = G->fs->nactive;
    int n = p->l1.n;
    int t = alloc_reg(G);
    emit_abc(G, OP_MATCHMAP, t, subj, 0);
    emit_jcond(G, OP_JMPIFNOT, t, fail);
    if (n == 0 && !p->name) {
        free_to(G, mark);
        return;
    }
    if (n > 100) cg_error(G->C, p, CERR_LIMIT, "too many keys in mapping pattern");
    int keys = alloc_reg(G);
    if (n) {
        int len = alloc_reg(G);
        emit_abc(G, OP_LEN, len, subj, 0);
        int k = alloc_reg(G);
        load_int(G, n, k);
        jump_unless(G, OP_GE, len, k, fail);
        int base = alloc_regs(G, n);
        for (int i = 0; i < n; i++) expr_to(G, p->l1.items[i], base + i);
        emit_abc(G, OP_BUILDTUPLE, keys, base, n);
        free_to(G, keys + 1);
        int vals = alloc_reg(G);
        emit_abc(G, OP_MATCHKEYS, vals, subj, keys);
        fail_if_none(G, vals, fail);
        for (int i = 0; i < n; i++) {
            int m2 = G->fs->nactive;
            int item = alloc_reg(G), idx = alloc_reg(G);
            load_int(G, i, idx);
            emit_abc(G, OP_GETITEM, item, vals, idx);
            pattern(G, p->l2.items[i], item, fail);
            free_to(G, m2);
        }
    } else {
        emit_abc(G, OP_BUILDTUPLE, keys, 0, 0);
    }
    if (p->name) {
        int rest = alloc_reg(G);
        emit_abc(G, OP_DICTWITHOUT, rest, subj, keys);
        pat_capture(G, p->name, rest);
    }
    free_to(G, mark);
}

static void class_pattern(Cg *G, Node *p, int subj, int fail) {
    int mark = G->fs->nactive;
    int npos = p->l1.n, nkw = p->l2.n;
    if (npos + nkw > 100) cg_error(G->C, p, CERR_LIMIT, "too many sub-patterns in class pattern");
    int r = alloc_reg(G);
    expr_to(G, p->a, r);
    uint32_t ki;
    {
        Tuple *t = tuple_new(VMOF(G), (size_t)nkw);
        if (!t) cg_error(G->C, p, CERR_MEMORY, "out of memory");
        cg_charge(G->C, nkw * nkw / 16);    /* at most 100 names, compared pairwise */
        for (int i = 0; i < nkw; i++) {
            const char *nm = p->l3.items[i]->name;
            for (int j = 0; j < i; j++)
                if (strcmp(p->l3.items[j]->name, nm) == 0)
                    cg_error(G->C, p->l3.items[i], CERR_SYNTAX, "attribute name repeated in class pattern: %s", nm);
            t->items[i] = v_obj(intern(G, nm));
        }
        FuncState *fs = G->fs;
        fs->consts = grow(G->C, fs->consts, sizeof(Value), fs->nconsts, &fs->capconsts);
        fs->consts[fs->nconsts] = v_obj(t);
        ki = fs->nconsts++;
    }
    Pos ps = set_pos(G, p);
    emit_abc(G, OP_MATCHCLASS, r, subj, npos);
    emit(G, MK_AX(OP_EXTRAARG, ki));
    restore_pos(G, ps);
    fail_if_none(G, r, fail);
    for (int i = 0; i < npos + nkw; i++) {
        Node *sp = i < npos ? p->l1.items[i] : p->l2.items[i - npos];
        if (sp->kind == N_MATCHAS && !sp->a && !sp->name) continue;
        int m2 = G->fs->nactive;
        int item = alloc_reg(G), idx = alloc_reg(G);
        load_int(G, i, idx);
        emit_abc(G, OP_GETITEM, item, r, idx);
        pattern(G, sp, item, fail);
        free_to(G, m2);
    }
    free_to(G, mark);
}

static void pattern(Cg *G, Node *p, int subj, int fail) {
    int mark = G->fs->nactive;
    Pos ps = set_pos(G, p);
    switch (p->kind) {
    case N_MATCHVALUE: {
        int v = expr_any(G, p->a);
        jump_unless(G, OP_EQ, subj, v, fail);
        break;
    }
    case N_MATCHSINGLETON: {
        int v = alloc_reg(G);
        emit_abc(G, p->ckind == C_NONE ? OP_LOADNONE : p->ckind == C_TRUE ? OP_LOADTRUE : OP_LOADFALSE, v, 0, 0);
        jump_unless(G, OP_IS, subj, v, fail);
        break;
    }
    case N_MATCHAS:
        if (p->a) pattern(G, p->a, subj, fail);
        if (p->name) pat_capture(G, p->name, subj);
        break;
    case N_MATCHOR: {
        int ok = new_label(G);
        for (int i = 0; i < p->l1.n; i++) {
            Node *alt = p->l1.items[i];
            if (i < p->l1.n - 1) {
                if (irrefutable(alt)) {
                    if (alt->kind == N_MATCHAS && alt->name && !alt->a)
                        cg_error(G->C, alt, CERR_SYNTAX, "name capture '%s' makes remaining patterns unreachable", alt->name);
                    cg_error(G->C, alt, CERR_SYNTAX, "wildcard makes remaining patterns unreachable");
                }
                int next = new_label(G);
                pattern(G, alt, subj, next);
                emit_jmp(G, ok);
                place(G, next);
            } else {
                pattern(G, alt, subj, fail);
            }
        }
        place(G, ok);
        break;
    }
    case N_MATCHSEQUENCE:
        seq_pattern(G, p, subj, fail);
        break;
    case N_MATCHMAPPING:
        map_pattern(G, p, subj, fail);
        break;
    case N_MATCHCLASS:
        class_pattern(G, p, subj, fail);
        break;
    default:
        cg_error(G->C, p, CERR_SYNTAX, "this pattern is not supported");
    }
    restore_pos(G, ps);
    free_to(G, mark);
}

static void match_stmt(Cg *G, Node *s) {
    int mark = G->fs->nactive;
    int subj = alloc_reg(G);
    expr_to(G, s->a, subj);
    int end = new_label(G);
    uint8_t *pre = bound_save(G);
    for (int i = 0; i < s->l1.n; i++) {
        Node *c = s->l1.items[i];
        if (i < s->l1.n - 1 && !c->b && irrefutable(c->a)) {
            Node *pa = c->a;
            if (pa->kind == N_MATCHAS && pa->name && !pa->a)
                cg_error(G->C, pa, CERR_SYNTAX, "name capture '%s' makes remaining patterns unreachable", pa->name);
            cg_error(G->C, pa, CERR_SYNTAX, "wildcard makes remaining patterns unreachable");
        }
        int next = new_label(G);
        /* As CPython's: the names are bound once the whole pattern has
         * matched (a failed pattern binds nothing), before the guard. */
        PatNames *pn = pat_names_get(G, c->a);
        pat_names(G, c->a, pn);
        int cmark = G->fs->nactive;
        pn->base = pn->n ? alloc_regs(G, pn->n) : 0;
        PatNames *outer = G->pat;
        G->pat = pn;
        pattern(G, c->a, subj, next);
        G->pat = outer;
        for (int k = 0; k < pn->n; k++) store_name(G, pn->names[k], pn->base + k);
        pat_names_put(G, pn);
        free_to(G, cmark);
        if (c->b) cond_jump(G, c->b, false, next);
        stmts(G, &c->l1);
        emit_jmp(G, end);
        place(G, next);
        bound_restore(G, pre);
    }
    place(G, end);
    bound_restore(G, pre);
    free_to(G, mark);
}

/* Module and class bodies record `name: annotation` in __annotations__,
 * which they create first when any such statement exists; annotations
 * elsewhere are not evaluated (as CPython does for function bodies). */
static bool has_annotations(NodeList *l) {
    for (int i = 0; i < l->n; i++) {
        Node *s = l->items[i];
        switch (s->kind) {
        case N_ANNASSIGN:
            if (s->a->kind == N_NAME && (s->flags & NF_SIMPLE)) return true;
            break;
        case N_IF: case N_WHILE: case N_FOR:
            if (has_annotations(&s->l1) || has_annotations(&s->l2)) return true;
            break;
        case N_WITH:
            if (has_annotations(&s->l2)) return true;
            break;
        case N_TRY:
            if (has_annotations(&s->l1) || has_annotations(&s->l3) || has_annotations(&s->l4)) return true;
            for (int k = 0; k < s->l2.n; k++)
                if (has_annotations(&s->l2.items[k]->l1)) return true;
            break;
        default:
            break;
        }
    }
    return false;
}

static void setup_annotations(Cg *G, NodeList *body) {
    if (!has_annotations(body)) return;
    int mark = G->fs->nactive;
    int t = alloc_reg(G);
    emit_abc(G, OP_BUILDDICT, t, 0, 0);
    if (G->fs->scope->kind == SK_CLASS) emit_abx(G, OP_STORENAME, t, add_name(G, "__annotations__"));
    else emit_abx(G, OP_STOREGLOBAL, t, add_name(G, "__annotations__"));
    free_to(G, mark);
}

static void annotation(Cg *G, Node *s) {
    ScopeKind k = G->fs->scope->kind;
    if ((k != SK_MODULE && k != SK_CLASS) || s->a->kind != N_NAME || !(s->flags & NF_SIMPLE)) return;
    int mark = G->fs->nactive;
    int v = alloc_reg(G);
    if (G->C->future_annotations) load_const(G, unparse_annotation(G->C, s->b), v);
    else expr_to(G, s->b, v);
    int d = alloc_reg(G);
    if (k == SK_CLASS) emit_abx(G, OP_LOADNAME, d, add_name(G, "__annotations__"));
    else emit_abx(G, OP_LOADGLOBAL, d, add_name(G, "__annotations__"));
    int key = alloc_reg(G);
    load_const(G, v_obj(intern(G, s->a->name)), key);
    emit_abc(G, OP_SETITEM, d, key, v);
    free_to(G, mark);
}

static bool is_docstring(Node *s) {
    return s->kind == N_EXPR && s->a->kind == N_CONSTANT && s->a->ckind == C_STR;
}

static void stmt(Cg *G, Node *s) {
    FuncState *fs = G->fs;
    Pos p = set_pos(G, s);
    int mark = fs->nactive;
    cg_charge(G->C, 1);
    switch (s->kind) {
    case N_FUNCDEF: funcdef_stmt(G, s); break;
    case N_CLASSDEF: classdef_stmt(G, s); break;
    case N_RETURN: return_stmt(G, s); break;
    case N_DELETE:
        for (int i = 0; i < s->l1.n; i++) delete_target(G, s->l1.items[i]);
        break;
    case N_ASSIGN: assign_stmt(G, s); break;
    case N_AUGASSIGN: augassign_stmt(G, s); break;
    case N_ANNASSIGN:
        if (s->c) {
            Node fake;
            memset(&fake, 0, sizeof fake);
            fake.kind = N_ASSIGN;
            fake.line = s->line;
            fake.col = s->col;
            fake.a = s->c;
            Node *targets[1] = {s->a};
            fake.l1.items = targets;
            fake.l1.n = 1;
            assign_stmt(G, &fake);
        }
        annotation(G, s);
        break;
    case N_FOR: for_stmt(G, s); break;
    case N_WHILE: while_stmt(G, s); break;
    case N_IF: if_stmt(G, s); break;
    case N_WITH: with_item(G, s, 0); break;
    case N_MATCH: match_stmt(G, s); break;
    case N_RAISE: raise_stmt(G, s); break;
    case N_TRY: try_stmt(G, s); break;
    case N_ASSERT: assert_stmt(G, s); break;
    case N_IMPORT: import_stmt(G, s); break;
    case N_IMPORTFROM: importfrom_stmt(G, s); break;
    case N_GLOBAL:
    case N_NONLOCAL:
    case N_PASS:
        break;
    case N_BREAK: loop_jump(G, s, true); break;
    case N_CONTINUE: loop_jump(G, s, false); break;
    case N_EXPR:
        if (is_docstring(s)) break;
        {
            int t = expr_any(G, s->a);
            (void)t;
        }
        break;
    default:
        cg_error(G->C, s, CERR_SYNTAX, "this statement is not supported yet");
    }
    free_to(G, mark);
    restore_pos(G, p);
}

static void stmts(Cg *G, NodeList *l) {
    for (int i = 0; i < l->n; i++) stmt(G, l->items[i]);
}

/* ---- code objects ----------------------------------------------------------------- */

static void *copy_out(Cg *G, const void *src, size_t n) {
    if (n == 0) return NULL;
    cg_charge(G->C, (int64_t)(n / 64) + 1);
    void *p = mem_alloc(VMOF(G), n);
    if (!p) cg_error(G->C, NULL, CERR_MEMORY, "out of memory");
    memcpy(p, src, n);
    return p;
}

static void add_param(Cg *G, Scope *s, const char *name, int *k) {
    FuncState *fs = G->fs;
    Sym *y = scope_find(G->C, s, name);
    if (!y) cg_error(G->C, NULL, CERR_LIMIT, "internal error: parameter without symbol");
    y->reg = *k;
    y->varidx = *k;
    fs->varnames[*k] = intern(G, name);
    (*k)++;
}

/* Registers for parameters, locals, cells and free variables. */
static void layout(Cg *G, Scope *s, Code *code) {
    FuncState *fs = G->fs;
    int k = 0;
    /* A scope may be compiled more than once (a finally body is emitted on
     * each path out of its try): start every layout afresh. The loops
     * below pass over the symbols a few times. */
    cg_charge(G->C, 4 * (int64_t)s->nsyms + 1);
    for (int i = 0; i < s->nsyms; i++) s->syms[i].reg = s->syms[i].cellreg = s->syms[i].cellidx = s->syms[i].varidx = -1;
    fs->varnames = cg_alloc(G->C, (size_t)(s->nsyms + 1) * sizeof(Str *));
    if (s->kind == SK_FUNCTION) {
        Node *args = s->node->a;
        if (args) {
            for (int i = 0; i < args->l1.n; i++) add_param(G, s, args->l1.items[i]->name, &k);
            for (int i = 0; i < args->l3.n; i++) add_param(G, s, args->l3.items[i]->name, &k);
            if (args->a) add_param(G, s, args->a->name, &k);
            if (args->b) add_param(G, s, args->b->name, &k);
            code->argcount = (uint16_t)args->l1.n;
            code->posonlycount = (uint16_t)args->ival;
            code->kwonlycount = (uint16_t)args->l3.n;
            if (args->a) code->flags |= CODE_VARARGS;
            if (args->b) code->flags |= CODE_VARKW;
        }
    } else if (s->kind == SK_COMP) {
        add_param(G, s, ".0", &k);
        code->argcount = 1;
    } else if (s->kind == SK_CLASS) {
        add_param(G, s, ".ns", &k);
        code->argcount = 1;
    }
    int nparams = k;
    for (int i = 0; i < s->nsyms; i++) {
        Sym *y = &s->syms[i];
        if (y->scope == SYM_LOCAL && y->reg < 0) {
            y->reg = k;
            y->varidx = k;
            fs->varnames[k] = intern(G, y->name);
            k++;
        }
    }
    fs->nlocals = k;
    int ncells = 0, nfrees = 0;
    for (int i = 0; i < s->nsyms; i++)
        if (s->syms[i].scope == SYM_CELL) ncells++;
    for (int i = 0; i < s->nsyms; i++)
        if (s->syms[i].scope == SYM_FREE || (s->syms[i].pass && s->syms[i].scope != SYM_CELL)) nfrees++;
    int ncf = ncells + nfrees;
    fs->ncells = ncells;
    fs->nfrees = nfrees;
    fs->freenames = cg_alloc(G->C, (size_t)(ncf + 1) * sizeof(Str *));
    fs->cell_regs = cg_alloc(G->C, (size_t)(ncf + 1) * sizeof(uint16_t));
    fs->cell_arg = cg_alloc(G->C, (size_t)(ncf + 1) * sizeof(int16_t));
    int ci = 0;
    for (int i = 0; i < s->nsyms; i++) {
        Sym *y = &s->syms[i];
        if (y->scope != SYM_CELL) continue;
        y->cellreg = k++;
        y->cellidx = ci;
        fs->freenames[ci] = intern(G, y->name);
        fs->cell_regs[ci] = (uint16_t)y->cellreg;
        fs->cell_arg[ci] = (int16_t)((y->flags & DEF_PARAM) && y->reg >= 0 && y->reg < nparams ? y->reg : -1);
        ci++;
    }
    for (int i = 0; i < s->nsyms; i++) {
        Sym *y = &s->syms[i];
        if (!(y->scope == SYM_FREE || (y->pass && y->scope != SYM_CELL))) continue;
        y->cellreg = k++;
        y->cellidx = ci;
        fs->freenames[ci] = intern(G, y->name);
        fs->cell_regs[ci] = (uint16_t)y->cellreg;
        fs->cell_arg[ci] = -1;
        ci++;
    }
    if (k > MAX_REGS) cg_error(G->C, s->node, CERR_LIMIT, "too many local variables in function");
    fs->first_temp = fs->nactive = fs->maxregs = k;
    fs->bound = cg_alloc(G->C, (size_t)fs->nlocals + 1);
    for (int i = 0; i < nparams; i++) {
        Sym *y = scope_find(G->C, s, fs->varnames[i]->data);
        fs->bound[i] = y && !(y->flags & DEF_DEL);
    }
}

static void module_body(Cg *G, Node *mod) {
    NodeList *l = &mod->l1;
    if (l->n && is_docstring(l->items[0])) {
        int mark = G->fs->nactive;
        int t = alloc_reg(G);
        Node *d = l->items[0]->a;
        load_const(G, str_const(G, d->str, d->slen), t);
        emit_abx(G, OP_STOREGLOBAL, t, add_name(G, "__doc__"));
        free_to(G, mark);
    }
    future_imports(G, l);
    setup_annotations(G, l);
    for (int i = 0; i < l->n; i++) {
        Node *s = l->items[i];
        if (i == l->n - 1 && G->C->result_expr && s->kind == N_EXPR) {
            Pos p = set_pos(G, s);
            int mark = G->fs->nactive;
            int r = expr_any(G, s->a);
            emit_abc(G, OP_SETRESULT, r, 0, 0);
            free_to(G, mark);
            restore_pos(G, p);
            continue;
        }
        stmt(G, s);
    }
}

static void comp_body(Cg *G, Scope *s) {
    Node *e = s->node;
    FuncState *fs = G->fs;
    int res = -1;
    if (e->kind != N_GENEXP) {
        res = alloc_reg(G);
        emit_abc(G, e->kind == N_LISTCOMP ? OP_BUILDLIST : e->kind == N_SETCOMP ? OP_BUILDSET : OP_BUILDDICT,
                 res, 0, 0);
    }
    int n = e->l1.n;
    int *tops = cg_alloc(G->C, sizeof(int) * (size_t)n);
    int *ends = cg_alloc(G->C, sizeof(int) * (size_t)n);
    int *its = cg_alloc(G->C, sizeof(int) * (size_t)n);
    uint8_t *pre = bound_save(G);
    for (int i = 0; i < n; i++) {
        Node *g = e->l1.items[i];
        its[i] = alloc_regs(G, 2);
        if (i == 0) {
            emit_abc(G, OP_MOVE, its[i], 0, 0);
        } else {
            int src = expr_any(G, g->b);
            Pos p = set_pos(G, e);
            emit_abc(G, OP_GETITER, its[i], src, 0);
            restore_pos(G, p);
            free_to(G, its[i] + 2);
        }
        tops[i] = new_label(G);
        ends[i] = new_label(G);
        place(G, tops[i]);
        set_pos(G, e);
        emit_jcond(G, OP_FORITER, its[i], ends[i]);
        store_target(G, g->a, its[i] + 1);
        for (int j = 0; j < g->l1.n; j++) cond_jump(G, g->l1.items[j], false, tops[i]);
    }
    int mark = fs->nactive;
    Pos p = set_pos(G, e->a);
    switch (e->kind) {
    case N_LISTCOMP: {
        int v = expr_any(G, e->a);
        set_pos(G, e);
        emit_abc(G, OP_LISTAPPEND, res, v, 0);
        break;
    }
    case N_SETCOMP: {
        int v = expr_any(G, e->a);
        set_pos(G, e);
        emit_abc(G, OP_SETADD, res, v, 0);
        break;
    }
    case N_DICTCOMP: {
        int k = expr_any(G, e->a);
        int v = expr_any(G, e->b);
        set_pos(G, e);
        emit_abc(G, OP_DICTSET, res, k, v);
        break;
    }
    default: {
        int v = expr_any(G, e->a);
        int t = alloc_reg(G);
        set_pos(G, e);
        emit_abc(G, OP_YIELD, t, v, 0);
        break;
    }
    }
    restore_pos(G, p);
    free_to(G, mark);
    for (int i = n - 1; i >= 0; i--) {
        emit_jmp(G, tops[i]);
        place(G, ends[i]);
    }
    bound_restore(G, pre);
    if (res >= 0) emit_abc(G, OP_RETURN, res, 0, 0);
    else emit_abc(G, OP_RETURNNONE, 0, 0, 0);
}

static void class_body(Cg *G, Scope *s) {
    Node *cls = s->node;
    int t = alloc_reg(G);
    emit_abx(G, OP_LOADGLOBAL, t, add_name(G, "__name__"));
    emit_abx(G, OP_STORENAME, t, add_name(G, "__module__"));
    load_const(G, str_const(G, s->qualname, strlen(s->qualname)), t);
    emit_abx(G, OP_STORENAME, t, add_name(G, "__qualname__"));
    if (cls->l1.n && is_docstring(cls->l1.items[0])) {
        Node *d = cls->l1.items[0]->a;
        load_const(G, str_const(G, d->str, d->slen), t);
        emit_abx(G, OP_STORENAME, t, add_name(G, "__doc__"));
    }
    free_to(G, t);
    setup_annotations(G, &cls->l1);
    stmts(G, &cls->l1);
    if (s->needs_class_cell) {
        Sym *y = scope_find(G->C, s, "__class__");
        emit_abx(G, OP_STORENAME, y->cellreg, add_name(G, "__classcell__"));
    }
    emit_abc(G, OP_RETURNNONE, 0, 0, 0);
}

static Code *compile_scope(Cg *G, Scope *s) {
    CgCtx *C = G->C;
    VM *vm = C->vm;
    FuncState fs;
    memset(&fs, 0, offsetof(FuncState, blocks));
    fs.parent = G->fs;
    fs.scope = s;
    fs.alias_ok = !s->has_walrus;
    G->fs = &fs;
    Node *node = s->node;
    fs.line = node->line > 0 ? node->line : 1;
    fs.col = node->col;
    fs.end_line = fs.line;
    fs.end_col = node->col;

    /* A code object: a dozen allocations and interned names. */
    cg_charge(C, 64);
    Code *code = code_new(vm);
    if (!code) cg_error(C, node, CERR_MEMORY, "out of memory");
    /* Keep the code object reachable from the enclosing function's
     * constants as soon as possible; no collection runs meanwhile anyway. */
    layout(G, s, code);

    switch (s->kind) {
    case SK_MODULE:
        code->flags |= CODE_MODULE;
        module_body(G, node);
        emit_abc(G, OP_RETURNNONE, 0, 0, 0);
        break;
    case SK_CLASS:
        code->flags |= CODE_CLASSBODY;
        class_body(G, s);
        break;
    case SK_COMP:
        code->flags |= CODE_COMPREHENSION;
        comp_body(G, s);
        break;
    case SK_FUNCTION:
        if (node->kind == N_LAMBDA) {
            code->flags |= CODE_LAMBDA;
            int mark = fs.nactive;
            Pos p = set_pos(G, node->b);
            int r = expr_any(G, node->b);
            emit_abc(G, s->generator ? OP_RETURNNONE : OP_RETURN, r, 0, 0);
            restore_pos(G, p);
            free_to(G, mark);
        } else {
            NodeList *body = &node->l1;
            if (body->n && is_docstring(body->items[0])) {
                Node *d = body->items[0]->a;
                add_const(G, str_const(G, d->str, d->slen));
                code->flags |= CODE_DOCSTRING;
            }
            stmts(G, body);
            emit_abc(G, OP_RETURNNONE, 0, 0, 0);
        }
        break;
    }
    if (s->generator) code->flags |= CODE_GENERATOR;
    resolve_fixups(G);

    /* Move everything into the code object's own accounted storage. The
     * counts go first: if a copy fails, the collector frees what exists
     * with the right sizes (absent arrays are NULL). */
    int ncf = fs.ncells + fs.nfrees;
    code->ninsns = fs.n;
    code->nconsts = fs.nconsts;
    code->nnames = fs.nnames;
    code->nlocals = (uint16_t)fs.nlocals;
    code->ncells = (uint16_t)fs.ncells;
    code->nfrees = (uint16_t)fs.nfrees;
    code->nexc = (uint32_t)fs.nranges;
    code->insns = copy_out(G, fs.code, fs.n * sizeof(uint32_t));
    code->lines = copy_out(G, fs.lines, fs.n * sizeof(uint32_t));
    code->cols = copy_out(G, fs.cols, fs.n * sizeof(uint16_t));
    code->end_cols = copy_out(G, fs.ecols, fs.n * sizeof(uint16_t));
    code->end_dlines = copy_out(G, fs.edlines, fs.n * sizeof(uint8_t));
    code->consts = copy_out(G, fs.consts, fs.nconsts * sizeof(Value));
    code->names = copy_out(G, fs.names, fs.nnames * sizeof(Str *));
    if (fs.nnames) {
        cg_charge(C, fs.nnames / 8 + 1);
        code->gcache = mem_alloc(vm, fs.nnames * sizeof(GlobalCache));
        if (!code->gcache) cg_error(C, node, CERR_MEMORY, "out of memory");
        /* Version 0 with an empty value: never valid. */
        for (uint32_t i = 0; i < fs.nnames; i++) {
            code->gcache[i].gkversion = code->gcache[i].bkversion = UINT64_MAX;
            code->gcache[i].ix = -1;
        }
    }
    code->varnames = copy_out(G, fs.varnames, (size_t)fs.nlocals * sizeof(Str *));
    code->cell_regs = copy_out(G, fs.cell_regs, (size_t)ncf * sizeof(uint16_t));
    code->cell_arg = copy_out(G, fs.cell_arg, (size_t)ncf * sizeof(int16_t));
    code->freenames = copy_out(G, fs.freenames, (size_t)ncf * sizeof(Str *));
    if (fs.nranges) {
        cg_charge(C, fs.nranges / 4 + 1);
        ExcRange *r = mem_alloc(vm, (size_t)fs.nranges * sizeof(ExcRange));
        if (!r) cg_error(C, node, CERR_MEMORY, "out of memory");
        for (int i = 0; i < fs.nranges; i++) {
            r[i].start = fs.ranges[i].start;
            r[i].end = fs.ranges[i].end;
            r[i].handler = (uint32_t)fs.labels[fs.ranges[i].label];
            r[i].reg = (uint32_t)fs.ranges[i].reg;
        }
        code->exc = r;
    }
    code->nregs = (uint16_t)(fs.maxregs > 0 ? fs.maxregs : 1);
    code->name = intern(G, s->name);
    code->qualname = intern(G, s->qualname);
    code->filename = C->filename;
    code->source = C->source;
    /* As CPython's co_firstlineno: a decorated def or class starts at its
     * first decorator. */
    int first = node->line;
    if ((node->kind == N_FUNCDEF || node->kind == N_CLASSDEF) && node->l2.n && node->l2.items[0]->line > 0 &&
        node->l2.items[0]->line < first)
        first = node->l2.items[0]->line;
    code->firstline = (uint32_t)(first > 0 ? first : 1);
    G->fs = fs.parent;
    return code;
}

Code *compile_module(VM *vm, Node *mod, Str *filename, Str *source, bool result_expr, CompileError *err) {
    CgCtx C;
    memset(&C, 0, sizeof C);
    Arena arena;
    arena_init(&arena, vm);
    arena_set_meter(&arena, vm);
    C.vm = vm;
    C.arena = &arena;
    C.err = err;
    C.filename = filename;
    C.source = source;
    C.result_expr = result_expr;
    Cg G = {&C, NULL};
    if (setjmp(C.jb)) {
        arena_free(&arena);
        if (vm->halt && err->kind != CERR_MEMORY) err->kind = CERR_LIMIT;
        return NULL;
    }
    Scope *top = scope_build(&C, mod);
    Code *code = compile_scope(&G, top);
    arena_free(&arena);
    return code;
}
