/* libFuzzer target: the input bytes drive a generator of syntactically
 * valid snippets, which then go through the same run and checks as
 * fuzz_run. Byte-level mutation of source mostly yields syntax errors; this
 * target reaches the runtime instead: odd type combinations in operators,
 * builtins and methods, format specs, big and special numbers, classes with
 * dunders, generators, match, tools, limits. Every statement sits in its
 * own try/except Exception, so one error does not end the snippet.
 *
 * To see the snippet an input generates: SMOL_FUZZ_PRINT=1 build/fuzz/fuzz_gen FILE
 */
#include "fuzz_common.h"
#include <stdbool.h>

typedef struct Gen {
    const uint8_t *p, *end;
    char *buf;
    size_t len, cap;
    int nfuncs, nclasses, ngens;
    unsigned long long need;   /* MODULES used by MODCALLS: imported first */
    int in_comp;               /* inside a comprehension's iterable: no := */
} Gen;

static unsigned pick(Gen *g, unsigned n) {
    if (g->p >= g->end) return 0;
    return *g->p++ % n;
}

static void emit(Gen *g, const char *s) {
    size_t n = strlen(s);
    if (g->len + n + 1 > g->cap) {
        size_t nc = (g->len + n + 1) * 2;
        char *b = realloc(g->buf, nc);
        if (!b) abort();
        g->buf = b;
        g->cap = nc;
    }
    memcpy(g->buf + g->len, s, n + 1);
    g->len += n;
}

static void emitf(Gen *g, const char *fmt, int a) {
    char tmp[64];
    snprintf(tmp, sizeof tmp, fmt, a);
    emit(g, tmp);
}

static void indent(Gen *g, int level) {
    for (int i = 0; i < level; i++) emit(g, "    ");
}

#define N(a) (sizeof(a) / sizeof((a)[0]))
#define ONE(g, a) emit(g, (a)[pick(g, N(a))])

