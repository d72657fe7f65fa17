/* Private helpers of the API layer. */
#ifndef SMOL_API_INTERNAL_H
#define SMOL_API_INTERNAL_H

#include "include/smolvm.h"
#include "runtime/rt.h"
#include "runtime/names.h"

typedef struct ToolEntry {
    char *name;
    smol_tool t;
    int64_t calls;      /* this run */
    bool removed;
} ToolEntry;

struct smol_vm {
    VM *vm;
    char **extra_imports;       /* NULL-terminated copy of the config's lists */
    bool replace_imports;       /* they replace the default allowlist */
    ToolEntry *tools;
    size_t ntools, captools;
    bool in_run;                /* a run is executing or paused */
    /* An API call is executing in this VM (a run, a check, a compilation,
     * a globals call): a tool callback may be running on top of it. Every
     * other call that would run or compile code or change the VM's state
     * is refused meanwhile (api_enter), and frees are deferred to the end
     * of that call (api_leave). */
    bool busy;
    bool free_requested;        /* smol_vm_free while busy */
    bool last_run;              /* smol_vm_last_run: the next run ends bare */
    size_t sessions_doomed;     /* sessions freed while busy, not yet released */
    struct smol_session *suspended;   /* session whose run a tool paused */
    struct PendingCall *pending;      /* that tool call's arguments */
    int64_t fail_alloc;               /* smol_debug_fail_alloc, next run */
    /* A VM made from a template: the session whose modules are imported
     * already, handed to the first smol_session_new. */
    struct smol_session *preset;
    /* The template it was made from, which it keeps alive: its code
     * objects share the template's instructions. NULL for smol_vm_new's. */
    struct smol_template *tpl;
};

struct smol_session {
    smol_vm *owner;
    bool free_requested;        /* smol_session_free while the VM was busy */
    Session s;
};

/* Why a call made while the VM is busy is refused (the error message of a
 * run-like call, the `why` of the others). */
#define API_BUSY_MESSAGE SMOL_BUSY_MESSAGE
/* Mark the VM busy for the call that begins; false (nothing done) when it
 * already is. */
bool api_enter(smol_vm *h);
/* The end of that call: the VM is no longer busy, and sessions (and the
 * VM itself) freed meanwhile are released. `h` may be freed on return. */
void api_leave(smol_vm *h);

/* Compile source text to a module code object (no policy check): NULL
 * with the SyntaxError in *out, or with vm->halt set. With `result_expr`
 * the value of a last expression statement becomes the run's result.
 * Collections must be held off meanwhile (vm->gc_running). */
Code *api_compile_source(VM *vm, const char *src, size_t len, const char *filename, bool result_expr,
                         smol_result *out);

char *api_dup_n(const char *s, size_t n);
char *api_dup_s(const char *s);

/* ---- values.c: values crossing the boundary ---- */

/* Host memory for a tree: malloc'ed chunks, at most `limit` bytes. */
typedef struct HArena {
    struct HChunk *head;
    size_t total;
    size_t limit;
} HArena;
void *ha_alloc(HArena *a, size_t n);
char *ha_strdup(HArena *a, const char *s, size_t n);
void ha_free(HArena *a);

#define API_TREE_MAX_DEPTH 64
/* api_to_host: values of other types (and containers nested past the
 * depth limit) become SMOL_REPR instead of raising TypeError. */
#define API_TREE_REPR 0x1u
/* v as a tree in `a`, every node charged; false with an exception (or,
 * with API_TREE_REPR, a halt or a full arena) when it cannot be made. */
bool api_to_host(VM *vm, HArena *a, Value v, smol_value *out, unsigned flags);
/* The VM value of a host tree, or VEXC with ValueError for a malformed one. */
Value api_from_host(VM *vm, const smol_value *x, int depth);
/* An owned tree of v (freed with smol_value_free), with reprs for other
 * types; when it cannot be made, a SMOL_REPR of `fallback_repr` (NULL:
 * none). */
smol_value *api_value_tree(VM *vm, Value v, const char *fallback_repr);

/* ---- tools.c ---- */
/* An ASCII Python identifier of at most 200 bytes (tool and global names). */
bool api_valid_name(const char *s);
void api_tools_free(smol_vm *h);
void api_tools_begin_run(smol_vm *h);
/* Calls per tool of the run into out->tool_stats. */
void api_tool_stats(smol_vm *h, smol_result *out);
/* Move the paused call's description into out->tool_call. */
void api_take_pending(smol_vm *h, smol_result *out);
void api_free_pending(smol_vm *h);
/* Drop a paused run: its frames, its pending call. */
void api_abandon(smol_vm *h);
/* The snippet-side value of a tool reply; with reply->error_type set, the
 * exception is left pending and *is_error set. */
Value api_reply_value(VM *vm, const smol_tool_reply *reply, bool *is_error);
void api_result_free_tools(smol_result *r);

/* ---- text.c: texts bounded by the output cap ---- */

/* What replaces the middle of a text longer than max_output (printf format
 * taking the cap), as smolagents' truncate_content writes it. */
#define API_TRUNCATION_MARKER "\n..._This content has been truncated to stay below %zu characters_...\n"

/* A text under construction that keeps only what its final form shows:
 * the first limit/2 bytes and the last limit - limit/2 bytes, so that
 * appending a huge piece costs O(limit). Buffers are the host's (malloc):
 * they become result strings. */
typedef struct CapText {
    size_t limit;
    char *head;
    size_t hlen, hcap;
    char *ring;             /* the last bytes, circular */
    size_t rpos, rlen;
    size_t total;           /* bytes appended, kept or not */
    bool gap;               /* something was left out: the marker shows */
    bool failed;            /* malloc failed */
} CapText;
void ct_init(CapText *t, size_t limit);
void ct_add(CapText *t, const char *s, size_t n);
void ct_adds(CapText *t, const char *s);
void ct_addc(CapText *t, char c);
void ct_addstr(CapText *t, const Str *s);
/* printf into the text; the result is cut at 511 bytes, so pass only
 * bounded arguments (numbers, fixed words) and add long ones with ct_add. */
void ct_addf(CapText *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* `n` copies of `c` in O(limit). */
void ct_repeat(CapText *t, char c, size_t n);
/* Mark that the text leaves something out here: the marker will show. */
void ct_gap(CapText *t);
bool ct_truncated(const CapText *t);
/* The text (malloc'ed, NUL-terminated; NULL if malloc failed): whole when
 * it fits, else head, marker, tail, cut at character boundaries. Frees the
 * builder. */
char *ct_finish(CapText *t, size_t *len);
/* A bounded malloc'ed copy of s[0..n). */
char *api_cap_dup(size_t limit, const char *s, size_t n);

/* ---- traceback.c ---- */

/* The traceback text of exception `exc`, bounded by `limit` bytes (a
 * malloc'ed string, NULL when out of memory). */
char *api_format_traceback(VM *vm, Value exc, Dict *globals, size_t limit);
/* "Type: message" plus the 3.11 "Did you mean" hint and a newline. */
void api_exc_last_line(VM *vm, CapText *b, Value exc, Dict *globals);

#endif
