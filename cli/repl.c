/* `smolvm repl`: the interactive session, as Python's REPL.
 *
 * Lines are gathered into blocks the way CPython's REPL gathers them: a line
 * that opens a bracket, a triple-quoted string or ends with a backslash
 * asks for more, and a compound statement (`def`, `for`, `if`, a decorator,
 * any first line ending in ':') runs when an empty line ends it. Each block
 * is one run in the session; the value of a block that ends with an
 * expression is echoed with repr() (None is not) and kept in `_`.
 *
 * On a terminal (standard input and output both terminals) the lines are
 * edited with libedit, with history for the session. libedit needs the
 * terminal: every line it reads sets the terminal's modes and asks its
 * size (ioctl TCSETSW and TIOCGWINSZ), and its signal handling re-raises
 * with kill(); the confinement filter (docs/security.md) allows none of
 * these. So the session runs in a child process that confines itself and
 * never touches the terminal, and the parent, which runs no snippet code,
 * edits the lines and sends each block down a pipe. The child answers with
 * frames on another pipe (what goes to standard output, what goes to
 * standard error, and the end of the block with its exit code), which the
 * parent copies to the terminal in order; the parent checks every frame
 * header and bounds every length, since a child that was taken over could
 * write anything there. The child's standard error is a third pipe, which
 * the parent copies to its own while a block runs, so that the child never
 * holds the terminal. The parent never waits on the child without a way
 * out: a second Ctrl-C during a block ends the session, a child that sent
 * something that is not a frame is killed, and the child dies with the
 * parent (PR_SET_PDEATHSIG). Anywhere else (a pipe, a file) there is one
 * process: it confines itself and reads plain lines, printing the prompts
 * on standard output.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include <time.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <histedit.h>
#include "cli/cli.h"

#define PS1 ">>> "
#define PS2 "... "
/* Lines the editing history keeps. */
#define HISTORY_SIZE 1000
/* The longest block sent to the session's process. */
#define BLOCK_MAX ((size_t)256 << 20)
/* Seconds the session's process has to end once its input is closed. */
#define CHILD_GRACE 5
/* The longest frame the session's process may send. */
#define FRAME_MAX ((size_t)64 << 10)

/* Frame types from the session's process. */
enum { FRAME_OUT = 'o', FRAME_ERR = 'e', FRAME_DONE = 'd' };

/* ---- blocks --------------------------------------------------------------- */

/* The lines of a block so far, and what a scan of them left open. */
typedef struct Block {
    char *buf;
    size_t len, cap;
    int depth;          /* open brackets */
    char quote;         /* the quote of an open string, 0 if none */
    bool triple;        /* that string is triple-quoted */
    bool backslash;     /* the last line ends with a continuation backslash */
    bool compound;      /* the first line opens a compound statement */
    int lines;
} Block;

static void block_reset(Block *b) {
    b->len = 0;
    b->depth = 0;
    b->quote = 0;
    b->triple = false;
    b->backslash = false;
    b->compound = false;
    b->lines = 0;
}

static bool is_ident(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           (unsigned char)c >= 0x80;
}

/* Does `line` (without its newline) start with a keyword that opens a
 * compound statement, or a decorator? (`match` and `case` are soft
 * keywords: their lines end with ':' and are found that way.) */
static bool opens_compound(const char *line, size_t n) {
    static const char *const kw[] = {"if", "elif", "else", "for", "while", "try", "except", "finally",
                                     "with", "def", "class", "async"};
    size_t i = 0;
    while (i < n && (line[i] == ' ' || line[i] == '\t' || line[i] == '\f')) i++;
    if (i < n && line[i] == '@') return true;
    for (size_t k = 0; k < sizeof kw / sizeof kw[0]; k++) {
        size_t m = strlen(kw[k]);
        if (n - i >= m && memcmp(line + i, kw[k], m) == 0 && (n - i == m || !is_ident(line[i + m])))
            return true;
    }
    return false;
}

static bool blank(const char *s, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (s[i] != ' ' && s[i] != '\t' && s[i] != '\f' && s[i] != '\r' && s[i] != '\n') return false;
    return true;
}

/* Scan one line (without its newline) on from the state the lines before
 * left; returns whether the line, outside strings and comments and at
 * bracket depth 0, ends with ':'. */
