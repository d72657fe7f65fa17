/* The object model: values, the common heap-object header and every
 * built-in object layout.
 *
 * A Value is a 16-byte tagged union. None, bools, ints that fit in 64 bits
 * and floats live inline and never touch the heap; everything else is a
 * pointer to a heap object that starts with the common header `Obj`.
 *
 * Error discipline (one per layer, see STYLE.md §7): a runtime function that
 * returns a Value returns `VEXC` when it failed; the pending exception (or
 * the halt reason for an uncatchable stop) is then recorded in the VM.
 * Functions returning a pointer return NULL on failure; functions returning
 * int return -1. Callers propagate the failure without touching it.
 */
#ifndef SMOL_OBJECT_H
#define SMOL_OBJECT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <gmp.h>

typedef struct VM VM;
typedef struct Obj Obj;

typedef enum {
    VT_NONE = 0,
    VT_BOOL,
    VT_INT,      /* int64 inline; ints outside int64 are OK_BIGINT objects */
    VT_FLOAT,
    VT_OBJ,
    VT_EXC,      /* not a Python value: "an exception is pending" */
    VT_EMPTY,    /* not a Python value: unbound local, deleted dict slot,
                    iterator exhausted */
    VT_NOTIMPL,  /* the NotImplemented singleton */
    VT_ELLIPSIS, /* the Ellipsis singleton */
} ValueTag;

typedef struct Value {
    uint64_t tag;
    union {
        int64_t i;
        double f;
        Obj *o;
        bool b;
    } u;
} Value;

/* Constructors. */
static inline Value v_none(void) { Value v; v.tag = VT_NONE; v.u.i = 0; return v; }
static inline Value v_bool(bool b) { Value v; v.tag = VT_BOOL; v.u.i = 0; v.u.b = b; return v; }
static inline Value v_int(int64_t i) { Value v; v.tag = VT_INT; v.u.i = i; return v; }
static inline Value v_float(double f) { Value v; v.tag = VT_FLOAT; v.u.f = f; return v; }
static inline Value v_obj(void *o) { Value v; v.tag = VT_OBJ; v.u.o = (Obj *)o; return v; }
static inline Value v_exc(void) { Value v; v.tag = VT_EXC; v.u.i = 0; return v; }
static inline Value v_empty(void) { Value v; v.tag = VT_EMPTY; v.u.i = 0; return v; }
static inline Value v_notimpl(void) { Value v; v.tag = VT_NOTIMPL; v.u.i = 0; return v; }
static inline Value v_ellipsis(void) { Value v; v.tag = VT_ELLIPSIS; v.u.i = 0; return v; }
#define VNONE v_none()
#define VEXC v_exc()
#define VEMPTY v_empty()

#define IS_NONE(v) ((v).tag == VT_NONE)
#define IS_BOOL(v) ((v).tag == VT_BOOL)
#define IS_INT(v) ((v).tag == VT_INT)
#define IS_FLOAT(v) ((v).tag == VT_FLOAT)
#define IS_OBJ(v) ((v).tag == VT_OBJ)
#define IS_EXC(v) ((v).tag == VT_EXC)
#define IS_EMPTY(v) ((v).tag == VT_EMPTY)
#define AS_OBJ(v) ((v).u.o)
#define AS_INT(v) ((v).u.i)
#define AS_FLOAT(v) ((v).u.f)
#define AS_BOOL(v) ((v).u.b)

/* Heap object kinds: the C layout of an object. The Python-level type of an
 * instance of a user class is `Instance.cls`; for every other kind it is the
 * VM's built-in type for that kind (see type_of()). */
#define SMOL_OBJ_KINDS(X) \
    X(STR, "str")                   \
    X(BIGINT, "int")                \
    X(TUPLE, "tuple")               \
    X(LIST, "list")                 \
    X(DICT, "dict")                 \
    X(SET, "set")                   \
    X(FROZENSET, "frozenset")       \
    X(RANGE, "range")               \
    X(SLICE, "slice")               \
    X(BYTES, "bytes")               \
    X(BYTEARRAY, "bytearray")       \
    X(COMPLEX, "complex")           \
    X(FUNC, "function")             \
    X(NATIVE, "builtin_function_or_method") \
    X(BOUND, "method")              \
    X(CODE, "code")                 \
    X(TYPE, "type")                 \
    X(INSTANCE, "object")           \
    X(EXC, "BaseException")         \
    X(CELL, "cell")                 \
    X(GEN, "generator")             \
    X(ITER, "iterator")             \
    X(MODULE, "module")             \
    X(PROPERTY, "property")         \
    X(STATICMETHOD, "staticmethod") \
    X(CLASSMETHOD, "classmethod")   \
    X(SUPER, "super")               \
    X(DICTVIEW, "dict_view")        \
    X(BOX, "box")

