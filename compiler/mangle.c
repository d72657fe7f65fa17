/* Private name mangling: inside a class, an identifier `__spam` (two
 * leading underscores, not two trailing ones) stands for `_Class__spam`,
 * so that a class's private attributes and a subclass's of the same name
 * do not collide. Run over the tree before scope analysis; it rewrites
 * the names CPython 3.11 mangles (names, attributes, parameters, the
 * names a def, class, `import ... as`, except handler, global/nonlocal
 * statement or pattern capture binds) and leaves those it does not
 * (keyword argument names of calls, a def's or class's own __name__ and
 * __qualname__, match class keyword attributes, strings). */
#include "compiler/cg.h"

/* mangle() for a name that starts with two underscores, inside a class. */
static __attribute__((noinline)) const char *mangle_dunder(CgCtx *C, const char *cls, const char *name) {
    size_t n = strlen(name);
    if (n >= 4 && name[n - 1] == '_' && name[n - 2] == '_') return name;
    if (strchr(name, '.')) return name;
    while (*cls == '_') cls++;
    if (!*cls) return name;   /* a class named only by underscores */
    size_t c = strlen(cls);
    cg_charge(C, (int64_t)(n + c) / 16 + 1);
    char *m = cg_alloc(C, 1 + c + n + 1);
    m[0] = '_';
    memcpy(m + 1, cls, c);
    memcpy(m + 1 + c, name, n + 1);
    return m;
}

/* The mangled form of `name` inside class `cls`, or `name` itself. */
static inline const char *mangle(CgCtx *C, const char *cls, const char *name) {
    if (!cls || !name || name[0] != '_' || name[1] != '_') return name;
    return mangle_dunder(C, cls, name);
}

static void walk(CgCtx *C, Node *n, const char *cls);

static void walk_list(CgCtx *C, NodeList *l, const char *cls) {
    for (int i = 0; i < l->n; i++) walk(C, l->items[i], cls);
}

static void walk_args(CgCtx *C, Node *args, const char *cls) {
    if (!args) return;
    walk_list(C, &args->l1, cls);
    walk_list(C, &args->l2, cls);
    walk(C, args->a, cls);
    walk_list(C, &args->l3, cls);
    walk_list(C, &args->l4, cls);
    walk(C, args->b, cls);
}

static void walk(CgCtx *C, Node *n, const char *cls) {
    if (!n) return;
    cg_charge(C, 1);
    switch ((NodeKind)n->kind) {
    case N_CLASSDEF:
        /* Its name binds in the enclosing scope; its body is mangled with
         * its own name (the bare name, as CPython uses it). */
        if (cls) n->name2 = mangle(C, cls, n->name);
        walk_list(C, &n->l2, cls);
        walk_list(C, &n->l3, cls);
        for (int i = 0; i < n->l4.n; i++) walk(C, n->l4.items[i]->a, cls);
        walk_list(C, &n->l1, n->name);
        return;
    case N_FUNCDEF:
        if (cls) n->name2 = mangle(C, cls, n->name);
        walk_list(C, &n->l2, cls);
        walk_args(C, n->a, cls);
        walk(C, n->b, cls);
        walk_list(C, &n->l1, cls);
        return;
    case N_LAMBDA:
        walk_args(C, n->a, cls);
        walk(C, n->b, cls);
        return;
    case N_NAME:
    case N_ARG:
    case N_EXCEPTHANDLER:
    case N_MATCHMAPPING:
    case N_MATCHSTAR:
    case N_MATCHAS:
    case N_ATTRIBUTE:
        n->name = mangle(C, cls, n->name);
        break;
    case N_ALIAS:
        /* The name an `as` binds. */
        if (n->name2) n->name2 = mangle(C, cls, n->name2);
        return;
    case N_KEYWORD:
        walk(C, n->a, cls);
        return;
    case N_MATCHCLASS:
        walk(C, n->a, cls);
        walk_list(C, &n->l1, cls);
        walk_list(C, &n->l2, cls);
        return;
    default:
        break;
    }
    /* Most children are absent: testing here saves a call for each. */
    if (n->a) walk(C, n->a, cls);
    if (n->b) walk(C, n->b, cls);
    if (n->c) walk(C, n->c, cls);
    if (n->l1.n) walk_list(C, &n->l1, cls);
    if (n->l2.n) walk_list(C, &n->l2, cls);
    if (n->l3.n) walk_list(C, &n->l3, cls);
    if (n->l4.n) walk_list(C, &n->l4, cls);
}

/* Only class bodies are rewritten: the walk descends to the first class
 * of each branch and mangles from there. */
static void find_classes(CgCtx *C, Node *n) {
    if (!n) return;
    if (n->kind == N_CLASSDEF) {
        walk(C, n, NULL);
        return;
    }
    /* Expressions hold no class statements: only statement lists (and
     * the handlers and cases that hold them) are searched. */
    switch ((NodeKind)n->kind) {
    case N_MODULE: case N_FUNCDEF: case N_FOR: case N_WHILE: case N_IF: case N_WITH: case N_MATCH:
    case N_TRY: case N_EXCEPTHANDLER: case N_MATCHCASE:
        break;
    default:
        return;
    }
    NodeList *ls[4] = {&n->l1, &n->l2, &n->l3, &n->l4};
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < ls[k]->n; i++) find_classes(C, ls[k]->items[i]);
}

void mangle_private_names(CgCtx *C, Node *mod) { find_classes(C, mod); }
