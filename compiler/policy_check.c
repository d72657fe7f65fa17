/* Walks every instruction of a code object tree and refuses imports outside
 * the allowlist, builtins the sandbox does not have, introspection
 * attributes and the constructs the compiler marked as refused. It runs before any code of the snippet executes. */
#include <stdio.h>
#include "compiler/policy_check.h"
#include "runtime/policy.h"

static const char *const default_imports[] = {
    "math", "statistics", "collections", "itertools", "functools", "re", "string", "textwrap",
    "time", "datetime", "json", "random", "copy", "enum", "typing", "queue", "stat",
    "unicodedata", "heapq", "bisect", "operator", "dataclasses", "fractions", "decimal", "abc", "contextlib", "io", "csv", "types", "pprint", "binascii", "base64", "difflib", "html", "fnmatch", "urllib", "numbers", "calendar", "uuid", "graphlib", "colorsys", "keyword", "shlex", "hashlib", "hmac", "struct", "zlib", NULL,
};

static bool match_pattern(const char *pat, const char *module) {
    size_t n = strlen(pat);
    if (strcmp(pat, "*") == 0) return true;
    if (n >= 2 && strcmp(pat + n - 2, ".*") == 0) {
        size_t base = n - 2;
        return strncmp(module, pat, base) == 0 && (module[base] == '\0' || module[base] == '.');
    }
    return strcmp(pat, module) == 0;
}

/* The default allowlist names only the modules this build has. */
static bool default_allowed(int k) { return module_exists(default_imports[k]); }

bool policy_import_allowed(const PolicyConfig *pc, const char *module) {
    /* A submodule is allowed when its top package is allowed. */
    char top[128];
    size_t i = 0;
    while (module[i] && module[i] != '.' && i < sizeof top - 1) { top[i] = module[i]; i++; }
    top[i] = '\0';
    for (int k = 0; !pc->replace_default && default_imports[k]; k++)
        if (strcmp(default_imports[k], top) == 0 && default_allowed(k)) return true;
    if (pc->extra_imports)
        for (int k = 0; pc->extra_imports[k]; k++)
            if (match_pattern(pc->extra_imports[k], module) || match_pattern(pc->extra_imports[k], top)) return true;
    return false;
}

static void allowed_list(const PolicyConfig *pc, char *buf, size_t n) {
    size_t len = 0;
    buf[0] = '\0';
    len += (size_t)snprintf(buf + len, n - len, "[");
    bool first = true;
    for (int k = 0; !pc->replace_default && default_imports[k] && len < n; k++) {
        if (!default_allowed(k)) continue;
        len += (size_t)snprintf(buf + len, n - len, "%s'%s'", first ? "" : ", ", default_imports[k]);
        first = false;
    }
    if (pc->extra_imports)
        for (int k = 0; pc->extra_imports[k] && len < n; k++) {
            len += (size_t)snprintf(buf + len, n - len, "%s'%s'", first ? "" : ", ", pc->extra_imports[k]);
            first = false;
        }
    if (len < n) snprintf(buf + len, n - len, "]");
}

static void add(PolicyViolation *out, int max, int *count, Code *c, uint32_t pc, const char *msg) {
    if (*count < max) {
        PolicyViolation *v = &out[*count];
        v->line = c->lines ? (int)c->lines[pc] : 0;
        v->col = c->cols ? (int)c->cols[pc] + 1 : 0;
        size_t n = strlen(msg);
        if (n >= sizeof v->msg) n = sizeof v->msg - 1;
        memcpy(v->msg, msg, n);
        v->msg[n] = '\0';
    }
    (*count)++;
}

/* Message buffers, one set for the whole walk: the walk recurses once per
 * level of nested functions, so its frames stay small. */
typedef struct Scratch {
    char msg[2048];
    char list[1000];
} Scratch;

