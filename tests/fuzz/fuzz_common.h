/* Shared helpers of the libFuzzer targets: only the public API is used.
 *
 * A violated invariant calls fuzz_fail(), which prints what went wrong and
 * aborts, so libFuzzer records the input as a crash. */
#ifndef SMOL_FUZZ_COMMON_H
#define SMOL_FUZZ_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "include/smolvm.h"

#define FUZZ_MAX_INSTRUCTIONS 20000
#define FUZZ_MAX_MEMORY ((size_t)8 << 20)
#define FUZZ_MAX_OUTPUT ((size_t)64 << 10)
#define FUZZ_MAX_RECURSION 50
#define FUZZ_SEED 0x5eedULL

static inline void fuzz_fail(const char *what, const smol_result *r) {
    fprintf(stderr, "\n*** smolvm fuzz invariant violated: %s\n", what);
    if (r) {
        fprintf(stderr, "    status=%d (%s) error_type=%s\n    error=%s\n    output_repr=%.200s\n",
                (int)r->status, smol_status_name(r->status), r->error_type ? r->error_type : "(null)",
                r->error ? r->error : "(null)", r->output_repr ? r->output_repr : "(null)");
    }
    abort();
}

/* Read every byte of a C string so ASan sees a bad pointer or a missing NUL. */
static inline size_t fuzz_touch(const char *s) {
    size_t h = 0;
    if (!s) return 0;
    for (; *s; s++) h = h * 31 + (unsigned char)*s;
    return h;
}

/* Walk a value tree (a tool's arguments, an output value, a global) and
 * read all of it. */
static inline size_t fuzz_touch_value(const smol_value *v, int depth) {
    size_t h = (size_t)v->type;
    if (depth > 200) fuzz_fail("tool argument nested deeper than 200", NULL);
    switch (v->type) {
    case SMOL_NONE: break;
    case SMOL_BOOL: h += v->b; break;
    case SMOL_INT: h += (size_t)v->i; break;
    case SMOL_FLOAT: h += (size_t)(int64_t)(v->f == v->f ? 1 : 0); break;
    case SMOL_BIGINT:
    case SMOL_STR:
    case SMOL_BYTES:
    case SMOL_REPR:
        if (!v->str && v->len) fuzz_fail("tool argument: NULL string with a length", NULL);
        for (size_t i = 0; i < v->len; i++) h = h * 31 + (unsigned char)v->str[i];
        if (v->type == SMOL_BIGINT) {
            if (v->len == 0) fuzz_fail("tool argument: empty big int", NULL);
            for (size_t i = (v->str[0] == '-'); i < v->len; i++)
                if (v->str[i] < '0' || v->str[i] > '9') fuzz_fail("tool argument: big int is not decimal", NULL);
        }
        break;
    case SMOL_LIST:
    case SMOL_TUPLE:
    case SMOL_SET:
    case SMOL_FROZENSET:
        if (!v->items && v->count) fuzz_fail("tool argument: NULL items with a count", NULL);
        for (size_t i = 0; i < v->count; i++) h += fuzz_touch_value(&v->items[i], depth + 1);
        break;
    case SMOL_DICT:
        if (!v->items && v->count) fuzz_fail("tool argument: NULL items with a count", NULL);
        for (size_t i = 0; i < 2 * v->count; i++) h += fuzz_touch_value(&v->items[i], depth + 1);
        break;
    default: fuzz_fail("tool argument of an unknown type", NULL);
    }
    return h;
}

static volatile size_t fuzz_sink;

static inline void fuzz_touch_call(const smol_tool_call *c) {
    if (!c || !c->name) fuzz_fail("tool call without a name", NULL);
    size_t h = fuzz_touch(c->name);
    if (c->nargs && !c->args) fuzz_fail("tool call: NULL args with a count", NULL);
    for (size_t i = 0; i < c->nargs; i++) h += fuzz_touch_value(&c->args[i], 0);
    if (c->nkwargs && (!c->kwargs || !c->kwnames)) fuzz_fail("tool call: NULL kwargs with a count", NULL);
    for (size_t i = 0; i < c->nkwargs; i++) h += fuzz_touch(c->kwnames[i]) + fuzz_touch_value(&c->kwargs[i], 0);
    fuzz_sink = h;
}

/* echo(x, ...) -> x; echo(**kw) -> the kwargs as a dict; echo() -> None.
 * A dict reply always owns a copy of its item array (the release function
 * frees it); the items themselves point into the call, valid until then. */
