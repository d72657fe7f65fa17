# expect: error AttributeError | error ModuleNotFoundError
import string
print('SANDBOX-ESCAPE', string.Formatter().format('{0.__class__}', 1))
