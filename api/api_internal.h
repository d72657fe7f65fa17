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
    char **extra_imports;       /* NULL-terminated copy of the config's list */
    ToolEntry *tools;
    size_t ntools, captools;
    bool in_run;                /* a run is executing or paused */
    struct smol_session *suspended;   /* session whose run a tool paused */
    struct PendingCall *pending;      /* that tool call's arguments */
    int64_t fail_alloc;               /* smol_debug_fail_alloc, next run */
};

struct smol_session {
    smol_vm *owner;
    Session s;
};

char *api_dup_n(const char *s, size_t n);
char *api_dup_s(const char *s);

/* ---- tools.c ---- */
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

/* The traceback text of exception `exc` (a str Value or VEXC). */
Value api_format_traceback(VM *vm, Value exc, Dict *globals);
/* "Type: message" plus the 3.11 "Did you mean" hint and a newline. */
void api_exc_last_line(VM *vm, StrBuf *b, Value exc, Dict *globals);

#endif
