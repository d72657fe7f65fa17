# expect: error AttributeError | error ModuleNotFoundError
import operator
print('SANDBOX-ESCAPE', sorted([1, 2], key=operator.attrgetter('__class__')))
