/* The bytecode: every opcode declared once.
 *
 * Instructions are 32 bits, Lua-style:
 *
 *    31        24 23        16 15         8 7          0
 *   +------------+------------+------------+------------+
 *   |     C      |     B      |     A      |     op     |  iABC
 *   +------------+------------+------------+------------+
 *   |          Bx (16)        |     A      |     op     |  iABx  (sBx = Bx - 32767)
 *   +-------------------------+------------+------------+
 *   |                Ax (24)               |     op     |  iAx   (sJ = Ax - 8388607)
 *   +--------------------------------------+------------+
 *
 * R[x] is register x of the frame, K[x] constant x, N[x] name x (interned
 * string). Every row: X(name, format, A-kind, B-kind, C-kind, may-raise)
 * where the operand kinds drive the verifier:
 *   _ unused, R register read, W register written, K constant index,
 *   N name index, I immediate, J jump offset, U count/flags (checked by the
 *   opcode's own rule in the verifier).
 * The fuel cost of every instruction is 1; natives charge their own work.
 */
#ifndef SMOL_OPCODES_H
#define SMOL_OPCODES_H

#include <stdint.h>

#define SMOL_OPCODES(X)                                                        \
    /* R[A] = R[B] */                                                          \
    X(MOVE, ABC, W, R, _, 0)                                                   \
    /* R[A] = K[Bx] */                                                         \
    X(LOADK, ABx, W, K, _, 0)                                                  \
    /* R[A] = K[Ax] of the following EXTRAARG (constants past 65535) */        \
    X(LOADKX, ABC, W, _, _, 0)                                                 \
    /* R[A] = sBx */                                                           \
    X(LOADINT, AsBx, W, I, _, 0)                                               \
    X(LOADNONE, ABC, W, _, _, 0)                                               \
    X(LOADTRUE, ABC, W, _, _, 0)                                               \
    X(LOADFALSE, ABC, W, _, _, 0)                                              \
    /* R[A] = <unbound> (marks a local as deleted / not yet assigned) */       \
    X(LOADEMPTY, ABC, W, _, _, 0)                                              \
    /* raise UnboundLocalError for varnames[Bx] if R[A] is unbound */          \
    X(CHECKBOUND, ABx, R, U, _, 1)                                             \
    /* R[A] = globals[N[Bx]] falling back to builtins; NameError if neither */ \
    X(LOADGLOBAL, ABx, W, N, _, 1)                                             \
    X(STOREGLOBAL, ABx, R, N, _, 1)                                            \
    X(DELGLOBAL, ABx, _, N, _, 1)                                              \
    /* R[A] = the builtin N[Bx], ignoring globals (assert, class building) */  \
    X(LOADBUILTIN, ABx, W, N, _, 1)                                            \
    /* class bodies: the namespace dict is R[0] */                             \
    X(LOADNAME, ABx, W, N, _, 1)                                               \
    X(STORENAME, ABx, R, N, _, 1)                                              \
    X(DELNAME, ABx, _, N, _, 1)                                                \
    /* cells: R[B] / R[A] is a cell register (see Code.cell_regs) */         \
    X(LOADCELL, ABC, W, R, U, 1) /* R[A] = R[B].v; C = index in freenames */   \
    X(STORECELL, ABC, R, R, _, 0) /* R[A].v = R[B] */                          \
    X(DELCELL, ABC, R, U, _, 1)   /* R[A].v = unbound; B = freenames index */  \
    /* arithmetic: R[A] = R[B] op R[C] */                                      \
    X(ADD, ABC, W, R, R, 1)                                                    \
    X(SUB, ABC, W, R, R, 1)                                                    \
    X(MUL, ABC, W, R, R, 1)                                                    \
    X(TRUEDIV, ABC, W, R, R, 1)                                                \
    X(FLOORDIV, ABC, W, R, R, 1)                                               \
    X(MOD, ABC, W, R, R, 1)                                                    \
    X(POW, ABC, W, R, R, 1)                                                    \
    X(LSHIFT, ABC, W, R, R, 1)                                                 \
    X(RSHIFT, ABC, W, R, R, 1)                                                 \
    X(BAND, ABC, W, R, R, 1)                                                   \
    X(BOR, ABC, W, R, R, 1)                                                    \
    X(BXOR, ABC, W, R, R, 1)                                                   \
    X(MATMUL, ABC, W, R, R, 1)                                                 \
    /* augmented assignment: R[A] = R[B] op= R[C] (in place when mutable) */   \
    X(IADD, ABC, W, R, R, 1)                                                   \
    X(ISUB, ABC, W, R, R, 1)                                                   \
    X(IMUL, ABC, W, R, R, 1)                                                   \
    X(ITRUEDIV, ABC, W, R, R, 1)                                               \
    X(IFLOORDIV, ABC, W, R, R, 1)                                              \
    X(IMOD, ABC, W, R, R, 1)                                                   \
    X(IPOW, ABC, W, R, R, 1)                                                   \
    X(ILSHIFT, ABC, W, R, R, 1)                                                \
    X(IRSHIFT, ABC, W, R, R, 1)                                                \
    X(IBAND, ABC, W, R, R, 1)                                                  \
    X(IBOR, ABC, W, R, R, 1)                                                   \
    X(IBXOR, ABC, W, R, R, 1)                                                  \
    X(IMATMUL, ABC, W, R, R, 1)                                                \
    /* R[A] = R[B] + sC (C is a signed byte: value C - 128) */                 \
    X(ADDI, ABC, W, R, I, 1)                                                   \
    /* unary: R[A] = op R[B] */                                                \
    X(NEG, ABC, W, R, _, 1)                                                    \
    X(POS, ABC, W, R, _, 1)                                                    \
    X(INVERT, ABC, W, R, _, 1)                                                 \
    X(NOT, ABC, W, R, _, 1)                                                    \
    /* comparisons: R[A] = R[B] op R[C] */                                     \
    X(EQ, ABC, W, R, R, 1)                                                     \
    X(NE, ABC, W, R, R, 1)                                                     \
    X(LT, ABC, W, R, R, 1)                                                     \
    X(LE, ABC, W, R, R, 1)                                                     \
    X(GT, ABC, W, R, R, 1)                                                     \
    X(GE, ABC, W, R, R, 1)                                                     \
    X(IS, ABC, W, R, R, 0)                                                     \
    X(ISNOT, ABC, W, R, R, 0)                                                  \
    X(IN, ABC, W, R, R, 1)     /* R[A] = R[B] in R[C] */                       \
    X(NOTIN, ABC, W, R, R, 1)                                                  \
    /* control flow: pc is already past the jump when the offset applies */  \
    X(JMP, Ax, J, _, _, 0)                                                     \
    X(JMPIF, AsBx, R, J, _, 1)    /* if truthy(R[A]) jump sBx */               \
    X(JMPIFNOT, AsBx, R, J, _, 1) /* if not truthy(R[A]) jump sBx */           \
    /* fused compare-and-jump: if not (R[A] op R[B]) jump by the next word */  \
    X(JLT, ABC, R, R, _, 1)                                                    \
    X(JLE, ABC, R, R, _, 1)                                                    \
    X(JGT, ABC, R, R, _, 1)                                                    \
    X(JGE, ABC, R, R, _, 1)                                                    \
    X(JEQ, ABC, R, R, _, 1)                                                    \
    X(JNE, ABC, R, R, _, 1)                                                    \
    /* R[A] = iter(R[B]) */                                                    \
    X(GETITER, ABC, W, R, _, 1)                                                \
    /* R[A+1] = next(R[A]); when exhausted jump sBx */                         \
    X(FORITER, AsBx, R, J, _, 1)                                               \
    /* containers: R[A] = display of R[B] .. R[B+C-1] */                       \
    X(BUILDLIST, ABC, W, R, U, 1)                                              \
    X(BUILDTUPLE, ABC, W, R, U, 1)                                             \
    X(BUILDSET, ABC, W, R, U, 1)                                               \
    X(BUILDDICT, ABC, W, R, U, 1) /* C key/value pairs from R[B] */            \
    X(BUILDSTR, ABC, W, R, U, 1)  /* concatenation of C strings from R[B] */   \
    /* R[A] = slice(R[B], R[B+1], R[B+2]) */                                   \
    X(BUILDSLICE, ABC, W, R, _, 1)                                             \
    X(LISTAPPEND, ABC, R, R, _, 1)  /* R[A].append(R[B]) */                    \
    /* R[A].extend(R[B]); C > 0: R[A-C] is the callee its error names */     \
    X(LISTEXTEND, ABC, R, R, U, 1)                                             \
    X(SETADD, ABC, R, R, _, 1)      /* R[A].add(R[B]) */                       \
    X(SETUPDATE, ABC, R, R, _, 1)   /* R[A].update(R[B]) */                    \
    X(DICTSET, ABC, R, R, R, 1)     /* R[A][R[B]] = R[C] (dict display) */     \
    X(DICTUPDATE, ABC, R, R, _, 1)  /* R[A].update(R[B]) for {**x} */          \
    /* like DICTUPDATE, duplicate = error; C > 0: R[A-C] is the callee */    \
    X(DICTMERGE, ABC, R, R, U, 1)                                              \
    X(LISTTOTUPLE, ABC, W, R, _, 1) /* R[A] = tuple(R[B]) */                   \
    /* R[A .. A+C-1] = unpack R[B] into exactly C values */                    \
    X(UNPACK, ABC, W, R, U, 1)                                                 \
    /* starred unpack: C values before the star, EXTRAARG Ax after it; the   \
       star target receives a list in R[A+C] */                                \
    X(UNPACKEX, ABC, W, R, U, 1)                                               \
    /* subscripts and attributes */                                            \
    X(GETITEM, ABC, W, R, R, 1)   /* R[A] = R[B][R[C]] */                      \
    X(SETITEM, ABC, R, R, R, 1)   /* R[A][R[B]] = R[C] */                      \
    X(DELITEM, ABC, R, R, _, 1)   /* del R[A][R[B]] */                         \
    X(GETATTR, ABC, W, R, N, 1)   /* R[A] = R[B].N[C] */                       \
    X(SETATTR, ABC, R, N, R, 1)   /* R[A].N[B] = R[C] */                       \
    X(DELATTR, ABC, R, N, _, 1)   /* del R[A].N[B] */                          \
    /* method call protocol: R[A] = callable, R[A+1] = self or unbound */     \
    X(LOADMETHOD, ABC, W, R, N, 1)                                             \
    /* R[A] = R[A](R[A+1] (if bound), R[A+2] .. R[A+1+B]) */                   \
    X(CALLMETHOD, ABC, W, U, _, 1)                                             \
    /* R[A] = R[A](R[A+1] .. R[A+B]) */                                        \
    X(CALL, ABC, W, U, _, 1)                                                   \
    /* as CALL, but the last C arguments are keywords named by the tuple     \
       K[Ax] of the following EXTRAARG word */                                 \
    X(CALLKW, ABC, W, U, U, 1)                                                 \
    /* R[A] = R[A](*R[A+1], **R[A+2]); B = 1 when R[A+2] is present */         \
    X(CALLEX, ABC, W, U, _, 1)                                                 \
    X(RETURN, ABC, R, _, _, 0)                                                 \
    X(RETURNNONE, ABC, _, _, _, 0)                                             \
    /* R[A] = function from code K[Bx]; defaults R[A+1] (tuple or None),    \
       keyword defaults R[A+2] (dict or None), closure R[A+3] (tuple or None) */\
    X(MAKEFUNC, ABx, W, K, _, 1)                                               \
    /* R[A] = class named R[A+1] built by running the body function R[A]     \
       with bases R[A+2] .. R[A+1+B]; C = 1 when R[A+2+B] holds keywords */    \
    X(BUILDCLASS, ABC, W, U, U, 1)                                             \
    /* exceptions */                                                           \
    X(RAISE, ABC, R, U, _, 1)     /* raise R[A]; B = 1: from R[A+1] */         \
    X(RERAISE, ABC, R, _, _, 1)   /* re-raise R[A] keeping its traceback */    \
    X(RAISEBARE, ABC, _, _, _, 1) /* bare raise */                             \
    /* R[A] = the handled exception; handled = R[B] */                         \
    X(PUSHEXC, ABC, W, R, _, 0)                                                \
    X(POPEXC, ABC, R, _, _, 0)    /* handled = R[A] */                         \
    /* R[A] = exception R[B] matches the class/tuple R[C] */                   \
    X(CHECKEXC, ABC, W, R, R, 1)                                               \
    /* with: R[A] = bound __exit__ of R[B]; R[A+1] = R[B].__enter__() */       \
    X(WITHENTER, ABC, W, R, _, 1)                                              \
    /* R[A] = R[A](None, None, None) when B = 0; else                       \
       R[A] = R[A](type(R[C]), R[C], None) */                                  \
    X(WITHEXIT, ABC, W, U, R, 1)                                               \
    /* generators */                                                           \
    X(YIELD, ABC, W, R, _, 1)     /* yield R[B]; the sent value into R[A] */   \
    X(YIELDFROM, ABC, W, R, _, 1) /* R[A] = yield from R[B] */                 \
    /* imports: R[A] = module N[Bx]; for `import a.b` without `as`, the     \
       top package (B of the following EXTRAARG = 1) */                        \
    X(IMPORT, ABx, W, N, _, 1)                                                 \
    X(IMPORTFROM, ABC, W, R, N, 1) /* R[A] = from-import N[C] of R[B] */       \
    X(IMPORTSTAR, ABC, R, _, _, 1)                                             \
    /* f-strings */                                                            \
    X(CONVERT, ABC, W, R, U, 1)   /* C: 1 str, 2 repr, 3 ascii */              \
    X(FORMAT, ABC, W, R, R, 1)    /* R[A] = format(R[B], R[C]) */              \
    X(FORMAT0, ABC, W, R, _, 1)   /* R[A] = format(R[B], '') */                \
    /* match statements */                                                     \
    X(MATCHSEQ, ABC, W, R, _, 0)  /* R[A] = R[B] is a sequence for match */    \
    X(MATCHMAP, ABC, W, R, _, 0)  /* R[A] = R[B] is a mapping for match */     \
    X(LEN, ABC, W, R, _, 1)       /* R[A] = len(R[B]) */                       \
    /* R[A] = attributes of subject R[B] for class pattern R[A]: C positional \
       sub-patterns, keyword names in K[Ax] of the following EXTRAARG;        \
       R[A] = tuple of values or None when it does not match */                \
    X(MATCHCLASS, ABC, W, R, U, 1)                                             \
    /* R[A] = tuple of R[B][k] for keys k in tuple R[C], or None */            \
    X(MATCHKEYS, ABC, W, R, R, 1)                                              \
    /* R[A] = dict R[B] without the keys in tuple R[C] */                      \
    X(DICTWITHOUT, ABC, W, R, R, 1)                                            \
    /* module-level expression statement: the run's result = R[A] */           \
    X(SETRESULT, ABC, R, _, _, 0)                                              \
    X(DELLOCAL, ABx, W, U, _, 1)  /* unbind R[A]; error if unbound */          \
    X(EXTRAARG, Ax, U, _, _, 0)                                                \
    X(NOP, ABC, _, _, _, 0)                                                    \
    /* a construct smolvm refuses (Bx: a PolicyRefusal); the policy check     \
       rejects code holding one, so it never runs */                          \
    X(REFUSED, ABx, _, U, _, 1)                                                \
    /* R[A] = the positional arguments of f(*R[B]): R[B] itself when an    \
       exact tuple, else tuple(R[B]); C > 0: R[A-C] is the callee that an \
       iteration error names (as LISTEXTEND) */                           \
    X(STARARGS, ABC, W, R, U, 1)                                               \
    /* the whole body of a library function not yet loaded: load it from   \
       the library's image (Code.lazy_at) and start it; never in compiled  \
       code or in an image, which the verifier refuses */                 \
    X(LOADLAZY, ABC, _, _, _, 1)

