/* Strings: construction, UTF-8, interning, hashing, repr, indexing and
 * slicing, %-formatting, the StrBuf builder and every method of Python
 * 3.11's str.
 *
 * A Str holds valid UTF-8 (strict: no overlongs, nothing above U+10FFFF),
 * except that a literal's escapes ("\ud800") can put a surrogate code point
 * in it, encoded like any other three-byte character, as CPython allows.
 * Code point order equals byte order in UTF-8, so comparisons are memcmp;
 * substring search is byte search, since a match of valid UTF-8 inside
 * valid UTF-8 always starts and ends on character boundaries. Only indices need code point positions: ASCII strings (the
 * common case for agent code, flagged STR_ASCII) index bytes directly;
 * other strings convert through str_offset(), which remembers its last
 * answer so index loops stay linear.
 *
 * Unicode character data comes from libunistring (Unicode 14, the version
 * CPython 3.11 uses). Case mappings are applied one code point at a time
 * following CPython's own algorithms (unicodeobject.c do_upper, do_title,
 * ...) so context rules such as the final sigma behave identically.
 *
 * Every loop over a string charges the instruction budget in proportion to
 * the bytes it touches (charge_bytes); every allocation is checked. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicase.h>
#include <unictype.h>
#include <uniname.h>
#include <xxhash.h>
#include "rt.h"
#include "names.h"

/* ---- budget ------------------------------------------------------------ */

/* The one place that decides what native string work costs: one unit per
 * eight bytes touched, plus one per call so that empty work is not free. */
static inline bool charge_bytes(VM *vm, size_t n) {
    return rt_charge(vm, (int64_t)(n / 8) + 1);
}

/* ---- UTF-8 ------------------------------------------------------------- */

static inline bool is_cont(unsigned char b) { return (b & 0xC0) == 0x80; }

/* Length of the sequence a (valid) lead byte starts. */
static inline size_t seq_len(unsigned char b) {
    return b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
}

#define HIGH_BITS 0x8080808080808080ULL

bool utf8_valid(const char *s, size_t n) { return utf8_valid_ex(s, n, false); }

bool utf8_valid_ex(const char *s, size_t n, bool surrogates) {
    const unsigned char *p = (const unsigned char *)s, *end = p + n;
    while (p < end) {
        /* Runs of ASCII are checked eight bytes at a time. */
        while (end - p >= 8) {
            uint64_t w;
            memcpy(&w, p, 8);
            if (w & HIGH_BITS) break;
            p += 8;
        }
        if (p >= end) break;
        unsigned c = *p;
        if (c < 0x80) { p++; continue; }
        size_t left = (size_t)(end - p);
        if (c < 0xC2) return false;            /* stray continuation or overlong */
        if (c < 0xE0) {
            if (left < 2 || !is_cont(p[1])) return false;
            p += 2;
        } else if (c < 0xF0) {
            if (left < 3 || !is_cont(p[1]) || !is_cont(p[2])) return false;
            if (c == 0xE0 && p[1] < 0xA0) return false;     /* overlong */
            if (c == 0xED && p[1] >= 0xA0 && !surrogates) return false;    /* surrogate */
            p += 3;
        } else if (c < 0xF5) {
            if (left < 4 || !is_cont(p[1]) || !is_cont(p[2]) || !is_cont(p[3])) return false;
            if (c == 0xF0 && p[1] < 0x90) return false;     /* overlong */
            if (c == 0xF4 && p[1] >= 0x90) return false;    /* > U+10FFFF */
            p += 4;
        } else {
            return false;
        }
    }
    return true;
}

uint32_t utf8_decode(const char *s, size_t *pos) {
    const unsigned char *p = (const unsigned char *)s + *pos;
    uint32_t c = p[0];
    if (c < 0x80) { *pos += 1; return c; }
    if (c < 0xE0) { *pos += 2; return ((c & 0x1F) << 6) | (p[1] & 0x3F); }
    if (c < 0xF0) {
        *pos += 3;
        return ((c & 0x0F) << 12) | ((uint32_t)(p[1] & 0x3F) << 6) | (p[2] & 0x3F);
    }
    *pos += 4;
    return ((c & 0x07) << 18) | ((uint32_t)(p[1] & 0x3F) << 12) |
           ((uint32_t)(p[2] & 0x3F) << 6) | (p[3] & 0x3F);
}

/* Decode the code point that ends just before byte offset *pos and move
 * *pos back to its start. */
static uint32_t decode_back(const char *s, size_t *pos) {
    size_t p = *pos - 1;
    while (p > 0 && is_cont((unsigned char)s[p])) p--;
    *pos = p;
    size_t q = p;
    return utf8_decode(s, &q);
}

