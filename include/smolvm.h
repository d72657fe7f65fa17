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
 * Misuse fails cleanly, never crashes the host:
 * - NULL arguments: every function accepts them. A call that fills a
 *   smol_result returns SMOL_EXCEPTION without doing anything when `out`
 *   is NULL; otherwise (a NULL session or VM, NULL source text with a
 *   nonzero length, a NULL manifest, a NULL image or image_len pointer
 *   for smol_compile_image, a filename that is not UTF-8) it fills *out
 *   with error_type "RuntimeError" and an error_message that starts
 *   "invalid argument", output_repr and output_str "None" (a NULL image
 *   to load is an ImageError, see the images below). Functions that take
 *   a handle and return an int return -1, those returning a pointer
 *   NULL, and the free functions ignore NULL.
 * - Calls from a tool callback into the VM that is running it: while a
 *   call of a VM executes Python code (a run or resume, and also the
 *   __repr__ or __str__ of values that smol_get_global, a run's output
 *   value or an uncaught exception formats) a synchronous tool's callback
 *   may not start anything else in that VM or its sessions. Every call
 *   that would run or compile code or change the VM's state (smol_run,
 *   smol_check, smol_resume, the image, manifest and disassembly calls,
 *   smol_session_new, smol_tool_add, the globals calls) is refused: a
 *   run-like call returns SMOL_EXCEPTION, error_type "RuntimeError",
 *   error_message SMOL_BUSY_MESSAGE, output_repr and output_str "None";
 *   int-returning calls return -1 (with *why = SMOL_BUSY_MESSAGE), and
 *   smol_session_new NULL. smol_session_free of a session of that VM and
 *   smol_vm_free of that VM are deferred: they take effect when the
 *   outermost call returns (its result is complete and owned by the
 *   host; the handles must not be used again). smol_tool_remove,
 *   smol_global_names, smol_debug_fail_alloc and the functions that take
 *   no VM may be called. Other VMs share nothing with it and may be used
 *   freely from a callback (a callback of theirs cannot enter the first
 *   VM either, while it runs). A run paused by a suspending tool
 *   (SMOL_TOOL_CALL) is not executing: calls are allowed then, as each
 *   function documents.
 * - Results own only malloc'ed memory (texts, value trees, tool stats, a
 *   pending tool call): they stay valid after their VM is freed, and
 *   smol_result_free zeroes the result, so freeing it twice is harmless.
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
#define SMOL_VERSION_MINOR 2
#define SMOL_VERSION_PATCH 0
#define SMOL_VERSION_STRING "0.2.0"
/* error_message of a call refused because it came from a tool callback of
 * a run executing in the same VM (see "Misuse" above). */
#define SMOL_BUSY_MESSAGE "smolvm: this VM is running (a tool callback cannot start another run in it)"

/* The ABI of this header: it grows when a struct's layout or a function's
 * meaning changes. A host compiled against one header checks at run time
 * that smol_abi_version() == SMOL_ABI_VERSION. */
#define SMOL_ABI_VERSION 3

/* Defaults used when a config field is 0. */
#define SMOL_DEFAULT_MAX_INSTRUCTIONS 100000000LL   /* per run */
#define SMOL_DEFAULT_MAX_MEMORY (256u * 1024u * 1024u) /* bytes */
#define SMOL_DEFAULT_MAX_RECURSION 1000
#define SMOL_DEFAULT_C_STACK ((size_t)2 << 20)
#define SMOL_DEFAULT_MAX_OUTPUT (1u * 1024u * 1024u)  /* bytes of print output */

typedef struct smol_vm smol_vm;
typedef struct smol_session smol_session;
typedef struct smol_template smol_template;

