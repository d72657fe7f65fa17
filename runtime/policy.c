/* The sandbox policy facts shared by the compiler's static check and the
 * runtime's dynamic checks (getattr, format field paths): which attribute
 * names are introspection machinery and which builtins do not exist. */
#include <string.h>
#include "policy.h"

static const char *const forbidden_attrs[] = {
    "__class__", "__bases__", "__base__", "__mro__", "__subclasses__", "__globals__",
    "__code__", "__closure__", "__builtins__", "__dict__", "__getattribute__",
    "__reduce__", "__reduce_ex__", "__self__", "__func__", "__defaults__",
    "__kwdefaults__", "__traceback__", "__loader__", "__spec__", "__import__",
    "__objclass__", "__getstate__", "__setstate__", "__weakref__", "__slotnames__",
    "__annotations__", "__call__.__self__", "__subclasshook__", "__prepare__",
    "__instancecheck__", "__subclasscheck__", "__del__", "__class_getitem__.__self__",
    "mro", "tb_frame", "tb_next", "tb_lasti", "tb_lineno", "f_globals", "f_locals",
    "f_back", "f_builtins", "f_code", "f_lasti", "f_trace", "gi_frame", "gi_code",
    "gi_yieldfrom", "gi_running", "cr_frame", "cr_code", "ag_frame", "ag_code",
    "co_code", "co_consts", "co_names", "func_globals", "func_code",
    NULL,
};

static const char *const forbidden_builtins[] = {
    "eval", "exec", "compile", "open", "__import__", "globals", "locals", "vars",
    "input", "breakpoint", "memoryview", "help", "exit", "quit", NULL,
};

/* A first pass on the first letter only: most names agent code uses
 * (append, items, upper, split...) begin with a letter no listed name
 * begins with, and are answered without comparing strings. */
static bool may_be_listed(const char *name, const char *const *list) {
    unsigned char c = (unsigned char)name[0];
    if (c == '\0') return false;
    for (int i = 0; list[i]; i++)
        if ((unsigned char)list[i][0] == c) return true;
    return false;
}

static bool listed(const char *name, const char *const *list) {
    size_t n = strlen(name);
    for (int i = 0; list[i]; i++)
        if (list[i][0] == name[0] && strlen(list[i]) == n && memcmp(name, list[i], n) == 0) return true;
    return false;
}

bool policy_attr_forbidden(const char *name) {
    return may_be_listed(name, forbidden_attrs) && listed(name, forbidden_attrs);
}

const char *policy_attr_hint(const char *name) {
    if (strcmp(name, "__class__") == 0) return "use type(x) instead";
    if (strcmp(name, "__dict__") == 0) return "use vars-free code: read attributes by name with getattr()";
    if (strcmp(name, "__name__") == 0) return NULL;
    if (strcmp(name, "mro") == 0 || strcmp(name, "__mro__") == 0) return "use isinstance() or issubclass()";
    return "introspection of interpreter internals is not available in smolvm";
}

bool policy_builtin_forbidden(const char *name) {
    return may_be_listed(name, forbidden_builtins) && listed(name, forbidden_builtins);
}

const char *policy_builtin_hint(const char *name) {
    if (!strcmp(name, "open")) return "there is no filesystem in the sandbox; use the tools you were given";
    if (!strcmp(name, "eval") || !strcmp(name, "exec") || !strcmp(name, "compile"))
        return "write the code directly instead of building it as a string";
    if (!strcmp(name, "__import__")) return "use an import statement";
    if (!strcmp(name, "input")) return "there is no user input; use the values you have";
    if (!strcmp(name, "exit") || !strcmp(name, "quit")) return "call final_answer(...) to finish";
    if (!strcmp(name, "globals") || !strcmp(name, "locals") || !strcmp(name, "vars"))
        return "keep your data in an explicit dict";
    return "it is not available in smolvm";
}

const char *policy_refusal_message(unsigned what) {
    static const char *const msgs[REFUSE__COUNT] = {
        [REFUSE_ASYNC_DEF] = "'async def' is not supported in smolvm: async code cannot run in the sandbox; "
                             "use a plain 'def' and call functions directly instead of awaiting them",
        [REFUSE_ASYNC_GENEXP] = "asynchronous generator expressions are not supported in smolvm: async code cannot "
                                "run in the sandbox; use a plain generator expression",
        [REFUSE_EXCEPT_STAR] = "'except*' is not supported in smolvm: there are no exception groups; use 'except'",
        [REFUSE_RELATIVE_IMPORT] = "relative imports are not supported in smolvm: a snippet has no package; "
                                   "import modules by their full name",
        [REFUSE_STARRED_BASES] = "starred base classes are not supported in smolvm: name the base classes one by one",
        [REFUSE_DEL_METHOD] = "__del__ methods are not supported in smolvm: objects are not finalized when they are "
                              "dropped; release resources explicitly (a close() method or a with block)",
        [REFUSE_GETATTRIBUTE] = "defining __getattribute__ is not supported in smolvm: attribute reads cannot be "
                                "intercepted; define __getattr__, which runs when an attribute is missing",
    };
    return what < REFUSE__COUNT ? msgs[what] : NULL;
}
