# An application exception hierarchy caught at different levels.
class AppError(Exception):
    """Base for app errors."""


class ValidationError(AppError):
    def __init__(self, field, problem):
        super().__init__(field, problem)
        self.field = field
        self.problem = problem

    def __str__(self):
        return "%s: %s" % (self.field, self.problem)


class NotFound(AppError, LookupError):
    pass


def run(case):
    if case == 1:
        raise ValidationError("email", "missing @")
    if case == 2:
        raise NotFound("user 42")
    if case == 3:
        raise AppError("generic", 3)
    return "ok"


for case in range(4):
    try:
        print(run(case))
    except ValidationError as e:
        print("validation", e, e.args, e.field, repr(e))
    except LookupError as e:
        print("lookup", type(e).__name__, e, repr(e), isinstance(e, AppError))
    except AppError as e:
        print("app", e, e.args, repr(e))
print([issubclass(NotFound, k) for k in (AppError, LookupError, Exception, KeyError)])
print(issubclass(ValidationError, Exception), issubclass(NotFound, KeyError))
print(str(ValidationError("a", "b")), ValidationError("a", "b").args)
