#!/usr/bin/env python3
"""Check the second wall: smolvm confines its own process with seccomp.

usage: check_confine.py [--smolvm build/smolvm] [--forbidden build/smolvm-forbidden]

--smolvm is the release CLI. --forbidden is the same CLI built with
-DSMOL_TEST_FORBIDDEN_SYSCALL (make build/smolvm-forbidden): its snippets
get a tool, forbidden_syscall(name), that makes a system call the filter
forbids from inside a run. The checks:

  - the release CLI runs confined by default (Seccomp: 2 and NoNewPrivs: 1
    in /proc/PID/status of a waiting `smolvm repl`), silently; with
    --no-confine it is not confined and says so on stderr;
  - whatever needs files happens before the filter: `run a.py b.py` (the
    second file run after the first step), `run -`, a missing file, and
    the time module's zone handling all work confined;
  - in the test build, each forbidden call (openat, socket, execve, fork,
    ptrace, kill, prctl, executable mmap/mprotect, TIOCSTI, a descriptor
    other than 0/1/2) kills the process with SIGSYS, from `-c`, from the
    second step of `run` and from a `repl` line, and the same snippet
    without the call runs normally; with --no-confine the calls go through
    (openat returns a descriptor, execve runs the shell).

The last line is `N passed, M failed`; exit status 1 when anything failed.
"""
import argparse
import os
import platform
import signal
import subprocess
import sys
import tempfile
import time

TIMEOUT = 30
FORBIDDEN = ["openat", "socket", "execve", "fork", "ptrace", "kill", "prctl", "mmap_exec",
             "mprotect_exec", "tiocsti", "write_fd3", "read_fd1"]
if platform.machine() == "x86_64":
    # getpid, allowed natively, through the x32 and 32-bit entry points.
    FORBIDDEN += ["x32_getpid", "int80_getpid"]


class Suite:
    def __init__(self):
        self.passed = self.failed = 0

    def check(self, name, ok, detail=""):
        print("%s %s%s" % ("ok  " if ok else "FAIL", name, "" if ok or not detail else ": " + detail))
        if ok:
            self.passed += 1
        else:
            self.failed += 1


def run(argv, stdin=b"", cwd=None):
    p = subprocess.run(argv, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=TIMEOUT, cwd=cwd)
    return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")


def describe(rc, out, err):
    how = "killed by %s" % signal.Signals(-rc).name if rc < 0 else "exit %d" % rc
    return "%s, stdout %r, stderr %r" % (how, out[-200:], err[-300:])


