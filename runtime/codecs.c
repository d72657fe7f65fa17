/* Codecs: str.encode, bytes.decode and str(b, encoding, errors) for the
 * encodings CPython 3.11 implements in C: utf-8 (and utf-8-sig), ascii,
 * latin-1, utf-16 and utf-32 in both byte orders, with and without a
 * byte order mark; cp1252, the charmap codec of Windows text; and
 * unicode_escape and raw_unicode_escape, the escapes of Python literals.
 * The binary-to-binary codecs (base64, hex, rot13, ...) are refused with
 * CPython's "is not a text encoding" LookupError.
 *
 * Errors follow CPython exactly, because agents print them: a strict
 * failure raises UnicodeEncodeError/UnicodeDecodeError built from the five
 * arguments (encoding, object, start, end, reason) so that .start, .end,
 * .reason, .object and .encoding exist and str() is CPython's sentence.
 * The error handlers are the built-in ones (strict, ignore, replace,
 * backslashreplace, xmlcharrefreplace and namereplace for encoding,
 * surrogateescape, surrogatepass), applied to the same ranges CPython
 * hands them: the byte encoders (ascii, latin-1, utf-8) pass a whole run
 * of unencodable characters, the utf-16/32 encoders one character, the
 * decoders one malformed sequence. A str may hold surrogate code points
 * (a literal's "\udcff", or what surrogateescape decodes to), so the
 * surrogate handlers round-trip as in CPython.
 *
 * Handler names are looked up lazily, as CPython does: an unknown name is
 * an error only when some character needs a handler. Every loop charges
 * the instruction budget per byte in and out; output grows through a
 * StrBuf, so every byte is accounted. */
#include <string.h>
#include <uniname.h>
#include "rt.h"

typedef enum {
    ENC_UTF8, ENC_ASCII, ENC_LATIN1, ENC_UTF16, ENC_UTF16LE, ENC_UTF16BE,
    ENC_UTF32, ENC_UTF32LE, ENC_UTF32BE, ENC_UTF8SIG, ENC_CP1252, ENC_UNIESC, ENC_RAWUNIESC, ENC_UNKNOWN
} Encoding;

/* The codec's own name, as its errors say it. */
static const char *const enc_names[] = {"utf-8", "ascii", "latin-1", "utf-16", "utf-16-le", "utf-16-be",
                                        "utf-32", "utf-32-le", "utf-32-be", "utf-8", "charmap",
                                        "unicodeescape", "rawunicodeescape", "?"};

static const struct { const char *name; Encoding enc; } enc_aliases[] = {
    {"utf_8", ENC_UTF8}, {"utf8", ENC_UTF8}, {"u8", ENC_UTF8}, {"utf", ENC_UTF8},
    {"utf8_ucs2", ENC_UTF8}, {"utf8_ucs4", ENC_UTF8}, {"cp65001", ENC_UTF8},
    {"ascii", ENC_ASCII}, {"us_ascii", ENC_ASCII}, {"646", ENC_ASCII}, {"us", ENC_ASCII},
    {"ansi_x3.4_1968", ENC_ASCII}, {"ansi_x3_4_1968", ENC_ASCII}, {"ansi_x3.4_1986", ENC_ASCII},
    {"cp367", ENC_ASCII}, {"csascii", ENC_ASCII}, {"ibm367", ENC_ASCII}, {"iso646_us", ENC_ASCII},
    {"iso_646.irv_1991", ENC_ASCII}, {"iso_ir_6", ENC_ASCII},
    {"latin_1", ENC_LATIN1}, {"latin1", ENC_LATIN1}, {"latin", ENC_LATIN1}, {"l1", ENC_LATIN1},
    {"iso8859_1", ENC_LATIN1}, {"iso_8859_1", ENC_LATIN1}, {"iso8859", ENC_LATIN1},
    {"8859", ENC_LATIN1}, {"cp819", ENC_LATIN1}, {"ibm819", ENC_LATIN1},
    {"iso_8859_1_1987", ENC_LATIN1}, {"iso_ir_100", ENC_LATIN1}, {"csisolatin1", ENC_LATIN1},
    {"utf_16", ENC_UTF16}, {"utf16", ENC_UTF16}, {"u16", ENC_UTF16},
    {"utf_16_le", ENC_UTF16LE}, {"utf_16le", ENC_UTF16LE}, {"unicodelittleunmarked", ENC_UTF16LE},
    {"utf_16_be", ENC_UTF16BE}, {"utf_16be", ENC_UTF16BE}, {"unicodebigunmarked", ENC_UTF16BE},
    {"utf_32", ENC_UTF32}, {"utf32", ENC_UTF32}, {"u32", ENC_UTF32},
    {"utf_32_le", ENC_UTF32LE}, {"utf_32le", ENC_UTF32LE},
    {"utf_32_be", ENC_UTF32BE}, {"utf_32be", ENC_UTF32BE},
    {"utf_8_sig", ENC_UTF8SIG},
    {"cp1252", ENC_CP1252}, {"windows_1252", ENC_CP1252}, {"1252", ENC_CP1252},
    {"unicode_escape", ENC_UNIESC}, {"raw_unicode_escape", ENC_RAWUNIESC},
};

