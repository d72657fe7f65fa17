# A metaclass guarding class attributes, and the errors around metaclasses.
class Frozen(type):
    def __setattr__(cls, name, value):
        if name.isupper():
            raise AttributeError('cannot reassign constant %r' % name)
        super().__setattr__(name, value)

    def __delattr__(cls, name):
        if name.isupper():
            raise AttributeError('cannot delete constant %r' % name)
        super().__delattr__(name)


class Limits(metaclass=Frozen):
    MAX_ITEMS = 100
    TIMEOUT = 30


Limits.note = 'ok'
print(Limits.MAX_ITEMS, Limits.note)
for action in ('set', 'del'):
    try:
        if action == 'set':
            Limits.TIMEOUT = 5
        else:
            del Limits.MAX_ITEMS
    except AttributeError as e:
        print('AttributeError', e)
del Limits.note
try:
    Limits.note
except AttributeError as e:
    print('AttributeError', e)
print(Limits.TIMEOUT)


class Other(type):
    pass


try:
    class Mixed(Limits, metaclass=Other):
        pass
except TypeError as e:
    print('TypeError', e)

for args in [(1, (), {}), ('A', 1, {}), ('A', (), 1), ('A',)]:
    try:
        type(*args)
    except TypeError as e:
        print('TypeError', e)
try:
    Frozen('A')
except TypeError as e:
    print('TypeError', e)
try:
    type.__new__(int, 'X', (), {})
except TypeError as e:
    print('TypeError', e)


def as_dict(name, bases, ns):
    return {'name': name, 'keys': sorted(k for k in ns if not k.startswith('__'))}


class Spec(metaclass=as_dict):
    a = 1

    def b(self):
        pass


print(Spec)
