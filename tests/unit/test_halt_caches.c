/* A dict probe that runs out of the instruction budget answers "absent"
 * and halts the run; the interpreter notices at its next check. Nothing
 * learnt from that answer may outlive the run: a snippet that makes the
 * probe for one name long (names chosen by hash() to collide on its probe
 * path) and then runs to the budget must not leave, in the caches the
 * session keeps, a builtin standing for its global (the global cache) or a
 * base class's method standing for the subclass's (the method cache). The
 * next run prints what CPython prints. Budgets and hash seeds vary, so the
 * stop falls at many points of the loop; before the fix most of them left
 * a stale entry. */
#include <stdlib.h>
#include <string.h>
#include "include/smolvm.h"
#include "tests/unit/check.h"

/* Names whose home slots in a 1024-slot table lie on the probe path of
 * `name` (CPython's probing, which smolvm's dicts share), and a way to
 * grow a namespace's table to 1024 slots and leave it there. */
static const char *const helpers =
    "def colliders(name):\n"
    "    mask = 1023\n"
    "    i = hash(name) & mask\n"
    "    perturb = hash(name) & 0xFFFFFFFFFFFFFFFF\n"
    "    seq = []\n"
    "    seen = set()\n"
    "    while len(seq) < 290:\n"
    "        if i not in seen:\n"
    "            seen.add(i)\n"
    "            seq.append(i)\n"
    "        perturb >>= 5\n"
    "        i = (i * 5 + perturb + 1) & mask\n"
    "    want = set(seq)\n"
    "    by = {}\n"
    "    k = 0\n"
    "    while len(by) < len(want) and k < 200000:\n"
    "        s = 'c%d' % k\n"
    "        sl = hash(s) & mask\n"
    "        if sl in want and sl not in by:\n"
    "            by[sl] = s\n"
    "        k += 1\n"
    "    return [by[s] for s in seq if s in by]\n"
    "def grow_to_1024(obj):\n"
    "    for j in range(400):\n"
    "        setattr(obj, 'f%d' % j, 0)\n"
    "    for j in range(400):\n"
    "        delattr(obj, 'f%d' % j)\n";

/* A module written in Python whose namespace the snippet grows: colorsys
 * reads the builtin max() as a global. */
static const char *const setup_global =
    "import colorsys\n"
    "for s in colliders('max'):\n"
    "    setattr(colorsys, s, 0)\n"
    "def mymax(*a):\n"
    "    return 1.0\n"
    "setattr(colorsys, 'max', mymax)\n"
    "grow_to_1024(colorsys)\n"
    "print(colorsys.rgb_to_hsv(0.2, 0.4, 0.4))\n";
static const char *const churn_global =
    "import colorsys\n"
    "n = 0\n"
    "while True:\n"
    "    setattr(colorsys, 'zz', 0)\n"
    "    delattr(colorsys, 'zz')\n"
    "    colorsys.rgb_to_hsv(0.2, 0.4, 0.4)\n"
    "    n += 1\n";
static const char *const check_global =
    "import colorsys\n"
    "print(colorsys.rgb_to_hsv(0.2, 0.4, 0.4))\n";

/* A subclass's namespace grown the same way, its method shadowing the
 * base class's. */
static const char *const setup_method =
    "class Base:\n"
    "    def f(self):\n"
    "        return 'base'\n"
    "class Sub(Base):\n"
    "    pass\n"
    "for s in colliders('f'):\n"
    "    setattr(Sub, s, 0)\n"
    "Sub.f = lambda self: 'sub'\n"
    "grow_to_1024(Sub)\n"
    "o = Sub()\n"
    "print(o.f())\n";
static const char *const churn_method =
    "while True:\n"
    "    Sub.zz = 0\n"
    "    del Sub.zz\n"
    "    o.f()\n";
static const char *const check_method =
    "print(o.f(), Sub().f())\n";

static smol_status run(smol_session *s, const char *text, char **logs) {
    smol_result r;
    smol_status st = smol_run(s, text, strlen(text), "<halt>", &r);
    if (logs) *logs = strdup(r.logs ? r.logs : "");
    smol_result_free(&r);
    return st;
}

static void scenario(const char *what, const char *setup, const char *churn, const char *check, const char *want) {
    static const char *const all[] = {"*", NULL};
    for (int t = 0; t < 12; t++) {
        smol_config cfg;
        smol_config_init(&cfg);
        cfg.additional_imports = all;
        cfg.hash_seed = 1000 + (uint64_t)t;
        cfg.max_instructions = 3000000 + t * 7919;
        smol_vm *vm = smol_vm_new(&cfg);
        smol_session *s = vm ? smol_session_new(vm) : NULL;
        CHECK(s != NULL, "%s: a VM and a session", what);
        if (!s) {
            smol_vm_free(vm);
            continue;
        }
        CHECK(run(s, helpers, NULL) == SMOL_OK && run(s, setup, NULL) == SMOL_OK, "%s, try %d: the setup runs", what,
              t);
        CHECK(run(s, churn, NULL) == SMOL_BUDGET, "%s, try %d: the loop stops on the budget", what, t);
        char *logs = NULL;
        smol_status st = run(s, check, &logs);
        CHECK(st == SMOL_OK && logs && strcmp(logs, want) == 0, "%s, try %d: the next run prints %s, not %s", what, t,
              want, logs ? logs : "?");
        free(logs);
        smol_session_free(s);
        smol_vm_free(vm);
    }
}

int main(void) {
    /* CPython 3.11, after colorsys.max = lambda *a: 1.0 and with Sub.f
     * set: */
    scenario("global cache", setup_global, churn_global, check_global, "(0.625, 0.8, 1.0)\n");
    scenario("method cache", setup_method, churn_method, check_method, "sub sub\n");
    return CHECK_SUMMARY();
}
