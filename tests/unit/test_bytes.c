/* Unit tests for runtime/bytes.c and runtime/complex.c through their C API
 * and the generic object protocol: construction, repr, hashing,
 * comparison, indexing and slicing, concatenation and repetition,
 * bytearray mutation, a few methods, complex arithmetic, repr and hashing,
 * the memory cap and budget checks, and an allocation-failure sweep.
 * Prints "N passed, M failed"; exits non-zero on any failure. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "runtime/rt.h"

static int passed, failed;

#define CHECK(cond)                                                          \
    do {                                                                     \
        if (cond) passed++;                                                  \
        else {                                                               \
            failed++;                                                        \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                    \
    } while (0)

static VM *new_vm(uint64_t seed, size_t max_memory) {
    Limits lim;
    memset(&lim, 0, sizeof lim);
    lim.max_recursion = 100;
    lim.max_memory = max_memory;
    return rt_vm_new(&lim, seed);
}

/* v is a bytes (or bytearray, when ba) holding exactly s[0..n). */
static bool is_data(Value v, bool ba, const char *s, size_t n) {
    if (!IS_KIND(v, ba ? OK_BYTEARRAY : OK_BYTES)) return false;
    const uint8_t *p;
    size_t len;
    if (!bytes_buffer(v, &p, &len)) return false;
    return len == n && (n == 0 || memcmp(p, s, n) == 0);
}
#define IS_B(v, lit) is_data((v), false, (lit), sizeof(lit) - 1)
#define IS_BA(v, lit) is_data((v), true, (lit), sizeof(lit) - 1)

static bool str_is(Value v, const char *s) {
    return IS_STR(v) && AS_STR(v)->blen == strlen(s) && memcmp(AS_STR(v)->data, s, strlen(s)) == 0;
}

static bool repr_is(VM *vm, Value v, const char *s) { return str_is(obj_repr(vm, v), s); }

/* The pending exception is of class `id` with message `msg`; clears it. */
static bool raised(VM *vm, ExcId id, const char *msg) {
    if (IS_EMPTY(vm->exc) || !exc_matches(vm, id)) return false;
    ExcObj *e = AS_EXC(vm->exc);
    bool ok = e->args->len == 1 && str_is(e->args->items[0], msg);
    if (!ok && e->args->len == 1 && IS_STR(e->args->items[0]))
        fprintf(stderr, "  message was: %s\n", AS_STR(e->args->items[0])->data);
    exc_clear(vm);
    return ok;
}

static Value call_method(VM *vm, Value obj, const char *name, int argc, const Value *argv) {
    Value m = obj_getattr(vm, obj, str_intern_cstr(vm, name));
    if (IS_EXC(m)) return m;
    return rt_call(vm, m, argc, argv, NULL);
}

static Value bytes_lit(VM *vm, const char *s) { return bytes_new(vm, s, strlen(s)); }

static Slice *slice3(VM *vm, Value a, Value b, Value c) {
    Slice *s = obj_alloc(vm, OK_SLICE, sizeof(Slice));
    s->start = a;
    s->stop = b;
    s->step = c;
    return s;
}

/* ---- bytes ---------------------------------------------------------------- */

