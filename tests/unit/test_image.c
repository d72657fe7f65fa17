/* Bytecode images through the public API: round trips that must print
 * exactly what the source prints, header and checksum refusals, a sweep of
 * truncations and byte flips (checksum repaired so the verifier sees
 * them), hand-made bad instructions, the manifest check, and the budget
 * and memory cap applied to loading. runtime/opcodes.h (self-contained)
 * supplies the instruction encoding for the hand-made cases. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>
#include <zlib.h>
#include "include/smolvm.h"
#include "tests/unit/check.h"
#include "runtime/opcodes.h"


static const char *s_or(const char *s) { return s ? s : "(null)"; }

static smol_vm *new_vm(int64_t max_instructions, size_t max_memory, uint64_t seed) {
    smol_config cfg;
    smol_config_init(&cfg);
    if (max_instructions) cfg.max_instructions = max_instructions;
    if (max_memory) cfg.max_memory = max_memory;
    cfg.hash_seed = seed;
    smol_vm *vm = smol_vm_new(&cfg);
    if (!vm) {
        printf("cannot create a VM\n");
        exit(1);
    }
    return vm;
}

/* Compile src into an image; NULL (and a FAIL) if it does not compile. */
static void *compile(smol_vm *vm, const char *src, unsigned flags, size_t *len) {
    smol_result r;
    void *img = NULL;
    smol_status st = smol_compile_image(vm, src, strlen(src), "snippet.py", flags, &img, len, &r);
    CHECK(st == SMOL_OK && img, "compile failed: %s %s", smol_status_name(st), s_or(r.error));
    smol_result_free(&r);
    return st == SMOL_OK ? img : NULL;
}

/* The image's header length and checksum made right for its bytes. */
static void fix_header(uint8_t *img, size_t len) {
    uint64_t plen = len - 32, sum = XXH64(img + 32, plen, 0);
    for (int i = 0; i < 8; i++) img[16 + i] = (uint8_t)(plen >> (8 * i));
    for (int i = 0; i < 8; i++) img[24 + i] = (uint8_t)(sum >> (8 * i));
}

static bool image_error(const smol_result *r) {
    return r->status == SMOL_REJECTED && r->error_type && strcmp(r->error_type, "ImageError") == 0;
}

/* The session still runs ordinary code. */
static void probe(smol_session *s, const char *ctx) {
    smol_result r;
    smol_status st = smol_run(s, "[x * 2 for x in range(3)]", 25, "<probe>", &r);
    CHECK(st == SMOL_OK && r.output_repr && strcmp(r.output_repr, "[0, 2, 4]") == 0, "probe after %s: %s %s", ctx,
          smol_status_name(st), s_or(r.error));
    smol_result_free(&r);
}

/* ---- round trips ----------------------------------------------------------- */

