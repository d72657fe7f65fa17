/* The capability table, suspending tools and the manifest, through the
 * public API only. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "include/smolvm.h"
#include "tests/unit/check.h"


static smol_status run(smol_session *s, const char *src, smol_result *r) {
    return smol_run(s, src, strlen(src), "<test>", r);
}

/* add(a, b, scale=1): ints in, an int out; "boom" as first arg fails. */
static void tool_add(void *user, const smol_tool_call *c, smol_tool_reply *reply) {
    int *count = user;
    (*count)++;
    if (c->nargs >= 1 && c->args[0].type == SMOL_STR) {
        reply->error_type = "ValueError";
        reply->error_message = "add() wants numbers";
        return;
    }
    int64_t scale = 1;
    for (size_t k = 0; k < c->nkwargs; k++)
        if (!strcmp(c->kwnames[k], "scale") && c->kwargs[k].type == SMOL_INT) scale = c->kwargs[k].i;
    int64_t sum = 0;
    for (size_t i = 0; i < c->nargs; i++)
        if (c->args[i].type == SMOL_INT) sum += c->args[i].i;
    reply->value.type = SMOL_INT;
    reply->value.i = sum * scale;
}

/* lookup(): a nested reply {"name": "ada", "tags": ["x", "y"], "n": None}. */
static smol_value lookup_items[6], tag_items[2];
static void tool_lookup(void *user, const smol_tool_call *c, smol_tool_reply *reply) {
    (void)user;
    (void)c;
    tag_items[0] = (smol_value){.type = SMOL_STR, .str = "x", .len = 1};
    tag_items[1] = (smol_value){.type = SMOL_STR, .str = "y", .len = 1};
    lookup_items[0] = (smol_value){.type = SMOL_STR, .str = "name", .len = 4};
    lookup_items[1] = (smol_value){.type = SMOL_STR, .str = "ada", .len = 3};
    lookup_items[2] = (smol_value){.type = SMOL_STR, .str = "tags", .len = 4};
    lookup_items[3] = (smol_value){.type = SMOL_LIST, .items = tag_items, .count = 2};
    lookup_items[4] = (smol_value){.type = SMOL_STR, .str = "n", .len = 1};
    lookup_items[5] = (smol_value){.type = SMOL_NONE};
    reply->value = (smol_value){.type = SMOL_DICT, .items = lookup_items, .count = 3};
}

static int released;
static void tool_release(void *user, smol_tool_reply *reply) {
    (void)user;
    (void)reply;
    released++;
}

/* echo(x): returns its argument, checking the conversion round-trips. */
static void tool_echo(void *user, const smol_tool_call *c, smol_tool_reply *reply) {
    (void)user;
    if (c->nargs == 1) reply->value = c->args[0];
}

