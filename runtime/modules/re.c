/* The re module on PCRE2.
 *
 * A pattern is first read by a translator that follows the grammar of
 * CPython's re parser: it raises CPython's re.error messages at CPython's
 * positions (nothing to repeat, unbalanced parenthesis, bad escape, ...),
 * and rewrites the places where PCRE2 reads the text differently: \Z is
 * PCRE2's \z, \v is a vertical tab, octal escapes and \x/\u/\U/\N{...}
 * become \x{...}, group references become \g{N}, {,n} becomes {0,n}, a
 * '[' inside a set is escaped (PCRE2 would see a POSIX class), verbose
 * whitespace and comments are removed, global inline flags are folded into
 * the flags. Named groups become plain numbered groups whose names the
 * translator keeps itself, so Python's naming rules apply.
 *
 * Matching: Unicode patterns compile with PCRE2_UTF|PCRE2_UCP (Python's
 * Unicode \d \w \s \b); the subject is a smolvm str, valid UTF-8, so the
 * UTF check is skipped (it would make every finditer step O(n)). Offsets
 * are bytes in PCRE2 and code points in Python: a cursor converts them
 * incrementally. An ASCII subject is matched by an ASCII pattern's second
 * compiled form, made on first use without PCRE2_UTF and PCRE2_UCP (see
 * P_CODE_ASCII and skip_point()). Iteration (findall, finditer, sub,
 * split) follows CPython:
 * after an empty match the next search starts at the same place but may
 * not match empty there (PCRE2_NOTEMPTY_ATSTART).
 *
 * Memory and time: PCRE2 allocates through a general context whose
 * malloc/free are the VM's accounted allocator. A compiled pattern lives
 * in a Bytes object owned by the Pattern (a compiled PCRE2 pattern is one
 * relocatable block, which pcre2_code_copy itself copies with memcpy), so
 * the collector frees it. Each match runs under a PCRE2 match limit: it
 * starts proportional to the subject, and a search that hits it is charged
 * the limit and retried with four times more, up to the remaining
 * instruction budget, so catastrophic backtracking ends the run with the
 * budget status instead of hanging; a successful search is charged for the
 * bytes it scanned. What the match limit does not count (tries at many
 * start positions, scans) is charged through callouts the translator puts
 * in the pattern (emit_callout(), rx_callout()). The JIT is not used
 * (executable memory would escape the account).
 *
 * Not supported: bytes patterns (a clear TypeError), re.LOCALE, re.DEBUG
 * output, and the (rare) differences between PCRE2's and Python's Unicode
 * case folding and look-behind rules. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <stdio.h>
#include <unictype.h>
#include <uniname.h>
#include "runtime/rt.h"
#include "runtime/names.h"

/* Python's flag values. */
#define F_TEMPLATE 1
#define F_IGNORECASE 2
#define F_LOCALE 4
#define F_MULTILINE 8
#define F_DOTALL 16
#define F_UNICODE 32
#define F_VERBOSE 64
#define F_DEBUG 128
#define F_ASCII 256

#define CACHE_MAX 512

/* The module state, a tuple shared by every native of the module. */
/* S_WORK: None, or the workspace of rx_open() (a bytes object).
 * S_FRAMES: None, or the frames zone (a bytes object), and S_FRAMES_WANT
 * the size the zone should grow to (see rx_malloc()). */
enum { S_PATTERN_T, S_MATCH_T, S_ERROR, S_CACHE, S_WORK, S_FRAMES, S_FRAMES_WANT, S__COUNT };
/* A Pattern's hidden tuple. */
/* P_CODE_ASCII: the same pattern compiled without PCRE2_UTF and
 * PCRE2_UCP, used for ASCII subjects (None when the pattern names a
 * non-ASCII character): on ASCII text \w, \d, \s, \b, '.', sets and
 * caseless matching of an ASCII pattern mean the same either way, and
 * matching bytes without Unicode properties is faster. It is compiled on
 * its first use; until then the slot holds an A_ tuple. */
enum { P_PATTERN, P_FLAGS, P_CODE, P_GROUPS, P_GROUPINDEX, P_NAMES, P_STATE, P_CODE_ASCII, P__COUNT };
/* A Match's hidden tuple. P_SPANS holds 4 ints per group: code point
 * start and end, byte start and end (-1 when the group did not match). */
/* A P_CODE_ASCII not compiled yet: the translated text, the options, and
 * skip_point()'s answer. */
enum { A_SRC, A_OPTS, A_SKIP, A_CA, A_CB, A_NA, A_NB, A__COUNT };
enum { M_PATTERN, M_STRING, M_POS, M_ENDPOS, M_SPANS, M_LASTINDEX, M__COUNT };

/* ---- PCRE2 memory through the VM's allocator --------------------------- */

#define HDR 16

static void *px_malloc(PCRE2_SIZE n, void *ud) {
    VM *vm = ud;
    char *p = mem_alloc(vm, n + HDR);
    if (!p) return NULL;
    *(size_t *)(void *)p = n + HDR;
    return p + HDR;
}

static void px_free(void *q, void *ud) {
    if (!q) return;
    char *p = (char *)q - HDR;
    mem_free(ud, p, *(size_t *)(void *)p);
}

/* ---- small helpers ----------------------------------------------------- */

static Tuple *hidden(Value v, size_t len) {
    if (!IS_INSTANCE(v)) return NULL;
    Value b = AS_INSTANCE(v)->builtin_value;
    if (!IS_KIND(b, OK_BOX)) return NULL;
    Value t = ((Box *)AS_OBJ(b))->v;
    if (!IS_TUPLE(t) || AS_TUPLE(t)->len != len) return NULL;
    return AS_TUPLE(t);
}

static Tuple *pattern_of(Value v) { return hidden(v, P__COUNT); }
static Tuple *match_of(Value v) { return hidden(v, M__COUNT); }

static Value new_hidden(VM *vm, Type *cls, Tuple *t) {
    gc_push(vm, v_obj(t));
    Box *box = obj_alloc(vm, OK_BOX, sizeof(Box));
    if (!box) {
        gc_pop(vm, 1);
        return VEXC;
    }
    box->v = v_obj(t);
    gc_push(vm, v_obj(box));
    Instance *in = obj_alloc(vm, OK_INSTANCE, sizeof(Instance));
    gc_pop(vm, 2);
    if (!in) return VEXC;
    in->cls = cls;
    in->builtin_value = v_obj(box);
    return v_obj(in);
}

/* Code point index of byte offset `b` in s[0..n). */
static size_t cp_of(const char *s, size_t b) {
    size_t n = 0;
    for (size_t i = 0; i < b; i++) n += ((unsigned char)s[i] & 0xC0) != 0x80;
    return n;
}

/* Bind arguments the way a Python def binds them (see random.c). */
static bool bind_args(VM *vm, const char *fname, int argc, const Value *argv, Tuple *kwnames,
                      const char *const *names, int nparams, int npos, int nreq, Value *out) {
    for (int i = 0; i < nparams; i++) out[i] = VEMPTY;
    if (argc > npos) {
        if (nreq == npos)
            exc_raise(vm, EXC_TypeError, "%s() takes %d positional argument%s but %d %s given", fname, npos,
                      npos == 1 ? "" : "s", argc, argc == 1 ? "was" : "were");
        else
            exc_raise(vm, EXC_TypeError, "%s() takes from %d to %d positional arguments but %d were given", fname,
                      nreq, npos, argc);
        return false;
    }
    for (int i = 0; i < argc; i++) out[i] = argv[i];
    for (size_t k = 0; kwnames && k < kwnames->len; k++) {
        Str *kn = AS_STR(kwnames->items[k]);
        int i;
        for (i = 0; i < nparams && strcmp(kn->data, names[i]) != 0; i++) {}
        if (i == nparams) {
            exc_raise(vm, EXC_TypeError, "%s() got an unexpected keyword argument '%U'", fname, kn);
            return false;
        }
        if (!IS_EMPTY(out[i])) {
            exc_raise(vm, EXC_TypeError, "%s() got multiple values for argument '%U'", fname, kn);
            return false;
        }
        out[i] = argv[argc + (int)k];
    }
    for (int i = 0; i < nreq; i++) {
        if (IS_EMPTY(out[i])) {
            int missing = 0;
            for (int j = i; j < nreq; j++) missing += IS_EMPTY(out[j]);
            StrBuf b;
            sb_init(&b, vm);
            int seen = 0;
            for (int j = i; j < nreq; j++) {
                if (!IS_EMPTY(out[j])) continue;
                seen++;
                if (seen > 1) sb_adds(&b, missing == 2 ? " and " : seen == missing ? ", and " : ", ");
                sb_addf(&b, "'%s'", names[j]);
            }
            Value s = sb_finish(&b);
            if (IS_EXC(s)) return false;
            exc_raise(vm, EXC_TypeError, "%s() missing %d required positional argument%s: %S", fname, missing,
                      missing == 1 ? "" : "s", s);
            return false;
        }
    }
    return true;
}

/* An integer argument as CPython's Py_ssize_t converter (c_int: its int
 * converter) reads it: an int, or what __index__ gives, OverflowError
 * outside the C type's range. v itself is never read as an int: it may be
 * an object whose __index__ gave the value. */
static bool int_arg(VM *vm, Value v, int64_t dflt, bool c_int, int64_t *out) {
    if (IS_EMPTY(v)) {
        *out = dflt;
        return true;
    }
    bool ovf = false;
    if (!obj_index(vm, v, out, &ovf)) return false;
    if (ovf || (c_int && (*out < INT32_MIN || *out > INT32_MAX))) {
        exc_raise(vm, EXC_OverflowError, "Python int too large to convert to C %s", c_int ? "int" : "ssize_t");
        return false;
    }
    return true;
}

/* The subject of a match: a str (or str subclass), else CPython's errors. */
static Str *subject_arg(VM *vm, Value v) {
    if (IS_STR(v)) return AS_STR(v);
    if (IS_INSTANCE(v) && IS_STR(AS_INSTANCE(v)->builtin_value)) return AS_STR(AS_INSTANCE(v)->builtin_value);
    if (bytes_unwrap(v))
        exc_raise(vm, EXC_TypeError, "cannot use a string pattern on a bytes-like object");
    else
        exc_raise(vm, EXC_TypeError, "expected string or bytes-like object, got '%s'", type_name(vm, v));
    return NULL;
}

