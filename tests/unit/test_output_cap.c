/* The output cap bounds every text of a result, not only the captured
 * print output: traceback, error type and message, SyntaxError echo, stop
 * reason, output repr and str. Each is cut to max_output with the marker,
 * keeping its first and last halves. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "include/smolvm.h"
#include "tests/unit/check.h"

#define CAP 1024
/* The marker line, as printed output has it, plus a newline or two. */
#define SLACK 100

static const char *marker = "..._This content has been truncated to stay below 1024 characters_...";

static void bounded(const char *what, const char *text, bool must_cut, int line) {
    size_t n = text ? strlen(text) : 0;
    CHECK(n <= CAP + SLACK, "line %d: %s is %zu bytes", line, what, n);
    if (must_cut) CHECK(text && strstr(text, marker), "line %d: %s lacks the marker: %.80s", line, what, text ? text : "(null)");
}

static void run_case(smol_session *s, const char *src, smol_status want, const char *cut, int line) {
    smol_result r;
    smol_status st = smol_run(s, src, strlen(src), "<cap>", &r);
    CHECK(st == want, "line %d: status %s, want %s (%.200s)", line, smol_status_name(st), smol_status_name(want),
          r.error ? r.error : "");
    bounded("error", r.error, cut && strchr(cut, 'e'), line);
    bounded("error_type", r.error_type, cut && strchr(cut, 't'), line);
    bounded("error_message", r.error_message, cut && strchr(cut, 'm'), line);
    bounded("output_repr", r.output_repr, cut && strchr(cut, 'r'), line);
    bounded("output_str", r.output_str, cut && strchr(cut, 's'), line);
    bounded("logs", r.logs, cut && strchr(cut, 'l'), line);
    smol_result_free(&r);
}
#define CASE(src, want, cut) run_case(s, src, want, cut, __LINE__)

int main(void) {
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.max_output = CAP;
    smol_vm *vm = smol_vm_new(&cfg);
    smol_session *s = smol_session_new(vm);
    CASE("raise SystemExit('s' * 5_000_000)", SMOL_EXIT, "em");
    CASE("raise ValueError('v' * 5_000_000)", SMOL_EXCEPTION, "em");
    CASE("getattr(1, 'a' * 5_000_000)", SMOL_EXCEPTION, "em");
    CASE("raise type('E' * 5_000_000, (Exception,), {})('m')", SMOL_EXCEPTION, "et");
    CASE("final_answer('z' * 5_000_000)", SMOL_FINAL_ANSWER, "rs");
    CASE("final_answer('\\u20ac' * 3_000_000)", SMOL_FINAL_ANSWER, "rs");
    CASE("final_answer(b'\\x00' * 5_000_000)", SMOL_FINAL_ANSWER, "rs");
    CASE("['y' * 100_000, 'x']", SMOL_OK, "rs");
    CASE("print('p' * 5_000_000)", SMOL_OK, "l");
    CASE("'short'", SMOL_OK, NULL);
    /* A SyntaxError on a long line: echo and carets cut. */
    size_t n = 1000000;
    char *src = malloc(n + 32);
    memcpy(src, "f(", 2);
    memset(src + 2, 'b', n);
    memcpy(src + 2 + n, " c)", 4);
    CASE(src, SMOL_EXCEPTION, "e");
    free(src);
    /* A short result is whole, without the marker. */
    smol_result r;
    smol_run(s, "final_answer('x' * 1000)", 24, "<cap>", &r);
    CHECK(r.output_repr && strlen(r.output_repr) == 1002 && !strstr(r.output_repr, marker), "1000 chars kept whole");
    smol_result_free(&r);
    /* The cut keeps whole characters at both ends. */
    smol_run(s, "final_answer('\\u20ac' * 3000)", 29, "<cap>", &r);
    const char *m = r.output_repr ? strstr(r.output_repr, "\n...") : NULL;
    CHECK(m && (m - r.output_repr - 1) % 3 == 0, "head cut inside a character");
    smol_result_free(&r);
    smol_session_free(s);
    smol_vm_free(vm);
    return CHECK_SUMMARY();
}
