# expect: error AttributeError | error ModuleNotFoundError
import functools
print('SANDBOX-ESCAPE', functools.reduce(getattr, ['__class__', '__base__'], 1))
