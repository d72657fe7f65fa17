from abc import ABC, ABCMeta, abstractmethod, abstractproperty, abstractclassmethod, abstractstaticmethod, update_abstractmethods, get_cache_token
import collections.abc


def attempt(label, f):
    try:
        print(label, "->", f())
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)


class Plugin(ABC):
    @property
    @abstractmethod
    def name(self): ...

    @classmethod
    @abstractmethod
    def create(cls): ...

    @staticmethod
    @abstractmethod
    def version(): ...

    @abstractmethod
    def run(self, data): ...

    def describe(self):
        return f"{self.name} v{self.version()}"


print(sorted(Plugin.__abstractmethods__))
attempt("Plugin()", lambda: Plugin())


class Half(Plugin):
    name = "half"

    def run(self, data):
        return data


attempt("Half()", lambda: Half())


class Upper(Half):
    @classmethod
    def create(cls):
        return cls()

    @staticmethod
    def version():
        return 2

    def run(self, data):
        return data.upper()


u = Upper.create()
print(u.run("ok"), u.describe(), isinstance(u, Plugin), issubclass(Upper, ABC), Upper.__abstractmethods__)
print(type(Plugin) is ABCMeta, ABCMeta is type(collections.abc.Sized), ABC.__module__, ABCMeta.__module__, ABCMeta.__name__)


class Sink(metaclass=ABCMeta):
    @abstractmethod
    def write(self, x): ...


class FileLike:
    def write(self, x):
        return len(x)


print(isinstance(FileLike(), Sink))
Sink.register(FileLike)
print(isinstance(FileLike(), Sink), issubclass(FileLike, Sink), isinstance(get_cache_token(), int))
attempt("register non-class", lambda: Sink.register(3))


class Legacy(ABC):
    @abstractproperty
    def size(self): ...

    @abstractclassmethod
    def build(cls): ...

    @abstractstaticmethod
    def helper(): ...


print(sorted(Legacy.__abstractmethods__))
attempt("Legacy()", lambda: Legacy())


class NotAbc:
    @abstractmethod
    def f(self): ...


print(type(NotAbc()).__name__, NotAbc.f.__isabstractmethod__)


class Later(ABC):
    @abstractmethod
    def go(self): ...


Later.go = lambda self: "went"
attempt("Later() before update", lambda: Later())
update_abstractmethods(Later)
print(Later().go(), Later.__abstractmethods__)
print(isinstance([], collections.abc.Sequence), issubclass(dict, collections.abc.Mapping))
