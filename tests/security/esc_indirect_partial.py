# expect: error AttributeError | error ModuleNotFoundError
from functools import partial
g = partial(getattr, ())
print('SANDBOX-ESCAPE', g('__class__'))