/* Limits and policy of a VM. Initialise with smol_config_init(). */
typedef struct smol_config {
    int64_t max_instructions;   /* instruction budget per run (native work included) */
    size_t max_memory;          /* cap on bytes the VM holds */
    int max_recursion;          /* Python call depth */
    /* Bytes of captured print output per run. It also bounds every other
     * text of a result (the traceback, error type and message, SyntaxError
     * echo, stop reason, output repr and str): each is cut to it with a
     * marker, the first half and the last half kept, as printed output. */
    size_t max_output;
    /* Wall-clock limit per run; 0 = none (the library's default: a host
     * keeps its own time). The smolvm command defaults to 30 seconds. */
    double deadline_seconds;
    uint64_t hash_seed;         /* string hashing seed; same seed, same run; 0 = random per VM */
    /* NULL-terminated list of extra importable modules ("pkg.*" allowed,
     * "*" = every module smolvm has), added to the default allowlist. Each
     * must name a module smolvm has (see smol_config_check). */
    const char *const *additional_imports;
    /* C stack the VM may use below the host's call into smol_run, in bytes
     * (default 2 MB): native recursion past it raises RecursionError. Set
     * it below the stack size of the threads that run the VM. */
    size_t c_stack_size;
    /* Testing aids, 0 in production: SMOL_DEBUG_GC_STRESS collects garbage
     * at every safe point, to expose values the collector cannot see;
     * SMOL_DEBUG_CALLBACK_STRESS collects at every return from Python code
     * into a native function (every 64th after the first 20,000 in a VM)
     * and poisons freed storage, so that a native
     * that keeps a stale length, pointer or unrooted value across a call
     * into user code fails loudly (under ASan). Both make runs slow. */
    unsigned debug_flags;
    /* NULL-terminated list that replaces the default allowlist ("pkg.*"
     * and "*" as in additional_imports; an empty list allows no import);
     * NULL keeps the default. additional_imports are added to either.
     * Each entry must name a module smolvm has (see smol_config_check). */
    const char *const *imports;
    /* Output as it is printed: called from inside a run, in order, with
     * each piece of text print() produces (UTF-8, not NUL-terminated), up
     * to max_output characters in all, the same text that begins `logs`.
     * It must not call into this VM (such calls are refused as from a tool
     * callback). NULL: output is only captured. */
    void (*on_output)(void *user, const char *text, size_t len);
    void *on_output_user;
    /* Clocks, for hosts that need determinism; NULL: the host's own.
     * `clock` gives monotonic seconds: the deadline, time.monotonic(),
     * time.perf_counter() and time.process_time() read it. `wall_clock`
     * gives seconds since the Unix epoch: time.time(), time.time_ns(),
     * time.localtime()/gmtime() without argument and datetime's now()
     * and today() read it. Both take clock_user. */
    double (*clock)(void *user);
    double (*wall_clock)(void *user);
    void *clock_user;
    /* Entropy for the string hashing seed (which also seeds an unseeded
     * random module) when hash_seed is 0: fill buf with n bytes. NULL:
     * the kernel's (getrandom). */
    void (*entropy)(void *user, void *buf, size_t n);
    void *entropy_user;
} smol_config;

#define SMOL_DEBUG_GC_STRESS 0x1u
#define SMOL_DEBUG_CALLBACK_STRESS 0x2u

/* Testing aid: in the next run only, allocation number n (1-based) fails,
 * and every later one in that run, as if the memory cap were reached.
 * n = 0 cancels. */
void smol_debug_fail_alloc(smol_vm *vm, int64_t n);

/* The ABI version (SMOL_ABI_VERSION) and version string ("0.2.0") of the
 * library the host is linked with. */
int smol_abi_version(void);
const char *smol_version(void);

/* Fill a config with the defaults (NULL is ignored). */
void smol_config_init(smol_config *cfg);

/* Check a config before creating a VM with it: 0 if smol_vm_new accepts
 * it; otherwise the 1-based position of the first entry that names no
 * module smolvm has (a name, a "pkg.*" whose package does not exist; "*"
 * is always accepted), in `imports` or, when every entry of imports is
 * known, in additional_imports, with *why (when why is not NULL) set to a
 * static sentence naming the list. cfg NULL is accepted. */
int smol_config_check(const smol_config *cfg, const char **why);

/* Create a VM (cfg NULL: the defaults). Returns NULL if the process is out
 * of memory or if smol_config_check refuses the config (call it to learn
 * why). */
smol_vm *smol_vm_new(const smol_config *cfg);

