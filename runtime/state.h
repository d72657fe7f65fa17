/* The VM handle: every piece of mutable state hangs off it (no globals, no
 * thread-locals). The runtime, the VM loop and the API layer all see this
 * layout; the host sees only the opaque `smol_vm`. */
#ifndef SMOL_STATE_H
#define SMOL_STATE_H

#include <stdatomic.h>
#include "object.h"
#include "exc_types.h"

typedef struct IdEntry { struct Obj *obj; uint64_t id; } IdEntry;

/* Size classes of the small-block allocator (alloc.c): 16 to 1024 bytes
 * in steps of 16, then 1280, 1536, 1792 and 2048. */
#define SMOL_SMALL_CLASSES 68
#define SMOL_SPARE_BLOCKS 16

/* Why a run stops without a catchable exception. Anything but HALT_NONE
 * skips every except/finally block on the way out. */
typedef enum {
    HALT_NONE = 0,
    HALT_BUDGET,        /* instruction budget spent */
    HALT_MEMORY,        /* memory cap reached */
    HALT_DEADLINE,      /* wall-clock deadline passed */
    HALT_EXIT,          /* SystemExit / KeyboardInterrupt raised */
    HALT_FINAL,         /* final_answer() called */
    HALT_TOOL,          /* a suspending tool was called */
    HALT_INTERRUPT,     /* the host asked the run to stop (smol_interrupt) */
} HaltReason;

/* One activation of a Python function. `regs` points into a register stack
 * segment or, for a generator, into the generator's own register block. */
typedef struct Frame {
    Func *func;
    Code *code;
    Value *regs;
    uint32_t pc;            /* index of the next instruction */
    int32_t ret_reg;        /* caller register receiving the result; -1 when
                               returning hands the value to a native caller */
    Gen *gen;               /* generator being run by this frame, or NULL */
    Value handled;          /* exception being handled (for bare raise) */
    Dict *globals;
    uint16_t stack_seg;     /* segment index the registers live in */
    uint16_t entry;         /* 1: returning from it leaves the interpreter */
    Value init_self;        /* an inlined Class(...) call: the new instance,
                               which __init__ returning None hands back */
} Frame;

/* Register stack: fixed-size segments that never move, so pointers into
 * registers stay valid while natives re-enter the interpreter. */
typedef struct StackSeg {
    Value *slots;
    size_t cap;
    size_t top;
    /* The furthest top has reached: what a freed segment may hold. */
    size_t hw;
} StackSeg;

#define SMOL_MAX_STACK_SEGS 256
/* The collector's object lists (VM.objects): a sweep that walks one list
 * waits on a cache miss at every object; walking GC_LISTS of them in
 * step keeps as many misses in flight. */
#define GC_LISTS 8

typedef struct Limits {
    int64_t max_instructions;   /* 0 = unlimited */
    size_t max_memory;          /* bytes, 0 = unlimited */
    int max_recursion;          /* frame depth */
    size_t max_output;          /* bytes of captured print output */
    double deadline_seconds;    /* 0 = none */
} Limits;

/* A growable byte buffer outside the GC heap, accounted like everything. */
typedef struct Buf {
    char *p;
    size_t len, cap;
} Buf;

typedef struct Session Session;

