/* The unicodedata module: CPython 3.11's functions over the Unicode 14.0
 * database, answered by libunistring 1.0 (also Unicode 14.0) where it has
 * the property, and by tables generated from the Unicode data
 * (unicodedata_tables.h, tools/gen_unicodedata.py) where it has not: East
 * Asian Width, Bidi_Mirrored, Unihan numeric values, name aliases.
 * Hangul syllable and CJK unified ideograph names are computed, as the
 * standard defines them. Not provided: the UCD class and ucd_3_2_0 (the
 * Unicode 3.2 database CPython keeps for IDNA), and named sequences in
 * lookup(). */
#include <stdio.h>
#include <stdlib.h>
#include <unictype.h>
#include <uniname.h>
#include <uninorm.h>
#include "runtime/rt.h"
#include "runtime/names.h"
#include "runtime/modules/unicodedata_tables.h"

#define N_ITEMS(a) (sizeof(a) / sizeof((a)[0]))

/* ---- arguments ------------------------------------------------------- */

/* The str behind a value: a str or the str inside a str subclass. */
static Str *str_of(Value v) {
    if (IS_STR(v)) return AS_STR(v);
    if (IS_INSTANCE(v) && IS_STR(AS_INSTANCE(v)->builtin_value)) return AS_STR(AS_INSTANCE(v)->builtin_value);
    return NULL;
}

static bool no_keywords(VM *vm, const char *fname, Tuple *kw) {
    if (kw && kw->len) {
        exc_raise(vm, EXC_TypeError, "unicodedata.%s() takes no keyword arguments", fname);
        return false;
    }
    return true;
}

/* The checks of a function of one character and, with `with_default`,
 * an optional default: arity and keyword messages as CPython's, then the
 * character. */
static bool char_arg(VM *vm, const char *fname, int argc, const Value *argv, Tuple *kw, bool with_default,
                     uint32_t *cp) {
    if (!no_keywords(vm, fname, kw)) return false;
    if (with_default) {
        if (argc < 1 || argc > 2) {
            exc_raise(vm, EXC_TypeError, argc < 1 ? "%s expected at least 1 argument, got %d"
                                                  : "%s expected at most 2 arguments, got %d", fname, argc);
            return false;
        }
    } else if (argc != 1) {
        exc_raise(vm, EXC_TypeError, "unicodedata.%s() takes exactly one argument (%d given)", fname, argc);
        return false;
    }
    Str *s = str_of(argv[0]);
    if (!s || s->clen != 1) {
        exc_raise(vm, EXC_TypeError, "%s() argument %smust be a unicode character, not %s", fname,
                  with_default ? "1 " : "", type_name(vm, argv[0]));
        return false;
    }
    size_t pos = 0;
    *cp = utf8_decode(s->data, &pos);
    return true;
}

/* ---- tables ------------------------------------------------------------ */

static bool is_cjk_unified(uint32_t cp) {
    for (size_t i = 0; i < N_ITEMS(cjk_ranges); i++)
        if (cp >= cjk_ranges[i].first && cp <= cjk_ranges[i].last) return true;
    return false;
}

static bool is_unassigned(uint32_t cp) { return uc_is_general_category(cp, UC_CATEGORY_Cn); }

static const char *const eaw_names[] = {"N", "Na", "A", "W", "H", "F"};

static int east_asian_width_of(uint32_t cp) {
    size_t lo = 0, hi = N_ITEMS(eaw_runs);
    while (hi - lo > 1) {
        size_t mid = (lo + hi) / 2;
        if (eaw_runs[mid].start <= cp) lo = mid;
        else hi = mid;
    }
    return eaw_runs[lo].eaw;
}

static bool mirrored_of(uint32_t cp) {
    /* The number of run starts <= cp: odd inside a mirrored run. */
    size_t lo = 0, hi = N_ITEMS(mirrored_starts);
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (mirrored_starts[mid] <= cp) lo = mid + 1;
        else hi = mid;
    }
    return lo % 2 == 1;
}