/* The codecs CPython's registry knows that turn bytes into bytes (or str
 * into str), by their normalised names and aliases: str.encode and
 * bytes.decode refuse them. */
static const char *const binary_codecs[] = {
    "base64_codec", "base64", "base_64", "bz2_codec", "bz2", "hex_codec", "hex", "quopri_codec", "quopri",
    "quoted_printable", "quotedprintable", "rot_13", "rot13", "uu_codec", "uu", "zlib_codec", "zip", "zlib",
};

/* cp1252 (Windows Western, a charmap codec): bytes 0x80..0x9F, where it
 * differs from latin-1; 0 marks the five bytes it leaves undefined. */
static const uint16_t cp1252_high[32] = {
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
    0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
};

/* The cp1252 byte of code point c, or -1 when it has none. */
static int cp1252_byte(uint32_t c) {
    if (c < 0x80 || (c >= 0xA0 && c <= 0xFF)) return (int)c;
    for (int i = 0; i < 32; i++)
        if (cp1252_high[i] && cp1252_high[i] == c) return 0x80 + i;
    return -1;
}

/* Lower case with '-' and ' ' as '_', the way the codec registry
 * normalises a name; false when it is too long to be one. */
static bool normalise(const char *name, char *norm, size_t cap) {
    size_t n = strlen(name);
    if (n >= cap) return false;
    for (size_t i = 0; i <= n; i++) {
        char c = name[i];
        if (c >= 'A' && c <= 'Z') c = (char)(c + 32);
        if (c == '-' || c == ' ') c = '_';
        norm[i] = c;
    }
    return true;
}

static Encoding find_encoding(const char *name) {
    char norm[64];
    if (!normalise(name, norm, sizeof norm)) return ENC_UNKNOWN;
    for (size_t i = 0; i < sizeof enc_aliases / sizeof enc_aliases[0]; i++)
        if (strcmp(enc_aliases[i].name, norm) == 0) return enc_aliases[i].enc;
    return ENC_UNKNOWN;
}

/* The LookupError for an encoding smolvm does not have: CPython's words
 * for a binary codec, else "unknown encoding". */
static Value no_codec(VM *vm, const char *encoding, bool encode) {
    char norm[64];
    if (normalise(encoding, norm, sizeof norm))
        for (size_t i = 0; i < sizeof binary_codecs / sizeof binary_codecs[0]; i++)
            if (strcmp(binary_codecs[i], norm) == 0)
                return exc_raise(vm, EXC_LookupError,
                                 "'%s' is not a text encoding; use codecs.%s() to handle arbitrary codecs", encoding,
                                 encode ? "encode" : "decode");
    return exc_raise(vm, EXC_LookupError, "unknown encoding: %s", encoding);
}

/* CPython runs the codecs for these spellings directly; every other alias
 * goes through the codec registry, which wraps an error other than a
 * UnicodeError as "encoding with 'l1' codec failed (LookupError: ...)". */
static bool direct_codec_name(const char *name) {
    static const char *const direct[] = {"utf_8", "utf8", "latin_1", "latin1", "iso_8859_1", "iso8859_1",
                                         "ascii", "us_ascii", "utf_16", "utf16", "utf_32", "utf32"};
    char norm[32];
    if (!normalise(name, norm, sizeof norm)) return false;
    for (size_t i = 0; i < sizeof direct / sizeof direct[0]; i++)
        if (strcmp(direct[i], norm) == 0) return true;
    return false;
}

typedef enum {
    H_STRICT, H_IGNORE, H_REPLACE, H_BACKSLASH, H_XMLCHAR, H_NAME, H_SURESC, H_SURPASS, H_UNKNOWN
} Handler;

static Handler find_handler(const char *errors) {
    static const char *const names[] = {"strict", "ignore", "replace", "backslashreplace",
                                        "xmlcharrefreplace", "namereplace", "surrogateescape",
                                        "surrogatepass"};
    for (int i = 0; i < H_UNKNOWN; i++)
        if (strcmp(errors, names[i]) == 0) return (Handler)i;
    return H_UNKNOWN;
}

/* An error raised by the error machinery itself (an unknown handler, a
 * handler that cannot decode): wrapped as the codec registry wraps it,
 * except for the spellings CPython runs directly. */
static Value unknown_handler(VM *vm, const char *encoding, const char *errors, bool encode) {
    if (direct_codec_name(encoding))
        return exc_raise(vm, EXC_LookupError, "unknown error handler name '%s'", errors);
    return exc_raise(vm, EXC_LookupError, "%s with '%s' codec failed (LookupError: unknown error handler name '%s')",
                     encode ? "encoding" : "decoding", encoding, errors);
}

static Value cannot_decode(VM *vm, const char *encoding) {
    static const char msg[] = "don't know how to handle UnicodeDecodeError in error callback";
    if (direct_codec_name(encoding)) return exc_raise(vm, EXC_TypeError, "%s", msg);
    return exc_raise(vm, EXC_TypeError, "decoding with '%s' codec failed (TypeError: %s)", encoding, msg);
}

