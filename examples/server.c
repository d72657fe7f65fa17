/*
 * server.c: a server-style host holding many sessions.
 *
 * A service that runs snippets for many users keeps a session per user and
 * groups users by plan: each plan is a VM with its own per-run limits
 * (instruction budget, memory cap, deadline). Here 4 VMs hold 50 sessions
 * each; every VM runs in a thread of its own (a VM and its sessions belong
 * to one thread at a time; different VMs share nothing), and each thread
 * runs its sessions' steps round-robin: step 1 of every session, then
 * step 2 of every session, then step 3.
 *
 * Every session computes some data in step 1 and totals it in step 3 with
 * a tool, price(item). Most do something ordinary in step 2, but one in
 * ten loops forever, one allocates 20 MB, one sleeps for 3 seconds and
 * one divides by zero. Whether that stops the run depends on the plan's
 * limits; either way the stop ends only that run: the session's step 3,
 * and every other session, carry on, which the host checks by comparing
 * each step 3's value with the total it computes itself.
 *
 * Standard output shows the receipts of the first five sessions of each VM
 * (one of each kind) and a summary; it is the same on every run. The
 * measured part of the receipts (instructions, peak memory, wall time)
 * goes to standard error, for those runs or, with -v, for every run.
 *
 *   server [-v]
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <smolvm.h>

#define NVMS 4
#define SESSIONS_PER_VM 50
#define NSTEPS 3
#define SHOWN 5 /* sessions per VM whose receipts go to standard output */

/* A plan: the limits of every run in its VM. */
typedef struct plan {
    const char *name;
    int64_t max_instructions;
    size_t max_memory;
    double deadline_seconds;
} plan;

static const plan PLANS[NVMS] = {
    {"tiny", 100 * 1000, 4u << 20, 0.5},
    {"free", 500 * 1000, 8u << 20, 1.0},
    {"basic", 5 * 1000 * 1000, 16u << 20, 2.0},
    {"pro", 10 * 1000 * 1000, 64u << 20, 5.0},
};

/* What a session does in step 2, by its number within its VM. */
enum job { RUNAWAY, HOG, SLEEPY, FAILING, ORDINARY };
static enum job job_of(int j) { return j % 10 < ORDINARY ? (enum job)(j % 10) : ORDINARY; }

/* `seed` is a global the host sets in each session before step 1. */
static const char *const STEP1 = "data = [(seed * 7919 + k * 104729) % 1000 for k in range(300)]\n"
                                 "len(data)\n";
static const char *const STEP2[] = {
    [RUNAWAY] = "n = 0\nwhile True:\n    n += 1\n",
    [HOG] = "blob = [bytes(1000) for _ in range(20000)]\nsize = len(blob)\ndel blob\nsize\n",
    [SLEEPY] = "import time\ntime.sleep(3)\n'rested'\n",
    [FAILING] = "ratio = sum(data) / (len(data) - 300)\n",
    [ORDINARY] = "summary = (min(data), max(data), price('gadget'))\nsummary\n",
};
static const char *const STEP3 = "total = sum(data) + 2 * price('widget')\ntotal\n";

/* price(item): the price of an item, in cents. */
static const struct {
    const char *item;
    int64_t cents;
} PRICES[] = {{"widget", 42}, {"gadget", 17}};

typedef struct price_tool {
    int64_t calls; /* touched only by the thread that runs the VM */
} price_tool;

static void tool_price(void *user, const smol_tool_call *call, smol_tool_reply *reply) {
    price_tool *pt = user;
    pt->calls++;
    if (call->nargs != 1 || call->nkwargs != 0 || call->args[0].type != SMOL_STR) {
        reply->error_type = "TypeError";
        reply->error_message = "price() takes one item name";
        return;
    }
    for (size_t k = 0; k < sizeof PRICES / sizeof PRICES[0]; k++) {
        if (strlen(PRICES[k].item) == call->args[0].len &&
            !memcmp(PRICES[k].item, call->args[0].str, call->args[0].len)) {
            reply->value = smol_int(PRICES[k].cents);
            return;
        }
    }
    reply->error_type = "KeyError";
    reply->error_message = "no such item";
}

/* What the host keeps of a run: its receipt and one line about it. */
typedef struct run_record {
    smol_status status;
    int64_t tool_calls;
    int64_t instructions;
    size_t peak_memory;
    double wall_seconds;
    int64_t value; /* an int output value, if any */
    bool has_value;
    char note[160]; /* the value's repr, the stop reason or the exception */
} run_record;

