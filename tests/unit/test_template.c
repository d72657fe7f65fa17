/* Templates (smol_template_new, smol_vm_new_from): VMs copied from a
 * frozen one run as VMs built from nothing do, with the template's modules
 * imported already in their first session; they share nothing mutable
 * with each other or with the template; the copy is in the new VM's
 * account and refused cleanly under a small cap, at every point where an
 * allocation can fail; one template serves several threads at once. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <time.h>
#include "api/api_internal.h"
#include "runtime/clone.h"
#include "tests/unit/check.h"

static const char *const mods[] = {"collections", "re", "json", "functools", "enum", "dataclasses", "datetime", NULL};

/* Run `src` and compare the repr of its value with `want`. */
static bool expect(smol_session *s, const char *src, const char *want, int line) {
    smol_result r;
    smol_status st = smol_run(s, src, strlen(src), "<test>", &r);
    bool ok = st == SMOL_OK && r.output_repr && !strcmp(r.output_repr, want);
    CHECK(ok, "line %d: %s -> status %s, %s (want %s)%s%s", line, src, smol_status_name(st),
          r.output_repr ? r.output_repr : "(null)", want, r.error ? "\n" : "", r.error ? r.error : "");
    smol_result_free(&r);
    return ok;
}
#define EXPECT(s, src, want) expect(s, src, want, __LINE__)

/* What a snippet sees of the pre-imported modules and of others. */
static const char use_src[] =
    "import collections, re, json, functools, enum, dataclasses, datetime, math, heapq, itertools\n"
    "c = collections.Counter('abracadabra').most_common(2)\n"
    "m = re.findall(r'\\d+', 'a1b22c333')\n"
    "j = json.dumps({'k': [1, 2.5, None]}, sort_keys=True)\n"
    "class Color(enum.Enum):\n    RED = 1\n    BLUE = 2\n"
    "@dataclasses.dataclass\nclass P:\n    x: int\n    y: int = 0\n"
    "@functools.lru_cache(maxsize=None)\ndef fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\n"
    "d = datetime.date(2024, 2, 28) + datetime.timedelta(days=2)\n"
    "h = [5, 1, 3]\nheapq.heapify(h)\n"
    "od = collections.OrderedDict(a=1)\n"
    "(c, m, j, Color.BLUE, P(1), fib(30), str(d), h[0], math.sqrt(16), list(itertools.islice(itertools.count(), 3)),"
    " {collections.Counter: 1}[collections.Counter], type(od).__name__, re.compile('a+').sub('-', 'caaab'))";
static const char use_want[] =
    "([('a', 5), ('b', 2)], ['1', '22', '333'], '{\"k\": [1, 2.5, null]}', <Color.BLUE: 2>, P(x=1, y=0), "
    "832040, '2024-03-01', 1, 4.0, [0, 1, 2], 1, 'OrderedDict', 'c-b')";

static smol_template *make_template(const char *const *list, size_t max_memory, const char **why) {
    smol_config cfg;
    smol_config_init(&cfg);
    if (max_memory) cfg.max_memory = max_memory;
    return smol_template_new(&cfg, list, why);
}

/* The first session has the modules already; later ones import them. */
static void test_loop(smol_template *t) {
    for (int i = 0; i < 20; i++) {
        smol_vm *vm = smol_vm_new_from(t);
        CHECK(vm != NULL, "clone %d", i);
        if (!vm) return;
        /* The modules' code is not copied: a later session that imports
         * them reads it from the library again (s2 below). */
        CHECK(vm->vm->module_code == NULL, "no module code cache copied");
        smol_session *s = smol_session_new(vm);
        CHECK(s != NULL, "session");
        if (s) {
            Str *key = str_intern_cstr(vm->vm, "collections");
            CHECK(key && !IS_EMPTY(dict_get_str(vm->vm, s->s.modules, key)), "collections pre-imported");
            /* Nothing bound in the fresh globals. */
            Str *tmp = str_intern_cstr(vm->vm, "_smol_m");
            CHECK(IS_EMPTY(dict_get_str(vm->vm, s->s.globals, key)) && tmp &&
                      IS_EMPTY(dict_get_str(vm->vm, s->s.globals, tmp)) && s->s.globals->used == 2,
                  "fresh globals");
            EXPECT(s, use_src, use_want);
        }
        smol_session *s2 = smol_session_new(vm);
        CHECK(s2 != NULL && s2 != s, "second session");
        if (s2) {
            Str *key = str_intern_cstr(vm->vm, "collections");
            CHECK(key && IS_EMPTY(dict_get_str(vm->vm, s2->s.modules, key)), "second session imports afresh");
            EXPECT(s2, use_src, use_want);
            smol_session_free(s2);
        }
        if (i % 2) smol_session_free(s);
        smol_vm_free(vm);
    }
}

/* What one VM does to its modules, no other VM (and not the template)
 * sees. */
