/* The smolvm command. It uses only the public header. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "include/smolvm.h"

/* Seconds a run of the command may take by default, as smolagents'
 * executor allows. */
#define CLI_DEFAULT_DEADLINE 30.0

/* Exit codes, documented in --help and the README. */
enum {
    EXIT_OK_ = 0,
    EXIT_EXCEPTION = 1,
    EXIT_REJECTED = 2,
    EXIT_BUDGET = 3,
    EXIT_MEMORY = 4,
    EXIT_DEADLINE = 5,
    EXIT_SYSEXIT = 6,
    EXIT_USAGE = 64,
    EXIT_IO = 66,
    EXIT_CONFINE = 71,
};

static const char usage[] =
    "usage: smolvm [options] run FILE [FILE ...]   run files as successive steps of one session\n"
    "       smolvm [options] run -                 run a snippet read from standard input\n"
    "       smolvm [options] -c CODE               run CODE\n"
    "       smolvm [options] check FILE            compile and policy-check without running; list\n"
    "                                              the modules, tools and builtins it references\n"
    "       smolvm [options] dis FILE              show the bytecode\n"
    "       smolvm [options] compile FILE [-o OUT] compile to a bytecode image (default OUT: FILE\n"
    "                                              with .smolc for .py; '-o -' writes to stdout)\n"
    "run, check and dis also take bytecode images (.smolc), recognised by their content.\n"
    "       smolvm [options] repl                  interactive session (one snippet per block)\n"
    "       smolvm [options] serve                 serve sessions over JSON lines on stdin/stdout\n"
    "                                              (docs/protocol.md)\n"
    "\n"
    "options (before or after the command):\n"
    "  --max-instructions N   instruction budget per run (default 100000000)\n"
    "  --max-memory SIZE      memory cap, e.g. 64M, 1G (default 256M)\n"
    "  --max-recursion N      call depth limit (default 1000)\n"
    "  --max-output SIZE      captured print output per run (default 1M)\n"
    "  --deadline SECONDS     wall-clock limit per run (default 30, as smolagents' executor;\n"
    "                         0 = none)\n"
    "  --allow-import MOD     also allow importing MOD (repeatable; 'pkg.*' and '*' work)\n"
    "  --seed N               string hashing seed\n"
    "  --stats                print the run's receipt to stderr\n"
    "  --json                 run, -c: print each step's result as one JSON line (logs inside)\n"
    "  --no-source            compile: leave the source text out of the image\n"
    "  --gc-stress            collect garbage at every safe point (testing)\n"
    "  --no-confine           run, -c, repl, serve: do not confine the process with its seccomp\n"
    "                         filter (debugging; prints a warning)\n"
    "  --callback-stress      collect garbage at every return from Python code\n"
    "                         into a native and poison freed memory (testing)\n"
    "  -h, --help             show this help\n"
    "  --version              show the version\n"
    "\n"
    "exit codes: 0 ok, 1 uncaught exception (SyntaxError included), 2 rejected by the policy,\n"
    "            3 instruction budget, 4 memory cap, 5 deadline, 6 SystemExit, 64 usage, 66 file error,\n"
    "            71 the process could not be confined\n";

static int parse_size(const char *s, size_t *out) {
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (errno || end == s || v < 0) return -1;
    double mul = 1;
    if (*end) {
        switch (*end) {
        case 'k': case 'K': mul = 1024.0; break;
        case 'm': case 'M': mul = 1024.0 * 1024; break;
        case 'g': case 'G': mul = 1024.0 * 1024 * 1024; break;
        case 'b': case 'B': mul = 1; break;
        default: return -1;
        }
        end++;
        if (*end == 'B' || *end == 'b' || *end == 'i') end++;
        if (*end == 'B' || *end == 'b') end++;
        if (*end) return -1;
    }
    *out = (size_t)(v * mul);
    return 0;
}

static char *read_all(FILE *f, size_t *len) {
    size_t cap = 8192, n = 0;
    char *buf = malloc(cap);
    if (!buf) return NULL;
    for (;;) {
        if (n == cap) {
            cap *= 2;
            char *p = realloc(buf, cap);
            if (!p) { free(buf); return NULL; }
            buf = p;
        }
        size_t r = fread(buf + n, 1, cap - n, f);
        n += r;
        if (r == 0) break;
    }
    if (ferror(f)) { free(buf); return NULL; }
    *len = n;
    return buf;
}

