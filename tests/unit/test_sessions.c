/* Sessions share nothing mutable: two sessions of one VM (and two VMs)
 * each import their own module objects, so no module attribute, class
 * patch, random state or stored object of one is visible from the other;
 * a freed session's objects are collected. Also reports what importing a
 * standard module costs in a fresh session. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "api/api_internal.h"
#include "tests/unit/check.h"

static smol_status run(smol_session *s, const char *src, smol_result *r) {
    return smol_run(s, src, strlen(src), "<test>", r);
}

/* Run `src` and compare the repr of its value with `want`. */
static void expect(smol_session *s, const char *src, const char *want, int line) {
    smol_result r;
    smol_status st = run(s, src, &r);
    bool ok = st == SMOL_OK && r.output_repr && !strcmp(r.output_repr, want);
    CHECK(ok, "line %d: %s -> status %s, %s (want %s)%s%s", line, src, smol_status_name(st),
          r.output_repr ? r.output_repr : "(null)", want, r.error ? "\n" : "", r.error ? r.error : "");
    smol_result_free(&r);
}
#define EXPECT(s, src, want) expect(s, src, want, __LINE__)

static smol_vm *new_vm(uint64_t seed) {
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.hash_seed = seed;
    return smol_vm_new(&cfg);
}

/* Module attributes, class patches, wrapped functions and planted objects
 * of session a stay in a. */
static void test_module_isolation(smol_vm *vm) {
    smol_session *a = smol_session_new(vm), *b = smol_session_new(vm);
    CHECK(a && b, "sessions");
    if (!a || !b) return;
    /* Both import first, so that b's modules exist before a patches. */
    EXPECT(a, "import math, json, copy, collections, random, re\n1", "1");
    EXPECT(b, "import math, json, copy, collections, random, re\n1", "1");
    EXPECT(a, "math.pi = 3\nmath.pi", "3");
    EXPECT(b, "math.pi", "3.141592653589793");
    EXPECT(b, "import math as m2\nm2.pi", "3.141592653589793");
    /* A module imported first after the other session patched it. */
    EXPECT(a, "import heapq\nheapq.heappush = None\nheapq.heappush", "None");
    EXPECT(b, "import heapq\nh = []\nheapq.heappush(h, 3)\nh", "[3]");
    /* A class of a module written in Python, patched. */
    EXPECT(a, "collections.Counter.most_common = lambda self, n=None: 'patched'\n"
              "collections.Counter('aab').most_common(1)", "'patched'");
    EXPECT(b, "collections.Counter('aab').most_common(1)", "[('a', 2)]");
    /* A wrapper that records what the other session serialises. */
    EXPECT(a, "seen = []\n_dumps = json.dumps\n"
              "def spy(o, **kw):\n    seen.append(o)\n    return _dumps(o, **kw)\n"
              "json.dumps = spy\njson.dumps({'mine': 1})", "'{\"mine\": 1}'");
    EXPECT(b, "json.dumps({'api_key': 'sk-secret'})", "'{\"api_key\": \"sk-secret\"}'");
    EXPECT(a, "seen", "[{'mine': 1}]");
    EXPECT(a, "copy.deepcopy = lambda x, memo=None: 'stolen'\ncopy.deepcopy([1])", "'stolen'");
    EXPECT(b, "copy.deepcopy([1, [2]])", "[1, [2]]");
    /* Objects planted in modules are not reachable from the other side. */
    EXPECT(a, "math.planted = {'k': 'v'}\nre.planted = 1\ncollections.planted = [1]\n1", "1");
    EXPECT(b, "(hasattr(math, 'planted'), hasattr(re, 'planted'), hasattr(collections, 'planted'))",
           "(False, False, False)");
    /* Classes a module creates when it is imported are the session's own. */
    EXPECT(a, "re.error.planted = 1\njson.JSONDecodeError.planted = 1\nre.error.planted", "1");
    EXPECT(b, "(hasattr(re.error, 'planted'), hasattr(json.JSONDecodeError, 'planted'))", "(False, False)");
    /* Built-in types of C modules cannot be patched at all. */
    EXPECT(a, "try:\n    re.Pattern.search = None\nexcept TypeError as e:\n    r = str(e)\nr",
           "\"cannot set 'search' attribute of immutable type 're.Pattern'\"");
    /* One code object, two namespaces: module functions read the globals of
     * their own session even when the other session ran them just before
     * (the LOADGLOBAL cache must not hand one session's value to the other). */
    smol_session *c = smol_session_new(vm), *d = smol_session_new(vm);
    CHECK(c && d, "sessions c, d");
    if (c && d) {
        for (int k = 0; k < 2; k++) {
            EXPECT(c, k ? "x = [2]\ncopy.deepcopy(x) is x"
                        : "import copy\ncopy._ATOMIC = frozenset({list})\nx = [1]\ncopy.deepcopy(x) is x", "True");
            EXPECT(d, k ? "x = [2]\ncopy.deepcopy(x) is x" : "import copy\nx = [1]\ncopy.deepcopy(x) is x", "False");
        }
    }
    smol_session_free(c);
    smol_session_free(d);
    smol_session_free(a);
    smol_session_free(b);
}