struct VM {
    /* ---- accounted allocator (alloc.c) ---- */
    /* What the VM holds from the system: whole pages of small blocks
     * (used or not), large blocks with the C allocator's overhead. The
     * memory cap applies to it, and the receipt's peak is its maximum. */
    size_t live_bytes;
    size_t live_after_gc;       /* live_bytes when the last collection ended */
    uint64_t collections;       /* full collections made */
    /* Nothing has run or dropped a reference since the collection at the
     * end of the last run (api begin: another one would find nothing
     * new). */
    bool gc_clean;
    /* A global was deleted, by a snippet or the host, or a session freed,
     * since the last collection (api begin). */
    bool gc_dropped;
    /* Bytes of strings interned since the last collection between runs
     * (which takes out those nothing else holds): past 1 MB a run ends
     * with one. */
    size_t interned_added;
    size_t peak_bytes;
    size_t total_bytes;
    uint64_t nallocs;
    size_t mem_cap;             /* 0 = unlimited */
    int64_t fail_after;         /* test hook: fail the Nth allocation (-1 off) */
    /* Identities handed out by id() (ident.c). */
    struct IdTable { struct IdEntry *table; size_t cap, used, dead; uint64_t next; } ids;
    /* Small blocks (alloc.c): 16 KB pages, each serving one size class
     * while it holds blocks; per class the pages with free blocks, and a
     * few empty pages kept for any class. */
    void *partial[SMOL_SMALL_CLASSES];
    void *chunks;               /* every chunk of pages the VM has mapped */
    void *free_chunks;          /* chunks with pages to hand out */
    void *empty_pages;
    size_t nempty;
    size_t npages;              /* pages held, the pool's included */
    /* Large blocks freed and kept for a request of the same size (the
     * compiler's arena blocks, above all), counted as held like the pool's
     * pages and given back under the cap's pressure. */
    void *spare[SMOL_SPARE_BLOCKS];
    size_t spare_n[SMOL_SPARE_BLOCKS];
    unsigned nspare;
    size_t spare_bytes;         /* their large_cost, summed */
    size_t used_bytes;          /* bytes in use, exactly (small blocks by class size) */
    void *large;                /* every large block held, the spare ones included */
    size_t nextern;             /* objects holding storage from outside (GMP limbs) */
    /* The template's pool (alloc.c) that a copy of a template takes its
     * chunks and large blocks from and gives them back to; NULL for a VM
     * made from scratch. */
    struct MemPool *pool;
    /* Large blocks are mapped on pages of their own rather than taken
     * from the C allocator: set for the VM a template is made of, whose
     * heap freezing makes read-only (mem_protect). */
    bool map_large;

    /* ---- GC (gc.c) ---- */
    /* Every object of the VM, on GC_LISTS lists in turn (nobjects
     * counts the objects made), so that the sweep follows several lists
     * at once, each still close to the order of allocation. */
    Obj *objects[GC_LISTS];
    uint64_t nobjects;
    size_t gc_threshold;
    /* Bytes from outside the pages (big ints, large blocks) that may still
     * move gc_threshold along with the account before the next
     * collection (gc.c; extern_grown in alloc.c). */
    size_t gc_extern_credit;
    bool gc_stress;
    bool callback_stress;       /* collect after every callback, poison frees */
    uint64_t stress_callbacks;  /* callbacks seen in that mode */
    bool gc_running;
    Value *roots;               /* temp-root stack for C code */
    size_t nroots, roots_cap;
    Value *extra_roots;         /* values held by the API layer */
    size_t nextra_roots, extra_roots_cap;

    /* ---- limits and accounting ---- */
    Limits limits;
    int64_t fuel;               /* instructions left before the slow check */
    int64_t fuel_base;          /* instructions charged before the current slice */
    int64_t budget_left;        /* instructions left in the run's budget */
    double run_start;           /* wall-clock seconds at run start */
    double (*clock)(void *);    /* host clock; default monotonic */
    void *clock_ud;
    double (*wall_clock)(void *);   /* seconds since the epoch; NULL: the host's */
    void *wall_clock_ud;
    /* Set from any thread (smol_interrupt); read at each fuel refill. */
    atomic_int interrupt;
    HaltReason halt;
    /* Where a limit stopped the run, in the snippet's words ("at line 3,
     * in a while loop"), set by rt_halt; empty when not known. */
    char halt_where[128];
    bool halt_in_while;
    int halt_line;              /* its line, 0 when not known */
    int native_depth;
    /* C stack guard: natives that recurse (repr, __init__ re-entry,
     * generators, key functions) stop with RecursionError once they have
     * used c_stack_limit bytes below stack_base (set at each API entry). */
    const char *stack_base;
    size_t c_stack_limit;
    /* Attribute lookup cache along MROs: valid while type_version holds;
     * any change to a type's namespace, or a type's birth or death,
     * advances the version. Keys are interned names (never freed). */
    uint64_t type_version;
    struct MCacheEntry { struct Type *type; struct Str *name; uint64_t version; Value value; } mcache[512];
    /* A suspending tool asked the interpreter to pause: it keeps its
     * frames and notes where the tool's result goes (vm_resume). */
    bool tool_suspend;
    uint16_t tool_resume_reg;
    NativeFn suspend_fn;        /* the native that asked, and its receiver */
    Value suspend_self;
    Obj **repr_stack;           /* containers being repr'd (for [...]) */
    size_t nrepr, repr_cap;