size_t utf8_encode(uint32_t cp, char out[4]) {
    if (cp < 0x80) { out[0] = (char)cp; return 1; }
    if (cp < 0x800) {
        out[0] = (char)(0xC0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xE0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        out[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

/* Code points = bytes that are not continuation bytes (10xxxxxx). Counted
 * eight bytes at a time: shifting a word left by one moves each byte's
 * bit 6 under its bit 7, so `high & ~shifted` marks continuation bytes. */
static size_t count_cps(const char *s, size_t n) {
    size_t cont = 0, i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, s + i, 8);
        uint64_t high = w & HIGH_BITS;
        if (high) cont += (size_t)__builtin_popcountll(high & ~((w << 1) & HIGH_BITS));
    }
    for (; i < n; i++) cont += is_cont((unsigned char)s[i]);
    return n - cont;
}

size_t str_cps_after(const Str *s, size_t b) {
    if (b >= s->blen) return 0;
    return (s->h.flags & STR_ASCII) ? s->blen - b : count_cps(s->data + b, s->blen - b);
}

/* ---- construction ------------------------------------------------------- */

/* memcpy for the short pieces most strings are made of: fixed-size copies
 * the compiler turns into moves, overlapping at the end, never touching a
 * byte outside [0, n) of either side. */
static inline void copy_bytes(char *d, const char *s, size_t n) {
    if (n >= 8 && n <= 16) {
        memcpy(d, s, 8);
        memcpy(d + n - 8, s + n - 8, 8);
    } else if (n >= 4 && n < 8) {
        memcpy(d, s, 4);
        memcpy(d + n - 4, s + n - 4, 4);
    } else if (n < 4) {
        if (n) {
            d[0] = s[0];
            d[n / 2] = s[n / 2];
            d[n - 1] = s[n - 1];
        }
    } else {
        memcpy(d, s, n);
    }
}

/* Results up to this many bytes skip the early mem_would_fit check: the
 * allocation enforces the cap, and they are too small for the charge made
 * before it to matter. */
#define SMALL_RESULT 4096

/* The Python-visible string behind a value: a str, or the str inside an
 * instance of a str subclass. NULL for anything else. */
static Str *to_str(Value v) {
    if (!IS_OBJ(v)) return NULL;
    if (OBJ_KIND(v) == OK_STR) return AS_STR(v);
    if (OBJ_KIND(v) == OK_INSTANCE && IS_STR(AS_INSTANCE(v)->builtin_value))
        return AS_STR(AS_INSTANCE(v)->builtin_value);
    return NULL;
}

/* An uninitialised string of `blen` bytes for callers that write the bytes
 * in place (saving the copy a StrBuf would need); finish with seal(). The
 * object header stores its size in 32 bits, which bounds a string at 4 GiB
 * whether or not the VM has a memory cap. */
static inline Str *str_raw(VM *vm, size_t blen) {
    if (blen > UINT32_MAX - sizeof(Str) - 1) {
        rt_halt(vm, HALT_MEMORY);
        return NULL;
    }
    Str *s = obj_alloc_uninit(vm, OK_STR, sizeof(Str) + blen + 1);
    if (!s) return NULL;
    s->hash = -1;
    s->blen = blen;
    s->clen = 0;
    s->idx_cp = s->idx_byte = 0;
    s->data = (char *)(s + 1);
    s->data[blen] = '\0';
    return s;
}

/* Fill in the derived fields of a string written through str_raw(). A
 * caller that knows the code point count passes it (else SIZE_MAX). Empty
 * and one-character ASCII results are swapped for the shared instances. */
static Str *seal(VM *vm, Str *s, size_t clen) {
    if (clen == SIZE_MAX) clen = count_cps(s->data, s->blen);
    s->clen = clen;
    if (clen == s->blen) s->h.flags |= STR_ASCII;
    if (s->blen == 0 && vm->empty_str) return vm->empty_str;
    if (s->blen == 1 && (unsigned char)s->data[0] < 0x80 && vm->char_cache[(unsigned char)s->data[0]])
        return vm->char_cache[(unsigned char)s->data[0]];
    return s;
}

Str *str_new(VM *vm, const char *utf8, size_t blen) {
    if (blen == 0 && vm->empty_str) return vm->empty_str;
    if (blen == 1 && (unsigned char)utf8[0] < 0x80 && vm->char_cache[(unsigned char)utf8[0]])
        return vm->char_cache[(unsigned char)utf8[0]];
    Str *s = str_raw(vm, blen);
    if (!s) return NULL;
    if (blen) memcpy(s->data, utf8, blen);
    s->clen = count_cps(utf8, blen);
    if (s->clen == blen) s->h.flags |= STR_ASCII;
    return s;
}

Value str_value(VM *vm, const char *utf8, size_t blen) {
    Str *s = str_new(vm, utf8, blen);
    return s ? v_obj(s) : VEXC;
}

static const char digit_pairs[] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

Value str_from_int(VM *vm, int64_t i) {
    if (i >= 0 && i < 10 && vm->char_cache['0' + i]) return v_obj(vm->char_cache['0' + i]);
    uint64_t u = i < 0 ? (uint64_t)0 - (uint64_t)i : (uint64_t)i;
    size_t n = 1;
    for (uint64_t p = 10; n < 20 && u >= p; p *= 10) n++;
    if (i < 0) n++;
    Str *s = str_raw(vm, n);
    if (!s) return VEXC;
    /* Two digits per division, from the end. */
    char *o = s->data + n;
    while (u >= 100) {
        unsigned k = (unsigned)(u % 100) * 2;
        u /= 100;
        *--o = digit_pairs[k + 1];
        *--o = digit_pairs[k];
    }
    if (u >= 10) {
        *--o = digit_pairs[u * 2 + 1];
        *--o = digit_pairs[u * 2];
    } else {
        *--o = (char)('0' + u);
    }
    if (i < 0) *--o = '-';
    s->clen = n;
    s->h.flags |= STR_ASCII;
    return v_obj(s);
}

Value str_cvalue(VM *vm, const char *cstr) { return str_value(vm, cstr, strlen(cstr)); }

static inline Value sval(Str *s) { return s ? v_obj(s) : VEXC; }

/* ---- code point offsets ------------------------------------------------ */

/* Where the walk to code point i (0 < i < clen, not ASCII) starts: whichever
 * known position is nearest, the start, the cached last lookup, or the
 * end. */
static inline void offset_from(const Str *s, size_t i, size_t *cp, size_t *byte) {
    size_t ci = 0, bi = 0;
    size_t dc = s->idx_cp > i ? s->idx_cp - i : i - s->idx_cp;
    if (dc < i) { ci = s->idx_cp; bi = s->idx_byte; }
    if (s->clen - i < (ci > i ? ci - i : i - ci)) { ci = s->clen; bi = s->blen; }
    *cp = ci;
    *byte = bi;
}

size_t str_offset(Str *s, size_t i) {
    if (s->h.flags & STR_ASCII) return i < s->blen ? i : s->blen;
    if (i >= s->clen) return s->blen;
    if (i == 0) return 0;
    size_t ci, bi;
    offset_from(s, i, &ci, &bi);
    const unsigned char *d = (const unsigned char *)s->data;
    while (ci < i) { bi += seq_len(d[bi]); ci++; }
    while (ci > i) {
        bi--;
        while (is_cont(d[bi])) bi--;
        ci--;
    }
    s->idx_cp = (uint32_t)i;
    s->idx_byte = (uint32_t)bi;
    return bi;
}

bool str_offset_charged(VM *vm, Str *s, size_t i, size_t *out) {
    if (!(s->h.flags & STR_ASCII) && i > 0 && i < s->clen) {
        size_t ci, bi;
        offset_from(s, i, &ci, &bi);
        size_t walk = ci > i ? ci - i : i - ci;
        if (walk > 256 && !rt_charge(vm, (int64_t)(walk / 8))) return false;
    }
    *out = str_offset(s, i);
    return true;
}

/* The code point index of byte offset `b` (a character boundary). */
static size_t cp_index(Str *s, size_t b) {
    if (s->h.flags & STR_ASCII) return b;
    size_t ci;
    if (b >= s->idx_byte) ci = s->idx_cp + count_cps(s->data + s->idx_byte, b - s->idx_byte);
    else if (b > s->idx_byte / 2) ci = s->idx_cp - count_cps(s->data + b, s->idx_byte - b);
    else ci = count_cps(s->data, b);
    s->idx_cp = (uint32_t)ci;
    s->idx_byte = (uint32_t)b;
    return ci;
}

/* ---- hashing and interning --------------------------------------------- */

static int64_t bytes_hash(VM *vm, const char *s, size_t n) {
    if (n == 0) return 0;   /* hash('') == 0 in CPython, whatever the seed */
    int64_t h = (int64_t)XXH3_64bits_withSeed(s, n, vm->hash_seed);
    return h == -1 ? -2 : h;
}

int64_t str_hash(VM *vm, Str *s) {
    if (s->hash == -1) s->hash = bytes_hash(vm, s->data, s->blen);
    return s->hash;
}

/* Grow the intern set, keeping it at most two-thirds full so probe
 * sequences stay short. Entries are never removed (the table is a GC root),
 * so no tombstones are needed. */
static bool intern_grow(VM *vm) {
    size_t ncap = vm->interned_cap ? vm->interned_cap * 2 : 512;
    Str **nt = mem_alloc(vm, ncap * sizeof(Str *));
    if (!nt) return false;
    memset(nt, 0, ncap * sizeof(Str *));
    for (size_t i = 0; i < vm->interned_cap; i++) {
        Str *e = vm->interned[i];
        if (!e) continue;
        size_t j = (size_t)e->hash & (ncap - 1);
        while (nt[j]) j = (j + 1) & (ncap - 1);
        nt[j] = e;
    }
    mem_free(vm, vm->interned, vm->interned_cap * sizeof(Str *));
    vm->interned = nt;
    vm->interned_cap = ncap;
    return true;
}

/* The string of text s[0..n) (hash h) in the intern set `t` of `cap`
 * slots (a power of two, or 0), or NULL. */
static inline Str *intern_find(Str *const *t, size_t cap, const char *s, size_t n, int64_t h) {
    if (!cap) return NULL;
    size_t mask = cap - 1;
    for (size_t j = (size_t)h & mask; t[j]; j = (j + 1) & mask)
        if (t[j]->hash == h && t[j]->blen == n && memcmp(t[j]->data, s, n) == 0) return t[j];
    return NULL;
}

Str *str_intern(VM *vm, const char *s, size_t n) {
    int64_t h = bytes_hash(vm, s, n);
    Str *e = intern_find(vm->interned_base, vm->interned_base_cap, s, n, h);
    if (!e) e = intern_find(vm->interned, vm->interned_cap, s, n, h);
    if (e) return e;
    if ((vm->ninterned + 1) * 3 > vm->interned_cap * 2 && !intern_grow(vm)) return NULL;
    Str *r = str_new(vm, s, n);
    if (!r) return NULL;
    r->hash = h;
    r->h.flags |= STR_INTERNED;
    vm->interned_added += sizeof(Str) + n;
    size_t mask = vm->interned_cap - 1;
    size_t j = (size_t)h & mask;
    while (vm->interned[j]) j = (j + 1) & mask;
    vm->interned[j] = r;
    vm->ninterned++;
    return r;
}

Str *str_intern_cstr(VM *vm, const char *s) { return str_intern(vm, s, strlen(s)); }

/* ---- comparison -------------------------------------------------------- */

bool str_eq(const Str *a, const Str *b) {
    if (a == b) return true;
    if (a->blen != b->blen) return false;
    if (a->hash != -1 && b->hash != -1 && a->hash != b->hash) return false;
    return memcmp(a->data, b->data, a->blen) == 0;
}

int str_cmp(const Str *a, const Str *b) {
    size_t n = a->blen < b->blen ? a->blen : b->blen;
    int c = memcmp(a->data, b->data, n);
    if (c) return c < 0 ? -1 : 1;
    return a->blen < b->blen ? -1 : a->blen > b->blen ? 1 : 0;
}

/* ---- StrBuf -------------------------------------------------------------- */

void sb_init(StrBuf *b, VM *vm) {
    b->vm = vm;
    b->p = NULL;
    b->len = b->cap = 0;
    b->failed = false;
    b->ext = false;
}

void sb_init_buf(StrBuf *b, VM *vm, char *buf, size_t cap) {
    b->vm = vm;
    b->p = buf;
    b->len = 0;
    b->cap = cap;
    b->failed = false;
    b->ext = true;
}

/* Make room for `extra` more bytes (doubling, so appends are amortised
 * O(1)). False, with `failed` set, when the allocation is refused. */
static bool sb_reserve(StrBuf *b, size_t extra) {
    if (b->failed) return false;
    if (extra <= b->cap - b->len) return true;
    if (extra > SIZE_MAX / 2 - b->len) {
        b->failed = true;
        rt_halt(b->vm, HALT_MEMORY);
        return false;
    }
    size_t need = b->len + extra;
    size_t ncap = b->cap ? b->cap * 2 : 64;
    while (ncap < need) ncap *= 2;
    char *np;
    if (b->ext) {
        np = mem_alloc(b->vm, ncap);
        if (np && b->len) memcpy(np, b->p, b->len);
    } else {
        np = b->p ? mem_realloc(b->vm, b->p, b->cap, ncap) : mem_alloc(b->vm, ncap);
    }
    if (!np) {
        b->failed = true;
        return false;
    }
    b->ext = false;
    b->p = np;
    b->cap = ncap;
    return true;
}

bool sb_add(StrBuf *b, const char *s, size_t n) {
    if (!sb_reserve(b, n)) return false;
    if (n) memcpy(b->p + b->len, s, n);
    b->len += n;
    return true;
}

bool sb_adds(StrBuf *b, const char *s) { return sb_add(b, s, strlen(s)); }

bool sb_addc(StrBuf *b, char c) {
    if (b->len < b->cap && !b->failed) {
        b->p[b->len++] = c;
        return true;
    }
    return sb_add(b, &c, 1);
}

bool sb_addcp(StrBuf *b, uint32_t cp) {
    char t[4];
    return sb_add(b, t, utf8_encode(cp, t));
}

bool sb_addstr(StrBuf *b, const Str *s) { return sb_add(b, s->data, s->blen); }

bool sb_addf(StrBuf *b, const char *fmt, ...) {
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) return false;
    if ((size_t)n < sizeof small) return sb_add(b, small, (size_t)n);
    if (!sb_reserve(b, (size_t)n + 1)) return false;
    va_start(ap, fmt);
    vsnprintf(b->p + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
    return true;
}

Value sb_finish(StrBuf *b) {
    if (b->failed) {
        sb_free(b);
        return VEXC;
    }
    Str *s = str_new(b->vm, b->p ? b->p : "", b->len);
    sb_free(b);
    return sval(s);
}

void sb_free(StrBuf *b) {
    if (b->p && !b->ext) mem_free(b->vm, b->p, b->cap);
    b->p = NULL;
    b->len = b->cap = 0;
    b->ext = false;
}

/* ---- character classes --------------------------------------------------- */

/* CPython's definitions (Objects/unicodectype.c), with ASCII answered
 * inline and everything else from libunistring's Unicode 14 tables. */

static inline bool a_upper(uint32_t c) { return c >= 'A' && c <= 'Z'; }
static inline bool a_lower(uint32_t c) { return c >= 'a' && c <= 'z'; }
static inline bool a_alpha(uint32_t c) { return a_upper(c) || a_lower(c); }
static inline bool a_digit(uint32_t c) { return c >= '0' && c <= '9'; }

/* Whitespace: bidirectional class WS, B or S, or category Zs. In ASCII that
 * is \t \n \v \f \r, the four separators 0x1c-0x1f, and space. */
static bool u_space(uint32_t c) {
    if (c < 0x80) return c == ' ' || (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x1F);
    int bc = uc_bidi_category(c);
    return bc == UC_BIDI_WS || bc == UC_BIDI_B || bc == UC_BIDI_S ||
           uc_is_general_category_withtable(c, UC_CATEGORY_MASK_Zs);
}

/* str.splitlines() boundaries. */
static bool u_linebreak(uint32_t c) {
    return (c >= 0x0A && c <= 0x0D) || (c >= 0x1C && c <= 0x1E) || c == 0x85 ||
           c == 0x2028 || c == 0x2029;
}

static bool u_alpha(uint32_t c) {
    if (c < 0x80) return a_alpha(c);
    return uc_is_general_category_withtable(c, UC_CATEGORY_MASK_L);
}

static bool u_decimal(uint32_t c) {
    if (c < 0x80) return a_digit(c);
    return uc_decimal_value(c) >= 0;
}

static bool u_digit(uint32_t c) {
    if (c < 0x80) return a_digit(c);
    return uc_digit_value(c) >= 0;
}

/* Han ideographs that CPython counts as numeric because the Unihan
 * database gives them a numeric value (kPrimaryNumeric, kAccountingNumeric,
 * kOtherNumeric); libunistring's table covers UnicodeData.txt only. Sorted
 * for binary search. */
static const uint32_t unihan_numeric[] = {
    0x3405, 0x3483, 0x382A, 0x3B4D, 0x4E00, 0x4E03, 0x4E07, 0x4E09, 0x4E5D,
    0x4E8C, 0x4E94, 0x4E96, 0x4EBF, 0x4EC0, 0x4EDF, 0x4EE8, 0x4F0D, 0x4F70,
    0x5104, 0x5146, 0x5169, 0x516B, 0x516D, 0x5341, 0x5343, 0x5344, 0x5345,
    0x534C, 0x53C1, 0x53C2, 0x53C3, 0x53C4, 0x56DB, 0x58F1, 0x58F9, 0x5E7A,
    0x5EFE, 0x5EFF, 0x5F0C, 0x5F0D, 0x5F0E, 0x5F10, 0x62FE, 0x634C, 0x67D2,
    0x6F06, 0x7396, 0x767E, 0x8086, 0x842C, 0x8CAE, 0x8CB3, 0x8D30, 0x9621,
    0x9646, 0x964C, 0x9678, 0x96F6, 0x20001, 0x20064, 0x200E2, 0x20121,
    0x2092A, 0x20983, 0x2098C, 0x2099C, 0x20AEA, 0x20AFD, 0x20B19, 0x22390,
    0x22998, 0x23B1B, 0x2626D,
};

static bool u_numeric(uint32_t c) {
    if (c < 0x80) return a_digit(c);
    if (uc_numeric_value(c).denominator != 0) return true;
    size_t lo = 0, hi = sizeof unihan_numeric / sizeof unihan_numeric[0];
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (unihan_numeric[mid] == c) return true;
        if (unihan_numeric[mid] < c) lo = mid + 1;
        else hi = mid;
    }
    return false;
}

static bool u_alnum(uint32_t c) {
    if (c < 0x80) return a_alpha(c) || a_digit(c);
    return u_alpha(c) || u_decimal(c) || u_digit(c) || u_numeric(c);
}

/* Printable: everything but categories Cc Cf Cs Co Cn Zl Zp Zs, except
 * that the ASCII space is printable. Decides what repr() escapes. */
static bool u_printable(uint32_t c) {
    if (c < 0x80) return c >= 0x20 && c < 0x7F;
    return !uc_is_general_category_withtable(
        c, UC_CATEGORY_MASK_Cc | UC_CATEGORY_MASK_Cf | UC_CATEGORY_MASK_Cs |
               UC_CATEGORY_MASK_Co | UC_CATEGORY_MASK_Cn | UC_CATEGORY_MASK_Zl |
               UC_CATEGORY_MASK_Zp | UC_CATEGORY_MASK_Zs);
}

/* The derived properties Uppercase/Lowercase, category Lt, Cased and
 * Case_Ignorable, as CPython's case algorithms use them. */
static bool u_isupper(uint32_t c) { return c < 0x80 ? a_upper(c) : uc_is_property_uppercase(c); }
static bool u_islower(uint32_t c) { return c < 0x80 ? a_lower(c) : uc_is_property_lowercase(c); }
static bool u_istitle(uint32_t c) {
    return c >= 0x80 && uc_is_general_category_withtable(c, UC_CATEGORY_MASK_Lt);
}
static bool u_cased(uint32_t c) { return c < 0x80 ? a_alpha(c) : uc_is_property_cased(c); }
static bool u_case_ignorable(uint32_t c) {
    if (c < 0x80) return c == '\'' || c == '.' || c == ':' || c == '^' || c == '`';
    return uc_is_property_case_ignorable(c);
}

static bool u_xid_start(uint32_t c) {
    if (c < 0x80) return a_alpha(c) || c == '_';
    return uc_is_property_xid_start(c);
}
static bool u_xid_continue(uint32_t c) {
    if (c < 0x80) return a_alpha(c) || a_digit(c) || c == '_';
    return uc_is_property_xid_continue(c);
}

/* ---- case mapping ------------------------------------------------------ */

enum { MAP_UPPER, MAP_LOWER, MAP_TITLE, MAP_FOLD };

/* The full (SpecialCasing-aware, context-free) mapping of one code point:
 * at most three code points. */
static int full_map(uint32_t c, int which, uint32_t out[3]) {
    if (c < 0x80) {
        if (which == MAP_UPPER || which == MAP_TITLE) out[0] = a_lower(c) ? c - 32 : c;
        else out[0] = a_upper(c) ? c + 32 : c;
        return 1;
    }
    if (c >= 0xD800 && c <= 0xDFFF) {
        /* A surrogate has no case (libunistring would give U+FFFD). */
        out[0] = c;
        return 1;
    }
    uint32_t buf[8];
    size_t n = 8;
    uint32_t *r;
    switch (which) {
    case MAP_UPPER: r = u32_toupper(&c, 1, NULL, NULL, buf, &n); break;
    case MAP_LOWER: r = u32_tolower(&c, 1, NULL, NULL, buf, &n); break;
    case MAP_TITLE: r = u32_totitle(&c, 1, NULL, NULL, buf, &n); break;
    default: r = u32_casefold(&c, 1, NULL, NULL, buf, &n); break;
    }
    if (!r || n == 0 || n > 3) {
        /* Cannot happen with Unicode 14 data (no mapping is longer than
         * three); keep the character rather than fail. */
        if (r && r != buf) free(r);
        out[0] = c;
        return 1;
    }
    for (size_t i = 0; i < n; i++) out[i] = r[i];
    if (r != buf) free(r);
    return (int)n;
}

/* U+03A3 lowercases to final sigma U+03C2 when preceded by a cased letter
 * and not followed by one, ignoring case-ignorable characters in between
 * (CPython's handle_capital_sigma). `pos` is the byte offset of the sigma. */
static uint32_t lower_sigma(const Str *s, size_t pos) {
    size_t j = pos;
    uint32_t c = 0;
    bool found = false;
    while (j > 0) {
        c = decode_back(s->data, &j);
        if (!u_case_ignorable(c)) { found = true; break; }
    }
    if (!found || !u_cased(c)) return 0x3C3;
    j = pos + 2;
    while (j < s->blen) {
        c = utf8_decode(s->data, &j);
        if (!u_case_ignorable(c)) return u_cased(c) ? 0x3C3 : 0x3C2;
    }
    return 0x3C2;
}

static int lower_at(const Str *s, size_t pos, uint32_t c, uint32_t out[3]) {
    if (c == 0x3A3) {
        out[0] = lower_sigma(s, pos);
        return 1;
    }
    return full_map(c, MAP_LOWER, out);
}

typedef enum { CASE_UPPER, CASE_LOWER, CASE_FOLD, CASE_SWAP, CASE_TITLE, CASE_CAP } CaseOp;

/* ASCII-only strings: a byte loop into a string of the same length. */
static Str *case_ascii(VM *vm, Str *s, CaseOp op) {
    Str *r = str_raw(vm, s->blen);
    if (!r) return NULL;
    const unsigned char *p = (const unsigned char *)s->data;
    char *o = r->data;
    if (op == CASE_UPPER || op == CASE_LOWER || op == CASE_FOLD) {
        unsigned lo = op == CASE_UPPER ? 'a' : 'A';
        size_t i = 0;
        /* Eight bytes at a time: every byte is below 0x80, so adding
         * 0x80 - lo (or 0x80 - lo - 26) to each sets its top bit exactly
         * when it is at least lo (or past the last letter), without a
         * carry into the next byte; the letters get bit 5 flipped. */
        const uint64_t ones = 0x0101010101010101ULL;
        uint64_t ge = ones * (0x80 - lo), gt = ones * (0x80 - lo - 26);
        for (; i + 8 <= s->blen; i += 8) {
            uint64_t w;
            memcpy(&w, p + i, 8);
            uint64_t letters = ((w + ge) ^ (w + gt)) & HIGH_BITS;
            w ^= letters >> 2;
            memcpy(o + i, &w, 8);
        }
        for (; i < s->blen; i++) {
            unsigned c = p[i];
            o[i] = (char)(c - lo < 26 ? c ^ 0x20 : c);
        }
        return seal(vm, r, s->blen);
    }
    bool prev_cased = false;
    for (size_t i = 0; i < s->blen; i++) {
        unsigned c = p[i];
        bool up;
        switch (op) {
        case CASE_UPPER: up = true; break;
        case CASE_LOWER: case CASE_FOLD: up = false; break;
        case CASE_SWAP: up = a_lower(c); break;
        case CASE_TITLE: up = !prev_cased; prev_cased = a_alpha(c); break;
        default: up = i == 0; break;
        }
        if (up) o[i] = (char)(a_lower(c) ? c - 32 : c);
        else o[i] = (char)(a_upper(c) ? c + 32 : c);
    }
    return seal(vm, r, s->blen);
}

/* CPython's do_upper / do_lower / do_casefold / do_swapcase / do_title /
 * do_capitalize, one code point at a time. */
static Value case_map(VM *vm, Str *s, CaseOp op) {
    if (!charge_bytes(vm, s->blen * 4)) return VEXC;
    if (s->h.flags & STR_ASCII) return sval(case_ascii(vm, s, op));
    StrBuf b;
    sb_init(&b, vm);
    if (!sb_reserve(&b, s->blen + 8)) return sb_finish(&b);
    bool prev_cased = false;
    size_t pos = 0, idx = 0;
    while (pos < s->blen) {
        size_t at = pos;
        uint32_t c = utf8_decode(s->data, &pos);
        uint32_t m[3];
        int n;
        switch (op) {
        case CASE_UPPER: n = full_map(c, MAP_UPPER, m); break;
        case CASE_LOWER: n = lower_at(s, at, c, m); break;
        case CASE_FOLD: n = full_map(c, MAP_FOLD, m); break;
        case CASE_SWAP:
            if (u_isupper(c)) n = lower_at(s, at, c, m);
            else if (u_islower(c)) n = full_map(c, MAP_UPPER, m);
            else { m[0] = c; n = 1; }
            break;
        case CASE_TITLE:
            n = prev_cased ? lower_at(s, at, c, m) : full_map(c, MAP_TITLE, m);
            prev_cased = u_cased(c);
            break;
        default:
            n = idx == 0 ? full_map(c, MAP_TITLE, m) : lower_at(s, at, c, m);
            break;
        }
        for (int k = 0; k < n; k++) sb_addcp(&b, m[k]);
        idx++;
    }
    return sb_finish(&b);
}

/* ---- repr ---------------------------------------------------------------- */

static const char hexdig[] = "0123456789abcdef";

static void add_hex_escape(StrBuf *b, char kind, uint32_t c, int ndig) {
    char t[10];
    t[0] = '\\';
    t[1] = kind;
    for (int i = 0; i < ndig; i++) t[2 + i] = hexdig[(c >> (4 * (ndig - 1 - i))) & 0xF];
    sb_add(b, t, (size_t)(2 + ndig));
}

/* CPython's unicode_repr: single quotes unless the text contains a single
 * quote and no double quote; \t \n \r and the quote and backslash escaped;
 * other non-printables as \xhh, \uhhhh or \Uhhhhhhhh. */
static Value repr_impl(VM *vm, Str *s) {
    if (!charge_bytes(vm, s->blen)) return VEXC;
    char q = '\'';
    if (memchr(s->data, '\'', s->blen) && !memchr(s->data, '"', s->blen)) q = '"';
    StrBuf b;
    sb_init(&b, vm);
    sb_reserve(&b, s->blen + 2);
    sb_addc(&b, q);
    size_t pos = 0;
    while (pos < s->blen) {
        unsigned char ch = (unsigned char)s->data[pos];
        if (ch < 0x80) {
            /* Copy the run of characters that need no escape in one go. */
            size_t start = pos;
            while (pos < s->blen) {
                unsigned char d = (unsigned char)s->data[pos];
                if (d < 0x20 || d >= 0x7F || d == (unsigned char)q || d == '\\') break;
                pos++;
            }
            if (pos > start) {
                sb_add(&b, s->data + start, pos - start);
                continue;
            }
            pos++;
            if (ch == (unsigned char)q || ch == '\\') { sb_addc(&b, '\\'); sb_addc(&b, (char)ch); }
            else if (ch == '\t') sb_add(&b, "\\t", 2);
            else if (ch == '\n') sb_add(&b, "\\n", 2);
            else if (ch == '\r') sb_add(&b, "\\r", 2);
            else add_hex_escape(&b, 'x', ch, 2);
            continue;
        }
        size_t start = pos;
        uint32_t c = utf8_decode(s->data, &pos);
        if (u_printable(c)) sb_add(&b, s->data + start, pos - start);
        else if (c < 0x100) add_hex_escape(&b, 'x', c, 2);
        else if (c < 0x10000) add_hex_escape(&b, 'u', c, 4);
        else add_hex_escape(&b, 'U', c, 8);
    }
    sb_addc(&b, q);
    return sb_finish(&b);
}

Value str_repr(VM *vm, Str *s) { return repr_impl(vm, s); }

/* ascii(x) is repr(x) with its non-ASCII characters escaped; obj_ascii
 * applies this to the repr text (no quotes are added here). */
Value str_ascii(VM *vm, Str *s) {
    if (s->h.flags & STR_ASCII) return v_obj(s);
    if (!charge_bytes(vm, s->blen)) return VEXC;
    StrBuf b;
    sb_init(&b, vm);
    sb_reserve(&b, s->blen + 8);
    size_t pos = 0;
    while (pos < s->blen) {
        size_t start = pos;
        while (pos < s->blen && (unsigned char)s->data[pos] < 0x80) pos++;
        sb_add(&b, s->data + start, pos - start);
        if (pos >= s->blen) break;
        uint32_t c = utf8_decode(s->data, &pos);
        if (c < 0x100) add_hex_escape(&b, 'x', c, 2);
        else if (c < 0x10000) add_hex_escape(&b, 'u', c, 4);
        else add_hex_escape(&b, 'U', c, 8);
    }
    return sb_finish(&b);
}

/* ---- arguments ----------------------------------------------------------- */

/* A slice bound or find() start/end: an int, or an object with __index__.
 * Out-of-range ints clamp (as CPython's _PyEval_SliceIndex does). */
static bool slice_index(VM *vm, Value v, int64_t *out) {
    bool ovf;
    if (IS_INSTANCE(v) && IS_ANYINT(AS_INSTANCE(v)->builtin_value)) v = AS_INSTANCE(v)->builtin_value;
    if (IS_INT(v)) { *out = AS_INT(v); return true; }
    if (IS_BOOL(v) || IS_BIGINT(v)) return obj_index(vm, v, out, &ovf);
    if (IS_OBJ(v) && !IS_EMPTY(type_lookup(vm, type_of(vm, v), vm->names->__index__)))
        return obj_index(vm, v, out, &ovf);
    exc_raise(vm, EXC_TypeError, "slice indices must be integers or None or have an __index__ method");
    return false;
}

bool slice_unpack(VM *vm, Slice *s, SliceSpec *out) {
    int64_t st = 1, a, b;
    if (!IS_NONE(s->step)) {
        if (!slice_index(vm, s->step, &st)) return false;
        if (st == 0) {
            exc_raise(vm, EXC_ValueError, "slice step cannot be zero");
            return false;
        }
        /* So that -step cannot overflow. */
        if (st < -INT64_MAX) st = -INT64_MAX;
    }
    if (IS_NONE(s->start)) a = st < 0 ? INT64_MAX : 0;
    else if (!slice_index(vm, s->start, &a)) return false;
    if (IS_NONE(s->stop)) b = st < 0 ? INT64_MIN : INT64_MAX;
    else if (!slice_index(vm, s->stop, &b)) return false;
    out->start = a;
    out->stop = b;
    out->step = st;
    return true;
}

int64_t slice_adjust(const SliceSpec *sp, int64_t len, int64_t *start, int64_t *stop) {
    int64_t a = sp->start, b = sp->stop, st = sp->step;
    if (a < 0) {
        a += len;
        if (a < 0) a = st < 0 ? -1 : 0;
    } else if (a >= len) {
        a = st < 0 ? len - 1 : len;
    }
    if (b < 0) {
        b += len;
        if (b < 0) b = st < 0 ? -1 : 0;
    } else if (b >= len) {
        b = st < 0 ? len - 1 : len;
    }
    int64_t n = 0;
    if (st < 0) {
        if (b < a) n = (a - b - 1) / (-st) + 1;
    } else if (a < b) {
        n = (b - a - 1) / st + 1;
    }
    *start = a;
    *stop = b;
    return n;
}

bool slice_indices(VM *vm, Slice *s, int64_t len, int64_t *start, int64_t *stop,
                   int64_t *step, int64_t *slicelen) {
    SliceSpec sp;
    if (!slice_unpack(vm, s, &sp)) return false;
    *step = sp.step;
    *slicelen = slice_adjust(&sp, len, start, stop);
    return true;
}

/* A slice bound as an int Value: PyNumber_Index of anything with
 * __index__ (user code may run), else CPython's TypeError. */
static Value slice_bound_value(VM *vm, Value v) {
    Value u = num_unwrap(v);
    if (IS_INT(u) || IS_BOOL(u) || IS_BIGINT(u) ||
        (IS_OBJ(v) && !IS_EMPTY(type_lookup(vm, type_of(vm, v), vm->names->__index__))))
        return int_index(vm, v);
    return exc_raise(vm, EXC_TypeError, "slice indices must be integers or None or have an __index__ method");
}

/* One bound of slice_indices_long: None gives `dflt`; a negative bound
 * counts from the end, then the result is clamped to [lower, upper]. */
static Value long_bound(VM *vm, Value v, Value dflt, Value len, Value lower, Value upper) {
    if (IS_NONE(v)) return dflt;
    Value x = slice_bound_value(vm, v);
    if (IS_EXC(x)) return x;
    if (int_sign(x) < 0) {
        x = int_binop(vm, BO_ADD, x, len);
        if (IS_EXC(x)) return x;
        return int_cmp(x, lower) < 0 ? lower : x;
    }
    return int_cmp(x, upper) > 0 ? upper : x;
}

Value slice_indices_long(VM *vm, Slice *s, Value len) {
    size_t rs = gc_scope(vm);
    gc_push(vm, v_obj(s));
    gc_push(vm, len);
    Value step = v_int(1);
    if (!IS_NONE(s->step)) {
        step = slice_bound_value(vm, s->step);
        if (IS_EXC(step)) goto fail;
        if (int_sign(step) == 0) {
            exc_raise(vm, EXC_ValueError, "slice step cannot be zero");
            goto fail;
        }
    }
    gc_push(vm, step);
    bool neg = int_sign(step) < 0;
    Value lower = v_int(neg ? -1 : 0);
    Value upper = neg ? int_binop(vm, BO_SUB, len, v_int(1)) : len;
    if (IS_EXC(upper)) goto fail;
    gc_push(vm, upper);
    Value items[3];
    items[0] = long_bound(vm, s->start, neg ? upper : lower, len, lower, upper);
    if (IS_EXC(items[0])) goto fail;
    gc_push(vm, items[0]);
    items[1] = long_bound(vm, s->stop, neg ? lower : upper, len, lower, upper);
    if (IS_EXC(items[1])) goto fail;
    gc_push(vm, items[1]);
    items[2] = step;
    Value r = tuple_pack(vm, 3, items);
    gc_unscope(vm, rs);
    return r;
fail:
    gc_unscope(vm, rs);
    return VEXC;
}

/* An int argument that must fit in 64 bits (widths, counts). */
static bool arg_int(VM *vm, Value v, int64_t *out) {
    bool ovf;
    if (IS_INSTANCE(v) && IS_ANYINT(AS_INSTANCE(v)->builtin_value)) v = AS_INSTANCE(v)->builtin_value;
    if (IS_INT(v)) { *out = AS_INT(v); return true; }
    if (!obj_index(vm, v, out, &ovf)) return false;
    if (ovf) {
        exc_raise(vm, EXC_OverflowError, "Python int too large to convert to C ssize_t");
        return false;
    }
    return true;
}

/* Spread positional and keyword arguments over the parameter list `names`
 * (out[i] = VEMPTY when not given), with CPython's errors for unknown or
 * doubled keywords. */
static bool parse_kw(VM *vm, const char *fname, int argc, const Value *argv, Tuple *kwnames,
                     const char *const *names, int nnames, Value *out) {
    for (int i = 0; i < nnames; i++) out[i] = i < argc ? argv[i] : VEMPTY;
    if (!kwnames) return true;
    for (size_t k = 0; k < kwnames->len; k++) {
        Str *kn = AS_STR(kwnames->items[k]);
        int j = 0;
        while (j < nnames && strcmp(names[j], kn->data) != 0) j++;
        if (j == nnames) {
            exc_raise(vm, EXC_TypeError, "'%U' is an invalid keyword argument for %s()", kn, fname);
            return false;
        }
        if (j < argc) {
            exc_raise(vm, EXC_TypeError, "argument for %s() given by name ('%s') and position (%d)",
                      fname, names[j], j + 1);
            return false;
        }
        out[j] = argv[argc + (int)k];
    }
    return true;
}

static Value must_be_str(VM *vm, Value v) {
    return exc_raise(vm, EXC_TypeError, "must be str, not %T", v);
}

/* The start/end arguments of find/count/startswith/... at argv[first] and
 * argv[first+1], resolved with CPython's ADJUST_INDICES: end is clamped to
 * [0, len], start to >= 0 (it may exceed len; callers check). */
static bool arg_range(VM *vm, Str *s, int argc, const Value *argv, int first,
                      int64_t *start, int64_t *end) {
    int64_t st = 0, en = INT64_MAX, len = (int64_t)s->clen;
    if (argc > first && !IS_NONE(argv[first]) && !slice_index(vm, argv[first], &st)) return false;
    if (argc > first + 1 && !IS_NONE(argv[first + 1]) && !slice_index(vm, argv[first + 1], &en))
        return false;
    if (en > len) en = len;
    else if (en < 0) { en += len; if (en < 0) en = 0; }
    if (st < 0) { st += len; if (st < 0) st = 0; }
    *start = st;
    *end = en;
    return true;
}

/* ---- search primitives --------------------------------------------------- */

static const char *find_bytes(const char *h, size_t hn, const char *n, size_t nn) {
    if (nn == 0) return h;
    if (nn > hn) return NULL;
    if (nn == 1) return memchr(h, n[0], hn);
    return memmem(h, hn, n, nn);
}

/* The last occurrence. Each candidate position found by memrchr costs
 * budget, so a pathological pattern cannot loop for free. */
static const char *rfind_bytes(VM *vm, const char *h, size_t hn, const char *n, size_t nn,
                               bool *err) {
    *err = false;
    if (nn == 0) return h + hn;
    if (nn > hn) return NULL;
    size_t lim = hn - nn + 1;   /* candidate starts are [0, lim) */
    while (lim > 0) {
        const char *p = memrchr(h, n[0], lim);
        if (!p) return NULL;
        if (memcmp(p, n, nn) == 0) return p;
        if (!rt_charge(vm, (int64_t)(nn / 8) + 1)) { *err = true; return NULL; }
        lim = (size_t)(p - h);
    }
    return NULL;
}

/* ---- core operations --------------------------------------------------- */

StrTail *str_tail_new(VM *vm, const void *a, size_t na, const void *b, size_t nb, size_t max_len,
                      size_t header) {
    size_t total = na + nb;
    if (total > max_len) {
        rt_halt(vm, HALT_MEMORY);
        return NULL;
    }
    /* The room grows with the string (so n appends copy O(n) bytes in
     * all), up to a quarter of the string past 16 MB. It counts in the
     * account like any other byte, so near the memory cap it takes at most
     * half of what is left, and the string reaches the cap in a few more
     * copies instead of failing early. */
    size_t need = sizeof(StrTail) + total + 1 + header;
    if (!mem_would_fit(vm, need)) return NULL;
    size_t room = total < ((size_t)16 << 20) ? total : total / 4;
    if (room > max_len - total) room = max_len - total;
    size_t left = mem_room_left(vm);
    if (left != SIZE_MAX && room > (left - need) / 2) {
        /* A sliver of room is not worth a failed allocation when the
         * allocator's rounding makes the block cost more than asked. */
        room = (left - need) / 2;
        if (room < 8192) room = 0;
    }
    if (!charge_bytes(vm, total)) return NULL;
    StrTail *t = mem_alloc(vm, sizeof(StrTail) + total + room + 1);
    if (!t) return NULL;
    t->refs = 0;
    t->used = total;
    t->cap = total + room;
    memcpy(t->data, a, na);
    memcpy(t->data + na, b, nb);
    t->data[total] = '\0';
    return t;
}

bool str_tail_append(VM *vm, StrTail *t, size_t len, const void *b, size_t nb) {
    if (t->used != len || t->cap - t->used < nb) return false;
    memcpy(t->data + t->used, b, nb);
    t->used += nb;
    t->data[t->used] = '\0';
    return true;
}

void str_tail_release(VM *vm, StrTail *t) {
    if (--t->refs == 0) mem_free(vm, t, sizeof(StrTail) + t->cap + 1);
}

/* A header for the string of the first `blen` bytes of tail `t`. */
static Str *tail_str(VM *vm, StrTail *t, size_t blen, size_t clen) {
    Str *r = obj_alloc_uninit(vm, OK_STR, sizeof(Str));
    if (!r) return NULL;
    r->h.flags = STR_TAIL;
    r->hash = -1;
    r->blen = blen;
    r->clen = clen;
    if (clen == blen) r->h.flags |= STR_ASCII;
    r->idx_cp = r->idx_byte = 0;
    r->data = t->data;
    t->refs++;
    return r;
}

Value str_concat(VM *vm, Str *a, Str *b) {
    if (b->blen == 0) return v_obj(a);
    if (a->blen == 0) return v_obj(b);
    size_t total = a->blen + b->blen, clen = a->clen + b->clen;
    if (total >= STR_TAIL_MIN || (a->h.flags & STR_TAIL)) {
        if (a->h.flags & STR_TAIL) {
            StrTail *t = str_tail_of(a);
            /* The header first: nothing is written when it cannot be made.
             * b may lie in the same tail (s += s): within [0, used), apart
             * from the bytes appended. */
            if (t->used == a->blen && t->cap - t->used >= b->blen) {
                if (!charge_bytes(vm, b->blen)) return VEXC;
                Str *r = tail_str(vm, t, total, clen);
                if (!r) return VEXC;
                if (b->blen == 1) {
                    t->data[t->used] = b->data[0];
                    t->data[++t->used] = '\0';
                } else {
                    str_tail_append(vm, t, a->blen, b->data, b->blen);
                }
                return v_obj(r);
            }
        }
        StrTail *t = str_tail_new(vm, a->data, a->blen, b->data, b->blen, UINT32_MAX - sizeof(Str) - 1, sizeof(Str));
        if (!t) return VEXC;
        Str *r = tail_str(vm, t, total, clen);
        if (!r) {
            t->refs = 1;
            str_tail_release(vm, t);
            return VEXC;
        }
        return v_obj(r);
    }
    if (!charge_bytes(vm, total)) return VEXC;
    Str *r = str_raw(vm, total);
    if (!r) return VEXC;
    copy_bytes(r->data, a->data, a->blen);
    copy_bytes(r->data + a->blen, b->data, b->blen);
    /* Two characters at least: never one of the shared instances. */
    r->clen = clen;
    if (clen == total) r->h.flags |= STR_ASCII;
    return v_obj(r);
}

Value str_repeat(VM *vm, Str *s, int64_t n) {
    if (n <= 0 || s->blen == 0) return sval(vm->empty_str ? vm->empty_str : str_new(vm, "", 0));
    if (n == 1) return v_obj(s);
    if ((uint64_t)n > (uint64_t)INT64_MAX / s->blen)
        return exc_raise(vm, EXC_OverflowError, "repeated string is too long");
    size_t total = s->blen * (size_t)n;
    /* Refuse before allocating (and before charging for work never done);
     * a small result is refused by the allocation itself. */
    if (total > SMALL_RESULT && !mem_would_fit(vm, sizeof(Str) + total + 1)) return VEXC;
    if (!charge_bytes(vm, total)) return VEXC;
    Str *r = str_raw(vm, total);
    if (!r) return VEXC;
    if (s->blen == 1) {
        memset(r->data, s->data[0], total);
    } else {
        /* Doubling copies: log2(n) memcpy calls. */
        memcpy(r->data, s->data, s->blen);
        size_t done = s->blen;
        while (done < total) {
            size_t c = done <= total - done ? done : total - done;
            memcpy(r->data + done, r->data, c);
            done += c;
        }
    }
    /* At least two characters: never one of the shared instances. */
    r->clen = s->clen * (size_t)n;
    r->h.flags |= s->h.flags & STR_ASCII;
    return v_obj(r);
}

/* The substring of code points [start, stop). */
static Value substr(VM *vm, Str *s, size_t start, size_t stop) {
    if (start == 0 && stop >= s->clen) return v_obj(s);
    if (stop <= start) return sval(str_new(vm, "", 0));
    size_t b0, b1;
    if (!str_offset_charged(vm, s, start, &b0) || !str_offset_charged(vm, s, stop, &b1)) return VEXC;
    if (!charge_bytes(vm, b1 - b0)) return VEXC;
    Str *r = str_raw(vm, b1 - b0);
    if (!r) return VEXC;
    memcpy(r->data, s->data + b0, b1 - b0);
    return sval(seal(vm, r, stop - start));
}

static Value char_at(VM *vm, Str *s, size_t i) {
    size_t b;
    if (!str_offset_charged(vm, s, i, &b)) return VEXC;
    return str_value(vm, s->data + b, seq_len((unsigned char)s->data[b]));
}

static Value str_slice(VM *vm, Str *s, Slice *sl) {
    int64_t start, stop, step, n;
    if (!slice_indices(vm, sl, (int64_t)s->clen, &start, &stop, &step, &n)) return VEXC;
    if (n <= 0) return sval(str_new(vm, "", 0));
    if (step == 1) return substr(vm, s, (size_t)start, (size_t)start + (size_t)n);
    if (!charge_bytes(vm, (size_t)n * 4)) return VEXC;
    if (s->h.flags & STR_ASCII) {
        Str *r = str_raw(vm, (size_t)n);
        if (!r) return VEXC;
        /* Indexed, not stepped: a step past the last item may not fit. */
        for (int64_t k = 0; k < n; k++) r->data[k] = s->data[start + k * step];
        return sval(seal(vm, r, (size_t)n));
    }
    /* The walk between the items is charged too: a huge step over a long
     * str takes few items and walks the whole of it. */
    uint64_t ustep = step < 0 ? 0 - (uint64_t)step : (uint64_t)step;
    uint64_t walk = (uint64_t)(n - 1) > 0 && ustep > s->clen / (uint64_t)(n - 1) ? s->clen : (uint64_t)(n - 1) * ustep;
    if (!rt_charge(vm, (int64_t)(walk / 16))) return VEXC;
    StrBuf b;
    sb_init(&b, vm);
    sb_reserve(&b, (size_t)n * 2);
    const unsigned char *d = (const unsigned char *)s->data;
    size_t pos;
    if (!str_offset_charged(vm, s, (size_t)start, &pos)) {
        sb_free(&b);
        return VEXC;
    }
    for (int64_t k = 0; k < n; k++) {
        size_t len = seq_len(d[pos]);
        sb_add(&b, s->data + pos, len);
        if (k == n - 1) break;
        /* Walk |step| code points forward or backward. */
        if (step > 0) {
            for (int64_t j = 0; j < step; j++) pos += seq_len(d[pos]);
        } else {
            for (int64_t j = 0; j < -step; j++) {
                pos--;
                while (is_cont(d[pos])) pos--;
            }
        }
    }
    return sb_finish(&b);
}

Value str_getitem(VM *vm, Str *s, Value index) {
    int64_t i;
    bool ovf = false;
    if (IS_INT(index)) {
        i = AS_INT(index);
    } else if (IS_KIND(index, OK_SLICE)) {
        return str_slice(vm, s, (Slice *)AS_OBJ(index));
    } else if (IS_BOOL(index) || IS_BIGINT(index) ||
               (IS_OBJ(index) && !IS_EMPTY(type_lookup(vm, type_of(vm, index), vm->names->__index__)))) {
        if (!obj_index(vm, index, &i, &ovf)) return VEXC;
        if (ovf) return exc_raise(vm, EXC_IndexError, "cannot fit '%T' into an index-sized integer", index);
    } else {
        return exc_raise(vm, EXC_TypeError, "string indices must be integers, not '%T'", index);
    }
    if (i < 0) i += (int64_t)s->clen;
    if (i < 0 || i >= (int64_t)s->clen) return exc_raise(vm, EXC_IndexError, "string index out of range");
    return char_at(vm, s, (size_t)i);
}

int str_contains(VM *vm, Str *hay, Str *needle) {
    if (needle->blen == 0) return 1;
    if (!charge_bytes(vm, hay->blen)) return -1;
    return find_bytes(hay->data, hay->blen, needle->data, needle->blen) != NULL;
}

/* Join a list of values that must all be strs. */
static Value join_items(VM *vm, Str *sep, size_t n, const Value *items) {
    if (n == 0) return sval(str_new(vm, "", 0));
    if (n == 1 && IS_STR(items[0])) return items[0];
    size_t total = 0, clen = 0;
    for (size_t i = 0; i < n; i++) {
        Str *s = to_str(items[i]);
        if (!s)
            return exc_raise(vm, EXC_TypeError, "sequence item %zu: expected str instance, %T found",
                             i, items[i]);
        if (s->blen > SIZE_MAX / 4 - total) return exc_raise(vm, EXC_OverflowError, "join() result is too long for a Python string");
        total += s->blen;
        clen += s->clen;
    }
    if (sep->blen && n - 1 > (SIZE_MAX / 4 - total) / sep->blen)
        return exc_raise(vm, EXC_OverflowError, "join() result is too long for a Python string");
    total += sep->blen * (n - 1);
    clen += sep->clen * (n - 1);
    if (!mem_would_fit(vm, sizeof(Str) + total + 1)) return VEXC;
    if (!rt_charge(vm, (int64_t)n) || !charge_bytes(vm, total)) return VEXC;
    Str *r = str_raw(vm, total);
    if (!r) return VEXC;
    /* The pieces are mostly short words and a one-byte separator: copied
     * inline rather than by a call to memcpy each. */
    char *o = r->data;
    for (size_t i = 0; i < n; i++) {
        if (i && sep->blen) {
            if (sep->blen == 1) *o = sep->data[0];
            else copy_bytes(o, sep->data, sep->blen);
            o += sep->blen;
        }
        Str *s = to_str(items[i]);
        copy_bytes(o, s->data, s->blen);
        o += s->blen;
    }
    return sval(seal(vm, r, clen));
}

Value str_join(VM *vm, Str *sep, Value iterable) {
    if (IS_LIST(iterable)) return join_items(vm, sep, AS_LIST(iterable)->len, AS_LIST(iterable)->items);
    if (IS_TUPLE(iterable)) return join_items(vm, sep, AS_TUPLE(iterable)->len, AS_TUPLE(iterable)->items);
    /* Materialise the iterable first (as CPython's PySequence_Fast does):
     * the iteration may run Python code, so the list and the iterator are
     * kept on the temp-root stack meanwhile. */
    if (!range_hint_fits(vm, iterable)) return VEXC;
    Value it = obj_iter(vm, iterable);
    if (IS_EXC(it)) {
        if (vm->halt == HALT_NONE && exc_matches(vm, EXC_TypeError)) {
            exc_clear(vm);
            return exc_raise(vm, EXC_TypeError, "can only join an iterable");
        }
        return VEXC;
    }
    gc_push(vm, it);
    List *l = list_new(vm, 8);
    if (!l) { gc_pop(vm, 1); return VEXC; }
    gc_push(vm, v_obj(l));
    for (;;) {
        Value x = obj_next(vm, it);
        if (IS_EXC(x)) { gc_pop(vm, 2); return VEXC; }
        if (IS_EMPTY(x)) break;
        if (list_append(vm, l, x) < 0) { gc_pop(vm, 2); return VEXC; }
    }
    Value r = join_items(vm, sep, l->len, l->items);
    gc_pop(vm, 2);
    return r;
}

/* ---- %-formatting ---------------------------------------------------------- */

/* CPython's unicode_format state: `args` is the tuple being consumed (or a
 * single non-tuple argument: arglen -1, argidx -2), `dict` the mapping for
 * %(key) conversions. */
typedef struct FmtCtx {
    VM *vm;
    Value args;
    const Value *items;
    int64_t arglen, argidx;
    Value dict;
} FmtCtx;

#define F_LJUST 0x1
#define F_SIGN 0x2
#define F_BLANK 0x4
#define F_ALT 0x8
#define F_ZERO 0x10

typedef struct FmtArg {
    char ch;
    int flags;
    int64_t width, prec;
    bool sign;      /* a numeric conversion: sign and zero-fill rules apply */
} FmtArg;

static Value fmt_nextarg(FmtCtx *c) {
    if (c->argidx < c->arglen) {
        int64_t i = c->argidx++;
        return c->arglen < 0 ? c->args : c->items[i];
    }
    return exc_raise(c->vm, EXC_TypeError, "not enough arguments for format string");
}

bool type_getitem_sequence_only(VM *vm, Type *t) {
    Str *name = vm->names->__getitem__;
    for (size_t i = 0; t->mro && i < t->mro->len; i++) {
        Type *b = AS_TYPE(t->mro->items[i]);
        if (!b->dict || IS_EMPTY(dict_get_str(vm, b->dict, name))) continue;
        return !(b->tflags & TF_HEAPTYPE) && b->inst_kind == OK_INSTANCE && (b->tflags & TF_SEQUENCE);
    }
    return false;
}

/* PyMapping_Check minus tuple and str: what makes `fmt % x` treat x as the
 * source of %(key) values and not complain about unused arguments. */
static bool is_mapping(VM *vm, Value v) {
    if (!IS_OBJ(v)) return false;
    switch (OBJ_KIND(v)) {
    case OK_DICT: case OK_LIST: case OK_BYTES: case OK_BYTEARRAY: case OK_RANGE:
        return true;
    case OK_INSTANCE: {
        Value bv = AS_INSTANCE(v)->builtin_value;
        if (IS_TUPLE(bv) || IS_STR(bv)) return false;
        if (!IS_EMPTY(bv) && is_mapping(vm, bv)) return true;
        break;
    }
    default:
        break;
    }
    /* Any other object with an item lookup (re.Match, a class whose
     * metaclass has __getitem__), but a deque. */
    Type *t = type_of(vm, v);
    return (t->slots.getitem != NULL || !IS_EMPTY(type_lookup(vm, t, vm->names->__getitem__))) &&
           !type_getitem_sequence_only(vm, t);
}

static Value unwrap_builtin(Value v) {
    if (IS_INSTANCE(v) && !IS_EMPTY(AS_INSTANCE(v)->builtin_value)) return AS_INSTANCE(v)->builtin_value;
    return v;
}

/* Write `text` (n bytes, ncp code points) with the width, precision, sign
 * and fill rules of unicode_format_arg_output. */
static void fmt_output(StrBuf *out, FmtArg *a, const char *text, size_t n, size_t ncp) {
    char fill = a->sign && (a->flags & F_ZERO) ? '0' : ' ';
    int64_t len = (int64_t)ncp;
    if ((a->width < 0 || a->width <= len) && (a->prec < 0 || a->prec >= len) &&
        !(a->flags & (F_SIGN | F_BLANK))) {
        sb_add(out, text, n);
        return;
    }
    if ((a->ch == 's' || a->ch == 'r' || a->ch == 'a') && a->prec >= 0 && len > a->prec) {
        len = a->prec;
        /* Cut at a code point boundary. */
        size_t b = 0;
        for (int64_t k = 0; k < len; k++) b += seq_len((unsigned char)text[b]);
        n = b;
    }
    size_t p = 0;   /* byte index of the first character still to write */
    char signchar = 0;
    bool sign = a->sign;
    if (sign) {
        if (n && (text[0] == '-' || text[0] == '+')) {
            signchar = text[0];
            len--;
            p++;
        } else if (a->flags & F_SIGN) {
            signchar = '+';
        } else if (a->flags & F_BLANK) {
            signchar = ' ';
        } else {
            sign = false;
        }
    }
    int64_t width = a->width < len ? len : a->width;
    if (sign) {
        if (fill != ' ') sb_addc(out, signchar);
        if (width > len) width--;
    }
    bool prefix = (a->flags & F_ALT) && (a->ch == 'x' || a->ch == 'X' || a->ch == 'o');
    if (prefix) {
        if (fill != ' ') sb_add(out, text + p, 2);
        width -= 2;
        if (width < 0) width = 0;
        len -= 2;
    }
    if (width > len && !(a->flags & F_LJUST)) {
        for (int64_t k = width - len; k > 0; k--) sb_addc(out, fill);
        width = len;
    }
    if (fill == ' ') {
        if (sign) sb_addc(out, signchar);
        if (prefix) sb_add(out, text + p, 2);
    }
    if (prefix) p += 2;
    sb_add(out, text + p, n - p);
    for (int64_t k = width - len; k > 0; k--) sb_addc(out, ' ');
}

/* Digits of |v| in base 10/16/8 (an int64 or a BigInt). */
static bool int_digits(VM *vm, Value v, int base, StrBuf *digits, bool *neg) {
    if (IS_INT(v)) {
        int64_t x = AS_INT(v);
        *neg = x < 0;
        uint64_t u = x < 0 ? (uint64_t)0 - (uint64_t)x : (uint64_t)x;
        char t[32];
        int k = 32;
        do {
            t[--k] = hexdig[u % (unsigned)base];
            u /= (unsigned)base;
        } while (u);
        return sb_add(digits, t + k, (size_t)(32 - k));
    }
    Value s = int_to_str(vm, v, base);
    if (IS_EXC(s)) return false;
    const char *d = AS_STR(s)->data;
    size_t n = AS_STR(s)->blen;
    *neg = n && d[0] == '-';
    if (*neg) { d++; n--; }
    if (base != 10 && n >= 2 && d[0] == '0') { d += 2; n -= 2; }
    return sb_add(digits, d, n);
}

/* %d %i %u %o %x %X: text of the number with sign, alternate prefix and
 * precision zero-padding (CPython's _PyUnicode_FormatLong). */
static bool fmt_int(FmtCtx *c, FmtArg *a, Value v, StrBuf *out) {
    VM *vm = c->vm;
    Value iv = unwrap_builtin(v);
    bool hex_oct = a->ch == 'x' || a->ch == 'X' || a->ch == 'o';
    if (IS_BOOL(iv)) iv = v_int(AS_BOOL(iv));
    if (IS_FLOAT(iv)) {
        if (hex_oct) {
            exc_raise(vm, EXC_TypeError, "%%%c format: an integer is required, not %T", a->ch, v);
            return false;
        }
        iv = int_from_double(vm, AS_FLOAT(iv));
        if (IS_EXC(iv)) return false;
    } else if (!IS_ANYINT(iv)) {
        Type *t = type_of(vm, v);
        bool has_index = !IS_EMPTY(type_lookup(vm, t, vm->names->__index__));
        bool has_int = !IS_EMPTY(type_lookup(vm, t, vm->names->__int__));
        if (IS_INSTANCE(v) && (has_index || (!hex_oct && has_int))) {
            /* %x and %o take __index__; %d takes int(v): __int__ first.
             * A TypeError of the conversion becomes the format's own, as
             * in CPython's mainformatlong. */
            bool use_int = !hex_oct && has_int;
            iv = rt_call_special(vm, v, use_int ? vm->names->__int__ : vm->names->__index__, 0, NULL);
            if (IS_EXC(iv)) {
                if (vm->halt != HALT_NONE || !exc_matches(vm, EXC_TypeError)) return false;
                exc_clear(vm);
                goto wrongtype;
            }
            iv = unwrap_builtin(iv);
            if (IS_BOOL(iv)) iv = v_int(AS_BOOL(iv));
            if (!IS_ANYINT(iv)) goto wrongtype;
        } else {
        wrongtype:
            exc_raise(vm, EXC_TypeError, hex_oct ? "%%%c format: an integer is required, not %T"
                                                 : "%%%c format: a real number is required, not %T",
                      a->ch, v);
            return false;
        }
    }
    int base = a->ch == 'o' ? 8 : (a->ch == 'x' || a->ch == 'X') ? 16 : 10;
    StrBuf d;
    char dbuf[80];
    sb_init_buf(&d, vm, dbuf, sizeof dbuf);
    bool neg;
    if (!int_digits(vm, iv, base, &d, &neg)) { sb_free(&d); return false; }
    if (d.failed) { sb_free(&d); return false; }
    StrBuf t;
    char tbuf[96];
    sb_init_buf(&t, vm, tbuf, sizeof tbuf);
    if (neg) sb_addc(&t, '-');
    if ((a->flags & F_ALT) && hex_oct) {
        sb_addc(&t, '0');
        sb_addc(&t, a->ch);
    }
    /* The zero padding of a huge precision ('%.*d' % (10**8, 1)) is
     * refused or charged before it is written. */
    int64_t zpad = a->prec - (int64_t)d.len;
    if (zpad > 0 && (!mem_would_fit(vm, (size_t)zpad + d.len + 8) || !charge_bytes(vm, (size_t)zpad))) {
        sb_free(&d);
        sb_free(&t);
        return false;
    }
    for (int64_t k = zpad; k > 0; k--) sb_addc(&t, '0');
    if (a->ch == 'X')
        for (size_t i = 0; i < d.len; i++)
            if (d.p[i] >= 'a') d.p[i] = (char)(d.p[i] - 32);
    sb_add(&t, d.p, d.len);
    sb_free(&d);
    if (t.failed) { sb_free(&t); return false; }
    fmt_output(out, a, t.p, t.len, t.len);
    sb_free(&t);
    return true;
}

/* A double as text with C's %e/%f/%g, which match CPython's for the same
 * precision. The C library may use the locale's radix character; Python's
 * is always '.', so anything that is not a digit, sign or exponent letter
 * is turned back into one. */
static bool fmt_double(StrBuf *out, double x, char conv, int64_t prec, bool alt) {
    if (!isfinite(x)) {
        bool up = conv == 'E' || conv == 'F' || conv == 'G';
        if (isnan(x)) return sb_adds(out, up ? "NAN" : "nan");
        return sb_adds(out, x < 0 ? (up ? "-INF" : "-inf") : (up ? "INF" : "inf"));
    }
    /* Past 1100 digits the C library would take a scratch buffer of four
     * bytes a digit outside the memory cap; the runtime's own conversion
     * writes those (zero) digits itself. It also writes fixed-point text
     * (exact integer arithmetic, faster than the C library's). */
    if (prec > 1100 || conv == 'f' || conv == 'F') {
        bool neg;
        if (signbit(x) && !sb_addc(out, '-')) return false;
        return float_to_text(out->vm, out, x, conv, prec, alt ? FLT_ALT : 0, &neg);
    }
    char f[8];
    int k = 0;
    f[k++] = '%';
    if (alt) f[k++] = '#';
    f[k++] = '.';
    f[k++] = '*';
    f[k++] = conv;
    f[k] = 0;
    int need = snprintf(NULL, 0, f, (int)prec, x);
    if (need < 0 || !sb_reserve(out, (size_t)need + 1)) return false;
    char *dst = out->p + out->len;
    snprintf(dst, (size_t)need + 1, f, (int)prec, x);
    size_t w = 0;
    for (int i = 0; i < need; i++) {
        char ch = dst[i];
        bool keep = (ch >= '0' && ch <= '9') || ch == '-' || ch == '+' || ch == 'e' || ch == 'E';
        if (keep) dst[w++] = ch;
        else if (w == 0 || dst[w - 1] != '.') dst[w++] = '.';
    }
    out->len += w;
    return true;
}

static bool fmt_float(FmtCtx *c, FmtArg *a, Value v, StrBuf *out) {
    VM *vm = c->vm;
    Value fv = unwrap_builtin(v);
    double x;
    if (IS_FLOAT(fv)) {
        x = AS_FLOAT(fv);
    } else if (IS_INT(fv) || IS_BOOL(fv)) {
        x = IS_INT(fv) ? (double)AS_INT(fv) : (double)AS_BOOL(fv);
    } else if (IS_BIGINT(fv)) {
        bool ovf;
        x = int_to_double(fv, &ovf);
        if (ovf) {
            exc_raise(vm, EXC_OverflowError, "int too large to convert to float");
            return false;
        }
    } else if (IS_INSTANCE(v) && !IS_EMPTY(type_lookup(vm, type_of(vm, v), vm->names->__float__))) {
        Value r = rt_call_special(vm, v, vm->names->__float__, 0, NULL);
        if (IS_EXC(r)) return false;
        r = unwrap_builtin(r);
        if (!IS_FLOAT(r)) {
            exc_raise(vm, EXC_TypeError, "%T.__float__ returned non-float (type %T)", v, r);
            return false;
        }
        x = AS_FLOAT(r);
    } else {
        exc_raise(vm, EXC_TypeError, "must be real number, not %T", v);
        return false;
    }
    int64_t prec = a->prec < 0 ? 6 : a->prec;
    /* %f of 1e308 has 309 digits before the point. */
    if (!mem_would_fit(vm, (size_t)prec + 400)) return false;
    if (!charge_bytes(vm, (size_t)prec + 32)) return false;
    StrBuf t;
    char tbuf[128];
    sb_init_buf(&t, vm, tbuf, sizeof tbuf);
    if (!fmt_double(&t, x, a->ch, prec, (a->flags & F_ALT) != 0)) { sb_free(&t); return false; }
    fmt_output(out, a, t.p, t.len, t.len);
    sb_free(&t);
    return true;
}

static bool fmt_char(FmtCtx *c, FmtArg *a, Value v, StrBuf *out) {
    VM *vm = c->vm;
    Str *s = to_str(v);
    char t[4];
    if (s) {
        if (s->clen != 1) {
            exc_raise(vm, EXC_TypeError, "%%c requires int or char");
            return false;
        }
        fmt_output(out, a, s->data, s->blen, 1);
        return true;
    }
    Value iv = unwrap_builtin(v);
    if (!IS_ANYINT(iv) && !IS_BOOL(iv)) {
        /* Anything with __index__ is an int here, as in CPython. */
        if (!IS_INSTANCE(v) || IS_EMPTY(type_lookup(vm, type_of(vm, v), vm->names->__index__))) {
            exc_raise(vm, EXC_TypeError, "%%c requires int or char");
            return false;
        }
        iv = v;
    }
    int64_t cp;
    bool ovf;
    if (!obj_index(vm, iv, &cp, &ovf)) return false;
    if (ovf || cp < 0 || cp > 0x10FFFF) {
        exc_raise(vm, EXC_OverflowError, "%%c arg not in range(0x110000)");
        return false;
    }
    fmt_output(out, a, t, utf8_encode((uint32_t)cp, t), 1);
    return true;
}

/* A width or precision written as digits. */
static bool fmt_number(VM *vm, const char *d, size_t n, size_t *i, int64_t *out, const char *what,
                       int64_t limit) {
    int64_t v = 0;
    while (*i < n && d[*i] >= '0' && d[*i] <= '9') {
        int dig = d[*i] - '0';
        if (v > (limit - dig) / 10) {
            exc_raise(vm, EXC_ValueError, "%s too big", what);
            return false;
        }
        v = v * 10 + dig;
        (*i)++;
    }
    *out = v;
    return true;
}

/* '*' width or precision: the next argument, which must be an int. */
static bool fmt_star(FmtCtx *c, int64_t *out) {
    Value v = fmt_nextarg(c);
    if (IS_EXC(v)) return false;
    v = unwrap_builtin(v);
    if (!IS_ANYINT(v) && !IS_BOOL(v)) {
        exc_raise(c->vm, EXC_TypeError, "* wants int");
        return false;
    }
    bool ovf;
    if (!obj_index(c->vm, v, out, &ovf)) return false;
    if (ovf || *out > INT32_MAX || *out < -INT32_MAX) {
        exc_raise(c->vm, EXC_OverflowError, "Python int too large to convert to C int");
        return false;
    }
    return true;
}

/* The conversions run user code (__str__, __repr__, __format__-free
 * number hooks, a mapping's __getitem__) that may drop every other
 * reference to the format, the arguments or a mapping's value: all stay
 * rooted while it runs. */
Value str_mod(VM *vm, Str *fmt, Value args) {
    size_t rs = gc_scope(vm);
    gc_push(vm, v_obj(fmt));
    gc_push(vm, args);
    size_t rs_item = gc_scope(vm);
    FmtCtx c;
    c.vm = vm;
    c.args = args;
    c.dict = VEMPTY;
    Value ta = unwrap_builtin(args);
    if (IS_TUPLE(ta)) {
        c.items = AS_TUPLE(ta)->items;
        c.arglen = (int64_t)AS_TUPLE(ta)->len;
        c.argidx = 0;
    } else {
        c.items = NULL;
        c.arglen = -1;
        c.argidx = -2;
    }
    if (!IS_TUPLE(ta) && !IS_STR(ta) && is_mapping(vm, args)) c.dict = args;
    if (!charge_bytes(vm, fmt->blen)) {
        gc_unscope(vm, rs);
        return VEXC;
    }

    const char *d = fmt->data;
    size_t n = fmt->blen, i = 0;
    StrBuf out;
    char obuf[256];
    sb_init_buf(&out, vm, obuf, sizeof obuf);
    sb_reserve(&out, n + 16);
    while (i < n) {
        /* A mapping's value is rooted for the one conversion it serves. */
        gc_unscope(vm, rs_item);
        const char *pct = memchr(d + i, '%', n - i);
        if (!pct) {
            sb_add(&out, d + i, n - i);
            break;
        }
        sb_add(&out, d + i, (size_t)(pct - (d + i)));
        i = (size_t)(pct - d) + 1;
        if (i < n && d[i] == '%') {
            sb_addc(&out, '%');
            i++;
            continue;
        }
        /* Each conversion is an argument fetched and formatted: charged. */
        if (!rt_charge(vm, 2)) goto fail;
        FmtArg a = {0, 0, -1, -1, false};
        if (i < n && d[i] == '(') {
            if (IS_EMPTY(c.dict)) {
                exc_raise(vm, EXC_TypeError, "format requires a mapping");
                goto fail;
            }
            size_t ks = ++i;
            int depth = 1;
            while (i < n && depth > 0) {
                if (d[i] == ')') depth--;
                else if (d[i] == '(') depth++;
                i++;
            }
            if (depth > 0) {
                exc_raise(vm, EXC_ValueError, "incomplete format key");
                goto fail;
            }
            Str *key = str_new(vm, d + ks, i - 1 - ks);
            if (!key) goto fail;
            gc_push(vm, v_obj(key));
            Value v = obj_getitem(vm, c.dict, v_obj(key));
            if (IS_EXC(v)) goto fail;
            gc_push(vm, v);
            /* The value becomes the single argument of this conversion. */
            c.args = v;
            c.arglen = -1;
            c.argidx = -2;
        }
        for (; i < n; i++) {
            char f = d[i];
            if (f == '-') a.flags |= F_LJUST;
            else if (f == '+') a.flags |= F_SIGN;
            else if (f == ' ') a.flags |= F_BLANK;
            else if (f == '#') a.flags |= F_ALT;
            else if (f == '0') a.flags |= F_ZERO;
            else break;
        }
        if (i < n && d[i] == '*') {
            i++;
            if (!fmt_star(&c, &a.width)) goto fail;
            if (a.width < 0) {
                a.flags |= F_LJUST;
                a.width = -a.width;
            }
        } else if (i < n && d[i] >= '0' && d[i] <= '9') {
            if (!fmt_number(vm, d, n, &i, &a.width, "width", INT64_MAX)) goto fail;
        }
        if (i < n && d[i] == '.') {
            i++;
            if (i < n && d[i] == '*') {
                i++;
                if (!fmt_star(&c, &a.prec)) goto fail;
                if (a.prec < 0) a.prec = 0;
            } else {
                if (!fmt_number(vm, d, n, &i, &a.prec, "precision", INT32_MAX)) goto fail;
            }
        }
        if (i < n && (d[i] == 'h' || d[i] == 'l' || d[i] == 'L')) i++;
        if (i >= n) {
            exc_raise(vm, EXC_ValueError, "incomplete format");
            goto fail;
        }
        /* A huge width must be refused before it is written. */
        if (a.width > 0 && !mem_would_fit(vm, (size_t)a.width + out.len)) goto fail;
        if (a.width > 0 && !charge_bytes(vm, (size_t)a.width)) goto fail;
        a.ch = d[i];
        size_t conv_at = i;
        if (a.ch == 0 || !strchr("sradiuoxXeEfFgGc", a.ch) || (unsigned char)d[i] >= 0x80) {
            /* CPython fetches the argument before rejecting the
             * conversion, and shows only plain ASCII characters. */
            Value v = fmt_nextarg(&c);
            if (IS_EXC(v)) goto fail;
            size_t q = i;
            uint32_t cp = utf8_decode(d, &q);
            char ch[2] = {cp >= 31 && cp <= 126 ? (char)cp : '?', 0};
            exc_raise(vm, EXC_ValueError, "unsupported format character '%s' (0x%x) at index %zu",
                      ch, (unsigned)cp, cp_index(fmt, conv_at));
            goto fail;
        }
        i++;
        Value v;
        switch (a.ch) {
        case 's': case 'r': case 'a': {
            v = fmt_nextarg(&c);
            if (IS_EXC(v)) goto fail;
            Value sv = a.ch == 's' ? obj_str(vm, v) : a.ch == 'r' ? obj_repr(vm, v) : obj_ascii(vm, v);
            if (IS_EXC(sv)) goto fail;
            Str *s = to_str(sv);
            /* The text is copied (as far as the precision keeps it). */
            if (!charge_bytes(vm, a.prec >= 0 && (uint64_t)a.prec < s->clen ? (size_t)a.prec * 4 : s->blen)) goto fail;
            fmt_output(&out, &a, s->data, s->blen, s->clen);
            break;
        }
        case 'd': case 'i': case 'u': case 'o': case 'x': case 'X':
            v = fmt_nextarg(&c);
            if (IS_EXC(v)) goto fail;
            a.sign = true;
            if (!fmt_int(&c, &a, v, &out)) goto fail;
            break;
        case 'e': case 'E': case 'f': case 'F': case 'g': case 'G':
            v = fmt_nextarg(&c);
            if (IS_EXC(v)) goto fail;
            a.sign = true;
            if (!fmt_float(&c, &a, v, &out)) goto fail;
            break;
        case 'c':
            v = fmt_nextarg(&c);
            if (IS_EXC(v)) goto fail;
            if (!fmt_char(&c, &a, v, &out)) goto fail;
            break;
        default:
            break;
        }
        if (out.failed) goto fail;
    }
    if (c.argidx < c.arglen && IS_EMPTY(c.dict)) {
        exc_raise(vm, EXC_TypeError, "not all arguments converted during string formatting");
        goto fail;
    }
    gc_unscope(vm, rs);
    return sb_finish(&out);
fail:
    gc_unscope(vm, rs);
    sb_free(&out);
    return VEXC;
}

/* ---- methods --------------------------------------------------------------- */

#define METHOD(fn) static Value fn(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames)

/* The receiver: a str or an instance of a str subclass (the call layer has
 * checked the type already; this guards direct calls). */
#define SELF_STR(s)                                                            \
    Str *s = to_str(self);                                                     \
    if (!s) return exc_raise(vm, EXC_TypeError, "descriptor requires a 'str' object but received a '%s'", \
                             type_name(vm, self))

static Value empty_value(VM *vm) { return sval(str_new(vm, "", 0)); }

/* A new string of the bytes [b0, b1) of s. */
static Str *sub_bytes(VM *vm, Str *s, size_t b0, size_t b1) {
    if (b0 == 0 && b1 == s->blen) return s;
    size_t n = b1 - b0;
    if (n <= 1) return str_new(vm, s->data + b0, n);
    Str *r = str_raw(vm, n);
    if (!r) return NULL;
    copy_bytes(r->data, s->data + b0, n);
    if (!(s->h.flags & STR_ASCII)) return seal(vm, r, SIZE_MAX);
    r->clen = n;
    r->h.flags |= STR_ASCII;
    return r;
}

METHOD(m_upper) { SELF_STR(s); return case_map(vm, s, CASE_UPPER); }
METHOD(m_lower) { SELF_STR(s); return case_map(vm, s, CASE_LOWER); }
METHOD(m_casefold) { SELF_STR(s); return case_map(vm, s, CASE_FOLD); }
METHOD(m_swapcase) { SELF_STR(s); return case_map(vm, s, CASE_SWAP); }
METHOD(m_title) { SELF_STR(s); return case_map(vm, s, CASE_TITLE); }
METHOD(m_capitalize) { SELF_STR(s); return case_map(vm, s, CASE_CAP); }

/* ---- predicates ---- */

static Value all_cps(VM *vm, Str *s, bool (*pred)(uint32_t), bool empty_result) {
    if (s->blen == 0) return v_bool(empty_result);
    if (!charge_bytes(vm, s->blen)) return VEXC;
    size_t pos = 0;
    while (pos < s->blen) {
        uint32_t c = utf8_decode(s->data, &pos);
        if (!pred(c)) return v_bool(false);
    }
    return v_bool(true);
}

METHOD(m_isalnum) { SELF_STR(s); return all_cps(vm, s, u_alnum, false); }
METHOD(m_isalpha) { SELF_STR(s); return all_cps(vm, s, u_alpha, false); }
METHOD(m_isdecimal) { SELF_STR(s); return all_cps(vm, s, u_decimal, false); }
METHOD(m_isdigit) { SELF_STR(s); return all_cps(vm, s, u_digit, false); }
METHOD(m_isnumeric) { SELF_STR(s); return all_cps(vm, s, u_numeric, false); }
METHOD(m_isspace) { SELF_STR(s); return all_cps(vm, s, u_space, false); }
METHOD(m_isprintable) { SELF_STR(s); return all_cps(vm, s, u_printable, true); }
METHOD(m_isascii) { SELF_STR(s); return v_bool((s->h.flags & STR_ASCII) != 0); }

METHOD(m_isidentifier) {
    SELF_STR(s);
    if (s->blen == 0) return v_bool(false);
    if (!charge_bytes(vm, s->blen)) return VEXC;
    size_t pos = 0;
    if (!u_xid_start(utf8_decode(s->data, &pos))) return v_bool(false);
    while (pos < s->blen)
        if (!u_xid_continue(utf8_decode(s->data, &pos))) return v_bool(false);
    return v_bool(true);
}

/* isupper/islower: no character of the opposite case (or titlecase), and
 * at least one of the wanted case. */
static Value cased_check(VM *vm, Str *s, bool upper) {
    if (!charge_bytes(vm, s->blen)) return VEXC;
    bool cased = false;
    size_t pos = 0;
    while (pos < s->blen) {
        uint32_t c = utf8_decode(s->data, &pos);
        if ((upper ? u_islower(c) : u_isupper(c)) || u_istitle(c)) return v_bool(false);
        if (!cased && (upper ? u_isupper(c) : u_islower(c))) cased = true;
    }
    return v_bool(cased);
}

METHOD(m_isupper) { SELF_STR(s); return cased_check(vm, s, true); }
METHOD(m_islower) { SELF_STR(s); return cased_check(vm, s, false); }

METHOD(m_istitle) {
    SELF_STR(s);
    if (!charge_bytes(vm, s->blen)) return VEXC;
    bool cased = false, prev_cased = false;
    size_t pos = 0;
    while (pos < s->blen) {
        uint32_t c = utf8_decode(s->data, &pos);
        if (u_isupper(c) || u_istitle(c)) {
            if (prev_cased) return v_bool(false);
            prev_cased = cased = true;
        } else if (u_islower(c)) {
            if (!prev_cased) return v_bool(false);
            prev_cased = cased = true;
        } else {
            prev_cased = false;
        }
    }
    return v_bool(cased);
}

/* ---- searching ---- */

/* find/rfind/index/rindex share this: the code point index of the first
 * (or last) occurrence of sub in s[start:end], or -1. -2 on error. */
static int64_t find_impl(VM *vm, Str *s, int argc, const Value *argv, bool reverse) {
    int64_t start, end;
    if (!arg_range(vm, s, argc, argv, 1, &start, &end)) return -2;
    Str *sub = to_str(argv[0]);
    if (!sub) {
        must_be_str(vm, argv[0]);
        return -2;
    }
    if (end - start < (int64_t)sub->clen) return -1;
    if (sub->blen == 0) return reverse ? end : start;
    size_t b0, b1;
    if (!str_offset_charged(vm, s, (size_t)start, &b0) || !str_offset_charged(vm, s, (size_t)end, &b1)) return -2;
    if (!charge_bytes(vm, b1 - b0)) return -2;
    const char *p;
    if (reverse) {
        bool err;
        p = rfind_bytes(vm, s->data + b0, b1 - b0, sub->data, sub->blen, &err);
        if (err) return -2;
    } else {
        p = find_bytes(s->data + b0, b1 - b0, sub->data, sub->blen);
    }
    if (!p) return -1;
    return (int64_t)cp_index(s, (size_t)(p - s->data));
}

METHOD(m_find) {
    SELF_STR(s);
    int64_t r = find_impl(vm, s, argc, argv, false);
    return r == -2 ? VEXC : v_int(r);
}

METHOD(m_rfind) {
    SELF_STR(s);
    int64_t r = find_impl(vm, s, argc, argv, true);
    return r == -2 ? VEXC : v_int(r);
}

METHOD(m_index) {
    SELF_STR(s);
    int64_t r = find_impl(vm, s, argc, argv, false);
    if (r == -1) return exc_raise(vm, EXC_ValueError, "substring not found");
    return r == -2 ? VEXC : v_int(r);
}

METHOD(m_rindex) {
    SELF_STR(s);
    int64_t r = find_impl(vm, s, argc, argv, true);
    if (r == -1) return exc_raise(vm, EXC_ValueError, "substring not found");
    return r == -2 ? VEXC : v_int(r);
}

METHOD(m_count) {
    SELF_STR(s);
    int64_t start, end;
    if (!arg_range(vm, s, argc, argv, 1, &start, &end)) return VEXC;
    Str *sub = to_str(argv[0]);
    if (!sub) return must_be_str(vm, argv[0]);
    if (end - start < (int64_t)sub->clen) return v_int(0);
    if (sub->blen == 0) return v_int(end - start + 1);
    size_t b0, b1;
    if (!str_offset_charged(vm, s, (size_t)start, &b0) || !str_offset_charged(vm, s, (size_t)end, &b1)) return VEXC;
    if (!charge_bytes(vm, b1 - b0)) return VEXC;
    int64_t n = 0;
    const char *p = s->data + b0, *e = s->data + b1;
    while ((p = find_bytes(p, (size_t)(e - p), sub->data, sub->blen)) != NULL) {
        n++;
        p += sub->blen;
    }
    return v_int(n);
}

/* Does s[start:end] start (or end) with sub? CPython's tailmatch. The
 * window's byte offsets are b0 and b1. */
static bool tailmatch(const Str *sub, int64_t start, int64_t end, const char *data, size_t b0, size_t b1,
                      bool at_end) {
    if (end - (int64_t)sub->clen < start) return false;
    if (sub->blen == 0) return true;
    if (b1 - b0 < sub->blen) return false;
    const char *at = at_end ? data + b1 - sub->blen : data + b0;
    return memcmp(at, sub->data, sub->blen) == 0;
}

static Value starts_ends(VM *vm, Value self, int argc, const Value *argv, bool at_end) {
    SELF_STR(s);
    const char *name = at_end ? "endswith" : "startswith";
    int64_t start, end;
    if (!arg_range(vm, s, argc, argv, 1, &start, &end)) return VEXC;
    if (!charge_bytes(vm, s->blen)) return VEXC;
    /* The window's offsets once, not once per candidate of a tuple. */
    size_t b0 = 0, b1 = 0;
    if (start <= end) {
        b0 = str_offset(s, (size_t)start);
        b1 = str_offset(s, (size_t)end);
    }
    Value x = unwrap_builtin(argv[0]);
    if (IS_TUPLE(x)) {
        Tuple *t = AS_TUPLE(x);
        /* Each candidate is charged, so that a long tuple of them is not
         * free (an affix compared is charged by its length). */
        for (size_t i = 0; i < t->len; i++) {
            Str *sub = to_str(t->items[i]);
            if (!sub)
                return exc_raise(vm, EXC_TypeError, "tuple for %s must only contain str, not %T",
                                 name, t->items[i]);
            if (!rt_charge(vm, (int64_t)(sub->blen / 8) + 1)) return VEXC;
            if (tailmatch(sub, start, end, s->data, b0, b1, at_end)) return v_bool(true);
        }
        return v_bool(false);
    }
    Str *sub = to_str(argv[0]);
    if (!sub)
        return exc_raise(vm, EXC_TypeError, "%s first arg must be str or a tuple of str, not %T",
                         name, argv[0]);
    return v_bool(tailmatch(sub, start, end, s->data, b0, b1, at_end));
}

METHOD(m_startswith) { return starts_ends(vm, self, argc, argv, false); }
METHOD(m_endswith) { return starts_ends(vm, self, argc, argv, true); }

/* ---- padding ---- */

/* The optional fill character argument of center/ljust/rjust. */
static Str *arg_fill(VM *vm, int argc, const Value *argv, int idx) {
    if (argc <= idx) return NULL;
    Str *f = to_str(argv[idx]);
    if (!f) {
        exc_raise(vm, EXC_TypeError, "The fill character must be a unicode character, not %T", argv[idx]);
        return NULL;
    }
    if (f->clen != 1) {
        exc_raise(vm, EXC_TypeError, "The fill character must be exactly one character long");
        return NULL;
    }
    return f;
}

/* s with `left` and `right` copies of the one-character string fill. */
static Value pad(VM *vm, Str *s, int64_t left, int64_t right, const char *fill, size_t fn) {
    if (left < 0) left = 0;
    if (right < 0) right = 0;
    if (left == 0 && right == 0) return v_obj(s);
    /* left + right is under 2^63, but times a fill character of up to 4
     * bytes it can wrap to a small number, and the fill loops below would
     * write past the small string allocated for it: refuse any result
     * str_raw would refuse (4 GiB) before multiplying. */
    uint64_t nfill = (uint64_t)left + (uint64_t)right;
    if (nfill > ((uint64_t)UINT32_MAX - s->blen) / fn) {
        rt_halt(vm, HALT_MEMORY);
        return VEXC;
    }
    uint64_t extra = nfill * fn;
    if ((extra > SMALL_RESULT || s->blen > SMALL_RESULT) && !mem_would_fit(vm, sizeof(Str) + s->blen + extra + 1))
        return VEXC;
    if (!charge_bytes(vm, s->blen + extra)) return VEXC;
    Str *r = str_raw(vm, s->blen + extra);
    if (!r) return VEXC;
    char *o = r->data;
    if (fn == 1) {
        memset(o, fill[0], (size_t)left);
        o += left;
    } else {
        for (int64_t k = 0; k < left; k++, o += fn) memcpy(o, fill, fn);
    }
    memcpy(o, s->data, s->blen);
    o += s->blen;
    if (fn == 1) memset(o, fill[0], (size_t)right);
    else for (int64_t k = 0; k < right; k++, o += fn) memcpy(o, fill, fn);
    return sval(seal(vm, r, s->clen + (size_t)left + (size_t)right));
}

static Value justify(VM *vm, Value self, int argc, const Value *argv, int how) {
    SELF_STR(s);
    int64_t width;
    if (!arg_int(vm, argv[0], &width)) return VEXC;
    Str *f = arg_fill(vm, argc, argv, 1);
    if (!f && argc > 1) return VEXC;
    const char *fill = f ? f->data : " ";
    size_t fn = f ? f->blen : 1;
    if (width <= (int64_t)s->clen) return v_obj(s);
    int64_t marg = width - (int64_t)s->clen;
    if (how < 0) return pad(vm, s, 0, marg, fill, fn);
    if (how > 0) return pad(vm, s, marg, 0, fill, fn);
    int64_t left = marg / 2 + (marg & width & 1);
    return pad(vm, s, left, marg - left, fill, fn);
}

METHOD(m_ljust) { return justify(vm, self, argc, argv, -1); }
METHOD(m_rjust) { return justify(vm, self, argc, argv, 1); }
METHOD(m_center) { return justify(vm, self, argc, argv, 0); }

METHOD(m_zfill) {
    SELF_STR(s);
    int64_t width;
    if (!arg_int(vm, argv[0], &width)) return VEXC;
    if ((int64_t)s->clen >= width) return v_obj(s);
    int64_t fill = width - (int64_t)s->clen;
    Value r = pad(vm, s, fill, 0, "0", 1);
    if (IS_EXC(r)) return r;
    Str *rs = AS_STR(r);
    /* Move a leading sign in front of the zeros. */
    char c0 = rs->data[fill];
    if (c0 == '+' || c0 == '-') {
        rs->data[0] = c0;
        rs->data[fill] = '0';
    }
    return r;
}

METHOD(m_expandtabs) {
    SELF_STR(s);
    static const char *const names[] = {"tabsize"};
    Value a[1];
    if (!parse_kw(vm, "expandtabs", argc, argv, kwnames, names, 1, a)) return VEXC;
    int64_t tab = 8;
    if (!IS_EMPTY(a[0]) && !arg_int(vm, a[0], &tab)) return VEXC;
    /* The scans below read every byte, whatever they write (a string
     * without a tab, or tabs expanded to nothing with tabsize 0). */
    if (!charge_bytes(vm, s->blen)) return VEXC;
    if (!memchr(s->data, '\t', s->blen)) return v_obj(s);
    /* Measure first so a huge tabsize is refused before anything is built. */
    uint64_t total = 0, col = 0;
    size_t pos = 0;
    while (pos < s->blen) {
        size_t at = pos;
        uint32_t c = utf8_decode(s->data, &pos);
        if (c == '\t') {
            if (tab > 0) {
                uint64_t inc = (uint64_t)tab - col % (uint64_t)tab;
                total += inc;
                col += inc;
            }
        } else {
            total += pos - at;
            col++;
            if (c == '\n' || c == '\r') col = 0;
        }
        if (total > (uint64_t)INT64_MAX) return exc_raise(vm, EXC_OverflowError, "new string is too long");
    }
    if (!mem_would_fit(vm, sizeof(Str) + total + 1)) return VEXC;
    if (!charge_bytes(vm, total)) return VEXC;
    Str *r = str_raw(vm, total);
    if (!r) return VEXC;
    char *o = r->data;
    col = 0;
    pos = 0;
    while (pos < s->blen) {
        size_t at = pos;
        uint32_t c = utf8_decode(s->data, &pos);
        if (c == '\t') {
            if (tab > 0) {
                uint64_t inc = (uint64_t)tab - col % (uint64_t)tab;
                memset(o, ' ', inc);
                o += inc;
                col += inc;
            }
        } else {
            memcpy(o, s->data + at, pos - at);
            o += pos - at;
            col++;
            if (c == '\n' || c == '\r') col = 0;
        }
    }
    return sval(seal(vm, r, SIZE_MAX));
}

/* ---- strip ---- */

/* Characters to strip: ASCII ones in a table; others behind a 64-bit
 * filter of their code points' low bits, then found by searching the
 * argument for their UTF-8 form (a whole character's encoding only
 * matches at a character's start), which is charged by its length. */
typedef struct StripSet {
    bool ascii[128];
    uint64_t others;    /* bit (c & 63) for each non-ASCII c of chars */
    const Str *chars;   /* NULL = whitespace */
} StripSet;

/* 1 if c is to be stripped, 0 if not, -1 with the budget spent. */
static int strip_has(VM *vm, const StripSet *ss, uint32_t c) {
    if (!ss->chars) return u_space(c);
    if (c < 0x80) return ss->ascii[c];
    if (!(ss->others & (UINT64_C(1) << (c & 63)))) return 0;
    if (!charge_bytes(vm, ss->chars->blen)) return -1;
    char enc[4];
    size_t n = utf8_encode(c, enc);
    return memmem(ss->chars->data, ss->chars->blen, enc, n) != NULL;
}

static Value strip_impl(VM *vm, Value self, int argc, const Value *argv, bool left, bool right,
                        const char *name) {
    SELF_STR(s);
    StripSet ss;
    ss.chars = NULL;
    if (argc > 0 && !IS_NONE(argv[0])) {
        ss.chars = to_str(argv[0]);
        if (!ss.chars) return exc_raise(vm, EXC_TypeError, "%s arg must be None or str", name);
        if (!charge_bytes(vm, ss.chars->blen)) return VEXC;
        memset(ss.ascii, 0, sizeof ss.ascii);
        ss.others = 0;
        size_t pos = 0;
        while (pos < ss.chars->blen) {
            uint32_t c = utf8_decode(ss.chars->data, &pos);
            if (c < 0x80) ss.ascii[c] = true;
            else ss.others |= UINT64_C(1) << (c & 63);
        }
    }
    if (!charge_bytes(vm, s->blen)) return VEXC;
    size_t b0 = 0, b1 = s->blen;
    int has = 1;
    if (left) {
        while (b0 < b1) {
            size_t p = b0;
            if ((has = strip_has(vm, &ss, utf8_decode(s->data, &p))) <= 0) break;
            b0 = p;
        }
    }
    if (right && has >= 0) {
        while (b1 > b0) {
            size_t p = b1;
            if ((has = strip_has(vm, &ss, decode_back(s->data, &p))) <= 0) break;
            b1 = p;
        }
    }
    if (has < 0) return VEXC;
    return sval(sub_bytes(vm, s, b0, b1));
}

METHOD(m_strip) { return strip_impl(vm, self, argc, argv, true, true, "strip"); }
METHOD(m_lstrip) { return strip_impl(vm, self, argc, argv, true, false, "lstrip"); }
METHOD(m_rstrip) { return strip_impl(vm, self, argc, argv, false, true, "rstrip"); }

METHOD(m_removeprefix) {
    SELF_STR(s);
    Str *p = to_str(argv[0]);
    if (!p) return exc_raise(vm, EXC_TypeError, "removeprefix() argument must be str, not %A", argv[0]);
    if (!charge_bytes(vm, s->blen)) return VEXC;
    if (p->blen <= s->blen && memcmp(s->data, p->data, p->blen) == 0)
        return sval(sub_bytes(vm, s, p->blen, s->blen));
    return v_obj(s);
}

METHOD(m_removesuffix) {
    SELF_STR(s);
    Str *p = to_str(argv[0]);
    if (!p) return exc_raise(vm, EXC_TypeError, "removesuffix() argument must be str, not %A", argv[0]);
    if (!charge_bytes(vm, s->blen)) return VEXC;
    if (p->blen && p->blen <= s->blen && memcmp(s->data + s->blen - p->blen, p->data, p->blen) == 0)
        return sval(sub_bytes(vm, s, 0, s->blen - p->blen));
    return v_obj(s);
}

/* ---- splitting ---- */

static bool list_add_bytes(VM *vm, List *l, Str *s, size_t b0, size_t b1) {
    Str *piece = sub_bytes(vm, s, b0, b1);
    if (!piece) return false;
    /* The list is the caller's own, new and unseen: append in place while
     * it has room. */
    if (l->len < l->cap) {
        l->items[l->len++] = v_obj(piece);
        return true;
    }
    return list_append(vm, l, v_obj(piece)) == 0;
}

static void list_reverse(List *l) {
    for (size_t i = 0, j = l->len; i + 1 < j; i++, j--) {
        Value t = l->items[i];
        l->items[i] = l->items[j - 1];
        l->items[j - 1] = t;
    }
}

/* u_space of the ASCII characters; a byte of every value has an entry, so
 * a string wrongly flagged ASCII can never index past the table. */
static const bool ascii_space[256] = {
    ['\t'] = true, ['\n'] = true, ['\v'] = true, ['\f'] = true, ['\r'] = true,
    [0x1C] = true, [0x1D] = true, [0x1E] = true, [0x1F] = true, [' '] = true,
};

/* Is the code point starting at byte p whitespace? Sets *next past it. */
static inline bool space_fwd(const Str *s, size_t p, size_t *next) {
    unsigned char b = (unsigned char)s->data[p];
    if (b < 0x80) {
        *next = p + 1;
        return u_space(b);
    }
    *next = p;
    return u_space(utf8_decode(s->data, next));
}

/* Is the code point ending at byte p whitespace? Sets *prev to its start. */
static inline bool space_back(const Str *s, size_t p, size_t *prev) {
    unsigned char b = (unsigned char)s->data[p - 1];
    if (b < 0x80) {
        *prev = p - 1;
        return u_space(b);
    }
    *prev = p;
    return u_space(decode_back(s->data, prev));
}

/* str.split / str.rsplit, following stringlib's split_whitespace,
 * split, rsplit_whitespace and rsplit. */
static Value split_impl(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames, bool right) {
    SELF_STR(s);
    static const char *const names[] = {"sep", "maxsplit"};
    Value a[2];
    if (!parse_kw(vm, right ? "rsplit" : "split", argc, argv, kwnames, names, 2, a)) return VEXC;
    /* maxsplit is converted before sep is checked, as CPython's argument
     * clinic does. */
    int64_t maxsplit = -1;
    if (!IS_EMPTY(a[1]) && !arg_int(vm, a[1], &maxsplit)) return VEXC;
    Str *sep = NULL;
    if (!IS_EMPTY(a[0]) && !IS_NONE(a[0])) {
        sep = to_str(a[0]);
        if (!sep) return exc_raise(vm, EXC_TypeError, "must be str or None, not %T", a[0]);
        if (sep->blen == 0) return exc_raise(vm, EXC_ValueError, "empty separator");
    }
    if (maxsplit < 0) maxsplit = INT64_MAX;
    if (!charge_bytes(vm, s->blen)) return VEXC;
    List *l = list_new(vm, 0);
    if (!l) return VEXC;
    size_t n = s->blen;
    if (!sep && !right && (s->h.flags & STR_ASCII)) {
        /* The same walk over bytes, whitespace from a table. */
        const unsigned char *d = (const unsigned char *)s->data;
        size_t i = 0;
        while (maxsplit-- > 0) {
            while (i < n && ascii_space[d[i]]) i++;
            if (i == n) break;
            size_t j = i;
            while (i < n && !ascii_space[d[i]]) i++;
            if (!list_add_bytes(vm, l, s, j, i)) return VEXC;
        }
        if (i < n) {
            while (i < n && ascii_space[d[i]]) i++;
            if (i != n && !list_add_bytes(vm, l, s, i, n)) return VEXC;
        }
    } else if (!sep && !right) {
        size_t i = 0, nx;
        while (maxsplit-- > 0) {
            while (i < n && space_fwd(s, i, &nx)) i = nx;
            if (i == n) break;
            size_t j = i;
            while (i < n && !space_fwd(s, i, &nx)) i = nx;
            if (!list_add_bytes(vm, l, s, j, i)) return VEXC;
        }
        if (i < n) {
            while (i < n && space_fwd(s, i, &nx)) i = nx;
            if (i != n && !list_add_bytes(vm, l, s, i, n)) return VEXC;
        }
    } else if (!sep) {
        size_t i = n, pv;
        while (maxsplit-- > 0) {
            while (i > 0 && space_back(s, i, &pv)) i = pv;
            if (i == 0) break;
            size_t j = i;
            while (i > 0 && !space_back(s, i, &pv)) i = pv;
            if (!list_add_bytes(vm, l, s, i, j)) return VEXC;
        }
        if (i > 0) {
            while (i > 0 && space_back(s, i, &pv)) i = pv;
            if (i > 0 && !list_add_bytes(vm, l, s, 0, i)) return VEXC;
        }
        list_reverse(l);
    } else if (!right) {
        size_t i = 0;
        while (maxsplit-- > 0) {
            const char *p = find_bytes(s->data + i, n - i, sep->data, sep->blen);
            if (!p) break;
            size_t at = (size_t)(p - s->data);
            if (!list_add_bytes(vm, l, s, i, at)) return VEXC;
            i = at + sep->blen;
        }
        if (!list_add_bytes(vm, l, s, i, n)) return VEXC;
    } else {
        size_t j = n;
        while (maxsplit-- > 0) {
            bool err;
            const char *p = rfind_bytes(vm, s->data, j, sep->data, sep->blen, &err);
            if (err) return VEXC;
            if (!p) break;
            size_t at = (size_t)(p - s->data);
            if (!list_add_bytes(vm, l, s, at + sep->blen, j)) return VEXC;
            j = at;
        }
        if (!list_add_bytes(vm, l, s, 0, j)) return VEXC;
        list_reverse(l);
    }
    if (!rt_charge(vm, (int64_t)l->len)) return VEXC;
    return v_obj(l);
}

METHOD(m_split) { return split_impl(vm, self, argc, argv, kwnames, false); }
METHOD(m_rsplit) { return split_impl(vm, self, argc, argv, kwnames, true); }

METHOD(m_splitlines) {
    SELF_STR(s);
    static const char *const names[] = {"keepends"};
    Value a[1];
    if (!parse_kw(vm, "splitlines", argc, argv, kwnames, names, 1, a)) return VEXC;
    int64_t keep = 0;
    if (!IS_EMPTY(a[0]) && !arg_int(vm, a[0], &keep)) return VEXC;
    if (!charge_bytes(vm, s->blen)) return VEXC;
    List *l = list_new(vm, 0);
    if (!l) return VEXC;
    size_t i = 0, j = 0, n = s->blen;
    while (i < n) {
        size_t nx = i;
        uint32_t c = 0;
        while (i < n) {
            nx = i;
            c = utf8_decode(s->data, &nx);
            if (u_linebreak(c)) break;
            i = nx;
        }
        size_t eol = i;
        if (i < n) {
            i = nx;
            if (c == '\r' && i < n && s->data[i] == '\n') i++;
            if (keep) eol = i;
        }
        if (!list_add_bytes(vm, l, s, j, eol)) return VEXC;
        j = i;
    }
    return v_obj(l);
}

static Value partition_impl(VM *vm, Value self, Value arg, bool right) {
    SELF_STR(s);
    Str *sep = to_str(arg);
    if (!sep) return must_be_str(vm, arg);
    if (sep->blen == 0) return exc_raise(vm, EXC_ValueError, "empty separator");
    if (!charge_bytes(vm, s->blen)) return VEXC;
    const char *p;
    if (right) {
        bool err;
        p = rfind_bytes(vm, s->data, s->blen, sep->data, sep->blen, &err);
        if (err) return VEXC;
    } else {
        p = find_bytes(s->data, s->blen, sep->data, sep->blen);
    }
    Value items[3];
    Value e = empty_value(vm);
    if (IS_EXC(e)) return VEXC;
    if (!p) {
        items[0] = right ? e : v_obj(s);
        items[1] = e;
        items[2] = right ? v_obj(s) : e;
        return tuple_pack(vm, 3, items);
    }
    size_t at = (size_t)(p - s->data);
    Str *a = sub_bytes(vm, s, 0, at);
    if (!a) return VEXC;
    Str *b = sub_bytes(vm, s, at + sep->blen, s->blen);
    if (!b) return VEXC;
    items[0] = v_obj(a);
    items[1] = v_obj(sep);
    items[2] = v_obj(b);
    return tuple_pack(vm, 3, items);
}

METHOD(m_partition) { return partition_impl(vm, self, argv[0], false); }
METHOD(m_rpartition) { return partition_impl(vm, self, argv[0], true); }

/* ---- replace, join ---- */

METHOD(m_replace) {
    SELF_STR(s);
    Str *old = to_str(argv[0]);
    if (!old) return exc_raise(vm, EXC_TypeError, "replace() argument 1 must be str, not %A", argv[0]);
    Str *rep = to_str(argv[1]);
    if (!rep) return exc_raise(vm, EXC_TypeError, "replace() argument 2 must be str, not %A", argv[1]);
    int64_t maxcount = -1;
    if (argc > 2 && !arg_int(vm, argv[2], &maxcount)) return VEXC;
    if (maxcount < 0) maxcount = INT64_MAX;
    if (!charge_bytes(vm, s->blen)) return VEXC;
    /* Count the replacements first, to size the result exactly. */
    uint64_t n = 0;
    if (old->blen == 0) {
        n = (uint64_t)s->clen + 1;
        if (n > (uint64_t)maxcount) n = (uint64_t)maxcount;
    } else {
        const char *p = s->data, *e = s->data + s->blen;
        while (n < (uint64_t)maxcount &&
               (p = find_bytes(p, (size_t)(e - p), old->data, old->blen)) != NULL) {
            n++;
            p += old->blen;
        }
    }
    if (n == 0) return v_obj(s);
    uint64_t total = s->blen;
    if (rep->blen > old->blen) {
        uint64_t grow = rep->blen - old->blen;
        if (grow && n > ((uint64_t)INT64_MAX - total) / grow)
            return exc_raise(vm, EXC_OverflowError, "replace string is too long");
        total += n * grow;
    } else {
        total -= n * (old->blen - rep->blen);
    }
    if (!mem_would_fit(vm, sizeof(Str) + total + 1)) return VEXC;
    if (!charge_bytes(vm, total)) return VEXC;
    Str *r = str_raw(vm, total);
    if (!r) return VEXC;
    char *o = r->data;
    const char *p = s->data, *e = s->data + s->blen;
    if (old->blen == 0) {
        for (uint64_t k = 0; k < n; k++) {
            memcpy(o, rep->data, rep->blen);
            o += rep->blen;
            if (p < e) {
                size_t len = seq_len((unsigned char)*p);
                memcpy(o, p, len);
                o += len;
                p += len;
            }
        }
    } else {
        for (uint64_t k = 0; k < n; k++) {
            const char *q = find_bytes(p, (size_t)(e - p), old->data, old->blen);
            memcpy(o, p, (size_t)(q - p));
            o += q - p;
            memcpy(o, rep->data, rep->blen);
            o += rep->blen;
            p = q + old->blen;
        }
    }
    memcpy(o, p, (size_t)(e - p));
    int64_t dc = (int64_t)rep->clen - (int64_t)old->clen;
    return sval(seal(vm, r, (size_t)((int64_t)s->clen + (int64_t)n * dc)));
}

METHOD(m_join) {
    SELF_STR(s);
    return str_join(vm, s, argv[0]);
}

/* ---- translate, maketrans ---- */

METHOD(m_translate) {
    SELF_STR(s);
    Value table = argv[0];
    if (!charge_bytes(vm, s->blen * 4)) return VEXC;
    StrBuf b;
    sb_init(&b, vm);
    sb_reserve(&b, s->blen);
    size_t pos = 0;
    while (pos < s->blen) {
        size_t at = pos;
        uint32_t c = utf8_decode(s->data, &pos);
        Value m;
        if (IS_DICT(table)) {
            m = dict_get(vm, AS_DICT(table), v_int(c));
            if (IS_EXC(m)) goto fail;
        } else {
            m = obj_getitem(vm, table, v_int(c));
            if (IS_EXC(m)) {
                /* A missing key keeps the character, as in CPython. */
                if (vm->halt != HALT_NONE || !exc_matches(vm, EXC_LookupError)) goto fail;
                exc_clear(vm);
                m = VEMPTY;
            }
        }
        if (IS_EMPTY(m)) {
            sb_add(&b, s->data + at, pos - at);
            continue;
        }
        if (IS_NONE(m)) continue;
        Value mv = unwrap_builtin(m);
        Str *ms = to_str(m);
        if (ms) {
            sb_addstr(&b, ms);
        } else if (IS_ANYINT(mv) || IS_BOOL(mv)) {
            int64_t cp;
            bool ovf;
            if (!obj_index(vm, mv, &cp, &ovf)) goto fail;
            if (ovf || cp < 0 || cp > 0x10FFFF) {
                exc_raise(vm, EXC_ValueError, "character mapping must be in range(0x110000)");
                goto fail;
            }
            sb_addcp(&b, (uint32_t)cp);
        } else {
            exc_raise(vm, EXC_TypeError, "character mapping must return integer, None or str");
            goto fail;
        }
        if (b.failed) goto fail;
    }
    return sb_finish(&b);
fail:
    sb_free(&b);
    return VEXC;
}

/* str.maketrans(x[, y[, z]]): a static method, so it is registered as a
 * plain function and `self` is unused. */
static Value m_maketrans(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    Dict *d = dict_new(vm);
    if (!d) return VEXC;
    if (argc == 1) {
        Value x = unwrap_builtin(argv[0]);
        if (!IS_DICT(x))
            return exc_raise(vm, EXC_TypeError, "if you give only one argument to maketrans it must be a dict");
        size_t it = 0;
        Value k, v;
        while (dict_next(AS_DICT(x), &it, &k, &v)) {
            Str *ks = to_str(k);
            Value key;
            if (ks) {
                if (ks->clen != 1)
                    return exc_raise(vm, EXC_ValueError, "string keys in translate table must be of length 1");
                size_t p = 0;
                key = v_int(utf8_decode(ks->data, &p));
            } else if (IS_ANYINT(unwrap_builtin(k)) || IS_BOOL(k)) {
                /* The plain int of an int subclass: hashing the instance
                 * would run its __hash__/__eq__ in the middle of this walk
                 * over the argument dict (and with the new dict unrooted). */
                key = unwrap_builtin(k);
            } else {
                return exc_raise(vm, EXC_TypeError, "keys in translate table must be strings or integers");
            }
            if (dict_set(vm, d, key, v) < 0) return VEXC;
        }
        return v_obj(d);
    }
    Str *x = to_str(argv[0]);
    if (!x)
        return exc_raise(vm, EXC_TypeError, "first maketrans argument must be a string if there is a second argument");
    Str *y = to_str(argv[1]);
    if (!y) return exc_raise(vm, EXC_TypeError, "maketrans() argument 2 must be str, not %A", argv[1]);
    Str *z = NULL;
    if (argc > 2) {
        z = to_str(argv[2]);
        if (!z) return exc_raise(vm, EXC_TypeError, "maketrans() argument 3 must be str, not %A", argv[2]);
    }
    if (x->clen != y->clen)
        return exc_raise(vm, EXC_ValueError, "the first two maketrans arguments must have equal length");
    if (!charge_bytes(vm, x->blen + (z ? z->blen : 0))) return VEXC;
    size_t px = 0, py = 0;
    while (px < x->blen) {
        uint32_t a = utf8_decode(x->data, &px);
        uint32_t b = utf8_decode(y->data, &py);
        if (dict_set(vm, d, v_int(a), v_int(b)) < 0) return VEXC;
    }
    if (z) {
        size_t pz = 0;
        while (pz < z->blen)
            if (dict_set(vm, d, v_int(utf8_decode(z->data, &pz)), VNONE) < 0) return VEXC;
    }
    return v_obj(d);
}

/* ---- format ---- */

METHOD(m_format) {
    SELF_STR(s);
    return str_format_method(vm, s, argc, argv, kwnames);
}

/* format_map(mapping): the fields are formatted in order, each named one
 * looked up in the mapping when it is met (so __missing__ and arbitrary
 * mappings work, and a __format__ that changes the mapping is seen by
 * the fields after it, as in CPython). */
METHOD(m_format_map) {
    SELF_STR(s);
    if (!charge_bytes(vm, s->blen)) return VEXC;
    return str_format_mapping(vm, s, argv[0]);
}

METHOD(m_encode) {
    SELF_STR(s);
    static const char *const names[] = {"encoding", "errors"};
    Value a[2];
    if (!parse_kw(vm, "encode", argc, argv, kwnames, names, 2, a)) return VEXC;
    const char *enc = "utf-8", *err = "strict";
    for (int i = 0; i < 2; i++) {
        if (IS_EMPTY(a[i])) continue;
        Str *x = to_str(a[i]);
        if (!x) return exc_raise(vm, EXC_TypeError, "encode() argument '%s' must be str, not %A", names[i], a[i]);
        const char *t = codec_name_arg(vm, x);
        if (!t) return VEXC;
        if (i == 0) enc = t;
        else err = t;
    }
    return codec_encode(vm, s, enc, err);
}

/* str(object='') and str(object=b'', encoding='utf-8', errors='strict'). */
static __attribute__((noinline)) Value str_ctor_args(VM *vm, Value cls, int argc, const Value *argv,
                                                     Tuple *kwnames) {
    static const char *const names[] = {"object", "encoding", "errors"};
    if (argc > 3) return exc_raise(vm, EXC_TypeError, "str() takes at most 3 arguments (%d given)", argc);
    Value a[3];
    if (!parse_kw(vm, "str", argc, argv, kwnames, names, 3, a)) return VEXC;
    Value r;
    if (IS_EMPTY(a[0])) {
        r = empty_value(vm);
    } else if (IS_EMPTY(a[1]) && IS_EMPTY(a[2])) {
        r = obj_str(vm, a[0]);
    } else {
        const char *enc = "utf-8", *err = "strict";
        for (int i = 1; i < 3; i++) {
            if (IS_EMPTY(a[i])) continue;
            Str *x = to_str(a[i]);
            if (!x) return exc_raise(vm, EXC_TypeError, "str() argument '%s' must be str, not %A", names[i], a[i]);
            const char *t = codec_name_arg(vm, x);
            if (!t) return VEXC;
            if (i == 1) enc = t;
            else err = t;
        }
        Value o = unwrap_builtin(a[0]);
        if (IS_KIND(o, OK_BYTES) || IS_KIND(o, OK_BYTEARRAY)) {
            Bytes *b = (Bytes *)AS_OBJ(o);
            r = codec_decode(vm, (const char *)b->buf, b->len, enc, err);
        } else if (IS_STR(o)) {
            return exc_raise(vm, EXC_TypeError, "decoding str is not supported");
        } else {
            return exc_raise(vm, EXC_TypeError, "decoding to str: need a bytes-like object, %T found", a[0]);
        }
    }
    if (IS_EXC(r) || (IS_TYPE(cls) && AS_TYPE(cls) == vm->types[OK_STR])) return r;
    /* A subclass: an instance wrapping the string. */
    Str *rs = to_str(r);
    Instance *in = obj_alloc(vm, OK_INSTANCE, sizeof(Instance));
    if (!in) return VEXC;
    in->cls = AS_TYPE(cls);
    in->builtin_value = v_obj(rs);
    return v_obj(in);
}

static Value str_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    /* str(x), the common call: str(i) in a loop above all. */
    if (argc == 1 && !(kwnames && kwnames->len) && IS_TYPE(cls) && AS_TYPE(cls) == vm->types[OK_STR])
        return IS_INT(argv[0]) ? str_from_int(vm, AS_INT(argv[0])) : obj_str(vm, argv[0]);
    return str_ctor_args(vm, cls, argc, argv, kwnames);
}

