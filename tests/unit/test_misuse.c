/* Misuse of the public API fails cleanly: NULL arguments, calls into a VM
 * from a tool callback of a run executing in it, sessions and VMs freed
 * from such a callback, results outliving their VM, results freed twice,
 * malformed tool replies. Through the public API only; run it under ASan
 * too (no report may appear). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "include/smolvm.h"
#include "tests/unit/check.h"

#define BUSY "smolvm: this VM is running (a tool callback cannot start another run in it)"

static smol_status run(smol_session *s, const char *src, smol_result *r) {
    return smol_run(s, src, strlen(src), "<test>", r);
}

static bool streq(const char *a, const char *b) { return a && b && strcmp(a, b) == 0; }

/* A result refused before it began: RuntimeError with `msg`, "None" out. */
static bool refused(const smol_result *r, smol_status st, const char *msg) {
    return st == SMOL_EXCEPTION && r->status == SMOL_EXCEPTION && streq(r->error_type, "RuntimeError") &&
           streq(r->error_message, msg) && streq(r->output_repr, "None") && streq(r->output_str, "None") &&
           r->error && strncmp(r->error, "RuntimeError: ", 14) == 0 && strstr(r->error, msg) && !r->value &&
           !r->tool_call;
}

static bool starts_invalid(const smol_result *r, smol_status st) {
    return st == SMOL_EXCEPTION && streq(r->error_type, "RuntimeError") && r->error_message &&
           strncmp(r->error_message, "invalid argument", 16) == 0 && streq(r->output_repr, "None");
}

/* ---- 1. every call on the running VM, from a tool callback ------------------ */

typedef struct Reentry {
    smol_vm *vm;
    smol_session *s, *other;
    void *image;
    size_t image_len;
    int calls;
    int refused_runs;       /* run-like calls refused as they should be */
    int bad;                /* calls that did something else */
    char first_bad[200];
    bool names_ok;
    bool removed;
} Reentry;

static void note_bad(Reentry *x, const char *what) {
    if (!x->bad++) snprintf(x->first_bad, sizeof x->first_bad, "%s", what);
}

static void expect_refused(Reentry *x, const char *what, smol_status st, smol_result *r) {
    if (refused(r, st, BUSY)) x->refused_runs++;
    else note_bad(x, what);
    smol_result_free(r);
}

static void tool_reenter(void *user, const smol_tool_call *c, smol_tool_reply *reply) {
    Reentry *x = user;
    x->calls++;
    smol_result r;
    smol_manifest m;
    const char *src = "y = 1\ny";
    expect_refused(x, "run", smol_run(x->s, src, strlen(src), NULL, &r), &r);
    expect_refused(x, "run other session", smol_run(x->other, src, strlen(src), NULL, &r), &r);
    expect_refused(x, "check", smol_check(x->s, src, strlen(src), NULL, &r), &r);
    expect_refused(x, "run_image", smol_run_image(x->s, x->image, x->image_len, &r), &r);
    expect_refused(x, "check_image", smol_check_image(x->other, x->image, x->image_len, &r), &r);
    memset(&m, 0xAB, sizeof m);
    expect_refused(x, "manifest_of", smol_manifest_of(x->s, src, strlen(src), &m, &r), &r);
    if (m.modules || m.tools || m.builtins) note_bad(x, "manifest_of left the manifest");
    smol_manifest_free(&m);
    memset(&m, 0xAB, sizeof m);
    expect_refused(x, "image_manifest", smol_image_manifest(x->s, x->image, x->image_len, &m, &r), &r);
    if (m.modules || m.tools || m.builtins) note_bad(x, "image_manifest left the manifest");
    smol_manifest_free(&m);
    void *img = (void *)1;
    size_t ilen = 7;
    expect_refused(x, "compile_image", smol_compile_image(x->vm, src, strlen(src), NULL, 0, &img, &ilen, &r), &r);
    if (img || ilen) note_bad(x, "compile_image left the image");
    expect_refused(x, "disassemble", smol_disassemble(x->vm, src, strlen(src), NULL, &r), &r);
    expect_refused(x, "disassemble_image", smol_disassemble_image(x->vm, x->image, x->image_len, &r), &r);
    smol_tool_reply rep = {smol_int(1), NULL, NULL};
    expect_refused(x, "resume", smol_resume(x->s, &rep, &r), &r);
    if (smol_session_new(x->vm)) note_bad(x, "session_new");
    smol_tool t = {.name = "late_tool", .fn = tool_reenter};
    if (smol_tool_add(x->vm, &t) != -1) note_bad(x, "tool_add");
    const char *why = NULL;
    smol_value v = smol_int(5);
    if (smol_set_global(x->s, "zz", &v, &why) != -1 || !streq(why, BUSY)) note_bad(x, "set_global");
    smol_value *got = (smol_value *)1;
    why = NULL;
    if (smol_get_global(x->s, "total", &got, &why) != -1 || got || !streq(why, BUSY)) note_bad(x, "get_global");
    why = NULL;
    if (smol_del_global(x->other, "total", &why) != -1 || !streq(why, BUSY)) note_bad(x, "del_global");
    /* Reading the names is harmless, and allowed. */
    char **names = smol_global_names(x->s);
    x->names_ok = names != NULL;
    smol_names_free(names);
    /* So is removing a tool (documented). */
    if (!x->removed) x->removed = smol_tool_remove(x->vm, "spare") == 0;
    smol_debug_fail_alloc(x->vm, 0);
    reply->value = c->nargs == 1 ? c->args[0] : smol_none();
}

