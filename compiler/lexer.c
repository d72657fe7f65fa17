/* The tokenizer. It follows the structure of CPython 3.11's tok_get() closely
 * (a cursor with one-character push-back) because the exact column CPython
 * reports for a malformed number or string depends on where that cursor
 * stands when the error is raised; agents read those carets.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unictype.h>

#include "compiler/lexer.h"
#include "runtime/rt.h"

#define EOFC (-1)

static const char *const kind_names[T__COUNT] = {
    [T_ENDMARKER] = "end of file",
    [T_NAME] = "name",
    [T_NUMBER] = "number",
    [T_STRING] = "string",
    [T_NEWLINE] = "newline",
    [T_INDENT] = "indent",
    [T_DEDENT] = "dedent",
    [T_ERRORTOKEN] = "error",
    [T_OP] = "operator",
#define X(name, text) [T_##name] = text,
    LEX_OPERATORS(X)
#undef X
#define X(name, text) [T_KW_##name] = text,
    LEX_KEYWORDS(X)
#undef X
};

const char *lex_kind_name(int kind) {
    if (kind < 0 || kind >= T__COUNT || !kind_names[kind]) return "?";
    return kind_names[kind];
}

/* ---- UTF-8 ------------------------------------------------------------- */

int lex_utf8_decode(const unsigned char *s, size_t n, uint32_t *cp) {
    if (n == 0) return 0;
    unsigned c = s[0];
    if (c < 0x80) {
        *cp = c;
        return 1;
    }
    int len;
    uint32_t v, min;
    if (c >= 0xC2 && c <= 0xDF) { len = 2; v = c & 0x1F; min = 0x80; }
    else if (c >= 0xE0 && c <= 0xEF) { len = 3; v = c & 0x0F; min = 0x800; }
    else if (c >= 0xF0 && c <= 0xF4) { len = 4; v = c & 0x07; min = 0x10000; }
    else return 0;
    if ((size_t)len > n) return 0;
    for (int i = 1; i < len; i++) {
        if ((s[i] & 0xC0) != 0x80) return 0;
        v = (v << 6) | (s[i] & 0x3F);
    }
    if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) return 0;
    *cp = v;
    return len;
}

