/* Values crossing the boundary through the public API: a run's output
 * value as a tree, and a session's globals set, read and deleted by the
 * host, including malformed trees, misuse and hostile __repr__. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "include/smolvm.h"
#include "tests/unit/check.h"

static smol_status run(smol_session *s, const char *src, smol_result *r) {
    return smol_run(s, src, strlen(src), "<test>", r);
}

static bool is_text(const smol_value *v, smol_type t, const char *s) {
    return v && v->type == t && v->len == strlen(s) && v->str && !memcmp(v->str, s, v->len);
}

/* Run `src` for its effect. */
static void run_quiet(smol_session *s, const char *src) {
    smol_result r;
    run(s, src, &r);
    smol_result_free(&r);
}

/* The output value of `src` as a tree; the result stays for the caller to free. */
static const smol_value *value_of(smol_session *s, const char *src, smol_result *r) {
    run(s, src, r);
    if (r->status != SMOL_OK && r->status != SMOL_FINAL_ANSWER)
        printf("  (%s: %s)\n", smol_status_name(r->status), r->error ? r->error : "");
    return r->value;
}

/* The printed output of `src`, compared with `want`. */
static bool prints(smol_session *s, const char *src, const char *want) {
    smol_result r;
    run(s, src, &r);
    bool ok = r.status == SMOL_OK && r.logs && !strcmp(r.logs, want);
    if (!ok) printf("  got %s: %s%s\n", smol_status_name(r.status), r.logs ? r.logs : "", r.error ? r.error : "");
    smol_result_free(&r);
    return ok;
}

