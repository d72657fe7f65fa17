/* `smolvm serve`: many sessions in one process, driven by JSON lines on
 * standard input and answered on standard output (docs/protocol.md), and
 * the JSON form of a run's result that `smolvm run --json` prints too.
 *
 * Each session is a VM of its own (its limits, allowlist, hash seed and
 * tools) holding one smol_session. Tools are synchronous: the callback
 * writes a `tool_call` event and reads requests until the matching
 * `tool_result` comes, answering anything else with `busy`, so the whole
 * server is one thread reading one line at a time.
 *
 * Every line from the client is hostile until checked: it is read with a
 * bounded buffer (a longer line is dropped as it streams by), parsed by the
 * strict reader of json.c into an arena bounded in memory, and every field
 * is checked for type, range and content before it reaches the library.
 * Snippets never write to standard output: the library captures what they
 * print and it travels inside the results.
 */
#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli/cli.h"
#include "cli/json.h"

#define SERVE_PROTOCOL 1
#define SERVE_MAX_LINE ((size_t)16 << 20)
#define SERVE_MAX_SESSIONS 1024
/* Memory the parsed form of one line may take. */
#define SERVE_TREE_LIMIT ((size_t)256 << 20)
/* The longest line the server writes. */
#define SERVE_OUT_LIMIT ((size_t)1 << 30)
/* The JSON each text of a run's result may take in a reply that would
 * not fit in SERVE_OUT_LIMIT whole (five such texts, the value and the
 * rest fit in it). */
#define RESULT_TEXT_CAP (SERVE_OUT_LIMIT / 8)
/* Values nest at most this many levels (the library's limit too). */
#define VALUE_MAX_DEPTH 64
/* Names and tools a session may list in `open`. */
#define SERVE_MAX_NAMES 1024
/* How much of a client's string an error message quotes. */
#define QUOTE_MAX 200

#define CEIL_INSTRUCTIONS 1000000000000LL
#define CEIL_MEMORY ((size_t)4 << 30)
#define CEIL_RECURSION 10000
#define CEIL_OUTPUT ((size_t)64 << 20)
#define CEIL_DEADLINE 3600.0

#define READ_CHUNK ((size_t)64 << 10)
/* Exit code when the server cannot start for want of memory (main.c's
 * code for a VM it cannot create). */
#define SERVE_EXIT_OOM 66

typedef struct Limits {
    int64_t max_instructions;
    size_t max_memory;
    int max_recursion;
    size_t max_output;
    double deadline_seconds;    /* 0: none (only a server started with --deadline 0) */
} Limits;

/* A NULL-terminated list of malloc'ed strings. */
typedef struct Names {
    char **v;
    size_t n, cap;
} Names;

typedef struct Server Server;

typedef struct Session {
    char id[32];
    smol_vm *vm;
    smol_session *s;
    Limits lim;
    Names tools;
    Names imports;      /* every authorized import, for the `open` reply */
    Server *srv;
} Session;

/* Standard input, one line at a time, in a buffer of at most
 * max_line + READ_CHUNK bytes. */
typedef struct Reader {
    char *buf;
    size_t start, scan, end, cap;
    size_t max_line;
    bool eof;
} Reader;

struct Server {
    Limits defaults, ceilings;
    uint64_t seed;
    unsigned debug_flags;
    Names default_imports;      /* the library's allowlist, then --allow-import */
    Names server_imports;       /* --allow-import alone */
    Session **sessions;
    size_t nsessions;
    uint64_t session_serial, call_serial;
    Reader in;
    bool stop;                  /* shutdown, end of input, or the output is gone */
    /* The run in progress. */
    Session *running;
    const smol_value *run_id;
    JArena tool_arena;          /* holds a tool reply until the VM copied it */
};

/* ---- small helpers ---- */

static bool names_add(Names *l, const char *s, size_t n) {
    if (l->n + 1 >= l->cap) {
        size_t nc = l->cap ? l->cap * 2 : 16;
        char **p = realloc(l->v, nc * sizeof(char *));
        if (!p) return false;
        l->v = p;
        l->cap = nc;
    }
    char *c = malloc(n + 1);
    if (!c) return false;
    memcpy(c, s, n);
    c[n] = '\0';
    l->v[l->n++] = c;
    l->v[l->n] = NULL;
    return true;
}

static bool names_has(const Names *l, const char *s, size_t n) {
    for (size_t i = 0; i < l->n; i++)
        if (strlen(l->v[i]) == n && memcmp(l->v[i], s, n) == 0) return true;
    return false;
}

static void names_free(Names *l) {
    for (size_t i = 0; i < l->n; i++) free(l->v[i]);
    free(l->v);
    l->v = NULL;
    l->n = l->cap = 0;
}

static bool is_ident_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static bool is_ident_char(char c) { return is_ident_start(c) || (c >= '0' && c <= '9'); }

/* An ASCII Python identifier of at most 200 bytes (what the library
 * accepts for globals and tools). */
static bool valid_ident(const char *s, size_t n) {
    if (n == 0 || n > 200 || !is_ident_start(s[0])) return false;
    for (size_t i = 1; i < n; i++)
        if (!is_ident_char(s[i])) return false;
    return true;
}

/* A module pattern for the allowlist: "*", "a.b.c" or "a.b.*". */
static bool valid_module(const char *s, size_t n) {
    if (n == 1 && s[0] == '*') return true;
    if (n == 0 || n > 200) return false;
    size_t i = 0;
    for (;;) {
        if (s[i] == '*' && i + 1 == n && i > 0) return true;
        size_t j = i;
        while (j < n && s[j] != '.') j++;
        if (!valid_ident(s + i, j - i)) return false;
        if (j == n) return true;
        i = j + 1;
        if (i == n) return false;
    }
}

static bool is_str(const smol_value *v) { return v && v->type == SMOL_STR; }

static int clip(size_t n) { return n > QUOTE_MAX ? QUOTE_MAX : (int)n; }

/* ---- values to JSON ---- */

static void put_value(JOut *o, const smol_value *v, int depth);

static void put_items(JOut *o, const smol_value *items, size_t n, int depth) {
    jo_raw(o, "[", 1);
    for (size_t i = 0; i < n && !o->failed; i++) {
        if (i) jo_raw(o, ",", 1);
        put_value(o, &items[i], depth + 1);
    }
    jo_raw(o, "]", 1);
}

static void put_tagged_items(JOut *o, const char *tag, const smol_value *items, size_t n, int depth) {
    jo_lit(o, "{\"");
    jo_lit(o, tag);
    jo_lit(o, "\":");
    put_items(o, items, n, depth);
    jo_raw(o, "}", 1);
}

static bool bigint_text_ok(const char *s, size_t n) {
    if (!s || !n) return false;
    size_t i = s[0] == '-' ? 1 : 0;
    if (i == n) return false;
    for (; i < n; i++)
        if (s[i] < '0' || s[i] > '9') return false;
    return true;
}

