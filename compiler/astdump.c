/* The AST dumper (see astdump.h for the format). */
#include <stdlib.h>
#include <string.h>

#include "compiler/astdump.h"

static const char *const binop_names[] = {
    [OP_ADD_] = "Add", [OP_SUB_] = "Sub", [OP_MULT_] = "Mult", [OP_MATMULT_] = "MatMult",
    [OP_DIV_] = "Div", [OP_MOD_] = "Mod", [OP_POW_] = "Pow", [OP_LSHIFT_] = "LShift",
    [OP_RSHIFT_] = "RShift", [OP_BITOR_] = "BitOr", [OP_BITXOR_] = "BitXor",
    [OP_BITAND_] = "BitAnd", [OP_FLOORDIV_] = "FloorDiv",
};
static const char *const unop_names[] = {
    [UOP_INVERT] = "Invert", [UOP_NOT] = "Not", [UOP_UADD] = "UAdd", [UOP_USUB] = "USub",
};
static const char *const cmp_names[] = {
    [CMP_EQ] = "Eq", [CMP_NOTEQ] = "NotEq", [CMP_LT] = "Lt", [CMP_LTE] = "LtE",
    [CMP_GT] = "Gt", [CMP_GTE] = "GtE", [CMP_IS] = "Is", [CMP_ISNOT] = "IsNot",
    [CMP_IN] = "In", [CMP_NOTIN] = "NotIn",
};
static const char *const ctx_names[] = {
    [CTX_LOAD] = "Load", [CTX_STORE] = "Store", [CTX_DEL] = "Del",
};

static void put_bytes(FILE *out, const char *s, size_t n) {
    fputc('"', out);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') fputc(c, out);
        else fprintf(out, "\\x%02x", c);
    }
    fputc('"', out);
}

static void put_ident(FILE *out, const char *s) {
    if (!s) fputs("None", out);
    else put_bytes(out, s, strlen(s));
}

/* Print the value of an int literal ("0x1F", "0o17", "0b101", "123") in
 * decimal, with a schoolbook base conversion: this is test tooling and
 * literals are short. */
static void put_int(FILE *out, const char *s, size_t n) {
    unsigned base = 10;
    if (n > 1 && s[0] == '0') {
        char c = (char)(s[1] | 0x20);
        if (c == 'x') base = 16;
        else if (c == 'o') base = 8;
        else if (c == 'b') base = 2;
        if (base != 10) {
            s += 2;
            n -= 2;
        }
    }
    /* Little-endian limbs of 10^9. */
    size_t cap = n / 2 + 2, len = 1;
    unsigned *d = calloc(cap, sizeof *d);
    if (!d) {
        fputs("?", out);
        return;
    }
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        unsigned v = c >= '0' && c <= '9' ? (unsigned)(c - '0')
                     : (unsigned)((c | 0x20) - 'a' + 10);
        unsigned long long carry = v;
        for (size_t j = 0; j < len; j++) {
            unsigned long long x = (unsigned long long)d[j] * base + carry;
            d[j] = (unsigned)(x % 1000000000u);
            carry = x / 1000000000u;
        }
        while (carry && len < cap) {
            d[len++] = (unsigned)(carry % 1000000000u);
            carry /= 1000000000u;
        }
    }
    fprintf(out, "%u", d[len - 1]);
    for (size_t j = len - 1; j-- > 0;) fprintf(out, "%09u", d[j]);
    free(d);
}

static void node(const Node *n, FILE *out, bool pos);

static void list(const NodeList *l, FILE *out, bool pos) {
    fputc('[', out);
    for (int i = 0; i < l->n; i++) {
        if (i) fputc(' ', out);
        node(l->items[i], out, pos);
    }
    fputc(']', out);
}

/* A list of NAME nodes printed as identifiers (Global.names, kwd_attrs). */
static void names(const NodeList *l, FILE *out) {
    fputc('[', out);
    for (int i = 0; i < l->n; i++) {
        if (i) fputc(' ', out);
        put_ident(out, l->items[i]->name);
    }
    fputc(']', out);
}

#define F(name) fputs(" " name "=", out)
#define NODE(name, x) (F(name), node((x), out, pos))
#define LIST(name, x) (F(name), list(&(x), out, pos))

