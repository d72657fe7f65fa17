/* Parser tests. Standalone: uses the arena with vm == NULL.
 *
 *   test_parser FILE...          print the AST dump of each file (one line
 *                                each; "ERROR Kind:line:col: msg" on error)
 *   test_parser --check [DIR]    the self-check (the default without
 *                                arguments): DIR (default tests/parser)
 *                                holds corpus/NAME.py with NAME.ast (the
 *                                expected dump, from dump_ast.py) and
 *                                errors/NAME.py with NAME.expect (the error
 *                                CPython reports); then robustness checks:
 *                                pathological nesting, randomly mutated
 *                                corpus files, and an allocation-failure
 *                                sweep. Prints "N passed, M failed" last and
 *                                exits non-zero on failure.
 *   test_parser --fuzz N SEED FILE...   parse N random mutations of the files
 *
 * tests/parser/check.py drives the comparison against a live CPython.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/ast.h"
#include "compiler/astdump.h"

static int passed, failed, col_mismatch;

static char *read_file(const char *path, size_t *len) {
    *len = 0;
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    for (;;) {
        if (n == cap) {
            cap *= 2;
            buf = realloc(buf, cap);
        }
        size_t r = fread(buf + n, 1, cap - n, f);
        if (r == 0) break;
        n += r;
    }
    fclose(f);
    *len = n;
    return buf;
}

static const char *kind_name(ParseErrKind k) {
    switch (k) {
    case PERR_INDENT: return "IndentationError";
    case PERR_TAB: return "TabError";
    case PERR_MEMORY: return "MemoryError";
    default: return "SyntaxError";
    }
}

/* Parse `src` and write the dump (or the error line) to `out`. */
static void dump_source(const char *src, size_t len, FILE *out) {
    Arena a;
    arena_init(&a, NULL);
    ParseError err;
    Node *m = parse_module(&a, src, len, &err);
    if (m) ast_dump(m, out);
    else fprintf(out, "ERROR %s:%d:%d: %s\n", kind_name(err.kind), err.line, err.col, err.msg);
    arena_free(&a);
}

static char *dump_to_string(const char *src, size_t len) {
    char *buf = NULL;
    size_t blen = 0;
    FILE *f = open_memstream(&buf, &blen);
    dump_source(src, len, f);
    fclose(f);
    return buf;
}