/* str.__new__(cls, ...): called unbound, self is cls; reached through
 * super().__new__(cls, ...), self is bound to cls and cls comes again as
 * the first argument (as int.__new__). */
static Value m_new(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    if (argc > 0 && obj_is(argv[0], self)) {
        argc--;
        argv++;
    }
    if (!IS_TYPE(self))
        return exc_raise(vm, EXC_TypeError, "str.__new__(X): X is not a type object (%s)", type_name(vm, self));
    if (!type_is_subtype(AS_TYPE(self), vm->types[OK_STR]))
        return exc_raise(vm, EXC_TypeError, "str.__new__(%U): %U is not a subtype of str", AS_TYPE(self)->name,
                         AS_TYPE(self)->name);
    return str_ctor(vm, self, argc, argv, kwnames);
}

/* ---- type slots ------------------------------------------------------------ */

static Value slot_repr(VM *vm, Value self) { return str_repr(vm, to_str(self)); }
static Value slot_str(VM *vm, Value self) { return v_obj(to_str(self)); }

static int slot_hash(VM *vm, Value self, int64_t *out) {
    *out = str_hash(vm, to_str(self));
    return 0;
}

static Value cmp_strs(Str *a, Str *b, int op) {
    int c;
    if (op == CO_EQ || op == CO_NE) {
        bool e = str_eq(a, b);
        return v_bool(op == CO_EQ ? e : !e);
    }
    c = str_cmp(a, b);
    switch (op) {
    case CO_LT: return v_bool(c < 0);
    case CO_LE: return v_bool(c <= 0);
    case CO_GT: return v_bool(c > 0);
    default: return v_bool(c >= 0);
    }
}