/* One VM with its sessions, run by one thread. */
typedef struct worker {
    int index;
    const plan *plan;
    price_tool price;
    run_record runs[SESSIONS_PER_VM][NSTEPS];
    const char *failure; /* set when the VM could not be set up */
    double wall_seconds;
} worker;

static double now(void) {
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void record(run_record *rec, const smol_result *r) {
    rec->status = r->status;
    rec->instructions = r->instructions;
    rec->peak_memory = r->peak_memory;
    rec->wall_seconds = r->wall_seconds;
    for (size_t k = 0; k < r->ntool_stats; k++) rec->tool_calls += r->tool_stats[k].calls;
    if (r->value && r->value->type == SMOL_INT) {
        rec->value = r->value->i;
        rec->has_value = true;
    }
    if (r->status == SMOL_OK) snprintf(rec->note, sizeof rec->note, "%s", r->output_repr);
    else if (r->status == SMOL_EXCEPTION) snprintf(rec->note, sizeof rec->note, "%s: %s", r->error_type, r->error_message);
    else snprintf(rec->note, sizeof rec->note, "%.*s", (int)strcspn(r->error, "\n"), r->error);
}

static void *serve(void *arg) {
    worker *w = arg;
    double t0 = now();
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.max_instructions = w->plan->max_instructions;
    cfg.max_memory = w->plan->max_memory;
    cfg.deadline_seconds = w->plan->deadline_seconds;
    smol_vm *vm = smol_vm_new(&cfg);
    smol_session *sessions[SESSIONS_PER_VM] = {0};
    smol_tool price = {.name = "price", .fn = tool_price, .user = &w->price, .max_calls = 10};
    if (!vm || smol_tool_add(vm, &price) != 0) {
        w->failure = "cannot create the VM";
        goto done;
    }
    for (int j = 0; j < SESSIONS_PER_VM; j++) {
        const char *why = "out of memory";
        smol_value seed = smol_int(w->index * SESSIONS_PER_VM + j);
        if (!(sessions[j] = smol_session_new(vm)) || smol_set_global(sessions[j], "seed", &seed, &why) != 0) {
            w->failure = why;
            goto done;
        }
    }
    for (int step = 0; step < NSTEPS; step++) {
        for (int j = 0; j < SESSIONS_PER_VM; j++) {
            const char *src = step == 0 ? STEP1 : step == 1 ? STEP2[job_of(j)] : STEP3;
            char filename[32];
            snprintf(filename, sizeof filename, "s%03d-step%d.py", j, step + 1);
            smol_result r;
            smol_run(sessions[j], src, strlen(src), filename, &r);
            record(&w->runs[j][step], &r);
            smol_result_free(&r);
        }
    }
done:
    for (int j = 0; j < SESSIONS_PER_VM; j++) smol_session_free(sessions[j]);
    smol_vm_free(vm);
    w->wall_seconds = now() - t0;
    return NULL;
}

/* The total step 3 of session `seed` must return. */
static int64_t expected_total(int64_t seed) {
    int64_t sum = 0;
    for (int64_t k = 0; k < 300; k++) sum += (seed * 7919 + k * 104729) % 1000;
    return sum + 2 * PRICES[0].cents;
}

static void print_receipt(FILE *f, const worker *w, int j, int step) {
    const run_record *rec = &w->runs[j][step];
    if (f == stdout) {
        printf("%-5s s%03d step %d  %-19s tools %-2lld %s\n", w->plan->name, j, step + 1, smol_status_name(rec->status),
               (long long)rec->tool_calls, rec->note);
    } else {
        fflush(stdout); /* in order with stdout when both go to one file */
        fprintf(stderr, "[%s s%03d step %d] %lld instructions, peak %zu bytes, %.3f ms\n", w->plan->name, j, step + 1,
                (long long)rec->instructions, rec->peak_memory, rec->wall_seconds * 1e3);
    }
}

int main(int argc, char **argv) {
    bool verbose = argc == 2 && !strcmp(argv[1], "-v");
    if (argc > 2 || (argc == 2 && !verbose)) {
        fprintf(stderr, "usage: server [-v]\n");
        return 64;
    }
    if (smol_abi_version() != SMOL_ABI_VERSION) {
        fprintf(stderr, "server: built for smolvm ABI %d, running with %s (ABI %d)\n", SMOL_ABI_VERSION,
                smol_version(), smol_abi_version());
        return 1;
    }

    static worker workers[NVMS];
    pthread_t threads[NVMS];
    double t0 = now();
    for (int v = 0; v < NVMS; v++) {
        workers[v].index = v;
        workers[v].plan = &PLANS[v];
        if (pthread_create(&threads[v], NULL, serve, &workers[v]) != 0) {
            fprintf(stderr, "server: cannot start a thread\n");
            return 1;
        }
    }
    for (int v = 0; v < NVMS; v++) pthread_join(threads[v], NULL);
    double wall = now() - t0;

    printf("%d VMs of %d sessions, %d steps each, a thread per VM\n", NVMS, SESSIONS_PER_VM, NSTEPS);
    printf("plan   budget (instructions)  memory  deadline\n");
    for (int v = 0; v < NVMS; v++)
        printf("%-5s  %21lld  %3zu MB  %6.2f s\n", PLANS[v].name, (long long)PLANS[v].max_instructions,
               PLANS[v].max_memory >> 20, PLANS[v].deadline_seconds);
    for (int v = 0; v < NVMS; v++) {
        if (workers[v].failure) {
            fprintf(stderr, "server: %s: %s\n", PLANS[v].name, workers[v].failure);
            return 1;
        }
    }

    printf("\nreceipts of sessions s000 to s%03d of each VM:\n", SHOWN - 1);
    for (int v = 0; v < NVMS; v++) {
        for (int j = 0; j < SESSIONS_PER_VM; j++) {
            for (int step = 0; step < NSTEPS; step++) {
                if (j < SHOWN) print_receipt(stdout, &workers[v], j, step);
                if (j < SHOWN || verbose) print_receipt(stderr, &workers[v], j, step);
            }
        }
    }

    /* The summary. */
    static const smol_status shown_statuses[] = {SMOL_OK, SMOL_EXCEPTION, SMOL_BUDGET, SMOL_MEMORY, SMOL_DEADLINE};
    enum { NSHOWN = sizeof shown_statuses / sizeof shown_statuses[0] };
    int count[NVMS][NSHOWN + 1] = {{0}};
    int64_t tool_calls = 0, tool_counted = 0, instructions = 0;
    int right_totals = 0, within_limits = 0, runs = 0;
    size_t peak[NVMS] = {0};
    for (int v = 0; v < NVMS; v++) {
        const worker *w = &workers[v];
        tool_counted += w->price.calls;
        for (int j = 0; j < SESSIONS_PER_VM; j++) {
            for (int step = 0; step < NSTEPS; step++) {
                const run_record *rec = &w->runs[j][step];
                int k = 0;
                while (k < NSHOWN && shown_statuses[k] != rec->status) k++;
                count[v][k]++;
                runs++;
                tool_calls += rec->tool_calls;
                instructions += rec->instructions;
                if (rec->peak_memory > peak[v]) peak[v] = rec->peak_memory;
                if (rec->instructions <= w->plan->max_instructions && rec->peak_memory <= w->plan->max_memory)
                    within_limits++;
            }
            const run_record *last = &w->runs[j][NSTEPS - 1];
            if (last->status == SMOL_OK && last->has_value &&
                last->value == expected_total(v * SESSIONS_PER_VM + j))
                right_totals++;
        }
    }
    printf("\nruns by plan and status:\n%-5s", "");
    for (int k = 0; k < NSHOWN; k++) printf("  %s", smol_status_name(shown_statuses[k]));
    printf("  other\n");
    for (int v = 0; v < NVMS; v++) {
        printf("%-5s", PLANS[v].name);
        for (int k = 0; k <= NSHOWN; k++)
            printf("  %*d", k < NSHOWN ? (int)strlen(smol_status_name(shown_statuses[k])) : 5, count[v][k]);
        printf("\n");
    }
    printf("runs whose receipt is within their plan's budget and memory cap: %d of %d\n", within_limits, runs);
    printf("tool calls in the receipts: %lld; calls the tool saw: %lld\n", (long long)tool_calls,
           (long long)tool_counted);
    printf("sessions whose step 3 returned the expected total: %d of %d\n", right_totals, NVMS * SESSIONS_PER_VM);

    fflush(stdout);
    fprintf(stderr, "%d runs in %.3f s (%.0f runs/s), %lld instructions in all\n", runs, wall, runs / wall,
            (long long)instructions);
    for (int v = 0; v < NVMS; v++)
        fprintf(stderr, "  %-5s thread %.3f s, peak %zu bytes\n", PLANS[v].name, workers[v].wall_seconds, peak[v]);
    return right_totals == NVMS * SESSIONS_PER_VM && within_limits == runs ? 0 : 1;
}