static const char *const round_trips[] = {
    "print(1 + 2, 'héllo'[1:], 2**100, -(2**64), 2**63, 10**-5, 1e300 * 10, 0.1 + 0.2)\n",
    "print({0, 8, 16, 1, 9, 17, 33, 65, 129, 257}, {5, 13, 21, 29, 37, 45, 53})\n"
    "print({-1, -2, 2**61, 2**62 + 7, (1, 2), None, 3.5, 7j}, frozenset({1, 2, 3}))\n",
    "x = (1, (2, (3, (4, 'deep'))), b'\\x00\\xff', -0.0, float('inf'))\nprint(x, 3 - 4j, ...)\n",
    "def outer(a, /, b=2, *args, c, d=4, **kw):\n"
    "    def inner(z):\n"
    "        nonlocal a\n"
    "        a += z\n"
    "        return a + b + c + d\n"
    "    return inner(10), args, sorted(kw.items())\n"
    "print(outer(1, 3, 5, 6, c=7, e=8, f=9))\n",
    "class Base:\n"
    "    '''A base.'''\n"
    "    def __init__(self, v): self.v = v\n"
    "    def __repr__(self): return f'{type(self).__name__}({self.v!r})'\n"
    "class Child(Base):\n"
    "    def __init__(self, v):\n"
    "        super().__init__(v * 2)\n"
    "print(Child(21), Base.__doc__, [Child(i) for i in range(2)])\n",
    "def gen(n):\n"
    "    total = yield 'start'\n"
    "    for i in range(n):\n"
    "        total = (yield i) or total\n"
    "    return total\n"
    "g = gen(3); print(next(g), g.send(5), next(g), next(g))\n"
    "try:\n    next(g)\nexcept StopIteration as e:\n    print('done', e.value)\n"
    "print(list(x for x in range(5) if x % 2), {k: v for k, v in zip('ab', 'cd')})\n",
    "import math, json\n"
    "from collections import Counter\n"
    "print(math.sqrt(2), json.dumps({'a': [1, 2]}), Counter('abracadabra').most_common(2))\n",
    "def f(x):\n"
    "    match x:\n"
    "        case {'k': [a, *rest]}: return ('map', a, rest)\n"
    "        case (1, 2) | (2, 1): return 'pair'\n"
    "        case int(n) if n > 3: return ('big', n)\n"
    "        case str() as s: return s.upper()\n"
    "        case _: return None\n"
    "print(f({'k': [1, 2, 3]}), f((2, 1)), f(7), f('x'), f(1.5))\n",
    "try:\n"
    "    try:\n"
    "        raise ValueError('inner')\n"
    "    finally:\n"
    "        print('finally')\n"
    "except (TypeError, ValueError) as e:\n"
    "    print(type(e).__name__, e)\n"
    "class Ctx:\n"
    "    def __enter__(self): print('enter'); return self\n"
    "    def __exit__(self, *exc): print('exit', exc[0].__name__ if exc[0] else None); return True\n"
    "with Ctx() as c:\n"
    "    raise KeyError('swallowed')\n"
    "print('after')\n",
    "x = 5\nwhile x:\n    x -= 1\n    if x == 2: continue\n    print(x, end=' ')\nelse:\n    print('!')\n"
    "print(f'{x!r:>5}|{3.14159:.2f}|{255:#x}|{\"q\"}')\n",
    "def broken():\n    return undefined_name + 1\nbroken()\n",
    "s = {'alpha', 'beta', 'gamma', 'delta'}\nprint(sorted(s), 'beta' in s, len(s))\n",
    "final_answer({'result': [1, 2, 3]})\n",
    "s = 'a\\ud800b'\nprint(len(s), ascii(s), ascii('\\ud83d\\ude00'), s[1] == '\\ud800')\n",
    "raise SystemExit(3)\n",
    "l = [1, 2, 3]\nl[5]\n",
};

static void compare_results(const smol_result *a, const smol_result *b, const char *src) {
    bool same = a->status == b->status && a->logs_len == b->logs_len &&
                (a->logs_len == 0 || memcmp(a->logs, b->logs, a->logs_len) == 0) &&
                strcmp(s_or(a->output_repr), s_or(b->output_repr)) == 0 &&
                strcmp(s_or(a->error_type), s_or(b->error_type)) == 0 &&
                strcmp(s_or(a->error_message), s_or(b->error_message)) == 0 &&
                strcmp(s_or(a->error), s_or(b->error)) == 0 && a->error_line == b->error_line &&
                a->error_col == b->error_col;
    CHECK(same, "image run differs from source run for:\n%s\n--- source: %s\n%s%s\n--- image: %s\n%s%s", src,
          smol_status_name(a->status), s_or(a->logs), s_or(a->error), smol_status_name(b->status), s_or(b->logs),
          s_or(b->error));
}

static void test_round_trips(void) {
    for (size_t i = 0; i < sizeof round_trips / sizeof round_trips[0]; i++) {
        const char *src = round_trips[i];
        smol_vm *vm = new_vm(0, 0, 42);
        smol_session *s1 = smol_session_new(vm), *s2 = smol_session_new(vm);
        smol_result a, b;
        smol_run(s1, src, strlen(src), "snippet.py", &a);
        size_t len = 0;
        void *img = NULL;
        smol_result c;
        smol_status st = smol_compile_image(vm, src, strlen(src), "snippet.py", 0, &img, &len, &c);
        if (a.status == SMOL_EXCEPTION && a.error_type && strcmp(a.error_type, "SyntaxError") == 0) {
            CHECK(st == SMOL_EXCEPTION && !img, "a SyntaxError must not compile to an image");
        } else {
            CHECK(st == SMOL_OK && img, "compile %zu: %s", i, s_or(c.error));
            if (img) {
                smol_run_image(s2, img, len, &b);
                compare_results(&a, &b, src);
                smol_result_free(&b);
                /* The same image runs again, in another VM with the same seed. */
                smol_vm *vm2 = new_vm(0, 0, 42);
                smol_session *s3 = smol_session_new(vm2);
                smol_run_image(s3, img, len, &b);
                compare_results(&a, &b, src);
                smol_result_free(&b);
                smol_vm_free(vm2);
            }
        }
        smol_result_free(&c);
        smol_result_free(&a);
        smol_image_free(img);
        smol_vm_free(vm);
    }
}