static bool scan_line(Block *b, const char *s, size_t n) {
    char last = 0;
    b->backslash = false;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (b->quote) {
            if (c == '\\') {
                if (i + 1 == n) {
                    b->backslash = !b->triple;
                    break;
                }
                i++;
            } else if (c == b->quote) {
                if (!b->triple) {
                    b->quote = 0;
                } else if (i + 2 < n && s[i + 1] == c && s[i + 2] == c) {
                    b->quote = 0;
                    b->triple = false;
                    i += 2;
                }
            }
            last = 'x';
            continue;
        }
        if (c == '#') break;
        if (c == '\'' || c == '"') {
            b->quote = c;
            b->triple = i + 2 < n && s[i + 1] == c && s[i + 2] == c;
            if (b->triple) i += 2;
        } else if (c == '(' || c == '[' || c == '{') {
            b->depth++;
        } else if (c == ')' || c == ']' || c == '}') {
            if (b->depth > 0) b->depth--;
        } else if (c == '\\' && i + 1 == n) {
            b->backslash = true;
            break;
        }
        if (c != ' ' && c != '\t' && c != '\f' && c != '\r') last = c;
    }
    /* A one-line string still open at the end of its line is an error the
     * compiler reports, unless a backslash continues it. */
    if (b->quote && !b->triple && !b->backslash) b->quote = 0;
    return last == ':' && b->depth == 0 && !b->quote;
}

/* Add a line (with or without its newline) to the block. Returns 1 when
 * the block is complete and should run, 0 when it needs more lines, -1
 * when out of memory or the block is too long. A blank line with no block
 * started leaves the block empty: nothing runs. */
static int block_feed(Block *b, const char *line, size_t n) {
    while (n && (line[n - 1] == '\n' || line[n - 1] == '\r')) n--;
    bool is_blank = blank(line, n);
    if (b->lines == 0 && is_blank) return 0;
    if (n + 2 > BLOCK_MAX - b->len) return -1;
    if (b->len + n + 2 > b->cap) {
        size_t cap = (b->len + n + 2) * 2;
        char *p = realloc(b->buf, cap);
        if (!p) return -1;
        b->buf = p;
        b->cap = cap;
    }
    memcpy(b->buf + b->len, line, n);
    b->len += n;
    b->buf[b->len++] = '\n';
    b->buf[b->len] = '\0';
    bool in_string = b->quote != 0;
    bool colon = scan_line(b, line, n);
    if (b->lines++ == 0 && (opens_compound(line, n) || colon)) b->compound = true;
    if (b->depth > 0 || b->quote || b->backslash) return 0;
    if (!b->compound) return 1;
    /* A compound statement ends with an empty line (one inside a string
     * is part of the string). */
    return is_blank && !in_string ? 1 : 0;
}

/* ---- running a block ------------------------------------------------------ */

/* Is the block `exit()` or `quit()`? Python's REPL ends there; in smolvm
 * both are refused inside snippets, so the REPL takes them itself. */
static bool is_exit(const Block *b) {
    size_t i = 0, n = b->len;
    while (i < n && blank(b->buf + i, 1)) i++;
    while (n > i && blank(b->buf + n - 1, 1)) n--;
    return n - i == 6 && (memcmp(b->buf + i, "exit()", 6) == 0 || memcmp(b->buf + i, "quit()", 6) == 0);
}

/* Run one block in the session; what it prints and reports goes to `out`
 * and `err`. Returns the block's exit code; *ended tells whether it raised
 * SystemExit, which ends the session as in Python's REPL. */
static int run_block(smol_session *s, const Block *b, bool stats, FILE *out, FILE *err, bool *ended) {
    smol_result r;
    smol_run(s, b->buf, b->len, "<stdin>", &r);
    cli_report(&r, stats, CLI_SHOW_ECHO, out, err);
    /* `_` holds the last echoed value, as in Python's REPL. A value that
     * cannot cross as a tree (an instance, a function: SMOL_REPR) cannot be
     * put back, and `_` is removed rather than left holding an older one. */
    if (r.status == SMOL_OK && r.value && r.value->type != SMOL_NONE) {
        if (r.value->type == SMOL_REPR || smol_set_global(s, "_", r.value, NULL) != 0)
            smol_del_global(s, "_", NULL);
    }
    *ended = r.status == SMOL_EXIT && (!r.error_type || !strcmp(r.error_type, "SystemExit"));
    int rc = cli_exit_code(r.status);
    smol_result_free(&r);
    return rc;
}

