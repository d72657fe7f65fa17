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

static Value run(VM *vm, Gen *g, bool in_error) {
    vm->native_depth++;
    Value r = interp_execute(vm, in_error);
    vm->native_depth--;
    if (IS_EXC(r)) {
        g->state = GEN_DONE;
        return VEXC;
    }
    if (g->state == GEN_DONE) return VEMPTY;
    return r;
}

Value gen_resume(VM *vm, Gen *g, Value sent, Value throw_exc) {
    if (g->state == GEN_RUNNING) return exc_raise(vm, EXC_ValueError, "generator already executing");
    if (g->state == GEN_DONE) {
        vm->gen_return = VNONE;
        if (!IS_EMPTY(throw_exc)) return exc_raise_obj(vm, throw_exc);
        return VEMPTY;
    }
    if (!IS_EMPTY(throw_exc)) {
        if (IS_KIND(g->yf, OK_GEN)) {
            /* Delegate the throw to the sub-generator of `yield from`;
             * meanwhile this generator counts as running, so code in the
             * sub-generator cannot resume it and move its pc (CPython:
             * "generator already executing"). */
            g->state = GEN_RUNNING;
            Value sub = gen_resume(vm, AS_GEN(g->yf), VNONE, throw_exc);
            g->state = GEN_SUSPENDED;
            if (!IS_EXC(sub) && !IS_EMPTY(sub)) return sub;
            g->yf = VNONE;
            if (IS_EMPTY(sub)) {
                /* It finished: its return value is the result of `yield from`. */
                g->pc++;
                g->resume_reg_valid = 1;
                return gen_resume(vm, g, vm->gen_return, VEMPTY);
            }
            if (!enter(vm, g, g->pc + 1)) return VEXC;
            return run(vm, g, true);
        }
        if (g->state == GEN_CREATED) {
            g->state = GEN_DONE;
            return exc_raise_obj(vm, throw_exc);
        }
        Value e = throw_exc;
        if (IS_TYPE(e)) {
            e = rt_call(vm, e, 0, NULL, NULL);
            if (IS_EXC(e)) return e;
        }
        if (!IS_EXCOBJ(e)) return exc_raise(vm, EXC_TypeError, "exceptions must derive from BaseException");
        /* The exception's __init__ is user code: it may have run this
         * generator to its end (CPython then raises the exception without
         * resuming) or be running it now. */
        if (g->state == GEN_DONE) return exc_raise_obj(vm, e);
        if (g->state == GEN_RUNNING) return exc_raise(vm, EXC_ValueError, "generator already executing");
        if (!enter(vm, g, g->pc)) return VEXC;
        vm->exc = e;
        return run(vm, g, true);
    }
    if (g->state == GEN_CREATED && !IS_NONE(sent) && !IS_EMPTY(sent))
        return exc_raise(vm, EXC_TypeError, "can't send non-None value to a just-started generator");
    if (g->resume_reg_valid && g->state == GEN_SUSPENDED) g->regs[g->resume_reg] = IS_EMPTY(sent) ? VNONE : sent;
    if (!enter(vm, g, g->pc)) return VEXC;
    return run(vm, g, false);
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
    Value e = argv[0];
    if (argc > 1 && IS_TYPE(e)) {
        e = rt_call(vm, e, IS_NONE(argv[1]) ? 0 : 1, &argv[1], NULL);
        if (IS_EXC(e)) return e;
    }
    if (!IS_EXCOBJ(e) && !(IS_TYPE(e) && (AS_TYPE(e)->tflags & TF_EXCEPTION)))
        return exc_raise(vm, EXC_TypeError, "exceptions must be classes or instances deriving from BaseException, not %s",
                         type_name(vm, e));
    Value r = rt_callback_done(vm, gen_resume(vm, AS_GEN(self), VNONE, e));
    if (IS_EMPTY(r)) return stop_iteration(vm);
    return r;
}

static Value m_close(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Gen *g = AS_GEN(self);
    if (g->state == GEN_CREATED || g->state == GEN_DONE) {
        g->state = GEN_DONE;
        return VNONE;
    }
    Value r = rt_callback_done(vm, gen_resume(vm, g, VNONE, v_obj(vm->exc_types[EXC_GeneratorExit])));
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
    t->slots.iter = gen_iter_slot;
    type_add_methods(vm, t, gen_methods);
}