static void spare_fn(void *user, const smol_tool_call *c, smol_tool_reply *reply) {
    (void)user, (void)c;
    reply->value = smol_int(99);
}

static void test_reentry(void) {
    smol_vm *vm = smol_vm_new(NULL);
    Reentry x;
    memset(&x, 0, sizeof x);
    x.vm = vm;
    x.s = smol_session_new(vm);
    x.other = smol_session_new(vm);
    smol_result r;
    const char *isrc = "z = 3\nz";
    CHECK(smol_compile_image(vm, isrc, strlen(isrc), "img.py", 0, &x.image, &x.image_len, &r) == SMOL_OK,
          "compile an image");
    smol_result_free(&r);
    smol_tool t = {.name = "reenter", .fn = tool_reenter, .user = &x};
    smol_tool spare = {.name = "spare", .fn = spare_fn};
    CHECK(smol_tool_add(vm, &t) == 0 && smol_tool_add(vm, &spare) == 0, "register the tools");
    const char *src = "total = 0\n"
                      "for i in range(3):\n"
                      "    total += reenter(i) + 10\n"
                      "def f(k):\n"
                      "    return [reenter(k) for _ in range(2)]\n"
                      "total += sum(f(5))\n"
                      "total";
    smol_status st = run(x.s, src, &r);
    CHECK(st == SMOL_OK && streq(r.output_repr, "43"), "the outer run goes on after refused calls: %d %s %s",
          (int)st, r.output_repr, r.error);
    CHECK(x.calls == 5, "five callbacks: %d", x.calls);
    CHECK(x.refused_runs == 5 * 11, "every run-like call refused: %d", x.refused_runs);
    CHECK(x.bad == 0, "%d calls misbehaved, first: %s", x.bad, x.first_bad);
    CHECK(x.names_ok, "global names readable from a callback");
    CHECK(x.removed, "a tool removed from a callback");
    smol_result_free(&r);

    /* The VM is no longer running: every call works again. */
    smol_value v = smol_int(7);
    const char *why = NULL;
    CHECK(smol_set_global(x.s, "seven", &v, &why) == 0, "set_global after the run: %s", why ? why : "");
    smol_value *got = NULL;
    CHECK(smol_get_global(x.s, "total", &got, &why) == 0 && got && got->type == SMOL_INT && got->i == 43,
          "get_global after the run");
    smol_value_free(got);
    st = run(x.s, "seven * 6", &r);
    CHECK(st == SMOL_OK && streq(r.output_repr, "42"), "a run after the run: %s", r.error);
    smol_result_free(&r);
    st = run(x.other, "spare()", &r);
    CHECK(st == SMOL_EXCEPTION && (streq(r.error_type, "NameError") || streq(r.error_type, "PermissionError")),
          "the removed tool is gone: %s", r.error_type);
    smol_result_free(&r);
    smol_session *s3 = smol_session_new(vm);
    CHECK(s3 != NULL, "session_new after the run");
    smol_tool late = {.name = "late_tool", .fn = spare_fn};
    CHECK(smol_tool_add(vm, &late) == 0, "tool_add after the run");
    st = smol_run_image(s3, x.image, x.image_len, &r);
    CHECK(st == SMOL_OK && streq(r.output_repr, "3"), "run_image after the run");
    smol_result_free(&r);
    smol_image_free(x.image);
    smol_vm_free(vm);
}

/* A callback that runs during a globals call (a __repr__ calling a tool)
 * or while an exception is formatted: the VM is busy then too. */
static int nested_status = -1;
static smol_session *nested_target;
static void tool_nested_run(void *user, const smol_tool_call *c, smol_tool_reply *reply) {
    (void)user, (void)c;
    smol_result r;
    smol_status st = run(nested_target, "1 + 1", &r);
    nested_status = refused(&r, st, BUSY) ? 1 : 0;
    smol_result_free(&r);
    reply->value = smol_str("shown");
}