/* Globals set by an image persist in the session like those of source. */
static void test_session_state(void) {
    smol_vm *vm = new_vm(0, 0, 1);
    smol_session *s = smol_session_new(vm);
    size_t len;
    void *img = compile(vm, "counter = globals_seen = 41\ndef bump():\n    global counter\n    counter += 1\n", 0, &len);
    smol_result r;
    smol_run_image(s, img, len, &r);
    CHECK(r.status == SMOL_OK, "state image: %s", s_or(r.error));
    smol_result_free(&r);
    smol_run(s, "bump()\ncounter", 14, "<step2>", &r);
    CHECK(r.status == SMOL_OK && strcmp(s_or(r.output_repr), "42") == 0, "state after image: %s %s",
          s_or(r.output_repr), s_or(r.error));
    smol_result_free(&r);
    smol_image_free(img);
    smol_vm_free(vm);
}

/* Tracebacks show the source line only when the image carries the source. */
static void test_traceback_source(void) {
    smol_vm *vm = new_vm(0, 0, 1);
    smol_session *s = smol_session_new(vm);
    const char *src = "a = 1\nb = a / 0\n";
    for (int k = 0; k < 2; k++) {
        size_t len;
        void *img = compile(vm, src, k ? SMOL_IMAGE_NO_SOURCE : 0, &len);
        smol_result r;
        smol_run_image(s, img, len, &r);
        CHECK(r.status == SMOL_EXCEPTION && r.error_line == 2 && strstr(s_or(r.error), "line 2"), "traceback: %s",
              s_or(r.error));
        CHECK((strstr(s_or(r.error), "b = a / 0") != NULL) == (k == 0), "source line %s expected:\n%s",
              k ? "not" : "", s_or(r.error));
        smol_result_free(&r);
        smol_image_free(img);
    }
    smol_vm_free(vm);
}

/* ---- refusals ----------------------------------------------------------------- */

static void expect_image_error(smol_session *s, const uint8_t *img, size_t len, const char *needle, const char *ctx) {
    smol_result r;
    smol_run_image(s, img, len, &r);
    CHECK(image_error(&r) && r.logs_len == 0 && (!needle || strstr(s_or(r.error_message), needle)),
          "%s: want ImageError '%s', got %s %s: %s", ctx, needle ? needle : "", smol_status_name(r.status),
          s_or(r.error_type), s_or(r.error_message));
    smol_result_free(&r);
}

static void test_header(void) {
    smol_vm *vm = new_vm(0, 0, 1);
    smol_session *s = smol_session_new(vm);
    size_t len;
    uint8_t *img = compile(vm, "print('hi')\n", SMOL_IMAGE_UNCOMPRESSED, &len);
    uint8_t *buf = malloc(len + 1);
    CHECK(smol_is_image(img, len) && !smol_is_image("print(1)", 8), "smol_is_image");

    memcpy(buf, img, len);
    buf[0] ^= 1;
    expect_image_error(s, buf, len, "magic", "bad magic");
    memcpy(buf, img, len);
    buf[8] = 99;
    expect_image_error(s, buf, len, "version 99", "bad version");
    memcpy(buf, img, len);
    buf[10] |= 0x40;
    expect_image_error(s, buf, len, "flags", "bad flags");
    memcpy(buf, img, len);
    buf[len - 1] ^= 0x20;
    expect_image_error(s, buf, len, "checksum", "damaged payload");
    memcpy(buf, img, len);
    buf[len] = 0;
    expect_image_error(s, buf, len + 1, "length", "extra byte, header unchanged");
    fix_header(buf, len + 1);
    expect_image_error(s, buf, len + 1, "after the code", "extra byte, header repaired");
    expect_image_error(s, buf, 10, "magic", "shorter than a header");
    smol_result r;
    smol_run_image(s, NULL, 0, &r);
    CHECK(image_error(&r), "NULL image");
    smol_result_free(&r);
    probe(s, "header refusals");
    free(buf);
    smol_image_free(img);
    smol_vm_free(vm);
}

/* Every prefix of an image is refused; so is every byte flip that the
 * verifier can see, and none may crash or leak (ASan runs this too). */
