# expect: ok
# stdout: TypeError descriptor 'append' for 'list' objects doesn't apply to a 'type' object
# stdout: TypeError descriptor 'count' for 'tuple' objects doesn't apply to a 'type' object
# stdout: TypeError descriptor 'append' for 'list' objects doesn't apply to a 'type' object
# stdout: TypeError descriptor 'index' for 'tuple' objects doesn't apply to a 'M' object
# stdout: 5 <class '__main__.I'> 'a' <class '__main__.S'>
# An unbound method of a built-in type called with a class as self: only
# __new__ takes a class there (int.__new__(MyInt, 5)); every other method
# reads self as its own kind of object and must refuse a class, be it a
# subclass of the method's type or a class with a metaclass.
class L(list):
    pass
class M(type):
    pass
class C(metaclass=M):
    pass
for f, args in [(list.append, (int, 1)), (tuple.count, (tuple, 1)), (list.append, (L, 1)),
                (tuple.index, (C, 1))]:
    try:
        print('SANDBOX-ESCAPE', f(*args))
    except TypeError as e:
        print('TypeError', e)
class I(int):
    pass
class S(str):
    pass
print(int.__new__(I, 5), type(int.__new__(I, 5)), repr(str.__new__(S, 'a')), type(str.__new__(S, 'a')))
