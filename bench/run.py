#!/usr/bin/env python3
"""Run the bench/*.py programs on smolvm and on CPython side by side.

    python3 bench/run.py --smolvm build/smolvm [--reps 5] [PROGRAM ...]

For each program both interpreters run --reps times, interleaved (smolvm,
python3, smolvm, python3, ...) so load changes on the machine hit both alike.
The table shows each median wall time, the ratio smolvm/python3 (below 1:
smolvm is faster) and, at the end, the geometric mean of the ratios.

Both must print the same stdout; a difference is flagged as MISMATCH (the
time is still shown, the ratio is left out of the geometric mean). When smolvm
fails on a program (error exit, limit, crash, timeout) its row says FAIL and
the run goes on with the next program.

CPython is /usr/bin/python3 when it exists, else `python3` from PATH (which may
be a slow version-manager shim); --python overrides. Stdlib only.
Exit status: 0, or 1 when any program failed or mismatched.
"""

import argparse
import math
import os
import shutil
import signal
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# Benchmarks are long by snippet standards: lift smolvm's default per-run
# limits so they measure speed, not the limits.
SMOLVM_LIMITS = ["--max-instructions", "1000000000000", "--max-memory", "4G"]

EXIT_NAMES = {1: "uncaught exception", 2: "rejected by policy", 3: "instruction budget",
              4: "memory cap", 5: "deadline", 6: "SystemExit", 64: "usage error", 66: "file error"}


# The scripts of bench/ that drive other measurements, not programs to time.
DRIVERS = {"run.py", "agent_step.py", "steps.py", "imagesize.py", "stdlib.py"}


def find_python(explicit):
    if explicit:
        return explicit
    if os.path.exists("/usr/bin/python3"):
        return "/usr/bin/python3"
    return shutil.which("python3") or "python3"


def discover(filters):
    progs = sorted(f for f in os.listdir(HERE)
                   if f.endswith(".py") and f not in DRIVERS and not f.startswith("_"))
    if filters:
        progs = [p for p in progs if any(f in p for f in filters)]
    return progs


class Run:
    __slots__ = ("seconds", "cpu", "stdout", "stderr", "rc", "timed_out", "error")


def run_once(cmd, cwd, timeout):
    """Run cmd; return a Run with wall time, child CPU time, output, status."""
    r = Run()
    r.cpu = None
    r.timed_out = False
    r.error = None
    t0 = time.perf_counter()
    try:
        proc = subprocess.Popen(cmd, cwd=cwd, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                start_new_session=True)
    except OSError as e:
        r.seconds, r.stdout, r.stderr, r.rc = 0.0, b"", b"", None
        r.error = "cannot run %s: %s" % (cmd[0], e.strerror or e)
        return r
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        r.timed_out = True
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            proc.kill()
        out, err = proc.communicate()
    r.seconds = time.perf_counter() - t0
    r.stdout, r.stderr, r.rc = out, err, proc.returncode
    return r


def failure(r):
    """A short reason when a run did not succeed, else None."""
    if r.error:
        return r.error
    if r.timed_out:
        return "timed out"
    if r.rc is None or r.rc < 0:
        try:
            return "killed by " + signal.Signals(-r.rc).name
        except (ValueError, TypeError):
            return "killed"
    if r.rc != 0:
        last = ""
        for line in reversed(r.stderr.decode("utf-8", "replace").splitlines()):
            if line.strip():
                last = line.strip()
                break
        what = EXIT_NAMES.get(r.rc, "exit %d" % r.rc)
        return "%s: %s" % (what, last[:100]) if last else what
    return None


def fmt_time(t):
    if t is None:
        return "-"
    if t < 1:
        return "%.0f ms" % (t * 1000)
    return "%.2f s" % t


def first_difference(a, b):
    al = a.decode("utf-8", "replace").splitlines()
    bl = b.decode("utf-8", "replace").splitlines()
    for i in range(max(len(al), len(bl))):
        x = al[i] if i < len(al) else "(no line)"
        y = bl[i] if i < len(bl) else "(no line)"
        if x != y:
            return i + 1, x[:160], y[:160]
    return None