static void test_sweeps(void) {
    smol_vm *vm = new_vm(20000, 8 << 20, 7);
    smol_session *s = smol_session_new(vm);
    const char *src =
        "import math\n"
        "def f(n, *a, k=2, **kw):\n"
        "    acc = [i * k for i in range(n)]\n"
        "    def g(x): return x + n\n"
        "    try:\n"
        "        return g(sum(acc)), {1, 9, 17}, (1.5, 'ok', b'b', 2**70)\n"
        "    except KeyError as e:\n"
        "        raise ValueError('x') from e\n"
        "class C:\n"
        "    y = 3\n"
        "    def m(self): return f(self.y, k=math.floor(1.5))\n"
        "print(C().m())\n";
    size_t len;
    uint8_t *img = compile(vm, src, SMOL_IMAGE_UNCOMPRESSED, &len);
    if (!img) return;
    uint8_t *buf = malloc(len);
    int refused = 0, ran = 0;
    for (size_t n = 0; n < len; n++) {
        memcpy(buf, img, n);
        if (n >= 32) fix_header(buf, n);
        smol_result r;
        smol_run_image(s, buf, n, &r);
        if (image_error(&r)) refused++;
        else CHECK(0, "prefix of %zu/%zu bytes was not refused: %s %s", n, len, smol_status_name(r.status), s_or(r.error));
        smol_result_free(&r);
    }
    CHECK(refused == (int)len, "every prefix refused (%d of %zu)", refused, len);
    static const uint8_t masks[] = {0x01, 0x10, 0x80, 0xFF};
    int outcomes[SMOL_TOOL_CALL + 1] = {0};
    for (size_t i = 32; i < len; i++) {
        for (size_t m = 0; m < sizeof masks; m++) {
            memcpy(buf, img, len);
            buf[i] ^= masks[m];
            fix_header(buf, len);
            smol_result r;
            smol_status st = smol_run_image(s, buf, len, &r);
            if ((unsigned)st <= SMOL_TOOL_CALL) outcomes[st]++;
            CHECK(st != SMOL_TOOL_CALL && st != SMOL_DEADLINE, "flip %zu/%02x: status %s", i, masks[m],
                  smol_status_name(st));
            if (image_error(&r)) CHECK(r.logs_len == 0, "a refused image printed");
            else ran++;
            smol_result_free(&r);
        }
    }
    printf("image byte flips: %d refused, %d ran (ok %d, exception %d, budget %d, memory %d, exit %d)\n",
           (int)(4 * (len - 32)) - ran, ran, outcomes[SMOL_OK], outcomes[SMOL_EXCEPTION], outcomes[SMOL_BUDGET],
           outcomes[SMOL_MEMORY], outcomes[SMOL_EXIT]);
    probe(s, "sweeps");
    free(buf);
    smol_image_free(img);
    smol_vm_free(vm);
}

/* Find the instruction LOADINT r, 12345 in an image: its 4 bytes. */
static long find_marker(const uint8_t *img, size_t len) {
    for (size_t i = 32; i + 4 <= len; i++) {
        uint32_t w = (uint32_t)img[i] | (uint32_t)img[i + 1] << 8 | (uint32_t)img[i + 2] << 16 | (uint32_t)img[i + 3] << 24;
        if (INS_OP(w) == OP_LOADINT && INS_SBX(w) == 12345) return (long)i;
    }
    return -1;
}

static void patch(uint8_t *buf, const uint8_t *img, size_t len, long at, uint32_t w) {
    memcpy(buf, img, len);
    for (int k = 0; k < 4; k++) buf[at + k] = (uint8_t)(w >> (8 * k));
    fix_header(buf, len);
}