int lex_utf8_encode(uint32_t cp, char *out) {
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
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

/* Explain why the bytes at s[0..n) are not UTF-8, in the words of CPython's
 * codec. */
static const char *utf8_reason(const unsigned char *s, size_t n) {
    unsigned c = s[0];
    if (c < 0xC2 || c > 0xF4) return "invalid start byte";
    int len = c <= 0xDF ? 2 : c <= 0xEF ? 3 : 4;
    for (int i = 1; i < len; i++) {
        if ((size_t)i >= n) return "unexpected end of data";
        unsigned d = s[i];
        if ((d & 0xC0) != 0x80) return "invalid continuation byte";
        /* The second byte also rules out overlong forms and surrogates. */
        if (i == 1 && ((c == 0xE0 && d < 0xA0) || (c == 0xED && d > 0x9F) ||
                       (c == 0xF0 && d < 0x90) || (c == 0xF4 && d > 0x8F)))
            return "invalid continuation byte";
    }
    return "invalid continuation byte";
}

/* ---- scratch memory ------------------------------------------------------ */

void *lex_scratch(Arena *a, void *p, size_t old_n, size_t new_n) {
    if (new_n == 0) {
        if (p) {
            if (a->vm) mem_free(a->vm, p, old_n);
            else free(p);
        }
        return NULL;
    }
    if (a->fail_at && ++a->nallocs >= a->fail_at) {
        a->failed = true;
        return NULL;
    }
    if (!a->vm) return realloc(p, new_n);
    /* Fresh memory costs about a unit per 64 bytes to fill (and copy). */
    if (!arena_meter(a, (int64_t)(new_n / 64))) return NULL;
    void *np = mem_alloc(a->vm, new_n);
    if (!np) return NULL;
    if (p) {
        memcpy(np, p, old_n < new_n ? old_n : new_n);
        mem_free(a->vm, p, old_n);
    }
    return np;
}

void lex_free(Lexer *lx) {
    lex_scratch(lx->arena, lx->toks, (size_t)lx->cap * sizeof(Token), 0);
    lx->toks = NULL;
    lx->ntoks = lx->cap = 0;
    if (lx->src_alloc) lex_scratch(lx->arena, (char *)lx->src, lx->src_alloc, 0);
    lx->src = NULL;
    lx->src_alloc = 0;
}

/* ---- errors ------------------------------------------------------------- */

static void set_err(Lexer *lx, bool deferred, ParseErrKind kind, int line, int col,
                    int end_col, const char *fmt, ...) {
    if (lx->err_set) return;
    lx->err_set = true;
    lx->err_deferred = deferred;
    lx->err.kind = kind;
    lx->err.line = line + lx->line_base;
    lx->err.col = col;
    lx->err.end_col = end_col;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(lx->err.msg, sizeof lx->err.msg, fmt, ap);
    va_end(ap);
}

/* ---- columns ------------------------------------------------------------ */

int lex_column(Lexer *lx, size_t line_start, size_t pos) {
    if (lx->ascii || pos <= line_start) return (int)(pos - line_start);
    /* Tokens are produced left to right, so a cache of the last position
     * asked for keeps column computation linear on long non-ASCII lines. */
    if (lx->cc_start != line_start || pos < lx->cc_pos) {
        lx->cc_start = line_start;
        lx->cc_pos = line_start;
        lx->cc_col = 0;
    }
    const unsigned char *s = (const unsigned char *)lx->src;
    size_t i = lx->cc_pos;
    int col = lx->cc_col;
    for (; i < pos; i++)
        if ((s[i] & 0xC0) != 0x80) col++;
    lx->cc_pos = pos;
    lx->cc_col = col;
    return col;
}

static inline int col_of(Lexer *lx, size_t pos) {
    if (lx->ascii) return (int)(pos - lx->line_start);
    return lex_column(lx, lx->line_start, pos);
}

/* The column CPython reports for a tokenizer error: the number of code
 * points between the start of the line and the cursor. */
static int cur_col(Lexer *lx) {
    return col_of(lx, lx->cur);
}

/* ---- cursor ------------------------------------------------------------- */

static inline __attribute__((always_inline)) int nextc(Lexer *lx) {
    if (lx->cur >= lx->len) return EOFC;
    /* A line is entered lazily, when its first character is read, as
     * CPython's tokenizer does: an error raised after reading a newline
     * still belongs to the line that the newline ends. */
    if (lx->cur > lx->line_start && lx->src[lx->cur - 1] == '\n') {
        lx->line++;
        lx->line_start = lx->cur;
    }
    return (unsigned char)lx->src[lx->cur++];
}

/* nextc when the character read last was neither a newline nor the end of
 * the input: the cursor stays on its line and, as the copy ends with '\n',
 * inside the source. */
static inline __attribute__((always_inline)) int nextc_inline(Lexer *lx) {
    return (unsigned char)lx->src[lx->cur++];
}

static void backup(Lexer *lx, int c) {
    if (c != EOFC) lx->cur--;
}

/* ---- token array -------------------------------------------------------- */

static __attribute__((noinline, cold)) bool meter_stopped(Lexer *lx) {
    set_err(lx, false, PERR_LIMIT, lx->line, 0, 0,
            "compilation stopped: the run's instruction budget or deadline ran out");
    return false;
}

/* Tokenizing is charged as it goes (Arena.meter): a unit per token and per
 * 16 bytes scanned since the last one. */
static inline bool meter(Lexer *lx, size_t upto) {
    int64_t units = 1;
    size_t blocks = upto >> 4;
    if (blocks > lx->charged) {
        units += (int64_t)(blocks - lx->charged);
        lx->charged = blocks;
    }
    /* Without a meter the arena charges its own idle fuel: nobody. */
    if (arena_meter(lx->arena, units)) return true;
    return meter_stopped(lx);
}

/* The most tokens the first token array holds (about 450 KB). */
#define LEX_FIRST_TOKENS_MAX ((size_t)1 << 14)

static __attribute__((noinline)) bool grow_tokens(Lexer *lx, int line) {
    /* Agent code has a token per 3 to 5 bytes; start near the dense end,
     * so that most snippets never move the array, and let a large source
     * (which may be one long literal) grow it by doubling. */
    size_t guess = lx->len / 3 + 16;
    if (guess > LEX_FIRST_TOKENS_MAX) guess = LEX_FIRST_TOKENS_MAX;
    size_t ncap = lx->cap ? (size_t)lx->cap * 2 : guess;
    Token *nt = ncap < INT32_MAX
                    ? lex_scratch(lx->arena, lx->toks, (size_t)lx->cap * sizeof(Token),
                                  ncap * sizeof(Token))
                    : NULL;
    if (!nt) {
        set_err(lx, false, PERR_MEMORY, line, 0, 0, "out of memory");
        return false;
    }
    lx->toks = nt;
    lx->cap = (int)ncap;
    return true;
}

static inline bool push_token(Lexer *lx, int kind, int line, int col, size_t start, size_t end,
                              int end_line, int end_col) {
    if (kind != T_ERRORTOKEN && !meter(lx, lx->cur > end ? lx->cur : end)) return false;
    if (lx->ntoks == lx->cap && !grow_tokens(lx, line)) return false;
    /* Every field of the lexer is read before the first store: a store to
     * a byte-sized field may alias anything, and the compiler would read
     * them again after it. */
    int base = lx->line_base;
    uint8_t level = (uint8_t)lx->level;     /* at most LEX_MAX_LEVEL */
    Token *t = &lx->toks[lx->ntoks++];
    t->line = line + base;
    t->col = col;
    t->end_line = end_line + base;
    t->end_col = end_col;
    t->start = (uint32_t)start;
    t->end = (uint32_t)end;
    t->kind = (uint8_t)kind;
    t->level = level;
    return true;
}

/* A token that starts and ends on the current line. */
static inline __attribute__((always_inline)) bool emit(Lexer *lx, int kind, size_t start,
                                                      size_t end) {
    return push_token(lx, kind, lx->line, col_of(lx, start), start, end, lx->line,
                      col_of(lx, end));
}

/* Close the token array after an error with an ERRORTOKEN at the cursor. */
static void emit_error_token(Lexer *lx) {
    int col = cur_col(lx);
    push_token(lx, T_ERRORTOKEN, lx->line, col, lx->cur, lx->cur, lx->line, col);
}

/* ---- characters ---------------------------------------------------------- */

/* Byte classes for names: 1 continues a name (letters, digits, '_', every
 * byte of a non-ASCII character), 2 starts one (the same but digits), 4 is
 * a string prefix letter (b, r, u, f in either case). */
static const uint8_t name_class[256] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0,
    0, 3, 7, 3, 3, 3, 7, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 7, 3, 3, 7, 3, 3, 3, 3, 3, 0, 0, 0, 0, 3,
    0, 3, 7, 3, 3, 3, 7, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 7, 3, 3, 7, 3, 3, 3, 3, 3, 0, 0, 0, 0, 0,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
};

static inline bool is_ident_start(int c) {
    return c >= 0 && (name_class[c & 255] & 2);
}

static inline bool is_ident_char(int c) {
    return c >= 0 && (name_class[c & 255] & 1);
}

