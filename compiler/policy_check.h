/* The policy check on compiled code objects (DESIGN.md §5): it guards
 * freshly compiled source and loaded images alike. */
#ifndef SMOL_POLICY_CHECK_H
#define SMOL_POLICY_CHECK_H

#include "runtime/rt.h"

typedef struct PolicyViolation {
    int line, col;          /* 1-based */
    char msg[1200];
} PolicyViolation;

typedef struct PolicyConfig {
    const char *const *extra_imports;   /* NULL-terminated, may be NULL */
    bool replace_default;               /* extra_imports replace the default list */
    Dict *session_globals;              /* names the session defined itself */
} PolicyConfig;

/* Is `module` importable under this policy? */
bool policy_import_allowed(const PolicyConfig *pc, const char *module);
/* Check `code` and its children. Writes up to `max` violations and returns
 * how many were found (0 = allowed). */
int policy_check_code(VM *vm, Code *code, const PolicyConfig *pc, PolicyViolation *out, int max);

#endif
