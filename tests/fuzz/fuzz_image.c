/* libFuzzer target: the input bytes are a bytecode image (.smolc). They
 * are loaded twice: as they are (a mutation almost always breaks the
 * checksum, which must be refused cleanly), then with the header's length
 * and checksum made right for the bytes, so that mutations reach the
 * parser, the structural verifier, the manifest check and, for an image
 * that passes them, the interpreter. Each load runs as fuzz_run runs a
 * snippet (tiny limits, the tools, the probes afterwards); the repaired
 * image is also listed (smol_image_manifest) and disassembled. Seeds are
 * images of the fuzz_run corpus (`make -f tests/fuzz/fuzz.mk image-seeds`). */
#include <xxhash.h>
#include "fuzz_common.h"

#define HEADER 32

static void check_other_entry_points(const uint8_t *img, size_t len) {
    smol_vm *vm = fuzz_new_vm();
    smol_session *s = smol_session_new(vm);
    if (!s) fuzz_fail("smol_session_new failed", NULL);
    smol_manifest m;
    smol_result r;
    smol_status st = smol_image_manifest(s, img, len, &m, &r);
    fuzz_check_result(&r, FUZZ_MAX_MEMORY, 0);
    if (st == SMOL_OK && (!m.modules || !m.tools || !m.builtins)) fuzz_fail("manifest lists missing", &r);
    if (st == SMOL_OK)
        for (char **l = m.builtins; *l; l++) fuzz_sink = fuzz_touch(*l);
    smol_manifest_free(&m);
    smol_result_free(&r);
    smol_status dst = smol_disassemble_image(vm, img, len, &r);
    fuzz_check_result(&r, FUZZ_MAX_MEMORY, 0);
    /* Whatever the policy says, a structurally sound image disassembles. */
    if (st == SMOL_OK && dst != SMOL_OK && dst != SMOL_MEMORY && dst != SMOL_BUDGET)
        fuzz_fail("an image that loads does not disassemble", &r);
    smol_result_free(&r);
    fuzz_run_probe(s, false);
    smol_session_free(s);
    smol_vm_free(vm);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fuzz_input((const char *)data, size, true);
    if (size < HEADER) return 0;
    uint8_t *img = malloc(size);
    if (!img) abort();
    memcpy(img, data, size);
    uint64_t plen = size - HEADER, sum = XXH64(img + HEADER, plen, 0);
    for (int i = 0; i < 8; i++) img[16 + i] = (uint8_t)(plen >> (8 * i));
    for (int i = 0; i < 8; i++) img[24 + i] = (uint8_t)(sum >> (8 * i));
    fuzz_input((const char *)img, size, true);
    check_other_entry_points(img, size);
    free(img);
    return 0;
}
