"""Utilities for with-statement contexts: contextmanager, suppress,
nullcontext, closing, ExitStack, ContextDecorator and
AbstractContextManager.

smolvm has no async functions and no files, so the asynchronous helpers
(asynccontextmanager, aclosing, AsyncExitStack) and chdir are not here.
redirect_stdout sends what print() writes without a file to its target;
nothing writes to standard error, so redirect_stderr only swaps. A context
manager's __exit__ receives None as its traceback argument (tracebacks
are not handed out), which every helper here accepts."""

import abc as _abc
from types import GenericAlias as _GenericAlias

_tb_depth = _native_tb_depth
_tb_cut = _native_tb_cut
_swap_stdout = _native_swap_stdout

__all__ = ["contextmanager", "suppress", "nullcontext", "closing", "ExitStack",
           "ContextDecorator", "AbstractContextManager", "redirect_stdout", "redirect_stderr"]


class AbstractContextManager(_abc.ABC):
    """An ABC for classes that implement __enter__ and __exit__;
    __enter__ returns the manager itself."""
    __module__ = 'contextlib'
    __slots__ = ()
    __class_getitem__ = classmethod(_GenericAlias)

    def __enter__(self):
        return self

    @_abc.abstractmethod
    def __exit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractContextManager:
            import collections.abc as _cabc
            if _cabc._defines(C, '__enter__') and _cabc._defines(C, '__exit__'):
                return True
        return NotImplemented


class ContextDecorator(object):
    """A base class that lets a context manager be used as a decorator:
    each call of the decorated function runs inside a fresh context."""
    __module__ = 'contextlib'

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        import functools as _functools

        @_functools.wraps(func)
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        return inner


class _GeneratorContextManager(ContextDecorator, AbstractContextManager):
    """The context manager that contextmanager() returns: it runs the
    generator up to its yield on entry and on to its end on exit."""
    __module__ = 'contextlib'

    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds
        doc = getattr(func, "__doc__", None)
        self.__doc__ = doc if doc is not None else type(self).__doc__

    def _recreate_cm(self):
        # A decorated function makes a new generator for every call.
        return type(self)(self.func, self.args, self.kwds)

    def __enter__(self):
        del self.args, self.kwds, self.func
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        # The exception's traceback as it comes in: CPython's assigns it
        # back when the exception comes out of the generator unchanged.
        depth = _tb_depth(value)
        try:
            self.gen.throw(typ, value, traceback)
        except StopIteration as stop:
            # The generator caught the exception and finished: suppressed,
            # unless what stopped it is the exception itself.
            return stop is not value
        except RuntimeError as err:
            if err is value:
                _tb_cut(value, depth)
                return False
            # A StopIteration thrown in comes back wrapped by the
            # generator machinery: not a new error.
            if isinstance(value, StopIteration) and err.__cause__ is value:
                _tb_cut(value, depth)
                return False
            raise
        except BaseException as err:
            if err is not value:
                raise
            _tb_cut(value, depth)
            return False
        raise RuntimeError("generator didn't stop after throw()")


def contextmanager(func):
    """Decorate a generator function that yields once to make a context
    manager factory: the code before the yield runs on entry, the value
    yielded is what `as` binds, the code after it runs on exit (an
    exception in the with block is raised at the yield)."""
    import functools as _functools

    @_functools.wraps(func)
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return helper


class suppress(AbstractContextManager):
    """Suppress the given exception types in the with block; execution
    goes on after the with statement."""
    __module__ = 'contextlib'

    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        return exctype is not None and issubclass(exctype, self._exceptions)


_OUTPUT = object()        # _swap_stdout's "the output itself"
_stderr = [None]          # redirect_stderr's stream: nothing writes to it


class _RedirectStream(AbstractContextManager):
    __module__ = 'contextlib'

    def __init__(self, new_target):
        self._new_target = new_target
        # A list of old targets makes the manager re-entrant.
        self._old_targets = []

    def __enter__(self):
        self._old_targets.append(self._swap(self._new_target))
        return self._new_target

    def __exit__(self, exctype, excinst, exctb):
        self._swap(self._old_targets.pop())


class redirect_stdout(_RedirectStream):
    """Context manager for temporarily redirecting stdout to another file.

        # How to send help() to stderr
        with redirect_stdout(sys.stderr):
            help(dir)

        # How to write help() to a file
        with open('help.txt', 'w') as f:
            with redirect_stdout(f):
                help(pow)
    """
    __module__ = 'contextlib'

    @staticmethod
    def _swap(target):
        return _swap_stdout(target, _OUTPUT)


class redirect_stderr(_RedirectStream):
    """Context manager for temporarily redirecting stderr to another file."""
    __module__ = 'contextlib'

    @staticmethod
    def _swap(target):
        old = _stderr[0]
        _stderr[0] = target
        return old


class nullcontext(AbstractContextManager):
    """A context manager that does nothing: `as` binds enter_result."""
    __module__ = 'contextlib'

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class closing(AbstractContextManager):
    """Call thing.close() when the with block ends."""
    __module__ = 'contextlib'

    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class ExitStack(AbstractContextManager):
    """A stack of exit callbacks and context managers, unwound last in,
    first out when the with block ends (or close() is called); an
    exception a callback raises replaces the one being handled, with the
    latter as its __context__."""
    __module__ = 'contextlib'

    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        """Move every callback to a new ExitStack and return it."""
        new_stack = type(self)()
        new_stack._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = []
        return new_stack

    def push(self, exit):
        """Add a context manager's __exit__, or a callable with its
        signature, to the stack; returns it (usable as a decorator)."""
        exit_method = getattr(type(exit), '__exit__', None)
        if exit_method is None:
            self._exit_callbacks.append((True, exit))
        else:
            self._exit_callbacks.append((True, _bound(exit_method, exit)))
        return exit

    def enter_context(self, cm):
        """Enter a context manager and push its __exit__; returns what
        its __enter__ returned."""
        cls = type(cm)
        enter = getattr(cls, '__enter__', None)
        exit = getattr(cls, '__exit__', None)
        if enter is None or exit is None:
            raise TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does "
                            f"not support the context manager protocol")
        result = enter(cm)
        self._exit_callbacks.append((True, _bound(exit, cm)))
        return result

    def callback(self, callback, /, *args, **kwds):
        """Push a plain callback, called with args and kwds on exit (it
        does not see the exception); returns callback."""
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        _exit_wrapper.__wrapped__ = callback
        self._exit_callbacks.append((False, _exit_wrapper))
        return callback

    def close(self):
        """Unwind the stack now."""
        self.__exit__(None, None, None)

    def __enter__(self):
        return self

    def __exit__(self, *exc_details):
        received_exc = exc_details[0] is not None
        pending = exc_details[1] if received_exc else None
        while self._exit_callbacks:
            is_sync, cb = self._exit_callbacks.pop()
            details = (type(pending), pending, None) if pending is not None else (None, None, None)
            try:
                if cb(*details):
                    pending = None
            except BaseException as new_exc:
                if pending is not None and new_exc is not pending and new_exc.__context__ is None:
                    new_exc.__context__ = pending
                pending = new_exc
        if pending is not None and (not received_exc or pending is not exc_details[1]):
            raise pending
        return received_exc and pending is None


def _bound(func, obj):
    def method(*args):
        return func(obj, *args)
    return method
