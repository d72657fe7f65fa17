/* libFuzzer target: re-entrant user code against the natives.
 *
 * The input bytes drive a generator of snippets in which user classes with
 * hostile dunders (__index__ __eq__ __lt__ __hash__ __bool__ __len__
 * __iter__ __next__ __repr__ __str__ __format__ __bytes__ __getitem__
 * __int__ __float__), key functions, default= callbacks and generators
 * mutate the very containers being operated on (clear, extend, shrink,
 * replace, grow past a reallocation) while a builtin, a method, an operator
 * or a module function of the core types, json, re, math, itertools,
 * functools, heapq, bisect, operator, collections, random, copy, struct,
 * zlib, hashlib, hmac, shlex, graphlib or colorsys is using them. The VM runs with SMOL_DEBUG_CALLBACK_STRESS: every return from
 * Python code into a native collects garbage and freed memory is poisoned,
 * so a native that keeps a stale length, storage pointer or unrooted
 * temporary across the callback reads freed memory, which ASan reports.
 * Every operation sits in its own try/except, so one error does not end
 * the snippet. Then the usual result invariants and probes run.
 *
 * To see the snippet an input generates:
 *   SMOL_FUZZ_PRINT=1 build/fuzz/fuzz_reentry FILE
 */
#include "fuzz_common.h"
#include <stdbool.h>

typedef struct Gen {
    const uint8_t *p, *end;
    char *buf;
    size_t len, cap;
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
    char tmp[512];
    snprintf(tmp, sizeof tmp, fmt, a);
    emit(g, tmp);
}

#define N(a) (sizeof(a) / sizeof((a)[0]))

/* The shared stage: the containers under attack, the mutations, and the
 * hostile classes. Each dunder runs act() with its own offset (chosen by
 * the input), so different dunders do different damage. */
/* Modules are imported only when the operations use them: each import
 * of a module written in Python compiles it in the fresh VM. */
static const char *const MODULES[] = {
    "json", "re", "math", "itertools", "functools", "heapq", "bisect", "operator", "collections", "random", "copy",
    "struct", "zlib", "hashlib", "hmac", "shlex", "graphlib", "colorsys",
};

static const char PROLOGUE[] =
    "import collections\n"
    "L = [str(i) * 3 for i in range(12)]\n"
    "B = bytearray(b'A' * 48)\n"
    "D = {i: str(i) for i in range(10)}\n"
    "S = set(range(10))\n"
    "T = tuple(range(8))\n"
    "Q = collections.deque(range(10))\n"
    "QM = collections.deque(range(5), maxlen=6)\n"
    "OD = collections.OrderedDict((i, str(i)) for i in range(8))\n"
    "class QSub(collections.deque):\n"
    "    def __iter__(self):\n"
    "        act(len(self))\n"
    "        return collections.deque.__iter__(self)\n"
    "J = None\n"
    "def churn():\n"
    "    global J\n"
    "    J = [[i, str(i)] for i in range(30)]\n"
    "def act(k):\n"
    "    k = k % 30\n"
    "    if k == 0: L.clear()\n"
    "    elif k == 1: L.extend(range(40))\n"
    "    elif k == 2: del L[1:]\n"
    "    elif k == 3: B.clear()\n"
    "    elif k == 4: B.extend(b'z' * 300)\n"
    "    elif k == 5: del B[2:]\n"
    "    elif k == 6: D.clear()\n"
    "    elif k == 7: D.update({i: i for i in range(100, 140)})\n"
    "    elif k == 8: S.clear()\n"
    "    elif k == 9: S.update(range(100, 170))\n"
    "    elif k == 10: L[:] = [H(j) for j in range(3)]\n"
    "    elif k == 11: churn()\n"
    "    elif k == 12: L.append(H(3))\n"
    "    elif k == 13: B[:] = b'q'\n"
    "    elif k == 14: D[H(5)] = 1\n"
    "    elif k == 15: S.add(H(7))\n"
    "    elif k == 16: L.sort(key=str)\n"
    "    elif k == 17: L.reverse()\n"
    "    elif k == 18: L.insert(0, 'x' * 5)\n"
    "    elif k == 19: B.insert(0, 66)\n"
    "    elif k == 20: D.popitem() if D else None\n"
    "    elif k == 21: S.pop() if S else None\n"
    "    elif k == 22: L.clear(); B.clear(); D.clear(); S.clear(); churn()\n"
    "    elif k == 23: Q.clear()\n"
    "    elif k == 24: Q.extend(range(50))\n"
    "    elif k == 25: Q.rotate(3); Q.popleft() if Q else None\n"
    "    elif k == 26: Q.__init__([1, H(2)], 3); QM.append(H(1))\n"
    "    elif k == 27: OD.clear()\n"
    "    elif k == 28: OD.update((i, i) for i in range(100, 130)); OD.move_to_end(100, last=False)\n"
    "    else: pass\n";

