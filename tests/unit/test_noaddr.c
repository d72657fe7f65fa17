/* No host address reaches a snippet (hash, id, repr, str, format, error
 * texts, set and dict orders). A snippet walks every type the runtime
 * defines: the built-in types, their iterators, views and method objects,
 * and every attribute of every module smolvm has (the names are read from
 * the modules themselves, so a new type or function is walked without
 * changing this test). For an instance of each type, made the normal way,
 * through T.__new__(T), object.__new__(T) and a subclass where those are
 * allowed, it prints what a snippet can observe. The test then checks:
 *   - two VMs alive at once (so at different heap addresses) with the same
 *     seed print exactly the same text;
 *   - no number in that text (decimal or hex, as printed, shifted left by
 *     3 or 4, or rotated as identity hashes are) lies in a memory mapping
 *     of this process (heap, stack, binary, libraries), other than the
 *     per-VM identities of runtime/ident.c;
 *   - every "at 0x..." is such an identity. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "api/api_internal.h"
#include "runtime/frozen.h"
#include "tests/unit/check.h"

/* The identities id() hands out (runtime/ident.c). */
#define ID_BASE 0x7f0a10000000ULL
#define ID_STEP 0x30ULL

/* Modules written in C (runtime/modules.c) and the default allowlist of
 * the policy; those that do not exist are skipped by the snippet. The
 * modules written in Python come from smol_frozen_modules. */
static const char *const module_names[] = {
    "math", "json", "random", "re", "time", "statistics", "collections", "itertools", "functools",
    "string", "textwrap", "datetime", "copy", "enum", "typing", "queue", "stat", "unicodedata",
    "heapq", "bisect", "operator", "dataclasses", "fractions", "decimal", "abc", "contextlib", "io", "csv", "types", "pprint", "binascii", "base64", "difflib", "html", "fnmatch", "urllib", "urllib.parse", "numbers", "calendar", "uuid", "graphlib", "colorsys", "keyword", "shlex", "hashlib", "hmac", "struct", "zlib", NULL,
};

