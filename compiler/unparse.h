/* Annotation expressions back to text (`from __future__ import
 * annotations`), as CPython's compiler writes them. */
#ifndef SMOL_UNPARSE_H
#define SMOL_UNPARSE_H

#include "compiler/cg.h"

/* The annotation `e` as a str Value, written as CPython's AST unparser
 * writes it; out of memory is a compile error (cg_error). */
Value unparse_annotation(CgCtx *C, Node *e);

#endif