/* random: each session has its own generator; seeding one neither fixes
 * nor reveals another's numbers. */
static void test_random(void) {
    char first_b[2][200];
    for (int k = 0; k < 2; k++) {
        smol_vm *vm = new_vm(1234);
        smol_session *a = smol_session_new(vm), *b = smol_session_new(vm);
        if (k == 0) EXPECT(a, "import random\nrandom.seed(42)\nrandom.random()", "0.6394267984578837");
        smol_result r;
        run(b, "import random\n[random.random() for _ in range(3)]", &r);
        snprintf(first_b[k], sizeof first_b[k], "%s", r.output_repr ? r.output_repr : "?");
        smol_result_free(&r);
        if (k == 0) {
            /* a's numbers continue its own seeded stream. */
            EXPECT(a, "random.random()", "0.025010755222666936");
            /* b's seeding does not reach a either. */
            EXPECT(b, "random.seed(42)\n1", "1");
            EXPECT(a, "random.random()", "0.27502931836911926");
            /* Two fresh sessions draw different unseeded numbers. */
            smol_result ra;
            smol_session *c = smol_session_new(vm), *d = smol_session_new(vm);
            run(c, "import random\nrandom.random()", &ra);
            smol_result rb;
            run(d, "import random\nrandom.random()", &rb);
            CHECK(ra.output_repr && rb.output_repr && strcmp(ra.output_repr, rb.output_repr) != 0,
                  "fresh sessions drew the same number %s", ra.output_repr ? ra.output_repr : "?");
            smol_result_free(&ra);
            smol_result_free(&rb);
            smol_session_free(c);
            smol_session_free(d);
        }
        smol_session_free(a);
        smol_session_free(b);
        smol_vm_free(vm);
    }
    /* Same hash seed, same session order: b's numbers are the same whether
     * or not a seeded and drew from its own generator. */
    CHECK(!strcmp(first_b[0], first_b[1]), "b's numbers depend on a: %s vs %s", first_b[0], first_b[1]);
}

/* Two VMs share nothing either. */
static void test_two_vms(void) {
    smol_vm *v1 = new_vm(0), *v2 = new_vm(0);
    smol_session *a = smol_session_new(v1), *b = smol_session_new(v2);
    EXPECT(a, "import math, collections\nmath.pi = 3\ncollections.Counter.most_common = None\nmath.pi", "3");
    EXPECT(b, "import math, collections\n(math.pi, collections.Counter('aab').most_common(1))",
           "(3.141592653589793, [('a', 2)])");
    smol_vm_free(v1);
    smol_vm_free(v2);
}

/* A freed session's globals and modules are garbage: after a collection
 * the VM holds about what it held before the session existed. */
