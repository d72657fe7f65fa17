#!/usr/bin/env python3
"""smolvm test driver (stdlib only).

Modes
-----
  python3 tests/run_tests.py --build build [--asan-build build/asan] [--switch-build build/switch]
      For every build dir given: run each unit-test binary in BUILD/unit/, then
      the conformance suite (tests/conformance/**/*.py) with BUILD/smolvm.
      Prints failures (name + short diff), then exactly one final line
      "N passed, M failed" (totals over all builds and suites); exit 1 if M > 0.

  python3 tests/run_tests.py --unit BIN [BIN ...]
      Run just the given unit-test binaries (what `make unit` calls).

  python3 tests/run_tests.py --regen [--dry-run] [--python PATH] [FILTER ...]
      Regenerate conformance .out/.err from CPython 3.11 (/usr/bin/python3 if
      it exists, else python3), run in the snippet's directory with
      PYTHONHASHSEED=0 and a timeout. .out = CPython's stdout; .err = the last
      stderr line, kept only when CPython exited nonzero (a stale .err is
      deleted); beside it .tb = the traceback's frames in the snippet's own
      file (source and caret lines included) and the last line. Each snippet also runs with another hash seed: output that
      depends on str hashing is reported and not written.

  python3 tests/run_tests.py --build build lists/ numbers/float
      Positional FILTER arguments (like --only) select a subset: tests whose
      path contains one of the substrings (or matches the glob).

The switch build (--switch-build) runs the conformance suite only, and so
does --image-build DIR: each snippet is compiled to a bytecode image
(`smolvm compile`) and the image is run; the output must match CPython's
exactly as from source. --stress-build DIR (an ASan build) runs it with
`--callback-stress`: a full collection at every return from Python code
into a native, so a native that holds a stale pointer or an unrooted value
across a callback shows as a sanitizer report. --template-build DIR runs it
in VMs copied from a template (smol_vm_new_from) whose session has the
modules agents import most already imported (TEMPLATE_MODULES): a copy
must behave as a new VM.
tests/security/ has its own runner (tests/security/run_security.py) and is
not touched here.

Common options: --only PATTERN (substring, or a glob if it contains * ? [),
-j/--jobs N (default 2), --timeout SECONDS (default 10; ASan builds get 4x),
--by-dir (per-directory table), -v/--verbose (list every test).

Conformance contract: stdout must equal the sibling .out exactly (bytes). If a
sibling .err exists the snippet must raise: the last non-empty stderr line must
equal the .err content and the exit code must be 1, and where a .tb exists the
frames of the snippet's own file in the traceback (header, source line, caret
lines) and the last line must equal it (frames in other files are ignored on
both sides; not checked for --image-build, as an image has no source text).
A .tb whose first line is ONLY_SNIPPET_FRAMES comes from a CPython traceback
with no frame outside the snippet: smolvm's must have none either.
Without .err the exit code must be 0. A missing build dir or binary counts as failures, never a skip.
"""

import argparse
import concurrent.futures
import difflib
import fnmatch
import os
import re
import selectors
import shutil
import signal
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TESTS = os.path.join(ROOT, "tests")
CONFORMANCE = os.path.join(TESTS, "conformance")
UNIT_SRC = os.path.join(TESTS, "unit")

OUTPUT_CAP = 4 * 1024 * 1024       # bytes kept per stream
DIFF_LINES = 30                    # lines of diff shown per failure
LINE_WIDTH = 200                   # characters per shown line
UNIT_TIMEOUT_FACTOR = 12           # unit binaries may do sweeps: 12x the per-test timeout
ASAN_FACTOR = 4
STRESS_FACTOR = 3

SANITIZER_MARKERS = (
    b"ERROR: AddressSanitizer",
    b"ERROR: LeakSanitizer",
    b"SUMMARY: UndefinedBehaviorSanitizer",
    b"SUMMARY: AddressSanitizer",
    b"runtime error: ",
)

_print_lock = threading.Lock()


def out(*args):
    with _print_lock:
        print(*args, flush=True)


# --------------------------------------------------------------------------
# process helpers


class RunResult:
    __slots__ = ("returncode", "stdout", "stderr", "timed_out", "truncated", "error")

    def __init__(self):
        self.returncode = None
        self.stdout = b""
        self.stderr = b""
        self.timed_out = False
        self.truncated = False
        self.error = None   # OSError text when the program could not start