/* ---- plain lines (not a terminal) ----------------------------------------- */

static int repl_plain(smol_session *s, bool stats, bool no_confine) {
    if (cli_confine(no_confine) != 0) return CLI_EXIT_CONFINE;
    Block b = {0};
    char *line = NULL;
    size_t lcap = 0;
    int rc = 0;
    bool ended = false;
    while (!ended) {
        fputs(b.lines ? PS2 : PS1, stdout);
        fflush(stdout);
        ssize_t n = getline(&line, &lcap, stdin);
        if (n < 0) {
            /* A block the input left unfinished still runs. */
            if (b.lines && !is_exit(&b)) rc = run_block(s, &b, stats, stdout, stderr, &ended);
            break;
        }
        int st = block_feed(&b, line, (size_t)n);
        if (st < 0) {
            fputs("smolvm: the block is too long (out of memory)\n", stderr);
            block_reset(&b);
            rc = CLI_EXIT_IO;
            continue;
        }
        if (st == 1) {
            if (is_exit(&b)) break;
            rc = run_block(s, &b, stats, stdout, stderr, &ended);
            block_reset(&b);
        }
    }
    free(line);
    free(b.buf);
    putchar('\n');
    fflush(stdout);
    return rc;
}

/* ---- the session's process (terminal) ------------------------------------- */

static int write_all(int fd, const void *p, size_t n) {
    const char *c = p;
    while (n) {
        ssize_t w = write(fd, c, n);
        if (w < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        c += w;
        n -= (size_t)w;
    }
    return 0;
}

/* Read exactly n bytes: 0, or -1 at end of input or on an error. */
static int read_all(int fd, void *p, size_t n) {
    char *c = p;
    while (n) {
        ssize_t r = read(fd, c, n);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) return -1;
        c += r;
        n -= (size_t)r;
    }
    return 0;
}

static int send_frame(int fd, char type, const char *data, size_t n) {
    do {
        size_t k = n < FRAME_MAX ? n : FRAME_MAX;
        unsigned char h[5] = {(unsigned char)type, (unsigned char)k, (unsigned char)(k >> 8),
                              (unsigned char)(k >> 16), (unsigned char)(k >> 24)};
        if (write_all(fd, h, sizeof h) != 0 || write_all(fd, data, k) != 0) return -1;
        data += k;
        n -= k;
    } while (n);
    return 0;
}

/* Standard output and error of the session's process: streams whose bytes
 * travel as frames of their type. */
static ssize_t frame_out(void *cookie, const char *buf, size_t n) {
    (void)cookie;
    return send_frame(STDOUT_FILENO, FRAME_OUT, buf, n) == 0 ? (ssize_t)n : -1;
}

static ssize_t frame_err(void *cookie, const char *buf, size_t n) {
    (void)cookie;
    return send_frame(STDOUT_FILENO, FRAME_ERR, buf, n) == 0 ? (ssize_t)n : -1;
}

/* The child: blocks arrive on standard input as a 4-byte little-endian
 * length and the text; after each, the end frame carries its exit code and
 * whether it ended the session (SystemExit). The session ends with 0 when
 * its input does (Ctrl-D), as Python's REPL, or with the SystemExit code. */