static const char walker[] =
    "class User:\n"
    "    def method(self):\n"
    "        return 1\n"
    "class UserExc(Exception):\n"
    "    pass\n"
    "def gen():\n"
    "    yield 1\n"
    "def outer():\n"
    "    x = 1\n"
    "    def inner():\n"
    "        return x\n"
    "    return inner\n"
    "\n"
    "samples = [\n"
    "    None, NotImplemented, Ellipsis, True, 12345678901234567890, 1.5, float(\"nan\"), 2j, complex(float(\"nan\"), 1),\n"
    "    \"s\", b\"b\", bytearray(b\"ba\"), [1], (1,), {1: 2}, {1}, frozenset([1]), range(3), slice(1, 2),\n"
    "    object(), User(), User, UserExc(\"e\"), ValueError(\"v\"), BaseException(), KeyError(\"k\"),\n"
    "    len, print, [].append, User().method, User.method, gen, gen(), outer(), lambda: 0,\n"
    "    iter([1]), iter((1,)), iter({1: 2}), iter({1}), iter(\"ab\"), iter(b\"ab\"), iter(range(3)),\n"
    "    reversed([1]), enumerate([1]), zip([1], [2]), map(abs, [1]), filter(None, [1]),\n"
    "    {1: 2}.keys(), {1: 2}.values(), {1: 2}.items(), iter({1: 2}.items()),\n"
    "    property(lambda s: 1), staticmethod(len), classmethod(len), type, int, object,\n"
    "]\n"
    "for m in mods:\n"
    "    samples.append(m)\n"
    "# Instances that module functions make.\n"
    "makers = [\n"
    "    lambda: re.compile(\"(a)(?P<n>b)?\"), lambda: re.match(\"(a)\", \"ab\"), lambda: re.finditer(\"a\", \"aa\"),\n"
    "    lambda: time.gmtime(0), lambda: time.localtime(0), lambda: random.Random(1),\n"
    "    lambda: collections.deque([1]), lambda: collections.OrderedDict(a=1), lambda: collections.Counter(\"ab\"),\n"
    "    lambda: collections.defaultdict(list), lambda: collections.namedtuple(\"P\", \"x y\")(1, 2),\n"
    "    lambda: collections.ChainMap({}), lambda: itertools.count(), lambda: itertools.chain([1]),\n"
    "    lambda: itertools.groupby([1]), lambda: itertools.product([1]), lambda: functools.partial(len),\n"
    "    lambda: functools.lru_cache(len), lambda: operator.itemgetter(1), lambda: operator.attrgetter(\"a\"),\n"
    "    lambda: operator.methodcaller(\"m\"), lambda: json.JSONDecodeError(\"m\", \"doc\", 0),\n"
    "    lambda: dataclasses.field(), lambda: typing.List[int],\n"
    "]\n"
    "for make in makers:\n"
    "    try:\n"
    "        samples.append(make())\n"
    "    except Exception as e:\n"
    "        print(\"maker\", type(e).__name__, e)\n"
    "types = []\n"
    "for s in samples:\n"
    "    if type(s) not in types:\n"
    "        types.append(type(s))\n"
    "    if isinstance(s, type) and s not in types:\n"
    "        types.append(s)\n"
    "by_name = {}\n"
    "for m in mods:\n"
    "    by_name[m.__name__] = m\n"
    "for mn, name in ATTRS:\n"
    "    if mn not in by_name:\n"
    "        continue\n"
    "    try:\n"
    "        v = getattr(by_name[mn], name)\n"
    "    except Exception as e:\n"
    "        print(\"getattr\", mn, name, type(e).__name__, e)\n"
    "        continue\n"
    "    samples.append(v)\n"
    "    if isinstance(v, type) and v not in types:\n"
    "        types.append(v)\n"
    "    if type(v) not in types:\n"
    "        types.append(type(v))\n"
    "\n"
    "def show(tag, f):\n"
    "    try:\n"
    "        r = f()\n"
    "        text = str(r)\n"
    "    except BaseException as e:\n"
    "        try:\n"
    "            print(\" \", tag, \"!\", type(e).__name__, str(e)[:300])\n"
    "        except BaseException as e2:\n"
    "            print(\" \", tag, \"!!\", type(e2).__name__)\n"
    "        return None\n"
    "    print(\" \", tag, \"=\", text[:300])\n"
    "    return r\n"
    "\n"
    "made = []\n"
    "for t in types:\n"
    "    print(\"type\", t)\n"
    "    o = show(\"T()\", lambda: t())\n"
    "    if o is not None:\n"
    "        made.append(o)\n"
    "    o = show(\"T.__new__(T)\", lambda: t.__new__(t))\n"
    "    if o is not None:\n"
    "        made.append(o)\n"
    "    show(\"object.__new__(T)\", lambda: object.__new__(t))\n"
    "    try:\n"
    "        class Sub(t):\n"
    "            pass\n"
    "    except BaseException as e:\n"
    "        print(\"  subclass !\", type(e).__name__, e)\n"
    "        continue\n"
    "    o = show(\"Sub()\", lambda: Sub())\n"
    "    if o is not None:\n"
    "        made.append(o)\n"
    "    o = show(\"Sub.__new__(Sub)\", lambda: Sub.__new__(Sub))\n"
    "    if o is not None:\n"
    "        made.append(o)\n"
    "\n"
    "first = object()\n"
    "base = id(first)\n"
    "hashable = []\n"
    "for o in samples + made:\n"
    "    print(\"obj\", type(o).__name__)\n"
    "    show(\"repr\", lambda: repr(o))\n"
    "    show(\"str\", lambda: str(o))\n"
    "    show(\"ascii\", lambda: ascii(o))\n"
    "    h = show(\"hash\", lambda: hash(o))\n"
    "    if h is not None:\n"
    "        hashable.append(o)\n"
    "    show(\"id\", lambda: id(o) - base)\n"
    "    show(\"format\", lambda: format(o, \"\"))\n"
    "    show(\"format x\", lambda: format(o, \"x\"))\n"
    "    show(\"fstring\", lambda: f\"{o!r:>10}\")\n"
    "    show(\"attr\", lambda: o.no_such_attribute)\n"
    "    show(\"add\", lambda: o + [])\n"
    "    show(\"lt\", lambda: o < [])\n"
    "    show(\"len\", lambda: len(o))\n"
    "    show(\"getitem\", lambda: o[[]])\n"
    "    show(\"call\", lambda: o([], x=[]))\n"
    "    show(\"int\", lambda: int(o))\n"
    "    show(\"iter\", lambda: iter(o))\n"
    "    show(\"index\", lambda: [].index(o))\n"
    "    show(\"remove\", lambda: [].remove(o))\n"
    "    show(\"key\", lambda: {}[o])\n"
    "    show(\"in tuple repr\", lambda: repr((o, [o], {1: o})))\n"
    "    show(\"percent\", lambda: \"%s %r\" % (o, o))\n"
    "    show(\"setattr\", lambda: setattr(o, \"no_such_attribute\", 1))\n"
    "    show(\"bool\", lambda: bool(o))\n"
    "\n"
    "print(\"set order\", [type(o).__name__ for o in set(hashable)])\n"
    "print(\"dict order\", [type(o).__name__ for o in dict.fromkeys(hashable)])\n"
    "print(\"sorted by hash\", [type(o).__name__ for o in sorted(hashable, key=hash)])\n"
    "print(\"sorted by id\", [type(o).__name__ for o in sorted(samples + made, key=id)])\n";