static void test_construction(VM *vm) {
    Value e = bytes_new(vm, "", 0);
    CHECK(IS_B(e, ""));
    CHECK(((Bytes *)AS_OBJ(e))->buf[0] == 0);       /* inline data stays terminated */
    Value b = bytes_new(vm, "a\0b", 3);
    CHECK(IS_B(b, "a\0b"));
    Value ba = bytearray_new(vm, "xyz", 3);
    CHECK(IS_BA(ba, "xyz"));
    CHECK(IS_BA(bytearray_new(vm, NULL, 0), ""));
    const uint8_t *p;
    size_t n;
    CHECK(!bytes_buffer(str_cvalue(vm, "abc"), &p, &n));
    CHECK(!bytes_buffer(v_int(3), &p, &n));
    /* The constructors, through the type objects. */
    Value args[3] = {v_int(3)};
    CHECK(IS_B(rt_call(vm, v_obj(vm->types[OK_BYTES]), 1, args, NULL), "\0\0\0"));
    Value l = list_from_values(vm, 2, (Value[]){v_int(104), v_int(105)});
    args[0] = l;
    CHECK(IS_BA(rt_call(vm, v_obj(vm->types[OK_BYTEARRAY]), 1, args, NULL), "hi"));
    args[0] = str_cvalue(vm, "h\xc3\xa9");
    args[1] = str_cvalue(vm, "utf-8");
    CHECK(IS_B(rt_call(vm, v_obj(vm->types[OK_BYTES]), 2, args, NULL), "h\xc3\xa9"));
    args[1] = str_cvalue(vm, "latin-1");
    CHECK(IS_B(rt_call(vm, v_obj(vm->types[OK_BYTES]), 2, args, NULL), "h\xe9"));
    CHECK(IS_EXC(rt_call(vm, v_obj(vm->types[OK_BYTES]), 1, args, NULL)));
    CHECK(raised(vm, EXC_TypeError, "string argument without an encoding"));
    args[0] = v_int(-1);
    CHECK(IS_EXC(rt_call(vm, v_obj(vm->types[OK_BYTES]), 1, args, NULL)));
    CHECK(raised(vm, EXC_ValueError, "negative count"));
    args[0] = list_from_values(vm, 1, (Value[]){v_int(256)});
    CHECK(IS_EXC(rt_call(vm, v_obj(vm->types[OK_BYTES]), 1, args, NULL)));
    CHECK(raised(vm, EXC_ValueError, "bytes must be in range(0, 256)"));
    CHECK(IS_EXC(rt_call(vm, v_obj(vm->types[OK_BYTEARRAY]), 1, args, NULL)));
    CHECK(raised(vm, EXC_ValueError, "byte must be in range(0, 256)"));
    args[0] = v_float(1.5);
    CHECK(IS_EXC(rt_call(vm, v_obj(vm->types[OK_BYTES]), 1, args, NULL)));
    CHECK(raised(vm, EXC_TypeError, "cannot convert 'float' object to bytes"));
}

static void test_repr(VM *vm) {
    CHECK(repr_is(vm, bytes_lit(vm, "hello"), "b'hello'"));
    CHECK(repr_is(vm, bytes_lit(vm, "it's"), "b\"it's\""));
    CHECK(repr_is(vm, bytes_lit(vm, "'\""), "b'\\'\"'"));
    CHECK(repr_is(vm, bytes_new(vm, "\0\x7f\x80\xff\t\n\r\\", 8), "b'\\x00\\x7f\\x80\\xff\\t\\n\\r\\\\'"));
    CHECK(repr_is(vm, bytearray_new(vm, "ab", 2), "bytearray(b'ab')"));
    CHECK(repr_is(vm, bytearray_new(vm, "'", 1), "bytearray(b\"\\'\")"));
    CHECK(repr_is(vm, bytearray_new(vm, "", 0), "bytearray(b'')"));
    CHECK(str_is(obj_str(vm, bytes_lit(vm, "x")), "b'x'"));
}

static void test_hash_compare(VM *vm) {
    Value a = bytes_lit(vm, "abc"), b = bytes_lit(vm, "abc"), c = bytes_lit(vm, "abd");
    int64_t ha, hb, hs;
    CHECK(obj_hash(vm, a, &ha) == 0 && obj_hash(vm, b, &hb) == 0 && ha == hb);
    /* As in CPython, an ASCII text hashes the same as bytes and as str. */
    CHECK(obj_hash(vm, str_cvalue(vm, "abc"), &hs) == 0 && hs == ha);
    CHECK(obj_hash(vm, bytearray_new(vm, "abc", 3), &ha) == -1);
    CHECK(raised(vm, EXC_TypeError, "unhashable type: 'bytearray'"));
    CHECK(obj_eq(vm, a, b) == 1);
    CHECK(obj_eq(vm, a, c) == 0);
    CHECK(obj_eq(vm, a, bytearray_new(vm, "abc", 3)) == 1);
    CHECK(obj_eq(vm, a, str_cvalue(vm, "abc")) == 0);
    CHECK(obj_lt(vm, a, c) == 1);
    CHECK(obj_lt(vm, bytes_lit(vm, "ab"), a) == 1);
    CHECK(obj_lt(vm, c, bytearray_new(vm, "abc", 3)) == 0);
    CHECK(IS_EXC(obj_compare(vm, a, str_cvalue(vm, "a"), CO_LT)));
    CHECK(raised(vm, EXC_TypeError, "'<' not supported between instances of 'bytes' and 'str'"));
    /* Dict keys. */
    Dict *d = dict_new(vm);
    CHECK(dict_set(vm, d, a, v_int(1)) == 0);
    Value got = dict_get(vm, d, b);
    CHECK(IS_INT(got) && AS_INT(got) == 1);
}