static const char *const ATOMS[] = {
    "0", "1", "-1", "7", "2**63", "-2**63", "2**64 + 1", "10**20", "-10**30 // 7", "255", "1_000",
    "0.5", "-0.0", "1e308", "5e-324", "float('inf')", "float('nan')", "3.14159", "1e16", "2.5e-5",
    "''", "'abc'", "'a,b,,c'", "'  Hi There  '", "'\\u00e9\\u00df\\u0130'", "'\\x00\\n\\t'", "'{}{x}'", "'%s%d'",
    "'\\U0001F600'", "'123'", "'-4.5e3'", "'0x1f'",
    "b'ab\\xff'", "bytearray(b'xy')", "[]", "[1, 2, 3]", "[3, 'a', None]", "()", "(1,)", "(1, (2, 3))",
    "{}", "{'a': 1, 'b': [2]}", "{1: 'x', 2.0: 'y'}", "set()", "{1, 2, 3}", "frozenset('ab')",
    "None", "True", "False", "range(5)", "range(10, -3, -2)", "1j", "complex(1, -2)",
    "a", "b", "c", "d", "e", "a", "b", "c",
    "len", "str", "int", "(lambda *q, **k: (q, k))", "(lambda x=1: x * 2)", "iter([1, 2])", "slice(1, None, 2)",
    "Exception('m')", "KeyError(3)", "type", "object()", "Ellipsis",
};
static const char *const BINOPS[] = {
    " + ", " - ", " * ", " / ", " // ", " % ", " ** ", " @ ", " & ", " | ", " ^ ", " << ", " >> ",
    " == ", " != ", " < ", " <= ", " > ", " >= ", " in ", " not in ", " is ", " is not ", " and ", " or ",
};
static const char *const UNOPS[] = {"-", "+", "~", "not "};
static const char *const FUNCS[] = {
    "len", "str", "repr", "int", "float", "abs", "min", "max", "sum", "sorted", "list", "tuple", "dict",
    "set", "frozenset", "bool", "hash", "divmod", "pow", "round", "chr", "ord", "hex", "bin", "oct",
    "format", "isinstance", "enumerate", "zip", "map", "filter", "reversed", "any", "all", "iter", "next",
    "getattr", "hasattr", "type", "bytes", "bytearray", "slice", "range", "ascii", "callable", "id",
    "complex", "print", "echo", "fail", "ask", "super", "issubclass", "setattr", "delattr", "object",
    "final_answer",
};
static const char *const METHODS[] = {
    "append", "pop", "split", "join", "format", "items", "keys", "values", "sort", "upper", "lower",
    "find", "rfind", "replace", "startswith", "endswith", "count", "index", "extend", "insert", "update",
    "get", "setdefault", "copy", "strip", "rstrip", "encode", "decode", "add", "discard", "union",
    "intersection", "difference", "to_bytes", "bit_length", "hex", "is_integer", "conjugate", "zfill",
    "center", "ljust", "rjust", "partition", "rsplit", "splitlines", "title", "capitalize", "casefold",
    "swapcase", "isdigit", "isalpha", "isidentifier", "expandtabs", "translate", "maketrans", "remove",
    "reverse", "clear", "popitem", "fromkeys", "as_integer_ratio", "__add__", "__len__", "__getitem__",
    "__init__", "__repr__", "__eq__", "__iter__", "send", "throw", "close",
    "real", "imag", "numerator", "denominator", "format_map", "removeprefix", "issubset", "most_common",
};
static const char *const SPECS[] = {
    "", "d", "x", "X", ">10", "^+#012,.3f", "e", "%", "g", ".0f", "c", "b", "o", "n", "_", ",", "=+8",
    "*<5", ".60f", ".3s", "020.3e", "#x", "+.2%", " 5d", "<", ".2", "G", ".1e", "10.4", "_b", "#o",
    "{x}", "!r", ".-1f", "99999999999", ".0e",
};
static const char *const MODULES[] = {
    "math", "string", "operator", "collections", "itertools", "functools", "random", "time", "heapq",
    "bisect", "copy", "re", "json", "datetime", "statistics", "textwrap", "enum", "typing", "dataclasses",
    "fractions", "decimal", "unicodedata", "queue",
};
static const char *const MODCALLS[] = {
    "math.sqrt", "math.floor", "math.ceil", "math.gcd", "math.factorial", "math.log", "math.isclose",
    "math.comb", "math.fsum", "math.prod", "math.isqrt", "math.pow", "math.fmod", "math.trunc", "math.exp",
    "math.copysign", "math.hypot", "math.atan2", "math.perm", "math.lcm", "math.frexp", "math.ldexp",
    "math.dist", "math.modf", "math.nextafter", "math.ulp",
    "operator.add", "operator.itemgetter", "operator.attrgetter", "string.capwords",
    "collections.Counter", "collections.deque", "collections.defaultdict", "collections.OrderedDict",
    "itertools.permutations", "itertools.product", "itertools.accumulate", "itertools.chain",
    "itertools.islice", "itertools.groupby", "itertools.combinations", "itertools.count",
    "functools.reduce", "functools.partial", "random.randint", "random.choice", "random.shuffle",
    "random.random", "random.seed", "heapq.heappush", "heapq.nlargest", "bisect.bisect", "copy.deepcopy",
    "time.time", "time.sleep", "re.findall", "re.sub", "json.dumps", "json.loads",
};
static const char *const VARS[] = {"a", "b", "c", "d", "e"};
static const char *const AUGOPS[] = {"+=", "-=", "*=", "/=", "//=", "%=", "**=", "&=", "|=", "^=", "<<=", ">>="};
static const char *const DUNDERS[] = {
    "__eq__", "__lt__", "__hash__", "__len__", "__iter__", "__next__", "__getitem__", "__setitem__",
    "__contains__", "__bool__", "__str__", "__repr__", "__add__", "__radd__", "__call__", "__enter__",
    "__exit__", "__index__", "__int__", "__float__", "__format__", "__getattr__", "__setattr__",
    "__del__", "__init_subclass__", "__new__", "__neg__", "__iadd__", "__mul__", "__truediv__",
};

static void expr(Gen *g, int depth);