static bool numeric_of(uint32_t cp, double *out) {
    size_t lo = 0, hi = N_ITEMS(numeric_extra);
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (numeric_extra[mid].cp == cp) {
            *out = numeric_extra[mid].value;
            return true;
        }
        if (numeric_extra[mid].cp < cp) lo = mid + 1;
        else hi = mid;
    }
    uc_fraction_t f = uc_numeric_value(cp);
    if (f.denominator == 0) return false;
    *out = (double)f.numerator / (double)f.denominator;
    return true;
}

/* libunistring's names stop short of the isolates it added later. */
static const char *const bidi_names[] = {
    "L", "LRE", "LRO", "R", "AL", "RLE", "RLO", "PDF", "EN", "ES", "ET", "AN",
    "CS", "NSM", "BN", "B", "S", "WS", "ON", "LRI", "RLI", "FSI", "PDI",
};

/* ---- names ---------------------------------------------------------- */

#define SBASE 0xAC00
#define LCOUNT 19
#define VCOUNT 21
#define TCOUNT 28
#define SCOUNT (LCOUNT * VCOUNT * TCOUNT)

/* The short names of the Hangul jamo (Unicode's Jamo.txt). */
static const char *const jamo_l[LCOUNT] = {
    "G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H",
};
static const char *const jamo_v[VCOUNT] = {
    "A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE",
    "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I",
};
static const char *const jamo_t[TCOUNT] = {
    "", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT",
    "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H",
};

/* The character's name into buf (UNINAME_MAX bytes); false if it has none. */
bool unicodedata_name_of(uint32_t cp, char *buf) {
    if (cp >= SBASE && cp < SBASE + SCOUNT) {
        uint32_t s = cp - SBASE;
        snprintf(buf, UNINAME_MAX, "HANGUL SYLLABLE %s%s%s", jamo_l[s / (VCOUNT * TCOUNT)],
                 jamo_v[(s % (VCOUNT * TCOUNT)) / TCOUNT], jamo_t[s % TCOUNT]);
        return true;
    }
    if (is_cjk_unified(cp)) {
        snprintf(buf, UNINAME_MAX, "CJK UNIFIED IDEOGRAPH-%X", (unsigned)cp);
        return true;
    }
    if (cp >= 0xD800 && cp <= 0xDFFF) return false;
    return unicode_character_name(cp, buf) != NULL;
}

/* The longest jamo short name at the start of *p (CPython's rule). */
static int jamo_match(const char *const *names, int n, const char **p) {
    int best = -1;
    size_t best_len = 0;
    for (int i = 0; i < n; i++) {
        size_t len = strlen(names[i]);
        if ((best < 0 || len > best_len) && strncmp(*p, names[i], len) == 0) {
            best = i;
            best_len = len;
        }
    }
    if (best >= 0) *p += best_len;
    return best;
}

/* The code point named `name` (NUL-terminated, at most 256 bytes), or -1.
 * Hangul syllable and CJK names are matched case-sensitively, as CPython
 * does; other names and the aliases ignore ASCII case. */
