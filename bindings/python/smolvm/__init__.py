"""Run Python snippets in smolvm sandboxes from Python.

smolvm compiles the Python code agents write to bytecode, checks it
against a policy and runs it under hard limits (instructions, memory,
recursion, output, wall time). This package drives ``smolvm serve``
processes over their JSON-lines protocol:

- :class:`Sandbox` -- one serve process; :meth:`Sandbox.open_session`
  returns a :class:`Session` that runs code, holds variables and calls
  host tools (plain Python callables);
- :class:`Pool` -- several processes running sessions in parallel, each
  restarted when it crashes;
- :class:`SmolvmExecutor` -- a drop-in for smolagents' ``LocalPythonExecutor``.

Standard library only; smolagents is never imported unless an executor
finds it at call time.
"""

from .binary import find_binary
from .client import LIMITS, PROTOCOL_VERSION, RunError, RunResult, Sandbox, Session
from .errors import (BinaryNotFound, ClosedError, ProtocolError, RequestError, RunFailed,
                     ServerTimeout, SessionLost, SmolvmError, UnknownVariable)
from .executor import CodeOutput, InterpreterError, PrintContainer, SmolvmExecutor
from .pool import Pool
from .values import Repr

__version__ = "0.2.0"

__all__ = [
    "Sandbox", "Session", "RunResult", "RunError", "Pool", "SmolvmExecutor",
    "CodeOutput", "InterpreterError", "PrintContainer", "Repr", "find_binary",
    "SmolvmError", "BinaryNotFound", "ProtocolError", "RequestError", "UnknownVariable",
    "SessionLost", "ServerTimeout", "ClosedError", "RunFailed",
    "LIMITS", "PROTOCOL_VERSION", "__version__",
]
