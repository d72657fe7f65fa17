/* Frozen heaps: a VM prepared once (built-in types, a session with some
 * modules imported), then frozen, so that new VMs are made by copying its
 * heap instead of building it. See clone.c. */
#ifndef SMOL_CLONE_H
#define SMOL_CLONE_H

#include "state.h"

typedef struct Frozen Frozen;

/* Freeze `vm`, which must be between runs (no frame, no pending
 * exception, no session current) and hold exactly one session `s`: it is
 * collected, each object it keeps gets a dense index, and every reference
 * (in the objects, the session and the VM's roots) is rewritten to that
 * index. From then on `vm` is read-only: cloning it from any number of
 * threads at once is safe, running it is not. NULL (vm unchanged) when
 * the host's malloc fails. */
Frozen *clone_freeze(VM *vm, Session *s);

/* A new VM holding a copy of every object of `f`, every allocation in its
 * own account under `limits->max_memory` (the bodies of its code objects
 * and the objects it shares excepted: they stay the frozen VM's,
 * CODE_SHARED_BODY and OBJ_SHARED, so `f` must outlive the copy), and the
 * frozen session's globals
 * and modules (copied) in *globals and *modules. Everything that is not an
 * object (caches, counters, output, clocks, limits, hooks) starts fresh,
 * as in rt_vm_new; the caller installs the hooks. `serial_base` is where
 * the VM's session serials start. NULL when the copy does not fit under the
 * cap or memory runs out; nothing is left allocated then. */
VM *clone_vm(const Frozen *f, const Limits *limits, uint64_t serial_base, Dict **globals, Dict **modules);

/* Abort unless the objects the copies of `f` share are as frozen. The
 * checking and sanitizer builds call it as each copy goes (their blocks
 * lie outside the pages freezing makes read-only); thawing always does. */
void clone_verify_shared(const Frozen *f);

/* Bytes the frozen heap's objects hold (their account in the frozen VM). */
size_t clone_frozen_bytes(const Frozen *f);

/* Undo the freezing (every reference back to its object) and release the
 * side tables; the VM is then the caller's to free as usual. */
void clone_thaw(Frozen *f);

#endif