static void test_busy_outside_runs(void) {
    smol_vm *vm = smol_vm_new(NULL);
    smol_session *s = smol_session_new(vm);
    nested_target = s;
    smol_tool t = {.name = "nested", .fn = tool_nested_run};
    smol_tool_add(vm, &t);
    smol_result r;
    run(s, "class P:\n    def __repr__(self):\n        return nested()\np = P()", &r);
    smol_result_free(&r);
    smol_value *v = NULL;
    const char *why = NULL;
    nested_status = -1;
    CHECK(smol_get_global(s, "p", &v, &why) == 0 && v && v->type == SMOL_REPR && v->len == 5 &&
              memcmp(v->str, "shown", 5) == 0,
          "get_global through a __repr__ calling a tool");
    CHECK(nested_status == 1, "a run from that callback is refused: %d", nested_status);
    smol_value_free(v);

    /* The output value's repr, and an exception's str. */
    nested_status = -1;
    smol_status st = run(s, "p", &r);
    CHECK(st == SMOL_OK && streq(r.output_repr, "shown") && nested_status == 1, "output repr: %s %d",
          r.output_repr, nested_status);
    smol_result_free(&r);
    nested_status = -1;
    st = run(s, "class E(Exception):\n    def __str__(self):\n        return nested()\nraise E()", &r);
    CHECK(st == SMOL_EXCEPTION && streq(r.error_message, "shown") && nested_status == 1, "exception str: %s %d",
          r.error_message, nested_status);
    smol_result_free(&r);
    st = run(s, "2 + 2", &r);
    CHECK(st == SMOL_OK && streq(r.output_repr, "4"), "and the VM runs after");
    smol_result_free(&r);
    smol_vm_free(vm);
}

/* ---- 1b. frees from a callback are deferred -------------------------------- */

typedef struct Frees {
    smol_vm *vm;
    smol_session *s, *other;
    int what;   /* 0 own session, 1 other session, 2 the VM, 3 the VM twice and both sessions */
} Frees;

static void tool_free(void *user, const smol_tool_call *c, smol_tool_reply *reply) {
    Frees *f = user;
    (void)c;
    if (f->what == 0) smol_session_free(f->s);
    else if (f->what == 1) smol_session_free(f->other);
    else {
        smol_vm_free(f->vm);
        if (f->what == 3) {
            smol_session_free(f->s);
            smol_session_free(f->s);
            smol_session_free(f->other);
            smol_vm_free(f->vm);
        }
        /* The doomed VM still refuses new work. */
        smol_result r;
        smol_status st = run(f->s, "1", &r);
        if (!refused(&r, st, BUSY)) reply->error_type = "AssertionError";
        smol_result_free(&r);
        if (smol_session_new(f->vm)) reply->error_type = "AssertionError";
    }
    reply->value = smol_str("freed");
}

static void test_deferred_frees(void) {
    for (int what = 0; what < 4; what++) {
        smol_vm *vm = smol_vm_new(NULL);
        Frees f = {vm, smol_session_new(vm), smol_session_new(vm), what};
        smol_tool t = {.name = "free_it", .fn = tool_free, .user = &f};
        smol_tool_add(vm, &t);
        smol_tool ask = {.name = "ask", .suspend = true};
        smol_tool_add(vm, &ask);
        smol_result r;
        /* Work after the callback: allocation, a collection, a big value. */
        const char *src = "a = free_it()\n"
                          "junk = [str(i) * 3 for i in range(20000)]\n"
                          "del junk\n"
                          "{'k': [a, a.upper()], 'n': tuple(range(5))}";
        smol_status st = run(f.s, src, &r);
        CHECK(st == SMOL_OK && streq(r.output_repr, "{'k': ['freed', 'FREED'], 'n': (0, 1, 2, 3, 4)}"),
              "case %d: the run completes: %d %s", what, (int)st, r.error ? r.error : r.output_repr);
        CHECK(r.value && r.value->type == SMOL_DICT && r.value->count == 2, "case %d: its value tree", what);
        CHECK(r.logs && r.logs_len == 0, "case %d: logs", what);
        smol_result_free(&r);
        if (what == 0) {
            st = run(f.other, "x = 5\nx", &r);
            CHECK(st == SMOL_OK && streq(r.output_repr, "5"), "the other session lives on");
            smol_result_free(&r);
            CHECK(smol_session_new(vm) != NULL, "new sessions after a deferred session free");
        } else if (what == 1) {
            st = run(f.s, "a", &r);
            CHECK(st == SMOL_OK && streq(r.output_repr, "'freed'"), "the running session lives on");
            smol_result_free(&r);
        }
        if (what < 2) smol_vm_free(vm);
        /* else the VM is gone already (ASan reports a leak or reuse if not) */
    }

    /* The VM freed from a callback, then the run pauses on a suspending
     * tool: the result and its pending call outlive the VM. */
    smol_vm *vm = smol_vm_new(NULL);
    Frees f = {vm, smol_session_new(vm), smol_session_new(vm), 2};
    smol_tool t = {.name = "free_it", .fn = tool_free, .user = &f};
    smol_tool ask = {.name = "ask_host", .suspend = true};
    smol_tool_add(vm, &t);
    smol_tool_add(vm, &ask);
    smol_result r;
    smol_status st = run(f.s, "print('before')\nfree_it()\nanswer = ask_host('q', [1, 2], k={'a': None})\n", &r);
    CHECK(st == SMOL_TOOL_CALL && r.tool_call, "paused after the VM was freed: %d", (int)st);
    if (r.tool_call) {
        CHECK(streq(r.tool_call->name, "ask_host"), "the pending call's name outlives the VM");
        CHECK(r.tool_call->nargs == 2 && r.tool_call->args[0].type == SMOL_STR && r.tool_call->nkwargs == 1 &&
                  streq(r.tool_call->kwnames[0], "k") && r.tool_call->kwargs[0].type == SMOL_DICT,
              "and its arguments");
    }
    CHECK(r.logs && streq(r.logs, "before\n"), "logs");
    smol_result_free(&r);
    smol_result_free(&r);
}