typedef enum {
#define X(k, n) OK_##k,
    SMOL_OBJ_KINDS(X)
#undef X
    OK__COUNT
} ObjKind;

/* The common header of every heap object. `size` is the byte size of the
 * object's main block as allocated, so the sweeper can return it to the
 * account without knowing the layout. */
struct Obj {
    Obj *gc_next;
    uint32_t size;
    uint8_t kind;
    uint8_t marked;
    uint16_t flags;
};

/* ---- strings ---------------------------------------------------------- */

#define STR_ASCII 0x1     /* every byte < 0x80: byte index == code point index */
#define STR_INTERNED 0x2
#define STR_TAIL 0x4      /* data lies in a shared StrTail, not after the header */
#define OBJ_HAS_ID 0x8000  /* Obj.flags, any kind: id() gave it an identity */
/* Obj.flags, any kind: an object of a template's frozen heap that the
 * VMs copied from it use in place (clone.c). It is read-only: it is never
 * written, swept or freed by them, and stays marked (the collector's
 * marking stops at it). A string's hash is computed when it is frozen,
 * and a tuple's when its items' hashes are the same in every copy (a
 * tuple holding types is hashed again each time: each VM hands out the
 * identities types hash by). */
#define OBJ_SHARED 0x4000
#define DICT_TYPEDICT 0x1  /* Obj.flags of a type's namespace dict */

/* The growable buffer behind strings built by repeated concatenation, so
 * that `s += t` in a loop costs O(len(t)) instead of O(len(s)).
 *
 * Soundness does not rest on knowing who else holds `s`: the bytes a string
 * covers are never written again. Every string in a tail covers a prefix
 * [0, blen) of `data`; `used` is the longest prefix any of them covers.
 * Appending `t` to a string whose blen == used writes only past `used`,
 * into room no existing string covers, and gives the result a new header;
 * `s` and every alias of it keep their length and so their value. Any
 * other left operand (an older, shorter string of the same tail) takes the
 * copying path. The one visible cost: a string that was extended this way
 * is no longer followed by a NUL (the next string's bytes follow it), so
 * string data must be read with its blen, never as a C string. Two facts
 * bound the harm of a stray C-string read: data[used] is always NUL, so the
 * read stays inside the buffer; and every string in a tail is at least
 * STR_TAIL_MIN bytes long, so strcmp against a shorter literal (a policy
 * name, a keyword) answers as a length-bounded comparison would. A bytes
 * object may use a tail the same way (BYTES_TAIL). `refs` counts the
 * headers pointing into the tail; the sweeper frees the tail with the last
 * of them. */
/* Below it, copying costs no more than the bookkeeping. make test's
 * switch-dispatch build sets it to 2, so that almost every concatenation
 * result lives in a tail and the conformance suite would show any reader
 * that takes string data for a C string. */
#ifndef STR_TAIL_MIN
#define STR_TAIL_MIN 256
#endif

typedef struct StrTail {
    size_t refs;
    size_t used;
    size_t cap;         /* bytes of room in data, not counting the NUL */
    char data[];
} StrTail;

typedef struct Str {
    Obj h;
    int64_t hash;       /* -1 until computed */
    size_t blen;        /* bytes of UTF-8, without the terminating NUL */
    size_t clen;        /* code points */
    /* The last code point index -> byte offset that str_offset resolved in
     * a non-ASCII string, so indexing loops (s[i] for i in range(n)) scan
     * from the previous position instead of from the start: O(1) each.
     * 32 bits suffice: a string is shorter than 4 GiB (see str_raw). */
    uint32_t idx_cp;
    uint32_t idx_byte;
    /* UTF-8: the bytes just after this header, NUL-terminated; or, with
     * STR_TAIL, the first blen bytes of a StrTail's data (see above). */
    char *data;
} Str;

/* The tail a STR_TAIL string's data lies in. */
static inline StrTail *str_tail_of(const struct Str *s) {
    return (StrTail *)(void *)(s->data - offsetof(StrTail, data));
}

/* ---- numbers ---------------------------------------------------------- */

/* An int outside int64. Invariant: a BigInt never holds a value that fits in
 * int64 (such results are always normalised back to VT_INT). A magnitude of
 * up to BIGINT_INLINE_LIMBS limbs lives in `inl`, and `z` is a read-only
 * view of it (as mpz_roinit_n makes: no GMP allocation, _mp_alloc 0); a
 * larger one is in limbs GMP allocated, all of them (_mp_alloc) added to
 * the VM's account. Either way `z` is only ever read after construction. */
