/* Modules written in Python: their sources are compiled into the library
 * (tools/embed.c) and run on first import through the VM's
 * exec_source hook, which the API layer installs. */
#ifndef SMOL_FROZEN_H
#define SMOL_FROZEN_H

#include <stddef.h>

typedef struct FrozenModule {
    const char *name;
    const char *source;
    size_t len;
} FrozenModule;

extern const FrozenModule smol_frozen_modules[];

#endif
