"""The exceptions the smolvm package raises."""

__all__ = [
    "SmolvmError", "BinaryNotFound", "ProtocolError", "RequestError",
    "UnknownVariable", "SessionLost", "ServerTimeout", "ClosedError", "RunFailed",
]


class SmolvmError(Exception):
    """Base class of every error this package raises."""


class BinaryNotFound(SmolvmError, FileNotFoundError):
    """No ``smolvm`` executable was found (see :func:`smolvm.find_binary`)."""


class ProtocolError(SmolvmError):
    """The server said something the protocol does not allow.

    The process that said it is killed: after a message the client cannot
    read, nothing it says next can be trusted to line up with a request.
    """


class RequestError(SmolvmError):
    """The server answered a request with an error reply.

    ``code`` is the protocol's error code (``no_session``, ``busy``,
    ``limit``, ``invalid_value``, ``bad_request``, ...) and ``message``
    the server's sentence. The process and its sessions carry on.
    """

    def __init__(self, code, message):
        self.code = code
        self.message = message
        super().__init__("%s: %s" % (code, message))


class UnknownVariable(RequestError, NameError):
    """``Session.get``/``delete`` of a variable the session does not have."""


class SessionLost(SmolvmError):
    """The ``smolvm serve`` process holding a session is gone.

    It crashed, was killed, stopped answering within its timeout, or said
    something unreadable (and was killed for it). Every session that lived
    in that process is lost with its variables; sessions in other processes
    are not affected. ``session`` is the lost session's id (None for a
    process-level operation), ``pid`` the process id, ``reason`` what
    happened.
    """

    def __init__(self, reason, pid=None, session=None):
        self.reason = reason
        self.pid = pid
        self.session = session
        if session is not None:
            text = ("session %r was lost with its smolvm serve process (pid %s): %s. "
                    "Sessions in other processes are not affected; open a new session."
                    % (session, pid, reason))
        else:
            text = "smolvm serve process (pid %s) was lost: %s" % (pid, reason)
        super().__init__(text)


class ServerTimeout(SessionLost):
    """The server did not answer within the client's timeout and was killed."""


class ClosedError(SmolvmError):
    """An operation on a session or sandbox that was closed."""


class RunFailed(SmolvmError):
    """Raised by :meth:`RunResult.raise_for_status` for a failed run.

    ``result`` is the :class:`RunResult`; the message is the traceback (or
    the policy's reason, or the limit that stopped the run).
    """

    def __init__(self, result):
        self.result = result
        err = result.error
        text = (err.traceback if err is not None and err.traceback else "run ended with status %s" % result.status)
        super().__init__(text.rstrip("\n"))