static void test_output_values(smol_session *s) {
    smol_result r;
    const smol_value *v = value_of(s, "None", &r);
    CHECK(v && v->type == SMOL_NONE, "None");
    smol_result_free(&r);

    v = value_of(s, "x = 5", &r);
    CHECK(v && v->type == SMOL_NONE, "no expression: None");
    smol_result_free(&r);

    v = value_of(s, "[True, -7, 2**70, -2**64, 1.5, float('nan'), 'h\\u00e9', b'\\x00b', None]", &r);
    CHECK(v && v->type == SMOL_LIST && v->count == 9, "list of scalars");
    if (v && v->type == SMOL_LIST && v->count == 9) {
        const smol_value *it = v->items;
        CHECK(it[0].type == SMOL_BOOL && it[0].b, "bool stays bool");
        CHECK(it[1].type == SMOL_INT && it[1].i == -7, "small int");
        CHECK(is_text(&it[2], SMOL_BIGINT, "1180591620717411303424"), "big int digits");
        CHECK(is_text(&it[3], SMOL_BIGINT, "-18446744073709551616"), "negative big int");
        CHECK(it[4].type == SMOL_FLOAT && it[4].f == 1.5, "float");
        CHECK(it[5].type == SMOL_FLOAT && isnan(it[5].f), "nan");
        CHECK(is_text(&it[6], SMOL_STR, "h\xc3\xa9"), "str in UTF-8");
        CHECK(it[7].type == SMOL_BYTES && it[7].len == 2 && !memcmp(it[7].str, "\0b", 2), "bytes with a NUL");
        CHECK(it[8].type == SMOL_NONE, "None item");
    }
    smol_result_free(&r);

    v = value_of(s, "{1: (2, 'a'), (3, 4): {5}, 'f': frozenset()}", &r);
    CHECK(v && v->type == SMOL_DICT && v->count == 3, "dict with non-str keys");
    if (v && v->type == SMOL_DICT && v->count == 3) {
        const smol_value *it = v->items;
        CHECK(it[0].type == SMOL_INT && it[0].i == 1 && it[1].type == SMOL_TUPLE && it[1].count == 2 &&
                  is_text(&it[1].items[1], SMOL_STR, "a"),
              "int key, tuple value");
        CHECK(it[2].type == SMOL_TUPLE && it[2].count == 2 && it[3].type == SMOL_SET && it[3].count == 1 &&
                  it[3].items[0].i == 5,
              "tuple key, set value");
        CHECK(is_text(&it[4], SMOL_STR, "f") && it[5].type == SMOL_FROZENSET && it[5].count == 0, "frozenset");
    }
    smol_result_free(&r);

    v = value_of(s, "class P:\n    def __repr__(self): return 'P()'\n[P(), len, bytearray(b'x')]", &r);
    CHECK(v && v->type == SMOL_LIST && v->count == 3 && is_text(&v->items[0], SMOL_REPR, "P()") &&
              is_text(&v->items[1], SMOL_REPR, "<built-in function len>") &&
              is_text(&v->items[2], SMOL_REPR, "bytearray(b'x')"),
          "other types arrive as their repr");
    smol_result_free(&r);

    v = value_of(s, "class Bad:\n    def __repr__(self): raise ValueError('no')\n[Bad()]", &r);
    CHECK(v && v->type == SMOL_LIST && v->count == 1 && is_text(&v->items[0], SMOL_REPR, "<unprintable Bad object>"),
          "a failing __repr__");
    smol_result_free(&r);

    /* __repr__ empties the list being walked and makes garbage (output_repr
     * and output_str call it first; the tree's walk is the third call). */
    v = value_of(s,
                 "calls = 0\nclass Clear:\n    def __repr__(self):\n        global calls\n        calls += 1\n"
                 "        if calls == 3:\n            L.clear(); D.clear(); [[i] * 100 for i in range(2000)]\n"
                 "        return 'C'\nL = [1, Clear(), [2] * 50, 'x' * 100]\nD = {i: [i] for i in range(40)}\n"
                 "L.append(D)\nL",
                 &r);
    CHECK(v && v->type == SMOL_LIST && v->count == 2 && v->items[0].i == 1 && is_text(&v->items[1], SMOL_REPR, "C"),
          "a __repr__ that clears the list: the walk stops at its new length (%zu, type %d, %s)", v ? v->count : 0,
          v ? (int)v->type : -1, v && v->str ? v->str : "");
    smol_result_free(&r);

    v = value_of(s, "a = []\nfor i in range(100):\n    a = [a]\na", &r);
    const smol_value *d = v;
    int depth = 0;
    while (d && d->type == SMOL_LIST && d->count == 1) d = &d->items[0], depth++;
    CHECK(depth == 64 && d && d->type == SMOL_REPR && d->str && !strncmp(d->str, "[[[[", 4),
          "nesting past 64 levels becomes a repr (depth %d)", depth);
    smol_result_free(&r);

    v = value_of(s, "c = [1]\nc.append(c)\nc", &r);
    d = v;
    depth = 0;
    while (d && d->type == SMOL_LIST && d->count == 2) d = &d->items[1], depth++;
    CHECK(depth == 64 && d && is_text(d, SMOL_REPR, "[1, [...]]"), "a cycle ends in a repr (depth %d)", depth);
    smol_result_free(&r);

    /* A shared structure of 2**40 paths: the copy runs out of budget and
     * the whole value arrives as its (bounded) repr. */
    v = value_of(s, "a = [1]\nfor i in range(40):\n    a = [a, a]\na", &r);
    CHECK(v && v->type == SMOL_REPR && r.output_repr && v->len == strlen(r.output_repr),
          "an exponential value falls back to output_repr (%d)", v ? (int)v->type : -1);
    smol_result_free(&r);

    v = value_of(s, "final_answer({'answer': 42})", &r);
    CHECK(r.status == SMOL_FINAL_ANSWER && v && v->type == SMOL_DICT && v->count == 1 && v->items[1].i == 42,
          "the final answer as a tree");
    smol_result_free(&r);

    run(s, "1/0", &r);
    CHECK(r.status == SMOL_EXCEPTION && r.value == NULL, "an error has no value");
    smol_result_free(&r);

    run(s, "while True: pass", &r);
    CHECK(r.status == SMOL_BUDGET && r.value == NULL, "a limit stop has no value");
    smol_result_free(&r);
}