static Value slot_richcmp(VM *vm, Value a, Value b, int op) {
    Str *x = to_str(a), *y = to_str(b);
    if (!x || !y) return v_notimpl();
    size_t n = x->blen < y->blen ? x->blen : y->blen;
    if (n > 256 && !rt_charge(vm, (int64_t)(n / 64))) return VEXC;
    return cmp_strs(x, y, op);
}

static Value slot_iter(VM *vm, Value self) {
    Iter *it = iter_new(vm, IT_SEQ, v_obj(to_str(self)));
    return it ? v_obj(it) : VEXC;
}

static int64_t slot_len(VM *vm, Value self) { return (int64_t)to_str(self)->clen; }

static Value slot_getitem(VM *vm, Value self, Value key) { return str_getitem(vm, to_str(self), key); }

static int slot_contains(VM *vm, Value self, Value item) {
    Str *n = to_str(item);
    if (!n) {
        exc_raise(vm, EXC_TypeError, "'in <string>' requires string as left operand, not %T", item);
        return -1;
    }
    return str_contains(vm, to_str(self), n);
}

/* The repeat count of str * n, or false (NotImplemented) when n is not an
 * integer. *err reports a raised exception. */
static bool repeat_count(VM *vm, Value n, int64_t *out, bool *err) {
    *err = false;
    Value u = unwrap_builtin(n);
    bool index = IS_INT(u) || IS_BOOL(u) || IS_BIGINT(u) ||
                 (IS_INSTANCE(n) && !IS_EMPTY(type_lookup(vm, type_of(vm, n), vm->names->__index__)));
    if (!index) return false;
    bool ovf;
    if (!obj_index(vm, IS_INSTANCE(n) && IS_EMPTY(AS_INSTANCE(n)->builtin_value) ? n : u, out, &ovf)) {
        *err = true;
        return true;
    }
    if (ovf) {
        exc_raise(vm, EXC_OverflowError, "cannot fit '%T' into an index-sized integer", n);
        *err = true;
    }
    return true;
}

