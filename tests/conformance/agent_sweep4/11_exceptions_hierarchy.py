class AppError(Exception):
    """Base error."""
class ValidationError(AppError):
    def __init__(self, field, msg):
        super().__init__(f"{field}: {msg}")
        self.field = field
class NotFound(AppError, LookupError):
    pass
def validate(rec):
    if "name" not in rec: raise ValidationError("name", "required")
    if not isinstance(rec.get("age"), int): raise ValidationError("age", f"expected int, got {type(rec.get('age')).__name__}")
    return True
for rec in [{"name": "a", "age": 3}, {"age": 1}, {"name": "b", "age": "3"}]:
    try:
        print(validate(rec))
    except AppError as e:
        print(type(e).__name__, e, e.field, e.args, repr(e))
try:
    raise NotFound("user 42")
except LookupError as e:
    print("caught", repr(e), isinstance(e, AppError), issubclass(NotFound, LookupError))
def load(cfg):
    try:
        return cfg["db"]["port"]
    except KeyError as e:
        raise AppError(f"missing config key {e}") from e
try:
    load({"db": {}})
except AppError as e:
    print(e, "| cause:", repr(e.__cause__), e.__suppress_context__, repr(e.__context__))
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("bad")
except ValueError as e:
    print(repr(e.__context__), e.__cause__, e.__suppress_context__)
try:
    raise RuntimeError("x") from None
except RuntimeError as e:
    print(e.__cause__, e.__suppress_context__)
def attempt(n):
    log = []
    for i in range(n):
        try:
            if i % 2: raise ValueError(i)
            log.append(f"ok{i}")
        except ValueError as e:
            log.append(f"err{e}")
            continue
        else:
            log.append("else")
        finally:
            log.append("fin")
    return log
print(attempt(3))
def f():
    try:
        return "try"
    finally:
        print("cleanup runs")
print(f())
e = ValueError("a", 2)
print(str(e), repr(e), e.args, str(ValueError()), repr(KeyError("k")), str(KeyError("k")), str(KeyError()), str(KeyError("a", "b")))
e2 = Exception("with note")
e2.add_note("note 1"); e2.add_note("note 2")
print(e2.__notes__, str(OSError(2, "No such file")), OSError(2, "nf").errno, repr(StopIteration(5).value))
print(issubclass(KeyError, LookupError), issubclass(UnicodeDecodeError, ValueError), issubclass(ZeroDivisionError, ArithmeticError))