static inline bool is_surrogate(uint32_t c) { return c >= 0xD800 && c <= 0xDFFF; }

/* ---- encoding ------------------------------------------------------------- */

typedef struct {
    VM *vm;
    Str *s;
    Encoding enc;
    const char *encoding, *errors;
    StrBuf out;
} Encoder;

static void put16(StrBuf *b, uint32_t u, bool be) {
    char t[2] = {(char)(be ? u >> 8 : u & 0xFF), (char)(be ? u & 0xFF : u >> 8)};
    sb_add(b, t, 2);
}

static void put32(StrBuf *b, uint32_t u, bool be) {
    char t[4];
    for (int i = 0; i < 4; i++) t[be ? 3 - i : i] = (char)((u >> (8 * i)) & 0xFF);
    sb_add(b, t, 4);
}

/* Appends code point c in the target encoding; the caller has checked
 * that the encoding can represent it (surrogatepass writes surrogates
 * through here too). */
static void emit(Encoder *e, uint32_t c) {
    switch (e->enc) {
    case ENC_ASCII:
    case ENC_LATIN1: sb_addc(&e->out, (char)c); break;
    case ENC_CP1252: sb_addc(&e->out, (char)cp1252_byte(c)); break;
    case ENC_UTF16:
    case ENC_UTF16LE:
    case ENC_UTF16BE:
        if (c < 0x10000) {
            put16(&e->out, c, e->enc == ENC_UTF16BE);
        } else {
            put16(&e->out, 0xD800 | ((c - 0x10000) >> 10), e->enc == ENC_UTF16BE);
            put16(&e->out, 0xDC00 | ((c - 0x10000) & 0x3FF), e->enc == ENC_UTF16BE);
        }
        break;
    case ENC_UTF32:
    case ENC_UTF32LE:
    case ENC_UTF32BE: put32(&e->out, c, e->enc == ENC_UTF32BE); break;
    default: sb_addcp(&e->out, c); break;
    }
}

/* Appends the ASCII text t[0..n) (n < UNINAME_MAX + 8): as it is for the
 * byte codecs, a code unit per character for utf-16/32, in one append. */
static void emit_ascii(Encoder *e, const char *t, size_t n) {
    if (e->enc == ENC_ASCII || e->enc == ENC_LATIN1 || e->enc == ENC_UTF8 || e->enc == ENC_UTF8SIG ||
        e->enc == ENC_CP1252) {
        sb_add(&e->out, t, n);
        return;
    }
    char w[4 * (UNINAME_MAX + 8)];
    bool be = e->enc == ENC_UTF16BE || e->enc == ENC_UTF32BE;
    size_t unit = e->enc == ENC_UTF16 || e->enc == ENC_UTF16LE || e->enc == ENC_UTF16BE ? 2 : 4;
    memset(w, 0, n * unit);
    for (size_t i = 0; i < n; i++) w[i * unit + (be ? unit - 1 : 0)] = t[i];
    sb_add(&e->out, w, n * unit);
}

/* The backslash escape of c as backslashreplace writes it (\xhh, \uhhhh
 * or \Uhhhhhhhh) into out (10 bytes at least); its length. */
static size_t escape_of(char *out, uint32_t c) {
    static const char hex[] = "0123456789abcdef";
    int w = c < 0x100 ? 2 : c < 0x10000 ? 4 : 8;
    out[0] = '\\';
    out[1] = c < 0x100 ? 'x' : c < 0x10000 ? 'u' : 'U';
    for (int i = 0; i < w; i++) out[2 + i] = hex[(c >> (4 * (w - 1 - i))) & 0xF];
    return (size_t)(2 + w);
}

/* The character reference &#c; as xmlcharrefreplace writes it into out
 * (14 bytes at least); its length. */
static size_t xmlref_of(char *out, uint32_t c) {
    char d[10];
    int k = 0;
    do d[k++] = (char)('0' + c % 10); while ((c /= 10) != 0);
    size_t n = 0;
    out[n++] = '&';
    out[n++] = '#';
    while (k) out[n++] = d[--k];
    out[n++] = ';';
    return n;
}

static bool encodable(Encoding enc, uint32_t c) {
    if (enc == ENC_ASCII) return c < 0x80;
    if (enc == ENC_LATIN1) return c < 0x100;
    if (enc == ENC_CP1252) return cp1252_byte(c) >= 0;
    return !is_surrogate(c);
}

static Value encode_error(Encoder *e, size_t start, size_t end) {
    const char *reason = e->enc == ENC_ASCII    ? "ordinal not in range(128)"
                         : e->enc == ENC_LATIN1 ? "ordinal not in range(256)"
                         : e->enc == ENC_CP1252 ? "character maps to <undefined>"
                                                : "surrogates not allowed";
    return exc_raise_unicode(e->vm, false, enc_names[e->enc], v_obj(e->s), start, end, reason);
}

/* Budget units per character each handler charges for: namereplace
 * looks the name up. */
static int64_t handler_cost(Handler h) {
    switch (h) {
    case H_XMLCHAR:
    case H_BACKSLASH: return 2;
    case H_NAME: return 16;
    default: return 1;
    }
}