static int session_process(smol_session *s, bool stats, bool no_confine) {
    cookie_io_functions_t fo = {.write = frame_out}, fe = {.write = frame_err};
    FILE *out = fopencookie(NULL, "w", fo), *err = fopencookie(NULL, "w", fe);
    if (!out || !err) return CLI_EXIT_IO;
    setvbuf(out, NULL, _IOFBF, FRAME_MAX);
    setvbuf(err, NULL, _IOFBF, FRAME_MAX);
    if (cli_confine(no_confine) != 0) return CLI_EXIT_CONFINE;
    /* Ready: the first end frame comes before the first prompt, so that no
     * line is read for a session that could not be confined. */
    const char ready[2] = {0, 0};
    if (send_frame(STDOUT_FILENO, FRAME_DONE, ready, 2) != 0) return CLI_EXIT_IO;
    Block b = {0};
    int rc = 0;
    bool ended = false;
    while (!ended) {
        unsigned char h[4];
        if (read_all(STDIN_FILENO, h, 4) != 0) break;
        size_t n = (size_t)h[0] | (size_t)h[1] << 8 | (size_t)h[2] << 16 | (size_t)h[3] << 24;
        if (n > BLOCK_MAX) break;
        char *p = realloc(b.buf, n + 1);
        if (!p) break;
        b.buf = p;
        if (read_all(STDIN_FILENO, b.buf, n) != 0) break;
        b.buf[n] = '\0';
        b.len = n;
        rc = run_block(s, &b, stats, out, err, &ended);
        fflush(out);
        fflush(err);
        char done[2] = {(char)rc, (char)ended};
        if (send_frame(STDOUT_FILENO, FRAME_DONE, done, 2) != 0) break;
    }
    free(b.buf);
    fclose(out);
    fclose(err);
    return ended ? rc : 0;
}

/* ---- line editing (terminal) ---------------------------------------------- */

/* Set by SIGINT in the editing process; read where a line is read or a
 * block waits. A signal handler can reach nothing else. */
static volatile sig_atomic_t interrupted;

static void on_sigint(int sig) {
    (void)sig;
    interrupted = 1;
}

/* What the prompt function needs: libedit hands it only the editor. */
typedef struct Editor {
    Block block;
} Editor;

static char *prompt(EditLine *el) {
    Editor *ed = NULL;
    el_get(el, EL_CLIENTDATA, &ed);
    return ed && ed->block.lines ? PS2 : PS1;
}

/* libedit's character reader, with one difference: a read interrupted by
 * Ctrl-C ends the line (the built-in one tries the read again). */
static int read_char(EditLine *el, wchar_t *wc) {
    (void)el;
    char buf[MB_LEN_MAX];
    size_t n = 0;
    for (;;) {
        if (interrupted) return -1;
        ssize_t r = read(STDIN_FILENO, buf + n, 1);
        if (r < 0) {
            if (errno == EINTR && !interrupted) continue;
            return -1;
        }
        if (r == 0) return 0;
        n++;
        mbstate_t st;
        memset(&st, 0, sizeof st);
        size_t k = mbrtowc(wc, buf, n, &st);
        if (k == (size_t)-2) {
            if (n < sizeof buf) continue;
            n = 0;
        } else if (k == (size_t)-1) {
            n = 0;   /* not a character in this locale: dropped */
        } else {
            return 1;
        }
    }
}

/* The session's process as the editing process sees it. */
typedef struct Child {
    pid_t pid;
    int to;             /* blocks go down this pipe (non-blocking) */
    int from;           /* frames come up this one */
    int err;            /* its standard error; -1 once closed */
    char *frame;        /* FRAME_MAX bytes */
    int presses;        /* Ctrl-C presses during the current block */
} Child;

/* What ends a wait on the child besides its answer, and (CHILD_FAILED)
 * an editor that could not start. */
enum { CHILD_GONE = -1, CHILD_GARBAGE = -2, CHILD_STOPPED = -3, CHILD_FAILED = -4 };

/* Copy what the child wrote on its standard error to ours. */
static void copy_err(Child *c) {
    char buf[4096];
    ssize_t r = read(c->err, buf, sizeof buf);
    if (r < 0 && (errno == EINTR || errno == EAGAIN)) return;
    if (r <= 0) {
        close(c->err);
        c->err = -1;
        return;
    }
    write_all(STDERR_FILENO, buf, (size_t)r);
}

/* Wait until `fd` is ready for `events`, copying the child's standard
 * error meanwhile: 0, or CHILD_STOPPED when Ctrl-C was pressed a second
 * time during the block. SIGINT is let through only inside ppoll, so a
 * press cannot slip in between the check and the wait. */
