/* Modules written in Python (runtime/modules/py/NAME.py): compiled at build
 * time into bytecode images (tools/freeze.c) that the library holds as
 * constant data. An import loads one, verified as every image is, through
 * the VM's exec_image hook, which the API layer installs. */
#ifndef SMOL_FROZEN_H
#define SMOL_FROZEN_H

#include <stddef.h>
#include <stdint.h>

typedef struct FrozenModule {
    const char *name;
    const uint8_t *image;
    size_t len;
} FrozenModule;

extern const FrozenModule smol_frozen_modules[];

#endif
