/* Allocation-failure sweep: for each snippet, fail its Nth allocation for
 * every N (strided for long runs). The run must end cleanly (ok, an
 * exception or the memory status), and the session must stay usable: a
 * follow-up run and a rerun of the snippet both succeed. Under ASan this
 * also proves there is no leak or use-after-free on any failure path. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "include/smolvm.h"

static const char *const snippets[] = {
    "x = [i * i for i in range(50)]\nprint(sum(x), x[-3:])\n",
    "d = {}\nfor w in 'the cat and the hat and the bat'.split():\n    d[w] = d.get(w, 0) + 1\nprint(sorted(d.items()))\n",
    "class P:\n    def __init__(self, x, y):\n        self.x, self.y = x, y\n    def __repr__(self):\n"
    "        return f'P({self.x}, {self.y})'\nps = [P(i, -i) for i in range(10)]\nprint(ps[3], len(ps))\n",
    "def gen(n):\n    for i in range(n):\n        yield i * 2\nprint(list(gen(20)), sum(x for x in gen(5)))\n",
    "try:\n    {}['missing']\nexcept KeyError as e:\n    print('caught', repr(e))\nfinally:\n    print('done')\n",
    "s = ''\nfor i in range(30):\n    s += str(i) + ','\nprint(s.upper(), s.split(',')[:5], len(s))\n",
    "def outer():\n    n = 0\n    def inc():\n        nonlocal n\n        n += 1\n        return n\n    return inc\n"
    "f = outer(); f(); print(f(), 'héllo wörld'.title())\n",
    "import math\nvals = [math.sqrt(i) for i in range(1, 6)]\nprint([round(v, 3) for v in vals])\n",
    "x = 2 ** 100\ny = x * x - 1\nprint(y % 97, str(y)[:10], len(str(y)))\n",
    "t = tuple(range(10))\nst = {i % 7 for i in t}\nfs = frozenset(st)\nprint(t[::2], sorted(st), len(fs), {k: v for k, v in zip('abc', t)})\n",
    "def f(n):\n    return 1 if n <= 1 else n * f(n - 1)\nprint(f(30))\nraise ValueError('end')\n",
    /* Library functions load their bodies on their first call: a failure
     * there must leave the function loadable by a later call. */
    "import collections, json\nc = collections.Counter('abracadabra')\n"
    "print(c.most_common(2), json.dumps({'a': [1, 2]}), collections.OrderedDict(a=1), collections.deque('xy'))\n",
    /* collections makes these classes on their first use: a failure
     * while it does undoes what it made, and a later use makes them. */
    "import collections\nu = collections.UserDict(a=1)\nc = collections.ChainMap(u, {'b': 2})\n"
    "print(u, c['b'], collections.UserString('s').upper(), collections.UserList([1]) + [2])\n",
    "match {'k': [1, 2]}:\n    case {'k': [a, b]}:\n        print('m', a, b)\nwith open_ctx() if False else __import_none__ as c:\n    pass\n",
};

static int passed, failed, memory_stops;

static void check(int cond, const char *what, int snip, long n, const smol_result *r) {
    if (cond) {
        passed++;
        return;
    }
    failed++;
    printf("FAIL snippet %d, allocation %ld: %s (status %s)\n%s\n", snip, n, what, smol_status_name(r->status),
           r->error ? r->error : "");
}

/* Run the snippet: from source, or (img != NULL) from its bytecode image. */
static smol_status run_one(smol_session *s, const char *src, size_t len, const void *img, size_t ilen,
                           const char *name, smol_result *r) {
    return img ? smol_run_image(s, img, ilen, r) : smol_run(s, src, len, name, r);
}

static void sweep(const smol_config *cfg, int k, const char *src, size_t len, const void *img, size_t ilen) {
    /* A clean run tells how many allocations the snippet makes. */
    smol_vm *vm = smol_vm_new(cfg);
    smol_session *s = smol_session_new(vm);
    smol_result clean;
    run_one(s, src, len, img, ilen, "<sweep>", &clean);
    long total = (long)clean.allocations + 2;
    smol_status want = clean.status;
    char *want_logs = strdup(clean.logs ? clean.logs : "");
    smol_result_free(&clean);
    smol_session_free(s);
    smol_vm_free(vm);
    long stride = total / 400 + 1;
    for (long n = 1; n <= total; n += stride) {
        vm = smol_vm_new(cfg);
        s = smol_session_new(vm);
        smol_result r;
        smol_debug_fail_alloc(vm, n);
        run_one(s, src, len, img, ilen, "<sweep>", &r);
        check(r.status == SMOL_OK || r.status == SMOL_EXCEPTION || r.status == SMOL_MEMORY, "clean end", k, n, &r);
        if (r.status == SMOL_MEMORY) memory_stops++;
        smol_result_free(&r);
        smol_run(s, "print(1 + 1)", 12, "<after>", &r);
        check(r.status == SMOL_OK && r.logs && strcmp(r.logs, "2\n") == 0, "session usable", k, n, &r);
        smol_result_free(&r);
        run_one(s, src, len, img, ilen, "<again>", &r);
        check(r.status == want && (!want_logs || strcmp(r.logs ? r.logs : "", want_logs) == 0),
              "rerun behaves as a clean run", k, n, &r);
        smol_result_free(&r);
        smol_session_free(s);
        smol_vm_free(vm);
    }
    free(want_logs);
}

int main(void) {
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.hash_seed = 1;
    int nsnip = (int)(sizeof snippets / sizeof snippets[0]);
    for (int k = 0; k < nsnip; k++) sweep(&cfg, k, snippets[k], strlen(snippets[k]), NULL, 0);
    /* The same snippets loaded from bytecode images: a failure while the
     * loader builds code objects and constants must end cleanly too. */
    smol_vm *vm = smol_vm_new(&cfg);
    for (int k = 0; k < nsnip; k++) {
        void *img = NULL;
        size_t ilen = 0;
        smol_result r;
        smol_compile_image(vm, snippets[k], strlen(snippets[k]), "<sweep>", 0, &img, &ilen, &r);
        check(img != NULL, "compiles to an image", k, 0, &r);
        smol_result_free(&r);
        if (img) sweep(&cfg, k, NULL, 0, img, ilen);
        smol_image_free(img);
    }
    smol_vm_free(vm);
    /* The sweep must actually have failed allocations. */
    if (memory_stops < 2 * nsnip * 10) {
        failed++;
        printf("FAIL only %d runs stopped at the injected failure\n", memory_stops);
    } else {
        passed++;
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