static int exit_code(smol_status s) {
    switch (s) {
    case SMOL_OK: case SMOL_FINAL_ANSWER: return EXIT_OK_;
    case SMOL_EXCEPTION: return EXIT_EXCEPTION;
    case SMOL_REJECTED: return EXIT_REJECTED;
    case SMOL_BUDGET: return EXIT_BUDGET;
    case SMOL_MEMORY: return EXIT_MEMORY;
    case SMOL_DEADLINE: return EXIT_DEADLINE;
    case SMOL_EXIT: return EXIT_SYSEXIT;
    default: return EXIT_EXCEPTION;
    }
}

static void report(const smol_result *r, bool stats) {
    if (r->logs_len) fwrite(r->logs, 1, r->logs_len, stdout);
    if (r->status == SMOL_FINAL_ANSWER) printf("Final answer: %s\n", r->output_repr ? r->output_repr : "None");
    fflush(stdout);
    switch (r->status) {
    case SMOL_OK: case SMOL_FINAL_ANSWER:
        break;
    case SMOL_EXCEPTION: case SMOL_REJECTED:
        if (r->error) fputs(r->error, stderr);
        break;
    case SMOL_EXIT:
        fprintf(stderr, "smolvm: the snippet ended the run with %s: %s\n",
                r->error_type ? r->error_type : "SystemExit", r->error_message ? r->error_message : "");
        break;
    default:
        fprintf(stderr, "smolvm: %s\n", r->error ? r->error : smol_status_name(r->status));
        break;
    }
    if (stats)
        fprintf(stderr, "smolvm: status=%s instructions=%lld peak_memory=%zu allocated=%zu allocations=%llu output_bytes=%zu wall=%.6fs\n",
                smol_status_name(r->status), (long long)r->instructions, r->peak_memory, r->total_allocated,
                (unsigned long long)r->allocations, r->output_bytes, r->wall_seconds);
    fflush(stderr);
}

/* Does `buf` need more lines before it can run? A block opened by a line
 * ending in ':' runs after an empty line; open brackets keep reading. */
static bool needs_more(const char *buf, size_t len, bool last_empty) {
    int depth = 0;
    bool block = false;
    char quote = 0;
    for (size_t i = 0; i < len; i++) {
        char c = buf[i];
        if (quote) {
            if (c == '\\') i++;
            else if (c == quote) quote = 0;
            continue;
        }
        if (c == '#') { while (i < len && buf[i] != '\n') i++; continue; }
        if (c == '"' || c == '\'') quote = c;
        else if (c == '(' || c == '[' || c == '{') depth++;
        else if (c == ')' || c == ']' || c == '}') depth--;
    }
    if (depth > 0) return true;
    /* The first line opens a block when it ends with ':'. */
    const char *nl = memchr(buf, '\n', len);
    size_t first = nl ? (size_t)(nl - buf) : len;
    while (first > 0 && (buf[first - 1] == ' ' || buf[first - 1] == '\r')) first--;
    if (first > 0 && buf[first - 1] == ':') block = true;
    return block && !last_empty;
}

static int repl(smol_session *s, bool stats) {
    char line[4096];
    char *buf = NULL;
    size_t len = 0, cap = 0;
    int rc = 0;
    for (;;) {
        fputs(len ? "... " : ">>> ", stdout);
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin)) break;
        size_t n = strlen(line);
        if (len + n + 1 > cap) {
            cap = (len + n + 1) * 2;
            char *p = realloc(buf, cap);
            if (!p) break;
            buf = p;
        }
        memcpy(buf + len, line, n);
        len += n;
        buf[len] = '\0';
        bool empty = n <= 1;
        if (needs_more(buf, len, empty && len > n)) continue;
        smol_result r;
        smol_run(s, buf, len, "<stdin>", &r);
        report(&r, stats);
        if (r.status == SMOL_OK && r.output_repr && strcmp(r.output_repr, "None") != 0) printf("%s\n", r.output_repr);
        rc = exit_code(r.status);
        smol_result_free(&r);
        len = 0;
    }
    free(buf);
    putchar('\n');
    return rc;
}

static void print_list(const char *what, char **l) {
    printf("  %s:", what);
    for (size_t i = 0; l && l[i]; i++) printf("%s %s", i ? "," : "", l[i]);
    putchar('\n');
}

