# MRO with built-in iterator and descriptor bases mixed with mixins.
class Describe:
    def describe(self):
        return f"{type(self).__name__} over {self.source}"

class SourceMap(Describe, map):
    def __init__(self, func, source):
        self.source = source

class Upper(SourceMap):
    def __next__(self):
        return super().__next__().upper()

u = Upper(str, ["a", "b"])
print(u.describe(), list(u))
print(isinstance(u, map), isinstance(u, Describe), issubclass(Upper, SourceMap))

class Base(property):
    def kind(self):
        return "base"

class Mixin:
    def kind(self):
        return "mixin/" + super().kind()

class Combined(Mixin, Base):
    pass

class Holder:
    value = Combined(lambda self: 42)

print(Holder().value, Holder.value.kind(), isinstance(Holder.value, property))
try:
    class Both(map, filter):
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    class Odd(property, complex):
        pass
except TypeError as e:
    print("TypeError:", e)
