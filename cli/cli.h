/* What the files of the smolvm command share. */
#ifndef SMOL_CLI_H
#define SMOL_CLI_H

#include <stdbool.h>
#include "include/smolvm.h"

/* Exit code when the process could not be confined. */
#define CLI_EXIT_CONFINE 71

/* Confine the process (main.c): 0, or -1 when it could not be confined and
 * must stop. `no_confine` skips it with a warning; sanitizer builds warn. */
int cli_confine(bool no_confine);

/* `smolvm serve` (serve.c, docs/protocol.md): the JSON-lines protocol on
 * standard input and output until end of input or `shutdown`. `defaults`
 * holds the limits, seed and debug flags of every session it opens;
 * `imports` (NULL-terminated) is added to every session's allowlist.
 * Returns the exit code. */
int cli_serve(const smol_config *defaults, const char *const *imports, bool no_confine);

/* `smolvm run --json`: one line on standard output holding the run's
 * result as a serve `run` reply carries it, plus "file". */
void cli_json_step(const smol_result *r, const char *file);
/* The same line for a step whose file could not be read. */
void cli_json_file_error(const char *file, const char *message);

#endif
