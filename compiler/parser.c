/* The parser: recursive descent over the token array, producing the AST of
 * ast.h. The grammar is Python 3.11's (Grammar/python.gram); the comments
 * above the functions quote the rules they implement.
 *
 * Error discipline: every function returns NULL (or false) on failure, with
 * the first error recorded in the Parser; callers propagate it. A handful of
 * constructs need to try one reading and fall back to another (a `match`
 * statement versus an expression that starts with the name `match`, a
 * parenthesised `with` item list versus a parenthesised expression); they
 * save the position, try, and on failure restore it and clear the error,
 * unless the error is a "hard" one (tokenizer, memory, nesting limit) that
 * no other reading can avoid.
 *
 * Error messages copy CPython 3.11's, including the "did you mean" hints of
 * its second, error-reporting pass. CPython only runs those hint rules
 * after the whole parse failed; here they run at the point of failure,
 * which gives the same result because each of them fires only on input
 * that no grammar rule accepts.
 *
 * Positions: line and column of a node come from its first token, its end
 * from the last token consumed that is not NEWLINE/INDENT/DEDENT, as in
 * CPython. Columns are counted in code points.
 */
#include <errno.h>
#include <float.h>
#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <uniname.h>
#include <uninorm.h>

#include "compiler/ast.h"
#include "compiler/lexer.h"

typedef struct Parser Parser;
struct Parser {
    Arena *a;
    Lexer *lx;
    const char *src;
    Token *t;
    int n;
    int pos;
    int maxpos;             /* furthest token looked at: where CPython puts generic errors */
    int watch;              /* peek's slow path from this index on: see rewatch() */
    int errpos;             /* index of the error token, or n when there is none */
    int depth;              /* nesting of recursive rules, bounded by PARSE_MAX_NESTING */
    uintptr_t stack_base;   /* address of a local of parse_module: bounds the C stack */
    bool failed;
    bool hard;              /* the error cannot be undone by trying another reading */
    bool no_hints;          /* inside a speculative parse made for an error hint */
    ParseError *err;
    int last_line, last_col;/* end of the last significant token consumed */

    /* Scratch stack on which lists are built before being copied, at their
     * final size, into the arena. */
    Node **stk;
    int sp, scap;

    /* A parser for an f-string replacement field parses "(" + text + ")".
     * Node columns on the field's first line are shifted back into source
     * coordinates; error columns are not, because CPython 3.11 reports them
     * relative to that buffer. */
    bool fstring;
    int shift_line, shift_col;

    /* Scratch memory for the replacement fields this parser parses, one
     * after another: the text buffer, the lexer with its token array and
     * the field parser's list stack are kept from one field to the next
     * and released with the parser (sub_free). Nothing in the tree points
     * into them. */
    Lexer *sub_lx;
    char *sub_buf;
    size_t sub_bufcap;
    Node **sub_stk;
    int sub_scap;
};

typedef struct Pos {
    int line, col;
} Pos;

typedef struct Mark {
    int pos, sp, last_line, last_col, depth;
} Mark;

static Node *expression(Parser *p);
static Node *named_expression(Parser *p);
static Node *star_expressions(Parser *p);
static Node *star_named_expression(Parser *p);
static Node *disjunction(Parser *p);
static Node *disjunction_rest(Parser *p, Pos s, Node *first);
static Node *operand_rest(Parser *p, Pos s, Node *e);
static Node *bitwise_or(Parser *p);
static Node *yield_expr(Parser *p);
static Node *primary(Parser *p);
static Node *atom(Parser *p);
static Node *strings(Parser *p);
static Node *lambdef(Parser *p);
static Node *slices(Parser *p);
static bool comprehension_clauses(Parser *p, NodeList *out);
static Node *star_targets(Parser *p, bool allow_tuple);
static bool statements(Parser *p, bool toplevel);

/* ---- errors ------------------------------------------------------------- */

static void verr(Parser *p, ParseErrKind kind, int line, int col, int end_col, bool prefix,
                 const char *fmt, va_list ap) {
    if (p->failed) return;
    p->failed = true;
    ParseError *e = p->err;
    e->kind = kind;
    e->line = line;
    e->col = col;
    e->end_col = end_col;
    e->at_eof = false;
    char *m = e->msg;
    size_t room = sizeof e->msg;
    if (prefix && p->fstring) {
        int k = snprintf(m, room, "f-string: ");
        m += k;
        room -= (size_t)k;
    }
    vsnprintf(m, room, fmt, ap);
}

static void err_at(Parser *p, ParseErrKind kind, int line, int col, int end_col,
                   const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    verr(p, kind, line, col, end_col, true, fmt, ap);
    va_end(ap);
}

static void oom(Parser *p) {
    if (p->failed && p->hard) return;
    p->failed = false;
    err_at(p, PERR_MEMORY, p->pos < p->n ? p->t[p->pos].line : 0, 0, 0, "out of memory");
    p->hard = true;
}

/* The tokenizer's error, raised when the parser reaches the error token. */
static __attribute__((noinline, cold)) void lexer_error(Parser *p) {
    if (p->failed) return;
    p->failed = true;
    p->hard = true;
    *p->err = p->lx->err;
}

/* RAISE_SYNTAX_ERROR_KNOWN_LOCATION on a token. */
static void err_tok(Parser *p, const Token *t, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    verr(p, PERR_SYNTAX, t->line, t->col + 1, t->end_line == t->line ? t->end_col + 1 : 0,
         true, fmt, ap);
    va_end(ap);
}

/* Node columns inside an f-string field are shifted; errors are not. */
static int raw_col(Parser *p, int line, int col) {
    return (p->fstring && line == p->shift_line) ? col - p->shift_col : col;
}

/* RAISE_SYNTAX_ERROR_KNOWN_RANGE from the start of `a` to the end of `b`. */
static void err_range(Parser *p, const Node *a, const Node *b, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int end = b->end_line == a->line ? raw_col(p, b->end_line, b->end_col) + 1 : 0;
    verr(p, PERR_SYNTAX, a->line, raw_col(p, a->line, a->col) + 1, end, true, fmt, ap);
    va_end(ap);
}

/* RAISE_SYNTAX_ERROR_KNOWN_LOCATION on a node. */
#define err_node(p, n, ...) err_range(p, n, n, __VA_ARGS__)

/* RAISE_SYNTAX_ERROR: at the furthest token looked at. */
/* Is token i the end of the input, or one of the DEDENTs just before it? */
static bool at_end_of_input(const Parser *p, int i) {
    while (i < p->n - 1 && p->t[i].kind == T_DEDENT) i++;
    return p->t[i].kind == T_ENDMARKER;
}

static void err_last_kind(Parser *p, ParseErrKind kind, const char *fmt, ...) {
    int i = p->maxpos < p->n ? p->maxpos : p->n - 1;
    const Token *t = &p->t[i];
    /* INDENT and DEDENT have no column in CPython; it reports where its
     * tokenizer stands, which is the first character of the line's text. */
    bool indent = t->kind == T_INDENT || t->kind == T_DEDENT;
    va_list ap;
    va_start(ap, fmt);
    bool was = p->failed;
    verr(p, kind, t->line, indent ? t->col : t->col + 1,
         indent ? 0 : t->end_line == t->line ? t->end_col + 1 : 0, true, fmt, ap);
    va_end(ap);
    if (!was) p->err->at_eof = at_end_of_input(p, i);
}
#define err_last(p, ...) err_last_kind(p, PERR_SYNTAX, __VA_ARGS__)

/* The generic error: "invalid syntax" at the furthest token looked at, or
 * an indentation error when that token is an INDENT or DEDENT. */
static void err_generic(Parser *p) {
    if (p->failed) return;
    const Token *t = &p->t[p->maxpos < p->n ? p->maxpos : p->n - 1];
    if (t->kind == T_INDENT) {
        err_at(p, PERR_INDENT, t->line, t->col, 0, "unexpected indent");
        return;
    }
    if (t->kind == T_DEDENT) {
        err_at(p, PERR_INDENT, t->line, t->col, 0, "unexpected unindent");
        return;
    }
    if (t->kind == T_ERRORTOKEN) {
        lexer_error(p);
        return;
    }
    err_at(p, PERR_SYNTAX, t->line, t->col + 1, t->end_line == t->line ? t->end_col + 1 : 0,
           "invalid syntax");
    p->err->at_eof = t->kind == T_ENDMARKER;
}

/* ---- tokens ------------------------------------------------------------- */

/* The first token index that peek() must not simply return: the one past
 * the furthest looked at (maxpos grows), the error token, whose error is
 * raised when the parser looks at it, and anything past the end. An error
 * token is always the last one, so `watch` <= n - 1 when there is one. */
static inline int watch_after(const Parser *p, int maxpos) {
    int w = maxpos + 1;
    return w < p->errpos ? w : p->errpos;
}

static void rewatch(Parser *p) {
    p->errpos = p->t[p->n - 1].kind == T_ERRORTOKEN ? p->n - 1 : p->n;
    p->watch = watch_after(p, p->maxpos);
}

static __attribute__((noinline)) Token *peek_slow(Parser *p, int i) {
    /* Below the error token (or the end) and at or past `watch`: a token
     * looked at for the first time, the commonest case. */
    if (i < p->errpos) {
        p->maxpos = i;
        p->watch = i + 1;
        return &p->t[i];
    }
    if (i >= p->n) i = p->n - 1;
    if (i > p->maxpos) {
        p->maxpos = i;
        p->watch = watch_after(p, i);
    }
    Token *t = &p->t[i];
    if (__builtin_expect(t->kind == T_ERRORTOKEN, 0)) lexer_error(p);
    return t;
}

/* Called at every precedence level for every token: one comparison on
 * the path that looks again at a token already looked at. */
static inline __attribute__((always_inline)) Token *peek(Parser *p, int k) {
    int i = p->pos + k;
    if (__builtin_expect(i >= p->watch, 0)) return peek_slow(p, i);
    return &p->t[i];
}

static inline int kind(Parser *p) { return peek(p, 0)->kind; }

/* The kind of a token ahead, without counting it as looked at: for the
 * error hints, whose lookahead must not move generic error positions. */
static int hint_kind_at(Parser *p, int k) {
    int i = p->pos + k;
    return p->t[i < p->n ? i : p->n - 1].kind;
}
static int kind_at(Parser *p, int k) { return peek(p, k)->kind; }
static bool at(Parser *p, int k) { return kind(p) == k; }

static __attribute__((noinline, cold)) void stopped(Parser *p);

/* Parsing is charged as it goes (Arena.meter): a unit per rule entered and
 * per token consumed, backtracking included. */
static inline bool meter_n(Parser *p, int64_t units) {
    if (arena_meter(p->a, units)) return true;
    stopped(p);
    return false;
}

static bool meter(Parser *p) { return meter_n(p, 1); }

/* Kinds of token that advance() steps over and makes the last consumed:
 * all but NEWLINE, INDENT, DEDENT, ERRORTOKEN and ENDMARKER. The first
 * four are adjacent: one test by range. */
_Static_assert(T_INDENT == T_NEWLINE + 1 && T_DEDENT == T_NEWLINE + 2 &&
                   T_ERRORTOKEN == T_NEWLINE + 3 && T_ENDMARKER < T_NEWLINE,
               "ordinary_kind() tests token kinds by range");
static inline bool ordinary_kind(unsigned k) {
    return k - T_NEWLINE > T_ERRORTOKEN - T_NEWLINE && k != T_ENDMARKER;
}

/* `t` is the last significant token consumed. */
static inline void consumed(Parser *p, const Token *t) {
    p->last_line = t->end_line;
    p->last_col = (p->fstring && t->end_line == p->shift_line) ? t->end_col + p->shift_col
                                                                  : t->end_col;
}

static Token *advance(Parser *p) {
    meter(p);
    Token *t = peek(p, 0);
    unsigned k = t->kind;
    /* Most tokens are ordinary, and take the first branch. */
    if (ordinary_kind(k)) {
        p->pos++;
    } else {
        if (k == T_ENDMARKER) return t;
        if (k != T_ERRORTOKEN) {
            p->pos++;
            return t;
        }
    }
    consumed(p, t);
    return t;
}

/* advance() over the token at the cursor, when the caller has looked at
 * it already and knows its kind is ordinary: the same charge and effect,
 * without looking at the token again. */
static inline __attribute__((always_inline)) Token *advance_seen(Parser *p) {
    meter(p);
    Token *t = &p->t[p->pos++];
    consumed(p, t);
    return t;
}

static bool accept(Parser *p, int k) {
    if (!at(p, k)) return false;
    if (ordinary_kind((unsigned)k)) advance_seen(p);
    else advance(p);
    return true;
}

static bool expect(Parser *p, int k) {
    if (accept(p, k)) return true;
    err_generic(p);
    return false;
}

/* `_PyPegen_expect_forced_token`: a token that must follow, reported as
 * "expected 'x'" at whatever is there instead. */
static bool expect_forced(Parser *p, int k) {
    if (accept(p, k)) return true;
    if (!p->failed) err_tok(p, peek(p, 0), "expected '%s'", lex_kind_name(k));
    return false;
}

static bool at_name(Parser *p, const char *s) {
    Token *t = peek(p, 0);
    size_t n = strlen(s);
    return t->kind == T_NAME && t->end - t->start == n && memcmp(p->src + t->start, s, n) == 0;
}

static bool tok_is(Parser *p, const Token *t, const char *s) {
    size_t n = strlen(s);
    return t->kind == T_NAME && t->end - t->start == n && memcmp(p->src + t->start, s, n) == 0;
}

static inline Pos tpos(Parser *p, const Token *t) {
    Pos r = {t->line, t->col};
    if (p->fstring && t->line == p->shift_line) r.col += p->shift_col;
    return r;
}

static inline Pos here(Parser *p) { return tpos(p, peek(p, 0)); }

static Pos npos(const Node *n) {
    Pos r = {n->line, n->col};
    return r;
}

static Mark mark(Parser *p) {
    Mark m = {p->pos, p->sp, p->last_line, p->last_col, p->depth};
    return m;
}

static void reset(Parser *p, Mark m) {
    p->pos = m.pos;
    p->sp = m.sp;
    p->last_line = m.last_line;
    p->last_col = m.last_col;
    p->depth = m.depth;
}

/* Undo a failed speculative parse. Returns false when the error is hard
 * and must stand. */
static bool backtrack(Parser *p, Mark m) {
    if (p->hard) return false;
    p->failed = false;
    reset(p, m);
    return true;
}

/* ---- nodes and lists ----------------------------------------------------- */

static Node *mk(Parser *p, int k, Pos s) {
    Node *n = arena_alloc(p->a, sizeof(Node));
    if (!n) {
        oom(p);
        return NULL;
    }
    n->kind = (uint8_t)k;
    n->line = s.line;
    n->col = s.col;
    n->end_line = p->last_line;
    n->end_col = p->last_col;
    return n;
}

static bool push(Parser *p, Node *n) {
    if (p->sp == p->scap) {
        int ncap = p->scap ? p->scap * 2 : 64;
        Node **ns = ncap > 0 ? lex_scratch(p->a, p->stk, (size_t)p->scap * sizeof(Node *),
                                           (size_t)ncap * sizeof(Node *))
                             : NULL;
        if (!ns) {
            oom(p);
            return false;
        }
        p->stk = ns;
        p->scap = ncap;
    }
    p->stk[p->sp++] = n;
    return true;
}

/* Move the items pushed since `m` into an arena list. */
static NodeList pop_list(Parser *p, int m) {
    NodeList l = {NULL, 0};
    int cnt = p->sp - m;
    if (cnt > 0) {
        l.items = arena_alloc(p->a, (size_t)cnt * sizeof(Node *));
        if (!l.items) {
            oom(p);
            p->sp = m;
            return l;
        }
        memcpy(l.items, p->stk + m, (size_t)cnt * sizeof(Node *));
        l.n = cnt;
    }
    p->sp = m;
    return l;
}

static NodeList list1(Parser *p, Node *n) {
    NodeList l = {NULL, 0};
    l.items = arena_alloc(p->a, sizeof(Node *));
    if (!l.items) {
        oom(p);
        return l;
    }
    l.items[0] = n;
    l.n = 1;
    return l;
}

/* Every recursive rule enters here. Both the number of nested rules and
 * the C stack they really use are bounded: frame sizes differ between
 * rules, compilers and sanitizer builds, so counting alone cannot promise
 * a stack bound. */
static bool enter(Parser *p) {
    char probe;
    uintptr_t here_sp = (uintptr_t)&probe;
    /* The distance from stack_base either way: one of the two unsigned
     * differences is it, the other wraps around to a huge value. */
    if (++p->depth > PARSE_MAX_NESTING ||
        (p->stack_base - here_sp > PARSE_STACK_BUDGET &&
         here_sp - p->stack_base > PARSE_STACK_BUDGET)) {
        if (!p->failed || !p->hard) {
            p->failed = false;
            err_last_kind(p, PERR_LIMIT, "expression too deeply nested");
            p->hard = true;
        }
        return false;
    }
    return meter(p);
}

#define leave(p) ((p)->depth--)

/* The budget or the deadline ran out: a hard error that no other reading
 * of the source can undo (vm->halt says which limit). */
static __attribute__((noinline, cold)) void stopped(Parser *p) {
    if (p->failed && p->hard) return;
    p->failed = false;
    err_last_kind(p, PERR_LIMIT, "compilation stopped: the run's instruction budget or deadline ran out");
    p->hard = true;
}

static char *name_of(Parser *p, const Token *t) {
    const char *s = p->src + t->start;
    size_t n = t->end - t->start;
    /* In an all-ASCII source every name is ASCII. */
    bool ascii = true;
    if (!p->lx->ascii)
        for (size_t i = 0; i < n; i++)
            if ((unsigned char)s[i] >= 0x80) {
                ascii = false;
                break;
            }
    if (ascii) {
        char *r = arena_strndup(p->a, s, n);
        if (!r) oom(p);
        return r;
    }
    /* CPython normalises identifiers to NFKC, so "ﬁle" and "file" are the
     * same name. The result buffer comes from the arena; libunistring only
     * mallocs when the normalised form does not fit, which NFKC (at most
     * 18 code points per input code point) makes rare at 4x. */
    size_t cap = n * 4 + 16;
    uint8_t *buf = arena_alloc(p->a, cap);
    if (!buf) {
        oom(p);
        return NULL;
    }
    size_t rlen = cap;
    uint8_t *r = u8_normalize(UNINORM_NFKC, (const uint8_t *)s, n, buf, &rlen);
    if (!r) return arena_strndup(p->a, s, n);
    char *out;
    if (r == buf) {
        if (rlen >= cap) {
            out = arena_strndup(p->a, (const char *)buf, rlen);
        } else {
            buf[rlen] = 0;
            out = (char *)buf;
        }
    } else {
        out = arena_strndup(p->a, (const char *)r, rlen);
        free(r);
    }
    if (!out) oom(p);
    return out;
}

/* A node of kind `k` at `s` whose `name` is the identifier token `t`. In an
 * ASCII source (names are then not normalised) the name is stored right
 * after the node, in the same allocation: names and attributes are the
 * commonest nodes. */
