"""``SmolvmExecutor``: smolagents' ``LocalPythonExecutor`` interface on smolvm.

A ``CodeAgent`` calls its executor with each step's code and reads back
``output``, ``logs`` and ``is_final_answer``; it hands over its tools with
``send_tools`` and its variables with ``send_variables``, and after an error
it reads what was printed from ``executor.state["_print_outputs"]``. This
module provides all of that over one smolvm session whose globals persist
from step to step. smolagents itself is never imported when this module is
imported; when it is importable at call time, its own ``CodeOutput``,
``InterpreterError`` and ``PrintContainer`` classes are used, so code that
checks for them keeps working.
"""

import ast
import importlib
import keyword
import re
import sys
import warnings
from collections.abc import MutableMapping
from dataclasses import dataclass
from typing import Any

from .client import Sandbox
from .errors import RequestError, ServerTimeout, SessionLost, UnknownVariable
from .values import Repr, encode

__all__ = ["SmolvmExecutor", "CodeOutput", "InterpreterError", "PrintContainer",
           "DEFAULT_MAX_LEN_OUTPUT", "MAX_EXECUTION_TIME_SECONDS"]

_UNKNOWN_IMPORT = re.compile(r"import '(.+)': smolvm has no such module$")

DEFAULT_MAX_LEN_OUTPUT = 50000
MAX_EXECUTION_TIME_SECONDS = 30


class InterpreterError(ValueError):
    """A step failed; the message is what the model should read.

    (smolagents' own ``InterpreterError`` is raised instead when smolagents
    is importable.)
    """


@dataclass
class CodeOutput:
    """The result of a step: smolagents' ``CodeOutput`` fields."""

    output: Any
    logs: str
    is_final_answer: bool


class PrintContainer:
    """What a step printed, as smolagents keeps it in ``state["_print_outputs"]``."""

    def __init__(self, value=""):
        self.value = value

    def append(self, text):
        self.value += text
        return self

    def __iadd__(self, other):
        self.value += str(other)
        return self

    def __str__(self):
        return self.value

    def __repr__(self):
        return "PrintContainer(%s)" % self.value

    def __len__(self):
        return len(self.value)


_smolagents_missing = False


def _smolagents_module():
    """smolagents.local_python_executor when it can be imported, else None."""
    global _smolagents_missing
    mod = sys.modules.get("smolagents.local_python_executor")
    if mod is not None:
        return mod
    if _smolagents_missing:
        return None
    try:
        return importlib.import_module("smolagents.local_python_executor")
    except Exception:
        _smolagents_missing = True
        return None


def _compat(name, fallback):
    mod = _smolagents_module()
    cls = getattr(mod, name, None) if mod is not None else None
    return cls if isinstance(cls, type) else fallback


def truncate_logs(text, max_length):
    """Cut ``text`` to about ``max_length`` characters as smolagents does:
    the first and last halves around a line saying it was truncated."""
    if max_length is None or len(text) <= max_length:
        return text
    half = max_length // 2
    return (text[:half] + "\n..._This content has been truncated to stay below %d characters_...\n"
            % max_length + text[len(text) - half:])