/* Dunder bodies: %d is the dunder's act() offset. */
static const char *const DUNDERS[] = {
    "    def __index__(self):\n        act(self.k + %d)\n        return self.k %% 9 - 3\n",
    "    def __eq__(self, o):\n        act(self.k + %d)\n        return self.k %% 2 == 0\n",
    "    def __lt__(self, o):\n        act(self.k + %d)\n        return self.k %% 3 == 0\n",
    "    def __hash__(self):\n        act(self.k + %d)\n        return self.k %% 5\n",
    "    def __bool__(self):\n        act(self.k + %d)\n        return self.k %% 2 == 1\n",
    "    def __len__(self):\n        act(self.k + %d)\n        return self.k %% 4\n",
    "    def __iter__(self):\n        act(self.k + %d)\n        self.c = 0\n        return self\n",
    "    def __next__(self):\n        act(self.k + self.c + %d)\n        self.c += 1\n"
    "        if self.c > self.n: raise StopIteration\n"
    "        return H(self.k + self.c) if self.k %% 3 else self.k + self.c\n",
    "    def __repr__(self):\n        act(self.k + %d)\n        return 'H%%d' %% self.k\n",
    "    def __str__(self):\n        act(self.k + %d)\n        return 's' * (self.k %% 4)\n",
    "    def __format__(self, spec):\n        act(self.k + %d)\n        return 'F' + spec\n",
    "    def __bytes__(self):\n        act(self.k + %d)\n        return b'xy' * (self.k %% 3)\n",
    "    def __getitem__(self, i):\n        act(self.k + %d)\n"
    "        if isinstance(i, int) and i >= self.n: raise IndexError(i)\n"
    "        return self.k\n",
    "    def __int__(self):\n        act(self.k + %d)\n        return self.k\n",
    "    def __float__(self):\n        act(self.k + %d)\n        return self.k + 0.5\n",
    "    def __contains__(self, x):\n        act(self.k + %d)\n        return True\n",
    "    def __call__(self, *a, **kw):\n        act(self.k + %d)\n        return self.k\n",
};

/* Operations. $a $b $c: operands (hostile objects, ints, None); $i: a
 * hostile iterable; $k: a key function; $f: a callback that mutates. */