static void test_bad_instructions(void) {
    smol_vm *vm = new_vm(100000, 0, 1);
    smol_session *s = smol_session_new(vm);
    size_t len;
    /* r0 holds the int 7 when the marker runs; 'hello' is constant 0. */
    uint8_t *img = compile(vm, "y = 7\nx = 12345\nprint('hello', x)\n", SMOL_IMAGE_UNCOMPRESSED, &len);
    if (!img) return;
    long at = find_marker(img, len);
    CHECK(at > 0, "marker instruction not found");
    if (at <= 0) return;
    uint8_t *buf = malloc(len);
    /* The unpatched marker runs. */
    patch(buf, img, len, at, MK_ASBX(OP_LOADINT, img[at + 1], 12345));
    smol_result r;
    smol_run_image(s, buf, len, &r);
    CHECK(r.status == SMOL_OK && strcmp(s_or(r.logs), "hello 12345\n") == 0, "patched-back image: %s", s_or(r.error));
    smol_result_free(&r);

    struct { uint32_t w; const char *why; } refused[] = {
        {MK_ABC(OP_MOVE, 250, 0, 0), "outside the frame"},
        {MK_ABC(OP_MOVE, 0, 255, 0), "outside the frame"},
        {MK_SJ(OP_JMP, 100000), "outside the code"},
        {MK_SJ(OP_JMP, -100000), "outside the code"},
        {MK_ASBX(OP_JMPIF, 0, 30000), "outside the code"},
        {MK_ABX(OP_LOADK, 0, 60000), "constant 60000 out of range"},
        {MK_ABX(OP_LOADGLOBAL, 0, 999), "name 999 out of range"},
        {MK_ABC(0xFE, 0, 0, 0), "unknown opcode"},
        {MK_ABC(OP_LOADCELL, 0, 0, 0), "not a cell register"},
        {MK_ABC(OP_CALLKW, 0, 0, 0), "second word"},
        {MK_ABC(OP_LOADKX, 0, 0, 0), "second word"},
        {MK_ABX(OP_MAKEFUNC, 0, 0), "not a code object"},
        {MK_ABX(OP_CHECKBOUND, 0, 7), "local 7 out of range"},
        {MK_ABC(OP_CALL, 0, 255, 0), "outside the frame"},
        {MK_ABC(OP_BUILDLIST, 0, 0, 200), "outside the frame"},
        {MK_ABC(OP_CONVERT, 0, 0, 9), "conversion 9"},
        {MK_ABC(OP_STORECELL, 0, 0, 0), "not a cell register"},
        {MK_ABC(OP_LOADEMPTY, 0, 0, 0), "may be read before it is assigned"},
    };
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        patch(buf, img, len, at, refused[i].w);
        char ctx[64];
        snprintf(ctx, sizeof ctx, "bad instruction %zu", i);
        expect_image_error(s, buf, len, refused[i].why, ctx);
    }
    /* Instructions the verifier accepts but whose operands hold the wrong
     * kind of value at run time: the interpreter refuses them cleanly. */
    uint32_t runtime_bad[] = {
        MK_ABC(OP_LISTAPPEND, 0, 0, 0), MK_ABC(OP_DICTSET, 0, 0, 0), MK_ABC(OP_SETADD, 0, 0, 0),
        MK_ABX(OP_STORENAME, 0, 0),     MK_ABC(OP_RERAISE, 0, 0, 0),
        MK_ABC(OP_LISTTOTUPLE, 0, 0, 0), MK_ABC(OP_MATCHKEYS, 0, 0, 0), MK_ABC(OP_FORMAT, 0, 0, 0),
    };
    for (size_t i = 0; i < sizeof runtime_bad / sizeof runtime_bad[0]; i++) {
        patch(buf, img, len, at, runtime_bad[i]);
        smol_run_image(s, buf, len, &r);
        CHECK(r.status == SMOL_EXCEPTION && strcmp(s_or(r.error_type), "SystemError") == 0 &&
                  strstr(s_or(r.error_message), "malformed bytecode"),
              "runtime check %zu: %s %s: %s", i, smol_status_name(r.status), s_or(r.error_type), s_or(r.error_message));
        smol_result_free(&r);
    }
    /* A jump onto itself is a loop the budget ends. */
    patch(buf, img, len, at, MK_SJ(OP_JMP, -1));
    smol_run_image(s, buf, len, &r);
    CHECK(r.status == SMOL_BUDGET, "self-jump: %s", smol_status_name(r.status));
    smol_result_free(&r);
    probe(s, "bad instructions");
    free(buf);
    smol_image_free(img);
    smol_vm_free(vm);
}

/* ---- manifest and policy -------------------------------------------------- */

static void tool_web(void *user, const smol_tool_call *c, smol_tool_reply *reply) {
    (void)user;
    (void)c;
    reply->value.type = SMOL_STR;
    reply->value.str = "page";
    reply->value.len = 4;
}