static void test_isolation(smol_template *t) {
    smol_vm *a = smol_vm_new_from(t), *b = smol_vm_new_from(t);
    CHECK(a && b, "two clones");
    if (!a || !b) {
        smol_vm_free(a);
        smol_vm_free(b);
        return;
    }
    smol_session *sa = smol_session_new(a), *sb = smol_session_new(b);
    EXPECT(sa, "import json, collections, re\njson.dumps = None\ncollections.Counter.most_common = 7\n"
               "json.extra = [1]\nre.purge()\n(json.dumps, collections.Counter.most_common)", "(None, 7)");
    EXPECT(sb, "import json, collections\n(json.dumps([1]), collections.Counter('aab').most_common(1), "
               "hasattr(json, 'extra'))", "('[1]', [('a', 2)], False)");
    smol_vm *c = smol_vm_new_from(t);
    smol_session *sc = c ? smol_session_new(c) : NULL;
    CHECK(sc != NULL, "third clone");
    if (sc) EXPECT(sc, "import json\njson.dumps({})", "'{}'");
    /* The two clones' unseeded random generators differ. */
    smol_result ra, rb;
    const char *rsrc = "import random\nrandom.random()";
    smol_status s1 = smol_run(sa, rsrc, strlen(rsrc), "<t>", &ra);
    smol_status s2 = smol_run(sb, rsrc, strlen(rsrc), "<t>", &rb);
    CHECK(s1 == SMOL_OK && s2 == SMOL_OK && ra.output_repr && rb.output_repr &&
              strcmp(ra.output_repr, rb.output_repr) != 0,
          "random differs between clones: %s %s", ra.output_repr ? ra.output_repr : "-",
          rb.output_repr ? rb.output_repr : "-");
    smol_result_free(&ra);
    smol_result_free(&rb);
    smol_vm_free(a);
    smol_vm_free(b);
    smol_vm_free(c);
}

/* The strings and tuples a copy shares with the template (read-only
 * there) act as its own: ids, hashes, interning, identity, collections
 * around them, in two copies that each hand out their own ids. */
static void test_shared(smol_template *t) {
    static const char src[] =
        "import functools, json\n"
        "t = functools.WRAPPER_ASSIGNMENTS\n"
        "n = json.__name__\n"
        "junk = [[str(i)] * 4 for i in range(200000)]\n"
        "del junk\n"
        "c = chr(60)\n"
        "d = {n: 1, t: 2, '<': 3}\n"
        "class K:\n    pass\n"
        "setattr(K, c, 4)\n"
        "setattr(K, 'js' + 'on', 5)\n"
        "(id(t) == id(functools.WRAPPER_ASSIGNMENTS), id(n) == id(json.__name__), hash(t) == hash(tuple(list(t))),\n"
        " hash(n) == hash('js' + 'on'), [k for k in dir(K) if k == 'json'][0] is n,\n"
        " [k for k in dir(K) if k == c][0] is '<', getattr(K, '<') + getattr(K, n), d['json'], d[tuple(t)],\n"
        " d[c], t[0], '%x' % id(t) == '%x' % id(functools.WRAPPER_ASSIGNMENTS), n.upper(), t + ('x',) == (*t, 'x'))";
    static const char want[] =
        "(True, True, True, True, True, True, 9, 1, 2, 3, '__module__', True, 'JSON', True)";
    smol_vm *a = smol_vm_new_from(t), *b = smol_vm_new_from(t);
    smol_session *sa = a ? smol_session_new(a) : NULL, *sb = b ? smol_session_new(b) : NULL;
    CHECK(sa && sb, "two clones");
    if (sa && sb) {
        EXPECT(sa, src, want);
        EXPECT(sb, src, want);
        /* Each copy numbers the identities it hands out itself: the
         * two give a new object the same one. */
        const char *idsrc = "(id(t), id(object()))";
        smol_result ra, rb;
        smol_status s1 = smol_run(sa, idsrc, strlen(idsrc), "<t>", &ra);
        smol_status s2 = smol_run(sb, idsrc, strlen(idsrc), "<t>", &rb);
        CHECK(s1 == SMOL_OK && s2 == SMOL_OK && ra.output_repr && rb.output_repr &&
                  !strcmp(ra.output_repr, rb.output_repr),
              "ids: %s %s", ra.output_repr ? ra.output_repr : "-", rb.output_repr ? rb.output_repr : "-");
        smol_result_free(&ra);
        smol_result_free(&rb);
    }
    smol_vm_free(a);
    smol_vm_free(b);
}

/* A copy interns through the template's table (every string in it is
 * shared) and a small table of its own: a name the template interned is
 * the template's string in every copy; one a copy interns is its own,
 * stays interned while used, and leaves with the copy's collection
 * between runs when unused, as in any VM; another copy never sees it. */
