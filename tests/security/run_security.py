#!/usr/bin/env python3
"""smolvm security suite runner (stdlib only).

Runs every tests/security/*.py snippet with `smolvm run` under caps, checks
that it ends the way its header says, and that it did nothing else: no crash
or signal, no sanitizer report, no file left in its working directory, no
leak of an environment variable, peak RSS within the memory cap plus a slack,
wall time within a limit, output within the output cap. The header format is
described in tests/security/README.md.

Hostile bytecode images: every tests/security/images/img_*.py is a generator
with the same header. It is run as `python3 img_X.py OUT.smolc` (with SMOLVM
set to the binary under test, for cases that patch a compiled image), then
`smolvm run OUT.smolc` is run and checked as a snippet is, named images/img_X.

    python3 tests/security/run_security.py [--smolvm build/smolvm] [FILTER ...]

Prints each failure with its reason, then one line "N passed, M failed";
exits 1 if M > 0.
"""

import argparse
import resource
import concurrent.futures
import os
import re
import secrets
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
IMAGES = os.path.join(HERE, "images")
GENERATOR_TIMEOUT = 300                   # seconds for one image generator

# Caps every snippet runs with unless its `# args:` header overrides them.
DEFAULT_CAPS = {
    "--max-memory": "64M",
    "--max-instructions": "10000000",
}
DEFAULT_MAX_OUTPUT = 1024 * 1024          # smolvm's default --max-output
OUTPUT_SLACK = 4096                       # truncation marker + "Final answer:" line
ESCAPE_MARKER = b"SANDBOX-ESCAPE"         # a snippet prints this only if an escape worked
STEP_SEPARATOR = "#---step---"

OUTCOMES = {"ok": 0, "rejected": 2, "budget": 3, "memory": 4, "deadline": 5, "exit": 6, "error": 1}
EXIT_NAMES = {v: k for k, v in OUTCOMES.items()}
EXIT_NAMES.update({64: "usage error", 66: "file error"})

SANITIZER_MARKERS = (
    b"ERROR: AddressSanitizer",
    b"ERROR: LeakSanitizer",
    b"SUMMARY: AddressSanitizer",
    b"SUMMARY: UndefinedBehaviorSanitizer",
    b"SUMMARY: LeakSanitizer",
    b"runtime error: ",
    b"AddressSanitizer:DEADLYSIGNAL",
)
SANITIZER_EXIT_CODES = {86: "AddressSanitizer", 87: "UndefinedBehaviorSanitizer", 88: "LeakSanitizer"}

EXPAND_RE = re.compile(r"<<<(.*?)>>>", re.S)
EXPAND_GLOBALS = {"__builtins__": {"range": range, "str": str, "len": len, "chr": chr}}
HEADER_RE = re.compile(r"^#\s*([a-z][a-z-]*)\s*:\s?(.*)$")
KNOWN_KEYS = {"expect", "args", "env", "stdout", "stdout-contains", "stdout-excludes", "stderr-contains", "wall", "rss"}
ERROR_LINE_RE = re.compile(r"^[A-Za-z_][\w.]*(:.*)?$")
TRUNCATION_RE = re.compile(r"\n\.\.\._This content has been truncated to stay below \d+ characters_\.\.\.\n")

_print_lock = threading.Lock()


def say(*a):
    with _print_lock:
        print(*a, flush=True)


def parse_size(s):
    m = re.fullmatch(r"\s*([0-9.]+)\s*([kKmMgG]?)(i?[bB])?\s*", s)
    if not m:
        raise ValueError("bad size %r" % s)
    mul = {"": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30}[m.group(2).lower()]
    return int(float(m.group(1)) * mul)


