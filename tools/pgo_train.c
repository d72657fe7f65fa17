/* Build tool: the training run of the release build's profile-guided
 * optimisation (the Makefile's PGO). Linked with an instrumented copy of
 * the library, it runs each snippet named on its command line the ways a
 * host runs them, so that the compiler learns which paths are hot:
 *
 *   pgo_train FILE.py ...
 *
 * Each snippet runs in a new VM, every other one copied from a template
 * with collections, re and json imported; it is then compiled into a
 * bytecode image that runs again in a second session. Output and results
 * are discarded: what a snippet prints does not matter here, only the code
 * it exercises. The Makefile trains on the conformance suite, the
 * benchmarks take no part in it. Each snippet's name goes to standard
 * error before it runs. Exits non-zero only when it cannot work (no file
 * read, no VM made), so that a failed training stops the build rather than
 * leaving it without a profile. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "include/smolvm.h"
#include "tools/read_file.h"

/* One snippet: from source in a fresh session, then from its image. */
static void train_one(smol_vm *vm, const char *src, size_t len, const char *name) {
    smol_result r;
    smol_session *s = smol_session_new(vm);
    if (!s) return;
    smol_run(s, src, len, name, &r);
    smol_result_free(&r);
    smol_session_free(s);
    void *image = NULL;
    size_t image_len = 0;
    smol_status st = smol_compile_image(vm, src, len, name, 0, &image, &image_len, &r);
    smol_result_free(&r);
    if (st != SMOL_OK) return;
    s = smol_session_new(vm);
    if (s) {
        smol_run_image(s, image, image_len, &r);
        smol_result_free(&r);
        smol_session_free(s);
    }
    smol_image_free(image);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: pgo_train FILE.py ...\n");
        return 2;
    }
    static const char *const everything[] = {"*", NULL};
    static const char *const template_modules[] = {"collections", "re", "json", NULL};
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.max_instructions = 20000000;
    cfg.deadline_seconds = 10;
    cfg.hash_seed = 0x5EED;
    cfg.additional_imports = everything;
    const char *why = NULL;
    smol_template *t = smol_template_new(&cfg, template_modules, &why);
    if (!t) {
        fprintf(stderr, "pgo_train: no template: %s\n", why ? why : "?");
        return 1;
    }
    int ran = 0;
    for (int i = 1; i < argc; i++) {
        /* Named first: if a snippet crashes the trainer, the build's log
         * shows which. */
        fprintf(stderr, "%s\n", argv[i]);
        size_t len;
        char *src = read_file(argv[i], &len);
        if (!src) {
            fprintf(stderr, "pgo_train: cannot read %s: %s\n", argv[i], strerror(errno));
            continue;
        }
        smol_vm *vm = i % 2 ? smol_vm_new_from(t) : smol_vm_new(&cfg);
        if (vm) {
            train_one(vm, src, len, argv[i]);
            smol_vm_free(vm);
            ran++;
        }
        free(src);
    }
    smol_template_free(t);
    if (ran == 0) {
        fprintf(stderr, "pgo_train: nothing ran\n");
        return 1;
    }
    return 0;
}