int64_t unicodedata_code_of(const char *name) {
    size_t n = strlen(name);
    if (strncmp(name, "HANGUL SYLLABLE ", 16) == 0) {
        const char *p = name + 16;
        int l = jamo_match(jamo_l, LCOUNT, &p);
        int v = jamo_match(jamo_v, VCOUNT, &p);
        int t = jamo_match(jamo_t, TCOUNT, &p);
        if (l >= 0 && v >= 0 && t >= 0 && *p == '\0') return SBASE + (l * VCOUNT + v) * TCOUNT + t;
    }
    if (strncmp(name, "CJK UNIFIED IDEOGRAPH-", 22) == 0) {
        const char *p = name + 22;
        size_t len = n - 22;
        if (len != 4 && len != 5) return -1;
        uint32_t v = 0;
        for (; *p; p++) {
            if (*p >= '0' && *p <= '9') v = v * 16 + (uint32_t)(*p - '0');
            else if (*p >= 'A' && *p <= 'F') v = v * 16 + (uint32_t)(*p - 'A' + 10);
            else return -1;
        }
        return is_cjk_unified(v) ? (int64_t)v : -1;
    }
    char up[UNINAME_MAX + 2];
    for (size_t i = 0; i <= n; i++) up[i] = (name[i] >= 'a' && name[i] <= 'z') ? (char)(name[i] - 32) : name[i];
    /* VS1..VS16 and VS17..VS256: the variation selectors' aliases. */
    if (up[0] == 'V' && up[1] == 'S' && up[2] >= '1' && up[2] <= '9' && n <= 5) {
        int k = 0;
        const char *p = up + 2;
        while (*p >= '0' && *p <= '9') k = k * 10 + (*p++ - '0');
        if (*p == '\0' && k >= 1 && k <= 256) return k <= 16 ? 0xFE00 + k - 1 : 0xE0100 + k - 17;
    }
    size_t lo = 0, hi = N_ITEMS(name_aliases);
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = strcmp(name_aliases[mid].name, up);
        if (c == 0) return name_aliases[mid].cp;
        if (c < 0) lo = mid + 1;
        else hi = mid;
    }
    ucs4_t cp = unicode_name_character(up);
    if (cp == UNINAME_INVALID) return -1;
    /* libunistring also knows some aliases and spells a few Hangul names
     * its own way: only the character's own name is accepted here. */
    if ((cp >= SBASE && cp < SBASE + SCOUNT) || is_cjk_unified(cp)) return -1;
    char buf[UNINAME_MAX];
    if (!unicodedata_name_of(cp, buf) || strcmp(buf, up) != 0) return -1;
    return cp;
}

/* ---- the functions ------------------------------------------------- */

static Value u_name(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    uint32_t cp;
    if (!char_arg(vm, "name", argc, argv, kw, true, &cp)) return VEXC;
    char buf[UNINAME_MAX];
    if (unicodedata_name_of(cp, buf)) return str_cvalue(vm, buf);
    if (argc > 1) return argv[1];
    return exc_raise(vm, EXC_ValueError, "no such name");
}

static Value u_lookup(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!no_keywords(vm, "lookup", kw)) return VEXC;
    if (argc != 1)
        return exc_raise(vm, EXC_TypeError, "unicodedata.lookup() takes exactly one argument (%d given)", argc);
    const char *p;
    size_t n;
    Str *s = str_of(argv[0]);
    if (s) {
        p = s->data;
        n = s->blen;
    } else if (bytes_unwrap(argv[0]) && bytes_unwrap(argv[0])->h.kind == OK_BYTES) {
        const uint8_t *b;
        bytes_buffer(argv[0], &b, &n);
        p = (const char *)b;
    } else if (bytes_unwrap(argv[0])) {
        return exc_raise(vm, EXC_TypeError, "lookup() argument must be read-only bytes-like object, not bytearray");
    } else {
        return exc_raise(vm, EXC_TypeError, "a bytes-like object is required, not '%s'", type_name(vm, argv[0]));
    }
    if (n > 256) {
        Value msg = str_cvalue(vm, "name too long");
        return IS_EXC(msg) ? msg : exc_key_error(vm, msg);
    }
    char name[260];
    memcpy(name, p, n);
    name[n] = '\0';
    int64_t cp = strlen(name) == n ? unicodedata_code_of(name) : -1;
    if (cp < 0) {
        StrBuf b;
        sb_init(&b, vm);
        sb_adds(&b, "undefined character name '");
        /* Bytes of a bytes argument that are not UTF-8 show as U+FFFD. */
        if (s || utf8_valid(p, n)) sb_add(&b, p, n);
        else
            for (size_t i = 0; i < n; i++) {
                if ((unsigned char)p[i] < 0x80) sb_addc(&b, p[i]);
                else sb_addcp(&b, 0xFFFD);
            }
        sb_addc(&b, '\'');
        Value msg = sb_finish(&b);
        return IS_EXC(msg) ? msg : exc_key_error(vm, msg);
    }
    char out[4];
    size_t len = utf8_encode((uint32_t)cp, out);
    return str_value(vm, out, len);
}

