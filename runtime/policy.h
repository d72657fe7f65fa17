/* Sandbox policy facts shared by the compiler and the runtime. */
#ifndef SMOL_POLICY_H
#define SMOL_POLICY_H

#include <stdbool.h>

/* Introspection attributes that neither source nor getattr()/format() may
 * reach (DESIGN.md §5). */
bool policy_attr_forbidden(const char *name);
/* A sentence telling the model what to write instead. */
const char *policy_attr_hint(const char *name);
/* Builtins that do not exist in the sandbox (eval, open, ...). */
bool policy_builtin_forbidden(const char *name);
const char *policy_builtin_hint(const char *name);

#endif
