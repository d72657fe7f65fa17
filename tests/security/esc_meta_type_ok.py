# expect: ok
# stdout: ok
class A(metaclass=type):
    pass
print('ok')
