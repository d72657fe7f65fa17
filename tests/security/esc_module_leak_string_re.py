# expect: error AttributeError | error ModuleNotFoundError
# CPython's string holds _re; smolvm's must not hand out a host module.
import string
print('SANDBOX-ESCAPE', string._re)