def run_capped(cmd, timeout, cwd=None, env=None, cap=OUTPUT_CAP):
    """Run cmd with stdin closed; collect stdout/stderr (each capped at `cap`
    bytes, the rest is drained and dropped); kill the whole process group on
    timeout. Never raises for program misbehaviour."""
    res = RunResult()
    try:
        proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                start_new_session=True)
    except OSError as e:
        res.error = "cannot run %s: %s" % (cmd[0], e.strerror or e)
        return res
    bufs = {proc.stdout: bytearray(), proc.stderr: bytearray()}
    sel = selectors.DefaultSelector()
    for f in bufs:
        os.set_blocking(f.fileno(), False)
        sel.register(f, selectors.EVENT_READ)
    deadline = time.monotonic() + timeout
    try:
        while sel.get_map():
            left = deadline - time.monotonic()
            if left <= 0:
                res.timed_out = True
                break
            for key, _ in sel.select(min(left, 0.5)):
                f = key.fileobj
                try:
                    chunk = os.read(f.fileno(), 65536)
                except BlockingIOError:
                    continue
                if not chunk:
                    sel.unregister(f)
                    continue
                buf = bufs[f]
                room = cap - len(buf)
                if room > 0:
                    buf += chunk[:room]
                if len(chunk) > room:
                    res.truncated = True
        if res.timed_out:
            _kill_group(proc)
        else:
            left = max(0.1, deadline - time.monotonic())
            try:
                proc.wait(timeout=left)
            except subprocess.TimeoutExpired:
                res.timed_out = True
                _kill_group(proc)
        proc.wait()
    finally:
        sel.close()
        proc.stdout.close()
        proc.stderr.close()
        # Make sure no grandchild survives us.
        if proc.returncode is None:
            _kill_group(proc)
    res.returncode = proc.returncode
    res.stdout = bytes(bufs[proc.stdout])
    res.stderr = bytes(bufs[proc.stderr])
    return res


def _kill_group(proc):
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        try:
            proc.kill()
        except ProcessLookupError:
            pass
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        pass


def describe_exit(rc):
    if rc is None:
        return "did not exit"
    if rc < 0:
        try:
            name = signal.Signals(-rc).name
        except ValueError:
            name = "signal %d" % -rc
        return "killed by %s" % name
    return "exit code %d" % rc


def text(b):
    return b.decode("utf-8", errors="backslashreplace")


def clip(line):
    return line if len(line) <= LINE_WIDTH else line[:LINE_WIDTH] + " [...]"


def short_diff(expected, actual, exp_name="expected", act_name="actual"):
    e = text(expected).splitlines(keepends=True)
    a = text(actual).splitlines(keepends=True)
    lines = []
    for line in difflib.unified_diff(e, a, exp_name, act_name, n=2):
        if not line.endswith("\n"):
            line += "\n\\ No newline at end of file\n"
        for sub in line.splitlines():
            lines.append(clip(sub))
    if not lines and expected != actual:
        lines.append("(outputs differ only in bytes not shown: expected %r, got %r)"
                     % (expected[-60:], actual[-60:]))
    if len(lines) > DIFF_LINES:
        n = len(lines) - DIFF_LINES
        lines = lines[:DIFF_LINES] + ["... (%d more diff lines)" % n]
    return "\n".join(lines)


def tail(b, n=8):
    lines = [clip(l) for l in text(b).rstrip("\n").splitlines()]
    if len(lines) > n:
        lines = ["..."] + lines[-n:]
    return "\n".join(lines)


def sanitizer_report(stderr):
    for m in SANITIZER_MARKERS:
        i = stderr.find(m)
        if i >= 0:
            start = stderr.rfind(b"\n", 0, i) + 1
            lines = text(stderr[start:]).splitlines()[:12]
            return "\n".join(clip(l) for l in lines)
    return None


def last_nonempty_line(b):
    for line in reversed(text(b).splitlines()):
        if line.strip():
            return line.rstrip("\r")
    return ""


FRAME_RE = re.compile(r'^  File "(.*)", line (\d+)(, in .*)?$')

# The first line of a .tb whose traceback (CPython's) has frames in the
# snippet's own file only: the error came from C code. smolvm's traceback
# must then show no frame of its own library either (a module written in
# Python where CPython's is C must hide its frames).
ONLY_SNIPPET_FRAMES = "# CPython shows no frames outside the snippet\n"


def foreign_frames(stderr, snippet):
    """The files of the traceback's frames that are not the snippet's."""
    out = []
    for line in text(stderr).splitlines():
        m = FRAME_RE.match(line.rstrip("\r"))
        if m and os.path.basename(m.group(1)) != snippet:
            out.append(m.group(1))
    return out


