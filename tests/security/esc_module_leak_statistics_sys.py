# expect: error AttributeError | error ModuleNotFoundError
# CPython's statistics holds sys; smolvm's must not hand out a host module.
import statistics
print('SANDBOX-ESCAPE', statistics.sys)