typedef struct TextBuf {
    char *p;
    size_t len, cap;
} TextBuf;

static void buf_add(TextBuf *b, const char *s, size_t n) {
    if (b->len + n + 1 > b->cap) {
        size_t nc = (b->len + n + 1) * 2;
        char *q = realloc(b->p, nc);
        if (!q) abort();
        b->p = q;
        b->cap = nc;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = '\0';
}

static void buf_adds(TextBuf *b, const char *s) { buf_add(b, s, strlen(s)); }

static bool seen_module(const char *const *names, size_t n, const char *name) {
    for (size_t i = 0; i < n; i++)
        if (!strcmp(names[i], name)) return true;
    return false;
}

/* "mods = []" and a guarded import of every module. */
static void add_imports(TextBuf *b) {
    const char *names[256];
    size_t n = 0;
    for (size_t i = 0; module_names[i] && n < 256; i++) names[n++] = module_names[i];
    for (size_t i = 0; smol_frozen_modules[i].name && n < 256; i++)
        if (!seen_module(names, n, smol_frozen_modules[i].name)) names[n++] = smol_frozen_modules[i].name;
    buf_adds(b, "mods = []\n");
    for (size_t i = 0; i < n; i++) {
        char line[256];
        snprintf(line, sizeof line, "try:\n    import %s\n    mods.append(%s)\nexcept ImportError:\n    pass\n",
                 names[i], names[i]);
        buf_adds(b, line);
    }
}

static bool is_ident(const Str *s) {
    if (!s->blen) return false;
    for (size_t i = 0; i < s->blen; i++) {
        char c = s->data[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (i && c >= '0' && c <= '9')))
            return false;
    }
    return true;
}

static smol_vm *new_vm(void) {
    static const char *const all[] = {"*", NULL};
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.hash_seed = 0x5eed;
    cfg.additional_imports = all;
    cfg.max_instructions = 200000000;
    cfg.max_output = 64u << 20;
    return smol_vm_new(&cfg);
}

/* The whole walking snippet: the imports, ATTRS = every (module, name)
 * pair of the imported modules (read in a VM of its own), the walker. */
static char *build_snippet(void) {
    TextBuf imports = {0};
    add_imports(&imports);
    smol_vm *vm = new_vm();
    smol_session *s = vm ? smol_session_new(vm) : NULL;
    CHECK(s != NULL, "VM for the module names");
    if (!s) return NULL;
    smol_result r;
    smol_status st = smol_run(s, imports.p, imports.len, "<imports>", &r);
    CHECK(st == SMOL_OK, "imports: %s %s", smol_status_name(st), r.error_message ? r.error_message : "");
    smol_result_free(&r);
    TextBuf src = {0};
    buf_add(&src, imports.p, imports.len);
    buf_adds(&src, "ATTRS = [\n");
    size_t nattrs = 0, nmods = 0, pos = 0;
    Value k, v;
    while (dict_next(s->s.modules, &pos, &k, &v)) {
        if (!IS_STR(k) || !IS_KIND(v, OK_MODULE)) continue;
        nmods++;
        Module *m = (Module *)AS_OBJ(v);
        size_t mpos = 0;
        Value ak, av;
        while (dict_next(m->dict, &mpos, &ak, &av)) {
            if (!IS_STR(ak) || !is_ident(AS_STR(ak)) || !strncmp(AS_STR(ak)->data, "__", 2)) continue;
            buf_adds(&src, "    (\"");
            buf_adds(&src, AS_STR(k)->data);
            buf_adds(&src, "\", \"");
            buf_adds(&src, AS_STR(ak)->data);
            buf_adds(&src, "\"),\n");
            nattrs++;
        }
    }
    buf_adds(&src, "]\n");
    buf_adds(&src, walker);
    CHECK(nmods >= 10, "modules imported: %zu", nmods);
    CHECK(nattrs >= 200, "module attributes found: %zu", nattrs);
    smol_session_free(s);
    smol_vm_free(vm);
    free(imports.p);
    return src.p;
}

