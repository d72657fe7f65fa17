# isinstance/issubclass ask the metaclass's __instancecheck__ and
# __subclasscheck__, bound as any special method (a staticmethod there gets
# no class); a classmethod on the class itself is not consulted.
class Meta(type):
    def __instancecheck__(cls, inst):
        print('instancecheck', cls.__name__, type(inst).__name__)
        return hasattr(inst, 'quack')
    def __subclasscheck__(cls, sub):
        print('subclasscheck', cls.__name__, sub.__name__)
        return hasattr(sub, 'quack')
class Duck(metaclass=Meta): pass
class Robot:
    def quack(self): return 'beep'
print(isinstance(Robot(), Duck), isinstance(3, Duck), isinstance(Duck(), Duck))
print(issubclass(Robot, Duck), issubclass(int, Duck), issubclass(Duck, Duck))
print(isinstance(Robot(), (int, Duck)))
class Sub(Duck): pass
print(isinstance(Sub(), Duck), issubclass(Sub, Duck))
class CM:
    @classmethod
    def __instancecheck__(cls, inst): return True
    @classmethod
    def __subclasscheck__(cls, sub): return True
print(isinstance(3, CM), issubclass(int, CM))
class Meta2(type):
    __instancecheck__ = staticmethod(lambda cls, inst: 'yes')
    @classmethod
    def __subclasscheck__(mcls, sub): return mcls.__name__ == 'Meta2'
class K(metaclass=Meta2): pass
try: print(isinstance(1, K))
except TypeError as e: print('TE', e)
print(issubclass(int, K))
class Raiser(type):
    def __instancecheck__(cls, inst): raise ValueError('no')
class R(metaclass=Raiser): pass
try: isinstance(1, R)
except ValueError as e: print('VE', e)
class BadBool:
    def __bool__(self): raise TypeError('bad bool')
class M3(type):
    def __instancecheck__(cls, inst): return BadBool()
class X3(metaclass=M3): pass
try: isinstance(1, X3)
except TypeError as e: print('TE', e)
