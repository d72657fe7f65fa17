/* libFuzzer target: allocation failure and GC stress on arbitrary snippets.
 *
 * Input: two header bytes, then the snippet. A clean run of the snippet
 * counts its allocations A; a second VM then runs it with allocation
 * number N failing (and every later one in that run: smol_debug_fail_alloc),
 * N = 1 + header % (A + 1), with the collector run at every safe point when
 * the header's top bit is set (SMOL_DEBUG_GC_STRESS, which exposes values
 * the collector cannot see as use-after-free under ASan). The failing run
 * must end cleanly, and its session, and a fresh one, must stay usable. */
#include "fuzz_common.h"

static smol_vm *new_vm(bool gc_stress) {
    /* Smaller than fuzz_run's budget: GC stress collects at every safe point. */
    return fuzz_new_vm_with(gc_stress ? 3000 : FUZZ_MAX_INSTRUCTIONS, gc_stress ? SMOL_DEBUG_GC_STRESS : 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 2) return 0;
    unsigned hdr = (unsigned)data[0] | (unsigned)data[1] << 8;
    bool gc_stress = (hdr & 0x8000u) != 0;
    hdr &= 0x7fffu;
    const char *src = (const char *)data + 2;
    size_t len = size - 2;

    /* Clean run: how many allocations the snippet makes. */
    smol_vm *vm = new_vm(false);
    smol_session *s = smol_session_new(vm);
    if (!s) fuzz_fail("smol_session_new failed", NULL);
    smol_result r;
    smol_run(s, src, len, "<fuzz>", &r);
    uint64_t allocs = r.allocations;
    smol_result_free(&r);
    smol_session_free(s);
    smol_vm_free(vm);

    vm = new_vm(gc_stress);
    s = smol_session_new(vm);
    if (!s) fuzz_fail("smol_session_new failed", NULL);
    int64_t n = 1 + (int64_t)(hdr % (allocs + 1));
    smol_debug_fail_alloc(vm, n);
    smol_status st = smol_run(s, src, len, "<fuzz>", &r);
    fuzz_check_result(&r, FUZZ_MAX_MEMORY, FUZZ_MAX_OUTPUT);
    if (st != r.status) fuzz_fail("smol_run's return value differs from out->status", &r);
    /* A paused run is abandoned by the probe. */
    smol_result_free(&r);
    fuzz_probe_and_close(vm, s);
    return 0;
}
