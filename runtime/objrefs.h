/* The references a heap object holds, listed once for every walker of
 * the heap: the collector's marking (gc.c) and the freezing and copying
 * of a heap (clone.c). A field that holds a reference is added here and
 * every walker sees it.
 *
 * OBJ_REFS(o, VAL, VALS, REF) expands to a statement that, for object
 * `o` (an Obj *), applies
 *   VAL(v)      to each Value field v (an lvalue),
 *   VALS(p, n)  to each array of n Values at p,
 *   REF(p)      to each object pointer field p (an lvalue of some
 *               pointer-to-object type; it may be NULL).
 * A walker that rewrites references assigns through the lvalues. */
#ifndef SMOL_OBJREFS_H
#define SMOL_OBJREFS_H

#include "object.h"

#define OBJ_REFS(o, VAL, VALS, REF)                                             \
    do {                                                                        \
        Obj *obj_refs_o_ = (o);                                                 \
        switch ((ObjKind)obj_refs_o_->kind) {                                   \
        case OK_STR: case OK_BIGINT: case OK_BYTES:                             \
        case OK_BYTEARRAY: case OK_COMPLEX:                                     \
            break;                                                              \
        case OK_RANGE: {                                                        \
            Range *r_ = (Range *)obj_refs_o_;                                   \
            if (r_->big) {                                                      \
                VAL(r_->bstart);                                                \
                VAL(r_->bstop);                                                 \
                VAL(r_->bstep);                                                 \
                VAL(r_->blen);                                                  \
            }                                                                   \
            break;                                                              \
        }                                                                       \
        case OK_TUPLE: {                                                        \
            Tuple *t_ = (Tuple *)obj_refs_o_;                                   \
            VALS(t_->items, t_->len);                                           \
            break;                                                              \
        }                                                                       \
        case OK_LIST: {                                                         \
            List *l_ = (List *)obj_refs_o_;                                     \
            VALS(l_->items, l_->len);                                           \
            break;                                                              \
        }                                                                       \
        case OK_DICT: {                                                         \
            Dict *d_ = (Dict *)obj_refs_o_;                                     \
            for (size_t i_ = 0; i_ < d_->nentries; i_++) {                      \
                VAL(d_->entries[i_].key);                                       \
                VAL(d_->entries[i_].val);                                       \
            }                                                                   \
            break;                                                              \
        }                                                                       \
        case OK_SET: case OK_FROZENSET: {                                       \
            Set *s_ = (Set *)obj_refs_o_;                                       \
            if (s_->table)                                                      \
                for (size_t i_ = 0; i_ <= s_->mask; i_++) VAL(s_->table[i_].key); \
            break;                                                              \
        }                                                                       \
        case OK_SLICE: {                                                        \
            Slice *s_ = (Slice *)obj_refs_o_;                                   \
            VAL(s_->start);                                                     \
            VAL(s_->stop);                                                      \
            VAL(s_->step);                                                      \
            break;                                                              \
        }                                                                       \
        case OK_FUNC: {                                                         \
            Func *f_ = (Func *)obj_refs_o_;                                     \
            REF(f_->code);                                                      \
            REF(f_->globals);                                                   \
            REF(f_->defaults);                                                  \
            REF(f_->kwdefaults);                                                \
            REF(f_->closure);                                                   \
            REF(f_->name);                                                      \
            REF(f_->qualname);                                                  \
            REF(f_->attrs);                                                     \
            VAL(f_->doc);                                                       \
            VAL(f_->module);                                                    \
            break;                                                              \
        }                                                                       \
        case OK_NATIVE: {                                                       \
            Native *n_ = (Native *)obj_refs_o_;                                 \
            REF(n_->name);                                                      \
            REF(n_->qualname);                                                  \
            VAL(n_->self);                                                      \
            REF(n_->owner);                                                     \
            REF(n_->module);                                                    \
            break;                                                              \
        }                                                                       \
        case OK_BOUND: {                                                        \
            BoundMethod *b_ = (BoundMethod *)obj_refs_o_;                       \
            VAL(b_->self);                                                      \
            VAL(b_->func);                                                      \
            break;                                                              \
        }                                                                       \
        case OK_CODE: {                                                         \
            Code *c_ = (Code *)obj_refs_o_;                                     \
            VALS(c_->consts, c_->nconsts);                                      \
            for (uint32_t i_ = 0; i_ < c_->nnames; i_++) REF(c_->names[i_]);    \
            for (uint32_t i_ = 0; i_ < c_->nlocals; i_++) REF(c_->varnames[i_]); \
            for (uint32_t i_ = 0; i_ < (uint32_t)c_->ncells + c_->nfrees; i_++) \
                REF(c_->freenames[i_]);                                         \
            REF(c_->name);                                                      \
            REF(c_->qualname);                                                  \
            REF(c_->filename);                                                  \
            REF(c_->source);                                                    \
            break;                                                              \
        }                                                                       \
        case OK_TYPE: {                                                         \
            Type *t_ = (Type *)obj_refs_o_;                                     \
            REF(t_->name);                                                      \
            REF(t_->qualname);                                                  \
            REF(t_->base);                                                      \
            REF(t_->bases);                                                     \
            REF(t_->mro);                                                       \
            REF(t_->dict);                                                      \
            REF(t_->meta);                                                      \
            REF(t_->tp_name);                                                   \
            VAL(t_->module);                                                    \
            break;                                                              \
        }                                                                       \
        case OK_INSTANCE: {                                                     \
            Instance *in_ = (Instance *)obj_refs_o_;                            \
            REF(in_->cls);                                                      \
            REF(in_->attrs);                                                    \
            VAL(in_->builtin_value);                                            \
            break;                                                              \
        }                                                                       \
        case OK_EXC: {                                                          \
            ExcObj *e_ = (ExcObj *)obj_refs_o_;                                 \
            REF(e_->cls);                                                       \
            REF(e_->attrs);                                                     \
            VAL(e_->builtin_value);                                             \
            REF(e_->args);                                                      \
            VAL(e_->cause);                                                     \
            VAL(e_->context);                                                   \
            VAL(e_->notes);                                                     \
            VAL(e_->hint);                                                      \
            for (uint32_t i_ = 0; i_ < e_->ntb; i_++) REF(e_->tb[i_].code);     \
            break;                                                              \
        }                                                                       \
        case OK_CELL:                                                           \
            VAL(((Cell *)obj_refs_o_)->v);                                      \
            break;                                                              \
        case OK_GEN: {                                                          \
            Gen *g_ = (Gen *)obj_refs_o_;                                       \
            REF(g_->func);                                                      \
            if (g_->regs) VALS(g_->regs, g_->nregs);                            \
            VAL(g_->yf);                                                        \
            VAL(g_->handled_exc);                                               \
            REF(g_->name);                                                      \
            REF(g_->qualname);                                                  \
            break;                                                              \
        }                                                                       \
        case OK_ITER: {                                                         \
            Iter *it_ = (Iter *)obj_refs_o_;                                    \
            VAL(it_->src);                                                      \
            VAL(it_->aux);                                                      \
            VAL(it_->extra[0]);                                                 \
            VAL(it_->extra[1]);                                                 \
            break;                                                              \
        }                                                                       \
        case OK_MODULE: {                                                       \
            Module *mo_ = (Module *)obj_refs_o_;                                \
            REF(mo_->name);                                                     \
            REF(mo_->dict);                                                     \
            REF(mo_->lazy);                                                     \
            break;                                                              \
        }                                                                       \
        case OK_PROPERTY: {                                                     \
            Property *p_ = (Property *)obj_refs_o_;                             \
            VAL(p_->fget);                                                      \
            VAL(p_->fset);                                                      \
            VAL(p_->fdel);                                                      \
            VAL(p_->doc);                                                       \
            break;                                                              \
        }                                                                       \
        case OK_STATICMETHOD: case OK_CLASSMETHOD:                              \
            VAL(((Wrapper *)obj_refs_o_)->func);                                \
            break;                                                              \
        case OK_SUPER: {                                                        \
            Super *su_ = (Super *)obj_refs_o_;                                  \
            REF(su_->type);                                                     \
            VAL(su_->self);                                                     \
            REF(su_->self_type);                                                \
            break;                                                              \
        }                                                                       \
        case OK_DICTVIEW:                                                       \
            REF(((DictView *)obj_refs_o_)->dict);                               \
            break;                                                              \
        case OK_BOX:                                                            \
            VAL(((Box *)obj_refs_o_)->v);                                       \
            break;                                                              \
        case OK__COUNT:                                                         \
            break;                                                              \
        }                                                                       \
    } while (0)

#endif
