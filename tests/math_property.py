#!/usr/bin/env python3
"""Property test of the math module: every function of 3.11's math over
special values (signed zeros, infinities, NaN, subnormals, huge and tiny
floats, big ints, bools) and over random floats with a fixed seed, run
through CPython 3.11 and smolvm in one snippet each and compared line by
line (the repr of the result, or the exception type and message). Ends
with `N passed, M failed`.

usage: math_property.py [--smolvm build/smolvm] [--cases 2000] [--seed 1]
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

SPECIAL = ['0.0', '-0.0', '1.0', '-1.0', '0.5', '-0.5', '2.0', '-2.0', '3.0', '10.0', '1e308', '-1e308', '5e-324',
           '-5e-324', '2.2250738585072014e-308', '1e-300', 'math.inf', '-math.inf', 'math.nan', '0', '1', '-1', '2',
           '3', '-3', '10', '10**400', '-10**400', '2**53+1', 'True', '710.0', '-710.0', '0.1', '100.0', '1e16',
           '-745.2', '1.5', '-1.5', 'math.pi', '4503599627370496.5', '171.5', '-170.5', '1e-20', '200.5', '-200.5']

ONE = ['sqrt', 'exp', 'exp2', 'expm1', 'log', 'log2', 'log10', 'log1p', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan',
       'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh', 'fabs', 'floor', 'ceil', 'trunc', 'modf', 'frexp',
       'degrees', 'radians', 'isfinite', 'isinf', 'isnan', 'gamma', 'lgamma', 'erf', 'erfc', 'cbrt', 'ulp',
       'factorial', 'isqrt']
TWO = ['pow', 'atan2', 'fmod', 'copysign', 'remainder', 'nextafter', 'log', 'ldexp', 'gcd', 'lcm', 'comb', 'perm',
       'isclose', 'hypot', 'dist']
# Integer functions whose work grows with the value: small arguments only.
SMALL_ONLY = {'factorial', 'comb', 'perm', 'gcd', 'lcm', 'ldexp'}


def small(v):
    return '**' not in v and 'e3' not in v and '2**53' not in v


def case(expr):
    return ('try:\n    print(%r, repr(%s))\nexcept Exception as e:\n    print(%r, type(e).__name__, e)'
            % (expr, expr, expr))


def rand_float(r):
    k = r.random()
    if k < 0.3:
        return repr(r.uniform(-30, 30))
    if k < 0.5:
        return repr(r.uniform(-200, 200))
    if k < 0.6:
        return repr(r.uniform(-1e-10, 1e-10))
    if k < 0.7:
        return repr(round(r.uniform(-50, 50), 1))
    if k < 0.8:
        return repr(r.uniform(140, 172))
    return repr(r.uniform(-1, 1) * 10 ** r.randint(-20, 20))


def build(seed, ncases):
    lines = ['import math']
    for f in ONE:
        for v in SPECIAL:
            if f in SMALL_ONLY and not small(v):
                continue
            lines.append(case('math.%s(%s)' % (f, v)))
    for f in TWO:
        for a in SPECIAL:
            for b in SPECIAL[::3]:
                if f in SMALL_ONLY and not (small(a) and small(b)):
                    continue
                if f == 'dist':
                    lines.append(case('math.dist([%s], [%s])' % (a, b)))
                else:
                    lines.append(case('math.%s(%s, %s)' % (f, a, b)))
    r = random.Random(seed)
    for _ in range(ncases):
        x, y = rand_float(r), rand_float(r)
        f = r.choice(ONE[:37])
        lines.append(case('math.%s(%s)' % (f, x)))
        g = r.choice(['pow', 'atan2', 'fmod', 'remainder', 'nextafter', 'hypot', 'copysign', 'log'])
        lines.append(case('math.%s(%s, %s)' % (g, x, y)))
    lines += [case(e) for e in ['math.hypot()', 'math.hypot(3, 4, 12)', 'math.prod([])', 'math.prod([1.5, 2], start=2)',
                                'math.fsum([0.1]*10)', 'math.fsum([1e308, 1e308])', 'math.fsum([math.inf, -math.inf])',
                                'math.gcd()', 'math.lcm()', 'math.perm(5)', 'math.perm(5, None)', 'math.comb(10**20, 3)',
                                'math.sqrt("4")', 'math.trunc("x")', 'math.floor("x")', 'math.log(8, 2)',
                                'math.log(10**400, 10)', 'math.nextafter(1.0, 2.0, 3.0)']]
    return '\n'.join(lines) + '\n'


def run(cmd, path):
    p = subprocess.run(cmd + [path], capture_output=True, timeout=900)
    return p.returncode, p.stdout.decode('utf-8', 'replace').splitlines(), p.stderr.decode('utf-8', 'replace')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--smolvm', default='build/smolvm')
    ap.add_argument('--python', default='/usr/bin/python3' if os.path.exists('/usr/bin/python3') else 'python3')
    ap.add_argument('--cases', type=int, default=2000)
    ap.add_argument('--seed', type=int, default=1)
    args = ap.parse_args()
    src = build(args.seed, args.cases)
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, 'math_cases.py')
        with open(path, 'w', encoding='utf-8') as f:
            f.write(src)
        rc, want, err = run([args.python], path)
        if rc != 0 or not want:
            print('CPython run failed:', err[-500:])
            print('0 passed, 1 failed')
            return 1
        rc, got, err = run([args.smolvm, '--max-instructions', '2000000000', '--max-output', '64M', '--deadline', '0',
                            'run'], path)
    passed = failed = 0
    shown = 0
    for i, w in enumerate(want):
        g = got[i] if i < len(got) else '<missing: %s>' % err.strip()[-200:]
        if g == w:
            passed += 1
        else:
            failed += 1
            if shown < 20:
                shown += 1
                print('FAIL\n  want %s\n  got  %s' % (w, g))
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
