/* The interpreter's entry points, used by the API layer. */
#ifndef SMOL_VM_H
#define SMOL_VM_H

#include "runtime/rt.h"

/* Install the interpreter's re-entry hooks in a fresh VM. */
void vm_install(VM *vm);
/* Run module-level code with `globals` as its namespace. Returns the
 * module's return value (None) or VEXC (exception pending or halt set). */
Value vm_run_module(VM *vm, Code *code, Dict *globals);
/* Continue a run that a suspending tool paused: the tool call evaluates
 * to `v`, or raises the exception pending in vm->exc when is_error. */
Value vm_resume(VM *vm, Value v, bool is_error);
/* Prepare the per-run counters: budget, deadline, fuel. */
void vm_begin_run(VM *vm);
/* Instructions charged since vm_begin_run. */
int64_t vm_instructions_used(VM *vm);
/* Drop every frame and temp root after an aborted run. */
void vm_reset_stack(VM *vm);

#endif
