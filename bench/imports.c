/* The cost of a fresh VM and of the first imports in it.
 *
 *   build/bench/imports [ROUNDS]
 *
 * Each round makes a new VM and a session and runs one import statement,
 * then frees both; the first import of a module written in Python in a VM
 * loads its code, so this is the cost a host pays per VM. Prints the CPU
 * time of the process per round (the median of ROUNDS, default 200; CPU
 * time, as wall time varies with whatever else the machine runs) for each
 * statement, and for a VM made and freed with nothing run; then the same
 * with each VM made from a template (smol_vm_new_from) that has the
 * statement's modules imported already. Uses only include/smolvm.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "include/smolvm.h"

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* The median time in microseconds of `rounds` rounds of `src` (NULL: a VM
 * made and freed only), or -1 when a run fails. */
static double median_us(const char *src, const smol_template *tpl, int rounds) {
    double *t = malloc((size_t)rounds * sizeof *t);
    if (!t) return -1;
    for (int i = 0; i < rounds; i++) {
        double t0 = now();
        smol_vm *vm = tpl ? smol_vm_new_from(tpl) : smol_vm_new(NULL);
        if (!vm) {
            free(t);
            return -1;
        }
        if (src) {
            smol_session *s = smol_session_new(vm);
            smol_result r;
            smol_status st = s ? smol_run(s, src, strlen(src), NULL, &r) : SMOL_EXCEPTION;
            if (st != SMOL_OK) {
                if (s) {
                    fprintf(stderr, "%s", r.error ? r.error : "?\n");
                    smol_result_free(&r);
                }
                smol_vm_free(vm);
                free(t);
                return -1;
            }
            smol_result_free(&r);
            smol_session_free(s);
        }
        smol_vm_free(vm);
        t[i] = (now() - t0) * 1e6;
    }
    qsort(t, (size_t)rounds, sizeof *t, cmp_double);
    double m = t[rounds / 2];
    free(t);
    return m;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 200;
    if (rounds < 1) rounds = 1;
    static const char *const stmts[] = {
        NULL,
        "pass",
        "import collections",
        "import typing",
        "import datetime",
        "import collections, re, json",
        "import collections, typing, datetime, re, json, dataclasses, enum, statistics, decimal",
    };
    printf("new VM + session + one run, median of %d rounds (CPU time)\n", rounds);
    for (size_t i = 0; i < sizeof stmts / sizeof stmts[0]; i++) {
        double us = median_us(stmts[i], NULL, rounds);
        if (us < 0) {
            printf("  %-40s FAIL\n", stmts[i] ? stmts[i] : "(VM only)");
            return 1;
        }
        printf("  %-40.40s %9.1f us\n", stmts[i] ? stmts[i] : "(VM only)", us);
    }
    printf("the same, each VM made from a template with the statement's modules imported\n");
    for (size_t i = 0; i < sizeof stmts / sizeof stmts[0]; i++) {
        /* The module names of "import a, b": the template's list. */
        char buf[256], *names[16];
        size_t n = 0;
        if (stmts[i] && !strncmp(stmts[i], "import ", 7)) {
            snprintf(buf, sizeof buf, "%s", stmts[i] + 7);
            for (char *tok = strtok(buf, ", "); tok && n < 15; tok = strtok(NULL, ", ")) names[n++] = tok;
        }
        names[n] = NULL;
        const char *why = NULL;
        smol_template *tpl = smol_template_new(NULL, (const char *const *)names, &why);
        if (!tpl) {
            printf("  %-40s FAIL (%s)\n", stmts[i] ? stmts[i] : "(VM only)", why ? why : "?");
            return 1;
        }
        double us = median_us(stmts[i], tpl, rounds);
        smol_template_free(tpl);
        if (us < 0) {
            printf("  %-40s FAIL\n", stmts[i] ? stmts[i] : "(VM only)");
            return 1;
        }
        printf("  %-40.40s %9.1f us\n", stmts[i] ? stmts[i] : "(VM only)", us);
    }
    return 0;
}
