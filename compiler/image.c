/* Bytecode images: the writer, the reader and the structural verifier
 * (layout in image.h).
 *
 * The reader trusts nothing: every count is bounded by the bytes left
 * before anything is allocated, every string is checked UTF-8, every
 * allocation goes through the VM's accounted allocator, nesting is
 * bounded, and each code object is verified as soon as its constants are
 * known. The verifier proves what the interpreter assumes of compiled code
 * without checking at run time: operand indices and register windows in
 * bounds, constants of the kind an instruction expects, and a program
 * counter that can never leave the instruction array. What the interpreter
 * checks itself (value types in registers) it need not prove.
 */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <xxhash.h>
#include <zlib.h>
#include "compiler/image.h"
#include "runtime/policy.h"

/* Code objects nest as deeply as the policy check follows them. */
#define MAX_CODE_DEPTH 200
/* Constant tuples nest (folded constants such as ((1, 2), (3, 4))). */
#define MAX_CONST_DEPTH 64
/* The most deflate can expand: 1032 bytes out of one byte in (a stored
 * length-258 match per bit), and the stream's own few bytes. */
#define DEFLATE_MAX_RATIO 1032u
#define DEFLATE_SLACK 64u
/* Register operands are 8 bits. */
#define MAX_FRAME_REGS 256

enum {
    K_NONE = 0, K_FALSE, K_TRUE, K_ELLIPSIS, K_INT, K_BIGINT, K_FLOAT, K_COMPLEX,
    K_STR, K_BYTES, K_TUPLE, K_FROZENSET, K_CODE,
};

static void put_err(char *err, size_t errn, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void put_err(char *err, size_t errn, const char *fmt, ...) {
    if (!err || !errn) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errn, fmt, ap);
    va_end(ap);
}

bool image_is_image(const void *buf, size_t len) {
    return buf && len >= IMAGE_MAGIC_LEN && memcmp(buf, IMAGE_MAGIC, IMAGE_MAGIC_LEN) == 0;
}

/* ---- verification -------------------------------------------------------- */

/* Register sets: one bit per register of a frame. */
static bool has(const uint64_t *set, uint32_t r) { return (set[r >> 6] >> (r & 63)) & 1; }
static void bind(uint64_t *set, uint32_t r) { set[r >> 6] |= (uint64_t)1 << (r & 63); }
static void unbind(uint64_t *set, uint32_t r) { set[r >> 6] &= ~((uint64_t)1 << (r & 63)); }

static bool is_ext_op(uint32_t op) {
    switch (op) {
    case OP_LOADKX: case OP_JLT: case OP_JLE: case OP_JGT: case OP_JGE: case OP_JEQ: case OP_JNE:
    case OP_UNPACKEX: case OP_CALLKW: case OP_IMPORT: case OP_MATCHCLASS:
        return true;
    default:
        return false;
    }
}

static bool is_terminator(uint32_t op) {
    return op == OP_JMP || op == OP_RETURN || op == OP_RETURNNONE || op == OP_RAISE || op == OP_RERAISE ||
           op == OP_RAISEBARE;
}

typedef struct Verifier {
    Code *c;
    uint32_t pc;
    char *err;
    size_t errn;
    bool ok;
    uint64_t cells[MAX_FRAME_REGS / 64];    /* the cell registers */
} Verifier;

