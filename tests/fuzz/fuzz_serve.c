/* libFuzzer target for `smolvm serve`: the input is what a client writes
 * to the server's standard input (request lines, any bytes), and the whole
 * server runs on it: the line reader, the JSON reader (cli/json.c), every
 * request handler, value decoding and encoding, tool calls and the writer.
 *
 * The server's source and the JSON code's are included, so that their
 * static functions are reachable and the file builds alone as every
 * target does. The server's read() of standard input is replaced by one
 * that serves the input in odd-sized pieces, and its standard output goes
 * to memory. When the input ends while a run waits for a tool, the reader
 * answers that call with an error (a real server would end there with
 * _exit). Limits and ceilings are small so that every input ends quickly.
 *
 * Checks besides the sanitizers: every line the server writes parses with
 * the strict JSON reader as an object with a string "type", and no more
 * replies come than lines went in.
 *
 * Build (clang, the library built with -fsanitize=fuzzer-no-link):
 *   clang -std=c11 -D_GNU_SOURCE -O1 -g -Wall -Wextra -Werror -I. -fsanitize=fuzzer \
 *     -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined \
 *     -o FUZZ_BUILD/fuzz_serve tests/fuzz/fuzz_serve.c FUZZ_BUILD/libsmolvm.a \
 *     -lxxhash -lgmp -lpcre2-8 -lunistring -lnettle -lb2 -lm
 */
#include <errno.h>
#include <malloc.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static ssize_t fuzz_read(int fd, void *buf, size_t n);
#define read fuzz_read
#include "cli/serve.c"
#undef read
#include "cli/json.c"

/* The input being served, and the server reading it. */
static const uint8_t *in_data;
static size_t in_len, in_pos;
static Server *in_server;
/* A tool_result line made up for a call the input left waiting, and how
 * many were made. */
static char answer[160];
static size_t answer_len, answer_pos, answers;

static ssize_t fuzz_read(int fd, void *buf, size_t n) {
    (void)fd;
    if (in_pos < in_len) {
        /* Odd-sized pieces, as a pipe delivers them. */
        size_t k = in_len - in_pos;
        if (k > n) k = n;
        if (k > 1 + (in_pos % 977)) k = 1 + (in_pos % 977);
        memcpy(buf, in_data + in_pos, k);
        in_pos += k;
        return (ssize_t)k;
    }
    if (!in_server || !in_server->running) return 0;
    if (answer_pos == answer_len) {
        int w = snprintf(answer, sizeof answer,
                         "\n{\"op\":\"tool_result\",\"call\":%llu,\"error\":{\"type\":\"RuntimeError\"}}\n",
                         (unsigned long long)in_server->call_serial);
        answer_len = w > 0 && (size_t)w < sizeof answer ? (size_t)w : 0;
        answer_pos = 0;
        answers++;
        if (!answer_len) return 0;
    }
    size_t k = answer_len - answer_pos;
    if (k > n) k = n;
    memcpy(buf, answer + answer_pos, k);
    answer_pos += k;
    return (ssize_t)k;
}

/* The command's confinement is not wanted here (serve.c refers to it). */
int cli_confine(bool no_confine) {
    (void)no_confine;
    return 0;
}

/* Every line written is a JSON object with a string "type", and no more
 * replies come than lines went in. */
static void check_output(const char *out, size_t len, size_t max_replies) {
    size_t replies = 0;
    const char *p = out, *end = out + len;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        if (!nl) {
            fprintf(stderr, "fuzz_serve: the output does not end with a newline\n");
            abort();
        }
        JArena a;
        ja_init(&a, (size_t)256 << 20);
        smol_value root;
        const char *why = NULL;
        JsonError e = json_parse(p, (size_t)(nl - p), &a, &root, &why);
        const smol_value *type = e == JSON_OK ? json_member(&root, "type") : NULL;
        if (e != JSON_OK || root.type != SMOL_DICT || !type || type->type != SMOL_STR) {
            fprintf(stderr, "fuzz_serve: an output line is not a message (%s): %.*s\n", why ? why : "no type",
                    (int)(nl - p > 300 ? 300 : nl - p), p);
            abort();
        }
        replies += type->len == 5 && !memcmp(type->str, "reply", 5);
        ja_free(&a);
        p = nl + 1;
    }
    if (replies > max_replies) {
        fprintf(stderr, "fuzz_serve: %zu replies to at most %zu request lines\n", replies, max_replies);
        abort();
    }
}

/* One server for every input (making one runs a VM to learn the default
 * allowlist); each input starts it afresh: no session, no call, an empty
 * reader. */
static Server *server;

static void server_reset(Server *srv) {
    for (size_t i = 0; i < srv->nsessions; i++) session_free(srv->sessions[i]);
    srv->nsessions = 0;
    srv->session_serial = srv->call_serial = 0;
    srv->stop = false;
    srv->running = NULL;
    srv->run_id = NULL;
    ja_free(&srv->tool_arena);
    free(srv->in.buf);
    size_t max_line = srv->in.max_line;
    memset(&srv->in, 0, sizeof srv->in);
    srv->in.max_line = max_line;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (!server) {
        smol_config cfg;
        smol_config_init(&cfg);
        cfg.max_instructions = 20000;
        cfg.max_memory = (size_t)8 << 20;
        cfg.max_output = (size_t)64 << 10;
        cfg.max_recursion = 50;
        cfg.deadline_seconds = 2.0;
        cfg.hash_seed = 0x5eed;
        static const char *const imports[] = {"numpy", "pkg.*", NULL};
        server = server_new(&cfg, imports);
        if (!server) return 0;
        /* Ceilings a little above the defaults, so that `open` may raise
         * a limit and be refused past it, and a shorter line bound. */
        server->ceilings.max_instructions = 40000;
        server->ceilings.max_memory = (size_t)16 << 20;
        server->ceilings.max_recursion = 100;
        server->ceilings.max_output = (size_t)128 << 10;
        server->ceilings.deadline_seconds = 2.0;
        server->in.max_line = 2048;
    }
    server_reset(server);

    char *out = NULL;
    size_t out_len = 0;
    FILE *mem = open_memstream(&out, &out_len);
    if (!mem) return 0;
    FILE *saved = stdout;
    stdout = mem;
    in_data = data;
    in_len = size;
    in_pos = 0;
    in_server = server;
    answer_len = answer_pos = answers = 0;
    server_loop(server);
    in_server = NULL;
    stdout = saved;
    fclose(mem);
    server_reset(server);

    /* Lines in: those the input ends, its last one, the made-up answers
     * and the line each of those may end. */
    size_t lines = 1 + 2 * answers;
    for (size_t i = 0; i < size; i++) lines += data[i] == '\n';
    check_output(out, out_len, lines);
    free(out);
    return 0;
}