#define BIGINT_INLINE_LIMBS 2
typedef struct BigInt {
    Obj h;
    mpz_t z;
    mp_limb_t inl[BIGINT_INLINE_LIMBS];
} BigInt;

/* The bytes of GMP limbs a BigInt holds in the VM's account. */
static inline size_t bigint_accounted(const BigInt *b) {
    return (size_t)b->z->_mp_alloc * sizeof(mp_limb_t);
}

typedef struct Complex {
    Obj h;
    double re, im;
} Complex;

/* ---- containers ------------------------------------------------------- */

typedef struct Tuple {
    Obj h;
    int64_t hash;       /* cached, -1 until computed */
    size_t len;
    Value items[];
} Tuple;

typedef struct List {
    Obj h;
    size_t len;
    size_t cap;
    Value *items;
} List;

typedef struct DictEntry {
    Value key;          /* VT_EMPTY marks a deleted entry */
    Value val;
    int64_t hash;
} DictEntry;

/* Insertion-ordered hash table in CPython's compact layout: `entries` in
 * insertion order, `index` maps hash slots to entry numbers (-1 free, -2
 * deleted), each slot 1, 2 or 4 bytes wide depending on nslots. The entries
 * array holds `nalloc` <= nslots*2/3 elements; see dict.c for the
 * invariants. */
typedef struct Dict {
    Obj h;
    DictEntry *entries;
    void *index;
    size_t nentries;    /* entries in use, deleted ones included */
    size_t cap;         /* entries that may be appended before a rebuild */
    size_t used;        /* live entries */
    uint32_t nslots;    /* size of index, a power of two (at most 2^31) */
    uint32_t nalloc;    /* length of the entries array */
    uint64_t version;   /* bumped on every change, value replacements included */
    uint64_t kversion;  /* bumped when a key is added or removed or the entries
                           move; a value replaced in place leaves it. Both
                           versions come from one per-VM counter, so no two
                           dicts share one unless both were never changed
                           (and so are empty). */
    /* Bit (hash & 63) set for the hash of every key added since the dict
     * was last emptied by clear(): a clear bit proves a key of that hash
     * absent without a probe (dict_find_str). Only dict.c writes it. */
    uint64_t hash_bits;
} Dict;

/* A set uses CPython's open-addressing table so that iteration order
 * matches CPython (e.g. print({3, 1, 2}) shows {1, 2, 3}). */
typedef struct SetEntry {
    Value key;          /* VT_EMPTY with hash 0 => unused, with hash -1 => dummy */
    int64_t hash;
} SetEntry;

typedef struct Set {
    Obj h;
    SetEntry *table;
    size_t mask;        /* table size - 1 */
    size_t fill;        /* active + dummy */
    size_t used;        /* active */
    size_t finger;      /* for pop() */
    int64_t hash;       /* frozenset hash cache, -1 until computed */
    uint64_t version;
} Set;

/* A range whose start, stop, step and length all fit in int64 keeps them
 * in the int64 fields, the fast path for loops and indexing. Any other
 * range is `big`: its bounds and length are int Values (big ints where
 * needed) in bstart..blen, and the int64 fields are unused. range_new and
 * the constructors choose; a range that fits is never big. */
typedef struct Range {
    Obj h;
    bool big;
    int64_t start, stop, step, len;
    Value bstart, bstop, bstep, blen;
} Range;

typedef struct Slice {
    Obj h;
    Value start, stop, step;
} Slice;

#define BYTES_TAIL 0x4    /* Obj.flags of a bytes object whose buf lies in a StrTail */

typedef struct Bytes {
    Obj h;
    int64_t hash;
    size_t len;
    size_t cap;         /* bytearray only */
    uint8_t *buf;       /* bytearray: separate buffer; bytes: points at inline,
                           or with BYTES_TAIL into a StrTail as a Str may */
    uint8_t inline_data[];
} Bytes;

/* ---- code and functions ----------------------------------------------- */

typedef struct ExcRange {
    uint32_t start, end;    /* [start, end) instruction indices */
    uint32_t handler;       /* instruction index of the handler */
    uint32_t reg;           /* register receiving the exception */
} ExcRange;

#define CODE_VARARGS 0x1
#define CODE_VARKW 0x2
#define CODE_GENERATOR 0x4
#define CODE_MODULE 0x8
#define CODE_CLASSBODY 0x10
#define CODE_LAMBDA 0x20
#define CODE_COMPREHENSION 0x40
#define CODE_DOCSTRING 0x80     /* consts[0] is the docstring */
#define CODE_ANNOTATIONS 0x100  /* a def with annotations: MAKEFUNC finds
                                   their dict in the register after the
                                   closure */