static Node *mk_named(Parser *p, int k, Pos s, const Token *t) {
    if (p->lx->ascii) {
        size_t len = t->end - t->start;
        Node *n = arena_alloc(p->a, sizeof(Node) + len + 1);
        if (!n) {
            oom(p);
            return NULL;
        }
        n->kind = (uint8_t)k;
        n->line = s.line;
        n->col = s.col;
        n->end_line = p->last_line;
        n->end_col = p->last_col;
        char *nm = (char *)(n + 1);
        memcpy(nm, p->src + t->start, len);
        nm[len] = '\0';
        n->name = nm;
        return n;
    }
    char *nm = name_of(p, t);
    if (!nm) return NULL;
    Node *n = mk(p, k, s);
    if (n) n->name = nm;
    return n;
}

static Node *name_node(Parser *p, const Token *t, int ctx) {
    Node *n = mk_named(p, N_NAME, tpos(p, t), t);
    if (n) n->ctx = (uint8_t)ctx;
    return n;
}

/* ---- target validation ------------------------------------------------------ */

enum { TARGET_STAR, TARGET_DEL, TARGET_FOR };

/* `_PyPegen_get_expr_name` */
static const char *expr_name(const Node *e) {
    switch (e->kind) {
    case N_ATTRIBUTE: return "attribute";
    case N_SUBSCRIPT: return "subscript";
    case N_STARRED: return "starred";
    case N_NAME: return "name";
    case N_LIST: return "list";
    case N_TUPLE: return "tuple";
    case N_LAMBDA: return "lambda";
    case N_CALL: return "function call";
    case N_BOOLOP:
    case N_BINOP:
    case N_UNARYOP: return "expression";
    case N_GENEXP: return "generator expression";
    case N_YIELD:
    case N_YIELDFROM: return "yield expression";
    case N_AWAIT: return "await expression";
    case N_LISTCOMP: return "list comprehension";
    case N_SETCOMP: return "set comprehension";
    case N_DICTCOMP: return "dict comprehension";
    case N_DICT: return "dict literal";
    case N_SET: return "set display";
    case N_JOINEDSTR:
    case N_FORMATTEDVALUE: return "f-string expression";
    case N_CONSTANT:
        switch (e->ckind) {
        case C_NONE: return "None";
        case C_TRUE: return "True";
        case C_FALSE: return "False";
        case C_ELLIPSIS: return "ellipsis";
        default: return "literal";
        }
    case N_COMPARE: return "comparison";
    case N_IFEXP: return "conditional expression";
    case N_NAMEDEXPR: return "named expression";
    default: return "expression";
    }
}

/* `_PyPegen_get_invalid_target`: the first sub-expression that cannot be
 * assigned to (or deleted), or NULL. */
static Node *invalid_target(Node *e, int type) {
    switch (e->kind) {
    case N_LIST:
    case N_TUPLE:
        for (int i = 0; i < e->l1.n; i++) {
            Node *r = invalid_target(e->l1.items[i], type);
            if (r) return r;
        }
        return NULL;
    case N_STARRED:
        if (type == TARGET_DEL) return e;
        return invalid_target(e->a, type);
    case N_COMPARE:
        /* `for x in y in z` is read as the target `x in y`. */
        if (type == TARGET_FOR) {
            if (e->cmpops[0] == CMP_IN) return invalid_target(e->a, type);
            return NULL;
        }
        return e;
    case N_NAME:
    case N_SUBSCRIPT:
    case N_ATTRIBUTE:
        return NULL;
    default:
        return e;
    }
}

static void set_ctx(Node *e, int ctx) {
    switch (e->kind) {
    case N_LIST:
    case N_TUPLE:
        e->ctx = (uint8_t)ctx;
        for (int i = 0; i < e->l1.n; i++) set_ctx(e->l1.items[i], ctx);
        break;
    case N_STARRED:
        e->ctx = (uint8_t)ctx;
        set_ctx(e->a, ctx);
        break;
    case N_NAME:
    case N_SUBSCRIPT:
    case N_ATTRIBUTE:
        e->ctx = (uint8_t)ctx;
        break;
    default:
        break;
    }
}

/* Make `e` a target of kind `type`, or fail with CPython's message. */
static bool to_target(Parser *p, Node *e, int type) {
    Node *bad = invalid_target(e, type);
    if (bad) {
        err_node(p, bad, type == TARGET_DEL ? "cannot delete %s" : "cannot assign to %s",
                 expr_name(bad));
        return false;
    }
    set_ctx(e, type == TARGET_DEL ? CTX_DEL : CTX_STORE);
    return true;
}

/* ---- expressions ------------------------------------------------------------ */

/* Can this token start an expression? Used by the error hints. */
static bool starts_expression(int k) {
    switch (k) {
    case T_NAME: case T_NUMBER: case T_STRING: case T_LPAR: case T_LSQB: case T_LBRACE:
    case T_MINUS: case T_PLUS: case T_TILDE: case T_KW_NOT: case T_KW_LAMBDA:
    case T_KW_AWAIT: case T_KW_NONE: case T_KW_TRUE: case T_KW_FALSE: case T_ELLIPSIS:
        return true;
    default:
        return false;
    }
}

static bool is_soft_keyword(Parser *p, const Token *t) {
    return tok_is(p, t, "match") || tok_is(p, t, "case") || tok_is(p, t, "_");
}

/* Tokens after which no level of an expression takes another token: no
 * trailer (primary), no operator ('**', binary, comparison, 'and', 'or'),
 * no 'if', nothing that starts an expression (the juxtaposition hint). */
static inline bool ends_operand(int k) {
    switch (k) {
    case T_COMMA: case T_RPAR: case T_RSQB: case T_RBRACE: case T_COLON: case T_NEWLINE:
    case T_EQUAL:
        return true;
    default:
        return false;
    }
}

/* The hints of `invalid_expression` and `invalid_legacy_expression`: a
 * complete disjunction `a` directly followed by something that starts
 * another expression. Returns false when an error was raised. */
static bool hint_juxtaposed(Parser *p, Node *a, int a_start) {
    if (p->no_hints || p->failed || !starts_expression(kind(p))) return true;
    Token *first = &p->t[a_start];
    bool single_name = a->kind == N_NAME && p->pos == a_start + 1;
    Mark m = mark(p);
    /* Looking ahead for a hint must not move where a generic error is
     * reported: CPython reports those at the furthest token of its first
     * pass, which has no hint rules. */
    int maxpos = p->maxpos;
    p->no_hints = true;
    if (single_name && (tok_is(p, first, "print") || tok_is(p, first, "exec"))) {
        Node *b = star_expressions(p);
        p->no_hints = false;
        if (b) {
            err_range(p, a, b, "Missing parentheses in call to '%s'. Did you mean %s(...)?",
                      a->name, a->name);
            p->hard = true;
            return false;
        }
    } else if (!(first->kind == T_NAME && p->t[a_start + 1].kind == T_STRING) &&
               !is_soft_keyword(p, first)) {
        Node *b = expression(p);
        p->no_hints = false;
        if (b && p->pos > 0 && p->t[p->pos - 1].level > 0) {
            err_range(p, a, b, "invalid syntax. Perhaps you forgot a comma?");
            p->hard = true;
            return false;
        }
    }
    p->no_hints = false;
    if (p->failed && p->hard) return false;
    backtrack(p, m);
    p->maxpos = maxpos;
    rewatch(p);
    return true;
}

/* expression:
 *     | disjunction 'if' disjunction 'else' expression
 *     | disjunction
 *     | lambdef */
static inline Node *expression_inner(Parser *p) {
    int k = kind(p);
    if (k == T_KW_LAMBDA) return lambdef(p);
    /* A one-token operand that ends the expression (a name, a number, a
     * string, a constant before ',' or ')'...) is what every level
     * between here and atom() would return unchanged, looking at nothing
     * but the token after it. The token after a NAME, NUMBER, STRING or
     * keyword is never past the end. */
    if ((k == T_NAME || k == T_NUMBER || k == T_STRING || k == T_KW_NONE || k == T_KW_TRUE ||
         k == T_KW_FALSE) &&
        ends_operand(p->t[p->pos + 1].kind)) {
        Node *a = atom(p);
        if (a) (void)peek(p, 0);
        return a;
    }
    int start = p->pos;
    Pos s = here(p);
    Node *a;
    if (k == T_KW_NOT || k == T_PLUS || k == T_MINUS || k == T_TILDE || k == T_KW_AWAIT) {
        a = disjunction(p);
    } else {
        /* What disjunction() does, with the commonest expression, a lone
         * primary before ',' or ')' or NEWLINE..., returned at once: each
         * level above a primary only looks at the token after it. */
        Node *e = primary(p);
        if (!e) return NULL;
        if (ends_operand(kind(p))) return e;
        a = disjunction_rest(p, s, operand_rest(p, s, e));
    }
    if (!a) return NULL;
    if (at(p, T_KW_IF)) {
        advance(p);
        Node *b = disjunction(p);
        if (!b) return NULL;
        if (!accept(p, T_KW_ELSE)) {
            if (p->failed) return NULL;
            /* invalid_expression: disjunction 'if' disjunction !('else'|':') */
            if (!at(p, T_COLON)) err_range(p, a, b, "expected 'else' after 'if' expression");
            else err_generic(p);
            return NULL;
        }
        Node *c = expression(p);
        if (!c) return NULL;
        Node *n = mk(p, N_IFEXP, s);
        if (!n) return NULL;
        n->a = b;
        n->b = a;
        n->c = c;
        return n;
    }
    if (!hint_juxtaposed(p, a, start)) return NULL;
    return a;
}

static Node *expression(Parser *p) {
    if (!enter(p)) return NULL;
    Node *n = expression_inner(p);
    leave(p);
    return n;
}

/* The hints of CPython's `invalid_named_expression` for an element that
 * spans tokens [cs, eq) and is followed by the '=' at `eq`:
 *     | a=NAME '=' b=bitwise_or !('='|':=')
 *         -> "invalid syntax. Maybe you meant '==' or ':=' instead of '='?"
 *     | !(list|tuple|genexp|'True'|'None'|'False') a=bitwise_or b='=' bitwise_or !('='|':=')
 *         -> "cannot assign to %s here. Maybe you meant '==' instead of '='?"
 * Each is checked by re-parsing the element. Returns true when an error was
 * raised. */
