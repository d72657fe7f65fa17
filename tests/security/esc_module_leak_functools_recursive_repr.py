# expect: error AttributeError | error ModuleNotFoundError
# CPython's functools holds recursive_repr; smolvm's must not hand out a host module.
import functools
print('SANDBOX-ESCAPE', functools.recursive_repr)