static void test_sequence(VM *vm) {
    Value b = bytes_lit(vm, "hello");
    Value r = obj_getitem(vm, b, v_int(1));
    CHECK(IS_INT(r) && AS_INT(r) == 'e');
    r = obj_getitem(vm, b, v_int(-1));
    CHECK(IS_INT(r) && AS_INT(r) == 'o');
    CHECK(IS_EXC(obj_getitem(vm, b, v_int(5))));
    CHECK(raised(vm, EXC_IndexError, "index out of range"));
    CHECK(IS_EXC(obj_getitem(vm, bytearray_new(vm, "x", 1), v_int(5))));
    CHECK(raised(vm, EXC_IndexError, "bytearray index out of range"));
    CHECK(IS_EXC(obj_getitem(vm, b, str_cvalue(vm, "x"))));
    CHECK(raised(vm, EXC_TypeError, "byte indices must be integers or slices, not str"));
    CHECK(IS_B(obj_getitem(vm, b, v_obj(slice3(vm, v_int(1), v_int(4), VNONE))), "ell"));
    CHECK(IS_B(obj_getitem(vm, b, v_obj(slice3(vm, VNONE, VNONE, v_int(-2)))), "olh"));
    CHECK(AS_OBJ(obj_getitem(vm, b, v_obj(slice3(vm, VNONE, VNONE, VNONE)))) == AS_OBJ(b));
    CHECK(IS_BA(obj_getitem(vm, bytearray_new(vm, "abc", 3), v_obj(slice3(vm, v_int(1), VNONE, VNONE))), "bc"));
    CHECK(obj_len(vm, b) == 5);
    CHECK(obj_contains(vm, b, v_int('l')) == 1);
    CHECK(obj_contains(vm, b, v_int('z')) == 0);
    CHECK(obj_contains(vm, b, bytes_lit(vm, "ll")) == 1);
    CHECK(obj_contains(vm, b, bytes_lit(vm, "")) == 1);
    CHECK(obj_contains(vm, b, str_cvalue(vm, "l")) == -1);
    CHECK(raised(vm, EXC_TypeError, "a bytes-like object is required, not 'str'"));
    CHECK(obj_contains(vm, b, v_int(256)) == -1);
    CHECK(raised(vm, EXC_ValueError, "byte must be in range(0, 256)"));
    Value it = obj_iter(vm, bytes_lit(vm, "ab"));
    Value x = obj_next(vm, it), y = obj_next(vm, it), z = obj_next(vm, it);
    CHECK(IS_INT(x) && AS_INT(x) == 'a' && IS_INT(y) && AS_INT(y) == 'b' && IS_EMPTY(z));
    CHECK(obj_truthy(vm, bytes_lit(vm, "")) == 0);
    CHECK(obj_truthy(vm, bytes_new(vm, "\0", 1)) == 1);
}

