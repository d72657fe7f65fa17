#!/usr/bin/env python3
"""Coverage of the allowed modules' public names by the conformance suite.

The modules are the ones the default policy names (read from smolvm's own
rejection of `import os`) plus their public submodules. A module's public
names are CPython 3.11's: its `__all__`, else every name of `dir()` without a
leading underscore that is not a module. For each name the table lists the
conformance snippets that use it: `mod.name` through any alias of the
module, or `from mod import name` followed by a use of the bound name (a
star import counts every public name the snippet then uses).

Each name is either in smolvm's module (checked with `hasattr` in a fresh
session) or listed in ABSENT below with the reason it is left out; a name
smolvm has that is listed in ABSENT, or a name it lacks that is not, is an
error. Every module of the allowlist must import in a fresh session.

Writes tests/coverage/modules.md; `--check` exits 1 when a name smolvm
has is used by no snippet, or on any of the errors above.
"""
import argparse
import ast
import os
import re
import subprocess
import sys
import types

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CONF = os.path.join(ROOT, "tests", "conformance")
OUT = os.path.join(HERE, "modules.md")

SUBMODULES = {"collections": ["collections.abc"], "urllib": ["urllib.parse"]}

# Public names of CPython 3.11 that smolvm leaves out on purpose.
ABSENT = {
    "time": {
        "CLOCK_BOOTTIME CLOCK_MONOTONIC CLOCK_MONOTONIC_RAW CLOCK_PROCESS_CPUTIME_ID CLOCK_REALTIME "
        "CLOCK_TAI CLOCK_THREAD_CPUTIME_ID clock_getres clock_gettime clock_gettime_ns "
        "get_clock_info pthread_getcpuclockid thread_time thread_time_ns":
            "host clocks by id and their descriptions: a snippet reads time through the VM's "
            "clock only (time, monotonic, perf_counter, process_time)",
        "clock_settime clock_settime_ns tzset":
            "they change the host's clock or time zone",
    },
    "random": {
        "SystemRandom": "it reads the host's entropy source; a session's randomness comes from "
                        "its seed",
    },
    "re": {
        "template": "deprecated in 3.11 and removed in 3.13 (re.TEMPLATE with it)",
    },
    "unicodedata": {
        "UCD ucd_3_2_0": "the Unicode 3.2 database object exists for IDNA encoding only; "
                         "the module's functions use the current database",
    },
    "contextlib": {
        "AbstractAsyncContextManager AsyncExitStack aclosing asynccontextmanager":
            "smolvm has no async functions",
        "chdir": "a snippet has no file system or working directory",
    },
    "io": {
        "BlockingIOError BufferedRWPair BufferedRandom BufferedReader BufferedWriter FileIO "
        "open open_code":
            "files and raw streams: a snippet has no file system (StringIO, BytesIO and TextIOWrapper over them only)",
    },
    "types": {
        "AsyncGeneratorType CoroutineType coroutine": "smolvm has no async functions",
        "CellType CodeType FrameType TracebackType": "introspection of interpreter internals",
        "ClassMethodDescriptorType GetSetDescriptorType MemberDescriptorType MethodDescriptorType "
        "MethodWrapperType WrapperDescriptorType DynamicClassAttribute":
            "smolvm does not tell these objects apart from functions, methods and classes",
    },
    "binascii": {
        "a2b_qp a2b_uu b2a_qp b2a_uu crc_hqx": "not written yet (quoted-printable, uuencode, CRC-CCITT)",
    },
    "difflib": {
        "HtmlDiff": "not written yet",
    },
    "urllib.parse": {
        "DefragResultBytes ParseResultBytes SplitResultBytes": "URLs are split as str only",
    },
    "calendar": {
        "LocaleHTMLCalendar LocaleTextCalendar": "they read the host's locales",
    },
    "uuid": {
        "uuid1 getnode": "they read the host's clock and network address",
        "SafeUUID Enum bytes_ int_": "helpers of CPython's module that say whether the host made a "
                                     "uuid1 safely, or aliases it uses internally",
    },
}


def absent_reasons():
    out = {}
    for mod, groups in ABSENT.items():
        for names, why in groups.items():
            for n in names.split():
                out[(mod, n)] = why
    return out


def allowlist(smolvm):
    p = subprocess.run([smolvm, "-c", "import os"], capture_output=True, text=True, timeout=60)
    m = re.search(r"Authorized imports are: (\[.*\])", p.stdout + p.stderr)
    if not m:
        sys.exit("gen_modules: no allowlist in smolvm's refusal of `import os`: %r" % (p.stdout + p.stderr))
    mods = ast.literal_eval(m.group(1))
    out = []
    for mod in mods:
        out.append(mod)
        out.extend(SUBMODULES.get(mod, []))
    return out


def cpython_names(mods):
    out = {}
    for m in mods:
        mod = __import__(m)
        for part in m.split(".")[1:]:
            mod = getattr(mod, part)
        names = getattr(mod, "__all__", None)
        if names is None:
            names = [n for n in dir(mod) if not n.startswith("_") and not isinstance(getattr(mod, n), types.ModuleType)]
        out[m] = sorted(set(names))
    return out


