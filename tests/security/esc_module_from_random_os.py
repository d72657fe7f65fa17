# expect: rejected | error ImportError | error ModuleNotFoundError
from random import _os
print('SANDBOX-ESCAPE', _os)