static void test_concat_repeat(VM *vm) {
    Value a = bytes_lit(vm, "ab"), b = bytearray_new(vm, "cd", 2);
    CHECK(IS_B(obj_binop(vm, BO_ADD, a, b), "abcd"));
    CHECK(IS_BA(obj_binop(vm, BO_ADD, b, a), "cdab"));
    CHECK(IS_EXC(obj_binop(vm, BO_ADD, a, str_cvalue(vm, "x"))));
    CHECK(raised(vm, EXC_TypeError, "can't concat str to bytes"));
    CHECK(IS_EXC(obj_binop(vm, BO_ADD, b, v_int(1))));
    CHECK(raised(vm, EXC_TypeError, "can't concat int to bytearray"));
    CHECK(IS_B(obj_binop(vm, BO_MUL, a, v_int(3)), "ababab"));
    CHECK(IS_B(obj_binop(vm, BO_MUL, v_int(2), a), "abab"));
    CHECK(IS_B(obj_binop(vm, BO_MUL, a, v_int(-4)), ""));
    CHECK(IS_BA(obj_binop(vm, BO_MUL, b, v_bool(true)), "cd"));
    CHECK(IS_EXC(obj_binop(vm, BO_MUL, a, v_float(2.0))));
    CHECK(raised(vm, EXC_TypeError, "can't multiply sequence by non-int of type 'float'"));
    /* In place: a bytearray mutates and stays the same object. */
    Value r = obj_inplace(vm, BO_ADD, b, a);
    CHECK(AS_OBJ(r) == AS_OBJ(b) && IS_BA(b, "cdab"));
    r = obj_inplace(vm, BO_MUL, b, v_int(2));
    CHECK(AS_OBJ(r) == AS_OBJ(b) && IS_BA(b, "cdabcdab"));
    r = obj_inplace(vm, BO_ADD, a, a);
    CHECK(AS_OBJ(r) != AS_OBJ(a) && IS_B(r, "abab") && IS_B(a, "ab"));
    CHECK(IS_EXC(obj_inplace(vm, BO_ADD, b, list_from_values(vm, 0, NULL))));
    CHECK(raised(vm, EXC_TypeError, "can't concat list to bytearray"));
}

static void test_mutation(VM *vm) {
    Value ba = bytearray_new(vm, "0123456789", 10);
    CHECK(obj_setitem(vm, ba, v_int(0), v_int('A')) == 0);
    CHECK(obj_setitem(vm, ba, v_int(-1), v_int('Z')) == 0);
    CHECK(IS_BA(ba, "A12345678Z"));
    CHECK(obj_setitem(vm, ba, v_int(0), v_int(256)) == -1);
    CHECK(raised(vm, EXC_ValueError, "byte must be in range(0, 256)"));
    CHECK(obj_setitem(vm, ba, v_int(10), v_int(1)) == -1);
    CHECK(raised(vm, EXC_IndexError, "bytearray index out of range"));
    CHECK(obj_setitem(vm, ba, v_obj(slice3(vm, v_int(1), v_int(3), VNONE)), bytes_lit(vm, "xyz")) == 0);
    CHECK(IS_BA(ba, "Axyz345678Z"));
    CHECK(obj_setitem(vm, ba, v_obj(slice3(vm, v_int(0), v_int(4), VNONE)), ba) == 0);
    CHECK(IS_BA(ba, "Axyz345678Z345678Z"));
    CHECK(obj_delitem(vm, ba, v_obj(slice3(vm, v_int(4), VNONE, VNONE))) == 0);
    CHECK(IS_BA(ba, "Axyz"));
    CHECK(obj_delitem(vm, ba, v_int(0)) == 0);
    CHECK(IS_BA(ba, "xyz"));
    CHECK(obj_setitem(vm, ba, v_obj(slice3(vm, VNONE, VNONE, v_int(2))), bytes_lit(vm, "abc")) == -1);
    CHECK(raised(vm, EXC_ValueError, "attempt to assign bytes of size 3 to extended slice of size 2"));
    CHECK(obj_setitem(vm, ba, v_obj(slice3(vm, VNONE, VNONE, v_int(2))), bytes_lit(vm, "XZ")) == 0);
    CHECK(IS_BA(ba, "XyZ"));
    CHECK(obj_setitem(vm, ba, v_obj(slice3(vm, VNONE, VNONE, VNONE)), v_int(5)) == -1);
    CHECK(raised(vm, EXC_TypeError, "can assign only bytes, buffers, or iterables of ints in range(0, 256)"));
    CHECK(obj_setitem(vm, bytes_lit(vm, "x"), v_int(0), v_int(1)) == -1);
    CHECK(raised(vm, EXC_TypeError, "'bytes' object does not support item assignment"));
    Value args[2] = {v_int('!')};
    CHECK(IS_NONE(call_method(vm, ba, "append", 1, args)));
    args[0] = list_from_values(vm, 2, (Value[]){v_int('a'), v_int('b')});
    CHECK(IS_NONE(call_method(vm, ba, "extend", 1, args)));
    CHECK(IS_BA(ba, "XyZ!ab"));
    args[0] = v_int(0);
    args[1] = v_int('<');
    CHECK(IS_NONE(call_method(vm, ba, "insert", 2, args)));
    Value r = call_method(vm, ba, "pop", 0, NULL);
    CHECK(IS_INT(r) && AS_INT(r) == 'b' && IS_BA(ba, "<XyZ!a"));
    args[0] = v_int('y');
    CHECK(IS_NONE(call_method(vm, ba, "remove", 1, args)));
    CHECK(IS_NONE(call_method(vm, ba, "reverse", 0, NULL)));
    CHECK(IS_BA(ba, "a!ZX<"));
    CHECK(IS_EXC(call_method(vm, ba, "remove", 1, args)));
    CHECK(raised(vm, EXC_ValueError, "value not found in bytearray"));
    CHECK(IS_NONE(call_method(vm, ba, "clear", 0, NULL)));
    CHECK(IS_BA(ba, ""));
    CHECK(IS_EXC(call_method(vm, ba, "pop", 0, NULL)));
    CHECK(raised(vm, EXC_IndexError, "pop from empty bytearray"));
    /* A large bytearray shrinks back after most of it is deleted. */
    Value big = obj_binop(vm, BO_MUL, bytearray_new(vm, "x", 1), v_int(100000));
    size_t before = vm->used_bytes;
    CHECK(obj_delitem(vm, big, v_obj(slice3(vm, v_int(10), VNONE, VNONE))) == 0);
    CHECK(IS_BA(big, "xxxxxxxxxx"));
    CHECK(vm->used_bytes + 90000 < before);
}