int main(void) {
    smol_config cfg;
    smol_config_init(&cfg);
    smol_vm *vm = smol_vm_new(&cfg);
    smol_session *s = smol_session_new(vm);
    smol_result r;
    int add_calls = 0;

    smol_tool add = {.name = "add", .fn = tool_add, .user = &add_calls, .max_calls = 3};
    CHECK(smol_tool_add(vm, &add) == 0, "register add");
    CHECK(smol_tool_add(vm, &add) == -1, "a name is registered once");
    smol_tool bad = {.name = "len", .fn = tool_add};
    CHECK(smol_tool_add(vm, &bad) == -1, "a builtin's name is refused");
    smol_tool bad2 = {.name = "1x", .fn = tool_add};
    CHECK(smol_tool_add(vm, &bad2) == -1, "not an identifier");
    smol_tool lk = {.name = "lookup", .fn = tool_lookup, .release = tool_release};
    CHECK(smol_tool_add(vm, &lk) == 0, "register lookup");
    smol_tool echo = {.name = "echo", .fn = tool_echo};
    CHECK(smol_tool_add(vm, &echo) == 0, "register echo");

    run(s, "print(add(1, 2, scale=10))", &r);
    CHECK(r.status == SMOL_OK && r.logs && !strcmp(r.logs, "30\n"), "add called: %s %s", smol_status_name(r.status),
          r.logs ? r.logs : "");
    CHECK(r.ntool_stats == 1 && !strcmp(r.tool_stats[0].name, "add") && r.tool_stats[0].calls == 1,
          "tool stats in the receipt");
    smol_result_free(&r);

    run(s, "try:\n    add('x')\nexcept ValueError as e:\n    print('caught', e)\n", &r);
    CHECK(r.status == SMOL_OK && r.logs && !strcmp(r.logs, "caught add() wants numbers\n"), "tool error: %s",
          r.logs ? r.logs : "");
    smol_result_free(&r);

    run(s, "for i in range(5):\n    add(i)\n", &r);
    CHECK(r.status == SMOL_EXCEPTION && r.error_type && !strcmp(r.error_type, "PermissionError"),
          "max_calls per run: %s", r.error ? r.error : "");
    smol_result_free(&r);

    released = 0;
    run(s, "d = lookup()\nprint(d['name'], d['tags'], d['n'])", &r);
    CHECK(r.status == SMOL_OK && r.logs && !strcmp(r.logs, "ada ['x', 'y'] None\n"), "nested reply: %s",
          r.logs ? r.logs : "");
    CHECK(released == 1, "release called once");
    smol_result_free(&r);

    run(s, "x = echo({'a': [1, 2.5, (True, None)], 'b': 'h\\u00e9', 'c': 10**30})\nprint(x)", &r);
    CHECK(r.status == SMOL_OK && r.logs &&
              !strcmp(r.logs, "{'a': [1, 2.5, (True, None)], 'b': 'h\xc3\xa9', 'c': 1000000000000000000000000000000}\n"),
          "round trip: %s %s", r.logs ? r.logs : "", r.error ? r.error : "");
    smol_result_free(&r);

    run(s, "x = echo([{1, 2}, frozenset({3}), b'\\x00\\xff'])\nprint(x, type(x[1]).__name__)", &r);
    CHECK(r.status == SMOL_OK && r.logs && !strcmp(r.logs, "[{1, 2}, frozenset({3}), b'\\x00\\xff'] frozenset\n"),
          "sets and bytes round trip: %s %s", r.logs ? r.logs : "", r.error ? r.error : "");
    smol_result_free(&r);

    run(s, "echo([object()])", &r);
    CHECK(r.status == SMOL_EXCEPTION && r.error_type && !strcmp(r.error_type, "TypeError") && r.error_message &&
              strstr(r.error_message, "not 'object'"),
          "other types are refused: %s", r.error_message ? r.error_message : "");
    smol_result_free(&r);

    /* Suspending tool: the run pauses, the host answers, the run goes on. */
    smol_tool ask = {.name = "ask", .suspend = true};
    CHECK(smol_tool_add(vm, &ask) == 0, "register ask");
    run(s, "print('before')\ndef f(q):\n    return ask(q, level=2) + '!'\nans = f('why')\nprint('after', ans)\nans",
        &r);
    CHECK(r.status == SMOL_TOOL_CALL, "paused: %s %s", smol_status_name(r.status), r.error ? r.error : "");
    CHECK(r.tool_call && !strcmp(r.tool_call->name, "ask") && r.tool_call->nargs == 1 &&
              r.tool_call->args[0].type == SMOL_STR && !strcmp(r.tool_call->args[0].str, "why") &&
              r.tool_call->nkwargs == 1 && !strcmp(r.tool_call->kwnames[0], "level") &&
              r.tool_call->kwargs[0].i == 2,
          "pending call described");
    CHECK(r.logs && !strcmp(r.logs, "before\n"), "output before the pause");
    smol_result_free(&r);
    smol_tool_reply reply = {.value = {.type = SMOL_STR, .str = "because", .len = 7}};
    smol_resume(s, &reply, &r);
    CHECK(r.status == SMOL_OK && r.logs && !strcmp(r.logs, "after because!\n") && r.output_repr &&
              !strcmp(r.output_repr, "'because!'"),
          "resumed: %s %s %s", smol_status_name(r.status), r.logs ? r.logs : "", r.error ? r.error : "");
    smol_result_free(&r);

    /* Resuming with an error raises it at the call. */
    run(s, "try:\n    ask()\nexcept KeyError as e:\n    print('k', e)\n", &r);
    CHECK(r.status == SMOL_TOOL_CALL, "paused again");
    smol_result_free(&r);
    smol_tool_reply err = {.error_type = "KeyError", .error_message = "nope"};
    smol_resume(s, &err, &r);
    CHECK(r.status == SMOL_OK && r.logs && !strcmp(r.logs, "k 'nope'\n"), "error reply: %s %s",
          r.logs ? r.logs : "", r.error ? r.error : "");
    smol_result_free(&r);

    /* Not from inside a native. */
    run(s, "list(map(ask, [1, 2]))", &r);
    CHECK(r.status == SMOL_EXCEPTION && r.error_type && !strcmp(r.error_type, "RuntimeError"),
          "no pause inside map(): %s %s", smol_status_name(r.status), r.error ? r.error : "");
    smol_result_free(&r);

    /* A new run abandons a paused one; the session stays usable. */
    run(s, "z = 5\nask()\nz = 6", &r);
    CHECK(r.status == SMOL_TOOL_CALL, "paused");
    smol_result_free(&r);
    run(s, "print(z)", &r);
    CHECK(r.status == SMOL_OK && r.logs && !strcmp(r.logs, "5\n"), "abandoned: %s", r.logs ? r.logs : "");
    smol_result_free(&r);
    smol_resume(s, &reply, &r);
    CHECK(r.status == SMOL_EXCEPTION, "nothing to resume");
    smol_result_free(&r);

    /* Removal. */
    CHECK(smol_tool_remove(vm, "add") == 0, "remove add");
    run(s, "add(1)", &r);
    CHECK(r.status == SMOL_EXCEPTION && r.error_type && !strcmp(r.error_type, "NameError"), "removed tool is gone");
    smol_result_free(&r);

    /* Manifest. */
    smol_manifest m;
    const char *msrc = "import math\nx = lookup()\nprint(len(x), math.pi)\n";
    smol_manifest_of(s, msrc, strlen(msrc), &m, &r);
    CHECK(r.status == SMOL_OK, "manifest ok: %s", r.error ? r.error : "");
    CHECK(m.modules && m.modules[0] && !strcmp(m.modules[0], "math") && !m.modules[1], "manifest modules");
    CHECK(m.tools && m.tools[0] && !strcmp(m.tools[0], "lookup") && !m.tools[1], "manifest tools");
    int nb = 0;
    for (size_t i = 0; m.builtins && m.builtins[i]; i++) nb++;
    CHECK(nb == 2, "manifest builtins print, len: %d", nb);
    smol_manifest_free(&m);
    smol_result_free(&r);

    smol_session_free(s);
    smol_vm_free(vm);
    return CHECK_SUMMARY();
}
