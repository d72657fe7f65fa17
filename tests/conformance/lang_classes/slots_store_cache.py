# Stores to __slots__ through the attribute cache: slots take values, other names fail, __setattr__ and properties still apply.
class A:
    __slots__ = ('a', 'b')
class B(A):
    __slots__ = ('c',)
class C(B):
    pass
class D(A):
    __slots__ = ('__dict__',)
def tryset(o, name, v):
    try:
        setattr(o, name, v)
        print('set', name, getattr(o, name))
    except AttributeError as e:
        print('AttributeError', e)
for cls in (A, B, C, D):
    o = cls()
    for i in range(3):
        o.a = i
        o.b = i * 2
    print(cls.__name__, o.a, o.b)
    for name in ('a', 'b', 'c', 'd'):
        tryset(o, name, 5)
def store_many(o):
    for i in range(5):
        o.a = i
        try:
            o.zz = i
        except AttributeError as e:
            print(type(o).__name__, e)
            break
    return o.a
for cls in (A, B, C, D):
    print(store_many(cls()))
class E:
    __slots__ = ('x',)
    def __setattr__(self, k, v):
        print('setattr', k, v)
        object.__setattr__(self, k, v)
e = E()
for i in range(2):
    e.x = i
print(e.x)
class F:
    __slots__ = ('x',)
    @property
    def y(self):
        return 1
f = F()
for i in range(2):
    f.x = i
    try:
        f.y = 2
    except AttributeError as ex:
        print('AttributeError', ex)
print(f.x)
