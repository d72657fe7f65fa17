"""Pool: sessions in several serve processes, in parallel, surviving crashes."""

import os
import signal
import threading
import time
import unittest

import smolvm

from .support import binary


class PoolTest(unittest.TestCase):
    def setUp(self):
        self.pool = smolvm.Pool(2, binary())
        self.addCleanup(self.pool.close)

    def test_sessions_spread_over_processes(self):
        a = self.pool.open_session()
        b = self.pool.open_session()
        self.assertNotEqual(a.sandbox.pid, b.sandbox.pid)
        a.close()
        c = self.pool.open_session()
        self.assertIs(c.sandbox, a.sandbox)

    def test_two_sessions_run_at_once(self):
        # Each snippet calls a tool that waits until the other snippet has
        # called it too: both runs must be in flight together, or the
        # barrier times out and the tool raises.
        barrier = threading.Barrier(2, timeout=20)

        def meet(name):
            barrier.wait()
            return "met " + name

        sessions = [self.pool.open_session(tools={"meet": meet}) for _ in range(2)]
        self.assertNotEqual(sessions[0].sandbox.pid, sessions[1].sandbox.pid)
        results = [None, None]

        def work(i):
            results[i] = sessions[i].run("total = sum(range(20000))\nmeet('s%d') + ' ' + str(total)" % i)

        threads = [threading.Thread(target=work, args=(i,)) for i in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
        for i, r in enumerate(results):
            self.assertEqual(r.status, "ok", r.error)
            self.assertEqual(r.value, "met s%d %d" % (i, sum(range(20000))))

    def test_crashed_worker(self):
        a = self.pool.open_session()
        b = self.pool.open_session()
        a.set(x=1)
        b.set(x=2)
        victim = a.sandbox.pid
        os.kill(victim, signal.SIGKILL)
        with self.assertRaises(smolvm.SessionLost) as cm:
            a.run("x")
        self.assertEqual(cm.exception.session, a.id)
        self.assertEqual(cm.exception.pid, victim)
        self.assertIn("SIGKILL", str(cm.exception))
        # The lost session stays lost.
        with self.assertRaises(smolvm.SessionLost):
            a.get("x")
        # The other process's session carries on with its state.
        self.assertEqual(b.run("x + 40").value, 42)
        # The pool replaces the dead process for new sessions.
        c = self.pool.open_session()
        self.assertEqual(c.run("6 * 7").value, 42)
        self.assertEqual(self.pool.restarts, 1)
        pids = {sb.pid for sb in self.pool.sandboxes}
        self.assertNotIn(victim, pids)
        self.assertEqual(len(pids), 2)
        self.assertTrue(all(sb.alive for sb in self.pool.sandboxes))

    def test_killed_during_a_run(self):
        a = self.pool.open_session(deadline_seconds=60, max_instructions=10 ** 12)
        b = self.pool.open_session()
        self.assertNotEqual(a.sandbox.pid, b.sandbox.pid)
        outcome = []

        def spin():
            try:
                a.run("while True:\n    pass")
                outcome.append("returned")
            except smolvm.SessionLost as e:
                outcome.append(e)

        t = threading.Thread(target=spin)
        t.start()
        time.sleep(0.3)
        a.sandbox.kill()
        t.join(20)
        self.assertFalse(t.is_alive())
        self.assertIsInstance(outcome[0], smolvm.SessionLost)
        self.assertEqual(b.run("'still here'").value, "still here")

    def test_run_many(self):
        snippets = ["sum(range(%d))" % n for n in range(0, 2000, 100)]
        results = self.pool.run_many(snippets)
        self.assertEqual([r.value for r in results], [sum(range(n)) for n in range(0, 2000, 100)])
        self.assertEqual(self.pool.run("print('x')\n1").logs, "x\n")

    def test_run_many_survives_a_lost_process(self):
        self.pool.sandbox(0).kill()
        results = self.pool.run_many(["1", "2", "3"])
        self.assertEqual([r.value for r in results], [1, 2, 3])

    def test_closed_pool(self):
        self.pool.close()
        with self.assertRaises(smolvm.ClosedError):
            self.pool.open_session()


if __name__ == "__main__":
    unittest.main()
