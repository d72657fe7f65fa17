#!/usr/bin/env python3
"""Check the smolvm command as its users meet it.

usage: test_cli.py [--smolvm build/smolvm] [--forbidden build/smolvm-forbidden]

  - help: `--help`, `-h` and `help` print the general help; every command
    (run, -c, check, dis, compile, repl, serve, help, version) has its own,
    the same from `smolvm CMD --help`, `smolvm --help CMD` and `smolvm help
    CMD`, listing only the options that apply to it; the man page
    (docs/smolvm.1) and the README's command section name every command
    and option the help lists;
  - `-V`, `--version` and `version` print `smolvm VERSION`;
  - an unknown command or option is a usage error (exit 64) whose message
    names it, followed by one line pointing to `smolvm --help`; a file that
    cannot be opened stays exit 66;
  - bare `smolvm` with standard input that is not a terminal runs it as
    `smolvm run -` does;
  - `--show-output` prints smolagents' "Last output from code snippet:"
    block after each step;
  - `smolvm repl` fed by a pipe gathers blocks, echoes values, keeps `_`;
  - through a pseudo-terminal: bare `smolvm` starts the REPL; a multi-line
    function is typed, called and its value echoed; `_` holds the last
    value; the up arrow recalls the previous line and the left arrow edits
    it; Ctrl-C at the prompt and at a continuation line clears it and
    during a run does not kill the session; Ctrl-D exits 0; the snippets
    run in a child process confined by seccomp while the editing process
    is not; with --forbidden (the CLI built with
    -DSMOL_TEST_FORBIDDEN_SYSCALL), a forbidden call from a REPL line kills
    the session's process and the command ends by the same signal.

The last line is `N passed, M failed`; exit status 1 when anything failed.
"""
import argparse
import os
import pty
import re
import select
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TIMEOUT = 30
COMMANDS = ["run", "-c", "check", "dis", "compile", "repl", "serve", "help", "version"]


def version():
    with open(os.path.join(ROOT, "include", "smolvm.h")) as f:
        m = re.search(r'#define SMOL_VERSION_STRING "([^"]+)"', f.read())
    return m.group(1)


class Suite:
    def __init__(self):
        self.passed = self.failed = 0

    def check(self, name, ok, detail=""):
        print("%s %s%s" % ("ok  " if ok else "FAIL", name, "" if ok or not detail else ": " + detail))
        if ok:
            self.passed += 1
        else:
            self.failed += 1


# What a sanitizer build, which cannot be confined, says on every run.
UNCONFINED = "smolvm: warning: this process is not confined: sanitizer builds"


def run(argv, stdin=b"", cwd=None):
    p = subprocess.run(argv, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=TIMEOUT,
                       cwd=cwd)
    err = "".join(l for l in p.stderr.decode(errors="replace").splitlines(True) if not l.startswith(UNCONFINED))
    return p.returncode, p.stdout.decode(errors="replace"), err


