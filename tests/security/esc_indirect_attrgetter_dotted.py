# expect: error AttributeError | error ModuleNotFoundError
import operator
print('SANDBOX-ESCAPE', operator.attrgetter('real.__class__.__base__')(1))
