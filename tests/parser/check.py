#!/usr/bin/env python3
"""Check smolvm's parser against CPython 3.11.

Run from the repository root:

    python3 tests/parser/check.py            # build, compare, self-check
    python3 tests/parser/check.py --asan     # the same under ASan+UBSan, more fuzzing
    python3 tests/parser/check.py --regen    # rewrite the committed expectations
    python3 tests/parser/check.py FILE...    # compare just these files

What it does:
  1. Builds the standalone test program (tests/unit/test_parser.c) from the
     parser's own sources plus tests/parser/stub_alloc.c, so it works before
     the rest of libsmolvm links. --bin PATH uses an existing binary instead
     (for example build/unit/test_parser, which `make unit` builds).
  2. Corpus: every tests/parser/corpus/*.py and tests/conformance/**/*.py is
     dumped by the C parser and by dump_ast.py (CPython's ast module) and the
     two dumps are compared: same tree, same positions, or the same error.
  3. Errors: every tests/parser/errors/*.py must fail with CPython's message
     and line; the column is compared and differences are listed.
  4. Runs the binary's own --check mode (the committed .ast/.expect files,
     pathological nesting, an allocation-failure sweep, mutation fuzzing).
Exit status is non-zero when anything failed.

--regen writes corpus/NAME.ast (CPython's dump) and errors/NAME.expect
("Kind:line:col: msg" from CPython) next to each input.
"""
import argparse
import glob
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import dump_ast  # noqa: E402

SOURCES = ["compiler/arena.c", "compiler/lexer.c", "compiler/parser.c", "compiler/astdump.c",
           "tests/unit/test_parser.c", "tests/parser/stub_alloc.c"]
FLAGS = ["-std=c11", "-D_GNU_SOURCE", "-Wall", "-Wextra", "-Werror", "-Wno-unused-parameter",
         "-Wno-missing-field-initializers", "-I."]


def build(asan):
    out = os.path.join(ROOT, "build", "parser-test-asan" if asan else "parser-test")
    os.makedirs(os.path.dirname(out), exist_ok=True)
    cc = os.environ.get("CC", "cc")
    extra = ["-O1", "-g", "-fsanitize=address,undefined", "-fno-omit-frame-pointer",
             "-fno-sanitize-recover=undefined"] if asan else ["-O2", "-g"]
    cmd = [cc] + FLAGS + extra + SOURCES + ["-lunistring", "-o", out]
    subprocess.run(cmd, cwd=ROOT, check=True)
    return out


def cpython_error(path):
    """CPython's parse error for a file as 'Kind:line:col: msg', or None."""
    with open(path, "rb") as f:
        data = f.read()
    try:
        import ast
        ast.parse(data, path)
    except SyntaxError as e:
        return "%s:%s:%s: %s" % (type(e).__name__, e.lineno, e.offset, e.msg)
    except ValueError as e:
        return "SyntaxError:1:1: %s" % e
    return None


def c_dumps(binary, paths):
    out = subprocess.run([binary] + paths, cwd=ROOT, capture_output=True, check=True).stdout
    return out.decode("utf-8", "replace").split("\n")[:len(paths)]


def first_diff(a, b):
    k = 0
    while k < len(a) and k < len(b) and a[k] == b[k]:
        k += 1
    lo = max(0, k - 80)
    return "    cpython ...%s\n    smolvm  ...%s" % (a[lo:k + 120], b[lo:k + 120])


def compare_corpus(binary, paths, verbose):
    ok = bad = 0
    for i in range(0, len(paths), 200):
        chunk = paths[i:i + 200]
        got = c_dumps(binary, chunk)
        for path, mine in zip(chunk, got):
            want = dump_ast.dump_file(path)
            if want.startswith("ERROR ") and mine.startswith("ERROR "):
                # Both reject the file: the message and line must agree.
                same = want.split(":", 2)[:2] == mine.split(":", 2)[:2] and \
                    want.split(": ", 1)[-1] == mine.split(": ", 1)[-1]
            else:
                same = want == mine
            if same:
                ok += 1
            else:
                bad += 1
                print("MISMATCH %s" % os.path.relpath(path, ROOT))
                if verbose or bad <= 20:
                    print(first_diff(want, mine))
    return ok, bad


def compare_errors(binary, paths):
    ok = bad = cols = 0
    got = c_dumps(binary, paths)
    for path, mine in zip(paths, got):
        want = cpython_error(path)
        rel = os.path.relpath(path, ROOT)
        if want is None:
            print("NOTE %s: CPython parses it (not an error case)" % rel)
            continue
        mine = mine[len("ERROR "):] if mine.startswith("ERROR ") else "(parsed)"
        wk, wl, wc, wm = want.split(":", 3)
        parts = mine.split(":", 3)
        if len(parts) == 4 and parts[0] == wk and parts[1] == wl and parts[3] == wm:
            ok += 1
            if parts[2] != wc:
                cols += 1
                print("column %s: CPython %s, smolvm %s (%s)" % (rel, wc, parts[2], wm.strip()))
        else:
            bad += 1
            print("ERROR MISMATCH %s\n    cpython %s\n    smolvm  %s" % (rel, want, mine))
    return ok, bad, cols


def regen():
    for path in sorted(glob.glob(os.path.join(HERE, "corpus", "*.py"))):
        with open(path[:-3] + ".ast", "w") as f:
            f.write(dump_ast.dump_file(path) + "\n")
    for path in sorted(glob.glob(os.path.join(HERE, "errors", "*.py"))):
        err = cpython_error(path)
        if err is None:
            print("warning: %s parses in CPython" % path)
            continue
        with open(path[:-3] + ".expect", "w") as f:
            f.write(err + "\n")
    print("expectations regenerated")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin")
    ap.add_argument("--asan", action="store_true")
    ap.add_argument("--regen", action="store_true")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("files", nargs="*")
    args = ap.parse_args()
    if args.regen:
        regen()
        return 0
    binary = args.bin or build(args.asan)
    if args.files:
        ok, bad = compare_corpus(binary, [os.path.abspath(f) for f in args.files], True)
        print("%d match, %d differ" % (ok, bad))
        return 1 if bad else 0
    corpus = sorted(glob.glob(os.path.join(HERE, "corpus", "*.py")))
    conf = sorted(glob.glob(os.path.join(ROOT, "tests", "conformance", "**", "*.py"),
                            recursive=True))
    ok, bad = compare_corpus(binary, corpus, args.verbose)
    print("corpus: %d of %d files match CPython" % (ok, ok + bad))
    failures = bad
    if conf:
        ok, bad = compare_corpus(binary, conf, args.verbose)
        print("conformance: %d of %d files match CPython" % (ok, ok + bad))
        failures += bad
    errs = sorted(glob.glob(os.path.join(HERE, "errors", "*.py")))
    ok, bad, cols = compare_errors(binary, errs)
    print("errors: %d of %d match CPython's message and line (%d with a different column)"
          % (ok, ok + bad, cols))
    failures += bad
    cmd = [binary, "--check", os.path.join(ROOT, "tests", "parser")]
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    tail = [l for l in r.stdout.splitlines() if not l.startswith("note ")]
    print("self-check: " + ("\n".join(tail[-20:]) if tail else "(no output)"))
    if r.returncode != 0:
        failures += 1
        print(r.stderr[-3000:])
    if args.asan:
        r = subprocess.run([binary, "--fuzz", "30000", "7"] + corpus, cwd=ROOT,
                           capture_output=True, text=True)
        print("asan fuzz: " + ("ok" if r.returncode == 0 else "FAILED\n" + r.stderr[-3000:]))
        failures += r.returncode != 0
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
