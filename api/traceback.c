/* CPython 3.11-format traceback text for an exception object, with the
 * chained causes and contexts and the "Did you mean" hints of 3.11,
 * bounded by the output cap as it is built (api/text.c). */
#include "api/api_internal.h"
#include "compiler/ast.h"

static size_t line_of(Code *c, uint32_t pc) {
    if (!c->lines || pc >= c->ninsns) return c->firstline;
    return c->lines[pc];
}

/* Code point offsets of a UTF-8 line: off[i] is the byte offset of code
 * point i; off[n] the end. Returns the number of code points, at most max. */
static size_t cp_offsets(const char *p, size_t len, size_t *off, size_t max) {
    size_t n = 0, i = 0;
    while (i < len && n < max) {
        off[n++] = i;
        unsigned char ch = (unsigned char)p[i];
        i += ch < 0x80 ? 1 : ch < 0xE0 ? 2 : ch < 0xF0 ? 3 : 4;
        if (i > len) i = len;
    }
    off[n] = i;
    return n;
}

static bool is_ws(char ch) { return ch == ' ' || ch == '\t' || ch == '\f' || ch == '\n' || ch == '\r' || ch == '\v'; }

/* CPython 3.11's caret anchors inside the source segment of a failing
 * binary operation or subscript (as its C printer of uncaught errors
 * places them): [left, right) gets '^', the rest '~'.
 * Offsets in code points from the segment start. */
static bool caret_anchors(VM *vm, const char *seg, size_t nbytes, int *left, int *right) {
    size_t off[1025];
    size_t n = cp_offsets(seg, nbytes, off, 1024);
    if (n >= 1024) return false;
    Arena arena;
    arena_init(&arena, vm);
    ParseError pe;
    memset(&pe, 0, sizeof pe);
    bool ok = false;
    Node *m = parse_module(&arena, seg, nbytes, &pe);
    if (m && m->l1.n == 1 && m->l1.items[0]->kind == N_EXPR) {
        Node *e = m->l1.items[0]->a;
        int len = (int)n;
#define CH(i) seg[off[(i)]]
        if (e->kind == N_BINOP && e->a && e->b && e->a->end_line == 1 && e->b->line == 1) {
            /* The first non-blank character after the left operand (a
             * closing parenthesis counts), and the next one too when it
             * is no blank: 3.11.2's C printer, not traceback.py. */
            int ostart = e->a->end_col, oend = e->b->col;
            if (ostart >= 0 && oend <= len) {
                for (int i = ostart; i < oend; i++) {
                    if (is_ws(CH(i))) continue;
                    *left = i;
                    *right = i + 1 + (i + 1 < oend && !is_ws(CH(i + 1)));
                    ok = true;
                    break;
                }
            }
        } else if (e->kind == N_SUBSCRIPT && e->a && e->b && e->a->end_line == 1 && e->b->end_line == 1) {
            /* From the end of the value to one past the end of the index,
             * whatever lies between (parentheses, blanks). */
            int l = e->a->end_col, r = e->b->end_col + 1;
            if (l >= 0 && l <= r && r <= len) {
                *left = l;
                *right = r;
                ok = true;
            }
        }
#undef CH
    }
    arena_free(&arena);
    return ok;
}

/* Where each line of a source starts, built once per traceback for the
 * source at hand (a traceback can name thousands of lines of a long
 * source). Building and every use are charged to the budget, so a hostile
 * traceback cannot take unbounded time to format. */
typedef struct LineIndex {
    Str *src;
    size_t *starts;     /* starts[i] = byte offset of line i + 1 */
    size_t n;
} LineIndex;

static void index_free(VM *vm, LineIndex *ix) {
    if (ix->starts) mem_free(vm, ix->starts, ix->n * sizeof(size_t));
    memset(ix, 0, sizeof *ix);
}

static bool index_for(VM *vm, LineIndex *ix, Str *src) {
    if (ix->src == src && ix->starts) return true;
    index_free(vm, ix);
    if (!rt_charge(vm, (int64_t)(src->blen / 64) + 1)) return false;
    size_t n = 1;
    for (const char *p = src->data, *end = src->data + src->blen; (p = memchr(p, '\n', (size_t)(end - p))); p++) n++;
    ix->starts = mem_alloc(vm, n * sizeof(size_t));
    if (!ix->starts) {
        /* No source lines then; the traceback itself still forms. */
        vm->halt = HALT_NONE;
        return false;
    }
    ix->n = n;
    ix->src = src;
    size_t k = 0;
    ix->starts[k++] = 0;
    for (size_t i = 0; i < src->blen; i++)
        if (src->data[i] == '\n') ix->starts[k++] = i + 1;
    return true;
}

/* Append source line `line` (1-based), stripped of indentation, and under
 * it CPython 3.11's carets for the failing instruction's source range. */
