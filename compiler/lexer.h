/* The tokenizer: turns UTF-8 source into an array of tokens, up front, the
 * way CPython 3.11's tokenizer would produce them one at a time (INDENT,
 * DEDENT and NEWLINE included, blank lines and comments dropped, newlines
 * inside brackets dropped). Token text is not copied: a token holds byte
 * offsets into the lexer's normalised copy of the source.
 *
 * Errors: the first tokenizer error ends the array with an ERRORTOKEN and is
 * recorded in `Lexer.err`. CPython reports some tokenizer errors the moment
 * the tokenizer meets them, even when the parser has already failed earlier
 * in the file ("immediate": unterminated strings, bad characters, bad
 * numbers, unmatched brackets), and others only when the parser asks for the
 * offending token ("deferred": inconsistent dedent, tabs, a stray backslash,
 * end of file inside brackets). The parser needs the distinction to report
 * the same error CPython reports.
 */
#ifndef SMOL_LEXER_H
#define SMOL_LEXER_H

#include "compiler/ast.h"

/* Operators and delimiters: enum suffix, spelling. */
#define LEX_OPERATORS(X) \
    X(LPAR, "(") X(RPAR, ")") X(LSQB, "[") X(RSQB, "]") X(LBRACE, "{") \
    X(RBRACE, "}") X(COLON, ":") X(COMMA, ",") X(SEMI, ";") X(PLUS, "+") \
    X(MINUS, "-") X(STAR, "*") X(SLASH, "/") X(VBAR, "|") X(AMPER, "&") \
    X(LESS, "<") X(GREATER, ">") X(EQUAL, "=") X(DOT, ".") X(PERCENT, "%") \
    X(TILDE, "~") X(CIRCUMFLEX, "^") X(AT, "@") \
    X(EQEQUAL, "==") X(NOTEQUAL, "!=") X(LESSEQUAL, "<=") \
    X(GREATEREQUAL, ">=") X(LEFTSHIFT, "<<") X(RIGHTSHIFT, ">>") \
    X(DOUBLESTAR, "**") X(DOUBLESLASH, "//") X(RARROW, "->") \
    X(COLONEQUAL, ":=") X(ELLIPSIS, "...") \
    X(PLUSEQUAL, "+=") X(MINEQUAL, "-=") X(STAREQUAL, "*=") \
    X(SLASHEQUAL, "/=") X(PERCENTEQUAL, "%=") X(AMPEREQUAL, "&=") \
    X(VBAREQUAL, "|=") X(CIRCUMFLEXEQUAL, "^=") X(LEFTSHIFTEQUAL, "<<=") \
    X(RIGHTSHIFTEQUAL, ">>=") X(DOUBLESTAREQUAL, "**=") \
    X(DOUBLESLASHEQUAL, "//=") X(ATEQUAL, "@=")

/* Hard keywords: enum suffix, spelling. Soft keywords (match, case, _)
 * are ordinary NAME tokens. */
#define LEX_KEYWORDS(X) \
    X(FALSE, "False") X(NONE, "None") X(TRUE, "True") X(AND, "and") \
    X(AS, "as") X(ASSERT, "assert") X(ASYNC, "async") X(AWAIT, "await") \
    X(BREAK, "break") X(CLASS, "class") X(CONTINUE, "continue") \
    X(DEF, "def") X(DEL, "del") X(ELIF, "elif") X(ELSE, "else") \
    X(EXCEPT, "except") X(FINALLY, "finally") X(FOR, "for") \
    X(FROM, "from") X(GLOBAL, "global") X(IF, "if") X(IMPORT, "import") \
    X(IN, "in") X(IS, "is") X(LAMBDA, "lambda") X(NONLOCAL, "nonlocal") \
    X(NOT, "not") X(OR, "or") X(PASS, "pass") X(RAISE, "raise") \
    X(RETURN, "return") X(TRY, "try") X(WHILE, "while") X(WITH, "with") \
    X(YIELD, "yield")

typedef enum {
    T_ENDMARKER,
    T_NAME,
    T_NUMBER,
    T_STRING,
    T_NEWLINE,
    T_INDENT,
    T_DEDENT,
    T_ERRORTOKEN,   /* the tokenizer failed here; see Lexer.err */
    T_OP,           /* a character that is no operator, such as '$' or '?' */
#define X(name, text) T_##name,
    LEX_OPERATORS(X)
#undef X
#define X(name, text) T_KW_##name,
    LEX_KEYWORDS(X)
#undef X
    T__COUNT
} TokKind;

#define T_FIRST_KEYWORD T_KW_FALSE

