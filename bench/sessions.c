/* The cost of a short run against the number of idle sessions its VM holds.
 *
 *   build/bench/sessions [RUNS]
 *
 * A VM gets N sessions (0, 1,000, 10,000, 100,000), each holding a list and a
 * function, as a server keeps its users' sessions between steps; then one
 * more session runs a short agent-like step RUNS times (default 500).
 * Prints the CPU time per run for each N: the run's cost should not follow
 * the size of the VM. Then the same run in a VM whose one session holds
 * most of its memory cap (256 MB) in a list of strings: nor should it
 * follow how full the VM is. Uses only include/smolvm.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "include/smolvm.h"

static double cpu_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static double per_run_us(int idle, int runs) {
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.max_memory = (size_t)2 << 30;
    smol_vm *vm = smol_vm_new(&cfg);
    if (!vm) return -1;
    smol_result r;
    const char *init = "data = [1, 2, 3]\ndef f(x):\n    return x + 1\n";
    for (int i = 0; i < idle; i++) {
        smol_session *s = smol_session_new(vm);
        if (!s || smol_run(s, init, strlen(init), NULL, &r) != SMOL_OK) return -1;
        smol_result_free(&r);
    }
    smol_session *s = smol_session_new(vm);
    const char *step = "total = sum(i * i for i in range(100))\nlabel = f'total={total}'\nprint(label)\n";
    double t0 = cpu_now();
    for (int i = 0; i < runs; i++) {
        if (smol_run(s, step, strlen(step), NULL, &r) != SMOL_OK) return -1;
        smol_result_free(&r);
    }
    double us = (cpu_now() - t0) / runs * 1e6;
    smol_vm_free(vm);
    return us;
}

/* The step in a VM with a 256 MB cap whose session holds `items` strings;
 * *held gets the share of the cap the VM holds. */
static double per_run_full_us(long items, int runs, double *held) {
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.max_memory = (size_t)256 << 20;
    smol_vm *vm = smol_vm_new(&cfg);
    smol_session *s = vm ? smol_session_new(vm) : NULL;
    if (!s) return -1;
    smol_result r;
    char fill[96];
    snprintf(fill, sizeof fill, "big = [str(i) for i in range(%ld)]\n", items);
    if (smol_run(s, fill, strlen(fill), NULL, &r) != SMOL_OK) return -1;
    *held = (double)r.peak_memory / (double)cfg.max_memory;
    smol_result_free(&r);
    const char *step = "total = sum(i * i for i in range(100))\nlabel = f'total={total}'\nprint(label)\n";
    double t0 = cpu_now();
    for (int i = 0; i < runs; i++) {
        if (smol_run(s, step, strlen(step), NULL, &r) != SMOL_OK) return -1;
        smol_result_free(&r);
    }
    double us = (cpu_now() - t0) / runs * 1e6;
    smol_vm_free(vm);
    return us;
}

int main(int argc, char **argv) {
    int runs = argc > 1 ? atoi(argv[1]) : 500;
    if (runs < 1) runs = 1;
    printf("short run in a VM holding N idle sessions (CPU time per run)\n");
    const int counts[] = {0, 1000, 10000, 100000};
    for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++) {
        double us = per_run_us(counts[i], runs);
        if (us < 0) {
            printf("  N = %6d: FAIL\n", counts[i]);
            return 1;
        }
        printf("  N = %6d: %7.1f us\n", counts[i], us);
    }
    printf("the same run in a VM holding most of its 256 MB cap (CPU time per run)\n");
    const long items[] = {0, 2000000, 2500000};
    for (size_t i = 0; i < sizeof items / sizeof items[0]; i++) {
        double held = 0, us = per_run_full_us(items[i], runs, &held);
        if (us < 0) {
            printf("  %8ld strings: FAIL\n", items[i]);
            return 1;
        }
        printf("  %8ld strings (%3.0f%% of the cap): %7.1f us\n", items[i], held * 100, us);
    }
    return 0;
}
