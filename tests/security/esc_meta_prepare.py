# expect: error TypeError
class M(type):
    @classmethod
    def __prepare__(mcs, name, bases):
        return {}
class A(metaclass=M):
    pass