static void test_intern_base(smol_template *t) {
    smol_vm *a = smol_vm_new_from(t), *b = smol_vm_new_from(t);
    smol_session *sa = a ? smol_session_new(a) : NULL, *sb = b ? smol_session_new(b) : NULL;
    CHECK(sa && sb, "two clones");
    if (!sa || !sb) goto done;
    CHECK(a->vm->interned_base && a->vm->interned_base == b->vm->interned_base && a->vm->ninterned == 0,
          "copies share the template's interned strings");
    Str *x = str_intern_cstr(a->vm, "most_common"), *y = str_intern_cstr(b->vm, "most_common");
    CHECK(x && x == y && (x->h.flags & OBJ_SHARED), "a template's name is one shared string");
    CHECK(a->vm->ninterned == 0, "found, not added");
    EXPECT(sa, "zq_only_in_a = 1\nimport collections\n"
               "(collections.Counter('aab').most_common(1), 'zq_only' + '_in_a' in dir())",
           "([('a', 2)], True)");
    size_t own = a->vm->ninterned;
    CHECK(own > 0 && b->vm->ninterned == 0, "a's names in a's table only (%zu)", own);
    Str *za = str_intern_cstr(a->vm, "zq_only_in_a"), *zb = str_intern_cstr(b->vm, "zq_only_in_a");
    CHECK(za && zb && za != zb && !(za->h.flags & OBJ_SHARED) && !(zb->h.flags & OBJ_SHARED),
          "a name a copy interns is its own");
    CHECK(a->vm->ninterned == own, "interned once");
    EXPECT(sa, "del zq_only_in_a\nzq_tmp = 'x'\nzq_tmp", "'x'");
    size_t before = a->vm->ninterned;
    gc_collect(a->vm);
    CHECK(a->vm->ninterned < before, "unused names leave the copy's table (%zu, %zu)", before, a->vm->ninterned);
    Str *again = str_intern_cstr(a->vm, "most_common");
    CHECK(again == x, "the template's strings stay through the copy's collections");
    EXPECT(sa, "import json\njson.dumps({'most_common': 1})", "'{\"most_common\": 1}'");
done:
    smol_vm_free(a);
    smol_vm_free(b);
}

/* The built-in types, their namespaces and methods are shared by the
 * copies too (nothing can change them); the classes written in Python,
 * their functions and the module namespaces are each copy's own. A tuple
 * of types is hashed by the identities each copy hands out, the same
 * within a copy however it is reached. */
static void test_shared_types(smol_template *t) {
    smol_vm *a = smol_vm_new_from(t), *b = smol_vm_new_from(t);
    smol_session *sa = a ? smol_session_new(a) : NULL, *sb = b ? smol_session_new(b) : NULL;
    CHECK(sa && sb, "two clones");
    if (!sa || !sb) {
        smol_vm_free(a);
        smol_vm_free(b);
        return;
    }
    VM *va = a->vm, *vb = b->vm;
    Type *ts = va->types[OK_STR];
    CHECK(ts == vb->types[OK_STR] && (ts->h.flags & OBJ_SHARED), "str shared");
    CHECK(ts->dict && (ts->dict->h.flags & OBJ_SHARED), "str's namespace shared");
    Value up = dict_get_str(va, ts->dict, str_intern_cstr(va, "upper"));
    CHECK(IS_KIND(up, OK_NATIVE) && (AS_OBJ(up)->flags & OBJ_SHARED), "str.upper shared");
    CHECK(va->exc_types[EXC_ValueError] == vb->exc_types[EXC_ValueError] &&
              (va->exc_types[EXC_ValueError]->h.flags & OBJ_SHARED),
          "ValueError shared");
    CHECK(va->builtins != vb->builtins && !(va->builtins->h.flags & OBJ_SHARED), "builtins namespace not shared");
    static const char src[] =
        "import collections, json\n"
        "class S(str):\n    def shout(self):\n        return self.upper() + '!'\n"
        "k = (int, str)\n"
        "d = {k: 1, int: 2, str.upper: 3, ValueError: 4}\n"
        "s = {int, str, float, list}\n"
        "try:\n    str.x = 1\nexcept TypeError as e:\n    err = str(e)\n"
        "(d[(int, str)], d[int], d[str.upper], d[ValueError], hash(k) == hash((int, str)), str in s,\n"
        " id(int) == id(int), str.upper.__qualname__, repr(dict.fromkeys)[:30], S('a').shout(),\n"
        " isinstance(S('b'), str), collections.OrderedDict(a=1)['a'], json.dumps([int.__name__]), err)";
    static const char want[] =
        "(1, 2, 3, 4, True, True, True, 'str.upper', '<built-in method fromkeys of t', 'A!', True, 1, "
        "'[\"int\"]', \"cannot set 'x' attribute of immutable type 'str'\")";
    for (int round = 0; round < 2; round++) {
        EXPECT(sa, src, want);
        EXPECT(sb, src, want);
    }
    /* A class made in one copy is that copy's alone. */
    EXPECT(sa, "class Only(list):\n    pass\nOnly([1]) + [2]", "[1, 2]");
    EXPECT(sb, "try:\n    Only\n    r = 'seen'\nexcept NameError:\n    r = 'unseen'\nr", "'unseen'");
    smol_vm_free(a);
    smol_vm_free(b);
}

