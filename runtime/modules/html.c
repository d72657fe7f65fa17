/* The html module: escape and unescape as CPython 3.11 writes them, in
 * Python (py/_html.py), over the HTML5 named character reference table
 * (html_entities.h, generated from CPython's html.entities.html5 by
 * tools/gen_html_entities.py), which this file looks names up in. */
#include <string.h>
#include "runtime/rt.h"
#include "runtime/modules/html_entities.h"

#define N_ENTITIES (sizeof html5_entities / sizeof html5_entities[0])

/* The entry for name[0..n) (without ';'), or -1. */
static long find_entity(const char *name, size_t n) {
    size_t lo = 0, hi = N_ENTITIES;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const char *e = html5_names + html5_entities[mid].off;
        size_t en = html5_entities[mid].len;
        int c = memcmp(name, e, n < en ? n : en);
        if (c == 0) c = n < en ? -1 : n > en ? 1 : 0;
        if (c == 0) return (long)mid;
        if (c < 0) hi = mid;
        else lo = mid + 1;
    }
    return -1;
}

/* _html5_entity(name): what html.entities.html5[name] holds ("amp;" or
 * a legacy "amp"), else None. */
static Value h_entity(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_STR(argv[0])) return exc_raise(vm, EXC_TypeError, "entity name must be str, not %T", argv[0]);
    Str *s = AS_STR(argv[0]);
    if (!rt_charge(vm, 1)) return VEXC;
    size_t n = s->blen;
    bool semi = n > 0 && s->data[n - 1] == ';';
    if (semi) n--;
    long i = find_entity(s->data, n);
    if (i < 0 || (!semi && !html5_entities[i].legacy)) return VNONE;
    StrBuf b;
    sb_init(&b, vm);
    sb_addcp(&b, html5_entities[i].cp[0]);
    if (html5_entities[i].cp[1]) sb_addcp(&b, html5_entities[i].cp[1]);
    return sb_finish(&b);
}

Module *html_module_init(VM *vm) {
    Module *m = module_new(vm, "html");
    if (!m) return NULL;
    Value mv = v_obj(m);
    Native *n = native_new(vm, "_html5_entity", h_entity, 1, 1, 0);
    if (!n) return NULL;
    n->self = mv;
    Str *k = str_intern_cstr(vm, "_html5_entity");
    if (!k || dict_set_str(vm, m->dict, k, v_obj(n)) < 0) return NULL;
    gc_push(vm, mv);
    int rc = module_exec_frozen(vm, m, "_html");
    gc_pop(vm, 1);
    return rc < 0 ? NULL : m;
}
