# expect: error AttributeError | error ModuleNotFoundError
import operator
print('SANDBOX-ESCAPE', operator.methodcaller('__subclasses__')(object))
