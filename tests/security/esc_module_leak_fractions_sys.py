# expect: error AttributeError | error ModuleNotFoundError
# CPython's fractions holds sys; smolvm's must not hand out a host module.
import fractions
print('SANDBOX-ESCAPE', fractions.sys)
