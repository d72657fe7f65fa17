/* Annotations as text, for `from __future__ import annotations`: the
 * expression written back the way CPython's compiler does it (its AST
 * unparser), so that __annotations__ holds the same strings: canonical
 * spacing, operators parenthesised by precedence, constants by their
 * repr. Forms an annotation hardly ever holds (lambdas, comprehensions,
 * f-strings, walrus, await, yield) are given as their source text. */
#include <math.h>
#include <stdio.h>
#include "compiler/cg.h"
#include "compiler/unparse.h"

/* Precedence levels, loosest first. */
enum {
    PR_TUPLE, PR_TEST, PR_OR, PR_AND, PR_NOT, PR_CMP, PR_BOR, PR_BXOR, PR_BAND,
    PR_SHIFT, PR_ARITH, PR_TERM, PR_FACTOR, PR_POWER, PR_AWAIT, PR_ATOM,
};

typedef struct Unparser {
    CgCtx *C;
    StrBuf *b;
} Unparser;

static void expr(Unparser *U, Node *e, int level);

static void add(Unparser *U, const char *s) { sb_adds(U->b, s); }

static void add_value(Unparser *U, Value v) {
    if (IS_EXC(v)) cg_error(U->C, NULL, CERR_MEMORY, "out of memory");
    sb_addstr(U->b, AS_STR(v));
}

/* Byte offset of (line, col) in the source: 1-based line, col in code points. */
static size_t source_offset(const Str *src, int line, int col) {
    size_t i = 0;
    for (int l = 1; l < line && i < src->blen; i++)
        if (src->data[i] == '\n') l++;
    for (int c = 0; c < col && i < src->blen; c++) {
        i++;
        while (i < src->blen && ((unsigned char)src->data[i] & 0xC0) == 0x80) i++;
    }
    return i;
}

static void source_text(Unparser *U, Node *e) {
    const Str *src = U->C->source;
    if (!src) {
        add(U, "...");
        return;
    }
    size_t a = source_offset(src, e->line, e->col), z = source_offset(src, e->end_line, e->end_col);
    if (z > a) sb_add(U->b, src->data + a, z - a);
}

static void constant(Unparser *U, Node *e) {
    VM *vm = U->C->vm;
    char buf[112];
    switch (e->ckind) {
    case C_NONE: add(U, "None"); return;
    case C_TRUE: add(U, "True"); return;
    case C_FALSE: add(U, "False"); return;
    case C_ELLIPSIS: add(U, "..."); return;
    case C_INT: {
        Value v = int_parse(vm, e->str, e->slen, 0, VNONE);
        if (IS_EXC(v)) cg_error(U->C, e, CERR_MEMORY, "out of memory");
        add_value(U, int_to_str(vm, v, 10));
        return;
    }
    case C_FLOAT:
        /* An infinite literal (1e999) is written as CPython writes it. */
        if (isinf(e->fval)) add(U, "1e309");
        else {
            float_repr_buf(e->fval, buf);
            add(U, buf);
        }
        return;
    case C_IMAG:
        if (isinf(e->fval)) add(U, "1e309j");
        else {
            complex_repr_buf(0.0, e->fval, buf);
            add(U, buf);
        }
        return;
    case C_STR: {
        Str *s = str_new(vm, e->str, e->slen);
        if (!s) cg_error(U->C, e, CERR_MEMORY, "out of memory");
        add_value(U, str_repr(vm, s));
        return;
    }
    default: {
        Value b = bytes_new(vm, e->str, e->slen);
        if (IS_EXC(b)) cg_error(U->C, e, CERR_MEMORY, "out of memory");
        add_value(U, bytes_repr(vm, b));
        return;
    }
    }
}

static const char *binop_text(int op, int *prec) {
    switch (op) {
    case OP_ADD_: *prec = PR_ARITH; return " + ";
    case OP_SUB_: *prec = PR_ARITH; return " - ";
    case OP_MULT_: *prec = PR_TERM; return " * ";
    case OP_MATMULT_: *prec = PR_TERM; return " @ ";
    case OP_DIV_: *prec = PR_TERM; return " / ";
    case OP_MOD_: *prec = PR_TERM; return " % ";
    case OP_FLOORDIV_: *prec = PR_TERM; return " // ";
    case OP_POW_: *prec = PR_POWER; return " ** ";
    case OP_LSHIFT_: *prec = PR_SHIFT; return " << ";
    case OP_RSHIFT_: *prec = PR_SHIFT; return " >> ";
    case OP_BITOR_: *prec = PR_BOR; return " | ";
    case OP_BITXOR_: *prec = PR_BXOR; return " ^ ";
    default: *prec = PR_BAND; return " & ";
    }
}

static const char *const cmp_text[] = {
    " == ", " != ", " < ", " <= ", " > ", " >= ", " is ", " is not ", " in ", " not in ",
};

static void elements(Unparser *U, NodeList *l) {
    for (int i = 0; i < l->n; i++) {
        if (i) add(U, ", ");
        expr(U, l->items[i], PR_TEST);
    }
}

