/* Scope analysis: which names are locals, cells, free variables, globals
 * or class-namespace names, in every scope of a module. The rules are
 * CPython's (symtable.c): a name bound anywhere in a function is local to
 * it unless declared global or nonlocal; class bodies are invisible to the
 * functions nested in them, except for the implicit __class__ cell that
 * zero-argument super() needs; a comprehension is a function of its own
 * whose walrus targets bind in the enclosing function. */
#include <string.h>
#include "compiler/cg.h"

typedef struct ScopeBuilder {
    CgCtx *C;
    Scope *cur;
} ScopeBuilder;

typedef struct SymKey {
    const Scope *s;
    const char *name;
} SymKey;

static bool sym_is(const void *ctx, uint32_t i) {
    const SymKey *k = ctx;
    return strcmp(k->s->syms[i].name, k->name) == 0;
}

static uint64_t name_hash(CgCtx *C, const char *name) {
    return cg_hash(C, name, strlen(name));
}

static Sym *find_h(CgCtx *C, Scope *s, const char *name, uint64_t h) {
    SymKey k = {s, name};
    int64_t i = htab_find(C, &s->symtab, h, sym_is, &k);
    return i < 0 ? NULL : &s->syms[i];
}

Sym *scope_find(CgCtx *C, Scope *s, const char *name) {
    return find_h(C, s, name, name_hash(C, name));
}

Scope *scope_child(CgCtx *C, Scope *s, Node *n) {
    Scope *c = n->scope;
    return c && c->parent == s ? c : NULL;
}

static Sym *sym_add_h(CgCtx *C, Scope *s, const char *name, uint64_t h) {
    Sym *y = find_h(C, s, name, h);
    if (y) return y;
    if (s->nsyms == s->capsyms) {
        if (s->capsyms >= (1 << 28)) cg_error(C, s->node, CERR_LIMIT, "too many names in one scope");
        int nc = s->capsyms ? s->capsyms * 2 : 16;
        Sym *p = cg_alloc_uninit(C, (size_t)nc * sizeof(Sym));
        if (s->nsyms) memcpy(p, s->syms, (size_t)s->nsyms * sizeof(Sym));
        cg_charge(C, s->nsyms / 4 + 1);
        s->syms = p;
        s->capsyms = nc;
    }
    y = &s->syms[s->nsyms];
    memset(y, 0, sizeof *y);
    y->name = name;
    y->reg = y->cellreg = y->cellidx = y->varidx = -1;
    htab_add(C, &s->symtab, h, (uint32_t)s->nsyms);
    s->nsyms++;
    return y;
}

static Sym *sym_add(CgCtx *C, Scope *s, const char *name) {
    return sym_add_h(C, s, name, name_hash(C, name));
}

static Scope *scope_new(ScopeBuilder *B, ScopeKind kind, Node *node, const char *name) {
    CgCtx *C = B->C;
    cg_charge(C, 8);
    Scope *s = cg_alloc(C, sizeof(Scope));
    s->kind = kind;
    s->node = node;
    s->parent = B->cur;
    s->name = name;
    if (kind != SK_MODULE) node->scope = s;
    if (B->cur) {
        Scope *p = B->cur;
        if (p->nchildren == p->capchildren) {
            int nc = p->capchildren ? p->capchildren * 2 : 4;
            Scope **a = cg_alloc(C, (size_t)nc * sizeof(Scope *));
            if (p->nchildren) memcpy(a, p->children, (size_t)p->nchildren * sizeof(Scope *));
            p->children = a;
            p->capchildren = nc;
        }
        p->children[p->nchildren++] = s;
        /* Qualified names as CPython builds them. */
        const char *pq = NULL;
        if (p->kind == SK_FUNCTION || p->kind == SK_COMP || p->kind == SK_CLASS) {
            /* parent + ".<locals>." + name, or parent + "." + name. */
            const char *sep = p->kind == SK_CLASS ? "." : ".<locals>.";
            size_t pl = strlen(p->qualname), sl = strlen(sep), nl = strlen(name);
            size_t n = pl + sl + nl + 1;
            cg_charge(C, (int64_t)(n / 16));
            char *q = cg_alloc(C, n);
            memcpy(q, p->qualname, pl);
            memcpy(q + pl, sep, sl);
            memcpy(q + pl + sl, name, nl + 1);
            pq = q;
        } else {
            pq = name;
        }
        s->qualname = pq;
    } else {
        s->qualname = name;
    }
    return s;
}

