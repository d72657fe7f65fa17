class Singleton(type):
    _instances = {}
    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]
class Config(metaclass=Singleton):
    def __init__(self, env="dev"):
        print("init", env)
        self.env = env
a = Config("prod"); b = Config("test")
print(a is b, a.env, type(Config).__name__)
class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns["created_by"] = mcls.__name__
        cls = super().__new__(mcls, name, bases, ns)
        cls.kw = kw
        return cls
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
        print("Meta.__init__", name, sorted(k for k in ns if not k.startswith("__")))
    def __repr__(cls):
        return f"<class {cls.__name__} via Meta>"
    def __len__(cls):
        return 42
    def __iter__(cls):
        return iter(range(3))
    def __getitem__(cls, k):
        return f"item {k}"
    @property
    def upper_name(cls):
        return cls.__name__.upper()
class Model(metaclass=Meta, table="users"):
    x = 1
    def method(self): pass
print(Model, Model.created_by, Model.kw, len(Model), list(Model), Model["k"], Model.upper_name)
class Sub(Model):
    y = 2
print(Sub, Sub.kw, isinstance(Sub, Meta), type(Sub) is Meta)
class Plugin:
    plugins = []
    def __init_subclass__(cls, /, name=None, **kw):
        super().__init_subclass__(**kw)
        cls.plugin_name = name or cls.__name__.lower()
        Plugin.plugins.append(cls.plugin_name)
class A(Plugin, name="alpha"): pass
class B(Plugin): pass
print(Plugin.plugins)
try:
    class C(Plugin, bogus=1): pass
except TypeError as e:
    print("TypeError:", e)
class Vec:
    def __class_getitem__(cls, item):
        return f"Vec of {item}"
print(Vec[int], Vec["x"])
def add_repr(cls):
    cls.__repr__ = lambda self: f"{cls.__name__}()"
    return cls
@add_repr
class D:
    pass
print(D())