static bool vfail(Verifier *v, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool vfail(Verifier *v, const char *fmt, ...) {
    if (!v->ok) return false;
    v->ok = false;
    char what[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    uint32_t op = v->pc < v->c->ninsns ? INS_OP(v->c->insns[v->pc]) : 0;
    put_err(v->err, v->errn, "code '%s', instruction %u (%s): %s",
            v->c->qualname ? v->c->qualname->data : "?", v->pc,
            op < OP__COUNT ? smol_opinfo[op].name : "?", what);
    return false;
}

/* Registers first .. first+count-1 exist. */
static bool regs(Verifier *v, uint32_t first, uint32_t count) {
    /* An empty window may start just past the frame (never read). */
    if ((uint64_t)first + count > v->c->nregs || (count == 0 && first > v->c->nregs))
        return vfail(v, "registers %u..%u outside the frame of %u", first, first + (count ? count - 1 : 0),
                     v->c->nregs);
    return true;
}

static bool konst(Verifier *v, uint32_t k) {
    if (k >= v->c->nconsts) return vfail(v, "constant %u out of range (%u constants)", k, v->c->nconsts);
    return true;
}

/* A constant a register may hold: anything but a code object. */
static bool value_const(Verifier *v, uint32_t k) {
    if (!konst(v, k)) return false;
    if (IS_KIND(v->c->consts[k], OK_CODE)) return vfail(v, "constant %u is a code object", k);
    return true;
}

static bool name(Verifier *v, uint32_t n) {
    if (n >= v->c->nnames) return vfail(v, "name %u out of range (%u names)", n, v->c->nnames);
    return true;
}

static bool jump(Verifier *v, int64_t target) {
    if (target < 0 || target >= (int64_t)v->c->ninsns)
        return vfail(v, "jump to %lld outside the code (%u instructions)", (long long)target, v->c->ninsns);
    return true;
}

/* A tuple constant of strings (keyword names). */
static bool str_tuple(Verifier *v, uint32_t k, bool allow_other) {
    if (!konst(v, k)) return false;
    Value t = v->c->consts[k];
    if (!IS_TUPLE(t)) return allow_other ? (IS_KIND(t, OK_CODE) ? vfail(v, "constant %u is a code object", k) : true)
                                         : vfail(v, "constant %u is not a tuple of names", k);
    for (size_t i = 0; i < AS_TUPLE(t)->len; i++)
        if (!IS_STR(AS_TUPLE(t)->items[i])) return vfail(v, "constant %u is not a tuple of names", k);
    return true;
}

static bool operand(Verifier *v, int kind, uint32_t val) {
    switch (kind) {
    case OPK_R: case OPK_W: return regs(v, val, 1);
    case OPK_K: return konst(v, val);
    case OPK_N: return name(v, val);
    default: return true;
    }
}

static bool verify_insn(Verifier *v) {
    Code *c = v->c;
    uint32_t pc = v->pc, ins = c->insns[pc], op = INS_OP(ins);
    if (op >= OP__COUNT) return vfail(v, "unknown opcode %u", op);
    const OpInfo *oi = &smol_opinfo[op];
    uint32_t a = INS_A(ins), b = INS_B(ins), cc = INS_C(ins), bx = INS_BX(ins);
    uint32_t ext = 0;
    if (is_ext_op(op)) {
        if (pc + 1 >= c->ninsns) return vfail(v, "the instruction's second word is missing");
        ext = c->insns[pc + 1];
        uint32_t want = (op >= OP_JLT && op <= OP_JNE) ? OP_JMP : OP_EXTRAARG;
        if (INS_OP(ext) != want) return vfail(v, "the second word is not %s", smol_opinfo[want].name);
    }
    /* Operands by their declared kinds. */
    switch (oi->fmt) {
    case FMT_ABC:
        if (!operand(v, oi->a, a) || !operand(v, oi->b, b) || !operand(v, oi->c, cc)) return false;
        break;
    case FMT_ABx:
        if (!operand(v, oi->a, a) || !operand(v, oi->b, bx)) return false;
        break;
    case FMT_AsBx:
        if (!operand(v, oi->a, a)) return false;
        if (oi->b == OPK_J && !jump(v, (int64_t)pc + 1 + INS_SBX(ins))) return false;
        break;
    case FMT_Ax:
        if (op == OP_JMP && !jump(v, (int64_t)pc + 1 + INS_SJ(ins))) return false;
        break;
    }
    uint32_t ncf = (uint32_t)c->ncells + c->nfrees;
    switch (op) {
    case OP_LOADK: return value_const(v, bx);
    case OP_LOADKX: return value_const(v, INS_AX(ext));
    case OP_REFUSED:
        return policy_refusal_message(bx) || vfail(v, "unknown refused construct %u", bx);
    case OP_LOADLAZY:
        /* Only the library's own stubs hold it (image_load_body). */
        return vfail(v, "LOADLAZY outside the library");
    case OP_CHECKBOUND: case OP_DELLOCAL:
        return bx < c->nlocals || vfail(v, "local %u out of range (%u locals)", bx, c->nlocals);
    case OP_LOADCELL:
        if (!has(v->cells, b)) return vfail(v, "register %u is not a cell register", b);
        return cc < ncf || vfail(v, "cell %u out of range (%u cells)", cc, ncf);
    case OP_STORECELL:
        return has(v->cells, a) || vfail(v, "register %u is not a cell register", a);
    case OP_DELCELL:
        if (!has(v->cells, a)) return vfail(v, "register %u is not a cell register", a);
        return b < ncf || vfail(v, "cell %u out of range (%u cells)", b, ncf);
    case OP_FORITER: return regs(v, a, 2);
    case OP_BUILDLIST: case OP_BUILDTUPLE: case OP_BUILDSET: case OP_BUILDSTR: return regs(v, b, cc);
    case OP_BUILDDICT: return regs(v, b, 2 * cc);
    case OP_BUILDSLICE: return regs(v, b, 3);
    case OP_UNPACK: return regs(v, a, cc);
    case OP_UNPACKEX: return regs(v, a, cc + 1 + INS_AX(ext));
    case OP_LOADMETHOD: return regs(v, a, 2);
    case OP_CALLMETHOD: return regs(v, a, 2 + b);
    case OP_CALL: return regs(v, a, 1 + b);
    case OP_CALLKW:
        if (!str_tuple(v, INS_AX(ext), false)) return false;
        if (AS_TUPLE(c->consts[INS_AX(ext)])->len > b) return vfail(v, "more keyword names than arguments");
        return regs(v, a, 1 + b);
    case OP_CALLEX: return regs(v, a, b ? 3 : 2);
    case OP_LISTEXTEND: case OP_DICTMERGE: case OP_STARARGS:
        return cc <= a || vfail(v, "callee register %u below register 0", cc);
    case OP_MAKEFUNC:
        if (!IS_KIND(c->consts[bx], OK_CODE)) return vfail(v, "constant %u is not a code object", bx);
        return regs(v, a, (AS_CODE(c->consts[bx])->flags & CODE_ANNOTATIONS) ? 5 : 4);
    case OP_BUILDCLASS: return regs(v, a, 2 + b + (cc ? 1 : 0));
    case OP_RAISE: return regs(v, a, b ? 2 : 1);
    case OP_WITHENTER: return regs(v, a, 2);
    case OP_MATCHCLASS: return str_tuple(v, INS_AX(ext), true);
    case OP_CONVERT: return (cc >= 1 && cc <= 3) || vfail(v, "conversion %u is not 1, 2 or 3", cc);
    case OP_JLT: case OP_JLE: case OP_JGT: case OP_JGE: case OP_JEQ: case OP_JNE:
        /* The JMP word is verified as an instruction of its own. */
        return true;
    default:
        return true;
    }
}

/* ---- definite assignment ------------------------------------------------ */

/* A register that was never written, or was unbound (LOADEMPTY, DELLOCAL,
 * the "no self" slot LOADMETHOD leaves), holds the VT_EMPTY sentinel, which
 * is no Python value: stored in a dict or set it would read as a free slot.
 * Compiled code reads such a register only through instructions made for
 * it (CHECKBOUND first, or one that tests the value's kind). The verifier
 * proves the same of an image: a forward must-analysis over the control
 * flow graph computes, before every reachable instruction, the registers
 * bound on every path to it, and each strict read must name one of them.
 *
 * Edges: fall-through (past the second word of a two-word instruction),
 * jumps, FORITER's exhausted branch, a fused compare skipping its JMP word,
 * YIELDFROM re-executing itself, and from every instruction that may raise
 * to the handler of each exception range covering it (carrying the state
 * before the instruction: nothing an instruction does before it raises
 * unbinds a register). Entry: the parameters and the cell registers. */

typedef struct Flow {
    Verifier *v;
    VM *vm;             /* charged for the work; NULL: not charged */
    uint32_t nw;        /* 64-bit words per register set */
    uint64_t *in;       /* ninsns sets: bound before each instruction */
    uint8_t *seen;
    uint32_t *work, nwork;
    uint8_t *queued;
    uint64_t cur[MAX_FRAME_REGS / 64], out[MAX_FRAME_REGS / 64];
    uint64_t cells[MAX_FRAME_REGS / 64];
    int64_t units;
} Flow;


/* Merge a state into an instruction's; queue it when it changed. */
static void flow_to(Flow *f, uint32_t pc, const uint64_t *state) {
    uint64_t *dst = f->in + (size_t)pc * f->nw;
    bool changed = false;
    if (!f->seen[pc]) {
        memcpy(dst, state, f->nw * sizeof(uint64_t));
        f->seen[pc] = 1;
        changed = true;
    } else {
        for (uint32_t i = 0; i < f->nw; i++) {
            uint64_t m = dst[i] & state[i];
            if (m != dst[i]) {
                dst[i] = m;
                changed = true;
            }
        }
    }
    if (changed && !f->queued[pc]) {
        f->queued[pc] = 1;
        f->work[f->nwork++] = pc;
    }
}

/* Record a write (bound = false: the register becomes unbound). Cell
 * registers hold their cells for the frame's whole life, so the
 * interpreter's cell instructions need not check: no write may touch one. */
static bool wr(Flow *f, uint32_t r, bool bound) {
    if (has(f->cells, r)) return vfail(f->v, "register %u holds a cell and cannot be written", r);
    if (bound) bind(f->out, r);
    else unbind(f->out, r);
    return true;
}

static bool strict(Flow *f, uint32_t r) {
    if (!has(f->cur, r)) return vfail(f->v, "register %u may be read before it is assigned", r);
    return true;
}

static bool strict_n(Flow *f, uint32_t first, uint32_t count) {
    for (uint32_t i = 0; i < count; i++)
        if (!strict(f, first + i)) return false;
    return true;
}

/* Check the reads of the instruction at pc against f->cur and compute
 * f->out, the state after it (on its ordinary successors). */
static bool flow_step(Flow *f, uint32_t pc) {
    Code *c = f->v->c;
    uint32_t ins = c->insns[pc], op = INS_OP(ins);
    uint32_t a = INS_A(ins), b = INS_B(ins), cc = INS_C(ins);
    const OpInfo *oi = &smol_opinfo[op];
    memcpy(f->out, f->cur, f->nw * sizeof(uint64_t));
    switch (op) {
    /* Reads that tolerate an unbound register: the instruction tests it. */
    case OP_CHECKBOUND: return wr(f, a, true);
    case OP_DELLOCAL: case OP_LOADEMPTY: return wr(f, a, false);
    case OP_POPEXC: return true;
    case OP_PUSHEXC:
        if (!strict(f, b)) return false;
        return wr(f, a, false);     /* the previously handled exception, if any */
    case OP_LOADNAME: return wr(f, a, true);    /* R[0] is type-tested */
    case OP_DELNAME: return true;
    case OP_STORENAME: return strict(f, a);
    case OP_LOADMETHOD:
        if (!strict(f, b)) return false;
        return wr(f, a, true) && wr(f, a + 1, false);  /* no self: the unbound marker */
    case OP_CALLMETHOD:
        if (!strict(f, a) || !strict_n(f, a + 2, b)) return false;
        if (!wr(f, a, true)) return false;
        return true;
    case OP_CALL: case OP_CALLKW:
        if (!strict_n(f, a, 1 + b)) return false;
        if (!wr(f, a, true)) return false;
        return true;
    case OP_CALLEX:     /* the *args tuple and **kwargs dict are type-tested */
        if (!strict(f, a)) return false;
        if (!wr(f, a, true)) return false;
        return true;
    case OP_MAKEFUNC:   /* defaults, keyword defaults, closure: type-tested */
        if (!wr(f, a, true)) return false;
        return true;
    case OP_BUILDCLASS: /* the name and the keywords are type-tested */
        if (!strict(f, a) || !strict_n(f, a + 2, b)) return false;
        if (!wr(f, a, true)) return false;
        return true;
    case OP_RAISE: return strict_n(f, a, b ? 2 : 1);
    case OP_WITHENTER:
        if (!strict(f, b)) return false;
        if (!wr(f, a, true)) return false;
        if (!wr(f, a + 1, true)) return false;
        return true;
    case OP_WITHEXIT:
        if (!strict(f, a) || (b && !strict(f, cc))) return false;
        if (!wr(f, a, true)) return false;
        return true;
    case OP_FORITER: return strict(f, a);   /* A+1: on the loop-body edge */
    case OP_BUILDLIST: case OP_BUILDTUPLE: case OP_BUILDSET: case OP_BUILDSTR:
        if (!strict_n(f, b, cc)) return false;
        if (!wr(f, a, true)) return false;
        return true;
    case OP_BUILDDICT:
        if (!strict_n(f, b, 2 * cc)) return false;
        if (!wr(f, a, true)) return false;
        return true;
    case OP_BUILDSLICE:
        if (!strict_n(f, b, 3)) return false;
        if (!wr(f, a, true)) return false;
        return true;
    case OP_UNPACK: case OP_UNPACKEX: {
        if (!strict(f, b)) return false;
        uint32_t n = op == OP_UNPACK ? cc : cc + 1 + INS_AX(c->insns[pc + 1]);
        for (uint32_t i = 0; i < n; i++)
            if (!wr(f, a + i, true)) return false;
        return true;
    }
    case OP_YIELDFROM: return strict(f, b);   /* A: written when it completes */
    default:
        break;
    }
    /* Everything else: its R operands are strict reads, its W operand is
     * written (a register operand that is both, e.g. MATCHCLASS's class,
     * is read first). */
    uint32_t field[3] = {a, oi->fmt == FMT_ABC ? b : INS_BX(ins), cc};
    uint8_t kind[3] = {oi->a, oi->b, oi->fmt == FMT_ABC ? oi->c : (uint8_t)OPK__};
    if (oi->fmt == FMT_Ax) kind[0] = OPK__;
    for (int k = 0; k < 3; k++)
        if (kind[k] == OPK_R && !strict(f, field[k])) return false;
    if (op == OP_MATCHCLASS && !strict(f, a)) return false;
    for (int k = 0; k < 3; k++)
        if (kind[k] == OPK_W && !wr(f, field[k], true)) return false;
    return true;
}

/* About one instruction's worth of time per four steps of the analysis. */
static bool flow_charge(Flow *f, int64_t n) {
    f->units += n;
    if (f->units < 1024) return true;
    int64_t units = f->units / 4;
    f->units %= 4;
    if (!f->vm || rt_charge(f->vm, units)) return true;
    return vfail(f->v, "verification exhausted the budget");
}

/* The analysis's scratch: from the VM's accounted allocator while loading
 * an image (the memory cap applies), from the host heap when checking
 * compiled code in test builds (no VM is passed then). */
static void *flow_alloc(VM *vm, size_t n) { return vm ? mem_alloc(vm, n) : malloc(n ? n : 1); }

static void flow_free(VM *vm, void *p, size_t n) {
    if (vm) mem_free(vm, p, n);
    else free(p);
}

static bool verify_flow(Verifier *v, VM *vm) {
    Code *c = v->c;
    uint32_t n = c->ninsns;
    Flow f;
    memset(&f, 0, sizeof f);
    f.v = v;
    f.vm = vm;
    f.nw = ((uint32_t)c->nregs + 63) / 64;
    size_t insz = (size_t)n * f.nw * sizeof(uint64_t);
    f.in = flow_alloc(vm, insz);
    f.seen = flow_alloc(vm, n);
    f.queued = flow_alloc(vm, n);
    f.work = flow_alloc(vm, (size_t)n * sizeof(uint32_t));
    bool ok = f.in && f.seen && f.queued && f.work;
    if (!ok) vfail(v, "out of memory verifying the code");
    if (ok) {
        memset(f.seen, 0, n);
        memset(f.queued, 0, n);
    }
    uint64_t entry[MAX_FRAME_REGS / 64] = {0};
    uint32_t nparams = (uint32_t)c->argcount + c->kwonlycount + ((c->flags & CODE_VARARGS) ? 1 : 0) +
                       ((c->flags & CODE_VARKW) ? 1 : 0);
    for (uint32_t r = 0; r < nparams; r++) bind(entry, r);
    for (uint32_t i = 0; i < (uint32_t)c->ncells + c->nfrees; i++) {
        bind(entry, c->cell_regs[i]);
        bind(f.cells, c->cell_regs[i]);
    }
    if (ok) flow_to(&f, 0, entry);
    while (ok && f.nwork) {
        uint32_t pc = f.work[--f.nwork];
        f.queued[pc] = 0;
        v->pc = pc;
        memcpy(f.cur, f.in + (size_t)pc * f.nw, f.nw * sizeof(uint64_t));
        uint32_t ins = c->insns[pc], op = INS_OP(ins);
        if (!(ok = flow_charge(&f, 1 + c->nexc) && flow_step(&f, pc))) break;
        uint32_t width = is_ext_op(op) ? 2 : 1;
        /* Exception edges, from each word of the instruction. */
        if (smol_opinfo[op].may_raise)
            for (uint32_t i = 0; i < c->nexc; i++) {
                ExcRange *r = &c->exc[i];
                if ((pc >= r->start && pc < r->end) || (width == 2 && pc + 1 >= r->start && pc + 1 < r->end)) {
                    if (has(f.cells, r->reg)) {
                        ok = vfail(v, "exception handler register %u holds a cell", r->reg);
                        break;
                    }
                    uint64_t h[MAX_FRAME_REGS / 64];
                    memcpy(h, f.cur, f.nw * sizeof(uint64_t));
                    bind(h, r->reg);
                    flow_to(&f, r->handler, h);
                }
            }
        if (!ok) break;
        /* Ordinary successors. */
        switch (op) {
        case OP_RETURN: case OP_RETURNNONE: case OP_RAISE: case OP_RERAISE: case OP_RAISEBARE:
            continue;
        case OP_JMP:
            flow_to(&f, (uint32_t)((int64_t)pc + 1 + INS_SJ(ins)), f.out);
            continue;
        case OP_JMPIF: case OP_JMPIFNOT:
            flow_to(&f, (uint32_t)((int64_t)pc + 1 + INS_SBX(ins)), f.out);
            break;
        case OP_FORITER:
            flow_to(&f, (uint32_t)((int64_t)pc + 1 + INS_SBX(ins)), f.out);
            ok = wr(&f, INS_A(ins) + 1, true);
            break;
        case OP_JLT: case OP_JLE: case OP_JGT: case OP_JGE: case OP_JEQ: case OP_JNE:
            flow_to(&f, (uint32_t)((int64_t)pc + 2 + INS_SJ(c->insns[pc + 1])), f.out);
            break;
        case OP_YIELDFROM:
            flow_to(&f, pc, f.cur);
            ok = wr(&f, INS_A(ins), true);
            break;
        default:
            break;
        }
        if (!ok) break;
        if (pc + width >= n) {
            ok = vfail(v, "execution can run past the end of the code");
            break;
        }
        flow_to(&f, pc + width, f.out);
    }
    flow_free(vm, f.in, insz);
    flow_free(vm, f.seen, n);
    flow_free(vm, f.queued, n);
    flow_free(vm, f.work, (size_t)n * sizeof(uint32_t));
    return ok;
}

bool image_verify_code(VM *vm, Code *c, bool top, char *err, size_t errn) {
    Verifier v = {c, 0, err, errn, true};
    const uint16_t known = CODE_VARARGS | CODE_VARKW | CODE_GENERATOR | CODE_MODULE | CODE_CLASSBODY | CODE_LAMBDA |
                           CODE_COMPREHENSION | CODE_DOCSTRING | CODE_ANNOTATIONS;
    const char *nm = c->qualname ? c->qualname->data : "?";
    if (c->flags & ~known) return put_err(err, errn, "code '%s': unknown flags 0x%x", nm, c->flags), false;
    if (c->nregs == 0 || c->nregs > MAX_FRAME_REGS)
        return put_err(err, errn, "code '%s': %u registers (1 to %d allowed)", nm, c->nregs, MAX_FRAME_REGS), false;
    uint32_t nparams = (uint32_t)c->argcount + c->kwonlycount + ((c->flags & CODE_VARARGS) ? 1 : 0) +
                       ((c->flags & CODE_VARKW) ? 1 : 0);
    if (c->nlocals > c->nregs || nparams > c->nlocals || c->posonlycount > c->argcount)
        return put_err(err, errn, "code '%s': parameters (%u), locals (%u) and registers (%u) do not nest", nm,
                       nparams, c->nlocals, c->nregs), false;
    /* Cells live in registers of their own after the locals, as the
     * compiler lays them out (which also bounds their number). */
    uint32_t ncf = (uint32_t)c->ncells + c->nfrees;
    for (uint32_t i = 0; i < ncf; i++) {
        uint32_t reg = c->cell_regs[i];
        if (reg >= c->nregs || reg < c->nlocals || has(v.cells, reg))
            return put_err(err, errn, "code '%s': cell %u in register %u (locals end at %u, frame of %u)", nm, i,
                           reg, c->nlocals, c->nregs), false;
        bind(v.cells, reg);
        int a = c->cell_arg[i];
        if (a < -1 || (a >= 0 && ((uint32_t)a >= nparams || i >= c->ncells)))
            return put_err(err, errn, "code '%s': cell %u seeded from parameter %d", nm, i, a), false;
    }
    if (top && (!(c->flags & CODE_MODULE) || (c->flags & (CODE_GENERATOR | CODE_CLASSBODY)) || nparams || ncf))
        return put_err(err, errn, "the top code object is not a module body"), false;
    if (c->ninsns == 0) return put_err(err, errn, "code '%s' has no instructions", nm), false;
    if (!is_terminator(INS_OP(c->insns[c->ninsns - 1])))
        return put_err(err, errn, "code '%s': the last instruction can fall through", nm), false;
    for (uint32_t i = 0; i < c->nexc; i++) {
        ExcRange *r = &c->exc[i];
        if (r->start > r->end || r->end > c->ninsns || r->handler >= c->ninsns || r->reg >= c->nregs)
            return put_err(err, errn, "code '%s': exception range %u (%u-%u -> %u, r%u) out of bounds", nm, i, r->start,
                           r->end, r->handler, r->reg), false;
    }
    if ((c->flags & CODE_DOCSTRING) && (c->nconsts == 0 || !IS_STR(c->consts[0])))
        return put_err(err, errn, "code '%s': its docstring constant is not a str", nm), false;
    for (v.pc = 0; v.pc < c->ninsns; v.pc++)
        if (!verify_insn(&v)) return false;
    return verify_flow(&v, vm);
}

bool image_verify_tree(Code *c, char *err, size_t errn) {
    /* An explicit stack: code objects nest up to MAX_CODE_DEPTH deep. */
    struct { Code *c; uint32_t k; } stack[MAX_CODE_DEPTH + 2];
    int sp = 0;
    if (!image_verify_code(NULL, c, true, err, errn)) return false;
    stack[sp].c = c;
    stack[sp].k = 0;
    while (sp >= 0) {
        Code *top = stack[sp].c;
        if (stack[sp].k >= top->nconsts) {
            sp--;
            continue;
        }
        Value v = top->consts[stack[sp].k++];
        if (!IS_KIND(v, OK_CODE)) continue;
        /* Deeper code is the policy check's to refuse (the reader refuses
         * it in images); the walk stops there. */
        if (sp + 1 > MAX_CODE_DEPTH) continue;
        if (!image_verify_code(NULL, AS_CODE(v), false, err, errn)) return false;
        sp++;
        stack[sp].c = AS_CODE(v);
        stack[sp].k = 0;
    }
    return true;
}

/* ---- writing ----------------------------------------------------------------- */

typedef struct Writer {
    uint8_t *p;
    size_t len, cap;
    bool failed;
    char *err;
    size_t errn;
} Writer;

static void w_bytes(Writer *w, const void *src, size_t n) {
    if (w->failed) return;
    if (w->len + n > w->cap) {
        size_t nc = w->cap ? w->cap : 1024;
        while (nc < w->len + n) nc *= 2;
        uint8_t *q = realloc(w->p, nc);
        if (!q) {
            w->failed = true;
            put_err(w->err, w->errn, "out of memory writing the image");
            return;
        }
        w->p = q;
        w->cap = nc;
    }
    if (n) memcpy(w->p + w->len, src, n);
    w->len += n;
}

static void w_u8(Writer *w, uint8_t b) { w_bytes(w, &b, 1); }

static void w_uv(Writer *w, uint64_t x) {
    uint8_t buf[10];
    size_t n = 0;
    do {
        uint8_t b = x & 0x7F;
        x >>= 7;
        buf[n++] = (uint8_t)(b | (x ? 0x80 : 0));
    } while (x);
    w_bytes(w, buf, n);
}

static void w_sv(Writer *w, int64_t x) { w_uv(w, ((uint64_t)x << 1) ^ (uint64_t)(x >> 63)); }

static void w_le(Writer *w, uint64_t x, int n) {
    uint8_t buf[8];
    for (int i = 0; i < n; i++) buf[i] = (uint8_t)(x >> (8 * i));
    w_bytes(w, buf, (size_t)n);
}

static void w_str(Writer *w, const char *s, size_t n) {
    w_uv(w, n);
    w_bytes(w, s, n);
}

static void w_cstr_list(Writer *w, const char *const *l) {
    size_t n = 0;
    while (l && l[n]) n++;
    w_uv(w, n);
    for (size_t i = 0; i < n; i++) w_str(w, l[i], strlen(l[i]));
}

static void w_double(Writer *w, double d) {
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    w_le(w, bits, 8);
}

static void w_code(Writer *w, VM *vm, Code *c, int depth);

/* `cdepth`: nesting of code objects; `tdepth`: of tuples and sets. */
static void w_const(Writer *w, VM *vm, Value v, int cdepth, int tdepth) {
    if (w->failed) return;
    if (tdepth > MAX_CONST_DEPTH) {
        w->failed = true;
        put_err(w->err, w->errn, "constants nested too deeply");
        return;
    }
    switch (v.tag) {
    case VT_NONE: w_u8(w, K_NONE); return;
    case VT_BOOL: w_u8(w, AS_BOOL(v) ? K_TRUE : K_FALSE); return;
    case VT_ELLIPSIS: w_u8(w, K_ELLIPSIS); return;
    case VT_INT: w_u8(w, K_INT); w_sv(w, AS_INT(v)); return;
    case VT_FLOAT: w_u8(w, K_FLOAT); w_double(w, AS_FLOAT(v)); return;
    case VT_OBJ: break;
    default:
        w->failed = true;
        put_err(w->err, w->errn, "a constant of an unexpected kind");
        return;
    }
    switch (OBJ_KIND(v)) {
    case OK_STR:
        w_u8(w, K_STR);
        w_str(w, AS_STR(v)->data, AS_STR(v)->blen);
        return;
    case OK_BYTES: {
        const uint8_t *p;
        size_t n;
        bytes_buffer(v, &p, &n);
        w_u8(w, K_BYTES);
        w_str(w, (const char *)p, n);
        return;
    }
    case OK_BIGINT: {
        mpz_srcptr z = AS_BIGINT(v)->z;
        size_t n = (mpz_sizeinbase(z, 2) + 7) / 8;
        uint8_t *buf = malloc(n ? n : 1);
        if (!buf) {
            w->failed = true;
            put_err(w->err, w->errn, "out of memory writing the image");
            return;
        }
        size_t count = 0;
        mpz_export(buf, &count, 1, 1, 1, 0, z);
        w_u8(w, K_BIGINT);
        w_u8(w, mpz_sgn(z) < 0 ? 1 : 0);
        w_str(w, (const char *)buf, count);
        free(buf);
        return;
    }
    case OK_COMPLEX: {
        Complex *z = (Complex *)AS_OBJ(v);
        w_u8(w, K_COMPLEX);
        w_double(w, z->re);
        w_double(w, z->im);
        return;
    }
    case OK_TUPLE: {
        Tuple *t = AS_TUPLE(v);
        w_u8(w, K_TUPLE);
        w_uv(w, t->len);
        for (size_t i = 0; i < t->len; i++) w_const(w, vm, t->items[i], cdepth, tdepth + 1);
        return;
    }
    case OK_FROZENSET: {
        Set *s = AS_SET(v);
        w_u8(w, K_FROZENSET);
        w_uv(w, set_table_size(s));
        w_uv(w, s->used);
        size_t pos = 0, slot;
        Value key;
        while (set_next_slot(s, &pos, &key, &slot)) {
            w_uv(w, slot);
            w_const(w, vm, key, cdepth, tdepth + 1);
        }
        return;
    }
    case OK_CODE:
        w_u8(w, K_CODE);
        w_code(w, vm, AS_CODE(v), cdepth + 1);
        return;
    default:
        w->failed = true;
        put_err(w->err, w->errn, "a constant of type %s cannot be stored", type_name(vm, v));
        return;
    }
}

static void w_name(Writer *w, Str *s) {
    if (s) w_str(w, s->data, s->blen);
    else w_str(w, "", 0);
}

static void w_code(Writer *w, VM *vm, Code *c, int depth) {
    if (depth > MAX_CODE_DEPTH) {
        w->failed = true;
        put_err(w->err, w->errn, "code objects nested too deeply");
        return;
    }
    w_uv(w, c->flags & ~CODE_HIDDEN);
    w_uv(w, c->argcount);
    w_uv(w, c->posonlycount);
    w_uv(w, c->kwonlycount);
    w_uv(w, c->nlocals);
    w_uv(w, c->nregs);
    w_uv(w, c->firstline);
    w_name(w, c->name);
    w_name(w, c->qualname);
    w_uv(w, c->ninsns);
    for (uint32_t i = 0; i < c->ninsns; i++) w_le(w, c->insns[i], 4);
    /* Positions: runs of instructions sharing one. */
    size_t nruns = 0;
    for (uint32_t i = 0; i < c->ninsns; i++)
        if (i == 0 || c->lines[i] != c->lines[i - 1] || c->cols[i] != c->cols[i - 1] ||
            c->end_cols[i] != c->end_cols[i - 1] || c->end_dlines[i] != c->end_dlines[i - 1])
            nruns++;
    w_uv(w, nruns);
    uint32_t prev = 0;
    for (uint32_t i = 0; i < c->ninsns;) {
        uint32_t j = i + 1;
        while (j < c->ninsns && c->lines[j] == c->lines[i] && c->cols[j] == c->cols[i] &&
               c->end_cols[j] == c->end_cols[i] && c->end_dlines[j] == c->end_dlines[i])
            j++;
        w_uv(w, j - i);
        w_sv(w, (int64_t)c->lines[i] - (int64_t)prev);
        w_uv(w, c->cols[i]);
        w_uv(w, c->end_cols[i]);
        w_uv(w, c->end_dlines[i]);
        prev = c->lines[i];
        i = j;
    }
    w_uv(w, c->nconsts);
    for (uint32_t i = 0; i < c->nconsts; i++) w_const(w, vm, c->consts[i], depth, 0);
    w_uv(w, c->nnames);
    for (uint32_t i = 0; i < c->nnames; i++) w_name(w, c->names[i]);
    for (uint32_t i = 0; i < c->nlocals; i++) w_name(w, c->varnames[i]);
    w_uv(w, c->ncells);
    w_uv(w, c->nfrees);
    for (uint32_t i = 0; i < (uint32_t)c->ncells + c->nfrees; i++) {
        w_uv(w, c->cell_regs[i]);
        w_sv(w, c->cell_arg[i]);
        w_name(w, c->freenames[i]);
    }
    w_uv(w, c->nexc);
    for (uint32_t i = 0; i < c->nexc; i++) {
        w_uv(w, c->exc[i].start);
        w_uv(w, c->exc[i].end);
        w_uv(w, c->exc[i].handler);
        w_uv(w, c->exc[i].reg);
    }
}

uint8_t *image_write(VM *vm, Code *code, const ImageManifest *m, unsigned flags, size_t *len, char *err,
                     size_t errn) {
    Writer w = {NULL, 0, 0, false, err, errn};
    uint8_t header[IMAGE_HEADER_LEN];
    memset(header, 0, sizeof header);
    w_bytes(&w, header, sizeof header);
    w_cstr_list(&w, m ? m->modules : NULL);
    w_cstr_list(&w, m ? m->tools : NULL);
    w_cstr_list(&w, m ? m->builtins : NULL);
    w_name(&w, code->filename);
    if (flags & IMAGE_HAS_SOURCE) w_name(&w, code->source);
    w_code(&w, vm, code, 0);
    if (w.failed) {
        free(w.p);
        return NULL;
    }
    size_t plen = w.len - IMAGE_HEADER_LEN;
    uint32_t raw_len = 0;
    unsigned hflags = flags & IMAGE_HAS_SOURCE;
    if ((flags & IMAGE_DEFLATED) && plen > 0 && plen <= UINT32_MAX) {
        uLongf zlen = compressBound((uLong)plen);
        uint8_t *z = malloc(IMAGE_HEADER_LEN + zlen);
        if (z && compress2(z + IMAGE_HEADER_LEN, &zlen, w.p + IMAGE_HEADER_LEN, (uLong)plen, Z_BEST_COMPRESSION) == Z_OK &&
            zlen < plen) {
            free(w.p);
            w.p = z;
            w.len = IMAGE_HEADER_LEN + zlen;
            raw_len = (uint32_t)plen;
            plen = zlen;
            hflags |= IMAGE_DEFLATED;
        } else {
            free(z);    /* stored as is: deflate did not make it smaller */
        }
    }
    uint64_t sum = XXH64(w.p + IMAGE_HEADER_LEN, plen, 0);
    memcpy(w.p, IMAGE_MAGIC, IMAGE_MAGIC_LEN);
    for (int i = 0; i < 2; i++) w.p[8 + i] = (uint8_t)(IMAGE_VERSION >> (8 * i));
    for (int i = 0; i < 2; i++) w.p[10 + i] = (uint8_t)(hflags >> (8 * i));
    for (int i = 0; i < 4; i++) w.p[12 + i] = (uint8_t)(raw_len >> (8 * i));
    for (int i = 0; i < 8; i++) w.p[16 + i] = (uint8_t)((uint64_t)plen >> (8 * i));
    for (int i = 0; i < 8; i++) w.p[24 + i] = (uint8_t)(sum >> (8 * i));
    *len = w.len;
    return w.p;
}

/* ---- reading ----------------------------------------------------------------- */

typedef struct Reader {
    VM *vm;
    const uint8_t *p, *end;
    char *err;
    size_t errn;
    bool failed;
    bool verify;        /* false only for the library's own images */
    /* The library's own images (constant data that outlives every VM):
     * function bodies are loaded on their first run (r_code_lazy). */
    bool lazy;
    Str *filename, *source;
} Reader;

static bool rfail(Reader *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool rfail(Reader *r, const char *fmt, ...) {
    if (r->failed) return false;
    r->failed = true;
    va_list ap;
    va_start(ap, fmt);
    if (r->err && r->errn) vsnprintf(r->err, r->errn, fmt, ap);
    va_end(ap);
    return false;
}

/* An allocation failed: the VM has halted (memory cap); say so too. */
static bool rmem(Reader *r) { return rfail(r, "out of memory loading the image"); }

static size_t left(Reader *r) { return (size_t)(r->end - r->p); }

static bool r_uv_long(Reader *r, uint64_t *out);

/* Most numbers in an image are below 128: one byte, no loop. */
static inline bool r_uv(Reader *r, uint64_t *out) {
    if (r->p < r->end && !(*r->p & 0x80)) {
        *out = *r->p++;
        return true;
    }
    return r_uv_long(r, out);
}

static bool r_uv_long(Reader *r, uint64_t *out) {
    uint64_t x = 0;
    for (int shift = 0; shift < 70; shift += 7) {
        if (r->p >= r->end) return rfail(r, "truncated image");
        uint8_t b = *r->p++;
        if (shift == 63 && (b & 0x7E)) return rfail(r, "a number too large");
        x |= (uint64_t)(b & 0x7F) << shift;
        if (!(b & 0x80)) {
            *out = x;
            return true;
        }
    }
    return rfail(r, "a number too long");
}

static bool r_sv(Reader *r, int64_t *out) {
    uint64_t u;
    if (!r_uv(r, &u)) return false;
    *out = (int64_t)(u >> 1) ^ -(int64_t)(u & 1);
    return true;
}

/* An unsigned number no larger than max. */
static inline bool r_num(Reader *r, uint64_t max, uint64_t *out, const char *what) {
    if (!r_uv(r, out)) return false;
    if (*out > max) return rfail(r, "%s %llu out of range (at most %llu)", what, (unsigned long long)*out,
                                 (unsigned long long)max);
    return true;
}

/* A count of items that each take at least `unit` bytes. */
static bool r_count(Reader *r, size_t unit, uint64_t max, uint64_t *out, const char *what) {
    if (!r_num(r, max, out, what)) return false;
    if (*out > left(r) / unit) return rfail(r, "%s %llu larger than the image", what, (unsigned long long)*out);
    return true;
}

static bool r_bytes(Reader *r, const uint8_t **p, size_t *n) {
    uint64_t len;
    if (!r_count(r, 1, UINT32_MAX, &len, "string length")) return false;
    *p = r->p;
    *n = (size_t)len;
    r->p += len;
    return true;
}

static bool r_le(Reader *r, int n, uint64_t *out) {
    if (left(r) < (size_t)n) return rfail(r, "truncated image");
    uint64_t x = 0;
    for (int i = 0; i < n; i++) x |= (uint64_t)r->p[i] << (8 * i);
    r->p += n;
    *out = x;
    return true;
}

static bool r_double(Reader *r, double *d) {
    uint64_t bits = 0;
    if (!r_le(r, 8, &bits)) return false;
    memcpy(d, &bits, sizeof *d);
    return true;
}

/* How a string read becomes a Str. */
enum { S_CONST, S_NAME, S_PLAIN };

/* A str: valid UTF-8. Names (identifiers, module and file names) are
 * interned and hold no NUL; string constants are interned up to 40 bytes,
 * as the compiler interns them; the source text is never interned. */
static Str *r_str(Reader *r, int mode) {
    const uint8_t *p;
    size_t n;
    if (!r_bytes(r, &p, &n)) return NULL;
    /* A constant may hold surrogates, as literals with escapes can. The
     * library's own images were checked when they were built. */
    if (r->verify && !utf8_valid_ex((const char *)p, n, mode == S_CONST)) {
        rfail(r, "a string that is not valid UTF-8");
        return NULL;
    }
    if (r->verify && mode == S_NAME && memchr(p, '\0', n)) {
        rfail(r, "a name with a NUL byte");
        return NULL;
    }
    bool intern = mode == S_NAME || (mode == S_CONST && n <= 40);
    Str *s = intern ? str_intern(r->vm, (const char *)p, n) : str_new(r->vm, (const char *)p, n);
    if (!s) rmem(r);
    return s;
}

/* n names into dst. */
static bool r_names(Reader *r, Str **dst, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (!(dst[i] = r_str(r, S_NAME))) return false;
    return true;
}

static Code *r_code(Reader *r, int depth);
static Code *r_code_lazy(Reader *r, int depth);

/* `cdepth`: nesting of code objects; `tdepth`: of tuples and sets. Code
 * objects appear only directly among a code object's constants. */
static bool r_const(Reader *r, Value *out, int cdepth, int tdepth, bool code_ok) {
    VM *vm = r->vm;
    if (tdepth > MAX_CONST_DEPTH) return rfail(r, "constants nested too deeply");
    if (r->p >= r->end) return rfail(r, "truncated image");
    uint8_t tag = *r->p++;
    switch (tag) {
    case K_NONE: *out = VNONE; return true;
    case K_FALSE: *out = v_bool(false); return true;
    case K_TRUE: *out = v_bool(true); return true;
    case K_ELLIPSIS: *out = v_ellipsis(); return true;
    case K_INT: {
        int64_t x;
        if (!r_sv(r, &x)) return false;
        *out = v_int(x);
        return true;
    }
    case K_FLOAT: {
        double d;
        if (!r_double(r, &d)) return false;
        *out = v_float(d);
        return true;
    }
    case K_COMPLEX: {
        double re, im;
        if (!r_double(r, &re) || !r_double(r, &im)) return false;
        *out = complex_new(vm, re, im);
        return !IS_EXC(*out) || rmem(r);
    }
    case K_STR: {
        Str *s = r_str(r, S_CONST);
        if (!s) return false;
        *out = v_obj(s);
        return true;
    }
    case K_BYTES: {
        const uint8_t *p;
        size_t n;
        if (!r_bytes(r, &p, &n)) return false;
        *out = bytes_new(vm, (const char *)p, n);
        return !IS_EXC(*out) || rmem(r);
    }
    case K_BIGINT: {
        if (r->p >= r->end) return rfail(r, "truncated image");
        uint8_t sign = *r->p++;
        const uint8_t *p;
        size_t n;
        if (sign > 1) return rfail(r, "a big int with a bad sign byte");
        if (!r_bytes(r, &p, &n)) return false;
        /* GMP allocates on its own: bound the size first. */
        if (!mem_would_fit(vm, 2 * n + 64)) return rmem(r);
        mpz_t z;
        mpz_init(z);
        mpz_import(z, n, 1, 1, 1, 0, p);
        if (sign) mpz_neg(z, z);
        *out = int_from_mpz(vm, z);
        mpz_clear(z);
        return !IS_EXC(*out) || rmem(r);
    }
    case K_TUPLE: {
        uint64_t n;
        if (!r_count(r, 1, UINT32_MAX, &n, "tuple length")) return false;
        Tuple *t = tuple_new(vm, (size_t)n);
        if (!t) return rmem(r);
        for (size_t i = 0; i < n; i++)
            if (!r_const(r, &t->items[i], cdepth, tdepth + 1, false)) return false;
        *out = v_obj(t);
        return true;
    }
    case K_FROZENSET: {
        uint64_t size, n;
        if (!r_num(r, (uint64_t)1 << 32, &size, "set table size") ||
            !r_count(r, 2, UINT32_MAX, &n, "set length"))
            return false;
        /* Scratch for the items, kept in a tuple so it is accounted. */
        Tuple *items = tuple_new(vm, (size_t)n);
        size_t *slots = items ? mem_alloc(vm, (n ? n : 1) * sizeof(size_t)) : NULL;
        if (!slots) return rmem(r);
        bool ok = true;
        for (size_t i = 0; ok && i < n; i++) {
            uint64_t slot;
            ok = r_uv(r, &slot) && r_const(r, &items->items[i], cdepth, tdepth + 1, false);
            slots[i] = slot > SIZE_MAX / 2 ? SIZE_MAX / 2 : (size_t)slot;
        }
        Set *s = ok ? set_const_from_layout(vm, (size_t)size, slots, items->items, (size_t)n) : NULL;
        mem_free(vm, slots, (n ? n : 1) * sizeof(size_t));
        if (!ok) return false;
        if (!s) return vm->halt ? rmem(r) : (exc_clear(vm), rfail(r, "a frozenset constant that cannot be built"));
        *out = v_obj(s);
        return true;
    }
    case K_CODE: {
        if (!code_ok) return rfail(r, "a code object inside a constant");
        /* Class bodies and comprehensions run as soon as the code around
         * them does: only functions are worth loading lazily. */
        uint64_t fl = 0;
        const uint8_t *at = r->p;
        bool lazy = r->lazy && r_uv(r, &fl) && !(fl & (CODE_CLASSBODY | CODE_COMPREHENSION | CODE_MODULE));
        r->p = at;
        r->failed = false;
        Code *c = lazy ? r_code_lazy(r, cdepth + 1) : r_code(r, cdepth + 1);
        if (!c) return false;
        *out = v_obj(c);
        return true;
    }
    default:
        return rfail(r, "unknown constant tag %u", tag);
    }
}

/* A code object's local names and cells (register, seeding parameter,
 * name), read into c: r_code and r_code_lazy read them alike. */
static bool r_locals_cells(Reader *r, Code *c, uint64_t nlocals) {
    VM *vm = r->vm;
    if (nlocals > left(r)) {
        rfail(r, "local count %llu larger than the image", (unsigned long long)nlocals);
        return false;
    }
    c->nlocals = (uint16_t)nlocals;
    c->varnames = mem_alloc(vm, (size_t)nlocals * sizeof(Str *));
    if (nlocals && !c->varnames) {
        rmem(r);
        return false;
    }
    if (!r_names(r, c->varnames, nlocals)) return false;
    uint64_t ncells, nfrees;
    if (!r_count(r, 3, 0xFFFF, &ncells, "cell count") || !r_count(r, 3, 0xFFFF, &nfrees, "free variable count"))
        return false;
    size_t ncf = (size_t)(ncells + nfrees);
    if (ncf > left(r) / 3 || ncf > 0xFFFF) {
        rfail(r, "cell count %zu out of range", ncf);
        return false;
    }
    c->ncells = (uint16_t)ncells;
    c->nfrees = (uint16_t)nfrees;
    c->cell_regs = mem_alloc(vm, ncf * sizeof(uint16_t));
    c->cell_arg = mem_alloc(vm, ncf * sizeof(int16_t));
    c->freenames = mem_alloc(vm, ncf * sizeof(Str *));
    if (ncf && (!c->cell_regs || !c->cell_arg || !c->freenames)) {
        rmem(r);
        return false;
    }
    for (size_t i = 0; i < ncf; i++) {
        uint64_t reg;
        int64_t arg;
        if (!r_num(r, 0xFFFF, &reg, "cell register") || !r_sv(r, &arg)) return false;
        if (arg < -1 || arg > 0x7FFF) {
            rfail(r, "cell parameter %lld out of range", (long long)arg);
            return false;
        }
        c->cell_regs[i] = (uint16_t)reg;
        c->cell_arg[i] = (int16_t)arg;
        if (!r_names(r, &c->freenames[i], 1)) return false;
    }
    return true;
}

static Code *r_code(Reader *r, int depth) {
    VM *vm = r->vm;
    if (depth > MAX_CODE_DEPTH) {
        rfail(r, "code objects nested more than %d deep", MAX_CODE_DEPTH);
        return NULL;
    }
    /* Budget: the work of loading is linear in the bytes read. */
    if (!rt_charge(vm, 1)) {
        rfail(r, "budget exhausted");
        return NULL;
    }
    uint64_t flags, argc, posonly, kwonly, nlocals, nregs, firstline, ninsns;
    if (!r_num(r, 0xFFFF, &flags, "flags") || !r_num(r, 0xFFFF, &argc, "argument count") ||
        !r_num(r, 0xFFFF, &posonly, "positional-only count") || !r_num(r, 0xFFFF, &kwonly, "keyword-only count") ||
        !r_num(r, 0xFFFF, &nlocals, "local count") || !r_num(r, 0xFFFF, &nregs, "register count") ||
        !r_num(r, UINT32_MAX, &firstline, "first line"))
        return NULL;
    Code *c = code_new(vm);
    if (!c) {
        rmem(r);
        return NULL;
    }
    /* Counts go in before their arrays: a code object that fails to load
     * is never reachable (no collection runs while loading, and a parent
     * links a child only once it is whole), so the collector only frees it,
     * with the sizes it holds (absent arrays are NULL). */
    c->flags = (uint16_t)flags;
    c->argcount = (uint16_t)argc;
    c->posonlycount = (uint16_t)posonly;
    c->kwonlycount = (uint16_t)kwonly;
    c->nregs = (uint16_t)nregs;
    c->firstline = (uint32_t)firstline;
    c->filename = r->filename;
    c->source = r->source;
    if (!(c->name = r_str(r, S_NAME)) || !(c->qualname = r_str(r, S_NAME))) return NULL;
    if (!r_count(r, 4, 0xFFFFFF, &ninsns, "instruction count")) return NULL;
    c->ninsns = (uint32_t)ninsns;
    size_t n = (size_t)ninsns;
    c->insns = mem_alloc(vm, n * sizeof(uint32_t));
    c->lines = mem_alloc(vm, n * sizeof(uint32_t));
    c->cols = mem_alloc(vm, n * sizeof(uint16_t));
    c->end_cols = mem_alloc(vm, n * sizeof(uint16_t));
    c->end_dlines = mem_alloc(vm, n * sizeof(uint8_t));
    if (n && (!c->insns || !c->lines || !c->cols || !c->end_cols || !c->end_dlines)) {
        rmem(r);
        return NULL;
    }
    /* r_count bounded n by the bytes left: 4 per instruction are there. */
    if (left(r) / 4 < n) {
        rfail(r, "truncated image");
        return NULL;
    }
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (n) memcpy(c->insns, r->p, n * sizeof(uint32_t));
    r->p += n * 4;
#else
    for (size_t i = 0; i < n; i++) {
        uint64_t w = 0;
        if (!r_le(r, 4, &w)) return NULL;
        c->insns[i] = (uint32_t)w;
    }
#endif
    if (!rt_charge(vm, (int64_t)(n / 4))) {
        rfail(r, "budget exhausted");
        return NULL;
    }
    uint64_t nruns;
    if (!r_count(r, 5, ninsns, &nruns, "position run count")) return NULL;
    size_t at = 0;
    int64_t line = 0;
    for (uint64_t k = 0; k < nruns; k++) {
        uint64_t count, col, ecol, edl;
        int64_t dl;
        if (!r_num(r, n - at, &count, "position run") || !r_sv(r, &dl) || !r_num(r, 0xFFFF, &col, "column") ||
            !r_num(r, 0xFFFF, &ecol, "end column") || !r_num(r, 0xFF, &edl, "end line offset"))
            return NULL;
        /* Bounded before adding: the sum never overflows. */
        if (dl > (int64_t)UINT32_MAX || dl < -(int64_t)UINT32_MAX) {
            rfail(r, "line number step %lld out of range", (long long)dl);
            return NULL;
        }
        line += dl;
        if (line < 0 || line > UINT32_MAX) {
            rfail(r, "line number %lld out of range", (long long)line);
            return NULL;
        }
        for (uint64_t j = 0; j < count; j++, at++) {
            c->lines[at] = (uint32_t)line;
            c->cols[at] = (uint16_t)col;
            c->end_cols[at] = (uint16_t)ecol;
            c->end_dlines[at] = (uint8_t)edl;
        }
    }
    if (at != n) {
        rfail(r, "positions for %zu of %zu instructions", at, n);
        return NULL;
    }
    uint64_t nconsts;
    if (!r_count(r, 1, 0xFFFFFF, &nconsts, "constant count")) return NULL;
    c->nconsts = (uint32_t)nconsts;
    c->consts = mem_alloc(vm, (size_t)nconsts * sizeof(Value));
    if (nconsts && !c->consts) {
        rmem(r);
        return NULL;
    }
    for (size_t i = 0; i < nconsts; i++) c->consts[i] = VNONE;
    for (size_t i = 0; i < nconsts; i++)
        if (!r_const(r, &c->consts[i], depth, 0, true)) return NULL;
    uint64_t nnames;
    if (!r_count(r, 1, 0xFFFF, &nnames, "name count")) return NULL;
    c->nnames = (uint32_t)nnames;
    c->names = mem_alloc(vm, (size_t)nnames * sizeof(Str *));
    c->gcache = mem_alloc(vm, (size_t)nnames * sizeof(GlobalCache));
    if (nnames && (!c->names || !c->gcache)) {
        rmem(r);
        return NULL;
    }
    for (size_t i = 0; i < nnames; i++) {
        c->gcache[i].gkversion = c->gcache[i].bkversion = UINT64_MAX;
        c->gcache[i].ix = -1;
    }
    if (!r_names(r, c->names, nnames)) return NULL;
    if (!r_locals_cells(r, c, nlocals)) return NULL;
    uint64_t nexc;
    if (!r_count(r, 4, 0xFFFFFF, &nexc, "exception range count")) return NULL;
    c->nexc = (uint32_t)nexc;
    c->exc = mem_alloc(vm, (size_t)nexc * sizeof(ExcRange));
    if (nexc && !c->exc) {
        rmem(r);
        return NULL;
    }
    for (size_t i = 0; i < nexc; i++) {
        uint64_t s, e, h, g;
        if (!r_num(r, UINT32_MAX, &s, "range start") || !r_num(r, UINT32_MAX, &e, "range end") ||
            !r_num(r, UINT32_MAX, &h, "handler") || !r_num(r, UINT32_MAX, &g, "handler register"))
            return NULL;
        c->exc[i].start = (uint32_t)s;
        c->exc[i].end = (uint32_t)e;
        c->exc[i].handler = (uint32_t)h;
        c->exc[i].reg = (uint32_t)g;
    }
    char why[400];
    if (r->verify && !image_verify_code(vm, c, depth == 0, why, sizeof why)) {
        rfail(r, "%s", why);
        return NULL;
    }
    return c;
}

/* ---- lazily loaded function bodies ----------------------------------------
 *
 * A module of the library defines many functions that a snippet never
 * calls. In the library's own images (constant data of the library, so
 * still there whenever a body is wanted) a nested code object is read as a
 * stub: what making and calling a function needs before its first
 * instruction (counts and flags, names, parameter names, cells, the
 * docstring) and a body of one LOADLAZY instruction. Running LOADLAZY
 * reads the whole code object from the image again (through the VM's
 * load_body hook) and moves its body into the stub, which then runs from
 * its first real instruction; every other reader of a code object sees
 * either the stub's complete one-instruction body or the real one. The
 * skipping below walks exactly the layout r_code and r_const read, with
 * the same bounds checks, building nothing. */

static bool r_skip(Reader *r, size_t n) {
    if (left(r) < n) return rfail(r, "truncated image");
    r->p += n;
    return true;
}

static bool s_bytes(Reader *r) {
    const uint8_t *p;
    size_t n;
    return r_bytes(r, &p, &n);
}

static bool s_code(Reader *r, int depth);

static bool s_const(Reader *r, int cdepth, int tdepth) {
    if (tdepth > MAX_CONST_DEPTH) return rfail(r, "constants nested too deeply");
    if (r->p >= r->end) return rfail(r, "truncated image");
    uint8_t tag = *r->p++;
    uint64_t n, u;
    int64_t x;
    switch (tag) {
    case K_NONE: case K_FALSE: case K_TRUE: case K_ELLIPSIS: return true;
    case K_INT: return r_sv(r, &x);
    case K_FLOAT: return r_skip(r, 8);
    case K_COMPLEX: return r_skip(r, 16);
    case K_STR: case K_BYTES: return s_bytes(r);
    case K_BIGINT: return r_skip(r, 1) && s_bytes(r);
    case K_TUPLE:
        if (!r_count(r, 1, UINT32_MAX, &n, "tuple length")) return false;
        for (uint64_t i = 0; i < n; i++)
            if (!s_const(r, cdepth, tdepth + 1)) return false;
        return true;
    case K_FROZENSET:
        if (!r_num(r, (uint64_t)1 << 32, &u, "set table size") || !r_count(r, 2, UINT32_MAX, &n, "set length"))
            return false;
        for (uint64_t i = 0; i < n; i++)
            if (!r_uv(r, &u) || !s_const(r, cdepth, tdepth + 1)) return false;
        return true;
    case K_CODE: return s_code(r, cdepth + 1);
    default: return rfail(r, "unknown constant tag %u", tag);
    }
}

/* The instructions and their positions (after the instruction count). */
static bool s_insns(Reader *r, uint64_t ninsns) {
    if (left(r) / 4 < ninsns) return rfail(r, "truncated image");
    r->p += ninsns * 4;
    uint64_t nruns, u;
    int64_t x;
    if (!r_count(r, 5, ninsns, &nruns, "position run count")) return false;
    for (uint64_t k = 0; k < nruns; k++)
        if (!r_uv(r, &u) || !r_sv(r, &x) || !r_uv(r, &u) || !r_uv(r, &u) || !r_uv(r, &u)) return false;
    return true;
}

static bool s_strs(Reader *r, uint64_t n) {
    for (uint64_t i = 0; i < n; i++)
        if (!s_bytes(r)) return false;
    return true;
}

static bool s_cells_exc(Reader *r, bool cells) {
    uint64_t ncells, nfrees, u, nexc;
    int64_t x;
    if (cells) {
        if (!r_count(r, 3, 0xFFFF, &ncells, "cell count") || !r_count(r, 3, 0xFFFF, &nfrees, "free variable count"))
            return false;
        for (uint64_t i = 0; i < ncells + nfrees; i++)
            if (!r_uv(r, &u) || !r_sv(r, &x) || !s_bytes(r)) return false;
    }
    if (!r_count(r, 4, 0xFFFFFF, &nexc, "exception range count")) return false;
    for (uint64_t i = 0; i < nexc * 4; i++)
        if (!r_uv(r, &u)) return false;
    return true;
}

static bool s_code(Reader *r, int depth) {
    if (depth > MAX_CODE_DEPTH) return rfail(r, "code objects nested more than %d deep", MAX_CODE_DEPTH);
    uint64_t u, nlocals = 0, ninsns, nconsts, nnames;
    for (int i = 0; i < 7; i++)
        if (!r_uv(r, i == 4 ? &nlocals : &u)) return false;
    if (!s_bytes(r) || !s_bytes(r) || !r_count(r, 4, 0xFFFFFF, &ninsns, "instruction count") || !s_insns(r, ninsns) ||
        !r_count(r, 1, 0xFFFFFF, &nconsts, "constant count"))
        return false;
    for (uint64_t i = 0; i < nconsts; i++)
        if (!s_const(r, depth, 0)) return false;
    return r_count(r, 1, 0xFFFF, &nnames, "name count") && s_strs(r, nnames) && s_strs(r, nlocals) &&
           s_cells_exc(r, true);
}

/* A stub for the code object at r (see above). */
static Code *r_code_lazy(Reader *r, int depth) {
    VM *vm = r->vm;
    const uint8_t *start = r->p;
    if (depth > MAX_CODE_DEPTH) {
        rfail(r, "code objects nested more than %d deep", MAX_CODE_DEPTH);
        return NULL;
    }
    if (!rt_charge(vm, 1)) {
        rfail(r, "budget exhausted");
        return NULL;
    }
    uint64_t flags, argc, posonly, kwonly, nlocals, nregs, firstline, ninsns, nconsts, nnames;
    if (!r_num(r, 0xFFFF, &flags, "flags") || !r_num(r, 0xFFFF, &argc, "argument count") ||
        !r_num(r, 0xFFFF, &posonly, "positional-only count") || !r_num(r, 0xFFFF, &kwonly, "keyword-only count") ||
        !r_num(r, 0xFFFF, &nlocals, "local count") || !r_num(r, 0xFFFF, &nregs, "register count") ||
        !r_num(r, UINT32_MAX, &firstline, "first line"))
        return NULL;
    Code *c = code_new(vm);
    if (!c) {
        rmem(r);
        return NULL;
    }
    c->flags = (uint16_t)flags;
    c->argcount = (uint16_t)argc;
    c->posonlycount = (uint16_t)posonly;
    c->kwonlycount = (uint16_t)kwonly;
    c->nregs = (uint16_t)nregs;
    c->firstline = (uint32_t)firstline;
    c->filename = r->filename;
    c->source = r->source;
    if (!(c->name = r_str(r, S_NAME)) || !(c->qualname = r_str(r, S_NAME))) return NULL;
    if (!r_count(r, 4, 0xFFFFFF, &ninsns, "instruction count") || !s_insns(r, ninsns) ||
        !r_count(r, 1, 0xFFFFFF, &nconsts, "constant count"))
        return NULL;
    /* The docstring is the first constant; make_function reads it. */
    Value doc = VNONE;
    bool has_doc = (flags & CODE_DOCSTRING) && nconsts > 0;
    if (has_doc && !r_const(r, &doc, depth, 0, false)) return NULL;
    for (uint64_t i = has_doc ? 1 : 0; i < nconsts; i++)
        if (!s_const(r, depth, 0)) return NULL;
    if (!r_count(r, 1, 0xFFFF, &nnames, "name count") || !s_strs(r, nnames)) return NULL;
    /* Parameter names and cells: binding arguments and making the frame
     * use them before the first instruction. */
    if (!r_locals_cells(r, c, nlocals)) return NULL;
    if (!s_cells_exc(r, false)) return NULL;
    /* The stub's own body: one LOADLAZY, shared by every stub (runtime/func.c). */
    c->consts = has_doc ? mem_alloc(vm, sizeof(Value)) : NULL;
    if (has_doc && !c->consts) {
        rmem(r);
        return NULL;
    }
    code_set_lazy_body(c);
    if (has_doc) {
        c->consts[0] = doc;
        c->nconsts = 1;
    }
    c->lazy_at = start;
    c->lazy_end = r->end;
    return c;
}

int image_load_body(VM *vm, Code *c, char *err, size_t errn) {
    if (!c->lazy_at) return 0;
#ifdef SMOL_VERIFY_COMPILED
    bool verify = true;
#else
    bool verify = false;
#endif
    Reader r = {vm, c->lazy_at, c->lazy_end, err, errn, false, verify, true, c->filename, c->source};
    Code *n = r_code(&r, 1);
    if (!n) return -1;
    /* The stub's one-instruction body (shared, not freed) goes; the real
     * one moves in. The parameter names and cells were read alike into
     * both: the stub keeps its own, and n (unreachable) frees the rest
     * with the collector. */
    mem_free(vm, c->consts, c->nconsts * sizeof(Value));
    c->insns = n->insns;
    c->lines = n->lines;
    c->cols = n->cols;
    c->end_cols = n->end_cols;
    c->end_dlines = n->end_dlines;
    c->ninsns = n->ninsns;
    c->consts = n->consts;
    c->nconsts = n->nconsts;
    c->names = n->names;
    c->gcache = n->gcache;
    c->nnames = n->nnames;
    c->exc = n->exc;
    c->nexc = n->nexc;
    n->insns = NULL;
    n->lines = NULL;
    n->cols = NULL;
    n->end_cols = NULL;
    n->end_dlines = NULL;
    n->ninsns = 0;
    n->consts = NULL;
    n->nconsts = 0;
    n->names = NULL;
    n->gcache = NULL;
    n->nnames = 0;
    n->exc = NULL;
    n->nexc = 0;
    c->lazy_at = c->lazy_end = NULL;
    if (c->flags & CODE_HIDDEN) code_hide_frames(c);
    return 0;
}

static Tuple *r_list(Reader *r) {
    uint64_t n;
    if (!r_count(r, 1, 0xFFFF, &n, "manifest length")) return NULL;
    Tuple *t = tuple_new(r->vm, (size_t)n);
    if (!t) {
        rmem(r);
        return NULL;
    }
    for (size_t i = 0; i < n; i++) {
        Str *s = r_str(r, S_NAME);
        if (!s) return NULL;
        t->items[i] = v_obj(s);
    }
    return t;
}

/* zlib's working memory, from the VM's accounted allocator. */
static voidpf z_alloc(voidpf opaque, uInt items, uInt size) {
    size_t n = (size_t)items * size;
    if (size && n / size != items) return Z_NULL;
    size_t *p = mem_alloc((VM *)opaque, n + sizeof(size_t));
    if (!p) return Z_NULL;
    p[0] = n;
    return p + 1;
}

static void z_free(voidpf opaque, voidpf ptr) {
    if (!ptr) return;
    size_t *p = (size_t *)ptr - 1;
    mem_free((VM *)opaque, p, p[0] + sizeof(size_t));
}

/* The deflated payload `z` (zlen bytes) inflated into a new buffer of
 * exactly raw_len bytes from the VM's allocator, or NULL with the reason
 * in err (or vm->halt set: the memory cap). */
static uint8_t *inflate_payload(VM *vm, const uint8_t *z, size_t zlen, uint32_t raw_len, char *err, size_t errn) {
    if (raw_len == 0 || (uint64_t)raw_len > (uint64_t)zlen * DEFLATE_MAX_RATIO + DEFLATE_SLACK || zlen > UINT_MAX) {
        put_err(err, errn, "deflated payload: an inflated length of %u is impossible for %zu stored bytes", raw_len,
                zlen);
        return NULL;
    }
    /* Inflating is native work proportional to what it writes. */
    if (!rt_charge(vm, (int64_t)(raw_len / 64) + 1)) return NULL;
    uint8_t *raw = mem_alloc(vm, raw_len);
    if (!raw) {
        put_err(err, errn, "out of memory loading the image");
        return NULL;
    }
    z_stream st;
    memset(&st, 0, sizeof st);
    st.zalloc = z_alloc;
    st.zfree = z_free;
    st.opaque = vm;
    const char *why = NULL;
    if (inflateInit(&st) != Z_OK) {
        why = "out of memory loading the image";
    } else {
        st.next_in = (Bytef *)z;
        st.avail_in = (uInt)zlen;
        st.next_out = raw;
        st.avail_out = raw_len;
        int rc = inflate(&st, Z_FINISH);
        if (rc == Z_MEM_ERROR) why = "out of memory loading the image";
        else if (rc != Z_STREAM_END) why = "deflated payload: damaged or longer than its header says";
        else if (st.avail_out != 0) why = "deflated payload: shorter than its header says";
        else if (st.avail_in != 0) why = "deflated payload: bytes after the stream";
        inflateEnd(&st);
    }
    if (why) {
        put_err(err, errn, "%s", why);
        mem_free(vm, raw, raw_len);
        return NULL;
    }
    return raw;
}

static Code *read_image(VM *vm, const uint8_t *buf, size_t len, Str *filename, ImageInfo *info, char *err,
                        size_t errn, bool verify, bool builtin) {
    memset(info, 0, sizeof *info);
    if (!buf || len < IMAGE_HEADER_LEN || !image_is_image(buf, len)) {
        put_err(err, errn, "not a smolvm bytecode image (bad magic)");
        return NULL;
    }
    uint16_t version = (uint16_t)(buf[8] | buf[9] << 8);
    uint16_t flags = (uint16_t)(buf[10] | buf[11] << 8);
    uint32_t raw_len = (uint32_t)buf[12] | (uint32_t)buf[13] << 8 | (uint32_t)buf[14] << 16 | (uint32_t)buf[15] << 24;
    uint64_t plen = 0, sum = 0;
    for (int i = 0; i < 8; i++) plen |= (uint64_t)buf[16 + i] << (8 * i);
    for (int i = 0; i < 8; i++) sum |= (uint64_t)buf[24 + i] << (8 * i);
    if (version != IMAGE_VERSION) {
        put_err(err, errn, "image format version %u is not supported (this smolvm reads version %d)", version,
                IMAGE_VERSION);
        return NULL;
    }
    if ((flags & ~(IMAGE_HAS_SOURCE | IMAGE_DEFLATED)) || (!(flags & IMAGE_DEFLATED) && raw_len)) {
        put_err(err, errn, "unknown image flags 0x%x", flags);
        return NULL;
    }
    if (plen != len - IMAGE_HEADER_LEN) {
        put_err(err, errn, "image length mismatch: the header says %llu payload bytes, the image has %zu",
                (unsigned long long)plen, len - IMAGE_HEADER_LEN);
        return NULL;
    }
    /* Hashing is native work proportional to the length. */
    if (!rt_charge(vm, (int64_t)(len / 64) + 1)) return NULL;
    /* The library's own images are constant data of the library itself,
     * checked when they were built. */
    if (verify && XXH64(buf + IMAGE_HEADER_LEN, (size_t)plen, 0) != sum) {
        put_err(err, errn, "image checksum mismatch (the image is damaged)");
        return NULL;
    }
    const uint8_t *payload = buf + IMAGE_HEADER_LEN;
    size_t payload_len = (size_t)plen;
    uint8_t *raw = NULL;
    if (flags & IMAGE_DEFLATED) {
        if (!(raw = inflate_payload(vm, payload, payload_len, raw_len, err, errn))) return NULL;
        payload = raw;
        payload_len = raw_len;
    }
    Code *code = NULL;
    /* Parsing charges as compiling the same number of source bytes would. */
    if (rt_charge(vm, (int64_t)(payload_len / 4) + 1)) {
        /* Only the library's own images (never deflated: they are used as
         * they lie in the library) load function bodies lazily. */
        bool lazy = builtin && !raw;
        Reader r = {vm, payload, payload + payload_len, err, errn, false, verify, lazy, NULL, NULL};
        bool ok = true;
        for (int k = 0; k < 3 && ok; k++)
            ok = (info->lists[k] = r_list(&r)) != NULL;
        ok = ok && (r.filename = r_str(&r, S_NAME)) != NULL;
        if (ok && filename) r.filename = filename;
        ok = ok && (!(flags & IMAGE_HAS_SOURCE) || (r.source = r_str(&r, S_PLAIN)) != NULL);
        if (ok && (code = r_code(&r, 0)) != NULL && r.p != r.end) {
            put_err(err, errn, "%zu bytes after the code", left(&r));
            code = NULL;
        }
    }
    if (raw) mem_free(vm, raw, raw_len);
    if (!code) return NULL;
    info->flags = flags;
    info->version = version;
    return code;
}

Code *image_read(VM *vm, const uint8_t *buf, size_t len, Str *filename, ImageInfo *info, char *err, size_t errn) {
    return read_image(vm, buf, len, filename, info, err, errn, true, false);
}

Code *image_read_builtin(VM *vm, const uint8_t *buf, size_t len, Str *filename, ImageInfo *info, char *err,
                         size_t errn) {
#ifdef SMOL_VERIFY_COMPILED
    bool verify = true;     /* checking builds verify every code object */
#else
    bool verify = false;
#endif
    return read_image(vm, buf, len, filename, info, err, errn, verify, true);
}
