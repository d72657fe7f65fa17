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
/* Whether both name lists are in the byte order their binary search needs
 * and every listed name passes the lookups' first-letter filters (for the
 * unit test). */
bool policy_list_sorted(void);

/* Constructs of valid Python that smolvm compiles but refuses to run: the
 * compiler marks each with a REFUSED instruction and the policy check
 * rejects the code, as it rejects a refused import. */
typedef enum {
    REFUSE_ASYNC_DEF,
    REFUSE_ASYNC_GENEXP,
    REFUSE_EXCEPT_STAR,
    REFUSE_RELATIVE_IMPORT,
    REFUSE_STARRED_BASES,
    REFUSE_DEL_METHOD,
    REFUSE_GETATTRIBUTE,
    REFUSE__COUNT
} PolicyRefusal;
/* The rejection message of a refused construct, with what to write
 * instead; NULL for a value that is no PolicyRefusal. */
const char *policy_refusal_message(unsigned what);

#endif