/* Free a VM and every session and value it owns. Results, manifests,
 * images and value trees handed out stay valid: they are the host's.
 * Called from a tool callback of a run in this VM, it is deferred to the
 * end of that run (whose result is still filled completely). */
void smol_vm_free(smol_vm *vm);

/* A hint from a host that frees `vm` after its next run ends (one VM per
 * snippet, as the smolvm command runs a file): that run skips what readies
 * the VM for later runs, the collection of its garbage at its end. The
 * result is the same. Should the VM run again all the same, it collects
 * when a collection is due. */
void smol_vm_last_run(smol_vm *vm);

/* Templates: a VM prepared once and frozen, from which new VMs are made by
 * copying its heap instead of building it (the built-in types, the
 * modules' code and bodies): a new VM with collections, re and json
 * imported costs a copy of a few thousand objects, no Python code.
 *
 * smol_template_new makes a VM with `cfg`, opens a session in it, imports
 * each module of the NULL-terminated list `modules` (NULL: none) in that
 * session, as `import name` would (the config's import policy applies),
 * and freezes the result. NULL on failure, with *why (when why is not
 * NULL) set to a static sentence: the config is refused (see
 * smol_config_check), a name is not a module smolvm
 * has, a module fails to import within the config's limits (the memory
 * cap, the instruction budget and the recursion depth at least the
 * defaults while the template is made: they are the clones'), or the list
 * imports `random`, directly or through another module: random draws its
 * state when imported, and VMs made from one template must not share it.
 *
 * smol_vm_new_from makes a VM from a template, with the template's config
 * (limits, policy, hooks, clocks). Its first smol_session_new returns a
 * session whose modules are imported already (its globals are a fresh
 * session's; an `import` of those modules finds them at once); later
 * sessions import as usual (the first to import a module reads its code
 * from the library again: a copy carries no code cache). Everything else starts fresh: the output,
 * the caches, the counters, the tools (add them to each VM). The copy is
 * in the new VM's account: NULL when it does not fit under max_memory or
 * the process is out of memory. Sessions of different VMs share nothing,
 * as ever: what a run does to a module in one VM is not seen in another.
 *
 * WARNING: every VM made from one template has the template's hash seed
 * (string hashes, hence the order of sets of strings, and the tables
 * copied depend on it): a host that lets snippets of different users run
 * in VMs of one template lets each learn about the seed the others use.
 * The seed is random per template when cfg->hash_seed is 0 (then the
 * session serials that seed an unseeded `random` are random per VM too,
 * so that two VMs draw different numbers); a fixed hash_seed makes every
 * VM of the template draw the same numbers, as it does for smol_vm_new.
 *
 * A template is read-only once made: smol_vm_new_from may be called from
 * several threads at once on one template (with cfg->entropy, when set,
 * safe to call from them); only an atomic count of the VMs made from it
 * changes, and its pool of memory (behind a lock): a VM made from it
 * takes its pages and large blocks from the pool and gives them back,
 * zeroed, when it is freed, so that the next VM need not map and fault in
 * memory again. The pool holds at most 16 MB, counted in no VM's memory.
 * Those VMs share the template's code (instructions, positions), its
 * ASCII strings and the tuples of them, and its table of interned strings
 * (each VM interns new ones in a table of its own): what no run ever writes, kept in
 * pages the template makes read-only, counted in the template's memory,
 * not in theirs. They keep it alive: smol_template_free drops the host's
 * reference, and the template goes with the last VM made from it. It must
 * not be called while another thread is in smol_vm_new_from on the same
 * template, nor twice. */
smol_template *smol_template_new(const smol_config *cfg, const char *const *modules, const char **why);
smol_vm *smol_vm_new_from(const smol_template *t);
void smol_template_free(smol_template *t);

/* Stop the run executing in `vm` at its next safe point (within about ten
 * thousand instructions, or the current native step), with status
 * SMOL_INTERRUPTED; the session stays usable. Safe to call from any thread
 * and from a signal handler while `vm` exists; a call while no run is
 * executing has no effect (each run starts uninterrupted). */
void smol_interrupt(smol_vm *vm);

