/* Generators: a generator owns its register window while suspended and
 * runs in a frame that points at it while resumed. */
#include "vm/vm_internal.h"

Value gen_create(VM *vm, Func *fn, int argc, const Value *argv, Tuple *kwnames) {
    Code *c = fn->code;
    Gen *g = obj_alloc(vm, OK_GEN, sizeof(Gen));
    if (!g) return VEXC;
    g->func = fn;
    g->name = fn->name;
    g->qualname = fn->qualname;
    g->yf = VNONE;
    g->handled_exc = VEMPTY;
    g->state = GEN_CREATED;
    gc_push(vm, v_obj(g));
    Value *regs = mem_alloc(vm, (size_t)c->nregs * sizeof(Value));
    if (!regs) { gc_pop(vm, 1); return VEXC; }
    for (int i = 0; i < c->nregs; i++) regs[i] = VEMPTY;
    g->regs = regs;
    g->nregs = c->nregs;
    bool ok = call_bind_args(vm, fn, regs, argc, argv, kwnames);
    gc_pop(vm, 1);
    if (!ok) return VEXC;
    return v_obj(g);
}

/* Push the generator's frame. `pc` is where execution continues. */
static bool enter(VM *vm, Gen *g, uint32_t pc) {
    if (pc >= g->func->code->ninsns) {
        exc_raise(vm, EXC_SystemError, "generator resumed past the end of its code");
        return false;
    }
    if (vm->nframes >= vm->limits.max_recursion || vm->native_depth >= vm->limits.max_recursion ||
        !rt_stack_ok(vm)) {
        exc_raise(vm, EXC_RecursionError, "maximum recursion depth exceeded");
        return false;
    }
    if (!call_push_frame(vm, g->func, g->regs, 0, -1, true)) return false;
    Frame *f = &vm->frames[vm->nframes - 1];
    f->gen = g;
    f->pc = pc;
    f->handled = g->handled_exc;
    g->state = GEN_RUNNING;
    return true;
}

static Value run(VM *vm, Gen *g, InterpStart start) {
    vm->native_depth++;
    Value r = interp_execute(vm, start);
    vm->native_depth--;
    if (IS_EXC(r)) {
        g->state = GEN_DONE;
        return VEXC;
    }
    if (g->state == GEN_DONE) return VEMPTY;
    return r;
}

static Value gen_throw(VM *vm, Gen *g, int argc, const Value *argv);
static Value gen_close(VM *vm, Gen *g);

Value gen_resume(VM *vm, Gen *g, Value sent, Value throw_exc) {
    if (!IS_EMPTY(throw_exc)) return gen_throw(vm, g, 1, &throw_exc);
    if (g->state == GEN_RUNNING) return exc_raise(vm, EXC_ValueError, "generator already executing");
    if (g->state == GEN_DONE) {
        vm->gen_return = VNONE;
        return VEMPTY;
    }
    if (g->state == GEN_CREATED && !IS_NONE(sent) && !IS_EMPTY(sent))
        return exc_raise(vm, EXC_TypeError, "can't send non-None value to a just-started generator");
    if (g->resume_reg_valid && g->state == GEN_SUSPENDED) g->regs[g->resume_reg] = IS_EMPTY(sent) ? VNONE : sent;
    if (!enter(vm, g, g->pc)) return VEXC;
    return run(vm, g, START_RUN);
}

static bool delegating(Gen *g) { return g->state == GEN_SUSPENDED && !IS_NONE(g->yf) && !IS_EMPTY(g->yf); }

/* Resume the suspended generator with `e` raised where it stopped: at its
 * `yield`, or at its `yield from`, whose iterator it then drops (that
 * instruction runs again on a plain resume, so the error is placed after
 * it). */
static Value throw_here(VM *vm, Gen *g, Value e) {
    uint32_t at = g->pc;
    if (delegating(g)) {
        at++;
        g->yf = VNONE;
        g->resume_reg_valid = 0;
    }
    gc_push(vm, e);
    bool ok = enter(vm, g, at);
    gc_pop(vm, 1);
    if (!ok) return VEXC;
    vm->exc = e;
    return run(vm, g, START_THROWN);
}

/* The exception that gen.throw(typ[, val[, tb]]) raises, as CPython
 * builds it: a class is called with `val` (none, a tuple of arguments or
 * one argument) unless `val` already is an instance of it. No traceback
 * object exists in smolvm, so `tb` can only be None. */