class Snippet:
    def __init__(self, path):
        self.path = path
        self.name = os.path.splitext(os.path.basename(path))[0]
        self.expect = []          # list of (outcome, error type or None)
        self.args = []
        self.stdout = None        # exact lines, or None
        self.stdout_contains = []
        self.stdout_excludes = []
        self.stderr_contains = []
        self.wall = None
        self.rss = None           # extra RSS slack in MB for this snippet
        self.env = {}             # extra environment variables of the run
        self.problems = []        # header errors
        with open(path, encoding="utf-8", errors="surrogateescape") as f:
            self.source = f.read()
        self.steps = [s for s in self.source.split("\n" + STEP_SEPARATOR + "\n")]
        self.generated = len(self.steps) > 1 or bool(EXPAND_RE.search(self.source))
        self._parse_header()

    def expanded_steps(self):
        """Each step's source with every <<<EXPR>>> replaced by str(EXPR)."""
        return [EXPAND_RE.sub(lambda m: str(eval(m.group(1), dict(EXPAND_GLOBALS))), s) for s in self.steps]

    def _parse_header(self):
        for line in self.source.split("\n"):
            if not line.startswith("#"):
                break
            m = HEADER_RE.match(line)
            if not m:
                continue
            key, val = m.group(1), m.group(2)
            if key not in KNOWN_KEYS:
                continue
            if key == "expect":
                for alt in val.split("|"):
                    words = alt.split()
                    if not words or words[0] not in OUTCOMES:
                        self.problems.append("bad expect alternative %r" % alt.strip())
                        continue
                    if words[0] == "error":
                        self.expect.append(("error", words[1] if len(words) > 1 else None))
                    elif len(words) == 1:
                        self.expect.append((words[0], None))
                    else:
                        self.problems.append("bad expect alternative %r" % alt.strip())
            elif key == "args":
                self.args += shlex.split(val)
            elif key == "stdout":
                self.stdout = (self.stdout or []) + [val]
            elif key == "stdout-contains":
                self.stdout_contains.append(val)
            elif key == "stdout-excludes":
                self.stdout_excludes.append(val)
            elif key == "stderr-contains":
                self.stderr_contains.append(val)
            elif key == "wall":
                self.wall = float(val)
            elif key == "rss":
                self.rss = float(val)
            elif key == "env":
                for word in shlex.split(val):
                    name, eq, value = word.partition("=")
                    if not eq or not name:
                        self.problems.append("bad env entry %r (want NAME=VALUE)" % word)
                    else:
                        self.env[name] = value
        if not self.expect:
            self.problems.append("no '# expect:' header")

    def command_args(self):
        """Default caps with the header's overrides applied, then the rest."""
        caps = dict(DEFAULT_CAPS)
        rest = []
        a = self.args
        i = 0
        while i < len(a):
            if a[i].startswith("--") and i + 1 < len(a) and a[i] not in ("--stats", "--gc-stress"):
                if a[i] in caps:
                    caps[a[i]] = a[i + 1]
                else:
                    rest += [a[i], a[i + 1]]
                i += 2
            else:
                rest.append(a[i])
                i += 1
        out = []
        for k, v in caps.items():
            out += [k, v]
        return out + rest

    def cap_value(self, opt, default):
        args = self.command_args()
        for i in range(len(args) - 1):
            if args[i] == opt:
                return args[i + 1]
        return default


class ImageCase(Snippet):
    """A generator script that writes a hostile bytecode image; the image,
    not the script, is what smolvm runs."""

    def __init__(self, path):
        super().__init__(path)
        self.name = "images/" + self.name
        self.steps = [self.source]
        self.generated = False

    def generate(self, out, env, cwd):
        """Run the generator; None when it wrote `out`, else the reason."""
        try:
            p = subprocess.run([sys.executable, self.path, out], cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=GENERATOR_TIMEOUT)
        except subprocess.TimeoutExpired:
            return ["image generator timed out after %ds" % GENERATOR_TIMEOUT]
        if p.returncode != 0 or not os.path.isfile(out):
            why = ["image generator failed (exit %d)" % p.returncode]
            tail = p.stderr.decode("utf-8", "replace").strip().split("\n")[-8:]
            return why + ["gen| " + t[:200] for t in tail if t]
        return None


class Outcome:
    def __init__(self):
        self.rc = None
        self.signal = None
        self.stdout = b""
        self.stderr = b""
        self.wall = 0.0
        self.maxrss_kb = 0
        self.killed = None        # reason the runner killed the child
        self.leftovers = []


