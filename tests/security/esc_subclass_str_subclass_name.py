# expect: error AttributeError | error TypeError
# (TypeError: smolvm refuses str subclasses as attribute names; CPython accepts them.)
# A str subclass that lies about equality and hashing must not fool the check.
class Name(str):
    def __eq__(self, other):
        return False
    def __hash__(self):
        return 12345
print('SANDBOX-ESCAPE', getattr(1, Name('__class__')))