static bool equal_hint(Parser *p, int cs, int eq) {
    if (cs >= eq || p->failed) return false;
    Mark m = mark(p);
    int maxpos = p->maxpos;
    bool raised = false;
    p->no_hints = true;
    Token *first = &p->t[cs];
    if (first->kind == T_NAME && cs + 1 == eq) {
        p->pos = cs;
        Node *a = atom(p);
        p->pos = eq + 1;
        Node *b = a ? bitwise_or(p) : NULL;
        if (b && !at(p, T_EQUAL) && !at(p, T_COLONEQUAL)) {
            err_range(p, a, b, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
            raised = true;
        }
    } else {
        bool excluded = first->kind == T_KW_TRUE || first->kind == T_KW_NONE ||
                        first->kind == T_KW_FALSE;
        if (!excluded && (first->kind == T_LSQB || first->kind == T_LPAR)) {
            p->pos = cs;
            Node *a = atom(p);
            excluded = a && (a->kind == N_LIST || a->kind == N_GENEXP ||
                             (a->kind == N_TUPLE && (a->flags & NF_PAREN)));
            if (p->failed && !p->hard) p->failed = false;
        }
        if (!excluded && !p->failed) {
            p->pos = cs;
            Node *a = bitwise_or(p);
            if (a && p->pos == eq) {
                p->pos = eq + 1;
                Node *b = bitwise_or(p);
                if (b && !at(p, T_EQUAL) && !at(p, T_COLONEQUAL)) {
                    err_node(p, a, "cannot assign to %s here. Maybe you meant '==' instead of '='?",
                             expr_name(a));
                    raised = true;
                }
            }
        }
    }
    p->no_hints = false;
    if (raised) return true;
    if (p->failed && p->hard) return true;
    p->failed = false;
    reset(p, m);
    p->maxpos = maxpos;
    rewatch(p);
    return false;
}

/* A '=' after an expression where no assignment can be. */
static void hint_stray_equal(Parser *p, int start) {
    if (!equal_hint(p, start, p->pos)) err_generic(p);
}

/* named_expression:
 *     | NAME ':=' ~ expression
 *     | expression !':=' */
static Node *named_expression(Parser *p) {
    if (at(p, T_NAME) && kind_at(p, 1) == T_COLONEQUAL) {
        Token *nt = advance(p);
        Node *target = name_node(p, nt, CTX_STORE);
        if (!target) return NULL;
        advance(p);
        Node *v = expression(p);
        if (!v) return NULL;
        Node *n = mk(p, N_NAMEDEXPR, tpos(p, nt));
        if (!n) return NULL;
        n->a = target;
        n->b = v;
        return n;
    }
    int start = p->pos;
    Node *e = expression(p);
    if (!e) return NULL;
    if (at(p, T_COLONEQUAL)) {
        err_node(p, e, "cannot use assignment expressions with %s", expr_name(e));
        return NULL;
    }
    if (at(p, T_EQUAL) && !p->no_hints) {
        hint_stray_equal(p, start);
        return NULL;
    }
    return e;
}

/* star_expression: '*' bitwise_or | expression */
static Node *star_expression(Parser *p) {
    if (at(p, T_STAR)) {
        Pos s = here(p);
        advance(p);
        Node *v = bitwise_or(p);
        if (!v) return NULL;
        Node *n = mk(p, N_STARRED, s);
        if (!n) return NULL;
        n->a = v;
        return n;
    }
    return expression(p);
}

/* star_named_expression: '*' bitwise_or | named_expression */
static Node *star_named_expression(Parser *p) {
    if (at(p, T_STAR)) return star_expression(p);
    return named_expression(p);
}

/* Tokens that can follow a complete expression list: the comma-separated
 * loops stop at them after a trailing comma. */
static bool ends_expr_list(int k) {
    switch (k) {
    case T_NEWLINE: case T_SEMI: case T_EQUAL: case T_COLON: case T_RPAR: case T_RSQB:
    case T_RBRACE: case T_ENDMARKER: case T_KW_IN: case T_KW_FOR: case T_KW_ASYNC:
    case T_PLUSEQUAL: case T_MINEQUAL: case T_STAREQUAL: case T_SLASHEQUAL:
    case T_PERCENTEQUAL: case T_AMPEREQUAL: case T_VBAREQUAL: case T_CIRCUMFLEXEQUAL:
    case T_LEFTSHIFTEQUAL: case T_RIGHTSHIFTEQUAL: case T_DOUBLESTAREQUAL:
    case T_DOUBLESLASHEQUAL: case T_ATEQUAL: case T_ERRORTOKEN:
        return true;
    default:
        return false;
    }
}

/* star_expressions:
 *     | star_expression (',' star_expression )+ [',']
 *     | star_expression ','
 *     | star_expression */
static Node *star_expressions(Parser *p) {
    Pos s = here(p);
    Node *first = star_expression(p);
    if (!first) return NULL;
    if (!at(p, T_COMMA)) return first;
    int m = p->sp;
    if (!push(p, first)) return NULL;
    while (accept(p, T_COMMA)) {
        if (ends_expr_list(kind(p))) break;
        Node *e = star_expression(p);
        if (!e) return NULL;
        if (!push(p, e)) return NULL;
    }
    if (p->failed) return NULL;
    Node *t = mk(p, N_TUPLE, s);
    if (!t) return NULL;
    t->l1 = pop_list(p, m);
    return p->failed ? NULL : t;
}

/* The BoolOp of a chain whose first operand `first` starts at `s`: the
 * remaining operands are parsed by the caller's loop. */
static Node *bool_node(Parser *p, Pos s, int op, int m) {
    if (p->failed) return NULL;
    Node *n = mk(p, N_BOOLOP, s);
    if (!n) return NULL;
    n->op = (uint8_t)op;
    n->l1 = pop_list(p, m);
    return p->failed ? NULL : n;
}

/* inversion: 'not' inversion | comparison */
static Node *comparison(Parser *p);
static Node *inversion(Parser *p) {
    if (!at(p, T_KW_NOT)) return comparison(p);
    if (!enter(p)) return NULL;
    Pos s = here(p);
    advance(p);
    Node *v = inversion(p);
    leave(p);
    if (!v) return NULL;
    Node *n = mk(p, N_UNARYOP, s);
    if (!n) return NULL;
    n->op = UOP_NOT;
    n->a = v;
    return n;
}

/* conjunction: inversion ('and' inversion )+ | inversion
 * The rest of a conjunction whose first operand `first` starts at `s`. */
static Node *conjunction_rest(Parser *p, Pos s, Node *first) {
    if (!first || !at(p, T_KW_AND)) return first;
    int m = p->sp;
    if (!push(p, first)) return NULL;
    while (accept(p, T_KW_AND)) {
        Node *e = inversion(p);
        if (!e || !push(p, e)) return NULL;
    }
    return bool_node(p, s, BOOL_AND, m);
}

static Node *conjunction(Parser *p) {
    Pos s = here(p);
    return conjunction_rest(p, s, inversion(p));
}

static Node *comparison_rest(Parser *p, Pos s, Node *left);
static Node *binary_rest(Parser *p, int minprec, Pos s, Node *left);
static Node *factor_rest(Parser *p, Pos s, Node *base);
static int bin_op(int k, int *prec);

/* Most operands of a boolean expression are a lone primary: a name, a
 * literal, a call, followed by a token that no operator level takes (',',
 * ')', ':', NEWLINE...). Such an operand is parsed by primary() directly
 * and each level whose operator follows takes it as its first operand, so
 * the levels that have nothing to do are skipped. The positions looked at,
 * the rules entered and the nodes built are those of the full descent
 * (disjunction -> conjunction -> inversion -> comparison -> bitwise_or ->
 * factor -> primary), none of which enters a rule (enter()) before
 * primary when the first token is no unary operator, 'not' or 'await'. */
static Node *conjunction_operand(Parser *p) {
    Pos s = here(p);
    int k = kind(p);
    if (k == T_KW_NOT || k == T_PLUS || k == T_MINUS || k == T_TILDE || k == T_KW_AWAIT)
        return conjunction(p);
    return operand_rest(p, s, primary(p));
}

/* The levels above a primary `e` that starts at `s`: the operators that
 * follow it up to the end of its conjunction operand. */
static Node *operand_rest(Parser *p, Pos s, Node *e) {
    if (!e) return NULL;
    int prec;
    int k = kind(p);
    if (k == T_DOUBLESTAR) {
        e = factor_rest(p, s, e);
        if (!e) return NULL;
        k = kind(p);
    }
    if (bin_op(k, &prec) >= 0) {
        e = binary_rest(p, 1, s, e);
        if (!e) return NULL;
        k = kind(p);
    }
    switch (k) {
    case T_EQEQUAL: case T_NOTEQUAL: case T_LESS: case T_LESSEQUAL: case T_GREATER:
    case T_GREATEREQUAL: case T_KW_IN: case T_KW_IS: case T_KW_NOT:
        e = comparison_rest(p, s, e);
        if (!e) return NULL;
        k = kind(p);
        break;
    default:
        break;
    }
    return k == T_KW_AND ? conjunction_rest(p, s, e) : e;
}

/* disjunction: conjunction ('or' conjunction )+ | conjunction
 * The rest of a disjunction whose first operand `first` starts at `s`. */
static Node *disjunction_rest(Parser *p, Pos s, Node *first) {
    if (!first || !at(p, T_KW_OR)) return first;
    int m = p->sp;
    if (!push(p, first)) return NULL;
    while (accept(p, T_KW_OR)) {
        Node *e = conjunction_operand(p);
        if (!e || !push(p, e)) return NULL;
    }
    return bool_node(p, s, BOOL_OR, m);
}

static Node *disjunction(Parser *p) {
    Pos s = here(p);
    return disjunction_rest(p, s, conjunction_operand(p));
}

/* The comparison operator at the cursor, or -1; `width` is its token count. */
static int cmp_op(Parser *p, int *width) {
    *width = 1;
    switch (kind(p)) {
    case T_EQEQUAL: return CMP_EQ;
    case T_NOTEQUAL: return CMP_NOTEQ;
    case T_LESS: return CMP_LT;
    case T_LESSEQUAL: return CMP_LTE;
    case T_GREATER: return CMP_GT;
    case T_GREATEREQUAL: return CMP_GTE;
    case T_KW_IN: return CMP_IN;
    case T_KW_IS:
        if (kind_at(p, 1) == T_KW_NOT) {
            *width = 2;
            return CMP_ISNOT;
        }
        return CMP_IS;
    case T_KW_NOT:
        if (kind_at(p, 1) == T_KW_IN) {
            *width = 2;
            return CMP_NOTIN;
        }
        return -1;
    default: return -1;
    }
}

/* comparison: bitwise_or compare_op_bitwise_or_pair+ | bitwise_or */
static Node *comparison(Parser *p) {
    Pos s = here(p);
    return comparison_rest(p, s, bitwise_or(p));
}

/* The rest of a comparison whose first operand `left` starts at `s`. */
static Node *comparison_rest(Parser *p, Pos s, Node *left) {
    if (!left) return NULL;
    int w;
    int op = cmp_op(p, &w);
    if (op < 0) return left;
    int m = p->sp;
    uint8_t small[16];
    uint8_t *ops = small;
    int nops = 0, cap = 16;
    while (op >= 0) {
        for (int i = 0; i < w; i++) advance(p);
        Node *r = bitwise_or(p);
        if (!r || !push(p, r)) return NULL;
        if (nops == cap) {
            uint8_t *no = arena_alloc(p->a, (size_t)cap * 2);
            if (!no) {
                oom(p);
                return NULL;
            }
            memcpy(no, ops, (size_t)nops);
            ops = no;
            cap *= 2;
        }
        ops[nops++] = (uint8_t)op;
        op = cmp_op(p, &w);
    }
    Node *n = mk(p, N_COMPARE, s);
    if (!n) return NULL;
    n->a = left;
    n->l1 = pop_list(p, m);
    n->cmpops = arena_alloc(p->a, (size_t)nops);
    if (!n->cmpops) {
        oom(p);
        return NULL;
    }
    memcpy(n->cmpops, ops, (size_t)nops);
    return p->failed ? NULL : n;
}

/* Binary operators by precedence, lowest first:
 *   bitwise_or '|', bitwise_xor '^', bitwise_and '&', shift_expr '<<' '>>',
 *   sum '+' '-', term '*' '/' '//' '%' '@'.
 * All are left-associative, so one precedence-climbing loop does them. */
static int bin_op(int k, int *prec) {
    switch (k) {
    case T_VBAR: *prec = 1; return OP_BITOR_;
    case T_CIRCUMFLEX: *prec = 2; return OP_BITXOR_;
    case T_AMPER: *prec = 3; return OP_BITAND_;
    case T_LEFTSHIFT: *prec = 4; return OP_LSHIFT_;
    case T_RIGHTSHIFT: *prec = 4; return OP_RSHIFT_;
    case T_PLUS: *prec = 5; return OP_ADD_;
    case T_MINUS: *prec = 5; return OP_SUB_;
    case T_STAR: *prec = 6; return OP_MULT_;
    case T_SLASH: *prec = 6; return OP_DIV_;
    case T_DOUBLESLASH: *prec = 6; return OP_FLOORDIV_;
    case T_PERCENT: *prec = 6; return OP_MOD_;
    case T_AT: *prec = 6; return OP_MATMULT_;
    default: return -1;
    }
}

static Node *factor(Parser *p);

static Node *binary(Parser *p, int minprec) {
    Pos s = here(p);
    return binary_rest(p, minprec, s, factor(p));
}

/* The operators that follow a first operand `left` starting at `s`. */
static Node *binary_rest(Parser *p, int minprec, Pos s, Node *left) {
    if (!left) return NULL;
    for (;;) {
        int prec;
        int op = bin_op(kind(p), &prec);
        if (op < 0 || prec < minprec) break;
        advance(p);
        Node *right = prec < 6 ? binary(p, prec + 1) : factor(p);
        if (!right) return NULL;
        Node *n = mk(p, N_BINOP, s);
        if (!n) return NULL;
        n->a = left;
        n->op = (uint8_t)op;
        n->b = right;
        left = n;
    }
    return left;
}

static Node *bitwise_or(Parser *p) { return binary(p, 1); }

/* factor: '+' factor | '-' factor | '~' factor | power
 * power: await_primary '**' factor | await_primary */
static Node *factor(Parser *p) {
    int k = kind(p);
    if (k == T_PLUS || k == T_MINUS || k == T_TILDE) {
        if (!enter(p)) return NULL;
        Pos s = here(p);
        advance(p);
        Node *v = factor(p);
        leave(p);
        if (!v) return NULL;
        Node *n = mk(p, N_UNARYOP, s);
        if (!n) return NULL;
        n->op = k == T_PLUS ? UOP_UADD : k == T_MINUS ? UOP_USUB : UOP_INVERT;
        n->a = v;
        return n;
    }
    Node *base;
    Pos s = here(p);
    if (at(p, T_KW_AWAIT)) {
        advance(p);
        Node *v = primary(p);
        if (!v) return NULL;
        base = mk(p, N_AWAIT, s);
        if (!base) return NULL;
        base->a = v;
    } else {
        base = primary(p);
        if (!base) return NULL;
    }
    return factor_rest(p, s, base);
}

/* The '**' part of a power whose base `base` starts at `s`. */
static Node *factor_rest(Parser *p, Pos s, Node *base) {
    if (!at(p, T_DOUBLESTAR)) return base;
    if (!enter(p)) return NULL;
    advance(p);
    Node *e = factor(p);
    leave(p);
    if (!e) return NULL;
    Node *n = mk(p, N_BINOP, s);
    if (!n) return NULL;
    n->a = base;
    n->op = OP_POW_;
    n->b = e;
    return n;
}

/* ---- calls ------------------------------------------------------------------ */

/* The arguments of a call or of a class definition, after the '('. Fills
 * `args` and `kws`; on return the ')' has been consumed. A generator
 * expression that is the sole argument of a call (`allow_genexp`) spans
 * from the call's '(' at `paren`.
 *
 * Positional arguments go on the scratch stack; keywords, which may be
 * interleaved with them (`f(a=1, *b)`), into a separate arena array. The
 * CPython errors about argument order are reported after the closing ')'
 * has been looked at, where CPython's second pass reports them. */
static bool call_args(Parser *p, Pos paren, NodeList *args, NodeList *kws, bool allow_genexp) {
    int am = p->sp;
    int nkw = 0;
    Node **kw_items = NULL;
    int kw_cap = 0;
    bool seen_kw = false, seen_dstar = false;
    bool pending_positional = false;
    bool pending_unpack = false;
    int npos_args = 0;
    /* The first argument and the last one so far: the span of a `*`
     * after `**` errors. */
    Node *first_item = NULL, *last_item = NULL;
    while (!at(p, T_RPAR)) {
        if (p->failed) return false;
        Token *t = peek(p, 0);
        Node *item = NULL;
        bool is_kw = false;
        if (t->kind == T_DOUBLESTAR) {
            Pos s = tpos(p, t);
            advance(p);
            Node *v = expression(p);
            if (!v) return false;
            item = mk(p, N_KEYWORD, s);
            if (!item) return false;
            item->a = v;
            is_kw = true;
            seen_dstar = true;
        } else if (t->kind == T_STAR) {
            if (seen_dstar) {
                /* CPython's caret spans the arguments before the `*`. */
                err_range(p, first_item, last_item, "iterable argument unpacking follows keyword argument unpacking");
                return false;
            }
            Pos s = tpos(p, t);
            advance(p);
            Node *v = expression(p);
            if (!v) return false;
            item = mk(p, N_STARRED, s);
            if (!item) return false;
            item->a = v;
        } else if (t->kind == T_NAME && kind_at(p, 1) == T_EQUAL) {
            advance(p);
            Token *eqt = advance(p);
            Node *v = expression(p);
            if (!v) return false;
            if (at(p, T_KW_FOR) || (at(p, T_KW_ASYNC) && kind_at(p, 1) == T_KW_FOR)) {
                err_at(p, PERR_SYNTAX, t->line, t->col + 1, eqt->end_col + 1,
                       "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
                return false;
            }
            item = mk(p, N_KEYWORD, tpos(p, t));
            if (!item) return false;
            item->name = name_of(p, t);
            if (!item->name) return false;
            item->a = v;
            is_kw = true;
            seen_kw = true;
        } else if ((t->kind == T_KW_TRUE || t->kind == T_KW_FALSE || t->kind == T_KW_NONE) &&
                   kind_at(p, 1) == T_EQUAL) {
            Token *eq = peek(p, 1);
            err_at(p, PERR_SYNTAX, t->line, t->col + 1, eq->end_col + 1, "cannot assign to %s",
                   lex_kind_name(t->kind));
            return false;
        } else {
            item = (t->kind == T_NAME && kind_at(p, 1) == T_COLONEQUAL) ? named_expression(p)
                                                                        : expression(p);
            if (!item) return false;
            if (at(p, T_EQUAL)) {
                Token *eq = peek(p, 0);
                err_at(p, PERR_SYNTAX, item->line, raw_col(p, item->line, item->col) + 1,
                       eq->end_col + 1,
                       "expression cannot contain assignment, perhaps you meant \"==\"?");
                return false;
            }
            if (at(p, T_COLONEQUAL)) {
                err_node(p, item, "cannot use assignment expressions with %s", expr_name(item));
                return false;
            }
            if (at(p, T_KW_FOR) || (at(p, T_KW_ASYNC) && kind_at(p, 1) == T_KW_FOR)) {
                NodeList gens;
                Node *elt = item;
                if (!allow_genexp) {
                    err_generic(p);
                    return false;
                }
                if (!comprehension_clauses(p, &gens)) return false;
                bool sole = npos_args == 0 && nkw == 0 && at(p, T_RPAR) && p->sp == am;
                if (!sole) {
                    Node *lastc = gens.items[gens.n - 1];
                    Node *last = lastc->l1.n ? lastc->l1.items[lastc->l1.n - 1] : lastc->b;
                    err_range(p, elt, last, "Generator expression must be parenthesized");
                    return false;
                }
                advance(p); /* ')' */
                item = mk(p, N_GENEXP, paren);
                if (!item) return false;
                item->a = elt;
                item->l1 = gens;
                if (!push(p, item)) return false;
                *args = pop_list(p, am);
                kws->items = NULL;
                kws->n = 0;
                return !p->failed;
            }
        }
        if (!first_item) first_item = item;
        last_item = item;
        if (is_kw) {
            if (nkw == kw_cap) {
                int ncap = kw_cap ? kw_cap * 2 : 8;
                Node **ni = arena_alloc(p->a, (size_t)ncap * sizeof(Node *));
                if (!ni) {
                    oom(p);
                    return false;
                }
                if (nkw) memcpy(ni, kw_items, (size_t)nkw * sizeof(Node *));
                kw_items = ni;
                kw_cap = ncap;
            }
            kw_items[nkw++] = item;
        } else {
            if (item->kind != N_STARRED) {
                if (seen_dstar) pending_unpack = true;
                else if (seen_kw) pending_positional = true;
            }
            npos_args++;
            if (!push(p, item)) return false;
        }
        if (!accept(p, T_COMMA)) break;
    }
    if (p->failed) return false;
    if (!at(p, T_RPAR)) {
        err_generic(p);
        return false;
    }
    if (pending_unpack || pending_positional) {
        err_last(p, pending_unpack ? "positional argument follows keyword argument unpacking"
                                   : "positional argument follows keyword argument");
        return false;
    }
    advance(p);
    *args = pop_list(p, am);
    kws->n = nkw;
    kws->items = kw_items;
    return !p->failed;
}

/* primary:
 *     | primary '.' NAME
 *     | primary genexp
 *     | primary '(' [arguments] ')'
 *     | primary '[' slices ']'
 *     | atom */
static Node *primary(Parser *p) {
    Pos s = here(p);
    Node *e = atom(p);
    if (!e) return NULL;
    for (;;) {
        int k = kind(p);
        if (k != T_DOT && k != T_LPAR && k != T_LSQB) break;
        if (k == T_DOT) {
            advance_seen(p);
            if (!at(p, T_NAME)) {
                err_generic(p);
                return NULL;
            }
            Token *nt = advance_seen(p);
            Node *n = mk_named(p, N_ATTRIBUTE, s, nt);
            if (!n) return NULL;
            n->a = e;
            e = n;
        } else if (k == T_LPAR) {
            Pos paren = here(p);
            advance_seen(p);
            NodeList args, kws;
            if (!call_args(p, paren, &args, &kws, true)) return NULL;
            Node *n = mk(p, N_CALL, s);
            if (!n) return NULL;
            n->a = e;
            n->l1 = args;
            n->l2 = kws;
            e = n;
        } else {
            advance_seen(p);
            Node *sl = slices(p);
            if (!sl || !expect(p, T_RSQB)) return NULL;
            Node *n = mk(p, N_SUBSCRIPT, s);
            if (!n) return NULL;
            n->a = e;
            n->b = sl;
            e = n;
        }
    }
    return e;
}

/* slice:
 *     | [expression] ':' [expression] [':' [expression] ]
 *     | named_expression
 * Inside a subscript, `*expression` is also allowed (PEP 646). */
static Node *slice_item(Parser *p) {
    Pos s = here(p);
    if (at(p, T_STAR)) {
        advance(p);
        Node *v = expression(p);
        if (!v) return NULL;
        Node *n = mk(p, N_STARRED, s);
        if (n) n->a = v;
        return n;
    }
    Node *lower = NULL;
    if (!at(p, T_COLON)) {
        /* `x[y := 0:1]` is not a slice; `x[(y := 0):1]` is. */
        bool bare_walrus = at(p, T_NAME) && kind_at(p, 1) == T_COLONEQUAL;
        lower = named_expression(p);
        if (!lower) return NULL;
        if (!at(p, T_COLON) || bare_walrus) return lower;
    }
    advance(p); /* ':' */
    Node *upper = NULL, *step = NULL;
    int k = kind(p);
    if (k != T_COLON && k != T_COMMA && k != T_RSQB) {
        upper = expression(p);
        if (!upper) return NULL;
    }
    if (accept(p, T_COLON)) {
        k = kind(p);
        if (k != T_COMMA && k != T_RSQB) {
            step = expression(p);
            if (!step) return NULL;
        }
    }
    if (p->failed) return NULL;
    Node *n = mk(p, N_SLICE, s);
    if (!n) return NULL;
    n->a = lower;
    n->b = upper;
    n->c = step;
    return n;
}

/* slices: slice !',' | ','.(slice | starred_expression)+ [','] */
static Node *slices(Parser *p) {
    Pos s = here(p);
    Node *first = slice_item(p);
    if (!first) return NULL;
    if (!at(p, T_COMMA) && first->kind != N_STARRED) return first;
    int m = p->sp;
    if (!push(p, first)) return NULL;
    while (accept(p, T_COMMA)) {
        if (at(p, T_RSQB)) break;
        Node *e = slice_item(p);
        if (!e || !push(p, e)) return NULL;
    }
    if (p->failed) return NULL;
    Node *t = mk(p, N_TUPLE, s);
    if (!t) return NULL;
    t->l1 = pop_list(p, m);
    return p->failed ? NULL : t;
}

/* ---- atoms ------------------------------------------------------------------ */

static Node *constant(Parser *p, Pos s, int ck) {
    Node *n = mk(p, N_CONSTANT, s);
    if (n) n->ckind = (uint8_t)ck;
    return n;
}

/* A decimal literal of at most 19 significant digits whose value is w *
 * 10^e with w < 2^53 and |e| <= 22: both factors are exact doubles, so
 * one multiplication or division rounds correctly, as strtod does (the
 * fast path of Clinger's algorithm). False for anything else. */
static bool fast_double(const char *s, double *out) {
#if FLT_EVAL_METHOD == 0
    static const double p10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                 1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    uint64_t w = 0;
    int digits = 0, e = 0;
    const char *c = s;
    for (; *c >= '0' && *c <= '9'; c++) {
        if (w == 0 && *c == '0') continue;
        if (++digits > 19) return false;
        w = w * 10 + (uint64_t)(*c - '0');
    }
    if (*c == '.') {
        for (c++; *c >= '0' && *c <= '9'; c++) {
            if (w == 0 && *c == '0') {
                e--;
                continue;
            }
            if (++digits > 19) return false;
            w = w * 10 + (uint64_t)(*c - '0');
            e--;
        }
    }
    if (*c == 'e' || *c == 'E') {
        c++;
        bool neg = *c == '-';
        if (*c == '+' || *c == '-') c++;
        if (*c < '0' || *c > '9') return false;
        int x = 0;
        for (; *c >= '0' && *c <= '9'; c++) {
            if (x > 1000) return false;
            x = x * 10 + (*c - '0');
        }
        e += neg ? -x : x;
    }
    if (*c != '\0' || w >= ((uint64_t)1 << 53)) return false;
    if (w == 0) {
        *out = 0.0;
        return true;
    }
    if (e < -22 || e > 22) return false;
    *out = e < 0 ? (double)w / p10[-e] : (double)w * p10[e];
    return true;
#else
    (void)s;
    (void)out;
    return false;
#endif
}

/* Convert decimal text (underscores already removed) to a double the way
 * Python does: correctly rounded, independent of the C locale. */
static double parse_double(const char *s) {
    double fast;
    if (fast_double(s, &fast)) return fast;
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (*end == '\0') return v;
    /* The host set a locale whose decimal point is not '.'. */
    const char *dp = localeconv()->decimal_point;
    char buf[512];
    size_t n = strlen(s);
    char *tmp = n + 8 < sizeof buf ? buf : malloc(n * 4 + 8);
    if (!tmp) return v;
    size_t o = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '.') {
            for (const char *d = dp; *d; d++) tmp[o++] = *d;
        } else {
            tmp[o++] = s[i];
        }
    }
    tmp[o] = '\0';
    v = strtod(tmp, &end);
    if (tmp != buf) free(tmp);
    return v;
}

static Node *number(Parser *p) {
    Token *t = advance(p);
    const char *s = p->src + t->start;
    size_t n = t->end - t->start;
    char *txt = arena_alloc(p->a, n + 1);
    if (!txt) {
        oom(p);
        return NULL;
    }
    size_t o = 0;
    for (size_t i = 0; i < n; i++)
        if (s[i] != '_') txt[o++] = s[i];
    txt[o] = '\0';
    Node *c = mk(p, N_CONSTANT, tpos(p, t));
    if (!c) return NULL;
    bool radix = o > 1 && txt[0] == '0' && strchr("xXoObB", txt[1]);
    if (radix) {
        txt[1] = (char)(txt[1] | 0x20);
        c->ckind = C_INT;
        c->str = txt;
        c->slen = o;
    } else if (txt[o - 1] == 'j' || txt[o - 1] == 'J') {
        txt[o - 1] = '\0';
        c->ckind = C_IMAG;
        c->fval = parse_double(txt);
    } else if (strpbrk(txt, ".eE")) {
        c->ckind = C_FLOAT;
        c->fval = parse_double(txt);
    } else {
        c->ckind = C_INT;
        c->str = txt;
        c->slen = o;
    }
    return c;
}