def main(argv=None):
    ap = argparse.ArgumentParser(description="smolvm vs CPython benchmark runner")
    ap.add_argument("--smolvm", default=os.path.join(ROOT, "build", "smolvm"),
                    help="smolvm binary (default build/smolvm)")
    ap.add_argument("--python", help="CPython to compare with (default /usr/bin/python3, else python3)")
    ap.add_argument("--reps", type=int, default=5, help="runs per program and interpreter (default 5)")
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds per run (default 120)")
    ap.add_argument("--cpu", action="store_true",
                    help="compare user+sys CPU time of the child instead of wall time")
    ap.add_argument("programs", nargs="*", help="only programs whose name contains one of these")
    args = ap.parse_args(argv)
    if args.reps < 1:
        ap.error("--reps must be at least 1")

    smolvm = args.smolvm
    if not os.path.isabs(smolvm) and os.sep in smolvm:
        smolvm = os.path.abspath(smolvm)
    python = find_python(args.python)
    progs = discover(args.programs)
    if not progs:
        print("bench: no programs found in %s" % HERE, file=sys.stderr)
        return 1
    pyver = run_once([python, "-c", "import sys; print(sys.version.split()[0])"], None, 30)
    smolver = run_once([smolvm, "--version"], None, 30)
    print("smolvm:  %s (%s)" % (smolvm, (smolver.stdout or smolver.stderr).decode("utf-8", "replace").strip()
                                or failure(smolver) or "?"))
    print("python3: %s (%s)" % (python, pyver.stdout.decode().strip() or failure(pyver) or "?"))
    print("%d runs each, median %s time\n" % (args.reps, "CPU" if args.cpu else "wall"))

    header = "%-14s %12s %12s %8s  %s" % ("program", "smolvm", "python3", "ratio", "")
    print(header)
    print("-" * len(header))
    ratios = []
    bad = 0
    notes = []
    for prog in progs:
        path = os.path.join(HERE, prog)
        cmds = {
            "smolvm": [smolvm, "run", prog] + SMOLVM_LIMITS,
            "python": [python, "-s", "-B", prog],
        }
        times = {"smolvm": [], "python": []}
        outputs = {"smolvm": None, "python": None}
        failed = {"smolvm": None, "python": None}
        unstable = set()
        for _ in range(args.reps):
            for who in ("smolvm", "python"):
                if failed[who]:
                    continue
                if args.cpu:
                    before = os.times()
                r = run_once(cmds[who], HERE, args.timeout)
                if args.cpu:
                    after = os.times()
                    r.cpu = (after.children_user - before.children_user) + \
                            (after.children_system - before.children_system)
                why = failure(r)
                if why:
                    failed[who] = why
                    continue
                times[who].append(r.cpu if args.cpu else r.seconds)
                if outputs[who] is None:
                    outputs[who] = r.stdout
                elif outputs[who] != r.stdout:
                    unstable.add(who)
        med = {w: (statistics.median(times[w]) if times[w] else None) for w in times}
        name = prog[:-3]
        if failed["smolvm"] or failed["python"]:
            bad += 1
            who = "smolvm" if failed["smolvm"] else "python3"
            reason = failed["smolvm"] or failed["python"]
            print("%-14s %12s %12s %8s  %s FAIL: %s" % (
                name, "FAIL" if failed["smolvm"] else fmt_time(med["smolvm"]),
                "FAIL" if failed["python"] else fmt_time(med["python"]), "-", who, reason))
            continue
        note = ""
        ok = True
        if outputs["smolvm"] != outputs["python"]:
            ok = False
            note = "MISMATCH (stdout differs)"
            d = first_difference(outputs["python"], outputs["smolvm"])
            if d:
                notes.append("%s: line %d\n    python3: %s\n    smolvm:  %s" % (name, d[0], d[1], d[2]))
        elif unstable:
            note = "output varies between runs (%s)" % ", ".join(sorted(unstable))
        ratio = med["smolvm"] / med["python"] if med["python"] else float("inf")
        if ok and med["python"] and med["smolvm"]:
            ratios.append(ratio)
        else:
            bad += 1
        print("%-14s %12s %12s %7.2fx  %s" % (name, fmt_time(med["smolvm"]), fmt_time(med["python"]),
                                              ratio, note))
    print("-" * len(header))
    if ratios:
        gm = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        extra = "" if len(ratios) == len(progs) else "  (over %d of %d programs)" % (len(ratios), len(progs))
        print("%-14s %12s %12s %7.2fx%s" % ("geomean", "", "", gm, extra))
    else:
        print("geomean: no program ran correctly on both")
    for n in notes:
        print(n)
    return 1 if bad else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        sys.exit(130)
