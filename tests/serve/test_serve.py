#!/usr/bin/python3
"""End-to-end tests of `smolvm serve` (docs/protocol.md) and `smolvm run --json`.

    /usr/bin/python3 tests/serve/test_serve.py --smolvm build/smolvm [--fuzz-lines N] [--rss-slack KB] [--only NAME]

Expected Python behaviour (reprs, value round trips) comes from the CPython
running this script. The robustness part feeds one server process N random
and malformed lines (10,000 by default), checks that every line is answered,
that the process survives, stays within its session cap and does not grow
without bound, and that it still serves a valid session afterwards. With an
ASan build, pass a smaller --fuzz-lines; any sanitizer report on the
server's standard error fails the test.

Prints `N passed, M failed` and exits non-zero on failure.
"""
import argparse
import ast
import base64
import json
import math
import os
import random
import select
import subprocess
import sys
import tempfile
import threading
import time

SANITIZER_MARKS = (b"ERROR: AddressSanitizer", b"ERROR: LeakSanitizer", b"runtime error:",
                   b"ERROR: UndefinedBehaviorSanitizer", b"SUMMARY: ")

passed = 0
failed = 0


def check(cond, name, detail=""):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        d = str(detail)
        if len(d) > 1500:
            d = d[:1500] + "..."
        print(f"FAIL {name}: {d}", flush=True)
    return cond


