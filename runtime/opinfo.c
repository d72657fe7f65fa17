/* The opcode facts table generated from the X-macro in opcodes.h: names
 * for the disassembler, formats and operand kinds for the verifier. */
#include "opcodes.h"

#define K__ OPK__
#define K_R OPK_R
#define K_W OPK_W
#define K_K OPK_K
#define K_N OPK_N
#define K_I OPK_I
#define K_J OPK_J
#define K_U OPK_U

const OpInfo smol_opinfo[OP__COUNT] = {
#define X(name, fmt, a, b, c, r) [OP_##name] = {#name, FMT_##fmt, K_##a, K_##b, K_##c, r},
    SMOL_OPCODES(X)
#undef X
};