typedef struct Token {
    uint8_t kind;
    uint8_t level;      /* bracket depth after this token (at most LEX_MAX_LEVEL) */
    int line, col;      /* 1-based line, 0-based column in code points */
    int end_line, end_col;
    uint32_t start, end;/* byte offsets into Lexer.src */
} Token;

/* CPython's limits: bracket nesting (MAXLEVEL) and indentation (MAXINDENT). */
#define LEX_MAX_LEVEL 200
_Static_assert(LEX_MAX_LEVEL <= 255, "Token.level holds a bracket depth in a byte");
#define LEX_MAX_INDENT 100

typedef struct Lexer {
    Arena *arena;
    const char *src;    /* normalised: '\n' line ends, ends with '\n', NUL after */
    size_t len;
    bool ascii;         /* no byte >= 0x80 anywhere: columns are byte offsets */

    Token *toks;            /* scratch memory: see lex_free() */
    size_t charged;         /* 16-byte blocks of `src` charged to Arena.meter so far */
    int ntoks, cap;
    size_t src_alloc;       /* bytes of `src` this lexer owns (0: not owned) */

    /* The first error; `err_set` false when the whole source tokenized. */
    bool err_set;
    bool err_deferred;
    ParseError err;
    /* For an end of file inside brackets: the innermost open bracket. */
    bool eof_in_brackets;
    int open_line, open_col;
    char open_char;

    /* Positions of tokens of an f-string replacement field are reported in
     * the coordinates of the enclosing source: line numbers are offset by
     * `line_base`. */
    int line_base;

    /* Scanner state. */
    size_t cur;
    size_t line_start;
    int line;
    size_t cc_start, cc_pos;    /* column cache for non-ASCII lines */
    int cc_col;
    int level;
    char parens[LEX_MAX_LEVEL];
    int paren_line[LEX_MAX_LEVEL];
    int paren_col[LEX_MAX_LEVEL];
    int indstack[LEX_MAX_INDENT + 1];
    int altstack[LEX_MAX_INDENT + 1];
    int indent;
} Lexer;

/* Copy and normalise `src` (CRLF and CR become LF, a final newline is
 * added, a UTF-8 BOM is dropped), check that it is valid UTF-8 without NUL
 * bytes, then tokenize all of it. Returns false only when no token array
 * could be produced at all (NUL byte, bad UTF-8, out of memory); `err`
 * then holds the error. Otherwise the tokens end with ENDMARKER or with an
 * ERRORTOKEN whose error is in `lx->err`. */
bool lex_source(Lexer *lx, Arena *a, const char *src, size_t len, ParseError *err);

/* Tokenize a buffer that is already normalised and valid UTF-8 (the text of
 * an f-string replacement field wrapped in parentheses); buf[len - 1] must
 * be '\n' and buf[len] a NUL, as lex_source makes its copy, because names
 * and strings are scanned up to the line end without a length check. Line
 * numbers of the
 * tokens are offset by `line_base`. Same result convention as lex_source.
 * The token array of an earlier lex_buffer of the same lexer is reused:
 * `lx->toks` and `lx->cap` must hold it, or NULL and 0 the first time. */
bool lex_buffer(Lexer *lx, Arena *a, const char *buf, size_t len, int line_base,
                ParseError *err);

/* Release the token array and the normalised source. They are not arena
 * memory: they are needed only while parsing, so they come from the VM's
 * allocator (or malloc without a VM) and go back as soon as the tree is
 * built. Nothing in the tree points into them. */
void lex_free(Lexer *lx);

/* Grow, shrink or (new_n == 0) free a block of parse-time scratch memory,
 * accounted to the arena's VM like arena memory; honours the arena's
 * fail_at test hook. Returns NULL (old block untouched) on failure. */
void *lex_scratch(Arena *a, void *p, size_t old_n, size_t new_n);

/* Column (code points, 0-based) of byte offset `pos` on the line that starts
 * at byte offset `line_start`. */
int lex_column(Lexer *lx, size_t line_start, size_t pos);

/* The hard keyword spelled s[0..n), or T_NAME. */
int lex_keyword_kind(const char *s, size_t n);

/* Human-readable spelling of a token kind, for messages. */
const char *lex_kind_name(int kind);

/* Decode one UTF-8 sequence at s[0..n); returns its length (1..4) and the
 * code point in *cp, or 0 when the bytes are not valid UTF-8. */
int lex_utf8_decode(const unsigned char *s, size_t n, uint32_t *cp);

/* Encode a code point (surrogates allowed, as Python's "surrogatepass"
 * does) into out[0..4); returns the length. */
int lex_utf8_encode(uint32_t cp, char *out);

#endif