def snippet_traceback(stderr, snippet):
    """What a .tb file holds: the traceback frames in the snippet's own file
    (header with the path replaced by <snippet>, then the source and caret
    lines indented under it) and the last line. Frames in any other file
    (CPython's library, smolvm's frozen modules, exec'd strings) are left
    out on both sides, and so are the "[Previous line repeated N more
    times]" counts, which depend on the recursion limit."""
    keep = []
    mine = False
    for line in text(stderr).splitlines():
        line = line.rstrip("\r")
        m = FRAME_RE.match(line)
        if m:
            mine = os.path.basename(m.group(1)) == snippet
            if mine:
                keep.append('  File "<snippet>", line %s%s' % (m.group(2), m.group(3) or ""))
            continue
        if line.startswith("    ") and mine:
            keep.append(line)
            continue
        mine = False
    keep.append(last_nonempty_line(stderr))
    return "\n".join(keep) + "\n"


def indent(s, prefix="    "):
    return "\n".join(prefix + l for l in s.splitlines())


def match_one(name, pattern):
    if any(c in pattern for c in "*?["):
        return fnmatch.fnmatch(name, pattern) or fnmatch.fnmatch(name, "*" + pattern + "*")
    # "/dir/" anchors at the start of the path: "/strings/" is not "lang_fstrings/".
    return pattern in name or pattern in "/" + name


def match_only(name, patterns):
    """patterns: list of substrings/globs (from --only and positional FILTER
    arguments). No patterns selects everything; otherwise any match selects."""
    if not patterns:
        return True
    return any(match_one(name, p) for p in patterns)


# --------------------------------------------------------------------------
# test discovery


def conformance_snippets():
    found = []
    for dirpath, dirnames, filenames in os.walk(CONFORMANCE):
        dirnames.sort()
        for fn in sorted(filenames):
            if fn.endswith(".py"):
                full = os.path.join(dirpath, fn)
                found.append((os.path.relpath(full, CONFORMANCE), full))
    found.sort()
    return found


def unit_sources():
    if not os.path.isdir(UNIT_SRC):
        return []
    return sorted(fn[:-2] for fn in os.listdir(UNIT_SRC) if fn.endswith(".c"))


def is_executable_file(p):
    return os.path.isfile(p) and os.access(p, os.X_OK)


# --------------------------------------------------------------------------
# running tests


class Outcome:
    __slots__ = ("name", "passed", "failed", "message", "seconds")

    def __init__(self, name, passed, failed, message="", seconds=0.0):
        self.name = name
        self.passed = passed
        self.failed = failed
        self.message = message
        self.seconds = seconds


# The modules the --template-build pass's template imports.
TEMPLATE_MODULES = "collections,re,json,typing,datetime,dataclasses,functools,itertools,math"


def base_env():
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
        "HOME": os.environ.get("HOME", "/tmp"),
    }
    # Harmless for non-sanitized binaries; makes sanitizer failures
    # distinguishable from exit code 1 (an expected uncaught exception).
    # The user's own settings come last and win.
    def merge(var, mine):
        theirs = os.environ.get(var)
        env[var] = mine + (":" + theirs if theirs else "")
    merge("ASAN_OPTIONS", "exitcode=86:abort_on_error=0:allocator_may_return_null=1")
    merge("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1:exitcode=87")
    merge("LSAN_OPTIONS", "exitcode=88")
    return env


def run_unit_binary(name, path, timeout, env):
    t0 = time.monotonic()
    r = run_capped([path], timeout, cwd=ROOT, env=env)
    dt = time.monotonic() - t0
    if r.error:
        return Outcome(name, 0, 1, r.error, dt)
    if r.timed_out:
        return Outcome(name, 0, 1, "timed out after %gs\n%s" % (timeout, indent(tail(r.stdout + r.stderr))), dt)
    san = sanitizer_report(r.stderr)
    # Look for a trailing "N passed, M failed" line on stdout (or stderr).
    counts = None
    for stream in (r.stdout, r.stderr):
        line = last_nonempty_line(stream).strip()
        parts = line.replace(",", " ").split()
        if len(parts) == 4 and parts[1] == "passed" and parts[3] == "failed" \
                and parts[0].isdigit() and parts[2].isdigit():
            counts = (int(parts[0]), int(parts[2]))
            break
    problems = []
    if san:
        problems.append("sanitizer report:\n" + indent(san))
    if r.returncode != 0:
        problems.append(describe_exit(r.returncode))
    if counts is not None:
        p, f = counts
        if problems and f == 0:
            f = 1     # crashed or sanitizer error despite "0 failed"
    else:
        p, f = (0, 1) if problems else (1, 0)
    if f:
        msg = "; ".join(x for x in problems if "\n" not in x)
        if counts is not None:
            msg = ("%d passed, %d failed" % counts) + ("; " + msg if msg else "")
        details = [x for x in problems if "\n" in x]
        body = tail(r.stdout + b"\n" + r.stderr, 15)
        message = msg + ("\n" + "\n".join(details) if details else "") + "\n" + indent(body)
        return Outcome(name, p, f, message, dt)
    return Outcome(name, p, 0, "", dt)