/* Handles the unencodable characters [start, end) at byte offset `at` of
 * the string. VEMPTY when done, else VEXC (raised). */
static Value encode_run(Encoder *e, Handler h, size_t at, size_t start, size_t end) {
    bool bytewise = e->enc == ENC_ASCII || e->enc == ENC_LATIN1 || e->enc == ENC_UTF8 || e->enc == ENC_UTF8SIG ||
                    e->enc == ENC_CP1252;
    switch (h) {
    case H_STRICT: return encode_error(e, start, end);
    case H_UNKNOWN: return unknown_handler(e->vm, e->encoding, e->errors, true);
    default: break;
    }
    /* The run is a whole stretch of the string: charged by its length. */
    if (!rt_charge(e->vm, (int64_t)(end - start) * handler_cost(h))) return VEXC;
    switch (h) {
    case H_SURPASS:
        /* Surrogates as themselves: only the UTF codecs have a form for
         * them. */
        if (e->enc == ENC_ASCII || e->enc == ENC_LATIN1 || e->enc == ENC_CP1252) return encode_error(e, start, end);
        for (size_t i = start; i < end; i++) emit(e, utf8_decode(e->s->data, &at));
        return VEMPTY;
    case H_SURESC:
        /* U+DC80..U+DCFF are the bytes surrogateescape decoded; the byte
         * codecs write them back until a character that is not one, which
         * fails with the rest of the run. A utf-16/32 codec cannot write a
         * single byte. */
        if (!bytewise) return encode_error(e, start, end);
        if (e->enc == ENC_CP1252) {
            /* The charmap codec has no fast path: the handler takes the
             * whole run or fails on all of it. */
            size_t q = at;
            for (size_t i = start; i < end; i++) {
                uint32_t c = utf8_decode(e->s->data, &q);
                if (c < 0xDC80 || c > 0xDCFF) return encode_error(e, start, end);
            }
        }
        for (size_t i = start; i < end; i++) {
            size_t q = at;
            uint32_t c = utf8_decode(e->s->data, &q);
            if (c < 0xDC80 || c > 0xDCFF) return encode_error(e, i, end);
            sb_addc(&e->out, (char)(c - 0xDC00));
            at = q;
        }
        return VEMPTY;
    default: break;
    }
    for (size_t i = start; i < end && !e->out.failed; i++) {
        uint32_t c = utf8_decode(e->s->data, &at);
        char t[UNINAME_MAX + 8];
        size_t n;
        switch (h) {
        case H_IGNORE: continue;
        case H_REPLACE: emit(e, '?'); continue;
        case H_XMLCHAR: n = xmlref_of(t, c); break;
        case H_NAME: {
            char name[UNINAME_MAX];
            if (!unicodedata_name_of(c, name)) {
                n = escape_of(t, c);
                break;
            }
            size_t k = strlen(name);
            memcpy(t, "\\N{", 3);
            memcpy(t + 3, name, k);
            t[3 + k] = '}';
            n = k + 4;
            break;
        }
        default: n = escape_of(t, c); break;
        }
        emit_ascii(e, t, n);
    }
    return VEMPTY;
}

/* Does the string hold an encoded surrogate (ED A0..BF xx)? */
static bool has_surrogates(const Str *s) {
    if (s->h.flags & STR_ASCII) return false;
    for (const char *p = s->data, *end = s->data + s->blen; (p = memchr(p, 0xED, (size_t)(end - p))) != NULL; p++)
        if (p + 1 < end && (unsigned char)p[1] >= 0xA0) return true;
    return false;
}

const char *codec_name_arg(VM *vm, Str *x) {
    if (memchr(x->data, '\0', x->blen)) {
        exc_raise(vm, EXC_ValueError, "embedded null character");
        return NULL;
    }
    /* A string that lies in a shared tail is not followed by a NUL: its
     * interned copy is (and the interned table keeps it alive). */
    if (x->data[x->blen] == '\0') return x->data;
    Str *c = str_intern(vm, x->data, x->blen);
    return c ? c->data : NULL;
}

/* unicode_escape (raw: raw_unicode_escape) of s: every character has a
 * form, so no error handler ever runs. unicode_escape writes printable
 * ASCII as it is and the rest as \t \n \r \\ or \xhh, \uhhhh,
 * \Uhhhhhhhh; raw_unicode_escape writes the first 256 code points as
 * their byte and escapes only the others. */
static Value encode_escape(VM *vm, Str *s, bool raw) {
    StrBuf out;
    sb_init(&out, vm);
    size_t pos = 0, idx = 0;
    while (pos < s->blen) {
        if ((idx++ & 255) == 255 && (!rt_charge(vm, 256) || out.failed)) {
            sb_free(&out);
            return VEXC;
        }
        uint32_t c = utf8_decode(s->data, &pos);
        char t[12];
        if (raw ? c < 0x100 : (c >= 0x20 && c < 0x7F && c != '\\')) {
            sb_addc(&out, (char)c);
        } else if (!raw && (c == '\t' || c == '\n' || c == '\r' || c == '\\')) {
            char e = c == '\t' ? 't' : c == '\n' ? 'n' : c == '\r' ? 'r' : '\\';
            sb_addc(&out, '\\');
            sb_addc(&out, e);
        } else {
            sb_add(&out, t, escape_of(t, c));
        }
    }
    if (out.failed) {
        sb_free(&out);
        return VEXC;
    }
    Value r = bytes_new(vm, out.p ? out.p : "", out.len);
    sb_free(&out);
    return r;
}

