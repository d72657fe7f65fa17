# expect: error AttributeError | error ModuleNotFoundError
# CPython's random holds _os; smolvm's must not hand out a host module.
import random
print('SANDBOX-ESCAPE', random._os)
