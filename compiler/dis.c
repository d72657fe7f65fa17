/* The disassembler behind `smolvm dis`: one line per instruction with its
 * source line, operands and what they refer to. */
#include <stdio.h>
#include <string.h>
#include "compiler/compile.h"

static void add_value(VM *vm, StrBuf *out, Value v) {
    if (IS_KIND(v, OK_CODE)) {
        sb_addf(out, "<code %s>", AS_CODE(v)->qualname->data);
        return;
    }
    Value r = obj_repr(vm, v);
    if (IS_EXC(r)) {
        exc_clear(vm);
        sb_adds(out, "?");
        return;
    }
    Str *s = AS_STR(r);
    if (s->blen > 60) {
        sb_add(out, s->data, 57);
        sb_adds(out, "...");
    } else {
        sb_addstr(out, s);
    }
}

static void dis_one(VM *vm, Code *c, StrBuf *out, int depth) {
    sb_addf(out, "%sDisassembly of %s (line %u): %u registers, %u locals, %u args", depth ? "\n" : "",
            c->qualname->data, c->firstline, c->nregs, c->nlocals, c->argcount);
    if (c->flags & CODE_GENERATOR) sb_adds(out, ", generator");
    sb_addc(out, '\n');
    if (c->nlocals) {
        sb_adds(out, "  locals:");
        for (int i = 0; i < c->nlocals; i++) sb_addf(out, " r%d=%s", i, c->varnames[i]->data);
        sb_addc(out, '\n');
    }
    if (c->ncells + c->nfrees) {
        sb_adds(out, "  cells:");
        for (int i = 0; i < c->ncells + c->nfrees; i++)
            sb_addf(out, " r%d=%s%s", c->cell_regs[i], c->freenames[i]->data, i >= c->ncells ? "(free)" : "");
        sb_addc(out, '\n');
    }
    uint32_t lastline = 0;
    for (uint32_t pc = 0; pc < c->ninsns; pc++) {
        uint32_t ins = c->insns[pc];
        uint32_t op = INS_OP(ins);
        if (c->lines[pc] != lastline) {
            lastline = c->lines[pc];
            sb_addf(out, "%5u ", lastline);
        } else {
            sb_adds(out, "      ");
        }
        if (op >= OP__COUNT) {
            sb_addf(out, "%5u  ??? 0x%08x\n", pc, ins);
            continue;
        }
        const OpInfo *oi = &smol_opinfo[op];
        sb_addf(out, "%5u  %-12s", pc, oi->name);
        int32_t target = -1;
        switch (oi->fmt) {
        case FMT_ABC:
            sb_addf(out, " %u %u %u", INS_A(ins), INS_B(ins), INS_C(ins));
            break;
        case FMT_ABx:
            sb_addf(out, " %u %u", INS_A(ins), INS_BX(ins));
            break;
        case FMT_AsBx:
            sb_addf(out, " %u %d", INS_A(ins), INS_SBX(ins));
            if (oi->b == OPK_J) target = (int32_t)pc + 1 + INS_SBX(ins);
            break;
        case FMT_Ax:
            if (op == OP_JMP) {
                sb_addf(out, " %d", INS_SJ(ins));
                target = (int32_t)pc + 1 + INS_SJ(ins);
            } else {
                sb_addf(out, " %u", INS_AX(ins));
            }
            break;
        }
        if (target >= 0) sb_addf(out, "\t; to %d", target);
        if (op == OP_LOADK || op == OP_MAKEFUNC) {
            uint32_t k = INS_BX(ins);
            sb_adds(out, "\t; ");
            if (k < c->nconsts) add_value(vm, out, c->consts[k]);
        } else if (oi->b == OPK_N && oi->fmt == FMT_ABx) {
            if (INS_BX(ins) < c->nnames) sb_addf(out, "\t; %s", c->names[INS_BX(ins)]->data);
        } else if (oi->c == OPK_N) {
            if (INS_C(ins) < c->nnames) sb_addf(out, "\t; %s", c->names[INS_C(ins)]->data);
        } else if (oi->b == OPK_N) {
            if (INS_B(ins) < c->nnames) sb_addf(out, "\t; %s", c->names[INS_B(ins)]->data);
        }
        sb_addc(out, '\n');
    }
    if (c->nexc) {
        sb_adds(out, "  exception table:\n");
        for (uint32_t i = 0; i < c->nexc; i++)
            sb_addf(out, "    %u-%u -> %u (r%u)\n", c->exc[i].start, c->exc[i].end, c->exc[i].handler, c->exc[i].reg);
    }
    if (depth > 50) return;
    for (uint32_t k = 0; k < c->nconsts; k++)
        if (IS_KIND(c->consts[k], OK_CODE)) dis_one(vm, AS_CODE(c->consts[k]), out, depth + 1);
}

void dis_code(VM *vm, Code *code, StrBuf *out) { dis_one(vm, code, out, 0); }