/* Open a session: a fresh global namespace with __name__ == "__main__".
 * Sessions share nothing mutable: each imports its own module objects
 * (the code of the modules written in Python is compiled once per VM and
 * shared, as it is immutable), has its own random state, and can reach
 * nothing another session created. Returns NULL when the memory cap is
 * reached, `vm` is NULL, or a run of `vm` is executing (a tool callback). */
smol_session *smol_session_new(smol_vm *vm);

/* Close a session; its globals and modules become garbage, collected at
 * the VM's next collection. A run paused in it is abandoned. Called from
 * a tool callback while its VM is running (its own run or another
 * session's), it is deferred to the end of that run. */
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
    SMOL_TOOL_CALL,         /* a suspending tool was called: see smol_resume */
    SMOL_INTERRUPTED,       /* smol_interrupt() stopped the run */
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
    int error_line;         /* 1-based, 0 if unknown; for a limit stop (budget,
                               memory, deadline) the snippet's line it stopped
                               at, which `error` names with the construct
                               ("at line 3, in a while loop") */
    int error_col;          /* 1-based, 0 if unknown */
    /* Receipt. */
    int64_t instructions;   /* instructions charged (compilation included) */
    size_t peak_memory;     /* peak bytes held by the VM during the run */
    size_t total_allocated; /* bytes allocated during the run */
    uint64_t allocations;   /* allocations during the run */
    size_t output_bytes;    /* bytes printed (truncated ones included) */
    double wall_seconds;
    size_t ntool_stats;     /* calls per tool during the run */
    struct smol_tool_stat { char *name; int64_t calls; } *tool_stats;
    /* SMOL_TOOL_CALL: the pending call of a suspending tool. */
    struct smol_tool_call *tool_call;
    /* The output value (as output_repr describes it) as a tree, or NULL
     * when the run has none (an error, a limit stop). A value too big to
     * copy (over a million nodes, or more host memory than the memory cap
     * or 64 MB) arrives as a SMOL_REPR of output_repr. Owned by the
     * result. */
    struct smol_value *value;
} smol_result;

/* Compile, check and run `source` (UTF-8, `len` bytes; NULL with len 0
 * is the empty snippet) in a session. `filename` (UTF-8) names the
 * snippet in tracebacks ("<string>" if NULL). Fills *out (always, unless
 * out is NULL: free it with smol_result_free) and returns its status.
 * Globals defined by earlier runs are visible; a failing run keeps what it
 * assigned before failing. A run paused in the VM is abandoned. Refused
 * (RuntimeError) from a tool callback of a run executing in the same VM.
 * Never aborts the host. */
smol_status smol_run(smol_session *s, const char *source, size_t len, const char *filename,
                     smol_result *out);

/* Compile and check without running: status SMOL_OK, SMOL_EXCEPTION
 * (SyntaxError) or SMOL_REJECTED, with the messages in *out. */
smol_status smol_check(smol_session *s, const char *source, size_t len, const char *filename,
                       smol_result *out);

/* Write a disassembly of the compiled snippet into out->logs. Like every
 * call that compiles, it abandons a run paused in the VM. */
smol_status smol_disassemble(smol_vm *vm, const char *source, size_t len, const char *filename,
                             smol_result *out);

/* Release the strings of a result and zero it (safe on a zeroed result,
 * hence twice, and after the VM that made it was freed; NULL is
 * ignored). */
void smol_result_free(smol_result *r);

/* ---- values crossing the boundary ------------------------------------- */

typedef enum smol_type {
    SMOL_NONE = 0,
    SMOL_BOOL,
    SMOL_INT,       /* fits in int64 */
    SMOL_BIGINT,    /* decimal digits in str/len, optional leading '-' */
    SMOL_FLOAT,
    SMOL_STR,       /* UTF-8 in str/len */
    SMOL_LIST,
    SMOL_TUPLE,
    SMOL_DICT,      /* count pairs: items[2*i] is a key, items[2*i+1] its value */
    SMOL_BYTES,     /* raw bytes in str/len */
    SMOL_SET,       /* count items */
    SMOL_FROZENSET, /* count items */
    SMOL_REPR,      /* a value of any other type, which cannot cross: its
                       repr() (UTF-8, cut to the output cap) in str/len.
                       smolvm hands these out; a host cannot pass one in. */
} smol_type;