static void visit_expr(ScopeBuilder *B, Node *e);
static void visit_stmts(ScopeBuilder *B, NodeList *l);

/* __debug__ is a constant: nothing may bind it, as in CPython. */
static void check_debug_name(ScopeBuilder *B, Node *at, const char *name, bool del) {
    if (name && name[0] == '_' && strcmp(name, "__debug__") == 0)
        cg_error(B->C, at, CERR_SYNTAX, del ? "cannot delete __debug__" : "cannot assign to __debug__");
}

/* Remember in a Name node which symbol of the current scope it names, so
 * that code generation in that scope finds it without a lookup. Indexes,
 * not pointers: the symbol array grows. */
static void record(ScopeBuilder *B, Node *n, const char *name, Sym *y) {
    ptrdiff_t i = y - B->cur->syms;
    if (n->kind != N_NAME || n->name != name || i >= UINT16_MAX) return;
    n->scope = B->cur;
    n->symref = (uint16_t)(i + 1);
}

static void bind(ScopeBuilder *B, Node *at, const char *name, uint16_t how) {
    check_debug_name(B, at, name, (how & DEF_DEL) && at->kind == N_NAME);
    Sym *y = sym_add(B->C, B->cur, name);
    record(B, at, name, y);
    if ((y->flags & DEF_PARAM) && (how & DEF_PARAM))
        cg_error(B->C, at, CERR_SYNTAX, "duplicate argument '%s' in function definition", name);
    if ((y->flags & DEF_GLOBAL) && (how & DEF_PARAM))
        cg_error(B->C, at, CERR_SYNTAX, "name '%s' is parameter and global", name);
    if ((y->flags & DEF_NONLOCAL) && (how & DEF_PARAM))
        cg_error(B->C, at, CERR_SYNTAX, "name '%s' is parameter and nonlocal", name);
    y->flags |= how & (uint16_t)~DEF_IMPORT;
    if ((how & DEF_ASSIGN) && !(how & DEF_IMPORT)) y->flags |= DEF_STORE;
}

static void use(ScopeBuilder *B, Node *at, const char *name) {
    Sym *y = sym_add(B->C, B->cur, name);
    y->flags |= DEF_USE;
    record(B, at, name, y);
    /* super() and __class__ in a method need the class cell. */
    if (((name[0] == 's' && strcmp(name, "super") == 0) ||
         (name[0] == '_' && strcmp(name, "__class__") == 0)) &&
        (B->cur->kind == SK_FUNCTION || B->cur->kind == SK_COMP)) {
        Sym *c = sym_add(B->C, B->cur, "__class__");
        c->flags |= DEF_USE;
    }
}

/* A walrus target: binds in the nearest enclosing non-comprehension scope. */
static void bind_walrus(ScopeBuilder *B, Node *at, const char *name) {
    Scope *s = B->cur;
    if (s->kind != SK_COMP) {
        bind(B, at, name, DEF_ASSIGN);
        return;
    }
    uint64_t h = name_hash(B->C, name);
    Scope *t = s;
    while (t->kind == SK_COMP) {
        Sym *y = find_h(B->C, t, name, h);
        if (y && (y->flags & DEF_ASSIGN) && !(y->flags & DEF_COMPBIND))
            cg_error(B->C, at, CERR_SYNTAX,
                     "assignment expression cannot rebind comprehension iteration variable '%s'", name);
        t = t->parent;
    }
    if (t->kind == SK_CLASS)
        cg_error(B->C, at, CERR_SYNTAX, "assignment expression within a comprehension cannot be used in a class body");
    for (Scope *c = s; c != t; c = c->parent) {
        Sym *y = sym_add_h(B->C, c, name, h);
        y->flags |= DEF_COMPBIND | (t->kind == SK_MODULE ? DEF_GLOBAL : DEF_NONLOCAL);
        c->has_walrus = true;
    }
    Sym *y = sym_add_h(B->C, t, name, h);
    y->flags |= DEF_ASSIGN | DEF_STORE;
    t->has_walrus = true;
}