static void put_const(const Node *n, FILE *out) {
    switch (n->ckind) {
    case C_NONE: fputs("None", out); break;
    case C_TRUE: fputs("True", out); break;
    case C_FALSE: fputs("False", out); break;
    case C_ELLIPSIS: fputs("...", out); break;
    case C_INT: put_int(out, n->str, n->slen); break;
    case C_FLOAT: fprintf(out, "f:%.17g", n->fval); break;
    case C_IMAG: fprintf(out, "j:%.17g", n->fval); break;
    case C_STR: fputc('s', out); put_bytes(out, n->str, n->slen); break;
    case C_BYTES: fputc('b', out); put_bytes(out, n->str, n->slen); break;
    default: fputs("?", out); break;
    }
}

static const char *kind_name(const Node *n) {
    bool as = n->flags & NF_ASYNC;
    switch (n->kind) {
    case N_MODULE: return "Module";
    case N_FUNCDEF: return as ? "AsyncFunctionDef" : "FunctionDef";
    case N_CLASSDEF: return "ClassDef";
    case N_RETURN: return "Return";
    case N_DELETE: return "Delete";
    case N_ASSIGN: return "Assign";
    case N_AUGASSIGN: return "AugAssign";
    case N_ANNASSIGN: return "AnnAssign";
    case N_FOR: return as ? "AsyncFor" : "For";
    case N_WHILE: return "While";
    case N_IF: return "If";
    case N_WITH: return as ? "AsyncWith" : "With";
    case N_MATCH: return "Match";
    case N_RAISE: return "Raise";
    case N_TRY: return (n->flags & NF_STAR) ? "TryStar" : "Try";
    case N_ASSERT: return "Assert";
    case N_IMPORT: return "Import";
    case N_IMPORTFROM: return "ImportFrom";
    case N_GLOBAL: return "Global";
    case N_NONLOCAL: return "Nonlocal";
    case N_EXPR: return "Expr";
    case N_PASS: return "Pass";
    case N_BREAK: return "Break";
    case N_CONTINUE: return "Continue";
    case N_BOOLOP: return "BoolOp";
    case N_NAMEDEXPR: return "NamedExpr";
    case N_BINOP: return "BinOp";
    case N_UNARYOP: return "UnaryOp";
    case N_LAMBDA: return "Lambda";
    case N_IFEXP: return "IfExp";
    case N_DICT: return "Dict";
    case N_SET: return "Set";
    case N_LISTCOMP: return "ListComp";
    case N_SETCOMP: return "SetComp";
    case N_DICTCOMP: return "DictComp";
    case N_GENEXP: return "GeneratorExp";
    case N_AWAIT: return "Await";
    case N_YIELD: return "Yield";
    case N_YIELDFROM: return "YieldFrom";
    case N_COMPARE: return "Compare";
    case N_CALL: return "Call";
    case N_FORMATTEDVALUE: return "FormattedValue";
    case N_JOINEDSTR: return "JoinedStr";
    case N_CONSTANT: return "Constant";
    case N_ATTRIBUTE: return "Attribute";
    case N_SUBSCRIPT: return "Subscript";
    case N_STARRED: return "Starred";
    case N_NAME: return "Name";
    case N_LIST: return "List";
    case N_TUPLE: return "Tuple";
    case N_SLICE: return "Slice";
    case N_ARGUMENTS: return "arguments";
    case N_ARG: return "arg";
    case N_KEYWORD: return "keyword";
    case N_ALIAS: return "alias";
    case N_WITHITEM: return "withitem";
    case N_EXCEPTHANDLER: return "ExceptHandler";
    case N_COMPREHENSION: return "comprehension";
    case N_MATCHCASE: return "match_case";
    case N_MATCHVALUE: return "MatchValue";
    case N_MATCHSINGLETON: return "MatchSingleton";
    case N_MATCHSEQUENCE: return "MatchSequence";
    case N_MATCHMAPPING: return "MatchMapping";
    case N_MATCHCLASS: return "MatchClass";
    case N_MATCHSTAR: return "MatchStar";
    case N_MATCHAS: return "MatchAs";
    case N_MATCHOR: return "MatchOr";
    default: return "?";
    }
}

