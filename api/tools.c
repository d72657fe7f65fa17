/* The capability table: host tools that snippets call like functions.
 *
 * Each registered tool is a native function object in the builtins whose
 * receiver is the tool's index in the VM's table. A call converts its
 * arguments into smol_value trees in host memory (bounded in size and
 * charged to the budget), runs the host callback, and copies the reply
 * back into VM values under the memory cap. A suspending tool instead
 * pauses the interpreter with its frames intact (vm_resume continues it);
 * that is possible only when the interpreter called the tool directly, not
 * from inside another native such as map() or sorted(key=...).
 */
#include <stdio.h>
#include <stdlib.h>
#include "api/api_internal.h"
#include "vm/vm.h"

/* A tool call's description; `call` first so a smol_tool_call pointer
 * handed to the host is the PendingCall itself. */
typedef struct PendingCall {
    smol_tool_call call;
    HArena arena;
} PendingCall;

static void pending_free(PendingCall *p) {
    if (!p) return;
    ha_free(&p->arena);
    free(p);
}

/* Raise the exception a reply names. */
static Value raise_reply_error(VM *vm, const smol_tool_reply *reply) {
    const char *msg = reply->error_message ? reply->error_message : "";
    size_t n = strlen(msg);
    if (!utf8_valid(msg, n)) msg = "(tool error message is not valid UTF-8)", n = strlen(msg);
    if (!api_valid_name(reply->error_type))
        return exc_raise(vm, EXC_RuntimeError, "(tool error type is not an identifier): %s", msg);
    Str *name = str_intern_cstr(vm, reply->error_type);
    if (!name) return VEXC;
    Value cls = dict_get_str(vm, vm->builtins, name);
    if (!IS_TYPE(cls) || !(AS_TYPE(cls)->tflags & TF_EXCEPTION))
        return exc_raise(vm, EXC_RuntimeError, "%s: %s", reply->error_type, msg);
    Value m = str_value(vm, msg, n);
    if (IS_EXC(m)) return m;
    Value args = tuple_pack(vm, 1, &m);
    if (IS_EXC(args)) return args;
    ExcObj *e = exc_new(vm, AS_TYPE(cls), AS_TUPLE(args));
    if (!e) return VEXC;
    return exc_raise_obj(vm, v_obj(e));
}

Value api_reply_value(VM *vm, const smol_tool_reply *reply, bool *is_error) {
    *is_error = false;
    if (!reply) return VNONE;
    if (reply->error_type) {
        Value r = raise_reply_error(vm, reply);
        *is_error = !vm->halt;
        return r;
    }
    Value v = api_from_host(vm, &reply->value, 0);
    if (IS_EXC(v) && !vm->halt) *is_error = true;
    return v;
}

/* ---- the tool function object ------------------------------------------------- */

static Value tool_native(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    smol_vm *h = vm->api;
    if (!IS_INT(self) || AS_INT(self) < 0 || (size_t)AS_INT(self) >= h->ntools)
        return exc_raise(vm, EXC_RuntimeError, "unknown tool");
    size_t idx = (size_t)AS_INT(self);
    ToolEntry *t = &h->tools[idx];
    if (t->removed) return exc_raise(vm, EXC_PermissionError, "tool '%s' is no longer available", t->name);
    if (t->t.max_calls > 0 && t->calls >= t->t.max_calls)
        return exc_raise(vm, EXC_PermissionError, "tool '%s' may be called at most %lld times per run", t->name,
                         (long long)t->t.max_calls);
    t->calls++;
    PendingCall *pc = calloc(1, sizeof *pc);
    if (!pc) return rt_halt(vm, HALT_MEMORY);
    size_t lim = vm->limits.max_memory;
    pc->arena.limit = lim < ((size_t)64 << 20) ? lim : ((size_t)64 << 20);
    int nkw = kwnames ? (int)kwnames->len : 0;
    smol_value *args = ha_alloc(&pc->arena, (size_t)(argc + nkw + 1) * sizeof(smol_value));
    const char **names = ha_alloc(&pc->arena, (size_t)(nkw + 1) * sizeof(char *));
    if (!args || !names) {
        pending_free(pc);
        return exc_raise(vm, EXC_ValueError, "tool arguments are too large to pass to the host");
    }
    for (int i = 0; i < argc + nkw; i++) {
        if (!api_to_host(vm, &pc->arena, argv[i], &args[i], 0)) {
            pending_free(pc);
            return VEXC;
        }
    }
    for (int k = 0; k < nkw; k++) {
        Str *kn = AS_STR(kwnames->items[k]);
        names[k] = ha_strdup(&pc->arena, kn->data, kn->blen);
        if (!names[k]) {
            pending_free(pc);
            return exc_raise(vm, EXC_ValueError, "tool arguments are too large to pass to the host");
        }
    }
    /* The call's own copy: the table's may go (smol_tool_remove, or
     * smol_vm_free while a paused call's result is still held). */
    pc->call.name = ha_strdup(&pc->arena, t->name, strlen(t->name));
    if (!pc->call.name) {
        pending_free(pc);
        return exc_raise(vm, EXC_ValueError, "tool arguments are too large to pass to the host");
    }
    pc->call.args = args;
    pc->call.nargs = (size_t)argc;
    pc->call.kwnames = names;
    pc->call.kwargs = args + argc;
    pc->call.nkwargs = (size_t)nkw;
    if (t->t.suspend) {
        pending_free(h->pending);
        h->pending = pc;
        vm->tool_suspend = true;
        vm->suspend_fn = tool_native;
        vm->suspend_self = self;
        return rt_halt(vm, HALT_TOOL);
    }
    smol_tool_reply reply;
    memset(&reply, 0, sizeof reply);
    void *user = t->t.user;
    void (*release)(void *, smol_tool_reply *) = t->t.release;
    t->t.fn(user, &pc->call, &reply);
    bool is_error;
    Value r = api_reply_value(vm, &reply, &is_error);
    if (release) release(user, &reply);
    pending_free(pc);
    return r;
}