/* A value crossing the boundary (tool arguments and replies, the output
 * value of a run, a session's globals): a plain tree the host reads and
 * builds without calling back into smolvm. Strings are UTF-8 and need no
 * NUL (len counts the bytes); BIGINT, BYTES and REPR use str/len too. A
 * Python str may hold lone surrogates ('\ud800'), which are not UTF-8:
 * smolvm hands them out encoded as UTF-8 encodes other code points (three
 * bytes, ED A0 80 for U+D800; "WTF-8") and refuses them coming in. A
 * tree smolvm hands out is read-only and owned by what holds it. Python's
 * types map one to one; a bool is never an int, a tuple never a list, and
 * dict keys keep their types. What has no type here (instances, functions,
 * bytearray, subclasses of the built-in types, ...) arrives as SMOL_REPR. */
typedef struct smol_value {
    smol_type type;
    bool b;
    int64_t i;
    double f;
    const char *str;
    size_t len;
    const struct smol_value *items;
    size_t count;
} smol_value;

/* Constructors for trees a host builds (no allocation: `items` and `str`
 * stay the host's and must outlive the call that takes the tree). */
static inline smol_value smol_none(void) { smol_value v = {SMOL_NONE, false, 0, 0.0, NULL, 0, NULL, 0}; return v; }
static inline smol_value smol_bool(bool b) { smol_value v = smol_none(); v.type = SMOL_BOOL; v.b = b; return v; }
static inline smol_value smol_int(int64_t i) { smol_value v = smol_none(); v.type = SMOL_INT; v.i = i; return v; }
static inline smol_value smol_float(double f) { smol_value v = smol_none(); v.type = SMOL_FLOAT; v.f = f; return v; }
/* BIGINT, STR or BYTES from `len` bytes. */
static inline smol_value smol_text(smol_type t, const char *s, size_t len) {
    smol_value v = smol_none(); v.type = t; v.str = s; v.len = len; return v;
}
/* STR from a NUL-terminated string. */
static inline smol_value smol_str(const char *s) {
    size_t n = 0;
    while (s && s[n]) n++;
    return smol_text(SMOL_STR, s, n);
}
/* LIST, TUPLE, SET or FROZENSET of `count` items, or DICT of `count`
 * pairs (2 * count items). */
static inline smol_value smol_items(smol_type t, const smol_value *items, size_t count) {
    smol_value v = smol_none(); v.type = t; v.items = items; v.count = count; return v;
}

/* Free a tree smolvm handed out (smol_get_global). NULL is ignored. */
void smol_value_free(smol_value *v);

/* ---- a session's variables ---------------------------------------------- */

/* Between runs (never from a tool callback or while a run is paused), a
 * host reads, sets and deletes a session's global variables, as
 * smolagents' send_variables does. `name` is a Python identifier. On
 * failure each returns -1 and, when `why` is not NULL, points *why to a
 * static sentence: NULL arguments, an invalid name, a run in progress or
 * paused, the VM executing (a tool callback: SMOL_BUSY_MESSAGE), a
 * malformed tree (unknown type, NULL data with a length, invalid UTF-8,
 * a REPR, a bad BIGINT, an unhashable key, nesting past 64 levels), or
 * the memory cap. */

/* Set global `name` to a copy of `v`. Returns 0 or -1. */
int smol_set_global(smol_session *s, const char *name, const smol_value *v, const char **why);
/* Read global `name` into a new tree (*out, freed with smol_value_free).
 * Values of other types, and those nested past 64 levels, arrive as
 * SMOL_REPR (their __repr__ runs under a budget of its own: a million
 * instructions, or the run budget when that is smaller).
 * Returns 0, 1 when the session has no such global (*out NULL), or -1. */
int smol_get_global(smol_session *s, const char *name, smol_value **out, const char **why);
/* Delete global `name`. Returns 0, 1 when there was none, or -1. */
int smol_del_global(smol_session *s, const char *name, const char **why);
/* The names of the session's globals that do not start with an
 * underscore, sorted, as a NULL-terminated array (free it and its strings
 * with smol_names_free); NULL when out of memory or `s` is NULL. It only
 * reads, and may be called at any time (from a tool callback too). */