def sanitizer_build(smolvm):
    p = subprocess.run([smolvm, "-c", "pass"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=TIMEOUT)
    return UNCONFINED in p.stderr.decode(errors="replace")


def describe(rc, out, err):
    how = "killed by %s" % signal.Signals(-rc).name if rc < 0 else "exit %d" % rc
    return "%s, stdout %r, stderr %r" % (how, out[-300:], err[-300:])


def help_argvs(cmd):
    """The ways to ask for a command's help."""
    if cmd == "-c":
        return [["-c", "x", "--help"], ["--help", "-c", "x"], ["help", "-c"]]
    return [[cmd, "--help"], ["--help", cmd], [cmd, "-h"], ["help", cmd]]


def check_help(s, smolvm):
    general = None
    for argv in (["--help"], ["-h"], ["help"]):
        rc, out, err = run([smolvm] + argv)
        ok = rc == 0 and out.startswith("usage: smolvm") and err == "" and all(
            re.search(r"^  %s\b" % re.escape(c), out, re.M) for c in COMMANDS)
        s.check("%s prints the general help naming every command" % " ".join(argv), ok, describe(rc, out, err))
        if general is None:
            general = out
        else:
            s.check("%s is the same text as --help" % " ".join(argv), out == general)
    texts = {}
    for cmd in COMMANDS:
        first = None
        for argv in help_argvs(cmd):
            rc, out, err = run([smolvm] + argv)
            usage = out.split("\n", 1)[0]
            ok = rc == 0 and err == "" and usage.startswith("usage: smolvm") and (" %s" % cmd) in usage
            s.check("smolvm %s: %s's own help" % (" ".join(argv), cmd), ok, describe(rc, out, err))
            if first is None:
                first = out
            else:
                s.check("smolvm %s: the same text as the first way" % " ".join(argv), out == first)
        texts[cmd] = first
    distinct = len(set(texts.values())) == len(texts) and general not in texts.values()
    s.check("every command's help is its own text", distinct)
    # Options are listed where they apply.
    s.check("run's help lists --show-output and --json, not --no-source",
            "--show-output" in texts["run"] and "--json" in texts["run"] and "--no-source" not in texts["run"])
    s.check("compile's help lists -o and --no-source, not --show-output or --no-confine",
            "--no-source" in texts["compile"] and "-o OUT" in texts["compile"]
            and "--show-output" not in texts["compile"] and "--no-confine" not in texts["compile"])
    s.check("repl's help says how the history is kept",
            "history" in texts["repl"] and "memory" in texts["repl"] and "Ctrl-D" in texts["repl"])
    s.check("serve's help points to the protocol", "docs/protocol.md" in texts["serve"])
    s.check("the general help lists every option and the exit codes",
            all(o in general for o in ("--max-instructions", "--max-memory", "--max-recursion", "--max-output",
                                       "--deadline", "--allow-import", "--seed", "--stats", "--show-output",
                                       "--json", "--no-source", "--no-confine", "-V, --version"))
            and "64 usage error" in general and "66 file error" in general)


def check_docs(s, smolvm):
    """The man page and the README's command section name every command
    and option the general help lists."""
    rc, out, err = run([smolvm, "--help"])
    options = sorted(set(re.findall(r"^  (-[-\w]+)", out, re.M) + re.findall(r", (--[-\w]+)", out)))
    with open(os.path.join(ROOT, "docs", "smolvm.1")) as f:
        man = f.read().replace("\\-", "-").replace("\\fB", "").replace("\\fR", "").replace("\\fI", "")
    with open(os.path.join(ROOT, "README.md")) as f:
        readme = f.read()
    section = readme[readme.index("## The command"):]
    section = section[:section.index("\n## ", 3)]
    for name, text in (("docs/smolvm.1", man), ("README's command section", section)):
        missing = [o for o in options if o not in text]
        missing += [c for c in COMMANDS if not re.search(r"(^|[\s`(])%s\b" % re.escape(c), text, re.M)]
        s.check("%s names every command and option of --help" % name, not missing and len(options) > 10,
                "missing %r" % missing)
    for sec in ("NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "EXIT STATUS", "ENVIRONMENT", "FILES",
                "EXAMPLES", "SEE ALSO"):
        s.check("docs/smolvm.1 has a %s section" % sec, re.search(r"^\.SH \"?%s\"?$" % sec, man, re.M) is not None)


def check_version(s, smolvm):
    want = "smolvm %s\n" % version()
    for argv in (["-V"], ["--version"], ["version"], ["run", "--version"]):
        rc, out, err = run([smolvm] + argv)
        s.check("smolvm %s prints %r" % (" ".join(argv), want.strip()), rc == 0 and out == want and err == "",
                describe(rc, out, err))


def check_usage_errors(s, smolvm):
    cases = [
        (["foo"], "unknown command 'foo'"),
        (["frobnicate", "x.py"], "unknown command 'frobnicate'"),
        (["--bar"], "unknown option '--bar'"),
        (["run", "--bar", "x.py"], "unknown option '--bar'"),
        (["-x"], "unknown option '-x'"),
        (["help", "foo"], "unknown command 'foo'"),
        (["run"], "run needs a FILE ('-' reads standard input)"),
        (["--max-memory"], "--max-memory needs a value"),
        (["--max-memory", "12Q", "-c", "1"], "bad --max-memory value '12Q'"),
        (["--max-memory", "nan", "-c", "1"], "bad --max-memory value 'nan'"),
        (["--max-memory", "inf", "-c", "1"], "bad --max-memory value 'inf'"),
        (["--max-output", "1e30", "-c", "1"], "bad --max-output value '1e30'"),
        (["--max-memory", "8589934592G", "-c", "1"], "bad --max-memory value '8589934592G'"),
        (["--max-recursion", "99999999999", "-c", "1"], "bad --max-recursion value '99999999999'"),
        (["--max-recursion", "12x", "-c", "1"], "bad --max-recursion value '12x'"),
        (["--max-instructions", "99999999999999999999", "-c", "1"],
         "bad --max-instructions value '99999999999999999999'"),
        (["--seed", "abc", "-c", "1"], "bad --seed value 'abc'"),
        (["--seed", "-1", "-c", "1"], "bad --seed value '-1'"),
        (["--seed", "18446744073709551616", "-c", "1"], "bad --seed value '18446744073709551616'"),
        (["repl", "extra"], "unexpected argument 'extra'"),
        (["-c", "1", "extra"], "unexpected argument 'extra'"),
        (["version", "extra"], "unexpected argument 'extra'"),
        (["--json", "check", "x.py"], "--json goes with run and -c"),
    ]
    for argv, msg in cases:
        rc, out, err = run([smolvm] + argv)
        lines = err.splitlines()
        ok = (rc == 64 and out == "" and len(lines) == 2 and lines[0] == "smolvm: " + msg
              and "smolvm --help" in lines[1])
        s.check("smolvm %s: exit 64, %r and a hint" % (" ".join(argv), msg), ok, describe(rc, out, err))
    with tempfile.TemporaryDirectory() as d:
        missing = os.path.join(d, "missing.py")
        for argv in (["run", missing], [missing], ["check", missing]):
            rc, out, err = run([smolvm] + argv)
            s.check("smolvm %s: a missing file is exit 66" % " ".join(a.replace(d, "DIR") for a in argv),
                    rc == 66 and "cannot open" in err and missing in err, describe(rc, out, err))
        # A file without an extension still runs as `smolvm FILE`.
        plain = os.path.join(d, "snippet")
        with open(plain, "w") as f:
            f.write("print('plain')\n")
        rc, out, err = run([smolvm, "snippet"], cwd=d)
        s.check("smolvm FILE runs a file whose name has no dot", rc == 0 and out == "plain\n", describe(rc, out, err))


def check_stdin(s, smolvm):
    rc, out, err = run([smolvm], stdin=b"x = 6 * 7\nprint(x)\n")
    s.check("bare smolvm with a pipe runs standard input", rc == 0 and out == "42\n" and err == "",
            describe(rc, out, err))
    rc2, out2, err2 = run([smolvm, "run", "-"], stdin=b"x = 6 * 7\nprint(x)\n")
    s.check("... as smolvm run - does", (rc, out, err) == (rc2, out2, err2), describe(rc2, out2, err2))
    rc, out, err = run([smolvm, "--stats"], stdin=b"print(1)\n")
    s.check("bare smolvm takes options", rc == 0 and out == "1\n" and "instructions=" in err,
            describe(rc, out, err))
    rc, out, err = run([smolvm], stdin=b"print('a')\n1/0\n")
    s.check("bare smolvm: an exception is exit 1 with a traceback",
            rc == 1 and out == "a\n" and 'File "<stdin>", line 2' in err and "ZeroDivisionError" in err,
            describe(rc, out, err))
    rc, out, err = run([smolvm], stdin=b"import os\n")
    s.check("bare smolvm: a refused import is exit 2", rc == 2 and "not allowed" in err, describe(rc, out, err))
    rc, out, err = run([smolvm], stdin=b"")
    s.check("bare smolvm: empty input is an empty run", rc == 0 and out == "", describe(rc, out, err))


def check_show_output(s, smolvm):
    head = "Last output from code snippet:\n"
    cases = [
        ("print('a')\n1 + 1\n", "a\n" + head + "2\n", 0),
        ("x = 1\n", head + "None\n", 0),
        ("'abc'\n", head + "abc\n", 0),
        ("[1, 'b']\n", head + "[1, 'b']\n", 0),
        ("print('no newline', end='')\n3\n", "no newline\n" + head + "3\n", 0),
        ("final_answer('yes')\n", head + "yes\nFinal answer: 'yes'\n", 0),
        ("print('x')\n1 / 0\n", "x\n", 1),
    ]
    for code, want, code_rc in cases:
        rc, out, err = run([smolvm, "--show-output", "-c", code])
        s.check("--show-output -c %r" % code, rc == code_rc and out == want, describe(rc, out, err))
    rc, out, err = run([smolvm, "-c", "1 + 1"])
    s.check("without --show-output nothing is added", rc == 0 and out == "", describe(rc, out, err))
    with tempfile.TemporaryDirectory() as d:
        a, b = os.path.join(d, "a.py"), os.path.join(d, "b.py")
        with open(a, "w") as f:
            f.write("x = 20\nx\n")
        with open(b, "w") as f:
            f.write("print('b')\nx + 1\n")
        rc, out, err = run([smolvm, "run", a, b, "--show-output"])
        s.check("--show-output after each step of run",
                rc == 0 and out == head + "20\nb\n" + head + "21\n", describe(rc, out, err))
        rc, out, err = run([smolvm, "--show-output", "check", a])
        s.check("--show-output adds nothing to check", rc == 0 and head not in out, describe(rc, out, err))


def check_limit_locations(s, smolvm):
    """A limit stop names the snippet's line and the construct it was in."""
    B = ["--max-instructions", "200000"]
    cases = [
        ("x = 0\nwhile True:\n    x += 1\n", B,
         "instruction budget exhausted at line 3, in a while loop: the run used its limit of 200000 "
         "instructions; maybe an infinite loop?", 3),
        ("def spin(n):\n    t = 0\n    for i in range(n):\n        t += i\n    return t\nspin(10**12)\n", B,
         "instruction budget exhausted at line 3, in a for loop of spin(): the run used its limit of "
         "200000 instructions", 3),
        ("rows = [i * i for i in range(10**9)]\n", B,
         "instruction budget exhausted at line 1, in a list comprehension: the run used its limit of "
         "200000 instructions", 3),
        ("class Job:\n    def run(self):\n        while 1:\n            pass\nJob().run()\n", B,
         "instruction budget exhausted at line 3, in a while loop of Job.run(): the run used its limit of "
         "200000 instructions; maybe an infinite loop?", 3),
        ("import statistics\nprint(statistics.mean(range(10**8)))\n", ["--max-instructions", "2000000"],
         "instruction budget exhausted at line 2: the run used its limit of 2000000 instructions", 3),
        ("a = []\nfor i in range(10**9):\n    a.append('x' * 1000)\n", ["--max-memory", "8000000"],
         "memory cap reached at line 3, in a for loop: the run tried to hold more than 8000000 bytes", 4),
        # A deadline is seen when the fuel runs out, at either line of the
        # loop, whichever the clock says.
        ("n = 0\nwhile n >= 0:\n    n += 1\n", ["--deadline", "0.3", "--max-instructions", "100000000000"],
         ["deadline exceeded at line %d, in a while loop: the run took longer than 0.3 seconds; maybe an "
          "infinite loop?" % line for line in (2, 3)], 5),
    ]
    for code, opts, want, want_rc in cases:
        rc, out, err = run([smolvm, "run"] + opts + ["-"], stdin=code.encode())
        wants = want if isinstance(want, list) else [want]
        s.check("limit stop location: %r" % code.splitlines()[-1],
                rc == want_rc and err.strip() in ["smolvm: " + w for w in wants], describe(rc, out, err))


# Full stderr of `smolvm run` for errors whose whole text matters (the
# conformance suite compares only the last line), as CPython 3.11 prints
# it: indentation errors and their carets, chained exceptions.
ERROR_TEXTS = [
    ('indent after if',
     'if True:\npass\n',
     '  File "{path}", line 2\n    pass\n    ^\nIndentationError: expected an indented block after \'if\' statement on line 1\n'),
    ('indent after def',
     'def area(r):\nreturn 3.14 * r * r\n',
     '  File "{path}", line 2\n    return 3.14 * r * r\n    ^\nIndentationError: expected an indented block after function definition on line 1\n'),
    ('unexpected indent',
     'x = 1\n    y = 2\n',
     '  File "{path}", line 2\n    y = 2\nIndentationError: unexpected indent\n'),
    ('unindent mismatch',
     'if True:\n    x = 1\n  y = 2\n',
     '  File "{path}", line 3\n    y = 2\n         ^\nIndentationError: unindent does not match any outer indentation level\n'),
    ('indent after if at end of file',
     'if True:\n',
     '  File "{path}", line 1\n    if True:\nIndentationError: expected an indented block after \'if\' statement on line 1\n'),
    ('indent after if at end of file, no newline',
     'if True:',
     '  File "{path}", line 1\n    if True:\nIndentationError: expected an indented block after \'if\' statement on line 1\n'),
    ('indent after a comment at end of file',
     'x = 1\nif x:\n# comment\n',
     '  File "{path}", line 3\n    # comment\nIndentationError: expected an indented block after \'if\' statement on line 2\n'),
    ('indent after for, blank line at end of file',
     'for i in range(3):\n\n',
     '  File "{path}", line 2\n    \nIndentationError: expected an indented block after \'for\' statement on line 1\n'),
    ('indent after a nested def at end of file',
     'class A:\n    def f(self):\n',
     '  File "{path}", line 2\n    def f(self):\nIndentationError: expected an indented block after function definition on line 2\n'),
    ('unindent mismatch in a function',
     'def f():\n    x = 1\n  y = 2\n',
     '  File "{path}", line 3\n    y = 2\n         ^\nIndentationError: unindent does not match any outer indentation level\n'),
    ('invalid syntax at end of file',
     '@dec\n',
     '  File "{path}", line 1\n    @dec\nSyntaxError: invalid syntax\n'),
    ('try without handlers at end of file',
     'try:\n    pass\n',
     '  File "{path}", line 2\n    pass\nSyntaxError: expected \'except\' or \'finally\' block\n'),
    ('tabs and spaces',
     'if True:\n\tx = 1\n        y = 2\n',
     '  File "{path}", line 3\n    y = 2\nTabError: inconsistent use of tabs and spaces in indentation\n'),
    ('duplicate argument',
     'def f(x, y, x):\n    return x\n',
     '  File "{path}", line 1\n    def f(x, y, x):\n                ^\nSyntaxError: duplicate argument \'x\' in function definition\n'),
    ('nonlocal over two lines',
     'def g():\n    def f():\n        nonlocal q, \\\n            r\n    q = 1\n',
     '  File "{path}", line 3\n    nonlocal q, \\\n    ^^^^^^^^^^^^^\nSyntaxError: no binding for nonlocal \'r\' found\n'),
    ('annotated then global',
     'def f():\n    m: int\n    global m\n',
     '  File "{path}", line 3\n    global m\n    ^^^^^^^^\nSyntaxError: annotated name \'m\' can\'t be global\n'),
    ('chained exception',
     "def average(v):\n    try:\n        return sum(v) / len(v)\n    except ZeroDivisionError:\n        raise ValueError('empty')\naverage([])\n",
     'Traceback (most recent call last):\n  File "{path}", line 3, in average\n    return sum(v) / len(v)\n           ~~~~~~~^~~~~~~~\nZeroDivisionError: division by zero\n\nDuring handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n  File "{path}", line 6, in <module>\n    average([])\n  File "{path}", line 5, in average\n    raise ValueError(\'empty\')\nValueError: empty\n'),
    ('cause',
     "try:\n    {}['k']\nexcept KeyError as e:\n    raise RuntimeError('missing') from e\n",
     'Traceback (most recent call last):\n  File "{path}", line 2, in <module>\n    {}[\'k\']\n    ~~^^^^^\nKeyError: \'k\'\n\nThe above exception was the direct cause of the following exception:\n\nTraceback (most recent call last):\n  File "{path}", line 4, in <module>\n    raise RuntimeError(\'missing\') from e\nRuntimeError: missing\n'),
    ('generator StopIteration',
     'def g():\n    yield 1\n    raise StopIteration\nlist(g())\n',
     'Traceback (most recent call last):\n  File "{path}", line 3, in g\n    raise StopIteration\nStopIteration\n\nThe above exception was the direct cause of the following exception:\n\nTraceback (most recent call last):\n  File "{path}", line 4, in <module>\n    list(g())\nRuntimeError: generator raised StopIteration\n'),
    ('throw into an unstarted generator',
     'def deco(f):\n    return f\n@deco\ndef g():\n    yield 1\ng().throw(ValueError("early"))\n',
     'Traceback (most recent call last):\n  File "{path}", line 6, in <module>\n    g().throw(ValueError("early"))\n  File "{path}", line 3, in g\n    @deco\nValueError: early\n'),
    ('context made into a loop',
     'a = ValueError(1)\nb = KeyError(2)\na.__context__ = b\nb.__context__ = a\nraise a\n',
     'KeyError: 2\n\nDuring handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n  File "{path}", line 5, in <module>\n    raise a\nValueError: 1\n'),
    ('notes',
     'def load(path):\n    err = FileNotFoundError(path)\n    err.add_note("looked in the session store")\n    err.add_note(f"path was {path!r}")\n    raise err\nload("cfg.json")\n',
     'Traceback (most recent call last):\n  File "{path}", line 6, in <module>\n    load("cfg.json")\n  File "{path}", line 5, in load\n    raise err\nFileNotFoundError: cfg.json\nlooked in the session store\npath was \'cfg.json\'\n'),
    ('except non-class',
     'try:\n    1 / 0\nexcept 42:\n    pass\n',
     'Traceback (most recent call last):\n  File "{path}", line 2, in <module>\n    1 / 0\n    ~~^~~\nZeroDivisionError: division by zero\n\nDuring handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n  File "{path}", line 3, in <module>\n    except 42:\nTypeError: catching classes that do not inherit from BaseException is not allowed\n'),
]


# Every construct smolvm refuses on purpose is a policy rejection (exit 2,
# "rejected: " with what to write instead) and none of the snippet runs;
# invalid async code is CPython's SyntaxError (exit 1).
REFUSALS = [
    ("print('ran')\nasync def f():\n    await g()\n", "2:1", "'async def' is not supported in smolvm"),
    ("print('ran')\ng = (x async for x in y)\n", "2:5", "asynchronous generator expressions are not supported"),
    ("print('ran')\ntry:\n    pass\nexcept* ValueError:\n    pass\n", "4:1", "'except*' is not supported"),
    ("print('ran')\nfrom . import x\n", "2:1", "relative imports are not supported"),
    ("print('ran')\nclass A(*bases):\n    pass\n", "2:9", "starred base classes are not supported"),
]


def check_refusals(s, smolvm):
    for code, where, what in REFUSALS:
        rc, out, err = run([smolvm, "-c", code])
        s.check("refused construct is a rejection: %s" % what,
                rc == 2 and out == "" and ("<string>:%s: rejected: %s" % (where, what)) in err,
                describe(rc, out, err))
    rc, out, err = run([smolvm, "-c", "def f():\n    await g()\n"])
    s.check("await outside an async function is CPython's SyntaxError",
            rc == 1 and err.endswith("SyntaxError: 'await' outside async function\n"), describe(rc, out, err))


def check_error_texts(s, smolvm):
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "snippet.py")
        for name, src, want in ERROR_TEXTS:
            with open(path, "w") as f:
                f.write(src)
            rc, out, err = run([smolvm, "run", path])
            want = want.replace("{path}", path)
            s.check("stderr as CPython's: %s" % name, rc == 1 and err == want,
                    "%s\nwant %r" % (describe(rc, out, err), want))


