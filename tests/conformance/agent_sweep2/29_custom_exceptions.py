class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code
    def __str__(self):
        return f"[{self.code}] {self.args[0]}"
class NotFound(AppError):
    pass
errs = [NotFound(404, "no such user"), AppError(500, "boom"), ValueError("v")]
for e in errs:
    try:
        raise e
    except NotFound as x:
        print("not found:", x, x.code)
    except AppError as x:
        print("app:", x, repr(x))
    except Exception as x:
        print("other:", type(x).__name__, x)
print(issubclass(NotFound, AppError), isinstance(errs[0], Exception))
e = Exception("a", 1)
print(str(e), repr(e), e.args, str(Exception()), repr(Exception()))
print(repr(ValueError("x")), str(KeyError("k")), str(KeyError()))
try:
    raise NotFound(1, "gone")
finally:
    print("cleanup")
