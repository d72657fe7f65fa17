/* Texts bounded by the output cap. Every text a result carries (the
 * traceback, the error type and message, a SyntaxError's source echo and
 * carets, the output value's repr and str, the stop reason) is cut to
 * max_output the way printed output is: the first half, the truncation
 * marker, the last half. A CapText keeps only those two halves while the
 * text is appended, so a 50 MB message costs a copy of max_output bytes,
 * never one of 50 MB. */
#include <stdio.h>
#include <stdlib.h>
#include "api/api_internal.h"

void ct_init(CapText *t, size_t limit) {
    memset(t, 0, sizeof *t);
    t->limit = limit ? limit : 1;
}

void ct_free(CapText *t) {
    free(t->head);
    free(t->ring);
    memset(t, 0, sizeof *t);
}

static size_t head_room(const CapText *t) { return t->limit / 2; }
static size_t tail_room(const CapText *t) { return t->limit - t->limit / 2; }

/* Grow the head buffer to hold `need` bytes (at most head_room). */
static bool head_reserve(CapText *t, size_t need) {
    if (need <= t->hcap) return true;
    size_t nc = t->hcap ? t->hcap * 2 : 256;
    while (nc < need) nc *= 2;
    if (nc > head_room(t)) nc = head_room(t);
    char *p = realloc(t->head, nc);
    if (!p) {
        t->failed = true;
        return false;
    }
    t->head = p;
    t->hcap = nc;
    return true;
}

/* Bytes past the head go to a ring that keeps the last tail_room. */
static void ring_add(CapText *t, const char *s, size_t n) {
    size_t cap = tail_room(t);
    if (!t->ring) {
        t->ring = malloc(cap);
        if (!t->ring) {
            t->failed = true;
            return;
        }
    }
    if (n >= cap) {
        /* Only the last cap bytes of this chunk can survive. */
        memcpy(t->ring, s + (n - cap), cap);
        t->rpos = 0;
        t->rlen = cap;
        return;
    }
    size_t first = cap - t->rpos < n ? cap - t->rpos : n;
    memcpy(t->ring + t->rpos, s, first);
    if (n > first) memcpy(t->ring, s + first, n - first);
    t->rpos = (t->rpos + n) % cap;
    t->rlen = t->rlen + n > cap ? cap : t->rlen + n;
}

void ct_add(CapText *t, const char *s, size_t n) {
    if (!n || t->failed) return;
    t->total += n;
    if (!t->gap && t->hlen < head_room(t)) {
        size_t take = head_room(t) - t->hlen;
        if (take > n) take = n;
        if (!head_reserve(t, t->hlen + take)) return;
        memcpy(t->head + t->hlen, s, take);
        t->hlen += take;
        s += take;
        n -= take;
        if (!n) return;
    }
    ring_add(t, s, n);
}

void ct_adds(CapText *t, const char *s) { ct_add(t, s, strlen(s)); }

void ct_addc(CapText *t, char c) { ct_add(t, &c, 1); }

void ct_addstr(CapText *t, const Str *s) { ct_add(t, s->data, s->blen); }

void ct_addf(CapText *t, const char *fmt, ...) {
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    /* Callers pass bounded arguments; a longer text is cut here. */
    ct_add(t, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

void ct_repeat(CapText *t, char c, size_t n) {
    char buf[256];
    memset(buf, c, sizeof buf);
    /* Past what the head and the ring can hold, only the count matters. */
    size_t keep = t->limit + sizeof buf;
    if (n > keep) {
        /* The same byte throughout: `keep` of them fill the head and the
         * ring; the rest is only counted. */
        t->total += n - keep;
        n = keep;
    }
    while (n) {
        size_t k = n < sizeof buf ? n : sizeof buf;
        ct_add(t, buf, k);
        n -= k;
    }
}

void ct_gap(CapText *t) { t->gap = true; }

bool ct_truncated(const CapText *t) { return t->gap || t->total > t->limit; }

/* The length of s[0..n) without a character cut short at its end. */
static size_t whole_chars(const char *s, size_t n) {
    size_t i = n;
    while (i > 0 && ((unsigned char)s[i - 1] & 0xC0) == 0x80 && n - i < 3) i--;
    if (i == 0) return n;
    unsigned char lead = (unsigned char)s[i - 1];
    size_t want = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    return n - (i - 1) < want ? i - 1 : n;
}

char *ct_finish(CapText *t, size_t *len_out) {
    char *out = NULL;
    size_t len = 0;
    if (!t->failed) {
        size_t cap = tail_room(t);
        /* The ring's bytes in order. */
        char *tail = malloc(t->rlen + 1);
        if (tail) {
            size_t start = t->rlen < cap ? 0 : t->rpos;
            for (size_t i = 0; i < t->rlen; i++) tail[i] = t->ring[(start + i) % cap];
            if (!ct_truncated(t)) {
                out = malloc(t->hlen + t->rlen + 1);
                if (out) {
                    if (t->hlen) memcpy(out, t->head, t->hlen);
                    if (t->rlen) memcpy(out + t->hlen, tail, t->rlen);
                    len = t->hlen + t->rlen;
                }
            } else {
                /* Cut at character boundaries: the head before a partial
                 * character, the tail after one. */
                size_t hb = whole_chars(t->head, t->hlen);
                size_t tb = 0;
                while (tb < t->rlen && ((unsigned char)tail[tb] & 0xC0) == 0x80) tb++;
                char marker[160];
                int mn = snprintf(marker, sizeof marker, API_TRUNCATION_MARKER, t->limit);
                len = hb + (size_t)mn + (t->rlen - tb);
                out = malloc(len + 1);
                if (out) {
                    if (hb) memcpy(out, t->head, hb);
                    memcpy(out + hb, marker, (size_t)mn);
                    if (t->rlen - tb) memcpy(out + hb + (size_t)mn, tail + tb, t->rlen - tb);
                }
            }
            free(tail);
        }
    }
    if (out) out[len] = '\0';
    else len = 0;
    ct_free(t);
    if (len_out) *len_out = len;
    return out;
}

char *api_cap_dup(size_t limit, const char *s, size_t n) {
    CapText t;
    ct_init(&t, limit);
    ct_add(&t, s, n);
    return ct_finish(&t, NULL);
}