def proc_status(smolvm, extra):
    """Start `smolvm [extra] repl`, wait for its prompt, read its
    /proc/PID/status fields, then end it by closing stdin."""
    p = subprocess.Popen([smolvm] + extra + ["repl"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE)
    try:
        os.read(p.stdout.fileno(), 4)          # the first prompt: start-up is over
        fields = {}
        with open("/proc/%d/status" % p.pid) as f:
            for line in f:
                k, _, v = line.partition(":")
                fields[k] = v.strip()
        out, err = p.communicate(b"print(6 * 7)\n", timeout=TIMEOUT)
        return fields, p.returncode, out.decode(errors="replace"), err.decode(errors="replace")
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()


def check_release(s, smolvm):
    rc, out, err = run([smolvm, "-c", "print(1 + 1)"])
    s.check("release: -c runs confined, silently", rc == 0 and out == "2\n" and err == "", describe(rc, out, err))

    fields, rc, out, err = proc_status(smolvm, [])
    s.check("release: repl is confined (Seccomp: 2, NoNewPrivs: 1)",
            fields.get("Seccomp") == "2" and fields.get("NoNewPrivs") == "1" and rc == 0 and "42" in out,
            "Seccomp %r, NoNewPrivs %r; %s" % (fields.get("Seccomp"), fields.get("NoNewPrivs"),
                                                describe(rc, out, err)))

    fields, rc, out, err = proc_status(smolvm, ["--no-confine"])
    s.check("release: --no-confine leaves the repl unconfined",
            fields.get("Seccomp") == "0" and rc == 0 and "42" in out,
            "Seccomp %r; %s" % (fields.get("Seccomp"), describe(rc, out, err)))

    rc, out, err = run([smolvm, "--no-confine", "-c", "print(3)"])
    lines = err.splitlines()
    s.check("release: --no-confine warns in one line on stderr",
            rc == 0 and out == "3\n" and len(lines) == 1 and "not confined" in lines[0], describe(rc, out, err))

    with tempfile.TemporaryDirectory() as d:
        a, b = os.path.join(d, "a.py"), os.path.join(d, "b.py")
        with open(a, "w") as f:
            f.write("x = 20\nprint('a', x)\n")
        with open(b, "w") as f:
            f.write("print('b', x + 1)\n")
        missing = os.path.join(d, "missing.py")
        rc, out, err = run([smolvm, "run", a, missing, b])
        s.check("release: run a.py missing.py b.py reads every file before confining",
                rc == 66 and out == "a 20\nb 21\n" and "cannot open" in err and missing in err,
                describe(rc, out, err))
        rc, out, err = run([smolvm, "run", "-"], stdin=b"print(sum(range(10)))\n")
        s.check("release: run - reads stdin before confining", rc == 0 and out == "45\n", describe(rc, out, err))

    snippet = ("import time\n"
               "t = time.localtime(86400 * 400)\n"
               "print(t.tm_year, time.strftime('%Y %Z', t) != '', time.mktime(t) > 0,\n"
               "      time.ctime(0) != '', time.process_time() >= 0, time.time() > 0)\n")
    for tz in (None, "Europe/Paris", "X+5"):
        env = dict(os.environ)
        env.pop("TZ", None)
        if tz:
            env["TZ"] = tz
        p = subprocess.run([smolvm, "-c", snippet], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=TIMEOUT, env=env)
        rc, out, err = p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")
        s.check("release: the time module works confined (TZ %s)" % (tz or "unset"),
                rc == 0 and out.startswith("1971 True True True True True"), describe(rc, out, err))


def check_forbidden(s, forbidden):
    rc, out, err = run([forbidden, "-c", "print('fine', forbidden_syscall('none'))"])
    s.check("test build: a run without a forbidden call ends normally", rc == 0 and out == "fine 0\n",
            describe(rc, out, err))
    for name in FORBIDDEN:
        code = "x = [i * i for i in range(100)]\nprint(forbidden_syscall(%r))\n" % name
        rc, out, err = run([forbidden, "-c", code])
        s.check("test build: %s from inside a run is killed by SIGSYS" % name,
                rc == -signal.SIGSYS and "escaped" not in out, describe(rc, out, err))
    with tempfile.TemporaryDirectory() as d:
        step1, step2 = os.path.join(d, "step1.py"), os.path.join(d, "step2.py")
        with open(step1, "w") as f:
            f.write("print('step 1')\n")
        with open(step2, "w") as f:
            f.write("forbidden_syscall('execve')\n")
        rc, out, err = run([forbidden, "run", step1, step2])
        s.check("test build: execve in the second step of `run` is killed by SIGSYS",
                rc == -signal.SIGSYS and out == "step 1\n", describe(rc, out, err))
    rc, out, err = run([forbidden, "repl"], stdin=b"print(40 + 2)\nforbidden_syscall('socket')\n")
    s.check("test build: socket from a repl line is killed by SIGSYS",
            rc == -signal.SIGSYS and "42" in out, describe(rc, out, err))
    rc, out, err = run([forbidden, "--no-confine", "-c", "print(forbidden_syscall('openat') >= 0)"])
    s.check("test build: --no-confine lets openat through", rc == 0 and out == "True\n" and "not confined" in err,
            describe(rc, out, err))
    rc, out, err = run([forbidden, "--no-confine", "-c", "forbidden_syscall('execve')"])
    s.check("test build: --no-confine lets execve through (the escape the filter stops)",
            rc == 0 and out == "escaped\n", describe(rc, out, err))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--smolvm", default="build/smolvm")
    ap.add_argument("--forbidden", default="build/smolvm-forbidden")
    args = ap.parse_args()
    s = Suite()
    t0 = time.monotonic()
    for what, fn, path in (("release", check_release, args.smolvm), ("test build", check_forbidden, args.forbidden)):
        if not os.access(path, os.X_OK):
            s.check("%s binary %s exists" % (what, path), False, "not found (make %s)" % path)
            continue
        try:
            fn(s, path)
        except (OSError, subprocess.SubprocessError) as e:
            s.check("%s checks ran" % what, False, str(e))
    print("(%.1fs)" % (time.monotonic() - t0))
    print("%d passed, %d failed" % (s.passed, s.failed))
    return 1 if s.failed else 0


if __name__ == "__main__":
    sys.exit(main())