static inline void fuzz_tool_echo(void *user, const smol_tool_call *call, smol_tool_reply *reply) {
    (void)user;
    fuzz_touch_call(call);
    if (call->nargs > 0) {
        reply->value = call->args[0];
        if (reply->value.type == SMOL_DICT) {
            size_t n = 2 * reply->value.count;
            smol_value *items = calloc(n ? n : 1, sizeof *items);
            if (!items) abort();
            if (n) memcpy(items, reply->value.items, n * sizeof *items);
            reply->value.items = items;
        }
    } else if (call->nkwargs > 0) {
        smol_value *items = calloc(2 * call->nkwargs, sizeof *items);
        if (!items) abort();
        for (size_t i = 0; i < call->nkwargs; i++) {
            items[2 * i].type = SMOL_STR;
            items[2 * i].str = call->kwnames[i];
            items[2 * i].len = strlen(call->kwnames[i]);
            items[2 * i + 1] = call->kwargs[i];
        }
        reply->value.type = SMOL_DICT;
        reply->value.items = items;
        reply->value.count = call->nkwargs;
    } else {
        reply->value.type = SMOL_NONE;
    }
}

static inline void fuzz_tool_echo_release(void *user, smol_tool_reply *reply) {
    (void)user;
    if (reply->value.type == SMOL_DICT) free((void *)reply->value.items);
}

/* fail(name?) raises the named exception type (unknown: RuntimeError). */
static inline void fuzz_tool_fail(void *user, const smol_tool_call *call, smol_tool_reply *reply) {
    (void)user;
    fuzz_touch_call(call);
    static const char *const types[] = {"ValueError", "KeyError", "TypeError", "NotAType", "SystemExit"};
    size_t pick = call->nargs;
    reply->error_type = types[pick % (sizeof types / sizeof types[0])];
    reply->error_message = call->nargs && call->args[0].type == SMOL_STR ? call->args[0].str : "tool failed";
}

static inline void fuzz_tool_unused(void *user, const smol_tool_call *call, smol_tool_reply *reply) {
    (void)user;
    (void)call;
    (void)reply;
    fuzz_fail("a suspending tool's callback was called", NULL);
}

static inline void fuzz_add_tools(smol_vm *vm) {
    smol_tool echo = {"echo", fuzz_tool_echo, fuzz_tool_echo_release, NULL, 100, false};
    smol_tool fail = {"fail", fuzz_tool_fail, NULL, NULL, 0, false};
    smol_tool ask = {"ask", fuzz_tool_unused, NULL, NULL, 20, true};
    if (smol_tool_add(vm, &echo) || smol_tool_add(vm, &fail) || smol_tool_add(vm, &ask))
        fuzz_fail("smol_tool_add failed", NULL);
    /* Taken and invalid names must be refused. */
    if (smol_tool_add(vm, &echo) == 0) fuzz_fail("a tool name was registered twice", NULL);
    smol_tool bad = {"not a name", fuzz_tool_echo, NULL, NULL, 0, false};
    if (smol_tool_add(vm, &bad) == 0) fuzz_fail("an invalid tool name was accepted", NULL);
    smol_tool shadow = {"print", fuzz_tool_echo, NULL, NULL, 0, false};
    if (smol_tool_add(vm, &shadow) == 0) fuzz_fail("a tool shadowing a builtin was accepted", NULL);
}