/* Every module imports and works in a copy of a template that imported
 * none of them, or one: nothing a module's import does writes to what the
 * copies share (the built-in types, which a module may name or extend:
 * such a write faults on the template's read-only pages). */
static void test_imports_in_copies(void) {
    static const char *const all[] = {
        "math", "statistics", "collections", "itertools", "functools", "re", "string", "textwrap", "time",
        "datetime", "json", "random", "copy", "enum", "typing", "queue", "stat", "unicodedata", "heapq",
        "bisect", "operator", "dataclasses", "fractions", "decimal", "abc", "contextlib", "io", "csv",
        "types", "pprint", "binascii", "base64", "difflib", "html", "fnmatch", "urllib.parse", "numbers",
        "calendar", "uuid", "graphlib", "colorsys", "keyword", "shlex", "hashlib", "hmac", "struct", "zlib",
        "collections.abc", NULL};
    const char *const one[] = {"math", NULL};
    for (int k = 0; k < 2; k++) {
        const char *why = NULL;
        smol_template *t = smol_template_new(NULL, k ? one : NULL, &why);
        CHECK(t != NULL, "template %d: %s", k, why ? why : "-");
        if (!t) continue;
        for (int round = 0; round < 2; round++) {
            smol_vm *vm = smol_vm_new_from(t);
            smol_session *s = vm ? smol_session_new(vm) : NULL;
            CHECK(s != NULL, "copy");
            for (int i = 0; s && all[i]; i++) {
                char src[128];
                snprintf(src, sizeof src, "import %s as m\nm.__name__", all[i]);
                char want[64];
                snprintf(want, sizeof want, "'%s'", all[i]);
                EXPECT(s, src, want);
            }
            if (s)
                EXPECT(s,
                       "import collections\nd = collections.deque([1, 2])\n"
                       "(type(iter(d)).__name__, type(reversed(d)).__name__, list(reversed(d)))",
                       "('_deque_iterator', '_deque_reverse_iterator', [2, 1])");
            smol_vm_free(vm);
        }
        smol_template_free(t);
    }
}

/* Limits meant for snippets do not stop a template from being made: its
 * copies have them. */
static void test_small_limits(void) {
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.max_instructions = 20000;
    cfg.max_recursion = 50;
    cfg.max_memory = (size_t)8 << 20;
    const char *const list[] = {"collections", "typing", "dataclasses", "datetime", NULL};
    const char *why = NULL;
    smol_template *t = smol_template_new(&cfg, list, &why);
    CHECK(t != NULL, "template under snippet limits: %s", why ? why : "-");
    smol_vm *vm = t ? smol_vm_new_from(t) : NULL;
    smol_session *s = vm ? smol_session_new(vm) : NULL;
    CHECK(s != NULL, "clone under snippet limits");
    if (s) {
        EXPECT(s, "import collections\ncollections.Counter('aab')['a']", "2");
        const char *loop = "while True:\n    pass";
        smol_result r;
        smol_status st = smol_run(s, loop, strlen(loop), "<t>", &r);
        CHECK(st == SMOL_BUDGET, "clone's budget: %s", smol_status_name(st));
        smol_result_free(&r);
        EXPECT(s, "def f(n):\n    return n and f(n - 1)\ntry:\n    f(60)\nexcept RecursionError:\n    r = 'deep'\nr",
               "'deep'");
    }
    smol_vm_free(vm);
    smol_template_free(t);
}

/* A template refuses what it cannot carry. */
static void test_refusals(void) {
    const char *why = NULL;
    const char *const rnd[] = {"json", "random", NULL};
    smol_template *t = make_template(rnd, 0, &why);
    CHECK(!t && why && strstr(why, "random"), "random refused: %s", why ? why : "-");
    smol_template_free(t);
    const char *const bad[] = {"json", "nosuchmodule", NULL};
    why = NULL;
    t = make_template(bad, 0, &why);
    CHECK(!t && why, "unknown module refused: %s", why ? why : "-");
    const char *const inj[] = {"json; print(1)", NULL};
    why = NULL;
    t = make_template(inj, 0, &why);
    CHECK(!t && why, "odd name refused");
    smol_config cfg;
    smol_config_init(&cfg);
    const char *const allow[] = {"math", NULL};
    cfg.imports = allow;
    const char *const js[] = {"json", NULL};
    why = NULL;
    t = smol_template_new(&cfg, js, &why);
    CHECK(!t && why, "import policy applies: %s", why ? why : "-");
    /* A template with no module list is a plain frozen VM. */
    t = smol_template_new(NULL, NULL, &why);
    CHECK(t != NULL, "empty template");
    smol_vm *vm = t ? smol_vm_new_from(t) : NULL;
    smol_session *s = vm ? smol_session_new(vm) : NULL;
    if (s) EXPECT(s, "import json\nlen(json.dumps(list(range(3))))", "9");
    smol_vm_free(vm);
    smol_template_free(t);
    /* A cap smaller than the heap: the clone is refused, the template
     * stays usable. */
    t = make_template(NULL, 8 << 10, &why);
    CHECK(t != NULL, "template under a small cap");
    vm = t ? smol_vm_new_from(t) : NULL;
    CHECK(t && vm == NULL, "clone refused under the cap");
    smol_vm_free(vm);
    smol_template_free(t);
}