static void expr(Unparser *U, Node *e, int level) {
    cg_charge(U->C, 1);
    switch (e->kind) {
    case N_NAME: add(U, e->name); return;
    case N_CONSTANT: constant(U, e); return;
    case N_ATTRIBUTE:
        expr(U, e->a, PR_ATOM);
        /* "1 .real": a bare int followed by a dot would read as a float. */
        add(U, e->a->kind == N_CONSTANT && e->a->ckind == C_INT ? " ." : ".");
        add(U, e->name);
        return;
    case N_SUBSCRIPT:
        expr(U, e->a, PR_ATOM);
        add(U, "[");
        if (e->b->kind == N_TUPLE && e->b->l1.n > 0) {
            elements(U, &e->b->l1);
            if (e->b->l1.n == 1) add(U, ",");
        } else {
            expr(U, e->b, PR_TUPLE);
        }
        add(U, "]");
        return;
    case N_SLICE:
        if (e->a) expr(U, e->a, PR_TEST);
        add(U, ":");
        if (e->b) expr(U, e->b, PR_TEST);
        if (e->c) {
            add(U, ":");
            expr(U, e->c, PR_TEST);
        }
        return;
    case N_STARRED:
        add(U, "*");
        expr(U, e->a, PR_BOR);
        return;
    case N_BINOP: {
        int prec;
        const char *op = binop_text(e->op, &prec);
        bool right = e->op == OP_POW_;
        if (level > prec) add(U, "(");
        expr(U, e->a, prec + (right ? 1 : 0));
        add(U, op);
        expr(U, e->b, prec + (right ? 0 : 1));
        if (level > prec) add(U, ")");
        return;
    }
    case N_UNARYOP: {
        int prec = e->op == UOP_NOT ? PR_NOT : PR_FACTOR;
        if (level > prec) add(U, "(");
        add(U, e->op == UOP_NOT ? "not " : e->op == UOP_INVERT ? "~" : e->op == UOP_UADD ? "+" : "-");
        expr(U, e->a, prec);
        if (level > prec) add(U, ")");
        return;
    }
    case N_BOOLOP: {
        int prec = e->op == BOOL_AND ? PR_AND : PR_OR;
        if (level > prec) add(U, "(");
        for (int i = 0; i < e->l1.n; i++) {
            if (i) add(U, e->op == BOOL_AND ? " and " : " or ");
            expr(U, e->l1.items[i], prec + 1);
        }
        if (level > prec) add(U, ")");
        return;
    }
    case N_COMPARE:
        if (level > PR_CMP) add(U, "(");
        expr(U, e->a, PR_CMP + 1);
        for (int i = 0; i < e->l1.n; i++) {
            add(U, cmp_text[e->cmpops[i]]);
            expr(U, e->l1.items[i], PR_CMP + 1);
        }
        if (level > PR_CMP) add(U, ")");
        return;
    case N_IFEXP:
        if (level > PR_TEST) add(U, "(");
        expr(U, e->b, PR_TEST + 1);
        add(U, " if ");
        expr(U, e->a, PR_TEST + 1);
        add(U, " else ");
        expr(U, e->c, PR_TEST);
        if (level > PR_TEST) add(U, ")");
        return;
    case N_TUPLE:
        if (e->l1.n == 0) {
            add(U, "()");
            return;
        }
        if (level > PR_TUPLE) add(U, "(");
        elements(U, &e->l1);
        if (e->l1.n == 1) add(U, ",");
        if (level > PR_TUPLE) add(U, ")");
        return;
    case N_LIST:
        add(U, "[");
        elements(U, &e->l1);
        add(U, "]");
        return;
    case N_SET:
        add(U, "{");
        elements(U, &e->l1);
        add(U, "}");
        return;
    case N_DICT:
        add(U, "{");
        for (int i = 0; i < e->l1.n; i++) {
            if (i) add(U, ", ");
            if (e->l1.items[i]) {
                expr(U, e->l1.items[i], PR_TEST);
                add(U, ": ");
                expr(U, e->l2.items[i], PR_TEST);
            } else {
                add(U, "**");
                expr(U, e->l2.items[i], PR_BOR);
            }
        }
        add(U, "}");
        return;
    case N_CALL: {
        expr(U, e->a, PR_ATOM);
        add(U, "(");
        bool first = true;
        for (int i = 0; i < e->l1.n; i++) {
            if (!first) add(U, ", ");
            first = false;
            expr(U, e->l1.items[i], PR_TEST);
        }
        for (int i = 0; i < e->l2.n; i++) {
            Node *k = e->l2.items[i];
            if (!first) add(U, ", ");
            first = false;
            if (k->name) {
                add(U, k->name);
                add(U, "=");
            } else {
                add(U, "**");
            }
            expr(U, k->a, PR_TEST);
        }
        add(U, ")");
        return;
    }
    default:
        source_text(U, e);
        return;
    }
}

Value unparse_annotation(CgCtx *C, Node *e) {
    StrBuf b;
    sb_init(&b, C->vm);
    Unparser U = {C, &b};
    expr(&U, e, PR_TEST);
    Value r = sb_finish(&b);
    if (IS_EXC(r)) cg_error(C, e, CERR_MEMORY, "out of memory");
    return r;
}