static void visit_target(ScopeBuilder *B, Node *t, uint16_t how) {
    if (!t) return;
    switch (t->kind) {
    case N_NAME:
        bind(B, t, t->name, how);
        break;
    case N_TUPLE:
    case N_LIST:
        for (int i = 0; i < t->l1.n; i++) visit_target(B, t->l1.items[i], how);
        break;
    case N_STARRED:
        visit_target(B, t->a, how);
        break;
    case N_ATTRIBUTE:
        if (!(how & DEF_DEL)) check_debug_name(B, t, t->name, false);
        visit_expr(B, t->a);
        break;
    case N_SUBSCRIPT:
        visit_expr(B, t->a);
        visit_expr(B, t->b);
        break;
    default:
        visit_expr(B, t);
        break;
    }
}

static void visit_exprs(ScopeBuilder *B, NodeList *l) {
    for (int i = 0; i < l->n; i++) visit_expr(B, l->items[i]);
}

static void visit_args_defaults(ScopeBuilder *B, Node *args) {
    if (!args) return;
    visit_exprs(B, &args->l2);
    for (int i = 0; i < args->l4.n; i++)
        if (args->l4.items[i]) visit_expr(B, args->l4.items[i]);
}

static void bind_params(ScopeBuilder *B, Node *args) {
    if (!args) return;
    for (int i = 0; i < args->l1.n; i++) bind(B, args->l1.items[i], args->l1.items[i]->name, DEF_PARAM);
    for (int i = 0; i < args->l3.n; i++) bind(B, args->l3.items[i], args->l3.items[i]->name, DEF_PARAM);
    if (args->a) bind(B, args->a, args->a->name, DEF_PARAM);
    if (args->b) bind(B, args->b, args->b->name, DEF_PARAM);
}

static void visit_comprehension(ScopeBuilder *B, Node *e, const char *name) {
    Node *first = e->l1.items[0];
    visit_expr(B, first->b);
    Scope *outer = B->cur;
    Scope *s = scope_new(B, SK_COMP, e, name);
    if (e->kind == N_GENEXP) s->generator = true;
    B->cur = s;
    bind(B, e, ".0", DEF_PARAM);
    for (int i = 0; i < e->l1.n; i++) {
        Node *g = e->l1.items[i];
        if (g->flags & NF_ASYNC) s->async_comp = true;
        if (i > 0) visit_expr(B, g->b);
        visit_target(B, g->a, DEF_ASSIGN);
        visit_exprs(B, &g->l1);
    }
    if (e->kind == N_DICTCOMP) {
        visit_expr(B, e->a);
        visit_expr(B, e->b);
    } else {
        visit_expr(B, e->a);
    }
    B->cur = outer;
    /* As CPython: an asynchronous list, set or dict comprehension needs an
     * async function around it (an enclosing comprehension becomes
     * asynchronous too); an asynchronous generator expression is valid
     * anywhere (and refused by codegen outside an `async def`). */
    if (s->async_comp && e->kind != N_GENEXP) {
        if (outer->kind == SK_COMP) outer->async_comp = true;
        else if (!(outer->kind == SK_FUNCTION && outer->is_async))
            cg_error(B->C, e, CERR_SYNTAX, "asynchronous comprehension outside of an asynchronous function");
    }
}

static void visit_pattern(ScopeBuilder *B, Node *p) {
    if (!p) return;
    cg_charge(B->C, 1);
    switch (p->kind) {
    case N_MATCHVALUE:
        visit_expr(B, p->a);
        break;
    case N_MATCHSINGLETON:
        break;
    case N_MATCHSEQUENCE:
    case N_MATCHOR:
        for (int i = 0; i < p->l1.n; i++) visit_pattern(B, p->l1.items[i]);
        break;
    case N_MATCHMAPPING:
        visit_exprs(B, &p->l1);
        for (int i = 0; i < p->l2.n; i++) visit_pattern(B, p->l2.items[i]);
        if (p->name) bind(B, p, p->name, DEF_ASSIGN);
        break;
    case N_MATCHCLASS:
        visit_expr(B, p->a);
        for (int i = 0; i < p->l1.n; i++) visit_pattern(B, p->l1.items[i]);
        for (int i = 0; i < p->l2.n; i++) visit_pattern(B, p->l2.items[i]);
        break;
    case N_MATCHSTAR:
        if (p->name) bind(B, p, p->name, DEF_ASSIGN);
        break;
    case N_MATCHAS:
        visit_pattern(B, p->a);
        if (p->name) bind(B, p, p->name, DEF_ASSIGN);
        break;
    default:
        break;
    }
}