/* Every cap below what a copy needs refuses it cleanly (no leak, no
 * crash: the ASan and allocation-check builds see to that); every cap
 * above gives a VM that runs. */
static void test_cap_sweep(void) {
    smol_vm *h = smol_vm_new(NULL);
    smol_session *ss = h ? smol_session_new(h) : NULL;
    CHECK(ss != NULL, "vm");
    if (!ss) return;
    EXPECT(ss, "import json as _m\ndel _m\n1", "1");
    Frozen *f = clone_freeze(h->vm, &ss->s);
    CHECK(f != NULL, "freeze");
    if (!f) return;
    size_t need = 0;
    int refused = 0;
    for (size_t cap = 1024; cap < ((size_t)8 << 20); cap += cap < (1 << 20) ? 1024 : 65536) {
        Limits lim = {1000000, cap, 100, 1 << 20, 0};
        Dict *g, *m;
        VM *vm = clone_vm(f, &lim, 0, &g, &m);
        if (!vm) {
            refused++;
            continue;
        }
        need = cap;
        CHECK(vm->live_bytes <= cap, "within the cap");
        rt_vm_free(vm);
        break;
    }
    CHECK(need > 0 && refused > 10, "refused %d caps, then fit in %zu", refused, need);
    /* Byte by byte below it (the allocation-check build accounts each
     * byte): the copy stops at a different allocation each time. */
    int fit = 0;
    for (size_t cap = need > 8192 ? need - 8192 : 1; cap < need; cap += 32) {
        Limits lim = {1000000, cap, 100, 1 << 20, 0};
        Dict *g, *m;
        VM *vm = clone_vm(f, &lim, 0, &g, &m);
        if (!vm) continue;
        fit++;
        CHECK(vm->live_bytes <= cap, "within the cap");
        rt_vm_free(vm);
    }
    CHECK(fit < 256, "fine sweep: %d caps fit", fit);
    clone_thaw(f);
    smol_vm_free(h);
}

/* Memory a freed copy gives back to the template's pool (its pages and
 * large blocks, those freed during its life and those it held to the
 * end) comes back zeroed: a copy never sees the bytes of the one before.
 * And it counts against each copy as memory from the system would: a
 * copy made from a full pool holds what the first one did. */
static bool has_pattern(const unsigned char *p, size_t n) {
    for (size_t j = 0; j + 8 <= n; j += 8) {
        uint64_t w;
        memcpy(&w, p + j, 8);
        if (w == 0xA5A5A5A5A5A5A5A5ULL) return true;
    }
    return false;
}

static void test_pool_scrubbed(smol_template *t) {
    static const size_t sizes[] = {24, 200, 1500, 2100, 3000, 9000, 40000, 70000, 300000, 2000000};
    enum { NSIZES = sizeof sizes / sizeof sizes[0], PER = 40 };
    static unsigned char *blocks[NSIZES][PER];
    size_t first_live = 0;
    for (int round = 0; round < 4; round++) {
        smol_vm *h = smol_vm_new_from(t);
        CHECK(h != NULL, "clone %d", round);
        if (!h) return;
        VM *vm = h->vm;
        if (round == 0) first_live = vm->live_bytes;
        CHECK(vm->live_bytes == first_live, "round %d: a copy holds %zu bytes, the first %zu", round, vm->live_bytes,
              first_live);
        int seen = 0;
        for (size_t k = 0; k < NSIZES; k++)
            for (int i = 0; i < PER; i++) {
                unsigned char *p = blocks[k][i] = mem_alloc(vm, sizes[k]);
                CHECK(p != NULL, "alloc %zu", sizes[k]);
                if (!p) continue;
                if (has_pattern(p, sizes[k])) seen++;
                memset(p, 0xA5, sizes[k]);
            }
        CHECK(seen == 0, "round %d: %d blocks hold an earlier copy's bytes", round, seen);
        /* Half freed during the VM's life, half left to its end. */
        for (size_t k = 0; k < NSIZES; k++)
            for (int i = 0; i < PER; i += 2) mem_free(vm, blocks[k][i], sizes[k]);
        /* Blocks whose users tell how far they wrote (mem_free_used): one
         * written whole and freed, taken again (a kept spare) and told a
         * quarter written, then one honestly a quarter written: the next
         * copy, whose blocks come from the pool, finds none of it. */
        for (size_t k = 0; k < NSIZES; k++) {
            size_t n = sizes[k], q = n / 4;
            for (int step = 0; step < 3; step++) {
                unsigned char *p = mem_alloc(vm, n);
                CHECK(p != NULL, "alloc %zu", n);
                if (!p) break;
                memset(p, 0xA5, step == 0 ? n : q);
                if (step == 0) mem_free(vm, p, n);
                else mem_free_used(vm, p, n, q);
            }
        }
        smol_vm_free(h);
    }
}