/* ---- 1c. other VMs may be used from a callback -------------------------- */

typedef struct Other {
    smol_vm *a, *b;
    smol_session *sa, *sb;
    int depth;
    bool a_refused;
} Other;
static Other other;

static void tool_in_b(void *user, const smol_tool_call *c, smol_tool_reply *reply);

/* A's tool: runs a snippet in B (whose own tool calls back into A). */
static void tool_in_a(void *user, const smol_tool_call *c, smol_tool_reply *reply) {
    (void)user;
    static char buf[64];
    int64_t n = c->nargs == 1 && c->args[0].type == SMOL_INT ? c->args[0].i : 0;
    char src[128];
    snprintf(src, sizeof src, "r = sum(range(%lld)) + poke_a()\nr", (long long)n);
    smol_result r;
    smol_status st = run(other.sb, src, &r);
    if (st == SMOL_OK) {
        snprintf(buf, sizeof buf, "%s", r.output_repr);
        reply->value = smol_text(SMOL_BIGINT, buf, strlen(buf));
    } else {
        reply->error_type = "RuntimeError";
        snprintf(buf, sizeof buf, "in b: %s", r.error_message ? r.error_message : "?");
        reply->error_message = buf;
    }
    smol_result_free(&r);
    /* A fresh VM made, used and freed inside the callback. */
    smol_vm *c3 = smol_vm_new(NULL);
    smol_session *s3 = smol_session_new(c3);
    st = run(s3, "'x' * 3", &r);
    if (st != SMOL_OK || !streq(r.output_repr, "'xxx'")) reply->error_type = "AssertionError";
    smol_result_free(&r);
    smol_vm_free(c3);
}

/* B's tool: tries to run in A (running: refused), returns 1. */
static void tool_in_b(void *user, const smol_tool_call *c, smol_tool_reply *reply) {
    (void)user, (void)c;
    smol_result r;
    smol_status st = run(other.sa, "1", &r);
    other.a_refused = refused(&r, st, BUSY);
    smol_result_free(&r);
    reply->value = smol_int(1);
}

static void test_other_vms(void) {
    other.a = smol_vm_new(NULL);
    other.b = smol_vm_new(NULL);
    other.sa = smol_session_new(other.a);
    other.sb = smol_session_new(other.b);
    smol_tool ta = {.name = "in_b", .fn = tool_in_a};
    smol_tool tb = {.name = "poke_a", .fn = tool_in_b};
    smol_tool_add(other.a, &ta);
    smol_tool_add(other.b, &tb);
    smol_result r;
    smol_status st = run(other.sa, "[in_b(10), in_b(100)]", &r);
    CHECK(st == SMOL_OK && streq(r.output_repr, "[46, 4951]"), "A's run used B from its callback: %s %s",
          r.output_repr, r.error);
    CHECK(other.a_refused, "B's callback could not run in A");
    smol_result_free(&r);
    /* B's session kept what the nested runs assigned. */
    st = run(other.sb, "r", &r);
    CHECK(st == SMOL_OK && streq(r.output_repr, "4951"), "B's globals: %s", r.output_repr);
    smol_result_free(&r);
    smol_vm_free(other.a);
    smol_vm_free(other.b);
}

/* ---- 2. NULL arguments ------------------------------------------------------- */