static void visit_expr(ScopeBuilder *B, Node *e) {
    if (!e) return;
    cg_charge(B->C, 1);
    switch (e->kind) {
    case N_NAME:
        if (e->ctx == CTX_LOAD) use(B, e, e->name);
        else bind(B, e, e->name, e->ctx == CTX_DEL ? (DEF_ASSIGN | DEF_DEL) : DEF_ASSIGN);
        break;
    case N_NAMEDEXPR:
        visit_expr(B, e->b);
        bind_walrus(B, e->a, e->a->name);
        break;
    case N_LAMBDA: {
        visit_args_defaults(B, e->a);
        Scope *outer = B->cur;
        Scope *s = scope_new(B, SK_FUNCTION, e, "<lambda>");
        B->cur = s;
        bind_params(B, e->a);
        visit_expr(B, e->b);
        B->cur = outer;
        break;
    }
    case N_LISTCOMP: visit_comprehension(B, e, "<listcomp>"); break;
    case N_SETCOMP: visit_comprehension(B, e, "<setcomp>"); break;
    case N_DICTCOMP: visit_comprehension(B, e, "<dictcomp>"); break;
    case N_GENEXP: visit_comprehension(B, e, "<genexpr>"); break;
    case N_YIELD:
    case N_YIELDFROM:
        if (B->cur->kind == SK_MODULE || B->cur->kind == SK_CLASS)
            cg_error(B->C, e, CERR_SYNTAX, "'%s' outside function", e->kind == N_YIELD ? "yield" : "yield from");
        if (e->kind == N_YIELDFROM && B->cur->kind == SK_FUNCTION && B->cur->is_async)
            cg_error(B->C, e, CERR_SYNTAX, "'yield from' inside async function");
        if (B->cur->kind == SK_COMP) {
            const char *what = strcmp(B->cur->name, "<genexpr>") == 0 ? "generator expression"
                               : strcmp(B->cur->name, "<listcomp>") == 0 ? "list comprehension"
                               : strcmp(B->cur->name, "<setcomp>") == 0 ? "set comprehension"
                                                                        : "dict comprehension";
            cg_error(B->C, e, CERR_SYNTAX, "'yield' inside %s", what);
        }
        B->cur->generator = true;
        visit_expr(B, e->a);
        break;
    case N_AWAIT:
        /* CPython's errors for an await outside an async function; inside
         * one it compiles (the `async def` itself is refused). */
        if (B->cur->kind == SK_COMP) B->cur->async_comp = true;
        else if (B->cur->kind != SK_FUNCTION)
            cg_error(B->C, e, CERR_SYNTAX, "'await' outside function");
        else if (!B->cur->is_async)
            cg_error(B->C, e, CERR_SYNTAX, "'await' outside async function");
        visit_expr(B, e->a);
        break;
    default:
        /* Most children are absent: testing here saves a call's frame
         * setup for each. */
        if (e->a) visit_expr(B, e->a);
        if (e->b) visit_expr(B, e->b);
        if (e->c) visit_expr(B, e->c);
        for (int i = 0; i < e->l1.n; i++)
            if (e->l1.items[i]) visit_expr(B, e->l1.items[i]);
        for (int i = 0; i < e->l2.n; i++)
            if (e->l2.items[i]) visit_expr(B, e->l2.items[i]);
        break;
    }
}