/* A register stack segment goes back to the pool zeroed as far as any
 * frame's window reached: a deep recursion fills most of the first
 * segment, and the next copy's blocks of that size hold none of it. */
static void test_stack_scrubbed(smol_template *t) {
    const size_t seg = (size_t)2048 * sizeof(Value);
    for (int round = 0; round < 3; round++) {
        smol_vm *h = smol_vm_new_from(t);
        smol_session *s = h ? smol_session_new(h) : NULL;
        CHECK(s != NULL, "clone %d", round);
        if (!s) return;
        VM *vm = h->vm;
        /* What the pool gave this copy for a segment's size. */
        int dirty = 0;
        for (int i = 0; i < 4; i++) {
            unsigned char *p = mem_alloc(vm, seg);
            CHECK(p != NULL, "alloc");
            if (!p) break;
            for (size_t j = 0; j < seg; j++) dirty += p[j] != 0;
            mem_free_used(vm, p, seg, 0);
        }
        CHECK(dirty == 0, "round %d: %d bytes of an earlier copy's registers", round, dirty);
        EXPECT(s, "def f(n, a=1, b=2, c=3):\n    return 0 if n == 0 else f(n - 1) + a\nf(350)", "350");
        CHECK(vm->nsegs >= 1 && vm->segs[0].hw > 1500, "round %d: the recursion reached slot %zu", round,
              vm->nsegs ? vm->segs[0].hw : 0);
        smol_vm_free(h);
    }
}

/* mem_is_zero says so only of a block that is (in every build), and in a
 * build with the allocator's pages and pool it says so of a block from the
 * pool in a copy, not of one the VM kept for reuse after writing it, nor
 * of a small block (sanitizer builds take every block from malloc, and
 * the allocation-check build knows none to be zero). */
#if defined(__SANITIZE_ADDRESS__)
#define TEST_PLAIN_MALLOC 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TEST_PLAIN_MALLOC 1
#endif
#endif
#if defined(SMOL_ALLOC_CHECK)
#define TEST_PLAIN_MALLOC 1
#endif

static bool said_zero(VM *vm, const unsigned char *p, size_t n) {
    if (!mem_is_zero(vm, p, n)) return false;
    size_t nz = 0;
    for (size_t j = 0; j < n; j++) nz += p[j] != 0;
    CHECK(nz == 0, "a block said zero has %zu bytes that are not", nz);
    return true;
}

static void test_zero_blocks(smol_template *t) {
    smol_vm *h = smol_vm_new_from(t);
    CHECK(h != NULL, "clone");
    if (!h) return;
    VM *vm = h->vm;
    static const size_t sizes[] = {64, 2500, 33000, 70000};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        size_t n = sizes[k];
        unsigned char *p = mem_alloc(vm, n);
        CHECK(p != NULL, "alloc %zu", n);
        if (!p) continue;
        bool fresh = said_zero(vm, p, n);
        memset(p, 0x5A, n / 2);
        mem_free(vm, p, n);
        unsigned char *q = mem_alloc(vm, n);
        CHECK(q != NULL, "alloc %zu again", n);
        bool again = q && said_zero(vm, q, n);
#ifndef TEST_PLAIN_MALLOC
        if (n == 64) CHECK(!fresh, "a small block is not said zero");
        if (n == 33000) {
            CHECK(fresh, "a large block from the pool is said zero");
            CHECK(q == p && !again, "the block kept for reuse comes back, not said zero");
        }
#endif
        (void)fresh, (void)again;
        if (q) mem_free(vm, q, n);
    }
    smol_vm_free(h);
}

/* The random module of a copy is seeded from its session's serial: copies
 * made in processes forked from the one that made the template (a
 * prefork server) draw different ones, as do copies in one process. */
static void random_in_child(smol_template *t, int fd) {
    char out[64] = "-";
    smol_vm *h = smol_vm_new_from(t);
    smol_session *s = h ? smol_session_new(h) : NULL;
    if (s) {
        smol_result r;
        const char *src = "import random\nrandom.random()";
        if (smol_run(s, src, strlen(src), "<t>", &r) == SMOL_OK && r.output_repr)
            snprintf(out, sizeof out, "%s", r.output_repr);
        smol_result_free(&r);
    }
    smol_vm_free(h);
    ssize_t w = write(fd, out, sizeof out);
    (void)w;
}

