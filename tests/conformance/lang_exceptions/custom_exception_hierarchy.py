class AppError(Exception):
    code = 500


class NotFound(AppError):
    code = 404


class Invalid(AppError):
    code = 400

    def __init__(self, field, reason):
        super().__init__(field, reason)
        self.field = field


def handle(request):
    if "id" not in request:
        raise Invalid("id", "missing")
    if request["id"] > 10:
        raise NotFound(f"item {request['id']}")
    if request["id"] < 0:
        raise AppError("negative id")
    return f"item {request['id']}"


for req in [{"id": 3}, {}, {"id": 42}, {"id": -1}]:
    try:
        print(200, handle(req))
    except AppError as e:
        print(e.code, type(e).__name__, e.args)
