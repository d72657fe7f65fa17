/* Unit tests for runtime/str.c's C API: UTF-8 validation and coding,
 * construction, interning, hashing, code point offsets, StrBuf, slicing
 * and the repeat memory check. Prints "N passed, M failed"; exits non-zero
 * on any failure. */
#include <stdio.h>
#include <string.h>
#include <xxhash.h>
#include "runtime/rt.h"

static int passed, failed;

#define CHECK(cond)                                                          \
    do {                                                                     \
        if (cond) passed++;                                                  \
        else {                                                               \
            failed++;                                                        \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                    \
    } while (0)

static VM *new_vm(uint64_t seed) {
    Limits lim;
    memset(&lim, 0, sizeof lim);
    lim.max_recursion = 100;
    return rt_vm_new(&lim, seed);
}

static bool valid(const char *s) { return utf8_valid(s, strlen(s)); }

static void test_utf8_valid(void) {
    CHECK(utf8_valid("", 0));
    CHECK(valid("plain ascii text, long enough for the word loop"));
    CHECK(utf8_valid("a\0b", 3));                    /* NUL is a character */
    CHECK(valid("\xc3\xa9"));                        /* é */
    CHECK(valid("\xe2\x82\xac"));                    /* € */
    CHECK(valid("\xf0\x9f\x98\x80"));                /* U+1F600 */
    CHECK(valid("\xf4\x8f\xbf\xbf"));                /* U+10FFFF */
    CHECK(valid("\xed\x9f\xbf"));                    /* U+D7FF */
    CHECK(valid("\xee\x80\x80"));                    /* U+E000 */
    CHECK(!valid("\x80"));                           /* lone continuation */
    CHECK(!valid("\xc3"));                           /* truncated */
    CHECK(!valid("\xe2\x82"));                       /* truncated */
    CHECK(!valid("\xc0\x80"));                       /* overlong NUL */
    CHECK(!valid("\xc1\xbf"));                       /* overlong */
    CHECK(!valid("\xe0\x80\xaf"));                   /* overlong '/' */
    CHECK(!valid("\xf0\x80\x80\xaf"));               /* overlong */
    CHECK(!valid("\xed\xa0\x80"));                   /* surrogate U+D800 */
    CHECK(!valid("\xed\xbf\xbf"));                   /* surrogate U+DFFF */
    CHECK(!valid("\xf4\x90\x80\x80"));               /* U+110000 */
    CHECK(!valid("\xf5\x80\x80\x80"));
    CHECK(!valid("\xff"));
    CHECK(!valid("\xc3\x28"));                       /* bad continuation */
    CHECK(!valid("abcdefgh\xe2\x82"));               /* truncated after fast path */
}

static void test_utf8_coding(void) {
    const uint32_t cps[] = {0, 0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0x10000, 0x10FFFF, 0xE9, 0x20AC};
    for (size_t i = 0; i < sizeof cps / sizeof cps[0]; i++) {
        char b[4];
        size_t n = utf8_encode(cps[i], b);
        CHECK(n == (cps[i] < 0x80 ? 1u : cps[i] < 0x800 ? 2u : cps[i] < 0x10000 ? 3u : 4u));
        CHECK(utf8_valid(b, n));
        size_t pos = 0;
        CHECK(utf8_decode(b, &pos) == cps[i]);
        CHECK(pos == n);
    }
}

static void test_construction(VM *vm) {
    Str *e = str_new(vm, "", 0);
    CHECK(e == vm->empty_str);
    CHECK(str_new(vm, "a", 1) == vm->char_cache['a']);
    Str *s = str_new(vm, "h\xc3\xa9llo \xf0\x9f\x98\x80", 11);
    CHECK(s && s->blen == 11 && s->clen == 7);
    CHECK(!(s->h.flags & STR_ASCII));
    CHECK(s->data[11] == '\0');
    CHECK(s->hash == -1);
    Str *a = str_new(vm, "hello", 5);
    CHECK(a->clen == 5 && (a->h.flags & STR_ASCII));
    Value v = str_cvalue(vm, "xyz");
    CHECK(IS_STR(v) && AS_STR(v)->blen == 3);
    Str *one = str_new(vm, "\xc3\xa9", 2);
    CHECK(one->clen == 1 && !(one->h.flags & STR_ASCII));
}

static void test_intern(VM *vm) {
    Str *a = str_intern_cstr(vm, "some_identifier");
    Str *b = str_intern(vm, "some_identifier", 15);
    CHECK(a && a == b);
    CHECK(a->h.flags & STR_INTERNED);
    Str *c = str_intern_cstr(vm, "some_identifieR");
    CHECK(c && c != a);
    /* A non-interned equal string is a different object but equal. */
    Str *d = str_new(vm, "some_identifier", 15);
    CHECK(d != a && str_eq(d, a));
    /* Identity survives table growth. */
    Str *first[2000];
    char buf[32];
    for (int i = 0; i < 2000; i++) {
        snprintf(buf, sizeof buf, "name_%d", i);
        first[i] = str_intern_cstr(vm, buf);
    }
    int same = 0;
    for (int i = 0; i < 2000; i++) {
        snprintf(buf, sizeof buf, "name_%d", i);
        same += str_intern_cstr(vm, buf) == first[i];
    }
    CHECK(same == 2000);
    CHECK(str_intern_cstr(vm, "some_identifier") == a);
    CHECK(str_intern(vm, "", 0) == str_intern(vm, "", 0));
    Str *u = str_intern_cstr(vm, "\xce\xb1\xce\xb2");
    CHECK(u && u == str_intern_cstr(vm, "\xce\xb1\xce\xb2") && u->clen == 2);
}

static void test_hash(void) {
    VM *v1 = new_vm(42), *v2 = new_vm(42), *v3 = new_vm(43);
    CHECK(v1 && v2 && v3);
    if (!v1 || !v2 || !v3) return;
    Str *a = str_new(v1, "hash me", 7);
    Str *b = str_new(v2, "hash me", 7);
    Str *c = str_new(v3, "hash me", 7);
    int64_t ha = str_hash(v1, a);
    CHECK(ha == str_hash(v2, b));                    /* same seed, same hash */
    CHECK(ha != str_hash(v3, c));                    /* other seed, other hash */
    CHECK(ha == (int64_t)XXH3_64bits_withSeed("hash me", 7, 42));
    CHECK(a->hash == ha);                            /* cached */
    CHECK(str_hash(v1, a) == ha);
    CHECK(str_hash(v1, str_new(v1, "", 0)) != -1);
    Str *x = str_new(v1, "hash mf", 7);
    CHECK(str_hash(v1, x) != ha);
    rt_vm_free(v1);
    rt_vm_free(v2);
    rt_vm_free(v3);
}

static void test_compare(VM *vm) {
    Str *a = str_new(vm, "abc", 3), *b = str_new(vm, "abd", 3), *c = str_new(vm, "ab", 2);
    Str *d = str_new(vm, "\xc3\xa9", 2), *e = str_new(vm, "\xef\xbf\xbd", 3);
    CHECK(str_cmp(a, b) < 0 && str_cmp(b, a) > 0 && str_cmp(a, a) == 0);
    CHECK(str_cmp(c, a) < 0);
    CHECK(str_cmp(d, e) < 0);                        /* U+E9 < U+FFFD */
    CHECK(str_cmp(a, d) < 0);
    CHECK(str_eq(a, str_new(vm, "abc", 3)) && !str_eq(a, b));
}

static void test_offsets(VM *vm) {
    /* Mixed widths: "aé€😀" repeated. */
    const char unit[] = "a\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80";
    StrBuf sb;
    sb_init(&sb, vm);
    for (int i = 0; i < 500; i++) sb_adds(&sb, unit);
    Value v = sb_finish(&sb);
    CHECK(IS_STR(v));
    if (!IS_STR(v)) return;
    Str *s = AS_STR(v);
    CHECK(s->clen == 2000 && s->blen == 5000);
    /* Reference offsets by a plain scan. */
    static size_t ref[2001];
    size_t pos = 0;
    for (size_t i = 0; i < 2000; i++) {
        ref[i] = pos;
        utf8_decode(s->data, &pos);
    }
    ref[2000] = pos;
    int ok = 0;
    for (size_t i = 0; i <= 2000; i++) ok += str_offset(s, i) == ref[i];
    CHECK(ok == 2001);
    ok = 0;
    for (size_t i = 2001; i-- > 0;) ok += str_offset(s, i) == ref[i];
    CHECK(ok == 2001);
    ok = 0;
    for (size_t k = 0; k < 3000; k++) {
        size_t i = (k * 7919) % 2001;
        ok += str_offset(s, i) == ref[i];
    }
    CHECK(ok == 3000);
    CHECK(str_offset(s, 5000) == 5000);              /* past the end clamps */
    Str *a = str_new(vm, "ascii", 5);
    CHECK(str_offset(a, 3) == 3 && str_offset(a, 5) == 5);
}

static void test_strbuf(VM *vm) {
    StrBuf b;
    sb_init(&b, vm);
    for (int i = 0; i < 100000; i++) sb_addc(&b, (char)('a' + i % 26));
    CHECK(b.len == 100000 && b.cap >= 100000 && !b.failed);
    sb_addf(&b, "[%d:%s]", 42, "x");
    sb_addcp(&b, 0x20AC);
    Str *t = str_new(vm, "tail", 4);
    sb_addstr(&b, t);
    Value v = sb_finish(&b);
    CHECK(IS_STR(v));
    if (IS_STR(v)) {
        Str *s = AS_STR(v);
        CHECK(s->blen == 100000 + 6 + 3 + 4);
        CHECK(s->clen == 100000 + 6 + 1 + 4);
        CHECK(memcmp(s->data + 100000, "[42:x]\xe2\x82\xactail", 13) == 0);
        CHECK(s->data[25] == 'z' && s->data[26] == 'a');
    }
    CHECK(b.p == NULL);
    /* A long sb_addf. */
    sb_init(&b, vm);
    char big[600];
    memset(big, 'q', sizeof big - 1);
    big[sizeof big - 1] = 0;
    sb_addf(&b, "<%s>", big);
    CHECK(b.len == 601);
    v = sb_finish(&b);
    CHECK(IS_STR(v) && AS_STR(v)->blen == 601);
    sb_init(&b, vm);
    v = sb_finish(&b);
    CHECK(IS_STR(v) && AS_STR(v)->blen == 0);
}

static bool str_is(Value v, const char *expect) {
    return IS_STR(v) && AS_STR(v)->blen == strlen(expect) && memcmp(AS_STR(v)->data, expect, strlen(expect)) == 0;
}

static void test_ops(VM *vm) {
    Str *s = str_new(vm, "h\xc3\xa9llo", 6);
    CHECK(str_is(str_repr(vm, s), "'h\xc3\xa9llo'"));
    CHECK(str_is(str_ascii(vm, s), "h\\xe9llo"));
    Str *q = str_new(vm, "it's\n\x01\x7f", 7);
    CHECK(str_is(str_repr(vm, q), "\"it's\\n\\x01\\x7f\""));
    CHECK(AS_OBJ(str_ascii(vm, q)) == (Obj *)q);              /* ASCII: unchanged */
    Str *both = str_new(vm, "'\"\\", 3);
    CHECK(str_is(str_repr(vm, both), "'\\'\"\\\\'"));
    Str *np = str_new(vm, "\xe2\x80\xa8\xc2\xa0\xf0\x9f\x98\x80", 9);  /* U+2028 NBSP emoji */
    CHECK(str_is(str_repr(vm, np), "'\\u2028\\xa0\xf0\x9f\x98\x80'"));
    CHECK(str_is(str_ascii(vm, np), "\\u2028\\xa0\\U0001f600"));
    CHECK(str_is(str_ascii(vm, AS_STR(str_repr(vm, np))), "'\\u2028\\xa0\\U0001f600'"));
    CHECK(str_is(str_concat(vm, s, str_new(vm, "!", 1)), "h\xc3\xa9llo!"));
    CHECK(str_is(str_repeat(vm, str_new(vm, "ab", 2), 3), "ababab"));
    CHECK(str_is(str_repeat(vm, s, 0), ""));
    CHECK(str_is(str_getitem(vm, s, v_int(1)), "\xc3\xa9"));
    CHECK(str_is(str_getitem(vm, s, v_int(-1)), "o"));
    CHECK(str_contains(vm, s, str_new(vm, "\xc3\xa9l", 3)) == 1);
    CHECK(str_contains(vm, s, str_new(vm, "x", 1)) == 0);
    CHECK(str_contains(vm, s, str_new(vm, "", 0)) == 1);
}

/* slice(start, stop, step).indices(len) and the selected count, checked
 * against values CPython gives. */
static void test_slices(VM *vm) {
    struct { Value a, b, c; int64_t len, start, stop, step, n; } cases[] = {
        {VNONE, VNONE, VNONE, 5, 0, 5, 1, 5},
        {VNONE, VNONE, v_int(-1), 5, 4, -1, -1, 5},
        {v_int(-2), VNONE, VNONE, 5, 3, 5, 1, 2},
        {v_int(1), v_int(100), v_int(2), 5, 1, 5, 2, 2},
        {v_int(-100), v_int(-100), VNONE, 5, 0, 0, 1, 0},
        {v_int(10), v_int(0), v_int(-3), 5, 4, 0, -3, 2},
        {VNONE, VNONE, v_int(INT64_MIN), 5, 4, -1, -INT64_MAX, 1},
        {v_int(3), v_int(1), VNONE, 5, 3, 1, 1, 0},
        {VNONE, VNONE, v_int(2), 0, 0, 0, 2, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Slice *sl = obj_alloc(vm, OK_SLICE, sizeof(Slice));
        sl->start = cases[i].a;
        sl->stop = cases[i].b;
        sl->step = cases[i].c;
        int64_t a, b, c, n;
        bool ok = slice_indices(vm, sl, cases[i].len, &a, &b, &c, &n);
        CHECK(ok && a == cases[i].start && b == cases[i].stop && c == cases[i].step && n == cases[i].n);
    }
    Slice *z = obj_alloc(vm, OK_SLICE, sizeof(Slice));
    z->start = VNONE;
    z->stop = VNONE;
    z->step = v_int(0);
    int64_t a, b, c, n;
    CHECK(!slice_indices(vm, z, 3, &a, &b, &c, &n));
    CHECK(exc_matches(vm, EXC_ValueError));
    exc_clear(vm);

    Str *s = str_new(vm, "a\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80z", 11);   /* aé€😀z */
    Slice *r = obj_alloc(vm, OK_SLICE, sizeof(Slice));
    r->start = VNONE;
    r->stop = VNONE;
    r->step = v_int(-1);
    CHECK(str_is(str_getitem(vm, s, v_obj(r)), "z\xf0\x9f\x98\x80\xe2\x82\xac\xc3\xa9" "a"));
    r->step = v_int(2);
    CHECK(str_is(str_getitem(vm, s, v_obj(r)), "a\xe2\x82\xacz"));
    r->start = v_int(1);
    r->stop = v_int(-1);
    r->step = VNONE;
    CHECK(str_is(str_getitem(vm, s, v_obj(r)), "\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80"));
}

static void test_memory_cap(void) {
    Limits lim;
    memset(&lim, 0, sizeof lim);
    lim.max_recursion = 100;
    lim.max_memory = 64u << 20;
    VM *vm = rt_vm_new(&lim, 1);
    CHECK(vm != NULL);
    if (!vm) return;
    Str *s = str_new(vm, "0123456789", 10);
    size_t before = vm->used_bytes;
    Value r = str_repeat(vm, s, (int64_t)1 << 40);
    CHECK(IS_EXC(r) && vm->halt == HALT_MEMORY);
    CHECK(vm->used_bytes == before);                 /* refused before allocating */
    vm->halt = HALT_NONE;
    r = str_repeat(vm, s, INT64_MAX / 2);
    CHECK(IS_EXC(r));
    vm->halt = HALT_NONE;
    exc_clear(vm);
    rt_vm_free(vm);
}

int main(void) {
    test_utf8_valid();
    test_utf8_coding();
    VM *vm = new_vm(1);
    CHECK(vm != NULL);
    if (vm) {
        test_construction(vm);
        test_intern(vm);
        test_compare(vm);
        test_offsets(vm);
        test_strbuf(vm);
        test_ops(vm);
        test_slices(vm);
        rt_vm_free(vm);
    }
    test_hash();
    test_memory_cap();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
