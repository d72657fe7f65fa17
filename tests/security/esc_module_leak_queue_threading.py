# expect: error AttributeError | error ModuleNotFoundError
# CPython's queue holds threading; smolvm's must not hand out a host module.
import queue
print('SANDBOX-ESCAPE', queue.threading)