/* fv % args, fv a str or a str subclass's instance whose str is s. A
 * format without a '%' comes back as itself once the arguments check out,
 * a subclass's instance included (CPython returns the format unchanged). */
static Value str_mod_of(VM *vm, Value fv, Str *s, Value args) {
    Value r = str_mod(vm, s, args);
    if (!IS_EXC(r) && IS_INSTANCE(fv) && !memchr(s->data, '%', s->blen)) return fv;
    return r;
}

static Value slot_binop(VM *vm, int op, Value a, Value b, bool inplace) {
    Str *x = to_str(a), *y = to_str(b);
    switch (op) {
    case BO_ADD:
        if (x && y) return str_concat(vm, x, y);
        break;
    case BO_MUL: {
        Str *s = x ? x : y;
        Value n = x ? b : a;
        if (!s || (x && y)) break;
        int64_t k;
        bool err;
        if (!repeat_count(vm, n, &k, &err)) break;
        if (err) return VEXC;
        return str_repeat(vm, s, k);
    }
    case BO_MOD:
        if (x) return str_mod_of(vm, a, x, b);
        break;
    default:
        break;
    }
    return v_notimpl();
}

static int slot_truthy(VM *vm, Value self) { return to_str(self)->clen != 0; }

/* ---- special-method wrappers ------------------------------------------------ */