IMAGE_DIR = None


def image_path(path):
    """A scratch .smolc path for a snippet (IMAGE_DIR: one per driver run)."""
    rel = os.path.relpath(path, CONFORMANCE).replace(os.sep, "__")
    return os.path.join(IMAGE_DIR, rel[:-3] + ".smolc")


def run_conformance(name, path, binary, timeout, env, via_image=False, flags=()):
    base = path[:-3]
    try:
        with open(base + ".out", "rb") as f:
            expected = f.read()
    except OSError:
        return Outcome(name, 0, 1, "missing expected output %s.out (run --regen)" %
                       os.path.relpath(base, ROOT))
    expected_err = None
    expected_tb = None
    if os.path.exists(base + ".err"):
        with open(base + ".err", "rb") as f:
            expected_err = last_nonempty_line(f.read())
        # An image carries no source text: its frames show no source lines.
        if not via_image and os.path.exists(base + ".tb"):
            with open(base + ".tb", "rb") as f:
                expected_tb = text(f.read())
    t0 = time.monotonic()
    if via_image:
        # Compile to a bytecode image, then run the image: the output must
        # be the same as from source (a compile error is the result then).
        img = image_path(path)
        r = run_capped([binary, "compile", os.path.basename(path), "-o", img], timeout,
                       cwd=os.path.dirname(path), env=env)
        if not r.error and not r.timed_out and r.returncode == 0:
            r = run_capped([binary, "run", img], timeout, cwd=os.path.dirname(path), env=env)
            try:
                os.unlink(img)
            except OSError:
                pass
    else:
        r = run_capped([binary, "run"] + list(flags) + [os.path.basename(path)], timeout,
                       cwd=os.path.dirname(path), env=env)
    dt = time.monotonic() - t0
    if r.error:
        return Outcome(name, 0, 1, r.error, dt)
    problems = []
    if r.timed_out:
        problems.append("timed out after %gs" % timeout)
    elif r.returncode < 0:
        problems.append(describe_exit(r.returncode))
    san = sanitizer_report(r.stderr)
    if san:
        problems.append("sanitizer report:\n" + indent(san))
    want_rc = 1 if expected_err is not None else 0
    if not r.timed_out and r.returncode >= 0 and r.returncode != want_rc and not san:
        problems.append("%s, expected %d%s" % (describe_exit(r.returncode), want_rc,
                        {2: " (rejected by policy / compile error)", 3: " (instruction budget)",
                         4: " (memory cap)", 5: " (deadline)"}.get(r.returncode, "")))
    if r.truncated:
        problems.append("output exceeded %d bytes (truncated)" % OUTPUT_CAP)
    if expected_err is not None and not r.timed_out and not san:
        got = last_nonempty_line(r.stderr)
        if got != expected_err:
            problems.append("wrong error:\n    expected: %s\n    got:      %s"
                            % (clip(expected_err), clip(got) if got else "(no stderr)"))
        elif expected_tb is not None:
            got_tb = snippet_traceback(r.stderr, os.path.basename(path))
            if expected_tb.startswith(ONLY_SNIPPET_FRAMES):
                expected_tb = expected_tb[len(ONLY_SNIPPET_FRAMES):]
                extra = foreign_frames(r.stderr, os.path.basename(path))
                if extra:
                    problems.append("traceback shows frames CPython's does not: " + ", ".join(extra))
            if got_tb != expected_tb:
                problems.append("traceback differs in the snippet's frames:\n" +
                                indent(short_diff(expected_tb.encode("utf-8"), got_tb.encode("utf-8"),
                                                  name[:-3] + ".tb", "smolvm")))
    if r.stdout != expected:
        problems.append("stdout differs:\n" + indent(short_diff(expected, r.stdout, name + ".out", "smolvm stdout")))
    if problems:
        msg = "\n".join(problems)
        wrong_error = any(p.startswith("wrong error") for p in problems)
        show_stderr = not san and r.stderr.strip() and (
            expected_err is None                      # unexpected error output
            or r.returncode not in (0, 1)             # crash, limit, rejection
            or (wrong_error and len(text(r.stderr).strip().splitlines()) > 1))
        if show_stderr:
            msg += "\n  stderr:\n" + indent(tail(r.stderr, 6))
        return Outcome(name, 0, 1, msg, dt)
    return Outcome(name, 1, 0, "", dt)