Value codec_encode(VM *vm, Str *s, const char *encoding, const char *errors) {
    Encoding enc = find_encoding(encoding);
    if (enc == ENC_UNKNOWN) return no_codec(vm, encoding, true);
    if (enc == ENC_UNIESC || enc == ENC_RAWUNIESC) {
        if (!rt_charge(vm, (int64_t)(s->blen / 2) + 1)) return VEXC;
        return encode_escape(vm, s, enc == ENC_RAWUNIESC);
    }
    bool wide = enc >= ENC_UTF16 && enc <= ENC_UTF32BE;
    if (!rt_charge(vm, (int64_t)(s->blen / 2) + 1)) return VEXC;
    if (((enc == ENC_UTF8 || ((enc == ENC_ASCII || enc == ENC_LATIN1 || enc == ENC_CP1252) && (s->h.flags & STR_ASCII)))) &&
        !has_surrogates(s))
        return bytes_new(vm, s->data, s->blen);
    Encoder e = {vm, s, enc, encoding, errors, {0}};
    sb_init(&e.out, vm);
    /* The unmarked forms write a little-endian byte order mark. */
    if (enc == ENC_UTF16) put16(&e.out, 0xFEFF, false);
    if (enc == ENC_UTF32) put32(&e.out, 0xFEFF, false);
    if (enc == ENC_UTF8SIG) sb_add(&e.out, "\xEF\xBB\xBF", 3);
    Handler h = H_UNKNOWN;
    bool handler_known = false;
    size_t pos = 0, idx = 0;
    while (pos < s->blen) {
        if ((idx & 1023) == 1023 && (!rt_charge(vm, wide ? 512 : 128) || e.out.failed)) {
            sb_free(&e.out);
            return VEXC;
        }
        size_t at = pos;
        uint32_t c = utf8_decode(s->data, &pos);
        if (encodable(enc, c)) {
            emit(&e, c);
            idx++;
            continue;
        }
        /* The byte codecs pass a whole run of unencodable characters to
         * the handler; the utf-16/32 ones a single character. */
        size_t end = idx + 1;
        if (!wide) {
            size_t q = pos;
            while (q < s->blen) {
                size_t r = q;
                if (encodable(enc, utf8_decode(s->data, &r))) break;
                q = r;
                end++;
            }
            pos = q;
        }
        if (!handler_known) {
            h = find_handler(errors);
            handler_known = true;
        }
        if (IS_EXC(encode_run(&e, h, at, idx, end))) {
            sb_free(&e.out);
            return VEXC;
        }
        idx = end;
    }
    if (e.out.failed) {
        sb_free(&e.out);
        return VEXC;
    }
    Value r = bytes_new(vm, e.out.p ? e.out.p : "", e.out.len);
    sb_free(&e.out);
    return r;
}

/* ---- decoding ------------------------------------------------------------- */

typedef struct {
    VM *vm;
    const unsigned char *p;
    size_t n;
    Encoding enc;        /* the codec at work: utf-16/32 become their LE/BE form */
    const char *encoding, *errors;
    Handler h;
    bool handler_known;
    uint32_t steps;      /* code points decoded since the last charge */
    StrBuf out;
} Decoder;

/* Counts one code point or malformed sequence decoded: every 256 of them
 * are charged, on top of what codec_decode charged for the input's size.
 * False (raised) when the budget or the memory ran out. */
static inline bool dec_step(Decoder *d) {
    if (__builtin_expect(++d->steps < 256, 1)) return true;
    d->steps = 0;
    return rt_charge(d->vm, 256) && !d->out.failed;
}

static Value decode_error(Decoder *d, size_t start, size_t end, const char *reason) {
    Value obj = bytes_new(d->vm, (const char *)d->p, d->n);
    if (IS_EXC(obj)) return VEXC;
    return exc_raise_unicode(d->vm, true, enc_names[d->enc], obj, start, end, reason);
}

static uint32_t unit16(const unsigned char *p, bool be) {
    return be ? (uint32_t)p[0] << 8 | p[1] : (uint32_t)p[1] << 8 | p[0];
}

