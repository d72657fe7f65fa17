/* Frames, register windows and argument binding for Python functions. */
#include <stdio.h>
#include "vm/vm_internal.h"

/* Register slots of a stack segment. The first is small: most runs
 * never leave it, and a VM copied from a template gives it back zeroed
 * (alloc.c), bytes it never used included. */
#define SEG_FIRST_SLOTS ((size_t)1 << 11)
#define SEG_SLOTS ((size_t)1 << 15)

/* The window does not fit in the current segment (or there is none yet):
 * the call_stack_alloc of vm_internal.h tried that already. */
Value *call_stack_alloc_slow(VM *vm, size_t n, uint16_t *seg_out) {
    if (n == 0) n = 1;
    int s = vm->cur_seg;
    if (vm->nsegs > 0) {
        StackSeg *sg = &vm->segs[s];
        if (sg->top + n <= sg->cap) {
            Value *p = sg->slots + sg->top;
            sg->top += n;
            if (sg->top > sg->hw) sg->hw = sg->top;
            *seg_out = (uint16_t)s;
            return p;
        }
        s++;
    } else {
        s = 0;
    }
    /* Move on to the next segment, creating it when needed. */
    while (s < vm->nsegs && vm->segs[s].cap < n) s++;
    if (s >= vm->nsegs) {
        if (vm->nsegs >= SMOL_MAX_STACK_SEGS) {
            exc_raise(vm, EXC_RecursionError, "maximum recursion depth exceeded");
            return NULL;
        }
        size_t want = s == 0 ? SEG_FIRST_SLOTS : SEG_SLOTS;
        size_t cap = n > want ? n : want;
        Value *slots = mem_alloc(vm, cap * sizeof(Value));
        if (!slots) return NULL;
        s = vm->nsegs++;
        vm->segs[s].slots = slots;
        vm->segs[s].cap = cap;
        vm->segs[s].top = 0;
        vm->segs[s].hw = 0;
    }
    vm->segs[s].top = n;
    if (n > vm->segs[s].hw) vm->segs[s].hw = n;
    vm->cur_seg = s;
    *seg_out = (uint16_t)s;
    return vm->segs[s].slots;
}

bool call_frames_grow(VM *vm) {
    int ncap = vm->frames_cap ? vm->frames_cap * 2 : 64;
    Frame *p = mem_realloc(vm, vm->frames, (size_t)vm->frames_cap * sizeof(Frame), (size_t)ncap * sizeof(Frame));
    if (!p) return false;
    vm->frames = p;
    vm->frames_cap = ncap;
    return true;
}

static const char *plural(int64_t n) { return n == 1 ? "" : "s"; }

/* "'a', 'b' and 'c'" listing of missing parameter names. */
static Value missing_error(VM *vm, Func *fn, Str **names, int n, const char *kind) {
    StrBuf b;
    sb_init(&b, vm);
    sb_addf(&b, "%s() missing %d required %s argument%s: ", fn->qualname->data, n, kind, plural(n));
    for (int i = 0; i < n; i++) {
        if (i) sb_adds(&b, n == 2 ? " and " : (i == n - 1 ? ", and " : ", "));
        sb_addc(&b, '\'');
        sb_addstr(&b, names[i]);
        sb_addc(&b, '\'');
    }
    Value m = sb_finish(&b);
    if (IS_EXC(m)) return m;
    return exc_raise(vm, EXC_TypeError, "%U", AS_STR(m));
}

static Value too_many_positional(VM *vm, Func *fn, int argc, int given_kw) {
    Code *c = fn->code;
    int ndef = fn->defaults ? (int)fn->defaults->len : 0;
    int req = c->argcount - ndef;
    char want[64];
    if (ndef) snprintf(want, sizeof want, "from %d to %d positional arguments", req, c->argcount);
    else snprintf(want, sizeof want, "%d positional argument%s", c->argcount, plural(c->argcount));
    if (given_kw)
        return exc_raise(vm, EXC_TypeError, "%s() takes %s but %d positional argument%s (and %d keyword-only argument%s) were given",
                         fn->qualname->data, want, argc, plural(argc), given_kw, plural(given_kw));
    return exc_raise(vm, EXC_TypeError, "%s() takes %s but %d %s given", fn->qualname->data, want, argc,
                     argc == 1 ? "was" : "were");
}

