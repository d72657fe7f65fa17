/*
 * smolvm — a sandbox for the Python code LLM agents write.
 *
 * This is the one public header. A host creates a VM from a config (its
 * limits and policy), opens sessions in it (a session is a global namespace
 * that persists across runs, the way an agent loop needs), and runs source
 * snippets in a session. Each run compiles the snippet, checks it against
 * the policy before anything executes, runs it under hard limits and
 * returns a result: status, output value, captured print output, a
 * CPython-format traceback for errors and a receipt of resources used.
 *
 * Threading: a VM and its sessions must be used by one thread at a time.
 * Different VMs share nothing and may run in different threads at once.
 *
 * WARNING: the limits in smol_config are the security boundary for resource
 * use. A config with a limit of 0 means "the documented default", never
 * "unlimited"; hosts that want more must ask for it explicitly.
 */
#ifndef SMOLVM_H
#define SMOLVM_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SMOL_VERSION_MAJOR 0
#define SMOL_VERSION_MINOR 1
#define SMOL_VERSION_PATCH 0
#define SMOL_VERSION_STRING "0.1.0"

/* Defaults used when a config field is 0. */
#define SMOL_DEFAULT_MAX_INSTRUCTIONS 100000000LL   /* per run */
#define SMOL_DEFAULT_MAX_MEMORY (256u * 1024u * 1024u) /* bytes */
#define SMOL_DEFAULT_MAX_RECURSION 1000
#define SMOL_DEFAULT_MAX_OUTPUT (1u * 1024u * 1024u)  /* bytes of print output */

typedef struct smol_vm smol_vm;
typedef struct smol_session smol_session;

/* Limits and policy of a VM. Initialise with smol_config_init(). */
typedef struct smol_config {
    int64_t max_instructions;   /* instruction budget per run (native work included) */
    size_t max_memory;          /* cap on bytes the VM holds */
    int max_recursion;          /* Python call depth */
    size_t max_output;          /* bytes of captured print output per run */
    double deadline_seconds;    /* wall-clock limit per run; 0 = none */
    uint64_t hash_seed;         /* string hashing seed; same seed, same run */
    /* NULL-terminated list of extra importable modules ("pkg.*" allowed,
     * "*" = every module smolvm has), added to the default allowlist. */
    const char *const *additional_imports;
    /* Testing aids, 0 in production: SMOL_DEBUG_GC_STRESS collects garbage
     * at every safe point, to expose values the collector cannot see. */
    unsigned debug_flags;
} smol_config;

#define SMOL_DEBUG_GC_STRESS 0x1u

/* Fill a config with the defaults. */
void smol_config_init(smol_config *cfg);

/* Create a VM. Returns NULL if the process is out of memory. */
smol_vm *smol_vm_new(const smol_config *cfg);

/* Free a VM and every session and value it owns. */
void smol_vm_free(smol_vm *vm);

/* Open a session: a fresh global namespace with __name__ == "__main__".
 * Returns NULL when the memory cap is reached. */
smol_session *smol_session_new(smol_vm *vm);

/* Close a session; its globals become garbage. */
void smol_session_free(smol_session *s);

typedef enum smol_status {
    SMOL_OK = 0,            /* ran to completion */
    SMOL_FINAL_ANSWER,      /* final_answer(x) was called */
    SMOL_EXCEPTION,         /* an uncaught exception (SyntaxError included) */
    SMOL_REJECTED,          /* refused by the policy check; no code ran */
    SMOL_BUDGET,            /* instruction budget exhausted */
    SMOL_MEMORY,            /* memory cap reached */
    SMOL_DEADLINE,          /* wall-clock deadline passed */
    SMOL_EXIT,              /* SystemExit or KeyboardInterrupt was raised */
    SMOL_TOOL_CALL,         /* a suspending tool was called (reserved) */
} smol_status;

/* A short name for a status: "ok", "final_answer", "exception", ... */
const char *smol_status_name(smol_status s);

/* What a run produced. Strings are NUL-terminated and owned by the result;
 * release them with smol_result_free(). */
typedef struct smol_result {
    smol_status status;
    bool is_final_answer;
    char *output_repr;      /* repr() of the output value: the final answer,
                               else the last top-level expression, else "None" */
    char *output_str;       /* str() of the output value */
    char *logs;             /* captured print output */
    size_t logs_len;
    bool logs_truncated;    /* max_output was reached */
    char *error;            /* CPython-format traceback or the stop reason; NULL if none */
    char *error_type;       /* e.g. "NameError"; NULL if none */
    char *error_message;    /* e.g. "name 'x' is not defined" */
    int error_line;         /* 1-based, 0 if unknown */
    int error_col;          /* 1-based, 0 if unknown */
    /* Receipt. */
    int64_t instructions;   /* instructions charged (compilation included) */
    size_t peak_memory;     /* peak bytes held by the VM during the run */
    size_t total_allocated; /* bytes allocated during the run */
    uint64_t allocations;   /* allocations during the run */
    size_t output_bytes;    /* bytes printed (truncated ones included) */
    double wall_seconds;
} smol_result;

/* Compile, check and run `source` (UTF-8, `len` bytes) in a session.
 * `filename` names the snippet in tracebacks ("<string>" if NULL). Fills
 * *out (always; free it with smol_result_free) and returns its status.
 * Globals defined by earlier runs are visible; a failing run keeps what it
 * assigned before failing. Never aborts the host. */
smol_status smol_run(smol_session *s, const char *source, size_t len, const char *filename,
                     smol_result *out);

/* Compile and check without running: status SMOL_OK, SMOL_EXCEPTION
 * (SyntaxError) or SMOL_REJECTED, with the messages in *out. */
smol_status smol_check(smol_session *s, const char *source, size_t len, const char *filename,
                       smol_result *out);

/* Write a disassembly of the compiled snippet into out->logs. */
smol_status smol_disassemble(smol_vm *vm, const char *source, size_t len, const char *filename,
                             smol_result *out);

/* Release the strings of a result (safe on a zeroed result). */
void smol_result_free(smol_result *r);

#ifdef __cplusplus
}
#endif
#endif