static void check(VM *vm, Code *c, const PolicyConfig *pc, PolicyViolation *out, int max, int *count, int depth,
                  Scratch *sc) {
    char *msg = sc->msg;
    const size_t msgn = sizeof sc->msg;
    if (depth > 200) {
        /* Fail closed: code this deeply nested is refused, not skipped. */
        add(out, max, count, c, 0, "functions nested more than 200 levels deep are not allowed in smolvm");
        return;
    }
    /* The check is charged to the run's budget before it walks the code;
     * when the budget or the deadline runs out, the code is refused and
     * vm->halt says why. */
    if (!rt_charge(vm, (int64_t)(c->ninsns / 8) + 1)) {
        add(out, max, count, c, 0, "the policy check ran out of instruction budget or time");
        return;
    }
    for (uint32_t i = 0; i < c->ninsns; i++) {
        uint32_t ins = c->insns[i];
        uint32_t op = INS_OP(ins);
        Str *name = NULL;
        switch (op) {
        case OP_LOADGLOBAL: case OP_LOADNAME: case OP_LOADBUILTIN:
            name = INS_BX(ins) < c->nnames ? c->names[INS_BX(ins)] : NULL;
            if (name && policy_builtin_forbidden(name->data) &&
                !(pc->session_globals && !IS_EMPTY(dict_get_str(vm, pc->session_globals, name)))) {
                if (*count >= max) {
                    (*count)++;    /* past `max` only the count matters */
                } else {
                    snprintf(msg, msgn, "%s() is not allowed in smolvm: %s", name->data, policy_builtin_hint(name->data));
                    add(out, max, count, c, i, msg);
                }
            }
            break;
        case OP_GETATTR: case OP_LOADMETHOD: case OP_IMPORTFROM:
            name = INS_C(ins) < c->nnames ? c->names[INS_C(ins)] : NULL;
            goto attr;
        case OP_SETATTR: case OP_DELATTR:
            name = INS_B(ins) < c->nnames ? c->names[INS_B(ins)] : NULL;
        attr:
            if (name && policy_attr_forbidden(name->data)) {
                if (*count >= max) {
                    (*count)++;    /* past `max` only the count matters */
                } else {
                    snprintf(msg, msgn, "access to attribute '%s' is not allowed in smolvm (%s)", name->data,
                             policy_attr_hint(name->data));
                    add(out, max, count, c, i, msg);
                }
            }
            break;
        case OP_MATCHCLASS:
            /* Keyword sub-patterns fetch attributes by name. */
            if (i + 1 < c->ninsns && INS_AX(c->insns[i + 1]) < c->nconsts && IS_TUPLE(c->consts[INS_AX(c->insns[i + 1])])) {
                Tuple *kw = AS_TUPLE(c->consts[INS_AX(c->insns[i + 1])]);
                if (!rt_charge(vm, (int64_t)(kw->len / 4))) {
                    add(out, max, count, c, i, "the policy check ran out of instruction budget or time");
                    return;
                }
                for (size_t k = 0; k < kw->len; k++) {
                    if (!IS_STR(kw->items[k]) || !policy_attr_forbidden(AS_STR(kw->items[k])->data)) continue;
                    const char *an = AS_STR(kw->items[k])->data;
                    if (*count >= max) {
                        (*count)++;    /* past `max` only the count matters */
                    } else {
                        snprintf(msg, msgn, "access to attribute '%s' is not allowed in smolvm (%s)", an,
                                 policy_attr_hint(an));
                        add(out, max, count, c, i, msg);
                    }
                }
            }
            break;
        case OP_REFUSED: {
            const char *why = policy_refusal_message(INS_BX(ins));
            add(out, max, count, c, i, why ? why : "a construct smolvm refuses");
            break;
        }
        case OP_IMPORT:
            name = INS_BX(ins) < c->nnames ? c->names[INS_BX(ins)] : NULL;
            if (name && !policy_import_allowed(pc, name->data)) {
                if (*count >= max) {
                    (*count)++;    /* past `max` only the count matters */
                } else {
                    allowed_list(pc, sc->list, sizeof sc->list);
                    snprintf(msg, msgn, "Import of %s is not allowed. Authorized imports are: %s", name->data, sc->list);
                    add(out, max, count, c, i, msg);
                }
            }
            break;
        default:
            break;
        }
    }
    for (uint32_t k = 0; k < c->nconsts; k++)
        if (IS_KIND(c->consts[k], OK_CODE)) check(vm, AS_CODE(c->consts[k]), pc, out, max, count, depth + 1, sc);
}

int policy_check_code(VM *vm, Code *code, const PolicyConfig *pc, PolicyViolation *out, int max) {
    int count = 0;
    Scratch *sc = mem_alloc(vm, sizeof *sc);
    if (!sc) {
        /* Fail closed: the memory cap stops the run (vm->halt is set). */
        if (max > 0) {
            out[0].line = out[0].col = 0;
            snprintf(out[0].msg, sizeof out[0].msg, "out of memory during the policy check");
        }
        return 1;
    }
    check(vm, code, pc, out, max, &count, 0, sc);
    mem_free(vm, sc, sizeof *sc);
    return count;
}
