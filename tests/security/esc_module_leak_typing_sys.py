# expect: error AttributeError | error ModuleNotFoundError
# CPython's typing holds sys; smolvm's must not hand out a host module.
import typing
print('SANDBOX-ESCAPE', typing.sys)