/* Set at run time only, never in an image: code of the library that stands
 * for CPython code written in C, whose frames CPython's tracebacks do not
 * show (runtime/modules.c, _hide_frames); nor do ours. */
#define CODE_HIDDEN 0x8000

/* LOADGLOBAL's and STOREGLOBAL's cache, one per name of a code object:
 * where the name's entry is, valid while the key layout of the globals
 * (gkversion, Dict.kversion) and, for a name found in the builtins, of the
 * builtins (bkversion) have not changed. Storing a new value into an
 * existing global keeps every cache valid; the value is read from the entry
 * each time. ix >= 0: entry ix of the globals; ix < 0: entry ~ix of the
 * builtins (the globals do not hold the name). */
typedef struct GlobalCache {
    uint64_t gkversion, bkversion;
    int64_t ix;
} GlobalCache;

/* GETATTR's, SETATTR's and LOADMETHOD's caches, one per name of a code
 * object, for instances of classes written in Python. Each part is valid
 * while the instance's class is `*type` and no class anywhere has changed
 * since (VM.type_version, the validity rule of the VM's method cache: a
 * class dict changing, a class made or freed bumps it), so what it records
 * about the class still holds:
 *  - get: the class and its bases define nothing named so (no descriptor,
 *    no method), so the attribute is the instance dict's entry, if any;
 *    `ghint` is where that entry was last found;
 *  - set: as for get, and the class has no __setattr__ of its own and no
 *    __slots__, so a store goes straight into the instance dict;
 *  - method: the class's lookup of the name found `meth`, a function or a
 *    native method, which a call binds to the instance unless the
 *    instance dict holds the name.
 * Entries are hints: an instance dict entry is used only after checking
 * that it holds the name. The cache is not a root: `meth` is alive while
 * the version matches, as a class dict holds it. */
typedef struct AttrCache {
    struct Type *gtype, *stype, *mtype;
    uint64_t gversion, sversion, mversion;
    uint32_t ghint, shint;
    Value meth;
} AttrCache;

/* Obj.flags of a code object made by copying a template's (clone.c): its
 * instructions, positions, handler ranges and cell tables are the
 * template's, which never change once built and outlive the copy; they
 * are not freed with it. */
#define CODE_SHARED_BODY 0x1

typedef struct Code {
    Obj h;
    uint32_t *insns;
    uint32_t ninsns;
    Value *consts;
    uint32_t nconsts;
    struct Str **names;     /* global/attribute names, interned */
    uint32_t nnames;
    GlobalCache *gcache;    /* nnames entries, or NULL */
    AttrCache *acache;      /* nnames entries, made on first use, or NULL */
    struct Str **varnames;  /* register names for locals (nlocals of them) */
    uint16_t nregs;         /* registers the frame needs */
    uint16_t nlocals;       /* registers 0..nlocals-1 are named locals */
    uint16_t argcount;      /* positional parameters, posonly included */
    uint16_t posonlycount;
    uint16_t kwonlycount;
    uint16_t flags;
    /* Cells: locals captured by inner functions. cell_regs[i] is the register
     * that holds the i-th cell; cell_arg[i] is the parameter index whose value
     * seeds it, or -1. */
    uint16_t ncells;
    uint16_t nfrees;        /* free variables taken from the closure */
    uint16_t *cell_regs;
    int16_t *cell_arg;
    struct Str **freenames; /* names of cells then frees, for error messages */
    ExcRange *exc;          /* innermost ranges first: the first match wins */
    uint32_t nexc;
    /* Line table: one (line, col) pair per instruction, compact enough for
     * snippets; the image writer compresses it. */
    uint32_t *lines;
    uint16_t *cols;
    /* End of each instruction's source range: column (exclusive) and the
     * number of lines past `lines[i]` (capped at 255); for the carets
     * under a traceback's source line. */
    uint16_t *end_cols;
    uint8_t *end_dlines;
    struct Str *name;
    struct Str *qualname;
    struct Str *filename;
    struct Str *source;     /* whole source text for tracebacks, may be NULL */
    uint32_t firstline;
    /* A function of the library whose body is still in the library's image
     * (compiler/image.c, lazily loaded bodies): where its code object is
     * recorded there. The body until then is one LOADLAZY. NULL once
     * loaded, and for every other code object. */
    const uint8_t *lazy_at, *lazy_end;
} Code;

typedef struct Cell {
    Obj h;
    Value v;                /* VT_EMPTY while unbound */
} Cell;

