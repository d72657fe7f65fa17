# expect: error AttributeError | error ModuleNotFoundError
import operator
print('SANDBOX-ESCAPE', operator.methodcaller('mro')(int))