static Value u_category(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    uint32_t cp;
    if (!char_arg(vm, "category", argc, argv, kw, false, &cp)) return VEXC;
    return str_cvalue(vm, uc_general_category_name(uc_general_category(cp)));
}

static Value u_bidirectional(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    uint32_t cp;
    if (!char_arg(vm, "bidirectional", argc, argv, kw, false, &cp)) return VEXC;
    if (is_unassigned(cp)) return v_obj(vm->empty_str);
    int c = uc_bidi_class(cp);
    return str_cvalue(vm, c >= 0 && (size_t)c < N_ITEMS(bidi_names) ? bidi_names[c] : "");
}

static Value u_combining(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    uint32_t cp;
    if (!char_arg(vm, "combining", argc, argv, kw, false, &cp)) return VEXC;
    return v_int(uc_combining_class(cp));
}

static Value u_east_asian_width(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    uint32_t cp;
    if (!char_arg(vm, "east_asian_width", argc, argv, kw, false, &cp)) return VEXC;
    return str_cvalue(vm, eaw_names[east_asian_width_of(cp)]);
}

static Value u_mirrored(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    uint32_t cp;
    if (!char_arg(vm, "mirrored", argc, argv, kw, false, &cp)) return VEXC;
    return v_int(mirrored_of(cp) ? 1 : 0);
}

static const char *const decomp_tags[] = {
    "", "<font>", "<noBreak>", "<initial>", "<medial>", "<final>", "<isolated>", "<circle>", "<super>",
    "<sub>", "<vertical>", "<wide>", "<narrow>", "<small>", "<square>", "<fraction>", "<compat>",
};

static Value u_decomposition(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    uint32_t cp;
    if (!char_arg(vm, "decomposition", argc, argv, kw, false, &cp)) return VEXC;
    /* Hangul syllables decompose algorithmically; CPython lists none. */
    if (cp >= SBASE && cp < SBASE + SCOUNT) return v_obj(vm->empty_str);
    int tag;
    ucs4_t d[UC_DECOMPOSITION_MAX_LENGTH];
    int n = uc_decomposition(cp, &tag, d);
    if (n <= 0) return v_obj(vm->empty_str);
    StrBuf b;
    sb_init(&b, vm);
    if (tag > 0 && (size_t)tag < N_ITEMS(decomp_tags)) {
        sb_adds(&b, decomp_tags[tag]);
        sb_addc(&b, ' ');
    }
    for (int i = 0; i < n; i++) sb_addf(&b, i ? " %04X" : "%04X", (unsigned)d[i]);
    return sb_finish(&b);
}

static Value u_decimal(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    uint32_t cp;
    if (!char_arg(vm, "decimal", argc, argv, kw, true, &cp)) return VEXC;
    int v = uc_decimal_value(cp);
    if (v >= 0) return v_int(v);
    if (argc > 1) return argv[1];
    return exc_raise(vm, EXC_ValueError, "not a decimal");
}

static Value u_digit(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    uint32_t cp;
    if (!char_arg(vm, "digit", argc, argv, kw, true, &cp)) return VEXC;
    int v = uc_digit_value(cp);
    if (v >= 0) return v_int(v);
    if (argc > 1) return argv[1];
    return exc_raise(vm, EXC_ValueError, "not a digit");
}

static Value u_numeric(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    uint32_t cp;
    if (!char_arg(vm, "numeric", argc, argv, kw, true, &cp)) return VEXC;
    double v;
    if (numeric_of(cp, &v)) return v_float(v);
    if (argc > 1) return argv[1];
    return exc_raise(vm, EXC_ValueError, "not a numeric character");
}

/* ---- normalization ------------------------------------------------- */

