/* Compilation under the run's limits: the tokenizer, the parser, scope
 * analysis, code generation and the policy check charge the instruction
 * budget as they go and watch the deadline, so a huge or pathological
 * source ends with SMOL_BUDGET or SMOL_DEADLINE (and the session stays
 * usable); the charge is deterministic (same seed, same source, same count)
 * and grows linearly with the number of names, not with its square. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>
#include "include/smolvm.h"
#include "tests/unit/check.h"

static const char *s_or(const char *s) { return s ? s : "(null)"; }

static smol_vm *new_vm(int64_t max_instructions, double deadline, uint64_t seed) {
    smol_config cfg;
    smol_config_init(&cfg);
    if (max_instructions) cfg.max_instructions = max_instructions;
    cfg.deadline_seconds = deadline;
    cfg.hash_seed = seed;
    smol_vm *vm = smol_vm_new(&cfg);
    if (!vm) {
        printf("cannot create a VM\n");
        exit(1);
    }
    return vm;
}

/* A growable source text. */
typedef struct Src {
    char *p;
    size_t len, cap;
} Src;

static void add(Src *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void add(Src *s, const char *fmt, ...) {
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(s->p ? s->p + s->len : NULL, s->p ? s->cap - s->len : 0, fmt, ap);
        va_end(ap);
        if (s->p && (size_t)n < s->cap - s->len) {
            s->len += (size_t)n;
            return;
        }
        s->cap = (s->cap + (size_t)n + 1) * 2;
        s->p = realloc(s->p, s->cap);
        if (!s->p) exit(1);
    }
}

/* `n` distinct global names read in one function (a list display). */
static Src global_reads(int n) {
    Src s = {0};
    add(&s, "def f():\n    return [");
    for (int i = 0; i < n; i++) add(&s, "%sg%d", i ? ", " : "", i);
    add(&s, "]\nprint(1)\n");
    return s;
}

/* `n` locals in one function, then the function is never called. */
static Src many_locals(int n) {
    Src s = {0};
    add(&s, "def f():\n");
    for (int i = 0; i < n; i++) add(&s, "    v%d = %d\n", i, i);
    add(&s, "    return v0\nx = 1\n");
    return s;
}

static smol_status run_src(smol_vm *vm, const Src *s, int64_t *instructions) {
    smol_session *ss = smol_session_new(vm);
    smol_result r;
    smol_status st = smol_run(ss, s->p, s->len, "big.py", &r);
    if (instructions) *instructions = r.instructions;
    smol_result_free(&r);
    smol_session_free(ss);
    return st;
}

/* The session still runs ordinary code after a stop during compilation. */
static void probe(smol_session *s, const char *ctx) {
    smol_result r;
    smol_status st = smol_run(s, "[x * 2 for x in range(3)]", 25, "<probe>", &r);
    CHECK(st == SMOL_OK && r.output_repr && strcmp(r.output_repr, "[0, 2, 4]") == 0, "probe after %s: %s %s", ctx,
          smol_status_name(st), s_or(r.error));
    smol_result_free(&r);
}

static void test_budget_stops_compilation(void) {
    smol_vm *vm = new_vm(200000, 0, 1);
    smol_session *ss = smol_session_new(vm);
    Src s = many_locals(50000);
    smol_result r;
    smol_status st = smol_run(ss, s.p, s.len, "big.py", &r);
    CHECK(st == SMOL_BUDGET, "50,000 locals under a 200,000 budget: %s %s", smol_status_name(st), s_or(r.error));
    CHECK(r.instructions <= 200000, "the receipt stays within the budget: %lld", (long long)r.instructions);
    smol_result_free(&r);
    probe(ss, "a budget stop while compiling");
    /* Compile-only entry points stop the same way. */
    smol_manifest m;
    st = smol_manifest_of(ss, s.p, s.len, &m, &r);
    CHECK(st == SMOL_BUDGET, "manifest of a huge source under a small budget: %s", smol_status_name(st));
    smol_manifest_free(&m);
    smol_result_free(&r);
    void *img = NULL;
    size_t ilen = 0;
    st = smol_compile_image(vm, s.p, s.len, "big.py", 0, &img, &ilen, &r);
    CHECK(st == SMOL_BUDGET && !img, "image of a huge source under a small budget: %s", smol_status_name(st));
    smol_image_free(img);
    smol_result_free(&r);
    probe(ss, "compile-only stops");
    free(s.p);
    smol_session_free(ss);
    smol_vm_free(vm);
}

static void test_deadline_stops_compilation(void) {
    /* A budget far beyond what the source needs; a deadline far below
     * the time it takes to compile. */
    smol_vm *vm = new_vm(INT64_C(1) << 40, 0.001, 1);
    smol_session *ss = smol_session_new(vm);
    Src s = many_locals(200000);
    smol_result r;
    smol_status st = smol_run(ss, s.p, s.len, "big.py", &r);
    CHECK(st == SMOL_DEADLINE, "200,000 locals with a 1 ms deadline: %s %s", smol_status_name(st), s_or(r.error));
    CHECK(r.wall_seconds < 0.5, "the stop comes soon after the deadline: %.3f s", r.wall_seconds);
    smol_result_free(&r);
    free(s.p);
    smol_session_free(ss);
    smol_vm_free(vm);
}