static void test_manifest(void) {
    smol_vm *plain = new_vm(0, 0, 1), *tooled = new_vm(0, 0, 1);
    smol_tool web = {"web", tool_web, NULL, NULL, 0, false};
    CHECK(smol_tool_add(tooled, &web) == 0, "tool add");
    const char *src = "import json\nprint(len(web('q')))\n";
    size_t len_plain, len_tooled;
    void *img_plain = compile(plain, src, 0, &len_plain);
    void *img_tooled = compile(tooled, src, 0, &len_tooled);

    smol_session *s = smol_session_new(tooled);
    smol_manifest m;
    smol_result r;
    smol_status st = smol_image_manifest(s, img_tooled, len_tooled, &m, &r);
    CHECK(st == SMOL_OK && m.modules && m.modules[0] && !strcmp(m.modules[0], "json") && !m.modules[1] && m.tools[0] &&
              !strcmp(m.tools[0], "web") && !m.tools[1],
          "manifest of the tooled image: %s", s_or(r.error));
    int nb = 0;
    for (char **b = m.builtins; b && *b; b++) nb += !strcmp(*b, "print") || !strcmp(*b, "len");
    CHECK(nb == 2, "builtins print and len listed");
    smol_manifest_free(&m);
    smol_result_free(&r);
    smol_run_image(s, img_tooled, len_tooled, &r);
    CHECK(r.status == SMOL_OK && !strcmp(s_or(r.logs), "4\n"), "tooled image runs: %s", s_or(r.error));
    smol_result_free(&r);

    /* Compiled where `web` was no tool, the header does not list it: a VM
     * where it is one refuses the image rather than run an unlisted call. */
    smol_run_image(s, img_plain, len_plain, &r);
    CHECK(image_error(&r) && strstr(s_or(r.error_message), "tool 'web'"), "understated manifest: %s %s",
          smol_status_name(r.status), s_or(r.error_message));
    smol_result_free(&r);
    st = smol_image_manifest(s, img_plain, len_plain, &m, &r);
    CHECK(st == SMOL_REJECTED && !m.modules, "manifest of an understated image");
    smol_manifest_free(&m);
    smol_result_free(&r);

    /* In the VM without the tool the name is simply undefined. */
    smol_session *sp = smol_session_new(plain);
    smol_run_image(sp, img_tooled, len_tooled, &r);
    CHECK(r.status == SMOL_EXCEPTION && !strcmp(s_or(r.error_type), "NameError"), "tool missing here: %s",
          s_or(r.error));
    smol_result_free(&r);
    smol_image_free(img_plain);
    smol_image_free(img_tooled);
    smol_vm_free(plain);
    smol_vm_free(tooled);
}

/* The loading VM's policy decides, not the compiling VM's. */
static void test_policy(void) {
    smol_config cfg;
    smol_config_init(&cfg);
    const char *const extra[] = {"*", NULL};
    cfg.additional_imports = extra;
    smol_vm *lax = smol_vm_new(&cfg), *strict = new_vm(0, 0, 1);
    size_t len;
    void *img = compile(lax, "import os\nprint('escaped')\n", 0, &len);
    smol_session *s = smol_session_new(strict);
    smol_result r;
    smol_run_image(s, img, len, &r);
    CHECK(r.status == SMOL_REJECTED && !strcmp(s_or(r.error_type), "PolicyViolation") && r.logs_len == 0 &&
              strstr(s_or(r.error_message), "Import of os is not allowed"),
          "policy on load: %s %s", smol_status_name(r.status), s_or(r.error));
    smol_result_free(&r);
    smol_check_image(s, img, len, &r);
    CHECK(r.status == SMOL_REJECTED, "check_image applies the policy");
    smol_result_free(&r);
    /* Compiling applies the compiling VM's policy too. */
    void *img2 = NULL;
    size_t len2 = 0;
    smol_status st = smol_compile_image(strict, "import os\n", 10, "x.py", 0, &img2, &len2, &r);
    CHECK(st == SMOL_REJECTED && !img2, "compile refuses what the policy refuses");
    smol_result_free(&r);
    smol_image_free(img);
    smol_vm_free(lax);
    smol_vm_free(strict);
}

/* ---- limits on loading ------------------------------------------------------ */