/* A string is normalised piece by piece, each piece ending before a
 * character that neither reorders nor composes with what precedes it
 * (combining class 0, no decomposition, never the second of a canonical
 * pair) or at a lone surrogate, which CPython keeps as it is while
 * libunistring would replace it. So libunistring's scratch space stays
 * the size of a piece, and the result is built in the VM's memory. */
#define PIECE_MIN 256

static bool is_surrogate(uint32_t cp) { return cp >= 0xD800 && cp <= 0xDFFF; }

static bool composes_backward(uint32_t cp) {
    size_t lo = 0, hi = N_ITEMS(compose_second_ccc0);
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (compose_second_ccc0[mid] == cp) return true;
        if (compose_second_ccc0[mid] < cp) lo = mid + 1;
        else hi = mid;
    }
    return false;
}

static bool stable_start(uint32_t cp) {
    if (cp < 0x80) return true;
    if (uc_combining_class(cp) != 0 || composes_backward(cp)) return false;
    int tag;
    ucs4_t d[UC_DECOMPOSITION_MAX_LENGTH];
    return uc_decomposition(cp, &tag, d) < 0;
}

/* The form named by `v`, or NULL with the error raised. */
static uninorm_t form_arg(VM *vm, const char *fname, Value v) {
    Str *f = str_of(v);
    if (!f) {
        exc_raise(vm, EXC_TypeError, "%s() argument 1 must be str, not %s", fname, type_name(vm, v));
        return NULL;
    }
    if (!strcmp(f->data, "NFC") && f->blen == 3) return UNINORM_NFC;
    if (!strcmp(f->data, "NFD") && f->blen == 3) return UNINORM_NFD;
    if (!strcmp(f->data, "NFKC") && f->blen == 4) return UNINORM_NFKC;
    if (!strcmp(f->data, "NFKD") && f->blen == 4) return UNINORM_NFKD;
    exc_raise(vm, EXC_ValueError, "invalid normalization form");
    return NULL;
}

/* Normalise `s` under `nf`. With `check`, compare instead of building:
 * *same tells whether s is already normalised and no string is made (the
 * return value is then VNONE). Otherwise *same tells whether the result
 * equals s, and the result is returned. */
static Value normalize_str(VM *vm, uninorm_t nf, Str *s, bool check, bool *same) {
    *same = true;
    if (s->h.flags & STR_ASCII) return check ? VNONE : v_obj(s);
    size_t n = s->clen;
    uint32_t *cps = mem_alloc(vm, n * sizeof(uint32_t));
    if (!cps) return VEXC;
    size_t pos = 0;
    for (size_t i = 0; i < n; i++) cps[i] = utf8_decode(s->data, &pos);
    StrBuf b;
    sb_init(&b, vm);
    Value result = VEXC;
    size_t i = 0;
    uint32_t small[1024];
    while (i < n) {
        if (is_surrogate(cps[i])) {
            if (!check) sb_addcp(&b, cps[i]);
            i++;
            continue;
        }
        size_t j = i + 1;
        while (j < n && !is_surrogate(cps[j]) && !(j - i >= PIECE_MIN && stable_start(cps[j]))) j++;
        size_t len = j - i;
        /* Work and libunistring's scratch (at most 18 code points out per
         * code point in, NFKD's worst case) are checked before it runs. */
        if (!rt_charge(vm, (int64_t)len / 2 + 1)) goto done;
        if (len * 18 > N_ITEMS(small) && !mem_would_fit(vm, len * 18 * sizeof(uint32_t))) {
            rt_halt(vm, HALT_MEMORY);
            goto done;
        }
        size_t outlen = N_ITEMS(small);
        uint32_t *r = u32_normalize(nf, cps + i, len, small, &outlen);
        if (!r) {
            rt_halt(vm, HALT_MEMORY);
            goto done;
        }
        /* A piece that expands (U+FDFA is 18 code points under NFKD, each
         * composed again under NFKC) is charged by what came out as well,
         * before the next piece runs. */
        if (!rt_charge(vm, (int64_t)outlen * 4)) {
            if (r != small) free(r);
            goto done;
        }
        bool piece_same = outlen == len && memcmp(r, cps + i, len * sizeof(uint32_t)) == 0;
        if (!piece_same) *same = false;
        if (!check)
            for (size_t k = 0; k < outlen; k++) sb_addcp(&b, r[k]);
        if (r != small) free(r);
        if (check && !piece_same) break;
        i = j;
    }
    if (check) {
        sb_free(&b);
        result = VNONE;
    } else if (*same) {
        sb_free(&b);
        result = v_obj(s);
    } else {
        result = sb_finish(&b);
    }
done:
    if (IS_EXC(result)) sb_free(&b);
    mem_free(vm, cps, n * sizeof(uint32_t));
    return result;
}

