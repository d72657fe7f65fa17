/* TSan test: VMs in 4 threads at once.
 *
 * Every thread owns its VMs (each with its own hash seed) and runs the same
 * few hundred snippets — loops, dicts, strings, exceptions, classes,
 * generators, big ints, floats, tools, suspending tools, limit stops,
 * policy rejections — as the steps of a session. The results (status,
 * printed output, output value, error) must be the same in every thread
 * and the same as a reference pass run alone afterwards; with the same seed
 * as the reference, so must the instruction counts. Built with
 * -fsanitize=thread, any data race between VMs is reported by TSan.
 *
 * Uses only include/smolvm.h. Exit status: 0 ok, 1 mismatch or failure
 * (TSan reports exit with its own exitcode, 66 in the Makefile).
 *
 * Last, one thread runs endless loops while another stops each with
 * smol_interrupt.
 *
 *   threads [-v] [ROUNDS]     ROUNDS of all snippets (default 16)
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <string.h>
#include "include/smolvm.h"

#define NTHREADS 4
#define BASE_SEED 0x1234567ULL

/* @K@ is replaced by the round number; rounds differ in what they compute. */
static const char *const TEMPLATES[] = {
    /* 0 loops */
    "t = 0\n"
    "for i in range(@K@ * 37 + 5):\n"
    "    if i % 11 == 3:\n"
    "        continue\n"
    "    t += i * i % 7\n"
    "n = @K@\n"
    "while n > 1:\n"
    "    n = n // 2 if n % 2 == 0 else 3 * n + 1\n"
    "    t += 1\n"
    "print('loops', t)\n"
    "t\n",
    /* 1 dicts with string keys */
    "words = ('alpha beta gamma delta alpha beta alpha ' * (@K@ % 4 + 1) + 'w@K@').split()\n"
    "d = {}\n"
    "for w in words:\n"
    "    d[w] = d.get(w, 0) + 1\n"
    "d2 = {k + '_x': v * @K@ for k, v in d.items() if v > 1}\n"
    "d2.update({str(i): i for i in range(@K@ % 9)})\n"
    "del d2[next(iter(d2))]\n"
    "print(list(d), sorted(d.items(), key=lambda kv: (-kv[1], kv[0])))\n"
    "print(d2, len(d2), 'alpha_x' in d2, d2.pop('zzz', None))\n"
    "d2\n",
    /* 2 strings */
    "s = 'Hello, World ' * (@K@ % 3 + 1) + 'ß@K@é'\n"
    "parts = s.split()\n"
    "print('-'.join(parts).upper(), s.lower().count('l'), s.find('World'), s[::-1][:7])\n"
    "print(f'{@K@:>5}|{@K@ / 7:.4f}|{@K@:08b}|{\"x\" * (@K@ % 5):^9}|{s[:5]!r}')\n"
    "print('%s=%d %5.2f%%' % ('k', @K@, @K@ * 1.5), 'a,b,,c'.split(','), '  pad  '.strip())\n"
    "print(s.replace('o', '0', 2), s.startswith('Hell'), 'é' in s, len(s), s.casefold()[-6:])\n"
    "repr(s[-8:])\n",
    /* 3 exceptions, the last one uncaught */
    "class AppError(Exception):\n"
    "    def __init__(self, code):\n"
    "        super().__init__(f'code {code}')\n"
    "        self.code = code\n"
    "log = []\n"
    "def risky(i):\n"
    "    if i % 3 == 0:\n"
    "        raise AppError(i)\n"
    "    if i % 3 == 1:\n"
    "        return {}['k%d' % i]\n"
    "    return 10 // (i - i)\n"
    "for i in range(@K@ % 5 + 3):\n"
    "    try:\n"
    "        risky(i)\n"
    "    except AppError as e:\n"
    "        log.append(('app', e.code, str(e)))\n"
    "    except (KeyError, ZeroDivisionError) as e:\n"
    "        log.append((type(e).__name__, repr(e)))\n"
    "    finally:\n"
    "        log.append(i)\n"
    "print(log)\n"
    "try:\n"
    "    try:\n"
    "        raise ValueError('inner @K@')\n"
    "    except ValueError as e:\n"
    "        raise RuntimeError('outer') from e\n"
    "except RuntimeError as e:\n"
    "    print('chained', e, repr(e.__cause__))\n"
    "raise AppError(@K@)\n",
    /* 4 classes */
    "class Vec:\n"
    "    count = 0\n"
    "    def __init__(self, x, y):\n"
    "        self.x, self.y = x, y\n"
    "        Vec.count += 1\n"
    "    def __add__(self, o): return Vec(self.x + o.x, self.y + o.y)\n"
    "    def __mul__(self, k): return Vec(self.x * k, self.y * k)\n"
    "    def __eq__(self, o): return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)\n"
    "    def __hash__(self): return hash((self.x, self.y))\n"
    "    def __repr__(self): return f'Vec({self.x}, {self.y})'\n"
    "    @property\n"
    "    def norm2(self): return self.x ** 2 + self.y ** 2\n"
    "class Vec3(Vec):\n"
    "    def __init__(self, x, y, z):\n"
    "        super().__init__(x, y)\n"
    "        self.z = z\n"
    "    def __repr__(self): return super().__repr__()[:-1] + f', {self.z})'\n"
    "    @staticmethod\n"
    "    def origin(): return Vec3(0, 0, 0)\n"
    "vs = [Vec(i, @K@ - i) for i in range(@K@ % 6 + 2)]\n"
    "total = Vec(0, 0)\n"
    "for v in vs:\n"
    "    total = total + v * 2\n"
    "print(total, total.norm2, Vec.count, len(set(vs + vs)), Vec3(1, 2, @K@), Vec3.origin())\n"
    "print(sorted(vs, key=lambda v: (v.norm2, v.x))[:3], isinstance(Vec3(1, 1, 1), Vec))\n"
    "total\n",
    /* 5 generators */
    "def count_up(n):\n"
    "    i = 0\n"
    "    while i < n:\n"
    "        yield i\n"
    "        i += 1\n"
    "def evens(it):\n"
    "    for x in it:\n"
    "        if x % 2 == 0:\n"
    "            yield x\n"
    "def chain(*its):\n"
    "    for it in its:\n"
    "        yield from it\n"
    "def acc():\n"
    "    total = 0\n"
    "    while True:\n"
    "        x = yield total\n"
    "        if x is None:\n"
    "            return total\n"
    "        total += x\n"
    "g = acc()\n"
    "next(g)\n"
    "sent = [g.send(i) for i in range(@K@ % 7 + 1)]\n"
    "print(list(evens(count_up(@K@ + 10))), sum(x * x for x in count_up(@K@)), sent)\n"
    "print(list(chain('ab', range(3), (k for k in [@K@]))), list(zip(count_up(3), 'xyz')))\n"
    "print(any(x > @K@ for x in count_up(100)), max(count_up(@K@ + 1)), list(enumerate('hi', @K@)))\n"
    "list(evens(range(@K@ % 10)))\n",
    /* 6 closures and decorators */
    "def memo(f):\n"
    "    cache = {}\n"
    "    def wrapper(n):\n"
    "        if n not in cache:\n"
    "            cache[n] = f(n)\n"
    "        return cache[n]\n"
    "    wrapper.cache = cache\n"
    "    return wrapper\n"
    "@memo\n"
    "def fib(n):\n"
    "    return n if n < 2 else fib(n - 1) + fib(n - 2)\n"
    "def counter():\n"
    "    c = 0\n"
    "    def inc(step=1):\n"
    "        nonlocal c\n"
    "        c += step\n"
    "        return c\n"
    "    return inc\n"
    "inc = counter()\n"
    "[inc(k) for k in range(@K@ % 5)]\n"
    "print(fib(@K@ + 30), len(fib.cache), inc(), sorted(map(lambda x: -x, [3, 1, 2])))\n"
    "fib(@K@ + 60)\n",
    /* 7 big ints */
    "a = 2 ** (@K@ + 100) - 1\n"
    "b = 3 ** (@K@ + 50)\n"
    "f = 1\n"
    "for i in range(2, @K@ + 25):\n"
    "    f *= i\n"
    "print(a, b % 1000007, a // b, -a // 7, a % -13, divmod(b, 10 ** 10))\n"
    "print(f, len(str(f)), hex(a)[:12], int(str(f)[:20]) + 1, abs(-b) == b, a > 1e30)\n"
    "(a * b) >> 64\n",
    /* 8 floats */
    "xs = [@K@ / 7, 1 / 3, 2.5, 1e22, 1e-7, -0.0, 0.1 + 0.2, @K@ * 1.1]\n"
    "print(xs)\n"
    "print([round(x, 3) for x in xs], round(@K@ + 0.5), sum(xs), min(xs), max(xs))\n"
    "print(f'{@K@ / 3:.3e} {@K@ * 1000.5:,.2f} {0.000123:g} {12345.678:10.1f}', float('1.5e3'), int(7.9))\n"
    "print(str(1e16), repr(1.0), 2 ** 0.5, 10 ** -2, 7.0 // 2, -7.5 % 2, (@K@ + 1) / 4)\n"
    "@K@ / 7\n",
    /* 9 session state across steps */
    "try:\n"
    "    history\n"
    "except NameError:\n"
    "    history = []\n"
    "history.append(@K@)\n"
    "print(len(history), sum(history), history[-3:])\n"
    "tuple(history)\n",
    /* 10 a synchronous tool */
    "r = [bump(i, scale=@K@) for i in range(5)]\n"
    "print(r, bump('s@K@'), bump([1, (2, 3)], scale=None))\n"
    "try:\n"
    "    bump(fail=True)\n"
    "except ValueError as e:\n"
    "    print('tool error', e)\n"
    "r\n",
    /* 11 a suspending tool: the host resumes it */
    "before = @K@ * 2\n"
    "answer = ask(before, note='step @K@')\n"
    "print('answer', answer)\n"
    "answer + 1\n",
    /* 12 limit stops, then the session must go on */
    "x = 'ab' * (10 ** 9)\n",
    "if @K@ % 8 == 0:\n"
    "    while True:\n"
    "        pass\n"
    "'no loop'\n",
    "def hog():\n"
    "    grow = []\n"
    "    while True:\n"
    "        grow.append([@K@] * 1000)\n"
    "if @K@ % 8 == 1:\n"
    "    hog()\n"
    "'no growth'\n",
    /* 15 recursion */
    "def down(n):\n"
    "    return down(n + 1) + 1\n"
    "try:\n"
    "    down(0)\n"
    "except RecursionError as e:\n"
    "    print('recursion', type(e).__name__)\n"
    "def depth(n):\n"
    "    return 0 if n == 0 else 1 + depth(n - 1)\n"
    "depth(@K@ + 50)\n",
    /* 16 sets, comprehensions and match */
    "s = {i * i % 17 for i in range(@K@ + 20)}\n"
    "t = set(range(0, 30, 3))\n"
    "names = {'n%d' % i for i in range(@K@ % 6 + 3)}\n"
    "print(s, s & t, sorted(s ^ t), len(names), sorted(names), frozenset([1, 2]) | {3})\n"
    "def kind(v):\n"
    "    match v:\n"
    "        case 0: return 'zero'\n"
    "        case int(n) if n < 0: return 'neg'\n"
    "        case [a, b, *rest]: return f'seq {a} {b} {len(rest)}'\n"
    "        case {'k': val}: return f'map {val}'\n"
    "        case str() as s: return 'str ' + s\n"
    "        case _: return 'other'\n"
    "print([kind(v) for v in (0, -@K@ - 1, [1, 2, 3, @K@], {'k': @K@}, 'z', 2.5)])\n"
    "sorted(s)[:5]\n",
    /* 17 modules */
    "import math\n"
    "import string\n"
    "from operator import mul, itemgetter\n"
    "print(math.sqrt(@K@ + 2), math.gcd(@K@ * 6, 84), math.floor(-2.5), math.pi, math.factorial(@K@ % 12))\n"
    "print(string.ascii_letters[@K@ % 20:][:5], mul(@K@, 3), itemgetter(1)('xyz'))\n"
    "math.comb(@K@ + 10, 3)\n",
    /* 18 print flood past the output cap */
    "for i in range(700 + @K@):\n"
    "    print('line', i, 'é' * (i % 3))\n"
    "'flooded'\n",
    /* 19 syntax error */
    "def broken(:\n"
    "    return @K@\n",
    /* 20 policy rejection */
    "data = open('/etc/passwd').read()\n"
    "print(data, @K@)\n",
    /* 21 final answer */
    "result = {'round': @K@, 'items': [x for x in range(@K@ % 4)]}\n"
    "final_answer(result)\n"
    "print('not reached')\n",
    /* 22 SystemExit ends the run, not the host */
    "print('exiting @K@')\n"
    "raise SystemExit(@K@)\n",
    /* 23 NameError with a suggestion */
    "counter_value = @K@\n"
    "print(counter_valeu)\n",
};
#define NTEMPLATES (sizeof TEMPLATES / sizeof TEMPLATES[0])

