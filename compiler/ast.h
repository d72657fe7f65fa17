/* The abstract syntax tree: one node struct with generic fields, allocated
 * from an arena that is freed as a whole after code generation. The fields
 * each kind uses are listed beside it; unused fields are zero. The shape
 * follows CPython's `ast` module so its documentation describes ours.
 */
#ifndef SMOL_AST_H
#define SMOL_AST_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include <string.h>

typedef struct VM VM;

/* ---- arena ------------------------------------------------------------ */

typedef struct ArenaBlock ArenaBlock;
typedef struct Arena {
    VM *vm;             /* allocations are accounted to this VM */
    ArenaBlock *head;
    size_t used_total;
    bool failed;        /* an allocation failed: the memory cap was reached */
    uint64_t fail_at;   /* test hook: the fail_at-th arena_alloc fails (0 = never) */
    uint64_t nallocs;   /* arena_alloc calls so far, for fail_at */
    VM *meter;          /* work done with this arena (tokenizing, parsing,
                           the memory it hands out) is charged to this VM's
                           instruction budget and deadline as it goes
                           (rt_charge); NULL: not charged. Set with
                           arena_set_meter. */
    int64_t *fuel;      /* &meter->fuel, for the inline fast path; without
                           a meter, &idle_fuel */
    int64_t idle_fuel;  /* fuel that charges nobody: refilled when spent */
    unsigned char *cur, *end;   /* the free tail of the head block */
    unsigned char *zend;        /* [cur, zend) is already zeroed: the tail is
                                   zeroed a chunk at a time, ahead of use */
} Arena;

void arena_init(Arena *a, VM *vm);
/* Zeroed memory, or NULL when the memory cap is reached. */
void *arena_alloc_slow(Arena *a, size_t n);
static inline void *arena_alloc(Arena *a, size_t n);
char *arena_strndup(Arena *a, const char *s, size_t n);
/* Charge the arena's work to `vm` (NULL: to nobody). */
void arena_set_meter(Arena *a, VM *vm);
/* Charge `units` of work to the meter's budget (rt_charge); false when the
 * budget or the deadline ran out (the VM's halt is set). True without one.
 * The tokenizer and the parser call it for every token and rule, so the
 * common case (fuel left in the current slice) is inline, as rt_charge's. */
bool arena_meter_slow(Arena *a);
static inline bool arena_meter(Arena *a, int64_t units) {
    *a->fuel -= units;
    if (__builtin_expect(*a->fuel < 0, 0)) return arena_meter_slow(a);
    return true;
}
void arena_free(Arena *a);

#define ARENA_ALIGN 16u

/* Zero the head block's free tail from Arena.zend to a chunk past cur. */
void arena_zero_ahead(Arena *a);

/* A node, a list or a name comes from the head block's free tail with the
 * same charge as the slow path (a unit per 64 bytes); a large request, a
 * full block, the fail_at test hook and a failed arena take the slow path. */
