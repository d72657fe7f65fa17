#!/usr/bin/env python3
"""Property test of format(): random format specs over random ints and
floats, run through CPython 3.11 and smolvm, compared line by line.
Fixed seed; ends with `N passed, M failed`.

usage: format_property.py [--smolvm build/smolvm] [--cases 3000] [--seed 1]
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile


def rand_int(r):
    k = r.random()
    if k < 0.3:
        return r.randint(-1000, 1000)
    if k < 0.6:
        return r.randint(-10**12, 10**12)
    if k < 0.8:
        return r.choice([0, 1, -1, 255, 2**63 - 1, -2**63, 2**64, 10**30])
    return r.randint(-10**60, 10**60)


def rand_float(r):
    k = r.random()
    if k < 0.1:
        return r.choice(["float('inf')", "float('-inf')", "float('nan')", "-0.0", "0.0", "5e-324", "1e16", "1e-05",
                         "0.5", "2.5", "-1.5", "1.7976931348623157e+308"])
    if k < 0.5:
        return repr(r.uniform(-1000, 1000))
    if k < 0.8:
        return repr(r.uniform(-1, 1) * 10 ** r.randint(-30, 30))
    return repr(round(r.uniform(-100, 100), r.randint(0, 4)))


def rand_spec(r, kind):
    parts = []
    if r.random() < 0.3:
        fill = r.choice(["", "*", "0", " ", "_", "é"])
        parts.append(fill + r.choice("<>^="))
    elif r.random() < 0.3:
        parts.append(r.choice("<>^="))
    if r.random() < 0.3:
        parts.append(r.choice("+- "))
    if r.random() < 0.05:
        parts.append("z")
    if r.random() < 0.2:
        parts.append("#")
    if r.random() < 0.2:
        parts.append("0")
    if r.random() < 0.5:
        parts.append(str(r.randint(0, 25)))
    if r.random() < 0.25:
        parts.append(r.choice([",", "_"]))
    if r.random() < 0.5:
        parts.append("." + str(r.randint(0, 20)))
    types = "bcdoxXn" if kind == "int" else "eEfFgGn%"
    if r.random() < 0.8:
        parts.append(r.choice(types + ("eEfFgG%" if kind == "int" else "") + ("s" if r.random() < 0.05 else "")))
    return "".join(parts)


def build(seed, cases):
    r = random.Random(seed)
    lines = []
    for _ in range(cases):
        kind = r.choice(["int", "float"])
        val = str(rand_int(r)) if kind == "int" else rand_float(r)
        spec = rand_spec(r, kind)
        lines.append("try:\n    print(repr(format(%s, %r)))\nexcept Exception as e:\n    print(type(e).__name__, e)" % (val, spec))
    return "\n".join(lines) + "\n"


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
    src = build(args.seed, args.cases)
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "formats.py")
        with open(path, "w", encoding="utf-8") as f:
            f.write(src)
        _, want, err = run([args.python], path)
        if len(want) != args.cases:
            print("CPython run failed:", err[-500:])
            print("0 passed, 1 failed")
            return 1
        rc, got, err = run([args.smolvm, "--max-instructions", "1000000000", "run"], path)
    passed = failed = 0
    shown = 0
    cases = src.split("try:\n")[1:]
    for i, w in enumerate(want):
        g = got[i] if i < len(got) else "<missing: %s>" % err.strip()[-200:]
        if g == w:
            passed += 1
        else:
            failed += 1
            if shown < 20:
                shown += 1
                print("FAIL %s\n  want %s\n  got  %s" % (cases[i].splitlines()[0].strip(), w, g))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