/* Call arguments: positional ones (some starred), then maybe a keyword,
 * then maybe **mapping, so the call is always valid syntax. */
static bool args(Gen *g, int depth) {
    unsigned n = pick(g, 4);
    bool first = true;
    for (unsigned i = 0; i < n; i++) {
        if (!first) emit(g, ", ");
        first = false;
        if (pick(g, 8) == 0) emit(g, "*");
        expr(g, depth + 1);
    }
    if (pick(g, 5) == 0) {
        if (!first) emit(g, ", ");
        first = false;
        emit(g, pick(g, 2) ? "key=" : "k=");
        expr(g, depth + 1);
    }
    if (pick(g, 8) == 0) {
        if (!first) emit(g, ", ");
        first = false;
        emit(g, "**");
        expr(g, depth + 1);
    }
    return !first;
}

/* A plain expression list, for a tuple. */
static void items(Gen *g, int depth) {
    unsigned n = 1 + pick(g, 3);
    for (unsigned i = 0; i < n; i++) {
        if (i) emit(g, ", ");
        expr(g, depth + 1);
    }
    if (n == 1) emit(g, ",");
}

static void defined_name(Gen *g) {
    unsigned k = pick(g, 3);
    if (k == 0 && g->nfuncs) emitf(g, "f%d", (int)pick(g, (unsigned)g->nfuncs));
    else if (k == 1 && g->nclasses) emitf(g, "C%d", (int)pick(g, (unsigned)g->nclasses));
    else if (k == 2 && g->ngens) emitf(g, "g%d", (int)pick(g, (unsigned)g->ngens));
    else ONE(g, VARS);
}

static void expr(Gen *g, int depth) {
    unsigned k = depth > 3 ? 0 : pick(g, 14);
    switch (k) {
    case 0:
    case 1:
    case 2: ONE(g, ATOMS); break;
    case 3: emit(g, "("); ONE(g, UNOPS); expr(g, depth + 1); emit(g, ")"); break;
    case 4:
    case 5:
        emit(g, "(");
        expr(g, depth + 1);
        ONE(g, BINOPS);
        expr(g, depth + 1);
        emit(g, ")");
        break;
    case 6: ONE(g, FUNCS); emit(g, "("); args(g, depth); emit(g, ")"); break;
    case 7:
        emit(g, "(");
        expr(g, depth + 1);
        emit(g, ").");
        ONE(g, METHODS);
        if (pick(g, 4)) {
            emit(g, "(");
            args(g, depth);
            emit(g, ")");
        }
        break;
    case 8:
        emit(g, "(");
        expr(g, depth + 1);
        emit(g, ")[");
        if (pick(g, 2)) {
            expr(g, depth + 1);
        } else {
            if (pick(g, 2)) expr(g, depth + 1);
            emit(g, ":");
            if (pick(g, 2)) expr(g, depth + 1);
            if (pick(g, 2)) {
                emit(g, ":");
                expr(g, depth + 1);
            }
        }
        emit(g, "]");
        break;
    case 9:
        switch (pick(g, 8)) {
        case 0: emit(g, "[v for v in "); g->in_comp++; expr(g, depth + 1); g->in_comp--; emit(g, " if v]"); break;
        case 1: emit(g, "{v: w for v, w in "); g->in_comp++; expr(g, depth + 1); g->in_comp--; emit(g, "}"); break;
        case 2: emit(g, "(v * 2 for v in "); g->in_comp++; expr(g, depth + 1); g->in_comp--; emit(g, ")"); break;
        case 3: emit(g, "{*"); expr(g, depth + 1); emit(g, "}"); break;
        case 4: emit(g, "[*"); expr(g, depth + 1); emit(g, ", *"); expr(g, depth + 1); emit(g, "]"); break;
        case 5: emit(g, "{**"); expr(g, depth + 1); emit(g, ", 'z': 0}"); break;
        case 6:
            if (g->in_comp) {
                emit(g, "(");
                items(g, depth);
                emit(g, ")");
            } else {
                emit(g, "(y := ");
                expr(g, depth + 1);
                emit(g, ")");
            }
            break;
        default: emit(g, "(lambda v: v)("); expr(g, depth + 1); emit(g, ")"); break;
        }
        break;
    case 10:
        /* The values are computed outside the f-string: 3.11 allows no
         * backslash and no reused quote inside its expressions. */
        emit(g, "(lambda _v, _w: f\"{_v");
        if (pick(g, 2)) emit(g, pick(g, 2) ? "!r" : "!s");
        emit(g, ":");
        ONE(g, SPECS);
        emit(g, "}|{_w=}\")(");
        expr(g, depth + 1);
        emit(g, ", ");
        expr(g, depth + 1);
        emit(g, ")");
        break;
    case 11:
        emit(g, "(");
        expr(g, depth + 1);
        emit(g, " if ");
        expr(g, depth + 1);
        emit(g, " else ");
        expr(g, depth + 1);
        emit(g, ")");
        break;
    case 12:
        switch (pick(g, 4)) {
        case 0: emit(g, "format("); expr(g, depth + 1); emit(g, ", '"); ONE(g, SPECS); emit(g, "')"); break;
        case 1: emit(g, "('%s|%r|%5.2f|%x|%-4d' % ("); items(g, depth); emit(g, "))"); break;
        case 2: emit(g, "'{0!r:>8}{1}'.format("); args(g, depth); emit(g, ")"); break;
        default: {
            const char *f = MODCALLS[pick(g, N(MODCALLS))];
            for (size_t m = 0; m < N(MODULES); m++) {
                size_t ml = strlen(MODULES[m]);
                if (strncmp(f, MODULES[m], ml) == 0 && f[ml] == '.') g->need |= 1ULL << m;
            }
            emit(g, f);
            emit(g, "(");
            args(g, depth);
            emit(g, ")");
            break;
        }
        }
        break;
    default:
        defined_name(g);
        if (pick(g, 2)) {
            emit(g, "(");
            args(g, depth);
            emit(g, ")");
        }
        break;
    }
}