static bool norm_args(VM *vm, const char *fname, int argc, const Value *argv, Tuple *kw, uninorm_t *nf, Str **s) {
    if (!no_keywords(vm, fname, kw)) return false;
    if (argc != 2) {
        exc_raise(vm, EXC_TypeError, "%s expected 2 arguments, got %d", fname, argc);
        return false;
    }
    *nf = form_arg(vm, fname, argv[0]);
    if (!*nf) return false;
    *s = str_of(argv[1]);
    if (!*s) {
        exc_raise(vm, EXC_TypeError, "%s() argument 2 must be str, not %s", fname, type_name(vm, argv[1]));
        return false;
    }
    return true;
}

static Value u_normalize(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    uninorm_t nf;
    Str *s;
    if (!norm_args(vm, "normalize", argc, argv, kw, &nf, &s)) return VEXC;
    bool same;
    Value r = normalize_str(vm, nf, s, false, &same);
    /* An unchanged string comes back as it was given, as CPython's. */
    return !IS_EXC(r) && same ? argv[1] : r;
}

static Value u_is_normalized(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    uninorm_t nf;
    Str *s;
    if (!norm_args(vm, "is_normalized", argc, argv, kw, &nf, &s)) return VEXC;
    bool same;
    Value r = normalize_str(vm, nf, s, true, &same);
    return IS_EXC(r) ? r : v_bool(same);
}

static const MethodDef unicodedata_funcs[] = {
    {"lookup", u_lookup, 0, -1, NATIVE_KW},
    {"name", u_name, 0, -1, NATIVE_KW},
    {"decimal", u_decimal, 0, -1, NATIVE_KW},
    {"digit", u_digit, 0, -1, NATIVE_KW},
    {"numeric", u_numeric, 0, -1, NATIVE_KW},
    {"category", u_category, 0, -1, NATIVE_KW},
    {"bidirectional", u_bidirectional, 0, -1, NATIVE_KW},
    {"combining", u_combining, 0, -1, NATIVE_KW},
    {"east_asian_width", u_east_asian_width, 0, -1, NATIVE_KW},
    {"mirrored", u_mirrored, 0, -1, NATIVE_KW},
    {"decomposition", u_decomposition, 0, -1, NATIVE_KW},
    {"normalize", u_normalize, 0, -1, NATIVE_KW},
    {"is_normalized", u_is_normalized, 0, -1, NATIVE_KW},
    {NULL, NULL, 0, 0, 0},
};

Module *unicodedata_module_init(VM *vm) {
    Module *m = module_new(vm, "unicodedata");
    if (!m) return NULL;
    gc_push(vm, v_obj(m));
    Module *result = NULL;
    for (const MethodDef *d = unicodedata_funcs; d->name; d++)
        if (!module_add_native(vm, m, d, VNONE)) goto done;
    Str *k = str_intern_cstr(vm, "unidata_version");
    Value v = str_cvalue(vm, "14.0.0");
    if (!k || IS_EXC(v) || dict_set_str(vm, m->dict, k, v) < 0) goto done;
    result = m;
done:
    gc_pop(vm, 1);
    return result;
}
