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

int main(void) {
    test_budget_sweep();
    test_shared_between_sessions();
    return CHECK_SUMMARY();
}