static void simple(Gen *g, int level) {
    indent(g, level);
    switch (pick(g, 8)) {
    case 0:
    case 1: ONE(g, VARS); emit(g, " = "); expr(g, 0); break;
    case 2: ONE(g, VARS); emit(g, " "); ONE(g, AUGOPS); emit(g, " "); expr(g, 0); break;
    case 3:
        emit(g, "print(");
        emit(g, args(g, 0) && pick(g, 2) ? ", sep='', end='|')" : ")");
        break;
    case 4: ONE(g, VARS); emit(g, "["); expr(g, 1); emit(g, "] = "); expr(g, 0); break;
    case 5: emit(g, "del "); ONE(g, VARS); emit(g, "["); expr(g, 1); emit(g, "]"); break;
    case 6: ONE(g, VARS); emit(g, ", *"); ONE(g, VARS); emit(g, " = "); expr(g, 0); break;
    default: ONE(g, VARS); emit(g, "."); ONE(g, METHODS); emit(g, " = "); expr(g, 0); break;
    }
    emit(g, "\n");
}

static void statement(Gen *g) {
    emit(g, "try:\n");
    switch (pick(g, 16)) {
    case 0: case 1: case 2: case 3: simple(g, 1); break;
    case 4:
        emit(g, "    for i in ");
        expr(g, 1);
        emit(g, ":\n");
        simple(g, 2);
        if (pick(g, 2)) emit(g, "        if i == 3:\n            break\n");
        break;
    case 5:
        emitf(g, "    def f%d(x, *args, k=", g->nfuncs);
        expr(g, 2);
        emit(g, ", **kw):\n");
        if (pick(g, 3) == 0) emitf(g, "        return f%d(x) + 1\n", g->nfuncs); /* recursion */
        emit(g, "        return ");
        expr(g, 1);
        emitf(g, "\n    a = f%d(", g->nfuncs);
        args(g, 1);
        emit(g, ")\n");
        g->nfuncs++;
        break;
    case 6: {
        int n = g->nclasses++;
        emitf(g, "    class C%d", n);
        if (n && pick(g, 2)) emitf(g, "(C%d)", (int)pick(g, (unsigned)n));
        else if (pick(g, 3) == 0) emit(g, pick(g, 2) ? "(Exception)" : "(dict)");
        emit(g, ":\n        k = ");
        expr(g, 2);
        emit(g, "\n        def __init__(self, *v):\n            self.v = v\n");
        unsigned nd = 1 + pick(g, 3);
        for (unsigned i = 0; i < nd; i++) {
            emit(g, "        def ");
            ONE(g, DUNDERS);
            emit(g, "(self, *o):\n            return ");
            expr(g, 2);
            emit(g, "\n");
        }
        emit(g, "    b = C");
        emitf(g, "%d(", n);
        args(g, 1);
        emit(g, ")\n");
        simple(g, 1);
        break;
    }
    case 7:
        emitf(g, "    def g%d():\n", g->ngens);
        emit(g, "        x = yield ");
        expr(g, 2);
        emit(g, "\n        yield from ");
        expr(g, 2);
        emit(g, "\n        return x\n");
        emitf(g, "    c = list(g%d())\n", g->ngens);
        g->ngens++;
        break;
    case 8:
        emit(g, "    with ");
        expr(g, 1);
        emit(g, " as w:\n");
        simple(g, 2);
        break;
    case 9:
        emit(g, "    raise ");
        expr(g, 1);
        if (pick(g, 2)) {
            emit(g, " from ");
            expr(g, 1);
        }
        emit(g, "\n");
        break;
    case 10:
        emit(g, "    import ");
        ONE(g, MODULES);
        emit(g, "\n");
        simple(g, 1);
        break;
    case 11:
        emit(g, "    match ");
        expr(g, 1);
        emit(g, ":\n        case [x, *rest]:\n            d = (x, rest)\n"
                "        case {'a': x, **rest}:\n            d = x\n"
                "        case int(x) | str(x) if x:\n            d = x\n"
                "        case (1 | 2.0 | 'abc' | None) as x:\n            d = x\n"
                "        case _:\n");
        simple(g, 3);
        break;
    case 12:
        emit(g, "    assert ");
        expr(g, 1);
        emit(g, ", ");
        expr(g, 1);
        emit(g, "\n");
        break;
    case 13:
        emit(g, "    while ");
        expr(g, 1);
        emit(g, ":\n");
        simple(g, 2);
        emit(g, "        break\n");
        break;
    case 14:
        emit(g, "    try:\n");
        simple(g, 2);
        emit(g, "    finally:\n");
        simple(g, 2);
        break;
    default:
        emit(g, "    e = ");
        expr(g, 0);
        emit(g, "\n    e = str(e)[:50], repr(e)[:50]\n");
        break;
    }
    emit(g, "except Exception as ex:\n    print('E', type(ex).__name__)\n");
}

