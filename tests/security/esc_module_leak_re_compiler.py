# expect: error AttributeError | error ModuleNotFoundError
# CPython's re holds _compiler; smolvm's must not hand out a host module.
import re
print('SANDBOX-ESCAPE', re._compiler)