static void test_globals(smol_vm *vm, smol_session *s) {
    const char *why = NULL;
    smol_value items[12];
    items[0] = smol_none();
    items[1] = smol_bool(true);
    items[2] = smol_int(-3);
    items[3] = smol_text(SMOL_BIGINT, "-123456789012345678901234567890", 31);
    items[4] = smol_float(INFINITY);
    items[5] = smol_str("h\xc3\xa9");
    items[6] = smol_text(SMOL_BYTES, "\0\xff", 2);
    smol_value pair[4] = {smol_int(1), smol_str("one"), smol_items(SMOL_TUPLE, items, 2), smol_float(-0.0)};
    items[7] = smol_items(SMOL_DICT, pair, 2);
    items[8] = smol_items(SMOL_SET, items + 1, 2);
    items[9] = smol_items(SMOL_FROZENSET, NULL, 0);
    items[10] = smol_items(SMOL_TUPLE, items + 2, 1);
    smol_value all = smol_items(SMOL_LIST, items, 11);
    CHECK(smol_set_global(s, "data", &all, &why) == 0, "set a global of every type: %s", why ? why : "");
    CHECK(prints(s, "print(data)\nprint([type(x).__name__ for x in data])",
                 "[None, True, -3, -123456789012345678901234567890, inf, 'h\xc3\xa9', b'\\x00\\xff', "
                 "{1: 'one', (None, True): -0.0}, {True, -3}, frozenset(), (-3,)]\n"
                 "['NoneType', 'bool', 'int', 'int', 'float', 'str', 'bytes', 'dict', 'set', 'frozenset', "
                 "'tuple']\n"),
          "the snippet sees the values");

    smol_value n = smol_int(7);
    CHECK(smol_set_global(s, "n", &n, NULL) == 0, "set n");
    CHECK(prints(s, "n += 1\nprint(n)", "8\n"), "runs use and change it");
    smol_value *out = NULL;
    CHECK(smol_get_global(s, "n", &out, &why) == 0 && out && out->type == SMOL_INT && out->i == 8, "get n back");
    smol_value_free(out);
    CHECK(smol_get_global(s, "data", &out, &why) == 0 && out && out->type == SMOL_LIST && out->count == 11 &&
              out->items[7].type == SMOL_DICT && out->items[7].items[2].type == SMOL_TUPLE &&
              out->items[7].items[3].type == SMOL_FLOAT && signbit(out->items[7].items[3].f),
          "get a nested value back");
    smol_value_free(out);
    CHECK(smol_get_global(s, "nothing", &out, &why) == 1 && out == NULL, "an undefined global");

    run_quiet(s, "def f(): return 1\nclass K:\n    def __repr__(self): return 'K!'\nk = K()\n_hidden = 1");
    char **names = smol_global_names(s);
    int count = 0;
    bool sorted = true, hidden = false;
    for (int i = 0; names && names[i]; i++) {
        count++;
        if (i && strcmp(names[i - 1], names[i]) >= 0) sorted = false;
        if (names[i][0] == '_') hidden = true;
    }
    CHECK(names && sorted && !hidden && count >= 5, "global names sorted, underscores left out (%d)", count);
    smol_names_free(names);
    CHECK(smol_get_global(s, "k", &out, NULL) == 0 && is_text(out, SMOL_REPR, "K!"), "an instance as its repr");
    smol_value_free(out);

    CHECK(smol_del_global(s, "n", &why) == 0, "delete n");
    CHECK(smol_del_global(s, "n", &why) == 1, "deleting again: not there");
    CHECK(prints(s, "try:\n    n\nexcept NameError as e:\n    print(e)", "name 'n' is not defined\n"),
          "a deleted global is gone");

    /* Malformed trees and misuse fail cleanly and change nothing. */
    smol_value bad;
    why = NULL;
    bad = smol_text(SMOL_STR, "\xff\xfe", 2);
    CHECK(smol_set_global(s, "bad", &bad, &why) == -1 && why, "invalid UTF-8");
    bad = smol_text(SMOL_BIGINT, "12a", 3);
    CHECK(smol_set_global(s, "bad", &bad, &why) == -1, "a bad big int");
    bad = smol_text(SMOL_BIGINT, "-", 1);
    CHECK(smol_set_global(s, "bad", &bad, &why) == -1, "a big int without digits");
    bad = smol_text(SMOL_REPR, "x", 1);
    CHECK(smol_set_global(s, "bad", &bad, &why) == -1, "a REPR cannot go in");
    bad = smol_text(SMOL_STR, NULL, 3);
    CHECK(smol_set_global(s, "bad", &bad, &why) == -1, "NULL data with a length");
    bad = smol_items(SMOL_LIST, NULL, 2);
    CHECK(smol_set_global(s, "bad", &bad, &why) == -1, "NULL items with a count");
    smol_value lkey[2] = {smol_items(SMOL_LIST, NULL, 0), smol_int(1)};
    bad = smol_items(SMOL_DICT, lkey, 1);
    CHECK(smol_set_global(s, "bad", &bad, &why) == -1, "an unhashable key");
    bad = smol_int(0);
    bad.type = (smol_type)99;
    CHECK(smol_set_global(s, "bad", &bad, &why) == -1, "an unknown type");
    smol_value deep[70];
    for (int i = 0; i < 70; i++) deep[i] = i == 69 ? smol_int(1) : smol_items(SMOL_LIST, &deep[i + 1], 1);
    CHECK(smol_set_global(s, "bad", &deep[0], &why) == -1, "nesting past 64 levels");
    CHECK(prints(s, "try:\n    bad\nexcept NameError:\n    print(False)", "False\n"), "nothing was set");
    CHECK(smol_set_global(s, "not a name", &n, &why) == -1 && why, "not an identifier");
    CHECK(smol_set_global(s, "", &n, &why) == -1, "an empty name");
    CHECK(smol_set_global(NULL, "x", &n, &why) == -1, "no session");
    CHECK(smol_set_global(s, NULL, &n, &why) == -1, "no name");
    CHECK(smol_set_global(s, "x", NULL, &why) == -1, "no value");
    CHECK(smol_get_global(s, "x", NULL, &why) == -1, "no place for the value");
    CHECK(smol_get_global(NULL, "x", &out, &why) == -1, "get without a session");
    CHECK(smol_del_global(s, "1x", &why) == -1, "del of a non-identifier");
    CHECK(smol_global_names(NULL) == NULL, "names without a session");
    smol_names_free(NULL);
    smol_value_free(NULL);

    /* A failing __repr__ that drops the only other reference to its object
     * (and to its class) while the walk still needs the type's name. */
    run_quiet(s, "def mk():\n    class Drop:\n        def __repr__(self):\n            global dl\n"
                 "            dl.clear(); [[i] * 10 for i in range(3000)]\n            raise ValueError('no')\n"
                 "    return [Drop()]\ndl = mk()");
    CHECK(smol_get_global(s, "dl", &out, &why) == 0 && out && out->type == SMOL_LIST && out->count == 1 &&
              is_text(&out->items[0], SMOL_REPR, "<unprintable Drop object>"),
          "a __repr__ that frees its own object and fails");
    smol_value_free(out);

    /* A __repr__ that never ends: the read has a small budget of its own. */
    run_quiet(s, "class Loop:\n    def __repr__(self):\n        while True: pass\nloop = Loop()");
    CHECK(smol_get_global(s, "loop", &out, &why) == 0 && out && out->type == SMOL_REPR, "a looping __repr__ ends");
    smol_value_free(out);
    CHECK(prints(s, "print('still usable')", "still usable\n"), "the session is usable afterwards");
    (void)vm;
}