char **smol_global_names(smol_session *s);
void smol_names_free(char **names);

/* ---- the capability table ----------------------------------------------- */

/* A call the snippet made. Valid during the callback (or, for a suspending
 * tool, until the result holding it is freed, even after the tool is
 * removed or the VM freed: the call owns its name and arguments). */
typedef struct smol_tool_call {
    const char *name;
    const smol_value *args;
    size_t nargs;
    const char *const *kwnames;
    const smol_value *kwargs;
    size_t nkwargs;
} smol_tool_call;

/* The host's answer: a value, or an exception raised in the snippet when
 * error_type is set (a builtin exception name such as "ValueError";
 * unknown names become RuntimeError("Name: message"), and a type that is
 * not an identifier RuntimeError("(tool error type is not an
 * identifier): message")). The VM copies it before the tool's release
 * function (if any) is called. A malformed value raises ValueError in the
 * snippet. */
typedef struct smol_tool_reply {
    smol_value value;
    const char *error_type;
    const char *error_message;
} smol_tool_reply;

typedef void (*smol_tool_fn)(void *user, const smol_tool_call *call, smol_tool_reply *reply);

typedef struct smol_tool {
    const char *name;           /* a Python identifier, not a builtin's name */
    smol_tool_fn fn;            /* called synchronously; unused when suspend */
    void (*release)(void *user, smol_tool_reply *reply);  /* optional */
    void *user;
    int64_t max_calls;          /* calls allowed per run; 0 = unlimited */
    bool suspend;               /* the run pauses with SMOL_TOOL_CALL instead */
} smol_tool;

/* Register a tool: snippets call it by name like a function. Returns 0, or
 * -1 when an argument is NULL, the name is invalid or taken, there is no
 * fn for a synchronous tool, or a run is in progress or paused (during a
 * run, capabilities can only be removed). */
int smol_tool_add(smol_vm *vm, const smol_tool *tool);
/* Remove a tool (allowed at any time, also from inside a tool callback).
 * Later calls from a snippet raise PermissionError. Returns 0 or -1. */
int smol_tool_remove(smol_vm *vm, const char *name);

/* Continue a run paused by a suspending tool (status SMOL_TOOL_CALL, the
 * call in out->tool_call): the call evaluates to reply->value or raises
 * reply->error_type (a NULL reply: None). Fills *out like smol_run; when
 * the session has no paused run, a RuntimeError ("this session has no run
 * paused by a tool call"). Starting another run in the VM instead
 * abandons the paused one, as do smol_check, the manifest and image calls
 * and the disassembly. The result of the pause keeps its tool_call. */
smol_status smol_resume(smol_session *s, const smol_tool_reply *reply, smol_result *out);

/* ---- manifest ---------------------------------------------------------- */

/* What a snippet references, found before anything runs: the modules it
 * imports, the tools and the builtins it names. Lists are NULL-terminated
 * and owned by the manifest. */
typedef struct smol_manifest {
    char **modules;
    char **tools;
    char **builtins;
} smol_manifest;

/* Compile `source` and list what it references. Returns SMOL_OK, or
 * SMOL_EXCEPTION (SyntaxError) / SMOL_REJECTED with the reason in *out.
 * *m is emptied first (when not NULL) and filled only on SMOL_OK. */
smol_status smol_manifest_of(smol_session *s, const char *source, size_t len, smol_manifest *m,
                             smol_result *out);
/* Free the lists and zero the manifest (safe twice; NULL is ignored). */
void smol_manifest_free(smol_manifest *m);

/* ---- bytecode images (.smolc) -------------------------------------------- */

/* An image is a compiled snippet stored as bytes: a host compiles once and
 * runs the image in many sessions or processes without parsing the source
 * again. The header carries the snippet's manifest and an XXH64 checksum.
 *
 * WARNING: an image is untrusted input like source text. Every function
 * that takes one verifies it first (checksum, then every instruction's
 * operands, registers, constants and jumps, then the manifest against the
 * code, then the policy check of the VM that loads it) and refuses a
 * malformed one with status SMOL_REJECTED, error_type "ImageError" and the
 * reason in error_message; no code of a refused image runs. A NULL image
 * is refused the same way ("no image (NULL)"). */

