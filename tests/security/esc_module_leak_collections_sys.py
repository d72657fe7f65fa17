# expect: error AttributeError | error ModuleNotFoundError
# CPython's collections holds _sys; smolvm's must not hand out a host module.
import collections
print('SANDBOX-ESCAPE', collections._sys)