def check_repl_pipe(s, smolvm):
    stdin = (b"def f(x):\n"
             b"    return x * 2\n"
             b"\n"
             b"f(21)\n"
             b"_ + 1\n"
             b"None\n"
             b"y = (1,\n"
             b"     2)\n"
             b"y\n"
             b"s = '''a\n"
             b"\n"
             b"b'''\n"
             b"s\n"
             b"for i in range(3):\n"
             b"    pass\n"
             b"\n"
             b"i\n")
    rc, out, err = run([smolvm, "repl"], stdin=stdin)
    values = [l.replace(">>> ", "").replace("... ", "") for l in out.splitlines()]
    values = [v for v in values if v]
    s.check("repl (pipe): blocks, echo, _, no echo of None",
            rc == 0 and values == ["42", "43", "(1, 2)", "'a\\n\\nb'", "2"] and err == "",
            describe(rc, out, err) + " values %r" % values)
    rc, out, err = run([smolvm, "repl"], stdin=b"print(1)\nexit()\nprint(2)\n")
    s.check("repl (pipe): exit() ends the session", rc == 0 and "1" in out and "2" not in out,
            describe(rc, out, err))
    rc, out, err = run([smolvm, "repl"], stdin=b"print(1)\nraise SystemExit(3)\nprint(2)\n")
    s.check("repl (pipe): SystemExit ends the session with exit 6",
            rc == 6 and "2" not in out.replace(">>> ", ""), describe(rc, out, err))
    rc, out, err = run([smolvm, "repl"], stdin=b"if True:\n    print('unfinished')")
    s.check("repl (pipe): a block the input leaves unfinished runs",
            rc == 0 and "unfinished" in out, describe(rc, out, err))
    rc, out, err = run([smolvm, "repl"], stdin=b"1 / 0\n")
    s.check("repl (pipe): the exit code is the last block's", rc == 1 and "ZeroDivisionError" in err,
            describe(rc, out, err))


