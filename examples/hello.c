/*
 * hello.c: the smallest useful smolvm host.
 *
 * It checks that the library it runs with matches the header it was built
 * against, sets the limits of a VM, opens a session, runs two snippets in
 * it (the second uses what the first defined) and prints what each run
 * produced: its status, what the snippet printed, its output value and, on
 * standard error, its receipt. Then it frees everything.
 *
 * Standard output is the same on every run; the receipt holds timings, so
 * it goes to standard error.
 *
 *   cc hello.c $(pkg-config --cflags --libs smolvm) -o hello && ./hello
 */
#include <stdio.h>
#include <string.h>

#include <smolvm.h>

/* Run one snippet and report on it. */
static void run_step(smol_session *s, const char *name, const char *source) {
    smol_result r;
    smol_status st = smol_run(s, source, strlen(source), name, &r);

    printf("--- %s: %s\n", name, smol_status_name(st));
    if (r.logs_len > 0) {
        /* What the snippet printed is its own text: it may hold any byte,
         * NUL included, so it is written by length. */
        printf("printed:\n");
        fwrite(r.logs, 1, r.logs_len, stdout);
    }
    if (st == SMOL_OK || st == SMOL_FINAL_ANSWER) {
        /* output_repr is the repr() of the last top-level expression (or of
         * the final answer); r.value holds the same value as a tree. */
        printf("value: %s\n", r.output_repr);
        if (r.value && r.value->type == SMOL_LIST) printf("       (a list of %zu items)\n", r.value->count);
    } else {
        /* A traceback for an exception, one line for a policy refusal or a
         * limit stop. */
        printf("error:\n%s", r.error);
    }
    fflush(stdout); /* in order with stdout when both go to one file */
    fprintf(stderr, "[%s] %lld instructions, peak %zu bytes, %zu bytes allocated in %llu allocations, %.3f ms\n",
            name, (long long)r.instructions, r.peak_memory, r.total_allocated,
            (unsigned long long)r.allocations, r.wall_seconds * 1e3);
    smol_result_free(&r);
}

int main(void) {
    /* A host built against one header must not run with a library of
     * another ABI: the structs it shares with it could differ. */
    if (smol_abi_version() != SMOL_ABI_VERSION) {
        fprintf(stderr, "hello: built for smolvm ABI %d, running with %s (ABI %d)\n", SMOL_ABI_VERSION,
                smol_version(), smol_abi_version());
        return 1;
    }

    /* Limits apply to every run of every session of the VM. A field left
     * at 0 means the documented default, never "unlimited". */
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.max_instructions = 10 * 1000 * 1000;
    cfg.max_memory = 64u << 20;
    cfg.deadline_seconds = 5.0;

    smol_vm *vm = smol_vm_new(&cfg);
    if (!vm) {
        fprintf(stderr, "hello: out of memory\n");
        return 1;
    }
    smol_session *s = smol_session_new(vm);
    if (!s) {
        fprintf(stderr, "hello: out of memory\n");
        smol_vm_free(vm);
        return 1;
    }

    run_step(s, "step1.py",
             "import math\n"
             "words = 'the quick brown fox jumps over the lazy dog'.split()\n"
             "print(len(words), 'words; the longest is', max(words, key=len))\n"
             "print(f'pi to 5 places: {math.pi:.5f}')\n"
             "sorted(set(words), key=lambda w: (-len(w), w))[:3]\n");

    /* Globals persist across the runs of a session. */
    run_step(s, "step2.py",
             "counts = {w: words.count(w) for w in words}\n"
             "print(max(counts, key=counts.get), 'appears', counts['the'], 'times')\n"
             "counts['cat']\n");

    smol_session_free(s);
    smol_vm_free(vm);
    return 0;
}
