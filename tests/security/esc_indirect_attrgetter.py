# expect: error AttributeError | error ModuleNotFoundError
import operator
print('SANDBOX-ESCAPE', operator.attrgetter('__class__')(1))
