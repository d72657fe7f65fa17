# Exception subclasses with custom __init__: str, args and repr as CPython.
class AppError(Exception):
    def __init__(self, message, code=500):
        super().__init__(message)
        self.code = code


class NotFound(AppError):
    def __init__(self, what):
        super().__init__(f'{what} not found', code=404)
        self.what = what


class Silent(Exception):
    def __init__(self, a, b):
        self.a = a
        self.b = b


class Multi(ValueError):
    def __init__(self, *args):
        super().__init__(*args)


class Formatted(Exception):
    def __str__(self):
        return 'formatted: ' + ', '.join(map(str, self.args))


for e in (AppError('boom'), NotFound('user'), Silent(1, 2), Multi('x', 2), Multi(), Formatted('a', 1)):
    print(type(e).__name__, str(e), e.args, repr(e), isinstance(e, Exception))
try:
    raise NotFound('page')
except AppError as e:
    print('caught', e, e.code, e.what, e.args)
try:
    raise Multi('bad value', 3)
except ValueError as e:
    print('caught', e, e.args)
e = AppError('x', code=1)
print(e.code, f'{e}', '%s' % e, [e])
raise NotFound('config')
