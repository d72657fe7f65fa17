/* The build tools' file reading (tools/freeze.c, tools/pgo_train.c). */
#ifndef SMOL_TOOLS_READ_FILE_H
#define SMOL_TOOLS_READ_FILE_H

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

/* The whole file at `path` in a malloc'd buffer, its length in *len; NULL
 * with errno set when it cannot be opened, read or held. */
static char *read_file(const char *path, size_t *len) {
    FILE *in = fopen(path, "rb");
    if (!in) return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n, in);
        if (n < cap) break;
        char *b = realloc(buf, cap * 2);
        if (!b) free(buf);
        buf = b;
        cap *= 2;
    }
    if (!buf || ferror(in)) {
        int e = buf ? EIO : ENOMEM;
        free(buf);
        fclose(in);
        errno = e;
        return NULL;
    }
    fclose(in);
    *len = n;
    return buf;
}

#endif