static int wait_ready(Child *c, int fd, short events) {
    sigset_t sigint, old, during;
    sigemptyset(&sigint);
    sigaddset(&sigint, SIGINT);
    sigprocmask(SIG_BLOCK, &sigint, &old);
    during = old;
    sigdelset(&during, SIGINT);
    int rc = 0;
    for (;;) {
        if (interrupted) {
            interrupted = 0;
            if (++c->presses > 1) {
                rc = CHILD_STOPPED;
                break;
            }
            fputs("\nsmolvm: a run cannot be interrupted; it ends at its limits (Ctrl-C again ends the session)\n",
                  stderr);
            fflush(stderr);
        }
        struct pollfd p[2] = {{fd, events, 0}, {c->err, POLLIN, 0}};
        int r = ppoll(p, c->err >= 0 ? 2 : 1, NULL, &during);
        if (r < 0) {
            if (errno == EINTR) continue;
            break;      /* the read or write that follows reports it */
        }
        if (c->err >= 0 && p[1].revents) copy_err(c);
        if (p[0].revents) break;
    }
    sigprocmask(SIG_SETMASK, &old, NULL);
    return rc;
}

/* Send a block to the child: its 4-byte length, then its text. */
static int send_block(Child *c, const char *text, size_t len) {
    unsigned char h[4] = {(unsigned char)len, (unsigned char)(len >> 8), (unsigned char)(len >> 16),
                          (unsigned char)(len >> 24)};
    const char *parts[2] = {(const char *)h, text};
    size_t sizes[2] = {sizeof h, len};
    for (int i = 0; i < 2; i++) {
        const char *p = parts[i];
        size_t n = sizes[i];
        while (n) {
            ssize_t w = write(c->to, p, n);
            if (w > 0) {
                p += w;
                n -= (size_t)w;
            } else if (w < 0 && errno == EAGAIN) {
                int rc = wait_ready(c, c->to, POLLOUT);
                if (rc) return rc;
            } else if (!(w < 0 && errno == EINTR)) {
                return CHILD_GONE;
            }
        }
    }
    return 0;
}

/* Copy the child's frames to standard output and error until the end of
 * the block. Returns 1 when the block ended the session, 0 when it did
 * not, or CHILD_GONE, CHILD_GARBAGE (something that is not a frame) or
 * CHILD_STOPPED. Every header is checked before its length is used, and
 * every read waits in wait_ready, so a child that stops halfway through
 * a frame holds nothing but its own session. */
static int relay(Child *c) {
    unsigned char h[5];
    size_t got = 0, n = 0;
    bool body = false;
    for (;;) {
        if (body && got == n) {
            if (h[0] == FRAME_DONE) return n == 2 ? c->frame[1] != 0 : CHILD_GARBAGE;
            write_all(h[0] == FRAME_OUT ? STDOUT_FILENO : STDERR_FILENO, c->frame, n);
            body = false;
            got = 0;
            continue;
        }
        int rc = wait_ready(c, c->from, POLLIN);
        if (rc) return rc;
        ssize_t r = body ? read(c->from, c->frame + got, n - got) : read(c->from, h + got, sizeof h - got);
        if (r < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (r <= 0) return CHILD_GONE;
        got += (size_t)r;
        if (!body && got == sizeof h) {
            n = (size_t)h[1] | (size_t)h[2] << 8 | (size_t)h[3] << 16 | (size_t)h[4] << 24;
            if (n > FRAME_MAX || (h[0] != FRAME_OUT && h[0] != FRAME_ERR && h[0] != FRAME_DONE)) return CHILD_GARBAGE;
            body = true;
            got = 0;
        }
    }
}

static double seconds_since(const struct timespec *t0) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)(t.tv_sec - t0->tv_sec) + (double)(t.tv_nsec - t0->tv_nsec) / 1e9;
}

/* Wait for the child, copying its standard error, `grace` seconds at most
 * before it is killed (0: at once), and end the editing process as the
 * child ended: with its exit code, or by the signal that killed it (after
 * saying so). `why` is what ended the session on this side: a child that
 * sent something that is not a frame (or whose editor could not start)
 * is killed at once and the command ends with CLI_EXIT_IO; one ended by
 * Ctrl-C is killed at once and the command ends by SIGINT, as a program
 * stopped with Ctrl-C does. */