/* Globals calls from inside a tool callback are refused. */
static smol_session *cb_session;
static int cb_results[3];
static void tool_poke(void *user, const smol_tool_call *c, smol_tool_reply *reply) {
    (void)user;
    (void)c;
    smol_value v = smol_int(1);
    smol_value *out = NULL;
    cb_results[0] = smol_set_global(cb_session, "poked", &v, NULL);
    cb_results[1] = smol_get_global(cb_session, "poked", &out, NULL);
    cb_results[2] = smol_del_global(cb_session, "poked", NULL);
    smol_value_free(out);
    reply->value = smol_none();
}

static void test_during_run(smol_vm *vm, smol_session *s) {
    smol_tool poke = {.name = "poke", .fn = tool_poke};
    CHECK(smol_tool_add(vm, &poke) == 0, "register poke");
    cb_session = s;
    CHECK(prints(s, "poke()\ntry:\n    poked\nexcept NameError:\n    print(False)", "False\n"), "a run calls poke");
    CHECK(cb_results[0] == -1 && cb_results[1] == -1 && cb_results[2] == -1, "globals calls refused during a run");

    smol_tool ask = {.name = "ask", .suspend = true};
    CHECK(smol_tool_add(vm, &ask) == 0, "register ask");
    smol_result r;
    run(s, "v = ask()", &r);
    CHECK(r.status == SMOL_TOOL_CALL, "paused");
    smol_value one = smol_int(1);
    CHECK(smol_set_global(s, "x", &one, NULL) == -1, "refused while a run is paused");
    smol_tool_reply reply = {.value = smol_int(3)};
    smol_result r2;
    smol_resume(s, &reply, &r2);
    CHECK(r2.status == SMOL_OK, "resumed");
    smol_result_free(&r2);
    smol_result_free(&r);
    CHECK(smol_set_global(s, "x", &one, NULL) == 0, "allowed again after the run");
}