static void put_base64(JOut *o, const unsigned char *s, size_t n) {
    static const char tab[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    jo_raw(o, "\"", 1);
    char quad[4];
    for (size_t i = 0; i < n && !o->failed; i += 3) {
        unsigned long v = (unsigned long)s[i] << 16;
        if (i + 1 < n) v |= (unsigned long)s[i + 1] << 8;
        if (i + 2 < n) v |= s[i + 2];
        quad[0] = tab[(v >> 18) & 63];
        quad[1] = tab[(v >> 12) & 63];
        quad[2] = i + 1 < n ? tab[(v >> 6) & 63] : '=';
        quad[3] = i + 2 < n ? tab[v & 63] : '=';
        jo_raw(o, quad, 4);
    }
    jo_raw(o, "\"", 1);
}

static void put_repr(JOut *o, const char *s, size_t n) {
    jo_lit(o, "{\"$repr\":");
    jo_str(o, s, n);
    jo_raw(o, "}", 1);
}

/* A value in the protocol's encoding (docs/protocol.md, "Values"). */
static void put_value(JOut *o, const smol_value *v, int depth) {
    if (o->failed) return;
    if (depth > 2 * VALUE_MAX_DEPTH) {
        put_repr(o, "...", 3);
        return;
    }
    switch (v->type) {
    case SMOL_NONE: jo_lit(o, "null"); return;
    case SMOL_BOOL: jo_bool(o, v->b); return;
    case SMOL_INT: jo_int(o, v->i); return;
    case SMOL_BIGINT:
        if (bigint_text_ok(v->str, v->len)) jo_raw(o, v->str, v->len);
        else put_repr(o, v->str, v->str ? v->len : 0);
        return;
    case SMOL_FLOAT:
        if (isnan(v->f)) jo_lit(o, "{\"$float\":\"nan\"}");
        else if (isinf(v->f)) jo_lit(o, v->f > 0 ? "{\"$float\":\"inf\"}" : "{\"$float\":\"-inf\"}");
        else jo_float(o, v->f);
        return;
    case SMOL_STR: jo_str(o, v->str, v->str ? v->len : 0); return;
    case SMOL_LIST: put_items(o, v->items, v->items ? v->count : 0, depth); return;
    case SMOL_TUPLE: put_tagged_items(o, "$tuple", v->items, v->items ? v->count : 0, depth); return;
    case SMOL_SET: put_tagged_items(o, "$set", v->items, v->items ? v->count : 0, depth); return;
    case SMOL_FROZENSET: put_tagged_items(o, "$frozenset", v->items, v->items ? v->count : 0, depth); return;
    case SMOL_BYTES:
        jo_lit(o, "{\"$bytes\":");
        put_base64(o, (const unsigned char *)v->str, v->str ? v->len : 0);
        jo_raw(o, "}", 1);
        return;
    case SMOL_DICT: {
        size_t n = v->items ? v->count : 0;
        bool plain = true;
        for (size_t i = 0; i < n && plain; i++) plain = v->items[2 * i].type == SMOL_STR;
        /* A lone "$..." key would read back as a tag. */
        if (plain && n == 1 && v->items[0].len > 0 && v->items[0].str && v->items[0].str[0] == '$') plain = false;
        if (plain) {
            jo_raw(o, "{", 1);
            for (size_t i = 0; i < n && !o->failed; i++) {
                if (i) jo_raw(o, ",", 1);
                jo_str(o, v->items[2 * i].str, v->items[2 * i].str ? v->items[2 * i].len : 0);
                jo_raw(o, ":", 1);
                put_value(o, &v->items[2 * i + 1], depth + 1);
            }
            jo_raw(o, "}", 1);
        } else {
            jo_lit(o, "{\"$dict\":[");
            for (size_t i = 0; i < n && !o->failed; i++) {
                if (i) jo_raw(o, ",", 1);
                jo_raw(o, "[", 1);
                put_value(o, &v->items[2 * i], depth + 1);
                jo_raw(o, ",", 1);
                put_value(o, &v->items[2 * i + 1], depth + 1);
                jo_raw(o, "]", 1);
            }
            jo_lit(o, "]}");
        }
        return;
    }
    case SMOL_REPR: put_repr(o, v->str, v->str ? v->len : 0); return;
    }
    put_repr(o, "<unknown value>", 15);
}

/* ---- JSON to values ---- */

static bool hashable(const smol_value *v) {
    switch (v->type) {
    case SMOL_LIST: case SMOL_DICT: case SMOL_SET: return false;
    case SMOL_TUPLE:
        for (size_t i = 0; i < v->count; i++)
            if (!hashable(&v->items[i])) return false;
        return true;
    default: return true;
    }
}

static int b64val(unsigned char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

/* Strict base64 (padding required, no whitespace, unused bits zero),
 * decoded in place. */
static bool b64_decode(unsigned char *s, size_t n, size_t *outn) {
    if (n % 4) return false;
    size_t w = 0;
    for (size_t i = 0; i < n; i += 4) {
        bool last = i + 4 == n;
        int a = b64val(s[i]), b = b64val(s[i + 1]);
        if (a < 0 || b < 0) return false;
        int c = -1, d = -1;
        int pad = 0;
        if (last && s[i + 2] == '=' && s[i + 3] == '=') pad = 2;
        else if (last && s[i + 3] == '=') pad = 1;
        if (pad < 2 && (c = b64val(s[i + 2])) < 0) return false;
        if (pad < 1 && (d = b64val(s[i + 3])) < 0) return false;
        unsigned long v = ((unsigned long)a << 18) | ((unsigned long)b << 12) | ((unsigned long)(c < 0 ? 0 : c) << 6) |
                          (unsigned long)(d < 0 ? 0 : d);
        if (pad == 2 && (v & 0xFFFF)) return false;
        if (pad == 1 && (v & 0xFF)) return false;
        s[w++] = (unsigned char)(v >> 16);
        if (pad < 2) s[w++] = (unsigned char)(v >> 8);
        if (pad < 1) s[w++] = (unsigned char)v;
    }
    *outn = w;
    return true;
}

static const char *decode_value(smol_value *v, JArena *a, int depth);

static const char *decode_items(smol_value *items, size_t n, JArena *a, int depth) {
    for (size_t i = 0; i < n; i++) {
        const char *e = decode_value(&items[i], a, depth);
        if (e) return e;
    }
    return NULL;
}

static const char *too_deep = "the value is nested deeper than 64 levels";

/* A one-member object whose name starts with '$'. */
static const char *decode_tagged(smol_value *v, JArena *a, int depth) {
    const smol_value *key = &v->items[0];
    smol_value *x = (smol_value *)&v->items[1];
    /* Tags compare with their length: a name with a NUL in it is no tag. */
    const char *tag = strlen(key->str) == key->len ? key->str : "";
    if (!strcmp(tag, "$float")) {
        if (!is_str(x)) return "$float takes \"nan\", \"inf\" or \"-inf\"";
        double f;
        if (!strcmp(x->str, "nan") && x->len == 3) f = NAN;
        else if (!strcmp(x->str, "inf") && x->len == 3) f = INFINITY;
        else if (!strcmp(x->str, "-inf") && x->len == 4) f = -INFINITY;
        else return "$float takes \"nan\", \"inf\" or \"-inf\"";
        *v = smol_float(f);
        return NULL;
    }
    if (!strcmp(tag, "$bytes")) {
        if (!is_str(x)) return "$bytes takes a base64 string";
        size_t n;
        if (!b64_decode((unsigned char *)x->str, x->len, &n)) return "$bytes takes a strict base64 string";
        *v = smol_text(SMOL_BYTES, x->str, n);
        return NULL;
    }
    smol_type t;
    if (!strcmp(tag, "$tuple")) t = SMOL_TUPLE;
    else if (!strcmp(tag, "$set")) t = SMOL_SET;
    else if (!strcmp(tag, "$frozenset")) t = SMOL_FROZENSET;
    else if (!strcmp(tag, "$dict")) t = SMOL_DICT;
    else if (!strcmp(tag, "$repr")) return "a $repr value cannot be sent to smolvm";
    else return "unknown tag (a one-member object whose name starts with '$')";
    if (x->type != SMOL_LIST) return "a tagged container takes an array";
    if (depth >= VALUE_MAX_DEPTH) return too_deep;
    smol_value *items = (smol_value *)x->items;
    size_t n = x->count;
    if (t != SMOL_DICT) {
        const char *e = decode_items(items, n, a, depth + 1);
        if (e) return e;
        if (t != SMOL_TUPLE)
            for (size_t i = 0; i < n; i++)
                if (!hashable(&items[i])) return "a set item is unhashable";
        *v = smol_items(t, items, n);
        return NULL;
    }
    smol_value *pairs = NULL;
    if (n) {
        pairs = ja_alloc(a, n * 2 * sizeof(smol_value));
        if (!pairs) return "the value is too large";
    }
    for (size_t i = 0; i < n; i++) {
        if (items[i].type != SMOL_LIST || items[i].count != 2) return "$dict takes an array of [key, value] pairs";
        pairs[2 * i] = items[i].items[0];
        pairs[2 * i + 1] = items[i].items[1];
    }
    const char *e = decode_items(pairs, 2 * n, a, depth + 1);
    if (e) return e;
    for (size_t i = 0; i < n; i++)
        if (!hashable(&pairs[2 * i])) return "a dict key is unhashable";
    *v = smol_items(SMOL_DICT, pairs, n);
    return NULL;
}

/* Turn a parsed JSON value into the value it encodes, in place: NULL, or
 * why it is not a valid value. `depth` is the value's nesting level. */
static const char *decode_value(smol_value *v, JArena *a, int depth) {
    switch (v->type) {
    case SMOL_FLOAT:
        if (v->b) return "a number is too large for a float";
        return NULL;
    case SMOL_LIST:
        if (depth >= VALUE_MAX_DEPTH) return too_deep;
        return decode_items((smol_value *)v->items, v->count, a, depth + 1);
    case SMOL_DICT:
        if (v->count == 1 && v->items[0].len > 0 && v->items[0].str[0] == '$') return decode_tagged(v, a, depth);
        if (depth >= VALUE_MAX_DEPTH) return too_deep;
        for (size_t i = 0; i < v->count; i++) {
            const char *e = decode_value((smol_value *)&v->items[2 * i + 1], a, depth + 1);
            if (e) return e;
        }
        return NULL;
    default:
        return NULL;
    }
}

/* ---- results ---- */

static void put_key(JOut *o, const char *key, bool first) {
    if (!first) jo_raw(o, ",", 1);
    jo_raw(o, "\"", 1);
    jo_lit(o, key);
    jo_raw(o, "\":", 2);
}

static void put_line_col(JOut *o, int v) {
    if (v > 0) jo_int(o, v);
    else jo_lit(o, "null");
}

/* A text of a result: all of it, or the longest start whose JSON fits in
 * `cap` bytes. Returns whether it was cut. */
static bool put_text(JOut *o, const char *s, size_t n, size_t cap) {
    if (!s) {
        jo_lit(o, "null");
        return false;
    }
    size_t m = cap == SIZE_MAX ? n : json_str_fit(s, n, cap);
    jo_str(o, s, m);
    return m < n;
}

static bool put_ctext(JOut *o, const char *s, size_t cap) { return put_text(o, s, s ? strlen(s) : 0, cap); }

/* A run's result object (docs/protocol.md, "run"); with "file" first when
 * `file` is given. Each text takes at most `cap` bytes of JSON (SIZE_MAX:
 * no bound); logs_truncated tells when the logs were cut. */
static void put_result(JOut *o, const smol_result *r, const char *file, size_t cap) {
    jo_raw(o, "{", 1);
    bool first = true;
    if (file) {
        put_key(o, "file", true);
        jo_cstr(o, file);
        first = false;
    }
    bool ok = r->status == SMOL_OK || r->status == SMOL_FINAL_ANSWER;
    bool stop = r->status == SMOL_BUDGET || r->status == SMOL_MEMORY || r->status == SMOL_DEADLINE;
    put_key(o, "status", first);
    jo_cstr(o, smol_status_name(r->status));
    put_key(o, "is_final_answer", false);
    jo_bool(o, r->is_final_answer);
    put_key(o, "value", false);
    if (ok && r->value) put_value(o, r->value, 0);
    else jo_lit(o, "null");
    put_key(o, "output_repr", false);
    put_ctext(o, ok ? r->output_repr : NULL, cap);
    put_key(o, "output_str", false);
    put_ctext(o, ok ? r->output_str : NULL, cap);
    put_key(o, "logs", false);
    bool cut = put_text(o, r->logs ? r->logs : "", r->logs ? r->logs_len : 0, cap);
    put_key(o, "logs_truncated", false);
    jo_bool(o, r->logs_truncated || cut);
    put_key(o, "error", false);
    if (ok) {
        jo_lit(o, "null");
    } else {
        jo_raw(o, "{", 1);
        put_key(o, "type", true);
        put_ctext(o, stop ? NULL : r->error_type, cap);
        put_key(o, "message", false);
        put_ctext(o, stop ? NULL : r->error_message, cap);
        put_key(o, "line", false);
        put_line_col(o, r->error_line);
        put_key(o, "col", false);
        put_line_col(o, r->error_col);
        put_key(o, "traceback", false);
        put_ctext(o, r->error, cap);
        jo_raw(o, "}", 1);
    }
    put_key(o, "receipt", false);
    jo_raw(o, "{", 1);
    put_key(o, "instructions", true);
    jo_int(o, r->instructions);
    put_key(o, "peak_memory", false);
    jo_uint(o, r->peak_memory);
    put_key(o, "total_allocated", false);
    jo_uint(o, r->total_allocated);
    put_key(o, "allocations", false);
    jo_uint(o, r->allocations);
    put_key(o, "output_bytes", false);
    jo_uint(o, r->output_bytes);
    put_key(o, "wall_seconds", false);
    jo_float(o, isfinite(r->wall_seconds) ? r->wall_seconds : 0.0);
    put_key(o, "tool_calls", false);
    jo_raw(o, "{", 1);
    for (size_t i = 0; i < r->ntool_stats; i++) {
        if (i) jo_raw(o, ",", 1);
        jo_cstr(o, r->tool_stats[i].name ? r->tool_stats[i].name : "?");
        jo_raw(o, ":", 1);
        jo_int(o, r->tool_stats[i].calls);
    }
    jo_lit(o, "}}}");
}

/* ---- output ---- */

/* Write one finished line (o holds it without the newline) with a single
 * write, or note that the client is gone. */
static void write_line(Server *srv, JOut *o) {
    jo_raw(o, "\n", 1);
    if (!o->failed && (fwrite(o->buf, 1, o->len, stdout) != o->len || fflush(stdout) != 0)) srv->stop = true;
}

static void put_id(JOut *o, const smol_value *id) {
    if (!id) jo_lit(o, "null");
    else put_value(o, id, 0);
}

static void reply_begin(JOut *o, const smol_value *id, bool ok) {
    jo_init(o, SERVE_OUT_LIMIT);
    jo_lit(o, "{\"type\":\"reply\",\"id\":");
    put_id(o, id);
    jo_lit(o, ok ? ",\"ok\":true" : ",\"ok\":false");
}

static void send_error(Server *srv, const smol_value *id, const char *code, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void send_error(Server *srv, const smol_value *id, const char *code, const char *fmt, ...) {
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    JOut o;
    reply_begin(&o, id, false);
    jo_lit(&o, ",\"error\":{\"code\":");
    jo_cstr(&o, code);
    jo_lit(&o, ",\"message\":");
    jo_cstr(&o, msg);
    jo_lit(&o, "}}");
    if (o.failed) {
        /* Only an id too large to repeat gets here. */
        jo_free(&o);
        reply_begin(&o, NULL, false);
        jo_lit(&o, ",\"error\":{\"code\":\"internal\",\"message\":\"out of memory\"}}");
    }
    write_line(srv, &o);
    jo_free(&o);
}

/* Finish a reply begun with reply_begin and send it; one that could not
 * be built becomes an `internal` error. */
static void send_reply(Server *srv, JOut *o, const smol_value *id) {
    jo_raw(o, "}", 1);
    if (o->failed) {
        jo_free(o);
        send_error(srv, id, "internal", "the reply is too large or the process is out of memory");
        return;
    }
    write_line(srv, o);
    jo_free(o);
}

static void send_ok(Server *srv, const smol_value *id) {
    JOut o;
    reply_begin(&o, id, true);
    send_reply(srv, &o, id);
}

/* ---- input ---- */

enum { LINE_OK, LINE_TOO_LARGE, LINE_EOF };

/* The next line (without "\n" and a "\r" before it), valid until the
 * next call. A line longer than max_line is consumed as it arrives and
 * reported as LINE_TOO_LARGE; a last line without "\n" counts. */
static int read_line(Reader *r, const char **line, size_t *len) {
    /* Give back the room a long line took once it is done with. */
    if (r->cap > 4 * READ_CHUNK && r->end - r->start <= READ_CHUNK) {
        memmove(r->buf, r->buf + r->start, r->end - r->start);
        r->end -= r->start;
        r->scan -= r->start;
        r->start = 0;
        char *p = realloc(r->buf, READ_CHUNK);
        if (p) {
            r->buf = p;
            r->cap = READ_CHUNK;
        }
    }
    bool skipping = false;
    for (;;) {
        char *nl = r->end > r->scan ? memchr(r->buf + r->scan, '\n', r->end - r->scan) : NULL;
        if (nl) {
            size_t pos = (size_t)(nl - r->buf), n = pos - r->start;
            const char *l = r->buf + r->start;
            r->start = r->scan = pos + 1;
            if (skipping || n > r->max_line) return LINE_TOO_LARGE;
            if (n && l[n - 1] == '\r') n--;
            *line = l;
            *len = n;
            return LINE_OK;
        }
        r->scan = r->end;
        if (skipping || r->end - r->start > r->max_line) {
            /* Too long already: drop what is buffered and the rest of the
             * line as it comes. */
            skipping = true;
            r->start = r->scan = r->end = 0;
        }
        if (r->eof) {
            if (skipping) return LINE_TOO_LARGE;
            if (r->end > r->start) {
                size_t n = r->end - r->start;
                const char *l = r->buf + r->start;
                r->start = r->scan = r->end;
                if (n && l[n - 1] == '\r') n--;
                *line = l;
                *len = n;
                return LINE_OK;
            }
            return LINE_EOF;
        }
        if (r->start > 0) {
            memmove(r->buf, r->buf + r->start, r->end - r->start);
            r->end -= r->start;
            r->scan -= r->start;
            r->start = 0;
        }
        if (r->end == r->cap) {
            size_t nc = r->cap ? r->cap * 2 : READ_CHUNK;
            if (nc > r->max_line + READ_CHUNK) nc = r->max_line + READ_CHUNK;
            char *p = nc > r->cap ? realloc(r->buf, nc) : NULL;
            if (!p) {
                /* No memory for the line: treat it as too long. */
                skipping = true;
                r->start = r->scan = r->end = 0;
                continue;
            }
            r->buf = p;
            r->cap = nc;
        }
        ssize_t k = read(0, r->buf + r->end, r->cap - r->end);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) r->eof = true;
        else r->end += (size_t)k;
    }
}

static bool blank(const char *s, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r') return false;
    return true;
}

/* A request read and checked for the fields every request has. */
typedef struct Request {
    JArena arena;
    smol_value root;
    const smol_value *id;       /* NULL when absent */
    const smol_value *op;
} Request;

enum { REQ_OK, REQ_NONE, REQ_EOF };

/* Read lines until one holds a request with a valid `id` and `op`,
 * answering the others; REQ_EOF at end of input. */
static int next_request(Server *srv, Request *rq) {
    for (;;) {
        if (srv->stop) return REQ_EOF;
        const char *line;
        size_t len;
        int k = read_line(&srv->in, &line, &len);
        if (k == LINE_EOF) return REQ_EOF;
        if (k == LINE_TOO_LARGE) {
            send_error(srv, NULL, "too_large", "the line is longer than %zu bytes", srv->in.max_line);
            continue;
        }
        if (blank(line, len)) continue;
        ja_init(&rq->arena, SERVE_TREE_LIMIT);
        const char *why = NULL;
        JsonError e = json_parse(line, len, &rq->arena, &rq->root, &why);
        const char *problem = NULL, *code = "parse_error";
        if (e == JSON_TOO_LARGE) code = "too_large", problem = why;
        else if (e != JSON_OK) problem = why;
        else if (rq->root.type != SMOL_DICT) problem = "the line is not a JSON object";
        if (!problem) {
            rq->id = json_member(&rq->root, "id");
            rq->op = json_member(&rq->root, "op");
            if (rq->id && rq->id->type != SMOL_NONE && rq->id->type != SMOL_STR && rq->id->type != SMOL_INT &&
                rq->id->type != SMOL_BIGINT && !(rq->id->type == SMOL_FLOAT && !rq->id->b)) {
                code = "bad_request";
                problem = "'id' must be a string, a number or null";
            } else if (!is_str(rq->op)) {
                send_error(srv, rq->id, "bad_request", "'op' must be a string");
                ja_free(&rq->arena);
                continue;
            }
        }
        if (problem) {
            send_error(srv, NULL, code, "%s", problem);
            ja_free(&rq->arena);
            continue;
        }
        return REQ_OK;
    }
}

static bool op_is(const Request *rq, const char *name) {
    return rq->op->len == strlen(name) && memcmp(rq->op->str, name, rq->op->len) == 0;
}

/* ---- sessions ---- */

static Session *find_session(Server *srv, const Request *rq) {
    const smol_value *sid = json_member(&rq->root, "session");
    if (!is_str(sid)) {
        send_error(srv, rq->id, "bad_request", "'session' must be a string");
        return NULL;
    }
    for (size_t i = 0; i < srv->nsessions; i++) {
        Session *s = srv->sessions[i];
        if (strlen(s->id) == sid->len && memcmp(s->id, sid->str, sid->len) == 0) return s;
    }
    send_error(srv, rq->id, "no_session", "no session '%.*s'", clip(sid->len), sid->str);
    return NULL;
}

static void session_free(Session *s) {
    if (!s) return;
    if (s->s) smol_session_free(s->s);
    if (s->vm) smol_vm_free(s->vm);
    names_free(&s->tools);
    names_free(&s->imports);
    free(s);
}

static void put_limits(JOut *o, const Limits *l) {
    put_key(o, "max_instructions", true);
    jo_int(o, l->max_instructions);
    put_key(o, "max_memory", false);
    jo_uint(o, l->max_memory);
    put_key(o, "max_recursion", false);
    jo_int(o, l->max_recursion);
    put_key(o, "max_output", false);
    jo_uint(o, l->max_output);
    put_key(o, "deadline_seconds", false);
    jo_float(o, l->deadline_seconds);
    jo_raw(o, "}", 1);
}

static void put_names(JOut *o, const Names *l) {
    jo_raw(o, "[", 1);
    for (size_t i = 0; i < l->n; i++) {
        if (i) jo_raw(o, ",", 1);
        jo_cstr(o, l->v[i]);
    }
    jo_raw(o, "]", 1);
}

/* One member of `limits` in `open` into *lim: 0, or -1 after answering. */
static int set_limit(Server *srv, const Request *rq, const smol_value *key, const smol_value *v, Limits *lim) {
    static const char *const names[] = {"max_instructions", "max_memory", "max_recursion", "max_output",
                                        "deadline_seconds"};
    int which = -1;
    for (int i = 0; i < 5; i++)
        if (key->len == strlen(names[i]) && memcmp(key->str, names[i], key->len) == 0) which = i;
    if (which < 0) {
        send_error(srv, rq->id, "bad_request", "unknown limit '%.*s'", clip(key->len), key->str);
        return -1;
    }
    const char *name = names[which];
    const Limits *c = &srv->ceilings;
    if (which == 4) {
        bool num = v->type == SMOL_INT || v->type == SMOL_FLOAT || v->type == SMOL_BIGINT;
        if (!num) {
            send_error(srv, rq->id, "bad_request", "'%s' must be a number", name);
            return -1;
        }
        double d = v->type == SMOL_INT ? (double)v->i : v->type == SMOL_FLOAT && !v->b ? v->f : INFINITY;
        if (v->type == SMOL_BIGINT && v->str[0] == '-') d = -INFINITY;
        if (!(d > 0) || d > c->deadline_seconds) {
            send_error(srv, rq->id, "limit", "'%s' must be above 0 and at most %g", name, c->deadline_seconds);
            return -1;
        }
        lim->deadline_seconds = d;
        return 0;
    }
    if (v->type != SMOL_INT && v->type != SMOL_BIGINT) {
        send_error(srv, rq->id, "bad_request", "'%s' must be an integer", name);
        return -1;
    }
    uint64_t ceil = which == 0 ? (uint64_t)c->max_instructions
                  : which == 1 ? (uint64_t)c->max_memory
                  : which == 2 ? (uint64_t)c->max_recursion
                               : (uint64_t)c->max_output;
    if (v->type == SMOL_BIGINT || v->i <= 0 || (uint64_t)v->i > ceil) {
        send_error(srv, rq->id, "limit", "'%s' must be above 0 and at most %llu", name, (unsigned long long)ceil);
        return -1;
    }
    switch (which) {
    case 0: lim->max_instructions = v->i; break;
    case 1: lim->max_memory = (size_t)v->i; break;
    case 2: lim->max_recursion = (int)v->i; break;
    default: lim->max_output = (size_t)v->i; break;
    }
    return 0;
}

static void tool_fn(void *user, const smol_tool_call *call, smol_tool_reply *reply);
static void tool_release(void *user, smol_tool_reply *reply);

static void op_open(Server *srv, const Request *rq) {
    Limits lim = srv->defaults;
    const smol_value *L = json_member(&rq->root, "limits"), *imports = json_member(&rq->root, "imports"),
                     *tools = json_member(&rq->root, "tools"), *seed = json_member(&rq->root, "seed");
    if (L && L->type != SMOL_DICT) {
        send_error(srv, rq->id, "bad_request", "'limits' must be an object");
        return;
    }
    for (size_t i = 0; L && i < L->count; i++)
        if (set_limit(srv, rq, &L->items[2 * i], &L->items[2 * i + 1], &lim) < 0) return;
    if (imports && (imports->type != SMOL_LIST || imports->count > SERVE_MAX_NAMES)) {
        send_error(srv, rq->id, "bad_request", "'imports' must be an array of at most %d module names",
                   SERVE_MAX_NAMES);
        return;
    }
    for (size_t i = 0; imports && i < imports->count; i++) {
        const smol_value *m = &imports->items[i];
        if (!is_str(m) || !valid_module(m->str, m->len)) {
            send_error(srv, rq->id, "bad_request",
                       "'imports' must hold module names ('pkg', 'pkg.mod', 'pkg.*' or '*'), not %s%.*s%s",
                       is_str(m) ? "'" : "a non-string", is_str(m) ? clip(m->len) : 0, is_str(m) ? m->str : "",
                       is_str(m) ? "'" : "");
            return;
        }
    }
    if (tools && (tools->type != SMOL_LIST || tools->count > SERVE_MAX_NAMES)) {
        send_error(srv, rq->id, "bad_request", "'tools' must be an array of at most %d names", SERVE_MAX_NAMES);
        return;
    }
    for (size_t i = 0; tools && i < tools->count; i++) {
        const smol_value *t = &tools->items[i];
        if (!is_str(t) || !valid_ident(t->str, t->len)) {
            send_error(srv, rq->id, "bad_request", "a tool name must be a Python identifier, not %s%.*s%s",
                       is_str(t) ? "'" : "a non-string", is_str(t) ? clip(t->len) : 0, is_str(t) ? t->str : "",
                       is_str(t) ? "'" : "");
            return;
        }
        for (size_t j = 0; j < i; j++)
            if (tools->items[j].len == t->len && !memcmp(tools->items[j].str, t->str, t->len)) {
                send_error(srv, rq->id, "bad_request", "tool '%s' is listed twice", t->str);
                return;
            }
    }
    uint64_t hash_seed = srv->seed;
    if (seed) {
        if (seed->type == SMOL_INT && seed->i >= 0) {
            hash_seed = (uint64_t)seed->i;
        } else if (seed->type == SMOL_BIGINT && seed->str[0] != '-' && seed->len <= 20 &&
                   (seed->len < 20 || strcmp(seed->str, "18446744073709551615") <= 0)) {
            hash_seed = strtoull(seed->str, NULL, 10);
        } else {
            send_error(srv, rq->id, "bad_request", "'seed' must be an integer from 0 to 2**64-1");
            return;
        }
    }
    if (srv->nsessions >= SERVE_MAX_SESSIONS) {
        send_error(srv, rq->id, "limit", "too many sessions (at most %d are open at once)", SERVE_MAX_SESSIONS);
        return;
    }
    Session *ss = calloc(1, sizeof *ss);
    if (!ss) {
        send_error(srv, rq->id, "internal", "out of memory");
        return;
    }
    ss->srv = srv;
    ss->lim = lim;
    /* The allowlist: the server's, then the request's new names. The
     * library takes the additions; the reply shows the whole list. */
    Names extra = {0};
    bool ok = true;
    for (size_t i = 0; i < srv->default_imports.n && ok; i++)
        ok = names_add(&ss->imports, srv->default_imports.v[i], strlen(srv->default_imports.v[i]));
    for (size_t i = 0; i < srv->server_imports.n && ok; i++)
        ok = names_add(&extra, srv->server_imports.v[i], strlen(srv->server_imports.v[i]));
    for (size_t i = 0; imports && i < imports->count && ok; i++) {
        const smol_value *m = &imports->items[i];
        if (names_has(&ss->imports, m->str, m->len)) continue;
        ok = names_add(&ss->imports, m->str, m->len) && (names_has(&extra, m->str, m->len) ||
                                                          names_add(&extra, m->str, m->len));
    }
    for (size_t i = 0; tools && i < tools->count && ok; i++) ok = names_add(&ss->tools, tools->items[i].str, tools->items[i].len);
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.max_instructions = lim.max_instructions;
    cfg.max_memory = lim.max_memory;
    cfg.max_recursion = lim.max_recursion;
    cfg.max_output = lim.max_output;
    cfg.deadline_seconds = lim.deadline_seconds;
    cfg.hash_seed = hash_seed;
    cfg.debug_flags = srv->debug_flags;
    cfg.additional_imports = (const char *const *)extra.v;
    int unknown = ok ? smol_config_check(&cfg, NULL) : 0;
    if (unknown > 0) {
        send_error(srv, rq->id, "invalid_value", "import '%s': smolvm has no such module", extra.v[unknown - 1]);
        names_free(&extra);
        session_free(ss);
        return;
    }
    if (ok) ss->vm = smol_vm_new(&cfg);
    names_free(&extra);
    if (!ok || !ss->vm) {
        session_free(ss);
        send_error(srv, rq->id, "internal", "out of memory");
        return;
    }
    for (size_t i = 0; i < ss->tools.n; i++) {
        smol_tool t = {0};
        t.name = ss->tools.v[i];
        t.fn = tool_fn;
        t.release = tool_release;
        t.user = ss;
        if (smol_tool_add(ss->vm, &t) != 0) {
            send_error(srv, rq->id, "bad_request", "cannot add tool '%s': it is a builtin's name", ss->tools.v[i]);
            session_free(ss);
            return;
        }
    }
    ss->s = smol_session_new(ss->vm);
    if (!ss->s) {
        session_free(ss);
        send_error(srv, rq->id, "limit", "the session does not fit in its memory cap");
        return;
    }
    srv->session_serial++;
    snprintf(ss->id, sizeof ss->id, "s%llu", (unsigned long long)srv->session_serial);
    srv->sessions[srv->nsessions++] = ss;
    JOut o;
    reply_begin(&o, rq->id, true);
    jo_lit(&o, ",\"session\":");
    jo_cstr(&o, ss->id);
    jo_lit(&o, ",\"limits\":{");
    put_limits(&o, &lim);
    jo_lit(&o, ",\"authorized_imports\":");
    put_names(&o, &ss->imports);
    jo_lit(&o, ",\"tools\":");
    put_names(&o, &ss->tools);
    send_reply(srv, &o, rq->id);
}

static void op_close(Server *srv, const Request *rq) {
    Session *ss = find_session(srv, rq);
    if (!ss) return;
    for (size_t i = 0; i < srv->nsessions; i++)
        if (srv->sessions[i] == ss) {
            srv->sessions[i] = srv->sessions[--srv->nsessions];
            break;
        }
    session_free(ss);
    /* A closed VM's memory goes back to the system, not only to malloc. */
    malloc_trim(0);
    send_ok(srv, rq->id);
}

/* ---- run and tools ---- */

static void op_run(Server *srv, const Request *rq) {
    Session *ss = find_session(srv, rq);
    if (!ss) return;
    const smol_value *code = json_member(&rq->root, "code"), *fname = json_member(&rq->root, "filename");
    if (!is_str(code)) {
        send_error(srv, rq->id, "bad_request", "'code' must be a string");
        return;
    }
    if (fname && (!is_str(fname) || fname->len == 0 || fname->len > 4096 || strlen(fname->str) != fname->len)) {
        send_error(srv, rq->id, "bad_request", "'filename' must be a string of 1 to 4096 bytes without NUL");
        return;
    }
    srv->running = ss;
    srv->run_id = rq->id;
    smol_result r;
    smol_run(ss->s, code->str, code->len, fname ? fname->str : "<string>", &r);
    srv->running = NULL;
    srv->run_id = NULL;
    /* A result whose texts are near max_output and made of characters
     * that JSON escapes may not fit in a line: its texts are cut then. */
    JOut o;
    for (size_t cap = SIZE_MAX;; cap = RESULT_TEXT_CAP) {
        reply_begin(&o, rq->id, true);
        jo_lit(&o, ",\"result\":");
        put_result(&o, &r, NULL, cap);
        if (!o.failed || cap != SIZE_MAX) break;
        jo_free(&o);
    }
    smol_result_free(&r);
    send_reply(srv, &o, rq->id);
}

/* The client went away while a run waits for a tool: the run cannot go
 * on and nothing can be answered, so the server ends here. */
static _Noreturn void end_now(void) {
    fflush(stdout);
    _exit(0);
}

static void tool_fn(void *user, const smol_tool_call *call, smol_tool_reply *reply) {
    Session *ss = user;
    Server *srv = ss->srv;
    /* A value's __repr__ run by `get` may call a tool: no run is there to
     * carry the call, so it fails in the snippet. */
    if (srv->running != ss) {
        reply->error_type = "RuntimeError";
        reply->error_message = "tools can be called only during a run";
        return;
    }
    uint64_t n = ++srv->call_serial;
    JOut o;
    jo_init(&o, SERVE_OUT_LIMIT);
    jo_lit(&o, "{\"type\":\"tool_call\",\"id\":");
    put_id(&o, srv->run_id);
    jo_lit(&o, ",\"session\":");
    jo_cstr(&o, ss->id);
    jo_lit(&o, ",\"call\":");
    jo_uint(&o, n);
    jo_lit(&o, ",\"name\":");
    jo_cstr(&o, call->name);
    jo_lit(&o, ",\"args\":");
    put_items(&o, call->args, call->nargs, 0);
    jo_lit(&o, ",\"kwargs\":{");
    for (size_t i = 0; i < call->nkwargs; i++) {
        if (i) jo_raw(&o, ",", 1);
        jo_cstr(&o, call->kwnames[i]);
        jo_raw(&o, ":", 1);
        put_value(&o, &call->kwargs[i], 1);
    }
    jo_lit(&o, "}}");
    if (o.failed) {
        jo_free(&o);
        reply->error_type = "ValueError";
        reply->error_message = "the tool's arguments are too large to send";
        return;
    }
    write_line(srv, &o);
    jo_free(&o);
    if (srv->stop) end_now();
    for (;;) {
        Request rq;
        if (next_request(srv, &rq) != REQ_OK) end_now();
        if (!op_is(&rq, "tool_result")) {
            send_error(srv, rq.id, "busy", "a run is waiting for the result of tool call %llu",
                       (unsigned long long)n);
            ja_free(&rq.arena);
            continue;
        }
        const smol_value *c = json_member(&rq.root, "call"), *v = json_member(&rq.root, "value"),
                         *err = json_member(&rq.root, "error");
        const char *problem = NULL, *code = "bad_request";
        if (!c || c->type != SMOL_INT || c->i <= 0 || (uint64_t)c->i != n) {
            send_error(srv, rq.id, "bad_request", "the waiting tool call is %llu", (unsigned long long)n);
            ja_free(&rq.arena);
            continue;
        }
        const smol_value *et = NULL, *em = NULL;
        if (!v == !err) {
            problem = "a tool_result has either 'value' or 'error'";
        } else if (err) {
            et = json_member(err, "type");
            em = json_member(err, "message");
            if (err->type != SMOL_DICT || !is_str(et) || et->len == 0 || (em && !is_str(em) && em->type != SMOL_NONE))
                problem = "'error' must be an object with a string 'type' and a string 'message'";
        } else {
            problem = decode_value((smol_value *)v, &rq.arena, 0);
            code = "invalid_value";
        }
        if (problem) {
            send_error(srv, rq.id, code, "%s", problem);
            ja_free(&rq.arena);
            continue;
        }
        /* The reply points into the request's arena, which the server
         * keeps until the library has copied the reply. */
        ja_free(&srv->tool_arena);
        srv->tool_arena = rq.arena;
        if (err) {
            reply->error_type = et->str;
            reply->error_message = is_str(em) ? em->str : "";
        } else {
            reply->value = *v;
        }
        return;
    }
}

static void tool_release(void *user, smol_tool_reply *reply) {
    (void)reply;
    Session *ss = user;
    ja_free(&ss->srv->tool_arena);
}

/* ---- variables ---- */

static void op_set(Server *srv, const Request *rq) {
    Session *ss = find_session(srv, rq);
    if (!ss) return;
    smol_value *vars = (smol_value *)json_member(&rq->root, "vars");
    if (!vars || vars->type != SMOL_DICT) {
        send_error(srv, rq->id, "bad_request", "'vars' must be an object");
        return;
    }
    for (size_t i = 0; i < vars->count; i++) {
        const smol_value *k = &vars->items[2 * i];
        smol_value *v = (smol_value *)&vars->items[2 * i + 1];
        if (!valid_ident(k->str, k->len)) {
            send_error(srv, rq->id, "invalid_value", "cannot set '%.*s': the name is not a Python identifier",
                       clip(k->len), k->str);
            return;
        }
        const char *why = decode_value(v, (JArena *)&rq->arena, 0);
        if (!why && smol_set_global(ss->s, k->str, v, &why) != 0 && !why) why = "the value cannot be set";
        if (why) {
            send_error(srv, rq->id, "invalid_value", "cannot set '%s': %s", k->str, why);
            return;
        }
    }
    send_ok(srv, rq->id);
}

/* The `name` field of get and del: a string naming a variable. */
static const smol_value *var_name(Server *srv, const Request *rq) {
    const smol_value *name = json_member(&rq->root, "name");
    if (!is_str(name)) {
        send_error(srv, rq->id, "bad_request", "'name' must be a string");
        return NULL;
    }
    if (!valid_ident(name->str, name->len)) {
        send_error(srv, rq->id, "name_error", "name '%.*s' is not defined", clip(name->len), name->str);
        return NULL;
    }
    return name;
}

static void op_get(Server *srv, const Request *rq) {
    Session *ss = find_session(srv, rq);
    const smol_value *name = ss ? var_name(srv, rq) : NULL;
    if (!name) return;
    smol_value *v = NULL;
    const char *why = NULL;
    int rc = smol_get_global(ss->s, name->str, &v, &why);
    if (rc == 1) {
        send_error(srv, rq->id, "name_error", "name '%s' is not defined", name->str);
    } else if (rc != 0 || !v) {
        send_error(srv, rq->id, "invalid_value", "cannot read '%s': %s", name->str, why ? why : "unknown error");
    } else {
        JOut o;
        reply_begin(&o, rq->id, true);
        jo_lit(&o, ",\"value\":");
        put_value(&o, v, 0);
        send_reply(srv, &o, rq->id);
    }
    smol_value_free(v);
}

static void op_del(Server *srv, const Request *rq) {
    Session *ss = find_session(srv, rq);
    const smol_value *name = ss ? var_name(srv, rq) : NULL;
    if (!name) return;
    const char *why = NULL;
    int rc = smol_del_global(ss->s, name->str, &why);
    if (rc == 1) send_error(srv, rq->id, "name_error", "name '%s' is not defined", name->str);
    else if (rc != 0) send_error(srv, rq->id, "invalid_value", "cannot delete '%s': %s", name->str, why ? why : "unknown error");
    else send_ok(srv, rq->id);
}

static void op_vars(Server *srv, const Request *rq) {
    Session *ss = find_session(srv, rq);
    if (!ss) return;
    char **names = smol_global_names(ss->s);
    if (!names) {
        send_error(srv, rq->id, "internal", "out of memory");
        return;
    }
    JOut o;
    reply_begin(&o, rq->id, true);
    jo_lit(&o, ",\"names\":[");
    for (size_t i = 0; names[i]; i++) {
        if (i) jo_raw(&o, ",", 1);
        jo_cstr(&o, names[i]);
    }
    jo_raw(&o, "]", 1);
    smol_names_free(names);
    send_reply(srv, &o, rq->id);
}

static void op_tools(Server *srv, const Request *rq) {
    Session *ss = find_session(srv, rq);
    if (!ss) return;
    JOut o;
    reply_begin(&o, rq->id, true);
    jo_lit(&o, ",\"tools\":");
    put_names(&o, &ss->tools);
    send_reply(srv, &o, rq->id);
}

/* ---- the server ---- */

static void handle(Server *srv, Request *rq) {
    if (op_is(rq, "run")) op_run(srv, rq);
    else if (op_is(rq, "open")) op_open(srv, rq);
    else if (op_is(rq, "set")) op_set(srv, rq);
    else if (op_is(rq, "get")) op_get(srv, rq);
    else if (op_is(rq, "del")) op_del(srv, rq);
    else if (op_is(rq, "vars")) op_vars(srv, rq);
    else if (op_is(rq, "tools")) op_tools(srv, rq);
    else if (op_is(rq, "close")) op_close(srv, rq);
    else if (op_is(rq, "ping")) send_ok(srv, rq->id);
    else if (op_is(rq, "shutdown")) {
        send_ok(srv, rq->id);
        srv->stop = true;
    } else if (op_is(rq, "tool_result")) {
        send_error(srv, rq->id, "bad_request", "no run is waiting for a tool result");
    } else {
        send_error(srv, rq->id, "unknown_op", "unknown op '%.*s'", clip(rq->op->len), rq->op->str);
    }
}

/* The library's default allowlist, as its policy names it when it refuses
 * an import: "... Authorized imports are: ['math', 'statistics', ...]". */
static void probe_default_imports(Names *out) {
    smol_config c;
    smol_config_init(&c);
    smol_vm *vm = smol_vm_new(&c);
    smol_session *s = vm ? smol_session_new(vm) : NULL;
    if (s) {
        static const char probe[] = "import smolvm_serve_probe_";
        smol_result r;
        smol_check(s, probe, sizeof probe - 1, "<probe>", &r);
        const char *m = r.error_message ? strstr(r.error_message, "Authorized imports are: [") : NULL;
        if (m) {
            const char *p = m + strlen("Authorized imports are: [");
            while (*p == '\'') {
                const char *q = strchr(p + 1, '\'');
                if (!q || !names_add(out, p + 1, (size_t)(q - p - 1))) break;
                p = q + 1;
                if (p[0] == ',' && p[1] == ' ') p += 2;
            }
        }
        smol_result_free(&r);
        smol_session_free(s);
    }
    if (vm) smol_vm_free(vm);
}

static void send_hello(Server *srv) {
    JOut o;
    jo_init(&o, SERVE_OUT_LIMIT);
    jo_lit(&o, "{\"type\":\"hello\",\"protocol\":");
    jo_int(&o, SERVE_PROTOCOL);
    jo_lit(&o, ",\"smolvm\":");
    jo_cstr(&o, smol_version());
    jo_lit(&o, ",\"max_line\":");
    jo_uint(&o, srv->in.max_line);
    jo_lit(&o, ",\"max_sessions\":");
    jo_int(&o, SERVE_MAX_SESSIONS);
    jo_lit(&o, ",\"limits\":{");
    put_limits(&o, &srv->defaults);
    jo_lit(&o, ",\"ceilings\":{");
    put_limits(&o, &srv->ceilings);
    jo_lit(&o, ",\"authorized_imports\":");
    put_names(&o, &srv->default_imports);
    jo_raw(&o, "}", 1);
    write_line(srv, &o);
    jo_free(&o);
}

static void server_free(Server *srv) {
    if (!srv) return;
    for (size_t i = 0; i < srv->nsessions; i++) session_free(srv->sessions[i]);
    free(srv->sessions);
    names_free(&srv->default_imports);
    names_free(&srv->server_imports);
    ja_free(&srv->tool_arena);
    free(srv->in.buf);
    free(srv);
}

/* A server with the defaults of `d` and the extra imports (NULL-terminated),
 * or NULL when out of memory. */
static Server *server_new(const smol_config *d, const char *const *imports) {
    Server *srv = calloc(1, sizeof *srv);
    if (!srv) return NULL;
    srv->in.max_line = SERVE_MAX_LINE;
    srv->defaults.max_instructions = d->max_instructions > 0 ? d->max_instructions : SMOL_DEFAULT_MAX_INSTRUCTIONS;
    srv->defaults.max_memory = d->max_memory ? d->max_memory : SMOL_DEFAULT_MAX_MEMORY;
    srv->defaults.max_recursion = d->max_recursion > 0 ? d->max_recursion : SMOL_DEFAULT_MAX_RECURSION;
    srv->defaults.max_output = d->max_output ? d->max_output : SMOL_DEFAULT_MAX_OUTPUT;
    srv->defaults.deadline_seconds = d->deadline_seconds > 0 ? d->deadline_seconds : 0;
    const Limits *df = &srv->defaults;
    Limits *c = &srv->ceilings;
    c->max_instructions = df->max_instructions > CEIL_INSTRUCTIONS ? df->max_instructions : CEIL_INSTRUCTIONS;
    c->max_memory = df->max_memory > CEIL_MEMORY ? df->max_memory : CEIL_MEMORY;
    c->max_recursion = df->max_recursion > CEIL_RECURSION ? df->max_recursion : CEIL_RECURSION;
    c->max_output = df->max_output > CEIL_OUTPUT ? df->max_output : CEIL_OUTPUT;
    c->deadline_seconds = df->deadline_seconds > CEIL_DEADLINE ? df->deadline_seconds : CEIL_DEADLINE;
    srv->seed = d->hash_seed;
    srv->debug_flags = d->debug_flags;
    srv->sessions = calloc(SERVE_MAX_SESSIONS, sizeof(Session *));
    bool ok = srv->sessions != NULL;
    if (ok) probe_default_imports(&srv->default_imports);
    for (size_t i = 0; ok && imports && imports[i]; i++) {
        size_t n = strlen(imports[i]);
        if (!names_has(&srv->server_imports, imports[i], n)) ok = names_add(&srv->server_imports, imports[i], n);
        if (ok && !names_has(&srv->default_imports, imports[i], n)) ok = names_add(&srv->default_imports, imports[i], n);
    }
    if (!ok) {
        server_free(srv);
        return NULL;
    }
    return srv;
}

/* The hello, then requests until end of input, shutdown or a lost client. */
static void server_loop(Server *srv) {
    send_hello(srv);
    Request rq;
    while (!srv->stop && next_request(srv, &rq) == REQ_OK) {
        handle(srv, &rq);
        ja_free(&rq.arena);
    }
}

int cli_serve(const smol_config *d, const char *const *imports, bool no_confine) {
    Server *srv = server_new(d, imports);
    if (!srv) {
        fprintf(stderr, "smolvm: out of memory\n");
        return SERVE_EXIT_OOM;
    }
    /* A client that goes away must not kill the server with SIGPIPE in
     * the middle of a write: the write fails and the server ends. */
    signal(SIGPIPE, SIG_IGN);
    /* Standard input or output left non-blocking by whoever started the
     * server would make a read with nothing to read yet look like the end
     * of input (and a full pipe like a lost client); poll is outside the
     * filter, so both are made blocking while fcntl is still allowed. */
    for (int fd = STDIN_FILENO; fd <= STDOUT_FILENO; fd++) {
        int fl = fcntl(fd, F_GETFL);
        if (fl >= 0 && (fl & O_NONBLOCK)) fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
    }
    int rc = 0;
    if (cli_confine(no_confine) != 0) rc = CLI_EXIT_CONFINE;
    else server_loop(srv);
    server_free(srv);
    return rc;
}

/* ---- run --json ---- */

void cli_json_step(const smol_result *r, const char *file) {
    JOut o;
    jo_init(&o, SERVE_OUT_LIMIT);
    put_result(&o, r, file, SIZE_MAX);
    if (o.failed) {
        jo_free(&o);
        jo_init(&o, SERVE_OUT_LIMIT);
        put_result(&o, r, file, RESULT_TEXT_CAP);
    }
    if (o.failed) {
        jo_free(&o);
        jo_init(&o, SERVE_OUT_LIMIT);
        jo_lit(&o, "{\"file\":");
        jo_cstr(&o, file);
        jo_lit(&o, ",\"status\":");
        jo_cstr(&o, smol_status_name(r->status));
        jo_lit(&o, ",\"error\":{\"type\":null,\"message\":\"the result is too large to print\"}}");
    }
    jo_raw(&o, "\n", 1);
    if (!o.failed) fwrite(o.buf, 1, o.len, stdout);
    fflush(stdout);
    jo_free(&o);
}

void cli_json_file_error(const char *file, const char *message) {
    JOut o;
    jo_init(&o, SERVE_OUT_LIMIT);
    jo_lit(&o, "{\"file\":");
    jo_cstr(&o, file);
    jo_lit(&o, ",\"status\":\"file_error\",\"is_final_answer\":false,\"value\":null,\"output_repr\":null,"
               "\"output_str\":null,\"logs\":\"\",\"logs_truncated\":false,\"error\":{\"type\":\"OSError\",\"message\":");
    jo_cstr(&o, message);
    jo_lit(&o, ",\"line\":null,\"col\":null,\"traceback\":");
    jo_cstr(&o, message);
    jo_lit(&o, "},\"receipt\":null}\n");
    if (!o.failed) fwrite(o.buf, 1, o.len, stdout);
    fflush(stdout);
    jo_free(&o);
}
