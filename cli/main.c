/* The smolvm command. It uses only the public header. */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
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
    EXIT_USAGE = CLI_EXIT_USAGE,
    EXIT_IO = CLI_EXIT_IO,
    EXIT_CONFINE = CLI_EXIT_CONFINE,
};

/* The commands, for dispatch and help. */
enum {
    CMD_RUN = 1u << 0,
    CMD_CODE = 1u << 1,     /* -c */
    CMD_REPL = 1u << 2,
    CMD_CHECK = 1u << 3,
    CMD_DIS = 1u << 4,
    CMD_COMPILE = 1u << 5,
    CMD_SERVE = 1u << 6,
    CMD_HELP = 1u << 7,
    CMD_VERSION = 1u << 8,
};
/* Commands that make a VM, and those that run snippets. */
#define CMD_VM (CMD_RUN | CMD_CODE | CMD_REPL | CMD_CHECK | CMD_DIS | CMD_COMPILE | CMD_SERVE)
#define CMD_RUNS (CMD_RUN | CMD_CODE | CMD_REPL)
#define CMD_ALL (CMD_VM | CMD_HELP | CMD_VERSION)

/* A command's help is its usage lines, what it does (paragraphs separated
 * by an empty line, wrapped when printed), the options that apply to it
 * (from `options` below) and, for the commands that run or compile
 * snippets, the exit codes. */
typedef struct Command {
    const char *name;
    unsigned id;
    const char *args;       /* after the name, in the general help */
    const char *summary;    /* one line in the general help */
    const char *usage;
    const char *about;
} Command;

static const Command commands[] = {
    {"run", CMD_RUN, "FILE [FILE ...]", "run files as successive steps of one session ('-': standard input)",
     "usage: smolvm [options] run FILE [FILE ...]\n"
     "       smolvm [options] FILE [FILE ...]\n"
     "       smolvm [options] run -\n",
     "Run each FILE as a step of one session: the globals a step defines are visible to the steps after "
     "it, as in an agent loop. A failing step reports its error and the next step still runs. FILE is "
     "Python source or a bytecode image (.smolc, recognised by its first bytes whatever the file is "
     "called); '-' reads a snippet from standard input. Every file is read before the first step runs; "
     "the process then confines itself with a seccomp filter (docs/security.md).\n\n"
     "What a snippet prints goes to standard output. final_answer(x) ends the step and prints "
     "'Final answer: ' + repr(x). An uncaught exception prints a CPython-format traceback on standard "
     "error; a limit stop or a policy rejection prints one line there naming the limit or the "
     "violation. The exit code is that of the last failing step (66 for a file that cannot be read)."},
    {"-c", CMD_CODE, "CODE", "run CODE",
     "usage: smolvm [options] -c CODE\n",
     "Run CODE, a snippet given as an argument, as one step (named <string> in tracebacks). Output, "
     "errors and exit codes are those of run."},
    {"repl", CMD_REPL, "", "interactive session: line editing, history, blocks, _ (bare smolvm on a terminal)",
     "usage: smolvm [options] repl\n"
     "       smolvm [options]            (standard input on a terminal)\n",
     "An interactive session, as Python's REPL. A line that leaves a bracket or a triple-quoted string "
     "open, or ends with a backslash, continues on a '... ' line; a compound statement (def, class, if, "
     "for, while, with, try, a decorator, any first line ending in ':') runs when an empty line ends it. "
     "Each block is one run in the session. The value of a block that ends with an expression is echoed "
     "with repr() unless it is None, and kept in _ (a copy, for a value of a built-in type).\n\n"
     "On a terminal, lines are edited with libedit (emacs keys; ~/.editrc is read) and the up and down "
     "arrows recall earlier lines. The history is kept in memory for the session only: it is never "
     "read from or saved to a file. Ctrl-C clears the line or the unfinished block; Ctrl-D on an empty "
     "line ends the session. The snippets run in a child process that confines itself with the seccomp "
     "filter, while the process that edits the lines runs no snippet code. A run cannot be stopped with "
     "Ctrl-C: it ends at its limits; a second Ctrl-C during the same block ends the session (and smolvm, "
     "by SIGINT).\n\n"
     "Anywhere else (standard input from a pipe or a file) the process confines itself, reads plain "
     "lines and writes the prompts to standard output. The exit code is that of the last block."},
    {"check", CMD_CHECK, "FILE [FILE ...]", "compile and policy-check without running; list the modules, tools and builtins referenced",
     "usage: smolvm [options] check FILE [FILE ...]\n",
     "Compile each FILE (source or bytecode image) and check it against the policy (imports, builtins, "
     "introspection attributes) without running any of it. For a snippet that passes, print 'FILE: ok' "
     "and the modules, tools and builtins it references, one list a line. A SyntaxError exits with 1, "
     "a policy rejection with 2."},
    {"dis", CMD_DIS, "FILE [FILE ...]", "show the bytecode",
     "usage: smolvm [options] dis FILE [FILE ...]\n",
     "Print the bytecode of each FILE (source or bytecode image): its code objects, constants, names "
     "and instructions."},
    {"compile", CMD_COMPILE, "FILE [-o OUT]", "compile to a bytecode image (FILE.smolc)",
     "usage: smolvm [options] compile FILE [FILE ...]\n"
     "       smolvm [options] compile FILE -o OUT\n",
     "Compile each FILE, check it against the policy and write it as a bytecode image: to FILE with .py "
     "replaced by .smolc (.smolc added to any other name), or to OUT with -o ('-o -' writes standard "
     "output; a FILE of '-' reads standard input and writes standard output). An image holds a "
     "checksummed header, the snippet's manifest, its filename, its source (unless --no-source) and the "
     "code, deflated with zlib unless --uncompressed; run, check and dis verify it before they use it."},
    {"serve", CMD_SERVE, "", "serve sessions over JSON lines on standard input and output",
     "usage: smolvm [options] serve\n",
     "Hold many sessions in one process, driven by JSON lines: requests on standard input, replies and "
     "events on standard output (the protocol is in docs/protocol.md). The limit options set the "
     "defaults of the sessions it opens; --allow-import adds to every session's allowlist. The process "
     "confines itself once started."},
    {"help", CMD_HELP, "[COMMAND]", "show this help, or a command's",
     "usage: smolvm help [COMMAND]\n",
     "Print the general help, or COMMAND's own (the same as smolvm COMMAND --help)."},
    {"version", CMD_VERSION, "", "show the version",
     "usage: smolvm version\n"
     "       smolvm -V | --version\n",
     "Print the version of smolvm, as 'smolvm 0.2.0'."},
};