static Value throw_value(VM *vm, int argc, const Value *argv) {
    Value typ = argv[0];
    Value val = argc > 1 ? argv[1] : VNONE;
    if (argc > 2 && !IS_NONE(argv[2]))
        return exc_raise(vm, EXC_TypeError, "throw() third argument must be a traceback object");
    if (IS_TYPE(typ) && (AS_TYPE(typ)->tflags & TF_EXCEPTION)) {
        if (IS_EXCOBJ(val) && type_is_subtype(AS_EXC(val)->cls, AS_TYPE(typ))) return val;
        Value e;
        if (IS_NONE(val)) e = rt_call(vm, typ, 0, NULL, NULL);
        else if (IS_TUPLE(val)) e = rt_call(vm, typ, (int)AS_TUPLE(val)->len, AS_TUPLE(val)->items, NULL);
        else e = rt_call(vm, typ, 1, &val, NULL);
        if (IS_EXC(e) || IS_EXCOBJ(e)) return e;
        return exc_raise(vm, EXC_TypeError, "calling %s should have returned an instance of BaseException, not %s",
                         type_name(vm, typ), type_name(vm, e));
    }
    if (IS_EXCOBJ(typ)) {
        if (!IS_NONE(val)) return exc_raise(vm, EXC_TypeError, "instance exception may not have a separate value");
        return typ;
    }
    return exc_raise(vm, EXC_TypeError, "exceptions must be classes or instances deriving from BaseException, not %s",
                     type_name(vm, typ));
}

static bool is_generator_exit(VM *vm, Value typ) {
    Type *ge = vm->exc_types[EXC_GeneratorExit];
    if (IS_TYPE(typ)) return type_is_subtype(AS_TYPE(typ), ge);
    return IS_EXCOBJ(typ) && type_is_subtype(AS_EXC(typ)->cls, ge);
}

/* Close the iterator a `yield from` delegates to: a generator's close(),
 * or the iterator's own close method where it has one. -1 with the error
 * raised when that fails. */
static int close_iter(VM *vm, Value yf) {
    Value r;
    if (IS_KIND(yf, OK_GEN)) {
        r = gen_close(vm, AS_GEN(yf));
    } else {
        Value m = obj_getattr_opt(vm, yf, vm->names->close);
        if (IS_EXC(m)) return -1;
        if (IS_EMPTY(m)) return 0;
        r = rt_call(vm, m, 0, NULL, NULL);
    }
    return IS_EXC(r) ? -1 : 0;
}

/* gen.throw(): a generator delegating with `yield from` passes the throw
 * on to its iterator (GeneratorExit closes the iterator instead, then
 * reaches this generator); when the iterator finishes, its value is the
 * result of `yield from`, and its error is raised here. Meanwhile this
 * generator counts as running, so code in the iterator cannot resume it
 * and move its pc (CPython: "generator already executing"). */
static Value gen_throw(VM *vm, Gen *g, int argc, const Value *argv) {
    /* A chain of delegating generators is walked in C. */
    if (UNLIKELY_STACK(vm)) return exc_raise(vm, EXC_RecursionError, "maximum recursion depth exceeded");
    if (g->state == GEN_RUNNING) return exc_raise(vm, EXC_ValueError, "generator already executing");
    if (delegating(g)) {
        Value yf = g->yf;
        Value r;
        gc_push(vm, yf);
        g->state = GEN_RUNNING;
        if (is_generator_exit(vm, argv[0])) {
            int err = close_iter(vm, yf);
            g->state = GEN_SUSPENDED;
            gc_pop(vm, 1);
            if (vm->halt) return VEXC;
            if (err < 0) {
                Value e = vm->exc;
                exc_clear(vm);
                return throw_here(vm, g, e);
            }
            goto here;
        }
        if (IS_KIND(yf, OK_GEN)) {
            r = gen_throw(vm, AS_GEN(yf), argc, argv);
        } else {
            Value m = obj_getattr_opt(vm, yf, vm->names->throw);
            if (IS_EMPTY(m)) {
                g->state = GEN_SUSPENDED;
                gc_pop(vm, 1);
                goto here;
            }
            r = IS_EXC(m) ? m : rt_call(vm, m, argc, argv, NULL);
        }
        g->state = GEN_SUSPENDED;
        gc_pop(vm, 1);
        if (vm->halt) return VEXC;
        if (!IS_EXC(r) && !IS_EMPTY(r)) return r;
        Value v;
        if (IS_EMPTY(r)) {
            v = vm->gen_return;
        } else if (exc_matches(vm, EXC_StopIteration)) {
            ExcObj *e = AS_EXC(vm->exc);
            v = e->args && e->args->len ? e->args->items[0] : VNONE;
            exc_clear(vm);
        } else {
            Value e = vm->exc;
            exc_clear(vm);
            return throw_here(vm, g, e);
        }
        /* The iterator finished: resume after the `yield from` with its value. */
        if (!delegating(g)) return exc_raise(vm, EXC_ValueError, "generator already executing");
        g->yf = VNONE;
        g->pc++;
        g->resume_reg_valid = 1;
        return gen_resume(vm, g, v, VEMPTY);
    }
here:;
    Value e = throw_value(vm, argc, argv);
    if (IS_EXC(e)) return e;
    /* Building the exception ran user code: it may have run this
     * generator to its end (CPython then raises the exception without
     * resuming) or be running it now. */
    if (g->state == GEN_RUNNING) return exc_raise(vm, EXC_ValueError, "generator already executing");
    if (g->state == GEN_CREATED) {
        /* As CPython: raised in its frame before the first line runs. */
        g->state = GEN_DONE;
        return interp_raise_at_start(vm, e, g->func->code);
    }
    if (g->state == GEN_DONE) return exc_raise_obj(vm, e);
    return throw_here(vm, g, e);
}