static void test_limits(void) {
    smol_vm *big = new_vm(0, 0, 1);
    char *src = malloc(3 << 20);
    strcpy(src, "s = '");
    size_t n = strlen(src);
    memset(src + n, 'x', 2 << 20);
    strcpy(src + n + (2 << 20), "'\nprint(len(s))\n");
    size_t len;
    void *img = compile(big, src, SMOL_IMAGE_NO_SOURCE, &len);
    free(src);
    if (!img) return;
    smol_vm *small = new_vm(0, 1 << 20, 1);
    smol_session *s = smol_session_new(small);
    smol_result r;
    smol_run_image(s, img, len, &r);
    CHECK(r.status == SMOL_MEMORY, "a 2 MB constant under a 1 MB cap: %s", smol_status_name(r.status));
    CHECK(r.peak_memory <= (1 << 20), "peak memory %zu within the cap", r.peak_memory);
    smol_result_free(&r);
    probe(s, "memory cap on load");
    smol_vm *tight = new_vm(50, 0, 1);
    smol_session *t = smol_session_new(tight);
    smol_run_image(t, img, len, &r);
    CHECK(r.status == SMOL_BUDGET, "loading is charged to the budget: %s", smol_status_name(r.status));
    smol_result_free(&r);
    smol_session *b = smol_session_new(big);
    smol_run_image(b, img, len, &r);
    CHECK(r.status == SMOL_OK && !strcmp(s_or(r.logs), "2097152\n"), "the big image runs: %s", s_or(r.error));
    smol_result_free(&r);
    smol_image_free(img);
    smol_vm_free(big);
    smol_vm_free(small);
    smol_vm_free(tight);
}

/* ---- deflated payloads ------------------------------------------------------ */

static void set_raw_len(uint8_t *img, uint32_t n) {
    for (int i = 0; i < 4; i++) img[12 + i] = (uint8_t)(n >> (8 * i));
}

/* An image whose payload is `payload` deflated, announcing raw_len. */
static uint8_t *deflated_image(const uint8_t *payload, size_t plen, uint32_t raw_len, unsigned flags, size_t *len) {
    uLongf zlen = compressBound((uLong)plen);
    uint8_t *img = malloc(32 + zlen);
    if (!img || compress2(img + 32, &zlen, payload, (uLong)plen, 9) != Z_OK) {
        free(img);
        return NULL;
    }
    memcpy(img, "\x89SMOLC\r\n", 8);
    img[8] = 1;
    img[9] = 0;
    img[10] = (uint8_t)flags;
    img[11] = 0;
    set_raw_len(img, raw_len);
    *len = 32 + zlen;
    fix_header(img, *len);
    return img;
}

