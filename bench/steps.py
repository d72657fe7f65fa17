#!/usr/bin/env python3
"""Agent-step latency in process: smolvm's C API against CPython's compile+exec.

    python3 bench/steps.py --steps build/bench/steps [--reps N]

The step is bench/steps/step.py (a 33-line agent step: records, a function,
comprehensions, sorted/max with keys, f-strings, try/except). CPython's
figure for each case is an in-process compile() + exec() of the same text in
a fresh globals dict with print output captured, the cheapest way a Python
host runs a snippet (no isolation at all). For "new VM" the text is
bench/steps/imports.py (import collections, re, json) followed by the step;
CPython has those modules cached after the first rep, smolvm builds them in
every new VM; "new VM from a template" copies a VM made once with them
imported (smol_vm_new_from). Medians of wall time; ratio = smolvm / CPython (below 1: smolvm
is faster).
"""

import argparse
import io
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def cpython_us(text, reps):
    times = []
    out = io.StringIO()
    real = sys.stdout
    for _ in range(reps):
        t0 = time.perf_counter()
        sys.stdout = out
        try:
            exec(compile(text, "<step>", "exec"), {"__name__": "__main__"})
        finally:
            sys.stdout = real
        times.append((time.perf_counter() - t0) * 1e6)
        out.seek(0)
        out.truncate()
    return statistics.median(times)


def process_start_us(cmd, reps):
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times.append((time.perf_counter() - t0) * 1e6)
    return statistics.median(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", required=True, help="the build/bench/steps binary")
    ap.add_argument("--smolvm", help="the smolvm CLI, for process start (default: next to --steps)")
    ap.add_argument("--reps", type=int, default=2000)
    a = ap.parse_args()
    step_path = os.path.join(HERE, "steps", "step.py")
    imp_path = os.path.join(HERE, "steps", "imports.py")
    step = open(step_path).read()
    both = open(imp_path).read() + "\n" + step
    proc = subprocess.run([a.steps, step_path, imp_path, str(a.reps)],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        print("steps: FAIL (exit %d): %s" % (proc.returncode, proc.stderr.strip()))
        return 1
    smol = dict((k, float(v)) for k, v in (l.split() for l in proc.stdout.split("\n") if l))
    cpy = {"run_only": cpython_us(step, a.reps),
           "new_session": cpython_us(step, a.reps),
           "new_vm_imports": cpython_us(both, a.reps)}
    cpy["new_vm_template"] = cpy["new_vm_imports"]
    names = {"run_only": "run only (existing session)",
             "new_session": "new session + run",
             "new_vm_imports": "new VM + session + run (+ import collections, re, json)",
             "new_vm_template": "new VM from a template + session + run (same imports)"}
    print("agent step in process (%d-line step, median wall time; CPython: compile+exec)"
          % step.count("\n"))
    print("  %-58s %10s %10s %7s" % ("", "smolvm", "CPython", "ratio"))
    for k in ("run_only", "new_session", "new_vm_imports", "new_vm_template"):
        print("  %-58s %7.1f us %7.1f us %6.2fx" % (names[k], smol[k], cpy[k], smol[k] / cpy[k]))
    cli = a.smolvm or os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(a.steps))), "smolvm")
    if os.path.exists(cli):
        reps = max(20, a.reps // 40)
        ps = process_start_us([cli, "-c", "pass"], reps)
        pp = process_start_us([sys.executable, "-c", "pass"], reps)
        print("  %-58s %7.1f us %7.1f us %6.2fx" % ("process start (-c pass, whole process)", ps, pp, ps / pp))
    return 0


if __name__ == "__main__":
    sys.exit(main())
