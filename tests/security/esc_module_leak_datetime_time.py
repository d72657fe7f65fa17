# expect: error AttributeError | error ModuleNotFoundError
# CPython's datetime holds _time; smolvm's must not hand out a host module.
import datetime
print('SANDBOX-ESCAPE', datetime._time)