/* Python-visible dunders (str.__add__(a, b), super().__len__() in a str
 * subclass); the interpreter itself goes through the slots. */

METHOD(d_len) { SELF_STR(s); return v_int((int64_t)s->clen); }
METHOD(d_getitem) { SELF_STR(s); return str_getitem(vm, s, argv[0]); }
METHOD(d_contains) {
    int r = slot_contains(vm, self, argv[0]);
    return r < 0 ? VEXC : v_bool(r);
}
METHOD(d_add) {
    SELF_STR(s);
    Str *o = to_str(argv[0]);
    if (!o) return exc_raise(vm, EXC_TypeError, "can only concatenate str (not \"%s\") to str", type_name(vm, argv[0]));
    return str_concat(vm, s, o);
}
METHOD(d_mul) {
    SELF_STR(s);
    int64_t k;
    bool err;
    if (!repeat_count(vm, argv[0], &k, &err))
        return exc_raise(vm, EXC_TypeError, "'%s' object cannot be interpreted as an integer", type_name(vm, argv[0]));
    if (err) return VEXC;
    return str_repeat(vm, s, k);
}
METHOD(d_mod) { SELF_STR(s); return str_mod_of(vm, self, s, argv[0]); }
/* str.__rmod__: other % self where other is a str (CPython's unicode_mod
 * with the operands swapped). */
