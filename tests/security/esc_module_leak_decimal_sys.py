# expect: error AttributeError | error ModuleNotFoundError
# CPython's decimal holds sys; smolvm's must not hand out a host module.
import decimal
print('SANDBOX-ESCAPE', decimal.sys)
