"""Several ``smolvm serve`` processes running independent sessions at once."""

import threading

from .client import Sandbox
from .errors import ClosedError, SessionLost

__all__ = ["Pool"]


class Pool:
    """``processes`` serve processes; sessions are spread over them.

    Each process runs one request at a time, so sessions in different
    processes run in parallel when driven from different threads (the
    snippets run in the processes; the threads only wait). A process that
    crashes or is killed is replaced by a fresh one the next time the pool
    hands out a session; the sessions that lived in it raise
    :class:`~smolvm.SessionLost` on their next call, and sessions in the
    other processes carry on. Keyword arguments other than ``processes``
    go to each :class:`~smolvm.Sandbox`.
    """

    def __init__(self, processes=2, binary=None, **sandbox_kwargs):
        if not isinstance(processes, int) or processes < 1:
            raise ValueError("processes must be a positive int")
        self._kwargs = dict(sandbox_kwargs)
        self._binary = binary
        self._lock = threading.Lock()
        self._closed = False
        self.restarts = 0
        self._slots = [None] * processes
        try:
            for i in range(processes):
                self._slots[i] = Sandbox(binary, **self._kwargs)
        except BaseException:
            self.close()
            raise

    @property
    def size(self):
        return len(self._slots)

    @property
    def sandboxes(self):
        """The current processes (a snapshot; a lost one is replaced later)."""
        return list(self._slots)

    def _ensure(self, i):
        # Called with self._lock held: a live sandbox for slot i.
        sb = self._slots[i]
        if sb is not None and sb.alive:
            return sb
        if sb is not None:
            self.restarts += 1
            sb.close(timeout=1.0)
        self._slots[i] = None
        sb = self._slots[i] = Sandbox(self._binary, **self._kwargs)
        return sb

    def sandbox(self, index):
        """The live process in slot ``index`` (restarted first if it was lost)."""
        with self._lock:
            if self._closed:
                raise ClosedError("the pool is closed")
            return self._ensure(index)

    def _pick(self):
        with self._lock:
            if self._closed:
                raise ClosedError("the pool is closed")
            best = None
            for i in range(len(self._slots)):
                sb = self._ensure(i)
                if best is None or sb.session_count < best[1].session_count:
                    best = (i, sb)
            return best

    def open_session(self, **kwargs):
        """Open a session in the least loaded live process.

        Takes the arguments of :meth:`Sandbox.open_session`.
        """
        i, sb = self._pick()
        try:
            return sb.open_session(**kwargs)
        except SessionLost:
            # The process died between the check and the request: replace
            # it and try once more.
            return self.sandbox(i).open_session(**kwargs)

    def run(self, code, **kwargs):
        """Run ``code`` in a fresh session (closed afterwards); return its RunResult."""
        with self.open_session(**kwargs) as session:
            return session.run(code)

    def run_many(self, snippets, **kwargs):
        """Run each snippet in a fresh session, all processes at once.

        Returns the RunResults in the order of ``snippets``. One thread per
        process takes snippets from a shared queue. A snippet whose process
        is lost under it is retried once in the restarted process; if that
        is lost too, the SessionLost is raised once every thread is done.
        """
        snippets = list(snippets)
        results = [None] * len(snippets)
        errors = []
        next_index = [0]
        take = threading.Lock()

        def worker(slot):
            while True:
                with take:
                    if errors or next_index[0] >= len(snippets):
                        return
                    k = next_index[0]
                    next_index[0] += 1
                for attempt in (0, 1):
                    try:
                        with self.sandbox(slot).open_session(**kwargs) as session:
                            results[k] = session.run(snippets[k])
                        break
                    except SessionLost as e:
                        if attempt:
                            errors.append(e)
                            return
                    except BaseException as e:
                        errors.append(e)
                        return

        threads = [threading.Thread(target=worker, args=(slot,), daemon=True)
                   for slot in range(min(len(self._slots), max(1, len(snippets))))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        if errors:
            raise errors[0]
        return results

    def close(self):
        """Shut every process down."""
        with self._lock:
            self._closed = True
            slots, self._slots = self._slots, [None] * len(self._slots)
        for sb in slots:
            if sb is not None:
                sb.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