class Totals:
    def __init__(self):
        self.passed = 0
        self.failed = 0
        self.slow = []

    def add(self, o, verbose):
        self.passed += o.passed
        self.failed += o.failed
        if o.failed:
            out("FAIL %s%s" % (o.name, ("  (%.1fs)" % o.seconds) if o.seconds >= 1 else ""))
            if o.message:
                out(indent(o.message.rstrip("\n"), "  "))
        elif verbose:
            extra = " (%d checks)" % o.passed if o.passed > 1 else ""
            out("ok   %s%s  %.2fs" % (o.name, extra, o.seconds))
        self.slow.append((o.seconds, o.name))


def run_jobs(jobs, workers, totals, verbose):
    """jobs: list of (callable, args). Results are reported as they finish."""
    done = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, workers)) as ex:
        futs = [ex.submit(fn, *args) for fn, args in jobs]
        for fut in concurrent.futures.as_completed(futs):
            try:
                o = fut.result()
            except Exception as e:  # a bug in the driver must not hide the totals
                o = Outcome("driver error", 0, 1, "%s: %s" % (type(e).__name__, e))
            totals.add(o, verbose)
            done.append(o)
    return done


def print_by_dir(label, outcomes):
    """Per-directory pass/fail table of one build's conformance outcomes."""
    per = {}
    for o in outcomes:
        rel = o.name.split(": ", 1)[-1]
        d = rel.rsplit("/", 1)[0] if "/" in rel else "."
        p, f = per.get(d, (0, 0))
        per[d] = (p + o.passed, f + o.failed)
    if not per:
        return
    out("-- %s conformance by directory:" % label)
    width = max(len(d) for d in per)
    for d in sorted(per):
        p, f = per[d]
        out("   %-*s %4d passed, %3d failed" % (width, d, p, f))


def test_build(label, build_dir, kind, args, totals):
    """kind: 'release', 'asan', 'switch', 'image' (conformance through
    bytecode images: compile, then run the image) or 'stress' (conformance
    with --callback-stress: a collection at every return from Python code
    into a native)."""
    asan = kind in ("asan", "stress") or "asan" in os.path.normpath(build_dir).split(os.sep)
    timeout = args.timeout * (ASAN_FACTOR if asan else 1) * (STRESS_FACTOR if kind == "stress" else 1)
    env = base_env()
    if kind == "template":
        env["SMOLVM_TEST_TEMPLATE"] = TEMPLATE_MODULES
    bdir = build_dir if os.path.isabs(build_dir) else os.path.join(ROOT, build_dir)
    snippets = [(n, p) for n, p in conformance_snippets() if match_only(n, args.filters)]
    before = (totals.passed, totals.failed)
    out("== %s (%s): %s%d conformance snippets"
        % (label, build_dir, "" if kind in ("switch", "image", "stress", "template") else "unit tests + ", len(snippets)))

    if not os.path.isdir(bdir):
        totals.add(Outcome("%s: build dir %s" % (label, build_dir), 0, 1,
                           "build directory does not exist (did the build fail?)"), args.verbose)
        if snippets:
            totals.add(Outcome("%s: conformance" % label, 0, len(snippets),
                               "%d conformance snippets counted as failed (no build)" % len(snippets)),
                       args.verbose)
        return

    # ---- unit tests (not for the switch build: it exists to run the
    # interpreter loop compiled the other way, and the Makefile builds no
    # unit binaries for it; stale ones in BUILD/unit are ignored)
    unit_dir = os.path.join(bdir, "unit")
    jobs = []
    present = set()
    if kind not in ("switch", "image", "stress", "template") and os.path.isdir(unit_dir):
        for fn in sorted(os.listdir(unit_dir)):
            p = os.path.join(unit_dir, fn)
            if is_executable_file(p) and not fn.endswith((".o", ".d", ".a", ".so")):
                present.add(fn)
                name = "%s: unit/%s" % (label, fn)
                if match_only(name, args.filters) or match_only("unit/" + fn, args.filters):
                    jobs.append((run_unit_binary, (name, p, timeout * UNIT_TIMEOUT_FACTOR, env)))
    if kind in ("release", "asan"):
        # The Makefile builds unit binaries for these: a source without binary is a failure.
        for src in unit_sources():
            name = "%s: unit/%s" % (label, src)
            if src not in present and (match_only(name, args.filters) or match_only("unit/" + src, args.filters)):
                totals.add(Outcome(name, 0, 1, "tests/unit/%s.c has no binary %s"
                                   % (src, os.path.relpath(os.path.join(unit_dir, src), ROOT))),
                           args.verbose)
    run_jobs(jobs, args.jobs, totals, args.verbose)

    # ---- conformance
    binary = os.path.join(bdir, "smolvm")
    if snippets:
        if not is_executable_file(binary):
            totals.add(Outcome("%s: conformance" % label, 0, len(snippets),
                               "%s is missing or not executable: %d conformance snippets counted as failed"
                               % (os.path.relpath(binary, ROOT), len(snippets))), args.verbose)
        else:
            flags = ("--callback-stress",) if kind == "stress" else ()
            jobs = [(run_conformance, ("%s: %s" % (label, n), p, binary, timeout, env, kind == "image", flags))
                    for n, p in snippets]
            results = run_jobs(jobs, args.jobs, totals, args.verbose)
            if args.by_dir:
                print_by_dir(label, results)
    p = totals.passed - before[0]
    f = totals.failed - before[1]
    out("-- %s: %d passed, %d failed" % (label, p, f))


