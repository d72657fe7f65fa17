/* The sandbox policy facts shared by the compiler's static check and the
 * runtime's dynamic checks (getattr, format field paths): which attribute
 * names are introspection machinery and which builtins do not exist. */
#include <string.h>
#include "policy.h"

/* Both lists are sorted in byte order (strcmp): a lookup is a binary search.
 * tests/unit/test_policy.c checks the order. */
static const char *const forbidden_attrs[] = {
    "__annotations__", "__base__", "__bases__", "__builtins__", "__call__.__self__",
    "__class__", "__class_getitem__.__self__", "__closure__", "__code__", "__defaults__",
    "__del__", "__dict__", "__func__", "__getattribute__", "__getstate__", "__globals__",
    "__import__", "__instancecheck__", "__kwdefaults__", "__loader__", "__mro__",
    "__objclass__", "__prepare__", "__reduce__", "__reduce_ex__", "__self__", "__setstate__",
    "__slotnames__", "__spec__", "__subclasscheck__", "__subclasses__", "__subclasshook__",
    "__traceback__", "__weakref__", "ag_code", "ag_frame", "co_code", "co_consts", "co_names",
    "cr_code", "cr_frame", "f_back", "f_builtins", "f_code", "f_globals", "f_lasti", "f_locals",
    "f_trace", "func_code", "func_globals", "gi_code", "gi_frame", "gi_running", "gi_yieldfrom",
    "mro", "tb_frame", "tb_lasti", "tb_lineno", "tb_next",
};

static const char *const forbidden_builtins[] = {
    "BaseExceptionGroup", "ExceptionGroup", "__import__", "breakpoint", "compile", "eval", "exec", "exit", "globals", "help", "input",
    "locals", "memoryview", "open", "quit", "vars",
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* strcmp without the call: most probes differ in the first byte or two. */
static int cmp(const char *a, const char *b) {
    while (*a && *a == *b) a++, b++;
    return (unsigned char)*a - (unsigned char)*b;
}

/* Whether the NUL-terminated `name` is one of list[0..n) (sorted). A name
 * with an embedded NUL is compared up to it, as every caller has always
 * done, so "__class__\0x" is refused like "__class__". */
static bool listed(const char *name, const char *const *list, size_t n) {
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = cmp(name, list[mid]);
        if (c == 0) return true;
        if (c < 0) hi = mid;
        else lo = mid + 1;
    }
    return false;
}

bool policy_list_sorted(void) {
    for (size_t i = 1; i < COUNT(forbidden_attrs); i++)
        if (strcmp(forbidden_attrs[i - 1], forbidden_attrs[i]) >= 0) return false;
    for (size_t i = 1; i < COUNT(forbidden_builtins); i++)
        if (strcmp(forbidden_builtins[i - 1], forbidden_builtins[i]) >= 0) return false;
    /* The first-letter filters of the lookups let every listed name through. */
    for (size_t i = 0; i < COUNT(forbidden_attrs); i++)
        if (!policy_attr_forbidden(forbidden_attrs[i])) return false;
    for (size_t i = 0; i < COUNT(forbidden_builtins); i++)
        if (!policy_builtin_forbidden(forbidden_builtins[i])) return false;
    return true;
}

bool policy_attr_forbidden(const char *name) {
    /* Most attribute names a snippet uses start with a letter that no
     * listed name starts with: only the others are searched. */
    switch (name[0]) {
    case '_': case 'a': case 'c': case 'f': case 'g': case 'm': case 't':
        return listed(name, forbidden_attrs, COUNT(forbidden_attrs));
    default:
        return false;
    }
}

const char *policy_attr_hint(const char *name) {
    if (strcmp(name, "__class__") == 0) return "use type(x) instead";
    if (strcmp(name, "__dict__") == 0) return "use vars-free code: read attributes by name with getattr()";
    if (strcmp(name, "__name__") == 0) return NULL;
    if (strcmp(name, "mro") == 0 || strcmp(name, "__mro__") == 0) return "use isinstance() or issubclass()";
    return "introspection of interpreter internals is not available in smolvm";
}

bool policy_builtin_forbidden(const char *name) {
    switch (name[0]) {
    case 'B': case 'E': case '_': case 'b': case 'c': case 'e': case 'g': case 'h': case 'i': case 'l': case 'm':
    case 'o': case 'q': case 'v':
        return listed(name, forbidden_builtins, COUNT(forbidden_builtins));
    default:
        return false;
    }
}

const char *policy_builtin_hint(const char *name) {
    if (!strcmp(name, "open")) return "there is no filesystem in the sandbox; use the tools you were given";
    if (!strcmp(name, "eval") || !strcmp(name, "exec") || !strcmp(name, "compile"))
        return "write the code directly instead of building it as a string";
    if (!strcmp(name, "__import__")) return "use an import statement";
    if (!strcmp(name, "ExceptionGroup") || !strcmp(name, "BaseExceptionGroup"))
        return "there are no exception groups; collect the exceptions in a list, or raise one exception";
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