static void add_source_line(VM *vm, CapText *b, Code *c, uint32_t pc, size_t line, LineIndex *ix) {
    Str *src = c->source;
    if (!src || line == 0 || vm->halt || !index_for(vm, ix, src) || line > ix->n) return;
    const char *p = src->data + ix->starts[line - 1], *end = src->data + src->blen;
    if (p >= end || !rt_charge(vm, 64)) return;
    const char *e = memchr(p, '\n', (size_t)(end - p));
    if (!e) e = end;
    /* The line as CPython's printer shows it: without its indentation or
     * line end, its trailing blanks kept (they count in the line's length,
     * so a call followed by blanks gets its carets). */
    const char *s = p, *t = e, *u;
    if (t > s && t[-1] == '\r') t--;
    while (s < t && (*s == ' ' || *s == '\t' || *s == '\f')) s++;
    u = t;
    while (u > s && is_ws(u[-1])) u--;
    if (u == s) return;
    ct_adds(b, "    ");
    ct_add(b, s, (size_t)(t - s));
    ct_addc(b, '\n');
    if (!c->end_cols || !c->cols || !c->end_dlines || pc >= c->ninsns || c->lines[pc] != line) return;
    size_t off[1025];
    size_t ncp = cp_offsets(p, (size_t)(e - p), off, 1024);
    if (ncp >= 1024) return;
    size_t lead = cp_offsets(p, (size_t)(s - p), off, 1024);
    size_t shown = cp_offsets(s, (size_t)(t - s), off, 1024);
    /* A range that goes on to later lines is marked to the line's last
     * character that is no blank. */
    size_t upto = cp_offsets(s, (size_t)(u - s), off, 1024);
    cp_offsets(p, (size_t)(e - p), off, 1024);
    int start = c->cols[pc], stop = c->end_cols[pc];
    bool multi = c->end_dlines[pc] != 0;
    if (multi) stop = (int)(lead + upto);
    if (start < (int)lead || stop > (int)ncp || stop <= start) return;
    int left = 0, right = 0;
    bool anchors = !multi && caret_anchors(vm, p + off[start], off[stop] - off[start], &left, &right);
    if (!((size_t)(stop - start) < shown || (anchors && right > left))) return;
    ct_adds(b, "    ");
    for (int i = (int)lead; i < start; i++) ct_addc(b, ' ');
    for (int i = 0; i < stop - start; i++)
        ct_addc(b, !anchors ? '^' : (i >= left && i < right) ? '^' : '~');
    ct_addc(b, '\n');
}

static void add_hint(VM *vm, CapText *b, ExcObj *e, Dict *globals) {
    Str *best = NULL;
    if (IS_STR(e->hint)) {
        best = AS_STR(e->hint);
    } else if (e->attrs && type_is_subtype(e->cls, vm->exc_types[EXC_AttributeError])) {
        Str *kn = str_intern_cstr(vm, "name"), *ko = str_intern_cstr(vm, "obj");
        if (!kn || !ko) return;
        Value name = dict_get_str(vm, e->attrs, kn);
        Value obj = dict_get_str(vm, e->attrs, ko);
        if (IS_STR(name) && !IS_EMPTY(obj)) best = suggest_attribute(vm, obj, AS_STR(name));
    }
    (void)globals;
    if (best) {
        ct_adds(b, ". Did you mean: '");
        ct_addstr(b, best);
        ct_adds(b, "'?");
    }
}

#define CHAIN_MAX 32

/* The exception's __notes__ under its last line, as CPython 3.11 prints
 * them: each item of a list or tuple (or each character of a str) on its
 * own line, str() of one that is no str; anything else by its repr, with
 * no newline. A note's __str__ is user code that may change the list:
 * its length and items are read afresh for each one. */
static void add_notes(VM *vm, CapText *b, ExcObj *e) {
    Value notes = e->notes;
    if (IS_EMPTY(notes) || vm->halt) return;
    size_t base = vm->nroots;
    gc_push(vm, notes);
    if (IS_STR(notes)) {
        Str *st = AS_STR(notes);
        for (size_t i = 0; i < st->blen;) {
            size_t j = i + 1;
            while (j < st->blen && ((unsigned char)st->data[j] & 0xC0) == 0x80) j++;
            ct_add(b, st->data + i, j - i);
            ct_addc(b, '\n');
            i = j;
        }
    } else if (IS_LIST(notes) || IS_TUPLE(notes)) {
        for (size_t i = 0; !vm->halt; i++) {
            Value item;
            if (IS_LIST(notes)) {
                if (i >= AS_LIST(notes)->len) break;
                item = AS_LIST(notes)->items[i];
            } else {
                if (i >= AS_TUPLE(notes)->len) break;
                item = AS_TUPLE(notes)->items[i];
            }
            if (!rt_charge(vm, 1)) break;
            if (IS_STR(item)) {
                ct_addstr(b, AS_STR(item));
            } else {
                gc_push(vm, item);
                Value str = obj_str(vm, item);
                gc_pop(vm, 1);
                if (IS_EXC(str)) {
                    if (vm->halt) break;
                    exc_clear(vm);
                    ct_adds(b, "<note str() failed>");
                } else {
                    ct_addstr(b, AS_STR(str));
                }
            }
            ct_addc(b, '\n');
        }
    } else {
        Value r = obj_repr(vm, notes);
        if (IS_EXC(r)) {
            if (!vm->halt) {
                exc_clear(vm);
                ct_adds(b, "<__notes__ repr() failed>");
            }
        } else {
            ct_addstr(b, AS_STR(r));
        }
    }
    gc_pop(vm, vm->nroots - base);
}

