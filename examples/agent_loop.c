/*
 * agent_loop.c: the loop of a code agent, with smolvm as its executor.
 *
 * A code agent answers each step with a Python snippet; the host runs it in
 * a session that keeps its globals from step to step, shows the model what
 * happened and asks for the next step. Here the model's steps are written
 * out below, as an LLM could have written them, and the host:
 *
 *   - passes the task's data in as variables (smol_set_global): a dict of
 *     monthly sales per region, a tuple of month names and a currency;
 *   - gives the snippets two tools: search(query, limit=3), answered at
 *     once by a C function, and ask_user(question), which suspends the run
 *     (SMOL_TOOL_CALL) until the host has an answer and resumes it
 *     (smol_resume), as a host that waits for a person or a network must;
 *   - approves each step from its manifest before running it;
 *   - reads a variable back (smol_get_global) as a tree;
 *   - survives a failing step: the traceback goes back to the model, and
 *     what the step assigned before it failed stays for the next one;
 *   - ends at final_answer(...), whose value it reads from r.value.
 *
 * Standard output is the same on every run; the receipts, which hold
 * timings, go to standard error.
 */
#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <smolvm.h>

/* ---- printing value trees --------------------------------------------- */

/* A growing string: the repr of a tree is built here. */
typedef struct strbuf {
    char *p;
    size_t len, cap;
} strbuf;

