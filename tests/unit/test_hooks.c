/* The host's hooks into a VM: an allowlist that replaces the default one,
 * output streamed as it is printed, clock and entropy hooks, and
 * smol_interrupt from another thread (and from a tool callback); a limit
 * stop's line in error_line. Misuse (NULL, an idle VM, a callback calling
 * back into its VM) fails cleanly. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "include/smolvm.h"
#include "tests/unit/check.h"

static const char *s_or(const char *s) { return s ? s : "(null)"; }

static smol_status run_in(smol_vm *vm, const char *src, smol_result *r) {
    smol_session *s = smol_session_new(vm);
    if (!s) return SMOL_EXCEPTION;
    smol_status st = smol_run(s, src, strlen(src), NULL, r);
    smol_session_free(s);
    return st;
}

/* ---- allowlist -------------------------------------------------------------- */

static void test_imports(void) {
    smol_config cfg;
    smol_config_init(&cfg);
    CHECK(cfg.imports == NULL, "the default config keeps the default allowlist");
    const char *const only_math[] = {"math", NULL};
    cfg.imports = only_math;
    smol_vm *vm = smol_vm_new(&cfg);
    CHECK(vm != NULL, "a VM with a replacing allowlist");
    smol_result r;
    smol_status st = run_in(vm, "import math\nprint(math.floor(2.5))\n", &r);
    CHECK(st == SMOL_OK && r.logs && !strcmp(r.logs, "2\n"), "math allowed: %s %s", smol_status_name(st), s_or(r.error));
    smol_result_free(&r);
    st = run_in(vm, "import json\n", &r);
    CHECK(st == SMOL_REJECTED && r.error && strstr(r.error, "Authorized imports are: ['math']"),
          "json refused, the list shows only math: %s", s_or(r.error));
    smol_result_free(&r);
    st = run_in(vm, "from collections import Counter\n", &r);
    CHECK(st == SMOL_REJECTED, "collections (a default module) refused: %s", smol_status_name(st));
    smol_result_free(&r);
    smol_vm_free(vm);

    const char *const none[] = {NULL};
    const char *const extra[] = {"json", NULL};
    cfg.imports = none;
    cfg.additional_imports = extra;
    vm = smol_vm_new(&cfg);
    st = run_in(vm, "import json\nprint(json.dumps([1]))\n", &r);
    CHECK(st == SMOL_OK, "an empty replacing list plus an additional json: json allowed: %s", s_or(r.error));
    smol_result_free(&r);
    st = run_in(vm, "import math\n", &r);
    CHECK(st == SMOL_REJECTED && r.error && strstr(r.error, "Authorized imports are: ['json']"),
          "math refused under an empty list: %s", s_or(r.error));
    smol_result_free(&r);
    smol_vm_free(vm);

    cfg.additional_imports = NULL;
    vm = smol_vm_new(&cfg);
    st = run_in(vm, "import math\n", &r);
    CHECK(st == SMOL_REJECTED && r.error && strstr(r.error, "Authorized imports are: []"),
          "no import at all: %s", s_or(r.error));
    smol_result_free(&r);
    smol_vm_free(vm);

    const char *const bad[] = {"math", "numpy", NULL};
    cfg.imports = bad;
    const char *why = NULL;
    CHECK(smol_config_check(&cfg, &why) == 2 && why && strstr(why, "imports"),
          "an unknown module in imports is named by its position: %s", s_or(why));
    CHECK(smol_vm_new(&cfg) == NULL, "and smol_vm_new refuses it");
    const char *const star[] = {"*", NULL};
    cfg.imports = star;
    cfg.additional_imports = bad;
    CHECK(smol_config_check(&cfg, &why) == 2 && why && strstr(why, "additional"),
          "then additional_imports are checked: %s", s_or(why));
}

/* ---- streamed output ------------------------------------------------------- */

typedef struct Stream {
    char buf[4096];
    size_t len;
    int calls;
    smol_vm *vm;
    bool reentered_refused;
} Stream;

static void on_output(void *user, const char *text, size_t len) {
    Stream *st = user;
    st->calls++;
    if (st->len + len < sizeof st->buf) {
        memcpy(st->buf + st->len, text, len);
        st->len += len;
        st->buf[st->len] = '\0';
    }
    if (st->vm) {
        /* Calling back into the running VM is refused. */
        smol_session *s = smol_session_new(st->vm);
        st->reentered_refused = s == NULL;
        if (s) smol_session_free(s);
    }
}