SUITE_RESULT = re.compile(r"(\d+) passed, (\d+) failed\s*$")


def run_suite(spec, totals, args):
    """Run another suite's command (NAME=COMMAND); its last line
    `N passed, M failed` adds to the totals, or without such a line its
    exit status counts as one test."""
    name, _, cmd = spec.partition("=")
    if not cmd:
        name, cmd = spec, spec
    t0 = time.monotonic()
    try:
        proc = subprocess.run(cmd, shell=True, cwd=ROOT, capture_output=True, timeout=args.suite_timeout)
        rc, stdout, stderr = proc.returncode, proc.stdout, proc.stderr
    except subprocess.TimeoutExpired as e:
        rc, stdout, stderr = -1, e.stdout or b"", (e.stderr or b"") + b"\n(suite timed out)"
    lines = [l for l in text(stdout).splitlines() if l.strip()]
    m = SUITE_RESULT.search(lines[-1]) if lines else None
    secs = time.monotonic() - t0
    if m:
        p, f = int(m.group(1)), int(m.group(2))
        if rc != 0 and f == 0:
            f = 1
        msg = ""
        if f:
            msg = "suite %s failed (exit %d):\n%s\n%s" % (name, rc, indent("\n".join(lines[-25:])), indent(tail(stderr)))
        totals.add(Outcome("suite/" + name, p, f, msg, secs), args.verbose)
    elif rc == 0:
        # A check without counts: one test that passed.
        totals.add(Outcome("suite/" + name, 1, 0, "", secs), args.verbose)
    else:
        totals.add(Outcome("suite/" + name, 0, 1, "suite %s failed (exit %d):\n%s\n%s" %
                           (name, rc, indent("\n".join(lines[-25:])), indent(tail(stderr))), secs), args.verbose)
    out("%s: %s (%.0fs)" % (name, lines[-1] if lines else "no output", secs))


def run_tests(args):
    builds = []
    for d in args.build or []:
        builds.append(("release" if len(args.build) == 1 else "release[%s]" % d, d, "release"))
    if args.asan_build:
        builds.append(("asan", args.asan_build, "asan"))
    if args.switch_build:
        builds.append(("switch", args.switch_build, "switch"))
    for d in args.image_build or []:
        builds.append(("image" if len(args.image_build) == 1 else "image[%s]" % d, d, "image"))
    if args.stress_build:
        builds.append(("callback-stress", args.stress_build, "stress"))
    if args.template_build:
        builds.append(("template", args.template_build, "template"))
    totals = Totals()
    t0 = time.monotonic()
    global IMAGE_DIR
    if args.image_build:
        import tempfile
        IMAGE_DIR = tempfile.mkdtemp(prefix="smolvm-images-")
    try:
        for label, d, kind in builds:
            test_build(label, d, kind, args, totals)
    finally:
        if IMAGE_DIR:
            shutil.rmtree(IMAGE_DIR, ignore_errors=True)
    if args.unit:
        env = base_env()
        jobs = []
        for b in args.unit:
            name = "unit/" + os.path.basename(b)
            if not match_only(name, args.filters):
                continue
            if not is_executable_file(b):
                totals.add(Outcome(name, 0, 1, "%s is missing or not executable" % b), args.verbose)
                continue
            asan = "asan" in os.path.normpath(b).split(os.sep)
            t = args.timeout * UNIT_TIMEOUT_FACTOR * (ASAN_FACTOR if asan else 1)
            jobs.append((run_unit_binary, (name, b, t, env)))
        run_jobs(jobs, args.jobs, totals, args.verbose)
    for spec in args.suite:
        run_suite(spec, totals, args)
    if args.verbose:
        slow = sorted(totals.slow, reverse=True)[:5]
        if slow:
            out("slowest: " + ", ".join("%s %.2fs" % (n, s) for s, n in slow))
        out("(%.1fs)" % (time.monotonic() - t0))
    print("%d passed, %d failed" % (totals.passed, totals.failed), flush=True)
    return 1 if totals.failed else 0