static void test_deterministic_charge(void) {
    Src s = global_reads(20000);
    int64_t a = 0, b = 0, c = 0;
    smol_vm *v1 = new_vm(0, 0, 7), *v2 = new_vm(0, 0, 7);
    smol_status s1 = run_src(v1, &s, &a);
    smol_status s2 = run_src(v2, &s, &b);
    /* A second run in the same VM compiles the same source again. */
    smol_status s3 = run_src(v1, &s, &c);
    CHECK(s1 == SMOL_OK && s2 == SMOL_OK && s3 == SMOL_OK, "20,000 global reads compile: %s %s %s",
          smol_status_name(s1), smol_status_name(s2), smol_status_name(s3));
    CHECK(a == b && a == c && a > 20000, "same seed, same source, same count: %lld %lld %lld", (long long)a,
          (long long)b, (long long)c);
    smol_vm_free(v1);
    smol_vm_free(v2);
    free(s.p);
}

static void test_linear_charge(void) {
    /* Twice the names cost about twice as much, not four times. */
    int64_t small = 0, large = 0;
    smol_vm *vm = new_vm(0, 0, 3);
    Src s1 = global_reads(10000), s2 = global_reads(20000);
    run_src(vm, &s1, &small);
    run_src(vm, &s2, &large);
    CHECK(small > 10000 && large < small * 5 / 2, "global reads: 10,000 cost %lld, 20,000 cost %lld",
          (long long)small, (long long)large);
    free(s1.p);
    free(s2.p);
    Src l1 = many_locals(100), l2 = many_locals(200);
    run_src(vm, &l1, &small);
    run_src(vm, &l2, &large);
    CHECK(small > 100 && large < small * 5 / 2, "locals: 100 cost %lld, 200 cost %lld", (long long)small,
          (long long)large);
    free(l1.p);
    free(l2.p);
    smol_vm_free(vm);
}

/* Names that all start their probe sequence in the same slot of the
 * compiler's tables (compiler/htab.c: XXH3 with the VM's seed, the high
 * half folded onto the low one): someone who knows the seed can make them,
 * and then pays for every probe. */
static void test_collisions_charged(void) {
    const uint64_t seed = 12345;
    const int n = 600;
    Src bad = {0}, good = {0};
    add(&bad, "def f():\n    return [");
    add(&good, "def f():\n    return [");
    int found = 0;
    for (int i = 0; found < n; i++) {
        char name[32];
        int len = snprintf(name, sizeof name, "c%d", i);
        uint64_t h = XXH3_64bits_withSeed(name, (size_t)len, seed);
        if (((h >> 32 ^ h) & 2047) != 0) continue;
        add(&bad, "%s%s", found ? ", " : "", name);
        add(&good, "%sc%d", found ? ", " : "", found);
        found++;
    }
    add(&bad, "]\nprint(1)\n");
    add(&good, "]\nprint(1)\n");
    smol_vm *vm = new_vm(0, 0, seed);
    int64_t a = 0, b = 0;
    smol_status s1 = run_src(vm, &good, &a);
    smol_status s2 = run_src(vm, &bad, &b);
    CHECK(s1 == SMOL_OK && s2 == SMOL_OK, "600 names compile: %s %s", smol_status_name(s1), smol_status_name(s2));
    CHECK(b - a > (int64_t)n * n / 4, "colliding names pay for their probes: %lld against %lld", (long long)b,
          (long long)a);
    smol_vm_free(vm);
    free(bad.p);
    free(good.p);
}

/* Repeated names that CPython refuses at compile time. */
static void test_repeated_names(void) {
    smol_vm *vm = new_vm(0, 0, 1);
    smol_session *ss = smol_session_new(vm);
    static const struct {
        const char *src, *msg;
    } cases[] = {
        {"def f(a, b, a): pass", "duplicate argument 'a' in function definition"},
        {"f = lambda x, *, x: 1", "duplicate argument 'x' in function definition"},
        {"def f(a, **a): pass", "duplicate argument 'a' in function definition"},
        {"f(*x, a=1, b=2, a=3)", "keyword argument repeated: a"},
        {"f(a=1, **x, a=3)", "keyword argument repeated: a"},
        {"f(*x, k0=0, k1=1, k2=2, k3=3, k4=4, k5=5, k6=6, k7=7, k8=8, k9=9, k3=3)",
         "keyword argument repeated: k3"},
        {"f(k0=0, k1=1, k2=2, k3=3, k4=4, k5=5, k6=6, k7=7, k8=8, k9=9, k9=3)", "keyword argument repeated: k9"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        smol_result r;
        smol_status st = smol_run(ss, cases[i].src, strlen(cases[i].src), "<case>", &r);
        CHECK(st == SMOL_EXCEPTION && r.error_type && strcmp(r.error_type, "SyntaxError") == 0 &&
                  r.error_message && strcmp(r.error_message, cases[i].msg) == 0,
              "%s: %s %s: %s", cases[i].src, smol_status_name(st), s_or(r.error_type), s_or(r.error_message));
        smol_result_free(&r);
    }
    smol_session_free(ss);
    smol_vm_free(vm);
}

int main(void) {
    test_budget_stops_compilation();
    test_deadline_stops_compilation();
    test_deterministic_charge();
    test_linear_charge();
    test_collisions_charged();
    test_repeated_names();
    return CHECK_SUMMARY();
}