class Term:
    """smolvm on a pseudo-terminal, read as it writes."""

    def __init__(self, argv, home, env_extra=None):
        env = dict(os.environ, TERM="xterm", HOME=home, **(env_extra or {}))
        env.pop("EDITRC", None)
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            try:
                os.execve(argv[0], argv, env)
            finally:
                os._exit(127)
        self.buf = b""
        self.status = None

    def send(self, data):
        os.write(self.fd, data)

    def read_some(self, timeout):
        r, _, _ = select.select([self.fd], [], [], timeout)
        if not r:
            return False
        try:
            b = os.read(self.fd, 65536)
        except OSError:
            b = b""
        if not b:
            return None
        self.buf += b
        return True

    def expect(self, pattern, timeout=TIMEOUT):
        """Read until `pattern` (bytes) appears; return the text before and
        including it, consumed from the buffer, or None on timeout."""
        end = time.monotonic() + timeout
        while pattern not in self.buf:
            left = end - time.monotonic()
            if left <= 0 or self.read_some(left) is None:
                return None
        i = self.buf.index(pattern) + len(pattern)
        got, self.buf = self.buf[:i], self.buf[i:]
        return got

    def quiet(self, seconds):
        """Read whatever comes in `seconds`; return it."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if self.read_some(end - time.monotonic()) is None:
                break
        got, self.buf = self.buf, b""
        return got

    def wait(self, timeout=TIMEOUT):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            pid, st = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = st
                return st
            self.read_some(0.05)
        return None

    def close(self):
        if self.status is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
            except OSError:
                pass
        os.close(self.fd)


def children(pid):
    try:
        with open("/proc/%d/task/%d/children" % (pid, pid)) as f:
            return [int(x) for x in f.read().split()]
    except OSError:
        return []


def seccomp(pid):
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("Seccomp:"):
                    return line.split()[1]
    except OSError:
        pass
    return None


def check_repl_terminal(s, smolvm, forbidden):
    with tempfile.TemporaryDirectory() as home:
        t = Term([smolvm], home)
        try:
            step = lambda name, got, detail="": s.check("repl (terminal): " + name, got is not None and got is not False,
                                                        detail)
            got = t.expect(b">>> ")
            step("bare smolvm on a terminal starts the REPL with a '>>> ' prompt", got, repr(t.buf[-200:]))
            kids = children(t.pid)
            want = "0" if sanitizer_build(smolvm) else "2"
            s.check("repl (terminal): the snippets run in a child process (confined by seccomp unless a sanitizer "
                    "build), the editing process is not confined",
                    len(kids) == 1 and seccomp(kids[0]) == want and seccomp(t.pid) == "0",
                    "children %r, seccomp %r / %r" % (kids, [seccomp(k) for k in kids], seccomp(t.pid)))

            t.send(b"def f(x):\r")
            got = t.expect(b"... ")
            step("a line ending in ':' asks for more with '... '", got, repr(t.buf[-200:]))
            t.send(b"    return x * 2\r")
            got = t.expect(b"... ")
            step("the body continues with '... '", got, repr(t.buf[-200:]))
            t.send(b"\r")
            got = t.expect(b">>> ")
            step("an empty line ends the block", got, repr(t.buf[-200:]))
            t.send(b"f(21)\r")
            got = t.expect(b">>> ")
            s.check("repl (terminal): calling the function echoes 42", got is not None and b"\r\n42\r\n" in got,
                    repr(got))
            t.send(b"_ + 1\r")
            got = t.expect(b">>> ")
            s.check("repl (terminal): _ holds the last value (43)", got is not None and b"\r\n43\r\n" in got,
                    repr(got))
            t.send(b"\x1b[A")
            got = t.expect(b"_ + 1", 10)
            s.check("repl (terminal): the up arrow recalls the previous line", got is not None, repr(t.buf[-200:]))
            t.send(b"\r")
            got = t.expect(b">>> ")
            s.check("repl (terminal): the recalled line runs (44)", got is not None and b"\r\n44\r\n" in got,
                    repr(got))
            t.send(b"\x1b[A\x1b[A")
            t.quiet(0.3)
            t.send(b"\r")
            got = t.expect(b">>> ")
            s.check("repl (terminal): the history goes further back (f(21) again)",
                    got is not None and b"\r\n42\r\n" in got, repr(got))
            t.send(b"print(12)")
            t.quiet(0.2)
            t.send(b"\x1b[D\x1b[D3\r")
            got = t.expect(b">>> ")
            s.check("repl (terminal): the left arrow moves into the line to edit it (132)",
                    got is not None and b"\r\n132\r\n" in got, repr(got))
            t.send(b"None\r")
            got = t.expect(b">>> ")
            s.check("repl (terminal): None is not echoed", got is not None and b"None\r\n>>> " in got, repr(got))
            t.send(b"print('out'); 1 / 0\r")
            got = t.expect(b">>> ")
            s.check("repl (terminal): output, then the traceback, in order",
                    got is not None and re.search(rb"out\r\n.*Traceback.*ZeroDivisionError", got, re.S) is not None,
                    repr(got))

            t.send(b"abc")
            t.quiet(0.3)
            t.send(b"\x03")
            got = t.expect(b">>> ")
            s.check("repl (terminal): Ctrl-C at the prompt prints KeyboardInterrupt and a new prompt",
                    got is not None and b"KeyboardInterrupt" in got, repr(got))
            t.send(b"1 + 2\r")
            got = t.expect(b">>> ")
            s.check("repl (terminal): ... the line was cleared and the session lives on",
                    got is not None and b"\r\n3\r\n" in got and b"abc" not in got, repr(got))
            t.send(b"if True:\r")
            t.expect(b"... ")
            t.send(b"    x = 1")
            t.quiet(0.3)
            t.send(b"\x03")
            got = t.expect(b">>> ")
            t.send(b"2 + 2\r")
            got2 = t.expect(b">>> ")
            s.check("repl (terminal): Ctrl-C at a continuation line drops the block",
                    got is not None and b"KeyboardInterrupt" in got and got2 is not None and b"\r\n4\r\n" in got2,
                    repr((got, got2)))
            t.send(b"while True: pass\r")
            t.expect(b"... ")
            t.send(b"\r")
            time.sleep(0.1)
            t.send(b"\x03")
            got = t.expect(b">>> ")
            t.send(b"f(5)\r")
            got2 = t.expect(b">>> ")
            s.check("repl (terminal): Ctrl-C during a run does not kill the session",
                    got is not None and b"instruction budget" in got and got2 is not None and b"\r\n10\r\n" in got2,
                    repr((got, got2)))

            t.send(b"\x04")
            st = t.wait()
            s.check("repl (terminal): Ctrl-D on an empty line exits 0",
                    st is not None and os.WIFEXITED(st) and os.WEXITSTATUS(st) == 0, "status %r" % (st,))
        finally:
            t.close()

        t = Term([smolvm, "repl"], home)
        try:
            got = t.expect(b">>> ")
            t.send(b"exit()\r")
            st = t.wait()
            s.check("repl (terminal): smolvm repl starts it too, and exit() ends it with 0",
                    got is not None and st is not None and os.WIFEXITED(st) and os.WEXITSTATUS(st) == 0,
                    "status %r" % (st,))
        finally:
            t.close()

        if forbidden and os.access(forbidden, os.X_OK):
            t = Term([forbidden, "repl"], home)
            try:
                t.expect(b">>> ")
                t.send(b"print(40 + 2)\r")
                got = t.expect(b">>> ")
                t.send(b"forbidden_syscall('socket')\r")
                st = t.wait()
                rest = t.quiet(0.2)
                s.check("repl (terminal, test build): a forbidden call kills the session's process and the "
                        "command ends by SIGSYS, saying so",
                        got is not None and b"42" in got and st is not None and os.WIFSIGNALED(st)
                        and os.WTERMSIG(st) == signal.SIGSYS and b"SIGSYS" in rest,
                        "status %r, output %r" % (st, rest))
            finally:
                t.close()


# A stand-in for a session's process that was taken over: preloaded into
# smolvm, it lets the child (never the editing process) misbehave on the
# frame pipe when a block prints a marker.
HOSTILE_CHILD_C = r"""
#define _GNU_SOURCE
#include <dlfcn.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
static pid_t editor;
static ssize_t (*real_write)(int, const void *, size_t);
__attribute__((constructor)) static void init(void) {
    real_write = (ssize_t (*)(int, const void *, size_t))dlsym(RTLD_NEXT, "write");
    editor = getpid();
}
static void spin(void) { for (;;) __asm__ volatile(""); }
ssize_t write(int fd, const void *buf, size_t n) {
    ssize_t w = real_write(fd, buf, n);
    if (fd == 1 && getpid() != editor && memmem(buf, n, "HOSTILE-", 8)) {
        if (memmem(buf, n, "HOSTILE-GARBAGE", 15)) real_write(1, "X\xff\xff\xff\xff", 5);
        if (memmem(buf, n, "HOSTILE-HUGE", 12)) real_write(1, "o\xff\xff\xff\xff", 5);
        if (memmem(buf, n, "HOSTILE-STALL", 13)) real_write(1, "o\x10", 2);
        /* What a child taken over may do: shrug off the terminal's signals. */
        int sigs[] = {SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP, SIGPIPE};
        for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) signal(sigs[i], SIG_IGN);
        spin();
    }
    return w;
}
"""


def build_hostile_child(tmp):
    src = os.path.join(tmp, "hostile.c")
    lib = os.path.join(tmp, "hostile.so")
    with open(src, "w") as f:
        f.write(HOSTILE_CHILD_C)
    for cc in ("cc", "gcc", "clang"):
        try:
            p = subprocess.run([cc, "-shared", "-fPIC", "-O1", "-o", lib, src, "-ldl"], capture_output=True,
                               timeout=TIMEOUT)
        except (OSError, subprocess.SubprocessError):
            continue
        if p.returncode == 0:
            return lib
    return None


def alive(pid):
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def check_repl_hostile_child(s, smolvm):
    """The editing process against a session's process that was taken over:
    the child never holds the terminal, a frame that is not one gets the
    child killed at once, a child that stops halfway through a frame is
    ended by a second Ctrl-C, and the child dies with the editor."""
    with tempfile.TemporaryDirectory() as home:
        t = Term([smolvm], home)
        try:
            t.expect(b">>> ")
            kids = children(t.pid)
            fds = []
            for k in kids:
                try:
                    fds.append(os.readlink("/proc/%d/fd/2" % k))
                except OSError:
                    fds.append(None)
            s.check("repl (terminal): the session's process writes its standard error to a pipe, not the terminal",
                    len(kids) == 1 and fds[0] is not None and fds[0].startswith("pipe:"), repr(fds))
            t.send(b"print('out'); 1 / 0\r")
            got = t.expect(b">>> ")
            s.check("repl (terminal): output and tracebacks still arrive",
                    got is not None and re.search(rb"out\r\n.*Traceback.*ZeroDivisionError", got, re.S) is not None,
                    repr(got))
        finally:
            t.close()

        lib = build_hostile_child(home)
        if lib is None:
            print("skip repl (terminal): no C compiler for the hostile-child checks")
            return
        env_extra = {"LD_PRELOAD": lib, "ASAN_OPTIONS": "verify_asan_link_order=0:" + os.environ.get("ASAN_OPTIONS", "")}
        for mode in (b"GARBAGE", b"HUGE"):
            t = Term([smolvm], home, env_extra)
            try:
                t.expect(b">>> ")
                kids = children(t.pid)
                t.send(b"print('HOSTILE-%s')\r" % mode)
                st = t.wait(10)
                rest = t.quiet(0.2)
                s.check("repl (terminal): a child that sends a bad frame (%s) is killed at once and the command "
                        "exits 66, saying so" % mode.decode().lower(),
                        st is not None and os.WIFEXITED(st) and os.WEXITSTATUS(st) == 66
                        and b"not a frame" in t.buf + rest and not any(alive(k) for k in kids),
                        "status %r, output %r, children alive %r" % (st, rest, [alive(k) for k in kids]))
            finally:
                t.close()

        t = Term([smolvm], home, env_extra)
        try:
            t.expect(b">>> ")
            kids = children(t.pid)
            t.send(b"print('HOSTILE-STALL')\r")
            t.quiet(0.5)
            t.send(b"\x03")
            first = t.quiet(0.5)
            still = t.wait(0.2) is None and all(alive(k) for k in kids)
            t.send(b"\x03")
            st = t.wait(10)
            rest = t.quiet(0.2)
            s.check("repl (terminal): a child that stops halfway through a frame: the first Ctrl-C says a run "
                    "cannot be interrupted, the second ends the session (the command ends by SIGINT)",
                    still and b"Ctrl-C again ends the session" in first and st is not None and os.WIFSIGNALED(st)
                    and os.WTERMSIG(st) == signal.SIGINT and b"session was ended" in t.buf + rest
                    and not any(alive(k) for k in kids),
                    "first %r, status %r, output %r" % (first, st, rest))
        finally:
            t.close()

        t = Term([smolvm], home, env_extra)
        try:
            t.expect(b">>> ")
            kids = children(t.pid)
            t.send(b"print('HOSTILE-SPIN')\r")
            t.quiet(0.5)
            os.kill(t.pid, signal.SIGKILL)
            t.wait(5)
            end = time.monotonic() + 5
            while any(alive(k) for k in kids) and time.monotonic() < end:
                time.sleep(0.05)
            s.check("repl (terminal): the session's process dies with the editing process",
                    kids and not any(alive(k) for k in kids), repr(kids))
        finally:
            for k in kids:
                try:
                    os.kill(k, signal.SIGKILL)
                except OSError:
                    pass
            t.close()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--smolvm", default="build/smolvm")
    ap.add_argument("--forbidden", default=None)
    args = ap.parse_args()
    s = Suite()
    t0 = time.monotonic()
    if not os.access(args.smolvm, os.X_OK):
        s.check("%s exists" % args.smolvm, False, "not found (make %s)" % args.smolvm)
    else:
        smolvm = os.path.abspath(args.smolvm)
        forbidden = os.path.abspath(args.forbidden) if args.forbidden else None
        for fn in (check_help, check_docs, check_version, check_usage_errors, check_stdin, check_show_output,
                   check_limit_locations, check_error_texts, check_refusals, check_repl_pipe):
            try:
                fn(s, smolvm)
            except (OSError, subprocess.SubprocessError) as e:
                s.check("%s ran" % fn.__name__, False, str(e))
        try:
            check_repl_terminal(s, smolvm, forbidden)
        except (OSError, subprocess.SubprocessError) as e:
            s.check("check_repl_terminal ran", False, str(e))
        try:
            check_repl_hostile_child(s, smolvm)
        except (OSError, subprocess.SubprocessError) as e:
            s.check("check_repl_hostile_child ran", False, str(e))
    print("(%.1fs)" % (time.monotonic() - t0))
    print("%d passed, %d failed" % (s.passed, s.failed))
    return 1 if s.failed else 0


if __name__ == "__main__":
    sys.exit(main())