static char *generate(const uint8_t *data, size_t size, size_t *len) {
    Gen g = {data, data + size, NULL, 0, 0, 0, 0, 0, 0, 0};
    emit(&g, "a = 1\nb = 'xy'\nc = [1, 2, 3]\nd = {'k': 1}\ne = 2.5\ny = None\n");
    for (int i = 0; i < 40 && g.p < g.end; i++) statement(&g);
    emit(&g, "print(a, b, c, d, e, sep=' | ')\nc\n");
    /* The modules the calls need, imported first, each on its own. */
    Gen pre = {NULL, NULL, NULL, 0, 0, 0, 0, 0, 0, 0};
    for (size_t m = 0; m < N(MODULES); m++) {
        if (!(g.need & (1ULL << m))) continue;
        emit(&pre, "try:\n    import ");
        emit(&pre, MODULES[m]);
        emit(&pre, "\nexcept ImportError:\n    pass\n");
    }
    emit(&pre, g.buf);
    free(g.buf);
    *len = pre.len;
    return pre.buf;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    size_t len;
    char *src = generate(data, size, &len);
    if (getenv("SMOL_FUZZ_PRINT")) fprintf(stderr, "%s\n----\n", src);
    fuzz_snippet(src, len);
    free(src);
    return 0;
}
