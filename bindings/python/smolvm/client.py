"""Driving one ``smolvm serve`` process: :class:`Sandbox` and :class:`Session`.

A :class:`Sandbox` starts the process, reads its ``hello`` and sends one
request at a time (a lock serialises threads), reading the reply and
answering the ``tool_call`` events a run sends before it. A
:class:`Session` is one set of globals inside that process.
"""

import errno
import os
import select
import signal
import subprocess
import tempfile
import threading
import time
import weakref
from dataclasses import dataclass, field
from typing import Any, Dict, Optional

from .binary import find_binary
from .errors import (ClosedError, ProtocolError, RequestError, RunFailed,
                     ServerTimeout, SessionLost, UnknownVariable)
from .values import decode, dumps, loads

__all__ = ["Sandbox", "Session", "RunResult", "RunError", "PROTOCOL_VERSION", "LIMITS", "STATUSES"]

PROTOCOL_VERSION = 1

# The limits a session (or a server's defaults) can set, and the command's
# option for each.
LIMITS = {
    "max_instructions": "--max-instructions",
    "max_memory": "--max-memory",
    "max_recursion": "--max-recursion",
    "max_output": "--max-output",
    "deadline_seconds": "--deadline",
}

STATUSES = ("ok", "final_answer", "exception", "rejected", "instruction_budget", "memory_cap",
            "deadline", "exit")

# A reply line longer than this is taken for a broken server.
MAX_REPLY_BYTES = 1 << 30
# How long past a session's deadline the client waits for a run's next
# message before it gives up on the process.
RUN_TIMEOUT_MARGIN = 10.0
# Longest message sent back for an exception a tool raised.
_MAX_TOOL_MESSAGE = 100000


@dataclass
class RunError:
    """Why a run failed.

    For an exception: its ``type`` name, ``message``, ``line`` and ``col``
    and CPython's ``traceback`` text. For a policy rejection the traceback
    is the policy's reason; for a limit stop (``instruction_budget``, ``memory_cap``,
    ``deadline``) ``type`` and ``message`` are None and the traceback says
    which limit stopped the run.
    """

    type: Optional[str]
    message: Optional[str]
    line: Optional[int]
    col: Optional[int]
    traceback: str

    def __str__(self):
        return self.traceback


@dataclass
class RunResult:
    """The outcome of :meth:`Session.run`.

    ``status`` is one of ``ok``, ``final_answer``, ``exception``,
    ``rejected``, ``instruction_budget``, ``memory_cap``, ``deadline``, ``exit``.
    ``value`` is the output value (the final answer, else the last
    top-level expression's value, else None), decoded to Python; values
    that cannot cross are :class:`~smolvm.Repr` strings. ``logs`` is what
    the snippet printed. ``receipt`` holds the run's counts
    (``instructions``, ``peak_memory``, ``wall_seconds``, ``tool_calls``
    per tool, ...).
    """

    status: str
    value: Any = None
    output_repr: Optional[str] = None
    output_str: Optional[str] = None
    logs: str = ""
    logs_truncated: bool = False
    error: Optional[RunError] = None
    receipt: Dict[str, Any] = field(default_factory=dict)
    is_final_answer: bool = False

    @property
    def ok(self):
        """True when the run ended normally or with a final answer."""
        return self.status in ("ok", "final_answer")

    def raise_for_status(self):
        """Raise :class:`~smolvm.RunFailed` unless the run succeeded; return self."""
        if not self.ok:
            raise RunFailed(self)
        return self


def _opt_str(v):
    return v if isinstance(v, str) else None


def _opt_int(v):
    return v if type(v) is int else None


def _parse_result(res):
    if not isinstance(res, dict) or not isinstance(res.get("status"), str):
        raise ProtocolError("run reply without a result status")
    err = res.get("error")
    error = None
    if isinstance(err, dict):
        error = RunError(type=_opt_str(err.get("type")), message=_opt_str(err.get("message")),
                         line=_opt_int(err.get("line")), col=_opt_int(err.get("col")),
                         traceback=_opt_str(err.get("traceback")) or "")
    elif err is not None:
        raise ProtocolError("run reply with a malformed error")
    try:
        value = decode(res.get("value"))
    except ValueError as e:
        raise ProtocolError("run reply with a malformed value: %s" % e) from None
    receipt = res.get("receipt")
    status = res["status"]
    return RunResult(
        status=status,
        value=value,
        output_repr=_opt_str(res.get("output_repr")),
        output_str=_opt_str(res.get("output_str")),
        logs=_opt_str(res.get("logs")) or "",
        logs_truncated=res.get("logs_truncated") is True,
        error=error,
        receipt=receipt if isinstance(receipt, dict) else {},
        is_final_answer=res.get("is_final_answer") is True or status == "final_answer",
    )


