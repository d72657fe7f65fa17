/* What the files of the smolvm command share. */
#ifndef SMOL_CLI_H
#define SMOL_CLI_H

#include <stdbool.h>
#include <stdio.h>
#include "include/smolvm.h"

/* Exit codes of a usage error, a file error and a process that could not
 * be confined (the others follow a run's status: cli_exit_code). */
#define CLI_EXIT_USAGE 64
#define CLI_EXIT_IO 66
#define CLI_EXIT_CONFINE 71

/* Confine the process (main.c): 0, or -1 when it could not be confined and
 * must stop. `no_confine` skips it with a warning; sanitizer builds warn. */
int cli_confine(bool no_confine);

/* The exit code for a run's status (main.c): 0 ok or final answer, 1
 * exception, 2 rejected, 3 budget, 4 memory, 5 deadline, 6 SystemExit. */
int cli_exit_code(smol_status s);

/* What cli_report shows of a run's output value besides a final answer:
 * nothing; smolagents' "Last output from code snippet:" and str() of the
 * value (--show-output); or its repr() unless it is None (the REPL). */
typedef enum cli_show { CLI_SHOW_NONE, CLI_SHOW_LAST_OUTPUT, CLI_SHOW_ECHO } cli_show;

/* Print a run's result (main.c): printed output, the final answer and the
 * value `show` asks for on `out`; the traceback or stop reason and, with
 * `stats`, the receipt on `err`. Flushes both. */
void cli_report(const smol_result *r, bool stats, cli_show show, FILE *out, FILE *err);

/* `smolvm repl` (repl.c): an interactive session in `s`. With standard
 * input and output on a terminal, lines are edited with libedit in this
 * process and run in a confined child, and the exit code is 0 when the
 * input ends (6 when a block raised SystemExit); otherwise this process
 * confines itself, reads plain lines, and the exit code is the last
 * block's. On a terminal it returns in both processes, and the editing
 * process returns the code the child ended with. */
int cli_repl(smol_session *s, bool stats, bool no_confine);

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
