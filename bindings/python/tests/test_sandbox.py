"""Sandbox and Session against a real `smolvm serve` process."""

import math
import threading
import time
import unittest

import smolvm
from smolvm import Repr

from .support import binary, cpython


class SandboxTestCase(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.sandbox = smolvm.Sandbox(binary())

    @classmethod
    def tearDownClass(cls):
        cls.sandbox.close()

    def session(self, **kwargs):
        s = self.sandbox.open_session(**kwargs)
        self.addCleanup(s.close)
        return s


class HelloTest(SandboxTestCase):
    def test_hello(self):
        sb = self.sandbox
        self.assertEqual(sb.hello["protocol"], 1)
        self.assertTrue(sb.alive)
        for name in smolvm.LIMITS:
            self.assertIn(name, sb.limits)
            self.assertGreaterEqual(sb.ceilings[name], sb.limits[name])
        self.assertIn("math", sb.authorized_imports)
        sb.ping()

    def test_context_manager_ends_the_process(self):
        with smolvm.Sandbox(binary()) as sb:
            proc = sb._proc
            sb.ping()
        self.assertEqual(proc.wait(timeout=10), 0)
        self.assertFalse(sb.alive)
        with self.assertRaises(smolvm.ClosedError):
            sb.ping()


class RunTest(SandboxTestCase):
    def test_value_and_logs(self):
        s = self.session()
        r = s.run("x = [1, 2]\nprint('hi', x)\nlen(x) * 21")
        self.assertEqual(r.status, "ok")
        self.assertTrue(r.ok)
        self.assertFalse(r.is_final_answer)
        self.assertEqual(r.value, 42)
        self.assertEqual(r.output_repr, "42")
        self.assertEqual(r.logs, "hi [1, 2]\n")
        self.assertIsNone(r.error)
        self.assertGreater(r.receipt["instructions"], 0)
        self.assertIn("wall_seconds", r.receipt)

    def test_no_expression_no_value(self):
        r = self.session().run("y = 3")
        self.assertEqual(r.status, "ok")
        self.assertIsNone(r.value)

    def test_values_keep_their_types(self):
        r = self.session().run(
            "(1, 'a', {1, 2}, frozenset([3]), b'\\x00\\xff', {1: 'one', (2, 3): None},"
            " float('nan'), float('-inf'), -0.0, 10**40, [True, None], {'$k': 1})")
        self.assertEqual(r.status, "ok", r.error)
        v = r.value
        self.assertIsInstance(v, tuple)
        self.assertEqual(v[:6], (1, "a", {1, 2}, frozenset([3]), b"\x00\xff", {1: "one", (2, 3): None}))
        self.assertTrue(math.isnan(v[6]))
        self.assertEqual(v[7], -math.inf)
        self.assertEqual(math.copysign(1, v[8]), -1)
        self.assertEqual(v[9:], (10 ** 40, [True, None], {"$k": 1}))

    def test_big_int(self):
        s = self.session()
        big = 3 ** 9000 + 1  # 4295 digits
        self.assertEqual(s.run("3 ** 9000 + 1").value, big)
        s.set(x=-big)
        self.assertEqual(s.run("x % 1000").value, (-big) % 1000)
        self.assertEqual(s.get("x"), -big)

    def test_int_past_4300_digits(self):
        # docs/protocol.md: ints cross up to CPython's default limit of
        # 4300 digits for int/str conversions; a longer one cannot be
        # written (the output arrives as a repr) or sent.
        s = self.session()
        v = s.run("3 ** 30000").value
        self.assertIsInstance(v, Repr)
        with self.assertRaises(Exception):
            s.set(x=-(10 ** 5000) - 1)
        self.assertEqual(s.run("x = 5\nx").value, 5)

    def test_other_types_arrive_as_repr(self):
        r = self.session().run("def f():\n    pass\nclass C:\n    def __repr__(self):\n        return 'C!'\n[f, C(), range(3)]")
        self.assertEqual(r.status, "ok", r.error)
        f, c, rng = r.value
        for v in r.value:
            self.assertIsInstance(v, Repr)
        self.assertTrue(f.startswith("<function f at 0x"), f)
        self.assertEqual(c, "C!")
        self.assertEqual(rng, "range(0, 3)")

    def test_exception_is_cpythons_traceback(self):
        code = "a = 1\nprint('before')\nb = a + undefined_name\n"
        r = self.session().run(code, filename="step.py")
        self.assertEqual(r.status, "exception")
        self.assertFalse(r.ok)
        out, err = cpython(code, "step.py")
        self.assertEqual(r.logs, out)
        self.assertEqual(r.error.traceback, err)
        self.assertEqual(r.error.type, "NameError")
        self.assertEqual(r.error.message, "name 'undefined_name' is not defined")
        self.assertEqual(r.error.line, 3)
        with self.assertRaises(smolvm.RunFailed) as cm:
            r.raise_for_status()
        self.assertIn("NameError: name 'undefined_name' is not defined", str(cm.exception))

    def test_syntax_error(self):
        code = "x = (1,\n"
        r = self.session().run(code)
        self.assertEqual(r.status, "exception")
        self.assertEqual(r.error.type, "SyntaxError")
        _, err = cpython(code)
        self.assertEqual(r.error.traceback, err)

    def test_failed_run_keeps_what_it_assigned(self):
        s = self.session()
        r = s.run("a = 5\nb = 1 / 0\nc = 7")
        self.assertEqual(r.error.type, "ZeroDivisionError")
        self.assertEqual(s.run("a * 2").value, 10)
        self.assertEqual(s.names(), ["a"])

    def test_final_answer_in_a_loop(self):
        s = self.session()
        r = s.run("for i in range(10):\n    print(i)\n    if i == 3:\n        final_answer({'i': i})\nprint('never')")
        self.assertEqual(r.status, "final_answer")
        self.assertTrue(r.is_final_answer)
        self.assertTrue(r.ok)
        self.assertEqual(r.value, {"i": 3})
        self.assertEqual(r.logs, "0\n1\n2\n3\n")

    def test_refused_import(self):
        r = self.session().run("import os\nos.listdir('/')")
        self.assertEqual(r.status, "rejected")
        self.assertEqual(r.error.type, "PolicyViolation")
        self.assertTrue(r.error.message.startswith("Import of os is not allowed. Authorized imports are: ["))
        self.assertIn("Import of os is not allowed. Authorized imports are: [", r.error.traceback)

    def test_allowed_import(self):
        r = self.session().run("import math\nmath.sqrt(16)")
        self.assertEqual(r.value, 4.0)

    def test_prints_never_reach_the_protocol_stream(self):
        s = self.session()
        evil = '{"type": "reply", "id": 999, "ok": true}'
        r = s.run("print(%r)\nprint(%r, end='')\n1" % (evil, "\n" + evil + "\n"))
        self.assertEqual(r.value, 1)
        self.assertEqual(r.logs, evil + "\n\n" + evil + "\n")
        self.assertEqual(s.run("2").value, 2)

    def test_exit(self):
        r = self.session().run("raise SystemExit(3)")
        self.assertEqual(r.status, "exit")

    def test_code_must_be_str(self):
        with self.assertRaises(TypeError):
            self.session().run(b"1")


class LimitTest(SandboxTestCase):
    def test_budget(self):
        s = self.session(max_instructions=200000)
        r = s.run("n = 0\nwhile True:\n    n += 1")
        self.assertEqual(r.status, "instruction_budget")
        self.assertIsNone(r.error.type)
        self.assertTrue(r.error.traceback)
        self.assertGreater(s.get("n"), 0)
        self.assertEqual(s.run("1 + 1").value, 2)

    def test_memory(self):
        s = self.session(max_memory=32 << 20)
        r = s.run("keep = []\nwhile True:\n    keep.append('x' * 100000)")
        self.assertEqual(r.status, "memory_cap")
        self.assertTrue(r.error.traceback)
        s.delete("keep")
        self.assertEqual(s.run("'ok'").value, "ok")

    def test_deadline(self):
        s = self.session(deadline_seconds=0.5, max_instructions=10 ** 12)
        t0 = time.monotonic()
        r = s.run("while True:\n    pass")
        self.assertLess(time.monotonic() - t0, 10)
        self.assertEqual(r.status, "deadline")
        self.assertTrue(r.error.traceback)
        self.assertEqual(s.run("3").value, 3)

    def test_open_reply_limits(self):
        s = self.session(max_memory=64 << 20, deadline_seconds=2.5)
        self.assertEqual(s.limits["max_memory"], 64 << 20)
        self.assertEqual(s.limits["deadline_seconds"], 2.5)

    def test_limit_above_ceiling(self):
        with self.assertRaises(smolvm.RequestError) as cm:
            self.sandbox.open_session(max_recursion=self.sandbox.ceilings["max_recursion"] + 1)
        self.assertEqual(cm.exception.code, "limit")

    def test_unknown_limit(self):
        with self.assertRaises(TypeError):
            self.sandbox.open_session(max_cookies=3)


class VariableTest(SandboxTestCase):
    def test_set_get_delete_names(self):
        s = self.session()
        value = {"t": (1, 2), "s": {3}, 4: b"x", "big": 10 ** 30, "f": [1.5, float("inf")]}
        s.set(data=value, n=5, _hidden=1)
        self.assertEqual(s.get("data"), value)
        self.assertEqual(s.names(), ["data", "n"])
        self.assertEqual(s.run("data['t'][1] + n + _hidden").value, 8)
        s.update({"m": 1})
        s.delete("m")
        with self.assertRaises(smolvm.UnknownVariable):
            s.get("m")
        with self.assertRaises(NameError):
            s.delete("m")

    def test_set_unsupported_value(self):
        s = self.session()
        with self.assertRaises(TypeError):
            s.set(x=object())
        self.assertEqual(s.names(), [])

    def test_bad_name(self):
        s = self.session()
        with self.assertRaises(smolvm.RequestError) as cm:
            s.update({"not a name": 1})
        self.assertEqual(cm.exception.code, "invalid_value")

    def test_sessions_share_nothing(self):
        a = self.session()
        b = self.session()
        a.set(x=1)
        with self.assertRaises(smolvm.UnknownVariable):
            b.get("x")
        self.assertEqual(b.run("x").error.type, "NameError")

    def test_closed_session(self):
        s = self.sandbox.open_session()
        s.close()
        s.close()
        with self.assertRaises(smolvm.ClosedError):
            s.run("1")


class ToolTest(SandboxTestCase):
    def test_positional_and_keyword_arguments(self):
        calls = []

        def search(query, limit=2, *, sort=False):
            calls.append((query, limit, sort))
            hits = ["%s-%d" % (query, i) for i in range(limit)]
            return sorted(hits, reverse=True) if sort else hits

        s = self.session(tools={"search": search})
        self.assertEqual(s.tools(), ["search"])
        r = s.run("a = search('cat')\nb = search('dog', limit=3, sort=True)\n(a, b)")
        self.assertEqual(r.status, "ok", r.error)
        self.assertEqual(r.value, (["cat-0", "cat-1"], ["dog-2", "dog-1", "dog-0"]))
        self.assertEqual(calls, [("cat", 2, False), ("dog", 3, True)])
        self.assertEqual(r.receipt["tool_calls"], {"search": 2})

    def test_values_cross_both_ways(self):
        seen = []

        def echo(*args, **kwargs):
            seen.append((args, kwargs))
            return (args, kwargs)

        s = self.session(tools=[echo])
        r = s.run("echo((1, 2), {3}, b'x', {1: 2}, 10**30, k=frozenset([4]))")
        self.assertEqual(r.status, "ok", r.error)
        expected = (((1, 2), {3}, b"x", {1: 2}, 10 ** 30), {"k": frozenset([4])})
        self.assertEqual(seen, [expected])
        self.assertEqual(r.value, expected)

    def test_tool_that_raises(self):
        def lookup(key):
            raise KeyError(key)

        def fail():
            raise ValueError("no results for that")

        s = self.session(tools={"lookup": lookup, "fail": fail})
        r = s.run("try:\n    fail()\nexcept ValueError as e:\n    caught = str(e)\ncaught")
        self.assertEqual(r.value, "no results for that")
        r = s.run("fail()")
        self.assertEqual(r.status, "exception")
        self.assertEqual(r.error.type, "ValueError")
        self.assertEqual(r.error.message, "no results for that")
        r = s.run("lookup('k')")
        self.assertEqual(r.error.type, "KeyError")
        self.assertEqual(r.error.traceback.splitlines()[-1], "KeyError: 'k'")

    def test_tool_raising_a_non_builtin_exception(self):
        class QuotaExceeded(Exception):
            pass

        def quota():
            raise QuotaExceeded("try tomorrow")

        r = self.session(tools={"quota": quota}).run("quota()")
        self.assertEqual(r.status, "exception")
        self.assertEqual(r.error.type, "RuntimeError")
        self.assertEqual(r.error.message, "QuotaExceeded: try tomorrow")

    def test_tool_returning_what_cannot_cross(self):
        s = self.session(tools={"bad": lambda: object(), "lone": lambda: "\udc80"})
        r = s.run("bad()")
        self.assertEqual(r.status, "exception")
        self.assertEqual(r.error.type, "TypeError")
        r = s.run("lone()")
        self.assertEqual(r.error.type, "ValueError")
        self.assertIn("lone surrogate", r.error.message)

    def test_lone_surrogates_come_out_but_not_in(self):
        s = self.session()
        self.assertEqual(s.run("'a\\udc80' + 'b'").value, "a\udc80b")
        with self.assertRaises(ValueError):
            s.set(x="\udc80")

    def test_argument_that_cannot_cross(self):
        calls = []
        s = self.session(tools={"t": lambda *a: calls.append(a)})
        r = s.run("def f():\n    pass\nt(f)")
        self.assertEqual(r.error.type, "TypeError")
        self.assertEqual(calls, [])

    def test_tool_list_and_unknown_tool(self):
        s = self.session(tools={"a": lambda: 1})
        r = s.run("b()")
        self.assertEqual(r.error.type, "NameError")

    def test_request_from_inside_a_tool_is_busy(self):
        s = None
        answers = []

        def inner():
            try:
                s.get("x")
            except smolvm.RequestError as e:
                answers.append(e.code)
            return 1

        s = self.session(tools={"inner": inner})
        s.set(x=1)
        r = s.run("inner() + x")
        self.assertEqual(r.value, 2)
        self.assertEqual(answers, ["busy"])

    def test_threads_share_a_sandbox(self):
        sessions = [self.session() for _ in range(4)]
        results = [None] * 4

        def work(i):
            results[i] = sessions[i].run("sum(range(%d))" % (1000 * (i + 1))).value

        threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(results, [sum(range(1000 * (i + 1))) for i in range(4)])


class FailureTest(unittest.TestCase):
    def test_client_timeout_kills_the_process(self):
        with smolvm.Sandbox(binary()) as sb:
            s = sb.open_session(deadline_seconds=60, max_instructions=10 ** 12)
            t0 = time.monotonic()
            with self.assertRaises(smolvm.ServerTimeout) as cm:
                s.run("while True:\n    pass", timeout=0.5)
            self.assertLess(time.monotonic() - t0, 10)
            self.assertEqual(cm.exception.session, s.id)
            self.assertFalse(sb.alive)
            with self.assertRaises(smolvm.SessionLost):
                s.run("1")

    def test_base_exception_in_a_tool_kills_the_process(self):
        class Stop(BaseException):
            pass

        def stop():
            raise Stop()

        with smolvm.Sandbox(binary()) as sb:
            s = sb.open_session(tools={"stop": stop})
            with self.assertRaises(Stop):
                s.run("stop()")
            self.assertFalse(sb.alive)
            with self.assertRaises(smolvm.SessionLost):
                s.run("1")

    def test_killed_process(self):
        import os
        import signal
        with smolvm.Sandbox(binary()) as sb:
            s = sb.open_session()
            os.kill(sb.pid, signal.SIGKILL)
            with self.assertRaises(smolvm.SessionLost) as cm:
                s.run("1")
            self.assertIn("SIGKILL", str(cm.exception))
            self.assertIn(s.id, str(cm.exception))

    def test_server_ends_when_its_client_dies(self):
        import os
        import signal
        import subprocess
        import sys
        from .support import PACKAGE_ROOT, child_env
        code = ("import smolvm, sys, time\n"
                "sb = smolvm.Sandbox()\n"
                "s = sb.open_session()\n"
                "print(sb.pid, flush=True)\n"
                "time.sleep(60)\n")
        child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True,
                                 env=child_env(PYTHONPATH=PACKAGE_ROOT))
        server = int(child.stdout.readline())
        child.kill()
        child.wait()
        child.stdout.close()
        end = time.monotonic() + 20
        while time.monotonic() < end:
            try:
                with open("/proc/%d/stat" % server) as f:
                    state = f.read().rsplit(")", 1)[1].split()[0]
            except OSError:
                break  # gone
            if state in ("Z", "X"):
                break  # ended, not yet reaped by its new parent
            time.sleep(0.05)
        else:
            os.kill(server, signal.SIGKILL)
            self.fail("the server outlived its client")

    def test_missing_binary(self):
        with self.assertRaises(smolvm.BinaryNotFound):
            smolvm.Sandbox("/nonexistent/smolvm")

    def test_not_a_server(self):
        with self.assertRaises(smolvm.SmolvmError):
            smolvm.Sandbox("/bin/true")


if __name__ == "__main__":
    unittest.main()