static void test_output(void) {
    Stream out;
    memset(&out, 0, sizeof out);
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.on_output = on_output;
    cfg.on_output_user = &out;
    smol_vm *vm = smol_vm_new(&cfg);
    out.vm = vm;
    smol_result r;
    smol_status st = run_in(vm, "for i in range(3):\n    print('line', i)\nprint('é', end='')\n", &r);
    CHECK(st == SMOL_OK && out.calls == 4 && !strcmp(out.buf, "line 0\nline 1\nline 2\né"),
          "each print is streamed in order: %d calls, %s", out.calls, out.buf);
    CHECK(r.logs && !strcmp(r.logs, out.buf), "and captured in logs as well");
    CHECK(out.reentered_refused, "a callback cannot open a session in its running VM");
    smol_result_free(&r);
    smol_vm_free(vm);

    memset(&out, 0, sizeof out);
    cfg.max_output = 10;
    vm = smol_vm_new(&cfg);
    st = run_in(vm, "for i in range(100):\n    print('abcdef')\n", &r);
    CHECK(st == SMOL_OK && out.len == 10 && !strncmp(out.buf, "abcdef\nabc", 10) && r.logs_truncated,
          "the stream stops at max_output characters: %zu bytes '%s'", out.len, out.buf);
    smol_result_free(&r);
    smol_vm_free(vm);
}

/* ---- clocks and entropy ----------------------------------------------------- */

typedef struct Clock {
    double mono, wall, step;
} Clock;

static double fake_mono(void *user) {
    Clock *c = user;
    c->mono += c->step;
    return c->mono;
}

static double fake_wall(void *user) { return ((Clock *)user)->wall; }

static void fixed_entropy(void *user, void *buf, size_t n) {
    unsigned char b = *(unsigned char *)user;
    memset(buf, b, n);
}

static void test_clocks(void) {
    Clock c = {1000.0, 1700000000.25, 0.0};
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.clock = fake_mono;
    cfg.wall_clock = fake_wall;
    cfg.clock_user = &c;
    smol_vm *vm = smol_vm_new(&cfg);
    smol_result r;
    smol_status st = run_in(vm,
                            "import time, datetime\n"
                            "print(time.time(), time.time_ns(), time.monotonic(), time.perf_counter())\n"
                            "print(datetime.datetime.now(), datetime.date.today())\n"
                            "print(time.strftime('%Y-%m-%d %H:%M:%S', time.gmtime()), time.process_time())\n",
                            &r);
    CHECK(st == SMOL_OK && r.logs &&
              !strcmp(r.logs, "1700000000.25 1700000000250000000 1000.0 1000.0\n"
                              "2023-11-14 22:13:20.250000 2023-11-14\n2023-11-14 22:13:20 1000.0\n"),
          "time and datetime read the host's clocks: %s %s", s_or(r.logs), s_or(r.error));
    smol_result_free(&r);
    smol_vm_free(vm);

    /* A clock that advances one second per reading ends a 5-second
     * deadline at once, whatever the real time. */
    c.step = 1.0;
    cfg.deadline_seconds = 5;
    cfg.max_instructions = (int64_t)1 << 50;
    vm = smol_vm_new(&cfg);
    st = run_in(vm, "while True:\n    pass\n", &r);
    CHECK(st == SMOL_DEADLINE && r.error_line == 1 && r.error && strstr(r.error, "deadline exceeded at line 1, in a while loop"),
          "the deadline follows the host's clock: %s %d %s", smol_status_name(st), r.error_line, s_or(r.error));
    smol_result_free(&r);
    smol_vm_free(vm);

    /* Entropy: the same bytes give the same hashes and the same unseeded
     * random stream; other bytes give others. */
    unsigned char e1 = 7, e2 = 9;
    char outs[3][200];
    unsigned char *es[3] = {&e1, &e1, &e2};
    for (int i = 0; i < 3; i++) {
        smol_config_init(&cfg);
        cfg.entropy = fixed_entropy;
        cfg.entropy_user = es[i];
        vm = smol_vm_new(&cfg);
        st = run_in(vm, "import random\nprint(hash('abc'), random.random())\n", &r);
        snprintf(outs[i], sizeof outs[i], "%s", r.logs ? r.logs : "");
        CHECK(st == SMOL_OK, "run %d under an entropy hook: %s", i, s_or(r.error));
        smol_result_free(&r);
        smol_vm_free(vm);
    }
    CHECK(!strcmp(outs[0], outs[1]) && strcmp(outs[0], outs[2]) != 0, "entropy decides hashes and random: %s / %s",
          outs[0], outs[2]);
}