static void test_nulls(void) {
    smol_vm *vm = smol_vm_new(NULL);
    smol_session *s = smol_session_new(vm);
    smol_result r;
    smol_manifest m;
    smol_status st;

    smol_config_init(NULL);
    smol_vm_free(NULL);
    smol_session_free(NULL);
    smol_result_free(NULL);
    smol_value_free(NULL);
    smol_manifest_free(NULL);
    smol_names_free(NULL);
    smol_image_free(NULL);
    smol_debug_fail_alloc(NULL, 3);
    CHECK(smol_session_new(NULL) == NULL, "session_new(NULL)");
    CHECK(smol_global_names(NULL) == NULL, "global_names(NULL)");
    CHECK(!smol_is_image(NULL, 100), "is_image(NULL)");
    CHECK(smol_status_name((smol_status)99) != NULL, "status_name of a bad status");
    CHECK(smol_tool_add(NULL, NULL) == -1 && smol_tool_add(vm, NULL) == -1, "tool_add NULL");
    smol_tool noname = {.name = NULL, .fn = spare_fn};
    CHECK(smol_tool_add(vm, &noname) == -1, "tool_add without a name");
    smol_tool nofn = {.name = "nofn"};
    CHECK(smol_tool_add(vm, &nofn) == -1, "tool_add without a function");
    CHECK(smol_tool_remove(NULL, "x") == -1 && smol_tool_remove(vm, NULL) == -1, "tool_remove NULL");

    /* Run-like calls: NULL out returns SMOL_EXCEPTION and does nothing. */
    CHECK(smol_run(s, "done = 1", 8, NULL, NULL) == SMOL_EXCEPTION, "run with no result");
    CHECK(smol_run(NULL, NULL, 5, NULL, NULL) == SMOL_EXCEPTION, "run with nothing");
    CHECK(smol_check(s, "1", 1, NULL, NULL) == SMOL_EXCEPTION, "check with no result");
    CHECK(smol_run_image(s, NULL, 0, NULL) == SMOL_EXCEPTION, "run_image with no result");
    CHECK(smol_check_image(NULL, NULL, 0, NULL) == SMOL_EXCEPTION, "check_image with no result");
    CHECK(smol_resume(s, NULL, NULL) == SMOL_EXCEPTION, "resume with no result");
    CHECK(smol_disassemble(vm, "1", 1, NULL, NULL) == SMOL_EXCEPTION, "disassemble with no result");
    CHECK(smol_disassemble_image(NULL, NULL, 0, NULL) == SMOL_EXCEPTION, "disassemble_image with no result");
    CHECK(smol_manifest_of(s, "1", 1, &m, NULL) == SMOL_EXCEPTION && !m.modules, "manifest_of with no result");
    CHECK(smol_image_manifest(s, NULL, 0, NULL, NULL) == SMOL_EXCEPTION, "image_manifest with nothing");
    void *img = (void *)1;
    size_t ilen = 3;
    CHECK(smol_compile_image(vm, "1", 1, NULL, 0, &img, &ilen, NULL) == SMOL_EXCEPTION && !img && !ilen,
          "compile_image with no result");
    CHECK(smol_compile_image(NULL, NULL, 0, NULL, 0, NULL, NULL, NULL) == SMOL_EXCEPTION, "compile_image, nothing");
    smol_value *got = NULL;
    CHECK(smol_get_global(s, "done", &got, NULL) == 1 && !got, "the run without a result did not run");

    /* NULL handles with a result: an invalid-argument RuntimeError. */
    st = smol_run(NULL, "1", 1, NULL, &r);
    CHECK(starts_invalid(&r, st), "run(NULL session): %s", r.error_message);
    CHECK(r.error && strstr(r.error, "RuntimeError: invalid argument"), "its traceback line: %s", r.error);
    smol_result_free(&r);
    st = smol_check(NULL, "1", 1, NULL, &r);
    CHECK(starts_invalid(&r, st), "check(NULL)");
    smol_result_free(&r);
    st = smol_resume(NULL, NULL, &r);
    CHECK(starts_invalid(&r, st), "resume(NULL)");
    smol_result_free(&r);
    st = smol_run_image(NULL, "x", 1, &r);
    CHECK(starts_invalid(&r, st), "run_image(NULL)");
    smol_result_free(&r);
    st = smol_check_image(NULL, "x", 1, &r);
    CHECK(starts_invalid(&r, st), "check_image(NULL)");
    smol_result_free(&r);
    st = smol_disassemble(NULL, "1", 1, NULL, &r);
    CHECK(starts_invalid(&r, st), "disassemble(NULL)");
    smol_result_free(&r);
    st = smol_disassemble_image(NULL, "x", 1, &r);
    CHECK(starts_invalid(&r, st), "disassemble_image(NULL)");
    smol_result_free(&r);
    st = smol_manifest_of(NULL, "1", 1, &m, &r);
    CHECK(starts_invalid(&r, st) && !m.modules, "manifest_of(NULL)");
    smol_result_free(&r);
    st = smol_image_manifest(NULL, "x", 1, &m, &r);
    CHECK(starts_invalid(&r, st) && !m.modules, "image_manifest(NULL)");
    smol_result_free(&r);
    st = smol_compile_image(NULL, "1", 1, NULL, 0, &img, &ilen, &r);
    CHECK(starts_invalid(&r, st) && !img, "compile_image(NULL)");
    smol_result_free(&r);

    /* NULL source with a length, NULL manifest, NULL image outputs. */
    st = smol_run(s, NULL, 10, NULL, &r);
    CHECK(starts_invalid(&r, st) && strstr(r.error_message, "source"), "run(NULL source, 10): %s", r.error_message);
    smol_result_free(&r);
    st = smol_check(s, NULL, 1, "f.py", &r);
    CHECK(starts_invalid(&r, st), "check(NULL source, 1)");
    smol_result_free(&r);
    st = smol_disassemble(vm, NULL, 3, NULL, &r);
    CHECK(starts_invalid(&r, st), "disassemble(NULL source, 3)");
    smol_result_free(&r);
    st = smol_compile_image(vm, NULL, 3, NULL, 0, &img, &ilen, &r);
    CHECK(starts_invalid(&r, st), "compile_image(NULL source, 3)");
    smol_result_free(&r);
    st = smol_compile_image(vm, "1", 1, NULL, 0, NULL, &ilen, &r);
    CHECK(starts_invalid(&r, st), "compile_image(NULL image)");
    smol_result_free(&r);
    st = smol_compile_image(vm, "1", 1, NULL, 0, &img, NULL, &r);
    CHECK(starts_invalid(&r, st) && !img, "compile_image(NULL image_len)");
    smol_result_free(&r);
    st = smol_manifest_of(s, NULL, 2, &m, &r);
    CHECK(starts_invalid(&r, st), "manifest_of(NULL source, 2)");
    smol_result_free(&r);
    st = smol_manifest_of(s, "import math", 11, NULL, &r);
    CHECK(starts_invalid(&r, st) && strstr(r.error_message, "manifest"), "manifest_of(NULL manifest)");
    smol_result_free(&r);
    st = smol_image_manifest(s, "x", 1, NULL, &r);
    CHECK(starts_invalid(&r, st), "image_manifest(NULL manifest)");
    smol_result_free(&r);
    /* NULL image: the documented refusal. */
    st = smol_run_image(s, NULL, 10, &r);
    CHECK(st == SMOL_REJECTED && streq(r.error_type, "ImageError"), "run_image(NULL image)");
    smol_result_free(&r);
    st = smol_image_manifest(s, NULL, 10, &m, &r);
    CHECK(st == SMOL_REJECTED && !m.modules, "image_manifest(NULL image)");
    smol_result_free(&r);
    st = smol_disassemble_image(vm, NULL, 0, &r);
    CHECK(st == SMOL_REJECTED, "disassemble_image(NULL image)");
    smol_result_free(&r);
    /* A filename that is not UTF-8. */
    st = smol_run(s, "1", 1, "bad\xff.py", &r);
    CHECK(starts_invalid(&r, st) && strstr(r.error_message, "filename"), "a filename that is not UTF-8");
    smol_result_free(&r);

    /* NULL source of length 0 is the empty snippet; NULL filename is
     * "<string>". */
    st = smol_run(s, NULL, 0, NULL, &r);
    CHECK(st == SMOL_OK && streq(r.output_repr, "None"), "run(NULL, 0)");
    smol_result_free(&r);
    st = smol_run(s, "1/0", 3, NULL, &r);
    CHECK(st == SMOL_EXCEPTION && r.error && strstr(r.error, "File \"<string>\""), "NULL filename");
    smol_result_free(&r);
    st = smol_manifest_of(s, NULL, 0, &m, &r);
    CHECK(st == SMOL_OK && m.modules && !m.modules[0], "manifest_of(NULL, 0)");
    smol_manifest_free(&m);
    smol_manifest_free(&m);
    smol_result_free(&r);
    st = smol_compile_image(vm, NULL, 0, NULL, 0, &img, &ilen, &r);
    CHECK(st == SMOL_OK && img && ilen > 0, "compile_image(NULL, 0)");
    smol_image_free(img);
    smol_result_free(&r);

    /* resume with a NULL reply: the call evaluates to None. */
    smol_tool ask = {.name = "ask", .suspend = true};
    smol_tool_add(vm, &ask);
    st = run(s, "a = ask()\nrepr(a)", &r);
    CHECK(st == SMOL_TOOL_CALL, "paused");
    smol_result_free(&r);
    st = smol_resume(s, NULL, &r);
    CHECK(st == SMOL_OK && streq(r.output_repr, "'None'"), "resume(NULL reply): %s", r.output_repr);
    smol_result_free(&r);

    /* Globals calls with NULLs. */
    const char *why = NULL;
    smol_value v = smol_int(1);
    CHECK(smol_set_global(NULL, "a", &v, &why) == -1 && why, "set_global(NULL session)");
    CHECK(smol_set_global(s, NULL, &v, NULL) == -1, "set_global(NULL name)");
    CHECK(smol_set_global(s, "a", NULL, NULL) == -1, "set_global(NULL value)");
    CHECK(smol_get_global(NULL, "a", &got, NULL) == -1 && !got, "get_global(NULL session)");
    CHECK(smol_get_global(s, "a", NULL, NULL) == -1, "get_global(NULL out)");
    CHECK(smol_get_global(s, NULL, &got, NULL) == -1, "get_global(NULL name)");
    CHECK(smol_del_global(NULL, "a", NULL) == -1 && smol_del_global(s, NULL, NULL) == -1, "del_global NULLs");
    smol_value bad = smol_text(SMOL_STR, NULL, 4);
    CHECK(smol_set_global(s, "a", &bad, NULL) == -1, "a STR without data");
    smol_value loop[1];
    loop[0] = smol_items(SMOL_LIST, loop, 1);
    CHECK(smol_set_global(s, "a", &loop[0], NULL) == -1, "a tree that contains itself");
    smol_value odd = smol_none();
    odd.type = (smol_type)1234;
    CHECK(smol_set_global(s, "a", &odd, NULL) == -1, "an unknown type");
    CHECK(smol_confine_process(~0u, NULL) == -1, "confine with bad flags and no reason pointer");

    smol_vm_free(vm);
}

