/* Unit tests for runtime/policy.c: the forbidden-name lists are sorted for
 * their binary search, and lookups answer for every kind of name (listed,
 * neighbours in the order, prefixes, extensions, embedded NUL, empty). */
#include <string.h>
#include "tests/unit/check.h"
#include "runtime/policy.h"

int main(void) {
    CHECK(policy_list_sorted(), "forbidden-name lists out of order");

    static const char *const attrs[] = {
        "__annotations__", "__class__", "__call__.__self__", "__class_getitem__.__self__",
        "__dict__", "__subclasses__", "__weakref__", "ag_code", "f_back", "gi_yieldfrom",
        "mro", "tb_next", "tb_frame", "co_names", "func_globals",
    };
    for (size_t i = 0; i < sizeof attrs / sizeof attrs[0]; i++)
        CHECK(policy_attr_forbidden(attrs[i]), "attribute %s allowed", attrs[i]);
    static const char *const ok_attrs[] = {
        "", "_", "__", "__class", "__class___", "__call__", "__init__", "append", "items",
        "mr", "mro_", "tb_", "zzz", "\x7f", "\xc3\xa9", "get", "count", "split", "f_",
        "__a", "~",
    };
    for (size_t i = 0; i < sizeof ok_attrs / sizeof ok_attrs[0]; i++)
        CHECK(!policy_attr_forbidden(ok_attrs[i]), "attribute '%s' refused", ok_attrs[i]);
    /* A name is compared up to its first NUL. */
    CHECK(policy_attr_forbidden("__class__\0x"), "embedded NUL");

    static const char *const builtins[] = {
        "__import__", "breakpoint", "compile", "eval", "exec", "exit", "globals", "help",
        "input", "locals", "memoryview", "open", "quit", "vars",
    };
    for (size_t i = 0; i < sizeof builtins / sizeof builtins[0]; i++)
        CHECK(policy_builtin_forbidden(builtins[i]), "builtin %s allowed", builtins[i]);
    static const char *const ok_builtins[] = {
        "", "print", "len", "sorted", "max", "ev", "evals", "open_", "__import", "zip", "a", "~",
    };
    for (size_t i = 0; i < sizeof ok_builtins / sizeof ok_builtins[0]; i++)
        CHECK(!policy_builtin_forbidden(ok_builtins[i]), "builtin '%s' refused", ok_builtins[i]);
    return CHECK_SUMMARY();
}
