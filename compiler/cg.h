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
} Sym;

typedef enum { SK_MODULE, SK_FUNCTION, SK_CLASS, SK_COMP } ScopeKind;

typedef struct Scope {
    ScopeKind kind;
    Node *node;
    struct Scope *parent;
    Sym *syms;
    int nsyms, capsyms;
    struct Scope **children;
    int nchildren, capchildren;
    bool generator;
    bool has_walrus;
    bool needs_class_cell;  /* class: a method uses super() or __class__ */
    bool has_return_value;
    const char *name;
    const char *qualname;
} Scope;

typedef struct CgCtx CgCtx;

/* Build the scope tree of a module and resolve every name. Reports errors
 * through cg_error (longjmp). */
Scope *scope_build(CgCtx *C, Node *mod);
Sym *scope_find(Scope *s, const char *name);
Scope *scope_child(Scope *s, Node *n);

/* ---- shared context ----------------------------------------------------- */

struct CgCtx {
    VM *vm;
    Arena *arena;
    CompileError *err;
    jmp_buf jb;
    Str *filename;
    Str *source;
    bool result_expr;
};

_Noreturn void cg_error(CgCtx *C, Node *at, int kind, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void *cg_alloc(CgCtx *C, size_t n);

#endif
