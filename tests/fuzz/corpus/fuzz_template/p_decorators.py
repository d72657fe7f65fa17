@decorator
def f():
    pass

@decorator.attr
def g():
    pass

@decorator(arg, key=value)
def h():
    pass

@first
@second(1)
@third.method()
class C:
    @property
    def value(self):
        return self._value

    @value.setter
    def value(self, v):
        self._value = v

    @staticmethod
    def static():
        pass

    @classmethod
    def create(cls):
        return cls()

@functools.lru_cache(maxsize=None)
def cached(n):
    return n

@(lambda f: f)
def weird():
    pass

@buttons[0].clicked.connect
def handler():
    pass

@x if y else z
def cond():
    pass
