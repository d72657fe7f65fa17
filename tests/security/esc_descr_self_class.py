# expect: ok
# stdout: TypeError descriptor 'append' for 'list' objects doesn't apply to a 'type' object
# stdout: TypeError descriptor 'count' for 'tuple' objects doesn't apply to a 'type' object
# stdout: TypeError descriptor 'append' for 'list' objects doesn't apply to a 'type' object
# stdout: 5 <class '__main__.I'>
# An unbound method of a built-in type called with a class as self: only
# __new__ takes a class there (int.__new__(MyInt, 5)); every other method
# reads self as its own kind of object and must refuse a class, even a
# subclass of the method's type.
class L(list):
    pass
for f, args in [(list.append, (int, 1)), (tuple.count, (tuple, 1)), (list.append, (L, 1))]:
    try:
        print('SANDBOX-ESCAPE', f(*args))
    except TypeError as e:
        print('TypeError', e)
class I(int):
    pass
print(int.__new__(I, 5), type(int.__new__(I, 5)))
