#!/usr/bin/env python3
"""Check that the built smolvm binaries are hardened (readelf only).

usage: check_elf.py [--build DIR]        (default: build)

For DIR/smolvm (the CLI) and DIR/libsmolvm.so it checks:
  - full RELRO: a GNU_RELRO segment and immediate binding (BIND_NOW in
    FLAGS, or NOW in FLAGS_1), so the GOT is read-only once loaded;
  - PIE for the executable: ELF type DYN with PIE in FLAGS_1;
  - a stack canary: __stack_chk_fail is referenced;
  - fortified libc calls: some __*_chk symbol is referenced;
  - no executable stack: the GNU_STACK segment is not executable.
The last line is `N passed, M failed`, like the other suites; the exit
status is 1 when anything failed.
"""
import argparse
import os
import re
import subprocess
import sys


def readelf(args, path):
    p = subprocess.run(["readelf", "-W"] + args + [path], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, env=dict(os.environ, LC_ALL="C"))
    if p.returncode != 0:
        raise RuntimeError("readelf %s %s failed: %s" % (" ".join(args), path,
                                                         p.stderr.decode(errors="replace").strip()))
    return p.stdout.decode(errors="replace")


def checks(path, executable):
    """Yield (name, ok, detail) for one ELF file."""
    header = readelf(["-h"], path)
    segments = readelf(["-l"], path)
    dynamic = readelf(["-d"], path)
    symbols = readelf(["--dyn-syms"], path)

    m = re.search(r"^\s*Type:\s+(\S+)", header, re.M)
    etype = m.group(1) if m else "?"
    flags1 = " ".join(re.findall(r"\(FLAGS_1\)\s+Flags:\s*(.*)", dynamic))
    flags = " ".join(re.findall(r"\(FLAGS\)\s+(.*)", dynamic))
    now = "BIND_NOW" in flags.split() or "NOW" in flags1.split() or "(BIND_NOW)" in dynamic

    yield "GNU_RELRO segment", re.search(r"^\s*GNU_RELRO\s", segments, re.M) is not None, ""
    yield "immediate binding (BIND_NOW)", now, "FLAGS: %s; FLAGS_1: %s" % (flags or "-", flags1 or "-")
    if executable:
        yield "position independent (type DYN)", etype == "DYN", "ELF type %s" % etype
        yield "position independent (FLAGS_1 PIE)", "PIE" in flags1.split(), "FLAGS_1: %s" % (flags1 or "-")
    undefined = set(re.findall(r"\bUND\s+(\S+)", symbols))
    names = {s.split("@")[0] for s in undefined}
    yield "stack canary (__stack_chk_fail)", "__stack_chk_fail" in names, ""
    chk = sorted(n for n in names if re.match(r"__\w+_chk$", n) and n != "__stack_chk_fail")
    yield "fortify (__*_chk functions)", bool(chk), ", ".join(chk[:6])
    stack = re.search(r"^\s*GNU_STACK\s+.*\s([RWE ]{1,3})\s+0x[0-9a-f]+\s*$", segments, re.M)
    if stack is None:
        yield "non-executable stack", False, "no GNU_STACK segment"
    else:
        yield "non-executable stack", "E" not in stack.group(1), "GNU_STACK flags %s" % stack.group(1).strip()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default="build", help="build directory (default: build)")
    args = ap.parse_args()
    passed = failed = 0
    for name, executable in (("smolvm", True), ("libsmolvm.so", False)):
        path = os.path.join(args.build, name)
        try:
            results = list(checks(path, executable))
        except (OSError, RuntimeError) as e:
            print("FAIL %s: %s" % (path, e))
            failed += 1
            continue
        for what, ok, detail in results:
            print("%s %s: %s%s" % ("ok  " if ok else "FAIL", path, what, " (%s)" % detail if detail else ""))
            if ok:
                passed += 1
            else:
                failed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
