/* The JSON reader and writer of the smolvm command (see json.h).
 *
 * The reader makes two passes over the text with the same code. The first
 * validates everything (grammar, UTF-8, escapes, depth), counts the
 * members of every container in the order they open and adds up the
 * memory the tree will need, so that a text whose tree would not fit in
 * the arena is refused before anything is built. The second builds the
 * tree, allocating each container's items at their final size from those
 * counts: no growing scratch arrays, and a flat array of n numbers costs
 * n nodes and nothing more.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli/json.h"

/* ---- the arena ---- */

typedef struct JChunk {
    struct JChunk *next;
    size_t used, cap;
    _Alignas(16) char data[];
} JChunk;

#define JCHUNK_SIZE ((size_t)64 << 10)

void ja_init(JArena *a, size_t limit) {
    a->head = NULL;
    a->total = 0;
    a->limit = limit;
}

void *ja_alloc(JArena *a, size_t n) {
    if (n > a->limit) return NULL;
    n = (n + 15) & ~(size_t)15;
    if (n == 0) n = 16;
    if (n > a->limit - a->total) return NULL;
    if (!a->head || a->head->cap - a->head->used < n) {
        size_t cap = n > JCHUNK_SIZE ? n : JCHUNK_SIZE;
        JChunk *c = malloc(sizeof(JChunk) + cap);
        if (!c) return NULL;
        c->used = 0;
        c->cap = cap;
        /* A big block gets a chunk of its own behind the current one, so
         * the room left in the current chunk stays usable. */
        if (a->head && cap > JCHUNK_SIZE) {
            c->next = a->head->next;
            a->head->next = c;
            c->used = n;
            a->total += n;
            return c->data;
        }
        c->next = a->head;
        a->head = c;
    }
    void *p = a->head->data + a->head->used;
    a->head->used += n;
    a->total += n;
    return p;
}