static inline void *arena_alloc(Arena *a, size_t n) {
    size_t r = (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    if (__builtin_expect(n - 1 < 1024 && !a->fail_at && !a->failed &&
                         r <= (size_t)(a->end - a->cur), 1)) {
        if (!arena_meter(a, (int64_t)(r / 64))) {
            a->failed = true;
            return NULL;
        }
        void *p = a->cur;
        a->cur += r;
        a->used_total += r;
        /* One large memset per chunk costs less than a small one per
         * node. */
        if (__builtin_expect(a->cur > a->zend, 0)) arena_zero_ahead(a);
        return p;
    }
    return arena_alloc_slow(a, n);
}

/* arena_alloc without the zeroing, at the same charge: for arrays whose
 * elements are all written before they are read (the code generator's
 * growing arrays), where zeroing a large block costs more than the rest of
 * the allocation. */
void *arena_alloc_uninit_slow(Arena *a, size_t n);
static inline void *arena_alloc_uninit(Arena *a, size_t n) {
    size_t r = (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    if (__builtin_expect(n - 1 < 1024 && !a->fail_at && !a->failed &&
                         r <= (size_t)(a->end - a->cur), 1)) {
        if (!arena_meter(a, (int64_t)(r / 64))) {
            a->failed = true;
            return NULL;
        }
        void *p = a->cur;
        a->cur += r;
        a->used_total += r;
        if (a->cur > a->zend) a->zend = a->cur;
        return p;
    }
    return arena_alloc_uninit_slow(a, n);
}

/* ---- nodes ------------------------------------------------------------ */

typedef enum {
    /* statements */
    N_MODULE,       /* l1 body */
    N_FUNCDEF,      /* name; a ARGUMENTS; l1 body; l2 decorators; b returns; flags NF_ASYNC */
    N_CLASSDEF,     /* name; l1 body; l2 decorators; l3 bases; l4 keywords (KEYWORD) */
    N_RETURN,       /* a value or NULL */
    N_DELETE,       /* l1 targets */
    N_ASSIGN,       /* l1 targets (a = b = v has two); a value */
    N_AUGASSIGN,    /* a target; op BinOp; b value */
    N_ANNASSIGN,    /* a target; b annotation; c value or NULL; flags NF_SIMPLE */
    N_FOR,          /* a target; b iter; l1 body; l2 orelse; flags NF_ASYNC */
    N_WHILE,        /* a test; l1 body; l2 orelse */
    N_IF,           /* a test; l1 body; l2 orelse (an elif is a nested N_IF) */
    N_WITH,         /* l1 items (WITHITEM); l2 body; flags NF_ASYNC */
    N_MATCH,        /* a subject; l1 cases (MATCHCASE) */
    N_RAISE,        /* a exc or NULL; b cause or NULL */
    N_TRY,          /* l1 body; l2 handlers (EXCEPTHANDLER); l3 orelse; l4 finalbody; flags NF_STAR for except* */
    N_ASSERT,       /* a test; b msg or NULL */
    N_IMPORT,       /* l1 names (ALIAS) */
    N_IMPORTFROM,   /* name module or NULL; l1 names (ALIAS; name "*" for star); ival level */
    N_GLOBAL,       /* l1 names (NAME) */
    N_NONLOCAL,     /* l1 names (NAME) */
    N_EXPR,         /* a value */
    N_PASS,
    N_BREAK,
    N_CONTINUE,

    /* expressions */
    N_BOOLOP,       /* op BoolOp; l1 values (two or more) */
    N_NAMEDEXPR,    /* a target (NAME); b value */
    N_BINOP,        /* a left; op BinOp; b right */
    N_UNARYOP,      /* op UnaryOp; a operand */
    N_LAMBDA,       /* a ARGUMENTS; b body */
    N_IFEXP,        /* a test; b body; c orelse */
    N_DICT,         /* l1 keys (NULL item for **v); l2 values */
    N_SET,          /* l1 elts */
    N_LISTCOMP,     /* a elt; l1 generators (COMPREHENSION) */
    N_SETCOMP,      /* a elt; l1 generators */
    N_DICTCOMP,     /* a key; b value; l1 generators */
    N_GENEXP,       /* a elt; l1 generators */
    N_AWAIT,        /* a value */
    N_YIELD,        /* a value or NULL */
    N_YIELDFROM,    /* a value */
    N_COMPARE,      /* a left; l1 comparators; cmpops[i] is the CmpOp before l1[i] */
    N_CALL,         /* a func; l1 args (may hold STARRED); l2 keywords (KEYWORD) */
    N_FORMATTEDVALUE, /* a value; ival conversion (-1, 's', 'r', 'a'); b format_spec (JOINEDSTR) or NULL */
    N_JOINEDSTR,    /* l1 values (CONSTANT str or FORMATTEDVALUE) */
    N_CONSTANT,     /* ckind; str/slen for C_INT (digits, base prefix kept, no '_'), C_STR, C_BYTES; fval for C_FLOAT, C_IMAG */
    N_ATTRIBUTE,    /* a value; name attr; ctx */
    N_SUBSCRIPT,    /* a value; b slice (expr, SLICE or TUPLE); ctx */
    N_STARRED,      /* a value; ctx */
    N_NAME,         /* name; ctx */
    N_LIST,         /* l1 elts; ctx */
    N_TUPLE,        /* l1 elts; ctx */
    N_SLICE,        /* a lower; b upper; c step (each may be NULL) */

    /* helpers */
    N_ARGUMENTS,    /* l1 positional params (ARG), posonly first; ival posonly count;
                       l2 defaults for the last len(l2) of l1; a vararg (ARG) or NULL;
                       l3 kwonly params (ARG); l4 kw defaults aligned with l3 (NULL item = none);
                       b kwarg (ARG) or NULL */
    N_ARG,          /* name; a annotation or NULL */
    N_KEYWORD,      /* name (NULL for **a); a value */
    N_ALIAS,        /* name (dotted); name2 asname or NULL */
    N_WITHITEM,     /* a context expr; b optional vars or NULL */
    N_EXCEPTHANDLER,/* a type or NULL; name or NULL; l1 body */
    N_COMPREHENSION,/* a target; b iter; l1 ifs; flags NF_ASYNC */
    N_MATCHCASE,    /* a pattern; b guard or NULL; l1 body */

    /* patterns */
    N_MATCHVALUE,   /* a value expr */
    N_MATCHSINGLETON, /* ckind C_NONE / C_TRUE / C_FALSE */
    N_MATCHSEQUENCE,/* l1 patterns */
    N_MATCHMAPPING, /* l1 keys (exprs); l2 patterns; name rest or NULL */
    N_MATCHCLASS,   /* a cls; l1 patterns; l2 kwd patterns; l3 kwd attrs (NAME) */
    N_MATCHSTAR,    /* name or NULL for *_ */
    N_MATCHAS,      /* a pattern or NULL; name or NULL for _ */
    N_MATCHOR,      /* l1 patterns */
    N__COUNT
} NodeKind;

typedef enum { OP_ADD_, OP_SUB_, OP_MULT_, OP_MATMULT_, OP_DIV_, OP_MOD_, OP_POW_,
               OP_LSHIFT_, OP_RSHIFT_, OP_BITOR_, OP_BITXOR_, OP_BITAND_,
               OP_FLOORDIV_ } BinOpKind;
typedef enum { UOP_INVERT, UOP_NOT, UOP_UADD, UOP_USUB } UnaryOpKind;
typedef enum { BOOL_AND, BOOL_OR } BoolOpKind;
typedef enum { CMP_EQ, CMP_NOTEQ, CMP_LT, CMP_LTE, CMP_GT, CMP_GTE, CMP_IS,
               CMP_ISNOT, CMP_IN, CMP_NOTIN } CmpOpKind;
typedef enum { CTX_LOAD, CTX_STORE, CTX_DEL } ExprCtx;
typedef enum { C_NONE, C_TRUE, C_FALSE, C_ELLIPSIS, C_INT, C_FLOAT, C_IMAG,
               C_STR, C_BYTES } ConstKind;

#define NF_ASYNC 0x1
#define NF_SIMPLE 0x2
#define NF_STAR 0x4
#define NF_PAREN 0x8    /* expression was parenthesised (tuple/genexp) */
#define NF_FUTURE 0x10  /* a `from __future__ import` where one may stand */

typedef struct Node Node;
typedef struct NodeList {
    Node **items;
    int n;
} NodeList;

struct Node {
    uint8_t kind;
    uint8_t op;         /* BinOp / UnaryOp / BoolOp */
    uint8_t ctx;
    uint8_t ckind;
    uint16_t flags;
    /* Scope analysis, for a Name: 1 + the index of its symbol in the Scope
     * that `scope` points to (0: not recorded, look the name up). */
    uint16_t symref;
    int line, col;      /* 1-based line, 0-based column in code points */
    int end_line, end_col;
    Node *a, *b, *c;
    NodeList l1, l2, l3, l4;
    const char *name;
    const char *name2;
    const char *str;    /* constant payload (UTF-8, may contain NUL) */
    size_t slen;
    double fval;
    int64_t ival;
    uint8_t *cmpops;
    void *scope;        /* scope analysis: the Scope a def, lambda, class or
                           comprehension opens; for a Name, the Scope its
                           `symref` indexes (set by scope.c) */
};

/* ---- parser ----------------------------------------------------------- */

typedef enum { PERR_SYNTAX, PERR_INDENT, PERR_TAB, PERR_MEMORY, PERR_LIMIT } ParseErrKind;

typedef struct ParseError {
    ParseErrKind kind;
    int line;           /* 1-based */
    int col;            /* 1-based column of the caret (code points) */
    int end_col;        /* 1-based column one past the caret range; 0 = single caret */
    /* Reported at the end of the input (the ENDMARKER token). CPython
     * running a file has read past the text by then and prints no caret,
     * though compile() of a string gives the column above. */
    bool at_eof;
    char msg[256];      /* e.g. "invalid syntax", "expected ':'" */
    /* An error inside an f-string's replacement field: the line CPython
     * 3.11 shows, of the field's text in parentheses as it was parsed
     * ("(a b)"), the columns being in it; empty otherwise. */
    char text[256];
} ParseError;

/* Limits the parser enforces so that it, and every later pass that walks
 * the tree recursively, needs bounded C stack. PARSE_MAX_NESTING bounds the
 * parser's own recursion (brackets, unary operators, lambdas, conditional
 * expressions, nested blocks, ...): "expression too deeply nested".
 * PARSE_MAX_DEPTH bounds the finished tree: no root-to-leaf path has more
 * nodes (N_MODULE counted): "maximum recursion depth exceeded during
 * compilation", as CPython says. Both are PERR_LIMIT errors; brackets
 * nested deeper than 200 are CPython's SyntaxError "too many nested
 * parentheses" (also PERR_LIMIT), indentation deeper than 100 levels its
 * IndentationError "too many levels of indentation" (PERR_INDENT). */
#define PARSE_MAX_NESTING 1000
#define PARSE_MAX_DEPTH 1000
/* The parser's recursion also stops ("expression too deeply nested") when
 * it has used this much C stack, measured, whatever the frame sizes of the
 * build: parse_module needs this much stack plus a few KB. */
#define PARSE_STACK_BUDGET (256u * 1024u)

/* Parse a whole module. Returns the N_MODULE node, or NULL with *err filled.
 * Never crashes or recurses without bound on any input. */
Node *parse_module(Arena *arena, const char *src, size_t len, ParseError *err);

#endif