static void declare(ScopeBuilder *B, Node *st, bool global) {
    Scope *s = B->cur;
    for (int i = 0; i < st->l1.n; i++) {
        Node *n = st->l1.items[i];
        const char *name = n->name;
        Sym *y = scope_find(B->C, s, name);
        const char *kw = global ? "global" : "nonlocal";
        if (y) {
            if (y->flags & DEF_PARAM)
                cg_error(B->C, st, CERR_SYNTAX, "name '%s' is parameter and %s", name, kw);
            if ((y->flags & DEF_USE) && !(y->flags & (DEF_GLOBAL | DEF_NONLOCAL)))
                cg_error(B->C, st, CERR_SYNTAX, "name '%s' is used prior to %s declaration", name, kw);
            if ((y->flags & DEF_ANNOT) && !(y->flags & (DEF_GLOBAL | DEF_NONLOCAL)))
                cg_error(B->C, st, CERR_SYNTAX, "annotated name '%s' can't be %s", name, kw);
            /* As CPython 3.11: an import before the declaration is no
             * error (the import then binds the declared name). */
            if ((y->flags & DEF_STORE) && !(y->flags & (DEF_GLOBAL | DEF_NONLOCAL)))
                cg_error(B->C, st, CERR_SYNTAX, "name '%s' is assigned to before %s declaration", name, kw);
            if (global && (y->flags & DEF_NONLOCAL))
                cg_error(B->C, st, CERR_SYNTAX, "name '%s' is nonlocal and global", name);
            if (!global && (y->flags & DEF_GLOBAL))
                cg_error(B->C, st, CERR_SYNTAX, "name '%s' is nonlocal and global", name);
        }
        if (!global && s->kind == SK_MODULE)
            cg_error(B->C, st, CERR_SYNTAX, "nonlocal declaration not allowed at module level");
        y = sym_add(B->C, s, name);
        y->flags |= global ? DEF_GLOBAL : DEF_NONLOCAL;
        if (y->line == 0) {
            y->line = st->line;
            y->col = st->col;
            y->end_line = st->end_line;
            y->end_col = st->end_col;
        }
    }
}