static uint32_t unit32(const unsigned char *p, bool be) {
    return be ? (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]
              : (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
}

/* Handles the malformed bytes [start, end): appends the handler's
 * replacement and sets *resume to where decoding goes on, or raises
 * (false). */
static bool decode_run(Decoder *d, size_t start, size_t end, const char *reason, size_t *resume) {
    if (!d->handler_known) {
        d->h = find_handler(d->errors);
        d->handler_known = true;
    }
    *resume = end;
    /* A sequence is at most four bytes, but "truncated data" reaches the
     * end of the input. */
    if (!rt_charge(d->vm, 1 + (int64_t)(end - start))) return false;
    switch (d->h) {
    case H_IGNORE: return true;
    case H_REPLACE: sb_addcp(&d->out, 0xFFFD); return true;
    case H_BACKSLASH:
        for (size_t k = start; k < end; k++) {
            static const char hex[] = "0123456789abcdef";
            char t[4] = {'\\', 'x', hex[d->p[k] >> 4], hex[d->p[k] & 0xF]};
            sb_add(&d->out, t, 4);
        }
        return true;
    case H_UNKNOWN: unknown_handler(d->vm, d->encoding, d->errors, false); return false;
    case H_XMLCHAR:
    case H_NAME:
        cannot_decode(d->vm, d->encoding);
        return false;
    case H_SURESC: {
        /* Up to four leading bytes of 0x80 and above become U+DC80..U+DCFF;
         * an ASCII byte cannot be escaped. */
        size_t k = start;
        while (k < end && k < start + 4 && d->p[k] >= 0x80) sb_addcp(&d->out, 0xDC00 + d->p[k++]);
        if (k == start) break;
        *resume = k;
        return true;
    }
    case H_SURPASS: {
        /* One surrogate in the codec's own form at start, if it is one. */
        const unsigned char *q = d->p + start;
        size_t left = d->n - start;
        uint32_t c = 0;
        size_t len = 0;
        if (d->enc == ENC_UTF8 && left >= 3 && (q[0] & 0xF0) == 0xE0 && (q[1] & 0xC0) == 0x80 &&
            (q[2] & 0xC0) == 0x80) {
            c = (uint32_t)(q[0] & 0x0F) << 12 | (uint32_t)(q[1] & 0x3F) << 6 | (q[2] & 0x3F);
            len = 3;
        } else if ((d->enc == ENC_UTF16LE || d->enc == ENC_UTF16BE) && left >= 2) {
            c = unit16(q, d->enc == ENC_UTF16BE);
            len = 2;
        } else if ((d->enc == ENC_UTF32LE || d->enc == ENC_UTF32BE) && left >= 4) {
            c = unit32(q, d->enc == ENC_UTF32BE);
            len = 4;
        }
        if (!len || !is_surrogate(c)) break;
        sb_addcp(&d->out, c);
        *resume = start + len;
        return true;
    }
    default: break;
    }
    decode_error(d, start, end, reason);
    return false;
}

/* The length of the invalid UTF-8 prefix at p[0..left) and the reason
 * CPython's decoder gives for it; *why is NULL when the sequence is
 * valid after all (its length is returned). */
static size_t utf8_bad(const unsigned char *p, size_t left, const char **why) {
    unsigned c = p[0];
    size_t need;
    unsigned lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) need = 2;
    else if (c == 0xE0) { need = 3; lo = 0xA0; }
    else if ((c >= 0xE1 && c <= 0xEC) || c == 0xEE || c == 0xEF) need = 3;
    else if (c == 0xED) { need = 3; hi = 0x9F; }
    else if (c == 0xF0) { need = 4; lo = 0x90; }
    else if (c >= 0xF1 && c <= 0xF3) need = 4;
    else if (c == 0xF4) { need = 4; hi = 0x8F; }
    else { *why = "invalid start byte"; return 1; }
    size_t k = 1;
    for (; k < need; k++) {
        if (k >= left) { *why = "unexpected end of data"; return k; }
        unsigned lo_k = k == 1 ? lo : 0x80, hi_k = k == 1 ? hi : 0xBF;
        if (p[k] < lo_k || p[k] > hi_k) { *why = "invalid continuation byte"; return k; }
    }
    *why = NULL;
    return need;
}

/* utf-8, ascii, latin-1 and cp1252 from byte i on. */
static bool decode_bytes(Decoder *d, size_t i) {
    const unsigned char *p = d->p;
    while (i < d->n) {
        if (!dec_step(d)) return false;
        if (p[i] < 0x80) {
            sb_addc(&d->out, (char)p[i++]);
            continue;
        }
        if (d->enc == ENC_LATIN1) {
            sb_addcp(&d->out, p[i++]);
            continue;
        }
        if (d->enc == ENC_CP1252) {
            uint32_t c = p[i] >= 0xA0 ? p[i] : cp1252_high[p[i] - 0x80];
            if (c) {
                sb_addcp(&d->out, c);
                i++;
                continue;
            }
            if (!decode_run(d, i, i + 1, "character maps to <undefined>", &i)) return false;
            continue;
        }
        const char *why = "ordinal not in range(128)";
        size_t bad = 1;
        if (d->enc == ENC_UTF8) {
            bad = utf8_bad(p + i, d->n - i, &why);
            if (!why) {
                sb_add(&d->out, (const char *)p + i, bad);
                i += bad;
                continue;
            }
        }
        if (!decode_run(d, i, i + bad, why, &i)) return false;
    }
    return true;
}