/* group: '(' (yield_expr | named_expression) ')'
 * tuple: '(' [star_named_expression ',' [star_named_expressions] ] ')'
 * genexp: '(' (assignment_expression | expression !':=') for_if_clauses ')' */
static Node *paren_atom(Parser *p) {
    Pos s = here(p);
    advance(p);
    if (accept(p, T_RPAR)) {
        Node *t = mk(p, N_TUPLE, s);
        if (t) t->flags = NF_PAREN;
        return t;
    }
    if (at(p, T_KW_YIELD)) {
        Node *y = yield_expr(p);
        if (!y || !expect(p, T_RPAR)) return NULL;
        return y;
    }
    if (at(p, T_DOUBLESTAR)) {
        Token *st = peek(p, 0);
        advance(p);
        Node *v = expression(p);
        if (!v) return NULL;
        if (at(p, T_RPAR)) {
            err_at(p, PERR_SYNTAX, st->line, st->col + 1, raw_col(p, v->end_line, v->end_col) + 1,
                   "cannot use double starred expression here");
            return NULL;
        }
        err_generic(p);
        return NULL;
    }
    Node *first = star_named_expression(p);
    if (!first) return NULL;
    if (at(p, T_KW_FOR) || (at(p, T_KW_ASYNC) && kind_at(p, 1) == T_KW_FOR)) {
        NodeList gens;
        if (!comprehension_clauses(p, &gens)) return NULL;
        if (!expect(p, T_RPAR)) return NULL;
        Node *g = mk(p, N_GENEXP, s);
        if (!g) return NULL;
        g->a = first;
        g->l1 = gens;
        g->flags = NF_PAREN;
        if (first->kind == N_STARRED) {
            err_node(p, first, "iterable unpacking cannot be used in comprehension");
            return NULL;
        }
        return g;
    }
    if (!at(p, T_COMMA)) {
        if (!at(p, T_RPAR)) {
            err_generic(p);
            return NULL;
        }
        advance(p);
        if (first->kind == N_STARRED) {
            err_node(p, first, "cannot use starred expression here");
            return NULL;
        }
        return first;
    }
    int m = p->sp;
    if (!push(p, first)) return NULL;
    while (accept(p, T_COMMA)) {
        if (at(p, T_RPAR)) break;
        Node *e = star_named_expression(p);
        if (!e || !push(p, e)) return NULL;
    }
    if (p->failed || !expect(p, T_RPAR)) return NULL;
    Node *t = mk(p, N_TUPLE, s);
    if (!t) return NULL;
    t->l1 = pop_list(p, m);
    t->flags = NF_PAREN;
    return p->failed ? NULL : t;
}

/* list: '[' [star_named_expressions] ']'
 * listcomp: '[' named_expression for_if_clauses ']' */
static Node *list_atom(Parser *p) {
    Pos s = here(p);
    advance(p);
    int m = p->sp;
    if (!at(p, T_RSQB)) {
        Node *first = star_named_expression(p);
        if (!first) return NULL;
        if (at(p, T_KW_FOR) || (at(p, T_KW_ASYNC) && kind_at(p, 1) == T_KW_FOR)) {
            NodeList gens;
            if (first->kind == N_STARRED) {
                err_node(p, first, "iterable unpacking cannot be used in comprehension");
                return NULL;
            }
            if (!comprehension_clauses(p, &gens)) return NULL;
            if (!expect(p, T_RSQB)) return NULL;
            Node *c = mk(p, N_LISTCOMP, s);
            if (!c) return NULL;
            c->a = first;
            c->l1 = gens;
            return c;
        }
        if (!push(p, first)) return NULL;
        while (accept(p, T_COMMA)) {
            if (at(p, T_RSQB)) break;
            Node *e = star_named_expression(p);
            if (!e || !push(p, e)) return NULL;
        }
        if (p->failed) return NULL;
        if (at(p, T_KW_FOR) && p->sp - m > 1) {
            err_range(p, p->stk[m], p->stk[p->sp - 1],
                      "did you forget parentheses around the comprehension target?");
            return NULL;
        }
    }
    if (!expect(p, T_RSQB)) return NULL;
    Node *l = mk(p, N_LIST, s);
    if (!l) return NULL;
    l->l1 = pop_list(p, m);
    return p->failed ? NULL : l;
}

/* A dictionary value after "key:" */
static Node *dict_value(Parser *p, Token *colon) {
    if (at(p, T_STAR)) {
        Token *st = peek(p, 0);
        advance(p);
        Node *v = bitwise_or(p);
        if (!v) return NULL;
        err_at(p, PERR_SYNTAX, st->line, st->col + 1, raw_col(p, v->end_line, v->end_col) + 1,
               "cannot use a starred expression in a dictionary value");
        return NULL;
    }
    if (at(p, T_RBRACE) || at(p, T_COMMA)) {
        err_tok(p, colon, "expression expected after dictionary key and ':'");
        return NULL;
    }
    return expression(p);
}

/* dict: '{' [double_starred_kvpairs] '}'
 * set: '{' star_named_expressions '}'
 * dictcomp: '{' kvpair for_if_clauses '}'
 * setcomp: '{' named_expression for_if_clauses '}' */
static Node *brace_atom(Parser *p) {
    Pos s = here(p);
    advance(p);
    if (accept(p, T_RBRACE)) return mk(p, N_DICT, s);
    bool is_dict;
    Node *first_key = NULL, *first_val = NULL;
    if (at(p, T_DOUBLESTAR)) {
        advance(p);
        first_val = bitwise_or(p);
        if (!first_val) return NULL;
        is_dict = true;
    } else {
        first_key = star_named_expression(p);
        if (!first_key) return NULL;
        is_dict = at(p, T_COLON) && first_key->kind != N_STARRED;
        if (is_dict) {
            Token *colon = advance_seen(p);
            first_val = dict_value(p, colon);
            if (!first_val) return NULL;
        }
    }
    bool comp = at(p, T_KW_FOR) || (at(p, T_KW_ASYNC) && kind_at(p, 1) == T_KW_FOR);
    if (comp) {
        if (is_dict && !first_key) {
            err_generic(p);
            return NULL;
        }
        if (!is_dict && first_key->kind == N_STARRED) {
            err_node(p, first_key, "iterable unpacking cannot be used in comprehension");
            return NULL;
        }
        NodeList gens;
        if (!comprehension_clauses(p, &gens) || !expect(p, T_RBRACE)) return NULL;
        Node *c = mk(p, is_dict ? N_DICTCOMP : N_SETCOMP, s);
        if (!c) return NULL;
        if (is_dict) {
            c->a = first_key;
            c->b = first_val;
        } else {
            c->a = first_key;
        }
        c->l1 = gens;
        return c;
    }
    if (is_dict) {
        int km = p->sp;
        if (!push(p, first_key) || !push(p, first_val)) return NULL;
        while (accept(p, T_COMMA)) {
            if (at(p, T_RBRACE)) break;
            Node *k = NULL, *v;
            if (accept(p, T_DOUBLESTAR)) {
                v = bitwise_or(p);
                if (!v) return NULL;
            } else {
                k = expression(p);
                if (!k) return NULL;
                if (!at(p, T_COLON)) {
                    if (at(p, T_RBRACE) || at(p, T_COMMA)) {
                        err_at(p, PERR_SYNTAX, k->line, raw_col(p, k->line, k->col) + 1, 0,
                               "':' expected after dictionary key");
                        return NULL;
                    }
                    err_generic(p);
                    return NULL;
                }
                Token *colon = advance_seen(p);
                v = dict_value(p, colon);
                if (!v) return NULL;
            }
            if (!push(p, k) || !push(p, v)) return NULL;
        }
        if (p->failed) return NULL;
        if (!at(p, T_RBRACE)) {
            err_generic(p);
            return NULL;
        }
        advance(p);
        Node *d = mk(p, N_DICT, s);
        if (!d) return NULL;
        int cnt = (p->sp - km) / 2;
        Node **keys = arena_alloc(p->a, (size_t)cnt * sizeof(Node *));
        Node **vals = arena_alloc(p->a, (size_t)cnt * sizeof(Node *));
        if (!keys || !vals) {
            oom(p);
            return NULL;
        }
        for (int i = 0; i < cnt; i++) {
            keys[i] = p->stk[km + 2 * i];
            vals[i] = p->stk[km + 2 * i + 1];
        }
        p->sp = km;
        d->l1.items = keys;
        d->l1.n = cnt;
        d->l2.items = vals;
        d->l2.n = cnt;
        return d;
    }
    int m = p->sp;
    if (!push(p, first_key)) return NULL;
    while (accept(p, T_COMMA)) {
        if (at(p, T_RBRACE)) break;
        Node *e = star_named_expression(p);
        if (!e || !push(p, e)) return NULL;
    }
    if (p->failed) return NULL;
    if (at(p, T_KW_FOR) && p->sp - m > 1) {
        err_range(p, p->stk[m], p->stk[p->sp - 1],
                  "did you forget parentheses around the comprehension target?");
        return NULL;
    }
    if (!expect(p, T_RBRACE)) return NULL;
    Node *st = mk(p, N_SET, s);
    if (!st) return NULL;
    st->l1 = pop_list(p, m);
    return p->failed ? NULL : st;
}

/* atom:
 *     | NAME | 'True' | 'False' | 'None' | strings | NUMBER
 *     | (tuple | group | genexp) | (list | listcomp)
 *     | (dict | set | dictcomp | setcomp) | '...' */
static Node *atom(Parser *p) {
    Token *t = peek(p, 0);
    switch (t->kind) {
    case T_NAME: {
        advance_seen(p);
        return name_node(p, t, CTX_LOAD);
    }
    case T_KW_TRUE: advance_seen(p); return constant(p, tpos(p, t), C_TRUE);
    case T_KW_FALSE: advance_seen(p); return constant(p, tpos(p, t), C_FALSE);
    case T_KW_NONE: advance_seen(p); return constant(p, tpos(p, t), C_NONE);
    case T_ELLIPSIS: advance_seen(p); return constant(p, tpos(p, t), C_ELLIPSIS);
    case T_NUMBER: return number(p);
    case T_STRING: return strings(p);
    case T_LPAR: return paren_atom(p);
    case T_LSQB: return list_atom(p);
    case T_LBRACE: return brace_atom(p);
    default:
        err_generic(p);
        return NULL;
    }
}

/* for_if_clauses: for_if_clause+
 * for_if_clause:
 *     | ASYNC 'for' star_targets 'in' ~ disjunction ('if' disjunction )*
 *     | 'for' star_targets 'in' ~ disjunction ('if' disjunction )* */
static bool comprehension_clauses(Parser *p, NodeList *out) {
    int m = p->sp;
    while (at(p, T_KW_FOR) || (at(p, T_KW_ASYNC) && kind_at(p, 1) == T_KW_FOR)) {
        Pos s = here(p);
        bool is_async = accept(p, T_KW_ASYNC);
        advance(p);
        Node *target = star_targets(p, true);
        if (!target) return false;
        if (!at(p, T_KW_IN)) {
            err_generic(p);
            return false;
        }
        advance(p);
        Node *iter = disjunction(p);
        if (!iter) return false;
        int im = p->sp;
        while (accept(p, T_KW_IF)) {
            Node *c = disjunction(p);
            if (!c || !push(p, c)) return false;
        }
        if (p->failed) return false;
        Node *comp = mk(p, N_COMPREHENSION, s);
        if (!comp) return false;
        comp->a = target;
        comp->b = iter;
        comp->l1 = pop_list(p, im);
        comp->flags = is_async ? NF_ASYNC : 0;
        if (!push(p, comp)) return false;
    }
    *out = pop_list(p, m);
    return !p->failed;
}

/* star_targets as used by `for` and comprehensions: a comma-separated
 * list of `'*'? bitwise_or` (bitwise_or stops before `in`), validated as
 * assignment targets. */
static Node *star_target_item(Parser *p) {
    if (at(p, T_STAR)) {
        Pos s = here(p);
        advance(p);
        if (at(p, T_STAR)) {
            err_generic(p);
            return NULL;
        }
        if (!enter(p)) return NULL;
        Node *v = star_target_item(p);
        leave(p);
        if (!v) return NULL;
        Node *n = mk(p, N_STARRED, s);
        if (n) n->a = v;
        return n;
    }
    return bitwise_or(p);
}

static Node *star_targets(Parser *p, bool allow_tuple) {
    Pos s = here(p);
    Node *first = star_target_item(p);
    if (!first) return NULL;
    Node *res = first;
    if (allow_tuple && at(p, T_COMMA)) {
        int m = p->sp;
        if (!push(p, first)) return NULL;
        while (accept(p, T_COMMA)) {
            int k = kind(p);
            if (k == T_KW_IN || k == T_EQUAL || k == T_RPAR || k == T_COLON) break;
            Node *e = star_target_item(p);
            if (!e || !push(p, e)) return NULL;
        }
        if (p->failed) return NULL;
        res = mk(p, N_TUPLE, s);
        if (!res) return NULL;
        res->l1 = pop_list(p, m);
        if (p->failed) return NULL;
    }
    if (!to_target(p, res, TARGET_FOR)) return NULL;
    return res;
}

/* ---- lambda and parameters -------------------------------------------------- */

/* One parameter: NAME [':' annotation] (annotations only for `def`). */
static Node *param(Parser *p, bool annotations, bool star_annotation) {
    if (!at(p, T_NAME)) {
        err_generic(p);
        return NULL;
    }
    Token *nt = advance(p);
    Node *ann = NULL;
    if (annotations && accept(p, T_COLON)) {
        if (star_annotation && at(p, T_STAR)) {
            Pos s = here(p);
            advance(p);
            Node *v = expression(p);
            if (!v) return NULL;
            ann = mk(p, N_STARRED, s);
            if (!ann) return NULL;
            ann->a = v;
        } else {
            ann = expression(p);
            if (!ann) return NULL;
        }
    }
    Node *a = mk(p, N_ARG, tpos(p, nt));
    if (!a) return NULL;
    a->name = name_of(p, nt);
    if (!a->name) return NULL;
    a->a = ann;
    return a;
}

/* parameters / lambda_parameters: positional parameters with an optional
 * '/', then '*' [vararg] and keyword-only parameters, then '**' kwarg.
 * Stops before `close` (')' for def, ':' for lambda). */
static Node *parameters(Parser *p, int close, bool annotations) {
    Node *args = mk(p, N_ARGUMENTS, here(p));
    if (!args) return NULL;
    int pm = p->sp;
    /* Defaults and keyword-only parameters go to side lists, grown in the
     * arena; parameter lists are short. */
    Node *defaults[16];
    int ndef = 0;
    Node **defs = defaults;
    int defcap = 16;
    int kwm = -1;
    Node **kwdefs = NULL;
    int nkwdef = 0, kwdefcap = 0;
    bool seen_slash = false, seen_star = false, seen_default = false;
    int posonly = 0;
    while (!at(p, close)) {
        if (p->failed) return NULL;
        Token *t = peek(p, 0);
        if (args->b) {
            /* Nothing may follow **kwargs. */
            err_tok(p, t, "arguments cannot follow var-keyword argument");
            return NULL;
        }
        if (t->kind == T_SLASH) {
            if (seen_slash) {
                err_tok(p, t, "/ may appear only once");
                return NULL;
            }
            if (seen_star) {
                err_tok(p, t, "/ must be ahead of *");
                return NULL;
            }
            if (p->sp == pm) {
                if (hint_kind_at(p, 1) == T_COMMA)
                    err_tok(p, t, "at least one argument must precede /");
                else err_generic(p);
                return NULL;
            }
            advance(p);
            seen_slash = true;
            posonly = p->sp - pm;
            if (at(p, T_STAR)) {
                err_tok(p, peek(p, 0), "expected comma between / and *");
                return NULL;
            }
        } else if (t->kind == T_STAR) {
            if (seen_star) {
                err_tok(p, t, "* argument may appear only once");
                return NULL;
            }
            advance(p);
            seen_star = true;
            kwm = p->sp;
            if (at(p, T_NAME)) {
                Node *va = param(p, annotations, true);
                if (!va) return NULL;
                args->a = va;
                if (at(p, T_EQUAL)) {
                    err_tok(p, peek(p, 0), "var-positional argument cannot have default value");
                    return NULL;
                }
            } else if (at(p, close) || (at(p, T_COMMA) && (kind_at(p, 1) == close ||
                                                          kind_at(p, 1) == T_DOUBLESTAR))) {
                /* CPython points at the '*' for def, at the last token
                 * looked at for lambda. */
                if (close == T_COLON) err_last(p, "named arguments must follow bare *");
                else err_tok(p, t, "named arguments must follow bare *");
                return NULL;
            } else if (!at(p, T_COMMA)) {
                err_generic(p);
                return NULL;
            }
        } else if (t->kind == T_DOUBLESTAR) {
            advance(p);
            Node *kw = param(p, annotations, false);
            if (!kw) return NULL;
            if (at(p, T_EQUAL)) {
                err_tok(p, peek(p, 0), "var-keyword argument cannot have default value");
                return NULL;
            }
            args->b = kw;
        } else if (t->kind == T_NAME) {
            Node *a = param(p, annotations, false);
            if (!a) return NULL;
            Node *def = NULL;
            if (at(p, T_EQUAL)) {
                Token *eqt = advance(p);
                if (at(p, T_COMMA) || at(p, close)) {
                    err_tok(p, eqt, "expected default value expression");
                    return NULL;
                }
                def = expression(p);
                if (!def) return NULL;
            }
            if (seen_star) {
                if (nkwdef == kwdefcap) {
                    int ncap = kwdefcap ? kwdefcap * 2 : 16;
                    Node **nk = arena_alloc(p->a, (size_t)ncap * sizeof(Node *));
                    if (!nk) {
                        oom(p);
                        return NULL;
                    }
                    if (nkwdef) memcpy(nk, kwdefs, (size_t)nkwdef * sizeof(Node *));
                    kwdefs = nk;
                    kwdefcap = ncap;
                }
                kwdefs[nkwdef++] = def;
            } else {
                if (def) {
                    seen_default = true;
                    if (ndef == defcap) {
                        Node **nd = arena_alloc(p->a, (size_t)defcap * 2 * sizeof(Node *));
                        if (!nd) {
                            oom(p);
                            return NULL;
                        }
                        memcpy(nd, defs, (size_t)ndef * sizeof(Node *));
                        defs = nd;
                        defcap *= 2;
                    }
                    defs[ndef++] = def;
                } else if (seen_default) {
                    err_node(p, a, "non-default argument follows default argument");
                    return NULL;
                }
            }
            if (!push(p, a)) return NULL;
        } else if (t->kind == T_LPAR) {
            /* invalid_parameters: '(' param_no_default+ ','? ')' */
            int i = 1;
            while (kind_at(p, i) == T_NAME && kind_at(p, i + 1) == T_COMMA) i += 2;
            if (kind_at(p, i) == T_NAME) i++;
            if (i > 1 && kind_at(p, i) == T_RPAR) {
                Token *rp = peek(p, i);
                err_at(p, PERR_SYNTAX, t->line, t->col + 1, rp->end_col + 1,
                       close == T_COLON ? "Lambda expression parameters cannot be parenthesized"
                                        : "Function parameters cannot be parenthesized");
                return NULL;
            }
            err_generic(p);
            return NULL;
        } else {
            err_generic(p);
            return NULL;
        }
        if (!accept(p, T_COMMA)) break;
    }
    if (p->failed) return NULL;
    if (!at(p, close)) {
        err_generic(p);
        return NULL;
    }
    if (seen_star && !args->a && kwm == p->sp) {
        err_last(p, "named arguments must follow bare *");
        return NULL;
    }
    if (kwm >= 0) {
        args->l3 = pop_list(p, kwm);
        args->l4.n = nkwdef;
        args->l4.items = kwdefs;
    }
    args->l1 = pop_list(p, pm);
    args->ival = posonly;
    if (ndef) {
        args->l2.items = arena_alloc(p->a, (size_t)ndef * sizeof(Node *));
        if (!args->l2.items) {
            oom(p);
            return NULL;
        }
        memcpy(args->l2.items, defs, (size_t)ndef * sizeof(Node *));
        args->l2.n = ndef;
    }
    return p->failed ? NULL : args;
}