typedef enum {
#define X(name, fmt, a, b, c, r) OP_##name,
    SMOL_OPCODES(X)
#undef X
    OP__COUNT
} Opcode;

typedef enum { FMT_ABC, FMT_ABx, FMT_AsBx, FMT_Ax } OpFormat;

/* Operand kinds, for the verifier and the disassembler. */
enum { OPK__ = 0, OPK_R, OPK_W, OPK_K, OPK_N, OPK_I, OPK_J, OPK_U };

typedef struct OpInfo {
    const char *name;
    uint8_t fmt;
    uint8_t a, b, c;
    uint8_t may_raise;
} OpInfo;

extern const OpInfo smol_opinfo[OP__COUNT];

#define SBX_BIAS 32767
#define SJ_BIAS 8388607
#define ADDI_BIAS 128

/* Field accessors. */
#define INS_OP(i) ((uint32_t)(i) & 0xFFu)
#define INS_A(i) (((uint32_t)(i) >> 8) & 0xFFu)
#define INS_B(i) (((uint32_t)(i) >> 16) & 0xFFu)
#define INS_C(i) (((uint32_t)(i) >> 24) & 0xFFu)
#define INS_BX(i) (((uint32_t)(i) >> 16) & 0xFFFFu)
#define INS_SBX(i) ((int32_t)INS_BX(i) - SBX_BIAS)
#define INS_AX(i) (((uint32_t)(i) >> 8) & 0xFFFFFFu)
#define INS_SJ(i) ((int32_t)INS_AX(i) - SJ_BIAS)

#define MK_ABC(op, a, b, c) \
    ((uint32_t)(op) | ((uint32_t)(a) << 8) | ((uint32_t)(b) << 16) | ((uint32_t)(c) << 24))
#define MK_ABX(op, a, bx) ((uint32_t)(op) | ((uint32_t)(a) << 8) | ((uint32_t)(bx) << 16))
#define MK_ASBX(op, a, sbx) MK_ABX(op, a, (uint32_t)((sbx) + SBX_BIAS))
#define MK_AX(op, ax) ((uint32_t)(op) | ((uint32_t)(ax) << 8))
#define MK_SJ(op, sj) MK_AX(op, (uint32_t)((sj) + SJ_BIAS))

#endif