/* ---- 3. the pending call owns its name ------------------------------------ */

static void test_pending_name(void) {
    smol_vm *vm = smol_vm_new(NULL);
    smol_session *s = smol_session_new(vm);
    smol_tool ask = {.name = "fetch_url", .suspend = true};
    smol_tool_add(vm, &ask);
    smol_result r;
    smol_status st = run(s, "page = fetch_url('http://x')", &r);
    CHECK(st == SMOL_TOOL_CALL && r.tool_call && streq(r.tool_call->name, "fetch_url"), "paused");
    CHECK(smol_tool_remove(vm, "fetch_url") == 0, "removed while paused");
    CHECK(r.tool_call && streq(r.tool_call->name, "fetch_url"), "the name survives the removal");
    /* The paused run continues (the call was made before the removal). */
    smol_tool_reply rep = {smol_str("<html>"), NULL, NULL};
    smol_result r2;
    st = smol_resume(s, &rep, &r2);
    CHECK(st == SMOL_OK, "resumed: %s", r2.error);
    CHECK(r.tool_call && streq(r.tool_call->name, "fetch_url"), "the paused result still holds its call");
    smol_result_free(&r2);
    smol_tool ask2 = {.name = "fetch_again", .suspend = true};
    smol_tool_add(vm, &ask2);
    st = run(s, "fetch_again(1, 2.5, None)", &r2);
    CHECK(st == SMOL_TOOL_CALL, "paused again");
    smol_vm_free(vm);
    CHECK(r2.tool_call && streq(r2.tool_call->name, "fetch_again") && r2.tool_call->nargs == 3 &&
              r2.tool_call->args[1].type == SMOL_FLOAT && r2.tool_call->args[1].f == 2.5,
          "a paused call outlives the VM");
    smol_result_free(&r2);
    smol_result_free(&r);
}

