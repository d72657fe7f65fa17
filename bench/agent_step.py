#!/usr/bin/env python3
"""Latency of an agent step through smolvm's Python executor, and pool throughput.

    /usr/bin/python3 bench/agent_step.py [--smolvm build/smolvm] [--seconds 2]

Measures, for one small agent step (a tool call, a dict comprehension, a
max with a key, an f-string print):

- smolvm, new session: SmolvmExecutor on a running serve process, the step
  in a fresh session (open + send_tools + run + result + close);
- smolvm, warm session: the same step again in a session already open;
- CPython in-process, as smolagents-style executors without an interpreter
  of their own do: compile + exec of the same code in fresh globals, print
  captured in a StringIO;
- starting a serve process (spawn + hello + shutdown), for scale;

then the throughput of a Pool with 1 and 2 processes running independent
steps (a fresh session each), in steps per second. Each latency is the
median of as many repetitions as fit in --seconds. The table shows each
figure and its ratio to CPython (or, for the pool, to one process).
Standard library only; the smolvm package is taken from bindings/python.
"""

import argparse
import contextlib
import io
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "bindings", "python"))

import smolvm  # noqa: E402

STEP = '''\
results = web_search("smolvm sandbox", max_results=4)
scores = {r: len(r) * (i + 1) for i, r in enumerate(results)}
best = max(scores, key=scores.get)
print(f"best: {best} ({scores[best]})")
summary = [r.upper() for r in results if "sandbox" in r]
len(summary)
'''

# A step with more work in it, for the pool: throughput is about running
# snippets, not only about the protocol's round trips.
POOL_STEP = '''\
primes = [n for n in range(2, 6000) if all(n % d for d in range(2, int(n ** 0.5) + 1))]
print(len(primes))
sum(primes)
'''


def web_search(query, max_results=3):
    return ["%s result %d" % (query, i) for i in range(max_results)]


def median_time(fn, seconds, min_reps=5):
    times = []
    end = time.perf_counter() + seconds
    while len(times) < min_reps or time.perf_counter() < end:
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
        if len(times) >= 100000:
            break
    return statistics.median(times), len(times)


def cpython_step():
    out = io.StringIO()
    env = {"__name__": "__main__", "web_search": web_search}
    with contextlib.redirect_stdout(out):
        exec(compile(STEP, "<string>", "exec"), env)
    return env, out.getvalue()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--smolvm", help="smolvm binary (default: $SMOLVM_BIN, then the usual search)")
    ap.add_argument("--seconds", type=float, default=2.0, help="time per latency measurement")
    ap.add_argument("--pool-steps", type=int, default=60, help="steps per pool measurement")
    args = ap.parse_args()
    binary = smolvm.find_binary(args.smolvm)

    # Same answer from both, first.
    env, printed = cpython_step()
    with smolvm.Sandbox(binary) as sb:
        with smolvm.SmolvmExecutor(sandbox=sb) as ex:
            ex.send_tools({"web_search": web_search})
            out = ex(STEP)
        if (out.output, out.logs) != (len(env["summary"]), printed):
            print("MISMATCH: smolvm gave %r / %r, CPython %r / %r"
                  % (out.output, out.logs, len(env["summary"]), printed))
            return 1

        def fresh_session_step():
            ex = smolvm.SmolvmExecutor(sandbox=sb)
            ex.send_tools({"web_search": web_search})
            ex(STEP)
            ex.cleanup()

        warm = smolvm.SmolvmExecutor(sandbox=sb)
        warm.send_tools({"web_search": web_search})
        warm(STEP)

        t_fresh, n_fresh = median_time(fresh_session_step, args.seconds)
        t_warm, n_warm = median_time(lambda: warm(STEP), args.seconds)
        warm.cleanup()
    t_cpy, n_cpy = median_time(cpython_step, args.seconds)

    def start_stop():
        smolvm.Sandbox(binary).close()

    t_start, n_start = median_time(start_stop, min(args.seconds, 1.5), min_reps=3)

    rates = {}
    for procs in (1, 2):
        with smolvm.Pool(procs, binary) as pool:
            pool.run_many([POOL_STEP] * (2 * procs))  # warm up
            t0 = time.perf_counter()
            results = pool.run_many([POOL_STEP] * args.pool_steps)
            elapsed = time.perf_counter() - t0
            if not all(r.ok for r in results):
                print("pool step failed: %s" % next(r.error for r in results if not r.ok))
                return 1
            rates[procs] = args.pool_steps / elapsed

    def us(t):
        return "%10.1f us" % (t * 1e6)

    print("agent step latency (median; %s)" % binary)
    print("  %-46s %14s %8s %7s" % ("", "time", "ratio", "reps"))
    print("  %-46s %14s %8s %7d" % ("CPython in-process exec (compile+exec+print)", us(t_cpy), "1.00", n_cpy))
    print("  %-46s %14s %8.2f %7d" % ("smolvm executor, warm session (run)", us(t_warm), t_warm / t_cpy, n_warm))
    print("  %-46s %14s %8.2f %7d" % ("smolvm executor, new session (open+run+close)", us(t_fresh),
                                       t_fresh / t_cpy, n_fresh))
    print("  %-46s %14s %8.2f %7d" % ("smolvm serve process start + shutdown", us(t_start),
                                       t_start / t_cpy, n_start))
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print("pool throughput (%d steps, each in a new session; %d CPUs, load average %.1f:"
          " 2 processes gain only from CPUs nothing else is using)"
          % (args.pool_steps, os.cpu_count() or 0, load))
    print("  %-46s %11.1f /s %8s" % ("1 process", rates[1], "1.00"))
    print("  %-46s %11.1f /s %8.2f" % ("2 processes", rates[2], rates[2] / rates[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