typedef struct MapRange {
    uint64_t lo, hi;
} MapRange;

/* The readable, writable or executable mappings of this process, the
 * sanitizers' huge shadow regions left out. */
/* AddressSanitizer's shadow memory lies at addresses fixed for every
 * process on x86-64 (its low shadow from about 0x7fff8000, its high shadow
 * up to about 0x10007fff8000, as mapped: page-rounded): nothing secret
 * lives there, and the low shadow covers
 * ordinary numbers such as 2**31. An ASan build leaves it out. */
#if defined(__SANITIZE_ADDRESS__)
#define NOADDR_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define NOADDR_ASAN 1
#endif
#endif
static bool asan_shadow(unsigned long long lo, unsigned long long hi) {
#ifdef NOADDR_ASAN
    return lo >= 0x7fff0000ULL && hi <= 0x100080000000ULL;
#else
    (void)lo;
    (void)hi;
    return false;
#endif
}

static size_t read_maps(MapRange *out, size_t max) {
    FILE *f = fopen("/proc/self/maps", "r");
    if (!f) return 0;
    char line[512];
    size_t n = 0;
    while (n < max && fgets(line, sizeof line, f)) {
        unsigned long long lo, hi;
        char perms[8];
        if (sscanf(line, "%llx-%llx %7s", &lo, &hi, perms) != 3) continue;
        if (!strncmp(perms, "---", 3) || hi - lo > (1ULL << 32)) continue;
        if (asan_shadow(lo, hi)) continue;
        out[n].lo = lo;
        out[n].hi = hi;
        n++;
    }
    fclose(f);
    return n;
}

static bool is_identity(uint64_t x) {
    return x >= ID_BASE && x < ID_BASE + ID_STEP * (1ULL << 28) && (x - ID_BASE) % ID_STEP == 0;
}

static bool mapped(const MapRange *r, size_t n, uint64_t x) {
    if (x < 0x10000 || is_identity(x)) return false;
    for (size_t i = 0; i < n; i++)
        if (x >= r[i].lo && x < r[i].hi) return true;
    return false;
}

/* Does x, or a value an address is commonly turned into and printed as
 * (>> 3, >> 4, CPython's identity-hash rotation), point into a mapping? */
static bool looks_like_address(const MapRange *r, size_t n, uint64_t x) {
    uint64_t rot = (x << 4) | (x >> 60);
    return mapped(r, n, x) || mapped(r, n, x << 3) || mapped(r, n, x << 4) || mapped(r, n, rot);
}

