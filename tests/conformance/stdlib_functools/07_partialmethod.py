# Convenience methods with partialmethod on a device controller.
from functools import partialmethod, partial


class Light:
    def __init__(self, name):
        self.name = name
        self.log = []

    def set(self, level, fade=0):
        self.log.append((level, fade))
        return f"{self.name}: {level}% (fade {fade}s)"

    on = partialmethod(set, 100)
    off = partialmethod(set, 0, fade=2)
    dim = partialmethod(set, fade=5)


lamp = Light("desk")
print(lamp.on())
print(lamp.off())
print(lamp.off(fade=0))
print(lamp.dim(30))
print(lamp.log)
half = partial(Light.set, level=50)
print(half(lamp), partial(pow, 2)(10), partial(int, base=2)("1011"))
p = partial(partial(max, 5), 9)
print(p(1), p.args, p.func is max)
