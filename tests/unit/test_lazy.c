/* Functions of the library's modules are loaded as stubs whose body is
 * read from the library's image on the first call (compiler/image.c). A
 * load cut short by the instruction budget must leave the stub loadable:
 * for budgets across the whole run, every run either prints exactly what
 * an unlimited run prints or stops on the budget, a later run of the same
 * text does the same, and the session stays usable. Sessions of one VM
 * share the loaded bodies. */
#include <stdlib.h>
#include <string.h>
#include "include/smolvm.h"
#include "tests/unit/check.h"

static const char *const src =
    "import statistics, collections, textwrap\n"
    "c = collections.Counter('abracadabra')\n"
    "print(statistics.mean([1, 2, 3, 4]), statistics.median([5, 1, 3]), c.most_common(2),\n"
    "      textwrap.fill('one two three four five six', width=12).splitlines())\n";

static smol_vm *new_vm(int64_t budget) {
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.hash_seed = 7;
    if (budget) cfg.max_instructions = budget;
    return smol_vm_new(&cfg);
}

static smol_status run(smol_session *s, const char *text, char **logs) {
    smol_result r;
    smol_status st = smol_run(s, text, strlen(text), "<lazy>", &r);
    if (logs) *logs = r.logs ? strdup(r.logs) : strdup("");
    smol_result_free(&r);
    return st;
}

static void test_budget_sweep(void) {
    smol_vm *vm = new_vm(0);
    smol_session *s = smol_session_new(vm);
    smol_result r;
    smol_status st = smol_run(s, src, strlen(src), "<lazy>", &r);
    CHECK(st == SMOL_OK, "the unlimited run succeeds (%s)", r.error ? r.error : "");
    int64_t total = r.instructions;
    char *want = strdup(r.logs ? r.logs : "");
    smol_result_free(&r);
    smol_session_free(s);
    smol_vm_free(vm);
    int stops = 0;
    int64_t stride = total / 150 + 1;
    for (int64_t b = stride; b <= total + stride; b += stride) {
        vm = new_vm(b);
        s = smol_session_new(vm);
        for (int k = 0; k < 2; k++) {
            char *got = NULL;
            st = run(s, src, &got);
            if (st == SMOL_BUDGET) stops++;
            CHECK(st == SMOL_BUDGET || (st == SMOL_OK && !strcmp(got, want)),
                  "budget %lld, run %d: status %s, output %s", (long long)b, k, smol_status_name(st), got);
            free(got);
        }
        char *got = NULL;
        st = run(s, "print(sum([1, 2, 3]))", &got);
        CHECK(st == SMOL_OK && !strcmp(got, "6\n"), "budget %lld: the session is usable afterwards (%s, %s)",
              (long long)b, smol_status_name(st), got);
        free(got);
        smol_session_free(s);
        smol_vm_free(vm);
    }
    CHECK(stops > 50, "the sweep stopped runs on the budget (%d)", stops);
    free(want);
}

static void test_shared_between_sessions(void) {
    smol_vm *vm = new_vm(0);
    char *first = NULL, *second = NULL;
    smol_session *a = smol_session_new(vm);
    CHECK(run(a, src, &first) == SMOL_OK, "session a runs");
    smol_session_free(a);
    smol_session *b = smol_session_new(vm);
    CHECK(run(b, src, &second) == SMOL_OK, "session b runs");
    CHECK(first && second && !strcmp(first, second), "both sessions print the same");
    smol_session_free(b);
    smol_vm_free(vm);
    free(first);
    free(second);
}

/* collections makes ChainMap, UserDict, UserList and UserString the first
 * time one is asked for, by running a part of the module in its
 * namespace (runtime/modules.c, module_lazy_attr). A part the budget cuts
 * short leaves nothing of itself and runs whole at the next request: for
 * budgets ending at every point of it, a later run sees the four classes
 * consistent (an instance made before another is asked for stays an
 * instance of its class, subscripting and patterns work), and no library
 * helper in the namespace. */
static const char *const part_probe =
    "import collections\n"
    "c = collections.ChainMap({'k': 1})\n"
    "u = collections.UserList([1, 2])\n"
    "print(isinstance(c, collections.ChainMap), collections.ChainMap[int], collections.UserString('s'),\n"
    "      [n for n in dir(collections) if n.startswith('_native') or n in ('_collection_flag', '_hide_frames')])\n"
    "match c:\n"
    "    case {'k': v}:\n"
    "        print('map', v)\n"
    "match u:\n"
    "    case [a, b]:\n"
    "        print('seq', a, b)\n";

static int64_t instructions(smol_session *s, const char *text) {
    smol_result r;
    smol_status st = smol_run(s, text, strlen(text), "<lazy>", &r);
    int64_t n = st == SMOL_OK ? r.instructions : -1;
    smol_result_free(&r);
    return n;
}

static void test_part_cut_short(void) {
    static const char *const want =
        "True collections.ChainMap[int] s []\nmap 1\nseq 1 2\n";
    /* What the part costs, and a loop's iteration, in an unlimited VM. */
    smol_vm *vm = new_vm(0);
    smol_session *s = smol_session_new(vm);
    int64_t imp = instructions(s, "import collections");
    int64_t l1 = instructions(s, "for i in range(1000):\n    pass\n");
    int64_t l2 = instructions(s, "for i in range(2000):\n    pass\n");
    int64_t part = instructions(s, "collections.UserDict");
    int64_t none = instructions(s, "collections.Counter");
    char *got = NULL;
    CHECK(run(s, part_probe, &got) == SMOL_OK && !strcmp(got, want), "unlimited probe: %s", got);
    free(got);
    smol_session_free(s);
    smol_vm_free(vm);
    CHECK(imp > 0 && l2 > l1 && part > none + 1000, "costs: import %lld, part %lld", (long long)imp, (long long)part);
    if (imp <= 0 || l2 <= l1 || part <= none) return;
    int64_t per = (l2 - l1) / 1000, budget = imp + part + 100000;
    int stops = 0;
    for (int64_t spent = budget - part - 50; spent <= budget + 50; spent += part / 60 + 1) {
        vm = new_vm(budget);
        s = smol_session_new(vm);
        CHECK(run(s, "import collections", NULL) == SMOL_OK, "import");
        char text[128];
        int64_t k = (spent - l1) / per + 1000;
        snprintf(text, sizeof text, "for i in range(%lld):\n    pass\ncollections.UserDict\n", (long long)(k > 0 ? k : 0));
        smol_status st = run(s, text, NULL);
        if (st == SMOL_BUDGET) stops++;
        CHECK(st == SMOL_OK || st == SMOL_BUDGET, "spent %lld: %s", (long long)spent, smol_status_name(st));
        for (int again = 0; again < 2; again++) {
            got = NULL;
            st = run(s, part_probe, &got);
            CHECK(st == SMOL_OK && !strcmp(got, want), "spent %lld, probe %d: %s %s", (long long)spent, again,
                  smol_status_name(st), got);
            free(got);
        }
        smol_session_free(s);
        smol_vm_free(vm);
    }
    CHECK(stops > 20, "the budget stopped the part (%d times)", stops);
}

int main(void) {
    test_budget_sweep();
    test_shared_between_sessions();
    test_part_cut_short();
    return CHECK_SUMMARY();
}
