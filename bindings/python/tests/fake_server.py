"""A stand-in for `smolvm serve` that misbehaves on purpose (FAKE_MODE).

The client must turn each misbehaviour into a clear error, kill the
process, and never hang or crash.
"""

import json
import os
import sys
import time

MODE = os.environ.get("FAKE_MODE", "")
HELLO = {"type": "hello", "protocol": 1, "smolvm": "0.0.0", "max_line": 1 << 20, "max_sessions": 4,
         "limits": {"max_instructions": 1000, "max_memory": 1 << 20, "max_recursion": 100,
                    "max_output": 1000, "deadline_seconds": 0.2},
         "ceilings": {"max_instructions": 1000, "max_memory": 1 << 20, "max_recursion": 100,
                      "max_output": 1000, "deadline_seconds": 1.0},
         "authorized_imports": ["math"]}


def say(obj):
    out = obj if isinstance(obj, str) else json.dumps(obj)
    sys.stdout.write(out + "\n")
    sys.stdout.flush()


def main():
    if MODE == "garbage_hello":
        say("this is not json")
    elif MODE == "wrong_protocol":
        say(dict(HELLO, protocol=2))
    elif MODE == "no_hello":
        time.sleep(60)
        return
    elif MODE == "stderr_words":
        sys.stderr.write("fatal: something broke\n")
        sys.exit(3)
    else:
        say(HELLO)
    for line in sys.stdin:
        req = json.loads(line)
        rid = req.get("id")
        op = req.get("op")
        if op == "open":
            limits = HELLO["limits"]
            if MODE == "lying_deadline":
                # It claims a deadline far past the one asked for, then
                # never answers the run.
                limits = dict(limits, deadline_seconds=1e300)
            say({"type": "reply", "id": rid, "ok": True, "session": "s1",
                 "limits": limits, "authorized_imports": ["math"], "tools": req.get("tools", [])})
            continue
        if op == "shutdown":
            say({"type": "reply", "id": rid, "ok": True})
            return
        if op != "run":
            say({"type": "reply", "id": rid, "ok": True, "value": 1, "names": []})
            continue
        if MODE in ("refuse_tool_result", "refuse_twice"):
            # Refuse the first tool_result (id null, the run keeps waiting);
            # the run's value is then the error the client sent instead.
            say({"type": "tool_call", "id": rid, "session": "s1", "call": 7, "name": "t",
                 "args": [], "kwargs": {}})
            json.loads(sys.stdin.readline())
            say({"type": "reply", "id": None, "ok": False,
                 "error": {"code": "invalid_value", "message": "cannot decode it"}})
            second = json.loads(sys.stdin.readline())
            if MODE == "refuse_twice":
                say({"type": "reply", "id": None, "ok": False,
                     "error": {"code": "invalid_value", "message": "still not"}})
                continue
            say({"type": "reply", "id": rid, "ok": True,
                 "result": {"status": "ok", "value": [second["call"], second["error"]], "logs": ""}})
        elif MODE == "garbage_reply":
            say("{bad json")
        elif MODE == "wrong_id":
            say({"type": "reply", "id": rid + 1, "ok": True})
        elif MODE in ("silent_run", "lying_deadline"):
            time.sleep(60)
        elif MODE == "keepalive":
            # Blank lines, which a reader skips, and never a reply.
            for _ in range(600):
                sys.stdout.write("\n")
                sys.stdout.flush()
                time.sleep(0.1)
        elif MODE == "tool_call_storm":
            # Tool calls without end, each answered by the client.
            for call in range(1, 600):
                time.sleep(0.1)
                say({"type": "tool_call", "id": rid, "session": "s1", "call": call, "name": "t",
                     "args": [], "kwargs": {}})
                sys.stdin.readline()
        elif MODE == "huge_line":
            sys.stdout.write("a" * (3 << 20))
            sys.stdout.flush()
            time.sleep(60)
        elif MODE == "bad_tool_call":
            say({"type": "tool_call", "id": rid, "session": "s1", "call": 1, "name": "t",
                 "args": "not a list", "kwargs": {}})
        elif MODE == "tool_call_other_session":
            say({"type": "tool_call", "id": rid, "session": "s9", "call": 1, "name": "t",
                 "args": [], "kwargs": {}})
        elif MODE == "exit_midway":
            sys.exit(3)
        elif MODE == "bad_value":
            say({"type": "reply", "id": rid, "ok": True,
                 "result": {"status": "ok", "value": {"$bytes": "!!"}, "logs": ""}})
        elif MODE == "nan_literal":
            say('{"type": "reply", "id": %d, "ok": true, "result": {"status": "ok", "value": NaN}}' % rid)
        elif MODE == "deep":
            say('{"type": "reply", "id": %d, "ok": true, "result": {"status": "ok", "value": %s%s}}'
                % (rid, "[" * 200000, "]" * 200000))
        elif MODE == "unknown_type":
            say({"type": "surprise", "id": rid})
        elif MODE == "no_result":
            say({"type": "reply", "id": rid, "ok": True})
        elif MODE == "error_without_code":
            say({"type": "reply", "id": rid, "ok": False, "error": {}})
        elif MODE == "blank_and_cr":
            sys.stdout.write("\n\r\n")
            say(json.dumps({"type": "reply", "id": rid, "ok": True,
                            "result": {"status": "ok", "value": 5, "logs": ""}}) + "\r")
        else:
            say({"type": "reply", "id": rid, "ok": True, "result": {"status": "ok", "value": None, "logs": ""}})


main()