typedef struct Func {
    Obj h;
    Code *code;
    struct Dict *globals;
    struct Tuple *defaults;     /* NULL or tuple of positional defaults */
    struct Dict *kwdefaults;    /* NULL or dict name->value */
    struct Tuple *closure;      /* NULL or tuple of Cell */
    struct Str *name;
    struct Str *qualname;
    struct Dict *attrs;         /* NULL until a function attribute is set */
    Value doc;
    Value module;
} Func;

/* Func.h.flags: a library function written in Python that stands for a
 * CPython function written in C words its argument errors as that one does
 * (vm/call.c, cstyle_check), never as a Python function would.
 * FUNC_ARGS_POSONLY: positional-only Argument Clinic ("cycle expected 1
 * argument, got 0", "cycle() takes no keyword arguments"); FUNC_ARGS_KW:
 * Clinic with keyword parameters ("combinations() missing required argument
 * 'r' (pos 2)", "'k' is an invalid keyword argument for f()");
 * FUNC_ARGS_METHOD: the function is a method (its first parameter is the
 * instance, or the class for __new__ and class methods), which is not
 * counted; the errors of a __new__, __init__ or __call__ name the class.
 * FUNC_ARGS_ONE: a function of exactly one argument or none (METH_O:
 * "_heapq.heapify() takes exactly one argument (0 given)", METH_NOARGS:
 * "deque.pop() takes no arguments (1 given)");
 * FUNC_ARGS_CMODULE: the errors that CPython words with the function's
 * full name name it in the C module that is the module's name with a
 * leading underscore ("_operator.add() takes no keyword arguments");
 * FUNC_ARGS_CMODNAME (with FUNC_ARGS_CMODULE): the function's __module__
 * is that C module's name as it is ("zlib.crc32() takes no keyword
 * arguments", "_hashlib.compare_digest() ..."). */
#define FUNC_ARGS_POSONLY 0x1
#define FUNC_ARGS_KW 0x2
#define FUNC_ARGS_METHOD 0x4
#define FUNC_ARGS_ONE 0x8
#define FUNC_ARGS_CMODULE 0x10
#define FUNC_ARGS_CMODNAME 0x20
#define FUNC_ARGS_STYLE (FUNC_ARGS_POSONLY | FUNC_ARGS_KW | FUNC_ARGS_ONE)
#define FUNC_ARGS_ALL (FUNC_ARGS_STYLE | FUNC_ARGS_METHOD | FUNC_ARGS_CMODULE | FUNC_ARGS_CMODNAME)

/* Native functions use a vectorcall convention: positional arguments first,
 * then keyword argument values, whose names are in `kwnames` (NULL if none). */
typedef Value (*NativeFn)(VM *vm, Value self, int argc, const Value *argv,
                          struct Tuple *kwnames);

#define NATIVE_KW 0x1       /* accepts keyword arguments */
#define NATIVE_METHOD 0x2   /* unbound method of a type: argv[0] is self */
/* CPython words a wrong argument count three ways, by how the function
 * parses its arguments: positional-only Argument Clinic functions say
 * "f expected at least 1 argument, got 0" (the default here); Clinic
 * functions with keyword parameters (NATIVE_KW on a method) say
 * "f() takes at most 2 arguments (3 given)"; functions that still parse a
 * tuple (str.count, str.find, ...) say "f() takes at least 1 argument
 * (0 given)", which NATIVE_ARGTUPLE asks for. A NATIVE_KW method of a type
 * (other than dict's) words it the Clinic-with-keywords way; a function that
 * is not a method asks for it with NATIVE_KWCLINIC. */
#define NATIVE_ARGTUPLE 0x4
#define NATIVE_KWCLINIC 0x8
/* A function of a module CPython writes in C (time.sleep): its argument
 * errors name it with the module ("time.sleep() takes exactly one
 * argument"), which its qualname field holds, while __qualname__ shows
 * the bare name, as CPython's does. */
#define NATIVE_MODFUNC 0x10
/* Takes its arguments as a tuple but words a wrong count as the default
 * does ("log expected at least 1 argument, got 0", PyArg_UnpackTuple):
 * its "takes no keyword arguments" names it without its module. */
#define NATIVE_VARARGS 0x20
/* The number of keyword-only parameters of a NATIVE_KW method (0..15):
 * "takes at most N arguments" counts them, "takes at most N positional
 * arguments" does not. */
#define NATIVE_KWONLY(n) ((uint16_t)((n) << 8))
#define NATIVE_KWONLY_COUNT(flags) (((flags) >> 8) & 0xF)

