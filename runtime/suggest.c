/* "Did you mean" suggestions, as CPython 3.11 computes them
 * (Python/suggestions.c): a Levenshtein distance where a substitution
 * costs 2, or 1 when only ASCII case differs, and insertions and deletions
 * cost 2; a candidate qualifies within (len(a) + len(b) + 3) * 2 / 6; no
 * suggestion at all when there are more than 750 candidates. */
#include <stdlib.h>
#include "rt.h"

#define MAX_CANDIDATES 750
#define MAX_NAME 40

static size_t distance(const char *a, size_t na, const char *b, size_t nb, size_t max) {
    if (na > MAX_NAME || nb > MAX_NAME) return max + 1;
    size_t row[MAX_NAME + 1];
    for (size_t j = 0; j <= nb; j++) row[j] = j * 2;
    for (size_t i = 1; i <= na; i++) {
        size_t prev = row[0];
        row[0] = i * 2;
        size_t best = row[0];
        for (size_t j = 1; j <= nb; j++) {
            char x = a[i - 1], y = b[j - 1];
            size_t sub = x == y ? 0 : (((x | 32) == (y | 32) && (x | 32) >= 'a' && (x | 32) <= 'z') ? 1 : 2);
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

Str *suggest_best(VM *vm, Str *name, Str *const *cands, size_t n) {
    if (n > MAX_CANDIDATES || name->blen > MAX_NAME) return NULL;
    Str *best = NULL;
    size_t best_dist = 0;
    for (size_t i = 0; i < n; i++) {
        Str *c = cands[i];
        if (str_eq(c, name)) continue;
        size_t max = (name->blen + c->blen + 3) * 2 / 6;
        if (best && best_dist - 1 < max) max = best_dist - 1;
        size_t d = distance(name->data, name->blen, c->data, c->blen, max);
        if (d == 0 || d > max) continue;
        if (!best || d < best_dist) {
            best = c;
            best_dist = d;
        }
    }
    return best;
}

/* s appended, not looked for first. */
static bool cands_push(VM *vm, Cands *c, Str *s) {
    if (c->n == c->cap) {
        size_t nc = c->cap ? c->cap * 2 : 32;
        Str **p = mem_realloc(vm, c->items, c->cap * sizeof(Str *), nc * sizeof(Str *));
        if (!p) return false;
        c->items = p;
        c->cap = nc;
    }
    c->items[c->n++] = s;
    return true;
}

/* s added unless it is there already. Past MAX_CANDIDATES names nothing
 * more is added (nor looked for): suggest_best answers nothing for any
 * list that long, and the scans before each add stay bounded (a list of
 * thousands of names cost a scan of all the others per name). */
bool cands_add(VM *vm, Cands *c, Str *s) {
    if (c->n > MAX_CANDIDATES) return true;
    for (size_t i = 0; i < c->n; i++)
        if (c->items[i] == s || str_eq(c->items[i], s)) return true;
    return cands_push(vm, c, s);
}

/* A dict's str keys are distinct: into an empty list they are appended
 * without the scan (a NameError in a module of hundreds of globals
 * scanned them all for each one). */
bool cands_add_dict(VM *vm, Cands *c, Dict *d) {
    if (!d) return true;
    bool fresh = c->n == 0;
    size_t pos = 0;
    Value k, v;
    while (dict_next(d, &pos, &k, &v)) {
        if (c->n > MAX_CANDIDATES) return true;
        if (IS_STR(k) && !(fresh ? cands_push(vm, c, AS_STR(k)) : cands_add(vm, c, AS_STR(k)))) return false;
    }
    return true;
}

/* Whether s is a private name (_x), not a dunder (__x__). */
static bool private_name(const Str *s) {
    if (s->blen == 0 || s->data[0] != '_') return false;
    return !(s->blen > 4 && s->data[1] == '_' && s->data[s->blen - 1] == '_' && s->data[s->blen - 2] == '_');
}

/* A module's names, less its private ones: every module is smolvm's own,
 * whose private helpers are not CPython's (datetime._now would answer
 * datetime.now, where CPython's datetime has nothing to suggest). */
static bool cands_add_module(VM *vm, Cands *c, Dict *d) {
    bool fresh = c->n == 0;
    size_t pos = 0;
    Value k, v;
    while (dict_next(d, &pos, &k, &v)) {
        if (c->n > MAX_CANDIDATES) return true;
        if (IS_STR(k) && !private_name(AS_STR(k)) &&
            !(fresh ? cands_push(vm, c, AS_STR(k)) : cands_add(vm, c, AS_STR(k))))
            return false;
    }
    return true;
}

static int cmp_str(const void *a, const void *b) { return str_cmp(*(Str *const *)a, *(Str *const *)b); }

void cands_sort(Cands *c) {
    if (c->n > 1) qsort(c->items, c->n, sizeof(Str *), cmp_str);
}

void cands_free(VM *vm, Cands *c) {
    mem_free(vm, c->items, c->cap * sizeof(Str *));
    c->items = NULL;
    c->n = c->cap = 0;
}

/* The candidates are the names dir(obj) lists (CPython asks dir()), less a
 * module's private names: a user __dir__'s when the class has one (as
 * the exception's str(), it runs while the traceback is written; its
 * failure means no suggestion, as in CPython). */
/* More than MAX_CANDIDATES names in one of the dicts dir(obj) draws on
 * means more in dir(obj): no suggestion, found without listing them. */
static bool too_many_names(VM *vm, Value obj) {
    Dict *own = IS_INSTANCE(obj) ? AS_INSTANCE(obj)->attrs
              : IS_EXCOBJ(obj) ? AS_EXC(obj)->attrs
              : IS_KIND(obj, OK_MODULE) ? ((Module *)AS_OBJ(obj))->dict
              : IS_KIND(obj, OK_FUNC) ? AS_FUNC(obj)->attrs : NULL;
    if (own && own->used > MAX_CANDIDATES) return true;
    Type *t = IS_TYPE(obj) ? AS_TYPE(obj) : type_of(vm, obj);
    for (size_t i = 0; t->mro && i < t->mro->len; i++) {
        Dict *d = IS_TYPE(t->mro->items[i]) ? AS_TYPE(t->mro->items[i])->dict : NULL;
        if (d && d->used > MAX_CANDIDATES) return true;
    }
    return false;
}

static Str *suggest_from_user_dir(VM *vm, Value u, Str *name) {
    Cands c = {0};
    size_t rs = gc_scope(vm);
    gc_push(vm, u);
    bool ok = true;
    /* No user code runs below: the list stays as it is. */
    List *l = AS_LIST(u);
    for (size_t i = 0; ok && i < l->len && c.n <= MAX_CANDIDATES; i++)
        if (IS_STR(l->items[i])) ok = cands_add(vm, &c, AS_STR(l->items[i]));
    Str *r = ok ? suggest_best(vm, name, c.items, c.n) : NULL;
    cands_free(vm, &c);
    gc_unscope(vm, rs);
    return r;
}

Str *suggest_attribute(VM *vm, Value obj, Str *name) {
    Value u = dir_user_names(vm, obj);
    if (IS_EXC(u) || (!IS_EMPTY(u) && !IS_LIST(u))) {
        vm->halt = HALT_NONE;
        exc_clear(vm);
        return NULL;
    }
    if (!IS_EMPTY(u)) return suggest_from_user_dir(vm, u, name);
    if (too_many_names(vm, obj)) return NULL;
    Cands c = {0};
    size_t rs = gc_scope(vm);
    Dict *names = dict_new(vm);
    bool ok = names != NULL;
    if (ok) {
        gc_push(vm, v_obj(names));
        ok = dir_object_names(vm, names, obj) == 0;
    }
    if (ok) ok = IS_KIND(obj, OK_MODULE) ? cands_add_module(vm, &c, names) : cands_add_dict(vm, &c, names);
    gc_unscope(vm, rs);
    Str *r = NULL;
    if (ok) {
        /* dir() is sorted: ties go to the first name in that order. */
        cands_sort(&c);
        r = suggest_best(vm, name, c.items, c.n);
    }
    cands_free(vm, &c);
    if (!ok) {
        vm->halt = HALT_NONE;
        exc_clear(vm);
    }
    return r;
}