static void test_methods(VM *vm) {
    Value s = bytes_lit(vm, "  a,b  c ");
    Value r = call_method(vm, s, "split", 0, NULL);
    CHECK(IS_LIST(r) && AS_LIST(r)->len == 2 && IS_B(AS_LIST(r)->items[0], "a,b") && IS_B(AS_LIST(r)->items[1], "c"));
    Value args[2] = {bytes_lit(vm, ",")};
    r = call_method(vm, s, "split", 1, args);
    CHECK(IS_LIST(r) && AS_LIST(r)->len == 2 && IS_B(AS_LIST(r)->items[1], "b  c "));
    CHECK(IS_B(call_method(vm, s, "strip", 0, NULL), "a,b  c"));
    args[0] = list_from_values(vm, 3, (Value[]){bytes_lit(vm, "x"), bytearray_new(vm, "y", 1), bytes_lit(vm, "z")});
    CHECK(IS_B(call_method(vm, bytes_lit(vm, "-"), "join", 1, args), "x-y-z"));
    args[0] = list_from_values(vm, 1, (Value[]){str_cvalue(vm, "x")});
    CHECK(IS_EXC(call_method(vm, bytes_lit(vm, "-"), "join", 1, args)));
    CHECK(raised(vm, EXC_TypeError, "sequence item 0: expected a bytes-like object, str found"));
    CHECK(str_is(call_method(vm, bytes_new(vm, "\x01\xab\xff", 3), "hex", 0, NULL), "01abff"));
    args[0] = str_cvalue(vm, ":");
    args[1] = v_int(2);
    CHECK(str_is(call_method(vm, bytes_new(vm, "\x01\xab\xff", 3), "hex", 2, args), "01:abff"));
    args[0] = str_cvalue(vm, "de ad\tBE");
    CHECK(IS_B(call_method(vm, v_obj(vm->types[OK_BYTES]), "fromhex", 1, args), "\xde\xad\xbe"));
    CHECK(IS_BA(call_method(vm, v_obj(vm->types[OK_BYTEARRAY]), "fromhex", 1, args), "\xde\xad\xbe"));
    args[0] = str_cvalue(vm, "0g");
    CHECK(IS_EXC(call_method(vm, v_obj(vm->types[OK_BYTES]), "fromhex", 1, args)));
    CHECK(raised(vm, EXC_ValueError, "non-hexadecimal number found in fromhex() arg at position 1"));
    CHECK(str_is(call_method(vm, bytes_lit(vm, "caf\xc3\xa9"), "decode", 0, NULL), "caf\xc3\xa9"));
    CHECK(IS_EXC(call_method(vm, bytes_lit(vm, "\xff"), "decode", 0, NULL)));
    /* The error carries CPython's five arguments; its str() is the sentence. */
    CHECK(exc_matches(vm, EXC_UnicodeDecodeError) && AS_EXC(vm->exc)->args->len == 5 &&
          str_is(AS_EXC(vm->exc)->args->items[4], "invalid start byte") &&
          str_is(obj_str(vm, vm->exc), "'utf-8' codec can't decode byte 0xff in position 0: invalid start byte"));
    exc_clear(vm);
    args[0] = bytes_lit(vm, "l");
    r = call_method(vm, bytes_lit(vm, "hello"), "rfind", 1, args);
    CHECK(IS_INT(r) && AS_INT(r) == 3);
    r = call_method(vm, bytes_lit(vm, "hello"), "count", 1, args);
    CHECK(IS_INT(r) && AS_INT(r) == 2);
    args[1] = bytes_lit(vm, "L");
    CHECK(IS_B(call_method(vm, bytes_lit(vm, "hello"), "replace", 2, args), "heLLo"));
    CHECK(IS_BA(call_method(vm, bytearray_new(vm, "Hello", 5), "upper", 0, NULL), "HELLO"));
    args[0] = v_int(7);
    args[1] = bytes_lit(vm, "*");
    CHECK(IS_B(call_method(vm, bytes_lit(vm, "abc"), "center", 2, args), "**abc**"));
    /* printf-style formatting. */
    Value fa = tuple_pack(vm, 3, (Value[]){bytes_lit(vm, "k"), v_int(42), v_float(2.5)});
    CHECK(IS_B(obj_binop(vm, BO_MOD, bytes_lit(vm, "%s=%03d %.1f%%"), fa), "k=042 2.5%"));
    CHECK(IS_BA(obj_binop(vm, BO_MOD, bytearray_new(vm, "<%s>", 4), bytes_lit(vm, "x")), "<x>"));
    CHECK(IS_EXC(obj_binop(vm, BO_MOD, bytes_lit(vm, "%s"), str_cvalue(vm, "x"))));
    CHECK(raised(vm, EXC_TypeError,
                 "%b requires a bytes-like object, or an object that implements __bytes__, not 'str'"));
}