/* ---- interrupt --------------------------------------------------------------- */

typedef struct Interrupter {
    smol_vm *vm;
    int delay_ms;
} Interrupter;

static void *interrupter(void *arg) {
    Interrupter *it = arg;
    struct timespec ts = {0, (long)it->delay_ms * 1000000L};
    nanosleep(&ts, NULL);
    smol_interrupt(it->vm);
    return NULL;
}

static smol_vm *tool_vm;

static void stop_tool(void *user, const smol_tool_call *call, smol_tool_reply *reply) {
    (void)user;
    (void)call;
    smol_interrupt(tool_vm);
    reply->value = smol_none();
}

static void test_interrupt(void) {
    smol_interrupt(NULL);
    CHECK(1, "smol_interrupt(NULL) is harmless");
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.max_instructions = (int64_t)1 << 55;
    smol_vm *vm = smol_vm_new(&cfg);
    smol_session *s = smol_session_new(vm);
    smol_interrupt(vm);
    smol_result r;
    const char *quick = "x = 41\nx += 1\n";
    smol_status st = smol_run(s, quick, strlen(quick), NULL, &r);
    CHECK(st == SMOL_OK, "an interrupt while idle does not stop the next run: %s", smol_status_name(st));
    smol_result_free(&r);

    Interrupter it = {vm, 100};
    pthread_t th;
    pthread_create(&th, NULL, interrupter, &it);
    const char *spin = "n = 0\nwhile True:\n    n += 1\n";
    st = smol_run(s, spin, strlen(spin), NULL, &r);
    pthread_join(th, NULL);
    CHECK(st == SMOL_INTERRUPTED && !strcmp(smol_status_name(st), "interrupted") && r.error_line >= 2 &&
              r.error && strstr(r.error, "interrupted at line") && strstr(r.error, "in a while loop"),
          "another thread interrupts a spinning run: %s line %d %s", smol_status_name(st), r.error_line,
          s_or(r.error));
    smol_result_free(&r);
    const char *after = "print(x, n > 0)\n";
    st = smol_run(s, after, strlen(after), NULL, &r);
    CHECK(st == SMOL_OK && r.logs && !strcmp(r.logs, "42 True\n"), "the session stays usable: %s", s_or(r.logs));
    smol_result_free(&r);

    /* A native loop is interrupted too. */
    pthread_create(&th, NULL, interrupter, &it);
    const char *native = "total = sum(range(10**15))\n";
    st = smol_run(s, native, strlen(native), NULL, &r);
    pthread_join(th, NULL);
    CHECK(st == SMOL_INTERRUPTED, "sum over a huge range is interrupted: %s", smol_status_name(st));
    smol_result_free(&r);

    /* From a tool callback on the VM's own thread. */
    tool_vm = vm;
    smol_tool t;
    memset(&t, 0, sizeof t);
    t.name = "stop_now";
    t.fn = stop_tool;
    CHECK(smol_tool_add(vm, &t) == 0, "tool added");
    const char *viatool = "stop_now()\nwhile True:\n    pass\n";
    st = smol_run(s, viatool, strlen(viatool), NULL, &r);
    CHECK(st == SMOL_INTERRUPTED, "a tool callback interrupts its own run: %s", smol_status_name(st));
    smol_result_free(&r);
    st = smol_run(s, quick, strlen(quick), NULL, &r);
    CHECK(st == SMOL_OK, "and the next run is not: %s", smol_status_name(st));
    smol_result_free(&r);
    smol_session_free(s);
    smol_vm_free(vm);
}

int main(void) {
    test_imports();
    test_output();
    test_clocks();
    test_interrupt();
    return CHECK_SUMMARY();
}