# --------------------------------------------------------------------------
# --regen


def find_cpython(explicit):
    candidates = [explicit] if explicit else ["/usr/bin/python3", shutil.which("python3")]
    for c in candidates:
        if c and os.path.exists(c):
            return c
    return None


def regen_env(seed="0"):
    return {
        "PATH": "/usr/bin:/bin",
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
        "PYTHONHASHSEED": seed,
        "PYTHONIOENCODING": "utf-8",
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONNOUSERSITE": "1",
        "HOME": "/nonexistent",
    }


def regen_one(python, path, timeout):
    cwd = os.path.dirname(path)
    cmd = [python, "-s", "-B", os.path.basename(path)]
    r = run_capped(cmd, timeout, cwd=cwd, env=regen_env("0"))
    # Run again with another hash seed: a snippet whose output depends on
    # str hashing (e.g. printing a set of strings) cannot match smolvm.
    r2 = run_capped(cmd, timeout, cwd=cwd, env=regen_env("12345"))
    return r, r2


def write_if_changed(path, data):
    try:
        with open(path, "rb") as f:
            if f.read() == data:
                return False
    except OSError:
        pass
    with open(path, "wb") as f:
        f.write(data)
    return True


def regen(args):
    python = find_cpython(args.python)
    if not python:
        print("regen: no CPython found (/usr/bin/python3 or python3 on PATH)", file=sys.stderr)
        return 2
    v = run_capped([python, "-c", "import sys; print('%d.%d' % sys.version_info[:2])"], 30)
    ver = v.stdout.decode(errors="replace").strip()
    if ver != "3.11":
        print("regen: %s is Python %s, not 3.11; refusing to generate expected output"
              % (python, ver or "?"), file=sys.stderr)
        return 2
    snippets = [(n, p) for n, p in conformance_snippets() if match_only(n, args.filters)]
    print("regen: %d snippets with %s (Python %s)" % (len(snippets), python, ver))
    problems = 0
    changed = []
    counts = {"ok": 0, "raises": 0}

    def work(item):
        return item, regen_one(python, item[1], max(args.timeout, 30))

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        results = list(ex.map(work, snippets))
    for (name, path), (r, r2) in results:
        base = path[:-3]
        if r.error or r.timed_out or r.returncode is None or r.returncode < 0:
            print("ERROR %s: %s" % (name, r.error or ("timed out" if r.timed_out else describe_exit(r.returncode))))
            problems += 1
            continue
        if (r.stdout, r.stderr, r.returncode) != (r2.stdout, r2.stderr, r2.returncode):
            print("ERROR %s: output depends on the hash seed (not deterministic); not written" % name)
            print(indent(short_diff(r.stdout + r.stderr, r2.stdout + r2.stderr, "seed 0", "seed 12345")))
            problems += 1
            continue
        if not r.stdout and r.returncode == 0:
            print("WARN  %s: prints nothing" % name)
        if b"Traceback" in r.stderr and r.returncode == 0:
            print("WARN  %s: stderr has a traceback but exit code 0" % name)
        if args.dry_run:
            old = b""
            if os.path.exists(base + ".out"):
                with open(base + ".out", "rb") as f:
                    old = f.read()
            if old != r.stdout:
                print("DIFF  %s.out" % name[:-3])
                print(indent(short_diff(old, r.stdout, "current", "regenerated")))
        elif write_if_changed(base + ".out", r.stdout):
            changed.append(name[:-3] + ".out")
        if r.returncode != 0:
            counts["raises"] += 1
            line = last_nonempty_line(r.stderr)
            if not line:
                print("ERROR %s: exit code %d but no stderr" % (name, r.returncode))
                problems += 1
                continue
            if r.returncode != 1:
                print("WARN  %s: CPython exit code %d (smolvm is expected to exit 1)" % (name, r.returncode))
            data = (line + "\n").encode("utf-8")
            if args.dry_run:
                print("      %s.err: %s" % (name[:-3], line))
            elif write_if_changed(base + ".err", data):
                changed.append(name[:-3] + ".err")
            tb = snippet_traceback(r.stderr, os.path.basename(path))
            if not foreign_frames(r.stderr, os.path.basename(path)):
                tb = ONLY_SNIPPET_FRAMES + tb
            tb = tb.encode("utf-8")
            if args.dry_run:
                pass
            elif write_if_changed(base + ".tb", tb):
                changed.append(name[:-3] + ".tb")
        else:
            counts["ok"] += 1
            for ext in (".err", ".tb"):
                if os.path.exists(base + ext):
                    if args.dry_run:
                        print("      would delete stale %s%s" % (name[:-3], ext))
                    else:
                        os.remove(base + ext)
                        changed.append(name[:-3] + ext + " (deleted)")
    if not args.filters:
        # Expected files whose snippet is gone would silently rot.
        for dirpath, dirnames, filenames in os.walk(CONFORMANCE):
            for fn in sorted(filenames):
                stem = os.path.splitext(fn)[0]
                if fn.endswith((".out", ".err", ".tb")) and stem + ".py" not in filenames:
                    print("WARN  %s: no %s.py beside it (stale? delete it)"
                          % (os.path.relpath(os.path.join(dirpath, fn), CONFORMANCE), stem))
    for c in changed:
        print("wrote %s" % c)
    print("regen: %d snippets (%d exit 0, %d raise), %d files changed, %d problems"
          % (len(snippets), counts["ok"], counts["raises"], len(changed), problems))
    return 1 if problems else 0