typedef struct Native {
    Obj h;
    NativeFn fn;
    struct Str *name;
    struct Str *qualname;       /* e.g. "str.upper"; NULL until first asked
                                 * for on a method of a built-in type: read
                                 * it with native_qualname */
    Value self;                 /* bound receiver, or VNONE for functions */
    struct Type *owner;         /* type that defines this method, or NULL */
    struct Str *module;         /* the module of a module's function, or NULL */
    int16_t minargs, maxargs;   /* positional arity check, maxargs -1 = any */
} Native;

typedef struct BoundMethod {
    Obj h;
    Value self;
    Value func;
} BoundMethod;

/* ---- classes ---------------------------------------------------------- */

/* Cached facts about a type's special methods, refreshed when the type or a
 * base changes, so hot paths avoid dictionary lookups. */
#define TF_BUILTIN 0x1      /* a built-in type: attributes read-only */
#define TF_HEAPTYPE 0x2     /* created by a class statement */
#define TF_EXCEPTION 0x4    /* BaseException or a subclass */
#define TF_FINAL 0x8        /* cannot be subclassed (bool, range, ...) */
#define TF_HAS_EQ 0x10
#define TF_HAS_HASH 0x20
#define TF_HAS_GETATTR 0x40
#define TF_ABSTRACT 0x80
/* The class and every class written in Python it derives from declare
 * __slots__ and no base keeps an attribute dict: attribute stores are
 * checked against the slot names (ops.c). */
#define TF_SLOTTED 0x100
/* A class written in Python whose instances keep built-in state (the
 * itertools iterators): it counts as a solid base, so that a class cannot
 * derive from it and from another built-in layout, as in CPython. */
#define TF_LAYOUT 0x200
/* A built-in type whose binop slot changes its left operand in place when
 * asked (`inplace`), as list's does: obj_inplace gives it the in-place
 * try for += and *= (collections.deque), subclasses included. */
#define TF_INPLACE 0x400
/* Instances match sequence patterns (`case [a, b]`) or mapping patterns
 * (`case {"k": v}`): CPython's Py_TPFLAGS_SEQUENCE and _MAPPING. Set on
 * list, tuple, range, deque and dict, inherited from a class's primary
 * base, declared by an ABC's __abc_tpflags__ and given by register(). */
#define TF_SEQUENCE 0x800
#define TF_MAPPING 0x1000
#define TF_COLLECTION (TF_SEQUENCE | TF_MAPPING)

/* Fast protocol entry points of built-in types (CPython's tp_* slots).
 * NULL means "not supported". The generic protocol in ops.c uses these for
 * built-in kinds and special-method lookup for user classes. Operation
 * codes are the BinOp / CmpOp enums of rt.h (passed as int here). */
typedef struct TypeSlots {
    Value (*repr)(VM *vm, Value self);
    Value (*str)(VM *vm, Value self);               /* NULL: use repr */
    int (*hash)(VM *vm, Value self, int64_t *out);  /* NULL: unhashable */
    /* Returns a bool Value, VT_NOTIMPL when the pair is not handled, or VEXC. */
    Value (*richcmp)(VM *vm, Value a, Value b, int cmpop);
    Value (*iter)(VM *vm, Value self);
    int64_t (*len)(VM *vm, Value self);
    Value (*getitem)(VM *vm, Value self, Value key);
    /* v == VEMPTY means delete. 0 or -1. */
    int (*setitem)(VM *vm, Value self, Value key, Value v);
    int (*contains)(VM *vm, Value self, Value item);  /* NULL: iterate */
    /* a op b where self's type is a's or b's; VT_NOTIMPL if unsupported.
     * inplace: a `op=` b (mutate a and return it, for list += ...). */
    Value (*binop)(VM *vm, int binop, Value a, Value b, bool inplace);
    int (*truthy)(VM *vm, Value self);              /* NULL: len, else true */
} TypeSlots;

typedef struct Type {
    Obj h;
    TypeSlots slots;
    struct Str *name;
    struct Str *qualname;
    struct Type *base;          /* primary base (solid base for layout) */
    struct Tuple *bases;
    struct Tuple *mro;          /* tuple of Type, self first */
    struct Dict *dict;
    /* The metaclass when it is not `type`: a class statement's
     * metaclass= or one inherited from a base (a subclass of type). NULL
     * means type. type_of() of the class answers it. */
    struct Type *meta;
    uint8_t inst_kind;          /* ObjKind of instances */
    /* How many attributes instances of the class have had in their dict
     * at most, as seen by SETATTR's cache (up to 64): the room a new
     * instance dict gets. Only a size hint; nothing depends on it. */
    uint8_t attr_hint;
    uint32_t tflags;
    Value module;
    /* Built-in constructor: called as ctor(vm, VALUE(type), argc, argv,
     * kwnames) when the type (or a subclass without its own __new__) is
     * called. NULL for types that cannot be instantiated. */
    NativeFn ctor;
    /* The name error messages show, when it is not `name`: CPython's
     * tp_name, which is module-qualified ('datetime.date') for the types
     * CPython writes in C. Set for such classes of modules written in
     * Python (modules.c); NULL otherwise. */
    struct Str *tp_name;
} Type;

