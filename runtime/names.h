/* Interned names the runtime looks up often, declared once. Each VM interns
 * them at start-up; use them as vm->names->NAME. */
#ifndef SMOL_NAMES_H
#define SMOL_NAMES_H

#include "object.h"

#define SMOL_NAMES(X)                                                        \
    X(__init__) X(__new__) X(__repr__) X(__str__) X(__format__) X(__hash__)  \
    X(__eq__) X(__ne__) X(__lt__) X(__le__) X(__gt__) X(__ge__)              \
    X(__bool__) X(__len__) X(__iter__) X(__next__) X(__getitem__)            \
    X(__setitem__) X(__delitem__) X(__contains__) X(__call__)                \
    X(__enter__) X(__exit__) X(__getattr__) X(__setattr__) X(__delattr__)    \
    X(__get__) X(__set__) X(__delete__) X(__neg__) X(__pos__) X(__invert__)  \
    X(__abs__) X(__index__) X(__int__) X(__float__) X(__round__)             \
    X(__add__) X(__radd__) X(__iadd__) X(__sub__) X(__rsub__) X(__isub__)    \
    X(__mul__) X(__rmul__) X(__imul__) X(__truediv__) X(__rtruediv__)        \
    X(__itruediv__) X(__floordiv__) X(__rfloordiv__) X(__ifloordiv__)        \
    X(__mod__) X(__rmod__) X(__imod__) X(__pow__) X(__rpow__) X(__ipow__)    \
    X(__lshift__) X(__rlshift__) X(__ilshift__) X(__rshift__)                \
    X(__rrshift__) X(__irshift__) X(__and__) X(__rand__) X(__iand__)         \
    X(__or__) X(__ror__) X(__ior__) X(__xor__) X(__rxor__) X(__ixor__)       \
    X(__matmul__) X(__rmatmul__) X(__imatmul__) X(__name__) X(__qualname__)  \
    X(__module__) X(__doc__) X(__class__) X(__classcell__) X(__main__)       \
    X(__builtins__) X(__missing__) X(__reversed__) X(__set_name__)           \
    X(__init_subclass__) X(__class_getitem__) X(__slots__) X(__dict__)       \
    X(__annotations__) X(__match_args__) X(__length_hint__)   \
    X(__trunc__) X(__floor__) X(__ceil__) X(__divmod__) X(__rdivmod__)       \
    X(__post_init__) X(__bytes__) X(__dir__) X(__sizeof__)                   \
    X(args) X(keys) X(items) X(values) X(send) X(throw) X(close)             \
    X(__cause__) X(__context__) X(__traceback__) X(__suppress_context__)     \
    X(__notes__) X(__self__) X(__wrapped__)                      \
    X(__defaults__) X(__kwdefaults__) X(append) X(get) X(final_answer)

typedef struct SNames {
#define X(n) Str *n;
    SMOL_NAMES(X)
#undef X
} SNames;

#endif