def _describe_exit(code):
    if code is None:
        return "still running"
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = "signal %d" % -code
        return "killed by %s" % name
    return "exited with status %d" % code


def _reap(proc, stderr_file):
    # Runs when a Sandbox is collected or at interpreter exit.
    try:
        if proc.poll() is None:
            proc.kill()
        proc.wait(timeout=5)
    except Exception:
        pass
    for f in (proc.stdin, proc.stdout, stderr_file):
        try:
            f.close()
        except Exception:
            pass


def _exception_text(e):
    """The message to raise e again in the snippet: e's own argument when
    it has a single str one (str(KeyError('k')) would quote it twice),
    else str(e). (For a type that is not a builtin exception the server
    raises RuntimeError with the type's name before the message.)"""
    try:
        if len(e.args) == 1 and isinstance(e.args[0], str):
            text = str(e.args[0])
        else:
            text = str(e)
    except Exception:
        text = "<unprintable %s object>" % type(e).__name__
    if len(text) > _MAX_TOOL_MESSAGE:
        text = text[:_MAX_TOOL_MESSAGE] + "..."
    return text


class Sandbox:
    """One ``smolvm serve`` process holding any number of sessions.

    ``binary`` is the smolvm executable (found with
    :func:`~smolvm.find_binary` when None). Keyword limits
    (``max_instructions``, ``max_memory``, ``max_recursion``,
    ``max_output``, ``deadline_seconds``) become the server's defaults
    for every session; ``imports`` adds modules to its default allowlist.
    ``confine=False`` passes ``--no-confine``. ``request_timeout`` bounds
    the wait for any reply except a run's (a run waits for its session's
    deadline plus a margin); a server that does not answer in time is
    killed and its sessions are lost.

    Thread-safe: requests from several threads are sent one at a time.
    Use it as a context manager, or call :meth:`close`.
    """

    def __init__(self, binary=None, *, imports=(), confine=True, args=(), env=None,
                 request_timeout=60.0, start_timeout=30.0, **limits):
        self.binary = find_binary(binary)
        cmd = [self.binary]
        for name, value in limits.items():
            if name not in LIMITS:
                raise TypeError("unknown limit %r (known: %s)" % (name, ", ".join(LIMITS)))
            cmd += [LIMITS[name], str(value)]
        for mod in imports:
            cmd += ["--allow-import", str(mod)]
        if not confine:
            cmd.append("--no-confine")
        cmd += [str(a) for a in args]
        cmd.append("serve")
        self.command = cmd
        self._asked_deadline = _positive(limits.get("deadline_seconds"))
        self.request_timeout = request_timeout
        self._lock = threading.RLock()
        self._buf = bytearray()
        self._scan = 0
        self._next_id = 0
        self._lost = None
        self._closed = False
        self._sessions = set()
        self._stderr = tempfile.TemporaryFile()
        try:
            # A session of its own: a Ctrl-C at the terminal interrupts the
            # client, which decides what becomes of the server. A server
            # whose client is gone reads end of input and exits.
            self._proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                          stderr=self._stderr, bufsize=0, close_fds=True, env=env,
                                          start_new_session=True)
        except BaseException:
            self._stderr.close()
            raise
        self._finalizer = weakref.finalize(self, _reap, self._proc, self._stderr)
        self.pid = self._proc.pid
        self._rfd = self._proc.stdout.fileno()
        self._wfd = self._proc.stdin.fileno()
        os.set_blocking(self._wfd, False)
        self._rpoll = select.poll()
        self._rpoll.register(self._rfd, select.POLLIN)
        self._wpoll = select.poll()
        self._wpoll.register(self._wfd, select.POLLOUT)
        try:
            try:
                hello = self._read_message(start_timeout)
            except SessionLost as e:
                raise type(e)("%s did not start: %s" % (" ".join(cmd), e.reason), pid=self.pid) from None
            if hello.get("type") != "hello":
                raise self._fail("its first line is not a hello", ProtocolError)
            if hello.get("protocol") != PROTOCOL_VERSION:
                raise self._fail("it speaks protocol %r; this client speaks %d"
                                 % (hello.get("protocol"), PROTOCOL_VERSION), ProtocolError)
        except BaseException:
            self._finalizer()
            raise
        self.hello = hello
        self.version = hello.get("smolvm")
        max_line = hello.get("max_line")
        self.max_line = max_line if type(max_line) is int and max_line > 0 else 16 << 20
        self.limits = hello.get("limits") if isinstance(hello.get("limits"), dict) else {}
        self.ceilings = hello.get("ceilings") if isinstance(hello.get("ceilings"), dict) else {}
        imports_ = hello.get("authorized_imports")
        self.authorized_imports = list(imports_) if isinstance(imports_, list) else []

    # ---- state ---------------------------------------------------------

    @property
    def alive(self):
        """True while the process runs and has not been closed or lost."""
        return not self._closed and self._lost is None and self._proc.poll() is None

    @property
    def session_count(self):
        """How many sessions opened through this object are still open."""
        return len(self._sessions)

    def __repr__(self):
        state = "closed" if self._closed else ("lost" if self._lost else "running")
        return "<smolvm.Sandbox pid=%s %s, %d sessions>" % (self.pid, state, len(self._sessions))

    # ---- transport -----------------------------------------------------

    def _fail(self, reason, cls=SessionLost):
        """Kill the process, remember why, and return the error to raise."""
        if self._lost is None:
            self._lost = reason
            if self._proc.poll() is None:
                try:
                    self._proc.kill()
                except OSError:
                    pass
            try:
                self._proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass
            self._lost = "%s (%s)%s" % (reason, _describe_exit(self._proc.returncode), self._stderr_tail())
        if issubclass(cls, SessionLost):
            return cls(self._lost, pid=self.pid)
        return cls("smolvm serve process (pid %s) killed: %s" % (self.pid, self._lost))

    def _stderr_tail(self):
        try:
            self._stderr.flush()
            size = self._stderr.seek(0, os.SEEK_END)
            self._stderr.seek(max(0, size - 2000))
            text = self._stderr.read().decode("utf-8", "replace").strip()
        except (OSError, ValueError):
            return ""
        return "; its last words: %s" % text if text else ""

    def _read_line(self, deadline, timeout):
        # ``deadline`` (time.monotonic(), or None) bounds the whole wait;
        # ``timeout`` is what the error names.
        while True:
            i = self._buf.find(b"\n", self._scan)
            if i >= 0:
                line = bytes(self._buf[:i])
                del self._buf[:i + 1]
                self._scan = 0
                return line
            self._scan = len(self._buf)
            if len(self._buf) > MAX_REPLY_BYTES:
                raise self._fail("it sent a line over %d bytes" % MAX_REPLY_BYTES, ProtocolError)
            if deadline is None:
                ready = self._rpoll.poll()
            else:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise self._fail("it did not answer within %.1f s" % timeout, ServerTimeout)
                ready = self._rpoll.poll(max(1, int(left * 1000 + 0.999)))
            if not ready:
                continue
            try:
                chunk = os.read(self._rfd, 1 << 20)
            except InterruptedError:
                continue
            except OSError as e:
                raise self._fail("reading its output failed: %s" % e)
            if not chunk:
                raise self._fail("it closed its output")
            self._buf += chunk

    def _read_message(self, timeout, deadline=None):
        # One deadline for the message: blank lines do not restart it.
        if deadline is None and timeout is not None:
            deadline = time.monotonic() + timeout
        while True:
            line = self._read_line(deadline, timeout)
            if line.endswith(b"\r"):
                line = line[:-1]
            if not line.strip():
                continue
            try:
                msg = loads(line)
            except (ValueError, UnicodeDecodeError) as e:
                raise self._fail("it sent a line that is not JSON (%s)" % e, ProtocolError)
            if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
                raise self._fail("it sent a line that is not a message object", ProtocolError)
            return msg

    def _send(self, data, timeout):
        view = memoryview(data)
        deadline = None if timeout is None else time.monotonic() + timeout
        while view:
            try:
                n = os.write(self._wfd, view)
                view = view[n:]
                continue
            except (BlockingIOError, InterruptedError):
                pass
            except OSError as e:
                if e.errno == errno.EPIPE:
                    raise self._fail("it closed its input")
                raise self._fail("writing to it failed: %s" % e)
            if deadline is None:
                self._wpoll.poll()
            else:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise self._fail("it did not read its input within %.1f s" % timeout, ServerTimeout)
                self._wpoll.poll(max(1, int(left * 1000 + 0.999)))

    def _encode_line(self, message, values=()):
        data = (dumps(message, values) + "\n").encode("utf-8")
        if len(data) > self.max_line:
            raise ValueError("request of %d bytes is over the server's max_line (%d)"
                             % (len(data), self.max_line))
        return data

    def _check_usable(self):
        if self._closed:
            raise ClosedError("the sandbox is closed")
        if self._lost is not None:
            raise SessionLost(self._lost, pid=self.pid)
        if self._proc.poll() is not None:
            raise self._fail("it is no longer running")

    def _request(self, message, values=(), timeout=-1, on_tool_call=None):
        """Send one request and return its ok reply (a dict).

        An error reply raises RequestError. ``timeout`` bounds the time
        the request spends waiting for the server, all its messages
        together (-1: the sandbox's request_timeout; None: no bound); a
        run's tool_call events go to ``on_tool_call``, which returns the
        bytes of the tool_result line to send (the time the tools take
        does not count).
        """
        if timeout == -1:
            timeout = self.request_timeout
        with self._lock:
            self._check_usable()
            self._next_id += 1
            rid = self._next_id
            data = self._encode_line(dict(message, id=rid), values)
            # The call number of the tool_result just sent, and whether the
            # server has refused one for it already.
            answered = None
            refused = False
            try:
                self._send(data, self.request_timeout)
                # What is left of `timeout`: a server that keeps sending
                # (blank lines, tool calls) cannot hold the client forever.
                left = timeout
                while True:
                    t0 = time.monotonic()
                    msg = self._read_message(timeout, None if left is None else t0 + left)
                    if left is not None:
                        left -= time.monotonic() - t0
                    kind = msg["type"]
                    if kind == "reply":
                        if (msg.get("id") is None and msg.get("ok") is False and answered is not None
                                and not refused):
                            # The server refused the tool's result (a value it
                            # could not decode) and the run still waits: the
                            # snippet gets an exception instead.
                            refused = True
                            err = msg.get("error")
                            why = err.get("message") if isinstance(err, dict) else None
                            self._send(self._encode_line({"op": "tool_result", "call": answered, "error": {
                                "type": "ValueError",
                                "message": "the tool's result could not be passed in: %s" % (why or "refused")}}),
                                self.request_timeout)
                            continue
                        if msg.get("id") != rid:
                            raise self._fail("it answered request %r while %r was waiting"
                                             % (msg.get("id"), rid), ProtocolError)
                        if msg.get("ok") is True:
                            return msg
                        err = msg.get("error")
                        if msg.get("ok") is not False or not isinstance(err, dict):
                            raise self._fail("it sent a malformed reply", ProtocolError)
                        code = err.get("code") if isinstance(err.get("code"), str) else "unknown"
                        text = err.get("message") if isinstance(err.get("message"), str) else ""
                        if code == "name_error":
                            raise UnknownVariable(code, text)
                        raise RequestError(code, text)
                    if kind == "tool_call" and on_tool_call is not None and msg.get("id") == rid:
                        self._send(on_tool_call(msg), self.request_timeout)
                        answered = msg["call"]
                        refused = False
                        continue
                    raise self._fail("it sent an unexpected %r message" % kind, ProtocolError)
            except (RequestError, SessionLost, ProtocolError):
                raise
            except BaseException:
                # Interrupted halfway through an exchange (KeyboardInterrupt,
                # an exception a tool let through as BaseException, ...):
                # what the process says next would not line up with the
                # next request, so it goes.
                self._fail("the client gave up on it halfway through a request")
                raise

    # ---- operations ----------------------------------------------------

    def open_session(self, *, tools=None, imports=None, seed=None, **limits):
        """Open a session and return its :class:`Session`.

        ``tools`` maps names to Python callables the snippets may call
        (a list of functions is taken by their ``__name__``); ``imports``
        adds modules to the allowlist (``"pkg.*"`` for a package and its
        submodules); ``seed`` fixes string hashing; keyword limits
        (``max_instructions``, ``max_memory``, ``max_recursion``,
        ``max_output``, ``deadline_seconds``) override the server's
        defaults up to its ceilings.
        """
        tool_map = _tool_map(tools)
        req = {"op": "open"}
        bad = [k for k in limits if k not in LIMITS]
        if bad:
            raise TypeError("unknown limit %r (known: %s)" % (bad[0], ", ".join(LIMITS)))
        lim = {k: v for k, v in limits.items() if v is not None}
        for k, v in lim.items():
            if isinstance(v, bool) or not isinstance(v, (int, float)):
                raise TypeError("limit %s must be a number, not %s" % (k, type(v).__name__))
        if lim:
            req["limits"] = lim
        if imports:
            if isinstance(imports, str):
                imports = [imports]
            req["imports"] = [str(m) for m in imports]
        if tool_map:
            req["tools"] = list(tool_map)
        if seed is not None:
            req["seed"] = seed
        reply = self._request(req)
        session = Session(self, reply, tool_map)
        asked = _positive(lim.get("deadline_seconds"))
        session._asked_deadline = asked if asked is not None else self._asked_deadline
        self._sessions.add(session.id)
        return session

    def ping(self):
        """Ask the server whether it is there; raises if it is lost."""
        self._request({"op": "ping"})

    def kill(self):
        """Kill the process at once (any thread may call it); its sessions are lost."""
        if self._lost is None and not self._closed:
            if self._proc.poll() is None:
                try:
                    self._proc.send_signal(signal.SIGKILL)
                except OSError:
                    pass

    def close(self, timeout=5.0):
        """Shut the server down (killing it if it does not stop in time)."""
        if self._closed:
            return
        if self._lock.acquire(timeout=timeout):
            try:
                if self._lost is None and self._proc.poll() is None:
                    try:
                        self._request({"op": "shutdown"}, timeout=timeout)
                    except Exception:
                        pass
            finally:
                self._closed = True
                self._lock.release()
        else:
            self._closed = True
        try:
            self._proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            pass
        self._finalizer()
        self._sessions.clear()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def _positive(v):
    """v as a positive float, else None."""
    try:
        f = float(v)
    except (TypeError, ValueError):
        return None
    return f if f > 0 and f == f and f != float("inf") else None