static bool on_path(ExcObj *const *path, int depth, Value v) {
    for (int i = 0; i < depth; i++)
        if (&path[i]->h == AS_OBJ(v)) return true;
    return false;
}

/* `path` holds the exceptions printed after this one (depth of them): as
 * CPython, a chain made into a loop by assigning __cause__ or
 * __context__ shows each exception once. */
static void format_one(VM *vm, CapText *b, Value ev, Dict *globals, int depth, LineIndex *ix, ExcObj **path) {
    ExcObj *e = AS_EXC(ev);
    path[depth] = e;
    if (depth + 1 < CHAIN_MAX) {
        if (IS_EXCOBJ(e->cause)) {
            if (!on_path(path, depth + 1, e->cause)) {
                format_one(vm, b, e->cause, globals, depth + 1, ix, path);
                ct_adds(b, "\nThe above exception was the direct cause of the following exception:\n\n");
            }
        } else if (IS_EXCOBJ(e->context) && !e->suppress_context && !on_path(path, depth + 1, e->context)) {
            format_one(vm, b, e->context, globals, depth + 1, ix, path);
            ct_adds(b, "\nDuring handling of the above exception, another exception occurred:\n\n");
        }
    }
    /* Frames of library code that stands for CPython's C code are not
     * shown, as CPython shows none (CODE_HIDDEN). */
    bool any = false;
    for (uint32_t i = 0; i < e->ntb && !any; i++) any = !(e->tb[i].code->flags & CODE_HIDDEN);
    if (any) {
        ct_adds(b, "Traceback (most recent call last):\n");
        /* As CPython: a line repeated more than three times in a row is
         * shown three times, then counted. */
        Code *lastc = NULL;
        size_t lastline = 0;
        uint32_t repeat = 0;
        for (uint32_t i = e->ntb; i-- > 0;) {
            Code *c = e->tb[i].code;
            if (c->flags & CODE_HIDDEN) continue;
            size_t line = line_of(c, e->tb[i].pc);
            bool same = lastc && c->filename == lastc->filename && c->name == lastc->name && line == lastline;
            if (!same) {
                if (repeat > 3)
                    ct_addf(b, "  [Previous line repeated %u more time%s]\n", repeat - 3, repeat - 3 == 1 ? "" : "s");
                repeat = 0;
            }
            lastc = c;
            lastline = line;
            if (++repeat > 3) continue;
            /* Names come from the source, as long as it likes: added
             * whole, so the bounded text cuts them. */
            ct_adds(b, "  File \"");
            if (c->filename) ct_addstr(b, c->filename);
            else ct_adds(b, "<string>");
            ct_addf(b, "\", line %zu, in ", line);
            if (c->name) ct_addstr(b, c->name);
            else ct_addc(b, '?');
            ct_addc(b, '\n');
            add_source_line(vm, b, c, e->tb[i].pc, line, ix);
        }
        if (repeat > 3)
            ct_addf(b, "  [Previous line repeated %u more time%s]\n", repeat - 3, repeat - 3 == 1 ? "" : "s");
    }
    api_exc_last_line(vm, b, ev, globals);
    add_notes(vm, b, e);
}

void api_exc_last_line(VM *vm, CapText *b, Value ev, Dict *globals) {
    ExcObj *e = AS_EXC(ev);
    Type *t = e->cls;
    if (IS_STR(t->module) && strcmp(AS_STR(t->module)->data, "__main__") && strcmp(AS_STR(t->module)->data, "builtins")) {
        ct_addstr(b, AS_STR(t->module));
        ct_addc(b, '.');
    }
    ct_addstr(b, t->qualname);
    Value s = obj_str(vm, ev);
    if (IS_EXC(s)) {
        exc_clear(vm);
        ct_adds(b, ": <exception str() failed>");
    } else if (AS_STR(s)->blen) {
        ct_adds(b, ": ");
        ct_addstr(b, AS_STR(s));
    }
    add_hint(vm, b, e, globals);
    ct_addc(b, '\n');
}

char *api_format_traceback(VM *vm, Value exc, Dict *globals, size_t limit) {
    CapText b;
    ct_init(&b, limit);
    LineIndex ix;
    memset(&ix, 0, sizeof ix);
    ExcObj *path[CHAIN_MAX];
    format_one(vm, &b, exc, globals, 0, &ix, path);
    index_free(vm, &ix);
    return ct_finish(&b, NULL);
}