/* `smolvm compile`: FILE.py -> FILE.smolc (or OUT, '-' for stdout). */
static int compile_file(smol_vm *vm, const char *path, const char *name, const char *src, size_t len,
                        const char *outpath, bool no_source, bool stats) {
    smol_result r;
    void *img = NULL;
    size_t ilen = 0;
    smol_compile_image(vm, src, len, name, no_source ? SMOL_IMAGE_NO_SOURCE : 0, &img, &ilen, &r);
    if (r.status != SMOL_OK) {
        report(&r, stats);
        int c = exit_code(r.status);
        smol_result_free(&r);
        return c ? c : EXIT_EXCEPTION;
    }
    report(&r, stats);
    smol_result_free(&r);
    char *def = NULL;
    if (!outpath && strcmp(path, "-") == 0) outpath = "-";
    if (!outpath) {
        size_t n = strlen(path);
        def = malloc(n + 7);
        if (!def) { smol_image_free(img); return EXIT_IO; }
        memcpy(def, path, n + 1);
        if (n > 3 && !strcmp(def + n - 3, ".py")) def[n - 3] = '\0';
        strcat(def, ".smolc");
        outpath = def;
    }
    int rc = 0;
    FILE *f = strcmp(outpath, "-") == 0 ? stdout : fopen(outpath, "wb");
    if (!f || fwrite(img, 1, ilen, f) != ilen || (f != stdout && fclose(f) != 0) || (f == stdout && fflush(f) != 0)) {
        fprintf(stderr, "smolvm: cannot write '%s': %s\n", outpath, strerror(errno));
        rc = EXIT_IO;
    }
    free(def);
    smol_image_free(img);
    return rc;
}

/* An input file, read before the process confines itself (afterwards it
 * can open no file): its bytes and absolute name, or why it failed. */
typedef struct Input {
    char *src, *abs;
    size_t len;
    int open_errno;     /* nonzero: the file could not be opened */
    bool unreadable;
} Input;

static void load_input(const char *path, Input *in) {
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f) {
        in->open_errno = errno ? errno : EIO;
        return;
    }
    in->src = read_all(f, &in->len);
    if (f != stdin) fclose(f);
    if (!in->src) {
        in->unreadable = true;
        return;
    }
    /* Tracebacks name the file by its absolute path, as CPython's do. */
    in->abs = strcmp(path, "-") == 0 ? NULL : realpath(path, NULL);
}

/* The second wall (docs/security.md): run, -c and repl confine the process
 * with smol_confine_process() once everything that needs a file is done.
 * Sanitizer builds cannot be confined (their runtime needs ptrace, clone
 * and exec) and say so; anywhere else a failure to confine stops smolvm. */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define CONFINE_OPTIONAL 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define CONFINE_OPTIONAL 1
#endif
#endif

int cli_confine(bool no_confine) {
    if (no_confine) {
        fputs("smolvm: warning: --no-confine: this process is not confined (no seccomp filter)\n", stderr);
        return 0;
    }
    const char *why = NULL;
    if (smol_confine_process(SMOL_CONFINE_STDIO, &why) == 0) return 0;
#ifdef CONFINE_OPTIONAL
    fprintf(stderr, "smolvm: warning: this process is not confined: %s\n", why);
    return 0;
#else
    fprintf(stderr, "smolvm: cannot confine the process: %s: %s (--no-confine runs without the filter)\n", why,
            strerror(errno));
    return -1;
#endif
}

#ifdef SMOL_TEST_FORBIDDEN_SYSCALL
/* Test builds only (tests/hardening/forbidden.c): a tool with which a
 * snippet makes a forbidden system call from inside a run. */
void cli_add_forbidden_tool(smol_vm *vm);
#endif