def run_smolvm(smolvm, src):
    p = subprocess.run([smolvm, "run", "--allow-import", "*", "-"], input=src, capture_output=True,
                       text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def smolvm_lacks(smolvm, names):
    src = []
    for m, ns in names.items():
        src.append("import %s\nprint(%r, *[n for n in %r if not hasattr(%s, n)])" % (m, m, ns, m))
    rc, out, err = run_smolvm(smolvm, "\n".join(src) + "\n")
    if rc != 0:
        sys.exit("gen_modules: listing the names smolvm lacks failed (%d): %s" % (rc, err))
    lacks = {}
    for line in out.splitlines():
        parts = line.split()
        lacks[parts[0]] = set(parts[1:])
    return lacks


def import_failures(smolvm, mods):
    bad = []
    for m in mods:
        rc, out, err = run_smolvm(smolvm, "import %s\n" % m)
        if rc != 0:
            bad.append("%s: %s" % (m, (out + err).strip().splitlines()[-1:]))
    return bad


def snippets():
    for d, _, files in os.walk(CONF):
        for f in sorted(files):
            if f.endswith(".py"):
                yield os.path.relpath(os.path.join(d, f), CONF)


def dotted(node):
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return list(reversed(parts))
    return None


def scan(mods, public):
    """{(module, name): set of snippet paths}"""
    uses = {}
    modset = set(mods)
    for rel in snippets():
        try:
            tree = ast.parse(open(os.path.join(CONF, rel), encoding="utf-8").read())
        except (SyntaxError, UnicodeDecodeError):
            continue
        aliases = {}   # bound name -> module
        bound = {}     # bound name -> (module, name)
        stars = []
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for a in node.names:
                    if a.asname:
                        aliases[a.asname] = a.name
                    else:
                        top = a.name.split(".")[0]
                        aliases[top] = top
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for a in node.names:
                    if a.name == "*":
                        stars.append(node.module)
                        continue
                    sub = node.module + "." + a.name
                    if sub in modset:
                        aliases[a.asname or a.name] = sub
                    else:
                        bound[a.asname or a.name] = (node.module, a.name)
        loaded = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
                loaded.add(node.id)
            elif isinstance(node, ast.Attribute):
                parts = dotted(node)
                if not parts or parts[0] not in aliases:
                    continue
                mod = aliases[parts[0]]
                rest = parts[1:]
                while len(rest) > 1 and mod + "." + rest[0] in modset:
                    mod = mod + "." + rest[0]
                    rest = rest[1:]
                if rest and mod in modset:
                    uses.setdefault((mod, rest[0]), set()).add(rel)
        for name, key in bound.items():
            if name in loaded:
                uses.setdefault(key, set()).add(rel)
        for mod in stars:
            for n in public.get(mod, ()):
                if n in loaded:
                    uses.setdefault((mod, n), set()).add(rel)
    return uses


# The oracle is the system's CPython 3.11 (as for the conformance outputs):
# later 3.11 releases added public names (enum.pickle_by_*).
ORACLE = "/usr/bin/python3"


def main():
    if os.path.exists(ORACLE) and os.path.realpath(sys.executable) != os.path.realpath(ORACLE):
        os.execv(ORACLE, [ORACLE] + sys.argv)
    ap = argparse.ArgumentParser()
    ap.add_argument("--smolvm", default=os.path.join(ROOT, "build", "smolvm"))
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()

    mods = allowlist(args.smolvm)
    public = cpython_names(mods)
    lacks = smolvm_lacks(args.smolvm, public)
    reasons = absent_reasons()
    uses = scan(mods, public)
    errors = ["%s does not import in a fresh session: %s" % tuple(b.split(": ", 1)) for b in import_failures(args.smolvm, mods)]

    lines = ["# Module coverage", "",
             "Generated by `tests/coverage/gen_modules.py` (checked in `make test`): every public",
             "name of CPython 3.11's version of each module the default policy allows, with",
             "the conformance snippets (`tests/conformance/`) that use it, or the reason",
             "smolvm leaves it out.", ""]
    uncovered, total = [], 0
    for m in mods:
        names = public[m]
        have = [n for n in names if n not in lacks.get(m, ())]
        covered = sum(1 for n in have if uses.get((m, n)))
        lines += ["## %s" % m, "",
                  "%d public names, %d in smolvm, %d of them used by snippets." % (len(names), len(have), covered),
                  "", "| name | snippets | examples |", "|---|---|---|"]
        for n in names:
            total += 1
            if n in lacks.get(m, ()):
                why = reasons.get((m, n))
                if why is None:
                    errors.append("%s.%s: CPython has it, smolvm does not, and ABSENT gives no reason" % (m, n))
                    why = "MISSING"
                lines.append("| `%s` | absent | %s |" % (n, why))
                continue
            if (m, n) in reasons:
                errors.append("%s.%s: listed in ABSENT but smolvm has it" % (m, n))
            files = sorted(uses.get((m, n), ()))
            if not files:
                uncovered.append("%s.%s" % (m, n))
            ex = ", ".join("`%s`" % f for f in files[:3]) + (", ..." if len(files) > 3 else "")
            lines.append("| `%s` | %d | %s |" % (n, len(files), ex or "NONE"))
        lines.append("")
    text = "\n".join(lines)
    summary = "module coverage: %d modules, %d public names, %d without a snippet, %d errors" % (
        len(mods), total, len(uncovered), len(errors))
    if args.check:
        stale = not os.path.exists(OUT) or open(OUT, encoding="utf-8").read() != text
        if stale:
            print("note: tests/coverage/modules.md is out of date; run python3 tests/coverage/gen_modules.py")
        for e in errors:
            print("error:", e)
        if uncovered:
            print("without a snippet:", " ".join(uncovered))
        print(summary)
        if errors or uncovered:
            print("0 passed, 1 failed")
            sys.exit(1)
        print("1 passed, 0 failed")
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    for e in errors:
        print("error:", e)
    if uncovered:
        print("without a snippet:", " ".join(uncovered))
    print(summary)


if __name__ == "__main__":
    main()