/* gen.close(): GeneratorExit raised where the generator stopped, after
 * closing the iterator it delegates to (whose error, if any, is raised
 * instead). Returns None (3.11), or raises. */
static Value gen_close(VM *vm, Gen *g) {
    if (UNLIKELY_STACK(vm)) return exc_raise(vm, EXC_RecursionError, "maximum recursion depth exceeded");
    if (g->state == GEN_RUNNING) return exc_raise(vm, EXC_ValueError, "generator already executing");
    if (g->state == GEN_CREATED || g->state == GEN_DONE) {
        g->state = GEN_DONE;
        return VNONE;
    }
    Value e = VEMPTY;
    if (delegating(g)) {
        Value yf = g->yf;
        gc_push(vm, yf);
        g->state = GEN_RUNNING;
        int err = close_iter(vm, yf);
        g->state = GEN_SUSPENDED;
        gc_pop(vm, 1);
        if (vm->halt) return VEXC;
        if (err < 0) {
            e = vm->exc;
            exc_clear(vm);
        }
    }
    if (IS_EMPTY(e)) {
        e = rt_call(vm, v_obj(vm->exc_types[EXC_GeneratorExit]), 0, NULL, NULL);
        if (IS_EXC(e)) return e;
    }
    /* The calls above ran user code that may have resumed or finished it. */
    if (g->state == GEN_RUNNING) return exc_raise(vm, EXC_ValueError, "generator already executing");
    if (g->state == GEN_DONE) return VNONE;
    Value r = throw_here(vm, g, e);
    if (IS_EXC(r)) {
        if (exc_matches(vm, EXC_GeneratorExit) || exc_matches(vm, EXC_StopIteration)) {
            exc_clear(vm);
            return VNONE;
        }
        return r;
    }
    if (IS_EMPTY(r)) return VNONE;
    return exc_raise(vm, EXC_RuntimeError, "generator ignored GeneratorExit");
}

/* ---- generator methods ---------------------------------------------- */

static Value stop_iteration(VM *vm) {
    Value v = vm->gen_return;
    Value args = IS_NONE(v) ? v_obj(vm->empty_tuple) : tuple_pack(vm, 1, &v);
    if (IS_EXC(args)) return args;
    ExcObj *e = exc_new(vm, vm->exc_types[EXC_StopIteration], AS_TUPLE(args));
    if (!e) return VEXC;
    vm->exc = v_obj(e);
    return VEXC;
}

static Value m_send(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value r = rt_callback_done(vm, gen_resume(vm, AS_GEN(self), argv[0], VEMPTY));
    if (IS_EMPTY(r)) return stop_iteration(vm);
    return r;
}

static Value m_next(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value r = rt_callback_done(vm, gen_resume(vm, AS_GEN(self), VNONE, VEMPTY));
    if (IS_EMPTY(r)) return stop_iteration(vm);
    return r;
}

static Value m_throw(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Value r = rt_callback_done(vm, gen_throw(vm, AS_GEN(self), argc, argv));
    if (IS_EMPTY(r)) return stop_iteration(vm);
    return r;
}

static Value m_close(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return rt_callback_done(vm, gen_close(vm, AS_GEN(self)));
}

static Value m_iter(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) { return self; }

static Value gen_iter_slot(VM *vm, Value self) { return self; }

static const MethodDef gen_methods[] = {
    {"send", m_send, 1, 1, 0},
    {"throw", m_throw, 1, 3, 0},
    {"close", m_close, 0, 0, 0},
    {"__next__", m_next, 0, 0, 0},
    {"__iter__", m_iter, 0, 0, 0},
    {NULL, NULL, 0, 0, 0},
};

void gen_init(VM *vm) {
    Type *t = vm->types[OK_GEN];
    /* A template's copy has them already, in a type it may share with
     * the other copies (runtime/clone.c). */
    if (t->slots.iter == gen_iter_slot) return;
    t->slots.iter = gen_iter_slot;
    type_add_methods(vm, t, gen_methods);
}
