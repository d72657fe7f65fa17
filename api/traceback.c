/* CPython 3.11-format traceback text for an exception object, with the
 * chained causes and contexts and the "Did you mean" hints of 3.11. */
#include "api/api_internal.h"

static size_t line_of(Code *c, uint32_t pc) {
    if (!c->lines || pc >= c->ninsns) return c->firstline;
    return c->lines[pc];
}

/* Append source line `line` (1-based), stripped of indentation. */
static void add_source_line(StrBuf *b, Str *src, size_t line) {
    if (!src || line == 0) return;
    const char *p = src->data, *end = src->data + src->blen;
    for (size_t l = 1; l < line && p < end; l++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        if (!nl) return;
        p = nl + 1;
    }
    if (p >= end) return;
    const char *e = memchr(p, '\n', (size_t)(end - p));
    if (!e) e = end;
    while (p < e && (*p == ' ' || *p == '\t' || *p == '\f')) p++;
    while (e > p && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r')) e--;
    if (e == p) return;
    sb_adds(b, "    ");
    sb_add(b, p, (size_t)(e - p));
    sb_addc(b, '\n');
}

/* CPython's suggestion distance: substitutions cost 2, or 1 when only the
 * case differs; insertions and deletions cost 2. */
static size_t distance(const char *a, size_t na, const char *b, size_t nb, size_t max) {
    if (na > 40 || nb > 40) return max + 1;
    size_t row[41];
    for (size_t j = 0; j <= nb; j++) row[j] = j * 2;
    for (size_t i = 1; i <= na; i++) {
        size_t prev = row[0];
        row[0] = i * 2;
        size_t best = row[0];
        for (size_t j = 1; j <= nb; j++) {
            size_t sub = a[i - 1] == b[j - 1] ? 0 : ((a[i - 1] | 32) == (b[j - 1] | 32) && ((a[i - 1] | 32) >= 'a' && (a[i - 1] | 32) <= 'z') ? 1 : 2);
            size_t v = prev + sub;
            if (row[j] + 2 < v) v = row[j] + 2;
            if (row[j - 1] + 2 < v) v = row[j - 1] + 2;
            prev = row[j];
            row[j] = v;
            if (v < best) best = v;
        }
        if (best > max) return max + 1;
    }
    return row[nb];
}

typedef struct Suggest {
    const char *name;
    size_t nlen;
    const char *best;
    size_t best_len;
    size_t best_dist;
    int seen;
} Suggest;

static void consider(Suggest *s, Str *cand) {
    if (s->seen++ > 750) return;
    if (cand->blen == s->nlen && memcmp(cand->data, s->name, s->nlen) == 0) return;
    size_t max = (s->nlen + cand->blen + 3) * 2 / 6;
    if (s->best && s->best_dist - 1 < max) max = s->best_dist - 1;
    size_t d = distance(s->name, s->nlen, cand->data, cand->blen, max);
    if (d > max) return;
    if (!s->best || d < s->best_dist) {
        s->best = cand->data;
        s->best_len = cand->blen;
        s->best_dist = d;
    }
}

static void consider_dict(Suggest *s, Dict *d) {
    if (!d) return;
    size_t pos = 0;
    Value k, v;
    while (dict_next(d, &pos, &k, &v))
        if (IS_STR(k)) consider(s, AS_STR(k));
}

static void add_hint(VM *vm, StrBuf *b, ExcObj *e, Dict *globals) {
    if (!e->attrs) return;
    Value name = dict_get_str(vm, e->attrs, vm->names->__name__);
    if (!IS_STR(name)) return;
    Suggest s = {AS_STR(name)->data, AS_STR(name)->blen, NULL, 0, 0, 0};
    if (type_is_subtype(e->cls, vm->exc_types[EXC_NameError])) {
        consider_dict(&s, globals);
        consider_dict(&s, vm->builtins);
    } else if (type_is_subtype(e->cls, vm->exc_types[EXC_AttributeError])) {
        Value obj = dict_get_str(vm, e->attrs, str_intern_cstr(vm, "obj"));
        if (IS_EMPTY(obj)) return;
        if (IS_INSTANCE(obj)) consider_dict(&s, AS_INSTANCE(obj)->attrs);
        if (IS_KIND(obj, OK_MODULE)) consider_dict(&s, ((Module *)AS_OBJ(obj))->dict);
        Type *t = IS_TYPE(obj) ? AS_TYPE(obj) : type_of(vm, obj);
        for (size_t i = 0; t->mro && i < t->mro->len; i++) consider_dict(&s, AS_TYPE(t->mro->items[i])->dict);
    } else {
        return;
    }
    if (s.best) {
        sb_adds(b, ". Did you mean: '");
        sb_add(b, s.best, s.best_len);
        sb_adds(b, "'?");
    }
}

static void format_one(VM *vm, StrBuf *b, Value ev, Dict *globals, int depth) {
    ExcObj *e = AS_EXC(ev);
    if (depth < 32) {
        if (IS_EXCOBJ(e->cause)) {
            format_one(vm, b, e->cause, globals, depth + 1);
            sb_adds(b, "\nThe above exception was the direct cause of the following exception:\n\n");
        } else if (IS_EXCOBJ(e->context) && !e->suppress_context) {
            format_one(vm, b, e->context, globals, depth + 1);
            sb_adds(b, "\nDuring handling of the above exception, another exception occurred:\n\n");
        }
    }
    if (e->ntb) {
        sb_adds(b, "Traceback (most recent call last):\n");
        /* As CPython: a line repeated more than three times in a row is
         * shown three times, then counted. */
        Code *lastc = NULL;
        size_t lastline = 0;
        uint32_t repeat = 0;
        for (uint32_t i = e->ntb; i-- > 0;) {
            Code *c = e->tb[i].code;
            size_t line = line_of(c, e->tb[i].pc);
            bool same = lastc && c->filename == lastc->filename && c->name == lastc->name && line == lastline;
            if (!same) {
                if (repeat > 3)
                    sb_addf(b, "  [Previous line repeated %u more time%s]\n", repeat - 3, repeat - 3 == 1 ? "" : "s");
                repeat = 0;
            }
            lastc = c;
            lastline = line;
            if (++repeat > 3) continue;
            sb_addf(b, "  File \"%s\", line %zu, in %s\n", c->filename ? c->filename->data : "<string>", line,
                    c->name ? c->name->data : "?");
            add_source_line(b, c->source, line);
        }
        if (repeat > 3)
            sb_addf(b, "  [Previous line repeated %u more time%s]\n", repeat - 3, repeat - 3 == 1 ? "" : "s");
    }
    api_exc_last_line(vm, b, ev, globals);
}

void api_exc_last_line(VM *vm, StrBuf *b, Value ev, Dict *globals) {
    ExcObj *e = AS_EXC(ev);
    Type *t = e->cls;
    if (IS_STR(t->module) && strcmp(AS_STR(t->module)->data, "__main__") && strcmp(AS_STR(t->module)->data, "builtins")) {
        sb_addstr(b, AS_STR(t->module));
        sb_addc(b, '.');
    }
    sb_addstr(b, t->qualname);
    Value s = obj_str(vm, ev);
    if (IS_EXC(s)) {
        exc_clear(vm);
        sb_adds(b, ": <exception str() failed>");
    } else if (AS_STR(s)->blen) {
        sb_adds(b, ": ");
        sb_addstr(b, AS_STR(s));
    }
    add_hint(vm, b, e, globals);
    sb_addc(b, '\n');
}

Value api_format_traceback(VM *vm, Value exc, Dict *globals) {
    StrBuf b;
    sb_init(&b, vm);
    format_one(vm, &b, exc, globals, 0);
    return sb_finish(&b);
}