static bool decode_utf16(Decoder *d, size_t i) {
    bool be = d->enc == ENC_UTF16BE;
    const unsigned char *p = d->p;
    size_t n = d->n;
    while (i < n) {
        if (!dec_step(d)) return false;
        if (n - i < 2) {
            if (!decode_run(d, i, n, "truncated data", &i)) return false;
            continue;
        }
        uint32_t u = unit16(p + i, be);
        if (!is_surrogate(u)) {
            sb_addcp(&d->out, u);
            i += 2;
            continue;
        }
        if (u >= 0xDC00) {
            if (!decode_run(d, i, i + 2, "illegal encoding", &i)) return false;
            continue;
        }
        if (n - i < 4) {
            if (!decode_run(d, i, n, "unexpected end of data", &i)) return false;
            continue;
        }
        uint32_t lo = unit16(p + i + 2, be);
        if (lo < 0xDC00 || lo > 0xDFFF) {
            if (!decode_run(d, i, i + 2, "illegal UTF-16 surrogate", &i)) return false;
            continue;
        }
        sb_addcp(&d->out, 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00));
        i += 4;
    }
    return true;
}

static bool decode_utf32(Decoder *d, size_t i) {
    bool be = d->enc == ENC_UTF32BE;
    size_t n = d->n;
    while (i < n) {
        if (!dec_step(d)) return false;
        if (n - i < 4) {
            if (!decode_run(d, i, n, "truncated data", &i)) return false;
            continue;
        }
        uint32_t u = unit32(d->p + i, be);
        const char *why = u > 0x10FFFF       ? "code point not in range(0x110000)"
                          : is_surrogate(u) ? "code point in surrogate code point range(0xd800, 0xe000)"
                                            : NULL;
        if (why) {
            if (!decode_run(d, i, i + 4, why, &i)) return false;
            continue;
        }
        sb_addcp(&d->out, u);
        i += 4;
    }
    return true;
}

static int hex_digit(unsigned char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* The \x, \u or \U escape whose `count` hex digits start at byte i:
 * its code point in *cp, and where it ends in *end; false when a digit is
 * missing (*end is then the first byte that is not one). */
static bool hex_escape(const Decoder *d, size_t i, int count, uint32_t *cp, size_t *end) {
    uint32_t v = 0;
    for (int k = 0; k < count; k++, i++) {
        int h = i < d->n ? hex_digit(d->p[i]) : -1;
        if (h < 0) {
            *end = i;
            return false;
        }
        v = v << 4 | (uint32_t)h;
    }
    *cp = v;
    *end = i;
    return true;
}

/* unicode_escape: the bytes as latin-1 text with the escapes of a Python
 * string literal (an unknown escape keeps its backslash, as CPython does
 * after its DeprecationWarning). */
static bool decode_uniesc(Decoder *d) {
    const unsigned char *p = d->p;
    size_t n = d->n, i = 0;
    while (i < n) {
        if (!dec_step(d)) return false;
        if (p[i] != '\\') {
            sb_addcp(&d->out, p[i++]);
            continue;
        }
        size_t start = i++;
        if (i >= n) {
            if (!decode_run(d, start, n, "\\ at end of string", &i)) return false;
            continue;
        }
        unsigned char c = p[i++];
        uint32_t cp;
        size_t end;
        switch (c) {
        case '\n': continue;
        case '\\': case '\'': case '"': sb_addc(&d->out, (char)c); continue;
        case 'a': sb_addc(&d->out, '\a'); continue;
        case 'b': sb_addc(&d->out, '\b'); continue;
        case 'f': sb_addc(&d->out, '\f'); continue;
        case 'n': sb_addc(&d->out, '\n'); continue;
        case 'r': sb_addc(&d->out, '\r'); continue;
        case 't': sb_addc(&d->out, '\t'); continue;
        case 'v': sb_addc(&d->out, '\v'); continue;
        case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7':
            cp = (uint32_t)(c - '0');
            for (int k = 0; k < 2 && i < n && p[i] >= '0' && p[i] <= '7'; k++) cp = cp * 8 + (uint32_t)(p[i++] - '0');
            sb_addcp(&d->out, cp);
            continue;
        case 'x': case 'u': case 'U': {
            int count = c == 'x' ? 2 : c == 'u' ? 4 : 8;
            const char *why = c == 'x'   ? "truncated \\xXX escape"
                              : c == 'u' ? "truncated \\uXXXX escape"
                                         : "truncated \\UXXXXXXXX escape";
            if (!hex_escape(d, i, count, &cp, &end)) {
                if (!decode_run(d, start, end, why, &i)) return false;
                continue;
            }
            if (cp > 0x10FFFF) {
                if (!decode_run(d, start, end, "illegal Unicode character", &i)) return false;
                continue;
            }
            sb_addcp(&d->out, cp);
            i = end;
            continue;
        }
        case 'N': {
            /* \N{name}: malformed without the braces or a name. */
            size_t ns = i + 1, ne = ns;
            if (i >= n || p[i] != '{') {
                if (!decode_run(d, start, i, "malformed \\N character escape", &i)) return false;
                continue;
            }
            while (ne < n && p[ne] != '}') ne++;
            if (ne >= n || ne == ns) {
                if (!decode_run(d, start, ne >= n ? n : ne + 1, "malformed \\N character escape", &i)) return false;
                continue;
            }
            char name[UNINAME_MAX + 2];
            int64_t v = -1;
            if (ne - ns < sizeof name) {
                memcpy(name, p + ns, ne - ns);
                name[ne - ns] = '\0';
                if (!rt_charge(d->vm, 16)) return false;
                v = unicodedata_code_of(name);
            }
            if (v < 0) {
                if (!decode_run(d, start, ne + 1, "unknown Unicode character name", &i)) return false;
                continue;
            }
            sb_addcp(&d->out, (uint32_t)v);
            i = ne + 1;
            continue;
        }
        default:
            sb_addc(&d->out, '\\');
            sb_addcp(&d->out, c);
            continue;
        }
    }
    return true;
}

/* raw_unicode_escape: the bytes as latin-1 text where only \uhhhh and
 * \Uhhhhhhhh are escapes, and only after an odd number of backslashes. */
static bool decode_rawuniesc(Decoder *d) {
    const unsigned char *p = d->p;
    size_t n = d->n, i = 0;
    while (i < n) {
        if (!dec_step(d)) return false;
        if (p[i] != '\\') {
            sb_addcp(&d->out, p[i++]);
            continue;
        }
        size_t run = 0;
        while (i < n && p[i] == '\\') {
            i++;
            run++;
        }
        if (!(run & 1) || i >= n || (p[i] != 'u' && p[i] != 'U')) {
            for (size_t k = 0; k < run; k++) sb_addc(&d->out, '\\');
            continue;
        }
        for (size_t k = 0; k + 1 < run; k++) sb_addc(&d->out, '\\');
        size_t start = i - 1, end;
        bool wide = p[i] == 'U';
        uint32_t cp;
        if (!hex_escape(d, i + 1, wide ? 8 : 4, &cp, &end)) {
            if (!decode_run(d, start, end, wide ? "truncated \\UXXXXXXXX escape" : "truncated \\uXXXX escape", &i))
                return false;
            continue;
        }
        if (cp > 0x10FFFF) {
            if (!decode_run(d, start, end, "\\Uxxxxxxxx out of range", &i)) return false;
            continue;
        }
        sb_addcp(&d->out, cp);
        i = end;
    }
    return true;
}

static bool all_ascii(const char *s, size_t n) {
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, s + i, 8);
        if (w & 0x8080808080808080ULL) return false;
    }
    for (; i < n; i++)
        if ((unsigned char)s[i] >= 0x80) return false;
    return true;
}