/* The options, and the commands each applies to. */
typedef struct Option {
    const char *name;
    const char *arg;
    unsigned cmds;
    const char *help;
} Option;

static const Option options[] = {
    {"--max-instructions", "N", CMD_VM, "instruction budget per run (default 100000000)"},
    {"--max-memory", "SIZE", CMD_VM, "memory cap, e.g. 64M, 1G (default 256M)"},
    {"--max-recursion", "N", CMD_VM, "call depth limit (default 1000)"},
    {"--max-output", "SIZE", CMD_VM, "captured print output per run, and every other text of a result (default 1M)"},
    {"--deadline", "SECONDS", CMD_VM, "wall-clock limit per run (default 30, as smolagents' executor; 0 = none)"},
    {"--allow-import", "MOD", CMD_VM, "also allow importing MOD (repeatable; 'pkg.*' and '*' work)"},
    {"--seed", "N", CMD_VM, "string hashing seed"},
    {"--stats", NULL, CMD_VM & ~CMD_SERVE, "print each run's receipt to standard error"},
    {"--show-output", NULL, CMD_RUN | CMD_CODE,
     "after each step, print its last output as smolagents' CodeAgent shows it: 'Last output from code "
     "snippet:' and str() of the value"},
    {"--json", NULL, CMD_RUN | CMD_CODE, "print each step's result as one JSON line (logs inside)"},
    {"-o", "OUT", CMD_COMPILE, "write the image to OUT ('-': standard output)"},
    {"--no-source", NULL, CMD_COMPILE, "leave the source text out of the image"},
    {"--uncompressed", NULL, CMD_COMPILE, "store the image's payload as it is, not deflated"},
    {"--no-confine", NULL, CMD_RUNS | CMD_SERVE,
     "do not confine the process with its seccomp filter (debugging; prints a warning)"},
    {"--gc-stress", NULL, CMD_VM, "collect garbage at every safe point (testing)"},
    {"--callback-stress", NULL, CMD_VM,
     "collect garbage at every return from Python code into a native and poison freed memory (testing)"},
    {"-h, --help", NULL, CMD_ALL, "show this help"},
    {"-V, --version", NULL, CMD_ALL, "show the version"},
};