static bool is_hex(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
static bool is_alnum(char c) { return is_hex(c) || (c >= 'g' && c <= 'z') || (c >= 'G' && c <= 'Z') || c == '_'; }

/* Every number in the text; returns how many looked like addresses. */
static int scan_numbers(const char *t, size_t len, const MapRange *r, size_t n, size_t *count, int *bad_at) {
    int bad = 0;
    *count = 0;
    for (size_t i = 0; i < len; i++) {
        if (i && is_alnum(t[i - 1])) continue;
        uint64_t x = 0;
        size_t j = i;
        bool hex = false, overflow = false;
        if (t[i] == '0' && i + 2 < len && (t[i + 1] == 'x' || t[i + 1] == 'X') && is_hex(t[i + 2])) {
            hex = true;
            for (j = i + 2; j < len && is_hex(t[j]); j++) {
                if (x >> 60) overflow = true;
                x = x * 16 + (uint64_t)(t[j] <= '9' ? t[j] - '0' : (t[j] | 0x20) - 'a' + 10);
            }
        } else if (t[i] >= '0' && t[i] <= '9') {
            for (j = i; j < len && t[j] >= '0' && t[j] <= '9'; j++) {
                if (x > (UINT64_MAX - 9) / 10) overflow = true;
                x = x * 10 + (uint64_t)(t[j] - '0');
            }
        } else {
            continue;
        }
        (*count)++;
        bool neg = !hex && i && t[i - 1] == '-';
        if (!overflow && (looks_like_address(r, n, x) || (neg && looks_like_address(r, n, (uint64_t)0 - x)))) {
            if (!bad) *bad_at = (int)i;
            bad++;
        }
        i = j - 1;
    }
    return bad;
}

/* Every "at 0x..." names a per-VM identity. */
static int check_at(const char *t) {
    int bad = 0;
    for (const char *p = strstr(t, " at 0x"); p; p = strstr(p + 1, " at 0x")) {
        uint64_t x = strtoull(p + 4, NULL, 16);
        if (!is_identity(x)) {
            if (!bad) printf("not an identity: %.60s\n", p);
            bad++;
        }
    }
    return bad;
}

int main(void) {
    char *src = build_snippet();
    if (!src) return CHECK_SUMMARY();
    /* Two VMs alive at once: their objects are at different addresses. */
    smol_vm *va = new_vm(), *vb = new_vm();
    smol_session *sa = va ? smol_session_new(va) : NULL, *sb = vb ? smol_session_new(vb) : NULL;
    CHECK(sa && sb, "two VMs");
    if (!sa || !sb) return CHECK_SUMMARY();
    smol_result ra, rb;
    smol_status st_a = smol_run(sa, src, strlen(src), "<walk>", &ra);
    smol_status st_b = smol_run(sb, src, strlen(src), "<walk>", &rb);
    CHECK(st_a == SMOL_OK, "walk: %s %s: %s", smol_status_name(st_a), ra.error_type ? ra.error_type : "",
          ra.error_message ? ra.error_message : "");
    CHECK(st_b == SMOL_OK, "second walk: %s", smol_status_name(st_b));
    CHECK(!ra.logs_truncated, "output truncated");
    const char *la = ra.logs ? ra.logs : "", *lb = rb.logs ? rb.logs : "";
    size_t ntypes = 0;
    for (const char *p = strstr(la, "\ntype "); p; p = strstr(p + 1, "\ntype ")) ntypes++;
    CHECK(ntypes >= 80, "types walked: %zu", ntypes);
    CHECK(strstr(la, "type <class 're.Pattern'>") && strstr(la, "type <class 'time.struct_time'>"),
          "module types walked");
    bool same = ra.logs_len == rb.logs_len && !memcmp(la, lb, ra.logs_len);
    if (!same) {
        size_t i = 0;
        while (i < ra.logs_len && i < rb.logs_len && la[i] == lb[i]) i++;
        size_t from = i > 80 ? i - 80 : 0;
        printf("first difference at byte %zu:\n--- a\n%.160s\n--- b\n%.160s\n", i, la + from, lb + from);
    }
    CHECK(same, "two VMs print the same (%zu and %zu bytes)", ra.logs_len, rb.logs_len);
    static MapRange maps[8192];
    size_t nmaps = read_maps(maps, sizeof maps / sizeof maps[0]);
    CHECK(nmaps > 0, "read /proc/self/maps");
    /* The mappings must cover what C sees as addresses here. */
    int local = 0;
    void *heap = malloc(64);
    CHECK(mapped(maps, nmaps, (uint64_t)(uintptr_t)heap) && mapped(maps, nmaps, (uint64_t)(uintptr_t)&local) &&
              mapped(maps, nmaps, (uint64_t)(uintptr_t)&main) && mapped(maps, nmaps, (uint64_t)(uintptr_t)va->vm) &&
              mapped(maps, nmaps, (uint64_t)(uintptr_t)va->vm->t_object),
          "the maps cover the heap, the stack, the binary and the VM");
    free(heap);
    size_t count = 0;
    int at = 0;
    int bad = scan_numbers(la, ra.logs_len, maps, nmaps, &count, &at);
    if (bad) {
        int from = at > 200 ? at - 200 : 0;
        printf("address-like number in:\n%.260s\n", la + from);
    }
    CHECK(bad == 0, "%d of %zu numbers printed look like addresses of the process", bad, count);
    CHECK(count > 1000, "numbers scanned: %zu", count);
    CHECK(check_at(la) == 0, "every 'at 0x' is a per-VM identity");
    smol_result_free(&ra);
    smol_result_free(&rb);
    smol_session_free(sa);
    smol_session_free(sb);
    smol_vm_free(va);
    smol_vm_free(vb);
    free(src);
    return CHECK_SUMMARY();
}