Value codec_decode(VM *vm, const char *data, size_t n, const char *encoding, const char *errors) {
    Encoding enc = find_encoding(encoding);
    if (enc == ENC_UNKNOWN) return no_codec(vm, encoding, false);
    if (!rt_charge(vm, (int64_t)(n / 2) + 1)) return VEXC;
    const unsigned char *p = (const unsigned char *)data;
    if (enc == ENC_UNIESC || enc == ENC_RAWUNIESC) {
        Decoder d = {vm, p, n, enc, encoding, errors, H_STRICT, false, 0, {0}};
        sb_init(&d.out, vm);
        if (!(enc == ENC_UNIESC ? decode_uniesc(&d) : decode_rawuniesc(&d))) {
            sb_free(&d.out);
            return VEXC;
        }
        return sb_finish(&d.out);
    }
    size_t start = 0;
    /* utf-8-sig drops one leading byte order mark; utf-16 and utf-32
     * read theirs to pick the byte order (little-endian without one). */
    if (enc == ENC_UTF8SIG) {
        if (n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF) start = 3;
        enc = ENC_UTF8;
    } else if (enc == ENC_UTF16) {
        enc = ENC_UTF16LE;
        if (n >= 2 && p[0] == 0xFF && p[1] == 0xFE) start = 2;
        else if (n >= 2 && p[0] == 0xFE && p[1] == 0xFF) { start = 2; enc = ENC_UTF16BE; }
    } else if (enc == ENC_UTF32) {
        enc = ENC_UTF32LE;
        if (n >= 4 && p[0] == 0xFF && p[1] == 0xFE && !p[2] && !p[3]) start = 4;
        else if (n >= 4 && !p[0] && !p[1] && p[2] == 0xFE && p[3] == 0xFF) { start = 4; enc = ENC_UTF32BE; }
    }
    bool bytewise = enc == ENC_UTF8 || enc == ENC_ASCII || enc == ENC_LATIN1 || enc == ENC_CP1252;
    if (bytewise && (all_ascii(data + start, n - start) || (enc == ENC_UTF8 && utf8_valid(data + start, n - start))))
        return str_value(vm, data + start, n - start);
    Decoder d = {vm, p, n, enc, encoding, errors, H_STRICT, false, 0, {0}};
    sb_init(&d.out, vm);
    bool ok = bytewise ? decode_bytes(&d, start)
              : (enc == ENC_UTF16LE || enc == ENC_UTF16BE) ? decode_utf16(&d, start)
                                                             : decode_utf32(&d, start);
    if (!ok) {
        sb_free(&d.out);
        return VEXC;
    }
    return sb_finish(&d.out);
}