/* The memory cap holds for values the host sets. */
static void test_memory_cap(void) {
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.max_memory = 4u << 20;
    smol_vm *vm = smol_vm_new(&cfg);
    smol_session *s = vm ? smol_session_new(vm) : NULL;
    CHECK(s != NULL, "small VM");
    if (!s) return;
    size_t big = 8u << 20;
    char *buf = malloc(big);
    memset(buf, 'a', big);
    smol_value v = smol_text(SMOL_STR, buf, big);
    const char *why = NULL;
    CHECK(smol_set_global(s, "big", &v, &why) == -1 && why && strstr(why, "memory"), "over the cap: %s",
          why ? why : "");
    free(buf);
    CHECK(prints(s, "print(1 + 1)", "2\n"), "usable after the refusal");
    smol_vm_free(vm);
}

int main(void) {
    CHECK(smol_abi_version() == SMOL_ABI_VERSION, "ABI version");
    CHECK(!strcmp(smol_version(), SMOL_VERSION_STRING), "version string");
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.max_instructions = 2000000;
    smol_vm *vm = smol_vm_new(&cfg);
    smol_session *s = smol_session_new(vm);
    test_output_values(s);
    test_globals(vm, s);
    test_during_run(vm, s);
    smol_session_free(s);
    smol_vm_free(vm);
    /* Again with a collection at every return from Python code into a
     * native (a __repr__ called by the walk) and freed memory poisoned. */
    cfg.debug_flags = SMOL_DEBUG_CALLBACK_STRESS;
    vm = smol_vm_new(&cfg);
    s = smol_session_new(vm);
    test_output_values(s);
    test_globals(vm, s);
    smol_session_free(s);
    smol_vm_free(vm);
    test_memory_cap();
    return CHECK_SUMMARY();
}
