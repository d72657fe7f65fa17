# expect: ok
# stdout: 1
# A function given as metaclass is only called with (name, bases, namespace),
# as in CPython.
def m(name, bases, ns):
    return 1
class A(metaclass=m):
    pass
print(A)