METHOD(d_rmod) {
    Str *o = to_str(argv[0]);
    if (!o) return v_notimpl();
    return str_mod(vm, o, self);
}
METHOD(d_hash) { SELF_STR(s); return v_int(str_hash(vm, s)); }
METHOD(d_iter) { return slot_iter(vm, self); }
METHOD(d_repr) { SELF_STR(s); return str_repr(vm, s); }
METHOD(d_str) { SELF_STR(s); return v_obj(s); }
METHOD(d_format) {
    SELF_STR(s);
    Str *spec = to_str(argv[0]);
    if (!spec) return exc_raise(vm, EXC_TypeError, "__format__() argument must be str, not %A", argv[0]);
    return format_builtin(vm, v_obj(s), spec);
}
METHOD(d_getnewargs) {
    SELF_STR(s);
    Value v = v_obj(s);
    return tuple_pack(vm, 1, &v);
}
METHOD(d_sizeof) { SELF_STR(s); return v_int((int64_t)(sizeof(Str) + s->blen + 1)); }

static Value cmp_method(VM *vm, Value self, Value other, int op) {
    Str *s = to_str(self), *o = to_str(other);
    if (!s || !o) return v_notimpl();
    return cmp_strs(s, o, op);
}
METHOD(d_eq) { return cmp_method(vm, self, argv[0], CO_EQ); }
METHOD(d_ne) { return cmp_method(vm, self, argv[0], CO_NE); }
METHOD(d_lt) { return cmp_method(vm, self, argv[0], CO_LT); }
METHOD(d_le) { return cmp_method(vm, self, argv[0], CO_LE); }
METHOD(d_gt) { return cmp_method(vm, self, argv[0], CO_GT); }
METHOD(d_ge) { return cmp_method(vm, self, argv[0], CO_GE); }

