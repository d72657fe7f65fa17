#!/usr/bin/env python3
"""Check that every native's work ends with the instruction budget.

usage: check_native_budget.py [--smolvm build/smolvm] [--budget N] [--timing] [FILTER ...]

Each case calls one native (a builtin, a method of a built-in type, a
function of a module) in an endless loop, with an input shaped to make one
call do as much work as it can: long strings and containers, big ints, huge
widths and precisions, patterns that make a search compare a lot for every
position, hash collisions, iterators a native consumes or skips on its own.
The run has a small instruction budget and a deadline far beyond what that
budget should take: every case must stop with the budget status, which
shows that the native's work was charged to the budget (a case whose work
went uncharged runs into the deadline instead). --timing prints the CPU time
per charged instruction unit of each case and its peak RSS, for the record;
a fair figure is tens of ns per unit. A run whose peak RSS passes the memory
cap plus 64 MB fails as well.

The last line is `N passed, M failed`; exit status 1 when anything failed.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

CASES = [
    # ---- str: searching -------------------------------------------------
    ("str.find near miss", "s = 'a' * 100000\np = 'a' * 1000 + 'b'\nwhile True: s.find(p)"),
    ("str.rfind near miss", "s = 'a' * 100000\np = 'b' + 'a' * 1000\nwhile True: s.rfind(p)"),
    ("str.count near miss", "s = 'a' * 100000\np = 'a' * 1000 + 'b'\nwhile True: s.count(p)"),
    ("str in near miss", "s = 'ab' * 50000\np = 'ab' * 500 + 'c'\nwhile True: p in s"),
    ("str.index near miss", "s = 'a' * 100000\np = 'a' * 1000 + 'b'\n"
                            "while True:\n try: s.index(p)\n except ValueError: pass"),
    ("str.find wide chars", "s = '\\u20ac' * 100000\np = '\\u20ac' * 1000 + 'b'\nwhile True: s.find(p)"),
    ("str.find astral", "s = '\\U0001f600' * 100000\np = '\\U0001f600' * 1000 + 'b'\nwhile True: s.find(p)"),
    ("str.replace near miss", "s = 'a' * 100000\np = 'a' * 1000 + 'b'\nwhile True: s.replace(p, 'x')"),
    ("str.replace grows", "s = 'a' * 100000\nwhile True: s.replace('a', 'bcdefghij')"),
    ("str.replace empty old", "s = 'a' * 100000\nwhile True: s.replace('', 'xy')"),
    ("str.split near miss", "s = 'a' * 100000\np = 'a' * 1000 + 'b'\nwhile True: s.split(p)"),
    ("str.split whitespace", "s = ' a' * 100000\nwhile True: s.split()"),
    ("str.rsplit many", "s = 'a,' * 100000\nwhile True: s.rsplit(',')"),
    ("str.partition near miss", "s = 'a' * 100000\np = 'a' * 1000 + 'b'\nwhile True: s.partition(p)"),
    ("str.rpartition near miss", "s = 'a' * 100000\np = 'b' + 'a' * 1000\nwhile True: s.rpartition(p)"),
    ("str.startswith long tuple", "s = 'a' * 3000\nt = tuple('a' * i + 'b' for i in range(3000))\n"
                                  "while True: s.startswith(t)"),
    ("str.endswith long tuple", "s = 'a' * 3000\nt = tuple('b' + 'a' * i for i in range(3000))\n"
                                "while True: s.endswith(t)"),
    ("str.strip long chars", "s = 'a' * 20000\nc = 'bcdefghijklmnopqrstuvwxyz' * 800 + 'a'\n"
                             "while True: s.strip(c)"),
    ("str.strip wide chars", "s = '\\u20ac' * 20000\nc = '\\u20ad' * 20000 + '\\u20ac'\nwhile True: s.rstrip(c)"),
    # ---- str: building --------------------------------------------------
    ("str.join many", "L = ['ab'] * 200000\nwhile True: ''.join(L)"),
    ("str.join long sep", "L = ['a'] * 10000\nsep = 'x' * 1000\nwhile True: sep.join(L)"),
    ("str.translate dict", "s = 'abc' * 100000\nt = {97: 'xyz', 98: None}\nwhile True: s.translate(t)"),
    ("str.translate wide", "s = '\\u20ac' * 300000\nt = {0x20ac: '\\U0001f600'}\nwhile True: s.translate(t)"),
    ("str.maketrans big", "a = ''.join(map(chr, range(256, 30256)))\nwhile True: str.maketrans(a, a)"),
    ("str.expandtabs", "s = '\\t' * 1000\nwhile True: s.expandtabs(10000)"),
    ("str.center huge", "while True: 'a'.center(10000000)"),
    ("str.ljust huge wide fill", "while True: 'a'.ljust(10000000, '\\u20ac')"),
    ("str.zfill huge", "while True: '-1'.zfill(10000000)"),
    ("str * n", "while True: 'ab' * 5000000"),
    ("str.lower", "s = 'A\\u00c9' * 300000\nwhile True: s.lower()"),
    ("str.upper sharp s", "s = '\\u00df' * 300000\nwhile True: s.upper()"),
    ("str.casefold", "s = '\\u00df\\ufb03' * 200000\nwhile True: s.casefold()"),
    ("str.title", "s = 'ab cd ' * 100000\nwhile True: s.title()"),
    ("str.swapcase", "s = 'aB\\u0130' * 200000\nwhile True: s.swapcase()"),
    ("str.capitalize", "s = '\\u01c6' * 500000\nwhile True: s.capitalize()"),
    ("str.splitlines", "s = '\\n' * 300000\nwhile True: s.splitlines(True)"),
    ("str.isidentifier", "s = 'a\\u00e9' * 500000\nwhile True: s.isidentifier()"),
    ("str.isnumeric", "s = '\\u0663' * 1000000\nwhile True: s.isnumeric()"),
    ("str.isprintable", "s = '\\u20ac' * 1000000\nwhile True: s.isprintable()"),
    ("str index far apart", "s = 'a\\u20ac' * 500000\nwhile True: s[-5]; s[700000]"),
    ("str slice far apart", "s = 'a\\u20ac' * 500000\nwhile True: s[-5:-4]; s[700000:700001]"),
    ("str.find window far apart", "s = 'a\\u20ac' * 500000\nwhile True: s.find('x', 700000, 700001); s.find('x', 5, 6)"),
    ("str.count window far apart", "s = 'a\\u20ac' * 500000\n"
                                   "while True: s.count('x', 700000, 700001); s.count('x', 5, 6)"),
    ("re search window far apart", "import re\ns = 'a\\u20ac' * 500000\np = re.compile('x')\n"
                                   "while True: p.search(s, 700000, 700001); p.search(s, 5, 6)"),
    ("str slice huge step", "s = 'a\\u20ac' * 500000\nwhile True: s[::100000]; s[::-100000]"),
    ("str == long", "a = 'x' * 1000000\nb = 'x' * 999999 + 'x'\nwhile True: a == b"),
    ("str < long", "a = '\\u20ac' * 1000000\nb = '\\u20ac' * 1000000\nwhile True: a < b"),
    ("str hash fresh", "s = 'x' * 100000\nwhile True: hash(s + 'y')"),
    ("str repr escapes", "s = '\\x00\\u20ac\\'\"' * 200000\nwhile True: repr(s)"),
    ("ascii()", "s = '\\U0001f600' * 200000\nwhile True: ascii(s)"),
    ("str % width", "while True: '%*d' % (10000000, 1)"),
    ("str % precision", "while True: '%.*d' % (10000000, 1)"),
    ("str % many args", "f = '%s' * 100000\na = ('x',) * 100000\nwhile True: f % a"),
    ("str % float precision", "while True: '%.100000f' % 1e300"),
    ("str % long str", "s = 'a' * 1000000\nwhile True: '%s' % s"),
    ("str.format long str", "s = 'a' * 1000000\nwhile True: '{}'.format(s)"),
    ("f-string long str", "s = 'a' * 1000000\nwhile True: f'{s}b'"),
    ("bytes % long bytes", "b = b'a' * 1000000\nwhile True: b'%s%b' % (b, b)"),
    ("str.format width", "while True: '{:>10000000}'.format('a')"),
    ("str.format many fields", "f = '{}' * 50000\na = [1] * 50000\nwhile True: f.format(*a)"),
    ("format() int grouping", "x = 10 ** 4000\nwhile True: format(x, ',')"),
    ("format() float precision", "while True: format(1.0, '.1000000f')"),
    ("format() exp precision", "while True: format(1.5e-300, '.1000000e')"),
    ("format() g precision", "while True: format(1.1, '.1000000g')"),
    ("f-string width", "w = 10000000\nwhile True: f'{1:{w}}'"),
    ("f-string many parts", "x = 'a' * 100\nwhile True: f'{x}{x}{x}{x}{x}{x}{x}{x}{x}{x}' * 10000"),
    # ---- codecs ---------------------------------------------------------
    ("encode utf-8", "s = '\\u20ac' * 500000\nwhile True: s.encode('utf-8')"),
    ("encode utf-16", "s = '\\U0001f600' * 300000\nwhile True: s.encode('utf-16')"),
    ("encode utf-32", "s = '\\u20ac' * 300000\nwhile True: s.encode('utf-32-be')"),
    ("encode latin-1", "s = '\\u00e9' * 1000000\nwhile True: s.encode('latin-1')"),
    ("encode ascii replace", "s = '\\u20ac' * 500000\nwhile True: s.encode('ascii', 'replace')"),
    ("encode ascii xmlcharrefreplace", "s = '\\u20ac' * 300000\nwhile True: s.encode('ascii', 'xmlcharrefreplace')"),
    ("encode ascii backslashreplace", "s = '\\U0001f600' * 300000\n"
                                      "while True: s.encode('ascii', 'backslashreplace')"),
    ("encode ascii namereplace", "s = '\\u00e9\\uac00' * 30000\nwhile True: s.encode('ascii', 'namereplace')"),
    ("encode ascii ignore", "s = '\\u20ac' * 500000\nwhile True: s.encode('ascii', 'ignore')"),
    ("encode utf-8 surrogatepass", "s = '\\ud800' * 300000\nwhile True: s.encode('utf-8', 'surrogatepass')"),
    ("encode utf-8 surrogateescape", "s = '\\udc80' * 300000\nwhile True: s.encode('utf-8', 'surrogateescape')"),
    ("encode utf-8-sig", "s = '\\u20ac' * 500000\nwhile True: s.encode('utf-8-sig')"),
    ("encode latin-1 namereplace", "s = '\\u20ac' * 100000\nwhile True: s.encode('latin-1', 'namereplace')"),
    ("encode utf-16 surrogatepass", "s = '\\udc80' * 300000\nwhile True: s.encode('utf-16-le', 'surrogatepass')"),
    ("encode utf-32 xmlcharrefreplace", "s = '\\udc80' * 300000\n"
                                        "while True: s.encode('utf-32', 'xmlcharrefreplace')"),
    ("decode utf-8", "b = '\\u20ac'.encode() * 500000\nwhile True: b.decode('utf-8')"),
    ("decode utf-8 replace", "b = b'\\xff' * 500000\nwhile True: b.decode('utf-8', 'replace')"),
    ("decode utf-8 backslashreplace", "b = b'\\xff' * 300000\nwhile True: b.decode('utf-8', 'backslashreplace')"),
    ("decode utf-8 surrogateescape", "b = b'\\xff' * 300000\nwhile True: b.decode('utf-8', 'surrogateescape')"),
    ("decode utf-8 ignore", "b = b'\\xff' * 500000\nwhile True: b.decode('utf-8', 'ignore')"),
    ("decode utf-16", "b = '\\U0001f600'.encode('utf-16-le') * 300000\nwhile True: b.decode('utf-16-le')"),
    ("decode utf-32 replace", "b = b'\\xff\\xff\\xff\\xff' * 300000\nwhile True: b.decode('utf-32-le', 'replace')"),
    ("decode latin-1", "b = b'\\xe9' * 1000000\nwhile True: b.decode('latin-1')"),
    ("decode ascii replace", "b = b'\\xe9' * 500000\nwhile True: b.decode('ascii', 'replace')"),
    ("decode utf-8-sig", "b = b'\\xef\\xbb\\xbf' + '\\u20ac'.encode() * 500000\nwhile True: b.decode('utf-8-sig')"),
    ("decode utf-16 surrogatepass", "b = b'\\x80\\xdc' * 300000\nwhile True: b.decode('utf-16-le', 'surrogatepass')"),
    ("decode utf-16 odd replace", "b = b'\\x00\\xdc' * 300000 + b'x'\nwhile True: b.decode('utf-16-le', 'replace')"),
    ("decode utf-8 surrogatepass", "b = b'\\xed\\xb2\\x80' * 300000\nwhile True: b.decode('utf-8', 'surrogatepass')"),
    ("decode utf-32 surrogateescape", "b = b'\\xff' * 1200000\nwhile True: b.decode('utf-32-le', 'surrogateescape')"),
    # ---- bytes / bytearray ----------------------------------------------
    ("bytes.hex", "b = b'\\xab' * 500000\nwhile True: b.hex(':')"),
    ("bytes.fromhex", "s = 'ab ' * 500000\nwhile True: bytes.fromhex(s)"),
    ("bytes.translate", "b = b'abc' * 300000\nt = bytes(range(255, -1, -1))\nwhile True: b.translate(t, b'a')"),
    ("bytes.maketrans", "a = bytes(range(256))\nwhile True: bytes.maketrans(a, a)"),
    ("bytes.replace grows", "b = b'a' * 200000\nwhile True: b.replace(b'a', b'bcdefgh')"),
    ("bytes.find near miss", "b = b'a' * 100000\np = b'a' * 1000 + b'b'\nwhile True: b.find(p)"),
    ("bytes.count near miss", "b = b'a' * 100000\np = b'a' * 1000 + b'b'\nwhile True: b.count(p)"),
    ("bytes.split near miss", "b = b'a' * 100000\np = b'a' * 1000 + b'b'\nwhile True: b.split(p)"),
    ("bytes.split whitespace", "b = b' a' * 200000\nwhile True: b.split()"),
    ("bytes.join", "L = [b'ab'] * 200000\nwhile True: b''.join(L)"),
    ("bytes.strip long chars", "b = b'a' * 20000\nc = bytes(range(98, 256)) * 100 + b'a'\nwhile True: b.strip(c)"),
    ("bytes.startswith long tuple", "b = b'a' * 3000\nt = tuple(b'a' * i + b'b' for i in range(3000))\n"
                                    "while True: b.startswith(t)"),
    ("bytes * n", "while True: b'ab' * 5000000"),
    ("bytes(n)", "while True: bytes(10000000)"),
    ("bytes.center huge", "while True: b'a'.center(10000000)"),
    ("bytes.expandtabs", "b = b'\\t' * 1000\nwhile True: b.expandtabs(10000)"),
    ("bytes.upper", "b = b'ab' * 500000\nwhile True: b.upper()"),
    ("bytes repr", "b = bytes(range(256)) * 4000\nwhile True: repr(b)"),
    ("bytes % width", "while True: b'%*d' % (10000000, 1)"),
    ("bytearray extend", "b = b'x' * 1000000\nwhile True:\n a = bytearray()\n a.extend(b)"),
    ("bytearray from list", "L = [1] * 500000\nwhile True: bytearray(L)"),
    ("bytearray insert front", "a = bytearray(1000000)\nwhile True: a.insert(0, 1); a.pop(0)"),
    ("bytearray slice assign", "a = bytearray(1000000)\nwhile True: a[0:1] = b'xy'; a[0:2] = b'x'"),
    ("bytearray del slice step", "b = bytearray(1000000)\nwhile True:\n a = bytearray(b)\n del a[::2]"),
    ("bytes == long", "a = b'x' * 1000000\nb = b'x' * 999999 + b'x'\nwhile True: a == b"),
    ("bytes hash fresh", "b = b'x' * 100000\nwhile True: hash(b + b'y')"),
    # ---- int ------------------------------------------------------------
    ("pow big", "while True: pow(3, 100000)"),
    ("pow with modulus", "m = 10 ** 1000 + 7\ne = 10 ** 1000\nwhile True: pow(3, e, m)"),
    ("pow negative exponent modulus", "m = 10 ** 1000 + 7\nwhile True: pow(3, -1, m)"),
    ("int ** int", "while True: 7 ** 50000"),
    ("int << big", "while True: 1 << 10000000"),
    ("int >> big", "x = 1 << 1000000\nwhile True: x >> 7"),
    ("int * int", "x = 7 ** 100000\nwhile True: x * x"),
    ("int // int", "x = 7 ** 200000\ny = 3 ** 100000\nwhile True: x // y"),
    ("divmod big", "x = 7 ** 200000\ny = 3 ** 100000\nwhile True: divmod(x, y)"),
    ("int % small", "x = 7 ** 200000\nwhile True: x % 1000003"),
    ("int & | ^", "x = 7 ** 200000\ny = 3 ** 300000\nwhile True: (x & y) | (x ^ y)"),
    ("int ~ and neg", "x = 7 ** 200000\nwhile True: ~(-x)"),
    ("str(int) at limit", "x = 10 ** 4299\nwhile True: str(x)"),
    ("str(int) over limit", "x = 10 ** 100000\nwhile True:\n try: str(x)\n except ValueError: pass"),
    ("int(str) at limit", "s = '7' * 4300\nwhile True: int(s)"),
    ("int(str) over limit", "s = '7' * 1000000\nwhile True:\n try: int(s)\n except ValueError: pass"),
    ("int(str, 2) huge", "s = '1' * 1000000\nwhile True: int(s, 2)"),
    ("int(str, 16) huge", "s = 'f' * 500000\nwhile True: int(s, 16)"),
    ("int(str) underscores", "s = '1_' * 2000 + '1'\nwhile True: int(s)"),
    ("int(str) spaces", "s = ' ' * 1000000 + '1'\nwhile True: int(s)"),
    ("hex(int)", "x = 7 ** 300000\nwhile True: hex(x)"),
    ("bin(int)", "x = 7 ** 100000\nwhile True: bin(x)"),
    ("oct(int)", "x = 7 ** 300000\nwhile True: oct(x)"),
    ("format(int, 'x') width", "x = 7 ** 100000\nwhile True: format(x, '_x')"),
    ("int.to_bytes", "x = 7 ** 300000\nwhile True: x.to_bytes(200000, 'little')"),
    ("int.to_bytes padded", "while True: (1).to_bytes(10000000, 'big')"),
    ("int.from_bytes", "b = b'\\xff' * 1000000\nwhile True: int.from_bytes(b, 'big')"),
    ("int.bit_count", "x = 7 ** 1000000\nwhile True: x.bit_count()"),
    ("int.bit_length", "x = 7 ** 1000000\nwhile True: x.bit_length()"),
    ("int == int", "x = 7 ** 300000\ny = 7 ** 300000\nwhile True: x == y"),
    ("hash(int)", "x = 7 ** 300000\nwhile True: hash(x)"),
    ("float(int)", "x = 7 ** 300\nwhile True: float(x)"),
    ("int / int", "x = 7 ** 300000\ny = 7 ** 299990\nwhile True: x / y"),
    ("round(int, -n)", "x = 7 ** 100000\nwhile True: round(x, -40000)"),
    ("math.factorial", "import math\nwhile True: math.factorial(20000)"),
    ("math.comb", "import math\nwhile True: math.comb(100000, 50000)"),
    ("math.perm", "import math\nwhile True: math.perm(50000, 25000)"),
    ("math.isqrt", "import math\nx = 7 ** 300000\nwhile True: math.isqrt(x)"),
    ("math.gcd", "import math\nx = 7 ** 100000 + 1\ny = 3 ** 150000 + 1\nwhile True: math.gcd(x, y)"),
    ("math.gcd many", "import math\nL = [6] * 300000\nwhile True: math.gcd(*L)"),
    ("math.lcm", "import math\nx = 7 ** 100000 + 1\ny = 3 ** 150000 + 1\nwhile True: math.lcm(x, y)"),
    ("math.prod", "import math\nL = [3] * 100000\nwhile True: math.prod(L)"),
    ("math.fsum", "import math\nL = [0.1, 1e100, -1e100] * 100000\nwhile True: math.fsum(L)"),
    ("math.dist", "import math\np = [1.0] * 500000\nq = [2.0] * 500000\nwhile True: math.dist(p, q)"),
    ("math.hypot", "import math\np = [1.0] * 500000\nwhile True: math.hypot(*p)"),
    ("math.log big", "import math\nx = 7 ** 1000000\nwhile True: math.log(x)"),
    # ---- float ----------------------------------------------------------
    ("repr(float) many", "L = [0.1] * 100000\nwhile True: repr(L)"),
    ("float(str) long", "s = '1' * 1000000\nwhile True: float(s)"),
    ("float(str) long fraction", "s = '0.' + '1' * 1000000 + 'e5'\nwhile True: float(s)"),
    ("round(float, n)", "while True: round(1.5, 1000000)"),
    ("complex format", "while True: format(1+1j, '.100000f')"),
    # ---- list / tuple ---------------------------------------------------
    ("list.sort ints", "import random\nL = list(range(300000))\nrandom.shuffle(L)\nwhile True: sorted(L)"),
    ("list.sort strs", "L = [str(i * 7919 % 100003) for i in range(100000)]\nwhile True: sorted(L)"),
    ("list.sort floats", "L = [((i * 7919) % 100003) / 7 for i in range(100000)]\nwhile True: sorted(L)"),
    ("list.sort tuples", "L = [(i % 10, (i * 7919) % 100003) for i in range(100000)]\nwhile True: sorted(L)"),
    ("sorted key=abs", "L = [(i * 7919) % 100003 - 50000 for i in range(100000)]\nwhile True: sorted(L, key=abs)"),
    ("sorted key=str", "L = [(i * 7919) % 100003 for i in range(30000)]\nwhile True: sorted(L, key=str)"),
    ("sorted key=len", "L = ['a' * (i % 100) for i in range(100000)]\nwhile True: sorted(L, key=len, reverse=True)"),
    ("sorted 1e6", "L = list(range(1000000, 0, -1))\nwhile True: sorted(L)"),
    ("list.index miss", "L = [0] * 1000000\nwhile True:\n try: L.index(1)\n except ValueError: pass"),
    ("list.index str miss", "L = ['a' * 100] * 300000\nx = 'a' * 99 + 'b'\n"
                            "while True:\n try: L.index(x)\n except ValueError: pass"),
    ("list.count", "L = [0] * 1000000\nwhile True: L.count(0)"),
    ("list.count float vs int", "L = [0.5] * 1000000\nwhile True: L.count(1)"),
    ("list.remove miss", "L = [0] * 1000000\nwhile True:\n try: L.remove(1)\n except ValueError: pass"),
    ("tuple in of classes", "t = tuple(type('C%d' % i, (), {}) for i in range(20000))\nwhile True: int in t"),
    ("abc isinstance deep MRO", "import collections.abc\nclass B: pass\nfor i in range(1000):\n class B(B): pass\n"
                                "while True:\n class C(B): pass\n isinstance(C(), collections.abc.Sized)"),
    ("list in", "L = [0] * 1000000\nwhile True: 1 in L"),
    ("list * n", "while True: [0, 1] * 3000000"),
    ("list slice assign", "L = [0] * 1000000\nM = [1] * 500000\nwhile True: L[::2] = M"),
    ("list slice assign shift", "L = [0] * 1000000\nwhile True: L[0:1] = [1, 2]; L[0:2] = [1]"),
    ("list del slice step", "M = [0] * 1000000\nwhile True:\n L = M[:]\n del L[::2]"),
    ("list insert front", "L = [0] * 1000000\nwhile True: L.insert(0, 1); L.pop(0)"),
    ("list del front", "L = [0] * 1000000\nwhile True: del L[0]; L.append(0)"),
    ("list == long", "a = [0] * 1000000\nb = [0] * 1000000\nwhile True: a == b"),
    ("list == nested", "a = [[0]] * 1000000\nb = [[0]] * 1000000\nwhile True: a == b"),
    ("list < long strs", "a = ['x' * 10] * 300000\nb = ['x' * 10] * 300000\nwhile True: a < b"),
    ("list == equal strs", "a = ['x' * 100] * 100000\nb = ['x' * 100] * 100000\nwhile True: a == b"),
    ("sorted lists of lists", "a = [[0, i] for i in range(100000)]\nwhile True: sorted(a, reverse=True)"),
    ("max of lists", "a = [[0, i] for i in range(100000)]\nwhile True: max(a)"),
    ("list reversed", "L = [0] * 1000000\nwhile True: list(reversed(L))"),
    ("list.reverse", "L = [0] * 1000000\nwhile True: L.reverse()"),
    ("list.extend", "L = [0] * 1000000\nwhile True:\n M = []\n M.extend(L)"),
    ("list + list", "L = [0] * 1000000\nwhile True: L + L"),
    ("list.copy", "L = [0] * 1000000\nwhile True: L.copy()"),
    ("list(tuple)", "T = (0,) * 1000000\nwhile True: list(T)"),
    ("tuple(list)", "L = [0] * 1000000\nwhile True: tuple(L)"),
    ("tuple.index miss", "T = (0,) * 1000000\nwhile True:\n try: T.index(1)\n except ValueError: pass"),
    ("tuple.count", "T = (0,) * 1000000\nwhile True: T.count(0)"),
    ("tuple == long", "a = (0,) * 1000000\nb = tuple([0] * 1000000)\nwhile True: a == b"),
    ("hash(tuple) big", "T = tuple(range(1000000))\nwhile True: hash(T)"),
    ("hash(tuple) nested", "T = ((1, 2),) * 500000\nwhile True: hash(T)"),
    ("list unpack star", "L = [0] * 1000000\nwhile True: a, *b = L"),
    ("call Python *args", "L = [0] * 1000000\ndef f(*a): pass\nwhile True: f(*L)"),
    ("call Python **kwargs", "d = {'k%d' % i: i for i in range(100000)}\ndef f(**kw): pass\nwhile True: f(**d)"),
    ("zip(*many)", "L = [(1, 2)] * 300000\nwhile True: list(zip(*L))"),
    ("map over many iterables", "L = [(1, 2)] * 300000\nwhile True: list(map(max, *L))"),
    ("print many args", "L = [''] * 1000000\nwhile True: print(*L, sep='', end='')"),
    ("call with *args", "L = [0] * 1000000\nwhile True: max(*L)"),
    # ---- dict / set -----------------------------------------------------
    ("dict.copy", "d = dict.fromkeys(range(300000))\nwhile True: d.copy()"),
    ("dict.update", "d = dict.fromkeys(range(300000))\nwhile True: {}.update(d)"),
    ("dict |", "d = dict.fromkeys(range(300000))\ne = dict.fromkeys(range(1))\nwhile True: e | d"),
    ("dict ==", "d = dict.fromkeys(range(300000))\ne = dict.fromkeys(range(300000))\nwhile True: d == e"),
    ("dict.fromkeys", "r = range(300000)\nwhile True: dict.fromkeys(r)"),
    ("dict(zip)", "r = range(300000)\nwhile True: dict(zip(r, r))"),
    ("dict items ==", "d = dict.fromkeys(range(200000))\ne = dict.fromkeys(range(200000))\n"
                      "while True: d.items() == e.items()"),
    ("dict keys &", "d = dict.fromkeys(range(200000))\ne = dict.fromkeys(range(200000))\n"
                    "while True: d.keys() & e.keys()"),
    ("dict colliding keys", "L = [i * (2 ** 61 - 1) for i in range(2000)]\nwhile True: dict.fromkeys(L)"),
    ("dict colliding lookup", "d = dict.fromkeys(i * (2 ** 61 - 1) for i in range(3000))\n"
                              "x = 3001 * (2 ** 61 - 1)\nwhile True: x in d"),
    ("dict str keys ==", "d = {str(i) * 20: i for i in range(100000)}\ne = {str(i) * 20: i for i in range(100000)}\n"
                         "while True: d == e"),
    ("dict repr", "d = dict.fromkeys(range(100000), 'a')\nwhile True: repr(d)"),
    ("dict list(items)", "d = dict.fromkeys(range(300000))\nwhile True: list(d.items())"),
    ("set(dict.items())", "d = dict.fromkeys(range(300000))\nwhile True: set(d.items())"),
    ("dict keys ^", "d = dict.fromkeys(range(300000))\ne = dict.fromkeys(range(150000, 450000))\n"
                    "while True: d.keys() ^ e.keys()"),
    ("set(list)", "L = list(range(300000))\nwhile True: set(L)"),
    ("set colliding", "L = [i * (2 ** 61 - 1) for i in range(2000)]\nwhile True: set(L)"),
    ("set colliding floats", "L = [float(i * (2 ** 61 - 1)) for i in range(1, 2000)]\nwhile True: set(L)"),
    ("set of tuples ==", "a = {(0, i) for i in range(100000)}\nb = {(0, i) for i in range(100000)}\nwhile True: a == b"),
    ("set.copy", "s = set(range(300000))\nwhile True: s.copy()"),
    ("set |", "s = set(range(300000))\nt = set(range(150000, 450000))\nwhile True: s | t"),
    ("set &", "s = set(range(300000))\nt = set(range(150000, 450000))\nwhile True: s & t"),
    ("set ^", "s = set(range(300000))\nt = set(range(150000, 450000))\nwhile True: s ^ t"),
    ("set -", "s = set(range(300000))\nt = set(range(150000, 450000))\nwhile True: s - t"),
    ("set ==", "s = set(range(300000))\nt = set(range(300000))\nwhile True: s == t"),
    ("set.issubset", "s = set(range(300000))\nt = set(range(300000))\nwhile True: s.issubset(t)"),
    ("set.issuperset list", "s = set(range(300000))\nL = list(range(300000))\nwhile True: s.issuperset(L)"),
    ("set.isdisjoint", "s = set(range(300000))\nt = set(range(300000, 600000))\nwhile True: s.isdisjoint(t)"),
    ("set.update", "L = list(range(300000))\nwhile True: set().update(L, L)"),
    ("set.difference_update", "L = list(range(300000))\nwhile True: set(L[:10]).difference_update(L)"),
    ("frozenset hash", "L = list(range(300000))\nwhile True: hash(frozenset(L))"),
    ("set repr", "s = set(range(100000))\nwhile True: repr(s)"),
    ("dict iter sparse", "d = dict.fromkeys(range(300000))\nfor k in range(299999): del d[k]\n"
                         "while True: next(iter(d))"),
    ("dict items iter sparse", "d = dict.fromkeys(range(300000))\nfor k in range(299999): del d[k]\n"
                               "while True: next(iter(d.items()))"),
    ("set iter sparse", "s = set(range(300000))\nfor k in range(299999): s.discard(k)\n"
                        "while True: next(iter(s))"),
    ("set.pop re-added", "s = set(range(300000))\nfor k in range(299999): s.discard(k)\n"
                         "while True: s.add(s.pop())"),
    ("attribute miss deep MRO", "class B: pass\nfor i in range(1000):\n class B(B): pass\no = B()\n"
                                "names = ['z%d' % i for i in range(600)]\n"
                                "while True:\n for n in names: hasattr(o, n)"),
    ("isinstance deep MRO", "class B: pass\nfor i in range(1000):\n class B(B): pass\no = B()\n"
                            "t = (int,) * 1000\nwhile True: isinstance(o, t)"),
    # ---- builtins -------------------------------------------------------
    ("sum(range)", "r = range(1000000)\nwhile True: sum(r)"),
    ("sum(map(abs))", "r = range(1000000)\nwhile True: sum(map(abs, r))"),
    ("sum floats", "L = [0.1] * 1000000\nwhile True: sum(L)"),
    ("sum big ints", "L = [7 ** 1000] * 100000\nwhile True: sum(L)"),
    ("min(range)", "r = range(1000000)\nwhile True: min(r)"),
    ("max key=abs", "r = range(1000000)\nwhile True: max(r, key=abs)"),
    ("max strs", "L = ['a' * 50] * 300000\nwhile True: max(L)"),
    ("any(map(bool))", "L = [0] * 1000000\nwhile True: any(map(bool, L))"),
    ("all(map(len))", "L = ['a'] * 1000000\nwhile True: all(map(len, L))"),
    ("list(enumerate)", "r = range(1000000)\nwhile True: list(enumerate(r))"),
    ("list(zip)", "r = range(1000000)\nwhile True: list(zip(r, r))"),
    ("list(map(str))", "r = range(300000)\nwhile True: list(map(str, r))"),
    ("list(filter(None))", "L = [0] * 1000000\nwhile True: list(filter(None, L))"),
    ("next(filter) skip", "import itertools\nwhile True: next(filter(None, itertools.repeat(0, 1000000)), None)"),
    ("repr wide list", "L = [0] * 1000000\nwhile True: repr(L)"),
    ("repr deep list", "L = []\nfor _ in range(400): L = [L, L[0] if L else 0]\nwhile True: repr(L)"),
    ("str of nested", "L = [[['a']] * 10] * 30000\nwhile True: str(L)"),
    ("range.count float", "r = range(10000000)\nwhile True: r.count(1.5)"),
    ("float in range", "r = range(10000000)\nwhile True: 1.5 in r"),
    ("range.index big", "r = range(10 ** 30)\nwhile True: r.index(10 ** 29)"),
    ("list(range)", "r = range(1000000)\nwhile True: list(r)"),
    ("chr/ord map", "r = range(300000)\nwhile True: ''.join(map(chr, r))"),
    ("isinstance long tuple", "t = (str,) * 1000000\nwhile True: isinstance(1, t)"),
    ("issubclass long tuple", "t = (str,) * 1000000\nwhile True: issubclass(int, t)"),
    ("except long tuple", "t = (KeyError,) * 1000000\nwhile True:\n try: raise ValueError\n except t: pass\n"
                          " except ValueError: pass"),
    ("iter(callable, sentinel)", "L = [0] * 1000000\nwhile True: list(iter(L.pop, None)) if False else sum(L)"),
    ("type() big namespace", "d = {'a%d' % i: i for i in range(100000)}\nwhile True: type('C', (), d)"),
    ("dir() many attributes", "class C: pass\no = C()\nfor i in range(30000): setattr(o, 'a%d' % i, i)\n"
                              "while True: dir(o)"),
    ("divmod floats", "x = 1e308\nwhile True: divmod(x, 1e-308)"),
    # ---- json -----------------------------------------------------------
    ("json.dumps wide", "import json\nd = list(range(100000))\nwhile True: json.dumps(d)"),
    ("json.dumps deep", "import json\nd = []\nfor _ in range(900): d = [d]\nwhile True: json.dumps(d)"),
    ("json.dumps indent", "import json\nd = [[1, 2]] * 30000\nwhile True: json.dumps(d, indent=100)"),
    ("json.dumps sort_keys", "import json\nd = {str(i * 7919 % 100003): i for i in range(30000)}\n"
                             "while True: json.dumps(d, sort_keys=True)"),
    ("json.dumps ensure_ascii", "import json\ns = '\\U0001f600' * 300000\nwhile True: json.dumps(s)"),
    ("json.loads wide", "import json\ns = json.dumps(list(range(100000)))\nwhile True: json.loads(s)"),
    ("json.loads deep", "import json\ns = '[' * 900 + ']' * 900\nwhile True: json.loads(s)"),
    ("json.loads escapes", "import json\ns = '\"' + '\\\\ud83d\\\\ude00' * 100000 + '\"'\nwhile True: json.loads(s)"),
    ("json.loads long number", "import json\ns = '1' * 4300\nwhile True: json.loads(s)"),
    ("json.loads float", "import json\ns = '0.' + '1' * 1000000\nwhile True: json.loads(s)"),
    # ---- zlib / binascii / base64 / hashlib / hmac ----------------------
    ("zlib.compress", "import zlib\nb = bytes(range(256)) * 4000\nwhile True: zlib.compress(b, 9)"),
    ("zlib.decompress bomb", "import zlib\nz = zlib.compress(b'\\0' * 50000000, 9)\nwhile True: zlib.decompress(z)"),
    ("zlib.decompressobj max_length", "import zlib\nz = zlib.compress(b'\\0' * 50000000, 9)\n"
                                      "while True: zlib.decompressobj().decompress(z, 1)"),
    ("zlib.crc32", "import zlib\nb = b'x' * 10000000\nwhile True: zlib.crc32(b)"),
    ("zlib.adler32", "import zlib\nb = b'x' * 10000000\nwhile True: zlib.adler32(b)"),
    ("binascii.hexlify", "import binascii\nb = b'x' * 1000000\nwhile True: binascii.hexlify(b)"),
    ("binascii.unhexlify", "import binascii\nb = b'ab' * 1000000\nwhile True: binascii.unhexlify(b)"),
    ("binascii.b2a_base64", "import binascii\nb = b'x' * 1000000\nwhile True: binascii.b2a_base64(b)"),
    ("binascii.crc32", "import binascii\nb = b'x' * 10000000\nwhile True: binascii.crc32(b)"),
    ("binascii.b2a_hex sep", "import binascii\nb = b'x' * 1000000\nwhile True: binascii.b2a_hex(b, '-', 3)"),
    ("base64.b64encode", "import base64\nb = b'x' * 1000000\nwhile True: base64.b64encode(b)"),
    ("base64.b64decode", "import base64\nb = b'eHh4' * 300000\nwhile True: base64.b64decode(b)"),
    ("base64.b32encode", "import base64\nb = b'x' * 100000\nwhile True: base64.b32encode(b)"),
    ("base64.b16encode", "import base64\nb = b'x' * 1000000\nwhile True: base64.b16encode(b)"),
    ("base64.urlsafe_b64decode", "import base64\nb = b'-_-_' * 300000\nwhile True: base64.urlsafe_b64decode(b)"),
    ("hashlib.sha256", "import hashlib\nb = b'x' * 10000000\nwhile True: hashlib.sha256(b).digest()"),
    ("hashlib.md5", "import hashlib\nb = b'x' * 10000000\nwhile True: hashlib.md5(b).hexdigest()"),
    ("hashlib.sha512 update", "import hashlib\nb = b'x' * 1000000\nh = hashlib.sha512()\nwhile True: h.update(b)"),
    ("hashlib.sha3", "import hashlib\nb = b'x' * 1000000\nwhile True: hashlib.sha3_256(b).digest()"),
    ("hashlib.blake2b", "import hashlib\nb = b'x' * 1000000\nwhile True: hashlib.blake2b(b).digest()"),
    ("hashlib.shake long digest", "import hashlib\nwhile True: hashlib.shake_128(b'x').digest(10000000)"),
    ("hashlib.pbkdf2_hmac", "import hashlib\nwhile True: hashlib.pbkdf2_hmac('sha256', b'p', b's', 1000000)"),
    ("hashlib.pbkdf2 long dklen", "import hashlib\n"
                                  "while True: hashlib.pbkdf2_hmac('sha1', b'p', b's', 1, 1000000)"),
    ("hashlib.sha1 copy", "import hashlib\nh = hashlib.sha1(b'x' * 1000000)\nwhile True: h.copy().hexdigest()"),
    ("hmac.new", "import hmac\nb = b'x' * 1000000\nwhile True: hmac.new(b'k' * 1000, b, 'sha256').digest()"),
    ("hmac.digest", "import hmac\nb = b'x' * 1000000\nwhile True: hmac.digest(b'k', b, 'sha256')"),
    ("hmac.compare_digest", "import hmac\na = b'x' * 1000000\nb = b'x' * 1000000\n"
                            "while True: hmac.compare_digest(a, b)"),
    # ---- struct ---------------------------------------------------------
    ("struct.pack pad", "import struct\nwhile True: struct.pack('10000000x')"),
    ("struct.pack s", "import struct\nwhile True: struct.pack('10000000s', b'')"),
    ("struct.unpack many", "import struct\nb = bytes(1000000)\nwhile True: struct.unpack('1000000B', b)"),
    ("struct.calcsize long", "import struct\nf = 'i' * 1000000\nwhile True: struct.calcsize(f)"),
    ("struct.calcsize huge count", "import struct\n"
                                   "while True:\n try: struct.calcsize('999999999999999999999x')\n"
                                   " except (struct.error, OverflowError): pass"),
    ("struct.iter_unpack", "import struct\nb = bytes(1000000)\nwhile True: list(struct.iter_unpack('B', b))"),
    ("struct.pack many args", "import struct\nL = [1] * 300000\nf = '300000B'\nwhile True: struct.pack(f, *L)"),
    # ---- unicodedata ----------------------------------------------------
    ("unicodedata.normalize NFD", "import unicodedata\ns = '\\uac00\\u00e9' * 200000\n"
                                  "while True: unicodedata.normalize('NFD', s)"),
    ("unicodedata.normalize NFC", "import unicodedata\ns = 'e\\u0301' * 200000\n"
                                  "while True: unicodedata.normalize('NFC', s)"),
    ("unicodedata.normalize NFKD", "import unicodedata\ns = '\\ufdfa' * 100000\n"
                                   "while True: unicodedata.normalize('NFKD', s)"),
    ("unicodedata.normalize NFKC", "import unicodedata\ns = '\\ufdfa' * 100000\n"
                                   "while True: unicodedata.normalize('NFKC', s)"),
    ("unicodedata marks reorder", "import unicodedata\ns = 'a' + '\\u0316\\u0301' * 50000\n"
                                  "while True: unicodedata.normalize('NFC', s)"),
    ("unicodedata.is_normalized", "import unicodedata\ns = 'a' + '\\u0301\\u0316' * 100000\n"
                                  "while True: unicodedata.is_normalized('NFC', s)"),
    ("unicodedata.lookup", "import unicodedata\nwhile True: unicodedata.lookup('CJK UNIFIED IDEOGRAPH-4E00')"),
    ("unicodedata.lookup miss", "import unicodedata\n"
                                "while True:\n try: unicodedata.lookup('X' * 1000)\n except KeyError: pass"),
    # ---- itertools / functools / operator -------------------------------
    ("itertools.product", "import itertools, collections\n"
                          "while True: collections.deque(itertools.product(range(10), repeat=6), maxlen=0)"),
    ("itertools.product pools", "import itertools\nr = range(1000000)\n"
                                "while True: next(itertools.product(r, r, r))"),
    ("itertools.permutations", "import itertools\nr = range(1000000)\n"
                               "while True: next(itertools.permutations(r, 2))"),
    ("itertools.combinations", "import itertools\nr = range(1000000)\n"
                               "while True: next(itertools.combinations(r, 1000000))"),
    ("itertools.combinations_with_replacement", "import itertools\nr = range(1000000)\n"
                                                "while True: next(itertools.combinations_with_replacement(r, 3))"),
    ("itertools.repeat consumed", "import itertools, collections\n"
                                  "while True: collections.deque(itertools.repeat(None, 1000000), maxlen=0)"),
    ("itertools.islice skip", "import itertools\nwhile True: next(itertools.islice(itertools.count(), 10 ** 7, None))"),
    ("itertools.islice repeat skip", "import itertools\n"
                                     "while True: next(itertools.islice(itertools.repeat(1), 10 ** 7, None))"),
    ("itertools.accumulate add", "import itertools, operator\nr = range(1000000)\n"
                                 "while True: list(itertools.accumulate(r, operator.add))"),
    ("itertools.chain.from_iterable", "import itertools\nL = [[0] * 10] * 100000\n"
                                      "while True: list(itertools.chain.from_iterable(L))"),
    ("itertools.dropwhile skip", "import itertools\n"
                                 "while True: next(itertools.dropwhile(bool, itertools.repeat(1, 10 ** 7)), None)"),
    ("itertools.filterfalse skip", "import itertools\n"
                                   "while True: next(itertools.filterfalse(bool, itertools.repeat(1, 10 ** 7)), None)"),
    ("itertools.compress skip", "import itertools\nsel = itertools.repeat(0)\n"
                                "while True: next(itertools.compress(itertools.repeat(1, 10 ** 7), sel), None)"),
    ("itertools.groupby", "import itertools\nL = [0] * 1000000\nwhile True: next(itertools.groupby(L))[1]"),
    ("itertools.groupby skip group", "import itertools\nL = [0] * 1000000 + [1]\n"
                                     "while True:\n g = itertools.groupby(L)\n next(g)\n next(g)"),
    ("itertools.zip_longest", "import itertools\nr = range(1000000)\nwhile True: list(itertools.zip_longest(r, ()))"),
    ("itertools.starmap", "import itertools\nL = [(1, 2)] * 300000\n"
                          "while True: list(itertools.starmap(max, L))"),
    ("itertools.tee", "import itertools\nr = range(1000000)\nwhile True:\n a, b = itertools.tee(r)\n list(a)"),
    ("itertools.pairwise", "import itertools\nr = range(1000000)\nwhile True: list(itertools.pairwise(r))"),
    ("itertools.cycle", "import itertools\nr = range(1000000)\nwhile True: next(itertools.cycle(r))"),
    ("functools.reduce mul", "import functools, operator\nr = range(1, 3000)\n"
                             "while True: functools.reduce(operator.mul, r)"),
    ("functools.reduce add", "import functools, operator\nr = range(1000000)\n"
                             "while True: functools.reduce(operator.add, r)"),
    ("operator.itemgetter many", "import operator\ng = operator.itemgetter(*range(100000))\nL = list(range(100000))\n"
                                 "while True: g(L)"),
    ("operator.countOf", "import operator\nL = [0] * 1000000\nwhile True: operator.countOf(L, 0)"),
    # ---- collections / heapq / bisect -----------------------------------
    ("deque.rotate", "import collections\nd = collections.deque(range(1000000))\nwhile True: d.rotate(500000)"),
    ("deque.extend", "import collections\nL = [0] * 1000000\nwhile True: collections.deque().extend(L)"),
    ("deque.count", "import collections\nd = collections.deque([0] * 1000000)\nwhile True: d.count(0)"),
    ("deque in", "import collections\nd = collections.deque([0] * 1000000)\nwhile True: 1 in d"),
    ("deque.remove miss", "import collections\nd = collections.deque([0] * 1000000)\n"
                          "while True:\n try: d.remove(1)\n except ValueError: pass"),
    ("deque.index miss", "import collections\nd = collections.deque([0] * 1000000)\n"
                         "while True:\n try: d.index(1)\n except ValueError: pass"),
    ("deque ==", "import collections\nd = collections.deque([0] * 1000000)\ne = collections.deque([0] * 1000000)\n"
                 "while True: d == e"),
    ("deque[i] middle", "import collections\nd = collections.deque(range(1000000))\nwhile True: d[500000]"),
    ("deque insert middle", "import collections\nd = collections.deque(range(1000000))\n"
                            "while True: d.insert(500000, 1); del d[500000]"),
    ("deque copy", "import collections\nd = collections.deque(range(1000000))\nwhile True: d.copy()"),
    ("deque repr", "import collections\nd = collections.deque(range(100000))\nwhile True: repr(d)"),
    ("Counter update", "import collections\nL = [i % 1000 for i in range(300000)]\n"
                       "while True: collections.Counter().update(L)"),
    ("Counter most_common", "import collections\nc = collections.Counter(range(100000))\nwhile True: c.most_common(10)"),
    ("Counter str", "import collections\ns = 'abcdefgh' * 100000\nwhile True: collections.Counter(s)"),
    ("OrderedDict.move_to_end", "import collections\nd = collections.OrderedDict.fromkeys(range(100000))\n"
                                "while True: d.move_to_end(0); d.move_to_end(1, last=False)"),
    ("OrderedDict ==", "import collections\nd = collections.OrderedDict.fromkeys(range(100000))\n"
                       "e = collections.OrderedDict.fromkeys(range(100000))\nwhile True: d == e"),
    ("heapq.heapify", "import heapq\nM = list(range(300000, 0, -1))\nwhile True: heapq.heapify(M[:])"),
    ("heapq.nlargest", "import heapq\nr = range(300000)\nwhile True: heapq.nlargest(1000, r)"),
    ("heapq.nsmallest key", "import heapq\nr = range(300000)\nwhile True: heapq.nsmallest(10, r, key=abs)"),
    ("heapq.merge", "import heapq\na = list(range(0, 200000, 2))\nb = list(range(1, 200000, 2))\n"
                    "while True: list(heapq.merge(a, b))"),
    ("bisect long list", "import bisect\nL = list(range(1000000))\nwhile True: bisect.insort(L, 500000); L.pop(500000)"),
    ("bisect key", "import bisect\nL = list(range(1000000))\nwhile True: bisect.bisect_left(L, 5, key=abs)"),
    # ---- statistics / decimal / fractions -------------------------------
    ("statistics.median", "import statistics\nL = [((i * 7919) % 100003) / 7 for i in range(100000)]\n"
                          "while True: statistics.median(L)"),
    ("statistics.mean", "import statistics\nL = [0.5] * 100000\nwhile True: statistics.mean(L)"),
    ("statistics.stdev", "import statistics\nL = [0.5, 1.5] * 50000\nwhile True: statistics.stdev(L)"),
    ("statistics.fmean", "import statistics\nL = [0.5] * 1000000\nwhile True: statistics.fmean(L)"),
    ("decimal big precision", "import decimal\ndecimal.getcontext().prec = 100000\n"
                              "while True: decimal.Decimal(1) / decimal.Decimal(7)"),
    ("decimal sqrt", "import decimal\ndecimal.getcontext().prec = 20000\nwhile True: decimal.Decimal(2).sqrt()"),
    ("decimal str", "import decimal\nd = decimal.Decimal('1' * 100000)\nwhile True: str(d)"),
    ("decimal huge exponent", "import decimal\nd = decimal.Decimal('1e999999')\nwhile True: d + 1"),
    ("decimal quantize", "import decimal\ndecimal.getcontext().prec = 100000\nd = decimal.Decimal('1e-50000')\n"
                         "while True: decimal.Decimal(1).quantize(d)"),
    ("fractions big", "import fractions\na = fractions.Fraction(7 ** 10000, 3 ** 10000 + 1)\n"
                      "b = fractions.Fraction(5 ** 10000, 11 ** 5000 + 1)\nwhile True: a + b"),
    ("fractions limit_denominator", "import fractions\na = fractions.Fraction(7 ** 3000, 3 ** 5000 + 1)\n"
                                    "while True: a.limit_denominator(10 ** 1000)"),
    ("fractions from str", "import fractions\ns = '1' * 4000 + '/' + '3' * 4000\nwhile True: fractions.Fraction(s)"),
    # ---- text modules ---------------------------------------------------
    ("textwrap.fill", "import textwrap\ns = 'word ' * 20000\nwhile True: textwrap.fill(s, 30)"),
    ("textwrap long word", "import textwrap\ns = 'x' * 100000\nwhile True: textwrap.wrap(s, 7)"),
    ("textwrap.dedent", "import textwrap\ns = '    a\\n' * 20000\nwhile True: textwrap.dedent(s)"),
    ("difflib.SequenceMatcher", "import difflib\na = 'ab' * 2000\nb = 'ba' * 2000\n"
                                "while True: difflib.SequenceMatcher(None, a, b).ratio()"),
    ("difflib.unified_diff", "import difflib\na = [str(i) for i in range(3000)]\nb = [str(i) for i in range(1, 3001)]\n"
                             "while True: list(difflib.unified_diff(a, b))"),
    ("difflib.get_close_matches", "import difflib\nL = ['abcdefgh' + str(i) for i in range(3000)]\n"
                                  "while True: difflib.get_close_matches('abcdefgx', L)"),
    ("difflib.ndiff", "import difflib\na = ['abcdefgh'] * 300\nb = ['abcdefgx'] * 300\nwhile True: list(difflib.ndiff(a, b))"),
    ("re.sub with function", "import re\ns = 'ab ' * 100000\nwhile True: re.sub(r'\\w+', lambda m: m.group(0).upper(), s)"),
    ("re.sub template", "import re\ns = 'ab ' * 100000\nwhile True: re.sub(r'(\\w+)', r'\\1\\1', s)"),
    ("re.split", "import re\ns = 'a,' * 200000\nwhile True: re.split(',', s)"),
    ("re.escape", "import re\ns = '.*' * 300000\nwhile True: re.escape(s)"),
    ("string.Template", "import string\nt = string.Template('$a ' * 50000)\nwhile True: t.substitute(a='x')"),
    ("string.capwords", "import string\ns = 'ab ' * 100000\nwhile True: string.capwords(s)"),
    ("str.format_map", "f = '{a}' * 100000\nd = {'a': 1}\nwhile True: f.format_map(d)"),
    ("str.format_map distinct names", "f = ''.join('{a%d}' % i for i in range(20000))\n"
                                      "d = {'a%d' % i: 1 for i in range(20000)}\nwhile True: f.format_map(d)"),
    ("html.escape", "import html\ns = '<&>\"' * 300000\nwhile True: html.escape(s)"),
    ("html.unescape", "import html\ns = '&amp;&#x41;&lt' * 200000\nwhile True: html.unescape(s)"),
    ("html.unescape long refs", "import html\ns = '&' + 'a' * 1000000\nwhile True: html.unescape(s)"),
    ("html.unescape numeric", "import html\ns = ('&#' + '0' * 4000 + '65;') * 100\nwhile True: html.unescape(s)"),
    ("shlex.split", "import shlex\ns = 'a \"b c\" ' * 10000\nwhile True: shlex.split(s)"),
    ("shlex.quote", "import shlex\ns = \"'\" * 300000\nwhile True: shlex.quote(s)"),
    ("fnmatch", "import fnmatch\ns = 'a' * 10000\nwhile True: fnmatch.fnmatch(s, '*a*a*a*b')"),
    ("fnmatch.filter", "import fnmatch\nL = ['a' * 10] * 100000\nwhile True: fnmatch.filter(L, '*b')"),
    ("urllib.parse.quote", "import urllib.parse\ns = '\\u20ac /' * 100000\nwhile True: urllib.parse.quote(s)"),
    ("urllib.parse.unquote", "import urllib.parse\ns = '%E2%82%AC' * 100000\nwhile True: urllib.parse.unquote(s)"),
    ("urllib.parse.urlencode", "import urllib.parse\nd = {str(i): 'v w' for i in range(30000)}\n"
                               "while True: urllib.parse.urlencode(d)"),
    ("urllib.parse.parse_qs", "import urllib.parse\ns = 'a=1&' * 100000\nwhile True: urllib.parse.parse_qs(s)"),
    ("urllib.parse.urlsplit", "import urllib.parse\ns = 'http://x/' + 'a' * 1000000\n"
                              "while True: urllib.parse.urlsplit(s + '?q')"),
    # ---- time / datetime / calendar -------------------------------------
    ("time.strftime long format", "import time\nf = '%Y-%m-%d %A %B ' * 20000\nt = time.gmtime(0)\n"
                                  "while True: time.strftime(f, t)"),
    ("time.strftime literal", "import time\nf = 'x' * 1000000\nt = time.gmtime(0)\nwhile True: time.strftime(f, t)"),
    ("time.strptime", "import time\nwhile True: time.strptime('2020-01-01 ' * 1, '%Y-%m-%d ')"),
    ("datetime.strftime long format", "import datetime\nd = datetime.datetime(2020, 1, 2, 3, 4, 5)\n"
                                      "f = '%Y-%m-%d %H:%M:%S %f ' * 20000\nwhile True: d.strftime(f)"),
    ("datetime.isoformat many", "import datetime\nd = datetime.datetime(2020, 1, 2)\nwhile True: d.isoformat()"),
    ("datetime + timedelta", "import datetime\nd = datetime.datetime(2020, 1, 2)\nt = datetime.timedelta(days=1)\n"
                             "while True: d + t"),
    ("calendar.TextCalendar", "import calendar\nc = calendar.TextCalendar()\nwhile True: c.formatyear(2024, w=100)"),
    ("calendar.monthcalendar", "import calendar\nwhile True: calendar.monthcalendar(2024, 2)"),
    # ---- random / copy / pprint / csv -----------------------------------
    ("random.shuffle", "import random\nL = list(range(300000))\nwhile True: random.shuffle(L)"),
    ("random.sample", "import random\nr = range(1000000)\nwhile True: random.sample(r, 300000)"),
    ("random.sample big population", "import random\nr = range(10 ** 18)\nwhile True: random.sample(r, 300000)"),
    ("random.choices", "import random\nL = list(range(1000))\nwhile True: random.choices(L, k=300000)"),
    ("random.choices weights", "import random\nL = list(range(300000))\nw = [1] * 300000\n"
                               "while True: random.choices(L, w, k=300000)"),
    ("random.getrandbits", "import random\nwhile True: random.getrandbits(10000000)"),
    ("random.randbytes", "import random\nwhile True: random.randbytes(10000000)"),
    ("random.randrange big", "import random\nn = 7 ** 300000\nwhile True: random.randrange(n)"),
    ("random.seed big", "import random\nn = 7 ** 300000\nwhile True: random.seed(n)"),
    ("random.seed str", "import random\ns = 'x' * 1000000\nwhile True: random.seed(s)"),
    ("copy.deepcopy wide", "import copy\nL = [[0]] * 100000\nwhile True: copy.deepcopy(L)"),
    ("copy.deepcopy deep", "import copy\nL = []\nfor _ in range(400): L = [L]\nwhile True: copy.deepcopy(L)"),
    ("copy.deepcopy dict", "import copy\nd = {i: [i] for i in range(100000)}\nwhile True: copy.deepcopy(d)"),
    ("copy.copy", "import copy\nL = list(range(1000000))\nwhile True: copy.copy(L)"),
    ("pprint.pformat", "import pprint\nd = {str(i): [i] * 5 for i in range(5000)}\nwhile True: pprint.pformat(d)"),
    ("pprint long str", "import pprint\ns = 'ab ' * 100000\nwhile True: pprint.pformat([s])"),
    ("csv.reader", "import csv\nL = ['a,\"b\",c'] * 30000\nwhile True: list(csv.reader(L))"),
    ("csv.reader long field", "import csv\nL = ['\"' + 'x' * 100000 + '\"']\nwhile True: list(csv.reader(L))"),
    ("csv.writer", "import csv, io\nrows = [['a', 'b,c', 'd\"e']] * 10000\n"
                   "while True: csv.writer(io.StringIO()).writerows(rows)"),
    # ---- uuid / enum ----------------------------------------------------
    ("uuid.uuid4", "import uuid\nwhile True: str(uuid.uuid4())"),
    ("uuid.UUID parse", "import uuid\ns = '{12345678-1234-5678-1234-567812345678}'\nwhile True: uuid.UUID(s)"),
    ("uuid.uuid5 long name", "import uuid\ns = 'x' * 1000000\nwhile True: uuid.uuid5(uuid.NAMESPACE_DNS, s)"),
    ("enum functional", "import enum\nnames = ' '.join('a%d' % i for i in range(2000))\n"
                        "while True: enum.Enum('E', names)"),
    ("enum Flag combine", "import enum\nF = enum.Flag('F', ' '.join('a%d' % i for i in range(60)))\n"
                          "x = F(2 ** 60 - 1)\nwhile True: str(x)"),
    ("enum lookup", "import enum\nE = enum.Enum('E', ' '.join('a%d' % i for i in range(2000)))\n"
                    "while True: E(1999)"),
]


def run_case(args, src):
    """(stderr text, CPU seconds, peak RSS in KB) of one run of `src`."""
    with tempfile.TemporaryFile() as fin, tempfile.TemporaryFile() as ferr:
        fin.write(src.encode())
        fin.seek(0)
        p = subprocess.Popen([args.smolvm, "--max-instructions", str(args.budget), "--deadline",
                              str(args.deadline), "--max-memory", f"{args.memory_mb}M", "run", "-"],
                             stdin=fin, stdout=subprocess.DEVNULL, stderr=ferr)
        end = time.monotonic() + args.deadline * 3 + 30
        killed = False
        while True:
            pid, status, ru = os.wait4(p.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > end and not killed:
                p.kill()
                killed = True
            time.sleep(0.002)
        p.returncode = os.waitstatus_to_exitcode(status)
        ferr.seek(0)
        err = ferr.read().decode(errors="replace")
    if killed:
        err = "(killed: no stop at all)"
    return err, ru.ru_utime + ru.ru_stime, ru.ru_maxrss


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--smolvm", default="build/smolvm")
    ap.add_argument("--budget", type=int, default=3_000_000)
    ap.add_argument("--deadline", type=float, default=20.0)
    ap.add_argument("--memory-mb", type=int, default=1024)
    ap.add_argument("--timing", action="store_true")
    ap.add_argument("filters", nargs="*")
    args = ap.parse_args()
    names = [n for n, _ in CASES]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        print(f"duplicate case names: {sorted(dup)}")
        return 1
    passed = failed = 0
    worst = []
    for name, body in CASES:
        if args.filters and not any(f in name for f in args.filters):
            continue
        err, cpu, rss_kb = run_case(args, body + "\n")
        ok = "instruction budget exhausted" in err
        if ok and rss_kb > (args.memory_mb + 64) * 1024:
            ok = False
            err = f"peak RSS {rss_kb // 1024} MB over the cap {args.memory_mb} MB + 64 MB"
        if ok:
            passed += 1
        else:
            failed += 1
            print(f"FAIL {name}: {err.strip()[-300:]}")
        ns = cpu * 1e9 / args.budget
        worst.append((ns, name))
        if args.timing:
            print(f"{name:42s} {ns:7.1f} ns/unit ({cpu:.2f}s CPU, {rss_kb // 1024} MB)")
    if args.timing and worst:
        worst.sort(reverse=True)
        print("worst: " + ", ".join(f"{n} {ns:.0f}" for ns, n in worst[:5]))
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