def _assigned_name(code):
    """The variable whose value smolagents' executor gives as the output of
    a step that ends with an assignment (``x = ...``, ``x += ...``,
    ``x: T = ...``), or None. smolagents' output is the value of the last
    top-level statement; smolvm's, like CPython's, is that of a final
    expression only, so for a final assignment to a name the executor
    reads the name back."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    if not tree.body:
        return None
    last = tree.body[-1]
    if isinstance(last, ast.Assign):
        targets = last.targets
    elif isinstance(last, ast.AugAssign) or (isinstance(last, ast.AnnAssign) and last.value is not None):
        targets = [last.target]
    else:
        return None
    for t in targets:
        if isinstance(t, ast.Name):
            return t.id
    return None


def _tool_callable(name, tool):
    if callable(tool):
        return tool
    forward = getattr(tool, "forward", None)
    if callable(forward):
        return forward
    raise TypeError("tool %r is neither callable nor has a forward method" % name)


class _State(MutableMapping):
    """``executor.state``: the session's variables as a mapping.

    Names starting with ``_`` (``_print_outputs`` among them) are kept
    here, on the client; every other name is a global of the session
    (read with ``get``, assigned with ``set``).
    """

    def __init__(self, executor):
        self._executor = executor
        self._local = {"__name__": "__main__", "_print_outputs": PrintContainer()}

    def __getitem__(self, name):
        if name in self._local:
            return self._local[name]
        if not isinstance(name, str):
            raise KeyError(name)
        return self._executor._get_variable(name)

    def __setitem__(self, name, value):
        if isinstance(name, str) and name.startswith("_"):
            self._local[name] = value
        else:
            self._executor.send_variables({name: value})

    def __delitem__(self, name):
        if name in self._local:
            del self._local[name]
        else:
            self._executor._del_variable(name)

    def __contains__(self, name):
        if name in self._local:
            return True
        return isinstance(name, str) and name in self._executor._variable_names()

    def __iter__(self):
        yield from list(self._local)
        yield from self._executor._variable_names()

    def __len__(self):
        return len(self._local) + len(self._executor._variable_names())

    def copy(self):
        """A plain dict of every name and its current value."""
        return dict(self.items())

    __copy__ = copy

    def __deepcopy__(self, memo):
        import copy
        return copy.deepcopy(self.copy(), memo)

    def __repr__(self):
        return "<smolvm executor state: %s>" % ", ".join(map(str, self))


class SmolvmExecutor:
    """A drop-in for smolagents' ``LocalPythonExecutor`` that runs code in smolvm.

    ``CodeAgent(tools=..., model=..., executor=SmolvmExecutor(
    additional_authorized_imports=["numpy"]))``. Each executor keeps one
    session (its variables persist across steps) in a ``smolvm serve``
    process of its own, started on first use, or in ``sandbox``/``pool``
    when given. ``timeout_seconds`` is each step's wall-clock deadline
    (None: the server's ceiling); keyword limits (``max_instructions``,
    ``max_memory``, ``max_recursion``, ``max_output``) go to the session.
    ``binary`` names the smolvm executable (else :func:`smolvm.find_binary`).
    """

    def __init__(self, additional_authorized_imports=None, max_print_outputs_length=None, *,
                 timeout_seconds=MAX_EXECUTION_TIME_SECONDS, additional_functions=None,
                 sandbox=None, pool=None, binary=None, **limits):
        if "deadline_seconds" in limits:
            raise TypeError("give the deadline as timeout_seconds")
        if sandbox is not None and pool is not None:
            raise TypeError("give a sandbox or a pool, not both")
        self.additional_authorized_imports = list(additional_authorized_imports or [])
        self.max_print_outputs_length = (DEFAULT_MAX_LEN_OUTPUT if max_print_outputs_length is None
                                         else max_print_outputs_length)
        self.timeout_seconds = timeout_seconds
        self.additional_functions = dict(additional_functions or {})
        self.limits = dict(limits)
        self.binary = binary
        self._sandbox = sandbox
        self._owns_sandbox = False
        self._pool = pool
        self._session = None
        self._tools = {}
        self._final_answer = None
        self._variables = {}
        self.static_tools = None
        self.custom_tools = {}
        self.state = _State(self)
        for name, fn in self.additional_functions.items():
            self._tools[name] = _tool_callable(name, fn)

    # ---- the session ---------------------------------------------------

    @property
    def session(self):
        """The current :class:`~smolvm.Session` (opened on first use)."""
        return self._ensure_session()

    @property
    def authorized_imports(self):
        if self._session is not None:
            return list(self._session.authorized_imports)
        return None

    def _open_session(self):
        kwargs = dict(self.limits)
        kwargs["tools"] = {n: f for n, f in self._tools.items()}
        kwargs["imports"] = self.additional_authorized_imports
        if self._pool is not None:
            opener = self._pool
            ceilings = self._pool.sandbox(0).ceilings
        else:
            if self._sandbox is None or (self._owns_sandbox and not self._sandbox.alive):
                if self._sandbox is not None:
                    self._sandbox.close(timeout=1.0)
                self._sandbox = Sandbox(self.binary)
                self._owns_sandbox = True
            opener = self._sandbox
            ceilings = self._sandbox.ceilings
        deadline = self.timeout_seconds
        if deadline is None:
            deadline = ceilings.get("deadline_seconds")
        if deadline is not None:
            kwargs["deadline_seconds"] = deadline
        # smolagents' lists often name modules smolvm does not have
        # (numpy, pandas, ...): the server refuses those, naming each; they
        # are left out with a warning, and a step that imports one gets
        # the policy's refusal listing what is allowed.
        imports = list(kwargs["imports"])
        while True:
            kwargs["imports"] = imports
            try:
                session = opener.open_session(**kwargs)
                break
            except RequestError as e:
                m = _UNKNOWN_IMPORT.match(e.message) if e.code == "invalid_value" else None
                if not m or m.group(1) not in imports:
                    raise
                imports.remove(m.group(1))
                warnings.warn("smolvm has no module %r: left out of the authorized imports" % m.group(1),
                              RuntimeWarning, stacklevel=3)
        try:
            if self._variables:
                session.update(self._variables)
        except BaseException:
            session.close()
            raise
        return session

    def _ensure_session(self):
        if self._session is None or self._session.closed:
            self._session = self._open_session()
        return self._session

    def _drop_session(self):
        session, self._session = self._session, None
        if session is not None:
            session.close()
        if self._owns_sandbox and self._sandbox is not None and not self._sandbox.alive:
            self._sandbox.close(timeout=1.0)
            self._sandbox = None

    # ---- smolagents' interface -------------------------------------------

    def send_tools(self, tools):
        """Make ``tools`` (name -> smolagents Tool or callable) callable from steps.

        ``final_answer`` is smolvm's own builtin: calling it ends the step
        with ``is_final_answer`` True; the tool given under that name is
        applied to the answer afterwards, as smolagents does.
        """
        new = {}
        final = None
        for name, tool in dict(tools).items():
            if name == "final_answer":
                final = _tool_callable(name, tool)
                continue
            new[name] = _tool_callable(name, tool)
        for name, fn in self.additional_functions.items():
            new.setdefault(name, _tool_callable(name, fn))
        self._final_answer = final
        self.static_tools = dict(tools)
        old_names = set(self._tools)
        self._tools = new
        session = self._session
        if session is None or session.closed:
            return
        if set(new) <= old_names:
            # Same names (or fewer): point them at the new callables.
            for name in old_names:
                fn = new.get(name) or _missing_tool(name)
                session.replace_tool(name, fn)
            return
        # New tool names can only be given when a session opens: carry the
        # variables that can cross over to a new session.
        carried = {}
        for name in session.names():
            try:
                value = session.get(name)
            except UnknownVariable:
                continue
            if not isinstance(value, Repr):
                carried[name] = value
        self._drop_session()
        self._session = self._open_session()
        if carried:
            self._session.update(carried)

    def send_variables(self, variables):
        """Put ``variables`` (name -> value) into the session's globals.

        Raises TypeError for a value whose type cannot cross into smolvm
        (see the value encoding in the package documentation).
        """
        variables = dict(variables)
        for name, value in variables.items():
            if not isinstance(name, str) or not name.isidentifier() or keyword.iskeyword(name):
                raise ValueError("variable name %r is not a Python identifier" % (name,))
            try:
                encode(value)
            except (TypeError, ValueError) as e:
                raise type(e)("variable %r cannot be sent to smolvm: %s" % (name, e)) from None
        self._variables.update(variables)
        if self._session is not None and not self._session.closed:
            self._session.update(variables)

    def __call__(self, code_action):
        """Run one step; return a CodeOutput or raise InterpreterError."""
        error_cls = _compat("InterpreterError", InterpreterError)
        printed = _compat("PrintContainer", PrintContainer)
        self.state["_print_outputs"] = printed()
        # A sandbox that cannot be started raises as it is: that is the
        # host's problem, not something for the model to read.
        session = self._ensure_session()
        try:
            result = session.run(code_action)
        except SessionLost as e:
            self._drop_session()
            if isinstance(e, ServerTimeout):
                text = ("Code execution exceeded the maximum execution time of %s seconds "
                        "and the sandbox was restarted: variables from earlier steps are lost."
                        % self.timeout_seconds)
            else:
                text = ("The sandbox running this code was lost (%s); variables from earlier "
                        "steps are lost and the next step starts in a fresh session." % e.reason)
            raise error_cls(text) from None
        logs = truncate_logs(result.logs, self.max_print_outputs_length)
        container = printed()
        container.value = logs
        self.state["_print_outputs"] = container
        if result.status == "ok":
            output = result.value
            name = _assigned_name(code_action) if output is None else None
            if name is not None:
                try:
                    output = session.get(name)
                except UnknownVariable:
                    output = None
                except SessionLost:
                    self._drop_session()
                    output = None
            return self._output(output, logs, False)
        if result.status == "final_answer":
            answer = result.value
            if self._final_answer is not None:
                try:
                    answer = self._final_answer(answer)
                except Exception as e:
                    raise error_cls("Code execution failed: the final_answer tool raised %s: %s"
                                    % (type(e).__name__, e)) from None
            return self._output(answer, logs, True)
        limit = self.timeout_seconds
        if limit is None:
            limit = session.limits.get("deadline_seconds")
        raise error_cls(_error_text(result, limit))

    def _output(self, output, logs, final):
        return _compat("CodeOutput", CodeOutput)(output=output, logs=logs, is_final_answer=final)

    def cleanup(self):
        """Close the session, and the process when the executor started it."""
        session, self._session = self._session, None
        if session is not None:
            session.close()
        if self._owns_sandbox and self._sandbox is not None:
            self._sandbox.close()
            self._sandbox = None

    close = cleanup

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.cleanup()

    # ---- state's access to the session ---------------------------------

    def _get_variable(self, name):
        if self._session is None or self._session.closed:
            if name in self._variables:
                return self._variables[name]
            raise KeyError(name)
        try:
            return self._session.get(name)
        except UnknownVariable:
            raise KeyError(name) from None

    def _del_variable(self, name):
        self._variables.pop(name, None)
        if self._session is not None and not self._session.closed:
            try:
                self._session.delete(name)
            except UnknownVariable:
                raise KeyError(name) from None

    def _variable_names(self):
        if self._session is None or self._session.closed:
            return sorted(n for n in self._variables if not n.startswith("_"))
        return self._session.names()


def _missing_tool(name):
    def missing(*args, **kwargs):
        raise NameError("tool %r is no longer available" % name)
    return missing


def _error_text(result, timeout_seconds):
    """The text of a failed step's InterpreterError."""
    err = result.error
    detail = (err.traceback if err is not None else "").rstrip("\n")
    if result.status == "deadline":
        # smolagents' own sentence for a timeout first, then smolvm's.
        head = "Code execution exceeded the maximum execution time of %s seconds" % timeout_seconds
        return "%s (%s)" % (head, detail) if detail else head
    if detail:
        return detail
    if err is not None and err.type:
        return "%s: %s" % (err.type, err.message or "")
    return {"instruction_budget": "The code used up its instruction budget",
            "memory_cap": "The code went over its memory limit"}.get(
                result.status, "Code execution failed with status %s" % result.status)