/* raise re.error(msg, pattern, pos); pos < 0: no position. */
static Value raise_error(VM *vm, Tuple *state, Value pattern, int64_t pos, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static Value raise_error(VM *vm, Tuple *state, Value pattern, int64_t pos, const char *fmt, ...) {
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    Value cls = state->items[S_ERROR];
    if (!IS_TYPE(cls)) return exc_raise(vm, EXC_ValueError, "%s", msg);
    Value m = str_cvalue(vm, msg);
    if (IS_EXC(m)) return m;
    gc_push(vm, m);
    Value args[3] = {m, pattern, pos >= 0 ? v_int(pos) : VNONE};
    Value exc = rt_call(vm, cls, pos >= 0 ? 3 : 1, args, NULL);
    gc_pop(vm, 1);
    if (IS_EXC(exc)) return exc;
    return exc_raise_obj(vm, exc);
}

/* ---- the translator ---------------------------------------------------- */

typedef struct GroupFrame {
    int group;          /* capture group number, 0 for other groups */
    size_t pos;         /* byte offset of the '(' */
    bool verbose;       /* verbose mode outside the group */
    bool icase;         /* case-insensitive outside the group */
    int run_max;        /* the most Tr.run that ended a branch */
} GroupFrame;

typedef enum { L_NONE, L_AT, L_REPEAT, L_ITEM } LastKind;

/* A token of the translation: an item that matches one character (a
 * literal, an escape such as \w, a set), a repeat, the opening of a plain
 * capturing or non-capturing group, its closing, anything else. */
typedef enum { TK_ITEM, TK_REPEAT, TK_OPEN, TK_CLOSE, TK_OTHER } TokKind;

typedef struct Tr {
    VM *vm;
    Tuple *state;
    Value patv;
    const char *p;
    size_t n, i;
    StrBuf out;
    int64_t flags;
    bool verbose;
    int ngroups;
    Dict *names;            /* name -> group number */
    List *groupnames;       /* names by group number (None if unnamed) */
    GroupFrame *stack;
    size_t depth, cap;
    LastKind last;
    bool top_started;       /* anything parsed at the top level yet */
    bool global_flags;      /* the last token was a global flags group */
    bool failed;
    bool non_ascii;         /* a code point past 127 was emitted */
    bool icase;             /* IGNORECASE where the translation is now */
    bool in_set;            /* inside a character set */
    bool top_alt;           /* a '|' at the top level */
    /* The weight of the plain items emitted since the last callout (see
     * emit_callout()), the most such weight that ended a top-level
     * branch, and where the last item starts in the output, whether it
     * matches a single character, and its set_weight(). */
    int run, top_run_max;
    size_t item_at;
    bool item_single;
    int item_k;
    size_t callout_end;     /* where the last plain callout ends (0: none) */
    /* The first tokens of the translation, as spans of the output, for
     * skip_point(). */
    struct { TokKind kind; size_t a, b; } tok[6];
    int ntok;
    /* Conditions on groups not opened yet ((?(2)a|b)(x)(y)), each number
     * once in the order first met, with where: Python checks them against
     * the pattern's groups at its end. Past FWD_REFS the others are
     * refused where they stand. */
#define FWD_REFS 16
    struct { int group; size_t at; } fwd[FWD_REFS];
    int nfwd;
} Tr;

static bool tr_err(Tr *t, size_t bytepos, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool tr_err(Tr *t, size_t bytepos, const char *fmt, ...) {
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    raise_error(t->vm, t->state, t->patv, (int64_t)cp_of(t->p, bytepos), "%s", msg);
    t->failed = true;
    return false;
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_octal(char c) { return c >= '0' && c <= '7'; }
static bool is_hex(char c) {
    return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static bool is_verbose_ws(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* The text of p[a..b) for messages (bytes, NUL-terminated, truncated). */
static const char *span_text(Tr *t, size_t a, size_t b, char *buf, size_t cap) {
    size_t n = b - a < cap - 1 ? b - a : cap - 1;
    memcpy(buf, t->p + a, n);
    buf[n] = '\0';
    return buf;
}

/* ASCII with IGNORECASE: Python folds only the ASCII letters, while PCRE2
 * in UTF mode folds every letter (and k and s with the Kelvin and long-s
 * signs) even without PCRE2_UCP. So an ASCII pattern never asks PCRE2 for
 * caseless matching: where IGNORECASE holds, a letter is the set of its
 * two cases, and a set gets the other case of each ASCII letter in it.
 * (Single-character sets keep PCRE2's auto-possessive optimisation, which
 * a case-sensitive group around each letter would lose.) A back reference
 * then compares case-sensitively. */
static bool ascii_fold(const Tr *t) { return t->icase && (t->flags & F_ASCII); }

static bool is_letter(uint32_t cp) { return (cp | 0x20) >= 'a' && (cp | 0x20) <= 'z'; }

/* Unicode IGNORECASE: Python's i, I, dotless i and dotted I are one
 * letter (each lowercases to i or is paired with it), while PCRE2 folds
 * only i with I and leaves the other two apart. So where one of the four
 * is matched caselessly, the other two are added: written as their UTF-8
 * bytes, which in the form compiled for ASCII subjects (without UTF, see
 * ascii_compile()) are bytes above 127 that no ASCII subject holds. */
#define DOTLESS_AND_DOTTED_I "\xC4\xB1\xC4\xB0"

static bool unicode_fold(const Tr *t) { return t->icase && !(t->flags & F_ASCII); }

static bool is_i_letter(uint32_t cp) { return cp == 'i' || cp == 'I' || cp == 0x130 || cp == 0x131; }

static void emit_cp(Tr *t, uint32_t cp) {
    if (cp > 127) t->non_ascii = true;
    if (!t->in_set && ascii_fold(t) && is_letter(cp)) {
        sb_addf(&t->out, "[%c%c]", (char)(cp | 0x20), (char)(cp & ~0x20u));
        return;
    }
    if (!t->in_set && unicode_fold(t) && is_i_letter(cp)) {
        sb_adds(&t->out, "[iI" DOTLESS_AND_DOTTED_I "]");
        return;
    }
    sb_addf(&t->out, "\\x{%x}", cp);
}

/* In a set under unicode_fold: the four i letters when lo..hi holds one. */
static void emit_i_letters(Tr *t, uint32_t lo, uint32_t hi) {
    static const uint32_t is[4] = {'I', 'i', 0x130, 0x131};
    for (int k = 0; k < 4; k++)
        if (lo <= is[k] && is[k] <= hi) {
            sb_adds(&t->out, "iI" DOTLESS_AND_DOTTED_I);
            return;
        }
}

/* In a set under ascii_fold: the other case of the ASCII letters in
 * lo..hi. */
static void emit_other_case(Tr *t, uint32_t lo, uint32_t hi) {
    static const uint32_t from[2] = {'a', 'A'};
    for (int k = 0; k < 2; k++) {
        uint32_t a = lo > from[k] ? lo : from[k], b = hi < from[k] + 25 ? hi : from[k] + 25;
        if (a > b) continue;
        sb_addf(&t->out, "\\x{%x}-\\x{%x}", a ^ 0x20, b ^ 0x20);
    }
}

/* An escape's code point for \x \u \U \N{} \0 and octal forms, common to
 * sets and the main pattern. `start` is the backslash. Returns 1 with *cp,
 * 0 if the escape is not of those kinds, -1 on error. */
static int literal_escape(Tr *t, size_t start, char c, bool in_class, uint32_t *cp) {
    const char *p = t->p;
    char buf[64];
    if (c == 'x' || c == 'u' || c == 'U') {
        int need = c == 'x' ? 2 : c == 'u' ? 4 : 8;
        size_t j = t->i;
        uint32_t v = 0;
        int got = 0;
        while (got < need && j < t->n && is_hex(p[j])) {
            char h = p[j];
            v = v * 16 + (uint32_t)(is_digit(h) ? h - '0' : (h | 0x20) - 'a' + 10);
            j++;
            got++;
        }
        if (got < need) {
            tr_err(t, start, "incomplete escape %s", span_text(t, start, j, buf, sizeof buf));
            return -1;
        }
        t->i = j;
        if (v > 0x10FFFF) {
            tr_err(t, start, "bad escape %s", span_text(t, start, j, buf, sizeof buf));
            return -1;
        }
        *cp = v;
        return 1;
    }
    if (c == 'N') {
        if (t->i >= t->n || p[t->i] != '{') {
            tr_err(t, t->i, "missing {");
            return -1;
        }
        size_t a = t->i + 1, b = a;
        while (b < t->n && p[b] != '}') b++;
        if (b >= t->n || b == a) {
            tr_err(t, a, b == a && b < t->n ? "missing character name" : "missing }, unterminated name");
            return -1;
        }
        char name[160];
        uint32_t v = UNINAME_INVALID;
        if (b - a < sizeof name) {
            memcpy(name, p + a, b - a);
            name[b - a] = '\0';
            for (char *q = name; *q; q++)
                if (*q >= 'a' && *q <= 'z') *q = (char)(*q - 'a' + 'A');
            v = unicode_name_character(name);
        }
        if (v == UNINAME_INVALID) {
            tr_err(t, start, "undefined character name '%s'", span_text(t, a, b, buf, sizeof buf));
            return -1;
        }
        t->i = b + 1;
        *cp = v;
        return 1;
    }
    if (c == '0' || (in_class && is_octal(c))) {
        /* Up to three octal digits in all (the first included). */
        size_t j = t->i;
        uint32_t v = (uint32_t)(c - '0');
        int more = 0;
        while (more < 2 && j < t->n && is_octal(p[j])) {
            v = v * 8 + (uint32_t)(p[j] - '0');
            j++;
            more++;
        }
        t->i = j;
        if (v > 0377) {
            tr_err(t, start, "octal escape value %s outside of range 0-0o377", span_text(t, start, j, buf, sizeof buf));
            return -1;
        }
        *cp = v;
        return 1;
    }
    return 0;
}

/* The character after a backslash must exist. */
static bool escape_char(Tr *t, size_t start, char *c) {
    if (t->i >= t->n) {
        tr_err(t, t->n ? t->n - 1 : 0, "bad escape (end of pattern)");
        return false;
    }
    *c = t->p[t->i++];
    return true;
}

/* A set item: a code point, or a category such as \d (cp = 0, cat != 0). */
typedef struct SetItem {
    uint32_t cp;
    char cat;
    size_t start, end;  /* its text, for messages */
} SetItem;

static void emit_set_item(Tr *t, const SetItem *it) {
    if (it->cat) {
        bool ascii = (t->flags & F_ASCII) != 0;
        if (it->cat == 's' && !ascii) sb_adds(&t->out, "\\s\\x{1c}-\\x{1f}");
        else sb_addf(&t->out, "\\%c", it->cat);
        return;
    }
    emit_cp(t, it->cp);
    if (ascii_fold(t)) emit_other_case(t, it->cp, it->cp);
    if (unicode_fold(t)) emit_i_letters(t, it->cp, it->cp);
}

/* One item of a character set at t->i (not the closing bracket). */
static bool set_item(Tr *t, SetItem *it) {
    const char *p = t->p;
    it->start = t->i;
    it->cat = 0;
    if (p[t->i] != '\\') {
        size_t at = t->i;
        it->cp = utf8_decode(p, &at);
        t->i = at;
        it->end = at;
        return true;
    }
    size_t start = t->i++;
    char c;
    if (!escape_char(t, start, &c)) return false;
    char buf[16];
    switch (c) {
    case 'a': it->cp = 7; break;
    case 'b': it->cp = 8; break;
    case 'f': it->cp = 12; break;
    case 'n': it->cp = 10; break;
    case 'r': it->cp = 13; break;
    case 't': it->cp = 9; break;
    case 'v': it->cp = 11; break;
    case '\\': it->cp = '\\'; break;
    case 'd': case 'D': case 's': case 'S': case 'w': case 'W':
        it->cat = c;
        it->cp = 0;
        break;
    default: {
        int r = literal_escape(t, start, c, true, &it->cp);
        if (r < 0) return false;
        if (r == 0) {
            if (is_ascii_letter(c) || is_digit(c))
                return tr_err(t, start, "bad escape %s", span_text(t, start, t->i, buf, sizeof buf));
            size_t at = t->i - 1;
            it->cp = utf8_decode(p, &at);
            t->i = at;
        }
    }
    }
    it->end = t->i;
    return true;
}

static bool tr_set(Tr *t) {
    size_t here = t->i;     /* the '[' */
    t->i++;
    bool wrap = ascii_fold(t);
    sb_addc(&t->out, '[');
    t->in_set = true;
    if (t->i < t->n && t->p[t->i] == '^') {
        sb_addc(&t->out, '^');
        t->i++;
    }
    bool first = true;
    for (;;) {
        if (t->i >= t->n) return tr_err(t, here, "unterminated character set");
        if (t->p[t->i] == ']' && !first) {
            t->i++;
            sb_addc(&t->out, ']');
            t->in_set = false;
            return true;
        }
        first = false;
        SetItem a;
        if (!set_item(t, &a)) return false;
        if (t->i < t->n && t->p[t->i] == '-') {
            t->i++;
            if (t->i >= t->n) return tr_err(t, here, "unterminated character set");
            if (t->p[t->i] == ']') {
                emit_set_item(t, &a);
                sb_adds(&t->out, "\\-]");
                t->i++;
                t->in_set = false;
                return true;
            }
            SetItem b;
            if (!set_item(t, &b)) return false;
            if (a.cat || b.cat || b.cp < a.cp) {
                char ta[32], tb[32];
                return tr_err(t, a.start, "bad character range %s-%s", span_text(t, a.start, a.end, ta, sizeof ta),
                              span_text(t, b.start, b.end, tb, sizeof tb));
            }
            emit_cp(t, a.cp);
            sb_addc(&t->out, '-');
            emit_cp(t, b.cp);
            if (wrap) emit_other_case(t, a.cp, b.cp);
            if (unicode_fold(t)) emit_i_letters(t, a.cp, b.cp);
            continue;
        }
        emit_set_item(t, &a);
    }
}

/* A group name at t->i ending with `term`; its bytes in [*a, *b). */
static bool group_name(Tr *t, char term, size_t *a, size_t *b) {
    *a = t->i;
    size_t j = t->i;
    while (j < t->n && t->p[j] != term) j++;
    if (j >= t->n) return tr_err(t, *a, "missing %c, unterminated name", term);
    *b = j;
    if (j == *a) return tr_err(t, *a, "missing group name");
    t->i = j + 1;
    return true;
}

/* Is p[a..b) a Python identifier? (ASCII rules, any non-ASCII letter.) */
/* str.isidentifier() of p[a..b): an XID_Start character (or '_') and
 * XID_Continue ones. */
static bool is_identifier(const char *p, size_t a, size_t b) {
    size_t i = a;
    while (i < b) {
        bool first = i == a;
        uint32_t c = utf8_decode(p, &i);
        if (c < 0x80) {
            if (c == '_' || is_ascii_letter((char)c) || (is_digit((char)c) && !first)) continue;
            return false;
        }
        if (!(first ? uc_is_property_xid_start(c) : uc_is_property_xid_continue(c))) return false;
    }
    return b > a;
}

/* The group number a name refers to; 0 after raising. */
static int lookup_name(Tr *t, size_t a, size_t b) {
    char buf[80];
    if (!is_identifier(t->p, a, b)) {
        tr_err(t, a, "bad character in group name '%s'", span_text(t, a, b, buf, sizeof buf));
        return 0;
    }
    Value key = str_value(t->vm, t->p + a, b - a);
    if (IS_EXC(key)) {
        t->failed = true;
        return 0;
    }
    Value g = dict_get(t->vm, t->names, key);
    if (IS_EMPTY(g) || IS_EXC(g)) {
        if (!IS_EXC(g)) tr_err(t, a, "unknown group name '%s'", span_text(t, a, b, buf, sizeof buf));
        t->failed = true;
        return 0;
    }
    return (int)AS_INT(g);
}

static bool group_open(Tr *t, int g) {
    for (size_t k = 0; k < t->depth; k++)
        if (t->stack[k].group == g) return true;
    return false;
}

static bool push_group(Tr *t, int group, size_t pos) {
    if (t->depth == t->cap) {
        size_t nc = t->cap ? t->cap * 2 : 16;
        GroupFrame *s = mem_realloc(t->vm, t->stack, t->cap * sizeof(GroupFrame), nc * sizeof(GroupFrame));
        if (!s) {
            t->failed = true;
            return false;
        }
        t->stack = s;
        t->cap = nc;
    }
    t->stack[t->depth].group = group;
    t->stack[t->depth].pos = pos;
    t->stack[t->depth].verbose = t->verbose;
    t->stack[t->depth].icase = t->icase;
    t->stack[t->depth].run_max = 0;
    t->depth++;
    t->last = L_NONE;
    return true;
}

static bool new_capture(Tr *t, Value name) {
    t->ngroups++;
    if (list_append(t->vm, t->groupnames, name) < 0) {
        t->failed = true;
        return false;
    }
    return true;
}

/* Inline flag letters at t->i: "aiLmsux". */
static int flag_of(char c) {
    switch (c) {
    case 'a': return F_ASCII;
    case 'i': return F_IGNORECASE;
    case 'L': return F_LOCALE;
    case 'm': return F_MULTILINE;
    case 's': return F_DOTALL;
    case 'u': return F_UNICODE;
    case 'x': return F_VERBOSE;
    default: return 0;
    }
}

static int pcre_flags(const Tr *t, int f) {
    return f & ((t->flags & F_ASCII) ? F_MULTILINE | F_DOTALL : F_IGNORECASE | F_MULTILINE | F_DOTALL);
}

static void emit_pcre_flags(Tr *t, int f) {
    f = pcre_flags(t, f);
    if (f & F_IGNORECASE) sb_addc(&t->out, 'i');
    if (f & F_MULTILINE) sb_addc(&t->out, 'm');
    if (f & F_DOTALL) sb_addc(&t->out, 's');
}

/* After "(?" with a flag letter at t->i: global flags "(?aiLmsux)" or a
 * scoped group "(?flags-flags:...)". */
static bool tr_flags(Tr *t, size_t open) {
    int add = 0, del = 0;
    while (t->i < t->n && flag_of(t->p[t->i])) {
        char c = t->p[t->i++];
        if (c == 'L') return tr_err(t, t->i, "bad inline flags: cannot use 'L' flag with a str pattern");
        add |= flag_of(c);
    }
    if (t->i >= t->n) return tr_err(t, t->i, "missing -, : or )");
    char c = t->p[t->i];
    if (c == ')') {
        t->i++;
        if (t->depth > 0 || t->top_started)
            return tr_err(t, open, "global flags not at the start of the expression");
        t->global_flags = true;
        if ((add & F_ASCII) && (add & F_UNICODE))
            return tr_err(t, t->i - 1, "bad inline flags: flags 'a', 'u' and 'L' are incompatible");
        t->flags |= add;
        if (add & F_VERBOSE) t->verbose = true;
        if (add & F_IGNORECASE) t->icase = true;
        return true;
    }
    if (c == '-') {
        t->i++;
        if (t->i >= t->n) return tr_err(t, t->i, "missing flag");
        while (t->i < t->n && flag_of(t->p[t->i])) {
            char d = t->p[t->i++];
            if (d == 'a' || d == 'u' || d == 'L')
                return tr_err(t, t->i - 1, "bad inline flags: cannot turn off flags 'a', 'u' and 'L'");
            del |= flag_of(d);
        }
        if (!del) {
            if (t->i >= t->n) return tr_err(t, t->i, "missing flag");
            return tr_err(t, t->i, "unknown flag");
        }
        if (t->i >= t->n || t->p[t->i] != ':') {
            if (t->i < t->n && t->p[t->i] == ')') return tr_err(t, t->i, "missing :");
            return tr_err(t, t->i, "missing :");
        }
        if (add & del) return tr_err(t, t->i, "bad inline flags: flag turned on and off");
    } else if (c != ':') {
        if (is_ascii_letter(c)) return tr_err(t, t->i, "unknown flag");
        return tr_err(t, t->i, "missing -, : or )");
    }
    t->i++;     /* the ':' */
    if (!push_group(t, 0, open)) return false;
    if (add & F_VERBOSE) t->verbose = true;
    if (del & F_VERBOSE) t->verbose = false;
    if (add & F_IGNORECASE) t->icase = true;
    if (del & F_IGNORECASE) t->icase = false;
    sb_adds(&t->out, "(?");
    emit_pcre_flags(t, add);
    if (pcre_flags(t, del)) {
        sb_addc(&t->out, '-');
        emit_pcre_flags(t, del);
    }
    sb_addc(&t->out, ':');
    return true;
}

/* Callouts: PCRE2's match limit counts only some of a search's work (see
 * rx_callout()), so the translation marks with callouts the points that
 * every other kind of work passes through: the start of the pattern and
 * of every branch of every group (each try of a start position, of an
 * alternative, of a group's repetition), the end of every repeat (every
 * back-off of a repeat, and every step of a lazy one, tries what follows
 * again), and at least every PLAIN_RUN plain items on any path (weighed by
 * item_weight()). Between two callouts a search then does a bounded number
 * of items, plus scans that move the position, which rx_callout() charges
 * by the distance moved.
 * Two kinds of work are charged before they happen, by a callout with a
 * string: a back reference compares as many characters as its group
 * holds ("r" and the group), and a repeat of one character with a large
 * minimum may scan that many characters and fail without reaching the
 * callout after it ("m" and the minimum). */
#define PLAIN_RUN 8
#define MIN_SCAN 64

/* How many plain items the token c that took n bytes of the translation
 * counts as: an escape such as \w or a set two (a Unicode property lookup
 * costs about as much as two literal characters). */
static int item_weight(char c) { return c == '[' || c == '\\' ? 2 : 1; }

/* A set of n bytes past BIG_SET: PCRE2 tries the members of a set past
 * Latin-1 one by one, so one test of it may cost as much as many items.
 * Such a set gets a callout of its own before it, numbered with its
 * weight (n / 16, up to 255), and the callout after a repeat of it has
 * the same number: rx_callout() multiplies what it charges by the
 * number. */
#define BIG_SET 32

static int set_weight(size_t n) { return n <= BIG_SET ? 0 : n / 16 < 255 ? (int)(n / 16) : 255; }

static void emit_callout(Tr *t, int k) {
    if (k) sb_addf(&t->out, "(?C%d)", k);
    else sb_adds(&t->out, "(?C)");
    t->run = 0;
    t->callout_end = k ? 0 : t->out.len;
}

/* A group opened at out[at..) right after a plain callout: every path
 * through that callout reaches the one the group's first branch starts
 * with at the same position, so the first is dropped (true). */
static bool drop_callout_before(Tr *t, size_t at) {
    if (t->out.failed || at < 4 || at != t->callout_end) return false;
    memmove(t->out.p + at - 4, t->out.p + at, t->out.len - at);
    t->out.len -= 4;
    for (int k = 0; k < t->ntok; k++) {
        if (t->tok[k].a >= at) t->tok[k].a -= 4;
        if (t->tok[k].b >= at) t->tok[k].b -= 4;
    }
    t->callout_end = 0;
    return true;
}

static void emit_backref(Tr *t, int g) {
    sb_addf(&t->out, "(?:(?C\"r%d\")\\g{%d})", g, g);
    t->last = L_ITEM;
}

/* Insert the callout c[0..n) before the last item, at t->item_at. */
static void insert_callout(Tr *t, const char *c, int n) {
    if (t->out.failed) return;
    size_t at = t->item_at, tail = t->out.len - at;
    if (!sb_add(&t->out, c, (size_t)n)) return;
    memmove(t->out.p + at + n, t->out.p + at, tail);
    memcpy(t->out.p + at, c, (size_t)n);
    for (int k = 0; k < t->ntok; k++) {
        if (t->tok[k].a >= at) t->tok[k].a += (size_t)n;
        if (t->tok[k].b > at) t->tok[k].b += (size_t)n;
    }
    t->item_at += (size_t)n;
}

/* Before a single-character item repeated at least `lo` times (past
 * MIN_SCAN), a callout that charges its scan. */
static void insert_min_callout(Tr *t, uint64_t lo) {
    if (!t->item_single) return;
    char c[48];
    insert_callout(t, c, snprintf(c, sizeof c, "(?C\"m%llu\")", (unsigned long long)lo));
}

/* After "(": the kind of group. */
static bool tr_group(Tr *t) {
    size_t open = t->i;
    t->i++;
    const char *p = t->p;
    char buf[80];
    if (t->i >= t->n || p[t->i] != '?') {
        if (!new_capture(t, VNONE) || !push_group(t, t->ngroups, open)) return false;
        sb_addc(&t->out, '(');
        return true;
    }
    t->i++;
    if (t->i >= t->n) return tr_err(t, t->i, "unexpected end of pattern");
    char c = p[t->i++];
    switch (c) {
    case ':':
        if (!push_group(t, 0, open)) return false;
        sb_adds(&t->out, "(?:");
        return true;
    case '=': case '!': case '>':
        if (!push_group(t, 0, open)) return false;
        sb_addf(&t->out, "(?%c", c);
        return true;
    case '<': {
        if (t->i >= t->n) return tr_err(t, t->i, "unexpected end of pattern");
        char d = p[t->i++];
        if (d != '=' && d != '!') {
            size_t at = t->i - 1;
            utf8_decode(p, &at);
            return tr_err(t, open + 1, "unknown extension ?<%s", span_text(t, t->i - 1, at, buf, sizeof buf));
        }
        if (!push_group(t, 0, open)) return false;
        sb_addf(&t->out, "(?<%c", d);
        return true;
    }
    case '#': {
        while (t->i < t->n && p[t->i] != ')') t->i++;
        if (t->i >= t->n) return tr_err(t, open, "missing ), unterminated comment");
        t->i++;
        return true;
    }
    case 'P': {
        if (t->i >= t->n) return tr_err(t, t->i, "unexpected end of pattern");
        char d = p[t->i++];
        size_t a, b;
        if (d == '<') {
            if (!group_name(t, '>', &a, &b)) return false;
            if (!is_identifier(p, a, b))
                return tr_err(t, a, "bad character in group name '%s'", span_text(t, a, b, buf, sizeof buf));
            Value name = str_value(t->vm, p + a, b - a);
            if (IS_EXC(name)) {
                t->failed = true;
                return false;
            }
            Value old = dict_get(t->vm, t->names, name);
            if (IS_EXC(old)) {
                t->failed = true;
                return false;
            }
            if (!IS_EMPTY(old))
                return tr_err(t, a, "redefinition of group name '%s' as group %d; was group %lld",
                              span_text(t, a, b, buf, sizeof buf), t->ngroups + 1, (long long)AS_INT(old));
            if (!new_capture(t, name)) return false;
            if (dict_set(t->vm, t->names, name, v_int(t->ngroups)) < 0) {
                t->failed = true;
                return false;
            }
            if (!push_group(t, t->ngroups, open)) return false;
            sb_addc(&t->out, '(');
            return true;
        }
        if (d == '=') {
            if (!group_name(t, ')', &a, &b)) return false;
            int g = lookup_name(t, a, b);
            if (!g) return false;
            if (group_open(t, g)) return tr_err(t, a, "cannot refer to an open group");
            emit_backref(t, g);
            return true;
        }
        size_t at = t->i - 1;
        utf8_decode(p, &at);
        return tr_err(t, open + 1, "unknown extension ?P%s", span_text(t, t->i - 1, at, buf, sizeof buf));
    }
    case '(': {
        size_t a, b;
        if (!group_name(t, ')', &a, &b)) return false;
        int g;
        bool digits = true;
        for (size_t k = a; k < b; k++) digits = digits && is_digit(p[k]);
        if (digits) {
            g = 0;
            for (size_t k = a; k < b && g < 100000; k++) g = g * 10 + (p[k] - '0');
            if (g == 0) return tr_err(t, a, "bad group number");
            if (g > t->ngroups) {
                int k = 0;
                while (k < t->nfwd && t->fwd[k].group != g) k++;
                if (k == t->nfwd) {
                    if (k == FWD_REFS) return tr_err(t, a, "invalid group reference %d", g);
                    t->fwd[k].group = g;
                    t->fwd[k].at = a;
                    t->nfwd++;
                }
            }
        } else {
            g = lookup_name(t, a, b);
            if (!g) return false;
        }
        if (!push_group(t, 0, open)) return false;
        sb_addf(&t->out, "(?(%d)", g);
        return true;
    }
    default:
        if (flag_of(c) || c == '-') {
            t->i--;
            return tr_flags(t, open);
        }
        {
            size_t at = t->i - 1;
            utf8_decode(p, &at);
            return tr_err(t, open + 1, "unknown extension ?%s", span_text(t, t->i - 1, at, buf, sizeof buf));
        }
    }
}

/* A backslash outside a set. */
static bool tr_escape(Tr *t) {
    size_t start = t->i++;
    char c;
    if (!escape_char(t, start, &c)) return false;
    char buf[16];
    bool ascii = (t->flags & F_ASCII) != 0;
    switch (c) {
    case 'A': sb_adds(&t->out, "\\A"); t->last = L_AT; return true;
    case 'Z': sb_adds(&t->out, "\\z"); t->last = L_AT; return true;
    case 'b': sb_adds(&t->out, "\\b"); t->last = L_AT; return true;
    /* Python 3.11's \B never matches in an empty string. */
    case 'B': sb_adds(&t->out, "(?!\\A\\z)\\B"); t->last = L_AT; return true;
    case 's':
        sb_adds(&t->out, ascii ? "\\s" : "[\\s\\x{1c}-\\x{1f}]");
        t->last = L_ITEM;
        return true;
    case 'S':
        sb_adds(&t->out, ascii ? "\\S" : "[^\\s\\x{1c}-\\x{1f}]");
        t->last = L_ITEM;
        return true;
    case 'd': case 'D': case 'w': case 'W':
        sb_addf(&t->out, "\\%c", c);
        t->last = L_ITEM;
        return true;
    case 'a': emit_cp(t, 7); t->last = L_ITEM; return true;
    case 'f': emit_cp(t, 12); t->last = L_ITEM; return true;
    case 'n': emit_cp(t, 10); t->last = L_ITEM; return true;
    case 'r': emit_cp(t, 13); t->last = L_ITEM; return true;
    case 't': emit_cp(t, 9); t->last = L_ITEM; return true;
    case 'v': emit_cp(t, 11); t->last = L_ITEM; return true;
    default: break;
    }
    if (c >= '1' && c <= '9') {
        /* An octal escape of three digits, else a group reference. */
        size_t j = t->i;
        if (j < t->n && is_digit(t->p[j])) {
            j++;
            if (is_octal(c) && is_octal(t->p[j - 1]) && j < t->n && is_octal(t->p[j])) {
                j++;
                uint32_t v = (uint32_t)((c - '0') * 64 + (t->p[j - 2] - '0') * 8 + (t->p[j - 1] - '0'));
                t->i = j;
                if (v > 0377)
                    return tr_err(t, start, "octal escape value %s outside of range 0-0o377",
                                  span_text(t, start, j, buf, sizeof buf));
                emit_cp(t, v);
                t->last = L_ITEM;
                return true;
            }
        }
        int g = 0;
        for (size_t k = t->i - 1; k < j; k++) g = g * 10 + (t->p[k] - '0');
        t->i = j;
        if (g > t->ngroups) return tr_err(t, start + 1, "invalid group reference %d", g);
        if (group_open(t, g)) return tr_err(t, start, "cannot refer to an open group");
        emit_backref(t, g);
        return true;
    }
    uint32_t cp;
    int r = literal_escape(t, start, c, false, &cp);
    if (r < 0) return false;
    if (r > 0) {
        if (cp >= 0xd800 && cp <= 0xdfff) sb_adds(&t->out, "(?!)");  /* no smolvm str holds one */
        else emit_cp(t, cp);
        t->last = L_ITEM;
        return true;
    }
    if (is_ascii_letter(c) || is_digit(c)) return tr_err(t, start, "bad escape %s", span_text(t, start, t->i, buf, sizeof buf));
    size_t at = t->i - 1;
    cp = utf8_decode(t->p, &at);
    t->i = at;
    emit_cp(t, cp);
    t->last = L_ITEM;
    return true;
}

/* A repeat: * + ? or {m,n} (already validated for braces). */
static bool tr_repeat(Tr *t, size_t here, const char *text) {
    if (t->last == L_NONE || t->last == L_AT) return tr_err(t, here, "nothing to repeat");
    if (t->last == L_REPEAT) return tr_err(t, here, "multiple repeat");
    sb_adds(&t->out, text);
    if (t->i < t->n && (t->p[t->i] == '?' || t->p[t->i] == '+')) sb_addc(&t->out, t->p[t->i++]);
    t->last = L_REPEAT;
    return true;
}

/* "{" at t->i: a repeat {m}, {m,}, {,n}, {m,n}, or a literal brace. */
static bool tr_brace(Tr *t) {
    size_t here = t->i;
    const char *p = t->p;
    size_t j = here + 1;
    if (j < t->n && p[j] == '}') {
        t->i++;
        sb_adds(&t->out, "\\{");
        t->last = L_ITEM;
        return true;
    }
    size_t lo_a = j;
    while (j < t->n && is_digit(p[j])) j++;
    size_t lo_b = j, hi_a = j, hi_b = j;
    bool comma = false;
    if (j < t->n && p[j] == ',') {
        comma = true;
        j++;
        hi_a = j;
        while (j < t->n && is_digit(p[j])) j++;
        hi_b = j;
    }
    if (j >= t->n || p[j] != '}') {
        t->i++;
        sb_adds(&t->out, "\\{");
        t->last = L_ITEM;
        return true;
    }
    t->i = j + 1;
    uint64_t lo = 0, hi = UINT64_MAX;
    for (size_t k = lo_a; k < lo_b && lo < 1000000000000ULL; k++) lo = lo * 10 + (uint64_t)(p[k] - '0');
    if (!comma) hi = lo;
    else if (hi_b > hi_a) {
        hi = 0;
        for (size_t k = hi_a; k < hi_b && hi < 1000000000000ULL; k++) hi = hi * 10 + (uint64_t)(p[k] - '0');
    }
    if (lo >= 4294967295ULL || (hi != UINT64_MAX && hi >= 4294967295ULL)) {
        exc_raise(t->vm, EXC_OverflowError, "the repetition number is too large");
        t->failed = true;
        return false;
    }
    if (hi != UINT64_MAX && hi < lo) return tr_err(t, here + 1, "min repeat greater than max repeat");
    if (lo > MIN_SCAN && t->last == L_ITEM) insert_min_callout(t, lo);
    char q[64];
    if (hi == UINT64_MAX) snprintf(q, sizeof q, "{%llu,}", (unsigned long long)lo);
    else if (!comma) snprintf(q, sizeof q, "{%llu}", (unsigned long long)lo);
    else snprintf(q, sizeof q, "{%llu,%llu}", (unsigned long long)lo, (unsigned long long)hi);
    return tr_repeat(t, here, q);
}

/* Note the token that translate() just emitted at out[a..). */
static void note_token(Tr *t, char c, size_t a) {
    if (t->ntok >= (int)(sizeof t->tok / sizeof t->tok[0]) || t->out.failed) return;
    const char *o = t->out.p + a;
    size_t n = t->out.len - a;
    TokKind k = TK_OTHER;
    switch (c) {
    case '\\': k = t->last == L_ITEM ? TK_ITEM : TK_OTHER; break;
    case '[': k = TK_ITEM; break;
    case '(':
        k = (n == 1 && o[0] == '(') || (n == 3 && memcmp(o, "(?:", 3) == 0) ? TK_OPEN : TK_OTHER;
        break;
    case ')': k = TK_CLOSE; break;
    case '*': case '+': case '?': k = TK_REPEAT; break;
    case '{': k = t->last == L_REPEAT ? TK_REPEAT : TK_ITEM; break;
    case '|': case '^': case '$': k = TK_OTHER; break;
    default: k = TK_ITEM; break;
    }
    t->tok[t->ntok].kind = k;
    t->tok[t->ntok].a = a;
    t->tok[t->ntok].b = t->out.len;
    t->ntok++;
}

static bool translate(Tr *t) {
    const char *p = t->p;
    emit_callout(t, 0);
    while (t->i < t->n) {
        if (!rt_charge(t->vm, 1)) {
            t->failed = true;
            return false;
        }
        char c = p[t->i];
        if (t->verbose) {
            if (is_verbose_ws(c)) {
                t->i++;
                continue;
            }
            if (c == '#') {
                while (t->i < t->n && p[t->i] != '\n') t->i++;
                continue;
            }
        }
        bool ok = true;
        t->global_flags = false;
        if (t->run >= PLAIN_RUN && c != '*' && c != '+' && c != '?' && c != '{' && c != ')' && c != '|')
            emit_callout(t, 0);
        size_t out0 = t->out.len;
        size_t depth0 = t->depth;
        switch (c) {
        case '\\':
            ok = tr_escape(t);
            break;
        case '[':
            ok = tr_set(t);
            t->last = L_ITEM;
            break;
        case '(':
            ok = tr_group(t);
            break;
        case ')':
            if (t->depth == 0) return tr_err(t, t->i, "unbalanced parenthesis");
            t->depth--;
            t->verbose = t->stack[t->depth].verbose;
            t->icase = t->stack[t->depth].icase;
            sb_addc(&t->out, ')');
            t->i++;
            t->last = L_ITEM;
            /* Whichever branch ran, the run goes on after the group. */
            if (t->stack[t->depth].run_max > t->run) t->run = t->stack[t->depth].run_max;
            break;
        case '|': {
            sb_addc(&t->out, '|');
            t->i++;
            t->last = L_NONE;
            if (t->depth == 0) t->top_alt = true;
            int *m = t->depth ? &t->stack[t->depth - 1].run_max : &t->top_run_max;
            if (t->run > *m) *m = t->run;
            break;
        }
        case '^': case '$':
            sb_addc(&t->out, c);
            t->i++;
            t->last = L_AT;
            break;
        case '*': case '+': case '?': {
            size_t here = t->i++;
            char q[2] = {c, 0};
            ok = tr_repeat(t, here, q);
            break;
        }
        case '{':
            ok = tr_brace(t);
            break;
        default: {
            size_t at = t->i;
            uint32_t cp = utf8_decode(p, &at);
            if (c == '#' || c == ' ' || cp < 0x20 || (ascii_fold(t) && is_letter(cp)) ||
                (unicode_fold(t) && is_i_letter(cp))) {
                emit_cp(t, cp);
            } else {
                if (cp > 127) t->non_ascii = true;
                sb_add(&t->out, p + t->i, at - t->i);
            }
            t->i = at;
            t->last = L_ITEM;
            break;
        }
        }
        if (!ok) return false;
        if (t->out.len > out0) note_token(t, c, out0);
        if (t->depth == 0 && !t->global_flags) t->top_started = true;
        /* After the token: where a callout goes (emit_callout()). */
        bool repeat = t->last == L_REPEAT && (c == '*' || c == '+' || c == '?' || c == '{');
        if (t->depth > depth0 && t->out.len > out0 && drop_callout_before(t, out0)) out0 -= 4;
        if (t->out.len > out0 && !repeat) {
            t->item_single = t->last == L_ITEM && c != ')' && c != '(';
            t->item_at = out0;
            t->item_k = c == '[' ? set_weight(t->out.len - out0) : 0;
            if (t->item_k) {
                char k[16];
                insert_callout(t, k, snprintf(k, sizeof k, "(?C%d)", t->item_k));
                t->run = 0;
            }
        }
        if (t->depth > depth0 || c == '|') emit_callout(t, 0);
        else if (repeat) emit_callout(t, t->item_k);
        else if (t->out.len > out0) t->run += item_weight(c);
    }
    if (t->depth > 0) return tr_err(t, t->stack[t->depth - 1].pos, "missing ), unterminated subpattern");
    for (int k = 0; k < t->nfwd; k++)
        if (t->fwd[k].group > t->ngroups) return tr_err(t, t->fwd[k].at, "invalid group reference %d", t->fwd[k].group);
    return !t->out.failed;
}

/* ---- compiling ----------------------------------------------------------- */

/* Where a (*SKIP) may go in the ASCII variant, in sp[0] (-1: nowhere),
 * with the spans of the repeated item C (sp[1..2]) and of the item N after
 * it (sp[3..4]), for a pattern that starts with C+ or C* (alone or as the
 * whole of a plain group) followed by an item N that is not repeated.
 *
 * Why: a search that fails at position p, where C's run from p ends at q,
 * would fail again at every start from p+1 to q-1: the run from there also
 * ends at q (it is maximal), a shorter run leaves N facing a character of
 * C, and once N has matched at q, the rest of the pattern sees the same
 * text and the same position whatever the start. So the next try may
 * start at q, which is what (*SKIP) after the run does. That needs: N and
 * C share no character (checked over the 128 ASCII characters on the
 * compiled items, which is why only the ASCII variant has it), no
 * alternative at the top level (backtracking onto the (*SKIP) would skip
 * it), and nothing that reads a capture (a back reference or a
 * conditional group, whose captured run would differ). Python has no \G,
 * \K or recursion, which would read the start. Findall over text where C
 * runs are long (words before an '@') goes from quadratic in the length
 * of the runs to linear. */
static void skip_point(const Tr *t, int64_t sp[5]) {
    sp[0] = -1;
    if (t->top_alt || t->out.failed) return;
    for (size_t k = 0; k + 1 < t->out.len; k++)
        if ((t->out.p[k] == '\\' && t->out.p[k + 1] == 'g') ||
            (k + 2 < t->out.len && memcmp(t->out.p + k, "(?(", 3) == 0))
            return;
    int c = 0;
    if (t->ntok >= 1 && t->tok[0].kind == TK_OPEN) c = 1;
    int r = c + 1, n = c == 0 ? 2 : 4;
    if (t->ntok <= n || t->tok[c].kind != TK_ITEM || t->tok[r].kind != TK_REPEAT || t->tok[n].kind != TK_ITEM) return;
    if (c == 1 && t->tok[3].kind != TK_CLOSE) return;
    if (t->ntok > n + 1 && t->tok[n + 1].kind == TK_REPEAT) return;
    if (t->tok[r].b - t->tok[r].a != 1) return;
    char q = t->out.p[t->tok[r].a];
    if (q != '+' && q != '*') return;
    sp[0] = (int64_t)t->tok[n - 1].b;
    sp[1] = (int64_t)t->tok[c].a;
    sp[2] = (int64_t)t->tok[c].b;
    sp[3] = (int64_t)t->tok[n].a;
    sp[4] = (int64_t)t->tok[n].b;
}

static Value pattern_new(VM *vm, Tuple *state, Value patv, int64_t flags) {
    Str *pat = AS_STR(patv);
    if (!rt_charge(vm, (int64_t)pat->blen)) return VEXC;
    if (flags & F_LOCALE) return exc_raise(vm, EXC_ValueError, "cannot use LOCALE flag with a str pattern");
    if ((flags & F_ASCII) && (flags & F_UNICODE))
        return exc_raise(vm, EXC_ValueError, "ASCII and UNICODE flags are incompatible");
    Tr t;
    memset(&t, 0, sizeof t);
    t.vm = vm;
    t.state = state;
    t.patv = patv;
    t.p = pat->data;
    t.n = pat->blen;
    t.flags = flags;
    t.verbose = (flags & F_VERBOSE) != 0;
    t.icase = (flags & F_IGNORECASE) != 0;
    t.names = dict_new(vm);
    if (!t.names) return VEXC;
    gc_push(vm, v_obj(t.names));
    t.groupnames = list_new(vm, 0);
    if (!t.groupnames) {
        gc_pop(vm, 1);
        return VEXC;
    }
    gc_push(vm, v_obj(t.groupnames));
    if (list_append(vm, t.groupnames, VNONE) < 0) {
        gc_pop(vm, 2);
        return VEXC;
    }
    sb_init(&t.out, vm);
    Value result = VEXC;
    pcre2_general_context *gc = NULL;
    pcre2_compile_context *cc = NULL;
    pcre2_code *code = NULL;
    bool ok = translate(&t);
    mem_free(vm, t.stack, t.cap * sizeof(GroupFrame));
    if (!ok) goto done;
    flags = t.flags;
    if ((flags & F_ASCII) && (flags & F_UNICODE)) {
        exc_raise(vm, EXC_ValueError, "ASCII and UNICODE flags are incompatible");
        goto done;
    }
    if (!(flags & F_ASCII)) flags |= F_UNICODE;
    gc = pcre2_general_context_create(px_malloc, px_free, vm);
    cc = gc ? pcre2_compile_context_create(gc) : NULL;
    if (!cc) {
        if (!vm->halt) rt_halt(vm, HALT_MEMORY);
        goto done;
    }
    pcre2_set_newline(cc, PCRE2_NEWLINE_LF);
    /* In multiline mode Python's ^ matches after every newline, one that
     * ends the subject too (PCRE2's own ^ does not match there). */
    uint32_t opts = PCRE2_UTF | PCRE2_NO_UTF_CHECK | PCRE2_ALT_CIRCUMFLEX;
    if (!(flags & F_ASCII)) opts |= PCRE2_UCP;
    if ((flags & F_IGNORECASE) && !(flags & F_ASCII)) opts |= PCRE2_CASELESS;
    if (flags & F_MULTILINE) opts |= PCRE2_MULTILINE;
    if (flags & F_DOTALL) opts |= PCRE2_DOTALL;
    int err = 0;
    PCRE2_SIZE erroff = 0;
    const char *src = t.out.p ? t.out.p : "";
    /* PCRE2 10.42's start-of-match optimisations miss matches of a
     * pattern that opens with a lookahead followed by an optional item:
     * (?=a)x?a finds no match in 'a'. A pattern with a lookahead anywhere
     * goes without them (only slower: every start is tried). */
    if (memmem(src, t.out.len, "(?=", 3)) opts |= PCRE2_NO_START_OPTIMIZE;
    code = pcre2_compile((PCRE2_SPTR)src, t.out.len, opts, &err, &erroff, cc);
    if (!code) {
        if (vm->halt) goto done;
        if (err == PCRE2_ERROR_NOMEMORY) {
            rt_halt(vm, HALT_MEMORY);
            goto done;
        }
        if (err == 125) {   /* lookbehind assertion is not fixed length */
            raise_error(vm, state, VNONE, -1, "look-behind requires fixed-width pattern");
            goto done;
        }
        PCRE2_UCHAR msg[256];
        pcre2_get_error_message(err, msg, sizeof msg);
        raise_error(vm, state, VNONE, -1, "%s", (const char *)msg);
        goto done;
    }
    uint32_t capcount = 0;
    size_t size = 0;
    pcre2_pattern_info(code, PCRE2_INFO_CAPTURECOUNT, &capcount);
    pcre2_pattern_info(code, PCRE2_INFO_SIZE, &size);
    Value codev = bytes_new(vm, (const char *)code, size);
    if (IS_EXC(codev)) goto done;
    gc_push(vm, codev);
    /* The ASCII variant is compiled when a search first meets an ASCII
     * subject (ascii_code()); until then the slot holds what it needs. */
    Value asciiv = VNONE;
    bool ascii_text = !t.non_ascii;
    for (size_t k = 0; ascii_text && k < t.out.len; k++) {
        /* The dotless and dotted I that unicode_fold() added to a set (a
         * pattern's own non-ASCII characters set non_ascii). */
        if (k + 4 <= t.out.len && memcmp(t.out.p + k, DOTLESS_AND_DOTTED_I, 4) == 0) {
            k += 3;
            continue;
        }
        ascii_text = (unsigned char)t.out.p[k] < 0x80;
    }
    if (ascii_text) {
        int64_t sp[5] = {-1, 0, 0, 0, 0};
        skip_point(&t, sp);
        Value srcv = bytes_new(vm, src, t.out.len);
        if (IS_EXC(srcv)) {
            gc_pop(vm, 1);
            goto done;
        }
        gc_push(vm, srcv);
        Value pv[A__COUNT] = {srcv, v_int(opts & ~(uint32_t)(PCRE2_UCP | PCRE2_UTF | PCRE2_NO_UTF_CHECK)),
                              v_int(sp[0]), v_int(sp[1]), v_int(sp[2]), v_int(sp[3]), v_int(sp[4])};
        asciiv = tuple_pack(vm, A__COUNT, pv);
        gc_pop(vm, 1);
        if (IS_EXC(asciiv)) {
            gc_pop(vm, 1);
            goto done;
        }
    }
    gc_push(vm, asciiv);
    Tuple *names = tuple_new(vm, t.groupnames->len);
    Dict *gi = names ? dict_new(vm) : NULL;
    Tuple *pt = gi ? tuple_new(vm, P__COUNT) : NULL;
    if (!pt) {
        gc_pop(vm, 2);
        goto done;
    }
    for (size_t k = 0; k < t.groupnames->len; k++) {
        names->items[k] = t.groupnames->items[k];
        if (IS_STR(names->items[k]) && dict_set(vm, gi, names->items[k], v_int((int64_t)k)) < 0) {
            gc_pop(vm, 2);
            goto done;
        }
    }
    pt->items[P_PATTERN] = patv;
    pt->items[P_FLAGS] = v_int(flags);
    pt->items[P_CODE] = codev;
    pt->items[P_GROUPS] = v_int((int64_t)capcount);
    pt->items[P_GROUPINDEX] = v_obj(gi);
    pt->items[P_NAMES] = v_obj(names);
    pt->items[P_STATE] = v_obj(state);
    pt->items[P_CODE_ASCII] = asciiv;
    result = new_hidden(vm, AS_TYPE(state->items[S_PATTERN_T]), pt);
    gc_pop(vm, 2);
done:
    if (code) pcre2_code_free(code);
    if (cc) pcre2_compile_context_free(cc);
    if (gc) pcre2_general_context_free(gc);
    sb_free(&t.out);
    gc_pop(vm, 2);
    return result;
}

/* re.compile's work: a Pattern from a pattern (or Pattern) and flags,
 * through the per-VM cache of the last CACHE_MAX patterns. */
static Value compile_cached(VM *vm, Tuple *state, Value pattern, Value flagsv) {
    int64_t flags = 0;
    if (!int_arg(vm, flagsv, 0, true, &flags)) return VEXC;
    if (pattern_of(pattern)) {
        if (flags) return exc_raise(vm, EXC_ValueError, "cannot process flags argument with a compiled pattern");
        return pattern;
    }
    Value pv = pattern;
    if (IS_INSTANCE(pv) && IS_STR(AS_INSTANCE(pv)->builtin_value)) pv = AS_INSTANCE(pv)->builtin_value;
    if (!IS_STR(pv)) {
        if (bytes_unwrap(pv))
            return exc_raise(vm, EXC_TypeError, "bytes patterns are not supported in smolvm: decode the pattern and the text to str");
        return exc_raise(vm, EXC_TypeError, "first argument must be string or compiled pattern");
    }
    Dict *cache = AS_DICT(state->items[S_CACHE]);
    /* An exact str without flags is its own key: no tuple to build and
     * hash on every call of a module-level function. As in CPython, a str
     * subclass's pattern is kept apart from the str's. */
    Value key = pv;
    if (flags || !IS_STR(pattern)) {
        Value kv[3] = {pv, v_int(flags), IS_STR(pattern) ? VNONE : v_obj(type_of(vm, pattern))};
        key = tuple_pack(vm, 3, kv);
        if (IS_EXC(key)) return key;
    }
    gc_push(vm, key);
    Value hit = dict_get(vm, cache, key);
    if (!IS_EMPTY(hit)) {
        gc_pop(vm, 1);
        return hit;
    }
    Value p = pattern_new(vm, state, pv, flags);
    if (IS_EXC(p)) {
        gc_pop(vm, 1);
        return p;
    }
    gc_push(vm, p);
    if (cache->used >= CACHE_MAX) {
        size_t pos = 0;
        Value k0, v0;
        if (dict_next(cache, &pos, &k0, &v0)) dict_del(vm, cache, k0);
    }
    int rc = dict_set(vm, cache, key, p);
    gc_pop(vm, 2);
    return rc < 0 ? VEXC : p;
}

/* ---- matching ------------------------------------------------------------ */

/* A search's PCRE2 objects. A match context, match data and PCRE2's
 * backtracking frames would take four allocations (and frees) per search,
 * more than a short search itself costs: they are carved instead from a
 * workspace the module keeps, a bytes object of WORK_SIZE bytes, accounted
 * as any object and never seen by Python code. Only what PCRE2 keeps there
 * for the search lives there, and it is made afresh by each rx_open(): no
 * pointer in it outlives the search (a copy of the VM copies dead bytes).
 * A search that starts while another holds the workspace (a sub() repl or
 * an __index__ that searches again) allocates as before; so does whatever
 * does not fit, such as frames grown by deep backtracking. */
#define WORK_SIZE (24 * 1024)
#define ZONE_MAX (4 * 1024 * 1024)

typedef struct Rx {
    VM *vm;
    pcre2_general_context *gc;
    pcre2_match_context *mc;
    pcre2_match_data *md;
    const pcre2_code *code;
    PCRE2_SIZE *ov;
    int rc;
    uint64_t *busy;     /* the workspace's flag, when this search holds it */
    char *arena;        /* the rest of the workspace */
    size_t used, cap;
    uint64_t *zbusy;    /* the frames zone's flag, when this search holds it */
    char *zone;         /* the rest of the frames zone */
    size_t zused, zcap;
    size_t past;        /* bytes asked for past the workspace */
    Tuple *state;
    size_t at;          /* the position of the last callout (rx_callout) */
    uint64_t work;      /* work not charged yet, in characters */
} Rx;

static void *rx_malloc(PCRE2_SIZE n, void *ud) {
    Rx *rx = ud;
    size_t a = (n + 15) & ~(size_t)15;
    if (a < n) return NULL;
    if (rx->arena && rx->cap - rx->used >= a) {
        void *p = rx->arena + rx->used;
        rx->used += a;
        return p;
    }
    /* Past the workspace PCRE2 mostly asks for backtracking frames,
     * doubling them as a search nests deeper, and copies every frame it
     * pushes: that work is charged by the size asked for, which the steps
     * charged by rx_exec() leave out when the search ends within its first
     * match limit. The frames come from the frames zone, a second
     * workspace of the module's as large as the most that one search
     * asked for (up to ZONE_MAX): a pattern that nests deep searched again
     * and again (fullmatch('(x)+') in a loop) then allocates nothing and
     * faults in no fresh memory, and is charged a unit per 64 bytes for
     * the copying. Whatever does not fit is allocated, a unit per 16
     * bytes. NULL ends the search (PCRE2_ERROR_NOMEMORY) with the VM
     * halted. */
    rx->past += a;
    if (rx->zone && rx->zcap - rx->zused >= a) {
        if (!rt_charge(rx->vm, (int64_t)(n / 64))) return NULL;
        void *p = rx->zone + rx->zused;
        rx->zused += a;
        return p;
    }
    if (!rt_charge(rx->vm, (int64_t)(n / 16))) return NULL;
    return px_malloc(n, rx->vm);
}

static bool in_block(const void *q, const char *base, size_t cap) {
    return base && (const char *)q >= base && (const char *)q < base + cap;
}

static void rx_free(void *q, void *ud) {
    Rx *rx = ud;
    if (in_block(q, rx->arena, rx->cap) || in_block(q, rx->zone, rx->zcap)) return;
    px_free(q, rx->vm);
}

static void rx_close(Rx *rx) {
    if (rx->md) pcre2_match_data_free(rx->md);
    if (rx->mc) pcre2_match_context_free(rx->mc);
    if (rx->gc) pcre2_general_context_free(rx->gc);
    rx->md = NULL;
    rx->mc = NULL;
    rx->gc = NULL;
    if (rx->busy) *rx->busy = 0;
    rx->busy = NULL;
    rx->arena = NULL;
    if (rx->zbusy) *rx->zbusy = 0;
    rx->zbusy = NULL;
    rx->zone = NULL;
    /* The next search grows the zone to what this one asked for (growing
     * it here would allocate where the callers hold raw pointers). */
    if (rx->state && rx->past > rx->zcap && rx->past <= ZONE_MAX && IS_INT(rx->state->items[S_FRAMES_WANT]) &&
        (int64_t)rx->past > AS_INT(rx->state->items[S_FRAMES_WANT]))
        rx->state->items[S_FRAMES_WANT] = v_int((int64_t)rx->past);
    rx->state = NULL;
}

/* A zeroed bytes object of n bytes, for a workspace. */
static Value new_zone(VM *vm, size_t n) {
    char *zero = mem_alloc(vm, n);
    if (!zero) return VEXC;
    memset(zero, 0, n);
    Value w = bytes_new(vm, zero, n);
    mem_free(vm, zero, n);
    return w;
}

/* The busy flag of a workspace (a bytes object), at its 16-aligned start:
 * NULL when `w` is none. */
static uint64_t *zone_flag(Value w) {
    if (!IS_KIND(w, OK_BYTES)) return NULL;
    Bytes *b = (Bytes *)AS_OBJ(w);
    return (uint64_t *)(void *)(((uintptr_t)b->buf + 15) & ~(uintptr_t)15);
}

/* A workspace of `size` bytes for this search, if no other holds it: the
 * rest after its flag is handed out. NULL when it is held or not of that
 * size. */
static char *take_zone(Value w, size_t size, uint64_t **busy, size_t *cap) {
    uint64_t *flag = zone_flag(w);
    if (!flag || ((Bytes *)AS_OBJ(w))->len != size || *flag) return NULL;
    char *base = (char *)flag;
    *flag = 1;
    *busy = flag;
    *cap = size - 32;
    return base + 16;
}

/* Take the module's workspace and frames zone for this search if no other
 * holds them, growing the zone first to what a search asked for. */
static bool rx_take_work(VM *vm, Tuple *state, Rx *rx) {
    if (IS_NONE(state->items[S_WORK])) {
        Value w = new_zone(vm, WORK_SIZE);
        if (IS_EXC(w)) return false;
        state->items[S_WORK] = w;
    }
    rx->state = state;
    rx->arena = take_zone(state->items[S_WORK], WORK_SIZE, &rx->busy, &rx->cap);
    rx->used = 0;
    Value z = state->items[S_FRAMES];
    int64_t want = IS_INT(state->items[S_FRAMES_WANT]) ? AS_INT(state->items[S_FRAMES_WANT]) : 0;
    size_t have = IS_KIND(z, OK_BYTES) ? ((Bytes *)AS_OBJ(z))->len : 0;
    /* Not while another search holds the old zone, nor when it would take
     * more than a quarter of the memory left (the frames are then
     * allocated as before, for the search only). */
    if (want > 0 && (size_t)want + 32 > have && !(zone_flag(z) && *zone_flag(z)) &&
        (size_t)want + 32 <= mem_room_left(vm) / 4) {
        Value nz = new_zone(vm, (size_t)want + 32);
        if (IS_EXC(nz)) return false;
        state->items[S_FRAMES] = z = nz;
        have = (size_t)want + 32;
    }
    if (have) rx->zone = take_zone(z, have, &rx->zbusy, &rx->zcap);
    rx->zused = 0;
    return true;
}

/* Which ASCII characters the one-character item it[0..n) matches, under
 * the options `opts`: 0, or -1 with the VM halted. Only characters with
 * only[c] set are tried; an item that does not compile matches all. */
static int item_members(VM *vm, pcre2_compile_context *cc, pcre2_general_context *gc, const char *it, size_t n,
                        uint32_t opts, const bool *only, bool out[128]) {
    char buf[256];
    for (int c = 0; c < 128; c++) out[c] = only[c];
    if (n + 4 > sizeof buf) return 0;
    memcpy(buf, "(?:", 3);
    memcpy(buf + 3, it, n);
    buf[n + 3] = ')';
    int err = 0;
    PCRE2_SIZE erroff = 0;
    pcre2_code *code = pcre2_compile((PCRE2_SPTR)buf, n + 4, opts | PCRE2_ANCHORED, &err, &erroff, cc);
    if (!code) return vm->halt || err == PCRE2_ERROR_NOMEMORY ? -1 : 0;
    pcre2_match_data *md = pcre2_match_data_create_from_pattern(code, gc);
    int rc = 0;
    if (!md || !rt_charge(vm, 128)) {
        rc = -1;
    } else {
        for (int c = 0; c < 128; c++) {
            if (!only[c]) continue;
            char ch = (char)c;
            int m = pcre2_match(code, (PCRE2_SPTR)&ch, 1, 0, 0, md, NULL);
            if (m == PCRE2_ERROR_NOMATCH) out[c] = false;
            else if (m < 0 && m != PCRE2_ERROR_NOMATCH && (vm->halt || m == PCRE2_ERROR_NOMEMORY)) rc = -1;
        }
    }
    if (md) pcre2_match_data_free(md);
    pcre2_code_free(code);
    if (rc < 0 && !vm->halt) rt_halt(vm, HALT_MEMORY);
    return rc;
}

/* Compile the ASCII variant of a pattern on its first use (see
 * skip_point()). false with the VM halted when memory ran out. */
static bool ascii_compile(VM *vm, Tuple *pt) {
    Tuple *a = AS_TUPLE(pt->items[P_CODE_ASCII]);
    Bytes *src = (Bytes *)AS_OBJ(a->items[A_SRC]);
    uint32_t opts = (uint32_t)AS_INT(a->items[A_OPTS]);
    int64_t skip = AS_INT(a->items[A_SKIP]);
    pcre2_general_context *gc = pcre2_general_context_create(px_malloc, px_free, vm);
    pcre2_compile_context *cc = gc ? pcre2_compile_context_create(gc) : NULL;
    char *text = NULL;
    size_t tlen = src->len + 7;
    bool ok = false;
    if (!cc) goto done;
    pcre2_set_newline(cc, PCRE2_NEWLINE_LF);
    if (skip >= 0) {
        bool all[128], in_n[128], both[128];
        for (int c = 0; c < 128; c++) all[c] = true;
        const char *s = (const char *)src->buf;
        int64_t ca = AS_INT(a->items[A_CA]), cb = AS_INT(a->items[A_CB]);
        int64_t na = AS_INT(a->items[A_NA]), nb = AS_INT(a->items[A_NB]);
        if (item_members(vm, cc, gc, s + na, (size_t)(nb - na), opts, all, in_n) < 0 ||
            item_members(vm, cc, gc, s + ca, (size_t)(cb - ca), opts, in_n, both) < 0)
            goto done;
        for (int c = 0; c < 128 && skip >= 0; c++)
            if (both[c]) skip = -1;
    }
    if (skip >= 0) {
        text = mem_alloc(vm, tlen);
        if (!text) goto done;
        memcpy(text, src->buf, (size_t)skip);
        memcpy(text + skip, "(*SKIP)", 7);
        memcpy(text + skip + 7, src->buf + skip, src->len - (size_t)skip);
    }
    int err = 0;
    PCRE2_SIZE erroff = 0;
    pcre2_code *code = pcre2_compile(text ? (PCRE2_SPTR)text : (PCRE2_SPTR)src->buf, text ? tlen : src->len, opts,
                                     &err, &erroff, cc);
    Value codev = VNONE;
    if (code) {
        size_t size = 0;
        pcre2_pattern_info(code, PCRE2_INFO_SIZE, &size);
        codev = bytes_new(vm, (const char *)code, size);
        pcre2_code_free(code);
        if (IS_EXC(codev)) goto done;
    } else if (vm->halt || err == PCRE2_ERROR_NOMEMORY) {
        goto done;
    }
    pt->items[P_CODE_ASCII] = codev;
    ok = true;
done:
    if (text) mem_free(vm, text, tlen);
    if (cc) pcre2_compile_context_free(cc);
    if (gc) pcre2_general_context_free(gc);
    if (!ok && !vm->halt) rt_halt(vm, HALT_MEMORY);
    return ok;
}

static int rx_callout(pcre2_callout_block *cb, void *ud);

static bool rx_open(VM *vm, Tuple *pt, Rx *rx, const Str *subject) {
    memset(rx, 0, sizeof *rx);
    rx->vm = vm;
    bool ascii = subject->blen == subject->clen && !IS_NONE(pt->items[P_CODE_ASCII]);
    if (ascii && IS_TUPLE(pt->items[P_CODE_ASCII]) && !ascii_compile(vm, pt)) return false;
    ascii = ascii && IS_KIND(pt->items[P_CODE_ASCII], OK_BYTES);
    Bytes *cb = (Bytes *)AS_OBJ(pt->items[ascii ? P_CODE_ASCII : P_CODE]);
    rx->code = (const pcre2_code *)(const void *)cb->buf;
    if (!rx_take_work(vm, AS_TUPLE(pt->items[P_STATE]), rx)) {
        if (!vm->halt) rt_halt(vm, HALT_MEMORY);
        return false;
    }
    rx->gc = pcre2_general_context_create(rx_malloc, rx_free, rx);
    rx->mc = rx->gc ? pcre2_match_context_create(rx->gc) : NULL;
    if (rx->mc) pcre2_set_callout(rx->mc, rx_callout, rx);
    rx->md = rx->mc ? pcre2_match_data_create_from_pattern(rx->code, rx->gc) : NULL;
    if (!rx->md) {
        rx_close(rx);
        if (!vm->halt) rt_halt(vm, HALT_MEMORY);
        return false;
    }
    rx->ov = pcre2_get_ovector_pointer(rx->md);
    return true;
}

/* One PCRE2 match() step (the unit of its match limit) costs about as
 * much time as three VM instructions: that is what a step is charged. */
#define STEP_COST 3

/* A call of pcre2_match() costs about as much time as 16 VM instructions
 * before it takes a step (the match limits set, PCRE2's frames and match
 * data readied, the start of the subject examined): each search is charged
 * that, so that a findall, split or sub of many short matches is not
 * charged one unit a match for 150 ns of work. */
#define SEARCH_COST 16

/* PCRE2 calls this at the callouts the translator put in the pattern (see
 * emit_callout()). Its match limit counts only some of a search's work:
 * it restarts at every start position, so tries at many positions that
 * each stay within it are not counted (a lookahead tried at every start,
 * \w+\d backing off across a long word from every start), nor are scans
 * of a repeat of one character. The callouts charge that work instead, in
 * characters: CALLOUT_CHARS for each callout, the distance the position
 * moved since the last one (a scan, or a new try going back to its start
 * after a long one), and what a string callout announces; UNIT_CHARS
 * characters make one unit of the budget. Charging also checks the
 * deadline; a stop ends the search. */
#define CALLOUT_CHARS 16
#define UNIT_CHARS 8
#define CHARGE_BATCH (64 * UNIT_CHARS)

/* The units of callout work not charged yet, taken from rx->work. */
static int64_t callout_work(Rx *rx) {
    int64_t units = (int64_t)(rx->work / UNIT_CHARS);
    rx->work %= UNIT_CHARS;
    return units;
}

static uint64_t announced(const pcre2_callout_block *cb) {
    const char *s = (const char *)cb->callout_string;
    uint64_t n = 0;
    for (size_t k = 1; k < cb->callout_string_length && n < UINT32_MAX; k++) n = n * 10 + (uint64_t)(s[k] - '0');
    if (s[0] == 'm') return n;
    /* "rN": the length of group N as it stands. */
    if (n >= cb->capture_top || cb->offset_vector[2 * n] == PCRE2_UNSET) return 0;
    return cb->offset_vector[2 * n + 1] - cb->offset_vector[2 * n];
}

static int rx_callout(pcre2_callout_block *cb, void *ud) {
    Rx *rx = ud;
    size_t pos = cb->current_position;
    uint64_t w = CALLOUT_CHARS + (pos > rx->at ? pos - rx->at : 0);
    if (cb->callout_number > 1) w *= cb->callout_number;
    rx->at = pos;
    if (cb->callout_string_length) w += announced(cb);
    rx->work += w;
    if (rx->work < CHARGE_BATCH) return 0;
    return rt_charge(rx->vm, callout_work(rx)) ? 0 : PCRE2_ERROR_CALLOUT;
}

/* One search of s[0..len) from byte `start`: 1 found, 0 not, -1 error. */
static int rx_exec(Rx *rx, const char *s, size_t len, size_t start, uint32_t opts) {
    VM *vm = rx->vm;
    uint64_t limit = 1000 + 2 * (uint64_t)(len - start);
    double deadline = vm->limits.deadline_seconds;
    int rc;
    for (;;) {
        int64_t remaining = (vm->budget_left + (vm->fuel > 0 ? vm->fuel : 0)) / STEP_COST;
        uint64_t lim = limit;
        if (remaining >= 0 && lim > (uint64_t)remaining + 1) lim = (uint64_t)remaining + 1;
        if (lim > UINT32_MAX) lim = UINT32_MAX;
        pcre2_set_match_limit(rx->mc, (uint32_t)lim);
        pcre2_set_depth_limit(rx->mc, (uint32_t)lim);
        double t0 = deadline > 0 ? rt_now(vm) : 0;
        rx->at = start;
        rc = pcre2_match(rx->code, (PCRE2_SPTR)s, len, start, opts | PCRE2_NO_UTF_CHECK, rx->md, rx->mc);
        if (rc != PCRE2_ERROR_MATCHLIMIT && rc != PCRE2_ERROR_DEPTHLIMIT) break;
        /* The work done is charged; the budget or the deadline ends a
         * runaway backtracking search here. */
        if (!rt_charge(vm, (int64_t)lim * STEP_COST)) return -1;
        if (lim == UINT32_MAX) {
            exc_raise(vm, EXC_RecursionError, "maximum regular expression backtracking exceeded");
            return -1;
        }
        limit = lim * 4;
        if (deadline > 0) {
            /* A search cannot be interrupted: the next, longer try gets no
             * more steps than the time left allows at the rate this one
             * ran, and none at all when that time is gone. */
            double now = rt_now(vm), left = deadline - (now - vm->run_start);
            double rate = (double)lim / (now - t0 > 1e-6 ? now - t0 : 1e-6);
            if (left <= 0) {
                rt_halt(vm, HALT_DEADLINE);
                return -1;
            }
            if ((double)limit > left * rate) limit = (uint64_t)(left * rate) + 1;
        }
    }
    if (rc >= 0) {
        rx->rc = rc;
        size_t scanned = rx->ov[1] > start ? rx->ov[1] - start : 0;
        return rt_charge(vm, (int64_t)(scanned / 4) + SEARCH_COST + callout_work(rx)) ? 1 : -1;
    }
    if (rc == PCRE2_ERROR_NOMATCH)
        return rt_charge(vm, (int64_t)((len - start) / 4) + SEARCH_COST + callout_work(rx)) ? 0 : -1;
    if (vm->halt) return -1;
    if (rc == PCRE2_ERROR_NOMEMORY || rc == PCRE2_ERROR_HEAPLIMIT) {
        rt_halt(vm, HALT_MEMORY);
        return -1;
    }
    PCRE2_UCHAR msg[256];
    pcre2_get_error_message(rc, msg, sizeof msg);
    exc_raise(vm, EXC_RuntimeError, "regular expression engine error: %s", (const char *)msg);
    return -1;
}

/* Byte offset -> code point index, moving from the last answer. */
typedef struct Cursor {
    const char *s;
    bool ascii;
    size_t byte, cp;
} Cursor;

static void cur_init(Cursor *c, Str *s) {
    c->s = s->data;
    c->ascii = (s->h.flags & STR_ASCII) != 0;
    c->byte = 0;
    c->cp = 0;
}

static size_t cur_cp(Cursor *c, size_t byte) {
    if (c->ascii) return byte;
    if (byte >= c->byte) {
        for (size_t i = c->byte; i < byte; i++) c->cp += ((unsigned char)c->s[i] & 0xC0) != 0x80;
    } else {
        for (size_t i = byte; i < c->byte; i++) c->cp -= ((unsigned char)c->s[i] & 0xC0) != 0x80;
    }
    c->byte = byte;
    return c->cp;
}

/* A Match for the last successful rx_exec. */
static Value make_match(VM *vm, Value pat, Tuple *pt, Value string, int64_t pos, int64_t endpos, Rx *rx, Cursor *cur) {
    int64_t g = AS_INT(pt->items[P_GROUPS]);
    Tuple *spans = tuple_new(vm, (size_t)(4 * (g + 1)));
    if (!spans) return VEXC;
    int64_t last = -1, last_end = -1, last_start = -1;
    for (int64_t k = 0; k <= g; k++) {
        PCRE2_SIZE bs = rx->ov[2 * k], be = rx->ov[2 * k + 1];
        if (k >= rx->rc || bs == PCRE2_UNSET) {
            for (int j = 0; j < 4; j++) spans->items[4 * k + j] = v_int(-1);
            continue;
        }
        int64_t cs = (int64_t)cur_cp(cur, bs), ce = (int64_t)cur_cp(cur, be);
        spans->items[4 * k] = v_int(cs);
        spans->items[4 * k + 1] = v_int(ce);
        spans->items[4 * k + 2] = v_int((int64_t)bs);
        spans->items[4 * k + 3] = v_int((int64_t)be);
        /* lastindex: the group that closed last, i.e. the one ending
         * furthest, the outermost among those ending together. */
        if (k > 0 && (ce > last_end || (ce == last_end && cs < last_start))) {
            last = k;
            last_end = ce;
            last_start = cs;
        }
    }
    if (!rt_charge(vm, g + 1)) return VEXC;
    gc_push(vm, v_obj(spans));
    Tuple *mt = tuple_new(vm, M__COUNT);
    gc_pop(vm, 1);
    if (!mt) return VEXC;
    mt->items[M_PATTERN] = pat;
    mt->items[M_STRING] = string;
    mt->items[M_POS] = v_int(pos);
    mt->items[M_ENDPOS] = v_int(endpos);
    mt->items[M_SPANS] = v_obj(spans);
    mt->items[M_LASTINDEX] = last > 0 ? v_int(last) : VNONE;
    Tuple *state = AS_TUPLE(pt->items[P_STATE]);
    return new_hidden(vm, AS_TYPE(state->items[S_MATCH_T]), mt);
}

/* The search window of a string for pos/endpos arguments (code points),
 * clamped as CPython clamps them. */
typedef struct Window {
    Str *s;
    int64_t pos, endpos;        /* code points */
    size_t bpos, bend;          /* bytes */
} Window;

static bool window(VM *vm, Value string, Value posv, Value endv, Window *w) {
    /* pos and endpos first (their __index__ may run any code), as
     * CPython converts them before it looks at the string. */
    int64_t pos, end;
    if (!int_arg(vm, posv, 0, false, &pos) || !int_arg(vm, endv, INT64_MAX, false, &end)) return false;
    w->s = subject_arg(vm, string);
    if (!w->s) return false;
    int64_t len = (int64_t)w->s->clen;
    if (pos < 0) pos = 0;
    if (pos > len) pos = len;
    if (end < 0) end = 0;
    if (end > len) end = len;
    w->pos = pos;
    w->endpos = end;
    return str_offset_charged(vm, w->s, (size_t)pos, &w->bpos) &&
           str_offset_charged(vm, w->s, (size_t)end, &w->bend);
}

static Value do_match(VM *vm, Value pat, Value string, Value posv, Value endv, uint32_t opts) {
    Tuple *pt = pattern_of(pat);
    Window w;
    if (!window(vm, string, posv, endv, &w)) return VEXC;
    if (w.bend < w.bpos) return VNONE;
    Rx rx;
    if (!rx_open(vm, pt, &rx, w.s)) return VEXC;
    int r = rx_exec(&rx, w.s->data, w.bend, w.bpos, opts);
    Value res = r < 0 ? VEXC : VNONE;
    if (r > 0) {
        Cursor cur;
        cur_init(&cur, w.s);
        cur.byte = w.bpos;
        cur.cp = (size_t)w.pos;
        res = make_match(vm, pat, pt, string, w.pos, w.endpos, &rx, &cur);
    }
    rx_close(&rx);
    return res;
}

/* ---- iteration: findall, finditer, split, sub ---------------------------- */

typedef struct Scan {
    Rx rx;
    Str *s;
    size_t bpos, bend;
    bool must_advance;
    bool done;
} Scan;

/* The next match of an iteration: 1, 0 at the end, -1 on error. */
static int scan_next(Scan *sc) {
    if (sc->done || sc->bpos > sc->bend) return 0;
    int r = rx_exec(&sc->rx, sc->s->data, sc->bend, sc->bpos, sc->must_advance ? PCRE2_NOTEMPTY_ATSTART : 0);
    if (r <= 0) {
        sc->done = true;
        return r;
    }
    size_t b = sc->rx.ov[0], e = sc->rx.ov[1];
    sc->must_advance = (e == b);
    sc->bpos = e;
    return 1;
}

static Value group_str(VM *vm, Str *s, Rx *rx, int k, Value unset) {
    if (k >= rx->rc || rx->ov[2 * k] == PCRE2_UNSET) return unset;
    size_t b = rx->ov[2 * k], e = rx->ov[2 * k + 1];
    if (e < b) e = b;
    return str_value(vm, s->data + b, e - b);
}

static Value do_findall(VM *vm, Value pat, Value string, Value posv, Value endv) {
    Tuple *pt = pattern_of(pat);
    Window w;
    if (!window(vm, string, posv, endv, &w)) return VEXC;
    List *out = list_new(vm, 0);
    if (!out) return VEXC;
    if (w.bend < w.bpos) return v_obj(out);
    gc_push(vm, v_obj(out));
    Scan sc = {.s = w.s, .bpos = w.bpos, .bend = w.bend};
    if (!rx_open(vm, pt, &sc.rx, sc.s)) {
        gc_pop(vm, 1);
        return VEXC;
    }
    int64_t g = AS_INT(pt->items[P_GROUPS]);
    Value empty = v_obj(vm->empty_str);
    Value res = v_obj(out);
    int r;
    while ((r = scan_next(&sc)) > 0) {
        Value item;
        if (g == 0) {
            item = group_str(vm, w.s, &sc.rx, 0, empty);
        } else if (g == 1) {
            item = group_str(vm, w.s, &sc.rx, 1, empty);
        } else {
            Tuple *t = tuple_new(vm, (size_t)g);
            if (!t) {
                res = VEXC;
                break;
            }
            gc_push(vm, v_obj(t));
            item = v_obj(t);
            for (int64_t k = 1; k <= g; k++) {
                Value v = group_str(vm, w.s, &sc.rx, (int)k, empty);
                if (IS_EXC(v)) {
                    item = v;
                    break;
                }
                t->items[k - 1] = v;
            }
            gc_pop(vm, 1);
        }
        if (IS_EXC(item) || list_append(vm, out, item) < 0) {
            res = VEXC;
            break;
        }
    }
    if (r < 0) res = VEXC;
    rx_close(&sc.rx);
    gc_pop(vm, 1);
    return res;
}

/* finditer's iterator: src = pattern, aux = string, pos = next byte,
 * end = end byte, step = must_advance, version = code point at `pos`,
 * extra = (pos, endpos) arguments for the Match objects. */
static Value finditer_step(VM *vm, Iter *it) {
    if (it->pos < 0) return VEMPTY;
    Tuple *pt = pattern_of(it->src);
    Str *s = subject_arg(vm, it->aux);
    if (!pt || !s) return VEXC;
    Scan sc = {.s = s, .bpos = (size_t)it->pos, .bend = (size_t)it->end, .must_advance = it->step != 0};
    if (!rx_open(vm, pt, &sc.rx, sc.s)) return VEXC;
    Cursor cur;
    cur_init(&cur, s);
    cur.byte = (size_t)it->pos;
    cur.cp = (size_t)it->version;
    int r = scan_next(&sc);
    Value res;
    if (r < 0) {
        res = VEXC;
    } else if (r == 0) {
        it->pos = -1;
        res = VEMPTY;
    } else {
        res = make_match(vm, it->src, pt, it->aux, AS_INT(it->extra[0]), AS_INT(it->extra[1]), &sc.rx, &cur);
        it->pos = (int64_t)sc.bpos;
        it->step = sc.must_advance;
        it->version = (uint64_t)cur_cp(&cur, sc.bpos);
    }
    rx_close(&sc.rx);
    return res;
}

static Value do_finditer(VM *vm, Value pat, Value string, Value posv, Value endv) {
    Window w;
    if (!window(vm, string, posv, endv, &w)) return VEXC;
    Iter *it = iter_new(vm, IT_NATIVE, pat);
    if (!it) return VEXC;
    it->step_fn = finditer_step;
    it->aux = string;
    it->pos = w.bend < w.bpos ? -1 : (int64_t)w.bpos;
    it->end = (int64_t)w.bend;
    it->step = 0;
    it->version = (uint64_t)w.pos;
    it->extra[0] = v_int(w.pos);
    it->extra[1] = v_int(w.endpos);
    return v_obj(it);
}

static Value do_split(VM *vm, Value pat, Value string, Value maxv) {
    Tuple *pt = pattern_of(pat);
    int64_t maxsplit;
    if (!int_arg(vm, maxv, 0, false, &maxsplit)) return VEXC;
    Str *s = subject_arg(vm, string);
    if (!s) return VEXC;
    List *out = list_new(vm, 0);
    if (!out) return VEXC;
    gc_push(vm, v_obj(out));
    if (maxsplit < 0) {
        int rc = list_append(vm, out, string);
        gc_pop(vm, 1);
        return rc < 0 ? VEXC : v_obj(out);
    }
    Scan sc = {.s = s, .bpos = 0, .bend = s->blen};
    if (!rx_open(vm, pt, &sc.rx, sc.s)) {
        gc_pop(vm, 1);
        return VEXC;
    }
    int64_t g = AS_INT(pt->items[P_GROUPS]), n = 0;
    size_t last = 0;
    Value res = v_obj(out);
    int r = 0;
    while (!maxsplit || n < maxsplit) {
        r = scan_next(&sc);
        if (r <= 0) break;
        Value piece = str_value(vm, s->data + last, sc.rx.ov[0] - last);
        if (IS_EXC(piece) || list_append(vm, out, piece) < 0) {
            r = -1;
            break;
        }
        for (int64_t k = 1; k <= g && r > 0; k++) {
            Value v = group_str(vm, s, &sc.rx, (int)k, VNONE);
            if (IS_EXC(v) || list_append(vm, out, v) < 0) r = -1;
        }
        if (r < 0) break;
        n++;
        last = sc.rx.ov[1];
    }
    if (r >= 0) {
        Value piece = str_value(vm, s->data + last, s->blen - last);
        if (IS_EXC(piece) || list_append(vm, out, piece) < 0) r = -1;
    }
    if (r < 0) res = VEXC;
    rx_close(&sc.rx);
    gc_pop(vm, 1);
    return res;
}

/* ---- replacement templates ---------------------------------------------- */

/* A parsed template: literal text, and group references at offsets. */
typedef struct TplRef {
    size_t at;          /* offset in the literal text where the group goes */
    int group;
} TplRef;

typedef struct Template {
    StrBuf text;
    TplRef *refs;
    size_t nrefs, cap;
} Template;

static void tpl_free(Template *tp) {
    sb_free(&tp->text);
    mem_free(tp->text.vm, tp->refs, tp->cap * sizeof(TplRef));
}

static bool tpl_err(VM *vm, Tuple *state, Value tplv, Str *tpl, size_t bytepos, const char *fmt, const char *arg) {
    char msg[300];
    snprintf(msg, sizeof msg, fmt, arg);
    raise_error(vm, state, tplv, (int64_t)cp_of(tpl->data, bytepos), "%s", msg);
    return false;
}

static bool tpl_addref(Template *tp, int g) {
    if (tp->nrefs == tp->cap) {
        size_t nc = tp->cap ? tp->cap * 2 : 8;
        TplRef *r = mem_realloc(tp->text.vm, tp->refs, tp->cap * sizeof(TplRef), nc * sizeof(TplRef));
        if (!r) return false;
        tp->refs = r;
        tp->cap = nc;
    }
    tp->refs[tp->nrefs].at = tp->text.len;
    tp->refs[tp->nrefs].group = g;
    tp->nrefs++;
    return true;
}

/* CPython's parse_template over a str template. */
static bool tpl_parse(VM *vm, Tuple *pt, Value tplv, Template *tp) {
    Str *tpl = AS_STR(tplv);
    Tuple *state = AS_TUPLE(pt->items[P_STATE]);
    int64_t groups = AS_INT(pt->items[P_GROUPS]);
    Dict *gi = AS_DICT(pt->items[P_GROUPINDEX]);
    memset(tp, 0, sizeof *tp);
    sb_init(&tp->text, vm);
    const char *p = tpl->data;
    size_t n = tpl->blen, i = 0;
    char buf[128];
    if (!rt_charge(vm, (int64_t)(n / 4) + 1)) return false;
    while (i < n) {
        size_t run = i;
        while (i < n && p[i] != '\\') i++;
        sb_add(&tp->text, p + run, i - run);
        if (i >= n) break;
        size_t bs = i++;
        if (i >= n) return tpl_err(vm, state, tplv, tpl, bs, "%s", "bad escape (end of pattern)");
        char c = p[i++];
        if (c == 'g') {
            if (i >= n || p[i] != '<') return tpl_err(vm, state, tplv, tpl, i, "%s", "missing <");
            size_t a = ++i;
            while (i < n && p[i] != '>') i++;
            if (i >= n) return tpl_err(vm, state, tplv, tpl, a, "%s", "missing >, unterminated name");
            size_t b = i++;
            if (a == b) return tpl_err(vm, state, tplv, tpl, a, "%s", "missing group name");
            size_t len = b - a < sizeof buf - 1 ? b - a : sizeof buf - 1;
            memcpy(buf, p + a, len);
            buf[len] = '\0';
            int64_t index;
            if (is_identifier(p, a, b)) {
                Value key = str_value(vm, p + a, b - a);
                if (IS_EXC(key)) return false;
                Value gv = dict_get(vm, gi, key);
                if (IS_EXC(gv)) return false;
                if (IS_EMPTY(gv)) {
                    Value r = obj_repr(vm, key);
                    if (IS_EXC(r)) return false;
                    exc_raise(vm, EXC_IndexError, "unknown group name %S", r);
                    return false;
                }
                index = AS_INT(gv);
            } else {
                /* Any other name is read as int() reads text (Unicode
                 * digits, a sign, spaces, underscores), as Python does. */
                Value iv = int_parse(vm, p + a, b - a, 10, VNONE);
                if (IS_EXC(iv)) {
                    if (vm->halt) return false;
                    exc_clear(vm);
                }
                if (IS_EXC(iv) || (IS_INT(iv) && AS_INT(iv) < 0) || (!IS_INT(iv) && int_sign(iv) < 0)) {
                    Value key = str_value(vm, p + a, b - a);
                    if (IS_EXC(key)) return false;
                    Value r = obj_repr(vm, key);
                    if (IS_EXC(r)) return false;
                    return tpl_err(vm, state, tplv, tpl, a, "bad character in group name %s", AS_STR(r)->data);
                }
                index = IS_INT(iv) ? AS_INT(iv) : INT64_MAX;
                if (!IS_INT(iv)) {
                    Value r = obj_repr(vm, iv);
                    if (IS_EXC(r)) return false;
                    return tpl_err(vm, state, tplv, tpl, a, "invalid group reference %s", AS_STR(r)->data);
                }
            }
            if (index > groups) {
                snprintf(buf, sizeof buf, "%lld", (long long)index);
                return tpl_err(vm, state, tplv, tpl, a, "invalid group reference %s", buf);
            }
            if (!tpl_addref(tp, (int)index)) return false;
        } else if (c == '0') {
            int v = 0, k = 0;
            while (k < 2 && i < n && is_octal(p[i])) {
                v = v * 8 + (p[i++] - '0');
                k++;
            }
            sb_addcp(&tp->text, (uint32_t)(v & 0xff));
        } else if (is_digit(c)) {
            int index = c - '0';
            if (i < n && is_digit(p[i])) {
                if (is_octal(c) && is_octal(p[i]) && i + 1 < n && is_octal(p[i + 1])) {
                    int v = (c - '0') * 64 + (p[i] - '0') * 8 + (p[i + 1] - '0');
                    i += 2;
                    if (v > 0377) {
                        size_t len = i - bs;
                        memcpy(buf, p + bs, len);
                        buf[len] = '\0';
                        return tpl_err(vm, state, tplv, tpl, bs, "octal escape value %s outside of range 0-0o377", buf);
                    }
                    sb_addcp(&tp->text, (uint32_t)v);
                    continue;
                }
                index = index * 10 + (p[i++] - '0');
            }
            if (index > groups) {
                snprintf(buf, sizeof buf, "%d", index);
                return tpl_err(vm, state, tplv, tpl, bs + 1, "invalid group reference %s", buf);
            }
            if (!tpl_addref(tp, index)) return false;
        } else {
            const char *esc = NULL;
            switch (c) {
            case 'a': esc = "\a"; break;
            case 'b': esc = "\b"; break;
            case 'f': esc = "\f"; break;
            case 'n': esc = "\n"; break;
            case 'r': esc = "\r"; break;
            case 't': esc = "\t"; break;
            case 'v': esc = "\v"; break;
            case '\\': esc = "\\"; break;
            default: break;
            }
            if (esc) {
                sb_adds(&tp->text, esc);
            } else if (is_ascii_letter(c)) {
                buf[0] = '\\';
                buf[1] = c;
                buf[2] = '\0';
                return tpl_err(vm, state, tplv, tpl, bs, "bad escape %s", buf);
            } else {
                /* An unknown escape of a non-letter keeps its backslash. */
                sb_add(&tp->text, p + bs, i - bs);
            }
        }
    }
    return !tp->text.failed;
}

/* Append the expansion of a template for the current match. */
static bool tpl_expand(Template *tp, StrBuf *out, Str *s, Rx *rx) {
    size_t prev = 0;
    for (size_t k = 0; k < tp->nrefs; k++) {
        sb_add(out, tp->text.p + prev, tp->refs[k].at - prev);
        prev = tp->refs[k].at;
        int g = tp->refs[k].group;
        if (g < rx->rc && rx->ov[2 * g] != PCRE2_UNSET) sb_add(out, s->data + rx->ov[2 * g], rx->ov[2 * g + 1] - rx->ov[2 * g]);
    }
    sb_add(out, tp->text.p ? tp->text.p + prev : "", tp->text.len - prev);
    return !out->failed;
}

/* sub and subn. A callable repl runs user code for every match, which may
 * run a collection: everything held across it is either immutable and
 * reachable from the arguments (the pattern, its compiled code, the
 * subject) or native memory (the match data, the output buffer); the
 * type of the first bad result is kept rooted for the error at the end. */
static Value do_sub(VM *vm, Value pat, Value repl, Value string, Value countv, bool want_n) {
    Tuple *pt = pattern_of(pat);
    int64_t count;
    if (!int_arg(vm, countv, 0, false, &count)) return VEXC;
    Value replv = repl;
    if (IS_INSTANCE(replv) && IS_STR(AS_INSTANCE(replv)->builtin_value)) replv = AS_INSTANCE(replv)->builtin_value;
    bool callable = !IS_STR(replv);
    /* A bytes-like repl without a backslash is a literal, as in CPython:
     * each replacement is that object, which fails the join at the end. */
    Bytes *rb = callable ? bytes_unwrap(replv) : NULL;
    if (rb && memchr(rb->buf, '\\', rb->len))
        return exc_raise(vm, EXC_TypeError, "expected str instance, %s found", type_name(vm, replv));
    /* Anything else that cannot be called is refused before any match, as
     * CPython's template lookup refuses it: unhashable, or not text. */
    if (callable && !rb && !obj_callable(vm, repl)) {
        int64_t h;
        if (obj_hash(vm, repl, &h) < 0) return VEXC;
        return exc_raise(vm, EXC_TypeError, "decoding to str: need a bytes-like object, %s found", type_name(vm, repl));
    }
    Template tp;
    memset(&tp, 0, sizeof tp);
    sb_init(&tp.text, vm);
    bool literal = false;
    if (!callable) {
        Str *r = AS_STR(replv);
        if (!memchr(r->data, '\\', r->blen)) {
            literal = true;
        } else if (!tpl_parse(vm, pt, replv, &tp)) {
            tpl_free(&tp);
            return VEXC;
        }
    }
    /* The subject is checked after the replacement, as CPython does. */
    Str *s = subject_arg(vm, string);
    if (!s) {
        tpl_free(&tp);
        return VEXC;
    }
    StrBuf out;
    sb_init(&out, vm);
    Scan sc = {.s = s, .bpos = 0, .bend = s->blen};
    if (!rx_open(vm, pt, &sc.rx, sc.s)) {
        tpl_free(&tp);
        return VEXC;
    }
    Cursor cur;
    cur_init(&cur, s);
    int64_t n = 0, items = 0, bad_index = -1;
    Value bad_cls = VNONE;
    size_t rs = gc_scope(vm);
    size_t i = 0;
    int r = 0;
    while (!count || n < count) {
        r = scan_next(&sc);
        if (r <= 0) break;
        size_t b = sc.rx.ov[0], e = sc.rx.ov[1];
        if (i < b) {
            sb_add(&out, s->data + i, b - i);
            items++;
        }
        if (literal) {
            sb_addstr(&out, AS_STR(replv));
            items++;
        } else if (!callable) {
            if (!tpl_expand(&tp, &out, s, &sc.rx)) {
                r = -1;
                break;
            }
            items++;
        } else {
            Value item = repl;
            if (!rb) {
                Value m = make_match(vm, pat, pt, string, 0, (int64_t)s->clen, &sc.rx, &cur);
                if (IS_EXC(m)) {
                    r = -1;
                    break;
                }
                gc_push(vm, m);
                item = rt_call1(vm, repl, m);
                gc_pop(vm, 1);
            }
            if (IS_EXC(item)) {
                r = -1;
                break;
            }
            Value iv = item;
            if (IS_INSTANCE(iv) && IS_STR(AS_INSTANCE(iv)->builtin_value)) iv = AS_INSTANCE(iv)->builtin_value;
            if (IS_STR(iv)) {
                sb_addstr(&out, AS_STR(iv));
                items++;
            } else if (!IS_NONE(item)) {
                if (bad_index < 0) {
                    bad_index = items;
                    bad_cls = v_obj(type_of(vm, item));
                    gc_push(vm, bad_cls);
                }
                items++;
            }
        }
        i = e;
        n++;
    }
    rx_close(&sc.rx);
    tpl_free(&tp);
    if (r < 0) {
        gc_unscope(vm, rs);
        sb_free(&out);
        return VEXC;
    }
    if (bad_index >= 0) {
        sb_free(&out);
        Value e = exc_raise(vm, EXC_TypeError, "sequence item %lld: expected str instance, %U found",
                            (long long)bad_index, AS_TYPE(bad_cls)->name);
        gc_unscope(vm, rs);
        return e;
    }
    if (i < s->blen) sb_add(&out, s->data + i, s->blen - i);
    if (!rt_charge(vm, (int64_t)(out.len / 8))) {
        sb_free(&out);
        return VEXC;
    }
    Value res = sb_finish(&out);
    if (IS_EXC(res) || !want_n) return res;
    Value pair[2] = {res, v_int(n)};
    gc_push(vm, res);
    Value t = tuple_pack(vm, 2, pair);
    gc_pop(vm, 1);
    return t;
}

/* ---- Pattern methods ----------------------------------------------------- */

/* Patterns and matches are immutable: a copy is the object itself. */
static Value same_object(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return self; }

static Tuple *need_pattern(VM *vm, Value self) {
    Tuple *pt = pattern_of(self);
    if (!pt) exc_raise(vm, EXC_TypeError, "descriptor requires a 're.Pattern' object but received a '%s'", type_name(vm, self));
    return pt;
}

#define PMETHOD(name) static Value p_##name(VM *vm, Value self, int argc, const Value *argv, Tuple *kw)

static const char *const match_params[] = {"string", "pos", "endpos"};

PMETHOD(match) {
    Value a[3];
    if (!need_pattern(vm, self) || !bind_args(vm, "match", argc, argv, kw, match_params, 3, 3, 1, a)) return VEXC;
    return do_match(vm, self, a[0], a[1], a[2], PCRE2_ANCHORED);
}

PMETHOD(fullmatch) {
    Value a[3];
    if (!need_pattern(vm, self) || !bind_args(vm, "fullmatch", argc, argv, kw, match_params, 3, 3, 1, a)) return VEXC;
    return do_match(vm, self, a[0], a[1], a[2], PCRE2_ANCHORED | PCRE2_ENDANCHORED);
}

PMETHOD(search) {
    Value a[3];
    if (!need_pattern(vm, self) || !bind_args(vm, "search", argc, argv, kw, match_params, 3, 3, 1, a)) return VEXC;
    return do_match(vm, self, a[0], a[1], a[2], 0);
}

PMETHOD(findall) {
    Value a[3];
    if (!need_pattern(vm, self) || !bind_args(vm, "findall", argc, argv, kw, match_params, 3, 3, 1, a)) return VEXC;
    return do_findall(vm, self, a[0], a[1], a[2]);
}

PMETHOD(finditer) {
    Value a[3];
    if (!need_pattern(vm, self) || !bind_args(vm, "finditer", argc, argv, kw, match_params, 3, 3, 1, a)) return VEXC;
    return do_finditer(vm, self, a[0], a[1], a[2]);
}

PMETHOD(split) {
    static const char *const names[] = {"string", "maxsplit"};
    Value a[2];
    if (!need_pattern(vm, self) || !bind_args(vm, "split", argc, argv, kw, names, 2, 2, 1, a)) return VEXC;
    return do_split(vm, self, a[0], a[1]);
}

static const char *const sub_params[] = {"repl", "string", "count"};

PMETHOD(sub) {
    Value a[3];
    if (!need_pattern(vm, self) || !bind_args(vm, "sub", argc, argv, kw, sub_params, 3, 3, 2, a)) return VEXC;
    return do_sub(vm, self, a[0], a[1], a[2], false);
}

PMETHOD(subn) {
    Value a[3];
    if (!need_pattern(vm, self) || !bind_args(vm, "subn", argc, argv, kw, sub_params, 3, 3, 2, a)) return VEXC;
    return do_sub(vm, self, a[0], a[1], a[2], true);
}

static Value pattern_repr(VM *vm, Value self) {
    Tuple *pt = pattern_of(self);
    if (!pt) return str_cvalue(vm, "<re.Pattern object>");
    Value r = obj_repr(vm, pt->items[P_PATTERN]);
    if (IS_EXC(r)) return r;
    Str *rs = AS_STR(r);
    StrBuf b;
    sb_init(&b, vm);
    sb_adds(&b, "re.compile(");
    size_t cut = rs->clen > 200 ? str_offset(rs, 200) : rs->blen;
    sb_add(&b, rs->data, cut);
    int64_t flags = AS_INT(pt->items[P_FLAGS]);
    if ((flags & (F_LOCALE | F_UNICODE | F_ASCII)) == F_UNICODE) flags &= ~(int64_t)F_UNICODE;
    if (flags) {
        static const struct { const char *name; int64_t v; } names[] = {
            {"re.TEMPLATE", F_TEMPLATE}, {"re.IGNORECASE", F_IGNORECASE}, {"re.LOCALE", F_LOCALE},
            {"re.MULTILINE", F_MULTILINE}, {"re.DOTALL", F_DOTALL}, {"re.UNICODE", F_UNICODE},
            {"re.VERBOSE", F_VERBOSE}, {"re.DEBUG", F_DEBUG}, {"re.ASCII", F_ASCII},
        };
        sb_adds(&b, ", ");
        bool first = true;
        for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
            if (!(flags & names[k].v)) continue;
            if (!first) sb_addc(&b, '|');
            sb_adds(&b, names[k].name);
            first = false;
            flags &= ~names[k].v;
        }
        if (flags) {
            if (!first) sb_addc(&b, '|');
            sb_addf(&b, "0x%llx", (unsigned long long)flags);
        }
    }
    sb_addc(&b, ')');
    return sb_finish(&b);
}

static Value pattern_richcmp(VM *vm, Value a, Value b, int op) {
    Tuple *pa = pattern_of(a), *pb = pattern_of(b);
    if ((op != CO_EQ && op != CO_NE) || !pa || !pb) return v_notimpl();
    bool eq = AS_INT(pa->items[P_FLAGS]) == AS_INT(pb->items[P_FLAGS]) &&
              str_eq(AS_STR(pa->items[P_PATTERN]), AS_STR(pb->items[P_PATTERN]));
    return v_bool(op == CO_EQ ? eq : !eq);
}

static int pattern_hash(VM *vm, Value self, int64_t *out) {
    Tuple *pt = pattern_of(self);
    if (!pt) {
        *out = rt_identity_hash(vm, AS_OBJ(self));
        return 0;
    }
    int64_t h = str_hash(vm, AS_STR(pt->items[P_PATTERN]));
    h ^= AS_INT(pt->items[P_FLAGS]) * 1000003;
    *out = h == -1 ? -2 : h;
    return 0;
}

/* Property getters: the Native's self is the field number. */
static Value p_field(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Tuple *pt = pattern_of(argv[0]);
    if (!pt) return exc_raise(vm, EXC_TypeError, "descriptor needs a re.Pattern");
    int64_t f = AS_INT(self);
    if (f == P_GROUPINDEX) {
        Dict *d = dict_copy(vm, AS_DICT(pt->items[P_GROUPINDEX]));
        return d ? v_obj(d) : VEXC;
    }
    return pt->items[f];
}

/* ---- Match methods ------------------------------------------------------- */

static Tuple *need_match(VM *vm, Value self) {
    Tuple *mt = match_of(self);
    if (!mt) exc_raise(vm, EXC_TypeError, "descriptor requires a 're.Match' object but received a '%s'", type_name(vm, self));
    return mt;
}

static Tuple *match_pattern(Tuple *mt) { return pattern_of(mt->items[M_PATTERN]); }

static int64_t match_groups(Tuple *mt) { return AS_INT(match_pattern(mt)->items[P_GROUPS]); }

/* A group argument (index or name) as a group number. An object with
 * __index__ is an index, as in CPython; its __index__ may run any code,
 * but the match it indexes is immutable and held by the caller. */
static bool group_arg(VM *vm, Tuple *mt, Value key, int64_t *out) {
    int64_t g = -1;
    if (IS_INSTANCE(key)) {
        /* An int or str subclass: its value. */
        Value b = AS_INSTANCE(key)->builtin_value;
        if (IS_INT(b) || IS_BOOL(b) || IS_BIGINT(b) || IS_STR(b)) key = b;
    }
    if (IS_INT(key) || IS_BOOL(key) || IS_BIGINT(key) ||
        (IS_INSTANCE(key) && !IS_EMPTY(type_lookup(vm, type_of(vm, key), vm->names->__index__)))) {
        bool ovf = false;
        if (!obj_index(vm, key, &g, &ovf)) return false;
        if (ovf) g = -1;
    } else if (IS_STR(key)) {
        /* A few names are compared in place: cheaper than hashing into
         * groupindex, and the same answer. */
        Tuple *names = AS_TUPLE(match_pattern(mt)->items[P_NAMES]);
        Str *ks = AS_STR(key);
        if (names->len <= 16) {
            for (size_t k = 1; k < names->len && g < 0; k++) {
                if (!IS_STR(names->items[k])) continue;
                Str *ns = AS_STR(names->items[k]);
                if (ns == ks || (ns->blen == ks->blen && memcmp(ns->data, ks->data, ks->blen) == 0)) g = (int64_t)k;
            }
        } else {
            Value v = dict_get(vm, AS_DICT(match_pattern(mt)->items[P_GROUPINDEX]), key);
            if (IS_EXC(v)) return false;
            if (!IS_EMPTY(v)) g = AS_INT(v);
        }
    }
    if (g < 0 || g > match_groups(mt)) {
        exc_raise(vm, EXC_IndexError, "no such group");
        return false;
    }
    *out = g;
    return true;
}

static Value group_of(VM *vm, Tuple *mt, int64_t g, Value unset) {
    Tuple *sp = AS_TUPLE(mt->items[M_SPANS]);
    int64_t bs = AS_INT(sp->items[4 * g + 2]), be = AS_INT(sp->items[4 * g + 3]);
    if (bs < 0) return unset;
    Str *s = subject_arg(vm, mt->items[M_STRING]);
    if (!s) return VEXC;
    if (be < bs) be = bs;
    return str_value(vm, s->data + bs, (size_t)(be - bs));
}

#define MMETHOD(name) static Value m_##name(VM *vm, Value self, int argc, const Value *argv, Tuple *kw)

MMETHOD(group) {
    Tuple *mt = need_match(vm, self);
    if (!mt) return VEXC;
    if (argc == 0) return group_of(vm, mt, 0, VNONE);
    if (argc == 1) {
        int64_t g;
        if (!group_arg(vm, mt, argv[0], &g)) return VEXC;
        return group_of(vm, mt, g, VNONE);
    }
    Tuple *t = tuple_new(vm, (size_t)argc);
    if (!t) return VEXC;
    gc_push(vm, v_obj(t));
    for (int k = 0; k < argc; k++) {
        int64_t g;
        Value v = group_arg(vm, mt, argv[k], &g) ? group_of(vm, mt, g, VNONE) : VEXC;
        if (IS_EXC(v)) {
            gc_pop(vm, 1);
            return v;
        }
        t->items[k] = v;
    }
    gc_pop(vm, 1);
    return v_obj(t);
}

static Value match_getitem(VM *vm, Value self, Value key) {
    Tuple *mt = need_match(vm, self);
    int64_t g;
    if (!mt || !group_arg(vm, mt, key, &g)) return VEXC;
    return group_of(vm, mt, g, VNONE);
}

MMETHOD(groups) {
    static const char *const names[] = {"default"};
    Value a[1];
    Tuple *mt = need_match(vm, self);
    if (!mt || !bind_args(vm, "groups", argc, argv, kw, names, 1, 1, 0, a)) return VEXC;
    Value dflt = IS_EMPTY(a[0]) ? VNONE : a[0];
    int64_t g = match_groups(mt);
    Tuple *t = tuple_new(vm, (size_t)g);
    if (!t) return VEXC;
    gc_push(vm, v_obj(t));
    for (int64_t k = 1; k <= g; k++) {
        Value v = group_of(vm, mt, k, dflt);
        if (IS_EXC(v)) {
            gc_pop(vm, 1);
            return v;
        }
        t->items[k - 1] = v;
    }
    gc_pop(vm, 1);
    return v_obj(t);
}

MMETHOD(groupdict) {
    static const char *const names[] = {"default"};
    Value a[1];
    Tuple *mt = need_match(vm, self);
    if (!mt || !bind_args(vm, "groupdict", argc, argv, kw, names, 1, 1, 0, a)) return VEXC;
    Value dflt = IS_EMPTY(a[0]) ? VNONE : a[0];
    Dict *gi = AS_DICT(match_pattern(mt)->items[P_GROUPINDEX]);
    Dict *d = dict_new(vm);
    if (!d) return VEXC;
    gc_push(vm, v_obj(d));
    size_t pos = 0;
    Value k, v;
    while (dict_next(gi, &pos, &k, &v)) {
        Value gv = group_of(vm, mt, AS_INT(v), dflt);
        if (IS_EXC(gv) || dict_set(vm, d, k, gv) < 0) {
            gc_pop(vm, 1);
            return VEXC;
        }
    }
    gc_pop(vm, 1);
    return v_obj(d);
}

static bool span_of(VM *vm, Tuple *mt, int argc, const Value *argv, int64_t *s, int64_t *e) {
    int64_t g = 0;
    if (argc > 0 && !group_arg(vm, mt, argv[0], &g)) return false;
    Tuple *sp = AS_TUPLE(mt->items[M_SPANS]);
    *s = AS_INT(sp->items[4 * g]);
    *e = AS_INT(sp->items[4 * g + 1]);
    return true;
}

MMETHOD(start) {
    Tuple *mt = need_match(vm, self);
    int64_t s, e;
    if (!mt || !span_of(vm, mt, argc, argv, &s, &e)) return VEXC;
    return v_int(s);
}

MMETHOD(end) {
    Tuple *mt = need_match(vm, self);
    int64_t s, e;
    if (!mt || !span_of(vm, mt, argc, argv, &s, &e)) return VEXC;
    return v_int(e);
}

MMETHOD(span) {
    Tuple *mt = need_match(vm, self);
    int64_t s, e;
    if (!mt || !span_of(vm, mt, argc, argv, &s, &e)) return VEXC;
    Value items[2] = {v_int(s), v_int(e)};
    return tuple_pack(vm, 2, items);
}

MMETHOD(expand) {
    Tuple *mt = need_match(vm, self);
    if (!mt) return VEXC;
    Value tv = argv[0];
    if (IS_INSTANCE(tv) && IS_STR(AS_INSTANCE(tv)->builtin_value)) tv = AS_INSTANCE(tv)->builtin_value;
    if (!IS_STR(tv)) return exc_raise(vm, EXC_TypeError, "expected str instance, %s found", type_name(vm, argv[0]));
    Template tp;
    if (!tpl_parse(vm, match_pattern(mt), tv, &tp)) {
        tpl_free(&tp);
        return VEXC;
    }
    StrBuf out;
    sb_init(&out, vm);
    size_t prev = 0;
    for (size_t k = 0; k < tp.nrefs; k++) {
        sb_add(&out, tp.text.p + prev, tp.refs[k].at - prev);
        prev = tp.refs[k].at;
        Value g = group_of(vm, mt, tp.refs[k].group, VNONE);
        if (IS_EXC(g)) {
            tpl_free(&tp);
            sb_free(&out);
            return g;
        }
        if (IS_STR(g)) sb_addstr(&out, AS_STR(g));
    }
    sb_add(&out, tp.text.p ? tp.text.p + prev : "", tp.text.len - prev);
    tpl_free(&tp);
    return sb_finish(&out);
}

static Value match_repr(VM *vm, Value self) {
    Tuple *mt = match_of(self);
    if (!mt) return str_cvalue(vm, "<re.Match object>");
    Value g = group_of(vm, mt, 0, VNONE);
    if (IS_EXC(g)) return g;
    Value r = obj_repr(vm, g);
    if (IS_EXC(r)) return r;
    Str *rs = AS_STR(r);
    Tuple *sp = AS_TUPLE(mt->items[M_SPANS]);
    StrBuf b;
    sb_init(&b, vm);
    sb_addf(&b, "<re.Match object; span=(%lld, %lld), match=", (long long)AS_INT(sp->items[0]),
            (long long)AS_INT(sp->items[1]));
    size_t cut = rs->clen > 50 ? str_offset(rs, 50) : rs->blen;
    sb_add(&b, rs->data, cut);
    sb_addc(&b, '>');
    return sb_finish(&b);
}

enum { MF_STRING, MF_RE, MF_POS, MF_ENDPOS, MF_LASTINDEX, MF_LASTGROUP, MF_REGS, MF__COUNT };
static const char *const match_fields[MF__COUNT] = {"string", "re", "pos", "endpos", "lastindex", "lastgroup", "regs"};

static Value m_field(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Tuple *mt = match_of(argv[0]);
    if (!mt) return exc_raise(vm, EXC_TypeError, "descriptor needs a re.Match");
    switch (AS_INT(self)) {
    case MF_STRING: return mt->items[M_STRING];
    case MF_RE: return mt->items[M_PATTERN];
    case MF_POS: return mt->items[M_POS];
    case MF_ENDPOS: return mt->items[M_ENDPOS];
    case MF_LASTINDEX: return mt->items[M_LASTINDEX];
    case MF_LASTGROUP: {
        Value li = mt->items[M_LASTINDEX];
        if (!IS_INT(li)) return VNONE;
        Tuple *names = AS_TUPLE(match_pattern(mt)->items[P_NAMES]);
        return names->items[AS_INT(li)];
    }
    case MF_REGS: {
        int64_t g = match_groups(mt);
        Tuple *sp = AS_TUPLE(mt->items[M_SPANS]);
        Tuple *t = tuple_new(vm, (size_t)(g + 1));
        if (!t) return VEXC;
        gc_push(vm, v_obj(t));
        for (int64_t k = 0; k <= g; k++) {
            Value items[2] = {sp->items[4 * k], sp->items[4 * k + 1]};
            Value pair = tuple_pack(vm, 2, items);
            if (IS_EXC(pair)) {
                gc_pop(vm, 1);
                return pair;
            }
            t->items[k] = pair;
        }
        gc_pop(vm, 1);
        return v_obj(t);
    }
    default:
        return VNONE;
    }
}

/* ---- module functions ---------------------------------------------------- */

#define FUNC(name) static Value f_##name(VM *vm, Value self, int argc, const Value *argv, Tuple *kw)

static Value compiled(VM *vm, Value self, Value pattern, Value flags) {
    return compile_cached(vm, AS_TUPLE(self), pattern, flags);
}

FUNC(compile) {
    static const char *const names[] = {"pattern", "flags"};
    Value a[2];
    if (!bind_args(vm, "compile", argc, argv, kw, names, 2, 2, 1, a)) return VEXC;
    return compiled(vm, self, a[0], a[1]);
}

static const char *const fn_match_params[] = {"pattern", "string", "flags"};

#define MATCH_FUNC(name, body)                                                                    \
    FUNC(name) {                                                                                  \
        Value a[3];                                                                               \
        if (!bind_args(vm, #name, argc, argv, kw, fn_match_params, 3, 3, 2, a)) return VEXC;      \
        Value p = compiled(vm, self, a[0], a[2]);                                                 \
        if (IS_EXC(p)) return p;                                                                  \
        gc_push(vm, p);                                                                           \
        Value r = body;                                                                           \
        gc_pop(vm, 1);                                                                            \
        return r;                                                                                 \
    }

MATCH_FUNC(match, do_match(vm, p, a[1], VEMPTY, VEMPTY, PCRE2_ANCHORED))
MATCH_FUNC(fullmatch, do_match(vm, p, a[1], VEMPTY, VEMPTY, PCRE2_ANCHORED | PCRE2_ENDANCHORED))
MATCH_FUNC(search, do_match(vm, p, a[1], VEMPTY, VEMPTY, 0))
MATCH_FUNC(findall, do_findall(vm, p, a[1], VEMPTY, VEMPTY))
MATCH_FUNC(finditer, do_finditer(vm, p, a[1], VEMPTY, VEMPTY))

static Value sub_func(VM *vm, Value self, int argc, const Value *argv, Tuple *kw, const char *fname, bool want_n) {
    static const char *const names[] = {"pattern", "repl", "string", "count", "flags"};
    Value a[5];
    if (!bind_args(vm, fname, argc, argv, kw, names, 5, 5, 3, a)) return VEXC;
    Value p = compiled(vm, self, a[0], a[4]);
    if (IS_EXC(p)) return p;
    gc_push(vm, p);
    Value r = do_sub(vm, p, a[1], a[2], a[3], want_n);
    gc_pop(vm, 1);
    return r;
}

FUNC(sub) { return sub_func(vm, self, argc, argv, kw, "sub", false); }
FUNC(subn) { return sub_func(vm, self, argc, argv, kw, "subn", true); }

FUNC(split) {
    static const char *const names[] = {"pattern", "string", "maxsplit", "flags"};
    Value a[4];
    if (!bind_args(vm, "split", argc, argv, kw, names, 4, 4, 2, a)) return VEXC;
    Value p = compiled(vm, self, a[0], a[3]);
    if (IS_EXC(p)) return p;
    gc_push(vm, p);
    Value r = do_split(vm, p, a[1], a[2]);
    gc_pop(vm, 1);
    return r;
}

FUNC(escape) {
    static const char special[] = "()[]{}?*+-|^$\\.&~# \t\n\r\v\f";
    Value v = argv[0];
    if (IS_INSTANCE(v) && IS_STR(AS_INSTANCE(v)->builtin_value)) v = AS_INSTANCE(v)->builtin_value;
    const uint8_t *data;
    size_t n;
    bool is_bytes = bytes_buffer(v, &data, &n);
    if (!is_bytes) {
        if (!IS_STR(v)) return exc_raise(vm, EXC_TypeError, "expected str or bytes, not %s", type_name(vm, argv[0]));
        data = (const uint8_t *)AS_STR(v)->data;
        n = AS_STR(v)->blen;
    }
    if (!rt_charge(vm, (int64_t)(n / 8) + 1)) return VEXC;
    StrBuf b;
    sb_init(&b, vm);
    size_t run = 0;
    for (size_t i = 0; i < n; i++) {
        if (data[i] && memchr(special, data[i], sizeof special - 1)) {
            sb_add(&b, (const char *)data + run, i - run);
            sb_addc(&b, '\\');
            run = i;
        }
    }
    sb_add(&b, (const char *)data + run, n - run);
    if (!is_bytes) return sb_finish(&b);
    if (b.failed) {
        sb_free(&b);
        return VEXC;
    }
    Value r = bytes_new(vm, b.p ? b.p : "", b.len);
    sb_free(&b);
    return r;
}

FUNC(purge) {
    Tuple *st = AS_TUPLE(self);
    Dict *d = dict_new(vm);
    if (!d) return VEXC;
    st->items[S_CACHE] = v_obj(d);
    return VNONE;
}

/* ---- module ------------------------------------------------------------- */

static const MethodDef pattern_methods[] = {
    {"match", p_match, 0, -1, NATIVE_KW},
    {"fullmatch", p_fullmatch, 0, -1, NATIVE_KW},
    {"search", p_search, 0, -1, NATIVE_KW},
    {"findall", p_findall, 0, -1, NATIVE_KW},
    {"finditer", p_finditer, 0, -1, NATIVE_KW},
    {"split", p_split, 0, -1, NATIVE_KW},
    {"sub", p_sub, 0, -1, NATIVE_KW},
    {"subn", p_subn, 0, -1, NATIVE_KW},
    {"__copy__", same_object, 0, 0, 0},
    {"__deepcopy__", same_object, 1, 1, 0},
    {NULL, NULL, 0, 0, 0},
};

static const MethodDef match_methods[] = {
    {"group", m_group, 0, -1, 0},
    {"groups", m_groups, 0, -1, NATIVE_KW},
    {"groupdict", m_groupdict, 0, -1, NATIVE_KW},
    {"start", m_start, 0, 1, 0},
    {"end", m_end, 0, 1, 0},
    {"span", m_span, 0, 1, 0},
    {"expand", m_expand, 1, 1, 0},
    {"__copy__", same_object, 0, 0, 0},
    {"__deepcopy__", same_object, 1, 1, 0},
    {NULL, NULL, 0, 0, 0},
};

static const MethodDef module_funcs[] = {
    {"compile", f_compile, 0, -1, NATIVE_KW},
    {"match", f_match, 0, -1, NATIVE_KW},
    {"fullmatch", f_fullmatch, 0, -1, NATIVE_KW},
    {"search", f_search, 0, -1, NATIVE_KW},
    {"findall", f_findall, 0, -1, NATIVE_KW},
    {"finditer", f_finditer, 0, -1, NATIVE_KW},
    {"sub", f_sub, 0, -1, NATIVE_KW},
    {"subn", f_subn, 0, -1, NATIVE_KW},
    {"split", f_split, 0, -1, NATIVE_KW},
    {"escape", f_escape, 1, 1, 0},
    {"purge", f_purge, 0, 0, 0},
    {NULL, NULL, 0, 0, 0},
};

static bool add_property(VM *vm, Type *t, const char *name, NativeFn fn, int64_t field) {
    Native *g = native_new(vm, name, fn, 1, 1, 0);
    if (!g) return false;
    g->self = v_int(field);
    Property *p = obj_alloc(vm, OK_PROPERTY, sizeof(Property));
    if (!p) return false;
    p->h.flags |= PROP_BUILTIN;
    p->fget = v_obj(g);
    p->fset = VNONE;
    p->fdel = VNONE;
    p->doc = VNONE;
    Str *key = str_intern_cstr(vm, name);
    return key && dict_set_str(vm, t->dict, key, v_obj(p)) == 0;
}

static bool set_attr(VM *vm, Module *m, const char *name, Value v) {
    Str *key = str_intern_cstr(vm, name);
    return key && dict_set_str(vm, m->dict, key, v) == 0;
}

static Type *new_type(VM *vm, const char *name) {
    Type *t = type_new_builtin(vm, name, vm->t_object, OK_INSTANCE);
    if (!t) return NULL;
    /* Patterns and matches take no new attributes, as CPython's. */
    t->tflags |= TF_FINAL | TF_SLOTTED;
    t->ctor = NULL;
    t->module = str_cvalue(vm, "re");
    char full[64];
    snprintf(full, sizeof full, "re.%s", name);
    t->tp_name = str_intern_cstr(vm, full);
    return IS_EXC(t->module) || !t->tp_name ? NULL : t;
}

Module *re_module_init(VM *vm) {
    Module *m = module_new(vm, "re");
    if (!m) return NULL;
    gc_push(vm, v_obj(m));
    Module *result = NULL;
    Tuple *state = tuple_new(vm, S__COUNT);
    if (!state) goto done;
    gc_push(vm, v_obj(state));
    Type *pt = new_type(vm, "Pattern");
    Type *mt = pt ? new_type(vm, "Match") : NULL;
    Dict *cache = mt ? dict_new(vm) : NULL;
    gc_pop(vm, 1);
    if (!cache) goto done;
    state->items[S_PATTERN_T] = v_obj(pt);
    state->items[S_MATCH_T] = v_obj(mt);
    state->items[S_ERROR] = VNONE;
    state->items[S_CACHE] = v_obj(cache);
    state->items[S_WORK] = VNONE;
    state->items[S_FRAMES] = VNONE;
    state->items[S_FRAMES_WANT] = v_int(0);
    pt->slots.repr = pattern_repr;
    pt->slots.richcmp = pattern_richcmp;
    pt->slots.hash = pattern_hash;
    type_add_methods(vm, pt, pattern_methods);
    static const char *const pfields[] = {"pattern", "flags", NULL, "groups", "groupindex"};
    for (int64_t f = 0; f < 5; f++)
        if (pfields[f] && !add_property(vm, pt, pfields[f], p_field, f)) goto done;
    mt->slots.repr = match_repr;
    mt->slots.getitem = match_getitem;
    type_add_methods(vm, mt, match_methods);
    for (int64_t f = 0; f < MF__COUNT; f++)
        if (!add_property(vm, mt, match_fields[f], m_field, f)) goto done;
    if (!type_add_generic(vm, pt) || !type_add_generic(vm, mt)) goto done;
    if (!set_attr(vm, m, "Pattern", v_obj(pt)) || !set_attr(vm, m, "Match", v_obj(mt))) goto done;
    for (const MethodDef *d = module_funcs; d->name; d++) {
        Native *n = native_new(vm, d->name, d->fn, d->minargs, d->maxargs, d->flags);
        if (!n) goto done;
        n->self = v_obj(state);
        if (!set_attr(vm, m, d->name, v_obj(n))) goto done;
    }
    static const struct { const char *name; int64_t v; } flags[] = {
        {"NOFLAG", 0}, {"T", F_TEMPLATE}, {"TEMPLATE", F_TEMPLATE}, {"I", F_IGNORECASE},
        {"IGNORECASE", F_IGNORECASE}, {"L", F_LOCALE}, {"LOCALE", F_LOCALE}, {"M", F_MULTILINE},
        {"MULTILINE", F_MULTILINE}, {"S", F_DOTALL}, {"DOTALL", F_DOTALL}, {"U", F_UNICODE},
        {"UNICODE", F_UNICODE}, {"X", F_VERBOSE}, {"VERBOSE", F_VERBOSE}, {"DEBUG", F_DEBUG},
        {"A", F_ASCII}, {"ASCII", F_ASCII},
    };
    for (size_t k = 0; k < sizeof flags / sizeof flags[0]; k++)
        if (!set_attr(vm, m, flags[k].name, v_int(flags[k].v))) goto done;
    /* The Python half (runtime/modules/py/_re.py): the error class, and
     * RegexFlag, which behaves as CPython's IntFlag of that name (reprs,
     * str and format, operators, iteration, lookup by value and name, the
     * class's own repr, len and iteration) without the cost of importing
     * enum; the flag constants become its members. */
    if (vm->exec_image) {
        if (module_exec_frozen(vm, m, "_re") < 0) goto done;
        Str *en = str_intern_cstr(vm, "error");
        Value err = en ? dict_get_str(vm, m->dict, en) : VEMPTY;
        if (IS_TYPE(err)) state->items[S_ERROR] = err;
    }
    result = m;
done:
    gc_pop(vm, 1);
    return result;
}
