# expect: error AttributeError | error ModuleNotFoundError
# CPython's enum holds sys; smolvm's must not hand out a host module.
import enum
print('SANDBOX-ESCAPE', enum.sys)