static void test_random_across_fork(void) {
    const char *why = NULL;
    smol_template *t = smol_template_new(NULL, NULL, &why);
    CHECK(t != NULL, "template: %s", why ? why : "-");
    if (!t) return;
    char got[3][64];
    for (int k = 0; k < 3; k++) {
        int fds[2];
        CHECK(pipe(fds) == 0, "pipe");
        pid_t pid = k < 2 ? fork() : 0;
        if (k < 2 && pid == 0) {
            close(fds[0]);
            random_in_child(t, fds[1]);
            _exit(0);
        }
        if (k == 2) random_in_child(t, fds[1]);
        close(fds[1]);
        ssize_t n = read(fds[0], got[k], sizeof got[k]);
        close(fds[0]);
        if (pid > 0) waitpid(pid, NULL, 0);
        CHECK(n == (ssize_t)sizeof got[k] && got[k][0] == '0', "copy %d: %.63s", k, n > 0 ? got[k] : "-");
        got[k][63] = '\0';
    }
    CHECK(strcmp(got[0], got[1]) != 0, "two forked processes' first copies draw the same: %s", got[0]);
    CHECK(strcmp(got[0], got[2]) != 0 && strcmp(got[1], got[2]) != 0, "a child's copy draws what the parent's does");
    smol_template_free(t);
}

/* Objects holding storage from outside the allocator (GMP's limbs) are
 * released when a VM goes, though its other objects are not visited one
 * by one: the leak checks of the sanitizer builds see any that is not. */
static void test_free_outside_storage(smol_template *t) {
    smol_vm *h = smol_vm_new(NULL);
    smol_session *ss = h ? smol_session_new(h) : NULL;
    CHECK(ss != NULL, "vm");
    if (!ss) return;
    EXPECT(ss, "big = [10**100 + i for i in range(50)]\nlen(big)", "50");
    Frozen *f = clone_freeze(h->vm, &ss->s);
    CHECK(f != NULL, "freeze");
    if (!f) return;
    for (int i = 0; i < 3; i++) {
        Limits lim = {1000000, 0, 100, 1 << 20, 0};
        Dict *g, *m;
        VM *vm = clone_vm(f, &lim, 0, &g, &m);
        CHECK(vm && vm->nextern >= 50, "copy holds the big ints");
        rt_vm_free(vm);
    }
    clone_thaw(f);
    smol_vm_free(h);
    smol_vm *c = smol_vm_new_from(t);
    smol_session *s = c ? smol_session_new(c) : NULL;
    if (s) EXPECT(s, "x = [3**300 + i for i in range(100)]\ny = x[:10]\ndel x\nlen(y)", "10");
    smol_vm_free(c);
}

/* Blocks that grow in place or move (mem_realloc: a small block within
 * its class, a large one within the pool's class, one past the pool's
 * largest class that the C allocator moves) show nothing of an earlier
 * copy's bytes in what they gained. */
static bool has_fill(const unsigned char *p, size_t n, unsigned char c) {
    for (size_t j = 0; j + 8 <= n; j += 8) {
        uint64_t w;
        memcpy(&w, p + j, 8);
        if (w == 0x0101010101010101ULL * c) return true;
    }
    return false;
}

static void test_pool_growth(smol_template *t) {
    static const size_t from[] = {20, 100, 1100, 2000, 2100, 5000, 60000, 900000, 1100000, 3000000};
    static const size_t to[] = {30, 2100, 1200, 9000, 2200, 6000, 70000, 1000000, 1300000, 5000000};
    enum { N = sizeof from / sizeof from[0], PER = 6 };
    for (int round = 0; round < 3; round++) {
        smol_vm *h = smol_vm_new_from(t);
        CHECK(h != NULL, "clone %d", round);
        if (!h) return;
        VM *vm = h->vm;
        int seen = 0;
        /* Each copy's own fill, so that its own freed blocks (which it may
         * well get back) are told from an earlier copy's. */
        unsigned char mark = (unsigned char)(0xB0 + round);
        for (size_t k = 0; k < N; k++)
            for (int i = 0; i < PER; i++) {
                unsigned char *p = mem_alloc(vm, from[k]);
                CHECK(p != NULL, "alloc %zu", from[k]);
                if (!p) continue;
                memset(p, mark, from[k]);
                unsigned char *q = mem_realloc(vm, p, from[k], to[k]);
                CHECK(q != NULL, "realloc %zu -> %zu", from[k], to[k]);
                if (!q) {
                    mem_free(vm, p, from[k]);
                    continue;
                }
                for (int e = 0; e < round; e++)
                    if (has_fill(q + from[k], to[k] - from[k], (unsigned char)(0xB0 + e))) seen++;
                memset(q, mark, to[k]);
                /* Some go while the VM lives, the others with it. */
                if (i & 1) mem_free(vm, q, to[k]);
            }
        CHECK(seen == 0, "round %d: %d grown blocks show an earlier copy's bytes", round, seen);
        smol_vm_free(h);
    }
}