static void test_freed_session_collected(void) {
    smol_vm *h = new_vm(7);
    VM *vm = h->vm;
    const char *src = "import typing, collections, json, re, math, random, copy, dataclasses\n"
                      "big = [str(i) * 3 for i in range(50000)]\n"
                      "math.keep = big\ncollections.keep = {'big': big}\n"
                      "@dataclasses.dataclass\nclass P:\n    x: int\n"
                      "random.keep = [P(i) for i in range(1000)]\nlen(big)";
    /* A first session compiles the modules written in Python: their code
     * objects stay with the VM, shared by later sessions. */
    smol_session *w = smol_session_new(h);
    EXPECT(w, src, "50000");
    smol_session_free(w);
    gc_collect(vm);
    size_t before = vm->used_bytes;
    smol_session *s = smol_session_new(h);
    EXPECT(s, src, "50000");
    gc_collect(vm);
    size_t during = vm->used_bytes;
    CHECK(during > before + (size_t)2000000, "the session holds its objects: %zu vs %zu", during, before);
    smol_session_free(s);
    gc_collect(vm);
    size_t after = vm->used_bytes;
    CHECK(after <= before + 16384, "freed session left %zu bytes (before %zu, after %zu)", after - before, before,
          after);
    smol_vm_free(h);
}

/* A warm session's runs collect as their garbage requires, not after
 * every run: the empty pages a collection keeps for reuse are room, and
 * a VM whose account sits at its threshold with them must not collect
 * again at the end of each run that allocated only from them. */
static void test_runs_do_not_collect_each_time(void) {
    smol_vm *h = new_vm(11);
    VM *vm = h->vm;
    smol_session *s = smol_session_new(h);
    const char *src = "rows = [{'k': str(i), 'v': [i] * 4} for i in range(30)]\n"
                      "text = ' '.join(r['k'] for r in rows)\nlen(text.split())";
    for (int i = 0; i < 40; i++) EXPECT(s, src, "30");
    uint64_t before = vm->collections;
    for (int i = 0; i < 300; i++) EXPECT(s, src, "30");
    uint64_t n = vm->collections - before;
    /* The runs leave about 10 MB of garbage in all: a collection per few
     * megabytes of it (a collection after each run that found its
     * account at the threshold made about 30). */
    CHECK(n >= 1 && n <= 10, "300 runs made %llu collections", (unsigned long long)n);
    smol_session_free(s);
    smol_vm_free(h);
}

/* A run the host marks as the VM's last (smol_vm_last_run) ends without
 * the collection its garbage would have brought, and gives the same
 * result; the next run works, and the mark held for one run only. */
static void test_last_run(void) {
    smol_vm *h = new_vm(12);
    VM *vm = h->vm;
    smol_session *s = smol_session_new(h);
    /* One piece of garbage above the megabyte that makes a collection
     * worth it at the end of a run, below the threshold that would make
     * one during it. */
    const char *src = "junk = 'x' * 1200000\ndel junk\nlen('done')";
    EXPECT(s, src, "4");
    uint64_t before = vm->collections;
    EXPECT(s, src, "4");
    CHECK(vm->collections > before, "a run leaving megabytes of garbage ends with a collection");
    before = vm->collections;
    smol_vm_last_run(h);
    EXPECT(s, src, "4");
    CHECK(vm->collections == before, "the last run ends without one (%llu made)",
          (unsigned long long)(vm->collections - before));
    EXPECT(s, src, "4");
    CHECK(vm->collections > before, "the run after it collects again");
    smol_session_free(s);
    smol_vm_free(h);
}

/* Names a snippet makes up and interns (getattr with computed names,
 * f(**{k: v})) leave the table at the collection that ends a run when
 * nothing else holds them: the next run has the room. Names something
 * holds (attributes set with computed names, a class's methods) stay and
 * are found by every lookup after. */
