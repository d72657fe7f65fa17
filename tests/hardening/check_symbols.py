#!/usr/bin/env python3
"""Check that the libraries export only the public API.

usage: check_symbols.py [--build DIR] [--cc CC]      (default: build, cc)

  - every global symbol defined in DIR/libsmolvm.a and every dynamic symbol
    DIR/libsmolvm.so defines is a function include/smolvm.h declares, and
    every declared function is exported by both;
  - the shared library's SONAME is libsmolvm.so.<major>;
  - a host that defines names the library uses inside (dict_new, exc_raise,
    mem_alloc, gc_collect) links against each library and runs a snippet.
The last line is `N passed, M failed`; the exit status is 1 on a failure.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LIBS = ["-lxxhash", "-lgmp", "-lpcre2-8", "-lunistring", "-lseccomp", "-lnettle", "-lb2", "-lz", "-lm"]

HOST = r'''
#include <stdio.h>
#include <string.h>
#include "smolvm.h"
/* Names the library uses internally; the host's own must win here and
 * the library must keep using its own. */
int dict_new(void) { return 42; }
int exc_raise(int x) { return x + 1; }
void *mem_alloc(void *vm, unsigned long n) { (void)vm; (void)n; return 0; }
int gc_collect(void) { return 7; }
int main(void) {
    if (smol_abi_version() != SMOL_ABI_VERSION) return 2;
    smol_config c;
    smol_config_init(&c);
    smol_vm *vm = smol_vm_new(&c);
    if (!vm) { puts("smol_vm_new returned NULL"); return 1; }
    smol_session *s = smol_session_new(vm);
    const char *src = "d = {i: i * i for i in range(5)}\nprint(sum(d.values()), sorted(d)[-1])";
    smol_result r;
    smol_run(s, src, strlen(src), NULL, &r);
    printf("%s %s%d %d %d %d\n", smol_status_name(r.status), r.logs ? r.logs : "", dict_new(), exc_raise(1),
           mem_alloc(0, 0) == 0, gc_collect());
    smol_result_free(&r);
    smol_session_free(s);
    smol_vm_free(vm);
    return 0;
}
'''
WANT = "ok 30 4\n42 2 1 7\n"


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          env=dict(os.environ, LC_ALL="C"), **kw)


def declared():
    text = open(os.path.join(ROOT, "include", "smolvm.h")).read()
    names = set()
    for m in re.finditer(r"^([a-z][^\n;]*?)\b(smol_[a-z_]+)\(", text, re.M):
        if not m.group(1).startswith("static"):
            names.add(m.group(2))
    return names


def defined(cmd):
    p = run(cmd)
    if p.returncode != 0:
        raise RuntimeError(" ".join(cmd) + ": " + p.stdout.decode(errors="replace"))
    out = set()
    for line in p.stdout.decode().splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[1] not in ("U", "w", "v"):
            out.add(parts[2].split("@")[0])
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--cc", default=os.environ.get("CC", "cc"))
    a = ap.parse_args()
    results = []

    def check(name, ok, detail=""):
        results.append(ok)
        if not ok:
            print("FAIL %s: %s" % (name, detail))

    api = declared()
    check("header declares the API", len(api) > 20, "%d functions" % len(api))
    static = os.path.join(a.build, "libsmolvm.a")
    shared = os.path.join(a.build, "libsmolvm.so")
    for name, cmd in (("static", ["nm", "-g", "--defined-only", static]),
                      ("shared", ["nm", "-D", "--defined-only", shared])):
        syms = defined(cmd)
        extra = sorted(syms - api)
        missing = sorted(api - syms)
        check("%s: only the API is exported" % name, not extra, "%d others: %s" % (len(extra), extra[:10]))
        check("%s: the whole API is exported" % name, not missing, "missing: %s" % missing)

    dyn = run(["readelf", "-d", shared]).stdout.decode()
    m = re.search(r"Library soname: \[([^\]]+)\]", dyn)
    check("SONAME carries the major version", bool(m and re.fullmatch(r"libsmolvm\.so\.\d+", m.group(1))),
          m.group(1) if m else "no SONAME")

    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "host.c")
        with open(src, "w") as f:
            f.write(HOST)
        inc = ["-I" + os.path.join(ROOT, "include")]
        builds = (("static", [static] + LIBS),
                  ("shared", ["-L" + a.build, "-lsmolvm", "-Wl,-rpath," + os.path.abspath(a.build)]))
        for name, link in builds:
            exe = os.path.join(tmp, "host-" + name)
            p = run([a.cc, "-std=c11", "-Wall"] + inc + ["-o", exe, src] + link)
            check("a host defining dict_new links (%s)" % name, p.returncode == 0, p.stdout.decode(errors="replace"))
            if p.returncode != 0:
                continue
            p = run([exe])
            out = p.stdout.decode(errors="replace")
            check("that host runs a snippet (%s)" % name, p.returncode == 0 and out == WANT,
                  "rc=%d output %r" % (p.returncode, out))

    n_ok = sum(results)
    print("%d passed, %d failed" % (n_ok, len(results) - n_ok))
    return 0 if n_ok == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