/* ---- registration ---------------------------------------------------------- */

bool api_valid_name(const char *s) {
    if (!s || !*s || strlen(s) > 200) return false;
    if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_')) return false;
    for (const char *p = s; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_'))
            return false;
    return true;
}

int smol_tool_add(smol_vm *h, const smol_tool *tool) {
    if (!h || !tool || h->busy || h->in_run || !api_valid_name(tool->name)) return -1;
    if (!tool->suspend && !tool->fn) return -1;
    VM *vm = h->vm;
    Str *name = str_intern_cstr(vm, tool->name);
    if (!name) {
        vm->halt = HALT_NONE;
        return -1;
    }
    if (!IS_EMPTY(dict_get_str(vm, vm->builtins, name))) return -1;
    if (h->ntools == h->captools) {
        size_t nc = h->captools ? h->captools * 2 : 8;
        ToolEntry *p = realloc(h->tools, nc * sizeof(ToolEntry));
        if (!p) return -1;
        h->tools = p;
        h->captools = nc;
    }
    char *copy = api_dup_s(tool->name);
    if (!copy) return -1;
    Native *n = native_new(vm, copy, tool_native, 0, -1, NATIVE_KW);
    if (!n) {
        free(copy);
        vm->halt = HALT_NONE;
        return -1;
    }
    n->self = v_int((int64_t)h->ntools);
    if (dict_set_str(vm, vm->builtins, name, v_obj(n)) < 0) {
        free(copy);
        vm->halt = HALT_NONE;
        exc_clear(vm);
        return -1;
    }
    ToolEntry *e = &h->tools[h->ntools++];
    memset(e, 0, sizeof *e);
    e->name = copy;
    e->t = *tool;
    e->t.name = copy;
    return 0;
}

int smol_tool_remove(smol_vm *h, const char *name) {
    if (!h || !name) return -1;
    VM *vm = h->vm;
    for (size_t i = 0; i < h->ntools; i++) {
        ToolEntry *e = &h->tools[i];
        if (e->removed || strcmp(e->name, name) != 0) continue;
        e->removed = true;
        Str *s = str_intern_cstr(vm, name);
        if (s) dict_del(vm, vm->builtins, v_obj(s));
        exc_clear(vm);
        return 0;
    }
    return -1;
}

void api_tools_free(smol_vm *h) {
    for (size_t i = 0; i < h->ntools; i++) free(h->tools[i].name);
    free(h->tools);
    h->tools = NULL;
    h->ntools = h->captools = 0;
    pending_free(h->pending);
    h->pending = NULL;
}

void api_tools_begin_run(smol_vm *h) {
    for (size_t i = 0; i < h->ntools; i++) h->tools[i].calls = 0;
}

void api_tool_stats(smol_vm *h, smol_result *out) {
    size_t n = 0;
    for (size_t i = 0; i < h->ntools; i++)
        if (h->tools[i].calls) n++;
    if (!n) return;
    out->tool_stats = calloc(n, sizeof *out->tool_stats);
    if (!out->tool_stats) return;
    size_t k = 0;
    for (size_t i = 0; i < h->ntools; i++) {
        if (!h->tools[i].calls) continue;
        out->tool_stats[k].name = api_dup_s(h->tools[i].name);
        out->tool_stats[k].calls = h->tools[i].calls;
        k++;
    }
    out->ntool_stats = k;
}

void api_take_pending(smol_vm *h, smol_result *out) {
    out->tool_call = h->pending ? &h->pending->call : NULL;
    h->pending = NULL;
}

void api_free_pending(smol_vm *h) {
    pending_free(h->pending);
    h->pending = NULL;
}

void api_abandon(smol_vm *h) {
    VM *vm = h->vm;
    api_free_pending(h);
    h->suspended = NULL;
    h->in_run = false;
    vm_reset_stack(vm);
    vm->halt = HALT_NONE;
    vm->exc = VEMPTY;
    vm->result = VNONE;
}

void api_result_free_tools(smol_result *r) {
    for (size_t i = 0; i < r->ntool_stats; i++) free(r->tool_stats[i].name);
    free(r->tool_stats);
    pending_free((PendingCall *)r->tool_call);
}