static bool kw_given(Tuple *kwnames, Str *name) {
    for (size_t k = 0; kwnames && k < kwnames->len; k++)
        if (str_eq(AS_STR(kwnames->items[k]), name)) return true;
    return false;
}

/* Argument errors of a library function marked FUNC_ARGS_* (object.h), in
 * the words of the CPython C function it stands for. Returns false after
 * raising; true when the arguments bind, which the ordinary binding then
 * does. It reads only the argument count and the keyword names. */
static bool cstyle_check(VM *vm, Func *fn, int argc, Tuple *kwnames) {
    Code *c = fn->code;
    int skip = (fn->h.flags & FUNC_ARGS_METHOD) && c->argcount > 0 ? 1 : 0;
    const char *q = fn->qualname->data;
    int ql = (int)fn->qualname->blen;
    if (skip && ql > 8 && !strcmp(q + ql - 8, ".__new__"))
        ql -= 8;
    else if (skip && ql > 9 && (!strcmp(q + ql - 9, ".__init__") || !strcmp(q + ql - 9, ".__call__")))
        ql -= 9;
    int nkw = kwnames ? (int)kwnames->len : 0;
    /* The full name: "_operator." before the qualified name. */
    const char *mp = "", *mn = "";
    if ((fn->h.flags & FUNC_ARGS_CMODULE) && IS_STR(fn->module)) {
        mp = (fn->h.flags & FUNC_ARGS_CMODNAME) ? "" : "_";
        mn = AS_STR(fn->module)->data;
    }
    const char *dot = *mn ? "." : "";
    int npos = c->argcount - skip, nkwonly = c->kwonlycount;
    int ndef = fn->defaults ? (int)fn->defaults->len : 0;
    int req = npos - ndef < 0 ? 0 : npos - ndef;
    int given = argc - skip;
    bool varargs = (c->flags & CODE_VARARGS) != 0;
    if ((fn->h.flags & (FUNC_ARGS_POSONLY | FUNC_ARGS_ONE)) && nkw && !(c->flags & CODE_VARKW)) {
        exc_raise(vm, EXC_TypeError, "%s%s%s%.*s() takes no keyword arguments", mp, mn, dot, ql, q);
        return false;
    }
    if (fn->h.flags & FUNC_ARGS_ONE) {
        if (given == npos) return true;
        if (npos == 0)
            exc_raise(vm, EXC_TypeError, "%s%s%s%.*s() takes no arguments (%d given)", mp, mn, dot, ql, q, given);
        else
            exc_raise(vm, EXC_TypeError, "%s%s%s%.*s() takes exactly one argument (%d given)", mp, mn, dot, ql, q,
                      given);
        return false;
    }
    if (fn->h.flags & FUNC_ARGS_POSONLY) {
        if (given >= req && (varargs || given <= npos)) return true;
        if (req == npos && !varargs)
            exc_raise(vm, EXC_TypeError, "%.*s expected %d argument%s, got %d", ql, q, req, plural(req), given);
        else if (given < req)
            exc_raise(vm, EXC_TypeError, "%.*s expected at least %d argument%s, got %d", ql, q, req, plural(req),
                      given);
        else
            exc_raise(vm, EXC_TypeError, "%.*s expected at most %d argument%s, got %d", ql, q, npos, plural(npos),
                      given);
        return false;
    }
    if (!varargs && given + nkw > npos + nkwonly) {
        exc_raise(vm, EXC_TypeError, "%.*s() takes at most %d %sargument%s (%d given)", ql, q, npos + nkwonly,
                  given == 0 ? "keyword " : "", plural(npos + nkwonly), given + nkw);
        return false;
    }
    if (!varargs && given > npos) {
        exc_raise(vm, EXC_TypeError, "%.*s() takes %s %d positional argument%s (%d given)", ql, q,
                  req == npos ? "exactly" : "at most", npos, plural(npos), given);
        return false;
    }
    /* Argument Clinic reports a missing argument before a wrong keyword. */
    for (int i = given; i < req; i++) {
        Str *pn = c->varnames[i + skip];
        if (i + skip < c->posonlycount) {
            /* A positional-only one is counted, not named. */
            int minpo = c->posonlycount - skip < req ? c->posonlycount - skip : req;
            exc_raise(vm, EXC_TypeError, "%.*s() takes %s %d positional argument%s (%d given)", ql, q,
                      minpo < npos ? "at least" : "exactly", minpo, plural(minpo), given);
            return false;
        }
        if (!kw_given(kwnames, pn)) {
            exc_raise(vm, EXC_TypeError, "%.*s() missing required argument '%U' (pos %d)", ql, q, pn, i + 1);
            return false;
        }
    }
    int first = c->posonlycount > skip ? c->posonlycount : skip;
    for (int k = 0; k < nkw; k++) {
        Str *kn = AS_STR(kwnames->items[k]);
        int j = first;
        while (j < c->argcount + nkwonly && !str_eq(c->varnames[j], kn)) j++;
        if (j == c->argcount + nkwonly) {
            if (c->flags & CODE_VARKW) continue;
            exc_raise(vm, EXC_TypeError, "'%U' is an invalid keyword argument for %.*s()", kn, ql, q);
            return false;
        }
        if (j < c->argcount && j < argc) {
            exc_raise(vm, EXC_TypeError, "argument for %.*s() given by name ('%U') and position (%d)", ql, q, kn,
                      j - skip + 1);
            return false;
        }
    }
    return true;
}