static bool is_digit(int c) { return c >= '0' && c <= '9'; }

static bool is_xdigit(int c) {
    return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* Python's str.isprintable() for one code point: everything except the
 * "Other" and "Separator" categories, with the plain space allowed. */
static bool is_printable(uint32_t cp) {
    if (cp == ' ') return true;
    if (cp < 0x20 || cp == 0x7F) return false;
    if (cp < 0x7F) return true;
    return !uc_is_general_category_withtable(
        cp, UC_CATEGORY_MASK_Cc | UC_CATEGORY_MASK_Cf | UC_CATEGORY_MASK_Cs |
                UC_CATEGORY_MASK_Co | UC_CATEGORY_MASK_Cn | UC_CATEGORY_MASK_Zl |
                UC_CATEGORY_MASK_Zp | UC_CATEGORY_MASK_Zs);
}

/* ---- keywords ----------------------------------------------------------- */

static const struct { const char *text; uint8_t len; uint8_t kind; } keywords[] = {
#define X(name, text) {text, sizeof(text) - 1, T_KW_##name},
    LEX_KEYWORDS(X)
#undef X
};

/* The table is in LEX_KEYWORDS order, which is sorted by first letter, so
 * the keywords that share a first letter are a run of it: only that run is
 * compared. A name is looked up for every NAME token. */
#define KW_RUN(first, last) lo = T_KW_##first - T_FIRST_KEYWORD, hi = T_KW_##last - T_FIRST_KEYWORD
static inline __attribute__((always_inline)) int keyword_kind(const char *s, size_t n) {
    if (n < 2 || n > 8) return T_NAME;
    int lo, hi;
    switch (s[0]) {
    case 'F': KW_RUN(FALSE, FALSE); break;
    case 'N': KW_RUN(NONE, NONE); break;
    case 'T': KW_RUN(TRUE, TRUE); break;
    case 'a': KW_RUN(AND, AWAIT); break;
    case 'b': KW_RUN(BREAK, BREAK); break;
    case 'c': KW_RUN(CLASS, CONTINUE); break;
    case 'd': KW_RUN(DEF, DEL); break;
    case 'e': KW_RUN(ELIF, EXCEPT); break;
    case 'f': KW_RUN(FINALLY, FROM); break;
    case 'g': KW_RUN(GLOBAL, GLOBAL); break;
    case 'i': KW_RUN(IF, IS); break;
    case 'l': KW_RUN(LAMBDA, LAMBDA); break;
    case 'n': KW_RUN(NONLOCAL, NOT); break;
    case 'o': KW_RUN(OR, OR); break;
    case 'p': KW_RUN(PASS, PASS); break;
    case 'r': KW_RUN(RAISE, RETURN); break;
    case 't': KW_RUN(TRY, TRY); break;
    case 'w': KW_RUN(WHILE, WITH); break;
    case 'y': KW_RUN(YIELD, YIELD); break;
    default: return T_NAME;
    }
    /* The first letters are equal; keywords are too short for a call to
     * memcmp to pay. */
    for (int i = lo; i <= hi; i++) {
        if (keywords[i].len != n) continue;
        const char *k = keywords[i].text;
        size_t j = 1;
        while (j < n && k[j] == s[j]) j++;
        if (j == n) return keywords[i].kind;
    }
    return T_NAME;
}
#undef KW_RUN

int lex_keyword_kind(const char *s, size_t n) { return keyword_kind(s, n); }

/* ---- identifiers ---------------------------------------------------------- */

/* Check a non-ASCII identifier the way CPython's verify_identifier() does:
 * the first character must be XID_Start or '_', the rest XID_Continue. On
 * failure the cursor is moved just past the offending character, which is
 * where CPython puts the caret. */
static bool verify_identifier(Lexer *lx, size_t start) {
    const unsigned char *s = (const unsigned char *)lx->src;
    size_t i = start;
    bool first = true;
    while (i < lx->cur) {
        uint32_t cp;
        int n = lex_utf8_decode(s + i, lx->cur - i, &cp);
        if (n == 0) {
            cp = s[i];
            n = 1;
        }
        bool ok = first ? (cp == '_' || uc_is_property_xid_start(cp))
                        : uc_is_property_xid_continue(cp);
        if (!ok) {
            if (i + (size_t)n < lx->cur) lx->cur = i + (size_t)n;
            int col = cur_col(lx);
            if (is_printable(cp)) {
                char buf[5];
                int bl = lex_utf8_encode(cp, buf);
                buf[bl] = '\0';
                set_err(lx, false, PERR_SYNTAX, lx->line, col, col,
                        "invalid character '%s' (U+%04X)", buf, (unsigned)cp);
            } else {
                set_err(lx, false, PERR_SYNTAX, lx->line, col, col,
                        "invalid non-printable character U+%04X", (unsigned)cp);
            }
            return false;
        }
        first = false;
        i += (size_t)n;
    }
    return true;
}

/* ---- numbers ------------------------------------------------------------ */

static void number_error(Lexer *lx, const char *fmt, const char *arg) {
    int col = cur_col(lx);
    set_err(lx, false, PERR_SYNTAX, lx->line, col, col, fmt, arg);
}

/* Does the source at the cursor continue with `s`? (Cursor unchanged.) */
static bool lookahead(Lexer *lx, const char *s) {
    size_t n = strlen(s);
    return lx->cur + n < lx->len && memcmp(lx->src + lx->cur, s, n) == 0 &&
           !is_ident_char((unsigned char)lx->src[lx->cur + n]);
}

/* A number may be followed directly by a keyword that can follow a number
 * in valid code ("1if x else y"); any other identifier character glued to
 * it is an error. `c` has just been read. */
static bool verify_end_of_number(Lexer *lx, int c, const char *kind) {
    bool r = false;
    if (c == 'a') r = lookahead(lx, "nd");
    else if (c == 'e') r = lookahead(lx, "lse");
    else if (c == 'f') r = lookahead(lx, "or");
    else if (c == 'i') r = lx->cur < lx->len && (lx->src[lx->cur] == 'f' ||
                                                 lx->src[lx->cur] == 'n' ||
                                                 lx->src[lx->cur] == 's');
    else if (c == 'o') r = lookahead(lx, "r");
    else if (c == 'n') r = lookahead(lx, "ot");
    if (r) return true;
    /* A non-ASCII character after a number is left for the next token,
     * which reports it as an invalid character. */
    if (c < 128 && is_ident_char(c)) {
        backup(lx, c);
        number_error(lx, "invalid %s literal", kind);
        return false;
    }
    return true;
}

/* Digits and single underscores after the first digit; returns the first
 * character after them, or 0 after an error. */
static int decimal_tail(Lexer *lx) {
    int c;
    for (;;) {
        do c = nextc(lx); while (is_digit(c));
        if (c != '_') break;
        c = nextc(lx);
        if (!is_digit(c)) {
            backup(lx, c);
            number_error(lx, "invalid decimal literal", NULL);
            return 0;
        }
    }
    return c;
}

/* Digits of a 0x/0o/0b literal. `c` is the first character after the
 * prefix. Returns the character after the digits, or 0 after an error. */
static int radix_digits(Lexer *lx, int c, int radix, const char *kind) {
    do {
        if (c == '_') c = nextc(lx);
        bool ok = radix == 16 ? is_xdigit(c) : (c >= '0' && c < '0' + radix);
        if (!ok) {
            if (radix != 16 && is_digit(c)) {
                char d[2] = {(char)c, 0};
                char fmt[64];
                snprintf(fmt, sizeof fmt, "invalid digit '%%s' in %s literal", kind);
                number_error(lx, fmt, d);
            } else {
                backup(lx, c);
                number_error(lx, "invalid %s literal", kind);
            }
            return 0;
        }
        do {
            c = nextc(lx);
        } while (radix == 16 ? is_xdigit(c) : (c >= '0' && c < '0' + radix));
    } while (c == '_');
    if (radix != 16 && is_digit(c)) {
        char d[2] = {(char)c, 0};
        char fmt[64];
        snprintf(fmt, sizeof fmt, "invalid digit '%%s' in %s literal", kind);
        number_error(lx, fmt, d);
        return 0;
    }
    return c;
}

/* Scan a number whose first character `c` has been read (a digit, or the
 * '.' of ".5" when `from_dot`). Emits the NUMBER token; false on error. */
static bool scan_number(Lexer *lx, size_t start, int c, bool from_dot) {
    enum { NONE, FRACTION, EXPONENT, IMAGINARY, END } go = NONE;
    if (from_dot) {
        go = FRACTION;
    } else if (c == '0') {
        c = nextc(lx);
        if (c == 'x' || c == 'X') {
            c = radix_digits(lx, nextc(lx), 16, "hexadecimal");
            if (!c || !verify_end_of_number(lx, c, "hexadecimal")) return false;
            go = END;
        } else if (c == 'o' || c == 'O') {
            c = radix_digits(lx, nextc(lx), 8, "octal");
            if (!c || !verify_end_of_number(lx, c, "octal")) return false;
            go = END;
        } else if (c == 'b' || c == 'B') {
            c = radix_digits(lx, nextc(lx), 2, "binary");
            if (!c || !verify_end_of_number(lx, c, "binary")) return false;
            go = END;
        } else {
            bool nonzero = false;
            /* Leading zeros are fine for "0", "00", floats and imaginaries,
             * never for a nonzero decimal integer. */
            for (;;) {
                if (c == '_') {
                    c = nextc(lx);
                    if (!is_digit(c)) {
                        backup(lx, c);
                        number_error(lx, "invalid decimal literal", NULL);
                        return false;
                    }
                }
                if (c != '0') break;
                c = nextc(lx);
            }
            size_t zeros_end = lx->cur;
            if (is_digit(c)) {
                nonzero = true;
                c = decimal_tail(lx);
                if (!c) return false;
            }
            if (c == '.') {
                c = nextc(lx);
                go = FRACTION;
            } else if (c == 'e' || c == 'E') {
                go = EXPONENT;
            } else if (c == 'j' || c == 'J') {
                go = IMAGINARY;
            } else if (nonzero) {
                backup(lx, c);
                int scol = col_of(lx, start) + 1;
                int ecol = col_of(lx, zeros_end);
                set_err(lx, false, PERR_SYNTAX, lx->line, scol, ecol,
                        "leading zeros in decimal integer literals are not permitted; "
                        "use an 0o prefix for octal integers");
                return false;
            } else {
                if (!verify_end_of_number(lx, c, "decimal")) return false;
                go = END;
            }
        }
    } else {
        c = decimal_tail(lx);
        if (!c) return false;
        if (c == '.') {
            c = nextc(lx);
            go = FRACTION;
        }
    }
    if (go == FRACTION) {
        if (is_digit(c)) {
            c = decimal_tail(lx);
            if (!c) return false;
        }
        go = NONE;
    }
    if (go == NONE || go == EXPONENT) {
        if (c == 'e' || c == 'E') {
            int e = c;
            c = nextc(lx);
            if (c == '+' || c == '-') {
                c = nextc(lx);
                if (!is_digit(c)) {
                    backup(lx, c);
                    number_error(lx, "invalid decimal literal", NULL);
                    return false;
                }
            } else if (!is_digit(c)) {
                /* "1else": the 'e' starts a keyword, not an exponent. */
                backup(lx, c);
                if (!verify_end_of_number(lx, e, "decimal")) return false;
                backup(lx, e);
                return emit(lx, T_NUMBER, start, lx->cur);
            }
            c = decimal_tail(lx);
            if (!c) return false;
        }
        if (c == 'j' || c == 'J') go = IMAGINARY;
        else if (!verify_end_of_number(lx, c, "decimal")) return false;
    }
    if (go == IMAGINARY) {
        c = nextc(lx);
        if (!verify_end_of_number(lx, c, "imaginary")) return false;
    }
    backup(lx, c);
    return emit(lx, T_NUMBER, start, lx->cur);
}

/* ---- strings ------------------------------------------------------------ */

/* The bytes that end a run of ordinary string characters: a line end, a
 * backslash, the NUL after the copy, and the string's quote. */
#define STR_STOP_SQ 1
#define STR_STOP_DQ 2
static const uint8_t str_stop[256] = {
    ['\0'] = STR_STOP_SQ | STR_STOP_DQ,
    ['\n'] = STR_STOP_SQ | STR_STOP_DQ,
    ['\\'] = STR_STOP_SQ | STR_STOP_DQ,
    ['\''] = STR_STOP_SQ,
    ['"'] = STR_STOP_DQ,
};

/* Scan a string literal whose opening quote `quote` has just been read;
 * `start` is the first byte of its prefix. */
static bool scan_string(Lexer *lx, size_t start, int quote) {
    int first_line = lx->line;
    size_t first_line_start = lx->line_start;
    int start_col = col_of(lx, start);
    /* The commonest literal: one quote, closed on its line, no backslash.
     * The cursor stays on the line (the quote was just read), so only the
     * bytes up to the closing quote are looked at. */
    const unsigned char *u = (const unsigned char *)lx->src;
    uint8_t stop = quote == '"' ? STR_STOP_DQ : STR_STOP_SQ;
    size_t j = lx->cur;
    if (u[j] != quote) {
        while (!(str_stop[u[j]] & stop)) j++;
        if (u[j] == quote) {
            lx->cur = j + 1;
            return push_token(lx, T_STRING, first_line, start_col, start, lx->cur, first_line,
                              col_of(lx, lx->cur));
        }
    }
    int quote_size = 1, end_quote_size = 0;
    int c = nextc(lx);
    if (c == quote) {
        c = nextc(lx);
        if (c == quote) quote_size = 3;
        else end_quote_size = 1;    /* the empty string */
    }
    if (c != quote) backup(lx, c);
    while (end_quote_size != quote_size) {
        c = nextc(lx);
        if (c == EOFC || (quote_size == 1 && c == '\n')) {
            /* CPython reports the error at the opening quote, naming the
             * line where the scan gave up. */
            int detected = lx->line + lx->line_base;
            set_err(lx, false, PERR_SYNTAX, first_line, start_col + 1, start_col + 1,
                    quote_size == 3
                        ? "unterminated triple-quoted string literal (detected at line %d)"
                        : "unterminated string literal (detected at line %d)",
                    detected);
            lx->line = first_line;
            lx->line_start = first_line_start;
            lx->cur = start + 1;
            return false;
        }
        if (c == quote) {
            end_quote_size++;
        } else {
            end_quote_size = 0;
            if (c == '\\') {
                nextc(lx);
            } else if (c != '\n') {
                /* Skip ordinary characters in place: none is a line end,
                 * and the copy ends with '\n' and a NUL. */
                j = lx->cur;
                while (!(str_stop[u[j]] & stop)) j++;
                lx->cur = j;
            }
        }
    }
    return push_token(lx, T_STRING, first_line, start_col, start, lx->cur, lx->line,
                      col_of(lx, lx->cur));
}

/* ---- the main loop ------------------------------------------------------ */

static int two_char_op(int c1, int c2) {
    switch (c1) {
    case '!': return c2 == '=' ? T_NOTEQUAL : -1;
    case '%': return c2 == '=' ? T_PERCENTEQUAL : -1;
    case '&': return c2 == '=' ? T_AMPEREQUAL : -1;
    case '*': return c2 == '*' ? T_DOUBLESTAR : c2 == '=' ? T_STAREQUAL : -1;
    case '+': return c2 == '=' ? T_PLUSEQUAL : -1;
    case '-': return c2 == '=' ? T_MINEQUAL : c2 == '>' ? T_RARROW : -1;
    case '/': return c2 == '/' ? T_DOUBLESLASH : c2 == '=' ? T_SLASHEQUAL : -1;
    case ':': return c2 == '=' ? T_COLONEQUAL : -1;
    /* "<>" is a token (Barry as FLUFL) that the grammar never accepts. */
    case '<': return c2 == '<' ? T_LEFTSHIFT : c2 == '=' ? T_LESSEQUAL
                   : c2 == '>' ? T_OP : -1;
    case '=': return c2 == '=' ? T_EQEQUAL : -1;
    case '>': return c2 == '=' ? T_GREATEREQUAL : c2 == '>' ? T_RIGHTSHIFT : -1;
    case '@': return c2 == '=' ? T_ATEQUAL : -1;
    case '^': return c2 == '=' ? T_CIRCUMFLEXEQUAL : -1;
    case '|': return c2 == '=' ? T_VBAREQUAL : -1;
    default: return -1;
    }
}

static int three_char_op(int c1, int c2, int c3) {
    if (c3 != '=') {
        if (c1 == '.' && c2 == '.' && c3 == '.') return T_ELLIPSIS;
        return -1;
    }
    if (c1 == '*' && c2 == '*') return T_DOUBLESTAREQUAL;
    if (c1 == '/' && c2 == '/') return T_DOUBLESLASHEQUAL;
    if (c1 == '<' && c2 == '<') return T_LEFTSHIFTEQUAL;
    if (c1 == '>' && c2 == '>') return T_RIGHTSHIFTEQUAL;
    return -1;
}

static int one_char_op(int c) {
    switch (c) {
    case '(': return T_LPAR;
    case ')': return T_RPAR;
    case '[': return T_LSQB;
    case ']': return T_RSQB;
    case '{': return T_LBRACE;
    case '}': return T_RBRACE;
    case ':': return T_COLON;
    case ',': return T_COMMA;
    case ';': return T_SEMI;
    case '+': return T_PLUS;
    case '-': return T_MINUS;
    case '*': return T_STAR;
    case '/': return T_SLASH;
    case '|': return T_VBAR;
    case '&': return T_AMPER;
    case '<': return T_LESS;
    case '>': return T_GREATER;
    case '=': return T_EQUAL;
    case '.': return T_DOT;
    case '%': return T_PERCENT;
    case '~': return T_TILDE;
    case '^': return T_CIRCUMFLEX;
    case '@': return T_AT;
    default: return T_OP;
    }
}

/* Deferred errors carry CPython's positions for them: a tab/space mix and
 * too deep an indentation point at column 1, an inconsistent dedent at the
 * end of the line. */
static void deferred_err(Lexer *lx, ParseErrKind kind, int col, const char *msg) {
    set_err(lx, true, kind, lx->line, col, 0, "%s", msg);
}

/* The end of the current line, in code points, counting its newline. */
static int line_len_with_newline(Lexer *lx) {
    size_t e = lx->line_start;
    while (e < lx->len && lx->src[e] != '\n') e++;
    if (e < lx->len) e++;
    return col_of(lx, e);
}

/* A backslash has been read where a line continuation is allowed. */
static bool continuation(Lexer *lx) {
    int c = nextc(lx);
    if (c != '\n') {
        int col = cur_col(lx);
        deferred_err(lx, PERR_SYNTAX, col,
                     "unexpected character after line continuation character");
        return false;
    }
    c = nextc(lx);
    if (c == EOFC) {
        deferred_err(lx, PERR_SYNTAX, line_len_with_newline(lx),
                     "unexpected EOF while parsing");
        return false;
    }
    backup(lx, c);
    return true;
}

static void tokenize(Lexer *lx) {
    bool atbol = true;
    int pendin = 0;
    for (;;) {
        bool blankline = false;
        if (atbol) {
            atbol = false;
            int col = 0, altcol = 0, cont_col = 0;
            /* Only the first read can enter a new line: every later one
             * follows a blank, or a continuation that entered its line. */
            int c = nextc(lx);
            for (;; c = nextc_inline(lx)) {
                if (c == ' ') {
                    col++;
                    altcol++;
                } else if (c == '\t') {
                    col = (col / 8 + 1) * 8;
                    altcol++;
                } else if (c == '\f') {
                    col = altcol = 0;
                } else if (c == '\\') {
                    /* The first backslash of an indentation split over
                     * physical lines fixes the indentation level. */
                    cont_col = cont_col ? cont_col : col;
                    if (!continuation(lx)) goto fail;
                } else {
                    break;
                }
            }
            backup(lx, c);
            if (c == '#' || c == '\n') blankline = true;
            if (!blankline && lx->level == 0) {
                if (cont_col) col = altcol = cont_col;
                int top = lx->indent;
                if (col == lx->indstack[top]) {
                    if (altcol != lx->altstack[top]) {
                        deferred_err(lx, PERR_TAB, 1,
                                     "inconsistent use of tabs and spaces in indentation");
                        goto fail;
                    }
                } else if (col > lx->indstack[top]) {
                    if (top + 1 >= LEX_MAX_INDENT) {
                        deferred_err(lx, PERR_INDENT, 1, "too many levels of indentation");
                        goto fail;
                    }
                    if (altcol <= lx->altstack[top]) {
                        deferred_err(lx, PERR_TAB, 1,
                                     "inconsistent use of tabs and spaces in indentation");
                        goto fail;
                    }
                    pendin++;
                    lx->indent = top + 1;
                    lx->indstack[top + 1] = col;
                    lx->altstack[top + 1] = altcol;
                } else {
                    while (lx->indent > 0 && col < lx->indstack[lx->indent]) {
                        pendin--;
                        lx->indent--;
                    }
                    if (col != lx->indstack[lx->indent]) {
                        deferred_err(lx, PERR_INDENT, line_len_with_newline(lx),
                                     "unindent does not match any outer indentation level");
                        goto fail;
                    }
                    if (altcol != lx->altstack[lx->indent]) {
                        deferred_err(lx, PERR_TAB, 1,
                                     "inconsistent use of tabs and spaces in indentation");
                        goto fail;
                    }
                }
            }
        }
        /* INDENT and DEDENT sit where the line's first token starts; at end
         * of file, where the ENDMARKER sits. */
        while (pendin != 0) {
            size_t at = lx->cur < lx->len ? lx->cur : lx->len - 1;
            if (!emit(lx, pendin < 0 ? T_DEDENT : T_INDENT, at, at)) return;
            pendin += pendin < 0 ? 1 : -1;
        }

    again:;
        /* The line is entered already: by the indentation scan after a
         * newline, by a continuation, or by the token before on it. */
        int c = lx->cur < lx->len ? (unsigned char)lx->src[lx->cur++] : EOFC;
        if (c == ' ' || c == '\t' || c == '\f') {
            /* The blanks after the first one are on its line. */
            const unsigned char *u = (const unsigned char *)lx->src;
            size_t j = lx->cur;
            while (u[j] == ' ' || u[j] == '\t' || u[j] == '\f') j++;
            c = u[j];
            lx->cur = j + 1;
        }
        size_t start = lx->cur - 1;
        if (c == EOFC) start = lx->len - 1;

        if (c == '#') {
            while (c != EOFC && c != '\n') c = nextc(lx);
        }

        if (c == EOFC) {
            if (lx->level > 0) {
                lx->eof_in_brackets = true;
                lx->open_char = lx->parens[lx->level - 1];
                lx->open_line = lx->paren_line[lx->level - 1] + lx->line_base;
                lx->open_col = lx->paren_col[lx->level - 1];
                deferred_err(lx, PERR_SYNTAX, 0, "unexpected EOF while parsing");
                lx->err.line = lx->open_line;
                lx->err.col = lx->open_col + 1;
                snprintf(lx->err.msg, sizeof lx->err.msg, "'%c' was never closed",
                         lx->open_char);
                goto fail;
            }
            emit(lx, T_ENDMARKER, start, start);
            return;
        }

        if (is_ident_start(c)) {
            /* A legal combination of string prefix letters directly followed
             * by a quote starts a string. */
            bool saw_b = false, saw_r = false, saw_u = false, saw_f = false;
            while (name_class[c] & 4) {
                if (!(saw_b || saw_u || saw_f) && (c == 'b' || c == 'B')) saw_b = true;
                else if (!(saw_b || saw_u || saw_r || saw_f) && (c == 'u' || c == 'U'))
                    saw_u = true;
                else if (!(saw_r || saw_u) && (c == 'r' || c == 'R')) saw_r = true;
                else if (!(saw_f || saw_b || saw_u) && (c == 'f' || c == 'F')) saw_f = true;
                else break;
                c = nextc_inline(lx);
                if (c == '"' || c == '\'') {
                    if (!scan_string(lx, start, c)) goto fail;
                    goto next_token;
                }
            }
            /* The rest of the name is scanned in place: it cannot cross a
             * line end, and the copy ends with '\n' and a NUL. */
            bool nonascii = false;
            if (is_ident_char(c)) {
                const unsigned char *u = (const unsigned char *)lx->src;
                size_t j = lx->cur;
                unsigned char orbits = (unsigned char)c;
                while (is_ident_char(u[j])) orbits |= u[j++];
                nonascii = orbits >= 128;
                lx->cur = j;
            } else {
                backup(lx, c);
            }
            if (nonascii && !verify_identifier(lx, start)) goto fail;
            if (!emit(lx, keyword_kind(lx->src + start, lx->cur - start), start, lx->cur))
                return;
            goto next_token;
        }

        /* Commas and brackets, the commonest operator tokens, start no
         * longer operator: past the tests below that cannot match them. */
        switch (c) {
        case ',':
            if (!emit(lx, T_COMMA, start, lx->cur)) return;
            goto next_token;
        case '(': case '[': case '{': case ')': case ']': case '}':
            goto brackets;
        default:
            break;
        }

        if (c == '\n') {
            atbol = true;
            if (blankline || lx->level > 0) continue;
            if (!emit(lx, T_NEWLINE, start, start)) return;
            continue;
        }

        if (c == '.') {
            c = nextc(lx);
            if (is_digit(c)) {
                if (!scan_number(lx, start, c, true)) goto fail;
                goto next_token;
            }
            if (c == '.') {
                int c2 = nextc(lx);
                if (c2 == '.') {
                    if (!emit(lx, T_ELLIPSIS, start, lx->cur)) return;
                    goto next_token;
                }
                backup(lx, c2);
            }
            backup(lx, c);
            if (!emit(lx, T_DOT, start, lx->cur)) return;
            goto next_token;
        }

        if (is_digit(c)) {
            if (!scan_number(lx, start, c, false)) goto fail;
            goto next_token;
        }

        if (c == '\'' || c == '"') {
            if (!scan_string(lx, start, c)) goto fail;
            goto next_token;
        }

        if (c == '\\') {
            if (!continuation(lx)) goto fail;
            goto again;
        }

        {
            int c2 = nextc_inline(lx);
            int k = two_char_op(c, c2);
            if (k >= 0) {
                int c3 = nextc_inline(lx);
                int k3 = three_char_op(c, c2, c3);
                if (k3 >= 0) k = k3;
                else backup(lx, c3);
                if (!emit(lx, k, start, lx->cur)) return;
                goto next_token;
            }
            backup(lx, c2);
        }

    brackets:
        switch (c) {
        case '(':
        case '[':
        case '{':
            if (lx->level >= LEX_MAX_LEVEL) {
                int col = cur_col(lx);
                set_err(lx, false, PERR_LIMIT, lx->line, col, col, "too many nested parentheses");
                goto fail;
            }
            lx->parens[lx->level] = (char)c;
            lx->paren_line[lx->level] = lx->line;
            lx->paren_col[lx->level] = col_of(lx, start);
            lx->level++;
            break;
        case ')':
        case ']':
        case '}': {
            if (!lx->level) {
                int col = cur_col(lx);
                set_err(lx, false, PERR_SYNTAX, lx->line, col, col, "unmatched '%c'", c);
                goto fail;
            }
            lx->level--;
            int open = lx->parens[lx->level];
            if (!((open == '(' && c == ')') || (open == '[' && c == ']') ||
                  (open == '{' && c == '}'))) {
                int col = cur_col(lx);
                if (lx->paren_line[lx->level] != lx->line)
                    set_err(lx, false, PERR_SYNTAX, lx->line, col, col,
                            "closing parenthesis '%c' does not match opening parenthesis "
                            "'%c' on line %d",
                            c, open, lx->paren_line[lx->level] + lx->line_base);
                else
                    set_err(lx, false, PERR_SYNTAX, lx->line, col, col,
                            "closing parenthesis '%c' does not match opening parenthesis '%c'",
                            c, open);
                goto fail;
            }
            break;
        }
        default:
            if (c < 0x20 || c == 0x7F) {
                int col = cur_col(lx);
                set_err(lx, false, PERR_SYNTAX, lx->line, col, col,
                        "invalid non-printable character U+%04X", (unsigned)c);
                goto fail;
            }
            break;
        }
        if (!emit(lx, one_char_op(c), start, lx->cur)) return;
    next_token:;
    }
fail:
    emit_error_token(lx);
}

/* ---- entry points --------------------------------------------------------- */

static void lexer_reset(Lexer *lx, Arena *a) {
    memset(lx, 0, offsetof(Lexer, parens));
    lx->arena = a;
    lx->line = 1;
    lx->indent = 0;
    lx->indstack[0] = 0;
    lx->altstack[0] = 0;
}

static bool finish(Lexer *lx, ParseError *err) {
    tokenize(lx);
    if (lx->ntoks == 0 || lx->toks[lx->ntoks - 1].kind != T_ENDMARKER) {
        /* Without a final token (out of memory while pushing it) there is
         * nothing the parser can work with. */
        if (lx->ntoks == 0 || lx->toks[lx->ntoks - 1].kind != T_ERRORTOKEN) {
            *err = lx->err;
            if (!lx->err_set) {
                err->kind = PERR_MEMORY;
                snprintf(err->msg, sizeof err->msg, "out of memory");
            }
            lex_free(lx);
            return false;
        }
    }
    return true;
}

/* The line (1-based) that the normalised copy `buf[0..o)` ends on. */
static int copied_lines(const char *buf, size_t o) {
    int line = 1;
    for (size_t k = 0; k < o; k++) line += buf[k] == '\n';
    return line;
}

bool lex_source(Lexer *lx, Arena *a, const char *src, size_t len, ParseError *err) {
    lexer_reset(lx, a);
    memset(err, 0, sizeof *err);
    if (len >= (size_t)UINT32_MAX - 16) {
        err->kind = PERR_LIMIT;
        err->line = 1;
        snprintf(err->msg, sizeof err->msg, "source code too large");
        return false;
    }
    const unsigned char *s = (const unsigned char *)src;
    size_t i = 0;
    if (len >= 3 && s[0] == 0xEF && s[1] == 0xBB && s[2] == 0xBF) i = 3;
    size_t alloc = len - i + 2;
    /* The copy below is charged with its buffer (lex_scratch); the
     * tokenizer charges its scan of the copy token by token. */
    char *buf = lex_scratch(a, NULL, 0, alloc);
    if (!buf) {
        err->kind = PERR_MEMORY;
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return false;
    }
    /* One pass normalises newlines and validates the encoding; the
     * tokenizer can then assume clean UTF-8 that ends with a newline. */
    size_t o = 0;
    bool ascii = true;
    /* Most source is ASCII with '\n' line ends and no NUL: copy runs of
     * such bytes eight at a time. The line number is only needed for an
     * error, so it is counted from the copy when one is met. */
    size_t run = i;
    while (run + 8 <= len) {
        uint64_t w;
        memcpy(&w, s + run, 8);
        const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
        uint64_t cr = w ^ (ones * '\r');
        /* A high bit, a zero byte or a '\r' byte anywhere in the word. */
        if ((w | ((w - ones) & ~w) | ((cr - ones) & ~cr)) & highs) break;
        run += 8;
    }
    if (run > i) {
        memcpy(buf, s + i, run - i);
        o = run - i;
        i = run;
    }
    while (i < len) {
        unsigned char c = s[i];
        if (c < 0x80) {
            if (c == '\r') {
                buf[o++] = '\n';
                i += (i + 1 < len && s[i + 1] == '\n') ? 2 : 1;
                continue;
            }
            if (c == 0) {
                err->line = copied_lines(buf, o);
                lex_scratch(a, buf, alloc, 0);
                err->kind = PERR_SYNTAX;
                err->col = 1;
                snprintf(err->msg, sizeof err->msg, "source code cannot contain null bytes");
                return false;
            }
            buf[o++] = (char)c;
            i++;
            continue;
        }
        uint32_t cp;
        int n = lex_utf8_decode(s + i, len - i, &cp);
        if (n == 0) {
            err->line = copied_lines(buf, o);
            lex_scratch(a, buf, alloc, 0);
            err->kind = PERR_SYNTAX;
            err->col = 1;
            snprintf(err->msg, sizeof err->msg,
                     "(unicode error) 'utf-8' codec can't decode byte 0x%02x in position %zu: %s",
                     c, i, utf8_reason(s + i, len - i));
            return false;
        }
        ascii = false;
        memcpy(buf + o, s + i, (size_t)n);
        o += (size_t)n;
        i += (size_t)n;
    }
    if (o == 0 || buf[o - 1] != '\n') buf[o++] = '\n';
    buf[o] = '\0';
    lx->src = buf;
    lx->src_alloc = alloc;
    lx->len = o;
    lx->ascii = ascii;
    return finish(lx, err);
}

bool lex_buffer(Lexer *lx, Arena *a, const char *buf, size_t len, int line_base,
                ParseError *err) {
    Token *toks = lx->toks;
    int cap = lx->cap;
    lexer_reset(lx, a);
    lx->toks = toks;
    lx->cap = cap;
    memset(err, 0, sizeof *err);
    lx->src = buf;
    lx->len = len;
    lx->line_base = line_base;
    lx->ascii = true;
    for (size_t i = 0; i < len; i++)
        if ((unsigned char)buf[i] >= 0x80) {
            lx->ascii = false;
            break;
        }
    return finish(lx, err);
}
