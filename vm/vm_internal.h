/* Private interfaces between the interpreter's files. */
#ifndef SMOL_VM_INTERNAL_H
#define SMOL_VM_INTERNAL_H

#include "vm/vm.h"
#include "runtime/names.h"

/* call.c */
Value *call_stack_alloc(VM *vm, size_t n, uint16_t *seg_out);
void call_stack_release(VM *vm, Value *regs, uint16_t seg);
bool call_push_frame(VM *vm, Func *fn, Value *regs, uint16_t seg, int32_t ret_reg, bool entry);
/* Bind call arguments into a fresh register window (all nregs set). */
bool call_bind_args(VM *vm, Func *fn, Value *regs, int argc, const Value *argv, Tuple *kwnames);

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
