"""The client against a server that misbehaves (tests/fake_server.py)."""

import os
import stat
import sys
import tempfile
import time
import unittest

import smolvm
from smolvm import client

HERE = os.path.dirname(os.path.abspath(__file__))


class HostileServerTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.fake = os.path.join(cls.tmp.name, "smolvm")
        with open(cls.fake, "w") as f:
            f.write("#!/bin/sh\nexec %s %s \"$@\"\n" % (sys.executable, os.path.join(HERE, "fake_server.py")))
        os.chmod(cls.fake, stat.S_IRWXU)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def sandbox(self, mode, **kwargs):
        env = dict(os.environ, FAKE_MODE=mode)
        sb = smolvm.Sandbox(self.fake, env=env, **kwargs)
        self.addCleanup(sb.close)
        return sb

    def assert_killed(self, sb):
        self.assertFalse(sb.alive)
        self.assertIsNotNone(sb._proc.poll())

    def run_fails(self, mode, exc=smolvm.ProtocolError, **run_kwargs):
        sb = self.sandbox(mode)
        s = sb.open_session(tools={"t": lambda: 1})
        t0 = time.monotonic()
        with self.assertRaises(exc) as cm:
            s.run("1", **run_kwargs)
        self.assertLess(time.monotonic() - t0, 15)
        self.assert_killed(sb)
        with self.assertRaises(smolvm.SessionLost):
            s.run("1")
        return cm.exception

    def test_well_behaved_fake(self):
        sb = self.sandbox("")
        with sb.open_session() as s:
            self.assertEqual(s.run("1").status, "ok")

    def test_blank_lines_and_carriage_returns(self):
        sb = self.sandbox("blank_and_cr")
        self.assertEqual(sb.open_session().run("5").value, 5)

    def test_garbage_hello(self):
        with self.assertRaises(smolvm.ProtocolError):
            self.sandbox("garbage_hello")

    def test_unknown_protocol_version(self):
        with self.assertRaises(smolvm.ProtocolError) as cm:
            self.sandbox("wrong_protocol")
        self.assertIn("protocol 2", str(cm.exception))

    def test_no_hello(self):
        t0 = time.monotonic()
        with self.assertRaises(smolvm.ServerTimeout):
            self.sandbox("no_hello", start_timeout=0.5)
        self.assertLess(time.monotonic() - t0, 10)

    def test_dies_at_start_with_its_last_words(self):
        with self.assertRaises(smolvm.SessionLost) as cm:
            self.sandbox("stderr_words")
        self.assertIn("exited with status 3", str(cm.exception))
        self.assertIn("fatal: something broke", str(cm.exception))

    def test_garbage_reply(self):
        self.run_fails("garbage_reply")

    def test_reply_to_another_request(self):
        self.run_fails("wrong_id")

    def test_silent_run_times_out(self):
        e = self.run_fails("silent_run", smolvm.ServerTimeout, timeout=0.5)
        self.assertEqual(e.session, "s1")

    def test_blank_lines_do_not_restart_the_timeout(self):
        self.run_fails("keepalive", smolvm.ServerTimeout, timeout=0.5)

    def test_endless_tool_calls_end_at_the_timeout(self):
        calls = []
        sb = self.sandbox("tool_call_storm")
        s = sb.open_session(tools={"t": lambda: calls.append(1)})
        t0 = time.monotonic()
        with self.assertRaises(smolvm.ServerTimeout):
            s.run("t()", timeout=0.5)
        self.assertLess(time.monotonic() - t0, 15)
        self.assertGreaterEqual(len(calls), 2)
        self.assert_killed(sb)

    def test_a_server_cannot_stretch_the_deadline_it_was_asked_for(self):
        sb = self.sandbox("lying_deadline")
        s = sb.open_session(deadline_seconds=0.2)
        self.assertEqual(s.run_timeout(), 0.2 + client.RUN_TIMEOUT_MARGIN)
        saved = client.RUN_TIMEOUT_MARGIN
        client.RUN_TIMEOUT_MARGIN = 0.3
        try:
            t0 = time.monotonic()
            with self.assertRaises(smolvm.ServerTimeout):
                s.run("1")
            self.assertLess(time.monotonic() - t0, 15)
        finally:
            client.RUN_TIMEOUT_MARGIN = saved

    def test_time_in_tools_does_not_count(self):
        sb = self.sandbox("refuse_tool_result")
        r = sb.open_session(tools={"t": lambda: time.sleep(1.0)}).run("t()", timeout=0.5)
        self.assertEqual(r.status, "ok")
        self.assertTrue(sb.alive)

    def test_default_run_timeout_follows_the_deadline(self):
        sb = self.sandbox("silent_run")
        s = sb.open_session()
        self.assertEqual(s.run_timeout(), 0.2 + client.RUN_TIMEOUT_MARGIN)
        saved = client.RUN_TIMEOUT_MARGIN
        client.RUN_TIMEOUT_MARGIN = 0.3
        try:
            with self.assertRaises(smolvm.ServerTimeout):
                s.run("1")
        finally:
            client.RUN_TIMEOUT_MARGIN = saved

    def test_line_too_long(self):
        saved = client.MAX_REPLY_BYTES
        client.MAX_REPLY_BYTES = 1 << 20
        try:
            self.run_fails("huge_line")
        finally:
            client.MAX_REPLY_BYTES = saved

    def test_malformed_tool_call(self):
        self.run_fails("bad_tool_call")

    def test_tool_call_for_another_session(self):
        self.run_fails("tool_call_other_session")

    def test_exit_midway(self):
        e = self.run_fails("exit_midway", smolvm.SessionLost)
        self.assertIn("exited with status 3", str(e))

    def test_malformed_value(self):
        self.run_fails("bad_value")

    def test_nan_literal(self):
        self.run_fails("nan_literal")

    def test_deep_nesting(self):
        self.run_fails("deep")

    def test_unknown_message_type(self):
        self.run_fails("unknown_type")

    def test_reply_without_result(self):
        self.run_fails("no_result")

    def test_refused_tool_result_becomes_an_error_in_the_snippet(self):
        sb = self.sandbox("refuse_tool_result")
        r = sb.open_session(tools={"t": lambda: 1}).run("t()")
        self.assertEqual(r.value, [7, {"type": "ValueError",
                                       "message": "the tool's result could not be passed in: cannot decode it"}])
        self.assertTrue(sb.alive)

    def test_tool_result_refused_twice(self):
        self.run_fails("refuse_twice")

    def test_error_reply_without_code(self):
        sb = self.sandbox("error_without_code")
        with self.assertRaises(smolvm.RequestError) as cm:
            sb.open_session().run("1")
        self.assertEqual(cm.exception.code, "unknown")
        self.assertTrue(sb.alive)

    def test_request_over_max_line_is_not_sent(self):
        sb = self.sandbox("")
        s = sb.open_session()
        with self.assertRaises(ValueError):
            s.run("x" * (2 << 20))
        self.assertTrue(sb.alive)
        self.assertEqual(s.run("1").status, "ok")


if __name__ == "__main__":
    unittest.main()