static const char *const OPS[] = {
    /* lists */
    "L[$a]", "L[$a] = $b", "del L[$a]", "L[$a:$b]", "L[$a:$b:$c]", "L[$a:$b] = $i", "L[$a::$c] = [1, 2]",
    "del L[$a:$b]", "del L[$a::$c]", "L.index($a, $b, $c)", "L.index('000', $a)", "L.insert($a, $b)",
    "L.pop($a)", "L.count($a)", "L.remove($a)", "$a in L", "L == [$a, $b]", "L < [$a, $b]", "[$a] <= L",
    "L.sort(key=$k)", "L.sort(key=$k, reverse=$a)", "sorted(L, key=$k)", "min(L, key=$k)", "max(L, key=$k)",
    "max($i, default=$a)", "min($i, key=$k, default=0)", "L.extend($i)", "L += $i", "L *= $a", "L * $a",
    "list($i)", "L[$a:$b] = L", "L.extend(L)", "L[::$a] = L", "L.copy() == L", "repr(L)", "str(L)",
    "reversed(L).__next__()",
    /* bytearrays and bytes */
    "B[$a]", "B[$a] = $b", "del B[$a]", "B[$a:$b]", "B[$a:$b:$c]", "B[$a:$b] = b'xyz'",
    "B[$a:$b:$c] = bytes(len(B[$a:$b:$c]))", "del B[$a:$b]", "del B[$a::$c]", "B.find(b'A', $a, $b)",
    "B.rfind(b'z', $a, $b)", "B.count(b'A', $a, $b)", "B.index(b'A', $a, $b)", "B.rindex(b'A', $a)",
    "B.startswith(b'A', $a, $b)", "B.endswith(b'z', $a, $b)", "B.find($a)", "B.count($a)", "$a in B",
    "B % ($a,)", "B % ($a, $b)", "bytearray(b'%s %d %c %b') % ($a, $b, $c, B)", "b'%d %x' % ($a, $b)",
    "B.join($i)", "b'-'.join([B, B])", "B.extend($i)", "B += $i", "B.insert($a, $b)", "B.pop($a)",
    "B.remove($a)", "bytes($a)", "bytearray($i)", "bytes($i)", "B.replace(b'A', b'BB', $a)",
    "B.split(maxsplit=$a)", "B.rsplit(b'A', $a)", "B.center($a)", "B.ljust($a, b'x')", "B.zfill($a)",
    "B.expandtabs($a)", "B * $a", "B *= $a", "B[$a:$b] = B", "B == B[::-1]", "B.translate(bytes(range(256)))",
    "B.hex($a)", "B.decode()", "B.strip(B)", "bytes(B) + B",
    /* strings */
    "'abcdef'[$a]", "'abcdef'[$a:$b:$c]", "'%s %r %d' % ($a, $b, $c)", "'%(x)s' % {'x': $a}",
    "'%*d' % ($a, $b)", "'%.*f' % ($a, $b)", "'%c' % $a", "'{} {!r}'.format($a, $b)", "'{0[0]}'.format($a)",
    "f'{$a:>{$b}}'", "format($a, 'x')", "format($a, '')", "'ab'.find('a', $a, $b)", "'ab'.count('a', $a)",
    "'abc'.startswith(('a', 'b'), $a, $b)", "'ab'.center($a)", "'ab'.ljust($a, '*')", "'ab'.zfill($a)",
    "'a\\tb'.expandtabs($a)", "'a b c'.split(None, $a)", "'a b c'.rsplit(' ', $a)", "'aaa'.replace('a', 'b', $a)",
    "','.join($i)", "str($a)", "repr($a)", "ascii($a)", "'ab' * $a", "'x'.join(map(str, $i))",
    "'abc'.translate({97: $a})", "'abc'.translate($a)", "str.maketrans({'a': $a})", "'ab'.encode()[$a]",
    /* dicts and sets */
    "D[$a] = $b", "D[$a]", "$a in D", "D.get($a)", "D.pop($a, 0)", "D.setdefault($a, $b)", "del D[$a]",
    "D.update({$a: 1, $b: 2})", "D.update($i)", "dict.fromkeys($i)", "D == {$a: 1}", "{**D, $a: 1}",
    "D | {$a: $b}", "D |= {$a: 1}", "list(D.items())", "($a, 1) in D.items()", "D.keys() & {$a}",
    "D.keys() - $i", "D.copy() == D", "dict($i)", "dict(D, x=$a)", "repr(D)",
    "S.add($a)", "$a in S", "S.discard($a)", "S.remove($a)", "S | {$a, $b}", "S & {$a}", "S - {$a}",
    "S ^ {$a}", "S |= {$a}", "S &= {$a, $b}", "S -= {$a}", "S ^= {$a, $b}", "S.issubset($i)",
    "S.issuperset($i)", "S.isdisjoint($i)", "S.union($i)", "S.intersection($i)", "S.difference($i)",
    "S.symmetric_difference_update($i)", "S.intersection_update($i)", "frozenset($i)", "set($i)",
    "hash(frozenset({$a}))", "S == {$a}", "S <= {$a}", "{$a, $b} < S", "sorted(S, key=$k)",
    /* tuples */
    "T[$a]", "T[$a:$b]", "T.index($a)", "T.count($a)", "T == ($a, $b)", "T < ($a,)", "hash(($a, $b))",
    "tuple($i)", "($a, $b) < ($b, $a)", "($a,) * 3 == ($a,) * 3",
    /* builtins */
    "list(map($f, $i, $i))", "list(map($f, L, L))", "list(filter($f, $i))", "list(filter(None, $i))",
    "list(zip($i, $i))", "list(zip(L, B, $i))", "list(enumerate($i, $a))", "list(reversed($a))",
    "sum($i)", "sum($i, $a)", "any($i)", "all($i)", "sorted($i)", "sorted($i, key=$k)",
    "list(iter($f, $a))", "next(iter($i), $a)", "divmod($a, 3)", "pow($a, 2, $b)", "round($a)",
    "round(2.5, $a)", "abs($a)", "int($a)", "float($a)", "complex($a)", "range($a)", "range(10)[$a]",
    "range($a, $b, $c)", "slice($a, $b, $c).indices($a)", "print($a, $b, sep=$c)", "print(*$i)",
    "hash($a)", "len($a)", "bool($a)", "chr($a)", "hex($a)", "bin($a)", "oct($a)", "isinstance($a, int)",
    "getattr($a, 'k', $b)", "hasattr($a, 'zz')", "$a == $b", "$a < $b", "$a != $b", "$a >= $b",
    "not $a", "$a and $b", "[x for x in $i]", "{x for x in $i}", "{x: 1 for x in $i}", "[*$i, *$i]",
    "a, *b = $i", "a, b = $i", "ord($a)", "callable($a)",
    /* modules */
    "json.dumps(L, default=$f)", "json.dumps([L, D, [L]], default=$f)", "json.dumps({$a: 1})",
    "json.dumps(D, sort_keys=True)", "json.dumps(L, indent=$a)", "json.loads('[1, {\"a\": [2]}]', object_hook=$f)",
    "json.loads('[1.5, 2]', parse_float=$f, parse_int=$f)", "json.loads('{\"a\": 1}', object_pairs_hook=$f)",
    "re.sub('A', $f, 'AAA', count=$a)", "re.sub('A', $f, bytes(B).decode())", "re.compile('A').search('AAA', $a, $b)",
    "re.compile('A').findall('AAA', $a)", "re.split('A', 'xAyAz', $a)", "re.compile('(A)').sub($f, 'AA')",
    "math.prod($i)", "math.prod($i, start=$a)", "math.fsum($i)", "math.dist($i, $i)", "math.hypot($a, $b)",
    "math.isqrt($a)", "math.comb($a, $b)", "math.perm($a, $b)", "math.gcd($a, $b)", "math.lcm($a, $b)",
    "math.floor($a)", "math.ceil($a)", "math.trunc($a)", "math.factorial($a)",
    "list(itertools.accumulate($i, $f))", "list(itertools.chain($i, $i))", "list(itertools.islice($i, $a, $b))",
    "list(itertools.groupby($i, $k))", "list(itertools.product($i, repeat=2))", "list(itertools.permutations($i, $a))",
    "list(itertools.combinations($i, 2))", "list(itertools.zip_longest($i, $i, fillvalue=$a))",
    "list(itertools.starmap($f, [($a, $b)]))", "list(itertools.takewhile($f, $i))", "list(itertools.compress($i, $i))",
    "functools.reduce($f, $i)", "functools.reduce($f, $i, $a)", "functools.cmp_to_key($f)($a) < functools.cmp_to_key($f)($b)",
    "functools.partial($f, $a)($b)", "heapq.heappush(L, $a)", "heapq.heappop(L)", "heapq.heapify(L)",
    "heapq.nsmallest($a, $i, key=$k)", "heapq.nlargest(2, $i)", "list(heapq.merge($i, $i))",
    "heapq.heappushpop(L, $a)", "bisect.insort(L, $a)", "bisect.bisect(L, $a)", "bisect.bisect_left(L, $a, $b, $c)",
    "bisect.bisect_right(L, $a, key=$k)", "operator.itemgetter($a)(L)", "operator.itemgetter($a, $b)(B)",
    "operator.getitem(D, $a)", "operator.contains(L, $a)", "operator.index($a)", "operator.setitem(L, $a, $b)",
    "operator.delitem(L, $a)", "operator.iadd(L, $i)", "collections.Counter($i)", "collections.Counter(L).most_common($a)",
    "collections.deque($i, $a)", "collections.deque(L).rotate($a)", "collections.OrderedDict.fromkeys($i)",
    "collections.defaultdict($f)[$a]", "collections.ChainMap(D, {$a: 1})[$b]", "random.shuffle(L)",
    "random.choice(L)", "random.sample(L, $a)", "random.choices(L, k=$a)", "random.choices(L, weights=$i)",
    "random.randrange($a)", "random.randrange($a, $b, $c)", "copy.deepcopy(L)", "copy.deepcopy([$a, D])",
    "copy.copy($a)",
    /* collections.deque and OrderedDict */
    "Q[$a]", "Q[$a] = $b", "del Q[$a]", "Q.index($a, $b, $c)", "Q.insert($a, $b)", "Q.count($a)", "Q.remove($a)",
    "$a in Q", "Q.rotate($a)", "Q.extend($i)", "Q.extendleft($i)", "Q += $i", "Q *= $a", "Q * $a", "$a * QM",
    "Q == collections.deque([$a, $b])", "Q < collections.deque([$a])", "Q >= QM", "repr(Q)", "Q.copy() == Q",
    "copy.deepcopy(Q)", "copy.copy(QSub(Q))", "collections.deque($i, maxlen=$a)", "QM.extend($i)",
    "QM.appendleft($a)", "QM.insert($a, $b)", "Q + QM", "list(reversed(Q))", "Q.__init__($i, $a)",
    "Q.extend(Q)", "Q.append($a)", "QM.rotate($a)", "QSub($i) == Q", "Q.reverse()", "sorted(Q, key=$k)",
    "QSub($i).copy()", "Q += QSub($i)", "OD.move_to_end($a)", "OD.move_to_end($a, last=$b)", "OD.popitem(last=$a)",
    "OD[$a] = $b", "list(OD.items())", "OD == collections.OrderedDict({$a: 1})", "OD.pop($a, 0)", "repr(OD)",
    /* struct, zlib, hashlib, hmac and the small modules written in Python */
    "struct.pack('<hB?d', $a, $b, $c, $a)", "struct.pack('>qIe', $a, $b, $c)", "struct.pack_into('<hh', B, $a, $b, $c)",
    "struct.unpack_from('<hh', B, $a)", "list(struct.iter_unpack('<h', B))", "struct.calcsize($a)",
    "struct.pack('3s2p', $a, $b)", "struct.Struct('<2i').pack_into(B, $a, $b, $c)", "struct.unpack('<4sI', B[:$a])",
    "zlib.compress(B, $a)", "zlib.decompress(zlib.compress(B), $a)", "zlib.crc32(B, $a)", "zlib.adler32($a)",
    "zlib.decompress(B[:$a])", "hashlib.sha256(B).hexdigest()", "hashlib.new($a, B)", "hashlib.md5($a).digest()",
    "hashlib.blake2b(B, digest_size=$a)", "hashlib.blake2s(B, key=$a, salt=$b)", "hashlib.shake_128(B).digest($a)",
    "hashlib.pbkdf2_hmac('sha1', B, B, $a, $b)", "hmac.new(bytes(B), B, 'sha256').digest()", "hmac.new(B, $a, $b)",
    "hmac.compare_digest($a, $b)", "shlex.split($a)", "shlex.quote($a)", "shlex.join($i)",
    "zlib.compressobj($a).compress(B)", "zlib.compressobj(9, 8, $a, $b).flush($c)",
    "zlib.decompressobj().decompress(zlib.compress(B), $a)", "zlib.decompressobj($a, zdict=B).flush($b)",
    "zlib.decompressobj().decompress(B, $a)", "zlib.compressobj(zdict=$a).copy().flush()",
    "hashlib.sha256(B).copy().update($a)", "hashlib.blake2b(B).copy().hexdigest()",
    "hashlib.shake_256(B).copy().digest($a)", "list(shlex.shlex($a, posix=True))",
    "list(shlex.shlex($a, punctuation_chars=$b))", "shlex.shlex($a).get_token()",
    "list(graphlib.TopologicalSorter({$a: [$b]}).static_order())", "graphlib.TopologicalSorter({$a: $i}).prepare()",
    "colorsys.rgb_to_hsv($a, $b, $c)", "colorsys.hls_to_rgb($a, $b, $c)",
};

