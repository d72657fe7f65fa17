/* libFuzzer target: the input bytes go through every compile-only entry
 * point of the public API — smol_check (compile + policy), smol_manifest_of
 * and smol_disassemble — which must agree with one another, and smol_check
 * twice must give the same answer. Nothing runs. */
#include "fuzz_common.h"

static bool stopped(smol_status s) { return s == SMOL_BUDGET || s == SMOL_MEMORY; }

static void check_list(char **l, const smol_result *r) {
    if (!l) fuzz_fail("manifest list is NULL on success", r);
    for (size_t i = 0; l[i]; i++) {
        if (!l[i][0]) fuzz_fail("empty name in a manifest list", r);
        fuzz_sink = fuzz_touch(l[i]);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const char *src = (const char *)data;
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.max_instructions = 1000000;
    cfg.max_memory = (size_t)32 << 20;
    cfg.max_output = (size_t)1 << 20;
    cfg.max_recursion = FUZZ_MAX_RECURSION;
    cfg.hash_seed = FUZZ_SEED;
    static const char *const extra[] = {"json", "collections.*", NULL};
    cfg.additional_imports = extra;
    smol_vm *vm = smol_vm_new(&cfg);
    if (!vm) fuzz_fail("smol_vm_new failed", NULL);
    fuzz_add_tools(vm);
    smol_session *s = smol_session_new(vm);
    if (!s) fuzz_fail("smol_session_new failed", NULL);

    smol_result c1, c2, m, d;
    smol_status st1 = smol_check(s, src, size, "<fuzz>", &c1);
    fuzz_check_result(&c1, 0, 0);
    if (st1 != c1.status) fuzz_fail("smol_check's return value differs from out->status", &c1);
    if (st1 != SMOL_OK && st1 != SMOL_EXCEPTION && st1 != SMOL_REJECTED && !stopped(st1))
        fuzz_fail("smol_check returned a run-time status", &c1);
    if (c1.logs_len) fuzz_fail("smol_check printed something", &c1);

    smol_status st2 = smol_check(s, src, size, "<fuzz>", &c2);
    fuzz_check_result(&c2, 0, 0);
    if (st2 != st1) fuzz_fail("smol_check twice gave different statuses", &c2);
    if ((c1.error == NULL) != (c2.error == NULL) || (c1.error && strcmp(c1.error, c2.error) != 0))
        fuzz_fail("smol_check twice gave different errors", &c2);
    if (c1.error_line != c2.error_line || c1.error_col != c2.error_col)
        fuzz_fail("smol_check twice gave different error positions", &c2);

    smol_manifest man;
    smol_status sm = smol_manifest_of(s, src, size, &man, &m);
    fuzz_check_result(&m, 0, 0);
    if (sm != m.status) fuzz_fail("smol_manifest_of's return value differs from out->status", &m);
    if (!stopped(sm) && !stopped(st1) && sm != st1) fuzz_fail("smol_manifest_of and smol_check disagree", &m);
    if (sm == SMOL_OK) {
        check_list(man.modules, &m);
        check_list(man.tools, &m);
        check_list(man.builtins, &m);
        for (size_t i = 0; man.tools[i]; i++)
            if (strcmp(man.tools[i], "echo") && strcmp(man.tools[i], "fail") && strcmp(man.tools[i], "ask"))
                fuzz_fail("manifest lists a tool that is not registered", &m);
    }
    smol_manifest_free(&man);

    smol_status sd = smol_disassemble(vm, src, size, "<fuzz>", &d);
    fuzz_check_result(&d, 0, 0);
    if (sd != d.status) fuzz_fail("smol_disassemble's return value differs from out->status", &d);
    if (!stopped(sd) && !stopped(st1)) {
        bool compiled = st1 == SMOL_OK || st1 == SMOL_REJECTED;
        if (compiled != (sd == SMOL_OK)) fuzz_fail("smol_disassemble and smol_check disagree on compiling", &d);
        if (sd == SMOL_OK && d.logs_len == 0) fuzz_fail("empty disassembly", &d);
    }

    smol_result_free(&c1);
    smol_result_free(&c2);
    smol_result_free(&m);
    smol_result_free(&d);
    smol_session_free(s);
    smol_vm_free(vm);
    return 0;
}
