#!/usr/bin/env python3
"""Standard-library operations agent code leans on, smolvm against CPython.

    python3 bench/stdlib.py --smolvm build/smolvm [--reps 3]

bench/stdlib/ops.py times each operation in process and prints NAME SECONDS;
this runs it under both interpreters --reps times, interleaved, and prints
each operation's median time, the ratio smolvm/CPython (below 1: smolvm is
faster) and the geometric mean. Modules CPython writes in C (decimal,
datetime, struct) but smolvm runs as Python code show here; the compute
programs of bench/run.py do not touch them.
"""

import argparse
import math
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def times(cmd):
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        sys.exit("stdlib: %s failed: %s" % (cmd[0], out.stderr.strip()[-300:]))
    return dict((k, float(v)) for k, v in (line.split() for line in out.stdout.splitlines() if line))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--smolvm", required=True)
    ap.add_argument("--reps", type=int, default=3)
    a = ap.parse_args()
    ops = os.path.join(HERE, "stdlib", "ops.py")
    smol, cpy = [], []
    for _ in range(a.reps):
        smol.append(times([a.smolvm, "--max-instructions", "1000000000000", "--deadline", "0", ops]))
        cpy.append(times(["/usr/bin/python3", ops]))
    print("standard-library operations in process (median of %d; ratio = smolvm / CPython)" % a.reps)
    print("  %-26s %10s %10s %8s" % ("operation", "smolvm", "CPython", "ratio"))
    logs = []
    for name in smol[0]:
        s = statistics.median(r[name] for r in smol)
        c = statistics.median(r[name] for r in cpy)
        ratio = s / c if c > 0 else float("nan")
        logs.append(math.log(ratio))
        print("  %-26s %8.1f ms %8.1f ms %7.2fx" % (name, s * 1e3, c * 1e3, ratio))
    print("  %-26s %30.2fx" % ("geomean", math.exp(sum(logs) / len(logs))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