static void operand(Gen *g) {
    switch (pick(g, 8)) {
    case 0: case 1: case 2: case 3: emitf(g, "H(%d)", (int)pick(g, 64)); break;
    case 4: emitf(g, "%d", (int)pick(g, 40) - 12); break;
    case 5: emitf(g, "mkG(%d)", (int)pick(g, 64)); break;
    case 6: emit(g, "None"); break;
    default: emitf(g, "H(%d, 2)", (int)pick(g, 64)); break;
    }
}

static void iterable(Gen *g) {
    switch (pick(g, 8)) {
    case 0: case 1: emitf(g, "H(%d, ", (int)pick(g, 64)); emitf(g, "%d)", (int)pick(g, 6)); break;
    case 2: emitf(g, "gen(%d)", (int)pick(g, 64)); break;
    case 3: emit(g, "L"); break;
    case 4: emitf(g, "[H(%d), ", (int)pick(g, 64)); emitf(g, "%d, B, L]", (int)pick(g, 8)); break;
    case 5: emitf(g, "(x for x in H(%d, 3))", (int)pick(g, 64)); break;
    case 6: emit(g, "B"); break;
    default: emitf(g, "mkG(%d)", (int)pick(g, 64)); break;
    }
}

static void keyfn(Gen *g) {
    switch (pick(g, 4)) {
    case 0: emitf(g, "keyf(%d)", (int)pick(g, 64)); break;
    case 1: emitf(g, "H(%d)", (int)pick(g, 64)); break;
    case 2: emit(g, "str"); break;
    default: emitf(g, "keyh(%d)", (int)pick(g, 64)); break;
    }
}