/* lambdef: 'lambda' [lambda_params] ':' expression */
static Node *lambdef(Parser *p) {
    Pos s = here(p);
    advance(p);
    Node *args = parameters(p, T_COLON, false);
    if (!args || !expect(p, T_COLON)) return NULL;
    Node *body = expression(p);
    if (!body) return NULL;
    Node *n = mk(p, N_LAMBDA, s);
    if (!n) return NULL;
    n->a = args;
    n->b = body;
    return n;
}

/* yield_expr: 'yield' 'from' expression | 'yield' [star_expressions] */
static Node *yield_expr(Parser *p) {
    Pos s = here(p);
    advance(p);
    if (accept(p, T_KW_FROM)) {
        Node *v = expression(p);
        if (!v) return NULL;
        Node *n = mk(p, N_YIELDFROM, s);
        if (n) n->a = v;
        return n;
    }
    Node *v = NULL;
    int k = kind(p);
    if (k != T_RPAR && k != T_NEWLINE && k != T_SEMI && k != T_EQUAL && k != T_RBRACE &&
        k != T_RSQB && k != T_ENDMARKER) {
        v = star_expressions(p);
        if (!v) return NULL;
    }
    if (p->failed) return NULL;
    Node *n = mk(p, N_YIELD, s);
    if (n) n->a = v;
    return n;
}

/* ---- string literals ---------------------------------------------------------- */

/* A byte buffer in the arena. Callers size it once to an upper bound of
 * what they will write (decoding never makes a literal longer), so it
 * never has to grow in the common case. */
typedef struct SBuf {
    char *b;
    size_t len, cap;
} SBuf;

static bool sb_init(Parser *p, SBuf *s, size_t cap) {
    s->len = 0;
    s->cap = cap + 1;
    s->b = arena_alloc(p->a, s->cap);
    if (!s->b) {
        oom(p);
        return false;
    }
    return true;
}

/* Room for `n` more bytes and the NUL after them. */
static __attribute__((noinline)) bool sb_grow(Parser *p, SBuf *s, size_t n) {
    size_t ncap = (s->len + n + 1) * 2;
    char *nb = arena_alloc(p->a, ncap);
    if (!nb) {
        oom(p);
        return false;
    }
    memcpy(nb, s->b, s->len);
    s->b = nb;
    s->cap = ncap;
    return true;
}

static inline bool sb_put(Parser *p, SBuf *s, const char *d, size_t n) {
    if (s->len + n + 1 > s->cap && !sb_grow(p, s, n)) return false;
    memcpy(s->b + s->len, d, n);
    s->len += n;
    return true;
}

static bool sb_putc(Parser *p, SBuf *s, char c) { return sb_put(p, s, &c, 1); }

static bool sb_putcp(Parser *p, SBuf *s, uint32_t cp) {
    char u[4];
    int n = lex_utf8_encode(cp, u);
    return sb_put(p, s, u, (size_t)n);
}

/* The parts of one STRING token. */
typedef struct StrTok {
    bool is_bytes, is_raw, is_f;
    const char *body;   /* between the quotes */
    size_t len;
} StrTok;

static StrTok split_string(Parser *p, const Token *t) {
    StrTok r = {false, false, false, NULL, 0};
    const char *s = p->src + t->start;
    const char *e = p->src + t->end;
    while (*s != '\'' && *s != '"') {
        char c = (char)(*s | 0x20);
        if (c == 'b') r.is_bytes = true;
        else if (c == 'r') r.is_raw = true;
        else if (c == 'f') r.is_f = true;
        s++;
    }
    size_t q = (e - s >= 6 && s[0] == s[1] && s[1] == s[2]) ? 3 : 1;
    r.body = s + q;
    r.len = (size_t)(e - s) - 2 * q;
    return r;
}