static bool has_position(int k) {
    return k != N_MODULE && k != N_ARGUMENTS && k != N_WITHITEM && k != N_COMPREHENSION &&
           k != N_MATCHCASE;
}

static void node(const Node *n, FILE *out, bool pos) {
    if (!n) {
        fputs("None", out);
        return;
    }
    fprintf(out, "(%s", kind_name(n));
    if (pos && has_position(n->kind))
        fprintf(out, "@%d:%d-%d:%d", n->line, n->col, n->end_line, n->end_col);
    switch (n->kind) {
    case N_MODULE: LIST("body", n->l1); break;
    case N_FUNCDEF:
        F("name"); put_ident(out, n->name);
        NODE("args", n->a); LIST("body", n->l1); LIST("decorator_list", n->l2);
        NODE("returns", n->b);
        break;
    case N_CLASSDEF:
        F("name"); put_ident(out, n->name);
        LIST("bases", n->l3); LIST("keywords", n->l4); LIST("body", n->l1);
        LIST("decorator_list", n->l2);
        break;
    case N_RETURN: NODE("value", n->a); break;
    case N_DELETE: LIST("targets", n->l1); break;
    case N_ASSIGN: LIST("targets", n->l1); NODE("value", n->a); break;
    case N_AUGASSIGN:
        NODE("target", n->a); F("op"); fputs(binop_names[n->op], out); NODE("value", n->b);
        break;
    case N_ANNASSIGN:
        NODE("target", n->a); NODE("annotation", n->b); NODE("value", n->c);
        F("simple"); fprintf(out, "%d", (n->flags & NF_SIMPLE) ? 1 : 0);
        break;
    case N_FOR:
        NODE("target", n->a); NODE("iter", n->b); LIST("body", n->l1); LIST("orelse", n->l2);
        break;
    case N_WHILE:
    case N_IF:
        NODE("test", n->a); LIST("body", n->l1); LIST("orelse", n->l2);
        break;
    case N_WITH: LIST("items", n->l1); LIST("body", n->l2); break;
    case N_MATCH: NODE("subject", n->a); LIST("cases", n->l1); break;
    case N_RAISE: NODE("exc", n->a); NODE("cause", n->b); break;
    case N_TRY:
        LIST("body", n->l1); LIST("handlers", n->l2); LIST("orelse", n->l3);
        LIST("finalbody", n->l4);
        break;
    case N_ASSERT: NODE("test", n->a); NODE("msg", n->b); break;
    case N_IMPORT: LIST("names", n->l1); break;
    case N_IMPORTFROM:
        F("module"); put_ident(out, n->name); LIST("names", n->l1);
        F("level"); fprintf(out, "%lld", (long long)n->ival);
        break;
    case N_GLOBAL:
    case N_NONLOCAL: F("names"); names(&n->l1, out); break;
    case N_EXPR: NODE("value", n->a); break;
    case N_PASS:
    case N_BREAK:
    case N_CONTINUE: break;
    case N_BOOLOP:
        F("op"); fputs(n->op == BOOL_AND ? "And" : "Or", out); LIST("values", n->l1);
        break;
    case N_NAMEDEXPR: NODE("target", n->a); NODE("value", n->b); break;
    case N_BINOP:
        NODE("left", n->a); F("op"); fputs(binop_names[n->op], out); NODE("right", n->b);
        break;
    case N_UNARYOP: F("op"); fputs(unop_names[n->op], out); NODE("operand", n->a); break;
    case N_LAMBDA: NODE("args", n->a); NODE("body", n->b); break;
    case N_IFEXP: NODE("test", n->a); NODE("body", n->b); NODE("orelse", n->c); break;
    case N_DICT: LIST("keys", n->l1); LIST("values", n->l2); break;
    case N_SET: LIST("elts", n->l1); break;
    case N_LISTCOMP:
    case N_SETCOMP:
    case N_GENEXP: NODE("elt", n->a); LIST("generators", n->l1); break;
    case N_DICTCOMP: NODE("key", n->a); NODE("value", n->b); LIST("generators", n->l1); break;
    case N_AWAIT:
    case N_YIELD:
    case N_YIELDFROM: NODE("value", n->a); break;
    case N_COMPARE:
        NODE("left", n->a);
        F("ops"); fputc('[', out);
        for (int i = 0; i < n->l1.n; i++) {
            if (i) fputc(' ', out);
            fputs(cmp_names[n->cmpops[i]], out);
        }
        fputc(']', out);
        LIST("comparators", n->l1);
        break;
    case N_CALL: NODE("func", n->a); LIST("args", n->l1); LIST("keywords", n->l2); break;
    case N_FORMATTEDVALUE:
        NODE("value", n->a); F("conversion"); fprintf(out, "%lld", (long long)n->ival);
        NODE("format_spec", n->b);
        break;
    case N_JOINEDSTR: F("values"); list(&n->l1, out, false); break;
    case N_CONSTANT: F("value"); put_const(n, out); break;
    case N_ATTRIBUTE:
        NODE("value", n->a); F("attr"); put_ident(out, n->name);
        F("ctx"); fputs(ctx_names[n->ctx], out);
        break;
    case N_SUBSCRIPT:
        NODE("value", n->a); NODE("slice", n->b); F("ctx"); fputs(ctx_names[n->ctx], out);
        break;
    case N_STARRED: NODE("value", n->a); F("ctx"); fputs(ctx_names[n->ctx], out); break;
    case N_NAME: F("id"); put_ident(out, n->name); F("ctx"); fputs(ctx_names[n->ctx], out); break;
    case N_LIST:
    case N_TUPLE: LIST("elts", n->l1); F("ctx"); fputs(ctx_names[n->ctx], out); break;
    case N_SLICE: NODE("lower", n->a); NODE("upper", n->b); NODE("step", n->c); break;
    case N_ARGUMENTS: {
        NodeList posonly = {n->l1.items, (int)n->ival};
        NodeList args = {n->l1.items ? n->l1.items + n->ival : NULL, n->l1.n - (int)n->ival};
        LIST("posonlyargs", posonly); LIST("args", args); NODE("vararg", n->a);
        LIST("kwonlyargs", n->l3); LIST("kw_defaults", n->l4); NODE("kwarg", n->b);
        LIST("defaults", n->l2);
        break;
    }
    case N_ARG: F("arg"); put_ident(out, n->name); NODE("annotation", n->a); break;
    case N_KEYWORD: F("arg"); put_ident(out, n->name); NODE("value", n->a); break;
    case N_ALIAS: F("name"); put_ident(out, n->name); F("asname"); put_ident(out, n->name2); break;
    case N_WITHITEM: NODE("context_expr", n->a); NODE("optional_vars", n->b); break;
    case N_EXCEPTHANDLER:
        NODE("type", n->a); F("name"); put_ident(out, n->name); LIST("body", n->l1);
        break;
    case N_COMPREHENSION:
        NODE("target", n->a); NODE("iter", n->b); LIST("ifs", n->l1);
        F("is_async"); fprintf(out, "%d", (n->flags & NF_ASYNC) ? 1 : 0);
        break;
    case N_MATCHCASE: NODE("pattern", n->a); NODE("guard", n->b); LIST("body", n->l1); break;
    case N_MATCHVALUE: NODE("value", n->a); break;
    case N_MATCHSINGLETON: F("value"); put_const(n, out); break;
    case N_MATCHSEQUENCE: LIST("patterns", n->l1); break;
    case N_MATCHMAPPING:
        LIST("keys", n->l1); LIST("patterns", n->l2); F("rest"); put_ident(out, n->name);
        break;
    case N_MATCHCLASS:
        NODE("cls", n->a); LIST("patterns", n->l1); F("kwd_attrs"); names(&n->l3, out);
        LIST("kwd_patterns", n->l2);
        break;
    case N_MATCHSTAR: F("name"); put_ident(out, n->name); break;
    case N_MATCHAS: NODE("pattern", n->a); F("name"); put_ident(out, n->name); break;
    case N_MATCHOR: LIST("patterns", n->l1); break;
    default: break;
    }
    fputc(')', out);
}

void ast_dump(const Node *n, FILE *out) {
    node(n, out, true);
    fputc('\n', out);
}