static void test_memory_and_budget(void) {
    VM *vm = new_vm(1, 64u << 20);
    CHECK(vm != NULL);
    if (!vm) return;
    Value b = bytes_lit(vm, "0123456789");
    size_t before = vm->used_bytes;
    Value r = obj_binop(vm, BO_MUL, b, v_int((int64_t)1 << 30));
    CHECK(IS_EXC(r) && vm->halt == HALT_MEMORY);
    CHECK(vm->used_bytes == before);                 /* refused before allocating */
    vm->halt = HALT_NONE;
    r = obj_binop(vm, BO_MUL, b, v_int(INT64_MAX / 2));
    CHECK(IS_EXC(r) && vm->halt == HALT_MEMORY);
    vm->halt = HALT_NONE;
    Value args[1] = {v_int((int64_t)1 << 32)};
    r = rt_call(vm, v_obj(vm->types[OK_BYTES]), 1, args, NULL);
    CHECK(IS_EXC(r) && vm->halt == HALT_MEMORY && vm->used_bytes == before);
    vm->halt = HALT_NONE;
    Value ba = bytearray_new(vm, "ab", 2);
    before = vm->used_bytes;
    r = obj_inplace(vm, BO_MUL, ba, v_int((int64_t)1 << 30));
    CHECK(IS_EXC(r) && vm->halt == HALT_MEMORY && vm->used_bytes == before && IS_BA(ba, "ab"));
    vm->halt = HALT_NONE;
    /* Native work is charged: a 1 MB repeat cannot run on a budget of 100. */
    vm->fuel = 0;
    vm->budget_left = 100;
    r = obj_binop(vm, BO_MUL, b, v_int(100000));
    CHECK(IS_EXC(r) && vm->halt == HALT_BUDGET);
    vm->halt = HALT_NONE;
    vm->fuel = INT64_MAX / 4;
    exc_clear(vm);
    rt_vm_free(vm);
}

