/* Code generation: AST -> register bytecode (code objects).
 *
 * Two passes. scope.c walks the tree once and decides, for every function,
 * class body, lambda and comprehension, where each name lives: a register
 * (fast local), a cell (captured by an inner function), a free variable
 * (taken from the closure), a global, or the class namespace. codegen.c
 * then emits instructions, allocating registers as a stack above the named
 * locals: every expression is compiled into a target register, temporaries
 * are released as soon as their value is consumed.
 */
#ifndef SMOL_COMPILE_H
#define SMOL_COMPILE_H

#include "compiler/ast.h"
#include "runtime/rt.h"

typedef enum { CERR_SYNTAX = 0, CERR_MEMORY = 1, CERR_LIMIT = 2 } CompileErrKind;

typedef struct CompileError {
    int kind;           /* CompileErrKind */
    int line;           /* 1-based */
    int col;            /* 1-based caret column (code points) */
    int end_col;        /* 1-based, one past the caret range; 0 = single caret; -1 = to the end of the line */
    char msg[256];
} CompileError;

/* Compile a parsed module. With result_expr, a trailing expression
 * statement at module level becomes the run's result (SETRESULT). Returns
 * NULL with *err filled on failure; no collection runs meanwhile. */
Code *compile_module(VM *vm, Node *mod, Str *filename, Str *source, bool result_expr, CompileError *err);

/* Human-readable listing of a code object and the code objects among its
 * constants, for `smolvm dis`. */
void dis_code(VM *vm, Code *code, StrBuf *out);

#endif