/* Invariants every result must satisfy, whatever the input. */
static inline void fuzz_check_result(const smol_result *r, size_t max_memory, size_t max_output) {
    if ((unsigned)r->status > (unsigned)SMOL_TOOL_CALL) fuzz_fail("status out of range", r);
    if (r->is_final_answer != (r->status == SMOL_FINAL_ANSWER)) fuzz_fail("is_final_answer disagrees with status", r);
    if (!r->output_repr || !r->output_str) fuzz_fail("output_repr/output_str is NULL", r);
    fuzz_sink = fuzz_touch(r->output_repr) + fuzz_touch(r->output_str) + fuzz_touch(r->error) +
                fuzz_touch(r->error_type) + fuzz_touch(r->error_message);
    if (r->logs) {
        if (r->logs[r->logs_len] != '\0') fuzz_fail("logs not NUL-terminated at logs_len", r);
        size_t h = 0;
        for (size_t i = 0; i < r->logs_len; i++) h += (unsigned char)r->logs[i];
        fuzz_sink = h;
    } else if (r->logs_len) {
        fuzz_fail("logs NULL with a length", r);
    }
    /* The cap counts characters of up to 4 bytes, plus the marker. */
    if (max_output && r->logs_len > 4 * max_output + 200) fuzz_fail("logs far beyond max_output", r);
    if (r->logs_truncated && r->output_bytes <= max_output) fuzz_fail("logs_truncated but output_bytes within cap", r);
    switch (r->status) {
    case SMOL_EXCEPTION:
    case SMOL_REJECTED:
    case SMOL_BUDGET:
    case SMOL_MEMORY:
    case SMOL_EXIT:
        if (!r->error) fuzz_fail("error status without error text", r);
        break;
    case SMOL_DEADLINE: fuzz_fail("deadline status although no deadline was set", r); break;
    default: break;
    }
    if ((r->status == SMOL_TOOL_CALL) != (r->tool_call != NULL)) fuzz_fail("tool_call disagrees with status", r);
    if (r->tool_call) fuzz_touch_call(r->tool_call);
    if (max_memory && r->peak_memory > max_memory) fuzz_fail("peak_memory above max_memory", r);
    for (size_t i = 0; i < r->ntool_stats; i++) {
        if (!r->tool_stats[i].name || r->tool_stats[i].calls < 0) fuzz_fail("bad tool_stats entry", r);
        fuzz_sink = fuzz_touch(r->tool_stats[i].name);
    }
    if (r->error_line < 0 || r->error_col < 0) fuzz_fail("negative error line/col", r);
    bool has_value = r->status == SMOL_OK || r->status == SMOL_FINAL_ANSWER;
    if (!has_value && r->value) fuzz_fail("an output value without a successful run", r);
    if (r->value) fuzz_sink = fuzz_touch_value(r->value, 0);
}

/* Read the first globals of a session as trees (their __repr__ may run),
 * then set, read back and delete one. */
static inline void fuzz_read_globals(smol_session *s) {
    char **names = smol_global_names(s);
    if (!names) return;   /* out of host memory */
    for (size_t i = 0; names[i] && i < 8; i++) {
        smol_value *v = NULL;
        const char *why = NULL;
        int rc = smol_get_global(s, names[i], &v, &why);
        if (rc == 0 && !v) fuzz_fail("smol_get_global succeeded without a value", NULL);
        if (rc != 0 && v) fuzz_fail("smol_get_global failed with a value", NULL);
        if (rc == -1 && !why) fuzz_fail("smol_get_global failed without a reason", NULL);
        if (v) fuzz_sink = fuzz_touch_value(v, 0);
        smol_value_free(v);
    }
    smol_names_free(names);
    smol_value items[3] = {smol_int(-5), smol_text(SMOL_BYTES, "\0x", 2), smol_str("fuzz")};
    smol_value t = smol_items(SMOL_TUPLE, items, 3);
    smol_value *back = NULL;
    if (smol_set_global(s, "fuzz_probe_value", &t, NULL) == 0) {
        if (smol_get_global(s, "fuzz_probe_value", &back, NULL) != 0 || !back || back->type != SMOL_TUPLE ||
            back->count != 3 || back->items[0].i != -5 || back->items[1].type != SMOL_BYTES || back->items[1].len != 2)
            fuzz_fail("a global set by the host did not read back", NULL);
        smol_value_free(back);
        if (smol_del_global(s, "fuzz_probe_value", NULL) != 0) fuzz_fail("a global set by the host was not deleted", NULL);
    }
}

/* After a fuzzed run, a session must still run this. In the fuzzed session
 * (fresh == false) the memory cap may legitimately be reached, since the
 * session holds what the run assigned; in a fresh session after the fuzzed
 * one was closed, it may not. */
static const char FUZZ_PROBE[] = "(1 + 2, 'a' * 2, [x * 2 for x in (1, 2)], {'k': -7 // 2})";
static const char FUZZ_PROBE_REPR[] = "(3, 'aa', [2, 4], {'k': -4})";

static inline void fuzz_run_probe(smol_session *s, bool fresh) {
    smol_result r;
    smol_status st = smol_run(s, FUZZ_PROBE, sizeof FUZZ_PROBE - 1, "<probe>", &r);
    fuzz_check_result(&r, FUZZ_MAX_MEMORY, FUZZ_MAX_OUTPUT);
    if (st != r.status) fuzz_fail("smol_run's return value differs from out->status", &r);
    if (st == SMOL_MEMORY && !fresh) {
        smol_result_free(&r);
        return;
    }
    if (st != SMOL_OK) fuzz_fail(fresh ? "probe failed in a fresh session" : "probe failed in the fuzzed session", &r);
    if (strcmp(r.output_repr, FUZZ_PROBE_REPR) != 0) fuzz_fail("probe gave a wrong value", &r);
    if (r.logs_len != 0) fuzz_fail("probe printed something", &r);
    smol_result_free(&r);
}