/* A type's name as CPython's error messages show it (its tp_name). */
static inline const char *type_tpname(const Type *t) {
    return (t->tp_name ? t->tp_name : t->name)->data;
}

typedef struct Instance {
    Obj h;
    Type *cls;
    struct Dict *attrs;
    Value builtin_value;        /* for subclasses of int/str/float/list/dict/...:
                                   the underlying built-in value, else VEMPTY */
} Instance;

/* A traceback entry: one frame the exception passed through. */
typedef struct TbEntry {
    Code *code;
    uint32_t pc;
} TbEntry;

typedef struct ExcObj {
    Obj h;
    Type *cls;                  /* same offset as Instance.cls */
    struct Dict *attrs;         /* same offset as Instance.attrs */
    Value builtin_value;
    struct Tuple *args;
    Value cause;                /* VNONE if none */
    Value context;              /* VNONE if none */
    bool suppress_context;
    TbEntry *tb;
    uint32_t ntb, tbcap;
    Value notes;
    Value hint;                 /* NameError: the "Did you mean" name (a str) */
} ExcObj;

typedef struct Property {
    Obj h;
    Value fget, fset, fdel, doc;
} Property;
/* Obj.flags of a property that is an attribute of a built-in type
 * (int.real, re.Match.pos, ...): property.__init__ does not re-fill it,
 * as CPython's are getset descriptors that are not properties. */
#define PROP_BUILTIN 0x1

/* staticmethod / classmethod wrapper. */
typedef struct Wrapper {
    Obj h;
    Value func;
} Wrapper;

typedef struct Super {
    Obj h;
    Type *type;                 /* the class in whose body super() appears */
    Value self;                 /* the instance (or class, for classmethods) */
    Type *self_type;
} Super;

typedef struct Module {
    Obj h;
    struct Str *name;
    struct Dict *dict;
    /* NULL, or the names the module makes on first use and the frozen
     * image that makes them (modules.c, module_lazy_attr): (image,
     * name, ...). */
    struct Tuple *lazy;
} Module;

/* ---- iterators and generators ---------------------------------------- */

typedef enum {
    IT_SEQ,         /* list/tuple/str by index over `src` */
    IT_RANGE,
    IT_LONGRANGE,   /* over a big range: aux the next item, extra[0] the step,
                     * extra[1] the number of items (int Values), pos the
                     * number given so far */
    IT_DICT_KEYS,
    IT_DICT_VALUES,
    IT_DICT_ITEMS,
    IT_SET,
    IT_ENUMERATE,
    IT_ZIP,
    IT_MAP,
    IT_FILTER,
    IT_REVERSED,
    IT_CALLABLE,    /* iter(callable, sentinel) */
    IT_GETITEM,     /* old-style __getitem__ iteration */
    IT_BYTES,
    IT_NATIVE,      /* iterator driven by a native step function */
} IterKind;

/* The Python type of an iterator object. CPython has a type per kind of
 * iterator, and snippets see its name (type(it).__name__, the messages of
 * len(it) or it[0]); one Iter layout serves them all. ITN_ITERATOR is
 * vm->types[OK_ITER], the iterator over a __getitem__ sequence. */
#define SMOL_ITER_TYPES(X)                                  \
    X(ITERATOR, "iterator")                                 \
    X(LIST, "list_iterator")                                \
    X(LIST_REVERSE, "list_reverseiterator")                 \
    X(TUPLE, "tuple_iterator")                              \
    X(STR_ASCII, "str_ascii_iterator")                      \
    X(STR, "str_iterator")                                  \
    X(RANGE, "range_iterator")                              \
    X(LONGRANGE, "longrange_iterator")                      \
    X(DICT_KEYS, "dict_keyiterator")                        \
    X(DICT_VALUES, "dict_valueiterator")                    \
    X(DICT_ITEMS, "dict_itemiterator")                      \
    X(DICT_REVERSE_KEYS, "dict_reversekeyiterator")         \
    X(DICT_REVERSE_VALUES, "dict_reversevalueiterator")     \
    X(DICT_REVERSE_ITEMS, "dict_reverseitemiterator")       \
    X(SET, "set_iterator")                                  \
    X(ENUMERATE, "enumerate")                               \
    X(ZIP, "zip")                                           \
    X(MAP, "map")                                           \
    X(FILTER, "filter")                                     \
    X(REVERSED, "reversed")                                 \
    X(CALLABLE, "callable_iterator")                        \
    X(BYTES, "bytes_iterator")                              \
    X(BYTEARRAY, "bytearray_iterator")                      \
    X(DEQUE, "_deque_iterator")                             \
    X(DEQUE_REVERSE, "_deque_reverse_iterator")         \
    X(ODICT, "odict_iterator")