static const char exit_codes[] =
    "exit codes: 0 ok, 1 uncaught exception (SyntaxError included), 2 rejected by the policy, 3 "
    "instruction budget, 4 memory cap, 5 deadline, 6 SystemExit, 64 usage error, 66 file error, 71 the "
    "process could not be confined";

#define HELP_WIDTH 79
#define HELP_COLUMN 26

/* Print `text` on from column `col` (a space first unless at the start of
 * a line), wrapped at HELP_WIDTH with continuation lines starting at
 * column `indent`; "\n" starts a new line at column 0. */
static void wrap(FILE *f, const char *text, int col, int indent) {
    const char *p = text;
    while (*p) {
        if (*p == '\n') {
            fputc('\n', f);
            col = 0;
            p++;
            continue;
        }
        if (*p == ' ') {
            p++;
            continue;
        }
        int n = (int)strcspn(p, " \n");
        if (col > indent && col + 1 + n > HELP_WIDTH) {
            fprintf(f, "\n%*s", indent, "");
            col = indent;
        } else if (col > 0) {
            fputc(' ', f);
            col++;
        }
        fwrite(p, 1, (size_t)n, f);
        col += n;
        p += n;
    }
    if (col) fputc('\n', f);
}

/* One line of a two-column list: "  NAME ARGS" then the wrapped text. */
static void item(FILE *f, const char *left, const char *args, const char *prefix, const char *text) {
    int col = fprintf(f, "  %s%s%s", left, args && *args ? " " : "", args ? args : "");
    if (col >= HELP_COLUMN - 1) {
        fputc('\n', f);
        col = 0;
    }
    /* wrap() puts one space before the first word. */
    col += fprintf(f, "%*s%s%s", HELP_COLUMN - 1 - col, "", prefix ? " " : "", prefix ? prefix : "");
    wrap(f, text, col, HELP_COLUMN);
}

static const Command *find_command(const char *name) {
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(commands[i].name, name)) return &commands[i];
    return NULL;
}

/* The commands an option is limited to, as "run, -c:". */
static void option_scope(char *buf, size_t size, unsigned cmds) {
    buf[0] = '\0';
    if ((cmds & CMD_VM) == CMD_VM) return;
    size_t n = 0;
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (cmds & commands[i].id)
            n += (size_t)snprintf(buf + n, n < size ? size - n : 0, "%s%s", n ? ", " : "", commands[i].name);
    if (n + 2 < size) memcpy(buf + n, ":", 2);
}

static void print_help(const Command *c, FILE *f) {
    if (!c) {
        fputs("usage: smolvm [options] COMMAND [ARGS]\n"
              "       smolvm [options] FILE [FILE ...]    the same as smolvm run FILE ...\n"
              "       smolvm [options]                    the REPL on a terminal; else run standard input\n"
              "\n",
              f);
        wrap(f, "smolvm runs the Python snippets LLM agents write in a sandbox: compiled, checked against a "
                "policy before any of it runs, and run under hard limits (instructions, memory, call depth, "
                "output, wall-clock time). The man page smolvm(1) has the details.", 0, 0);
        fputs("\ncommands:\n", f);
        for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
            item(f, commands[i].name, commands[i].args, NULL, commands[i].summary);
        fputs("run, check and dis also take bytecode images (.smolc), recognised by their content.\n"
              "\noptions (before or after the command):\n", f);
        for (size_t i = 0; i < sizeof options / sizeof options[0]; i++) {
            char scope[128];
            option_scope(scope, sizeof scope, options[i].cmds);
            item(f, options[i].name, options[i].arg, scope[0] ? scope : NULL, options[i].help);
        }
        fputc('\n', f);
        wrap(f, exit_codes, 0, 12);
        fputs("\n'smolvm help COMMAND' or 'smolvm COMMAND --help' shows a command's own help.\n", f);
        return;
    }
    fputs(c->usage, f);
    fputc('\n', f);
    wrap(f, c->about, 0, 0);
    fputs("\noptions:\n", f);
    for (size_t i = 0; i < sizeof options / sizeof options[0]; i++)
        if (options[i].cmds & c->id) item(f, options[i].name, options[i].arg, NULL, options[i].help);
    if (c->id & (CMD_RUNS | CMD_CHECK | CMD_DIS | CMD_COMPILE)) {
        fputc('\n', f);
        wrap(f, exit_codes, 0, 12);
    }
}