/* ---- 4. results, paused runs, replies --------------------------------------- */

static int counter_calls;
static void counter_fn(void *user, const smol_tool_call *c, smol_tool_reply *reply) {
    (void)user, (void)c;
    counter_calls++;
    reply->value = smol_int(counter_calls);
}

static const char *bad_type;
static void bad_reply_fn(void *user, const smol_tool_call *c, smol_tool_reply *reply) {
    (void)user, (void)c;
    reply->error_type = bad_type;
    reply->error_message = "it failed";
}

static void test_results_and_replies(void) {
    smol_vm *vm = smol_vm_new(NULL);
    smol_session *s = smol_session_new(vm);
    smol_tool t = {.name = "counter", .fn = counter_fn};
    smol_tool_add(vm, &t);
    smol_result r;
    smol_status st = run(s, "counter()\ncounter()\nprint('hi')\n{'a': [1, 2.5, 'x', b'y', {3}], 'b': (None, True)}", &r);
    CHECK(st == SMOL_OK && r.value && r.ntool_stats == 1, "a result with a tree and stats");
    smol_result r_err;
    st = run(s, "counter()\nraise ValueError('no')", &r_err);
    CHECK(st == SMOL_EXCEPTION && r_err.error, "an error result");
    smol_vm_free(vm);
    /* Results hold only their own memory. */
    CHECK(streq(r.logs, "hi\n") && r.value->type == SMOL_DICT && r.value->count == 2 &&
              r.value->items[1].type == SMOL_LIST && r.value->items[1].count == 5 &&
              streq(r.tool_stats[0].name, "counter") && r.tool_stats[0].calls == 2,
          "a result outlives its VM");
    CHECK(streq(r_err.error_type, "ValueError") && streq(r_err.error_message, "no"), "an error result too");
    smol_result_free(&r);
    smol_result_free(&r);
    CHECK(r.value == NULL && r.logs == NULL && r.tool_stats == NULL, "freed results are zeroed");
    smol_result_free(&r_err);
    smol_result_free(&r_err);
    smol_result zero;
    memset(&zero, 0, sizeof zero);
    smol_result_free(&zero);

    /* A paused run: a new run abandons it, as do the other compiling
     * calls; resuming it then fails cleanly. */
    vm = smol_vm_new(NULL);
    s = smol_session_new(vm);
    smol_session *s2 = smol_session_new(vm);
    smol_tool ask = {.name = "ask", .suspend = true};
    smol_tool_add(vm, &ask);
    const char *calls[] = {"run", "check", "disassemble", "compile_image", "manifest_of", "run other"};
    for (int k = 0; k < 6; k++) {
        st = run(s, "x = ask('q')\nx * 2", &r);
        CHECK(st == SMOL_TOOL_CALL, "paused (%s)", calls[k]);
        smol_result o;
        smol_manifest m;
        void *img = NULL;
        size_t ilen = 0;
        switch (k) {
        case 0: smol_run(s, "1", 1, NULL, &o); break;
        case 1: smol_check(s, "1", 1, NULL, &o); break;
        case 2: smol_disassemble(vm, "1", 1, NULL, &o); break;
        case 3: smol_compile_image(vm, "1", 1, NULL, 0, &img, &ilen, &o); break;
        case 4: smol_manifest_of(s2, "1", 1, &m, &o); smol_manifest_free(&m); break;
        default: smol_run(s2, "1", 1, NULL, &o); break;
        }
        CHECK(o.status == SMOL_OK, "%s while paused: %s", calls[k], o.error);
        smol_image_free(img);
        smol_result_free(&o);
        smol_tool_reply rep = {smol_int(4), NULL, NULL};
        st = smol_resume(s, &rep, &o);
        CHECK(refused(&o, st, "this session has no run paused by a tool call"), "%s abandoned the paused run",
              calls[k]);
        smol_result_free(&o);
        CHECK(r.tool_call && streq(r.tool_call->name, "ask"), "the abandoned call's result still holds it");
        smol_result_free(&r);
        smol_value v = smol_int(1);
        CHECK(smol_set_global(s, "after", &v, NULL) == 0, "the VM is no longer in a run (%s)", calls[k]);
    }
    /* Resuming the wrong session; freeing the paused session. */
    st = run(s, "x = ask('q')\nx * 2", &r);
    smol_result o;
    st = smol_resume(s2, NULL, &o);
    CHECK(refused(&o, st, "this session has no run paused by a tool call"), "resume of another session");
    smol_result_free(&o);
    smol_tool_reply rep = {smol_int(21), NULL, NULL};
    st = smol_resume(s, &rep, &o);
    CHECK(st == SMOL_OK && streq(o.output_repr, "42"), "the right session resumes");
    smol_result_free(&o);
    smol_result_free(&r);
    st = run(s, "x = ask('q')", &r);
    smol_session_free(s);
    smol_result_free(&r);
    st = smol_resume(s2, NULL, &o);
    CHECK(st == SMOL_EXCEPTION, "nothing paused after the session went");
    smol_result_free(&o);

    /* Tool replies naming bad exception types. */
    smol_tool br = {.name = "bad_reply", .fn = bad_reply_fn};
    smol_tool_add(vm, &br);
    const char *types[] = {"ValueError", "NoSuchError", "", "not an identifier", "Bad\xff\xfe", "x.y"};
    const char *expect_type[] = {"ValueError", "RuntimeError", "RuntimeError", "RuntimeError", "RuntimeError",
                                 "RuntimeError"};
    for (int k = 0; k < 6; k++) {
        bad_type = types[k];
        st = run(s2, "try:\n    bad_reply()\nexcept Exception as e:\n    r = (type(e).__name__, str(e))\nr", &r);
        CHECK(st == SMOL_OK && r.value && r.value->type == SMOL_TUPLE && r.value->items[0].len == strlen(expect_type[k]) &&
                  memcmp(r.value->items[0].str, expect_type[k], r.value->items[0].len) == 0,
              "reply error type %d: %s", k, r.output_repr);
        smol_result_free(&r);
    }
    smol_vm_free(vm);
}