static void test_interned_names_released(void) {
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.hash_seed = 17;
    cfg.max_memory = (size_t)32 << 20;
    smol_vm *h = smol_vm_new(&cfg);
    VM *vm = h->vm;
    smol_session *s = smol_session_new(h);
    EXPECT(s, "class O:\n    pass\no = O()\n"
              "for i in range(300):\n    setattr(o, 'kept' + str(i), i)\n"
              "C = type('C', (), {'m' + str(i): (lambda self, i=i: i) for i in range(50)})\nlen([i for i in range(300) if hasattr(o, 'kept' + str(i))])",
           "300");
    size_t before = vm->ninterned;
    EXPECT(s, "def f(**kw):\n    return len(kw)\n"
              "for i in range(60000):\n    getattr(o, 'x' * 200 + str(i), None)\n"
              "sum(f(**{'k' * 100 + str(i): i}) for i in range(2000))",
           "2000");
    CHECK(vm->ninterned < before + 1000, "made-up names left the table: %zu before, %zu after", before, vm->ninterned);
    EXPECT(s, "big = ['y' * 100 + str(i) for i in range(100000)]\nlen(big)", "100000");
    EXPECT(s, "big = None\nsum(getattr(o, 'kept' + str(i)) for i in range(300))", "44850");
    EXPECT(s, "sum(getattr(C(), 'm' + str(i))() for i in range(50)) + hasattr(o, 'kept7') + hasattr(o, 'x' * 200 + '1')",
           "1226");
    smol_session_free(s);
    smol_vm_free(h);
}

/* `name = [str(i) for i in range(n)]`, the list made at its size. */
static void fill(smol_session *s, const char *name, size_t n) {
    char src[160], want[32];
    snprintf(src, sizeof src, "%s = [None] * %zu\nfor i in range(%zu): %s[i] = str(i)\nlen(%s)", name, n, n, name,
             name);
    snprintf(want, sizeof want, "%zu", n);
    EXPECT(s, src, want);
}

/* A VM holding most of its memory cap runs short snippets without
 * collecting before or after each (the pacing collects when garbage
 * calls for it). A run starts after a collection when a global was
 * deleted since the last one (by the host or a snippet's `del`), and,
 * within the last eighth of the cap, when anything ran since: the room
 * they left is there for the next run's first allocation. The lists'
 * lengths come from what an item takes (block sizes differ between
 * builds). */