static int child_status(Child *c, int grace, int why) {
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int st = 0;
    bool dead = false, killed = false;
    for (;;) {
        if (!dead) {
            pid_t w = waitpid(c->pid, &st, WNOHANG);
            if (w == c->pid) dead = true;
            else if (w < 0 && errno != EINTR) return CLI_EXIT_IO;
        }
        if (dead && c->err < 0) break;
        if (!dead && !killed && seconds_since(&t0) >= grace) {
            kill(c->pid, SIGKILL);
            killed = true;
        }
        if (c->err >= 0) {
            struct pollfd p = {c->err, POLLIN, 0};
            if (poll(&p, 1, 10) > 0) copy_err(c);
        } else {
            nanosleep(&(struct timespec){0, 10 * 1000 * 1000}, NULL);
        }
    }
    if (why == CHILD_STOPPED) {
        fputs("\nsmolvm: the session was ended\n", stderr);
        fflush(stderr);
        signal(SIGINT, SIG_DFL);
        raise(SIGINT);
        return 130;
    }
    if (why == CHILD_GARBAGE || why == CHILD_FAILED) return CLI_EXIT_IO;
    if (killed && WIFSIGNALED(st) && WTERMSIG(st) == SIGKILL) {
        fputs("smolvm: the session's process did not end with its input; it was killed\n", stderr);
        fflush(stderr);
        return CLI_EXIT_IO;
    }
    if (WIFEXITED(st)) return WEXITSTATUS(st);
    if (WIFSIGNALED(st)) {
        int sig = WTERMSIG(st);
        const char *abbrev = sigabbrev_np(sig);
        fprintf(stderr, "smolvm: the session's process was killed by SIG%s (%s)%s\n", abbrev ? abbrev : "?",
                strsignal(sig), sig == SIGSYS ? ": it made a system call the confinement forbids" : "");
        fflush(stderr);
        signal(sig, SIG_DFL);
        raise(sig);
    }
    return CLI_EXIT_IO;
}

/* UTF-8 for libedit: the user's locale when it is UTF-8, else C.UTF-8
 * (snippets are UTF-8 whatever the locale). */
static void utf8_locale(void) {
    const char *l = setlocale(LC_CTYPE, "");
    if (!l || strcmp(nl_langinfo(CODESET), "UTF-8") != 0) setlocale(LC_CTYPE, "C.UTF-8");
}

/* Close the pipes to the child and wait for it (child_status). */
static int end_child(Child *c, int grace, int why) {
    close(c->to);
    close(c->from);
    if (why == CHILD_GARBAGE) fputs("smolvm: the session's process sent something that is not a frame\n", stderr);
    int rc = child_status(c, grace, why);
    if (c->err >= 0) close(c->err);
    return rc;
}