static int cmp_str(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The sorted names of the files in `dir` ending in `suffix`. */
static char **list_dir(const char *dir, const char *suffix, int *count) {
    DIR *d = opendir(dir);
    *count = 0;
    if (!d) return NULL;
    char **names = NULL;
    int cap = 0;
    struct dirent *e;
    size_t sl = strlen(suffix);
    while ((e = readdir(d))) {
        size_t n = strlen(e->d_name);
        if (n <= sl || strcmp(e->d_name + n - sl, suffix) != 0) continue;
        if (*count == cap) {
            cap = cap ? cap * 2 : 64;
            names = realloc(names, (size_t)cap * sizeof *names);
        }
        names[(*count)++] = strdup(e->d_name);
    }
    closedir(d);
    qsort(names, (size_t)*count, sizeof *names, cmp_str);
    return names;
}

static void strip_newline(char *s) {
    size_t n = strlen(s);
    while (n && (s[n - 1] == '\n' || s[n - 1] == '\r')) s[--n] = '\0';
}

static void check_corpus(const char *root) {
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/corpus", root);
    int n;
    char **names = list_dir(dir, ".py", &n);
    for (int i = 0; i < n; i++) {
        char path[2048], exp_path[2048];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        snprintf(exp_path, sizeof exp_path, "%s/%.*s.ast", dir, (int)strlen(names[i]) - 3,
                 names[i]);
        size_t len = 0, elen = 0;
        char *src = read_file(path, &len);
        char *exp = read_file(exp_path, &elen);
        if (!src || !exp) {
            printf("FAIL %s: cannot read it or its .ast file\n", path);
            failed++;
        } else {
            char *got = dump_to_string(src, len);
            char *e = malloc(elen + 1);
            memcpy(e, exp, elen);
            e[elen] = '\0';
            strip_newline(e);
            strip_newline(got);
            if (strcmp(got, e) == 0) {
                passed++;
            } else {
                size_t k = 0;
                while (got[k] && got[k] == e[k]) k++;
                size_t from = k > 60 ? k - 60 : 0;
                printf("FAIL %s: dump differs at byte %zu\n  want ...%.160s\n  got  ...%.160s\n",
                       path, k, e + from, got + from);
                failed++;
            }
            free(e);
            free(got);
        }
        free(src);
        free(exp);
        free(names[i]);
    }
    free(names);
}

/* An .expect file holds "Kind:line:col: msg", as CPython reported it. */
static void check_errors(const char *root) {
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/errors", root);
    int n;
    char **names = list_dir(dir, ".py", &n);
    for (int i = 0; i < n; i++) {
        char path[2048], exp_path[2048];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        snprintf(exp_path, sizeof exp_path, "%s/%.*s.expect", dir, (int)strlen(names[i]) - 3,
                 names[i]);
        size_t len = 0, elen = 0;
        char *src = read_file(path, &len);
        char *exp = read_file(exp_path, &elen);
        if (!src || !exp) {
            printf("FAIL %s: cannot read it or its .expect file\n", path);
            failed++;
            free(src);
            free(exp);
            free(names[i]);
            continue;
        }
        char *e = malloc(elen + 1);
        memcpy(e, exp, elen);
        e[elen] = '\0';
        strip_newline(e);
        char ekind[64], emsg[512];
        int eline, ecol;
        if (sscanf(e, "%63[^:]:%d:%d: %511[^\n]", ekind, &eline, &ecol, emsg) != 4) {
            printf("FAIL %s: malformed .expect\n", exp_path);
            failed++;
        } else {
            Arena a;
            arena_init(&a, NULL);
            ParseError err;
            Node *m = parse_module(&a, src, len, &err);
            if (m) {
                printf("FAIL %s: parsed, want %s\n", path, e);
                failed++;
            } else if (strcmp(err.msg, emsg) != 0 || err.line != eline ||
                       strcmp(kind_name(err.kind), ekind) != 0) {
                printf("FAIL %s:\n  want %s\n  got  %s:%d:%d: %s\n", path, e, kind_name(err.kind),
                       err.line, err.col, err.msg);
                failed++;
            } else {
                passed++;
                if (err.col != ecol) {
                    printf("note %s: column %d, CPython %d (%s)\n", path, err.col, ecol, emsg);
                    col_mismatch++;
                }
            }
            arena_free(&a);
        }
        free(e);
        free(src);
        free(exp);
        free(names[i]);
    }
    free(names);
}

/* ---- robustness ------------------------------------------------------- */

static uint64_t rng_state;

static uint64_t rnd(void) {
    /* xorshift64*: deterministic for a given seed. */
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 2685821657736338717ULL;
}

static size_t rnd_below(size_t n) { return n ? (size_t)(rnd() % n) : 0; }

static const char *const pieces[] = {
    "(", ")", "[", "]", "{", "}", "'", "\"", "\"\"\"", "'''", "\\", "\n", "\r\n", "\t", " ",
    "    ", ":", "=", ":=", "#", "f\"", "f'", "b'", "rb\"", "{x}", "{x!r:>{w}}", "{{", "}}",
    "\xff", "\xc3\xa9", "\xe2\x82\xac", "\x00", "lambda", "match ", "case ", "if ", "else",
    "*", "**", "0x", "1e", "1_", ".5", "5j", "\\N{BULLET}", "\\x4", "yield", "await", "async",
    "def ", "class ", "@", "->", ",", ";", "...", "not ", "is ", "in ", "_", "print ",
};

static void mutate_and_parse(const char *src, size_t len, const char *other, size_t olen) {
    size_t cap = len + 4096;
    char *buf = malloc(cap);
    memcpy(buf, src, len);
    size_t n = len;
    int muts = 1 + (int)rnd_below(8);
    for (int k = 0; k < muts; k++) {
        size_t at = rnd_below(n + 1);
        switch (rnd_below(6)) {
        case 0: /* flip a byte */
            if (n) buf[rnd_below(n)] = (char)rnd();
            break;
        case 1: { /* insert a piece */
            const char *pc = pieces[rnd_below(sizeof pieces / sizeof pieces[0])];
            size_t pl = pc[0] ? strlen(pc) : 1;
            if (n + pl >= cap) break;
            memmove(buf + at + pl, buf + at, n - at);
            memcpy(buf + at, pc, pl);
            n += pl;
            break;
        }
        case 2: { /* delete a range */
            size_t dl = rnd_below(16);
            if (at + dl > n) dl = n - at;
            memmove(buf + at, buf + at + dl, n - at - dl);
            n -= dl;
            break;
        }
        case 3: { /* duplicate a range */
            if (!n) break;
            size_t from = rnd_below(n), dl = rnd_below(64);
            if (from + dl > n) dl = n - from;
            if (n + dl >= cap) break;
            char tmp[64];
            memcpy(tmp, buf + from, dl);
            memmove(buf + at + dl, buf + at, n - at);
            memcpy(buf + at, tmp, dl);
            n += dl;
            break;
        }
        case 4: { /* splice in text from another file */
            if (!olen) break;
            size_t from = rnd_below(olen), dl = rnd_below(128);
            if (from + dl > olen) dl = olen - from;
            if (n + dl >= cap) break;
            memmove(buf + at + dl, buf + at, n - at);
            memcpy(buf + at, other + from, dl);
            n += dl;
            break;
        }
        default: /* truncate */
            n = at;
            break;
        }
    }
    Arena a;
    arena_init(&a, NULL);
    ParseError err;
    Node *m = parse_module(&a, buf, n, &err);
    if (m) {
        /* Walking the result catches dangling or uninitialised nodes. */
        FILE *devnull = fopen("/dev/null", "w");
        ast_dump(m, devnull);
        fclose(devnull);
    }
    arena_free(&a);
    free(buf);
}

static void fuzz_files(char **paths, int npaths, int iterations, uint64_t seed) {
    rng_state = seed ? seed : 88172645463325252ULL;
    char **srcs = malloc((size_t)npaths * sizeof *srcs);
    size_t *lens = malloc((size_t)npaths * sizeof *lens);
    int ok = 0;
    for (int i = 0; i < npaths; i++) {
        srcs[ok] = read_file(paths[i], &lens[ok]);
        if (srcs[ok]) ok++;
    }
    for (int it = 0; it < iterations && ok; it++) {
        int i = (int)rnd_below((size_t)ok), j = (int)rnd_below((size_t)ok);
        mutate_and_parse(srcs[i], lens[i], srcs[j], lens[j]);
    }
    for (int i = 0; i < ok; i++) free(srcs[i]);
    free(srcs);
    free(lens);
}

static char *repeat(const char *prefix, const char *unit, int times, const char *suffix) {
    size_t ul = strlen(unit), pl = strlen(prefix), sl = strlen(suffix);
    char *s = malloc(pl + ul * (size_t)times + sl + 1);
    memcpy(s, prefix, pl);
    for (int i = 0; i < times; i++) memcpy(s + pl + ul * (size_t)i, unit, ul);
    memcpy(s + pl + ul * (size_t)times, suffix, sl + 1);
    return s;
}

/* Pathological inputs: each must give a result (tree or error) without
 * exhausting the C stack; `want_ok` says which. */
static void check_nesting(void) {
    struct {
        char *src;
        int want_ok; /* 1 parses, 0 fails, -1 either */
    } cases[] = {
        {repeat("x = ", "(", 199, "1"), 0},
        {repeat("x = ", "-", 100000, "1"), 0},
        {repeat("x = ", "not ", 50000, "1"), 0},
        {repeat("x = ", "lambda: ", 20000, "1"), 0},
        {repeat("x = ", "a if b else ", 20000, "c"), 0},
        {repeat("x = ", "a ** ", 20000, "b"), 0},
        {repeat("x = a", ".b", 100000, ""), 0},
        {repeat("x = a", "(1)", 100000, ""), 0},
        {repeat("x = 1", " + 1", 100000, ""), 0},
        {repeat("x = ", "await ", 20000, "x"), 0},
        {repeat("", "*", 20000, "a = 1"), 0},
        {repeat("x = ", "[", 250, ""), 0},
        {repeat("x = ", "f'{", 50, ""), 0},
        {repeat("x = 1", " + 1", 50, ""), 1},
        {repeat("", "if x:\n", 1, " pass\n"), 1},
        {repeat("match x:\n case ", "[", 250, ""), 0},
        {repeat("match x:\n case ", "(", 150, ""), 0},
        {repeat("def f(", "a=(", 150, ""), 0},
        {repeat("", "@d\n", 10000, "def f(): pass\n"), 1},
        {repeat("x = [", "1, ", 100000, "]\n"), 1},
        {repeat("x = ", "'a' ", 100000, "\n"), 1},
        {repeat("", "x = 1\n", 100000, ""), 1},
        {repeat("x = f'", "{a}{b!r:>{w}}", 10000, "'\n"), 1},
        {repeat("", "\n", 100000, "x"), 1},
        {repeat("x = (", "1,", 1, ")\n"), 1},
        {repeat("x = 1", " + 1", 900, "\n"), 1},
        {repeat("x = 1", " + 1", 1200, "\n"), 0},
        {repeat("if x:\n pass\n", "elif x:\n pass\n", 900, "else:\n pass\n"), 1},
        {repeat("if x:\n pass\n", "elif x:\n pass\n", 5000, ""), 0},
        {repeat("x = ", "[", 199, ""), 0},
        {repeat("import a", ".b", 100000, "\n"), 1},
        {repeat("x = '", "\\N{BULLET}\\x41\\u00e9", 10000, "'\n"), 1},
        {repeat("x = f'''", "{a:{b}}{{}}", 10000, "'''\n"), 1},
        {repeat("", "    ", 1, "x = 1\n"), 0},
        {repeat("x = [", "(", 190, ""), 0},
        {repeat("x = ", "(-", 190, "1"), 0},
        {repeat("x = ", "(lambda: ", 190, "1"), 0},
        {repeat("x = ", "{**", 150, "{}"), 0},
        {repeat("f(", "*", 5000, "a)\n"), 0},
    };
    /* Nested blocks, 99 levels (CPython's limit is 100) and past it. */
    char *deep = malloc(200 * 200 + 64), *deeper = malloc(200 * 200 + 64);
    size_t o = 0, o2 = 0;
    for (int i = 0; i < 98; i++) {
        for (int k = 0; k < i; k++) deep[o++] = ' ';
        memcpy(deep + o, "if x:\n", 6);
        o += 6;
    }
    for (int k = 0; k < 98; k++) deep[o++] = ' ';
    memcpy(deep + o, "pass\n", 6);
    for (int i = 0; i < 120; i++) {
        for (int k = 0; k < i; k++) deeper[o2++] = ' ';
        memcpy(deeper + o2, "while x:\n", 9);
        o2 += 9;
    }
    for (int k = 0; k < 120; k++) deeper[o2++] = ' ';
    memcpy(deeper + o2, "pass\n", 6);
    int ncases = (int)(sizeof cases / sizeof cases[0]);
    for (int i = 0; i < ncases + 2; i++) {
        char *src = i < ncases ? cases[i].src : i == ncases ? deep : deeper;
        int want = i < ncases ? cases[i].want_ok : i == ncases ? 1 : 0;
        Arena a;
        arena_init(&a, NULL);
        ParseError err;
        Node *m = parse_module(&a, src, strlen(src), &err);
        if (want >= 0 && (m != NULL) != (want == 1)) {
            printf("FAIL nesting case %d (%.40s...): %s\n", i, src, m ? "parsed" : err.msg);
            failed++;
        } else {
            passed++;
        }
        arena_free(&a);
        free(src);
    }
}

/* Fail the Nth arena allocation for every N: each must end in a clean
 * "out of memory" (or, when the allocation was not needed, success). */
static void check_oom(const char *root) {
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/corpus", root);
    int n;
    char **names = list_dir(dir, ".py", &n);
    int bad = 0;
    for (int i = 0; i < n; i++) {
        if (i % 4 == 0) {
            char path[2048];
            snprintf(path, sizeof path, "%s/%s", dir, names[i]);
            size_t len = 0;
            char *src = read_file(path, &len);
            if (src) {
                for (uint64_t k = 1; k < 100000; k++) {
                    Arena a;
                    arena_init(&a, NULL);
                    a.fail_at = k;
                    ParseError err;
                    Node *m = parse_module(&a, src, len, &err);
                    bool hit = a.failed;
                    if (!m && hit && err.kind != PERR_MEMORY) {
                        printf("FAIL oom sweep %s at %llu: %s\n", path, (unsigned long long)k,
                               err.msg);
                        bad++;
                    }
                    if (m && hit) {
                        printf("FAIL oom sweep %s at %llu: parsed despite a failed allocation\n",
                               path, (unsigned long long)k);
                        bad++;
                    }
                    arena_free(&a);
                    if (!hit || bad) break;
                }
                free(src);
            }
        }
        free(names[i]);
    }
    free(names);
    if (bad) failed++;
    else passed++;
}

static int check(const char *root) {
    check_corpus(root);
    check_errors(root);
    check_nesting();
    check_oom(root);
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/corpus", root);
    int n;
    char **names = list_dir(dir, ".py", &n);
    char **paths = malloc((size_t)(n ? n : 1) * sizeof *paths);
    for (int i = 0; i < n; i++) {
        paths[i] = malloc(strlen(dir) + strlen(names[i]) + 2);
        sprintf(paths[i], "%s/%s", dir, names[i]);
        free(names[i]);
    }
    free(names);
    fuzz_files(paths, n, 3000, 1);
    passed++; /* the fuzz pass: reaching here without a crash */
    for (int i = 0; i < n; i++) free(paths[i]);
    free(paths);
    if (col_mismatch) printf("%d error columns differ from CPython\n", col_mismatch);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

int main(int argc, char **argv) {
    if (argc == 1) return check("tests/parser");
    if (strcmp(argv[1], "--check") == 0) return check(argc > 2 ? argv[2] : "tests/parser");
    if (strcmp(argv[1], "--fuzz") == 0) {
        if (argc < 5) {
            fprintf(stderr, "usage: %s --fuzz N SEED FILE...\n", argv[0]);
            return 2;
        }
        fuzz_files(argv + 4, argc - 4, atoi(argv[2]), strtoull(argv[3], NULL, 10));
        printf("fuzz done\n");
        return 0;
    }
    for (int i = 1; i < argc; i++) {
        size_t len;
        char *src = read_file(argv[i], &len);
        if (!src) {
            printf("ERROR cannot read %s\n", argv[i]);
            continue;
        }
        dump_source(src, len, stdout);
        free(src);
    }
    return 0;
}