int main(int argc, char **argv) {
    smol_config cfg;
    smol_config_init(&cfg);
    /* People get a wall-clock limit unless they ask for none (--deadline
     * 0); the library's default stays "none" for hosts that keep time. */
    cfg.deadline_seconds = CLI_DEFAULT_DEADLINE;
    const char *cmd = NULL, *code = NULL;
    const char **files = calloc((size_t)argc + 1, sizeof(char *));
    const char **imports = calloc((size_t)argc + 1, sizeof(char *));
    if (!files || !imports) return EXIT_IO;
    int nfiles = 0, nimports = 0;
    bool stats = false, no_source = false, no_confine = false, json = false;
    const char *outpath = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
#define NEED_VALUE() do { if (!val) { fprintf(stderr, "smolvm: %s needs a value\n%s", a, usage); return EXIT_USAGE; } i++; } while (0)
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(usage, stdout);
            return 0;
        } else if (!strcmp(a, "--version")) {
            printf("smolvm %s (Python 3.11 language)\n", SMOL_VERSION_STRING);
            return 0;
        } else if (!strcmp(a, "--max-instructions")) {
            NEED_VALUE();
            char *end;
            long long n = strtoll(val, &end, 10);
            if (*end || n <= 0) { fprintf(stderr, "smolvm: bad --max-instructions value '%s'\n", val); return EXIT_USAGE; }
            cfg.max_instructions = n;
        } else if (!strcmp(a, "--max-memory") || !strcmp(a, "--max-output")) {
            NEED_VALUE();
            size_t n;
            if (parse_size(val, &n) < 0 || n == 0) { fprintf(stderr, "smolvm: bad %s value '%s'\n", a, val); return EXIT_USAGE; }
            if (!strcmp(a, "--max-memory")) cfg.max_memory = n;
            else cfg.max_output = n;
        } else if (!strcmp(a, "--max-recursion")) {
            NEED_VALUE();
            int n = atoi(val);
            if (n <= 0) { fprintf(stderr, "smolvm: bad --max-recursion value '%s'\n", val); return EXIT_USAGE; }
            cfg.max_recursion = n;
        } else if (!strcmp(a, "--deadline")) {
            NEED_VALUE();
            char *end;
            double d = strtod(val, &end);
            if (*end || end == val || !(d >= 0 && d <= 1e9)) {
                fprintf(stderr, "smolvm: bad --deadline value '%s'\n", val);
                return EXIT_USAGE;
            }
            cfg.deadline_seconds = d;
        } else if (!strcmp(a, "--allow-import")) {
            NEED_VALUE();
            imports[nimports++] = val;
        } else if (!strcmp(a, "--seed")) {
            NEED_VALUE();
            cfg.hash_seed = strtoull(val, NULL, 10);
        } else if (!strcmp(a, "--stats")) {
            stats = true;
        } else if (!strcmp(a, "--json")) {
            json = true;
        } else if (!strcmp(a, "--no-source")) {
            no_source = true;
        } else if (!strcmp(a, "-o")) {
            NEED_VALUE();
            outpath = val;
        } else if (!strcmp(a, "--no-confine")) {
            no_confine = true;
        } else if (!strcmp(a, "--gc-stress")) {
            cfg.debug_flags |= SMOL_DEBUG_GC_STRESS;
        } else if (!strcmp(a, "--callback-stress")) {
            cfg.debug_flags |= SMOL_DEBUG_CALLBACK_STRESS;
        } else if (!strcmp(a, "-c")) {
            NEED_VALUE();
            cmd = "-c";
            code = val;
        } else if (!cmd && (!strcmp(a, "run") || !strcmp(a, "check") || !strcmp(a, "dis") || !strcmp(a, "repl") ||
                            !strcmp(a, "compile") || !strcmp(a, "serve"))) {
            cmd = a;
        } else if (a[0] == '-' && a[1] == '-') {
            fprintf(stderr, "smolvm: unknown option '%s'\n%s", a, usage);
            return EXIT_USAGE;
        } else if (cmd && strcmp(cmd, "-c") != 0) {
            files[nfiles++] = a;
        } else if (!cmd) {
            /* `smolvm FILE` is short for `smolvm run FILE`. */
            cmd = "run";
            files[nfiles++] = a;
        } else {
            fprintf(stderr, "smolvm: unexpected argument '%s'\n%s", a, usage);
            return EXIT_USAGE;
        }