static void test_deflated(void) {
    smol_vm *vm = new_vm(0, 8 << 20, 3);
    smol_session *s = smol_session_new(vm);
    const char *src =
        "rows = [{'name': f'item{i}', 'price': i * 1.5, 'tags': ['a', 'b'][: i % 3]} for i in range(20)]\n"
        "def total(rows, key='price'):\n"
        "    return sum(r[key] for r in rows if r['tags'])\n"
        "cheap = sorted((r['name'] for r in rows if r['price'] < 10), key=len, reverse=True)\n"
        "print(total(rows), cheap[:3], len(rows))\n";
    size_t zlen, plen;
    uint8_t *z = compile(vm, src, 0, &zlen);
    uint8_t *p = compile(vm, src, SMOL_IMAGE_UNCOMPRESSED, &plen);
    if (!z || !p) return;
    CHECK((z[10] & 2) && !(p[10] & 2), "the default image is deflated, the other not (flags %x, %x)", z[10], p[10]);
    CHECK(zlen < plen, "deflated %zu bytes < stored %zu", zlen, plen);
    uint32_t raw = (uint32_t)z[12] | (uint32_t)z[13] << 8 | (uint32_t)z[14] << 16 | (uint32_t)z[15] << 24;
    CHECK(raw == plen - 32, "the header announces the inflated length (%u, payload %zu)", raw, plen - 32);
    const char *want = "190.5 ['item0', 'item1', 'item2'] 20\n"; /* CPython's output */
    smol_result r;
    for (int k = 0; k < 2; k++) {
        smol_run_image(s, k ? p : z, k ? plen : zlen, &r);
        CHECK(r.status == SMOL_OK && !strcmp(s_or(r.logs), want), "image %d runs: %s %s", k, s_or(r.logs),
              s_or(r.error));
        smol_result_free(&r);
    }

    uint8_t *buf = malloc(zlen + 16);
    /* The announced length must match what the stream inflates to. */
    const struct { int64_t delta; const char *why; } lens[] = {
        {1, "shorter than its header says"}, {-1, "longer than its header says"},
        {-(int64_t)raw, "impossible"}, {(int64_t)0xFFFFFFFFu - raw, "impossible"},
    };
    for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        memcpy(buf, z, zlen);
        set_raw_len(buf, (uint32_t)((int64_t)raw + lens[i].delta));
        char ctx[64];
        snprintf(ctx, sizeof ctx, "raw length %+lld", (long long)lens[i].delta);
        expect_image_error(s, buf, zlen, lens[i].why, ctx);
    }
    memcpy(buf, z, zlen);
    buf[10] &= (uint8_t)~2;
    expect_image_error(s, buf, zlen, "flags", "deflated payload without the flag");
    memcpy(buf, z, zlen);
    buf[zlen] = 0;
    fix_header(buf, zlen + 1);
    expect_image_error(s, buf, zlen + 1, "after the stream", "a byte after the stream");

    /* Every prefix (header repaired) and byte flip of the stream: refused
     * or run, never a crash, a leak or output from a refused image. */
    int refused = 0, ran = 0;
    for (size_t n = 32; n < zlen; n++) {
        memcpy(buf, z, n);
        fix_header(buf, n);
        smol_run_image(s, buf, n, &r);
        refused += image_error(&r);
        smol_result_free(&r);
    }
    CHECK(refused == (int)(zlen - 32), "every truncated stream refused (%d of %zu)", refused, zlen - 32);
    for (size_t i = 32; i < zlen; i++) {
        memcpy(buf, z, zlen);
        buf[i] ^= 0x24;
        fix_header(buf, zlen);
        smol_status st = smol_run_image(s, buf, zlen, &r);
        if (image_error(&r)) CHECK(r.logs_len == 0, "a refused image printed");
        else ran++;
        CHECK(st != SMOL_TOOL_CALL && st != SMOL_DEADLINE, "flip %zu: status %s", i, smol_status_name(st));
        smol_result_free(&r);
    }
    printf("deflated image flips: %d of %zu ran\n", ran, zlen - 32);

    /* A stream that inflates to far more than the memory cap: the buffer
     * is refused by the cap before any of it is written. */
    size_t big = 64u << 20;
    uint8_t *zeros = calloc(1, big);
    size_t blen;
    uint8_t *bomb = zeros ? deflated_image(zeros, big, (uint32_t)big, 2, &blen) : NULL;
    free(zeros);
    CHECK(bomb != NULL, "bomb built");
    if (bomb) {
        smol_run_image(s, bomb, blen, &r);
        CHECK(r.status == SMOL_MEMORY, "a %zu-byte stream inflating to 64 MB under an 8 MB cap: %s", blen,
              smol_status_name(r.status));
        CHECK(r.peak_memory <= (8u << 20), "peak %zu within the cap", r.peak_memory);
        smol_result_free(&r);
        free(bomb);
    }
    /* Well-formed zlib around garbage: inflates, then the parser refuses. */
    static const uint8_t junk[] = "\x05\xff\xff\xff\xff\xff\x7fnot an image payload";
    size_t jlen;
    uint8_t *j = deflated_image(junk, sizeof junk, sizeof junk, 2, &jlen);
    if (j) {
        smol_run_image(s, j, jlen, &r);
        CHECK(image_error(&r), "garbage payload refused: %s", smol_status_name(r.status));
        smol_result_free(&r);
        free(j);
    }
    probe(s, "deflated images");
    free(buf);
    smol_image_free(z);
    smol_image_free(p);
    smol_vm_free(vm);
}

/* A frozenset of strings compiled under one hash seed and loaded under
 * another is still a correct set. */
static void test_seeds(void) {
    smol_vm *a = new_vm(0, 0, 11), *b = new_vm(0, 0, 12345);
    const char *src = "s = {'alpha', 'beta', 'gamma', 'delta', 'eps', 'zeta'}\n"
                      "print(sorted(s), 'beta' in s, 'nope' in s, len(s), len(s | {'alpha'}))\n";
    size_t len;
    void *img = compile(a, src, 0, &len);
    smol_session *s = smol_session_new(b);
    smol_result r;
    smol_run_image(s, img, len, &r);
    CHECK(r.status == SMOL_OK &&
              !strcmp(s_or(r.logs), "['alpha', 'beta', 'delta', 'eps', 'gamma', 'zeta'] True False 6 6\n"),
          "str set across seeds: %s %s", s_or(r.logs), s_or(r.error));
    smol_result_free(&r);
    smol_image_free(img);
    smol_vm_free(a);
    smol_vm_free(b);
}

int main(void) {
    test_round_trips();
    test_session_state();
    test_traceback_source();
    test_header();
    test_sweeps();
    test_deflated();
    test_bad_instructions();
    test_manifest();
    test_policy();
    test_limits();
    test_seeds();
    return CHECK_SUMMARY();
}