/* ---- registration ------------------------------------------------------------ */

static const MethodDef str_methods[] = {
    {"__new__", m_new, 0, -1, NATIVE_KW},
    {"capitalize", m_capitalize, 0, 0, 0},
    {"casefold", m_casefold, 0, 0, 0},
    {"center", m_center, 1, 2, 0},
    {"count", m_count, 1, 3, NATIVE_ARGTUPLE},
    {"encode", m_encode, 0, 2, NATIVE_KW},
    {"endswith", m_endswith, 1, 3, NATIVE_ARGTUPLE},
    {"expandtabs", m_expandtabs, 0, 1, NATIVE_KW},
    {"find", m_find, 1, 3, NATIVE_ARGTUPLE},
    {"format", m_format, 0, -1, NATIVE_KW},
    {"format_map", m_format_map, 1, 1, 0},
    {"index", m_index, 1, 3, NATIVE_ARGTUPLE},
    {"isalnum", m_isalnum, 0, 0, 0},
    {"isalpha", m_isalpha, 0, 0, 0},
    {"isascii", m_isascii, 0, 0, 0},
    {"isdecimal", m_isdecimal, 0, 0, 0},
    {"isdigit", m_isdigit, 0, 0, 0},
    {"isidentifier", m_isidentifier, 0, 0, 0},
    {"islower", m_islower, 0, 0, 0},
    {"isnumeric", m_isnumeric, 0, 0, 0},
    {"isprintable", m_isprintable, 0, 0, 0},
    {"isspace", m_isspace, 0, 0, 0},
    {"istitle", m_istitle, 0, 0, 0},
    {"isupper", m_isupper, 0, 0, 0},
    {"join", m_join, 1, 1, 0},
    {"ljust", m_ljust, 1, 2, 0},
    {"lower", m_lower, 0, 0, 0},
    {"lstrip", m_lstrip, 0, 1, 0},
    {"partition", m_partition, 1, 1, 0},
    {"removeprefix", m_removeprefix, 1, 1, 0},
    {"removesuffix", m_removesuffix, 1, 1, 0},
    {"replace", m_replace, 2, 3, 0},
    {"rfind", m_rfind, 1, 3, NATIVE_ARGTUPLE},
    {"rindex", m_rindex, 1, 3, NATIVE_ARGTUPLE},
    {"rjust", m_rjust, 1, 2, 0},
    {"rpartition", m_rpartition, 1, 1, 0},
    {"rsplit", m_rsplit, 0, 2, NATIVE_KW},
    {"rstrip", m_rstrip, 0, 1, 0},
    {"split", m_split, 0, 2, NATIVE_KW},
    {"splitlines", m_splitlines, 0, 1, NATIVE_KW},
    {"startswith", m_startswith, 1, 3, NATIVE_ARGTUPLE},
    {"strip", m_strip, 0, 1, 0},
    {"swapcase", m_swapcase, 0, 0, 0},
    {"title", m_title, 0, 0, 0},
    {"translate", m_translate, 1, 1, 0},
    {"upper", m_upper, 0, 0, 0},
    {"zfill", m_zfill, 1, 1, 0},
    {"__len__", d_len, 0, 0, 0},
    {"__getitem__", d_getitem, 1, 1, 0},
    {"__contains__", d_contains, 1, 1, 0},
    {"__add__", d_add, 1, 1, 0},
    {"__mul__", d_mul, 1, 1, 0},
    {"__rmul__", d_mul, 1, 1, 0},
    {"__mod__", d_mod, 1, 1, 0},
    {"__rmod__", d_rmod, 1, 1, 0},
    {"__eq__", d_eq, 1, 1, 0},
    {"__ne__", d_ne, 1, 1, 0},
    {"__lt__", d_lt, 1, 1, 0},
    {"__le__", d_le, 1, 1, 0},
    {"__gt__", d_gt, 1, 1, 0},
    {"__ge__", d_ge, 1, 1, 0},
    {"__hash__", d_hash, 0, 0, 0},
    {"__iter__", d_iter, 0, 0, 0},
    {"__repr__", d_repr, 0, 0, 0},
    {"__str__", d_str, 0, 0, 0},
    {"__format__", d_format, 1, 1, 0},
    {"__getnewargs__", d_getnewargs, 0, 0, 0},
    {"__sizeof__", d_sizeof, 0, 0, 0},
    {NULL, NULL, 0, 0, 0},
};

void str_init(VM *vm) {
    Type *t = vm->types[OK_STR];
    if (!t) return;
    TypeSlots *sl = &t->slots;
    sl->repr = slot_repr;
    sl->str = slot_str;
    sl->hash = slot_hash;
    sl->richcmp = slot_richcmp;
    sl->iter = slot_iter;
    sl->len = slot_len;
    sl->getitem = slot_getitem;
    sl->contains = slot_contains;
    sl->binop = slot_binop;
    sl->truthy = slot_truthy;
    if (!t->ctor) t->ctor = str_ctor;
    type_add_methods(vm, t, str_methods);
    /* maketrans is a static method: a plain function in the type's dict,
     * so neither str.maketrans(...) nor s.maketrans(...) binds a receiver. */
    Native *mk = native_new(vm, "maketrans", m_maketrans, 1, 3, 0);
    if (!mk) return;
    mk->owner = t;
    Str *q = str_intern_cstr(vm, "str.maketrans");
    if (q) mk->qualname = q;
    if (t->dict) dict_set_str(vm, t->dict, mk->name, v_obj(mk));
}