/* The whole fuzz_run check for one snippet (or, with `image`, one
 * bytecode image): a VM with tiny limits and the tools, the run (a paused
 * one answered a few times), then the probes. */
/* The fuzzing limits. */
static inline void fuzz_config(smol_config *cfg, int64_t max_instructions, unsigned debug_flags) {
    smol_config_init(cfg);
    cfg->max_instructions = max_instructions;
    cfg->debug_flags = debug_flags;
    cfg->max_memory = FUZZ_MAX_MEMORY;
    cfg->max_output = FUZZ_MAX_OUTPUT;
    cfg->max_recursion = FUZZ_MAX_RECURSION;
    cfg->hash_seed = FUZZ_SEED;
}

/* A VM with the fuzzing limits and the tools. */
static inline smol_vm *fuzz_new_vm_with(int64_t max_instructions, unsigned debug_flags) {
    smol_config cfg;
    fuzz_config(&cfg, max_instructions, debug_flags);
    smol_vm *vm = smol_vm_new(&cfg);
    if (!vm) fuzz_fail("smol_vm_new failed", NULL);
    fuzz_add_tools(vm);
    return vm;
}

static inline smol_vm *fuzz_new_vm(void) { return fuzz_new_vm_with(FUZZ_MAX_INSTRUCTIONS, 0); }

/* After the fuzzed run: the session still runs the probe; closed, a fresh
 * session runs it too; then the VM goes. */
static inline void fuzz_probe_and_close(smol_vm *vm, smol_session *s) {
    fuzz_run_probe(s, false);
    fuzz_read_globals(s);
    smol_session_free(s);
    s = smol_session_new(vm);
    if (!s) fuzz_fail("smol_session_new failed after the fuzzed session was closed", NULL);
    fuzz_run_probe(s, true);
    smol_session_free(s);
    smol_vm_free(vm);
}

/* Run the input in a session of `vm` (with the tools), probe, free vm. */
static inline void fuzz_input_in(smol_vm *vm, const char *src, size_t len, bool image) {
    smol_session *s = smol_session_new(vm);
    if (!s) fuzz_fail("smol_session_new failed", NULL);

    smol_result r;
    smol_status st = image ? smol_run_image(s, src, len, &r) : smol_run(s, src, len, "<fuzz>", &r);
    fuzz_check_result(&r, FUZZ_MAX_MEMORY, FUZZ_MAX_OUTPUT);
    if (st != r.status) fuzz_fail("smol_run's return value differs from out->status", &r);
    /* A refused image runs nothing. */
    if (r.error_type && strcmp(r.error_type, "ImageError") == 0 &&
        (st != SMOL_REJECTED || r.logs_len || r.ntool_stats))
        fuzz_fail("a refused image ran code", &r);
    /* Answer the suspending tool a few times: with its first argument,
     * then with an error; past that the paused run is abandoned by the
     * probe below. */
    for (int k = 0; st == SMOL_TOOL_CALL && k < 6; k++) {
        smol_tool_reply reply;
        memset(&reply, 0, sizeof reply);
        if (k % 2 == 0 && r.tool_call->nargs > 0) reply.value = r.tool_call->args[0];
        else if (k % 2 == 1) reply.error_type = "KeyError", reply.error_message = "no answer";
        smol_result r2;
        st = smol_resume(s, &reply, &r2);
        fuzz_check_result(&r2, FUZZ_MAX_MEMORY, FUZZ_MAX_OUTPUT);
        if (st != r2.status) fuzz_fail("smol_resume's return value differs from out->status", &r2);
        smol_result_free(&r);
        r = r2;
    }
    /* Capabilities can be removed at any time, even with a run paused. */
    if (st == SMOL_TOOL_CALL && smol_tool_remove(vm, "echo") != 0) fuzz_fail("smol_tool_remove failed", &r);
    smol_result_free(&r);
    fuzz_probe_and_close(vm, s);
}

static inline void fuzz_input(const char *src, size_t len, bool image) { fuzz_input_in(fuzz_new_vm(), src, len, image); }

static inline void fuzz_snippet(const char *src, size_t len) { fuzz_input(src, len, false); }

#endif