# --------------------------------------------------------------------------


def main(argv=None):
    ap = argparse.ArgumentParser(description="smolvm test driver")
    ap.add_argument("--build", action="append", metavar="DIR",
                    help="release build dir (BUILD/smolvm, BUILD/unit/*); repeatable")
    ap.add_argument("--asan-build", metavar="DIR", help="ASan+UBSan build dir (longer timeouts)")
    ap.add_argument("--switch-build", metavar="DIR", help="switch-dispatch build dir")
    ap.add_argument("--image-build", metavar="DIR", action="append",
                    help="build dir whose smolvm runs the conformance suite through bytecode images")
    ap.add_argument("--stress-build", metavar="DIR",
                    help="build dir (ASan) whose smolvm runs the conformance suite with --callback-stress")
    ap.add_argument("--template-build", metavar="DIR",
                    help="build dir whose smolvm runs the conformance suite in VMs copied from a template")
    ap.add_argument("--unit", nargs="+", metavar="BIN", help="run only these unit-test binaries")
    ap.add_argument("--regen", action="store_true", help="regenerate .out/.err with CPython 3.11")
    ap.add_argument("--dry-run", action="store_true", help="with --regen: show differences, write nothing")
    ap.add_argument("--python", metavar="PATH", help="CPython for --regen (default /usr/bin/python3)")
    ap.add_argument("--only", metavar="PATTERN", action="append", default=[],
                    help="only tests whose name contains PATTERN (or matches the glob); repeatable")
    ap.add_argument("filters", nargs="*", metavar="FILTER",
                    help="like --only: run only tests whose path contains one of these substrings")
    ap.add_argument("-j", "--jobs", type=int, default=2, help="parallel workers (default 2)")
    ap.add_argument("--timeout", type=float, default=10.0, help="per-test timeout in seconds (default 10)")
    ap.add_argument("--by-dir", action="store_true",
                    help="print a per-directory pass/fail table of the conformance suite")
    ap.add_argument("--suite", action="append", default=[], metavar="NAME=COMMAND",
                    help="also run COMMAND (shell) and add its last line `N passed, M failed` to the totals")
    ap.add_argument("--suite-timeout", type=float, default=900.0, help="per-suite timeout in seconds")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_intermixed_args(argv)
    # Filters: substrings of a test's path relative to tests/conformance
    # (e.g. "lists/", "numbers/float"), or of "unit/NAME". A path given with
    # its tests/conformance/ prefix works too.
    pats = []
    for f in list(args.only) + list(args.filters):
        f = f.replace(os.sep, "/")
        for prefix in ("./", "tests/conformance/", "conformance/"):
            if f.startswith(prefix):
                f = f[len(prefix):]
        if f:
            pats.append(f)
    args.filters = pats
    if args.jobs < 1:
        ap.error("--jobs must be at least 1")
    if args.timeout <= 0:
        ap.error("--timeout must be positive")
    if args.regen:
        return regen(args)
    if not (args.build or args.asan_build or args.switch_build or args.image_build or args.stress_build
            or args.template_build or args.unit or args.suite):
        ap.error("give --build DIR (and optionally --asan-build/--switch-build/--image-build), --unit BIN..., or --regen")
    return run_tests(args)


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        sys.exit(130)