static int edit_lines(Child *c) {
    Editor ed = {0};
    EditLine *el = el_init("smolvm", stdin, stdout, stderr);
    History *hist = history_init();
    c->frame = malloc(FRAME_MAX);
    /* The child's first frame says it is confined and ready. */
    int st = !el || !hist || !c->frame ? CHILD_FAILED : relay(c);
    if (st != 0) {
        if (!el || !hist || !c->frame) fputs("smolvm: cannot start line editing\n", stderr);
        if (el) el_end(el);
        if (hist) history_end(hist);
        free(c->frame);
        if (st == 1) st = CHILD_GARBAGE;
        return end_child(c, st == CHILD_GONE ? CHILD_GRACE : 0, st);
    }
    HistEvent ev;
    history(hist, &ev, H_SETSIZE, HISTORY_SIZE);
    history(hist, &ev, H_SETUNIQUE, 1);
    el_set(el, EL_CLIENTDATA, &ed);
    el_set(el, EL_EDITOR, "emacs");
    el_set(el, EL_PROMPT, prompt);
    el_set(el, EL_HIST, history, hist);
    /* libedit's handlers put the terminal back before a signal stops or
     * ends the process, redraw the line on SIGCONT and follow SIGWINCH;
     * SIGINT then reaches on_sigint. */
    el_set(el, EL_SIGNAL, 1);
    el_set(el, EL_GETCFN, read_char);
    el_source(el, NULL);    /* the user's ~/.editrc, if any */

    int gone = 0;
    for (;;) {
        interrupted = 0;
        /* The terminal goes raw before the prompt shows (el_gets would
         * draw the prompt first), so that a key typed as soon as the
         * prompt appears is read as a key: Ctrl-D in the terminal's line
         * mode would be lost. */
        el_set(el, EL_PREP_TERM, 1);
        int n = 0;
        const char *line = el_gets(el, &n);
        if (!line || n <= 0) {
            if (interrupted) {
                fputs("\nKeyboardInterrupt\n", stdout);
                fflush(stdout);
                block_reset(&ed.block);
                continue;
            }
            /* End of input (Ctrl-D on an empty line): an unfinished
             * block still runs. */
            fputs("\n", stdout);
            fflush(stdout);
            if (!ed.block.lines) break;
        } else {
            if (!blank(line, (size_t)n)) {
                size_t k = (size_t)n;
                while (k && (line[k - 1] == '\n' || line[k - 1] == '\r')) k--;
                char *h = strndup(line, k);
                if (h) {
                    history(hist, &ev, H_ENTER, h);
                    free(h);
                }
            }
            int fed = block_feed(&ed.block, line, (size_t)n);
            if (fed < 0) {
                fputs("smolvm: the block is too long (out of memory)\n", stderr);
                block_reset(&ed.block);
                continue;
            }
            if (fed == 0) continue;
        }
        if (is_exit(&ed.block)) break;
        interrupted = 0;
        c->presses = 0;
        st = send_block(c, ed.block.buf, ed.block.len);
        if (st == 0) st = relay(c);
        if (st < 0) {
            gone = st;
            break;
        }
        block_reset(&ed.block);
        if (st == 1 || !line || n <= 0) break;
    }
    el_end(el);
    history_end(hist);
    free(c->frame);
    free(ed.block.buf);
    /* The child ends when its input does. */
    return end_child(c, gone == CHILD_GARBAGE || gone == CHILD_STOPPED ? 0 : CHILD_GRACE, gone);
}

static int repl_terminal(smol_session *s, bool stats, bool no_confine) {
    int down[2], up[2], errp[2];
    if (pipe2(down, O_CLOEXEC) != 0) return CLI_EXIT_IO;
    if (pipe2(up, O_CLOEXEC) != 0) {
        close(down[0]);
        close(down[1]);
        return CLI_EXIT_IO;
    }
    if (pipe2(errp, O_CLOEXEC) != 0) {
        close(down[0]);
        close(down[1]);
        close(up[0]);
        close(up[1]);
        return CLI_EXIT_IO;
    }
    fflush(stdout);
    fflush(stderr);
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid < 0) {
        fprintf(stderr, "smolvm: cannot start the session's process: %s\n", strerror(errno));
        return CLI_EXIT_IO;
    }
    if (pid == 0) {
        /* Ctrl-C reaches the whole process group; without a way to stop a
         * run from outside it, the child lets it pass. */
        signal(SIGINT, SIG_IGN);
        /* The session's process does not outlive the editing process,
         * whatever ends it (a child taken over cannot undo this: prctl is
         * outside the filter). */
        if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != parent) _exit(CLI_EXIT_IO);
        /* Standard error too goes to the parent, never to the terminal. */
        if (dup2(down[0], STDIN_FILENO) < 0 || dup2(up[1], STDOUT_FILENO) < 0 || dup2(errp[1], STDERR_FILENO) < 0)
            _exit(CLI_EXIT_IO);
        /* Nothing else the process inherited stays open. */
        close_range(STDERR_FILENO + 1, ~0u, 0);
        return session_process(s, stats, no_confine);
    }
    close(down[0]);
    close(up[1]);
    close(errp[1]);
    /* A child that stops reading must not block the editor in a write. */
    fcntl(down[1], F_SETFL, fcntl(down[1], F_GETFL) | O_NONBLOCK);
    /* A child that died must not kill the editor with SIGPIPE. */
    signal(SIGPIPE, SIG_IGN);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);   /* no SA_RESTART: reads end with EINTR */
    utf8_locale();
    Child c = {.pid = pid, .to = down[1], .from = up[0], .err = errp[0]};
    return edit_lines(&c);
}

int cli_repl(smol_session *s, bool stats, bool no_confine) {
    if (isatty(STDIN_FILENO) && isatty(STDOUT_FILENO)) return repl_terminal(s, stats, no_confine);
    return repl_plain(s, stats, no_confine);
}