/* ---- a suspending tool called where the run cannot pause ------------------ */

static void test_suspend_outside_run(void) {
    smol_vm *vm = smol_vm_new(NULL);
    smol_session *s = smol_session_new(vm);
    smol_tool ask = {.name = "ask", .suspend = true};
    smol_tool_add(vm, &ask);
    smol_result r;
    run(s, "class P:\n    def __repr__(self):\n        return ask()\np = P()", &r);
    smol_result_free(&r);
    smol_value *v = NULL;
    CHECK(smol_get_global(s, "p", &v, NULL) == 0 && v && v->type == SMOL_REPR, "a __repr__ that suspends");
    smol_value_free(v);
    smol_status st = run(s, "p", &r);
    CHECK(st == SMOL_OK || st == SMOL_EXCEPTION || st == SMOL_TOOL_CALL, "output repr that suspends: %d", (int)st);
    smol_result_free(&r);
    st = run(s, "sorted([3, 1, 2], key=lambda x: ask())", &r);
    CHECK(st != SMOL_TOOL_CALL || r.tool_call, "a suspend inside a native: %d", (int)st);
    smol_result_free(&r);
    st = run(s, "6 * 7", &r);
    CHECK(st == SMOL_OK && streq(r.output_repr, "42"), "the VM runs after");
    smol_result_free(&r);
    smol_vm_free(vm);
}

int main(void) {
    test_reentry();
    test_busy_outside_runs();
    test_deferred_frees();
    test_other_vms();
    test_nulls();
    test_pending_name();
    test_results_and_replies();
    test_suspend_outside_run();
    return CHECK_SUMMARY();
}
