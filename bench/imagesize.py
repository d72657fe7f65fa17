#!/usr/bin/env python3
"""Bytecode image size against CPython's marshal of the same code.

    python3 bench/imagesize.py --smolvm build/smolvm

For every conformance snippet (tests/conformance/*/*.py) and bench program
that both compile, the size of `smolvm compile --no-source` (deflated, the
default; and --uncompressed) is divided by len(marshal.dumps(compile(...)))
of CPython (/usr/bin/python3 runs this script; marshal holds no source
either). Prints the median, quartiles and extremes of the ratios.
"""

import argparse
import glob
import marshal
import os
import statistics
import subprocess
import sys
import tempfile
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def image_size(smolvm, path, out, extra):
    r = subprocess.run([smolvm, "compile", "--no-source"] + extra + [path, "-o", out], capture_output=True)
    return os.path.getsize(out) if r.returncode == 0 else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--smolvm", required=True)
    a = ap.parse_args()
    warnings.simplefilter("ignore")    # CPython's SyntaxWarnings of the error snippets
    files = sorted(glob.glob(os.path.join(ROOT, "tests", "conformance", "*", "*.py")))
    files += sorted(glob.glob(os.path.join(HERE, "*.py"))) + [os.path.join(HERE, "steps", "step.py")]
    ratios = {"deflated": [], "uncompressed": []}
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "x.smolc")
        for f in files:
            try:
                with open(f, encoding="utf-8") as fh:
                    src = fh.read()
                m = len(marshal.dumps(compile(src, os.path.basename(f), "exec")))
            except (SyntaxError, ValueError, UnicodeDecodeError):
                continue
            z = image_size(a.smolvm, f, out, [])
            u = image_size(a.smolvm, f, out, ["--uncompressed"])
            if z is None or u is None:
                continue
            ratios["deflated"].append(z / m)
            ratios["uncompressed"].append(u / m)
    n = len(ratios["deflated"])
    print("bytecode image size / CPython marshal size (%d programs, no source in either)" % n)
    for k in ("deflated", "uncompressed"):
        v = sorted(ratios[k])
        q = statistics.quantiles(v, n=4)
        print("  %-13s median %.2fx  quartiles %.2fx-%.2fx  range %.2fx-%.2fx" % (k, statistics.median(v), q[0], q[2], v[0], v[-1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