typedef enum {
#define X(k, n) ITN_##k,
    SMOL_ITER_TYPES(X)
#undef X
    ITN__COUNT
} IterTypeName;

typedef struct Iter Iter;
typedef Value (*IterStep)(VM *vm, Iter *it);

struct Iter {
    Obj h;
    uint8_t ikind;
    uint8_t tname;      /* IterTypeName, fixed at creation */
    bool strict;
    Value src;          /* underlying object / first iterator */
    Value aux;          /* function, sentinel, tuple of iterators, ... */
    int64_t pos;        /* index / counter */
    int64_t end;
    int64_t step;
    uint64_t version;   /* container version at creation, for mutation checks */
    IterStep step_fn;   /* IT_NATIVE */
    Value extra[2];
};

typedef struct DictView {
    Obj h;
    uint8_t vkind;      /* IT_DICT_KEYS / VALUES / ITEMS */
    struct Dict *dict;
} DictView;

/* A generator owns its frame's registers while suspended. */
typedef enum { GEN_CREATED, GEN_SUSPENDED, GEN_RUNNING, GEN_DONE } GenState;

typedef struct Gen {
    Obj h;
    struct Func *func;
    Value *regs;            /* nregs registers, owned */
    uint32_t nregs;
    uint32_t pc;
    uint8_t state;
    uint8_t resume_reg_valid;
    uint16_t resume_reg;    /* register receiving the value sent in */
    Value yf;               /* iterator being delegated to by `yield from` */
    Value handled_exc;      /* exception being handled inside the generator */
    struct Str *name;
    struct Str *qualname;
} Gen;

/* A GC-visible holder of one value, for natives that need a heap root. */
typedef struct Box {
    Obj h;
    Value v;
} Box;

/* ---- helpers ---------------------------------------------------------- */

#define OBJ_KIND(v) (AS_OBJ(v)->kind)
#define IS_KIND(v, k) (IS_OBJ(v) && AS_OBJ(v)->kind == (k))
#define IS_STR(v) IS_KIND(v, OK_STR)
#define IS_BIGINT(v) IS_KIND(v, OK_BIGINT)
#define IS_TUPLE(v) IS_KIND(v, OK_TUPLE)
#define IS_LIST(v) IS_KIND(v, OK_LIST)
#define IS_DICT(v) IS_KIND(v, OK_DICT)
#define IS_TYPE(v) IS_KIND(v, OK_TYPE)
#define IS_FUNC(v) IS_KIND(v, OK_FUNC)
#define IS_INSTANCE(v) IS_KIND(v, OK_INSTANCE)
#define IS_EXCOBJ(v) IS_KIND(v, OK_EXC)
#define AS_STR(v) ((Str *)AS_OBJ(v))
#define AS_BIGINT(v) ((BigInt *)AS_OBJ(v))
#define AS_TUPLE(v) ((Tuple *)AS_OBJ(v))
#define AS_LIST(v) ((List *)AS_OBJ(v))
#define AS_DICT(v) ((Dict *)AS_OBJ(v))
#define AS_SET(v) ((Set *)AS_OBJ(v))
#define AS_TYPE(v) ((Type *)AS_OBJ(v))
#define AS_FUNC(v) ((Func *)AS_OBJ(v))
#define AS_NATIVE(v) ((Native *)AS_OBJ(v))
#define AS_CODE(v) ((Code *)AS_OBJ(v))
#define AS_INSTANCE(v) ((Instance *)AS_OBJ(v))
#define AS_EXC(v) ((ExcObj *)AS_OBJ(v))
#define AS_RANGE(v) ((Range *)AS_OBJ(v))
#define AS_ITER(v) ((Iter *)AS_OBJ(v))
#define AS_GEN(v) ((Gen *)AS_OBJ(v))

/* Either kind of int (inline or big). */
#define IS_ANYINT(v) (IS_INT(v) || IS_BIGINT(v))

static inline const char *str_cstr(const Str *s) { return s->data; }

#endif