/* Leave the source text out of the image: smaller, but tracebacks show no
 * source lines. */
#define SMOL_IMAGE_NO_SOURCE 0x1u
/* Store the payload as it is rather than deflated (zlib): larger, but its
 * bytes can be inspected or patched in place (as tests of the verifier
 * do). Both kinds load the same way. */
#define SMOL_IMAGE_UNCOMPRESSED 0x2u

/* Does `data` start with the image magic? (Cheap: no verification.) */
bool smol_is_image(const void *data, size_t len);

/* Compile `source` and check it against the VM's policy, then serialise it.
 * On SMOL_OK, *image holds *image_len bytes that the host owns and frees
 * with smol_image_free(); otherwise *image is NULL and *out says why
 * (SMOL_EXCEPTION for a SyntaxError, SMOL_REJECTED for the policy, a
 * RuntimeError when `image` or `image_len` is NULL). */
smol_status smol_compile_image(smol_vm *vm, const char *source, size_t len, const char *filename,
                               unsigned flags, void **image, size_t *image_len, smol_result *out);
void smol_image_free(void *image);

/* Verify and run an image in a session, as smol_run runs source. */
smol_status smol_run_image(smol_session *s, const void *image, size_t len, smol_result *out);

/* Verify an image and run the policy check, without running it. */
smol_status smol_check_image(smol_session *s, const void *image, size_t len, smol_result *out);

/* Verify an image and list what its code references, as this VM sees it
 * (which names are tools depends on the VM's table). The header's manifest
 * must list at least as much, or the image is refused. */
smol_status smol_image_manifest(smol_session *s, const void *image, size_t len, smol_manifest *m,
                                smol_result *out);

/* Verify an image and write its disassembly into out->logs. */
smol_status smol_disassemble_image(smol_vm *vm, const void *image, size_t len, smol_result *out);

/* ---- confining the process ---------------------------------------------- */

/* Reads only from descriptor 0 and writes only to descriptors 1 and 2
 * (otherwise every descriptor the process holds may be read and written). */
#define SMOL_CONFINE_STDIO 0x1u

/* Confine the whole calling process for good, as `smolvm run`, `-c` and
 * `repl` do after start-up: set no_new_privs and install a seccomp-bpf
 * filter that allows only what a VM needs once it runs: reading and
 * writing descriptors already open, seeking and closing them, memory
 * (mmap/mprotect never with PROT_EXEC), clocks and sleeping, getrandom,
 * futex, signal handling, and exit. Every other system call (execve, fork
 * and clone, open/openat, socket, ptrace, kill of other processes, prctl,
 * ...) kills the process with SIGSYS at once, uncatchably; a few that the C
 * library makes on its own and survives failing (newfstatat, statx,
 * sysinfo) fail with EACCES instead. docs/security.md lists every allowed
 * call and why. `flags` is 0 or SMOL_CONFINE_STDIO.
 *
 * Do everything that needs files first: open and read inputs, load
 * what the host needs, start threads. The process can never again open a
 * file, start a program or a thread, or connect anywhere.
 *
 * Returns 0 once the filter is in force, or -1 with errno set and, when
 * `reason` is not NULL, *reason pointing to a static sentence saying why
 * (unknown flags, a kernel without seccomp, a sanitizer build, which is
 * never confined because the sanitizer runtime needs ptrace, clone and
 * exec; the process is then unconfined, though no_new_privs may be set).
 *
 * WARNING: this affects the whole process, not one VM, and cannot be
 * undone: the filter applies to every thread (SECCOMP_FILTER_FLAG_TSYNC;
 * it fails if another thread already has a different filter) and is
 * inherited by nothing, since no new process can start. Call it only in a
 * process dedicated to running snippets; a host that also serves files,
 * sockets or subprocesses in the same process will be killed by the
 * filter the next time it does so. Tools registered by the host run
 * inside the same filter. */
int smol_confine_process(unsigned flags, const char **reason);

#ifdef __cplusplus
}
#endif
#endif
