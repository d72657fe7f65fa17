/* Private interfaces between the interpreter's files. */
#ifndef SMOL_VM_INTERNAL_H
#define SMOL_VM_INTERNAL_H

#include "vm/vm.h"
#include "runtime/names.h"

/* call.c. The common cases of a call are inline: each Python-to-Python
 * call goes through all four; the rare ones go out of line. */
Value *call_stack_alloc_slow(VM *vm, size_t n, uint16_t *seg_out);
bool call_frames_grow(VM *vm);
bool call_bind_args_slow(VM *vm, Func *fn, Value *regs, int argc, const Value *argv, Tuple *kwnames);
bool call_bind_cells(VM *vm, Func *fn, Value *regs);

/* A window of n registers on the register stack (in the current segment,
 * else in the next one), or NULL with an exception set. */
static inline Value *call_stack_alloc(VM *vm, size_t n, uint16_t *seg_out) {
    if (__builtin_expect(vm->nsegs > 0 && n > 0, 1)) {
        StackSeg *sg = &vm->segs[vm->cur_seg];
        if (__builtin_expect(sg->top + n <= sg->cap, 1)) {
            Value *p = sg->slots + sg->top;
            sg->top += n;
            if (sg->top > sg->hw) sg->hw = sg->top;
            *seg_out = (uint16_t)vm->cur_seg;
            return p;
        }
    }
    return call_stack_alloc_slow(vm, n, seg_out);
}

static inline void call_stack_release(VM *vm, Value *regs, uint16_t seg) {
    StackSeg *sg = &vm->segs[seg];
    sg->top = (size_t)(regs - sg->slots);
    vm->cur_seg = seg;
}

static inline bool call_push_frame(VM *vm, Func *fn, Value *regs, uint16_t seg, int32_t ret_reg, bool entry) {
    if (__builtin_expect(vm->nframes >= vm->frames_cap, 0) && !call_frames_grow(vm)) return false;
    Frame *f = &vm->frames[vm->nframes++];
    f->func = fn;
    f->code = fn->code;
    f->regs = regs;
    f->pc = 0;
    f->ret_reg = ret_reg;
    f->gen = NULL;
    f->handled = VEMPTY;
    f->init_self = VEMPTY;
    f->globals = fn->globals;
    f->stack_seg = seg;
    f->entry = entry;
    return true;
}

/* Bind call arguments into a fresh register window (all nregs set). */
static inline bool call_bind_args(VM *vm, Func *fn, Value *regs, int argc, const Value *argv, Tuple *kwnames) {
    Code *c = fn->code;
    /* The common call: exactly the positional parameters, no cells. */
    if (__builtin_expect(!kwnames && argc == c->argcount && c->kwonlycount == 0 &&
                         !(c->flags & (CODE_VARARGS | CODE_VARKW)) && c->ncells + c->nfrees == 0, 1)) {
        int i = 0;
        for (; i < argc; i++) regs[i] = argv[i];
        for (; i < c->nregs; i++) regs[i] = VEMPTY;
        return true;
    }
    return call_bind_args_slow(vm, fn, regs, argc, argv, kwnames);
}

/* A built-in function or method called with positional arguments only:
 * what native_call does, inline, for the call whose argument count fits
 * and whose depth and C stack leave room. Anything else (an arity error,
 * the recursion limit) goes to native_call, which raises as always. */
static inline Value call_native(VM *vm, Native *n, Value self, int argc, const Value *argv) {
    if (__builtin_expect(argc < n->minargs || (n->maxargs >= 0 && argc > n->maxargs) ||
                             vm->native_depth >= vm->limits.max_recursion, 0) ||
        UNLIKELY_STACK(vm))
        return native_call(vm, n, self, argc, argv, NULL);
    vm->native_depth++;
    Value r = n->fn(vm, self, argc, argv, NULL);
    vm->native_depth--;
    return r;
}

/* gen.c */
Value gen_create(VM *vm, Func *fn, int argc, const Value *argv, Tuple *kwnames);
Value gen_resume(VM *vm, Gen *g, Value sent, Value throw_exc);
void gen_init(VM *vm);

/* interp.c */
typedef enum {
    START_RUN,      /* run the top frame from its pc */
    START_ERROR,    /* vm->exc was raised at the top frame's pc */
    START_THROWN,   /* vm->exc was thrown into the top (generator) frame */
} InterpStart;
Value interp_execute(VM *vm, InterpStart start);
Value interp_call(VM *vm, Value callable, int argc, const Value *argv, Tuple *kwnames);
/* Raise `exc` in a frame of `code` that has not run yet (its traceback
 * entry shows the code's first line). */
Value interp_raise_at_start(VM *vm, Value exc, Code *code);

#endif