/* Every call but the plain one (exactly the positional parameters, no
 * cells) that the call_bind_args of vm_internal.h binds inline. */
bool call_bind_args_slow(VM *vm, Func *fn, Value *regs, int argc, const Value *argv, Tuple *kwnames) {
    Code *c = fn->code;
    if (!kwnames && argc == c->argcount && c->kwonlycount == 0 && !(c->flags & (CODE_VARARGS | CODE_VARKW))) {
        int i = 0;
        for (; i < argc; i++) regs[i] = argv[i];
        for (; i < c->nregs; i++) regs[i] = VEMPTY;
        return c->ncells + c->nfrees == 0 || call_bind_cells(vm, fn, regs);
    }
    /* Positionals only, the last few left to their defaults. */
    if (!kwnames && argc < c->argcount && fn->defaults && argc >= c->argcount - (int)fn->defaults->len &&
        c->kwonlycount == 0 && !(c->flags & (CODE_VARARGS | CODE_VARKW)) && !(fn->h.flags & FUNC_ARGS_STYLE)) {
        int i = 0, first_default = c->argcount - (int)fn->defaults->len;
        for (; i < argc; i++) regs[i] = argv[i];
        for (; i < c->argcount; i++) regs[i] = fn->defaults->items[i - first_default];
        for (; i < c->nregs; i++) regs[i] = VEMPTY;
        return c->ncells + c->nfrees == 0 || call_bind_cells(vm, fn, regs);
    }
    if ((fn->h.flags & FUNC_ARGS_STYLE) && !cstyle_check(vm, fn, argc, kwnames)) return false;
    int nkw = kwnames ? (int)kwnames->len : 0;
    int npos = c->argcount, nkwonly = c->kwonlycount;
    int total = npos + nkwonly + ((c->flags & CODE_VARARGS) ? 1 : 0) + ((c->flags & CODE_VARKW) ? 1 : 0);
    for (int i = 0; i < c->nregs; i++) regs[i] = VEMPTY;
    int n = argc < npos ? argc : npos;
    for (int i = 0; i < n; i++) regs[i] = argv[i];
    int slot = npos + nkwonly;
    if (c->flags & CODE_VARARGS) {
        if (argc > npos) {
            Value t = tuple_pack(vm, (size_t)(argc - npos), argv + npos);
            if (IS_EXC(t)) return false;
            regs[slot] = t;
        } else {
            regs[slot] = v_obj(vm->empty_tuple);
        }
        slot++;
    }
    /* CPython reports keyword problems before surplus positionals. */
    bool too_many = !(c->flags & CODE_VARARGS) && argc > npos;
    Dict *kwdict = NULL;
    if (c->flags & CODE_VARKW) {
        kwdict = dict_new(vm);
        if (!kwdict) return false;
        regs[slot] = v_obj(kwdict);
    }
    for (int k = 0; k < nkw; k++) {
        Str *kn = AS_STR(kwnames->items[k]);
        Value v = argv[argc + k];
        int j;
        for (j = c->posonlycount; j < npos + nkwonly; j++)
            if (c->varnames[j] == kn || str_eq(c->varnames[j], kn)) break;
        if (j < npos + nkwonly) {
            if (!IS_EMPTY(regs[j])) {
                exc_raise(vm, EXC_TypeError, "%s() got multiple values for argument '%U'", fn->qualname->data, kn);
                return false;
            }
            regs[j] = v;
            continue;
        }
        if (kwdict) {
            if (dict_set(vm, kwdict, v_obj(kn), v) < 0) return false;
            continue;
        }
        for (j = 0; j < c->posonlycount; j++)
            if (str_eq(c->varnames[j], kn)) break;
        if (j < c->posonlycount) {
            /* CPython names every positional-only parameter passed so. */
            StrBuf b;
            sb_init(&b, vm);
            int listed = 0;
            for (int p = 0; p < c->posonlycount; p++)
                for (int q = 0; q < nkw; q++)
                    if (str_eq(c->varnames[p], AS_STR(kwnames->items[q]))) {
                        if (listed++) sb_adds(&b, ", ");
                        sb_addstr(&b, c->varnames[p]);
                        break;
                    }
            Value names = sb_finish(&b);
            if (IS_EXC(names)) return false;
            exc_raise(vm, EXC_TypeError, "%s() got some positional-only arguments passed as keyword arguments: '%U'",
                      fn->qualname->data, AS_STR(names));
            return false;
        }
        exc_raise(vm, EXC_TypeError, "%s() got an unexpected keyword argument '%U'", fn->qualname->data, kn);
        return false;
    }
    if (too_many) {
        int kwonly_given = 0;
        for (int k = 0; k < nkw; k++) {
            Str *kn = AS_STR(kwnames->items[k]);
            for (int j = npos; j < npos + nkwonly; j++)
                if (c->varnames[j] == kn || str_eq(c->varnames[j], kn)) kwonly_given++;
        }
        too_many_positional(vm, fn, argc, kwonly_given);
        return false;
    }
    /* Defaults, then report what is still missing. */
    if (argc < npos) {
        int ndef = fn->defaults ? (int)fn->defaults->len : 0;
        Str *miss[64];
        int nmiss = 0;
        for (int i = argc; i < npos; i++) {
            if (!IS_EMPTY(regs[i])) continue;
            int d = i - (npos - ndef);
            if (d >= 0) regs[i] = fn->defaults->items[d];
            else if (nmiss < 64) miss[nmiss++] = c->varnames[i];
        }
        if (nmiss) {
            missing_error(vm, fn, miss, nmiss, "positional");
            return false;
        }
    }
    if (nkwonly) {
        Str *miss[64];
        int nmiss = 0;
        for (int j = npos; j < npos + nkwonly; j++) {
            if (!IS_EMPTY(regs[j])) continue;
            /* The function's own copy has str keys only (MAKEFUNC): no
             * user __eq__ runs while this unrooted window holds values. */
            Value d = fn->kwdefaults ? dict_get_str(vm, fn->kwdefaults, c->varnames[j]) : VEMPTY;
            if (!IS_EMPTY(d)) regs[j] = d;
            else if (nmiss < 64) miss[nmiss++] = c->varnames[j];
        }
        if (nmiss) {
            missing_error(vm, fn, miss, nmiss, "keyword-only");
            return false;
        }
    }
    (void)total;
    return call_bind_cells(vm, fn, regs);
}

/* Cells for captured locals, and the closure's cells. */
bool call_bind_cells(VM *vm, Func *fn, Value *regs) {
    Code *c = fn->code;
    for (int i = 0; i < c->ncells; i++) {
        int a = c->cell_arg[i];
        Cell *cell = cell_new(vm, a >= 0 ? regs[a] : VEMPTY);
        if (!cell) return false;
        regs[c->cell_regs[i]] = v_obj(cell);
    }
    /* Cell registers hold cells for the frame's whole life: the verifier
     * lets no instruction write one, so the cell instructions need not
     * check; what a closure supplies is checked here, once per call. */
    for (int j = 0; j < c->nfrees; j++) {
        if (!fn->closure || (size_t)j >= fn->closure->len || !IS_KIND(fn->closure->items[j], OK_CELL)) {
            exc_raise(vm, EXC_SystemError, "closure is missing free variables");
            return false;
        }
        regs[c->cell_regs[c->ncells + j]] = fn->closure->items[j];
    }
    return true;
}