/* ---- complex -------------------------------------------------------------- */

static bool cx_is(Value v, double re, double im) {
    if (!IS_KIND(v, OK_COMPLEX)) return false;
    Complex *c = (Complex *)AS_OBJ(v);
    return c->re == re && c->im == im;
}

static void test_complex(VM *vm) {
    char buf[112];
    complex_repr_buf(1, 2, buf);
    CHECK(!strcmp(buf, "(1+2j)"));
    complex_repr_buf(0, 2, buf);
    CHECK(!strcmp(buf, "2j"));
    complex_repr_buf(-0.0, -1, buf);
    CHECK(!strcmp(buf, "(-0-1j)"));
    complex_repr_buf(0.0, -0.0, buf);
    CHECK(!strcmp(buf, "-0j"));
    complex_repr_buf(NAN, INFINITY, buf);
    CHECK(!strcmp(buf, "(nan+infj)"));
    complex_repr_buf(-NAN, -INFINITY, buf);
    CHECK(!strcmp(buf, "(nan-infj)"));
    complex_repr_buf(0, 1e16, buf);
    CHECK(!strcmp(buf, "1e+16j"));
    complex_repr_buf(1.5, 0.25, buf);
    CHECK(!strcmp(buf, "(1.5+0.25j)"));
    complex_repr_buf(1e22, 1e-5, buf);
    CHECK(!strcmp(buf, "(1e+22+1e-05j)"));

    Value z = complex_new(vm, 3, 4), w = complex_new(vm, 1, -2);
    CHECK(repr_is(vm, z, "(3+4j)"));
    CHECK(cx_is(obj_binop(vm, BO_ADD, z, w), 4, 2));
    CHECK(cx_is(obj_binop(vm, BO_SUB, v_int(1), z), -2, -4));
    CHECK(cx_is(obj_binop(vm, BO_MUL, z, w), 11, -2));
    CHECK(cx_is(obj_binop(vm, BO_MUL, v_float(0.5), z), 1.5, 2));
    CHECK(cx_is(obj_binop(vm, BO_TRUEDIV, complex_new(vm, 3, 4), complex_new(vm, 1, -2)), -1, 2));
    CHECK(cx_is(obj_binop(vm, BO_POW, z, v_int(2)), -7, 24));
    CHECK(cx_is(obj_binop(vm, BO_POW, complex_new(vm, 0, 0), v_int(0)), 1, 0));
    CHECK(IS_EXC(obj_binop(vm, BO_TRUEDIV, z, v_int(0))));
    CHECK(raised(vm, EXC_ZeroDivisionError, "complex division by zero"));
    CHECK(IS_EXC(obj_binop(vm, BO_POW, complex_new(vm, 0, 0), v_int(-1))));
    CHECK(raised(vm, EXC_ZeroDivisionError, "0.0 to a negative or complex power"));
    CHECK(IS_EXC(obj_binop(vm, BO_FLOORDIV, z, v_int(2))));
    CHECK(raised(vm, EXC_TypeError, "unsupported operand type(s) for //: 'complex' and 'int'"));
    CHECK(cx_is(obj_neg(vm, z), -3, -4));
    Value a = rt_call1(vm, type_lookup(vm, vm->types[OK_COMPLEX], str_intern_cstr(vm, "__abs__")), z);
    CHECK(IS_FLOAT(a) && AS_FLOAT(a) == 5.0);
    CHECK(obj_eq(vm, complex_new(vm, 2, 0), v_int(2)) == 1);
    CHECK(obj_eq(vm, v_float(2.5), complex_new(vm, 2.5, 0)) == 1);
    CHECK(obj_eq(vm, z, w) == 0);
    CHECK(obj_eq(vm, z, str_cvalue(vm, "z")) == 0);
    CHECK(IS_EXC(obj_compare(vm, z, v_int(1), CO_LT)));
    CHECK(raised(vm, EXC_TypeError, "'<' not supported between instances of 'complex' and 'int'"));
    CHECK(IS_EXC(obj_compare(vm, v_float(1), z, CO_GE)));
    CHECK(raised(vm, EXC_TypeError, "'>=' not supported between instances of 'float' and 'complex'"));
    int64_t h;
    CHECK(obj_hash(vm, complex_new(vm, 1, 0), &h) == 0 && h == 1);
    CHECK(obj_hash(vm, complex_new(vm, 0, 1), &h) == 0 && h == 1000003);
    CHECK(obj_hash(vm, complex_new(vm, -1, 0), &h) == 0 && h == -2);
    CHECK(obj_truthy(vm, complex_new(vm, 0, -0.0)) == 0);
    CHECK(obj_truthy(vm, complex_new(vm, 0, 1e-300)) == 1);
    Value args[2] = {str_cvalue(vm, " (1.5-2J) ")};
    CHECK(cx_is(rt_call(vm, v_obj(vm->types[OK_COMPLEX]), 1, args, NULL), 1.5, -2));
    args[0] = str_cvalue(vm, "-j");
    CHECK(cx_is(rt_call(vm, v_obj(vm->types[OK_COMPLEX]), 1, args, NULL), 0, -1));
    args[0] = str_cvalue(vm, "1 + 2j");
    CHECK(IS_EXC(rt_call(vm, v_obj(vm->types[OK_COMPLEX]), 1, args, NULL)));
    CHECK(raised(vm, EXC_ValueError, "complex() arg is a malformed string"));
    args[0] = complex_new(vm, 1, 2);
    args[1] = complex_new(vm, 3, 4);
    CHECK(cx_is(rt_call(vm, v_obj(vm->types[OK_COMPLEX]), 2, args, NULL), -3, 5));
}