static void put(strbuf *b, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    if (b->len + (size_t)n + 1 > b->cap) {
        size_t cap = (b->len + (size_t)n + 1) * 2;
        char *p = realloc(b->p, cap);
        if (!p) {
            fprintf(stderr, "agent_loop: out of memory\n");
            exit(1);
        }
        b->p = p;
        b->cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(b->p + b->len, b->cap - b->len, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

/* A str or bytes as Python's repr() writes it: single quotes unless the
 * text holds a single quote and no double one, control bytes escaped. */
static void put_quoted(strbuf *b, const char *s, size_t n, bool bytes) {
    char q = memchr(s, '\'', n) && !memchr(s, '"', n) ? '"' : '\'';
    put(b, "%s%c", bytes ? "b" : "", q);
    for (size_t k = 0; k < n; k++) {
        unsigned char c = (unsigned char)s[k];
        if (c == '\\' || c == (unsigned char)q) put(b, "\\%c", c);
        else if (c == '\n') put(b, "\\n");
        else if (c == '\r') put(b, "\\r");
        else if (c == '\t') put(b, "\\t");
        else if (c < 0x20 || c == 0x7f || (c >= 0x80 && bytes)) put(b, "\\x%02x", c);
        else put(b, "%c", c);
    }
    put(b, "%c", q);
}

/* A float as Python's repr() writes it: the shortest digits that read back
 * as the same double. */
static void put_float(strbuf *b, double f) {
    if (isnan(f) || isinf(f)) {
        put(b, "%s", isnan(f) ? "nan" : f > 0 ? "inf" : "-inf");
        return;
    }
    char digits[40];
    for (int prec = 1; prec <= 17; prec++) {
        snprintf(digits, sizeof digits, "%.*g", prec, f);
        if (strtod(digits, NULL) == f) break;
    }
    put(b, "%s%s", digits, strpbrk(digits, ".e") ? "" : ".0");
}

/* Any tree, written as Python's repr() writes the value it stands for. */
static void put_repr(strbuf *b, const smol_value *v) {
    switch (v->type) {
    case SMOL_NONE: put(b, "None"); break;
    case SMOL_BOOL: put(b, v->b ? "True" : "False"); break;
    case SMOL_INT: put(b, "%lld", (long long)v->i); break;
    case SMOL_FLOAT: put_float(b, v->f); break;
    case SMOL_BIGINT:
    case SMOL_REPR: put(b, "%.*s", (int)v->len, v->str); break;
    case SMOL_STR: put_quoted(b, v->str, v->len, false); break;
    case SMOL_BYTES: put_quoted(b, v->str, v->len, true); break;
    case SMOL_LIST:
    case SMOL_TUPLE:
    case SMOL_SET:
    case SMOL_FROZENSET: {
        bool frozen = v->type == SMOL_FROZENSET;
        if (v->count == 0 && (v->type == SMOL_SET || frozen)) {
            put(b, frozen ? "frozenset()" : "set()");
            break;
        }
        const char *open = v->type == SMOL_LIST ? "[" : v->type == SMOL_TUPLE ? "(" : "{";
        const char *close = v->type == SMOL_LIST ? "]" : v->type == SMOL_TUPLE ? ")" : "}";
        put(b, "%s%s", frozen ? "frozenset(" : "", open);
        for (size_t k = 0; k < v->count; k++) {
            if (k) put(b, ", ");
            put_repr(b, &v->items[k]);
        }
        put(b, "%s%s%s", v->type == SMOL_TUPLE && v->count == 1 ? "," : "", close, frozen ? ")" : "");
        break;
    }
    case SMOL_DICT:
        put(b, "{");
        for (size_t k = 0; k < v->count; k++) {
            if (k) put(b, ", ");
            put_repr(b, &v->items[2 * k]);
            put(b, ": ");
            put_repr(b, &v->items[2 * k + 1]);
        }
        put(b, "}");
        break;
    }
}

/* Print the repr of a tree. */
static void print_repr(const smol_value *v) {
    strbuf b = {0};
    put_repr(&b, v);
    printf("%s", b.p ? b.p : "");
    free(b.p);
}

static const char *type_name(smol_type t) {
    static const char *const names[] = {"None", "bool", "int", "big int", "float", "str", "list",
                                        "tuple", "dict", "bytes", "set", "frozenset", "repr"};
    return (unsigned)t < sizeof names / sizeof names[0] ? names[t] : "?";
}

/* A tree, one node a line, indented by depth: containers with their type
 * and size, scalars with their type and repr; dict pairs as key: value. */
static void dump(const smol_value *v, int depth) {
    bool container = v->type == SMOL_LIST || v->type == SMOL_TUPLE || v->type == SMOL_DICT ||
                     v->type == SMOL_SET || v->type == SMOL_FROZENSET;
    if (!container) {
        printf("%s ", type_name(v->type));
        print_repr(v);
        printf("\n");
        return;
    }
    printf("%s of %zu %s\n", type_name(v->type), v->count,
           v->type == SMOL_DICT ? (v->count == 1 ? "pair" : "pairs") : (v->count == 1 ? "item" : "items"));
    for (size_t k = 0; k < v->count; k++) {
        printf("%*s", 2 * (depth + 1), "");
        if (v->type == SMOL_DICT) {
            print_repr(&v->items[2 * k]);
            printf(": ");
            dump(&v->items[2 * k + 1], depth + 1);
        } else {
            dump(&v->items[k], depth + 1);
        }
    }
}

/* ---- the tools ----------------------------------------------------------- */

/* search(query, limit=3): the documents whose title contains a word of the
 * query (ignoring case), in table order, at most `limit` of them, each as
 * a dict {"title": str, "year": int, "score": float}. */
static const struct doc {
    const char *title;
    int year;
    double score;
} DOCS[] = {
    {"Quarterly growth by region", 2024, 0.92},
    {"Seasonal effects on regional sales", 2023, 0.81},
    {"Forecasting growth with moving averages", 2022, 0.77},
    {"A field guide to sales dashboards", 2021, 0.55},
    {"Regional pricing in the euro area", 2024, 0.49},
};
#define NDOCS (sizeof DOCS / sizeof DOCS[0])
#define MAX_LIMIT 5

/* The reply's storage. The VM copies a reply as soon as the callback
 * returns, so one buffer serves every call; it hangs off the tool's user
 * pointer rather than living in a static. */
typedef struct search_state {
    smol_value fields[MAX_LIMIT][6];
    smol_value hits[MAX_LIMIT];
    int calls;
} search_state;

static bool word_in(const char *title, const char *word, size_t n) {
    for (const char *p = title; *p; p++) {
        size_t k = 0;
        while (k < n && p[k] && tolower((unsigned char)p[k]) == tolower((unsigned char)word[k])) k++;
        if (k == n) return true;
    }
    return false;
}

static bool matches(const char *title, const smol_value *query) {
    const char *q = query->str, *end = query->str + query->len;
    while (q < end) {
        while (q < end && *q == ' ') q++;
        const char *w = q;
        while (q < end && *q != ' ') q++;
        if (q > w && word_in(title, w, (size_t)(q - w))) return true;
    }
    return false;
}

static void tool_search(void *user, const smol_tool_call *call, smol_tool_reply *reply) {
    search_state *st = user;
    st->calls++;
    const smol_value *query = call->nargs >= 1 ? &call->args[0] : NULL;
    const smol_value *limit = call->nargs >= 2 ? &call->args[1] : NULL;
    for (size_t k = 0; k < call->nkwargs; k++) {
        if (!strcmp(call->kwnames[k], "limit") && !limit) {
            limit = &call->kwargs[k];
        } else if (!strcmp(call->kwnames[k], "query") && !query) {
            query = &call->kwargs[k];
        } else {
            reply->error_type = "TypeError";
            reply->error_message = "search() takes a query and a limit";
            return;
        }
    }
    if (call->nargs > 2 || !query || query->type != SMOL_STR) {
        reply->error_type = "TypeError";
        reply->error_message = "search() needs a query string";
        return;
    }
    int64_t n = 3;
    if (limit) {
        if (limit->type != SMOL_INT || limit->i < 1 || limit->i > MAX_LIMIT) {
            reply->error_type = "ValueError";
            reply->error_message = "search() limit must be an int from 1 to 5";
            return;
        }
        n = limit->i;
    }
    size_t found = 0;
    for (size_t d = 0; d < NDOCS && found < (size_t)n; d++) {
        if (!matches(DOCS[d].title, query)) continue;
        smol_value *f = st->fields[found];
        f[0] = smol_str("title");
        f[1] = smol_str(DOCS[d].title);
        f[2] = smol_str("year");
        f[3] = smol_int(DOCS[d].year);
        f[4] = smol_str("score");
        f[5] = smol_float(DOCS[d].score);
        st->hits[found++] = smol_items(SMOL_DICT, f, 3);
    }
    reply->value = smol_items(SMOL_LIST, st->hits, found);
}

/* ask_user(question) suspends: the host answers it in answer_pending(). */
static const char *const USER_ANSWERS[] = {"Yes, please.", "No."};

/* ---- the loop ------------------------------------------------------------ */

/* The model's steps. */
static const char *const STEPS[] = {
    /* 1: look at the data passed in. */
    "print(f\"{len(sales)} regions over {len(months)} months ({months[0]} to {months[-1]})\")\n"
    "totals = {region: sum(values) for region, values in sales.items()}\n"
    "for region, total in sorted(totals.items(), key=lambda kv: -kv[1]):\n"
    "    print(f\"{region:>6} {total:5d} {currency}\")\n",

    /* 2: a synchronous tool. */
    "hits = search(\"regional growth\", limit=2)\n"
    "for h in hits:\n"
    "    print(f\"{h['year']}  {h['title']}  ({h['score']:.2f})\")\n",

    /* 3: fails half way: one region starts at zero. */
    "best = max(totals, key=totals.get)\n"
    "print(\"best region:\", best)\n"
    "growth = {region: v[-1] / v[0] - 1 for region, v in sales.items()}\n"
    "print(growth)\n",

    /* 4: uses `best`, which the failing step assigned, and asks the user. */
    "growth = {region: round(v[-1] / v[0] - 1, 3) if v[0] else None\n"
    "          for region, v in sales.items()}\n"
    "print(growth)\n"
    "answer = ask_user(f\"{best} leads with {totals[best]} {currency}; add its month-by-month trend?\")\n"
    "show_trend = answer.strip().lower().startswith(\"y\")\n"
    "print(\"the user answered\", repr(answer))\n",

    /* 5: the answer. */
    "trend = [round(b / a - 1, 3) for a, b in zip(sales[best], sales[best][1:])] if show_trend else []\n"
    "final_answer({\"region\": best, \"total\": totals[best], \"currency\": currency,\n"
    "              \"growth\": growth[best], \"trend\": trend,\n"
    "              \"sources\": tuple(h[\"title\"] for h in hits)})\n",
};
#define NSTEPS (sizeof STEPS / sizeof STEPS[0])

/* label, then the names separated by commas, or "-" when there are none. */
static void print_list(const char *label, char **names, const char *end) {
    printf("%s", label);
    if (!names || !names[0]) printf(" -");
    for (size_t k = 0; names && names[k]; k++) printf("%s%s", k ? ", " : " ", names[k]);
    printf("%s", end);
}

static void receipt(int step, const char *part, const smol_result *r) {
    fflush(stdout); /* in order with stdout when both go to one file */
    fprintf(stderr, "[step %d%s] %lld instructions, peak %zu bytes, %.3f ms", step, part,
            (long long)r->instructions, r->peak_memory, r->wall_seconds * 1e3);
    for (size_t k = 0; k < r->ntool_stats; k++)
        fprintf(stderr, "%s%s=%lld", k ? ", " : "; tools: ", r->tool_stats[k].name,
                (long long)r->tool_stats[k].calls);
    fprintf(stderr, "\n");
}

/* Approve a step before it runs: list the tools and modules it names. A
 * real host would refuse a step that reaches for something it did not
 * expect; the policy has already refused imports off the allowlist. */
static bool approve(smol_session *s, const char *src) {
    smol_manifest m;
    smol_result r;
    smol_status st = smol_manifest_of(s, src, strlen(src), &m, &r);
    bool ok = st == SMOL_OK;
    if (ok) {
        print_list("manifest: tools:", m.tools, ";");
        print_list(" modules:", m.modules, "\n");
        smol_manifest_free(&m);
    } else {
        printf("refused before running:\n%s", r.error);
    }
    smol_result_free(&r);
    return ok;
}

/* Run one step to its end, answering ask_user() calls on the way. Returns
 * the final result for the caller to read and free. */
static smol_status run_step(smol_session *s, int step, const char *src, smol_result *r) {
    char filename[32];
    snprintf(filename, sizeof filename, "step%d.py", step);
    smol_status st = smol_run(s, src, strlen(src), filename, r);
    size_t answered = 0;
    while (st == SMOL_TOOL_CALL) {
        const smol_tool_call *call = r->tool_call;
        if (r->logs_len) fwrite(r->logs, 1, r->logs_len, stdout); /* any bytes, NUL included */
        receipt(step, " until the pause", r);
        printf("paused in %s(", call->name);
        for (size_t k = 0; k < call->nargs; k++) {
            if (k) printf(", ");
            print_repr(&call->args[k]);
        }
        printf(")\n");
        /* A real host would wait for the person here, or return to its
         * event loop and resume later; the session keeps the paused run. */
        smol_tool_reply reply = {.value = smol_none()};
        if (call->nargs == 1 && call->args[0].type == SMOL_STR &&
            answered < sizeof USER_ANSWERS / sizeof USER_ANSWERS[0]) {
            reply.value = smol_str(USER_ANSWERS[answered++]);
            printf("host answers %s\n", reply.value.str);
        } else {
            reply.error_type = "TypeError";
            reply.error_message = "ask_user() takes one question";
        }
        /* The call (and the strings it points to) stays valid until the
         * result that holds it is freed: resume first, then free it. */
        smol_result paused = *r;
        st = smol_resume(s, &reply, r);
        smol_result_free(&paused);
    }
    return st;
}

int main(void) {
    if (smol_abi_version() != SMOL_ABI_VERSION) {
        fprintf(stderr, "agent_loop: built for smolvm ABI %d, running with %s (ABI %d)\n", SMOL_ABI_VERSION,
                smol_version(), smol_abi_version());
        return 1;
    }
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.max_instructions = 5 * 1000 * 1000;
    cfg.max_memory = 32u << 20;
    cfg.deadline_seconds = 10.0;
    smol_vm *vm = smol_vm_new(&cfg);
    smol_session *s = vm ? smol_session_new(vm) : NULL;
    if (!s) {
        fprintf(stderr, "agent_loop: out of memory\n");
        smol_vm_free(vm);
        return 1;
    }

    /* Tools belong to the VM: every session of it sees them. */
    search_state search = {0};
    smol_tool tools[] = {
        {.name = "search", .fn = tool_search, .user = &search, .max_calls = 5},
        {.name = "ask_user", .suspend = true, .max_calls = 2},
    };
    for (size_t k = 0; k < sizeof tools / sizeof tools[0]; k++) {
        if (smol_tool_add(vm, &tools[k]) != 0) {
            fprintf(stderr, "agent_loop: cannot register %s\n", tools[k].name);
            return 1;
        }
    }

    /* The task's data, built as a tree the VM copies: constructors take
     * pointers to the host's storage, which need only outlive the call. */
    static const char *const regions[] = {"north", "south", "east", "west"};
    static const int64_t monthly[4][4] = {{120, 135, 160, 190}, {0, 40, 85, 130}, {150, 160, 170, 175}, {90, 95, 99, 120}};
    static const char *const month_names[] = {"Jan", "Feb", "Mar", "Apr"};
    smol_value numbers[4][4], pairs[8], months[4];
    for (int r = 0; r < 4; r++) {
        for (int m = 0; m < 4; m++) numbers[r][m] = smol_int(monthly[r][m]);
        pairs[2 * r] = smol_str(regions[r]);
        pairs[2 * r + 1] = smol_items(SMOL_LIST, numbers[r], 4);
        months[r] = smol_str(month_names[r]);
    }
    smol_value sales = smol_items(SMOL_DICT, pairs, 4);
    smol_value month_tuple = smol_items(SMOL_TUPLE, months, 4);
    smol_value currency = smol_str("EUR");
    const char *why = NULL;
    if (smol_set_global(s, "sales", &sales, &why) || smol_set_global(s, "months", &month_tuple, &why) ||
        smol_set_global(s, "currency", &currency, &why)) {
        fprintf(stderr, "agent_loop: cannot pass the data in: %s\n", why);
        return 1;
    }

    bool done = false;
    for (size_t k = 0; k < NSTEPS && !done; k++) {
        int step = (int)k + 1;
        printf("=== step %d\n", step);
        if (!approve(s, STEPS[k])) continue;
        smol_result r;
        smol_status st = run_step(s, step, STEPS[k], &r);
        if (r.logs_len) fwrite(r.logs, 1, r.logs_len, stdout);
        receipt(step, "", &r);
        printf("status: %s\n", smol_status_name(st));
        switch (st) {
        case SMOL_OK:
            break;
        case SMOL_FINAL_ANSWER:
            /* The answer as a tree; output_repr holds its repr() too. */
            printf("final answer: ");
            dump(r.value, 0);
            /* The tree holds the whole value: its repr, rebuilt here,
             * is output_repr. */
            strbuf b = {0};
            put_repr(&b, r.value);
            printf("output_repr: %s\n", r.output_repr);
            printf("the tree's repr is the same: %s\n", b.p && !strcmp(b.p, r.output_repr) ? "yes" : "no");
            free(b.p);
            done = true;
            break;
        default:
            /* The model sees the traceback (or the stop reason) and writes
             * the next step. */
            printf("%s", r.error);
            break;
        }
        smol_result_free(&r);

        if (step == 1) {
            /* Read a variable back. The tree is the host's to free. */
            smol_value *totals = NULL;
            if (smol_get_global(s, "totals", &totals, &why) == 0) {
                printf("host reads totals: ");
                dump(totals, 0);
            }
            smol_value_free(totals);
        }
        if (step == 3) {
            /* What the failing step assigned before the error is kept. */
            smol_value *v = NULL;
            for (const char *const *name = (const char *const[]){"best", "growth", NULL}; *name; name++) {
                int got = smol_get_global(s, *name, &v, &why);
                printf("host reads %s: ", *name);
                if (got == 0) print_repr(v);
                else printf(got == 1 ? "(not defined)" : "(error: %s)", why);
                printf("\n");
                smol_value_free(v);
                v = NULL;
            }
        }
    }

    /* The host drops the task's raw data; the rest of the session stays,
     * as it would for a follow-up question. */
    int del = smol_del_global(s, "sales", &why);
    printf("=== host deletes sales: %s\n", del == 0 ? "done" : del == 1 ? "there was none" : why);
    char **names = smol_global_names(s);
    print_list("the session's globals:", names, "\n");
    smol_names_free(names);
    printf("search was called %d time%s\n", search.calls, search.calls == 1 ? "" : "s");

    smol_session_free(s);
    smol_vm_free(vm);
    return done ? 0 : 1;
}