/* Copies outlive the host's reference to their template and are freed in
 * any order, from other threads, while others are made: the pool goes
 * with the last of them, never before (the sanitizer and valgrind runs
 * see a use after free). */
typedef struct FreeJob {
    smol_vm *vms[4];
    int ok;
} FreeJob;

static bool run_one(smol_vm *vm) {
    static const char src[] = "b = bytearray(300000)\nl = [0] * 50000\ns = 'ab' * 40000\nlen(b) + len(l) + len(s)";
    smol_session *s = smol_session_new(vm);
    if (!s) return false;
    smol_result r;
    bool ok = smol_run(s, src, strlen(src), "<t>", &r) == SMOL_OK && r.output_repr && !strcmp(r.output_repr, "430000");
    smol_result_free(&r);
    return ok;
}

/* Each copy is freed in turn, out of the order they were made in; those
 * left run after each. */
static void *free_worker(void *arg) {
    static const int order[4] = {2, 0, 3, 1};
    FreeJob *j = arg;
    for (int i = 0; i < 4; i++) {
        smol_vm_free(j->vms[order[i]]);
        j->vms[order[i]] = NULL;
        for (int k = 0; k < 4; k++)
            if (j->vms[k] && run_one(j->vms[k])) j->ok++;
    }
    return NULL;
}

static void test_free_order(void) {
    const char *why = NULL;
    smol_template *t = make_template(mods, 0, &why);
    CHECK(t != NULL, "template: %s", why ? why : "-");
    if (!t) return;
    FreeJob jobs[2];
    memset(jobs, 0, sizeof jobs);
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < 4; i++) jobs[k].vms[i] = smol_vm_new_from(t);
    /* The host lets the template go first: its copies keep it. */
    smol_template_free(t);
    pthread_t th[2];
    int made = 0;
    for (int k = 0; k < 2; k++)
        if (pthread_create(&th[k], NULL, free_worker, &jobs[k]) == 0) made++;
    for (int k = 0; k < made; k++) pthread_join(th[k], NULL);
    CHECK(made == 2, "threads");
    CHECK(jobs[0].ok == 6 && jobs[1].ok == 6, "copies ran after others were freed: %d %d", jobs[0].ok, jobs[1].ok);
}

typedef struct Job {
    smol_template *t;
    int ok;
} Job;

static void *worker(void *arg) {
    Job *j = arg;
    for (int i = 0; i < 8; i++) {
        smol_vm *vm = smol_vm_new_from(j->t);
        smol_session *s = vm ? smol_session_new(vm) : NULL;
        smol_result r;
        if (s && smol_run(s, use_src, strlen(use_src), "<t>", &r) == SMOL_OK) {
            if (r.output_repr && !strcmp(r.output_repr, use_want)) j->ok++;
            smol_result_free(&r);
        } else if (s) {
            smol_result_free(&r);
        }
        smol_vm_free(vm);
    }
    return NULL;
}

static void test_threads(smol_template *t) {
    Job jobs[2] = {{t, 0}, {t, 0}};
    pthread_t th[2];
    int made = 0;
    for (int i = 0; i < 2; i++)
        if (pthread_create(&th[i], NULL, worker, &jobs[i]) == 0) made++;
    for (int i = 0; i < made; i++) pthread_join(th[i], NULL);
    CHECK(made == 2 && jobs[0].ok == 8 && jobs[1].ok == 8, "threads: %d %d", jobs[0].ok, jobs[1].ok);
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(void) {
    const char *why = NULL;
    smol_template *t = make_template(mods, 0, &why);
    CHECK(t != NULL, "template: %s", why ? why : "-");
    if (!t) return CHECK_SUMMARY();
    test_loop(t);
    test_isolation(t);
    test_shared(t);
    test_intern_base(t);
    test_shared_types(t);
    test_imports_in_copies();
    test_threads(t);
    test_pool_scrubbed(t);
    test_stack_scrubbed(t);
    test_zero_blocks(t);
    test_random_across_fork();
    test_free_outside_storage(t);
    test_pool_growth(t);
    test_free_order();
    test_refusals();
    test_small_limits();
    test_cap_sweep();
    double t0 = now();
    int n = 50;
    for (int i = 0; i < n; i++) smol_vm_free(smol_vm_new_from(t));
    printf("new VM from a template of %d modules: %.0f us\n", 7, (now() - t0) / n * 1e6);
    smol_template_free(t);
    return CHECK_SUMMARY();
}
