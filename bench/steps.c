/* Agent steps in process: the latency a host embedding include/smolvm.h sees.
 *
 *   build/bench/steps STEP.py IMPORTS.py [REPS]
 *
 * Three cases, each timed REPS times (default 2000), median wall time:
 *   run only         the step run again in one existing session;
 *   new session      smol_session_new + run + smol_session_free in one VM;
 *   new VM           smol_vm_new + session + run of IMPORTS.py followed by
 *                    the step + free: a fresh sandbox per step;
 *   new VM from a template
 *                    the same with smol_vm_new_from, from a template made
 *                    once with IMPORTS.py's modules (collections, re, json)
 *                    imported: the imports find them at once.
 * Prints one line per case, "NAME MICROSECONDS", for bench/steps.py to pair
 * with CPython's in-process compile+exec of the same text.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "include/smolvm.h"

static double now_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec * 1e-3;
}

static char *slurp(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            char *nb = realloc(buf, cap * 2);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap *= 2;
        }
    }
    fclose(f);
    *len = n;
    return buf;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n) {
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static int run_ok(smol_session *s, const char *src, size_t len) {
    smol_result r;
    smol_status st = smol_run(s, src, len, NULL, &r);
    if (st != SMOL_OK) fprintf(stderr, "steps: run failed: %s\n", r.error ? r.error : "?");
    smol_result_free(&r);
    return st == SMOL_OK;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: steps STEP.py IMPORTS.py [REPS]\n");
        return 64;
    }
    int reps = argc > 3 ? atoi(argv[3]) : 2000;
    if (reps < 1) reps = 1;
    size_t slen, ilen;
    char *step = slurp(argv[1], &slen), *imports = slurp(argv[2], &ilen);
    double *t = malloc(sizeof(double) * (size_t)reps);
    char *both = step && imports ? malloc(slen + ilen + 1) : NULL;
    if (!both || !t) {
        fprintf(stderr, "steps: cannot read %s or %s\n", argv[1], argv[2]);
        return 66;
    }
    memcpy(both, imports, ilen);
    both[ilen] = '\n';
    memcpy(both + ilen + 1, step, slen);
    size_t blen = ilen + 1 + slen;

    smol_config cfg;
    smol_config_init(&cfg);
    smol_vm *vm = smol_vm_new(&cfg);
    smol_session *s = vm ? smol_session_new(vm) : NULL;
    if (!s || !run_ok(s, step, slen)) return 1;
    for (int i = 0; i < reps; i++) {
        double t0 = now_us();
        if (!run_ok(s, step, slen)) return 1;
        t[i] = now_us() - t0;
    }
    printf("run_only %.2f\n", median(t, reps));
    smol_session_free(s);

    for (int i = 0; i < reps; i++) {
        double t0 = now_us();
        smol_session *n = smol_session_new(vm);
        if (!n || !run_ok(n, step, slen)) return 1;
        smol_session_free(n);
        t[i] = now_us() - t0;
    }
    printf("new_session %.2f\n", median(t, reps));
    smol_vm_free(vm);

    int vm_reps = reps / 4 > 0 ? reps / 4 : 1;
    for (int i = 0; i < vm_reps; i++) {
        double t0 = now_us();
        smol_vm *v = smol_vm_new(&cfg);
        smol_session *n = v ? smol_session_new(v) : NULL;
        if (!n || !run_ok(n, both, blen)) return 1;
        smol_vm_free(v);
        t[i] = now_us() - t0;
    }
    printf("new_vm_imports %.2f\n", median(t, vm_reps));

    const char *const mods[] = {"collections", "re", "json", NULL};
    const char *why = NULL;
    smol_template *tpl = smol_template_new(&cfg, mods, &why);
    if (!tpl) {
        fprintf(stderr, "steps: template: %s\n", why ? why : "?");
        return 1;
    }
    for (int i = 0; i < vm_reps; i++) {
        double t0 = now_us();
        smol_vm *v = smol_vm_new_from(tpl);
        smol_session *n = v ? smol_session_new(v) : NULL;
        if (!n || !run_ok(n, both, blen)) return 1;
        smol_vm_free(v);
        t[i] = now_us() - t0;
    }
    printf("new_vm_template %.2f\n", median(t, vm_reps));
    smol_template_free(tpl);
    free(t);
    free(both);
    free(step);
    free(imports);
    return 0;
}