static void callback(Gen *g) {
    switch (pick(g, 4)) {
    case 0: emitf(g, "cb(%d)", (int)pick(g, 64)); break;
    case 1: emitf(g, "H(%d)", (int)pick(g, 64)); break;
    case 2: emitf(g, "cbh(%d)", (int)pick(g, 64)); break;
    default: emit(g, "str"); break;
    }
}

static void expand(Gen *g, const char *t) {
    char one[2] = {0, 0};
    for (; *t; t++) {
        if (*t == '$' && t[1]) {
            switch (t[1]) {
            case 'a': case 'b': case 'c': operand(g); t++; continue;
            case 'i': iterable(g); t++; continue;
            case 'k': keyfn(g); t++; continue;
            case 'f': callback(g); t++; continue;
            default: break;
            }
        }
        one[0] = *t;
        emit(g, one);
    }
}

static char *generate(const uint8_t *data, size_t size, size_t *len) {
    Gen g = {data, data + size, NULL, 0, 0};
    emit(&g, PROLOGUE);
    size_t imports_at = g.len;
    /* Two hostile classes: H with every dunder, G (a subclass of list or
     * int or str, so the natives' fast paths for built-in bases are
     * reached too) with a few. */
    emit(&g, "class H:\n    def __init__(self, k, n=3):\n        self.k = k\n        self.n = n\n        self.c = 0\n");
    for (size_t i = 0; i < N(DUNDERS); i++) emitf(&g, DUNDERS[i], (int)pick(&g, 24));
    static const char *const BASES[] = {"int", "list", "str", "dict", "tuple", "bytes"};
    unsigned base = pick(&g, N(BASES));
    static const char *const MAKE[] = {"G(k)", "G([k, k + 1])", "G(k)", "G({k: 1})", "G((k, 1))", "G(k % 5)"};
    emit(&g, "class G(");
    emit(&g, BASES[base]);
    emit(&g, "):\n    k = 1\n    n = 3\n    c = 0\n");
    for (int i = 0; i < 4; i++) emitf(&g, DUNDERS[pick(&g, N(DUNDERS))], (int)pick(&g, 24));
    emit(&g, "def mkG(k):\n    return ");
    emit(&g, MAKE[base]);
    emit(&g, "\n");
    emit(&g, "def keyf(k):\n    def f(x):\n        act(k)\n        return 0\n    return f\n");
    emit(&g, "def keyh(k):\n    return lambda x: H(k + 1)\n");
    emit(&g, "def cb(k):\n    def f(*a, **kw):\n        act(k)\n        return a[0] if a else k\n    return f\n");
    emit(&g, "def cbh(k):\n    return lambda *a, **kw: H(k)\n");
    emit(&g, "def gen(k):\n    for j in range(4):\n        act(k + j)\n        yield H(k + j) if j % 2 else j\n");
    unsigned nops = 3 + pick(&g, 14);
    for (unsigned i = 0; i < nops && g.p < g.end; i++) {
        emit(&g, "try:\n    r = ");
        const char *op = OPS[(pick(&g, 256) * 256u + pick(&g, 256)) % N(OPS)];
        /* Statements (assignments, del) cannot stand after `r = `. */
        if (strstr(op, " = ") || strncmp(op, "del ", 4) == 0 || strstr(op, " += ") || strstr(op, " |= ") ||
            strstr(op, " *= ") || strstr(op, " &= ") || strstr(op, " -= ") || strstr(op, " ^= ")) {
            g.len -= 4;
            g.buf[g.len] = '\0';
            expand(&g, op);
            emit(&g, "\n    r = None\n");
        } else {
            expand(&g, op);
            emit(&g, "\n");
        }
        if (pick(&g, 3) == 0) emit(&g, "    print(repr(r)[:60])\n");
        emit(&g, "except Exception as e:\n    print(type(e).__name__)\n");
    }
    emit(&g, "print(len(L), len(B), len(D), len(S))\n");
    /* Now that the operations are known: their imports, before them. */
    Gen imp = {NULL, NULL, NULL, 0, 0};
    char name[32];
    for (size_t i = 0; i < N(MODULES); i++) {
        snprintf(name, sizeof name, "%s.", MODULES[i]);
        if (!strstr(g.buf + imports_at, name)) continue;
        emit(&imp, "import ");
        emit(&imp, MODULES[i]);
        emit(&imp, "\n");
    }
    if (imp.len) {
        char *out = malloc(g.len + imp.len + 1);
        if (!out) abort();
        memcpy(out, imp.buf, imp.len);
        memcpy(out + imp.len, g.buf, g.len + 1);
        *len = g.len + imp.len;
        free(g.buf);
        free(imp.buf);
        return out;
    }
    *len = g.len;
    return g.buf;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    size_t len;
    char *src = generate(data, size, &len);
    if (getenv("SMOL_FUZZ_PRINT")) fprintf(stderr, "%s\n----\n", src);
    smol_vm *vm = fuzz_new_vm_with(60000, SMOL_DEBUG_CALLBACK_STRESS);
    smol_session *s = smol_session_new(vm);
    if (!s) fuzz_fail("smol_session_new failed", NULL);
    smol_result r;
    smol_status st = smol_run(s, src, len, "<reentry>", &r);
    fuzz_check_result(&r, FUZZ_MAX_MEMORY, FUZZ_MAX_OUTPUT);
    if (st != r.status) fuzz_fail("smol_run's return value differs from out->status", &r);
    if (st == SMOL_REJECTED) fuzz_fail("a generated snippet was rejected by the policy", &r);
    if (st == SMOL_EXCEPTION && r.error_type && strcmp(r.error_type, "SyntaxError") == 0)
        fuzz_fail("a generated snippet does not compile", &r);
    smol_result_free(&r);
    fuzz_probe_and_close(vm, s);
    free(src);
    return 0;
}