static void visit_stmt(ScopeBuilder *B, Node *st) {
    cg_charge(B->C, 1);
    switch (st->kind) {
    case N_FUNCDEF: {
        visit_exprs(B, &st->l2);
        visit_args_defaults(B, st->a);
        bind(B, st, st->name2 ? st->name2 : st->name, DEF_ASSIGN);
        Scope *outer = B->cur;
        Scope *s = scope_new(B, SK_FUNCTION, st, st->name);
        s->is_async = (st->flags & NF_ASYNC) != 0;
        B->cur = s;
        bind_params(B, st->a);
        visit_stmts(B, &st->l1);
        B->cur = outer;
        break;
    }
    case N_CLASSDEF: {
        visit_exprs(B, &st->l2);
        visit_exprs(B, &st->l3);
        for (int i = 0; i < st->l4.n; i++) visit_expr(B, st->l4.items[i]->a);
        bind(B, st, st->name2 ? st->name2 : st->name, DEF_ASSIGN);
        Scope *outer = B->cur;
        Scope *s = scope_new(B, SK_CLASS, st, st->name);
        B->cur = s;
        bind(B, st, ".ns", DEF_PARAM);
        visit_stmts(B, &st->l1);
        B->cur = outer;
        break;
    }
    case N_RETURN:
        if (B->cur->kind != SK_FUNCTION) cg_error(B->C, st, CERR_SYNTAX, "'return' outside function");
        if (st->a) B->cur->has_return_value = true;
        visit_expr(B, st->a);
        break;
    case N_DELETE:
        for (int i = 0; i < st->l1.n; i++) visit_target(B, st->l1.items[i], DEF_ASSIGN | DEF_DEL);
        break;
    case N_ASSIGN:
        visit_expr(B, st->a);
        for (int i = 0; i < st->l1.n; i++) visit_target(B, st->l1.items[i], DEF_ASSIGN);
        break;
    case N_AUGASSIGN:
        visit_expr(B, st->b);
        if (st->a->kind == N_NAME) {
            use(B, st->a, st->a->name);
            bind(B, st->a, st->a->name, DEF_ASSIGN);
        } else {
            visit_target(B, st->a, DEF_ASSIGN);
        }
        break;
    case N_ANNASSIGN:
        if (st->c) visit_expr(B, st->c);
        if (st->a->kind == N_NAME) {
            Sym *y = scope_find(B->C, B->cur, st->a->name);
            if (y && (y->flags & (DEF_GLOBAL | DEF_NONLOCAL)) && (st->flags & NF_SIMPLE))
                cg_error(B->C, st, CERR_SYNTAX, "annotated name '%s' can't be %s", st->a->name,
                         (y->flags & DEF_GLOBAL) ? "global" : "nonlocal");
            /* As CPython: a bare annotation of a simple name makes it
             * local to a function; `(x): int` binds nothing. */
            if (st->c) bind(B, st->a, st->a->name, DEF_ASSIGN);
            else if (st->flags & NF_SIMPLE) bind(B, st->a, st->a->name, B->cur->kind == SK_FUNCTION ? DEF_ASSIGN : 0);
            if (st->flags & NF_SIMPLE) sym_add(B->C, B->cur, st->a->name)->flags |= DEF_ANNOT;
        } else {
            visit_target(B, st->a, DEF_ASSIGN);
        }
        break;
    case N_FOR:
        if ((st->flags & NF_ASYNC) && !(B->cur->kind == SK_FUNCTION && B->cur->is_async))
            cg_error(B->C, st, CERR_SYNTAX, "'async for' outside async function");
        visit_expr(B, st->b);
        visit_target(B, st->a, DEF_ASSIGN);
        visit_stmts(B, &st->l1);
        visit_stmts(B, &st->l2);
        break;
    case N_WHILE:
    case N_IF:
        visit_expr(B, st->a);
        visit_stmts(B, &st->l1);
        visit_stmts(B, &st->l2);
        break;
    case N_WITH:
        if ((st->flags & NF_ASYNC) && !(B->cur->kind == SK_FUNCTION && B->cur->is_async))
            cg_error(B->C, st, CERR_SYNTAX, "'async with' outside async function");
        for (int i = 0; i < st->l1.n; i++) {
            visit_expr(B, st->l1.items[i]->a);
            visit_target(B, st->l1.items[i]->b, DEF_ASSIGN);
        }
        visit_stmts(B, &st->l2);
        break;
    case N_MATCH:
        visit_expr(B, st->a);
        for (int i = 0; i < st->l1.n; i++) {
            Node *c = st->l1.items[i];
            visit_pattern(B, c->a);
            visit_expr(B, c->b);
            visit_stmts(B, &c->l1);
        }
        break;
    case N_RAISE:
        visit_expr(B, st->a);
        visit_expr(B, st->b);
        break;
    case N_TRY:
        visit_stmts(B, &st->l1);
        for (int i = 0; i < st->l2.n; i++) {
            Node *h = st->l2.items[i];
            visit_expr(B, h->a);
            if (h->name) bind(B, h, h->name, DEF_ASSIGN | DEF_DEL);
            visit_stmts(B, &h->l1);
        }
        visit_stmts(B, &st->l3);
        visit_stmts(B, &st->l4);
        break;
    case N_ASSERT:
        visit_expr(B, st->a);
        visit_expr(B, st->b);
        break;
    case N_IMPORT:
        for (int i = 0; i < st->l1.n; i++) {
            Node *al = st->l1.items[i];
            if (al->name2) {
                bind(B, al, al->name2, DEF_ASSIGN | DEF_IMPORT);
            } else {
                const char *dot = strchr(al->name, '.');
                const char *top = al->name;
                if (dot) top = arena_strndup(B->C->arena, al->name, (size_t)(dot - al->name));
                if (!top) cg_error(B->C, st, CERR_MEMORY, "out of memory");
                bind(B, al, top, DEF_ASSIGN | DEF_IMPORT);
            }
        }
        break;
    case N_IMPORTFROM:
        for (int i = 0; i < st->l1.n; i++) {
            Node *al = st->l1.items[i];
            if (strcmp(al->name, "*") == 0) {
                if (B->cur->kind != SK_MODULE)
                    cg_error(B->C, st, CERR_SYNTAX, "import * only allowed at module level");
                continue;
            }
            bind(B, al, al->name2 ? al->name2 : al->name, DEF_ASSIGN | DEF_IMPORT);
        }
        break;
    case N_GLOBAL:
        declare(B, st, true);
        break;
    case N_NONLOCAL:
        declare(B, st, false);
        break;
    case N_EXPR:
        visit_expr(B, st->a);
        break;
    default:
        break;
    }
}

static void visit_stmts(ScopeBuilder *B, NodeList *l) {
    for (int i = 0; i < l->n; i++) visit_stmt(B, l->items[i]);
}

/* ---- resolution ------------------------------------------------------------ */

static bool binds(const Sym *y) {
    return (y->flags & (DEF_ASSIGN | DEF_PARAM)) && !(y->flags & (DEF_GLOBAL | DEF_NONLOCAL));
}

/* Make `name` reach scope `s` as a free variable from its definition in an
 * enclosing function scope: the defining scope gets a cell, every scope in
 * between carries it along. Returns false when no function binds it. */
