# Wrong argument counts for functions, methods and lambdas.
def greet(name, greeting="hi", *, punct="!"):
    return greeting + " " + name + punct


def no_args():
    return 0


def var_only(*args, **kwargs):
    return args, kwargs


class Robot:
    def move(self, dx, dy):
        return dx, dy

    @classmethod
    def build(cls, model):
        return model

    @staticmethod
    def beep(times):
        return "beep" * times


square = lambda x: x * x
r = Robot()
calls = [
    lambda: greet(),
    lambda: greet("a", "b", "c"),
    lambda: greet("a", punct="?", extra=1),
    lambda: greet("a", "b", "!"),
    lambda: greet(name="a", greeting="b", shout=True),
    lambda: greet("a", name="b"),
    lambda: no_args(1),
    lambda: no_args(x=1),
    lambda: r.move(1),
    lambda: r.move(1, 2, 3),
    lambda: r.move(dx=1, dz=2),
    lambda: Robot.move(1, 2),
    lambda: Robot.build(),
    lambda: r.beep(),
    lambda: Robot.beep(1, 2),
    lambda: square(),
    lambda: square(1, 2),
    lambda: (lambda: 0)(5),
    lambda: (lambda a, b=1, *c, d: 0)(1),
    lambda: var_only(1, a=1, **{"a": 2}),
]
for fn in calls:
    try:
        print(fn())
    except TypeError as e:
        print(type(e).__name__, e)
print(greet("x", punct="?"), var_only(1, k=2))
