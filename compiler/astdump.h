/* A canonical S-expression rendering of the AST, for tests and debugging.
 *
 * Format: (Kind@line:col-end_line:end_col field=value ...), with CPython's
 * node class names and field names (in `_fields` order, type comments and
 * Constant.kind left out). Positions are printed only for node types that
 * carry them in CPython and never inside a JoinedStr. Values: nested nodes,
 * lists as [a b], None, identifiers and strings as "..." with every byte
 * outside printable ASCII (and '"', '\') written \xNN, ints in decimal,
 * floats as f:%.17g, imaginary numbers as j:%.17g. tests/parser/dump_ast.py
 * prints the same format from CPython's ast module.
 */
#ifndef SMOL_ASTDUMP_H
#define SMOL_ASTDUMP_H

#include <stdio.h>

#include "compiler/ast.h"

void ast_dump(const Node *n, FILE *out);

#endif
