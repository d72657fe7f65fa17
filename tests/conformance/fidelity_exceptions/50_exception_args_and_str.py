# Exception args, str() for 0, 1 and many args, and with_traceback-free patterns.
for args in ((), ("one",), ("a", 2), (None,), ([1, 2],), (1,)):
    e = ValueError(*args)
    print(repr(e), "|", str(e), "|", e.args)
e = OSError(2, "No such file")
print(e.errno, e.strerror, str(e), e.args)
e = UnicodeError("bad")
print(repr(e), isinstance(e, ValueError))
print(repr(StopIteration(5).value), repr(StopIteration().value))
print(SystemExit(3).code, SystemExit().code, KeyboardInterrupt.__name__)
print(issubclass(KeyboardInterrupt, Exception), issubclass(KeyboardInterrupt, BaseException))
print(issubclass(StopIteration, Exception), issubclass(GeneratorExit, Exception))
e = Exception("x")
e.args = ("changed", 1)
print(e, repr(e))
try:
    raise ValueError
except ValueError as err:
    print(repr(err), err.args)
try:
    raise int
except TypeError as err:
    print(type(err).__name__, err)
try:
    raise "a string"
except TypeError as err:
    print(type(err).__name__, err)