static int hexval(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static void unicode_error(Parser *p, size_t from, size_t to, const char *what) {
    err_last(p, "(unicode error) 'unicodeescape' codec can't decode bytes in position %zu-%zu: %s",
             from, to, what);
    p->hard = true;
}

/* Decode the backslash escapes of a (non-raw) literal body s[0..n),
 * appending to `out`. */
static bool decode_escapes(Parser *p, const char *s, size_t n, bool is_bytes, SBuf *out) {
    size_t i = 0;
    while (i < n) {
        /* Copy the run up to the next backslash in one go. */
        const char *bsl = memchr(s + i, '\\', n - i);
        size_t j = bsl ? (size_t)(bsl - s) : n;
        if (j > i && !sb_put(p, out, s + i, j - i)) return false;
        if (j >= n) break;
        size_t bs = j;
        i = j + 1;
        if (i >= n) {
            /* A backslash that ends an f-string literal chunk ("\{") stays. */
            if (!sb_putc(p, out, '\\')) return false;
            break;
        }
        char c = s[i++];
        uint32_t v;
        switch (c) {
        case '\n': break;
        case '\\': case '\'': case '"':
            if (!sb_putc(p, out, c)) return false;
            break;
        case 'a': if (!sb_putc(p, out, '\a')) return false; break;
        case 'b': if (!sb_putc(p, out, '\b')) return false; break;
        case 'f': if (!sb_putc(p, out, '\f')) return false; break;
        case 'n': if (!sb_putc(p, out, '\n')) return false; break;
        case 'r': if (!sb_putc(p, out, '\r')) return false; break;
        case 't': if (!sb_putc(p, out, '\t')) return false; break;
        case 'v': if (!sb_putc(p, out, '\v')) return false; break;
        case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7':
            v = (uint32_t)(c - '0');
            for (int k = 0; k < 2 && i < n && s[i] >= '0' && s[i] <= '7'; k++)
                v = v * 8 + (uint32_t)(s[i++] - '0');
            if (is_bytes) {
                if (!sb_putc(p, out, (char)(v & 0xFF))) return false;
            } else if (!sb_putcp(p, out, v)) {
                return false;
            }
            break;
        case 'x': case 'u': case 'U': {
            if (is_bytes && c != 'x') goto keep;
            int digits = c == 'x' ? 2 : c == 'u' ? 4 : 8;
            v = 0;
            int k = 0;
            for (; k < digits && i < n && hexval(s[i]) >= 0; k++) v = v * 16 + (uint32_t)hexval(s[i++]);
            if (k < digits) {
                if (is_bytes) {
                    err_last(p, "(value error) invalid \\x escape at position %zu", bs);
                    p->hard = true;
                    return false;
                }
                unicode_error(p, bs, i - 1 < bs + 1 ? bs + 1 : i - 1,
                              c == 'x' ? "truncated \\xXX escape"
                              : c == 'u' ? "truncated \\uXXXX escape"
                                         : "truncated \\UXXXXXXXX escape");
                return false;
            }
            if (is_bytes) {
                if (!sb_putc(p, out, (char)v)) return false;
            } else {
                if (v > 0x10FFFF) {
                    unicode_error(p, bs, i - 1, "illegal Unicode character");
                    return false;
                }
                if (!sb_putcp(p, out, v)) return false;
            }
            break;
        }
        case 'N': {
            if (is_bytes) goto keep;
            if (i >= n || s[i] != '{') {
                unicode_error(p, bs, i - 1, "malformed \\N character escape");
                return false;
            }
            size_t ns = i + 1, ne = ns;
            while (ne < n && s[ne] != '}') ne++;
            if (ne >= n || ne == ns) {
                unicode_error(p, bs, ne >= n ? n - 1 : ne, "malformed \\N character escape");
                return false;
            }
            char name[128];
            size_t nl = ne - ns;
            ucs4_t cp = UNINAME_INVALID;
            if (nl < sizeof name) {
                /* Python looks names up without regard to case. */
                for (size_t k = 0; k < nl; k++) {
                    char ch = s[ns + k];
                    name[k] = (ch >= 'a' && ch <= 'z') ? (char)(ch - 32) : ch;
                }
                name[nl] = '\0';
                cp = unicode_name_character(name);
            }
            if (cp == UNINAME_INVALID) {
                unicode_error(p, bs, ne, "unknown Unicode character name");
                return false;
            }
            if (!sb_putcp(p, out, cp)) return false;
            i = ne + 1;
            break;
        }
        default:
        keep:
            /* An unknown escape keeps its backslash (CPython only warns). */
            if (!sb_putc(p, out, '\\')) return false;
            i--;
            break;
        }
    }
    return true;
}

/* Append the value of a plain (non-f) literal body. */
static bool decode_body(Parser *p, const Token *t, const StrTok *st, SBuf *out) {
    if (st->is_bytes) {
        for (size_t i = 0; i < st->len; i++)
            if ((unsigned char)st->body[i] >= 0x80) {
                err_tok(p, t, "bytes can only contain ASCII literal characters");
                p->hard = true;
                return false;
            }
    }
    if (st->is_raw) return sb_put(p, out, st->body, st->len);
    return decode_escapes(p, st->body, st->len, st->is_bytes, out);
}

/* State of the f-string parse of one concatenation of string tokens. */
typedef struct FsCtx {
    Pos start;              /* the span every JoinedStr part gets */
    const Token *tok;       /* the token being parsed */
    /* Source position of `cpos`, advanced as replacement fields are found. */
    const char *cpos;
    int cline, ccol;
} FsCtx;

static void fs_seek(FsCtx *c, const char *to) {
    if (to < c->cpos) return;
    for (const char *s = c->cpos; s < to; s++) {
        if (*s == '\n') {
            c->cline++;
            c->ccol = 0;
        } else if (((unsigned char)*s & 0xC0) != 0x80) {
            c->ccol++;
        }
    }
    c->cpos = to;
}

static Node *str_const(Parser *p, FsCtx *c, SBuf *lit) {
    Node *n = mk(p, N_CONSTANT, c->start);
    if (!n) return NULL;
    n->ckind = C_STR;
    n->str = arena_strndup(p->a, lit->b, lit->len);
    if (!n->str) {
        oom(p);
        return NULL;
    }
    n->slen = lit->len;
    lit->len = 0;
    return n;
}

/* Move pending literal text onto the value list as a Constant. */
static bool flush_literal(Parser *p, FsCtx *c, SBuf *lit) {
    if (lit->len == 0) return true;
    Node *n = str_const(p, c, lit);
    return n && push(p, n);
}

static Node *parse_field_expr(Parser *p, FsCtx *c, const char *es, const char *ee);
static bool fstring_body(Parser *p, FsCtx *c, const char **str, const char *end, bool raw,
                         int lvl, SBuf *lit);

/* One replacement field; *str is at its '{'. Follows CPython 3.11's
 * fstring_find_expr(). */
static bool fstring_field(Parser *p, FsCtx *c, const char **str, const char *end, bool raw,
                          int lvl, SBuf *lit) {
    if (lvl >= 2) {
        err_last(p, "f-string: expressions nested too deeply");
        return false;
    }
    *str += 1;
    const char *es = *str;
    char parens[LEX_MAX_LEVEL];
    int depth = 0;
    char quote = 0;
    int string_type = 0;
    for (; *str < end; (*str)++) {
        char ch = **str;
        if (ch == '\\') {
            err_last(p, "f-string expression part cannot include a backslash");
            return false;
        }
        if (quote) {
            if (ch == quote) {
                if (string_type == 3) {
                    if (*str + 2 < end && (*str)[1] == ch && (*str)[2] == ch) {
                        *str += 2;
                        string_type = 0;
                        quote = 0;
                    }
                } else {
                    string_type = 0;
                    quote = 0;
                }
            }
            continue;
        }
        if (ch == '\'' || ch == '"') {
            if (*str + 2 < end && (*str)[1] == ch && (*str)[2] == ch) {
                string_type = 3;
                *str += 2;
            } else {
                string_type = 1;
            }
            quote = ch;
            continue;
        }
        if (ch == '[' || ch == '{' || ch == '(') {
            if (depth >= LEX_MAX_LEVEL) {
                err_last(p, "f-string: too many nested parenthesis");
                return false;
            }
            parens[depth++] = ch;
            continue;
        }
        if (ch == '#') {
            err_last(p, "f-string expression part cannot include '#'");
            return false;
        }
        if (depth == 0 && (ch == '!' || ch == ':' || ch == '}' || ch == '=' || ch == '>' ||
                           ch == '<')) {
            if (*str + 1 < end) {
                char next = (*str)[1];
                if ((ch == '!' && next == '=') || (ch == '=' && next == '=') ||
                    (ch == '<' && next == '=') || (ch == '>' && next == '=')) {
                    *str += 1;
                    continue;
                }
            }
            if (ch == '>' || ch == '<') continue;
            break;
        }
        if (ch == ']' || ch == '}' || ch == ')') {
            if (!depth) {
                err_last(p, "f-string: unmatched '%c'", ch);
                return false;
            }
            char open = parens[--depth];
            if (!((open == '(' && ch == ')') || (open == '[' && ch == ']') ||
                  (open == '{' && ch == '}'))) {
                err_last(p, "f-string: closing parenthesis '%c' does not match opening "
                            "parenthesis '%c'", ch, open);
                return false;
            }
        }
    }
    const char *ee = *str;
    if (quote) {
        err_last(p, "f-string: unterminated string");
        return false;
    }
    if (depth) {
        err_last(p, "f-string: unmatched '%c'", parens[depth - 1]);
        return false;
    }
    if (*str >= end) goto expecting;

    Node *value = parse_field_expr(p, c, es, ee);
    if (!value) return false;

    bool debug = false;
    if (**str == '=') {
        *str += 1;
        while (*str < end && (**str == ' ' || **str == '\t' || **str == '\n' || **str == '\f' ||
                              **str == '\v' || **str == '\r'))
            *str += 1;
        if (*str >= end) goto expecting;
        /* The debug text is the source of the field, '=' and spaces included. */
        if (!sb_put(p, lit, es, (size_t)(*str - es))) return false;
        debug = true;
    }
    int conversion = -1;
    if (**str == '!') {
        *str += 1;
        if (*str >= end) goto expecting;
        conversion = (unsigned char)**str;
        *str += 1;
        if (conversion != 's' && conversion != 'r' && conversion != 'a') {
            err_last(p, "f-string: invalid conversion character: expected 's', 'r', or 'a'");
            return false;
        }
    }
    if (*str >= end) goto expecting;
    Node *spec = NULL;
    if (**str == ':') {
        *str += 1;
        if (*str >= end) goto expecting;
        SBuf slit;
        if (!sb_init(p, &slit, (size_t)(end - *str))) return false;
        int sm = p->sp;
        if (!fstring_body(p, c, str, end, raw, lvl + 1, &slit)) return false;
        if (!flush_literal(p, c, &slit)) return false;
        spec = mk(p, N_JOINEDSTR, c->start);
        if (!spec) return false;
        spec->l1 = pop_list(p, sm);
        if (p->failed) return false;
    }
    if (*str >= end || **str != '}') goto expecting;
    *str += 1;
    if (debug && !spec && conversion == -1) conversion = 'r';
    if (!flush_literal(p, c, lit)) return false;
    Node *fv = mk(p, N_FORMATTEDVALUE, c->start);
    if (!fv) return false;
    fv->a = value;
    fv->ival = conversion;
    fv->b = spec;
    return push(p, fv);

expecting:
    err_last(p, "f-string: expecting '}'");
    return false;
}

/* Literal text and replacement fields up to `end` (level 0) or up to the
 * '}' that closes a format spec (level > 0). Follows CPython 3.11's
 * fstring_find_literal() and _PyPegen_FstringParser_ConcatFstring(). */
static bool fstring_body(Parser *p, FsCtx *c, const char **str, const char *end, bool raw,
                         int lvl, SBuf *lit) {
    for (;;) {
        const char *s = *str;
        const char *ls = s;
        bool doubled = false;
        while (s < end) {
            char ch = *s++;
            if (!raw && ch == '\\' && s < end) {
                ch = *s++;
                if (ch == 'N') {
                    /* Skip "\N{NAME}" so its braces do not start a field. */
                    if (s < end && *s++ == '{') {
                        while (s < end && *s++ != '}') {
                        }
                    }
                    continue;
                }
            }
            if (ch == '{' || ch == '}') {
                if (lvl == 0) {
                    if (s < end && *s == ch) {
                        doubled = true;
                        break;
                    }
                    if (ch == '}') {
                        err_last(p, "f-string: single '}' is not allowed");
                        return false;
                    }
                }
                s--;
                break;
            }
        }
        if (s > ls) {
            bool ok = raw ? sb_put(p, lit, ls, (size_t)(s - ls))
                          : decode_escapes(p, ls, (size_t)(s - ls), false, lit);
            if (!ok) return false;
        }
        if (doubled) {
            *str = s + 1;
            continue;
        }
        *str = s;
        if (s >= end || *s == '}') break;
        if (!fstring_field(p, c, str, end, raw, lvl, lit)) return false;
    }
    if (lvl > 0 && (*str >= end || **str != '}')) {
        err_last(p, "f-string: expecting '}'");
        return false;
    }
    return true;
}

/* strings: STRING+ (adjacent literals concatenate; f-strings become a
 * JoinedStr, everything else a Constant). */
static Node *strings(Parser *p) {
    int first = p->pos;
    while (at(p, T_STRING)) advance_seen(p);
    if (p->failed) return NULL;
    int last = p->pos - 1;
    if (last == first) {
        /* One plain literal, the commonest case: the loops below with one
         * token and no f-string. */
        const Token *t = &p->t[first];
        StrTok st = split_string(p, t);
        if (!st.is_f) {
            if (!meter_n(p, (int64_t)(st.len / 16))) return NULL;
            Pos start = tpos(p, t);
            /* The node and its decoded value (never longer than the
             * literal's body) in one allocation. */
            Node *n = arena_alloc(p->a, sizeof(Node) + st.len + 1);
            if (!n) {
                oom(p);
                return NULL;
            }
            SBuf lit = {(char *)(n + 1), 0, st.len + 1};
            if (!decode_body(p, t, &st, &lit)) return NULL;
            n->kind = N_CONSTANT;
            n->line = start.line;
            n->col = start.col;
            n->end_line = p->last_line;
            n->end_col = p->last_col;
            n->ckind = st.is_bytes ? C_BYTES : C_STR;
            lit.b[lit.len] = '\0';
            n->str = lit.b;
            n->slen = lit.len;
            return n;
        }
    }
    bool any_bytes = false, any_str = false, any_f = false;
    size_t total = 0;
    for (int i = first; i <= last; i++) {
        StrTok st = split_string(p, &p->t[i]);
        if (st.is_bytes) any_bytes = true;
        else any_str = true;
        if (st.is_f) any_f = true;
        total += st.len;
    }
    if (any_bytes && any_str) {
        err_last(p, "cannot mix bytes and nonbytes literals");
        p->hard = true;
        return NULL;
    }
    /* Decoding is charged by the byte: a speculative parse that backs
     * out decodes the literal again. */
    if (!meter_n(p, (int64_t)(total / 16))) return NULL;
    FsCtx c;
    c.start = tpos(p, &p->t[first]);
    SBuf lit;
    if (!sb_init(p, &lit, total)) return NULL;
    if (!any_f) {
        for (int i = first; i <= last; i++) {
            StrTok st = split_string(p, &p->t[i]);
            if (!decode_body(p, &p->t[i], &st, &lit)) return NULL;
        }
        Node *n = mk(p, N_CONSTANT, c.start);
        if (!n) return NULL;
        n->ckind = any_bytes ? C_BYTES : C_STR;
        lit.b[lit.len] = '\0';
        n->str = lit.b;
        n->slen = lit.len;
        return n;
    }
    int vm = p->sp;
    for (int i = first; i <= last; i++) {
        const Token *t = &p->t[i];
        StrTok st = split_string(p, t);
        if (!st.is_f) {
            if (!decode_body(p, t, &st, &lit)) return NULL;
            continue;
        }
        c.tok = t;
        c.cpos = p->src + t->start;
        c.cline = t->line;
        c.ccol = tpos(p, t).col;    /* shifted when nested in a field */
        const char *s = st.body;
        if (!fstring_body(p, &c, &s, st.body + st.len, st.is_raw, 0, &lit)) {
            p->hard = true;
            return NULL;
        }
    }
    if (!flush_literal(p, &c, &lit)) return NULL;
    Node *j = mk(p, N_JOINEDSTR, c.start);
    if (!j) return NULL;
    j->l1 = pop_list(p, vm);
    return p->failed ? NULL : j;
}

/* A replacement field's expression: CPython 3.11 parses "(" + text + ")"
 * with a fresh parser, and so do we. */
static void resolve_error(Parser *p);

static void sub_free(Parser *p) {
    if (p->sub_lx) {
        lex_free(p->sub_lx);
        lex_scratch(p->a, p->sub_lx, sizeof(Lexer), 0);
    }
    lex_scratch(p->a, p->sub_buf, p->sub_bufcap, 0);
    lex_scratch(p->a, p->sub_stk, (size_t)p->sub_scap * sizeof(Node *), 0);
    p->sub_lx = NULL;
    p->sub_buf = NULL;
    p->sub_bufcap = 0;
    p->sub_stk = NULL;
    p->sub_scap = 0;
}

/* An ASCII identifier that is no keyword. */
static bool is_plain_name(const char *s, size_t n) {
    if (n == 0 || !((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z') || s[0] == '_'))
        return false;
    for (size_t i = 1; i < n; i++) {
        char ch = s[i];
        if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
              ch == '_'))
            return false;
    }
    return lex_keyword_kind(s, n) == T_NAME;
}


/* An error in an f-string field's text `buf` (n bytes, "(expr)" and
 * maybe more lines; its first line is line base + 1 of the file): the
 * line of it the error is on, as CPython 3.11 shows it, unless an inner
 * field's error set one already. */
static void field_error_text(ParseError *err, const char *buf, size_t n, int base) {
    if (err->text[0] || (err->kind != PERR_SYNTAX && err->kind != PERR_INDENT && err->kind != PERR_TAB)) return;
    int rel = err->line - base;
    if (rel < 1) return;
    const char *p = buf, *end = buf + n;
    for (int l = 1; l < rel && p < end; l++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        if (!nl) return;
        p = nl + 1;
    }
    const char *e = memchr(p, '\n', (size_t)(end - p));
    if (!e) e = end;
    size_t len = (size_t)(e - p);
    if (len >= sizeof err->text) len = sizeof err->text - 1;
    memcpy(err->text, p, len);
    err->text[len] = '\0';
}

/* The Name a replacement field that is exactly the name s[0..n) stands
 * for, placed where the field parser would place it: its first line is
 * the field's, shifted to the field's column. Charged as tokenizing and
 * parsing it would be, about: a unit per token and rule. */
static Node *field_name(Parser *p, FsCtx *c, const char *s, size_t n) {
    if (!meter_n(p, 8 + (int64_t)(n / 16))) return NULL;
    char *nm = arena_strndup(p->a, s, n);
    if (!nm) {
        oom(p);
        return NULL;
    }
    Node *e = arena_alloc(p->a, sizeof(Node));
    if (!e) {
        oom(p);
        return NULL;
    }
    e->kind = N_NAME;
    e->line = e->end_line = c->cline;
    e->col = c->ccol;
    e->end_col = c->ccol + (int)n;
    e->name = nm;
    e->ctx = CTX_LOAD;
    return e;
}

static Node *parse_field_expr(Parser *p, FsCtx *c, const char *es, const char *ee) {
    const char *s = es;
    while (s < ee && (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\f')) s++;
    if (s == ee) {
        if (*ee == '!' || *ee == ':' || *ee == '=')
            err_last(p, "f-string: expression required before '%c'", *ee);
        else
            err_last(p, "f-string: empty expression not allowed");
        return NULL;
    }
    fs_seek(c, es);
    size_t n = (size_t)(ee - es);
    /* The commonest field is a bare name: the node the parser would build
     * for "(" + name + ")", without tokenizing and parsing it. */
    if (is_plain_name(es, n)) return field_name(p, c, es, n);
    if (p->sub_bufcap < n + 4) {
        size_t cap = n + 4 > 64 ? n + 4 : 64;
        /* The old text is not needed: free it rather than copy it. */
        lex_scratch(p->a, p->sub_buf, p->sub_bufcap, 0);
        p->sub_buf = NULL;
        p->sub_bufcap = 0;
        char *nb = lex_scratch(p->a, NULL, 0, cap);
        if (!nb) {
            oom(p);
            return NULL;
        }
        p->sub_buf = nb;
        p->sub_bufcap = cap;
    }
    char *buf = p->sub_buf;
    buf[0] = '(';
    memcpy(buf + 1, es, n);
    buf[n + 1] = ')';
    buf[n + 2] = '\n';
    buf[n + 3] = '\0';
    /* The lexer state (about 3KB) is kept off the C stack: f-strings nest. */
    if (!p->sub_lx) {
        p->sub_lx = lex_scratch(p->a, NULL, 0, sizeof(Lexer));
        if (!p->sub_lx) {
            oom(p);
            return NULL;
        }
        p->sub_lx->toks = NULL;
        p->sub_lx->cap = 0;
    }
    Lexer *lx = p->sub_lx;
    if (!lex_buffer(lx, p->a, buf, n + 3, c->cline - 1, p->err)) {
        field_error_text(p->err, buf, n + 2, c->cline - 1);
        p->failed = true;
        p->hard = true;
        return NULL;
    }
    Parser q;
    memset(&q, 0, sizeof q);
    q.a = p->a;
    q.lx = lx;
    q.src = buf;
    q.t = lx->toks;
    q.n = lx->ntoks;
    q.err = p->err;
    q.depth = p->depth;
    q.stack_base = p->stack_base;
    q.fstring = true;
    q.shift_line = c->cline;
    q.shift_col = c->ccol - 1;
    q.stk = p->sub_stk;
    q.scap = p->sub_scap;
    rewatch(&q);
    Node *e = star_expressions(&q);
    if (e && !at(&q, T_NEWLINE) && !at(&q, T_ENDMARKER)) {
        err_generic(&q);
        e = NULL;
    }
    if (!e || q.failed) {
        resolve_error(&q);
        field_error_text(p->err, buf, n + 2, c->cline - 1);
    }
    p->sub_stk = q.stk;
    p->sub_scap = q.scap;
    sub_free(&q);
    if (!e || q.failed) {
        p->failed = true;
        p->hard = true;
        return NULL;
    }
    return e;
}

/* ---- simple statements --------------------------------------------------------- */

static Node *simple_stmt(Parser *p);

/* simple_stmts: simple_stmt !';' NEWLINE | ';'.simple_stmt+ [';'] NEWLINE */
static bool simple_stmts(Parser *p) {
    for (;;) {
        Node *s = simple_stmt(p);
        if (!s || !push(p, s)) return false;
        if (!accept(p, T_SEMI)) break;
        if (at(p, T_NEWLINE)) break;
    }
    if (!at(p, T_NEWLINE)) {
        err_generic(p);
        return false;
    }
    advance(p);
    return true;
}

static int aug_op(int k) {
    switch (k) {
    case T_PLUSEQUAL: return OP_ADD_;
    case T_MINEQUAL: return OP_SUB_;
    case T_STAREQUAL: return OP_MULT_;
    case T_ATEQUAL: return OP_MATMULT_;
    case T_SLASHEQUAL: return OP_DIV_;
    case T_PERCENTEQUAL: return OP_MOD_;
    case T_AMPEREQUAL: return OP_BITAND_;
    case T_VBAREQUAL: return OP_BITOR_;
    case T_CIRCUMFLEXEQUAL: return OP_BITXOR_;
    case T_LEFTSHIFTEQUAL: return OP_LSHIFT_;
    case T_RIGHTSHIFTEQUAL: return OP_RSHIFT_;
    case T_DOUBLESTAREQUAL: return OP_POW_;
    case T_DOUBLESLASHEQUAL: return OP_FLOORDIV_;
    default: return -1;
    }
}

/* annotated_rhs: yield_expr | star_expressions */
static Node *rhs(Parser *p) {
    if (at(p, T_KW_YIELD)) return yield_expr(p);
    return star_expressions(p);
}

/* Report an invalid first assignment target the way CPython's second pass
 * does: with the "Maybe you meant '=='" hints when the element before the
 * '=' (the last one of an unparenthesised tuple) reads like a comparison,
 * else "cannot assign to ...". `eq` is the index of the first '='. */
static void bad_first_target(Parser *p, Node *e, int start, int eq) {
    int cs = start;
    if (e->kind == N_TUPLE && !(e->flags & NF_PAREN)) {
        int lvl = p->t[eq].level;
        for (int i = eq - 1; i > start; i--)
            if (p->t[i].kind == T_COMMA && p->t[i].level == lvl) {
                cs = i + 1;
                break;
            }
    }
    if (equal_hint(p, cs, eq)) return;
    if ((e->kind == N_YIELD || e->kind == N_YIELDFROM) && p->t[start].kind == T_KW_YIELD) {
        err_node(p, e, "assignment to yield expression not possible");
        return;
    }
    Node *bad = invalid_target(e, TARGET_STAR);
    err_node(p, bad ? bad : e, "cannot assign to %s", expr_name(bad ? bad : e));
}

/* assignment, augmented assignment, annotated assignment or expression. */
static Node *expr_stmt(Parser *p) {
    Pos s = here(p);
    int start = p->pos;
    Node *e = rhs(p);
    if (!e) return NULL;
    int k = kind(p);
    if (k == T_COLON) {
        /* assignment: NAME ':' expression ['=' annotated_rhs]
         *           | ('(' single_target ')' | single_subscript_attribute_target) ':' ... */
        if (e->kind == N_TUPLE) {
            if (e->flags & NF_PAREN) err_node(p, e, "only single target (not tuple) can be annotated");
            else err_node(p, e->l1.items[0], "only single target (not tuple) can be annotated");
            return NULL;
        }
        if (e->kind == N_LIST) {
            err_node(p, e, "only single target (not list) can be annotated");
            return NULL;
        }
        if (e->kind != N_NAME && e->kind != N_ATTRIBUTE && e->kind != N_SUBSCRIPT) {
            err_node(p, e, "illegal target for annotation");
            return NULL;
        }
        advance(p);
        Node *ann = expression(p);
        if (!ann) return NULL;
        Node *value = NULL;
        if (accept(p, T_EQUAL)) {
            value = rhs(p);
            if (!value) return NULL;
        }
        if (p->failed) return NULL;
        set_ctx(e, CTX_STORE);
        Node *n = mk(p, N_ANNASSIGN, s);
        if (!n) return NULL;
        n->a = e;
        n->b = ann;
        n->c = value;
        if (e->kind == N_NAME && p->t[start].kind == T_NAME) n->flags = NF_SIMPLE;
        return n;
    }
    if (k == T_EQUAL) {
        int m = p->sp;
        Node *value = e;
        bool first = true;
        int vstart = start;
        while (at(p, T_EQUAL)) {
            int eq = p->pos;
            bool is_yield = value->kind == N_YIELD || value->kind == N_YIELDFROM;
            if (is_yield || invalid_target(value, TARGET_STAR)) {
                if (first) bad_first_target(p, value, start, eq);
                else if (is_yield && p->t[vstart].kind == T_KW_YIELD)
                    err_node(p, value, "assignment to yield expression not possible");
                else to_target(p, value, TARGET_STAR);
                return NULL;
            }
            set_ctx(value, CTX_STORE);
            if (!push(p, value)) return NULL;
            advance(p);
            vstart = p->pos;
            value = rhs(p);
            if (!value) return NULL;
            first = false;
        }
        Node *n = mk(p, N_ASSIGN, s);
        if (!n) return NULL;
        n->l1 = pop_list(p, m);
        n->a = value;
        return p->failed ? NULL : n;
    }
    if (k == T_COLONEQUAL && e->kind != N_NAME) {
        /* invalid_named_expression: a=expression ':=' expression */
        err_node(p, e, "cannot use assignment expressions with %s", expr_name(e));
        return NULL;
    }
    int op = aug_op(k);
    if (op >= 0) {
        if (e->kind != N_NAME && e->kind != N_ATTRIBUTE && e->kind != N_SUBSCRIPT) {
            err_node(p, e, "'%s' is an illegal expression for augmented assignment",
                     expr_name(e));
            return NULL;
        }
        advance(p);
        Node *v = rhs(p);
        if (!v) return NULL;
        set_ctx(e, CTX_STORE);
        Node *n = mk(p, N_AUGASSIGN, s);
        if (!n) return NULL;
        n->a = e;
        n->op = (uint8_t)op;
        n->b = v;
        return n;
    }
    Node *n = mk(p, N_EXPR, s);
    if (n) n->a = e;
    return n;
}

/* dotted_name: dotted_name '.' NAME | NAME
 * The parts are measured first so the name is built in one allocation. */
static char *dotted_name(Parser *p) {
    if (!at(p, T_NAME)) {
        err_generic(p);
        return NULL;
    }
    int first = p->pos;
    size_t total = 0;
    int parts = 0;
    for (;;) {
        Token *t = advance(p);
        total += t->end - t->start + 1;
        parts++;
        if (!at(p, T_DOT)) break;
        advance(p);
        if (!at(p, T_NAME)) {
            err_generic(p);
            return NULL;
        }
    }
    if (parts == 1) return name_of(p, &p->t[first]);
    char *name = arena_alloc(p->a, total);
    if (!name) {
        oom(p);
        return NULL;
    }
    size_t o = 0;
    for (int i = first; i < p->pos; i += 2) {
        char *part = name_of(p, &p->t[i]);
        if (!part) return NULL;
        size_t n = strlen(part);
        if (o + n + 1 > total) {
            /* NFKC normalisation lengthened a part: grow once more. */
            char *bigger = arena_alloc(p->a, (o + n + 1) * 2);
            if (!bigger) {
                oom(p);
                return NULL;
            }
            memcpy(bigger, name, o);
            name = bigger;
            total = (o + n + 1) * 2;
        }
        if (o) name[o++] = '.';
        memcpy(name + o, part, n);
        o += n;
    }
    name[o] = '\0';
    return name;
}

static Node *alias(Parser *p, bool dotted) {
    Pos s = here(p);
    char *name;
    if (dotted) {
        name = dotted_name(p);
    } else {
        if (!at(p, T_NAME)) {
            err_generic(p);
            return NULL;
        }
        name = name_of(p, advance(p));
    }
    if (!name) return NULL;
    char *as = NULL;
    if (accept(p, T_KW_AS)) {
        if (!at(p, T_NAME)) {
            err_generic(p);
            return NULL;
        }
        as = name_of(p, advance(p));
        if (!as) return NULL;
    }
    Node *n = mk(p, N_ALIAS, s);
    if (!n) return NULL;
    n->name = name;
    n->name2 = as;
    return n;
}

/* import_name: 'import' dotted_as_names */
static Node *import_name(Parser *p) {
    Pos s = here(p);
    advance(p);
    int m = p->sp;
    do {
        Node *a = alias(p, true);
        if (!a || !push(p, a)) return NULL;
    } while (accept(p, T_COMMA));
    if (p->failed) return NULL;
    Node *n = mk(p, N_IMPORT, s);
    if (!n) return NULL;
    n->l1 = pop_list(p, m);
    return p->failed ? NULL : n;
}

/* import_from:
 *     | 'from' ('.' | '...')* dotted_name 'import' import_from_targets
 *     | 'from' ('.' | '...')+ 'import' import_from_targets */
static Node *import_from(Parser *p) {
    Pos s = here(p);
    advance(p);
    int level = 0;
    for (;;) {
        if (accept(p, T_DOT)) level++;
        else if (accept(p, T_ELLIPSIS)) level += 3;
        else break;
    }
    char *module = NULL;
    if (!(level > 0 && at(p, T_KW_IMPORT))) {
        module = dotted_name(p);
        if (!module) return NULL;
    }
    if (!expect(p, T_KW_IMPORT)) return NULL;
    int m = p->sp;
    if (at(p, T_STAR)) {
        Pos as = here(p);
        advance(p);
        Node *a = mk(p, N_ALIAS, as);
        if (!a) return NULL;
        a->name = "*";
        if (!push(p, a)) return NULL;
    } else if (accept(p, T_LPAR)) {
        do {
            if (at(p, T_RPAR) && p->sp > m) break;
            Node *a = alias(p, false);
            if (!a || !push(p, a)) return NULL;
        } while (accept(p, T_COMMA));
        if (p->failed || !expect(p, T_RPAR)) return NULL;
    } else {
        do {
            Node *a = alias(p, false);
            if (!a || !push(p, a)) return NULL;
            if (at(p, T_COMMA) && kind_at(p, 1) == T_NEWLINE) {
                err_last(p, "trailing comma not allowed without surrounding parentheses");
                return NULL;
            }
        } while (accept(p, T_COMMA));
        if (p->failed) return NULL;
    }
    Node *n = mk(p, N_IMPORTFROM, s);
    if (!n) return NULL;
    n->name = module;
    n->ival = level;
    n->l1 = pop_list(p, m);
    return p->failed ? NULL : n;
}

static Node *simple_stmt(Parser *p) {
    Token *t = peek(p, 0);
    Pos s = tpos(p, t);
    Node *n;
    switch (t->kind) {
    case T_KW_RETURN: {
        advance(p);
        Node *v = NULL;
        if (!at(p, T_NEWLINE) && !at(p, T_SEMI)) {
            v = star_expressions(p);
            if (!v) return NULL;
        }
        if (p->failed) return NULL;
        n = mk(p, N_RETURN, s);
        if (n) n->a = v;
        return n;
    }
    case T_KW_IMPORT: return import_name(p);
    case T_KW_FROM: return import_from(p);
    case T_KW_RAISE: {
        advance(p);
        Node *exc = NULL, *cause = NULL;
        if (!at(p, T_NEWLINE) && !at(p, T_SEMI)) {
            exc = expression(p);
            if (!exc) return NULL;
            if (accept(p, T_KW_FROM)) {
                cause = expression(p);
                if (!cause) return NULL;
            }
        }
        if (p->failed) return NULL;
        n = mk(p, N_RAISE, s);
        if (!n) return NULL;
        n->a = exc;
        n->b = cause;
        return n;
    }
    case T_KW_PASS: advance(p); return mk(p, N_PASS, s);
    case T_KW_BREAK: advance(p); return mk(p, N_BREAK, s);
    case T_KW_CONTINUE: advance(p); return mk(p, N_CONTINUE, s);
    case T_KW_DEL: {
        advance(p);
        int m = p->sp;
        do {
            if (at(p, T_NEWLINE) || at(p, T_SEMI)) {
                if (p->sp > m) break;
                err_generic(p);
                return NULL;
            }
            Node *e = star_expression(p);
            if (!e || !to_target(p, e, TARGET_DEL) || !push(p, e)) return NULL;
        } while (accept(p, T_COMMA));
        if (p->failed) return NULL;
        n = mk(p, N_DELETE, s);
        if (!n) return NULL;
        n->l1 = pop_list(p, m);
        return p->failed ? NULL : n;
    }
    case T_KW_ASSERT: {
        advance(p);
        Node *test = expression(p);
        if (!test) return NULL;
        Node *msg = NULL;
        if (accept(p, T_COMMA)) {
            msg = expression(p);
            if (!msg) return NULL;
        }
        n = mk(p, N_ASSERT, s);
        if (!n) return NULL;
        n->a = test;
        n->b = msg;
        return n;
    }
    case T_KW_GLOBAL:
    case T_KW_NONLOCAL: {
        advance(p);
        int m = p->sp;
        do {
            if (!at(p, T_NAME)) {
                err_generic(p);
                return NULL;
            }
            Node *nm = name_node(p, advance(p), CTX_LOAD);
            if (!nm || !push(p, nm)) return NULL;
        } while (accept(p, T_COMMA));
        if (p->failed) return NULL;
        n = mk(p, t->kind == T_KW_GLOBAL ? N_GLOBAL : N_NONLOCAL, s);
        if (!n) return NULL;
        n->l1 = pop_list(p, m);
        return p->failed ? NULL : n;
    }
    default:
        return expr_stmt(p);
    }
}

/* ---- compound statements --------------------------------------------------------- */

static bool statement(Parser *p);

/* block: NEWLINE INDENT statements DEDENT | simple_stmts */
static bool block(Parser *p, NodeList *out, const char *what, int line) {
    int m = p->sp;
    if (at(p, T_NEWLINE)) {
        advance(p);
        if (!at(p, T_INDENT)) {
            if (!p->failed)
                err_last_kind(p, PERR_INDENT, "expected an indented block after %s on line %d",
                              what, line);
            return false;
        }
        advance(p);
        if (!statements(p, false)) return false;
        advance(p); /* DEDENT */
    } else if (!simple_stmts(p)) {
        return false;
    }
    *out = pop_list(p, m);
    return !p->failed;
}

/* The ':' that ends a compound statement header: "expected ':'" when the
 * line ends without it. */
static bool header_colon(Parser *p) {
    if (accept(p, T_COLON)) return true;
    if (p->failed) return false;
    if (at(p, T_NEWLINE)) err_last(p, "expected ':'");
    else err_generic(p);
    return false;
}

/* else_block: 'else' &&':' block */
static bool else_block(Parser *p, NodeList *out) {
    Token *kw = advance(p);
    return expect_forced(p, T_COLON) && block(p, out, "'else' statement", kw->line);
}

/* if_stmt / elif_stmt:
 *     | 'if' named_expression ':' block elif_stmt
 *     | 'if' named_expression ':' block [else_block]
 * An elif chain is parsed in a loop (a long chain is no deep recursion)
 * and then folded, from the last clause, into nested N_IF nodes. */
static Node *if_stmt(Parser *p) {
    int m = p->sp;
    NodeList orelse = {NULL, 0};
    for (;;) {
        Token *kw = advance(p);
        bool elif = kw->kind == T_KW_ELIF;
        Node *test = named_expression(p);
        if (!test || !header_colon(p)) return NULL;
        NodeList body;
        if (!block(p, &body, elif ? "'elif' statement" : "'if' statement", kw->line))
            return NULL;
        /* The node is completed (end position, orelse) once the chain is
         * known; its start is the 'if' or 'elif' token. */
        Node *n = mk(p, N_IF, tpos(p, kw));
        if (!n || !push(p, n)) return NULL;
        n->a = test;
        n->l1 = body;
        if (at(p, T_KW_ELIF)) continue;
        if (at(p, T_KW_ELSE) && !else_block(p, &orelse)) return NULL;
        break;
    }
    if (p->failed) return NULL;
    /* Every clause ends where the whole chain ends. */
    for (int i = p->sp - 1; i >= m; i--) {
        Node *n = p->stk[i];
        n->end_line = p->last_line;
        n->end_col = p->last_col;
        n->l2 = orelse;
        if (i > m) orelse = list1(p, n);
        if (p->failed) return NULL;
    }
    Node *first = p->stk[m];
    p->sp = m;
    return first;
}

/* while_stmt: 'while' named_expression ':' block [else_block] */
static Node *while_stmt(Parser *p) {
    Token *kw = advance(p);
    Node *test = named_expression(p);
    if (!test || !header_colon(p)) return NULL;
    NodeList body, orelse = {NULL, 0};
    if (!block(p, &body, "'while' statement", kw->line)) return NULL;
    if (at(p, T_KW_ELSE) && !else_block(p, &orelse)) return NULL;
    Node *n = mk(p, N_WHILE, tpos(p, kw));
    if (!n) return NULL;
    n->a = test;
    n->l1 = body;
    n->l2 = orelse;
    return n;
}

/* for_stmt: [ASYNC] 'for' star_targets 'in' ~ star_expressions ':' block [else_block] */
static Node *for_stmt(Parser *p, Token *async) {
    Token *kw = advance(p);
    Node *target = star_targets(p, true);
    if (!target) return NULL;
    if (!at(p, T_KW_IN)) {
        err_generic(p);
        return NULL;
    }
    advance(p);
    Node *iter = star_expressions(p);
    if (!iter || !header_colon(p)) return NULL;
    NodeList body, orelse = {NULL, 0};
    if (!block(p, &body, "'for' statement", kw->line)) return NULL;
    if (at(p, T_KW_ELSE) && !else_block(p, &orelse)) return NULL;
    Node *n = mk(p, N_FOR, tpos(p, async ? async : kw));
    if (!n) return NULL;
    n->a = target;
    n->b = iter;
    n->l1 = body;
    n->l2 = orelse;
    n->flags = async ? NF_ASYNC : 0;
    return n;
}

/* with_item: expression 'as' star_target &(',' | ')' | ':') | expression */
static Node *with_item(Parser *p) {
    Node *ctx = expression(p);
    if (!ctx) return NULL;
    Node *vars = NULL;
    if (accept(p, T_KW_AS)) {
        vars = star_target_item(p);
        if (!vars) return NULL;
        int k = kind(p);
        if (k != T_COMMA && k != T_RPAR && k != T_COLON && k != T_NEWLINE) {
            err_generic(p);
            return NULL;
        }
        if (!to_target(p, vars, TARGET_STAR)) return NULL;
    }
    Node *w = mk(p, N_WITHITEM, npos(ctx));
    if (!w) return NULL;
    w->a = ctx;
    w->b = vars;
    return w;
}

/* with_stmt:
 *     | [ASYNC] 'with' '(' ','.with_item+ ','? ')' ':' block
 *     | [ASYNC] 'with' ','.with_item+ ':' block */
static Node *with_stmt(Parser *p, Token *async) {
    Token *kw = advance(p);
    int m = p->sp;
    bool done = false;
    if (at(p, T_LPAR)) {
        /* `with (a, b):` is two context managers, `with (a, b) as c:` one:
         * try the parenthesised item list first, as CPython does. */
        Mark mk0 = mark(p);
        advance(p);
        bool ok = true;
        for (;;) {
            Node *w = with_item(p);
            if (!w || !push(p, w)) {
                ok = false;
                break;
            }
            if (!accept(p, T_COMMA) || at(p, T_RPAR)) break;
        }
        if (ok && accept(p, T_RPAR) && at(p, T_COLON)) {
            done = true;
        } else if (ok && !p->failed && at(p, T_NEWLINE)) {
            err_last(p, "expected ':'");
            return NULL;
        } else if (!backtrack(p, mk0)) {
            return NULL;
        }
        if (!done) p->sp = m;
    }
    if (!done) {
        for (;;) {
            Node *w = with_item(p);
            if (!w || !push(p, w)) return NULL;
            if (!accept(p, T_COMMA)) break;
        }
    }
    if (!header_colon(p)) return NULL;
    NodeList items = pop_list(p, m), body;
    if (p->failed || !block(p, &body, "'with' statement", kw->line)) return NULL;
    Node *n = mk(p, N_WITH, tpos(p, async ? async : kw));
    if (!n) return NULL;
    n->l1 = items;
    n->l2 = body;
    n->flags = async ? NF_ASYNC : 0;
    return n;
}

/* try_stmt:
 *     | 'try' &&':' block finally_block
 *     | 'try' &&':' block except_block+ [else_block] [finally_block]
 *     | 'try' &&':' block except_star_block+ [else_block] [finally_block] */
static Node *try_stmt(Parser *p) {
    Token *kw = advance(p);
    NodeList body, orelse = {NULL, 0}, finalbody = {NULL, 0};
    if (!expect_forced(p, T_COLON) || !block(p, &body, "'try' statement", kw->line))
        return NULL;
    int hm = p->sp;
    int star = -1;
    while (at(p, T_KW_EXCEPT)) {
        Token *ek = advance(p);
        bool is_star = false;
        if (at(p, T_STAR)) {
            advance(p);
            is_star = true;
            if (at(p, T_COLON) || at(p, T_NEWLINE)) {
                err_last(p, "expected one or more exception types");
                return NULL;
            }
        }
        if (star >= 0 && star != is_star) {
            err_tok(p, ek, "cannot have both 'except' and 'except*' on the same 'try'");
            return NULL;
        }
        star = is_star;
        Node *type = NULL;
        char *name = NULL;
        if (!at(p, T_COLON)) {
            if (at(p, T_NEWLINE)) {
                err_last(p, "expected ':'");
                return NULL;
            }
            type = expression(p);
            if (!type) return NULL;
            if (at(p, T_COMMA)) {
                Mark m0 = mark(p);
                advance(p);
                Node *rest = expression(p);
                if (rest) {
                    while (accept(p, T_COMMA)) {
                        rest = expression(p);
                        if (!rest) break;
                    }
                }
                if (rest && (at(p, T_COLON) || at(p, T_KW_AS))) {
                    Token *lt = peek(p, 0);
                    err_at(p, PERR_SYNTAX, type->line, raw_col(p, type->line, type->col) + 1,
                           lt->col + 1, "multiple exception types must be parenthesized");
                    return NULL;
                }
                if (p->failed && p->hard) return NULL;
                backtrack(p, m0);
                err_generic(p);
                return NULL;
            }
            if (accept(p, T_KW_AS)) {
                if (!at(p, T_NAME)) {
                    err_generic(p);
                    return NULL;
                }
                name = name_of(p, advance(p));
                if (!name) return NULL;
            }
        }
        NodeList hbody;
        if (!header_colon(p) ||
            !block(p, &hbody, is_star ? "'except*' statement" : "'except' statement", ek->line))
            return NULL;
        Node *h = mk(p, N_EXCEPTHANDLER, tpos(p, ek));
        if (!h) return NULL;
        h->a = type;
        h->name = name;
        h->l1 = hbody;
        if (!push(p, h)) return NULL;
    }
    if (p->failed) return NULL;
    bool has_handlers = p->sp > hm;
    if (has_handlers && at(p, T_KW_ELSE) && !else_block(p, &orelse)) return NULL;
    if (at(p, T_KW_FINALLY)) {
        Token *fk = advance(p);
        if (!expect_forced(p, T_COLON) || !block(p, &finalbody, "'finally' statement", fk->line))
            return NULL;
    } else if (!has_handlers) {
        if (!p->failed) err_last(p, "expected 'except' or 'finally' block");
        return NULL;
    }
    Node *n = mk(p, N_TRY, tpos(p, kw));
    if (!n) return NULL;
    n->l1 = body;
    n->l2 = pop_list(p, hm);
    n->l3 = orelse;
    n->l4 = finalbody;
    n->flags = star == 1 ? NF_STAR : 0;
    return p->failed ? NULL : n;
}

/* function_def_raw:
 *     | [ASYNC] 'def' NAME &&'(' [params] ')' ['->' expression] &&':' block */
static Node *funcdef(Parser *p, Token *async, NodeList decorators) {
    Token *kw = advance(p);
    if (!at(p, T_NAME)) {
        err_generic(p);
        return NULL;
    }
    char *name = name_of(p, advance(p));
    if (!name || !expect_forced(p, T_LPAR)) return NULL;
    Node *args = parameters(p, T_RPAR, true);
    if (!args || !expect(p, T_RPAR)) return NULL;
    Node *returns = NULL;
    if (accept(p, T_RARROW)) {
        returns = expression(p);
        if (!returns) return NULL;
    }
    NodeList body;
    if (!expect_forced(p, T_COLON) || !block(p, &body, "function definition", kw->line))
        return NULL;
    Node *n = mk(p, N_FUNCDEF, tpos(p, async ? async : kw));
    if (!n) return NULL;
    n->name = name;
    n->a = args;
    n->b = returns;
    n->l1 = body;
    n->l2 = decorators;
    n->flags = async ? NF_ASYNC : 0;
    return n;
}

/* class_def_raw: 'class' NAME ['(' [arguments] ')'] ':' block */
static Node *classdef(Parser *p, NodeList decorators) {
    Token *kw = advance(p);
    if (!at(p, T_NAME)) {
        err_generic(p);
        return NULL;
    }
    char *name = name_of(p, advance(p));
    if (!name) return NULL;
    NodeList bases = {NULL, 0}, keywords = {NULL, 0};
    if (at(p, T_LPAR)) {
        Pos paren = here(p);
        advance(p);
        if (!call_args(p, paren, &bases, &keywords, false)) return NULL;
    }
    NodeList body;
    if (!header_colon(p) || !block(p, &body, "class definition", kw->line)) return NULL;
    Node *n = mk(p, N_CLASSDEF, tpos(p, kw));
    if (!n) return NULL;
    n->name = name;
    n->l1 = body;
    n->l2 = decorators;
    n->l3 = bases;
    n->l4 = keywords;
    return n;
}

/* decorators: ('@' named_expression NEWLINE)+, then a def or class. */
static Node *decorated(Parser *p) {
    int m = p->sp;
    while (accept(p, T_AT)) {
        Node *d = named_expression(p);
        if (!d || !push(p, d)) return NULL;
        if (!expect(p, T_NEWLINE)) return NULL;
    }
    NodeList decos = pop_list(p, m);
    if (p->failed) return NULL;
    if (at(p, T_KW_DEF)) return funcdef(p, NULL, decos);
    if (at(p, T_KW_CLASS)) return classdef(p, decos);
    if (at(p, T_KW_ASYNC) && kind_at(p, 1) == T_KW_DEF) {
        Token *a = advance(p);
        return funcdef(p, a, decos);
    }
    err_generic(p);
    return NULL;
}

/* ---- match statements ----------------------------------------------------------- */

static Node *pattern(Parser *p);

/* signed_number: NUMBER | '-' NUMBER, and complex_number:
 * signed_real_number ('+' | '-') imaginary_number */
static Node *number_pattern_value(Parser *p) {
    Pos s = here(p);
    Node *v;
    if (at(p, T_MINUS)) {
        advance(p);
        if (!at(p, T_NUMBER)) {
            err_generic(p);
            return NULL;
        }
        Node *num = number(p);
        if (!num) return NULL;
        v = mk(p, N_UNARYOP, s);
        if (!v) return NULL;
        v->op = UOP_USUB;
        v->a = num;
    } else {
        v = number(p);
        if (!v) return NULL;
    }
    if (at(p, T_PLUS) || at(p, T_MINUS)) {
        Node *real = v->kind == N_UNARYOP ? v->a : v;
        if (real->ckind == C_IMAG) {
            err_node(p, v, "real number required in complex literal");
            return NULL;
        }
        int op = at(p, T_PLUS) ? OP_ADD_ : OP_SUB_;
        advance(p);
        if (!at(p, T_NUMBER)) {
            err_generic(p);
            return NULL;
        }
        Node *im = number(p);
        if (!im) return NULL;
        if (im->ckind != C_IMAG) {
            err_node(p, im, "imaginary number required in complex literal");
            return NULL;
        }
        Node *b = mk(p, N_BINOP, s);
        if (!b) return NULL;
        b->a = v;
        b->op = (uint8_t)op;
        b->b = im;
        v = b;
    }
    return v;
}

/* name_or_attr: attr | NAME, as a Load expression. */
static Node *name_or_attr(Parser *p) {
    Token *t = advance(p);
    Node *e = name_node(p, t, CTX_LOAD);
    if (!e) return NULL;
    while (at(p, T_DOT)) {
        advance(p);
        if (!at(p, T_NAME)) {
            err_generic(p);
            return NULL;
        }
        Token *nt = advance(p);
        Node *a = mk(p, N_ATTRIBUTE, tpos(p, t));
        if (!a) return NULL;
        a->a = e;
        a->name = name_of(p, nt);
        if (!a->name) return NULL;
        e = a;
    }
    return e;
}

static Node *value_pattern(Parser *p, Node *v, Pos s) {
    Node *n = mk(p, N_MATCHVALUE, s);
    if (n) n->a = v;
    return n;
}

/* star_pattern: '*' pattern_capture_target | '*' wildcard_pattern */
static Node *star_pattern(Parser *p) {
    Pos s = here(p);
    advance(p);
    if (!at(p, T_NAME)) {
        err_generic(p);
        return NULL;
    }
    Token *t = advance(p);
    Node *n = mk(p, N_MATCHSTAR, s);
    if (!n) return NULL;
    if (!tok_is(p, t, "_")) {
        n->name = name_of(p, t);
        if (!n->name) return NULL;
    }
    return n;
}

static Node *maybe_star_pattern(Parser *p) {
    if (at(p, T_STAR)) return star_pattern(p);
    return pattern(p);
}

/* The items of a sequence pattern up to `close`. */
static bool sequence_items(Parser *p, int close) {
    while (!at(p, close)) {
        Node *e = maybe_star_pattern(p);
        if (!e || !push(p, e)) return false;
        if (!accept(p, T_COMMA)) break;
    }
    return !p->failed;
}

/* class_pattern: name_or_attr '(' [positional_patterns ','] [keyword_patterns ','] ')' */
static Node *class_pattern(Parser *p, Node *cls, Pos s) {
    advance(p); /* '(' */
    int pm = p->sp;
    Node *kw_names[64];
    Node **names = kw_names;
    int nkw = 0, cap = 64;
    int km = -1;
    while (!at(p, T_RPAR)) {
        if (p->failed) return NULL;
        if (at(p, T_NAME) && kind_at(p, 1) == T_EQUAL) {
            Token *nt = advance(p);
            advance(p);
            Node *pat = pattern(p);
            if (!pat) return NULL;
            Node *nm = name_node(p, nt, CTX_LOAD);
            if (!nm) return NULL;
            nm->end_line = nt->end_line;
            nm->end_col = tpos(p, nt).col + (nt->end_col - nt->col);
            if (km < 0) km = p->sp;
            if (nkw == cap) {
                Node **nn = arena_alloc(p->a, (size_t)cap * 2 * sizeof(Node *));
                if (!nn) {
                    oom(p);
                    return NULL;
                }
                memcpy(nn, names, (size_t)nkw * sizeof(Node *));
                names = nn;
                cap *= 2;
            }
            names[nkw++] = nm;
            if (!push(p, pat)) return NULL;
        } else {
            Node *pat = pattern(p);
            if (!pat) return NULL;
            if (km >= 0) {
                err_node(p, pat, "positional patterns follow keyword patterns");
                return NULL;
            }
            if (!push(p, pat)) return NULL;
        }
        if (!accept(p, T_COMMA)) break;
    }
    if (p->failed || !expect(p, T_RPAR)) return NULL;
    Node *n = mk(p, N_MATCHCLASS, s);
    if (!n) return NULL;
    n->a = cls;
    if (km >= 0) {
        n->l2 = pop_list(p, km);
        n->l3.items = arena_alloc(p->a, (size_t)nkw * sizeof(Node *));
        if (!n->l3.items) {
            oom(p);
            return NULL;
        }
        memcpy(n->l3.items, names, (size_t)nkw * sizeof(Node *));
        n->l3.n = nkw;
    }
    n->l1 = pop_list(p, pm);
    return p->failed ? NULL : n;
}

/* A mapping pattern key: literal_expr | attr */
static Node *mapping_key(Parser *p) {
    Token *t = peek(p, 0);
    Pos s = tpos(p, t);
    switch (t->kind) {
    case T_NUMBER:
    case T_MINUS: return number_pattern_value(p);
    case T_STRING: {
        Node *v = strings(p);
        if (v && v->kind == N_JOINEDSTR) {
            err_node(p, v, "patterns may only match literals and attribute lookups");
            return NULL;
        }
        return v;
    }
    case T_KW_NONE: advance(p); return constant(p, s, C_NONE);
    case T_KW_TRUE: advance(p); return constant(p, s, C_TRUE);
    case T_KW_FALSE: advance(p); return constant(p, s, C_FALSE);
    case T_NAME:
        if (kind_at(p, 1) == T_DOT) return name_or_attr(p);
        /* fall through */
    default:
        err_generic(p);
        return NULL;
    }
}

/* mapping_pattern: '{' [items_pattern ','] ['**' NAME [',']] '}' */
static Node *mapping_pattern(Parser *p) {
    Pos s = here(p);
    advance(p);
    int m = p->sp;
    char *rest = NULL;
    while (!at(p, T_RBRACE)) {
        if (p->failed) return NULL;
        if (at(p, T_DOUBLESTAR)) {
            advance(p);
            if (!at(p, T_NAME)) {
                err_generic(p);
                return NULL;
            }
            if (at_name(p, "_")) {
                err_generic(p);
                return NULL;
            }
            Token *rt = advance(p);
            rest = name_of(p, rt);
            if (!rest) return NULL;
            accept(p, T_COMMA);
            break;
        }
        Node *k = mapping_key(p);
        if (!k || !expect(p, T_COLON)) return NULL;
        Node *v = pattern(p);
        if (!v || !push(p, k) || !push(p, v)) return NULL;
        if (!accept(p, T_COMMA)) break;
    }
    if (p->failed || !expect(p, T_RBRACE)) return NULL;
    Node *n = mk(p, N_MATCHMAPPING, s);
    if (!n) return NULL;
    int cnt = (p->sp - m) / 2;
    if (cnt) {
        n->l1.items = arena_alloc(p->a, (size_t)cnt * sizeof(Node *));
        n->l2.items = arena_alloc(p->a, (size_t)cnt * sizeof(Node *));
        if (!n->l1.items || !n->l2.items) {
            oom(p);
            return NULL;
        }
        for (int i = 0; i < cnt; i++) {
            n->l1.items[i] = p->stk[m + 2 * i];
            n->l2.items[i] = p->stk[m + 2 * i + 1];
        }
        n->l1.n = n->l2.n = cnt;
    }
    p->sp = m;
    n->name = rest;
    return n;
}

/* closed_pattern:
 *     | literal_pattern | capture_pattern | wildcard_pattern | value_pattern
 *     | group_pattern | sequence_pattern | mapping_pattern | class_pattern */
static Node *closed_pattern(Parser *p) {
    Token *t = peek(p, 0);
    Pos s = tpos(p, t);
    switch (t->kind) {
    case T_NUMBER:
    case T_MINUS: {
        Node *v = number_pattern_value(p);
        return v ? value_pattern(p, v, s) : NULL;
    }
    case T_STRING: {
        Node *v = strings(p);
        if (!v) return NULL;
        if (v->kind == N_JOINEDSTR) {
            err_node(p, v, "patterns may only match literals and attribute lookups");
            return NULL;
        }
        return value_pattern(p, v, s);
    }
    case T_KW_NONE:
    case T_KW_TRUE:
    case T_KW_FALSE: {
        advance(p);
        Node *n = mk(p, N_MATCHSINGLETON, s);
        if (n) n->ckind = t->kind == T_KW_NONE ? C_NONE : t->kind == T_KW_TRUE ? C_TRUE : C_FALSE;
        return n;
    }
    case T_NAME: {
        int k1 = kind_at(p, 1);
        if (k1 == T_DOT || k1 == T_LPAR) {
            Node *cls = name_or_attr(p);
            if (!cls) return NULL;
            if (at(p, T_LPAR)) return class_pattern(p, cls, s);
            return value_pattern(p, cls, s);
        }
        advance(p);
        Node *n = mk(p, N_MATCHAS, s);
        if (!n) return NULL;
        if (!tok_is(p, t, "_")) {
            n->name = name_of(p, t);
            if (!n->name) return NULL;
        }
        return n;
    }
    case T_LPAR: {
        advance(p);
        if (accept(p, T_RPAR)) {
            return mk(p, N_MATCHSEQUENCE, s);
        }
        Node *first = maybe_star_pattern(p);
        if (!first) return NULL;
        if (at(p, T_RPAR) && first->kind != N_MATCHSTAR) {
            advance(p);
            return first; /* group_pattern */
        }
        int m = p->sp;
        if (!push(p, first)) return NULL;
        if (!expect(p, T_COMMA) || !sequence_items(p, T_RPAR) || !expect(p, T_RPAR))
            return NULL;
        Node *n = mk(p, N_MATCHSEQUENCE, s);
        if (!n) return NULL;
        n->l1 = pop_list(p, m);
        return p->failed ? NULL : n;
    }
    case T_LSQB: {
        advance(p);
        int m = p->sp;
        if (!sequence_items(p, T_RSQB) || !expect(p, T_RSQB)) return NULL;
        Node *n = mk(p, N_MATCHSEQUENCE, s);
        if (!n) return NULL;
        n->l1 = pop_list(p, m);
        return p->failed ? NULL : n;
    }
    case T_LBRACE: return mapping_pattern(p);
    default:
        err_generic(p);
        return NULL;
    }
}

/* pattern: as_pattern | or_pattern
 * as_pattern: or_pattern 'as' pattern_capture_target
 * or_pattern: '|'.closed_pattern+ */
static Node *pattern(Parser *p) {
    if (!enter(p)) return NULL;
    Pos s = here(p);
    Node *first = closed_pattern(p);
    Node *res = first;
    if (first && at(p, T_VBAR)) {
        int m = p->sp;
        if (!push(p, first)) goto out;
        while (accept(p, T_VBAR)) {
            Node *e = closed_pattern(p);
            if (!e || !push(p, e)) {
                res = NULL;
                goto out;
            }
        }
        res = mk(p, N_MATCHOR, s);
        if (!res) goto out;
        res->l1 = pop_list(p, m);
    }
    if (res && accept(p, T_KW_AS)) {
        Token *t = peek(p, 0);
        if (t->kind != T_NAME) {
            if (!p->failed) err_tok(p, t, "invalid pattern target");
            res = NULL;
            goto out;
        }
        if (tok_is(p, t, "_")) {
            err_tok(p, t, "cannot use '_' as a target");
            res = NULL;
            goto out;
        }
        advance(p);
        Node *as = mk(p, N_MATCHAS, s);
        if (!as) {
            res = NULL;
            goto out;
        }
        as->a = res;
        as->name = name_of(p, t);
        res = as->name ? as : NULL;
    }
out:
    leave(p);
    return p->failed ? NULL : res;
}

/* patterns: open_sequence_pattern | pattern */
static Node *patterns(Parser *p) {
    Pos s = here(p);
    Node *first = maybe_star_pattern(p);
    if (!first) return NULL;
    if (!at(p, T_COMMA)) {
        if (first->kind == N_MATCHSTAR) {
            err_generic(p);
            return NULL;
        }
        return first;
    }
    int m = p->sp;
    if (!push(p, first)) return NULL;
    while (accept(p, T_COMMA)) {
        if (at(p, T_COLON) || at(p, T_KW_IF)) break;
        Node *e = maybe_star_pattern(p);
        if (!e || !push(p, e)) return NULL;
    }
    if (p->failed) return NULL;
    Node *n = mk(p, N_MATCHSEQUENCE, s);
    if (!n) return NULL;
    n->l1 = pop_list(p, m);
    return p->failed ? NULL : n;
}

/* case_block: "case" patterns guard? ':' block */
static Node *case_block(Parser *p) {
    Token *kw = advance(p);
    Node *pat = patterns(p);
    if (!pat) return NULL;
    Node *guard = NULL;
    if (accept(p, T_KW_IF)) {
        guard = named_expression(p);
        if (!guard) return NULL;
    }
    NodeList body;
    if (!header_colon(p) || !block(p, &body, "'case' statement", kw->line)) return NULL;
    Node *c = mk(p, N_MATCHCASE, npos(pat));
    if (!c) return NULL;
    c->a = pat;
    c->b = guard;
    c->l1 = body;
    return c;
}

/* match_stmt: "match" subject_expr ':' NEWLINE INDENT case_block+ DEDENT
 * subject_expr: star_named_expression ',' star_named_expressions? | named_expression
 * Returns 0 when the statement is not a match statement after all (then
 * nothing was consumed), 1 when it is (the result or an error is set). */
static int match_stmt(Parser *p, Node **out, bool *saw_newline) {
    Mark m0 = mark(p);
    Token *kw = advance(p);
    int k = kind(p);
    if (!starts_expression(k) && k != T_STAR) {
        reset(p, m0);
        return 0;
    }
    Pos ss = here(p);
    Node *subject = star_named_expression(p);
    if (subject && at(p, T_COMMA)) {
        int m = p->sp;
        if (push(p, subject)) {
            while (accept(p, T_COMMA)) {
                if (at(p, T_COLON)) break;
                Node *e = star_named_expression(p);
                if (!e || !push(p, e)) {
                    subject = NULL;
                    break;
                }
            }
        }
        if (subject && !p->failed) {
            subject = mk(p, N_TUPLE, ss);
            if (subject) subject->l1 = pop_list(p, m);
        }
    } else if (subject && subject->kind == N_STARRED) {
        subject = NULL;
    }
    if (!subject || p->failed || !at(p, T_COLON)) {
        *saw_newline = subject && !p->failed && at(p, T_NEWLINE);
        if (p->failed && p->hard) return 1;
        p->failed = false;
        reset(p, m0);
        return 0;
    }
    advance(p);
    if (!expect(p, T_NEWLINE)) return 1;
    if (!at(p, T_INDENT)) {
        if (!p->failed)
            err_last_kind(p, PERR_INDENT, "expected an indented block after 'match' statement on line %d",
                          kw->line);
        return 1;
    }
    advance(p);
    int m = p->sp;
    while (at_name(p, "case")) {
        Node *c = case_block(p);
        if (!c || !push(p, c)) return 1;
    }
    if (p->failed) return 1;
    if (p->sp == m || !at(p, T_DEDENT)) {
        err_generic(p);
        return 1;
    }
    advance(p);
    Node *n = mk(p, N_MATCH, tpos(p, kw));
    if (!n) return 1;
    n->a = subject;
    n->l1 = pop_list(p, m);
    *out = n;
    return 1;
}

/* ---- statements ------------------------------------------------------------------ */

static bool statement_inner(Parser *p) {
    Token *t = peek(p, 0);
    Node *s = NULL;
    switch (t->kind) {
    case T_KW_DEF: s = funcdef(p, NULL, (NodeList){NULL, 0}); break;
    case T_KW_IF: s = if_stmt(p); break;
    case T_KW_CLASS: s = classdef(p, (NodeList){NULL, 0}); break;
    case T_KW_WITH: s = with_stmt(p, NULL); break;
    case T_KW_FOR: s = for_stmt(p, NULL); break;
    case T_KW_TRY: s = try_stmt(p); break;
    case T_KW_WHILE: s = while_stmt(p); break;
    case T_AT: s = decorated(p); break;
    case T_KW_ASYNC: {
        int k1 = kind_at(p, 1);
        if (k1 == T_KW_DEF || k1 == T_KW_WITH || k1 == T_KW_FOR) {
            Token *a = advance(p);
            if (k1 == T_KW_DEF) s = funcdef(p, a, (NodeList){NULL, 0});
            else if (k1 == T_KW_WITH) s = with_stmt(p, a);
            else s = for_stmt(p, a);
            break;
        }
        return simple_stmts(p);
    }
    case T_NAME:
        if (at_name(p, "match")) {
            bool saw_newline = false;
            int r = match_stmt(p, &s, &saw_newline);
            if (r) break;
            if (simple_stmts(p)) return true;
            if (saw_newline && !p->hard) {
                /* invalid_match_stmt: "match" subject_expr NEWLINE */
                p->failed = false;
                err_last(p, "expected ':'");
            }
            return false;
        }
        return simple_stmts(p);
    default:
        return simple_stmts(p);
    }
    return s && push(p, s);
}

static bool statement(Parser *p) {
    if (!enter(p)) return false;
    bool ok = statement_inner(p);
    leave(p);
    return ok && !p->failed;
}

/* statements: statement+, up to the DEDENT of the block (or the end of the
 * file at top level). The statements are left on the scratch stack. */
static bool statements(Parser *p, bool toplevel) {
    for (;;) {
        int k = kind(p);
        if (p->failed) return false;
        if (toplevel ? k == T_ENDMARKER : k == T_DEDENT) return true;
        if (!statement(p)) return false;
    }
}

/* ---- entry point -------------------------------------------------------------------- */

/* CPython, after a parse error, tokenizes the rest of the file: an error the
 * tokenizer raises there (an unterminated string, a bad character) replaces
 * the parser's error, and so does an unclosed bracket opened on an earlier
 * line than the parser's error. */
static void resolve_error(Parser *p) {
    Lexer *lx = p->lx;
    if (!p->failed || !lx->err_set) return;
    ParseError *e = p->err;
    if (e->kind == PERR_MEMORY) return;
    if (memcmp(e, &lx->err, sizeof *e) == 0) return;
    /* A nesting-limit stop keeps its message unless the tokenizer found
     * something more concrete further on (such as too many brackets). */
    if (e->kind == PERR_LIMIT && lx->err_deferred) return;
    if (!lx->err_deferred) {
        *e = lx->err;
    } else if (lx->eof_in_brackets &&
               p->t[p->maxpos < p->n ? p->maxpos : p->n - 1].line > lx->open_line) {
        *e = lx->err;
    }
}

/* Bound the depth of the finished tree (see PARSE_MAX_DEPTH in ast.h) with
 * an explicit stack, so that passes walking it recursively cannot run out
 * of C stack. Returns false with the error set. */
typedef struct DepthItem {
    const Node *n;
    int depth;
} DepthItem;

/* Push the items of `l` at depth `d` onto st[sp..); returns the new sp. */
static inline size_t push_children(DepthItem *st, size_t sp, const NodeList *l, int d) {
    for (int j = 0; j < l->n; j++)
        if (l->items[j]) st[sp++] = (DepthItem){l->items[j], d};
    return sp;
}

static bool check_depth(Parser *p, const Node *root) {
    size_t cap = 256, sp = 0;
    DepthItem *st = lex_scratch(p->a, NULL, 0, cap * sizeof *st);
    if (!st) {
        oom(p);
        return false;
    }
    st[sp++] = (DepthItem){root, 1};
    bool ok = true;
    while (sp && ok) {
        DepthItem it = st[--sp];
        const Node *n = it.n;
        if (!meter(p)) {
            ok = false;
            break;
        }
        if (it.depth > PARSE_MAX_DEPTH) {
            err_at(p, PERR_LIMIT, n->line, n->col + 1, 0,
                   "maximum recursion depth exceeded during compilation");
            ok = false;
            break;
        }
        size_t need = 3 + (size_t)n->l1.n + (size_t)n->l2.n + (size_t)n->l3.n + (size_t)n->l4.n;
        if (sp + need > cap) {
            size_t ncap = (sp + need) * 2;
            DepthItem *ns = lex_scratch(p->a, st, cap * sizeof *st, ncap * sizeof *st);
            if (!ns) {
                oom(p);
                ok = false;
                break;
            }
            st = ns;
            cap = ncap;
        }
        /* The children in the order a, b, c, l1 .. l4 (the last pushed is
         * looked at first). */
        int d = it.depth + 1;
        if (n->a) st[sp++] = (DepthItem){n->a, d};
        if (n->b) st[sp++] = (DepthItem){n->b, d};
        if (n->c) st[sp++] = (DepthItem){n->c, d};
        sp = push_children(st, sp, &n->l1, d);
        sp = push_children(st, sp, &n->l2, d);
        sp = push_children(st, sp, &n->l3, d);
        sp = push_children(st, sp, &n->l4, d);
    }
    lex_scratch(p->a, st, cap * sizeof *st, 0);
    return ok;
}

Node *parse_module(Arena *arena, const char *src, size_t len, ParseError *err) {
    memset(err, 0, sizeof *err);
    /* About 3KB, most of it bracket and indentation stacks that are
     * written before they are read; lex_source resets the rest. */
    Lexer *lx = arena_alloc_uninit(arena, sizeof(Lexer));
    if (!lx) {
        err->kind = PERR_MEMORY;
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return NULL;
    }
    if (!lex_source(lx, arena, src, len, err)) return NULL;
    Parser p;
    memset(&p, 0, sizeof p);
    p.a = arena;
    p.lx = lx;
    p.src = lx->src;
    p.t = lx->toks;
    p.n = lx->ntoks;
    p.err = err;
    p.last_line = 1;
    rewatch(&p);
    char probe;
    p.stack_base = (uintptr_t)&probe;
    bool ok = statements(&p, true);
    Node *mod = NULL;
    if (ok && !p.failed) {
        mod = mk(&p, N_MODULE, (Pos){1, 0});
        if (mod) mod->l1 = pop_list(&p, 0);
        /* Every node is an arena allocation of at least sizeof(Node)
         * bytes, so an arena that has handed out fewer than
         * PARSE_MAX_DEPTH nodes' worth holds no path that long: most
         * snippets need no walk. */
        bool may_be_deep = arena->used_total >= (size_t)PARSE_MAX_DEPTH * sizeof(Node);
        if (mod && !p.failed && may_be_deep && !check_depth(&p, mod)) mod = NULL;
    }
    if (!mod || p.failed) {
        if (!p.failed) oom(&p);
        resolve_error(&p);
        mod = NULL;
    }
    lex_scratch(arena, p.stk, (size_t)p.scap * sizeof(Node *), 0);
    sub_free(&p);
    lex_free(lx);
    return mod;
}