/* ---- allocation failures --------------------------------------------------- */

/* A sequence of operations run with the Nth allocation failing: each
 * must fail cleanly (VEXC with the memory halt) or succeed, never crash;
 * the address sanitizer checks that nothing leaks. */
static void failure_workload(VM *vm) {
    Value b = bytes_lit(vm, "alpha beta gamma");
    Value ba = bytearray_new(vm, "0123456789", 10);
    if (IS_EXC(b) || IS_EXC(ba)) return;
    gc_push(vm, b);
    gc_push(vm, ba);
    obj_repr(vm, b);
    obj_repr(vm, ba);
    call_method(vm, b, "split", 0, NULL);
    call_method(vm, b, "upper", 0, NULL);
    Value args[2] = {bytes_lit(vm, "a"), bytes_lit(vm, "AA")};
    if (!IS_EXC(args[0]) && !IS_EXC(args[1])) call_method(vm, b, "replace", 2, args);
    obj_binop(vm, BO_MUL, b, v_int(50));
    obj_binop(vm, BO_MOD, bytes_lit(vm, "%s|%5d|%r"), tuple_pack(vm, 3, (Value[]){b, v_int(7), v_float(1.5)}));
    obj_inplace(vm, BO_MUL, ba, v_int(20));
    obj_inplace(vm, BO_ADD, ba, b);
    obj_setitem(vm, ba, v_int(0), v_int(65));
    call_method(vm, ba, "hex", 0, NULL);
    Value z = complex_new(vm, 1, 2);
    if (!IS_EXC(z)) {
        obj_binop(vm, BO_MUL, z, v_float(2));
        obj_repr(vm, z);
    }
    gc_pop(vm, 2);
}

static void test_alloc_failures(void) {
    for (int64_t n = 0; n < 400; n++) {
        VM *vm = new_vm(1, 0);
        if (!vm) {
            CHECK(vm != NULL);
            return;
        }
        vm->fail_after = n;
        failure_workload(vm);
        bool stopped = vm->halt == HALT_MEMORY;
        vm->fail_after = -1;
        vm->halt = HALT_NONE;
        exc_clear(vm);
        rt_vm_free(vm);
        if (!stopped) break;        /* the workload no longer reaches n allocations */
    }
    passed++;
}

int main(void) {
    VM *vm = new_vm(1, 0);
    CHECK(vm != NULL);
    if (vm) {
        test_construction(vm);
        test_repr(vm);
        test_hash_compare(vm);
        test_sequence(vm);
        test_concat_repeat(vm);
        test_mutation(vm);
        test_methods(vm);
        test_complex(vm);
        rt_vm_free(vm);
    }
    test_memory_and_budget();
    test_alloc_failures();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
