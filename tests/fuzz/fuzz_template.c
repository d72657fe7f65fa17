/* libFuzzer target: the input bytes are a snippet, run as fuzz_run runs
 * one, but in a VM copied from a template (smol_vm_new_from): one that
 * has the modules agents import most imported already, or, for an input
 * of odd length, one that imported none (its copies' imports then run
 * against the shared built-in types). The copies share the template's
 * strings, tuples, built-in types and function stubs read-only; the
 * library built for fuzzing checks, as each copy is freed, that none of
 * them was written (clone_verify_shared aborts otherwise). The templates
 * are made once per process, with the fuzzing limits. Only the public API
 * is used. */
#include "fuzz_common.h"

static const char *const fuzz_template_modules[] = {
    "collections", "re", "json", "functools", "itertools", "operator", "string", "math", "heapq",
    "bisect", "typing", "dataclasses", "enum", "datetime", "textwrap", "copy", "statistics", NULL};

static smol_template *make_template(const char *const *modules) {
    smol_config cfg;
    fuzz_config(&cfg, FUZZ_MAX_INSTRUCTIONS, 0);
    const char *why = NULL;
    smol_template *t = smol_template_new(&cfg, modules, &why);
    if (!t) {
        fprintf(stderr, "smol_template_new: %s\n", why ? why : "?");
        abort();
    }
    return t;
}

static smol_template *fuzz_template(bool bare) {
    static smol_template *t[2];
    if (!t[bare]) t[bare] = make_template(bare ? NULL : fuzz_template_modules);
    return t[bare];
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    smol_vm *vm = smol_vm_new_from(fuzz_template(size & 1));
    if (!vm) fuzz_fail("smol_vm_new_from failed", NULL);
    fuzz_add_tools(vm);
    fuzz_input_in(vm, (const char *)data, size, false);
    return 0;
}
