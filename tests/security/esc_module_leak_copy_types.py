# expect: error AttributeError | error ModuleNotFoundError
# CPython's copy holds types; smolvm's must not hand out a host module.
import copy
print('SANDBOX-ESCAPE', copy.types)