class Server:
    """One `smolvm serve` process, read with timeouts."""

    def __init__(self, smolvm, *args, read_hello=True):
        self.err = tempfile.TemporaryFile()
        self.p = subprocess.Popen([smolvm, *args, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=self.err)
        self.buf = bytearray()
        self.hello = self.read() if read_hello else None

    def send_raw(self, data):
        self.p.stdin.write(data)
        self.p.stdin.flush()

    def send(self, obj):
        self.send_raw(json.dumps(obj).encode() + b"\n")

    def read_line(self, timeout=60):
        end = time.time() + timeout
        # Only what arrived since the last look is searched: a reply may
        # be hundreds of megabytes.
        scan = 0
        while (i := self.buf.find(b"\n", scan)) < 0:
            scan = len(self.buf)
            left = end - time.time()
            if left <= 0:
                raise TimeoutError("no line from the server")
            r, _, _ = select.select([self.p.stdout], [], [], left)
            if not r:
                continue
            chunk = os.read(self.p.stdout.fileno(), 1 << 20)
            if not chunk:
                raise EOFError("the server closed its output")
            self.buf += chunk
        line = bytes(self.buf[:i])
        del self.buf[:i + 1]
        return line

    def read(self, timeout=60):
        return json.loads(self.read_line(timeout))

    def call(self, obj, timeout=60):
        self.send(obj)
        return self.read(timeout)

    def rss_kb(self):
        with open(f"/proc/{self.p.pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def proc_status(self, key):
        with open(f"/proc/{self.p.pid}/status") as f:
            for line in f:
                if line.startswith(key + ":"):
                    return line.split(":", 1)[1].strip()
        return None

    def close(self, timeout=60):
        try:
            self.p.stdin.close()
        except OSError:
            pass
        try:
            rc = self.p.wait(timeout)
        except subprocess.TimeoutExpired:
            self.p.kill()
            rc = self.p.wait()
        return rc

    def stderr(self):
        self.err.seek(0)
        return self.err.read()


def no_sanitizer_report(name, err):
    bad = [m for m in SANITIZER_MARKS if m in err]
    return check(not bad, name + ": no sanitizer report", err[-3000:].decode(errors="replace"))


# ---- values: the protocol's encoding, written from its table ----

def encode(v):
    if v is None or isinstance(v, bool) or isinstance(v, int) or isinstance(v, str):
        return v
    if isinstance(v, float):
        if math.isnan(v):
            return {"$float": "nan"}
        if math.isinf(v):
            return {"$float": "inf" if v > 0 else "-inf"}
        return v
    if isinstance(v, list):
        return [encode(x) for x in v]
    if isinstance(v, tuple):
        return {"$tuple": [encode(x) for x in v]}
    if isinstance(v, frozenset):
        return {"$frozenset": [encode(x) for x in v]}
    if isinstance(v, set):
        return {"$set": [encode(x) for x in v]}
    if isinstance(v, bytes):
        return {"$bytes": base64.b64encode(v).decode()}
    if isinstance(v, dict):
        if all(isinstance(k, str) for k in v) and not (len(v) == 1 and next(iter(v)).startswith("$")):
            return {k: encode(x) for k, x in v.items()}
        return {"$dict": [[encode(k), encode(x)] for k, x in v.items()]}
    raise TypeError(type(v))


class Repr:
    def __init__(self, text):
        self.text = text

    def __eq__(self, other):
        return isinstance(other, Repr) and other.text == self.text

    def __hash__(self):
        return hash(self.text)

    def __repr__(self):
        return f"Repr({self.text!r})"


def decode(j):
    if isinstance(j, list):
        return [decode(x) for x in j]
    if isinstance(j, dict):
        if len(j) == 1:
            (k, x), = j.items()
            if k.startswith("$"):
                if k == "$float":
                    return float(x)
                if k == "$tuple":
                    return tuple(decode(i) for i in x)
                if k == "$set":
                    return set(decode(i) for i in x)
                if k == "$frozenset":
                    return frozenset(decode(i) for i in x)
                if k == "$bytes":
                    return base64.b64decode(x, validate=True)
                if k == "$dict":
                    return {decode(a): decode(b) for a, b in x}
                if k == "$repr":
                    return Repr(x)
                raise ValueError("unknown tag " + k)
        return {k: decode(x) for k, x in j.items()}
    return j


def same(a, b):
    """Equal with the same types all the way down (nan equals nan, -0.0 is not 0.0)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, float):
        if math.isnan(a):
            return math.isnan(b)
        return a == b and math.copysign(1, a) == math.copysign(1, b)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        if len(a) != len(b):
            return False
        ka, kb = list(a), list(b)
        return all(same(x, y) and same(a[x], b[y]) for x, y in zip(ka, kb))
    if isinstance(a, (set, frozenset)):
        return len(a) == len(b) and all(any(same(x, y) for y in b) for x in a)
    return a == b


def result_of(reply):
    assert reply.get("type") == "reply" and reply.get("ok") is True, reply
    return reply["result"]


# ---- the tests ----

def test_hello(smolvm):
    s = Server(smolvm)
    h = s.hello
    check(h.get("type") == "hello" and h.get("protocol") == 1, "hello: type and protocol", h)
    check(h.get("max_line") == 16 * 1024 * 1024 and h.get("max_sessions") == 1024, "hello: max_line, max_sessions", h)
    lim, ceil = h.get("limits", {}), h.get("ceilings", {})
    keys = {"max_instructions", "max_memory", "max_recursion", "max_output", "deadline_seconds"}
    check(set(lim) == keys and set(ceil) == keys, "hello: limit keys", h)
    check(all(ceil[k] >= lim[k] for k in keys), "hello: ceilings at least the defaults", h)
    check(lim.get("deadline_seconds") == 30.0 and isinstance(lim.get("deadline_seconds"), float),
          "hello: default deadline 30.0", lim)
    check(ceil == {"max_instructions": 10**12, "max_memory": 4 << 30, "max_recursion": 10000,
                   "max_output": 64 << 20, "deadline_seconds": 3600.0}, "hello: ceilings", ceil)
    check("math" in h.get("authorized_imports", []) and "os" not in h.get("authorized_imports", []),
          "hello: authorized_imports", h)
    check(isinstance(h.get("smolvm"), str) and h["smolvm"].count(".") == 2, "hello: version", h)
    r = s.call({"op": "ping", "id": "x"})
    check(r == {"type": "reply", "id": "x", "ok": True}, "ping", r)
    r = s.call({"op": "shutdown", "id": 9})
    check(r == {"type": "reply", "id": 9, "ok": True}, "shutdown reply", r)
    rc = s.close()
    check(rc == 0, "shutdown exits 0", rc)
    no_sanitizer_report("hello", s.stderr())
    # Options set the defaults.
    s = Server(smolvm, "--max-memory", "64M", "--deadline", "5", "--allow-import", "numpy", "--seed", "7")
    h = s.hello
    check(h["limits"]["max_memory"] == 64 << 20 and h["limits"]["deadline_seconds"] == 5.0, "hello: options", h)
    check(h["authorized_imports"][-1] == "numpy", "hello: --allow-import listed", h["authorized_imports"])
    s.close()


def test_confinement(smolvm):
    s = Server(smolvm)
    s.call({"op": "ping"})
    seccomp = s.proc_status("Seccomp")
    s.close()
    err = s.stderr()
    if b"not confined" in err:
        check(b"sanitizer" in err or b"warning" in err, "confinement: a sanitizer build warns", err)
    else:
        check(seccomp == "2", "confinement: the server runs under its seccomp filter", seccomp)
    s = Server(smolvm, "--no-confine")
    s.call({"op": "ping"})
    seccomp = s.proc_status("Seccomp")
    s.close()
    check(seccomp == "0" and b"--no-confine" in s.stderr(), "confinement: --no-confine warns and skips",
          (seccomp, s.stderr()))


def test_open(smolvm):
    s = Server(smolvm)
    r = s.call({"op": "open", "id": 1, "limits": {"max_memory": 64 << 20, "deadline_seconds": 5},
                "imports": ["fractions", "collections.*", "math"], "tools": ["search", "lookup"], "seed": 42})
    check(r.get("ok") and r.get("session") == "s1", "open: session id", r)
    check(r.get("limits", {}).get("max_memory") == 64 << 20 and r["limits"].get("deadline_seconds") == 5.0
          and r["limits"].get("max_instructions") == s.hello["limits"]["max_instructions"], "open: limits", r)
    imps = r.get("authorized_imports", [])
    check(imps[:len(s.hello["authorized_imports"])] == s.hello["authorized_imports"] and imps[-1:] == ["collections.*"]
          and imps.count("math") == 1 and imps.count("fractions") == 1, "open: authorized_imports", imps)
    check(r.get("tools") == ["search", "lookup"], "open: tools", r)
    r = s.call({"op": "tools", "id": 2, "session": "s1"})
    check(r.get("tools") == ["search", "lookup"], "tools op", r)
    # The rejection names the session's allowlist in smolagents' wording.
    res = result_of(s.call({"op": "run", "session": "s1", "code": "import os"}))
    msg = res["error"]["message"]
    prefix = "Import of os is not allowed. Authorized imports are: "
    check(res["status"] == "rejected" and msg.startswith(prefix), "run: rejected import wording", res)
    if msg.startswith(prefix):
        check(ast.literal_eval(msg[len(prefix):]) == imps, "run: rejection lists the allowlist", msg)
    res = result_of(s.call({"op": "run", "session": "s1", "code": "import collections.abc, fractions"}))
    check(res["status"] == "ok", "run: the added imports import", res)
    # Bad opens.
    bad = [
        ({"imports": ["numpy"]}, "invalid_value"),
        ({"imports": ["math", "pkg.*"]}, "invalid_value"),
        ({"limits": {"max_memory": 0}}, "limit"),
        ({"limits": {"max_memory": -5}}, "limit"),
        ({"limits": {"max_memory": (4 << 30) + 1}}, "limit"),
        ({"limits": {"max_instructions": 10**30}}, "limit"),
        ({"limits": {"deadline_seconds": 0}}, "limit"),
        ({"limits": {"deadline_seconds": 3600.5}}, "limit"),
        ({"limits": {"deadline_seconds": -1.0}}, "limit"),
        ({"limits": {"max_recursion": 10001}}, "limit"),
        ({"limits": {"max_output": "1M"}}, "bad_request"),
        ({"limits": {"max_memory": 1.5}}, "bad_request"),
        ({"limits": {"max_memory": True}}, "bad_request"),
        ({"limits": {"bogus": 1}}, "bad_request"),
        ({"limits": [1]}, "bad_request"),
        ({"imports": "numpy"}, "bad_request"),
        ({"imports": [1]}, "bad_request"),
        ({"imports": ["a b"]}, "bad_request"),
        ({"imports": ["a..b"]}, "bad_request"),
        ({"imports": ["a\u0000b"]}, "bad_request"),
        ({"tools": ["print"]}, "bad_request"),
        ({"tools": ["final_answer"]}, "bad_request"),
        ({"tools": ["1abc"]}, "bad_request"),
        ({"tools": ["a", "a"]}, "bad_request"),
        ({"tools": ["ok\u0000"]}, "bad_request"),
        ({"tools": "search"}, "bad_request"),
        ({"seed": -1}, "bad_request"),
        ({"seed": 2**64}, "bad_request"),
        ({"seed": "1"}, "bad_request"),
    ]
    for extra, code in bad:
        r = s.call({"op": "open", "id": "b", **extra})
        check(r.get("ok") is False and r.get("error", {}).get("code") == code and r.get("id") == "b",
              f"open: {extra} -> {code}", r)
    r = s.call({"op": "open", "seed": 2**64 - 1, "limits": {"deadline_seconds": 0.25}})
    check(r.get("ok") and r["limits"]["deadline_seconds"] == 0.25, "open: largest seed, fractional deadline", r)
    # The same seed gives the same string hashes.
    a = s.call({"op": "open", "seed": 5})["session"]
    b = s.call({"op": "open", "seed": 5})["session"]
    c = s.call({"op": "open", "seed": 6})["session"]
    h = [result_of(s.call({"op": "run", "session": x, "code": "hash('abc')"}))["value"] for x in (a, b, c)]
    check(h[0] == h[1] and h[0] != h[2], "open: seed fixes string hashing", h)
    s.close()
    no_sanitizer_report("open", s.stderr())


def test_run_statuses(smolvm):
    s = Server(smolvm)
    sid = s.call({"op": "open", "limits": {"max_instructions": 1000000, "max_memory": 32 << 20}})["session"]
    cases = [
        ("x = 2\nprint('hi')\nx * 21", "ok", 42),
        ("final_answer([1, 'a'])", "final_answer", [1, "a"]),
        ("y = 1\nundefined_name", "exception", None),
        ("import subprocess", "rejected", None),
        ("while True:\n    pass", "instruction_budget", None),
        ("x = 'a' * (64 * 1024 * 1024)", "memory_cap", None),
        ("raise SystemExit(3)", "exit", None),
        ("def f(:\n  pass", "exception", None),
    ]
    for code, status, value in cases:
        res = result_of(s.call({"op": "run", "id": status, "session": sid, "code": code}))
        check(res["status"] == status, f"run: status {status}", res)
        check(res["is_final_answer"] == (status == "final_answer"), f"run {status}: is_final_answer", res)
        if status in ("ok", "final_answer"):
            check(res["value"] == value and res["error"] is None, f"run {status}: value", res)
        else:
            check(res["value"] is None and isinstance(res["error"], dict), f"run {status}: error", res)
        rc = res["receipt"]
        check(set(rc) == {"instructions", "peak_memory", "total_allocated", "allocations", "output_bytes",
                          "wall_seconds", "tool_calls"} and isinstance(rc["wall_seconds"], float),
              f"run {status}: receipt", rc)
    res = result_of(s.call({"op": "run", "session": sid, "code": "x = 2\nprint('hi')\nx * 21"}))
    check(res["logs"] == "hi\n" and res["output_repr"] == "42" and res["output_str"] == "42"
          and res["receipt"]["output_bytes"] == 3, "run: logs and output", res)
    res = result_of(s.call({"op": "run", "session": sid, "code": "y = 5\nundefined_name", "filename": "step.py"}))
    e = res["error"]
    check(e["type"] == "NameError" and e["message"] == "name 'undefined_name' is not defined" and e["line"] == 2
          and e["traceback"].startswith("Traceback (most recent call last):\n  File \"step.py\", line 2")
          and e["traceback"].endswith("NameError: name 'undefined_name' is not defined\n"),
          "run: exception details and filename", e)
    check(result_of(s.call({"op": "run", "session": sid, "code": "y"}))["value"] == 5,
          "run: a failing run keeps what it assigned", "")
    for status, code in (("budget", "while True:\n    pass"), ("memory", "x = 'a' * (64 * 1024 * 1024)")):
        e = result_of(s.call({"op": "run", "session": sid, "code": code}))["error"]
        check(e["type"] is None and e["message"] is None and isinstance(e["traceback"], str) and e["traceback"],
              f"run {status}: a limit stop has no type", e)
    e = result_of(s.call({"op": "run", "session": sid, "code": "raise SystemExit(3)"}))["error"]
    check(e["type"] == "SystemExit" and e["message"] == "3", "run exit: SystemExit details", e)
    dl = s.call({"op": "open", "limits": {"deadline_seconds": 0.3, "max_instructions": 10**12}})["session"]
    t = time.time()
    res = result_of(s.call({"op": "run", "session": dl, "code": "while True:\n    pass"}))
    check(res["status"] == "deadline" and time.time() - t < 10, "run: deadline", res)
    # Logs are capped by max_output.
    small = s.call({"op": "open", "limits": {"max_output": 100}})["session"]
    res = result_of(s.call({"op": "run", "session": small, "code": "for i in range(1000):\n    print(i)"}))
    check(res["logs_truncated"] is True and len(res["logs"]) < 400, "run: logs_truncated", res)
    # The session stays usable after every outcome.
    check(result_of(s.call({"op": "run", "session": sid, "code": "1 + 1"}))["value"] == 2,
          "run: session usable after failures", "")
    # Modules that need the library's data work inside the confinement.
    res = result_of(s.call({"op": "run", "session": sid, "code":
                            "import re, json, math, random, collections\n"
                            "random.seed(3)\n"
                            "(re.sub(r'\\d+', '#', 'a1b22'), json.dumps({'a': [1]}), math.sqrt(16.0),"
                            " random.randrange(10**6), collections.Counter('abca').most_common(1), 'ß'.upper(),"
                            " 10**30 // 7)"}))
    check(res["status"] == "ok" and decode(res["value"]) == ("a#b#", '{"a": [1]}', 4.0,
                                                              random.Random(3).randrange(10**6), [("a", 2)], "SS", 10**30 // 7), "run: modules under confinement", res)
    # Bad run requests.
    for req, code in (({"session": sid}, "bad_request"), ({"session": sid, "code": 5}, "bad_request"),
                      ({"session": "s999", "code": "1"}, "no_session"), ({"code": "1"}, "bad_request"),
                      ({"session": 1, "code": "1"}, "bad_request"),
                      ({"session": sid, "code": "1", "filename": 3}, "bad_request"),
                      ({"session": sid, "code": "1", "filename": "a\u0000b"}, "bad_request")):
        r = s.call({"op": "run", "id": 3, **req})
        check(r.get("ok") is False and r["error"]["code"] == code and r["id"] == 3, f"run: {req} -> {code}", r)
    r = s.call({"op": "run", "session": "s" + "9" * 5000, "code": "1"})
    check(r["error"]["code"] == "no_session" and len(r["error"]["message"]) < 400,
          "errors quote client strings briefly", r)
    s.close()
    no_sanitizer_report("run", s.stderr())


def test_tools(smolvm):
    s = Server(smolvm)
    sid = s.call({"op": "open", "tools": ["search", "lookup"]})["session"]
    s.send({"op": "run", "id": 2, "session": sid, "code": "x = search('cats', 2, limit=3, opts={'a': (1, 2)})\nprint(x)\nlen(x)"})
    ev = s.read()
    check(ev == {"type": "tool_call", "id": 2, "session": sid, "call": ev.get("call"), "name": "search",
                 "args": ["cats", 2], "kwargs": {"limit": 3, "opts": {"a": {"$tuple": [1, 2]}}}}
          and isinstance(ev.get("call"), int) and ev["call"] >= 1, "tool: call event", ev)
    call = ev["call"]
    r = s.call({"op": "ping", "id": "p"})
    check(r.get("ok") is False and r["error"]["code"] == "busy" and r["id"] == "p", "tool: busy while waiting", r)
    r = s.call({"op": "run", "id": "r", "session": sid, "code": "1"})
    check(r["error"]["code"] == "busy", "tool: a run while waiting is busy", r)
    r = s.call({"op": "shutdown", "id": "q"})
    check(r["error"]["code"] == "busy", "tool: shutdown while waiting is busy", r)
    r = s.call({"op": "tool_result", "id": "w", "call": call + 1, "value": 1})
    check(r.get("ok") is False and r["error"]["code"] == "bad_request" and r["id"] == "w",
          "tool: wrong call number", r)
    r = s.call({"op": "tool_result", "call": call, "value": {"$repr": "x"}})
    check(r["error"]["code"] == "invalid_value", "tool: a $repr reply is refused and the run waits", r)
    r = s.call({"op": "tool_result", "call": call, "value": 1, "error": {"type": "ValueError", "message": "m"}})
    check(r["error"]["code"] == "bad_request", "tool: value and error together", r)
    s.send_raw(b"not json\n")
    r = s.read()
    check(r["error"]["code"] == "parse_error", "tool: a bad line while waiting", r)
    s.send({"op": "tool_result", "call": call, "value": ["a", {"$bytes": "AAE="}]})
    res = result_of(s.read())
    check(res["status"] == "ok" and res["value"] == 2 and res["logs"] == "['a', b'\\x00\\x01']\n"
          and res["receipt"]["tool_calls"] == {"search": 1}, "tool: result reaches the snippet", res)
    # An error raises in the snippet; an unknown type becomes RuntimeError.
    s.send({"op": "run", "id": 3, "session": sid, "code":
            "try:\n    search('x')\nexcept ValueError as e:\n    print('caught', repr(e))\n"
            "try:\n    lookup()\nexcept RuntimeError as e:\n    print('rt', e)\nsearch('y')"})
    ev = s.read()
    s.send({"op": "tool_result", "call": ev["call"], "error": {"type": "ValueError", "message": "no results"}})
    ev2 = s.read()
    check(ev2.get("type") == "tool_call" and ev2["call"] == ev["call"] + 1 and ev2["name"] == "lookup",
          "tool: call numbers count up", ev2)
    s.send({"op": "tool_result", "call": ev2["call"], "error": {"type": "NoSuchError", "message": "boom"}})
    ev3 = s.read()
    s.send({"op": "tool_result", "call": ev3["call"], "error": {"type": "KeyError", "message": "k"}})
    res = result_of(s.read())
    check(res["status"] == "exception" and res["error"]["type"] == "KeyError"
          and res["logs"] == "caught ValueError('no results')\nrt NoSuchError: boom\n", "tool: errors raise", res)
    # An argument that cannot cross raises TypeError; the tool is not called.
    res = result_of(s.call({"op": "run", "session": sid, "code": "search(lambda: 1)"}))
    check(res["status"] == "exception" and res["error"]["type"] == "TypeError", "tool: uncrossable argument", res)
    r = s.call({"op": "tool_result", "call": 1, "value": 1})
    check(r["error"]["code"] == "bad_request", "tool: a result when nothing waits", r)
    # A __repr__ that `get` runs cannot reach a tool: there is no run to
    # carry the call.
    result_of(s.call({"op": "run", "session": sid, "code":
                      "class A:\n    def __repr__(self):\n        return search('r')\nobj = A()"}))
    r = s.call({"op": "get", "session": sid, "name": "obj"})
    check(r.get("value") == {"$repr": "<unprintable A object>"}, "tool: none from a get's __repr__", r)
    s.send({"op": "run", "session": sid, "code": "obj"})
    ev = s.read()
    while ev.get("type") == "tool_call":
        s.send({"op": "tool_result", "call": ev["call"], "value": "R"})
        ev = s.read()
    check(result_of(ev)["value"] == {"$repr": "R"}, "tool: a run's __repr__ may call a tool", ev)
    # Every value type crosses into a tool and back.
    vals = [None, True, -7, 2**100, -2**64, 1.5, -0.0, 1e300, "é\n\"", [1, [2]], (1,), {1, 2},
            frozenset({3}), b"\x00\xff", {"a": 1}, {1: "x"}, {"$k": 1}]
    src = "r = search(" + ", ".join(repr(v) for v in vals) + ")\n(r, search(float('nan'), float('-inf')))"
    s.send({"op": "run", "session": sid, "code": src})
    ev = s.read()
    check(len(ev["args"]) == len(vals) and all(same(decode(a), v) for a, v in zip(ev["args"], vals)),
          "tool: every argument type", ev)
    s.send({"op": "tool_result", "call": ev["call"], "value": ev["args"]})
    ev2 = s.read()
    check(math.isnan(decode(ev2["args"][0])) and ev2["args"][1] == {"$float": "-inf"}, "tool: nan, -inf arguments", ev2)
    s.send({"op": "tool_result", "call": ev2["call"], "value": None})
    res = result_of(s.read())
    check(res["status"] == "ok" and same(decode(res["value"]), (vals, None)), "tool: values back into the snippet", res)
    s.close()
    no_sanitizer_report("tools", s.stderr())
    # End of input while a run waits ends the server.
    s = Server(smolvm)
    sid = s.call({"op": "open", "tools": ["search"]})["session"]
    s.send({"op": "run", "session": sid, "code": "search()"})
    s.read()
    t = time.time()
    rc = s.close(timeout=20)
    check(rc == 0 and time.time() - t < 10, "tool: end of input while waiting ends the server", rc)


VALUES = [
    None, True, False, 0, -1, 2**63 - 1, -2**63, 2**63, -2**63 - 1, 10**40, -(10**40),
    0.0, -0.0, 1.5, 0.1, 1e16, 1e-5, 1e300, 5e-324, 1.7976931348623157e308, 123456789.123456789,
    float("nan"), float("inf"), float("-inf"),
    "", "plain", "é 𝄞 \u2028 \x00 \x7f \"quoted\" \\ \n\t", "$not_a_tag",
    b"", b"\x00\x01\xfe\xff", b"hello world",
    [], [1, "a", None], (), (1,), (1, (2, (3,))), {1, 2, 3}, set(), frozenset(), frozenset({1, 2}),
    {}, {"a": 1, "b": [2]}, {1: "a", 2.5: "b", (1, 2): "c", None: 0, "s": 1}, {"$x": 1}, {"$x": 1, "y": 2},
    {"nested": [{"$tuple": 1}, ({"k": b"\x01"}, frozenset({(1, 2)}))]},
]


def test_values(smolvm):
    s = Server(smolvm)
    sid = s.call({"op": "open"})["session"]
    for i, v in enumerate(VALUES):
        name = f"v{i}"
        r = s.call({"op": "set", "id": i, "session": sid, "vars": {name: encode(v)}})
        if not check(r == {"type": "reply", "id": i, "ok": True}, f"set {v!r}", r):
            continue
        # The snippet sees the Python value: its repr is CPython's (sets of
        # ints only, so their order is CPython's too).
        res = result_of(s.call({"op": "run", "session": sid, "code": f"repr({name})"}))
        check(res["value"] == repr(v), f"set {v!r}: repr in the snippet", res["value"])
        got = s.call({"op": "get", "session": sid, "name": name})
        check(got.get("ok") and same(decode(got["value"]), v), f"get {v!r}", got)
        res = result_of(s.call({"op": "run", "session": sid, "code": name}))
        check(same(decode(res["value"]), v), f"run value {v!r}", res["value"])
    # Floats are written as Python's repr writes them.
    floats = [0.1, 1e16, 1e-5, 1e22, 5e-324, 1.7976931348623157e308, 123456789.123456789, 1e15, 0.0001, -2.5e-7]
    s.send({"op": "run", "session": sid, "code": repr(floats)})
    line = s.read_line()
    check(json.dumps(floats, separators=(",", ":")).encode() in line, "floats: Python's repr text", line[:300])
    # A user object arrives as $repr.
    res = result_of(s.call({"op": "run", "session": sid, "code":
                            "class P:\n    def __repr__(self):\n        return 'P<1>'\nobj = P()\n[obj, len]"}))
    check(res["value"] == [{"$repr": "P<1>"}, {"$repr": "<built-in function len>"}], "value: $repr", res)
    got = s.call({"op": "get", "session": sid, "name": "obj"})
    check(got.get("value") == {"$repr": "P<1>"}, "get: $repr", got)
    res = result_of(s.call({"op": "run", "session": sid, "code":
                            "class Bad:\n    def __repr__(self):\n        raise ValueError('no')\nBad()"}))
    check(res["value"] == {"$repr": "<unprintable Bad object>"}, "value: a failing __repr__", res)
    # Nesting: 64 levels cross, deeper arrives as $repr.
    deep = []
    for _ in range(63):
        deep = [deep]
    r = s.call({"op": "set", "session": sid, "vars": {"d64": deep}})
    check(r.get("ok") is True, "set: 64 levels", r)
    r = s.call({"op": "set", "session": sid, "vars": {"d65": [deep]}})
    check(r.get("error", {}).get("code") == "invalid_value", "set: 65 levels refused", r)
    res = result_of(s.call({"op": "run", "session": sid, "code": "[d64]"}))
    inner = res["value"]
    for _ in range(64):
        inner = inner[0] if isinstance(inner, list) else inner
    check(isinstance(inner, dict) and "$repr" in inner, "value: past 64 levels as $repr", str(res["value"])[:200])
    # Lone surrogates go out as escapes.
    res = result_of(s.call({"op": "run", "session": sid, "code": "'a\\ud800b'"}))
    check(res["value"] == "a\ud800b", "value: a lone surrogate goes out", res)
    # The library refuses them coming in (include/smolvm.h).
    r = s.call({"op": "set", "session": sid, "vars": {"sur": "a\ud800b"}})
    check(r.get("error", {}).get("code") == "invalid_value", "value: a lone surrogate coming in is refused", r)
    # vars, del, name errors.
    result_of(s.call({"op": "run", "session": sid, "code": "_hidden = 1\nimport math"}))
    names = s.call({"op": "vars", "id": "v", "session": sid})
    check(names.get("ok") and names["names"] == sorted(names["names"]) and "v0" in names["names"]
          and "obj" in names["names"] and "math" in names["names"]
          and not any(n.startswith("_") for n in names["names"]), "vars: sorted, no underscore names", names)
    r = s.call({"op": "del", "id": 1, "session": sid, "name": "v0"})
    check(r == {"type": "reply", "id": 1, "ok": True}, "del", r)
    r = s.call({"op": "del", "session": sid, "name": "v0"})
    check(r["error"]["code"] == "name_error", "del: missing name", r)
    r = s.call({"op": "get", "session": sid, "name": "v0"})
    check(r["error"]["code"] == "name_error" and r["error"]["message"] == "name 'v0' is not defined",
          "get: missing name", r)
    res = result_of(s.call({"op": "run", "session": sid, "code": "v0"}))
    check(res["status"] == "exception" and res["error"]["type"] == "NameError", "del: gone from the snippet", res)
    for req, code in (({"name": 5}, "bad_request"), ({}, "bad_request"), ({"name": "a-b"}, "name_error")):
        r = s.call({"op": "get", "session": sid, **req})
        check(r.get("error", {}).get("code") == code, f"get {req} -> {code}", r)
    # Bad sets: the first failure stops, naming the variable.
    bad = [
        {"$repr": "x"}, {"$bytes": "abc"}, {"$bytes": "ab=c"}, {"$bytes": "YQ"}, {"$bytes": "YR=="}, {"$float": "NaN"},
        {"$float": 1.0}, {"$tuple": 1}, {"$set": [[1]]}, {"$frozenset": [{"a": 1}]}, {"$dict": [[1]]},
        {"$dict": [[[1], 2]]}, {"$dict": 5}, {"$unknown": 1}, {"$set": [{"$set": []}]},
    ]
    for b in bad:
        r = s.call({"op": "set", "session": sid, "vars": {"ok1": 1, "bad": b, "never": 2}})
        check(r.get("error", {}).get("code") == "invalid_value" and "'bad'" in r["error"]["message"],
              f"set {b} refused", r)
    s.send_raw(b'{"op":"set","session":"%s","vars":{"big":1e999}}\n' % sid.encode())
    r = s.read()
    check(r.get("error", {}).get("code") == "invalid_value", "set 1e999 refused", r)
    s.send_raw(b'{"op":"set","session":"%s","vars":{"tiny":1e-999,"e":1E2,"z":-0}}\n' % sid.encode())
    r = s.read()
    check(r.get("ok") is True and same(decode(s.call({"op": "get", "session": sid, "name": "e"})["value"]), 100.0)
          and same(decode(s.call({"op": "get", "session": sid, "name": "z"})["value"]), 0),
          "set: exponent floats, -0 as int", r)
    r = s.call({"op": "get", "session": sid, "name": "ok1"})
    check(r.get("value") == 1, "set: variables before the failure stay set", r)
    r = s.call({"op": "get", "session": sid, "name": "never"})
    check(r["error"]["code"] == "name_error", "set: variables after the failure are not set", r)
    for vars_, code in (([1], "bad_request"), ({"1x": 1}, "invalid_value"), ({"a b": 1}, "invalid_value"),
                        ({"$tuple": [1]}, "invalid_value")):
        r = s.call({"op": "set", "session": sid, "vars": vars_})
        check(r.get("error", {}).get("code") == code, f"set vars={vars_} -> {code}", r)
    s.close()
    no_sanitizer_report("values", s.stderr())


def test_sessions(smolvm):
    s = Server(smolvm)
    a = s.call({"op": "open"})["session"]
    b = s.call({"op": "open", "limits": {"max_memory": 16 << 20}})["session"]
    check(a != b, "sessions: distinct ids", (a, b))
    result_of(s.call({"op": "run", "session": a, "code": "x = 'from a'\nimport random\nrandom.seed(1)"}))
    res = result_of(s.call({"op": "run", "session": b, "code": "x"}))
    check(res["status"] == "exception" and res["error"]["type"] == "NameError", "sessions: globals isolated", res)
    s.call({"op": "set", "session": b, "vars": {"x": "from b"}})
    check(s.call({"op": "get", "session": a, "name": "x"})["value"] == "from a", "sessions: set isolated", "")
    res = result_of(s.call({"op": "run", "session": b, "code": "y = 'a' * (32 << 20)"}))
    check(res["status"] == "memory_cap", "sessions: own memory cap", res)
    check(result_of(s.call({"op": "run", "session": a, "code": "y = 'a' * (32 << 20)\nlen(y)"}))["value"] == 32 << 20,
          "sessions: the other cap is unaffected", "")
    r = s.call({"op": "close", "id": "c", "session": a})
    check(r == {"type": "reply", "id": "c", "ok": True}, "close", r)
    r = s.call({"op": "run", "session": a, "code": "1"})
    check(r["error"]["code"] == "no_session" and r["error"]["message"] == f"no session '{a}'", "closed session", r)
    r = s.call({"op": "close", "session": a})
    check(r["error"]["code"] == "no_session", "close twice", r)
    c = s.call({"op": "open"})["session"]
    check(c not in (a, b), "sessions: ids are not reused", c)
    # The session cap.
    ids = [b, c]
    while len(ids) < 1024:
        r = s.call({"op": "open"})
        if not check(r.get("ok"), "sessions: open up to the cap", r):
            break
        ids.append(r["session"])
    r = s.call({"op": "open", "id": 5})
    check(r.get("error", {}).get("code") == "limit", "sessions: the 1025th is refused", r)
    s.call({"op": "close", "session": ids.pop()})
    r = s.call({"op": "open"})
    check(r.get("ok"), "sessions: closing makes room", r)
    s.close(timeout=120)
    no_sanitizer_report("sessions", s.stderr())


def test_framing(smolvm):
    s = Server(smolvm)
    sid = s.call({"op": "open"})["session"]
    lines = [
        (b"", None), (b"   \t", None), (b"\r", None),
        (b"[1]", "parse_error"), (b"\"op\"", "parse_error"), (b"{", "parse_error"), (b"{\"op\":\"ping\"} x", "parse_error"),
        (b"{\"op\":\"ping\",\"op\":\"ping\"}", "parse_error"), (b"{\"op\":\"ping\",}", "parse_error"),
        (b"{\"op\":NaN}", "parse_error"), (b"{\"op\":\"p\xffing\"}", "parse_error"), (b"{\"op\":\"\x00\"}", "parse_error"),
        (b"{\"op\":\"ping\"}\x00", "parse_error"), (b"\xef\xbb\xbf{\"op\":\"ping\"}", "parse_error"),
        (b"{\"op\":\"ping\",\"x\":01}", "parse_error"), (b"{\"op\":\"ping\",\"x\":\"\\ud800\\\"}", "parse_error"),
        (b"{\"op\":\"ping\",\"x\":\"\xed\xa0\x80\"}", "parse_error"), (b"{\"op\":\"ping\",\"x\":\"\xc0\x80\"}", "parse_error"),
        (b"{\"op\":\"ping\",\"x\":\"\\x\"}", "parse_error"), (b"{\"op\":\"ping\",\"x\":\"a\tb\"}", "parse_error"),
        (b"[" * 300 + b"]" * 300, "parse_error"),
        (b"{\"op\":\"ping\",\"x\":" + b"[" * 199 + b"]" * 199 + b"}", "ok"),
        (b"{\"op\":\"ping\",\"x\":" + b"[" * 200 + b"]" * 200 + b"}", "parse_error"),
        (b"{\"op\":\"ping\"}\r", "ok"), (b"  {\"op\" : \"ping\" , \"extra\": [1, {\"a\": null}]}  ", "ok"),
        (b"{\"id\":[1],\"op\":\"ping\"}", "bad_request"), (b"{\"id\":{},\"op\":\"ping\"}", "bad_request"),
        (b"{\"id\":true,\"op\":\"ping\"}", "bad_request"), (b"{\"id\":1e999,\"op\":\"ping\"}", "bad_request"),
        (b"{\"id\":7}", "bad_request"), (b"{\"id\":7,\"op\":7}", "bad_request"), (b"{\"op\":\"nope\"}", "unknown_op"),
        (b"{\"op\":\"ping\",\"id\":" + b"9" * 100 + b"}", "ok"), (b"{\"op\":\"ping\",\"id\":1.50}", "ok"),
        (b"{\"op\":\"ping\",\"id\":\"\\u00e9\\ud83d\\ude00\"}", "ok"),
    ]
    for raw, code in lines:
        s.send_raw(raw + b"\n")
        if code is None:
            continue
        r = s.read()
        if code == "ok":
            check(r.get("ok") is True, f"framing {raw[:60]!r} ok", r)
        else:
            check(r.get("ok") is False and r["error"]["code"] == code, f"framing {raw[:60]!r} -> {code}", r)
    # Ids are repeated; an invalid id is answered with id null.
    s.send_raw(b"{\"op\":\"ping\",\"id\":" + b"9" * 100 + b"}\n")
    check(s.read()["id"] == int("9" * 100), "framing: big int id repeated", "")
    s.send_raw(b"{\"id\":[1],\"op\":\"ping\"}\n")
    check(s.read()["id"] is None, "framing: invalid id answered with null", "")
    s.send_raw(b"{\"op\":\"ping\",\"id\":\"\\u00e9\\ud83d\\ude00\"}\n")
    check(s.read()["id"] == "é😀", "framing: string id repeated", "")
    # Lines at and past max_line.
    max_line = s.hello["max_line"]
    body = b"{\"op\":\"ping\",\"id\":1,\"pad\":\"\"}"
    exact = body[:-2] + b"x" * (max_line - len(body)) + b"\"}"
    check(len(exact) == max_line, "framing: exact line length", len(exact))
    s.send_raw(exact + b"\n")
    r = s.read()
    check(r.get("ok") is True and r["id"] == 1, "framing: a line of max_line bytes is read", r)
    s.send_raw(exact[:-2] + b"x\"}\n")
    r = s.read()
    check(r.get("error", {}).get("code") == "too_large" and r["id"] is None, "framing: max_line + 1 is too_large", r)
    s.send_raw(b"y" * (3 * max_line) + b"\n{\"op\":\"ping\",\"id\":2}\n")
    r = s.read()
    check(r.get("error", {}).get("code") == "too_large", "framing: a huge line is too_large", r)
    r = s.read()
    check(r.get("id") == 2 and r.get("ok"), "framing: the line after a huge one is read", r)
    # A parsed form past the memory bound.
    s.send_raw(b"{\"op\":\"ping\",\"id\":3,\"x\":[" + b"[]," * (5 * 1024 * 1024) + b"0]}\n")
    r = s.read()
    check(r.get("ok") is False and r["error"]["code"] == "too_large", "framing: too many values in a line", r)
    # Snippets cannot write into the stream.
    fake = '{"type": "reply", "id": 99, "ok": true}'
    res = result_of(s.call({"op": "run", "id": 4, "session": sid,
                            "code": f"print({fake!r})\nprint('\\n' + {fake!r} + '\\r\\n\\u2028')\n'done'"}))
    check(res["logs"] == fake + "\n\n" + fake + "\r\n\u2028\n" and res["value"] == "done",
          "framing: prints stay inside logs", res)
    r = s.call({"op": "ping", "id": 5})
    check(r == {"type": "reply", "id": 5, "ok": True}, "framing: no injected line", r)
    # Nor can code that runs outside a run's own body: __repr__ and
    # __str__ of the output value, and of a global that `get` reads.
    res = result_of(s.call({"op": "run", "id": 50, "session": sid, "code":
                            "class A:\n"
                            "    def __repr__(self):\n"
                            f"        print({fake!r})\n"
                            "        return 'A()'\n"
                            "    def __str__(self):\n"
                            f"        print({fake!r})\n"
                            "        return 'a'\n"
                            "a = A()\nfinal_answer(a)"}))
    check(res["status"] == "final_answer" and res["output_repr"] == "A()" and res["output_str"] == "a",
          "framing: output value with printing dunders", res)
    r = s.call({"op": "get", "id": 51, "session": sid, "name": "a"})
    check(r == {"type": "reply", "id": 51, "ok": True, "value": {"$repr": "A()"}}, "framing: get of it", r)
    r = s.call({"op": "ping", "id": 52})
    check(r == {"type": "reply", "id": 52, "ok": True}, "framing: still no injected line", r)
    # \r\n line endings, and a last line without a newline.
    s.send_raw(b"{\"op\":\"ping\",\"id\":6}\r\n{\"op\":\"ping\",\"id\":7}")
    check(s.read().get("id") == 6, "framing: \\r\\n", "")
    s.p.stdin.close()
    r = s.read()
    check(r.get("id") == 7 and r.get("ok"), "framing: last line without newline", r)
    rc = s.close()
    check(rc == 0, "framing: end of input exits 0", rc)
    no_sanitizer_report("framing", s.stderr())


def test_nonblocking_stdin(smolvm):
    """A server started with a non-blocking standard input waits for its
    requests instead of taking the empty pipe for the end of input."""
    r, w = os.pipe()
    os.set_blocking(r, False)
    err = tempfile.TemporaryFile()
    p = subprocess.Popen([smolvm, "serve"], stdin=r, stdout=subprocess.PIPE, stderr=err)
    os.close(r)
    try:
        hello = json.loads(p.stdout.readline())
        time.sleep(0.3)
        alive = p.poll() is None
        if alive:
            os.write(w, b'{"op":"ping","id":1}\n')
            reply = json.loads(p.stdout.readline() or b"null")
        else:
            reply = None
        check(hello.get("type") == "hello" and alive and reply == {"type": "reply", "id": 1, "ok": True},
              "non-blocking standard input: the server waits and answers", (alive, reply))
    finally:
        os.close(w)
        rc = p.wait(30)
    check(rc == 0, "non-blocking standard input: end of input ends it with 0", rc)
    err.seek(0)
    no_sanitizer_report("nonblocking", err.read())


def test_run_json(smolvm):
    with tempfile.TemporaryDirectory() as d:
        f1 = os.path.join(d, "a.py")
        f2 = os.path.join(d, "b.py")
        with open(f1, "w") as f:
            f.write("x = {'k': (1, 2.5)}\nprint('{\"type\": \"reply\"}')\nx\n")
        with open(f2, "w") as f:
            f.write("print('before')\nx['missing']\n")
        p = subprocess.run([smolvm, "run", "--json", f1, f2, os.path.join(d, "nope.py")], capture_output=True)
        lines = p.stdout.decode().splitlines()
        check(len(lines) == 3, "run --json: one line per step", p.stdout)
        if len(lines) == 3:
            a, b, c = (json.loads(x) for x in lines)
            check(a["file"] == f1 and a["status"] == "ok" and a["value"] == {"k": {"$tuple": [1, 2.5]}}
                  and a["logs"] == '{"type": "reply"}\n' and a["error"] is None and "receipt" in a,
                  "run --json: ok step", a)
            check(b["file"] == f2 and b["status"] == "exception" and b["error"]["type"] == "KeyError"
                  and b["logs"] == "before\n" and b["error"]["line"] == 2, "run --json: failing step", b)
            check(c["status"] == "file_error" and c["file"].endswith("nope.py"), "run --json: missing file", c)
        check(p.returncode == 66, "run --json: exit code as without --json", p.returncode)
        p2 = subprocess.run([smolvm, "run", f1, f2], capture_output=True)
        check(p2.returncode == 1 and subprocess.run([smolvm, "run", "--json", f1, f2], capture_output=True).returncode == 1,
              "run --json: same exit code", (p2.returncode,))
    p = subprocess.run([smolvm, "--json", "-c", "print('hi')\nfinal_answer(b'x')"], capture_output=True)
    o = json.loads(p.stdout)
    check(p.returncode == 0 and o["file"] == "<string>" and o["status"] == "final_answer" and o["is_final_answer"]
          and o["value"] == {"$bytes": "eA=="} and o["logs"] == "hi\n" and p.stdout.count(b"\n") == 1,
          "-c --json", p.stdout)
    p = subprocess.run([smolvm, "-c", "while True: pass", "--json", "--max-instructions", "1000"], capture_output=True)
    o = json.loads(p.stdout)
    check(p.returncode == 3 and o["status"] == "instruction_budget" and o["error"]["type"] is None, "-c --json: budget", p.stdout)
    p = subprocess.run([smolvm, "--json", "check", "x.py"], capture_output=True)
    check(p.returncode != 0 and b"--json goes with run and -c" in p.stderr and not p.stdout,
          "--json with check is a usage error", p)


def test_big_reply(smolvm):
    """A result whose texts would make a reply past the 1 GiB line bound
    (64 MiB of control characters, six bytes of JSON each, printed and in
    the exception) comes back with its texts cut, not as an error."""
    s = Server(smolvm)
    sid = s.call({"op": "open", "limits": {"max_memory": 4 << 30, "max_output": 64 << 20,
                                           "max_instructions": 10**10, "deadline_seconds": 600}})["session"]
    s.send({"op": "run", "id": "big", "session": sid,
            "code": "print('\\x01' * (64 << 20), end='')\nraise ValueError('\\x01' * (64 << 20))"})
    line = s.read_line(timeout=600)
    check(len(line) < 1 << 30, "big reply: within 1 GiB", len(line))
    r = json.loads(line)
    del line
    res = r.get("result") or {}
    err = res.get("error") or {}
    cap = (1 << 30) // 8
    check(r.get("ok") is True and r.get("id") == "big" and res.get("status") == "exception"
          and err.get("type") == "ValueError", "big reply: the result comes back", str(r)[:300])
    logs, msg, tb = res.get("logs", ""), err.get("message") or "", err.get("traceback") or ""
    check(res.get("logs_truncated") is True and logs == "\x01" * len(logs) and cap - 8 <= 6 * len(logs) + 2 <= cap,
          "big reply: logs cut to 128 MiB of JSON, logs_truncated", (len(logs), res.get("logs_truncated")))
    check(msg == "\x01" * len(msg) and 6 * len(msg) + 2 <= cap and len(msg) > (cap - 8) // 6,
          "big reply: the message cut", len(msg))
    check(tb.startswith("Traceback (most recent call last):") and len(tb.encode()) < cap,
          "big reply: the traceback cut", len(tb))
    del r, res, err, logs, msg, tb
    r = s.call({"op": "run", "id": 2, "session": sid, "code": "print('\\x01' * 10)\n'ok'"})
    check(r["result"]["value"] == "ok" and r["result"]["logs"] == "\x01" * 10 + "\n"
          and r["result"]["logs_truncated"] is False, "big reply: the next reply is whole", r)
    s.close()
    no_sanitizer_report("big reply", s.stderr())


# ---- robustness ----

WRONG = [None, True, False, 0, -1, 1.5, 2**70, -2**70, "", "x", "s1", "\u0000", [], [1], {}, {"a": 1},
         {"$tuple": [1]}, "a" * 300]
SNIPPETS = ["1 + 1", "x = 5", "print('hi')", "x", "final_answer(3)", "1/0", "import os", "def f(:", "[i for i in range(50)]",
            "raise SystemExit", "s = 'é' * 10\ns", "{1: (2, 3)}", "b'\\x00'", "undefined", "import math\nmath.pi"]


def random_value(rng, depth=0):
    k = rng.randrange(14 if depth < 5 else 8)
    if k == 0:
        return None
    if k == 1:
        return rng.random() < 0.5
    if k == 2:
        return rng.choice([0, -1, 2**63, -2**63 - 1, 10**rng.randrange(1, 200), rng.randrange(-1000, 1000)])
    if k == 3:
        return rng.choice([0.5, -0.0, 1e308, 5e-324, {"$float": rng.choice(["nan", "inf", "-inf", "bad"])}])
    if k == 4:
        return "".join(chr(rng.choice([rng.randrange(32, 127), rng.randrange(0, 0x10FFFF)]))
                       for _ in range(rng.randrange(8))).encode("utf-8", "surrogatepass").decode("utf-8", "replace")
    if k == 5:
        return {"$bytes": rng.choice(["", "AAE=", "bad", "====", "YWJj"])}
    if k == 6:
        return {"$repr": "x"}
    if k == 7:
        return {rng.choice(["$nope", "$", "$dict"]): rng.choice([1, [], [[1, 2]], [[1]]])}
    if k == 8:
        return [random_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    if k == 9:
        return {rng.choice(["$tuple", "$set", "$frozenset"]): [random_value(rng, depth + 1) for _ in range(rng.randrange(4))]}
    if k == 10:
        return {"$dict": [[random_value(rng, depth + 1), random_value(rng, depth + 1)] for _ in range(rng.randrange(3))]}
    if k == 11:
        return {str(rng.randrange(100)): random_value(rng, depth + 1) for _ in range(rng.randrange(3))}
    if k == 12:
        d = []
        for _ in range(rng.choice([63, 64, 65, 100])):
            d = [d]
        return d
    return {"$dict": []}


def valid_request(rng):
    # Server session ids are s1, s2, ... in order of opening.
    sid = rng.choice(["s0", "s999999", "s%d" % rng.randrange(1, 2000), "s%d" % rng.randrange(1, 50)])
    op = rng.choice(["open"] * 8 + ["run", "run", "set", "get", "del", "vars", "tools", "close", "ping", "tool_result"])
    req = {"op": op, "id": rng.choice([None, rng.randrange(10**6), "id", 1.5, 2**80])}
    if op == "open":
        if rng.random() < 0.5:
            req["limits"] = {rng.choice(["max_instructions", "max_memory", "max_recursion", "max_output",
                                         "deadline_seconds", "x"]): rng.choice([1, 10**6, 50 << 20, 0, -1, 2.5, 10**13])}
        if rng.random() < 0.3:
            req["imports"] = rng.choice([["numpy"], ["a.*"], ["*"], ["bad name"], [1]])
        if rng.random() < 0.3:
            req["tools"] = rng.choice([["search"], ["lookup", "search"], ["print"], ["x y"]])
        if rng.random() < 0.2:
            req["seed"] = rng.choice([0, 1, -1, 2**64])
    elif op == "run":
        req["session"] = sid
        req["code"] = rng.choice(SNIPPETS)
        if rng.random() < 0.2:
            req["filename"] = rng.choice(["f.py", "", "a\u0000"])
    elif op == "set":
        req["session"] = sid
        req["vars"] = {rng.choice(["x", "y", "_z", "1bad", "a b", "$tuple"]): random_value(rng) for _ in range(rng.randrange(3))}
    elif op in ("get", "del"):
        req["session"] = sid
        req["name"] = rng.choice(["x", "y", "_z", "nope", "1bad", ""])
    elif op in ("vars", "tools", "close"):
        req["session"] = sid
    elif op == "tool_result":
        req["call"] = rng.choice([1, 0, -1, "1"])
        req[rng.choice(["value", "error"])] = random_value(rng)
    return req


def malformed_line(rng, max_line):
    k = rng.randrange(16)
    if k == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200))).replace(b"\n", b"")
    if k == 1:
        line = json.dumps(valid_request(rng)).encode()
        return line[:rng.randrange(len(line))]
    if k == 2:
        req = valid_request(rng)
        field = rng.choice(list(req) + ["op", "id", "session", "code", "name", "vars", "limits", "imports", "tools",
                                        "seed", "call", "value", "error", "filename"])
        req[field] = rng.choice(WRONG)
        return json.dumps(req).encode()
    if k == 3:
        return json.dumps({"op": rng.choice(["Open", "RUN", "", "run ", "x" * 1000, "shutdown\u0000", 5]),
                           "id": 1}).encode()
    if k == 4:
        n = rng.choice([150, 199, 200, 201, 1000, 100000])
        return (b"{\"op\":\"ping\",\"x\":" + b"[" * n + b"]" * n + b"}") if rng.random() < 0.5 else b"{\"a\":" * n
    if k == 5:
        num = rng.choice([b"1e999", b"-1e999", b"1e-999", b"9" * rng.randrange(20, 20000), b"-" + b"9" * 30,
                          b"1." + b"1" * 5000, b"1e" + b"9" * 50, b"-", b"1.", b".5", b"+1", b"0x10", b"1e", b"--1"])
        return b"{\"op\":\"ping\",\"id\":" + num + b"}"
    if k == 6:
        bad = rng.choice([b"\xff", b"\xc0\x80", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xe2\x82", b"\x80", b"\xf8"])
        return b"{\"op\":\"ping\",\"id\":\"a" + bad + b"b\"}"
    if k == 7:
        line = bytearray(json.dumps(valid_request(rng)).encode())
        line.insert(rng.randrange(len(line) + 1), 0)
        return bytes(line)
    if k == 8:
        return b"{\"op\":\"ping\",\"id\":\"" + rng.choice([b"\\u", b"\\ud800", b"\\udc00\\ud800", b"\\uZZZZ", b"\\'",
                                                        b"\\u0000", b"\\ud800\\u0041"]) + b"\"}"
    if k == 9 and rng.random() < 0.01:
        return b"{\"op\":\"ping\",\"x\":\"" + b"a" * (max_line + rng.randrange(1, 100000)) + b"\"}"
    if k == 10:
        line = bytearray(json.dumps(valid_request(rng)).encode())
        for _ in range(rng.randrange(1, 4)):
            if line:
                line[rng.randrange(len(line))] = rng.randrange(1, 256)
        return bytes(line).replace(b"\n", b"")
    if k == 11:
        return rng.choice([b"[]", b"null", b"\"x\"", b"1", b"{}", b"{\"op\":null}", b"{\"op\":\"ping\"}{}", b"\t",
                           b"{\"op\":\"ping\",\"op\":\"run\"}", b"{\"op\":\"set\",\"session\":\"s1\",\"vars\":{\"a\":1,\"a\":2}}"])
    return json.dumps(valid_request(rng)).encode()


def server_blank(line):
    body = line[:-1] if line.endswith(b"\r") else line
    return all(c in b" \t\r" for c in body)


def feed(s, lines):
    """Write `lines` to the server while reading its answers; the counts."""
    expected = sum(1 for line in lines if not server_blank(line))

    def writer():
        try:
            for line in lines:
                s.p.stdin.write(line + b"\n")
            s.p.stdin.flush()
        except (BrokenPipeError, OSError):
            pass

    t = threading.Thread(target=writer, daemon=True)
    t.start()
    st = {"expected": expected, "replies": 0, "ok": 0, "errors": 0, "bad": 0, "opened": 0, "at_cap": 0,
          "peak_rss": 0, "first_bad": None, "stopped": None}
    try:
        while st["replies"] < expected:
            line = s.read_line(timeout=120)
            try:
                r = json.loads(line)
            except ValueError:
                r = None
            if isinstance(r, dict) and r.get("type") == "tool_call":
                continue
            if not isinstance(r, dict) or r.get("type") != "reply" or not isinstance(r.get("ok"), bool) or \
                    (not r["ok"] and set(r.get("error", {})) != {"code", "message"}):
                st["bad"] += 1
                st["first_bad"] = st["first_bad"] or line[:300]
                if not isinstance(r, dict) or r.get("type") != "reply":
                    continue
            st["replies"] += 1
            if r["ok"]:
                st["ok"] += 1
                st["opened"] += "session" in r and "limits" in r
            else:
                st["errors"] += 1
                st["at_cap"] += str(r.get("error", {}).get("message", "")).startswith("too many sessions")
            if st["replies"] % 500 == 0:
                st["peak_rss"] = max(st["peak_rss"], s.rss_kb())
    except (TimeoutError, EOFError) as e:
        st["stopped"] = repr(e)
    t.join(60)
    return st


def close_all(s):
    """Close every session the server may hold (ids are s1, s2, ... in
    order); the number closed, or None when no session can be opened."""
    r = s.call({"op": "open"})
    if not r.get("ok"):
        return None
    n = 0
    for i in range(1, int(r["session"][1:]) + 1):
        n += bool(s.call({"op": "close", "session": f"s{i}"}).get("ok"))
    return n


def test_robustness(smolvm, count, seed, rss_slack_kb):
    rng = random.Random(seed)
    s = Server(smolvm)
    max_line = s.hello["max_line"]
    warm = s.call({"op": "open"})["session"]
    s.call({"op": "run", "session": warm, "code": "import re, json\n[str(i) for i in range(1000)]"})
    s.call({"op": "close", "session": warm})
    rss0 = s.rss_kb()
    lines = [malformed_line(rng, max_line) for _ in range(count)]
    # A burst of opens in the middle of a long stream reaches the session cap.
    burst = count >= 5000
    if burst:
        lines[count // 2:count // 2 + 1100] = [b'{"op":"open"}'] * 1100
    st = feed(s, lines)
    check(st["stopped"] is None, "robustness: the server answered every line",
          f"{st['replies']}/{st['expected']} then {st['stopped']}")
    check(st["bad"] == 0, "robustness: every answer is a well-formed reply", st["first_bad"])
    check(st["replies"] == st["expected"], "robustness: one reply per line", (st["replies"], st["expected"]))
    check(s.p.poll() is None, "robustness: the server is alive", s.p.poll())
    # Afterwards it still serves.
    r = s.call({"op": "open", "id": "final"})
    if r.get("ok"):
        res = result_of(s.call({"op": "run", "session": r["session"], "code": "x = [1, 2]\nprint('ok')\nsum(x) + 40"}))
        check(res["status"] == "ok" and res["value"] == 43 and res["logs"] == "ok\n", "robustness: a run afterwards", res)
    else:
        check(r.get("error", {}).get("code") == "limit", "robustness: open afterwards", r)
    held = close_all(s)
    check(held is not None and held <= 1024 and (st["at_cap"] > 0 or not burst),
          "robustness: sessions stay within max_sessions", (held, st["at_cap"]))
    rss1 = s.rss_kb()
    check(rss1 < rss0 + rss_slack_kb, "robustness: RSS bounded after the stream", f"start {rss0} kB, after {rss1} kB")
    # The same stream again: what the first left behind must not grow.
    st2 = feed(s, lines)
    check(st2["stopped"] is None and st2["bad"] == 0 and st2["replies"] == st2["expected"],
          "robustness: the second stream is answered", st2)
    close_all(s)
    rss2 = s.rss_kb()
    check(rss2 < rss1 + max(32 * 1024, rss1 // 10), "robustness: RSS does not grow across streams",
          f"after the first {rss1} kB, after the second {rss2} kB")
    r = s.call({"op": "shutdown"})
    rc = s.close()
    check(r.get("ok") and rc == 0, "robustness: clean shutdown", (r, rc))
    no_sanitizer_report("robustness", s.stderr())
    print(f"robustness: {count} lines twice, {st['ok']} ok, {st['errors']} errors, {st['opened']} sessions opened, "
          f"{st['at_cap']} refused at the session cap; RSS {rss0} kB at the start, peak {st['peak_rss']} kB, "
          f"{rss1} kB after the first stream, {rss2} kB after the second", flush=True)


def main():
    # Ints cross with any number of digits; CPython's reader refuses more
    # than 4300 unless told otherwise.
    sys.set_int_max_str_digits(0)
    ap = argparse.ArgumentParser()
    ap.add_argument("--smolvm", required=True)
    ap.add_argument("--fuzz-lines", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", default=None)
    # RSS the server may keep after the stream once its sessions are closed
    # (an ASan build keeps freed memory in quarantine: give it more).
    ap.add_argument("--rss-slack", type=int, default=200000, help="kB")
    args = ap.parse_args()
    tests = [("hello", lambda: test_hello(args.smolvm)), ("confinement", lambda: test_confinement(args.smolvm)),
             ("open", lambda: test_open(args.smolvm)), ("run", lambda: test_run_statuses(args.smolvm)),
             ("tools", lambda: test_tools(args.smolvm)), ("values", lambda: test_values(args.smolvm)),
             ("sessions", lambda: test_sessions(args.smolvm)), ("framing", lambda: test_framing(args.smolvm)),
             ("nonblocking", lambda: test_nonblocking_stdin(args.smolvm)),
             ("run_json", lambda: test_run_json(args.smolvm)), ("big_reply", lambda: test_big_reply(args.smolvm)),
             ("robustness", lambda: test_robustness(args.smolvm, args.fuzz_lines, args.seed, args.rss_slack))]
    for name, fn in tests:
        if args.only and name != args.only:
            continue
        t = time.time()
        try:
            fn()
        except Exception as e:  # a test that blew up counts as a failure, the others still run
            import traceback
            check(False, f"{name}: raised", traceback.format_exc())
        print(f"{name}: done in {time.time() - t:.1f}s", flush=True)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