#undef NEED_VALUE
    }
    if (json && cmd && strcmp(cmd, "run") != 0 && strcmp(cmd, "-c") != 0) {
        fprintf(stderr, "smolvm: --json goes with run and -c\n%s", usage);
        return EXIT_USAGE;
    }
    if (cmd && !strcmp(cmd, "serve")) {
        if (nfiles || outpath) {
            fprintf(stderr, "smolvm: serve takes no files\n%s", usage);
            return EXIT_USAGE;
        }
        cfg.additional_imports = imports;
        int src = cli_serve(&cfg, imports, no_confine);
        free(files);
        free(imports);
        return src;
    }
    if (!cmd || (strcmp(cmd, "-c") != 0 && strcmp(cmd, "repl") != 0 && nfiles == 0)) {
        fputs(usage, stderr);
        return EXIT_USAGE;
    }
    if (outpath && (strcmp(cmd, "compile") != 0 || nfiles != 1)) {
        fprintf(stderr, "smolvm: -o goes with compile and one FILE\n%s", usage);
        return EXIT_USAGE;
    }
    cfg.additional_imports = imports;
    smol_vm *vm = smol_vm_new(&cfg);
    if (!vm) {
        fprintf(stderr, "smolvm: cannot create the VM (out of memory)\n");
        return EXIT_IO;
    }
    smol_session *s = smol_session_new(vm);
    if (!s) {
        fprintf(stderr, "smolvm: cannot create a session\n");
        smol_vm_free(vm);
        return EXIT_IO;
    }
#ifdef SMOL_TEST_FORBIDDEN_SYSCALL
    cli_add_forbidden_tool(vm);
#endif
    Input *inputs = calloc((size_t)nfiles + 1, sizeof(Input));
    if (!inputs) return EXIT_IO;
    for (int i = 0; i < nfiles; i++) load_input(files[i], &inputs[i]);
    if ((!strcmp(cmd, "run") || !strcmp(cmd, "-c") || !strcmp(cmd, "repl")) && cli_confine(no_confine) != 0)
        return EXIT_CONFINE;
    int rc = 0;
    if (!strcmp(cmd, "repl")) {
        rc = repl(s, stats);
    } else if (!strcmp(cmd, "-c")) {
        smol_result r;
        smol_run(s, code, strlen(code), "<string>", &r);
        if (json) cli_json_step(&r, "<string>");
        else report(&r, stats);
        rc = exit_code(r.status);
        smol_result_free(&r);
    } else {
        for (int i = 0; i < nfiles; i++) {
            const char *path = files[i];
            if (inputs[i].open_errno) {
                fprintf(stderr, "smolvm: cannot open '%s': %s\n", path, strerror(inputs[i].open_errno));
                if (json) cli_json_file_error(path, strerror(inputs[i].open_errno));
                rc = EXIT_IO;
                continue;
            }
            if (inputs[i].unreadable) {
                fprintf(stderr, "smolvm: cannot read '%s'\n", path);
                if (json) cli_json_file_error(path, "cannot read the file");
                rc = EXIT_IO;
                continue;
            }
            size_t len = inputs[i].len;
            char *src = inputs[i].src, *abs = inputs[i].abs;
            const char *name = strcmp(path, "-") == 0 ? "<stdin>" : abs ? abs : path;
            smol_result r;
            bool image = smol_is_image(src, len);
            if (!strcmp(cmd, "compile")) {
                rc = compile_file(vm, path, name, src, len, outpath, no_source, stats);
                free(src);
                free(abs);
                continue;
            }
            smol_manifest m = {0};
            if (!strcmp(cmd, "run")) {
                if (image) smol_run_image(s, src, len, &r);
                else smol_run(s, src, len, name, &r);
            } else if (!strcmp(cmd, "check")) {
                if (image) smol_image_manifest(s, src, len, &m, &r);
                else if (smol_check(s, src, len, name, &r) == SMOL_OK) {
                    smol_result_free(&r);
                    smol_manifest_of(s, src, len, &m, &r);
                }
            } else if (image) {
                smol_disassemble_image(vm, src, len, &r);
            } else {
                smol_disassemble(vm, src, len, name, &r);
            }
            if (json) cli_json_step(&r, path);
            else report(&r, stats);
            if (!strcmp(cmd, "check") && r.status == SMOL_OK) {
                printf("%s: ok\n", path);
                print_list("modules", m.modules);
                print_list("tools", m.tools);
                print_list("builtins", m.builtins);
            }
            smol_manifest_free(&m);
            int c = exit_code(r.status);
            if (c) rc = c;
            smol_result_free(&r);
            free(src);
            free(abs);
        }
    }
    smol_session_free(s);
    smol_vm_free(vm);
    free(inputs);
    free(files);
    free(imports);
    return rc;
}
