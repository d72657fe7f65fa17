# A plugin registry and a singleton, the two metaclasses agents write.
class PluginMeta(type):
    registry = {}

    def __new__(mcls, name, bases, ns):
        ns.setdefault('label', name.lower())
        cls = super().__new__(mcls, name, bases, ns)
        if bases:
            mcls.registry[cls.label] = cls
        return cls

    def __iter__(cls):
        return iter(sorted(PluginMeta.registry))

    def __len__(cls):
        return len(PluginMeta.registry)

    def __contains__(cls, name):
        return name in PluginMeta.registry

    def __getitem__(cls, name):
        return PluginMeta.registry[name]

    def __repr__(cls):
        return '<plugin %s>' % cls.label

    @property
    def names(cls):
        return ', '.join(sorted(PluginMeta.registry))

    def describe(cls):
        return '%s (%s)' % (cls.__name__, cls.label)


class Plugin(metaclass=PluginMeta):
    def run(self, data):
        raise NotImplementedError


class Upper(Plugin):
    def run(self, data):
        return data.upper()


class Reverse(Plugin):
    label = 'rev'

    def run(self, data):
        return data[::-1]


class LoudReverse(Reverse):
    label = 'loud'

    def run(self, data):
        return super().run(data).upper() + '!'


print(len(Plugin), list(Plugin), 'rev' in Plugin, 'nope' in Plugin)
print(Plugin['upper'], Plugin.names, Upper.describe())
for name in Plugin:
    print(name, Plugin[name]().run('hello'))
print(type(Upper).__name__, isinstance(Upper, PluginMeta), isinstance(Upper, type))
print(issubclass(LoudReverse, Reverse), type(LoudReverse) is PluginMeta)
print({Upper: 1, Reverse: 2}[Reverse], Upper == Upper, Upper != Reverse)
print(repr(Upper), str(Reverse), f'{LoudReverse}')


class Singleton(type):
    _instances = {}

    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]


class Config(metaclass=Singleton):
    def __init__(self, path, debug=False):
        self.path = path
        self.debug = debug


a = Config('/etc/app.toml', debug=True)
b = Config('/other')
print(a is b, b.path, b.debug)


class Registry(type):
    created = []

    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        Registry.created.append(name)


class Base(metaclass=Registry):
    pass


class Child(Base):
    pass


Dyn = Registry('Dyn', (Child,), {'x': 5})
print(Registry.created, Dyn.x, type(Dyn).__name__)
Made = type('Made', (Base,), {'y': 1})
print(type(Made).__name__, Registry.created)