/* A usage error: the message, a hint, and exit code 64. */
__attribute__((format(printf, 1, 2))) static int usage_error(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fputs("smolvm: ", stderr);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputs("\nTry 'smolvm --help' for more information.\n", stderr);
    return EXIT_USAGE;
}

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
    /* NaN, infinities and sizes past 2**63 have no size_t (the
     * conversion would be undefined). */
    double bytes = v * mul;
    if (!(bytes < 9223372036854775808.0)) return -1;
    *out = (size_t)bytes;
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

int cli_exit_code(smol_status s) {
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

void cli_report(const smol_result *r, bool stats, cli_show show, FILE *out, FILE *err) {
    if (r->logs_len) fwrite(r->logs, 1, r->logs_len, out);
    bool done = r->status == SMOL_OK || r->status == SMOL_FINAL_ANSWER;
    if (done && show == CLI_SHOW_LAST_OUTPUT) {
        /* The text smolagents' CodeAgent shows the model after the logs,
         * on a line of its own. */
        if (r->logs_len && r->logs[r->logs_len - 1] != '\n') fputc('\n', out);
        fprintf(out, "Last output from code snippet:\n%s\n", r->output_str ? r->output_str : "None");
    }
    if (r->status == SMOL_FINAL_ANSWER) fprintf(out, "Final answer: %s\n", r->output_repr ? r->output_repr : "None");
    if (show == CLI_SHOW_ECHO && r->status == SMOL_OK && r->value && r->value->type != SMOL_NONE)
        fprintf(out, "%s\n", r->output_repr ? r->output_repr : "");
    fflush(out);
    switch (r->status) {
    case SMOL_OK: case SMOL_FINAL_ANSWER:
        break;
    case SMOL_EXCEPTION: case SMOL_REJECTED:
        if (r->error) fputs(r->error, err);
        break;
    case SMOL_EXIT:
        fprintf(err, "smolvm: the snippet ended the run with %s: %s\n",
                r->error_type ? r->error_type : "SystemExit", r->error_message ? r->error_message : "");
        break;
    default:
        fprintf(err, "smolvm: %s\n", r->error ? r->error : smol_status_name(r->status));
        break;
    }
    if (stats)
        fprintf(err, "smolvm: status=%s instructions=%lld peak_memory=%zu allocated=%zu allocations=%llu output_bytes=%zu wall=%.6fs\n",
                smol_status_name(r->status), (long long)r->instructions, r->peak_memory, r->total_allocated,
                (unsigned long long)r->allocations, r->output_bytes, r->wall_seconds);
    fflush(err);
}

static void print_list(const char *what, char **l) {
    printf("  %s:", what);
    for (size_t i = 0; l && l[i]; i++) printf("%s %s", i ? "," : "", l[i]);
    putchar('\n');
}

/* `smolvm compile`: FILE.py -> FILE.smolc (or OUT, '-' for stdout). */
static int compile_file(smol_vm *vm, const char *path, const char *name, const char *src, size_t len,
                        const char *outpath, unsigned image_flags, bool stats) {
    smol_result r;
    void *img = NULL;
    size_t ilen = 0;
    smol_compile_image(vm, src, len, name, image_flags, &img, &ilen, &r);
    if (r.status != SMOL_OK) {
        cli_report(&r, stats, CLI_SHOW_NONE, stdout, stderr);
        int c = cli_exit_code(r.status);
        smol_result_free(&r);
        return c ? c : EXIT_EXCEPTION;
    }
    cli_report(&r, stats, CLI_SHOW_NONE, stdout, stderr);
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
    /* Early ways out go through `out`, which frees the argument lists. */
#define END(code) do { rc = (code); goto out; } while (0)
    int rc = 0;
    const char *cmd = NULL, *code = NULL, *topic = NULL;
    const char **files = calloc((size_t)argc + 1, sizeof(char *));
    const char **imports = calloc((size_t)argc + 1, sizeof(char *));
    if (!files || !imports) END(EXIT_IO);
    int nfiles = 0, nimports = 0;
    bool stats = false, no_confine = false, json = false, show_output = false;
    unsigned image_flags = 0;
    bool want_help = false;
    const char *outpath = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
#define NEED_VALUE() do { if (!val) END(usage_error("%s needs a value", a)); i++; } while (0)
        if (cmd && !strcmp(cmd, "help") && !topic && find_command(a)) {
            /* `smolvm help -c` names the command -c. */
            topic = a;
        } else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            /* Printed once the command, which may come later, is known. */
            want_help = true;
        } else if (!strcmp(a, "-V") || !strcmp(a, "--version")) {
            printf("smolvm %s\n", smol_version());
            END(0);
        } else if (!strcmp(a, "--max-instructions")) {
            NEED_VALUE();
            char *end;
            errno = 0;
            long long n = strtoll(val, &end, 10);
            if (*end || end == val || errno || n <= 0) END(usage_error("bad --max-instructions value '%s'", val));
            cfg.max_instructions = n;
        } else if (!strcmp(a, "--max-memory") || !strcmp(a, "--max-output")) {
            NEED_VALUE();
            size_t n;
            if (parse_size(val, &n) < 0 || n == 0) END(usage_error("bad %s value '%s'", a, val));
            if (!strcmp(a, "--max-memory")) cfg.max_memory = n;
            else cfg.max_output = n;
        } else if (!strcmp(a, "--max-recursion")) {
            NEED_VALUE();
            char *end;
            errno = 0;
            long n = strtol(val, &end, 10);
            if (*end || end == val || errno || n <= 0 || n > INT_MAX)
                END(usage_error("bad --max-recursion value '%s'", val));
            cfg.max_recursion = (int)n;
        } else if (!strcmp(a, "--deadline")) {
            NEED_VALUE();
            char *end;
            double d = strtod(val, &end);
            if (*end || end == val || !(d >= 0 && d <= 1e9)) END(usage_error("bad --deadline value '%s'", val));
            cfg.deadline_seconds = d;
        } else if (!strcmp(a, "--allow-import")) {
            NEED_VALUE();
            imports[nimports++] = val;
        } else if (!strcmp(a, "--seed")) {
            NEED_VALUE();
            char *end;
            errno = 0;
            unsigned long long n = strtoull(val, &end, 10);
            /* strtoull would take "-1" as 2**64-1. */
            if (*end || end == val || errno || strchr(val, '-')) END(usage_error("bad --seed value '%s'", val));
            cfg.hash_seed = n;
        } else if (!strcmp(a, "--stats")) {
            stats = true;
        } else if (!strcmp(a, "--json")) {
            json = true;
        } else if (!strcmp(a, "--show-output")) {
            show_output = true;
        } else if (!strcmp(a, "--no-source")) {
            image_flags |= SMOL_IMAGE_NO_SOURCE;
        } else if (!strcmp(a, "--uncompressed")) {
            image_flags |= SMOL_IMAGE_UNCOMPRESSED;
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
        } else if (a[0] == '-' && a[1] != '\0') {
            END(usage_error("unknown option '%s'", a));
        } else if (!cmd) {
            const Command *c = find_command(a);
            if (c) {
                cmd = c->name;
            } else if (!strcmp(a, "-") || strchr(a, '/') || strchr(a, '.') || access(a, F_OK) == 0) {
                /* `smolvm FILE` is short for `smolvm run FILE`; a word
                 * that names no file and no command is a mistake. */
                cmd = "run";
                files[nfiles++] = a;
            } else {
                END(usage_error("unknown command '%s'", a));
            }
        } else if (!strcmp(cmd, "run") || !strcmp(cmd, "check") || !strcmp(cmd, "dis") || !strcmp(cmd, "compile")) {
            files[nfiles++] = a;
        } else if (!strcmp(cmd, "help") && !topic) {
            END(usage_error("unknown command '%s'", a));
        } else {
            END(usage_error("unexpected argument '%s'", a));
        }
#undef NEED_VALUE
    }
    if (want_help || (cmd && !strcmp(cmd, "help"))) {
        const char *about = want_help ? cmd : topic;
        print_help(about ? find_command(about) : NULL, stdout);
        END(0);
    }
    if (cmd && !strcmp(cmd, "version")) {
        printf("smolvm %s\n", smol_version());
        END(0);
    }
    if (!cmd) {
        /* Bare `smolvm`: the REPL on a terminal, else the snippet on
         * standard input (as `smolvm run -`). */
        if (isatty(STDIN_FILENO)) {
            cmd = "repl";
        } else {
            cmd = "run";
            files[nfiles++] = "-";
        }
    }
    if (json && strcmp(cmd, "run") != 0 && strcmp(cmd, "-c") != 0)
        END(usage_error("--json goes with run and -c"));
    if (cmd && !strcmp(cmd, "serve")) {
        if (nfiles || outpath) END(usage_error("serve takes no files"));
        cfg.additional_imports = imports;
        END(cli_serve(&cfg, imports, no_confine));
    }
    if (strcmp(cmd, "-c") != 0 && strcmp(cmd, "repl") != 0 && nfiles == 0)
        END(usage_error("%s needs a FILE%s", cmd, strcmp(cmd, "run") ? "" : " ('-' reads standard input)"));
    if (outpath && (strcmp(cmd, "compile") != 0 || nfiles != 1)) END(usage_error("-o goes with compile and one FILE"));
    /* smolagents' "Last output" after each step of run and -c. */
    cli_show show = show_output && (!strcmp(cmd, "run") || !strcmp(cmd, "-c")) ? CLI_SHOW_LAST_OUTPUT : CLI_SHOW_NONE;
    cfg.additional_imports = imports;
    const char *why;
    int bad = smol_config_check(&cfg, &why);
    if (bad > 0) {
        const char *e = imports[bad - 1];
        size_t n = strlen(e);
        if (n > 2 && !strcmp(e + n - 2, ".*")) n -= 2;
        fprintf(stderr, "smolvm: --allow-import %s: smolvm has no module named '%.*s' (%s)\n", e, (int)n, e, why);
        return EXIT_USAGE;
    }
    smol_vm *vm = NULL;
    /* Testing aid, not an interface: SMOLVM_TEST_TEMPLATE=mod,mod,... makes
     * the VM from a template with those modules imported, so that the
     * conformance suite can run through copied VMs. */
    const char *tmods = getenv("SMOLVM_TEST_TEMPLATE");
    if (tmods) {
        char tbuf[512], *tnames[32];
        size_t tn = 0;
        snprintf(tbuf, sizeof tbuf, "%s", tmods);
        for (char *tok = strtok(tbuf, ","); tok && tn < 31; tok = strtok(NULL, ",")) tnames[tn++] = tok;
        tnames[tn] = NULL;
        const char *twhy = NULL;
        smol_template *tpl = smol_template_new(&cfg, (const char *const *)tnames, &twhy);
        if (!tpl) {
            fprintf(stderr, "smolvm: SMOLVM_TEST_TEMPLATE: %s\n", twhy ? twhy : "?");
            END(EXIT_IO);
        }
        vm = smol_vm_new_from(tpl);
        smol_template_free(tpl);
    } else {
        vm = smol_vm_new(&cfg);
    }
    if (!vm) {
        fprintf(stderr, "smolvm: cannot create the VM (out of memory)\n");
        END(EXIT_IO);
    }
    smol_session *s = smol_session_new(vm);
    if (!s) {
        fprintf(stderr, "smolvm: cannot create a session\n");
        smol_vm_free(vm);
        END(EXIT_IO);
    }
