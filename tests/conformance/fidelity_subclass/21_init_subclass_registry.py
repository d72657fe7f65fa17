# __init_subclass__ as a plugin registry with keyword arguments.
class Plugin:
    registry = {}

    def __init_subclass__(cls, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        key = name or cls.__name__.lower()
        if key in Plugin.registry:
            raise ValueError("duplicate plugin %r" % key)
        Plugin.registry[key] = cls
        cls.key = key


class Upper(Plugin, name="up"):
    def run(self, s):
        return s.upper()


class Reverse(Plugin):
    def run(self, s):
        return s[::-1]


print(sorted(Plugin.registry), Upper.key, Reverse.key)
for k in sorted(Plugin.registry):
    print(k, Plugin.registry[k]().run("abc"))
try:
    class Another(Plugin, name="up"):
        pass
except ValueError as e:
    print(type(e).__name__, e)
try:
    class Weird(Plugin, colour="red"):
        pass
except TypeError as e:
    print(type(e).__name__, e)
print(sorted(Plugin.registry))
print(hasattr(Plugin, "key"), hasattr(Upper, "key"))