def _tool_map(tools):
    if not tools:
        return {}
    if isinstance(tools, dict):
        items = list(tools.items())
    else:
        items = [(getattr(f, "__name__", None), f) for f in tools]
    out = {}
    for name, fn in items:
        if not isinstance(name, str) or not name:
            raise TypeError("a tool needs a name (pass a dict of name: callable)")
        if not callable(fn):
            raise TypeError("tool %r is not callable" % name)
        out[name] = fn
    return out


class Session:
    """One session in a :class:`Sandbox`: its own globals, limits and tools.

    Create it with :meth:`Sandbox.open_session` (or
    :meth:`smolvm.Pool.open_session`). Methods may be called from any
    thread; calls on sessions of the same process run one at a time.
    """

    def __init__(self, sandbox, reply, tools):
        sid = reply.get("session")
        if not isinstance(sid, str):
            raise ProtocolError("open reply without a session id")
        self.sandbox = sandbox
        self.id = sid
        self.limits = reply.get("limits") if isinstance(reply.get("limits"), dict) else {}
        imports = reply.get("authorized_imports")
        self.authorized_imports = list(imports) if isinstance(imports, list) else []
        self._tools = dict(tools)
        self._closed = False
        # The deadline this client asked for, if it did (the server's
        # word alone does not decide how long the client waits).
        self._asked_deadline = None

    def __repr__(self):
        return "<smolvm.Session %s in pid %s%s>" % (self.id, self.sandbox.pid,
                                                     " closed" if self._closed else "")

    @property
    def closed(self):
        return self._closed

    @property
    def tool_functions(self):
        """The callables behind the session's tools (a copy of the mapping)."""
        return dict(self._tools)

    def replace_tool(self, name, fn):
        """Point an existing tool name at another callable."""
        if name not in self._tools:
            raise KeyError("session %s has no tool %r (tools are named when it opens)" % (self.id, name))
        if not callable(fn):
            raise TypeError("tool %r is not callable" % name)
        self._tools[name] = fn

    def _call(self, message, values=(), timeout=-1, on_tool_call=None):
        if self._closed:
            raise ClosedError("session %s is closed" % self.id)
        try:
            return self.sandbox._request(dict(message, session=self.id), values, timeout, on_tool_call)
        except SessionLost as e:
            raise type(e)(e.reason, pid=e.pid, session=self.id) from None
        except ClosedError:
            raise ClosedError("session %s is closed (its sandbox was closed)" % self.id) from None

    def run_timeout(self):
        """How long the client waits for the server during a run: the
        session's deadline plus a margin (the deadline the client asked
        for when it is shorter than the one the server reports), or None
        when there is no deadline."""
        deadline = self.limits.get("deadline_seconds")
        if isinstance(deadline, bool) or not isinstance(deadline, (int, float)):
            deadline = None
        deadline = _positive(deadline)
        if self._asked_deadline is not None and (deadline is None or self._asked_deadline < deadline):
            deadline = self._asked_deadline
        if deadline is None:
            return None
        return deadline + max(RUN_TIMEOUT_MARGIN, deadline * 0.5)

    def run(self, code, filename=None, timeout=-1):
        """Run ``code`` in the session and return its :class:`RunResult`.

        A run that fails (an exception, a policy rejection, a limit stop)
        still returns a result: check ``result.ok`` or call
        ``result.raise_for_status()``. ``timeout`` overrides how long the
        client waits for the server in all (default: the session's
        deadline plus a margin; None waits forever; the time the tools
        take does not count); past it the process is killed and
        :class:`~smolvm.ServerTimeout` raised.
        """
        if not isinstance(code, str):
            raise TypeError("code must be a str, not %s" % type(code).__name__)
        req = {"op": "run", "code": code}
        if filename is not None:
            req["filename"] = str(filename)
        if timeout == -1:
            timeout = self.run_timeout()
        reply = self._call(req, timeout=timeout, on_tool_call=self._answer_tool_call)
        try:
            return _parse_result(reply.get("result"))
        except ProtocolError as e:
            raise self.sandbox._fail(str(e), ProtocolError) from None

    def _answer_tool_call(self, msg):
        sb = self.sandbox
        call = msg.get("call")
        name = msg.get("name")
        args = msg.get("args", [])
        kwargs = msg.get("kwargs", {})
        if (type(call) is not int or not isinstance(name, str) or not isinstance(args, list)
                or not isinstance(kwargs, dict) or msg.get("session") != self.id):
            raise sb._fail("it sent a malformed tool_call", ProtocolError)
        try:
            args = [decode(a) for a in args]
            kwargs = {k: decode(v) for k, v in kwargs.items()}
        except ValueError as e:
            raise sb._fail("it sent a tool_call with a malformed value: %s" % e, ProtocolError) from None
        fn = self._tools.get(name)
        if fn is None:
            return self._tool_error(call, "NameError", "tool %r is not available" % name)
        try:
            value = fn(*args, **kwargs)
        except Exception as e:
            return self._tool_error(call, type(e).__name__, _exception_text(e))
        try:
            return sb._encode_line({"op": "tool_result", "call": call, "value": value}, ("value",))
        except (TypeError, ValueError) as e:
            return self._tool_error(call, type(e).__name__, "tool %r returned a value that cannot cross "
                                    "into the sandbox: %s" % (name, _exception_text(e)))

    def _tool_error(self, call, type_name, message):
        return self.sandbox._encode_line(
            {"op": "tool_result", "call": call, "error": {"type": type_name, "message": message}})

    def set(self, **variables):
        """Assign globals: ``session.set(x=1, df={"a": (1, 2)})``."""
        self.update(variables)

    def update(self, variables):
        """Assign globals from a mapping of names to values (in order)."""
        variables = dict(variables)
        if variables:
            self._call({"op": "set", "vars": variables}, values=("vars",))

    def get(self, name):
        """The value of global ``name`` (raises :class:`~smolvm.UnknownVariable`)."""
        reply = self._call({"op": "get", "name": name})
        try:
            return decode(reply.get("value"))
        except ValueError as e:
            raise self.sandbox._fail("it sent a malformed value: %s" % e, ProtocolError) from None

    def delete(self, name):
        """Delete global ``name`` (raises :class:`~smolvm.UnknownVariable`)."""
        self._call({"op": "del", "name": name})

    def names(self):
        """The session's global names that do not start with ``_``, sorted."""
        names = self._call({"op": "vars"}).get("names")
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise self.sandbox._fail("it sent a malformed vars reply", ProtocolError)
        return names

    def tools(self):
        """The names of the tools the session's snippets may call."""
        tools = self._call({"op": "tools"}).get("tools")
        if not isinstance(tools, list):
            raise self.sandbox._fail("it sent a malformed tools reply", ProtocolError)
        return tools

    def close(self):
        """Free the session. Closing a lost or closed session does nothing."""
        if self._closed:
            return
        self._closed = True
        self.sandbox._sessions.discard(self.id)
        if self.sandbox.alive:
            try:
                self.sandbox._request({"op": "close", "session": self.id})
            except (RequestError, SessionLost, ClosedError):
                pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