char *ja_strdup(JArena *a, const char *s, size_t n) {
    if (n == SIZE_MAX) return NULL;
    char *p = ja_alloc(a, n + 1);
    if (!p) return NULL;
    if (n) memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

void ja_free(JArena *a) {
    JChunk *c = a->head;
    while (c) {
        JChunk *n = c->next;
        free(c);
        c = n;
    }
    a->head = NULL;
    a->total = 0;
}

/* ---- the reader ---- */

typedef struct Parser {
    const unsigned char *p, *end;
    int depth;
    bool build;                 /* second pass */
    uint32_t *counts;           /* members of each container, in opening order */
    size_t ncounts, capcounts, next;
    size_t need;                /* bytes the tree will take (first pass) */
    size_t limit;
    JArena *a;
    JsonError err;
    const char *why;
} Parser;

static bool fail(Parser *ps, JsonError e, const char *why) {
    if (ps->err == JSON_OK) {
        ps->err = e;
        ps->why = why;
    }
    return false;
}

/* First pass: count `n` more bytes of tree, refusing past the limit. */
static bool need(Parser *ps, size_t n) {
    if (ps->build) return true;
    size_t r = (n + 15) & ~(size_t)15;
    if (r < n || r > ps->limit || ps->need > ps->limit - r)
        return fail(ps, JSON_TOO_LARGE, "the JSON text needs too much memory");
    ps->need += r;
    return true;
}

static void skip_ws(Parser *ps) {
    while (ps->p < ps->end && (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r')) ps->p++;
}

/* Length of the valid UTF-8 sequence at p (1 to 4), or 0. Surrogates and
 * overlong forms are invalid. */
static size_t utf8_seq(const unsigned char *p, const unsigned char *end) {
    size_t left = (size_t)(end - p);
    unsigned c = p[0];
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) return left >= 2 && (p[1] & 0xC0) == 0x80 ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF) {
        if (left < 3 || (p[1] & 0xC0) != 0x80 || (p[2] & 0xC0) != 0x80) return 0;
        if (c == 0xE0 && p[1] < 0xA0) return 0;
        if (c == 0xED && p[1] >= 0xA0) return 0;
        return 3;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        if (left < 4 || (p[1] & 0xC0) != 0x80 || (p[2] & 0xC0) != 0x80 || (p[3] & 0xC0) != 0x80) return 0;
        if (c == 0xF0 && p[1] < 0x90) return 0;
        if (c == 0xF4 && p[1] >= 0x90) return 0;
        return 4;
    }
    return 0;
}

static int hexval(unsigned c) {
    if (c >= '0' && c <= '9') return (int)(c - '0');
    if (c >= 'a' && c <= 'f') return (int)(c - 'a' + 10);
    if (c >= 'A' && c <= 'F') return (int)(c - 'A' + 10);
    return -1;
}

/* Four hex digits at p (p + 4 <= end checked by the caller), or -1. */
static long hex4(const unsigned char *p) {
    long v = 0;
    for (int i = 0; i < 4; i++) {
        int h = hexval(p[i]);
        if (h < 0) return -1;
        v = v * 16 + h;
    }
    return v;
}

static size_t put_utf8(unsigned char *d, unsigned long cp) {
    if (cp < 0x80) {
        d[0] = (unsigned char)cp;
        return 1;
    }
    if (cp < 0x800) {
        d[0] = (unsigned char)(0xC0 | (cp >> 6));
        d[1] = (unsigned char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        d[0] = (unsigned char)(0xE0 | (cp >> 12));
        d[1] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
        d[2] = (unsigned char)(0x80 | (cp & 0x3F));
        return 3;
    }
    d[0] = (unsigned char)(0xF0 | (cp >> 18));
    d[1] = (unsigned char)(0x80 | ((cp >> 12) & 0x3F));
    d[2] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
    d[3] = (unsigned char)(0x80 | (cp & 0x3F));
    return 4;
}

/* A string (ps->p at its opening quote) into *out. The decoded text is
 * never longer than the raw one, so the second pass allocates the raw
 * length and decodes into it. */
static bool parse_string(Parser *ps, smol_value *out) {
    const unsigned char *start = ++ps->p, *q = start;
    while (q < ps->end && *q != '"') q += (*q == '\\' && q + 1 < ps->end) ? 2 : 1;
    if (q >= ps->end) return fail(ps, JSON_SYNTAX, "unterminated string");
    size_t raw = (size_t)(q - start);
    if (!need(ps, raw + 1)) return false;
    unsigned char *dst = NULL;
    if (ps->build) {
        dst = (unsigned char *)ja_alloc(ps->a, raw + 1);
        if (!dst) return fail(ps, JSON_TOO_LARGE, "the JSON text needs too much memory");
    }
    size_t n = 0;
    const unsigned char *p = start;
    while (p < q) {
        unsigned c = *p;
        if (c == '\\') {
            if (p + 1 >= q) return fail(ps, JSON_SYNTAX, "bad escape in a string");
            unsigned e = p[1];
            const char *simple = strchr("\"\\/bfnrt", (int)e);
            if (e && simple) {
                static const char map[] = "\"\\/\b\f\n\r\t";
                if (dst) dst[n] = (unsigned char)map[simple - "\"\\/bfnrt"];
                n++;
                p += 2;
                continue;
            }
            if (e != 'u' || q - p < 6) return fail(ps, JSON_SYNTAX, "bad escape in a string");
            long cp = hex4(p + 2);
            if (cp < 0) return fail(ps, JSON_SYNTAX, "bad \\u escape in a string");
            p += 6;
            if (cp >= 0xD800 && cp <= 0xDBFF && q - p >= 6 && p[0] == '\\' && p[1] == 'u') {
                long lo = hex4(p + 2);
                if (lo >= 0xDC00 && lo <= 0xDFFF) {
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                    p += 6;
                }
            }
            unsigned char tmp[4];
            n += put_utf8(dst ? dst + n : tmp, (unsigned long)cp);
            continue;
        }
        if (c < 0x20) return fail(ps, JSON_SYNTAX, "control character in a string");
        size_t k = utf8_seq(p, q);
        if (!k) return fail(ps, JSON_SYNTAX, "invalid UTF-8");
        if (dst) memcpy(dst + n, p, k);
        n += k;
        p += k;
    }
    if (dst) dst[n] = '\0';
    ps->p = q + 1;
    if (out) {
        *out = smol_none();
        out->type = SMOL_STR;
        out->str = (const char *)dst;
        out->len = n;
    }
    return true;
}

static bool is_digit(unsigned c) { return c >= '0' && c <= '9'; }

static bool parse_number(Parser *ps, smol_value *out) {
    const unsigned char *start = ps->p, *p = ps->p;
    bool neg = false, isfloat = false;
    if (p < ps->end && *p == '-') neg = true, p++;
    if (p >= ps->end || !is_digit(*p)) return fail(ps, JSON_SYNTAX, "bad number");
    if (*p == '0') {
        p++;
        if (p < ps->end && is_digit(*p)) return fail(ps, JSON_SYNTAX, "a number with a leading zero");
    } else {
        while (p < ps->end && is_digit(*p)) p++;
    }
    const unsigned char *int_end = p;
    if (p < ps->end && *p == '.') {
        isfloat = true;
        p++;
        if (p >= ps->end || !is_digit(*p)) return fail(ps, JSON_SYNTAX, "bad number");
        while (p < ps->end && is_digit(*p)) p++;
    }
    if (p < ps->end && (*p == 'e' || *p == 'E')) {
        isfloat = true;
        p++;
        if (p < ps->end && (*p == '+' || *p == '-')) p++;
        if (p >= ps->end || !is_digit(*p)) return fail(ps, JSON_SYNTAX, "bad number");
        while (p < ps->end && is_digit(*p)) p++;
    }
    ps->p = p;
    size_t len = (size_t)(p - start);
    const unsigned char *digits = start + (neg ? 1 : 0);
    size_t ndig = (size_t)(int_end - digits);
    /* An int fits in 64 bits when its magnitude is at most 2**63 - 1
     * (2**63 when negative). */
    bool fits = false;
    uint64_t mag = 0;
    if (!isfloat && ndig <= 19) {
        fits = true;
        for (size_t i = 0; i < ndig; i++) {
            uint64_t d = (uint64_t)(digits[i] - '0');
            if (mag > (UINT64_MAX - d) / 10) {
                fits = false;
                break;
            }
            mag = mag * 10 + d;
        }
        if (fits && mag > (neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX)) fits = false;
    }
    if (!isfloat && !fits && !need(ps, len + 1)) return false;
    if (!out) return true;
    *out = smol_none();
    if (!isfloat && fits) {
        out->type = SMOL_INT;
        out->i = neg ? (mag == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)mag) : (int64_t)mag;
    } else if (!isfloat) {
        out->type = SMOL_BIGINT;
        out->str = ja_strdup(ps->a, (const char *)start, len);
        out->len = len;
        if (!out->str) return fail(ps, JSON_TOO_LARGE, "the JSON text needs too much memory");
    } else {
        char small[64];
        char *buf = len < sizeof small ? small : malloc(len + 1);
        if (!buf) return fail(ps, JSON_TOO_LARGE, "out of memory");
        memcpy(buf, start, len);
        buf[len] = '\0';
        double d = strtod(buf, NULL);
        if (buf != small) free(buf);
        out->type = SMOL_FLOAT;
        out->f = d;
        out->b = isinf(d);      /* the text overflowed */
    }
    return true;
}

static bool parse_value(Parser *ps, smol_value *out);

/* The next container's member count: recorded in the first pass, read
 * back in the second. */
static size_t open_container(Parser *ps, size_t *slot) {
    if (!ps->build) {
        if (ps->ncounts == ps->capcounts) {
            size_t nc = ps->capcounts ? ps->capcounts * 2 : 64;
            if (nc > ps->limit / sizeof(uint32_t)) return fail(ps, JSON_TOO_LARGE, "the JSON text needs too much memory"), SIZE_MAX;
            uint32_t *c = realloc(ps->counts, nc * sizeof(uint32_t));
            if (!c) return fail(ps, JSON_TOO_LARGE, "out of memory"), SIZE_MAX;
            ps->counts = c;
            ps->capcounts = nc;
        }
        *slot = ps->ncounts;
        ps->counts[ps->ncounts++] = 0;
        return 0;
    }
    if (ps->next >= ps->ncounts) return fail(ps, JSON_SYNTAX, "inconsistent text"), SIZE_MAX;
    *slot = ps->next;
    return ps->counts[ps->next++];
}

static int cmp_keys(const void *x, const void *y) {
    const smol_value *a = *(const smol_value *const *)x, *b = *(const smol_value *const *)y;
    size_t n = a->len < b->len ? a->len : b->len;
    int c = n ? memcmp(a->str, b->str, n) : 0;
    if (c) return c;
    return a->len < b->len ? -1 : a->len > b->len;
}

/* Two members with the same name? (The second pass, n pairs.) */
static bool duplicate_keys(Parser *ps, const smol_value *items, size_t n) {
    if (n < 2) return false;
    if (n <= 8) {
        for (size_t i = 0; i < n; i++)
            for (size_t j = i + 1; j < n; j++)
                if (cmp_keys(&(const smol_value *){&items[2 * i]}, &(const smol_value *){&items[2 * j]}) == 0)
                    return true;
        return false;
    }
    const smol_value **keys = malloc(n * sizeof *keys);
    if (!keys) {
        fail(ps, JSON_TOO_LARGE, "out of memory");
        return true;
    }
    for (size_t i = 0; i < n; i++) keys[i] = &items[2 * i];
    qsort(keys, n, sizeof *keys, cmp_keys);
    bool dup = false;
    for (size_t i = 1; i < n && !dup; i++) dup = cmp_keys(&keys[i - 1], &keys[i]) == 0;
    free(keys);
    return dup;
}

/* An array or object (ps->p at its opening bracket). */
static bool parse_container(Parser *ps, smol_value *out, bool object) {
    if (++ps->depth > JSON_MAX_DEPTH) return fail(ps, JSON_TOO_DEEP, "nested too deeply");
    ps->p++;
    size_t slot;
    size_t expect = open_container(ps, &slot);
    if (expect == SIZE_MAX) return false;
    size_t width = object ? 2 : 1;
    smol_value *items = NULL;
    if (ps->build && expect) {
        if (expect > SIZE_MAX / (width * sizeof(smol_value)))
            return fail(ps, JSON_TOO_LARGE, "the JSON text needs too much memory");
        items = ja_alloc(ps->a, expect * width * sizeof(smol_value));
        if (!items) return fail(ps, JSON_TOO_LARGE, "the JSON text needs too much memory");
    }
    size_t n = 0;
    skip_ws(ps);
    char close = object ? '}' : ']';
    if (ps->p < ps->end && *ps->p == close) {
        ps->p++;
    } else {
        for (;;) {
            if (ps->build && n >= expect) return fail(ps, JSON_SYNTAX, "inconsistent text");
            if (object) {
                skip_ws(ps);
                if (ps->p >= ps->end || *ps->p != '"') return fail(ps, JSON_SYNTAX, "expected a member name");
                if (!need(ps, 2 * sizeof(smol_value))) return false;
                if (!parse_string(ps, items ? &items[2 * n] : NULL)) return false;
                skip_ws(ps);
                if (ps->p >= ps->end || *ps->p != ':') return fail(ps, JSON_SYNTAX, "expected ':'");
                ps->p++;
                if (!parse_value(ps, items ? &items[2 * n + 1] : NULL)) return false;
            } else {
                if (!need(ps, sizeof(smol_value))) return false;
                if (!parse_value(ps, items ? &items[n] : NULL)) return false;
            }
            n++;
            skip_ws(ps);
            if (ps->p < ps->end && *ps->p == ',') {
                ps->p++;
                continue;
            }
            if (ps->p < ps->end && *ps->p == close) {
                ps->p++;
                break;
            }
            return fail(ps, JSON_SYNTAX, object ? "expected ',' or '}'" : "expected ',' or ']'");
        }
    }
    ps->depth--;
    if (!ps->build) {
        if (n > UINT32_MAX) return fail(ps, JSON_TOO_LARGE, "a container has too many members");
        ps->counts[slot] = (uint32_t)n;
        return true;
    }
    if (n != expect) return fail(ps, JSON_SYNTAX, "inconsistent text");
    if (object && duplicate_keys(ps, items, n)) return fail(ps, JSON_SYNTAX, "duplicate member name in an object");
    if (out) {
        *out = smol_items(object ? SMOL_DICT : SMOL_LIST, items, n);
    }
    return true;
}

static bool literal(Parser *ps, const char *word) {
    size_t n = strlen(word);
    if ((size_t)(ps->end - ps->p) < n || memcmp(ps->p, word, n) != 0) return fail(ps, JSON_SYNTAX, "invalid JSON");
    ps->p += n;
    return true;
}

static bool parse_value(Parser *ps, smol_value *out) {
    skip_ws(ps);
    if (ps->p >= ps->end) return fail(ps, JSON_SYNTAX, "unexpected end of the JSON text");
    switch (*ps->p) {
    case '{': return parse_container(ps, out, true);
    case '[': return parse_container(ps, out, false);
    case '"': return parse_string(ps, out);
    case 't':
        if (!literal(ps, "true")) return false;
        if (out) *out = smol_bool(true);
        return true;
    case 'f':
        if (!literal(ps, "false")) return false;
        if (out) *out = smol_bool(false);
        return true;
    case 'n':
        if (!literal(ps, "null")) return false;
        if (out) *out = smol_none();
        return true;
    default:
        if (*ps->p == '-' || is_digit(*ps->p)) return parse_number(ps, out);
        return fail(ps, JSON_SYNTAX, "invalid JSON");
    }
}

static bool run_pass(Parser *ps, const char *text, size_t len, smol_value *out) {
    ps->p = (const unsigned char *)text;
    ps->end = ps->p + len;
    ps->depth = 0;
    if (!parse_value(ps, out)) return false;
    skip_ws(ps);
    if (ps->p != ps->end) return fail(ps, JSON_SYNTAX, "text after the JSON value");
    return true;
}

JsonError json_parse(const char *text, size_t len, JArena *a, smol_value *out, const char **why) {
    Parser ps;
    memset(&ps, 0, sizeof ps);
    ps.a = a;
    ps.limit = a->limit;
    *out = smol_none();
    if (!text || len > SIZE_MAX / 8) {
        fail(&ps, JSON_TOO_LARGE, "the JSON text is too long");
    } else if (run_pass(&ps, text, len, NULL)) {
        ps.build = true;
        ps.next = 0;
        if (!run_pass(&ps, text, len, out)) *out = smol_none();
    }
    free(ps.counts);
    if (why) *why = ps.why;
    return ps.err;
}

const smol_value *json_member(const smol_value *obj, const char *name) {
    if (!obj || obj->type != SMOL_DICT || !name) return NULL;
    size_t n = strlen(name);
    for (size_t i = 0; i < obj->count; i++) {
        const smol_value *k = &obj->items[2 * i];
        if (k->type == SMOL_STR && k->len == n && memcmp(k->str, name, n) == 0) return &obj->items[2 * i + 1];
    }
    return NULL;
}

/* ---- the writer ---- */

void jo_init(JOut *o, size_t limit) {
    o->buf = NULL;
    o->len = o->cap = 0;
    o->limit = limit;
    o->failed = false;
}

void jo_free(JOut *o) {
    free(o->buf);
    o->buf = NULL;
    o->len = o->cap = 0;
}

static bool reserve(JOut *o, size_t n) {
    if (o->failed) return false;
    if (n > o->limit || o->len > o->limit - n) {
        o->failed = true;
        return false;
    }
    if (o->len + n <= o->cap) return true;
    size_t nc = o->cap ? o->cap : 256;
    while (nc < o->len + n) nc = nc > o->limit / 2 ? o->limit : nc * 2;
    char *b = realloc(o->buf, nc);
    if (!b) {
        o->failed = true;
        return false;
    }
    o->buf = b;
    o->cap = nc;
    return true;
}

void jo_raw(JOut *o, const char *s, size_t n) {
    if (!n || !reserve(o, n)) return;
    memcpy(o->buf + o->len, s, n);
    o->len += n;
}

void jo_lit(JOut *o, const char *s) { jo_raw(o, s, strlen(s)); }

/* The JSON form of the character at s (before end) that jo_str does not
 * copy as it is: written to out (6 bytes at most), its length returned and
 * the bytes it consumed in *k. */
static size_t escape_char(const unsigned char *s, const unsigned char *end, char out[6], size_t *k) {
    static const char hex[] = "0123456789abcdef";
    unsigned c = *s;
    unsigned long cp;
    *k = 1;
    if (c < 0x80) {
        const char *e = NULL;
        switch (c) {
        case '"': e = "\\\""; break;
        case '\\': e = "\\\\"; break;
        case '\n': e = "\\n"; break;
        case '\r': e = "\\r"; break;
        case '\t': e = "\\t"; break;
        case '\b': e = "\\b"; break;
        case '\f': e = "\\f"; break;
        default:
            if (c >= 0x20) {
                out[0] = (char)c;
                return 1;
            }
            break;
        }
        if (e) {
            out[0] = e[0];
            out[1] = e[1];
            return 2;
        }
        cp = c;
    } else {
        size_t n = utf8_seq(s, end);
        if (n == 3 && s[0] == 0xE2 && s[1] == 0x80 && (s[2] == 0xA8 || s[2] == 0xA9)) {
            /* U+2028 and U+2029 end lines for some readers. */
            cp = s[2] == 0xA8 ? 0x2028 : 0x2029;
            *k = 3;
        } else if (n) {
            memcpy(out, s, n);
            *k = n;
            return n;
        } else if (c == 0xED && end - s >= 3 && s[1] >= 0xA0 && s[1] <= 0xBF && (s[2] & 0xC0) == 0x80) {
            /* A surrogate code point, as smolvm strings may hold. */
            cp = 0xD000u | ((unsigned long)(s[1] & 0x3F) << 6) | (s[2] & 0x3F);
            *k = 3;
        } else {
            cp = 0xFFFD;
        }
    }
    out[0] = '\\';
    out[1] = 'u';
    out[2] = hex[(cp >> 12) & 15];
    out[3] = hex[(cp >> 8) & 15];
    out[4] = hex[(cp >> 4) & 15];
    out[5] = hex[cp & 15];
    return 6;
}

static bool plain_char(unsigned c) { return c >= 0x20 && c < 0x80 && c != '"' && c != '\\'; }

void jo_str(JOut *o, const char *str, size_t n) {
    const unsigned char *s = (const unsigned char *)(str ? str : ""), *end = s + (str ? n : 0);
    jo_raw(o, "\"", 1);
    while (s < end && !o->failed) {
        const unsigned char *run = s;
        while (s < end && plain_char(*s)) s++;
        jo_raw(o, (const char *)run, (size_t)(s - run));
        /* Escapes a chunk at a time: room for the longest form of each
         * character, then written in place. */
        size_t chunk = (size_t)(end - s) < 4096 ? (size_t)(end - s) : 4096;
        if (!chunk || !reserve(o, 6 * chunk)) continue;
        const unsigned char *stop = s + chunk;
        while (s < stop && !plain_char(*s)) {
            size_t k;
            o->len += escape_char(s, end, o->buf + o->len, &k);
            s += k;
        }
    }
    jo_raw(o, "\"", 1);
}

size_t json_str_fit(const char *str, size_t n, size_t max) {
    const unsigned char *s = (const unsigned char *)str, *end = s + n;
    if (!str || max < 2) return 0;
    size_t room = max - 2;
    while (s < end) {
        char tmp[6];
        size_t k = 1, w = plain_char(*s) ? 1 : escape_char(s, end, tmp, &k);
        if (w > room) break;
        room -= w;
        s += k;
    }
    return (size_t)(s - (const unsigned char *)str);
}

void jo_cstr(JOut *o, const char *s) {
    if (!s) jo_lit(o, "null");
    else jo_str(o, s, strlen(s));
}

void jo_int(JOut *o, int64_t v) {
    char b[32];
    int n = snprintf(b, sizeof b, "%lld", (long long)v);
    jo_raw(o, b, (size_t)n);
}

void jo_uint(JOut *o, uint64_t v) {
    char b[32];
    int n = snprintf(b, sizeof b, "%llu", (unsigned long long)v);
    jo_raw(o, b, (size_t)n);
}

void jo_bool(JOut *o, bool b) { jo_lit(o, b ? "true" : "false"); }

void json_float_repr(double d, char *text, size_t size) {
    char tmp[48];
    if (!isfinite(d)) {
        snprintf(text, size, "%s", isnan(d) ? "nan" : d > 0 ? "inf" : "-inf");
        return;
    }
    /* The shortest precision that reads back as d. */
    for (int p = 1; p <= 17; p++) {
        snprintf(tmp, sizeof tmp, "%.*e", p - 1, d);
        if (strtod(tmp, NULL) == d) break;
    }
    /* tmp is [-]D[.DDD]e(+|-)XX: take the digits and the exponent. */
    const char *q = tmp;
    bool neg = *q == '-';
    if (neg) q++;
    char dig[24];
    int nd = 0;
    for (; *q && *q != 'e'; q++)
        if (*q >= '0' && *q <= '9' && nd < 20) dig[nd++] = *q;
    int exp = *q == 'e' ? atoi(q + 1) : 0;
    while (nd > 1 && dig[nd - 1] == '0') nd--;
    char out[64];
    size_t n = 0;
    if (neg) out[n++] = '-';
    /* Python's repr: positional for 1e-4 <= |d| < 1e16, else scientific. */
    if (exp >= -4 && exp < 16) {
        if (exp >= 0) {
            for (int i = 0; i <= exp; i++) out[n++] = i < nd ? dig[i] : '0';
            out[n++] = '.';
            if (nd > exp + 1)
                for (int i = exp + 1; i < nd; i++) out[n++] = dig[i];
            else
                out[n++] = '0';
        } else {
            out[n++] = '0';
            out[n++] = '.';
            for (int i = 0; i < -exp - 1; i++) out[n++] = '0';
            for (int i = 0; i < nd; i++) out[n++] = dig[i];
        }
        out[n] = '\0';
    } else {
        out[n++] = dig[0];
        if (nd > 1) {
            out[n++] = '.';
            for (int i = 1; i < nd; i++) out[n++] = dig[i];
        }
        snprintf(out + n, sizeof out - n, "e%c%02d", exp < 0 ? '-' : '+', exp < 0 ? -exp : exp);
    }
    snprintf(text, size, "%s", out);
}

void jo_float(JOut *o, double d) {
    char b[64];
    json_float_repr(d, b, sizeof b);
    jo_lit(o, b);
}