static void test_near_cap_runs(void) {
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.hash_seed = 13;
    cfg.max_memory = (size_t)64 << 20;
    size_t cap = cfg.max_memory;
    smol_vm *h = smol_vm_new(&cfg);
    VM *vm = h->vm;
    smol_session *s = smol_session_new(h);
    EXPECT(s, "1", "1");
    gc_collect(vm);
    size_t empty = vm->live_bytes;
    fill(s, "probe", 100000);
    gc_collect(vm);
    size_t per_item = (vm->live_bytes - empty) / 100000 + 1;
    EXPECT(s, "del probe", "None");
    gc_collect(vm);
    size_t n = (cap / 2 + cap / 8 - vm->live_bytes) / per_item;
    fill(s, "big", n);
    CHECK(vm->live_bytes > cap / 2 && !gc_cap_tight(vm), "holds more than half the cap: %zu", vm->live_bytes);
    uint64_t before = vm->collections;
    for (int i = 0; i < 200; i++) EXPECT(s, "x = [i for i in range(100)]\nlen(x)", "100");
    CHECK(vm->collections - before <= 2, "200 short runs above half the cap made %llu collections",
          (unsigned long long)(vm->collections - before));
    const char *why = NULL;
    CHECK(smol_del_global(s, "big", &why) == 0, "del_global: %s", why ? why : "");
    EXPECT(s, "y = 'a' * 40000000\nlen(y)", "40000000");
    EXPECT(s, "del y", "None");
    fill(s, "big", n);
    EXPECT(s, "del big", "None");
    EXPECT(s, "y = 'a' * 40000000\nlen(y)", "40000000");
    /* Within the last eighth, a name rebound leaves room too: 256 KB
     * strings until the VM holds more than seven eighths of the cap. */
    EXPECT(s, "y = None", "None");
    gc_collect(vm);
    fill(s, "big", (cap - cap / 6 - vm->live_bytes) / per_item);
    EXPECT(s, "pad = []", "None");
    for (int i = 0; i < 64 && !gc_cap_tight(vm); i++) EXPECT(s, "pad.append('p' * 262144)", "None");
    CHECK(gc_cap_tight(vm), "holds more than seven eighths of the cap: %zu", vm->live_bytes);
    EXPECT(s, "big = pad = None", "None");
    EXPECT(s, "y = 'a' * 40000000\nlen(y)", "40000000");
    smol_session_free(s);
    smol_vm_free(h);
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* What `import M` costs a fresh session: the first session of a VM
 * compiles the module; later sessions only run its body. */
static void report_import_cost(const char *mod) {
    smol_vm *vm = new_vm(3);
    char src[64];
    snprintf(src, sizeof src, "import %s", mod);
    for (int k = 0; k < 3; k++) {
        smol_session *s = smol_session_new(vm);
        smol_result r;
        double t0 = now();
        smol_status st = run(s, src, &r);
        double dt = now() - t0;
        CHECK(st == SMOL_OK, "%s: %s", src, smol_status_name(st));
        printf("# %-18s %s session: %7lld instructions, %.2f ms\n", src, k == 0 ? "first" : "later",
               (long long)r.instructions, dt * 1000);
        smol_result_free(&r);
        smol_session_free(s);
    }
    smol_vm_free(vm);
}

/* Output of print() under contextlib.redirect_stdout goes to its target
 * only while that run lasts: a redirect left open (entered and never
 * exited, or cut short by the budget) ends with its run, and another
 * session's output is its own. */
static void test_redirect_ends_with_run(void) {
    smol_vm *vm = new_vm(5);
    smol_session *a = vm ? smol_session_new(vm) : NULL, *b = vm ? smol_session_new(vm) : NULL;
    CHECK(a && b, "sessions");
    if (!a || !b) {
        smol_vm_free(vm);
        return;
    }
    static const char *const left_open[] = {
        "import io, contextlib\nbuf = io.StringIO()\ncm = contextlib.redirect_stdout(buf)\ncm.__enter__()\n"
        "print('hidden')\n",
        "import io, contextlib\nbuf = io.StringIO()\nwith contextlib.redirect_stdout(buf):\n"
        "    print('hidden')\n    while True: pass\n",
    };
    for (size_t i = 0; i < sizeof left_open / sizeof *left_open; i++) {
        smol_result r;
        smol_status st = run(a, left_open[i], &r);
        CHECK(st == (i ? SMOL_BUDGET : SMOL_OK), "left open %zu: %s", i, smol_status_name(st));
        CHECK(r.logs && !strstr(r.logs, "hidden"), "left open %zu: the redirected text stays in its target", i);
        smol_result_free(&r);
        EXPECT(a, "buf.getvalue()", "'hidden\\n'");
        st = run(a, "print('seen a')", &r);
        CHECK(st == SMOL_OK && r.logs && !strcmp(r.logs, "seen a\n"), "after %zu: next run's output %s", i,
              r.logs ? r.logs : "(null)");
        smol_result_free(&r);
        st = run(b, "print('seen b')", &r);
        CHECK(st == SMOL_OK && r.logs && !strcmp(r.logs, "seen b\n"), "after %zu: other session's output %s", i,
              r.logs ? r.logs : "(null)");
        smol_result_free(&r);
    }
    smol_vm_free(vm);
}

int main(void) {
    test_redirect_ends_with_run();
    smol_vm *vm = new_vm(99);
    test_module_isolation(vm);
    smol_vm_free(vm);
    test_random();
    test_two_vms();
    test_freed_session_collected();
    test_runs_do_not_collect_each_time();
    test_last_run();
    test_near_cap_runs();
    test_interned_names_released();
    report_import_cost("typing");
    report_import_cost("collections");
    return CHECK_SUMMARY();
}
