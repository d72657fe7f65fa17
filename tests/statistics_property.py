#!/usr/bin/env python3
"""Property test of the statistics module: random data sets (ints, floats
of every magnitude, Fractions, mixes, repeated values, the odd infinity
or NaN) through mean, fmean, the medians, quantiles, the variances and
standard deviations, the two-input functions, harmonic and geometric
means and NormalDist, run in one CPython 3.11 process and one smolvm
process and compared line by line. Fixed seed; ends with
`N passed, M failed`.

usage: statistics_property.py [--smolvm build/smolvm] [--cases 3000] [--seed 1]
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

PRELUDE = '''import statistics as st
from fractions import Fraction as F


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
'''


def rand_float(r):
    k = r.random()
    if k < 0.02:
        return r.choice(["float('inf')", "float('-inf')", "float('nan')"])
    if k < 0.06:
        return r.choice(["0.0", "-0.0", "5e-324", "1e308", "-1e308", "0.1", "1e16", "2.5"])
    if k < 0.5:
        return repr(round(r.uniform(-1000, 1000), r.randint(0, 3)))
    if k < 0.8:
        return repr(r.uniform(-1, 1) * 10 ** r.randint(-20, 20))
    return repr(r.gauss(50, 10))


def rand_int(r):
    k = r.random()
    if k < 0.6:
        return str(r.randint(-100, 1000))
    if k < 0.9:
        return str(r.randint(-10 ** 6, 10 ** 6))
    return str(r.randint(-10 ** 30, 10 ** 30))


def rand_fraction(r):
    return "F(%d, %d)" % (r.randint(-1000, 1000), r.randint(1, 200))


def rand_data(r, positive=False, n=None):
    if n is None:
        n = r.choice([0, 1, 2, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20, 30])
    kind = r.random()
    if kind < 0.35:
        make = rand_float
    elif kind < 0.7:
        make = rand_int
    elif kind < 0.85:
        make = rand_fraction
    else:
        make = None
    values = []
    for _ in range(n):
        if make is None:
            v = r.choice([rand_float, rand_int, rand_fraction])(r)
        else:
            v = make(r)
        if values and r.random() < 0.15:
            v = r.choice(values)
        if positive:
            v = "abs(%s)" % v
        values.append(v)
    return "[" + ", ".join(values) + "]"


def unordered_free(data):
    """data without NaNs, for the functions that sort or count it: a NaN
    makes the order of a sort depend on the sorting algorithm's
    comparisons (smolvm's list.sort is not CPython's timsort comparison
    for comparison), and smolvm's floats are values without an identity,
    so two NaNs are one dict key where CPython has two."""
    return data.replace("float('nan')", "float('inf')")


def rand_case(r):
    kind = r.random()
    if kind < 0.45:
        fn = r.choice(["mean", "fmean", "median", "median_low", "median_high", "median_grouped",
                       "stdev", "variance", "pstdev", "pvariance", "mode", "multimode"])
        data = rand_data(r)
        if fn.startswith("median") or fn in ("mode", "multimode"):
            data = unordered_free(data)
        if fn in ("variance", "stdev", "pvariance", "pstdev") and r.random() < 0.25:
            return "st.%s(%s, %s)" % (fn, data, r.choice([rand_float(r), rand_int(r), rand_fraction(r)]))
        if fn == "median_grouped" and r.random() < 0.3:
            return "st.median_grouped(%s, interval=%s)" % (data, r.choice(["2", "0.5", "10", "F(1, 3)"]))
        if fn == "fmean" and r.random() < 0.4:
            n = data.count(",") + 1 if data != "[]" else 0
            if r.random() < 0.1:
                n += 1
            weights = "[" + ", ".join(r.choice([rand_int, rand_float])(r) for _ in range(n)) + "]"
            return "st.fmean(%s, weights=%s)" % (data, weights)
        return "st.%s(%s)" % (fn, data)
    if kind < 0.6:
        n = r.choice([1, 2, 3, 4, 5, 10, 100])
        method = r.choice(["'exclusive'", "'inclusive'"])
        return "st.quantiles(%s, n=%d, method=%s)" % (unordered_free(rand_data(r)), n, method)
    if kind < 0.75:
        fn = r.choice(["covariance", "correlation", "linear_regression", "linear_regression_p"])
        n = r.choice([1, 2, 3, 5, 8, 13, 20])
        x = rand_data(r, n=n)
        y = rand_data(r, n=n if r.random() < 0.95 else n + 1)
        if fn == "linear_regression_p":
            return "st.linear_regression(%s, %s, proportional=True)" % (x, y)
        return "st.%s(%s, %s)" % (fn, x, y)
    if kind < 0.87:
        fn = r.choice(["harmonic_mean", "geometric_mean"])
        data = rand_data(r, positive=r.random() < 0.9)
        if fn == "harmonic_mean" and r.random() < 0.3:
            n = data.count(",") + 1 if data != "[]" else 0
            weights = "[" + ", ".join(str(r.randint(0, 20)) for _ in range(n)) + "]"
            return "st.harmonic_mean(%s, weights=%s)" % (data, weights)
        return "st.%s(%s)" % (fn, data)
    mu = repr(round(r.uniform(-100, 100), r.randint(0, 3)))
    sigma = repr(round(r.uniform(0.01, 50), r.randint(0, 3)))
    nd = "st.NormalDist(%s, %s)" % (mu, sigma)
    k = r.random()
    if k < 0.2:
        p = repr(r.choice([r.random(), r.random() * 1e-10, 1 - r.random() * 1e-6, r.uniform(0.4, 0.6)]))
        return "%s.inv_cdf(%s)" % (nd, p)
    if k < 0.35:
        return "%s.cdf(%s)" % (nd, repr(r.uniform(-200, 200)))
    if k < 0.5:
        return "%s.pdf(%s)" % (nd, repr(r.uniform(-200, 200)))
    if k < 0.6:
        return "%s.quantiles(%d)" % (nd, r.choice([2, 4, 10]))
    if k < 0.75:
        other = "st.NormalDist(%s, %s)" % (repr(round(r.uniform(-100, 100), 2)), repr(round(r.uniform(0.01, 50), 2)))
        return "%s.overlap(%s)" % (nd, other)
    if k < 0.9:
        return "st.NormalDist.from_samples(%s)" % rand_data(r)
    return "%s.samples(3, seed=%d)" % (nd, r.randint(0, 1000))


def build(seed, cases):
    r = random.Random(seed)
    exprs = [rand_case(r) for _ in range(cases)]
    lines = [PRELUDE]
    for e in exprs:
        lines.append("t(lambda: %s)" % e)
    return exprs, "\n".join(lines) + "\n"


def run(cmd, path):
    p = subprocess.run(cmd + [path], capture_output=True, timeout=600)
    return p.returncode, p.stdout.decode("utf-8", "replace").splitlines(), p.stderr.decode("utf-8", "replace")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--smolvm", default="build/smolvm")
    ap.add_argument("--python", default="/usr/bin/python3" if os.path.exists("/usr/bin/python3") else "python3")
    ap.add_argument("--cases", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    exprs, src = build(args.seed, args.cases)
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "stats.py")
        with open(path, "w", encoding="utf-8") as f:
            f.write(src)
        _, want, err = run([args.python], path)
        if len(want) != args.cases:
            print("CPython run failed:", err[-500:])
            print("0 passed, 1 failed")
            return 1
        rc, got, err = run([args.smolvm, "--max-instructions", "2000000000", "--deadline", "0", "run"], path)
    passed = failed = 0
    shown = 0
    for i, w in enumerate(want):
        g = got[i] if i < len(got) else "<missing: %s>" % err.strip()[-200:]
        if g == w:
            passed += 1
        else:
            failed += 1
            if shown < 20:
                shown += 1
                print("FAIL %s\n  want %s\n  got  %s" % (exprs[i][:300], w, g))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