    /* ---- exception state ---- */
    Value exc;                  /* pending exception (VT_EMPTY if none) */

    /* ---- interpreter (vm/) ---- */
    Frame *frames;
    int nframes, frames_cap;
    StackSeg segs[SMOL_MAX_STACK_SEGS];
    int nsegs, cur_seg;
    /* The narrow door through which the runtime re-enters the interpreter:
     * call a Python-level callable that is not a native. Set by vm/. */
    Value (*interp_call)(VM *vm, Value callable, int argc, const Value *argv,
                         Tuple *kwnames);
    Value (*gen_resume)(VM *vm, Gen *g, Value sent, Value throw_exc);
    Value gen_return;           /* return value of the generator that just finished */

    /* ---- strings ---- */
    uint64_t hash_seed;
    uint64_t nan_serial;        /* payload of the last NaN float() made */
    Str **interned;             /* open-addressing set of interned strings */
    size_t ninterned, interned_cap;
    /* A copy of a template's VM (clone.c): the template's set of interned
     * strings, all shared and never changed while it has copies, looked in
     * before `interned`, which then holds only the strings the copy
     * interned itself. NULL otherwise. */
    Str *const *interned_base;
    size_t interned_base_cap;
    Str *empty_str;
    Str *char_cache[128];       /* one-character ASCII strings */

    /* ---- built-in types and objects ---- */
    Type *types[OK__COUNT];     /* Python type for each object kind */
    Type *t_object, *t_type, *t_int, *t_bool, *t_float, *t_none;
    Type *t_notimpl, *t_ellipsis;
    Type *t_dict_keys, *t_dict_values, *t_dict_items;
    Type *t_member;             /* member_descriptor: a __slots__ attribute */
    Type *t_iters[ITN__COUNT];  /* iterator types by IterTypeName */
    Type *exc_types[EXC__COUNT];
    Dict *builtins;
    Tuple *empty_tuple;
    /* Modules imported by the session running now (its own table; NULL
     * outside a session's run): sessions share no module object. */
    Dict *modules;
    /* Code objects of the modules written in Python, compiled once per VM
     * and run in each session's own module namespace (filename -> Code). */
    Dict *module_code;
    /* Dict versions come from this per-VM counter, so that no two states
     * of two dicts ever share a version: a code object's LOADGLOBAL cache
     * stays exact when sessions run the same module code with different
     * globals. */
    uint64_t dict_version;
    struct SNames *names;       /* interned special-method names (names.h) */

    /* ---- output ---- */
    Buf out;                    /* the first max_output characters printed */
    Buf out_tail;               /* the latest output, once past max_output */
    size_t out_total;           /* bytes printed, truncated ones included */
    size_t out_chars;           /* characters printed */
    size_t out_head_chars;      /* characters held in `out` */
    bool out_truncated;
    /* The host sees the head of the output as it is printed. */
    void (*on_output)(void *, const char *, size_t);
    void *on_output_ud;

    /* ---- run result ---- */
    Value result;               /* final answer / last expression value */
    /* contextlib.redirect_stdout: while out_redirected, print() without a
     * file writes to out_target (None: nowhere). Ends with the run. */
    bool out_redirected;
    Value out_target;
    Session *sessions;          /* live sessions: their globals and modules are roots */
    uint64_t session_serial;    /* serial of the session running now (0: none) */
    uint64_t sessions_made;     /* serials handed out so far */
    void *api;                  /* the API layer's per-VM data */
    /* Runs a module written in Python, given as a bytecode image (its
     * code objects then carry `filename`), with `globals` as its
     * namespace; `key` names the image (the VM keeps the code it reads
     * under it). Installed by the API layer, which owns the image loader. */
    Value (*exec_image)(VM *vm, Dict *globals, const char *key, const char *filename, const uint8_t *image,
                        size_t len);
    /* Load the body of a library function (Code.lazy_at): 0, or -1 with an
     * exception or the halt set. Installed with exec_image. */
    int (*load_body)(VM *vm, Code *c);
};

/* One global namespace persisting across runs, with the session's own
 * imported modules. */
struct Session {
    Dict *globals;
    Dict *modules;              /* name -> module, this session's imports */
    uint64_t serial;            /* unique in the VM, never 0 */
    Session *next;
    Session *prev;
};

#endif
