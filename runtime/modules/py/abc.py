"""Abstract base classes (PEP 3119): ABC, ABCMeta, abstractmethod and
friends. ABCMeta is the metaclass that collections.abc's classes use, so
abc.ABCMeta and type(collections.abc.Sized) are one class, as in
CPython."""

import collections.abc as _cabc

ABCMeta = _cabc.ABCMeta


def abstractmethod(funcobj):
    """Mark a method abstract: a class whose metaclass is ABCMeta cannot
    be instantiated while any of its abstract methods is not overridden."""
    funcobj.__isabstractmethod__ = True
    return funcobj


class abstractclassmethod(classmethod):
    """Deprecated: use classmethod with abstractmethod."""
    __module__ = 'abc'
    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractstaticmethod(staticmethod):
    """Deprecated: use staticmethod with abstractmethod."""
    __module__ = 'abc'
    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractproperty(property):
    """Deprecated: use property with abstractmethod."""
    __module__ = 'abc'
    __isabstractmethod__ = True


class ABC(metaclass=ABCMeta):
    """A helper class whose metaclass is ABCMeta: subclass it to make an
    abstract base class."""
    __module__ = 'abc'
    __slots__ = ()


def get_cache_token():
    """A token that changes whenever an ABC gains a virtual subclass."""
    return _cabc._abc_version[0]


def update_abstractmethods(cls):
    """Recompute an ABC's abstract methods after methods were added to or
    removed from it (for class decorators); returns cls."""
    if not hasattr(cls, '__abstractmethods__'):
        return cls
    abstracts = set()
    for scls in _cabc._bases(cls):
        for name in getattr(scls, '__abstractmethods__', ()):
            value = getattr(cls, name, None)
            if getattr(value, "__isabstractmethod__", False):
                abstracts.add(name)
    for name, value in _cabc._own_items(cls):
        if getattr(value, "__isabstractmethod__", False):
            abstracts.add(name)
    cls.__abstractmethods__ = frozenset(abstracts)
    return cls