def rss_kb(pid):
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def run_child(argv, cwd, env, hard_wall, hard_rss_kb, outdir):
    """fork/exec argv with stdout/stderr to files; poll; reap with wait4 to
    get this child's own ru_maxrss."""
    res = Outcome()
    out_path = os.path.join(outdir, "stdout")
    err_path = os.path.join(outdir, "stderr")
    fo = os.open(out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    fe = os.open(err_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    fi = os.open(os.devnull, os.O_RDONLY)
    t0 = time.monotonic()
    pid = os.fork()
    if pid == 0:  # child
        try:
            os.chdir(cwd)
            os.dup2(fi, 0)
            os.dup2(fo, 1)
            os.dup2(fe, 2)
            os.setsid()
            # A runaway print must not fill the disk: 256 MB per stream.
            resource.setrlimit(resource.RLIMIT_FSIZE, (256 << 20, 256 << 20))
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
            os.execve(argv[0], argv, env)
        except BaseException as e:  # noqa: BLE001
            try:
                os.write(2, ("exec failed: %s\n" % e).encode())
            finally:
                os._exit(127)
    os.close(fo)
    os.close(fe)
    os.close(fi)
    delay = 0.001
    status = ru = None
    while True:
        wpid, status, ru = os.wait4(pid, os.WNOHANG)
        if wpid == pid:
            break
        el = time.monotonic() - t0
        if res.killed is None:
            if el > hard_wall:
                res.killed = "killed after %.1fs (hard wall limit)" % el
            elif hard_rss_kb and rss_kb(pid) > hard_rss_kb:
                res.killed = "killed at RSS %d MB (hard RSS limit)" % (rss_kb(pid) // 1024)
            if res.killed:
                try:
                    os.killpg(pid, signal.SIGKILL)
                except OSError:
                    os.kill(pid, signal.SIGKILL)
        time.sleep(delay)
        delay = min(delay * 2, 0.02)
    res.wall = time.monotonic() - t0
    res.maxrss_kb = ru.ru_maxrss
    if os.WIFSIGNALED(status):
        res.signal = os.WTERMSIG(status)
    else:
        res.rc = os.WEXITSTATUS(status)
    return res


def run_child_measured(cfg, argv, cwd, env, hard_wall, hard_rss_kb, outdir):
    """run_child in a spawner process, then the child's output read here.

    A child's ru_maxrss includes the RSS it had as a fork of its parent
    before exec. Forked from this runner, whose RSS grows with its threads
    and the outputs it holds, runs would show tens of MB they never used;
    so children are forked from a pool of spawner processes made at
    start-up, which stay small and never hold outputs. Every run (the empty
    one that sets the baseline included) carries the same small offset."""
    res = cfg.spawner.apply(run_child, (argv, cwd, env, hard_wall, hard_rss_kb, outdir))
    with open(os.path.join(outdir, "stdout"), "rb") as f:
        res.stdout = f.read()
    with open(os.path.join(outdir, "stderr"), "rb") as f:
        res.stderr = f.read()
    return res


def error_line(b):
    """The exception line of a CPython-format report: the first unindented
    line after the last indented one (a message may span several lines).
    A report cut to the output cap is read with its truncation marker taken
    out, so the line cut in two reads as one line again."""
    text = TRUNCATION_RE.sub("", b.decode("utf-8", "replace"))
    lines = [l for l in text.split("\n") if l.strip()]
    if not lines:
        return ""
    last_indented = max((i for i, l in enumerate(lines) if l[:1] in (" ", "\t")), default=-1)
    if 0 <= last_indented < len(lines) - 1:
        return lines[last_indented + 1]
    return lines[-1]


def describe(res):
    if res.signal is not None:
        return "signal %d (%s)" % (res.signal, signal.Signals(res.signal).name if res.signal in signal.Signals._value2member_map_ else "?")
    name = EXIT_NAMES.get(res.rc, SANITIZER_EXIT_CODES.get(res.rc, "unknown"))
    s = "exit %d (%s)" % (res.rc, name)
    if res.rc == 1:
        s += ": " + error_line(res.stderr)[:160]
    return s


def matches(exp, res):
    outcome, etype = exp
    if res.rc != OUTCOMES[outcome]:
        return False
    if outcome == "error":
        line = error_line(res.stderr)
        if not ERROR_LINE_RE.match(line):
            return False
        if etype is not None:
            return line == etype or line.startswith(etype + ":")
    if outcome == "rejected":
        return b"rejected" in res.stderr
    return True


def check(snip, res, cfg, secret, max_output):
    """Return a list of failure reasons (empty = pass)."""
    fails = []
    if res.killed:
        fails.append(res.killed)
    if res.signal is not None:
        fails.append("crashed: " + describe(res))
    if res.rc in SANITIZER_EXIT_CODES:
        fails.append("%s exit code %d" % (SANITIZER_EXIT_CODES[res.rc], res.rc))
    for m in SANITIZER_MARKERS:
        if m in res.stderr:
            i = res.stderr.index(m)
            fails.append("sanitizer report: " + res.stderr[i:i + 200].decode("utf-8", "replace").split("\n")[0])
            break
    expect = list(snip.expect)
    if cfg.accept_deadline and any(o in ("budget", "memory") for o, _ in expect):
        expect.append(("deadline", None))
    if not res.killed and res.signal is None and not any(matches(e, res) for e in expect):
        want = " | ".join(o + (" " + t if t else "") for o, t in snip.expect)
        fails.append("expected %s, got %s" % (want, describe(res)))
    if ESCAPE_MARKER in res.stdout:
        fails.append("escape marker %s printed" % ESCAPE_MARKER.decode())
    if secret in res.stdout or secret in res.stderr:
        fails.append("the environment secret leaked into the output")
    if res.leftovers:
        fails.append("files appeared in the snippet's cwd: %s" % ", ".join(res.leftovers[:5]))
    # Output cap: one per step (each step of a session has its own cap).
    limit = (max_output + OUTPUT_SLACK) * len(snip.steps)
    if len(res.stdout) > limit:
        fails.append("stdout is %d bytes, above the output cap %d (+slack)" % (len(res.stdout), max_output))
    # Every text of a result is bounded by the cap too: stderr holds the
    # error text, or for SystemExit its type and message (two texts).
    err_limit = (2 * max_output + OUTPUT_SLACK) * len(snip.steps)
    if len(res.stderr) > err_limit:
        fails.append("stderr is %d bytes, above twice the output cap %d (+slack)" % (len(res.stderr), max_output))
    wall_limit = snippet_wall_limit(snip, cfg)
    if res.wall > wall_limit and not res.killed:
        fails.append("wall time %.2fs above the limit %.2fs" % (res.wall, wall_limit))
    mem_cap = parse_size(snip.cap_value("--max-memory", "256M"))
    rss_limit_kb = rss_limit(snip, cfg, mem_cap)
    if res.maxrss_kb > rss_limit_kb:
        fails.append("peak RSS %.1f MB above the limit %.1f MB (memory cap %d MB)" %
                     (res.maxrss_kb / 1024, rss_limit_kb / 1024, mem_cap >> 20))
    text = res.stdout.decode("utf-8", "replace")
    if snip.stdout is not None:
        want = "".join(l + "\n" for l in snip.stdout)
        if text != want:
            fails.append("stdout differs: want %r, got %r" % (want[:300], text[:300]))
    for s in snip.stdout_contains:
        if s not in text:
            fails.append("stdout lacks %r (got %r)" % (s, text[:200]))
    for s in snip.stdout_excludes:
        if s in text:
            fails.append("stdout contains %r" % s)
    err = res.stderr.decode("utf-8", "replace")
    for s in snip.stderr_contains:
        if s not in err:
            fails.append("stderr lacks %r (got %r)" % (s, err[-300:]))
    return fails


def empty_run_rss_kb(cfg):
    """Peak RSS of `smolvm run` on an empty snippet, measured as every run
    is (the largest of three)."""
    d = tempfile.mkdtemp(prefix="smolvm-empty-")
    try:
        p = os.path.join(d, "empty.py")
        with open(p, "w") as f:
            f.write("pass\n")
        best = 0
        for _ in range(3):
            env = dict(os.environ)
            if cfg.template:
                env["SMOLVM_TEST_TEMPLATE"] = cfg.template
            res = run_child_measured(cfg, [cfg.smolvm] + cfg.extra_arg + ["run", p], d, env, 30, 0, d)
            best = max(best, res.maxrss_kb)
        return best
    finally:
        shutil.rmtree(d, ignore_errors=True)


def snippet_wall_limit(snip, cfg):
    """The wall-time limit of a run: 1 s with a budget of at most a million
    instructions, the deadline + 0.2 s with --deadline, 5 s otherwise (or
    the snippet's own `# wall:`, never above those), scaled for ASan."""
    limits = [snip.wall if snip.wall is not None else cfg.wall]
    budget = snip.cap_value("--max-instructions", None)
    if budget is not None and int(budget) <= 1000000:
        limits.append(1.0)
    deadline = snip.cap_value("--deadline", None)
    if deadline is not None and float(deadline) > 0:
        limits.append(float(deadline) + 0.2)
    return min(limits) * cfg.wall_scale


def rss_limit(snip, cfg, mem_cap):
    """Peak RSS allowed, in KB: the memory cap plus 10%% plus the RSS of an
    empty run (release builds), or the cap plus a fixed slack (--rss-slack,
    ASan builds)."""
    extra = int((snip.rss or 0) * 1024)
    if cfg.rss_slack is not None:
        return (mem_cap >> 10) + int(cfg.rss_slack * 1024) + extra
    return (mem_cap >> 10) * 11 // 10 + cfg.empty_rss_kb + extra


def run_snippet(snip, cfg):
    if snip.problems:
        return snip, None, ["bad header: " + "; ".join(snip.problems)]
    secret = ("SMOLVM-SECRET-" + secrets.token_hex(12)).encode()
    with tempfile.TemporaryDirectory(prefix="smolsec-") as top:
        cwd = os.path.join(top, "cwd")
        home = os.path.join(top, "home")
        aux = os.path.join(top, "aux")
        for d in (cwd, home, aux):
            os.mkdir(d)
        files = []
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "LANG": "C.UTF-8",
            "HOME": home,
            "TMPDIR": home,
            "SMOLVM_SECRET": secret.decode(),
            "SECRET_TOKEN": secret.decode(),
        }
        for var, mine in (("ASAN_OPTIONS", "exitcode=86:abort_on_error=0:allocator_may_return_null=1:"
                                           "quarantine_size_mb=16:detect_leaks=1"),
                          ("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1:exitcode=87"),
                          ("LSAN_OPTIONS", "exitcode=88")):
            theirs = os.environ.get(var)
            env[var] = mine + (":" + theirs if theirs else "")
        if cfg.template:
            env["SMOLVM_TEST_TEMPLATE"] = cfg.template
        env.update(snip.env)
        if isinstance(snip, ImageCase):
            # The generator works in aux, outside the run's cwd and $HOME,
            # and writes no bytecode cache into the source tree.
            img = os.path.join(aux, os.path.basename(snip.name) + ".smolc")
            genv = dict(env, SMOLVM=cfg.smolvm, HOME=aux, TMPDIR=aux, PYTHONDONTWRITEBYTECODE="1")
            del genv["SMOLVM_SECRET"], genv["SECRET_TOKEN"]
            problem = snip.generate(img, genv, aux)
            if problem:
                return snip, None, problem
            files.append(img)
        elif not snip.generated:
            files.append(snip.path)
        else:
            for i, text in enumerate(snip.expanded_steps()):
                p = os.path.join(aux, "%s_step%d.py" % (snip.name, i + 1))
                with open(p, "w", encoding="utf-8", errors="surrogateescape") as f:
                    f.write(text if text.endswith("\n") else text + "\n")
                files.append(p)
        argv = [cfg.smolvm] + cfg.extra_arg + snip.command_args() + ["run"] + files
        wall_limit = snippet_wall_limit(snip, cfg)
        mem_cap = parse_size(snip.cap_value("--max-memory", "256M"))
        hard_rss_kb = rss_limit(snip, cfg, mem_cap) * 2 + (256 << 10)
        res = run_child_measured(cfg, argv, cwd, env, max(wall_limit * 3, wall_limit + 5), hard_rss_kb, aux)
        for dirpath, dirnames, filenames in os.walk(cwd):
            for n in dirnames + filenames:
                res.leftovers.append(os.path.relpath(os.path.join(dirpath, n), cwd))
        for n in os.listdir(home):
            res.leftovers.append("$HOME/" + n)
        max_output = parse_size(snip.cap_value("--max-output", str(DEFAULT_MAX_OUTPUT)))
        return snip, res, check(snip, res, cfg, secret, max_output)


def is_asan(path):
    try:
        with open(path, "rb") as f:
            data = f.read()
        return b"__asan_init" in data or b"AddressSanitizer" in data
    except OSError:
        return False


def main():
    ap = argparse.ArgumentParser(description="smolvm security suite")
    ap.add_argument("filters", nargs="*",
                    help="run only snippets whose name contains one of these (image cases: images/img_X)")
    ap.add_argument("--smolvm", default=os.path.join(ROOT, "build", "smolvm"))
    ap.add_argument("--extra-arg", action="append", default=[],
                    help="an option given to every run, e.g. --callback-stress (repeatable)")
    ap.add_argument("--accept-deadline", action="store_true",
                    help="a snippet expected to stop on the budget or the memory cap may stop on the deadline "
                         "instead (for slow modes such as --callback-stress with --deadline, where the "
                         "sanitizer checks are the point)")
    ap.add_argument("--filter", action="append", default=[], help="substring of snippet names (repeatable)")
    ap.add_argument("-j", "--workers", type=int, default=2)
    ap.add_argument("--wall", type=float, default=5.0, help="default wall-time limit per snippet, seconds")
    ap.add_argument("--wall-scale", type=float, default=None,
                    help="multiply every wall limit (default 1, or 4 for an ASan build)")
    ap.add_argument("--rss-slack", type=float, default=None,
                    help="MB of peak RSS allowed above the memory cap (default: 10%% of the cap plus the RSS "
                         "of an empty run; 160 for an ASan build)")
    ap.add_argument("--template", metavar="MODS", default=None,
                    help="run each snippet in a VM copied from a template with these modules imported "
                         "(comma-separated; the smolvm binary's SMOLVM_TEST_TEMPLATE testing aid), where the "
                         "built-in types and much of the modules are shared with the template")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every snippet with time and RSS")
    cfg = ap.parse_args()
    cfg.smolvm = os.path.abspath(cfg.smolvm)
    if not os.access(cfg.smolvm, os.X_OK):
        print("smolvm binary not found or not executable: %s" % cfg.smolvm)
        print("0 passed, 1 failed")
        return 1
    asan = is_asan(cfg.smolvm)
    if cfg.wall_scale is None:
        cfg.wall_scale = 4.0 if asan else 1.0
    if cfg.rss_slack is None and asan:
        cfg.rss_slack = 160.0
    import multiprocessing
    cfg.spawner = multiprocessing.get_context("fork").Pool(max(1, cfg.workers))
    cfg.empty_rss_kb = empty_run_rss_kb(cfg)
    filters = cfg.filters + cfg.filter
    paths = sorted(os.path.join(HERE, n) for n in os.listdir(HERE)
                   if n.endswith(".py") and n != os.path.basename(__file__))
    snippets = [Snippet(p) for p in paths]
    if os.path.isdir(IMAGES):
        snippets += [ImageCase(os.path.join(IMAGES, n)) for n in sorted(os.listdir(IMAGES))
                     if n.startswith("img_") and n.endswith(".py")]
    if filters:
        snippets = [s for s in snippets if any(f in s.name for f in filters)]
    if cfg.verbose:
        say("smolvm: %s%s; %d snippets, %d workers, RSS slack %s, empty run %d KB, wall x%g" %
            (cfg.smolvm, " (ASan build)" if asan else "", len(snippets), cfg.workers,
             "%g MB" % cfg.rss_slack if cfg.rss_slack is not None else "10%", cfg.empty_rss_kb, cfg.wall_scale))
    passed = failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, cfg.workers)) as ex:
        futs = [ex.submit(run_snippet, s, cfg) for s in snippets]
        for fut in concurrent.futures.as_completed(futs):
            snip, res, fails = fut.result()
            if fails:
                failed += 1
                lines = ["FAIL %s" % snip.name]
                lines += ["    " + f for f in fails]
                if res is not None:
                    lines.append("    [%s, %.2fs, peak RSS %d MB]" % (describe(res), res.wall, res.maxrss_kb >> 10))
                    tail = res.stderr.decode("utf-8", "replace").strip().split("\n")[-3:]
                    if tail and tail[0]:
                        lines += ["    stderr| " + t[:200] for t in tail]
                say("\n".join(lines))
            else:
                passed += 1
                if cfg.verbose:
                    say("ok   %-46s %-28s %6.2fs %5d MB" % (snip.name, describe(res)[:28], res.wall, res.maxrss_kb >> 10))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