typedef struct Rec {
    smol_status status;
    char *logs;
    size_t logs_len;
    char *repr;
    char *error;
    int64_t instructions;
} Rec;

typedef struct Worker {
    int id;
    uint64_t seed;
    int rounds;
    Rec *recs;          /* rounds * NTEMPLATES */
    long bump_calls;    /* counted by this worker's tool only */
    long bump_expected;
    int failed;
    pthread_t th;
} Worker;

static int verbose;
static pthread_barrier_t start_line;

static char *dup_or_null(const char *s, size_t n) {
    if (!s) return NULL;
    char *p = malloc(n + 1);
    if (!p) abort();
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

static char *expand(const char *tpl, int k) {
    char num[16];
    int nl = snprintf(num, sizeof num, "%d", k);
    size_t cap = strlen(tpl) * 2 + 64, n = 0;
    char *out = malloc(cap);
    if (!out) abort();
    for (const char *p = tpl; *p;) {
        if (strncmp(p, "@K@", 3) == 0) {
            memcpy(out + n, num, (size_t)nl);
            n += (size_t)nl;
            p += 3;
        } else {
            out[n++] = *p++;
        }
    }
    out[n] = '\0';
    return out;
}

/* bump(x, scale=...) -> x*2+1 for ints, repr-ish tuple otherwise; the
 * count goes to the worker that owns the VM. */
static void tool_bump(void *user, const smol_tool_call *call, smol_tool_reply *reply) {
    Worker *w = user;
    w->bump_calls++;
    for (size_t i = 0; i < call->nkwargs; i++) {
        if (strcmp(call->kwnames[i], "fail") == 0) {
            reply->error_type = "ValueError";
            reply->error_message = "bump refused";
            return;
        }
    }
    int64_t scale = 1;
    for (size_t i = 0; i < call->nkwargs; i++)
        if (strcmp(call->kwnames[i], "scale") == 0 && call->kwargs[i].type == SMOL_INT) scale = call->kwargs[i].i;
    if (call->nargs == 1 && call->args[0].type == SMOL_INT) {
        reply->value.type = SMOL_INT;
        reply->value.i = call->args[0].i * 2 * scale + 1;
    } else if (call->nargs == 1) {
        reply->value = call->args[0];
    } else {
        reply->value.type = SMOL_NONE;
    }
}

static void tool_unused(void *user, const smol_tool_call *call, smol_tool_reply *reply) {
    (void)user;
    (void)call;
    (void)reply;
    fprintf(stderr, "threads: the suspending tool's callback was called\n");
    abort();
}

static smol_vm *make_vm(Worker *w) {
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.max_instructions = 3000000;
    cfg.max_memory = (size_t)24 << 20;
    cfg.max_recursion = 200;
    cfg.max_output = 4096;
    cfg.hash_seed = w->seed;
    /* Well below the 8 MB stacks the threads get. */
    cfg.c_stack_size = (size_t)1 << 20;
    smol_vm *vm = smol_vm_new(&cfg);
    if (!vm) {
        fprintf(stderr, "threads: smol_vm_new failed\n");
        exit(1);
    }
    smol_tool bump = {"bump", tool_bump, NULL, w, 0, false};
    smol_tool ask = {"ask", tool_unused, NULL, w, 5, true};
    if (smol_tool_add(vm, &bump) || smol_tool_add(vm, &ask)) {
        fprintf(stderr, "threads: smol_tool_add failed\n");
        exit(1);
    }
    return vm;
}

static void record(Rec *rec, const smol_result *r) {
    rec->status = r->status;
    rec->logs = dup_or_null(r->logs, r->logs_len);
    rec->logs_len = r->logs_len;
    rec->repr = dup_or_null(r->output_repr, r->output_repr ? strlen(r->output_repr) : 0);
    rec->error = dup_or_null(r->error, r->error ? strlen(r->error) : 0);
    rec->instructions = r->instructions;
}

static void *work(void *arg) {
    Worker *w = arg;
    if (w->id >= 0) pthread_barrier_wait(&start_line);
    /* Two lives of a VM per worker: the second starts after the first is freed. */
    int half = w->rounds / 2;
    for (int life = 0; life < 2; life++) {
        smol_vm *vm = make_vm(w);
        smol_session *s = smol_session_new(vm);
        if (!s) {
            fprintf(stderr, "threads: smol_session_new failed\n");
            exit(1);
        }
        int from = life == 0 ? 0 : half, to = life == 0 ? half : w->rounds;
        for (int k = from; k < to; k++) {
            for (size_t t = 0; t < NTEMPLATES; t++) {
                char *src = expand(TEMPLATES[t], k);
                char name[32];
                snprintf(name, sizeof name, "step%d_%zu.py", k, t);
                smol_result r;
                smol_status st = smol_run(s, src, strlen(src), name, &r);
                if (t == 10) w->bump_expected += 8;
                if (st == SMOL_TOOL_CALL) {
                    /* Answer with three times the first argument. */
                    smol_tool_reply reply;
                    memset(&reply, 0, sizeof reply);
                    reply.value.type = SMOL_INT;
                    reply.value.i = r.tool_call->nargs && r.tool_call->args[0].type == SMOL_INT
                                        ? r.tool_call->args[0].i * 3 : -1;
                    smol_result r2;
                    smol_resume(s, &reply, &r2);
                    smol_result_free(&r);
                    r = r2;
                }
                record(&w->recs[(size_t)k * NTEMPLATES + t], &r);
                if (verbose && w->id < 0)
                    printf("--- round %d snippet %zu: %s\n%.*s%s%s\n", k, t, smol_status_name(r.status),
                           (int)r.logs_len, r.logs ? r.logs : "", r.output_repr ? r.output_repr : "",
                           r.error ? r.error : "");
                smol_result_free(&r);
                free(src);
            }
        }
        smol_session_free(s);
        smol_vm_free(vm);
    }
    return NULL;
}

static int same_str(const char *a, const char *b) {
    if (!a || !b) return a == b;
    return strcmp(a, b) == 0;
}

/* The expected status of template t (ASCII names for readability). */
static smol_status expected_status(size_t t, int k) {
    switch (t) {
    case 3: case 23: return SMOL_EXCEPTION;    /* uncaught AppError / NameError */
    case 12: return SMOL_MEMORY;
    case 13: return k % 8 == 0 ? SMOL_BUDGET : SMOL_OK;
    case 14: return k % 8 == 1 ? SMOL_MEMORY : SMOL_OK;
    case 19: return SMOL_EXCEPTION;             /* SyntaxError */
    case 20: return SMOL_REJECTED;
    case 21: return SMOL_FINAL_ANSWER;
    case 22: return SMOL_EXIT;
    default: return SMOL_OK;
    }
}

/* smol_interrupt from another thread: a thread runs endless loops in a
 * VM while this one interrupts it until each run has ended. */
typedef struct Spinner {
    smol_vm *vm;
    atomic_int done;
    int interrupted;
} Spinner;

static void *spin(void *arg) {
    Spinner *sp = arg;
    smol_session *s = smol_session_new(sp->vm);
    const char *src[] = {"n = 0\nwhile True:\n    n += 1\n", "x = sum(range(10**15))\n",
                         "d = {}\nwhile True:\n    d[len(d) % 100] = str(len(d))\n"};
    for (int i = 0; i < 12; i++) {
        smol_result r;
        const char *code = src[i % 3];
        if (smol_run(s, code, strlen(code), NULL, &r) == SMOL_INTERRUPTED) sp->interrupted++;
        smol_result_free(&r);
        atomic_fetch_add(&sp->done, 1);
    }
    smol_session_free(s);
    return NULL;
}

static int check_interrupt(void) {
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.max_instructions = (int64_t)1 << 55;
    Spinner sp = {smol_vm_new(&cfg), 0, 0};
    pthread_t th;
    if (!sp.vm || pthread_create(&th, NULL, spin, &sp)) return 1;
    while (atomic_load(&sp.done) < 12) {
        struct timespec ts = {0, 2000000};
        nanosleep(&ts, NULL);
        smol_interrupt(sp.vm);
    }
    pthread_join(th, NULL);
    smol_vm_free(sp.vm);
    if (sp.interrupted != 12) {
        fprintf(stderr, "threads: %d of 12 runs were interrupted\n", sp.interrupted);
        return 1;
    }
    return 0;
}

int main(int argc, char **argv) {
    int rounds = 16;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-v") == 0) verbose = 1;
        else rounds = atoi(argv[i]);
    }
    if (rounds < 2) rounds = 2;
    size_t nrec = (size_t)rounds * NTEMPLATES;

    /* The 4 workers first, from a cold start (so lazily initialised state,
     * if any crept in, is raced on), released together by a barrier; then
     * the reference, one worker alone. */
    Worker ref = {.id = -1, .seed = BASE_SEED, .rounds = rounds};
    ref.recs = calloc(nrec, sizeof(Rec));
    Worker ws[NTHREADS];
    memset(ws, 0, sizeof ws);
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, (size_t)8 << 20);
    pthread_barrier_init(&start_line, NULL, NTHREADS);
    for (int t = 0; t < NTHREADS; t++) {
        ws[t].id = t;
        ws[t].seed = BASE_SEED + (uint64_t)t * 0x9E3779B97F4A7C15ULL;
        ws[t].rounds = rounds;
        ws[t].recs = calloc(nrec, sizeof(Rec));
        if (!ws[t].recs) return 1;
    }
    for (int t = 0; t < NTHREADS; t++) {
        if (pthread_create(&ws[t].th, &attr, work, &ws[t])) {
            fprintf(stderr, "threads: pthread_create failed\n");
            return 1;
        }
    }
    for (int t = 0; t < NTHREADS; t++) pthread_join(ws[t].th, NULL);
    pthread_barrier_destroy(&start_line);
    if (!ref.recs || pthread_create(&ref.th, &attr, work, &ref) || pthread_join(ref.th, NULL)) {
        fprintf(stderr, "threads: reference run failed to start\n");
        return 1;
    }
    pthread_attr_destroy(&attr);

    /* Snippets that end otherwise than intended are a library problem, not
     * a threading one: warned about once per snippet, fatal only when so
     * many differ that the comparison below would prove little. */
    int bad = 0;
    size_t unexpected = 0;
    bool warned[NTEMPLATES] = {false};
    for (size_t i = 0; i < nrec; i++) {
        size_t t = i % NTEMPLATES;
        smol_status want = expected_status(t, (int)(i / NTEMPLATES));
        if (ref.recs[i].status != want) {
            unexpected++;
            if (!warned[t]) {
                warned[t] = true;
                fprintf(stderr, "threads: warning: round %zu snippet %zu ended %s, expected %s\n%s%s\n",
                        i / NTEMPLATES, t, smol_status_name(ref.recs[i].status), smol_status_name(want),
                        ref.recs[i].logs ? ref.recs[i].logs : "", ref.recs[i].error ? ref.recs[i].error : "");
            }
        }
    }
    if (unexpected * 4 > nrec) {
        fprintf(stderr, "threads: %zu of %zu snippets ended unexpectedly\n", unexpected, nrec);
        bad++;
    }

    for (int t = 0; t < NTHREADS; t++) {
        Worker *w = &ws[t];
        if (w->bump_calls != w->bump_expected || w->bump_calls != ref.bump_calls) {
            if (bad++ < 20)
                fprintf(stderr, "threads: thread %d's tool saw %ld calls, expected %ld (reference %ld)\n", t,
                        w->bump_calls, w->bump_expected, ref.bump_calls);
        }
        for (size_t i = 0; i < nrec; i++) {
            Rec *a = &ref.recs[i], *b = &w->recs[i];
            const char *what = NULL;
            if (a->status != b->status) what = "status";
            else if (a->logs_len != b->logs_len || (a->logs_len && memcmp(a->logs, b->logs, a->logs_len))) what = "printed output";
            else if (!same_str(a->repr, b->repr)) what = "output value";
            else if (!same_str(a->error, b->error)) what = "error";
            else if (w->seed == ref.seed && a->instructions != b->instructions) what = "instruction count";
            if (what && bad++ < 20) {
                fprintf(stderr, "threads: thread %d, round %zu, snippet %zu: %s differs from the reference\n"
                        "  reference: %s %lld instr, repr=%s\n%s%s\n  thread:    %s %lld instr, repr=%s\n%s%s\n",
                        t, i / NTEMPLATES, i % NTEMPLATES, what, smol_status_name(a->status),
                        (long long)a->instructions, a->repr ? a->repr : "(null)", a->logs ? a->logs : "",
                        a->error ? a->error : "", smol_status_name(b->status), (long long)b->instructions,
                        b->repr ? b->repr : "(null)", b->logs ? b->logs : "", b->error ? b->error : "");
            }
        }
    }
    size_t differing_instr = 0;
    for (int t = 1; t < NTHREADS; t++)
        for (size_t i = 0; i < nrec; i++)
            if (ws[t].recs[i].instructions != ref.recs[i].instructions) differing_instr++;

    for (size_t i = 0; i < nrec; i++) {
        Worker *all[NTHREADS + 1] = {&ref, &ws[0], &ws[1], &ws[2], &ws[3]};
        for (int t = 0; t <= NTHREADS; t++) {
            free(all[t]->recs[i].logs);
            free(all[t]->recs[i].repr);
            free(all[t]->recs[i].error);
        }
    }
    free(ref.recs);
    for (int t = 0; t < NTHREADS; t++) free(ws[t].recs);

    bad += check_interrupt();
    if (bad) {
        fprintf(stderr, "threads: FAILED (%d problems)\n", bad);
        return 1;
    }
    printf("threads: ok: %d threads x %zu snippets, identical results%s\n", NTHREADS, nrec,
           differing_instr ? " (instruction counts differ between seeds)" : " and instruction counts");
    return 0;
}