#ifdef SMOL_TEST_FORBIDDEN_SYSCALL
    cli_add_forbidden_tool(vm);
#endif
    Input *inputs = calloc((size_t)nfiles + 1, sizeof(Input));
    if (!inputs) return EXIT_IO;
    for (int i = 0; i < nfiles; i++) load_input(files[i], &inputs[i]);
    /* The REPL confines itself, or the process that runs its snippets. */
    if ((!strcmp(cmd, "run") || !strcmp(cmd, "-c")) && cli_confine(no_confine) != 0)
        return EXIT_CONFINE;
    if (!strcmp(cmd, "repl")) {
        rc = cli_repl(s, stats, no_confine);
    } else if (!strcmp(cmd, "-c")) {
        smol_result r;
        smol_vm_last_run(vm);
        smol_run(s, code, strlen(code), "<string>", &r);
        if (json) cli_json_step(&r, "<string>");
        else cli_report(&r, stats, show, stdout, stderr);
        rc = cli_exit_code(r.status);
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
                rc = compile_file(vm, path, name, src, len, outpath, image_flags, stats);
                free(src);
                free(abs);
                continue;
            }
            smol_manifest m = {0};
            if (!strcmp(cmd, "run")) {
                if (i == nfiles - 1) smol_vm_last_run(vm);
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
            else cli_report(&r, stats, show, stdout, stderr);
            if (!strcmp(cmd, "check") && r.status == SMOL_OK) {
                printf("%s: ok\n", path);
                print_list("modules", m.modules);
                print_list("tools", m.tools);
                print_list("builtins", m.builtins);
            }
            smol_manifest_free(&m);
            int c = cli_exit_code(r.status);
            if (c) rc = c;
            smol_result_free(&r);
            free(src);
            free(abs);
        }
    }
    smol_session_free(s);
    smol_vm_free(vm);
    free(inputs);
out:
    free(files);
    free(imports);
    return rc;
#undef END
}