static bool resolve_free(CgCtx *C, Scope *s, const char *name) {
    uint64_t h = name_hash(C, name);
    Scope *def = NULL;
    for (Scope *a = s->parent; a; a = a->parent) {
        if (a->kind == SK_MODULE) return false;
        if (a->kind == SK_CLASS) {
            if (strcmp(name, "__class__") == 0) {
                a->needs_class_cell = true;
                Sym *y = sym_add(C, a, "__class__");
                y->scope = SYM_CELL;
                def = a;
                break;
            }
            continue;
        }
        Sym *y = find_h(C, a, name, h);
        if (!y) continue;
        if (y->flags & DEF_GLOBAL) return false;
        if (y->flags & DEF_NONLOCAL) {
            def = a;    /* already free there; resolved on its own */
            break;
        }
        if (binds(y)) {
            y->scope = SYM_CELL;
            def = a;
            break;
        }
    }
    if (!def) return false;
    for (Scope *m = s->parent; m != def; m = m->parent) {
        Sym *y = sym_add_h(C, m, name, h);
        if (m->kind == SK_CLASS) {
            y->pass = true;
            if (y->scope == SYM_UNRESOLVED) y->scope = SYM_NAME;
        } else {
            y->scope = SYM_FREE;
        }
    }
    return true;
}

static void resolve(CgCtx *C, Scope *s) {
    cg_charge(C, s->nsyms + 1);
    /* Bindings first, so children see cells; then uses. */
    for (int i = 0; i < s->nsyms; i++) {
        Sym *y = &s->syms[i];
        if (s->kind == SK_MODULE) {
            y->scope = SYM_GLOBAL;
            continue;
        }
        if (y->flags & DEF_GLOBAL) {
            y->scope = SYM_GLOBAL;
        } else if (binds(y) && y->scope != SYM_CELL) {
            y->scope = s->kind == SK_CLASS ? SYM_NAME : SYM_LOCAL;
        }
    }
    if (s->kind == SK_CLASS) {
        Sym *ns = scope_find(C, s, ".ns");
        if (ns) ns->scope = SYM_LOCAL;
    }
    for (int i = 0; i < s->nsyms; i++) {
        Sym *y = &s->syms[i];
        if (s->kind == SK_MODULE || y->scope == SYM_GLOBAL || y->scope == SYM_LOCAL ||
            y->scope == SYM_CELL || (y->scope == SYM_NAME && !(y->flags & DEF_NONLOCAL)))
            continue;
        if (y->flags & DEF_NONLOCAL) {
            /* The binding must be in an enclosing function scope. */
            bool found = false;
            uint64_t h = name_hash(C, y->name);
            for (Scope *a = s->parent; a && a->kind != SK_MODULE; a = a->parent) {
                if (a->kind == SK_CLASS) continue;
                Sym *z = find_h(C, a, y->name, h);
                if (z && (binds(z) || (z->flags & DEF_NONLOCAL))) { found = true; break; }
                if (z && (z->flags & DEF_GLOBAL)) break;
            }
            if (!found && !(y->flags & DEF_COMPBIND)) {
                Node at;
                memset(&at, 0, sizeof at);
                at.line = y->line;
                at.col = y->col;
                at.end_line = y->end_line;
                at.end_col = y->end_col;
                cg_error(C, &at, CERR_SYNTAX, "no binding for nonlocal '%s' found", y->name);
            }
            y = &s->syms[i];
            if (!resolve_free(C, s, y->name)) y->scope = SYM_GLOBAL;
            else s->syms[i].scope = SYM_FREE;
            continue;
        }
        /* A use without a binding here. */
        const char *name = y->name;
        if (resolve_free(C, s, name)) {
            y = &s->syms[i];
            if (s->kind == SK_CLASS) y->pass = true, y->scope = SYM_FREE;
            else y->scope = SYM_FREE;
        } else {
            y = &s->syms[i];
            y->scope = s->kind == SK_CLASS ? SYM_NAME : SYM_GLOBAL;
        }
    }
    for (int i = 0; i < s->nchildren; i++) resolve(C, s->children[i]);
}

Scope *scope_build(CgCtx *C, Node *mod) {
    ScopeBuilder B = {C, NULL};
    mangle_private_names(C, mod);
    Scope *top = scope_new(&B, SK_MODULE, mod, "<module>");
    B.cur = top;
    visit_stmts(&B, &mod->l1);
    resolve(C, top);
    return top;
}
