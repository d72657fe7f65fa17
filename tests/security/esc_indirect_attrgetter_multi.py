# expect: error AttributeError | error ModuleNotFoundError
import operator
print('SANDBOX-ESCAPE', operator.attrgetter('real', 'mro')(int))
