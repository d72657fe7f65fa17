# Class keyword arguments: to __init_subclass__, through a metaclass, and
# the errors when nothing takes them.
try:
    class A(x=1): pass
except TypeError as e: print(e)
class B:
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        print('init_subclass', cls.__name__, tag)
class C(B, tag='c'): pass
try:
    class D(B, tag='d', other=2): pass
except TypeError as e: print(e)
class M(type):
    def __new__(mcls, name, bases, ns, **kw):
        print('M.__new__', kw)
        return super().__new__(mcls, name, bases, ns, **kw)
    def __init__(cls, name, bases, ns, **kw):
        print('M.__init__', kw)
class E(B, metaclass=M, tag='e'): pass
try:
    class F(metaclass=M, flag=1): pass
except TypeError as e: print(e)
X = type('X', (B,), {}, tag='x')
try: type('Y', (), {}, q=1)
except TypeError as e: print(e)
opts = {'tag': 'star'}
class G(B, **opts): pass
class Plugin:
    registry = {}
    def __init_subclass__(cls, /, name, **kwargs):
        super().__init_subclass__(**kwargs)
        Plugin.registry[name] = cls
class CsvPlugin(Plugin, name='csv'): pass
class JsonPlugin(Plugin, name='json'): pass
print(sorted(Plugin.registry), Plugin.registry['csv'].__name__)
try:
    class Bad(Plugin): pass
except TypeError as e: print(e)
